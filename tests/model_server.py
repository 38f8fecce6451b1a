"""A package index and a model hub on 127.0.0.1 for the model-fetching tests (never the
internet): the index speaks the simple API (PEP 691 JSON, or PEP 503 HTML when asked
``html=True``), the hub ``/<repo>/resolve/<revision>/<path>``; both honour range requests
(unless ``ranges=False``) and record every request with its Range and Authorization."""

from __future__ import annotations

import http.server
import json
import threading
from dataclasses import dataclass, field


@dataclass
class ModelServer:
    project: str = ""
    wheels: dict[str, bytes] = field(default_factory=dict)  # file name -> bytes
    hub: dict[str, bytes] = field(default_factory=dict)  # "repo/resolve/rev/path" -> bytes
    html: bool = False
    ranges: bool = True
    token: str | None = None  # the hub answers 401 to a request without this bearer
    cut: dict[str, int] = field(default_factory=dict)  # name -> bytes sent before hanging up, once
    missing: bool = False  # the index has no such project
    gate: threading.Event = field(default_factory=threading.Event)
    requests: list[tuple[str, str | None]] = field(default_factory=list)  # (path, Range)
    url: str = ""

    @property
    def index_url(self) -> str:
        return f"{self.url}/simple"

    def downloads(self, name: str) -> list[str | None]:
        """The Range header of each request for a file (None: the whole file)."""
        return [r for path, r in self.requests if path.endswith("/" + name)]


def serve(server: ModelServer):
    """Start ``server`` (a context: yields it with its ``url`` set)."""
    server.gate.set()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            server.requests.append((self.path, self.headers.get("Range")))
            path = self.path.split("?")[0].strip("/")
            if path == f"simple/{server.project}" and not server.missing:
                return self._listing()
            if path.startswith("files/") and path[6:] in server.wheels:
                server.gate.wait(120)
                return self._file(path[6:], server.wheels[path[6:]])
            if path in server.hub:
                if server.token and self.headers.get("Authorization") != \
                        f"Bearer {server.token}":
                    return self.send_error(401, "Unauthorized")
                return self._file(path, server.hub[path])
            self.send_error(404)

        def _listing(self):
            if server.html:
                body = "".join(f'<a href="../../files/{n}#sha256=x">{n}</a><br>'
                               for n in server.wheels).encode()
                return self._send(200, body, "text/html")
            body = json.dumps({"meta": {"api-version": "1.1"}, "name": server.project,
                               "files": [{"filename": n, "url": f"/files/{n}", "hashes": {}}
                                         for n in server.wheels]}).encode()
            self._send(200, body, "application/vnd.pypi.simple.v1+json")

        def _file(self, name: str, data: bytes):
            start = 0
            wanted = self.headers.get("Range")
            if wanted and server.ranges:
                start = int(wanted.removeprefix("bytes=").split("-")[0])
            body = data[start:]
            key = name.rsplit("/", 1)[-1]
            if key in server.cut:
                body = body[:server.cut.pop(key)]
                self.send_response(206 if start else 200)
                self.send_header("Content-Length", str(len(data) - start))
                self.end_headers()
                self.wfile.write(body)
                self.close_connection = True
                return
            self._send(206 if start else 200, body, "application/octet-stream",
                       start=start, total=len(data))

        def _send(self, status: int, body: bytes, kind: str, start: int = 0,
                  total: int = 0):
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            if status == 206:
                self.send_header("Content-Range", f"bytes {start}-{total - 1}/{total}")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *a):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    # Polled often: a test's end waits for the server's next poll to shut it down.
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                              daemon=True)
    thread.start()
    server.url = f"http://127.0.0.1:{httpd.server_port}"
    return httpd
