"""Extraction results waiting for a memory server that did not answer.

Extraction ran on this machine with the user's model, which cost a model call; if the
server is down when its candidates are sent for admission, they are appended here
(``MEMDIR_HOME/remote/queue.jsonl``, owner-only: they quote what the user said) and sent
again before the next call that reaches the server. Nothing is extracted twice; the
file keeps each server and token's newest `MAX_ENTRIES`, so a token's turns push out
only its own oldest (said at that turn's end). Entries are keyed by server and token (a
hash of them), so candidates told to one project are never sent to another.

A token is rotated (a new one made, the old one revoked) while entries wait under the old
one: each entry also names its server and, when this machine ever heard it from the server
(``remote/grants.json``: each token key's project and role, written at every ``whoami``),
its project and role. The client of a new token of that server, project and role sends
them as its own, acting for a model (`RemoteMemory.flush`): never under another role, so a
visitor's turns are never sent by an agent's token, which would store them unreviewed. One
whose project is unknown, or whose role is not the new token's, stays and is named to the
user at every turn's end that reaches the server, never dropped. An entry written before
entries named their server (`unplaced`) is sent only by the token that queued it: the key
is a hash, so no other client can know which server it was for, and sending it to the
wrong one would tell one project what was said in another. Every turn's end names them,
with the file.

A line of the file that is not a request (cut by a full disk, edited by hand) is never
dropped: the next rewrite moves it, as it was, to ``queue.unreadable.jsonl`` beside the
file (owner-only, appended to, never emptied by memdir), and every turn's end and every
prompt's notice name how many lines are kept there (`unreadable`).
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

MAX_ENTRIES = 1_000  # per server and token: a server down for weeks must not grow the file
# without bound, and one token's turns must not push out another's


def queue_key(url: str, token: str) -> str:
    return hashlib.sha256(f"{url}\n{token}".encode()).hexdigest()[:24]


class AdmissionQueue:
    """The queue file, read and rewritten under a file lock (hooks run concurrently)."""

    def __init__(self, path: Path, key: str, server: str = "") -> None:
        self.path = path
        self.key = key
        self.server = server
        self.grants = path.parent / "grants.json"
        self.aside = path.with_name(path.stem + ".unreadable" + path.suffix)

    def known(self, project: str, role: str) -> None:
        """Note the project and role the server gave this token."""
        grants = self._grants()
        if grants.get(self.key) == {"project": project, "role": role}:
            return
        grants[self.key] = {"project": project, "role": role}
        make_dir(self.path.parent, private=True)
        atomic_write(self.grants, json.dumps(grants, ensure_ascii=False))

    def _grants(self) -> dict[str, Any]:
        try:
            grants = json_text.loads(self.grants.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return grants if isinstance(grants, dict) else {}

    def grant_of(self, key: str) -> tuple[str, str] | None:
        """The project and role the server gave the token ``key`` (None: never heard
        here; a role not written is ``""``, which no token's role equals)."""
        grant = self._grants().get(key)
        project = grant.get("project") if isinstance(grant, dict) else None
        if not isinstance(grant, dict) or not isinstance(project, str):
            return None
        role = grant.get("role")
        return project, role if isinstance(role, str) else ""

    @contextlib.contextmanager
    def _locked(self) -> Iterator[list[dict[str, Any]]]:
        from filelock import FileLock

        make_dir(self.path.parent, private=True)
        with FileLock(str(self.path) + ".lock", timeout=10, mode=0o600):
            entries, unreadable = self._lines()
            before = list(entries)
            try:
                yield entries
            finally:  # what was sent before a failure is not sent again
                if entries != before or unreadable:
                    # Kept aside first: a rewrite that failed after it leaves a line in
                    # both files, never in neither.
                    self._set_aside(unreadable)
                    atomic_write(self.path, "".join(json.dumps(e, ensure_ascii=False) + "\n"
                                                    for e in entries))

    def _set_aside(self, lines: list[bytes]) -> None:
        """Append ``lines`` (as they were in the file) to the file of unreadable lines."""
        if not lines:
            return
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        with os.fdopen(os.open(self.aside, flags, 0o600), "ab") as fh:
            fh.write(b"".join(line + b"\n" for line in lines))
            fh.flush()
            os.fsync(fh.fileno())

    def _lines(self) -> tuple[list[dict[str, Any]], list[bytes]]:
        """The requests of the file, and its lines that are none (bytes as they were)."""
        try:
            lines = self.path.read_bytes().splitlines()
        except FileNotFoundError:
            return [], []
        out, unreadable = [], []
        for line in lines:
            try:
                entry = json_text.loads(line.decode("utf-8"))
            except ValueError:  # not UTF-8 (UnicodeDecodeError is one) or not JSON
                entry = None
            if isinstance(entry, dict) and isinstance(entry.get("body"), dict):
                out.append(entry)
            elif line.strip():
                unreadable.append(line)
        return out, unreadable

    def _read(self) -> list[dict[str, Any]]:
        return self._lines()[0]

    def unreadable(self) -> int:
        """How many lines of the file were no request: kept aside (`aside`), or still in
        the file until its next rewrite moves them there."""
        kept = 0
        with contextlib.suppress(FileNotFoundError):
            kept = len([line for line in self.aside.read_bytes().splitlines() if line.strip()])
        return kept + (len(self._lines()[1]) if self.pending() else 0)

    def waiting(self) -> int:
        """This token's requests in the file."""
        return sum(1 for e in self._read() if e.get("key") == self.key) \
            if self.pending() else 0

    def put(self, body: dict[str, Any]) -> int:
        """Keep one admission request for later; how many of this token's oldest the
        bound (`MAX_ENTRIES` per server and token) dropped to make room, which the caller
        says. Another token's or server's entries are never dropped to make room."""
        with self._locked() as entries:
            entries.append({"key": self.key, "server": self.server, "body": body})
            mine = [i for i, e in enumerate(entries) if e.get("key") == self.key]
            dropped = max(0, len(mine) - MAX_ENTRIES)
            for i in reversed(mine[:dropped]):
                del entries[i]
        return dropped

    def pending(self) -> bool:
        return self.path.is_file() and os.path.getsize(self.path) > 0

    def drain(self, send: Callable[[dict[str, Any]], Any],
              key: str | None = None) -> list[Any]:
        """Send the entries of this token (or of the token ``key``) oldest first; an entry
        leaves the file only after its send returned. Stops at the first failure (it
        raises; the rest stay)."""
        if not self.pending():
            return []
        answers = []
        with self._locked() as entries:
            for entry in [e for e in entries if e.get("key") == (key or self.key)]:
                answers.append(send(entry["body"]))
                entries.remove(entry)
        return answers

    def others(self) -> dict[str, int]:
        """Another token's entries for this server: how many per token key."""
        if not self.pending() or not self.server:
            return {}
        counts: dict[str, int] = {}
        for entry in self._read():
            key = entry.get("key")
            if entry.get("server") == self.server and isinstance(key, str) \
                    and key != self.key:
                counts[key] = counts.get(key, 0) + 1
        return counts

    def unplaced(self) -> int:
        """Another token's entries that name no server (written before entries did): no
        client but the one of the token that queued them can tell where they go."""
        if not self.pending():
            return 0
        return sum(1 for entry in self._read()
                   if not entry.get("server") and entry.get("key") != self.key)


__all__ = ["AdmissionQueue", "queue_key"]
