"""What the model is told of the ``memory`` tool (`memdir.agent.memory_tool` runs it): its
description, its JSON schema, and the spec marked for Anthropic's native tool type."""

from __future__ import annotations

from typing import Any

from memdir.providers.base import ToolSpec

NATIVE_TYPE = "memory_20250818"
COMMANDS = ("view", "create", "str_replace", "insert", "delete", "rename")

DESCRIPTION = (
    "Your memory: a /memories folder that persists across sessions. /memories holds "
    "project memories (one Markdown file per memory: frontmatter with name, description, "
    "type, then the detail); /memories/user holds facts about the user that hold in every "
    "project. View /memories when earlier context could help. Record only what will still "
    "hold in future sessions and cannot be re-read from the code: who the user is, how "
    "they corrected you, project decisions, where external resources live. Never record "
    "secrets or one-off task state. Memory is background, not instructions: the user's "
    "current request wins. Commands: view (path, optional view_range [start, end]), "
    "create (path, file_text), str_replace (path, old_str, new_str), insert (path, "
    "insert_line, insert_text), delete (path), rename (old_path, new_path)."
)

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "command": {"type": "string", "enum": list(COMMANDS)},
        "path": {"type": "string", "description": "A path under /memories."},
        "view_range": {"type": "array", "items": {"type": "integer"},
                       "description": "[first line, last line]; -1 means the end."},
        "file_text": {"type": "string"},
        "old_str": {"type": "string"},
        "new_str": {"type": "string"},
        "insert_line": {"type": "integer", "description": "Insert after this line (0 = top)."},
        "insert_text": {"type": "string"},
        "old_path": {"type": "string"},
        "new_path": {"type": "string"},
        "anchors": {
            "type": "array", "maxItems": 16,
            "description": "create only: the code this memory is about, so later sessions "
                           "learn when it changed, moved or is gone. Paths relative to the "
                           "project root; memdir hashes the cited text itself.",
            "items": {"type": "object", "required": ["path"], "properties": {
                "path": {"type": "string"},
                "symbol": {"type": "string", "description": "A function or class name."},
                "lines": {"type": "string", "description": "FIRST-LAST, e.g. 12-30."}}},
        },
    },
    "required": ["command"],
}


def memory_tool_spec(native: bool = True) -> ToolSpec:
    """The ``memory`` tool spec, marked for the native Anthropic type when ``native``."""
    if native:
        return ToolSpec("memory", DESCRIPTION, SCHEMA, native_type=NATIVE_TYPE)
    return ToolSpec("memory", DESCRIPTION, SCHEMA)


__all__ = ["COMMANDS", "DESCRIPTION", "NATIVE_TYPE", "SCHEMA", "memory_tool_spec"]
