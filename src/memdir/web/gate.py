"""The review page's door: who may open it, and how a browser comes in without a secret in
any URL it keeps.

`Gate` is ASGI middleware in front of the pages. A request is let in when it carries

- a **session cookie** (`memdir.web.sessions`): what a browser holds after it opened the
  one-time link at ``/open?code=...``. The cookie is ``HttpOnly``, ``SameSite=Strict``,
  scoped to the page's path (and ``Secure`` over https). Every POST made with it must
  carry the session's CSRF token in its form, and a ``Sec-Fetch-Site`` (or ``Origin``)
  saying it came from the page itself; or
- an ``Authorization: Bearer`` header, where the app that mounts the page checks it
  (`memdir serve`: a reviewer's token, for a script or a proxy). A header is never sent
  by a browser on its own, so it needs no CSRF token.

``GET /open?code=...`` exchanges a code for a session, sets the cookie and sends the
browser on to the page itself: a redirect when the browser was told the link directly (a
command line, the address bar), or, when it followed the link from another site, a small
page that refreshes to it (after a cross-site navigation a ``SameSite=Strict`` cookie is
not sent along a redirect, but is on a refresh the page itself starts). ``POST /open``
with a bearer header issues a code for that token (`memdir review --server`). A token in
a URL is refused outright: a URL ends up in logs and histories.

Every answer carries the page's security headers: no script may run, no framing, no
``Referer``, nothing cached.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, parse_qsl, quote, urlsplit

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memdir.foundation.errors import AuthError, StoreUnavailableError
from memdir.web.sessions import CODE_SECONDS, Session, Sessions

AUTH = "memdir.review"  # the scope key under which the gate leaves who the request is
MAX_FORM_BYTES = 256 * 1024  # a memory is short; a bigger form is not a person's edit
RETRY_AFTER = 2  # seconds, when the token book's database is down
SECURITY_HEADERS = {
    # No script may run, whatever a memory holds; styles are inline in the layout.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; "
                               "img-src 'self' data:; form-action 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
}
NO_SESSION = ("Open the review page with the one-time link 'memdir review' opens or "
              "prints (it works once, within a minute); press Enter in its terminal for "
              "a new one.")


@dataclass(frozen=True)
class Auth:
    """Who a request is: ``owner`` (the server's grant; None on a local page) and the
    ``session`` it came with (None: a bearer header)."""

    owner: Any
    session: Session | None


Bearer = Callable[[Request], Any]  # a request's bearer header -> its owner, None: no header


def not_utf8(raw: bytes, what: str) -> str | None:
    """The sentence refusing ``raw`` (a request path, a query string or a form, as sent)
    when it is not UTF-8 once its %-escapes are decoded; None when it is. Starlette
    decodes it with U+FFFD in each byte's place, so ``?q=caf%E9`` (Latin-1) searched for
    'caf\ufffd' and ``?hash=%FF`` compared a hash no client sent, in silence."""
    from urllib.parse import unquote_to_bytes

    if not raw or raw.isascii() and b"%" not in raw:
        return None
    try:
        unquote_to_bytes(raw).decode("utf-8")
    except UnicodeDecodeError:
        return f"{what} is not UTF-8 text once its %-escapes are decoded."
    return None


def given_twice(pairs: list[tuple[str, str]], *, lists: tuple[str, ...] = ()) -> str | None:
    """The first name given twice among ``pairs`` (a query string's or a form's), other
    than the ``lists`` a form repeats on purpose (ticked boxes); None: none is."""
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen and key not in lists:
            return key
        seen.add(key)
    return None


class Gate:
    """Lets a request through to ``app`` only as described in the module docstring.

    Args:
        app: the pages.
        sessions: the codes and sessions of this page. None: the page is mounted behind
            an authentication of its own and the gate only adds its headers (a gate in
            front of this one has already let the request in when ``AUTH`` is set).
        bearer: checks a request's ``Authorization`` header and returns its owner
            (raises `AuthError`), or None when it has none; None: no header is accepted.
        no_session: the sentence a request without a session is answered with.
    """

    def __init__(self, app: ASGIApp, sessions: Sessions | None, *,
                 bearer: Bearer | None = None, no_session: str = NO_SESSION) -> None:
        self.app = app
        self.sessions = sessions
        self.bearer = bearer
        self.no_session = no_session

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or AUTH in scope:
            await self.app(scope, receive, send)
            return
        send = _with_headers(send)
        said = not_utf8(scope.get("query_string", b""), "The query string")
        if said is not None:  # read, it would be another text than the one sent
            await self._refuse(scope, receive, send, 400, said)
            return
        twice = given_twice(parse_qsl(scope.get("query_string", b"").decode("latin-1"),
                                      keep_blank_values=True))
        if twice is not None:
            # Starlette reads the last ('?name=a&name=b' showed b), a proxy or a log in
            # front may read the first: refused, as a /v1 query parameter given twice is.
            await self._refuse(scope, receive, send, 400,
                               f"The query parameter {twice!r} is given twice.")
            return
        if self.sessions is None:
            await self.app(scope, receive, send)
            return
        try:
            await self._gate(scope, receive, send, self.sessions)
        except AuthError as exc:
            await self._refuse(scope, receive, send, exc.status, str(exc))
        except StoreUnavailableError as exc:  # the token book's database is down
            await Response(str(exc), status_code=503, media_type="text/plain",
                           headers={"retry-after": str(RETRY_AFTER)})(scope, receive, send)

    async def _gate(self, scope: Scope, receive: Receive, send: Send,
                    sessions: Sessions) -> None:
        request = Request(scope)
        if "token" in request.query_params:
            raise AuthError("This page takes no token in its URL (a URL is kept in logs, "
                            "histories and Referer headers). " + self.no_session, 401)
        if _route_path(scope) == "/open":
            await self._open(request, sessions)(scope, receive, send)
            return
        if self.bearer is not None and "authorization" in request.headers:
            owner = self.bearer(request)
            if owner is None:
                raise AuthError("The Authorization header must be 'Bearer TOKEN'.", 401)
            if scope["method"] not in ("GET", "HEAD"):  # its form read as the page reads it
                body = await _read_body(receive)
                if body is None:
                    await self._refuse(scope, receive, send, 413, "The form is too large.")
                    return
                if (said := not_utf8(body, "The form")) is not None:
                    await self._refuse(scope, receive, send, 400, said)
                    return
                receive = _replay(body, receive)
            await self.app({**scope, AUTH: Auth(owner, None)}, receive, send)
            return
        session = sessions.get(request.cookies.get(sessions.cookie))
        if session is None:
            raise AuthError(self.no_session, 401)
        if scope["method"] not in ("GET", "HEAD"):
            body = await _read_body(receive)
            if body is None:
                await self._refuse(scope, receive, send, 413, "The form is too large.")
                return
            if (said := not_utf8(body, "The form")) is not None:
                await self._refuse(scope, receive, send, 400, said)
                return
            fields = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
            if not _same_origin(request) or not session.csrf_ok(
                    (fields.get("csrf") or [""])[-1]):
                await self._refuse(scope, receive, send, 403, "This form did not come "
                                   "from this page (its CSRF token or origin is wrong); "
                                   "reload the page and try again.")
                return
            receive = _replay(body, receive)
        await self.app({**scope, AUTH: Auth(session.owner, session)}, receive, send)

    def _open(self, request: Request, sessions: Sessions) -> Response:
        root = request.scope.get("root_path", "").rstrip("/")
        if request.method == "POST":
            owner = self.bearer(request) if self.bearer is not None else None
            if owner is None:
                raise AuthError("A one-time link is issued for a bearer token in the "
                                "Authorization header.", 401)
            code = sessions.issue(owner)
            return JSONResponse({"url": f"{root}/open?code={code}",
                                 "expires_in": int(CODE_SECONDS)})
        if request.method != "GET":  # a HEAD (a link preview) never spends a code
            return Response("Use GET or POST.", status_code=405, media_type="text/plain")
        code = request.query_params.get("code", "")
        target = root + _local_path(request.query_params.get("next", "/"))
        current = request.cookies.get(sessions.cookie)
        if code and sessions.was_opened_by(code, current):
            return _onwards(request, target)  # the same browser opening its link again
        opened = sessions.redeem(code, current) if code else None
        if opened is None:
            raise AuthError("This link was used already or has expired: a link works once, "
                            "within a minute. " + self.no_session, 401)
        session_id, _ = opened
        response = _onwards(request, target)
        response.set_cookie(sessions.cookie, session_id, path=root or "/", httponly=True,
                            samesite="strict", secure=request.url.scheme == "https")
        return response

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, status: int,
                      sentence: str) -> None:
        if _wants_json(scope):
            await JSONResponse({"error": sentence}, status_code=status)(scope, receive, send)
            return
        await HTMLResponse(_page("memdir review", f"<p>{html.escape(sentence)}</p>"),
                           status_code=status)(scope, receive, send)


def _route_path(scope: Scope) -> str:
    """The request's path below where the page is mounted."""
    path, root = scope.get("path", ""), scope.get("root_path", "")
    return path[len(root):] or "/" if root and path.startswith(root) else path


def _local_path(target: str) -> str:
    """``target`` when it is a path of this page (the door never sends anyone elsewhere)."""
    parts = urlsplit(target)
    if (parts.scheme or parts.netloc or not target.startswith("/")
            or target.startswith("//") or "\\" in target):
        return "/"
    return target


def _onwards(request: Request, target: str) -> Response:
    if request.headers.get("sec-fetch-site", "none") in ("none", "same-origin"):
        return RedirectResponse(target, status_code=303)
    return _door(target)


def _door(target: str) -> HTMLResponse:
    """The page the code is exchanged on: it moves on by itself (no script: a refresh)."""
    href = html.escape(quote(target, safe="/?&=%:+,;@-._~"))
    return HTMLResponse(_page("memdir review", f'<p>Signed in. <a href="{href}">Open the '
                              "review page</a>.</p>", f'<meta http-equiv="refresh" '
                              f'content="0; url={href}">'))


def _page(title: str, body: str, head: str = "") -> str:
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">{head}'
            f'<meta name="referrer" content="no-referrer"><title>{title}</title></head>'
            f"<body>{body}</body></html>")


def _same_origin(request: Request) -> bool:
    """Whether a POST says it came from this page: ``Sec-Fetch-Site: same-origin`` (not
    merely same-site: every port of 127.0.0.1 is the same site), or, from a browser that
    does not send it, an ``Origin`` naming this host. Under ``no-referrer`` a browser's
    own form sends ``Origin: null``, so null alone proves nothing either way; the
    SameSite cookie and the CSRF token still hold."""
    site = request.headers.get("sec-fetch-site")
    if site is not None:
        return site == "same-origin"
    origin = request.headers.get("origin", "null")
    host = request.headers.get("host", "")
    return origin == "null" or (bool(host) and urlsplit(origin).netloc == host)


def _wants_json(scope: Scope) -> bool:
    for name, value in scope.get("headers") or ():
        if name == b"accept":
            return b"application/json" in value and b"text/html" not in value
    return False


async def _read_body(receive: Receive) -> bytes | None:
    """The request's body, or None past `MAX_FORM_BYTES`."""
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_FORM_BYTES:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """``receive`` with the body already read given again first."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}
    return replayed


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            present = {k.lower() for k, _ in message.get("headers", [])}
            extra = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()
                     if k.encode() not in present]
            message = {**message, "headers": [*message.get("headers", []), *extra]}
        await send(message)
    return sending


__all__ = ["AUTH", "Auth", "Gate", "MAX_FORM_BYTES", "NO_SESSION", "SECURITY_HEADERS"]
