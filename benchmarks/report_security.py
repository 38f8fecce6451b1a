"""The security sections of RESULTS.md: redaction on its labelled corpus
(`benchmarks.redaction`) and the server under load with an attacker present
(`benchmarks.attack_load`). Called by `benchmarks.report`."""

from __future__ import annotations

from typing import Any

from .common import table

Targets = list[tuple[str, str, bool, str]]

MISSED_NOTES = {
    "redaction": (
        "The misses and false positives are listed in the JSON result with the text and "
        "what redaction made of it; each names a rule of `memdir.pipeline.redact` (an edge, a "
        "separator, a checksum, a region) to fix, not a threshold to move."),
    "attack_load": (
        "See the table: the p99 of the other tenants' recalls against the unloaded p99 of "
        "the same run, and the counts; the server's log of the run has the details."),
}

SECTIONS = {"redaction": ("## Redaction", "redaction:"),
            "attack_load": ("## memdir serve with an attacker", "attack:")}


def redaction(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    out.append(f"## Redaction: personal data in English, Chinese and Japanese ({d['date']})\n")
    out.append(f"`python -m benchmarks.redaction`: {d['positives']} sentences holding one "
               "value each (cards, IBANs, China resident IDs, Japan My Numbers, phones, "
               "e-mail addresses; made with their checksums from a fixed seed and written "
               "as people write them: full width, grouped by spaces, dashes, dots or the "
               "ideographic space, lower case, glued to CJK text, zero-width spaces inside) "
               f"and {d['negatives']} look-alikes (checksums that fail, timestamps, "
               "versions, postal codes, prices, hashes, a date-time that passes the My "
               "Number check). A value counts as redacted when exactly its characters are "
               "replaced by its label; a look-alike counts as a false positive when the "
               "text changes at all.\n")
    out.append(table(["kind", "redacted", "of", "recall"],
                     [(k, v["redacted"], v["of"], v["redacted"] / v["of"])
                      for k, v in d["by_kind"].items()]))
    out.append("")
    out.append(table(["language", "recall", "false positives", "look-alikes",
                      "false positive rate"],
                     [(k, v["redacted"] / v["of"], v["false_positives"], v["negatives"],
                       v["false_positives"] / v["negatives"])
                      for k, v in d["by_language"].items()]))
    out.append(f"\n{d['ms_per_sentence']} ms per sentence. What redaction does not find is "
               "listed in docs/public-agent.md.\n")
    targets.append((f"redaction: {d['positives']} positives and {d['negatives']} look-alikes "
                    "(en/zh/ja), recall and false positive rate (reported)",
                    f"recall {d['recall']:.3f}, false positive rate "
                    f"{d['false_positive_rate']:.3f}",
                    d["recall"] >= 0.99 and d["false_positive_rate"] <= 0.01, "redaction"))
