// What 〈廣象戱志〉 says for each Gwangsanghui piece and rule, and what each of this project's
// readings adds: docs/rules/gwangsanghui.md, "What the text says, and what this reading
// adds". Each entry cites whole sentences of the text by id (web/texts/gwangsanghui.js) and
// keeps apart what the words say (`says`), their literal sense where the reading goes beyond
// them (`literal`), this project's reading (`reading`) and conventions of play the text does
// not address (`convention`), so the page can label each (core/source_note.h).
// The Korean and Chinese of every entry are in web/rules/rules-text/ko.js and zh.js.
#include "gwangsanghui_text.h"

namespace sanggi {
namespace {

SourceNote& source_of(Variant& v, char letter) {
  return v.pieces[v.type_of_letter(letter) - 1].source;
}

// Sentences cited by more than one entry.
constexpr const char* S28 = "馬行一日，象行三日，然馬有麗于肩，象有麗于肩若腹，皆不得行。";
constexpr const char* S31 = "騎與步可左右，不可却也。";
constexpr const char* S33 = "伏之動日半，不殺不發，有殺復于伏。";
constexpr const char* S35 = "獲其元帥者勝，不能相勝者平。";
constexpr const char* S37 = "左右將陷，盡俘其屬之在營者，有能復讎者存之。";
constexpr const char* OUTSIDE_INSIDE =
    "外 and 內 mean “outside” and “inside”, without saying of what; 無拘 means “without "
    "restriction”.";
constexpr const char* WITHOUT_RESTRICTION = "無拘 means “without restriction”.";

void add_piece_text(Variant& v) {
  source_of(v, 'K') = {
      .sentences = {"s21"},
      .quote = "元帥行九宮之中無拘，然不出九宮也。",
      .says =
          "The Marshal moves within the palace (九宮) without restriction, but never leaves "
          "it.",
      .literal = WITHOUT_RESTRICTION,
      .reading =
          "One point at a time along the lines of the central palace, its diagonals "
          "included, as in Janggi and the modern table.",
  };
  source_of(v, 'G') = {
      .sentences = {"s22"},
      .quote = "左右將如元帥，中軍有急，援之，不自出。",
      .says =
          "The left and right Generals are like the Marshal; when the central army is in "
          "danger, they come to its aid; they do not go out on their own.",
      .reading =
          "Each General moves like the Marshal inside its own wing palace and never "
          "leaves it. The text may let a General leave it to aid the central army; this "
          "reading does not.",
  };
  source_of(v, 'A') = {
      .sentences = {"s25"},
      .quote = "士行如將。",
      .says = "The Advisor moves like the General.",
      .reading =
          "One point at a time along the lines of the palace it stands in, never "
          "leaving it (in play it never leaves its first palace).",
  };
  source_of(v, 'E') = {
      .sentences = {"s28"},
      .quote = S28,
      .focus = {"象行三日", "象有麗于肩若腹"},
      .says =
          "The Elephant goes three 日, and cannot move when something clings to its "
          "shoulder or belly (肩若腹).",
      .reading =
          "Three 日 is a 2×3 leap: one point straight, then two points diagonally "
          "outward; the shoulder and the belly are the two points on the way.",
  };
  source_of(v, 'R') = {
      .sentences = {"s26"},
      .quote = "車行縱橫前却無拘也。",
      .says =
          "The Chariot moves vertically and horizontally (縱橫), forward and back, without "
          "restriction.",
      .literal = WITHOUT_RESTRICTION,
      .reading = "Any distance along the files and ranks, never along the palace diagonals.",
  };
  source_of(v, 'C') = {
      .sentences = {"s27"},
      .quote = "砲行必有乘也，惟砲與砲不相乘，亦不相食。",
      .says =
          "The Cannon moves only by mounting (乘) another piece; but a cannon does not "
          "mount a cannon, nor eat one.",
      .literal = "乘 means “to mount, to ride on”.",
      .reading =
          "Mounting is read as jumping, as in Janggi: the Cannon moves along the files "
          "and ranks (the text names no direction; this reading gives it the Chariot's "
          "lines), over exactly one piece, both to move and to capture.",
  };
  source_of(v, 'H') = {
      .sentences = {"s28"},
      .quote = S28,
      .focus = {"馬行一日", "馬有麗于肩"},
      .says =
          "The Horse goes one 日, and cannot move when something clings to its shoulder "
          "(肩).",
      .reading =
          "One 日 is a 1×2 leap: one point straight, then one point diagonally outward; "
          "the shoulder is the first point.",
  };
  source_of(v, 'V') = {
      .sentences = {"s23"},
      .quote = "前鋒外而不內，然行於外也無拘。",
      .says = "The Vanguard is outside, not inside, and outside it moves without restriction.",
      .literal = OUTSIDE_INSIDE,
      .reading =
          "Outside is read as outside its own whole central army (d1–l5): it may cross "
          "it but never stop in it, so its first move must leave it. It moves any "
          "distance, along files and ranks only (from the modern table).",
  };
  source_of(v, 'W') = {
      .sentences = {"s24"},
      .quote = "後將內而不外，然行於內也無拘。",
      .says = "The Rearguard is inside, not outside, and inside it moves without restriction.",
      .literal = OUTSIDE_INSIDE,
      .reading =
          "Inside is read as inside its own inner camp (e2–k4): every move ends there, "
          "so its first move must enter it. It moves any distance, along files and "
          "ranks only (from the modern table).",
  };
  source_of(v, 'O') = {
      .sentences = {"s34"},
      .quote = "奇行方，貫穿諸宮無拘，然不出三道也。",
      .says =
          "The Elite officer moves 方, passes through all the palaces without restriction, "
          "but never leaves the three ranks (三道).",
      .literal = "方 means “square”; 無拘 means “without restriction”.",
      .reading =
          "方 is read as the diagonal of a square: any distance diagonally, along any "
          "diagonal, drawn or not. Every point it crosses and the point it stops on lie "
          "in its own three ranks (2–4, the ranks of its side's palaces).",
  };
  source_of(v, 'T') = {
      .sentences = {"s32"},
      .quote = "行二日，有麗于心不行。",
      .says = "[It] goes two 日, and does not move when something clings to its heart (心).",
      .literal = "The sentence has no subject.",
      .reading =
          "It is given to the Traveller (游), the one piece whose move the text gives "
          "nowhere else. Two 日 is two points diagonally (a 2×2 leap); the heart is the "
          "point between.",
  };
  source_of(v, 'M') = {
      .sentences = {"s33"},
      .quote = S33,
      .says =
          "The Ambush moves one and a half 日; without a kill it does not set out "
          "(不殺不發); when there is a kill, it returns to ambush (有殺復于伏).",
      .literal = "有殺 (“there is a kill”) does not say who kills.",
      .reading =
          "One and a half 日 is a 1×3 leap: two points straight, then one diagonally "
          "outward. It moves only to capture, and the kill is its own: after a capture "
          "it again moves only to capture. That a piece on either straight point blocks "
          "it comes from the modern table: the text names blocking points only for the "
          "horse, the elephant and the traveller.",
  };
  source_of(v, 'P') = {
      .sentences = {"s30", "s31"},
      .quote = std::string("步行一步。") + S31,
      .says =
          "The Infantry moves one step; it may go left and right, but never back: one "
          "point forward or sideways.",
  };
  source_of(v, 'L') = {
      .sentences = {"s29", "s31"},
      .quote = std::string("騎行半日。") + S31,
      .says = "The Cavalry goes half a 日; it may go left and right, but never back.",
      .reading =
          "Half a 日 is one point diagonally: the Cavalry steps one point diagonally "
          "forward, or one point sideways.",
  };
}

void add_rule_notes(Variant& v) {
  v.rule_notes = {
      {"Victory",
       {.sentences = {"s35"},
        .quote = S35,
        .focus = {"獲其元帥者勝"},
        .says = "Whoever captures the other side's Marshal wins.",
        .reading = "The capture wins at once, and there is no check rule: a move may leave "
                   "one's own Marshal attacked (the app warns)."}},
      {"Vanguard truce",
       {.sentences = {"s38"},
        .quote = "兩陣旣成，前鋒出兵未交，前鋒不相殺，此又師律之一端也。",
        .says = "When both armies are drawn up and the vanguards are out, but the troops have "
                "not yet met (兵未交), the Vanguards do not kill each other.",
        .literal = "兵未交 means “the troops have not yet met”.",
        .reading = "“Before the troops meet” is read as “until the first capture”: while all "
                   "86 pieces stand, a Vanguard may not capture the other Vanguard. Any other "
                   "piece may capture a Vanguard, and that capture ends the truce."}},
      {"Fallen general",
       {.sentences = {"s37"},
        .quote = S37,
        .says = "When a left or right General falls, all its subordinates (其屬) in the camp "
                "are taken prisoner; if one is able to avenge it, they are spared.",
        .literal = "有能復讎者存之 means “if there is one able to avenge, they are kept”.",
        .reading = "Its subordinates are all the pieces of that side standing in that "
                   "General's wing army (a1–c5 or m1–o5 for South). To avenge is to capture, "
                   "with the very next move, the piece that took the General; any other move "
                   "(a forced pass too) is followed at once by the capture of those pieces."}},
      {"Prisoners",
       {.sentences = {"s37"},
        .quote = S37,
        .focus = {"俘"},
        .says = "The text speaks of taking prisoners (俘) only in the fallen-general sentence; "
                "elsewhere a capture is killing (殺) or eating (食).",
        .convention = "Captured pieces are kept beside the board on the capturer's side, as "
                      "prisoners; they never come back."}},
      {"Draws",
       {.sentences = {"s35"},
        .quote = S35,
        .focus = {"不能相勝者平"},
        .says = "If neither side can win, the game is drawn (平).",
        .convention = "A game is drawn by agreement, by the same position with the same side "
                      "to move a third time, after 100 plies without a capture, or after two "
                      "passes in a row; a side with no legal move passes."}},
  };
}

// docs/rules/gwangsanghui.md, "Notes on the classic reading", and the board it sets up.
void add_reading_notes(Variant& v) {
  v.reading_notes = {
      {"Board and armies",
       {.sentences = {"s2", "s3"},
        .quote = "其爲局也，經十五道，緯十四道，合二百有十步。其布陣也，各據南北九十步，爲三軍焉。",
        .says = "The board has fifteen lines one way (經) and fourteen the other (緯): 210 "
                "points. Each side holds 90 points, north and south, in three armies (三軍).",
        .reading = "The fifteen lines are the files (a–o) and the fourteen the ranks (1–14). "
                   "Each side's 90 points are its first six ranks: the central army (d1–l5), "
                   "the left and right armies (a1–c5, m1–o5), and the front line on rank 6 "
                   "(for South). North's are their mirror image: it faces south, so its left "
                   "army is m10–o14 and its right army a10–c14."}},
      {"Camps",
       {.sentences = {"s4", "s10"},
        .quote = "中軍四十五步，其二十一步爲內營，經七緯三而少北，又畫其中九步爲九宮，斜道而湊之"
                 "中，元帥位焉。環內營而二十四步爲外營，前鋒一，前茅也，居南。",
        .focus = {"其二十一步爲內營，經七緯三而少北", "環內營而二十四步爲外營"},
        .says = "The central army has 45 points; 21 of them, seven lines by three and somewhat "
                "to the north, are the inner camp, with the nine-point palace drawn within it; "
                "the 24 points around the inner camp are the outer camp.",
        .literal = "而少北 means “and somewhat to the north”.",
        .reading = "The text describes the northern army, whose north is its back (its "
                   "Vanguard stands to the south). This reading does not set the inner camp "
                   "further back: for South it is e2–k4, the middle three ranks of the central "
                   "army, so that the outer camp goes round it (環內營), with the Rearguard's "
                   "point behind it and the Vanguard's in front; its palace is g2–i4."}},
      {"Measures (日)",
       {.sentences = {"s28", "s29", "s32", "s33"},
        .quote = std::string(S28) + "騎行半日。行二日，有麗于心不行。" + S33,
        .focus = {"一日", "三日", "半日", "二日", "日半"},
        .says = "The text measures moves in 日: the horse one, the elephant three, the cavalry "
                "half, the ambush one and a half, and two in a sentence that names no piece "
                "(行二日); something clinging to the shoulder (肩), belly (腹) or heart (心) stops "
                "the move.",
        .literal = "日 is the character “sun”, drawn as a box of two squares.",
        .reading = "A move of one 日 crosses the diagonal of a rectangle of 1×2 squares, as in "
                   "the modern table: half a 日 is one square (one diagonal step), two 日 (田) "
                   "2×2, one and a half 日 (目) 1×3, three 日 (用) 2×3. The shoulder, belly and "
                   "heart are the points on the way. The two 日 of 行二日 are given to the "
                   "Traveller (see the Traveller)."}},
      {"Palace lines",
       {.sentences = {"s26", "s27"},
        .quote = "車行縱橫前却無拘也。砲行必有乘也，惟砲與砲不相乘，亦不相食。",
        .focus = {"縱橫"},
        .says = "The text gives the Chariot vertical and horizontal lines (縱橫) and names no "
                "direction for the Cannon.",
        .reading = "Only the palace pieces (Marshal, Generals, Advisors) use the drawn palace "
                   "diagonals. The Chariot and the Cannon move along files and ranks only; "
                   "“along the lines” never includes the palace diagonals for them."}},
      {"After a capture (有殺復于伏)",
       {.sentences = {"s33"},
        .quote = S33,
        .focus = {"有殺復于伏"},
        .says = "When there is a kill, the Ambush returns to ambush.",
        .literal = "有殺 (“there is a kill”) does not say who kills.",
        .reading = "The kill is the Ambush's own: after capturing, it again can move only by "
                   "capturing. Nothing else happens."}},
  };
}

RuleNote& note_named(std::vector<RuleNote>& notes, std::string_view name) {
  for (RuleNote& n : notes)
    if (n.name == name) return n;
  return notes.front();  // not reached: the names below are all in add_classic_text
}

}  // namespace

void add_classic_text(Variant& v) {
  add_piece_text(v);
  add_rule_notes(v);
  add_reading_notes(v);
  // The regions these pieces are kept in are this reading's, not the text's words: the
  // Generals' wing palaces (不自出), the Advisors' palace (如將), the Vanguard's outside and
  // the Rearguard's inside (外, 內), the Elite officer's three ranks as ranks 2-4 (三道).
  for (char letter : {'G', 'A', 'V', 'W', 'O'}) source_of(v, letter).limit_is_reading = true;
}

// The dlp reading follows the English evidence of the Digital Ludeme Project (the summary,
// and the translation by Cazaux and Knowlton) where it differs from the classic reading; the
// page shows the words it follows (`summary`) just before the reading.
void add_dlp_text(Variant& v) {
  // The summary states the Generals' and Advisors' palaces itself.
  for (char letter : {'G', 'A'}) source_of(v, letter).limit_is_reading = false;
  SourceNote& vanguard = source_of(v, 'V');
  vanguard.summary =
      "moves any distance orthogonally or diagonally, but cannot move to a rank at or behind "
      "the front of the palace";
  vanguard.reading =
      "Any distance along files, ranks or diagonals, never stopping on its own ranks 1–4.";
  SourceNote& rearguard = source_of(v, 'W');
  rearguard.summary =
      "moves any distance orthogonally or diagonally, cannot move beyond the back of the "
      "palace";
  rearguard.reading =
      "Any distance along files, ranks or diagonals; every move ends inside its own inner camp "
      "(e2–k4), so its first move must enter it.";
  SourceNote& officer = source_of(v, 'O');
  officer.summary =
      "moves orthogonally any distance, can enter the palaces but cannot move beyond the three "
      "ranks on which the palaces are located";
  officer.reading =
      "As in the summary, 方 is read as straight lines: any distance along files and ranks, "
      "within its own ranks 2–4.";
  SourceNote& cavalry = source_of(v, 'L');
  cavalry.summary = "move one space orthogonally or diagonally forward or sideways";
  cavalry.reading = "One point forward, diagonally forward or sideways.";
  SourceNote& ambush = source_of(v, 'M');
  ambush.summary =
      "moves one move of the Horse and then another diagonally or orthogonally, cannot "
      "capture; after being captured it remains on the board";
  ambush.reading =
      "A horse move (blocked by a piece on its first point) to an empty point, "
      "then one more step in any of the eight directions to an empty point; it "
      "never captures. The summary says only that after being captured it "
      "“remains on the board”: this project returns it to the nearer of its "
      "side's two start squares (d1 or l1 for South), or removes it if that point "
      "is occupied.";

  SourceNote& truce = note_named(v.rule_notes, "Vanguard truce").source;
  truce.summary = "before the soldiers' lines have crossed each other, no capture can be made";
  truce.reading +=
      " The English translation also forbids every capture before the lines meet; this rule "
      "set keeps the truce between the Vanguards only.";
  SourceNote& fallen = note_named(v.rule_notes, "Fallen general").source;
  fallen.summary =
      "The danger comes from the General's left and right sides, the prisoners belong to their "
      "winner's camp, they may be kept as hostages.";
  fallen.reading =
      "Not applied: the English translation reads this sentence differently, and losing a "
      "General has no further effect in this rule set.";
  SourceNote& prisoners = note_named(v.rule_notes, "Prisoners").source;
  prisoners.summary =
      "Captured pieces are placed in the capturing player's camp, can be \"held "
      "as hostages.\"";
  prisoners.convention += " The Ambush is the exception: it returns to the board.";
  SourceNote& draws = note_named(v.rule_notes, "Draws").source;
  draws.summary = "Draws are not possible.";
  draws.reading =
      "The English summary allows no draw; this rule set keeps the draws of the reading of "
      "the classical text.";

  note_named(v.reading_notes, "Measures (日)").source.reading +=
      " In this rule set the Ambush moves as the English summary says instead.";
  SourceNote& after_capture = note_named(v.reading_notes, "After a capture (有殺復于伏)").source;
  after_capture.summary = "after being captured it remains on the board";
  after_capture.reading =
      "This rule set follows the English summary, which reads the kill as the Ambush being "
      "captured (see the Ambush).";
}

}  // namespace sanggi
