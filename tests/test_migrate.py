"""`memdir migrate`: a folder to PostgreSQL and back, losing nothing (records, history,
provenance), changing nothing when run again, and completing after a kill."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.record import Record
from memdir.store import FileStore
from memdir.store.change import change
from memdir.store.transfer import migrate, record_texts

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


def test_cli_copies_to_the_database_and_says_what_it_did(tmp_path, pg, monkeypatch):
    project = tmp_path / "shop"
    _filled(project / ".memory")
    monkeypatch.chdir(project)
    (project / ".git").mkdir()
    result = CliRunner().invoke(cli, ["migrate", "--to", pg.dsn, "--project", pg.tenant])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Copied 3 records and 7 history entries to PostgreSQL")
    result = CliRunner().invoke(cli, ["migrate", "--to", pg.dsn, "--project", pg.tenant])
    assert "Copied 0 records and 0 history entries" in result.output


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


def test_a_killed_migration_completes_when_run_again(tmp_path, pg):
    folder = FileStore(tmp_path / ".memory")
    with folder.bulk():
        for i in range(1500):
            folder.upsert(Record(name=f"fact-{i}", description=f"fact number {i}",
                                 type="project", body="x" * 200))
    total = len(folder.history())
    argv = [sys.executable, "-m", "memdir", "migrate", "--from", str(folder.root), "--to",
            pg.dsn, "--project", pg.tenant]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while _count(pg.dsn, pg.tenant) == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert proc.poll() is None, "the migration finished before it could be killed"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done = _count(pg.dsn, pg.tenant)
    assert 0 < done < total
    # What is there is a prefix of the history, each entry whole.
    assert _history(pg) == _history(folder)[:done]

    rerun = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    assert _history(pg) == _history(folder)
    assert sorted(record_texts(pg)) == sorted(record_texts(folder))
