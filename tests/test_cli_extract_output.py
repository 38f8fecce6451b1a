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
