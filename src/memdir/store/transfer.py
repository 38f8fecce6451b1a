"""Moving memory between stores (a folder and PostgreSQL, either way): `memdir migrate`.

**Lossless.** Records are copied as their exact text (frontmatter with provenance, body),
history as every entry with its time, operation, actor, change (what `memdir undo`
reverts as one) and the content before and after it. Proposals waiting in the inbox and
session notes are not copied. History entries a store does not trust (a log that came
with a cloned repository) are not copied: the target would trust them.

**Idempotent and resumable.** Each history entry is identified by its content (time,
operation, name, file, before, after, actor) and its occurrence among identical ones; an
entry the target already holds is skipped. History goes first, in source order, in small
transactions (a folder appends line by line), then records, each written only if the
target's text differs. A migration killed anywhere leaves a prefix of the history and a
subset of the records, each whole; running it again completes it, and running it on a
completed target changes nothing.

A record the target holds with different content is replaced, and its content before is
kept in the target's history (actor ``migrate``); records only the target has are left
alone: a migration copies, it does not delete.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..record import file_name_for, parse_record, validate_name
from .atomic import atomic_write, storage_error
from .change import change
from .files import FileStore
from .history import HistoryEntry, HistoryLog

CHUNK = 200
ACTOR = "migrate"


@dataclass(frozen=True)
class MigrationReport:
    """What a migration did."""

    records_copied: int
    records_present: int
    history_copied: int
    history_present: int
    history_untrusted: int


def entry_ids(entries: Iterable[HistoryEntry]) -> list[str]:
    """A stable identity per entry: its content's digest and its occurrence among equal
    ones (the same change can be logged twice in one second)."""
    seen: dict[str, int] = {}
    out = []
    for e in entries:
        digest = hashlib.sha256(json.dumps(
            [e.at, e.op, e.name, e.file, e.before, e.after, e.actor, e.new_file, e.change],
            ensure_ascii=False).encode("utf-8", "replace")).hexdigest()
        seen[digest] = seen.get(digest, 0) + 1
        out.append(f"{digest}#{seen[digest]}")
    return out


def record_texts(store: Any) -> list[tuple[str, str]]:
    """(file, exact text) of every record, in the store's catalog order."""
    if isinstance(store, FileStore):
        out = []
        for rec in store.list():
            text = store.read_text(rec.file) if rec.file else None
            if text is not None:
                out.append((rec.file, text))
        return out
    return store.record_texts()


def migrate(source: Any, target: Any, *,
            progress: Callable[[str, int], None] | None = None) -> MigrationReport:
    """Copy everything ``source`` holds into ``target`` (see the module docstring).

    Args:
        source, target: a FileStore or a PostgresStore each.
        progress: called with ("history" | "records", how many were written so far).
    """
    entries = source.history()
    untrusted = sum(1 for e in entries if e.foreign)
    have = set(entry_ids(target.history()))
    todo = [e for e, i in zip(entries, entry_ids(entries), strict=True)
            if i not in have and not e.foreign]
    for start in range(0, len(todo), CHUNK):
        _append_history(target, todo[start:start + CHUNK])
        if progress:
            progress("history", min(start + CHUNK, len(todo)))
    copied = present = 0
    texts = record_texts(source)
    for start in range(0, len(texts), CHUNK):
        for_chunk = texts[start:start + CHUNK]
        n = _put_records(target, for_chunk)
        copied, present = copied + n, present + len(for_chunk) - n
        if progress:
            progress("records", copied)
    if isinstance(target, FileStore) and copied:
        target.rebuild_index()
    return MigrationReport(copied, present, len(todo), len(entries) - len(todo) - untrusted,
                           untrusted)


def _append_history(target: Any, entries: list[HistoryEntry]) -> None:
    if not isinstance(target, FileStore):
        target.append_history(entries)
        return
    target.init()
    log = HistoryLog(target.history_path)
    for e in entries:
        # The entry's change goes with it, so `memdir changes` and `undo` work on the copy.
        tagged = change(e.change_kind, undoes=e.undoes, change_id=e.change) if e.change \
            else contextlib.nullcontext()
        with tagged:
            log.append(e.op, e.name, e.file, e.before_bytes or e.before,  # type: ignore[arg-type]
                       e.after, e.actor, new_file=e.new_file, at=e.at)


def _put_records(target: Any, texts: list[tuple[str, str]]) -> int:
    """Write the records whose text the target does not hold yet; return how many."""
    if not isinstance(target, FileStore):
        return target.put_texts(texts, actor=ACTOR)
    target.init()
    log = HistoryLog(target.history_path)
    written = 0
    with target.bulk():  # the store's lock: no other writer in between
        for file, text in texts:
            rec = parse_record(text, file)
            validate_name(rec.name)  # a row of a database is untrusted input too
            current = target.find(rec.name)
            old = target.read_text(current.file) if current and current.file else None
            if old == text:
                continue
            # Only a plain record file name is used as it is: a row saying "../x.md" is
            # written where its name says, inside the store.
            dest = current.file if current and current.file else (
                file if file == os.path.basename(file) and file.lower().endswith(".md")
                and not file.startswith(".") and file.splitlines() == [file]
                else file_name_for(rec.name))
            if old is not None:
                log.append("update", rec.name, dest, old, text, ACTOR)
            try:
                atomic_write(target.root / dest, text)
            except OSError as exc:
                raise storage_error(exc, f"write {target.root / dest}") from exc
            written += 1
    return written
