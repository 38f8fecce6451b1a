"""A cloned repository never gets its own code run by a process memdir starts.

Claude Code runs hooks in the project folder, and ``python -m`` puts the current folder
first on ``sys.path``: a repository shipping a ``memdir/`` package (or ``click/``,
``yaml.py``, ``json.py``) would run on every hook event or detached extraction. Each test
plants such modules, each writing a marker file when imported, and runs the real commands
memdir writes or starts, from inside that repository.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
from waiting import wait_for

from memdir.foundation import launch
from memdir.integrations import claude_code as cc
from memdir.integrations import claude_settings as cs

FIXTURES = Path(__file__).parent.parent / "integrations" / "fixtures"


def payload(event: str, **fields: str) -> dict:
    data = json.loads((FIXTURES / "hook_payloads.json").read_text("utf-8"))[event]
    return {**data, **fields}


def run_memdir(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(launch.memdir_command(*args), capture_output=True, text=True,
                          cwd=cwd, env=dict(os.environ), timeout=60)

EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")
SESSION = payload("Stop")["session_id"]


def hostile_repository(root: Path, marker: Path) -> Path:
    """A repository whose importable modules each append their name to ``marker``."""
    (root / ".git").mkdir(parents=True)
    code = f"open({str(marker)!r}, 'a').write(__name__ + '\\n')\n"
    for module in ("memdir/__init__.py", "memdir/__main__.py", "memdir/cli/__init__.py",
                   "memdir/integrations/__init__.py", "memdir/integrations/claude_code.py",
                   "click/__init__.py", "filelock.py", "yaml.py", "json.py"):
        path = root / module
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(code, "utf-8")
    return root


@pytest.fixture
def repo(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return hostile_repository(tmp_path / "cloned", tmp_path / "MARKER")


def _log() -> str:
    try:
        return cc.log_path().read_text("utf-8")
    except OSError:
        return ""




def run_every_event(command: str, repo: Path) -> None:
    """Run the hook command for each event the way Claude Code does (a shell, in the
    project folder, the payload on stdin), then wait for the detached extractions."""
    transcript = repo.parent / f"{SESSION}.jsonl"
    shutil.copy(FIXTURES / "claude_code_transcript.jsonl", transcript)
    for event in EVENTS:
        data = payload(event, cwd=str(repo), transcript_path=str(transcript))
        result = subprocess.run(["/bin/sh", "-c", command], input=json.dumps(data),
                                capture_output=True, text=True, cwd=repo,
                                env=dict(os.environ), timeout=60)
        assert result.returncode == 0, (event, result.stderr)
    # Stop and SessionEnd each start a detached extraction of the same turn: whichever
    # takes the session lock first extracts, the other finds the turn already done.
    wait_for(lambda: extracted(repo) and "this turn was already extracted" in _log())


def extracted(repo: Path) -> bool:
    log = _log()
    return f"Stop in {repo}" in log or f"SessionEnd in {repo}" in log


@pytest.mark.skipif(os.name == "nt", reason="POSIX shell")
def test_installed_hook_command_runs_no_repository_code(repo):
    installed = run_memdir("install", "claude-code", "--local", cwd=repo)
    assert installed.returncode == 0, installed.stderr
    settings = json.loads((repo / ".claude" / "settings.local.json").read_text("utf-8"))
    commands = {h["command"] for groups in settings["hooks"].values()
                for group in groups for h in group["hooks"]}
    assert len(commands) == 1
    run_every_event(commands.pop(), repo)
    assert not (repo.parent / "MARKER").exists(), (repo.parent / "MARKER").read_text()
    assert extracted(repo)  # the extraction itself did run


@pytest.mark.skipif(os.name == "nt", reason="POSIX shell")
def test_module_fallback_hook_command_runs_no_repository_code(repo, monkeypatch):
    # No console script next to the interpreter: the installer writes "python ... -m".
    monkeypatch.setattr(launch, "console_script", lambda: None)
    monkeypatch.setattr(cs, "console_script", lambda: None)
    command = cs.hook_command("local")
    assert shlex.split(command)[1:] == ["-P", "-m", "memdir", "hook", "claude-code"]
    assert cs.is_ours({"command": command})
    run_every_event(command, repo)
    assert not (repo.parent / "MARKER").exists(), (repo.parent / "MARKER").read_text()
    assert extracted(repo)


def test_every_command_memdir_starts_keeps_the_current_folder_off_sys_path(monkeypatch):
    monkeypatch.setattr(launch, "console_script", lambda: None)
    for argv in (launch.memdir_command("mcp"),
                 launch.python_command("memdir.integrations.claude_code", "extract")):
        assert argv[1] == "-P" and argv[2] == "-m"


@pytest.mark.skipif(os.name == "nt", reason="POSIX shell")
def test_printed_mcp_command_runs_no_repository_code(repo):
    installed = run_memdir("install", "claude-code", "--local", cwd=repo)
    line = installed.stdout.split("claude mcp add memdir -- ", 1)[1].strip()
    argv = shlex.split(line)
    assert argv[-1] == "mcp" and Path(argv[0]).is_absolute()
    result = subprocess.run([*argv[:-1], "--help"], capture_output=True, text=True,
                            cwd=repo, timeout=60)
    assert result.returncode == 0, result.stderr
    assert not (repo.parent / "MARKER").exists()
