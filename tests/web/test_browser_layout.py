"""The review page on a phone-sized screen and with CJK text, in headless Chromium."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from memdir import Record
from memdir.foundation.candidate import Candidate

LONG = "部署流程-每次发布之前先在预发环境跑完整的集成测试然后再切流量-" * 2


def _fill(memory) -> None:
    # A name with no place to break a line, as people write them.
    memory.project.upsert(Record("deploy_checklist_for_the_payments_service_release_v2",
                                 "Release steps", "project", "steps"), actor="test")
    turn = memory.after_turn([{"role": "user", "content": "From now on always run the "
                               "integration_tests_for_the_payments_service before merging."},
                              {"role": "assistant", "content": "OK."}])
    memory.undo(memory.changes()[0].id)
    assert turn.stored
    for i in range(3):
        memory.project.upsert(Record(f"{LONG[:60]}{i}", "以后注释一律用英文写,提交信息也一样",
                                     "feedback", "本文" * 40), actor="test")
        memory.save(Candidate(f"visitor-note-{i}", f"Visitor says the office moves {i}",
                              "project", f"text {i}"), origin="visitor")


@pytest.mark.parametrize("path", ["/changes", "/memories", "/inbox"])
def test_no_page_runs_off_a_phone_screen(review, browser, path):
    _fill(review.memory)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.goto(review.url(path))
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"{path} is {width} px wide on a 390 px screen"
    finally:
        context.close()


def test_cjk_text_names_fonts_that_have_its_glyphs(review, page):
    _fill(review.memory)
    page.goto(review.url("/memories"))
    for selector in ("body", "table.list td"):
        family = page.evaluate(
            f"getComputedStyle(document.querySelector({selector!r})).fontFamily")
        for font in ("Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans"):
            assert font in family, (selector, family)


def test_approve_the_selected_proposals_then_all_the_rest(review, page):
    _fill(review.memory)
    ids = [p.id for p in review.memory.inbox()]
    assert len(ids) == 3
    page.goto(review.url("/inbox"))
    page.get_by_label(f"Select {ids[0]}").check()
    page.get_by_label(f"Select {ids[2]}").check()
    page.get_by_role("button", name="Approve selected").click()
    expect(page.get_by_role("status")).to_contain_text(f"Approved 2: {ids[0]}, {ids[2]}.")
    assert [p.id for p in review.memory.inbox()] == [ids[1]]
    review.memory.save(Candidate("visitor-note-9", "Visitor says lunch is at noon", "project",
                                 "lunch"), origin="visitor")
    page.goto(review.url("/inbox"))
    page.get_by_role("button", name="Approve all 2").click()
    expect(page.get_by_role("status")).to_contain_text("Approved 2:")
    assert review.memory.inbox() == []
    names = {r.name for r in review.memory.project.list()}
    assert {f"visitor-note-{i}" for i in range(3)} | {"visitor-note-9"} <= names


WORD = "w" * 3000  # one word no line can hold: a paste, a hash, a visitor's filler


@pytest.mark.parametrize("path", ["/record", "/inbox", "/memories", "/changes"])
def test_a_word_longer_than_the_screen_wraps_on_every_page(review, browser, path):
    """A visitor's quote or a description of one 3,000-letter word made the inbox 2,400
    and a record's page 4,600 px wide: the card ran off the screen past its buttons and
    diff. Memory text is anyone's; it wraps inside the page now."""
    memory = review.memory
    memory.project.upsert(Record("pasted", WORD[:900], "project", WORD), actor="test")
    store = memory.project
    store.upsert(store.get("pasted").evolve(body=WORD + "-edited"), actor="test")
    decision, _ = memory.save(Candidate("visitor-filler", "q" * 900, "project", "q" * 3000,
                                        quote="q" * 3000), origin="visitor")
    assert decision.action == "propose", decision
    for width in (390, 1280):
        context = browser.new_context(viewport={"width": width, "height": 844})
        try:
            page = context.new_page()
            page.goto(review.url(path, **({"scope": "project", "name": "pasted"}
                                          if path == "/record" else {})))
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, f"{path} is {wide} px wide on a {width} px screen"
        finally:
            context.close()
