"""Memory kept by a `memdir serve`, used by configuration alone.

With ``MEMDIR_URL`` and ``MEMDIR_TOKEN`` set, `open_memory` returns a `RemoteMemory`
(same public methods as `memdir.Memory`) and every front-end that opens memory through it
uses the server instead of local files.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import RemoteNotFoundError, ServerUnavailableError
from memdir.service.remote.connection import Server, remote_settings


def open_memory(project: Any = None, **kwargs: Any) -> Any:
    """`RemoteMemory` when a server is configured (``MEMDIR_URL``), else `Memory`.

    Keyword arguments both accept (``provider``, ``session``, ``catalog_chars``,
    ``recall_chars``, ``log``) are passed on; the local-only ones (``project``, ``user``,
    ``stale_anchors``...) are ignored for a server, which holds the project's memory.
    """
    settings = remote_settings()
    if settings is None:
        from memdir.service.memory import Memory

        return Memory(project, **kwargs)
    from memdir.service.remote.memory import RemoteMemory

    shared = {k: v for k, v in kwargs.items()
              if k in ("provider", "session", "catalog_chars", "recall_chars", "log")}
    return RemoteMemory(*settings, **shared)


__all__ = ["RemoteNotFoundError", "Server", "ServerUnavailableError", "open_memory",
           "remote_settings"]
