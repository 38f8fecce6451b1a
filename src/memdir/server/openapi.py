"""The OpenAPI description of the REST API (served at ``GET /openapi.json``).

Kept by hand, beside the handlers in `memdir.server.api` and `memdir.server.review_api`:
it is short, and a test checks that it is a valid OpenAPI 3.0 document and that every
route is described (and the fuzz test drives the API from it and checks every answer
against it), so it cannot drift from the code unnoticed. The answers' shapes are the
wire format's (`memdir.server.schemas`).
"""

from __future__ import annotations

import functools
import re
from typing import Any

from memdir.foundation.record import MEMORY_TYPES
from memdir.foundation.version import __version__
from memdir.server.schemas import OPT_TEXT, ROLES, SCHEMAS, TEXT, ref
from memdir.service.write_policy import ASKED_WRITERS


def _json(schema: dict[str, Any], description: str = "OK") -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


_AS_OF = ("What held at a past time instead of now: a date (2026-03-15, the end of that "
          "day), a time (2026-03-15T10:00) or words ('last March'); agents only")


def _body(schema: dict[str, Any], required: bool = True) -> dict[str, Any]:
    return {"required": required, "content": {"application/json": {"schema": schema}}}


def _fields(required: list[str] | None = None, **properties: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties,
            **({"required": required} if required else {})}


def _query(name: str, schema: dict[str, Any], required: bool = False) -> dict[str, Any]:
    return {"name": name, "in": "query", "required": required, "schema": schema}


_ERR = _json(ref("Error"), "One sentence saying what was wrong, and its kind")
_ERRORS = {"400": _ERR, "401": _ERR, "403": _ERR,
           "503": _json(ref("Error"), "The store's database does not answer now: the same "
                        "request may succeed after Retry-After seconds")}
_MISSING = {**_ERRORS, "404": _ERR}
_RACED = {**_MISSING, "409": _ERR}
_NAME = {"name": "name", "in": "path", "required": True,
         "description": "The record's name, as list and search return it.",
         "schema": {"type": "string", "minLength": 1, "maxLength": 100,
                    "pattern": "^[a-z0-9][a-z0-9_-]*$"}}
_PROPOSAL = {"name": "proposal_id", "in": "path", "required": True,
             "description": "The proposal's id, as GET /v1/inbox lists it.",
             "schema": {"type": "string", "pattern": "^p[0-9a-f]{4,40}$"}}
_SCOPE_ENUM = {"type": "string", "enum": ["project", "user"], "nullable": True}
_SCOPE = _query("scope", {"type": "string", "enum": ["project", "user"]})
_PAGE_OF_HISTORY = [_SCOPE, _query("limit", {"type": "integer", "minimum": 1, "maximum": 500}),
                    _query("after", {"type": "string", "minLength": 1, "maxLength": 2000})]
_WRITER = {"type": "string", "enum": list(ASKED_WRITERS),
           "description": "The writer to be judged as: never more trusted than the token "
                          "(default: the token's own, user for a person's, model for an "
                          "agent's)"}
_HASH = {"type": "string", "maxLength": 100, "nullable": True}
_SESSION = {"type": "string", "maxLength": 200,
            "description": "The client's session: the provenance of what it writes (a "
                           "visitor token's requests: the visitor's, required)"}
_TYPE = {"type": "string", "enum": list(MEMORY_TYPES)}


def _paths() -> dict[str, Any]:
    records = _fields(["total", "records", "not_shown", "next", "next_url"],
                      total={"type": "integer"}, not_shown={"type": "integer"},
                      records={"type": "array", "items": ref("Entry")},
                      next={"type": "string", "nullable": True,
                            "description": "The cursor of the next page (pass it as "
                                           "after); null on the last page"},
                      next_url={"type": "string", "nullable": True,
                                "description": "The request of the next page; null on "
                                               "the last page"})
    found = _fields(["query", "method", "results"], query={"type": "string"},
                    method={"type": "string"}, note={"type": "string"},
                    results={"type": "array", "items": ref("Found")})
    recalled = _fields(["query", "method", "results"], query={"type": "string"},
                       method={"type": "string"}, catalog={"type": "string"},
                       results={"type": "array", "items": {"type": "object"}},
                       proposals_pending={"type": "integer", "minimum": 0})
    limit = _query("limit", {"type": "integer", "minimum": 1, "maximum": 20})
    entries = _fields(["entries"], entries={"type": "array", "items": ref("HistoryEntry")})
    history_page = {**entries, "properties": {
        **entries["properties"], "next": records["properties"]["next"],
        "next_url": records["properties"]["next_url"]}}
    return {
        "/healthz": {"get": {"summary": "Whether the server is up", "security": [],
                             "responses": {"200": _json({"type": "object"})}}},
        "/v1/whoami": {"get": {
            "summary": "The project and role of this token",
            "responses": {"200": _json(ref("Grant")), **_ERRORS}}},
        "/v1/memories": {
            "get": {"summary": "List records, most recently updated first, a page at a "
                               "time (follow next_url until it is null)",
                    "parameters": [
                        _query("type", _TYPE), _SCOPE,
                        _query("limit", {"type": "integer", "minimum": 1, "maximum": 500}),
                        {**_query("after", {"type": "string", "minLength": 1,
                                            "maxLength": 2000}),
                         "description": "The next cursor of the previous page: the "
                                        "records after it, in the same order"},
                        {**_query("history", {"type": "string", "enum": ["true", "false"]}),
                         "description": "true: the records a correction replaced too"}],
                    "responses": {"200": _json(records), **_ERRORS}},
            "post": {"summary": "Save a memory through the write pipeline (a refusal is an "
                                "answer: saved is false and reason says why)",
                     "requestBody": _body(_fields(
                         ["description", "type"], description=TEXT, type=_TYPE, body=TEXT,
                         quote=TEXT, name={"type": "string", "maxLength": 100,
                                           "nullable": True},
                         lifetime={"type": "string", "enum": ["persistent", "current_task"]},
                         updates={"type": "string", "maxLength": 100},
                         scope=_SCOPE_ENUM, source={"type": "object", "nullable": True},
                         origin=_WRITER, allow_secret={"type": "boolean"},
                         same_name={"type": "string", "enum": ["update", "refuse"]},
                         keep={"type": "object", "nullable": True,
                               "description": "An imported record whose created, updated "
                                              "and extra fields are kept"},
                         valid_from={"type": "string", "maxLength": 200, "nullable": True,
                                     "description": "When the memory starts to hold: a "
                                                    "date (that day's start, UTC), a time, "
                                                    "or words like 'next Monday'"},
                         valid_to={"type": "string", "maxLength": 200, "nullable": True,
                                   "description": "When it stops holding (after "
                                                  "valid_from); read the same way"},
                         session=_SESSION)),
                     "responses": {"200": _json(ref("Written")), **_RACED}}},
        "/v1/memories/{name}": {
            "parameters": [_NAME],
            "get": {"summary": "One record in full, with the hash updates need",
                    "parameters": [_SCOPE],
                    "responses": {"200": _json(ref("Found")), **_MISSING}},
            "patch": {"summary": "Change a record read with GET, and its name with "
                                 "new_name (one change); refused (409) if it changed since",
                      "requestBody": _body(_fields(
                          ["hash"], hash=_HASH, description=OPT_TEXT, body=OPT_TEXT,
                          new_name={"type": "string", "maxLength": 100, "nullable": True},
                          type={"type": "string", "nullable": True,
                                "enum": [*MEMORY_TYPES, None]},
                          extra={"type": "object", "nullable": True}, scope=_SCOPE_ENUM,
                          origin=_WRITER, allow_secret={"type": "boolean"},
                          session=_SESSION)),
                      "responses": {"200": _json(ref("Written")), **_RACED}},
            "delete": {"summary": "Delete a record (it stays in the history); refused (409) "
                                  "if it changed since the hash was read ('*': whatever "
                                  "it is now)",
                       "parameters": [_query("hash", {"type": "string", "maxLength": 100},
                                             required=True),
                                      _SCOPE, _query("origin", _WRITER)],
                       "responses": {"200": _json(ref("Done")), **_RACED}}},
        "/v1/memories/{name}/text": {
            "parameters": [_NAME],
            "get": {"summary": "A record's text as stored (frontmatter and body)",
                    "parameters": [_SCOPE],
                    "responses": {"200": _json(_fields(
                        ["scope", "record", "text"], scope={"type": "string"},
                        record=ref("Record"), text={"type": "string", "nullable": True})),
                        **_MISSING}}},
        "/v1/memories/{name}/history": {
            "parameters": [_NAME],
            "get": {"summary": "Every change of a record, oldest first, a page at a time "
                               "(follow next_url until it is null)",
                    "parameters": _PAGE_OF_HISTORY,
                    "responses": {"200": _json(history_page), **_MISSING}}},
        "/v1/memories/{name}/rename": {
            "parameters": [_NAME],
            "post": {"summary": "Rename a record, or move it to the other scope's store; "
                                "refused (409) if it changed since the hash was read",
                     "requestBody": _body(_fields(
                         ["new_name", "hash"], new_name={"type": "string", "maxLength": 100},
                         hash=_HASH, scope=_SCOPE_ENUM, to_scope=_SCOPE_ENUM,
                         origin=_WRITER, allow_secret={"type": "boolean"})),
                     "responses": {"200": _json(ref("Done")), **_RACED}}},
        "/v1/memories/{name}/restore": {
            "parameters": [_NAME],
            "post": {"summary": "Bring back a version from the history (default: the "
                                "latest before the last change); refused (409) if the "
                                "record is not the hash seen ('absent': deleted)",
                     "requestBody": _body(_fields(
                         ["hash"], version={"type": "integer", "minimum": 1, "maximum": 1000000,
                                  "nullable": True}, scope=_SCOPE_ENUM, origin=_WRITER,
                         hash=_HASH)),
                     "responses": {"200": _json(ref("Done")), **_RACED}}},
        "/v1/memories/{name}/purge": {
            "parameters": [_NAME],
            "post": {"summary": "Erase a record for good, its history included (admin); "
                                "confirmed false: only say which stores would be",
                     "requestBody": _body(_fields(scope=_SCOPE_ENUM,
                                                  confirmed={"type": "boolean"}),
                                          required=False),
                     "responses": {"200": _json(_fields(
                         ["purged", "asks"], purged={"type": "array", "items": _fields(
                             ["scope", "erased", "versions", "proposals"],
                             scope={"type": "string"}, erased={"type": "integer"},
                             versions={"type": "array", "items": {
                                 "type": "array", "items": {"type": "integer"}}},
                             proposals={"type": "array", "items": {"type": "string"}})},
                         asks={"type": "array", "items": {"type": "string"}})),
                         **_MISSING}}},
        "/v1/history": {"get": {
            "summary": "The history log of every record, or of one (name), oldest first, "
                       "a page at a time (follow next_url until it is null)",
            "parameters": [_query("name", {"type": "string", "maxLength": 100}),
                           *_PAGE_OF_HISTORY],
            "responses": {"200": _json(history_page), **_ERRORS}}},
        "/v1/search": {"get": {
            "summary": "Records relevant to a query (the ranker, with its cut; model: "
                       "the server's model chooses)",
            "parameters": [_query("q", {"type": "string", "minLength": 1,
                                        "maxLength": 2000}, required=True), limit, _SCOPE,
                           _query("model", {"type": "string", "enum": ["true", "false"]}),
                           _query("as_of", {"type": "string", "maxLength": 200,
                                            "description": _AS_OF})],
            "responses": {"200": _json(found), **_ERRORS}}},
        "/v1/recall": {"post": {
            "summary": "What a turn's prompt injects for a query, records in full, and "
                       "the catalog",
            "description": "Each result is a recalled record (scope, score, method, "
                           "origin, record; validity, replaced, replaced_by: when it "
                           "holds and what it replaced). With a visitor token: from the "
                           "published version, as the visitor's session (required), its "
                           "notes beside the records",
            "requestBody": _body(_fields(
                ["query"], query={"type": "string", "maxLength": 20000},
                limit={"type": "integer", "minimum": 1, "maximum": 20},
                catalog_chars={"type": "integer", "minimum": 200, "maximum": 100000},
                as_of={"type": "string", "maxLength": 200, "description": _AS_OF},
                session=_SESSION)),
            "responses": {"200": _json(recalled), **_ERRORS}}},
        "/v1/catalog": {"get": {
            "summary": "The capped catalog a model is shown, and the ranker's name",
            "parameters": [_query("chars", {"type": "integer", "minimum": 0,
                                            "maximum": 100000})],
            "responses": {"200": _json(_fields(["catalog", "ranker"],
                                               catalog={"type": "string"},
                                               ranker={"type": "string"})), **_ERRORS}}},
        **_turn_paths(),
        **_review_paths(),
        "/v1/tokens": {
            "get": {"summary": "This project's tokens (admin)",
                    "responses": {"200": _json(_fields(["tokens"])), **_ERRORS}},
            "post": {"summary": "A new token for this project, shown once (admin)",
                     "requestBody": _body(_fields(
                         ["role"], role={"type": "string", "enum": ROLES},
                         note={"type": "string", "maxLength": 200})),
                     "responses": {"200": _json(ref("Grant")), **_ERRORS}}},
        "/v1/tokens/{token_id}": {"delete": {
            "summary": "Revoke a token of this project (admin)",
            "parameters": [{"name": "token_id", "in": "path", "required": True,
                            "schema": {"type": "string", "pattern": "^[0-9a-f]{8}$"}}],
            "responses": {"200": _json(ref("Grant")), **_MISSING}}},
    }


def _turn_paths() -> dict[str, Any]:
    """What a turn, an import or a consolidation writes."""
    message = _fields(["role", "content"], content=TEXT,
                      role={"type": "string", "enum": ["user", "assistant"]})
    item = {"type": "array", "minItems": 4, "maxItems": 4,
            "description": "[where it came from, record or null, scope or null, why null]",
            "items": {}}
    return {
        "/v1/admit": {"post": {
            "summary": "Admission of candidates the client extracted with its own model: "
                       "the turn's report, its writes one change (kind)",
            "description": "With a visitor token: the visitor's facts about themselves "
                           "become notes of the session (required), the rest redacted "
                           "proposals; nothing is written; messages is the turn, logged "
                           "redacted for the reviewer",
            "requestBody": _body(_fields(
                ["candidates"], session=_SESSION,
                kind={"type": "string", "enum": ["extract", "remember"]},
                candidates={"type": "array", "maxItems": 50, "items": ref("Candidate")},
                messages={"type": "array", "maxItems": 20, "items": message})),
            "responses": {"200": _json(_fields(["decisions"])), **_ERRORS}}},
        "/v1/import": {"post": {
            "summary": "Records from elsewhere, each through the write pipeline as one "
                       "change",
            "requestBody": _body(_fields(
                ["items"], items={"type": "array", "maxItems": 1000, "items": item},
                scope=_SCOPE_ENUM, overwrite={"type": "boolean"},
                dry_run={"type": "boolean"}, origin={"type": "string", "maxLength": 500})),
            "responses": {"200": _json(_fields(["imported"], imported={
                "type": "array", "items": ref("Imported")})), **_ERRORS}}},
        "/v1/consolidate": {"post": {
            "summary": "Merge duplicates of one store (the server's model; offline: exact "
                       "duplicates, and near-duplicates and contradictions proposed for "
                       "review, each in found); plans go through the write policy",
            "requestBody": _body(_fields(
                scope=_SCOPE_ENUM, dry_run={"type": "boolean"},
                focus={"type": "array", "maxItems": 100,
                       "items": {"type": "string", "maxLength": 100}},
                max_groups={"type": "integer", "minimum": 1, "maximum": 1000,
                            "nullable": True}), required=False),
            "responses": {"200": _json(ref("Consolidation")), **_ERRORS}}},
        **_session_paths(),
    }


def _session_paths() -> dict[str, Any]:
    """A visitor's session made, a session ended or forgotten; visitors' logs erased."""
    session = {"name": "session", "in": "path", "required": True,
               "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"}}
    return {
        "/v1/sessions": {"post": {
            "summary": "A new visitor session id, made by the server (256 random bits)",
            "description": "A session's notes and log are kept under the token that "
                           "names it: another token naming the same id reaches another "
                           "session. Ids the client makes itself work too, but one the "
                           "next visitor can guess (visit-42) is theirs to read",
            "responses": {"200": _json(_fields(["session"], session=_SESSION)),
                          **_ERRORS}}},
        "/v1/sessions/{session}/end": {"post": {
            "summary": "A session ended: its notes are deleted",
            "parameters": [session],
            "responses": {"200": _json(_fields(["session", "notes_deleted"])),
                          **_ERRORS}}},
        "/v1/sessions/{session}/forget": {"post": {
            "summary": "Delete every record extracted from one session",
            "description": "The session is the records' source.session, any printable "
                           "text of at most 200 characters, percent-encoded ('/' too)",
            "parameters": [{**session, "schema": {"type": "string", "maxLength": 200}}],
            "requestBody": _body(_fields(scope=_SCOPE_ENUM, origin=_WRITER),
                                 required=False),
            "responses": {"200": _json(_fields(["done"], done={
                "type": "array", "items": ref("Done")})), **_RACED}}},
        "/v1/inbox/{proposal_id}/purge": {"post": {
            "summary": "Erase a proposal's texts for good (a secret in the words it came "
                       "from); the memories it is about are left as they are (admin)",
            "parameters": [_PROPOSAL],
            "responses": {"200": _json(_fields(["purged", "scope"], purged={
                "type": "string"}, scope=_SCOPE_ENUM)), **_MISSING}}},
        "/v1/visitors/purge": {"post": {
            "summary": "Erase visitors' logged turns and unanswered questions for good: "
                       "those logged before 'before' (YYYY-MM-DD or a UTC time), or all "
                       "(admin)",
            "requestBody": _body(_fields(before={"type": "string", "maxLength": 40}),
                                 required=False),
            "responses": {"200": _json(_fields(["deleted"], deleted={"type": "integer"},
                                               before={"type": "string",
                                                       "nullable": True})), **_ERRORS}}},
    }


def _inbox_page() -> dict[str, Any]:
    """A page of the inbox, as `GET /v1/inbox` answers it."""
    return _fields(["total", "proposals", "not_shown", "next", "next_url"],
                   total={"type": "integer"}, not_shown={"type": "integer"},
                   proposals={"type": "array", "items": ref("Proposal")},
                   next={"type": "string", "nullable": True,
                         "description": "The cursor of the next page (pass it as after); "
                                        "null on the last page"},
                   next_url={"type": "string", "nullable": True,
                             "description": "The request of the next page; null on the "
                                            "last page"})


def _inbox_parameters(statuses: list[str]) -> list[dict[str, Any]]:
    """What a page of the inbox is asked with (`memdir.server.review_api`)."""
    return [
        {**_query("status", {"type": "string", "enum": statuses}),
         "description": "pending (the default); decided: approved, rejected or stale; all"},
        {**_query("limit", {"type": "integer", "minimum": 0, "maximum": 200}),
         "description": "At most this many (default 50; 0: only the total)"},
        {**_query("after", {"type": "string", "minLength": 1, "maxLength": 400}),
         "description": "The next cursor of the previous page"},
        {**_query("order", {"type": "string", "enum": ["oldest", "newest"]}),
         "description": "oldest first (the default), or newest first: by when filed or, "
                        "once decided, when decided"}]


def _review_paths() -> dict[str, Any]:
    """The review side (`memdir.server.review_api`) and publishing."""
    statuses = ["pending", "approved", "rejected", "stale", "decided", "all"]
    change = {"name": "change_id", "in": "path", "required": True,
              "schema": {"type": "string", "pattern": "^[0-9A-Za-z_-]{1,80}$"}}
    return {
        "/v1/publish": {"post": {
            "summary": "Publish the project's memory for its visitors, or return to the "
                       "previous version (reviewer)",
            "requestBody": _body(_fields(rollback={"type": "boolean"}), required=False),
            "responses": {"200": _json(_fields(["version", "memories"])), **_ERRORS}}},
        "/v1/inbox": {"get": {
            "summary": "Proposals the write policy sent to a person (reviewer), a page at a "
                       "time (follow next_url until it is null)",
            "parameters": _inbox_parameters(statuses),
            "responses": {"200": _json(_inbox_page()), **_ERRORS}}},
        "/v1/inbox/{proposal_id}": {"get": {
            "summary": "One proposal (reviewer)", "parameters": [_PROPOSAL],
            "responses": {"200": _json(ref("Proposal")), **_MISSING}}},
        "/v1/inbox/{proposal_id}/approve": {"post": {
            "summary": "Apply a proposal as proposed or as edited, against the records it "
                       "was proposed on (409: one changed since; proposed again) (reviewer)",
            "parameters": [_PROPOSAL],
            "requestBody": _body(_fields(
                edit={"type": "string", "maxLength": 20000, "nullable": True,
                      "description": "The whole record's Markdown as edited."},
                name={"type": "string", "maxLength": 100}, description=TEXT, body=TEXT,
                type=_TYPE), required=False),
            "responses": {"200": _json(ref("Proposal")), **_RACED}}},
        "/v1/inbox/{proposal_id}/reject": {"post": {
            "summary": "Reject a proposal: nothing is written, the reason is kept (reviewer)",
            "parameters": [_PROPOSAL],
            "requestBody": _body(_fields(reason={"type": "string", "maxLength": 2000}),
                                 required=False),
            "responses": {"200": _json(ref("Proposal")), **_MISSING}}},
        "/v1/changes": {"get": {
            "summary": "Every change (extraction, consolidation, import, approval, undo), "
                       "newest first",
            "responses": {"200": _json(_fields(["changes"], changes={
                "type": "array", "items": ref("Change")})), **_ERRORS}}},
        "/v1/changes/{change_id}/undo": {"post": {
            "summary": "Revert one change's writes as a change of its own (409: a record it "
                       "touched changed since); an agent token's through the write policy",
            "parameters": [change],
            "responses": {"200": _json(ref("Change")), **_RACED}}},
        "/v1/tombstones": {"get": {
            "summary": "Records consolidation removed (restore brings one back)",
            "responses": {"200": _json(_fields(["tombstones"], tombstones={
                "type": "array", "items": ref("Tombstone")})), **_ERRORS}}},
        "/v1/policy": {"get": {
            "summary": "The project's write policy: per writer and type, auto, propose or "
                       "refuse",
            "responses": {"200": _json(ref("Policy")), **_ERRORS}}},
        "/v1/questions": {"get": {
            "summary": "Visitors' questions memory could not answer (reviewer)",
            "responses": {"200": _json(_fields(["serving", "questions"])), **_ERRORS}}},
    }


def openapi() -> dict[str, Any]:
    """The OpenAPI 3.0 document."""
    return {
        "openapi": "3.0.3",
        "info": {"title": "memdir", "version": __version__,
                 "description": "Memory for a team and a fleet of agents. Every request "
                                "carries a bearer token; the token decides the project "
                                "(no request can name another) and the role. Answers are "
                                "the memory service's results (the schemas below), the "
                                "same objects memdir's own client builds from them."},
        "paths": _paths(),
        "components": {"schemas": SCHEMAS,
                       "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
        "security": [{"bearer": []}],
    }


_PLACEHOLDER = re.compile(r"\\\{[a-z_]+\\\}")  # a path parameter, as re.escape writes it


@functools.cache
def _described() -> list[tuple[re.Pattern[str], str, frozenset[str], frozenset[str] | None]]:
    """(path pattern, method, query parameters, body fields or None) of each operation
    this document describes; None: its body is no object of listed fields."""
    out = []
    for template, item in openapi()["paths"].items():
        pattern = re.compile("^" + _PLACEHOLDER.sub("[^/]+", re.escape(template)) + "$")
        shared = [p["name"] for p in item.get("parameters", []) if p.get("in") == "query"]
        for method, operation in item.items():
            if method == "parameters":
                continue
            names = [p["name"] for p in operation.get("parameters", [])
                     if p.get("in") == "query"]
            schema = (operation.get("requestBody", {}).get("content", {})
                      .get("application/json", {}).get("schema", {}))
            fields = (frozenset(schema["properties"]) if "properties" in schema
                      and not schema.get("additionalProperties") else None)
            out.append((pattern, method.upper(), frozenset(shared + names), fields))
    return out


def _operation(path: str, method: str) -> tuple[frozenset[str], frozenset[str] | None] | None:
    for pattern, described, names, fields in _described():
        if described == method.upper() and pattern.match(path):
            return names, fields
    return None


def query_parameters(path: str, method: str) -> frozenset[str] | None:
    """The query parameters this document gives the operation ``method path`` (a request's
    path, names filled in); None when it describes no such operation."""
    found = _operation(path, method)
    return None if found is None else found[0]


def body_fields(path: str, method: str) -> frozenset[str] | None:
    """The fields of the JSON object this document gives as the body of ``method path``;
    None when it describes none (no such operation, or a body of another shape)."""
    found = _operation(path, method)
    return None if found is None else found[1]


__all__ = ["body_fields", "openapi", "query_parameters"]
