"""`RemoteMemory`: the memory service (`memdir.service.protocol.MemoryService`) kept by a
`memdir serve`, over HTTP.

`memdir.service.opening.open_memory` returns one when ``MEMDIR_URL`` and ``MEMDIR_TOKEN``
are set, so every front-end (the command line, the Claude Code hooks, the MCP server,
``memdir chat``, the review page, the Python API) uses the server with no other change:
the same methods, the same result types and the same errors as a local `Memory`, each
result read from the server's answer by `memdir.service.wire`, the module the server
writes it with. What runs where:

- **Everything that writes or decides runs on the server**, acting as the token: an
  agent token as a model, a reviewer's or an admin's as a person (who alone approves,
  rejects, undoes, publishes and purges; `memdir.service.actors`). A client opened for a
  model (``acts_for="model"``: the MCP server, an agent's tools) asks the server to act
  for a model whatever its token could do.
- **Extraction runs here**, with the user's own model (or the offline rules): the
  conversation never has to reach the server, only the candidates do (``POST
  /v1/admit``), whose admission the server decides once for every client.
- **Recall** is the server's ranker: one request per turn brings the records and the
  catalog.

A server holds one project's memory: the ``user`` scope is refused with one sentence.
A server that does not answer never breaks a turn: recall gives nothing (one sentence in
the log), and admission requests are kept in a local queue (`memdir.service.remote.queue`)
and sent before the next call that reaches the server. Everything else raises
`ServerUnavailableError`.
"""

from __future__ import annotations

import builtins
import contextlib
import copy
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.config import Config
from memdir.foundation.errors import (
    MemdirError,
    NotFoundError,
    RoleError,
    ServerUnavailableError,
    UnknownChange,
    UnknownProposal,
    given_chars,
    given_id,
    quoted,
)
from memdir.foundation.record import Record
from memdir.pipeline.recall import RECALL_CHARS, Recalled, SystemPrompt, build_system
from memdir.providers import ChosenProvider
from memdir.providers.base import Message, Provider
from memdir.service import wire
from memdir.service.actors import new_session
from memdir.service.protocol import MemoryService
from memdir.service.remote.connection import Server, invalid_name, path_of
from memdir.service.remote.pages import follow
from memdir.service.remote.queue import AdmissionQueue, queue_key
from memdir.service.results import Done, Found, Imported, Purged, SearchResult, Written

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.anchors import AnchorCheck
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.service.actors import Actor
    from memdir.service.anchor_review import CodeReview
    from memdir.service.changes import Change
    from memdir.service.commands import Import
    from memdir.service.inbox import Proposal
    from memdir.service.public import Question
    from memdir.service.turns import TurnReport
    from memdir.service.write_policy import WritePolicy
    from memdir.store.base import CatalogEntry
    from memdir.store.history import HistoryEntry
    from memdir.store.reviewed import Tombstone

SCOPE = "project"  # a server holds project memory only
PAGE = 500  # entries per listing request (the server's most)
INBOX_PAGE = 200  # proposals per inbox request (the server's most)


class RemoteMemory(MemoryService):
    """Memory for one agent, kept by a `memdir serve` (see the module docstring).

    Args:
        url: the server (default: ``MEMDIR_URL``).
        token: the bearer token (default: ``MEMDIR_TOKEN``).
        provider: the model for extraction, as for `Memory` (default: from the
            environment; the offline rules when none is configured).
        session: provenance id of this client's writes; default: a new random id.
        catalog_chars: cap on the catalog shown to the model.
        recall_chars: cap on recalled record text per turn.
        log: where one-line notices go (default: nowhere).
        timeout: seconds to wait for the server (default: the configuration's
            ``remote_timeout``, ``MEMDIR_REMOTE_TIMEOUT``, else 5).
        config: the settings (default: read from the environment once, here).
        acts_for: ``model`` to act for a model whatever the token may do (a reviewer's
            token then decides nothing); None: as the token.
    """

    def __init__(self, url: str | None = None, token: str | None = None, *,
                 provider: Provider | str | None = None, session: str | None = None,
                 catalog_chars: int | None = None, recall_chars: int = RECALL_CHARS,
                 log: Callable[[str], None] | None = None,
                 timeout: float | None = None, config: Config | None = None,
                 acts_for: str | None = None) -> None:
        self.config = config = config or Config.from_env()
        if url is None:
            url, token = config.url or "", token or config.token or ""
        self.server = Server(url, token or "", config.remote_timeout if timeout is None
                             else timeout, acts_for=acts_for)
        self.queue = AdmissionQueue(config.home_dir / "remote" / "queue.jsonl",
                                    queue_key(self.server.url, token or ""), self.server.url)
        self.unsent = 0  # another token's queued requests the last flush could not send
        self.withheld = 0  # ... of this project, queued under a token of another role
        self.elsewhere = 0  # ... of another project of this server
        self.proposals = 0  # proposals waiting for a person, as the last recall said
        self._model = ChosenProvider(provider, config)
        self.session = (session or "").strip() or new_session()  # blank: none named
        self.catalog_chars = None if catalog_chars is None else given_chars(
            "catalog_chars", catalog_chars)
        self.recall_chars = given_chars("recall_chars", recall_chars)
        self.log = log or (lambda line: None)
        self._role: str | None = None  # the token's role, once asked (`visitor`)

    def __repr__(self) -> str:
        return f"RemoteMemory({self.server.url!r})"

    @property
    def provider(self) -> Provider:
        """The model used for extraction, resolved on first use (as `Memory.provider`)."""
        return self._model.get()

    @property
    def root(self) -> Path | None:
        """None: the project folder cited code is read from is not the server's, and a
        server keeps no folder of this project (records citing code are not checked)."""
        return None

    def as_actor(self, actor: Actor | str, session: str | None = None) -> RemoteMemory:
        """This memory acting for ``actor``: the token's role narrowed to a model's when
        the actor is not a person (a server never lets a client raise its token's role).
        ``session``: the provenance id of its writes."""
        from memdir.service.actors import actor_of

        view = copy.copy(self)
        view.session = (session or "").strip() or self.session
        view.server = copy.copy(self.server)
        if not actor_of(actor, view.session).decides:
            view.server.acts_for = "model"
        return view

    def close(self) -> None:
        pass  # one connection per request: nothing stays open

    def _call(self, method: str, path: str, body: Any = None,
              query: dict[str, Any] | None = None) -> Any:
        return self.server.request(method, path, body, query)

    def _body(self, **fields: Any) -> dict[str, Any]:
        """A write's body: its fields, and this client's session for provenance."""
        return {**fields, "session": self.session}

    @staticmethod
    def _scope(scope: str | None) -> str | None:
        """The scope to send: None or ``project``; ``user`` refused in one sentence."""
        if scope in (None, "", "both"):
            return None
        if scope == SCOPE:
            return scope
        if scope == "user":
            raise MemdirError("This memory is kept by a server (MEMDIR_URL), which holds "
                              "the project's memory only; leave the scope empty (or unset "
                              "MEMDIR_URL to use your own store).")
        raise MemdirError(f"Unknown scope {quoted(scope)}; use 'project' or 'user'.")

    # ------------------------------------------------------------ recall
    @property
    def ranker(self) -> str:
        """The server's ranker (``lexical`` or ``fused (MODEL)``)."""
        answer = self._call("GET", "/v1/catalog", query={"chars": 0})
        return str(answer.get("ranker") or "lexical")

    def _recall(self, messages: Sequence[Message] | str, limit: int,
                as_of: str | None = None, *, prompt: bool = False) -> dict[str, Any]:
        """The server's recall; ``prompt``: for a turn's prompt, asked even when the turn
        has no words to recall by (its catalog, a visitor's notes and published version
        come in the same answer: a visitor token may not read the catalog alone)."""
        from memdir.pipeline.conversation import plain_messages
        from memdir.pipeline.select import recent_user_text

        query = messages if isinstance(messages, str) else \
            recent_user_text(plain_messages(messages))
        if not query.strip() and not prompt:
            return {"results": [], "catalog": None}
        if self.queue.pending():  # this token's (another's wait for a turn's end)
            from memdir.service.remote.extraction import flush

            flush(self, others=False)
        # The session: a visitor token's recall is that visitor's (its notes beside the
        # published records); any other token's recall does not read it.
        body: dict[str, Any] = {"query": query, "limit": max(1, min(limit, 20)),
                                "session": self.session}
        if self.catalog_chars:
            body["catalog_chars"] = self.catalog_chars
        if as_of:
            body["as_of"] = as_of
        answer: dict[str, Any] = self._call("POST", "/v1/recall", body)
        pending = answer.get("proposals_pending")
        self.proposals = pending if isinstance(pending, int) and pending > 0 else 0
        return answer

    def recall(self, messages: Sequence[Message] | str, limit: int = 5,
               as_of: str | None = None) -> builtins.list[Recalled]:
        """The records the server's ranker chooses for this turn (at most ``limit``): what
        holds now, or held at ``as_of`` (a UTC instant, as `Memory.recall`)."""
        return [wire.recalled_of(r)
                for r in self._recall(messages, limit, as_of).get("results") or []]

    def catalog(self, chars: int | None = None) -> str:
        """The capped catalog text (most recently updated first); a visitor token's is the
        published version's, as a local public-agent memory's is."""
        size = chars or self.catalog_chars
        try:
            return str(self._call("GET", "/v1/catalog",
                                  query={"chars": size} if size else None).get("catalog", ""))
        except RoleError:
            if not self.visitor:
                raise
        # A visitor reads the published version, whose catalog its recall answers with.
        body: dict[str, Any] = {"query": "", "session": self.session}
        if size:
            body["catalog_chars"] = size
        return str(self._call("POST", "/v1/recall", body).get("catalog") or "")

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        """System blocks for this turn, as `Memory.system_prompt` (``.recalled`` says which
        records went in); without memory (one notice in the log) when the server does not
        answer."""
        notes: dict[str, str] = {}
        try:
            answer = self._recall(messages, 5, prompt=True)
            recalled = [wire.recalled_of(r) for r in answer.get("results") or []]
            catalog = answer.get("catalog") or ""
            notes = {str(k): str(v) for k, v in (answer.get("notes") or {}).items()}
        except ServerUnavailableError as exc:
            self.log(f"[Memory: {exc}]")
            recalled, catalog = [], ""
        blocks = build_system(base, catalog or "", recalled, rules=rules,
                              budget=self.recall_chars)
        if notes:  # a visitor's: what they said about themselves in this session
            from memdir.service.public import notes_block

            blocks.append(notes_block(notes))
        return SystemPrompt(blocks, recalled)

    # ------------------------------------------------------------ reading
    def get(self, name: str, *, scope: str | None = None) -> Found:
        return wire.found_of(self._call("GET", f"/v1/memories/{_named(name)}",
                                        query={"scope": self._scope(scope)}))

    def file_text(self, found: Found) -> str | None:
        try:
            answer = self._call("GET", f"/v1/memories/{_named(found.record.name)}/text",
                                query={"scope": self._scope(found.scope)})
        except NotFoundError:
            return None
        return None if answer.get("text") is None else str(answer["text"])

    def page(self, *, scope: str | None = None, type: str | None = None,
             limit: int | None = None, after: str | None = None, history: bool = False
             ) -> tuple[builtins.list[CatalogEntry], int, str | None]:
        """As `Memory.page`; ``limit`` None (or over 500) follows the server's pages."""
        return follow(lambda want, at: self._call("GET", "/v1/memories", query={
            "scope": self._scope(scope), "type": type, "limit": want, "after": at,
            "history": "true" if history else None}), "records", wire.entry_of, limit, PAGE,
            after)

    def search(self, query: str, *, scope: str | None = None, limit: int = 5,
               model: bool = False, as_of: str | None = None) -> SearchResult:
        return wire.search_of(self._call("GET", "/v1/search", query={
            "q": query, "scope": self._scope(scope), "limit": max(1, min(int(limit), 20)),
            "model": "true" if model else None, "as_of": as_of}))

    def history(self, name: str | None = None, *,
                scope: str | None = None) -> builtins.list[tuple[str, HistoryEntry]]:
        rows, _, _ = follow(lambda want, at: self._call("GET", "/v1/history", query={
            "name": name, "scope": self._scope(scope), "limit": want, "after": at}),
            "entries", wire.history_of, None, PAGE)  # every page, as a local log reads
        return rows

    def sizes(self) -> dict[str, int]:
        """How many records the server's project holds."""
        return {SCOPE: self.list(limit=1)[1]}

    def check_code(self, found: Found) -> tuple[AnchorCheck, ...]:
        """Nothing: the server keeps no folder of this project's code (see `root`)."""
        return ()

    def review_code(self, scope: str | None = None) -> builtins.list[CodeReview]:
        """Nothing: the server keeps no folder of this project's code (see `root`)."""
        self._scope(scope)
        return []

    # ------------------------------------------------------------ writing
    def save_written(self, candidate: Candidate, *, scope: str | None = None,
                     source: dict[str, Any] | None = None, origin: str = "model",
                     allow_secret: bool = False, same_name: str = "update",
                     keep: Record | None = None, valid_from: str | None = None,
                     valid_to: str | None = None) -> Written:
        from memdir.service.validity import given_interval

        if candidate.anchors:
            raise MemdirError("Anchors cite files of a local project; a memory kept by a "
                              "server does not take them. Save it without anchors.")
        # Read here, as a local memory reads them: "next Monday" is this machine's, and a
        # bad date is the same sentence before any request.
        start, end = given_interval(valid_from, valid_to, said=("valid_from", "valid_to"))
        interval = {k: v for k, v in (("valid_from", start), ("valid_to", end)) if v}
        body = self._body(**wire.candidate_json(candidate), scope=self._scope(scope),
                          source=source, origin=origin, allow_secret=allow_secret,
                          same_name=same_name, keep=None if keep is None else {
                              **wire.record_json(keep), "extra": keep.extra}, **interval)
        done = wire.written_of(self._call("POST", "/v1/memories", body))
        return replace(done, decision=wire.with_candidate(done.decision, candidate))

    def update(self, name: str, expected_hash: str | None, *,
               description: str | None = None, body: str | None = None,
               type: str | None = None, extra: dict[str, Any] | None = None,
               scope: str | None = None, origin: str = "model",
               allow_secret: bool = False, new_name: str | None = None) -> Written:
        # A new name goes in the same request: the server renames and updates in one
        # change, one hash check and one policy decision, as a local memory does.
        if new_name is not None:
            from memdir.foundation.record import validate_name

            validate_name(new_name)  # the service's refusal (the server's reads a NUL first)
        return wire.written_of(self._call("PATCH", f"/v1/memories/{_named(name)}", self._body(
            hash=expected_hash, description=description, body=body, type=type, extra=extra,
            scope=self._scope(scope), origin=origin, allow_secret=allow_secret,
            new_name=new_name)))

    def rename(self, name: str, new_name: str, *, expected_hash: str | None = None,
               scope: str | None = None, to_scope: str | None = None,
               origin: str = "model", allow_secret: bool = False) -> Done:
        from memdir.foundation.record import validate_name

        validate_name(new_name)  # the service's refusal (the server's reads a NUL first)
        return wire.done_of(self._call("POST", f"/v1/memories/{_named(name)}/rename", {
            "new_name": new_name, "hash": expected_hash, "scope": self._scope(scope),
            "to_scope": self._scope(to_scope), "origin": origin,
            "allow_secret": allow_secret}))

    def forget(self, name: str, *, expected_hash: str | None = None,
               scope: str | None = None, origin: str = "model") -> Done:
        # The hash read, or "*": the server asks for one either way (a blind delete is
        # said, never one whose client forgot what it read).
        return wire.done_of(self._call("DELETE", f"/v1/memories/{_named(name)}", query={
            "hash": expected_hash or "*", "scope": self._scope(scope), "origin": origin}))

    def forget_session(self, session: str, *, scope: str | None = None,
                       origin: str = "model") -> builtins.list[Done]:
        from memdir.foundation.errors import BadSession

        BadSession.check(session)  # as the service: a line break is routed nowhere
        answer = self._call("POST", f"/v1/sessions/{path_of(session)}/forget",
                            {"scope": self._scope(scope), "origin": origin})
        return [wire.done_of(d) for d in answer.get("done") or []]

    def restore(self, name: str, version: int | None = None, *, scope: str | None = None,
                origin: str = "model", expected_hash: str | None = None) -> Done:
        return wire.done_of(self._call("POST", f"/v1/memories/{_named(name)}/restore", {
            "version": version, "scope": self._scope(scope), "origin": origin,
            "hash": expected_hash}))

    def purge(self, name: str, *, scope: str | None = None,
              confirm: Callable[[str], None] | None = None) -> builtins.list[Purged]:
        """As `Memory.purge` (an admin token: the server asks a person): the server says
        which stores it would erase, ``confirm`` is asked for each here, then it erases."""
        path, body = f"/v1/memories/{_named(name)}/purge", {"scope": self._scope(scope)}
        if confirm is not None:
            for where in self._call("POST", path, {**body, "confirmed": False})["asks"]:
                confirm(str(where))
        answer = self._call("POST", path, {**body, "confirmed": True})
        return [wire.purged_of(p) for p in answer.get("purged") or []]

    def import_records(self, command: Import) -> builtins.list[Imported]:
        for _, _, scope, _ in command.items:
            self._scope(scope)
        self._scope(command.scope)
        answer = self._call("POST", "/v1/import", wire.import_json(command))
        return [wire.imported_of(i) for i in answer.get("imported") or []]

    # ------------------------------------------------------------ the turn end
    def flush(self) -> int:
        """Send queued admission requests, and those a rotated token of this project left
        (`memdir.service.remote.queue`); how many were sent (0 when the server is still
        down: they stay queued)."""
        from memdir.service.remote.extraction import flush

        return flush(self)

    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: TurnReport | None = None) -> TurnReport:
        """Send candidates to the server's admission (as the model's writes). Never
        raises: a server that does not answer gets them later (the local queue)."""
        from memdir.pipeline.conversation import plain_messages
        from memdir.service.remote.extraction import admit

        return admit(self, candidates, plain_messages(messages), report)

    def after_turn(self, messages: Sequence[Message]) -> TurnReport:
        """Turn end: extract here, admit on the server (queued if it does not answer).
        Never raises."""
        from memdir.pipeline.conversation import plain_messages
        from memdir.service.remote.extraction import after_turn

        return after_turn(self, plain_messages(messages))

    def after_conversation(self, messages: Sequence[Message]) -> TurnReport:
        """Extraction over a whole conversation, turn by turn, as `Memory`'s."""
        from memdir.pipeline.conversation import plain_messages
        from memdir.service.remote.extraction import after_conversation

        return after_conversation(self, plain_messages(messages))

    def remember(self, text: str) -> TurnReport:
        """Store what a person asked to remember explicitly, through the server's policy."""
        from memdir.pipeline.extract import candidate_from_text
        from memdir.service.remote.extraction import admit

        return admit(self, [candidate_from_text(text)], [{"role": "user", "content": text}],
                     kind="remember")

    def consolidate(self, scope: str | None = None, *, dry_run: bool = False,
                    focus: Sequence[str] = (),
                    max_groups: int | None = None) -> ConsolidationResult:
        """Consolidation on the server, with its model. Never raises (as `Memory`'s)."""
        try:
            return wire.consolidation_of(self._call("POST", "/v1/consolidate", {
                "scope": self._scope(scope), "dry_run": dry_run, "focus": list(focus),
                "max_groups": max_groups}))
        except MemdirError as exc:
            from memdir.pipeline.consolidate import ConsolidationResult

            self.log(f"[Memory consolidation skipped: {exc}]")
            return ConsolidationResult(skipped=[str(exc)], dry_run=dry_run)

    def end_session(self) -> int:
        answer = self._call("POST", f"/v1/sessions/{path_of(self.session)}/end")
        return int(answer.get("notes_deleted") or 0)

    def waiting(self) -> builtins.list[str]:
        """One sentence each for what the local queue keeps (`memdir.service.remote.queue`):
        this token's turns the server has not heard, requests no client here can send,
        lines that are no request. Read from the file alone: said while the server is
        down too (the next prompt's notice, `memdir.integrations.claude_code`). Then the
        proposals waiting for a person, as the last recall's answer counted them."""
        from memdir.service.remote.extraction import kept_notes
        from memdir.service.turn_report import proposals_line, queued_line

        count = self.queue.waiting()
        mine = [f"the memory server at {self.server.url} has not heard every turn yet: "
                + queued_line(count, str(self.queue.path))] if count else []
        # As the last recall's answer counted them (none said while the server is down).
        review = ("memdir inbox with a reviewer's MEMDIR_TOKEN (or memdir review "
                  "--server)")
        inbox = [proposals_line(self.proposals, review)] if self.proposals else []
        return mine + kept_notes(self) + inbox

    # ------------------------------------------------------------ review
    @property
    def policy(self) -> WritePolicy:
        """The project's write policy, as the server applies it."""
        return wire.policy_of(self._call("GET", "/v1/policy"))

    def inbox_page(self, status: str | None = "pending", *, limit: int | None = None,
                   after: str | None = None, newest: bool = False
                   ) -> tuple[builtins.list[Proposal], int, str | None]:
        """As `Memory.inbox_page`; ``limit`` None (or over 200) follows the server's pages."""
        return follow(lambda want, at: self._call("GET", "/v1/inbox", query={
            "status": status or "all", "limit": want, "after": at,
            "order": "newest" if newest else None}), "proposals", wire.proposal_of, limit,
            INBOX_PAGE, after)

    def proposal(self, proposal_id: str) -> Proposal:
        return wire.proposal_of(self._call("GET", f"/v1/inbox/{_proposal(proposal_id)}"))

    def approve(self, proposal_id: str, edit: str | None = None) -> Proposal:
        path = f"/v1/inbox/{_proposal(proposal_id)}/approve"
        return wire.proposal_of(self._call("POST", path, {"edit": edit}))

    def reject(self, proposal_id: str, reason: str = "") -> Proposal:
        path = f"/v1/inbox/{_proposal(proposal_id)}/reject"
        return wire.proposal_of(self._call("POST", path, {"reason": reason}))

    def changes(self) -> builtins.list[Change]:
        return [wire.change_of(c) for c in self._call("GET", "/v1/changes").get("changes")
                or []]

    def undo(self, change_id: str) -> Change:
        path = f"/v1/changes/{path_of(given_id(change_id, UnknownChange), UnknownChange)}/undo"
        return wire.change_of(self._call("POST", path))

    def tombstones(self) -> builtins.list[tuple[str, Tombstone]]:
        answer = self._call("GET", "/v1/tombstones")
        return [wire.tombstone_of(t) for t in answer.get("tombstones") or []]

    def publish(self) -> int:
        return int(self._call("POST", "/v1/publish", {})["version"])

    def purge_proposal(self, proposal_id: str) -> str:
        answer = self._call("POST", f"/v1/inbox/{_proposal(proposal_id)}/purge", {})
        return str(answer.get("scope") or "")

    def purge_visitor_logs(self, before: str | None = None) -> int:
        answer = self._call("POST", "/v1/visitors/purge", {"before": before})
        return int(answer.get("deleted") or 0)

    def rollback(self) -> int:
        return int(self._call("POST", "/v1/publish", {"rollback": True})["version"])

    @property
    def unanswered_questions(self) -> Callable[[], builtins.list[Question]] | None:
        """Visitors' questions the server's memory could not answer (a function), or
        None where it never served a visitor (a reviewer token)."""
        if not self._call("GET", "/v1/questions").get("serving"):
            return None

        def listed() -> builtins.list[Question]:
            answer = self._call("GET", "/v1/questions")
            return [wire.question_of(q) for q in answer.get("questions") or []]
        return listed

    # ------------------------------------------------------------ the token
    def whoami(self) -> dict[str, Any]:
        """The token's project and role, as the server says."""
        answer: dict[str, Any] = self._call("GET", "/v1/whoami")
        self._role = str(answer.get("role") or "")
        with contextlib.suppress(OSError):  # whose queued requests a new token may send
            self.queue.known(str(answer.get("project") or ""), self._role)
        return answer

    @property
    def visitor(self) -> bool:
        """Whether the token is a visitor's (public-agent mode): asked once, at the first
        turn end, never on the prompt's path."""
        if self._role is None:
            self.whoami()
        return self._role == "visitor"



def _named(name: str) -> str:
    """A record's name as its path's segment (`path_of`)."""
    return path_of(name, invalid_name)


def _proposal(proposal_id: str) -> str:
    return path_of(given_id(proposal_id, UnknownProposal), UnknownProposal)

__all__ = ["RemoteMemory"]
