"""The twenty-eighth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_28 --------------------------------------------------------------------------
# A twenty-eighth fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on shops, depots, hills and back offices the earlier rounds left out (a dry cleaner's
# turnaround; a print shop's paper merchant; how often a pest firm checks commercial bait;
# which body a chimney sweep certifies through; when a school bus route leaves the depot;
# a mountain rescue team's leader; a mobile library's stop; how many play an escape room;
# how scout kit lists are laid out; a glass furnace's temperature; a user's working days
# and a window cleaner who took on help; a 干洗店's pick-up days; how long a 快递驿站 keeps
# a parcel; where a 社区团购 gets its fruit; how a 月嫂 contract is counted; a 开锁 call-out
# fee; whether a 打印店 quotes tax; a 消杀 follow-up; a ski school's 教练组长; a 幼儿园's
# opening time; a 密室's session length; a user's 围棋 grade and district; a
# クリーニング店's turnaround; a 印刷所's paper merchant; a 害虫駆除 estimate's fee; a
# 保育園's pick-up time; a 山小屋's season; a 和太鼓 teacher; how a 司法書士事務所 reports;
# a 鉄道模型 club's running day; a 質屋's pledge period; a ミニシアター's seats; a 副住職
# who became 住職 and a 花屋's part-timer who went full-time). Corrections in several forms
# (terse: "Route 3 goes out at 06:55 from next term.", 預かり期間を4か月に延ばしました。,
# 上个月终于升四段了。; with a reason: the insurer asked, 油钱涨得厉害, ご年配の依頼人が多いので;
# with what stays: same stop, same time, 閉めるのは例年どおり10月末; a person replaced by
# name; a supplier replaced; units and times: 1120 °C, 06:55, 75 分钟, 19時; a rule reversed:
# numbered -> bullets, 含税 -> 不含税, 有料 -> 無料, PDF -> 郵送; the record's leading
# qualifier dropped in the statement: On weekdays…, 通常の…; a user's job or level said in
# other words); each look-alike shares one surface feature with its stored record (a time
# word such as 48 hours, every 8 weeks, alternate Thursdays, 七点半, 90 分钟, 18時, 第1日曜,
# 3か月; instead, 改用, 涨到, に変更, に切り替え; the same person in another matter; a place
# or project noun with another part changed; an exception with its own figure) but leaves
# the record true.
# Each language written on its own.
EN_FRESH_28: Rows = (
    (U, P, "dry-cleaning-ready-in-48-hours", "Dry cleaning is ready 48 hours after drop-off",
     "Turnaround's down to 24 hours now the second machine's in."),
    (U, R, "print-paper-from-antalis", "The print shop buys its paper from Antalis",
     "We've moved the paper account to Denmaur - much better price on the 350gsm silk."),
    (U, P, "commercial-bait-checks-every-8-weeks",
     "Bait stations on commercial contracts are checked every 8 weeks",
     "Commercial bait checks are every six weeks now; the insurer asked for it."),
    (U, R, "sweep-certificates-through-hetas",
     "The user's chimney sweep certificates are issued through HETAS",
     "I've joined the Guild of Master Sweeps, so my certificates come through them instead."),
    (U, P, "route-3-leaves-depot-0710", "On weekdays the Route 3 bus leaves the depot at 07:10",
     "Route 3 goes out at 06:55 from next term."),
    (U, R, "rescue-team-leader-owen-price", "The mountain rescue team leader is Owen Price",
     "Owen's stood down after twelve years. Hannah Lloyd was voted in as team leader on "
     "Sunday."),
    (U, P, "mobile-library-hethersett-alternate-thursdays",
     "The mobile library stops at Hethersett on alternate Thursdays",
     "Hethersett gets the mobile library every week now - same stop by the green, same time."),
    (U, P, "escape-rooms-up-to-six-players", "Each escape room takes up to six players",
     "We knocked through into the old storeroom, so both rooms take eight now."),
    (U, F, "scout-kit-lists-numbered", "Scout camp kit lists are written as numbered lists",
     "Go back to plain bullets on the kit lists - the cubs kept reading the numbers as how "
     "many to bring."),
    (U, P, "glass-furnace-1150c", "The studio's glass furnace runs at 1150 °C",
     "We've turned the furnace down to 1120; the new clear melts fine there and it's kinder "
     "to the crucible."),
    (U, US, "user-works-tuesday-to-saturday", "The user works Tuesday to Saturday",
     "I've gone down to four days - Wednesday to Saturday."),
    (U, US, "user-window-cleaner-works-alone", "The user is a window cleaner who works alone",
     "My nephew joined me in September, so there's two of us on the round these days."),
    (N, P, "dry-cleaning-ready-in-48-hours-2", "Dry cleaning is ready 48 hours after drop-off",
     "Alterations take 48 hours as well, unless it's a wedding dress."),
    (N, R, "print-paper-from-antalis-2", "The print shop buys its paper from Antalis",
     "We're getting the toner from Fujifilm instead of Ricoh."),
    (N, P, "commercial-bait-checks-every-8-weeks-2",
     "Bait stations on commercial contracts are checked every 8 weeks",
     "Every 8 weeks the commercial clients also get a trend report emailed over."),
    (N, P, "route-3-leaves-depot-0710-2", "On weekdays the Route 3 bus leaves the depot at 07:10",
     "From next term Route 3 also stops at Croxton Primary."),
    (N, R, "rescue-team-leader-owen-price-2", "The mountain rescue team leader is Owen Price",
     "Owen's taking over the drone training as well."),
    (N, P, "mobile-library-hethersett-alternate-thursdays-2",
     "The mobile library stops at Hethersett on alternate Thursdays",
     "On alternate Thursdays the van now goes on to Little Melton after Hethersett."),
    (N, P, "escape-rooms-up-to-six-players-2", "Each escape room takes up to six players",
     "The minimum's gone up to three players a room; two on their own never got out."),
    (N, US, "user-works-tuesday-to-saturday-2", "The user works Tuesday to Saturday",
     "On Saturdays I finish at two now instead of five."),
)

ZH_FRESH_28: Rows = (
    (U, P, "干洗店-三天后取", "干洗的衣服三天后可以取。",
     "新机器到了，现在干洗两天就能取。"),
    (U, P, "驿站-包裹滞留三天退回", "驿站的包裹超过三天没人取就退回。",
     "滞留件现在放满七天才退，三天太短，老被投诉。"),
    (U, R, "团购-水果-老刘果园", "小区团购的水果从老刘的果园进。",
     "老刘那边今年减产，水果改从批发市场的陈姐那儿拿了。"),
    (U, P, "月嫂-一单26天", "月嫂一单按 26 天算。", "月嫂合同以后一单按 28 天签。"),
    (U, P, "开锁-上门费50元", "开锁上门费 50 元。", "上门费涨到八十了，油钱涨得厉害。"),
    (U, F, "打印店-报价含税", "打印店的报价默认含税。",
     "以后报价都写不含税的，要开票的再另加税点。"),
    (U, P, "灭蟑-两周回访", "灭蟑之后两周回访一次。",
     "回访改成十天一次了，隔两周的话蟑螂又起来了。"),
    (U, R, "滑雪学校-教练组长-小赵", "滑雪学校的教练组长是小赵。",
     "小赵去崇礼的雪场了，现在组长是大刘。"),
    (U, P, "幼儿园-七点半入园", "幼儿园早上七点半开始入园。",
     "入园提前到七点一刻了，好多家长上班早。"),
    (U, P, "密室-每场90分钟", "密室每场 90 分钟。", "每场缩到75分钟了，一天能多排两场。"),
    (U, US, "用户-围棋业余三段", "用户是围棋业余三段。", "上个月终于升四段了。"),
    (U, US, "用户-住在昌平", "用户住在北京昌平。", "我搬到顺义了，离花卉市场近一点。"),
    (N, P, "干洗店-三天后取-2", "干洗的衣服三天后可以取。",
     "改衣服也是三天取，裤脚的话当天就能改好。"),
    (N, R, "团购-水果-老刘果园-2", "小区团购的水果从老刘的果园进。",
     "老刘说他家今年还种了草莓，问我们要不要一起团。"),
    (N, P, "开锁-上门费50元-2", "开锁上门费 50 元。", "换锁芯涨到两百了。"),
    (N, P, "灭蟑-两周回访-2", "灭蟑之后两周回访一次。",
     "灭鼠改用粘鼠板了，不投药了，怕小孩误食。"),
    (N, R, "滑雪学校-教练组长-小赵-2", "滑雪学校的教练组长是小赵。",
     "小赵这个雪季主要带单板班。"),
    (N, P, "幼儿园-七点半入园-2", "幼儿园早上七点半开始入园。",
     "七点半到八点来的孩子，先在一楼大厅集合，再由老师带上楼。"),
    (N, P, "密室-每场90分钟-2", "密室每场 90 分钟。",
     "恐怖主题的90分钟场以后每人加收二十块。"),
    (N, US, "用户-住在昌平-2", "用户住在北京昌平。",
     "我们公司搬到昌平了，以后上班不用跑那么远了。"),
)

JA_FRESH_28: Rows = (
    (U, P, "クリーニング-通常仕上がり-3日後", "通常のクリーニングの仕上がりは 3 日後。",
     "仕上がりは翌々日になりました。"),
    (U, R, "印刷所-用紙-竹尾", "印刷所の用紙は竹尾から仕入れている。",
     "用紙の仕入れは平和紙業さんに切り替えました。竹尾さんだと納期が合わなくて。"),
    (U, P, "害虫駆除-見積もり-有料", "害虫駆除の見積もりは有料（3,000 円）。",
     "見積もりは無料にしました。そのほうが頼みやすいみたいなので。"),
    (U, P, "保育園-お迎え-18時まで", "保育園のお迎えは 18 時まで。",
     "延長保育が始まったので、お迎えは19時まで大丈夫になりました。"),
    (U, P, "山小屋-営業-7月から10月", "山小屋の営業期間は 7 月から 10 月まで。",
     "今年から6月の第3週に小屋開けします。閉めるのは例年どおり10月末です。"),
    (U, R, "和太鼓-講師-石井先生", "和太鼓の講師は石井先生。",
     "石井先生がご実家に戻られたので、四月からは保存会の前田さんに教わっています。"),
    (U, F, "登記完了報告-PDF送付", "登記の完了報告は依頼人に PDF で送る。",
     "完了報告は郵送に戻してください。ご年配の依頼人が多いので。"),
    (U, P, "鉄道模型-運転会-第1日曜", "鉄道模型クラブの運転会は第 1 日曜。",
     "運転会、第3日曜に移りました。公民館の都合です。"),
    (U, P, "質屋-質預かり期間-3か月", "質屋の質預かり期間は 3 か月。",
     "預かり期間を4か月に延ばしました。"),
    (U, P, "ミニシアター-座席-48席", "ミニシアターの座席は 48 席。",
     "座席を入れ替えて、ゆったりめの40席になりました。"),
    (U, US, "ユーザー-寺の副住職", "ユーザーは寺の副住職。",
     "先月、父から継いで住職になりました。"),
    (U, US, "ユーザー-花屋のパート", "ユーザーは花屋でパートをしている。",
     "この春からパートじゃなくて正社員です。店長代理もやってます。"),
    (N, P, "クリーニング-通常仕上がり-3日後-2", "通常のクリーニングの仕上がりは 3 日後。",
     "布団だけは仕上がりまで1週間いただいています。"),
    (N, R, "印刷所-用紙-竹尾-2", "印刷所の用紙は竹尾から仕入れている。",
     "インクは東洋インキに切り替えました。"),
    (N, P, "害虫駆除-見積もり-有料-2", "害虫駆除の見積もりは有料（3,000 円）。",
     "ハチの巣の駆除料金を1万2千円に変更しました。"),
    (N, P, "保育園-お迎え-18時まで-2", "保育園のお迎えは 18 時まで。",
     "18時前のお迎えの時間帯は駐車場が混むので、なるべく徒歩でお願いしています。"),
    (N, R, "和太鼓-講師-石井先生-2", "和太鼓の講師は石井先生。",
     "石井先生のご紹介で、大太鼓をもう一台譲ってもらえることになりました。"),
    (N, P, "鉄道模型-運転会-第1日曜-2", "鉄道模型クラブの運転会は第 1 日曜。",
     "第1日曜の運転会は、子ども向けの体験運転の枠を増やします。"),
    (N, P, "質屋-質預かり期間-3か月-2", "質屋の質預かり期間は 3 か月。",
     "3か月ごとに、店頭の買取相場表を更新しています。"),
    (N, US, "ユーザー-寺の副住職-2", "ユーザーは寺の副住職。",
     "副住職として、今年から檀家さん向けの写経会を担当しています。"),
)

__all__ = ["EN_FRESH_28", "JA_FRESH_28", "ZH_FRESH_28"]
