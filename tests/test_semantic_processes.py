"""memdir[semantic] in the long-lived processes and on the write path: the model is loaded
once per process (the MCP server's answers, ``memdir serve``, a chat session), a write
computes its record's vector, and a recall then embeds only its query."""

from __future__ import annotations

import pytest
from model_loads import loads_fixture  # noqa: F401 (the fixture `loads`)

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.store import FileStore

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")


PYTEST = Record(name="prefer-pytest", type="feedback",
                description="Tests in this project use pytest, never unittest",
                body="Write pytest functions and fixtures.")
REPLY = Record(name="reply-concise", type="feedback",
               description="Keep answers short: code first, explanation only when asked",
               body="Long preambles annoy the user; no summaries of what was just done.")
# Found only by the semantic ranker (the offline one shares no word with the record).
PARAPHRASES = ("how long should my responses be?", "should your replies be brief?")


def vectors(store: FileStore) -> int:
    return store._index()._connect().execute("SELECT count(*) FROM vectors").fetchone()[0]


def test_a_write_computes_its_vector_and_a_recall_embeds_only_the_query(tmp_path, loads):
    store = FileStore(tmp_path / ".memory")
    with Memory(store, user=False, provider="offline") as memory:
        decision, written = memory.save(Candidate(PYTEST.name, PYTEST.description,
                                                  "feedback", PYTEST.body))
        assert written is not None, decision.reason
        assert vectors(store) == 1  # at write time, not at the next search
        embedder = memory._recaller.semantic()
        before = embedder.calls
        found = memory.search("how should I write tests here?")
        assert [h.record.name for h in found.hits] == ["prefer-pytest"]
        assert embedder.calls - before == 1  # the query, not the record
        memory.search("how should I write tests here?")
        assert embedder.calls - before == 1  # one embedding per query text, however asked
    assert len(loads) == 1


def test_the_mcp_answers_load_the_model_once_across_requests(tmp_path, loads):
    from memory_helpers import mcp_over

    store = FileStore(tmp_path / ".memory")
    store.upsert(REPLY)
    assert store.search(PARAPHRASES[0]) == []  # the offline ranker alone misses it
    access = mcp_over(store)
    try:
        for query in PARAPHRASES:
            assert [r["name"] for r in access.search(query)["results"]] == ["reply-concise"]
    finally:
        access.close()
    assert len(loads) == 1


def test_memdir_serve_loads_the_model_once_across_requests(tmp_path, loads):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from memdir.server.app import create_app
    from memdir.server.tokens import TokenBook

    data = tmp_path / "server-data"
    token = TokenBook(data).create("alpha", "agent")[0]
    auth = {"Authorization": f"Bearer {token}"}
    with TestClient(create_app(data)) as client:
        saved = client.post("/v1/memories", headers=auth, json={
            "name": REPLY.name, "type": "feedback", "description": REPLY.description,
            "body": REPLY.body}).json()
        assert saved["saved"] is True
        for query in PARAPHRASES:
            got = client.get("/v1/search", params={"q": query}, headers=auth).json()
            assert [r["record"]["name"] for r in got["results"]] == ["reply-concise"]
    assert len(loads) == 1


def test_a_chat_session_loads_the_model_once_across_turns(tmp_path, loads, monkeypatch):
    from memdir.agent.session import ChatSession
    from memdir.testing import ScriptedProvider

    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    model = ScriptedProvider("[0]", "first answer", "[0]", "second answer", "[]", "[]")
    session = ChatSession(model, workspace=root, mode="push", permission="yes")
    try:
        session.memory.project.upsert(PYTEST)
        for prompt in ("how should I write tests here?", "and the test runner?"):
            assert session.run(prompt).recalled == ["prefer-pytest"]
    finally:
        session.close(timeout=60)
    assert session.memory.ranker.startswith("fused")
    assert len(loads) == 1
