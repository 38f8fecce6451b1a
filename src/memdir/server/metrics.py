"""Prometheus metrics of `memdir serve`, and the middleware that counts requests.

What an operator can scrape (all prefixed ``memdir_``):

- ``http_requests_total{project,route,method,status}`` and
  ``http_request_duration_seconds`` (a histogram by project, route and method): ``project``
  is the tenant of the token the request carried (empty when it carried none that the
  server knows), ``route`` is the route's template
  (``/v1/records/{name}``), never the path a client sent, so neither a record's name nor a
  query string reaches the metrics, and unmatched paths are one ``unmatched`` route;
- ``http_rate_limited_total{project,route}``: requests answered 429, whoever limited them;
- ``store_errors_total{project,kind}``: requests that failed in the store: ``unavailable`` (the
  database did not answer, 503 with ``Retry-After``) and ``error`` (500);
- ``pool_connections{state}`` (``size``, ``available``, ``max``),
  ``pool_requests_waiting`` and ``pool_connection_errors_total`` /
  ``pool_connections_lost_total`` (failed attempts and reconnects) of each PostgreSQL pool;
- ``proposals_pending{project}``: the inbox of each project this process has served;
- ``model_calls_total{project,provider,model,purpose,outcome}`` and
  ``model_tokens_total{project,provider,model,purpose,kind}`` (`memdir.providers.usage`),
  the project being the one the request that made the call was serving.

Who reads what: a token belongs to one project, and no request may see another tenant's,
so an admin token scraping ``/metrics`` on the main port reads the samples of its own
project only (`serving` names a request's project, from the token it carried): not the
requests without a token, not the pools, which every tenant's requests share. The server's
operator, who has no token of their own (roles are a project's), reads everything on the
loopback port (``memdir serve --metrics-port``), as the machine's own Prometheus.

Every metric lives in the `Metrics` object's own registry (never the process-global
one), so two servers in one process, or a test's, count apart. The middleware is plain
ASGI and composes with others in any order: it only reads the status and the matched
route, and counts a request that another middleware answered (a rate limiter's 429)
like any other.

``prometheus-client`` comes with the ``server`` extra and is imported only here.
"""

from __future__ import annotations

import contextvars
import time
from collections.abc import Awaitable, Callable, Iterator, MutableMapping, Sequence
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from memdir.providers.usage import ModelCall, add_listener
from memdir.server.logs import access_line

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
UNMATCHED = "unmatched"
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class Metrics:
    """The server's metrics (see the module docstring).

    Args:
        pools: returns each PostgreSQL pool's statistics (`psycopg_pool`'s
            ``get_stats()``), by a name without a password; default: none.
        pending: returns the proposals waiting in each project's inbox; default: none.
    """

    def __init__(self, *, pools: Callable[[], dict[str, dict[str, int]]] | None = None,
                 pending: Callable[[], dict[str, int]] | None = None,
                 routes: Sequence[Any] = ()) -> None:
        self.routes = list(routes)
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter("memdir_http_requests", "HTTP requests answered.",
                                ["project", "route", "method", "status"], registry=r)
        self.duration = Histogram("memdir_http_request_duration_seconds",
                                  "Time to answer an HTTP request.",
                                  ["project", "route", "method"], buckets=BUCKETS,
                                  registry=r)
        self.rate_limited = Counter("memdir_http_rate_limited",
                                    "Requests answered 429 (rate limited).",
                                    ["project", "route"], registry=r)
        self.store_errors = Counter("memdir_store_errors",
                                    "Store failures: unavailable (503) or error (500).",
                                    ["project", "kind"], registry=r)
        self.model_calls = Counter("memdir_model_calls", "Model calls made by memory steps.",
                                   ["project", "provider", "model", "purpose", "outcome"],
                                   registry=r)
        self.model_tokens = Counter("memdir_model_tokens", "Tokens of those model calls.",
                                    ["project", "provider", "model", "purpose", "kind"],
                                    registry=r)
        r.register(_Polled(pools or (lambda: {}), pending or (lambda: {})))
        self._stop_listening = add_listener(self.model_call)

    def model_call(self, call: ModelCall) -> None:
        """Count one model call (a `memdir.providers.usage` listener), for the project
        the request that made it serves."""
        project = _served_project()
        self.model_calls.labels(project, call.provider, call.model, call.purpose,
                                call.outcome).inc()
        for kind in ("input", "output", "cached", "cache_write"):
            value = getattr(call, f"{kind}_tokens")
            if value:
                self.model_tokens.labels(project, call.provider, call.model, call.purpose,
                                         kind).inc(value)

    def store_error(self, kind: str) -> None:
        """Count a store failure: ``unavailable`` or ``error``."""
        self.store_errors.labels(_served_project(), kind).inc()

    def exposition(self, project: str | None = None) -> bytes:
        """The metrics in Prometheus' text format: every sample, or with ``project``
        only those labelled with that project (what its admin token may read)."""
        if project is None:
            return generate_latest(self.registry)
        return generate_latest(_OneProject(self.registry, project))

    def close(self) -> None:
        self._stop_listening()

    def middleware(self, app: ASGIApp) -> ASGIApp:
        """``app`` with every HTTP request counted, timed and logged (see the module
        docstring); a Starlette ``Middleware(metrics.middleware)``."""
        return _Counting(app, self)

    def endpoint(self, allowed: Callable[[str | None], tuple[int, str | None]]
                 ) -> Callable[..., Awaitable[Any]]:
        """The ``/metrics`` route: ``allowed(bearer token)`` says 200, 401 or 403, and the
        token's project, whose samples alone are answered (a token is bound to one
        project; another tenant's name, traffic, model calls and inbox are not its to
        see, nor what every tenant shares). The loopback port (`serve_loopback`) answers
        every sample, to the machine's own Prometheus."""
        from starlette.requests import Request
        from starlette.responses import JSONResponse, Response

        async def serve(request: Request) -> Response:
            header = request.headers.get("authorization", "")
            scheme, _, token = header.partition(" ")
            status, project = allowed(token.strip() if scheme.lower() == "bearer" else None)
            if status != 200:
                return JSONResponse({"error": "/metrics needs an admin token of this server "
                                              "(or use memdir serve --metrics-port)."},
                                    status_code=status)
            # No project (a grant always has one): nothing, rather than everything.
            return Response(self.exposition(project or "\0"), media_type=CONTENT_TYPE)
        return serve

    def serve_loopback(self, port: int) -> Any:
        """Serve the metrics alone on 127.0.0.1:``port`` (no token: loopback only), in a
        thread; returns the server (``shutdown()`` stops it)."""
        from prometheus_client import start_http_server

        server, _thread = start_http_server(port, addr="127.0.0.1", registry=self.registry)
        return server


class _Counting:
    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500  # an exception before a response is a server error
        served = _Served()
        held = _SERVED.set(served)

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            _SERVED.reset(held)
            seconds = time.perf_counter() - start
            route = route_of(scope, self.metrics.routes)
            method = str(scope.get("method", ""))
            m, project = self.metrics, served.project
            m.requests.labels(project, route, method, str(status)).inc()
            m.duration.labels(project, route, method).observe(seconds)
            if status == 429:
                m.rate_limited.labels(project, route).inc()
            elif status in (500, 503):
                m.store_errors.labels(project,
                                      "unavailable" if status == 503 else "error").inc()
            access_line(method, route, status, seconds * 1000)


def route_of(scope: Scope, routes: Sequence[Any] = ()) -> str:
    """The template of the route that answered (its mount's path first), or
    `UNMATCHED`: never the path as sent. The router says which route it chose
    (``scope["route"]``); a router that does not say is asked again from ``routes``."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        if hasattr(route, "routes"):
            # A mount whose app did not say which of its routes answered (the review
            # pages answer in a scope of their own): its ``root_path`` already ends with
            # the mount's path, so the mount is named from the application's root.
            return f"{scope.get('app_root_path', '')}{path}/..."
        return f"{scope.get('root_path', '')}{path}" or "/"
    for candidate in routes:
        try:
            match, _ = candidate.matches(scope)
        except Exception:  # noqa: BLE001 - a route that cannot tell is no match
            continue
        if match.name == "FULL":
            return str(candidate.path) + ("/..." if hasattr(candidate, "routes") else "")
    return UNMATCHED


class _Served:
    """The project a request serves, once a token it carried has said (`serving`)."""

    project = ""


# The request being answered, in its task and the worker threads it runs things on (they
# copy the context): one mutable cell, so a token checked on a thread names the project.
_SERVED: contextvars.ContextVar[_Served | None] = contextvars.ContextVar(
    "memdir_metrics_served", default=None)


def serving(project: str) -> None:
    """Say that the request being answered serves ``project`` (its token's): what it
    counts, and the model calls it makes, are labelled with it. Outside a request (a
    sweep), nothing."""
    served = _SERVED.get()
    if served is not None:
        served.project = project


def _served_project() -> str:
    served = _SERVED.get()
    return "" if served is None else served.project


class _OneProject:
    """A registry's samples labelled with one project, for `generate_latest`: a family
    with none of its samples is left out whole."""

    def __init__(self, registry: CollectorRegistry, project: str) -> None:
        self.registry, self.project = registry, project

    def collect(self) -> Iterator[Metric]:
        for family in self.registry.collect():
            samples = [s for s in family.samples if s.labels.get("project") == self.project]
            if samples:
                kept = Metric(family.name, family.documentation, family.type, family.unit)
                kept.samples = samples
                yield kept


class _Polled(Collector):
    """What is read at each scrape: pools and inboxes."""

    def __init__(self, pools: Callable[[], dict[str, dict[str, int]]],
                 pending: Callable[[], dict[str, int]]) -> None:
        self.pools = pools
        self.pending = pending

    def collect(self) -> Iterator[Metric]:
        connections = GaugeMetricFamily("memdir_pool_connections",
                                        "PostgreSQL pool connections.",
                                        labels=["pool", "state"])
        waiting = GaugeMetricFamily("memdir_pool_requests_waiting",
                                    "Requests waiting for a PostgreSQL connection.",
                                    labels=["pool"])
        errors = CounterMetricFamily("memdir_pool_connection_errors",
                                     "Failed attempts to connect to PostgreSQL.",
                                     labels=["pool"])
        lost = CounterMetricFamily("memdir_pool_connections_lost",
                                   "PostgreSQL connections found broken and replaced.",
                                   labels=["pool"])
        for name, stats in _safely(self.pools).items():
            for state, key in (("size", "pool_size"), ("available", "pool_available"),
                               ("max", "pool_max")):
                connections.add_metric([name, state], stats.get(key, 0))
            waiting.add_metric([name], stats.get("requests_waiting", 0))
            errors.add_metric([name], stats.get("connections_errors", 0))
            lost.add_metric([name], stats.get("connections_lost", 0))
        pending = GaugeMetricFamily("memdir_proposals_pending",
                                    "Proposals waiting in a project's inbox.",
                                    labels=["project"])
        for project, count in _safely(self.pending).items():
            pending.add_metric([project], count)
        yield from (connections, waiting, errors, lost, pending)

    def describe(self) -> Iterator[Metric]:
        return iter(())


def _safely(read: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    # A scrape must answer even when a database is down: its pool's numbers are skipped.
    try:
        return dict(read())
    except Exception:  # noqa: BLE001
        return {}


__all__ = ["CONTENT_TYPE", "Metrics", "UNMATCHED", "route_of", "serving"]
