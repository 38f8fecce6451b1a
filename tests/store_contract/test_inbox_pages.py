"""The inbox a page at a time, on every store: the order (filed, or decided), the filters
(state, session, actor, duplicate key), the count, and a cursor that neither skips nor
repeats."""

from __future__ import annotations

import pytest

from memdir.foundation.errors import StoreError
from memdir.store.reviewed import proposal_order


def _proposal(i: int, **extra) -> dict:
    return {"id": f"p{i:010x}", "status": "pending", "created": f"2026-01-01T00:{i // 60:02d}:"
            f"{i % 60:02d}Z", "source": {"session": f"s{i % 3}"}, "actor": f"a{i % 2}",
            "dedupe": f"d{i % 5}", **extra}


def _walk(store, status, limit, newest=False):
    seen, after = [], None
    while True:
        page, total = store.proposal_page(status, limit=limit, after=after, newest=newest)
        seen += [p["id"] for p in page]
        if len(page) < limit:
            return seen, total
        after = proposal_order(page[-1])


def test_pages_follow_the_inbox_order_without_gaps_or_repeats(store):
    for i in range(23):
        store.save_proposal(_proposal(i))
    ids = [f"p{i:010x}" for i in range(23)]
    assert _walk(store, "pending", 5) == (ids, 23)
    assert _walk(store, "pending", 7, newest=True) == (ids[::-1], 23)
    page, total = store.proposal_page("pending", limit=0)
    assert (page, total) == ([], 23)


def test_a_decided_proposal_is_ordered_by_its_decision_and_leaves_the_pending_pages(store):
    for i in range(6):
        store.save_proposal(_proposal(i))
    store.save_proposal(_proposal(1, status="approved", decided="2026-02-01T00:00:00Z"))
    store.save_proposal(_proposal(4, status="rejected", decided="2026-01-15T00:00:00Z"))
    store.save_proposal(_proposal(5, status="stale", decided="2026-03-01T00:00:00Z"))
    pending, count = store.proposal_page("pending", limit=50)
    assert [p["id"] for p in pending] == [f"p{i:010x}" for i in (0, 2, 3)] and count == 3
    decided, count = store.proposal_page("decided", limit=2, newest=True)
    assert [p["id"] for p in decided] == [f"p{i:010x}" for i in (5, 1)] and count == 3
    assert store.proposal_page("approved", limit=9)[1] == 1
    assert store.proposal_page(None, limit=9)[1] == 6


def test_a_page_narrowed_to_a_session_an_actor_or_a_duplicate_key(store):
    for i in range(15):
        store.save_proposal(_proposal(i))
    assert store.proposal_page(session="s1", limit=0)[1] == 5
    assert store.proposal_page(actor="a0", limit=0)[1] == 8
    found, count = store.proposal_page(dedupe="d3", limit=10)
    assert count == 3 and [p["id"] for p in found] == [f"p{i:010x}" for i in (3, 8, 13)]
    store.save_proposal(_proposal(8, status="rejected", decided="2026-05-01T00:00:00Z"))
    assert store.proposal_page(dedupe="d3", limit=0)[1] == 2


def test_an_empty_inbox_has_no_page_and_an_unknown_state_is_refused(store):
    assert store.proposal_page(limit=10) == ([], 0)
    with pytest.raises(StoreError):
        store.proposal_page("maybe", limit=10)
