"""`memdir review` as a person runs it: a real process, a real port, the printed link."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request

import pytest


def _get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_review_serves_on_loopback_with_a_token(tmp_path):
    (tmp_path / ".memory").mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "memdir", "review", "--no-open"],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, "BROWSER": "false"})
    try:
        line = proc.stdout.readline().strip()
        assert line.startswith("Review page: http://127.0.0.1:"), proc.stderr.read()
        url = line.removeprefix("Review page: ")
        base, token = url.split("/?token=")
        assert len(token) >= 30
        assert _get(url.replace("/?", "/memories?")) == 200
        assert _get(f"{base}/memories") == 403
        assert _get(f"{base}/memories?token={token[:-1]}") == 403
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=10)


def test_a_taken_port_is_one_sentence(tmp_path):
    from memdir.web.server import bind

    sock = bind()
    try:
        port = sock.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "memdir", "review", "--no-open",
                                 "--port", str(port)], cwd=tmp_path, capture_output=True,
                                text=True, timeout=30)
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
