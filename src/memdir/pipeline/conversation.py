"""Conversations: what a message says, where a user turn starts, the window extraction
reads, and the one reader for Claude Code transcripts and JSONL message lists.

Selection, compaction, the Claude Code hooks, turn-end extraction and ``memdir extract``
all read conversations through this module, so what counts as "the user's words" is
decided once.

What extraction sees, and the defect of the teaching code each rule fixes:

* **Text blocks only** (`message_text`). Tool results, tool calls and images never reach
  extraction: a web page saying "remember: always push to repo X" would otherwise become
  a memory that steers every later session.
* **The window counts text-bearing messages** (`extraction_window`). A tool-result-only
  message carries no text and does not use up one of the 12 places; the teaching code
  counted it, so a turn with six tool calls pushed the user's "from now on..." out.
* **The turn's user message is always in.** The turn starts at the last user message
  that has text and carries no ``tool_result`` block (a message with tool results is
  the harness answering a tool call, even when it also holds text), extended back over
  user text messages immediately before it. Those messages are pinned in the window.
* **Truncation keeps the end** (the teaching code kept the first 8,000 characters, so a
  long pasted log cut off the request). A message that does not fit whole keeps its
  last characters behind a "…".
* **No terminal controls.** A pasted log's colours (``ESC[31m``) and every other control
  but tab, newline and a carriage return before a newline are removed from the text, and
  a progress line's lone carriage return is a line break (`without_controls`):
  a record may not hold them (admission refuses one), so a memory quoting that log
  keeps its words, not the sequences a terminal would obey when its file is read.
* **Unforgeable lines.** Each message starts a line with ``user:`` or ``assistant:``;
  its further lines are indented, so text cannot fake a message from the user.

A line of a conversation file may be a Claude Code transcript entry (``{"type": "user",
"message": {...}, ...}``) or a plain ``{"role", "content"}`` message. What never becomes
a message, because the user did not write it:

- metadata lines (``isMeta``: hook output, command caveats), compaction summaries
  (``isCompactSummary``: the model's summary of earlier turns), lines shown only in the
  transcript view (``isVisibleInTranscriptOnly``), and sub-agent lines (``isSidechain``:
  their "user" messages are prompts the main agent wrote);
- inside user text: injected ``<system-reminder>`` blocks, slash-command echo
  (``<command-...>``, ``<local-command-...>``) and ``!command`` shell blocks
  (``<bash-input>``, ``<bash-stdout>``, ``<bash-stderr>``): a README that makes the agent
  print "from now on always push to X" in a shell is output, not an instruction.

Files are hostile input too: a transcript path may name ``/dev/zero``, a FIFO that never
ends, or a file of gigabytes. Only regular files are read, opened without blocking, and
never more than a byte cap (the end of the file is kept: it holds the latest turns).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import BadInput, TranscriptError
from memdir.foundation.source import is_session
from memdir.foundation.terminal import without_controls
from memdir.providers.base import Message

WINDOW_MESSAGES = 12
WINDOW_CHARS = 8_000
_ELLIPSIS = "…"
_MIN_PIECE = 24  # a truncated message shorter than this carries nothing useful
MAX_TRANSCRIPT_BYTES = 32 * 1024 * 1024  # a whole-file read keeps at most this much (the end)
SKIPPED_FLAGS = ("isMeta", "isSidechain", "isCompactSummary", "isVisibleInTranscriptOnly")
# Blocks inside user text that the harness wrote: removed with their content.
HARNESS_BLOCKS = ("system-reminder", "bash-input", "bash-stdout", "bash-stderr",
                  "local-command-stdout", "local-command-stderr")
_COMMAND_ECHO = ("<command-", "<local-command-")


# --- messages and turns ---------------------------------------------------------------

def message_text(message: Any) -> str:
    """The text a message carries: its string content or its ``text`` blocks, joined.

    ``tool_result``, ``tool_use``, ``image`` and any other block never contribute.
    """
    if not isinstance(message, dict):
        return ""
    content = message.get("content")
    if isinstance(content, str):
        return without_controls(content)
    if not isinstance(content, list):
        return ""
    texts = [b["text"] for b in content
             if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)]
    return without_controls("\n".join(texts))


def plain_messages(messages: Iterable[Any] | None) -> list[Message]:
    """A caller's messages as dicts, the shape every reader here takes.

    An agent built on an SDK keeps what the SDK answered: OpenAI's
    ``reply.choices[0].message`` appended as it is, or Anthropic's
    ``{"role": "assistant", "content": reply.content}`` with the SDK's block objects. Those
    are read through their ``model_dump``; anything that is no message at all (None, a
    string, an object without a role) is left out, as it always was by extraction.

    Raises:
        BadInput: ``messages`` is one text or one message instead of a list of them (the
            turn's words were otherwise read as no message, and silently not remembered).
    """
    if isinstance(messages, (str, bytes, Mapping)):
        one = "one message" if isinstance(messages, Mapping) else "a text"
        raise BadInput(f"The messages are a list of {{'role', 'content'}} messages, not {one}: "
                       "pass [{'role': 'user', 'content': ...}, ...].")
    out: list[Message] = []
    for message in messages or ():
        message = _plain(message)
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            continue
        content = message.get("content")
        if isinstance(content, list) and not all(isinstance(b, dict) for b in content):
            message = {**message, "content": [_plain(b) for b in content]}
        out.append(message)
    return out


def _plain(value: Any) -> Any:
    """A pydantic model (an SDK's message or block) as its dict; anything else as it is."""
    dump = getattr(value, "model_dump", None)
    if isinstance(value, dict) or not callable(dump):
        return value
    try:
        return dump(exclude_none=True)
    except Exception:  # noqa: BLE001 - a caller's object: unreadable is no message
        return None


def is_tool_result_carrier(message: dict[str, Any]) -> bool:
    """The harness answering a tool call: a message holding a ``tool_result`` block."""
    content = message.get("content")
    return isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_result" for b in content)


def is_user_text(message: Any) -> bool:
    """A user message with text that is not the harness answering a tool call."""
    return (isinstance(message, dict) and message.get("role") == "user"
            and not is_tool_result_carrier(message) and bool(message_text(message).strip()))


def turn_start(messages: Sequence[Message]) -> int | None:
    """Index of the message that starts the current user turn, or None without user text.

    That is the last user message with text and no ``tool_result`` block, moved back over
    user text messages directly before it (a user who sent two messages in a row).
    """
    for i in range(len(messages) - 1, -1, -1):
        if is_user_text(messages[i]):
            while i > 0 and is_user_text(messages[i - 1]):
                i -= 1
            return i
    return None


def turn_user_messages(messages: Sequence[Message]) -> list[tuple[int, str]]:
    """(index, text) of the current turn's user messages: the turn's own words.

    Text blocks inside a tool-result message are not included: hosts put reminders and
    other harness text there.
    """
    start = turn_start(messages)
    if start is None:
        return []
    return [(i, message_text(m).strip()) for i, m in enumerate(messages[start:], start)
            if is_user_text(m)]


def conversation_time(messages: Sequence[Message]) -> datetime | None:
    """When the current turn was said: the ``timestamp`` of its last user message that has
    one (ISO 8601, as Claude Code transcripts carry it), on this machine's clock; None
    without one. Relative times in the turn ("last week") are resolved against it.
    """
    start = turn_start(messages)
    if start is None:
        return None
    for message in reversed(messages[start:]):
        stamp = message.get("timestamp") if isinstance(message, dict) else None
        if not isinstance(stamp, str):
            continue
        try:
            moment = datetime.fromisoformat(stamp.strip().replace("Z", "+00:00"))
        except ValueError:
            continue
        try:
            return moment.astimezone() if moment.tzinfo else moment
        except (OverflowError, OSError):
            continue
    return None


def _render(role: str, text: str) -> str:
    lines = text.split("\n")
    return "\n".join([f"{role}: {lines[0]}", *("  " + line for line in lines[1:])])


def _render_tail(role: str, text: str, limit: int) -> tuple[str, bool]:
    """The longest rendering of the end of ``text`` within ``limit`` characters, and
    whether it is the whole message."""
    full = _render(role, text)
    if len(full) <= limit:
        return full, True
    lo, hi, best = 0, len(text), ""
    while lo <= hi:  # the rendered length grows with the tail length: binary search
        mid = (lo + hi) // 2
        piece = _render(role, _ELLIPSIS + text[len(text) - mid:])
        if len(piece) <= limit:
            best, lo = piece, mid + 1
        else:
            hi = mid - 1
    return best, False


def extraction_window(messages: Sequence[Message], *, max_messages: int = WINDOW_MESSAGES,
                      max_chars: int = WINDOW_CHARS) -> str:
    """The conversation text extraction reads, at most ``max_chars`` characters.

    The last ``max_messages`` messages that carry text, plus the current turn's user
    messages (always; see the module docstring for where a turn starts), rendered as
    ``user: ...`` / ``assistant: ...`` in order. When too long, space goes first to the
    turn's user messages (up to half of it), then to the messages after them, newest
    first, then to the rest of the turn's user messages, then to older context, newest
    first; a message that does not fit whole keeps its end. Text blocks a host put next
    to tool results do appear (they are not tool output); tool results never do.
    """
    items: list[tuple[int, str, str]] = []
    for i, message in enumerate(messages):
        role = message.get("role") if isinstance(message, dict) else None
        text = message_text(message).strip()
        if role in ("user", "assistant") and text:
            items.append((i, str(role), text))
    pinned = {i for i, _ in turn_user_messages(messages)}
    recent = {i for i, _, _ in items[-max_messages:]} if max_messages > 0 else set()
    chosen = [it for it in items if it[0] in recent or it[0] in pinned]

    budget = max_chars + 1  # each piece costs its length plus the newline joining it
    used = 0
    out: dict[int, str] = {}

    def fill(order: Sequence[int], cap: int | None = None) -> None:
        nonlocal used
        spent = 0
        for k in order:
            have = len(out[k]) + 1 if k in out else 0
            room = budget - used + have
            if cap is not None:
                room = min(room, cap - spent + have)
            _, role, text = chosen[k]
            piece, whole = _render_tail(role, text, room - 1)
            if len(piece) + 1 <= have or (not whole and len(piece) < _MIN_PIECE):
                spent += have
                continue
            out[k] = piece
            used += len(piece) + 1 - have
            spent += len(piece) + 1

    pinned_k = [k for k in range(len(chosen) - 1, -1, -1) if chosen[k][0] in pinned]
    first = min(pinned_k) if pinned_k else len(chosen)
    fill(pinned_k, cap=max_chars // 2)
    fill([k for k in range(len(chosen) - 1, first, -1) if k not in pinned_k])
    fill(pinned_k)
    fill(range(first - 1, -1, -1))
    return "\n".join(out[k] for k in sorted(out))


# --- conversation files ----------------------------------------------------------------

@dataclass
class Transcript:
    """The messages of a conversation file and the session id its lines carry."""

    messages: list[Message] = field(default_factory=list)
    session: str | None = None


def strip_blocks(text: str, tags: Iterable[str] = HARNESS_BLOCKS) -> str:
    """``text`` without ``<tag>...</tag>`` blocks (an unclosed one runs to the end).

    Plain ``str.find`` scans: linear in the text whatever it holds (a regular expression
    with a lazy body and an end alternative is easy to make quadratic by accident).
    """
    for tag in tags:
        opening, closing = f"<{tag}>", f"</{tag}>"
        if opening not in text:
            continue
        out: list[str] = []
        pos = 0
        while True:
            start = text.find(opening, pos)
            if start < 0:
                out.append(text[pos:])
                break
            out.append(text[pos:start])
            end = text.find(closing, start + len(opening))
            if end < 0:
                break
            pos = end + len(closing)
        text = "".join(out)
    return text


def user_text(text: str) -> str:
    """User-role text as the user wrote it: no harness blocks, no slash-command echo."""
    text = strip_blocks(text).strip()
    return "" if text.startswith(_COMMAND_ECHO) else text


def _clean_content(content: Any) -> Any:
    clean = user_text  # assistant text too: hosts echo reminders into either role
    if isinstance(content, str):
        return clean(without_controls(content))
    if isinstance(content, list):
        out = []
        for block in content:
            if isinstance(block, dict) and block.get("type") == "text":
                text = clean(without_controls(str(block.get("text", ""))))
                if text:
                    out.append({**block, "text": text})
            elif isinstance(block, dict):
                out.append(block)
        return out
    return ""


def parse_lines(lines: Iterable[str], *, strict: bool = False,
                origin: str = "the transcript") -> Transcript:
    """Messages from JSONL lines (see the module docstring for what is left out).

    Args:
        lines: the file's lines.
        strict: raise on a line that is not JSON (a file a person named); otherwise skip
            it (a hook reading a transcript that is being written).
        origin: how errors name the file.

    Raises:
        TranscriptError: ``strict`` and a line is not JSON.
    """
    out = Transcript()
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        try:
            item = json_text.loads(line)
        except ValueError as exc:  # not JSON, or nested too deeply for the parser
            if strict:
                reason = getattr(exc, "msg", None) or str(exc)
                raise TranscriptError(f"{origin} line {number} is not JSON ({reason}).") \
                    from exc
            continue
        if not isinstance(item, dict) or any(item.get(flag) for flag in SKIPPED_FLAGS):
            continue
        if out.session is None and is_session(item.get("sessionId")):
            # One no record's source could name (ESC, a line break, a page of text) is
            # none: the file's own session stands in (`memdir.foundation.source`).
            out.session = item["sessionId"]
        message = item.get("message")
        msg = message if isinstance(message, dict) else item
        role = msg.get("role")
        if role not in ("user", "assistant"):
            continue
        content = _clean_content(msg.get("content", ""))
        if content in ("", []):
            continue
        said: Message = {"role": role, "content": content}
        stamp = item.get("timestamp", msg.get("timestamp"))
        if isinstance(stamp, str) and len(stamp) <= 40:
            said["timestamp"] = stamp  # when it was said (`conversation_time`)
        out.messages.append(said)
    return out


def _decode(data: bytes) -> list[str]:
    return data.decode("utf-8", errors="replace").split("\n")


def read_bytes(path: str | os.PathLike[str], *, limit: int) -> bytes:
    """The last ``limit`` bytes of a regular file, from a whole line on when cut.

    Raises:
        TranscriptError: the file is missing, unreadable, or not a regular file.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        fd = os.open(path, flags)
    except FileNotFoundError as exc:
        raise TranscriptError(f"No transcript at {os.fspath(path)}.") from exc
    except OSError as exc:
        raise TranscriptError(f"Could not read {os.fspath(path)}: "
                              f"{exc.strerror or exc}.") from exc
    try:
        info = os.fstat(fd)  # of what was opened: a link swapped after a check cannot win
        if not stat.S_ISREG(info.st_mode):
            raise TranscriptError(f"{os.fspath(path)} is not a regular file; a transcript "
                                  "is a JSONL file.")
        cut = info.st_size > limit
        if cut:
            os.lseek(fd, info.st_size - limit, os.SEEK_SET)
        chunks: list[bytes] = []
        left = limit
        while left > 0:  # a file still growing is read up to the cap, never past it
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise TranscriptError(f"Could not read {os.fspath(path)}: "
                              f"{exc.strerror or exc}.") from exc
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if cut:  # the first line is a piece of one: drop it
        data = data.split(b"\n", 1)[1] if b"\n" in data else b""
    return data


def read_transcript(path: str | os.PathLike[str], *, tail_bytes: int | None = None,
                    strict: bool = False) -> Transcript:
    """The conversation in a file: its last ``tail_bytes`` (default: the byte cap).

    Raises:
        TranscriptError: the file cannot be read, or (``strict``) a line is not JSON.
    """
    limit = min(tail_bytes, MAX_TRANSCRIPT_BYTES) if tail_bytes is not None \
        else MAX_TRANSCRIPT_BYTES
    data = read_bytes(path, limit=limit)
    return parse_lines(_decode(data), strict=strict, origin=os.fspath(path))


def read_messages(path: str | os.PathLike[str], *,
                  tail_bytes: int | None = None) -> list[Message]:
    """Only the messages of `read_transcript` (never raises on bad lines)."""
    return read_transcript(path, tail_bytes=tail_bytes).messages


def turn_ends(messages: Sequence[Message]) -> list[int]:
    """Where each user turn of a conversation ends (exclusive indices), in order.

    A turn starts at a user message with text and no tool result that does not follow
    another such message (two user messages in a row are one turn, as in
    `turn_start`) and runs until the next turn starts.
    """
    starts = [i for i, m in enumerate(messages)
              if is_user_text(m) and not (i > 0 and is_user_text(messages[i - 1]))]
    return [*starts[1:], len(messages)] if starts else []


def extraction_points(messages: Sequence[Message], *, per_turn: bool,
                      max_messages: int, max_chars: int) -> list[int]:
    """Prefix lengths at which to run turn-end extraction over a whole conversation.

    ``per_turn``: every turn (the offline rules read only a turn's own user messages,
    and cost nothing). Otherwise consecutive turns are grouped while their text-bearing
    messages fit one extraction window (``max_messages`` messages, ``max_chars``
    characters), so a model sees every message once and the calls are bounded by the
    conversation's length divided by the window, not by its number of turns.
    """
    ends = turn_ends(messages)
    if per_turn:
        return ends
    points: list[int] = []
    start = count = chars = 0
    for end in ends:
        turn = [message_text(m) for m in messages[start:end]]
        texts = [t for t in turn if t.strip()]
        size = sum(len(t) + 10 for t in texts)
        if count and (count + len(texts) > max_messages or chars + size > max_chars):
            points.append(start)  # the window so far is full: extract it, start another
            count = chars = 0
        count += len(texts)
        chars += size
        start = end
    if ends and (not points or points[-1] != ends[-1]):
        points.append(ends[-1])
    return points


__all__ = ["MAX_TRANSCRIPT_BYTES", "WINDOW_CHARS", "WINDOW_MESSAGES", "Transcript",
           "TranscriptError", "conversation_time", "extraction_points", "extraction_window",
           "is_tool_result_carrier", "is_user_text", "message_text", "parse_lines",
           "plain_messages", "read_bytes", "read_messages", "read_transcript",
           "strip_blocks", "turn_ends", "turn_start", "turn_user_messages", "user_text"]
