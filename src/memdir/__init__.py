"""memdir: cross-session memory for AI agents.

    from memdir import Memory
    memory = Memory()                               # project + user stores
    system = memory.system_prompt(messages, base=BASE)   # turn start
    memory.after_turn(messages)                     # turn end

Records are Markdown files in `.memory/` (project) and the user config folder (user);
see `memdir.store.FileStore`. Importing this package imports no model SDK, and `Memory`
(with the pipeline behind it) is imported on first use.
"""

from typing import TYPE_CHECKING, Any

from .errors import MemdirError
from .record import MEMORY_TYPES, Record
from .store import FileStore

if TYPE_CHECKING:
    from .memory import Memory
    from .remote import open_memory
    from .remote.memory import RemoteMemory

__version__ = "0.1.0"
__all__ = ["MEMORY_TYPES", "FileStore", "MemdirError", "Memory", "Record", "RemoteMemory",
           "__version__", "open_memory"]


def __getattr__(name: str) -> Any:
    if name == "Memory":
        from .memory import Memory

        return Memory
    if name == "RemoteMemory":  # memory kept by `memdir serve`
        from .remote.memory import RemoteMemory

        return RemoteMemory
    if name == "open_memory":  # Memory, or RemoteMemory when MEMDIR_URL is set
        from .remote import open_memory

        return open_memory
    raise AttributeError(f"module 'memdir' has no attribute {name!r}")
