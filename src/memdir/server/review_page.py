"""The review page (`memdir.web.review_app`) under ``/review`` of `memdir serve`.

A reviewer (or admin) token opens its own project's page: in the URL
(``/review/?token=...``, what a person opens in a browser; every link and form of the page
carries it on) or in an ``Authorization: Bearer`` header (a script, a proxy that adds it).
An agent token gets 403: an agent must not approve what agents proposed.

Each token gets its own page app over its own `Memory` of the project (a page's actions
are serialized by the page; the REST API's by the project lock; the two are kept apart
by the store's file lock, as a CLI beside the server is). The history log names the
token's id as the actor.
"""

from __future__ import annotations

import threading
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.types import Receive, Scope, Send

from memdir.foundation.errors import AuthError, StoreUnavailableError
from memdir.server.api import RETRY_AFTER, _bearer
from memdir.server.per_token import PerToken, key_of
from memdir.server.projects import Projects
from memdir.server.tokens import Tokens, a_role, may

ROLE = "reviewer"


class ReviewPages:
    """ASGI app: authenticates the token, then hands the request to its project's page."""

    def __init__(self, tokens: Tokens, projects: Projects) -> None:
        self.tokens = tokens
        self.projects = projects
        # (project, token sha256) -> (page app, access): never the short token id
        self.apps: PerToken[tuple[Any, Any]] = PerToken(tokens.still_valid)
        self._guard = threading.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        request = Request(scope)
        in_url = request.query_params.get("token")
        raw = in_url or _bearer(request)
        try:
            grant = self.tokens.check(raw)
            if not may(grant.role, ROLE):
                raise AuthError(f"The review page needs {a_role(ROLE)} token; yours is "
                                f"{a_role(grant.role)} token for project "
                                f"{grant.project!r}.", 403)
        except AuthError as exc:
            await PlainTextResponse(str(exc), status_code=exc.status,
                                    headers={"cache-control": "no-store"})(
                scope, receive, send)
            return
        except StoreUnavailableError as exc:  # the token book's database is down
            await PlainTextResponse(str(exc), status_code=503, headers={
                "cache-control": "no-store", "retry-after": str(RETRY_AFTER)})(
                scope, receive, send)
            return
        app = self._app(grant, raw or "")
        inner = dict(scope)
        # The page builds its links from its own routes, under /review, not the server's.
        inner.pop("router", None)
        inner["app_root_path"] = scope.get("root_path", "")
        if not in_url:
            # Authenticated by header: the page's gate and links read the token in the URL.
            query = parse_qsl(scope.get("query_string", b"").decode("latin-1"),
                              keep_blank_values=True)
            inner["query_string"] = urlencode([*query, ("token", raw or "")]).encode()
        await app(inner, receive, send)

    def _app(self, grant: Any, token: str) -> Any:
        from memdir.web import review_app

        with self._guard:
            for _, gone in self.apps.due():
                gone.value[1].close()
            entry = self.apps.get(key_of(grant))
            if entry is None:
                access = self.projects.new_access(grant, via="review")
                # Any Host: every request carries a token a rebinding page cannot know,
                # and the server may be reached under any name it is served at.
                app = review_app(access.memory, token=token, allowed_hosts=["*"],
                                 actor=f"review-{grant.id}")
                entry = self.apps.put(key_of(grant), (app, access))
            return entry.value[0]

    def revoked(self, project: str, sha256: str) -> None:
        """Close the page of a token revoked through this server."""
        with self._guard:
            for _, gone in self.apps.drop(project, sha256):
                gone.value[1].close()

    def close(self) -> None:
        with self._guard:
            for entry in self.apps.clear():
                entry.value[1].close()


__all__ = ["ReviewPages"]
