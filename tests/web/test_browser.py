"""The review page in real headless Chromium against a real uvicorn server."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from memdir import Record


def add(memory, name, description="a description", body="text", rtype="feedback"):
    return memory.project.upsert(Record(name, description, rtype, body),
                                 expected_hash="absent", actor="test").record


def test_a_hostile_description_renders_as_text(review, page):
    evil = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'
    add(review.memory, "hostile", description=evil, body=evil)
    page.goto(review.url("/memories"))
    row = page.locator("#memories tbody tr", has_text="hostile")
    assert row.locator("td.desc").inner_text() == evil
    assert page.evaluate("window.pwned") is None
    page.get_by_role("link", name="hostile").click()
    # expect() waits for the page a click leads to; a plain read could see the old one.
    expect(page.locator(".description")).to_have_text(evil)
    expect(page.locator("#body")).to_have_text(evil)
    assert page.evaluate("window.pwned") is None


def test_restore_an_earlier_version_from_the_history(review, page):
    add(review.memory, "test-runner", body="Use pytest.")
    store = review.memory.project
    store.upsert(store.get("test-runner").evolve(body="Use vitest."), actor="test")
    page.goto(review.url("/record", scope="project", name="test-runner"))
    assert page.locator("#body").inner_text() == "Use vitest."
    version_1 = page.locator("#v1")
    version_1.get_by_role("button", name="Restore this version").click()
    expect(page.get_by_role("status")).to_contain_text("Restored test-runner")
    expect(page.locator("#body")).to_have_text("Use pytest.")
    assert store.get("test-runner").body == "Use pytest."


def test_a_restore_from_a_page_rendered_before_an_edit_writes_over_nothing(review, page):
    """The record's page offered "Restore this version" for what it showed; an edit made
    after it was rendered (an agent, another window) was written over by the click, a text
    the person never saw replaced. The page now sends what it showed, and the service
    refuses a record that changed since: the edit stays, the page says why."""
    add(review.memory, "test-runner", body="Use pytest.")
    store = review.memory.project
    store.upsert(store.get("test-runner").evolve(body="Use vitest."), actor="test")
    page.goto(review.url("/record", scope="project", name="test-runner"))
    expect(page.locator("#body")).to_have_text("Use vitest.")
    store.upsert(store.get("test-runner").evolve(body="Use vitest with --shard."),
                 actor="agent")  # after the page was rendered
    page.locator("#v1").get_by_role("button", name="Restore this version").click()
    expect(page.get_by_role("alert")).to_contain_text(
        "'test-runner' changed since this version was chosen to restore")
    assert store.get("test-runner").body == "Use vitest with --shard."
    expect(page.locator("#body")).to_have_text("Use vitest with --shard.")
    # Chosen again on the page as it is now, it is restored.
    page.locator("#v1").get_by_role("button", name="Restore this version").click()
    expect(page.get_by_role("status")).to_contain_text("Restored test-runner")
    assert store.get("test-runner").body == "Use pytest."


def test_a_deleted_record_restored_from_a_stale_page_is_not_written_over_a_new_one(
        review, page):
    add(review.memory, "deploy", body="Deploy from main.")
    store = review.memory.project
    store.delete("deploy", actor="test")
    page.goto(review.url("/record", scope="project", name="deploy"))
    expect(page.locator("h1")).to_contain_text("deleted")
    add(review.memory, "deploy", body="Deploy from the release branch.")  # written since
    page.get_by_role("button", name="Restore the text before this deletion").click()
    expect(page.get_by_role("alert")).to_contain_text("changed since this version was chosen")
    assert store.get("deploy").body == "Deploy from the release branch."


def test_search_filter_and_pages(review, page):
    with review.memory.project.bulk():
        for i in range(60):
            add(review.memory, f"note-{i:02d}", description=f"ordinary note {i}")
        add(review.memory, "deploy-target", description="Deploys go to the staging cluster",
            rtype="reference")
    page.goto(review.url("/memories"))
    assert page.get_by_text("page 1 of 2").is_visible()
    page.get_by_role("link", name="older →").click()
    expect(page.get_by_text("page 2 of 2")).to_be_visible()
    page.get_by_label("Type").select_option("reference")
    page.get_by_role("button", name="Filter").click()
    expect(page.locator("#memories tbody tr")).to_have_count(1)
    page.get_by_role("link", name="clear").click()
    expect(page.get_by_text("page 1 of 2")).to_be_visible()
    page.get_by_label("Search").fill("staging")
    page.get_by_role("button", name="Filter").click()
    expect(page.locator("#memories tbody tr")).to_have_count(1)
    expect(page.locator("#memories tbody tr").first).to_have_text(re.compile(r"^\s*deploy-target"))


def test_without_a_session_the_browser_gets_401(review, page):
    response = page.goto(f"{review.base}/memories")
    assert response.status == 401


def _lines(page, selector: str) -> dict[str, int]:
    """Each matched element's text and how many lines it is drawn on."""
    return page.eval_on_selector_all(selector, """cells => Object.fromEntries(cells.map(c => {
        const tops = new Set();
        const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
        for (let text = walk.nextNode(); text; text = walk.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const r of range.getClientRects()) tops.add(Math.round(r.top));
        }
        return [c.innerText.trim(), tops.size];
    }))""")


def test_the_memories_table_does_not_split_a_type_scope_or_origin_word(review, page):
    """Every cell could break anywhere, so at a desktop's width the table gave the short
    columns the room of their narrowest letter and drew 'feedba/ck', 'proje/ct', 'mod/el':
    those words (and the time) stay whole, while a description with no space wraps."""
    page.set_viewport_size({"width": 1200, "height": 900})
    add(review.memory, "write-commit-messages-in-english-every-time",
        description="From now on, always write commit messages in English " * 3)
    add(review.memory, "huge", description="x" * 400, rtype="reference")
    page.goto(review.url("/memories"))
    words = "#memories th, #memories tbody td:not(.desc):not(:first-child)"
    for cell, lines in _lines(page, words).items():
        assert lines == 1, (cell, lines)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 1200  # the 400 letters wrap inside the page
