"""The review page (`memdir.web.review_app`) under ``/review`` of `memdir serve`.

A reviewer (or admin) token opens its own project's page; an agent token gets 403: an
agent must not approve what agents proposed. The token never travels in a URL:

- **A person** runs ``memdir review --server`` (or sends ``POST /review/open`` with the
  token in an ``Authorization: Bearer`` header) and gets a one-time link
  ``/review/open?code=...``; the browser exchanges it for a session cookie (``HttpOnly``,
  ``SameSite=Strict``, ``Path=/review``, ``Secure`` over https) and the page answers from
  clean URLs (`memdir.web.gate`, `memdir.web.sessions`). A session lasts until it is
  left unused for an hour, twelve hours at most, and ends when its token is revoked.
- **A script or a proxy** sends the token in the ``Authorization`` header on every request.

Each token gets its own page app over its own `Memory` of the project (a page's actions
are serialized by the page; the REST API's by the project lock; the two are kept apart
by the store's file lock, as a CLI beside the server is). The history log names the
token's id as the actor.
"""

from __future__ import annotations

import threading
from typing import Any

from starlette.requests import Request
from starlette.types import Receive, Scope, Send

from memdir.foundation.errors import AuthError
from memdir.server.api import _bearer
from memdir.server.metrics import serving
from memdir.server.per_token import PerToken, key_of
from memdir.server.projects import Projects
from memdir.server.tokens import Grant, Tokens, a_role, may
from memdir.service.wire import ACTS_FOR
from memdir.web.gate import AUTH, Gate
from memdir.web.sessions import Sessions

ROLE = "reviewer"
SESSION_IDLE_SECONDS = 3600.0
SESSION_MAX_SECONDS = 12 * 3600.0
NO_SESSION = ("Open the review page with a one-time link: run 'memdir review --server' "
              "with MEMDIR_URL and a reviewer's MEMDIR_TOKEN, or POST /review/open with "
              "the token in an Authorization header.")


class ReviewPages:
    """ASGI app: the door (`memdir.web.gate.Gate`) in front of one page per token."""

    def __init__(self, tokens: Tokens, projects: Projects) -> None:
        self.tokens = tokens
        self.projects = projects
        # (project, token sha256) -> (page app, access): never the short token id
        self.apps: PerToken[tuple[Any, Any]] = PerToken(tokens.still_valid)
        self.sessions = Sessions(idle_seconds=SESSION_IDLE_SECONDS,
                                 max_seconds=SESSION_MAX_SECONDS,
                                 still_valid=self._still_valid)
        self.gate = Gate(self._page, self.sessions, bearer=self._grant,
                         no_session=NO_SESSION)
        self._guard = threading.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        await self.gate(scope, receive, send)

    def _grant(self, request: Request) -> Grant | None:
        """The grant of the request's bearer token, when it may review; None: no token.

        Raises:
            AuthError: not a token of this server (401), or not a reviewer's (403).
        """
        raw = _bearer(request)
        if raw is None:
            return None
        grant = self.tokens.check(raw)
        if request.headers.get(ACTS_FOR, "").lower() == "model":
            # A client acting for a model is one on every route (`server.api`): the page
            # decides proposals, which a model never does, whatever its token could.
            raise AuthError(f"The review page needs {a_role(ROLE)} token acting for a "
                            f"person; yours is {a_role(grant.role)} token acting for a model "
                            f"for project {grant.project!r}.", 403)
        if not may(grant.role, ROLE):
            raise AuthError(f"The review page needs {a_role(ROLE)} token; yours is "
                            f"{a_role(grant.role)} token for project {grant.project!r}.", 403)
        return grant

    def _still_valid(self, grant: Any) -> bool:
        return isinstance(grant, Grant) and self.tokens.still_valid(grant.token_sha256)

    async def _page(self, scope: Scope, receive: Receive, send: Send) -> None:
        grant = scope[AUTH].owner
        # A request signed in by its session cookie checks no token: its metrics (and any
        # model call it makes) are still the project of the token that opened the session.
        serving(grant.project)
        app = self._app(grant)
        inner = dict(scope)
        # The page builds its links from its own routes, under /review, not the server's.
        inner.pop("router", None)
        inner["app_root_path"] = scope.get("root_path", "")
        await app(inner, receive, send)

    def _app(self, grant: Grant) -> Any:
        from memdir.web import review_app

        with self._guard:
            for _, gone in self.apps.due():
                gone.value[1].close()
            entry = self.apps.get(key_of(grant))
            if entry is None:
                access = self.projects.new_access(grant, via="review")
                # Any Host: every request carries a session or token a rebinding page
                # cannot have, and the server may be reached under any name it is served at.
                app = review_app(access.memory, sessions=None, allowed_hosts=["*"],
                                 actor=f"review-{grant.id}")
                entry = self.apps.put(key_of(grant), (app, access))
            return entry.value[0]

    def revoked(self, project: str, sha256: str) -> None:
        """End the sessions and close the page of a token revoked through this server."""
        self.sessions.end_owner(lambda g: isinstance(g, Grant) and g.project == project
                                and g.token_sha256 == sha256)
        with self._guard:
            for _, gone in self.apps.drop(project, sha256):
                gone.value[1].close()

    def close(self) -> None:
        with self._guard:
            for entry in self.apps.clear():
                entry.value[1].close()


__all__ = ["ReviewPages"]
