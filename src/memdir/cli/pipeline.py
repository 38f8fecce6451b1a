"""Commands over the turn pipeline: what would be recalled, extracted, consolidated."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memdir.cli import cli
from memdir.cli.render import echo_json, show_recalled
from memdir.foundation.errors import MemdirError
from memdir.foundation.plural import plural

if TYPE_CHECKING:
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.pipeline.conversation import Transcript
    from memdir.providers.base import Message
    from memdir.service.protocol import MemoryService

# What `memdir extract` prints for each action a write decision can have
# (`memdir.pipeline.admission.policy.Action`); a test checks that none is missing.
DECISION_VERBS = {"store": "stored", "update": "updated", "reject": "rejected",
                  "propose": "proposed for review"}

provider_option = click.option(
    "--provider", "-p", default=None,
    help="anthropic, openai, ollama or offline (default: from the environment).")


def _memory(provider: str | None, session: str | None = None,
            stale_anchors: str | None = None) -> MemoryService:
    from memdir.cli.memory import open_cli_memory

    return open_cli_memory(provider=provider, session=session, stale_anchors=stale_anchors)


def read_conversation(path: str) -> Transcript:
    """The conversation in a JSONL file (``-``: stdin), through the one transcript parser
    the hooks use: plain messages or Claude Code transcript lines."""
    from memdir.pipeline.conversation import MAX_TRANSCRIPT_BYTES, parse_lines, read_transcript

    if path == "-":
        data = sys.stdin.buffer.read(MAX_TRANSCRIPT_BYTES)  # click's helper is deprecated
        found = parse_lines(data.decode("utf-8", errors="replace").split("\n"),
                            strict=True, origin="stdin")
    else:
        found = read_transcript(path, strict=True)
    if not found.messages:
        raise MemdirError(f"{path} holds no user or assistant messages.")
    return found


def read_transcript(path: str) -> list[Message]:
    """Messages from a JSONL file (see `read_conversation`)."""
    return read_conversation(path).messages


@cli.command()
@click.argument("query")
@click.option("--top", "-k", type=click.IntRange(1, 50), default=5, help="At most K records.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option("--stale-anchors", type=click.Choice(["label", "hold"]), default=None,
              help="A memory whose cited code changed or is gone: label it or hold it "
                   "back (default: MEMDIR_STALE_ANCHORS, else label).")
@click.option("--as-of", "as_of", default=None, metavar="DATE",
              help="What held then: a date (2026-03-15, the end of that day), a time "
                   "(2026-03-15T10:00) or words ('last March', '上个月').")
@provider_option
def recall(query: str, top: int, as_json: bool, stale_anchors: str | None,
           as_of: str | None, provider: str | None) -> None:
    """Show what would be recalled for QUERY, and why (scores); --as-of: at a past time."""
    from memdir.service.validity import parse_as_of

    at = parse_as_of(as_of) if as_of is not None else None
    with _memory(provider, stale_anchors=stale_anchors) as memory:
        show_recalled(memory.recall(query, limit=top, as_of=at), as_json,
                      as_of=None if at is None else f"{as_of} ({at})")


@cli.command()
@click.argument("transcript", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@provider_option
def extract(transcript: str, as_json: bool, provider: str | None) -> None:
    """Extract memories from a TRANSCRIPT (JSONL of messages) and store the admitted ones.

    Every turn of the conversation is read, and each memory's source names the
    transcript's session and the message it came from.
    """
    conversation = read_conversation(transcript)
    session = conversation.session or (
        "stdin" if transcript == "-" else file_session(Path(transcript)))
    with _memory(provider, session=session) as memory:
        report = memory.after_conversation(conversation.messages)
        skipped = _skipped(memory, conversation.messages)
    from memdir.service.turn_report import decision_line, shown_name

    if as_json:  # one refused for a secret: no name or type, the secret may be in them
        echo_json({"decisions": [{"action": d.action, "name": shown_name(d),
                                  "type": d.candidate.type if shown_name(d) else None,
                                  "reason": d.reason,
                                  "target": d.target.name if d.target else None,
                                  "failed": _failed(d, report.errors)}
                                 for d in report.decisions],
                   "skipped": [{"sentence": t, "reason": why} for t, why in skipped],
                   "queued": report.queued, "queued_in": report.queued_in or None,
                   "notes": report.notes, "errors": report.errors})
    else:
        if not report.decisions and not report.queued:  # queued: its line is on stderr
            click.echo("Nothing worth remembering was found.")
        for d in report.decisions:
            if _failed(d, report.errors):  # its error line below says why
                continue
            verb = DECISION_VERBS.get(d.action, d.action)
            click.echo(decision_line(verb, d))
        for sentence, why in skipped:
            click.echo(f"skipped: {sentence!r} - {why}")
        for line in report.errors:
            click.echo(f"error: {line}", err=True)
    if report.errors:  # a memory that could not be written is a failure, not a success
        raise SystemExit(1)


def file_session(path: Path) -> str:
    """The session of a transcript that names none: its file name and a digest of where
    it is (``file:transcript.jsonl:3f9a1c2e``). Two conversations in files of one name
    are two sessions (`rm --session` of one leaves the other's memories); extracting one
    file again is the same session."""
    import hashlib

    where = hashlib.blake2b(str(path.resolve()).encode("utf-8", "surrogateescape"),
                            digest_size=4).hexdigest()
    # A session is printable text of at most 200 characters (`memdir.foundation.source`);
    # a file name may be 255 bytes and hold any character but / and NUL.
    name = "".join(c if c.isprintable() else "?" for c in path.name)
    return f"file:{name[:150]}:{where}"


def _skipped(memory: MemoryService, messages: list[Message]) -> list[tuple[str, str]]:
    """Every user sentence offline extraction did not hear, with its reason (with a
    model, the model decides and gives no reasons for what it leaves out)."""
    from memdir.pipeline.admission.secrets import find_secret
    from memdir.pipeline.conversation import is_user_text
    from memdir.pipeline.extract.rules import hear
    from memdir.providers.base import has_model

    if has_model(memory.provider):
        return []
    out: list[tuple[str, str]] = []
    for message in messages:
        if is_user_text(message):
            for sentence, why in hear([message])[1]:
                kind = find_secret(sentence)  # never echo a secret back
                out.append((f"(a sentence holding {kind})", "secrets are never stored")
                           if kind else (sentence, why))
    return out


def _failed(decision: Decision, errors: list[str]) -> bool:
    """Whether writing an admitted candidate failed (`Memory.admit` reports it as
    "NAME: why"): it must not be reported as stored."""
    return decision.action != "reject" and any(
        e.startswith(f"{decision.candidate.name}: ") for e in errors)


@cli.command()
@click.option("--dry-run", is_flag=True, help="Show what would change; write nothing.")
@click.option("--scope", "-s", type=click.Choice(["project", "user"]), default="project",
              show_default=True, help="Which store: this project's (.memory/) or yours.")
@provider_option
def consolidate(dry_run: bool, scope: str, provider: str | None) -> None:
    """Merge duplicates, apply newer corrections, drop stale memories.

    Without a model: exact duplicates, and near-duplicates and contradictions found by
    their words, each proposed for you to approve. By default every plan goes to the
    inbox (memdir policy); applied plans are undone with memdir undo."""
    with _memory(provider) as memory:
        result = memory.consolidate(scope, dry_run=dry_run)
    prefix = "would " if dry_run else ""
    if result.offline:
        click.echo(_offline_summary(result))
    else:
        click.echo(f"{plural(result.groups, 'group')} checked; {prefix}merge "
                   f"{len(result.merged)}, {prefix}create {len(result.created)}, "
                   f"{prefix}delete {len(result.deleted)}.")
    for line in result.found:
        click.echo(f"  {line}")
    for name in result.merged:
        click.echo(f"  {prefix}rewrite {name}")
    for name in result.created:
        click.echo(f"  {prefix}create {name}")
    for name in result.deleted:
        click.echo(f"  {prefix}delete {name}")
    if result.deleted and not dry_run:
        click.echo("Every deleted memory stays in the history: 'memdir restore NAME' "
                   "brings it back.")
    for pid in dict.fromkeys(result.proposed):
        # The write policy (memdir policy) sends consolidation's merges to review.
        click.echo(f"Proposed {pid}: see it with 'memdir inbox', then 'memdir approve {pid}' "
                   f"or 'memdir reject {pid}'.")
    if result.offline and not result.found and not result.skipped:
        click.echo(OFFLINE_HINT)
    for line in result.skipped:
        click.echo(f"skipped: {line}", err=True)


OFFLINE_HINT = (
    "Without a model, consolidation finds memories that say the same thing (the same "
    "words, or one saying all the other says) and memories that give one subject two "
    "values ('tests use pytest', 'tests use vitest'), and proposes a merge of each for you "
    "to approve. With a model (ANTHROPIC_API_KEY or OPENAI_API_KEY set, or --provider) it "
    "also merges what says the same in other words and drops what went stale.")


def _offline_summary(result: ConsolidationResult) -> str:
    """The first line of an offline consolidation: what was compared and found."""
    kinds = Counter(line.split(":", 1)[0] for line in result.found)
    found = [plural(kinds[k], one, many) for k, one, many in (
        ("exact duplicates", "set of exact duplicates", "sets of exact duplicates"),
        ("near-duplicates", "near-duplicate pair", None),
        ("contradiction", "contradiction", None)) if kinds[k]]
    said = (", ".join(found[:-1]) + " and " + found[-1]) if len(found) > 1 else \
        (found[0] if found else "nothing to merge")
    return f"Compared {plural(result.records, 'memory', 'memories')} without a model: {said}."
