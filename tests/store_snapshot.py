"""A store's files as bytes, to compare a store before and after what must change nothing."""

from __future__ import annotations

import os
from pathlib import Path


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` by its path there: records, index, history, journal; not
    the derived cache (``.cache/``) nor the lock files."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".cache"]
        for f in filenames:
            if f != ".lock":
                path = Path(dirpath) / f
                out[str(path.relative_to(root))] = path.read_bytes()
    return out
