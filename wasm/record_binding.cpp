#include "record_binding.h"

#include <algorithm>

#include "json_writer.h"
#include "notation/chinese.h"
#include "notation/machine.h"
#include "notation/record.h"
#include "variants/janggi_setup.h"

namespace sanggi::wasm {

std::string import_record_json(std::string_view text, std::string_view default_variant) {
  if (text.size() > MAX_RECORD_LENGTH)
    return error_json("the record is longer than " + std::to_string(MAX_RECORD_LENGTH) + " bytes");
  const Variant* fallback = nullptr;
  if (!default_variant.empty()) {
    std::string error;
    fallback = variant_named(default_variant, error);
    if (!fallback) return error_json(error, "unknown-variant", {{"name", excerpt(default_variant)}});
  }
  auto parsed = parse_record(text, fallback);
  if (!parsed) return error_json(parsed);
  const GameRecord& record = parsed.value();
  auto start = parse_fen(*record.variant, record.start_fen);
  if (!start) return error_json("bad FEN in the record: " + start.error());
  Position pos = std::move(start).value();
  JsonWriter json;
  json.begin_object().field("variant", record.variant->name).field("fen", record.start_fen);
  json.key("moves").begin_array();
  for (Move m : record.moves) {
    json.string(machine_move(pos.geometry(), m));
    pos.make(m);
  }
  json.end_array();
  json.key("comments").begin_array();
  for (const std::string& comment : record.comments) json.string(comment);
  json.end_array();
  json.key("tags").begin_object();
  for (const auto& [name, value] : record.tags) json.field(name, value);
  json.end_object();
  return json.field("result", record.result).end_object().take();
}

std::string export_record_json(const Game& game, std::string_view tags, std::string_view comments,
                               std::string_view result, std::string_view format,
                               std::string_view style) {
  if (result != "1-0" && result != "0-1" && result != "1/2-1/2" && result != "*")
    return error_json("result must be 1-0, 0-1, 1/2-1/2 or *, not '" + excerpt(result) + "'");
  NotationStyle notation;
  if (style == "native")
    notation = NotationStyle::NATIVE;
  else if (style == "machine")
    notation = NotationStyle::MACHINE;
  else if (style == "chinese-simplified" && has_chinese_notation(*game.variant))
    notation = NotationStyle::CHINESE_SIMPLIFIED;
  else if (style == "chinese-traditional" && has_chinese_notation(*game.variant))
    notation = NotationStyle::CHINESE_TRADITIONAL;
  else
    return error_json("style must be native or machine" +
                      std::string(has_chinese_notation(*game.variant)
                                      ? ", chinese-simplified or chinese-traditional"
                                      : "") +
                      ", not '" + excerpt(style) + "'");
  GameRecord record;
  record.variant = game.variant;
  record.start_fen = to_fen(game.start);
  record.moves = game.moves;
  record.result = std::string(result);
  size_t i = 0;
  while (i < tags.size()) {
    size_t end = tags.find('\n', i);
    if (end == std::string_view::npos) end = tags.size();
    std::string_view line = tags.substr(i, end - i);
    i = end + 1;
    if (line.empty()) continue;
    size_t tab = line.find('\t');
    if (tab == std::string_view::npos || tab == 0)
      return error_json("a tag needs a name and a value");
    record.tags.emplace_back(std::string(line.substr(0, tab)), std::string(line.substr(tab + 1)));
  }
  for (size_t at = 0; at < comments.size();) {
    size_t end = std::min(comments.find('\n', at), comments.size());
    if (record.comments.size() == record.moves.size())
      return error_json("more comments than moves");
    std::string_view comment = comments.substr(at, end - at);
    if (comment.find('}') != std::string_view::npos)
      return error_json("a comment contains '}', which would end it");
    record.comments.emplace_back(comment);
    at = end + 1;
  }
  JsonWriter json;
  if (format == "pgn") {
    json.begin_object().field("text", write_record(record, notation)).end_object();
  } else if (format == "gib") {
    if (!game.variant->gib_records) return error_json("the .gib format is for Janggi only");
    auto text = write_gib(record);
    if (!text) return error_json(text);
    json.begin_object().field("text", text.value()).end_object();
  } else {
    return error_json("format must be pgn or gib, not '" + excerpt(format) + "'");
  }
  return json.take();
}

std::string janggi_start_fen_json(std::string_view han, std::string_view cho) {
  auto fen = janggi_start_fen(han, cho);
  if (!fen) {
    std::string known;
    for (const JanggiSetup& s : janggi_setups())
      known += (known.empty() ? "" : ", ") + s.code + " (" + s.korean + ")";
    const bool han_bad = find_janggi_setup(han) < 0;
    return error_json(std::string("unknown ") + (han_bad ? "Han" : "Cho") + " setup '" +
                      excerpt(han_bad ? han : cho) + "' (known: " + known + ")");
  }
  JsonWriter json;
  return json.begin_object().field("fen", *fen).end_object().take();
}

}  // namespace sanggi::wasm
