"""The write policy applied to one command: ``auto``, ``propose`` or ``refuse``.

A `Gate` asks the policy (`memdir.service.write_policy`) for a writer and record type,
for every kind of command. A person's own command (the command line, the review page, a
reviewer's token: not narrowed to another writer) is theirs, and is applied: the policy
governs what is written on someone's behalf — a model's tools, extraction (the user's own
words included), imports, consolidation, visitors.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from memdir.foundation.errors import PolicyRefused
from memdir.service.actors import Actor


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

    def require(self, writer: str, types: Sequence[str], asked: str | None = "") -> str:
        """``auto`` or ``propose``; raises for ``refuse``.

        Raises:
            PolicyRefused: the policy refuses this writer one of these types.
        """
        action = self.strictest(writer, types, asked)
        if action == "refuse":
            raise PolicyRefused(self.refusal(writer, self.deciding(writer, types, asked)))
        return action

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

    def reason(self, writer: str, types: Sequence[str], asked: str | None = "") -> str:
        """Why a write of records of ``types`` (as stored first, then as changed) is
        proposed: the cell that decided, and where it was set. A type changed to one with
        a looser cell is still proposed by the stored type's, and the reason says which."""
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


__all__ = ["ForcePropose", "Gate"]
