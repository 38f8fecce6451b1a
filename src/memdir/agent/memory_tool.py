"""The ``memory`` tool: Anthropic's memory-tool command set over memdir's stores (pull mode).

In pull mode the model reads and writes memory itself, through one tool with the command
set of Anthropic's memory tool (``memory_20250818``): ``view``, ``create``,
``str_replace``, ``insert``, ``delete``, ``rename`` over a virtual ``/memories`` folder.
The folder is a view of the stores, not a real directory:

=============================  ==================================================
``/memories``                  the project store: its catalog (file, size,
                               description), plus ``user/``
``/memories/<name>.md``        one project record, as its file text (frontmatter
                               and body)
``/memories/user``             the user store (facts about the user, every project)
``/memories/user/<name>.md``   one user record
=============================  ==================================================

A record of type ``user`` is a fact about the person: whichever folder the model names,
a write leaves it in ``/memories/user``, never in the project store a team may commit
(`memdir.agent.user_facts`); the answer says where it went.

Every write goes the same way as extraction's: the record name passes `validate_name`
(no separators, no dot names, never the index file), and the change goes through
`Memory`'s write funnel (`memdir.service.writes`): the admission policy (secrets, temporary
markers, duplicates, a correction updating the record it is about) and the store
(atomic, locked, recorded in the history log, so ``memdir log``/``memdir restore`` can
undo anything the model did). Text without frontmatter is
accepted: its first line becomes the description.
Text that a tool returned in the same turn (a file, a command's output, a web page) and
the user did not say is refused: the model was told it, the user was not
(`memdir.agent.provenance`).

Model input is hostile: a path that leaves ``/memories`` (``/memories/../x``, ``/etc``,
``..`` or ``.`` segments, backslashes, NUL), a sub-folder other than ``user/``, a name
that is not ``<name>.md``, or ``MEMORY.md`` in any case is refused with an error string
returned to the model. No command ever raises.

On Anthropic the tool can be sent as the native tool type (the model is trained on it);
`memory_tool_spec` marks the spec with ``native_type`` for the adapter. Elsewhere the
same name and JSON schema are offered as a plain function tool.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memdir.agent.memory_tool_spec import (
    COMMANDS,
    DESCRIPTION,
    NATIVE_TYPE,
    SCHEMA,
    memory_tool_spec,
)
from memdir.agent.provenance import TurnSources
from memdir.agent.tools import ToolOutput
from memdir.agent.user_facts import MOVED, scope_for
from memdir.foundation.anchor import Anchor
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import MemdirError, ToolError, quoted, shortened
from memdir.foundation.plural import plural
from memdir.foundation.record import INDEX_FILE, Record, name_key, parse_record, validate_name
from memdir.pipeline.citations import anchors_from_args
from memdir.service.actors import Actor
from memdir.service.results import Found
from memdir.store.base import Store

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

ROOT = "/memories"
USER_DIR = "user"
MAX_FILE_CHARS = 20_000
MAX_LISTED = 300
LINE_WIDTH = 6
# What an error may echo of the model's own input, and the most an error says in all: a
# megabyte-long path was sent back whole, and the model's next request carried it again.
SHOWN_CHARS = 80
MAX_ERROR_CHARS = 2_000


@dataclass(frozen=True)
class Target:
    """A parsed /memories path: which store, and which file (None for the folder)."""

    scope: str  # "project" or "user"
    file: str | None

    @property
    def name(self) -> str:
        assert self.file is not None
        return self.file[:-3]

    def shown(self) -> str:
        folder = ROOT if self.scope == "project" else f"{ROOT}/{USER_DIR}"
        return f"{folder}/{self.file}" if self.file else folder


def parse_path(path: Any) -> Target:
    """Map a model-supplied path onto a store and record file.

    Raises:
        ToolError: the path escapes /memories or names nothing that can exist.
    """
    if not isinstance(path, str) or not path:
        raise ToolError("A path under /memories is required.")
    if "\x00" in path or "\\" in path:
        raise ToolError(f"Invalid path {quoted(path, SHOWN_CHARS)}: NUL bytes and "
                        "backslashes are not allowed.")
    if path != ROOT and not path.startswith(ROOT + "/"):
        raise ToolError(f"Paths must be under {ROOT} (got {quoted(path, SHOWN_CHARS)}).")
    parts = [p for p in path[len(ROOT):].split("/") if p]
    if any(p in (".", "..") for p in parts):
        raise ToolError(f"Invalid path {quoted(path, SHOWN_CHARS)}: '.' and '..' segments "
                        "are not allowed.")
    if any(p.casefold() == INDEX_FILE.casefold() for p in parts):
        raise ToolError(f"{INDEX_FILE} is the index memdir rebuilds from the memory files; "
                        "it cannot be read or written here. View /memories instead.")
    scope = "project"
    if parts and parts[0] == USER_DIR:
        scope, parts = "user", parts[1:]
    if not parts:
        return Target(scope, None)
    if len(parts) > 1:
        raise ToolError(f"Invalid path {quoted(path, SHOWN_CHARS)}: there are no "
                        f"sub-folders besides {ROOT}/{USER_DIR}; use {ROOT}/<name>.md.")
    file = parts[0]
    if not file.lower().endswith(".md") or len(file) <= 3:
        raise ToolError(f"Invalid path {quoted(path, SHOWN_CHARS)}: memory files are "
                        f"Markdown, named {ROOT}/<name>.md.")
    try:
        validate_name(file[:-3])
    except MemdirError as exc:
        raise ToolError(str(exc)) from exc
    return Target(scope, file)


def _error(text: str) -> ToolOutput:
    """An error for the model, never longer than `MAX_ERROR_CHARS`."""
    if len(text) > MAX_ERROR_CHARS:
        text = text[:MAX_ERROR_CHARS - 3] + "..."
    return ToolOutput(text, is_error=True)


def _numbered(text: str, start: int = 1) -> str:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return "\n".join(f"{n:>{LINE_WIDTH}}\t{line}" for n, line in enumerate(lines, start))


def _size(n: int) -> str:
    return f"{n}B" if n < 1024 else f"{n / 1024:.1f}K"


class MemoryTool:
    """Runs memory-tool commands over the memory service (a local `Memory` or a server's
    `RemoteMemory`: the ``user`` folder is there only where the service has a user store).

    Args:
        memory: the memory service, or the project store alone (with ``user``, the user
            store; a `Memory` over them, offline, is made here).
        actor: who the history log says made the change (e.g. "memory-tool 9f3c").
        sources: what tools returned this turn (text copied from them is refused).
    """

    def __init__(self, memory: MemoryService | Store, user: Store | None = None, *,
                 actor: str = "memory-tool", sources: TurnSources | None = None) -> None:
        if isinstance(memory, Store):  # stores alone: a Memory over them, offline
            from memdir.service.memory import Memory

            memory = Memory(memory, user=user or False, provider="offline", session=actor)
        # The tool is the model's: its writes are the model's, whoever else uses the
        # memory (a person at the chat prompt).
        self.memory = memory.as_actor(Actor("model", actor), memory.session)
        self.actor = actor
        self.sources = sources

    def _check_origin(self, text: str) -> None:
        """Refuse text copied from this turn's tool output (see `memdir.agent.provenance`)."""
        piece = self.sources.copied_from_tools([text]) if self.sources else None
        if piece is not None:
            raise ToolError(f"Not stored: {quoted(piece, SHOWN_CHARS)} comes from a tool "
                            "result of this turn (a file, a command or a web page), not from "
                            "the user; only what the user says may be remembered.")

    def __call__(self, args: dict[str, Any]) -> ToolOutput:
        """Run one command. Never raises: failures are returned as error outputs."""
        command = args.get("command") if isinstance(args, dict) else None
        if command not in COMMANDS:
            return ToolOutput(f"Unknown command {quoted(command, SHOWN_CHARS)}; use one of "
                              f"{', '.join(COMMANDS)}.", is_error=True)
        try:
            return ToolOutput(getattr(self, command)(args))
        except ToolError as exc:
            return _error(str(exc))
        except (MemdirError, OSError) as exc:
            return _error(f"The {command} command failed: {exc}")

    # --- helpers ------------------------------------------------------------------------
    def _find(self, target: Target) -> Record | None:
        """The record at ``target``, or None; a folder this memory does not have (a
        server holds no user store) is refused in one sentence."""
        try:
            return self.memory.find(target.name, scope=target.scope)
        except MemdirError as exc:
            if target.scope == "user":
                raise ToolError(f"There is no user memory store here; use "
                                f"{ROOT}/<name>.md.") from exc
            raise

    def _record(self, target: Target) -> Found:
        rec = self._find(target)
        if rec is None:
            raise ToolError(f"The path {target.shown()} does not exist.")
        return Found(target.scope, rec)

    def _raw(self, found: Found) -> str:
        # The store's own read: a file store never reads through a link swapped in after
        # it looked at the file (a cloned repository, a racing process).
        text = self.memory.file_text(found)
        if text is None:
            raise ToolError("The memory file cannot be read (it is gone, a symbolic link or "
                            "not a regular file).")
        return text

    @staticmethod
    def _text_arg(args: dict[str, Any], key: str) -> str:
        value = args.get(key)
        if not isinstance(value, str):
            raise ToolError(f"{key} must be a string.")
        if len(value) > MAX_FILE_CHARS:
            raise ToolError(f"{key} is longer than {MAX_FILE_CHARS} characters; a memory "
                            "should be short.")
        return value

    def _fields(self, name: str, text: str,
                scope: str) -> tuple[str, str, str, dict[str, Any]]:
        """(description, type, body, extra) from file text, with or without frontmatter.

        The name always comes from the path (a ``name:`` line cannot redirect a write),
        and a missing type defaults to the folder's: ``user`` or ``project``.
        """
        default_type = "user" if scope == "user" else "project"
        if text.lstrip("\ufeff").startswith("---"):
            rec = parse_record(text, f"{name}.md")
            problems = [p for p in rec.problems if not p.startswith("no type")]
            if problems:
                raise ToolError("The frontmatter cannot be read: " + "; ".join(problems)
                                + ". Write 'description:' and 'type:' lines between '---' "
                                "lines, or plain text without frontmatter.")
            rtype = rec.type if any(ln.startswith("type:") for ln in text.splitlines()) \
                else default_type
            return rec.description, rtype, rec.body, dict(rec.extra)
        lines = [ln.strip().lstrip("#").strip() for ln in text.splitlines() if ln.strip()]
        if not lines:
            raise ToolError("The memory is empty.")
        return lines[0][:200], default_type, text.strip(), {}

    # --- commands -----------------------------------------------------------------------
    def view(self, args: dict[str, Any]) -> str:
        target = parse_path(args.get("path"))
        if target.file is None:
            return self._listing(target)
        text = self._raw(self._record(target))
        lines = text.split("\n")
        start, end = 1, len(lines)
        rng = args.get("view_range")
        if rng is not None:
            if (not isinstance(rng, list) or len(rng) != 2
                    or not all(isinstance(n, int) and not isinstance(n, bool) for n in rng)):
                raise ToolError("view_range must be [first line, last line].")
            start = max(1, rng[0])
            end = len(lines) if rng[1] == -1 else min(rng[1], len(lines))
            if end < start:
                raise ToolError(f"view_range {rng} is empty; the file has "
                                f"{plural(len(lines), 'line')}.")
            text = "\n".join(lines[start - 1:end])
        return (f"Here's the content of {target.shown()} with line numbers:\n"
                + _numbered(text, start))

    def _listing(self, target: Target) -> str:
        scope = target.scope
        try:
            listed = self.memory.list(scope=scope)[0]
        except MemdirError as exc:
            raise ToolError(f"There is no user memory store here; use {ROOT}/<name>.md."
                            if scope == "user" else str(exc)) from exc
        entries = sorted(listed, key=lambda e: name_key(e.name))
        shown = target.shown()
        out = [f"Here're the files and directories in {shown} (memories; the description "
               "follows each file), excluding hidden items:"]
        if scope == "project":
            try:
                count = self.memory.list(scope="user", limit=1)[1]
            except MemdirError:  # no user store here (a server holds project memory)
                count = None
            if count is not None:
                out.append(f"-\t{ROOT}/{USER_DIR}/ - facts about the user "
                           f"({plural(count, 'file')})")
        for entry in entries[:MAX_LISTED]:
            text = self.memory.file_text(Found(scope, Record(entry.name, entry.description,
                                                             entry.type)))
            if text is None:
                continue
            size = _size(len(text.encode("utf-8")))
            desc = " ".join(entry.description.split())[:200]
            out.append(f"{size}\t{shown}/{entry.name}.md - {desc}")
        if len(entries) > MAX_LISTED:
            out.append(f"[{len(entries) - MAX_LISTED} more files not shown]")
        if len(out) == 1:
            out.append("(empty)")
        return "\n".join(out)

    def create(self, args: dict[str, Any]) -> str:
        target = parse_path(args.get("path"))
        if target.file is None:
            raise ToolError("create needs a file path, e.g. /memories/prefer-pytest.md.")
        text = self._text_arg(args, "file_text")
        self._check_origin(text)
        description, rtype, body, extra = self._fields(target.name, text, target.scope)
        named, target = target, Target(scope_for(self.memory, target.scope, rtype), target.file)
        scope = target.scope
        if self._find(target) is not None:
            raise ToolError(f"File {target.shown()} already exists; use str_replace to "
                            "change it.")
        # Anchors from the argument, else from the frontmatter; either way re-cited from
        # the files, so a model cannot claim a hash of text the file does not hold.
        cited = self._anchors(args.get("anchors", extra.pop("anchors", None)))
        cand = Candidate(name=target.name, description=description, type=rtype, body=body,
                         anchors=cited)
        done = self.memory.save_written(
            cand, scope=scope, source={"via": "memory tool", "actor": self.actor},
            same_name="refuse",
            keep=Record(target.name, description, rtype, extra=extra))
        if done.record is None:
            raise ToolError(f"Not stored: {done.decision.reason}")
        if done.decision.target is not None:  # a correction of a stored memory
            shown = Target(target.scope, done.record.file).shown()
            return f"Stored as an update of an existing memory, now {shown}: " \
                   f"{done.decision.reason}"
        return f"File created successfully at: {target.shown()}" + \
            (MOVED if target != named else "")

    def _anchors(self, value: Any) -> tuple[Anchor, ...]:
        root = self.memory.root
        if root is None:
            if value:
                raise ToolError("Not stored: anchors cite project files, and this memory "
                                "has no project folder here; store it without anchors.")
            return ()
        try:
            return anchors_from_args(root, value)
        except MemdirError as exc:
            raise ToolError(f"Not stored: {exc}") from exc

    def _replace_text(self, target: Target, rec: Record, old_text: str,
                      new_text: str) -> str:
        """Store an edit; a note when a user record left the project store for the user's."""
        description, rtype, body, extra = self._fields(rec.name, new_text, target.scope)
        extra = extra or rec.extra
        if (description, rtype, body.strip() or description, extra) == \
                (rec.description, rec.type, rec.body, rec.extra) and new_text != old_text:
            # The edit touched only what memdir sets itself: saying "edited" would make
            # the model believe a change that was never stored.
            raise ToolError("Nothing was changed: the name comes from the file path, and "
                            "created, updated and source are kept by memdir; edit the "
                            "description, type, body or another frontmatter key.")
        scope = scope_for(self.memory, target.scope, rtype)
        if scope != target.scope:  # moved first: the project store never holds the edit
            rec = self._move(rec, target.scope, scope)
        if new_text != old_text:
            done = self.memory.update(rec.name, rec.hash, description=description,
                                      type=rtype, body=body, extra=extra, scope=scope)
            if done.record is None:
                if scope != target.scope:  # refused: the record goes back as it was
                    self._move(rec, scope, target.scope)
                raise ToolError(f"Not stored: {done.decision.reason}")
        return MOVED if scope != target.scope else ""

    def _move(self, rec: Record, scope: str, to_scope: str) -> Record:
        try:
            done = self.memory.rename(rec.name, rec.name, expected_hash=rec.hash, scope=scope,
                                      to_scope=to_scope)
        except MemdirError as exc:
            raise ToolError(f"Not changed: {exc}") from exc
        if done.proposal is not None:  # sent to review: nothing moved, nothing edited
            raise ToolError(f"Not changed: moving it is proposed for review as "
                            f"{done.proposal.id}; a person decides (memdir inbox).")
        return done.record

    def str_replace(self, args: dict[str, Any]) -> str:
        target = parse_path(args.get("path"))
        if target.file is None:
            raise ToolError("str_replace needs a file path.")
        old = self._text_arg(args, "old_str")
        new = self._text_arg(args, "new_str")
        self._check_origin(new)
        found = self._record(target)
        rec, text = found.record, self._raw(found)
        count = text.count(old) if old else 0
        if count == 0:
            raise ToolError("No replacement was performed, old_str "
                            f"`{shortened(old, SHOWN_CHARS)}` did not appear "
                            f"verbatim in {target.shown()}.")
        if count > 1:
            raise ToolError(f"No replacement was performed: old_str occurs {count} times in "
                            f"{target.shown()}. Please ensure it is unique.")
        updated = text.replace(old, new, 1)
        moved = self._replace_text(target, rec, text, updated)
        line = text[:text.find(old)].count("\n") + 1
        lines = updated.split("\n")
        lo = max(1, line - 2)
        snippet = _numbered("\n".join(lines[lo - 1:line + 2 + new.count("\n")]), lo)
        return (f"The memory file has been edited{moved}. Here is the snippet showing the "
                f"change (with line numbers):\n{snippet}")

    def insert(self, args: dict[str, Any]) -> str:
        target = parse_path(args.get("path"))
        if target.file is None:
            raise ToolError("insert needs a file path.")
        text_in = self._text_arg(args, "insert_text")
        self._check_origin(text_in)
        at = args.get("insert_line")
        if not isinstance(at, int) or isinstance(at, bool):
            raise ToolError("insert_line must be an integer.")
        found = self._record(target)
        rec, text = found.record, self._raw(found)
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if not 0 <= at <= len(lines):
            raise ToolError(f"Invalid `insert_line` parameter: {at}. It should be within "
                            f"the range [0, {len(lines)}].")
        lines.insert(at, text_in.rstrip("\n"))
        moved = self._replace_text(target, rec, text, "\n".join(lines) + "\n")
        return f"The file {target.shown()} has been edited{moved}."

    def delete(self, args: dict[str, Any]) -> str:
        target = parse_path(args.get("path"))
        if target.file is None:
            raise ToolError("Folders cannot be deleted; delete memory files one at a time.")
        rec = self._record(target).record
        gone = self.memory.forget(rec.name, expected_hash=rec.hash, scope=target.scope)
        if gone.proposal is not None:
            return (f"Not deleted yet: proposed for review as {gone.proposal.id}; a person "
                    "decides (memdir inbox).")
        return f"Successfully deleted {target.shown()} (memdir keeps it in its history)."

    def rename(self, args: dict[str, Any]) -> str:
        src = parse_path(args.get("old_path"))
        dst = parse_path(args.get("new_path"))
        if src.file is None or dst.file is None:
            raise ToolError("rename works on memory files, not folders.")
        rec = self._record(src).record
        named, dst = dst, Target(scope_for(self.memory, dst.scope, rec.type), dst.file)
        existing = self._find(dst)
        if existing is not None and not (dst.scope == src.scope and existing.key == rec.key):
            raise ToolError(f"The destination {dst.shown()} already exists.")
        try:
            done = self.memory.rename(rec.name, dst.name, expected_hash=rec.hash,
                                      scope=src.scope, to_scope=dst.scope)
        except MemdirError as exc:
            raise ToolError(f"Not renamed: {exc}") from exc
        if done.proposal is not None:
            return (f"Not renamed yet: proposed for review as {done.proposal.id}; a person "
                    "decides (memdir inbox).")
        return f"Successfully renamed {src.shown()} to {dst.shown()}" + \
            (MOVED if dst != named else "")


__all__ = ["COMMANDS", "DESCRIPTION", "NATIVE_TYPE", "SCHEMA", "MemoryTool", "Target",
           "ToolError", "memory_tool_spec", "parse_path"]
