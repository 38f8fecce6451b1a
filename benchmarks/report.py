"""Render benchmarks/RESULTS.md from the JSON results of the last full runs.

Run: ``python -m benchmarks.report`` (``make bench`` runs it last). Every table carries the
date its run wrote into the JSON; a target that was missed is listed with the reason and
what would reach it (`MISSED_NOTES`, written from profiling the run).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import (
    report_admission,
    report_before_after,
    report_conversations,
    report_pg,
    report_resident,
    report_security,
    report_semantic,
    report_time,
    report_usage,
)
from .common import RESULTS_DIR, table

OUT = Path(__file__).resolve().parent / "RESULTS.md"

# Why a target was missed and what would reach it. Shown only when the run missed it.
MISSED_NOTES = {
    "writes_speedup": (
        "A create appends one line to MEMORY.md and a body-only update leaves it alone, so "
        "a write is its durable floor: 2 fsyncs for a new record (its file and the "
        "folder; an update also fsyncs the history log first) plus rendering the record, "
        "which the seed never pays. If this is missed, the fsyncs "
        "got slower on this disk (the fsync probe under the writes table says how slow): "
        "batching writes under "
        "`FileStore.bulk()` or one fsync per batch would reach it."),
    "writes_flat": (
        "Only a write that changes a record's name or description rewrites MEMORY.md "
        "whole (the last column); creates and body updates do not. If this is missed, look "
        "for a new O(N) step in `FileStore.upsert` with the profiler."),
    "recall_in_process": (
        "The offline ranker itself stays flat; see the per-size table for where the time "
        "goes."),
    "recall_fresh": (
        "A fresh process pays interpreter start plus memdir's imports (the 'start + memdir "
        "imports' column) and one stat of every record file to check the index is current "
        "(about 60 ms at 10,000 files, 0.5 s at 100,000). What would reach it at larger "
        "sizes: skip the per-file stat pass when the folder's mtime and the stored scan "
        "digest are unchanged."),
    "abstention": (
        "The original set has 6 Chinese unanswerable prompts, so one is 17%: "
        "'北京到上海的高铁要多久' shares the entity 北京 with '服务器和数据库统一使用北京时间', "
        "a real shared word that a lexical ranker cannot refuse without refusing real "
        "one-entity questions (on the extended set, 18 Chinese prompts, it is 6%). Tried and "
        "not adopted: feeding the calibrated fit what the store's vocabulary says about the "
        "rest of the prompt (`python -m benchmarks.calibrate --unknown`). The travel "
        "question has the evidence (0.50) and nearly the unknown share (0.88) of "
        "'给运营加一个只读权限' (0.86), a real one-entity question, so the refit refuses it "
        "only at a cut that costs recall@5 everywhere: the share of strong terms no record "
        "holds from cut 0.35 (overall 0.85 to 0.82, zh_nospace 0.89 to 0.80, held-out "
        "quarter 0.86 to 0.83), their count from cut 0.25 (0.85 to 0.83, held-out 0.86 to "
        "0.82). A dense ranker fused with this one (the travel question is far from a "
        "timezone rule) is what would reach it."),
    "server_load": (
        "See the counts in the section: any lost, duplicated or cross-tenant record, 5xx "
        "answer, refused write or server traceback is a failure; the server's log of the "
        "run has the traceback."),
    "prompt_flat": "See the table: the context is bounded by the catalog and recall caps.",
    "faults": "See the counts: any lost, torn or corrupt record is a failure.",
    "corrections": (
        "A false update deletes a memory the user still holds: the record's earlier version stays "
        "in its history (`memdir log`, `memdir restore`), so it can be undone, but it is the one "
        "error the rules are built never to make. The last one is fresh_32's first run "
        "(written blind, scored once on the rules of e324f99, not read to change a rule; item "
        "56): one Japanese record replaced by a look-alike's statement on both write paths, 1 "
        "of its 24 look-alikes; it stands as it ran. The one before is fresh_31's first run "
        "(written blind, scored once on the rules of 3c9f01e, before fresh_30's classes; item "
        "54): one Japanese record replaced by a look-alike's statement on both write paths, 1 "
        "of its 24 look-alikes, then read and its class fixed (item 54). The one "
        "before is fresh_26's first run "
        "(written blind, scored once on item 42's rules, not read): one Chinese record replaced "
        "by a "
        "look-alike's statement on both write paths, 1 of its 24 look-alikes (item 43). It was "
        "then read (item 44; the first run stays the unseen figure): '卖家佣金改成 8% "
        "了，买家那边不变。' against '拍卖行向买家收取成交价 15% 的佣金。', a change of the "
        "sellers' commission that says the buyers' stays as it was; a clause saying the record's "
        "part is unchanged (不变, 照旧, 维持原样, 'stays the same', 'unchanged', は変わりません, "
        "据え置き: `memdir.pipeline.admission.unchanged`) now keeps that record from being "
        "replaced, with en, zh and ja tests in tests/test_correction_unchanged.py: no false "
        "update left on 1,888 pairs on either path, every true update as before (measured on item "
        "42's first rules: en 239, zh 259, ja 275 of 331, 347, 346, extract path 238, 259, 271). "
        "The ones before were fresh_23's first run (written before the rules ran on it, scored "
        "once, not read): two Chinese records replaced by look-alikes' statements on both write "
        "paths (item 35), a question about the record and a change beside a rule said by negated "
        "verbs alone; those two were then read and both classes fixed (item 36), none left; the "
        "first run stays the unseen figure. The one before was fresh_19's first run: one English "
        "record replaced by a look-alike's statement on both write paths, 'The ops repo moved to "
        "GitHub Enterprise last week.' against 'Runbooks live in the ops repo under "
        "docs/runbooks'. fresh_19 was then read and that class fixed in en, zh and ja (a "
        "statement about the thing a record names as its value, "
        "`memdir.pipeline.admission.its_value`; 'How the correction rounds were used', item 28); "
        "the first run stays the unseen figure. A statement under a condition ('Don't deploy on "
        "Fridays now. If there's a migration, that is.', 如果有迁移的话, "
        "マイグレーションがあるなら) replaced a record said of every case ('Deploying on Fridays "
        "is fine') in tests of item 39, never in the set; it now replaces none, either way round. "
        "Any pair listed under `memdir_wrong` with the label `new` is read as a class. fresh_27's "
        "first run (written blind, scored once on item 45's rules, not read) has none on its 24 "
        "look-alikes, on either path (item 46). One no pair of the set holds was found while "
        "reading it and fixed (item 47): a new person in another duty of what the record's role "
        "is of ('老周退休了，读书会的茶歇由小林负责' replaced '读书会的会长是老周', "
        "and the same in en and ja). fresh_28's first run (written blind, scored once on item "
        "47's rules, not read) has none on its 24 look-alikes, on either path (item 48). Read "
        "beside it (item 49), more no pair of the set holds, in all three languages: a workplace "
        "move that is another's, a thing's or not made ('My mentor transferred to Bude fire "
        "station', 我师傅从温州调到宁夏的电站了, 我的设备从温州调到…, 'I nearly quit and joined "
        "Contoso', 転勤したいです), any change said as not made or only possible ('We never "
        "moved the tests to vitest', 测试不打算改用 vitest, 切り替えませんでした, "
        "変更するかもしれません) and a question holding 申请 ('…的申请批了吗？') replaced the "
        "record; none does now. fresh_29's first run (written blind, scored once on item 49's "
        "rules, not read) has none on its 24 look-alikes, on either path (item 50), nor has "
        "fresh_30's (written blind, scored once on the rules of 914c83d, not read to change a "
        "rule; item 51). "
        "Read beside fresh_29's misses (item 52), one more no pair of the set holds: a stay "
        "counted after a move (我去年年底搬到村里住了一个月) replaced where the person lives; "
        "none does now. Read beside fresh_30's misses (item 53), one more: a time said as only "
        "wished (学童のお迎えを19時に変更したいです, 我想把站会改到十点) replaced the record's "
        "time by the rule of a time of day; none does now. fresh_33's first run (written "
        "blind, scored once on the rules of 5fc1736, not read to change a rule) has none on its "
        "24 look-alikes, on either path (item 58), nor has fresh_34's (written blind, scored "
        "once on the rules of 04b61f1, not read to change a rule; item 61)."),
    "staleness_labels": (
        "The rows marked NO in the table are the cases `memdir.pipeline.anchors.check` labels "
        "wrongly; each is a rule of the check (moved, stale, gone) to fix, not a threshold."),
    "staleness_cost": (
        "A recalled record's anchors cost one stat each when their files did not change "
        "(warm) and a read and hash each otherwise (cold); if this is missed, profile "
        "`AnchorChecker.check` on the cold row."),
    "ls_speed": (
        "`ls` reads its rows from the search index and shows the newest 50; if it is "
        "slower than `ls --json`, profile the fresh process (the index sync, or Rich)."),
    "startup": (
        "PyYAML, the CJK patterns, MEMORY.md and the write path are off the per-prompt path "
        "(`tests/test_cli_fast.py` lists what it must not load). What a fresh process still "
        "pays beyond the seed's: about 40 memdir modules with some 20 dataclasses (the "
        "`-X importtime` table) and one lstat of every record file to check that the "
        "search index is current. Wall time moves with load on the shared machine more "
        "than CPU time does (the CPU columns): a miss with the CPU ratio under 2x is load. "
        "What would reach it otherwise: skipping the stat pass when the folder is "
        "unchanged, and `Memory`'s write and review mixins imported on first use."),
}


def _load(name: str) -> dict[str, Any] | None:
    path = RESULTS_DIR / f"{name}.json"
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def _status(met: bool) -> str:
    return "met" if met else "**missed**"


def _writes(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    out.append(f"## Writes: storing N records one by one ({d['date']})\n")
    out.append("Per-write cost at a store size (sampled: writes into a pre-filled store):\n")
    out.append(table(["store size", "memdir ms/write", "seed ms/write", "seed / memdir",
                      "memdir ms/description change"],
                     [(s["size"], s["ours_ms"], s["seed_ms"], s["seed_ms"] / s["ours_ms"],
                       s.get("ours_update_ms", float("nan"))) for s in d["samples"]]))
    out.append("\nA write is a new record; a description change rewrites its line in the "
               "middle of MEMORY.md, the one write that still rewrites the whole index.")
    fsync = d.get("fsync_ms", {})
    if "p50" in fsync:
        out.append(f"A memdir write is durable (the record file and its folder are "
                   f"fsynced) and the seed's is not, so the ratio moves with the disk. Every "
                   f"measurement here ran interleaved with the others, one block of each in "
                   f"turn over {d.get('interleaved_rounds', '?')} rounds, so memdir and the "
                   f"seed saw the same disk and load: a small file + folder fsync took "
                   f"{fsync['p50']:.2f} ms (p50) during the run, one round's p50 from "
                   f"{fsync['lowest_round']:.2f} to {fsync['highest_round']:.2f} ms.")
    elif "before" in fsync:
        out.append(f"A memdir write is durable (the record file and its folder are "
                   f"fsynced) and the seed's is not, so the ratio moves with the disk: a "
                   f"small file + folder fsync took {fsync['before']:.2f} ms (p50) "
                   f"before this run and {fsync['after']:.2f} ms after it.")
    out.append("\nTotal time for N writes into an empty store:\n")
    out.append(table(["N", "memdir total s", "memdir ms/write", "memdir measured",
                      "seed total s", "seed measured", "seed / memdir"],
                     [(t["n"], t["ours"]["total_s"], t["ours"]["per_write_ms"],
                       t["ours"].get("measured", "real"), t["seed"]["total_s"],
                       t["seed"]["measured"], t["ratio"]) for t in d["totals"]]))
    out.append("")
    tg = d["targets"]
    n = d["totals"][-1]["n"]
    targets.append((f"writes: >= 50x faster than the seed at {n:,}",
                    f"{tg['speedup_at_target']:.1f}x", tg["speedup_met"], "writes_speedup"))
    targets.append(("writes: per-write cost flat as N grows (<= 2x from smallest to largest)",
                    f"{tg['flatness']:.1f}x", tg["flat_met"], "writes_flat"))


def _recall(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    sizes = d["sizes"]
    out.append(f"## Recall latency and memory ({d['date']})\n")
    out.append("In-process (`Memory.recall`, offline ranker + load), ms:\n")
    out.append(table(["records", "memdir p50", "memdir p95", "seed p50", "seed p95",
                      "seed / memdir (p50)", "memdir first call (index build) ms"],
                     [(r["size"], r["in_process"]["ours"]["p50_ms"],
                       r["in_process"]["ours"]["p95_ms"], r["in_process"]["seed"]["p50_ms"],
                       r["in_process"]["seed"]["p95_ms"],
                       r["in_process"]["seed"]["p50_ms"] / r["in_process"]["ours"]["p50_ms"],
                       r["cold_first_recall_s"] * 1000) for r in sizes]))
    out.append("\nFresh process (`python -m memdir recall QUERY --json`), wall ms:\n")
    out.append(table(["records", "memdir p50", "memdir p95", "seed p50", "seed p95",
                      "python start", "start + memdir imports"],
                     [(r["size"], r["fresh_process"]["ours"]["p50_ms"],
                       r["fresh_process"]["ours"]["p95_ms"], r["fresh_process"]["seed"]["p50_ms"],
                       r["fresh_process"]["seed"]["p95_ms"],
                       r["fresh_process"]["python_startup_ms"],
                       r["fresh_process"].get("startup_and_imports_ms", float("nan")))
                      for r in sizes]))
    out.append("\nPeak memory (max RSS) of the fresh recall process, MiB:\n")
    out.append(table(["records", "memdir", "seed", "python -c pass"],
                     [(r["size"], r["peak_rss_mib"]["ours"], r["peak_rss_mib"]["seed"],
                       r["peak_rss_mib"].get("python_alone", float("nan"))) for r in sizes]))
    out.append("")
    tg = d["targets"]
    targets.append((f"recall: in-process p50 < 10 ms at {tg['target_size']:,}",
                    f"{tg['in_process_p50_ms']:.2f} ms", tg["in_process_met"],
                    "recall_in_process"))
    targets.append((f"recall: fresh-process p50 < 300 ms at {tg['target_size']:,}",
                    f"{tg['fresh_p50_ms']:.0f} ms", tg["fresh_met"], "recall_fresh"))
    biggest = max(sizes, key=lambda r: r["size"])
    targets.append((f"recall: peak memory at {biggest['size']:,} records (reported)",
                    f"{tg['peak_rss_mib_at_memory_size']:.0f} MiB "
                    f"(seed {biggest['peak_rss_mib']['seed']:.0f} MiB)", True, ""))


def _startup(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    out.append(f"## Fresh-process startup: recall and the prompt hook ({d['date']})\n")
    out.append(f"Wall ms of a new process per call, {d['records']:,} records, {d['runs']} "
               "runs each, interleaved: `memdir recall QUERY --json`, the UserPromptSubmit "
               "hook as the Claude Code installer writes it, the seed's recall "
               "(`python -m benchmarks.seed_baseline recall`) and `python -c pass`.\n")
    seed = d["commands"]["seed"]["p50_ms"]
    cpu = d["cpu"]
    out.append(table(["command", "p50", "p95", "/ seed (p50)", "CPU ms p50", "CPU / seed"],
                     [(c, s["p50_ms"], s["p95_ms"], s["p50_ms"] / seed, cpu[c]["p50_ms"],
                       cpu[c]["p50_ms"] / cpu["seed"]["p50_ms"])
                      for c, s in d["commands"].items()]))
    out.append("\nThe hook's slowest imports (`python -X importtime`, cumulative µs, each "
               "module's median over 5 hook processes):\n")
    out.append(table(["module", "cumulative µs", "self µs"],
                     [(r["module"].strip(), r["cumulative_us"], r["self_us"])
                      for r in d["hook_import_top"]]))
    out.append("")
    for command in ("recall", "hook"):
        ratio = d["ratios"][command]
        targets.append((f"startup: fresh `{command}` at {d['records']:,} records <= "
                        f"{d['target_ratio']:g}x the seed's fresh process",
                        f"{ratio:.2f}x", ratio <= d["target_ratio"], "startup"))


def _hook_latency(d: dict[str, Any], out: list[str],
                  targets: list[tuple[str, str, bool, str]]):
    records = d["records"]
    out.append(f"## Hook latency: what Claude Code waits for per event ({d['date']})\n")
    out.append(f"Wall ms of `memdir hook claude-code` as a new process per event, payload on "
               f"stdin, median of {d['runs']} runs, interleaved: *no-op* answers `{{}}` "
               f"(Python, the CLI, nothing else), *empty* is the event on a project with no "
               f"memories, the last columns a project of {records:,} records.\n")
    out.append(table(["event", "no-op ms", "empty ms", f"{records:,} records ms",
                      "store / empty", "store / no-op"],
                     [(e, d["noop_ms"], r["empty_ms"], r["store_ms"], r["store_over_empty"],
                       r["store_over_noop"]) for e, r in d["events"].items()]))
    extraction = d.get("extraction_done_ms")
    out.append(f"\nThe first call on the {records:,}-record store builds its search index: "
               f"{d['cold_store_ms']:,.0f} ms (once per store; `memdir install claude-code` "
               "does it at install time)."
               + (f" Stop starts the turn's extraction detached and returns; the extraction "
                  f"was done {extraction:,.0f} ms after the hook started." if extraction
                  else "") + "\n")


def _server_load(d: dict[str, Any], out: list[str],
                 targets: list[tuple[str, str, bool, str]]):
    by_store = d.get("by_store") or {d["store"]: d["levels"]}
    every = [r for rows in by_store.values() for r in rows]
    first = every[0]
    out.append(f"## memdir serve under load: concurrent agents ({d['date']})\n")
    out.append(f"One `memdir serve` on loopback, {first['projects']} projects with "
               f"{first['records_per_project']:,} records each, a fresh server (and store) "
               f"per row. Each client has its own agent token and does "
               f"{first['ops_per_client']} operations, one in {d['write_every']} a write (a "
               "new record) and the rest recalls; latencies are the client's, over "
               "keep-alive HTTP/1.1. The clients run on the same machine as the server. "
               "Stores: `files` (one folder per project; a project's operations run one at "
               "a time on the server, so latency grows with the clients per project) and "
               f"`postgresql` ({d.get('postgresql', 'not measured')}; each project a tenant, "
               "no lock in the server). The ratios are against the same store's one-client "
               "row.\n")
    out.append(table(["store", "clients", "recall p50 ms", "recall p95 ms", "p50 / 1 client",
                      "write p50 ms", "writes/s", "writes/s / 1 client", "ops/s"],
                     [(r.get("store", d["store"]), r["clients"], r["recall"]["p50_ms"],
                       r["recall"]["p95_ms"], r["recall_p50_vs_first"], r["write"]["p50_ms"],
                       r["writes_per_s"], r["writes_per_s_vs_first"] or 0.0, r["ops_per_s"])
                      for r in every]))
    out.append("\nChecked after each row: every acknowledged write is there once (files: "
               "its file and one line in MEMORY.md; PostgreSQL: its row through the "
               "project's tenant and one `create` in its history) and reads back through "
               "its project's token; every other project's token gets 404 for it; no recall "
               "or list answer names another project's record.\n")
    out.append(table(["store", "clients", "acknowledged writes", "lost", "duplicated",
                      "wrong content", "cross-tenant", "refused", "5xx", "server tracebacks"],
                     [(r.get("store", d["store"]), r["clients"], r["verified_writes"],
                       r["lost"], r["duplicated"], r["wrong_content"], r["cross_tenant"],
                       r["refused_writes"], r["http_5xx"], r["server_tracebacks"])
                      for r in every]))
    out.append("")
    most = max(r["clients"] for r in every)
    stores = " and ".join(by_store)
    targets.append((f"server: {most} concurrent clients ({stores}), 0 lost, duplicated or "
                    "cross-tenant records, no 5xx",
                    f"lost {sum(r['lost'] for r in every)}, duplicated "
                    f"{sum(r['duplicated'] for r in every)}, cross-tenant "
                    f"{sum(r['cross_tenant'] for r in every)}, 5xx "
                    f"{sum(r['http_5xx'] for r in every)}", d["clean"], "server_load"))


def _prompt(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    out.append(f"## Prompt cost: memory context per turn ({d['date']})\n")
    out.append(table(["records", "memdir chars", "memdir max", "of which catalog",
                      "seed chars", "seed max", "seed / memdir"],
                     [(r["size"], r["ours_chars"], r["ours_max"], r["ours_catalog_chars"],
                       r["seed_chars"], r["seed_max"], r["seed_chars"] / r["ours_chars"])
                      for r in d["rows"]]))
    out.append(f"\nmemdir's bound: catalog cap + recall cap + fixed text = "
               f"{d['bound_chars']:,} characters.\n")
    tg = d["targets"]
    targets.append(("prompt: memdir flat past the caps, the seed's grows",
                    f"last step x{tg['ours_growth_last_step']:.2f}, bounded: "
                    f"{tg['ours_bounded']}", tg["flat_met"], "prompt_flat"))


def _quality(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    parts = d["parts"]
    out.append(f"## Retrieval quality ({d['date']})\n")
    out.append(f"{d['records']} records (zh/en/ja), {d['queries']} labelled queries "
               "(benchmarks/quality_data.py, as benchmarks/sets/quality.jsonl). *memdir* is what "
               "`memdir eval benchmarks/sets/quality.jsonl` answers, run as a command: the "
               "offline ranker as a turn gets it "
               "(script-cut CJK runs, katakana words matched whole, weak terms that cannot "
               "carry a match, calibrated relevance with its cut); *baseline* is the ranker "
               "before abstention (benchmarks/quality_baseline.py), run in the same process; "
               "*seed* is the teaching code's keyword fallback. The *original* set is the "
               "one first measured; the *extended* set adds unanswerable prompts in each "
               "language and Japanese katakana cases. *held out*: every fourth query, never "
               "used to fit the relevance (benchmarks/calibrate.py). Differences are "
               "memdir - baseline with a paired bootstrap 95% interval.\n")
    for name, label in (("original", "original set"), ("extended", "extended set"),
                        ("held_out", "held-out quarter of the extended set")):
        res, diff = parts[name]["results"], parts[name]["differences"]
        cats = [c for c in res["memdir"] if c != "none"]
        out.append(f"recall@5 (MRR), {label}:\n")
        out.append(table(["category", "queries", "memdir", "baseline", "no cut", "seed",
                          "memdir - baseline", "95% interval"],
                         [(c, int(res["memdir"][c]["queries"]),
                           f"{res['memdir'][c]['recall_at_5']:.2f} "
                           f"({res['memdir'][c]['mrr']:.2f})",
                           f"{res['baseline'][c]['recall_at_5']:.2f} "
                           f"({res['baseline'][c]['mrr']:.2f})",
                           f"{res['memdir_no_cut'][c]['recall_at_5']:.2f}",
                           f"{res['seed'][c]['recall_at_5']:.2f}", f"{diff[c]['diff']:+.3f}",
                           f"{diff[c]['low']:+.3f} .. {diff[c]['high']:+.3f}")
                          for c in cats]))
        if "none" in res["memdir"]:
            out.append(f"\nUnanswerable prompts that recall anything, {label} "
                       "(lower is better):\n")
            rows = []
            for lang in ("en", "zh", "ja", "all"):
                key = "recalled_anything" + ("" if lang == "all" else f"_{lang}")
                if key in res["memdir"]["none"]:
                    dd = diff[f"none_{lang}"]
                    rows.append((lang, dd["queries"], res["memdir"]["none"][key],
                                 res["baseline"]["none"][key], res["seed"]["none"][key],
                                 f"{dd['low']:+.2f} .. {dd['high']:+.2f}"))
            out.append(table(["language", "queries", "memdir", "baseline", "seed",
                              "memdir - baseline 95%"], rows))
        out.append("")
    def by_language(name: str) -> dict[str, float]:
        none = parts[name]["results"]["memdir"]["none"]
        return {lang: none.get(f"recalled_anything_{lang}", 0.0) for lang in ("en", "zh", "ja")}

    langs, old_langs = by_language("extended"), by_language("original")
    recall = parts["original"]["results"]["memdir"]["all"]["recall_at_5"]
    base = parts["original"]["results"]["baseline"]["all"]["recall_at_5"]
    out.append(
        "Reading it: abstention comes from what may carry a match, not from the cut. A "
        "record must share a content term with the prompt: hiragana (particles, polite "
        "endings) is never a query term, words of the request itself (write, explain, "
        "推荐), bare numbers and a lone kanji are weak, and a katakana word matches only "
        "whole, inside one katakana run (ラーメン no longer finds エラーメッセージ). What "
        "still recalls is a true shared entity ('Berlin' in a question about the wall and "
        "'works in Berlin time'; 北京 in a train question and 统一北京时间; 曜日 in 何曜日 "
        "and 金曜日), which a lexical ranker cannot refuse without refusing real "
        "one-word questions. The score is the estimated probability that the hit is what "
        "was asked (a logistic fit of the evidence on the design split): a full match of a "
        "short query shows about 0.8, one word of four about 0.45; the cut (0.2) keeps "
        "recall, and raising it to 0.45 would cost 0.15 of recall@5 for no silence gained "
        "(benchmarks/calibrate.py prints the sweep). Tried and not adopted: a second "
        "feature of the fit from the store's vocabulary, which both stores have for free "
        "(the document frequency of each query term), so that a prompt matched in one word "
        "whose other content words no record holds scores lower (`python -m "
        "benchmarks.calibrate --unknown` refits and sweeps). Real one-entity questions look "
        "the same: in Chinese about half of a prompt's bigrams straddle two words and no "
        "record holds them, so '给运营加一个只读权限' (a right answer) has an unknown share of "
        "0.86 where the travel question has 0.88, both at evidence 0.50; in English 'should "
        "I catch all exceptions here?' leaves half its words unknown as 'what year did the "
        "Berlin wall fall?' leaves two thirds. With the share of unknown strong terms the "
        "refit (weight -1.28) first refuses the travel question at cut 0.35, where "
        "overall recall@5 falls from 0.85 to 0.82 (zh_nospace 0.89 to 0.80, paraphrase 0.50 "
        "to 0.42) and the held-out quarter's from 0.86 to 0.83; with their count (weight "
        "-0.52) at cut 0.25, overall 0.83 and held-out 0.82 (paraphrase 0.56 to 0.39); the "
        "share of the store-known query terms a record covers says nothing (the travel "
        "question covers all of them: 北京 is the only one). At the cut kept (0.2) neither "
        "changes anything. Paraphrase stays the weak spot: a lexical ranker cannot match "
        "words that are not there.")
    out.append("")
    met = recall >= base - 1e-9 and all(v <= 0.10 for v in [*langs.values(),
                                                             *old_langs.values()])
    targets.append(("quality: lexical recall@5 no worse than before, unanswerable prompts "
                    "recalling anything <= 10% in every language",
                    f"recall@5 {recall:.2f} (before {base:.2f}); recalled anything, extended "
                    "set: " + ", ".join(f"{k} {v:.2f}" for k, v in langs.items())
                    + "; original set: " + ", ".join(f"{k} {v:.2f}"
                                                     for k, v in old_langs.items()),
                    met, "abstention"))


def _corrections(d: dict[str, Any], out: list[str],
                 targets: list[tuple[str, str, bool, str]]):
    res = d["results"]
    langs = ", ".join(f"{n} {lang}" for lang, n in d["per_language"].items())
    fresh = sorted((s for s in res["memdir"] if s.startswith("fresh")),
                   key=lambda s: int(s.partition("_")[2] or 1))
    splits = [s for s in ("design", "held_out", *fresh, "all") if s in res["memdir"]]
    last = fresh[-1] if fresh else None
    out.append(f"## Corrections: which statements replace a stored memory ({d['date']})\n")
    out.append(f"{d['pairs']} labelled pairs ({langs}; benchmarks/corrections_data.py, "
               "the later rounds in benchmarks/corrections_rounds.py) of a "
               "stored memory and a new statement of the same type, through `Memory.save` "
               "on a real store: as `memdir add` and MCP send them (*memdir*) and as offline "
               "extraction writes them, its records saying \"User said: ...\" (*extract*). "
               "A **false update** replaces a memory the statement is not about (data loss: "
               "target 0); a **true update** replaces the memory the statement corrects (a "
               "miss leaves two records; target 0.90 per language). *previous* is the rule "
               "before the subject check (any change word + the best search hit). The set "
               "holds unrelated statements sharing only a time word, a change verb, a "
               "negation, the old value or a project noun with the stored memory. Splits: "
               "*design* the pairs the first rule was written on; *held_out* (every fourth "
               "pair of the first rounds) and each *fresh* round were written before a rule "
               "ran on them, scored once, then read to classify what it missed; the last "
               f"round ({last}) was written before the rules it was first scored on (that "
               "first run, and whether its misses were read since: the section after this "
               "one).\n")
    rows = []
    for split in splits:
        for lang in ("en", "zh", "ja", "all"):
            m, prev = res["memdir"][split][lang], res["previous"][split][lang]
            ex = res.get("memdir-extract", res["memdir"])[split][lang]
            rows.append((split, lang, m["new"], m["update"], m["false_update_rate"],
                         ex["false_update_rate"], prev["false_update_rate"],
                         m["true_update_rate"], ex["true_update_rate"],
                         prev["true_update_rate"]))
    out.append(table(["split", "lang", "new pairs", "correction pairs",
                      "false-update memdir", "false-update extract", "false-update previous",
                      "true-update memdir", "true-update extract", "true-update previous"],
                     rows))
    wrong = [f"{split} {lang} ({m['false_updates']})" for split, per in res["memdir"].items()
             if split != "all" for lang, m in per.items()
             if lang != "all" and m["false_updates"]]
    out.append(
        "\nReading it: " + ("no false update on either path, in any split. " if not wrong
                            else "false updates on the memdir path in " + ", ".join(wrong)
                            + ", none in any other split. ")
        + "The price of strict rules is missed "
        "corrections, stored as a second record (offline consolidation proposes which "
        "holds); the pairs memdir gets wrong are listed in the JSON result "
        "(`memdir_wrong`). What the rules read, by class rather than by example "
        "(`memdir.pipeline.admission.correction`): verbs of moving, replacing and "
        "changing an amount in zh before 到/成/为 and in ja after に/へ, negations "
        "(不再, 别再用, 不要用, 不是; をやめ, は使わ; ', not'), 从/から before a verb of "
        "change, a value ending where the script changes, the verb a Japanese change "
        "word ends skipped, a new value said in its own clause after the old one, "
        "'from now on' (以后, 今後) with another value of the record's subject, and the "
        "frame rule (`memdir.pipeline.admission.frame`): the whole statement says the "
        "record's subject again and one value by its form (a Latin word in zh/ja, "
        "katakana, a number, a capitalised or signed English word, a language) where the "
        "record's value of the same kind and relation stood (or an amount of the same "
        "unit, or a qualifier of the same head: 'the search team'), whatever words say "
        "it. Both rules refuse a new amount where the record says none ('The services "
        "moved to Python 3.12' against 'Services run on Kubernetes'), and a statement "
        "about the thing a record names as its value, the record's own subject unsaid "
        "('The ops repo moved to GitHub Enterprise' against 'Runbooks live in the ops "
        "repo', `memdir.pipeline.admission.its_value`); offline consolidation asks the "
        "same rule (`corrects_record`).")
    out.append("")
    m, prev = res["memdir"]["all"]["all"], res["previous"]["all"]["all"]
    ex = res.get("memdir-extract", res["memdir"])["all"]["all"]
    targets.append((f"corrections: no false update on {d['pairs']} pairs (zh/en/ja)",
                    f"false {m['false_update_rate']:.2f}, extract {ex['false_update_rate']:.2f}"
                    f" (previous {prev['false_update_rate']:.2f})",
                    m["false_updates"] == 0 and ex["false_updates"] == 0, "corrections"))
    rates = {lang: res["memdir"]["all"][lang]["true_update_rate"] for lang in LANGS}
    _true_updates(targets, "all pairs", rates, "corrections_true")
    # The unseen figure is the newest round's first run: a round read since (its classes
    # fixed) would show its later figures, and a round newer than the results is unscored.
    first = LAST_CORRECTIONS_FIRST_RUN
    if last is None or int(last.partition("_")[2] or 1) <= int(first["round"][6:]):
        label = (f"{first['round']}, the newest round, not read; its first run: 'How the "
                 "correction rounds were used'")
        _true_updates(targets, label, first["true"], "corrections_unseen")
    else:
        label = (f"{last}, the last round; its first run: 'How the correction rounds "
                 "were used'")
        rates = {lang: res["memdir"][last][lang]["true_update_rate"] for lang in LANGS}
        _true_updates(targets, label, rates, "corrections_unseen")


def _true_updates(targets: list[tuple[str, str, bool, str]], label: str,
                  rates: dict[str, float], key: str) -> None:
    worst = min(rates.values())
    targets.append((f"corrections: true updates >= 0.90 per language ({label})",
                    f"{worst:.2f} worst language ("
                    + ", ".join(f"{lang} {rates[lang]:.2f}" for lang in LANGS)
                    + ")", worst >= 0.90, key))


# fresh_34 as first scored on the rules of 04b61f1, written blind and not read to change a
# rule (RESULTS item 61): true updates 0, 2 and 4 of 12 on the memdir path (0, 2 and 3 on the
# extract path), no false update on its 24 look-alikes. It stays the unseen figure while it is
# the newest round, whatever later rules make of it. fresh_33's first run before it: 1, 2 and 4
# of 12, no false update (item 58).
LAST_CORRECTIONS_FIRST_RUN: dict[str, Any] = {
    "round": "fresh_34",
    "true": {"en": 0 / 12, "zh": 2 / 12, "ja": 4 / 12},
}


LANGS = ("en", "zh", "ja")


def _faults(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    c = d["counts"]
    out.append(f"## Fault injection: SIGKILL during writes and consolidations ({d['date']})\n")
    out.append(table(["count", "value"], list(c.items())))
    out.append("")
    targets.append((f"faults: {c['kills']} kills, lost = 0, corrupt = 0, torn = 0, "
                    "doctor clean", f"lost {c['lost']}, corrupt {c['corrupt']}, torn "
                    f"{c['consolidation_torn']}, doctor exit {c['doctor_exit_code']}",
                    d["ok"], "faults"))


def _ls_speed(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    out.append(f"## memdir ls: the table against ls --json ({d['date']})\n")
    out.append(f"Fresh processes, COLUMNS=80, {d['records']:,} records, median of "
               f"{d['runs']} runs; `ls` shows the newest 50, `ls --all` every record.\n")
    out.append(table(["command", "ms", "/ ls --json", "lines printed"],
                     [(label, c["median_ms"], c["over_json"], c["lines"])
                      for label, c in d["commands"].items()]))
    out.append(f"\nThe first `ls` after the store was written builds the search index once: "
               f"{d['cold_ls_ms']:,.0f} ms.\n")
    ratio = d["commands"]["ls"]["over_json"]
    targets.append((f"ls: table at {d['records']:,} records no slower than ls --json",
                    f"{ratio:.2f}x of ls --json", ratio <= 1.0, "ls_speed"))


def _staleness(d: dict[str, Any], out: list[str],
               targets: list[tuple[str, str, bool, str]]):
    labels, cost = d["labels"], d["recall"]
    out.append(f"## Staleness: memories that cite code ({d['date']})\n")
    out.append("`benchmarks/staleness.py` builds a small Python repository, saves memories "
               "that cite its functions and files, then edits, renames and deletes files "
               "between sessions and checks the label each memory gets "
               "(`memdir.pipeline.anchors.check`). Cells are the label got; a wrong one is marked "
               "with the expected label.\n")
    sessions = sorted({r["session"] for r in labels["rows"]})
    grid: dict[str, dict[int, str]] = {}
    for r in labels["rows"]:
        cell = r["got"] if r["ok"] else f"**{r['got']}** (expected {r['expected']})"
        if r["now"]:
            cell += f" -> {r['now']}"
        grid.setdefault(r["memory"], {})[r["session"]] = cell
    out.append(table(["memory", *(f"session {s}" for s in sessions)],
                     [(name, *(cells.get(s, "") for s in sessions))
                      for name, cells in grid.items()]))
    out.append(f"\nLabels correct: {labels['correct']}/{labels['total']}.\n")
    out.append(f"Recall in-process, {cost['records']:,} records, {cost['queries']} queries, "
               f"{cost['anchors_checked_per_recall']} anchors checked per recall (warm: the "
               "cited files were checked before, one stat each; cold: every check reads its "
               "file, as in a hook process started per prompt):\n")
    runs = ("without anchors", "with anchors, warm", "with anchors, cold")
    out.append(table(["recall", "p50 ms", "p95 ms", "p50 over no anchors"],
                     [(label, cost[label]["p50_ms"], cost[label]["p95_ms"],
                       f"{cost[label].get('delta_p50_ms', 0):+.2f}") for label in runs]))
    out.append("")
    targets.append(("staleness: every label correct on the staleness set",
                    f"{labels['correct']}/{labels['total']}",
                    labels["correct"] == labels["total"], "staleness_labels"))
    warm = cost["with anchors, warm"]["delta_p50_ms"]
    cold = cost["with anchors, cold"]["delta_p50_ms"]
    targets.append((f"staleness: recall with {cost['records']:,} anchored memories at most "
                    "+2 ms at p50", f"warm {warm:+.2f} ms, cold {cold:+.2f} ms",
                    max(warm, cold) <= 2.0, "staleness_cost"))


# A result file is not committed (benchmarks/results/ is ignored), so a run of one
# benchmark on a fresh clone has only its own JSON: the sections and targets of the
# others are kept from the RESULTS.md being rewritten, never replaced by "no result yet".
SECTIONS = {"writes": ("## Writes:", "writes:"), "recall": ("## Recall latency", "recall:"),
            "prompt_cost": ("## Prompt cost", "prompt:"),
            "quality": ("## Retrieval quality", "quality:"),
            "corrections": ("## Corrections:", "corrections:"),
            "extraction": ("## Offline extraction", "extraction:"),
            "secrets": ("## Secrets:", "secrets:"),
            "consolidation": ("## Offline consolidation", "consolidation:"),
            "faults": ("## Fault injection", "faults:"),
            "ls_speed": ("## memdir ls", "ls:"),
            "semantic": ("## Semantic extra", "semantic:"),
            "embedding_text": ("## What text is embedded", None),
            "density": ("## The hubness correction's cost", None),
            "gemma_variants": ("## EmbeddingGemma in int8", None),
            "semantic_speed": ("## Semantic speed", "semantic speed:"),
            "staleness": ("## Staleness", "staleness:"),
            "startup": ("## Fresh-process startup", "startup:"),
            "hook_latency": ("## Hook latency", None),
            "server_load": ("## memdir serve under load", "server:"),
            "pg_recall": ("## Recall on PostgreSQL", "postgres recall:"),
            "pg_faults": ("## PostgreSQL stopped under load", "postgres faults:"),
            **report_security.SECTIONS, **report_time.SECTIONS,
            **report_usage.SECTIONS, **report_before_after.SECTIONS,
            **report_conversations.SECTIONS, **report_admission.SECTIONS,
            **report_resident.SECTIONS}


def _previous(text: str) -> tuple[dict[str, str], list[str], list[str]]:
    """(section text by heading line, target table rows, missed-target bullets)."""
    sections: dict[str, str] = {}
    for part in ("\n" + text).split("\n## ")[1:]:
        heading = "## " + part.split("\n", 1)[0]
        sections[heading] = ("## " + part).rstrip() + "\n"
    targets = sections.get("## Targets", "")
    rows = [ln for ln in targets.splitlines()[3:] if ln.startswith("| ")]
    bullets = [ln for ln in targets.splitlines() if ln.startswith("- **")]
    return sections, rows, bullets


def _kept(name: str, previous: str) -> tuple[str | None, list[str], list[str]]:
    sections, rows, bullets = _previous(previous)
    heading, prefix = SECTIONS.get(name, (f"## {name}", None))
    section = next((t for h, t in sections.items() if h.startswith(heading)), None)
    if prefix is None:
        return section, [], []
    return (section, [r for r in rows if r[2:].startswith(prefix)],
            [b for b in bullets if b[4:].startswith(prefix)])


def _keep_hand_written(out: list[str], previous: str, names: Sequence[str]) -> None:
    """Put back the sections of the previous RESULTS.md that no benchmark renders (written
    by hand, or by a script without a report), each after the section it followed."""
    prefixes = [SECTIONS.get(name, (f"## {name}", None))[0] for name in names]
    anchor: str | None = None
    placed: dict[str | None, int] = {}  # anchor -> where the last one put after it went
    for heading, text in _previous(previous)[0].items():
        if heading == "## Targets":
            continue
        known = next((p for p in prefixes if heading.startswith(p)), None)
        if known is not None:
            anchor = known
            continue
        if anchor in placed:
            at = placed[anchor] + 1
        else:
            start = next((i for i, o in enumerate(out) if anchor and o.startswith(anchor)),
                         None)
            at = len(out) if start is None else next(
                (j for j in range(start + 1, len(out)) if out[j].startswith("## ")), len(out))
        out.insert(at, text)
        for key, where in placed.items():
            if where >= at:
                placed[key] = where + 1
        placed[anchor] = at


def render(names: Sequence[str] = ("writes", "recall", "prompt_cost", "quality",
                                   "corrections", "extraction", "hearing", "secrets",
                                   "consolidation",
                                   "faults", "ls_speed", "semantic", "embedding_text",
                                   "density", "gemma_variants",
                                   "semantic_speed", "staleness", "startup", "hook_latency",
                                   "resident", "resident_speed",
                                   "server_load", "attack_load", "pg_recall", "pg_faults",
                                   "redaction",
                                   "relative_dates", "validity_recall", "accounting",
                                   "conversations", "conversations_2", "conversations_3",
                                   "conversations_4", "conversations_5", "conversations_6",
                                   "conversations_7", "conversations_8", "conversations_9",
                                   "conversations_10", "conversations_11", "conversations_12",
                                   "conversations_13", "chunk_speed",
                                   "before_after"),
           previous: str = "") -> str:
    out = ["# Benchmark results\n",
           "Produced by `make bench` / `make faults` (`python -m benchmarks.report` renders "
           "this file from `benchmarks/results/*.json`). Every ratio is measured in the same "
           "run against `benchmarks/seed_baseline.py`, a re-implementation of the teaching "
           "code's algorithms (rebuild the index from every file on each write, the whole "
           "index in every prompt, substring keyword fallback). The machine is shared "
           "(2 cores, colleagues running tests), so absolute times are noisy; the ratios "
           "are the result.\n"]
    targets: list[tuple[str, str, bool, str]] = []
    rows_out: list[Sequence[str]] = []  # the targets table, in benchmark order
    # The missed targets' notes, in benchmark order whether a benchmark's note is rendered
    # from its JSON or kept from ``previous``: which results are at hand moves none of them.
    bullets_out: list[str] = []
    machine = None
    for name in names:
        d = _load(name)
        if d is None:
            section, rows, bullets = _kept(name, previous)
            out.append(section or f"## {name}\n\n(no result yet: run the benchmark)\n")
            cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
            rows_out += [tuple(c) for c in cells if len(c) == 3]
            bullets_out += bullets
            continue
        first = len(targets)
        machine = machine or d.get("machine")
        if name == "writes":
            _writes(d, out, targets)
        elif name == "recall":
            _recall(d, out, targets)
        elif name == "prompt_cost":
            _prompt(d, out, targets)
        elif name == "quality":
            _quality(d, out, targets)
        elif name == "corrections":
            _corrections(d, out, targets)
        elif name == "extraction":
            report_admission.extraction(d, out, targets)
        elif name == "hearing":
            report_admission.hearing(d, out, targets)
        elif name == "secrets":
            report_admission.secrets(d, out, targets)
        elif name == "consolidation":
            report_admission.consolidation(d, out, targets)
        elif name == "faults":
            _faults(d, out, targets)
        elif name == "ls_speed":
            _ls_speed(d, out, targets)
        elif name == "semantic":
            report_semantic.semantic(d, out, targets)
        elif name == "embedding_text":
            report_semantic.embedding_text(d, out, targets)
        elif name == "density":
            report_semantic.density(d, out, targets)
        elif name == "gemma_variants":
            report_semantic.gemma_variants(d, out, targets)
        elif name == "semantic_speed":
            report_semantic.semantic_speed(d, out, targets)
        elif name == "staleness":
            _staleness(d, out, targets)
        elif name == "startup":
            _startup(d, out, targets)
        elif name == "hook_latency":
            _hook_latency(d, out, targets)
        elif name == "resident":
            report_resident.resident(d, out, targets)
        elif name == "resident_speed":
            report_resident.resident_speed(d, out, targets)
        elif name == "server_load":
            _server_load(d, out, targets)
        elif name == "attack_load":
            report_security.attack_load(
                d, out, targets, _load("attack_load_unpaced"),
                {who: _load(f"attack_load_{who}") for who in ("flooder", "halfopen", "none")})
        elif name == "pg_recall":
            report_pg.pg_recall(d, out, targets)
        elif name == "pg_faults":
            report_pg.pg_faults(d, out, targets)
        elif name == "redaction":
            report_security.redaction(d, out, targets)
        elif name == "relative_dates":
            report_time.relative_dates(d, out, targets)
        elif name == "validity_recall":
            report_time.validity_recall(d, out, targets)
        elif name == "accounting":
            report_usage.accounting(d, out, targets)
        elif name == "conversations" or name.startswith("conversations_"):
            report_conversations.conversations_set(
                int(name.rpartition("_")[2]) if name != "conversations" else 1,
                d, out, targets)
        elif name == "chunk_speed":
            report_conversations.chunk_speed(d, out, targets)
        elif name == "before_after":
            report_before_after.before_after(d, out, targets)
        rows_out += [(t, r, _status(m)) for t, r, m, _ in targets[first:]]
        bullets_out += [f"- **{t}**: {_note(key)}" for t, _, m, key in targets[first:]
                        if not m and key]
    _keep_hand_written(out, previous, names)
    summary = ["## Targets\n", table(["target", "result", "status"], rows_out), ""]
    if bullets_out:
        summary.append("### Missed targets: why, and what would reach them\n")
        summary += bullets_out
        summary.append("")
    if machine:
        summary.append(f"Machine: Python {machine['python']}, {machine['platform']}, "
                       f"{machine['cpus']} CPUs.\n")
    else:
        summary += [ln + "\n" for ln in previous.splitlines() if ln.startswith("Machine: ")][:1]
    text = "\n".join([out[0], out[1], *summary, *out[2:]]).rstrip() + "\n"
    return _with_hand_written(text, previous)


def _note(key: str) -> str:
    """Why the target ``key`` was missed. The note is the whole text RESULTS.md shows: a
    sentence added to a note in RESULTS.md by hand is lost at the next run of its benchmark
    unless it is written here (tests/test_bench_report.py holds them equal)."""
    for notes in (MISSED_NOTES, report_admission.MISSED_NOTES, report_pg.MISSED_NOTES,
                  report_security.MISSED_NOTES, report_semantic.MISSED_NOTES,
                  report_time.MISSED_NOTES, report_usage.MISSED_NOTES,
                  report_resident.MISSED_NOTES):
        if key in notes:
            return notes[key]
    return report_before_after.MISSED_NOTES[key]


def _with_hand_written(text: str, previous: str) -> str:
    """``text`` with the sections of ``previous`` no benchmark renders (written by hand,
    as "## Session notes" was, and once lost by a re-render), each after the section it
    followed there (at the end if that one is gone). A heading that starts like a
    benchmark's ("## Corrections: ...") is that benchmark's older section, not kept."""
    known = [heading for heading, _ in SECTIONS.values()] + ["## Targets"]
    old, _, _ = _previous(previous)
    headings = list(old)
    new = _previous(text)[0]
    for i, heading in enumerate(headings):
        if any(heading.startswith(k) for k in known) or heading in new:
            continue
        after = next((h for h in reversed(headings[:i]) if h in new), None)
        parts = list(new.items())
        at = next((j + 1 for j, (h, _) in enumerate(parts) if h == after), len(parts))
        parts.insert(at, (heading, old[heading]))
        new = dict(parts)
    head = text.split("\n## ", 1)[0].rstrip() + "\n"
    return "\n".join([head, *new.values()]).rstrip() + "\n"


def main(argv: Sequence[str] | None = None) -> None:
    target = Path(argv[0]) if argv else OUT
    previous = target.read_text(encoding="utf-8") if target.exists() else ""
    text = render(previous=previous)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1:])
