"""Who made a piece of local state: this machine and this user, or someone else.

A `.memory/` folder can come from a cloned repository, so the state memdir keeps beside
the records (the search index cache, a batch journal) is trusted only if this user made
it on this machine. The tag is the machine id (``/etc/machine-id`` and the like, which a
repository's author cannot know; the host name where there is none) and the user id.
"""

from __future__ import annotations

import functools
import os


@functools.lru_cache(maxsize=1)
def machine_id() -> str:
    for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            with open(path, encoding="ascii", errors="replace") as fh:
                value = fh.read(200).strip()
        except OSError:
            continue
        if value:
            return value
    import socket  # imported late: only a machine without an id needs them, and uuid
    import uuid  # loads platform, whose patterns every hook process would compile

    return f"{socket.gethostname()}-{uuid.getnode():012x}"


def user_id() -> str:
    if hasattr(os, "getuid"):
        return str(os.getuid())
    return os.environ.get("USERNAME", "")  # Windows: no uid


def owner_tag() -> str:
    """This machine and this user, as recorded in state memdir made itself."""
    return f"{machine_id()}:{user_id()}"
