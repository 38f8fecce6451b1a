"""Consolidation: grouped passes that can always shrink a store, guarded rewrites."""

from __future__ import annotations

import json

import pytest
from memory_helpers import consolidate_now, person

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import ProviderError, StoreError
from memdir.foundation.record import Record
from memdir.foundation.validity import closed
from memdir.pipeline.consolidate import (
    CONSOLIDATE_SYSTEM,
    Verdict,
    consolidate,
    group_records,
)
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider


def fill(store, n, *, body="x" * 100, dup_every=0):
    for i in range(n):
        topic = i // dup_every if dup_every else i
        # A model's records: consolidation's merges of a person's are proposed.
        store.upsert(Record(name=f"r{i:04d}", description=f"topic {topic} alpha{topic}",
                            origin="model", type="project", body=body))


def snapshot(store):
    return {p.name: p.read_bytes() for p in sorted(store.root.glob("*.md"))}


def merge_duplicates(system, messages, tools):
    """A model that merges records sharing a description, keeping the first name."""
    text = messages[-1]["content"]
    records = json.loads(text[text.index("["):])
    seen = {}
    for r in records:
        seen.setdefault(r["description"], r)
    return json.dumps(list(seen.values()))


def test_groups_cover_every_record_once_and_fit_one_pass():
    records = [Record(name=f"r{i}", description=f"d {i % 7}", type=("user", "project")[i % 2],
                      body="y" * 300) for i in range(400)]
    groups = group_records(records, pass_chars=5_000)
    names = [r.name for g in groups for r in g]
    assert sorted(names) == sorted(r.name for r in records)
    assert all(len({r.type for r in g}) == 1 for g in groups)
    assert all(sum(len(json.dumps(r.__dict__)) for r in g) <= 5_000 + 200 * len(g)
               for g in groups)
    assert len(groups) < 60  # about 400 * 420 / 5000 = 34 when groups are well filled


def test_similar_records_land_in_the_same_group():
    records = [Record(name=f"r{i}", description=f"subject{i % 20} words", type="project",
                      body="z" * 400) for i in range(200)]
    groups = group_records(records, pass_chars=6_000)
    together = 0
    for g in groups:
        subjects = [r.description for r in g]
        together += len(subjects) - len(set(subjects))
    assert together > 100  # most duplicates share a group (random split gives far fewer)


def test_a_store_larger_than_one_pass_still_shrinks(store):
    # 300 records, 100 topics each written 3 times: ~60,000 chars, three times one pass.
    fill(store, 300, dup_every=3)
    model = ScriptedProvider(*[merge_duplicates] * 50)
    result = consolidate_now(store, model, pass_chars=20_000)
    assert result.groups >= 3
    assert len(store.list()) < 300
    assert len(model.calls) == result.groups
    assert all(len(c.last_user_text) <= 20_000 + 200 for c in model.calls)


def test_model_sees_timestamps(store):
    fill(store, 3)
    model = ScriptedProvider(merge_duplicates)
    consolidate_now(store, model)
    assert "updated" in model.calls[0].last_user_text
    assert "created" in model.calls[0].last_user_text
    assert model.calls[0].system == CONSOLIDATE_SYSTEM


@pytest.mark.parametrize("answer, why", [
    ("[]", "empty"),
    ("no json here", "empty"),
    (json.dumps([{"name": "a", "description": "d", "type": "project", "body": "b"},
                 {"name": "A", "description": "e", "type": "project", "body": "c"}]), "twice"),
    (json.dumps([{"name": "../x", "description": "d", "type": "project", "body": "b"}]),
     "Invalid memory name"),
    (json.dumps([{"name": "ok", "description": "d", "type": "opinion", "body": "b"}]),
     "not one of"),
])
def test_bad_answers_change_nothing(store, answer, why):
    fill(store, 4)
    before = snapshot(store)
    result = consolidate_now(store, ScriptedProvider(answer))
    assert snapshot(store) == before
    assert len(result.skipped) == 1 and why in result.skipped[0]


def test_answer_with_more_records_than_input_is_refused(store):
    fill(store, 2)
    before = snapshot(store)
    grown = [{"name": f"n{i}", "description": "d", "type": "project", "body": "b"}
             for i in range(3)]
    result = consolidate_now(store, ScriptedProvider(json.dumps(grown)))
    assert snapshot(store) == before and "more than the 2 allowed" in result.skipped[0]


def test_record_cap_is_enforced_in_code(store):
    fill(store, 10)
    before = snapshot(store)
    keep_all = lambda s, m, t: m[-1]["content"][m[-1]["content"].index("["):]  # noqa: E731
    result = consolidate_now(store, ScriptedProvider(keep_all), max_records=5)
    assert snapshot(store) == before
    assert "more than the 5 allowed" in result.skipped[0]


def test_failure_midway_rolls_back_everything(store, monkeypatch):
    fill(store, 6, dup_every=2)
    before = snapshot(store)
    real_delete = store.delete
    calls = {"n": 0}

    def flaky_delete(name, **kw):
        calls["n"] += 1
        if calls["n"] == 2:
            raise StoreError("The disk is full: could not delete. Nothing was changed.")
        return real_delete(name, **kw)

    monkeypatch.setattr(store, "delete", flaky_delete)
    result = consolidate_now(store, ScriptedProvider(merge_duplicates))
    assert snapshot(store) == before
    assert "rolled back" in result.skipped[0]
    assert not (store.root / ".journal").exists()


def test_provider_error_is_one_line_not_an_exception(store):
    fill(store, 3)
    lines = []
    result = consolidate_now(store, ScriptedProvider(ProviderError("API returned 500")),
                         log=lines.append)
    assert lines == ["[Memory consolidation skipped: group of 3 project records: "
                     "API returned 500]"]
    assert not result.changed


def test_merge_is_in_history_and_restorable(store):
    fill(store, 4, dup_every=2)
    result = consolidate_now(store, ScriptedProvider(merge_duplicates))
    assert sorted(result.deleted) == ["r0001", "r0003"]
    ops = [(e.op, e.name, e.actor) for e in store.history()]
    assert ("tombstone", "r0001", "consolidate") in ops
    store.restore("r0001")
    assert store.get("r0001").description == "topic 0 alpha0"


def test_consolidation_leaves_tombstones_that_restore_takes_back(store):
    fill(store, 4, dup_every=2)
    consolidate_now(store, ScriptedProvider(merge_duplicates))
    assert [t.name for t in store.tombstones()] in (["r0001", "r0003"], ["r0003", "r0001"])
    assert {r.name for r in store.list()} == {"r0000", "r0002"}  # list skips them
    store.restore("r0003")
    assert [t.name for t in store.tombstones()] == ["r0001"]
    # A person's deletion is not a tombstone: it is gone until they restore it.
    store.delete("r0000")
    assert [t.name for t in store.tombstones()] == ["r0001"]


def test_an_apply_hook_that_proposes_keeps_the_store_as_it_was(store):
    fill(store, 4, dup_every=2)
    before = snapshot(store)
    seen = []
    result = consolidate(store, ScriptedProvider(merge_duplicates),
                         apply=lambda plan: seen.append(len(plan.output))
                         or Verdict("proposed", "p123"))
    assert snapshot(store) == before and result.proposed == ["p123"] and seen == [2]
    assert not result.deleted


def test_dry_run_writes_nothing(store):
    fill(store, 4, dup_every=2)
    before = snapshot(store)
    result = consolidate_now(store, ScriptedProvider(merge_duplicates), dry_run=True)
    assert snapshot(store) == before and sorted(result.deleted) == ["r0001", "r0003"]


def test_offline_applies_an_exact_duplicates_removal_as_the_policy_says(store):
    store.upsert(Record(origin="model", name="a", description="Use pnpm", type="feedback",
                        updated="2026-01-01T00:00:00Z"))
    store.upsert(Record(origin="model", name="b", description="Use  pnpm\n", type="feedback",
                        updated="2026-02-01T00:00:00Z"))
    store.upsert(Record(origin="model", name="c", description="Use yarn", type="feedback"))
    result = consolidate_now(store, None)
    assert result.deleted == ["a"]
    assert sorted(r.name for r in store.list()) == ["b", "c"]


def test_after_a_turn_only_the_group_holding_the_new_record_is_consolidated(store):
    for i in range(60):
        store.upsert(Record(name=f"u{i:02d}", description=f"user fact {i}", type="user",
                            origin="model", body="u" * 400))
        store.upsert(Record(name=f"p{i:02d}", description=f"project fact {i}", type="project",
                            origin="model", body="p" * 400))
    keep = lambda s, m, t: m[-1]["content"][m[-1]["content"].index("["):]  # noqa: E731
    model = ScriptedProvider(keep)
    result = consolidate_now(store, model, pass_chars=20_000, focus=["p42"], max_groups=1)
    assert result.groups == 1 and len(model.calls) == 1
    assert '"p42"' in model.calls[0].last_user_text
    assert '"type": "user"' not in model.calls[0].last_user_text


def test_a_merge_keeps_frontmatter_fields_a_person_added(store):
    store.upsert(Record(origin="model", name="r0000", description="topic 0 alpha0", type="project",
                        body="first", extra={"owner": "alice", "expires": "2027-06-30"}))
    store.upsert(Record(origin="model", name="r0001", description="topic 0 alpha0", type="project",
                        body="second"))

    def merge_into_first(system, messages, tools):
        return json.dumps([{"name": "r0000", "description": "topic 0 alpha0",
                            "type": "project", "body": "first and second"}])

    result = consolidate_now(store, ScriptedProvider(merge_into_first))
    assert result.merged == ["r0000"] and result.deleted == ["r0001"]
    rec = store.get("r0000")
    assert rec.body == "first and second"
    assert rec.extra == {"owner": "alice", "expires": "2027-06-30"}


def test_offline_never_merges_records_that_share_only_a_description(store):
    # Notes imported without frontmatter all get the description "Notes".
    for name, body in (("a", "Deploys go through make ship."),
                       ("b", "The staging database is staging-db-2."),
                       ("c", "Design docs live in Notion.")):
        store.upsert(Record(name=name, description="Notes", type="project",
                            origin="model", body=body))
    store.upsert(Record(origin="model", name="d", description="Other", type="project",
                        body="Design docs  live in\nNotion."))
    result = consolidate_now(store, None)
    assert result.deleted == ["c"] or result.deleted == ["d"]
    assert len(store.list()) == 3
    assert {" ".join(r.body.split()) for r in store.list()} == {
        "Deploys go through make ship.", "The staging database is staging-db-2.",
        "Design docs live in Notion."}


def test_offline_removal_is_restorable_and_reported(store, tmp_path):
    store.upsert(Record(name="old", description="Use pnpm", type="feedback", body="pnpm",
                        origin="model", updated="2026-01-01T00:00:00Z"))
    store.upsert(Record(name="new", description="Use pnpm!", type="feedback", body=" pnpm ",
                        origin="model", updated="2026-02-01T00:00:00Z"))
    lines = []
    from memdir.service.memory import Memory
    from memdir.service.write_policy import Cell, WritePolicy

    auto = WritePolicy()  # applied at once where the policy says so (default: proposed)
    auto.cells[("consolidation", "feedback")] = Cell("auto")
    mem = Memory(store, provider="offline", user=False, consolidate_at=2, log=lines.append,
                 policy=auto)
    report = mem.after_turn([{"role": "user",
                              "content": "From now on, always run ruff before committing."}])
    assert [r.deleted for r in report.consolidation] == [["old"]]
    assert any("old" in line and "memdir restore old" in line for line in lines)
    store.restore("old")
    assert store.get("old").description == "Use pnpm"


OLDER, NEWER = "2026-01-05T09:00:00Z", "2026-02-05T09:00:00Z"


def two(store, a, b, rtype="feedback"):
    store.upsert(Record(name="a", description=a, type=rtype, created=OLDER, updated=OLDER))
    store.upsert(Record(name="b", description=b, type=rtype, created=NEWER, updated=NEWER))


def test_offline_near_duplicates_are_proposed_even_where_the_policy_applies_merges(store):
    two(store, "Always use pytest for tests", "Tests: use pytest.")
    result = consolidate_now(store, None)  # consolidation: auto
    assert result.offline and result.records == 2 and not result.deleted
    [pid] = result.proposed
    assert result.found == [
        f"near-duplicates: 'a' and 'b' say the same thing; 'b' is the newer, so 'a' is "
        f"removed (memdir restore brings it back) (proposed as {pid})"]
    assert sorted(r.name for r in store.list()) == ["a", "b"]
    person(store).approve(pid)
    assert [r.name for r in store.list()] == ["b"]
    assert [t.name for t in store.tombstones()] == ["a"]


def test_an_approved_contradiction_closes_the_older_record_for_the_newer(store):
    two(store, "注释用英文写", "注释用中文写")
    result = consolidate_now(store, None)
    assert result.found[0].startswith("contradiction: 'a' and 'b' disagree about '注释'; the "
                                      "newer 'b' holds, so 'a' is closed")
    person(store).approve(result.proposed[0])
    old, new = store.get("a"), store.get("b")
    assert (old.valid_to, old.superseded_by) == (NEWER, "b")
    assert (new.supersedes, new.valid_from) == ("a", NEWER)
    assert old.body == "" and old.description == "注释用英文写"  # its text kept
    # What holds now has nothing left to resolve.
    assert consolidate_now(store, None).found == []


def test_an_offline_plan_is_labelled_with_the_origin_of_what_it_writes(store):
    """Every consolidation plan was labelled origin 'model', the review page's badge "origin
    of the record it writes": an offline plan that only removes a near-duplicate writes no
    record, and one closing the older of two of the person's records writes theirs again."""
    two(store, "Always use pytest for tests", "Tests: use pytest.")
    [removal] = consolidate_now(store, None).proposed
    store.upsert(Record(name="c", description="注释用英文写", type="feedback", origin="user",
                        created=OLDER, updated=OLDER))
    store.upsert(Record(name="d", description="注释用中文写", type="feedback", origin="user",
                        created=NEWER, updated=NEWER))
    [closing] = consolidate_now(store, None).proposed
    waiting = {p.id: p for p in person(store).inbox()}
    assert waiting[removal].origin == ""
    assert waiting[closing].origin == "user"


def test_a_plan_waiting_in_the_inbox_is_not_filed_again_and_a_rejected_one_not_asked(store):
    two(store, "Reply in Chinese", "Reply in English", "user")
    first = consolidate_now(store, None)
    again = consolidate_now(store, None)
    assert again.proposed == [] and again.found[0].endswith(
        f"(already waiting as {first.proposed[0]})")
    assert len(person(store).inbox()) == 1
    person(store).reject(first.proposed[0], "both hold: two people")
    declined = consolidate_now(store, None)
    assert declined.proposed == [] and declined.found[0].endswith(
        f"(you rejected this before ({first.proposed[0]}); not proposed again)")
    assert len(person(store).inbox()) == 0


def test_a_turn_offline_proposes_what_its_new_record_contradicts_once(store):
    for i in range(9):
        store.upsert(Record(name=f"fact-{i}", description=f"Service {i} listens on port 80{i}",
                            type="project", created=OLDER))
    store.upsert(Record(name="test-runner", description="Tests use pytest", type="feedback",
                        created=OLDER, updated=OLDER))
    said: list[str] = []
    mem = person(store, consolidate_at=10, log=said.append)
    # No word of change ("from now on" would make admission correct it): both are stored,
    # and consolidation finds that they disagree.
    turn = [{"role": "user", "content": "Please always use vitest for tests."}]
    report = mem.after_turn(turn)
    assert report.stored and len(report.consolidation) == 1
    [found] = report.consolidation[0].found
    assert found.startswith("contradiction: 'test-runner' and ")
    [proposal] = mem.inbox()
    assert proposal.kind == "consolidation" and "Contradiction:" in proposal.reason
    announced = f"[Memory consolidation proposed {proposal.id}; review it with: memdir inbox]"
    assert said.count(announced) == 1
    mem.after_turn([{"role": "user", "content": "Always run ruff before committing."}])
    assert len(mem.inbox()) == 1 and said.count(announced) == 1  # filed and said once


def test_a_store_with_nothing_to_merge_offline_says_so(store):
    two(store, "Use pnpm", "Reply in English")
    result = consolidate_now(store, None)
    assert result.offline and result.records == 2 and result.found == [] and not result.changed


@pytest.mark.parametrize(("first", "second"), [("Tests use pytest", "Tests use vitest"),
                                               ("Tests use vitest", "Tests use pytest")])
def test_two_contradicting_records_saved_in_the_same_second_are_proposed(store, first, second):
    # Record times have second precision: two saves in one second tie, and the
    # contradiction was found but never proposed ("neither can be said to hold"). The
    # store's history says which was written last, whatever the names sort as.
    same = "2026-03-01T10:00:00Z"
    store.upsert(Record(name="zz-first", description=first, type="feedback", created=same,
                        updated=same))
    store.upsert(Record(name="aa-second", description=second, type="feedback", created=same,
                        updated=same))
    result = consolidate_now(store, None)
    [found] = result.found
    assert found.startswith("contradiction: 'zz-first' and 'aa-second' disagree")
    [proposal] = person(store).inbox()
    person(store).approve(proposal.id)
    assert closed(store.get("zz-first")) and not closed(store.get("aa-second"))
    assert store.get("zz-first").superseded_by == "aa-second"


def test_two_contradicting_saves_in_one_second_through_memory_are_proposed(tmp_path):
    with Memory(tmp_path / "proj", provider="offline", user=False) as mem:
        mem.save(Candidate("runner-a", "Please always use pytest for tests", "feedback"))
        mem.save(Candidate("runner-b", "Please always use vitest for tests", "feedback"))
        records = {r.name: r for r in mem.project.list()}
        records["runner-b"] = records["runner-b"].evolve(
            created=records["runner-a"].created, updated=records["runner-a"].updated)
        mem.project.upsert(records["runner-b"])  # the same second, whatever the clock did
        result = mem.consolidate(dry_run=True)
        assert [f.split(";")[0] for f in result.found] == [
            "contradiction: 'runner-a' and 'runner-b' disagree about 'test'"]


def test_a_merge_writes_no_content_hash_into_supersedes(store):
    # A record of an old store holds the hash of a version in supersedes; the merge
    # rewrote it with that hash, though supersedes now names only a record.
    fill(store, 2, dup_every=2)
    store.upsert(store.get("r0000").evolve(supersedes="3f9c2a1b7d4e5f60"))

    def merge(system, messages, tools):
        records = json.loads(merge_duplicates(system, messages, tools))
        return json.dumps([{**r, "body": "Both notes, merged."} for r in records])

    result = consolidate_now(store, ScriptedProvider(merge))
    assert result.deleted == ["r0001"]
    kept = store.get("r0000")
    assert kept.body == "Both notes, merged." and kept.supersedes is None
