"""An approved restore between its decision and its end.

Approving a restore proposal keeps the decision first, its note `RESTORING` (so two people
approving at once restore once: only one of them takes a pending proposal), then runs the
restore, then says it is done. The decision names its holder, the process running the
restore (`holder`: host, pid and the process's start time), so an approval that finds a
proposal still restoring can tell one running now (`held`: it is left alone) from one
killed before it said it was done (finished, or given back and restored, by that approval;
or rejected, when its restore never ran).
"""

from __future__ import annotations

import os
import socket
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memdir.service.inbox import Proposal
    from memdir.store.base import Store

# The note of an approved restore whose restore has not run yet; approving it again once
# its holder is gone finishes it.
RESTORING = "restoring (not applied yet; approve again to apply): "

# A holder on another machine cannot be asked whether it runs: after this long, a restore
# (a few writes) is taken for killed.
FOREIGN_HOLD = timedelta(minutes=10)


def restoring(proposal: Proposal) -> bool:
    """Whether ``proposal`` is an approved restore that has not said it is done."""
    return proposal.status == "approved" and proposal.note.startswith(RESTORING)


def holder() -> str:
    """This process, as a restoring decision names it: ``host|pid|start``."""
    return f"{socket.gethostname()}|{os.getpid()}|{_started(os.getpid())}"


def held(proposal: Proposal) -> bool:
    """Whether the process that took ``proposal``'s restoring decision still runs."""
    host, _, rest = proposal.holder.partition("|")
    pid_text, _, started = rest.partition("|")
    if not pid_text.isdigit():
        return False  # kept before holders were named: taken for killed
    if host != socket.gethostname():
        try:
            decided = datetime.fromisoformat(proposal.decided or "")
        except ValueError:
            return False
        if decided.tzinfo is None:
            decided = decided.replace(tzinfo=UTC)
        return datetime.now(UTC) - decided < FOREIGN_HOLD
    pid = int(pid_text)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process: it runs
    now = _started(pid)
    return not (started and now and now != started)  # a new process with its pid


def _started(pid: int) -> str:
    """When process ``pid`` started, in clock ticks since boot ("" where unknown)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            fields = f.read().rpartition(")")[2].split()
    except OSError:
        return ""
    return fields[19] if len(fields) > 19 else ""


def applied(store: Store, change_id: str | None) -> bool:
    """Whether the store's history holds a write of change ``change_id``."""
    return change_id is not None and any(e.change == change_id for e in store.history())


__all__ = ["FOREIGN_HOLD", "RESTORING", "applied", "held", "holder", "restoring"]
