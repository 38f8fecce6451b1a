"""A chat session: the agent, its memory, tools, hooks, rules and background writer, wired.

`ChatSession` is what ``memdir chat`` (the REPL and ``-p``) runs, and what a program
embedding the agent would use::

    from memdir.agent import ChatSession
    from memdir.providers import get_provider

    with ChatSession(get_provider("anthropic"), workspace=".", permission="yes") as chat:
        result = chat.run("add a test for utils.slugify")
        print(result.text)
    # leaving the block waits for background memory writing to finish

Memory is read through a `Memory` owned by the calling thread and written by the
background writer through its own `Memory` objects (one per project store, created in the
worker thread: the search index is an SQLite connection, which belongs to one thread).
"""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from memdir.agent.background import QUEUE_DIR, BackgroundWriter, Outcome, TurnQueue
from memdir.agent.compaction import CONTEXT_CHARS
from memdir.agent.hooks import (
    Hook,
    Hooks,
    build_hooks,
    load_settings,
    parse_settings,
    settings_paths,
)
from memdir.agent.loop import MAX_STEPS, Agent, Events, Mode, TurnResult
from memdir.agent.memory_tool import MemoryTool, memory_tool_spec
from memdir.agent.permissions import Asker, Permissions
from memdir.agent.permissions import Mode as PermissionMode
from memdir.agent.provenance import TurnSources
from memdir.agent.rules import (
    Rules,
    allowed_imports,
    load_rules,
    project_rule_files,
    user_rule_files,
)
from memdir.agent.tools import Toolbox, Workspace
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError, ProviderError, SettingsError
from memdir.foundation.record import Record, name_key
from memdir.providers.base import Provider, has_model
from memdir.service.opening import open_memory
from memdir.service.protocol import MemoryService
from memdir.service.scopes import find_project, memdir_home, store_folders
from memdir.service.trust import is_trusted, read_project_settings, set_trusted
from memdir.service.turns import TurnReport

# Asks a person whether to run the hooks a project's settings file configures
# (the file, and one line per hook saying what runs); True trusts those exact bytes.
TrustAsker = Callable[[Path, list[str]], bool]


def native_memory_tool(provider: Provider) -> bool:
    """True when the provider sends the memory tool as Anthropic's native type.

    A capability the provider declares (`Capabilities.native_memory_tool`), not a guess
    from its name or a probe of an adapter's internals: a provider without it, whatever
    it is called, is offered the portable function tool with the same schema.
    """
    return provider.capabilities.native_memory_tool


class ChatSession:
    """Everything one ``memdir chat`` needs, built from a provider and a folder.

    Args:
        provider: the model (must not be the offline stand-in).
        workspace: the folder the tools work in (default: the cwd).
        mode: memory mode, ``push``/``pull``/``both``/``off``.
        permission: ``ask`` (with ``asker``), ``yes`` or ``deny``.
        asker: prompts a person for permission.
        hooks: extra hooks (Python callables) on top of the settings files.
        trust_asker: asks whether to run an untrusted project settings file's hooks
            (without one, they stay off and `problems` says so).
        events: where the loop reports progress.
        memory: a Memory to use instead of building one (tests, embedding programs).
        context_chars: the compaction budget.
        max_steps: model calls per turn.

    Raises:
        ProviderError: the provider is the offline stand-in (no model configured).
    """

    def __init__(self, provider: Provider, *, workspace: str | os.PathLike[str] | None = None,
                 mode: Mode = "both", permission: PermissionMode = "deny",
                 asker: Asker | None = None, hooks: Sequence[Hook] = (),
                 events: Events | None = None, memory: MemoryService | None = None,
                 context_chars: int = CONTEXT_CHARS, max_steps: int = MAX_STEPS,
                 trust_asker: TrustAsker | None = None) -> None:
        if not has_model(provider):
            from memdir.providers.offline import OFFLINE_MESSAGE

            raise ProviderError(OFFLINE_MESSAGE)
        self.provider = provider
        self.workspace = Path(workspace or os.getcwd()).resolve()
        self.home = memdir_home()
        self.session_id = uuid.uuid4().hex[:12]
        found = find_project(self.workspace)
        self.notices: list[str] = []
        self._notice_lock = threading.Lock()
        self.problems: list[str] = []
        # This project's and the user's stores (the user's alone without a project
        # folder: home, /, a folder others can write), or a server's memory. A person's
        # memory: /forget and /remember are theirs (the memory tool acts for the model,
        # `memdir.agent.memory_tool`).
        self.memory: MemoryService = memory or open_memory(
            Config.from_env(), project=found or False, provider=provider,
            session=self.session_id, log=self.notice)
        self.mode: Mode = mode

        self.rules: Rules = self._load_rules(found or self.workspace)
        self.hooks = Hooks([*self._settings_hooks(trust_asker), *hooks], cwd=self.workspace,
                           session=self.session_id)

        self.permissions = Permissions(permission, asker)
        sources = TurnSources()  # the agent fills it; the memory tool checks writes against it
        # How the memory tool reaches the model: "native" (Anthropic's memory tool type),
        # "function" (a plain tool with the same schema), or None (push/off).
        self.memory_tool: str | None = None
        extra = []
        if mode in ("pull", "both"):
            native = native_memory_tool(provider)
            tool = MemoryTool(self.memory, actor=f"memory-tool {self.session_id}",
                              sources=sources)
            extra.append((memory_tool_spec(native=native), tool))
            self.memory_tool = "native" if native else "function"
        # The memory folders on this machine (paths are the point: the file tools must
        # not reach them, whichever memory this session uses).
        self.toolbox = Toolbox(Workspace(self.workspace, store_folders(found)),
                               self.permissions, extra=extra)

        self.queue = TurnQueue(self.home / QUEUE_DIR)
        self.writer = BackgroundWriter(self.queue, self._process, notify=self.notice)
        self._worker_memories: dict[str, MemoryService] = {}
        self.agent = Agent(provider, self.toolbox, memory=self.memory, mode=mode,
                           hooks=self.hooks, rules=self.rules.text(), writer=self.writer,
                           context_chars=context_chars, events=events, max_steps=max_steps,
                           sources=sources)

    def _load_rules(self, root: Path) -> Rules:
        """The user's and the project's rules (``root``: the project folder, else the
        workspace), with the imports the settings allow; their problems join
        `problems`."""
        allowed, problems = allowed_imports(settings_paths(self.workspace, self.home)[0])
        rules = load_rules(user_rule_files(self.home),
                           project_rule_files(root, self.workspace),
                           project_root=root, allowed=allowed)
        self.problems += problems + rules.problems
        return rules

    def _settings_hooks(self, trust_asker: TrustAsker | None) -> list[Hook]:
        """The hooks of the user's settings file, then the project's if it is trusted.

        The project file is read once: the bytes shown to the asker, trusted and run are
        the same (see `memdir.service.trust`).
        """
        user, project = settings_paths(self.workspace, self.home)
        hooks, problems = load_settings([user])
        self.problems += problems
        try:
            data = read_project_settings(project)
        except SettingsError as exc:
            self.problems.append(str(exc))
            return hooks
        if data is None:
            return hooks
        specs, problems = parse_settings(data, project)
        self.problems += problems
        if not specs:
            return hooks
        if not is_trusted(project, self.home, data):
            if trust_asker is None or not trust_asker(project,
                                                      [s.describe() for s in specs]):
                one = len(specs) == 1
                self.problems.append(
                    f"{project} configures {len(specs)} hook{'' if one else 's'} that "
                    f"{'runs' if one else 'run'} code from this project; "
                    f"{'it stays' if one else 'they stay'} off until you trust the file "
                    "with `memdir trust`.")
                return hooks
            set_trusted(project, self.home, data=data)
        built, problems = build_hooks(specs, project)
        self.problems += problems
        return hooks + built

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> int:
        """Pick up turns a crashed session left unextracted. Returns how many."""
        found = self.writer.recover()
        if found:
            self.notice(f"[Memory: extracting {found} turn{'s' if found > 1 else ''} left "
                        "over from an earlier session]")
        return found

    def close(self, progress: Callable[[int], None] | None = None,
              timeout: float | None = None) -> bool:
        """Wait for background memory writing; True if everything was written."""
        done = self.writer.close(timeout=timeout, progress=progress)
        self.memory.close()
        return done

    def __enter__(self) -> ChatSession:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def run(self, prompt: str) -> TurnResult:
        """One user turn."""
        return self.agent.run(prompt)

    # ------------------------------------------------------------------ notices
    def notice(self, line: str) -> None:
        """Keep a line for the user (called from the worker thread too)."""
        with self._notice_lock:
            self.notices.append(line)

    def take_notices(self) -> list[str]:
        with self._notice_lock:
            out, self.notices = self.notices, []
        return out

    # ------------------------------------------------------------------ background work
    def _process(self, entry: dict[str, Any]) -> Outcome:
        """Extract memories from one queued turn (runs in the worker thread)."""
        key = str(entry.get("project_store") or "")
        messages = entry.get("messages")
        if not key or not isinstance(messages, list):
            return Outcome("[Memory: skipped a malformed queued turn]")
        memory = self._worker_memories.get(key)
        if memory is None:
            # A memory of its own: its stores' in-memory index mirrors are not shared
            # with the main thread, which may be writing through the memory tool.
            folder = Path(key)
            if folder.name == ".memory":  # a turn queued by an earlier version
                folder = folder.parent
            memory = open_memory(Config.from_env(),
                                 project=False if key in ("-", "remote") else folder,
                                 provider=self.provider, log=self.notice)
            self._worker_memories[key] = memory
        memory.session = str(entry.get("session") or self.session_id)
        report = memory.after_turn(messages)
        failed = any(e.startswith("extraction failed") for e in report.errors)
        return Outcome(retry=failed)

    # ------------------------------------------------------------------ REPL commands
    def memories(self) -> list[tuple[str, Record]]:
        """(scope, record) for every stored memory, project first (name, type and
        description: what the listing shows)."""
        entries = sorted(self.memory.list()[0],
                         key=lambda e: (e.scope != "project", name_key(e.name)))
        return [(e.scope, Record(e.name, e.description, e.type)) for e in entries]

    def remember(self, text: str) -> TurnReport:
        """Store what the user asked to remember, through the admission policy."""
        return self.memory.remember(text)

    def forget(self, name: str) -> tuple[str, Record]:
        """Delete a memory by name (it stays in history). Returns (scope, record).

        Raises:
            NotFoundError: no store has it.
        """
        gone = self.memory.forget(name, origin="user")
        return gone.scope, gone.record

    def clear(self) -> None:
        """Start a new conversation; memory stays, pending extraction goes on."""
        self.agent.clear()
        self.session_id = uuid.uuid4().hex[:12]
        self.memory.session = self.session_id
        self.hooks.session = self.session_id

    def set_model(self, model: str) -> None:
        if not model.strip():
            raise MemdirError("Give a model name, e.g. /model claude-sonnet-4-6.")
        self.provider.model = model.strip()


__all__ = ["ChatSession", "native_memory_tool"]
