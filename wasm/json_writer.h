// A small JSON writer. The bindings hand the page plain data as JSON text, never C++ objects
// that JS would have to delete, so nothing can leak across the wasm boundary.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"

namespace sanggi::wasm {

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view name) {
    separate();
    write_string(name);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& string(std::string_view text) {
    separate();
    write_string(text);
    return *this;
  }
  JsonWriter& number(int64_t value) {
    separate();
    out_ += std::to_string(value);
    return *this;
  }
  // Janggi points come in tenths; written as a decimal (72, 73.5).
  JsonWriter& tenths(int value) {
    separate();
    if (value < 0) out_ += '-', value = -value;
    out_ += std::to_string(value / 10);
    if (value % 10) out_ += '.', out_ += char('0' + value % 10);
    return *this;
  }
  JsonWriter& boolean(bool value) {
    separate();
    out_ += value ? "true" : "false";
    return *this;
  }
  JsonWriter& null() {
    separate();
    out_ += "null";
    return *this;
  }
  // Shorthands for one member of an object.
  JsonWriter& field(std::string_view name, std::string_view text) { return key(name).string(text); }
  JsonWriter& field(std::string_view name, const char* text) { return key(name).string(text); }
  JsonWriter& field(std::string_view name, int64_t value) { return key(name).number(value); }
  JsonWriter& field(std::string_view name, int value) { return key(name).number(value); }
  JsonWriter& field(std::string_view name, bool value) { return key(name).boolean(value); }
  JsonWriter& strings(std::string_view name, const std::vector<std::string>& list) {
    key(name).begin_array();
    for (const std::string& s : list) string(s);
    return end_array();
  }

  const std::string& text() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  JsonWriter& open(char bracket) {
    separate();
    out_ += bracket;
    first_.push_back(true);
    return *this;
  }
  JsonWriter& close(char bracket) {
    out_ += bracket;
    if (!first_.empty()) first_.pop_back();
    return *this;
  }
  // A comma before every element of an array or object but the first.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (first_.empty()) return;
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
  void write_string(std::string_view text) {
    static const char HEX[] = "0123456789abcdef";
    out_ += '"';
    for (char ch : text) {
      unsigned char c = static_cast<unsigned char>(ch);
      if (ch == '"' || ch == '\\') {
        out_ += '\\';
        out_ += ch;
      } else if (c < 0x20) {
        out_ += "\\u00";
        out_ += HEX[c >> 4];
        out_ += HEX[c & 15];
      } else {
        out_ += ch;  // UTF-8 passes through; JS decodes it
      }
    }
    out_ += '"';
  }

  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

// {"error": message}: the one shape every failure takes. Errors people meet add a code and
// its parameters, {"error", "code", "params": {name: text}}, for the page's own words.
inline void write_error(JsonWriter& json, std::string_view message, std::string_view code = {},
                        const ErrorParams& params = {}) {
  json.field("error", message);
  if (code.empty()) return;
  json.field("code", code).key("params").begin_object();
  for (const auto& [name, value] : params) json.field(name, value);
  json.end_object();
}

inline std::string error_json(std::string_view message, std::string_view code = {},
                              const ErrorParams& params = {}) {
  JsonWriter json;
  json.begin_object();
  write_error(json, message, code, params);
  return json.end_object().take();
}

// The error of a failed Result, with its code and parameters.
template <class T>
std::string error_json(const Result<T>& failed) {
  return error_json(failed.error(), failed.code(), failed.params());
}

}  // namespace sanggi::wasm
