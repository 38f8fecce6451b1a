"""The failure rules every network provider shares: what is retried, how long to wait, and
the one sentence a final failure becomes.

Both SDKs (anthropic, openai) are generated from the same template and raise the same
exception shapes, so these rules live here once, apart from provider lookup: the adapters
import this module, and `memdir.providers` imports the adapters lazily, so keeping these
rules in the package ``__init__`` made every adapter import its own parent mid-import.

- `RetryPolicy` retries rate limits (429), lock/request timeouts (408/409), server errors
  (5xx) and dropped connections, with exponential backoff and jitter, honouring the
  server's ``retry-after``/``retry-after-ms`` (and ``x-should-retry``). The SDKs' own
  retries are turned off so the number of attempts and the backoff are ours to set —
  tests use millisecond backoff. A client *timeout* is not retried: the caller waited the
  whole timeout already and a stuck model rarely answers on the next try. A streamed
  answer is not retried once text has reached ``on_text``, since a retry would repeat it.
- `describe_failure` turns the last failure into one sentence for `ProviderError`
  ("The Anthropic API returned 500 after 2 retries: ..."), naming the environment
  variable to check when the key was refused.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, TypeVar

from memdir.foundation.errors import ProviderError

T = TypeVar("T")


@dataclass(frozen=True)
class Failure:
    """An SDK exception reduced to what the retry rule and the error sentence need.

    ``kind`` is ``status`` (the server answered with an error status), ``timeout``,
    ``connection`` (refused, reset, DNS), ``malformed`` (a body that is not the JSON the
    protocol promises) or ``api`` (an error reported inside a stream that began well).
    """

    kind: str
    detail: str
    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def retryable(self) -> bool:
        if self.kind == "connection":
            return True
        if self.kind != "status" or self.status is None:
            return False
        # Anthropic sends this header to say explicitly whether a retry can help.
        hint = self.headers.get("x-should-retry")
        if hint in ("true", "false"):
            return hint == "true"
        return self.status in (408, 409, 429) or self.status >= 500

    @property
    def retry_after(self) -> float | None:
        """Seconds the server asked us to wait, if it said."""
        for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
            value = self.headers.get(name)
            if value is None:
                continue
            try:
                seconds = float(value) * scale
            except ValueError:
                continue  # an HTTP date: rare from model APIs, fall back to backoff
            if seconds >= 0:
                return seconds
        return None


def classify_failure(exc: BaseException, sdk: ModuleType) -> Failure | None:
    """Reduce an exception from a Stainless-generated SDK (anthropic, openai) to a Failure.

    Returns None for exceptions that are not about the request (bugs, a failing
    ``on_text`` callback): those propagate unchanged.
    """
    timeouts, transport, decoding = _transport_errors()
    if isinstance(exc, sdk.APIStatusError):
        if exc.status_code < 400:
            # An error event inside a stream that had started with 200 OK.
            return Failure("api", _api_message(exc))
        return Failure("status", _api_message(exc), exc.status_code,
                       {k.lower(): v for k, v in exc.response.headers.items()})
    # The anthropic SDK lets a timeout or drop while reading a stream through unwrapped.
    if isinstance(exc, (sdk.APITimeoutError, *timeouts)):
        return Failure("timeout", str(exc))
    if isinstance(exc, (sdk.APIConnectionError, *transport)):
        cause = exc.__cause__ or exc
        return Failure("connection", str(cause) or type(cause).__name__)
    if isinstance(exc, json.JSONDecodeError):
        return Failure("malformed", f"{exc.msg} in {_clip(exc.doc, 80)!r}")
    if isinstance(exc, (sdk.APIResponseValidationError, *decoding)):
        return Failure("malformed", str(exc))
    if isinstance(exc, sdk.APIError):
        return Failure("api", _api_message(exc))
    return None


def _transport_errors() -> tuple[tuple[type, ...], tuple[type, ...], tuple[type, ...]]:
    """Timeout, transport and decoding error classes of the HTTP library in use.

    Current SDKs use ``httpx2``, earlier releases ``httpx``; only an already imported
    one can have raised, so nothing is imported here.
    """
    timeouts: list[type] = []
    transport: list[type] = []
    decoding: list[type] = []
    for name in ("httpx2", "httpx"):
        module = sys.modules.get(name)
        if module is not None:
            timeouts.append(module.TimeoutException)
            transport.append(module.TransportError)
            decoding.append(module.DecodingError)
    return tuple(timeouts), tuple(transport), tuple(decoding)


def _api_message(exc: Any) -> str:
    """The human message from an error body: ``{"error": {"message": ...}}`` or raw text."""
    body = getattr(exc, "body", None)
    if isinstance(body, Mapping):
        error = body.get("error", body)
        if isinstance(error, Mapping) and error.get("message"):
            return str(error["message"])
        if isinstance(error, str):
            return error
    if isinstance(body, str) and body.strip():
        return body.strip()
    return str(getattr(exc, "message", exc))


def _clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _after(retries: int) -> str:
    if retries == 0:
        return ""
    return f" after {retries} {'retry' if retries == 1 else 'retries'}"


def describe_failure(failure: Failure, retries: int, *, service: str, key_var: str,
                     base_url: str, model: str, timeout: float) -> str:
    """One sentence saying what failed and, where we know, what to do about it.

    Args:
        failure: the last failure.
        retries: how many retries were made before giving up.
        service: who answered, capitalized, e.g. "The Anthropic API".
        key_var: the environment variable holding the key.
        base_url: where requests went.
        model: the model requested.
        timeout: the timeout in seconds.
    """
    detail = _clip(failure.detail, 300).rstrip(".")
    status = failure.status
    after = _after(retries)
    if failure.kind == "timeout":
        return (f"{service} did not answer within {timeout:g} s{after}; try again, or raise "
                f"the provider's timeout.")
    if failure.kind == "connection":
        # Refused, reset, or dropped mid-answer: "connection failed" is true of all three.
        where = "" if base_url in service else f" at {base_url}"
        target = service[:1].lower() + service[1:]
        return f"The connection to {target}{where} failed{after}: {detail}."
    if failure.kind == "malformed":
        return f"{service} sent a response that is not valid JSON: {detail}."
    if failure.kind == "api":
        return f"{service} reported an error while answering: {detail}."
    if status in (401, 403):
        return f"{service} refused the credentials ({status}: {detail}); check {key_var}."
    if status == 404:
        return (f"{service} returned 404 ({detail}); check the model name {model!r} "
                f"(set it with MEMDIR_MODEL) and the base URL {base_url}.")
    if status == 429:
        asked = failure.retry_after
        wait = f"; it asks to wait {asked:g} s" if asked else ""
        return f"{service} is rate limiting requests (429){after}: {detail}{wait}."
    if status is not None and status >= 500:
        return f"{service} returned {status}{after}: {detail}."
    return f"{service} rejected the request ({status}{after}): {detail}."


@dataclass(frozen=True)
class RetryPolicy:
    """How many times a network provider retries, and how long it waits in between.

    Attributes:
        max_retries: retries after the first attempt (so ``max_retries + 1`` attempts).
        backoff: seconds before the first retry; doubles for each further one.
        max_backoff: cap on the computed wait.
        max_retry_after: cap on a wait the server asks for with ``retry-after``.
    """

    max_retries: int = 2
    backoff: float = 0.5
    max_backoff: float = 8.0
    max_retry_after: float = 60.0

    def wait(self, retry: int, failure: Failure) -> float | None:
        """Seconds to sleep before retry number ``retry`` (0-based), or None to give up.

        A server asking for a longer wait than ``max_retry_after`` gets an immediate error
        instead: a command hanging for minutes looks broken, the error says why.
        """
        asked = failure.retry_after
        if asked is not None:
            return asked if asked <= self.max_retry_after else None
        wait = min(self.backoff * 2.0**retry, self.max_backoff)
        # Jitter, so agents sharing a rate limit do not retry in lockstep.
        import random  # imported late: only a retry waits, and every hook imports this

        return wait * (1 - 0.25 * random.random())

    def run(self, send: Callable[[], T], *, classify: Callable[[BaseException], Failure | None],
            describe: Callable[[Failure, int], str],
            may_retry: Callable[[], bool] = lambda: True) -> T:
        """Call ``send`` until it succeeds, retrying what is worth retrying.

        Args:
            send: one attempt at the request.
            classify: turns an exception into a Failure, or None to let it propagate.
            describe: the ProviderError sentence for the final failure and retry count.
            may_retry: False once retrying would be wrong (text already streamed out).

        Raises:
            ProviderError: the last failure, described; ProviderErrors raised by ``send``
                (e.g. an unusable answer) pass through unchanged.
        """
        retries = 0
        while True:
            try:
                return send()
            except ProviderError:
                raise
            except Exception as exc:
                failure = classify(exc)
                if failure is None:
                    raise
                if failure.retryable and retries < self.max_retries and may_retry():
                    pause = self.wait(retries, failure)
                    if pause is not None:
                        time.sleep(pause)
                        retries += 1
                        continue
                raise ProviderError(describe(failure, retries)) from exc


__all__ = ["Failure", "RetryPolicy", "classify_failure", "describe_failure"]
