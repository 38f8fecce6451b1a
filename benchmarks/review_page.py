"""The review page's list of memories at 10,000 records: paged against unpaged.

Each request goes through the whole app (Starlette routing, the service, the template)
in process, with Starlette's TestClient; the baseline is the same app configured to show
every record on one page, measured in the same run. Reported: the median of ``--runs``
requests for the first page, a page deep in the list, a type filter, a search, and an
origin filter (which reads every record's frontmatter: its first request in a process is
reported apart as "cold", later ones reuse what the store parsed).

Run: ``python -m benchmarks.review_page [--records 10000] [--runs 7] [--quick]``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from memdir import Memory
from memdir.store import FileStore

from .common import fill_store, parser, synthetic_records, table, write_result

FULL = {"records": 10_000, "runs": 7}
QUICK = {"records": 120, "runs": 1}


def _signed_in(app: Any, sessions: Any) -> Any:
    """A client holding a session, as a browser after its one-time link: every request
    measured goes through the door (the session cookie looked up) as a person's does."""
    from starlette.testclient import TestClient

    client = TestClient(app)
    assert client.get(f"/open?code={sessions.issue()}").status_code == 200
    return client


def _get(client: Any, path: str) -> float:
    started = time.perf_counter()
    response = client.get(path)
    elapsed = time.perf_counter() - started
    assert response.status_code == 200, response.status_code
    return elapsed


def main(argv: list[str] | None = None) -> dict[str, Any]:
    from memdir.web import review_app
    from memdir.web.sessions import Sessions

    p = parser(__doc__.splitlines()[0])
    p.add_argument("--records", type=int, default=None, help="records in the store")
    p.add_argument("--runs", type=int, default=None, help="requests per page (median)")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    records, runs = args.records or size["records"], args.runs or size["runs"]
    with tempfile.TemporaryDirectory(prefix="memdir-review-bench-") as tmp_name:
        tmp = Path(tmp_name)
        # Written straight to files, as a clone brings them: origin "repository".
        project = fill_store(tmp / "project" / ".memory", synthetic_records(records))
        user = FileStore(tmp / "user", scope="user")
        memory = Memory(project, user=user, provider="offline")
        middle = max(1, records // 100)
        pages = {"first page": "/memories", f"page {middle}": f"/memories?page={middle}",
                 "type filter": "/memories?type=reference", "search": "/memories?q=deploy",
                 "origin filter": "/memories?origin=repository"}
        sessions = Sessions()
        paged = _signed_in(review_app(memory, sessions=sessions,
                                      allowed_hosts=["testserver"]), sessions)
        unpaged = _signed_in(review_app(memory, sessions=sessions, allowed_hosts=["testserver"],
                                        per_page=records), sessions)
        _get(paged, "/memories")  # index synced and templates compiled, outside every sample
        cold_origin = _get(paged, pages["origin filter"])
        _get(unpaged, "/memories")
        samples: dict[str, list[float]] = {label: [] for label in pages}
        baseline: list[float] = []
        for _ in range(runs):
            for label, path in pages.items():
                samples[label].append(_get(paged, path))
            baseline.append(_get(unpaged, "/memories"))
        memory.close()
    base_ms = statistics.median(baseline) * 1000
    rows = [(label, round(statistics.median(v) * 1000, 1),
             round(statistics.median(v) * 1000 / base_ms, 3)) for label, v in samples.items()]
    rows.append(("every record on one page (baseline)", round(base_ms, 1), 1.0))
    print(f"review page: in-process request time, median of {runs} run(s), "
          f"{records:,} records\n")
    print(table(["request", "ms", "/ unpaged"], rows))
    print(f"\ncold: first origin filter in the process: {cold_origin * 1000:,.0f} ms")
    data = {"records": records, "runs": runs, "cold_origin_ms": round(cold_origin * 1000, 1),
            "requests": {label: {"median_ms": ms, "over_unpaged": ratio}
                         for label, ms, ratio in rows}}
    write_result("review_page", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
