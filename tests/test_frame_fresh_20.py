"""The classes fresh_20 showed (`memdir.pipeline.admission`): its misses, each a class with
the corrections a rule of it takes and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.pipeline.admission.amount_units import amounts, other_dimension
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.admission.values import says_amount

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


# --- an amount of months said with 个, of years in Han numerals ------------------------------


def test_months_counted_with_ge_are_a_duration():
    # "18 个月" is eighteen months, not a count of 月; "两个空格" stays a count.
    assert amounts("会员有效期延长到 18 个月了。") == [("18", "duration")]
    assert amounts("三个星期") == [("3", "duration")]
    assert amounts("两个空格") == [("2", "count")]
    assert amounts("3 个副本") == [("3", "count")]
    assert not other_dimension("会员有效期延长到 18 个月了。", "会员卡有效期一年。")
    assert says_amount("会员卡有效期一年。") and says_amount("無料体験は一週間。")


@pytest.mark.parametrize(("old", "new"), [
    ("会员卡有效期一年。", "会员有效期延长到 18 个月了。"),
    ("会员卡有效期一年。", "会员卡有效期改成 6 个月了。"),
    ("试用期三个月。", "试用期缩短到 2 个月了。"),
    ("Memberships are valid for one year", "Memberships are valid for 18 months now."),
])
def test_an_amount_of_months_replaces_one_of_years(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Another thing's term, a count, or an amount of another dimension.
    ("会员卡有效期一年。", "优惠券有效期改成 60 天了。"),
    ("会员卡有效期一年。", "会员卡一次最多充值 3 个月的钱。"),
    ("会员卡有效期一年。", "会员卡改成 3 个档位了。"),
    ("试用期三个月。", "合同期改成 2 年了。"),
])
def test_look_alikes_of_an_amount_of_months(old, new):
    assert not targets(old, new)


# --- a transfer to another department or team ------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("私は営業部に所属している。", "10 月付けでマーケティング部に異動になりました。"),
    ("私は営業部に所属している。", "マーケティング部へ異動しました。"),
    ("我在销售部。", "我十月调到市场部了。"),
    ("我是销售部的。", "我转到市场部了。"),
    ("The user is in the sales department",
     "I transferred to the marketing department in October."),
    ("The user is in the sales department", "I was moved to the marketing team."),
])
def test_a_transfer_replaces_the_persons_department(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # A thing sent to a department, another person moved, the unit itself moved, or the
    # record's own unit.
    ("私は営業部に所属している。", "営業部に資料を送りました。"),
    ("私は営業部に所属している。", "山田さんがマーケティング部に異動になりました。"),
    ("私は営業部に所属している。", "営業部に異動になりました。"),
    ("我在销售部。", "我们部门调到三楼了。"),
    ("我在销售部。", "小王调到市场部了。"),
    ("我在销售部。", "我把报告转到市场部了。"),
    ("我在支付组。", "我的经理调到搜索组了。"),
    ("我在支付组。", "我领导调去搜索组了。"),
    ("私は営業部に所属している。", "上司がマーケティング部に異動になりました。"),
    ("The user is in the sales department",
     "My manager transferred to the marketing department."),
    ("The user is in the sales department", "I moved to the third floor."),
    ("The user is in the sales department", "I transferred the files to the marketing team."),
    # Another unit left than the record's (the cross check's look-alikes).
    ("The user works on the payments team",
     "I'm not on the backend anymore; I moved to the data team."),
    ("私は営業部に所属している。", "インフラチームから決済チームに異動になりました。"),
    ("私は営業部に所属している。", "もうバックエンドではなく、データチームに異動しました。"),
    ("我在支付组。", "我从后端组调到搜索组了。"),
])
def test_look_alikes_of_a_transfer(old, new):
    assert not targets(old, new)


# --- a person who left is the old value gone; a Japanese name with さん is a value ----------


@pytest.mark.parametrize(("old", "new"), [
    ("Design reviews are signed off by Lena",
     "Lena has left the company; design reviews are signed off by Tomás now."),
    ("Design reviews are signed off by Lena",
     "Lena left the team, so design reviews go to Tomás now."),
    ("周报发给 Lisa。", "Lisa 离职了,周报以后发给 Kevin。"),
    ("経費精算は佐藤さんが承認する。", "佐藤さんは退職しました。経費精算は田中さんが承認します。"),
    ("経費精算は佐藤さんが承認する。", "経費精算は今後田中さんが承認します。"),
])
def test_a_person_who_left_is_replaced(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Gone with no one in their place, another person gone, another task handed on, or the
    # person named for something else.
    ("Design reviews are signed off by Lena", "Lena has left the company."),
    ("Design reviews are signed off by Lena",
     "Mark has left the company; design reviews are signed off by Tomás now."),
    ("Design reviews are signed off by Lena",
     "Lena has left the company; code reviews are signed off by Tomás now."),
    ("Design reviews are signed off by Lena",
     "Lena is presenting the new design system at Friday's all-hands."),
    ("周报发给 Lisa。", "Lisa 离职了。"),
    ("周报发给 Lisa。", "Mike 离职了,周报以后发给 Kevin。"),
    ("周报发给 Lisa。", "Lisa 离职了,月报以后发给 Kevin。"),
    ("経費精算は佐藤さんが承認する。", "佐藤さんは退職しました。"),
    ("経費精算は佐藤さんが承認する。", "鈴木さんは退職しました。経費精算は田中さんが承認します。"),
    ("経費精算は佐藤さんが承認する。", "佐藤さんは退職しました。出張申請は田中さんが承認します。"),
    ("経費精算は佐藤さんが承認する。",
     "佐藤さんは今後、経費精算の手順書を田中さんと一緒に作ります。"),
    ("経理のことは佐藤さんに聞く。",
     "佐藤さんがまとめてくれた経費精算の手順書、わかりやすいですね。"),
])
def test_look_alikes_of_a_person_who_left(old, new):
    assert not targets(old, new)


def test_an_accented_letter_is_its_letter():
    from memdir.pipeline.admission.spelling import respelled, unaccented
    assert respelled("tomás and zoë") == "tomas and zoe"
    assert unaccented("Søren Müller") == "Soren Muller"
    assert respelled("がぎ") == "がぎ"  # a kana's voicing mark is no accent


# --- a promotion says what the person is now ----------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The user is the office manager",
     "I got promoted to operations director; Kemi took over as office manager."),
    ("The user is an office manager", "I was promoted to operations director."),
    ("我是前端组长。", "我升为技术总监了。"),
    ("私は営業マネージャーです。", "営業部長に昇進しました。"),
])
def test_a_promotion_replaces_the_persons_role(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Someone else promoted, the record's own role, or no role named.
    ("The user is the office manager", "My sister got promoted to operations director."),
    ("The user is the office manager", "Kemi got promoted to operations director."),
    ("The user is the office manager", "I got promoted to office manager."),
    ("The user is the office manager", "I got promoted last year."),
    ("我是前端组长。", "我们组长升为技术总监了。"),
    ("我是前端组长。", "小李升为技术总监了。"),
    ("私は営業マネージャーです。", "山田さんが営業部長に昇進しました。"),
    ("私は営業マネージャーです。", "営業マネージャーに昇進しました。"),
])
def test_look_alikes_of_a_promotion(old, new):
    assert not targets(old, new)


# --- a request to be called by another name ---------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("Address the user as Dr. Kowalczyk", "Please just call me Marta, no need for the title."),
    ("Address the user as Dr. Kowalczyk", "I go by Marta these days."),
    ("称呼用户为张先生", "叫我小张就行。"),
    ("称呼用户为张先生", "以后叫我小张吧。"),
    ("ユーザーを田中さんと呼ぶ。", "ケンと呼んでください。"),
    ("ユーザーを田中さんと呼ぶ。", "これからはケンって呼んでね。"),
])
def test_a_name_asked_for_replaces_how_the_person_is_addressed(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # No name, the record's own name, a name given up, someone else, or a record of
    # another thing.
    ("Address the user as Dr. Kowalczyk", "Call me when the build is done."),
    ("Address the user as Dr. Kowalczyk", "Call me Dr. Kowalczyk in emails, please."),
    ("Address the user as Dr. Kowalczyk", "Don't call me Marta."),
    ("Address the user as Dr. Kowalczyk", "My sister wants you to call her Ana."),
    ("Address the user as Dr. Kowalczyk", "Call Marta about the invoice."),
    ("称呼用户为张先生", "叫我一声。"),
    ("称呼用户为张先生", "有事叫我。"),
    ("称呼用户为张先生", "别叫我小张。"),
    ("ユーザーを田中さんと呼ぶ。", "タクシーを呼んでください。"),
    ("ユーザーを田中さんと呼ぶ。", "田中さんと呼んでください。"),
    ("ユーザーを田中さんと呼ぶ。", "会議が終わったら呼んでください。"),
    ("The user prefers Python", "Call me Marta."),
    ("我平时用 VS Code 写代码。", "叫我小张就行。"),
    # Another name given up than the record's (the cross check's look-alikes).
    ("Address the user as Dr. Kowalczyk", "From now on, call me Sam instead of Samuel."),
    ("Call the user Samuel", "Don't call me Tom anymore, call me Thomas."),
    ("用户的昵称是阿强。", "以后叫我王工,不要叫小王了。"),
    ("称呼用户为小王。", "以后改叫我小张,不用叫张先生了"),
])
def test_look_alikes_of_a_name_asked_for(old, new):
    assert not targets(old, new)


# --- admission hears a promotion and a name asked for, no change word among them ----------


@pytest.mark.parametrize(("mtype", "old", "new", "action"), [
    ("user", "The user is the office manager",
     "I got promoted to operations director; Kemi took over as office manager.", "update"),
    ("feedback", "Address the user as Dr. Kowalczyk",
     "Please just call me Marta, no need for the title.", "update"),
    ("user", "称呼用户为张先生", "叫我小张就行。", "update"),
    # The search finds nothing and the record is no record of how the person is called.
    ("feedback", "Answer in English", "Please just call me Marta.", "store"),
    ("user", "The user is the office manager", "Kemi got promoted to operations director.",
     "store"),
])
def test_admission_offers_the_records_a_promotion_or_a_name_corrects(mtype, old, new, action):
    from memdir.foundation.record import Record
    from memdir.pipeline.admission.policy import decide
    from memdir.pipeline.extract import candidate_from_text
    rec = Record(name="old", description=old, type=mtype, body=old)
    cand = candidate_from_text(new, mtype)
    decision = decide([cand], [rec], find_similar=lambda c: [], secrets=False)[0]
    assert decision.action == action
