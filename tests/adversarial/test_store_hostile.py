"""The store against hostile names and hostile folders.

Names come from a model, so they are untrusted. A `.memory/` folder may come from a cloned
repository, so its links, pipes, index and history are untrusted too: nothing outside the
store may be read into memory or written to.
"""

from __future__ import annotations

import contextlib
import os
import unicodedata
from pathlib import Path

import pytest
from deadlines import deadline
from hypothesis import given, settings
from hypothesis import strategies as st

from memdir.foundation.errors import InvalidNameError, NotFoundError, StoreError
from memdir.foundation.record import Record, parse_index_line
from memdir.store import FileStore

SECRET = "---\nname: secret\ndescription: outside the store\ntype: user\n---\nTOP SECRET\n"

HOSTILE_NAMES = [
    "../escape", "../../etc/passwd", "/etc/passwd", "a/b", "a\\b", "..\\..\\win", "..", ".",
    "", " ", "\x00", "a\x00b", "x" * 10_000, "MEMORY", "memory", "Memory", "Memory.md",
    "MEMORY.MD", "memory.md", " MEMORY ", "CON", "con.md", "aux", "NUL", "COM1", "lpt1.txt",
    "C:\\Windows", "a:b", "name\nwith newline", "\u202eevil", "zero\u200bwidth", ".hidden",
    "trailing.", "tab\tname", "x" * 101, "é" * 150,
]


def rec(name: str, description: str = "d", body: str = "") -> Record:
    return Record(name=name, description=description, type="user", body=body)


def tree(root: Path) -> dict[str, bytes]:
    out = {}
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            p = Path(dirpath) / f
            if f != ".lock" and not p.is_symlink():
                out[str(p.relative_to(root))] = p.read_bytes()
    return out


@pytest.fixture
def filled(store):
    store.upsert(rec("a", "first"))
    store.upsert(rec("b", "second"))
    return store


@pytest.fixture
def outside(tmp_path):
    """A folder outside the store, standing for the rest of the user's disk."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.md").write_text(SECRET)
    return folder


# ---------------------------------------------------------------- untrusted names

@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=lambda n: repr(n)[:30])
def test_hostile_names_are_refused_and_nothing_is_written(filled, tmp_path, name):
    before = tree(tmp_path)
    for attempt in (
        lambda: filled.upsert(rec(name)),
        lambda: filled.get(name),
        lambda: filled.delete(name),
        lambda: filled.rename("a", name),
    ):
        with pytest.raises(InvalidNameError) as info:
            attempt()
        message = str(info.value)
        assert message.startswith("Invalid memory name ") and message.endswith(".")
        assert "\n" not in message and len(message) < 200
    assert filled.find(name) is None
    assert tree(tmp_path) == before
    assert filled.get("a").description == "first"


@pytest.mark.parametrize("name", ["Memory", "MEMORY", "memory", "Memory.md", "MEMORY.MD",
                                  "memory.MD", "ＭＥＭＯＲＹ"])
def test_a_record_named_memory_never_destroys_the_index(filled, name):
    # Simulate a case-insensitive file system (macOS, Windows): compare case-folded names.
    with contextlib.suppress(InvalidNameError):
        filled.upsert(rec(name, "looks like the index"))
    for other in ("memory-notes", "Memory Notes", "MEMORY_2", "my memory"):
        filled.upsert(rec(other))
    entries = os.listdir(filled.root)
    folded = [unicodedata.normalize("NFC", e).casefold() for e in entries]
    assert len(set(folded)) == len(folded), entries
    assert [e for e in entries if e.casefold() == "memory.md"] == ["MEMORY.md"]
    text = filled.index_path.read_text()
    assert text.startswith("# Memory index\n")
    names = {p[0] for line in text.split("\n") if (p := parse_index_line(line))}
    assert {"a", "b", "memory-notes", "Memory Notes", "MEMORY_2", "my memory"} <= names


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from([str.upper, str.lower, str.title, str.swapcase,
                                 lambda s: unicodedata.normalize("NFD", s)]),
                min_size=2, max_size=5))
def test_every_spelling_of_one_name_is_one_record(tmp_path_factory, spellings):
    store = FileStore(tmp_path_factory.mktemp("spell") / ".memory")
    base = "Prefer-Pytest-Café"
    for i, spell in enumerate(spellings):
        store.upsert(rec(spell(base), f"version {i}"))
    assert len(store.record_files()) == 1
    [only] = store.list()
    assert only.description == f"version {len(spellings) - 1}"
    assert len(store.history()) == len(spellings)


def test_a_hand_written_decomposed_name_is_the_same_record(store):
    store.root.mkdir(parents=True)
    nfd = unicodedata.normalize("NFD", "café")
    (store.root / f"{nfd}.md").write_text(f"---\nname: {nfd}\ndescription: old\ntype: user\n---\n")
    result = store.upsert(rec("café", "new"))
    assert result.action == "updated"
    assert store.record_files() == [f"{nfd}.md"]


def test_a_hostile_name_inside_a_file_cannot_steer_writes(store, tmp_path):
    store.root.mkdir(parents=True)
    (store.root / "note.md").write_text(
        "---\nname: ../../escaped\ndescription: d\ntype: user\n---\n")
    before_outside = sorted(os.listdir(tmp_path))
    [note] = store.list()
    assert note.name == "../../escaped"
    with pytest.raises(InvalidNameError):
        store.get(note.name)
    store.upsert(rec("other"))
    store.fix()  # the stored name is replaced by a safe one
    assert sorted(os.listdir(tmp_path)) == before_outside
    assert {r.name for r in store.list()} == {"note", "other"}
    assert store.check() == []


def test_index_lines_pointing_outside_are_never_followed(filled, outside):
    with open(filled.index_path, "a") as fh:
        fh.write(f"- [x](../../{outside.name}/secret.md) - forged\n")
        fh.write(f"- [y]({outside / 'secret.md'}) - forged\n")
    other = FileStore(filled.root)
    assert other.find("x") is None and other.find("y") is None
    other.upsert(rec("x", "inside"))
    assert (outside / "secret.md").read_text() == SECRET
    assert (filled.root / "x.md").exists()
    assert "TOP SECRET" not in "".join(r.body for r in other.list())


def test_a_file_name_with_a_line_break_cannot_forge_the_index(filled):
    (filled.root / "z.md\n- [evil](evil.md) - forged.md").write_text(
        "---\nname: z\ndescription: d\ntype: user\n---\n")
    filled.rebuild_index()
    filled.upsert(rec("c"))
    lines = [ln for ln in filled.index_path.read_text().split("\n") if ln.startswith("- ")]
    assert [parse_index_line(ln)[0] for ln in lines] == ["a", "b", "c"]


# ---------------------------------------------------------------- links and special files

def test_a_record_link_pointing_outside_is_neither_read_nor_written(filled, outside):
    target = outside / "secret.md"
    os.symlink(target, filled.root / "evil.md")
    os.symlink(outside, filled.root / "dir.md")
    assert {r.name for r in filled.list()} == {"a", "b"}
    assert filled.find("evil") is None and filled.find("secret") is None
    with pytest.raises(NotFoundError):
        filled.get("evil")
    with pytest.raises(NotFoundError):
        filled.delete("evil")
    with contextlib.suppress(StoreError):
        filled.upsert(rec("evil", "overwrite?"))
    with contextlib.suppress(StoreError):
        filled.upsert(rec("dir", "overwrite?"))
    assert target.read_text() == SECRET
    assert os.readlink(filled.root / "evil.md") == str(target)
    assert sorted(os.listdir(outside)) == ["secret.md"]
    assert ("symlink", "evil.md", False) in {(p.kind, p.file, p.fixable) for p in filled.check()}
    filled.fix()
    assert target.read_text() == SECRET and (filled.root / "evil.md").is_symlink()
    assert "TOP SECRET" not in filled.history_path.read_text()


def test_a_rolled_back_batch_leaves_links_alone(filled, outside):
    os.symlink(outside / "secret.md", filled.root / "evil.md")
    with pytest.raises(RuntimeError), filled.batch() as b:
        b.upsert(rec("c"))
        raise RuntimeError("rollback")
    assert (filled.root / "evil.md").is_symlink()
    assert (outside / "secret.md").read_text() == SECRET
    assert "TOP SECRET" not in filled.history_path.read_text()
    assert {r.name for r in filled.list()} == {"a", "b"}


def test_a_linked_index_is_replaced_not_written_through(filled, outside):
    victim = outside / "notes.txt"
    victim.write_text("mine\n")
    filled.index_path.unlink()
    os.symlink(victim, filled.index_path)
    filled.upsert(rec("c"))
    filled.list()
    assert victim.read_text() == "mine\n"
    assert not filled.index_path.is_symlink()


def test_a_linked_history_log_is_never_appended_to(filled, outside):
    victim = outside / "bashrc"
    victim.write_text("export PATH=/usr/bin\n")
    filled.history_path.unlink()
    os.symlink(victim, filled.history_path)
    before = tree(filled.root)
    with pytest.raises(StoreError):
        filled.upsert(rec("c"))
    assert victim.read_text() == "export PATH=/usr/bin\n"
    assert tree(filled.root) == before


def test_a_linked_history_folder_is_never_written_into(store, outside):
    store.root.mkdir(parents=True)
    os.symlink(outside, store.root / ".history")
    with pytest.raises(StoreError):
        store.upsert(rec("c"))
    assert sorted(os.listdir(outside)) == ["secret.md"]
    assert store.record_files() == []


def test_a_linked_journal_is_not_replayed(filled, outside):
    os.symlink(outside, filled.root / ".journal")
    reopened = FileStore(filled.root)
    assert {r.name for r in reopened.list()} == {"a", "b"}
    assert not (filled.root / "secret.md").exists()
    assert sorted(os.listdir(outside)) == ["secret.md"]
    with reopened.batch() as b:  # and it does not block batches either
        b.upsert(rec("c"))
    assert {r.name for r in reopened.list()} == {"a", "b", "c"}


def test_a_linked_lock_is_a_store_error_and_not_truncated(store, outside):
    store.root.mkdir(parents=True)
    os.symlink(outside / "secret.md", store.root / ".lock")
    with pytest.raises(StoreError):
        store.upsert(rec("c"))
    assert (outside / "secret.md").read_text() == SECRET


def test_pipes_and_folders_named_like_records_do_not_hang_or_crash(filled):
    os.mkfifo(filled.root / "pipe.md")
    (filled.root / "folder.md").mkdir()
    with deadline(10):
        assert {r.name for r in filled.list()} == {"a", "b"}
        filled.check()
        with pytest.raises(RuntimeError), filled.batch() as b:
            b.upsert(rec("c"))
            raise RuntimeError("rollback")
        with filled.batch() as b:
            b.upsert(rec("d"))
        filled.fix()
    assert {r.name for r in filled.list()} == {"a", "b", "d"}
    assert (filled.root / "pipe.md").exists() and (filled.root / "folder.md").is_dir()


# ---------------------------------------------------------------- hostile content

def test_hostile_frontmatter_loads_fast_and_list_survives(filled):
    aliases = ["a: &a [x,x,x,x,x,x,x,x,x]"] + [
        f"{c}: &{c} [" + ",".join([f"*{p}"] * 9) + "]" for p, c in zip("abcdefg", "bcdefgh",
                                                                       strict=True)]
    (filled.root / "bomb.md").write_text(
        "---\nname: bomb\ndescription: d\ntype: user\n" + "\n".join(aliases) + "\n---\n")
    (filled.root / "deep.md").write_text(
        "---\nname: deep\ndescription: " + "[" * 1000 + "\ntype: user\n---\n")
    (filled.root / "huge.md").write_text(SECRET + "y" * 1_100_000)
    with deadline(20):
        names = {r.name: r for r in filled.list()}
        assert {"a", "b", "bomb", "deep", "huge"} <= set(names)
        assert names["huge"].problems
        filled.fix()
        # A file too large to read is reported, never rewritten from the stub that loads.
        assert [(p.kind, p.file) for p in filled.check()] == [("too-large", "huge.md")]
    assert (filled.root / "huge.md").read_text() == SECRET + "y" * 1_100_000


def test_the_teaching_codes_memory_md_record_is_rescued_not_overwritten(filled):
    # The seed wrote a record named "Memory" to memory.md; on Linux it sits next to MEMORY.md.
    text = "---\nname: Memory\ndescription: the user's long-term goals\ntype: user\n---\nKeep.\n"
    (filled.root / "memory.md").write_text(text)
    assert ("index-case", "memory.md") in {(p.kind, p.file) for p in filled.check()}
    filled.fix()
    assert filled.check() == []
    rescued = filled.get("memory-record")
    assert (rescued.description, rescued.body) == ("the user's long-term goals", "Keep.")
    assert text in [e.before for e in filled.history()]
    assert filled.index_path.read_text().startswith("# Memory index\n")
