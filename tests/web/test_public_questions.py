"""The review page's unanswered questions, filled by a real visitor session."""

from __future__ import annotations

from memdir import Memory
from memdir.store import FileStore


def visit(review, session, text):
    """One visitor turn of a public agent over the reviewed project (nothing published,
    so nothing is recalled)."""
    store = FileStore(review.memory.project.root, scope="project")
    with Memory(store, user=False, provider="offline", session=session,
                writers="untrusted") as visitor:
        visitor.system_prompt([{"role": "user", "content": text}])
        visitor.after_turn([{"role": "user", "content": text},
                            {"role": "assistant", "content": "I don't know."}])


def test_the_questions_page_lists_a_question_asked_in_a_visitor_session(review, page):
    page.goto(review.url("/questions"))
    assert page.locator("#questions-off").is_visible()

    visit(review, "visitor-7", "Do you deliver to Tromsø? My number is +1 415-555-2671")
    page.goto(review.url("/questions"))
    row = page.locator("#questions tbody tr")
    assert row.count() == 1
    cells = row.first.locator("td").all_inner_texts()
    assert cells[:3] == ["Do you deliver to Tromsø? My number is [phone]",
                         "nothing recalled", "visitor-7"]
    assert "555" not in page.content()
