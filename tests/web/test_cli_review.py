"""`memdir review` as a person runs it: a real process, a real port, one-time links, and a
real browser whose command line any local user can read."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from memdir.cli.review_page import LINK

from .conftest import CHROMIUM_FLAGS, chromium_path


def _start(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "memdir", "review", *args], cwd=cwd,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "BROWSER": "false", **(env or {})})


def _stop(proc: subprocess.Popen) -> str:
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    return out


def _line(proc: subprocess.Popen, start: str) -> str:
    line = proc.stdout.readline().strip()
    assert line.startswith(start), (line, proc.stderr.read() if proc.poll() else "")
    return line.removeprefix(start)


def test_review_serves_on_loopback_with_one_time_links(tmp_path):
    (tmp_path / ".memory").mkdir()
    proc = _start(tmp_path, "--no-open")
    try:
        base = _line(proc, "Review page: http://127.0.0.1:").rstrip("/")
        base = "http://127.0.0.1:" + base
        _line(proc, "Enter: a new one-time link")
        link = _line(proc, LINK)
        assert link.startswith(f"{base}/open?code=") and len(link) > len(base) + 45
        with httpx.Client(follow_redirects=True, timeout=60) as browser:
            assert browser.get(link).status_code == 200
            assert browser.get(f"{base}/memories").status_code == 200
        assert httpx.get(link, timeout=60).status_code == 401  # spent
        assert httpx.get(f"{base}/memories", timeout=60).status_code == 401
        proc.stdin.write("\n")
        proc.stdin.flush()
        fresh = _line(proc, LINK)
        assert fresh != link and httpx.get(fresh, follow_redirects=True,
                                           timeout=60).status_code == 200
    finally:
        _stop(proc)


def _children(pid: int) -> list[int]:
    """Every process descended from ``pid``."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        parents[int(stat.parent.name)] = int(fields[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        frontier += kids
    return found


def _cmdline(pid: int) -> str:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="no /proc")
def test_the_browsers_command_line_holds_no_reusable_secret(tmp_path):
    # `memdir review` starts a real (headless) Chromium through BROWSER, as webbrowser
    # does for a person; every local user can read its command line in /proc.
    chromium = chromium_path()
    if chromium is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("chromium is not installed; CI must run the browser tests")
        pytest.skip("chromium is not installed")
    (tmp_path / ".memory").mkdir()
    browser = tmp_path / "browser.sh"
    browser.write_text(f"""#!/bin/sh
{chromium} {" ".join(CHROMIUM_FLAGS)} --user-data-dir={tmp_path}/profile \\
    --dump-dom "$1" > {tmp_path}/dom.html 2>/dev/null
touch {tmp_path}/done
i=0
while [ ! -e {tmp_path}/stop ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
""")
    browser.chmod(0o755)
    proc = _start(tmp_path, env={"BROWSER": f"{browser} %s"})
    try:
        base = "http://127.0.0.1:" + _line(proc, "Review page: http://127.0.0.1:").rstrip("/")
        deadline = time.monotonic() + 60
        while not (tmp_path / "done").exists():
            assert time.monotonic() < deadline and proc.poll() is None, proc.stderr.read()
            time.sleep(0.1)
        # The browser got in: the page it ended on is the review page.
        assert '<span class="brand">memdir review</span>' in (tmp_path / "dom.html").read_text()
        lines = {pid: _cmdline(pid) for pid in [proc.pid, *_children(proc.pid)]}
        assert "code=" not in lines[proc.pid]
        codes = {m for line in lines.values() for m in re.findall(r"code=([\w-]+)", line)}
        assert codes, lines  # the browser was started with a one-time link...
        for code in codes:  # ...spent by the time anyone could read it
            assert httpx.get(f"{base}/open", params={"code": code}, timeout=60).status_code == 401
        assert not any("token" in line for line in lines.values())
    finally:
        (tmp_path / "stop").touch()
        out = _stop(proc)
    assert "code=" not in out  # the opened link is not printed (a terminal may be logged)


def test_a_taken_port_is_one_sentence(tmp_path):
    from memdir.web.server import bind

    sock = bind()
    try:
        port = sock.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "memdir", "review", "--no-open",
                                 "--port", str(port)], cwd=tmp_path, capture_output=True,
                                text=True, timeout=60)
    finally:
        sock.close()
    assert result.returncode == 1
    assert result.stderr.strip() == (f"Error: Port {port} is in use; choose another with "
                                     "--port, or leave it out to use a free one.")


@pytest.mark.parametrize("code", [
    "import memdir; memdir.Memory",
    "from memdir.cli import main; import sys; sys.argv = ['memdir', '--help']; main()",
])
def test_memdir_does_not_load_the_web_stack(code):
    probe = (f"import sys\ntry:\n    {code}\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in ('starlette', 'jinja2', 'uvicorn') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=60, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"
