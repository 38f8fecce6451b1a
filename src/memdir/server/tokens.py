"""Bearer tokens of `memdir serve`: who may do what, in which project.

A token is bound to one project (the tenant) and one role, and the server derives both
from the token alone: no request names its project, so no request can reach another
project's memory by naming it. Roles are ordered, each one may do what the ones before it
may:

- ``visitor``: a public agent's visitors (`memdir.server.public_api`): recall from the
  published version and propose, as the session each request names; nothing else;
- ``agent``: recall, search, list, read, and write through the admission policy;
- ``reviewer``: also approve, reject and publish what agents proposed;
- ``admin``: also create, list and revoke the project's tokens.

Only the SHA-256 of a token is stored (``tokens.json`` in the server's data folder,
owner-only, or the ``memdir_tokens`` table when the memory is in PostgreSQL): a copy of
the data folder, a backup or a log line of the file never hands out a working token. A
token is shown once, when it is created.
"""

from __future__ import annotations

import builtins
import hashlib
import json
import re
import secrets
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from memdir.foundation import json_text
from memdir.foundation.atomic import atomic_write, make_dir
from memdir.foundation.errors import AuthError, MemdirError

ROLES = ("visitor", "agent", "reviewer", "admin")
TOKEN_PREFIX = "mdt_"
TOKENS_FILE = "tokens.json"
# A project is a folder name on the server and a tenant key in PostgreSQL: lower case
# only, so two spellings on a case-insensitive disk are never two tenants sharing a folder.
_PROJECT = re.compile(r"[a-z0-9][a-z0-9._-]{0,62}")


def validate_project(project: str) -> str:
    """The project name, or one sentence saying why it cannot be one."""
    if not isinstance(project, str) or not _PROJECT.fullmatch(project) or ".." in project:
        raise MemdirError(f"Invalid project name {project!r}: use 1-63 lower-case letters, "
                          "digits, '.', '_' or '-', starting with a letter or digit.")
    return project


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def a_role(role: str) -> str:
    """``role`` with its article, for a sentence: "an agent", "a reviewer"."""
    return f"{'an' if role[:1] in 'aeiou' else 'a'} {role}"


def may(role: str, needed: str) -> bool:
    """Whether ``role`` may do what ``needed`` may (roles are ordered)."""
    return role in ROLES and ROLES.index(role) >= ROLES.index(needed)


@dataclass(frozen=True)
class Grant:
    """What a token grants: its id (for list/revoke), project, role and creation time.
    ``token_sha256`` is set on the grant a presented token checked to: the key of
    anything the server keeps for that token (`memdir.server.per_token`), never the id."""

    id: str
    project: str
    role: str
    created: str
    note: str = ""
    token_sha256: str = field(default="", compare=False, repr=False)


def new_token_id() -> str:
    """A token's id: 16 hex digits, unique across the server (each book checks)."""
    return secrets.token_hex(8)


def new_grant(project: str, role: str, note: str = "") -> tuple[str, Grant]:
    """A new token and its grant, not yet kept (each token book stores the token's hash).

    Raises:
        MemdirError: the project name or the role is not one.
    """
    validate_project(project)
    if role not in ROLES:
        raise MemdirError(f"Unknown role {role!r}; use one of {', '.join(ROLES)}.")
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    return token, Grant(id=new_token_id(), project=project, role=role,
                        created=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                        note=" ".join(note.split())[:200])


class Tokens(Protocol):
    """What a server asks of its token book, in the data folder (`TokenBook`) or in
    PostgreSQL (`memdir.server.pg_tokens.PgTokenBook`)."""

    def check(self, token: str | None) -> Grant: ...
    def still_valid(self, sha256: str) -> bool: ...
    def create(self, project: str, role: str, note: str = "") -> tuple[str, Grant]: ...
    def revoke(self, token_id: str, project: str | None = None) -> Grant: ...
    def list(self, project: str | None = None) -> builtins.list[Grant]: ...


class TokenBook:
    """The tokens of one server, kept as hashes in ``DATA/tokens.json``.

    The server re-reads the file when it changes on disk, so ``memdir token revoke`` run
    beside a running server takes effect at its next request.
    """

    def __init__(self, data: Path) -> None:
        self.data = Path(data)
        self.path = self.data / TOKENS_FILE
        self._seen: tuple[int, int] | None = None
        self._by_hash: dict[str, Grant] = {}

    # ------------------------------------------------------------ reading
    def _load(self) -> dict[str, dict[str, Any]]:
        try:
            raw = json_text.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise MemdirError(f"Cannot read the token file {self.path} ({exc}); fix or "
                              "remove it and create the tokens again.") from exc
        tokens = raw.get("tokens") if isinstance(raw, dict) else None
        return tokens if isinstance(tokens, dict) else {}

    def _fresh(self) -> dict[str, Grant]:
        try:
            st = self.path.stat()
            seen = (st.st_mtime_ns, st.st_size)
        except FileNotFoundError:
            seen = (0, 0)
        if seen != self._seen:
            grants = {}
            for sha, row in self._load().items():
                try:
                    grants[sha] = Grant(**{k: row[k] for k in ("id", "project", "role",
                                                               "created")},
                                        note=str(row.get("note", "")))
                except (KeyError, TypeError):
                    continue  # a hand-damaged row grants nothing
            self._by_hash, self._seen = grants, seen
        return self._by_hash

    def check(self, token: str | None) -> Grant:
        """The grant of a presented token.

        Raises:
            AuthError: no token, or not one this server issued (or it was revoked).
        """
        if not token:
            raise AuthError("This server needs a bearer token: set MEMDIR_TOKEN (create one "
                            "with 'memdir token create').", 401)
        sha = digest(token.strip())
        grant = self._fresh().get(sha)
        if grant is None or grant.role not in ROLES:
            raise AuthError("The token is not valid on this server (unknown or revoked).",
                            401)
        return replace(grant, token_sha256=sha)

    def still_valid(self, sha256: str) -> bool:
        """Whether the token with this SHA-256 still checks (not revoked)."""
        grant = self._fresh().get(sha256)
        return grant is not None and grant.role in ROLES

    def list(self, project: str | None = None) -> list[Grant]:
        grants = sorted(self._fresh().values(), key=lambda g: (g.project, g.created, g.id))
        return [g for g in grants if project is None or g.project == project]

    # ------------------------------------------------------------ writing
    def _locked(self) -> Any:
        from filelock import FileLock  # here: a server that only reads never pays for it

        make_dir(self.data, private=True)
        return FileLock(str(self.data / ".tokens.lock"), timeout=30, mode=0o600)

    def _save(self, tokens: dict[str, dict[str, Any]]) -> None:
        atomic_write(self.path, json.dumps({"tokens": tokens}, indent=1, sort_keys=True)
                     + "\n")
        self.path.chmod(0o600)
        self._seen = None

    def create(self, project: str, role: str, note: str = "") -> tuple[str, Grant]:
        """A new token for ``project`` with ``role``: the token itself (shown once) and
        its grant."""
        token, grant = new_grant(project, role, note)
        with self._locked():
            tokens = self._load()
            taken = {row.get("id") for row in tokens.values() if isinstance(row, dict)}
            while grant.id in taken:
                grant = replace(grant, id=new_token_id())
            tokens[digest(token)] = {k: v for k, v in asdict(grant).items()
                                     if k != "token_sha256"}
            self._save(tokens)
        return token, grant

    def revoke(self, token_id: str, project: str | None = None) -> Grant:
        """Revoke the token with this id (within ``project`` when given).

        Raises:
            MemdirError: no such token.
        """
        with self._locked():
            tokens = self._load()
            for sha, row in tokens.items():
                if row.get("id") == token_id and project in (None, row.get("project")):
                    del tokens[sha]
                    self._save(tokens)
                    return Grant(**{k: row[k] for k in ("id", "project", "role", "created")},
                                 token_sha256=sha)
        raise MemdirError(f"No token with id {token_id!r}; 'memdir token list' shows them.")


__all__ = ["ROLES", "AuthError", "Grant", "TokenBook", "Tokens", "a_role", "digest", "may",
           "new_grant", "validate_project"]
