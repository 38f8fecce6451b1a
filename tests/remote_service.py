"""One real `memdir serve` for the whole test session, and a fresh project of it per test.

Starting a server costs a second or two, so the tests that run the service over HTTP
(`tests/store_contract/test_service.py`'s ``remote`` entry, the CLI against a server)
share one subprocess, started on first use, and each takes a project of its own: its
own tokens (one per role), its own write policy, its own records. Nothing one test
writes is seen by another.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from integrations.conftest import memdir_command
from processes import stop_process

from memdir.server.tokens import TokenBook


@dataclass
class SharedServer:
    url: str
    data: Path
    process: subprocess.Popen[bytes]

    def project(self, policy: dict[str, Any] | None = None) -> RemoteProject:
        """A new, empty project (with this write policy, default: the defaults)."""
        name = f"t{uuid.uuid4().hex[:10]}"
        if policy is not None:
            settings = self.data / "projects" / name / ".memdir" / "settings.json"
            settings.parent.mkdir(parents=True)
            settings.write_text(json.dumps({"policy": policy}))
        return RemoteProject(self, name)

    def stop(self) -> None:
        stop_process(self.process)


@dataclass
class RemoteProject:
    server: SharedServer
    name: str
    tokens: dict[str, str] = field(default_factory=dict)

    def token(self, role: str) -> str:
        """This project's token of ``role`` (made on first use)."""
        if role not in self.tokens:
            self.tokens[role] = TokenBook(self.server.data).create(self.name, role)[0]
        return self.tokens[role]

    def memory(self, role: str = "admin", **options: Any) -> Any:
        from memdir.service.remote.memory import RemoteMemory

        return RemoteMemory(self.server.url, self.token(role), **options)

    def env(self, role: str, home: Path) -> dict[str, str]:
        """A client's environment: this server, this project's token of ``role``."""
        base = {k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")}
        return {**base, "MEMDIR_HOME": str(home), "MEMDIR_URL": self.server.url,
                "MEMDIR_TOKEN": self.token(role)}


def start_shared_server(root: Path) -> SharedServer:
    """`memdir serve` on a free loopback port over ``root/data``, its own MEMDIR_HOME.

    The port is free when picked; another process on the machine (another test run) may
    take it before the server binds it: then another is tried."""
    from conftest import memdir_home

    data, home = root / "data", memdir_home(root / "home")  # the session's history key
    for _ in range(5):
        server = _serve_on_a_free_port(data, home, root / "serve.log")
        if server is not None:
            return server
    raise AssertionError("memdir serve found each of 5 free ports taken before it bound it")


def _serve_on_a_free_port(data: Path, home: Path, log_file: Path) -> SharedServer | None:
    """The shared server, or None if its port was taken before it bound it."""
    import socket
    import urllib.request

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")}
    env.update({"MEMDIR_HOME": str(home), "ANTHROPIC_BASE_URL": "http://127.0.0.1:9",
                "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"})
    log = open(log_file, "wb")  # noqa: SIM115 - the child's
    # A visitor token's share of the server's time is the limits' tests' concern: here a
    # visitor's few requests in a row (its first loads the secret scanner and the
    # personal-data patterns) must not wait for their share to refill.
    process = subprocess.Popen([*memdir_command(), "serve", "--data", str(data), "--port",
                                str(port), "--log-level", "warning",
                                "--limit", "visitor_time_burst=60"],
                               stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            said = log_file.read_text()
            if "is in use" in said or "address already in use" in said:
                return None
            raise AssertionError(said)
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=1):
                return SharedServer(url, data, process)
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError("memdir serve did not answer within 60 s")
