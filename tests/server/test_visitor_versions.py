"""A visitor token's recall through `memdir serve` (in-process ASGI) answers from one
published version: its records and its catalog alike."""

from __future__ import annotations

from starlette.testclient import TestClient

from memdir.foundation.candidate import Candidate
from memdir.server.app import create_app
from memdir.server.limits import Limits
from memdir.server.tokens import TokenBook
from memdir.service.memory import Memory
from memdir.service.recaller import Recaller
from memdir.store.files.store import FileStore

from .conftest import Tokens

auth = Tokens.auth


def test_a_visitors_recall_reads_one_version_when_a_publish_lands_meanwhile(
        data, tokens, monkeypatch):
    visitor = TokenBook(data).create("alpha", "visitor")[0]
    unthrottled = Limits(visitor_time_share=1, visitor_time_burst=60)
    with TestClient(create_app(data, limits=unthrottled)) as client:
        client.post("/v1/memories", headers=auth(tokens.reviewer), json={
            "name": "shipping", "type": "project", "description": "We ship to Norway",
            "body": "Within three days.", "origin": "user"})
        assert client.post("/v1/publish", headers=auth(tokens.reviewer)).status_code == 200
        store = FileStore(data / "projects" / "alpha" / "memory", scope="project")
        owner = Memory(store, user=False, provider="offline", actor="person")
        recall = Recaller.recall
        published: list[int] = []

        def recall_then_publish(self, *args, **kwargs):
            found = recall(self, *args, **kwargs)
            if not published:  # another server process publishes meanwhile
                owner.save(Candidate("returns", "Returns are free within 30 days",
                                     "project", "Send the parcel back."), origin="user")
                published.append(owner.publish())
            return found

        monkeypatch.setattr(Recaller, "recall", recall_then_publish)
        try:
            first = client.post("/v1/recall", headers=auth(visitor), json={
                "query": "Do you ship to Norway?", "session": "visitor-a"}).json()
            assert [r["name"] for r in first["results"]] == ["shipping"]
            assert "shipping" in first["catalog"] and "returns" not in first["catalog"]
            second = client.post("/v1/recall", headers=auth(visitor), json={
                "query": "Are returns free?", "session": "visitor-a"}).json()
            assert "returns" in second["catalog"]
        finally:
            owner.close()
