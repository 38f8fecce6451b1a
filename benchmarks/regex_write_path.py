"""The write path on hostile bodies: `Memory.save` of a crafted 4,000-character body (the
most a candidate's body may hold) against a store of records the correction check reads,
beside the same save of an ordinary body of the same length.

Every write runs the correction check: the new statement against each similar record (and,
for the person's own records, against all of them), through the change, frame, role,
employer, home and amount rules, each reading the body with regular expressions. A
pattern that backtracks makes one write cost seconds; this measures the whole path, not
one pattern. Per body: the save's time at 4,000 characters, its ratio to the ordinary
body's (the linear baseline: 1 is as cheap as prose), and the growth from 1,000 to 4,000
characters as an exponent (1 is linear). Run through `benchmarks.regex_linear`.
"""

from __future__ import annotations

import math
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from memdir.foundation.candidate import MAX_BODY_CHARS, Candidate
from memdir.service.memory import Memory

# Records of each kind the correction rules read: where the person works, what the person
# is and where the person lives (compared with every user statement), and rules.
SEED = (
    Candidate("works-at", "The user works at Northwind Logistics", "user"),
    Candidate("role", "The user is a backend developer", "user"),
    Candidate("home", "The user lives in Berlin", "user"),
    Candidate("role-zh", "用户是测试工程师", "user"),
    Candidate("work-ja", "私は株式会社ミナトシステムに勤めている", "user"),
    Candidate("test-runner", "这个项目写测试一律用 pytest,不用 unittest", "feedback"),
    Candidate("line-length", "Keep lines under 88 characters", "feedback"),
    Candidate("deps-ja", "依存関係は npm で管理する。", "feedback"),
)


def _body(head: str, unit: str) -> Callable[[int], str]:
    return lambda n: (head + unit * n)[:n]


# Each opens with a change, so the body reaches the correction rules, then floods one
# shape a rule's pattern read from every start.
BODIES: dict[str, Callable[[int], str]] = {
    "'i am a ' flood": _body("I'm a platform engineer now. ", "i am a "),
    "run of 是": _body("我现在转做运维了。", "是"),
    "run of 在": _body("我跳槽了,现在", "在"),
    "run of letters": _body("Switched to GitHub now. ", "a"),
    "'a9' run": _body("Switched to GitHub now. ", "a9"),
    "'1 ' flood": _body("Now keep lines under 100 characters. ", "1 "),
    "run of numerals": _body("现在改成两个人了。", "一"),
    "run of 最大": _body("现在改用 vitest 了。", "最大"),
    "'あは' flood": _body("今は青葉ソフトで働いています。", "あは"),
    "'ha' laughter": _body("Use vitest from now on ", "ha"),
}
PLAIN = _body("Now we use vitest. ",
              "I moved the deploy script to the ops repo last week and it runs nightly. ")


def _save_seconds(body: str, type_: str, repeats: int) -> float:
    best = math.inf
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as tmp, \
                Memory(Path(tmp) / "proj", provider="offline", user=False) as memory:
            for seed in SEED:
                memory.save(seed, origin="user")
            candidate = Candidate("new-statement", " ".join(body[:200].split()), type_,
                                  body=body)
            start = time.perf_counter()
            memory.save(candidate, origin="user")
            best = min(best, time.perf_counter() - start)
    return best


def measure(quick: bool) -> list[dict[str, object]]:
    """One row per (type, body): seconds at the largest size, ratio, growth exponent."""
    size, small = MAX_BODY_CHARS, MAX_BODY_CHARS // 4
    rows: list[dict[str, object]] = []
    for type_ in ("user",) if quick else ("user", "feedback"):
        baseline = _save_seconds(PLAIN(size), type_, 1 if quick else 3)
        for label, make in BODIES.items():
            took = _save_seconds(make(size), type_, 1)
            took_small = _save_seconds(make(small), type_, 1)
            rows.append({"type": type_, "body": label, "chars": size, "seconds": took,
                         "baseline_seconds": baseline, "ratio": took / baseline,
                         "growth_exponent": math.log(max(took, 1e-9) / max(took_small, 1e-9))
                         / math.log(size / small)})
    return rows
