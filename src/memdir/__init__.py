"""memdir: cross-session memory for AI agents.

Records are Markdown files in `.memory/` (project) and the user config folder (user);
see `memdir.store.FileStore`. Importing this package imports no model SDK.
"""

from .errors import MemdirError
from .record import MEMORY_TYPES, Record
from .store import FileStore

__version__ = "0.1.0"
__all__ = ["MEMORY_TYPES", "FileStore", "MemdirError", "Record", "__version__"]
