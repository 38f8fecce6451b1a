"""The twenty-first fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_21 --------------------------------------------------------------------------
# A twenty-first fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on everyday settings as well as software (a bakery's flour supplier, prices and dairy
# contact, a clinic's booking notice, the choir's rehearsal room, recycling night, the
# user's payment terms and school year, where the code is hosted, Friday deploys, the
# staging port, how to reach the user; the bakery's butter and loaf price, the clinic's
# Sunday hours, choir practice night, who takes the rubbish out, the user's invoicing
# rhythm, where fees are paid, the user's class, the code host, release day, the test
# database port, how to reach the user; the egg supplier, the clinic's Saturday hours, the
# choir's practice room, the class's parents' meeting, who takes the rubbish out, invoice
# closing day, the bookkeeping software, where production runs, the dev API port, urgent
# contact, the price of a bun, the flour mill's contact person). Corrections in several
# registers (terse "Croissants: $2.80 as of Monday.", lowercase and casual, keigo and
# plain Japanese, Chinese with 了/啦/吧, two sentences with the old value going away, the new
# value only with no change word, "from now on" / 以后 / 今後, a preference reversed, a person
# replaced, a place moved, a number changed (price, port, day, date), changes about the
# user (payment terms, school year, class, invoicing)); each look-alike shares one surface
# feature (a change verb such as moved/改用/移しました, "instead", a time word, the record's
# value as its own subject, the same class or person, a project noun, a number and unit)
# with the stored record but leaves it standing: a second thing added, the same noun in
# another role, a one-off exception, a question about the record, and at least two a
# language set an amount of another thing. Each language written on its own.
EN_FRESH_21: Rows = (
    (U, R, "flour-hartley-mills", "The bakery's flour comes from Hartley Mills",
     "We get our flour from Brookfield Grain now, Hartley kept shorting our deliveries."),
    (U, P, "clinic-booking-48h", "Clinic appointments must be booked at least 48 hours ahead",
     "From now on we take same-day appointments, no notice needed."),
    (U, P, "choir-st-marks-hall", "Choir rehearsals are in St Mark's church hall",
     "Our rehearsals are at the Westgate library now."),
    (U, US, "user-terms-net-30", "The user's invoices are due net 30",
     "I've started asking clients to pay within 14 days; 30 was killing my cash flow."),
    (U, R, "code-on-gitlab", "The app's source code is hosted on GitLab",
     "The code's on GitHub now. We archived the GitLab project last week."),
    (U, US, "user-teaches-year-4", "The user teaches Year 4",
     "They moved me up to Year 6 this September."),
    (U, P, "recycling-tuesday-night", "The recycling goes out on Tuesday night",
     "The council changed collection day, so recycling goes out Sunday evenings now."),
    (U, F, "no-friday-deploys", "Never deploy on a Friday",
     "we're fine deploying on fridays now that rollbacks are automatic"),
    (U, R, "staging-port-8080", "The staging server listens on port 8080",
     "Staging is on 8443 since we turned on TLS."),
    (U, R, "dairy-contact-dan", "Our contact at the dairy supplier is Dan",
     "Dan left the dairy last month; Priya handles our account there now."),
    (U, F, "contact-user-by-email", "Contact the user by email",
     "Please text me rather than email, I barely look at my inbox anymore."),
    (U, P, "croissant-price-2-50", "Croissants sell for $2.50", "Croissants: $2.80 as of Monday."),
    (N, R, "flour-hartley-mills-2", "The bakery's flour comes from Hartley Mills",
     "Hartley Mills has moved its depot out to Leeds."),
    (N, P, "clinic-booking-48h-2", "Clinic appointments must be booked at least 48 hours ahead",
     "Just this once we fitted Mrs. Patel in on the same day, she had a high fever."),
    (N, P, "choir-st-marks-hall-2", "Choir rehearsals are in St Mark's church hall",
     "The Christmas concert is at the cathedral instead of the town hall this year."),
    (N, US, "user-terms-net-30-2", "The user's invoices are due net 30",
     "One client asked for net 45 on the big rebrand and I agreed, just for that job."),
    (N, US, "user-teaches-year-4-2", "The user teaches Year 4",
     "My Year 4s are doing a project on the Romans this term."),
    (N, F, "no-friday-deploys-2", "Never deploy on a Friday",
     "Is it still no deploys on Fridays, or can the hotfix go out tomorrow?"),
    (N, R, "staging-port-8080-2", "The staging server listens on port 8080",
     "The metrics exporter on staging listens on 9100 now."),
    (N, P, "croissant-price-2-50-2", "Croissants sell for $2.50",
     "Pain au chocolat goes up to $3.20 from Monday."),
)

ZH_FRESH_21: Rows = (
    (U, R, "黄油-安佳", "店里的黄油从安佳进货。", "黄油现在换成总统牌了,安佳涨价太狠。"),
    (U, P, "诊所-周日不看诊", "诊所周日不看诊。", "从这个月起,周日上午也开门看诊了。"),
    (U, P, "合唱排练-周三晚", "合唱团每周三晚上七点排练。", "排练改到周四晚上了,时间还是七点。"),
    (U, P, "倒垃圾-小明", "家里倒垃圾的活儿归小明。", "以后垃圾让小红倒吧,小明住校了。"),
    (U, US, "开票-每月月底", "我每个月底给客户开一次发票。",
     "现在改成每个项目交付完就开票,不再按月开了。"),
    (U, R, "稿费-支付宝", "客户的稿费都打到我的支付宝。",
     "稿费以后打我招商银行的卡吧,支付宝那个不用了。"),
    (U, US, "班主任-三年二班", "我是三年二班的班主任。", "我今年带的是五年级一班。"),
    (U, R, "代码-Gitee", "项目代码托管在 Gitee 上。", "仓库已经迁到 GitHub 了,Gitee 上那个只读。"),
    (U, P, "上线-每周二下午", "线上发布固定在每周二下午。", "发布时间挪到周四上午啦。"),
    (U, R, "测试库端口-3306", "测试库的端口是 3306。", "测试库端口改成 13306 了,防扫描。"),
    (U, F, "联系-微信", "有事在微信上找我,别打电话。",
     "以后有事直接打电话吧,微信消息太多我老漏看。"),
    (U, P, "全麦吐司-12元", "全麦吐司一条卖 12 元。", "全麦吐司现在卖 15 元一条。"),
    (N, R, "黄油-安佳-2", "店里的黄油从安佳进货。", "安佳的业务员下周要来店里拜访。"),
    (N, P, "诊所-周日不看诊-2", "诊所周日不看诊。", "这个周日破例开半天,给孩子们打流感疫苗。"),
    (N, P, "合唱排练-周三晚-2", "合唱团每周三晚上七点排练。",
     "周三晚上排练完,大家一起去吃个夜宵吧。"),
    (N, R, "稿费-支付宝-2", "客户的稿费都打到我的支付宝。",
     "有个海外客户只能用 PayPal 付款,这一单就走 PayPal。"),
    (N, US, "班主任-三年二班-2", "我是三年二班的班主任。", "三年二班下周去春游,我得提前准备一下。"),
    (N, R, "代码-Gitee-2", "项目代码托管在 Gitee 上。", "设计稿不再放 Gitee 了,改用 Figma 管理。"),
    (N, P, "上线-每周二下午-2", "线上发布固定在每周二下午。",
     "周二下午的发布评审会改到三楼会议室了。"),
    (N, P, "全麦吐司-12元-2", "全麦吐司一条卖 12 元。", "新出的黑麦吐司定价 18 元一条。"),
)

JA_FRESH_21: Rows = (
    (U, R, "卵-山田養鶏場", "卵は山田養鶏場から仕入れている。",
     "卵は先月から森田ファームさんにお願いしています。"),
    (U, P, "診察-土曜は午前のみ", "土曜の診察は午前中だけ。",
     "土曜日も夕方 5 時まで診察するようになりました。"),
    (U, P, "練習場所-中央公民館", "合唱の練習は中央公民館の音楽室でやる。",
     "練習は今、市民会館の第二会議室でやってます。"),
    (U, P, "保護者会-第2金曜", "クラスの保護者会は毎月第 2 金曜。",
     "保護者会は第 3 土曜に移りました。共働きのご家庭が多いので。"),
    (U, P, "ゴミ出し-夫", "朝のゴミ出しは夫の担当。", "ゴミ出し、最近は息子がやってくれてる。"),
    (U, US, "請求-月末締め", "請求書は月末締めで翌月末払い。",
     "請求は 20 日締めに変えました。支払いは翌月末のままです。"),
    (U, R, "会計ソフト-freee", "帳簿は freee でつけている。",
     "freee やめて、マネーフォワードに乗り換えた。"),
    (U, R, "本番-Heroku", "本番環境は Heroku にデプロイしている。",
     "本番環境は Fly.io に移行済みです。"),
    (U, P, "API-ポート3000", "開発用の API サーバーはポート 3000 で動く。",
     "API サーバー、ポート 4000 に変えといた。"),
    (U, F, "急ぎ-Slack", "急ぎの連絡は Slack で。", "急ぎの際は、今後はお電話でお願いいたします。"),
    (U, P, "あんぱん-180円", "あんぱんは 1 個 180 円。", "あんぱん、200 円にしたよ。"),
    (U, R, "製粉会社-佐々木さん", "製粉会社の窓口は佐々木さん。",
     "製粉会社の担当、佐々木さんから高橋さんに代わりました。"),
    (N, R, "卵-山田養鶏場-2", "卵は山田養鶏場から仕入れている。",
     "山田養鶏場さん、直売所を新しく始めたそうですよ。"),
    (N, P, "診察-土曜は午前のみ-2", "土曜の診察は午前中だけ。", "土曜って、午前だけでしたっけ?"),
    (N, P, "練習場所-中央公民館-2", "合唱の練習は中央公民館の音楽室でやる。",
     "中央公民館、4 月から利用料が 500 円上がるらしいよ。"),
    (N, P, "保護者会-第2金曜-2", "クラスの保護者会は毎月第 2 金曜。",
     "保護者会のあとの懇親会は、今回は中止になりました。"),
    (N, US, "請求-月末締め-2", "請求書は月末締めで翌月末払い。",
     "A 社さんだけ、今回は特別に 15 日締めで対応しました。"),
    (N, R, "本番-Heroku-2", "本番環境は Heroku にデプロイしている。",
     "ステージング環境は Render に移しました。"),
    (N, F, "急ぎ-Slack-2", "急ぎの連絡は Slack で。", "急ぎじゃない連絡はメールでも大丈夫です。"),
    (N, P, "あんぱん-180円-2", "あんぱんは 1 個 180 円。",
     "クリームパンは 220 円に値上げしました。"),
)
