"""Run ``memdir chat`` in a process of its own, on a scripted model read from a JSON file.

The end-to-end tests start this file as a subprocess, so each chat session is a real,
separate process (its own imports, queue, locks and exit path), while the model is the
scripted fake. Nothing here is part of memdir: it replaces the CLI's provider seam
(`memdir.cli.chat.make_provider`) before running the normal ``memdir`` command::

    python scripted_chat.py SCRIPT.json chat -p "PROMPT" --yes

SCRIPT.json holds one answer queue per kind of request, routed by the system prompt, so a
test does not depend on the order of selection, chat and background extraction calls::

    {"select": [...], "extract": [...], "chat": [...], "summary": [...],
     "optional": ["select"]}

An answer is ``"text"``, or ``{"text", "tool_calls": [{"name", "input"}], "sleep",
"until_progress"}`` (``until_progress``: answered once the session, closing, has shown
that it waits for memory work: an extraction still running at the exit, whatever the
machine's speed), or a conditional ``{"if_system" | "if_user": "substring", "then":
answer, "else": answer}`` (the fake model "follows" what its request contains, which is
what the tests check the agent puts there). Every request is appended to
``SCRIPT.calls.jsonl`` before it is answered (so a killed process leaves a record too);
answers left unused in a queue not listed in ``optional`` are written to
``SCRIPT.left.json`` at exit and fail the test.
"""

from __future__ import annotations

import atexit
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

from memdir.agent.compaction import SUMMARY_SYSTEM
from memdir.pipeline.consolidate import CONSOLIDATE_SYSTEM
from memdir.pipeline.extract import EXTRACTION_SYSTEM
from memdir.pipeline.select import SELECT_SYSTEM
from memdir.providers.base import Provider, Response, SystemBlock, ToolSpec, system_text
from memdir.testing import ScriptedProvider, tool_call

PROGRESS_SHOWN = threading.Event()  # the closing session said it waits for memory work
ROLES = {"select": SELECT_SYSTEM, "extract": EXTRACTION_SYSTEM, "summary": SUMMARY_SYSTEM,
         "consolidate": CONSOLIDATE_SYSTEM}


def role_of(system: str) -> str:
    for role, prefix in ROLES.items():
        if system.startswith(prefix[:60]):
            return role
    return "chat"


def to_item(answer: Any) -> Any:
    """A script answer as a ScriptedProvider item (a callable for the dynamic ones)."""
    if isinstance(answer, str):
        return answer
    if "if_system" in answer or "if_user" in answer:
        def choose(system: str, messages: list, tools: list) -> Any:
            from memdir.testing import RecordedCall

            call = RecordedCall(system, [SystemBlock(system)], messages)
            if "if_system" in answer:
                hit = answer["if_system"] in system
            else:
                hit = answer["if_user"] in call.last_user_text
            return to_item(answer["then"] if hit else answer["else"])
        return choose

    def respond(system: str, messages: list, tools: list) -> Response:
        if answer.get("until_progress"):
            PROGRESS_SHOWN.wait(60)  # never shown: the test's check of the line fails
        time.sleep(float(answer.get("sleep", 0)))
        calls = [tool_call(c["name"], c.get("input", {})) for c in answer.get("tool_calls", [])]
        return Response(text=answer.get("text", ""), tool_calls=calls,
                        stop_reason="tool_use" if calls else "end_turn")
    return respond


class Router(Provider):
    """Routes each request to the scripted queue of its kind and logs it."""

    name = "scripted"

    def __init__(self, script: Path) -> None:
        spec = json.loads(script.read_text(encoding="utf-8"))
        self.model = "scripted-model"
        self.optional = set(spec.get("optional", []))
        self.queues = {role: ScriptedProvider(*map(to_item, spec.get(role, [])))
                       for role in ("chat", *ROLES)}
        self.log = script.with_name(script.name + ".calls.jsonl")
        self.left = script.with_name(script.name + ".left.json")
        atexit.register(self.report)

    def chat(self, system: str | list[SystemBlock], messages: list, *,
             tools: list[ToolSpec] | None = None, max_tokens: int = 1024,
             on_text: Any = None) -> Response:
        text = system_text(system)
        role = role_of(text)
        with self.log.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps({"role": role, "system": text, "messages": messages,
                                 "tools": [t.name for t in tools or []]},
                                ensure_ascii=False, default=str) + "\n")
        return self.queues[role].chat(system, messages, tools=tools, max_tokens=max_tokens,
                                      on_text=on_text)

    def report(self) -> None:
        left = {role: q.remaining for role, q in self.queues.items()
                if q.remaining and role not in self.optional}
        self.left.write_text(json.dumps(left))


def main() -> None:
    router = Router(Path(sys.argv[1]))
    import memdir.cli.chat as chat_command
    from memdir.agent.session import ChatSession
    from memdir.cli import cli

    chat_command.make_provider = lambda name, model: router
    real_close = ChatSession.close

    def close(self: ChatSession, progress: Any = None, timeout: float | None = None) -> bool:
        def shown(left: int) -> None:
            progress(left)
            PROGRESS_SHOWN.set()
        return real_close(self, progress=shown if progress else None, timeout=timeout)
    ChatSession.close = close  # type: ignore[method-assign]
    cli.main(args=sys.argv[2:], prog_name="memdir")


if __name__ == "__main__":
    main()
