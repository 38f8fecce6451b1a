"""The clients of `benchmarks.attack_load`, each kind run in a process of its own.

``python -m benchmarks.attack_clients ROLE PLAN.json OUT.json``, ROLE one of:

- ``tenants``: the tenants' agents, one asyncio task and one keep-alive connection each,
  from their tenant's own loopback address. Each agent sends on a schedule of its own
  (exponential gaps, so the agents together send ``rate`` requests a second), one request
  in ``write_every`` a write and the rest recalls. A request's latency runs from the time
  it was *due*, not from when it was sent: an agent still waiting for its last answer when
  the next was due counts that wait (no coordinated omission). Every answer is searched
  for the markers of the other tenants.
- ``flooder``: a visitor of the public agent: ``connections`` connections, each sending
  as fast as the server answers, whatever it answers (a 429's ``Retry-After`` ignored):
  recalls, turns to admit (a note about the visitor and proposals, every text new), new
  sessions, bodies past the cap (declared or chunked) and made-up tokens (each
  connection's first request a kind of its own, `flood_kind`).
- ``halfopen``: slowloris, from an address of its own: opens up to ``sockets``
  connections (at most ``connect_rate`` new ones a second; 0: as fast as it can), sends
  half a request's headers on each and a further header line every ``drip_s`` seconds,
  never the end; whenever the server closes one, it opens another.

Each process says ``ready`` on its stdout once started, then reads the plan's clock (its
``start``, ``end`` and attack ``windows``) from its stdin: the plan starts when every
client can act, not after a fixed wait. All three act only inside the plan's windows
(times of ``time.monotonic``, which every process of the machine shares); the tenants'
agents run through the whole plan, and the orchestrator tells the windows apart by each
request's due time. Each process measures its own CPU time and how late its event loop
runs, so the report can say whether the clients, not the server, were the bottleneck.

A small HTTP/1.1 client of its own (a request is a few writes, an answer a status line,
headers and a ``Content-Length`` body): httpx costs several times more CPU per request,
and the clients share the machine with the server.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import resource
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

LOOP_TICK = 0.05  # seconds between the event-loop lateness probes
CONNECT_TIMEOUT = 10.0


class Closed(Exception):
    """The server closed the connection before (or instead of) an answer."""


class Connection:
    """One keep-alive HTTP/1.1 connection from a chosen local address."""

    def __init__(self, port: int, local: str) -> None:
        self.port, self.local = port, local
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.opened = 0
        self.connect_s = 0.0  # seconds spent opening connections (the last request's)

    async def _open(self) -> None:
        start = time.monotonic()
        self.reader, self.writer = await asyncio.wait_for(asyncio.open_connection(
            "127.0.0.1", self.port, local_addr=(self.local, 0)), CONNECT_TIMEOUT)
        self.opened += 1
        self.connect_s += time.monotonic() - start

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None

    async def request(self, method: str, path: str, token: str | None,
                      body: bytes | None = None, *, chunked: bool = False,
                      timeout: float = 120.0) -> tuple[int, bytes]:
        """(status, body) of one request; ``Closed`` if the server closed the connection
        without an answer. The connection is reopened first when it was closed; a request
        on a kept-alive connection that the server closed meanwhile (its keep-alive or
        header timeout) is sent once more on a new one, as HTTP clients do."""
        self.connect_s = 0.0
        reused = self.writer is not None and not self.writer.is_closing() \
            and self.reader is not None and not self.reader.at_eof()
        if not reused:
            self.close()
            await self._open()
        try:
            return await self._send(method, path, token, body, chunked, timeout)
        except Closed as exc:
            if not reused or exc.args != ("no answer",):
                raise
            await self._open()
            return await self._send(method, path, token, body, chunked, timeout)

    async def _send(self, method: str, path: str, token: str | None, body: bytes | None,
                    chunked: bool, timeout: float) -> tuple[int, bytes]:
        assert self.reader is not None and self.writer is not None
        head = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
        if token is not None:
            head.append(f"Authorization: Bearer {token}")
        if body is not None:
            head.append("Content-Type: application/json")
            head.append("Transfer-Encoding: chunked" if chunked
                        else f"Content-Length: {len(body)}")
        data = ("\r\n".join(head) + "\r\n\r\n").encode("latin-1")
        try:
            if body is not None and chunked:
                self.writer.write(data)
                for i in range(0, len(body), 65536):
                    part = body[i:i + 65536]
                    self.writer.write(b"%x\r\n" % len(part) + part + b"\r\n")
                    await self.writer.drain()
                self.writer.write(b"0\r\n\r\n")
            else:
                self.writer.write(data + (body or b""))
            await self.writer.drain()
        except OSError:
            pass  # a server that answers early (a 413) may close while the body is sent
        try:
            return await asyncio.wait_for(self._answer(), timeout)
        except Closed:
            self.close()
            raise
        except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
            self.close()
            raise Closed(type(exc).__name__) from exc

    async def _answer(self) -> tuple[int, bytes]:
        assert self.reader is not None
        try:
            line = await self.reader.readline()
        except ConnectionResetError:
            line = b""
        if not line:
            raise Closed("no answer")
        status = int(line.split(b" ", 2)[1])
        length, chunked, close = 0, False, False
        while True:
            header = await self.reader.readline()
            if header in (b"\r\n", b"\n", b""):
                break
            name, _, value = header.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                length = int(value)
            elif name == b"transfer-encoding":
                chunked = b"chunked" in value.lower()
            elif name == b"connection":
                close = b"close" in value.lower()
        if chunked:
            parts = []
            while True:
                size = int((await self.reader.readline()).split(b";")[0], 16)
                parts.append(await self.reader.readexactly(size + 2))
                if size == 0:
                    break
            payload = b"".join(p[:-2] for p in parts)
        else:
            payload = await self.reader.readexactly(length)
        if close:
            self.close()
        return status, payload


class LoopProbe:
    """How late this process's event loop wakes up: a sleep of ``LOOP_TICK`` measured."""

    def __init__(self) -> None:
        self.late_ms: list[float] = []

    async def run(self, until: float) -> None:
        while time.monotonic() < until:
            start = time.monotonic()
            await asyncio.sleep(LOOP_TICK)
            self.late_ms.append((time.monotonic() - start - LOOP_TICK) * 1000)


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _window(windows: Sequence[Sequence[float]], now: float) -> Sequence[float] | None:
    return next((w for w in windows if w[0] <= now < w[1]), None)


async def _until(at: float) -> None:
    delay = at - time.monotonic()
    if delay > 0:
        await asyncio.sleep(delay)


# ---------------------------------------------------------------- the tenants' agents

def foreign(answer: bytes, own: str, markers: dict[str, str]) -> list[str]:
    """The tenants (other than ``own``) whose marker is in ``answer``."""
    return [tenant for tenant, marker in markers.items()
            if tenant != own and marker.encode() in answer]


def write_body(agent: dict[str, Any], k: int, marker: str, rng: random.Random,
               words: Sequence[str]) -> dict[str, str]:
    """A new record of the agent's tenant, a name of its own, its tenant's marker inside
    (no temporary cue, no change cue: the policy admits it as a create)."""
    a, b, c = rng.sample(list(words), 3)
    return {"name": f"{agent['tenant']}-a{agent['index']}-w{k}", "type": "project",
            "description": f"Agent {agent['index']} note {k}: keep {a} beside {b} {marker}",
            "body": f"Written by agent {agent['index']} as write {k}; it covers {a}, {b} "
                    f"and {c}. {marker}"}


async def _agent(plan: dict[str, Any], agent: dict[str, Any], out: dict[str, Any]) -> None:
    rng = random.Random(agent["index"])
    conn = Connection(plan["port"], agent["address"])
    gap = len(plan["agents"]) / plan["rate"]
    queries, markers = plan["queries"], plan["markers"]
    due = plan["start"] + rng.expovariate(1 / gap)
    k = 0
    while due < plan["end"]:
        await _until(due)
        k += 1
        write = k % plan["write_every"] == 0
        if write:
            body = write_body(agent, k, markers[agent["tenant"]], rng, plan["words"])
            path = "/v1/memories"
        else:
            body = {"query": queries[rng.randrange(len(queries))], "limit": 5}
            path = "/v1/recall"
        sent = time.monotonic()
        try:
            status, answer = await conn.request("POST", path, agent["token"],
                                                json.dumps(body).encode())
        except Closed as exc:
            status, answer = 0, str(exc).encode()
        done = time.monotonic()
        kind = "write" if write else "recall"
        # due, latency from due, latency from sending, kind, status, connecting
        out["requests"].append((round(due, 4), round(done - due, 5), round(done - sent, 5),
                                kind, status, round(conn.connect_s, 5)))
        if status == 200 and write:
            saved = json.loads(answer)
            if saved.get("saved") and saved.get("name") == body["name"]:
                out["acked"].append({"agent": agent["index"], **body})
            else:
                out["refused"].append({"status": status, "answer": answer[:300].decode()})
        elif status != 200:
            out["errors"].append({"kind": kind, "status": status,
                                  "answer": answer[:200].decode(errors="replace")})
        for tenant in foreign(answer, agent["tenant"], markers):
            out["cross_tenant"].append({"agent": agent["index"], "kind": kind,
                                        "tenant": tenant})
        out["answers"] += 1
        due += rng.expovariate(1 / gap)
    conn.close()


async def tenants(plan: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"requests": [], "acked": [], "refused": [], "errors": [],
                           "cross_tenant": [], "answers": 0}
    probe = LoopProbe()
    cpu = _cpu_seconds()
    await asyncio.gather(probe.run(plan["end"]),
                         *(_agent(plan, a, out) for a in plan["agents"]))
    out["cpu_s"] = round(_cpu_seconds() - cpu, 3)
    out["loop_late_ms"] = probe.late_ms
    return out


# ---------------------------------------------------------------- the flooding visitor

def _visitor_turn(n: int, session: str, rng: random.Random, words: Sequence[str]
                  ) -> dict[str, Any]:
    a, b, c = rng.sample(list(words), 3)
    return {"session": session,
            "messages": [{"role": "user", "content": f"I am visitor {n}; does {a} work "
                                                     f"with {b} on {c}?"}],
            "candidates": [
                {"name": f"visitor-job-{n}", "type": "user",
                 "description": f"The visitor works on {a} and {b} (turn {n})"},
                {"name": f"shop-{a}-{n}", "type": "project",
                 "description": f"The shop's {a} runs beside {b} since turn {n}",
                 "body": f"A visitor said the {a} runs beside {b} and {c} (turn {n})."},
                {"name": f"hours-{b}-{n}", "type": "reference",
                 "description": f"The {b} desk opens at {n % 24}:00 for {c}"}]}


FLOOD_KINDS = ("too_large", "bad_token", "recall", "session", "admit")
FLOOD_SHARES = (0.07, 0.10, 0.40, 0.08, 0.35)  # of the requests after each one's first


def flood_kind(slot: int, n: int, rng: random.Random) -> str:
    """The kind of connection ``slot``'s ``n``-th request (from 1). The first is
    ``FLOOD_KINDS[slot % 5]``, so that a few connections for a few seconds on a loaded
    machine send every kind whatever the server answers how fast: drawn at random, the
    first body past the cap was a connection's tenth request or later, and a run whose
    visitor got through fewer requests saw no 413. The rest are drawn at ``FLOOD_SHARES``."""
    if n == 1:
        return FLOOD_KINDS[slot % len(FLOOD_KINDS)]
    pick, edge = rng.random(), 0.0
    for kind, share in zip(FLOOD_KINDS, FLOOD_SHARES, strict=True):
        edge += share
        if pick < edge:
            return kind
    return FLOOD_KINDS[-1]


async def _flood_one(plan: dict[str, Any], slot: int, out: dict[str, Any]) -> None:
    rng = random.Random(1000 + slot)
    conn = Connection(plan["port"], plan["address"])
    token, words, queries = plan["token"], plan["words"], plan["queries"]
    big = b"[" + b"1," * (plan["body_bytes"] // 2 + 1000) + b"1]"
    session = f"s{slot}-0"
    n = 0
    while time.monotonic() < plan["end"]:
        window = _window(plan["windows"], time.monotonic())
        if window is None:
            conn.close()
            later = [w[0] for w in plan["windows"] if w[0] > time.monotonic()]
            if not later:
                break
            await _until(min(later))
            continue
        n += 1
        kind = flood_kind(slot, n, rng)
        chunked = False
        body: bytes | None
        use = token
        if kind == "recall":
            path = "/v1/recall"
            body = json.dumps({"query": queries[rng.randrange(len(queries))],
                               "session": session}).encode()
        elif kind == "admit":
            path = "/v1/admit"
            body = json.dumps(_visitor_turn(slot * 1_000_000 + n, session, rng,
                                            words)).encode()
        elif kind == "session":
            path, body = "/v1/sessions", b"{}"
        elif kind == "too_large":
            path, body = "/v1/admit", big
            chunked = n % 2 == 0
        else:
            path = "/v1/recall"
            body = json.dumps({"query": "x", "session": session}).encode()
            use = os.urandom(16).hex()
        try:
            status, answer = await conn.request("POST", path, use, body, chunked=chunked,
                                                timeout=30.0)
        except Closed:
            status, answer = 0, b""
        except OSError:
            status, answer = -1, b""  # could not connect
            await asyncio.sleep(0.01)
        out["by_kind"][f"{kind} {status}"] += 1
        out["status"][str(status)] += 1
        if status == 200 and kind == "session":
            session = json.loads(answer)["session"]
        elif status == 200 and kind == "admit":
            out["admitted_turns"] += 1
        for tenant in foreign(answer, plan["tenant"], plan["markers"]):
            out["cross_tenant"].append({"kind": kind, "tenant": tenant})
        if n % 50 == 0:
            session = f"s{slot}-{n}"  # a new visitor now and then, made up by the client
    out["connections"] += conn.opened
    conn.close()


async def flooder(plan: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"status": Counter(), "by_kind": Counter(), "cross_tenant": [],
                           "admitted_turns": 0, "connections": 0}
    cpu = _cpu_seconds()
    await asyncio.gather(*(_flood_one(plan, s, out) for s in range(plan["connections"])))
    out["cpu_s"] = round(_cpu_seconds() - cpu, 3)
    return out


# ---------------------------------------------------------------- the half-open connections

class Pacer:
    """At most ``rate`` starts a second, shared by the tasks of a process (no limit at 0)."""

    def __init__(self, rate: float) -> None:
        self.rate, self.next = rate, 0.0

    async def turn(self) -> None:
        if self.rate <= 0:
            return
        now = time.monotonic()
        at = max(now, self.next)
        self.next = at + 1 / self.rate
        if at > now:
            await asyncio.sleep(at - now)


async def _hold_one(plan: dict[str, Any], pacer: Pacer, out: dict[str, Any]) -> None:
    partial = (b"POST /v1/recall HTTP/1.1\r\nHost: 127.0.0.1\r\n"
               b"Content-Type: application/json\r\n")
    while time.monotonic() < plan["end"]:
        window = _window(plan["windows"], time.monotonic())
        if window is None:
            later = [w[0] for w in plan["windows"] if w[0] > time.monotonic()]
            if not later:
                break
            await _until(min(later))
            continue
        await pacer.turn()
        if time.monotonic() >= window[1]:
            continue  # its turn came after the window: nothing sent outside one
        out["attempts"] += 1
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(
                "127.0.0.1", plan["port"], local_addr=(plan["address"], 0)),
                CONNECT_TIMEOUT)
        except ConnectionResetError:
            out["closed_at_once"] += 1  # refused before the handshake was over: again
            continue
        except (OSError, TimeoutError):
            out["connect_failed"] += 1  # no port left, say: a moment, then again
            await asyncio.sleep(0.01)
            continue
        opened = time.monotonic()
        out["open_now"] += 1
        out["peak_open"] = max(out["peak_open"], out["open_now"])
        try:
            writer.write(partial)
            await writer.drain()
            got = b""
            while not got:
                # A header line every few seconds, as slowloris sends: the connection
                # looks alive, the headers never end.
                left = min(plan["drip_s"], window[1] - time.monotonic())
                if left <= 0:
                    raise TimeoutError
                try:
                    got = await asyncio.wait_for(reader.read(100), left)
                    break
                except TimeoutError:
                    if time.monotonic() >= window[1]:
                        raise
                    writer.write(b"X-Wait: %d\r\n" % out["attempts"])
                    await writer.drain()
            held = time.monotonic() - opened
            if got:
                out["answered"] += 1  # the server answered half a request (it should not)
            elif held < plan["at_once_s"]:
                out["closed_at_once"] += 1
            else:
                out["closed_after_s"].append(round(held, 2))
        except TimeoutError:
            out["held_to_end"] += 1  # still open when the window closed: ours to close
        except OSError:
            out["closed_at_once" if time.monotonic() - opened < plan["at_once_s"]
                else "reset_later"] += 1
        finally:
            out["open_now"] -= 1
            writer.close()


async def halfopen(plan: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"attempts": 0, "connect_failed": 0, "open_now": 0, "peak_open": 0,
                           "answered": 0, "closed_at_once": 0, "closed_after_s": [],
                           "held_to_end": 0, "reset_later": 0}
    cpu = _cpu_seconds()
    pacer = Pacer(plan["connect_rate"])
    await asyncio.gather(*(_hold_one(plan, pacer, out) for _ in range(plan["sockets"])))
    out["cpu_s"] = round(_cpu_seconds() - cpu, 3)
    return out


ROLES = {"tenants": tenants, "flooder": flooder, "halfopen": halfopen}


def main(argv: Sequence[str]) -> None:
    role, plan_path, out_path = argv
    with open(plan_path, encoding="utf-8") as fh:
        plan = json.load(fh)
    if plan.get("nice"):
        os.nice(plan["nice"])
    print("ready", flush=True)
    plan.update(json.loads(sys.stdin.readline()))
    result = asyncio.run(ROLES[role](plan))
    with open(out_path, "w", encoding="utf-8") as fh:
        json.dump(result, fh)


if __name__ == "__main__":
    main(sys.argv[1:])
