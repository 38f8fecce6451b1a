"""What a file store keeps for review: tombstones, exact reverts, proposals, local origin.

Part of `FileStore` (a mixin over its private helpers), kept apart because it is one
concept: the state that lets a person see and take back what memdir did on its own.

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
import re
import stat
from pathlib import Path
from typing import Any

from memdir.foundation.atomic import atomic_write, fsync_dir, make_dir, storage_error
from memdir.foundation.errors import ConflictError, InvalidRecordError, NotFoundError, StoreError
from memdir.foundation.record import Record, content_hash, name_key, parse_record, validate_name
from memdir.store.base import Tombstone
from memdir.store.common import check_expected
from memdir.store.origin import owner_tag

INBOX_DIR = ".inbox"
MAX_PROPOSAL_BYTES = 4_000_000  # a proposal holds a few records and their diffs
_PROPOSAL_ID = re.compile(r"^p[0-9a-f]{8,32}$")


class ReviewedStore:
    """Mixin of `FileStore`; see the module docstring."""

    root: Path
    scope: str

    # ------------------------------------------------------------ origin
    def written_here(self, record: Record) -> bool:
        """Whether this record's text was written by this user on this machine.

        The user store lives in memdir's own folder, which no repository brings.
        """
        if self.scope == "user":
            return True
        return record.hash is not None and record.hash in self._history.local_hashes()

    # ------------------------------------------------------------ tombstones
    def tombstones(self) -> list[Tombstone]:
        """Records consolidation removed that no record holds again, newest first."""
        latest: dict[str, Any] = {}
        for entry in self.history():
            latest[name_key(str(entry.name))] = entry
            if entry.new_name:
                latest[name_key(entry.new_name)] = entry
        out = []
        for key, entry in latest.items():
            if entry.op != "tombstone" or entry.foreign or not isinstance(entry.before, str):
                continue
            if name_key(entry.name) != key or self.find(entry.name) is not None:
                continue
            out.append(Tombstone(entry.name, entry.at, entry.before, entry.change,
                                 entry.actor))
        return sorted(out, key=lambda t: t.at, reverse=True)

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
        with self._locked():
            file = self._file_of(name)
            old = self._read_file(file) if file else None
            check_expected(name, old, expected_hash)
            if text is None:
                if old is None or file is None:
                    return
                with self._logged("delete", old.name, file, self._raw_bytes(file),
                                  None, actor), contextlib.suppress(FileNotFoundError):
                    os.unlink(self.root / file)
                fsync_dir(self.root)
                self._drop_line(file)
                self._write_index()
                return
            rec = parse_record(text)
            if rec.key != name_key(name):
                raise InvalidRecordError(f"The version to put back is {rec.name!r}, not "
                                         f"{name!r}.")
            file = file or self._free_file(validate_name(rec.name))
            current = self._raw_bytes(file)
            if current == text.encode("utf-8"):
                return
            with self._logged("restore", rec.name, file, current, text, actor):
                self._write_record(file, text)
            self._put_line(file, rec.name, rec.description)
            self._write_index()

    # ------------------------------------------------------------ proposals
    @property
    def inbox_path(self) -> Path:
        return self.root / INBOX_DIR

    def save_proposal(self, data: dict[str, Any]) -> None:
        """Write one proposal (a JSON object with an ``id``) whole, or not at all."""
        pid = str(data.get("id", ""))
        if not _PROPOSAL_ID.match(pid):
            raise StoreError(f"{pid!r} is not a proposal id.")
        body = json.dumps({**data, "by": owner_tag()}, ensure_ascii=False, indent=1)
        if len(body.encode("utf-8")) > MAX_PROPOSAL_BYTES:
            raise InvalidRecordError("This proposal is too large to keep; keep memories short.")
        with self._locked():
            folder = self.inbox_path
            if folder.is_symlink():
                raise StoreError(f"{folder} is a symbolic link; memdir does not write "
                                 "through links.")
            try:
                make_dir(folder)
                atomic_write(folder / f"{pid}.json", body)
            except OSError as exc:
                raise storage_error(exc, f"write the proposal {pid}") from exc

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
                data = json.loads(fh.read().decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                return None
        if not isinstance(data, dict) or data.get("by") != owner_tag() or data.get("id") != pid:
            return None  # not made by this user on this machine: never offered for approval
        return data


def check_unchanged(store: Any, name: str, expected: str | None) -> None:
    """Raise ConflictError unless record ``name`` is still what ``expected`` says
    (a hash, ``"absent"``, or None for "gone")."""
    current = store.find(name)
    now = current.hash if current is not None else None
    want = None if expected == "absent" else expected
    if now != want:
        raise ConflictError(f"Memory {name!r} changed after this was proposed.")


def text_hash(text: str | None) -> str | None:
    return None if text is None else content_hash(text.lstrip("\ufeff"))


__all__ = ["INBOX_DIR", "ReviewedStore", "Tombstone", "check_unchanged", "text_hash"]
