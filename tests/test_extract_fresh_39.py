"""The classes fresh_39's noise and directive misses showed, each in en/zh/ja beside
look-alikes that must not change.

Noise: a time the message named, pointed back at ("Don't open PRs against main before then",
在那之前, それまでに); a question asked of what one forgot (…んでしたっけ, 来着).

Rule misses: a dislike of a kind of wording with what to write instead ("I can't stand
quotes that say 'from $40' - give…", 我受不了那种…的开头,写…就行, …苦手なんだよね。…で返して);
Japanese manner with お願い or a bare verb of replying (短めにお願いします, 普通の丁寧語くらいで
返して), a prohibition in passing and what instead (…は足さないで、…なら言い切りで); today's
things in a routine of every day (每天早上我问今天的预约时…); every Y in a kind of X and how
it is written (Go 代码里的 error message 都小写开头); every piece of a kind of the user's own
work named first ("For my translation jobs, …"). What must stay out stays out with the
learned second opinion and on the rules alone; what must be heard is heard by the rules
alone.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract.sentences import sentences


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # a time the message named, pointed back at
    "Don't open PRs against main before then, drafts only.",
    "Don't merge anything into main before then.",
    "在那之前别合并到 main。",
    "それまでにmainにマージしないでね。",
    # a question of what one forgot
    "チェックインって何時だったっけ",
    "請假要提前幾天來著",
    "那个库的版本号是多少来着",
    # look-alikes of the directives: a dislike with nothing to write instead
    "我讨厌这种天气,热死了。",
    "I can't stand this heat.",
    "雨の日は苦手なんだよね。",
    "I hate it when the printer jams.",
    # one person asked, a time, one thing to do; a report of a step left out
    "田中さんにお願いします。",
    "あとで返して。",
    "このメールを英語で書いて。",
    "テストを書かないで、そのままデプロイしちゃった。",
    "朝ごはん食べないで、会社に来ちゃった。",
    # today's things with no routine of every day
    "今天的预约按医生分组列出来。",
    "今日の予約は医師ごとに並べてください。",
    "Today's appointments: group them by dentist.",
    # what the things in a kind did or are, this once
    "代码里的测试都挂了。",
    "日志里的报错都是超时。",
    "For my jobs today, skip the summary.",
])
def test_look_alikes_of_the_fresh_39_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # a dislike of a kind of wording, then what to write instead
    "I can't stand emails that open with 'Dear valued customer' - just use their first name.",
    "I hate replies that start with 'Great question'; get to the point.",
    "我最烦那种“亲爱的用户”开头,直接写“您好”就行。",
    "我讨厌这种“宝子们”的叫法,称呼“大家”就好。",
    "カタカナ語を多用するの苦手なんだよね。日本語で言い換えて。",
    "絵文字だらけの文章は苦手なんですよね。普通に書いてください。",
    # manner with お願い, a bare verb of replying, a prohibition in passing and what instead
    "簡潔にお願いします。",
    "お知らせは、丁寧にお願いします。",
    "ため口で返して。",
    "返信に「させていただきます」は使わないで、「します」で。",
    "見出しに絵文字は付けないで、記号だけにしてください。",
    # today's things in a routine of every day
    "每天晚上我问今天的销售额时,按商品分类列出来。",
    "毎朝、今日の予約を聞いたら医師ごとに分けて並べてください。",
    "Every evening when I ask for today's orders, list the late ones first.",
    # every Y in a kind of X and how it is written
    "日志里的时间都带时区。",
    "SQL 里的关键字都大写。",
    "Keywords in SQL are always upper-case.",
    "SQL のキーワードは全部大文字で書きます。",
    # every piece of a kind of the user's own work, named first
    "For my translation jobs, keep the source's line breaks.",
    "For all my wedding clients, send the gallery link within two weeks.",
    "我接的翻译活儿,一律保留原文排版。",
    "翻訳の案件では、原文の書式をそのまま残してください。",
])
def test_the_fresh_39_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


def test_todays_things_in_a_routine_of_every_day_are_not_one_days() -> None:
    assert find_temporary("每天早上我问今天的预约时,按医生分组列出来") is None
    assert find_temporary("毎朝、今日の予約を聞いたら医師ごとに並べて") is None
    assert find_temporary("今天的预约按医生分组列出来") == "今天"
    assert find_temporary("每天早上都跑测试,今天先别跑") is not None
    # the sentence is not split at the comma before 今日の when 毎朝 takes it back
    assert sentences("毎朝、今日の予約を聞いたら医師ごとに分けて並べてください。") == [
        "毎朝、今日の予約を聞いたら医師ごとに分けて並べてください。"]


def test_a_time_named_before_is_one_that_ends() -> None:
    assert find_temporary("Don't open PRs against main before then.") == "before then"
    assert find_temporary("在那之前别合并") is not None
    assert find_temporary("I cook after work and I'm wiped out by then.") is None
