#include "variant.h"

#include <cctype>

#include "variants/variants.h"

namespace sanggi {

PieceType Variant::type_of_letter(char upper) const {
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == upper || pieces[i].alt_letters.find(upper) != std::string::npos)
      return PieceType(i + 1);
  return 0;
}

RegionId Variant::add_region(std::string region_name, const SquareSet& white_view) {
  regions.push_back({std::move(region_name), {white_view, geometry.mirror_rank(white_view)}});
  return RegionId(regions.size() - 1);
}

RegionId Variant::region_id(std::string_view region_name) const {
  for (size_t i = 0; i < regions.size(); ++i)
    if (regions[i].name == region_name) return RegionId(i);
  return NOWHERE;
}

SquareSet Variant::region(RegionId r, Color c, Square source) const {
  if (r == ANYWHERE) return geometry.all();
  if (r == NOWHERE) return {};
  if (r == SOURCE_PALACE) return geometry.palace_of(source);
  return regions[r].squares[c];
}

std::string Variant::letters() const {
  std::string out;
  for (const PieceKind& p : pieces) out += p.letter;
  return out;
}

void Variant::finish() {
  auto mask_of = [&](const std::string& letters) {
    TypeMask m = 0;
    for (char ch : letters) m |= type_bit(type_of_letter(ch));
    return m;
  };
  for (size_t i = 0; i < pieces.size(); ++i) {
    PieceType t = PieceType(i + 1);
    if (pieces[i].royal) royal = t;
    cannot_capture[t] = mask_of(pieces[i].cannot_capture);
    cannot_hop_over[t] = mask_of(pieces[i].cannot_hop_over);
  }
  auto type_or_none = [&](char letter) { return letter ? type_of_letter(letter) : PieceType(0); };
  liberation_type = type_or_none(rules.liberation_letter);
  truce_type = type_or_none(rules.truce_letter);
  fallen_general_type = type_or_none(rules.fallen_general_letter);
  returning_type = type_or_none(rules.returning_letter);
  compiled_ = std::make_shared<CompiledTables>();
}

struct Variant::CompiledTables {
  std::once_flag once;
  MoveTables tables;
};

const MoveTables& Variant::tables() const {
  std::call_once(compiled_->once, [this] { compiled_->tables.build(*this); });
  return compiled_->tables;
}

const std::vector<const Variant*>& all_variants() {
  // Built once, on first use, and kept until the program ends.
  static const std::vector<Variant> variants = [] {
    std::vector<Variant> list;
    for (auto make :
         {janggi_variant, janggi_traditional_variant, janggi_casual_variant, janggi_modern_variant,
          xiangqi_variant, sinyeonsanggi_variant, gwangsanghui_variant, gwangsanghui_dlp_variant})
      list.push_back(make());
    return list;
  }();
  static const std::vector<const Variant*> pointers = [] {
    std::vector<const Variant*> list;
    for (const Variant& v : variants) list.push_back(&v);
    return list;
  }();
  return pointers;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* v : all_variants())
    if (v->name == name) return v;
  return nullptr;
}

std::string variant_names() {
  std::string out;
  for (const Variant* v : all_variants()) out += (out.empty() ? "" : ", ") + v->name;
  return out;
}

}  // namespace sanggi
