"""The thirty-fourth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_34 --------------------------------------------------------------------------
# A thirty-fourth fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on therapy, lessons, knees, teams, cars and money the earlier rounds left out (how often
# a user sees a therapist; who teaches a son guitar; when a user's physio is; what position
# a user plays at netball; where a car is serviced; a golf handicap; a staff nurse made ward
# sister on the same ward; who a veg box comes from; what a Pilates class costs; who cuts a
# user's hair; when a rowing club goes out; how often a daughter's brace is checked; who
# teaches a daughter 围棋; what 暖气费 costs; how a user gets to work; what a 手机套餐 costs;
# a 4S店 销售顾问 made its 销售经理; who coaches a son's 篮球; when a 单位体检 is; where a 太极
# 晨练 meets; how much goes into a 基金定投; which day a user eats at the in-laws'; who does a
# user's 美甲; which 笔记 app a user keeps; when a son's プログラミング教室 is; which カード a
# user pays with; what a パート's 時給 is; a ドラッグストア's 副店長 made its 店長; how often a
# father's 訪問リハビリ comes; where a フットサル team plays; what car a user drives; what a
# user files a 確定申告 with; what a user eats at lunch; what a 書道 月謝 is; which 眼科 a
# user goes to; when a team's 定例会議 is).
# Corrections in several forms (terse: "physio's thursdays now", 套餐改成89的了,
# 時給、千二百円に上がりました; casual: "Got my handicap down to 15", 定投我加到两千了;
# polite: "Could you change my hairdresser", 麻烦记一下, 更新をお願いします; two clauses
# with a reason after: Mr Pike moved to Bristol, it's still under warranty, 地铁太挤,
# 先生の都合で, 改悪がひどくて; "not GD", "Not using Kwik anymore", 不在公园东门了,
# もう社食じゃなくて;
# 其实/実は; the subject in other words or shorter: Therapy, brace checks, 闺女, 套餐, リハビリ for
# 訪問リハビリ, お習字 for 書道教室; what stays: same ward, still Wednesdays, 还是六点半, 同じ店;
# amounts and times changed: monthly, 15, £14, 6:30, every ten weeks, 两块二, 89, 两千, 周日,
# 千二百円, 週三回, 六千五百円, 火曜の午後; people, firms, suppliers, apps, cards, cars and
# clinics replaced; a user's role in the same place changed); each look-alike shares one
# surface feature with its stored record (a change verb: signed, 改到, 延长了, 辞める,
# 値上がり, 入りました; a time word or figure: Tuesday mornings, 18, £12, 两块五, 一千,
# 火曜日, 週二回, 1100円; a negation or the old value: Not rowing this Saturday, 没删,
# 替えていません; the same person or place in another matter: Dr Osei, Kwik Garage, 刘老师,
# 小林, 市民体育館, 山田眼科; the role noun with another person: staff nurses, goal defence,
# 销售顾问, 副店長) but leaves the record true. Each language written on its own.
EN_FRESH_34: Rows = (
    (U, US, "user-therapist-dr-osei-fortnightly",
     "The user sees a therapist, Dr Osei, every fortnight",
     "Therapy's monthly now - Dr Osei and I agreed I'm doing a lot better."),
    (U, R, "son-guitar-teacher-mr-pike", "The user's son Alfie has guitar lessons with Mr Pike",
     "Alfie's got a new guitar teacher, Rosa from the music shop. Mr Pike moved to Bristol."),
    (U, US, "user-physio-knee-tuesday-mornings",
     "The user has physio for their knee on Tuesday mornings", "physio's thursdays now"),
    (U, US, "user-netball-goal-defence-harriers",
     "The user plays goal defence for the Harriers netball team",
     "I'm playing centre for the Harriers these days, not GD - coach reckons I've got the "
     "legs for it."),
    (U, P, "car-serviced-at-kwik-garage",
     "The user's car is serviced at Kwik Garage on Station Road",
     "Not using Kwik anymore, the Toyota dealer does the car now since it's still under "
     "warranty."),
    (U, US, "user-golf-handicap-18", "The user's golf handicap is 18",
     "Got my handicap down to 15 at the club champs!!"),
    (U, US, "user-staff-nurse-ward-7", "The user is a staff nurse on Ward 7",
     "I've been made ward sister - same ward, so you'll still hear me moaning about Ward 7."),
    (U, P, "veg-box-riverford-fridays", "The user's veg box comes from Riverford on Fridays",
     "We switched the veg box to Oddbox, it turns up on Tuesdays now."),
    (U, P, "pilates-class-12-pounds-wednesdays",
     "The user's Pilates class costs £12 a session on Wednesday evenings",
     "Pilates has gone up to £14, still Wednesdays though."),
    (U, R, "user-hairdresser-jade-curl-up", "Jade at Curl Up & Dye cuts the user's hair",
     "Could you change my hairdresser to Marco at the salon on King Street? Jade's gone off on "
     "maternity leave so I've switched for good."),
    (U, P, "rowing-club-saturday-outing-7am", "The rowing club's Saturday outing starts at 7am",
     "Actually Saturday rowing is 6:30 now, they brought it forward to beat the cruise boats."),
    (U, US, "daughter-orthodontist-every-six-weeks",
     "The user's daughter Maisie sees the orthodontist every six weeks",
     "Maisie's brace checks are every ten weeks from now on, the teeth are nearly there."),
    (N, US, "user-therapist-dr-osei-fortnightly-2",
     "The user sees a therapist, Dr Osei, every fortnight",
     "Dr Osei's away for two weeks in August, so I'll miss one session."),
    (N, US, "user-physio-knee-tuesday-mornings-2",
     "The user has physio for their knee on Tuesday mornings",
     "My husband's got physio on Tuesday mornings too, we might share a lift."),
    (N, US, "user-netball-goal-defence-harriers-2",
     "The user plays goal defence for the Harriers netball team",
     "The Harriers have signed a new goal defence from Chesterfield."),
    (N, P, "car-serviced-at-kwik-garage-2",
     "The user's car is serviced at Kwik Garage on Station Road",
     "Kwik Garage is doing Dad's MOT on Friday."),
    (N, US, "user-golf-handicap-18-2", "The user's golf handicap is 18",
     "My son's handicap is 18 now, he's catching me up."),
    (N, US, "user-staff-nurse-ward-7-2", "The user is a staff nurse on Ward 7",
     "We've got two new staff nurses starting on Ward 7 next month."),
    (N, P, "pilates-class-12-pounds-wednesdays-2",
     "The user's Pilates class costs £12 a session on Wednesday evenings",
     "The yoga class next door is £12 as well."),
    (N, P, "rowing-club-saturday-outing-7am-2", "The rowing club's Saturday outing starts at 7am",
     "Not rowing this Saturday, I've got a wedding."),
)

ZH_FRESH_34: Rows = (
    (U, R, "女儿-围棋老师-刘老师", "用户女儿的围棋老师是刘老师。",
     "闺女围棋换老师了，刘老师回老家了，现在跟少年宫的陈老师学。"),
    (U, P, "小区暖气费-每平米两块五", "用户小区的暖气费每平米两块五。",
     "暖气费降到两块二了，业委会去谈下来的。"),
    (U, US, "用户-坐地铁上班", "用户每天坐地铁上班。", "我现在骑电驴上班了，地铁太挤。"),
    (U, US, "用户-手机套餐-129元", "用户的手机套餐每月 129 元。", "套餐改成89的了，流量够用。"),
    (U, US, "用户-4S店-销售顾问", "用户在一家4S店当销售顾问。",
     "我升销售经理了，还是那家店，不用自己跑客户了。"),
    (U, R, "儿子-篮球教练-老周", "儿子的篮球教练是老周。",
     "其实儿子篮球队早换教练了，现在是体校退下来的孙指导带。"),
    (U, US, "用户-单位体检-每年五月", "用户单位每年五月组织体检。", "单位体检从今年起挪到十月了。"),
    (U, P, "太极晨练-公园东门-六点半", "用户每天早上六点半在公园东门打太极。",
     "我们打太极不在公园东门了，搬到新修的滨江步道，还是六点半。"),
    (U, US, "用户-基金定投-每月一千", "用户每月定投基金一千元。", "定投我加到每月两千了。"),
    (U, P, "周六-去岳母家吃饭", "用户每周六去岳母家吃饭。",
     "去丈母娘家吃饭改成周日了，周六孩子要上课。"),
    (U, R, "用户-美甲-找小林", "用户做美甲找小林。",
     "麻烦记一下，我现在做指甲找商场里的阿May，小林转行了。"),
    (U, F, "用户-笔记-印象笔记", "用户记笔记用印象笔记。",
     "笔记不用印象笔记了，全搬到飞书文档里了，同步快。"),
    (N, R, "女儿-围棋老师-刘老师-2", "用户女儿的围棋老师是刘老师。",
     "刘老师下学期还开了个象棋班。"),
    (N, P, "小区暖气费-每平米两块五-2", "用户小区的暖气费每平米两块五。",
     "小区门口停车也是两块五一小时。"),
    (N, US, "用户-坐地铁上班-2", "用户每天坐地铁上班。", "地铁五号线延长了，通到我们小区旁边。"),
    (N, US, "用户-4S店-销售顾问-2", "用户在一家4S店当销售顾问。", "店里新招了两个销售顾问。"),
    (N, US, "用户-单位体检-每年五月-2", "用户单位每年五月组织体检。", "我妈的体检改到下周三了。"),
    (N, US, "用户-基金定投-每月一千-2", "用户每月定投基金一千元。",
     "我老婆也开始定投了，每月也是一千。"),
    (N, R, "用户-美甲-找小林-2", "用户做美甲找小林。", "小林说她下个月店里要搞活动。"),
    (N, F, "用户-笔记-印象笔记-2", "用户记笔记用印象笔记。",
     "印象笔记我没删，以前的东西还在里面。"),
)

JA_FRESH_34: Rows = (
    (U, R, "息子-プログラミング教室-火曜", "息子は火曜日にプログラミング教室に通っている。",
     "プログラミング教室、木曜に変わりました。先生の都合で。"),
    (U, US, "ユーザー-メインカード-楽天カード",
     "ユーザーがメインで使うクレジットカードは楽天カード。",
     "メインのカードは三井住友に替えました、ポイントの改悪がひどくて。"),
    (U, US, "ユーザー-パート-時給1100円", "ユーザーのパートの時給は 1,100 円。",
     "時給、千二百円に上がりました！"),
    (U, US, "ユーザー-ドラッグストア-副店長", "ユーザーはドラッグストアの副店長をしている。",
     "実は四月から店長になりました。同じ店です。"),
    (U, R, "父-訪問リハビリ-週二回", "父の訪問リハビリは週二回来てもらっている。",
     "父のリハビリ、週三回に増えました。"),
    (U, P, "フットサル-市民体育館-金曜夜",
     "ユーザーのフットサルは毎週金曜の夜に市民体育館でやっている。",
     "フットサルは今、市民体育館じゃなくて駅裏の屋内コートでやってます。曜日は同じです。"),
    (U, US, "ユーザー-車-N-BOX", "ユーザーの車はホンダの N-BOX。",
     "車はN-BOXから中古のプリウスに替えました。"),
    (U, US, "ユーザー-確定申告-弥生", "ユーザーは確定申告を弥生会計でしている。",
     "確定申告、今年からfreeeでやることにしました。"),
    (U, US, "ユーザー-昼食-社員食堂", "ユーザーの昼食は毎日社員食堂。",
     "お昼はもう社食じゃなくて、お弁当を持っていってます。"),
    (U, P, "書道教室-月謝6000円", "ユーザーの書道教室の月謝は 6,000 円。",
     "お習字の月謝、六千五百円になりました。"),
    (U, R, "ユーザー-眼科-山田眼科", "ユーザーが通っている眼科は山田眼科。",
     "眼科を駅前のアイクリニックに変えたので、更新をお願いします。山田先生が引退されたので。"),
    (U, P, "チーム定例-月曜朝", "ユーザーのチームの定例会議は月曜の朝。",
     "定例、火曜の午後になりました。月曜は休みが多いので。"),
    (N, R, "息子-プログラミング教室-火曜-2", "息子は火曜日にプログラミング教室に通っている。",
     "娘のピアノも火曜日です。"),
    (N, US, "ユーザー-パート-時給1100円-2", "ユーザーのパートの時給は 1,100 円。",
     "夫のバイトも時給1100円です。"),
    (N, US, "ユーザー-ドラッグストア-副店長-2", "ユーザーはドラッグストアの副店長をしている。",
     "系列店の副店長さんが今月で辞めるそうです。"),
    (N, R, "父-訪問リハビリ-週二回-2", "父の訪問リハビリは週二回来てもらっている。",
     "母も週二回、訪問看護に来てもらうことになりました。"),
    (N, P, "フットサル-市民体育館-金曜夜-2",
     "ユーザーのフットサルは毎週金曜の夜に市民体育館でやっている。",
     "市民体育館でバドミントンのサークルにも入りました。"),
    (N, US, "ユーザー-車-N-BOX-2", "ユーザーの車はホンダの N-BOX。",
     "妻の車はN-BOXのままで、替えていません。"),
    (N, US, "ユーザー-昼食-社員食堂-2", "ユーザーの昼食は毎日社員食堂。",
     "社食のカレーが値上がりしました。"),
    (N, R, "ユーザー-眼科-山田眼科-2", "ユーザーが通っている眼科は山田眼科。",
     "山田眼科の隣に新しい歯医者ができました。"),
)

__all__ = ["EN_FRESH_34", "JA_FRESH_34", "ZH_FRESH_34"]
