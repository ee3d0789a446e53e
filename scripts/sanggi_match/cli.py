"""The command: scripts/match's options, a match, --compare and --calibrate (see
scripts/match for the usage)."""
import argparse
import math
import os
import queue
import sys
import threading
import time

from .engines import DEFAULT_ENGINE, FAIRY_STOCKFISH, OPENINGS_DIR, Engine, EngineError, parse_options, position_command
from .games import compare_logs, load_openings, pgn_positions, play_game
from .stats import pair_score_counts, pentanomial_summary, sprt_llr, summary


def calibrate(args, options1, options2, name1, name2):
    positions = pgn_positions(args.calibrate)
    if len(positions) < 2:
        sys.exit("error: %s has no games to take positions from" % args.calibrate)
    found = {name1: [], name2: []}
    failures = []

    def search(path, options, name, moves_list):
        try:
            engine = Engine(path, args.variant, options, name)
            for moves in moves_list:
                engine.send(position_command(moves))
                engine.sync()
                start = time.time()
                engine.send("go movetime %d" % args.movetime)
                lines = engine.wait_for("bestmove", args.movetime / 1000 + 10)
                elapsed = (time.time() - start) * 1000
                nodes = depth = 0
                for line in lines:
                    words = line.split()
                    if words[:1] == ["info"] and "nodes" in words:
                        nodes = int(words[words.index("nodes") + 1])
                    if words[:1] == ["info"] and "depth" in words:
                        depth = int(words[words.index("depth") + 1])
                found[name].append((nodes, elapsed, depth))
            engine.quit()
        except (EngineError, ValueError, IndexError) as e:
            failures.append("%s: %s" % (name, e))

    half = len(positions) // 2
    for first, second in ((positions[:half], positions[half:]), (positions[half:], positions[:half])):
        threads = [threading.Thread(target=search, args=(args.engine1, options1, name1, first)),
                   threading.Thread(target=search, args=(args.engine2, options2, name2, second))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    if failures:
        sys.exit("error: " + "; ".join(failures))
    print("%d positions of %s, %s, movetime %d, two engines at once:" % (
        len(positions), args.calibrate, args.variant, args.movetime))
    means = []
    for name in (name1, name2):
        # A search that stopped early (one legal reply, a mate seen) says nothing of the speed.
        rows = [r for r in found[name] if r[1] >= 0.9 * args.movetime] or found[name]
        nodes = sorted(r[0] for r in rows)
        means.append(round(sum(nodes) / len(nodes)))
        print("  %s: %d searches used the whole time (%d answered sooner): nodes mean %d, median %d; "
              "depth mean %.1f; answered in %.1f ms on average" % (
                  name, len(rows), len(found[name]) - len(rows), means[-1], nodes[len(nodes) // 2],
                  sum(r[2] for r in rows) / len(rows), sum(r[1] for r in rows) / len(rows)))
    print("  equal time at node counts: --nodes %d --nodes2 %d" % (means[0], means[1]))


def main():
    p = argparse.ArgumentParser(description="Plays two UCI engines against each other (see scripts/match).")
    p.add_argument("--engine1", default=DEFAULT_ENGINE)
    p.add_argument("--engine2", default=None, help="default: engine1")
    p.add_argument("--options1", default="")
    p.add_argument("--options2", default="")
    p.add_argument("--name1", default=None)
    p.add_argument("--name2", default=None)
    p.add_argument("--variant", default="janggi")
    p.add_argument("--games", type=int, default=100)
    limit = p.add_mutually_exclusive_group()
    limit.add_argument("--nodes", type=int)
    p.add_argument("--nodes2", type=int,
                   help="engine 2's node count, if not --nodes (e.g. equal time for engines "
                        "of different speeds)")
    limit.add_argument("--depth", type=int)
    limit.add_argument("--movetime", type=int, help="milliseconds per move")
    limit.add_argument("--tc", help="clock: SECONDS+INCREMENT, e.g. 10+0.1")
    p.add_argument("--openings", default=None)
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--pgn", default=None, help="append the games' moves to this file")
    p.add_argument("--referee", default=None,
                   help="a sanggi binary that judges the games (default: a sanggi engine)")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--sprt", default=None, help="ELO0,ELO1: sequential test (see above)")
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--ranks2-from-zero", action="store_true",
                   help="engine 2 numbers ranks 0-9 (Pikafish): its moves are translated")
    p.add_argument("--fsf", action="store_true",
                   help="engine 2: Fairy-Stockfish, Threads 1, Hash as engine 1")
    p.add_argument("--compare", nargs=2, metavar=("LOG1", "LOG2"),
                   help="compare two match outputs game for game (see above)")
    p.add_argument("--calibrate", metavar="PGN",
                   help="with --movetime: the node counts each engine searches in that time")
    args = p.parse_args()
    if args.compare:
        compare_logs(args.compare[0], args.compare[1], args.name1)
        return
    if args.fsf:
        args.engine2 = args.engine2 or FAIRY_STOCKFISH
        hash_mb = dict(parse_options(args.options1)).get("Hash", "16")
        args.options2 = ",".join(filter(None, ["Threads=1", "Hash=" + hash_mb, args.options2]))
        args.name2 = args.name2 or "fairy-stockfish"
    sprt = None
    if args.sprt:
        try:
            elo0, elo1 = (float(x) for x in args.sprt.split(","))
        except ValueError:
            sys.exit("error: --sprt takes ELO0,ELO1, e.g. 0,10")
        sprt = (elo0, elo1, math.log(args.beta / (1 - args.alpha)),
                math.log((1 - args.beta) / args.alpha))
        if "--games" not in sys.argv:
            args.games = 20000
    args.engine2 = args.engine2 or args.engine1
    if not args.referee:
        sanggi = [e for e in (args.engine1, args.engine2) if "sanggi" in os.path.basename(e)]
        args.referee = sanggi[0] if sanggi else DEFAULT_ENGINE
    for path in (args.engine1, args.engine2, args.referee):
        if not os.access(path, os.X_OK):
            sys.exit("error: no engine at %s (build it with scripts/build native)" % path)
    options1, options2 = parse_options(args.options1), parse_options(args.options2)
    name1 = args.name1 or ("A" if args.options1 == args.options2 else args.options1 or "default")
    name2 = args.name2 or ("B" if args.options1 == args.options2 else args.options2 or "default")

    if args.calibrate:
        if not args.movetime or args.movetime <= 0:
            sys.exit("error: --calibrate needs --movetime MS")
        calibrate(args, options1, options2, name1, name2)
        return
    if args.nodes:
        go, move_timeout = {"command": "nodes %d" % args.nodes}, 120
        if args.nodes2:
            go["command2"] = "nodes %d" % args.nodes2
    elif args.depth:
        go, move_timeout = {"command": "depth %d" % args.depth}, 600
    elif args.movetime:
        go, move_timeout = {"command": "movetime %d" % args.movetime}, args.movetime / 1000 + 10
    elif args.tc:
        base, _, inc = args.tc.partition("+")
        go = {"tc": True, "time": int(float(base) * 1000), "inc": int(float(inc or 0) * 1000)}
        move_timeout = float(base) + 10
    else:
        go, move_timeout = {"command": "nodes 20000"}, 120

    for number, path, options in ((1, args.engine1, args.options1), (2, args.engine2, args.options2)):
        print("engine %d: %s %s" % (number, path, options), file=sys.stderr)
    openings = load_openings(
        args.openings or os.path.join(OPENINGS_DIR, args.variant + ".txt"), args.variant,
        args.referee, bool(args.openings))
    if not openings:
        sys.exit("error: no openings")
    pairs = (args.games + 1) // 2
    jobs = queue.Queue()
    for g in range(pairs * 2):
        jobs.put(g)
    lock = threading.Lock()
    tally = {"w": 0, "d": 0, "l": 0}
    pair_points = {}  # opening pair -> engine 1's points in its games
    verdict = []
    failures = []
    start = time.time()

    def worker():
        try:
            e1 = Engine(args.engine1, args.variant, options1, name1)
            e2 = Engine(args.engine2, args.variant, options2, name2, args.ranks2_from_zero)
            referee = Engine(args.referee, args.variant, [], "referee")
        except EngineError as e:
            failures.append(str(e))
            return
        while True:
            try:
                g = jobs.get_nowait()
            except queue.Empty:
                break
            # The opening's number (its place in the file): games end in any order with
            # --concurrency, and each game's line names it so two runs compare game for game.
            opening_number = (g // 2) % len(openings) + 1
            opening = openings[opening_number - 1]
            engine1_white = g % 2 == 0
            white, black = (e1, e2) if engine1_white else (e2, e1)
            scores = []
            try:
                result, reason, moves = play_game(white, black, referee, opening, go,
                                                  args.max_plies, move_timeout, scores,
                                                  engine1_white)
            except EngineError as e:
                failures.append(str(e))
                break
            points = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[result]
            if not engine1_white:
                points = 1 - points
            with lock:
                tally["w" if points == 1 else "l" if points == 0 else "d"] += 1
                pair_points.setdefault(g // 2, []).append(points)
                done = sum(tally.values())
                status = summary(tally["w"], tally["d"], tally["l"])
                if sprt and not verdict:
                    llr = sprt_llr(pair_score_counts(pair_points), sprt[0], sprt[1])
                    status += "  LLR %.2f (%.2f, %.2f)" % (llr, sprt[2], sprt[3])
                    if llr >= sprt[3] or llr <= sprt[2]:
                        verdict.append("H1 accepted" if llr >= sprt[3] else "H0 accepted")
                        while not jobs.empty():  # the games under way still finish
                            try:
                                jobs.get_nowait()
                            except queue.Empty:
                                break
                if not args.quiet:
                    print("game %d/%d  opening %d  %s (white) - %s (black)  %s  %s  %d plies"
                          "   [%s]" % (done, pairs * 2, opening_number, white.name, black.name,
                                       result, reason, len(moves), status), flush=True)
                if args.pgn:
                    with open(args.pgn, "a") as f:
                        f.write('[Variant "%s"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n'
                                '[Termination "%s"]\n[Opening "%d"]\n[Scores "%s"]\n\n%s %s\n\n' % (
                                    args.variant, white.name, black.name, result, reason,
                                    len(opening), " ".join(scores), " ".join(moves), result))
        for e in (e1, e2, referee):
            e.quit()

    threads = [threading.Thread(target=worker) for _ in range(max(1, args.concurrency))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    limit_text = go.get("command") or ("tc " + args.tc)
    if "command2" in go:
        limit_text += " (engine 2: %s)" % go["command2"]
    print("%s vs %s, %s, %d games, %s, %.0f s:" % (
        name1, name2, args.variant, sum(tally.values()), limit_text, time.time() - start))
    print("  " + summary(tally["w"], tally["d"], tally["l"]))
    counts = pair_score_counts(pair_points)
    print("  " + pentanomial_summary(counts))
    if sprt:
        print("  SPRT elo0 %g elo1 %g alpha %g beta %g: LLR %.2f (%.2f, %.2f): %s" % (
            sprt[0], sprt[1], args.alpha, args.beta, sprt_llr(counts, sprt[0], sprt[1]),
            sprt[2], sprt[3], verdict[0] if verdict else "inconclusive"))
    if failures:
        print("errors:\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)
