"""Hostile files and a hostile disk, through the paths an agent uses (recall, after_turn,
consolidate, doctor).

- Corrupted and truncated memory files: never crash recall or a write, are reported by
  `check()` (what `memdir doctor` runs), and are never rewritten or deleted by anything but
  an explicit repair.
- A read-only store: recall still works; a write fails with one clear `StoreError`, and
  `Memory.after_turn` reports it instead of raising.
- A full disk (simulated): a write fails with a clear error and changes nothing; a disk
  that fills up in the middle of a consolidation leaves the journal, and the next open
  puts every record back byte for byte.

The read-only and full-disk conditions are simulated by patching the `os` calls under the
store folder (tests may run as root, for whom file modes do not apply).
"""

from __future__ import annotations

import builtins
import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from memory_helpers import consolidate_now, person
from store_snapshot import snapshot

from memdir.foundation.errors import StoreError
from memdir.foundation.record import Record, parse_record
from memdir.service.memory import Memory
from memdir.store.files.store import JOURNAL_DIR, FileStore
from memdir.testing import ScriptedProvider

GOOD = (
    Record("prefer-pytest", "Write tests with pytest functions, never unittest", "feedback",
           "The user corrected this explicitly."),
    Record("deploy-command", "Deploy with make release from main", "project", "After CI."),
    Record("回复用中文", "回复一律用中文", "user", "用户要求。"),
)
TURN = [{"role": "user", "content": "From now on, always lint with ruff."},
        {"role": "assistant", "content": "OK."}]

VALID = GOOD[0].to_text()
CORRUPT = {
    "binary.md": bytes(range(256)) * 4,
    "invalid-utf8.md": b"---\nname: bad\xff\xfe\ndescription: x\xc3\ntype: feedback\n---\nbody\n",
    "empty.md": b"",
    "only-fence.md": b"---\n",
    "unclosed.md": b"---\nname: unclosed\ndescription: no closing fence\ntype: feedback\nbody\n",
    "not-mapping.md": b"---\n- a\n- b\n---\nbody\n",
    "bad-yaml.md": b"---\nname: [unbalanced\ndescription: {x\ntype: feedback\n---\nbody\n",
    "alias-bomb.md": (b"---\na: &a [x, x, x, x, x, x, x, x, x]\n"
                      b"b: &b [*a, *a, *a, *a, *a, *a, *a]\n"
                      b"c: &c [*b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c]\n"
                      b"e: &e [*d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e]\n"
                      b"name: bomb\ndescription: aliases\ntype: feedback\n---\n"),
    "nul-bytes.md": (b"---\nname: nul\x00name\ndescription: has \x00 NUL\ntype: feedback\n"
                     b"---\nb\x00\n"),
    "huge.md": b"---\nname: huge\ndescription: big\ntype: feedback\n---\n" + b"x" * 1_200_000,
    "wrong-types.md": b"---\nname: 12\ndescription: [1, 2]\ntype: {a: 1}\ncreated: yes\n---\n",
    "deep.md": b"---\nname: deep\ndescription: " + b"[" * 300 + b"\ntype: feedback\n---\n",
    "dashes.md": b"---\nname: dashes\ndescription: a --- b\ntype: user\n---\n---\n---\n",
}


def records_of(snap: dict[str, bytes]) -> dict[str, bytes]:
    return {k: v for k, v in snap.items() if k.endswith(".md") and "/" not in k
            and k != "MEMORY.md"}


@pytest.fixture
def store(tmp_path) -> FileStore:
    s = FileStore(tmp_path / "project" / ".memory")
    for rec in GOOD:
        s.upsert(rec)
    return s


# --------------------------------------------------------------------- corrupted files
@pytest.mark.parametrize("file", CORRUPT)
def test_a_corrupted_file_never_breaks_recall_or_writes_and_is_never_rewritten(store, file):
    (store.root / file).write_bytes(CORRUPT[file])
    before = records_of(snapshot(store.root))
    with Memory(FileStore(store.root), user=False, provider="offline") as memory:
        names = [r.name for r in memory.project.list()]
        assert {"prefer-pytest", "deploy-command", "回复用中文"} <= set(names)
        assert [r.record.name for r in memory.recall("write tests with pytest")][:1] == \
            ["prefer-pytest"]
        report = memory.after_turn(TURN)
    assert [r.name for r in report.stored] == ["lint-ruff"] or report.stored, report
    after = records_of(snapshot(store.root))
    for name, content in before.items():
        assert after[name] == content, name


@pytest.mark.parametrize("file", CORRUPT)
def test_doctor_reports_every_file_it_cannot_read_whole(store, file):
    """Either the file reads as a complete record (the teaching code's unquoted headers
    are read leniently) or `check()` names it; it is never silently half-read."""
    (store.root / file).write_bytes(CORRUPT[file])
    fresh = FileStore(store.root)
    rec = fresh.read_file(file)
    problems = [p for p in fresh.check() if p.file == file]
    complete = rec is not None and not rec.problems and rec.name and rec.description
    assert complete or problems, (rec, problems)
    if not complete:
        assert all(p.detail for p in problems)


def _merge_each_group(system, messages, tools):
    """A model that merges every group it is shown into its first record."""
    records = json.loads(messages[-1]["content"].split("Records:\n", 1)[1])
    first = records[0]
    return json.dumps([{**first, "description": "All rules merged", "body": "merged"}])


def test_consolidation_never_touches_a_file_it_could_not_read(store):
    for file, content in CORRUPT.items():
        (store.root / file).write_bytes(content)
    for i in range(10):
        store.upsert(Record(f"lint-{i}", f"Lint rule {i}", "feedback", f"detail {i}",
                            origin="model"))  # a model's: consolidation applies its merges
    fresh = FileStore(store.root)
    unreadable = {f for f in CORRUPT if fresh.read_file(f) is None or fresh.read_file(f).problems}
    assert len(unreadable) >= 8
    before = records_of(snapshot(store.root))
    model = ScriptedProvider(*[_merge_each_group] * 10)
    result = consolidate_now(fresh, model)
    # The readable ones were written by hand (a person's): the merge is proposed, and a
    # person approving it is what writes.
    assert result.proposed and not result.skipped, result
    person(fresh).approve(result.proposed[0])
    assert len(fresh.list()) < result.records
    after = records_of(snapshot(store.root))
    shown = "".join(c.messages[-1]["content"] for c in model.calls)
    for file in sorted(unreadable):
        assert after.get(file) == before[file], file
        assert f'"name": "{file[:-3]}"' not in shown


def test_a_rolled_back_batch_leaves_untouched_files_byte_identical(store):
    """A rollback restores bytes: a CRLF file (Windows editor) or a file with invalid
    UTF-8 that the batch never touched is not rewritten as LF / U+FFFD."""
    crlf = GOOD[1].to_text().replace("\n", "\r\n").encode()
    (store.root / "deploy-command.md").write_bytes(crlf)
    (store.root / "binary.md").write_bytes(CORRUPT["binary.md"])
    before = records_of(snapshot(store.root))
    with pytest.raises(RuntimeError), store.batch(actor="test"):
        store.upsert(Record("lint-ruff", "Lint with ruff", "feedback", "b"))
        raise RuntimeError("the batch fails")
    assert records_of(snapshot(store.root)) == before


TRUNCATION_POINTS = (0, 1, 3, 4, 10, 20, 40, 60, -30, -3, -1)


@pytest.mark.parametrize("cut", TRUNCATION_POINTS)
def test_a_truncated_record_is_read_or_reported_never_fatal(store, cut):
    path = store.root / "prefer-pytest.md"
    full = path.read_bytes()
    path.write_bytes(full[:cut])
    others = {k: v for k, v in records_of(snapshot(store.root)).items()
              if k != "prefer-pytest.md"}
    fresh = FileStore(store.root)
    rec = fresh.read_file("prefer-pytest.md")
    problems = {p.file for p in fresh.check()}
    assert rec is not None
    intact_header = b"\n---\n" in full[:cut][3:]
    assert intact_header or "prefer-pytest.md" in problems
    with Memory(fresh, user=False, provider="offline") as memory:
        memory.recall("deploy with make release")
        memory.after_turn(TURN)
    after = records_of(snapshot(store.root))
    assert after["prefer-pytest.md"] == full[:cut]
    for name, content in others.items():
        assert after[name] == content


def test_a_record_replaced_by_a_symlink_or_folder_is_not_followed(store, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("---\nname: secret\ndescription: outside\ntype: user\n---\nTOP SECRET\n")
    os.symlink(secret, store.root / "link.md")
    (store.root / "folder.md").mkdir()
    with Memory(FileStore(store.root), user=False, provider="offline") as memory:
        recalled = memory.recall("outside secret")
        assert all("TOP SECRET" not in r.record.body for r in recalled)
        memory.after_turn(TURN)
    assert secret.read_text().endswith("TOP SECRET\n")
    kinds = {p.kind for p in FileStore(store.root).check()}
    assert "symlink" in kinds


# --------------------------------------------------------------------- a hostile disk
class Disk:
    """Patch the os calls a store uses so that writes under ``root`` fail with ``code``.

    ``creates_left``: how many new files may still be created before the disk is full
    (None: unlimited for ENOSPC; read-only refuses every write).
    """

    WRITE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

    def __init__(self, monkeypatch, root: Path, code: int, creates_left: int | None = 0):
        self.root = os.path.realpath(root)
        self.code = code
        self.creates_left = creates_left
        self.failures = 0
        self._real = {n: getattr(os, n) for n in ("open", "replace", "rename", "unlink",
                                                   "remove", "mkdir", "rmdir")}
        self._open = builtins.open
        mp = monkeypatch
        mp.setattr(os, "open", self._os_open)
        mp.setattr(os, "replace", self._two("replace"))
        mp.setattr(os, "rename", self._two("rename"))
        for name in ("unlink", "remove", "mkdir", "rmdir"):
            mp.setattr(os, name, self._one(name))
        mp.setattr(builtins, "open", self._builtin_open)
        self._mp = mp

    def heal(self) -> None:
        # These patches only: undoing the test's others would drop its memdir home, and
        # the history key the store's entries were signed with.
        for name, real in self._real.items():
            setattr(os, name, real)
        builtins.open = self._open

    def _under(self, path) -> bool:
        try:
            return os.path.realpath(os.fspath(path)).startswith(self.root)
        except TypeError:
            return False

    def _fail(self, path) -> None:
        self.failures += 1
        raise OSError(self.code, os.strerror(self.code), os.fspath(path))

    def _may_create(self, path) -> bool:
        if self.code == errno.EROFS:
            return False
        if os.path.lexists(path):
            return True  # opening an existing file (the lock) needs no space
        if self.creates_left is None:
            return True
        if self.creates_left > 0:
            self.creates_left -= 1
            return True
        return False

    def _os_open(self, path, flags, *args, **kwargs):
        if flags & self.WRITE and kwargs.get("dir_fd") is None and self._under(path) \
                and not self._may_create(path):
            self._fail(path)
        return self._real["open"](path, flags, *args, **kwargs)

    def _builtin_open(self, file, mode="r", *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and any(c in mode for c in "wax+") \
                and self._under(file):
            if self.code == errno.EROFS:
                self._fail(file)
            if self.code == errno.ENOSPC:
                return _FullFile(self._open(file, mode, *args, **kwargs), file, self)
        return self._open(file, mode, *args, **kwargs)

    def _two(self, name):
        def op(src, dst, *args, **kwargs):
            if self.code == errno.EROFS and (self._under(src) or self._under(dst)):
                self._fail(dst)
            return self._real[name](src, dst, *args, **kwargs)
        return op

    def _one(self, name):
        def op(path, *args, **kwargs):
            if self._under(path) and (self.code == errno.EROFS
                                      or (name == "mkdir" and not self._may_create(path))):
                self._fail(path)
            return self._real[name](path, *args, **kwargs)
        return op


class _FullFile:
    """A file on a full disk: opening works, writing fails."""

    def __init__(self, fh, path, disk: Disk):
        self._fh, self._path, self._disk = fh, path, disk

    def write(self, data):
        self._disk._fail(self._path)

    def __getattr__(self, name):
        return getattr(self._fh, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._fh.close()


def test_recall_works_on_a_read_only_store(store, monkeypatch):
    FileStore(store.root).list()  # the index exists, as it would before a remount
    before = snapshot(store.root)
    Disk(monkeypatch, store.root, errno.EROFS)
    with Memory(FileStore(store.root), user=False, provider="offline") as memory:
        assert [r.record.name for r in memory.recall("write tests with pytest")][:1] == \
            ["prefer-pytest"]
        assert "prefer-pytest" in memory.catalog()
    assert FileStore(store.root).check() == []
    monkeypatch.undo()
    assert snapshot(store.root) == before


def test_after_turn_on_a_read_only_store_reports_instead_of_raising(store, monkeypatch):
    FileStore(store.root).list()
    Disk(monkeypatch, store.root, errno.EROFS)
    with Memory(FileStore(store.root), user=False, provider="offline") as memory:
        report = memory.after_turn(TURN)
    assert report.stored == [] and report.errors


def test_a_read_only_store_makes_writes_fail_with_one_clear_error(store, monkeypatch):
    FileStore(store.root).list()
    before = snapshot(store.root)
    Disk(monkeypatch, store.root, errno.EROFS)
    with pytest.raises(StoreError, match="(?i)read-only|permission"):
        FileStore(store.root).upsert(Record("lint-ruff", "Lint with ruff", "feedback", "b"))
    monkeypatch.undo()
    assert snapshot(store.root) == before


def test_a_full_disk_refuses_a_write_and_changes_nothing(store, monkeypatch):
    before = snapshot(store.root)
    disk = Disk(monkeypatch, store.root, errno.ENOSPC, creates_left=0)
    fs = FileStore(store.root)
    with pytest.raises(StoreError, match="disk is full"):
        fs.upsert(Record("lint-ruff", "Lint with ruff", "feedback", "b"))
    with pytest.raises(StoreError, match="disk is full"):
        fs.upsert(GOOD[0].evolve(description="Changed while the disk is full"))
    assert disk.failures >= 2
    disk.heal()
    after = snapshot(store.root)
    assert records_of(after) == records_of(before)
    assert after.get("MEMORY.md") == before.get("MEMORY.md")
    assert FileStore(store.root).check() == []


def test_a_purge_on_a_full_disk_changes_nothing(store, monkeypatch):
    """The record's file went first and the log's rewrite then failed: "Nothing was
    changed", said over a record gone from the folder and still whole in the history."""
    store.upsert(Record("leaked", "A token pasted by mistake", "project", "b"))
    before = snapshot(store.root)
    disk = Disk(monkeypatch, store.root, errno.ENOSPC, creates_left=0)
    with pytest.raises(StoreError, match="disk is full"):
        FileStore(store.root).purge("leaked")
    assert disk.failures >= 1
    disk.heal()
    after = snapshot(store.root)
    assert records_of(after) == records_of(before)
    assert after.get("MEMORY.md") == before.get("MEMORY.md")
    assert FileStore(store.root).purge("leaked") == 1
    assert FileStore(store.root).find("leaked") is None


def test_a_disk_full_only_for_the_index_says_the_change_was_saved(store, monkeypatch):
    """Room for the record but not for MEMORY.md: the error must not claim that nothing
    changed, since the record (and its history) are already on disk."""
    disk = Disk(monkeypatch, store.root, errno.ENOSPC, creates_left=1)
    fs = FileStore(store.root)
    changed = GOOD[0].evolve(description="Changed while the disk fills up")
    with pytest.raises(StoreError) as caught:
        fs.upsert(changed)
    message = str(caught.value)
    assert "disk is full" in message and "saved" in message and "Nothing" not in message
    disk.heal()
    assert FileStore(store.root).get(GOOD[0].name).description == changed.description
    assert [p.kind for p in FileStore(store.root).check()] == ["stale-index"]
    fs.upsert(Record("after", "written once there is room", "user"))  # repairs the index
    assert FileStore(store.root).check() == []


def test_after_turn_on_a_full_disk_reports_the_error(store, monkeypatch):
    before = records_of(snapshot(store.root))
    Disk(monkeypatch, store.root, errno.ENOSPC, creates_left=0)
    with Memory(FileStore(store.root), user=False, provider="offline") as memory:
        report = memory.after_turn(TURN)
    assert report.stored == []
    assert any("disk is full" in e for e in report.errors), report.errors
    monkeypatch.undo()
    assert records_of(snapshot(store.root)) == before


def _filling_consolidation(tmp_path, monkeypatch, creates_left):
    store = FileStore(tmp_path / "c" / ".memory")
    for i in range(12):
        store.upsert(Record(f"lint-{i}", f"Lint rule {i} for the project", "feedback", f"d{i}",
                            origin="model"))  # a model's: consolidation applies its merges
    before = records_of(snapshot(store.root))
    answer = json.dumps([{"name": f"lint-{i}", "description": f"Merged rule {i}",
                          "type": "feedback", "body": "merged"} for i in range(4)])
    disk = Disk(monkeypatch, store.root, errno.ENOSPC, creates_left=creates_left)
    return store, before, answer, disk


@pytest.mark.parametrize("creates_left", [0, 1, 3, 6, 9])
def test_a_disk_filling_up_during_consolidation_loses_nothing(tmp_path, monkeypatch,
                                                              creates_left):
    store, before, answer, disk = _filling_consolidation(tmp_path, monkeypatch, creates_left)
    try:
        consolidate_now(FileStore(store.root), ScriptedProvider(answer))
    except Exception:  # noqa: BLE001 - whether it raises is the next test's concern
        pass
    disk.heal()
    reopened = FileStore(store.root)  # replays a journal the failed rollback left behind
    assert not (store.root / JOURNAL_DIR).exists()
    assert records_of(snapshot(store.root)) == before
    reopened.fix()
    assert reopened.check() == []


@pytest.mark.parametrize("creates_left", [0, 1])
def test_a_full_disk_before_consolidation_is_one_skipped_line(tmp_path, monkeypatch,
                                                              creates_left):
    store, before, answer, _ = _filling_consolidation(tmp_path, monkeypatch, creates_left)
    result = consolidate_now(FileStore(store.root), ScriptedProvider(answer))
    assert result.skipped and "disk is full" in result.skipped[0]
    assert records_of(snapshot(store.root)) == before


@pytest.mark.parametrize("creates_left", [3, 6, 9])
def test_a_disk_filling_up_mid_consolidation_is_reported_not_raised(tmp_path, monkeypatch,
                                                                    creates_left):
    """When the rollback itself cannot write (the disk is still full), the failure is one
    skipped line and the journal stays for the next open, not a raw OSError escaping
    consolidate() and Memory.after_turn."""
    store, _, answer, _ = _filling_consolidation(tmp_path, monkeypatch, creates_left)
    result = consolidate_now(FileStore(store.root), ScriptedProvider(answer))
    assert result.skipped and not result.changed


def _corrupt_record_text() -> Iterator[str]:
    yield VALID.replace("type: feedback", "type: \"feedback")
    yield VALID.replace("\n---\n", "\n", 1)


@pytest.mark.parametrize("text", list(_corrupt_record_text()), ids=["bad-quote", "no-end"])
def test_restore_brings_back_a_record_a_person_broke(store, text):
    (store.root / "prefer-pytest.md").write_text(text)
    fs = FileStore(store.root)
    assert any(p.file == "prefer-pytest.md" for p in fs.check())
    fs.restore("prefer-pytest", 1)
    rec = parse_record((store.root / "prefer-pytest.md").read_text(), "prefer-pytest.md")
    assert rec.description == GOOD[0].description and not rec.problems


GBK_RECORD = ("---\nname: 回复语言\ndescription: 回复一律用中文\ntype: user\n---\n"
              "用户在编辑器里改过。\n")


def test_a_record_saved_in_gbk_survives_repair_and_overwrite_byte_for_byte(tmp_path):
    """An editor that saves in GBK (or Latin-1) makes a file that is not UTF-8. Repairing it
    or writing over it must keep its exact bytes in the history, so restore can bring
    them back; decoding them with U+FFFD would lose every Chinese character."""
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record("keep", "other", "user"))
    original = GBK_RECORD.encode("gbk")
    (store.root / "回复语言.md").write_bytes(original)
    assert any(p.kind == "broken-frontmatter" and "UTF-8" in p.detail for p in store.check())

    store.fix()  # rewrites the file as valid UTF-8 (with U+FFFD where it could not read)
    assert (store.root / "回复语言.md").read_bytes() != original
    assert store.check() == []
    [entry] = [e for e in store.history() if e.actor == "doctor"]
    assert entry.before_bytes == original and "\ufffd" in (entry.before or "")

    repaired = store.list()[0] if store.list()[0].name != "keep" else store.list()[1]
    store.restore(repaired.name)  # undo the repair: the GBK bytes, exactly
    assert (store.root / "回复语言.md").read_bytes() == original


def test_deleting_a_non_utf8_record_keeps_its_bytes(tmp_path):
    store = FileStore(tmp_path / ".memory")
    latin = "---\nname: cafe\ndescription: café crème\ntype: user\n---\nnaïve\n".encode("latin-1")
    store.init()
    (store.root / "cafe.md").write_bytes(latin)
    store.delete("cafe")
    assert not (store.root / "cafe.md").exists()
    store.restore("cafe")
    assert (store.root / "cafe.md").read_bytes() == latin
