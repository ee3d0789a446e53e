#!/usr/bin/env python3
"""Labels tuner positions with Fairy-Stockfish's own search score (scripts/tune label).

  label.py VARIANT NODES LIMIT SEED WORKERS OUT DATA_FILE...

Reads "FEN;result" lines from the data files, draws LIMIT of them at random (SEED; written in
the files' order, so the last lines are the last games), and asks
Fairy-Stockfish (Threads 1, UCI_Variant VARIANT) for `go nodes NODES` on each. Writes
"FEN;result;score" lines to OUT (score: Fairy-Stockfish's centipawns for the first player,
a mate as +-10000), flushed line by line so a partial file is usable. WORKERS engines run
at once. The tuner turns the score into a win probability (sanggi-tune fit). An existing OUT
is never overwritten (labels take minutes to hours to make): remove it to label again.
"""
import os
import random
import subprocess
import sys
import threading

FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"
MATE = 10000


class Engine:
    def __init__(self, variant):
        self.p = subprocess.Popen([FAIRY_STOCKFISH], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        self.send("setoption name UCI_Variant value " + variant)
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish ended")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def score(self, fen, nodes):
        """The side to move's score in centipawns, or None when there is none."""
        self.send("position fen " + fen)
        self.send("go nodes %d" % nodes)
        score = None
        for line in self.until("bestmove"):
            words = line.split()
            if "score" not in words:
                continue
            i = words.index("score")
            kind, value = words[i + 1], int(words[i + 2])
            if kind == "cp":
                score = value
            elif kind == "mate":
                score = MATE if value > 0 else -MATE
        return score

    def close(self):
        self.send("quit")
        self.p.wait()


def main():
    if len(sys.argv) < 8:
        print(__doc__, file=sys.stderr)
        return 2
    numbers = []
    # Plain ASCII digits, as the C++ tools read numbers; a seed may be 0, the rest not.
    for name, text, low in zip(("NODES", "COUNT", "SEED", "WORKERS"), sys.argv[2:6], (1, 1, 0, 1)):
        if not (text.isascii() and text.isdigit()) or int(text) < low:
            sys.exit("label: %s: '%s' is not a whole number from %d" % (name, text, low))
        numbers.append(int(text))
    variant, out = sys.argv[1], sys.argv[6]
    if os.path.exists(out):
        sys.exit("label: %s exists; remove it to label again (it is not overwritten)" % out)
    nodes, limit, seed, workers = numbers
    lines = []
    for name in sys.argv[7:]:
        with open(name) as f:
            lines += [line.strip() for line in f if line.count(";") == 1]
    # LIMIT positions drawn at random, labelled in the data files' order (so in the order of
    # their games: the file's last lines are whole games, for `fit --held-last`).
    drawn = list(range(len(lines)))
    random.Random(seed).shuffle(drawn)
    lines = [lines[i] for i in sorted(drawn[:limit])]
    lock = threading.Lock()
    state = {"next": 0, "done": 0}
    with open(out, "w") as sink:
        def work():
            engine = Engine(variant)
            while True:
                with lock:
                    i = state["next"]
                    state["next"] += 1
                if i >= len(lines):
                    break
                fen, result = lines[i].split(";")
                score = engine.score(fen, nodes)
                if score is None:
                    continue
                white = score if fen.split()[1] == "w" else -score
                with lock:
                    sink.write("%s;%s;%d\n" % (fen, result, white))
                    sink.flush()
                    state["done"] += 1
                    if state["done"] % 1000 == 0:
                        print("label: %d of %d" % (state["done"], len(lines)), flush=True)
            engine.close()
        threads = [threading.Thread(target=work) for _ in range(workers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    print("label: %d positions in %s" % (state["done"], out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
