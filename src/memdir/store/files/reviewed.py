"""What a file store keeps for review: tombstones, exact reverts, proposals, local origin.

Part of `FileStore` (an object given the folder's primitives, `core.Folder`), kept
apart because it is one concept: the state that lets a person see and take back what
memdir did on its own.

- **Tombstones** are not a second copy of anything: a record consolidation removed is a
  ``tombstone`` entry in the history log, holding the text. `tombstones` lists the ones
  no record holds again; `restore` and `undo` bring them back.
- **put_version** writes a record's exact earlier text (or removes it) for `undo`, with
  the same expected-hash check as every write, logged as a restore.
- **Proposals** are one JSON file each in ``.inbox/``, written atomically (a crash leaves
  the old file or the new one, never half of one) and never deleted: an approved or
  rejected proposal keeps its decision. The folder is local state (git-ignored), and a
  proposal is read only if this user wrote it on this machine: a cloned repository could
  plant a "proposal" for the user to approve without reading.
- **written_here**: whether a record's current text is one this user wrote on this
  machine (its hash is in the history log, entries tagged by their writer).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, fsync_dir, make_dir, storage_error
from memdir.foundation.errors import InvalidRecordError, NotFoundError, StoreError
from memdir.foundation.record import Record, name_key, parse_record, validate_name
from memdir.store.base import Tombstone
from memdir.store.common import check_expected, kept_text, still_status
from memdir.store.files.inbox_index import InboxIndex
from memdir.store.origin import owner_tag
from memdir.store.reviewed import (
    _PROPOSAL_ID,
    INBOX_DIR,
    MAX_PROPOSAL_BYTES,
    check_status,
    matches,
    page_of,
    tombstones,
)

if TYPE_CHECKING:
    from memdir.store.files.core import Folder


class Reviewed:
    """The review side of `FileStore` (see the module docstring), over its folder."""

    def __init__(self, store: Folder) -> None:
        self.store = store
        # A published version's folder has no history of its own: its files are copies
        # of the project store's records, written here when that store says so.
        self.copied_from: Any = None
        self.summary = InboxIndex(self.inbox_path, store.root, store.cache_dir,
                                  self._read_proposal)

    def close(self) -> None:
        self.summary.close()

    # ------------------------------------------------------------ origin
    def written_here(self, record: Record) -> bool:
        """Whether this record's text was written by this user on this machine.

        The user store lives in memdir's own folder, which no repository brings.
        """
        if self.store.scope == "user":
            return True
        if self.copied_from is not None:
            return bool(self.copied_from.wrote_copy(record))
        return record.hash is not None and record.hash in self.store._history.local_hashes()

    def wrote_copy(self, copy: Record) -> bool:
        """Whether a published version's ``copy`` is of a record this user wrote here: the
        same text, or the text the record holds now less its private provenance. A copy
        keeps no session, message or quote (`store.public_copy`), so its hash is not its
        record's: every extracted memory, which quotes the person, was recalled for
        visitors as ``repository``, where a database's version keeps the owner's origin."""
        if self.written_here(copy):
            return True
        from memdir.foundation.record import content_hash
        from memdir.store.public_copy import published_text

        text = self.store.read_text(copy.file) if copy.file else None
        return (text is not None and content_hash(published_text(text, copy.file)) == copy.hash
                and content_hash(text) in self.store._history.local_hashes())

    # ------------------------------------------------------------ tombstones
    def tombstones(self) -> list[Tombstone]:
        """Records consolidation removed that no record holds again, newest first."""
        return tombstones(self.store)

    # ------------------------------------------------------------ exact reverts
    def put_version(self, name: str, text: str | None, *, expected_hash: str | None,
                    actor: str = "") -> None:
        """Make the record ``name`` hold exactly ``text``, or remove it (``None``).

        Args:
            expected_hash: the hash of the current text, ``"absent"`` when no record may
                hold the name, or None not to check.

        Raises:
            ConflictError: the record is not what the caller expected.
            InvalidRecordError: ``text`` is a record of another name.
        """
        validate_name(name)
        with self.store._locked():
            file = self.store._file_of(name)
            old = self.store._read_file(file) if file else None
            check_expected(name, old, expected_hash)
            if text is None:
                if old is None or file is None:
                    return
                with self.store._logged("delete", old.name, file, self.store._raw_bytes(file),
                                  None, actor), contextlib.suppress(FileNotFoundError):
                    os.unlink(self.store.root / file)
                fsync_dir(self.store.root)
                self.store._drop_line(file)
                self.store._write_index()
                return
            rec = parse_record(text)
            if rec.key != name_key(name):
                raise InvalidRecordError(f"The version to put back is {rec.name!r}, not "
                                         f"{name!r}.")
            file = file or self.store._free_file(validate_name(rec.name))
            current = self.store._raw_bytes(file)
            if current == text.encode("utf-8"):
                return
            with self.store._logged("restore", rec.name, file, current, text, actor):
                self.store._write_record(file, text, stored=True)  # a version it held
            self.store._put_line(file, self.store._read_file(file) or rec)
            self.store._write_index()

    # ------------------------------------------------------------ proposals
    @property
    def inbox_path(self) -> Path:
        return self.store.root / INBOX_DIR

    def save_proposal(self, data: dict[str, Any], *, if_status: str | None = None) -> None:
        """Write one proposal (a JSON object with an ``id``) whole, or not at all; with
        ``if_status``, only if the one kept has that status (checked under the lock)."""
        pid = str(data.get("id", ""))
        if not _PROPOSAL_ID.match(pid):
            raise StoreError(f"{pid!r} is not a proposal id.")
        body = json.dumps(kept_text({**data, "by": owner_tag()}), ensure_ascii=False,
                          indent=1)
        if len(body.encode("utf-8")) > MAX_PROPOSAL_BYTES:
            raise InvalidRecordError("This proposal is too large to keep; keep memories short.")
        with self.store._locked():
            folder = self.inbox_path
            if folder.is_symlink():
                raise StoreError(f"{folder} is a symbolic link; memdir does not write "
                                 "through links.")
            if if_status is not None:
                still_status(pid, self._status(pid), if_status)
            try:
                make_dir(folder)
                atomic_write(folder / f"{pid}.json", body)
            except OSError as exc:
                raise storage_error(exc, f"write the proposal {pid}") from exc

    def _status(self, pid: str) -> str | None:
        try:
            return str(self.proposal(pid).get("status", "pending"))
        except NotFoundError:
            return None

    def proposal(self, pid: str) -> dict[str, Any]:
        """One proposal by id.

        Raises:
            NotFoundError: no proposal of this user has that id.
        """
        found = self._read_proposal(pid) if _PROPOSAL_ID.match(pid) else None
        if found is None:
            raise NotFoundError(pid, "the inbox")
        return found

    def proposals(self) -> list[dict[str, Any]]:
        """Every proposal of this user (pending, approved and rejected), oldest first."""
        folder = self.inbox_path
        if folder.is_symlink() or not folder.is_dir():
            return []
        out = []
        for f in sorted(os.listdir(folder)):
            if f.endswith(".json") and _PROPOSAL_ID.match(f[:-5]):
                found = self._read_proposal(f[:-5])
                if found is not None:
                    out.append(found)
        return sorted(out, key=lambda p: (str(p.get("created", "")), p["id"]))

    def proposal_page(self, status: str | None = "pending", *, limit: int | None = None,
                      after: tuple[str, str] | None = None, newest: bool = False,
                      session: str | None = None, actor: str | None = None,
                      dedupe: str | None = None) -> tuple[list[dict[str, Any]], int]:
        """A page of the inbox, read through its summary (`inbox_index`): the page's
        files only."""
        check_status(status)
        folder = self.inbox_path
        if folder.is_symlink() or not folder.is_dir():
            return [], 0  # nothing filed here (and no summary made for nothing)
        ids, total = self.summary.page(status, limit, after, newest=newest,
                                       session=session, actor=actor, dedupe=dedupe)
        found = [d for d in map(self._read_proposal, ids) if d is not None
                 and matches(d, status, session, actor, dedupe)]
        return page_of(found, limit, after, newest), total

    def _read_proposal(self, pid: str) -> dict[str, Any] | None:
        folder = self.inbox_path
        if folder.is_symlink():
            return None
        try:
            fd = os.open(folder / f"{pid}.json", os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            return None
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_PROPOSAL_BYTES:
                return None
            if hasattr(os, "getuid") and st.st_uid != os.getuid():
                return None
            try:
                data = json_text.loads(fh.read().decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                return None
        if not isinstance(data, dict) or data.get("by") != owner_tag() or data.get("id") != pid:
            return None  # not made by this user on this machine: never offered for approval
        return data


__all__ = ["Reviewed"]
