"""docs/configuration.md's tables are the code's: every ``MEMDIR_`` variable memdir reads
is in the table of memdir's variables (and nothing else is), and every server limit is in
the table of the server's limits with the default `memdir serve` uses."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

from memdir.foundation import config, environment
from memdir.server.limits import Limits
from memdir.store import sessions

DOC = Path(__file__).resolve().parents[1] / "docs" / "configuration.md"


def _section(heading: str) -> str:
    text = DOC.read_text("utf-8")
    start = text.index(f"## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else None]


def _rows(heading: str) -> dict[str, list[str]]:
    """A section's table: first cell's `name` -> the other cells."""
    found = {}
    for line in _section(heading).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if line.startswith("| `") and len(cells) > 1:
            found[cells[0].strip("`")] = cells[1:]
    return found


def _code(cell: str) -> str:
    """The first `value` a cell shows."""
    match = re.search(r"`([^`]+)`", cell)
    assert match, cell
    return match.group(1)


def test_the_table_of_variables_names_every_variable_memdir_reads():
    read = {value for name, value in vars(environment).items()
            if name.isupper() and isinstance(value, str)
            and value.startswith("MEMDIR_") and value != environment.PREFIX}
    # The old name of MEMDIR_PROJECT is said under the table, not in it.
    read.discard(environment.PROJECT_DEPRECATED)
    assert environment.PROJECT_DEPRECATED in _section("memdir's variables")
    assert set(_rows("memdir's variables")) == read


def test_the_documented_defaults_of_visitor_limits_are_the_codes():
    rows = _rows("memdir's variables")
    assert float(rows["MEMDIR_PENDING_PER_SESSION"][-1].strip("`")) == \
        config.DEFAULT_PENDING_PER_SESSION
    assert float(rows["MEMDIR_PENDING_PER_TOKEN"][-1].strip("`")) == \
        config.DEFAULT_PENDING_PER_TOKEN
    assert float(rows["MEMDIR_VISITOR_LOG_DAYS"][-1].strip("`")) == \
        config.DEFAULT_VISITOR_LOG_DAYS
    assert float(rows["MEMDIR_VISITOR_LOG_BYTES"][-1].strip("`")) == \
        config.DEFAULT_VISITOR_LOG_BYTES
    assert float(rows["MEMDIR_PG_POOL_TIMEOUT"][-1].strip("`")) == \
        config.DEFAULT_PG_POOL_TIMEOUT
    assert float(rows["MEMDIR_HOOK_TIMEOUT"][-1].strip("`")) == config.Config().hook_timeout
    assert float(rows["MEMDIR_REMOTE_TIMEOUT"][-1].strip("`")) == config.DEFAULT_REMOTE_TIMEOUT


def test_the_table_of_limits_names_every_limit_with_its_default():
    rows = _rows("The server's limits")
    assert set(rows) == {f.name for f in fields(Limits)}
    # A limit left to the environment falls back to the variable's default.
    fallback = {"pending_per_session": config.DEFAULT_PENDING_PER_SESSION,
                "pending_per_token": config.DEFAULT_PENDING_PER_TOKEN,
                "visitor_log_days": config.DEFAULT_VISITOR_LOG_DAYS,
                "visitor_log_bytes": config.DEFAULT_VISITOR_LOG_BYTES}
    defaults = Limits()
    wrong = {}
    for f in fields(Limits):
        value = getattr(defaults, f.name)
        value = fallback[f.name] if value is None else value
        documented = float(_code(rows[f.name][1]))
        if documented != value:
            wrong[f.name] = (documented, value)
    assert wrong == {}


def test_the_table_of_session_note_limits_is_the_stores():
    rows = _rows("A public agent's session notes")
    for name in ("MAX_NOTE_CHARS", "MAX_NOTE_NAME_CHARS", "MAX_SESSION_NOTES",
                 "EXPIRE_SWEEP_SECONDS"):
        assert float(_code(rows[name][1])) == getattr(sessions, name), name
    assert float(_code(rows["MEMDIR_SESSION_TTL"][1])) == config.Config().session_ttl
