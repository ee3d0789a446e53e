"""The training data: generate's .txt chunks turned into feature records by
`sanggi-train features` (core/train/features.h), read here with numpy."""
import re
import subprocess
from pathlib import Path

import numpy as np

HEADER_BYTES = 24


def chunk_files(data_dir, variant):
    """The finished chunks of a variant, in chunk order: (seed, chunk, path)."""
    pattern = re.compile(re.escape(variant) + r"-(\d+)-(\d+)\.txt$")
    found = []
    for path in Path(data_dir).glob(variant + "-*.txt"):
        m = pattern.match(path.name)
        if m:
            found.append((int(m.group(1)), int(m.group(2)), path))
    return sorted(found)


def split(chunks, every=20):
    """Whole chunks (whole games) for validation: every `every`-th chunk of each seed."""
    train = [c for c in chunks if c[1] % every != every - 1]
    valid = [c for c in chunks if c[1] % every == every - 1]
    return train, valid


def convert(tool, variant, chunks, out_path):
    """Writes the records of `chunks` to out_path (once; kept while the chunk list is the same)."""
    out_path = Path(out_path)
    listing = out_path.with_suffix(".list")
    names = "\n".join(str(c[2]) for c in chunks)
    if out_path.exists() and listing.exists() and listing.read_text() == names:
        return
    subprocess.run([str(tool), "features", variant, str(out_path)] + [str(c[2]) for c in chunks],
                   check=True)
    listing.write_text(names)


def load(path):
    """(layout, records) from a feature file: layout is (features, files, ranks), records a
    numpy structured array."""
    head = np.fromfile(path, dtype="<u4", count=6)
    if head.size < 6 or bytes(head[:1].tobytes()) != b"SGFD" or head[1] != 1:
        raise ValueError(f"{path}: not a feature file of version 1")
    slots, features = int(head[2]), int(head[3])
    dtype = np.dtype([("score", "<i2"), ("stm", "u1"), ("result", "u1"), ("count", "<u2"),
                      ("view", "<u2", (2, slots))])
    records = np.fromfile(path, dtype=dtype, offset=HEADER_BYTES)
    return (features, int(head[4]), int(head[5])), records


def mirrored(layout, records):
    """The records with the board turned left to right, a symmetry of the rules of every game
    here (the same position, so the same score and result): twice the data."""
    features, files, ranks = layout
    points = files * ranks
    f = np.arange(features)
    point = f % points
    mirror = f - point + (point // files) * files + (files - 1 - point % files)
    out = records.copy()
    view = out["view"]
    used = view != 0xFFFF
    view[used] = mirror[view[used]]
    return out
