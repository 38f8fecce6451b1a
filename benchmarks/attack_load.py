"""Load with an attacker present: one `memdir serve` over PostgreSQL, many tenants' agents,
a visitor flooding it and a slowloris holding half-open connections.

A real ``memdir serve --store postgresql://...`` (a throwaway cluster, or
``MEMDIR_BENCH_POSTGRES``) with its default limits unless ``--limit`` says otherwise.
``--tenants`` projects, each with ``--records`` records and its own agent tokens, share
``--agents`` agents (`benchmarks.attack_clients`: one connection each, from their
tenant's own loopback address, sending ``--rate`` requests a second in all, one in
``WRITE_EVERY`` a new record and the rest recalls). A further project, ``site``, is a
public agent with a published version, and its ``visitor`` token is the attacker's:

- the **flooder** (a process of its own): ``--flood-connections`` connections sending as
  fast as the server answers: recalls, turns to admit (a note, proposals), new sessions,
  bodies past the size cap, made-up tokens; it ignores ``Retry-After``;
- the **slowloris** (a process of its own, its own address): up to ``--half-open``
  connections, each with half a request's headers and a header line every 2 s, held;
  each one the server closes is opened again, at most ``--connect-rate`` new ones a
  second (0: as fast as it can, a connection flood).

Every record of a tenant, seeded or written during the run, carries that tenant's marker
(a word no other tenant's text holds); an answer holding another tenant's marker is a
cross-tenant read. The run alternates windows without and with the attackers (``--rounds``
of a baseline window then an attack window, ``--window`` seconds each, a short pause after
each attack for what the server still held of it), so the other tenants' p99 recall latency under
attack is compared with the same run's, the same agents', without it, on a machine whose
load drifts alike for both. Afterwards every write the server acknowledged is read back
through its agent's token, and each tenant's listing is searched for other tenants'
markers. The server's resident memory and CPU time are sampled (``/proc/PID``), with its
peak memory (``VmHWM``); its 5xx answers and tracebacks are counted.

The machine's cores are shared by the server, PostgreSQL and the clients: the agents run
in one process (their CPU time and event-loop lateness are reported), the attackers at
``nice`` 10 (``ATTACKER_NICE``) so that they take what the server and the agents leave
rather than the server's share, as an attacker on a machine of its own would.

Run: ``python -m benchmarks.attack_load [--quick] [--agents 200] [--rate 20]
[--connect-rate 200] [--limit NAME=VALUE ...] [--keep FILE]`` (``--quick``: a few agents
for seconds, the test suite's run; ``--keep``: every request's timing, to look at).
The report also shows, when they are there, a run with one attacker each
(``--attackers flooder --out benchmarks/results/attack_load_flooder.json``, and
``halfopen`` likewise), one with no attacker (``--attackers ''``, ``attack_load_none.json``:
how far the two kinds of window differ by themselves) and one with ``--connect-rate 0``
(``attack_load_unpaced.json``).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from .common import (
    EN_WORDS,
    ROOT,
    fresh_env,
    parser,
    percentile,
    synthetic_queries,
    synthetic_records,
    table,
    write_result,
)
from .postgres_cluster import PostgresUnavailable
from .server_load import Server

FULL = {"tenants": 8, "agents": 200, "records": 300, "rate": 20.0, "window": 15.0,
        "rounds": 8, "warm": 10.0, "flood": 32, "half_open": 2000, "connect_rate": 200.0,
        "limits": (),
        "attackers": ("flooder", "halfopen")}
QUICK = {"tenants": 2, "agents": 6, "records": 30, "rate": 6.0, "window": 2.0,
         "rounds": 1, "warm": 0.5, "flood": 4, "half_open": 40, "connect_rate": 200.0,
         # Seconds, not minutes: refusals answered at once and the visitor's share lifted,
         # so that each kind of the flooder's requests gets its own answer in a test.
         # A burst of a minute: the visitor is never refused for its share in the quick
         # run, however long a loaded machine takes over its requests.
         "limits": ("header_seconds=1", "refusal_seconds=0.05", "visitor_time_share=1",
                    "visitor_time_burst=60"),
         "attackers": ("flooder", "halfopen")}
WRITE_EVERY = 5  # one request of an agent's in five is a write
ATTACKER_NICE = 10
SITE = "site"  # the public agent's project; its visitor token is the attacker's
START_MARGIN = 0.5  # seconds from the clients' being ready to the plan's start
SAMPLE_EVERY = 0.25  # seconds between two samples of the server's memory and CPU
TARGET_P99_RATIO = 2.0
MARK_WORDS = ("okapi", "tapir", "quokka", "narwhal", "axolotl", "pangolin", "dugong",
              "saiga", "gharial", "kakapo", "numbat", "jerboa")


def markers(tenants: Sequence[str], seed: int = 5) -> dict[str, str]:
    """A marker per tenant: one word, found in no other tenant's text (a fixed prefix and
    a fixed-width number, so no marker is inside another)."""
    rng = random.Random(seed)
    return {t: f"tbadge{i:03d}{rng.choice(MARK_WORDS)}" for i, t in enumerate(tenants)}


def seed(dsn: str, project: str, n: int, start: int, marker: str) -> None:
    from memdir.store.postgres import PostgresStore

    from .pg_recall import bulk_load

    recs = [r.evolve(description=f"{r.description} {marker}",
                     body=f"{r.body}\n\n{marker}") for r in synthetic_records(n, start=start)]
    store = PostgresStore(dsn, tenant=project, scope="project")
    try:
        bulk_load(store, recs)
    finally:
        store.close()


def call(port: int, token: str, method: str, path: str, body: Any = None
         ) -> tuple[int, Any]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    try:
        payload = None if body is None else json.dumps(body).encode()
        conn.request(method, path, body=payload, headers={
            "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
        resp = conn.getresponse()
        raw = resp.read()
    finally:
        conn.close()
    try:
        return resp.status, json.loads(raw)
    except ValueError:
        return resp.status, raw.decode(errors="replace")


class Sampler:
    """The server process's resident memory and CPU time, read from /proc."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.samples: list[tuple[float, float, float]] = []  # (time, RSS MiB, CPU s)
        self.ticks = os.sysconf("SC_CLK_TCK")

    def status(self, field: str) -> float:
        """A ``kB`` field of /proc/PID/status, in MiB."""
        with open(f"/proc/{self.pid}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def sample(self) -> None:
        with open(f"/proc/{self.pid}/stat", encoding="ascii") as fh:
            parts = fh.read().rsplit(")", 1)[1].split()
        cpu = (int(parts[11]) + int(parts[12])) / self.ticks  # utime + stime
        self.samples.append((time.monotonic(), self.status("VmRSS"), cpu))

    def in_windows(self, windows: Sequence[Sequence[float]]) -> dict[str, float]:
        inside = [s for s in self.samples if any(a <= s[0] < b for a, b in windows)]
        if not inside:
            return {"peak_rss_mib": float("nan"), "cpu_share": float("nan")}
        cpu = sum(self._cpu_between(a, b) for a, b in windows)
        return {"peak_rss_mib": round(max(s[1] for s in inside), 1),
                "cpu_share": round(cpu / sum(b - a for a, b in windows), 3)}

    def _cpu_between(self, a: float, b: float) -> float:
        inside = [s for s in self.samples if a <= s[0] < b]
        return inside[-1][2] - inside[0][2] if len(inside) > 1 else 0.0


def plan_windows(start: float, warm: float, window: float, rounds: int, gap: float
                 ) -> tuple[list[list[float]], list[list[float]], float]:
    """(baseline windows, attack windows, end): warm-up, then per round a baseline window,
    an attack window and a pause (not measured) for what the server held of the attack
    before the next round's baseline; the plan ends with the last attack window."""
    base, attack = [], []
    t = start + warm
    for _ in range(rounds):
        base.append([t, t + window])
        attack.append([t + window, t + 2 * window])
        t += 2 * window + gap
    return base, attack, attack[-1][1] if attack else t


def spawn(role: str, plan: dict[str, Any], tmp: Path) -> tuple[subprocess.Popen[bytes], Path]:
    """A client process of ``role``, its plan without the clock (`start_clients`)."""
    plan_path, out = tmp / f"{role}.plan.json", tmp / f"{role}.out.json"
    plan_path.write_text(json.dumps(plan), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "benchmarks.attack_clients", role,
                             str(plan_path), str(out)], cwd=str(ROOT), env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    return proc, out


def start_clients(procs: Sequence[tuple[subprocess.Popen[bytes], Path]],
                  size: dict[str, Any], gap: float
                  ) -> tuple[float, list[list[float]], list[list[float]], float]:
    """Wait until every client process said it is ready (all are killed if one is not),
    then send each the plan's clock from that moment: (start, baseline windows, attack
    windows, end)."""
    for proc, _ in procs:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != b"ready":
            for other, _ in procs:
                other.kill()
                other.wait()
            raise RuntimeError(f"a client process exited before it was ready: "
                               f"{[p.returncode for p, _ in procs]}")
    start = time.monotonic() + START_MARGIN
    base, attack, end = plan_windows(start, size["warm"], size["window"], size["rounds"],
                                     gap)
    line = json.dumps({"start": start, "end": end, "windows": attack}).encode() + b"\n"
    for proc, _ in procs:
        assert proc.stdin is not None
        proc.stdin.write(line)
        proc.stdin.close()
    return start, base, attack, end


@contextlib.contextmanager
def database() -> Iterator[str]:
    from .postgres_cluster import app_database, throwaway_cluster

    with contextlib.ExitStack() as stack:
        url = os.environ.get("MEMDIR_BENCH_POSTGRES") or stack.enter_context(
            throwaway_cluster())
        yield app_database(url)


def latencies(requests: Sequence[Sequence[Any]], windows: Sequence[Sequence[float]],
              kind: str) -> dict[str, Any]:
    """Latency figures (ms, from the due time; and from sending) of the ``kind``
    requests due inside ``windows``, with how many failed."""
    rows = [r for r in requests if r[3] == kind and any(a <= r[0] < b for a, b in windows)]
    due = [r[1] * 1000 for r in rows]
    sent = [r[2] * 1000 for r in rows]
    connect = [r[5] * 1000 for r in rows]
    return {"n": len(rows), "failed": sum(r[4] != 200 for r in rows),
            "p50_ms": round(percentile(due, 50), 1), "p95_ms": round(percentile(due, 95), 1),
            "p99_ms": round(percentile(due, 99), 1), "max_ms": round(max(due, default=0), 1),
            "sent_p99_ms": round(percentile(sent, 99), 1),
            "connect_p50_ms": round(percentile(connect, 50), 1),
            "connect_p99_ms": round(percentile(connect, 99), 1),
            "new_connections": sum(c > 0 for c in connect),
            "new_conn_p50_ms": round(percentile([d for d, c in zip(due, connect, strict=True)
                                                 if c > 0], 50), 1),
            "reused_p50_ms": round(percentile([d for d, c in zip(due, connect, strict=True)
                                               if c == 0], 50), 1)}


def verify(port: int, acked: Sequence[dict[str, Any]], agents: Sequence[dict[str, Any]],
           tenants: Sequence[str], marks: dict[str, str]) -> dict[str, int]:
    """Read every acknowledged write back through its agent's token; search each tenant's
    listing for another tenant's marker."""
    from .attack_clients import foreign

    counts = {"verified_writes": len(acked), "lost": 0, "wrong_content": 0,
              "cross_tenant_listed": 0}
    for w in acked:
        agent = agents[w["agent"]]
        status, answer = call(port, agent["token"], "GET", f"/v1/memories/{w['name']}")
        if status != 200:
            counts["lost"] += 1
        elif (answer.get("record") or {}).get("description") != w["description"]:
            counts["wrong_content"] += 1
    for tenant in tenants:
        token = next(a["token"] for a in agents if a["tenant"] == tenant)
        path = "/v1/memories?limit=500"
        while path:
            status, answer = call(port, token, "GET", path)
            if status != 200:
                raise RuntimeError(f"listing {tenant} answered {status}: {answer}")
            counts["cross_tenant_listed"] += len(foreign(json.dumps(answer).encode(),
                                                        tenant, marks))
            path = answer.get("next_url")
    return counts


def run(size: dict[str, Any], tmp: Path) -> dict[str, Any]:
    from memdir.server.limits import Limits
    from memdir.server.pg_tokens import PgTokenBook
    from memdir.store.postgres import PostgresStore

    limits = Limits.parse(list(size["limits"]))
    tenants = [f"tenant{i:02d}" for i in range(size["tenants"])]
    marks = markers([*tenants, SITE])
    queries = synthetic_queries(200)
    with database() as dsn:
        for i, project in enumerate([*tenants, SITE]):
            seed(dsn, project, size["records"], i * size["records"], marks[project])
        book = PgTokenBook(dsn)
        agents = [{"index": i, "tenant": tenants[i % len(tenants)],
                   "address": f"127.0.1.{1 + i % len(tenants)}",
                   "token": book.create(tenants[i % len(tenants)], "agent", f"agent {i}")[0]}
                  for i in range(size["agents"])]
        visitor = book.create(SITE, "visitor", "the public agent's front-end")[0]
        reviewer = book.create(SITE, "reviewer", "publishes")[0]
        home = tmp / "home"
        home.mkdir()
        server = Server(tmp / "data", fresh_env(tmp, home, tmp / "pycache"), dsn,
                        limits=size["limits"])
        try:
            status, answer = call(server.port, reviewer, "POST", "/v1/publish", {})
            if status != 200:
                raise RuntimeError(f"publishing {SITE} answered {status}: {answer}")
            for tenant in tenants:  # each tenant's store opened before the clock starts
                token = next(a["token"] for a in agents if a["tenant"] == tenant)
                call(server.port, token, "POST", "/v1/recall", {"query": queries[0]})
            call(server.port, visitor, "POST", "/v1/recall",
                 {"query": queries[0], "session": "warm"})
            # The attackers close what they hold when a window ends; the pause lets a
            # refusal the server was holding be sent before the next baseline window.
            gap = limits.refusal_seconds + 1
            common = {"port": server.port, "markers": marks, "queries": queries,
                      "words": list(EN_WORDS)}
            plans = {"tenants": {**common, "agents": agents, "rate": size["rate"],
                                 "write_every": WRITE_EVERY},
                     "flooder": {**common, "token": visitor,
                                 "tenant": SITE, "address": "127.0.2.1",
                                 "connections": size["flood"], "nice": ATTACKER_NICE,
                                 "body_bytes": limits.body_bytes},
                     "halfopen": {**common, "address": "127.0.3.1",
                                  "sockets": size["half_open"],
                                  "at_once_s": min(1.0, limits.header_seconds / 2),
                                  "connect_rate": size["connect_rate"], "drip_s": 2.0,
                                  "nice": ATTACKER_NICE}}
            procs = [spawn(role, plans[role], tmp) for role in ("tenants", *size["attackers"])]
            start, base, attack, end = start_clients(procs, size, gap)
            sampler = Sampler(server.proc.pid)
            while any(p.poll() is None for p, _ in procs):
                sampler.sample()
                time.sleep(SAMPLE_EVERY)
            if any(p.returncode != 0 for p, _ in procs):
                raise RuntimeError("a client process failed: "
                                   f"{[p.returncode for p, _ in procs]}")
            peak = sampler.status("VmHWM")
            load, *rest = (json.loads(out.read_text()) for _, out in procs)
            got = dict(zip(size["attackers"], rest, strict=True))
            flood = got.get("flooder") or {"status": {}, "by_kind": {}, "cross_tenant": [],
                                           "connections": 0, "admitted_turns": 0,
                                           "cpu_s": 0.0}
            half = got.get("halfopen") or {"closed_after_s": [], "cpu_s": 0.0}
            checks = verify(server.port, load["acked"], agents, tenants, marks)
            site = PostgresStore(dsn, tenant=SITE, scope="project")
            try:
                proposals = len(site.proposals())
            finally:
                site.close()
        finally:
            log = server.stop()
    if size.get("keep"):  # every request's timing, the windows and the server's samples
        Path(size["keep"]).write_text(json.dumps({
            "requests": load["requests"], "baseline": base, "attack": attack,
            "server_samples": sampler.samples}), encoding="utf-8")
    late = load.pop("loop_late_ms")
    duration = end - start
    result = {
        "tenants": size["tenants"], "agents": size["agents"], "records": size["records"],
        "rate": size["rate"], "window_s": size["window"], "rounds": size["rounds"],
        "write_every": WRITE_EVERY, "limits": list(size["limits"]),
        "flood_connections": size["flood"], "half_open_sockets": size["half_open"],
        "connect_rate": size["connect_rate"],
        "attackers": list(size["attackers"]),
        "recall": {"baseline": latencies(load["requests"], base, "recall"),
                   "attack": latencies(load["requests"], attack, "recall")},
        "write": {"baseline": latencies(load["requests"], base, "write"),
                  "attack": latencies(load["requests"], attack, "write")},
        "server": {"baseline": sampler.in_windows(base), "attack": sampler.in_windows(attack),
                   "peak_rss_mib": round(peak, 1),
                   "start_rss_mib": round(sampler.samples[0][1], 1)},
        "acked_writes": len(load["acked"]), "refused_writes": len(load["refused"]),
        "refused_examples": load["refused"][:3], "agent_errors": len(load["errors"]),
        "agent_error_examples": load["errors"][:5],
        "agent_error_statuses": _count(e["status"] for e in load["errors"]),
        "cross_tenant_answers": len(load["cross_tenant"]) + len(flood["cross_tenant"]),
        "cross_tenant_examples": (load["cross_tenant"] + flood["cross_tenant"])[:5],
        **checks,
        "flooder": {"status": flood["status"], "by_kind": flood["by_kind"],
                    "connections": flood["connections"], "admitted_turns":
                    flood["admitted_turns"], "proposals_stored": proposals,
                    "cpu_s": flood["cpu_s"],
                    "requests_per_s": round(sum(flood["status"].values())
                                            / (size["window"] * size["rounds"]), 1)},
        "half_open": {k: v for k, v in half.items() if k != "closed_after_s"}
        | {"closed_after_p50_s": round(percentile(half["closed_after_s"], 50), 2)
           if half["closed_after_s"] else None,
           "closed_after_n": len(half["closed_after_s"])},
        "clients": {"agents_cpu_share": round(load["cpu_s"] / duration, 3),
                    "agents_loop_late_p99_ms": round(percentile(late, 99), 1),
                    "agents_loop_late_max_ms": round(max(late, default=0), 1),
                    "flooder_cpu_share": round(flood["cpu_s"] / duration, 3),
                    "half_open_cpu_share": round(half["cpu_s"] / duration, 3)},
        "server_tracebacks": log.count("Traceback"),
        "first_traceback": _first_traceback(log),
        "server_error_lines": [line for line in log.splitlines()
                               if "ERROR" in line or "error" in line][:10],
        "load_average": os.getloadavg(), "cpus": os.cpu_count(),
    }
    result["by_round"] = [{"baseline_p99_ms": latencies(load["requests"], [b], "recall")["p99_ms"],
                           "attack_p99_ms": latencies(load["requests"], [a], "recall")["p99_ms"]}
                          for b, a in zip(base, attack, strict=True)]
    base_p99, attack_p99 = (result["recall"][k]["p99_ms"] for k in ("baseline", "attack"))
    result["p99_ratio"] = round(attack_p99 / base_p99, 2) if base_p99 else None
    result["http_5xx"] = (sum(1 for e in load["errors"] if e["status"] >= 500)
                          + sum(n for k, n in flood["status"].items() if int(k) >= 500))
    result["clean"] = (result["lost"] == result["wrong_content"] == 0
                       and result["http_5xx"] == result["server_tracebacks"] == 0
                       and result["cross_tenant_answers"] == 0
                       and result["cross_tenant_listed"] == 0)
    result["met"] = bool(result["clean"] and result["p99_ratio"] is not None
                         and result["p99_ratio"] <= TARGET_P99_RATIO)
    return result


def _first_traceback(log: str) -> str | None:
    """The server's first traceback and the line before it (what failed), if any."""
    at = log.find("Traceback")
    if at < 0:
        return None
    start = log.rfind("\n", 0, max(0, log.rfind("\n", 0, at))) + 1
    return log[start:at + 4000]


def _count(values: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out[str(v)] = out.get(str(v), 0) + 1
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--tenants", type=int, default=None, help="projects besides the site")
    p.add_argument("--agents", type=int, default=None, help="the tenants' agents, in all")
    p.add_argument("--records", type=int, default=None, help="records per project")
    p.add_argument("--rate", type=float, default=None,
                   help="requests a second of all the agents together")
    p.add_argument("--window", type=float, default=None, help="seconds of each window")
    p.add_argument("--rounds", type=int, default=None, help="baseline + attack windows")
    p.add_argument("--flood-connections", type=int, default=None)
    p.add_argument("--half-open", type=int, default=None)
    p.add_argument("--connect-rate", type=float, default=None,
                   help="new half-open connections a second (0: as fast as it can)")
    p.add_argument("--attackers", default=None,
                   help="comma-separated: flooder, halfopen (default: both; '' for none)")
    p.add_argument("--keep", type=Path, default=None,
                   help="also write every request's timing and the windows to this file")
    p.add_argument("--limit", action="append", default=None, metavar="NAME=VALUE",
                   help="a limit of memdir serve (default: its defaults)")
    args = p.parse_args(argv)
    size = dict(QUICK if args.quick else FULL)
    for key, value in (("tenants", args.tenants), ("agents", args.agents),
                       ("records", args.records), ("rate", args.rate),
                       ("window", args.window), ("rounds", args.rounds),
                       ("flood", args.flood_connections), ("half_open", args.half_open),
                       ("connect_rate", args.connect_rate), ("keep", args.keep),
                       ("limits", tuple(args.limit) if args.limit else None),
                       ("attackers", None if args.attackers is None
                        else tuple(a for a in args.attackers.split(",") if a))):
        if value is not None:
            size[key] = value
    with tempfile.TemporaryDirectory(prefix="memdir-attack-bench-") as tmp_name:
        try:
            data = run(size, Path(tmp_name))
        except PostgresUnavailable as exc:
            raise SystemExit(f"PostgreSQL is needed for this benchmark: {exc}") from exc
    r, f, h = data["recall"], data["flooder"], data["half_open"]
    against = {"flooder": "a flooding visitor",
               "halfopen": f"{data['half_open_sockets']} half-open connections"}
    print(f"memdir serve over PostgreSQL: {data['agents']} agents of {data['tenants']} "
          f"tenants ({data['rate']:g} requests/s in all) against "
          f"{' and '.join(against[a] for a in data['attackers']) or 'no attacker'}; "
          f"limits: {', '.join(data['limits']) or 'the defaults'}")
    print(table(["window", "recalls", "failed", "p50 ms", "p95 ms", "p99 ms",
                 "server peak RSS MiB", "server CPU"],
                [(k, r[k]["n"], r[k]["failed"], r[k]["p50_ms"], r[k]["p95_ms"],
                  r[k]["p99_ms"], data["server"][k]["peak_rss_mib"],
                  data["server"][k]["cpu_share"]) for k in ("baseline", "attack")]))
    print(f"\np99 under attack / without: {data['p99_ratio']} (target <= "
          f"{TARGET_P99_RATIO:g}); acknowledged writes {data['verified_writes']}, lost "
          f"{data['lost']}, cross-tenant {data['cross_tenant_answers']} + "
          f"{data['cross_tenant_listed']} listed; server peak RSS "
          f"{data['server']['peak_rss_mib']} MiB")
    print(f"flooder: {dict(sorted(f['status'].items()))}; half-open: "
          f"{ {k: v for k, v in h.items()} }")
    print(f"clients: {data['clients']}")
    write_result("attack_load", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
