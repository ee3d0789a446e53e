"""Playing one game, the openings, and reading back what a match wrote: its log lines and
its --pgn file."""
import os
import re
import subprocess
import sys
import time

from .engines import EngineError, last_score, position_command, referee_verdict


def play_game(white, black, referee, opening, go, max_plies, move_timeout, scores,
              engine1_white):
    """Returns (result '1-0'/'0-1'/'1/2-1/2', reason, moves); appends each searched move's
    score (the mover's view) to `scores`. go["command2"], when present, is engine 2's."""
    moves = list(opening)
    error, outcome, reason = referee_verdict(referee, moves)
    if error:
        raise EngineError("bad opening line %s: %s" % (" ".join(opening), error))
    for engine in (white, black):
        engine.send("ucinewgame")
        engine.sync()
    clock = {"w": [go.get("time", 0), go.get("inc", 0)], "b": [go.get("time", 0), go.get("inc", 0)]}
    while True:
        if outcome != "none":
            result = {"white": "1-0", "black": "0-1", "draw": "1/2-1/2"}[outcome]
            return result, reason, moves
        if len(moves) >= max_plies:
            return "1/2-1/2", "adjudicated after %d plies" % max_plies, moves
        side = "w" if len(moves) % 2 == 0 else "b"
        mover = white if side == "w" else black
        mover.send(position_command(moves))
        if "tc" in go:
            command = "go wtime %d btime %d winc %d binc %d" % (
                clock["w"][0], clock["b"][0], clock["w"][1], clock["b"][1])
        else:
            engine2_moves = (mover is black) == engine1_white
            command = "go " + (go.get("command2", go["command"]) if engine2_moves
                               else go["command"])
        start = time.time()
        mover.send(command)
        try:
            lines = mover.wait_for("bestmove", move_timeout)
        except EngineError as e:
            return ("0-1" if side == "w" else "1-0"), "%s (%s)" % (e, mover.name), moves
        best = lines[-1].split()
        scores.append(last_score(lines))
        if "tc" in go:
            clock[side][0] -= int((time.time() - start) * 1000)
            if clock[side][0] < 0:
                return ("0-1" if side == "w" else "1-0"), "%s lost on time" % mover.name, moves
            clock[side][0] += clock[side][1]
        move = best[1] if len(best) > 1 else "(none)"
        moves.append(move)
        error, outcome, reason = referee_verdict(referee, moves)
        if error:
            moves.pop()
            return ("0-1" if side == "w" else "1-0"), "illegal move %s by %s" % (
                move, mover.name), moves


def load_openings(path, variant, engine, given):
    """The openings of `path`; the default file (not a --openings file) is made if missing."""
    if given and not os.path.isfile(path):
        sys.exit("error: --openings %s: no such file" % path)
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        print("making %s with `sanggi openings`" % path, file=sys.stderr)
        text = subprocess.run([engine, "openings", variant, "100", "8", "1"], check=True,
                              capture_output=True, text=True).stdout
        with open(path, "w") as f:
            f.write(text)
    with open(path) as f:
        return [line.split() for line in f if line.strip() and not line.startswith("#")]



GAME_LINE = re.compile(r"game \d+/\d+\s+opening (\d+)\s+(\S+) \(white\) - (\S+) \(black\)\s+(\S+)")


def logged_games(path, name1):
    """{(opening, engine 1 white): engine 1's points} from a match's output."""
    games = {}
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        sys.exit("error: cannot read %s: %s" % (path, e.strerror))
    for line in lines:
        m = GAME_LINE.match(line)
        if not m:
            continue
        opening, white, black, result = m.groups()
        if result not in ("1-0", "0-1", "1/2-1/2"):
            sys.exit("error: %s: unknown result %s" % (path, result))
        if not name1:
            others = {white, black} - {"fairy-stockfish"}
            if len(others) != 1:
                sys.exit("error: %s: which engine is engine 1? Give --name1" % path)
            name1 = others.pop()
        if name1 not in (white, black):
            sys.exit("error: %s: no engine named %s in %s" % (path, name1, line))
        points = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[result]
        games[(int(opening), white == name1)] = points if white == name1 else 1 - points
    return games


def compare_logs(path1, path2, name1):
    a, b = logged_games(path1, name1), logged_games(path2, name1)
    common = sorted(set(a) & set(b))
    if not common:
        sys.exit("error: %s and %s have no game in common (opening and colour)" % (path1, path2))
    n = len(common)
    print("%d games in both: %s %.1f%%, %s %.1f%%; the second better in %d, worse in %d" % (
        n, path1, 100 * sum(a[g] for g in common) / n, path2,
        100 * sum(b[g] for g in common) / n, sum(b[g] > a[g] for g in common),
        sum(b[g] < a[g] for g in common)))


def read_games(path):
    """The games of a scripts/match PGN file: dicts of tags, with "moves" as a list."""
    if not os.path.isfile(path):
        sys.exit("error: %s: no such file" % path)
    with open(path) as f:
        lines = f.read().splitlines()
    games, tags = [], {}
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        tag = re.match(r'\[(\w+) "(.*)"\]$', line)
        if tag:
            tags[tag.group(1)] = tag.group(2)
            continue
        missing = {"Variant", "White", "Black", "Result", "Opening", "Scores"} - tags.keys()
        if missing:
            sys.exit("error: %s line %d: a game without %s (not a scripts/match --pgn file?)"
                     % (path, number, ", ".join(sorted(missing))))
        tags["moves"] = line.split()[:-1]  # the last word is the result
        games.append(tags)
        tags = {}
    return games


def pgn_positions(path):
    """Move lists of positions from a --pgn file: plies 8, 20, 40, 60, 80 of its first 40 games."""
    games = [g["moves"] for g in read_games(path)]
    return [g[:ply] for g in games[:40] for ply in (8, 20, 40, 60, 80) if ply < len(g)]
