"""The local page answers only its own user's processes (Linux: /proc/net/tcp): a code read
from a command line, or a session cookie sent to another user's server on 127.0.0.1, is
useless to another account. Tried for real: a child process that became `nobody`."""

from __future__ import annotations

import os
import socket
import sys
from urllib.parse import urlsplit

import pytest

from memdir.web.peer import TCP_TABLES, _netlink_uid, _table_uid, connection_uid

pytestmark = pytest.mark.skipif(not TCP_TABLES[0].exists(),
                                reason="the system lists no TCP sockets with their owner")
NOBODY = 65534


def test_the_owner_of_a_loopback_connection_is_found():
    with socket.create_server(("127.0.0.1", 0)) as server:
        with socket.create_connection(server.getsockname()) as client:
            accepted, _ = server.accept()
            with accepted:
                assert connection_uid(client.getsockname(),
                                      server.getsockname()) == os.getuid()
                assert connection_uid(("127.0.0.1", 1), server.getsockname()) == -1
                # Both ways of asking the kernel agree (netlink where it is allowed).
                ends = (client.getsockname(), server.getsockname())
                assert _table_uid(*ends) == os.getuid()
                assert _netlink_uid(*ends) in (None, os.getuid())


def _get_as(uid: int, url: str, cookie: str | None = None) -> str:
    """The status line of ``GET url`` sent by a child process running as ``uid``."""
    parts = urlsplit(url)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: another user, a raw request
        try:
            os.close(read)
            os.setgid(uid)
            os.setuid(uid)
            with socket.create_connection((parts.hostname, parts.port), timeout=60) as s:
                target = parts.path + (f"?{parts.query}" if parts.query else "")
                extra = f"Cookie: {cookie}\r\n" if cookie else ""
                s.sendall(f"GET {target} HTTP/1.1\r\nHost: {parts.netloc}\r\n{extra}"
                          "Connection: close\r\n\r\n".encode())
                answer = s.recv(200)
            os.write(write, answer.split(b"\r\n", 1)[0])
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        line = pipe.read().decode()
    os.waitpid(pid, 0)
    return line


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0 or sys.platform != "linux",
                    reason="becoming another user needs root")
def test_another_user_gets_nothing_with_a_code_or_a_stolen_cookie(review):
    import httpx

    code_url = review.url("/memories")
    assert " 403 " in _get_as(NOBODY, code_url)
    # Their try did not spend the code: the rightful browser still gets in.
    with httpx.Client(follow_redirects=False, timeout=60) as mine:
        assert mine.get(code_url).status_code == 303
        assert mine.get(f"{review.base}/memories").status_code == 200
        cookie = f"{review.sessions.cookie}={mine.cookies.get(review.sessions.cookie)}"
    assert " 403 " in _get_as(NOBODY, f"{review.base}/memories", cookie)
    assert " 403 " in _get_as(NOBODY, f"{review.base}/")
