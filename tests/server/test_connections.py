"""The listening socket of `memdir serve` refuses connections past the caps itself."""

from __future__ import annotations

import select
import socket

import pytest

pytest.importorskip("uvicorn")

from memdir.server.connections import Admission, guarded_listener  # noqa: E402
from memdir.server.limits import Limits  # noqa: E402


def _accept(listener: socket.socket) -> tuple[socket.socket, object]:
    select.select([listener], [], [], 5)
    return listener.accept()


def test_a_connection_past_the_cap_is_refused_before_the_event_loop_gets_it():
    # Handing such a connection to the event loop cost a transport, a task and a
    # protocol, all built and torn down on the loop: a client opening connections as
    # fast as they were closed kept the loop busy for every other tenant.
    admission = Admission(Limits(connections_per_address=1))
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.bind(("127.0.0.1", 0))
    listener = guarded_listener(raw, admission)
    listener.listen(8)
    listener.setblocking(False)
    port = listener.getsockname()[1]
    first = socket.create_connection(("127.0.0.1", port), timeout=60)
    served, address = _accept(listener)
    admission.add(address[0])  # what the protocol does with the connection it serves
    second = socket.create_connection(("127.0.0.1", port), timeout=60)
    try:
        select.select([listener], [], [], 5)
        with pytest.raises(BlockingIOError):
            listener.accept()  # the second was taken and refused; none left for the loop
        assert admission.refused == 1
        try:
            assert second.recv(10) == b""
        except ConnectionResetError:
            pass  # reset, as the listener closes it
        admission.remove(address[0])
        third = socket.create_connection(("127.0.0.1", port), timeout=60)
        accepted, _ = _accept(listener)  # under the cap again: handed on
        accepted.close()
        third.close()
    finally:
        for sock in (first, second, served, listener):
            sock.close()
