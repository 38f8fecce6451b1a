"""The inbox under a flood: one page of it against the whole of it, on each store.

A visitor of a public agent can fill the inbox with proposals (each session and token has
a cap since, but a site has many visitors). This fills a project's inbox with ``N``
pending visitor proposals (a redacted claim of a few kilobytes and its diff each) and
as many decided ones, then measures what a reviewer's first look costs, in one process,
the measurements interleaved so both see the same load:

- *before*: the inbox as it was read (`memdir.service.review.all_proposals`: every
  proposal read from the store, then the pending ones answered): GET /v1/inbox's body
  was all of them, and the review page showed all of them;
- *after*: GET /v1/inbox through the app (50 a page, the store's index), and the review
  page's first page (50 and a link to the next).

The review page before is the same page with every pending proposal on it (the service
asked for all of them). Sizes are the bytes of the answer; times the median of
``--runs``. Over PostgreSQL too when one is at hand (``MEMDIR_BENCH_POSTGRES``, else a
throwaway cluster; skipped without one).

Run: ``python -m benchmarks.inbox_page [--pending 2000] [--runs 5] [--quick]``.
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from memdir.service import wire
from memdir.service.review import all_proposals

from .common import parser, table, write_result

FULL = {"pending": 2_000, "runs": 5}
QUICK = {"pending": 60, "runs": 1}
CLAIM = ("A visitor said the opening hours changed and the owner moved the shop to the "
         "other side of the square; they repeat it with every detail they remember. ")


def proposal(i: int, status: str) -> dict[str, Any]:
    body = CLAIM * 20  # about 3 KB: a redacted claim and its diff
    text = (f"---\nname: claim-{i}\ndescription: Claim {i} a visitor made\ntype: project\n"
            f"origin: visitor\n---\n{body}\n")
    day = f"2026-11-{1 + i % 28:02d}T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z"
    return {"id": f"p{i:010x}", "kind": "write", "scope": "project", "writer": "visitor",
            "origin": "visitor", "reason": "Said by a visitor of the public agent (not "
            "verified).", "status": status, "created": day,
            "decided": day if status != "pending" else None,
            "source": {"session": f"v-{i % 500:04d}", "quote": CLAIM[:200], "visitor": True},
            "actor": "remote-flood", "candidate": {"name": f"claim-{i}", "type": "project",
                                                   "description": f"Claim {i}", "body": body},
            "ops": [{"op": "write", "name": f"claim-{i}", "text": text, "base": "absent",
                     "base_text": None}]}


def fill(store: Any, pending: int) -> None:
    for i in range(pending * 2):
        store.save_proposal(proposal(i, "pending" if i % 2 == 0 else "rejected"))


class EveryPending:
    """A memory whose pending inbox is answered whole: the review page as it was."""

    def __init__(self, memory: Any) -> None:
        self._memory = memory

    def __getattr__(self, name: str) -> Any:
        return getattr(self._memory, name)

    def inbox_page(self, status: str | None = "pending", *, limit: int | None = None,
                   after: str | None = None, newest: bool = False) -> Any:
        if status == "pending" and limit:
            limit = None
        return self._memory.inbox_page(status, limit=limit, after=after, newest=newest)


@contextlib.contextmanager
def postgres() -> Iterator[str | None]:
    from .postgres_cluster import PostgresUnavailable, app_database, throwaway_cluster

    url = os.environ.get("MEMDIR_BENCH_POSTGRES")
    with contextlib.ExitStack() as stack:
        if not url:
            try:
                url = stack.enter_context(throwaway_cluster())
            except PostgresUnavailable:
                yield None
                return
        yield app_database(url)


def measure(kind: str, data: Path, dsn: str | None, pending: int, runs: int) -> dict[str, Any]:
    from starlette.testclient import TestClient

    from memdir.server.app import create_app
    from memdir.service.memory import Memory
    from memdir.web.app import review_app

    project = f"flood-{os.urandom(3).hex()}"
    if kind == "files":
        from memdir.server.tokens import TokenBook
        from memdir.store.files.store import FileStore

        book: Any = TokenBook(data)

        def store() -> Any:
            return FileStore(data / "projects" / project / "memory", scope="project",
                             private=True)
    else:
        from memdir.server.pg_tokens import PgTokenBook
        from memdir.store.postgres import PostgresStore

        book = PgTokenBook(dsn)

        def store() -> Any:
            return PostgresStore(dsn, tenant=project, scope="project")
    reviewer = book.create(project, "reviewer")[0]
    seeded = store()
    fill(seeded, pending)
    seeded.close()

    memory = Memory(store(), user=False, provider="offline")
    before_page = TestClient(review_app(EveryPending(memory), sessions=None,
                                        allowed_hosts=["testserver"]))
    after_page = TestClient(review_app(memory, sessions=None, allowed_hosts=["testserver"]))
    app = TestClient(create_app(data, dsn))
    headers = {"Authorization": f"Bearer {reviewer}"}

    def rest_before() -> bytes:
        found = all_proposals(memory.stores, "pending")
        return json.dumps({"proposals": [wire.proposal_json(p) for p in found]}).encode()

    def rest_after() -> bytes:
        answer = app.get("/v1/inbox", headers=headers)
        assert answer.status_code == 200, answer.text
        return answer.content

    def page(client: Any) -> Callable[[], bytes]:
        def get() -> bytes:
            answer = client.get("/inbox")
            assert answer.status_code == 200, answer.text
            return answer.content
        return get

    jobs = {"REST before": rest_before, "REST after": rest_after,
            "page before": page(before_page), "page after": page(after_page)}
    times: dict[str, list[float]] = {name: [] for name in jobs}
    sizes: dict[str, int] = {}
    with app:
        for _ in range(runs):
            for name, job in jobs.items():
                start = time.perf_counter()
                body = job()
                times[name].append(time.perf_counter() - start)
                sizes[name] = len(body)
    memory.close()
    extra: dict[str, float] = {}
    if kind == "files":
        # A fresh process's first page: with the summary the last listing left, and with
        # none (the first listing ever, or after the cache was deleted: every file read).
        def first_page() -> float:
            fresh = store()
            start = time.perf_counter()
            fresh.proposal_page("pending", limit=50)
            took = time.perf_counter() - start
            fresh.close()
            return took * 1000
        extra["fresh_store_ms"] = round(statistics.median(first_page() for _ in range(runs)), 2)
        cache = data / "projects" / project / "memory" / ".cache"
        made = []
        for _ in range(runs):
            for suffix in ("", "-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    (cache / f"inbox.sqlite{suffix}").unlink()
            made.append(first_page())
        extra["summary_made_ms"] = round(statistics.median(made), 1)
    rows = []
    for what in ("REST", "page"):
        before, after = f"{what} before", f"{what} after"
        b_ms = statistics.median(times[before]) * 1000
        a_ms = statistics.median(times[after]) * 1000
        rows.append({"store": kind, "answer": "GET /v1/inbox" if what == "REST"
                     else "review page /inbox", "before_bytes": sizes[before],
                     "after_bytes": sizes[after], "before_ms": round(b_ms, 1),
                     "after_ms": round(a_ms, 2), "ratio": round(b_ms / max(a_ms, 1e-6), 1)})
    return {"rows": rows, **extra}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--pending", type=int, default=None, help="pending proposals")
    p.add_argument("--runs", type=int, default=None, help="measurements (median)")
    p.add_argument("--no-postgres", action="store_true", help="the file store only")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    pending, runs = args.pending or size["pending"], args.runs or size["runs"]
    rows: list[dict[str, Any]] = []
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="memdir-inbox-bench-") as tmp:
        files = measure("files", Path(tmp) / "files", None, pending, runs)
        rows += files["rows"]
        if not args.no_postgres:
            with postgres() as dsn:
                if dsn is not None:
                    rows += measure("postgresql", Path(tmp) / "pg", dsn, pending, runs)["rows"]
    print(table(["store", "answer", "before bytes", "after bytes", "before ms", "after ms",
                 "before / after"],
                [[r["store"], r["answer"], r["before_bytes"], r["after_bytes"],
                  r["before_ms"], r["after_ms"], r["ratio"]] for r in rows]))
    print(f"files, a fresh store's first page: {files['fresh_store_ms']} ms with the summary "
          f"kept, {files['summary_made_ms']} ms making it (every proposal read once)")
    data = {"pending": pending, "decided": pending, "runs": runs, "load": round(load, 2),
            "rows": rows, "fresh_store_ms": files["fresh_store_ms"],
            "summary_made_ms": files["summary_made_ms"]}
    write_result("inbox_page", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
