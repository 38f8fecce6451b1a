"""The classes fresh_26's misses showed (`memdir.pipeline.admission`), and two over-reaches
of the older rules: each a class with the corrections a rule of it takes and look-alikes
sharing its words that stay new, on both write paths (`Memory.save`'s candidate and
offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.foundation.record import Record
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions

# --- a person replaced, gone in other words or named by a nickname or a title ----------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The choir's accompanist is Martin",
     "Martin has stepped down; Eliza is the choir's accompanist from September."),
    ("Lab safety sign-off is done by Okafor",
     "Okafor stood down in May, so lab safety sign-off is done by Reyes now."),
    # A nickname of 阿 or 小 and any one character, a title after a surname (主任, 队长).
    ("乐队的鼓手是阿峰。", "阿峰退休了，乐队现在的鼓手是小川。"),
    ("月度报表交给财务的周主任。", "周主任退休了，月度报表以后交给财务的林会计小涛。"),
    ("球队的队长是王队长。", "王队长去二队当教练了，球队的队长现在是小溪。"),
    # 定年, 引退: gone for good.
    ("合唱団の伴奏は松本さん。", "松本さんが定年なので、来月から合唱団の伴奏は美咲さんです。"),
    ("倉庫の鍵の管理は斎藤さん。",
     "斎藤さんは引退されました。倉庫の鍵の管理は今後、岡田さんです。"),
])
def test_a_person_gone_in_other_words_is_replaced(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Away for a while, one more beside them, another job, no one in their place, a word
    # that only starts like a nickname (小时, 小组).
    ("The choir's accompanist is Martin",
     "Martin has stepped down from the committee; Eliza joined it."),
    ("乐队的鼓手是阿峰。", "阿峰去外地出差了，鼓手由小川代一下。"),
    ("乐队的鼓手是阿峰。", "阿峰退休了，小川也来乐队弹贝斯。"),
    ("乐队的鼓手是阿峰。", "阿峰去录音棚当混音师了。"),
    ("月度报表交给财务的周主任。", "周主任退休了，小组会议每小时开一次。"),
    ("合唱団の伴奏は松本さん。", "松本さんが定年なので、来月から送別会の幹事は美咲さんです。"),
    ("合唱団の伴奏は松本さん。", "松本さんがお休みなので、伴奏は美咲さんです。"),
    ("The choir's accompanist is Martin",
     "Martin is on leave; Eliza is the choir's accompanist until May."),
])
def test_a_look_alike_of_a_person_gone_stays_new(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # An errand is no leaving: a check-up, a stocktake, a report, the doctor.
    ("值班电话由老周接。", "老周去医院做检查了，值班电话现在由小李接。"),
    ("仓库的钥匙归刘姐管。", "刘姐去仓库做盘点了，仓库的钥匙现在归小赵管。"),
    ("周报由王经理审。", "王经理去客户那边做汇报了，周报现在由孙工审。"),
    ("阿峰负责乐队的排练。", "阿峰去医院当陪护了，乐队的排练现在由小川负责。"),
    ("The on-call phone is answered by Dana",
     "Dana went to the doctor, so the on-call phone is answered by Priya now."),
    ("当番の電話は鈴木さん。",
     "鈴木さんは病院に行って検査を受けています。当番の電話は高橋さんです。"),
])
def test_an_errand_is_no_person_gone(decided, old, new):
    assert decided(old, new) == "store"


# --- what the change is for, said first ------------------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The lunchtime yoga class starts at 12:30 pm",
     "To fit the night shift's breaks, the lunchtime yoga class now starts at 1:15 pm."),
    ("The evening clinic opens at 6 pm",
     "So that people can come after work, the evening clinic now opens at 7 pm."),
    ("图书馆的夜间自习室晚上九点关门。", "为了方便考研的同学，夜间自习室推迟一小时关门。"),
    ("诊所的晚间门诊晚上六点开始。", "为了让上班族下班能赶上，晚间门诊改到晚上七点开始。"),
    ("公民館のヨガ教室は 10 時から。",
     "子育て中の人も来られるように、ヨガ教室は 10 時半からになりました。"),
    ("夜間診療は 18 時から。",
     "仕事帰りの人が来やすいために、夜間診療は 19 時からに変更しました。"),
])
def test_a_purpose_said_first_is_no_part_of_the_change(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The purpose names the record's subject and another thing changes; another subject.
    ("The evening clinic opens at 6 pm",
     "To free up the evening clinic, the pharmacy now opens at 7 pm."),
    ("图书馆的夜间自习室晚上九点关门。", "为了夜间自习室的同学，食堂推迟一小时关门。"),
    ("公民館のヨガ教室は 10 時から。",
     "ヨガ教室の人が来られるように、卓球教室は 10 時半からになりました。"),
])
def test_a_purpose_clause_does_not_hide_another_subject(decided, old, new):
    assert decided(old, new) == "store"


# --- what someone else said of it, beside the change -------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("Replies can use emoji",
     "Don't use emoji in replies from now on, my boss says it looks unprofessional."),
    ("Replies can use emoji",
     "My boss thinks it looks sloppy, so no emoji in replies from now on."),
    ("回复里可以用表情符号。", "以后回复里别再用表情了，领导说看着太随便。"),
    ("回复里可以用表情符号。", "客户反映太随便，以后回复里别用表情了。"),
    # Read before as the person's own reason (ので), still read.
    ("返信では絵文字を使ってよい。",
     "今後、返信で絵文字は使わないでください。部長にくだけすぎだと言われたので。"),
    ("返信では絵文字を使ってよい。",
     "今後、返信で絵文字は使わないでください。お客さんに軽いと指摘されて。"),
])
def test_what_someone_else_said_is_no_part_of_the_change(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The report names the record's subject and the change is of another thing.
    ("Replies can use emoji",
     "No tables in the weekly report from now on, my boss says replies have too many emoji."),
    ("回复里可以用表情符号。", "以后周报别用表格了，老板说回复里的表情也太多。"),
    ("返信では絵文字を使ってよい。",
     "今後、週報に表は使わないでください。部長に返信の絵文字が多いと言われたので。"),
])
def test_a_report_that_names_the_record_does_not_hide_another_subject(decided, old, new):
    assert decided(old, new) == "store"


# --- a record of one part of a thing that comes in parallel parts ----------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # No part said: the frontend's, of which nothing is stored, or the backend's?
    ("The backend team's standup is at 10 am", "Standup moved to 11 am."),
    ("The backend team's retro is every Friday", "Retro moved to Thursdays."),
    ("Staging log retention is 14 days", "Log retention: 30 days."),
    ("后端组的周会下午三点开。", "周会改到下午四点了。"),
    ("バックエンドチームの朝会は 10 時から。", "朝会は 11 時からになりました。"),
    # Another part said: the sellers' fee, not the buyers'.
    ("The auction house charges buyers a 12% fee", "The sellers' fee went up to 15% now."),
    ("拍卖行向买家收取成交价 15% 的佣金。", "卖家佣金改成 8% 了。"),
    ("買い手の手数料は落札価格の 15%。", "売り手の手数料を 8% に変更しました。"),
    ("入库盘点每周一做。", "出库盘点改到周三了。"),
])
def test_a_statement_that_leaves_out_the_records_part_replaces_nothing(decided, old, new):
    assert decided(old, new) == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The part said again; a record with no part; the person's own trade is no part.
    ("The backend team's standup is at 10 am", "The backend team's standup moved to 11 am."),
    ("The team's standup is at 9:30 am", "Standup now starts at a quarter past ten"),
    ("買い手の手数料は落札価格の 15%。", "買い手の手数料を 18% に変更しました。"),
    ("拍卖行向买家收取成交价 15% 的佣金。", "买家佣金改成 18% 了。"),
    ("The user is a backend developer", "I'm an engineering manager now."),
    # "production" is also a show's: it counts only against another part said.
    ("Production deploys go to the AWS us-east-1 region", "Deploy region: eu-west-1."),
])
def test_a_statement_of_the_records_part_still_replaces_it(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # Every part of the set named, not one: the fee of both is the fee.
    ("买家和卖家的手续费都是 5%。", "手续费改成 6% 了。"),
    # 楼上 says where the meeting is, not which part of a thing it is.
    ("例会每周一在楼上会议室开。", "例会改到每周二开了。"),
])
def test_a_record_of_no_one_part_is_still_replaced(decided, old, new):
    assert decided(old, new) == "update"


def _target(olds: list[str], new: str) -> object | None:
    recs = [(Record(name=f"old-{i}", description=o, type="project"), Mentions.of(o), o)
            for i, o in enumerate(olds)]
    return correction_target([new], recs)


@pytest.mark.parametrize(("olds", "new"), [
    # Vetoing one part must not leave the other part's record as the one fit: a word of
    # a part that also means other things counts when another record names another part.
    (["Staging log retention is 14 days", "Production log retention is 90 days"],
     "Log retention: 30 days."),
    (["Production deploys go to us-east-1", "Staging deploys go to us-west-2"],
     "Deploy region: eu-west-1."),
])
def test_no_record_of_two_parts_is_replaced_by_a_statement_of_neither(olds, new):
    assert _target(olds, new) is None
