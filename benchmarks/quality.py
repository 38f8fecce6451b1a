"""Retrieval quality: recall@5 and MRR of the offline ranker, against today's ranker before
abstention and the seed's keyword fallback, and how often unanswerable prompts recall
anything.

The labelled set is `benchmarks.quality_data` (zh/en/ja records; queries by category:
direct, paraphrase, Chinese without spaces, Japanese, mixed-language, distractor
families, and queries nothing answers). The *original* set is the one the ranker was
first measured on; the *extended* set adds unanswerable prompts in each language and
Japanese katakana cases (`quality_data.EXTENDED_QUERIES`). Every fourth query is
*held out*: the relevance calibration (`benchmarks.calibrate`) never saw it. Four
systems see the same store:

- **memdir**: what ``memdir eval benchmarks/sets/quality.jsonl`` answers (the evaluation
  kit a user runs on their own data, run here as a command): ``Memory.recall(query)`` on
  the offline engine, exactly what a turn gets (SQLite FTS5, script-cut CJK bigrams, weak
  terms that cannot carry a match, the calibrated relevance and its cut);
- **memdir, no cut**: the same ranking with the minimum-score cut disabled;
- **baseline**: the ranker before abstention (`benchmarks.quality_baseline`: its
  tokenizer and its relevance, cut 0.3), measured in the same run;
- **seed**: the teaching code's fallback (regex words, a Han run as one word, substring
  match against name + description).

recall@5 = relevant records among the (at most 5) returned / relevant records, averaged
over queries that have relevant records; MRR = mean of 1 / rank of the first relevant
record (0 when none is returned). For ``none`` queries the number reported is the share of
queries for which *anything* was recalled (lower is better), per language. Differences
memdir - baseline carry a paired bootstrap 95% interval (2,000 resamples of the queries,
`memdir.evaluation.metrics.bootstrap`). The run checks that the kit's own summary of
memdir's answers equals the one computed here.

Run: ``python -m benchmarks.quality [--quick]``.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from memdir.evaluation.metrics import bootstrap as kit_bootstrap
from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

from . import quality_data
from .common import ROOT, fill_seed_store, fill_store, parser, table, write_result
from .quality_baseline import BaselineIndex
from .seed_baseline import keyword_select

SYSTEMS = ("memdir", "memdir_no_cut", "baseline", "seed")
LANGUAGES = ("en", "zh", "ja")
RESAMPLES = 2_000


def score(ranked: Sequence[str], relevant: Sequence[str]) -> tuple[float, float]:
    """(recall@5, reciprocal rank) of one ranked answer."""
    top = list(ranked[:5])
    found = sum(1 for name in relevant if name in top)
    rr = next((1 / (i + 1) for i, name in enumerate(top) if name in relevant), 0.0)
    return found / len(relevant), rr


def outcomes(rank: Callable[[str], list[str]], queries: Sequence[dict]) -> list[dict]:
    """One row per query: its labels plus recall@5, rr, results, recalled anything."""
    rows = []
    for q in queries:
        got = rank(str(q["query"]))
        row = {**q, "results": len(got), "recalled": int(bool(got))}
        if q["relevant"]:
            row["recall_at_5"], row["rr"] = score(got, q["relevant"])
        rows.append(row)
    return rows


def summary(rows: Sequence[dict]) -> dict[str, dict[str, float]]:
    """Per category (and "all"): recall@5, MRR, mean results, queries; "none": the share
    of unanswerable queries that recalled anything, overall and per language."""
    per: dict[str, list[dict]] = {}
    for r in rows:
        if r["relevant"]:
            per.setdefault(str(r["category"]), []).append(r)
    every = [r for values in per.values() for r in values]
    out: dict[str, dict[str, float]] = {}
    for category, values in [*sorted(per.items()), ("all", every)]:
        if values:
            out[category] = {"recall_at_5": statistics.fmean(v["recall_at_5"] for v in values),
                             "mrr": statistics.fmean(v["rr"] for v in values),
                             "mean_results": statistics.fmean(v["results"] for v in values),
                             "queries": len(values)}
    none = [r for r in rows if not r["relevant"]]
    if none:
        out["none"] = {"recalled_anything": statistics.fmean(r["recalled"] for r in none),
                       "queries": len(none)}
        for lang in LANGUAGES:
            mine = [r["recalled"] for r in none if r["language"] == lang]
            if mine:
                out["none"][f"recalled_anything_{lang}"] = statistics.fmean(mine)
                out["none"][f"queries_{lang}"] = len(mine)
    return out


def bootstrap(new: Sequence[float], old: Sequence[float], seed: int = 0) -> dict[str, float]:
    """Mean of the paired differences new - old and its percentile 95% interval (the
    evaluation kit's bootstrap, so `memdir eval` and this table agree)."""
    d = kit_bootstrap({"d": [a - b for a, b in zip(new, old, strict=True)]},
                      resamples=RESAMPLES, seed=seed)["d"]
    return {"diff": d["mean"], "low": d["low"], "high": d["high"], "queries": len(new)}


SET = ROOT / "benchmarks" / "sets" / "quality.jsonl"


def through_memdir_eval(queries: Sequence[dict], tmp: Path) -> tuple[dict[str, list[str]],
                                                                       dict]:
    """memdir's answer to every query, from ``memdir eval`` run as a command on the set
    (a quick run: a set of the chosen queries), and the kit's own report."""
    path = SET
    if len(queries) != len(quality_data.queries()):
        chosen = {str(q["query"]) for q in queries}
        path = tmp / "quality.jsonl"
        path.write_text("".join(line + "\n" for line in quality_data.dataset_lines()
                                if '"kind": "query"' not in line
                                or json.loads(line)["query"] in chosen), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")}
    env["MEMDIR_HOME"] = str(tmp / "home")
    done = subprocess.run([sys.executable, "-m", "memdir", "eval", str(path), "--ranker",
                           "lexical", "--json"], capture_output=True, text=True, env=env,
                          cwd=str(tmp), check=False)
    if done.returncode != 0:
        raise RuntimeError(f"memdir eval failed: {done.stderr.strip()}")
    report = json.loads(done.stdout)
    ranked = {}
    for row, q in zip(report["rankers"]["lexical"]["queries"], queries, strict=True):
        ranked[str(q["query"])] = row["ranked"]
    return ranked, report


def differences(new: Sequence[dict], old: Sequence[dict]) -> dict[str, dict[str, float]]:
    """memdir - baseline per category (recall@5) and per language (none: recalled
    anything), with bootstrap intervals; rows of both are in the same query order."""
    out: dict[str, dict[str, float]] = {}
    pairs = list(zip(new, old, strict=True))
    cats = sorted({str(a["category"]) for a, _ in pairs if a["relevant"]})
    for category in [*cats, "all"]:
        chosen = [(a, b) for a, b in pairs if a["relevant"]
                  and category in ("all", a["category"])]
        if chosen:
            out[category] = bootstrap([a["recall_at_5"] for a, _ in chosen],
                                      [b["recall_at_5"] for _, b in chosen])
    for lang in (*LANGUAGES, "all"):
        chosen = [(a, b) for a, b in pairs if not a["relevant"]
                  and lang in ("all", a["language"])]
        if chosen:
            out[f"none_{lang}"] = bootstrap([a["recalled"] for a, _ in chosen],
                                            [b["recalled"] for _, b in chosen])
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    items = quality_data.records()
    queries = quality_data.queries()
    if args.quick:  # every tenth query, unanswerable ones included
        queries = queries[::10]
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in items]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-quality-"))
    try:
        store = fill_store(tmp / "ours" / ".memory", records)
        seed = fill_seed_store(tmp / "seed" / ".memory", records)
        seed_records = seed.load_records()
        # From the files, as the index reads them (a record's body falls back to its
        # description), so both rankers index the same text.
        baseline = BaselineIndex([r for f in store.record_files()
                                  if (r := store.read_file(f)) is not None])
        memory = Memory(FileStore(store.root), user=False, provider="offline")
        project = memory.project
        kit, kit_report = through_memdir_eval(queries, tmp)
        rankers: dict[str, Callable[[str], list[str]]] = {
            "memdir": lambda q: kit[q],
            "memdir_no_cut": lambda q: [h.name for h in project.search(q, 5, min_score=0)],
            "baseline": lambda q: [name for name, _ in baseline.search(q)],
            "seed": lambda q: [r.name for r in keyword_select(q, seed_records)],
        }
        rows = {system: outcomes(rank, queries) for system, rank in rankers.items()}
        memory.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def part(keep: Callable[[dict], bool]) -> dict:
        chosen = {s: [r for r in rs if keep(r)] for s, rs in rows.items()}
        return {"results": {s: summary(rs) for s, rs in chosen.items()},
                "differences": differences(chosen["memdir"], chosen["baseline"])}

    agree(kit_report, summary(rows["memdir"]))
    parts = {"extended": part(lambda r: True),
             "original": part(lambda r: r["set"] == "original"),
             "held_out": part(lambda r: r["split"] == "held_out")}
    for name, p in parts.items():
        _print(name, p)
    data = {"records": len(records), "queries": len(queries),
            "results": parts["extended"]["results"], "parts": parts}
    write_result("quality", data, args.out, args.quick)
    return data


def agree(kit: dict, ours: dict) -> None:
    """The kit's summary of memdir's answers is the one this benchmark computes."""
    mine = kit["rankers"]["lexical"]["summary"]["answerable"]["all"]
    for key, theirs in (("recall_at_5", "recall"), ("mrr", "rr")):
        if abs(mine[theirs]["mean"] - ours["all"][key]) > 1e-9:
            raise RuntimeError(f"memdir eval says {theirs} {mine[theirs]['mean']}, the "
                               f"benchmark {ours['all'][key]}")
    print(f"memdir eval agrees: recall@5 {mine['recall']['mean']:.4f}, "
          f"MRR {mine['rr']['mean']:.4f} over {mine['queries']} answerable queries")


def _print(name: str, p: dict) -> None:
    res, diff = p["results"], p["differences"]
    cats = [c for c in res["memdir"] if c != "none"]
    print(f"\n[{name}] recall@5 (MRR) by category; memdir - baseline with a 95% interval")
    print(table(["category", "queries", "memdir", "baseline", "seed", "diff", "95% interval"],
                [(c, int(res["memdir"][c]["queries"]),
                  f"{res['memdir'][c]['recall_at_5']:.2f} ({res['memdir'][c]['mrr']:.2f})",
                  f"{res['baseline'][c]['recall_at_5']:.2f} ({res['baseline'][c]['mrr']:.2f})",
                  f"{res['seed'][c]['recall_at_5']:.2f}", f"{diff[c]['diff']:+.3f}",
                  f"{diff[c]['low']:+.3f} .. {diff[c]['high']:+.3f}") for c in cats]))
    if "none" in res["memdir"]:
        print(f"\n[{name}] unanswerable prompts that recall anything (lower is better)")
        rows = []
        for lang in (*LANGUAGES, ""):
            key = f"recalled_anything_{lang}" if lang else "recalled_anything"
            if key not in res["memdir"]["none"]:
                continue
            d = diff[f"none_{lang or 'all'}"]
            rows.append((lang or "all", d["queries"],
                         *(res[s]["none"][key] for s in SYSTEMS),
                         f"{d['low']:+.2f} .. {d['high']:+.2f}"))
        print(table(["language", "queries", *SYSTEMS, "memdir - baseline 95%"], rows))


if __name__ == "__main__":
    main()
