"""Helpers for the secret rounds' tests: a project to run `memdir` in, and the checks that
`memdir add` keeps or refuses a note and that `memdir doctor` finds a stored secret."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from memdir.cli import cli


@pytest.fixture(name="project")
def project_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, isolated_env: Path) -> Path:
    """An empty git checkout, the working directory, with its own memdir home."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def _add(project: Path, body: str, name: str, description: str, *,
         catch_exceptions: bool) -> Result:
    """`memdir add NAME -t reference -d DESCRIPTION -b BODY`, after `memdir init` if the
    project has no store yet."""
    run = CliRunner().invoke
    if not (project / ".memory").exists():
        assert run(cli, ["init"], catch_exceptions=False).exit_code == 0
    return run(cli, ["add", name, "-t", "reference", "-d", description, "-b", body],
               catch_exceptions=catch_exceptions)


def add_keeps(project: Path, body: str, name: str = "ops",
              description: str = "ops notes") -> None:
    """`memdir add` stores a note holding ``body`` as the record ``name``."""
    result = _add(project, body, name, description, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert body in (project / ".memory" / f"{name}.md").read_text(encoding="utf-8")


def add_refuses(project: Path, body: str, name: str = "ops",
                description: str = "ops notes") -> str:
    """`memdir add` refuses a note holding ``body`` as a secret and writes no record
    ``name``. Its output."""
    result = _add(project, body, name, description, catch_exceptions=True)
    assert result.exit_code != 0
    assert "seems to contain" in result.output
    assert not (project / ".memory" / f"{name}.md").exists()
    return result.output


def doctor_finds_stored(project: Path, body: str) -> str:
    """`memdir doctor` over a record holding ``body``, written by hand as a person would:
    it must name the record as holding a secret (and exit non-zero). Its output."""
    run = CliRunner().invoke
    assert run(cli, ["init"], catch_exceptions=False).exit_code == 0
    (project / ".memory" / "ops.md").write_text(
        f"---\nname: ops\ndescription: ops notes\ntype: reference\n---\n{body}\n",
        encoding="utf-8")
    result = run(cli, ["doctor"], catch_exceptions=False)
    assert result.exit_code != 0
    assert "found secret: ops" in result.output
    return result.output
