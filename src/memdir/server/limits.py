"""What one request, one connection and one token may cost `memdir serve`.

Without limits a single visitor token could make the server hold a 300 MB body in
memory, a few hundred connections that never finish their headers starve everyone, and
a visitor sending as fast as it is answered takes the server from every other tenant.
Every limit answers with a clear 4xx and one sentence, and each is a field of `Limits`
(``memdir serve --limit NAME=VALUE``; docs/configuration.md lists them).

Two layers:

- **Connections** (`memdir.server.connections`, uvicorn's HTTP protocol with a clock):
  headers must be complete within ``header_seconds`` of a connection's first byte or of
  its previous answer; at most ``connections_per_address`` connections from one address
  and ``max_connections`` in all, any more closed at once.
- **What a request may leave behind** (enforced by the service, so by every front-end):
  a visitor session's and a visitor token's proposals waiting for review
  (``pending_per_session``, ``pending_per_token``: 429 past them), how long visitor logs
  are kept (``visitor_log_days``), and how often the server sweeps what expired
  (``sweep_seconds``, `memdir.server.sweep`).
- **Requests** (`RequestLimits`, an ASGI middleware around every route, ``/mcp`` and
  ``/review`` included): a body is read before the route sees it, at most
  ``body_bytes`` (413) whatever ``Content-Length`` says or does not say (a chunked body
  is counted as it arrives), each part within ``body_idle_seconds`` and the whole within
  ``body_seconds`` (408); each token (by its hash) gets ``rate_per_second`` requests with
  bursts of ``rate_burst``, and ``token_concurrency`` of its requests are answered at
  once while up to ``token_waiting`` more wait their turn (`memdir.server.work`); a
  visitor token gets one turn (``visitor_concurrency``) and ``visitor_time_share`` of
  the server's time (how long its requests' work ran, `memdir.server.work.charged`;
  bursts of ``visitor_time_burst`` seconds), since anyone who talks to a public agent can make its
  front-end send requests; an address that sent ``auth_failures_per_minute`` requests with
  no valid token is refused for the rest of the minute, except with a token that was
  answered before, so guessing tokens or flooding with made-up ones costs the server
  nothing.

Refusals of a token or an address past its limits are 429 with ``Retry-After``, sent
after ``refusal_seconds`` (at most the ``Retry-After``): a client that asks again the
moment it is answered sends one request a connection in that time, and each costs the
server a sleeping task. Without the wait a visitor refused at once sent some 560
requests a second back, and its refusals alone took a third of the server's CPU
(benchmarks/attack_load.py).

The middleware is plain ASGI and composes with any other (metrics, tracing): it only
wraps ``receive`` and ``send``.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import Any

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.server.work import Turns, Work, counting
from memdir.web.gate import not_utf8


@dataclass(frozen=True)
class Limits:
    """Every limit of the server, with its default (docs/configuration.md)."""

    body_bytes: int = 1_000_000
    body_seconds: float = 30.0
    body_idle_seconds: float = 10.0
    header_seconds: float = 10.0
    keep_alive_seconds: float = 5.0
    max_connections: int = 1024
    connections_per_address: int = 256
    rate_per_second: float = 50.0
    rate_burst: int = 100
    token_concurrency: int = 4
    token_waiting: int = 32
    visitor_concurrency: int = 1
    visitor_time_share: float = 0.1
    visitor_time_burst: float = 0.25
    refusal_seconds: float = 1.0
    auth_failures_per_minute: int = 60
    tracked_keys: int = 10_000  # rate buckets kept (least recently used go first)
    # MCP sessions one token may have open at once at /mcp, and how long one may stay
    # idle: each holds ~56 KB, and the SDK's own cap (10,000 a token) let one agent token
    # make the server hold half a gigabyte for half an hour with a few minutes of
    # `initialize` requests.
    mcp_sessions: int = 256
    mcp_idle_seconds: float = 1800.0
    # What the service enforces (`memdir.service.writes.proposals`, `store.visitors`);
    # None: the environment's (MEMDIR_PENDING_PER_SESSION, ..._PER_TOKEN,
    # MEMDIR_VISITOR_LOG_DAYS), else their defaults (20, 200, 30 days).
    pending_per_session: int | None = None
    pending_per_token: int | None = None
    visitor_log_days: float | None = None
    visitor_log_bytes: int | None = None  # MEMDIR_VISITOR_LOG_BYTES, else 20 MB a day
    # Bytes of session notes one visitor token may write in a day: a session keeps 20
    # notes, but a token names any number of sessions (`memdir.server.log_budget`).
    visitor_note_bytes: int = 20_000_000
    # How often the server deletes expired session notes and visitor logs past their
    # retention (`memdir.server.sweep`), and once at start.
    sweep_seconds: float = 600.0

    @classmethod
    def parse(cls, pairs: list[str] | tuple[str, ...], base: Limits | None = None) -> Limits:
        """``NAME=VALUE`` pairs over ``base`` (the defaults).

        Raises:
            MemdirError: an unknown name or a value that is not a positive number.
        """
        out = base or cls()
        kinds = {f.name: f.type for f in fields(cls)}
        for pair in pairs:
            name, _, value = pair.partition("=")
            name = name.strip().replace("-", "_")
            if name not in kinds:
                raise MemdirError(f"Unknown limit {name!r}; the limits are "
                                  f"{', '.join(sorted(kinds))}.")
            try:
                number: float = int(value) if str(kinds[name]).startswith("int") \
                    else float(value)
            except ValueError:
                number = -1
            if not number > 0 or not math.isfinite(number):
                raise MemdirError(f"The limit {name} takes a positive number, not "
                                  f"{value!r}.")
            # The field is named at run time: its kind (int or float) was checked above.
            change: dict[str, Any] = {name: number}
            out = replace(out, **change)
        return out


    def applied(self, config: Config) -> Config:
        """``config`` with the limits this server sets on what the service enforces."""
        given = {name: value for name in ("pending_per_session", "pending_per_token",
                                          "visitor_log_days", "visitor_log_bytes")
                 if (value := getattr(self, name)) is not None}
        return replace(config, **given)


class _Buckets:
    """Token buckets by key, the least recently used forgotten past ``size``."""

    def __init__(self, rate: float, burst: float, size: int,
                 clock: Callable[[], float]) -> None:
        self.rate, self.burst, self.size, self.clock = rate, burst, size, clock
        self._state: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def _level(self, key: str) -> float:
        now = self.clock()
        level, at = self._state.pop(key, (self.burst, now))
        return min(self.burst, level + (now - at) * self.rate)

    def _keep(self, key: str, level: float) -> None:
        self._state[key] = (level, self.clock())
        while len(self._state) > self.size:
            self._state.popitem(last=False)

    def take(self, key: str) -> float:
        """0 if a request may go now, else the seconds until one may."""
        level = self._level(key)
        wait = 0.0
        if level >= 1:
            level -= 1
        else:
            wait = (1 - level) / self.rate
        self._keep(key, level)
        return wait

    def owed(self, key: str) -> float:
        """Seconds until ``key``'s level is back above zero (0: it is now)."""
        if key not in self._state:
            return 0.0
        level = self._level(key)
        self._keep(key, level)
        return 0.0 if level > 0 else -level / self.rate + 1e-3

    def charge(self, key: str, amount: float) -> None:
        """Take ``amount`` from ``key``'s level, below zero if need be (a debt)."""
        self._keep(key, self._level(key) - amount)


class _Strikes:
    """Failed authentications per address in the current minute."""

    def __init__(self, size: int, clock: Callable[[], float]) -> None:
        self.size, self.clock = size, clock
        self._state: OrderedDict[str, tuple[int, float]] = OrderedDict()

    def _current(self, key: str) -> tuple[int, float]:
        count, start = self._state.pop(key, (0, self.clock()))
        if self.clock() - start >= 60:
            count, start = 0, self.clock()
        return count, start

    def count(self, key: str) -> tuple[int, float]:
        count, start = self._current(key)
        self._state[key] = (count, start)
        return count, start

    def add(self, key: str) -> None:
        count, start = self._current(key)
        self._state[key] = (count + 1, start)
        while len(self._state) > self.size:
            self._state.popitem(last=False)


class _TooLarge(Exception):
    pass


class RequestLimits:
    """The per-request limits of `Limits` as ASGI middleware (see the module docstring)."""

    def __init__(self, app: ASGIApp, limits: Limits | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.limits = limits or Limits()
        self.buckets = _Buckets(self.limits.rate_per_second, self.limits.rate_burst,
                                self.limits.tracked_keys, clock)
        self.strikes = _Strikes(self.limits.tracked_keys, clock)
        # Tokens that were answered without a 401: an address locked out for guessing
        # still serves them (one proxy in front of many clients).
        self.known: OrderedDict[str | None, None] = OrderedDict()
        self.clock = clock
        self.shares = _Buckets(self.limits.visitor_time_share, self.limits.visitor_time_burst,
                               self.limits.tracked_keys, clock)
        self.turns = Turns(self.limits.token_waiting)
        # The role of each token answered (by its hash): a visitor's has limits of its own.
        self.roles: OrderedDict[str, str] = OrderedDict()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # Decoded, its bytes became U+FFFD: another name's lookup, another search.
        said = not_utf8(scope.get("raw_path") or b"", "The request path") or not_utf8(
            scope.get("query_string") or b"", "The query string")
        if said is not None:
            await _refuse(send, 400, said, None)
            return
        address = (scope.get("client") or ("", 0))[0]
        key = _token_key(scope)
        failures, since = self.strikes.count(address)
        if failures >= self.limits.auth_failures_per_minute and key not in self.known:
            wait = max(1, math.ceil(60 - (self.clock() - since)))
            await self._refuse(send, "Too many requests without a valid token from this "
                               "address; try again later.", wait)
            return
        if key is not None:
            delay = self.buckets.take(key)
            if delay > 0:
                await self._refuse(send, "Too many requests with this token; slow down.",
                                   max(1, math.ceil(delay)))
                return
            if (owed := self.shares.owed(key)) > 0:
                await self._over_share(send, owed)
                return
        turn = key if key is not None and not _stream(scope) else None
        if turn is not None:
            visitor = self.roles.get(turn) == "visitor"
            if not await self.turns.enter(turn, self.limits.visitor_concurrency if visitor
                                          else self.limits.token_concurrency):
                await self._refuse(send, "Too many requests at once with this token; send "
                                   "the next when an answer has come.", 1)
                return
            if (owed := self.shares.owed(turn)) > 0:  # used up while it waited
                self.turns.leave(turn)
                await self._over_share(send, owed)
                return
        work = Work()
        try:
            try:
                body = await self._read_body(scope, receive)
            except _TooLarge:
                await _refuse(send, 413, f"The request body is larger than "
                              f"{self.limits.body_bytes} bytes.", None)
                return
            except TimeoutError:
                await _refuse(send, 408, "The request body did not arrive in time.", None)
                return
            with counting(work):
                await self.app(scope, _replay(body, receive),
                               self._watch(send, address, key))
        finally:
            if turn is not None:
                self.turns.leave(turn)
            if key is not None and work.role is not None:
                self._learn(key, work)

    def _learn(self, key: str, work: Work) -> None:
        """Keep the token's role; charge a visitor's token the request's work."""
        self.roles[key] = work.role or ""
        self.roles.move_to_end(key)
        while len(self.roles) > self.limits.tracked_keys:
            self.roles.popitem(last=False)
        if work.role == "visitor":
            self.shares.charge(key, work.seconds)

    async def _over_share(self, send: Send, owed: float) -> None:
        """Refuse a request of a visitor token that owes the server ``owed`` seconds."""
        await self._refuse(send, "This token's requests have used their share of the "
                           "server's time for now; try again later.", max(1, math.ceil(owed)))

    async def _refuse(self, send: Send, message: str, retry_after: int) -> None:
        """429, held ``refusal_seconds`` (at most ``retry_after``) first (see the module
        docstring)."""
        await anyio.sleep(min(self.limits.refusal_seconds, retry_after))
        await _refuse(send, 429, message, retry_after)

    async def _read_body(self, scope: Scope, receive: Receive) -> list[Message] | None:
        headers = dict(scope.get("headers") or ())
        declared = headers.get(b"content-length", b"").decode("latin-1").strip()
        if not declared and b"transfer-encoding" not in headers:
            return None  # no body: the route's receive sees the connection as it is
        if declared.isdigit() and int(declared) > self.limits.body_bytes:
            raise _TooLarge
        messages: list[Message] = []
        size = 0
        with anyio.fail_after(self.limits.body_seconds):
            while True:
                with anyio.fail_after(self.limits.body_idle_seconds):
                    message = await receive()
                messages.append(message)
                if message["type"] != "http.request":
                    return messages  # a disconnect: the route sees it in turn
                size += len(message.get("body", b""))
                if size > self.limits.body_bytes:
                    raise _TooLarge
                if not message.get("more_body", False):
                    return messages

    def _watch(self, send: Send, address: str, key: str | None) -> Send:
        async def watched(message: Message) -> None:
            if message["type"] == "http.response.start":
                if message["status"] == 401:
                    self.strikes.add(address)
                    self.known.pop(key, None)
                elif key is not None:
                    self.known[key] = None
                    self.known.move_to_end(key)
                    while len(self.known) > self.limits.tracked_keys:
                        self.known.popitem(last=False)
            await send(message)
        return watched


def _token_key(scope: Scope) -> str | None:
    """The rate-limit key of a request: the hash of its bearer token, else of its review
    session's cookie. The token wins wherever its header stands, and a cookie counts by
    the review session alone: a key taken from the first of them, and from the whole
    Cookie header, gave a token a fresh key (its rate, its share of the server's time and
    its turns all new) for every 'Cookie: memdir_review=<anything>' sent before it."""
    from starlette.requests import cookie_parser

    session = None
    for name, value in scope.get("headers") or ():
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                return hashlib.sha256(token.strip().encode()).hexdigest()
        elif name == b"cookie" and session is None and b"memdir_review=" in value:
            session = cookie_parser(value.decode("latin-1")).get("memdir_review")
    if not session:
        return None
    return hashlib.sha256(f"memdir_review={session}".encode()).hexdigest()


def _stream(scope: Scope) -> bool:
    """A request that stays open as long as its client wants (an MCP client's ``GET
    /mcp``, the stream the server's own messages come down): not work the server does."""
    return scope.get("method") == "GET" and str(scope.get("path", "")).rstrip("/") == "/mcp"


def _replay(body: list[Message] | None, receive: Receive) -> Receive:
    if body is None:
        return receive
    queue = list(body)

    async def replayed() -> Message:
        if queue:
            return queue.pop(0)
        return await receive()
    return replayed


async def _refuse(send: Send, status: int, message: str, retry_after: int | None) -> None:
    import json

    headers = [(b"content-type", b"application/json"), (b"connection", b"close")]
    if retry_after is not None:
        headers.append((b"retry-after", str(retry_after).encode()))
    body = json.dumps({"error": message}).encode()
    headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def limited(app: Any, limits: Limits | None = None) -> RequestLimits:
    """``app`` behind the request limits."""
    return RequestLimits(app, limits)


__all__ = ["Limits", "RequestLimits", "limited"]
