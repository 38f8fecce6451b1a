"""memdir's environment variables: their names, and the few reads a prompt's hook makes
before it knows whether it will do anything itself.

`memdir.foundation.config.Config` reads every variable into one frozen snapshot, and the
rest of memdir takes that. A hook process that the resident process answers
(`memdir.service.resident`) builds none: the dataclass machinery and pathlib that a
`Config` imports cost that process more than everything else it does. So what it needs to
ask the resident (whether there is one, where it listens, the settings it must share) is
read here, as strings, with the standard library's cheapest modules only. This module and
`memdir.foundation.config` are the only ones that name a ``MEMDIR_`` variable
(tests/test_config.py).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing is not imported: a hook process pays for each module
if TYPE_CHECKING:
    from collections.abc import Mapping

HOME = "MEMDIR_HOME"
PROJECT = "MEMDIR_PROJECT"
#: The old name of `PROJECT`, still accepted (with a warning) when PROJECT is unset.
PROJECT_DEPRECATED = "MEMDIR_PROJECT_DIR"
PROVIDER = "MEMDIR_PROVIDER"
MODEL = "MEMDIR_MODEL"
RANKER = "MEMDIR_RANKER"
SEMANTIC_MODEL = "MEMDIR_SEMANTIC_MODEL"
CACHE = "MEMDIR_CACHE"
HOOK_SELECT = "MEMDIR_HOOK_SELECT"
HOOK_TIMEOUT = "MEMDIR_HOOK_TIMEOUT"
HOOK_PROVIDER = "MEMDIR_HOOK_PROVIDER"
URL = "MEMDIR_URL"
TOKEN = "MEMDIR_TOKEN"
REMOTE_TIMEOUT = "MEMDIR_REMOTE_TIMEOUT"
WRITERS = "MEMDIR_WRITERS"
SESSION_TTL = "MEMDIR_SESSION_TTL"
PENDING_PER_SESSION = "MEMDIR_PENDING_PER_SESSION"
PENDING_PER_TOKEN = "MEMDIR_PENDING_PER_TOKEN"
VISITOR_LOG_DAYS = "MEMDIR_VISITOR_LOG_DAYS"
VISITOR_LOG_BYTES = "MEMDIR_VISITOR_LOG_BYTES"
STALE_ANCHORS = "MEMDIR_STALE_ANCHORS"
STORE = "MEMDIR_STORE"
PG_POOL_TIMEOUT = "MEMDIR_PG_POOL_TIMEOUT"
ACCOUNTING = "MEMDIR_ACCOUNTING"
RESIDENT = "MEMDIR_RESIDENT"
PREFIX = "MEMDIR_"
OFF = ("off", "0", "false", "no")  # what turns a switch off (MEMDIR_ACCOUNTING, _RESIDENT)

# Variables a resident process does not share with whoever asks it: secrets it never needs
# (it declines memory kept by a server, and never serves `memdir serve`).
_PRIVATE = (TOKEN, STORE)
# Besides every MEMDIR_ variable, what else decides where memdir reads and writes (the
# home folder, the XDG dirs platformdirs reads) and which code runs (PYTHONPATH).
_SHARED = ("HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
           "XDG_RUNTIME_DIR", "PYTHONPATH", "PYTHONHOME")


def value(name: str, environ: Mapping[str, str] | None = None) -> str | None:
    """A variable's value, trimmed; None when it is unset or empty."""
    found = (os.environ if environ is None else environ).get(name, "").strip()
    return found or None


def switched_on(name: str, environ: Mapping[str, str] | None = None) -> bool:
    """Whether a switch that is on by default is on (`OFF` turns it off)."""
    return (value(name, environ) or "on").lower() not in OFF


def shared_environment(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The variables a resident process must share with a process that asks it (the same
    answer needs the same settings): every ``MEMDIR_`` one but the secrets it never uses,
    and the few others that say where memory lives and which code runs."""
    env = os.environ if environ is None else environ
    return {name: found for name, found in sorted(env.items())
            if (name.startswith(PREFIX) and name not in _PRIVATE) or name in _SHARED}


def resident_folder(environ: Mapping[str, str] | None = None) -> str:
    """Where memdir's resident process keeps its socket: ``resident`` in the cache dir
    when ``MEMDIR_CACHE`` is set (a test's, a sandbox's), else ``memdir`` in the session's
    runtime dir (``XDG_RUNTIME_DIR``: private, in memory, gone at logout), else
    ``resident`` in the user's cache dir (``XDG_CACHE_HOME``, else ``~/.cache``, as
    platformdirs finds it on Linux, the one system with a resident)."""
    cache = value(CACHE, environ)
    if cache:
        return os.path.join(os.path.expanduser(cache), "resident")
    runtime = value("XDG_RUNTIME_DIR", environ)
    if runtime and os.path.isabs(runtime):
        return os.path.join(runtime, "memdir")
    base = value("XDG_CACHE_HOME", environ)
    if not (base and os.path.isabs(base)):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "memdir", "resident")
