"""The classes fresh_24's misses showed (`memdir.pipeline.admission`), and a statement under
a condition: each a class with the corrections a rule of it takes and look-alikes sharing
its words that stay new, on both write paths (`Memory.save`'s candidate and offline
extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.change_words import prepare_sentence
from memdir.pipeline.admission.correction import contradiction
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.sentences import sentences
from memdir.pipeline.statement import statement

# --- a time of day replaced, written another way ---------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The design review is at 2 pm", "Design review now starts at half past three."),
    ("Office hours are at 4:30 pm", "Office hours: 17:00."),
    ("The nightly backup runs at 1 am", "Nightly backup now runs at a quarter to three."),
    ("周例会下午三点开。", "周例会时间:下午两点半。"),
    ("周例会下午三点开。", "周例会时间:三点一刻。"),
    ("定例会は 10 時から。", "定例会は午前十一時からです。"),
    ("朝礼は 8 時半から。", "朝礼、15 分繰り上げになりました。"),
    # From a day on, not for one day.
    ("The design review is at 2 pm", "From next week, design review starts at half past three."),
    ("周例会下午三点开。", "下周起周例会下午两点半开。"),
])
def test_a_time_of_day_said_another_way_replaces_the_records(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Another thing's time, for one day, the other end of the day, the same time, two
    # times, under a condition, what stays as it is.
    ("The design review is at 2 pm", "The retro now starts at half past three."),
    ("The design review is at 2 pm", "Design review tomorrow starts at half past three."),
    ("The design review is at 2 pm", "Design review now starts at 14:00."),
    ("The design review is at 2 pm", "Design review now starts at 3 pm if it's a release."),
    ("The shop opens at 9 am", "The shop closes at 6 pm now."),
    ("Guests can check in from 3 pm", "Check-out: 11:00."),
    ("Office hours are at 4:30 pm", "Office hours are at 4:30 pm and lunch at 12:00 now."),
    ("周例会每周一下午三点开。", "周报时间:下午两点半。"),
    # The record's day the statement drops: replacing the record would lose Monday.
    ("周例会每周一下午三点开。", "周例会时间:下午两点半。"),
    ("周例会每周一下午三点开。", "明天的周例会下午两点半开。"),
    ("门店早上 8 点开门。", "门店晚上九点关门。"),
    ("定例会は 10 時から。", "懇親会は午後六時からです。"),
    ("定例会は 10 時から。", "定例会の時間はそのままで、場所を 3 階に変えました。"),
    ("朝礼は 8 時半から。", "今日だけ朝礼、15 分繰り下げです。"),
    ("朝礼は 8 時半から。", "朝礼は 3 時間かかりました。"),
])
def test_look_alikes_of_a_time_of_day(decided, old, new):
    assert decided(old, new) != "update"


# --- a thing gone, another in its place ------------------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new", "mtype"), [
    ("Business cards are printed at Copyland on King Street",
     "Copyland closed down in March, so business cards go to PrintPoint now.", "reference"),
    ("The docs site is at docs.acme-labs.dev",
     "docs.acme-labs.dev was taken down, so the docs site lives at help.acme.io now.",
     "reference"),
    ("The docs site is at docs.acme-labs.dev",
     "docs.acme-labs.dev was decommissioned; the docs site is at help.acme.io.", "reference"),
    ("名片在学校东门的老王打印店印。", "老王打印店倒闭了,名片以后去图书馆复印室印。",
     "reference"),
    ("预发环境地址是 pre.shop.cn。", "pre.shop.cn 已经下线了,预发环境现在是 staging.shop.cn。",
     "reference"),
    ("名刺は山田印刷に頼んでいる。",
     "山田印刷さんが閉店されたので、名刺は今後ネット印刷に出します。", "reference"),
])
def test_a_thing_gone_with_another_in_its_place_replaces_it(decided, old, new, mtype):
    assert decided(old, new, mtype) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Closed for a while, another thing sent there, another place gone, the subject gone
    # with no value of it, the old one said again, one more beside it.
    ("Business cards are printed at Copyland on King Street",
     "Copyland closed for the holidays, so business cards go to PrintPoint this week."),
    ("Business cards are printed at Copyland on King Street",
     "Copyland closed down, so the posters go to PrintPoint now."),
    ("Business cards are printed at Copyland on King Street",
     "The King Street café closed down, so business cards go to PrintPoint."),
    ("Business cards are printed at Copyland on King Street",
     "Copyland closed down its bindery; business cards still come from Copyland."),
    ("The docs site is at docs.acme-labs.dev", "Docs are gone; we answer on Discord now."),
    ("名片在学校东门的老王打印店印。", "老王打印店今天关门,名片明天去图书馆复印室印。"),
    ("名片在学校东门的老王打印店印。", "老王打印店倒闭了,海报以后去图书馆复印室印。"),
    ("名片在学校东门的老王打印店印。", "老王打印店倒闭了,名片也去图书馆复印室印。"),
    ("名刺は山田印刷に頼んでいる。",
     "山田印刷さんが臨時休業なので、名刺は今回だけネット印刷に出します。"),
    ("名刺は山田印刷に頼んでいる。",
     "山田印刷さんが閉店されたので、ポスターは今後ネット印刷に出します。"),
])
def test_look_alikes_of_a_thing_gone(decided, old, new):
    assert decided(old, new, "reference") != "update"


# --- a statement under a condition never replaces one said of all cases ----------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # A ban or another value under a condition, against a permission or a rule said of all.
    ("You can deploy on Fridays", "Don't deploy on Fridays if the release has a migration."),
    ("You can deploy on Fridays", "From now on, deploy on Thursdays if so."),
    ("Deploy on Fridays", "Deploy on Thursdays now, if any."),
    ("Tests use pytest", "From now on, tests use vitest if so."),
    ("周五可以发布。", "以后周五不要发布,如果这个版本有数据库迁移的话。"),
    ("周五发布。", "以后必要的话周四发布。"),
    ("金曜日にデプロイする。", "今後、必要なら木曜日にデプロイする。"),
    ("金曜日もデプロイしてよい。",
     "今後、マイグレーションがあるなら金曜日はデプロイしないでください。"),
    # The condition said after the statement, in a sentence of its own.
    ("You can deploy on Fridays",
     "Don't deploy on Fridays now. Only if there's a migration, I mean."),
    ("Deploying on Fridays is fine",
     "Don't deploy on Fridays now. If there's a migration, that is."),
    ("周五可以发布。", "以后周五不要发布了。如果有迁移的话。"),
    ("周五可以发布。", "以后周五不要发布了,要是有迁移的话。"),
    ("金曜日にデプロイしてもいい。",
     "今後は金曜日にデプロイしないで。マイグレーションがあるなら。"),
    # A permission under a condition against a ban said of all.
    ("Never deploy on Fridays", "You can deploy on Fridays now. If it's a hotfix, that is."),
    ("Don't deploy on Fridays", "From now on, deploy on Fridays. Only if it's a hotfix, I mean."),
    ("周五不发布。", "以后周五也能发布了。如果是热修复的话。"),
    ("金曜日はデプロイしない。", "今後は金曜日にデプロイしても構いません。ホットフィックスなら。"),
    ("金曜日はデプロイしない。", "今後は金曜日もデプロイして。ホットフィックスの場合は。"),
    ("Never deploy on Fridays", "You can deploy on Fridays now if it is a hotfix."),
    ("周五不发布。", "以后周五也能发布了,如果是热修复的话。"),
    ("金曜日はデプロイしない。", "今後、ホットフィックスなら金曜日にデプロイしても構いません。"),
])
def test_a_statement_under_a_condition_replaces_no_broader_record(decided, old, new):
    assert decided(old, new, "feedback") != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Said of all cases, the same statements still correct the record.
    ("You can deploy on Fridays", "Don't deploy on Fridays now."),
    ("周五发布。", "以后周五不要发布了。"),
    ("金曜日にデプロイする。", "今後、金曜日はデプロイしないでください。"),
])
def test_the_same_said_of_all_cases_still_corrects(decided, old, new):
    assert decided(old, new, "feedback") == "update"


@pytest.mark.parametrize(("old", "sentence"), [
    ("You can deploy on Fridays", "from now on, deploy on thursdays if so."),
    ("Deploy on Fridays", "deploy on thursdays now, if any."),
    ("金曜日にデプロイする。", "今後、必要なら木曜日にデプロイする。"),
    ("Never deploy on Fridays", "from now on, deploy on fridays only if it is a hotfix."),
])
def test_contradiction_reads_no_conditional_statement(old, sentence):
    assert contradiction(sentence, statement(prepare_sentence(old))) == 0


@pytest.mark.parametrize(("text", "condition"), [
    ("Deploy on Fridays from now on. Only if it's a hotfix, I mean.", "hotfix"),
    ("以后周五也能发布了。如果是热修复的话。", "热修复"),
    ("今後は金曜日もデプロイして。ホットフィックスの場合は。", "ホットフィックス"),
])
def test_extraction_keeps_a_condition_said_after_with_its_statement(text, condition):
    (cand,) = extract_offline([{"role": "user", "content": text}])
    assert condition in cand.description


@pytest.mark.parametrize("text", [
    "Always run the tests. If it fails, rerun it once.",
    "以后用 pytest。如果失败了,就重跑一次。",
    "テストは pytest で実行して。失敗したら再実行して。",
])
def test_a_conditional_rule_of_its_own_stays_a_sentence_of_its_own(text):
    assert len(sentences(text)) == 2


# --- the reason said first, before the change ------------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("公众号每周二推送。", "周二的阅读量太低,推送挪到周四了。"),
    ("請求書には担当者の氏名を書く。",
     "個人情報の扱いが厳しくなったので、請求書は氏名をやめて社員番号だけにしました。"),
])
def test_a_reason_said_before_the_change_is_no_part_of_it(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The change after the reason is about another thing, or adds to the record; a first
    # clause that names a topic, not a reason.
    ("公众号每周二推送。", "推送的通知,以后周四发。"),
    ("配信は毎週火曜の夜 8 時。", "配信の告知は、これからは火曜の夜 9 時にします。"),
    ("公众号每周二推送。", "周二的阅读量太低,标题以后写短一点。"),
    ("公众号每周二推送。", "周二的阅读量太低,推送以后加个投票。"),
    ("請求書には担当者の氏名を書く。",
     "個人情報の扱いが厳しくなったので、名刺は氏名をやめて社員番号だけにしました。"),
    ("請求書には担当者の氏名を書く。",
     "個人情報の扱いが厳しくなったので、請求書の氏名はフリガナも書いてください。"),
])
def test_look_alikes_of_a_reason_said_first(decided, old, new):
    assert decided(old, new) != "update"


# --- a person named first in the record, with their role -------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Omar, our bookkeeper, files the VAT returns",
     "Omar retired in June; Keiko files the VAT returns."),
    ("Ruth, the lab technician, labels the samples",
     "Ruth moved over to the sequencing core, so Ahmed labels the samples."),
])
def test_a_person_named_first_with_their_role_is_replaced_by_a_successor(decided, old, new):
    assert decided(old, new, "reference") == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Omar, our bookkeeper, files the VAT returns",
     "Omar retired in June; Keiko files the payroll."),
    ("Ruth, the lab technician, labels the samples",
     "Ruth is on leave this week, so Ahmed labels the samples."),
    ("Ruth, the lab technician, labels the samples", "Ahmed labels the samples too now."),
])
def test_look_alikes_of_a_successor_of_a_person_named_first(decided, old, new):
    assert decided(old, new, "reference") != "update"
