// Errors are values: a parse returns either its value or a message naming what is wrong.
// Errors people meet also carry a stable code and named parameters (the page says them in
// its own language: "illegal-move" with text and example); the message is the English text.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sanggi {

using ErrorParams = std::vector<std::pair<std::string, std::string>>;

template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  static Result failure(std::string message, std::string code = {}, ErrorParams params = {}) {
    Result r(std::move(message), 0);
    r.code_ = std::move(code);
    r.params_ = std::move(params);
    return r;
  }
  // Another failure said again with a new message: its code and parameters are kept and
  // `extra` parameters added (where in a record the move was, say).
  template <class U>
  static Result failure_from(const Result<U>& inner, std::string message, ErrorParams extra) {
    ErrorParams params = inner.params();
    params.insert(params.end(), extra.begin(), extra.end());
    return failure(std::move(message), inner.code(), std::move(params));
  }

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T* operator->() const { return &*value_; }
  T* operator->() { return &*value_; }
  const std::string& error() const { return error_; }
  const std::string& code() const { return code_; }  // empty: no code
  const ErrorParams& params() const { return params_; }

 private:
  Result(std::string message, int) : error_(std::move(message)) {}
  std::optional<T> value_;
  std::string error_;
  std::string code_;
  ErrorParams params_;
};

}  // namespace sanggi
