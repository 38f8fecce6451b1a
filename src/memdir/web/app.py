"""The review page as an ASGI app: `review_app(memory, sessions=...)`.

A factory, so `memdir review` serves it alone and `memdir serve` can mount it. Pages:
the inbox (proposals with side-by-side diffs: approve, edit, reject), every memory
(search, filters, pages), one record's history (diffs, restore), the changes (undo), and
the questions visitors asked that memory could not answer (public-agent mode).

What it guards against:

- **Another web page, another user, a log driving or reading it.** The door
  (`memdir.web.gate`) lets in a browser that opened a one-time link and holds the session
  cookie it got for it (``HttpOnly``, ``SameSite=Strict``), and every POST must carry the
  session's CSRF token and come from the page's own origin. No URL of the page carries a
  secret, so no log, history or ``Referer`` holds one. Host headers other than the ones
  served are refused (DNS rebinding). Served by `memdir review`, the page also answers
  only its own user's processes where the system says who connects
  (`memdir.web.peer`).
- **Hostile memory text.** Jinja2 autoescapes everything, and shows a character that
  reorders text or shows as nothing (a bidi override, a zero-width space, a tag
  character) as its code point, ``<U+202E>``; diffs are data, not HTML; the
  Content-Security-Policy allows no script at all, so even markup that slipped through
  would not run. The page needs no JavaScript.
- **A double submit or a stale page.** Every action goes through the service, which
  refuses a write based on an outdated record; the refusal is shown as one sentence. A
  restore names the hash its page showed, required (a hand-made form without it restores
  nothing); a form field given twice is refused, not read as its last.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from memdir.foundation.errors import MemdirError
from memdir.foundation.record import MEMORY_TYPES, ORIGINS
from memdir.foundation.terminal import visible
from memdir.foundation.validity import record_name
from memdir.web import pages
from memdir.web.browse import PER_PAGE
from memdir.web.gate import AUTH, MAX_FORM_BYTES, Gate, given_twice
from memdir.web.sessions import Sessions

TEMPLATES = Path(__file__).with_name("templates")
LOOPBACK_HOSTS = ("127.0.0.1", "localhost")


class _FormRefused(MemdirError):
    """A form the page does not act on at all (too large, a field given twice): a 400
    with the sentence, not a redirect, since no page of the form's sent it."""


class _Exact(str):
    """A value a form sends back (``|exact``): kept as it is, escaped but not made
    visible, or an edit approved from the page would store ``<U+200B>`` as text."""


def _visible(value: Any) -> Any:
    """What a page shows of a value: text with its hidden characters made visible (the
    reviewer approves what a model will read), markup the page made itself and the values
    of form fields (`_Exact`) as they are."""
    if isinstance(value, str) and not isinstance(value, Markup | _Exact):
        return visible(value)
    return value


class _ReviewPages:
    """The review page's handlers over one `Memory` (see `review_app`)."""

    def __init__(self, memory: Any, actor: str, per_page: int) -> None:
        self.memory, self.actor, self.per_page = memory, actor, per_page
        self.env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True,
                               undefined=StrictUndefined, trim_blocks=True,
                               lstrip_blocks=True, finalize=_visible)
        # `supersedes` names a record, or (written before validity) holds a content hash.
        self.env.globals["record_name"] = record_name
        self.env.filters["exact"] = lambda value: _Exact("" if value is None else value)
        self.lock = threading.Lock()  # one writer at a time: the page is one person's tool

    def render(self, request: Request, template: str, status: int = 200,
               **context: Any) -> HTMLResponse:
        def url(route: str, **params: Any) -> str:
            query = {k: v for k, v in params.items() if v not in (None, "")}
            path = request.url_for(route).path
            return f"{path}?{urlencode(query)}" if query else path

        auth = request.scope.get(AUTH)
        session = getattr(auth, "session", None)
        values = {"note": request.query_params.get("note", ""),
                  "error": request.query_params.get("error", ""), "edited": None,
                  **context}
        html = self.env.get_template(template).render(
            request=request, url=url, types=MEMORY_TYPES, origins=ORIGINS,
            features=pages.features(self.memory),
            # Every POST form carries it; the gate checks it (a bearer header needs none).
            csrf=session.csrf if session is not None else "", **values)
        return HTMLResponse(html, status_code=status)

    def back(self, request: Request, route: str, **params: Any) -> RedirectResponse:
        # POST, then redirect, then GET: reloading the page does not repeat the action.
        query = {k: v for k, v in params.items() if v not in (None, "")}
        path = request.url_for(route).path
        return RedirectResponse(f"{path}?{urlencode(query)}" if query else path,
                                status_code=303)

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        def locked() -> Any:
            with self.lock:
                return fn(*args)
        return await run_in_threadpool(locked)

    async def form(self, request: Request) -> dict[str, str]:
        body = await request.body()
        if len(body) > MAX_FORM_BYTES:
            raise _FormRefused("The form is too large.")
        pairs = parse_qsl(body.decode("utf-8", errors="replace"), keep_blank_values=True)
        # Ticked boxes repeat their name: every id. Any other field given twice is
        # refused: which of two 'expected' or 'id' a write acts on is not the page's guess.
        twice = given_twice(pairs, lists=("ids",))
        if twice is not None:
            raise _FormRefused(f"The form field {twice!r} is given twice; nothing was done.")
        fields: dict[str, list[str]] = {}
        for key, value in pairs:
            fields.setdefault(key, []).append(value)
        return {k: ",".join(v) for k, v in fields.items() if k != "csrf"}

    async def home(self, request: Request) -> Response:
        counts = await self.run(pages.pending_count, self.memory)
        return self.back(request, "inbox" if counts else "memories")

    async def memories(self, request: Request) -> Response:
        page, query = await self.run(pages.memories, self.memory, request.query_params,
                                     self.per_page)
        return self.render(request, "memories.html", page=page, query=query)

    async def record(self, request: Request) -> Response:
        view = await self.run(pages.record, self.memory, request.query_params.get("scope", ""),
                              request.query_params.get("name", ""))
        if view is None:
            return self.render(request, "missing.html", status=404,
                               name=request.query_params.get("name", ""))
        return self.render(request, "record.html", view=view)

    async def restore(self, request: Request) -> Response:
        data = await self.form(request)
        scope, name = data.get("scope", ""), data.get("name", "")
        try:
            message = await self.run(pages.restore, self.memory, scope, name,
                                     data.get("version", ""), self.actor,
                                     data.get("expected", ""))
        except MemdirError as exc:
            return self.back(request, "record", scope=scope, name=name, error=str(exc))
        return self.back(request, "record", scope=scope, name=name, note=message)

    async def inbox(self, request: Request) -> Response:
        after = request.query_params.get("after", "")[:400]
        try:
            view = await self.run(pages.inbox, self.memory, after)
        except MemdirError as exc:  # a cursor from an old link: the first page, and why
            view = await self.run(pages.inbox, self.memory, "")
            return self.render(request, "inbox.html", status=400, view=view,
                               editing="", error=str(exc))
        return self.render(request, "inbox.html", view=view,
                           editing=request.query_params.get("edit", ""))

    async def decide(self, request: Request) -> Response:
        data = await self.form(request)
        try:
            message = await self.run(pages.decide, self.memory, data, self.actor)
        except MemdirError as exc:
            if data.get("action") != "edit":
                return self.back(request, "inbox", error=str(exc))
            # The person's edit is shown again with the reason, never thrown away.
            try:
                view = await self.run(pages.inbox, self.memory, data.get("after", ""))
            except MemdirError:
                view = await self.run(pages.inbox, self.memory, "")
            return self.render(request, "inbox.html", status=400, view=view,
                               editing=data.get("id", ""),
                               edited=data.get("text", ""), error=str(exc))
        return self.back(request, "inbox", note=message)

    async def changes(self, request: Request) -> Response:
        items, tombstones = await self.run(pages.changes, self.memory)
        return self.render(request, "changes.html", items=items, tombstones=tombstones)

    async def undo(self, request: Request) -> Response:
        data = await self.form(request)
        try:
            message = await self.run(pages.undo, self.memory, data.get("change", ""), self.actor)
        except MemdirError as exc:
            return self.back(request, "changes", error=str(exc))
        return self.back(request, "changes", note=message)

    async def questions(self, request: Request) -> Response:
        items = await self.run(pages.questions, self.memory)
        return self.render(request, "questions.html", items=items)


def review_app(memory: Any, *, sessions: Sessions | None,
               allowed_hosts: Sequence[str] = LOOPBACK_HOSTS,
               actor: str = "review", per_page: int = PER_PAGE) -> Starlette:
    """The review page over ``memory`` (a `memdir.Memory`).

    Args:
        memory: the service every page reads and every action writes through.
        sessions: the one-time codes and sessions that let a browser in
            (`memdir.web.sessions`; ``sessions.issue()`` gives the code of a link
            ``/open?code=...``). ``None`` lets every request in, for an app that mounts
            this one behind its own authentication (never for a bare server).
        allowed_hosts: Host headers answered (the loopback names by default).
        actor: who the history log names for a person's action here.
        per_page: memories listed per page.
    """
    handlers = _ReviewPages(memory, actor, per_page)
    routes = [
        Route("/", handlers.home, name="home"),
        Route("/memories", handlers.memories, name="memories"),
        Route("/record", handlers.record, name="record"),
        Route("/record/restore", handlers.restore, methods=["POST"], name="restore"),
        Route("/inbox", handlers.inbox, name="inbox"),
        Route("/inbox/decide", handlers.decide, methods=["POST"], name="decide"),
        Route("/changes", handlers.changes, name="changes"),
        Route("/changes/undo", handlers.undo, methods=["POST"], name="undo"),
        Route("/questions", handlers.questions, name="questions"),
    ]
    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts)),
                  Middleware(Gate, sessions=sessions)]
    return Starlette(routes=routes, middleware=middleware,
                     exception_handlers={_FormRefused: _form_refused})


async def _form_refused(request: Request, exc: Exception) -> Response:
    return HTMLResponse(f"<!doctype html><title>memdir review</title><p>{escape(str(exc))}</p>",
                        status_code=400)
