"""What offline extraction hears in a sentence by its mood and scope (#24).

Each class below was missed (or wrongly kept) by the rules that listed phrases: a
request in an indirect frame, a preference, a lasting permission or plain negative, a
universal subject, the user as subject of a verb of state, a convention of the team;
and on the other side temporary scopes other than "this time", tasks on one definite
thing, events, apologies. `judge` is the rule `memdir extract` applies to each sentence.
"""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.rules import judge


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


@pytest.mark.parametrize("text", [
    # a request inside a frame: the frame is the mood, the clause after it the rule
    "I'd like you to keep answers under ten lines.",
    "It would be great if you kept the changelog current.",
    "I'd appreciate it if you kept commit messages short.",
    "When writing shell scripts, quote every variable.",
    "返信は短めにしてほしいです。",
    "コメントは英語で。",
    # a preference
    "I like detailed commit messages.",
    "関数は短い方が好みです。",
    # a lasting permission or a plain negative
    "返事は丁寧語じゃなくていいです。",
    "eval は使わないで。",
    "No wildcard imports, ever.",
    # a universal subject
    "All new code needs tests.",
    "每个 PR 不超过 400 行。",
    # an embedded question inside a request
    "每次都说明一下改了哪些文件。",
    "コメントには「なぜ」を書いてください。",
])
def test_requests_in_any_mood_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "I live in Toronto.",
    "I speak Japanese natively.",
    "My OS is Arch Linux.",
    "I have ten years of Java experience.",
    "我住在北京。",
    "我会说日语和英语。",
    "我的系统是 Arch Linux。",
    "トロントに住んでいます。",
    "日本語が話せます。",
    "Rust を5年書いてきました。",
    "インフラチームに所属しています。",
    "Our frontend uses Svelte.",
    "提交信息遵循约定式提交。",
    "サービス間の通信は gRPC です。",
])
def test_facts_of_state_and_conventions_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "Skip the changelog until Monday.",
    "For the rest of the day, don't run the e2e tests.",
    "While I'm away, keep the branch as it is.",
    "During the migration, don't touch the schema.",
    "No new endpoints until the release is out.",
    "重构期间别改接口。",
    "等我回来再部署。",
    "周三之前别合并。",
    "这版发布之前别加依赖。",
    "金曜まではマージしないでください。",
    "会議中はデプロイしないでください。",
    "ひとまずテストは飛ばしてください。",
    "Keep the old endpoint until clients migrate.",
    "还不要推。",
])
def test_temporary_scopes_are_skipped_as_temporary(text):
    assert find_temporary(text)
    assert "temporary" in (judge(text) or "")
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    "Start the server.",
    "Push it.",
    "Keep going.",
    "Please check why the build is slow.",
    "把按钮改成蓝色。",
    "测试都过了。",
    "都可以。",
    "我觉得可以。",
    "誤字があったらすみません。",
    "ちょっと待ってください。",
    "Add error handling to the fetch call.",
    "给 fetch 调用加上错误处理。",
    "删掉没用的 import。",
    "缓存就用 Redis 吧。",
    "二つの関数に分けてください。",
    "Let's call it a day.",
])
def test_tasks_events_and_talk_are_skipped(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_wh_question_with_should_is_still_a_question():
    assert judge("我应该从哪个分支部署") == "a question"


def test_durable_habits_are_not_taken_for_temporary():
    # "before" and "every" scopes hold every time; a date before a verb of the work
    # at hand does not.
    assert judge("提交前先跑 lint 再跑测试。") is None
    assert find_temporary("每周五之前提交周报。") is None
    assert find_temporary("一旦测试失败就停止部署。") is None
    # "while you're"/"while we're" say when a rule applies, not that it is for now;
    # "while I'm" is the user's own absence or meeting.
    assert find_temporary("While you're writing tests, prefer fixtures.") is None
    assert find_temporary("While we're on Python 3.9, avoid match statements.") is None
