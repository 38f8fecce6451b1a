"""Files stay private and bounded.

Everything under ``MEMDIR_HOME`` (the user store, its history and search index, the hook
log, the chat queue that holds whole conversations) is readable by its owner only, however
permissive the umask. An update keeps the mode a person gave a file. A record the reader
would refuse to load is refused when written, and `doctor --fix` never swaps a file it
could not read for a stub. A frontmatter value that loads but cannot be written back (a
5,000-digit hex integer) stays text and never breaks a write.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from memdir.foundation.errors import InvalidRecordError
from memdir.foundation.record import MAX_RECORD_BYTES, Record, parse_record


@pytest.fixture
def open_umask():
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def rec(name: str, body: str = "b", kind: str = "user") -> Record:
    return Record(name=name, description=f"about {name}", type=kind, body=body)


def loose_modes(root: Path) -> list[str]:
    """Everything under root that another user could read or enter."""
    out = []
    for folder, _dirs, files in os.walk(root):
        for entry in [folder, *(os.path.join(folder, f) for f in files)]:
            mode = os.lstat(entry).st_mode
            if not stat.S_ISLNK(mode) and mode & 0o077:
                out.append(f"{os.path.relpath(entry, root)} {stat.filemode(mode)}")
    return out


def test_everything_written_under_memdir_home_is_private(tmp_path, monkeypatch, open_umask):
    from memdir.agent.background import TurnQueue
    from memdir.integrations.claude_code import log_line
    from memdir.service.memory import Memory
    from memdir.service.scopes import memdir_home
    from memdir.store.files.index import SearchIndex

    home = tmp_path / "fresh" / "memdir"
    monkeypatch.setenv("MEMDIR_HOME", str(home))
    memory = Memory(tmp_path / "project")
    assert memory.user is not None
    memory.user.upsert(rec("prefers-tabs"))
    memory.user.upsert(rec("prefers-tabs", body="changed"))
    memory.user.upsert(rec("uses-vim"))
    memory.user.delete("uses-vim")
    with memory.user.batch():
        memory.user.upsert(rec("in-a-batch"))
    SearchIndex(memory.user).search("tabs")
    TurnQueue(memdir_home() / "queue").put(
        project_store=str(tmp_path / "project" / ".memory"), session="s1",
        messages=[{"role": "user", "content": "my whole conversation"}])
    log_line("a hook ran")
    assert (home / "memory" / ".history" / "log.jsonl").is_file()
    assert list((home / "queue").glob("*.json")) and (home / "logs").is_dir()
    assert loose_modes(home) == [], loose_modes(home)


def test_an_update_keeps_the_files_mode(store, open_umask):
    store.upsert(rec("shared-note", kind="project"))
    path = store.root / "shared-note.md"
    os.chmod(path, 0o640)
    store.upsert(rec("shared-note", body="new text", kind="project"))
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    store.restore("shared-note")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


def test_a_record_too_large_to_read_back_is_refused_when_written(store):
    store.upsert(rec("small"))
    big = "x" * MAX_RECORD_BYTES
    with pytest.raises(InvalidRecordError, match="larger than"):
        store.upsert(rec("huge", body=big))
    with pytest.raises(InvalidRecordError, match="larger than"):
        store.upsert(rec("small", body=big))
    assert store.get("small").body == "b"
    assert store.record_files() == ["small.md"]


def test_a_multibyte_body_is_measured_in_bytes(store):
    with pytest.raises(InvalidRecordError, match="larger than"):
        store.upsert(rec("huge", body="测" * (MAX_RECORD_BYTES // 3 + 10)))
    assert store.record_files() == []


def test_doctor_fix_never_replaces_a_too_large_file_with_a_stub(store):
    store.upsert(rec("keep"))
    big = "---\nname: big\ndescription: d\ntype: user\n---\n" + "y" * (MAX_RECORD_BYTES + 10)
    (store.root / "big.md").write_text(big, encoding="utf-8")
    problems = store.check()
    assert any(p.file == "big.md" and not p.fixable for p in problems)
    store.fix()
    assert (store.root / "big.md").read_text(encoding="utf-8") == big


HUGE_HEX = "0x" + "f" * 5_000


def test_a_frontmatter_number_too_long_to_render_is_kept_as_text(store):
    store.root.mkdir(parents=True)
    (store.root / "odd.md").write_text(
        f"---\nname: odd\ndescription: d\ntype: user\nexpires: {HUGE_HEX}\n"
        f"count: {'9' * 5_000}\n---\nbody\n", encoding="utf-8")
    odd = store.get("odd")
    assert odd.extra["expires"] == HUGE_HEX
    json.dumps(odd.extra)  # what MCP and the memory tool send back
    store.upsert(odd.evolve(body="edited"))
    again = store.get("odd")
    assert again.body == "edited" and again.extra["expires"] == HUGE_HEX
    assert parse_record(again.to_text()).extra == again.extra


def test_a_user_store_an_older_version_left_open_becomes_private(tmp_path, open_umask):
    from memdir.agent.background import TurnQueue
    from memdir.service.scopes import user_store

    home = Path(os.environ["MEMDIR_HOME"])
    (home / "memory").mkdir(parents=True)
    (home / "queue").mkdir()
    for folder in (home, home / "memory", home / "queue"):
        os.chmod(folder, 0o755)
    store = user_store()
    store.upsert(rec("prefers-tabs"))
    entry = TurnQueue(home / "queue").put(project_store=str(tmp_path), session="s",
                                          messages=[{"role": "user", "content": "hi"}])
    assert stat.S_IMODE(os.stat(home / "memory").st_mode) == 0o700
    assert stat.S_IMODE(os.stat(home / "memory" / "prefers-tabs.md").st_mode) == 0o600
    assert stat.S_IMODE(os.stat(entry).st_mode) == 0o600


def test_text_too_large_to_store_is_refused_before_any_rule_reads_it(store, monkeypatch):
    # A megabyte body went through the secret scan and the temporary rules (about nine
    # seconds of CPU a write) before the store refused it: now admission refuses it on its
    # size first, on a save and on an edit, and nothing reads the text. The body carries a
    # key, which would be the reason if any scan had run before the size.
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.admission import secrets
    from memdir.service.memory import Memory

    from .secrets_corpus import AWS

    scanned: list[int] = []
    find = secrets.find_secret

    def counting(text, *args, **kwargs):
        scanned.append(len(text))
        return find(text, *args, **kwargs)

    monkeypatch.setattr(secrets, "find_secret", counting)
    mem = Memory(store, user=False, provider="offline")
    mem.save(Candidate(name="short-notes", description="Short notes", type="project",
                       body="x"), origin="user")
    big = f"Deploy key {AWS}. " + "Decision line. " * (MAX_RECORD_BYTES // 15)
    scanned.clear()
    saved = mem.save_written(Candidate(name="more-notes", description="More notes",
                                       type="project", body=big), origin="user")
    edited = mem.update("short-notes", None, body=big, origin="user")
    for done in (saved, edited):
        assert done.decision.action == "reject"
        assert "larger than the 1,000,000 a store reads back" in done.decision.reason
        assert AWS not in done.decision.reason
    assert max(scanned, default=0) < 1000  # the names, never the text
    assert store.record_files() == ["short-notes.md"]
    assert store.get("short-notes").body == "x"
