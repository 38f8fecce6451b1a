"""`/metrics` of `memdir serve`, scraped and parsed as Prometheus parses it, and the
access log that never carries a token, a query or memory text."""

from __future__ import annotations

import json
import logging

import pytest

pytest.importorskip("prometheus_client")

from prometheus_client.parser import text_string_to_metric_families  # noqa: E402
from starlette.applications import Starlette  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402
from starlette.responses import PlainTextResponse  # noqa: E402
from starlette.routing import Route  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from memdir.providers.usage import ModelCall, report  # noqa: E402
from memdir.server.logs import ACCESS, JsonLines  # noqa: E402
from memdir.server.metrics import Metrics  # noqa: E402

from .conftest import Tokens  # noqa: E402


def scrape(client: TestClient, token: str) -> dict[tuple[str, tuple], float]:
    """Every sample of /metrics as {(name, sorted labels): value}."""
    answer = client.get("/metrics", headers=Tokens.auth(token))
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/plain")
    out = {}
    for family in text_string_to_metric_families(answer.text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def operator(client: TestClient) -> dict[tuple[str, tuple], float]:
    """Every sample, as the loopback port (`memdir serve --metrics-port`) answers them."""
    text = client.app.state.metrics.exposition().decode()
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def test_requests_are_counted_by_route_template_and_status(client, tokens):
    auth = Tokens.auth(tokens.agent)
    assert client.post("/v1/memories", headers=auth, json={
        "name": "secret-project-name", "description": "Deploys go through blue-green",
        "type": "project"}).status_code == 200
    client.get("/v1/memories/secret-project-name", headers=auth)
    client.get("/v1/search?q=hunter2-password-query", headers=auth)
    client.get("/v1/memories/nope", headers=auth)
    client.get("/no/such/path")
    client.get("/metrics")  # no token

    samples = scrape(client, tokens.admin)
    route = "/v1/memories/{name}"
    alpha = ("project", "alpha")
    assert samples[("memdir_http_requests_total",
                    (("method", "GET"), alpha, ("route", route), ("status", "200")))] == 1
    assert samples[("memdir_http_requests_total",
                    (("method", "GET"), alpha, ("route", route), ("status", "404")))] == 1
    assert samples[("memdir_http_request_duration_seconds_count",
                    (("method", "GET"), alpha, ("route", route)))] == 2
    # Requests without a token are no project's: the operator's, on the loopback port.
    everything = operator(client)
    nobody = ("project", "")
    assert everything[("memdir_http_requests_total",
                       (("method", "GET"), nobody, ("route", "unmatched"),
                        ("status", "404")))] == 1
    assert everything[("memdir_http_requests_total",
                       (("method", "GET"), nobody, ("route", "/metrics"),
                        ("status", "401")))] == 1
    assert all(labels.get("project", "alpha") == "alpha" for labels in
               (dict(key[1]) for key in samples))
    text = client.get("/metrics", headers=Tokens.auth(tokens.admin)).text
    for secret in ("secret-project-name", "hunter2", tokens.agent, "blue-green"):
        assert secret not in text


def test_an_admin_token_reads_its_own_projects_traffic_only(client, tokens, data):
    """/metrics answered a tenant's admin token the server's every counter: how many
    requests each route had from every tenant, their errors and durations, the model
    calls and tokens every tenant's requests made. It answers the samples of the
    token's own project now, and the operator's loopback port every one."""
    from memdir.server.tokens import TokenBook

    beta_admin = TokenBook(data).create("beta", "admin")[0]
    for _ in range(3):
        client.get("/v1/search?q=deploys", headers=Tokens.auth(tokens.beta))
    client.get("/v1/memories", headers=Tokens.auth(tokens.agent))
    client.get("/no/such/path")

    alpha = scrape(client, tokens.admin)
    beta = scrape(client, beta_admin)
    search = ("memdir_http_requests_total", (("method", "GET"), ("project", "beta"),
                                             ("route", "/v1/search"), ("status", "200")))
    assert beta[search] == 3 and search not in alpha
    assert not any(key[1] and dict(key[1]).get("route") == "/v1/search" for key in alpha)
    for own, samples in (("alpha", alpha), ("beta", beta)):
        assert {dict(key[1]).get("project") for key in samples} == {own}, samples
        assert not any(name.startswith("memdir_pool_") or dict(labels).get("route") ==
                       "unmatched" for name, labels in samples)
    assert "alpha" not in client.get("/metrics", headers=Tokens.auth(beta_admin)).text
    everything = operator(client)
    assert everything[search] == 3
    assert {dict(key[1]).get("project") for key in everything} >= {"alpha", "beta", ""}


def test_metrics_need_an_admin_token(client, tokens):
    assert client.get("/metrics").status_code == 401
    assert client.get("/metrics", headers=Tokens.auth(tokens.agent)).status_code == 403
    assert client.get("/metrics", headers=Tokens.auth("md_wrong")).status_code == 401


def test_proposals_pending_per_project(client, tokens, data):
    settings = data / "projects" / "alpha" / ".memdir" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"policy": {"model": "propose"}}))
    answer = client.post("/v1/admit", headers=Tokens.auth(tokens.agent), json={
        "candidates": [{"name": "use-uv", "type": "feedback", "body": "Never pip.",
                        "description": "Install packages with uv", "quote": "always uv"}]})
    assert answer.json()["decisions"][0]["action"] == "propose"

    samples = scrape(client, tokens.admin)
    assert samples[("memdir_proposals_pending", (("project", "alpha"),))] == 1



def test_an_admin_token_reads_only_its_own_projects_inbox_in_the_metrics(client, tokens,
                                                                          data):
    """A token is bound to one project, but /metrics answered every project's name and
    inbox to an admin token of any of them: another tenant's were its to read."""
    from memdir.server.tokens import TokenBook

    beta_admin = TokenBook(data).create("beta", "admin")[0]
    for token in (tokens.agent, tokens.beta):  # a record in each project's inbox
        settings = data / "projects" / ("alpha" if token == tokens.agent else "beta")
        (settings / ".memdir").mkdir(parents=True, exist_ok=True)
        (settings / ".memdir" / "settings.json").write_text(
            json.dumps({"policy": {"model": "propose"}}))
        client.post("/v1/memories", headers=Tokens.auth(token), json={
            "name": "use-uv", "type": "feedback", "description": "Install packages with uv"})
    alpha = {k: v for k, v in scrape(client, tokens.admin).items()
             if k[0] == "memdir_proposals_pending"}
    beta = {k: v for k, v in scrape(client, beta_admin).items()
            if k[0] == "memdir_proposals_pending"}
    assert alpha == {("memdir_proposals_pending", (("project", "alpha"),)): 1}
    assert beta == {("memdir_proposals_pending", (("project", "beta"),)): 1}
    assert "alpha" not in client.get("/metrics", headers=Tokens.auth(beta_admin)).text

def test_model_calls_and_tokens_are_counted():
    metrics = Metrics()
    try:
        report(ModelCall("anthropic", "claude-x", "extraction", input_tokens=900,
                         output_tokens=40, cached_tokens=300))
        report(ModelCall("anthropic", "claude-x", "extraction", outcome="error"))
    finally:
        metrics.close()
    report(ModelCall("anthropic", "claude-x", "extraction", input_tokens=5))  # not heard
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for f in text_string_to_metric_families(metrics.exposition().decode())
               for s in f.samples}
    def key(name, **labels):
        return name, tuple(sorted({"model": "claude-x", "provider": "anthropic",
                                   "purpose": "extraction", "project": "", **labels}.items()))

    assert samples[key("memdir_model_calls_total", outcome="ok")] == 1
    assert samples[key("memdir_model_calls_total", outcome="error")] == 1
    assert samples[key("memdir_model_tokens_total", kind="input")] == 900
    assert samples[key("memdir_model_tokens_total", kind="cached")] == 300


def test_a_model_call_counts_for_the_project_its_request_serves():
    """A request's token names its project (`serving`, from the token book); the model
    calls it makes, on a worker thread too, are that project's, and only its admin's."""
    from starlette.concurrency import run_in_threadpool

    from memdir.server.metrics import serving

    def work() -> None:
        serving("gamma")  # as the token book does, on the thread that checked the token
        report(ModelCall("openai", "gpt-x", "extraction", input_tokens=70))

    async def turn(request):
        await run_in_threadpool(work)
        return PlainTextResponse("ok")

    metrics = Metrics()
    app = Starlette(routes=[Route("/turn", turn)],
                    middleware=[Middleware(metrics.middleware)])
    try:
        with TestClient(app) as client:
            client.get("/turn")
        report(ModelCall("openai", "gpt-x", "extraction", input_tokens=5))  # no request
    finally:
        metrics.close()

    def samples(text: bytes) -> dict:
        return {(s.name, tuple(sorted(s.labels.items()))): s.value
                for f in text_string_to_metric_families(text.decode()) for s in f.samples}

    gamma = samples(metrics.exposition("gamma"))
    labels = (("kind", "input"), ("model", "gpt-x"), ("project", "gamma"),
              ("provider", "openai"), ("purpose", "extraction"))
    assert gamma[("memdir_model_tokens_total", labels)] == 70
    assert gamma[("memdir_http_requests_total", (("method", "GET"), ("project", "gamma"),
                                                 ("route", "/turn"), ("status", "200")))] == 1
    assert samples(metrics.exposition("delta")) == {}
    assert samples(metrics.exposition())[("memdir_model_tokens_total", (
        ("kind", "input"), ("model", "gpt-x"), ("project", ""), ("provider", "openai"),
        ("purpose", "extraction")))] == 5


def test_rate_limited_requests_and_pools_compose_with_other_middleware():
    async def limited(request):
        return PlainTextResponse("slow down", status_code=429)

    class Limiter:  # another middleware answering before the app, as a rate limiter does
        def __init__(self, app):
            self.app = app

        async def __call__(self, scope, receive, send):
            if scope["type"] == "http" and scope["path"] == "/blocked":
                await PlainTextResponse("limited", status_code=429)(scope, receive, send)
                return
            await self.app(scope, receive, send)

    metrics = Metrics(pools=lambda: {"db on host": {"pool_size": 4, "pool_available": 1,
                                                    "pool_max": 10, "requests_waiting": 2,
                                                    "connections_errors": 3}},
                      pending=lambda: {"p": 5})
    app = Starlette(routes=[Route("/limited", limited)],
                    middleware=[Middleware(metrics.middleware), Middleware(Limiter)])
    with TestClient(app) as client:
        client.get("/limited")
        client.get("/blocked")
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for f in text_string_to_metric_families(metrics.exposition().decode())
               for s in f.samples}
    metrics.close()
    assert samples[("memdir_http_rate_limited_total", (("project", ""),
                                                       ("route", "/limited")))] == 1
    assert samples[("memdir_http_rate_limited_total", (("project", ""),
                                                       ("route", "unmatched")))] == 1
    assert samples[("memdir_pool_connections", (("pool", "db on host"),
                                                ("state", "available")))] == 1
    assert samples[("memdir_pool_requests_waiting", (("pool", "db on host"),))] == 2
    assert samples[("memdir_pool_connection_errors_total", (("pool", "db on host"),))] == 3
    assert samples[("memdir_proposals_pending", (("project", "p"),))] == 5


def test_the_access_log_has_route_templates_only(client, tokens, caplog):
    caplog.set_level(logging.INFO, logger=ACCESS)
    auth = Tokens.auth(tokens.agent)
    client.post("/v1/memories", headers=auth, json={
        "name": "payroll-secret", "description": "Payroll runs on the 25th",
        "type": "project"})
    client.get("/v1/search?q=hunter2-query", headers=auth)

    lines = [r for r in caplog.records if r.name == ACCESS]
    assert [(r.method, r.route, r.status) for r in lines] == [
        ("POST", "/v1/memories", 200), ("GET", "/v1/search", 200)]
    shown = "\n".join(JsonLines().format(r) for r in lines)
    for secret in ("payroll", "hunter2", "25th", tokens.agent):
        assert secret not in shown
    assert json.loads(shown.splitlines()[1])["route"] == "/v1/search"


def test_serve_logs_json_lines_and_serves_metrics_on_a_loopback_port(data, tokens, tmp_path):
    import os
    import subprocess
    import time

    import httpx

    from .conftest import free_port, memdir_command

    port, metrics_port = free_port(), free_port()
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [*memdir_command(), "serve", "--data", str(data), "--port", str(port),
             "--log-format", "json", "--metrics-port", str(metrics_port)],
            stdout=out, stderr=subprocess.STDOUT, env=dict(os.environ))
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert process.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        auth = Tokens.auth(tokens.agent)
        httpx.get(f"{url}/v1/search", params={"q": "hunter2-secret"}, headers=auth, timeout=60)
        scraped = httpx.get(f"http://127.0.0.1:{metrics_port}/metrics", timeout=60).text
        assert 'route="/v1/search"' in scraped and "hunter2" not in scraped
    finally:
        process.terminate()
        process.wait(timeout=15)
    lines = [json.loads(line) for line in log.read_text().splitlines()
             if line.startswith("{")]
    access = [e for e in lines if e["logger"] == ACCESS]
    assert [(e["method"], e["route"], e["status"]) for e in access][-1] == (
        "GET", "/v1/search", 200)
    assert all({"time", "level", "logger", "message"} <= e.keys() for e in lines)
    text = log.read_text()
    assert "hunter2" not in text and tokens.agent not in text


def _mcp(client: TestClient, token: str, body: dict, session: str | None = None):
    headers = {**Tokens.auth(token), "Accept": "application/json, text/event-stream",
               "mcp-protocol-version": "2025-06-18"}
    if session is not None:
        headers["mcp-session-id"] = session
    return client.post("/mcp", json={"jsonrpc": "2.0", **body}, headers=headers)


def test_mcp_tool_calls_are_counted_under_their_project(client, tokens):
    """Through the real server: a remote agent's MCP requests count for its token's
    project, read by that project's admin, never by another's."""
    opened = _mcp(client, tokens.agent, {"id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "metrics-test", "version": "1"}}})
    assert opened.status_code == 200, opened.text
    session = opened.headers["mcp-session-id"]
    assert _mcp(client, tokens.agent, {"method": "notifications/initialized"},
                session).status_code == 202
    called = _mcp(client, tokens.agent, {"id": 2, "method": "tools/call", "params": {
        "name": "memory_search", "arguments": {"query": "deploy day"}}}, session)
    assert called.status_code == 200 and '"isError":false' in called.text, called.text

    samples = scrape(client, tokens.admin)
    ok = ("memdir_http_requests_total", (("method", "POST"), ("project", "alpha"),
                                         ("route", "/mcp"), ("status", "200")))
    assert samples[ok] == 2  # initialize and the tool call
    assert not any(dict(labels).get("project") == "" and dict(labels).get("route") == "/mcp"
                   for _, labels in operator(client))


def test_review_page_requests_after_sign_in_count_under_the_project(client, tokens):
    """A request signed in by the session cookie checks no token: it counted under
    project="", so the project's admin never saw its own review traffic."""
    pytest.importorskip("jinja2")
    link = client.post("/review/open", headers={**Tokens.auth(tokens.reviewer),
                                                "Accept": "application/json"}).json()["url"]
    assert client.get(link, follow_redirects=False).status_code == 303
    assert client.get("/review/").status_code == 200  # the cookie, no token

    pages = {(dict(labels)["route"], dict(labels)["status"]): value
             for (name, labels), value in operator(client).items()
             if name == "memdir_http_requests_total" and dict(labels)["project"] == "alpha"
             and dict(labels)["route"].startswith("/review")}
    assert sum(v for (_, status), v in pages.items() if status == "200") >= 1, pages
    # Only the one-time link's exchange (303) carries neither token nor session.
    assert [(dict(labels)["route"], dict(labels)["status"])
            for name, labels in operator(client)
            if name == "memdir_http_requests_total" and dict(labels)["project"] == ""
            and dict(labels)["route"].startswith("/review")] == [("/review/...", "303")]
