"""Connections of `memdir serve`: uvicorn's HTTP/1.1 protocol (h11) with a clock and a cap.

uvicorn closes an idle keep-alive connection, but it waits for ever for a request whose
headers never end, and accepts every connection the system lets it: a client that opens
a thousand connections and sends half a request on each holds the server's sockets
and slots without sending a token. This protocol adds (`memdir.server.limits.Limits`):

- ``header_seconds``: the headers of a request must be complete within this time of the
  connection opening or of the previous answer; otherwise the connection is closed;
- ``connections_per_address`` and ``max_connections``: a connection past either is
  closed as soon as it is accepted, before a byte of it is read.

A connection past a cap is refused by the listening socket itself (`GuardedListener`):
its ``accept`` closes it and takes the next, so the event loop never builds a transport,
a task and a protocol for it. Building them cost about 0.1 ms a connection, all on the
event loop: a client holding its address's 256 connections and opening more as fast as
they were closed made the loop build and abort some 1,500 a second, in bursts of as many
as were waiting, and the other tenants' recalls waited behind each burst (p99 3-4x,
benchmarks/attack_load.py). The protocol checks the caps again (connections accepted in
one burst before any of them was counted, an event loop that does not call the socket's
``accept``).

Used by `memdir.server.app.run`: `guarded_listener` as uvicorn's socket, the protocol of
`guarded_protocol` as its ``http`` protocol class, both over one `Admission`.
"""

from __future__ import annotations

import asyncio
import socket
import struct
from collections import Counter
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from memdir.server.limits import Limits

REFUSED_PER_ACCEPT = 1_000  # refused in one call of accept before the loop is given back
_RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close() resets the connection


class Admission:
    """The open connections of one server by client address, and what was refused."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.per_address: Counter[str] = Counter()
        self.total = 0
        self.refused = 0

    def full(self, address: str) -> bool:
        """Whether a new connection from ``address`` is past a cap."""
        return (self.total >= self.limits.max_connections
                or self.per_address[address] >= self.limits.connections_per_address)

    def add(self, address: str) -> None:
        self.per_address[address] += 1
        self.total += 1

    def remove(self, address: str) -> None:
        self.total -= 1
        self.per_address[address] -= 1
        if self.per_address[address] <= 0:
            del self.per_address[address]


def _host(address: Any) -> str:
    return str(address[0]) if isinstance(address, tuple) and address else ""


class GuardedListener(socket.socket):
    """A listening socket whose ``accept`` closes, at once, every connection past the
    caps of its `Admission`, and hands the event loop the next one (see the module
    docstring)."""

    admission: Admission

    def accept(self) -> tuple[socket.socket, Any]:
        for _ in range(REFUSED_PER_ACCEPT):
            conn, address = super().accept()  # BlockingIOError: none waiting
            if not self.admission.full(_host(address)):
                return conn, address
            # A reset, not a FIN: no TIME_WAIT left behind on this side for each one.
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
            conn.close()
            self.admission.refused += 1
        # Many refused in a row: the loop serves its other work and comes back (the
        # socket is still readable).
        raise BlockingIOError


def guarded_listener(sock: socket.socket, admission: Admission) -> GuardedListener:
    """``sock`` (bound, as uvicorn's ``Config.bind_socket`` makes it) as a
    `GuardedListener` over ``admission``."""
    listener = GuardedListener(sock.family, sock.type, sock.proto, fileno=sock.detach())
    listener.admission = admission
    return listener


def guarded_protocol(limits: Limits, admission: Admission | None = None
                     ) -> type[H11Protocol]:
    """An `H11Protocol` class enforcing ``limits`` on its connections, counted in
    ``admission`` (one for every connection of the server it serves; the listener's)."""
    counts = admission or Admission(limits)

    class GuardedH11Protocol(H11Protocol):
        _counted: str | None = None
        _header_timer: asyncio.TimerHandle | None = None
        _waiting_since: Any = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            address = self.client[0] if self.client else ""
            if counts.full(address):
                self.connections.discard(self)
                counts.refused += 1
                transport.abort()
                return
            counts.add(address)
            self._counted = address
            self._await_headers()

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_header_timer()
            if self._counted is not None:
                counts.remove(self._counted)
                self._counted = None
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            if self.cycle is not self._waiting_since:
                self._stop_header_timer()  # a request's headers arrived

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and (
                    self.cycle is None or self.cycle.response_complete):
                self._await_headers()

        def _await_headers(self) -> None:
            self._stop_header_timer()
            self._waiting_since = self.cycle
            self._header_timer = self.loop.call_later(limits.header_seconds,
                                                      self._headers_too_slow)

        def _stop_header_timer(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _headers_too_slow(self) -> None:
            self._header_timer = None
            if self.cycle is self._waiting_since and not self.transport.is_closing():
                self.transport.close()

    return GuardedH11Protocol


__all__ = ["Admission", "GuardedListener", "guarded_listener", "guarded_protocol"]
