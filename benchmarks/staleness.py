"""Staleness: code-anchored memories get the right label as the code changes, cheaply.

Builds a small Python repository, saves memories that cite its code (`memdir.pipeline.anchors`),
then edits, renames and deletes files between "sessions" and checks the label of each
memory (fresh, moved, stale, gone) against the expected one; every label must be right.
Then measures recall with 1,000 anchored memories against 1,000 without anchors, in the
same process and run (target: at most +2 ms at p50). ``python -m benchmarks.staleness``
(``--quick``: 200 records, a smoke run); JSON in ``benchmarks/results/staleness.json``.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from memdir.foundation.candidate import Candidate
from memdir.pipeline import anchors as anchors_module
from memdir.pipeline.anchors import AnchorChecker, check_all, worst
from memdir.pipeline.citations import make_anchor
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

from .common import (
    fill_store,
    parser,
    percentile,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)

REPO = {
    "app/__init__.py": '"""The app."""\n\nVERSION = "1.0"\n',
    "app/retry.py": (
        "import random\n\n\n"
        "def backoff(attempt):\n    return min(30, 2 ** attempt)\n\n\n"
        "def jitter(delay):\n    return delay * random.random()\n\n\n"
        "class RetryPolicy:\n    attempts = 5\n\n    def allows(self, n):\n"
        "        return n < self.attempts\n"),
    "app/http.py": (
        "def fetch(url):\n    return ('GET', url)\n\n\n"
        "def post(url, body):\n    return ('POST', url, body)\n"),
    "app/config.py": "def load_config(path):\n    return {'path': path}\n",
    "app/cache.py": "class LRU:\n    def __init__(self, size):\n        self.size = size\n",
    "app/queue.py": "class JobQueue:\n    def push(self, job):\n        self.jobs = [job]\n",
    "app/legacy.py": "def old_api():\n    return None\n",
    "app/utils/strings.py": "def slugify(text):\n    return text.lower().replace(' ', '-')\n",
}

# name: (description, path, symbol or None)
MEMORIES = {
    "fetch-untouched": ("GET requests go through fetch in app/http.py", "app/http.py", "fetch"),
    "config-loader": ("Config is read by load_config in app/config.py", "app/config.py",
                      "load_config"),
    "config-whole-file": ("app/config.py is the only config module", "app/config.py", None),
    "package-init": ("The version lives in app/__init__.py", "app/__init__.py", None),
    "jitter-shifted": ("Delays are randomised by jitter in app/retry.py", "app/retry.py",
                       "jitter"),
    "backoff-capped": ("Retry backoff is capped at 30 s in app/retry.py", "app/retry.py",
                       "backoff"),
    "retry-policy": ("RetryPolicy in app/retry.py allows 5 attempts", "app/retry.py",
                     "RetryPolicy"),
    "lru-renamed": ("The LRU cache class is in app/cache.py", "app/cache.py", "LRU"),
    "slugify-moved-folder": ("slugify in app/utils/strings.py makes URL slugs",
                             "app/utils/strings.py", "slugify"),
    "post-moved-out": ("POST requests use post in app/http.py", "app/http.py", "post"),
    "jobqueue-renamed-edited": ("Jobs are queued by JobQueue in app/queue.py", "app/queue.py",
                                "JobQueue"),
    "legacy-deleted": ("old_api in app/legacy.py is kept for old clients", "app/legacy.py",
                       "old_api"),
}


def _write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _session_2(root: Path) -> None:
    """Edits, renames and deletions between the first and the second session."""
    retry = (root / "app/retry.py").read_text()
    retry = retry.replace("def jitter", "def spread(delay):\n    return delay\n\n\ndef jitter")
    retry = retry.replace("min(30, 2 ** attempt)", "min(60, 3 ** attempt)")
    retry = retry[:retry.index("class RetryPolicy")].rstrip() + "\n"
    _write(root, "app/retry.py", retry)
    _write(root, "app/config.py", (root / "app/config.py").read_text()
           + "\n\nDEFAULTS = {}\n")
    (root / "app/cache.py").rename(root / "app/lru_cache.py")
    (root / "app/text").mkdir()
    (root / "app/utils/strings.py").rename(root / "app/text/strings.py")
    http = (root / "app/http.py").read_text()
    post = http[http.index("def post"):]
    _write(root, "app/http.py", http[:http.index("def post")].rstrip() + "\n")
    _write(root, "app/client.py", "import json\n\n\n" + post)
    queue = (root / "app/queue.py").read_text().replace(
        "[job]", "[*getattr(self, 'jobs', []), job]")
    (root / "app/queue.py").unlink()
    _write(root, "app/jobs.py", queue)
    (root / "app/legacy.py").unlink()


def _session_3(root: Path) -> None:
    """More changes: a fix reverted, a moved function and a renamed file deleted."""
    retry = (root / "app/retry.py").read_text()
    _write(root, "app/retry.py", retry.replace("min(60, 3 ** attempt)", "min(30, 2 ** attempt)"))
    (root / "app/client.py").unlink()
    (root / "app/lru_cache.py").unlink()


EXPECTED = {
    1: {name: "fresh" for name in MEMORIES},
    2: {"fetch-untouched": "fresh", "config-loader": "fresh", "config-whole-file": "stale",
        "package-init": "fresh", "jitter-shifted": "moved", "backoff-capped": "stale",
        "retry-policy": "stale", "lru-renamed": "moved", "slugify-moved-folder": "moved",
        "post-moved-out": "moved", "jobqueue-renamed-edited": "moved",
        "legacy-deleted": "gone"},
}
EXPECTED[3] = {**EXPECTED[2], "backoff-capped": "fresh", "post-moved-out": "stale",
               "lru-renamed": "gone"}


def labels(root: Path) -> dict[str, tuple[str, str]]:
    """name -> (status, where the cited code is now), as a new session sees it."""
    store = FileStore(root / ".memory", scope="project")
    out = {}
    for rec in store.list():
        checks = check_all(rec.anchors, root)
        status = worst(checks)
        now = ", ".join(c.now() for c in checks if c.status == "moved")
        out[rec.name] = (status, now)
    return out


def staleness_set(root: Path) -> dict[str, Any]:
    for rel, text in REPO.items():
        _write(root, rel, text)
    store = FileStore(root / ".memory", scope="project")
    with Memory(store, user=False, provider="offline") as memory:
        for name, (description, path, symbol) in MEMORIES.items():
            anchor = make_anchor(root, path, symbol)
            decision, written = memory.save(Candidate(name, description, "project",
                                                      anchors=(anchor,)))
            assert written is not None, decision.reason
    rows = []
    for session, change in ((1, None), (2, _session_2), (3, _session_3)):
        if change is not None:
            change(root)
        got = labels(root)
        for name, expected in EXPECTED[session].items():
            status, now = got[name]
            rows.append({"session": session, "memory": name, "expected": expected,
                         "got": status, "now": now, "ok": status == expected})
    return {"rows": rows, "correct": sum(r["ok"] for r in rows), "total": len(rows)}


# ---------------------------------------------------------------- recall cost
def _code_files(root: Path, files: int, functions: int) -> list[tuple[str, str]]:
    cited = []
    for f in range(files):
        rel = f"pkg/mod_{f}.py"
        body = "".join(f"def func_{f}_{i}(x):\n    return x + {i}\n\n\n"
                       for i in range(functions))
        _write(root, rel, body)
        cited += [(rel, f"func_{f}_{i}") for i in range(functions)]
    return cited


def recall_cost(root: Path, n: int, queries: int) -> dict[str, Any]:
    """Recall p50 over the same queries: records without anchors, with anchors checked
    warm (a long-lived process: chat, MCP, serve) and cold (every check reads its file,
    as in a hook process that starts per prompt)."""
    cited = _code_files(root, 20, 50)
    plain = synthetic_records(n)
    anchored = []
    for i, rec in enumerate(plain):
        rel, symbol = cited[i % len(cited)]
        anchored.append(rec.evolve(extra={"anchors": [make_anchor(root, rel, symbol).to_dict()]}))
    plain_memory = Memory(fill_store(root / "plain" / ".memory", plain), user=False,
                          provider="offline")
    anchored_memory = Memory(fill_store(root / ".memory", anchored), user=False,
                             provider="offline")
    qs = synthetic_queries(queries)
    runs = {"without anchors": (plain_memory, False), "with anchors, warm": (anchored_memory,
                                                                             False),
            "with anchors, cold": (anchored_memory, True)}
    samples: dict[str, list[float]] = {label: [] for label in runs}
    for memory, _ in runs.values():
        for q in qs:  # builds the index and reads the records: not part of a turn's cost
            memory.recall(q)
    checked = 0
    labels = list(runs)
    for i, q in enumerate(qs):  # interleaved, rotated: load on the machine hits all alike
        for label in labels[i % 3:] + labels[:i % 3]:
            memory, cold = runs[label]
            warm_checker = anchors_module._CHECKER
            if cold:  # a checker that has seen nothing: every check stats and reads
                anchors_module._CHECKER = AnchorChecker()
            try:
                start = time.perf_counter()
                found = memory.recall(q)
                samples[label].append(time.perf_counter() - start)
            finally:
                anchors_module._CHECKER = warm_checker
            if cold:
                checked += sum(len(r.anchors) for r in found)
    plain_memory.close()
    anchored_memory.close()
    out: dict[str, Any] = {label: {"p50_ms": round(percentile(s, 50) * 1000, 3),
                                   "p95_ms": round(percentile(s, 95) * 1000, 3)}
                           for label, s in samples.items()}
    base = out["without anchors"]["p50_ms"]
    for label in ("with anchors, warm", "with anchors, cold"):
        out[label]["delta_p50_ms"] = round(out[label]["p50_ms"] - base, 3)
    out["records"] = n
    out["queries"] = len(qs)
    out["anchors_checked_per_recall"] = round(checked / len(qs), 2)
    return out


COST_RUNS = ("without anchors", "with anchors, warm", "with anchors, cold")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    n, queries = (200, 30) if args.quick else (1_000, 300)
    work = Path(tempfile.mkdtemp(prefix="memdir-staleness-"))
    try:
        labelled = staleness_set(work / "repo")
        cost = recall_cost(work / "cost", n, queries)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(table(["session", "memory", "expected", "got", "now at", "ok"],
                [(r["session"], r["memory"], r["expected"], r["got"], r["now"],
                  "yes" if r["ok"] else "NO") for r in labelled["rows"]]))
    print(f"\nlabels correct: {labelled['correct']}/{labelled['total']}")
    print(table(["recall, in-process", "p50 ms", "p95 ms", "p50 over no anchors"],
                [(label, cost[label]["p50_ms"], cost[label]["p95_ms"],
                  f"{cost[label].get('delta_p50_ms', 0):+.3f}") for label in COST_RUNS]))
    print(f"\n{n:,} records, {cost['anchors_checked_per_recall']} anchors checked per recall")
    data = {"labels": labelled, "recall": cost}
    write_result("staleness", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
