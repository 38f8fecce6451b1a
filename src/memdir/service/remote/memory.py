"""`RemoteMemory`: `Memory`'s public methods, over a `memdir serve` instead of local files.

Chosen by `memdir.service.remote.open_memory` when ``MEMDIR_URL`` and ``MEMDIR_TOKEN`` are set, so
the Python API, the CLI, the Claude Code hooks, ``memdir chat`` and ``memdir mcp`` need
no other change. What runs where:

- **Extraction runs here**, with the user's own model (or the offline rules): the
  conversation never has to reach the server, only the candidates do.
- **Admission runs on the server** (``POST /v1/admit``): the policy, secrets, duplicates
  and corrections are decided where the records are, once for every client.
- **Recall** is the server's ranker (``POST /v1/recall``): one request per turn brings
  the records and the catalog.

A server that does not answer never breaks a turn: recall gives nothing (one sentence in
the log), and admission requests are kept in a local queue (`memdir.service.remote.queue`) and
sent before the next call that reaches the server.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from memdir.foundation.errors import MemdirError, ServerUnavailableError
from memdir.foundation.record import Candidate, Record
from memdir.pipeline.admission.policy import Decision
from memdir.pipeline.recall import RECALL_CHARS, Recalled, SystemPrompt, build_system
from memdir.providers.base import Message, Provider
from memdir.service.remote.connection import DEFAULT_TIMEOUT, Server, path_of
from memdir.service.remote.queue import AdmissionQueue, queue_key

SCOPE = "project"  # a server holds project memory only
EXISTING = 200  # stored records shown to the extraction model (it corrects by name)


class RemoteMemory:
    """Memory for one agent, kept by a `memdir serve` (see the module docstring).

    Args:
        url: the server (default: ``MEMDIR_URL``).
        token: the bearer token (default: ``MEMDIR_TOKEN``).
        provider: the model for extraction, as for `Memory` (default: from the
            environment; the offline rules when none is configured).
        session: provenance id sent with admitted candidates; default: a new random id.
        catalog_chars: cap on the catalog shown to the model.
        recall_chars: cap on recalled record text per turn.
        log: where one-line notices go (default: nowhere).
        timeout: seconds to wait for the server.
    """

    def __init__(self, url: str | None = None, token: str | None = None, *,
                 provider: Provider | str | None = None, session: str | None = None,
                 catalog_chars: int | None = None, recall_chars: int = RECALL_CHARS,
                 log: Callable[[str], None] | None = None,
                 timeout: float = DEFAULT_TIMEOUT) -> None:
        import uuid

        from memdir.service.remote.connection import remote_settings
        from memdir.service.scopes import memdir_home

        if url is None:
            url, token = remote_settings() or ("", token or "")
        self.server = Server(url, token or "", timeout)
        self.queue = AdmissionQueue(memdir_home() / "remote" / "queue.jsonl",
                                    queue_key(self.server.url, token or ""))
        self._provider_arg = provider
        self._provider: Provider | None = provider if isinstance(provider, Provider) else None
        self.session = session or uuid.uuid4().hex[:12]
        self.catalog_chars = catalog_chars
        self.recall_chars = recall_chars
        self.log = log or (lambda line: None)
        # No local store: a front-end that offers file tools (the memory tool, editing
        # .memory/ by hand) turns them off for a remote memory.
        self.stores: list[Any] = []
        self.project = self.user = None

    def __repr__(self) -> str:
        return f"RemoteMemory({self.server.url!r})"

    @property
    def provider(self) -> Provider:
        """The model used for extraction, resolved on first use (as `Memory.provider`)."""
        if self._provider is None:
            from memdir.providers import get_provider

            name = self._provider_arg if isinstance(self._provider_arg, str) else None
            self._provider = get_provider(name)
        return self._provider

    def close(self) -> None:
        pass  # one connection per request: nothing stays open

    def __enter__(self) -> RemoteMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ turn pipeline
    def flush(self) -> int:
        """Send queued admission requests; how many were sent (0 when the server is
        still down: they stay queued)."""
        try:
            return len(self.queue.drain(lambda body: self.server.request(
                "POST", "/v1/admit", body)))
        except ServerUnavailableError:
            return 0

    def _recall(self, messages: Sequence[Message] | str, limit: int) -> dict[str, Any]:
        from memdir.pipeline.select import recent_user_text

        query = messages if isinstance(messages, str) else recent_user_text(messages)
        if not query.strip():
            return {"results": [], "catalog": None}
        if self.queue.pending():
            self.flush()
        body: dict[str, Any] = {"query": query, "limit": max(1, min(limit, 20))}
        if self.catalog_chars:
            body["catalog_chars"] = self.catalog_chars
        return self.server.request("POST", "/v1/recall", body)

    def recall(self, messages: Sequence[Message] | str, limit: int = 5) -> list[Recalled]:
        """The records the server's ranker chooses for this turn (at most ``limit``).

        Raises:
            ServerUnavailableError: the server did not answer.
        """
        answer = self._recall(messages, limit)
        return [Recalled(_record(item), SCOPE, float(item.get("score") or 0.0),
                         str(answer.get("method") or "offline"))
                for item in answer.get("results") or []]

    def catalog(self) -> str:
        """The capped catalog text (most recently updated first).

        Raises:
            ServerUnavailableError: the server did not answer.
        """
        query = {"chars": self.catalog_chars} if self.catalog_chars else None
        return str(self.server.request("GET", "/v1/catalog", query=query).get("catalog", ""))

    def system_prompt(self, messages: Sequence[Message], base: str = "",
                      rules: str = "") -> SystemPrompt:
        """System blocks for this turn, as `Memory.system_prompt` (``.recalled`` says which
        records went in); without memory (one notice in the log) when the server does not
        answer."""
        try:
            answer = self._recall(messages, 5)
            recalled = [Recalled(_record(i), SCOPE, float(i.get("score") or 0.0),
                                 str(answer.get("method") or "offline"))
                        for i in answer.get("results") or []]
            catalog = answer.get("catalog")
            if catalog is None:
                catalog = self.catalog()
        except ServerUnavailableError as exc:
            self.log(f"[Memory: {exc}]")
            recalled, catalog = [], ""
        return SystemPrompt(build_system(base, catalog or "", recalled, rules=rules,
                                         budget=self.recall_chars), recalled)

    def _existing(self) -> list[Record]:
        try:
            rows = self.list(limit=EXISTING)["records"]
        except ServerUnavailableError:
            return []
        return [Record(r["name"], r.get("description", ""), r.get("type", "")) for r in rows]

    def after_turn(self, messages: Sequence[Message]) -> Any:
        """Turn end: extract here, admit on the server (queued if it does not answer).
        Never raises."""
        from memdir.service.turns import TurnReport, extracted

        report = TurnReport()
        candidates = extracted(self.provider, messages, self._existing(), report, self.log)
        return report if candidates is None else self.admit(candidates, messages, report)

    def admit(self, candidates: Sequence[Candidate], messages: Sequence[Message] = (),
              report: Any = None) -> Any:
        """Send candidates to the server's admission policy. Never raises: a server that
        does not answer gets them later (the local queue)."""
        from memdir.service.memory import TurnReport

        report = report or TurnReport()
        if not candidates:
            return report
        self.flush()
        body = {"session": self.session,
                "candidates": [_candidate_json(c, messages) for c in candidates]}
        try:
            answer = self.server.request("POST", "/v1/admit", body)
        except ServerUnavailableError as exc:
            self.queue.put(body)
            self.log(f"[Memory: {exc} {len(candidates)} extracted "
                     f"{'memory is' if len(candidates) == 1 else 'memories are'} queued and "
                     "sent at the next call.]")
            return report
        except MemdirError as exc:
            report.errors.append(f"admission failed: {exc}")
            self.log(f"[Memory: admission failed: {exc}]")
            return report
        by_name = {c.name: c for c in candidates}
        for item in answer.get("decisions") or []:
            cand = by_name.get(item.get("name"), candidates[0])
            action = str(item.get("action"))
            if action == "failed":
                report.decisions.append(Decision("store", str(item.get("reason")), cand))
                report.errors.append(f"{cand.name}: {item.get('reason')}")
                continue
            report.decisions.append(Decision(action, str(item.get("reason") or ""), cand))
            if item.get("record"):
                report.stored.append(_record(item["record"]))
        if report.decisions:
            self.log(report.summary())
        return report

    def remember(self, text: str) -> Any:
        """Store what a person asked to remember explicitly, through the server's policy."""
        from memdir.pipeline.extract import candidate_from_text

        return self.admit([candidate_from_text(text)], [{"role": "user", "content": text}])

    # ------------------------------------------------------------ record operations
    # The answers are the server's JSON (the same shapes as the MCP tools').
    def whoami(self) -> dict[str, Any]:
        return self.server.request("GET", "/v1/whoami")

    def search(self, query: str, *, limit: int = 5) -> dict[str, Any]:
        return self.server.request("GET", "/v1/search", query={"q": query, "limit": limit})

    def get(self, name: str) -> dict[str, Any]:
        return self.server.request("GET", f"/v1/memories/{path_of(name)}")

    def list(self, *, type: str | None = None, limit: int = 100,
             after: str | None = None) -> dict[str, Any]:
        """One page of the listing, most recently updated first; ``after``: the previous
        page's ``next`` (None: the first page)."""
        return self.server.request("GET", "/v1/memories", query={
            "type": type, "limit": max(1, min(limit, 500)), "after": after})

    def list_all(self, *, type: str | None = None, page: int = 500) -> list[dict[str, Any]]:
        """Every record's entry, following the listing's pages of ``page`` entries."""
        rows: list[dict[str, Any]] = []
        after: str | None = None
        while True:
            answer = self.list(type=type, limit=page, after=after)
            rows += answer["records"]
            after = answer.get("next")
            if not after:
                return rows

    def save(self, *, description: str, type: str, body: str = "", name: str | None = None,
             quote: str = "", origin: str = "model") -> dict[str, Any]:
        """``origin="user"``: a person's own write (``memdir add``); the server believes
        it from a reviewer or admin token and answers with the origin it wrote."""
        return self.server.request("POST", "/v1/memories", {
            "description": description, "type": type, "body": body, "name": name,
            "quote": quote, "origin": origin})

    def update(self, name: str, hash: str, *, description: str | None = None,
               body: str | None = None, type: str | None = None) -> dict[str, Any]:
        return self.server.request("PATCH", f"/v1/memories/{path_of(name)}", {
            "hash": hash, "description": description, "body": body, "type": type})

    def forget(self, name: str, *, hash: str | None = None) -> dict[str, Any]:
        return self.server.request("DELETE", f"/v1/memories/{path_of(name)}",
                                   query={"hash": hash})

    def history(self, name: str) -> dict[str, Any]:
        return self.server.request("GET", f"/v1/memories/{path_of(name)}/history")

    def restore(self, name: str, version: int | None = None) -> dict[str, Any]:
        return self.server.request("POST", f"/v1/memories/{path_of(name)}/restore",
                                   {"version": version} if version else {})

    # ------------------------------------------------------------ review (reviewer token)
    def inbox(self, status: str = "pending") -> dict[str, Any]:
        """Proposals (``status``: pending, approved, rejected or all), as the server's
        JSON; an agent token is refused."""
        return self.server.request("GET", "/v1/inbox", query={"status": status})

    def approve(self, proposal_id: str, edit: str | None = None,
                **fields: str) -> dict[str, Any]:
        """Approve one proposal as proposed, or as edited: ``edit`` (the record's
        Markdown) or ``name``, ``description``, ``type``, ``body``."""
        body: dict[str, Any] = dict(fields)
        if edit is not None:
            body["edit"] = edit
        return self.server.request("POST", f"/v1/inbox/{path_of(proposal_id)}/approve", body)

    def reject(self, proposal_id: str, reason: str = "") -> dict[str, Any]:
        return self.server.request("POST", f"/v1/inbox/{path_of(proposal_id)}/reject",
                                   {"reason": reason})


def _record(item: dict[str, Any]) -> Record:
    return Record(name=str(item.get("name", "")), description=str(item.get("description", "")),
                  type=str(item.get("type", "")), body=str(item.get("body", "")),
                  created=item.get("created"), updated=item.get("updated"),
                  source=item.get("source") if isinstance(item.get("source"), dict) else None,
                  hash=item.get("hash"))


def _candidate_json(cand: Candidate, messages: Sequence[Message]) -> dict[str, Any]:
    from memdir.pipeline.select import message_text

    out: dict[str, Any] = {"name": cand.name, "description": cand.description,
                           "type": cand.type, "body": cand.body, "quote": cand.quote,
                           "lifetime": getattr(cand, "lifetime", None) or cand.scope}
    if cand.updates:
        out["updates"] = cand.updates
    # Provenance: the user message the quote came from, else the last user message.
    last = None
    for i, msg in enumerate(messages):
        text = message_text(msg) if msg.get("role") == "user" else ""
        if text:
            last = i
            if cand.quote and cand.quote[:40] in text:
                last = i
                break
    if last is not None:
        out["message"] = last
    return out


__all__ = ["RemoteMemory"]
