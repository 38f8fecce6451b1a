"""memdir's configuration: every ``MEMDIR_*`` environment variable, read here into one snapshot.

Before this module, eight modules each read the variables they needed at the moment they
needed them, so one process could see two homes (a variable changed between reads), a
test had to know which module read what, and two names for "the project"
(``MEMDIR_PROJECT`` read by the store lookup, ``MEMDIR_PROJECT_DIR`` exported to agent
hooks) looked interchangeable but were not. Now the edges (the CLI, the Claude Code hook,
the MCP server, `memdir.Memory`'s default) build one frozen `Config` with
`Config.from_env` and pass it down; deeper code takes values, not the environment. The
names are `memdir.foundation.environment`'s, which also holds the few reads a prompt's hook
makes before it builds a `Config`, if ever. A test (tests/test_config.py) fails if any
other module under ``src/`` names a ``MEMDIR_`` variable. docs/configuration.md lists
every variable, its meaning and its default.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, overload
from urllib.parse import urlsplit, urlunsplit

from memdir.foundation.environment import (  # the names, defined once
    ACCOUNTING,
    CACHE,
    HOME,
    HOOK_PROVIDER,
    HOOK_SELECT,
    HOOK_TIMEOUT,
    MODEL,
    PENDING_PER_SESSION,
    PENDING_PER_TOKEN,
    PG_POOL_TIMEOUT,
    PROJECT,
    PROJECT_DEPRECATED,
    PROVIDER,
    RANKER,
    REMOTE_TIMEOUT,
    RESIDENT,
    SEMANTIC_MODEL,
    SESSION_TTL,
    STALE_ANCHORS,
    STORE,
    TOKEN,
    URL,
    VISITOR_LOG_BYTES,
    VISITOR_LOG_DAYS,
    WRITERS,
    switched_on,
)

DEFAULT_HOOK_TIMEOUT = 8.0  # seconds; a Claude Code hook that takes longer is skipped
DEFAULT_REMOTE_TIMEOUT = 5.0  # seconds the client waits for memdir serve; a hook has 8
DEFAULT_SESSION_TTL = 24 * 3600.0  # seconds a visitor's session note lives
DEFAULT_PG_POOL_TIMEOUT = 30.0  # seconds a request waits for a PostgreSQL connection
DEFAULT_PENDING_PER_SESSION = 20  # a visitor session's proposals waiting for review
DEFAULT_PENDING_PER_TOKEN = 200  # a visitor token's (every session of it) waiting
DEFAULT_VISITOR_LOG_DAYS = 30.0  # days a visitor's logged turn or question is kept
DEFAULT_VISITOR_LOG_BYTES = 20_000_000  # bytes a visitor token's log takes in a day
_warned: set[str] = set()


class Folder:
    """A folder field of `Config`: given as text, a Path or any ``os.PathLike``
    (``Config(home="~/agent")``, as docs/configuration.md shows it), kept as a Path, read
    as `from_env` reads the variable (``~`` expanded; the project resolved). A data
    descriptor, so a type checker takes the constructor's parameter from `__set__` and
    the attribute from `__get__`: ``str | os.PathLike[str] | None`` in, ``Path | None``
    out."""

    def __init__(self, *, resolve: bool = False) -> None:
        self._resolve = resolve
        self._slot = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = f"_{name}_folder"

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> None: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> Path | None: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> Path | None:
        # On the class (the dataclass machinery asking for the default): None.
        return None if obj is None else obj.__dict__.get(self._slot)

    def __set__(self, obj: object, value: str | os.PathLike[str] | None) -> None:
        folder: Any = value
        if value is not None:
            folder = value if isinstance(value, Path) else Path(os.fspath(value)).expanduser()
            if self._resolve and not isinstance(value, Path):
                folder = folder.resolve()
        obj.__dict__[self._slot] = folder


@dataclass(frozen=True)
class Config:
    """One snapshot of memdir's settings; see docs/configuration.md.

    Every field is None (or the documented default) when its variable is unset or empty,
    so ``Config()`` is "nothing configured": the platform home, the project found from the
    working folder, the provider chosen by which API key is set.
    """

    home: Folder = Folder()  # MEMDIR_HOME; None: the platform's user config dir
    project: Folder = Folder(resolve=True)  # MEMDIR_PROJECT; None: found upwards from cwd
    provider: str | None = None  # MEMDIR_PROVIDER
    model: str | None = None  # MEMDIR_MODEL
    ranker: str = "lexical"  # MEMDIR_RANKER: lexical, or fused (alias semantic)
    semantic_model: str | None = None  # MEMDIR_SEMANTIC_MODEL
    cache: Folder = Folder()  # MEMDIR_CACHE; None: the platform's user cache dir
    hook_select: str = "offline"  # MEMDIR_HOOK_SELECT: offline or llm
    hook_timeout: float = DEFAULT_HOOK_TIMEOUT  # MEMDIR_HOOK_TIMEOUT
    hook_provider: str | None = None  # MEMDIR_HOOK_PROVIDER
    # MEMDIR_URL: memory kept by this memdir serve, not local files. A repr shows it
    # without a user name or password written in it (the client never sends them).
    url: str | None = None
    # MEMDIR_TOKEN: the bearer token for `url`; never in a repr (a logged Config).
    token: str | None = field(default=None, repr=False)
    # MEMDIR_REMOTE_TIMEOUT: seconds the client waits for `url` to take a connection, and
    # for each answer, before memory counts as unavailable.
    remote_timeout: float = DEFAULT_REMOTE_TIMEOUT
    # MEMDIR_WRITERS: trusted, or untrusted (public-agent mode, `memdir.service.public`).
    writers: str = "trusted"
    session_ttl: float = DEFAULT_SESSION_TTL  # MEMDIR_SESSION_TTL, seconds
    # MEMDIR_PENDING_PER_SESSION, MEMDIR_PENDING_PER_TOKEN: how many of a visitor
    # session's, and of a visitor token's, proposals may wait in the inbox at once.
    pending_per_session: int = DEFAULT_PENDING_PER_SESSION
    pending_per_token: int = DEFAULT_PENDING_PER_TOKEN
    # MEMDIR_VISITOR_LOG_DAYS: how long a visitor's logged turns and questions are kept.
    visitor_log_days: float = DEFAULT_VISITOR_LOG_DAYS
    # MEMDIR_VISITOR_LOG_BYTES: how much of the visitor log one visitor token of
    # `memdir serve` may fill in a day (UTC); past it, its turns are answered, not logged.
    visitor_log_bytes: int = DEFAULT_VISITOR_LOG_BYTES
    # MEMDIR_STALE_ANCHORS: a recalled memory whose cited code is stale or gone is
    # labelled as such (label) or held back (hold); for the hooks, which take no option.
    stale_anchors: str = "label"
    # MEMDIR_STORE: where `memdir serve` and `memdir token` keep memory and token hashes
    # (a postgresql:// URL); None: files under the server's data folder. Never in a repr:
    # a URL may carry a password.
    store: str | None = field(default=None, repr=False)
    # MEMDIR_PG_POOL_TIMEOUT: seconds a request waits for a PostgreSQL connection (all
    # busy, or the database restarting) before the store reports it unreachable.
    pg_pool_timeout: float = DEFAULT_PG_POOL_TIMEOUT
    # MEMDIR_ACCOUNTING: off turns off the usage log `memdir stats` reads
    # (`memdir.service.accounting`); anything else leaves it on.
    accounting: bool = True
    # MEMDIR_RESIDENT: off: no resident process is started or asked
    # (`memdir.service.resident`); a per-prompt command then ranks lexically by itself.
    resident: bool = True

    def __repr__(self) -> str:
        # The dataclass's repr, but `url` without credentials and no field marked repr=False.
        shown = []
        for item in fields(self):
            if not item.repr:
                continue
            value = getattr(self, item.name)
            if item.name == "url" and value is not None:
                value = _without_credentials(value)
            shown.append(f"{item.name}={value!r}")
        return f"Config({', '.join(shown)})"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Config:
        """The configuration the environment (default: ``os.environ``) describes.

        Values are trimmed; an empty value counts as unset. A value that cannot mean
        anything (a ranker or hook selection memdir does not know, a timeout that is not
        a number) falls back to the default, as it always has: a typo in a shell profile
        must not stop every hook.
        """
        env = os.environ if environ is None else environ

        def get(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        project = get(PROJECT)
        if project is None and get(PROJECT_DEPRECATED) is not None:
            project = get(PROJECT_DEPRECATED)
            _warn_once(PROJECT_DEPRECATED, f"{PROJECT_DEPRECATED} is deprecated; set "
                       f"{PROJECT} instead (it names the same project folder).")
        home = get(HOME)
        ranker = (get(RANKER) or "lexical").lower()
        select = (get(HOOK_SELECT) or "offline").lower()
        return cls(
            home=Path(home).expanduser() if home else None,
            project=Path(project).expanduser().resolve() if project else None,
            provider=get(PROVIDER),
            model=get(MODEL),
            ranker="fused" if ranker in ("fused", "semantic") else "lexical",
            semantic_model=get(SEMANTIC_MODEL),
            cache=Path(cache).expanduser() if (cache := get(CACHE)) else None,
            hook_select=select if select in ("offline", "llm") else "offline",
            # A watchdog of no time or of forever is none: the default bounds the hook.
            # Said nowhere: a hook writes nothing on stderr (Claude Code shows it to the user).
            hook_timeout=_seconds(get(HOOK_TIMEOUT), DEFAULT_HOOK_TIMEOUT, name=None),
            hook_provider=get(HOOK_PROVIDER),
            url=get(URL),
            token=get(TOKEN),
            remote_timeout=_seconds(get(REMOTE_TIMEOUT), DEFAULT_REMOTE_TIMEOUT,
                                    name=REMOTE_TIMEOUT),
            # Anything but "trusted" is untrusted: a typo must not open a public agent's
            # knowledge base to its visitors.
            writers="trusted" if (get(WRITERS) or "trusted").lower() == "trusted"
            else "untrusted",
            session_ttl=_seconds(get(SESSION_TTL), DEFAULT_SESSION_TTL, name=SESSION_TTL,
                                 most=100 * 365 * 24 * 3600.0),
            pending_per_session=_count(get(PENDING_PER_SESSION), DEFAULT_PENDING_PER_SESSION),
            pending_per_token=_count(get(PENDING_PER_TOKEN), DEFAULT_PENDING_PER_TOKEN),
            visitor_log_days=days if 0 < (days := _number(get(VISITOR_LOG_DAYS),
                                                          DEFAULT_VISITOR_LOG_DAYS)) <= 36500
            else DEFAULT_VISITOR_LOG_DAYS,
            visitor_log_bytes=_count(get(VISITOR_LOG_BYTES), DEFAULT_VISITOR_LOG_BYTES),
            stale_anchors="hold" if (get(STALE_ANCHORS) or "").lower() == "hold"
            else "label",
            store=get(STORE),
            pg_pool_timeout=_seconds(get(PG_POOL_TIMEOUT), DEFAULT_PG_POOL_TIMEOUT,
                                     name=PG_POOL_TIMEOUT),
            accounting=switched_on(ACCOUNTING, env),
            resident=switched_on(RESIDENT, env),
        )

    @property
    def home_dir(self) -> Path:
        """memdir's own folder for this user: `home`, else the platform's config dir."""
        if self.home is not None:
            return self.home
        from platformdirs import user_config_dir  # imported late: only this needs it

        return Path(user_config_dir("memdir", appauthor=False))

    @property
    def cache_dir(self) -> Path:
        """Where memdir keeps what it can make again (models, their graphs): `cache`,
        else the platform's user cache dir."""
        if self.cache is not None:
            return self.cache
        from platformdirs import user_cache_dir

        return Path(user_cache_dir("memdir", appauthor=False))


def _without_credentials(url: str) -> str:
    """``url`` without a ``user:password@`` before its host."""
    try:
        parts = urlsplit(url)
    except ValueError:  # not a URL at all (a stray "["): show none of it
        return "<not a URL>"
    return urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))


def _number(value: str | None, default: float) -> float:
    """A finite number, else the default: ``inf`` or ``nan`` means no time at all."""
    try:
        number = float(value) if value is not None else default
    except ValueError:
        return default
    return number if math.isfinite(number) else default


_MOST_SECONDS = 24 * 3600.0  # a wait longer than a day is a typo, and past what a socket takes


def _seconds(value: str | None, default: float, *, name: str | None,
             most: float = _MOST_SECONDS) -> float:
    """A time of a positive number of seconds no longer than ``most``, else the default,
    said once in the log when ``name`` is given: no time (0 or less), forever (``inf``),
    a time no clock can count to (``1e12``) and text (``30s``) mean nothing, and the
    default holds."""
    number = _number(value, math.nan)
    if value is None:
        return default
    if not 0 < number <= most:
        if name is None:
            return default
        _warn_once(name, f"{name}={value!r} is not a number of seconds from 0 to {most:g}; "
                   f"using {default:g}.")
        return default
    return number


def _count(value: str | None, default: int) -> int:
    """A positive whole number, else the default."""
    try:
        number = int(value) if value is not None else default
    except ValueError:
        return default
    return number if number > 0 else default


def _warn_once(key: str, message: str) -> None:
    # One line per process, not one per store lookup: the CLI reads the config per command.
    if key not in _warned:
        _warned.add(key)
        import logging  # imported late: a process that needs no warning never loads it

        logging.getLogger("memdir").warning(message)
