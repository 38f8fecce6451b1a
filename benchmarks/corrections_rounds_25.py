"""The twenty-fifth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_25 --------------------------------------------------------------------------
# A twenty-fifth fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on places and trades the earlier rounds left out (a home studio's sample rate and
# monitors; who signs off a vet clinic's estimates and how early its vaccine reminders go
# out, its morning opening; a hotel's night audit time and who gets its report; a
# bookshop's consignment split, opening time and closing day; a robotics club's meeting
# day and room; a warehouse's cycle count or stocktake and who runs it; database and
# server backup retention; a bike shop's labour rate; a residential estate's service
# charge; a council service counter and a 市役所's 住民票 counter; a university's
# application deadline; a museum catalogue's order of fields; a house style for replies
# to applicants and plain or polite speech; a driving instructor's test stage; a theatre
# company's rehearsal room; the user's town and the user's tax adviser). Corrections in
# several forms (terse "Sample rate for every session: 96 kHz.", 备份保留期: and 店休日:,
# the new value with no change word, a value in other words or units (a quarter of a
# year for 30 days, per quarter hour for per hour, half for 60%, half an hour earlier,
# a year's charge for a month's, 25 時 for 午前 2 時, weekly to monthly or quarterly),
# a person replaced (one by a colleague with the same surname), a move said only as the
# new place, a rule reversed, a service withdrawn from a counter); each look-alike shares
# one surface feature with its stored record (a time word such as 2 am/十点/午前 2 時,
# use ... instead/改用/に変更/代わって, the same person or noun in another role, a
# project noun with moved, a conditional such as if/要是/もし, a narrower exception that
# leaves the rule standing, a one-off absence or change, a setting said to stay as it is)
# but leaves the record true. Each language written on its own.
EN_FRESH_25: Rows = (
    (U, P, "studio-sample-rate-48k", "Home studio sessions are recorded at 48 kHz",
     "Sample rate for every session: 96 kHz."),
    (U, R, "vet-estimates-dr-okafor", "Dr Okafor signs off every surgery estimate at the clinic",
     "Hannah signs off the surgery estimates these days; Dr Okafor only works Tuesdays now."),
    (U, P, "night-audit-2am", "The hotel's night audit runs at 2 am",
     "The bar's open till half two now, so the audit starts at 03:00."),
    (U, P, "bookshop-consignment-60", "Consignors get 60% of the sale price of their books",
     "Consignors take half of whatever their books sell for - we couldn't cover the card fees "
     "on 60."),
    (U, P, "robotics-club-thursdays-b12", "The robotics club meets on Thursdays in room B12",
     "B12's being refitted, so robotics is in the D&T workshop on Wednesdays from next term."),
    (U, F, "mix-notes-bullets", "Give mix feedback as a bulleted list",
     "Stop bulleting the mix notes - a short paragraph per section of the song reads better."),
    (U, R, "warehouse-cycle-count-fridays", "Cycle counts happen every Friday afternoon",
     "Cycle counts: first Monday of each month."),
    (U, P, "db-backup-retention-30-days", "Database backups are kept for 30 days",
     "Keep the database backups for a quarter - the auditors want to see three months."),
    (U, US, "user-lives-bristol", "The user lives in Bristol",
     "We finally moved up to Leeds in October; the boxes are still everywhere."),
    (U, R, "pgt-deadline-31-january", "The postgraduate application deadline is 31 January",
     "The PGT deadline's been pushed back four weeks this cycle, to 28 February."),
    (U, P, "bike-labour-40-an-hour", "The bike shop charges £40 an hour for labour",
     "Labour is £12 per quarter hour from the first of the month."),
    (U, F, "catalogue-title-before-accession",
     "Catalogue entries give the object title first, then the accession number",
     "Accession number first, then the title. That's the registrar's house style now."),
    (N, P, "studio-sample-rate-48k-2", "Home studio sessions are recorded at 48 kHz",
     "The mastering engineer wants WAVs instead of AIFFs for the stems, 24-bit."),
    (N, R, "vet-estimates-dr-okafor-2", "Dr Okafor signs off every surgery estimate at the clinic",
     "Dr Okafor's doing Biscuit's dental tomorrow, so book him in for nine."),
    (N, P, "night-audit-2am-2", "The hotel's night audit runs at 2 am",
     "From 2 am the front door locks; late guests use the bell at the side entrance."),
    (N, P, "bookshop-consignment-60-2", "Consignors get 60% of the sale price of their books",
     "Signed first editions are the one exception: consignors get 70% on those. Everything "
     "else stays at 60."),
    (N, P, "robotics-club-thursdays-b12-2", "The robotics club meets on Thursdays in room B12",
     "The robotics club's code moved to a new GitHub org, hollins-robotics."),
    (N, R, "warehouse-cycle-count-fridays-2", "Cycle counts happen every Friday afternoon",
     "If a cycle count is off by more than 2%, recount that location before anyone picks "
     "from it."),
    (N, P, "db-backup-retention-30-days-2", "Database backups are kept for 30 days",
     "Use restic instead of the old rsync script for the laptop backups."),
    (N, US, "user-lives-bristol-2", "The user lives in Bristol",
     "The conference is in Bristol this year, which is handy - I can cycle there."),
)

ZH_FRESH_25: Rows = (
    (U, P, "宠物医院-疫苗提醒-提前一周", "疫苗到期提醒提前一周发给宠物主人。",
     "疫苗提醒短信：到期前 10 天发。"),
    (U, R, "夜审报表-交给老周", "夜审报表早上交给前厅经理老周。",
     "老周调去集团了，夜审报表早上交给新来的孙经理。"),
    (U, P, "旧书店-十点开门", "旧书店每天上午十点开门。",
     "早上来淘书的学生多，店里开门比原来早了半个钟头。"),
    (U, P, "机器人社团-实验楼302", "机器人社团在实验楼 302 活动。",
     "社团搬进了新建的创客空间，实验楼那间还给物理组了。"),
    (U, F, "回复考生-用您", "回复考生咨询一律称“您”。",
     "回复考生用“你”就行，招生办觉得这样亲切一点。"),
    (U, R, "仓库全盘-每月底", "仓库每月最后一天全盘。", "全盘改成每季度末一次，月底只抽盘。"),
    (U, P, "监听音箱-真力8030", "混音用真力 8030 监听。",
     "真力那对卖了，现在监听用的是 ADAM T7V。"),
    (U, US, "用户-带科目二", "用户在驾校带科目二。", "我现在只带科目三的路考了。"),
    (U, P, "物业费-每平2.5元每月", "小区物业费每平米每月 2.5 元。",
     "物业费调整后，每平米一年 36 块。"),
    (U, R, "社保业务-3号窗口", "社保业务在政务中心 3 号窗口办理。",
     "社保现在去 8 号窗口办，3 号改成办公积金了。"),
    (U, P, "服务器备份-保留七天", "服务器备份保留七天。", "备份保留期：两周。"),
    (U, US, "用户-住在杭州", "用户住在杭州。", "我上个月回成都老家了，以后就在这边远程上班。"),
    (N, P, "宠物医院-疫苗提醒-提前一周-2", "疫苗到期提醒提前一周发给宠物主人。",
     "要是主人没留手机号，疫苗提醒就改成打电话通知。"),
    (N, R, "夜审报表-交给老周-2", "夜审报表早上交给前厅经理老周。",
     "老周下周休年假，那几天报表先放前台抽屉里，他回来再看。"),
    (N, P, "旧书店-十点开门-2", "旧书店每天上午十点开门。",
     "以后每天十点开门前，先把门口的特价书车推出去。"),
    (N, P, "机器人社团-实验楼302-2", "机器人社团在实验楼 302 活动。",
     "社团的代码仓库改用 Gitee 了，GitHub 那个先归档。"),
    (N, R, "仓库全盘-每月底-2", "仓库每月最后一天全盘。",
     "月底全盘那天，冷库区只点整托，不拆箱，其他区域照常。"),
    (N, P, "监听音箱-真力8030-2", "混音用真力 8030 监听。",
     "耳机改用森海塞尔 HD 600 了，音箱没换。"),
    (N, P, "物业费-每平2.5元每月-2", "小区物业费每平米每月 2.5 元。",
     "车位管理费从下个月起改成每月 150 元。"),
    (N, P, "服务器备份-保留七天-2", "服务器备份保留七天。",
     "数据库备份改用 pgBackRest 了，保留期不变。"),
)

JA_FRESH_25: Rows = (
    (U, P, "出願締切-1月31日", "一般選抜の出願締切は 1 月 31 日。",
     "出願の締切、2 月 7 日必着になりました。"),
    (U, US, "顧問税理士-佐藤一郎先生", "ユーザーの顧問税理士は佐藤一郎先生。",
     "佐藤先生が引退されて、今は息子さんの佐藤拓也先生に見てもらっています。"),
    (U, P, "ロボコン部-練習-土曜", "ロボコン部の練習は毎週土曜。",
     "土曜は体育館が使えなくなったので、部活は日曜にやっています。"),
    (U, P, "古書店-定休日-水曜", "古書店の定休日は水曜日。", "店休日:火曜。"),
    (U, F, "返信-丁寧語", "返信は丁寧語で書く。", "もっとくだけた感じでいいですよ、タメ口で。"),
    (U, P, "ナイトオーディット-午前2時", "ナイトオーディットの締めは午前 2 時。",
     "締め処理は 25 時から始めることにしました。"),
    (U, R, "棚卸し責任者-中村さん", "倉庫の棚卸し責任者は中村さん。",
     "棚卸しは今期から石井さんが仕切ります。"),
    (U, P, "宅録-44.1kHz", "宅録は 44.1kHz で録っている。", "最近は全部 48k で録ってます。"),
    (U, US, "ユーザー-大阪在住", "ユーザーは大阪に住んでいる。",
     "春に福岡へ引っ越して、今は博多駅の近くです。"),
    (U, P, "動物病院-午前診療-9時", "動物病院の午前診療は 9 時から。",
     "午前の診療開始を 30 分早めました。"),
    (U, R, "住民票-2番窓口", "住民票の写しは市民課の 2 番窓口で交付している。",
     "住民票の写しはコンビニ交付と自動交付機だけになり、2 番窓口での交付は終わりました。"),
    (U, P, "稽古場-市民会館和室", "劇団の稽古は市民会館の和室で行う。",
     "来月からの稽古場は、駅前のレンタルスタジオです。"),
    (N, P, "出願締切-1月31日-2", "一般選抜の出願締切は 1 月 31 日。",
     "出願締切の日は、入試課の窓口を 19 時まで開けます。"),
    (N, US, "顧問税理士-佐藤一郎先生-2", "ユーザーの顧問税理士は佐藤一郎先生。",
     "佐藤先生との打ち合わせ、来週の火曜に変更してもらいました。"),
    (N, P, "ロボコン部-練習-土曜-2", "ロボコン部の練習は毎週土曜。",
     "今週の土曜の練習だけ、午後からになります。"),
    (N, P, "古書店-定休日-水曜-2", "古書店の定休日は水曜日。",
     "今後、水曜の定休日にはネット注文の発送作業だけやります。お店は閉めたままです。"),
    (N, P, "ナイトオーディット-午前2時-2", "ナイトオーディットの締めは午前 2 時。",
     "今後、午前 2 時以降のチェックインは深夜料金をいただきます。"),
    (N, R, "棚卸し責任者-中村さん-2", "倉庫の棚卸し責任者は中村さん。",
     "中村さんに代わって、明日の入荷検品は田中さんがやります。"),
    (N, P, "宅録-44.1kHz-2", "宅録は 44.1kHz で録っている。",
     "ボーカル用のマイクだけコンデンサーに変更しました。録り方は今までどおりです。"),
    (N, P, "動物病院-午前診療-9時-2", "動物病院の午前診療は 9 時から。",
     "もし急患が来たら、9 時前でも先生の携帯に電話してください。"),
)
