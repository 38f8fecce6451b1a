"""Extraction results waiting for a memory server that did not answer.

Extraction ran on this machine with the user's model, which cost a model call; if the
server is down when its candidates are sent for admission, they are appended here
(``MEMDIR_HOME/remote/queue.jsonl``, owner-only: they quote what the user said) and sent
again before the next call that reaches the server. Nothing is extracted twice and
nothing is lost. Entries are keyed by server and token (a hash of them), so candidates
told to one project are never sent to another.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir

MAX_ENTRIES = 1_000  # a server down for weeks must not grow the file without bound


def queue_key(url: str, token: str) -> str:
    return hashlib.sha256(f"{url}\n{token}".encode()).hexdigest()[:24]


class AdmissionQueue:
    """The queue file, read and rewritten under a file lock (hooks run concurrently)."""

    def __init__(self, path: Path, key: str) -> None:
        self.path = path
        self.key = key

    @contextlib.contextmanager
    def _locked(self) -> Iterator[list[dict[str, Any]]]:
        from filelock import FileLock

        make_dir(self.path.parent, private=True)
        with FileLock(str(self.path) + ".lock", timeout=10, mode=0o600):
            entries = self._read()
            before = list(entries)
            try:
                yield entries
            finally:  # what was sent before a failure is not sent again
                if entries != before:
                    atomic_write(self.path, "".join(json.dumps(e, ensure_ascii=False) + "\n"
                                                    for e in entries))

    def _read(self) -> list[dict[str, Any]]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        out = []
        for line in lines:
            with contextlib.suppress(ValueError):
                entry = json_text.loads(line)
                if isinstance(entry, dict):
                    out.append(entry)
        return out

    def put(self, body: dict[str, Any]) -> None:
        """Keep one admission request for later."""
        with self._locked() as entries:
            entries.append({"key": self.key, "body": body})
            del entries[:-MAX_ENTRIES]

    def pending(self) -> bool:
        return self.path.is_file() and os.path.getsize(self.path) > 0

    def drain(self, send: Callable[[dict[str, Any]], Any]) -> list[Any]:
        """Send this server's entries oldest first; an entry leaves the file only after
        its send returned. Stops at the first failure (it raises; the rest stay)."""
        if not self.pending():
            return []
        answers = []
        with self._locked() as entries:
            for entry in [e for e in entries if e.get("key") == self.key]:
                answers.append(send(entry["body"]))
                entries.remove(entry)
        return answers


__all__ = ["AdmissionQueue", "queue_key"]
