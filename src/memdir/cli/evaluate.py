"""`memdir eval`: how recall does on your own data (`memdir.evaluation`)."""

from __future__ import annotations

import functools
import json
import math
import os
import sys
from pathlib import Path
from typing import Any

import click

from memdir.cli import cli
from memdir.cli.render import echo_json
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.foundation.plural import plural
from memdir.foundation.terminal import safe_console

TYPE_CHECKING = False  # Rich is imported where a report is printed: not for --help
if TYPE_CHECKING:
    from rich.table import Table


@cli.command(name="eval")
@click.argument("dataset", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--ranker", "-r", default=None,
              help="Rankers to run, comma-separated: lexical, fused, model, none; the others "
                   "are compared with the first (default: MEMDIR_RANKER's, else lexical).")
@click.option("-k", "--top", "k", type=click.IntRange(1, 50), default=5, show_default=True,
              help="Records a query may recall (a turn recalls at most 5).")
@click.option("--where", "where", multiple=True, metavar="FIELD=VALUE",
              help="Only queries whose field or label has this value (repeatable).")
@click.option("--format", "fmt", type=click.Choice(["auto", "jsonl", "locomo", "longmemeval"]),
              default="auto", show_default=True, help="The file's format.")
@click.option("--granularity", type=click.Choice(["session", "round"]), default="session",
              show_default=True, help="LongMemEval: one record per session or per round.")
@click.option("--qa", is_flag=True,
              help="Also answer each question that has an answer with your model, graded by "
                   "the pinned judge (model calls; needs the judge's key).")
@click.option("--judge", "judge_file", type=click.Path(exists=True, dir_okay=False,
                                                        path_type=Path),
              default=None, help="A judge file of your own instead of memdir's.")
@click.option("--json", "as_json", is_flag=True, help="Print the whole report as JSON.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the JSON report (every query's answer) to this file.")
@click.option("--convert-to", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the data set in memdir's JSONL format to this file and stop.")
def evaluate(dataset: Path, ranker: str | None, k: int, where: tuple[str, ...], fmt: str,
             granularity: str, qa: bool, judge_file: Path | None, as_json: bool,
             out: Path | None, convert_to: Path | None) -> None:
    """Measure recall on DATASET in temporary stores: recall@k, hit@k, MRR per category,
    and how often unanswerable queries recall anything, with 95% bootstrap intervals.

    DATASET is JSON lines, one object per line: records
    ({"kind": "record", "name", "description", "type", "body"}) and queries
    ({"kind": "query", "query", "relevant": [names], "category", "language", "answer"});
    see docs/evaluation.md. A LoCoMo or LongMemEval file is converted as it is read.
    Your own memories are never used or changed.
    """
    from memdir.evaluation.dataset import parse_conditions
    from memdir.evaluation.formats import load
    from memdir.evaluation.runner import evaluate as run_evaluation
    from memdir.evaluation.runner import parse_rankers

    if judge_file is not None and not qa:  # a judge grades answers, which only --qa asks
        raise click.UsageError("--judge FILE is the judge of --qa's answers; add --qa.")
    _writable(out, "--out")  # before any run: a report it cannot keep is no report
    _writable(convert_to, "--convert-to")
    config = Config.from_env()
    rankers = parse_rankers(ranker or config.ranker)
    data, notes = load(dataset, fmt, granularity=granularity)
    data = data.where(parse_conditions(where))
    for note in notes:
        click.echo(f"note: {note}", err=True)
    if convert_to is not None:
        data.write(convert_to)
        click.echo(f"Wrote {len(data.records)} records and {len(data.queries)} queries to "
                   f"{convert_to}.")
        return
    model = judge = judge_model = None
    if qa or "model" in rankers:
        from memdir.providers import get_provider

        model = get_provider(config=config)
    if qa:
        from memdir.evaluation.judge import load_judge
        from memdir.foundation.errors import NeedsKeyError
        from memdir.providers import get_provider

        judge = load_judge(judge_file)
        try:
            judge_model = get_provider(judge.provider, model=judge.model,
                                       temperature=judge.temperature, config=config)
        except NeedsKeyError as exc:  # the judge's provider need not be the user's
            said = str(exc)
            raise NeedsKeyError(f"The judge {judge.id} asks {judge.provider}'s "
                                f"{judge.model}; {said[:1].lower()}{said[1:]}") from exc
    with _progress(not as_json) as progress:
        result = run_evaluation(data, rankers, k=k, config=config, model=model, judge=judge,
                                judge_model=judge_model, progress=progress,
                                say=lambda line: click.echo(line, err=True))
    report = result.report()
    _write_report(out, report)
    if as_json:
        echo_json(report)
        return
    show(report)


def _writable(path: Path | None, option: str) -> None:
    """Refuse an output file that cannot be written, before anything runs: its folder is
    not there or is a file, or the file cannot be made or opened for writing there (a
    folder it may not write, a read-only disk, a name too long). A file that is there is
    opened to append, not changed; one made to try is removed.

    Raises:
        MemdirError: one sentence naming the option and why.
    """
    if path is None:
        return
    if not path.parent.is_dir():
        if path.parent.exists():
            raise MemdirError(f"{option} {path}: {path.parent} is a file, not a folder; "
                              "name a file in a folder.")
        raise MemdirError(f"{option} {path}: the folder {path.parent} does not exist; "
                          "create it or name a file in a folder that does.")
    made = not os.path.exists(path)  # a name too long is not there: open says why
    try:
        flags = os.O_WRONLY | (os.O_CREAT | os.O_EXCL if made else os.O_APPEND)
        os.close(os.open(path, flags, 0o600))
    except OSError as exc:
        raise MemdirError(f"{option} {path}: it cannot be written ({exc.strerror or exc}); "
                          "nothing was run or written, name a file you can write.") from exc
    if made:
        path.unlink()


def _write_report(out: Path | None, report: dict[str, Any]) -> None:
    """Write the JSON report to ``out``; a failure is said, and the report still shown."""
    if out is None:
        return
    try:
        out.write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n",
                       encoding="utf-8")
    except OSError as exc:
        click.echo(f"Error: cannot write the report to {out} ({exc.strerror or exc}); "
                   "it is shown here.", err=True)


class _progress:
    """A progress bar on stderr for a terminal; nothing otherwise."""

    def __init__(self, wanted: bool) -> None:
        self.bar: Any = None
        if wanted and sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import Progress

            self.bar = Progress(console=Console(stderr=True), transient=True)

    def __enter__(self) -> Any:
        if self.bar is None:
            return None
        self.bar.start()
        task = self.bar.add_task("queries", total=None)
        return lambda done, total: self.bar.update(task, completed=done, total=total)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def _mean(stat: dict[str, float]) -> str:
    return "-" if math.isnan(stat["mean"]) else f"{stat['mean']:.2f}"


def _interval(stat: dict[str, float], signed: bool = False) -> str:
    """``0.85 (0.81-0.89)``: the mean and its 95% interval."""
    if math.isnan(stat["mean"]):
        return "-"
    f = "{:+.2f}" if signed else "{:.2f}"
    return f"{f.format(stat['mean'])} ({f.format(stat['low'])}..{f.format(stat['high'])})"


def _table(title: str, columns: list[str]) -> Table:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    # A title longer than a narrow table (one ranker's unanswerable queries) is kept on
    # one line while the console is wide enough, not wrapped to the table's width.
    heading = Text(title, style="table.title", no_wrap=len(title) <= _console().width,
                   overflow="ignore")
    table = Table(title=heading, title_justify="left", header_style="bold",
                  box=box.SIMPLE_HEAD, pad_edge=False)
    for i, col in enumerate(columns):
        table.add_column(col, justify="left" if i == 0 else "right", no_wrap=True)
    return table


@functools.cache
def _console() -> Any:
    """The report's console, made when it is printed (Rich is not loaded for --help). A
    report piped to a file or a pager is not cut at 80 columns; a terminal keeps its width."""
    return safe_console(highlight=False, soft_wrap=False,
                        width=None if sys.stdout.isatty() else 120)


def show(report: dict[str, Any]) -> None:
    """The report as tables: each ranker's scores, then the paired differences."""
    k = report["k"]
    _console().print(f"{report['dataset'] or 'data set'}: "
                     f"{plural(report['records'], 'record')}, "
                     f"{plural(report['queries'], 'query', 'queries')} "
                     f"({report['answerable']} answerable) in "
                     f"{plural(report['stores'], 'store')}; "
                     f"k = {k}; means with 95% bootstrap intervals.")
    rankers = report["rankers"]
    for name, run in rankers.items():
        if name != "none":  # recalls nothing: its zeros are in the differences
            _ranker_table(name, run, k)
    _unanswerable_table(report)
    for label, diff in report["differences"].items():
        _difference_table(label, diff, k)
    if "judge" in report:
        _qa_table(report)


def _ranker_table(name: str, run: dict[str, Any], k: int) -> None:
    answerable = run["summary"]["answerable"]
    if not answerable:
        return
    latency = run["latency"]
    timing = f", recall p50 {latency['p50_ms']:.1f} ms" if latency else ""
    table = _table(f"{run['described']}{timing}",
                   ["category", "queries", f"recall@{k}", f"hit@{k}", "MRR"])
    for category, s in answerable.items():
        table.add_row(category, str(s["queries"]), _interval(s["recall"]),
                      _interval(s["hit"]), _interval(s["rr"]))
    _console().print(table)


def _unanswerable_table(report: dict[str, Any]) -> None:
    runs = report["rankers"]
    first = next(iter(runs.values()))["summary"]["unanswerable"]
    if not first:
        return
    diffs = list(report["differences"].items())
    table = _table("unanswerable queries that recalled anything (lower is better)",
                   ["language", "queries", *runs, *(label for label, _ in diffs)])
    for language, s in first.items():
        cells = [language, str(s["queries"])]
        cells += [_mean(r["summary"]["unanswerable"][language]["recalled"])
                  for r in runs.values()]
        cells += [_interval(d["unanswerable"][language]["recalled"], signed=True)
                  for _, d in diffs]
        table.add_row(*cells)
    _console().print(table)


def _difference_table(label: str, diff: dict[str, Any], k: int) -> None:
    if not diff["answerable"]:
        return
    table = _table(f"paired difference, {label}",
                   ["category", "queries", f"recall@{k}", f"hit@{k}", "MRR"])
    for category, d in diff["answerable"].items():
        table.add_row(category, str(d["queries"]), _interval(d["recall"], signed=True),
                      _interval(d["hit"], signed=True), _interval(d["rr"], signed=True))
    _console().print(table)


def _qa_table(report: dict[str, Any]) -> None:
    judge = report["judge"]
    runs = report["rankers"]
    diffs = list(report["differences"].items())
    _console().print(f"question answering, judged by {judge['id']} ({judge['model']}, sha256 "
                  f"{judge['sha256'][:12]})")
    table = _table("accuracy of judged answers",
                   ["category", *runs, *(label for label, _ in diffs)])
    categories: list[str] = []
    for run in runs.values():
        categories += [c for c in run["qa"]["accuracy"] if c not in categories]
    if not categories:  # not one answer judged: an empty table would say nothing
        _console().print("accuracy of judged answers: no answer was judged")
    for category in sorted(categories, key=lambda c: (c == "all", c)):
        cells = [category]
        for run in runs.values():
            s = run["qa"]["accuracy"].get(category)
            cells.append(f"{_interval(s)} n={s['queries']}" if s else "-")
        for _, d in diffs:
            s = d.get("qa", {}).get(category)
            cells.append(_interval(s, signed=True) if s else "-")
        table.add_row(*cells)
    if categories:
        _console().print(table)
    for name, run in runs.items():
        qa = run["qa"]
        if qa["failed"] or qa["unjudged"]:
            click.echo(f"{name}: {qa['failed']} failed call(s), {qa['unjudged']} answer(s) "
                       "the judge gave no known label; not scored.", err=True)


__all__ = ["evaluate", "show"]
