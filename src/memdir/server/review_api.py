"""The review side of the REST API: the inbox, the changes and their undo, the records
consolidation removed, the write policy, and visitors' unanswered questions.

The same thin handlers as `memdir.server.api` (whose plumbing they use): each is one call
of the project's memory service acting as the token, answered in the wire format
(`memdir.service.wire`). Deciding a proposal needs a reviewer (or admin) token, which
acts as a person; the service refuses a model whatever the route says
(`memdir.service.actors`). Undoing a change is a write: an agent's token undoes as a
model, through the write policy (a person's record: proposed), as a local model does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.routing import Route

from memdir.foundation.errors import BadInput, ProposalError, UnknownChange, UnknownProposal
from memdir.foundation.record import MEMORY_TYPES, Record
from memdir.server.inputs import (
    _choice,
    _json,
    _query_choice,
    _query_int,
    _query_raw,
    _text,
)
from memdir.server.tokens import Grant
from memdir.service import wire

if TYPE_CHECKING:
    from memdir.server.host import Api
    from memdir.service.memory import Memory

MAX_CURSOR = 400
_PROPOSAL_ID = re.compile(r"p[0-9a-f]{4,40}")
_CHANGE_ID = re.compile(r"[0-9A-Za-z_-]{1,80}")


class ReviewApi:
    """The review endpoints (see the module docstring), over the `Api`'s plumbing."""

    def __init__(self, api: Api) -> None:
        self.api = api

    # ------------------------------------------------------------ the inbox
    async def inbox(self, request: Request, grant: Grant) -> dict[str, Any]:
        """A page of the inbox (at most ``limit``, 50 unless asked, 200 at most), oldest
        first or with ``order=newest`` newest first; ``next`` is the cursor of the
        following page (``after``) and ``next_url`` the request that gets it (both null on
        the last page), ``total`` how many proposals of that state there are."""
        from memdir.service.review import MAX_PAGE, PAGE

        status = _query_raw(request, "status") or "pending"  # the service's to judge
        wanted = None if status == "all" else status
        limit = _query_int(request, "limit", PAGE, 0, MAX_PAGE)
        newest = _query_choice(request, "order", ("oldest", "newest")) == "newest"
        after = request.query_params.get("after")
        if after is not None and (not after.strip() or len(after) > MAX_CURSOR):
            raise BadInput("'after' is the 'next' cursor of the previous page, unchanged.")
        found, total, cursor = await self.api.run(grant, lambda m: m.inbox_page(
            wanted, limit=limit, after=after, newest=newest))
        query = {"status": status, "limit": limit, "after": cursor,
                 "order": "newest" if newest else None}
        return {"total": total, "proposals": [wire.proposal_json(p) for p in found],
                "next": cursor, "not_shown": max(0, total - len(found)),
                "next_url": None if cursor is None else str(request.url.path) + "?" +
                urlencode({k: v for k, v in query.items() if v is not None})}

    async def proposal(self, request: Request, grant: Grant) -> dict[str, Any]:
        pid = _proposal_id(request)
        return wire.proposal_json(await self.api.run(grant, lambda m: m.proposal(pid)))

    async def approve(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Approve as proposed, or as edited: ``edit`` (the record's Markdown) or any of
        ``name``, ``description``, ``type``, ``body`` over the proposed record."""
        pid = _proposal_id(request)
        body = await _json(request, empty_ok=True)
        edit = _text(body, "edit")
        changed = {"name": _text(body, "name"), "description": _text(body, "description"),
                   "type": _choice(body, "type", MEMORY_TYPES, folded=True),
                   "body": _text(body, "body")}
        fields = {k: v for k, v in changed.items() if v is not None}
        if edit is not None and fields:
            raise BadInput("Send either 'edit' (the whole record) or the fields to change, "
                           "not both.")

        def op(memory: Memory) -> dict[str, Any]:
            text = _edited_text(memory.proposal(pid), fields) if fields else edit
            return wire.proposal_json(memory.approve(pid, edit=text))
        return await self.api.run(grant, op)

    async def reject(self, request: Request, grant: Grant) -> dict[str, Any]:
        pid = _proposal_id(request)
        body = await _json(request, empty_ok=True)
        reason = _text(body, "reason") or ""
        return wire.proposal_json(await self.api.run(grant, lambda m: m.reject(pid, reason)))

    async def purge(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Erase one proposal's texts for good (admin)."""
        pid = _proposal_id(request)
        scope = await self.api.run(grant, lambda m: m.purge_proposal(pid))
        return {"purged": pid, "scope": scope}

    # ------------------------------------------------------------ changes
    async def changes(self, request: Request, grant: Grant) -> dict[str, Any]:
        found = await self.api.run(grant, lambda m: m.changes())
        return {"changes": [wire.change_json(c) for c in found]}

    async def undo(self, request: Request, grant: Grant) -> dict[str, Any]:
        change_id = str(request.path_params["change_id"])
        if not _CHANGE_ID.fullmatch(change_id):
            raise UnknownChange(change_id[:40])  # as the service says it of any other
        return wire.change_json(await self.api.run(grant, lambda m: m.undo(change_id)))

    async def tombstones(self, request: Request, grant: Grant) -> dict[str, Any]:
        found = await self.api.run(grant, lambda m: m.tombstones())
        return {"tombstones": [wire.tombstone_json(s, t) for s, t in found]}

    # ------------------------------------------------------------ policy, questions
    async def policy(self, request: Request, grant: Grant) -> dict[str, Any]:
        policy = await self.api.run(grant, lambda m: m.policy)
        # The settings' paths are the server's filesystem: an admin's to see, no one else's.
        return wire.policy_json(policy if grant.role == "admin" else policy.without_paths())

    async def questions(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Visitors' questions memory could not answer; ``serving`` is false where no
        visitor was ever served (public-agent mode is off)."""
        def op(memory: Memory) -> dict[str, Any]:
            listed = memory.unanswered_questions
            if listed is None:
                return {"serving": False, "questions": []}
            return {"serving": True, "questions": [wire.question_json(q) for q in listed()]}
        return await self.api.run(grant, op)

    def routes(self) -> list[Route]:
        e = self.api.endpoint
        return [
            # A reviewer's token lent to a model (an MCP session) still reads the inbox,
            # as a local model does; deciding stays a person's.
            Route("/v1/inbox", e("reviewer", self.inbox, read=True), methods=["GET"]),
            Route("/v1/inbox/{proposal_id}", e("reviewer", self.proposal, read=True),
                  methods=["GET"]),
            Route("/v1/inbox/{proposal_id}/approve", e("reviewer", self.approve),
                  methods=["POST"]),
            Route("/v1/inbox/{proposal_id}/reject", e("reviewer", self.reject),
                  methods=["POST"]),
            Route("/v1/inbox/{proposal_id}/purge", e("admin", self.purge),
                  methods=["POST"]),
            Route("/v1/changes", e("agent", self.changes), methods=["GET"]),
            # An agent's undo is a model's, through the write policy as every write of
            # its is (a person's record: proposed), as a local model's undo is.
            Route("/v1/changes/{change_id}/undo", e("agent", self.undo),
                  methods=["POST"]),
            Route("/v1/tombstones", e("agent", self.tombstones), methods=["GET"]),
            Route("/v1/policy", e("agent", self.policy), methods=["GET"]),
            Route("/v1/questions", e("reviewer", self.questions), methods=["GET"]),
        ]


def _proposal_id(request: Request) -> str:
    pid = str(request.path_params["proposal_id"])
    if not _PROPOSAL_ID.fullmatch(pid):
        raise UnknownProposal(pid[:40])  # as the service says it of any other
    return pid


def _edited_text(proposal: Any, changed: dict[str, str]) -> str:
    """The proposed record's Markdown with the reviewer's fields put in."""
    from memdir.foundation.record import parse_record
    from memdir.service.inbox import not_editable, proposal_text

    text = proposal_text(proposal)
    if not text:
        raise ProposalError(not_editable(proposal))
    rec = parse_record(text)
    merged = {"name": rec.name, "description": rec.description, "type": rec.type,
              "body": rec.body, **changed}
    return Record(merged["name"], merged["description"], merged["type"],
                  merged["body"]).to_text()


__all__ = ["ReviewApi"]
