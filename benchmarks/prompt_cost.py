"""Prompt cost: characters of memory context added to each turn's system prompt, by store size.

memdir: the memory policy, the catalog capped at 8,000 characters (most recently updated
first, then "N more records not shown"), and the recalled records capped at 20,000
characters. The seed: the policy, the *whole* MEMORY.md (one line per record, no cap) and
the selected bodies. Both with the offline selection path, on the same synthetic stores,
averaged over the same queries. The base prompt is empty, so every character counted is
memory context.

Run: ``python -m benchmarks.prompt_cost [--quick]``.
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from memdir.pipeline.catalog import CATALOG_CHARS
from memdir.pipeline.recall import RECALL_CHARS
from memdir.service.memory import Memory

from .common import (
    fill_seed_store,
    fill_store,
    parser,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .seed_baseline import memory_context_chars

FULL = {"sizes": (10, 30, 100, 300, 1_000, 3_000, 10_000), "queries": 12}
QUICK = {"sizes": (10, 40, 120), "queries": 3}


def measure(tmp: Path, size: int, queries: Sequence[str]) -> dict:
    records = synthetic_records(size)
    ours_store = fill_store(tmp / f"ours-{size}" / ".memory", records)
    seed_store = fill_seed_store(tmp / f"seed-{size}" / ".memory", records)
    ours, parts = [], {"catalog": [], "recalled": []}
    with Memory(ours_store, user=False, provider="offline") as memory:
        for q in queries:
            blocks = memory.system_prompt([{"role": "user", "content": q}])
            ours.append(sum(len(b.text) for b in blocks) + 2 * (len(blocks) - 1))
            parts["catalog"].append(sum(len(b.text) for b in blocks if b.cache))
            parts["recalled"].append(sum(len(b.text) for b in blocks[-1:] if not b.cache))
    seed = [memory_context_chars(seed_store, q) for q in queries]
    shutil.rmtree(tmp / f"ours-{size}", ignore_errors=True)
    shutil.rmtree(tmp / f"seed-{size}", ignore_errors=True)
    return {"size": size, "ours_chars": statistics.fmean(ours), "ours_max": max(ours),
            "ours_catalog_chars": statistics.fmean(parts["catalog"]),
            "ours_recalled_chars": statistics.fmean(parts["recalled"]),
            "seed_chars": statistics.fmean(seed), "seed_max": max(seed)}


def main(argv: Sequence[str] | None = None) -> dict:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    cfg = QUICK if args.quick else FULL
    queries = synthetic_queries(cfg["queries"], seed=23)
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-prompt-"))
    try:
        rows = []
        for size in cfg["sizes"]:
            print(f"... {size:,} records", file=sys.stderr, flush=True)
            rows.append(measure(tmp, size, queries))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("Memory context per turn (characters in the system prompt; mean over "
          f"{len(queries)} queries)")
    print(table(["records", "memdir chars", "memdir max", "of which catalog",
                 "seed chars", "seed max", "seed / memdir"],
                [(r["size"], r["ours_chars"], r["ours_max"], r["ours_catalog_chars"],
                  r["seed_chars"], r["seed_max"], r["seed_chars"] / r["ours_chars"])
                 for r in rows]))
    # The bound memdir promises: policy + capped catalog + capped recall + fixed headings.
    bound = CATALOG_CHARS + RECALL_CHARS + 2_000
    worst = max(r["ours_max"] for r in rows)
    last, prev = rows[-1], rows[-2]
    growth = last["ours_chars"] / prev["ours_chars"]
    print(f"\nmemdir: largest context {worst:,} chars (bound {bound:,}); from "
          f"{prev['size']:,} to {last['size']:,} records it changed {growth:.2f}x, the seed's "
          f"{last['seed_chars'] / prev['seed_chars']:.2f}x")
    data = {"rows": rows, "bound_chars": bound,
            "targets": {"ours_bounded": worst <= bound, "ours_growth_last_step": growth,
                        "flat_met": worst <= bound and growth < 1.25}}
    write_result("prompt_cost", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
