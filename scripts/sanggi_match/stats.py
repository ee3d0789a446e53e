"""A match's figures: Elo from a score, the summary line, the pentanomial statistics of game
pairs and the SPRT's log-likelihood ratio."""
import math


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def summary(wins, draws, losses):
    n = wins + draws + losses
    if n == 0:
        return "no games"
    score = (wins + draws / 2) / n
    text = "W %d  D %d  L %d  score %.1f%%  " % (wins, draws, losses, 100 * score)
    if wins == n or losses == n:
        return text + "Elo %sinfinite (every game %s)" % ("+" if wins else "-",
                                                     "won" if wins else "lost")
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n
    error = 1.96 * math.sqrt(variance / n)
    low, high = elo(score - error), elo(score + error)
    difference = elo(score) if abs(score - 0.5) > 1e-9 else 0.0
    return text + "Elo %+.1f +- %.1f (95%%)" % (difference, (high - low) / 2)


def pair_score_counts(pairs):
    """Pentanomial counts: how many game pairs scored 0, 0.5, 1, 1.5 and 2 points."""
    counts = [0] * 5
    for points in pairs.values():
        if len(points) == 2:
            counts[int(round(2 * sum(points)))] += 1
    return counts


def pentanomial_stats(counts):
    """(pairs, mean score per game, variance of a pair's mean score) or None."""
    n = sum(counts)
    if n < 2:
        return None
    values = [0, 0.25, 0.5, 0.75, 1]
    mean = sum(c * v for c, v in zip(counts, values)) / n
    variance = sum(c * (v - mean) ** 2 for c, v in zip(counts, values)) / n
    return n, mean, variance


def sprt_llr(counts, elo0, elo1):
    """The generalised SPRT's log-likelihood ratio, normal approximation, on game pairs."""
    stats = pentanomial_stats(counts)
    if not stats or stats[2] <= 0:
        return 0.0
    n, mean, variance = stats
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


def pentanomial_summary(counts):
    stats = pentanomial_stats(counts)
    if not stats:
        return "pairs %s" % counts
    n, mean, variance = stats
    error = 1.96 * math.sqrt(variance / n)
    low, high = elo(mean - error), elo(mean + error)
    return "pairs (0, 1/2, 1, 3/2, 2 points) %s  Elo %+.1f +- %.1f (95%%, pentanomial)" % (
        " ".join(map(str, counts)), elo(mean), (high - low) / 2)
