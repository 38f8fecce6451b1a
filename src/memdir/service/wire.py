"""The wire format: each result type of the service as JSON, and back.

`memdir serve` answers every request of `memdir.service.protocol.MemoryService` with the
``*_json`` of its result, and `RemoteMemory` builds the same object again with the
matching ``*_of``: both sides use this one module, so what the server sends and what the
client reads cannot drift apart. A round trip gives back an equal object. The client
reads what it knows, so a server may add fields without breaking an older client.

Errors travel the same way: `error_json` is the body of a refusal (``error``: the one
sentence, ``kind``: the class of `memdir.foundation.errors`, and the data some classes
carry: the new proposal of a `StaleProposal`, the finding of a `SecretError`, a
`ConflictError`'s hash now), and `error_of` raises on the client the class the server
raised, with its sentence; its HTTP status is the server's concern (`memdir.server.api`).
Only what is plain data crosses: a history entry's undecodable bytes, a change's store
handles and a proposal's command stay on the server, which is where they are used.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import TYPE_CHECKING, Any

from memdir.foundation.record import Record
from memdir.service.results import Done, Found, Imported, Purged, SearchResult, Written

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.errors import Finding, MemdirError
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.anchors import AnchorCheck
    from memdir.pipeline.consolidate import ConsolidationResult
    from memdir.pipeline.recall import Recalled
    from memdir.service.changes import Change
    from memdir.service.commands import Import
    from memdir.service.inbox import Proposal
    from memdir.service.public import Question
    from memdir.service.turns import TurnReport
    from memdir.service.write_policy import WritePolicy
    from memdir.store.base import CatalogEntry
    from memdir.store.history import HistoryEntry
    from memdir.store.reviewed import Tombstone

Json = dict[str, Any]
# The request header of a client acting for a model (an MCP session, an agent's tools):
# the server then acts for a model whatever the token's role could do.
ACTS_FOR = "X-Memdir-Acts-For"


def _text(data: Json, key: str, default: str = "") -> str:
    value = data.get(key)
    return default if value is None else str(value)


def _opt(data: Json, key: str) -> str | None:
    value = data.get(key)
    return None if value is None else str(value)


def _dict(data: Json, key: str) -> dict[str, Any] | None:
    value = data.get(key)
    return value if isinstance(value, dict) else None


def _list(data: Json, key: str) -> list[Any]:
    value = data.get(key)
    return value if isinstance(value, list) else []


# ---------------------------------------------------------------------- records
def record_json(rec: Record) -> Json:  # a NaN is spelled by the transport: `foundation.finite`
    return {"name": rec.name, "description": rec.description, "type": rec.type,
            "body": rec.body, "created": rec.created, "updated": rec.updated,
            "source": rec.source, "supersedes": rec.supersedes, "origin": rec.origin,
            "superseded_by": rec.superseded_by, "valid_from": rec.valid_from,
            "valid_to": rec.valid_to, "extra": rec.extra, "file": rec.file,
            "hash": rec.hash, "problems": list(rec.problems)}


def record_of(data: Json) -> Record:
    return Record(name=_text(data, "name"), description=_text(data, "description"),
                  type=_text(data, "type"), body=_text(data, "body"),
                  created=_opt(data, "created"), updated=_opt(data, "updated"),
                  source=_dict(data, "source"), supersedes=_opt(data, "supersedes"),
                  origin=_opt(data, "origin"), superseded_by=_opt(data, "superseded_by"),
                  valid_from=_opt(data, "valid_from"), valid_to=_opt(data, "valid_to"),
                  extra=_dict(data, "extra") or {}, file=_opt(data, "file"),
                  hash=_opt(data, "hash"), problems=tuple(str(p) for p in _list(data, "problems")))


def _maybe_record(data: Any) -> Record | None:
    return record_of(data) if isinstance(data, dict) else None


def _maybe_json(rec: Record | None) -> Json | None:
    return None if rec is None else record_json(rec)


def found_json(found: Found) -> Json:
    return {"scope": found.scope, "score": found.score, "origin": found.origin,
            "record": record_json(found.record)}


def found_of(data: Json) -> Found:
    score = data.get("score")
    return Found(_text(data, "scope"), record_of(data.get("record") or {}),
                 None if score is None else float(score), _text(data, "origin"))


def entry_json(entry: CatalogEntry) -> Json:
    return {"name": entry.name, "scope": entry.scope, "type": entry.type,
            "description": entry.description, "updated": entry.updated,
            "score": entry.score, "valid_from": entry.valid_from, "valid_to": entry.valid_to}


def entry_of(data: Json) -> CatalogEntry:
    from memdir.store.base import CatalogEntry

    return CatalogEntry(_text(data, "name"), _text(data, "description"), _text(data, "type"),
                        _text(data, "updated"), _text(data, "scope", "project"),
                        float(data.get("score") or 0.0), valid_from=_text(data, "valid_from"),
                        valid_to=_text(data, "valid_to"))


def search_json(result: SearchResult) -> Json:
    return {"method": result.method, "note": result.note,
            "results": [found_json(f) for f in result.hits]}


def search_of(data: Json) -> SearchResult:
    return SearchResult(_text(data, "method"), [found_of(f) for f in _list(data, "results")],
                        _text(data, "note"))


def history_json(scope: str, entry: HistoryEntry) -> Json:
    return {"scope": scope, "at": entry.at, "op": entry.op, "name": entry.name,
            "file": entry.file, "before": entry.before, "after": entry.after,
            "actor": entry.actor, "new_file": entry.new_file, "version": entry.version,
            "new_name": entry.new_name, "foreign": entry.foreign, "unverified": entry.unverified,
            "change": entry.change, "change_kind": entry.change_kind, "undoes": entry.undoes}


def history_of(data: Json) -> tuple[str, HistoryEntry]:
    from memdir.store.history import HistoryEntry

    return _text(data, "scope"), HistoryEntry(
        at=_text(data, "at"), op=_text(data, "op"), name=_text(data, "name"),
        file=_text(data, "file"), before=_opt(data, "before"), after=_opt(data, "after"),
        actor=_text(data, "actor"), new_file=_opt(data, "new_file"), undoes=_opt(data, "undoes"),
        version=int(data.get("version") or 0), new_name=_opt(data, "new_name"),
        foreign=bool(data.get("foreign")), unverified=_text(data, "unverified"),
        change=_opt(data, "change"), change_kind=_text(data, "change_kind"))


def tombstone_json(scope: str, stone: Tombstone) -> Json:
    return {"scope": scope, "name": stone.name, "at": stone.at, "text": stone.text,
            "change": stone.change, "actor": stone.actor}


def tombstone_of(data: Json) -> tuple[str, Tombstone]:
    from memdir.store.reviewed import Tombstone

    return _text(data, "scope"), Tombstone(_text(data, "name"), _text(data, "at"), _text(
        data, "text"), _opt(data, "change"), _text(data, "actor"))


# ---------------------------------------------------------------------- writes
def candidate_json(cand: Candidate) -> Json:
    out: Json = {"name": cand.name, "description": cand.description, "type": cand.type,
                 "body": cand.body, "lifetime": cand.lifetime, "quote": cand.quote,
                 "updates": cand.updates}
    if cand.anchors:
        out["anchors"] = [a.to_dict() for a in cand.anchors]
    return out


def candidate_of(data: Json) -> Candidate:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.anchors import parse_anchors

    return Candidate(name=_text(data, "name"), description=_text(data, "description"),
                     type=_text(data, "type"), body=_text(data, "body"),
                     lifetime=_text(data, "lifetime", "persistent"),
                     quote=_text(data, "quote"), updates=_text(data, "updates"),
                     anchors=parse_anchors(data.get("anchors"))[0])


def decision_json(decision: Decision) -> Json:
    """A decision; a refusal carries no text of what was refused (it may be a secret,
    and the client has what it sent: `RemoteMemory` puts its own candidate back), and
    names it only when it was not refused for a secret, which the name may hold too."""
    cand = decision.candidate
    shown = candidate_json(cand)
    if decision.action == "reject":
        from memdir.pipeline.admission.secrets import find_secret
        from memdir.service.turn_report import refused_for_secret as secret
        name = "" if secret(decision) or find_secret(cand.name) else cand.name
        shown = {"name": name, "description": "", "type": cand.type,
                 "lifetime": cand.lifetime, "redacted": True}
    return {"action": decision.action, "reason": decision.reason, "name": shown["name"],
            "candidate": shown, "target": _maybe_json(decision.target),
            "rename_to": decision.rename_to, "unchanged": decision.unchanged}


def with_candidate(decision: Decision, candidate: Candidate) -> Decision:
    """``decision`` with the candidate the client sent, where the server's answer left
    its text out (a refusal: see `decision_json`)."""
    from dataclasses import replace

    return replace(decision, candidate=candidate) if decision.action == "reject" else decision


def decision_of(data: Json) -> Decision:
    from memdir.pipeline.admission.policy import Decision

    return Decision(_text(data, "action"), _text(data, "reason"),  # type: ignore[arg-type]
                    candidate_of(data.get("candidate") or {}),
                    _maybe_record(data.get("target")), _opt(data, "rename_to"),
                    bool(data.get("unchanged")))


def finding_json(finding: Finding | None) -> Json | None:
    return None if finding is None else {"field": finding.field, "kind": finding.kind}


def finding_of(data: Any) -> Finding | None:
    from memdir.foundation.errors import Finding

    return Finding(_text(data, "field"), _text(data, "kind")) if isinstance(data, dict) else None


def written_json(done: Written) -> Json:
    """A save's or an update's answer. ``saved``, ``action``, ``name``, ``reason`` and
    ``hash`` say it in a line for a reader of the REST API; the rest is the `Written`."""
    decision, rec = done.decision, done.record
    if done.proposal is not None:
        action = "proposed"
    elif rec is None:
        action = "unchanged" if decision.unchanged else "refused"
    else:
        action = "updated" if decision.target is not None else "created"
    shown = decision_json(decision)
    return {"saved": rec is not None, "action": action,
            "name": rec.name if rec is not None else shown["name"],
            "reason": done.error or decision.reason, "hash": rec.hash if rec else None,
            "scope": done.scope, "origin": rec.origin if rec else None, "decision": shown,
            "record": _maybe_json(rec), "error": done.error,
            "secret": finding_json(done.secret),
            "proposal": None if done.proposal is None else proposal_json(done.proposal)}


def written_of(data: Json) -> Written:
    return Written(decision_of(data.get("decision") or {}), _maybe_record(data.get("record")),
                   _opt(data, "scope"), _text(data, "error"), finding_of(data.get("secret")),
                   _maybe_proposal(data.get("proposal")))


def done_json(done: Done) -> Json:
    return {"scope": done.scope, "record": record_json(done.record), "proposed": done.proposed,
            "proposal": None if done.proposal is None else proposal_json(done.proposal),
            "notes": list(done.notes), "unchanged": done.unchanged}


def done_of(data: Json) -> Done:
    return Done(_text(data, "scope"), record_of(data.get("record") or {}),
                _maybe_proposal(data.get("proposal")), tuple(map(str, _list(data, "notes"))),
                data.get("unchanged") is True)


def purged_json(purged: Purged) -> Json:
    return asdict(purged)


def purged_of(data: Json) -> Purged:
    return Purged(_text(data, "scope"), int(data.get("erased") or 0),
                  tuple((int(a), int(b)) for a, b in _list(data, "versions")),
                  tuple(str(p) for p in _list(data, "proposals")))


def imported_json(item: Imported) -> Json:
    return asdict(item)


def imported_of(data: Json) -> Imported:
    return Imported(**{f.name: _text(data, f.name) for f in fields(Imported)})


def import_json(command: Import) -> Json:
    """An import command: each item ``[where it came from, record or null, scope, why]``."""
    return {"items": [[origin, _maybe_json(rec), scope, why]
                      for origin, rec, scope, why in command.items],
            "scope": command.scope, "overwrite": command.overwrite,
            "dry_run": command.dry_run, "origin": command.origin}


def import_of(data: Json) -> Import:
    from memdir.service.commands import Import

    items = []
    for item in _list(data, "items"):
        if not isinstance(item, list) or len(item) != 4:
            from memdir.foundation.errors import BadInput

            raise BadInput("Each import item is [origin, record or null, scope or null, reason].")
        origin, rec, scope, why = item
        items.append((str(origin), _maybe_record(rec), None if scope is None else str(scope),
                      str(why or "")))
    return Import(items, _opt(data, "scope"), bool(data.get("overwrite")),
                  bool(data.get("dry_run")), _text(data, "origin"))


# ---------------------------------------------------------------------- review
def proposal_json(proposal: Proposal) -> Json:
    return proposal.to_dict()


def proposal_of(data: Json) -> Proposal:
    from memdir.service.inbox import Proposal

    return Proposal.from_dict(data, _text(data, "scope"))


def _maybe_proposal(data: Any) -> Proposal | None:
    return proposal_of(data) if isinstance(data, dict) else None


def change_json(change: Change) -> Json:
    return {"id": change.id, "kind": change.kind, "at": change.at, "actor": change.actor,
            "names": change.names, "ops": [list(op) for op in change.ops],
            "undoes": change.undoes, "undone_by": change.undone_by, "seq": change.seq,
            "proposal": None if change.proposal is None else proposal_json(change.proposal)}


def change_of(data: Json) -> Change:
    from memdir.service.changes import Change

    ops = [(str(op[0]), str(op[1]), str(op[2])) for op in _list(data, "ops")
           if isinstance(op, list) and len(op) == 3]
    return Change(_text(data, "id"), _text(data, "kind"), _text(data, "at"),
                  _text(data, "actor"), [str(n) for n in _list(data, "names")], ops,
                  _opt(data, "undoes"), _opt(data, "undone_by"), seq=int(data.get("seq") or 0),
                  proposal=_maybe_proposal(data.get("proposal")))


def policy_json(policy: WritePolicy) -> Json:
    return {"cells": [{"writer": w, "type": t, "action": c.action, "source": c.source}
                      for (w, t), c in policy.cells.items()],
            "problems": list(policy.problems)}


def policy_of(data: Json) -> WritePolicy:
    from memdir.service.write_policy import Cell, WritePolicy

    policy = WritePolicy(problems=[str(p) for p in _list(data, "problems")])
    for cell in _list(data, "cells"):
        if isinstance(cell, dict) and (cell.get("writer"), cell.get("type")) in policy.cells:
            policy.cells[(cell["writer"], cell["type"])] = Cell(_text(cell, "action"),
                                                                 _text(cell, "source"))
    return policy


def question_json(question: Question) -> Json:
    return asdict(question)


def question_of(data: Json) -> Question:
    from memdir.service.public import Question

    return Question(_text(data, "question"), _text(data, "reason"), _text(data, "session"),
                    _text(data, "at"))


# ---------------------------------------------------------------------- the turn
def consolidation_json(result: ConsolidationResult) -> Json:
    return asdict(result)


def consolidation_of(data: Json) -> ConsolidationResult:
    from memdir.pipeline.consolidate import ConsolidationResult

    lists = {f: [str(x) for x in _list(data, f)]
             for f in ("merged", "deleted", "created", "skipped", "proposed", "found")}
    return ConsolidationResult(groups=int(data.get("groups") or 0),
                               kept=int(data.get("kept") or 0),
                               dry_run=bool(data.get("dry_run")),
                               offline=bool(data.get("offline")),
                               records=int(data.get("records") or 0), **lists)


def turn_json(report: TurnReport) -> Json:
    return {"decisions": [decision_json(d) for d in report.decisions],
            "stored": [record_json(r) for r in report.stored],
            "consolidation": [consolidation_json(c) for c in report.consolidation],
            "errors": list(report.errors), "proposed": [proposal_json(p) for p in report.proposed],
            "change": report.change}


def turn_of(data: Json, report: TurnReport | None = None) -> TurnReport:
    """The report of an admission, added to ``report`` when one is given."""
    from memdir.service.turns import TurnReport

    report = report if report is not None else TurnReport()
    report.decisions += [decision_of(d) for d in _list(data, "decisions")]
    report.stored += [record_of(r) for r in _list(data, "stored")]
    report.consolidation += [consolidation_of(c) for c in _list(data, "consolidation")]
    report.errors += [str(e) for e in _list(data, "errors")]
    report.proposed += [proposal_of(p) for p in _list(data, "proposed")]
    report.change = _opt(data, "change") or report.change
    return report


def check_json(check: AnchorCheck) -> Json:
    return {"anchor": check.anchor.to_dict(), "status": check.status, "path": check.path,
            "lines": None if check.lines is None else list(check.lines)}


def check_of(data: Json) -> AnchorCheck | None:
    from memdir.pipeline.anchors import AnchorCheck, parse_anchors

    anchors = parse_anchors([data.get("anchor")])[0]
    if not anchors:
        return None
    lines = data.get("lines")
    return AnchorCheck(anchors[0], _text(data, "status"), _opt(data, "path"),
                       (int(lines[0]), int(lines[1])) if isinstance(lines, list)
                       and len(lines) == 2 else None)


def recalled_json(item: Recalled) -> Json:
    return {"scope": item.scope, "score": item.score, "method": item.method,
            "origin": item.origin, "record": record_json(item.record),
            "anchors": [check_json(c) for c in item.anchors], "replaced": item.replaced,
            "replaced_by": item.replaced_by, "validity": item.validity}


def recalled_of(data: Json) -> Recalled:
    """As `recalled_json` writes it, or a visitor's recall answers it (the record flat)."""
    from memdir.pipeline.recall import Recalled

    record = data.get("record")
    checks = [check_of(c) for c in _list(data, "anchors") if isinstance(c, dict)]
    return Recalled(record_of(record if isinstance(record, dict) else data), _text(data, "scope"),
                    float(data.get("score") or 0.0), _text(data, "method"),
                    tuple(c for c in checks if c is not None), _text(data, "origin"),
                    _text(data, "replaced"), _text(data, "replaced_by"))


# ---------------------------------------------------------------------- errors
def error_json(exc: MemdirError) -> Json:
    """The body of a refusal: the sentence, the class, and the data the class carries."""
    from memdir.foundation.errors import InvalidNameError, SecretError, StaleProposal

    out: Json = {"error": str(exc), "kind": type(exc).__name__}
    if isinstance(exc, StaleProposal) and exc.again is not None:
        out["again"] = proposal_json(exc.again)  # type: ignore[arg-type]
    if isinstance(exc, SecretError):
        out["finding"] = finding_json(exc.finding)
    if isinstance(exc, InvalidNameError):
        out["reason"] = exc.reason
    for key in ("name", "current"):  # a conflict's ``current``: the record's hash now
        if isinstance(getattr(exc, key, None), str):
            out[key] = getattr(exc, key)
    return out


def error_of(data: Any, fallback: type[MemdirError]) -> MemdirError:
    """The error a refusal's body describes: the class the server raised (any class of
    `memdir.foundation.errors`), with its sentence; ``fallback`` when the body names
    none this client knows."""
    from memdir.foundation import errors

    body = data if isinstance(data, dict) else {}
    sentence = _text(body, "error") or "The memory server refused the request."
    cls = getattr(errors, _text(body, "kind"), None)
    if not (isinstance(cls, type) and issubclass(cls, errors.MemdirError)):
        cls = fallback
    exc = cls.__new__(cls)
    Exception.__init__(exc, sentence)  # the server's sentence, whatever the class builds
    if isinstance(exc, errors.NotFoundError):
        exc.name = _text(body, "name")
    if isinstance(exc, errors.StaleProposal):
        exc.again = _maybe_proposal(body.get("again"))
    if isinstance(exc, errors.SecretError):
        exc.finding = finding_of(body.get("finding")) or errors.Finding("a field", "a secret")
    if isinstance(exc, errors.InvalidNameError):
        exc.name, exc.reason = _text(body, "name"), _text(body, "reason")
    if isinstance(exc, errors.AuthError):
        exc.status = int(body.get("status") or 403)
    if isinstance(exc, errors.ConflictError):
        exc.current = _text(body, "current") or None
    return exc


__all__ = ["ACTS_FOR", "change_json", "change_of", "check_json", "check_of", "consolidation_json",
           "consolidation_of", "decision_json", "decision_of", "done_json", "done_of",
           "entry_json", "entry_of", "error_json", "error_of", "found_json", "found_of",
           "history_json", "history_of", "import_json", "import_of", "imported_json",
           "imported_of", "policy_json", "policy_of", "proposal_json", "proposal_of",
           "purged_json", "purged_of", "question_json", "question_of", "recalled_json",
           "recalled_of", "record_json", "record_of", "search_json", "search_of", "tombstone_json",
           "tombstone_of", "turn_json", "turn_of", "with_candidate", "written_json", "written_of"]
