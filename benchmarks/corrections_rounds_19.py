"""The nineteenth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_19 --------------------------------------------------------------------------
# A nineteenth fresh round (#24, 2026-12-06): written and committed after the rules were
# changed for fresh_18 (fresh_18 is seen from then on), before they ran on it; scored
# once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on subjects no
# round used (where runbooks live, the secrets store, the default page size, the UI
# font, the docstring style, a function length cap, the oldest iOS supported, the video
# clip length, the user's city, day off and main programming language, support hours,
# the internal docs wiki, design hand-off, the canary share, API timestamps, automatic
# receipt of orders, loyalty points earned, the SMS provider, the test environment's
# address, how amounts are rounded on screen, ID card OCR, expense claims, where the
# manuals are kept, the newsletter's day, the free shipping threshold, points expiry, the
# user's reduced hours and sales region, the language of review comments, quotes with or
# without tax, the reply time for enquiries, file sharing). Corrections in several
# registers (terse "Default page size: 25.", lowercase and casual, polite requests,
# Chinese and Japanese with English product names, two clauses and two sentences, "is
# X now, not Y", "we dropped/swapped", a number changed in the same unit or in another
# unit of the same measure ("up to three minutes" against "at most 90 seconds", "2 年"
# against "12 か月"), a directive with no change word, the subject said in other words
# than the record's, the old value going away, changes about the user (city, day off,
# main language, hours, region)); each look-alike shares one surface feature (a change
# verb, a time word, a negation, the old value, a project noun, the person, a number or
# unit) with the stored record but is about something else, and at least two a language
# set an amount of another thing or in another unit ("Profile photos can be up to 10 MB
# now" against "Uploaded video clips can be at most 90 seconds long"). Each language
# written on its own.
EN_FRESH_19: Rows = (
    (U, R, "runbooks-in-ops-repo", "Runbooks live in the ops repo under docs/runbooks",
     "Runbooks are in Notion now; the copies in the ops repo are frozen."),
    (U, R, "app-secrets-vault", "Application secrets are stored in HashiCorp Vault",
     "we're off vault, app secrets sit in aws secrets manager these days"),
    (U, P, "list-page-size-50", "List endpoints return 50 items per page by default",
     "Default page size: 25."),
    (U, P, "ui-font-inter", "The UI font is Inter",
     "We swapped Inter out for Geist across the app."),
    (U, F, "docstrings-google-style", "Write docstrings in Google style",
     "Could you write docstrings NumPy-style from here on? The Google-style ones render "
     "badly in our API reference."),
    (U, F, "functions-under-40-lines", "Keep functions under 40 lines",
     "40 lines per function was too tight, let's make 60 the cap."),
    (U, P, "ios-app-min-ios-15", "The iOS app supports iOS 15 and later",
     "We dropped iOS 15 support, so the app needs iOS 16 or newer."),
    (U, P, "video-clips-max-90-seconds", "Uploaded video clips can be at most 90 seconds long",
     "Clips can run up to three minutes now."),
    (U, US, "user-lives-toronto", "The user lives in Toronto",
     "I relocated to Vancouver in the spring, so I'm on Pacific time now."),
    (U, US, "user-off-fridays", "The user doesn't work on Fridays",
     "My day off is Monday now, not Friday."),
    (U, US, "user-writes-java", "The user mostly writes Java",
     "these days it's almost all kotlin for me"),
    (U, P, "support-weekdays-9-to-5", "Customer support is staffed 9 to 5 on weekdays",
     "Since the Asia launch, support is staffed around the clock, weekends included."),
    (N, R, "runbooks-in-ops-repo-2", "Runbooks live in the ops repo under docs/runbooks",
     "The ops repo moved to GitHub Enterprise last week."),
    (N, R, "app-secrets-vault-2", "Application secrets are stored in HashiCorp Vault",
     "we're off jenkins, builds run on buildkite these days"),
    (N, P, "list-page-size-50-2", "List endpoints return 50 items per page by default",
     "Default request timeout: 25 seconds."),
    (N, F, "docstrings-google-style-2", "Write docstrings in Google style",
     "Could you write changelog entries in Keep a Changelog style from here on?"),
    (N, F, "functions-under-40-lines-2", "Keep functions under 40 lines",
     "Pull requests over 400 lines need two approvals now."),
    (N, P, "video-clips-max-90-seconds-2", "Uploaded video clips can be at most 90 seconds long",
     "Profile photos can be up to 10 MB now."),
    (N, US, "user-lives-toronto-2", "The user lives in Toronto",
     "I relocated our team offsite to Montreal this year."),
    (N, US, "user-off-fridays-2", "The user doesn't work on Fridays",
     "Deploys don't go out on Fridays."),
)

ZH_FRESH_19: Rows = (
    (U, R, "内部文档-语雀", "内部文档放在语雀上。",
     "文档都迁到飞书知识库了，语雀那边只读。"),
    (U, R, "设计稿-蓝湖", "设计稿统一在蓝湖上看。", "以后设计稿直接看 MasterGo 的链接就行。"),
    (U, P, "灰度-首批5", "新版本灰度先放 5% 的用户。", "灰度第一批改成放 10% 的用户。"),
    (U, US, "城市-杭州", "我在杭州工作。", "我上个月回成都了，现在远程办公。"),
    (U, US, "主力语言-go", "我平时主要写 Go。", "最近基本都在写 Rust 了。"),
    (U, F, "接口时间-秒级时间戳", "接口返回的时间用秒级时间戳。",
     "接口里的时间字段统一改成 ISO 8601 字符串吧。"),
    (U, P, "自动收货-7天", "发货后 7 天自动确认收货。", "自动确认收货改成发货后十五天。"),
    (U, P, "积分-1元1分", "每消费 1 元积 1 分。", "积分规则调了，现在每满 10 元才积 1 分。"),
    (U, R, "短信通道-阿里云", "短信走阿里云短信服务。",
     "阿里云短信到期不续了，短信通道切到腾讯云。"),
    (U, R, "测试环境-test域名", "测试环境地址是 test.shiguang.com。",
     "测试环境换到 qa.shiguang.com 了，老域名下周停掉。"),
    (U, F, "金额-两位小数", "前端金额保留两位小数。", "金额展示不要小数了，四舍五入到元。"),
    (U, R, "身份证ocr-百度", "身份证识别调用的是百度 OCR。",
     "身份证 OCR 我们换成合合信息的接口了。"),
    (N, R, "内部文档-语雀-2", "内部文档放在语雀上。", "语雀的团队版下个月到期，记得续费。"),
    (N, P, "灰度-首批5-2", "新版本灰度先放 5% 的用户。", "下单接口的超时改成 10 秒。"),
    (N, US, "城市-杭州-2", "我在杭州工作。", "我上个月回了趟杭州，见了几个老同事。"),
    (N, US, "主力语言-go-2", "我平时主要写 Go。", "最近基本都在写年终总结，代码反而写得少。"),
    (N, F, "接口时间-秒级时间戳-2", "接口返回的时间用秒级时间戳。",
     "日志里的时间统一改成北京时间吧。"),
    (N, P, "自动收货-7天-2", "发货后 7 天自动确认收货。", "退款申请 7 天没人处理就自动通过。"),
    (N, R, "短信通道-阿里云-2", "短信走阿里云短信服务。", "阿里云的账单改成按月结了。"),
    (N, F, "金额-两位小数-2", "前端金额保留两位小数。", "重量展示保留一位小数就行。"),
)

JA_FRESH_19: Rows = (
    (U, R, "経費精算-楽楽精算", "経費精算は楽楽精算で申請する。",
     "経費精算は来月から マネーフォワード クラウド経費 に変わります。"),
    (U, R, "社内マニュアル-googleドライブ",
     "社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "マニュアル類は全部 NotePM に移しました。ドライブのほうはもう更新しません。"),
    (U, P, "メルマガ-毎週火曜", "メルマガは毎週火曜に配信する。",
     "メルマガ、隔週木曜の配信にしました。"),
    (U, P, "送料無料-5000円以上", "5,000 円以上のご注文で送料無料。",
     "送料無料のラインを 8,000 円に引き上げました。"),
    (U, P, "ポイント有効期限-12か月", "ポイントの有効期限は 12 か月。",
     "ポイントの期限、2 年に延ばしたよ"),
    (U, US, "住まい-大阪", "私は大阪に住んでいる。",
     "春に福岡へ引っ越して、今はそっちからリモートで働いてます。"),
    (U, US, "勤務-16時までの時短", "私は 16 時までの時短勤務。",
     "4 月からフルタイムに戻りました。"),
    (U, US, "担当エリア-関西", "私は関西エリアの顧客を担当している。",
     "担当が九州エリアに変わりました。"),
    (U, F, "レビューコメント-日本語", "コードレビューのコメントは日本語で書く。",
     "海外のメンバーが入ったので、レビューコメントは英語でお願いします。"),
    (U, F, "見積金額-税抜", "見積書の金額は税抜で書く。",
     "見積の金額は、これからは税込で統一してください。"),
    (U, P, "問い合わせ返信-24時間以内", "問い合わせには 24 時間以内に返信する。",
     "お問い合わせへの返信期限は 2 日に延ばしました。"),
    (U, R, "ファイル共有-box", "ファイル共有は Box を使う。",
     "Box は解約しました。ファイルのやり取りは SharePoint でお願いします。"),
    (N, R, "経費精算-楽楽精算-2", "経費精算は楽楽精算で申請する。",
     "健康診断の予約は来月から Web 受付に変わります。"),
    (N, R, "社内マニュアル-googleドライブ-2",
     "社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "議事録は全部 NotePM に移しました。"),
    (N, P, "メルマガ-毎週火曜-2", "メルマガは毎週火曜に配信する。",
     "定例ミーティング、隔週木曜にしました。"),
    (N, P, "送料無料-5000円以上-2", "5,000 円以上のご注文で送料無料。",
     "クーポンの最低利用金額を 3,000 円に引き上げました。"),
    (N, US, "住まい-大阪-2", "私は大阪に住んでいる。", "来週は大阪に出張です。"),
    (N, US, "担当エリア-関西-2", "私は関西エリアの顧客を担当している。",
     "関西エリアの担当者が一人増えました。"),
    (N, F, "レビューコメント-日本語-2", "コードレビューのコメントは日本語で書く。",
     "ログ検索しやすいように、エラーメッセージは英語でお願いします。"),
    (N, P, "問い合わせ返信-24時間以内-2", "問い合わせには 24 時間以内に返信する。",
     "障害発生時の第一報は 30 分以内に出すことにしました。"),
)
