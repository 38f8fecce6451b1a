"""Type accuracy of the offline extractor on `benchmarks.type_cues_data` (zh/en/ja).

A sentence counts as right when ``extract_offline`` returns exactly one candidate of the
expected type, or nothing when nothing should be stored. Two candidates for one
directive count as wrong (the directive was split). Printed per language and per
expected type, plus the confusions, so a change to the cues shows what it bought and
what it cost.

Run: ``python -m benchmarks.type_cues [--quiet]``.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence

from memdir.pipeline.extract import extract_offline

from .type_cues_data import HELD_OUT, ITEMS, LANGUAGES, TYPES


def predict(text: str) -> str | None:
    """The type the offline extractor files ``text`` under; "split" for several."""
    found = extract_offline([{"role": "user", "content": text}])
    if len(found) > 1:
        return "split"
    return found[0].type if found else None


def evaluate(items: Sequence[tuple[str, str, str | None]] = ITEMS) -> dict:
    """Accuracy overall, per language, per expected type; the list of misses."""
    right: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    misses: list[tuple[str, str, str | None, str | None]] = []
    for lang, text, expected in items:
        got = predict(text)
        ok = got == expected
        for key in ("all", lang, str(expected)):
            seen[key] += 1
            right[key] += ok
        if not ok:
            misses.append((lang, text, expected, got))
    accuracy = {k: right[k] / seen[k] for k in seen}
    return {"accuracy": accuracy, "counts": dict(seen), "misses": misses}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    for title, items in (("tuning set", ITEMS), ("held-out set", HELD_OUT)):
        result = evaluate(items)
        acc, counts = result["accuracy"], result["counts"]
        print(f"{title}: type accuracy {acc['all']:.1%} of {counts['all']} sentences")
        for key in (*LANGUAGES, *TYPES, "None"):
            print(f"  {key:<10} {acc.get(key, 0):6.1%}  (n={counts.get(key, 0)})")
        if "--quiet" not in argv:
            for lang, text, expected, got in result["misses"]:
                print(f"  miss [{lang}] expected {expected}, got {got}: {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
