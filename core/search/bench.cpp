#include "bench.h"

#include <algorithm>
#include <chrono>

#include "fen.h"
#include "notation/machine.h"
#include "search.h"

namespace sanggi {

namespace {

struct BenchPosition {
  const char* variant;
  int depth;
  const char* fen;  // "startpos" for the variant's start
};

// Start positions and middle games (reached by the engine playing itself), every game.
const BenchPosition POSITIONS[] = {
    {"janggi", 11, "startpos"},
    {"janggi", 10, "2baa4/r3k3r/2n3ccn/3pb1p2/p4p2p/2C3P2/1PP1P2PB/1CN5N/RR7/2BAKA3 w - - 24 13"},
    {"janggi", 10, "2ba1ab2/5k2r/2n3Ncn/1pp1p1pp1/9/4P3P/1PP1P4/2N4C1/4K4/cCBA1AB1R w - - 4 13"},
    {"janggitraditional", 10, "startpos"},
    {"xiangqi", 11, "startpos"},
    {"xiangqi", 10, "r1bR2b2/4nk3/6c1n/p1p1p1p2/8p/5C3/P1P1P1P1P/2N6/9/2BAKAB2 w - - 1 13"},
    {"xiangqi", 10, "1n1akab2/5r3/2c1b3n/p1p1p1p2/8p/3C5/P1P1P1P1P/2N1B1N2/9/2BAKA2R w - - 0 13"},
    {"sinyeonsanggi", 10, "startpos"},
    {"sinyeonsanggi", 9,
     "1ib1uaka5/9r3/1ch2i1b2uc1/p3p1p1p1p1p/2p10/12C/P1P1P1P1P1P1P/3rH2B2HC1/R11R/"
     "1I2UAKAU2I1 w - - 6 13"},
    {"sinyeonsanggi", 9,
     "1ib2ak1u1bir/6a6/rc2h3hc3/p1p1p1p1p1p1p/4u8/8C4/P1P1P1P1P1P1P/6UCH4/1R10R/"
     "1IBHUAKA2BI1 w - - 24 13"},
    {"gwangsanghui", 7, "startpos"},
    {"gwangsanghui", 6,
     "3m3w3m3/ra2rea1aer1ear/1g1o3k3o1g1/h4hcc6h/3te6t3/lll1ppp1hpp1l1l/2c9l2/8pP5/"
     "LLL1PPPP1P2LLL/2HT7T3/2C2HCC1H4H/1G1O3K3O1G1/RAE1REA1AER1EAR/3M3W3M3 w - - 4 13 -"},
    {"gwangsanghui", 6,
     "3m3w3m3/rae2ea1aer1ear/1g1o3k3o1g1/h7ch5/3t3h3th2/lll1pp2ppp1lll/6C8/12L2/"
     "LLL1P1P1PPP1L1L/3T6ET3/2C2H2CH2CG1/1GHO4K2OH2/RAE1REA1AER3A/3r7M3 w - - 1 13 -"},
    {"gwangsanghui-dlp", 7, "startpos"},
    {"gwangsanghui-dlp", 6,
     "3m3w6r/ra2re1aaer1ea1/1gho3k3o1g1/2c2h5ccmh/3te2h3t3/lll2pp1ppp1lll/2CLp1cv7/"
     "3L2C1PP5/L3PPP3P1LLL/2HTE2V2ET3/R4H2CH4H/1G1O3K3O1G1/1A2REA1AER2AR/3M3W3MC2 w - - 24 "
     "13 -"},
};

}  // namespace

BenchReport run_bench(int depth_offset, int multi_pv) {
  BenchReport report;
  for (const BenchPosition& b : POSITIONS) {
    const Variant* v = find_variant(b.variant);
    if (!v) continue;
    const std::string fen = std::string(b.fen) == "startpos" ? v->start_fen : b.fen;
    auto parsed = parse_fen(*v, fen);
    if (!parsed) continue;
    Searcher searcher(16);
    SearchLimits limits;
    limits.depth = std::max(1, b.depth + depth_offset);
    limits.multi_pv = multi_pv;
    const auto start = std::chrono::steady_clock::now();
    const SearchResult r = searcher.search(parsed.value(), limits);
    BenchEntry e;
    e.variant = b.variant;
    e.fen = fen;
    e.depth = limits.depth;
    e.nodes = r.nodes;
    e.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    e.best = machine_move(v->geometry, r.best);
    report.total_nodes += e.nodes;
    report.seconds += e.seconds;
    report.entries.push_back(std::move(e));
  }
  return report;
}

}  // namespace sanggi
