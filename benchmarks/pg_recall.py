"""Recall on PostgreSQL beside the file store, in the same run: the same answers, and the
cost at 100,000 records in one project.

1. **Comparability** on the multilingual quality set (`benchmarks.quality_data`, zh/en/ja):
   both stores hold the same records; each query is searched on both with the default
   cut. Reported: recall@5 and MRR per store, the share of queries whose top 5 is the
   same list on both, the share whose hits have the same scores in the same order (they
   differ only in which of records of exactly equal relevance come first), and the share
   of unanswerable prompts that recall anything.
2. **Scale**: ``--records`` synthetic records (`benchmarks.common.synthetic_records`,
   mixed zh/en/ja; 100,000 by default) in one project. The file store is filled by
   writing the files and one index rebuild (`common.fill_store`); PostgreSQL by batched
   inserts of rows computed by the store's own functions (the same text, tokens and
   tsvector a `PostgresStore.upsert` writes, in 2,000-row transactions instead of
   100,000). Reported: search p50/p95 on each store, the ratio PostgreSQL / file store,
   and the overlap of their top 5 (synthetic records tie a lot: ties order differently).

PostgreSQL: ``MEMDIR_BENCH_POSTGRES`` (a superuser URL), else a throwaway cluster like the
tests' (`benchmarks.postgres_cluster`). Run: ``python -m benchmarks.pg_recall [--quick]``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from memdir.foundation.record import Record
from memdir.store.files.index import SearchIndex

from . import quality_data
from .common import (
    fill_store,
    parser,
    percentile,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .postgres_cluster import app_database, throwaway_cluster
from .quality import score


@contextlib.contextmanager
def postgres_dsn() -> Iterator[str]:
    """An ordinary role's DSN to a fresh database (see `postgres_cluster.app_database`)."""
    url = os.environ.get("MEMDIR_BENCH_POSTGRES")
    with contextlib.ExitStack() as stack:
        if not url:
            url = stack.enter_context(throwaway_cluster())
        yield app_database(url)


def bulk_load(store, records: Sequence[Record], chunk: int = 2_000) -> None:
    """Rows for ``records`` computed exactly as `PostgresStore.upsert` computes them (the
    record, its search row and so its postings, written by the database's trigger),
    inserted by ``executemany`` in large transactions (COPY is not allowed on tables with
    row-level security). Then what autovacuum does to a table that grew: VACUUM ANALYZE,
    so the postings' index answers without visiting the table (its visibility map)."""
    from memdir.foundation.record import now_iso, parse_record, timestamp
    from memdir.foundation.validity import instant
    from memdir.store.postgres.postings import posting_terms
    from memdir.store.postgres.search import UPSERT_RECORD, field_terms

    stamp = now_iso()
    search_sql = ("INSERT INTO memdir_search (scope, key, seq, key_terms, body_terms, created)"
                  " SELECT scope, key, seq, %s, %s, %s FROM memdir_records"
                  " WHERE scope = %s AND key = %s")
    for start in range(0, len(records), chunk):
        rows, terms = [], []
        for r in records[start:start + chunk]:
            text = r.evolve(created=r.created or stamp, updated=r.updated or stamp).to_text()
            rec = parse_record(text, f"{r.name}.md")
            fields = field_terms(rec.name, rec.description, rec.body)
            rows.append((store.scope, rec.key, rec.name, rec.file, text, rec.hash,
                         rec.description, rec.type, timestamp(rec.updated) or 0.0, *fields))
            terms.append((*posting_terms(fields), instant(rec.created), store.scope, rec.key))
        with store._tx() as conn:
            conn.cursor().executemany(UPSERT_RECORD, rows)
            conn.cursor().executemany(search_sql, terms)
    import psycopg

    with psycopg.connect(store.dsn, autocommit=True) as conn:
        for table in ("memdir_records", "memdir_search", "memdir_postings"):
            conn.execute(f"VACUUM ANALYZE {table}")


def comparability(dsn: str, tmp: Path, quick: bool) -> dict:
    from memdir.store.postgres import PostgresStore

    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    queries = quality_data.queries()
    if quick:
        queries = queries[::10]
    files = fill_store(tmp / "quality" / ".memory", records)
    pg = PostgresStore(dsn, tenant="quality-set")
    bulk_load(pg, records)
    per: dict[str, dict[str, list[float]]] = {"file": {}, "postgres": {}}
    same = same_scores = 0
    with SearchIndex(files) as index:
        for q in queries:
            hits = {"file": index.search(str(q["query"])),
                    "postgres": pg.search(str(q["query"]))}
            got = {s: [h.name for h in hs] for s, hs in hits.items()}
            same += got["file"] == got["postgres"]
            # The same scores in the same order: differing only in which of several
            # records of exactly equal relevance come first.
            same_scores += [h.score for h in hits["file"]] == [h.score for h in
                                                               hits["postgres"]]
            for system, names in got.items():
                m = per[system]
                if q["relevant"]:
                    r5, rr = score(names, list(q["relevant"]))
                    m.setdefault("recall_at_5", []).append(r5)
                    m.setdefault("mrr", []).append(rr)
                else:
                    m.setdefault("none_recalled", []).append(float(bool(names)))
    out = {s: {k: round(sum(v) / len(v), 4) for k, v in m.items()} for s, m in per.items()}
    return {"records": len(records), "queries": len(queries),
            "same_top5": round(same / len(queries), 4),
            "same_scores": round(same_scores / len(queries), 4), **out}


def scale(dsn: str, tmp: Path, n: int, searches: int) -> dict:
    from memdir.store.postgres import PostgresStore

    records = synthetic_records(n)
    queries = synthetic_queries(searches)
    t0 = time.perf_counter()
    files = fill_store(tmp / "scale" / ".memory", records)
    fill_files = time.perf_counter() - t0
    pg = PostgresStore(dsn, tenant="scale")
    t0 = time.perf_counter()
    bulk_load(pg, records)
    fill_pg = time.perf_counter() - t0
    times: dict[str, list[float]] = {"file": [], "postgres": []}
    overlap = []
    with SearchIndex(files) as index:
        index.search(queries[0])  # sync once: the file store's first search reads the folder
        pg.search(queries[0])
        for q in queries:
            t0 = time.perf_counter()
            a = [h.name for h in index.search(q)]
            times["file"].append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            b = [h.name for h in pg.search(q)]
            times["postgres"].append(time.perf_counter() - t0)
            if a or b:
                overlap.append(len(set(a) & set(b)) / max(len(a), len(b)))
    stats = {s: {"p50_ms": round(percentile(v, 50) * 1000, 2),
                 "p95_ms": round(percentile(v, 95) * 1000, 2)} for s, v in times.items()}
    return {"records": n, "searches": searches, "fill_s": {"file": round(fill_files, 1),
            "postgres": round(fill_pg, 1)}, **stats,
            "ratio_p50": round(stats["postgres"]["p50_ms"] / stats["file"]["p50_ms"], 2),
            "top5_overlap": round(sum(overlap) / len(overlap), 4) if overlap else None}


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=100_000)
    args = p.parse_args(argv)
    n, searches = (2_000, 20) if args.quick else (args.records, 200)
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-pg-"))
    try:
        with postgres_dsn() as dsn:
            quality = comparability(dsn, tmp, args.quick)
            big = scale(dsn, tmp, n, searches)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("\nquality set: same queries on both stores (default cut)")
    print(table(["store", "recall@5", "MRR", "unanswerable recalling"],
                [(s, quality[s]["recall_at_5"], quality[s]["mrr"],
                  quality[s].get("none_recalled", "")) for s in ("file", "postgres")]))
    print(f"identical top 5 on {quality['same_top5']:.0%} of {quality['queries']} queries; "
          f"the same scores in the same order on {quality['same_scores']:.0%}")
    print(f"\n{n:,} records in one project, {searches} searches")
    print(table(["store", "fill s", "p50 ms", "p95 ms"],
                [(s, big["fill_s"][s], big[s]["p50_ms"], big[s]["p95_ms"])
                 for s in ("file", "postgres")]))
    print(f"postgres / file p50: {big['ratio_p50']}x; top-5 overlap {big['top5_overlap']}")
    data = {"quality": quality, "scale": big}
    write_result("pg_recall", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
