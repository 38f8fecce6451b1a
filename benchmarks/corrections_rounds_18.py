"""The eighteenth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_18 --------------------------------------------------------------------------
# An eighteenth fresh round (#24, 2026-12-06): written and committed after the rules were
# changed for fresh_17 (fresh_17 is seen from then on), before they ran on it; scored
# once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on subjects no
# round used (response cache lifetimes, the log shipper, access token lifetimes, the
# survey tool, demo day, the brand color, the realtime transport, the uptime target, the
# git hooks manager, invoice payment terms, the user's team and role, the user's phone,
# the mini-program framework, the parcel tracking API, code hosting, the SMS code's
# validity, the support mailbox, the time-clock service, the scheduling tool, the chat
# with partners, business card management, approval workflows, the draft autosave
# interval, the user's days in the office, the public API's style, over-the-air app
# updates). Corrections in several registers (terse "Surveys: Tally now.", lowercase
# and casual, polite requests, Chinese and Japanese with English product names, two
# clauses, "not X anymore", "actually", "we moved/replaced", a number or time changed in
# the same unit or in another unit of the same measure, a directive with no change word,
# the subject said in other words than the record's, the old value going away, a change
# of the user's role); each look-alike shares one surface feature (a change verb, a time
# word, a negation, the old value, a project noun, the person, a number) with the stored
# record but is about something else, and at least two a language set an amount of
# another thing or in another unit ("Cut the CI job timeout to 20 minutes" against
# "Cached API responses expire after 5 minutes"). Each language written on its own.
EN_FRESH_18: Rows = (
    (U, P, "response-cache-5-minutes", "Cached API responses expire after 5 minutes",
     "Cut the response cache TTL to 90 seconds."),
    (U, R, "log-shipping-fluentd", "Logs are shipped to the log store by Fluentd",
     "We replaced Fluentd with Vector for shipping logs."),
    (U, P, "access-tokens-valid-1-hour", "Access tokens are valid for 1 hour",
     "Access tokens should be valid for 15 minutes."),
    (U, R, "customer-surveys-typeform", "Customer surveys are built in Typeform",
     "Surveys: Tally now."),
    (U, P, "demo-day-last-friday", "Demo day is the last Friday of each month",
     "demo day's on the first thursday of the month now, fridays never worked for sales"),
    (U, F, "brand-color-2563eb", "Use #2563EB as the primary brand color",
     "Please use #7C3AED as the primary brand color from now on."),
    (U, R, "realtime-socket-io", "Realtime updates are pushed over Socket.IO",
     "Realtime updates don't go through Socket.IO anymore; we use plain WebSockets now."),
    (U, P, "uptime-target-99-9", "The uptime target is 99.9%",
     "The uptime target went up to 99.95%."),
    (U, F, "git-hooks-husky", "Manage git hooks with husky",
     "actually the pre-commit checks run through lefthook these days"),
    (U, P, "invoices-due-30-days", "Customer invoices are due within 30 days",
     "Customers have 45 days to pay an invoice now."),
    (U, US, "user-checkout-backend", "The user is a backend engineer on the checkout team",
     "I moved to the search team last month, and I'm its engineering manager now."),
    (U, US, "user-phone-iphone", "The user's phone is an iPhone",
     "The iPhone is gone; my phone is a Pixel 8 now."),
    (N, P, "response-cache-5-minutes-2", "Cached API responses expire after 5 minutes",
     "Cut the CI job timeout to 20 minutes."),
    (N, R, "log-shipping-fluentd-2", "Logs are shipped to the log store by Fluentd",
     "We replaced the office VPN with Tailscale."),
    (N, P, "access-tokens-valid-1-hour-2", "Access tokens are valid for 1 hour",
     "Team invite links should be valid for 7 days."),
    (N, R, "customer-surveys-typeform-2", "Customer surveys are built in Typeform",
     "The NPS survey goes out every quarter now."),
    (N, R, "realtime-socket-io-2", "Realtime updates are pushed over Socket.IO",
     "The mobile app doesn't support Android 9 anymore."),
    (N, P, "uptime-target-99-9-2", "The uptime target is 99.9%",
     "The test coverage bar went up to 85%."),
    (N, US, "user-checkout-backend-2", "The user is a backend engineer on the checkout team",
     "I moved to a standing desk last month."),
    (N, US, "user-phone-iphone-2", "The user's phone is an iPhone",
     "The iPhone 12 in the device lab is gone; test on the iPad instead."),
)

ZH_FRESH_18: Rows = (
    (U, P, "小程序-taro", "小程序用 Taro 开发。", "小程序我们已经整体迁到 uni-app 了。"),
    (U, R, "物流查询-快递100", "物流轨迹查询接的是快递100。", "物流查询：改接快递鸟。"),
    (U, R, "代码托管-gitee", "代码托管在 Gitee 上。",
     "代码已经搬到公司自建的 GitLab，Gitee 上的仓库不再更新了。"),
    (U, R, "日志采集-filebeat", "日志用 Filebeat 采集。",
     "日志采集不用 Filebeat 了，换成 iLogtail。"),
    (U, P, "商品详情缓存-10分钟", "商品详情接口缓存 10 分钟。", "商品详情的缓存时间改成 60 秒。"),
    (U, P, "短信验证码-5分钟有效", "短信验证码 5 分钟内有效。", "验证码有效期延长到 10 分钟。"),
    (U, F, "调研问卷-问卷星", "用户调研问卷用问卷星做。", "麻烦以后调研问卷都用腾讯问卷发。"),
    (U, R, "客服邮箱-support", "客服邮箱是 support@yunfan.cn。",
     "support@yunfan.cn 已经停用了，客服邮箱现在是 help@yunfan.cn。"),
    (U, US, "岗位-支付组后端", "我在支付组做后端开发。", "我现在调到风控组当组长了。"),
    (U, US, "手机-华为", "我用的是华为手机。", "其实我早就换 iPhone 了哈"),
    (U, P, "可用性目标-99-9", "服务可用性目标是 99.9%。", "今年的 SLA 定到了 99.95%。"),
    (U, F, "git-hooks-husky", "Git hooks 用 husky 管理。", "git hooks 用 lefthook 来管。"),
    (N, P, "小程序-taro-2", "小程序用 Taro 开发。", "后台管理系统我们已经整体迁到 Vue 3 了。"),
    (N, R, "物流查询-快递100-2", "物流轨迹查询接的是快递100。", "快递100 的账号找小周开。"),
    (N, P, "商品详情缓存-10分钟-2", "商品详情接口缓存 10 分钟。",
     "未支付订单的自动取消时间改成 15 分钟。"),
    (N, P, "短信验证码-5分钟有效-2", "短信验证码 5 分钟内有效。",
     "同一个手机号每天最多发 10 条短信。"),
    (N, R, "客服邮箱-support-2", "客服邮箱是 support@yunfan.cn。",
     "客服电话没变，还是原来那个 400 号码。"),
    (N, US, "岗位-支付组后端-2", "我在支付组做后端开发。", "我现在调到靠窗的工位了。"),
    (N, US, "手机-华为-2", "我用的是华为手机。", "其实我早就换成双屏了哈"),
    (N, P, "可用性目标-99-9-2", "服务可用性目标是 99.9%。", "单测覆盖率的要求提到了 85%。"),
)

JA_FRESH_18: Rows = (
    (U, R, "勤怠-king-of-time", "勤怠は KING OF TIME で打刻する。",
     "勤怠の打刻は freee 勤怠管理Plus に切り替わりました。"),
    (U, R, "日程調整-timerex", "社外との日程調整は TimeRex を使う。",
     "日程調整ツール：今後は Spir。"),
    (U, R, "取引先連絡-chatwork", "取引先とのやり取りは Chatwork で行う。",
     "もう Chatwork は使っていません。取引先とは Slack コネクトでやり取りしています。"),
    (U, R, "名刺管理-sansan", "名刺は Sansan で管理している。",
     "名刺の管理は HubSpot に移しました。"),
    (U, F, "稟議-x-point", "稟議は X-point で回す。", "稟議は今月から kintone で回してください。"),
    (U, F, "自動保存-30秒ごと", "下書きは 30 秒ごとに自動保存する。",
     "下書きの自動保存、10 秒ごとにしよう。"),
    (U, P, "アクセストークン-1時間", "アクセストークンの有効期限は 1 時間。",
     "アクセストークンは 15 分で失効するようにしました。"),
    (U, F, "アンケート-googleフォーム", "ユーザーアンケートは Google フォームで作る。",
     "アンケートは Tally で作ってください。"),
    (U, US, "職種-qa", "私は QA エンジニアとして働いている。",
     "10 月から QA を離れて、プロダクトマネージャーをやっています。"),
    (U, US, "出社-週3日", "私は週 3 日出社している。", "出社、週 1 日に減ったよ"),
    (U, R, "公開api-graphql", "公開 API は GraphQL で提供している。",
     "実は GraphQL はやめて、公開 API は REST に戻しました。"),
    (U, P, "ota配信-codepush", "アプリの OTA 配信は CodePush を使う。",
     "CodePush は提供終了になったので、OTA 配信は EAS Update に切り替えます。"),
    (N, R, "勤怠-king-of-time-2", "勤怠は KING OF TIME で打刻する。",
     "社用 PC の管理は Jamf に切り替わりました。"),
    (N, R, "日程調整-timerex-2", "社外との日程調整は TimeRex を使う。",
     "社内ランチ会：今後は月 1 回。"),
    (N, R, "取引先連絡-chatwork-2", "取引先とのやり取りは Chatwork で行う。",
     "もう紙の申請書は使っていません。申請はすべてオンラインです。"),
    (N, F, "自動保存-30秒ごと-2", "下書きは 30 秒ごとに自動保存する。",
     "ヘルスチェック、60 秒ごとにしよう。"),
    (N, P, "アクセストークン-1時間-2", "アクセストークンの有効期限は 1 時間。",
     "招待メールのリンクは 72 時間で失効するようにしました。"),
    (N, US, "職種-qa-2", "私は QA エンジニアとして働いている。",
     "10 月から QA チームに新人が 2 人入りました。"),
    (N, US, "出社-週3日-2", "私は週 3 日出社している。", "チームの定例、週 1 回に減ったよ"),
    (N, R, "公開api-graphql-2", "公開 API は GraphQL で提供している。",
     "実は来月、社内で GraphQL の勉強会をやります。"),
)
