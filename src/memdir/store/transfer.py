"""Moving memory between stores (a folder and PostgreSQL, either way): `memdir migrate`.

**Lossless.** Everything a person or a reviewer works with moves, through the store
contract's copying calls (`memdir.store.base`), so any pair of stores works:

- *history*: every entry with its time, operation, actor, change (what `memdir changes`
  lists and `memdir undo` reverts as one, tombstones of consolidation included) and the
  content before and after it;
- *records*: their exact text (frontmatter with provenance, body);
- *proposals*: the inbox, pending and decided, with their decisions and notes (a rejected
  proposal stays rejected, which is how a rejected anchor proposal,
  `memdir.service.anchor_review`, is not proposed again);
- *session notes*: visitors' notes that have not expired, each with its expiry (a note
  does not live longer for having moved);
- *published versions*: every version a public agent served, and which one it serves;
- *visitor logs*: each visitor session's redacted turns and the questions memory could not
  answer (`Store.visitor_entries`), for the reviewer, in their order.

What does not move, and why: history entries, proposals, session notes, published
versions and visitor logs a store does not trust (state that came with a cloned
repository, another user's, behind a link: the target would trust it; a folder's
`foreign_state` counts them for the report); expired session notes (their text must not
outlive its time); records whose names collide (names that differ only by case, Unicode
normalization or look-alike letters, which a folder edited by hand can hold as separate
files: a database, like any store, keeps one record per name, so copying them would
overwrite one with the other and count both; they are left, named in the report, until
`memdir doctor --fix` merges them); a session's visitor log the target already logged
otherwise (a public agent ran on both: neither is a prefix of the other, and a copy does
not merge them); the project's settings (``.memdir/settings.json``), which belong to the
project folder, not to a store.

**True counts.** ``copied`` is what the target wrote, ``present`` what it already held,
``left`` what was not copied and why (``notes``): a second run copies nothing.

**Idempotent and resumable.** Each history entry is identified by its content (time,
operation, name, file, before, after, actor, change) and its occurrence among identical
ones; an entry the target already holds is skipped. The kinds go in the order above, each
in small steps that are whole when done: history in source order, in small transactions (a
folder appends line by line), then records written only if the target's text differs,
then one proposal, note or published version at a time, and the version served last (so
it never names a version the target lacks), then each session's visitor log from where
the target's copy of it ends (a log is appended to, never changed). A migration killed
anywhere leaves a prefix of that work, each piece whole; running it again completes it,
and running it on a completed target changes nothing.

**A copy, not a merge.** A record the target holds with different content is replaced,
and its content before is kept in the target's history (actor ``migrate``); a proposal
is replaced by the source's, except one the target has decided since while the source's
still waits (a decision is not undone by a copy); a published version is never changed
(one the target holds with other records is left, reported, and the target keeps serving
what it served). What only the target has is left alone: a migration does not delete.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import StoreError
from memdir.foundation.record import parse_record
from memdir.store.history import HistoryEntry
from memdir.store.visitors import VISITOR_KINDS

if TYPE_CHECKING:
    from memdir.store.base import Store

CHUNK = 200
ACTOR = "migrate"
KINDS = ("history", "records", "proposals", "session notes", "published versions",
         "visitor logs")
EXPIRY_SLACK = 0.001  # seconds: a database keeps times to the microsecond

Progress = Callable[[str, int, int], None]


@dataclass
class Moved:
    """What a migration did (or, for a dry run, would do) with one kind of state:
    ``copied`` to the target, ``present`` there already, ``left`` not copied (``notes``
    say why); ``switched``: the target now serves the published version the source
    serves; ``collisions``: the files of each group of records left because their names
    are one name."""

    kind: str
    copied: int = 0
    present: int = 0
    left: int = 0
    notes: list[str] = field(default_factory=list)
    switched: bool = False
    collisions: list[list[str]] = field(default_factory=list)


@dataclass(frozen=True)
class MigrationReport:
    """What a migration did, per kind (in `KINDS` order)."""

    moved: tuple[Moved, ...]
    dry_run: bool = False

    def of(self, kind: str) -> Moved:
        return next(m for m in self.moved if m.kind == kind)

    @property
    def records_copied(self) -> int:
        return self.of("records").copied

    @property
    def records_present(self) -> int:
        return self.of("records").present

    @property
    def history_copied(self) -> int:
        return self.of("history").copied

    @property
    def history_present(self) -> int:
        return self.of("history").present

    @property
    def history_untrusted(self) -> int:
        return self.of("history").left

    @property
    def changed_nothing(self) -> bool:
        return not any(m.copied or m.switched for m in self.moved)


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


def record_texts(store: Store) -> list[tuple[str, str]]:
    """(file, exact text) of every record (`Store.record_texts`)."""
    return store.record_texts()


def migrate(source: Any, target: Any, *, dry_run: bool = False,
            progress: Progress | None = None) -> MigrationReport:
    """Copy everything ``source`` holds into ``target`` (see the module docstring).

    Args:
        source, target: two stores of the contract (`memdir.store.base.Store`).
        dry_run: only count what would be copied; write nothing.
        progress: called with (kind, how many of that kind were written, how many will
            be) after each step that is whole.
    """
    def tick(kind: str) -> Callable[[int, int], None]:
        return (lambda done, total: progress(kind, done, total)) if progress else \
            (lambda done, total: None)

    steps = (_history, _records, _proposals, _session_notes, _published, _visitor_logs)
    foreign = getattr(source, "foreign_state", None)
    untrusted: dict[str, int] = foreign() if foreign is not None else {}
    moved = []
    for kind, step in zip(KINDS, steps, strict=True):
        done = step(source, target, dry_run, tick(kind))
        if untrusted.get(kind):
            done.left += untrusted[kind]
            done.notes.append(f"{untrusted[kind]} not written by you on this machine (another "
                              "user's or machine's tag, or none, or behind a link): never "
                              "copied")
        moved.append(done)
    return MigrationReport(tuple(moved), dry_run)


def _history(source: Any, target: Any, dry_run: bool,
             tick: Callable[[int, int], None]) -> Moved:
    entries = source.history()
    have = set(entry_ids(target.history()))
    todo = [e for e, i in zip(entries, entry_ids(entries), strict=True)
            if i not in have and not e.foreign]
    foreign = sum(1 for e in entries if e.foreign)
    moved = Moved("history", len(todo), len(entries) - len(todo) - foreign, foreign)
    if foreign:
        from memdir.store.history_checks import unverified_reasons

        moved.notes.append("unverified by your history key, never copied: " + unverified_reasons(
            [e.unverified for e in entries if e.foreign]))
    for start in range(0, 0 if dry_run else len(todo), CHUNK):
        target.append_history(todo[start:start + CHUNK])
        tick(min(start + CHUNK, len(todo)), len(todo))
    return moved


def _records(source: Any, target: Any, dry_run: bool,
             tick: Callable[[int, int], None]) -> Moved:
    texts, twins = _without_twins(source.record_texts())
    moved = Moved("records", left=sum(len(files) for files in twins), collisions=twins)
    if twins:
        moved.notes.append(f"{moved.left} whose names collide (listed below)")
    if dry_run:
        held = {text for _, text in target.record_texts()}
        moved.copied = sum(1 for _, text in texts if text not in held)
        moved.present = len(texts) - moved.copied
        return moved
    for start in range(0, len(texts), CHUNK):
        moved.copied += target.put_texts(texts[start:start + CHUNK], actor=ACTOR)
        tick(min(start + CHUNK, len(texts)), len(texts))
    moved.present = len(texts) - moved.copied
    return moved


def _without_twins(texts: list[tuple[str, str]]
                   ) -> tuple[list[tuple[str, str]], list[list[str]]]:
    """(the records no other record shares a name with, the files of each group that
    do). A name's identity is its key (`memdir.foundation.record.name_key`): a store
    keeps one record per key, and a folder edited by hand may hold several."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for file, text in texts:
        try:
            key = parse_record(text, file).key
        except ValueError:  # InvalidRecordError too
            key = f"\0{file}"  # the target's own check refuses it, as before
        groups.setdefault(key, []).append((file, text))
    alone = [pair for group in groups.values() if len(group) == 1 for pair in group]
    twins = [sorted(file for file, _ in group) for group in groups.values()
             if len(group) > 1]
    return alone, sorted(twins)


def _without_writer(data: dict[str, Any]) -> dict[str, Any]:
    # "by" is the file store's tag of who wrote the file, on this machine: the target
    # store sets its own.
    return {k: v for k, v in data.items() if k != "by"}


def _proposals(source: Any, target: Any, dry_run: bool,
               tick: Callable[[int, int], None]) -> Moved:
    have = {p["id"]: _without_writer(p) for p in target.proposals()}
    moved = Moved("proposals")
    todo = []
    for data in map(_without_writer, source.proposals()):
        held = have.get(data["id"])
        if held == data:
            moved.present += 1
        elif held is not None and held.get("status", "pending") != "pending" and \
                data.get("status", "pending") == "pending":
            moved.left += 1
        else:
            todo.append(data)
    if moved.left:
        moved.notes.append(f"{moved.left} decided in the target since (decision kept)")
    moved.copied = len(todo)
    for done, data in enumerate([] if dry_run else todo, 1):
        target.save_proposal(data)
        tick(done, len(todo))
    return moved


def _session_notes(source: Any, target: Any, dry_run: bool,
                   tick: Callable[[int, int], None]) -> Moved:
    have = {(n.session, n.name): n for n in target.live_session_notes()}
    moved = Moved("session notes")
    todo = []
    for note in source.live_session_notes():
        held = have.get((note.session, note.name))
        if held is not None and held.text == note.text and \
                abs(held.expires - note.expires) < EXPIRY_SLACK:
            moved.present += 1
        else:
            todo.append(note)
    moved.copied = len(todo)
    expired = 0
    for done, note in enumerate([] if dry_run else todo, 1):
        if note.expires <= time.time():  # it ran out meanwhile: the target keeps none
            moved.copied, expired = moved.copied - 1, expired + 1
            continue
        try:
            target.put_session_note(note)
        except StoreError:  # a session id the target cannot name (a file name), a
            # name too long or a session past its notes (kept before the bounds)
            moved.copied, moved.left = moved.copied - 1, moved.left + 1
        tick(done, len(todo))
    if moved.left:
        moved.notes.append(f"{moved.left} the target cannot keep (a session id it cannot "
                           "name, a name too long or a session past its notes)")
    if expired:
        moved.left += expired
        moved.notes.append(f"{expired} expired while copying (not kept)")
    return moved


def _published(source: Any, target: Any, dry_run: bool,
               tick: Callable[[int, int], None]) -> Moved:
    mine, theirs = source.published(), target.published()
    moved = Moved("published versions")
    todo, differ = [], []
    for number in mine.versions:
        texts = source.published_version(number)
        if number not in theirs.versions:
            todo.append((number, texts))
        elif sorted(target.published_version(number)) == sorted(texts):
            moved.present += 1
        else:
            differ.append(number)
    moved.copied, moved.left = len(todo), len(differ)
    if differ:
        moved.notes.append("the target holds other records as "
                           + ", ".join(f"v{n}" for n in differ)
                           + " (a published version is never changed)")
    for done, (number, texts) in enumerate([] if dry_run else todo, 1):
        target.put_published_version(number, texts)
        tick(done, len(todo))
    if mine.current is None:
        return moved
    if set(differ) & {mine.current, *mine.previous}:
        moved.notes.append(f"the target keeps serving v{theirs.current}" if theirs.current
                           else "the target serves no version")
        return moved
    if (mine.current, mine.previous) != (theirs.current, theirs.previous):
        if not dry_run:
            target.set_published_state(mine.current, mine.previous)
        moved.switched = True
    moved.notes.append(f"serving v{mine.current}")
    return moved


def _visitor_logs(source: Any, target: Any, dry_run: bool,
                  tick: Callable[[int, int], None]) -> Moved:
    moved = Moved("visitor logs")
    todo: list[tuple[str, str, dict[str, Any]]] = []
    differ = 0
    for kind in VISITOR_KINDS:
        mine = _by_session(source.visitor_entries(kind))
        theirs = _by_session(target.visitor_entries(kind))
        for session, entries in mine.items():
            held = theirs.get(session, [])
            if entries[:len(held)] != held:
                differ += 1
                moved.left += len(entries)
                continue
            moved.present += len(held)
            todo += [(session, kind, e) for e in entries[len(held):]]
    if differ:
        moved.notes.append(f"{differ} sessions the target logged otherwise (kept as they "
                           "are)")
    moved.copied = len(todo)
    for done, (session, kind, entry) in enumerate([] if dry_run else todo, 1):
        target.add_visitor_entry(session, kind,
                                 {k: v for k, v in entry.items() if k != "session"})
        tick(done, len(todo))
    return moved


def _by_session(entries: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        out.setdefault(str(entry.get("session", "")), []).append(entry)
    return out


__all__ = ["ACTOR", "KINDS", "MigrationReport", "Moved", "entry_ids", "migrate",
           "record_texts"]
