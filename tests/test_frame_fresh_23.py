"""The classes fresh_23's misses showed (`memdir.pipeline.admission`): each a class with
the corrections a rule of it takes and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import candidate_from_text


def _decided(old: str, new: str, mtype: str = "project", found: bool = True) -> str:
    """What admission does with ``new`` said against one stored record ``old`` (the search
    finds it when ``found``)."""
    rec = Record(name="old", description=old, type=mtype, body=old)
    cand = candidate_from_text(new, mtype)
    return decide([cand], [rec], find_similar=lambda c: [rec] if found else [],
                  secrets=False)[0].action


# --- a label whose last word the record's old value qualifies ----------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("Production deploys go to the AWS us-east-1 region", "Deploy region: ap-south-1."),
    ("Builds run on the Linux x64 runner", "Build runner: arm64."),
])
def test_a_label_names_what_the_old_value_qualifies(old, new):
    assert _decided(old, new) == "update"


@pytest.mark.parametrize(("old", "new"), [
    # Another subject in the label, a second value, no value by its form, a label of
    # another slot.
    ("Production deploys go to the AWS us-east-1 region", "Backup region: eu-west-1."),
    ("Production deploys go to the AWS us-east-1 region", "Staging region: eu-west-1."),
    ("Production deploys go to the AWS us-east-1 region",
     "Deploy region: eu-west-1 and us-west-2."),
    ("Production deploys go to the AWS us-east-1 region", "Deploy region: bigger."),
    ("Production deploys go to the AWS us-east-1 region", "Deploy day: Friday."),
    ("Builds run on the Linux x64 runner", "Test runner: arm64."),
])
def test_look_alikes_of_a_label(old, new):
    assert _decided(old, new) != "update"


# --- a rule lifted: what the record says is not done, allowed now --------------------------


@pytest.mark.parametrize(("old", "new", "mtype"), [
    ("用户不喝咖啡。", "现在也能喝咖啡了,一天一杯没问题。", "user"),
    ("店里的打折商品不退不换。", "打折商品也能换了,三天内带小票就行。", "project"),
    ("Never merge on a Friday", "we're fine merging on fridays now that CI is faster",
     "feedback"),
    ("本番環境では print を使わない。", "print、本番環境に残しても構いません。", "feedback"),
])
def test_a_permission_lifts_what_the_record_says_is_not_done(old, new, mtype):
    assert _decided(old, new, mtype) == "update"


@pytest.mark.parametrize(("old", "new", "mtype"), [
    # Another thing, still not done, a question, another change, another person, another
    # verb, another day, another place.
    ("店里的打折商品不退不换。", "正价商品也能换了,三天内带小票就行。", "project"),
    ("店里的打折商品不退不换。", "打折商品也不能换了。", "project"),
    ("店里的打折商品不退不换。", "打折商品能换吗?", "project"),
    ("店里的打折商品不退不换。", "打折商品以后改用单独的收银台结账。", "project"),
    ("用户不喝咖啡。", "我朋友现在也能喝咖啡了。", "user"),
    ("用户不喝咖啡。", "现在能喝咖啡的人越来越多了。", "user"),
    ("用户不喝咖啡。", "我现在也能喝酒了。", "user"),
    ("Never merge on a Friday", "we're fine merging on thursdays now", "feedback"),
    ("Never merge on a Friday", "It's fine to deploy on fridays now.", "feedback"),
    ("本番環境では print を使わない。", "テスト環境には print を残しても構いません。", "feedback"),
    ("本番環境では print を使わない。", "本番環境でも logging は使っても構いません。", "feedback"),
    ("ユーザーは朝食をとらない。", "夫は朝食をとっても構いません。", "user"),
])
def test_look_alikes_of_a_permission(old, new, mtype):
    assert _decided(old, new, mtype) != "update"


# --- a person replaced: the record's person left, another does it now ----------------------


@pytest.mark.parametrize(("old", "new"), [
    ("Billing disputes go to Omar",
     "Omar's in marketing now, so billing disputes land with Keiko's team."),
    ("Release notes are approved by Greta",
     "Greta has left the company; Bruno approves release notes."),
    ("物流对接找仓储部小吴。", "小吴上个月离职了,物流那边现在归马姐管。"),
    ("経理の窓口は山本さん。", "山本さんは先月で退職されました。経理の窓口は今後、森さんです。"),
])
def test_the_persons_successor_replaces_them(old, new):
    assert _decided(old, new, "reference") == "update"


@pytest.mark.parametrize(("old", "new"), [
    # No successor, a successor of something else, another person left, another kind of
    # the thing, one more beside them, another subject.
    ("Billing disputes go to Omar", "Omar's in marketing now."),
    ("Billing disputes go to Omar",
     "Omar's in marketing now, so Keiko handles the marketing emails."),
    ("Release notes are approved by Greta",
     "Greta has left the company; Bruno joined the docs team."),
    ("Release notes are approved by Greta",
     "Anna has left the company; Bruno approves release notes."),
    ("Release notes are approved by Greta",
     "Greta has left the company; Bruno approves security notes."),
    ("物流对接找仓储部小吴。", "小吴调去做采购了,他徒弟小马也在学物流对接。"),
    ("物流对接找仓储部小吴。", "小吴调去做采购了,采购的单子都给马工。"),
    ("経理の窓口は山本さん。", "山本さんは本社に異動になりました。本社の総務は森さんです。"),
    ("経理の窓口は山本さん。", "山本さんは来月から育休です。経理の窓口は森さんも手伝います。"),
])
def test_look_alikes_of_a_successor(old, new):
    assert _decided(old, new, "reference") != "update"


# --- a narrower permission, a question, a temporary absence: the record stays true --------


@pytest.mark.parametrize(("old", "new", "mtype"), [
    # A permission under a condition or for a part only lifts nothing: the rule holds
    # elsewhere. A question asks; it says nothing holds.
    ("Never deploy on a Friday", "You can deploy on Fridays now if it is a hotfix.",
     "feedback"),
    ("Never deploy on a Friday",
     "We can deploy on Fridays now, as long as it is only the docs site.", "feedback"),
    ("Never deploy on a Friday", "You can deploy on Fridays now unless it is a release.",
     "feedback"),
    ("Never deploy on a Friday", "We're fine deploying on fridays now when QA signs off.",
     "feedback"),
    ("Never deploy on a Friday",
     "We can deploy on fridays now except for the payments service.", "feedback"),
    ("Never deploy on a Friday", "we can deploy on fridays now?", "feedback"),
    ("Never merge on a Friday", "Can we merge on fridays now?", "feedback"),
    ("本番コードでは console.log を使わない",
     "本番コードでも、ステージング環境向けのビルドなら console.log を使ってもいいです",
     "feedback"),
    ("本番コードでは console.log を使わない",
     "本番コードでも、デバッグの場合は console.log を使っても構いません", "feedback"),
    ("本番コードでは console.log を使わない",
     "本番コードでも console.log を使ってもいいか確認したいです", "feedback"),
    ("本番コードでは console.log を使わない",
     "本番コードで console.log を使っても大丈夫ですか", "feedback"),
    ("本番環境では print を使わない。",
     "本番環境でも、障害調査のときだけ print を使っても構いません。", "feedback"),
    ("用户不吃辣。", "现在能吃辣了吗", "user"),
    ("用户不吃辣。", "现在能吃辣了呢", "user"),
    ("用户不吃辣。", "如果是微辣的话,现在也能吃辣了。", "user"),
    ("用户不吃辣。", "现在只能吃一点辣了。", "user"),
    ("店里的打折商品不退不换。", "打折商品也能换了,除了食品。", "project"),
    ("店里的打折商品不退不换。", "打折商品也能换了,如果没拆封。", "project"),
])
def test_a_narrower_permission_or_a_question_lifts_nothing(old, new, mtype):
    assert _decided(old, new, mtype) != "update"


@pytest.mark.parametrize(("old", "new"), [
    # Leaving a meeting, a call or a room, or away for a while: the person still does it.
    ("Design reviews are signed off by Lena",
     "Lena has left the meeting; Tomás signs off design reviews."),
    ("Design reviews are signed off by Lena",
     "Lena left the call, so Tomás signs off design reviews."),
    ("Design reviews are signed off by Lena",
     "Lena has left the room; Tomás signs off design reviews."),
    ("Design reviews are signed off by Lena",
     "Lena left early today; Tomás signs off design reviews."),
    ("Billing disputes go to Omar",
     "Omar's on vacation now, so billing disputes land with Keiko's team."),
    ("Billing disputes go to Omar",
     "Omar's on leave now, so billing disputes land with Keiko's team."),
    ("Billing disputes go to Omar",
     "Omar is out sick now, so billing disputes land with Keiko's team."),
    ("物流对接找仓储部小吴。", "小吴在休假,物流那边现在归马姐管。"),
    ("物流对接找仓储部小吴。", "小吴出差了,物流那边现在归马姐管。"),
    ("経理の窓口は山本さん。", "山本さんは今日お休みです。経理の窓口は今日は森さんです。"),
])
def test_a_person_away_for_a_while_is_not_replaced(old, new):
    assert _decided(old, new, "reference") != "update"


@pytest.mark.parametrize(("old", "new"), [
    ("Design reviews are signed off by Lena",
     "Lena has left the company; Tomás signs off design reviews."),
    ("Design reviews are signed off by Lena",
     "Lena quit, so Tomás signs off design reviews."),
    ("Design reviews are signed off by Lena",
     "Lena moved to Berlin; Tomás signs off design reviews."),
    ("Release notes are approved by Greta", "Greta retired; Bruno approves release notes."),
    ("Release notes are approved by Greta",
     "Greta left Acme last month; Bruno approves release notes."),
])
def test_a_person_who_left_for_good_is_replaced(old, new):
    assert _decided(old, new, "reference") == "update"
