// The games. Each function builds a finished variant (see variant.h).
#pragma once

#include "../variant.h"

namespace sanggi {

Variant janggi_variant();
Variant janggi_traditional_variant();
Variant janggi_casual_variant();
Variant janggi_modern_variant();
Variant xiangqi_variant();
Variant sinyeonsanggi_variant();
Variant gwangsanghui_variant();
Variant gwangsanghui_dlp_variant();

// How a game's set looks (for the page). A Korean set (Janggi, Gwangsanghui): blue and red
// octagons, sized by rank around `size_percent`. A Chinese set (Xiangqi, Sin-yeon-sang-gi):
// red and black discs of one size, on a board marked where the cannons and soldiers start.
inline void use_korean_set(Variant& v, int size_percent) {
  v.set.piece_shape = "octagon";
  v.set.side_colors[WHITE] = "blue", v.set.side_colors[BLACK] = "red";
  v.set.piece_size_percent = size_percent;
}

inline void use_chinese_set(Variant& v) {
  v.set.piece_shape = "disc";
  v.set.side_colors[WHITE] = "red", v.set.side_colors[BLACK] = "black";
  v.set.start_marks = "CP";
}

}  // namespace sanggi
