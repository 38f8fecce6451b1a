"""What `memdir extract` prints: every decision kind a write can have, and every sentence
offline extraction skipped with its reason."""

from __future__ import annotations

import json
import typing

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.cli.pipeline import DECISION_VERBS
from memdir.pipeline.admission.policy import Action


@pytest.fixture
def project(tmp_path, monkeypatch, isolated_env):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def transcript(path, *texts: str):
    path.write_text("".join(json.dumps({"type": "user", "message": {
        "role": "user", "content": t}}) + "\n" for t in texts), encoding="utf-8")
    return str(path)


def test_every_action_a_decision_can_have_has_words():
    assert set(typing.get_args(Action)) == set(DECISION_VERBS)


def test_a_policy_that_proposes_prints_the_proposals(project):
    assert run("init").exit_code == 0
    settings = project / ".memdir" / "settings.json"
    settings.parent.mkdir(exist_ok=True)
    settings.write_text(json.dumps({"policy": {"user": {"feedback": "propose"}}}),
                        encoding="utf-8")
    result = run("extract", transcript(project / "t.jsonl", "以后注释一律用英文写。"))
    assert result.exit_code == 0, result.output
    assert "proposed for review:" in result.output
    assert "Traceback" not in result.output


def test_skipped_sentences_are_listed_with_their_reason(project):
    assert run("init").exit_code == 0
    result = run("extract", transcript(
        project / "t.jsonl",
        "Please always use tabs in this repo. For now, skip the integration tests. "
        "Thanks! Why is the build slow? The password is hunter2hunter2."))
    out = result.output
    assert "stored:" in out
    assert "skipped: 'For now, skip the integration tests.' - temporary" in out
    assert "skipped: 'Thanks!' - small talk" in out
    assert "skipped: 'Why is the build slow?' - a question" in out
    assert "secrets are never stored" in out and "hunter2" not in out


@pytest.mark.parametrize("text", ["コミットメッセージは英語で書いてください。", "请用中文回复我。",
                                  "Please always use tabs in this repo."])
def test_plain_requests_are_heard(project, text):
    assert run("init").exit_code == 0
    result = run("extract", transcript(project / "t.jsonl", text))
    assert "stored:" in result.output, result.output


def test_an_unrelated_directive_sharing_a_time_word_is_a_new_memory(project):
    # Extracted records say "User said: ..."; that label was taken for a shared subject.
    assert run("init").exit_code == 0
    run("extract", transcript(project / "a.jsonl", "以后注释一律用英文写。"))
    result = run("extract", transcript(project / "b.jsonl", "以后改用 pnpm 管理依赖。"))
    assert "stored:" in result.output and "updated:" not in result.output
    names = {r["name"] for r in json.loads(run("ls", "--json").output)}
    assert len(names) == 2


def test_the_same_sentence_gets_the_same_answer_from_save_and_extraction(project):
    from memdir.pipeline.extract import candidate_from_text
    from memdir.service.memory import Memory
    from memdir.store.files.store import FileStore

    for text in ("目前先不要跑集成测试", "这一次别跑测试", "今天先别部署",
                 "今日はテストをスキップして"):
        store = FileStore(project / text / ".memory")
        with Memory(store, user=False, provider="offline") as memory:
            decision, _ = memory.save(candidate_from_text(text, "feedback"))
        assert decision.action == "reject" and "temporary" in decision.reason.lower(), text
        assert "temporary" in __import__("memdir.pipeline.extract.rules",
                                         fromlist=["judge"]).judge(text)


SCRIPTED_EXTRACT = """
import json, sys
import memdir.providers as providers
from memdir.testing import ScriptedProvider
answer = json.dumps([{"name": "password-hunter2hunter2", "type": "project",
                      "description": "the password is hunter2hunter2",
                      "body": "The password is hunter2hunter2.", "lifetime": "persistent",
                      "quote": "The password is hunter2hunter2."}])
providers.get_provider = lambda *a, **k: ScriptedProvider(answer)
from memdir.cli import cli
cli(sys.argv[1:])
"""


@pytest.mark.parametrize("as_json", [False, True])
def test_a_candidate_refused_for_a_secret_is_printed_without_its_name(project, as_json):
    import subprocess
    import sys

    path = transcript(project / "t.jsonl", "The password is hunter2hunter2.")
    args = [sys.executable, "-c", SCRIPTED_EXTRACT, "extract", path] + (
        ["--json"] if as_json else [])
    proc = subprocess.run(args, capture_output=True, text=True, timeout=60, cwd=project)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "hunter2" not in out
    if as_json:
        (decision,) = json.loads(proc.stdout)["decisions"]
        assert decision["action"] == "reject" and decision["name"] is None
        assert "secrets are never stored" in decision["reason"]
    else:
        assert "rejected: a candidate - " in out and "secrets are never stored" in out
