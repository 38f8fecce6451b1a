"""The twenty-fourth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_24 --------------------------------------------------------------------------
# A twenty-fourth fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on places, teams and settings the earlier rounds left out (an inn's and a guesthouse's
# check-in time; who labels a lab's samples and what goes on the label; a newsletter's and
# a WeChat account's send day; licence headers in tests and source files; the staging or
# test site's address; the name the user likes to be called; a team's standup time; a
# translation glossary's term for account, workspace or deploy; the print shop for flyers;
# the temperature of a support, writing or summary bot; the build cache's location; the
# weekly meeting's room). Corrections in several forms (terse "Check-in: 14:00.", 入住时间:
# and キャッシュの置き場所:, the new value with no change word, the change given as a
# reason, the old value dropped in its own clause, a person replaced (a technician, 小刘,
# a meeting's organiser), a time in another form (a quarter past ten, 九点一刻, 午後二時,
# 30 分繰り下げ), a shop that closed, a rule reversed (licence headers wanted after all), a
# nickname replacing a title); each look-alike shares one surface feature with its stored
# record (a change verb such as moved/switched/改/替わる, instead/代わりに, a time word such
# as from now on/以后/今後/现在, the same name or noun in another role, a one-off absence or
# room loan, a question about the record, a second shop added beside the first, a setting
# left as it is) but leaves the record true. Each language written on its own.
EN_FRESH_24: Rows = (
    (U, P, "inn-checkin-3pm", "Guests at the Harbourside Inn can check in from 3 pm",
     "Check-in: 14:00."),
    (U, P, "lab-sample-labels-ruth", "Ruth, the lab technician, labels the samples",
     "Ruth moved over to the sequencing core, so Ahmed does the sample labels."),
    (U, P, "newsletter-tuesday", "The newsletter goes out on Tuesday mornings",
     "Thursday morning is newsletter day - Tuesday open rates were dire."),
    (U, F, "licence-header-not-in-tests", "Test files don't need the licence header",
     "Actually, put the licence header on test files too; the compliance scanner flags every "
     "file without one."),
    (U, R, "staging-url-fernleaf-dev", "The staging site is at staging.fernleaf.dev",
     "staging.fernleaf.dev is gone. Staging lives at stage.internal.fernleaf.io."),
    (U, US, "preferred-name-katherine", "The user prefers to be called Katherine",
     "Just call me Kate, honestly - Katherine makes me feel like I'm in trouble."),
    (U, P, "standup-9-30", "The team's standup is at 9:30 am",
     "Standup now starts at a quarter past ten."),
    (U, R, "glossary-account-kundenkonto", "The glossary renders 'account' as 'Kundenkonto'",
     "The client wants plain 'Konto' for 'account' everywhere; 'Kundenkonto' is out."),
    (U, R, "print-shop-inkwell", "Flyers are printed at Inkwell Print on Mill Road",
     "Inkwell shut down last month, so the flyers go to PrintHaus on the market square."),
    (U, P, "support-bot-temperature-0-7", "The support bot runs at temperature 0.7",
     "Support bot temperature is 0.2 since it started inventing refund policies."),
    (U, P, "build-cache-tmp", "The build cache lives in /tmp/buildcache",
     "/tmp gets wiped on every reboot, so keep the build cache under ~/.cache/buildkit."),
    (U, R, "planning-room-orion", "The weekly planning meeting is in the Orion room",
     "Weekly planning happens in Vega; Orion's being turned into phone booths."),
    (N, P, "inn-checkin-3pm-2", "Guests at the Harbourside Inn can check in from 3 pm",
     "Check-out moved to 11 am so housekeeping has more time."),
    (N, P, "newsletter-tuesday-2", "The newsletter goes out on Tuesday mornings",
     "From now on the newsletter comes from hello@ instead of news@."),
    (N, US, "preferred-name-katherine-2", "The user prefers to be called Katherine",
     "Book the flight under Katherine Ellis - it has to match my passport."),
    (N, P, "standup-9-30-2", "The team's standup is at 9:30 am",
     "I'll miss standup tomorrow, I've got the dentist at nine."),
    (N, R, "staging-url-fernleaf-dev-2", "The staging site is at staging.fernleaf.dev",
     "Is staging still on staging.fernleaf.dev, or did that move?"),
    (N, R, "print-shop-inkwell-2", "Flyers are printed at Inkwell Print on Mill Road",
     "The big banners are going to Copyzone; Inkwell still does our flyers."),
    (N, P, "support-bot-temperature-0-7-2", "The support bot runs at temperature 0.7",
     "We switched the support bot to the newer model. Leave its temperature where it is."),
    (N, R, "planning-room-orion-2", "The weekly planning meeting is in the Orion room",
     "Orion finally has a new projector, so we can show the burndown at planning."),
)

ZH_FRESH_24: Rows = (
    (U, P, "民宿-入住-下午两点", "民宿下午两点以后可以办理入住。", "入住时间：15:00 起。"),
    (U, P, "样品标签-小刘", "实验室的样品标签由小刘负责打印和贴。",
     "小刘出国交流了，样品标签这摊事交给陈师姐。"),
    (U, P, "公众号-周五推送", "公众号每周五推送。", "周五的打开率太低，推送挪到周三了。"),
    (U, F, "许可证头-不加", "源码文件不加许可证头。",
     "还是给每个源码文件都加上许可证头吧，法务那边要求的。"),
    (U, R, "测试环境-xiaoyu域名", "测试环境地址是 test.xiaoyu.cn。",
     "test.xiaoyu.cn 已经下线了，测试环境现在是 qa.xiaoyu.cn。"),
    (U, US, "称呼-王老师-不教书", "用户希望被称为“王老师”。", "以后叫我小王就行，我早就不教书了。"),
    (U, P, "站会-早上9点", "团队每天早上 9 点开站会。", "站会时间：九点一刻。"),
    (U, R, "术语-workspace-工作区", "术语表里 workspace 译作“工作区”。",
     "客户要求 workspace 统一译成“工作空间”，“工作区”别再用了。"),
    (U, R, "打印店-老李", "宣传单在校门口的老李打印店印。",
     "老李打印店关门了，传单以后去学校文印中心印。"),
    (U, P, "写作助手-温度-0.8", "写作助手模型的 temperature 设为 0.8。",
     "temperature 我调到 0.3 了，0.8 写出来太飘。"),
    (U, P, "构建缓存-data-cache", "CI 的构建缓存放在 /data/cache。",
     "构建缓存迁到对象存储的 ci-cache 桶了，本地 /data/cache 已经清掉。"),
    (U, R, "周会-301会议室", "周会在 301 会议室开。", "301 给财务占了，周会以后在五楼大会议室。"),
    (N, P, "民宿-入住-下午两点-2", "民宿下午两点以后可以办理入住。",
     "现在入住的时候要多收一百块押金。"),
    (N, P, "公众号-周五推送-2", "公众号每周五推送。", "周五那篇推送以后都在文末加个投票。"),
    (N, US, "称呼-王老师-不教书-2", "用户希望被称为“王老师”。",
     "我爸也姓王，你帮他写信的时候称呼“王先生”就好。"),
    (N, P, "站会-早上9点-2", "团队每天早上 9 点开站会。",
     "明天早上的站会我请假，帮我跟大家说一声。"),
    (N, R, "测试环境-xiaoyu域名-2", "测试环境地址是 test.xiaoyu.cn。",
     "测试环境还是 test.xiaoyu.cn 对吧？"),
    (N, R, "打印店-老李-2", "宣传单在校门口的老李打印店印。",
     "大幅海报改去广告公司做，传单还是在老李那儿印。"),
    (N, P, "写作助手-温度-0.8-2", "写作助手模型的 temperature 设为 0.8。",
     "写作助手换成新版模型了，temperature 不用动。"),
    (N, R, "周会-301会议室-2", "周会在 301 会议室开。",
     "今天下午 301 借给 HR 面试用一次，明天就还回来。"),
)

JA_FRESH_24: Rows = (
    (U, P, "旅館-チェックイン-15時", "旅館のチェックインは 15 時から。",
     "チェックインは午後二時からです。"),
    (U, P, "検体ラベル-氏名", "検体ラベルには患者の氏名を書く。",
     "個人情報の扱いが厳しくなったので、検体ラベルは氏名をやめて検体 ID だけにしました。"),
    (U, P, "メルマガ-月曜配信", "メルマガは毎週月曜に配信する。",
     "月曜は開封率が悪かったので、メルマガの配信日を木曜に変えました。"),
    (U, F, "ライセンスヘッダ-付けない", "ソースファイルにライセンスヘッダは付けない。",
     "やっぱり全ファイルにライセンスヘッダを入れてください。法務から指摘がありました。"),
    (U, R, "ステージングURL-stg", "ステージング環境の URL は stg.example-shop.jp。",
     "ステージングの URL は stg.example-shop.jp じゃなくなりました。"
     "今は staging.shop-dev.jp です。"),
    (U, US, "呼び名-山本さん", "ユーザーは「山本さん」と呼ばれたい。",
     "これからは下の名前で「健太」と呼んでもらえると嬉しいです。"),
    (U, P, "チーム朝会-9時半", "チームの朝会は 9 時半から。", "朝会、30 分繰り下げになりました。"),
    (U, R, "用語集-deploy-デプロイ", "用語集では deploy を「デプロイ」と訳す。",
     "クライアントの指定で、deploy の訳語は「展開」に統一です。"),
    (U, R, "印刷所-田中印刷", "チラシは田中印刷に頼んでいる。",
     "田中印刷さんが廃業されたので、チラシは今後ネット印刷に出します。"),
    (U, P, "要約ボット-temperature-0.9", "要約ボットの temperature は 0.9。",
     "要約ボットの temperature、0 にしました。事実と違う要約が増えたので。"),
    (U, P, "ビルドキャッシュ-ホーム", "ビルドキャッシュは ~/.cache/build に置く。",
     "キャッシュの置き場所:/var/cache/ci"),
    (U, R, "定例-会議室A", "週次定例は会議室 A で行う。",
     "定例の担当が佐藤さんから小林さんに替わって、場所も 3 階の会議室 C になりました。"),
    (N, P, "旅館-チェックイン-15時-2", "旅館のチェックインは 15 時から。",
     "チェックインの時間はそのままで、夕食の開始を 18 時に変えました。"),
    (N, P, "メルマガ-月曜配信-2", "メルマガは毎週月曜に配信する。",
     "月曜のメルマガ、今後は動画のリンクも入れていきます。"),
    (N, US, "呼び名-山本さん-2", "ユーザーは「山本さん」と呼ばれたい。",
     "経理の山本さんから請求書が届いたので、確認お願いします。"),
    (N, P, "チーム朝会-9時半-2", "チームの朝会は 9 時半から。",
     "朝会の司会、今週から森さんに替わりました。"),
    (N, R, "ステージングURL-stg-2", "ステージング環境の URL は stg.example-shop.jp。",
     "ステージングって今も stg.example-shop.jp で合ってますか?"),
    (N, R, "印刷所-田中印刷-2", "チラシは田中印刷に頼んでいる。",
     "ポスターは代わりにキンコーズで刷ります。チラシは引き続き田中印刷で。"),
    (N, P, "要約ボット-temperature-0.9-2", "要約ボットの temperature は 0.9。",
     "要約ボットを新しいモデルに切り替えました。temperature はそのままです。"),
    (N, R, "定例-会議室A-2", "週次定例は会議室 A で行う。",
     "明日の定例だけ、会議室 A が埋まっているのでオンラインでやります。"),
)
