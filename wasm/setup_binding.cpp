#include "setup_binding.h"

#include "fen.h"
#include "game.h"
#include "json_writer.h"

namespace sanggi::wasm {
namespace {

void write_problems(JsonWriter& json, std::string_view name,
                    const std::vector<SetupProblem>& problems) {
  json.key(name).begin_array();
  for (const SetupProblem& p : problems) {
    json.begin_object().field("code", p.code);
    json.key("params").begin_object();
    for (const auto& [key, value] : p.params) json.field(key, value);
    json.end_object().field("message", p.message).end_object();
  }
  json.end_array();
}

}  // namespace

std::string validate_json(std::string_view variant_name, std::string_view fen) {
  std::string error;
  const Variant* variant = variant_named(variant_name, error);
  if (!variant) return error_json(error);
  SetupCheck check;
  auto setup = read_fen(*variant, fen);
  if (setup)
    check = check_setup(setup.value());
  else
    check.errors.push_back({"fen", {}, setup.error()});
  JsonWriter json;
  json.begin_object().field("ok", check.ok());
  write_problems(json, "errors", check.errors);
  write_problems(json, "warnings", check.warnings);
  return json.end_object().take();
}

}  // namespace sanggi::wasm
