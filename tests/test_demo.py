"""`make demo` as a new user runs it: a real subprocess, then the commands it suggests."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from memdir.cli import demo as demo_module
from memdir.foundation.record import Record
from memdir.store import FileStore

ROOT = Path(__file__).resolve().parents[1]


def demo(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "memdir.cli.demo", *args], capture_output=True,
                          text=True, timeout=120, env=env or os.environ.copy())


def test_the_command_the_demo_suggests_works_without_memdir_on_path(tmp_path):
    folder = tmp_path / "demo"
    result = demo(str(folder))
    assert result.returncode == 0, result.stderr
    suggested = [ln for ln in result.stdout.splitlines() if ln.startswith("Try: ")]
    assert len(suggested) == 1
    # A new user's shell: the venv is not activated, so `memdir` alone is not found.
    env = {**os.environ, "PATH": "/usr/bin:/bin"}
    ran = subprocess.run(["sh", "-c", suggested[0].removeprefix("Try: ")], capture_output=True,
                         text=True, timeout=60, env=env)
    assert ran.returncode == 0, ran.stderr
    # A correction closed the first memory instead of renaming it: `ls` shows what holds,
    # `ls --history` the closed one too, with when it stopped holding.
    assert "测试-vitest" in ran.stdout and "测试-pytest-unittest (until " in ran.stdout
    assert "turn ends and writes" in ran.stdout  # memdir stats over the demo's usage log
    # The README shows what that `memdir stats` prints: the same counts, times aside.
    readme = (ROOT / "README.md").read_text("utf-8")
    shown = readme[readme.index("```text\nmemdir stats since"):]
    shown = shown[len("```text\n"):shown.index("```", 3)]
    printed = ran.stdout[ran.stdout.index("memdir stats since"):]
    assert _counts(printed) == _counts(shown)
    assert f"source {Path(sys.executable).parent / 'activate'}" in result.stdout


def _counts(stats: str) -> list[str]:
    """`memdir stats`'s lines with the days and the times (which vary by run) masked."""
    lines = []
    for line in stats.splitlines():
        line = re.sub(r"\d{4}-\d{2}-\d{2}", "DAY", line)
        line = re.sub(r"\b\d+\.\d+\b", "T", line)
        lines.append(" ".join(line.split()))
    return [line for line in lines if line]


def test_a_second_run_starts_the_demo_folder_afresh(tmp_path):
    folder = tmp_path / "demo"
    assert demo(str(folder)).returncode == 0
    again = demo(str(folder))
    assert again.returncode == 0, again.stderr
    assert "history: 3 changes" in again.stdout
    assert "ranker: lexical" in again.stdout  # says which ranker recall used


def test_the_demo_shows_a_correction_proposed_approved_and_undone(tmp_path):
    result = demo(str(tmp_path / "demo"), env={**os.environ, "COLUMNS": "200"})
    assert result.returncode == 0, result.stderr
    # Session 3's correction closes the first memory and opens one named after it.
    assert ("  '测试-pytest-unittest' is closed (kept: `memdir ls --history`); '测试-vitest' "
            "holds from now") in result.stdout.splitlines()
    scene = result.stdout[result.stdout.index("Session 4"):].splitlines()
    proposed = next(ln for ln in scene if ln.startswith("proposed p"))
    pid = proposed.split()[1].rstrip(":")
    assert "  +description: 测试还是改用 pytest" in scene
    assert "  +name: 测试-pytest" in scene  # the name follows what it says
    assert f"$ memdir approve {pid}" in scene
    # What holds now: the corrected memory is closed, not overwritten, and undo reopens it.
    # Each memory on a line of its own, as a person reads a list: the demo printed
    # Python's repr of one ("['测试-pytest: ...']").
    approved = next(i for i, ln in enumerate(scene) if ln.startswith("approved as change c"))
    assert scene[approved].endswith("; the store now says:")
    assert scene[approved + 1:approved + 5] == [
        "  测试-pytest: 测试还是改用 pytest",
        "  closed, kept for `memdir ls --history`:",
        "    测试-pytest-unittest: 以后在这个项目里写测试一律用 pytest,不要用 unittest",
        "    测试-vitest: 测试改用 vitest"]
    undone = next(i for i, ln in enumerate(scene) if ln.startswith("undone as change c"))
    assert scene[undone].endswith("; the store says again:")
    assert scene[undone + 1:undone + 4] == [
        "  测试-vitest: 测试改用 vitest",
        "  closed, kept for `memdir ls --history`:",
        "    测试-pytest-unittest: 以后在这个项目里写测试一律用 pytest,不要用 unittest"]
    assert not [ln for ln in result.stdout.splitlines() if "['" in ln or "']" in ln]


def test_a_folder_the_demo_did_not_make_is_left_alone(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = demo(str(tmp_path))
    assert result.returncode == 1
    # The sentence wraps where the folder's path length puts it.
    assert "not made by the demo" in " ".join(result.stdout.split())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_without_a_folder_nothing_is_left_in_the_temp_dir(tmp_path):
    tmp, user = tmp_path / "tmp", tmp_path / "user"
    tmp.mkdir()
    user.mkdir()
    # The demo keeps its memdir home inside its own folder: nothing in the user's own
    # (the history key went there, and the suite's run wrote it into the real one).
    env = {k: v for k, v in os.environ.items() if k not in ("MEMDIR_HOME", "XDG_CONFIG_HOME")}
    env.update(TMPDIR=str(tmp), HOME=str(user))
    assert demo(env=env).returncode == 0
    assert list(tmp.iterdir()) == []
    assert list(user.rglob("*")) == []


def test_the_demos_history_is_verified_under_the_home_it_names(tmp_path):
    # Its entries were signed with the key of the user's own memdir home, so under the
    # MEMDIR_HOME its "Try:" line gives, every one of them read as unverified.
    folder, user = tmp_path / "demo", tmp_path / "user"
    user.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("MEMDIR_HOME", "XDG_CONFIG_HOME")}
    env["HOME"] = str(user)
    assert demo(str(folder), env=env).returncode == 0
    shown = subprocess.run([sys.executable, "-m", "memdir", "log", "--json"], cwd=folder,
                           capture_output=True, text=True, timeout=120,
                           env={**env, "MEMDIR_HOME": str(folder / "home")})
    entries = json.loads(shown.stdout)
    assert entries and not any(e["foreign"] for e in entries), entries


def test_readme_says_how_to_run_memdir_from_a_clone():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert ".venv/bin/memdir" in readme and "source .venv/bin/activate" in readme
    # `pip install 'memdir[...]'` is what a user of the published package runs: each
    # paragraph that shows it says so, and gives the clone's equivalent.
    for paragraph in re.split(r"\n\s*\n", readme):
        if "pip install 'memdir[" in paragraph:
            assert "PyPI" in paragraph and ("clone" in paragraph), paragraph


def test_demo_prints_index_lines_names_and_descriptions_literally(tmp_path, capsys,
                                                                   monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    # The demo runs in this folder as it is (a real run empties it first), so the store
    # holds names and descriptions that look like Rich markup.
    monkeypatch.setattr(demo_module, "_fresh_demo_folder", lambda root: True)
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="release-day", type="project",
                        description="Releases happen on Tuesdays"))
    store.upsert(Record(name="[bold]deploy", type="reference",
                        description="Deploy with [red]make ship[/red]",
                        body="Deploy with [red]make ship[/red]."))

    assert demo_module.main([str(tmp_path)]) == 0

    out = capsys.readouterr().out.splitlines()
    index = (tmp_path / ".memory" / "MEMORY.md").read_text(encoding="utf-8").splitlines()
    assert "- [release-day](release-day.md) - Releases happen on Tuesdays" in index
    for line in index:  # markup would swallow "[release-day]" and "[red]"
        assert line in out
    assert any("[bold]deploy.md" in line for line in out)  # the panel title
    assert any("description: Deploy with [red]make ship[/red]" in line for line in out)
    assert any(re.match(r"history: \d+ changes: create release-day, create \[bold\]deploy, ",
                        line) for line in out)
