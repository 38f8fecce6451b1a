"""Where a real `memdir serve` keeps its settings is the server's filesystem: `/v1/policy`
and a proposal's reason named the absolute path of the project's settings file to every
agent token (and through them to MCP's `memory_inbox`). Now they say which settings
(project, user), and only an admin token reads the path."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402

auth = Tokens.auth


def test_only_an_admin_token_reads_the_settings_path(shared_server):
    # A project of its own on the session's server, with a stricter policy in its
    # settings file, and a problem the settings file's sentence names it in.
    project = shared_server.project({"model": "propose", "nobody": "auto"})
    agent, reviewer, admin = (project.token(role) for role in ("agent", "reviewer", "admin"))
    data = shared_server.data
    settings = data / "projects" / project.name / ".memdir" / "settings.json"
    assert json.loads(settings.read_text())["policy"]["nobody"] == "auto"
    where = str(settings)
    server = shared_server
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
    reasons = [said.json()["decisions"][0]["reason"]] + [
        p["reason"] for p in inbox["proposals"]]
    assert all(str(data) not in r for r in reasons), reasons
    assert "(project settings)." in inbox["proposals"][0]["reason"]
