"""PostgreSQL stopped in the middle of a load: nothing acknowledged is lost, nothing doubled,
the clients and the server recover by themselves.

A throwaway cluster (commits durable: ``synchronous_commit`` on; fsync off, since only the
server processes die, not the machine) serves ``memdir serve --store postgresql://...``.
``--agents`` concurrent agents, spread over ``--projects`` projects with an agent token
each, use memdir's own client (`memdir.service.remote.RemoteMemory`) for a fixed number of
operations: every other one saves a new memory (a name of its own), the others recall.
While they run, the cluster is stopped ``--stops`` times with ``pg_ctl stop -m
immediate`` (its processes killed at once: no checkpoint, whatever a transaction had not
committed is gone, the next start replays the WAL) once the load has made a share of its
writes, left down ``--down`` seconds, and started again. Neither the server nor the
clients are touched.

An agent does what an agent does when its memory server does not answer
(`ServerUnavailableError`: a 503 while the database is down, a refused or timed-out
connection): a recall counts as "no memory this turn" and the agent goes on; a save is
sent again, after a short wait, until it is answered (each within ``OP_DEADLINE``). A save
whose first try was committed just before the stop (the answer lost) is answered by the
retry as a duplicate of itself or unchanged, never written twice.

Checked at the end, through each project's tenant:

- every acknowledged save is there, with its content, and so is every save acknowledged
  before a stop;
- nothing is doubled: each saved name has one row and exactly one ``create`` in its
  history, and the project holds no record it was not sent;
- every agent finished its operations (it recovered by itself: nobody restarted it or the
  server), and how long after each restart the first save succeeded;
- no answer other than 200 or 503, and no traceback in the server's log.

Run: ``python -m benchmarks.pg_faults [--agents 20] [--ops 40] [--stops 2] [--quick]``.
"""

from __future__ import annotations

import os
import random
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import (
    EN_WORDS,
    fresh_env,
    parser,
    summary_ms,
    synthetic_queries,
    table,
    write_result,
)
from .postgres_cluster import Cluster, app_database

FULL = {"agents": 20, "projects": 2, "ops": 40, "stops": 2, "down": 4.0}
QUICK = {"agents": 4, "projects": 2, "ops": 10, "stops": 1, "down": 1.0}
OP_DEADLINE = 90.0  # seconds one save may take, retries included, before it is given up
RUN_DEADLINE = 600.0  # seconds for the whole load
RETRY_WAIT = (0.2, 2.0)  # an agent's wait before sending a save again: first, longest
CLIENT_TIMEOUT = 40.0  # > the server's pool timeout (30 s): a 503, not a client timeout


def save_body(project: str, agent: int, k: int) -> dict[str, str]:
    rng = random.Random(f"{project}/{agent}/{k}")
    a, b, c = rng.sample(EN_WORDS, 3)
    return {"name": f"{project}-a{agent}-w{k}", "type": "project",
            "description": f"Agent {agent} of {project} note {k}: keep {a} beside {b}",
            "body": f"Written by agent {agent} as write {k}; it covers {a}, {b} and {c}."}


def acknowledged(answer: Any, name: str) -> bool:
    """A save (a `Written`) that is there: created, or (a retry of one committed before
    the answer was lost) unchanged or refused as a duplicate of itself."""
    if answer.record is not None and answer.record.name == name:
        return True
    return bool(answer.decision.unchanged) or f"Duplicate of '{name}'" in answer.decision.reason


class Agent:
    """One agent's client and what happened to it."""

    def __init__(self, url: str, token: str, project: str, index: int) -> None:
        from memdir.service.remote.memory import RemoteMemory

        self.memory = RemoteMemory(url, token, timeout=CLIENT_TIMEOUT)
        self.project, self.index = project, index
        self.acked: list[tuple[dict[str, str], float]] = []  # (save, when answered)
        self.given_up: list[dict[str, str]] = []
        self.retries = self.recalls_without_memory = self.refusals = 0
        self.unexpected: list[str] = []
        self.op_s: list[float] = []

    def save(self, body: dict[str, str]) -> None:
        from memdir.foundation.candidate import Candidate
        from memdir.foundation.errors import MemdirError, ServerUnavailableError

        start, wait = time.monotonic(), RETRY_WAIT[0]
        while time.monotonic() - start < OP_DEADLINE:
            try:
                answer = self.memory.save_written(Candidate(**body))
            except ServerUnavailableError as exc:
                if "failed (5" in str(exc) and "(503)" not in str(exc):
                    self.unexpected.append(str(exc)[:300])
                self.retries += 1
                time.sleep(wait)
                wait = min(wait * 2, RETRY_WAIT[1])
                continue
            except MemdirError as exc:  # a 4xx: the server refused, never a down database
                self.unexpected.append(str(exc)[:300])
                return
            self.op_s.append(time.monotonic() - start)
            if acknowledged(answer, body["name"]):
                self.acked.append((body, time.monotonic()))
            else:
                self.refusals += 1
                self.unexpected.append(f"refused: {answer}"[:300])
            return
        self.given_up.append(body)

    def recall(self, query: str) -> None:
        from memdir.foundation.errors import MemdirError, ServerUnavailableError

        try:
            self.memory.recall(query)
        except ServerUnavailableError:
            self.recalls_without_memory += 1  # the agent goes on without memory this turn
        except MemdirError as exc:
            self.unexpected.append(str(exc)[:300])

    def run(self, ops: int, queries: Sequence[str], progress: threading.Semaphore) -> None:
        for k in range(ops):
            if k % 2:
                self.save(save_body(self.project, self.index, k))
                progress.release()
            else:
                self.recall(queries[(self.index * ops + k) % len(queries)])


def stopper(cluster: Cluster, progress: threading.Semaphore, at_saves: Sequence[int],
            down: float, events: list[dict[str, float]], t0: float) -> None:
    """Stop the cluster (immediate) once the load has made each of ``at_saves`` saves
    (acknowledged or not), leave it down ``down`` seconds, start it again."""
    done = 0
    for target in at_saves:
        while done < target:
            if not progress.acquire(timeout=RUN_DEADLINE):
                return
            done += 1
        stopped = time.monotonic()
        cluster.stop("immediate")
        time.sleep(down)
        cluster.start()
        events.append({"after_saves": done, "stopped_at_s": round(stopped - t0, 2),
                       "restarted_at_s": round(time.monotonic() - t0, 2)})


def verify(url: str, agents: Sequence[Agent], projects: Sequence[str],
           events: Sequence[dict[str, float]], t0: float) -> dict[str, int]:
    """Count lost, doubled and stray records through each project's tenant."""
    from memdir.store.postgres import PostgresStore

    counts = {"acknowledged": 0, "acknowledged_before_a_stop": 0, "lost": 0,
              "lost_before_a_stop": 0, "wrong_content": 0, "duplicated": 0, "stray": 0}
    first_stop = events[0]["stopped_at_s"] + t0 if events else float("inf")
    for project in projects:
        store = PostgresStore(url, tenant=project, scope="project")
        sent = {save_body(a.project, a.index, k)["name"]
                for a in agents if a.project == project for k in range(1, 10_000, 2)}
        names = [r.name for r in store.list()]
        counts["stray"] += sum(n not in sent for n in names)
        for agent in (a for a in agents if a.project == project):
            for body, when in agent.acked:
                counts["acknowledged"] += 1
                before = when < first_stop
                counts["acknowledged_before_a_stop"] += before
                rec = store.find(body["name"])
                if rec is None:
                    counts["lost"] += 1
                    counts["lost_before_a_stop"] += before
                    continue
                counts["wrong_content"] += (rec.description, rec.body.strip()) != (
                    body["description"], body["body"])
                creates = sum(e.op == "create" for e in store.history(body["name"]))
                counts["duplicated"] += creates != 1 or names.count(rec.name) != 1
    return counts


def recovery(agents: Sequence[Agent], events: Sequence[dict[str, float]],
             t0: float) -> list[float | None]:
    """Seconds from each restart to the first save acknowledged after it (any agent)."""
    out: list[float | None] = []
    for e in events:
        restart = t0 + e["restarted_at_s"]
        after = [when for a in agents for _, when in a.acked if when >= restart]
        out.append(round(min(after) - restart, 2) if after else None)
    return out


def run(size: dict[str, Any], tmp: Path) -> dict[str, Any]:
    from memdir.server.pg_tokens import PgTokenBook

    from .server_load import Server

    projects = [f"fault{chr(ord('a') + i)}" for i in range(size["projects"])]
    saves = size["agents"] * (size["ops"] // 2)
    at = [saves * (i + 1) // (size["stops"] + 1) for i in range(size["stops"])]
    cluster = Cluster(durable_commits=True)
    try:
        cluster.start()
        url = app_database(cluster.url)
        book = PgTokenBook(url)
        home = tmp / "home"
        home.mkdir()
        os.environ["MEMDIR_HOME"] = str(home)  # the agents' admission queue, if any
        server = Server(tmp / "data", fresh_env(tmp, home, tmp / "pycache"), url)
        try:
            base = f"http://127.0.0.1:{server.port}"
            agents = [Agent(base, book.create(projects[i % len(projects)], "agent",
                                              f"fault {i}")[0], projects[i % len(projects)], i)
                      for i in range(size["agents"])]
            queries = synthetic_queries(40)
            for a in agents[:len(projects)]:
                a.recall(queries[0])  # the first request of a project opens its store
            progress, events = threading.Semaphore(0), []
            t0 = time.monotonic()
            threads = [threading.Thread(target=a.run, args=(size["ops"], queries, progress),
                                        daemon=True) for a in agents]
            stop_thread = threading.Thread(target=stopper, args=(
                cluster, progress, at, size["down"], events, t0), daemon=True)
            for t in [stop_thread, *threads]:
                t.start()
            for t in threads:
                t.join(max(0.0, RUN_DEADLINE - (time.monotonic() - t0)))
            stop_thread.join(60)
            wall = time.monotonic() - t0
            unfinished = sum(t.is_alive() for t in threads)
            counts = verify(url, agents, projects, events, t0) if not unfinished else {}
            alive = server.proc.poll() is None
        finally:
            log = server.stop()
    finally:
        try:
            cluster.stop("immediate")
        except RuntimeError:
            pass  # already down
        cluster.remove()
    unexpected = [u for a in agents for u in a.unexpected]
    return {"agents": size["agents"], "projects": len(projects), "ops_per_agent": size["ops"],
            "stops": len(events), "down_s": size["down"], "events": events,
            "wall_s": round(wall, 2), "unfinished_agents": unfinished,
            "server_alive": alive, "server_tracebacks": log.count("Traceback"),
            "given_up_saves": sum(len(a.given_up) for a in agents),
            "save_retries": sum(a.retries for a in agents),
            "recalls_without_memory": sum(a.recalls_without_memory for a in agents),
            "unexpected_answers": len(unexpected), "unexpected_examples": unexpected[:3],
            "first_save_after_restart_s": recovery(agents, events, t0),
            "save": summary_ms([s for a in agents for s in a.op_s]), **counts}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--agents", type=int, default=None)
    p.add_argument("--ops", type=int, default=None, help="operations per agent")
    p.add_argument("--stops", type=int, default=None, help="immediate stops during the load")
    p.add_argument("--down", type=float, default=None, help="seconds down at each stop")
    args = p.parse_args(argv)
    size = dict(QUICK if args.quick else FULL)
    for key in ("agents", "ops", "stops", "down"):
        if getattr(args, key) is not None:
            size[key] = getattr(args, key)
    with tempfile.TemporaryDirectory(prefix="memdir-pg-faults-") as tmp:
        data = run(size, Path(tmp))
    bad = ("lost", "lost_before_a_stop", "wrong_content", "duplicated", "stray",
           "unfinished_agents", "server_tracebacks", "given_up_saves", "unexpected_answers")
    data["ok"] = (data["server_alive"] and data["stops"] == size["stops"]
                  and all(data.get(k, 1) == 0 for k in bad))
    print(f"{data['agents']} agents over {data['projects']} projects, {data['ops_per_agent']} "
          f"operations each (every other a save); PostgreSQL stopped (immediate) "
          f"{data['stops']} times for {data['down_s']} s")
    print(table(["count", "value"], [(k, data.get(k)) for k in (
        "acknowledged", "acknowledged_before_a_stop", "lost", "duplicated", "stray",
        "wrong_content", "save_retries", "recalls_without_memory", "given_up_saves",
        "unexpected_answers", "unfinished_agents", "server_tracebacks")]))
    print(f"first save after each restart: {data['first_save_after_restart_s']} s; "
          f"server alive: {data['server_alive']}; ok: {data['ok']}")
    write_result("pg_faults", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
