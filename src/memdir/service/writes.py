"""The write funnel: every write to memory, from every front-end, goes through here.

Extraction, `Memory.save` (the Python API), the MCP tools, the ``memory`` tool, ``memdir
add``/``edit``/``rm``/``restore``/``import`` and the Claude Code hooks all call `Memory`,
and `Memory` calls this module; nothing else writes to a store. So the rules are decided
once, in this order:

1. **Admission** (`WriteFunnel.decide`): the policy (`memdir.pipeline.admission.policy.decide`)
with the search
   index behind ``find_similar``, so a correction ("switch to vitest") updates the record
   it is about on every path. Before this funnel the memory tool and the MCP update asked
   the policy without ``find_similar``, and import and ``memdir add`` did not ask at all.
2. **Provenance** (`provenance`): the session and the user's words for extraction; the
   caller's own ``source`` (an import keeps the file's) when it has one.
3. **Secrets** (`WriteFunnel.apply`): the whole record as it will be written, the source
   and extra frontmatter keys included, is scanned; a person (``origin="user"``) may
   override for every field but the name (``memdir add --allow-secret``).
4. **The store operation** (`WriteFunnel.apply`), carrying the hash the change was
   decided on, so a racing writer is refused instead of overwritten.

`Change` is one store operation; `WriteFunnel.apply` is the one function that performs
it. Rules about who may write what (per origin and type) belong in `apply` too.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ConflictError, MemdirError, StoreUnavailableError
from memdir.foundation.record import ORIGINS as RECORD_ORIGINS
from memdir.foundation.record import Record, validate_name
from memdir.pipeline.conversation import message_text
from memdir.providers.base import Message
from memdir.service.accounting import write_fields
from memdir.store.files.store import FileStore

if TYPE_CHECKING:
    from memdir.foundation.errors import Finding
    from memdir.pipeline.admission.policy import Decision
    from memdir.service.memory import Memory

SIMILAR_HITS = 5  # stored records a correction is checked against
Op = Literal["create", "update", "delete", "rename", "restore"]


@dataclass(frozen=True)
class Change:
    """One store operation, as the funnel performs it.

    ``record`` is the record to write (create, update); ``expected_hash`` the version the
    change was decided on (``"absent"`` for a create); ``new_name`` a rename's target;
    ``version`` a restore's history version (None: undo the last change).
    """

    op: Op
    store: FileStore
    name: str
    record: Record | None = None
    expected_hash: str | None = None
    new_name: str | None = None
    version: int | None = None
    origin: str = "model"
    actor: str = ""
    allow_secret: bool = False


@dataclass(frozen=True)
class Written:
    """What a save came to: the policy's decision, and the record as written (None when
    refused or failed; ``error`` then says why a write the policy admitted failed)."""

    decision: Decision
    record: Record | None = None
    store: FileStore | None = None
    error: str = ""
    secret: Finding | None = None  # a refusal for a secret: which field, what kind
    proposal: Any = None  # an `inbox.Proposal` when the write policy sent it to review


def provenance(session: str, messages: Sequence[Message], candidate: Candidate
               ) -> dict[str, Any]:
    """The source written into an extracted record: session, message index, quote."""
    return {"session": session, "message": _message_of(messages, candidate.quote),
            "quote": candidate.quote[:200]}


class WriteFunnel:
    """Admission and store operations for one `Memory` (see the module docstring)."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    # ------------------------------------------------------------ admission
    def find_similar(self, store: FileStore) -> Callable[[Candidate], list[Record]]:
        def find(candidate: Candidate) -> list[Record]:
            if not store.exists():
                return []
            # A few hits, not one: the policy updates only a record the correction is
            # about, which need not be the best lexical match.
            hits = store.search(f"{candidate.description} {candidate.body}", SIMILAR_HITS)
            return [r for r in (store.find(h.name) for h in hits) if r is not None]
        return find

    def decide(self, candidates: Sequence[Candidate], store: FileStore, *,
               allow_secret: bool = False,
               others: Sequence[Record] | None = None) -> list[Decision]:
        """The policy's decisions for a batch bound for one store (the one place
        admission is asked). ``others`` overrides the records compared against (an edit
        of one record is not a duplicate of itself)."""
        # The policy and the secret scanner are imported by the writes that use them, so
        # a process that only recalls (the prompt hook) never compiles their patterns.
        from memdir.pipeline.admission.policy import decide

        existing = list(others) if others is not None else (
            store.list() if store.exists() else [])
        return decide(candidates, existing, find_similar=self.find_similar(store),
                      secrets=not allow_secret)

    def save(self, candidates: Sequence[Candidate], store: FileStore, *,
             messages: Sequence[Message] = (), source: dict[str, Any] | None = None,
             origin: str = "model", actor: str | None = None,
             allow_secret: bool = False, same_name: str = "update",
             keep: Record | None = None, approved: bool = False) -> list[Written]:
        """Admit candidates into ``store`` and write the admitted ones, or propose them
        (the write policy, `memdir.service.write_policy`, decides per origin and type).

        Args:
            origin: who writes (``user``, ``model``, ``import``, ``visitor``). An extracted
                candidate (``model``) that quotes a user message is the user's own words:
                its record's origin is ``user``.
            approved: a person approved this write in the inbox: not proposed again.
            source: provenance for every record; default: `provenance` per candidate.
            same_name: ``update`` (a save under an existing name updates it) or ``refuse``
                (``memdir add``, an import without ``--overwrite``: the name is taken).
            keep: fields of a record brought from elsewhere (an import) kept as they are:
                created, updated, extra frontmatter keys, and its source when ``source``
                is None.
        """
        out: list[Written] = []
        refused = self._taken(candidates, store) if same_name == "refuse" else []
        # One candidate at a time when the name may be taken (add, import): a refusal
        # leaves nothing else to do.
        for decision in [] if refused else self.decide(candidates, store,
                                                        allow_secret=allow_secret):
            record, who = self._record_of(decision.candidate, messages, source, origin, keep)
            out.append(self._write_one(store, decision, record, who, origin=origin,
                                       actor=actor, allow_secret=allow_secret,
                                       approved=approved))
        for done in refused or out:  # counted for `memdir stats`: outcome and reason code
            self.memory.accounting.record_event("write", **write_fields(done))
        return refused or out

    def _record_of(self, cand: Candidate, messages: Sequence[Message],
                   source: dict[str, Any] | None, origin: str,
                   keep: Record | None) -> tuple[Record, str]:
        """The record an admitted candidate becomes (provenance, kept fields, origin), and
        who wrote it."""
        if source is None and keep is not None:
            given = keep.source  # an import keeps the provenance it came with
        else:
            given = source if source is not None else provenance(
                self.memory.session, messages, cand)
        record = cand.to_record(given)
        if keep is not None:
            record = record.evolve(created=keep.created, updated=keep.updated,
                                   extra={**keep.extra, **record.extra})
        who = _writer_of(origin, cand, messages)
        return record.evolve(origin=who if who in RECORD_ORIGINS else None,
                             extra=record.extra), who

    def _write_one(self, store: FileStore, decision: Decision, record: Record, who: str, *,
                   origin: str, actor: str | None, allow_secret: bool,
                   approved: bool) -> Written:
        """One decision through the secret scan, the write policy and the store."""
        from memdir.foundation.errors import SecretError
        from memdir.pipeline.admission.policy import Decision

        cand, target = decision.candidate, decision.target
        try:
            # Every field, before the policy's reasons: a refusal names the field and
            # the kind of secret, so a person can act on it (``--allow-secret``).
            self.check_secrets(record, origin, allow_secret)
        except SecretError as exc:
            return Written(Decision("reject", str(exc), cand, target), secret=exc.finding)
        if decision.action == "reject":
            return Written(decision)
        gated = self.memory.gate(store, decision, record, origin=who, approved=approved)
        if isinstance(gated, Decision):  # the write policy refuses it
            return Written(gated, store=store)
        if gated is not None:  # proposed: in the inbox, not in the store
            return Written(Decision(
                "propose", f"Proposed for review as {gated.id} (memdir inbox); written "
                "once a person approves it.", cand, target, decision.rename_to),
                store=store, proposal=gated)
        try:
            written = self.write_decision(store, decision, record, origin=origin,
                                          actor=actor, allow_secret=allow_secret)
        except SecretError as exc:
            return Written(Decision("reject", str(exc), cand, target), secret=exc.finding)
        except StoreUnavailableError:
            raise  # the database does not answer: the whole request may succeed later
        except MemdirError as exc:
            return Written(decision, store=store, error=str(exc))
        return Written(decision, written, store)

    @staticmethod
    def _taken(candidates: Sequence[Candidate], store: FileStore) -> list[Written]:
        """Refusals for candidates whose name is taken (``memdir add``, an import)."""
        from memdir.pipeline.admission.policy import Decision

        taken = {c.name: store.find(c.name) for c in candidates
                 if store.exists() and _valid(c.name)}
        return [Written(Decision("reject", f"A memory named {rec.name!r} already exists.",
                                 c, rec))
                for c in candidates if (rec := taken.get(c.name)) is not None]

    def write_decision(self, store: FileStore, decision: Decision, record: Record, *,
                       origin: str, actor: str | None, allow_secret: bool = False) -> Record:
        """Perform an admitted decision: a create, or an update (with a rename first when
        the policy chose a new name)."""
        actor = actor or self.memory.session
        common = {"origin": origin, "actor": actor, "allow_secret": allow_secret}
        target = decision.target
        if target is None:
            return self.apply(Change("create", store, record.name, record, "absent", **common))
        # Fields a person added by hand (owner, expires...) are not the pipeline's to
        # drop: an update replaces the text, not the frontmatter it does not own.
        name, expected = target.name, target.hash
        record = record.evolve(name=name, supersedes=target.hash,
                               extra={**target.extra, **record.extra})
        self.check_secrets(record, origin, allow_secret)  # before the rename, not after
        if decision.rename_to:
            # Rename first, then correct the text: the rename keeps the record as it
            # was under its old name, so `memdir restore OLD` brings that back.
            try:
                renamed = self.apply(Change("rename", store, target.name,
                                            expected_hash=target.hash,
                                            new_name=decision.rename_to, **common))
                name, expected = renamed.name, renamed.hash
            except MemdirError:
                pass  # the name is a nicety (taken, or raced: the update says which)
        try:
            return self.apply(Change("update", store, name, record.evolve(name=name),
                                     expected, **common))
        except MemdirError:
            if name != target.name:  # no new name over the old text
                with contextlib.suppress(MemdirError):
                    self.apply(Change("rename", store, name, expected_hash=expected,
                                      new_name=target.name, **common))
            raise

    # ------------------------------------------------------------ the store operation
    @staticmethod
    def check_secrets(record: Record, origin: str, allow_secret: bool) -> None:
        """Refuse a record holding a secret anywhere (frontmatter keys, source, body);
        a person's ``allow_secret`` overrides everywhere but the name."""
        from memdir.pipeline.admission.secrets import refuse_secrets

        refuse_secrets(record, allow=allow_secret and origin == "user")

    def apply(self, change: Change) -> Record:
        """Perform one store operation. Every write to a store goes through here.

        Raises:
            SecretError: the record (or a new name) holds a secret.
            ConflictError: the record changed since ``expected_hash`` was read.
            MemdirError: the store refused the write (read-only, full disk).
        """
        store, actor = change.store, change.actor or self.memory.session
        if getattr(self.memory, "public", None) is not None:
            # Public-agent mode: a visitor's writes are proposals (`memdir.service.public`); a
            # tool or MCP write must not reach the published version or the store.
            raise MemdirError("This agent's visitors cannot change its memory; what they "
                              "say is proposed for review.")
        if change.op in ("create", "update"):
            assert change.record is not None
            self.check_secrets(change.record, change.origin, change.allow_secret)
            return self._embedded(store, store.upsert(
                change.record, expected_hash=change.expected_hash, actor=actor).record)
        if change.op == "rename":
            assert change.new_name is not None
            from memdir.foundation.errors import SecretError
            from memdir.pipeline.admission.secrets import scan_fields

            finding = scan_fields({"name": change.new_name})
            if finding is not None:
                raise SecretError(finding)
            return self._embedded(store, store.rename(
                change.name, change.new_name, expected_hash=change.expected_hash,
                actor=actor))
        if change.op == "delete":
            return store.delete(change.name, expected_hash=change.expected_hash, actor=actor)
        if change.op == "restore":
            return self._embedded(store, store.restore(change.name, change.version,
                                                       actor=actor))
        raise ConflictError(f"Unknown change {change.op!r}.")

    def _embedded(self, store: Any, record: Record) -> Record:
        """With the semantic ranker on, the written record's vector is computed now, by the
        writer, so the next recall embeds only its query (a recall used to embed every
        record written since the last one)."""
        semantic = getattr(self.memory, "_semantic", None)
        embedder = semantic() if semantic is not None else None
        sync = getattr(store, "sync_vectors", None)  # a file store's index keeps vectors
        if embedder is not None and sync is not None:
            from memdir.store.files.fused import EMBED_BUDGET

            # The record is written: an index that cannot take its vector now only means
            # the next search embeds it.
            with contextlib.suppress(MemdirError):
                sync(embedder, EMBED_BUDGET)
        return record

    def purge(self, store: FileStore, name: str) -> int:
        """Erase a record for good: its file, its history entries, its index rows (a
        secret stored by mistake). The one store operation besides `apply`; returns how
        many history entries were erased."""
        return store.purge(name)


def _writer_of(origin: str, cand: Candidate, messages: Sequence[Message]) -> str:
    """``user`` for a model's candidate quoting the user's own words, else ``origin``."""
    quote = " ".join(cand.quote.split())[:40]
    if origin == "model" and quote:
        for msg in messages:
            if msg.get("role") == "user" and quote in " ".join(message_text(msg).split()):
                return "user"
    return origin


def _valid(name: str) -> bool:
    try:
        validate_name(name)
    except MemdirError:
        return False
    return True


def _message_of(messages: Sequence[Message], quote: str) -> int | None:
    """Index of the user message a quote came from (provenance), else the last user one."""
    last = None
    for i, msg in enumerate(messages):
        if msg.get("role") != "user":
            continue
        text = message_text(msg)
        if not text:
            continue
        last = i
        if quote and quote[:40] in text:
            return i
    return last


__all__ = ["Change", "WriteFunnel", "Written", "provenance"]
