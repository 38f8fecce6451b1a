"""The inbox and the changes through the HTTP surface: escaping, refusals, one sentence."""

from __future__ import annotations

import pytest

from memdir.foundation.candidate import Candidate


def _propose(memory, name, description, body):
    decision, written = memory.save(Candidate(name=name, description=description,
                                              type="project", body=body, quote="q"),
                                    origin="visitor")
    assert written is None, decision
    return next(p for p in memory.inbox() if name in p.names)


def test_a_hostile_proposal_is_shown_as_text(client, memory):
    evil = "<script>alert(1)</script>"
    _propose(memory, "evil", f"desc {evil}", f"body {evil}")
    html = client.get("/inbox").text
    assert "<script>alert" not in html
    assert html.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 2


def test_a_decision_without_the_csrf_token_is_refused(client, memory):
    proposal = _propose(memory, "note", "A note", "text")
    response = client.post("/inbox/decide", data={"id": proposal.id, "action": "approve",
                                                   "csrf": "forged"})
    assert response.status_code == 403
    assert memory.project.find("note") is None and memory.inbox()[0].pending


@pytest.mark.parametrize("data, sentence", [
    ({"id": "p0000000000", "action": "approve"}, "p0000000000"),
    ({"id": "PROPOSAL", "action": "dance"}, "Unknown action"),
])
def test_a_bad_decision_is_one_sentence(client, memory, data, sentence):
    proposal = _propose(memory, "note", "A note", "text")
    if data["id"] == "PROPOSAL":
        data = {**data, "id": proposal.id}
    response = client.post("/inbox/decide", data=data)
    assert response.status_code == 303
    html = client.get(response.headers["location"]).text
    assert 'role="alert"' in html and sentence in html
    assert memory.inbox()[0].pending


def test_undo_of_an_unknown_change_is_one_sentence(client):
    response = client.post("/changes/undo", data={"change": "nope"})
    html = client.get(response.headers["location"]).text
    assert 'role="alert"' in html and "nope" in html


def test_an_undo_that_would_lose_an_edit_is_refused(client, memory):
    proposal = _propose(memory, "note", "A note", "text")
    change = memory.approve(proposal.id).change
    rec = memory.project.get("note")
    memory.project.upsert(rec.evolve(body="edited by hand"), expected_hash=rec.hash,
                          actor="test")
    response = client.post("/changes/undo", data={"change": change})
    html = client.get(response.headers["location"]).text
    assert 'role="alert"' in html and "memdir restore" in html
    assert memory.project.get("note").body == "edited by hand"


def test_a_memory_whose_code_is_gone_is_proposed_for_retirement_on_the_page(client, memory):
    from memdir.pipeline.citations import make_anchor

    root = memory.root
    (root / "net.py").write_text("def fetch(url):\n    return url\n")
    memory.save(Candidate("fetch-here", "HTTP calls go through fetch in net.py <b>",
                          "project", anchors=(make_anchor(root, "net.py", "fetch"),)))
    (root / "net.py").unlink()
    memory.recall("HTTP calls fetch")
    (proposal,) = memory.inbox()
    html = client.get("/inbox").text
    assert "retire: its code is gone: fetch-here" in html
    assert "<code>net.py</code> (fetch): gone" in html
    assert "fetch in net.py &lt;b&gt;" in html and "net.py <b>" not in html
    response = client.post("/inbox/decide",
                           data={"id": proposal.id, "action": "approve"})
    assert response.status_code == 303
    assert memory.project.find("fetch-here") is None
    assert [t.name for _, t in memory.tombstones()] == ["fetch-here"]


def test_a_stale_memory_is_corrected_through_the_pages_edit(client, memory):
    from memdir.pipeline.citations import make_anchor

    root = memory.root
    (root / "retry.py").write_text("def backoff(n):\n    return min(30, 2 ** n)\n")
    memory.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds",
                          "project", anchors=(make_anchor(root, "retry.py", "backoff"),)))
    (root / "retry.py").write_text("def backoff(n):\n    return min(60, 2 ** n)\n")
    memory.recall("retry backoff cap")
    (proposal,) = memory.inbox()
    html = client.get(f"/inbox?edit={proposal.id}").text
    assert "re-anchor to changed code: retry-cap" in html and "<textarea" in html
    from memdir.service.inbox import proposal_text

    edited = proposal_text(proposal).replace("30 seconds", "60 seconds")
    response = client.post("/inbox/decide",
                           data={"id": proposal.id, "action": "edit", "text": edited})
    assert response.status_code == 303
    rec = memory.project.find("retry-cap")
    assert rec.description == "The retry backoff is capped at 60 seconds"
    assert memory.recall("retry backoff cap")[0].code_status == "fresh"


def test_the_changes_page_shows_an_approved_undo_as_the_undo_and_who_approved_it(
        client, memory):
    """The page said "approve of cX" for a model's undo a person approved: read as an
    approval of a change, the undo nowhere, and no one named."""
    memory.save(Candidate(name="deploy", description="Deploys go through Argo",
                          type="project", body="Argo."), origin="user")
    [saved] = memory.changes()
    memory.as_actor("visitor").undo(saved.id)
    [waiting] = memory.inbox()
    client.post("/inbox/decide", data={"id": waiting.id, "action": "approve"})
    html = client.get("/changes").text
    assert f"approve of <code>{saved.id}" not in html
    assert f"undo of {saved.id}, approved ({waiting.id}) by " in html


def test_approve_all_on_the_page_takes_the_shown_not_one_filed_since(client, memory):
    """"Approve all N" approves the proposals the page showed: one filed after it was
    rendered waits for a person to see it."""
    import re

    shown = [_propose(memory, f"fact-{n}", f"Fact {n} about deploys", f"Fact {n}.").id
             for n in range(2)]
    html = client.get("/inbox").text
    [listed] = re.findall(r'name="shown" value="([^"]*)"', html)
    csrf = re.search(r'name="csrf" value="([^"]*)"', html)
    late = _propose(memory, "late", "Filed after the page was shown", "Late.")
    client.post("/inbox/decide", data={"action": "approve-selected", "which": "all",
                                       "shown": listed,
                                       **({"csrf": csrf.group(1)} if csrf else {})})
    assert sorted(listed.split(",")) == sorted(shown)
    assert [p.id for p in memory.inbox()] == [late.id]
    assert memory.project.find("late") is None


def test_an_approved_deletion_reads_deleted_on_the_changes_and_record_pages(client, memory):
    """The page listed an approved consolidation's removal as 'tombstone 1' and its
    record's history as 'tombstone', words of the store's."""
    for name, text in (("test-runner", "Tests in this project use pytest"),
                       ("pytest-not-unittest", "Use pytest for tests, not unittest")):
        memory.save(Candidate(name=name, description=text, type="feedback"), origin="user")
    memory.consolidate()
    (proposal,) = memory.inbox()
    client.post("/inbox/decide", data={"id": proposal.id, "action": "approve"})
    [(_, gone)] = memory.tombstones()
    changes = client.get("/changes").text
    assert "delete 1" in changes and "tombstone" not in changes.replace(
        'id="tombstones"', "")
    page = client.get(f"/record?scope=project&name={gone.name}").text
    assert "<span>delete</span>" in page and "Restore the text before this deletion" in page
