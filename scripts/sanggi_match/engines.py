"""The engines of a match: a UCI engine process, its options, the position command, the
referee's verdict (a sanggi binary replays the moves by the game's own rules)."""
import os
import queue
import re
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_ENGINE = os.path.join(ROOT, "build", "native-release", "core", "cli", "sanggi")
FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"
OPENINGS_DIR = os.path.join(ROOT, "scripts", "match.d", "openings")


class EngineError(Exception):
    pass


class Engine:
    """A UCI engine process with a reader thread, so reads can time out."""

    def __init__(self, path, variant, options, name, ranks_from_zero=False):
        self.name = name
        self.ranks_from_zero = ranks_from_zero
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send("uci")
        self.wait_for("uciok", 30)
        self.send("setoption name UCI_Variant value " + variant)
        for name_value in options:
            name, value = name_value
            self.send("setoption name %s value %s" % (name, value))
        self.sync()

    def _read(self):
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            if self.ranks_from_zero and line.startswith("bestmove"):
                line = " ".join(shift_ranks(w, 1) for w in line.split())
            self.lines.put(line)
        self.lines.put(None)

    def send(self, line):
        if self.ranks_from_zero and line.startswith("position"):
            line = " ".join(shift_ranks(w, -1) for w in line.split())
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError("%s: cannot write: %s" % (self.name, e))

    def read(self, timeout):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise EngineError("%s: no answer within %.0f s" % (self.name, timeout))
        if line is None:
            raise EngineError("%s: the process ended" % self.name)
        return line

    def wait_for(self, prefix, timeout):
        """Lines up to and including the first starting with prefix."""
        seen = []
        deadline = time.time() + timeout
        while True:
            line = self.read(max(deadline - time.time(), 0.01))
            seen.append(line)
            if line.startswith(prefix):
                return seen

    def sync(self):
        self.send("isready")
        return self.wait_for("readyok", 30)

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


MOVE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)$")


def shift_ranks(word, delta):
    """A machine move with both ranks moved by delta (Pikafish numbers ranks 0-9 where
    Fairy-Stockfish and sanggi write 1-10: h3e3 there is h2e2); any other word as it is."""
    m = MOVE.match(word)
    if not m:
        return word
    return "%s%d%s%d" % (m.group(1), int(m.group(2)) + delta, m.group(3), int(m.group(4)) + delta)


def position_command(moves):
    return "position startpos" + (" moves " + " ".join(moves) if moves else "")


def referee_verdict(referee, moves):
    """(error, outcome, reason): error is set when the last move was illegal."""
    referee.send(position_command(moves))
    lines = referee.sync()
    for line in lines:
        if line.startswith("info string error"):
            return line, None, None
    referee.send("gameend")
    line = referee.wait_for("info string gameend", 30)[-1].split()
    return None, line[3], " ".join(line[4:])


def last_score(lines):
    """The mover's last reported score: centipawns, or M<n> / M-<n> for a mate, or '?'."""
    for line in reversed(lines):
        words = line.split()
        if words[:1] == ["info"] and "score" in words:
            i = words.index("score")
            if len(words) > i + 2:
                return words[i + 2] if words[i + 1] == "cp" else "M" + words[i + 2]
    return "?"


def parse_options(text):
    options = []
    for item in filter(None, (text or "").split(",")):
        if "=" not in item:
            sys.exit("error: options are Name=Value, not '%s'" % item)
        name, value = item.split("=", 1)
        options.append((name.strip(), value.strip()))
    return options
