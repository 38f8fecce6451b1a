"""What `memdir serve` logs, and how: text or JSON lines, never a secret.

One access line per request, written by the metrics middleware (`memdir.server.metrics`)
to the ``memdir.access`` logger at info: method, the route's *template*
(``/v1/records/{name}``), status and milliseconds. Never the path as sent, the query
string, a header, a token or a body: a record's name, a search, a token and memory text
never reach the log at info level. uvicorn's own access log, which prints the path and
query string as sent, is turned off.

``--log-format json`` writes every line (memdir's and uvicorn's) as one JSON object:
``{"time", "level", "logger", "message", ...}`` plus an access line's fields.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

ACCESS = "memdir.access"
FORMATS = ("text", "json")
_FIELDS = ("method", "route", "status", "ms")


class JsonLines(logging.Formatter):
    """A log record as one JSON object per line."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(), "logger": record.name,
            "message": record.getMessage()}
        for key in _FIELDS:
            if hasattr(record, key):
                out[key] = getattr(record, key)
        if record.exc_info and record.levelno >= logging.ERROR:
            out["error"] = self.formatException(record.exc_info).splitlines()[-1]
        return json.dumps(out, ensure_ascii=False)


def log_config(fmt: str, level: str) -> dict[str, Any]:
    """The logging configuration (`logging.config.dictConfig`) for uvicorn and memdir."""
    formatter: dict[str, Any] = (
        {"()": f"{__name__}.JsonLines"} if fmt == "json"
        else {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"})
    level = level.upper()
    handler = {"class": "logging.StreamHandler", "formatter": "memdir",
               "stream": "ext://sys.stderr"}
    return {
        "version": 1, "disable_existing_loggers": False,
        "formatters": {"memdir": formatter},
        "handlers": {"memdir": handler},
        "loggers": {
            "uvicorn": {"handlers": ["memdir"], "level": level, "propagate": False},
            "uvicorn.error": {"handlers": ["memdir"], "level": level, "propagate": False},
            # Its lines carry the path and query string as sent: off, memdir's replace it.
            "uvicorn.access": {"handlers": [], "level": "CRITICAL", "propagate": False},
            "memdir": {"handlers": ["memdir"], "level": level, "propagate": False},
        },
    }


def access_line(method: str, route: str, status: int, ms: float) -> None:
    """One request, as the access log keeps it (see the module docstring)."""
    logger = logging.getLogger(ACCESS)
    if logger.isEnabledFor(logging.INFO):
        logger.info("%s %s %d %.1f ms", method, route, status, ms,
                    extra={"method": method, "route": route, "status": status,
                           "ms": round(ms, 1)})


__all__ = ["ACCESS", "FORMATS", "JsonLines", "access_line", "log_config"]
