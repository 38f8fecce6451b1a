"""The turn end of a `RemoteMemory`: extraction here, admission on the server.

The conversation stays on this machine: the user's model (or the offline rules) extracts
candidates here, as a local `Memory` does (`memdir.service.turns.extracted`), and only the
candidates are sent (``POST /v1/admit``), each with the index of the user message it
quotes. The server's answer is the same `TurnReport` a local admission gives. When the
server does not answer, the request is kept in the local queue and sent before the next
call that reaches it: nothing is extracted twice, and nothing is lost but a token's
oldest requests past the queue's bound per server and token, which the turn's end says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from memdir.foundation.errors import MemdirError, ServerUnavailableError
from memdir.foundation.record import Record
from memdir.providers.base import Message
from memdir.service import wire
from memdir.service.remote.queue import MAX_ENTRIES
from memdir.service.turn_report import queued_line

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.providers.base import Provider
    from memdir.service.remote.connection import Server
    from memdir.service.remote.queue import AdmissionQueue
    from memdir.service.turns import TurnReport
    from memdir.store.base import CatalogEntry


class RemoteMemory(Protocol):
    """What extraction uses of `memdir.service.remote.memory.RemoteMemory`."""

    session: str
    server: Server
    queue: AdmissionQueue
    log: Callable[[str], None]
    unsent: int
    withheld: int
    elsewhere: int

    @property
    def provider(self) -> Provider | None: ...
    @property
    def visitor(self) -> bool: ...
    def flush(self) -> int: ...
    def whoami(self) -> dict[str, Any]: ...
    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, history: bool = False
             ) -> tuple[list[CatalogEntry], int]: ...

EXISTING = 200  # stored records shown to the extraction model (it corrects by name)
MAX_TURN_MESSAGES = 20  # the most a visitor token's admission takes (`server.public_api`)


def admit(memory: RemoteMemory, candidates: Sequence[Candidate],
          messages: Sequence[Message] = (), report: TurnReport | None = None,
          kind: str = "extract") -> TurnReport:
    """Send candidates to the server's admission, as one change of ``kind`` (``extract``
    or ``remember``). Never raises (see the module docstring)."""
    from memdir.service.turns import TurnReport

    report = report or TurnReport()
    try:
        visitor = memory.visitor  # asked once per client, at a turn's end
    except MemdirError:
        visitor = False  # the server does not answer: queued as any token's request
    if not candidates and not visitor:
        return report
    body: dict[str, Any] = {"session": memory.session, "kind": kind}
    if visitor:
        # Public-agent mode keeps each turn, redacted, for the review page's questions
        # (as a local `Memory` does), with candidates or none: the turn goes with them,
        # and their message indexes are the turn's own.
        from memdir.pipeline.conversation import message_text
        from memdir.service.public import last_turn

        messages = [{"role": m["role"], "content": message_text(m)}
                    for m in last_turn(messages) if m.get("role") in ("user", "assistant")]
        body["messages"] = messages[:MAX_TURN_MESSAGES]
    body["candidates"] = [candidate_json(c, messages) for c in candidates]
    try:
        memory.flush()  # a revoked token refuses the queue's requests as this one's
        answer = memory.server.request("POST", "/v1/admit", body)
    except ServerUnavailableError as exc:
        if dropped := memory.queue.put(body):  # never silently: the server never hears them
            report.notes.append(f"the queue keeps this token's newest {MAX_ENTRIES:,} "
                                f"requests; its oldest {dropped} were dropped")
        report.notes += kept_notes(memory)
        if not candidates and not dropped:
            return report
        report.queued, report.queued_in = len(candidates), str(memory.queue.path)
        memory.log(report.summary() if not candidates else
                   f"[Memory: {exc} {queued_line(report.queued, report.queued_in)}"
                   + "".join(f"; {n}" for n in report.notes) + ".]")
        return report
    except MemdirError as exc:
        report.errors.append(f"admission failed: {exc}")
        memory.log(f"[Memory: admission failed: {exc}]")
        return report
    if memory.unsent:  # a rotated token's: said at every turn's end until sent
        report.notes.append(unsent_line(memory))
    if memory.withheld:
        report.notes.append(withheld_line(memory))
    if memory.elsewhere:
        report.notes.append(elsewhere_line(memory))
    report.notes += kept_notes(memory)
    before = len(report.decisions)
    wire.turn_of(answer, report)
    # One decision per candidate, in order: a refusal gets the candidate sent back.
    for i, cand in enumerate(candidates[:len(report.decisions) - before]):
        report.decisions[before + i] = wire.with_candidate(report.decisions[before + i], cand)
    if report.decisions:
        memory.log(report.summary())
    return report


def flush(memory: RemoteMemory, others: bool = True) -> int:
    """Send the queue's requests of this token, then (``others``) those another token of
    this server's project and role left (rotated: sent as this token's, acting for a
    model); how many were sent. Another token's whose project this machine never heard
    stay, counted in ``memory.unsent`` (`unsent_line`); those of this project under
    another role stay, counted in ``memory.withheld`` (`withheld_line`): a visitor's turns
    sent with an agent's token would be stored without review."""
    def send(server: Server) -> Callable[[dict[str, Any]], Any]:
        return lambda body: server.request("POST", "/v1/admit", body)

    sent = 0
    try:
        sent += len(memory.queue.drain(send(memory.server)))
        waiting = memory.queue.others() if others else {}
        if not waiting:
            if others:
                memory.unsent = memory.withheld = memory.elsewhere = 0
            return sent
        me = memory.whoami()
        project, role = str(me.get("project") or ""), str(me.get("role") or "")
        memory.unsent = memory.withheld = memory.elsewhere = 0
        for key, count in waiting.items():
            grant = memory.queue.grant_of(key)
            if grant is None:
                memory.unsent += count  # whose they are is not known here: said, kept
            elif project and grant == (project, role) and role:
                sent += len(memory.queue.drain(send(memory.server.for_model()), key=key))
            elif project and grant[0] == project:
                memory.withheld += count  # another role's: never sent as this one's
            elif project:
                memory.elsewhere += count  # another project's: its own token sends them
    except ServerUnavailableError:
        return sent
    except MemdirError:  # another token's request refused: kept, and said
        memory.unsent = max(memory.unsent,
                            sum(memory.queue.others().values()) - memory.withheld)
    return sent


def unsent_line(memory: RemoteMemory) -> str:
    """What a turn's end says of requests another token queued that were not sent."""
    said = "memory" if memory.unsent == 1 else "memories"
    return (f"{memory.unsent} extracted {said} queued under another token of "
            f"{memory.server.url} wait in {memory.queue.path}, not sent: this machine "
            "never heard which project that token is for")


def withheld_line(memory: RemoteMemory) -> str:
    """What a turn's end says of requests a token of this project but another role
    queued: kept for a token of that role."""
    said = "memory" if memory.withheld == 1 else "memories"
    return (f"{memory.withheld} extracted {said} queued under another token of "
            f"{memory.server.url} wait in {memory.queue.path}, not sent: that token's role "
            "is not this one's, and only a token of the same role and project may send "
            f"{'it' if memory.withheld == 1 else 'them'}")


def elsewhere_line(memory: RemoteMemory) -> str:
    """What a turn's end says of requests a token of another project of this server
    queued: kept for a token of that project, which sends them."""
    said = "memory" if memory.elsewhere == 1 else "memories"
    return (f"{memory.elsewhere} extracted {said} queued under a token of another project "
            f"of {memory.server.url} wait in {memory.queue.path}, not sent: only a token "
            f"of that project sends {'it' if memory.elsewhere == 1 else 'them'}")


def kept_notes(memory: RemoteMemory) -> list[str]:
    """What every turn's end says of what the queue keeps that this client cannot send:
    requests queued before the queue named their server, and lines that are no request."""
    notes = unplaced_notes(memory)
    count = memory.queue.unreadable()
    if count:
        lines = "line" if count == 1 else "lines"
        notes.append(f"{count} {lines} of {memory.queue.path} that no request could be read "
                     f"from {'is' if count == 1 else 'are'} kept in {memory.queue.aside}, "
                     "never sent or deleted: read them, then remove the file")
    return notes


def unplaced_notes(memory: RemoteMemory) -> list[str]:
    """What a turn's end says of requests queued before the queue named their server
    (`AdmissionQueue.unplaced`): kept for the token that queued them, never silently."""
    count = memory.queue.unplaced()
    if not count:
        return []
    one = count == 1
    said, its, waits, it = (("memory", "its", "waits", "it") if one else
                            ("memories", "their", "wait", "them"))
    return [f"{count} extracted {said} queued before the queue named {its} server {waits} "
            f"in {memory.queue.path}, not sent: only the token that queued {it} can send "
            f"{it}, as no other can tell which server {'it was' if one else 'they were'} for"]


def after_turn(memory: RemoteMemory, messages: Sequence[Message]) -> TurnReport:
    """Turn end: extract here, admit on the server (queued if it does not answer).
    Never raises."""
    from memdir.service.turns import TurnReport, extracted

    report = TurnReport()
    candidates = extracted(lambda: memory.provider, messages, existing(memory), report,
                           memory.log)
    return report if candidates is None else admit(memory, candidates, messages, report)


def after_conversation(memory: RemoteMemory, messages: Sequence[Message]) -> TurnReport:
    """Extraction over a whole conversation, turn by turn, as a local `Memory` does
    (offline each turn on its own; with a model, turns grouped into windows)."""
    from memdir.pipeline.conversation import WINDOW_CHARS, WINDOW_MESSAGES, extraction_points
    from memdir.providers.base import has_model
    from memdir.service.turns import TurnReport

    report = TurnReport()
    try:
        per_turn = not has_model(memory.provider)
    except MemdirError as exc:
        report.errors.append(f"extraction failed: {exc}")
        return report
    for end in extraction_points(messages, per_turn=per_turn, max_messages=WINDOW_MESSAGES,
                                 max_chars=WINDOW_CHARS):
        part = after_turn(memory, messages[:end])
        report.decisions += part.decisions
        report.stored += part.stored
        report.consolidation += part.consolidation
        report.errors += part.errors
        report.proposed += part.proposed
        report.queued += part.queued
        report.queued_in = part.queued_in or report.queued_in
        report.notes += [n for n in part.notes if n not in report.notes]
    return report


def existing(memory: RemoteMemory) -> list[Record]:
    """Stored records shown to the extraction model, newest first (none when the server
    does not answer or refuses the token: extraction goes on without them and admission
    reports the refusal; none for a visitor, who never reads the store)."""
    try:
        if memory.visitor:
            return []
        rows, _ = memory.list(limit=EXISTING)
    except MemdirError:  # down, or the token refused (revoked): admission says which
        return []
    return [Record(e.name, e.description, e.type) for e in rows]


def candidate_json(cand: Candidate, messages: Sequence[Message]) -> dict[str, Any]:
    """A candidate as the admission request carries it, with the index of the user
    message its quote came from (else the last user message)."""
    from memdir.pipeline.conversation import message_text

    out = wire.candidate_json(cand)
    out.pop("anchors", None)  # the server has no checkout of this project's code
    if not cand.updates:
        out.pop("updates")
    index = None
    for i, msg in enumerate(messages):
        if msg.get("role") == "user" and message_text(msg):
            index = i
            if cand.quote and cand.quote[:40] in message_text(msg):
                break
    if index is not None:
        out["message"] = index
    return out


__all__ = ["admit", "after_conversation", "after_turn", "candidate_json", "elsewhere_line",
           "flush", "kept_notes", "unplaced_notes", "unsent_line", "withheld_line"]
