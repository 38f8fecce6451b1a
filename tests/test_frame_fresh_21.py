"""The classes fresh_21 showed (`memdir.pipeline.admission`): its misses, each a class with
the corrections a rule of it takes and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.foundation.record import Record
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.spelling import respelled
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract import candidate_from_text
from memdir.pipeline.wording import says_now


def _decided(old: str, new: str, mtype: str = "project") -> str:
    """What admission does with ``new`` said against one stored record ``old``."""
    rec = Record(name="old", description=old, type=mtype, body=old)
    cand = candidate_from_text(new, mtype)
    return decide([cand], [rec], find_similar=lambda c: [rec], secrets=False)[0].action


# --- a clause that says why the change was made -----------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    # The old one's fault, said with the old value as its subject.
    ("The bakery's flour comes from Hartley Mills",
     "We get our flour from Brookfield Grain now, Hartley kept shorting our deliveries."),
    ("CI runs on Jenkins", "CI runs on GitHub Actions now, Jenkins kept falling over."),
    ("店里的黄油从安佳进货。", "黄油现在换成总统牌了,安佳涨价太狠。"),
    ("告警走 Zabbix。", "告警以后走 Prometheus 了,Zabbix 太难维护。"),
    ("急ぎの連絡は Slack で。", "急ぎの連絡は今後 Teams でお願いします、Slack は通知が多すぎて。"),
    # The person's own reason or purpose.
    ("Contact the user by email",
     "Please text me rather than email, I barely look at my inbox anymore."),
    ("测试库的端口是 3306。", "测试库端口改成 13306 了,防扫描。"),
    # The clause that starts with the record's subject is the change itself when the rest
    # says no new word.
    ("The monorepo is managed with Lerna", "not lerna anymore, the monorepo runs on turborepo"),
    ("Tests use pytest", "From now on, tests use vitest."),
])
def test_a_reason_beside_the_change_is_no_part_of_it(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The reason alone, beside another subject's change, or a clause of what stays.
    ("The bakery's flour comes from Hartley Mills", "Hartley kept shorting our deliveries."),
    ("The bakery's flour comes from Hartley Mills",
     "We get our butter from Brookfield Grain now, Hartley kept shorting our deliveries."),
    ("The bakery's flour comes from Hartley Mills",
     "We get our rye flour from Brookfield Grain now, Hartley stays our main mill."),
    ("CI runs on Jenkins", "Deploys run on GitHub Actions now, Jenkins kept falling over."),
    ("Contact the user by email", "I barely look at my inbox anymore."),
    ("店里的黄油从安佳进货。", "奶油现在换成总统牌了,安佳涨价太狠。"),
    ("告警走 Zabbix。", "日志以后走 Loki 了,Zabbix 太难维护。"),
    ("测试库的端口是 3306。", "预发库端口改成 13306 了,防扫描。"),
    ("会計ソフトは freee。", "会計ソフトはマネーフォワードに変えました、弥生は高すぎる。"),
])
def test_look_alikes_of_a_reason(old, new):
    assert not targets(old, new)


# --- a time a change holds from ---------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Croissants: $2.80 as of Monday.", "Starting Monday, the office opens at 8.",
    "Effective the 1st, invoices are due in 14 days.", "从上个月起,快递改发顺丰。",
    "卵は先月から森田ファームさんにお願いしています。", "定休日は先月から木曜日です。",
])
def test_a_start_time_says_the_change(text):
    assert says_now(text)


@pytest.mark.parametrize("text", [
    # "from Monday" alone may be the old day; 月曜から the old day of a change.
    "Move the sync from Monday to Tuesday.", "定休日は月曜から木曜日になりました。",
    "月曜から金曜まで営業です。",
])
def test_look_alikes_of_a_start_time(text):
    assert not says_now(text)


@pytest.mark.parametrize("text", [
    "从这个月起,周日上午也开门看诊了。", "从今天开始不用写日报了。",
    "这个月起房租涨到 3000 了。", "As of today we ship on Mondays.",
    "From this week on, the standup is at 9:30.", "今日から日報は不要です。",
])
def test_a_start_time_is_no_limit(text):
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", [
    # A start with an end, or the time alone: this once.
    "从今天起到周五先别合并。", "从这周开始到月底都不发版。", "这个月先别上线。",
    "Starting today until Friday, skip the e2e tests.", "今日から 3 日間は在宅です。",
    "Just today, skip the e2e tests.",
])
def test_look_alikes_of_a_start_time_stay_temporary(text):
    assert find_temporary(text) is not None


@pytest.mark.parametrize(("old", "new"), [
    ("Croissants sell for $2.50", "Croissants: $2.80 as of Monday."),
    ("The office opens at 9", "Starting Monday, the office opens at 8."),
    ("The office opens at 9 am", "As of this week the office opens at 8 am."),
    ("定休日は水曜日。", "定休日は先月から木曜日です。"),
])
def test_a_start_time_with_a_new_value_corrects(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Croissants sell for $2.50", "Pain au chocolat: $3.20 as of Monday."),
    ("Croissants sell for $2.50", "Croissants: 2 per customer as of Monday."),
    ("The office opens at 9", "Starting Monday, the warehouse opens at 8."),
    ("定休日は水曜日。", "定休日は月曜から木曜日になりました。"),
    ("店の定休日は水曜日。", "倉庫の定休日は先月から木曜日です。"),
])
def test_look_alikes_of_a_start_time_with_a_value(old, new):
    assert not targets(old, new)


def test_a_price_with_cents_is_one_number():
    # "$2.50" read as "2" and "50" shared "2" with "$2.80" as a subject.
    assert [t.text for t in statement_tokens("Croissants sell for $2.50")][-1] == "2.50"
    assert "3" in [t.text for t in statement_tokens("Python 3.12 now")]


# --- the temporary check reads each field as a sentence of its own ----------------------


@pytest.mark.parametrize(("old", "new", "action"), [
    # Name and description joined read "周四上午啦 发布时": a marker across two fields.
    ("线上发布固定在每周二下午。", "发布时间挪到周四上午啦。", "update"),
    ("全麦吐司一条卖 12 元。", "从这个月起,全麦吐司卖 15 元一条。", "update"),
    # A marker inside one field still refuses it.
    ("线上发布固定在每周二下午。", "周四发布的时候先别打 tag。", "reject"),
    ("全麦吐司一条卖 12 元。", "这个月先按 15 元卖。", "reject"),
])
def test_the_temporary_check_reads_each_field(old, new, action):
    assert _decided(old, new) == action


def test_a_word_of_one_field_still_tells_of_another():
    # The name "代码写完了我来-review" lost 每次; the description says it is every time.
    cand = candidate_from_text("每次代码写完了我来 review。", "feedback")
    assert decide([cand], [], secrets=False)[0].action == "store"


# --- who does it now: 代わる, 交代; the iteration mark ----------------------------------


def test_the_iteration_mark_repeats_the_character_before_it():
    assert respelled("佐々木さん") == "佐佐木さん"
    assert respelled("時々") == "時時"


@pytest.mark.parametrize(("old", "new"), [
    ("製粉会社の窓口は佐々木さん。", "製粉会社の窓口、佐々木さんから高橋さんに代わりました。"),
    ("経理の担当は佐々木さん。", "経理の担当は高橋さんに交代しました。"),
    ("経理の担当は田中さん。", "経理の担当は高橋さんに替わりました。"),
])
def test_a_person_replaced_with_kawaru(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # に代わって: one in the other's place, once; another company; another old person.
    ("製粉会社の窓口は佐々木さん。", "佐々木さんに代わって高橋さんが挨拶しました。"),
    ("製粉会社の窓口は佐々木さん。", "配送会社の窓口は高橋さんに代わりました。"),
    ("製粉会社の窓口は佐々木さん。", "製粉会社の窓口、鈴木さんから高橋さんに代わりました。"),
])
def test_look_alikes_of_a_person_replaced(old, new):
    assert not targets(old, new)


# --- an old place narrowed by の ---------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("合唱の練習は中央公民館の音楽室でやる。", "練習は今、市民会館の第二会議室でやってます。"),
    ("合唱の練習は中央公民館の音楽室でやる。", "練習は今後、市民会館の第二会議室でやります。"),
    ("读书会在市图书馆的三楼活动室。", "读书会现在改在区文化馆的二楼会议室了。"),
])
def test_an_old_place_narrowed_by_no_is_one_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("合唱の練習は中央公民館の音楽室でやる。",
     "中央公民館、4 月から利用料が 500 円上がるらしいよ。"),
    ("合唱の練習は中央公民館の音楽室でやる。", "発表会は今、市民会館の大ホールでやってます。"),
    ("合唱の練習は中央公民館の音楽室でやる。", "練習後の打ち上げは今後、駅前の居酒屋でやります。"),
])
def test_look_alikes_of_an_old_place(old, new):
    assert not targets(old, new)


# --- ない before a noun: another kind of it, no old value in the negative ------------------


@pytest.mark.parametrize(("old", "new", "corrects"), [
    # "急ぎじゃない連絡" is contact other than urgent: another subject than the record's.
    ("急ぎの連絡は Slack で。", "急ぎじゃない連絡は今後メールで。", False),
    ("急ぎの連絡は Slack で。", "急ぎじゃない連絡は今後メールで、Slack は通知が多すぎて。", False),
    ("急ぎ以外の連絡はメールで。", "急ぎじゃない連絡は今後 Slack で。", True),
    # ない ending its verb still says what precedes in the negative.
    ("ユーザーは大阪に住んでいる。", "もう大阪には住んでいません。福岡に引っ越しました。", True),
])
def test_nai_before_a_noun_makes_another_kind_of_it(old, new, corrects):
    assert targets(old, new) is corrects


# --- a new time replaces a time ----------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "corrects"), [
    # Read by the cross check once 发布时间挪到周四上午啦 was no longer refused as temporary:
    # a new time against a record that says none is another aspect of the subject.
    ("从 release 分支发布。", "发布时间挪到周四上午啦。", False),
    ("部署在 Heroku 上。", "部署改到每周五晚上了。", False),
    ("线上发布固定在每周二下午。", "发布时间挪到周四上午啦。", True),
    ("合唱团每周三晚上七点排练。", "排练改到周四晚上了,时间还是七点。", True),
])
def test_a_new_time_replaces_only_a_time(old, new, corrects):
    assert targets(old, new) is corrects


def test_a_frequency_of_weeks_is_no_weekday():
    from memdir.pipeline.admission.change_words import says_time
    assert not says_time("发版改成两周一次。")
    assert says_time("发布时间挪到周四上午啦。") and says_time("每周二发版。")


def test_a_frequency_of_weeks_replaces_a_frequency():
    # The new value's words are read as one text: "两 周一 次" read 周一 as a weekday.
    assert targets("每周发一次版。", "发版改成两周一次。", "发版频率")


@pytest.mark.parametrize("old", ["The user is a backend developer",
                                 "The user is the office manager"])
def test_the_rules_of_the_person_read_the_statement_as_given(old):
    # "I'm a site reliability engineer now" after a semicolon is the role said, not a reason.
    assert targets(old, "I switched roles; I'm a site reliability engineer now.")
