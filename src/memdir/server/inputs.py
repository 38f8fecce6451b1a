"""What a request to `memdir serve` may carry, each part checked: the JSON body (bounded
before it is read), its fields, query parameters, a record name in the path, and the
candidates of an admission. Anything else is one `BadInput` sentence, answered 400.
Shared by the agents' API (`server.api`) and the visitors' (`server.public_api`).
"""

from __future__ import annotations

import sys
from typing import Any

from starlette.requests import Request

from memdir.foundation.candidate import KEPT_QUOTE_CHARS, Candidate
from memdir.foundation.errors import BadInput, GivenTwice, InvalidNameError, quoted
from memdir.foundation.finite import unspelled
from memdir.foundation.past_names import history_name
from memdir.foundation.record import validate_name
from memdir.service.write_policy import ASKED_WRITERS

SCOPES = ("project", "user")
WRITERS = ASKED_WRITERS  # the writers a request may narrow itself to
# Frontmatter keys a request's ``extra`` may not set: the record's own fields, which the
# pipeline decides (an agent must not write ``origin: user`` through them).
RESERVED = frozenset({"name", "description", "type", "created", "updated", "source",
                      "supersedes", "origin"})
MAX_BODY = 1_000_000  # bytes of one JSON request; a record is a few kilobytes
MAX_DEPTH = 32  # objects and lists within each other in a request; a record's extra is a few
_TOO_DEEP = f"The request body nests objects and lists more than {MAX_DEPTH} deep."
MAX_CANDIDATES = 50  # per admission request: one turn's extraction is a handful
# A candidate for this task only is refused by the policy: the client says which it is.
LIFETIMES = ("persistent", "current_task")


async def _json(request: Request, *, empty_ok: bool = False) -> dict[str, Any]:
    # Refused before reading when the client says it is too large: a body is read into
    # memory whole, and a token holder must not be able to make the server hold gigabytes.
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise BadInput(f"The request body is larger than {MAX_BODY} bytes.")
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise BadInput(f"The request body is larger than {MAX_BODY} bytes.")
    if not raw.strip() and empty_ok:
        return {}
    from memdir.foundation import json_text

    try:
        # NaN and Infinity are no JSON: Python's parser takes them, and a record's extra
        # field holding one could be written but never answered again.
        body = json_text.loads(raw, parse_constant=_not_json,
                               object_pairs_hook=json_text.once)
    except GivenTwice as exc:
        raise BadInput(f"The request body gives the key {quoted(exc.args[0])} twice."
                       ) from exc
    except ValueError as exc:  # not JSON (or not UTF-8), or "[[[[..." a million deep
        too_deep = getattr(exc, "msg", "") == json_text.TOO_DEEP
        if "integer string conversion" in str(exc):  # JSON, but past Python's int()
            raise BadInput(f"The request body holds a number of more than "
                           f"{sys.get_int_max_str_digits():,} digits.") from exc
        raise BadInput(_TOO_DEEP if too_deep else "The request body is not valid JSON."
                       ) from exc
    if not isinstance(body, dict):
        raise BadInput("The request body must be a JSON object.")
    if _depth(body) > MAX_DEPTH:
        raise BadInput(_TOO_DEEP)
    _described_body(request, body)
    body = unspelled(body)  # a NaN or an infinity as `memdir.foundation.finite` says it
    if not isinstance(body, dict):
        raise BadInput("The request body must be a JSON object.")
    return body


def _not_json(word: str) -> Any:
    raise ValueError(f"{word} is not a JSON number")


def _depth(value: Any) -> int:
    """How deep JSON ``value`` nests (a scalar: 0), counted without recursion, past
    `MAX_DEPTH` no further: every later step (the frontmatter, the history, an answer)
    walks it recursively, and would fail on a body the parser took."""
    deepest, level = 0, [(value, 0)]
    while level:
        item, depth = level.pop()
        if isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                return depth + 1
            deepest = max(deepest, depth + 1)
            level += [(v, depth + 1) for v in (item.values() if isinstance(item, dict)
                                               else item)]
    return deepest


def described_query(request: Request) -> None:
    """Refuse a query parameter the operation does not take: one the server would not
    read leaves the request meaning something else than the client thinks (DELETE with a
    misspelt ``?hsh=`` deleted without the check the client asked for).

    Raises:
        BadInput: the first parameter the OpenAPI description does not give the
            operation, or the first given twice.
    """
    from memdir.server.openapi import query_parameters

    seen: set[str] = set()
    for key, _ in request.query_params.multi_items():
        if key in seen:
            # The server read the last ('?limit=1&limit=500' listed 500), a proxy or a
            # cache in front may read the first; as a body's key given twice, refused.
            raise BadInput(f"The query parameter {quoted(key)} is given twice.")
        seen.add(key)
    taken = query_parameters(request.url.path, request.method)
    unknown = sorted(set(request.query_params) - taken) if taken is not None else []
    if unknown:
        raise BadInput(f"Unknown query parameter {quoted(unknown[0])}; "
                       + (f"this request takes {', '.join(sorted(taken or ()))}."
                          if taken else "this request takes none."))


def _described_body(request: Request, body: dict[str, Any]) -> None:
    """Refuse a field of the body the operation does not take: the server dropped it, so
    a misspelt ``scop`` sent a save to the other store and the answer said nothing."""
    from memdir.server.openapi import body_fields

    taken = body_fields(request.url.path, request.method)
    unknown = sorted(set(body) - taken) if taken is not None else []
    if unknown:
        raise BadInput(f"Unknown field {quoted(unknown[0])} in the request body; this "
                       f"request takes {', '.join(sorted(taken or ()))}.")


def _text(body: dict[str, Any], key: str, *, required: bool = False) -> str | None:
    value = body.get(key)
    if value is None:
        if required:
            raise BadInput(f"'{key}' is required.")
        return None
    if not isinstance(value, str):
        raise BadInput(f"'{key}' must be a string.")
    if "\x00" in value:
        raise BadInput(f"'{key}' contains a NUL byte.")
    return value


ANY_HASH = "*"  # a DELETE's ``hash`` for "whatever the record is now" (a body's null)


def _expected(body: dict[str, Any], *, absent: bool = False) -> str | None:
    """A write's ``hash``: the one the record had when the client read it, or null for
    whatever it is now. Required, said either way: a client that leaves it out would
    write over an edit it never saw (`memdir.service.writes.pipeline`). ``absent``:
    ``"absent"`` expects no record there (a restore of a deleted one)."""
    if "hash" not in body:
        held = '"absent": none, ' if absent else ""
        raise BadInput("'hash' is required: the hash the record had when you read it "
                       f"({held}null: whatever it is now).")
    return _text(body, "hash")


def _query_expected(request: Request) -> str | None:
    """A DELETE's ``hash`` query parameter (`_expected`): ``*`` for whatever it is now."""
    value = (_query_raw(request, "hash") or "").strip()
    if not value:
        raise BadInput("'hash' is required: the hash the record had when you read it "
                       f"({ANY_HASH}: whatever it is now).")
    return None if value == ANY_HASH else value


def _choice(body: dict[str, Any], key: str, allowed: tuple[str, ...], *,
            required: bool = False, folded: bool = False) -> str | None:
    """One of ``allowed``, as given: a scope, an origin or a role is taken exactly, as
    the local library takes it ("Project" is refused on both). ``folded``: a candidate's
    field admission reads case-insensitively and stripped (its lifetime, its type)."""
    value = _text(body, key, required=required)
    if value is not None and folded:
        value = value.strip().lower()
    if value is not None and value not in allowed:
        raise BadInput(f"'{key}' must be one of {', '.join(allowed)}.")
    return value


def _int(body: dict[str, Any], key: str, default: int | None, low: int,
         high: int) -> int | None:
    value = body.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadInput(f"'{key}' must be a whole number from {low} to {high}.")
    return value


def _bool(body: dict[str, Any], key: str) -> bool:
    value = body.get(key, False)
    if not isinstance(value, bool):
        raise BadInput(f"'{key}' must be true or false.")
    return value


def _extra(body: dict[str, Any]) -> dict[str, Any]:
    """The ``extra`` frontmatter fields of a request (none of the record's own)."""
    value = body.get("extra") or {}
    if not isinstance(value, dict) or set(value) & RESERVED:
        raise BadInput("'extra' must be an object of frontmatter fields other than "
                       f"{', '.join(sorted(RESERVED))}.")
    return value


def _query_raw(request: Request, key: str) -> str | None:
    """A query parameter as given (None when absent), for the service to judge."""
    value = request.query_params.get(key)
    if value is not None and "\x00" in value:
        raise BadInput(f"'{key}' contains a NUL byte.")
    return value


def _type(body: dict[str, Any], *, required: bool = False) -> str | None:
    """A record's type as a request gives it: the service refuses one it does not know
    (the write refused, in the service's words), as it refuses the local library's."""
    value = _text(body, "type", required=required)
    return None if value is None else value.strip().lower()


def _query_int(request: Request, key: str, default: int, low: int, high: int) -> int:
    value = request.query_params.get(key)
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        number = low - 1
    if not low <= number <= high:
        raise BadInput(f"The query parameter '{key}' must be a whole number from {low} "
                       f"to {high}.")
    return number


def _query_choice(request: Request, key: str, allowed: tuple[str, ...]) -> str | None:
    value = request.query_params.get(key)
    if value is not None and value not in allowed:
        raise BadInput(f"The query parameter '{key}' must be one of {', '.join(allowed)}.")
    return value


def _name(request: Request, *, past: bool = False) -> str:
    """The record name of the path; ``past``: any name a history may hold (`past_names`),
    for reading a history and restoring from it."""
    name = request.path_params["name"]
    try:
        return history_name(name) if past else validate_name(name)
    except InvalidNameError:
        raise
    except Exception as exc:  # a lone surrogate and the like: not a name
        raise BadInput("The record name is not valid text.") from exc


def _candidates(body: dict[str, Any]) -> list[tuple[Candidate, dict[str, Any]]]:
    """The candidates of an admission request (a visitor's or an agent's), each checked."""
    raw = body.get("candidates")
    if not isinstance(raw, list) or len(raw) > MAX_CANDIDATES:
        raise BadInput(f"'candidates' must be a list of at most {MAX_CANDIDATES} candidates.")
    return [_candidate(item) for item in raw]


def _candidate(item: Any) -> tuple[Candidate, dict[str, Any]]:
    if not isinstance(item, dict):
        raise BadInput("Each candidate must be a JSON object.")
    name = _text(item, "name", required=True) or ""
    lifetime = _choice(item, "lifetime", LIFETIMES, folded=True) or "persistent"
    cand = Candidate(name=name, description=_text(item, "description", required=True) or "",
                     type=(_text(item, "type", required=True) or "").strip().lower(),
                     body=_text(item, "body") or "", quote=_text(item, "quote") or "",
                     updates=_text(item, "updates") or "", lifetime=lifetime)
    source: dict[str, Any] = {"quote": cand.quote[:KEPT_QUOTE_CHARS]}
    message = item.get("message")
    if isinstance(message, int) and not isinstance(message, bool) and message >= 0:
        source["message"] = message
    return cand, source
