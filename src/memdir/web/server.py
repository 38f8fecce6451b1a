"""Serving the review page on a loopback port: `memdir review`, the tests, the screenshots.

The socket is bound before the server starts, so the URL (with its port) is known before
anything listens, and a port taken by another program is one clear error instead of a
server that never came up. The page answers only processes of the user serving it, where
the system says who connects (`memdir.web.peer`), and uvicorn's access log is off.
"""

from __future__ import annotations

import contextlib
import errno
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from memdir.foundation.errors import MemdirError

HOST = "127.0.0.1"  # never another interface: the page shows and changes private memory


def bind(port: int = 0, host: str = HOST) -> socket.socket:
    """A listening socket on host:port (0: a free port)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise MemdirError(f"Port {port} is in use; choose another with --port, or "
                              "leave it out to use a free one.") from exc
        raise MemdirError(f"Cannot listen on {host}:{port} ({exc.strerror}).") from exc
    sock.listen(128)
    return sock


def page_url(sock: socket.socket, path: str = "/") -> str:
    host, port = sock.getsockname()[:2]
    return f"http://{host}:{port}{path}"


def _server(app: Any) -> Any:
    import uvicorn

    from memdir.web.peer import SameUser

    # No access log: even without secrets in URLs, a record's name is not for a log.
    return uvicorn.Server(uvicorn.Config(SameUser(app), log_level="warning",
                                         lifespan="off", access_log=False))


def serve(app: Any, sock: socket.socket, *, on_ready: Callable[[], None] = lambda: None
          ) -> None:
    """Serve ``app`` on ``sock`` until interrupted (Ctrl-C)."""
    server = _server(app)
    threading.Thread(target=_when_started, args=(server, on_ready), daemon=True).start()
    server.run(sockets=[sock])


def _when_started(server: Any, then: Callable[[], None]) -> None:
    for _ in range(200):
        if server.started:
            then()
            return
        time.sleep(0.025)


@contextlib.contextmanager
def running(app: Any, port: int = 0) -> Iterator[str]:
    """Serve ``app`` in a background thread; yields the base URL."""
    sock = bind(port)
    server = _server(app)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 10
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise MemdirError("The review page's server did not start.")
            time.sleep(0.01)
        yield page_url(sock, "")
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
