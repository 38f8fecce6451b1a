"""Reviewing in the browser: the inbox (approve, edit, reject) and undo, in real headless
Chromium against a real uvicorn server, through the same `Memory` the CLI uses."""

from __future__ import annotations

from playwright.sync_api import expect

from memdir import Record
from memdir.foundation.candidate import Candidate


def _propose(memory, name, description, body, quote="the user's words"):
    # A visitor's writes always go to the inbox (write policy: never auto).
    decision, written = memory.save(
        Candidate(name=name, description=description, type="project", body=body,
                  quote=quote), origin="visitor")
    assert written is None, decision
    (proposal,) = [p for p in memory.inbox() if name in p.names]
    return proposal


def _seed(memory, name, body):
    memory.project.upsert(Record(name, f"How we handle {name}", "project", body),
                          expected_hash="absent", actor="test")


def test_approve_a_proposal_and_see_the_record_change(review, page):
    _seed(review.memory, "test-runner", "Use pytest.")
    proposal = _propose(review.memory, "test-runner", "How we handle test-runner",
                        "Use vitest.", quote="we moved to vitest")
    page.goto(review.url("/inbox"))
    card = page.locator(f"#{proposal.id}")
    assert "we moved to vitest" in card.locator(".quote").inner_text()
    assert card.locator("tr.replace td.old").first.inner_text() == "Use pytest."
    assert card.locator("tr.replace td.new").first.inner_text() == "Use vitest."
    card.get_by_role("button", name="Approve").click()
    # expect() waits for the page the click leads to; a plain read could see the old one.
    expect(page.get_by_role("status")).to_contain_text(f"Approved {proposal.id}")
    expect(page.locator("#inbox-empty")).to_be_visible()
    page.get_by_role("link", name="Memories").click()
    page.get_by_role("link", name="test-runner").click()
    expect(page.locator("#body")).to_have_text("Use vitest.")
    assert review.memory.project.get("test-runner").body == "Use vitest."


def test_reject_a_proposal_with_a_reason(review, page):
    _seed(review.memory, "deploy", "Deploy from main.")
    proposal = _propose(review.memory, "deploy", "How we handle deploy",
                        "Deploy from any branch.")
    page.goto(review.url("/inbox"))
    card = page.locator(f"#{proposal.id}")
    card.get_by_label(f"Reason for rejecting {proposal.id}").fill("not our policy")
    card.get_by_role("button", name="Reject").click()
    expect(page.get_by_role("status")).to_contain_text(f"Rejected {proposal.id}")
    decided = page.locator("#decided tbody tr", has_text=proposal.id)
    expect(decided).to_contain_text("rejected")
    expect(decided).to_contain_text("not our policy")
    assert review.memory.project.get("deploy").body == "Deploy from main."


def test_edit_a_proposal_before_approving_it(review, page):
    proposal = _propose(review.memory, "staging-url", "Where staging lives",
                        "Staging is at staging.example.com")
    page.goto(review.url("/inbox"))
    page.locator(f"#{proposal.id}").get_by_role("link", name="Edit").click()
    box = page.get_by_label("Edit the memory, then approve it:")
    text = box.input_value()
    assert "Staging is at staging.example.com" in text
    box.fill(text.replace("staging.example.com", "staging.example.org (eu-west)"))
    page.get_by_role("button", name="Approve with these edits").click()
    expect(page.get_by_role("status")).to_contain_text(f"Approved {proposal.id}")
    assert review.memory.project.get("staging-url").body == \
        "Staging is at staging.example.org (eu-west)"


def test_a_bad_edit_is_shown_again_with_the_reason(review, page):
    proposal = _propose(review.memory, "note", "A note", "Some text")
    page.goto(review.url("/inbox", edit=proposal.id))
    page.get_by_label("Edit the memory, then approve it:").fill("no frontmatter at all")
    page.get_by_role("button", name="Approve with these edits").click()
    expect(page.get_by_role("alert")).to_be_visible()
    assert page.get_by_label("Edit the memory, then approve it:").input_value() == \
        "no frontmatter at all"
    assert review.memory.project.find("note") is None
    assert [p.id for p in review.memory.inbox()] == [proposal.id]


def test_undo_a_consolidation_brings_the_tombstoned_records_back(review, page):
    for name in ("lint-a", "lint-b", "lint-c"):
        _seed(review.memory, name, "Run ruff before every commit.")
    review.memory.consolidate()  # offline: exact duplicates merge; the policy proposes it
    (plan,) = [p for p in review.memory.inbox() if p.kind == "consolidation"]
    page.goto(review.url("/inbox"))
    page.locator(f"#{plan.id}").get_by_role("button", name="Approve").click()
    assert len(review.memory.project.list()) == 1
    page.get_by_role("link", name="Changes").click()
    expect(page.locator("#tombstones tbody tr")).to_have_count(2)
    row = page.locator("#changes tbody tr").first
    expect(row).to_contain_text("approve")
    row.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("status")).to_contain_text("Undid change")
    expect(page.locator("#tombstones")).to_have_count(0)
    page.get_by_role("link", name="Memories").click()
    links = page.locator("#memories tbody tr td:first-child a")
    expect(links).to_have_count(3)
    names = links.all_inner_texts()
    assert sorted(names) == ["lint-a", "lint-b", "lint-c"]
