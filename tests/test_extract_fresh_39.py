"""The classes fresh_39's misses and noise showed (everyday work beyond software), each in
en/zh/ja beside look-alikes that must not change.

Noise: a time the message named, pointed back at ("Don't open PRs against main before then",
在那之前, それまでに); a question asked of what one forgot (…んでしたっけ, 来着).

Rule misses: a dislike of a kind of wording with what to write instead ("I can't stand
quotes that say 'from $40' - give…", 我受不了那种…的开头,写…就行, …苦手なんだよね。…で返して);
Japanese manner with お願い or a bare verb of replying (短めにお願いします, 普通の丁寧語くらいで
返して), a prohibition in passing and what instead (…は足さないで、…なら言い切りで); today's
things in a routine of every day (每天早上我问今天的预约时…); every Y in a kind of X and how
it is written (Go 代码里的 error message 都小写开头); every piece of a kind of the user's own
work named first ("For my translation jobs, …"). The user's trade in plain words
(`memdir.pipeline.extract.trade`): a verb of a trade ("I translate Portuguese into
English"), the job at a place (我在一家小牙科诊所做前台, 歯科医院で受付をしていて), how much per
year, who does it with the user (妻とふたりでやっていて), how many the choir or the guesthouse
has (我们合唱团四十来个人, 我们民宿一共六间房), the family's place (家里的果园在…), a routine on a
weekday's part ("we rehearse Tuesday nights"), where the records are kept ("lives in a Google
Sheet"), background said first. What must stay out stays out with the learned second
opinion and on the rules alone; what must be heard is heard by the rules alone.
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
    # look-alikes of the facts: the trade's work of one day, the place today
    "I shoot the ceremony tomorrow, so keep replies short.",
    "I teach a class this afternoon, reply later.",
    "我现在翻译这段,等一下。",
    "今ピアノを教えています。",
    "I'm at the clinic today, reply short.",
    "我今天在店里帮忙,晚点回。",
    "今日は妻とふたりで出かけています。",
    # what happened once, how many came today, what went wrong
    "We lost two customers a week last month.",
    "我们合唱团今天来了四十个人。",
    "我们店五个人都病了。",
    "The choir has two concerts left.",
    "家里的网今天又断了。",
    "We rehearsed Tuesday night and it went badly.",
    "We're rehearsing Tuesday night this week, so skip the email.",
    "The bug lives in a React hook.",
])
def test_look_alikes_of_the_fresh_39_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# Look-alikes of the classes' later extensions (a business the user and a partner run, a
# café among the places of work, a weekly routine with a comma): asserted on both paths, but
# outside the literal list above, which the shipped model was trained with.
@pytest.mark.parametrize("text", [
    "My wife and I run the stall alone today, so keep it short.",
    "今日は駅前のカフェで作業をしています。",
    "練習は今週だけ火曜の夜です。",
])
def test_look_alikes_of_the_fresh_39_extensions_are_not_heard(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # a dislike of a kind of wording, then what to write instead
    "I can't stand emails that open with 'Dear valued customer' - just use their first name.",
    "I hate replies that start with 'Great question'; get to the point.",
    "我最烦那种“亲爱的用户”开头,直接写“您好”就行。",
    "我讨厌这种“宝子们”的叫法,称呼“大家”就好。",
    "カタカナ語を多用するの苦手なんだよね。日本語で言い換えて。",
    "長い前置きは苦手なんだよね。結論から書いて。",
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


@pytest.mark.parametrize("text", [
    # the trade as a verb of work
    "I translate Portuguese into English, mostly legal contracts.",
    "I tutor maths to secondary school kids.",
    "I repair vintage bikes out of my garage.",
    "我主要翻译游戏和动漫字幕。",
    "平日は子ども向けにピアノを教えています。",
    # the job at a place
    "I run the front desk at a four-dentist practice in Leeds.",
    "I work the till at a bakery on weekends.",
    "My wife and I run a small B&B in Cornwall.",
    "駅前のカフェでバリスタをしています。",
    "我在一家小牙科诊所做前台。",
    "我在一家民宿当管家。",
    "港区の小さな歯科医院で受付をしています。",
    "駅前の薬局で事務をやっています。",
    "町内会の会計も任されています。",
    # how much per year or week, who does it with the user
    "My partner and I shoot about thirty weddings a year.",
    "We repair around forty bikes a week in summer.",
    "我们一年大概拍三十场婚礼。",
    "年に30組ほど撮影しています。",
    "ウェディング撮影は妻とふたりでやっています。",
    "店は母と二人で回しています。",
    "It's just my wife and me.",
    "婚礼跟拍就我和我老婆两个人。",
    # how many the organisation has, the family's place
    "The choir has about sixty members.",
    "Our farm has 120 cows.",
    "我们合唱团四十来个人。",
    "我们民宿一共六间房。",
    "我们农场一共两百头牛。",
    "合唱団は35人くらいです。",
    "家里的果园在四川蒲江,主要种猕猴桃。",
    "家里的茶园在福建安溪。",
    "実家は長野でりんご農園をやっています。",
    "我家开了个小超市,我帮着看店。",
    # a routine on a weekday's part, where the records are kept, background said first
    "We rehearse Tuesday nights in a church hall.",
    "I'm at the farmers' market on Saturday mornings.",
    "我们每周四晚上排练。",
    "練習は毎週土曜の午後です。",
    "練習は毎週火曜の夜、公民館でやっています。",
    "Stock for the bike shop lives in a Google Sheet.",
    "Bookings are kept in an Excel file.",
    "库存都记在一个 Excel 表里。",
    "在庫はGoogleスプレッドシートで管理しています。",
    "Quick bit of background: the hotel has fourteen rooms and no restaurant.",
    "A bit of context: we're a two-person bakery.",
])
def test_the_fresh_39_facts_are_heard(rules_alone: None, text: str) -> None:
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
