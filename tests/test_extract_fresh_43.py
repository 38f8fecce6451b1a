"""The classes fresh_43's misses and noise showed (front desks, back rooms, clubs and small
trades: a vet clinic, a hotel's night audit, admissions, a warehouse, a bookshop, a robotics
club, a council's counters), each in en/zh/ja where the language has it, beside look-alikes
that must not change.

Noise: the rest of one occasion ("For the rest of this audit, …"); until one event closes or
reopens ("Until clearing closes, …"); the days counted before one event ("For the two weeks
before the regional", 比赛前这一个月, 大会前の一週間は) or this many days (这十天, 这两周); the
period of one thing (確定申告の期間中は); "like this for now" (先这样); the old way back once
something is done, said after a clause ("once he's checked, back to normal", 等考场重新开放再
恢复, 3 月 15 日を過ぎたら元に戻して大丈夫です).

Rule misses: how a kind of thing is written, said tersely ("Weights in kilograms only in the
clinical notes", "Cue sheets in running order, not grouped by department", 材料清单：原件、复印件
分开列，每项标份数, 診察券番号は半角、ハイフンなし); a rule with its exception and how the exception
is done ("…, except the bulk racks - those are counted by the pallet"); a kind of work named
with 时 and a must (给学员发约车通知时，一定写上…). Facts: the team the user is in at its place
("I'm in the licensing team at the council"); one of a few who hold a role ("I'm one of two
admissions officers"); the user's own place of work described ("My studio's a converted box
room"); the user's business named in one word ("We're a secondhand bookshop in Hay"); what the
shop's stock mostly is (店里的旧书大部分是…); employment at a place (税理士事務所に勤めていて);
the job at a place's section or a club, said with a comma (市役所の市民課で、…の窓口をやって
います, 高専のロボコン部で顧問をしています).
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import OLD_WAY_BACK, find_temporary


@pytest.mark.parametrize("text", [
    # the round's own noise
    ("For the rest of this audit, always flag any room sold under £60. The GM thinks "
     "someone's been overriding rates; once he's checked, back to normal."),
    ("Until clearing closes, put the applicant's UCAS ID in the subject line of every reply "
     "you draft for me."),
    "招生咨询高峰这十天，回复都尽量控制在三句话以内。",
    "这两周先这样：以后凡是约科目二的都排上午，下午考场在装修，等考场重新开放再恢复。",
    "比赛前这一个月，每周日晚上提醒我检查一遍电池和备用零件。",
    ("確定申告の期間中は、ずっと返事を箇条書きだけにしてください。"
     "3 月 15 日を過ぎたら元に戻して大丈夫です。"),
    "大会前の一週間は、部員の作業ログを毎日まとめてください。",
    # the classes in other words
    "For the rest of this shift, always answer in Spanish.",
    "For the week before the exam, send me a revision plan every night.",
    "Until the shop reopens, send every order to me.",
    "Always copy me on refunds. Once the audit's done, back to normal.",
    "这三天，回复都用英文。",
    "考试前这两周，每天提醒我背单词。",
    "退款都抄送我。等审计结束再恢复。",
    "引っ越し前の三日間は、毎朝リマインドしてください。",
    "展示会の期間中は、返信を短くしてください。",
    "返金は全部私にCCしてください。月末を過ぎたら元に戻して大丈夫です。",
])
def test_the_fresh_43_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # look-alikes of the classes: one thing pointed at, a report of what was, a step at hand,
    # one occasion, a meeting of the moment, one of many, a state of the moment
    "This sheet in running order, please.",
    "Cue sheets in running order got lost in the move.",
    "The weights in kilograms were wrong yesterday.",
    "这个表：分开列。",
    "昨天的清单：原件、复印件分开列了。",
    "この番号は半角です。",
    "診察券番号は半角でした。",
    "Delete all the logs except the last one.",
    "Restart everything except the database - those are fine now.",
    "这次发报价时，一定写上有效期。",
    "刚才发通知时，一定是漏了车牌号。",
    "I'm on the team call right now.",
    "I'm one of two people who got the email.",
    "My office is a mess today.",
    "We're a bit behind this week.",
    "Most of our customers are angry today.",
    "店里的书今天大部分都卖完了。",
    "この事務所に勤めて三日目です。",
    "今日は受付で電話番をしています。",
])
def test_look_alikes_of_the_fresh_43_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # rules beside these classes keep their own words: before each one, a launch with no day,
    # the exception already heard in Chinese and Japanese
    "In the week before each release, freeze the API.",
    "毎回のリリース前の一週間は、API を凍結してください。",
    "Keep the old API until the 2.0 launch.",
    "给业主发的通知一律用“尊敬的业主”开头，只有催缴物业费的例外。",
    "部品表は全部型番で書いてください。ただし自作パーツだけは部品名でいいです。",
])
def test_rules_beside_the_fresh_43_classes_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # how a kind of thing is written, said tersely
    "Room revenue on the audit summary: net of VAT, two decimals, pound sign in front.",
    "Cue sheets in running order, not grouped by department.",
    ("Weights in kilograms only in the clinical notes. Owners quote pounds, but the dosing "
     "charts are metric."),
    "Invoice totals: net of VAT, two decimals.",
    "Dates in chronological order, not grouped by client.",
    "Heights in centimetres only on the labels.",
    "办事指南里的材料清单：原件、复印件分开列，每项标份数。",
    "金额保留两位小数，按日期排序。",
    "订单编号用半角，不带横杠。",
    "診察券番号は半角、ハイフンなし。",
    "電話番号は半角、ハイフンなし。",
    "型番は大文字で。",
    # a rule with its exception and how the exception is done
    ("Count cycle-count locations bin by bin, except the bulk pallet racks in aisle 14 - "
     "those are counted by the pallet."),
    "Shelve books by author, except the oversize art books - those go flat on the bottom shelf.",
    # a kind of work named with 时 and a must
    "给学员发约车通知时，一定写上教练的车牌号，不然他们老找不到车。",
    "给客户发报价时，一定写上有效期。",
])
def test_the_fresh_43_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # the team the user is in; one of a few who hold a role
    "I'm in the licensing team at the council - taxis, pubs and street trading, mostly taxis.",
    "I'm on the night desk at the Herald.",
    ("I'm one of two admissions officers for the taught postgraduate courses, and we run "
     "everything through Slate."),
    "I'm one of three duty pharmacists at the hospital.",
    # the user's own place of work, the business in one word, what the stock mostly is
    "My studio's a converted box room - Reaper, an Apollo Twin and a pair of Genelecs.",
    "My workshop's a converted garage behind the house.",
    "We're a secondhand bookshop in Hay with roughly 40,000 books.",
    "We're a small bike shop in Leeds.",
    "Most of our stock comes from house clearances.",
    "店里的旧书大部分是从高校退休老师家里收来的，文史类居多。",
    "我们店的茶叶大部分是从福建收来的。",
    "うちの店の在庫はほとんどが洋書です。",
    # employment at a place; the job at a place's section or a club
    "税理士事務所に勤めていて、担当は個人事業主の確定申告がほとんどです。",
    "商社に勤めています。",
    "市役所の市民課で、住民票とマイナンバーカードの窓口をやっています。",
    "図書館の児童サービス課で、読み聞かせ会の企画をやっています。",
    "高専のロボコン部で顧問をしています。",
    "中学の吹奏楽部で顧問をしています。",
])
def test_the_fresh_43_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "For the rest of this audit, always flag any room sold under £60.",
    "Until clearing closes, reply within a day.",
    "For the two weeks before the regional, send me the build log every night.",
    "比赛前这一个月，每周日提醒我。",
    "大会前の一週間は、毎日まとめてください。",
    "確定申告の期間中は、返事を短くしてください。",
])
def test_a_span_of_one_occasion_is_temporary_on_every_write_path(text: str) -> None:
    assert find_temporary(text)


@pytest.mark.parametrize("text", [
    "The GM thinks someone's been overriding rates; once he's checked, back to normal.",
    "Once the audit's done, back to normal.",
    "等考场重新开放再恢复。",
    "3 月 15 日を過ぎたら元に戻して大丈夫です。",
])
def test_the_old_way_back_once_something_is_done_is_one_scopes_end(text: str) -> None:
    assert OLD_WAY_BACK.search(text)
    assert find_temporary(text)
