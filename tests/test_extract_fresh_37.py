"""The classes fresh_37's rule misses and noise showed, each in en/zh/ja beside look-alikes
that must stay out.

Facts said in plain words (what the user's business is and has, who comes to it and how
many it reaches, an old machine kept off the network, who built the system, what the
product must run on, what the user is in charge of, the hours they have, an exam ahead);
a default with its exception ("unless I explicitly ask"), every piece of a kind the agent
makes, an instruction over every one of a kind, a form for every entry (…里,…都跟上),
Rust's ``?`` named in a sentence; and the set phrases of thanks and goodwill that hold a
lasting word (いつもありがとうございます, 今後ともよろしく). What must be heard is heard by
the rules alone, without the learned second opinion.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract.sentences import sentences


@pytest.mark.parametrize("text", [
    # what the business is, what it has, its trade said of "we"
    "We're a three-person bookbinding business.",
    "we're a small family bakery",
    "我们是做外贸的,客户大多在中东。",
    "我們診所一共三位醫師。",
    "我们店只卖现烤面包。",
    "うちは予約制の美容室で、スタッフは私を入れて三人です。",
    # who comes to it, by share, and how many it reaches
    "Most of our clinic's patients are over sixty.",
    "Half of our listeners are farmers.",
    "读者大部分是在校大学生。",
    "家长八成是双职工。",
    "会員さんの八割が六十代以上です。",
    "The bulletin goes out to about 1,200 subscribers.",
    "简报每期寄给三百多户会员。",
    "会報は約400世帯に配っています。",
    # an old machine, off the network; an old system still run; who built it
    "The lab's spectrometer PC still runs Windows 7.",
    "The lab's control PC can't go on the network.",
    "这台工控机不能联网,数据靠 U 盘拷。",
    "制御用の PC はネットにつながりません。",
    "工单系统是外包做的,数据库至今还是 Oracle 11g。",
    "The booking site was built by an outside agency in 2016.",
    "这个排班系统是供应商做的。",
    "十年前に外注で作ったシステムをまだ使っています。",
    "このアプリは五年前に外部のベンダーが作ったものです。",
    # what the product must run on
    "The kiosk app has to run on ten-year-old Android tablets.",
    "游戏必须在千元机上流畅运行。",
    "展示用のアプリは古い iPad で快適に動く必要があります。",
    # what the user is in charge of, the hours they have, an exam ahead
    "我负责的是全市的配送路线。",
    "My job here is the rota for twelve parcel outlets.",
    "私が担当しているのは、訪問看護ステーションの記録システムです。",
    "我白天上班,只有周末能改这个网站。",
    "I can only get to the computer in the evenings.",
    "仕込みがあるので、パソコンを触れるのは夕方からです。",
    "明年要考注册会计师。",
    "I'm sitting the bar exam next year.",
    "来年の司法書士試験を受ける予定です。",
    # the shop's peak hours are no time of today
    "我们店只做早餐,高峰在早上七点以前。",
])
def test_the_fresh_37_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a default with its exception
    "Write the summaries in plain English unless I specifically ask for legal terms.",
    "报告里金额都用万元,除非我明确说要精确到元。",
    "特に指示がない限り、見積書の金額は税込で書いてください。",
    # every piece of a kind the agent makes
    "Use metric units, and stick to them in anything you draft for me.",
    "你写的所有脚本都要加上 set -e。",
    "作ってもらう資料は全部 A4 縦でお願いします。",
    # an instruction over every one of a kind, its verb first
    "Label every axis with its unit.",
    "Round every currency amount to two decimals.",
    # a form for every entry of a kind of document (and 注明日期 is no "tomorrow")
    "病历里,诊断后面都注明日期。",
    "发票备注里,金额后面都标明币种。",
    # Rust's ? named in a sentence is no question mark
    "Rust 里别用 unwrap,统一用 ? 把错误往上抛。",
    "Rust のコードでは unwrap を使わず、 ? で返してください。",
    "In Rust, use the ? operator instead of unwrap.",
    # a rule beside a set phrase keeps its own words
    "今後ともよろしくお願いします。返信は必ず日本語でお願いします。",
    "As always, reply in English.",
    "Thanks, and always run the linter before pushing.",
    "以后多用中文回复。",
    "いつも日本語で返信してください。",
])
def test_the_fresh_37_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # set phrases of thanks and goodwill
    "いつもありがとうございます。",
    "いつもお世話になっております。",
    "今後ともよろしくお願いいたします。",
    "これからもよろしくお願いします!",
    "以后也请多多关照!",
    "一直以来谢谢你的帮助。",
    "Thanks as always!",
    "Always a pleasure working with you.",
    "As always, thanks for the quick turnaround.",
    # an exception that is no default, what the agent made, the things at hand
    "I won't know unless I ask her.",
    "Thanks for everything you wrote yesterday.",
    "你刚才写的所有代码都有问题。",
    "Fix every typo in this file.",
    "Check every link on this page.",
    "这个表里,每行后面都跟上备注。",
    "这样行吗 ? 我觉得还行",
    # what the business is this moment, a state of the things at hand
    "We're a business day away from the deadline.",
    "We're a bit behind.",
    "我们是开玩笑的。",
    "我们馆有八面旗子被风吹倒了。",
    "Most of our tests are flaky.",
    "Most of our jobs are failing.",
    "檀家さんの半分がまだ返事をくれていません。",
    "This email goes to the whole team, so keep it short.",
    "I can't get online at the hotel.",
    "The fix was made by me.",
    "ベンダーが作った資料を確認してください。",
    "This script has to run on staging first.",
    # the work at hand, today, a test tomorrow, an hour of today
    "我负责的是这个 bug 吗?",
    "我负责的是这块,帮我看看。",
    "今天只有下午能看。",
    "今日はパソコンを触れるのは夕方からです。",
    "明天要考试,好紧张。",
    "早上八点前把报告发我。",
    "晚上九点以后别给我发消息了。",
])
def test_look_alikes_of_the_fresh_37_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


def test_rusts_question_mark_is_no_sentence_end() -> None:
    assert sentences("Rust 代码里不要用 unwrap,要么用 ? 往上抛。") == [
        "Rust 代码里不要用 unwrap,要么用 ? 往上抛。"]
    assert sentences("这样行吗 ? 我觉得还行") == ["这样行吗 ?", "我觉得还行"]
    assert sentences("行吗?我觉得行") == ["行吗?", "我觉得行"]


def test_an_hour_of_every_day_is_no_time_of_today() -> None:
    assert find_temporary("单量高峰在晚上九点以后") is None
    assert find_temporary("只有晚上十点以后能学两个小时") is None
    assert find_temporary("早上八点前把报告发我") == "早上八点前"
    assert find_temporary("10点以后再说") == "10点以后"
    assert find_temporary("诊断后面都注明日期") is None
    assert find_temporary("明日までにお願いします") == "明日"
