"""FileStore: files as the truth, MEMORY.md derived, history, batches, doctor, disk errors."""

from __future__ import annotations

import errno
import json
import os
import re
import subprocess
import sys
import textwrap
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memdir.foundation.errors import (
    ConflictError,
    InvalidNameError,
    InvalidRecordError,
    NotFoundError,
    StoreError,
)
from memdir.foundation.record import (
    Record,
    content_hash,
    flatten,
    name_key,
    parse_index_line,
    parse_record,
    validate_name,
)
from memdir.foundation.terminal import text_hazard
from memdir.store import FileStore, Store
from memdir.store import common as common_mod
from memdir.store.files import writes as writes_mod
from memdir.store.history import restamped


def rec(name: str, description: str = "d", type: str = "user", body: str = "") -> Record:
    return Record(name=name, description=description, type=type, body=body)


def index_entries(store: FileStore) -> list[tuple[str, str, str]]:
    """The parsed lines of MEMORY.md, in file order, read straight from disk."""
    text = store.index_path.read_text(encoding="utf-8")
    return [p for line in text.split("\n") if (p := parse_index_line(line))]


def tree(root: Path) -> dict[str, bytes]:
    """Every file under root (history and index included) with its bytes."""
    out = {}
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            if f == ".lock":
                continue
            p = Path(dirpath) / f
            out[str(p.relative_to(root))] = p.read_bytes()
    return out


def hand_write(store: FileStore, file: str, text: str) -> Path:
    store.root.mkdir(parents=True, exist_ok=True)
    path = store.root / file
    path.write_text(text, encoding="utf-8")
    return path


class Clock:
    now = "2026-12-01T10:00:00Z"


@pytest.fixture
def clock(monkeypatch):
    """A controllable now_iso() for the store (and the stamps every store's write makes)."""
    clock = Clock()
    monkeypatch.setattr(writes_mod, "now_iso", lambda: clock.now)
    monkeypatch.setattr(common_mod, "now_iso", lambda: clock.now)
    return clock


def test_file_store_satisfies_the_store_protocol(store):
    assert isinstance(store, Store)


def test_reading_a_missing_store_creates_nothing(tmp_path):
    store = FileStore(tmp_path / "nowhere")
    assert store.list() == []
    assert store.find("anything") is None
    assert store.history() == []
    assert store.check() == []
    assert not (tmp_path / "nowhere").exists()


def test_init_creates_folder_gitignore_and_empty_index(store):
    store.init()
    assert store.index_path.read_text() == "# Memory index\n\n"
    assert ".lock" in (store.root / ".gitignore").read_text()
    store.init()  # idempotent
    assert store.check() == []


# ---------------------------------------------------------------- create / update

def test_create_writes_one_file_the_index_and_history(store, clock):
    result = store.upsert(rec("prefer-pytest", "Use pytest", "feedback", "Body."), actor="t")
    assert result.action == "created" and result.previous is None
    path = store.root / "prefer-pytest.md"
    text = path.read_text()
    assert result.record == parse_record(text, "prefer-pytest.md")
    assert result.record.hash == content_hash(text)
    assert (result.record.created, result.record.updated) == ("2026-12-01T10:00:00Z",) * 2
    assert store.index_path.read_text() == (
        "# Memory index\n\n- [prefer-pytest](prefer-pytest.md) - Use pytest\n"
    )
    [entry] = store.history()
    assert (entry.op, entry.name, entry.file, entry.before, entry.after, entry.actor) == (
        "create", "prefer-pytest", "prefer-pytest.md", None, text, "t")


def test_update_keeps_created_bumps_updated_and_logs_the_previous_text(store, clock):
    first = store.upsert(rec("n", "old")).record
    old_text = (store.root / "n.md").read_text()
    clock.now = "2026-12-02T10:00:00Z"
    result = store.upsert(rec("n", "new", body="more"))
    assert result.action == "updated"
    assert result.previous == first
    assert result.record.created == "2026-12-01T10:00:00Z"
    assert result.record.updated == "2026-12-02T10:00:00Z"
    assert [e.op for e in store.history("n")] == ["create", "update"]
    assert store.history("n")[1].before == old_text
    assert index_entries(store) == [("n", "n.md", "new")]


def test_same_content_is_unchanged_and_not_logged(store):
    store.upsert(rec("n", "d", body="b"))
    before = tree(store.root)
    result = store.upsert(rec("n", "d", body="b"))
    assert result.action == "unchanged"
    assert tree(store.root) == before


def test_invalid_records_are_refused_before_any_write(store):
    with pytest.raises(InvalidRecordError):
        store.upsert(rec("n", type="opinion"))
    with pytest.raises(InvalidRecordError):
        store.upsert(rec("n", description=" "))
    assert not store.root.exists() or store.record_files() == []


@pytest.mark.parametrize("first, second", [
    ("Prefer-Pytest", "prefer-pytest"),
    ("café", "cafe\u0301"),
    ("cafe\u0301", "CAFÉ"),
    ("Straße", "STRASSE"),
])
def test_names_colliding_by_case_or_normalization_are_one_record(store, first, second):
    store.upsert(rec(first, "one"))
    result = store.upsert(rec(second, "two"))
    assert result.action == "updated"
    assert len(store.record_files()) == 1
    assert len({unicodedata.normalize("NFC", f).casefold() for f in os.listdir(store.root)}) \
        == len(os.listdir(store.root))
    [only] = store.list()
    assert only.description == "two"
    assert only.name == unicodedata.normalize("NFC", second)
    assert len(index_entries(store)) == 1
    assert store.get(first) == store.get(second)


def test_index_lists_every_record_once_in_the_order_they_were_added(store):
    names = ["zeta", "Alpha", "mid (draft)", "记住\u3000测试", "a  b"]
    for name in names:
        store.upsert(rec(name, f"about {name}"))
    assert index_entries(store) == [(n, f"{n}.md", f"about {' '.join(n.split())}")
                                    for n in names]
    store.upsert(rec("Alpha", "changed"))  # an update keeps its line's place
    store.delete("mid (draft)")
    assert [e[:1] + e[2:] for e in index_entries(store)] == [
        ("zeta", "about zeta"), ("Alpha", "changed"), ("记住\u3000测试", "about 记住 测试"),
        ("a  b", "about a b")]
    assert store.check() == []


def test_a_new_record_is_appended_to_the_index_not_rewritten(store):
    for i in range(3):
        store.upsert(rec(f"r{i}", f"d{i}"))
    before = store.index_path.stat().st_ino
    store.upsert(rec("r3", "d3"))
    store.upsert(rec("r3", "d3", body="only the body changed"))
    assert store.index_path.stat().st_ino == before  # appended in place, not replaced
    assert [e[0] for e in index_entries(store)] == ["r0", "r1", "r2", "r3"]
    store.upsert(rec("r1", "new description"))
    assert store.index_path.stat().st_ino != before  # a changed line rewrites the file
    assert store.check() == []


def test_an_index_edited_by_hand_is_rewritten_not_appended_to(store):
    store.upsert(rec("m", "one"))
    store.index_path.write_text("# Memory index\n\n- [m](m.md) - one\n- [ghost](ghost.md) - x")
    os.utime(store.index_path, ns=(1, 1))
    store.upsert(rec("b", "two"))
    assert store.index_path.read_text() == (
        "# Memory index\n\n- [m](m.md) - one\n- [b](b.md) - two\n")
    # A process that finds no index to take the order from lists the records by file name.
    store.index_path.unlink()
    FileStore(store.root).rebuild_index()
    assert [e[0] for e in index_entries(store)] == ["b", "m"]


def test_a_description_cannot_forge_an_index_line(store):
    store.upsert(rec("n", "x\n- [evil](evil.md) - y"))
    lines = store.index_path.read_text().split("\n")
    assert lines == ["# Memory index", "", "- [n](n.md) - x - [evil](evil.md) - y", ""]
    assert store.check() == []


def test_multiline_description_does_not_make_the_index_stale(store):
    store.upsert(rec("n", "line 1\n\nline  2 "))
    ino = os.stat(store.index_path).st_ino
    store.list()
    assert os.stat(store.index_path).st_ino == ino  # not rewritten on every list()
    assert store.check() == []


def _valid(name: str) -> str | None:
    try:
        return validate_name(name)
    except InvalidNameError:
        return None


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(name=st.text(min_size=1, max_size=30).map(_valid).filter(bool),
       # NUL bytes are stripped from every field: a description of NULs is an empty one.
       description=st.text(min_size=1, max_size=80).filter(
           lambda d: d.replace("\x00", "").strip()),
       body=st.text(max_size=200))
def test_any_record_reads_back_whole_through_a_fresh_store(tmp_path_factory, name,
                                                          description, body):
    root = tmp_path_factory.mktemp("prop") / ".memory"
    written = FileStore(root).upsert(rec(name, description, body=body)).record
    fresh = FileStore(root)
    assert fresh.get(name) == written
    assert index_entries(fresh) == [(name, written.file, flatten(written.description))]
    # A control character a terminal obeys is read back whole too, and named by doctor
    # (admission refuses it; a store keeps what it was given).
    held = next((h for t in (written.description, written.body)
                 if (h := text_hazard(t)) is not None), None)
    assert [(p.kind, p.file) for p in fresh.check()] == (
        [(held[0], written.file)] if held else [])
    variant = _valid(unicodedata.normalize("NFD", name.upper()))
    if variant and name_key(variant) == name_key(name):  # "ı".upper() is another name
        assert fresh.upsert(rec(variant, "again")).action == "updated"
        assert len(fresh.record_files()) == 1


# ---------------------------------------------------------------- files are the truth

SEED_FILES = {
    "prefer-pytest.md": "---\nname: prefer-pytest\ndescription: 这个项目写测试一律用 pytest,"
                        "不用 unittest\ntype: feedback\n---\n用户明确纠正过。\n",
    "deploy-command.md": "---\nname: deploy-command\ndescription: use make deploy: always\n"
                         "type: project\n---\nmake deploy ENV=prod\n",
}


def test_a_store_written_by_the_teaching_code_loads_unchanged(store):
    for file, text in SEED_FILES.items():
        hand_write(store, file, text)
    hand_write(store, "MEMORY.md", "- [prefer-pytest](prefer-pytest.md) - old line\n")
    records = {r.name: r for r in store.list()}
    assert records["deploy-command"].description == "use make deploy: always"
    assert records["prefer-pytest"].type == "feedback"
    assert all(r.problems == () for r in records.values())
    # MEMORY.md kept its order; the record it did not list was added after it
    assert [e[0] for e in index_entries(store)] == ["prefer-pytest", "deploy-command"]
    store.upsert(rec("new-one"))
    for file, text in SEED_FILES.items():
        assert (store.root / file).read_text() == text  # untouched by other writes
    assert store.check() == []


@pytest.mark.parametrize("resync", ["list", "rebuild_index"])
def test_a_file_deleted_by_hand_is_reflected(store, resync):
    store.upsert(rec("keep"))
    store.upsert(rec("gone"))
    (store.root / "gone.md").unlink()
    names = [r.name for r in store.list()] if resync == "list" else store.rebuild_index()
    if resync == "list":
        assert names == ["keep"]
    assert [e[0] for e in index_entries(store)] == ["keep"]
    assert store.find("gone") is None


@pytest.mark.parametrize("resync", ["list", "rebuild_index"])
def test_a_description_edited_by_hand_is_reflected(store, resync):
    store.upsert(rec("n", "before"))
    path = store.root / "n.md"
    path.write_text(path.read_text().replace("before", "after!"))
    getattr(store, resync)()
    assert index_entries(store) == [("n", "n.md", "after!")]
    assert store.get("n").description == "after!"


@pytest.mark.parametrize("resync", ["list", "rebuild_index", "find"])
def test_a_file_added_by_hand_is_reflected(store, resync):
    store.upsert(rec("old"))
    hand_write(store, "by-hand.md", "---\nname: by-hand\ndescription: typed in\ntype: user\n---\n")
    if resync == "find":
        assert store.find("by-hand").description == "typed in"
        store.upsert(rec("another"))  # the next write's index includes it
    else:
        getattr(store, resync)()
    assert ("by-hand", "by-hand.md", "typed in") in index_entries(store)


def test_an_edit_within_the_timestamp_granularity_is_seen(store):
    # Coarse file systems stamp both versions with the same mtime; same size too.
    store.upsert(rec("n", "aaaa"))
    assert store.get("n").description == "aaaa"
    path = store.root / "n.md"
    st = os.stat(path)
    path.write_text(path.read_text().replace("aaaa", "bbbb"))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert os.stat(path).st_size == st.st_size
    assert store.get("n").description == "bbbb"
    assert [r.description for r in store.list()] == ["bbbb"]


def test_writes_from_another_store_object_are_seen(store):
    other = FileStore(store.root)
    store.upsert(rec("a", "one"))
    assert other.get("a").description == "one"
    other.upsert(rec("a", "two"))
    assert store.get("a").description == "two"
    other.upsert(rec("b"))
    store.upsert(rec("c"))
    assert [e[0] for e in index_entries(store)] == ["a", "b", "c"]


def test_a_file_holding_another_name_is_never_overwritten(store):
    # A person saved "Foo Bar" as foo.md; the agent then writes a record named "foo".
    precious = "---\nname: Foo Bar\ndescription: precious\ntype: user\n---\nbody\n"
    hand_write(store, "foo.md", precious)
    result = store.upsert(rec("foo", "new"))
    assert (store.root / "foo.md").read_text() == precious
    assert result.record.file == "foo-2.md"
    assert {r.name for r in store.list()} == {"Foo Bar", "foo"}
    assert store.check() == []


def test_a_stale_index_line_never_redirects_a_write(store):
    store.upsert(rec("prefer-pytest", "use pytest"))
    with open(store.index_path, "a") as fh:
        fh.write("- [evil](prefer-pytest.md) - forged\n")
    FileStore(store.root).upsert(rec("evil", "evil"))
    assert store.get("prefer-pytest").description == "use pytest"
    assert {(r.name, r.file) for r in store.list()} == {
        ("prefer-pytest", "prefer-pytest.md"), ("evil", "evil.md")}


def test_broken_files_never_crash_list_and_are_reported(store):
    store.upsert(rec("good"))
    hand_write(store, "no-header.md", "just notes\n")
    (store.root / "binary.md").write_bytes(b"---\nname: bin\xff\xfe\ndescription: x\n---\n\x00\x01")
    names = {r.name: r for r in store.list()}
    assert names["no-header"].type == "project" and names["no-header"].problems
    assert any("UTF-8" in p for p in names["bin\ufffd\ufffd"].problems)
    kinds = {(p.kind, p.file) for p in store.check()}
    assert ("broken-frontmatter", "no-header.md") in kinds
    assert ("broken-frontmatter", "binary.md") in kinds


# ---------------------------------------------------------------- history and restore

def test_every_change_is_logged_with_the_previous_content(store):
    t1 = store.upsert(rec("a", "v1")).record
    t1_text = (store.root / "a.md").read_text()
    store.upsert(rec("a", "v2"))
    t2_text = (store.root / "a.md").read_text()
    store.rename("a", "b")
    b_text = (store.root / "b.md").read_text()
    store.delete("b")
    store.restore("b")
    ops = [(e.op, e.name, e.before, e.after) for e in store.history()]
    # A restore is its record's newest change: only its `updated` time may differ (when
    # the clock's second turned since the rename).
    restored = ops[-1][3]
    assert restored is not None and re.sub(r"(?m)^updated: .*$", "", restored) == re.sub(
        r"(?m)^updated: .*$", "", b_text)
    assert ops == [
        ("create", "a", None, t1_text),
        ("update", "a", t1_text, t2_text),
        ("rename", "a", t2_text, b_text),
        ("delete", "b", b_text, None),
        ("restore", "b", None, restored),
    ]
    assert [e.version for e in store.history("a")] == [1, 2, 3]
    # A record is followed across its rename: the new name's history starts at "a".
    assert [(e.version, e.op) for e in store.history("B")] == [
        (1, "create"), (2, "update"), (3, "rename"), (4, "delete"), (5, "restore")]
    assert t1.name == "a"


def test_history_follows_a_record_not_a_name(store):
    store.upsert(rec("x", "an old record"))
    store.delete("x")  # a different record held "x" before
    store.upsert(rec("a", "v1"))
    store.rename("a", "x")
    store.upsert(rec("a", "a new record named a"))
    # a's create and rename, after the changes of the record that held "x" before: its
    # versions stay ones `restore x --version N` reaches (beside the record holding x).
    assert [(e.op, e.name) for e in store.history("x")] == [
        ("create", "x"), ("delete", "x"), ("create", "a"), ("rename", "a")]
    assert store.restore("x", 1).description == "an old record"
    assert store.get("x").description == "v1"
    assert [(e.op, e.name) for e in store.history("a")] == [
        ("create", "a"), ("rename", "a"), ("create", "a")]


def test_restoring_across_a_rename_undoes_it(store):
    store.upsert(rec("prefer-pytest", "use pytest"))
    store.rename("prefer-pytest", "tests-vitest")
    store.restore("tests-vitest")
    assert [r.name for r in store.list()] == ["prefer-pytest"]
    assert store.check() == []
    store.upsert(rec("tests-vitest", "someone else's"))
    store.rename("prefer-pytest", "p2")
    store.upsert(rec("prefer-pytest", "a new holder"))
    with pytest.raises(ConflictError):  # would overwrite the new prefer-pytest
        store.restore("p2")
    assert store.get("prefer-pytest").description == "a new holder"


def test_rename_moves_the_file_and_refuses_a_taken_name(store):
    store.upsert(rec("a", "about a"))
    store.upsert(rec("c"))
    renamed = store.rename("a", "b")
    assert renamed.name == "b" and renamed.description == "about a"
    assert sorted(store.record_files()) == ["b.md", "c.md"]
    with pytest.raises(ConflictError):
        store.rename("b", "C")
    store.rename("b", "B")  # only the case changes: same file
    assert store.record_files() == ["b.md", "c.md"] and store.get("b").name == "B"


def test_restore_after_delete_brings_the_record_back(store):
    store.upsert(rec("n", "keep me", body="the body"))
    text = (store.root / "n.md").read_text()
    store.delete("n")
    assert store.find("n") is None
    back = store.restore("n")
    assert (back.description, back.body) == ("keep me", "the body")
    # Every byte back, but its updated time: a restore is the record's newest change
    # (it was equal only when the test ran within one second).
    assert (store.root / "n.md").read_text() == restamped(text, back.updated)
    assert index_entries(store) == [("n", "n.md", "keep me")]


def test_restore_without_version_undoes_the_last_update(store):
    store.upsert(rec("n", "v1"))
    store.upsert(rec("n", "v2"))
    assert store.restore("n").description == "v1"


def test_restore_a_chosen_version(store):
    for d in ("v1", "v2", "v3"):
        store.upsert(rec("n", d))
    assert store.restore("n", version=2).description == "v2"
    assert store.restore("n", version=1).description == "v1"
    assert store.history("n")[-1].op == "restore"
    with pytest.raises(NotFoundError):
        store.restore("n", version=99)
    with pytest.raises(NotFoundError):
        store.restore("never-existed")


def test_a_stale_expected_hash_is_refused_and_nothing_changes(store):
    seen = store.upsert(rec("n", "v1")).record
    store.upsert(rec("n", "v2"))  # another writer
    before = tree(store.root)
    with pytest.raises(ConflictError, match="changed by another writer"):
        store.upsert(rec("n", "v3"), expected_hash=seen.hash)
    with pytest.raises(ConflictError):
        store.delete("n", expected_hash=seen.hash)
    with pytest.raises(ConflictError, match="changed by another writer"):
        store.rename("n", "renamed", expected_hash=seen.hash)
    assert tree(store.root) == before
    current = store.get("n")
    assert store.upsert(rec("n", "v3"), expected_hash=current.hash).action == "updated"


def test_expected_hash_absent(store):
    assert store.upsert(rec("n"), expected_hash="absent").action == "created"
    before = tree(store.root)
    with pytest.raises(ConflictError, match="already exists"):
        store.upsert(rec("N", "other"), expected_hash="absent")
    assert tree(store.root) == before


def test_missing_records_raise_not_found_with_a_hint(store):
    store.init()
    with pytest.raises(NotFoundError, match="No memory named 'ghost'.*memdir ls"):
        store.get("ghost")
    with pytest.raises(NotFoundError):
        store.delete("ghost")
    with pytest.raises(NotFoundError):
        store.rename("ghost", "x")


def test_a_torn_history_line_does_not_swallow_the_next_entry(store):
    store.upsert(rec("a"))
    with open(store.history_path, "a") as fh:
        fh.write('{"at": "2026-12-02T00:00:00Z", "op": "upd')  # a crash mid-append
    store.upsert(rec("b"))
    assert [(e.op, e.name) for e in store.history()] == [("create", "a"), ("create", "b")]


# ---------------------------------------------------------------- batches

def test_an_exception_in_a_batch_rolls_back_exactly(store):
    store.upsert(rec("keep", "k"))
    store.upsert(rec("change", "before"))
    store.upsert(rec("remove", "r"))
    before = {k: v for k, v in tree(store.root).items() if not k.startswith(".history")}
    with pytest.raises(RuntimeError, match="model failed"), store.batch(actor="consolidate") as b:
        b.upsert(rec("change", "after"))
        b.delete("remove")
        b.upsert(rec("brand-new"))
        b.rename("keep", "kept")
        raise RuntimeError("model failed")
    after = {k: v for k, v in tree(store.root).items() if not k.startswith(".history")}
    assert after == before
    assert not (store.root / ".journal").exists()
    assert store.check() == []
    assert [r.description for r in store.list()] == ["before", "k", "r"]


def test_a_finished_batch_keeps_its_changes(store):
    store.upsert(rec("a"))
    with store.batch() as b:
        b.upsert(rec("b"))
        b.delete("a")
    assert [r.name for r in store.list()] == ["b"]
    assert not (store.root / ".journal").exists()


def test_a_journal_left_by_a_crash_is_replayed_at_open(store, tmp_path):
    store.upsert(rec("keep", "k"))
    store.upsert(rec("change", "before"))
    before = {k: v for k, v in tree(store.root).items() if not k.startswith(".history")}
    script = textwrap.dedent(f"""
        import os
        from memdir.foundation.record import Record
        from memdir.store import FileStore
        s = FileStore({str(store.root)!r})
        with s.batch():
            s.upsert(Record(name="change", description="after", type="user"))
            s.delete("keep")
            s.upsert(Record(name="new", description="n", type="user"))
            os._exit(0)  # dies inside the batch: no rollback, no cleanup
    """)
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    assert (store.root / ".journal").is_dir()
    assert (store.root / "new.md").exists()
    reopened = FileStore(store.root)
    after = {k: v for k, v in tree(store.root).items() if not k.startswith(".history")}
    assert after == before
    assert not (store.root / ".journal").exists()
    assert [r.description for r in reopened.list()] == ["before", "k"]
    assert reopened.check() == []


def test_a_journal_this_user_made_here_is_replayed_at_open(store):
    from memdir.store.origin import machine_id, user_id

    store.upsert(rec("a", "snapshot"))
    journal = store.root / ".journal"
    journal.mkdir()
    (journal / ".owner").write_text(json.dumps({"machine": machine_id(), "uid": user_id()}))
    (journal / "a.md").write_bytes((store.root / "a.md").read_bytes())
    hand_write(store, "a.md", "---\nname: a\ndescription: half-done\ntype: user\n---\n")
    hand_write(store, "b.md", "---\nname: b\ndescription: made in batch\ntype: user\n---\n")
    assert [r.description for r in FileStore(store.root).list()] == ["snapshot"]
    assert not journal.exists()
    assert [e.op for e in store.history()][-2:] == ["delete", "restore"]  # kept in history


# ---------------------------------------------------------------- doctor

def test_check_reports_and_fix_repairs_everything(store):
    store.upsert(rec("good", "fine"))
    (store.root / ".good.md.1a2b3c4d.tmp").write_text("half")
    (store.root / ".journal.tmp").mkdir()
    broken = hand_write(store, "notes.md", "notes without a header\n").read_text()
    bad_type = hand_write(store, "typed.md",
                          "---\nname: typed\ndescription: x\ntype: opinion\n---\n").read_text()
    older = "---\nname: Dup\ndescription: older\ntype: user\nupdated: '2026-01-01T00:00:00Z'\n---\n"
    newer = "---\nname: dup\ndescription: newer\ntype: user\nupdated: '2026-06-01T00:00:00Z'\n---\n"
    hand_write(store, "dup.md", newer)  # sorts after Dup.md, yet is the one to keep
    hand_write(store, "Dup.md", older)
    kinds = {(p.kind, p.file) for p in store.check()}
    assert kinds >= {
        ("temp-file", ".good.md.1a2b3c4d.tmp"), ("temp-file", ".journal.tmp"),
        ("broken-frontmatter", "notes.md"), ("broken-frontmatter", "typed.md"),
        ("case-collision", "Dup.md"), ("stale-index", "MEMORY.md"),
    }
    assert ("case-collision", "dup.md") not in kinds
    store.fix()
    assert store.check() == []
    assert not [f for f in os.listdir(store.root) if f.endswith(".tmp")]
    by_name = {r.name: r for r in store.list()}
    assert by_name["dup"].description == "newer"
    # The older one says something else: kept under a free name, not deleted.
    assert by_name["Dup-2"].description == "older" and by_name["Dup-2"].file == "Dup-2.md"
    assert by_name["notes"].body == "notes without a header"
    assert by_name["typed"].type == "project"
    logged = [e.before for e in store.history()]
    assert broken in logged and bad_type in logged and older in logged
    assert all(r.problems == () for r in store.list())


def test_doctor_fix_on_a_store_that_does_not_exist_fixes_nothing_and_makes_nothing(
        tmp_path, isolated_env):
    """doctor said the user store was clean; doctor --fix then created it and said
    "fixed stale-index: MEMORY.md: does not match the files", a repair of nothing."""
    assert FileStore(tmp_path / "none").fix() == []
    assert not (tmp_path / "none").exists()
    project = tmp_path / "p"
    (project / ".git").mkdir(parents=True)
    run = [sys.executable, "-m", "memdir"]
    assert subprocess.run([*run, "init"], cwd=project, timeout=60).returncode == 0
    fixed = subprocess.run([*run, "doctor", "--fix"], cwd=project, capture_output=True,
                           text=True, timeout=60)
    assert fixed.returncode == 0 and "fixed" not in fixed.stdout, fixed.stdout
    assert f"user: {isolated_env / 'memory'} is clean." in fixed.stdout
    assert not (isolated_env / "memory").exists()


def test_check_flags_values_read_around_malformed_yaml(store):
    # Each of these reads (older tools wrote unquoted colons), so nothing was flagged.
    hand_write(store, "seed.md", "---\nname: seed\ndescription: [unclosed\ntype: user\n---\nx\n")
    hand_write(store, "listed.md", "---\nname: listed\ndescription:\n  - a list\n  - of two\n"
                                   "type: user\n---\nx\n")
    hand_write(store, "dated.md", "---\nname: dated\ndescription: d\ntype: user\n"
                                  "updated: not a date\nsource: a string\n---\nx\n")
    found = {(p.kind, p.file, p.fixable) for p in store.check() if p.kind != "stale-index"}
    assert found == {("broken-frontmatter", "seed.md", True),
                     ("bad-value", "listed.md", False),
                     ("bad-value", "dated.md", False)}
    details = " ".join(p.detail for p in store.check())
    assert "description is a list" in details and "'not a date' is not a time" in details
    assert "source is not a mapping" in details
    store.fix()  # the YAML is rewritten with the values as read; the others are a person's
    assert {p.file for p in store.check()} == {"listed.md", "dated.md"}
    assert store.get("seed").description == "[unclosed"
    assert "'[unclosed'" in (store.root / "seed.md").read_text()


def test_check_flags_a_validity_written_by_hand_that_is_no_time_or_never_holds(store):
    # Each of these reads as holding (an unreadable side is open), so doctor said clean;
    # an import of its own export then refused the whole file.
    hand_write(store, "soon.md", "---\nname: soon\ndescription: d\ntype: project\n"
                                 "valid_to: soon\n---\nx\n")
    hand_write(store, "since.md", "---\nname: since\ndescription: d\ntype: project\n"
                                  "valid_from: [2026]\n---\nx\n")
    hand_write(store, "never.md", "---\nname: never\ndescription: d\ntype: project\n"
                                  "valid_from: 2026-05-01T00:00:00Z\n"
                                  "valid_to: 2026-03-01\n---\nx\n")
    # Look-alikes: times YAML reads as dates, or as text, and an interval that holds.
    hand_write(store, "fine.md", "---\nname: fine\ndescription: d\ntype: project\n"
                                 "valid_from: 2026-01-01\nvalid_to: '2026-03-01T10:00:00Z'"
                                 "\n---\nx\n")
    found = {p.file: p.detail for p in store.check() if p.kind == "bad-value"}
    assert sorted(found) == ["never.md", "since.md", "soon.md"]
    assert "valid_to 'soon' is not a time" in found["soon.md"]
    assert "read as holding still" in found["soon.md"]
    assert "valid_from" in found["since.md"] and "since it was written" in found["since.md"]
    assert "before valid_from 2026-05-01T00:00:00Z" in found["never.md"]


def test_check_reports_a_hand_edited_index(store):
    store.upsert(rec("a"))
    store.index_path.write_text("# Memory index\n\n- [a](a.md) - wrong\n- [ghost](ghost.md) - x\n")
    assert [p.kind for p in store.check()] == ["stale-index"]
    store.fix()
    assert store.check() == []
    assert index_entries(store) == [("a", "a.md", "d")]


# ---------------------------------------------------------------- disk errors

def writable_ops(store: FileStore):
    return {
        "create": lambda: store.upsert(rec("new")),
        "update": lambda: store.upsert(rec("a", "changed")),
        "delete": lambda: store.delete("a"),
        "rename": lambda: store.rename("a", "z"),
        "restore": lambda: store.restore("a"),
    }


@pytest.fixture
def read_only(monkeypatch):
    """Make a folder behave as chmod 0o500 would for a normal user: its existing files can
    still be opened, but nothing can be created, renamed or removed in it. (Tests run as
    root here, where chmod does not stop writes.)"""

    def install(root: Path):
        real_open, real_replace, real_unlink = os.open, os.replace, os.unlink

        def inside(path) -> bool:
            return Path(path).parent == root

        def deny(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))

        def fake_open(path, flags, *args, **kwargs):
            if inside(path) and flags & os.O_CREAT and not os.path.lexists(path):
                deny(path)
            return real_open(path, flags, *args, **kwargs)

        def fake_replace(src, dst, *args, **kwargs):
            if inside(src) or inside(dst):
                deny(dst)
            return real_replace(src, dst, *args, **kwargs)

        def fake_unlink(path, *args, **kwargs):
            if inside(path):
                deny(path)
            return real_unlink(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "replace", fake_replace)
        monkeypatch.setattr(os, "rename", fake_replace)
        monkeypatch.setattr(os, "unlink", fake_unlink)

    return install


@pytest.mark.parametrize("op", ["create", "update", "delete", "rename", "restore"])
def test_a_read_only_store_refuses_in_one_sentence_and_changes_nothing(store, read_only, op):
    store.upsert(rec("a", "v1"))
    store.upsert(rec("a", "v2"))
    before = tree(store.root)
    read_only(store.root)
    with pytest.raises(StoreError) as info:
        writable_ops(store)[op]()
    message = str(info.value)
    assert message.startswith("Permission denied: could not ")
    assert "\n" not in message and message.count(". ") == 0 and message.endswith(".")
    assert tree(store.root) == before  # history included: it claims no change
    assert [e.op for e in store.history()] == ["create", "update"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="root ignores directory permissions, so chmod cannot stop writes")
def test_a_really_read_only_folder(store):
    store.upsert(rec("a"))
    before = tree(store.root)
    store.root.chmod(0o500)
    try:
        with pytest.raises(StoreError, match="Permission denied"):
            store.upsert(rec("b"))
    finally:
        store.root.chmod(0o755)
    assert tree(store.root) == before


@pytest.fixture
def full_disk(monkeypatch):
    """The disk fills up halfway through writing a temp file."""
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, fd: int):
            self.fd = fd

        def write(self, data: bytes) -> int:
            os.write(self.fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            os.close(self.fd)

    def fake_fdopen(fd, mode="r", *args, **kwargs):
        if mode == "wb":
            return HalfWriter(fd)
        return real_fdopen(fd, mode, *args, **kwargs)

    def install():
        monkeypatch.setattr(os, "fdopen", fake_fdopen)

    return install


@pytest.mark.parametrize("op", ["create", "update", "rename", "restore"])
def test_a_full_disk_keeps_the_old_record_and_leaves_no_temp_file(store, full_disk, op):
    store.upsert(rec("a", "v1", body="old body " * 50))
    store.upsert(rec("a", "v2", body="old body " * 50))
    before = tree(store.root)
    full_disk()
    with pytest.raises(StoreError, match="disk is full") as info:
        writable_ops(store)[op]()
    assert "\n" not in str(info.value)
    assert tree(store.root) == before
    assert not [f for f in os.listdir(store.root) if f.endswith(".tmp")]
    assert store.get("a").description == "v2"


def test_bulk_writes_the_index_once_and_loses_nothing(store):
    store.init()
    before = store.index_path.stat().st_ino
    with store.bulk():
        for i in range(20):
            store.upsert(rec(f"bulk-{i:02d}", f"value {i}"))
        assert store.index_path.stat().st_ino == before  # not rewritten per record
        assert store.get("bulk-07").description  # reads inside the block see the writes
    lines = store.index_path.read_text().splitlines()
    assert sum(line.startswith("- [bulk-") for line in lines) == 20
    assert len(store.history()) == 20 and store.check() == []


def test_restoring_the_old_name_after_a_rename_brings_that_record_back(store):
    store.upsert(rec("回复都用中文", "以后回复都用中文"))
    store.rename("回复都用中文", "4-个空格缩进")
    restored = store.restore("回复都用中文")  # not "4-个空格缩进", unchanged, as it was
    assert (restored.name, restored.description) == ("回复都用中文", "以后回复都用中文")
    # A plain rename is undone: one record, under its old name.
    assert [r.name for r in store.list()] == ["回复都用中文"]
    assert [e.op for e in store.history()][-2:] == ["restore", "delete"]
    assert store.check() == []


def test_restoring_the_old_name_keeps_a_renamed_record_that_changed_since(store):
    store.upsert(rec("prefer-pytest", "use pytest"))
    store.rename("prefer-pytest", "tests-vitest")
    store.upsert(rec("tests-vitest", "use vitest"))
    store.restore("prefer-pytest")
    assert {r.name: r.description for r in store.list()} == {
        "prefer-pytest": "use pytest", "tests-vitest": "use vitest"}
    assert store.history("tests-vitest")[1].new_name == "tests-vitest"
