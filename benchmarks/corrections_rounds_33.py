"""The thirty-third fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_33 --------------------------------------------------------------------------
# A thirty-third fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on feet, loans, little ones, clubs, pay and pills the earlier rounds left out (how often a
# user sees a podiatrist; who holds a user's mortgage and at what rate; who looks after a
# daughter in the day; where a book club meets; who a user's broadband is with; a teaching
# assistant training to teach at the same school; what a salsa class costs; where a user's
# season ticket seat is; who walks the dog; what share of pay goes to a pension; who
# handles a house sale; where a quilting group meets; who a user's 私教 is; where a son's
# 托管班 is; who a user's 宽带 is with; what the 保姆 is paid; a 药店 店员 become its 药师;
# when a 合唱团 rehearses; what car a user drives; who rents the 老家 house; what 降压药
# a father takes; how a 读书会 meets; what a 车位 costs a month; who a user's 牙医 is;
# which 歯医者 a user goes to; when a son's 少年野球 is; which 電力会社 a user is with;
# how often a 家庭教師 comes; a スーパー's レジ made its 惣菜担当; who leads a 町内会;
# which hospital a father is in; what a ヨガ 月謝 is; which 家計簿 app a user keeps; how a
# user gets to work; when a daughter's 英会話 is; who does a user's hair at a 美容院).
# Corrections in several forms (terse: "Broadband's Community Fibre now.", 车位月租三百五了。,
# 家計簿アプリはマネーフォワードにしました。; casual: "Salsa's gone up to a tenner a class",
# 秦卖了; polite: "Could you update the dog walker?", 麻烦帮我记一下, お願いしています; two
# clauses with a reason after: the corns come back too quick, BT couldn't get above 30 meg,
# 原来那个脚肿, 部活が忙しくなったので, グラウンドの都合で; "not at the Plough anymore",
# 不在学校对面了, 不租给老陈了, 東電はやめました, レジはもうやってなくて; 其实/実は; the subject
# in other words: Feet, Quilters, 阿姨 for 保姆, 私教, 托管, 电 for 電力会社; what stays: same
# Wednesday slot, 同一家药店, 同じお店; amounts and times changed: every six weeks, 3.6%, a
# tenner, 8%, 五千五, 三百五, 週一, 九千五百円, 土曜の午後, 金曜; people replaced with the
# reason; a lender, provider, firm, car, drug, app, hospital or way of travelling replaced;
# a user's role in the same place changed); each look-alike shares one surface feature with
# its stored record (a change verb: moved, put up, 换成, 改到, 変わりました; a time word or
# figure: every six weeks, 4.1%, £8, 周二晚上, 五千, 週2回, 土曜の午前, 8000円; a negation or
# the old value: still with BT, 不涨了, 変えていません; the same person or place in another
# matter: Ms Hale, Karen, the Plough, 小王, 老陈, 駅前歯科, 佐藤さん, 市民病院; the role noun
# with another person: teaching assistants, 店员, レジのパート) but leaves the record true.
# Each language written on its own.
EN_FRESH_33: Rows = (
    (U, US, "user-podiatrist-every-eight-weeks",
     "The user sees Ms Hale, a podiatrist, every eight weeks",
     "Feet are every six weeks now - Ms Hale says the corns come back too quick otherwise."),
    (U, US, "user-mortgage-nationwide-4-1", "The user's mortgage is with Nationwide at 4.1% fixed",
     "Remortgaged with Halifax in October, 3.6% fixed for five years."),
    (U, R, "daughter-childminder-karen", "The user's daughter Ellie goes to Karen, a childminder",
     "We've moved Ellie from Karen's to the nursery on Mill Lane - Karen's retiring at "
     "Christmas."),
    (U, P, "book-club-meets-at-the-plough", "The user's book club meets at the Plough",
     "Book club's not at the Plough anymore, we meet in Sue's conservatory - too noisy on "
     "quiz nights."),
    (U, US, "user-broadband-bt", "The user's broadband is with BT",
     "Broadband's Community Fibre now. BT couldn't get above 30 meg."),
    (U, US, "user-teaching-assistant-holywell",
     "The user is a teaching assistant at Holywell Primary",
     "I'm on my training year now, so I'm a trainee teacher at Holywell rather than a TA - "
     "same school, my own Year 3 class."),
    (U, P, "salsa-class-8-pounds", "The user's salsa class costs £8 a session",
     "Salsa's gone up to a tenner a class."),
    (U, US, "user-season-ticket-kop-row-f", "The user's season ticket seat is in the Kop, row F",
     "They've moved all of us to the East Stand while the Kop's rebuilt - I'm in row K now."),
    (U, R, "dog-walker-jason-at-noon", "Jason walks the user's dog at noon on weekdays",
     "Could you update the dog walker? It's Priya now, same time - Jason's gone back to uni."),
    (U, US, "user-pension-5-percent", "The user pays 5% of their salary into their pension",
     "I've upped my pension to 8% from this month."),
    (U, R, "house-sale-solicitor-brennan", "Brennan & Co are handling the user's house sale",
     "Actually we've gone with an online conveyancer for the sale, Brennan's were taking "
     "forever to answer."),
    (U, P, "quilting-group-church-hall-wednesday",
     "The user's quilting group meets in the church hall on Wednesday afternoons",
     "Quilters have moved to the library, same Wednesday slot - the church hall's heating "
     "packed in."),
    (N, US, "user-podiatrist-every-eight-weeks-2",
     "The user sees Ms Hale, a podiatrist, every eight weeks",
     "Ms Hale's moved her clinic into the new health centre."),
    (N, US, "user-mortgage-nationwide-4-1-2",
     "The user's mortgage is with Nationwide at 4.1% fixed",
     "Nationwide have put our savings account up to 4.1%."),
    (N, R, "daughter-childminder-karen-2", "The user's daughter Ellie goes to Karen, a childminder",
     "Karen's taking on another little one in January."),
    (N, P, "book-club-meets-at-the-plough-2", "The user's book club meets at the Plough",
     "The quiz night's moved to the Plough."),
    (N, US, "user-broadband-bt-2", "The user's broadband is with BT",
     "Mum's still with BT for her landline, she won't change."),
    (N, US, "user-teaching-assistant-holywell-2",
     "The user is a teaching assistant at Holywell Primary",
     "Holywell's taken on two new teaching assistants this term."),
    (N, P, "salsa-class-8-pounds-2", "The user's salsa class costs £8 a session",
     "The bachata taster on Thursdays is £8 as well."),
    (N, US, "user-season-ticket-kop-row-f-2", "The user's season ticket seat is in the Kop, row F",
     "My brother's moved his season ticket to the Kop."),
)

ZH_FRESH_33: Rows = (
    (U, R, "用户-私教-小王", "用户在健身房的私教是小王。",
     "私教换人了，小王去别的店了，现在是阿杰带我。"),
    (U, P, "儿子-托管班-学校对面", "儿子放学后去学校对面的托管班。",
     "托管不在学校对面了，挪到小区会所里，接送方便多了。"),
    (U, US, "用户-宽带-电信", "用户家的宽带是电信的。",
     "其实宽带早就换成移动的了，电信续费太贵。"),
    (U, P, "家里保姆-每月五千", "家里请的保姆每月工资五千元。",
     "阿姨工资下个月起涨到五千五了。"),
    (U, US, "用户-药店店员", "用户在社区药店当店员。",
     "我考下执业药师了，现在在同一家药店当药师，不站柜台了。"),
    (U, P, "社区合唱团-周二晚上排练", "社区合唱团每周二晚上排练。",
     "合唱团排练改到周四下午了，周二晚上好多人要接孩子。"),
    (U, US, "用户-开比亚迪秦", "用户开的车是比亚迪秦。",
     "秦卖了，换了辆理想L6，孩子多了坐不下。"),
    (U, R, "老家房子-租给老陈", "老家的房子租给了老陈。",
     "老家房子不租给老陈了，现在租给一对开超市的夫妻。"),
    (U, US, "父亲-降压药-氨氯地平", "父亲吃的降压药是氨氯地平。",
     "爸的降压药医生给换成缬沙坦了，原来那个吃了脚肿。"),
    (U, F, "读书会-线下-茶馆", "读书会每月在茶馆线下聚一次。",
     "读书会现在全改线上了，用腾讯会议。"),
    (U, P, "用户车位-月租300", "用户小区的车位月租 300 元。", "车位月租三百五了。"),
    (U, R, "用户-牙医-李医生", "用户看牙找的是李医生。",
     "麻烦帮我记一下，我现在看牙找口腔医院的周医生，李医生退休了。"),
    (N, R, "用户-私教-小王-2", "用户在健身房的私教是小王。", "小王也开始带团课了。"),
    (N, P, "儿子-托管班-学校对面-2", "儿子放学后去学校对面的托管班。",
     "学校对面又开了一家托管班。"),
    (N, US, "用户-宽带-电信-2", "用户家的宽带是电信的。", "我爸妈家的宽带换成移动了。"),
    (N, P, "家里保姆-每月五千-2", "家里请的保姆每月工资五千元。",
     "楼下那家的保姆每月也是五千。"),
    (N, US, "用户-药店店员-2", "用户在社区药店当店员。", "药店又招了两个店员。"),
    (N, P, "社区合唱团-周二晚上排练-2", "社区合唱团每周二晚上排练。",
     "广场舞队改到周二晚上了。"),
    (N, US, "用户-开比亚迪秦-2", "用户开的车是比亚迪秦。", "我哥也买了辆秦，说挺省电。"),
    (N, R, "老家房子-租给老陈-2", "老家的房子租给了老陈。",
     "老陈说他店里的房租明年不涨了。"),
)

JA_FRESH_33: Rows = (
    (U, R, "ユーザー-歯医者-駅前歯科", "ユーザーが通っている歯医者は駅前歯科。",
     "歯医者、駅前のところから家の近くの小さい医院に変えました。待ち時間が長すぎて。"),
    (U, P, "息子-少年野球-土曜午前", "息子の少年野球の練習は土曜の午前。",
     "少年野球、土曜の午後になりました。グラウンドの都合で。"),
    (U, US, "ユーザー-電力会社-東京電力", "ユーザーの電力会社は東京電力。",
     "電気は今、地元の新電力です。東電はやめました。"),
    (U, P, "子ども-家庭教師-週2回", "子どもの家庭教師は週 2 回来ている。",
     "家庭教師、週一に減らしました。部活が忙しくなったので。"),
    (U, US, "ユーザー-スーパーのレジ", "ユーザーはスーパーでレジのパートをしている。",
     "レジはもうやってなくて、同じスーパーで今は惣菜担当です。"),
    (U, R, "町内会長-佐藤さん", "町内会の会長は佐藤さん。",
     "会長は今年から鈴木さんです。佐藤さんは体調を崩されて。"),
    (U, R, "父-入院先-市民病院", "父は市民病院に入院している。",
     "父、リハビリ病院に転院しました。"),
    (U, P, "ユーザー-ヨガ-月謝8000円", "ユーザーのヨガ教室の月謝は 8,000 円。",
     "ヨガ、来月から九千五百円に値上がりです。"),
    (U, US, "ユーザー-家計簿-Zaim", "ユーザーは家計簿に Zaim を使っている。",
     "家計簿アプリはマネーフォワードにしました。"),
    (U, US, "ユーザー-通勤-車", "ユーザーは車で通勤している。",
     "実は、通勤は車をやめて電車にしたんです。ガソリン代がばかにならなくて。"),
    (U, P, "娘-英会話-火曜", "娘の英会話教室は火曜日。",
     "娘の英会話、火曜じゃなくて金曜になりました。"),
    (U, R, "美容院-担当-森さん", "ユーザーの美容院の担当は森さん。",
     "美容院の担当ですが、森さんが独立されたので、今は同じお店の田中さんにお願いしています。"),
    (N, R, "ユーザー-歯医者-駅前歯科-2", "ユーザーが通っている歯医者は駅前歯科。",
     "駅前歯科、来月から日曜も診療するそうです。"),
    (N, P, "息子-少年野球-土曜午前-2", "息子の少年野球の練習は土曜の午前。",
     "娘のバレーボールが土曜の午前に変わりました。"),
    (N, US, "ユーザー-電力会社-東京電力-2", "ユーザーの電力会社は東京電力。",
     "ガスは東京ガスのままで、変えていません。"),
    (N, P, "子ども-家庭教師-週2回-2", "子どもの家庭教師は週 2 回来ている。",
     "塾のほうも週2回です。"),
    (N, US, "ユーザー-スーパーのレジ-2", "ユーザーはスーパーでレジのパートをしている。",
     "娘も別のスーパーでレジのパートを始めました。"),
    (N, R, "町内会長-佐藤さん-2", "町内会の会長は佐藤さん。",
     "佐藤さんは老人会の会長もされています。"),
    (N, R, "父-入院先-市民病院-2", "父は市民病院に入院している。",
     "母も市民病院の眼科に通い始めました。"),
    (N, P, "ユーザー-ヨガ-月謝8000円-2", "ユーザーのヨガ教室の月謝は 8,000 円。",
     "ピラティスの月謝も8000円です。"),
)

__all__ = ["EN_FRESH_33", "JA_FRESH_33", "ZH_FRESH_33"]
