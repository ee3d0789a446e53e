"""Writes a trained network as the engine reads it (core/nnue/network.h) and checks the
integer arithmetic the engine does against the float model."""
import struct
import zlib

import numpy as np
import torch

from model import QA, QB, SCALE

VERSION = 1


def quantised(net, seen):
    ft = net.columns(seen).numpy()
    q = {
        "bias": np.round(net.ft_bias.detach().numpy() * QA),
        "weight": np.round(ft * QA),
        "output": np.round(net.out.weight.detach().numpy().reshape(-1) * QB),
        "output_bias": int(round(float(net.out.bias.detach()) * QA * QB)),
    }
    for key in ("bias", "weight"):
        q[key] = np.clip(q[key], -32767, 32767).astype("<i2")
    q["output"] = np.clip(q["output"], -127, 127).astype("<i2")
    return q


def network_bytes(net, seen, variant):
    q = quantised(net, seen)
    name = variant.encode()
    if len(name) > 24:
        raise ValueError("variant name longer than 24 bytes")
    body = b"SGNN" + struct.pack("<I", VERSION) + name.ljust(24, b"\0")
    body += struct.pack("<II", net.features, q["bias"].size)
    body += q["bias"].tobytes() + q["weight"].tobytes() + q["output"].tobytes()
    body += struct.pack("<i", q["output_bias"])
    return body + struct.pack("<I", zlib.crc32(body) & 0xFFFFFFFF)


def integer_eval(q, us, them):
    """The engine's arithmetic (Network::evaluate) in numpy, for lists of feature indices."""
    total = 0
    width = q["bias"].size
    for half, idx in enumerate((us, them)):
        acc = q["bias"].astype(np.int64) + q["weight"][idx].astype(np.int64).sum(axis=0)
        acc = ((acc + 32768) % 65536) - 32768  # the engine's 16-bit sums wrap
        v = np.clip(acc, 0, QA)
        w = q["output"][half * width:(half + 1) * width].astype(np.int64)
        total += int((((v * w + 32768) % 65536 - 32768) * v).sum())
    raw = int(total / QA) + q["output_bias"]  # C++ division truncates towards zero
    return int(raw * SCALE / (QA * QB))
