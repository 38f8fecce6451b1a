"""The fifteenth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_15 --------------------------------------------------------------------------
# A fifteenth fresh round (#24, 2026-12-05): written and committed after the rules were
# changed for fresh_14 (fresh_14 is seen from then on), before they ran on it; scored
# once, then read. Larger than the rounds of 12 (20 pairs a language: 12 corrections, 8
# look-alikes) and on subjects no round used (transactional email, DNS, chart and icon
# libraries, scheduled jobs, thumbnail sizes, session timeouts, the user's role,
# currencies, load tests, product analytics, sprint planning). Corrections in several
# registers (terse "Charts: ECharts going forward", lowercase and casual, polite
# requests, Chinese with English terms, two clauses, a directive with no change word,
# a role change sharing only the person); each look-alike shares a change verb, a time
# word, a negation, the old value or a project noun with the stored record but is about
# something else.
EN_FRESH_15: Rows = (
    (U, P, "transactional-email-sendgrid", "Transactional emails are sent through SendGrid",
     "We've switched transactional email over to Postmark."),
    (U, R, "dns-route53", "DNS for our domains is managed in Route 53",
     "DNS is on DNSimple now; we moved it off Route 53 last month."),
    (U, F, "charts-chartjs", "Draw charts with Chart.js", "Charts: ECharts going forward, please."),
    (U, P, "scheduled-jobs-cron", "Scheduled jobs run from cron on the app server",
     "Scheduled jobs are run by Airflow now, not cron."),
    (U, F, "thumbnails-200px", "Thumbnails are 200 pixels wide",
     "Make thumbnails 320 pixels wide."),
    (U, P, "session-timeout-30m", "User sessions expire after 30 minutes of inactivity",
     "Sessions now time out after 2 hours of inactivity."),
    (U, US, "user-ios-tech-lead", "The user is the tech lead of the iOS team",
     "I moved to the data platform team as a staff engineer."),
    (U, F, "prices-in-usd", "Show prices in USD", "Could you show prices in euros from now on?"),
    (U, F, "icons-font-awesome", "Use Font Awesome for icons",
     "we dropped font awesome, icons come from lucide now"),
    (U, F, "load-tests-jmeter", "Load tests are written in JMeter",
     "Load tests: k6 from now on, JMeter's out."),
    (U, R, "analytics-mixpanel", "Product analytics events go to Mixpanel",
     "Product analytics events are sent to PostHog these days."),
    (U, P, "sprint-planning-monday", "Sprint planning is on Monday mornings",
     "Sprint planning got moved to Tuesday afternoon."),
    (N, P, "transactional-email-sendgrid-2", "Transactional emails are sent through SendGrid",
     "We've switched SMS notifications over to Twilio."),
    (N, R, "dns-route53-2", "DNS for our domains is managed in Route 53",
     "The VPN is on WireGuard now; we moved it off OpenVPN last month."),
    (N, F, "charts-chartjs-2", "Draw charts with Chart.js",
     "Data tables: AG Grid going forward, please."),
    (N, P, "scheduled-jobs-cron-2", "Scheduled jobs run from cron on the app server",
     "The app server is run by the platform team now, not by us."),
    (N, F, "thumbnails-200px-2", "Thumbnails are 200 pixels wide",
     "Make avatars 200 pixels wide, not 128."),
    (N, P, "session-timeout-30m-2", "User sessions expire after 30 minutes of inactivity",
     "Password reset links now expire after 2 hours."),
    (N, US, "user-ios-tech-lead-2", "The user is the tech lead of the iOS team",
     "The iOS team moved to the third floor."),
    (N, F, "prices-in-usd-2", "Show prices in USD",
     "Could you show temperatures in Celsius from now on?"),
)

ZH_FRESH_15: Rows = (
    (U, P, "事务邮件-sendgrid", "事务邮件通过 SendGrid 发送。", "事务邮件现在走 Postmark 了。"),
    (U, R, "dns-route53", "域名的 DNS 在 Route 53 上管理。",
     "DNS 上个月已经从 Route 53 迁到 DNSimple 了。"),
    (U, F, "图表-chartjs", "图表用 Chart.js 画。", "以后图表统一用 ECharts。"),
    (U, P, "定时任务-cron", "定时任务跑在应用服务器的 cron 上。",
     "定时任务现在交给 Airflow 调度，不用 cron 了。"),
    (U, F, "缩略图-200像素", "缩略图宽 200 像素。", "缩略图做成 320 像素宽。"),
    (U, P, "会话超时-30分钟", "用户会话 30 分钟无操作就过期。", "会话超时时间改成两小时了。"),
    (U, US, "ios组-技术负责人", "我是 iOS 组的技术负责人。", "我已经转到数据平台组当架构师了。"),
    (U, F, "价格-美元", "价格用美元显示。", "麻烦以后价格都显示成人民币。"),
    (U, F, "图标-font-awesome", "图标用 Font Awesome。", "icon 库我们换成 Lucide 了哈"),
    (U, F, "压测-jmeter", "压测脚本用 JMeter 写。", "压测以后用 k6，JMeter 不用了。"),
    (U, R, "埋点-mixpanel", "产品埋点数据发到 Mixpanel。", "埋点现在都上报到 PostHog。"),
    (U, P, "迭代计划会-周一上午", "迭代计划会在周一上午开。", "迭代计划会挪到周二下午了。"),
    (N, P, "事务邮件-sendgrid-2", "事务邮件通过 SendGrid 发送。", "短信通知现在走 Twilio 了。"),
    (N, R, "dns-route53-2", "域名的 DNS 在 Route 53 上管理。",
     "VPN 上个月已经从 OpenVPN 迁到 WireGuard 了。"),
    (N, F, "图表-chartjs-2", "图表用 Chart.js 画。", "以后表格组件统一用 AG Grid。"),
    (N, P, "定时任务-cron-2", "定时任务跑在应用服务器的 cron 上。",
     "应用服务器现在交给运维组管了，不用我们管了。"),
    (N, F, "缩略图-200像素-2", "缩略图宽 200 像素。", "头像做成 200 像素宽，不要 128 了。"),
    (N, P, "会话超时-30分钟-2", "用户会话 30 分钟无操作就过期。",
     "重置密码的链接改成两小时后过期了。"),
    (N, US, "ios组-技术负责人-2", "我是 iOS 组的技术负责人。", "iOS 组搬到三楼了。"),
    (N, F, "价格-美元-2", "价格用美元显示。", "麻烦以后温度都显示成摄氏度。"),
)

JA_FRESH_15: Rows = (
    (U, P, "トランザクションメール-sendgrid", "トランザクションメールは SendGrid で送っている。",
     "トランザクションメールは Postmark に切り替えました。"),
    (U, R, "dns-route53", "ドメインの DNS は Route 53 で管理している。",
     "DNS は先月 Route 53 から DNSimple に移しました。"),
    (U, F, "グラフ-chartjs", "グラフは Chart.js で描く。", "グラフは今後 ECharts でお願いします。"),
    (U, P, "定期ジョブ-cron", "定期ジョブはアプリサーバーの cron で動かしている。",
     "定期ジョブは cron をやめて Airflow で回すようになりました。"),
    (U, F, "サムネイル-200px", "サムネイルの幅は 200 ピクセル。",
     "サムネイルは幅 320 ピクセルで作ってください。"),
    (U, P, "セッション-30分", "ユーザーのセッションは 30 分操作がないと切れる。",
     "セッションのタイムアウトを 2 時間に延ばしました。"),
    (U, US, "iosチーム-テックリード", "私は iOS チームのテックリードです。",
     "データ基盤チームに異動して、今はスタッフエンジニアをしています。"),
    (U, F, "価格-ドル", "価格はドルで表示する。", "これからは価格を円で表示してもらえますか。"),
    (U, F, "アイコン-font-awesome", "アイコンは Font Awesome を使う。",
     "アイコンは Lucide にしたよ、Font Awesome はもう使わない。"),
    (U, F, "負荷試験-jmeter", "負荷試験のシナリオは JMeter で書く。",
     "負荷試験は JMeter じゃなくて k6 で。"),
    (U, R, "分析-mixpanel", "プロダクト分析のイベントは Mixpanel に送っている。",
     "分析イベントの送信先は PostHog に変わりました。"),
    (U, P, "スプリント計画-月曜午前", "スプリント計画は月曜の午前に行う。",
     "スプリント計画は火曜の午後に移りました。"),
    (N, P, "トランザクションメール-sendgrid-2", "トランザクションメールは SendGrid で送っている。",
     "SMS 通知は Twilio に切り替えました。"),
    (N, R, "dns-route53-2", "ドメインの DNS は Route 53 で管理している。",
     "VPN は先月 OpenVPN から WireGuard に移しました。"),
    (N, F, "グラフ-chartjs-2", "グラフは Chart.js で描く。",
     "表コンポーネントは今後 AG Grid でお願いします。"),
    (N, P, "定期ジョブ-cron-2", "定期ジョブはアプリサーバーの cron で動かしている。",
     "アプリサーバーの監視は Zabbix をやめて Prometheus で回すようになりました。"),
    (N, F, "サムネイル-200px-2", "サムネイルの幅は 200 ピクセル。",
     "アバターは幅 200 ピクセルで作ってください。128 ではなく。"),
    (N, P, "セッション-30分-2", "ユーザーのセッションは 30 分操作がないと切れる。",
     "パスワード再設定リンクの有効期限を 2 時間に延ばしました。"),
    (N, US, "iosチーム-テックリード-2", "私は iOS チームのテックリードです。",
     "iOS チームは 3 階に引っ越しました。"),
    (N, F, "価格-ドル-2", "価格はドルで表示する。", "これからは気温を摂氏で表示してもらえますか。"),
)
