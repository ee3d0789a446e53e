"""Training: the network learns to predict, from the board alone, a mix of the deep search's
score (as a win chance, sigmoid(score / K)) and the game's result, both from the side to
move's view. Reproducible from its seed; a checkpoint after every epoch lets a stopped run go
on (--resume)."""
import json
import math
import time
from pathlib import Path

import numpy as np
import torch

from model import SCALE, Net


def tensors(features, records):
    """(side to move's features, the other side's, score, result), result from the side to
    move's view in 0..1; unused slots become the padding row."""
    stm = records["stm"].astype(np.int64)
    views = records["view"].astype(np.int64)
    views[views == 0xFFFF] = features
    rows = np.arange(len(records))
    us = views[rows, stm]
    them = views[rows, 1 - stm]
    result = records["result"].astype(np.float32) / 2
    result = np.where(stm == 0, result, 1 - result)
    return (torch.from_numpy(us), torch.from_numpy(them),
            torch.from_numpy(records["score"].astype(np.float32)), torch.from_numpy(result))


def fitted_k(score, result):
    """The K that makes sigmoid(score / K) predict the results best (least squares), as the
    engine's own centipawn scale."""
    best = None
    for k in range(100, 1201, 20):
        err = float(((torch.sigmoid(score / k) - result) ** 2).mean())
        if best is None or err < best[1]:
            best = (k, err)
    return best[0]


def target(score, result, k, lam):
    return lam * torch.sigmoid(score.clamp(-3000, 3000) / k) + (1 - lam) * result


def loss_of(net, us, them, t, k):
    return ((torch.sigmoid(net(us, them) * SCALE / k) - t) ** 2).mean()


def evaluate_loss(net, data, k, lam, batch=65536):
    us, them, score, result = data
    t = target(score, result, k, lam)
    total = 0.0
    with torch.no_grad():
        for i in range(0, len(us), batch):
            total += float(loss_of(net, us[i:i + batch], them[i:i + batch], t[i:i + batch], k)) * \
                len(us[i:i + batch])
    return total / max(len(us), 1)


def train(layout, train_data, valid_data, options, work, log):
    """Trains and returns (net, report). options: width, epochs, batch, lr, lam, seed,
    threads, resume."""
    torch.manual_seed(options["seed"])
    torch.set_num_threads(options["threads"])
    us, them, score, result = train_data
    k = options.get("k") or fitted_k(score, result)
    log(f"K = {k} (the centipawns of a 73% win chance: sigmoid(score / K))")
    features, files, ranks = layout
    net = Net(features, options["width"], files * ranks)
    with torch.no_grad():  # features never seen stay zero (and compress)
        seen = torch.zeros(features + 1, dtype=torch.bool)
        seen[us.reshape(-1)] = True
        seen[them.reshape(-1)] = True
        net.ft.weight[~seen] = 0
    opt = torch.optim.Adam(net.parameters(), lr=options["lr"])
    epochs = options["epochs"]
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda e: 0.5 * (1 + math.cos(math.pi * min(e, epochs) / epochs)) * 0.97 + 0.03)
    history, start_epoch = [], 0
    checkpoint = Path(work) / "checkpoint.pt"
    if options["resume"] and checkpoint.exists():
        state = torch.load(checkpoint)
        net.load_state_dict(state["net"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        history, start_epoch, k = state["history"], state["epoch"], state["k"]
        torch.set_rng_state(state["rng"])
        log(f"resumed after epoch {start_epoch}")
    t = target(score, result, k, options["lam"])
    n, batch = len(us), options["batch"]
    for epoch in range(start_epoch, epochs):
        began = time.time()
        order = torch.randperm(n)
        total = 0.0
        for i in range(0, n, batch):
            idx = order[i:i + batch]
            loss = loss_of(net, us[idx], them[idx], t[idx], k)
            opt.zero_grad()
            loss.backward()
            opt.step()
            net.clip()
            total += float(loss) * len(idx)
        sched.step()
        valid = evaluate_loss(net, valid_data, k, options["lam"])
        history.append({"epoch": epoch + 1, "train": total / n, "valid": valid,
                        "seconds": round(time.time() - began, 1)})
        log(f"epoch {epoch + 1}/{epochs}: train {total / n:.6f} valid {valid:.6f} "
            f"({time.time() - began:.0f} s)")
        torch.save({"net": net.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
                    "history": history, "epoch": epoch + 1, "k": k,
                    "rng": torch.get_rng_state()}, checkpoint)
    return net, seen, {"k": k, "history": history, "features_seen": int(seen[:features].sum())}


def write_report(path, report):
    Path(path).write_text(json.dumps(report, indent=1) + "\n")
