"""`memdir stats` as a user runs it, over a usage log written by real commands."""

from __future__ import annotations

import json
import os
import shutil
from datetime import date
from pathlib import Path

import pytest
from integrations.conftest import run_memdir


def setup_project(tmp_path):
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    env = {**os.environ, "COLUMNS": "160"}
    for name, text in (("prefer-pytest", "Always write tests with pytest"),
                       ("no-friday-deploys", "Never deploy on Fridays")):
        done = run_memdir("add", name, "-d", text, "--type", "feedback", cwd=project,
                          env=env)
        assert done.returncode == 0, done.stderr
    for query in ("write a pytest test", "what is for lunch?"):
        run_memdir("recall", query, cwd=project, env=env)
    return project, env


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, Path]:
    return {"folder": tmp_path_factory.mktemp("stats-made")}


@pytest.fixture
def used_project(made, tmp_path) -> tuple[Path, dict[str, str]]:
    """`setup_project`'s project and usage log, made by its real commands once a module (in
    the first test's environment) and copied for each test that reads them where they are
    not (``--here`` reads the project's own path in the log: its test makes its own)."""
    if "project" not in made:
        project, env = setup_project(made["folder"])
        made["project"] = project
        made["home"] = shutil.copytree(env["MEMDIR_HOME"], made["folder"] / "home")
    project = shutil.copytree(made["project"], tmp_path / "proj")
    env = {**os.environ, "COLUMNS": "160"}
    shutil.copytree(made["home"], env["MEMDIR_HOME"], dirs_exist_ok=True)
    return project, env


def test_stats_shows_recalls_writes_and_store_size(used_project):
    project, env = used_project
    shown = run_memdir("stats", cwd=project, env=env)

    assert shown.returncode == 0, shown.stderr
    assert "recalls" in shown.stdout and "turn ends and writes" in shown.stdout
    assert "model calls" in shown.stdout
    assert "store size now: project 2 records" in shown.stdout
    report = json.loads(run_memdir("stats", "--json", cwd=project, env=env).stdout)
    [today] = report["periods"]
    assert today["key"] == date.today().isoformat()
    assert (today["recalls"], today["recalled_nothing"], today["written"]) == (2, 1, 2)
    assert report["stores"]["project"] == 2 and report["accounting"] == "on"


def test_stats_here_and_by_session(tmp_path):
    project, env = setup_project(tmp_path)
    other = tmp_path / "other"
    (other / ".git").mkdir(parents=True)
    run_memdir("recall", "pytest", cwd=other, env=env)

    here = json.loads(run_memdir("stats", "--json", "--here", cwd=project, env=env).stdout)
    assert here["total"]["recalls"] == 2
    everywhere = json.loads(run_memdir("stats", "--json", cwd=project, env=env).stdout)
    assert everywhere["total"]["recalls"] == 3
    sessions = json.loads(run_memdir("stats", "--json", "--by", "session", cwd=project,
                                     env=env).stdout)
    assert sessions["by"] == "session" and len(sessions["periods"]) >= 2


def test_an_80_column_table_by_session_cuts_no_number_and_no_header(used_project):
    # Claude Code's session ids are 36 characters: the table by session was wider than
    # 80 columns and rich cut its numbers and headers instead ("1368…", "recor…").
    project, env = used_project
    env = {**env, "COLUMNS": "80", "MEMDIR_SESSION": "8c2f5e0a-4b1d-4e7a-9c3f-2d6b8a1e5f70"}
    log = next((Path(env["MEMDIR_HOME"]) / "usage").glob("*.jsonl"))
    events = [json.loads(line) for line in log.read_text("utf-8").splitlines()]
    log.write_text("".join(json.dumps({**e, "session": env["MEMDIR_SESSION"]}) + "\n"
                           for e in events), encoding="utf-8")
    shown = run_memdir("stats", "--by", "session", cwd=project, env=env)

    assert shown.returncode == 0, shown.stderr
    assert "…" not in shown.stdout
    assert all(len(line) <= 80 for line in shown.stdout.splitlines())
    header = next(line for line in shown.stdout.splitlines() if "proposed" in line)
    assert header.split()[-4:] == ["written", "proposed", "refused", "records"]


def test_bad_since_and_an_empty_log(tmp_path):
    bad = run_memdir("stats", "--since", "last week", cwd=tmp_path)
    assert bad.returncode == 1
    assert "--since takes a date like 2026-12-01, not 'last week'." in bad.stderr
    empty = run_memdir("stats", "--since", "2026-01-01", cwd=tmp_path)
    assert empty.returncode == 0 and "Nothing recorded in that time." in empty.stdout


def test_a_call_whose_tokens_the_server_never_said_costs_unknown_not_zero(tmp_path):
    # `memdir chat` streams its answers; an OpenAI-compatible server at OPENAI_BASE_URL is
    # not asked for usage (not every one accepts the option), so the call came back with
    # no token counts and `memdir stats` priced it at $0.0000.
    from wire_servers import OpenAIWireServer

    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    with OpenAIWireServer() as server:
        server.answer("Hello.")
        env = {**os.environ, "COLUMNS": "160", "MEMDIR_PROVIDER": "openai",
               "OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": server.url}
        done = run_memdir("chat", "--mode", "pull", "-p", "hi", "--json", cwd=project,
                          env=env)
        assert done.returncode == 0, done.stderr
    report = json.loads(run_memdir("stats", "--json", cwd=project, env=env).stdout)
    chat = report["total"]["models"]["chat"]
    assert (chat["calls"], chat["input_tokens"], chat["cost"]) == (1, 0, 0)
    assert chat["unmetered_calls"] == 1 and report["total"]["unmetered_calls"] == 1
    shown = run_memdir("stats", cwd=project, env=env).stdout
    assert "$0.0000+?" in shown and "$0.0000 " not in shown
    assert "1 call(s) answered without the provider saying how many tokens" in shown


def test_the_trend_of_recalls_counts_whole_recalls(tmp_path):
    # The bar of each day said "2.0" recalls.
    from datetime import timedelta

    home = tmp_path / "home"
    usage = home / "usage"
    usage.mkdir(parents=True, mode=0o700)
    today = date.today()
    for day, recalls in ((today - timedelta(days=1), 2), (today, 1234)):
        lines = [json.dumps({"t": 0, "kind": "recall", "ms": 1.0, "hits": 1, "session": "s"})
                 for _ in range(recalls)]
        (usage / f"{day.isoformat()}.jsonl").write_text("\n".join(lines) + "\n")
        (usage / f"{day.isoformat()}.jsonl").chmod(0o600)
    env = {**os.environ, "MEMDIR_HOME": str(home), "COLUMNS": "120"}
    shown = run_memdir("stats", cwd=tmp_path, env=env)
    assert shown.returncode == 0, shown.stderr
    trend = shown.stdout.split("recalls per day")[1].split("store size now")[0]
    assert trend.rstrip().endswith("1,234") and " 2\n" in trend and ".0" not in trend
