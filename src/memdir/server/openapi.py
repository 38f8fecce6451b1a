"""The OpenAPI description of the REST API (served at ``GET /openapi.json``).

Kept by hand, beside the handlers in `memdir.server.api`: it is short, and a test checks
that it is a valid OpenAPI 3.0 document and that every route is described (and the fuzz
test drives the API from it), so it cannot drift from the code unnoticed.
"""

from __future__ import annotations

from typing import Any

from memdir import __version__
from memdir.foundation.record import MEMORY_TYPES

_ROLES = ["visitor", "agent", "reviewer", "admin"]


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema: dict[str, Any], description: str = "OK") -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _body(schema: dict[str, Any], required: bool = True) -> dict[str, Any]:
    return {"required": required, "content": {"application/json": {"schema": schema}}}


_ERR = _json(_ref("Error"), "One sentence saying what was wrong")
_ERRORS = {"400": _ERR, "401": _ERR, "403": _ERR,
           "503": _json(_ref("Error"), "The store's database does not answer now: the same "
                        "request may succeed after Retry-After seconds")}
_NAME = {"name": "name", "in": "path", "required": True,
         "description": "The record's name, as list and search return it.",
         "schema": {"type": "string", "minLength": 1, "maxLength": 100,
                    "pattern": "^[a-z0-9][a-z0-9_-]*$"}}
_PROPOSAL = {"name": "proposal_id", "in": "path", "required": True,
             "description": "The proposal's id, as GET /v1/inbox lists it.",
             "schema": {"type": "string", "pattern": "^p[0-9a-f]{4,40}$"}}
_TEXT = {"type": "string", "maxLength": 20000}
_OPT_TEXT = {"type": "string", "maxLength": 20000, "nullable": True}
_SESSION = {"type": "string", "maxLength": 200,
            "description": "The visitor's session (visitor tokens: required)"}

_SCHEMAS: dict[str, Any] = {
    "Error": {"type": "object", "required": ["error"],
              "properties": {"error": {"type": "string"}}},
    "Summary": {"type": "object", "required": ["name", "type", "description"],
                "properties": {"name": {"type": "string"}, "scope": {"type": "string"},
                               "type": {"type": "string"},
                               "description": {"type": "string"},
                               "updated": {"type": "string", "nullable": True}}},
    "Record": {"type": "object", "required": ["name", "type", "description", "body", "hash"],
               "properties": {"name": {"type": "string"}, "scope": {"type": "string"},
                              "type": {"type": "string"},
                              "description": {"type": "string"},
                              "body": {"type": "string"},
                              "created": {"type": "string", "nullable": True},
                              "updated": {"type": "string", "nullable": True},
                              "source": {"type": "object", "nullable": True},
                              "hash": {"type": "string"},
                              "score": {"type": "number", "nullable": True}}},
    "WriteAnswer": {"type": "object", "required": ["saved", "action", "reason"],
                    "properties": {"saved": {"type": "boolean"},
                                   "action": {"type": "string",
                                              "enum": ["created", "updated", "refused",
                                                       "unchanged", "proposed"]},
                                   "proposal": {"type": "string"},
                                   "name": {"type": "string"},
                                   "scope": {"type": "string", "nullable": True},
                                   "reason": {"type": "string"},
                                   "hash": {"type": "string"},
                                   "origin": {"type": "string", "enum": ["user", "model"]}}},
    "Grant": {"type": "object", "required": ["id", "project", "role"],
              "properties": {"id": {"type": "string"}, "project": {"type": "string"},
                             "role": {"type": "string", "enum": _ROLES},
                             "created": {"type": "string"}, "note": {"type": "string"},
                             "token": {"type": "string"},
                             "revoked": {"type": "boolean"}}},
    "Proposal": {"type": "object", "required": ["id", "kind", "status", "ops"],
                 "properties": {"id": {"type": "string"}, "kind": {"type": "string"},
                                "scope": {"type": "string"},
                                "status": {"type": "string",
                                           "enum": ["pending", "approved", "rejected"]},
                                "writer": {"type": "string"},
                                "origin": {"type": "string"},
                                "reason": {"type": "string"},
                                "ops": {"type": "array", "items": {"type": "object"}},
                                "source": {"type": "object"},
                                "candidate": {"type": "object", "nullable": True},
                                "created": {"type": "string"},
                                "decided": {"type": "string", "nullable": True},
                                "note": {"type": "string"},
                                "change": {"type": "string", "nullable": True}}},
    "Candidate": {"type": "object", "required": ["name", "description", "type"],
                  "properties": {"name": {"type": "string", "maxLength": 100},
                                 "description": _TEXT,
                                 "type": {"type": "string", "enum": list(MEMORY_TYPES)},
                                 "body": _TEXT, "quote": _TEXT,
                                 "lifetime": {"type": "string",
                                              "enum": ["persistent", "current_task"]},
                                 "updates": {"type": "string", "maxLength": 100},
                                 "message": {"type": "integer", "minimum": 0}}},
}


def _paths() -> dict[str, Any]:
    records = {"type": "object", "required": ["total", "records", "not_shown", "next",
                                              "next_url"],
               "properties": {"total": {"type": "integer"}, "not_shown": {"type": "integer"},
                              "records": {"type": "array", "items": _ref("Summary")},
                              "next": {"type": "string", "nullable": True,
                                       "description": "The cursor of the next page (pass "
                                       "it as after); null on the last page"},
                              "next_url": {"type": "string", "nullable": True,
                                           "description": "The request of the next page; "
                                           "null on the last page"}}}
    found = {"type": "object", "required": ["query", "method", "results"],
             "properties": {"query": {"type": "string"}, "method": {"type": "string"},
                            "note": {"type": "string"},
                            "catalog": {"type": "string"},
                            "results": {"type": "array", "items": _ref("Record")}}}
    limit = {"name": "limit", "in": "query", "required": False,
             "schema": {"type": "integer", "minimum": 1, "maximum": 20}}
    return {
        "/healthz": {"get": {"summary": "Whether the server is up", "security": [],
                             "responses": {"200": _json({"type": "object"})}}},
        "/v1/whoami": {"get": {
            "summary": "The project and role of this token",
            "responses": {"200": _json(_ref("Grant")), **_ERRORS}}},
        "/v1/memories": {
            "get": {"summary": "List records, most recently updated first, a page at a "
                               "time (follow next_url until it is null)",
                    "parameters": [
                        {"name": "type", "in": "query", "required": False,
                         "schema": {"type": "string", "enum": list(MEMORY_TYPES)}},
                        {"name": "limit", "in": "query", "required": False,
                         "schema": {"type": "integer", "minimum": 1, "maximum": 500}},
                        {"name": "after", "in": "query", "required": False,
                         "description": "The next cursor of the previous page: the "
                         "records after it, in the same order",
                         "schema": {"type": "string", "minLength": 1, "maxLength": 2000}}],
                    "responses": {"200": _json(records), **_ERRORS}},
            "post": {"summary": "Save a memory through the admission policy (a refusal is "
                                "an answer: saved is false and reason says why)",
                     "requestBody": _body({
                         "type": "object", "required": ["description", "type"],
                         "properties": {"description": _TEXT,
                                        "type": {"type": "string",
                                                 "enum": list(MEMORY_TYPES)},
                                        "body": _TEXT, "quote": _TEXT,
                                        "name": {"type": "string", "maxLength": 100,
                                                 "nullable": True},
                                        "origin": {"type": "string",
                                                   "enum": ["user", "model"],
                                                   "description": "user: a person's "
                                                   "own write, believed from a reviewer "
                                                   "or admin token only"}}}),
                     "responses": {"200": _json(_ref("WriteAnswer")), **_ERRORS,
                                   "409": _ERR}}},
        "/v1/memories/{name}": {
            "parameters": [_NAME],
            "get": {"summary": "One record in full, with the hash updates need",
                    "responses": {"200": _json(_ref("Record")), **_ERRORS, "404": _ERR}},
            "patch": {"summary": "Change a record read with GET; refused (409) if it "
                                 "changed since",
                      "requestBody": _body({
                          "type": "object", "required": ["hash"],
                          "properties": {"hash": {"type": "string", "maxLength": 100},
                                         "description": _OPT_TEXT, "body": _OPT_TEXT,
                                         "type": {"type": "string", "nullable": True,
                                                  "enum": [*MEMORY_TYPES, None]}}}),
                      "responses": {"200": _json(_ref("WriteAnswer")), **_ERRORS,
                                    "404": _ERR, "409": _ERR}},
            "delete": {"summary": "Delete a record (it stays in the history)",
                       "parameters": [{"name": "hash", "in": "query", "required": False,
                                       "schema": {"type": "string", "maxLength": 100}}],
                       "responses": {"200": _json({"type": "object",
                                                   "required": ["deleted", "name"]}),
                                     **_ERRORS, "404": _ERR, "409": _ERR}}},
        "/v1/memories/{name}/history": {
            "parameters": [_NAME],
            "get": {"summary": "Every change of a record, oldest first",
                    "responses": {"200": _json({"type": "object",
                                                "required": ["name", "entries"]}),
                                  **_ERRORS, "404": _ERR}}},
        "/v1/memories/{name}/restore": {
            "parameters": [_NAME],
            "post": {"summary": "Bring back a version from the history (default: the "
                                "latest before the last change)",
                     "requestBody": _body({"type": "object", "properties": {
                         "version": {"type": "integer", "minimum": 1,
                                     "maximum": 1000000}}}, required=False),
                     "responses": {"200": _json(_ref("Record")), **_ERRORS, "404": _ERR,
                                   "409": _ERR}}},
        "/v1/search": {"get": {
            "summary": "Records relevant to a query (the offline ranker, with its cut)",
            "parameters": [{"name": "q", "in": "query", "required": True,
                            "schema": {"type": "string", "minLength": 1,
                                       "maxLength": 2000}}, limit],
            "responses": {"200": _json(found), **_ERRORS}}},
        "/v1/recall": {"post": {
            "summary": "What a turn's prompt injects for a query, records in full, and "
                       "the catalog",
            "description": "With a visitor token: from the published version, as the "
                           "visitor's session (required), its notes beside the records",
            "requestBody": _body({"type": "object", "required": ["query"],
                                  "properties": {"query": {"type": "string",
                                                           "maxLength": 20000},
                                                 "limit": {"type": "integer", "minimum": 1,
                                                           "maximum": 20},
                                                 "catalog_chars": {"type": "integer",
                                                                   "minimum": 200,
                                                                   "maximum": 100000},
                                                 "session": _SESSION}}),
            "responses": {"200": _json(found), **_ERRORS}}},
        "/v1/catalog": {"get": {
            "summary": "The capped catalog a model is shown",
            "parameters": [{"name": "chars", "in": "query", "required": False,
                            "schema": {"type": "integer", "minimum": 0,
                                       "maximum": 100000}}],
            "responses": {"200": _json({"type": "object", "required": ["catalog"],
                                        "properties": {"catalog": {"type": "string"}}}),
                          **_ERRORS}}},
        "/v1/admit": {"post": {
            "summary": "Admission of candidates the client extracted with its own model",
            "description": "With a visitor token: the visitor's facts about themselves "
                           "become notes of the session (required), the rest redacted "
                           "proposals; nothing is written; messages is the turn, logged "
                           "redacted for the reviewer",
            "requestBody": _body({"type": "object", "required": ["candidates"],
                                  "properties": {
                                      "session": {"type": "string", "maxLength": 200},
                                      "candidates": {"type": "array", "maxItems": 50,
                                                     "items": _ref("Candidate")},
                                      "messages": {"type": "array", "maxItems": 20,
                                                   "items": {"type": "object",
                                                             "required": ["role",
                                                                          "content"],
                                                             "properties": {
                                                                 "role": {"type": "string",
                                                                          "enum": [
                                                                              "user",
                                                                              "assistant"]},
                                                                 "content": _TEXT}}}}}),
            "responses": {"200": _json({"type": "object", "required": ["decisions"]}),
                          **_ERRORS}}},
        "/v1/sessions/{session}/end": {"post": {
            "summary": "A visitor's session ended: its notes are deleted",
            "parameters": [{"name": "session", "in": "path", "required": True,
                            "schema": {"type": "string",
                                       "pattern": "^[A-Za-z0-9_-]{1,64}$"}}],
            "responses": {"200": _json({"type": "object",
                                        "required": ["session", "notes_deleted"]}),
                          **_ERRORS}}},
        "/v1/publish": {"post": {
            "summary": "Publish the project's memory for its visitors, or return to the "
                       "previous version (reviewer)",
            "requestBody": _body({"type": "object", "properties": {
                "rollback": {"type": "boolean"}}}, required=False),
            "responses": {"200": _json({"type": "object",
                                        "required": ["version", "memories"]}),
                          **_ERRORS}}},
        "/v1/inbox": {"get": {
            "summary": "Proposals the write policy sent to a person (reviewer)",
            "parameters": [{"name": "status", "in": "query", "required": False,
                            "schema": {"type": "string",
                                       "enum": ["pending", "approved", "rejected", "all"]}}],
            "responses": {"200": _json({"type": "object", "required": ["proposals"],
                                        "properties": {"proposals": {
                                            "type": "array", "items": _ref("Proposal")}}}),
                          **_ERRORS}}},
        "/v1/inbox/{proposal_id}/approve": {"post": {
            "summary": "Write a proposal through admission, as proposed or as edited "
                       "(reviewer)",
            "parameters": [_PROPOSAL],
            "requestBody": _body({"type": "object", "properties": {
                "edit": {"type": "string", "maxLength": 20000,
                         "description": "The whole record's Markdown as edited."},
                "name": {"type": "string", "maxLength": 100},
                "description": _TEXT, "body": _TEXT,
                "type": {"type": "string", "enum": list(MEMORY_TYPES)}}}, required=False),
            "responses": {"200": _json(_ref("Proposal")), **_ERRORS, "404": _ERR}}},
        "/v1/inbox/{proposal_id}/reject": {"post": {
            "summary": "Reject a proposal: nothing is written, the reason is kept (reviewer)",
            "parameters": [_PROPOSAL],
            "requestBody": _body({"type": "object", "properties": {
                "reason": {"type": "string", "maxLength": 2000}}}, required=False),
            "responses": {"200": _json(_ref("Proposal")), **_ERRORS, "404": _ERR}}},
        "/v1/tokens": {
            "get": {"summary": "This project's tokens (admin)",
                    "responses": {"200": _json({"type": "object", "required": ["tokens"]}),
                                  **_ERRORS}},
            "post": {"summary": "A new token for this project, shown once (admin)",
                     "requestBody": _body({"type": "object", "required": ["role"],
                                           "properties": {
                                               "role": {"type": "string", "enum": _ROLES},
                                               "note": {"type": "string",
                                                        "maxLength": 200}}}),
                     "responses": {"200": _json(_ref("Grant")), **_ERRORS}}},
        "/v1/tokens/{token_id}": {"delete": {
            "summary": "Revoke a token of this project (admin)",
            "parameters": [{"name": "token_id", "in": "path", "required": True,
                            "schema": {"type": "string", "pattern": "^[0-9a-f]{8}$"}}],
            "responses": {"200": _json(_ref("Grant")), **_ERRORS, "404": _ERR}}},
    }


def openapi() -> dict[str, Any]:
    """The OpenAPI 3.0 document."""
    return {
        "openapi": "3.0.3",
        "info": {"title": "memdir", "version": __version__,
                 "description": "Memory for a team and a fleet of agents. Every request "
                                "carries a bearer token; the token decides the project "
                                "(no request can name another) and the role."},
        "paths": _paths(),
        "components": {"schemas": _SCHEMAS,
                       "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
        "security": [{"bearer": []}],
    }


__all__ = ["openapi"]
