"""The list of memories: one order across both stores, whatever the page."""

from __future__ import annotations

from memdir import Record
from memdir.web.browse import Query, browse


def _put(store, name, updated, rtype="project"):
    store.upsert(Record(name, f"about {name}", rtype, "x", updated=updated,
                        created=updated), expected_hash="absent", actor="test")


def test_pages_interleave_the_stores_newest_first(memory):
    for i, name in enumerate(["p0", "p1", "p2"]):
        _put(memory.project, name, f"2026-01-0{2 * i + 1}T00:00:00Z")
    for i, name in enumerate(["u0", "u1", "u2"]):
        _put(memory.user, name, f"2026-01-0{2 * i + 2}T00:00:00Z", rtype="user")
    newest_first = ["u2", "p2", "u1", "p1", "u0", "p0"]
    pages = [browse(memory, Query(page=n), per_page=2) for n in (1, 2, 3)]
    assert [r.name for p in pages for r in p.rows] == newest_first
    assert {p.total for p in pages} == {6} and pages[0].pages == 3
    # The same order when a filter takes the slower path (every row in memory).
    filtered = [browse(memory, Query(page=n, scope="user"), per_page=2) for n in (1, 2)]
    assert [r.name for p in filtered for r in p.rows] == ["u2", "u1", "u0"]
    typed = browse(memory, Query(type="project"), per_page=10)
    assert [r.name for r in typed.rows] == ["p2", "p1", "p0"]


def test_a_query_string_cannot_ask_for_what_does_not_exist():
    q = Query.from_params({"page": "-3", "type": "<b>", "scope": "../etc", "origin": "x",
                           "q": "  pytest  "})
    assert q == Query(text="pytest", page=1)
    assert Query.from_params({"page": "nan"}).page == 1


def test_a_file_holding_a_name_no_command_takes_is_listed_not_a_server_error(memory):
    """``nul.md`` naming ``nul`` (a Windows device, from a clone): every row was read
    through `get`, which refuses that name, so the whole list answered 500."""
    _put(memory.project, "kept", "2026-01-01T00:00:00Z")
    (memory.project.root / "nul.md").write_text(
        "---\nname: nul\ndescription: a device name\ntype: project\n"
        "updated: '2026-01-02T00:00:00Z'\n---\n", encoding="utf-8")
    page = browse(memory, Query())
    assert [(r.name, r.description) for r in page.rows] == [
        ("nul", "a device name"), ("kept", "about kept")]
    assert [r.name for r in browse(memory, Query(type="project")).rows] == ["nul", "kept"]
