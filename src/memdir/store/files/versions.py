"""A file store's versions: every change logged before it is made, history, restore, purge.

Part of `FileStore` (an object given the folder's primitives, `core.Folder`), kept apart
because it is one concept: nothing a user stored is lost without a way back. The log
itself (its file format, who wrote each entry) is `history.HistoryLog`; which version a
restore brings back is `history.choose_version`. The rows `memdir migrate` copies in and
out (exact record texts, history entries as they are) are here too, as in the PostgreSQL
store's `versions`.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from memdir.foundation.errors import ConflictError, NotFoundError
from memdir.foundation.past_names import takes, usable_name
from memdir.foundation.record import (
    Record,
    file_name_for,
    free_name,
    name_key,
    parse_record,
    same_memory,
    validate_name,
)
from memdir.store.change import change, no_change
from memdir.store.history import HistoryEntry, Op, choose_version, restamped

if TYPE_CHECKING:
    from memdir.store.files.core import Folder
    from memdir.store.history_adoption import Adoptable


class Versions:
    """The history side of `FileStore` (see the module docstring), over its folder."""

    def __init__(self, store: Folder) -> None:
        self.store = store

    @property
    def history_path(self) -> Path:
        return self.store._history.path

    def _log(self, op: Op, name: str, file: str, before: str | bytes | None,
             after: str | None, actor: str, new_file: str | None = None) -> int:
        return self.store._history.append(op, name, file, before, after, actor, new_file)

    @contextlib.contextmanager
    def _logged(self, op: Op, name: str, file: str, before: str | bytes | None,
                after: str | None, actor: str, new_file: str | None = None) -> Iterator[None]:
        """Log a change before making it; if making it fails, the log does not claim it.

        An interrupt (Ctrl-C, the hook watchdog) can land after the record file was
        already replaced or removed: the entry is then kept, since it holds the only copy
        of the previous version. It is taken back only while the file still holds exactly
        what it held before the change.
        """
        size = self._log(op, name, file, before, after, actor, new_file)
        try:
            yield
        except BaseException:
            before_bytes = before.encode("utf-8") if isinstance(before, str) else before
            target = new_file or file
            unchanged = self.store._raw_bytes(file) == before_bytes and (
                target == file or not os.path.lexists(self.store.root / target))
            if unchanged:
                self.store._history.truncate(size)
            raise

    def history(self, name: str | None = None) -> list[HistoryEntry]:
        """Changes in order, oldest first; with a name, only that record's (by identity,
        including a rename to or from that name)."""
        return self.store._history.entries(name)

    def purge(self, name: str) -> int:
        """Remove a record and erase its text from the history log and the search index:
        for a secret stored by mistake. Unlike `delete`, nothing can bring it back.
        Returns how many history entries were erased.

        Raises:
            NotFoundError: neither the store nor its history has that name.
        """
        validate_name(name)
        with self.store._locked():
            file = self.store._file_of(name)
            # The log first: a full disk refuses its rewrite, and the record must then still
            # be there, as the error says (a kill in between leaves the file to purge again).
            erased = self.store._history.purge(name)
            if file is not None:
                self.store._remove_file(file)
            self.store.close()  # an open connection would keep the deleted rows readable
            if file is None and not erased:
                raise NotFoundError(name, "the store or its history")
            # The search index is derived and holds the text too (SQLite keeps deleted rows
            # in free pages): it goes, and the next search rebuilds it from the files.
            for suffix in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.store.cache_dir / f"index.sqlite{suffix}")
            return erased

    def restorable(self, name: str, version: int | None = None) -> tuple[Record, int]:
        """The record `restore` would bring back now, and its version number, without
        writing anything (the service scans it, and proposes it under review).

        Raises:
            NotFoundError: the log has nothing to restore for that name/version.
        """
        current = self.store.find(name)
        now = self.store._raw_bytes(current.file) if current and current.file else None
        chosen = choose_version(self.history(name), name, version, now, current is not None)
        return parse_record(chosen.text, None), chosen.entry.version

    def restore(self, name: str, version: int | None = None, *, actor: str = "",
                check: Callable[[Record], None] | None = None,
                sign: Callable[[str], str] | None = None) -> Record:
        """Bring back a version of a record from the history log.

        Args:
            name: the record's name (it may be deleted now).
            version: the version number shown by ``memdir log NAME``; the content *after*
                that change is restored (for a deletion, the content before it). Default:
                the content before the latest change, i.e. undo it.
            check: called with the version before it is written; what it raises stops
                the restore (the service refuses a version holding a secret).

        Raises:
            NotFoundError: the log has nothing to restore for that name/version.
        """
        current = self.store.find(name)
        now = self.store._raw_bytes(current.file) if current and current.file else None
        chosen = choose_version(self.history(name), name, version, now, current is not None)
        text, data, renamed_away = chosen.text, chosen.data, chosen.renamed_away
        rec = parse_record(text, None)
        with self.store._locked():
            if check is not None:  # under the lock: what it compares holds as it writes
                check(rec)
            placed, file, holder, there = self._placed(name, rec, renamed_away,
                                                       chosen.reborn)
            if there:
                return placed
            if placed is not rec:
                rec, text = placed, placed.to_text()
                data = text.encode("utf-8")
            if sign is not None:  # a person chose this version: it is theirs now
                signed = sign(text)
                if signed != text:
                    text, data = signed, signed.encode("utf-8")
            held = self.store._raw_bytes(file) if file else None
            file = file or self.store._free_file(validate_name(rec.name))
            if held == data and holder is None:
                return self.store._read_file(file) or rec
            stamped = restamped(text)
            if stamped != text:
                text, data = stamped, stamped.encode("utf-8")
            with self._logged("restore", rec.name, file, held, text, actor):
                self.store._write_record(file, data, stored=True)
            # As the store reads it (a file too large to read is listed as such).
            self.store._put_line(file, self.store._read_file(file) or rec)
            if holder is not None and holder.file:
                with self._logged("delete", holder.name, holder.file,
                                  self.store._raw_bytes(holder.file), None, actor):
                    os.unlink(self.store.root / holder.file)
                self.store._drop_line(holder.file)
            self.store._write_index()
            return self.store._read_file(file) or rec

    def _placed(self, name: str, rec: Record, renamed_away: HistoryEntry | None,
                reborn: bool = False) -> tuple[Record, str | None, Record | None, bool]:
        """Where a restored version goes: (the record as written, the file holding its
        name or None, the record it takes the place of, whether a copy of it is there
        already and nothing is to be written).

        Raises:
            ConflictError: its earlier name is held by another memory now.
        """
        if not takes(rec.name):  # a name refused today (`past_names`): back under one taken
            back, file = self._beside(rec, usable_name(rec.name))
            return back, file, self._holder(name, back, renamed_away), file is None
        file = self.store._file_of(rec.name)
        holder = self._holder(name, rec, renamed_away)
        if holder is not None and file is not None:
            raise ConflictError(
                f"Restoring {name!r} brings back its earlier name {rec.name!r}, which "
                "another memory holds now; rename or remove that one first.")
        if file is not None and renamed_away is None and holder is None and (
                reborn or not _last_written(self.history(name), file)):
            # The name is held by a file the history never left this record in (a twin
            # written by hand, one a merge brought), or by a memory created under it
            # after this version (deleted, then a new one added): a different memory,
            # never written over. The version comes back beside it, under a free name.
            back, file = self._beside(rec)
            return back, file, None, file is None
        return rec, file, holder, False

    def _holder(self, name: str, rec: Record, renamed_away: HistoryEntry | None
                ) -> Record | None:
        """The record a restore of content from before a rename removes: the one now
        holding ``name`` is the same record, and goes back to its old name (its content
        stays in the history)."""
        holder = self.store.find(name) if name_key(name) != rec.key else None
        if renamed_away is not None and isinstance(renamed_away.after, str):
            # Undoing a rename: the renamed record goes, but only while it is exactly
            # what the rename wrote; changed since (a correction), it is kept.
            moved = self.store.find(parse_record(renamed_away.after).name)
            if moved is not None and moved.file and self.store._raw_bytes(moved.file) == \
                    renamed_away.after.encode("utf-8"):
                holder = moved
        return holder

    def _beside(self, rec: Record, wanted: str | None = None) -> tuple[Record, str | None]:
        """``rec`` under ``wanted`` if it is free, else the first free ``NAME-n``, and the
        file to write it to; or, when a record of that name says what it says already
        (restored so before), that record and None: a second restore makes no third copy."""
        copies: list[Record] = []

        def taken(name: str) -> bool:
            other = self.store.find(name)
            if other is not None and same_memory(other, rec):
                copies.append(other)
            return other is not None or os.path.lexists(self.store.root / f"{name}.md")

        name = wanted if wanted is not None and not taken(wanted) else \
            free_name(wanted or rec.name, taken)
        if copies:
            return copies[0], None
        new = rec.evolve(name=name, file=None, extra=rec.extra)
        return new, self.store._free_file(new.name)

    # ----------------------------------------------------------------- migration
    def record_texts(self) -> list[tuple[str, str]]:
        """(file, exact text) of every record, in the catalog's order."""
        out = []
        for rec in self.store.list():
            text = self.store.read_text(rec.file) if rec.file else None
            if rec.file and text is not None:
                out.append((rec.file, text))
        return out

    def adoptable_history(self, names: Sequence[str] = (), version: int | None = None
                          ) -> list[Adoptable]:
        """The unverified entries offered to a person (`history_adoption.adoptable`)."""
        from memdir.store.history_adoption import adoptable

        return adoptable(self.store._history, names, version)

    def sign_adopted(self, shown: Collection[str]) -> int:
        """Sign the entries ``shown`` (`Adoptable.line`) as this user's; how many."""
        from memdir.store.history_adoption import adopt

        with self.store._locked():
            return adopt(self.store._history, shown)

    def append_history(self, entries: list[HistoryEntry]) -> None:
        """Add entries of another store's history as they are (time, actor and change
        kept), one line each: a crash leaves a prefix of them."""
        self.store.init()
        with self.store._locked():
            for e in entries:
                # The entry's change goes with it, so `memdir changes` and `undo` work on
                # the copy; an entry of no change must not join one the caller is in.
                tag = change(e.change_kind, undoes=e.undoes, change_id=e.change) \
                    if e.change else no_change()
                with tag:
                    # The entry was read from a history log, whose ops are the log's own.
                    self.store._history.append(cast(Op, e.op), e.name, e.file,
                                               e.before_bytes or e.before, e.after, e.actor,
                                               new_file=e.new_file, at=e.at)

    def put_texts(self, texts: list[tuple[str, str]], *, actor: str) -> int:
        """Write the records whose text the store does not hold yet, as given; a replaced
        text goes to the history first. Returns how many were written."""
        self.store.init()
        written = 0
        with self.store.bulk():  # the store's lock: no other writer in between
            for file, text in texts:
                rec = parse_record(text, file)
                validate_name(rec.name)  # a row of a database is untrusted input too
                current = self.store.find(rec.name)
                old = self.store.read_text(current.file) if current and current.file else None
                if old == text:
                    continue
                # Only a plain record file name is used as it is: a row saying "../x.md"
                # is written where its name says, inside the store.
                dest = current.file if current and current.file else (
                    file if _plain_file(file) else file_name_for(rec.name))
                if old is not None:
                    self._log("update", rec.name, dest, old, text, actor)
                self.store._write_record(dest, text)
                # The catalog learns the file here (as `upsert` does): left to find it,
                # the next lookup would rescan the folder, once per record copied.
                known = self.store._catalog.line(dest) is not None
                self.store._put_line(dest, rec)
                self.store._write_index(appended=None if known else dest)
                written += 1
        return written


def _last_written(entries: list[HistoryEntry], file: str) -> bool:
    """Whether the history of a name last left that record in ``file`` (created, changed,
    restored or renamed there), so the record in it now is the same one."""
    if not entries or entries[-1].op in ("delete", "tombstone"):
        return False
    last = entries[-1]
    return (last.new_file or last.file) == file


def _plain_file(file: str) -> bool:
    return file == os.path.basename(file) and file.lower().endswith(".md") and \
        not file.startswith(".") and file.splitlines() == [file]
