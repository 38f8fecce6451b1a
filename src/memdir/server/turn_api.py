"""The turn side of the REST API: admission of what a client extracted, imports,
consolidation, and a session's records forgotten or its notes ended.

The same thin handlers as `memdir.server.api` (whose plumbing they use): each is one call
of the project's memory service acting as the token, answered in the wire format
(`memdir.service.wire`). A visitor token's admission and session end are public-agent
mode's (`memdir.server.public_api`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.routing import Route

from memdir.foundation.errors import BadInput, BadSession, MemdirError, StoreUnavailableError
from memdir.server.inputs import (
    RESERVED,
    SCOPES,
    WRITERS,
    _bool,
    _candidates,
    _choice,
    _int,
    _json,
    _text,
)
from memdir.server.projects import token_writer
from memdir.server.tokens import Grant
from memdir.service import wire

if TYPE_CHECKING:
    from memdir.server.host import Api
    from memdir.service.memory import Memory



class TurnApi:
    """The turn endpoints (see the module docstring), over the `Api`'s plumbing."""

    def __init__(self, api: Api) -> None:
        self.api = api

    async def forget_session(self, request: Request, grant: Grant) -> dict[str, Any]:
        session = _path_session(request)
        body = await _json(request, empty_ok=True)
        scope = _choice(body, "scope", SCOPES)
        origin = _choice(body, "origin", WRITERS) or token_writer(grant)
        gone = await self.api.run(grant, lambda m: m.forget_session(
            session, scope=scope, origin=origin))
        return {"done": [wire.done_json(d) for d in gone]}

    async def import_(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request)
        if not isinstance(body.get("items"), list):  # else an import of nothing, said done
            raise BadInput("'items' must be a list of import items: [origin, record or "
                           "null, scope or null, reason].")
        command = wire.import_of(body)
        for _, rec, scope, _ in command.items:
            if scope is not None and scope not in SCOPES or rec is not None and (
                    set(rec.extra) & RESERVED):
                raise BadInput("An import item names a scope that is not project or user, "
                               "or its record's extra fields name a record field.")
        done = await self.api.run(grant, lambda m: m.import_records(command))
        return {"imported": [wire.imported_json(i) for i in done]}

    async def admit(self, request: Request, grant: Grant) -> dict[str, Any]:
        """Admission of candidates a client extracted with its own model: its
        `TurnReport` (each candidate's decision, the records written, the proposals)."""
        from memdir.service.turns import TurnReport
        from memdir.store.change import own_change

        body = await _json(request)
        named = (_text(body, "session") or "").strip()  # blank names none, as a save's
        session = BadSession.check(named) if named else f"server-{grant.id}"
        candidates = _candidates(body)
        kind = _choice(body, "kind", ("extract", "remember")) or "extract"

        def op(memory: Memory) -> dict[str, Any]:
            report = TurnReport()
            with own_change(kind) as tag:  # one turn's writes: one change to undo
                admit(memory, report)
            report.change = tag.id if report.stored else None
            return wire.turn_json(report)

        def admit(memory: Memory, report: TurnReport) -> None:
            for cand, source in candidates:
                try:
                    done = memory.save_written(cand, source={"session": session, **source},
                                               origin="model")
                except StoreUnavailableError:
                    raise  # 503: the client keeps the candidates and sends them again
                except MemdirError as exc:
                    from memdir.pipeline.admission.policy import Decision

                    report.decisions.append(Decision("store", str(exc), cand))
                    report.errors.append(f"{cand.name}: {exc}")
                    continue
                report.decisions.append(done.decision)
                if done.proposal is not None:
                    report.proposed.append(done.proposal)
                if done.record is not None:
                    report.stored.append(done.record)
        return await self.api.run(grant, op, session)

    async def consolidate(self, request: Request, grant: Grant) -> dict[str, Any]:
        body = await _json(request, empty_ok=True)
        focus = body.get("focus") or []
        if not isinstance(focus, list) or not all(isinstance(f, str) for f in focus):
            raise BadInput("'focus' must be a list of record names.")
        dry_run, groups = _bool(body, "dry_run"), _int(body, "max_groups", None, 1, 1_000)
        scope = _choice(body, "scope", SCOPES)
        result = await self.api.run(grant, lambda m: m.consolidate(
            scope, dry_run=dry_run, focus=focus, max_groups=groups))
        return wire.consolidation_json(result)


    def routes(self) -> list[Route]:
        e, api = self.api.endpoint, self.api
        return [
            Route("/v1/admit", e("visitor", api.by_role(api.public.admit, self.admit)),
                  methods=["POST"]),
            Route("/v1/import", e("agent", self.import_), methods=["POST"]),
            Route("/v1/consolidate", e("agent", self.consolidate), methods=["POST"]),
            Route("/v1/sessions", e("visitor", api.public.new_session), methods=["POST"]),
            Route("/v1/sessions/{session}/end", e("visitor", api.public.end_session),
                  methods=["POST"]),
            # A session is the records' ``source.session``, any text: "claude/2026-12-06"
            # is one (its "/" sent encoded, decoded again before routing).
            Route("/v1/sessions/{session:path}/forget", e("agent", self.forget_session),
                  methods=["POST"]),
        ]


def _path_session(request: Request) -> str:
    return BadSession.check(str(request.path_params["session"]))



__all__ = ["TurnApi"]
