"""The HTTP side of a remote memory: one JSON request to a `memdir serve`, one answer.

The standard library's ``http.client``, not an HTTP package: a Claude Code hook starts a
fresh process on every prompt, and this is all it needs (JSON over one connection, a
bearer token, a timeout). Failures are `MemdirError`s with the server's own sentence, or
`ServerUnavailableError` when there is no answer at all (down, unreachable, timed out),
which callers on the user's path turn into "no memory this turn", never a failure.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote, urlencode, urlsplit

from memdir.foundation.config import Config
from memdir.foundation.errors import (
    ConflictError,
    MemdirError,
    RemoteNotFoundError,
    ServerUnavailableError,
)

DEFAULT_TIMEOUT = 5.0  # seconds; a hook has 8 in all


class Server:
    """A `memdir serve` at ``url``, used with ``token``.

    Args:
        url: the server's base URL (``http://127.0.0.1:8765``; https with TLS).
        token: the bearer token (``memdir token create``).
        timeout: seconds to wait for a connection and for each answer.
    """

    def __init__(self, url: str, token: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        parts = urlsplit(url.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise MemdirError(f"The memory server address {url!r} (MEMDIR_URL) is not an "
                              "http(s) URL, e.g. http://127.0.0.1:8765.")
        if not token or not token.strip():
            raise MemdirError("MEMDIR_URL is set but MEMDIR_TOKEN is not; set it to a token "
                              "from 'memdir token create'.")
        self.url = url.strip().rstrip("/")
        self._parts = parts
        self._token = token.strip()
        self.timeout = timeout

    def __repr__(self) -> str:  # never the token
        return f"Server({self.url!r})"

    def request(self, method: str, path: str, body: Any = None,
                query: dict[str, Any] | None = None) -> Any:
        """Send one request and return the decoded JSON answer.

        Raises:
            ServerUnavailableError: no answer (refused, unreachable, timed out, not JSON).
            RemoteNotFoundError, ConflictError, MemdirError: the server's refusal.
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
        data = None
        if body is not None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
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
            decoded = json.loads(raw) if raw else {}
        except ValueError as exc:
            raise ServerUnavailableError(f"The memory server at {self.url} answered "
                                         f"{status} without JSON; is MEMDIR_URL right?"
                                         ) from exc
        if status < 400:
            return decoded
        sentence = (decoded.get("error") if isinstance(decoded, dict) else None) or (
            f"The memory server answered {status}.")
        if status == 404:
            raise RemoteNotFoundError(sentence)
        if status == 409:
            raise ConflictError(sentence)
        if status >= 500:
            raise ServerUnavailableError(f"The memory server at {self.url} failed "
                                         f"({status}): {sentence}")
        raise MemdirError(sentence)


def path_of(name: str) -> str:
    """A record name as one path segment."""
    return quote(name, safe="")


def remote_settings(config: Config | None = None) -> tuple[str, str] | None:
    """``(url, token)`` when a server is configured (`memdir.foundation.config`), else None."""
    config = config or Config.from_env()
    return (config.url, config.token or "") if config.url else None


__all__ = ["DEFAULT_TIMEOUT", "RemoteNotFoundError", "Server", "ServerUnavailableError",
           "path_of", "remote_settings"]
