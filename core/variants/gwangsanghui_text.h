// What 〈廣象戱志〉 says for each Gwangsanghui piece and rule, and what each reading adds
// (gwangsanghui_text.cpp), attached to the variants built in gwangsanghui.cpp.
#pragma once

#include "../variant.h"

namespace sanggi {

// The classic reading: every piece's SourceNote (by letter), the rule notes and the notes on
// the reading. Call after the pieces are set.
void add_classic_text(Variant& v);
// The dlp reading: what it reads differently, over the classic text already added.
void add_dlp_text(Variant& v);

}  // namespace sanggi
