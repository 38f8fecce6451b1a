"""`memdir ls` for people: readable at 80 columns, newest first, bounded by --limit."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.record import Record
from memdir.store import FileStore

LONG_EN = ("Tests are pytest functions with fixtures in tests/conftest.py; never unittest "
           "classes, and every new module gets its own test file")
LONG_ZH = ("这个项目写测试一律用 pytest,不用 unittest,"
           "夹具放在 tests/conftest.py 里,每个新模块都有自己的测试文件")
LONG_NAME = "the-deployment-runbook-for-the-billing-service-lives-in-the-team-wiki"


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def memdir_ls(project, home, *args: str, columns: int = 80) -> str:
    env = {**os.environ, "MEMDIR_HOME": str(home), "COLUMNS": str(columns)}
    proc = subprocess.run([sys.executable, "-m", "memdir", "ls", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_descriptions_are_readable_at_80_columns(project, isolated_env):
    store = FileStore(project / ".memory")
    store.upsert(Record(name="prefer-pytest", description=LONG_EN, type="feedback"))
    store.upsert(Record(name="测试-pytest", description=LONG_ZH, type="feedback"))
    store.upsert(Record(name=LONG_NAME, description="Deploy with make ship", type="reference"))
    out = memdir_ls(project, isolated_env)
    lines = out.splitlines()
    assert all(len(line) <= 80 for line in lines)
    for name, description in (("prefer-pytest", LONG_EN), ("测试-pytest", LONG_ZH),
                              ("the-deployment", "Deploy with make ship")):
        # Under its name, in lines of at least 30 characters (the last one excepted).
        at = next(i for i, ln in enumerate(lines) if ln.startswith(name))
        block = []
        for line in lines[at + 1:]:
            if not line.startswith("    "):
                break
            block.append(line.strip())
        assert "".join(block).replace(" ", "") == description.replace(" ", "")
        assert all(len(part) >= 30 for part in block[:-1]), block
    name_line = next(ln for ln in lines if ln.startswith("the-deployment"))
    assert "…" in name_line and "reference" in name_line  # cut, and the type still shows


def test_the_newest_50_are_shown_and_the_rest_counted(project, isolated_env):
    store = FileStore(project / ".memory")
    for i in range(60):
        store.upsert(Record(name=f"note-{i:02d}", description=f"note number {i}",
                            type="project", updated=f"2026-01-01T00:{i:02d}:00Z"))
    out = memdir_ls(project, isolated_env)
    names = [ln.split()[0] for ln in out.splitlines() if ln.startswith("note-")]
    assert names == [f"note-{i:02d}" for i in range(59, 9, -1)]
    assert " ".join(out.split()).endswith(
        "10 more not shown (newest 50 of 60): 'memdir ls --all' lists every one, "
        "'--limit N' the newest N.")
    limited = CliRunner().invoke(cli, ["ls", "--limit", "2"]).output
    assert [ln.split()[0] for ln in limited.splitlines() if ln.startswith("note-")] == [
        "note-59", "note-58"]
    everything = CliRunner().invoke(cli, ["ls", "--all"]).output
    assert sum(ln.startswith("note-") for ln in everything.splitlines()) == 60
    assert "more not shown" not in everything


def test_ls_reads_no_record_file_beyond_the_rows_it_shows(project, monkeypatch):
    store = FileStore(project / ".memory")
    for i in range(30):
        store.upsert(Record(name=f"n{i}", description=f"d{i}", type="project"))
    for path in (project / ".memory").glob("n*.md"):  # older than the index's racy window
        os.utime(path, (1_700_000_000, 1_700_000_000))
    assert CliRunner().invoke(cli, ["ls"]).exit_code == 0  # builds the index once
    reads: list[str] = []
    original = FileStore._read_file

    def counting(self, file, **kw):
        reads.append(file)
        return original(self, file, **kw)

    monkeypatch.setattr(FileStore, "_read_file", counting)
    out = CliRunner().invoke(cli, ["ls", "--limit", "3"]).output
    assert "27 more not shown" in out
    assert len(set(reads)) == 3  # the same file twice is the parse cache


def test_json_with_a_limit_gives_the_newest(project):
    store = FileStore(project / ".memory")
    for i in range(5):
        store.upsert(Record(name=f"n{i}", description=f"d{i}", type="project",
                            updated=f"2026-01-0{i + 1}T00:00:00Z"))
    import json

    rows = json.loads(CliRunner().invoke(cli, ["ls", "--json", "--limit", "2"]).output)
    assert [r["name"] for r in rows] == ["n4", "n3"]
    assert len(json.loads(CliRunner().invoke(cli, ["ls", "--json"]).output)) == 5


def test_a_broken_file_is_flagged(project):
    store = FileStore(project / ".memory")
    store.upsert(Record(name="ok", description="fine", type="project"))
    (project / ".memory" / "bad.md").write_text("---\nname: bad\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["ls"]).output
    assert "bad (broken)" in out and "(broken)" not in out.split("ok", 1)[1]


def _corrected(project) -> None:
    # Times as a correction leaves them: the closed record is rewritten when its
    # replacement is written, after the others (the closed record read by a limited
    # listing; `test_a_limited_listing_counts_only_what_holds_though_it_read_less`: not).
    store = FileStore(project / ".memory")
    for i in range(3):
        store.upsert(Record(name=f"other-{i}", description=f"Another fact {i}", type="project",
                            updated=f"2026-11-01T0{i}:00:00Z"))
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", valid_to="2026-11-02T10:00:00Z",
                        superseded_by="node-22", updated="2026-11-02T10:00:00Z"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", valid_from="2026-11-02T10:00:00Z",
                        supersedes="node-version", updated="2026-11-02T10:00:00Z"))


def test_a_replaced_memory_is_listed_only_with_its_history(project, isolated_env):
    _corrected(project)
    out = memdir_ls(project, isolated_env)
    assert "node-22" in out and "node-version" not in out and "Node 18" not in out
    history = memdir_ls(project, isolated_env, "--history")
    assert "node-version (until 2026-11-02)" in history and "Node 18" in history
    # The limit counts what is listed, and "more" counts what holds.
    limited = memdir_ls(project, isolated_env, "--limit", "2")
    assert "2 more not shown (newest 2 of 4)" in limited and "node-version" not in limited


def test_json_leaves_out_replaced_memories_unless_asked(project, isolated_env):
    import json

    _corrected(project)
    names = {r["name"] for r in json.loads(memdir_ls(project, isolated_env, "--json"))}
    assert "node-version" not in names and "node-22" in names
    everything = json.loads(memdir_ls(project, isolated_env, "--json", "--history"))
    old = next(r for r in everything if r["name"] == "node-version")
    assert old["valid_to"] == "2026-11-02T10:00:00Z" and old["superseded_by"] == "node-22"


def test_a_limited_listing_counts_only_what_holds_though_it_read_less(project, isolated_env):
    # A correction closed node-version, then more was written: a page of two never reads
    # the closed record, and must not count it. Look-alikes that hold are counted: one
    # closing in the future, one starting in the future (`ls` lists both).
    store = FileStore(project / ".memory")
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", valid_to="2026-11-02T10:00:00Z",
                        superseded_by="node-22", updated="2026-11-02T10:00:00Z"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", valid_from="2026-11-02T10:00:00Z",
                        supersedes="node-version", updated="2026-11-02T10:00:00Z"))
    store.upsert(Record(name="lease", description="The office lease runs to 2999",
                        type="project", valid_to="2999-01-01T00:00:00Z",
                        updated="2026-11-03T10:00:00Z"))
    store.upsert(Record(name="node-24", description="The project moves to Node 24",
                        type="project", valid_from="2999-01-01T00:00:00Z",
                        updated="2026-11-03T11:00:00Z"))
    for i in range(3):
        store.upsert(Record(name=f"other-{i}", description=f"Another fact {i}", type="project",
                            updated=f"2026-11-04T0{i}:00:00Z"))
    limited = memdir_ls(project, isolated_env, "--limit", "2")
    assert "4 more not shown (newest 2 of 6)" in limited
    assert [ln.split()[0] for ln in limited.splitlines() if ln.startswith("other-")] == [
        "other-2", "other-1"]
    # The same count as every record the listing holds, and --history counts them all.
    import json

    assert len(json.loads(memdir_ls(project, isolated_env, "--json"))) == 6
    assert "5 more not shown (newest 2 of 7)" in memdir_ls(
        project, isolated_env, "--limit", "2", "--history")
    assert "more not shown" not in memdir_ls(project, isolated_env, "--limit", "6")


def test_a_file_holding_a_name_no_command_takes_is_listed_broken_and_the_rest_shown(
        project, isolated_env):
    # A cloned repository's file, written by hand with a name over the limit: ls failed
    # for the whole store ("Invalid memory name"), so nothing else could be listed.
    store = FileStore(project / ".memory")
    store.upsert(Record(name="prefer-pytest", description="Use pytest", type="feedback"))
    (project / ".memory" / "long.md").write_text(
        f"---\nname: {'x' * 101}\ndescription: Planted\ntype: project\n---\nbody\n")
    shown = memdir_ls(project, isolated_env, columns=200)
    assert "prefer-pytest" in shown and "Use pytest" in shown
    assert "(broken)" in shown and "Planted" in shown
    assert "prefer-pytest" in memdir_ls(project, isolated_env, "--json")


def test_the_log_at_80_columns_names_every_memory_whole(project, isolated_env):
    # A name longer than its column was cut ("the-deployment-ru…"): the log did not say
    # which memory changed. It folds onto the next line now, and a time stays on one.
    store = FileStore(project / ".memory")
    store.upsert(Record(name=LONG_NAME, description="Deploy with make ship", type="reference"))
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env), "COLUMNS": "80"}
    proc = subprocess.run([sys.executable, "-m", "memdir", "log"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "…" not in proc.stdout
    cells = "".join(line.split("│")[4].strip() for line in proc.stdout.splitlines()
                    if line.startswith("│"))
    assert cells == LONG_NAME
    assert store.history(LONG_NAME)[0].at[:10] in proc.stdout


def test_a_memory_that_starts_later_says_from_when(project, isolated_env):
    # Listed among what holds with no mark, or as "(until ...)" alone: it read as holding now.
    store = FileStore(project / ".memory")
    store.upsert(Record(name="holiday-freeze", description="No deploys to production",
                        type="project", valid_from="2099-12-20T00:00:00Z",
                        valid_to="2100-01-05T00:00:00Z"))
    store.upsert(Record(name="next-quarter", description="Billing moves to Stripe",
                        type="project", valid_from="2099-04-01T00:00:00Z"))
    store.upsert(Record(name="started", description="CI runs on GitHub Actions",
                        type="project", valid_from="2020-01-01T00:00:00Z"))
    out = memdir_ls(project, isolated_env, columns=120)
    assert "holiday-freeze (from 2099-12-20 until 2100-01-05)" in out
    assert "next-quarter (from 2099-04-01)" in out
    assert "started (" not in out and "started " in out
