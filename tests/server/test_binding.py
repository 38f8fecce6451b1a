"""Where `memdir serve` listens, and what starting it costs everyone else."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from integrations.conftest import run_memdir

from memdir.foundation.errors import MemdirError
from memdir.server.app import check_binding

from .conftest import free_port


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "localhost", "127.0.0.2"])
def test_loopback_needs_no_tls(host):
    check_binding(host, None, None, insecure_bind=False)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "memory.example.com"])
def test_a_network_address_without_tls_is_refused_unless_said_so(host, tmp_path):
    with pytest.raises(MemdirError, match="without TLS"):
        check_binding(host, None, None, insecure_bind=False)
    check_binding(host, None, None, insecure_bind=True)
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    key.write_text("k")
    cert.write_text("c")
    check_binding(host, str(key), str(cert), insecure_bind=False)
    with pytest.raises(MemdirError, match="both"):
        check_binding(host, str(key), None, insecure_bind=False)


def test_serve_on_all_interfaces_without_tls_is_one_sentence_and_does_not_listen(tmp_path):
    port = free_port()
    proc = run_memdir("serve", "--data", str(tmp_path / "d"), "--host", "0.0.0.0",
                      "--port", str(port), timeout=30)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "Error: Refusing to serve memory on 0.0.0.0 without TLS: tokens and memories would "
        "cross the network in clear text. Pass --ssl-keyfile and --ssl-certfile, or "
        "--insecure-bind if a TLS proxy or a trusted network protects it."]
    assert not (tmp_path / "d").exists()


def test_serve_on_a_busy_port_is_one_sentence(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = run_memdir("serve", "--data", str(tmp_path / "d"), "--port", str(port),
                          timeout=30)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        f"Error: Port {port} on 127.0.0.1 is in use (another memdir serve?); stop it, or "
        "pick another port with --port."]


def test_token_commands_print_the_token_once_and_keep_only_its_hash(tmp_path):
    data = str(tmp_path / "d")
    made = run_memdir("token", "create", "--data", data, "--project", "web", "--role",
                      "reviewer", "--note", "CI bot")
    assert made.returncode == 0, made.stderr
    token = made.stdout.strip()
    assert token.startswith("mdt_") and len(made.stdout.splitlines()) == 1
    assert "shown only now" in made.stderr
    listed = run_memdir("token", "list", "--data", data)
    assert "web" in listed.stdout and "reviewer" in listed.stdout and "CI bot" in listed.stdout
    assert token not in listed.stdout and token not in (tmp_path / "d" / "tokens.json").read_text()
    token_id = listed.stdout.split()[0]
    assert run_memdir("token", "revoke", "--data", data, token_id).returncode == 0
    again = run_memdir("token", "revoke", "--data", data, token_id)
    assert again.returncode == 1 and again.stderr.startswith("Error: No token with id")
    bad = run_memdir("token", "create", "--data", data, "--project", "../etc")
    assert bad.returncode == 1 and bad.stderr.startswith("Error: Invalid project name")


def test_import_memdir_and_help_load_no_server_dependency(tmp_path):
    code = ("import sys, runpy\n"
            "sys.argv = ['memdir', '--help']\n"
            "try:\n    runpy.run_module('memdir', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "import memdir\n"
            "bad = [m for m in ('starlette', 'uvicorn', 'httpx', 'mcp') if m in sys.modules]\n"
            "print('LOADED', bad)\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=dict(os.environ),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "LOADED []" in proc.stdout


@pytest.mark.parametrize("host", ["127.0.0.1", "::1"])
def test_serve_on_port_0_says_the_address_it_listens_on(tmp_path, host):
    """`--port 0` lets the system choose: memdir serve said 'http://127.0.0.1:0/', no
    address a client can use; on ::1 it said 'http://::1:PORT/', no URL at all."""
    import re
    import time
    import urllib.parse
    import urllib.request

    from integrations.conftest import memdir_command
    from processes import stop_process

    proc = subprocess.Popen([*memdir_command(), "serve", "--data", str(tmp_path / "d"),
                             "--host", host, "--port", "0", "--log-level", "warning"],
                            stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        said = re.search(r"(http://\S+/) ", line)
        assert said is not None, line
        url = said.group(1)
        assert urllib.parse.urlsplit(url).hostname == host, url
        assert urllib.parse.urlsplit(url).port != 0
        deadline = time.monotonic() + 60  # said once bound; answering once started
        while True:
            try:
                with urllib.request.urlopen(f"{url}healthz",
                                            timeout=60) as answer:
                    assert answer.status == 200
                    break
            except OSError:
                assert time.monotonic() < deadline and proc.poll() is None
                time.sleep(0.1)
    finally:
        stop_process(proc)
