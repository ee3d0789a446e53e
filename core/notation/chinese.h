// Chinese notation (中式记谱), as Chinese books and databases write Xiangqi: piece, file,
// direction, then the destination file or the ranks moved: `炮二平五`, `马8进7`.
//   - Files count from the mover's right: Red in Chinese numerals (一 to 九), Black in Arabic
//     digits (1 to 9). 进 forward, 退 back, 平 sideways.
//   - Two pieces of a kind on one file: 前/后 before the name, no file (`前车进一`); three:
//     前/中/后; four or five: 一二三四五 from the front. When two or more files each hold
//     several of the kind, those pieces are numbered 一二三... across the files, the file
//     nearest the mover's right first, front to back within a file (the Chinese Xiangqi
//     computer notation of xqbase.com, 2006). Ordinals are Chinese numerals for both sides.
//   - Pieces that only move diagonally (advisor, elephant) keep the file when the direction
//     already tells two on one file apart, as the books do (`仕四进五`, `仕四退五`).
// A game has this notation when every piece kind carries Chinese names (PieceKind::chinese).
#pragma once

#include <string>
#include <string_view>

#include "../position.h"

namespace sanggi {

enum class ChineseScript { SIMPLIFIED, TRADITIONAL };

bool has_chinese_notation(const Variant& v);
// `m` must be legal in `before`; the variant must have Chinese notation.
std::string chinese_move(const Position& before, Move m, ChineseScript script);
// A text reduced to one canonical spelling, for comparing what a person typed with what
// chinese_move() writes: either script, piece names of either side, full-width digits,
// Chinese numerals as digits, spaces dropped. Texts of two different moves never fold alike.
std::string chinese_folded(const Variant& v, std::string_view text);

}  // namespace sanggi
