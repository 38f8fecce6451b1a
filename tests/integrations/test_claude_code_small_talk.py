"""Small talk injects no record: a prompt that shares no content word with any record
(README: a recalled record shares a content word with the request) gets no context from
the UserPromptSubmit hook, whatever everyday words it shares with them."""

from __future__ import annotations

import json

import pytest

from memdir.integrations import claude_code as cc

from .conftest import add, payload

_RECORDS = [
    ("parcel", "快递到了就放在门卫室"),
    ("lunch", "午饭吃了麻辣烫，太辣了"),
    ("keys", "上次钥匙忘了带"),
    ("code", "代码写完了"),
    ("home", "私の実家は福岡"),
    ("tea", "私は毎朝緑茶を飲む"),
    ("fishing", "彼は週末に釣りに行く"),
    ("shop", "他の店より駅前のパン屋が安い"),
    ("ci", "CIのビルドは約10分"),
    ("tests", "全テストをpytestで回す"),
    ("pytest", "Tests in this project use pytest"),
]


def prompt(project, tmp_path, text: str) -> str:
    data = payload("UserPromptSubmit", cwd=str(project),
                   transcript_path=str(tmp_path / "new-session.jsonl"), prompt=text)
    out, err = cc.run_hook(json.dumps(data), spawn=lambda args, cwd: None)
    assert err == ""
    return out


@pytest.fixture
def stored(project, project_store):
    for name, text in _RECORDS:
        add(project_store, name, text, type="user")
    return project


@pytest.mark.parametrize("text", [
    "你吃了吗？", "到了吗？", "我忘了", "完了完了", "迟到了，抱歉", "好了，走了",
    "私は何をすればいいですか？", "私の誕生日はいつですか？", "彼の名前を覚えていますか？",
    "他に何かありますか？", "How are you doing today?",
])
def test_small_talk_injects_nothing(stored, tmp_path, text):
    assert prompt(stored, tmp_path, text) == ""


@pytest.mark.parametrize(("text", "name"), [
    ("午饭吃了什么？", "lunch"),
    ("钥匙放哪了？上次忘了带", "keys"),
    ("Which runner do the tests use? pytest?", "pytest"),
    ("私の実家はどこでしたっけ？", "home"),
])
def test_a_request_sharing_a_content_word_still_gets_its_record(stored, tmp_path, text, name):
    assert f"project:{name}.md" in prompt(stored, tmp_path, text)
