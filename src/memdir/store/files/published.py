"""A file store's published versions: what a public agent's visitors read
(`memdir.service.public`).

Part of `FileStore` (an object over its folder), kept apart because it is one concept.
Each version is a store of its own in ``.published/vN/``, never changed once made;
``.published/state.json`` says which one is served (``{"current": N, "previous":
[...]}``). A version is written whole in a staging folder and renamed into place, and the
marker is written last (atomically): a reader holding a version never sees half of one,
and a crash leaves at worst a version nobody serves yet.

**Served only if published here.** A `.memory/` folder can come from a cloned repository
with a ``.published/`` of its own: what it holds was never reviewed by anyone here. So,
like the history log, the marker and each version carry the tag of who made them
(`memdir.store.origin.owner_tag`: ``"by"`` in the marker, ``vN/.published.json`` in a
version), and only what this user made on this machine counts: a version is kept only if
its folder is a plain folder (not a link) this user owns with that tag file, and the
marker names a version only if the marker is this user's, tagged, read without following
a link. What was made before tags carries none; it counts while git does not track it (a
tracked one came with a clone). Anything else is not a version: never served, listed,
rolled back to or migrated (`foreign_versions` counts them), and a publish whose number
a foreign folder holds moves that folder aside (``.foreign-vN-...``) instead of serving
it. ``.published`` itself as a link is never read nor written through.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir, storage_error
from memdir.foundation.errors import ConflictError, NotFoundError, StoreError
from memdir.foundation.record import now_iso
from memdir.store.base import PublishedState, Store
from memdir.store.origin import (
    is_link_or_odd,
    own_folder,
    owner_tag,
    read_own,
    untracked_legacy,
)

PUBLISHED_DIR = ".published"
VERSION_TAG = ".published.json"  # in each version's folder: who made it, which version
_VERSION = re.compile(r"^v([1-9][0-9]{0,8})$")
_MAX_TAG_BYTES = 64 * 1024
_DROPPED = ".dropped-v"  # a version being erased (`drop_published_version`)


class PublishedVersions:
    """The published-versions side of `FileStore` (see the module docstring): a folder's
    ``.published/``, each version a store made by ``make_store`` (a `FileStore`)."""

    def __init__(self, root: Path, make_store: Callable[[Path], Store]) -> None:
        self.root = root
        self.make_store = make_store

    @property
    def published_path(self) -> Path:
        return self.root / PUBLISHED_DIR

    @property
    def published_marker(self) -> Path:
        return self.published_path / "state.json"

    def published(self) -> PublishedState:
        """The versions this user published here, and which one is served."""
        kept = self._published_numbers()
        data = self._own_json(self.published_marker, legacy=True) or {}
        current = data.get("current")
        previous = data.get("previous")
        return PublishedState(
            current if isinstance(current, int) and current in kept else None,
            tuple(v for v in previous if isinstance(v, int) and v in kept)
            if isinstance(previous, list) else (), tuple(sorted(kept)))

    def _own_json(self, path: Path, *, legacy: bool) -> dict[str, Any] | None:
        """A JSON object this user wrote here (its ``by`` tag; untagged and untracked by
        git when ``legacy``), read without following a link; else None."""
        found = read_own(path, _MAX_TAG_BYTES)
        if found is None:
            return None
        try:
            data = json_text.loads(found[0].decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return None
        if not isinstance(data, dict):
            return None
        by = data.get("by")
        if by == owner_tag() or (by is None and legacy and untracked_legacy(path, found[1])):
            return data
        return None

    def _names(self) -> list[tuple[str, int]]:
        """(folder name, number) of every ``vN`` entry, trusted or not."""
        folder = self.published_path
        if is_link_or_odd(folder):
            return []
        try:
            names = os.listdir(folder)
        except OSError:
            return []
        return [(f, int(m.group(1))) for f in names if (m := _VERSION.match(f))]

    def _trusted(self, name: str, number: int) -> bool:
        """Whether ``vN`` is a version this user published here (see the module
        docstring)."""
        path = self.published_path / name
        st = own_folder(path)
        if st is None:
            return False
        tag_file = path / VERSION_TAG
        if os.path.lexists(tag_file):
            tag = self._own_json(tag_file, legacy=False)
            return tag is not None and tag.get("version") == number
        return untracked_legacy(path, st)  # made before versions were tagged

    def _published_numbers(self) -> list[int]:
        return [number for name, number in self._names() if self._trusted(name, number)]

    def foreign_versions(self) -> int:
        """How many ``vN`` folders this user did not publish here (a clone's, a link,
        another user's): never served, and not migrated."""
        if is_link_or_odd(self.published_path):
            return 1 if os.path.lexists(self.published_path) else 0
        return sum(1 for name, number in self._names() if not self._trusted(name, number))

    def published_store(self, number: int) -> Store:
        """The store of one version this user published here.

        Raises:
            NotFoundError: no such version is kept (or it is not this user's).
        """
        if number not in self._published_numbers():
            raise NotFoundError(f"v{number}", "the published versions")
        return self.make_store(self.published_path / f"v{number}")

    def published_version(self, number: int) -> list[tuple[str, str]]:
        """(file, exact text) of every record of one version.

        Raises:
            NotFoundError: no version of that number is kept.
        """
        store = self.published_store(number)
        try:
            return store.record_texts()
        finally:
            store.close()

    def _writable(self) -> Path:
        """The ``.published`` folder, made if missing; refused if it is a link."""
        folder = self.published_path
        make_dir(folder)
        if is_link_or_odd(folder):
            raise StoreError(f"{folder} is not a plain folder (a link?); memdir does not "
                             "publish through it.")
        return folder

    def put_published_version(self, number: int, texts: list[tuple[str, str]]) -> None:
        """Keep a version whole, or not at all (see the module docstring).

        Raises:
            ConflictError: another version of that number is kept.
        """
        if not isinstance(number, int) or number < 1:
            raise StoreError(f"{number!r} is not a published version number.")
        if number in self._published_numbers():
            if sorted(self.published_version(number)) != sorted(texts):
                raise ConflictError(f"Published version {number} exists with other "
                                    "records; a published version is never changed.")
            return
        import shutil  # imported late: only a publish needs it, never the per-prompt hook

        try:
            folder = self._writable()
            staging = folder / f".v{number}.tmp"
            if os.path.islink(staging):
                os.unlink(staging)
            shutil.rmtree(staging, ignore_errors=True)
            new = self.make_store(staging)
            try:
                new.put_texts(texts, actor="publish")
            finally:
                new.close()
            atomic_write(staging / VERSION_TAG, json.dumps(
                {"version": number, "by": owner_tag(), "at": now_iso()}))
            place = folder / f"v{number}"
            if os.path.lexists(place):  # not this user's (checked above): moved aside
                os.replace(place, folder / f".foreign-v{number}-{os.urandom(4).hex()}")
            os.replace(staging, place)
        except OSError as exc:
            raise storage_error(exc, f"write published version {number}") from exc

    def set_published_state(self, current: int, previous: tuple[int, ...]) -> None:
        """Serve version ``current``; ``previous`` are the ones a rollback returns to.

        Raises:
            NotFoundError: one of them is not kept.
        """
        kept = set(self._published_numbers())
        for number in (current, *previous):
            if number not in kept:
                raise NotFoundError(f"v{number}", "the published versions")
        try:
            atomic_write(self._writable() / "state.json", json.dumps(
                {"current": current, "previous": list(previous), "at": now_iso(),
                 "by": owner_tag()}))
        except OSError as exc:
            raise storage_error(exc, "write the published state") from exc

    def drop_published_version(self, number: int) -> None:
        """Erase one version for good (see `Publishing.drop_published_version`): its
        folder is moved aside first, so a crash never leaves half of it under ``vN``,
        then removed with its own index; a removal a crash interrupted is finished here.

        Raises:
            ConflictError: the version is served, or one a rollback returns to.
        """
        import shutil

        state = self.published()
        if number == state.current or number in state.previous:
            raise ConflictError(f"Published version {number} is served or a rollback "
                                "returns to it; it is not erased.")
        folder = self.published_path
        try:
            if number in self._published_numbers():
                os.replace(folder / f"v{number}",
                           folder / f"{_DROPPED}{number}-{os.urandom(4).hex()}")
            for name in self._dropped():
                shutil.rmtree(folder / name)
        except OSError as exc:
            raise storage_error(exc, f"erase published version {number}") from exc

    def _dropped(self) -> list[str]:
        """Folders of erased versions a crash left (moved aside, not removed yet)."""
        if is_link_or_odd(self.published_path):
            return []
        return [name for name in os.listdir(self.published_path)
                if name.startswith(_DROPPED) and own_folder(self.published_path / name)]


__all__ = ["PUBLISHED_DIR", "VERSION_TAG", "PublishedVersions"]
