"""Secret scanning stays linear on hostile text, and cheap on ordinary records.

Record files and model output are hostile: a regex that backtracks turns a 100 KB record
into minutes of CPU on every write. For each adversarial input (long runs of the prefixes
the patterns key on: ``sk-``, ``://``, ``curl``, ``mysql -``, ``密码``, ``Basic``...) this
times `memdir.secrets.find_secret` at 25, 50 and 100 KB and prints the growth factor per
doubling (2 is linear, 4 quadratic), and the cost against a linear baseline measured in
the same run: one pass of a simple regex over the same text. ``python -m
benchmarks.secret_scan`` (``--quick``: 25 and 50 KB only).
"""

from __future__ import annotations

import re
import sys
import time

from memdir.secrets import _detector, find_secret

from .common import table

HOSTILE = {
    "sk- run": "sk-", "url run": "a://", "curl run": "curl ", "mysql run": "mysql -",
    "colon run": "x:", "cjk keyword run": "密码", "jwt prefix run": "eyJ",
    "basic run": "Basic ", "authorization run": "authorization: ", "password= run": "password= ",
    "letters": "A", "zero-width": "\u200b", "base64-ish": "QUtJQ",
    "words and digits": "aaaaaaaaaaaaaaaaaaa1 ",
}
ORDINARY = ("Tests in this project use pytest, never unittest; the user corrected this "
            "twice and prefers fixtures over setup methods. ") * 20


def best_of(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    quick = "--quick" in sys.argv
    sizes = (25_000, 50_000) if quick else (25_000, 50_000, 100_000)
    _detector()  # the import and plugin set-up are paid once per process, not per scan
    linear = re.compile(r"[A-Za-z0-9]{20,}")
    rows = []
    worst = 0.0
    for label, unit in HOSTILE.items():
        times = []
        for size in sizes:
            text = (unit * (size // len(unit) + 1))[:size]
            times.append(best_of(lambda t=text: find_secret(t)))
        text = (unit * (sizes[-1] // len(unit) + 1))[:sizes[-1]]
        base = best_of(lambda t=text: linear.findall(t))
        growth = max(b / a for a, b in zip(times, times[1:], strict=False))
        worst = max(worst, growth)
        rows.append((label, *(f"{t * 1000:.0f}" for t in times), f"{growth:.2f}",
                     f"{times[-1] / base:.0f}x"))
    headers = ["input", *(f"ms @{s // 1000}KB" for s in sizes), "growth/doubling",
               "vs one regex pass"]
    print(table(headers, rows))
    per_record = best_of(lambda: [find_secret(ORDINARY) for _ in range(100)]) / 100
    print(f"\nordinary {len(ORDINARY)}-char body: {per_record * 1000:.2f} ms per scan")
    print(f"worst growth per doubling: {worst:.2f} (linear is 2, quadratic 4)")
    return 0 if worst < 3 else 1


if __name__ == "__main__":
    raise SystemExit(main())
