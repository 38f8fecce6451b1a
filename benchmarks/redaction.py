"""Redaction on a labelled corpus: how much personal data it takes out (recall) and how
many look-alikes it wrongly takes (false positives), in English, Chinese and Japanese.

The corpus is `benchmarks.redaction_data` (values made with their checksums, from a fixed
seed). A positive counts as redacted when the output is the sentence with exactly the
value replaced by its label; a negative counts as a false positive when the output differs
from the input at all. ``python -m benchmarks.redaction``; JSON in
``benchmarks/results/redaction.json``. It also times `redact` per sentence.
"""

from __future__ import annotations

import time
from collections import defaultdict
from typing import Any

from memdir.pipeline.redact import redact

from .common import parser, table, write_result
from .redaction_data import negatives, positives

LABELS = {"email": "[email]", "iban": "[iban]", "national id": "[national id]",
          "card": "[card]", "phone": "[phone]"}


def evaluate() -> dict[str, Any]:
    """Recall per kind and language, false positives per look-alike and language, and
    every miss, as data (the test suite runs this too)."""
    pos, neg = positives(), negatives()
    misses, false_pos = [], []
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    start = time.perf_counter()
    for case in pos:
        done = redact(case.text)
        ok = done.text == case.text.replace(case.value, LABELS[case.kind]) and \
            case.kind in done.found
        kind = case.style.split(":")[0]
        by_kind[kind][0] += ok
        by_kind[kind][1] += 1
        by_lang[case.lang][0] += ok
        by_lang[case.lang][1] += 1
        if not ok:
            misses.append({"lang": case.lang, "style": case.style, "text": case.text,
                           "got": done.text})
    by_style: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for case in neg:
        done = redact(case.text)
        wrong = done.text != case.text
        by_style[case.style][0] += wrong
        by_style[case.style][1] += 1
        by_lang[case.lang][2] += wrong
        by_lang[case.lang][3] += 1
        if wrong:
            false_pos.append({"lang": case.lang, "style": case.style, "text": case.text,
                              "got": done.text})
    elapsed = time.perf_counter() - start
    return {
        "positives": len(pos), "negatives": len(neg),
        "recall": round(1 - len(misses) / len(pos), 4),
        "false_positive_rate": round(len(false_pos) / len(neg), 4),
        "ms_per_sentence": round(elapsed * 1000 / (len(pos) + len(neg)), 2),
        "by_kind": {k: {"redacted": v[0], "of": v[1]} for k, v in sorted(by_kind.items())},
        "by_language": {k: {"redacted": v[0], "of": v[1], "false_positives": v[2],
                            "negatives": v[3]} for k, v in sorted(by_lang.items())},
        "by_lookalike": {k: {"false_positives": v[0], "of": v[1]} for k, v in by_style.items()},
        "misses": misses, "false_positive_cases": false_pos,
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    data = evaluate()
    print(table(["kind", "redacted", "of", "recall"],
                [(k, v["redacted"], v["of"], v["redacted"] / v["of"])
                 for k, v in data["by_kind"].items()]))
    print()
    print(table(["language", "recall", "false positive rate"],
                [(k, v["redacted"] / v["of"], v["false_positives"] / v["negatives"])
                 for k, v in data["by_language"].items()]))
    print(f"\n{data['positives']} positives, recall {data['recall']:.3f}; "
          f"{data['negatives']} look-alikes, false positive rate "
          f"{data['false_positive_rate']:.3f}; {data['ms_per_sentence']} ms a sentence")
    for m in data["misses"] + data["false_positive_cases"]:
        print(f"  {m['lang']} {m['style']}: {m['text']!r} -> {m['got']!r}")
    write_result("redaction", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
