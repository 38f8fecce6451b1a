"""A file store's published versions: what a public agent's visitors read
(`memdir.service.public`).

Part of `FileStore` (an object over its folder), kept apart because it is one concept.
Each version is a store of its own in ``.published/vN/``, never changed once made;
``.published/state.json`` says which one is served (``{"current": N, "previous":
[...]}``). A version is written whole in a staging folder and renamed into place, and the
marker is written last (atomically): a reader holding a version never sees half of one,
and a crash leaves at worst a version nobody serves yet.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path

from memdir.foundation.atomic import atomic_write, make_dir, storage_error
from memdir.foundation.errors import ConflictError, NotFoundError, StoreError
from memdir.foundation.record import now_iso
from memdir.store.base import PublishedState, Store

PUBLISHED_DIR = ".published"
_VERSION = re.compile(r"^v([1-9][0-9]{0,8})$")


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
        """The versions kept and which one is served."""
        try:
            data = json.loads(self.published_marker.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        data = data if isinstance(data, dict) else {}
        current = data.get("current")
        previous = data.get("previous")
        return PublishedState(
            current if isinstance(current, int) else None,
            tuple(v for v in previous if isinstance(v, int)) if isinstance(previous, list)
            else (), tuple(sorted(self._published_numbers())))

    def _published_numbers(self) -> list[int]:
        try:
            names = os.listdir(self.published_path)
        except OSError:
            return []
        return [int(m.group(1)) for f in names if (m := _VERSION.match(f))]

    def published_store(self, number: int | None) -> Store:
        """The store of one version (an absent, empty one for None)."""
        name = f"v{number}" if number is not None else "none"
        return self.make_store(self.published_path / name)

    def published_version(self, number: int) -> list[tuple[str, str]]:
        """(file, exact text) of every record of one version.

        Raises:
            NotFoundError: no version of that number is kept.
        """
        if number not in self._published_numbers():
            raise NotFoundError(f"v{number}", "the published versions")
        store = self.published_store(number)
        try:
            return store.record_texts()
        finally:
            store.close()

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

        folder = self.published_path
        staging = folder / f".v{number}.tmp"
        try:
            shutil.rmtree(staging, ignore_errors=True)
            make_dir(folder)
            new = self.make_store(staging)
            try:
                new.put_texts(texts, actor="publish")
            finally:
                new.close()
            os.replace(staging, folder / f"v{number}")
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
            atomic_write(self.published_marker, json.dumps(
                {"current": current, "previous": list(previous), "at": now_iso()}))
        except OSError as exc:
            raise storage_error(exc, "write the published state") from exc


__all__ = ["PUBLISHED_DIR", "PublishedVersions"]
