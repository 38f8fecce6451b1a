"""Writing records by name: create or replace one, delete one, rename one.

Part of `FileStore` (an object given the folder's primitives, `core.Folder`). Each write
holds the folder's lock, refuses a record another writer changed since the caller read it
(the ``expected_hash``, `memdir.store.common.check_expected`), is in the history log
before the file changes (a change can always be undone: `memdir restore`), goes to a temp
file renamed over the target, and keeps MEMORY.md in step: a new record's line is
appended, not the file rewritten.
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING

from memdir.foundation.errors import ConflictError, NotFoundError
from memdir.foundation.record import Record, name_key, now_iso, validate_name
from memdir.store.base import WriteResult
from memdir.store.common import check_expected, check_size, same_content, stamped

if TYPE_CHECKING:
    from memdir.store.files.core import Folder


class RecordWrites:
    """The record writes of one `FileStore`."""

    def __init__(self, store: Folder) -> None:
        self.store = store

    def upsert(self, record: Record, *, expected_hash: str | None = None,
               actor: str = "") -> WriteResult:
        """Create the record, or replace the record that has the same name.

        Args:
            record: the new content; ``created`` is kept from the record it replaces.
            expected_hash: the ``hash`` of the version this write is based on. If the
                record changed since (another writer), the write is refused. Pass
                ``"absent"`` to require that no record of this name exists.
            actor: who made the change (shown by ``memdir log``).

        Raises:
            InvalidNameError, InvalidRecordError: the record may not be written.
            ConflictError: ``expected_hash`` does not match the current content.
            StoreError: the disk refused the write; nothing was changed.
        """
        store = self.store
        record.validate()
        with store._locked():
            file = store._file_of(record.name)
            old = store._read_file(file) if file else None
            check_expected(record.name, old, expected_hash)
            new = stamped(record, old)
            if old is not None and same_content(old, new):
                return WriteResult("unchanged", old, old)
            file = file or store._free_file(record.name)
            text = new.to_text()
            check_size(new.name, text)
            with store._logged("update" if old else "create", new.name, file,
                               store._raw_bytes(file) if old else None, text, actor):
                store._write_record(file, text)
            line = store._catalog.line(file)
            store._put_line(file, new)
            if line is None:
                store._write_index(appended=file)
            elif line != store._catalog.line(file) or not store._catalog.exact:
                store._write_index()
            else:  # the line MEMORY.md already has is still right
                store._catalog.written()
            stored = store._read_file(file) or new
            return WriteResult("updated" if old else "created", stored, old)

    def delete(self, name: str, *, expected_hash: str | None = None, actor: str = "",
               tombstone: bool = False) -> Record:
        """`memdir.store.base.Records.delete` in the folder: the file is unlinked once
        the history log holds its content, and its MEMORY.md line goes with it."""
        store = self.store
        validate_name(name)
        with store._locked():
            file = store._file_of(name)
            old = store._read_file(file) if file else None
            if old is None or file is None:
                raise NotFoundError(name, str(store.root))
            check_expected(name, old, expected_hash)
            store._remove_file(file, store._logged("tombstone" if tombstone else "delete",
                                                   old.name, file, store._raw_bytes(file), None,
                                                   actor))
            return old

    def rename(self, old_name: str, new_name: str, *, expected_hash: str | None = None,
               actor: str = "") -> Record:
        """Give a record a new name (and file). Refused if the new name is taken.

        Raises:
            ConflictError: ``expected_hash`` does not match the current content (a rename
                that started from a read must not carry another writer's newer text away).
        """
        store = self.store
        new_name = validate_name(new_name)
        with store._locked():
            old = store.get(old_name)
            assert old.file is not None
            check_expected(old_name, old, expected_hash)
            same = name_key(new_name) == old.key
            if not same and store._file_of(new_name) is not None:
                raise ConflictError(f"A memory named {new_name!r} already exists.")
            new = old.evolve(name=new_name, updated=now_iso(), file=None)
            new_file = old.file if same else store._free_file(new_name)
            text = new.to_text()
            before = store._raw_bytes(old.file)
            with store._logged("rename", old.name, old.file, before, text, actor,
                               new_file=new_file):
                store._write_record(new_file, text)
            if new_file != old.file:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(store.root / old.file)
                store._drop_line(old.file)
            store._put_line(new_file, new)
            store._write_index()
            return store._read_file(new_file) or new


__all__ = ["RecordWrites"]
