"""`memdir stats`: what memory did and cost, per day (`memdir.service.usage_report`)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import click

from memdir.cli import cli
from memdir.cli.render import console, echo_json
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError

TYPE_CHECKING = False  # Rich is imported where a report is printed: not for --help
if TYPE_CHECKING:
    from rich.table import Table

DEFAULT_DAYS = 30
BAR = 24  # characters of the longest bar in the trend plot
BLOCKS = " ▏▎▍▌▋▊▉█"


def _since(text: str | None) -> date:
    if text is None:
        return date.today() - timedelta(days=DEFAULT_DAYS - 1)
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise MemdirError(f"--since takes a date like 2026-12-01, not {text!r}.") from None


@cli.command()
@click.option("--since", "since_text", metavar="DATE", default=None,
              help=f"From this day on (YYYY-MM-DD; default: the last {DEFAULT_DAYS} days).")
@click.option("--by", type=click.Choice(["day", "session"]), default="day", show_default=True,
              help="One row per day or per session.")
@click.option("--here", is_flag=True, help="Only this project (default: every project).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def stats(since_text: str | None, by: str, here: bool, as_json: bool) -> None:
    """What memory did and cost: recalls (and how many recalled nothing), records written,
    proposed and refused, model calls and tokens by purpose, cost, recall and turn-end
    times, store size.

    Read from the usage log in your memdir home (counts and times only: no prompt, no
    memory text). Costs come from a dated price table; put a prices.json in your memdir
    home to change it (docs/stats.md).
    """
    from memdir.providers.prices import load_prices
    from memdir.service.accounting import UsageLog, usage_folder
    from memdir.service.usage_report import usage_report

    config = Config.from_env()
    since = _since(since_text)
    project = str(config.project or _project_here()) if here else None
    log = UsageLog(usage_folder(config))
    report = usage_report(log.events(since), load_prices(config.home_dir), since=since,
                          by=by, project=project)
    report["stores"] = _store_sizes()
    report["accounting"] = "on" if config.accounting else "off"
    if as_json:
        echo_json(report)
        return
    show(report)


def _project_here() -> str:
    from memdir.service.scopes import find_project

    found = find_project(config=Config.from_env())
    if found is None:
        raise MemdirError("--here needs a project: run it in a project folder, or set "
                          "MEMDIR_PROJECT.")
    return str(found)


def _store_sizes() -> dict[str, int]:
    from memdir.cli.memory import open_cli_memory

    with open_cli_memory(session="stats") as memory:
        return memory.sizes()


def _ms(stat: dict[str, Any]) -> tuple[str, str]:
    if stat["p50"] is None:
        return "-", "-"
    return (f"{stat['p50']:.1f}", f"{stat['p95']:.1f}")


def _table(title: str, columns: list[str]) -> Table:
    from rich import box
    from rich.table import Table

    # A table wider than the terminal (a session's id is 36 characters in Claude Code)
    # folds its first column, never a number or a header ("1368…", "recor…").
    table = Table(title=title, title_justify="left", title_style="bold",
                  header_style="bold", box=box.SIMPLE_HEAD, pad_edge=False,
                  collapse_padding=True)
    table.add_column(columns[0], justify="left", overflow="fold", min_width=10)
    for col in columns[1:]:
        table.add_column(col, justify="right", no_wrap=True, min_width=len(col))
    return table


def _cost(value: float, unpriced: int, currency: str) -> str:
    sign = "$" if currency == "USD" else f"{currency} "
    text = f"{sign}{value:.4f}" if value < 1 else f"{sign}{value:,.2f}"
    return text + ("+?" if unpriced else "")


def _tokens(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1e6:.1f}M"
    if n >= 10_000:
        return f"{n / 1e3:.0f}k"
    return f"{n:,}"


def show(report: dict[str, Any]) -> None:
    """The report as tables, and a trend plot when there are several days."""
    from rich.text import Text

    periods, total = report["periods"], report["total"]
    currency = report["prices"]["currency"]
    where = f" in {report['project']}" if report["project"] else ""
    console.print(Text(f"memdir stats since {report['since']}{where} (accounting "
                       f"{report['accounting']}; prices: "
                       f"{', '.join(report['prices']['sources'])})"))
    if not periods:
        console.print("Nothing recorded in that time.")
        _stores(report)
        return
    by = report["by"]
    recalls = _table("recalls", [by, "recalls", "nothing", "p50 ms", "p95 ms"])
    turns = _table("turn ends and writes", [by, "turns", "p50 ms", "p95 ms", "written",
                                            "proposed", "refused", "records"])
    models = _table("model calls", [by, "calls", "input", "output", "cached", "cost"])
    for p in [*periods, total]:
        key = Text(p["key"] + (" (incomplete)" if p["incomplete"] else ""),
                   style="bold" if p is total else "")
        recalls.add_row(key, str(p["recalls"]), str(p["recalled_nothing"]),
                        *_ms(p["recall_ms"]))
        turns.add_row(key, str(p["turns"]), *_ms(p["turn_ms"]), str(p["written"]),
                      str(p["proposed"]), str(p["refused"]),
                      "-" if p["records"] is None else str(p["records"]))
        models.add_row(key, str(p["model_calls"]), _tokens(p["input_tokens"]),
                       _tokens(p["output_tokens"]), _tokens(p["cached_tokens"]),
                       _cost(p["cost"], p["unpriced_calls"] + p["unmetered_calls"], currency))
    console.print(recalls)
    console.print(turns)
    console.print(models)
    if total["models"]:
        purposes = _table("model calls by purpose", ["purpose", "calls", "failed", "input",
                                                     "output", "cached", "cost", "p50 ms"])
        for purpose, m in total["models"].items():
            purposes.add_row(purpose, str(m["calls"]), str(m["errors"]),
                             _tokens(m["input_tokens"]), _tokens(m["output_tokens"]),
                             _tokens(m["cached_tokens"]),
                             _cost(m["cost"], m["unpriced_calls"] + m["unmetered_calls"], currency),
                             _ms(m["latency_ms"])[0])
        console.print(purposes)
    if total["refused_by"]:
        console.print(Text("refused by reason: " + ", ".join(
            f"{reason} {n}" for reason, n in total["refused_by"].items())))
    if total["unpriced_calls"]:
        console.print(Text(f"{total['unpriced_calls']} call(s) of models the price table "
                           "does not list: their cost is not included (+?).", style="dim"))
    if total["unmetered_calls"]:
        console.print(Text(f"{total['unmetered_calls']} call(s) answered without the "
                           "provider saying how many tokens they took: their cost is not "
                           "included (+?).", style="dim"))
    if report["by"] == "day" and len(periods) > 1:
        _trend(periods, "recalls", lambda p: float(p["recalls"]), lambda v: f"{v:,.0f}")
        if total["model_calls"]:
            _trend(periods, "cost", lambda p: float(p["cost"]),
                   lambda v: _cost(v, 0, currency))
    _stores(report)


def _trend(periods: list[dict[str, Any]], label: str, value: Any, shown: Any) -> None:
    """A horizontal bar per day, the longest `BAR` characters."""
    from rich.text import Text

    values = [value(p) for p in periods]
    top = max(values) or 1.0
    console.print(Text(f"{label} per day", style="bold"))
    for p, v in zip(periods, values, strict=True):
        eighths = round(v / top * BAR * 8)
        bar = "█" * (eighths // 8) + (BLOCKS[eighths % 8] if eighths % 8 else "")
        console.print(Text(f"  {p['key']}  {bar:<{BAR}} {shown(v)}"))


def _stores(report: dict[str, Any]) -> None:
    from rich.text import Text

    sizes = report.get("stores") or {}
    if sizes:
        console.print(Text("store size now: " + ", ".join(
            f"{scope} {n} record{'s' if n != 1 else ''}" for scope, n in sizes.items())))


__all__ = ["show", "stats"]
