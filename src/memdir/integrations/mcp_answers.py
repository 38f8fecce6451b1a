"""The MCP tools' answers: each tool is one `Memory` call, shaped as a dict for the model.

Nothing is decided here: routing, admission, secrets and provenance are `Memory`'s
(`memdir.service.operations`, `memdir.service.writes`), the same as for every other front-end.
What this
module adds is the shape of an answer a model reads:

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

import copy
import os
import uuid
from pathlib import Path
from typing import Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ConflictError, MemdirError
from memdir.foundation.record import Record
from memdir.pipeline.admission.secrets import find_secret
from memdir.pipeline.citations import anchors_from_args
from memdir.pipeline.shares import split_budget
from memdir.providers.base import Provider
from memdir.service.memory import Memory
from memdir.service.scopes import find_project, memdir_home
from memdir.store.base import Store
from memdir.store.files.store import FileStore

MAX_LIST = 500
BODY_CHARS = 2_000  # per record in a search answer; memory_get returns the whole body
ANSWER_CHARS = 20_000  # all bodies of one search answer, like the recall budget


def default_project_store(start: str | os.PathLike[str] | None = None) -> FileStore | None:
    """The project store for ``start`` (default: the cwd), or None when there is no project.

    Desktop apps start MCP servers in ``/`` or the home folder; neither is ever a project
    (`memdir.service.scopes.find_project`), so no ``.memory/`` is written or read there.
    """
    root = find_project(start)
    return FileStore(root / ".memory", scope="project") if root is not None else None


class McpAnswers:
    """The MCP tools over one `Memory` (an MCP session, a hook).

    Args:
        project: the project store, or None when the client has no project folder.
        user: the user store; default: ``$MEMDIR_HOME/memory``; False for none.
        select: ``offline`` (the ranker; no model call) or ``llm`` (the model chooses from
            the catalog, falling back to the ranker on any failure).
        provider: the model for ``llm`` selection (a Provider or a name; default: from
            the environment, as everywhere in memdir).
        actor: who the history log names for writes ("mcp").
        session: provenance id written into new records' ``source``.
        folder: the project folder when the project store is not in one (a database):
            its settings file holds the write policy (`Memory`'s ``folder``).
        writers: ``trusted`` or ``untrusted`` (`Memory`'s; default: the environment's).
    """

    def __init__(self, project: Store | None, user: Store | bool = True, *,
                 select: str = "offline", provider: Provider | str | None = None,
                 actor: str = "mcp", session: str | None = None,
                 folder: Path | None = None, writers: str | None = None) -> None:
        if select not in ("offline", "llm"):
            raise MemdirError(f"Unknown selection {select!r}; use 'offline' or 'llm'.")
        if user is True:
            user = FileStore(memdir_home() / "memory", scope="user")
        self.select = select
        self.actor = actor
        self.session = session or f"{actor}-{uuid.uuid4().hex[:12]}"
        chosen = provider if select == "llm" else "offline"
        if project is None:
            # No project: the user store alone (or no store: every call says so).
            first: FileStore = user or FileStore(memdir_home() / "memory", scope="user")
            self.memory = Memory(first, user=False, provider=chosen, session=self.session)
            self._no_store = not user
        else:
            self.memory = Memory(project, user=user or False, provider=chosen,
                                 session=self.session, folder=folder, writers=writers)
            self._no_store = False
        self.has_project = project is not None

    def acting_as(self, *, actor: str, session: str) -> McpAnswers:
        """These operations over the same `Memory`, writing as someone else: a server's
        tokens of one project share its one Memory, and each request writes (and is named
        in the history) as its own token."""
        view = copy.copy(self)
        view.actor, view.session = actor, session
        return view

    def _scope(self, scope: str | None) -> str | None:
        if self._no_store:
            raise MemdirError("No memory store is available: start memdir in a project "
                              "folder or pass --project PATH.")
        return scope

    def close(self) -> None:
        self.memory.close()

    # ------------------------------------------------------------------ reading
    def search(self, query: str, *, scope: str | None = None, limit: int = 5) -> dict[str, Any]:
        """Records relevant to ``query``, best first, with (capped) bodies."""
        found = self.memory.search(query, scope=self._scope(scope), limit=limit,
                                   model=self.select == "llm")
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
            results.append(item)
        answer: dict[str, Any] = {"query": query, "method": found.method, "results": results}
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
        if not rec.anchors:
            return {}
        from memdir.pipeline.anchors import check_all, worst
        from memdir.pipeline.recall import STALE_WARNINGS

        checks = check_all(rec.anchors, self.memory.root)
        out: dict[str, Any] = {"anchors": [c.to_dict() for c in checks]}
        warning = STALE_WARNINGS.get(worst(checks))
        if warning:
            out["warning"] = warning
            store = next((s for s in self.memory.stores if s.scope == scope), None)
            if store is not None and self.memory.public is None:
                from memdir.service.anchor_review import notice

                notice([(store, rec, checks)], self.memory.root, self.memory.log)
        return out

    def _located(self, name: str, scope: str | None) -> Any:
        from memdir.foundation.errors import NotFoundError

        try:
            return self.memory.get(name, scope=self._scope(scope))
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
        rows, total, after_this = self.memory.page(scope=self._scope(scope), type=type,
                                                   limit=limit, after=after)
        shown = [{"name": e.name, "scope": e.scope, "type": e.type,
                  "description": e.description, "updated": e.updated} for e in rows]
        return {"total": total, "records": shown, "next": after_this,
                "not_shown": max(0, total - len(shown))}

    def catalog(self) -> str:
        """The capped catalog (most recently updated first) the push mode shows a model."""
        return "" if self._no_store else self.memory.catalog()

    # ------------------------------------------------------------------ writing
    def save(self, *, description: str, type: str, body: str = "", name: str | None = None,
             scope: str | None = None, quote: str = "",
             anchors: list[dict[str, Any]] | None = None,
             origin: str = "model") -> dict[str, Any]:
        """Store a memory through `Memory.save`; ``saved``, ``action`` (``created``,
        ``updated``, ``refused``), ``name``, ``scope`` and the policy's ``reason``.
        ``origin`` is the writer's (``user`` only for a person's write the server
        believes, `memdir.server.api`)."""
        from memdir.pipeline.extract.naming import slug_name  # the slug rules live with extraction

        rtype = (type or "").strip().lower()
        scope = self._scope(scope)
        cited = ()
        if anchors:
            if not self.has_project:
                raise MemdirError("Anchors cite project files, and no project folder is "
                                  "known; start memdir with --project PATH.")
            if self.memory.root is None:
                raise MemdirError("Anchors cite project files, and this memory is not kept "
                                  "in a project folder (a database store): save it without "
                                  "anchors.")
            cited = anchors_from_args(self.memory.root, anchors)
        cand = Candidate(name=(name or "").strip() or slug_name(description or "", rtype or "note"),
                         description=description or "", type=rtype, body=body or "",
                         quote=quote, anchors=cited)
        done = self.memory.save_written(cand, scope=scope, origin=origin, actor=self.actor,
                                        source={"session": self.session, "via": self.actor})
        where = done.store.scope if done.store else scope
        if done.proposal is not None:  # the write policy sent it to a person
            return {"saved": False, "action": "proposed", "proposal": done.proposal.id,
                    "scope": where, "reason": done.decision.reason}
        if done.record is None:
            refused = {"saved": False, "action": "refused", "scope": where,
                       "reason": done.decision.reason}
            # A name derived from a refused description could echo a secret back, and so
            # could a given name that holds one.
            echo = name and find_secret(cand.name) is None
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
            done = self.memory.update(found.record.name, hash or "-", description=description,
                                      body=body, type=type, scope=found.scope,
                                      actor=self.actor)
        except ConflictError as exc:
            raise ConflictError(
                f"Memory {found.record.name!r} changed since you read it (or the hash is "
                "wrong); call memory_get again and retry with its new hash.") from exc
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

    def delete(self, name: str, *, hash: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        """Delete a record (it stays in the history log: ``memdir restore NAME``)."""
        found = self._located(name, scope)
        gone = self.memory.forget(found.record.name, expected_hash=hash, scope=found.scope,
                                  actor=self.actor)
        return {"deleted": True, "name": gone.record.name, "scope": gone.scope,
                "reason": f"Deleted; a person can bring it back with: memdir restore "
                          f"{gone.record.name!r}" + (" --scope user" if gone.scope == "user"
                                                     else "")}

    # ------------------------------------------------------------------ review
    def inbox(self, *, include_decided: bool = False) -> dict[str, Any]:
        """Proposals waiting for a person (`Memory.inbox`), each with its diff."""
        self._scope(None)
        items = self.memory.inbox(None if include_decided else "pending")
        return {"proposals": [proposal_answer(p) for p in items]}

    def approve(self, proposal_id: str) -> dict[str, Any]:
        """Approve one proposal the user named (`Memory.approve`).

        A visitor's proposal is refused here: whoever talks to the model could ask it
        to approve one; a person approves those with ``memdir approve`` or the review
        page.
        """
        self._scope(None)
        proposal = self.memory.proposal(proposal_id)
        if proposal.writer == "visitor":
            raise MemdirError(f"Proposal {proposal.id} came from a visitor; a person "
                              f"approves it with: memdir approve {proposal.id}")
        done = self.memory.approve(proposal.id)
        return {"approved": True, "proposal": done.id, "note": done.note,
                "change": done.change,
                "reason": f"Approved; memdir undo {done.change} takes it back."}

    def reject(self, proposal_id: str, reason: str = "") -> dict[str, Any]:
        """Reject one proposal (`Memory.reject`); it is kept with the reason."""
        self._scope(None)
        done = self.memory.reject(proposal_id, reason)
        return {"rejected": True, "proposal": done.id, "reason": done.note}


def proposal_answer(p: Any) -> dict[str, Any]:
    return {"id": p.id, "kind": p.kind, "status": p.status, "scope": p.scope,
            "writer": p.writer, "reason": p.reason, "source": p.source, "names": p.names,
            "diff": p.diff(), "note": p.note}


def record_summary(rec: Record, scope: str) -> dict[str, Any]:
    return {"name": rec.name, "scope": scope, "type": rec.type,
            "description": rec.description, "updated": rec.updated or rec.created}


def record_full(rec: Record, scope: str) -> dict[str, Any]:
    out = record_summary(rec, scope)
    out.update({"body": rec.body, "created": rec.created, "source": rec.source,
                "hash": rec.hash})
    if rec.problems:
        out["problems"] = list(rec.problems)
    return out


__all__ = ["McpAnswers", "default_project_store", "record_full", "record_summary"]
