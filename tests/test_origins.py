"""Origin of a record: declared by its writer, derived for old records, and `repository`
for text this user did not write on this machine."""

from __future__ import annotations

import json
import shutil

from memdir.foundation.record import Record, parse_record
from memdir.service.memory import Memory
from memdir.service.origins import derived_origin, origin_of
from memdir.store.files.store import FileStore


def test_a_record_without_origin_reads_and_writes_as_before():
    text = "---\nname: a\ndescription: d\ntype: feedback\n---\nbody\n"
    rec = parse_record(text, "a.md")
    assert rec.origin is None and rec.to_text() == text


def test_origin_is_written_in_the_frontmatter_and_read_back():
    rec = Record("a", "d", "feedback", "body", origin="visitor")
    assert "origin: visitor" in rec.to_text()
    assert parse_record(rec.to_text()).origin == "visitor"


def test_an_unknown_origin_is_kept_as_written_but_not_believed():
    rec = parse_record("---\nname: a\ndescription: d\ntype: user\norigin: admin\n---\n")
    assert rec.origin is None and rec.extra["origin"] == "admin" and not rec.problems
    assert "origin: admin" in rec.to_text()


def test_old_records_get_an_origin_from_their_provenance():
    assert derived_origin(Record("a", "d", "user", source={"quote": "I use vim"})) == "user"
    assert derived_origin(Record("a", "d", "user", source={"note": "added by hand"})) == "user"
    assert derived_origin(Record("a", "d", "user",
                                 source={"note": "imported from notes/a.md"})) == "import"
    assert derived_origin(Record("a", "d", "user", source={"session": "s", "via": "mcp"})) \
        == "model"
    # No source at all: no memdir writer made it, a person wrote the file by hand.
    assert derived_origin(Record("a", "d", "user")) == "user"


def test_records_written_here_keep_their_origin_and_copied_ones_are_repository(tmp_path):
    mine = FileStore(tmp_path / "mine" / ".memory")
    mine.upsert(Record("prefer-pytest", "Tests use pytest", "feedback", origin="user"))
    assert origin_of(mine.get("prefer-pytest"), mine) == "user"
    # The same file arriving in another checkout (a clone, a copy): not written there.
    theirs = tmp_path / "theirs" / ".memory"
    theirs.mkdir(parents=True)
    shutil.copy(mine.root / "prefer-pytest.md", theirs / "prefer-pytest.md")
    other = FileStore(theirs)
    assert origin_of(other.get("prefer-pytest"), other) == "repository"


def test_an_edit_by_hand_of_a_written_record_is_not_trusted_as_written_here(tmp_path):
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record("a", "Use pnpm", "feedback", origin="user"))
    path = store.root / "a.md"
    path.write_text(path.read_text().replace("pnpm", "npm"))  # a pull that changed it
    assert origin_of(store.get("a"), store) == "repository"


def test_the_user_store_is_never_a_repository(tmp_path):
    store = FileStore(tmp_path / "home" / "memory", scope="user")
    store.root.mkdir(parents=True)
    (store.root / "a.md").write_text("---\nname: a\ndescription: d\ntype: user\n---\n")
    assert origin_of(store.get("a"), store) == "user"  # written by hand: the user's


def test_a_hand_written_user_file_is_recalled_as_the_users_own_words(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMDIR_HOME", str(tmp_path / "home"))
    mem = Memory(tmp_path / "proj", provider="offline")
    mem.user.root.mkdir(parents=True)
    (mem.user.root / "me.md").write_text(
        "---\nname: me\ndescription: the user is a backend engineer\ntype: user\n---\n"
        "backend engineer\n")
    blocks = mem.system_prompt([{"role": "user", "content": "backend engineer"}])
    data = json.loads(blocks[-1].text.split("\n", 1)[1])
    assert [(d["source"], d["origin"]) for d in data] == [("user:me.md", "user")]


def test_recall_shows_the_origin_to_the_model(tmp_path):
    mem = Memory(tmp_path / "proj", provider="offline", user=False)
    mem.project.upsert(Record("prefer-pytest", "Tests use pytest", "feedback",
                              source={"quote": "use pytest"}))
    (mem.project.root / "deploy-friday.md").write_text(
        "---\nname: deploy-friday\ndescription: Tests are deployed on friday\n"
        "type: project\norigin: user\n---\n")
    blocks = mem.system_prompt([{"role": "user", "content": "how are tests run"}])
    data = json.loads(blocks[-1].text.split("\n", 1)[1])
    assert {d["source"]: d["origin"] for d in data} == {
        "project:prefer-pytest.md": "user", "project:deploy-friday.md": "repository"}
