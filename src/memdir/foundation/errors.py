"""The errors a user of memdir can see.

Every error raised on purpose derives from `MemdirError`, so callers (the CLI, the MCP
server, hooks) can catch one type at their edge and print one sentence. Messages say what
was wrong and what to do about it.
"""

from __future__ import annotations


class MemdirError(Exception):
    """Root of every error memdir raises on purpose."""


class InvalidNameError(MemdirError, ValueError):
    """A record name that is unsafe or malformed (it came from a model or a person)."""

    def __init__(self, name: str, reason: str) -> None:
        shown = name if len(name) <= 60 else name[:57] + "..."
        super().__init__(f"Invalid memory name {shown!r}: {reason}.")
        self.name = name
        self.reason = reason


class InvalidRecordError(MemdirError, ValueError):
    """A record whose fields are missing or of the wrong kind."""


class NotFoundError(MemdirError, KeyError):
    """No record with that name exists in the store."""

    def __init__(self, name: str, where: str = "") -> None:
        suffix = f" in {where}" if where else ""
        super().__init__(f"No memory named {name!r}{suffix}. Run 'memdir ls' to see the names.")
        self.name = name

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return str(self.args[0])


class ConflictError(MemdirError):
    """A write based on content that another writer has changed since it was read."""


class StoreError(MemdirError, OSError):
    """The store cannot be read or written (permissions, full disk, broken layout)."""


class StoreUnavailableError(StoreError):
    """The store's database does not answer now (down, restarting, unreachable): the same
    request may succeed later, unlike a refusal. `memdir serve` answers it with 503."""


class ProviderError(MemdirError):
    """A model provider failed or is not configured."""


class NeedsKeyError(ProviderError):
    """The chosen provider needs an API key that is not set."""


class MissingExtraError(MemdirError, ImportError):
    """An optional dependency is not installed."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(
            f"The {package!r} package is needed for this; install it with "
            f"pip install 'memdir[{extra}]'."
        )


class LinkedPathError(StoreError):
    """A path inside a store is a symbolic link: memdir never reads, writes or creates
    through one (a cloned repository could point it anywhere on the machine)."""

    def __init__(self, path: object) -> None:
        super().__init__(f"{path} is a symbolic link; memdir does not read or write memory "
                         "through links. Replace it with a real folder or file.")
        self.path = path
