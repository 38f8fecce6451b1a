"""Connections of `memdir serve`: uvicorn's HTTP/1.1 protocol (h11) with a clock and a cap.

uvicorn closes an idle keep-alive connection, but it waits for ever for a request whose
headers never end, and accepts every connection the system lets it: a client that opens
a thousand connections and sends half a request on each holds the server's sockets
and slots without sending a token. This protocol adds (`memdir.server.limits.Limits`):

- ``header_seconds``: the headers of a request must be complete within this time of the
  connection opening or of the previous answer; otherwise the connection is closed;
- ``connections_per_address`` and ``max_connections``: a connection past either is
  closed as soon as it is accepted, before a byte of it is read.

Used by `memdir.server.app.run` as uvicorn's ``http`` protocol class.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from memdir.server.limits import Limits


def guarded_protocol(limits: Limits) -> type[H11Protocol]:
    """An `H11Protocol` class enforcing ``limits`` on its connections (one counter of
    connections per address for every connection of the server it serves)."""
    per_address: Counter[str] = Counter()

    class GuardedH11Protocol(H11Protocol):
        _counted: str | None = None
        _header_timer: asyncio.TimerHandle | None = None
        _waiting_since: Any = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            address = self.client[0] if self.client else ""
            if (len(self.connections) > limits.max_connections
                    or per_address[address] >= limits.connections_per_address):
                self.connections.discard(self)
                transport.abort()
                return
            per_address[address] += 1
            self._counted = address
            self._await_headers()

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_header_timer()
            if self._counted is not None:
                per_address[self._counted] -= 1
                if per_address[self._counted] <= 0:
                    del per_address[self._counted]
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


__all__ = ["guarded_protocol"]
