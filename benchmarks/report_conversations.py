"""RESULTS.md's section on conversational memory (`benchmarks.conversations`)."""

from __future__ import annotations

from typing import Any

from .common import table

HEADING = "## Conversational memory: a LoCoMo-style set of our own"
SECTIONS = {"conversations": (HEADING, "conversations:")}
ORDER = ("all", "category-4", "category-1", "category-2", "category-3", "adversarial")
# The set's first run, before anything was changed for it (the converter then read each
# turn alone and labelled every question English): recall@5 / hit@5, all questions.
FIRST_RUN = {"lexical": {"en": (0.49, 0.56), "zh": (0.43, 0.54), "ja": (0.42, 0.53)},
             "fused": {"en": (0.75, 0.80), "zh": (0.74, 0.77), "ja": (0.72, 0.83)}}
KINDS = {"all": "all", "category-4": "single-hop", "category-1": "multi-hop",
         "category-2": "temporal", "category-3": "inference", "adversarial": "adversarial"}


def conversations(d: dict[str, Any], out: list[str],
                  targets: list[tuple[str, str, bool, str]]) -> None:
    langs = d["languages"]
    out.append(f"{HEADING} ({d['date']})\n")
    out.append("`benchmarks/conversations.py` over `benchmarks/conversations_data.py`: "
               "nine conversations of ten dated sessions (three a language: "
               + ", ".join(f"{r['language']} {r['records']:,} turns, {r['queries']} "
                           "questions" for r in langs)
               + "), each read as `memdir eval` reads a LoCoMo file (a store per "
               "conversation, a record per turn) and answered by each ranker"
               + (f" (fused: `{d['model']}`)" if d.get("model") else "")
               + ". recall@5 [95% interval] and hit@5 per kind of question; most "
               "questions paraphrase the turns that answer them.\n")
    rows = []
    for r in langs:
        for name, run in r["rankers"].items():
            rows.append((r["language"], name, *(
                f"{run[c]['recall']:.2f} [{run[c]['recall_low']:.2f}, "
                f"{run[c]['recall_high']:.2f}] / {run[c]['hit']:.2f}" if c in run else "—"
                for c in ORDER)))
    out.append(table(["language", "ranker", *(KINDS[c] for c in ORDER)], rows))
    out.append("\nThe set was written and committed before any ranker ran on it. Its first "
               "run, recall@5 / hit@5 over all questions: " + "; ".join(
                   f"{name} " + ", ".join(f"{lang} {r:.2f} / {h:.2f}"
                                          for lang, (r, h) in runs.items())
                   for name, runs in FIRST_RUN.items())
               + ". Only English misses were then read: a reply carries its subject in the "
               "turn it answers (\"His name's Biscuit.\" for \"What is the name of the dog "
               "Tom adopted?\"), so a turn's record now holds the turns before it in its "
               "session (one: lexical 0.52 / 0.52 / 0.47, Chinese and Japanese not read yet "
               "moving with English; then, all read, two: the table; three: lexical 0.53 / "
               "0.58 / 0.52). What the "
               "lexical ranker still misses is mostly paraphrase (\"Where does Tom go "
               "climbing?\" for \"bouldering ... at the wall by the station\"), which the "
               "fused ranker finds.\n")
    del targets  # informational: no target of its own


__all__ = ["SECTIONS", "conversations"]
