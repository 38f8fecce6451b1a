"""A real `memdir serve`'s history log, over the network, on the file store and on
PostgreSQL: `GET /v1/history` answered the whole log at once (99 MB after 60 writes of a
record of 880 KB, each entry carrying its text before and after). It is now paged like the
listings (``limit``, and at most `MAX_HISTORY_PAGE_CHARS` of texts a page), and
`RemoteMemory.history` follows the pages, so a remote log reads as a local one."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import Tokens  # noqa: E402

from memdir.foundation.record import Record  # noqa: E402
from memdir.service import wire  # noqa: E402
from memdir.service.reading import MAX_HISTORY_PAGE_CHARS  # noqa: E402

from .test_inbox_flood import site  # noqa: E402, F401  (the fixture: a server on each store)

auth = Tokens.auth


def test_the_history_log_is_served_a_page_at_a_time(site):  # noqa: F811
    store = site.store()
    try:
        for i in range(30):  # 30 versions of 150 KB: some 9 MB of texts in the log
            store.upsert(Record(name="big", description="A long handbook", type="project",
                                body=f"version {i} " + "the handbook says more. " * 6_500))
        for i in range(120):
            store.upsert(Record(name=f"fact-{i}", description=f"Fact {i}", type="project",
                                body=f"Fact number {i}."))
        local = [wire.history_json("project", e) for e in store.history()]
    finally:
        store.close()
    assert len(local) == 150
    server = site.start()  # the server the fixture stops
    with httpx.Client(base_url=server.url, timeout=120) as client:
        first = client.get("/v1/history", headers=auth(site.reviewer))
        assert first.status_code == 200, first.text
        assert len(first.content) < MAX_HISTORY_PAGE_CHARS + 200_000  # not 9 MB
        page = first.json()
        assert page["next"] and 1 <= len(page["entries"]) < 30
        served, pages = list(page["entries"]), 1
        while page["next_url"]:
            page = client.get(page["next_url"], headers=auth(site.reviewer)).json()
            served += page["entries"]
            pages += 1
            assert len(page["entries"]) <= 100
        assert pages >= 4 and served == local  # oldest first, every entry once
        few = client.get("/v1/history?limit=7&name=fact-3", headers=auth(site.reviewer))
        assert [e["name"] for e in few.json()["entries"]] == ["fact-3"]
        forged = client.get("/v1/history?after=bm90LWEtY3Vyc29y",
                            headers=auth(site.reviewer))
        assert forged.status_code == 400 and "cursor" in forged.json()["error"]

    from memdir import RemoteMemory

    remote = RemoteMemory(server.url, site.reviewer)
    try:
        assert [wire.history_json(s, e) for s, e in remote.history()] == local
    finally:
        remote.close()


def test_one_records_history_is_served_a_page_at_a_time(site):  # noqa: F811
    """`GET /v1/memories/{name}/history` answered every change of the record at once: a
    record of 150 KB written 30 times was one answer of some 9 MB."""
    store = site.store()
    try:
        for i in range(30):
            store.upsert(Record(name="big", description="A long handbook", type="project",
                                body=f"version {i} " + "the handbook says more. " * 6_500))
        store.upsert(Record(name="other", description="Another record", type="project",
                            body="Not in big's history."))
        local = [wire.history_json("project", e) for e in store.history("big")]
    finally:
        store.close()
    assert len(local) == 30
    server = site.start()  # the server the fixture stops
    with httpx.Client(base_url=server.url, timeout=120) as client:
        first = client.get("/v1/memories/big/history", headers=auth(site.reviewer))
        assert first.status_code == 200, first.text
        assert len(first.content) < MAX_HISTORY_PAGE_CHARS + 200_000  # not 9 MB
        page = first.json()
        assert page["name"] == "big" and page["next"] and len(page["entries"]) < 30
        served, pages = list(page["entries"]), 1
        while page["next_url"]:
            assert page["next_url"].startswith("/v1/memories/big/history?")
            page = client.get(page["next_url"], headers=auth(site.reviewer)).json()
            served += page["entries"]
            pages += 1
        assert pages >= 3 and served == local  # oldest first, every entry once
        few = client.get("/v1/memories/big/history?limit=4", headers=auth(site.reviewer))
        assert len(few.json()["entries"]) == 4 and few.json()["next"]
        none = client.get("/v1/memories/never-written/history",
                          headers=auth(site.reviewer))
        assert none.status_code == 404

    from memdir import RemoteMemory

    remote = RemoteMemory(server.url, site.reviewer)
    try:  # the client reads one record's log through the pages of GET /v1/history
        assert [wire.history_json(s, e) for s, e in remote.history("big")] == local
    finally:
        remote.close()
