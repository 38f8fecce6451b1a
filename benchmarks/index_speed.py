"""Speed of the derived search index, against the teaching code's way of searching.

Baseline (measured in the same run): list every record through FileStore (parse cache warm)
and keep those whose name or description contains a query word -- what the seed's keyword
fallback did on every turn. Prints one table; exits 0. Sizes: ``python
benchmarks/index_speed.py 1000 10000 100000`` (default: 1000 10000).
"""

from __future__ import annotations

import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

WORDS = [f"{a}{b}" for a in ("re", "de", "pro", "con", "in", "ex", "sub", "trans", "pre", "")
         for b in ("port", "ject", "duct", "form", "test", "play", "ploy", "scribe", "tract",
                   "vert", "mit", "pose", "press", "sist", "tain", "fer", "lect", "spect",
                   "struct", "vent", "cept", "gress", "pel", "quest", "serve", "sign")]
WORDS += ["pytest", "docker", "deploy", "logging", "postgres", "react", "typing", "lint",
          "cache", "queue", "schema", "token", "budget", "review", "release", "backup"]
ZH = "测试 部署 日志 数据库 缓存 用户 偏好 接口 文档 发布 审查 备份".split()
QUERIES = ["help me write the tests", "帮我写测试", "how do we deploy to staging",
           "postgres schema migration", "日志 格式", "why is the cache slow",
           "what does the user prefer for logging", "release checklist review",
           "tell me a joke about penguins", "今天天气怎么样",
           # three user messages, as the selector sends them
           "the deploy failed again with a timeout in the report step. 帮我看一下日志. "
           "also we should review the release process and the backup schedule before "
           "friday, and write tests for the schema conversion code " * 2]


def _words(rng: random.Random, n: int) -> str:
    # Zipf-like: early words are common, late ones rare, as in real text.
    picks = [WORDS[min(int(rng.paretovariate(1.1)) - 1, len(WORDS) - 1)] for _ in range(n)]
    if rng.random() < 0.3:
        picks.insert(rng.randrange(len(picks) + 1), rng.choice(ZH) + rng.choice(ZH))
    return " ".join(picks)


def build(root: Path, n: int, seed: int = 7) -> None:
    """Write n record files directly (fast), dated an hour ago so none looks just-written."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    past = time.time() - 3600
    for i in range(n):
        rec = Record(name=f"rec-{i:06d}-{rng.choice(WORDS)}", description=_words(rng, 10),
                     type="project", body=_words(rng, 40),
                     updated=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T00:00:00Z")
        path = root / f"{rec.name}.md"
        path.write_text(rec.to_text(), encoding="utf-8")
        os.utime(path, (past, past))


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def edit_ten(store: FileStore, round_: int) -> None:
    """Append to 10 files by hand, dated in the past so they are not racy."""
    for f in store.record_files()[10 * round_:10 * round_ + 10]:
        path = store.root / f
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("edited by hand\n")
        os.utime(path, (time.time() - 3600 - round_, time.time() - 3600 - round_))


def percentiles(samples: list[float]) -> tuple[float, float]:
    samples = sorted(samples)
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def baseline(store: FileStore, query: str) -> list[str]:
    words = re.findall(r"\w+", query.lower())
    return [r.name for r in store.list()
            if any(w in f"{r.name} {r.description}".lower() for w in words)][:5]


FRESH = """
import sys, time
t = time.perf_counter()
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex
t1 = time.perf_counter()
SearchIndex(FileStore(sys.argv[1])).search(sys.argv[2])
print((t1 - t) * 1000, (time.perf_counter() - t1) * 1000)
"""


def run(n: int) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / ".memory"
        build(root, n)
        store = FileStore(root)
        index = SearchIndex(store)
        scratch = timed(index.sync)
        index.close()
        index = SearchIndex(store, recheck_seconds=0)  # every call does a full stat pass
        incremental = min(timed(index.sync) for _ in range(3))
        ten_changed = []
        for i in range(3):
            edit_ten(store, i)
            ten_changed.append(timed(index.sync))
        index.close()
        index = SearchIndex(store)  # default recheck: repeated searches skip the stat pass
        index.search("warm up")
        samples = [timed(lambda q=q: index.search(q)) for _ in range(20) for q in QUERIES]
        p50, p95 = percentiles(samples)
        base = [timed(lambda q=q: baseline(store, q)) for q in QUERIES[:3]]
        fresh_import, fresh_in, fresh_wall = [], [], []
        for q in QUERIES[:3]:
            start = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", FRESH, str(root), q], check=True,
                                 capture_output=True, text=True).stdout
            fresh_wall.append((time.perf_counter() - start) * 1000)
            fresh_import.append(float(out.split()[0]))
            fresh_in.append(float(out.split()[1]))
        size = os.path.getsize(root / ".cache" / "index.sqlite") / 1e6
        index.close()
    return {
        "records": f"{n:,}", "sync scratch s": f"{scratch / 1000:.2f}",
        "sync no-op ms": f"{incremental:.0f}", "sync 10 edits ms": f"{min(ten_changed):.0f}",
        "search p50 ms": f"{p50:.2f}", "search p95 ms": f"{p95:.2f}",
        "seed scan ms": f"{statistics.median(base):.1f}",
        "speedup": f"{statistics.median(base) / p50:.0f}x",
        "fresh import ms": f"{statistics.median(fresh_import):.0f}",
        "fresh check+search ms": f"{statistics.median(fresh_in):.0f}",
        "fresh wall ms": f"{statistics.median(fresh_wall):.0f}", "db MB": f"{size:.1f}",
    }


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [1000, 10000]
    rows = [run(n) for n in sizes]
    cols = list(rows[0])
    widths = [max(len(c), *(len(r[c]) for r in rows)) for c in cols]
    print("  ".join(c.rjust(w) for c, w in zip(cols, widths, strict=True)))
    for r in rows:
        print("  ".join(r[c].rjust(w) for c, w in zip(cols, widths, strict=True)))
    print("fresh: a new interpreter imports memdir, then checks the files and searches; "
          "fresh wall = the whole subprocess. Sync timings: best of 3.")


if __name__ == "__main__":
    main()
