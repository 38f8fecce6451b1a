"""Who acts on memory, and what that actor may do.

Every command (`memdir.service.commands`) is run for one `Actor`, and the service, not the
front-end, decides what the actor may do:

- a **person** (the command line, the review page, a reviewer's or an admin's token) may
  do anything, and is the only actor that decides a proposal, publishes, rolls back or
  erases a record for good;
- a **model** (an agent's tools, an MCP session, an agent token, extraction) writes as the
  ``model`` writer of the write policy, and can never approve or reject: a model that
  could approve its own proposals would make review meaningless;
- a **visitor** of a public agent writes nothing directly (`memdir.service.public`).

The writer a command is judged as (`memdir.service.write_policy.WRITERS`) follows from
the actor, and may be narrowed by the caller but never raised: an import run by a person
is ``import``, a model asking to write as the user is still ``model``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Literal

from memdir.foundation.errors import MemdirError, RoleError

Kind = Literal["person", "model", "visitor"]
KINDS: tuple[Kind, ...] = ("person", "model", "visitor")
# Writers in order of trust: a caller may narrow its writer to one after its own.
_TRUST = ("user", "import", "model", "visitor")
_WRITER = {"person": "user", "model": "model", "visitor": "visitor"}


@dataclass(frozen=True)
class Actor:
    """One actor: its kind, and the name the history log gives its changes."""

    kind: Kind
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise MemdirError(f"Unknown actor {self.kind!r}; use one of {', '.join(KINDS)}.")

    @property
    def writer(self) -> str:
        """The write policy's row for this actor's own writes."""
        return _WRITER[self.kind]

    @property
    def decides(self) -> bool:
        """Whether this actor may decide proposals, publish and erase: a person only."""
        return self.kind == "person"

    def writer_for(self, asked: str | None) -> str:
        """The writer a command is judged as: ``asked`` when it is this actor's own or a
        less trusted one (``import`` for a person's import), else this actor's."""
        own = self.writer
        if asked is None or asked == own:
            return own
        if asked in _TRUST and _TRUST.index(asked) > _TRUST.index(own):
            return asked
        return own

    def require_person(self, what: str) -> None:
        """Refuse ``what`` unless a person asks.

        Raises:
            RoleError: the actor is a model or a visitor.
        """
        if not self.decides:
            raise RoleError(f"Only a person may {what}; this memory acts for a "
                            f"{self.kind}. A person reviews with memdir inbox, or on the "
                            "review page.")


PERSON = Actor("person", "cli")


def actor_of(value: Actor | str | None, name: str = "") -> Actor:
    """An `Actor` from what a caller gave: an Actor, a kind, or None (a model)."""
    if isinstance(value, Actor):
        return value
    return Actor(value or "model", name)  # type: ignore[arg-type]


def named_session(session: str | None) -> str | None:
    """The session a caller named, None when it named none (blank is none).

    Raises:
        BadSession: one no record's source can name (`memdir.foundation.source`): a
            server's client names its own, and it is written into every record.
    """
    from memdir.foundation.errors import BadSession

    given = (session or "").strip()
    return BadSession.check(given) if given else None


def new_session() -> str:
    """A new session's provenance id: 12 random hex digits."""
    # The 12 hex digits uuid4().hex[:12] gave (all random bits), without importing uuid,
    # which loads platform and its patterns into every `memdir recall` and hook.
    return os.urandom(6).hex()


__all__ = ["KINDS", "PERSON", "Actor", "RoleError", "actor_of", "named_session", "new_session"]
