"""`memdir semantic`: the model of the fused ranker, fetched and prepared on request
(`memdir.providers.semantic.ready`), and where it stands."""

from __future__ import annotations

import sys
import time

import click

from memdir.cli import cli
from memdir.cli.render import echo_json
from memdir.foundation.config import RANKER, Config


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


@semantic.command()
def fetch() -> None:
    """Download and prepare the model now, with a progress bar (else the first fused
    recall starts this in the background and stays lexical until it is done)."""
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic.ready import prepare

    config = Config.from_env()
    try:
        source = prepare(config, progress=True,
                         say=lambda line: click.echo(line, err=True))
    except SemanticUnavailable as exc:
        click.echo(str(exc), err=True)
        sys.exit(1)
    click.echo(f"The model is ready: {source}.")
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
    if as_json:
        echo_json({"model": now.model, "ready": now.ready, "preparing": now.preparing,
                   "failed": now.failed, "source": str(now.source or "") or None,
                   "ranker": ranker})
        return
    click.echo(f"model: {now.model}")
    if now.ready:
        click.echo(f"ready: {now.source}")
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
    click.echo(_uses(config, now.ready))
