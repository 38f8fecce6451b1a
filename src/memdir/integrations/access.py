"""`MemoryAccess`: what an agent outside memdir may do with memory, and nothing more.

The MCP server exposes these operations as tools; they are plain Python here so they are
tested without a protocol in between. Every rule of the pipeline still applies:

- **Writes go through the admission policy** (`memdir.policy.decide`): a temporary
  instruction, a secret or a duplicate is refused with the policy's one-sentence reason,
  and a save under an existing name is an *update* that keeps the old text in history.
- **Stale writes are refused.** `update` and `delete` take the ``hash`` that `get`
  returned; if another writer changed the record since, the store raises `ConflictError`
  instead of silently overwriting (FileStore's ``expected_hash``).
- **Scopes are explicit.** ``project`` is ``<project>/.memory/``, ``user`` is the user
  store in MEMDIR_HOME. A save without a scope goes where its type belongs (``user`` facts
  to the user store, the rest to the project); search and list look in both.
- **Bounded answers.** Search returns at most 20 records with bodies capped; list pages
  through catalog entries without reading record files (the search index has them).

Errors a caller can act on are `MemdirError`s whose message is one sentence; the MCP
layer turns them into tool errors.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

from ..citations import anchors_from_args
from ..errors import ConflictError, MemdirError, NotFoundError
from ..memory import Memory
from ..policy import should_store
from ..providers.base import Provider
from ..record import MEMORY_TYPES, Candidate, Record, validate_name
from ..scopes import find_project, memdir_home
from ..secrets import find_secret, scan_record
from ..shares import fair_take, split_budget
from ..store.files import FileStore

SCOPES = ("project", "user")
MAX_SEARCH = 20
MAX_LIST = 500
BODY_CHARS = 2_000  # per record in a search answer; memory_get returns the whole body
ANSWER_CHARS = 20_000  # all bodies of one search answer, like the recall budget


def default_project_store(start: str | os.PathLike[str] | None = None) -> FileStore | None:
    """The project store for ``start`` (default: the cwd), or None when there is no project.

    Desktop apps start MCP servers in ``/`` or the home folder; neither is ever a project
    (`memdir.scopes.find_project`), so no ``.memory/`` is written or read there.
    """
    root = find_project(start)
    return FileStore(root / ".memory", scope="project") if root is not None else None


class MemoryAccess:
    """Scoped memory operations for one client (an MCP session, a hook).

    Args:
        project: the project store, or None when the client has no project folder.
        user: the user store; default: ``$MEMDIR_HOME/memory``; False for none.
        select: ``offline`` (the ranker; no model call) or ``llm`` (the model chooses from
            the catalog, falling back to the ranker on any failure).
        provider: the model for ``llm`` selection (a Provider or a name; default: from
            the environment, as everywhere in memdir).
        actor: who the history log names for writes ("mcp", "hook").
        session: provenance id written into new records' ``source``.
    """

    def __init__(self, project: FileStore | None, user: FileStore | bool = True, *,
                 select: str = "offline", provider: Provider | str | None = None,
                 actor: str = "mcp", session: str | None = None) -> None:
        if select not in ("offline", "llm"):
            raise MemdirError(f"Unknown selection {select!r}; use 'offline' or 'llm'.")
        if user is True:
            user = FileStore(memdir_home() / "memory", scope="user")
        self.project = project
        self.user: FileStore | None = user or None
        self.select = select
        self.actor = actor
        self.session = session or f"{actor}-{uuid.uuid4().hex[:12]}"
        self._provider = provider if select == "llm" else "offline"
        self._memories: dict[tuple[str, ...], Memory] = {}

    # ------------------------------------------------------------------ stores
    def stores(self, scope: str | None = None) -> list[FileStore]:
        """The stores a scope names: ``project``, ``user``, or both (None / "both")."""
        if scope in (None, "", "both"):
            found = [s for s in (self.project, self.user) if s is not None]
            if not found:
                raise MemdirError("No memory store is available: start memdir in a project "
                                  "folder or pass --project PATH.")
            return found
        if scope == "project":
            if self.project is None:
                raise MemdirError("No project folder is known, so there is no project "
                                  "memory; use scope 'user', or start memdir with "
                                  "--project PATH.")
            return [self.project]
        if scope == "user":
            if self.user is None:
                raise MemdirError("The user store is turned off for this server.")
            return [self.user]
        raise MemdirError(f"Unknown scope {scope!r}; use 'project' or 'user'.")

    def memory(self, scope: str | None = None) -> Memory:
        """A `Memory` over the stores of ``scope`` (cached: its search indexes stay open)."""
        stores = self.stores(scope)
        key = tuple(s.scope for s in stores)
        if key not in self._memories:
            self._memories[key] = Memory(stores[0], user=stores[1] if len(stores) > 1 else False,
                                         provider=self._provider, session=self.session)
        return self._memories[key]

    def store_for(self, record_type: str, scope: str | None) -> FileStore:
        """Where a save goes: the named scope, else by type (``user`` facts to the user store)."""
        if scope not in (None, "", "both"):
            return self.stores(scope)[0]
        if record_type == "user" and self.user is not None:
            return self.user
        if self.project is not None:
            return self.project
        return self.stores("user")[0]

    def locate(self, name: str, scope: str | None = None) -> tuple[FileStore, Record]:
        """The store holding ``name`` and the record: the scope's, else project then user."""
        validate_name(name)
        for store in self.stores(scope):
            rec = store.find(name) if store.exists() else None
            if rec is not None:
                return store, rec
        where = f"the {scope} store" if scope in SCOPES else "the project or user store"
        error = NotFoundError(name, where)
        error.args = (f"No memory named {name!r} in {where}; memory_search or memory_list "
                      "show what is stored.",)
        raise error

    def close(self) -> None:
        for memory in self._memories.values():
            memory.close()
        self._memories.clear()

    # ------------------------------------------------------------------ reading
    def search(self, query: str, *, scope: str | None = None, limit: int = 5) -> dict[str, Any]:
        """Records relevant to ``query``, best first, with (capped) bodies.

        The offline ranker applies its relevance cut, so an unrelated query finds nothing;
        that is the right answer, not an error.
        """
        limit = max(1, min(int(limit), MAX_SEARCH))
        memory = self.memory(scope)
        note = ""
        if self.select == "llm":
            selection = memory.select(query, limit)
            method, note = selection.method, selection.note
            found = [(e.scope, e.file, e.score) for e in selection.entries][:limit]
        else:
            method = "offline"
            hits = []
            for store in memory.stores:
                if store.exists():
                    hits += [(store.scope, h.file, h.score)
                             for h in memory.index(store).search(query, limit=limit)]
            # Each store gets its share of the places: a repository's keyword-stuffed
            # records cannot push the user's own out of the answer.
            found = fair_take(sorted(hits, key=lambda h: -h[2]), limit, group=lambda h: h[0])
        read = []
        for scope_name, file, score in found:
            store = self._store_named(scope_name)
            rec = store.read_file(file) if store else None
            if rec is not None:
                read.append((scope_name, rec, score))
        needs: dict[str, int] = {}
        for scope_name, rec, _ in read:
            needs[scope_name] = needs.get(scope_name, 0) + min(BODY_CHARS, len(rec.body))
        share = split_budget(needs, ANSWER_CHARS)
        results = []
        for scope_name, rec, score in read:
            item = record_summary(rec, scope_name)
            body = rec.body[:min(BODY_CHARS, max(share[scope_name], 0))]
            share[scope_name] -= len(body)
            item["body"] = body + (" [truncated; memory_get has it all]"
                                   if len(body) < len(rec.body) else "")
            item["score"] = round(score, 3) if method != "model" else None
            results.append(item)
        answer: dict[str, Any] = {"query": query, "method": method, "results": results}
        if note:
            answer["note"] = note
        return answer

    def get(self, name: str, *, scope: str | None = None) -> dict[str, Any]:
        """One record in full, with the ``hash`` that `update` and `delete` need."""
        store, rec = self.locate(name, scope)
        return record_full(rec, store.scope)

    def list(self, *, scope: str | None = None, type: str | None = None,
             limit: int = 100) -> dict[str, Any]:
        """Catalog entries (name, type, description, updated), most recently updated first."""
        if type is not None and type not in MEMORY_TYPES:
            raise MemdirError(f"Type {type!r} is not one of {', '.join(MEMORY_TYPES)}.")
        limit = max(1, min(int(limit), MAX_LIST))
        memory = self.memory(scope)
        rows: list[dict[str, Any]] = []
        total = 0
        for store in memory.stores:
            if not store.exists():
                continue
            index = memory.index(store)
            count = index.count()
            entries = index.recent(count if type else limit)
            if type:
                entries = [e for e in entries if e.type == type]
            total += len(entries) if type else count
            rows += [{"name": e.name, "scope": store.scope, "type": e.type,
                      "description": e.description, "updated": e.updated} for e in entries]
        rows.sort(key=lambda r: r["updated"], reverse=True)
        shown = rows[:limit]
        return {"total": total, "records": shown, "not_shown": max(0, total - len(shown))}

    def catalog(self) -> str:
        """The capped catalog (most recently updated first) the push mode shows a model."""
        try:
            memory = self.memory(None)
        except MemdirError:
            return ""
        return memory.catalog()

    def _store_named(self, scope: str) -> FileStore | None:
        return {"project": self.project, "user": self.user}.get(scope)

    # ------------------------------------------------------------------ writing
    def save(self, *, description: str, type: str, body: str = "", name: str | None = None,
             scope: str | None = None, quote: str = "",
             anchors: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """Store a memory through the admission policy.

        ``anchors`` (a list of ``{path, symbol?, lines?}``, paths relative to the project
        root) cite the code the memory is about; memdir hashes the cited text itself.

        Returns a dict with ``saved`` (bool), ``action`` (``created``, ``updated`` or
        ``refused``), ``name``, ``scope`` and ``reason`` (the policy's sentence).
        """
        from ..extract import slug_name  # the slug rules live with extraction

        rtype = (type or "").strip().lower()
        store = self.store_for(rtype, scope)
        cited = ()
        if anchors:
            if self.project is None:
                raise MemdirError("Anchors cite project files, and no project folder is "
                                  "known; start memdir with --project PATH.")
            cited = anchors_from_args(self.project.root.parent, anchors)
        cand = Candidate(name=(name or "").strip() or slug_name(description or "", rtype or "note"),
                         description=description or "", type=rtype, body=body or "",
                         scope="persistent", quote=quote, anchors=cited)
        decision, written = self.memory(store.scope).save(
            cand, store=store, source={"session": self.session, "via": self.actor},
            actor=self.actor)
        if written is None:
            refused = {"saved": False, "action": "refused", "scope": store.scope,
                       "reason": decision.reason}
            # A name derived from a refused description could echo a secret back, and so
            # could a given name that holds one.
            echo = name and find_secret(cand.name) is None
            return {**refused, "name": cand.name} if echo else refused
        return {"saved": True,
                "action": "updated" if decision.target is not None else "created",
                "name": written.name, "scope": store.scope, "reason": decision.reason,
                "hash": written.hash}

    def update(self, name: str, hash: str, *, description: str | None = None,
               body: str | None = None, type: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        """Change fields of a record read with `get`; refused if it changed since."""
        store, rec = self.locate(name, scope)
        if not hash or rec.hash != hash.strip():
            raise ConflictError(
                f"Memory {rec.name!r} changed since you read it (or the hash is wrong); "
                "call memory_get again and retry with its new hash.")
        cand = Candidate(name=rec.name,
                         description=rec.description if description is None else description,
                         type=rec.type if type is None else type.strip().lower(),
                         body=rec.body if body is None else body, scope="persistent")
        decision = should_store(cand, store.list())
        if decision.action == "reject":
            unchanged = decision.reason.startswith("Already stored")
            return {"saved": False, "action": "unchanged" if unchanged else "refused",
                    "name": rec.name, "scope": store.scope, "reason": decision.reason,
                    "hash": rec.hash}
        new = Record(name=rec.name, description=decision.candidate.description,
                     type=decision.candidate.type, body=decision.candidate.body,
                     source=rec.source, supersedes=rec.hash, extra=rec.extra)
        finding = scan_record(new)  # the kept source and extra keys are written again too
        if finding is not None:
            return {"saved": False, "action": "refused", "name": rec.name,
                    "scope": store.scope, "reason": finding.sentence(), "hash": rec.hash}
        result = store.upsert(new, expected_hash=rec.hash, actor=self.actor)
        return {"saved": True, "action": "updated", "name": result.record.name,
                "scope": store.scope, "reason": "Updated; the old text is in the history.",
                "hash": result.record.hash}

    def delete(self, name: str, *, hash: str | None = None,
               scope: str | None = None) -> dict[str, Any]:
        """Delete a record (it stays in the history log: ``memdir restore NAME``)."""
        store, rec = self.locate(name, scope)
        old = store.delete(rec.name, expected_hash=(hash or "").strip() or None,
                           actor=self.actor)
        return {"deleted": True, "name": old.name, "scope": store.scope,
                "reason": f"Deleted; a person can bring it back with: memdir restore "
                          f"{old.name!r}" + (" --scope user" if store.scope == "user" else "")}


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


__all__ = ["MemoryAccess", "default_project_store", "record_full", "record_summary"]
