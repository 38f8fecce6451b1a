"""The review page: a local web page where a person reviews what memory wrote.

`memdir review` serves it on 127.0.0.1 (`memdir.web.server`); `review_app` builds the
ASGI app, which `memdir serve` can mount. Needs the ``server`` extra (Starlette, Jinja2,
uvicorn), imported only here: ``import memdir`` never loads them.
"""

from __future__ import annotations

from typing import Any

from memdir.foundation.errors import MissingExtraError
from memdir.web.sessions import Sessions as ReviewSessions  # the standard library only


def review_app(memory: Any, *, sessions: Any, **options: Any) -> Any:
    """The review page's ASGI app (see `memdir.web.app.review_app`); ``sessions``: a
    `ReviewSessions`, or None behind an authentication of one's own."""
    require_extra()
    from memdir.web.app import review_app as build

    return build(memory, sessions=sessions, **options)


def require_extra() -> None:
    """Raise MissingExtraError naming the extra when Starlette, Jinja2 or uvicorn is
    missing (one sentence instead of an ImportError deep inside a request)."""
    import importlib.util

    for module in ("starlette", "jinja2", "uvicorn"):
        if importlib.util.find_spec(module) is None:
            raise MissingExtraError(module, "server")


__all__ = ["ReviewSessions", "require_extra", "review_app"]
