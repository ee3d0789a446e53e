// Pieces described as data: a piece type is a list of movements built from four primitives
// (step, ride, lame leap, hop), each with a quiet/capture modality and optional region limits.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "geometry.h"
#include "source_note.h"
#include "types.h"

namespace sanggi {

enum MoveMode : uint8_t {
  QUIET = 1,    // may move to an empty point
  CAPTURE = 2,  // may capture on an occupied point
  BOTH = 3,
  ATTACK_ONLY = 4,  // gives check but is never played (Xiangqi's flying general)
};

// Regions a movement can be limited to: an index into the variant's named regions (each
// given for white and mirrored by rank for black), or one of these special values.
using RegionId = int;
constexpr RegionId ANYWHERE = -1;
constexpr RegionId NOWHERE = -2;
constexpr RegionId SOURCE_PALACE = -3;  // the palace the piece stands in

// A leap to `target`, possible only if every point in `blockers` is empty ("lame" leap).
// Offsets are for white: positive rank is forward; black's are mirrored.
struct LeapShape {
  Offset target;
  std::vector<Offset> blockers;
};

struct Movement {
  enum Kind : uint8_t { LEAP, RIDE, HOP } kind = LEAP;
  uint8_t modes = BOTH;
  std::vector<LeapShape> leaps;     // LEAP
  std::vector<Offset> directions;   // RIDE and HOP: unit steps
  int max_distance = 0;             // RIDE: 0 means any distance
  bool diagonals_on_lines = false;  // diagonal steps only along drawn palace diagonals
  RegionId from_in = ANYWHERE;      // the piece must stand in this region
  RegionId to_in = ANYWHERE;        // it must stop in this region
  RegionId to_not_in = NOWHERE;     // it may not stop in this region (may pass over it)
  RegionId path_in = ANYWHERE;      // every point it crosses and stops on lies here
  bool merge_paths = false;         // several paths to one point are one move (dlp Ambush)

  // Modifiers, so variant files read like the rules text.
  Movement only(uint8_t m) const { return with(&Movement::modes, m); }
  Movement from(RegionId r) const { return with(&Movement::from_in, r); }
  Movement to(RegionId r) const { return with(&Movement::to_in, r); }
  Movement not_to(RegionId r) const { return with(&Movement::to_not_in, r); }
  Movement within(RegionId r) const { return with(&Movement::path_in, r); }
  Movement on_lines() const { return with(&Movement::diagonals_on_lines, true); }
  Movement up_to(int n) const { return with(&Movement::max_distance, n); }
  Movement merged() const { return with(&Movement::merge_paths, true); }

 private:
  // A copy with one field changed.
  template <class T>
  Movement with(T Movement::*field, T value) const {
    Movement c = *this;
    c.*field = value;
    return c;
  }
};

using Directions = std::vector<Offset>;
inline const Directions ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
inline const Directions DIAGONAL = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
inline const Directions ALL_EIGHT = {{0, 1}, {0, -1}, {1, 0},  {-1, 0},
                                     {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
inline const Directions FORWARD = {{0, 1}};
inline const Directions BACKWARD = {{0, -1}};
inline const Directions SIDEWAYS = {{1, 0}, {-1, 0}};
inline const Directions FORWARD_DIAGONAL = {{1, 1}, {-1, 1}};
inline const Directions FILE_LINE = {{0, 1}, {0, -1}};

// Several direction lists as one: join({FORWARD, SIDEWAYS}).
Directions join(std::initializer_list<Directions> parts);

// One-point steps in the given directions.
Movement step(const Directions& directions);
// Any distance along the given directions, stopping at the first piece.
Movement ride(const Directions& directions);
// Along the given directions, jumping exactly one piece (the screen).
Movement hop(const Directions& directions);
// A lame leap and its mirror images (up to eight), e.g. the horse:
// lame_leap({1, 2}, {{0, 1}}): one point forward, then one diagonally outward.
Movement lame_leap(Offset target, std::initializer_list<Offset> blockers);
// Several movements joined into one leap movement (for compound pieces).
Movement leaps(const std::vector<LeapShape>& shapes);

struct PieceKind {
  char letter = '?';         // FEN letter, upper case (white); black uses lower case
  std::string alt_letters;   // further letters accepted when reading (Janggi E = B, H = N)
  char notation_letter = 0;  // the letter of the game's notation, if not `letter` (WXF H, E)
  std::string name;          // English name
  std::string symbol[2];     // what the piece shows, per colour (Hanja)
  std::string hangul[2];     // Korean name per colour, where the game has one
  // Chinese notation's name per colour, in simplified and traditional characters (empty
  // where the game is not written in Chinese notation; see notation/chinese.h).
  std::string chinese[2];
  std::string chinese_traditional[2];
  int points = 0;            // rule points (Janggi's counting), 0 when the game has none
  bool royal = false;        // losing it (or having it mated) loses the game
  int size_percent = 0;      // drawn size in percent of the point spacing; 0: the game's size
  std::vector<Movement> moves;
  // Sin-yeon-sang-gi liberation: once a side has no pawns these replace `moves` (empty:
  // the piece is not affected).
  std::vector<Movement> liberated_moves;
  std::string cannot_capture;   // letters of pieces it may never capture
  std::string cannot_hop_over;  // letters of pieces it may never use as a screen
  // Gwangsanghui: the sentences of the text the movement rests on, and how it is read.
  SourceNote source;
};

}  // namespace sanggi
