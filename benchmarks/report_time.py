"""The sections of RESULTS.md about time: relative times resolved on their labelled set
(`benchmarks.relative_dates`) and recall with validity (`benchmarks.validity_recall`).
Called by `benchmarks.report`."""

from __future__ import annotations

from typing import Any

from .common import table

Targets = list[tuple[str, str, bool, str]]

MISSED_NOTES = {
    "relative_dates": (
        "The sentences resolved wrongly are listed in the JSON result (`wrong`, per split "
        "and language): each names a rule of `memdir.pipeline.extract.time_rules` (a word, "
        "a guard at its edge) or a convention of `memdir.pipeline.extract.spans`, never a "
        "held-out sentence to tune on."),
    "validity_recall": (
        "Compare the two stores' p95 as well as their p50: a ratio over target with equal "
        "p95s is load. Otherwise the search asks BM25 for too few candidates (each store's "
        "share of closed records sets how many more it asks for, "
        "`memdir.store.files.index.SearchIndex._candidates`), or recall reads the replaced "
        "record of each recalled one more than once."),
}

SECTIONS = {"relative_dates": ("## Relative times", "relative times:"),
            "validity_recall": ("## Recall with validity", "validity:")}


def relative_dates(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    res = d["results"]
    sizes = d["sentences"]
    design = sum(sizes["design"].values())
    held = sum(sizes["held_out"].values())
    out.append(f"## Relative times: 'last week' resolved to the week it meant ({d['date']})\n")
    out.append(f"`python -m benchmarks.relative_dates`: {design + held} en/zh/ja sentences "
               "with the conversation's time and the dates they name "
               f"(benchmarks/relative_dates_data.py, {design} the resolver was tuned on; "
               f"benchmarks/relative_dates_heldout.py, {held} written at the same time and "
               "never tuned on). **exact**: every time the sentence names found, at the "
               "precision of its words ('last month' is the month) and nothing else (a "
               "sentence naming no time comes back unchanged). **within**: each time found "
               "falls inside the span meant. dateparser "
               f"{d.get('dateparser') or '(not installed)'} (`search_dates` with the "
               "conversation's time as its base, the three languages) on the same sentences "
               "for comparison: it answers with one day, so only *within* is fair to it.\n")
    has_dp = "dateparser" in res
    rows = []
    for split in ("design", "held_out"):
        for lang in ("en", "zh", "ja", "all"):
            m = res["memdir"][split][lang]
            row: list[Any] = [split, lang, m["cases"], m["exact"], m["within"]]
            if has_dp:
                row += [res["dateparser"][split][lang]["within"]]
            rows.append(row)
    headers = ["split", "lang", "sentences", "memdir exact", "memdir within"]
    if has_dp:
        headers += ["dateparser within"]
    out.append(table(headers, rows))
    speed = d["speed"]
    out.append(f"\nResolving one sentence: {speed['p50_us']:.0f} µs p50, {speed['p95_us']:.0f} "
               "µs p95 (extraction resolves each candidate's description and body once per "
               "turn). The held-out sentences were written by the same hand as the rules and "
               "follow the same conventions, so they measure coverage of the documented forms, "
               "not of everything people say: tense is not read ('we did it in 3 days' is "
               "read as three days from now), and bare weekdays and months ('on Friday', "
               "'in March') are left as written.\n")
    held_all = res["memdir"]["held_out"]["all"]["exact"]
    per_lang = ", ".join(f"{lang} {res['memdir']['held_out'][lang]['exact']:.2f}"
                         for lang in ("en", "zh", "ja"))
    targets.append((f"relative times: >= 150 labelled en/zh/ja sentences, accuracy per "
                    f"language ({design + held})",
                    f"held-out exact {per_lang}; design "
                    f"{res['memdir']['design']['all']['exact']:.2f}",
                    design + held >= 150 and held_all >= 0.9, "relative_dates"))


def validity_recall(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    stores = d["stores"]
    out.append(f"## Recall with validity: closed records left out ({d['date']})\n")
    out.append(f"`python -m benchmarks.validity_recall`: two stores of the same "
               f"{d['records']:,} synthetic records (zh/en/ja); in *validity*, "
               f"{d['closed_share']:.0%} are closed by a correction (`valid_to` passed, "
               "`superseded_by` set) and as many hold with `valid_from` and a "
               "`supersedes` link (recall says what each replaced); *today* has no "
               f"intervals. {d['queries']} queries through `Memory.recall` (offline ranker, "
               f"in process, warm), {d['rounds']} rounds interleaved so both see the same "
               "load.\n")
    out.append(table(["store", "p50 ms", "p95 ms", "recalled per query"],
                     [(name, s["p50_ms"], s["p95_ms"], s["recalled_per_query"])
                      for name, s in stores.items()]))
    out.append(f"\np50 ratio validity / today: {d['ratio']:.3f}; closed records recalled: "
               f"{d['closed_recalled']}.\n")
    targets.append((f"validity: recall p50 at {d['records']:,} records with "
                    f"{d['closed_share']:.0%} closed at most {d['target_ratio']:.2f}x today's "
                    "(same run)",
                    f"{stores['validity']['p50_ms']:.2f} ms vs {stores['today']['p50_ms']:.2f} "
                    f"ms ({d['ratio']:.3f}x), closed recalled {d['closed_recalled']}",
                    d["ratio"] <= d["target_ratio"] and d["closed_recalled"] == 0,
                    "validity_recall"))
