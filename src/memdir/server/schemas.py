"""The OpenAPI component schemas: the wire format (`memdir.service.wire`) as the REST API
describes it, one schema per result type of the service.

Kept beside `memdir.server.openapi`, which refers to them by name; the fuzz test checks
every answer against them, so a field the wire format gains or loses shows up there.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.record import MEMORY_TYPES

ROLES = ["visitor", "agent", "reviewer", "admin"]
TEXT = {"type": "string", "maxLength": 20000}
OPT_TEXT = {"type": "string", "maxLength": 20000, "nullable": True}
_STR = {"type": "string"}
_OPT = {"type": "string", "nullable": True}
_OBJ = {"type": "object"}
_OPT_OBJ = {"type": "object", "nullable": True}
_STRS = {"type": "array", "items": _STR}


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _object(required: list[str], **properties: Any) -> dict[str, Any]:
    return {"type": "object", "required": required, "properties": properties}


def _many(name: str) -> dict[str, Any]:
    return {"type": "array", "items": ref(name)}


SCHEMAS: dict[str, Any] = {
    "Error": _object(["error"], error=_STR, kind={
        **_STR, "description": "The class of memdir's errors the service raised (a "
                               "client raises the same one)"}, current={
        **_STR, "description": "A 409 of a write that named a hash: the record's hash "
                               "now ('absent': there is none)"}),
    "Record": _object(["name", "description", "type", "body"], name=_STR, description=_STR,
                      type=_STR, body=_STR, created=_OPT, updated=_OPT, source=_OPT_OBJ,
                      supersedes=_OPT, origin=_OPT, extra=_OBJ, file=_OPT, hash=_OPT,
                      problems=_STRS),
    "Found": _object(["scope", "record"], scope=_STR,
                     score={"type": "number", "nullable": True}, origin=_STR,
                     record=ref("Record")),
    "Entry": _object(["name", "type", "description"], name=_STR, scope=_STR, type=_STR,
                     description=_STR, updated=_OPT, score={"type": "number"}),
    "Decision": _object(["action", "reason"], action=_STR, reason=_STR, name=_STR,
                        candidate=_OBJ, target=_OPT_OBJ, rename_to=_OPT,
                        unchanged={"type": "boolean"}),
    "Written": _object(
        ["saved", "action", "reason", "decision"], saved={"type": "boolean"},
        action={"type": "string", "enum": ["created", "updated", "refused", "unchanged",
                                           "proposed"]},
        name=_STR, reason=_STR, hash=_OPT, scope=_OPT, decision=ref("Decision"),
        record=_OPT_OBJ, error=_STR, secret=_OPT_OBJ, proposal=_OPT_OBJ),
    "Done": _object(["scope", "record", "proposed"], scope=_STR, record=ref("Record"),
                    proposed={"type": "boolean"}, proposal=_OPT_OBJ,
                    notes=_STRS,  # a restore beside a twin, a successor's link dropped
                    unchanged={"type": "boolean"}),  # a restore of the version held
    "Proposal": _object(
        ["id", "kind", "status", "ops"], id=_STR, kind=_STR, scope=_STR,
        status={"type": "string", "enum": ["pending", "approved", "rejected", "stale"]},
        writer=_STR, origin=_STR, reason=_STR, ops={"type": "array", "items": _OBJ},
        source=_OBJ, candidate=_OPT_OBJ, created=_STR, decided=_OPT, decided_by=_STR,
        note=_STR, change=_OPT, command=_OPT_OBJ, actor=_STR, dedupe=_STR,
        supporters={"type": "integer", "minimum": 1}, supported_by=_STRS),
    "HistoryEntry": _object(
        ["scope", "at", "op", "name"], scope=_STR, at=_STR, op=_STR, name=_STR, file=_STR,
        before=_OPT, after=_OPT, actor=_STR, new_file=_OPT, version={"type": "integer"},
        new_name=_OPT, foreign={"type": "boolean"}, unverified=_STR, change=_OPT,
        change_kind=_STR, undoes=_OPT),
    "Change": _object(["id", "kind", "at", "names", "ops"], id=_STR, kind=_STR, at=_STR,
                      actor=_STR, names=_STRS,
                      ops={"type": "array", "items": {"type": "array", "items": _STR}},
                      undoes=_OPT, undone_by=_OPT, seq={"type": "integer"},
                      proposal=_OPT_OBJ),
    "Tombstone": _object(["scope", "name", "at", "text"], scope=_STR, name=_STR, at=_STR,
                         text=_STR, change=_OPT, actor=_STR),
    "Policy": _object(["cells", "problems"], problems=_STRS, cells={
        "type": "array", "items": _object(["writer", "type", "action", "source"],
                                          writer=_STR, type=_STR, action=_STR,
                                          source=_STR)}),
    "Consolidation": _object(
        ["groups", "merged", "deleted", "created"], groups={"type": "integer"},
        kept={"type": "integer"}, merged=_STRS, deleted=_STRS, created=_STRS,
        skipped=_STRS, proposed=_STRS, dry_run={"type": "boolean"},
        offline={"type": "boolean"}, records={"type": "integer"}, found=_STRS),
    "Imported": _object(["origin", "action"], origin=_STR, action=_STR, name=_STR,
                        scope=_STR, reason=_STR),
    "Grant": _object(["id", "project", "role"], id=_STR, project=_STR,
                     role={"type": "string", "enum": ROLES}, created=_STR, note=_STR,
                     token=_STR, revoked={"type": "boolean"}),
    "Candidate": _object(
        ["name", "description", "type"], name={"type": "string", "maxLength": 100},
        description=TEXT, type={"type": "string", "enum": list(MEMORY_TYPES)}, body=TEXT,
        quote=TEXT, lifetime={"type": "string", "enum": ["persistent", "current_task"]},
        updates={"type": "string", "maxLength": 100},
        message={"type": "integer", "minimum": 0}),
}

__all__ = ["OPT_TEXT", "ROLES", "SCHEMAS", "TEXT", "ref"]
