"""The agent loop: one user turn, with memory exactly where the seed puts it.

`Agent.run` performs one user turn:

1. **UserPromptSubmit hooks** run first; a block drops the prompt (nothing is sent, nothing
   is remembered), and context they print is added to the user message.
2. **Memory is read once**, before the loop: the system prompt is built from the base
   prompt, the rules (AGENTS.md/CLAUDE.md), the memory policy, the catalog and, in
   ``push``/``both`` mode, the records selected for this turn (at most one small model
   call). The same system prompt is used for every step of the turn, so the provider's
   prompt cache holds and memory cannot shift under the model mid-task.
3. **The loop**: compact the messages if they pass the context budget, call the model
   with the tools, stream its text out; for each tool call run PreToolUse hooks, the tool
   (with its permission checks), PostToolUse hooks, and send the results back; repeat
   until the model answers without calling a tool.
4. **Stop hooks** run on that answer; a block continues the turn with the hook's reason as
   the next instruction (at most `MAX_STOP_CONTINUES` times).
5. **The finished turn is handed to the background writer** (``push``/``both``), which
   queues it durably and extracts memories after the answer is already on screen; the
   user is never kept waiting for extraction or consolidation.

Ctrl-C at any point ends the turn, not the session: the conversation is closed off so it
stays valid for the next request, and the turn is not sent for extraction.

Modes: ``push`` (the seed's: program selects and extracts), ``pull`` (the model has the
``memory`` tool and decides itself; no selection or extraction calls), ``both`` (the
default: push plus the tool), ``off`` (no memory; for comparison).
"""

from __future__ import annotations

import json
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from memdir.agent.background import BackgroundWriter
from memdir.agent.compaction import CONTEXT_CHARS, SUMMARY_SYSTEM, CompactionReport, Compactor
from memdir.agent.hooks import MAX_STOP_CONTINUES, Hooks
from memdir.agent.provenance import TurnSources
from memdir.agent.tools import Toolbox, ToolOutput
from memdir.foundation.errors import ProviderError
from memdir.pipeline.recall import build_system
from memdir.providers.base import Message, Provider, Response, SystemBlock, ToolCall
from memdir.providers.usage import metered

Mode = Literal["push", "pull", "both", "off"]
MODES: tuple[str, ...] = ("push", "pull", "both", "off")
MAX_STEPS = 50
MAX_TOKENS = 4096
INTERRUPTED = "Interrupted by the user."

BASE_PROMPT = """\
You are memdir chat, a coding agent working in the folder {workspace}. Use the tools to \
read, search and change files and to run commands; check your work (run the tests when \
there are any). Paths are relative to that folder. Keep answers short and concrete. \
Commands that delete files or rewrite history, and writes outside the folder, need the \
user's permission: if one is refused, say so and continue without it."""


class Events(Protocol):
    """What the loop reports while it runs (the REPL renders it; tests record it)."""

    def text(self, delta: str) -> None: ...
    def tool_start(self, call: ToolCall) -> None: ...
    def tool_end(self, call: ToolCall, output: ToolOutput) -> None: ...
    def notice(self, line: str) -> None: ...


class SilentEvents:
    """Events that go nowhere."""

    def text(self, delta: str) -> None:
        pass

    def tool_start(self, call: ToolCall) -> None:
        pass

    def tool_end(self, call: ToolCall, output: ToolOutput) -> None:
        pass

    def notice(self, line: str) -> None:
        pass


@dataclass
class TurnResult:
    """How one turn ended.

    Attributes:
        text: the final answer (the last model text of the turn).
        stop: ``end_turn``, ``blocked`` (a UserPromptSubmit hook), ``max_steps``,
            ``error`` (the model call failed) or ``cancelled`` (Ctrl-C).
        steps: model calls in the loop (selection not counted).
        tool_calls: tools run.
        recalled: names of the memories put in the system prompt.
        error: the error sentence when ``stop == "error"``.
    """

    text: str = ""
    stop: str = "end_turn"
    steps: int = 0
    tool_calls: int = 0
    usage: dict[str, int] = field(default_factory=dict)
    recalled: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.stop == "end_turn"


class Agent:
    """A coding agent with memory. See the module docstring for the turn's steps.

    Args:
        provider: the model.
        toolbox: the tools (the ``memory`` tool included for pull/both).
        memory: a `memdir.service.memory.Memory`, or None (mode ``off``).
        mode: ``push``, ``pull``, ``both`` or ``off``.
        hooks: UserPromptSubmit/PreToolUse/PostToolUse/Stop hooks.
        rules: the rules text (AGENTS.md/CLAUDE.md), kept apart from memory.
        base_prompt: the agent's own instructions.
        writer: receives finished turns for extraction (push/both); None skips it.
        compactor: keeps the messages under the context budget (default: one with
            ``context_chars`` that summarizes with this provider).
        context_chars: the context budget in characters.
        events: where progress goes.
        max_steps: model calls per turn before the turn is stopped.
        max_tokens: output limit per model call.
    """

    def __init__(self, provider: Provider, toolbox: Toolbox, *, memory: Any = None,
                 mode: Mode = "both", hooks: Hooks | None = None, rules: str = "",
                 base_prompt: str = "", writer: BackgroundWriter | None = None,
                 compactor: Compactor | None = None, context_chars: int = CONTEXT_CHARS,
                 events: Events | None = None, max_steps: int = MAX_STEPS,
                 max_tokens: int = MAX_TOKENS, sources: TurnSources | None = None) -> None:
        if mode not in MODES:
            raise ValueError(f"Unknown memory mode {mode!r}; use one of {', '.join(MODES)}.")
        self.provider = provider
        self.toolbox = toolbox
        self.memory = memory if mode != "off" else None
        self.mode: Mode = mode if memory is not None else "off"
        self.hooks = hooks if hooks is not None else Hooks()
        self.rules = rules
        self.base_prompt = base_prompt or BASE_PROMPT.format(workspace=toolbox.workspace.root)
        self.writer = writer
        self.compactor = compactor or Compactor(context_chars, summarize=self._summarize)
        self.events: Events = events or SilentEvents()
        self.max_steps = max_steps
        self.max_tokens = max_tokens
        self.messages: list[Message] = []
        # What the user and the agent *said* (text only, no hook or harness text): the
        # input extraction sees, independent of compaction.
        self.transcript: list[Message] = []
        self.last_system: list[SystemBlock] = []
        # What this turn's tools returned, for the memory tool to tell copied text apart.
        self.sources = sources if sources is not None else TurnSources()

    # ------------------------------------------------------------------ the turn
    def run(self, prompt: str) -> TurnResult:
        """Run one user turn to completion (see the module docstring)."""
        result = TurnResult()
        mark = len(self.messages)
        self.sources.start_turn(prompt)
        try:
            # 1. UserPromptSubmit hooks.
            outcome = self.hooks.run("UserPromptSubmit", {"prompt": prompt})
            self._notices(outcome.notices)
            if outcome.blocked:
                result.stop, result.text = "blocked", outcome.reason
                return result
            content: list[dict[str, Any]] = [{"type": "text", "text": prompt}]
            content += [{"type": "text", "text": f"<hook-context>\n{c}\n</hook-context>"}
                        for c in outcome.context]
            self.messages.append({"role": "user", "content": content})
            # 2. Memory is read once per turn.
            system = self.system_prompt(result)
            self.last_system = system
            # 3-4. The loop, with Stop hooks; its model calls go to memory's usage log.
            accounting = getattr(self.memory, "accounting", None)
            with accounting.listening() if accounting is not None else nullcontext():
                self._loop(system, result)
        except KeyboardInterrupt:
            self._close_open_turn(mark, INTERRUPTED)
            result.stop = "cancelled"
            return result
        except ProviderError as exc:
            self._close_open_turn(mark, f"The model call failed: {exc}")
            result.stop, result.error = "error", str(exc)
            return result
        # 5. Hand the finished turn to the background writer.
        self.transcript.append({"role": "user", "content": prompt})
        if result.text:
            self.transcript.append({"role": "assistant", "content": result.text})
        if result.stop == "end_turn":
            self._hand_off()
        return result

    def system_prompt(self, result: TurnResult | None = None) -> list[SystemBlock]:
        """The system prompt for this turn (selection happens here, once)."""
        if self.memory is None:
            return _plain_system(self.base_prompt, self.rules)
        if self.mode == "pull":
            # No selection call: the model looks things up with the memory tool.
            blocks: list[SystemBlock] = build_system(self.base_prompt, self.memory.catalog(), [],
                                                     rules=self.rules)
            return blocks
        system = self.memory.system_prompt(self.messages, base=self.base_prompt,
                                           rules=self.rules)
        if result is not None:
            result.recalled = [r.record.name for r in system.recalled]
        prompt: list[SystemBlock] = system  # a SystemPrompt is a list of blocks
        return prompt

    def _loop(self, system: list[SystemBlock], result: TurnResult) -> None:
        continues = 0
        tools = self.toolbox.specs
        while True:
            if result.steps >= self.max_steps:
                result.stop = "max_steps"
                self.events.notice(f"[Stopped after {self.max_steps} model calls in one turn; "
                                   "say 'continue' to go on.]")
                self._close_open_turn(None, "Stopped: too many steps in one turn.")
                return
            report = self.compactor.compact(self.messages)
            if report is not None:
                self._compacted(report)
            response = metered(self.provider, "chat", system, self.messages, tools=tools,
                               max_tokens=self.max_tokens, on_text=self.events.text)
            result.steps += 1
            _add_usage(result.usage, response)
            self.messages.append(_assistant_message(response))
            if response.text:
                result.text = response.text
            if response.tool_calls:
                self.messages.append({"role": "user",
                                      "content": self._run_tools(response.tool_calls, result)})
                continue
            outcome = self.hooks.run("Stop", {"stop_hook_active": continues > 0,
                                              "last_assistant_message": response.text})
            self._notices(outcome.notices)
            if outcome.blocked and continues < MAX_STOP_CONTINUES:
                continues += 1
                self.events.notice(f"[Stop hook: {outcome.reason}]")
                self.messages.append({"role": "user", "content": [
                    {"type": "text", "text": f"<stop-hook>\n{outcome.reason}\n</stop-hook>"}]})
                continue
            return

    def _run_tools(self, calls: list[ToolCall], result: TurnResult) -> list[dict[str, Any]]:
        blocks: list[dict[str, Any]] = []
        for call in calls:
            self.events.tool_start(call)
            payload = {"tool_name": call.name, "tool_input": call.input}
            pre = self.hooks.run("PreToolUse", payload) if not call.error else None
            self._notices(pre.notices if pre is not None else [])
            if pre is None:  # input the adapter could not read: no tool, no hook runs
                output = ToolOutput(call.error, is_error=True)
            elif pre.blocked:
                output = ToolOutput(f"Blocked by a PreToolUse hook: {pre.reason}", is_error=True)
            else:
                output = self.toolbox.run(call)
                result.tool_calls += 1
                post = self.hooks.run("PostToolUse", {
                    **payload, "tool_response": {"content": output.content,
                                                 "is_error": output.is_error}})
                self._notices(post.notices)
                if post.blocked:
                    output = ToolOutput(f"{output.content}\n\n[PostToolUse hook: {post.reason}]",
                                        output.is_error)
            self.sources.add_tool_output(call.name, output.content)
            self.events.tool_end(call, output)
            block: dict[str, Any] = {"type": "tool_result", "tool_use_id": call.id,
                                     "content": output.content or "(empty)"}
            if output.is_error:
                block["is_error"] = True
            blocks.append(block)
        return blocks

    # ------------------------------------------------------------------ helpers
    def _hand_off(self) -> None:
        if self.writer is None or self.memory is None or self.mode == "pull":
            return
        # The project folder the turn's memory belongs to ("-": none here, the user's
        # store alone or a server's memory): the worker opens its memory there.
        root = self.memory.root
        self.writer.submit(project_store=str(root) if root is not None else "-",
                           session=self.memory.session, messages=self.transcript)

    def _close_open_turn(self, mark: int | None, note: str) -> None:
        """Leave the messages valid after a turn ended early (Ctrl-C, an error).

        Every tool_use gets a tool_result, and the last message is the assistant's, so the
        next user message keeps the roles alternating.
        """
        if not self.messages or (mark is not None and len(self.messages) <= mark):
            return
        last = self.messages[-1]
        if last["role"] == "assistant":
            pending = [b for b in last.get("content") or []
                       if isinstance(b, dict) and b.get("type") == "tool_use"]
            if not pending:
                return
            self.messages.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": b["id"], "content": note,
                 "is_error": True} for b in pending]})
        self.messages.append({"role": "assistant", "content": [{"type": "text",
                                                                "text": f"[{note}]"}]})

    def _summarize(self, rendered: str) -> str:
        return metered(self.provider, "compaction", SUMMARY_SYSTEM,
                       [{"role": "user", "content": rendered}], max_tokens=1024).text

    def _compacted(self, report: CompactionReport) -> None:
        self.events.notice(report.line())

    def _notices(self, lines: list[str]) -> None:
        for line in lines:
            self.events.notice(f"[{line}]")

    def clear(self) -> None:
        """Forget the conversation (a new session); memory is untouched."""
        self.messages.clear()
        self.transcript.clear()


def _plain_system(base: str, rules: str) -> list[SystemBlock]:
    blocks = [SystemBlock(t) for t in (base.strip(), rules.strip()) if t]
    if blocks:
        blocks[-1] = SystemBlock(blocks[-1].text, cache=True)
    return blocks


def _assistant_message(response: Response) -> Message:
    message = response.as_message()
    if not message["content"]:
        # The APIs reject an empty assistant message; an empty answer is still an answer.
        message["content"] = [{"type": "text", "text": "(no answer)"}]
    return message


def _add_usage(total: dict[str, int], response: Response) -> None:
    for key, value in (response.usage or {}).items():
        if isinstance(value, int):
            total[key] = total.get(key, 0) + value


def transcript_json(agent: Agent, result: TurnResult) -> dict[str, Any]:
    """The ``--json`` transcript of a one-shot run."""
    return {
        "result": result.text, "stop": result.stop, "is_error": not result.ok,
        "error": result.error or None, "steps": result.steps,
        "tool_calls": result.tool_calls, "usage": result.usage,
        "memory": {"mode": agent.mode, "recalled": result.recalled},
        "messages": json.loads(json.dumps(agent.messages, default=str)),
    }

__all__ = ["BASE_PROMPT", "MODES", "Agent", "Events", "Mode", "SilentEvents", "TurnResult",
           "transcript_json"]
