"""Shared output helpers for CLI commands: Rich console, tables, JSON."""

from __future__ import annotations

import json
from typing import Any

import click
from rich.console import Console

from ..record import Record

console = Console(highlight=False, soft_wrap=False)


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def record_dict(rec: Record, scope: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": rec.name, "type": rec.type, "scope": scope, "description": rec.description,
        "body": rec.body, "created": rec.created, "updated": rec.updated,
        "source": rec.source, "supersedes": rec.supersedes, "file": rec.file,
    }
    if rec.problems:
        out["problems"] = list(rec.problems)
    return out


def short_time(stamp: str | None) -> str:
    """'2026-12-02T18:00:00Z' -> '2026-12-02 18:00'."""
    if not stamp:
        return "-"
    return stamp.replace("T", " ")[:16]
