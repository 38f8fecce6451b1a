"""Reading the history log before and after a change, on one log, in the same run.

What it costs to read a log of ``--entries`` entries (500 records, every entry with its
MAC): ``entries()`` (``memdir log``), ``entries(NAME)`` (``memdir log NAME``, ``restore``),
and ``local_hashes()`` in a fresh process with ten texts looked up in it (what a recall
that is not resident pays to ask which of the records it recalls were written here); and
what a fresh process's first ``append()`` to a copy of it costs (a command's one write). Each
tree (``--before``: the ``src`` folder of the old code; this checkout's by default after)
runs in a process of its own over the same log, the two back to back and the order swapped
every repeat; each figure is the lowest CPU time over the repeats, and the ratio is
after / before.

Run: ``git archive main src | tar -x -C /tmp/old`` then
``python -m benchmarks.history_read --before /tmp/old/src [--entries 20000]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

AFTER = Path(__file__).resolve().parent.parent / "src"

_CHILD = r"""
import json, sys, time
from pathlib import Path
from memdir.foundation.record import content_hash
from memdir.store.history import HistoryLog
log = Path(sys.argv[1])
asked = [content_hash(t) for t in json.loads(sys.argv[2])]
def written():
    hashes = HistoryLog(log).local_hashes()
    return [h in hashes for h in asked]
copy = log.with_name("appended.jsonl")
copy.write_bytes(log.read_bytes())
def append():
    HistoryLog(copy).append("update", "r7", "r7.md", "a", "b", "cli")
    return [1]
out = {}
for label, run in [("entries()", lambda: HistoryLog(log).entries()),
                   ("entries(NAME)", lambda: HistoryLog(log).entries("r7")),
                   ("local_hashes() + 10 lookups", written),
                   ("append() in a fresh process", append)]:
    start = time.process_time()
    got = run()
    out[label] = (time.process_time() - start,
                  sum(got) if label.startswith("local") else len(got))
print(json.dumps(out))
"""

_TEXT = ("---\nname: r{r}\ndescription: some fact number {i} about the project\n"
         "type: project\n---\nbody text " + "x" * 300 + " {i}\n")


def _make_log(folder: Path, n: int) -> tuple[Path, list[str]]:
    """A log of ``n`` updates to 500 records, written through memdir's own append."""
    code = ("import sys\nfrom pathlib import Path\nfrom memdir.store.history import HistoryLog\n"
            "log = HistoryLog(Path(sys.argv[1]))\nT = sys.argv[3]\n"
            "for i in range(int(sys.argv[2])):\n"
            "    r = i % 500\n"
            "    log.append('update', f'r{r}', f'r{r}.md', T.format(r=r, i=i),"
            " T.format(r=r, i=i + 1), 'cli')\n")
    path = folder / "memory" / ".history" / "log.jsonl"
    subprocess.run([sys.executable, "-c", code, str(path), str(n), _TEXT], check=True,
                   env={**os.environ, "PYTHONPATH": str(AFTER)})
    asked = [_TEXT.format(r=i % 500, i=i + 1) for i in range(n - 10, n)]
    return path, asked


def _run(src: Path, log: Path, asked: list[str]) -> dict[str, list[float]]:
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(log), json.dumps(asked)],
                          check=True, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(src)})
    return json.loads(proc.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--before", type=Path, required=True, help="the old code's src folder")
    ap.add_argument("--after", type=Path, default=AFTER)
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MEMDIR_HOME"] = str(Path(tmp) / "home")  # one key for both trees
        log, asked = _make_log(Path(tmp), args.entries)
        best: dict[str, dict[str, float]] = {"before": {}, "after": {}}
        found: dict[str, dict[str, int]] = {"before": {}, "after": {}}
        for n in range(args.repeats):
            order = [("before", args.before), ("after", args.after)]
            for label, src in order if n % 2 == 0 else order[::-1]:
                for what, (cpu, count) in _run(src, log, asked).items():
                    best[label][what] = min(best[label].get(what, cpu), cpu)
                    found[label][what] = count
    print(f"{args.entries} entries, lowest CPU over {args.repeats} repeats")
    for what, before in best["before"].items():
        after = best["after"][what]
        same = "same result" if found["before"][what] == found["after"][what] else "DIFFERENT"
        print(f"  {what}: {before * 1000:.0f} -> {after * 1000:.0f} ms "
              f"(x{after / before:.2f}; {same})")


if __name__ == "__main__":
    main()
