"""memdir's own coding agent (``memdir chat``): the seed's agent loop with memory wired in.

Modules, one concept each:

- `loop`: one user turn (hooks, memory read once, the tool loop, Stop hooks, hand-off);
- `tools`: bash, read_file, write_file, edit_file, glob, confined to the workspace;
- `permissions`: which actions need a person's yes, and how it is asked;
- `hooks`: UserPromptSubmit / PreToolUse / PostToolUse / Stop, as Python or shell;
- `memory_tool`: the Anthropic memory-tool command set over the memory stores (pull);
- `background`: the durable queue and the worker that extracts after the answer;
- `compaction`: keeping long sessions inside the context window;
- `rules`: AGENTS.md / CLAUDE.md with ``@path`` imports;
- `session`: all of the above wired for one chat; `repl`: the interactive front end.

Importing this package imports no model SDK.
"""

from memdir.agent.loop import Agent, TurnResult
from memdir.agent.session import ChatSession

__all__ = ["Agent", "ChatSession", "TurnResult"]
