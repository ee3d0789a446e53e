// Errors are values: a parse returns either its value or a message naming what is wrong.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace sanggi {

template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  static Result failure(std::string message) { return Result(std::move(message), 0); }

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T* operator->() const { return &*value_; }
  T* operator->() { return &*value_; }
  const std::string& error() const { return error_; }

 private:
  Result(std::string message, int) : error_(std::move(message)) {}
  std::optional<T> value_;
  std::string error_;
};

}  // namespace sanggi
