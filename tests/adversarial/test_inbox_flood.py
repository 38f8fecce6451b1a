"""A visitor flooding a real `memdir serve`'s inbox, over the network, on the file store
and on PostgreSQL: the inbox is served a page at a time whatever it holds (REST and the
review page), a visitor's session and token have a cap of pending proposals, and the
same claim again is one proposal with one more supporter, never filed twice."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin

import pytest

pytest.importorskip("starlette")

import httpx  # noqa: E402
from server.conftest import LiveServer, Tokens, start_server  # noqa: E402

from memdir.store.base import Store  # noqa: E402

auth = Tokens.auth


@dataclass
class Site:
    start: Callable[..., LiveServer]  # (*"NAME=VALUE" limits) -> a running server
    store: Callable[[], Store]  # the project's store, as the server keeps it
    visitor: str
    reviewer: str
    other_site: str  # a second front-end's visitor token


@pytest.fixture(params=["files", "postgresql"])
def site(request, tmp_path_factory, default_servers, monkeypatch) -> Iterator[Site]:
    if request.param not in default_servers:
        folder = tmp_path_factory.mktemp(f"served-{request.param}")
        default_servers[request.param] = (folder / "server-data", [])
    data, default = default_servers[request.param]
    # The shared server's memdir home is the test's too: what the test writes into the
    # server's store here is signed with the history key the server reads it with, as the
    # server's own writes are (another home's entries would read as another user's).
    monkeypatch.setenv("MEMDIR_HOME", str(data.parent / "home"))
    project = f"site-{os.urandom(4).hex()}"
    if request.param == "files":
        from memdir.server.tokens import TokenBook
        from memdir.store.files.store import FileStore

        book, dsn = TokenBook(data), None

        def store() -> Store:
            return FileStore(data / "projects" / project / "memory", scope="project",
                             private=True)
    else:
        pytest.importorskip("psycopg")
        from memdir.server.pg_tokens import PgTokenBook
        from memdir.store.postgres import PostgresStore

        dsn = request.getfixturevalue("postgres_dsn")
        book = PgTokenBook(dsn)

        def store() -> Store:
            return PostgresStore(dsn, tenant=project, scope="project")
    visitor = book.create(project, "visitor")[0]
    reviewer = book.create(project, "reviewer")[0]
    other_site = book.create(project, "visitor")[0]
    servers: list[LiveServer] = []

    def start(*limits: str) -> LiveServer:
        if not limits:  # the shared one; the project is new to it, as to a fresh one
            if not default:
                default.append(start_server(data, store=dsn))
            return default[0]
        args = tuple(a for pair in limits for a in ("--limit", pair))
        server = start_server(data, store=dsn, args=args)
        servers.append(server)
        return server
    yield Site(start, store, visitor, reviewer, other_site)
    for server in servers:
        server.stop()


def _flood(store: Store, count: int) -> None:
    """``count`` pending proposals, as a flood of visitors leaves them (each with a body of
    a few kilobytes, as a redacted claim with its diff is)."""
    body = "The visitor insists on this, at length. " * 100
    for i in range(count):
        store.save_proposal({
            "id": f"p{i:010x}", "kind": "write", "status": "pending", "writer": "visitor",
            "origin": "visitor", "reason": "Said by a visitor.", "scope": "project",
            "created": f"2026-12-01T{i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z",
            "source": {"session": f"v-{i % 40}"}, "actor": "remote-flood",
            "ops": [{"op": "write", "name": f"claim-{i}", "base": "absent", "text":
                     f"---\nname: claim-{i}\ndescription: Claim {i}\ntype: project\n---\n"
                     f"{body}\n"}]})


def test_a_flooded_inbox_is_served_a_page_at_a_time(site):
    store = site.store()
    _flood(store, 260)
    store.close()
    server = site.start()
    with httpx.Client(base_url=server.url, timeout=60) as client:
        first = client.get("/v1/inbox", headers=auth(site.reviewer))
        assert first.status_code == 200, first.text
        page = first.json()
        assert page["total"] == 260 and len(page["proposals"]) == 50
        assert page["not_shown"] == 210 and page["next_url"]
        assert len(first.content) < 400_000  # 50 proposals, never the whole inbox
        ids = [p["id"] for p in page["proposals"]]
        while page["next_url"]:
            page = client.get(page["next_url"], headers=auth(site.reviewer)).json()
            ids += [p["id"] for p in page["proposals"]]
        assert ids == [f"p{i:010x}" for i in range(260)]  # oldest first, none twice

        most = client.get("/v1/inbox?limit=200", headers=auth(site.reviewer)).json()
        assert len(most["proposals"]) == 200
        too_many = client.get("/v1/inbox?limit=5000", headers=auth(site.reviewer))
        assert too_many.status_code == 400 and "from 0 to 200" in too_many.json()["error"]
        forged = client.get("/v1/inbox?after=bm90LWEtY3Vyc29y", headers=auth(site.reviewer))
        assert forged.status_code == 400 and "cursor" in forged.json()["error"]

        # The review page, as a reviewer's browser opens it: one page, and the next.
        link = client.post("/review/open", headers={**auth(site.reviewer),
                                                     "Accept": "application/json"})
        client.get(link.json()["url"], follow_redirects=False)
        html = client.get("/review/inbox")
        assert html.status_code == 200, html.text
        assert html.text.count('class="card proposal"') == 50
        assert "Showing 50 of 260 pending proposals" in html.text
        assert "Approve all 50 shown" in html.text
        href = re.search(r'<a href="([^"]+)" id="inbox-next"', html.text).group(1)
        second = client.get(urljoin(server.url, href.replace("&amp;", "&")))
        assert second.status_code == 200
        assert second.text.count('class="card proposal"') == 50
        assert f'id="p{50:010x}"' in second.text and f'id="p{49:010x}"' not in second.text


def _admit(client: httpx.Client, token: str, session: str, claims: list[str]) -> list[dict]:
    answer = client.post("/v1/admit", headers=auth(token), json={
        "session": session, "candidates": [
            {"name": f"claim-{abs(hash(c)) % 10**8}", "description": c, "type": "project",
             "body": c, "quote": c} for c in claims]})
    assert answer.status_code == 200, answer.text
    return answer.json()["decisions"]


def test_a_visitor_session_and_token_are_capped_and_repeats_are_merged(site):
    server = site.start("pending_per_session=4", "pending_per_token=6")
    with httpx.Client(base_url=server.url, timeout=60) as client:
        claims = [f"The shop on street {n} opens at {n} in the morning" for n in range(1, 7)]
        said = _admit(client, site.visitor, "visit-a", claims)
        # The decisions themselves in the message: this failed once in a whole run (one
        # refusal too few, on both stores) and passed in every run since.
        assert [d["action"] for d in said] == ["propose"] * 4 + ["reject"] * 2, said
        assert "session already has 4 proposals waiting" in said[4]["reason"]

        # The same claims from other sessions: merged, not filed again, not capped, and
        # not counted again: anyone may open sessions, so one token's count once.
        again = _admit(client, site.visitor, "visit-b", claims[:2])
        assert [d["action"] for d in again] == ["propose", "propose"]
        assert all("Already proposed for review" in d["reason"] for d in again)
        for _ in range(5):
            fresh = client.post("/v1/sessions", headers=auth(site.visitor)).json()["session"]
            _admit(client, site.visitor, fresh, claims[:1])
        # Another token (another front-end, made by an admin) is another supporter, once.
        _admit(client, site.other_site, "visit-c", claims[:1])
        _admit(client, site.other_site, "visit-e", claims[:1])

        more = _admit(client, site.visitor, "visit-d", [
            f"The museum on avenue {n} closes at {n} in the evening" for n in range(1, 5)])
        assert [d["action"] for d in more] == ["propose", "propose", "reject", "reject"], more
        assert "token already has 6 proposals waiting" in more[2]["reason"]

        inbox = client.get("/v1/inbox", headers=auth(site.reviewer)).json()
        assert inbox["total"] == 6
        support = {p["candidate"]["description"]: p["supporters"]
                   for p in inbox["proposals"]}
        assert support[claims[0]] == 2 and support[claims[1]] == 1 and support[claims[2]] == 1

        # A reviewer's decision frees a place in the session's and the token's count.
        first = inbox["proposals"][0]["id"]
        assert client.post(f"/v1/inbox/{first}/reject", headers=auth(site.reviewer),
                           json={"reason": "not verified"}).status_code == 200
        late = _admit(client, site.visitor, "visit-d", ["The park gate is on the north side"])
        assert [d["action"] for d in late] == ["propose"]


def test_the_inbox_summary_is_derived_and_not_trusted_from_elsewhere(tmp_path):
    """The file store's summary of the inbox is a cache: deleted, it is made again; made by
    someone else (planted rows), it is thrown away, never believed."""
    import sqlite3

    from memdir.store.files.store import FileStore

    store = FileStore(tmp_path / ".memory")
    _flood(store, 5)
    assert store.proposal_page(limit=0)[1] == 5
    store.close()
    db_path = Path(tmp_path / ".memory" / ".cache" / "inbox.sqlite")
    db = sqlite3.connect(db_path)
    db.execute("UPDATE state SET value = 'someone-else' WHERE key = 'owner'")
    db.execute("INSERT INTO proposals VALUES ('p00000000ff', 0, 0, 0, 0, 'pending', '',"
               " '', '', '')")
    db.commit()
    db.close()
    again = FileStore(tmp_path / ".memory")
    assert [p["id"] for p in again.proposal_page(limit=10)[0]] == [
        f"p{i:010x}" for i in range(5)]
    again.close()
    db_path.unlink()
    third = FileStore(tmp_path / ".memory")
    assert third.proposal_page(limit=0)[1] == 5
