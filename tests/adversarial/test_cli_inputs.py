"""What a command reads from stdin or from a file a person names is read up to a cap: a body
piped from /dev/zero, an export that is a sparse file of gigabytes or a stream that never
ends is one sentence and nothing stored, never a read until the machine's memory is gone
(here the child's address space is limited, so the old unbounded read fails fast with a
MemoryError traceback instead of filling the machine). Real processes over a real folder."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.cli.inputs import MAX_IMPORT_BYTES

pytestmark = pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="POSIX only")


def memdir(root: Path, *args: str, stdin_path: str | None = None
           ) -> subprocess.CompletedProcess[str]:
    def limited() -> None:  # a runaway read ends in MemoryError, not in the OOM killer
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))

    env = {**os.environ, "MEMDIR_RESIDENT": "off"}
    with open(stdin_path or os.devnull, "rb") as stdin:
        return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=root, env=env,
                              stdin=stdin, capture_output=True, text=True, timeout=120,
                              preexec_fn=limited)


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "p"
    (root / ".git").mkdir(parents=True)
    assert memdir(root, "init").returncode == 0
    return root


def one_error(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 1, done.stdout
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    for word in words:
        assert word in done.stderr, done.stderr


def test_a_body_from_an_endless_stdin_is_one_error_and_nothing_stored(project):
    added = memdir(project, "add", "zeros", "-t", "project", "-d", "A body from stdin",
                   "-b", "-", stdin_path="/dev/zero")
    one_error(added, "stdin", "larger than", "nothing was stored")
    assert "zeros" not in memdir(project, "ls").stdout


@pytest.mark.parametrize("source", ["device", "stdin", "sparse"])
def test_an_endless_or_huge_json_import_is_one_error_and_nothing_imported(project, tmp_path,
                                                                          source):
    if source == "sparse":
        huge = tmp_path / "export.json"
        with open(huge, "wb") as fh:
            fh.truncate(MAX_IMPORT_BYTES + 1)  # no block written
        args, stdin = ["import", "--json", str(huge)], None
    elif source == "stdin":
        args, stdin = ["import", "--json", "-"], "/dev/zero"
    else:
        args, stdin = ["import", "--json", "/dev/zero"], None
    one_error(memdir(project, *args, stdin_path=stdin), "larger than", "nothing was imported")
    assert sorted(p.name for p in (project / ".memory").glob("*.md")) == ["MEMORY.md"]


def test_a_body_from_stdin_within_the_cap_is_stored_as_before(project, tmp_path):
    body = tmp_path / "body.txt"
    body.write_text("Deploys go out on Tuesdays from the release branch.\n", encoding="utf-8")
    added = memdir(project, "add", "deploy-day", "-t", "project", "-d", "Deploy day",
                   "-b", "-", stdin_path=str(body))
    assert added.returncode == 0, added.stderr
    assert "from the release branch" in memdir(project, "show", "deploy-day").stdout


@pytest.mark.parametrize("command", ["add", "chat", "import"])
def test_stdin_that_is_not_utf8_is_one_error_and_nothing_stored(project, tmp_path, command):
    """A body or a prompt in Latin-1 was decoded with U+FFFD in place of each byte that is
    not UTF-8, and that was stored (or asked); `import --json` already refused it."""
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Déploiement le mardi, café compris.\n".encode("latin-1"))
    args, undone = {
        "add": (["add", "deploy-day", "-t", "project", "-d", "Deploy day", "-b", "-"],
                "nothing was stored"),
        "chat": (["chat", "-p", "-"], "nothing was asked"),
        "import": (["import", "--json", "-"], "nothing was imported"),
    }[command]
    one_error(memdir(project, *args, stdin_path=str(latin)), "stdin is not UTF-8 text (byte 1)",
              undone)
    assert sorted(p.name for p in (project / ".memory").glob("*.md")) == ["MEMORY.md"]
