"""A tool call's arguments checked strictly against the tool's declared JSON schema.

The SDK validates arguments with pydantic in its lax mode, which converts: ``"limit":
"3"`` became 3, ``"include_decided": "false"`` became False and ``"limit": true`` became
1, while the schema the client was given says an integer and a boolean. A client that
sends the wrong type has misread the tool, and what it meant is not for the server to
guess: each such argument is refused, in one sentence, before the tool runs.

Only the part of JSON Schema the tools' schemas use is read (``type``, ``anyOf``,
``items``, ``required``, ``minimum``, ``maximum``). A value of the right type outside an
``enum`` (a scope 'galaxy', a type 'opinion') is left to the service, whose sentence
names the values it takes.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import quoted

_TYPES = {"string": "a string", "integer": "an integer", "number": "a number",
          "boolean": "a boolean", "array": "a list", "object": "an object",
          "null": "null"}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _fits_type(value: Any, wanted: str) -> bool:
    kind = _json_type(value)
    if wanted == "integer" and kind == "number":
        return bool(value == value and abs(value) != float("inf") and value.is_integer())
    return kind == wanted or (wanted == "number" and kind == "integer")


def _number(value: float) -> str:
    shown = f"{value:,}" if isinstance(value, int) else f"{value:g}"
    return shown if len(shown) <= 24 else f"{float(value):.3g}"


def complaint(value: Any, schema: dict[str, Any]) -> str | None:
    """Why ``value`` does not fit ``schema`` (a phrase: "must be an integer, not a
    string"), or None when it fits."""
    options = schema.get("anyOf")
    if isinstance(options, list) and options:
        said = [complaint(value, option) for option in options if isinstance(option, dict)]
        if None not in said:
            for option, why in zip(options, said, strict=True):
                if isinstance(option, dict) and option.get("type") == _json_type(value):
                    return why  # a list whose item is wrong: that item, not "a list or null"
            return said[0] if len(said) == 1 else (
                "must be " + " or ".join(_TYPES.get(str(o.get("type")), str(o.get("type")))
                                          for o in options if isinstance(o, dict))
                + f", not {_TYPES[_json_type(value)]}")
    wanted = schema.get("type")
    if isinstance(wanted, str) and not _fits_type(value, wanted):
        return f"must be {_TYPES.get(wanted, wanted)}, not {_TYPES[_json_type(value)]}"
    low, high = schema.get("minimum"), schema.get("maximum")
    if isinstance(value, int | float) and not isinstance(value, bool) and (
            (isinstance(low, int | float) and value < low)
            or (isinstance(high, int | float) and value > high)):
        # The service took -7 as 1 and 10,000 as 20 without a word, where the REST API
        # refuses a limit outside its range: the schema says the range.
        bounds = (f"from {low} to {high}" if low is not None and high is not None
                  else f"at least {low}" if low is not None else f"at most {high}")
        return f"must be {bounds}, not {_number(value)}"
    items = schema.get("items")
    if isinstance(items, dict) and isinstance(value, list):
        for n, item in enumerate(value):
            wrong = complaint(item, items)
            if wrong is not None:
                return f"item {n + 1} {wrong}"
    return None


def refusal(tool: str, arguments: dict[str, Any], schema: dict[str, Any]) -> str | None:
    """The one sentence refusing ``arguments`` for ``tool``, or None when every argument
    fits the tool's schema (arguments the schema does not name are the caller's to
    refuse: `memdir.integrations.mcp_server` names them with the ones the tool takes)."""
    properties = schema.get("properties") or {}
    for name in schema.get("required") or ():
        if name not in arguments:
            return f"Missing argument {quoted(name)} for {tool}."
    for name, value in arguments.items():
        declared = properties.get(name)
        said = complaint(value, declared) if isinstance(declared, dict) else None
        if said is not None:
            return f"Invalid argument {quoted(name)} for {tool}: {said}."
    return None


__all__ = ["complaint", "refusal"]
