"""scripts/match as a package: engines.py (a UCI engine, the referee), games.py (one game,
openings, the log and PGN readers), stats.py (Elo, pentanomial, SPRT), cli.py (the command).
scripts/match is the thin command; scripts/blunders and the tests import the modules plainly."""
