"""Where a real `memdir serve` keeps its settings is the server's filesystem: `/v1/policy`
and a proposal's reason named the absolute path of the project's settings file to every
agent token (and through them to MCP's `memory_inbox`). Now they say which settings
(project, user), and only an admin token reads the path."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens, start_server  # noqa: E402

from memdir.server.tokens import TokenBook  # noqa: E402

auth = Tokens.auth


def test_only_an_admin_token_reads_the_settings_path(tmp_path):
    data = tmp_path / "server-data"
    book = TokenBook(data)
    agent, reviewer, admin = (book.create("alpha", role)[0]
                              for role in ("agent", "reviewer", "admin"))
    settings = data / "projects" / "alpha" / ".memdir" / "settings.json"
    settings.parent.mkdir(parents=True)
    # A stricter policy, and a problem the settings file's sentence names it in.
    settings.write_text(json.dumps({"policy": {"model": "propose", "nobody": "auto"}}))
    where = str(settings)
    server = start_server(data)
    try:
        with httpx.Client(base_url=server.url, timeout=60) as client:
            said = client.post("/v1/admit", headers=auth(agent), json={"candidates": [
                {"name": "use-uv", "type": "feedback", "description": "Install with uv",
                 "body": "Never pip.", "quote": "always uv"}]})
            assert said.status_code == 200, said.text
            inbox = client.get("/v1/inbox", headers=auth(reviewer)).json()
            for token in (agent, reviewer):
                policy = client.get("/v1/policy", headers=auth(token))
                assert policy.status_code == 200, policy.text
                assert where not in policy.text and str(data) not in policy.text
                cells = {(c["writer"], c["type"]): c["source"]
                         for c in policy.json()["cells"]}
                assert cells[("model", "project")] == "project settings"
                assert cells[("user", "project")] == "default"
                assert any("unknown writer 'nobody'" in p and p.startswith("project settings")
                           for p in policy.json()["problems"])
            whole = client.get("/v1/policy", headers=auth(admin)).json()
            assert {c["source"] for c in whole["cells"]} >= {where, "default"}
    finally:
        server.stop()
    reasons = [said.json()["decisions"][0]["reason"]] + [
        p["reason"] for p in inbox["proposals"]]
    assert all(str(data) not in r for r in reasons), reasons
    assert "(project settings)." in inbox["proposals"][0]["reason"]
