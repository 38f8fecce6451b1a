"""The classes fresh_38's noise and rule misses showed, each in en/zh/ja beside look-alikes
that must not change.

Noise: praise of what the agent always does, with thanks ("You always catch the off-by-one
I miss. Thank you.", 你每次都这么耐心,谢谢啦, いつもながら説明がわかりやすくて助かります); a vow
or a wish about the user's own life, sighed (唉,以后再也不半夜上线了, 今後はもう…したくないなあ);
a habit stated as the background of the one-off after it (いつもはレビューを通してからマージして
ますが、今回は hotfix なので…; "The build server always goes down on Sunday nights. For tonight
just…"); a request on what the user pasted or attached (貼り付けた住所一覧から…); the dates of
one closure (休業日は 12 月 29 日から 1 月 3 日です). What must stay out stays out with the learned
second opinion and on the rules alone; what must be heard is heard by the rules alone.
"""

from __future__ import annotations

import pytest

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract import extract_offline


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


@pytest.fixture
def rules_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(learned, "models", lambda: {})


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # what the agent always does, praised with thanks
    "You always explain things so clearly. Thanks!",
    "you always spot the typo I miss, thank you",
    "你总是这么细心,谢谢!",
    "你每次都这么靠谱,多谢!",
    "いつも丁寧に答えてくれて助かります。",
    "いつもながら仕事が早くて助かります!",
    # a vow or a wish about one's own life, sighed
    "唉,以后再也不周五发版了。",
    "哎呀,以后再也不熬夜改 bug 了!",
    "これからはもう本番で直接作業したくないなあ。",
    "Ugh, I'm never deploying on a Friday again.",
    # a habit stated as the background of the one-off after it
    "Normally we squash-merge, but for this PR keep the individual commits.",
    "The staging box always reboots at midnight. For tonight just deploy to the spare one.",
    "平时都是先 review 再合并,这次直接合到 main。",
    "いつもは金曜にリリースしていますが、今回は木曜に出してください。",
    # a request on what the user pasted or attached
    "Sort the list I just pasted by last name.",
    "把我刚贴的日志看一下,找出报错原因。",
    "添付のファイルから、重複している行だけ抜き出してください。",
    "貼り付けたログから、エラーの行だけ拾ってください。",
    # the dates of one closure
    "We're closed from 24 December to 2 January.",
    "The office is closed Dec 24 through Jan 2.",
    "春节放假时间是 2 月 9 日到 2 月 17 日。",
    "12 月 29 日から 1 月 3 日まで休業します。",
])
def test_the_fresh_38_noise_classes_stay_out(text: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    assert not _stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # what the agent does, with no thanks, or a request with thanks
    "You always forget the type hints. Add them every time.",
    "Thanks! Always run the linter before pushing.",
    "你每次都这么写,以后别这样了。",
    "いつも日本語で返信してくれると助かります。",
    # a rule sighed is a rule
    "唉,以后别在半夜上线了。",
    "今後は締め切り前日に作業を入れないでください。",
    "Never deploy on a Friday.",
    # a habit said alone, asked, before what is no one-off, or a fact in its own words
    "いつもはレビューを通してからマージしています。",
    "平时都是先 review 再合并。",
    "Always review before merging, but this time push straight to main.",
    "The build server always goes down on Sunday nights. Plan releases around it.",
    "The nightly backup always runs at 2am. Tonight, skip it, I'm migrating the disk.",
    "普段は英語で書いていますが、今回だけ日本語でお願いします。",
    # a rule over every paste
    "ログを貼ったら、要点だけ教えてください。",
    "コードを貼り付けるときは、言語名を付けてください。",
    "Whenever I paste a stack trace, point to the first frame in our code.",
    # a span of dates with no closure, a closure of every week
    "会計年度は 4 月 1 日から 3 月 31 日までです。",
    "我们的财年是 4 月 1 日到次年 3 月 31 日。",
    "定休日は毎週水曜日です。",
])
def test_look_alikes_of_the_fresh_38_noise_classes_are_still_heard(rules_alone: None,
                                                                    text: str) -> None:
    assert _stored(text)


def test_one_closures_dates_are_temporary() -> None:
    assert (find_temporary("休業日は 12 月 29 日から 1 月 3 日です。")
            == "休業日は 12 月 29 日から 1 月 3 日")
    assert find_temporary("We're closed from 24 December to 2 January.") is not None
    assert find_temporary("The fiscal year runs from 1 April to 31 March.") is None
    assert find_temporary("会計年度は 4 月 1 日から 3 月 31 日までです。") is None
    assert find_temporary("日付は 3 月 2 日のように書いてください。") is None
