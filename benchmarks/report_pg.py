"""The PostgreSQL sections of RESULTS.md: recall beside the file store, and the fault run
(`benchmarks.pg_recall`, `benchmarks.pg_faults`). Called by `benchmarks.report`."""

from __future__ import annotations

from typing import Any

from .common import table

Targets = list[tuple[str, str, bool, str]]

MISSED_NOTES = {
    "pg_recall_scores": (
        "A query scored differently on the two stores: compare the evidence of the "
        "differing hits (`memdir.providers.ranking.evidence`) and each term's document "
        "frequency on both; they are computed from the same tokens, so a difference is a "
        "tokenization or counting bug, not a tolerance."),
    "pg_recall_speed": (
        "A search's time is its terms' postings: compare how many each query read on each "
        "store (a common word of the synthetic set is in a fifth of the records). On "
        "PostgreSQL look at the plan of one term's postings (an index-only scan of "
        "`memdir_postings_pkey`, no heap fetches once autovacuum has run) and at the "
        "scoring of the hundred best candidates (`memdir.store.postgres.search.CANDIDATES`); "
        "packing a term's postings into blocks would cut both the rows read and their size."),
    "pg_faults": (
        "See the counts: a lost or doubled save is a durability bug (check "
        "`synchronous_commit` and the retried write's answer), an unfinished agent or an "
        "answer other than 200 or 503 means the server or its pool did not recover by "
        "itself; the server's log of the run has the details."),
}


def pg_recall(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    q, s = d["quality"], d["scale"]
    out.append(f"## Recall on PostgreSQL beside the file store ({d['date']})\n")
    out.append(f"`python -m benchmarks.pg_recall`: the same queries on both stores in one "
               f"run. Quality set ({q['records']} records, {q['queries']} queries, zh/en/ja, "
               "default cut):\n")
    out.append(table(["store", "recall@5", "MRR", "unanswerable recalling"],
                     [(name, q[name]["recall_at_5"], q[name]["mrr"],
                       q[name].get("none_recalled", "")) for name in ("file", "postgres")]))
    out.append(f"\nThe same scores in the same order on {q['same_scores']:.0%} of the queries; "
               f"the identical top 5 on {q['same_top5']:.0%} (the rest differ only in which "
               "of records of exactly equal relevance comes first).\n")
    out.append(f"Scale: {s['records']:,} synthetic records (zh/en/ja) in one project, "
               f"{s['searches']} searches, the same queries on both stores:\n")
    out.append(table(["store", "fill s", "search p50 ms", "search p95 ms"],
                     [(name, s["fill_s"][name], s[name]["p50_ms"], s[name]["p95_ms"])
                      for name in ("file", "postgres")]))
    out.append(f"\nPostgreSQL / file store at p50: {s['ratio_p50']}x; top-5 overlap "
               f"{s['top5_overlap']} (synthetic records tie a lot, and ties order "
               "differently). Where the time goes: each store reads the postings of the "
               "query's terms and nothing else, SQLite FTS5's doclists in the file store, "
               "`memdir_postings` (a row per term and record, found through its primary "
               "key, which row-level security lets PostgreSQL use) summed with numpy in "
               "PostgreSQL; then each scores its hundred or twenty best candidates. The "
               "synthetic records are a hard case for both: a common word is in a fifth of "
               "them, and their Japanese bodies are long runs of katakana words. See "
               "docs/postgres.md.\n")
    targets.append(("postgres recall: the same scores as the file store on the quality set",
                    f"{q['same_scores']:.0%} of {q['queries']} queries, recall@5 "
                    f"{q['postgres']['recall_at_5']:.2f} vs {q['file']['recall_at_5']:.2f}",
                    q["same_scores"] == 1.0, "pg_recall_scores"))
    targets.append((f"postgres recall: p50 at {s['records']:,} records in one tenant no "
                    "slower than the file store's", f"{s['postgres']['p50_ms']:.0f} ms vs "
                    f"{s['file']['p50_ms']:.0f} ms ({s['ratio_p50']}x)",
                    s["ratio_p50"] <= 1.0, "pg_recall_speed"))


def pg_faults(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    out.append(f"## PostgreSQL stopped under load: immediate stops ({d['date']})\n")
    out.append(f"`python -m benchmarks.pg_faults`: {d['agents']} agents (memdir's own remote "
               f"client, {d['projects']} projects, {d['ops_per_agent']} operations each, "
               "every other a save of a new memory, the rest recalls) against one "
               "`memdir serve --store postgresql://...`; the cluster was stopped with "
               f"`pg_ctl stop -m immediate` {d['stops']} times during the load, "
               f"{d['down_s']} s down each time, then started again. Nobody restarted the "
               "server or the agents: an agent sends an unanswered save again (the server "
               "answers 503 while the database is down) and goes on without memory for a "
               "recall. Checked through each project's tenant at the end.\n")
    keys = ("acknowledged", "acknowledged_before_a_stop", "lost", "lost_before_a_stop",
            "duplicated", "stray", "wrong_content", "save_retries", "recalls_without_memory",
            "given_up_saves", "unexpected_answers", "unfinished_agents", "server_tracebacks")
    out.append(table(["count", "value"], [(k, d.get(k, "")) for k in keys]))
    out.append(f"\nFirst save acknowledged after each restart: "
               f"{', '.join(f'{x} s' for x in d['first_save_after_restart_s'])}; save p50 "
               f"{d['save']['p50_ms']:.0f} ms, p95 {d['save']['p95_ms']:.0f} ms (retries "
               f"included); the server process alive at the end: {d['server_alive']}.\n")
    targets.append((f"postgres faults: {d['stops']} immediate stops under load, 0 lost or "
                    "doubled, clients and server recover by themselves",
                    f"lost {d.get('lost', '?')}, duplicated {d.get('duplicated', '?')}, "
                    f"unfinished agents {d['unfinished_agents']}, unexpected answers "
                    f"{d['unexpected_answers']}", d["ok"], "pg_faults"))
