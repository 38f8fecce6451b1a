"""The write policy applied to one command: ``auto``, ``propose`` or ``refuse``.

A `Gate` asks the policy (`memdir.service.write_policy`) for a writer and record type,
for every kind of command. A person's own command (the command line, the review page, a
reviewer's token: not narrowed to another writer) is theirs, and is applied: the policy
governs what is written on someone's behalf — a model's tools, extraction (the user's own
words included), imports, consolidation, visitors.

A model never overrides a person: a write on a model's behalf (a model's tools, MCP,
an agent's token, extraction after a turn, consolidation, a visitor) that would change a
person's record (`memdir.service.origins.persons`: origin ``user`` and written by the
person's own hand, or a version a person approved or edited) is proposed where the policy
would apply it at once, with a reason saying so (`guarded`). Every command that
changes a stored record names the records it changes to the gate (``touched``): an update
or a correction its target, a rename the record and the other end of each link it
rewrites (a move its whole chain), a delete the record as it is, a restore the record it
writes over (or the version, where it brings back a deleted one; the record that holds
the memory under the name it was renamed to, however many renames on) and each successor
whose link it drops, an undo the records as they are now and those it brings back (as
deleted too: a person's delete, their own undo and an approved proposal mark the version
they remove ``by: person`` first, a person's rename and move the record they make), a
consolidation plan its group. A person's own command and a person's import are theirs,
and records a model wrote keep the policy's action.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import PolicyRefused
from memdir.service.actors import Actor

if TYPE_CHECKING:
    from memdir.foundation.record import Record
    from memdir.store.base import Store

# The records a command changes, each with the store that keeps it (its origin is read
# there: text not written on this machine is the repository's, not the user's).
Touched = Iterable[tuple["Store", "Record"]]
CONSOLIDATION = "consolidation"


class Gate:
    """The write policy for one actor (``policy``: read when first asked)."""

    def __init__(self, policy: Callable[[], Any], actor: Actor) -> None:
        self._policy = policy
        self.actor = actor

    @property
    def policy(self) -> Any:
        return self._policy()

    def action(self, writer: str, rtype: str, asked: str | None = "") -> str:
        """``auto``, ``propose`` or ``refuse`` for a write by ``writer`` of a record of
        type ``rtype``; ``asked``: the writer the command asked to be judged as (None or
        ``user`` from a person: their own command, applied)."""
        if self.actor.decides and asked in (None, "user") and writer == "user":
            return "auto"
        return str(self.policy.action(writer, rtype))

    def strictest(self, writer: str, types: Sequence[str], asked: str | None = "") -> str:
        from memdir.service.write_policy import ACTIONS

        return max((self.action(writer, t, asked) for t in types), key=ACTIONS.index)

    def deciding(self, writer: str, types: Sequence[str], asked: str | None = "") -> str:
        """The type among ``types`` whose cell decided (the strictest; the first of equals:
        a record's type as stored comes first, the type a write changes it to after)."""
        actions = [self.action(writer, t, asked) for t in types]
        return types[actions.index(self.strictest(writer, types, asked))]

    def require(self, writer: str, types: Sequence[str], asked: str | None = "",
                touched: Touched = ()) -> str:
        """``auto`` or ``propose``; raises for ``refuse``. ``touched``: the stored records
        the write changes; one a person wrote, changed on a model's behalf, is proposed.

        Raises:
            PolicyRefused: the policy refuses this writer one of these types.
        """
        action = self.strictest(writer, types, asked)
        if action == "refuse":
            raise PolicyRefused(self.refusal(writer, self.deciding(writer, types, asked)))
        if action == "auto" and self.guarded(asked, touched) is not None:
            return "propose"
        return action

    def overrides(self, writer: str, rtype: str, asked: str | None,
                  touched: Touched | None) -> str | None:
        """`guarded`'s reason for a write the policy would apply at once, else None."""
        return self.guarded(asked, touched or ()) if self.action(writer, rtype, asked) \
            == "auto" else None

    def signed(self, source: dict[str, Any] | None, asked: str | None
               ) -> dict[str, Any] | None:
        """``source`` saying a person wrote this version, when it is a person's own command
        (`memdir.service.origins.persons`); else as it is."""
        from memdir.service.origins import BY_PERSON

        own = self.actor.decides and asked in (None, "user")
        return {**(source or {}), **BY_PERSON} if own else source

    def on_behalf(self, asked: str | None) -> bool:
        """Whether a command asked as ``asked`` is written on a model's behalf: anything
        but a person's own command or a person's import (``consolidation``: its plans)."""
        if asked == CONSOLIDATION:
            return True
        return self.actor.writer_for(asked) in ("model", "visitor")

    def guarded(self, asked: str | None, touched: Touched) -> str | None:
        """Why a write on a model's behalf that changes a person's records is proposed
        (None: it changes none, or a person asked): a model never overrides a person."""
        from memdir.service.origins import origin_of, persons

        if not self.on_behalf(asked):
            return None
        names = list(dict.fromkeys(rec.name for store, rec in touched
                                   if persons(rec) and origin_of(rec, store) != "repository"))
        if not names:
            return None
        by = "consolidation" if asked == CONSOLIDATION else \
            f"a {self.actor.writer_for(asked)}"
        return (f"A person's memory would be changed: {', '.join(map(repr, names))} "
                f"{'was' if len(names) == 1 else 'were'} written by the user, so a change "
                f"by {by} waits for their review instead of being applied at once.")

    def where(self, writer: str, rtype: str) -> str:
        """Which settings (or the default) made this cell, never their path: a reason is
        read by every token that may read the inbox, on a server too."""
        from memdir.service.write_policy import WRITERS

        row = writer if writer in WRITERS else "visitor"
        cell = self.policy.cells.get((row, rtype))
        if cell is None:
            return "default"
        label = getattr(self.policy, "label", None)  # a forced gate's policy is another's
        return str(label(cell.source)) if label is not None else str(cell.source)

    @staticmethod
    def refusal(writer: str, rtype: str) -> str:
        return f"The write policy refuses {rtype} memories from {writer} (memdir policy)."

    def reason(self, writer: str, types: Sequence[str], asked: str | None = "",
               touched: Touched = ()) -> str:
        """Why a write of records of ``types`` (as stored first, then as changed) is
        proposed: the cell that decided, and where it was set. A type changed to one with
        a looser cell is still proposed by the stored type's, and the reason says which.
        Where the policy would apply it, a person's record it changes (`guarded`)."""
        if self.strictest(writer, types, asked) == "auto":
            person = self.guarded(asked, touched)
            if person is not None:
                return person
        rtype = self.deciding(writer, types, asked)
        said = (f"The write policy proposes changes to {rtype} memories by {writer} "
                f"({self.where(writer, rtype)})")
        others = [t for t in dict.fromkeys(types) if t != rtype]
        if others:
            said += (f"; the change also touches {', '.join(others)} memories, and the "
                     "stricter cell governs")
        return said + "."

    def forced(self) -> Gate:
        """This gate proposing what it would apply (a stale proposal is proposed again,
        whatever the policy says now)."""
        return Gate(lambda: ForcePropose(self.policy), self.actor)


class ForcePropose:
    """A write policy that proposes what another would write at once (a stale proposal
    is proposed again, whatever the policy says now)."""

    def __init__(self, policy: Any) -> None:
        self.policy = policy
        self.cells = policy.cells

    def action(self, writer: str, rtype: str) -> str:
        return "refuse" if self.policy.action(writer, rtype) == "refuse" else "propose"

    def cell(self, writer: str, rtype: str) -> Any:
        return self.policy.cell(writer, rtype)

    def label(self, source: str) -> str:
        return str(self.policy.label(source))


__all__ = ["CONSOLIDATION", "ForcePropose", "Gate", "Touched"]
