"""The review page's HTTP surface, through Starlette's TestClient: the hosts, the headers,
escaping, paging and restore (the door itself: test_gate.py)."""

from __future__ import annotations

import re

import pytest

from memdir import Candidate, Record

from .conftest import signed_in

pytest.importorskip("starlette")
pytest.importorskip("httpx")


def add(memory, name, description="a description", body="text", rtype="feedback",
        scope="project", origin=None):
    store = memory.project if scope == "project" else memory.user
    return store.upsert(Record(name, description, rtype, body, origin=origin),
                        expected_hash="absent", actor="test").record


def test_the_session_opens_the_page(client):
    response = client.get("/memories")
    assert response.status_code == 200
    assert "No memories yet." in response.text


def test_an_unknown_host_header_is_refused(memory, sessions):
    # A DNS-rebinding page reaches 127.0.0.1 under its own host name.
    from memdir.web import review_app

    app = review_app(memory, sessions=sessions, allowed_hosts=["testserver", "127.0.0.1"])
    with signed_in(app, sessions) as c:
        assert c.get("/memories", headers={"host": "evil.example:8000"}).status_code == 400
        assert c.get("/memories", headers={"host": "127.0.0.1:8000"}).status_code == 200


def test_pages_forbid_scripts_and_referrers(client):
    response = client.get("/memories")
    csp = response.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "script-src" not in csp
    assert response.headers["referrer-policy"] == "no-referrer"


def test_hostile_text_is_escaped_everywhere_it_is_shown(client, memory):
    evil = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    add(memory, "evil", description=evil, body=f"body {evil}")
    memory.project.upsert(memory.project.get("evil").evolve(body=f"changed {evil}"),
                          actor="test")
    for path in ("/memories", "/record?scope=project&name=evil", "/memories?q=alert"):
        html = client.get(path).text
        assert "<script>alert" not in html and "<img src=x" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_no_link_or_form_carries_a_secret(client, memory, sessions):
    add(memory, "one")
    session_id = client.cookies.get(sessions.cookie)
    for path in ("/memories", "/record?scope=project&name=one", "/inbox", "/changes"):
        html = client.get(path).text
        targets = re.findall(r'(?:href|action)="([^"]+)"', html)
        assert targets and not any("token" in t or "code=" in t for t in targets), path
        assert session_id not in html


def test_the_list_is_paged(client, memory):
    with memory.project.bulk():
        for i in range(120):
            add(memory, f"record-{i:03d}", description=f"description {i}")
    first = client.get("/memories").text
    assert "page 1 of 3" in first
    assert first.count('<tr>') - 1 == 50  # header row + 50
    last = client.get("/memories?page=3").text
    assert "page 3 of 3" in last and last.count("<tr>") - 1 == 20
    # A page past the end shows the last one, not an error.
    assert "page 3 of 3" in client.get("/memories?page=99").text


def test_filters_by_type_scope_and_origin(client, memory):
    add(memory, "proj-feedback", rtype="feedback", origin="model")
    add(memory, "proj-reference", rtype="reference", origin="user")
    add(memory, "who-i-am", rtype="user", scope="user", origin="user")

    def names(query):
        html = client.get(f"/memories?{query}").text
        return set(re.findall(r'name=([\w-]+)"', html))

    assert names("type=reference") == {"proj-reference"}
    assert names("scope=user") == {"who-i-am"}
    assert names("origin=user") == {"proj-reference", "who-i-am"}
    assert names("origin=user&scope=project") == {"proj-reference"}
    # An unknown filter value is ignored, not an error.
    assert len(names("type=bogus")) == 3


def test_search_finds_by_description(client, memory):
    add(memory, "testing-tool", description="Use pytest for the tests")
    add(memory, "deploy", description="Deploys go through the staging cluster")
    html = client.get("/memories?q=pytest").text
    assert "testing-tool" in html and "deploy" not in html


def test_history_shows_a_diff_and_restore_brings_a_version_back(client, memory):
    add(memory, "tool", body="use pytest")
    memory.project.upsert(memory.project.get("tool").evolve(body="use vitest"), actor="test")
    html = client.get("/record?scope=project&name=tool").text
    assert "use pytest" in html and "use vitest" in html
    assert 'class="replace"' in html
    response = client.post("/record/restore",
                           data={"scope": "project", "name": "tool", "version": "1",
                                 "expected": memory.project.get("tool").hash})
    assert response.status_code == 303
    assert memory.project.get("tool").body == "use pytest"
    assert "Restored tool" in client.get(response.headers["location"]).text


def test_a_deleted_record_can_be_restored_from_its_page(client, memory):
    rec = add(memory, "gone", body="keep me")
    memory.project.delete("gone", expected_hash=rec.hash, actor="test")
    html = client.get("/record?scope=project&name=gone").text
    assert "deleted" in html
    client.post("/record/restore",
                data={"scope": "project", "name": "gone", "version": "2",
                      "expected": "absent"})
    assert memory.project.get("gone").body == "keep me"


def test_a_bad_restore_is_one_sentence_and_changes_nothing(client, memory):
    add(memory, "tool", body="v1")
    response = client.post("/record/restore",
                           data={"scope": "project", "name": "tool", "version": "7",
                                 "expected": memory.project.get("tool").hash})
    html = client.get(response.headers["location"]).text
    assert 'role="alert"' in html and "version 7" in html
    assert memory.project.get("tool").body == "v1"


def test_an_unknown_record_is_404(client):
    assert client.get("/record?scope=project&name=nope").status_code == 404
    assert client.get("/record?scope=project&name=../x").status_code == 404


def test_questions_page_says_public_mode_is_off(client):
    html = client.get("/questions").text
    assert "Public-agent mode is off" in html


def test_the_app_mounts_under_a_prefix(memory):
    # `memdir serve` mounts the page: links must carry the mount's prefix.
    from starlette.applications import Starlette
    from starlette.routing import Mount
    from starlette.testclient import TestClient

    from memdir.web import review_app

    add(memory, "one")
    outer = Starlette(routes=[Mount("/review", app=review_app(
        memory, sessions=None, allowed_hosts=["testserver"]))])
    with TestClient(outer) as c:
        html = c.get("/review/memories").text
        assert 'href="/review/record?scope=project&amp;name=one' in html


def test_unanswered_questions_are_listed_as_text(tmp_path):
    # The hook public-agent mode fills: a visitor's question is hostile input too.
    from dataclasses import dataclass

    from starlette.testclient import TestClient

    from memdir import Memory
    from memdir.web import review_app

    from .conftest import make_memory

    @dataclass
    class Question:
        question: str
        reason: str
        session: str
        at: str

    class PublicMemory(Memory):
        def unanswered_questions(self):
            return [Question("Who is <b>the owner</b>?", "nothing recalled", "s-1",
                             "2026-12-03T10:00:00Z")]

    base = make_memory(tmp_path)
    memory = PublicMemory(base.project, user=base.user, provider="offline")
    with TestClient(review_app(memory, sessions=None, allowed_hosts=["testserver"])) as c:
        html = c.get("/questions").text
    assert "Who is &lt;b&gt;the owner&lt;/b&gt;?" in html and "<b>the owner" not in html
    assert "nothing recalled" in html and "Public-agent mode is off" not in html


def test_only_the_newest_version_is_marked_current(client, memory):
    # v1, v2, then v1 brought back: versions 1 and 3 hold the same words, and only 3 is
    # what the file holds now.
    add(memory, "tool", body="use pytest")
    memory.project.upsert(memory.project.get("tool").evolve(body="use vitest"), actor="test")
    memory.project.restore("tool", version=1)
    html = client.get("/record?scope=project&name=tool").text
    assert html.count('<span class="badge">current</span>') == 1


def test_what_reorders_or_hides_text_is_shown_to_the_reviewer(client, memory):
    # An override shows "gpj.exe" reversed, a tag character is an invisible letter a
    # model reads: the reviewer sees each as its code point, wherever the text is shown.
    lie = "Run \u202egpj.exe\u202c then tags\U000e0072\U000e006d zero\u200bwidth"
    add(memory, "steps", description=lie, body=f"body {lie}")
    kept = lie.replace("\U000e0072\U000e006d", "")  # admission refuses tag characters now
    memory.save(Candidate("proposed", f"proposed {kept}", "project", f"visitor {kept}"),
                origin="visitor")
    for path in ("/memories", "/record?scope=project&name=steps", "/inbox",
                 "/memories?q=tags", "/inbox?edit=all"):
        html = client.get(path).text
        shown = re.sub(r"<textarea[^>]*>.*?</textarea>", "", html, flags=re.S)
        assert not re.search("[\u200b\u202a-\u202e\U000e0000-\U000e007f]", shown), path
        assert "Run &lt;U+202E&gt;gpj.exe&lt;U+202C&gt; then" in html, path


def test_a_control_character_stored_before_the_rule_is_shown_to_the_reviewer(client, memory):
    # Admission refuses them now; a record written before or by hand still holds one,
    # and a browser shows ESC or an 8-bit CSI as nothing.
    add(memory, "old-steps", description="Deploy\x1b[8m hidden\x9b2J now",
        body="Deploy\x85with make")
    for path in ("/memories", "/record?scope=project&name=old-steps"):
        html = client.get(path).text
        shown = re.sub(r"<textarea[^>]*>.*?</textarea>", "", html, flags=re.S)
        assert not re.search("[\x1b\x80-\x9f]", shown), path
        assert "Deploy&lt;U+001B&gt;[8m hidden&lt;U+009B&gt;2J now" in html, path
    assert "Deploy&lt;U+0085&gt;with make" in client.get(
        "/record?scope=project&name=old-steps").text


def test_a_form_sends_back_the_text_as_stored(client, memory):
    # The page shows hidden characters as code points, but a field a person edits or
    # sends back holds them as they are: "approve with these edits" stored the literal
    # text <U+200B>, and a search for a word with one searched for that text.
    hidden = "zero\u200bwidth and \u200fmark"
    memory.save(Candidate("proposed", f"proposed {hidden}", "project", f"visitor {hidden}"),
                origin="visitor")
    (proposal,) = memory.inbox()
    html = client.get(f"/inbox?edit={proposal.id}").text
    area = re.search(r"<textarea[^>]*>(.*?)</textarea>", html, flags=re.S).group(1)
    assert hidden in area and "U+200B" not in area
    response = client.post("/inbox/decide",
                           data={"id": proposal.id, "action": "edit", "text": area})
    assert response.status_code == 303
    rec = memory.project.find("proposed")
    assert rec.description == f"proposed {hidden}" and "U+200" not in rec.body
    search = client.get("/memories", params={"q": "zero\u200bwidth"}).text
    assert 'value="zero\u200bwidth"' in search


def test_the_page_of_a_record_whose_name_is_refused_today_shows_its_history(client, memory):
    """A record once called 'nul' (a Windows device name, refused since): its page
    answered 404 though the history holds it, and its restore was refused."""
    from memdir.store.history import HistoryEntry

    text = "---\nname: nul\ndescription: Null device notes\ntype: project\n---\nKept.\n"
    memory.project.append_history([
        HistoryEntry(at="2026-01-05T10:00:00Z", op="create", name="nul", file="nul.md",
                     before=None, after=text, actor="cli"),
        HistoryEntry(at="2026-01-06T10:00:00Z", op="delete", name="nul", file="nul.md",
                     before=text, after=None, actor="cli")])
    page = client.get("/record?scope=project&name=nul")
    assert page.status_code == 200 and "Null device notes" in page.text
    response = client.post("/record/restore",
                           data={"scope": "project", "name": "nul", "version": "2",
                                 "expected": "absent"})
    assert "Restored nul-2" in client.get(response.headers["location"]).text
    assert memory.project.get("nul-2").body.strip() == "Kept."


def test_a_decided_proposal_shows_who_decided_it(client, memory):
    """The page's "Recently decided" said what was decided and when, never by whom."""
    memory.save(Candidate("proposed", "proposed by a visitor", "project", "visitor text"),
                origin="visitor")
    (proposal,) = memory.inbox()
    response = client.post("/inbox/decide", data={"id": proposal.id, "action": "reject",
                                                  "reason": "not so"})
    assert response.status_code == 303
    (decided,) = memory.inbox("rejected")
    assert decided.decided_by == memory.actor.name != ""
    row = re.search(rf"<tr><td>{proposal.id}</td>.*?</tr>", client.get("/inbox").text,
                    flags=re.S).group(0)
    assert f'<td class="muted">{decided.decided_by}</td>' in row and "not so" in row


def test_a_query_string_or_a_form_that_is_not_utf8_is_one_sentence_and_changes_nothing(
        client, memory):
    # Read with U+FFFD in a byte's place, it named another record or a hash never shown.
    add(memory, "tool", body="use pytest")
    memory.project.upsert(memory.project.get("tool").evolve(body="use vitest"), actor="test")
    said = "is not UTF-8 text once its %-escapes are decoded."
    answer = client.get("/record?scope=project&name=to%FFol")
    assert answer.status_code == 400 and f"The query string {said}" in answer.text
    now = memory.project.get("tool").hash
    answer = client.post("/record/restore", content=(
        f"scope=project&name=tool&version=1&expected={now}%FF&csrf={client.csrf}"),
        headers={"content-type": "application/x-www-form-urlencoded"})
    assert answer.status_code == 400 and f"The form {said}" in answer.text
    assert memory.project.get("tool").body == "use vitest"
