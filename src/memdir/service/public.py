"""Public-agent mode: memory for an agent that anyone may talk to.

``Memory(..., writers="untrusted")`` (or ``MEMDIR_WRITERS=untrusted``; through ``memdir
serve``, a ``visitor`` token: `memdir.server.public_api`) is for an agent whose users are
visitors, not its owner. A visitor may lie ("the
owner was fired from his last company") or type personal data, and neither may reach the
knowledge base or another visitor. So, in this mode:

- **Reads** come from a *published version* of the project store (`Published`), never the
  store itself: ``memdir publish`` makes one from what is in the store (what the owner
  wrote and reviewers approved; visitors' proposals wait in the inbox), ``memdir publish
  --rollback`` returns to the previous one. Any store of the contract keeps them. Each
  turn checks which version is served (a folder: its marker's ``stat``; a database: one
  query) and switches without a restart. The owner's user store is not read at all.
- **Session notes**: what a visitor says about themselves (extracted records of type
  ``user``) becomes a note of their session (`memdir.store.sessions`), recalled only in
  that session, deleted when it ends (`Memory.end_session`) or after its time to live
  (``MEMDIR_SESSION_TTL``, default 24 h). A note is never promoted to a record, and
  one holding a secret is refused (the scan of every write).
- **Extraction proposes, never writes**: every other candidate has its personal data
  redacted (`memdir.pipeline.redact`), then goes through admission (duplicates, secrets) and into
  the inbox as a proposal by the ``visitor`` writer, flagged with what was redacted. The
  same claim again, while the first waits, is merged into it (one more supporter, a
  token's sessions once), and a session or a token with as many proposals waiting as it
  may has its next one refused (`memdir.service.writes.proposals`). Every other write
  path of such a `Memory` is refused (`memdir.service.writes.pipeline`).
- **Conversation review**: each turn is logged redacted (each secret the scan finds made
  ``[secret]``, then the personal data) for the reviewer by the project
  store (`Store.add_visitor_entry`: ``.visitors/`` in a folder, a table in PostgreSQL),
  and a question answered without any relevant memory (recall found nothing, or the
  model said it did not know) is listed by `Memory.unanswered_questions`, which the
  review page shows, so a person can write the missing knowledge. The log is kept for
  ``MEMDIR_VISITOR_LOG_DAYS`` (30 days), then deleted (`sweep_expired`, and a folder's
  log writes); a person erases it sooner with ``memdir purge --visitor-logs``.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from memdir.foundation.candidate import KEPT_QUOTE_CHARS, Candidate
from memdir.foundation.config import DEFAULT_VISITOR_LOG_DAYS
from memdir.foundation.errors import InboxFull, MemdirError, PublishError
from memdir.foundation.record import Record, now_iso
from memdir.foundation.validity import supersedes_after_update
from memdir.pipeline.conversation import message_text
from memdir.providers.base import Message, Provider, SystemBlock
from memdir.service.visitor_log import (
    Question,
    VisitorLog,
    serves_visitors,
    sweep_expired,
    unanswered_questions,
)
from memdir.store.base import Store
from memdir.store.public_copy import PRIVATE_SOURCE_KEYS, published_text
from memdir.store.visitors import VISITORS_DIR, check_visitor_session

if TYPE_CHECKING:
    from memdir.pipeline.recall import Recalled, SystemPrompt
    from memdir.service.results import TurnReport
    from memdir.service.writes.pipeline import Pipeline

WRITER_MODES = ("trusted", "untrusted")
DEFAULT_SESSION_TTL = 24 * 3600.0  # seconds
NOTES_HEADING = "## About this visitor (said in this conversation; not verified)"
MAX_READ_CHARS = 20_000  # of each message of a visitor's turn, for extraction (`read_part`)
_RACY_NS = 2_000_000_000  # a file's times are as coarse as the clock's tick, or worse
# An answer saying it has no information: the question needs knowledge a person can add.
_DONT_KNOW = re.compile(
    r"\b(?:i (?:do not|don't|dont) (?:know|have (?:any )?information)|i'm not sure|"
    r"i am not sure|no information (?:about|on)|i couldn't find|i could not find)\b"
    r"|不知道|不清楚|没有相关信息|わかりません|分かりません", re.IGNORECASE)


# ----------------------------------------------------------------- published versions
class Published:
    """The published versions of one project store, which the store keeps
    (`Store.published`: ``.published/`` in a folder, rows in PostgreSQL).

    A version is never changed once made, so a reader holding one never sees a
    half-published knowledge base: publishing keeps the new version whole first and
    switches to it last.
    """

    def __init__(self, source: Store) -> None:
        self.source = source

    def state(self) -> dict[str, Any]:
        state = self.source.published()
        return {"current": state.current, "previous": list(state.previous)}

    def current(self) -> int | None:
        return self.source.published().current

    def signature(self) -> Any:
        """What changes when the served version does, checked on every turn: a folder's
        marker file (one stat), else the served version's number (versions never change,
        so the number says what is served). A marker written in the last seconds may
        have taken the inode and time of the one before it (a publish, a purge's switch
        a few milliseconds after), so its numbers are read then too."""
        import time

        marker = getattr(self.source, "published_marker", None)
        if marker is None:
            return ("version", self.current())
        try:
            st = os.stat(marker)
        except OSError:
            return None
        if st.st_mtime_ns < time.time_ns() - _RACY_NS:
            return (st.st_ino, st.st_mtime_ns)
        state = self.source.published()
        return (st.st_ino, st.st_mtime_ns, state.current, state.previous)

    def store(self, version: int | None) -> Any:
        """A store of one version to read (an empty one when nothing is published): a
        folder's own store of it, else its records in memory (`PublishedSnapshot`)."""
        from memdir.store.snapshot import snapshot_of

        if version is None:  # never a folder: a clone could fill any path with records
            return snapshot_of([], scope=self.source.scope)
        own = getattr(self.source, "published_store", None)
        if own is not None:
            return own(version)
        return snapshot_of(self.source.published_version(version), scope=self.source.scope)



# ----------------------------------------------------------------- the mode
class Host(Protocol):
    """What public-agent mode uses of the `Memory` it serves: its recall, over the
    project store it swaps for the published version."""

    project: Any
    session: str
    recall_chars: int

    @property
    def provider(self) -> Provider: ...
    def recall(self, messages: Sequence[Message] | str, limit: int = ...
               ) -> list[Recalled]: ...
    def catalog(self, chars: int | None = None) -> str: ...


class PublicMode:
    """What a `Memory` with untrusted writers does instead of reading and writing its
    project store (see the module docstring). ``source`` is the project store."""

    def __init__(self, memory: Host, source: Store, *, ttl: float,
                 pipeline: Callable[[], Pipeline], existing: Callable[[], list[Record]],
                 clock: Callable[[], float] | None = None,
                 log_days: float = DEFAULT_VISITOR_LOG_DAYS) -> None:
        if ttl <= 0:
            raise MemdirError("The session notes' time to live must be positive.")
        # It names the visitor's log and notes files in a folder: "../x" would write
        # elsewhere. Refused here, before the visitor's first turn, not at its log.
        check_visitor_session(memory.session)
        self.memory = memory
        self.pipeline = pipeline
        self.existing = existing
        self.source = source
        self.ttl = ttl
        if clock is not None:
            source.clock = clock  # type: ignore[attr-defined]  # a folder's notes' clock
        self.published = Published(source)
        self.log = VisitorLog(source, log_days)
        self._signature: Any = object()
        self._held = False  # within `one_version`: the version it began with is read
        self._asked: set[str] = set()
        # Asked before each session note with its size in bytes: anything but "log" and
        # the note is refused (`memdir serve` gives each visitor token a day's budget,
        # `memdir.server.log_budget`: a token names any number of sessions). None: none.
        self.note_budget: Callable[[int], str] | None = None

    def refresh(self) -> None:
        """Serve the current published version (one stat when it has not changed); within
        `one_version`, the version it began with."""
        if self._held:
            return
        sig = self.published.signature()
        if sig == self._signature:
            return
        self._signature = sig
        old, self.memory.project = self.memory.project, self.published.store(
            self.published.current())
        if old is not self.source:
            old.close()

    @contextlib.contextmanager
    def one_version(self) -> Iterator[None]:
        """One prompt reads one published version: the one served when it begins, for its
        recall and its catalog alike (a publish meanwhile is read by the next prompt).
        Each read checking on its own could answer a prompt with the records of one
        version and the catalog of another."""
        if self._held:
            yield
            return
        self.refresh()
        self._held = True
        try:
            yield
        finally:
            self._held = False

    def system_prompt(self, messages: Sequence[Message], base: str,
                      rules: str) -> SystemPrompt:
        from memdir.pipeline.recall import SystemPrompt, build_system

        memory = self.memory
        with self.one_version():
            recalled = memory.recall(messages)
            catalog = memory.catalog()
        blocks = build_system(base, catalog, recalled, rules=rules,
                              budget=memory.recall_chars)
        notes = self.source.session_notes(memory.session)
        if notes:
            blocks.append(notes_block(notes))
        question = _last_user_text(messages)
        if question and not recalled:
            self.note_question(question, "nothing recalled")
        return SystemPrompt(blocks, recalled)

    def note_question(self, question: str, reason: str) -> None:
        """List a visitor's question for the reviewer (redacted; once per `Memory`)."""
        if question in self._asked:
            return
        self._asked.add(question)
        self.log.add_question(self.memory.session, question, reason)

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Log the turn redacted, keep what the visitor said about themselves as session
        notes, propose the rest. Never writes a record; never raises."""
        from memdir.pipeline.extract import extract_candidates
        from memdir.service.results import TurnReport

        report = TurnReport()
        self.log_turn(last_turn(messages), report)
        try:
            candidates = extract_candidates(self.memory.provider, read_part(messages),
                                            self.existing())
        except MemdirError as exc:
            report.errors.append(f"extraction failed: {exc}")
            return report
        return self.receive(candidates, messages, report)

    def log_turn(self, turn: Sequence[Message], report: TurnReport) -> None:
        """Log one turn (the visitor's message and what followed) for the reviewer, and
        its question when the answer said it did not know; errors go to ``report``."""
        try:
            self.log.log_turn(self.memory.session, turn)
            answer = next((message_text(m) for m in reversed(turn)
                           if m.get("role") == "assistant"), "")
            question = _last_user_text(turn)
            if question and _DONT_KNOW.search(answer):
                self.note_question(question, "the model said it did not know")
        except MemdirError as exc:
            report.errors.append(f"visitor log: {exc}")
        except OSError as exc:
            report.errors.append(f"visitor log: {exc.strerror}")

    def receive(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
                report: TurnReport | None = None) -> TurnReport:
        """What was extracted from a visitor's turn (here or by a client's model): what
        they said about themselves becomes notes of their session, the rest proposals
        (`propose`). Never writes a record; errors go to the report."""
        from memdir.service.results import TurnReport

        report = report if report is not None else TurnReport()
        self.keep_notes([c for c in candidates if c.type == "user"], report)
        others = [c for c in candidates if c.type != "user"]
        if others:
            try:
                report.decisions += self.propose(others, messages)
            except MemdirError as exc:
                report.errors.append(f"proposal failed: {exc}")
        return report

    def keep_notes(self, candidates: Sequence[Candidate], report: TurnReport) -> list[str]:
        """Keep each candidate as a note of this session; the names kept. A note holding
        a secret is refused, as every write is (the same scan): a note is shown to the
        model on every turn of the session and kept in the store until it expires."""
        from dataclasses import replace

        from memdir.pipeline.admission.secrets import SecretError, scan_fields
        from memdir.pipeline.redact import head
        from memdir.store.sessions import MAX_NOTE_CHARS

        kept = []
        for cand in candidates:  # a note keeps 4,000 characters: twice that is read
            read = 2 * MAX_NOTE_CHARS
            cand = replace(cand, name=head(cand.name, read),
                           description=head(cand.description, read), body=head(cand.body, read))
            finding = scan_fields({"name": cand.name, "description": cand.description,
                                   "body": cand.body})
            try:
                if finding is not None:
                    raise SecretError(finding, "Not kept as a session note: ")
                self._charge_note(cand.name, _note_text(cand))
                self.source.add_session_note(self.memory.session, cand.name,
                                             _note_text(cand), ttl_seconds=self.ttl)
                kept.append(cand.name)
            except MemdirError as exc:
                shown = "note" if finding is not None and finding.field == "the name" \
                    else cand.name
                report.errors.append(f"{shown}: {exc}")
        return kept

    def _charge_note(self, name: str, text: str) -> None:
        """Count a note against the day's budget, or refuse it (`StoreError`)."""
        from memdir.foundation.errors import StoreError
        from memdir.store.sessions import MAX_NOTE_CHARS

        if self.note_budget is None:
            return
        size = len(name.encode("utf-8")) + len(text[:MAX_NOTE_CHARS].encode("utf-8"))
        if self.note_budget(size) != "log":
            raise StoreError("Not kept as a session note: this visitor token's notes "
                             "reached their budget for the day (visitor_note_bytes).")

    def propose(self, candidates: Sequence[Candidate],
                messages: Sequence[Message] = ()) -> list[Any]:
        """Redact, admit (duplicates, secrets) against the project store, and put each
        admitted candidate in the inbox; return the policy's decisions, an admitted one
        with its action ``propose``."""
        redacted = [_redacted_candidate(cand) for cand in candidates]
        # One decision per candidate, in order.
        decisions = self.pipeline().admission([cand for cand, _ in redacted], self.source)
        return [decision if decision.action == "reject" else self._file(decision, kinds)
                for decision, (_, kinds) in zip(decisions, redacted, strict=True)]

    def _file(self, decision: Any, kinds: list[str]) -> Any:
        """An admitted visitor's candidate put in the inbox as a proposal (the decision
        now ``propose``), or rejected if the record as proposed holds a secret."""
        from dataclasses import replace

        from memdir.pipeline.admission.secrets import SecretError
        from memdir.service.inbox import Operation, Proposal, candidate_fields, new_proposal_id

        cand, target = decision.candidate, decision.target
        record = _visitor_record(cand, target, kinds)
        try:  # never a secret in the inbox: the record as proposed is scanned once
            self.pipeline().scan(record, "visitor", False)
        except SecretError as exc:
            return replace(decision, action="reject", reason=str(exc))
        # The record says a visitor said it; which session and their words stay with
        # the proposal, for the reviewer, never in what may be published.
        source = {"session": self.memory.session, "quote": cand.quote[:KEPT_QUOTE_CHARS],
                  "visitor": True, "redacted": kinds}
        base = target.hash if target is not None else "absent"
        base_text = target.to_text() if target is not None else None
        flag = f"; personal data redacted: {', '.join(kinds)}" if kinds else ""
        proposal = Proposal(
            new_proposal_id(), "write", self.source.scope, "visitor", "visitor",
            f"Said by a visitor of the public agent (not verified){flag}.",
            [Operation("write", record.name, record.to_text(), base, base_text)],
            source=source, candidate=candidate_fields(cand))
        try:
            kept = self.pipeline().file_proposal(self.source, proposal)
        except InboxFull as exc:  # past this session's or this token's cap: refused
            return replace(decision, action="reject", reason=str(exc))
        if kept is not proposal:
            return replace(decision, action="propose",
                           reason=f"Already proposed for review as {kept.id} (supporters: "
                                  f"{kept.supporters}; a token's sessions count once).")
        return replace(decision, action="propose",
                       reason=f"Proposed for review as {kept.id}.")

    def end_session(self) -> int:
        return self.source.end_session_notes(self.memory.session)


def _redacted_candidate(cand: Candidate) -> tuple[Candidate, list[str]]:
    """A visitor's candidate with its personal data redacted (and no anchors), and the
    kinds of data found."""
    from dataclasses import replace

    from memdir.pipeline.admission.secrets import redact_secrets
    from memdir.pipeline.redact import head, redact

    kinds: list[str] = []
    fields: dict[str, str] = {}
    for key in ("description", "body", "quote"):
        # The record is scanned as proposed (a secret refuses it); the visitor's words
        # it came from are kept with the proposal for the reviewer, the secret taken out.
        done = redact(redact_secrets(head(cand.quote, 2 * KEPT_QUOTE_CHARS)) if key == "quote"
                      else getattr(cand, key))
        fields[key] = done.text
        kinds += [k for k in done.found if k not in kinds]
    # A slug joins words with dashes, which hide a number's edges from the patterns
    # ("visitor-card-4111111111111111"); a name can hold no "[card]".
    named = redact(re.sub(r"[-_.]+", " ", cand.name))
    fields["name"] = "visitor-note" if named.changed else cand.name
    kinds += [k for k in named.found if k not in kinds]
    return replace(cand, **fields, anchors=()), kinds


def _visitor_record(cand: Candidate, target: Record | None, kinds: list[str]) -> Record:
    """The record a visitor's candidate proposes: marked as theirs, and in the place of
    ``target`` (its name and times) when it updates one."""
    record = cand.to_record({"visitor": True, "redacted": kinds}).evolve(
        origin="visitor", created=now_iso(), updated=now_iso())
    if target is None:
        return record
    return record.evolve(name=target.name, supersedes=supersedes_after_update(target),
                         created=target.created, updated=target.updated)


def _note_text(cand: Candidate) -> str:
    return cand.description if not cand.body.strip() else f"{cand.description}: {cand.body}"


def _last_user_text(messages: Sequence[Message]) -> str:
    for msg in reversed(messages):
        if msg.get("role") == "user" and (text := message_text(msg).strip()):
            return text
    return ""


def read_part(messages: Sequence[Message]) -> list[Message]:
    """The messages as a visitor's turn is read for extraction: each text cut to its first
    ``MAX_READ_CHARS`` characters. What a visitor claims is a few sentences; read whole,
    one message of 400 KB held the agent's process 35 s in offline extraction. Blocks
    that are not text pass as they are."""
    from memdir.pipeline.redact import head

    def cut(text: Any) -> Any:
        return head(text, MAX_READ_CHARS) if isinstance(text, str) else text

    out: list[Message] = []
    for msg in messages:
        content = msg.get("content")
        if isinstance(content, list):
            content = [{**b, "text": cut(b["text"])} if isinstance(b, dict)
                       and b.get("type") == "text" else b for b in content]
        out.append({**msg, "content": cut(content)})
    return out


def last_turn(messages: Sequence[Message]) -> list[Message]:
    """The last user message with a text and what followed it."""
    for i in range(len(messages) - 1, -1, -1):
        if messages[i].get("role") == "user" and message_text(messages[i]).strip():
            return list(messages[i:])
    return []


def notes_block(notes: dict[str, str]) -> SystemBlock:
    """The system block of a visitor's session notes, under a heading that says they are
    the visitor's own words, not verified: one line each, so no note forges a heading."""
    from memdir.foundation.record import flatten
    lines = "\n".join(f"- {flatten(name)}: {flatten(text)}" for name, text in notes.items())
    return SystemBlock(f"{NOTES_HEADING}\n{lines}")


__all__ = ["DEFAULT_SESSION_TTL", "VISITORS_DIR", "WRITER_MODES", "PublicMode", "PublishError",
           "PRIVATE_SOURCE_KEYS", "Published", "Question", "VisitorLog", "last_turn", "notes_block",
           "published_text", "serves_visitors", "sweep_expired",
           "unanswered_questions"]
