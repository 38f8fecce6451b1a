"""What a REST write may not do on either store: write over an edit its client never saw
(a delete, rename or restore names the hash it read, as an edit does, and a stale one is
a 409 with the hash there now), or be a person's or a model's by what its body claims
(the writer follows the token: a person's token is ``user``, an agent's ``model``)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from memdir.server.app import create_app
from memdir.server.tokens import TokenBook

from .conftest import Tokens

auth = Tokens.auth
DEPLOY = {"name": "deploy-day", "type": "project",
          "description": "Deploys happen on Tuesdays", "body": "Deploys happen on Tuesdays."}


@dataclass
class Served:
    client: TestClient
    data: Path
    project: str
    agent: dict[str, str]  # headers
    reviewer: dict[str, str]
    reviewer_id: str

    def policy(self, policy: dict[str, str]) -> None:
        settings = self.data / "projects" / self.project / ".memdir" / "settings.json"
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(json.dumps({"policy": policy}))

    def saved(self, **claims: str) -> str:
        answer = self.client.post("/v1/memories", headers=self.reviewer,
                                  json={**DEPLOY, **claims})
        assert answer.status_code == 200 and answer.json()["saved"], answer.text
        return str(answer.json()["hash"])

    def edited(self, seen: str, **claims: str) -> str:
        """A person's newer edit, which a client that read ``seen`` never saw."""
        answer = self.client.patch("/v1/memories/deploy-day", headers=self.reviewer, json={
            "hash": seen, "body": "Deploys happen on Tuesdays, never on a Friday.",
            **claims})
        assert answer.json()["saved"] is True, answer.text
        return str(answer.json()["hash"])

    def record(self) -> dict[str, object] | None:
        answer = self.client.get("/v1/memories/deploy-day", headers=self.reviewer)
        return answer.json()["record"] if answer.status_code == 200 else None


@pytest.fixture(params=["files", "postgresql"])
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    data = tmp_path / "data"
    dsn = None
    if request.param == "files":
        project, book = "alpha", TokenBook(data)
    else:
        pytest.importorskip("psycopg")
        from memdir.server.pg_tokens import PgTokenBook

        dsn = request.getfixturevalue("postgres_dsn")
        project, book = f"alpha-{os.urandom(4).hex()}", PgTokenBook(dsn)
    (agent, _), (reviewer, grant) = (book.create(project, role)
                                     for role in ("agent", "reviewer"))
    with TestClient(create_app(data, dsn)) as client:
        yield Served(client, data, project, auth(agent), auth(reviewer), grant.id)


def test_a_delete_names_the_hash_it_read_and_a_stale_one_deletes_nothing(served):
    seen = served.saved(origin="user")
    now = served.edited(seen, origin="user")
    blind = served.client.delete("/v1/memories/deploy-day", headers=served.agent)
    stale = served.client.delete("/v1/memories/deploy-day", headers=served.agent,
                                 params={"hash": seen})
    assert blind.status_code == 400, blind.text
    assert "'hash' is required" in blind.json()["error"]
    assert stale.status_code == 409 and stale.json()["current"] == now, stale.text
    assert served.record()["hash"] == now  # the person's edit is still there
    gone = served.client.delete("/v1/memories/deploy-day", headers=served.agent,
                                params={"hash": now})
    # The hash it read is the one there: the delete is asked, and a person decides it (an
    # agent's delete of a person's record is proposed).
    assert gone.status_code == 200 and gone.json()["proposed"], gone.text
    assert gone.json()["proposal"]["reason"].startswith("A person's memory would be changed")
    assert served.record()["hash"] == now


def test_a_delete_of_whatever_the_record_is_now_says_so(served):
    served.saved(origin="model")  # a model's: its delete is applied
    gone = served.client.delete("/v1/memories/deploy-day", headers=served.agent,
                                params={"hash": "*"})
    assert gone.status_code == 200, gone.text
    assert served.record() is None


def test_a_rename_names_the_hash_it_read_and_a_stale_one_renames_nothing(served):
    seen = served.saved(origin="user")
    now = served.edited(seen, origin="user")
    path = "/v1/memories/deploy-day/rename"
    blind = served.client.post(path, headers=served.agent, json={"new_name": "deploys"})
    stale = served.client.post(path, headers=served.agent,
                               json={"new_name": "deploys", "hash": seen})
    assert blind.status_code == 400 and "'hash' is required" in blind.json()["error"]
    assert stale.status_code == 409 and stale.json()["current"] == now, stale.text
    assert served.record()["hash"] == now
    moved = served.client.post(path, headers=served.agent,
                               json={"new_name": "deploys", "hash": now})
    # Asked against the hash there: proposed, as an agent's rename of a person's record is.
    assert moved.status_code == 200 and moved.json()["proposed"], moved.text
    assert served.record()["hash"] == now


def test_a_restore_names_what_it_saw_and_writes_over_no_newer_edit(served):
    seen = served.saved(origin="user")
    now = served.edited(seen, origin="user")
    path = "/v1/memories/deploy-day/restore"
    blind = served.client.post(path, headers=served.reviewer, json={"version": 1})
    stale = served.client.post(path, headers=served.reviewer,
                               json={"version": 1, "hash": seen})
    assert blind.status_code == 400 and '"absent"' in blind.json()["error"], blind.text
    assert stale.status_code == 409 and stale.json()["current"] == now, stale.text
    assert served.record()["hash"] == now
    back = served.client.post(path, headers=served.reviewer,
                              json={"version": 1, "hash": None})
    assert back.status_code == 200 and served.record()["body"] == DEPLOY["body"], back.text


def test_the_writer_follows_the_token_never_the_body(served):
    """Under a policy that sends a model's writes to review, a person's token deletes and
    edits without saying ``origin: user`` (it once counted as a model's, and was sent to
    review), and an agent token that claims ``user`` is still a model."""
    served.policy({"model": "propose"})
    seen = served.saved()
    assert served.record()["origin"] == "user"
    claimed = served.client.patch("/v1/memories/deploy-day", headers=served.agent, json={
        "hash": seen, "body": "Deploys happen on Mondays.", "origin": "user"}).json()
    assert claimed["action"] == "proposed", claimed
    forged = served.client.delete("/v1/memories/deploy-day", headers=served.agent,
                                  params={"hash": seen, "origin": "user"}).json()
    assert forged["proposed"] is True and served.record()["hash"] == seen
    now = served.edited(seen)
    assert served.record()["origin"] == "user"
    renamed = served.client.post("/v1/memories/deploy-day/rename", headers=served.reviewer,
                                 json={"new_name": "deploy-days", "hash": now}).json()
    assert renamed["proposed"] is False, renamed
    gone = served.client.delete("/v1/memories/deploy-days", headers=served.reviewer,
                                params={"hash": renamed["record"]["hash"]}).json()
    assert gone["proposed"] is False, gone


def test_a_decision_keeps_who_made_it_and_when(served):
    """An approval or a rejection named no one: the inbox said "approved", not by whom."""
    served.policy({"model": "propose"})
    filed = [served.client.post("/v1/memories", headers=served.agent, json={
        **DEPLOY, "name": name}).json()["proposal"]["id"] for name in ("deploy-a", "deploy-b")]
    approved = served.client.post(f"/v1/inbox/{filed[0]}/approve", headers=served.reviewer)
    rejected = served.client.post(f"/v1/inbox/{filed[1]}/reject", headers=served.reviewer,
                                  json={"reason": "not so"})
    assert approved.status_code == rejected.status_code == 200, approved.text
    listed = served.client.get("/v1/inbox", headers=served.reviewer,
                               params={"status": "decided"}).json()["proposals"]
    by = {p["id"]: (p["status"], p["decided_by"], bool(p["decided"])) for p in listed}
    me = f"remote-{served.reviewer_id}"
    assert by == {filed[0]: ("approved", me, True), filed[1]: ("rejected", me, True)}


def test_a_proposal_found_stale_as_someone_approves_it_names_no_decider(served):
    """An approval that found the proposal stale (the memory was edited since) recorded
    the approver in ``decided_by``, though nothing was decided: the inbox said who
    approved a proposal no one did."""
    served.policy({"model": "propose"})
    seen = served.saved()
    filed = served.client.patch("/v1/memories/deploy-day", headers=served.agent, json={
        "hash": seen, "body": "Deploys happen on Mondays."}).json()
    assert filed["action"] == "proposed", filed
    served.edited(seen)
    stale = served.client.post(f"/v1/inbox/{filed['proposal']['id']}/approve",
                               headers=served.reviewer)
    assert stale.status_code == 409, stale.text
    listed = served.client.get("/v1/inbox", headers=served.reviewer,
                               params={"status": "decided"}).json()["proposals"]
    by = {p["id"]: (p["status"], p["decided_by"], bool(p["decided"])) for p in listed}
    assert by[filed["proposal"]["id"]] == ("stale", "", True), by
