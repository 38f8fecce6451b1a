"""Load on one `memdir serve`: concurrent agents recalling and writing, nothing lost or leaked.

A real ``memdir serve`` process on a free loopback port, with its own temporary data
folder, is driven by 1, 10 and 50 concurrent clients (threads, one keep-alive
``http.client`` connection each). The clients are spread over ``--projects`` projects
(tenants), each client with its own agent token bound to its project; each project starts
with ``--records`` records. Every client does the same fixed number of operations: a
write (``POST /v1/memories``, a new record with a name of its own) every third operation,
a recall (``POST /v1/recall``) otherwise. Each level gets a fresh server and data folder,
so every level starts from the same state.

Reported per level: recall p50/p95 as the client sees it, acknowledged writes per second
(over the level's wall time), and the ratio of each to one client. Then the run is checked,
and any failure is counted, not hidden:

- every acknowledged write is there exactly once: its file, its one line in MEMORY.md,
  and ``GET /v1/memories/NAME`` through its own project's token answers its content;
- nothing crosses tenants: every recall and list answer names only records of the
  client's own project, and another project's token gets 404 for every written record;
- no 5xx answer and no traceback in the server's log.

The server runs with its per-token rate limits raised (``--limit``, see
docs/configuration.md): the load measures what the server can serve, and the check reads
every write back through one token per project, far past the default burst; the limits
themselves are tested in tests/adversarial/test_server_limits.py.

Stores: the same loads against a server over its file store (a project's operations run
one at a time there, a lock per project, so latency grows with the clients per project)
and against ``memdir serve --store postgresql://...`` on a throwaway cluster (each
project a tenant, token hashes in the database, no lock in the server: the database keeps
writers apart). For PostgreSQL "there exactly once" is: the row answers through the
project's tenant, and its history holds exactly one ``create``.

Run: ``python -m benchmarks.server_load [--store files,postgresql] [--clients 1,10,50]
[--ops 30] [--quick]`` (``--quick``: the file store unless ``--store`` says otherwise).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import random
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.launch import memdir_command

from .common import (
    EN_WORDS,
    fill_store,
    fresh_env,
    parser,
    percentile,
    summary_ms,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .postgres_cluster import PostgresUnavailable

FULL = {"clients": (1, 10, 50), "projects": 4, "records": 500, "ops": 30,
        "stores": ("files", "postgresql")}
QUICK = {"clients": (1, 4), "projects": 2, "records": 20, "ops": 6, "stores": ("files",)}
STORES = ("files", "postgresql")
WRITE_EVERY = 3  # one operation in three is a write
REQUEST_TIMEOUT = 60.0  # seconds for one request: a hung server fails the run, not hangs it
LEVEL_DEADLINE = 600.0  # seconds for one level's clients to finish
START_TIMEOUT = 180.0  # seconds for a server to listen: a bound on a hang (a loaded machine
# gave a starting server's imports less than a tenth of a core: over 30 s)
# `memdir serve --limit`: a token's rate and burst far above what one client sends here,
# so no answer is a 429 (each client keeps one connection, well under the per-address cap).
LIMITS = ("rate_per_second=100000", "rate_burst=100000")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """One ``memdir serve`` subprocess on loopback, its log in a file; ``limits``: its
    ``--limit`` pairs (default: the raised rates of this benchmark)."""

    def __init__(self, data: Path, env: dict[str, str], store: str | None = None,
                 limits: Sequence[str] = LIMITS) -> None:
        self.data, self.port = data, free_port()
        self.log = data.parent / f"{data.name}.log"
        self._log_file = self.log.open("wb")
        extra = ["--store", store] if store else []
        for pair in limits:
            extra += ["--limit", pair]
        self.proc = subprocess.Popen(
            memdir_command("serve", "--data", str(data), "--host", "127.0.0.1",
                           "--port", str(self.port), "--log-level", "warning", *extra),
            stdout=self._log_file, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"memdir serve exited {self.proc.returncode}: "
                                   f"{self.log.read_text(errors='replace')[-800:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"memdir serve did not listen on port {self.port} within "
                           f"{START_TIMEOUT:.0f} s")

    def stop(self) -> str:
        """Stop the server; its log."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log_file.close()
        return self.log.read_text(encoding="utf-8", errors="replace")


class Client:
    """One agent: its token, its project, one keep-alive connection."""

    def __init__(self, port: int, token: str, project: str) -> None:
        self.port, self.token, self.project = port, token, project
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_TIMEOUT)

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        payload = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Authorization": f"Bearer {self.token}"}
        if payload is not None:
            headers["Content-Type"] = "application/json"
        try:
            self.conn.request(method, path, body=payload, headers=headers)
            resp = self.conn.getresponse()
            raw = resp.read()
        except (OSError, http.client.HTTPException):
            # A dropped keep-alive connection: one fresh try, then the error is the result.
            self.conn.close()
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port,
                                                   timeout=REQUEST_TIMEOUT)
            self.conn.request(method, path, body=payload, headers=headers)
            resp = self.conn.getresponse()
            raw = resp.read()
        try:
            return resp.status, json.loads(raw)
        except ValueError:
            return resp.status, raw.decode("utf-8", errors="replace")

    def close(self) -> None:
        self.conn.close()


def write_body(project: str, client: int, k: int, rng: random.Random) -> dict[str, str]:
    """A new record no other write repeats: its own name and a description naming it (no
    temporary marker or change cue, so the policy admits it as a create)."""
    a, b, c = rng.sample(EN_WORDS, 3)
    name = f"{project}-c{client}-w{k}"
    return {"name": name, "type": "project",
            "description": f"Agent {client} of {project} note {k}: keep {a} beside {b}",
            "body": f"Written by agent {client} as write {k}; it covers {a}, {b} and {c}."}


def run_client(client: Client, index: int, ops: int, queries: Sequence[str],
               out: dict[str, Any]) -> None:
    rng = random.Random(index)
    for k in range(ops):
        if k % WRITE_EVERY == WRITE_EVERY - 1:
            body = write_body(client.project, index, k, rng)
            start = time.perf_counter()
            status, answer = client.call("POST", "/v1/memories", body)
            out["write_s"].append(time.perf_counter() - start)
            if status >= 500:
                out["5xx"] += 1
            elif status == 200 and answer.get("saved") and answer.get("name") == body["name"]:
                out["acked"].append(body)
            else:
                out["refused"].append({"status": status, "answer": answer})
        else:
            query = queries[(index * ops + k) % len(queries)]
            start = time.perf_counter()
            status, answer = client.call("POST", "/v1/recall", {"query": query, "limit": 5})
            out["recall_s"].append(time.perf_counter() - start)
            if status >= 500:
                out["5xx"] += 1
            elif status != 200:
                out["errors"].append({"status": status, "answer": answer})
            else:
                out["recalled"] += len(answer["results"])
                out["seen"].update(r["record"]["name"] for r in answer["results"])


def warm_up(readers: dict[str, Client], queries: Sequence[str]) -> list[dict[str, Any]]:
    """One recall and one write per project before the clock starts: the first request of
    a project opens its store and index and imports the write path (policy, secret
    scanner), which would otherwise be the one-client level's slowest write. The writes
    are verified with the rest: one result per reader, in the readers' order."""
    written = []
    for n, (project, reader) in enumerate(readers.items()):
        status, answer = reader.call("POST", "/v1/recall", {"query": queries[0]})
        if status != 200:
            raise RuntimeError(f"warm-up recall in {project} answered {status}: {answer}")
        body = write_body(project, -1, n, random.Random(n))
        status, answer = reader.call("POST", "/v1/memories", body)
        if status != 200 or not answer.get("saved"):
            raise RuntimeError(f"warm-up write in {project} answered {status}: {answer}")
        written.append({"acked": [body], "seen": set()})
    return written


class FileBackend:
    """The server's own files: ``DATA/projects/NAME/memory`` and ``DATA/tokens.json``."""

    name = "files"
    url: str | None = None

    def __init__(self, data: Path) -> None:
        self.data = data

    def seed(self, projects: Sequence[str], records: int) -> dict[str, set[str]]:
        """Each project's starting records (names distinct across projects), by project."""
        names: dict[str, set[str]] = {}
        for i, project in enumerate(projects):
            recs = synthetic_records(records, start=i * records)
            fill_store(self.data / "projects" / project / "memory", recs)
            names[project] = {r.name for r in recs}
        return names

    def book(self) -> Any:
        from memdir.server.tokens import TokenBook

        return TokenBook(self.data)

    def copies(self, project: str, writes: Sequence[dict[str, str]]) -> dict[str, int]:
        """How many times each write is there: its file and its lines in MEMORY.md."""
        folder = self.data / "projects" / project / "memory"
        index = (folder / "MEMORY.md").read_text(encoding="utf-8") if writes else ""
        return {w["name"]: index.count(f"({w['name']}.md)")
                if (folder / f"{w['name']}.md").is_file() else 0 for w in writes}


class PgBackend(FileBackend):
    """``memdir serve --store URL``: each project a tenant of a fresh database."""

    name = "postgresql"

    def __init__(self, data: Path, url: str) -> None:
        super().__init__(data)
        self.url = url

    def store(self, project: str) -> Any:
        from memdir.store.postgres import PostgresStore

        return PostgresStore(self.url, tenant=project, scope="project")

    def seed(self, projects: Sequence[str], records: int) -> dict[str, set[str]]:
        from .pg_recall import bulk_load

        names: dict[str, set[str]] = {}
        for i, project in enumerate(projects):
            recs = synthetic_records(records, start=i * records)
            bulk_load(self.store(project), recs)
            names[project] = {r.name for r in recs}
        return names

    def book(self) -> Any:
        from memdir.server.pg_tokens import PgTokenBook

        return PgTokenBook(self.url)

    def copies(self, project: str, writes: Sequence[dict[str, str]]) -> dict[str, int]:
        """How many times each write is there: its row (through the project's tenant),
        counted as the ``create`` entries of its history (a write applied twice, say a
        retried request, would show two)."""
        store = self.store(project)
        return {w["name"]: sum(e.op == "create" for e in store.history(w["name"]))
                if store.find(w["name"]) is not None else 0 for w in writes}


@contextlib.contextmanager
def backends(store: str, tmp: Path) -> Iterator[Any]:
    """A maker of fresh backends of one kind (one per level: each starts from the same
    state); for PostgreSQL, a throwaway cluster (or MEMDIR_BENCH_POSTGRES) and a fresh
    database per level."""
    if store == "files":
        yield lambda level: FileBackend(tmp / f"data-{level}")
        return
    from .postgres_cluster import app_database, throwaway_cluster

    with contextlib.ExitStack() as stack:
        url = os.environ.get("MEMDIR_BENCH_POSTGRES") or stack.enter_context(
            throwaway_cluster())
        yield lambda level: PgBackend(tmp / f"pg-data-{level}", app_database(url))


def verify(backend: Any, readers: dict[str, Client], clients: Sequence[Client],
           outs: Sequence[dict[str, Any]], names: dict[str, set[str]]) -> dict[str, int]:
    """Count what went wrong: lost or doubled writes, answers from another tenant.

    ``readers`` holds one token per project, not a load client's: with one client only,
    every other project is still asked for that client's records."""
    counts = {"verified_writes": 0, "lost": 0, "duplicated": 0, "wrong_content": 0,
              "cross_tenant": 0, "checked_reads": 0}
    written: dict[str, list[dict[str, str]]] = {p: [] for p in names}
    for client, out in zip(clients, outs, strict=True):
        written[client.project] += out["acked"]
    own = {p: names[p] | {w["name"] for w in written[p]} for p in names}
    for client, out in zip(clients, outs, strict=True):
        counts["cross_tenant"] += len(out["seen"] - own[client.project])
    for project, writes in written.items():
        counts["verified_writes"] += len(writes)
        copies = backend.copies(project, writes)
        reader = readers[project]
        for w in writes:
            status, answer = reader.call("GET", f"/v1/memories/{w['name']}")
            counts["checked_reads"] += 1
            if copies[w["name"]] == 0 or status != 200:
                counts["lost"] += 1
            elif copies[w["name"]] > 1:
                counts["duplicated"] += 1
            elif (answer.get("record") or {}).get("description") != w["description"]:
                counts["wrong_content"] += 1
            for other in readers.values():  # no other tenant can read it
                if other.project != project:
                    status, _ = other.call("GET", f"/v1/memories/{w['name']}")
                    counts["checked_reads"] += 1
                    counts["cross_tenant"] += status != 404
        status, answer = reader.call("GET", "/v1/memories?limit=500")
        if status != 200:
            raise RuntimeError(f"listing {project} answered {status}: {answer}")
        counts["cross_tenant"] += len({r["name"] for r in answer["records"]} - own[project])
    return counts


def level(tmp: Path, n_clients: int, projects: Sequence[str], records: int, ops: int,
          queries: Sequence[str], backend: Any) -> dict[str, Any]:
    names = backend.seed(projects, records)
    book = backend.book()
    tokens = [(book.create(projects[i % len(projects)], "agent", f"load {i}")[0],
               projects[i % len(projects)]) for i in range(n_clients)]
    home = tmp / f"home-{backend.name}-{n_clients}"
    home.mkdir()
    env = fresh_env(tmp, home, tmp / "pycache")
    readers = {p: (book.create(p, "agent", "load verify")[0], p) for p in projects}
    server = Server(backend.data, env, backend.url)
    try:
        readers = {p: Client(server.port, token, p) for p, (token, _) in readers.items()}
        warm = warm_up(readers, queries)
        clients = [Client(server.port, token, project) for token, project in tokens]
        outs = [{"recall_s": [], "write_s": [], "acked": [], "refused": [], "errors": [],
                 "seen": set(), "recalled": 0, "5xx": 0} for _ in clients]
        threads = [threading.Thread(target=run_client, args=(c, i, ops, queries, outs[i]),
                                    daemon=True) for i, c in enumerate(clients)]
        start = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join(max(0.0, LEVEL_DEADLINE - (time.perf_counter() - start)))
        wall = time.perf_counter() - start
        if any(t.is_alive() for t in threads):
            raise RuntimeError(f"{n_clients} clients did not finish within "
                               f"{LEVEL_DEADLINE:.0f} s")
        checks = verify(backend, readers, [*clients, *readers.values()], [*outs, *warm],
                        names)
        for c in [*clients, *readers.values()]:
            c.close()
    finally:
        log = server.stop()
    recall_s = [s for o in outs for s in o["recall_s"]]
    write_s = [s for o in outs for s in o["write_s"]]
    acked = sum(len(o["acked"]) for o in outs)
    return {"store": backend.name, "clients": n_clients, "projects": len(projects),
            "records_per_project": records,
            "ops_per_client": ops, "wall_s": round(wall, 3),
            "recall": summary_ms(recall_s), "write": summary_ms(write_s),
            "acked_writes": acked, "writes_per_s": round(acked / wall, 2),
            "ops_per_s": round((len(recall_s) + len(write_s)) / wall, 2),
            "recall_p99_ms": round(percentile([s * 1000 for s in recall_s], 99), 3),
            "recalled_results": sum(o["recalled"] for o in outs),
            "refused_writes": sum(len(o["refused"]) for o in outs),
            "refused_examples": [r for o in outs for r in o["refused"]][:3],
            "other_errors": sum(len(o["errors"]) for o in outs),
            "http_5xx": sum(o["5xx"] for o in outs),
            "server_tracebacks": log.count("Traceback"),
            **checks}


def with_ratios(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each level against the store's first (one client)."""
    base = rows[0]
    for r in rows:
        r["recall_p50_vs_first"] = round(r["recall"]["p50_ms"] / base["recall"]["p50_ms"], 2)
        r["writes_per_s_vs_first"] = round(r["writes_per_s"] / base["writes_per_s"], 2) \
            if base["writes_per_s"] else None
    return rows


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--store", default=None,
                   help="comma-separated stores: files, postgresql (default: both; "
                        "--quick: files)")
    p.add_argument("--clients", default=None,
                   help="comma-separated client counts, one level each (e.g. 1,10,50)")
    p.add_argument("--projects", type=int, default=None, help="projects (tenants), >= 2")
    p.add_argument("--records", type=int, default=None, help="starting records per project")
    p.add_argument("--ops", type=int, default=None, help="operations per client")
    args = p.parse_args(argv)
    size = QUICK if args.quick else FULL
    levels = tuple(int(x) for x in args.clients.split(",")) if args.clients \
        else size["clients"]
    stores = tuple(args.store.split(",")) if args.store else size["stores"]
    if not stores or any(s not in STORES for s in stores):
        p.error(f"--store takes {', '.join(STORES)}")
    n_projects = max(2, args.projects or size["projects"])
    projects = [f"load{chr(ord('a') + i)}" for i in range(n_projects)]
    queries = synthetic_queries(60)
    by_store: dict[str, list[dict[str, Any]]] = {}
    postgresql = "not run (--store)"
    with tempfile.TemporaryDirectory(prefix="memdir-load-bench-") as tmp_name:
        tmp = Path(tmp_name)
        for store in stores:
            try:
                with backends(store, tmp) as fresh:
                    by_store[store] = with_ratios([
                        level(tmp, n, projects, args.records or size["records"],
                              args.ops or size["ops"], queries, fresh(n)) for n in levels])
            except PostgresUnavailable as exc:
                postgresql = f"not measured ({exc})"
                continue
            if store == "postgresql":
                postgresql = "served by memdir serve --store postgresql://... from a " \
                             "throwaway cluster on this machine"
    if not by_store:
        raise SystemExit(f"No store could be measured: PostgreSQL {postgresql}.")
    bad = ("lost", "duplicated", "wrong_content", "cross_tenant", "http_5xx",
           "server_tracebacks", "refused_writes", "other_errors")
    every = [r for rows in by_store.values() for r in rows]
    first_store = next(iter(by_store))
    data = {"store": first_store, "levels": by_store[first_store], "by_store": by_store,
            "postgresql": postgresql, "write_every": WRITE_EVERY, "cpus": os.cpu_count(),
            "clean": all(r[k] == 0 for r in every for k in bad)}
    first = every[0]
    print(f"memdir serve under load: {n_projects} projects, "
          f"{first['records_per_project']:,} records each to start, "
          f"{first['ops_per_client']} operations per client (1 in {WRITE_EVERY} a write)")
    print(table(["store", "clients", "recall p50 ms", "recall p95 ms", "x p50 vs 1",
                 "write p50 ms", "writes/s", "x writes/s vs 1", "acked", "lost", "dup",
                 "cross-tenant", "5xx"],
                [(r["store"], r["clients"], r["recall"]["p50_ms"], r["recall"]["p95_ms"],
                  r["recall_p50_vs_first"], r["write"]["p50_ms"], r["writes_per_s"],
                  r["writes_per_s_vs_first"] or 0.0, r["acked_writes"], r["lost"],
                  r["duplicated"], r["cross_tenant"], r["http_5xx"]) for r in every]))
    write_result("server_load", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
