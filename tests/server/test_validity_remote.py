"""A server answers for now or for a past time, and its client says what replaced what:
the same answer a local `Memory` gives."""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.service.validity import parse_as_of
from memdir.store.files.store import FileStore


def _corrected(data, project: str = "alpha") -> None:
    store = FileStore(data / "projects" / project / "memory", scope="project", private=True)
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", created="2026-01-10T09:00:00Z",
                        valid_to="2026-11-02T10:00:00Z", superseded_by="node-22"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", valid_from="2026-11-02T10:00:00Z",
                        supersedes="node-version"))


def test_the_remote_client_recalls_what_holds_and_what_held(shared_server):
    from memdir.service.remote.memory import RemoteMemory

    shop = shared_server.project()  # a project of its own on the session's server
    _corrected(shared_server.data, shop.name)
    memory = RemoteMemory(shared_server.url, shop.token("agent"), provider="offline")
    [now] = memory.recall("Which Node version?")
    assert now.record.name == "node-22"
    assert now.validity == "since 2026-11-02; before: The project uses Node 18"
    [march] = memory.recall("Which Node version?", as_of=parse_as_of("2026-03-15"))
    assert march.record.name == "node-version"
    assert march.validity == "until 2026-11-02; then: The project uses Node 22"


def test_a_time_the_server_cannot_read_is_one_clear_400(client, tokens, data):
    _corrected(data)
    answer = client.post("/v1/recall", json={"query": "Node", "as_of": "someday"},
                         headers=tokens.auth(tokens.agent))
    assert answer.status_code == 400 and "someday" in answer.json()["error"]


def test_the_calendars_last_day_is_a_time_like_any_other(client, tokens, data):
    # The end of 9999-12-31 has no day after it to count back from: once a 500.
    _corrected(data)
    for answer in (client.post("/v1/recall", json={"query": "Node", "as_of": "9999-12-31"},
                               headers=tokens.auth(tokens.agent)),
                   client.get("/v1/search", params={"q": "Node", "as_of": "9999-12-31"},
                              headers=tokens.auth(tokens.agent))):
        assert answer.status_code == 200, answer.text
        assert '"name":"node-22"' in answer.text.replace(" ", "")
        assert '"name":"node-version"' not in answer.text.replace(" ", "")
