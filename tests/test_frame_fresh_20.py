"""The classes fresh_20 showed (`memdir.pipeline.admission`): its misses, each a class with
the corrections a rule of it takes and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.pipeline.admission.temporary import find_temporary

# --- a thing's contract ending: the thing goes; the old one named by its kind ---------------


@pytest.mark.parametrize(("old", "new"), [
    # The subscription, licence or membership of the record's value not renewed, ended or
    # cancelled: the value goes, the contract is no other thing given up.
    ("团队资料都存在百度网盘里。", "资料都挪到阿里云盘了,百度网盘的会员不续了。"),
    ("团队资料都存在百度网盘里。", "资料都挪到阿里云盘了,百度网盘会员不续了。"),
    ("设计稿放在 Figma 上。", "设计稿都迁到 Pixso 了,Figma 的订阅不续费了。"),
    ("図面は AutoCAD で描く。",
     "AutoCAD のライセンスは更新しないので、図面は Vectorworks に移ってください。"),
    ("図面は AutoCAD で描く。",
     "図面は Vectorworks に移ってください。AutoCAD の契約は解約しました。"),
    ("The company's books are kept in Xero",
     "We moved the books to QuickBooks; the Xero subscription ends this month."),
    ("Design files are kept in Figma",
     "Design files moved to Penpot; the Figma licence won't be renewed."),
    # The old one named by its kind (旧号码, 旧番号, 旧邮箱): the record's value.
    ("客服热线是 400-820-1234。", "客服热线换成 400-660-5678 了,旧号码月底停用。"),
    ("客服邮箱是 help@example.com。", "客服邮箱换成 support@example.com 了,旧邮箱下个月停用。"),
    ("問い合わせ窓口は 03-1234-5678。",
     "問い合わせ窓口は 03-9876-5432 に変わりました。旧番号は月末で止めます。"),
    ("测试环境地址是 test.shiguang.com。", "测试环境换到 qa.shiguang.com 了，老域名下周停掉。"),
    ("客服热线是 400-820-1234。", "客服热线换成 400-660-5678 了,老号码月底停用。"),
])
def test_a_contract_ending_or_the_old_one_is_the_records_value_going(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The contract of another thing, no new value, or the old one of another subject.
    ("团队资料都存在百度网盘里。", "资料都挪到阿里云盘了,腾讯视频的会员不续了。"),
    ("团队资料都存在百度网盘里。", "视频会员不续了,资料还在百度网盘。"),
    ("図面は AutoCAD で描く。", "AutoCAD のライセンスは更新しないので、ご注意ください。"),
    ("図面は AutoCAD で描く。",
     "Photoshop のライセンスは更新しないので、図面は Vectorworks に移ってください。"),
    ("図面は AutoCAD で描く。",
     "図面は Vectorworks に移ってください。Photoshop の契約は解約しました。"),
    ("The company's books are kept in Xero", "The Xero subscription ends this month."),
    ("The company's books are kept in Xero",
     "We moved the books to QuickBooks; the Slack subscription ends this month."),
    ("Event tickets are sold through Eventbrite", "Our Eventbrite subscription ends this month."),
    ("客服热线是 400-820-1234。", "旧号码月底停用。"),
    ("客服热线是 400-820-1234。", "售后热线换成 400-660-5678 了,旧号码月底停用。"),
    ("测试环境地址是 test.shiguang.com。", "老域名下周停掉。"),
    ("测试环境地址是 test.shiguang.com。", "预发环境换到 qa.shiguang.com 了，老域名下周停掉。"),
])
def test_look_alikes_of_a_contract_ending(old, new):
    assert not targets(old, new)


@pytest.mark.parametrize("text", [
    # When the old one goes away is no limit of the statement that replaces it.
    "测试环境换到 qa.shiguang.com 了，老域名下周停掉。",
    "客服邮箱换成 support@example.com 了,旧邮箱下个月停用。",
    "ステージングは qa.example.com に変わりました。旧ドメインは来週止めます。",
    "The staging URL is qa.example.com now; the old domain goes away next week.",
])
def test_when_the_old_one_goes_away_is_no_limit(text):
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", [
    # A task for next week, of a thing no word names as the old one, or a person.
    "下周停掉测试服务器。",
    "老板下周停掉这个项目。",
    "老王下周不用来了。",
    "旧服务器下周停掉,这周先别动它。",
    "テストサーバーは来週止めます。",
    "The old domain goes away next week; until then keep both.",
])
def test_look_alikes_of_when_the_old_one_goes_away(text):
    assert find_temporary(text) is not None
