"""The twenty-ninth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_29 --------------------------------------------------------------------------
# A twenty-ninth fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on workshops, towers, boats, fields and counters the earlier rounds left out (how long a
# forge's beginner course runs; where a cheesemonger gets its blues; a narrowboat hire's
# minimum stay; a bell tower's captain; which units a dive centre's plans use; when a
# launderette opens; how much a cider press takes a day; how upholstery quotes are laid
# out; where balloon flights launch; a youth club's night; a user who became ringing
# master and a barber who got his own shop; what a 洗车店 charges; when a 社区食堂 serves
# lunch; a 业委会's chair; a 猫咖's cat food; how a 代驾 platform dispatches; a 自习室's
# closing time; a 纹身店's deposit; a 房车营地's hook-ups; a 少儿编程 class's first tool;
# where a 养鸡场's eggs go; a user promoted to 店长 and one who moved back to the village; a
# 民泊's check-in; a パン屋's flour; a こども食堂's days; a 吹奏楽部's 顧問; how a 釣り船
# takes bookings; a 少年野球 team's practice; how often cows are milked; a 造園業者's day
# rate; a フードバンク's warehouse; a 屋形船's sailing time; a 旋盤工 who became 工場長 and an
# 自治会's 会計 who became 副会長). Corrections in several forms (terse: "We open at 7
# now.", 出船は18時半になりました。; with a reason: nobody could get two days off,
# 有两只猫吃皇家老软便, 電話がつながらないって苦情が多くて; with what stays: same boats,
# same Friday changeover, 場所と時間はこれまでどおり, 晚饭时间不变; a person replaced by name; a
# supplier or a brand replaced; units and times: tonnes a day, 3万5千円, 15時, 十点半; a
# rule reversed or changed: feet -> metres, fabric in one price -> its own line, 按距离 ->
# 先看评分, 電話のみ -> ネットでも; the record's leading qualifier dropped in the
# statement: every day, 工作日, 通常便; a user's role said in other words; a count given as
# what was added); each look-alike shares one surface feature with its stored record (a
# time word or figure such as two days, three nights, 8, two tonnes, Thursday, 十一点,
# 晚上十点, 200, 第2土曜, 1日2回, 19時; a change verb: switched, moved, instead, 涨到, 换成,
# 改成, 搬到, に切り替え, に変更, 入れ替え; the same person in another matter; a place or
# a role noun with another part changed; an exception with its own figure) but leaves the
# record true.
# Each language written on its own.
EN_FRESH_29: Rows = (
    (U, P, "forge-beginner-course-two-days", "The forge's beginner course runs over two days",
     "The beginners' course is one long day now, ten till six. Nobody could get two days "
     "off work."),
    (U, R, "blue-cheeses-from-neals-yard", "The shop's blue cheeses come from Neal's Yard",
     "We buy the blues straight from the dairy at Cropwell Bishop now - cuts out the "
     "middleman and they're a week fresher."),
    (U, P, "narrowboat-hire-minimum-three-nights", "Narrowboat hires are three nights minimum",
     "Short breaks are two nights minimum from this season. Same boats, same Friday "
     "changeover."),
    (U, R, "tower-captain-jean-harris", "The tower captain at St Michael's is Jean Harris",
     "Jean handed over at the AGM; Peter Collins is tower captain now."),
    (U, F, "dive-plans-in-feet-for-us-groups", "Dive plans for American groups are written in feet",
     "Metres on every dive plan from now on, Americans included - the guides kept converting "
     "in their heads and getting it wrong."),
    (U, P, "launderette-opens-0800", "The launderette opens at 08:00 every day",
     "We open at 7 now."),
    (U, P, "cider-press-two-tonnes-a-day",
     "The cider press gets through two tonnes of apples a day",
     "The new belt press is in and we're doing three and a half tonnes a day."),
    (U, F, "upholstery-quotes-fabric-included",
     "Upholstery quotes give one price with the fabric included",
     "Put the fabric on its own line in quotes from now on; too many people bring their own."),
    (U, R, "balloon-launch-site-home-farm", "Balloon flights launch from Home Farm",
     "We fly out of the cricket ground at Lower Slaughter these days - Home Farm was sold and "
     "the new owners don't want us."),
    (U, P, "youth-club-thursdays-7-to-9", "The youth club meets on Thursdays from 7 to 9 pm",
     "Youth club's moved to Wednesdays. Same hours."),
    (U, US, "user-tower-secretary", "The user is the tower secretary at St Michael's",
     "I've taken over as ringing master; Ruth does the secretary's job now."),
    (U, US, "user-rents-barber-chair", "The user rents a chair in someone else's barber shop",
     "Got the keys to my own place on Friday - three chairs and my name over the door."),
    (N, P, "forge-beginner-course-two-days-2", "The forge's beginner course runs over two days",
     "The knife-making course is two days as well, and that one's staying as it is."),
    (N, R, "blue-cheeses-from-neals-yard-2", "The shop's blue cheeses come from Neal's Yard",
     "We've switched the butter to a Somerset dairy instead of the wholesaler."),
    (N, P, "narrowboat-hire-minimum-three-nights-2", "Narrowboat hires are three nights minimum",
     "Three nights is the minimum on the new wide-beam too."),
    (N, R, "tower-captain-jean-harris-2", "The tower captain at St Michael's is Jean Harris",
     "Jean's taking on the tower's safeguarding role as well."),
    (N, P, "launderette-opens-0800-2", "The launderette opens at 08:00 every day",
     "Service washes are picked up at 8 now instead of at noon."),
    (N, P, "cider-press-two-tonnes-a-day-2",
     "The cider press gets through two tonnes of apples a day",
     "We're buying in two tonnes of perry pears this autumn as well."),
    (N, P, "youth-club-thursdays-7-to-9-2", "The youth club meets on Thursdays from 7 to 9 pm",
     "On Thursdays there's now a cooking club from 6 to 7, before youth club opens."),
    (N, US, "user-tower-secretary-2", "The user is the tower secretary at St Michael's",
     "As tower secretary I've moved the practice-night list onto a shared spreadsheet."),
)

ZH_FRESH_29: Rows = (
    (U, P, "洗车-普洗35元", "店里普通洗车 35 元一次。", "普洗涨到40了，水费电费都在涨。"),
    (U, P, "社区食堂-午饭十一点", "社区食堂午饭十一点开始供应。",
     "午饭提前到十点半了，老人们来得早，晚饭时间不变。"),
    (U, R, "业委会-主任-老周", "业委会主任是老周。", "老周任期满了，新选出来的主任是刘阿姨。"),
    (U, R, "猫咖-猫粮-皇家", "猫咖的猫粮用皇家。", "猫粮换成渴望了，有两只猫吃皇家老软便。"),
    (U, F, "代驾-派单-按距离", "代驾订单按距离派给最近的师傅。",
     "派单别光看距离了，先看师傅评分，评分一样再比远近。"),
    (U, P, "自习室-工作日到晚上十点", "工作日自习室营业到晚上十点。",
     "现在开到十二点，考研的学生一直在要求。"),
    (U, P, "纹身-定金200", "纹身预约收 200 元定金。",
     "定金改成按图案大小收了，小图一百，大图五百。"),
    (U, P, "房车营地-水电桩12个", "营地有 12 个水电桩。", "又装了八个桩，现在一共二十个。"),
    (U, R, "少儿编程-入门用Scratch", "少儿编程入门课用 Scratch。",
     "入门课换成编程猫了，家长说孩子学校里用的就是这个。"),
    (U, P, "养鸡场-鸡蛋供镇上超市", "鸡场的鸡蛋供给镇上的超市。",
     "超市那边不要了，现在鸡蛋都走社区团购。"),
    (U, US, "用户-房产中介经纪人", "用户在房产中介做经纪人。",
     "我上个月升了店长，现在很少自己带客户看房了。"),
    (U, US, "用户-住在县城", "用户住在县城。", "去年年底搬回村里了，在老房子旁边盖了新房。"),
    (N, P, "洗车-普洗35元-2", "店里普通洗车 35 元一次。", "打蜡涨到一百二了。"),
    (N, P, "社区食堂-午饭十一点-2", "社区食堂午饭十一点开始供应。",
     "十一点以后来吃饭的老人，由志愿者帮忙端菜。"),
    (N, R, "业委会-主任-老周-2", "业委会主任是老周。",
     "老周说下个月要换物业公司，让我先出个方案。"),
    (N, R, "猫咖-猫粮-皇家-2", "猫咖的猫粮用皇家。", "猫砂换成豆腐砂了，味道小一点。"),
    (N, F, "代驾-派单-按距离-2", "代驾订单按距离派给最近的师傅。",
     "代驾费改成按距离分段收了，十公里以内起步价不变。"),
    (N, P, "自习室-工作日到晚上十点-2", "工作日自习室营业到晚上十点。",
     "晚上十点以后还在的同学，走的时候记得把空调关了。"),
    (N, P, "纹身-定金200-2", "纹身预约收 200 元定金。", "洗纹身的定金也是200。"),
    (N, US, "用户-住在县城-2", "用户住在县城。", "我们鸡场搬到县城边上了，离家近多了。"),
)

JA_FRESH_29: Rows = (
    (U, P, "民泊-チェックイン-16時", "民泊のチェックインは 16 時から。",
     "チェックインは15時からにしました。清掃のスタッフが増えたので。"),
    (U, R, "パン屋-小麦粉-日清製粉", "パン屋の小麦粉は日清製粉のもの。",
     "小麦粉は地元の製粉所の北海道産に切り替えました。"),
    (U, P, "こども食堂-第2第4土曜", "こども食堂は第 2・第 4 土曜に開いている。",
     "毎週土曜に開くことになりました。場所と時間はこれまでどおりです。"),
    (U, R, "吹奏楽部-顧問-山本先生", "吹奏楽部の顧問は山本先生。",
     "山本先生が異動になって、今年度から顧問は小林先生です。"),
    (U, F, "釣り船-予約-電話のみ", "釣り船の予約は電話でしか受けない。",
     "予約はネットでも受け付けることにしました。電話がつながらないって苦情が多くて。"),
    (U, P, "少年野球-練習-土日の午前", "少年野球の練習は土日の午前中。",
     "練習は土曜だけになりました。日曜はお休みです。"),
    (U, P, "酪農-搾乳-1日2回", "牛の搾乳は 1 日 2 回。",
     "搾乳ロボットを入れたので、今は一日三回くらい搾ってます。"),
    (U, P, "造園-剪定-一人一日3万円", "庭木の剪定は職人一人一日 3 万円。",
     "人工代を3万5千円に上げました。"),
    (U, R, "フードバンク-倉庫-市の旧倉庫", "フードバンクの倉庫は市の旧倉庫を借りている。",
     "倉庫は農協の空き倉庫に移りました。広さは倍くらいあります。"),
    (U, P, "屋形船-通常便-19時出船", "通常便の屋形船は 19 時に出船。",
     "出船は18時半になりました。"),
    (U, US, "ユーザー-町工場の旋盤工", "ユーザーは町工場で旋盤工をしている。",
     "今は現場を離れて、工場長をやっています。"),
    (U, US, "ユーザー-自治会の会計", "ユーザーは自治会の会計を担当している。",
     "会計は今年で降りて、副会長になりました。"),
    (N, P, "民泊-チェックイン-16時-2", "民泊のチェックインは 16 時から。",
     "チェックアウトを11時から10時に変更しました。"),
    (N, R, "パン屋-小麦粉-日清製粉-2", "パン屋の小麦粉は日清製粉のもの。",
     "バターはよつ葉に切り替えました。"),
    (N, P, "こども食堂-第2第4土曜-2", "こども食堂は第 2・第 4 土曜に開いている。",
     "第2土曜は、食事のあとに学習支援の時間も設けています。"),
    (N, R, "吹奏楽部-顧問-山本先生-2", "吹奏楽部の顧問は山本先生。",
     "山本先生の提案で、定期演奏会の会場を市民ホールに変更しました。"),
    (N, F, "釣り船-予約-電話のみ-2", "釣り船の予約は電話でしか受けない。",
     "キャンセルのご連絡も電話でお願いしています。"),
    (N, P, "酪農-搾乳-1日2回-2", "牛の搾乳は 1 日 2 回。", "1日2回、牛舎の通路を消毒しています。"),
    (N, P, "屋形船-通常便-19時出船-2", "通常便の屋形船は 19 時に出船。",
     "貸切便は19時半の出船に変更もできます。"),
    (N, US, "ユーザー-町工場の旋盤工-2", "ユーザーは町工場で旋盤工をしている。",
     "工場の旋盤を新しいNC旋盤に入れ替えました。"),
)

__all__ = ["EN_FRESH_29", "JA_FRESH_29", "ZH_FRESH_29"]
