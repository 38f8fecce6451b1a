"""The HTTP side of a remote memory: one JSON request to a `memdir serve`, one answer.

The standard library's ``http.client``, not an HTTP package: a Claude Code hook starts a
fresh process on every prompt, and this is all it needs (JSON over one connection, a
bearer token, a timeout). A refusal raises the class the server raised
(`memdir.service.wire.error_of`: a missing record is a `NotFoundError` here as on the
server), with the server's own sentence; `ServerUnavailableError` says there is no answer
at all (down, unreachable, timed out, a 5xx), which callers on the user's path turn into
"no memory this turn", never a failure.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote, urlencode, urlsplit, urlunsplit

from memdir.foundation import json_text
from memdir.foundation.config import DEFAULT_REMOTE_TIMEOUT
from memdir.foundation.errors import (
    ConflictError,
    InvalidNameError,
    MemdirError,
    RemoteNotFoundError,
    ServerUnavailableError,
)
from memdir.foundation.finite import spelled, unspelled

DEFAULT_TIMEOUT = DEFAULT_REMOTE_TIMEOUT  # seconds (MEMDIR_REMOTE_TIMEOUT); a hook has 8 in all


class Server:
    """A `memdir serve` at ``url``, used with ``token``.

    Args:
        url: the server's base URL (``http://127.0.0.1:8765``; https with TLS).
        token: the bearer token (``memdir token create``).
        timeout: seconds to wait for a connection and for each answer.
        acts_for: ``model``: every request asks the server to act for a model, whatever
            the token's role (a reviewer's token then decides nothing).
    """

    def __init__(self, url: str, token: str, timeout: float = DEFAULT_TIMEOUT, *,
                 acts_for: str | None = None) -> None:
        parts = urlsplit(url.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise MemdirError(f"The memory server address {url!r} (MEMDIR_URL) is not an "
                              "http(s) URL, e.g. http://127.0.0.1:8765.")
        if not token or not token.strip():
            raise MemdirError("MEMDIR_URL is set but MEMDIR_TOKEN is not; set it to a token "
                              "from 'memdir token create'.")
        # What every sentence names the server by: never a user name or password written
        # in the address (they are not sent: the token is), nor a query it never uses.
        self.url = urlunsplit((parts.scheme, parts.netloc.rpartition("@")[2], parts.path,
                               "", "")).rstrip("/")
        self._parts = parts
        self._token = token.strip()
        self.timeout = timeout
        self.acts_for = acts_for

    def __repr__(self) -> str:  # never the token
        return f"Server({self.url!r})"

    def for_model(self) -> Server:
        """The same server and token, every request acting for a model."""
        import copy

        made = copy.copy(self)
        made.acts_for = "model"
        return made

    def request(self, method: str, path: str, body: Any = None,
                query: dict[str, Any] | None = None) -> Any:
        """Send one request and return the decoded JSON answer.

        Raises:
            ServerUnavailableError: no answer (refused, unreachable, timed out, not JSON).
            MemdirError: the server's refusal, as the class it raised (a
                `NotFoundError`, a `ConflictError`, a `RoleError`...).
        """
        import http.client  # here: a process that never talks to a server never pays

        parts = self._parts
        kind = (http.client.HTTPSConnection if parts.scheme == "https"
                else http.client.HTTPConnection)
        conn = kind(parts.hostname or "", parts.port, timeout=self.timeout)
        target = parts.path.rstrip("/") + path
        if query:
            target += "?" + urlencode({k: v for k, v in query.items() if v is not None})
        headers = {"Authorization": f"Bearer {self._token}", "Accept": "application/json"}
        if self.acts_for:
            from memdir.service.wire import ACTS_FOR

            headers[ACTS_FOR] = self.acts_for
        data = None
        if body is not None:  # a NaN or an infinity as `memdir.foundation.finite` says it
            body = spelled(body)
            try:
                data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate ("\ud800") a caller passed:
                data = json.dumps(body).encode("ascii")  # sent escaped, as JSON allows
            headers["Content-Type"] = "application/json"
        try:
            conn.request(method, target, body=data, headers=headers)
            answer = conn.getresponse()
            raw = answer.read()
            status = answer.status
        except (OSError, http.client.HTTPException) as exc:
            reason = getattr(exc, "strerror", None) or type(exc).__name__
            raise ServerUnavailableError(
                f"The memory server at {self.url} is not reachable ({reason}); memory is "
                "unavailable until it is back.") from exc
        finally:
            conn.close()
        try:
            decoded = unspelled(json_text.loads(raw)) if raw else {}
        except ValueError as exc:
            raise ServerUnavailableError(f"The memory server at {self.url} answered "
                                         f"{status} without JSON; is MEMDIR_URL right?"
                                         ) from exc
        if status < 400:
            return decoded
        from memdir.service.wire import error_of

        if status >= 500:
            sentence = (decoded.get("error") if isinstance(decoded, dict) else None) or (
                f"The memory server answered {status}.")
            raise ServerUnavailableError(f"The memory server at {self.url} failed "
                                         f"({status}): {sentence}")
        fallback = {404: RemoteNotFoundError, 409: ConflictError}.get(status, MemdirError)
        raise error_of(decoded, fallback)


def path_of(name: str, refused: Callable[[str], Exception] | None = None) -> str:
    """A record name (or an id) as one path segment. The server reads a path decoded, so
    it routes no segment that is empty, a dot or two, or holds a ``/`` (its answer a
    404 of no route, not the service's): such a one is refused here with
    ``refused(name)``, the error the service raises for it."""
    if refused is not None and (name in ("", ".", "..") or "/" in name):
        raise refused(name)
    return quote(name, safe="")


def invalid_name(name: str) -> Exception:
    """The error a record name the service cannot take is refused with."""
    from memdir.foundation.record import validate_name

    try:
        validate_name(name)
    except InvalidNameError as exc:
        return exc
    return InvalidNameError(name, "it cannot be sent as a part of a path")


__all__ = ["DEFAULT_TIMEOUT", "Server", "invalid_name", "path_of"]
