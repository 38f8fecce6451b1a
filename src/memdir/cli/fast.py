"""The commands a host agent starts once per prompt, answered without Click or Rich.

Claude Code runs ``memdir hook claude-code`` as a new process for every prompt and waits
for it, and scripts call ``memdir recall QUERY --json`` the same way. Loading Click, Rich
and every command's module cost more than the recall itself, so `answer` takes these
command lines when they are plainly well formed and runs the same code the Click commands
run (`hook` and `recalled_rows` are theirs too). Anything it is not sure of (``--help``,
an unknown option, a bad value, the table output) returns None and Click handles it,
errors and all, so the two paths cannot disagree on what a command line means.

The hook first asks the user's resident process (`memdir.service.resident`), which
answers a prompt's and a session start's event with the same code over stores and a model
it keeps loaded; only when it does not answer within its budget does this process do the
work itself (lexically: it never loads a model).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # not typing's: see `memdir`'s own
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

MAX_TOP = 50  # `memdir recall --top` accepts 1..50


def answer(argv: Sequence[str]) -> int | None:
    """The exit code of a command answered here, or None to leave it to Click."""
    if argv[:1] == ["hook"]:
        select = _hook_select(argv[1:])
        return None if isinstance(select, bool) else hook("claude-code", select)
    if argv[:1] == ["recall"]:
        options = _recall_options(argv[1:])
        return None if options is None else recall_json(**options)
    return None


# A hook's stdin is read at most this far: the JSON of one event, its prompt included,
# is far less, and a stream that never ends (``memdir hook claude-code < /dev/zero``)
# was read until the machine's memory was gone. As much as memdir reads of a whole
# conversation (`memdir.pipeline.conversation.MAX_TRANSCRIPT_BYTES`), not imported here:
# this module is a hook's first import.
MAX_HOOK_INPUT = 32 * 1024 * 1024


def hook(agent: str | None, select: str | None) -> int:
    """``memdir hook AGENT``: the event JSON on stdin, the context on stdout; exit 0 even
    when the hook failed (the reason goes to stderr and the log), 1 for an unknown agent."""
    if agent != "claude-code":
        # Exit 1, never 2 (Claude Code reads exit 2 as "block this").
        problem = ("no agent named" if agent is None else f"unknown agent {agent!r}")
        sys.stderr.write(f"memdir hook: {problem}; use 'memdir hook claude-code' (the only "
                         "agent supported).\n")
        return 1
    try:
        raw = sys.stdin.buffer.read(MAX_HOOK_INPUT + 1) if not sys.stdin.isatty() else b""
        if len(raw) > MAX_HOOK_INPUT:
            sys.stderr.write(f"memdir hook: the input on stdin is larger than "
                             f"{MAX_HOOK_INPUT:,} bytes; nothing was done\n")
            return 0
        answered = _resident_hook(raw, select)
        if answered is None:
            from memdir.integrations.claude_code import run_hook

            answered = run_hook(raw, select=select)
        out, err = answered
    except BaseException as exc:  # even an import failure must not block the agent
        if isinstance(exc, KeyboardInterrupt | SystemExit):
            return 0
        out, err = "", f"memdir hook: {type(exc).__name__}: {exc}\n"
    if out:
        sys.stdout.write(out + "\n")
        sys.stdout.flush()
    if err:
        sys.stderr.write(err)
    return 0


def _resident_hook(raw: bytes, select: str | None) -> tuple[str, str] | None:
    """The resident process's answer to this hook event, or None: not an event it answers
    (only a prompt's and a session start's, with the offline selection, on local files),
    or no answer in time."""
    # The event is not parsed here: ``json`` waits until the prompt is on its way to the
    # resident (`memdir.service.resident`), which parses it and declines any other event,
    # or a payload that is not an event's (the hook's own path then says what is wrong).
    try:
        text = raw.decode("utf-8")
    except ValueError:
        return None
    if '"UserPromptSubmit"' not in text and '"SessionStart"' not in text:
        return None
    # The few settings that decide it, read without building a Config (a process the
    # resident answers imports nothing else of memdir's).
    from memdir.foundation.environment import HOOK_SELECT, URL, value
    from memdir.service.resident import ask

    if value(URL) or (select or value(HOOK_SELECT) or "").lower() == "llm":
        return None
    answer = ask({"kind": "hook", "raw": text, "select": select,
                  "cwd": os.environ.get("CLAUDE_PROJECT_DIR") or os.getcwd()}, ack=True)
    if not answer or not answer.get("ok"):
        return None
    return str(answer.get("out") or ""), str(answer.get("err") or "")


def recalled_rows(items: Sequence[Any]) -> list[dict[str, Any]]:
    """``memdir recall --json``'s answer for recalled items."""
    return [{"name": r.record.name, "scope": r.scope, "score": round(r.score, 3),
             "method": r.method, "description": r.record.description, "source": r.source,
             **({"validity": r.validity} if getattr(r, "validity", "") else {}),
             **({"anchors": [c.to_dict() for c in r.anchors]} if r.anchors else {})}
            for r in items]


def recall_json(query: str, top: int = 5, stale_anchors: str | None = None,
                provider: str | None = None) -> int:
    """``memdir recall QUERY --json``, with Click's exit codes and error lines."""
    import json

    from memdir.foundation.errors import MemdirError

    def note(line: str) -> None:
        sys.stderr.write(line + "\n")

    try:
        from memdir.foundation.config import Config
        from memdir.service.opening import open_memory

        # Local files or a server: `memdir.cli.memory`'s memory, without Click.
        with open_memory(Config.from_env(), provider=provider, log=note,
                         stale_anchors=stale_anchors, resident=True) as memory:
            rows = recalled_rows(memory.recall(query, limit=top))
        from memdir.foundation.terminal import json_safe

        sys.stdout.write(json_safe(json.dumps(rows, ensure_ascii=False, indent=2)) + "\n")
        sys.stdout.flush()
    except MemdirError as exc:
        note(f"Error: {exc}")
        return 1
    except KeyboardInterrupt:
        note("Interrupted.")
        return 130
    return 0


def _hook_select(args: Sequence[str]) -> str | None | bool:
    """The ``--select`` of ``claude-code [--select X]``; False for anything else."""
    agent, select, rest = None, None, list(args)
    while rest:
        token = rest.pop(0)
        if token == "--select" and rest and not rest[0].startswith("-"):
            select = rest.pop(0)
        elif token.startswith("--select="):
            select = token.removeprefix("--select=")
        elif token.startswith("-") or agent is not None:
            return False
        else:
            agent = token
    return select if agent == "claude-code" else False


def _recall_options(args: Sequence[str]) -> dict[str, Any] | None:
    """``recall``'s arguments when they are plainly well formed and ask for JSON."""
    names = {"--top": "top", "-k": "top", "--stale-anchors": "stale_anchors",
             "--provider": "provider", "-p": "provider"}
    out: dict[str, Any] = {}
    query: list[str] = []
    as_json = False
    rest = list(args)
    while rest:
        token = rest.pop(0)
        name, eq, value = token.partition("=")
        if token == "--json":
            as_json = True
        elif name in names and (eq and name.startswith("--")
                                or not eq and rest and not rest[0].startswith("-")):
            out[names[name]] = value if eq else rest.pop(0)
        elif token.startswith("-"):
            return None
        else:
            query.append(token)
    top = out.get("top", "5")
    if (not as_json or len(query) != 1 or not (top.isascii() and top.isdigit())
            or not 1 <= int(top) <= MAX_TOP
            or out.get("stale_anchors", "label") not in ("label", "hold")):
        return None
    return {**out, "query": query[0], "top": int(top)}
