"""Shared output helpers for CLI commands: Rich console, tables, JSON."""

from __future__ import annotations

import json
from typing import Any

import click

from memdir.foundation.record import Record
from memdir.foundation.terminal import json_safe, safe_console


class _Console:
    """The command line's Rich console, made when something is first printed with it:
    Rich is a fifth of the start of a command that prints no table (`memdir add`)."""

    def __getattr__(self, name: str) -> Any:
        real = self.__dict__.get("real")
        if real is None:
            # Every Rich console of the command line is a safe one: stored text is scrubbed
            # of terminal control sequences (`memdir.foundation.terminal`), styling kept.
            real = self.__dict__["real"] = safe_console(highlight=False, soft_wrap=False)
        return getattr(real, name)


console: Any = _Console()


def confirm_erase(prompt: str) -> None:
    """Ask before erasing for good; no answer (no terminal, end of input) says how to go
    on, where click's own answer was "Aborted!" and no word of --yes. A no is an answer,
    not a failure: it says nothing was erased and ends the command with exit code 0."""
    try:
        erase = click.confirm(prompt, default=False)
    except click.Abort:
        click.echo()  # the prompt's line ends before the sentence
        raise click.ClickException("Nothing was erased: no answer came; run again with "
                                   "--yes to erase it without a question.") from None
    if not erase:
        click.echo("Nothing was erased.")
        raise click.exceptions.Exit(0)


def echo_json(data: Any) -> None:
    """``data`` as JSON, a NaN or an infinity spelled as YAML does
    (`memdir.foundation.finite`): JSON has no such number."""
    from memdir.foundation.finite import spelled

    click.echo(json_safe(json.dumps(spelled(data), ensure_ascii=False, indent=2,
                                    allow_nan=False)))


def record_dict(rec: Record, scope: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": rec.name, "type": rec.type, "scope": scope, "description": rec.description,
        "body": rec.body, "created": rec.created, "updated": rec.updated,
        "source": rec.source, "supersedes": rec.supersedes, "file": rec.file,
    }
    for key in ("superseded_by", "valid_from", "valid_to"):  # present only when set
        if getattr(rec, key):
            out[key] = getattr(rec, key)
    if rec.problems:
        out["problems"] = list(rec.problems)
    return out


def added(done: Any, where: str) -> str:
    """What ``memdir add`` did: added a record (one that corrects another too), or
    rewrote the stored one the policy matched."""
    from memdir.foundation.validity import shown_day
    from memdir.service.validity import is_correction

    rec, old = done.record, done.decision.target
    assert rec is not None  # written: a proposal or a refusal says so before
    if old is None:
        held = "".join(f" {said} {_day_or_time(value, shown_day)}" for said, value in (
            ("from", rec.valid_from), ("until", rec.valid_to)) if value)
        return f"Added {rec.name} ({rec.type}) to the {where} store" + (
            f", holding{held}." if held else ".")
    if is_correction(done.decision) and old.key != rec.key:  # a new record, the old closed
        return (f"Added {rec.name} ({rec.type}) to the {where} store: it corrects "
                f"{old.name!r}, which stops holding and is kept as history "
                "(memdir ls --history).")
    return f"Updated {rec.name} ({rec.type}) in the {where} store: {done.decision.reason}"


def _day_or_time(value: str, day: Any) -> str:
    """A record time as a person gave it: its day when it is a day's start."""
    return str(day(value)) if value.endswith("T00:00:00Z") else short_time(value)


def short_time(stamp: str | None) -> str:
    """'2026-12-02T18:00:00Z' -> '2026-12-02 18:00'."""
    if not stamp:
        return "-"
    return stamp.replace("T", " ")[:16]


def show_recalled(items: Any, as_json: bool, as_of: str | None = None) -> None:
    """`memdir recall`'s answer, the same for a local store and a server; ``as_of``: the
    past time asked about, as the person said it (an empty answer then says so)."""
    from rich.table import Table
    from rich.text import Text

    from memdir.cli.fast import recalled_rows

    if as_json:
        echo_json(recalled_rows(items))
        return
    if not items:
        click.echo("Nothing relevant is stored for that query." if as_of is None else
                   f"Nothing relevant held as of {as_of} for that query.")
        return
    table = Table(header_style="bold")
    for col in ("score", "name", "scope", "description"):
        table.add_column(col)
    for r in items:
        code = f" (cited code {r.code_status})" if r.code_status != "fresh" else ""
        held = f" ({r.validity})" if getattr(r, "validity", "") else ""
        table.add_row(f"{r.score:.2f}" if r.method != "model" else "model",
                      Text(r.record.name), r.scope,
                      Text(r.record.description + held + code))
    console.print(table)
