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

}  // namespace sanggi
