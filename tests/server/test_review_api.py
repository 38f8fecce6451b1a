"""The review queue over the REST API: reviewer tokens list, approve and reject what the
write policy proposed; an agent token gets 403 and changes nothing."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def proposing(data):
    """Project alpha's write policy sends every write a model (an agent) makes to review."""
    settings = data / "projects" / "alpha" / ".memdir" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"policy": {"model": "propose"}}))


def propose(client, tokens, description: str) -> str:
    answer = client.post("/v1/admit", headers=tokens.auth(tokens.agent), json={
        "candidates": [{"name": "use-uv", "type": "feedback", "description": description,
                        "body": "Never pip.", "quote": "always uv"}]})
    assert answer.status_code == 200, answer.text
    [decision] = answer.json()["decisions"]
    assert decision["action"] == "propose" and "record" not in decision
    [pending] = client.get("/v1/inbox", headers=tokens.auth(tokens.reviewer)).json()[
        "proposals"]
    return pending["id"]


def test_an_agent_token_may_not_read_or_decide_the_inbox(client, tokens, proposing):
    pid = propose(client, tokens, "Install packages with uv")
    agent = tokens.auth(tokens.agent)
    for answer in (client.get("/v1/inbox", headers=agent),
                   client.post(f"/v1/inbox/{pid}/approve", headers=agent),
                   client.post(f"/v1/inbox/{pid}/reject", headers=agent, json={})):
        assert answer.status_code == 403, answer.text
        assert "needs a reviewer token" in answer.json()["error"]
    assert client.get("/v1/memories", headers=agent).json()["records"] == []
    assert client.get("/v1/inbox", headers=tokens.auth(tokens.admin)).status_code == 200


def test_a_reviewer_approves_with_edited_fields(client, tokens, proposing):
    pid = propose(client, tokens, "Install packages with uv")
    reviewer = tokens.auth(tokens.reviewer)
    done = client.post(f"/v1/inbox/{pid}/approve", headers=reviewer,
                       json={"description": "Install Python packages with uv, not pip"})
    assert done.status_code == 200, done.text
    assert done.json()["status"] == "approved"
    record = client.get("/v1/memories/use-uv", headers=reviewer).json()["record"]
    assert record["description"] == "Install Python packages with uv, not pip"
    assert record["body"] == "Never pip."
    again = client.post(f"/v1/inbox/{pid}/approve", headers=reviewer)
    assert again.status_code in (400, 409) and "error" in again.json()
    assert client.get("/v1/inbox", headers=reviewer).json()["proposals"] == []
    decided = client.get("/v1/inbox", headers=reviewer, params={"status": "approved"})
    assert [p["id"] for p in decided.json()["proposals"]] == [pid]


def test_a_reviewer_rejects_and_nothing_is_written(client, tokens, proposing):
    pid = propose(client, tokens, "Install packages with uv")
    reviewer = tokens.auth(tokens.reviewer)
    done = client.post(f"/v1/inbox/{pid}/reject", headers=reviewer,
                       json={"reason": "we use poetry"})
    assert done.status_code == 200, done.text
    assert done.json()["status"] == "rejected" and done.json()["note"] == "we use poetry"
    assert client.get("/v1/memories/use-uv", headers=reviewer).status_code == 404


def test_review_input_is_checked(client, tokens, proposing):
    pid = propose(client, tokens, "Install packages with uv")
    reviewer = tokens.auth(tokens.reviewer)
    cases = [client.get("/v1/inbox", headers=reviewer, params={"status": "maybe"}),
             client.post(f"/v1/inbox/{pid}/approve", headers=reviewer,
                         json={"edit": "x", "description": "y"}),
             client.post(f"/v1/inbox/{pid}/approve", headers=reviewer,
                         json={"type": "nonsense"}),
             client.post(f"/v1/inbox/{pid}/reject", headers=reviewer, json={"reason": 3})]
    for answer in cases:
        assert answer.status_code == 400, answer.text
    # No such proposal, whatever the id looks like: the service's own error, 404.
    for missing in ("p0000000000", "not-an-id"):
        answer = client.post(f"/v1/inbox/{missing}/approve", headers=reviewer)
        assert answer.status_code == 404 and answer.json()["kind"] == "UnknownProposal"
    [still] = client.get("/v1/inbox", headers=reviewer).json()["proposals"]
    assert still["id"] == pid and still["status"] == "pending"
