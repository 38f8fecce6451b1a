"""The twenty-third fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_23 --------------------------------------------------------------------------
# A twenty-third fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on the user's own life as well as a restaurant kitchen, a sports club, a support desk, a
# shop and software (the user's gym days, diet, car, doctor, landlord and the children's
# school pick-up; a kitchen's fish, vegetable and rice suppliers and its lunch opening; a
# badminton club's and a youth football team's practice; a support desk's first-reply SLA
# and escalation contact; a shop's return window and sale items; the deploy region, the
# default branch, branch naming, the Java and Node.js versions, the test database, feature
# flags in hotfixes, the on-call rota's home, the logging library, console.log in
# production). Corrections in several forms (terse "Deploy region: eu-west-1.", the new
# value with no change word, the change given as a reason, the old value dropped in its
# own clause, a person replaced, a time or amount in another unit or written another way
# (quarter to four, 半天, 五時半), a preference reversed, a prohibition lifted, plural and
# possessive forms, 子供/子ども and 米/お米 in Japanese, 了/啦 in Chinese); each look-alike
# shares one surface feature with its stored record (a change verb such as moved/switched/
# 改用/替える, "instead"/代わりに, a time word such as now/以后/今後, the same noun in
# another role, the same person doing something else, a number of another thing, a one-off
# exception, a question about the record, a second thing added beside the first) but
# leaves the record true. Each language written on its own.
EN_FRESH_23: Rows = (
    (U, P, "deploy-region-us-east-1", "Production deploys go to the AWS us-east-1 region",
     "Deploy region: eu-west-1."),
    (U, US, "user-gym-mondays-wednesdays", "The user goes to the gym on Mondays and Wednesdays",
     "my gym days are tuesdays and saturdays these days"),
    (U, US, "user-drives-civic", "The user drives a 2012 Honda Civic",
     "Sold the Civic back in March. I get around in a Kia Niro."),
    (U, US, "kids-pickup-3pm", "The user picks the kids up from school at 3:00 pm",
     "The school day runs 45 minutes longer this year, so I collect the kids at quarter to four."),
    (U, R, "user-doctor-patel", "The user's doctor is Dr. Patel at the Elm Street practice",
     "Dr. Patel retired in the summer; my GP is Dr. Okafor at the same practice."),
    (U, R, "kitchen-fish-harbor-seafoods", "The restaurant's fish comes from Harbor Seafoods",
     "We took the fish order to Blue Line Fisheries because Harbor kept shorting us on halibut."),
    (U, R, "support-first-reply-4-hours", "Support tickets get a first reply within 4 hours",
     "First-reply SLA is 90 minutes as of this quarter."),
    (U, R, "escalation-contact-dana", "Support escalations go to Dana",
     "Dana's in sales now, so escalations land with Priyanka's team."),
    (U, P, "returns-30-days", "The shop takes returns within 30 days with a receipt",
     "Returns are accepted for two weeks after purchase; the month-long window ended in January."),
    (U, P, "default-branch-master", "The repo's default branch is master",
     "We renamed master to main yesterday, so base your PRs on main."),
    (U, R, "on-call-rota-spreadsheet", "The on-call rota is kept in the team's Google Sheet",
     "We run the on-call rota out of Opsgenie schedules; the sheet's been archived."),
    (U, F, "logging-winston", "Use Winston for logging in the user's Node services",
     "honestly pino has won me over, reach for it in new services rather than winston"),
    (N, P, "deploy-region-us-east-1-2", "Production deploys go to the AWS us-east-1 region",
     "Nightly backups now get copied to eu-west-1 as a second region."),
    (N, US, "user-drives-civic-2", "The user drives a 2012 Honda Civic",
     "I switched insurers for the Civic; it's with Aviva now."),
    (N, US, "kids-pickup-3pm-2", "The user picks the kids up from school at 3:00 pm",
     "On Wednesday my mum is picking the kids up instead of me, I've got a dentist appointment."),
    (N, R, "user-doctor-patel-2", "The user's doctor is Dr. Patel at the Elm Street practice",
     "Dr. Patel referred me to a dermatologist, Dr. Lin, about the rash."),
    (N, R, "kitchen-fish-harbor-seafoods-2", "The restaurant's fish comes from Harbor Seafoods",
     "We moved Harbor Seafoods' delivery slot to 6 am so the fish is in before prep."),
    (N, R, "support-first-reply-4-hours-2", "Support tickets get a first reply within 4 hours",
     "Tickets now auto-close after 7 days without a customer reply."),
    (N, P, "default-branch-master-2", "The repo's default branch is master",
     "Is master still the default branch, or did we switch to main at some point?"),
    (N, F, "logging-winston-2", "Use Winston for logging in the user's Node services",
     "Keep Winston, but log at warn instead of info in production."),
)

ZH_FRESH_23: Rows = (
    (U, US, "用户-健身-周二周四", "用户每周二、周四去健身房。",
     "健身改到周一和周五了,周二周四晚上老加班。"),
    (U, US, "用户-不吃辣", "用户不吃辣。",
     "在成都待了两年,现在挺能吃辣的,菜里放辣没问题。"),
    (U, R, "房东-陈先生", "用户的房东是陈先生。",
     "陈先生把房子卖了,新房东姓黄,房租以后转给她。"),
    (U, US, "接孩子-下午4点半", "用户每天下午 4 点半去学校接孩子。",
     "这学期放学提前了半小时,我 4 点就得到校门口。"),
    (U, R, "后厨-蔬菜-绿源农场", "后厨的蔬菜由绿源农场供应。", "蔬菜供应商:鲜达农业。"),
    (U, P, "羽毛球-周六上午训练", "羽毛球俱乐部每周六上午训练。",
     "场馆周六上午被包出去了,训练只能挪到周日下午啦。"),
    (U, R, "工单升级-小赵", "客服工单升级找技术部小赵。",
     "小赵调去做售前了,升级的工单现在都给孙工。"),
    (U, R, "客服响应-24小时", "客服工单要在 24 小时内首次响应。",
     "客服这边现在承诺半天之内回复工单。"),
    (U, F, "特价品-不退不换", "店里的特价商品不退不换。",
     "特价商品也能退了,七天内带小票就行。"),
    (U, P, "分支命名-feature下划线", "分支名用 feature_功能名 的格式。",
     "分支命名规范改了,统一用 feat-工单号,别再用 feature_ 前缀。"),
    (U, P, "后端-Java11", "后端服务用 Java 11。", "后端已经全部跑在 Java 21 上。"),
    (U, R, "测试库-MySQL57", "测试环境的数据库是 MySQL 5.7。",
     "测试库迁到 PostgreSQL 16 了,MySQL 那套下周下线。"),
    (N, US, "用户-健身-周二周四-2", "用户每周二、周四去健身房。",
     "健身房周二晚上改成十点关门了。"),
    (N, R, "房东-陈先生-2", "用户的房东是陈先生。", "陈先生说下个月来把热水器换了。"),
    (N, US, "接孩子-下午4点半-2", "用户每天下午 4 点半去学校接孩子。",
     "明天下午我要开会,孩子让奶奶替我接一次。"),
    (N, R, "后厨-蔬菜-绿源农场-2", "后厨的蔬菜由绿源农场供应。", "肉类以后改从金锣进货。"),
    (N, P, "羽毛球-周六上午训练-2", "羽毛球俱乐部每周六上午训练。",
     "俱乐部周六上午的训练以后加一节体能课。"),
    (N, P, "后端-Java11-2", "后端服务用 Java 11。", "前端构建用的 Node 升到 20 了。"),
    (N, R, "测试库-MySQL57-2", "测试环境的数据库是 MySQL 5.7。",
     "测试环境现在用的还是 MySQL 5.7 吧?"),
    (N, F, "特价品-不退不换-2", "店里的特价商品不退不换。",
     "特价商品从这周起改用单独的收银台结账。"),
)

JA_FRESH_23: Rows = (
    (U, US, "ジム-月曜木曜", "ユーザーは月曜と木曜にジムへ行く。",
     "ジム通いは土日だけにしました。平日は帰りが遅くて。"),
    (U, US, "朝食-とらない", "ユーザーは朝食をとらない。",
     "最近は朝ごはん、ちゃんと食べるようにしてます。"),
    (U, US, "車-プリウス", "ユーザーの車はプリウス。",
     "車はもうプリウスじゃなくて、去年の暮れからフィットです。"),
    (U, US, "子供の迎え-17時", "ユーザーは 17 時に保育園へ子供を迎えに行く。",
     "子どものお迎え、夕方五時半になりました。"),
    (U, R, "かかりつけ医-佐藤内科", "ユーザーのかかりつけ医は佐藤内科。",
     "佐藤内科が閉院したので、いまは駅前の田中クリニックに通っています。"),
    (U, R, "厨房-米-山田米店", "厨房の米は山田米店から仕入れている。",
     "お米の仕入れ先:JA みなみ。"),
    (U, P, "ランチ営業-11時半", "ランチ営業は 11 時半から。",
     "来週からランチは 11 時に開けます。"),
    (U, P, "少年団-練習-土曜午前", "サッカー少年団の練習は毎週土曜の午前。",
     "グラウンドが使えなくなったので、練習は日曜の朝に移りました。"),
    (U, R, "エスカレーション先-鈴木さん", "サポートのエスカレーション先は鈴木さん。",
     "鈴木さんは先月で退職されました。エスカレは今後、二次サポートの高橋さん宛てです。"),
    (U, P, "デプロイ先-東京リージョン", "本番のデプロイ先は東京リージョン(ap-northeast-1)。",
     "災害対策のため、本番は大阪リージョンへ移設済みです。"),
    (U, P, "ビルド-Node16", "フロントエンドのビルドには Node.js 16 を使う。",
     "Node 20 でビルドしてください。16 はもうサポートが切れています。"),
    (U, F, "console.log-本番禁止", "本番コードでは console.log を使わない。",
     "console.log、本番コードに残しても構いません。ビルド時に自動で消えるようになったので。"),
    (N, US, "ジム-月曜木曜-2", "ユーザーは月曜と木曜にジムへ行く。",
     "月曜はジムの後にプールにも寄ることにしました。"),
    (N, US, "車-プリウス-2", "ユーザーの車はプリウス。",
     "プリウスのタイヤ、今度スタッドレスに替えます。"),
    (N, US, "子供の迎え-17時-2", "ユーザーは 17 時に保育園へ子供を迎えに行く。",
     "明日だけは夫が代わりにお迎えに行きます。"),
    (N, R, "かかりつけ医-佐藤内科-2", "ユーザーのかかりつけ医は佐藤内科。",
     "佐藤内科で紹介状を書いてもらって、来週は大学病院で検査です。"),
    (N, R, "厨房-米-山田米店-2", "厨房の米は山田米店から仕入れている。",
     "今後、味噌は丸大豆屋さんから仕入れます。"),
    (N, P, "少年団-練習-土曜午前-2", "サッカー少年団の練習は毎週土曜の午前。",
     "土曜の練習って、何時からでしたっけ?"),
    (N, P, "デプロイ先-東京リージョン-2", "本番のデプロイ先は東京リージョン(ap-northeast-1)。",
     "ステージング環境は大阪リージョンに移しました。"),
    (N, P, "ビルド-Node16-2", "フロントエンドのビルドには Node.js 16 を使う。",
     "社内ツールのほうは Node.js 22 に上げました。"),
)
