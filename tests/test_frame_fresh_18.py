"""The classes fresh_18's misses showed (`memdir.pipeline.admission`): each correction a
rule of that class takes, and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.pipeline.admission.policy import should_store

# --- English verbs that change an amount only before "to" and a number ---------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The uptime target is 99.9%", "The uptime target went up to 99.95%."),
    ("The error budget is 5%", "The error budget came down to 2%."),
    ("Keep 10 nightly backups", "We cut the nightly backups to 5."),
    ("The build timeout is 30 minutes", "Trim the build timeout to 20 minutes."),
    # The same class said by the Chinese and Japanese verbs of amount.
    ("服务可用性目标是 99.9%。", "服务可用性目标提高到了 99.95%。"),
    ("稼働率の目標は 99.9%。", "稼働率の目標は 99.95% に上がりました。"),
])
def test_a_verb_of_amount_before_to_and_a_number(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Another subject, no "to" and a number, or no amount of the record's.
    ("Cached API responses expire after 5 minutes", "Cut the CI job timeout to 20 minutes."),
    ("The uptime target is 99.9%", "The test coverage bar went up to 85%."),
    ("The uptime target is 99.9%", "The uptime page went down last night."),
    ("Releases go out on Thursday", "We cut a release every Friday now."),
    ("Keep lines under 100 characters", "Our page views went up to 100 a day."),
])
def test_look_alikes_of_a_verb_of_amount_before_to(old, new):
    assert not targets(old, new)


def test_up_to_after_a_verb_of_going_is_no_bound():
    from memdir.pipeline.admission.amount_words import amounts_in_digits
    assert amounts_in_digits("the target went up to 99.95%") == "the target went up to 99.95%"
    assert amounts_in_digits("retries wait up to 120 seconds") == "retries wait at most 120 seconds"


# --- an amount measured is no new bound ----------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    # The record sets a target; the statement says what was measured, no bound at all.
    ("The uptime target is 99.9%", "Uptime went up to 99.99% last month."),
    ("The API's p95 latency target is 300 ms", "The p95 latency was raised to 400 ms."),
    ("服务可用性目标是 99.9%。", "服务可用性上个月提高到了 99.99%。"),
    ("稼働率の目標は 99.9%。", "稼働率は先月 99.99% に上がりました。"),
])
def test_an_amount_measured_against_a_bound_stays_new(old, new):
    assert not targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The bound said again, or a record with no bound.
    ("The API's p95 latency target is 300 ms",
     "We tightened the API's p95 latency target to 200 ms."),
    ("接口 P95 延迟目标是 300 毫秒。", "P95 目标收紧到 200ms 了。"),
    ("Keep 10 nightly backups", "We cut the nightly backups to 5."),
    # A version is no amount of a measure: "targets" sets no bound of one.
    ("The service targets Python 3.11", "Switch to Python 3.12 for new services."),
])
def test_a_bound_said_again_is_corrected(old, new):
    assert targets(old, new)


# --- how long a thing lasts, named by a noun or a verb of its own ----------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("Cached API responses expire after 5 minutes", "Cut the response cache TTL to 90 seconds."),
    ("Session cookies expire after 7 days", "Extend the session cookie lifetime to 30 days."),
    ("アクセストークンの有効期限は 1 時間。", "アクセストークンは 15 分で失効するようにしました。"),
    ("リフレッシュトークンは 30 日で失効する。",
     "リフレッシュトークンの有効期限は今後 90 日にしてください。"),
    ("短信验证码 5 分钟内有效。", "短信验证码的有效期改成 10 分钟。"),
    # Seconds are a time said as the value: 时间 names the slot, as 10 点 makes it.
    ("商品详情接口缓存 10 分钟。", "商品详情的缓存时间改成 60 秒。"),
])
def test_a_duration_named_another_way(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The same words of duration about another thing.
    ("Cached API responses expire after 5 minutes", "Set the invite link lifetime to 7 days."),
    ("アクセストークンの有効期限は 1 時間。",
     "招待メールのリンクは 72 時間で失効するようにしました。"),
    ("短信验证码 5 分钟内有效。", "邀请链接的有效期改成 7 天。"),
    ("商品详情接口缓存 10 分钟。", "未支付订单的自动取消时间改成 15 分钟。"),
    ("商品详情接口缓存 10 分钟。", "首页轮播的切换时间改成 5 秒。"),
])
def test_look_alikes_of_a_duration_named_another_way(old, new):
    assert not targets(old, new)


# --- a label of the subject with a word of the slot: "日程調整ツール：今後は Spir" ---------------


@pytest.mark.parametrize(("old", "new"), [
    ("社外との日程調整は TimeRex を使う。", "日程調整ツール：今後は Spir。"),
    ("架构图用 draw.io 画。", "架构图工具：以后用 Excalidraw。"),
])
def test_a_label_with_a_word_of_the_slot(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("社外との日程調整は TimeRex を使う。", "社内ランチ会：今後は月 1 回。"),
    ("社外との日程調整は TimeRex を使う。", "議事録ツール：今後は Notion。"),
    ("社外との日程調整は TimeRex を使う。", "日程調整ツールの使い方は Notion にまとめました。"),
    ("架构图用 draw.io 画。", "原型图工具：以后用 Figma。"),
])
def test_look_alikes_of_a_label_with_a_word_of_the_slot(old, new):
    assert not targets(old, new)


# --- 改 before a verb of whom a service is bought from or a thing sent to ----------------


@pytest.mark.parametrize(("old", "new"), [
    ("物流轨迹查询接的是快递100。", "物流查询：改接快递鸟。"),
    ("告警消息推到钉钉群。", "告警消息改推飞书群了。"),
    ("构建通知发到企业微信。", "构建通知以后改发 Slack。"),
])
def test_gai_before_a_verb_names_the_new_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("物流轨迹查询接的是快递100。", "快递100 的账号找小周开。"),
    ("物流轨迹查询接的是快递100。", "支付回调改接新的域名了。"),
    ("告警消息推到钉钉群。", "改完 bug 再推代码。"),
    ("构建通知发到企业微信。", "周报以后改发邮件。"),
])
def test_look_alikes_of_gai_before_a_verb(old, new):
    assert not targets(old, new)


# --- the negative of "use" in any form names the old value ---------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("取引先とのやり取りは Chatwork で行う。",
     "もう Chatwork は使っていません。取引先とは Slack コネクトでやり取りしています。"),
    ("メモは Evernote で取る。", "Evernote はもう使いません。メモは Notion で取ります。"),
    ("Partner chats happen in Chatwork",
     "We don't use Chatwork anymore; partner chats are in Slack Connect."),
    ("和客户沟通用 Chatwork。", "Chatwork 已经不用了，和客户沟通现在用 Slack。"),
])
def test_the_negative_of_use_names_the_old_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("取引先とのやり取りは Chatwork で行う。",
     "もう紙の申請書は使っていません。申請はすべてオンラインです。"),
    ("取引先とのやり取りは Chatwork で行う。", "Chatwork の通知はもう使っていません。"),
])
def test_look_alikes_of_the_negative_of_use(old, new):
    assert not targets(old, new)


# --- from a time on: "今月から", "从下个月开始", "starting next month" ---------------------


@pytest.mark.parametrize(("old", "new"), [
    ("稟議は X-point で回す。", "稟議は今月から kintone で回してください。"),
    ("经费报销用 Expensify。", "经费报销从下个月开始用 Ramp。"),
    ("Expense reports go through Expensify",
     "Starting next month, expense reports go through Ramp."),
])
def test_from_a_time_on_says_a_change(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("稟議は X-point で回す。", "社内ランチ会は今月から月 1 回です。"),
    ("稟議は X-point で回す。", "稟議の承認者は今月から部長です。"),
    ("稟議は X-point で回す。", "来月から経費精算は kintone で回してください。"),
    ("经费报销用 Expensify。", "从这个月开始，差旅标准提高了。"),
    ("经费报销用 Expensify。", "从下个月开始，团建经费用 Ramp 报销。"),
    ("Expense reports go through Expensify", "Starting next month, standups move to 10am."),
])
def test_look_alikes_of_from_a_time_on(old, new):
    assert not targets(old, new)


# --- "as a whole" (整体, 全面) says how much of it, no subject -------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("小程序用 Taro 开发。", "小程序我们已经整体迁到 uni-app 了。"),
    ("前端用 Vue 2。", "前端已经全面升级到 Vue 3 了。"),
])
def test_as_a_whole_is_no_subject(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("小程序用 Taro 开发。", "后台管理系统我们已经整体迁到 Vue 3 了。"),
    ("前端用 Vue 2。", "后端已经全面迁到 Go 了。"),
])
def test_look_alikes_of_as_a_whole(old, new):
    assert not targets(old, new)


# --- a name of several words joined by "of" is one old value ------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("勤怠は KING OF TIME で打刻する。", "勤怠の打刻は freee 勤怠管理Plus に切り替わりました。"),
    ("考勤用 KING OF TIME 打卡。", "考勤打卡改用钉钉了。"),
    ("Time tracking is done in King of Time", "Time tracking moved to Harvest."),
])
def test_a_name_with_of_is_one_old_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("勤怠は KING OF TIME で打刻する。", "社用 PC の管理は Jamf に切り替わりました。"),
    ("勤怠は KING OF TIME で打刻する。", "勤怠の締め日は月末に切り替わりました。"),
])
def test_look_alikes_of_a_name_with_of(old, new):
    assert not targets(old, new)


# --- a change of role against a record of the role on a team, or as the person works -------


@pytest.mark.parametrize(("old", "new"), [
    ("The user is a backend engineer on the checkout team",
     "I moved to the search team last month, and I'm its engineering manager now."),
    ("The user is a frontend developer on the growth team", "I'm a tech lead now."),
    ("我在支付组做后端开发。", "我现在调到风控组当组长了。"),
    ("我在客服部当主管。", "我现在转做产品经理了。"),
    ("私は QA エンジニアとして働いている。",
     "10 月から QA を離れて、プロダクトマネージャーをやっています。"),
    ("ユーザーはデザイナーとして働いています。", "今はプロダクトマネージャーをやっています。"),
])
def test_a_change_of_role_on_a_team_or_as_one_works(old, new):
    assert targets(old, new, name="user role")


@pytest.mark.parametrize(("old", "new"), [
    # No role, a level, another person, "we", "the only ...": not a new role.
    ("The user is a backend engineer on the checkout team",
     "I moved to a standing desk last month."),
    ("The user is a backend engineer on the checkout team", "I'm a senior engineer now."),
    ("The user is a backend engineer on the checkout team",
     "My manager is its engineering manager now."),
    ("The user is a backend engineer on the checkout team",
     "I'm the only backend engineer on the team now."),
    ("我在支付组做后端开发。", "我现在调到靠窗的工位了。"),
    ("我在支付组做后端开发。", "小王现在调到风控组当组长了。"),
    ("我在支付组做后端开发。", "我们组现在有了新组长了。"),
    ("私は QA エンジニアとして働いている。", "10 月から QA チームに新人が 2 人入りました。"),
    ("私は QA エンジニアとして働いている。", "10 月から QA チームのリーダーは田中さんです。"),
])
def test_look_alikes_of_a_change_of_role_on_a_team(old, new):
    assert not targets(old, new, name="user role")


@pytest.mark.parametrize(("old", "new"), [
    ("我在支付组做后端开发。", "我现在调到风控组当组长了。"),
    ("私は QA エンジニアとして働いている。",
     "10 月から QA を離れて、プロダクトマネージャーをやっています。"),
])
def test_a_change_of_role_on_the_write_path(old, new):
    # The person's records are offered whatever the search returns.
    rec = Record(name="user-role", description=old, type="user")
    d = should_store(Candidate(name="new-role", description=new, type="user", body=new,
                               lifetime="persistent"), [rec], find_similar=lambda c: [])
    assert (d.action, d.target) == ("update", rec)


# --- offline extraction: "もう X は使っていません" says what is no longer used -------------


def test_no_longer_used_is_half_of_a_correction_on_the_extract_path():
    from memdir.pipeline.extract import extract_offline
    text = "もう Chatwork は使っていません。取引先とは Slack コネクトでやり取りしています。"
    (cand,) = extract_offline([{"role": "user", "content": text}])
    assert "Chatwork" in cand.description and "Slack" in cand.description
    (alone,) = extract_offline([{"role": "user", "content": "もう Chatwork は使っていません。"}])
    assert "Chatwork" in alone.description


@pytest.mark.parametrize("text", [
    # もう of the moment: a state now, a request about this branch.
    "もうビルドは通っていません。",
    "もうこのブランチは使わないで。",
])
def test_look_alikes_of_no_longer_used_on_the_extract_path(text):
    from memdir.pipeline.extract import extract_offline
    assert extract_offline([{"role": "user", "content": text}]) == []
