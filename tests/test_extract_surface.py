"""How a sentence is typed does not change what offline extraction hears in it (#24).

An opener ("btw,", "Heads up:", "对了,", "提醒一下:", "あと、", "念のため、"), lower case,
curly apostrophes, "do not" for "don't", laughter or a softening particle at the end
("哈", "www", "…くださいね"), and ASCII punctuation in Chinese or Japanese text: each
lasting sentence below is heard with every such spelling, and each one-off or chatty
sentence stays out with every one.
"""

from __future__ import annotations

import re

import pytest

from memdir.pipeline.admission.policy import decide, find_temporary_marker
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.surface import as_said


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


EN_SPELLINGS = (
    lambda t: "btw, " + _lower_first(t),
    lambda t: "Also, " + _lower_first(t),
    lambda t: "Heads up: " + t,
    lambda t: "Just so you know, " + _lower_first(t),
    lambda t: "FYI: " + t,
    lambda t: "Note: " + t,
    lambda t: t.lower(),
    lambda t: t.replace("'", "\u2019"),
    lambda t: re.sub(r"\b([Dd])on't\b", r"\1o not", t),
    lambda t: t.rstrip(".") + " lol",
)
ZH_SPELLINGS = (
    lambda t: "对了," + t,
    lambda t: "对了，" + t,
    lambda t: "说一下，" + t,
    lambda t: "提醒一下：" + t,
    lambda t: "顺便说一下，" + t,
    lambda t: t.rstrip("。") + "哈",
    lambda t: t.rstrip("。") + "哈哈",
    lambda t: t.replace("，", ",").replace("。", "."),
)
JA_SPELLINGS = (
    lambda t: "あと、" + t,
    lambda t: "念のため、" + t,
    lambda t: "一応、" + t,
    lambda t: "ちなみに、" + t,
    lambda t: t.rstrip("。") + "www",
    lambda t: t.replace("、", ",").replace("。", "."),
)

EN_LASTING = (
    "We deploy with Argo CD, never by hand.",
    "Don't add emojis to commit messages.",
    "I'm the only designer on the team, so explain backend terms.",
    "The incident runbooks live on Confluence, under SRE/runbooks.",
    "Prefer composition over inheritance in the domain layer.",
)
EN_ONE_OFF = (
    "Don't push anything until I've reviewed it.",
    "Rename fetchUser to loadUser in api.ts.",
    "Thanks, that fixed it!",
    "Skip the linter for the rest of this session.",
)
ZH_LASTING = (
    "我们的镜像都推到阿里云的仓库，别推 Docker Hub。",
    "以后日志统一用 structlog 打。",
    "我是做数据分析的，不太懂前端。",
    "提交前先跑一遍 pre-commit。",
)
ZH_ONE_OFF = (
    "把 utils.py 里的 parse_date 改个名。",
    "今天先别合并这个分支。",
    "辛苦了，今天就到这儿。",
)
JA_LASTING = (
    "コミットメッセージは英語で書いてください。",
    "API のレスポンスは snake_case で統一しています。",
    "私はインフラ担当で、フロントはあまり詳しくありません。",
    "本番のデータベースには直接つながないでください。",
)
JA_ONE_OFF = (
    "このファイルの型エラーを直してください。",
    "今日はテストをスキップしてください。",
    "お疲れさまです、今日はここまでにしましょう。",
)


LANGUAGES = {
    "en": (EN_SPELLINGS, EN_LASTING, EN_ONE_OFF),
    "zh": (ZH_SPELLINGS, ZH_LASTING, ZH_ONE_OFF),
    "ja": (JA_SPELLINGS, JA_LASTING, JA_ONE_OFF),
}
CASES = [pytest.param(lang, text, i, lasting, id=f"{lang}-{text[:24]}-{i}")
         for lang, (spellings, lasting_ones, one_offs) in LANGUAGES.items()
         for lasting, texts in ((True, lasting_ones), (False, one_offs))
         for text in texts for i in range(len(spellings))]


@pytest.mark.parametrize("lang,text,spelling,lasting", CASES)
def test_how_a_sentence_is_typed_does_not_change_the_answer(lang, text, spelling, lasting):
    retyped = LANGUAGES[lang][0][spelling](text)
    assert _stored(text) is lasting  # as typed plainly
    assert _stored(retyped) is lasting, retyped


@pytest.mark.parametrize("text", [
    "あとでテストを書いてください。",      # あとで: later, not the opener あと
    "还有一个问题没解决。",               # 还有 + no comma: there is one more problem
    "另外一个数据库还在用 MySQL 5.7。",    # another database
])
def test_words_that_only_look_like_openers_are_kept(text):
    said = as_said(text)
    assert said[:2].casefold() == text[:2].casefold(), said


def test_laughter_alone_and_talk_with_desu_ne_stay_talk():
    for text in ("哈哈哈", "lol", "www", "勘弁してほしいですね。", "いつも会議が長いんですよね。"):
        assert not _stored(text), text


def test_a_curly_apostrophe_keeps_a_temporary_scope_on_every_write_path():
    assert find_temporary_marker("Skip the e2e suite until I\u2019m back.")
    assert find_temporary_marker("Skip the e2e suite until I'm back.")
