"""Waiting for work a detached process does (hook extractions run after the hook returns),
or for a server to have read what a test sent it."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from pathlib import Path


def wait_for(check: Callable[[], bool], seconds: float = 45.0) -> bool:
    """True as soon as ``check()`` is, False after ``seconds`` without it."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return False


def peer_has_read(sock: socket.socket) -> bool:
    """Whether the other end of a loopback TCP connection (a server in this machine) has
    read everything sent to it on ``sock``: its receive queue, as Linux shows it in
    /proc/net/tcp, is empty. A test waits for this instead of for a fixed time when what
    it checks next depends on the server having seen a request."""
    local, remote = sock.getsockname()[1], sock.getpeername()[1]
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        here, there = int(fields[1].split(":")[1], 16), int(fields[2].split(":")[1], 16)
        if (here, there) == (remote, local):
            return int(fields[4].split(":")[1], 16) == 0
    return False  # no such connection: not a loopback IPv4 one
