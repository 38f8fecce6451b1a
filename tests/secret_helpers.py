"""Helpers for the secret rounds' tests."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from memdir.cli import cli


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
