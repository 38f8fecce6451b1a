"""The MCP tools' answers: each tool is one call of the memory service, shaped as a dict
for the model.

Nothing is decided here: routing, admission, secrets, provenance and roles are the
service's (`memdir.service.protocol.MemoryService`: a local `Memory` or a `RemoteMemory`),
the same as for every other front-end. What this module adds is the shape of an answer
a model reads:

- **Bounded answers.** Search returns at most 20 records with bodies capped (2,000
  characters each, 20,000 in all, shared between the stores); list pages through catalog
  entries without reading record files.
- **Stale writes are refused.** `update` and `delete` take the ``hash`` `get` returned.
- **A refusal never echoes a secret**: a refused save names the record only when the
  caller gave the name and it holds no secret.

It imports no MCP SDK, so it is tested in-process; `memdir.integrations.mcp_server`
registers its methods as tools.
"""

from __future__ import annotations

import builtins
import re
from typing import TYPE_CHECKING, Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import (
    ConflictError,
    InvalidNameError,
    MemdirError,
    quoted,
    shortened,
)
from memdir.foundation.record import Record, name_key, validate_name
from memdir.pipeline.citations import anchors_from_args
from memdir.pipeline.shares import split_budget
from memdir.service.turn_report import refused_for_secret

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

if TYPE_CHECKING:
    from memdir.foundation.anchor import Anchor

MAX_LIST = 500
BODY_CHARS = 2_000  # per record in a search answer; memory_get returns the whole body
ANSWER_CHARS = 20_000  # all bodies of one search answer, like the recall budget
QUERY_ECHO_CHARS = 500  # of the query, echoed in a search answer


class McpAnswers:
    """The MCP tools over one memory service (an MCP session, a server's token).

    Args:
        memory: the service (`memdir.service.opening.open_memory` gives it, acting for
            the model: a model's writes are the model's, and it decides no proposal).
        select: ``offline`` (the ranker; no model call) or ``llm`` (the model chooses from
            the catalog, falling back to the ranker on any failure).
        actor: who the records' source names as the tool that wrote them ("mcp").
        session: provenance id written into new records' ``source`` (default: the
            memory's session).
    """

    def __init__(self, memory: MemoryService, *, select: str = "offline",
                 actor: str = "mcp", session: str | None = None) -> None:
        if select not in ("offline", "llm"):
            raise MemdirError(f"Unknown selection {select!r}; use 'offline' or 'llm'.")
        self.memory = memory
        self.select = select
        self.actor = actor
        self.session = session or memory.session

    def close(self) -> None:
        self.memory.close()

    # ------------------------------------------------------------------ reading
    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               as_of: str | None = None) -> dict[str, Any]:
        """Records relevant to ``query`` that hold now (or held at ``as_of``: a date, a
        time or words like "last March"), best first, with (capped) bodies; each record
        with an interval says so (``validity``: since when, what it replaced)."""
        from memdir.pipeline.recall import Recalled
        from memdir.service.validity import annotate, parse_as_of

        at = parse_as_of(as_of) if as_of else None
        found = self.memory.search(query, scope=scope, limit=limit,
                                   model=self.select == "llm", as_of=at)
        held = annotate([Recalled(h.record, h.scope) for h in found.hits],
                        lambda sc, name: self.memory.find(name, scope=sc), at)
        needs: dict[str, int] = {}
        for hit in found.hits:
            needs[hit.scope] = needs.get(hit.scope, 0) + min(BODY_CHARS, len(hit.record.body))
        share = split_budget(needs, ANSWER_CHARS)
        results = []
        for hit in found.hits:
            rec = hit.record
            item = record_summary(rec, hit.scope)
            body = rec.body[:min(BODY_CHARS, max(share[hit.scope], 0))]
            share[hit.scope] -= len(body)
            item["body"] = body + (" [truncated; memory_get has it all]"
                                   if len(body) < len(rec.body) else "")
            item["score"] = (round(hit.score, 3) if found.method != "model"
                             and hit.score is not None else None)
            item.update(self._code(rec, hit.scope))
            validity = next((r.validity for r in held if r.record is rec), "")
            if validity:
                item["validity"] = validity
            results.append(item)
        # The query is echoed as the model's reminder of what it asked, never whole: a
        # megabyte of query came back a megabyte long, into the model's next request.
        answer: dict[str, Any] = {"query": shortened(query, QUERY_ECHO_CHARS),
                                  "method": found.method, "results": results}
        if found.note:
            answer["note"] = found.note
        return answer

    def get(self, name: str, *, scope: str | None = None) -> dict[str, Any]:
        """One record in full, with the ``hash`` that `update` and `delete` need."""
        found = self._located(name, scope)
        return {**record_full(found.record, found.scope),
                **self._code(found.record, found.scope)}

    def _code(self, rec: Record, scope: str) -> dict[str, Any]:
        """What recall says of a record that cites code (`memdir.pipeline.recall`): each anchor's
        state, a warning when it is stale or gone, and then a proposal for a person
        (`memdir.service.anchor_review`); a search must not present such a memory as current."""
        if not rec.anchors or self.memory.root is None:
            return {}  # no project folder (a database store): no cited code to check
        from memdir.pipeline.anchors import worst
        from memdir.pipeline.recall import STALE_WARNINGS
        from memdir.service.results import Found

        checks = self.memory.check_code(Found(scope, rec))
        out: dict[str, Any] = {"anchors": [c.to_dict() for c in checks]}
        status = worst(checks)
        warning = STALE_WARNINGS.get(status)
        if warning:
            out["warning"] = warning
        return out

    def _located(self, name: str, scope: str | None) -> Any:
        from memdir.foundation.errors import NotFoundError

        try:
            return self.memory.get(name, scope=scope)
        except NotFoundError as exc:
            where = f"the {scope} store" if scope in ("project", "user") else \
                "the project or user store"
            exc.args = (f"No memory named {name!r} in {where}; memory_search or memory_list "
                        "show what is stored.",)
            raise

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int = 100, after: str | None = None) -> dict[str, Any]:
        """Catalog entries (name, type, description, updated), most recently updated
        first; ``after``: the ``next`` cursor of the previous page (None: the first page).
        ``not_shown`` counts the entries not in this answer; ``next`` is None on the last
        page."""
        limit = max(1, min(int(limit), MAX_LIST))
        rows, total, after_this = self.memory.page(scope=scope, type=type,
                                                   limit=limit, after=after)
        shown = [{"name": e.name, "scope": e.scope, "type": e.type,
                  "description": e.description, "updated": e.updated} for e in rows]
        return {"total": total, "records": shown, "next": after_this,
                "not_shown": max(0, total - len(shown))}

    def catalog(self) -> str:
        """The capped catalog (most recently updated first) the push mode shows a model."""
        return self.memory.catalog()

    # ------------------------------------------------------------------ writing
    def save(self, *, description: str, type: str, body: str = "", name: str | None = None,
             scope: str | None = None, quote: str = "",
             anchors: builtins.list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """Store a memory through `Memory.save`; ``saved``, ``action`` (``created``,
        ``updated``, ``refused``), ``name``, ``scope`` and the policy's ``reason``.
        ``origin`` is the writer's (``user`` only for a person's write the server
        believes, `memdir.server.api`)."""
        from memdir.pipeline.extract.naming import slug_name  # the slug rules live with extraction

        rtype = (type or "").strip().lower()
        cited: tuple[Anchor, ...] = ()
        if anchors:
            if self.memory.root is None:
                raise MemdirError("Anchors cite project files, and this memory has no "
                                  "project folder here (none is known, or it is kept in a "
                                  "database or by a server): save it without anchors, or "
                                  "start memdir with --project PATH.")
            cited = anchors_from_args(self.memory.root, anchors)
        cand = Candidate(name=(name or "").strip() or slug_name(description or "", rtype or "note"),
                         description=description or "", type=rtype, body=body or "",
                         quote=quote, anchors=cited)
        # A name already taken is refused, not rewritten: a save reads nothing, so under
        # "update" it replaced a person's record the model never read, past the hash
        # memory_update and memory_delete demand.
        done = self.memory.save_written(cand, scope=scope, origin="model",
                                        source={"session": self.session, "via": self.actor},
                                        same_name="refuse")
        where = done.scope or scope
        if done.proposal is not None:  # the write policy sent it to a person
            return {"saved": False, "action": "proposed", "proposal": done.proposal.id,
                    "scope": where, "reason": done.decision.reason}
        if done.record is None:
            taken = done.decision.target
            reason = (f"A memory named {taken.name!r} already exists: memory_get it and "
                      "pass its hash to memory_update to change it, or save under another "
                      "name." if taken is not None and taken.key == name_key(cand.name)
                      else done.decision.reason)
            refused = {"saved": False, "action": "refused", "scope": where, "reason": reason}
            # A name derived from a refused description could echo a secret back, and so
            # could a given name of a record refused for a secret: the scan names the
            # first field it finds one in, and the name may hold it too.
            # A name that is no valid name is not echoed either: the reason quotes it
            # shortened, and whole it could be 200,000 characters or hold an ESC.
            echo = (name and done.secret is None and not refused_for_secret(done.decision)
                    and _valid_name(cand.name))
            return {**refused, "name": cand.name} if echo else refused
        return {"saved": True,
                "action": "updated" if done.decision.target is not None else "created",
                "name": done.record.name, "scope": where, "reason": done.decision.reason,
                "hash": done.record.hash}

    def update(self, name: str, hash: str, *, description: str | None = None,
               body: str | None = None, type: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        """Change fields of a record read with `get`; refused if it changed since."""
        found = self._located(name, scope)
        try:
            done = self.memory.update(found.record.name, read_hash(hash, found.record.name),
                                      description=description,
                                      body=body, type=type, scope=found.scope,
                                      origin="model")
        except ConflictError as exc:
            raise ConflictError(
                f"Memory {found.record.name!r} changed since you read it (or the hash is "
                "wrong); call memory_get again and retry with its new hash.",
                current=exc.current) from exc
        rec = found.record
        if done.proposal is not None:
            return {"saved": False, "action": "proposed", "proposal": done.proposal.id,
                    "name": rec.name, "scope": found.scope, "reason": done.decision.reason,
                    "hash": rec.hash}
        if done.record is None:
            unchanged = done.decision.unchanged
            return {"saved": False, "action": "unchanged" if unchanged else "refused",
                    "name": rec.name, "scope": found.scope, "reason": done.decision.reason,
                    "hash": rec.hash}
        return {"saved": True, "action": "updated", "name": done.record.name,
                "scope": found.scope, "reason": "Updated; the old text is in the history.",
                "hash": done.record.hash}

    def delete(self, name: str, *, hash: str, scope: str | None = None) -> dict[str, Any]:
        """Delete a record read with `get` (it stays in the history log: ``memdir restore
        NAME``); refused if it changed since, as `update` is: a model never deletes a
        person's edit it did not read."""
        found = self._located(name, scope)
        try:
            gone = self.memory.forget(found.record.name,
                                      expected_hash=read_hash(hash, found.record.name),
                                      scope=found.scope, origin="model")
        except ConflictError as exc:
            raise ConflictError(
                f"Memory {found.record.name!r} changed since you read it (or the hash is "
                "wrong); call memory_get again and delete it only if it is still wrong.",
                current=exc.current) from exc
        if gone.proposal is not None:
            return {"deleted": False, "action": "proposed", "proposal": gone.proposal.id,
                    "name": gone.record.name, "scope": gone.scope,
                    "reason": f"Proposed for review as {gone.proposal.id}: a person "
                              "decides whether it is deleted (memdir inbox)."}
        return {"deleted": True, "name": gone.record.name, "scope": gone.scope,
                "reason": f"Deleted; a person can bring it back with: memdir restore "
                          f"{gone.record.name!r}" + (" --scope user" if gone.scope == "user"
                                                     else "")}

    # ------------------------------------------------------------------ review
    def inbox(self, *, include_decided: bool = False) -> dict[str, Any]:
        """The oldest proposals waiting for a person (`Memory.inbox_page`), each with its
        diff, and how many there are in all."""
        items, total, _ = self.memory.inbox_page(None if include_decided else "pending",
                                                 limit=INBOX_SHOWN)
        return {"proposals": [proposal_answer(p) for p in items], "total": total,
                "not_shown": max(0, total - len(items))}

    def approve(self, proposal_id: str) -> dict[str, Any]:
        """Approve one proposal (`Memory.approve`): a person's, through a reviewer's
        token; the service refuses a model."""
        done = self.memory.approve(proposal_id)
        return {"approved": True, "proposal": done.id, "note": done.note,
                "change": done.change,
                "reason": f"Approved; memdir undo {done.change} takes it back."}

    def reject(self, proposal_id: str, reason: str = "") -> dict[str, Any]:
        """Reject one proposal (`Memory.reject`); it is kept with the reason."""
        done = self.memory.reject(proposal_id, reason)
        return {"rejected": True, "proposal": done.id, "reason": done.note}


_HASH = re.compile(r"[0-9a-f]{16,64}")


def _valid_name(name: str) -> bool:
    try:
        validate_name(name)
    except InvalidNameError:
        return False
    return True


def read_hash(hash: str, name: str) -> str:
    """The hash a model passes to `update` or `delete`, only in the hex form `get` returns.

    A blank one is "whatever the record is now" to the write pipeline, and "*" is that to
    a server: either would let a model change or delete what it never read."""
    value = (hash or "").strip().lower()
    if not _HASH.fullmatch(value):
        raise MemdirError(f"The hash {quoted(hash)} is not one memory_get returns; call "
                          f"memory_get {name!r} and pass the hash it gives.")
    return value


INBOX_SHOWN = 50  # proposals one answer lists; a model's context is not the inbox


def proposal_answer(p: Any) -> dict[str, Any]:
    return {"id": p.id, "kind": p.kind, "status": p.status, "scope": p.scope,
            "writer": p.writer, "reason": p.reason, "source": p.source, "names": p.names,
            "diff": p.diff(), "note": p.note, "decided": p.decided,
            "decided_by": p.decided_by}


def record_summary(rec: Record, scope: str) -> dict[str, Any]:
    return {"name": rec.name, "scope": scope, "type": rec.type,
            "description": rec.description, "updated": rec.updated or rec.created}


def record_full(rec: Record, scope: str) -> dict[str, Any]:
    out = record_summary(rec, scope)
    out.update({"body": rec.body, "created": rec.created, "source": rec.source,
                "hash": rec.hash})
    for key in ("valid_from", "valid_to", "supersedes", "superseded_by"):  # when set
        if getattr(rec, key):
            out[key] = getattr(rec, key)
    if rec.problems:
        out["problems"] = list(rec.problems)
    return out


__all__ = ["McpAnswers", "record_full", "record_summary"]
