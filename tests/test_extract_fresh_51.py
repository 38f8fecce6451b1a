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


# One holiday period is one occasion, on every write path (`admission/occasion.py`).
@pytest.mark.parametrize("text", [
    "Over Christmas every carpet fitting confirmation should say we're back on the 5th.",
    "Over the holidays, every order email should say dispatch resumes on the 3rd.",
    "During the Easter holidays, always tell customers the shop opens at ten.",
    "Over half term, always tell parents the club is closed.",
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


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
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
# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
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
# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
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
