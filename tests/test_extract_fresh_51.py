"""The classes fresh_51's misses and noise showed, each in en/zh/ja where the language has it,
beside look-alikes that must not change; and the over-reaches of fresh_50's classes: one-off
requests heard as lasting (a place or a piece in the singular, one problem and where it is),
and a rule asked as a question with courtesy after it answered by which words of courtesy
were used.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract.facts import is_fact


@pytest.mark.parametrize("text", [
    # the round's own noise
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
    "京剧里甩水袖那个动作，我永远也学不会，哈哈。",
    "卓球の試合、もう二度と朝一番には出ません…眠すぎました。",
])
def test_the_fresh_51_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# One holiday period is one occasion, on every write path (`admission/occasion.py`; a rule of
# every holiday, always or never, lasts: tests/test_holiday_habit.py).
@pytest.mark.parametrize("text", [
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
    "Over the holidays, every order email should say dispatch resumes on the 3rd.",
    "春节放假的时候，所有订单回复都写初八发货。",
    "过年那几天，每个订单都备注初八发货。",
    "年末年始の間は、すべての返信に「1月5日から営業」と書いてください。",
    "お盆の間は、予約の返信に必ず休業日を入れてください。",
    "ゴールデンウィーク中は、予約の返信に必ず休業日を入れてください。",
])
def test_one_holiday_period_is_temporary_on_every_path(text: str) -> None:
    assert find_temporary(text)
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "Every Christmas, every order email should say dispatch resumes in January.",
    "At Christmas we always close for a week.",
    "每年过年的时候，所有回复都写初八恢复发货。",
    "毎年、お盆の間は、予約の返信に必ず休業日を入れてください。",
])
def test_a_holiday_of_every_year_is_still_heard(rules_alone: None, text: str) -> None:
    assert not find_temporary(text)
    assert stored(text)


# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    # one place or one piece, in the singular, with no comma: the thing at hand
    "On the train put the laptop in the overhead rack.",
    "On the draft put my name under the title.",
    "On the cover put the logo top left.",
    "On the bus keep your bag on your lap.",
    "Keep the intro like that - short, one joke max.",
    "Keep the email like that.",
    # one problem of the moment and where it is
    "The bug lives on a shared Trello board.",
    "The crash is logged in Sentry.",
    "The ticket lives on a shared Jira board.",
    "这个bug在共享的Trello看板上。",
    "そのバグはTrelloの共有ボードにあります。",
])
def test_one_off_requests_and_one_problem_stay_out(text: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "On the counter labels put the Polish name under the English one.",
    "On invoices put the VAT number at the bottom.",
    "On every invoice put the VAT number at the bottom.",
    "On all quotes put the VAT on its own line.",
    "keep the crazy golf socials like that - short, one joke max",
    "Keep the newsletters like that - short, one joke max.",
    "Our bug reports live on a shared Trello board.",
    "The rota lives on a shared Google Sheet.",
    "The runbook lives on Confluence.",
    "bug 报告都在共享的 Trello 看板上。",
    "バグはJiraで管理しています。",
])
def test_every_one_of_a_kind_and_where_records_live_are_still_heard(rules_alone: None,
                                                                    text: str) -> None:
    assert stored(text)


def test_where_one_problem_is_is_no_fact() -> None:
    assert not is_fact("The bug lives on a shared Trello board.")
    assert is_fact("Our bug reports live on a shared Trello board.")


# A rule asked with a question mark, then courtesy alone: one answer, a question, whatever the
# words of courtesy and the language (`asked.py`).
# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    "Could you always run the linter before committing? Thanks!",
    "Could you always run the linter before committing? Much appreciated.",
    "Could you always run the linter before committing? Appreciate it.",
    "Could you always run the linter before committing? That'd be great, thanks!",
    "以后每次提交前都帮我跑一下 linter，可以吗？谢谢！",
    "以后每次提交前都帮我跑一下 linter，可以吗？麻烦了。",
    "以后每次提交前都帮我跑一下 linter，可以吗？拜托了。",
    "今後は毎回、見出しに日付を入れていただけますか？ありがとうございます。",
    "今後は毎回、見出しに日付を入れていただけますか？お願いします。",
    "今後は毎回、見出しに日付を入れていただけますか？よろしくお願いいたします。",
    "今後は毎回、見出しに日付を入れていただけますか？助かります。",
    "今後はコメントを英語で書いてもらえますか？",
    "このファイル、直していただけますか",
])
def test_a_rule_asked_with_courtesy_after_it_stays_a_question(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # with its reason after it
    "Could you always put the VAT on its own line? Our accountant keeps missing it.",
    "以后每次报价都单独列一行增值税，可以吗？会计老是漏看。",
    "今後は毎回、見出しに日付を入れていただけますか？日付がないと探せないので。",
    # a Japanese ask with no mark at all (dictated), as with 。
    ("えっと、運転代行の、あの、予約の返信なんですけど、その、お客さんの車種と、えー、オートマかどうかを、"
     "毎回聞いといてもらえますか"),
    "今後はコメントを英語で書いてもらえますか",
    "今後はコメントを英語で書いてもらえますか。",
])
def test_a_rule_asked_with_its_reason_or_no_question_mark_is_heard(rules_alone: None,
                                                                   text: str) -> None:
    assert stored(text)


# What the user will never manage, and a vow with what it was like sighed after it: small talk.
# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    "这个和弦我这辈子都学不会了。",
    "I'll never get the hang of the waltz, haha.",
    "I'll never learn to roll my Rs lol.",
    "あの技は一生できない気がします笑",
    "乒乓球比赛再也不报早场了……困死了。",
    "ボウリング大会には、もう二度と出ません…腕が痛すぎました。",
])
def test_the_users_own_never_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "Never learn a new framework on a Friday.",
    "以后永远别在周五发版。",
    "二度と朝一番に予約を入れないでください…眠すぎました。",
    "今後は二度と朝一番の枠を入れないでください。",
])
def test_a_never_of_a_rule_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# The English rules-alone figure's step: what the user does (`doing.DOING_EN`) was heard only in
# the simple present of a verb outside a closed list; the present perfect, the progressive and
# a light verb with what makes it a doing are what the user does as well, with a sign it lasts.
@pytest.mark.parametrize("text", [
    # the round's own facts
    ("I go out foraging most weekends from September to November and sell chanterelles to two "
     "restaurants in Keswick. Can you help me put a price list together for them?"),
    "I've used a wheelchair full time since a climbing fall in 2019.",
    ("Saddle fitting bookings come in through Calendly, invoices go out of Xero, and I keep every "
     "horse's measurements in an Airtable base."),
    "Passed my level 2 🎿 so I'm teaching at the ski school in Morzine from December to April.",
    ("I've got a weather station on the shed roof that uploads to Weather Underground every five "
     "minutes."),
    ("We've been undertakers in Hexham for three generations - I do the arranging and my "
     "brother does the removals."),
    ("Correction from earlier: I'm not the crane operator, I'm the banksman - I guide the loads "
     "from the ground and talk him in on the radio."),
    # the classes in other words
    "I've kept bees since 2015.",
    "I've run the village shop for twenty years.",
    "I'm teaching at the primary school from September to July.",
    "I'm looking after my mum full time.",
    "I go running every morning before work.",
    "I do the bookkeeping for the family farm every month.",
    "I keep every client's measurements in a Google Sheet.",
    "We've been blacksmiths in the valley for four generations.",
    "I'm not a developer, I'm a product manager.",
])
def test_what_the_user_does_in_any_tense_is_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    "I've waited for the refund for three months.",
    "I've had a cold for two weeks.",
    "I've been off sick for three weeks.",
    "I've told you for years.",
    "I'm living in Leeds for a few months.",
    "I'm running the shop for three months while she's away.",
    "I keep my keys in the drawer.",
    "I'm not the one who broke it, I'm the one who found it.",
    "I've started ending every shower with three minutes of cold.",
])
def test_what_the_user_does_not_for_good_stays_out(text: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


# Every one of a kind done the way just said, or what it carries: a rule, the "that" pointing
# at the way, not at the work at hand (`lasting.LASTING_SCOPE`, `question.QUESTION_START`).
@pytest.mark.parametrize("text", [
    ("At the studio, every commission quote includes a £40 site visit fee that comes off the "
     "final bill. That's how we've run it since day one, so it goes in any quote you draft for "
     "me."),
    ("Fell race entries close a week before the race, except juniors, who can enter on the day. "
     "Word every race notice that way."),
    ("cheers 👌 do the parkrun volunteer rota like that every week - names in one column, roles "
     "in the other, no colours"),
    ("Trading standards rules at the mart, not mine: every lot description gives the cattle's "
     "age in months and the holding number. Every catalogue entry you write for me includes "
     "both."),
    ("刃物の鋼材名は日本語のあとに英語を括弧で、例：白紙二号（White Paper Steel #2）。"
     "海外向けの商品ページは全部これで。"),
    "Do the rota like that every week.",
    "Every email you write for me starts with the customer's name.",
    "That's how we've always done it.",
    "所有通知都照这个写。",
    "メルマガの記事は全部この形で。",
])
def test_every_one_of_a_kind_done_the_way_just_said_is_heard(rules_alone: None,
                                                            text: str) -> None:
    assert stored(text)


# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    "Every response includes an error.",
    "Every test failed.",
    "Do the kids need coats?",
    "Do the tests pass like that?",
    "Do the rota like that.",
    "Do the rota like that this week.",
    "Fix this one like that.",
    "这个通知就照这个写。",
    "このページはこれで。",
])
def test_one_piece_done_that_way_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


# The Chinese and Japanese facts and rules the rules missed, each a class.
@pytest.mark.parametrize("text", [
    # what to write, then what not (`lasting.CHOSEN_OVER`)
    "护林日志里发现火情的，时间精确到分钟，位置写林班号，不写大概方位。",
    "工单里填设备编号，不填设备名称。",
    # the household's work at a place (`doing.DOING_ZH`)
    "我家在西双版纳割橡胶，胶价看海南胶网，卖胶都收现金，账记在一个小本子上。",
    "我们家在山东种苹果。",
    # a licence passed, the user unsaid (`own_work`)
    "潜水教练证终于考下来了🐠 现在在三亚的潜店带学员。",
    "叉车证总算考到手了。",
    # only the parts just listed (`form.IN_ITS_ORDER`)
    "麻雀の成績メモ：日付／卓／点数／順位、それだけで。",
    "作業日報：日付・現場・作業内容、それだけで。",
    # who the user is put right, said as "not X but" (`own_work`)
    "さっき運転手と書きましたが、宅配のドライバーではなく、仕分けセンターで夜間の仕分けをしています。",
    # each kind of the work by its product, the last pair ending in です (`system`)
    "養鶏場の注文は食べチョク、顧客管理はkintone、配送はヤマトのクール便です。",
    "教室の予約はAirリザーブ、会計はfreeeです。",
])
def test_the_fresh_51_chinese_and_japanese_classes_are_heard(rules_alone: None,
                                                            text: str) -> None:
    assert stored(text)


# (a literal list of what does not last, as `benchmarks.hearing.look_alikes` reads them; this file
# joins its `LOOK_ALIKES` when the model is next trained: RESULTS item 66)
@pytest.mark.parametrize("text", [
    "这里写名字，不写日期。",
    "我家在装修，有点吵。",
    "这个证终于考下来了。",
    "麻雀のメモ、それだけで。",
    "さっき5時と書きましたが、5時ではなく、6時です。",
    "今日の注文は食べチョク、配送はヤマトです。",
])
def test_look_alikes_of_the_fresh_51_chinese_and_japanese_classes_stay_out(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


def test_identifiers_are_no_products_a_kind_of_the_work_goes_through(rules_alone: None) -> None:
    assert not stored("APNs の Key ID は 7QH4K2ZP9M、Team ID は 9X3B7KQ2LW です。")
