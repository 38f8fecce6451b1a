"""`memdir migrate`: a folder to PostgreSQL and back, losing nothing (records, history,
provenance, the inbox and its decisions, session notes, published versions, the change
list), changing nothing when run again, and completing after a kill."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner
from memory_helpers import file_to, person, undo_change
from waiting import wait_for

from memdir.cli import cli
from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.pipeline.anchors import changed_code
from memdir.pipeline.citations import make_anchor
from memdir.service.anchor_review import propose
from memdir.service.changes import list_changes
from memdir.service.memory import Memory
from memdir.service.public import Published
from memdir.service.review import decide
from memdir.store import FileStore
from memdir.store.base import PublishedState, SessionNote
from memdir.store.change import change
from memdir.store.transfer import CHUNK, KINDS, migrate, record_texts

psycopg = pytest.importorskip("psycopg")


def _history(store) -> list[tuple]:
    return [(e.at, e.op, e.name, e.file, e.before, e.after, e.actor, e.new_file, e.change,
             e.change_kind, e.undoes) for e in store.history()]


def _filled(root) -> FileStore:
    store = FileStore(root)
    store.upsert(Record(name="prefer-pytest", description="Tests use pytest", type="feedback",
                        body="Not unittest.", source={"session": "s1", "quote": "用 pytest"}),
                 actor="extract")
    store.upsert(Record(name="prefer-pytest", description="Tests use pytest", type="feedback",
                        body="Never unittest.", source={"session": "s2"}), actor="extract")
    store.upsert(Record(name="测试框架", description="测试一律用 pytest", type="project"))
    store.upsert(Record(name="old-name", description="to be renamed", type="project"))
    store.rename("old-name", "new-name", actor="person")
    with change("consolidate"):
        store.upsert(Record(name="gone", description="deleted later", type="project"))
        store.delete("gone", actor="consolidate", tombstone=True)
    return store


def _cand(name: str, description: str) -> Candidate:
    return Candidate(name=name, description=description, type="project", body=description)


def _reviewed(project) -> FileStore:
    """A project whose store holds every kind of review state: a rejected anchor
    proposal, an approved and a rejected visitor proposal and one waiting, two visitors'
    notes and an expired one, two published versions (the first served again)."""
    store = _filled(project / ".memory")
    (project / "retry.py").write_text("def backoff(n):\n    return min(30, 2 ** n)\n")
    store.upsert(Candidate("retry-cap", "The retry backoff is capped at 30 seconds",
                           "project", anchors=(make_anchor(project, "retry.py", "backoff"),)
                           ).to_record())
    (project / "retry.py").write_text("def backoff(n):\n    return min(60, 2 ** n)\n")
    ((rec, checks),) = changed_code(store.list(), project)
    stale, _ = propose(store, rec, checks, project, file_to)
    decide(file_to, store, stale, "rejected", "still true")
    with Memory(store, user=False, provider="offline") as mem:
        for name, said in (("deploy-day", "Deploys happen on friday"),
                           ("owner-fired", "The owner was fired"),
                           ("shop-hours", "The shop opens at nine")):
            mem.save(_cand(name, said), origin="visitor")
        by_name = {p.names[0]: p.id for p in mem.inbox()}
        mem.approve(by_name["deploy-day"])
        mem.reject(by_name["owner-fired"], "not true")
    store.add_session_note("visitor-1", "job", "nurse in Lyon", ttl_seconds=3600)
    store.add_session_note("visitor-2", "city", "Oslo", ttl_seconds=3600)
    store.clock = lambda: time.time() - 7200
    store.add_session_note("visitor-3", "city", "Rome", ttl_seconds=3600)
    del store.clock  # the note above expired an hour ago
    published = person(store)
    published.publish()
    store.upsert(Record(name="returns", description="Returns within 30 days",
                        type="project"))
    published.publish()
    published.rollback()
    return store


def _files(root) -> dict[str, tuple[int, int]]:
    """(size, mtime) of every file a store keeps, its lock and derived cache aside."""
    return {str(p.relative_to(root)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()
            and p.relative_to(root).parts[0] not in (".cache", ".lock")}


def _review_state(store) -> tuple:
    """What a reviewer and a public agent's visitors see of a store."""
    proposals = [{k: v for k, v in p.items() if k != "by"} for p in store.proposals()]
    notes = [(n.session, n.name, n.text, round(n.expires, 2))
             for n in store.live_session_notes()]
    state = store.published()
    versions = {v: sorted(store.published_version(v)) for v in state.versions}
    changes = [(c.id, c.kind, c.at, c.names, c.undoes, c.undone_by)
               for c in list_changes([store])]
    return proposals, notes, state, versions, changes, [t.name for t in store.tombstones()]


@pytest.fixture
def pg(postgres_dsn):
    from memdir.store.postgres import PostgresStore

    return PostgresStore(postgres_dsn, tenant=f"shop-{os.urandom(4).hex()}")


def test_folder_to_postgres_and_back_loses_nothing(tmp_path, pg):
    folder = _filled(tmp_path / "a" / ".memory")
    migrate(folder, pg)
    assert sorted(record_texts(pg)) == sorted(record_texts(folder))
    assert _history(pg) == _history(folder)
    assert pg.get("prefer-pytest").source == {"session": "s2"}
    assert [t.name for t in pg.tombstones()] == ["gone"]  # so is the review state
    assert pg.restore("gone").description == "deleted later"  # history is usable there

    back = FileStore(tmp_path / "b" / ".memory")
    migrate(pg, back)
    assert sorted(record_texts(back)) == sorted(record_texts(pg))
    assert _history(back) == _history(pg)
    assert sorted(r.name for r in back.list()) == sorted(r.name for r in pg.list())


def test_the_review_state_goes_to_the_database_and_back_whole(tmp_path, pg):
    folder = _reviewed(tmp_path / "a")
    state = _review_state(folder)
    assert sorted(p["status"] for p in state[0]) == ["approved", "pending", "rejected",
                                                     "rejected"]
    assert [n[:3] for n in state[1]] == [("visitor-1", "job", "nurse in Lyon"),
                                         ("visitor-2", "city", "Oslo")]
    assert state[2] == PublishedState(1, (), (1, 2))
    migrate(folder, pg)
    assert _review_state(pg) == state
    back = FileStore(tmp_path / "b" / ".memory")
    migrate(pg, back)
    assert _review_state(back) == state
    assert sorted(record_texts(back)) == sorted(record_texts(folder))
    files = _files(back.root)
    assert migrate(pg, back).changed_nothing and _files(back.root) == files  # not a byte

    # A public agent on the copy serves what it served, and remembers its visitors.
    served = Published(back).store(back.published().current)
    assert sorted(r.name for r in served.list()) == sorted(r.name for r in folder.list()
                                                           if r.name != "returns")
    assert back.session_notes("visitor-1") == {"job": "nurse in Lyon"}
    # The rejected anchor proposal is still remembered: not proposed again.
    ((rec, checks),) = changed_code(back.list(), tmp_path / "a")
    again, made = propose(back, rec, checks, tmp_path / "a", file_to)
    assert (again.status, made) == ("rejected", False)
    # Undo works on the copies as on the original: the approval is taken back.
    with Memory(folder, user=False, provider="offline") as mem:
        approved = next(p for p in mem.inbox(status=None) if p.status == "approved")
    for copy in (pg, back):
        undo_change([copy], approved.change)
        assert copy.find("deploy-day") is None


def test_a_dry_run_counts_what_it_would_copy_and_writes_nothing(tmp_path, pg):
    folder = _reviewed(tmp_path)
    dry = migrate(folder, pg, dry_run=True)
    assert (pg.history(), pg.record_texts(), pg.proposals(), pg.live_session_notes(),
            pg.published()) == ([], [], [], [], PublishedState())
    done = migrate(folder, pg)
    assert [(m.kind, m.copied, m.present, m.left) for m in dry.moved] == \
        [(m.kind, m.copied, m.present, m.left) for m in done.moved]
    assert dry.dry_run and not done.changed_nothing
    assert migrate(folder, pg, dry_run=True).changed_nothing


def test_a_decision_taken_in_the_target_is_not_undone_by_a_copy(tmp_path, pg):
    folder = _reviewed(tmp_path)
    migrate(folder, pg)
    waiting = next(p for p in pg.proposals() if p["status"] == "pending")
    pg.save_proposal({**waiting, "status": "approved", "note": "done on the server"})
    report = migrate(folder, pg)
    assert pg.proposal(waiting["id"])["status"] == "approved"
    assert (report.of("proposals").left, report.of("proposals").notes) == (
        1, ["1 decided in the target since (decision kept)"])


def test_a_published_version_the_target_holds_differently_is_left_and_said(tmp_path, pg):
    folder = _reviewed(tmp_path)
    pg.put_published_version(1, [])
    pg.set_published_state(1, ())
    report = migrate(folder, pg).of("published versions")
    assert (report.copied, report.left) == (1, 1)
    assert report.notes == ["the target holds other records as v1 (a published version is "
                            "never changed)", "the target keeps serving v1"]
    assert pg.published_version(1) == [] and pg.published().current == 1


def test_a_session_note_keeps_its_expiry_where_it_goes(tmp_path, pg):
    folder = FileStore(tmp_path / ".memory")
    expires = time.time() + 600
    folder.put_session_note(SessionNote("visitor-1", "job", "nurse", expires))
    migrate(folder, pg)
    (note,) = pg.live_session_notes()
    assert abs(note.expires - expires) < 0.001  # its time is not restarted by the move
    back = FileStore(tmp_path / "b" / ".memory")
    back.clock = lambda: expires + 1  # the folder's clock is past the note's end
    migrate(pg, back)
    assert back.live_session_notes() == []
    assert not (back.root / ".sessions").exists()  # its text never written there


def test_running_it_again_changes_nothing(tmp_path, pg):
    folder = _filled(tmp_path / ".memory")
    first = migrate(folder, pg)
    assert first.records_copied == 3 and first.history_copied == len(folder.history())
    before = (_history(pg), sorted(record_texts(pg)))
    again = migrate(folder, pg)
    assert (again.records_copied, again.history_copied) == (0, 0)
    assert again.records_present == 3
    assert (_history(pg), sorted(record_texts(pg))) == before


def test_a_record_the_target_holds_differently_keeps_its_text_in_history(tmp_path, pg):
    pg.upsert(Record(name="prefer-pytest", description="Tests use nose", type="feedback"))
    migrate(_filled(tmp_path / ".memory"), pg)
    assert pg.get("prefer-pytest").body == "Never unittest."
    replaced = [e for e in pg.history("prefer-pytest") if e.actor == "migrate"]
    assert len(replaced) == 1 and "Tests use nose" in replaced[0].before


def _rows(output: str) -> dict[str, list[str]]:
    """The table's rows by kind: [copied, already there, not copied]."""
    out = {}
    for line in output.splitlines():
        cells = [c.strip() for c in line.strip("│┃ ").split("│")]
        if cells and cells[0] in KINDS:
            out[cells[0]] = cells[1:4]
    return out


def test_cli_copies_to_the_database_and_says_what_it_did(tmp_path, pg, monkeypatch):
    project = tmp_path / "shop"
    _reviewed(project)
    monkeypatch.chdir(project)
    (project / ".git").mkdir()
    args = ["migrate", "--to", pg.dsn, "--project", pg.tenant]
    dry = CliRunner().invoke(cli, [*args, "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert dry.output.startswith("Would copy to PostgreSQL database")
    assert dry.output.rstrip().endswith("Dry run: nothing was written.")
    assert pg.history() == [] and pg.proposals() == []
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Copied to PostgreSQL database")
    assert _rows(result.output) == _rows(dry.output) == {
        "history": ["10", "0", "0"], "records": ["6", "0", "0"],
        "proposals": ["4", "0", "0"], "session notes": ["2", "0", "0"],
        "published versions": ["2", "0", "0"], "visitor logs": ["0", "0", "0"]}
    assert "serving v1" in result.output
    again = CliRunner().invoke(cli, args)
    assert _rows(again.output) == {
        "history": ["0", "10", "0"], "records": ["0", "6", "0"],
        "proposals": ["0", "4", "0"], "session notes": ["0", "2", "0"],
        "published versions": ["0", "2", "0"], "visitor logs": ["0", "0", "0"]}
    assert again.output.rstrip().endswith("The target already held everything; nothing "
                                          "changed.")


def test_visitor_logs_go_to_the_database_and_back_in_order(tmp_path, pg):
    from memdir.service.public import VisitorLog

    folder = _filled(tmp_path / "shop" / ".memory")
    log = VisitorLog(folder)
    log.log_turn("visitor-a", [{"role": "user", "content": "Do you ship? +1 415-555-2671"},
                               {"role": "assistant", "content": "I don't know."}])
    log.add_question("visitor-a", "Do you ship?", "the model said it did not know")
    log.log_turn("visitor-b", [{"role": "user", "content": "你好"}])
    before = {k: folder.visitor_entries(k) for k in ("turn", "question")}
    assert len(before["turn"]) == 3 and "555" not in str(before)

    assert migrate(folder, pg).of("visitor logs").copied == 4
    assert {k: pg.visitor_entries(k) for k in before} == before
    assert [q.question for q in VisitorLog(pg).questions()] == ["Do you ship?"]
    again = migrate(folder, pg).of("visitor logs")
    assert (again.copied, again.present) == (0, 4)
    # A later turn of a session moves on its own; a session logged otherwise is left.
    log.log_turn("visitor-b", [{"role": "assistant", "content": "Hello!"}])
    pg.add_visitor_entry("visitor-a", "turn", {"role": "user", "text": "only here"})
    folder.add_visitor_entry("visitor-a", "turn", {"role": "user", "text": "only there"})
    moved = migrate(folder, pg).of("visitor logs")
    assert (moved.copied, moved.left) == (1, 3) and "logged otherwise" in moved.notes[0]
    assert [e["text"] for e in pg.visitor_entries("turn", "visitor-b")] == ["你好", "Hello!"]

    back = FileStore(tmp_path / "back" / ".memory")
    migrate(pg, back)
    for session in ("visitor-a", "visitor-b"):  # each session's log, in its order
        assert [back.visitor_entries(k, session) for k in before] == [
            pg.visitor_entries(k, session) for k in before]


def test_cli_from_a_database_needs_the_project(tmp_path, pg):
    result = CliRunner().invoke(cli, ["migrate", "--from", pg.dsn, "--to",
                                      str(tmp_path / ".memory")])
    assert result.exit_code == 1
    assert result.output.strip() == "Error: Say which project this memory is in the " \
                                    "database: --project NAME."


def _count(dsn: str, tenant: str) -> int:
    with psycopg.connect(dsn) as conn:
        conn.execute("SELECT set_config('memdir.tenant', %s, false)", (tenant,))
        return conn.execute("SELECT count(*) FROM memdir_history").fetchone()[0]


def _waiting_for(dsn: str, holder: int) -> list[int]:
    """The PostgreSQL sessions that wait for a lock the session ``holder`` holds."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        return [pid for (pid,) in conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE %s = ANY(pg_blocking_pids(pid))",
            (holder,)).fetchall()]


def _session_ended(dsn: str, pid: int) -> bool:
    with psycopg.connect(dsn, autocommit=True) as conn:
        return conn.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s",
                            (pid,)).fetchone()[0] == 0


def test_a_killed_migration_completes_when_run_again(tmp_path, pg):
    # Four of the migration's chunks of history (CHUNK), then every record. The kill
    # lands inside the second chunk's transaction, where the migration is held however
    # fast the machine is: the test's own uncommitted row holds the id that the chunk's
    # entry will be given, and PostgreSQL makes that insert wait for the test's
    # transaction to end (the primary key's check). It is killed while it waits.
    folder = FileStore(tmp_path / ".memory")
    with folder.bulk():
        for i in range(4 * CHUNK):
            folder.upsert(Record(name=f"fact-{i}", description=f"fact number {i}",
                                 type="project", body="x" * 200))
    total = len(folder.history())
    assert pg.history() == []  # its tables are made, and this tenant holds nothing
    argv = [sys.executable, "-m", "memdir", "migrate", "--from", str(folder.root), "--to",
            pg.dsn, "--project", pg.tenant]
    with psycopg.connect(pg.dsn) as holder:
        holder.execute("SELECT set_config('memdir.tenant', %s, true)", ("another-tenant",))
        (next_id,) = holder.execute("SELECT CASE WHEN is_called THEN last_value + 1 ELSE "
                                    "last_value END FROM memdir_history_id_seq").fetchone()
        holder.execute("INSERT INTO memdir_history (id, scope, at, op, name, key, file) "
                       "VALUES (%s, 'project', '', 'create', 'held', 'held', 'held.md')",
                       (next_id + CHUNK + CHUNK // 4,))
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            assert wait_for(lambda: proc.poll() is not None
                            or _waiting_for(pg.dsn, holder.info.backend_pid), 120)
            assert proc.poll() is None, proc.stderr.read()  # held, not finished or failed
            (migrating,) = _waiting_for(pg.dsn, holder.info.backend_pid)
        finally:
            proc.kill()  # SIGKILL
            proc.wait()
            proc.stderr.close()
        holder.rollback()
    # Its session sees the connection gone once its insert goes through, and ends.
    assert wait_for(lambda: _session_ended(pg.dsn, migrating), 60)
    done = _count(pg.dsn, pg.tenant)
    assert done == CHUNK  # the first chunk whole, nothing of the one it was killed in
    assert _history(pg) == _history(folder)[:done]
    assert done < total

    rerun = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    assert _history(pg) == _history(folder)
    assert sorted(record_texts(pg)) == sorted(record_texts(folder))


# Runs `memdir migrate` (the real command, in its own process) and kills it with SIGKILL
# right after the given step of one kind is whole: nothing after it can have happened.
KILLED_AFTER = """
import os, signal, sys
from memdir.store import transfer

real, kind, after = transfer.migrate, sys.argv[1], int(sys.argv[2])

def killed(source, target, **how):
    def progress(k, done, total):
        if k == kind and done >= after:
            os.kill(os.getpid(), signal.SIGKILL)
    return real(source, target, **{**how, "progress": progress})

transfer.migrate = killed
sys.argv = ["memdir", *sys.argv[3:]]
from memdir.cli import main
main()
"""


@pytest.mark.parametrize(("direction", "kind", "after"), [
    ("to-db", "history", 1), ("to-db", "records", 1), ("to-db", "proposals", 2),
    ("to-db", "session notes", 1), ("to-db", "published versions", 1),
    ("to-folder", "records", 1), ("to-folder", "proposals", 2),
    ("to-folder", "published versions", 1)])
def test_a_migration_killed_in_any_kind_completes_when_run_again(tmp_path, pg, direction,
                                                                 kind, after):
    folder = _reviewed(tmp_path / "shop")
    if direction == "to-db":
        source, target = folder, pg
        args = ["migrate", "--from", str(folder.root), "--to", pg.dsn, "--project", pg.tenant]
    else:
        migrate(folder, pg)
        source, target = pg, FileStore(tmp_path / "copy" / ".memory")
        args = ["migrate", "--from", pg.dsn, "--project", pg.tenant, "--to",
                str(target.root)]
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER, kind, str(after), *args],
                            capture_output=True, text=True, timeout=120)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    state = _review_state(source)
    assert _review_state(target) != state  # killed part-way
    if kind == "proposals":
        assert len(target.proposals()) == after and target.live_session_notes() == []
    if kind == "published versions":  # a version is there, not yet served
        assert target.published() == PublishedState(None, (), (1,))

    rerun = subprocess.run([sys.executable, "-m", "memdir", *args], capture_output=True,
                           text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    assert _review_state(target) == state
    assert _history(target) == _history(source)
    assert sorted(record_texts(target)) == sorted(record_texts(source))
    again = subprocess.run([sys.executable, "-m", "memdir", *args], capture_output=True,
                           text=True, timeout=120)
    assert "nothing changed" in again.stdout


def _with_twins(root) -> FileStore:
    """A folder edited by hand: three pairs of names that are one name (case, Unicode
    NFC/NFD, a Cyrillic look-alike), each pair two files the folder lists apart, and
    one record alone."""
    import unicodedata

    store = FileStore(root)
    store.upsert(Record(name="shop-hours", description="The shop opens at nine",
                        type="project"))
    nfc, nfd = (unicodedata.normalize(form, "café-hours") for form in ("NFC", "NFD"))
    for name, said in (("deploy-day", "Deploys on friday"), ("Deploy-Day", "Deploys on monday"),
                       (nfc, "The cafe opens at 8"), (nfd, "The cafe opens at 9"),
                       ("payment", "Pay by cash"), ("p\u0430yment", "Pay by card")):
        (root / f"{name}.md").write_text(
            f"---\nname: {name}\ndescription: {said}\ntype: project\n---\n", encoding="utf-8")
    listed = FileStore(root)
    assert len(listed.record_texts()) == 7
    return listed


@pytest.mark.parametrize("to", ["postgres", "folder"])
def test_names_that_collide_are_left_and_named_and_the_counts_are_true(tmp_path, to, request):
    """It reported "copied 7" while the database kept 4 (each twin overwrote the other),
    and every run rewrote them."""
    source = _with_twins(tmp_path / "src" / ".memory")
    target = request.getfixturevalue("pg") if to == "postgres" else \
        FileStore(tmp_path / "dst" / ".memory")
    dry = migrate(source, target, dry_run=True).of("records")
    report = migrate(source, target)
    records = report.of("records")
    assert (records.copied, records.present, records.left) == (1, 0, 6)
    assert (dry.copied, dry.left) == (1, 6)
    assert "6 whose names collide" in " ".join(records.notes)
    assert sorted(map(len, records.collisions)) == [2, 2, 2]
    assert ["Deploy-Day.md", "deploy-day.md"] in records.collisions
    assert [text for _, text in target.record_texts()] == \
        [text for file, text in source.record_texts() if file == "shop-hours.md"]
    again = migrate(source, target)
    assert again.of("records").copied == 0 and again.of("records").present == 1
    assert again.changed_nothing


def test_the_cli_says_which_names_collide(tmp_path, monkeypatch):
    source = _with_twins(tmp_path / "src" / ".memory")
    out = CliRunner().invoke(cli, ["migrate", "--from", str(source.root), "--to",
                                   str(tmp_path / "dst" / ".memory")])
    assert out.exit_code == 0, out.output
    assert "  Deploy-Day.md = deploy-day.md\n" in out.output
    assert "  payment.md = p\u0430yment.md\n" in out.output
    assert "doctor --fix" in out.output


def test_an_expired_note_postgresql_still_holds_is_never_copied(tmp_path, pg):
    """A note that expired in PostgreSQL but was not swept yet (hidden, still a row) is
    not migrated: its text never reaches the folder."""
    pg.add_session_note("visitor-1", "phone", "+33 6 12 34 56 78", ttl_seconds=0.2)
    pg.add_session_note("visitor-2", "city", "Oslo", ttl_seconds=3600)
    time.sleep(0.4)
    folder = FileStore(tmp_path / ".memory")
    report = migrate(pg, folder).of("session notes")
    assert report.copied == 1
    assert [(n.session, n.name) for n in folder.live_session_notes()] == [("visitor-2", "city")]
    assert "12 34 56 78" not in "".join(
        p.read_text() for p in (folder.root / ".sessions").glob("*.json"))
