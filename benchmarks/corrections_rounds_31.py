"""The thirty-first fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_31 --------------------------------------------------------------------------
# A thirty-first fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on households, rotas, clubs and counters the earlier rounds left out (who runs a
# church's flower rota; when a climbing wall's kids' club meets; when a community
# orchard's wassail is held; what a cricket pavilion costs to hire; what a user logs runs
# in; a sous chef made head chef in the same kitchen; where a farmers' market stands;
# when a swimming club's early session starts; where a café's bread comes from; how often
# a village newsletter comes out; who a user's personal trainer is; where a charity shop
# takes donations in; who rents a 老家 house; what a 门禁卡 costs to replace; who owns a
# 家长群; which 降压药 a grandmother takes; which company a user's 宽带 is with; a
# 收银员 made a 生鲜 组长; when an amateur 足球队 plays; where a family's car is parked;
# how a company's 打卡 is done; when a child's 乒乓球 class is; where a 饭店's seafood
# comes from; a user's 家庭医生; who leads a ゴミ当番 班; when ミニバス practises; what a
# 町内会費 is; where a user's blog lives; a 郵便局 窓口 clerk moved to 配達; where a
# family grave is; who a mother's ケアマネ is; which days 燃えるゴミ goes out; where a
# 喫茶店's beans come from; how a 塾 hands out homework; when a 地区 運動会 is held; how
# often a user sees the dentist). Corrections in several forms (terse: "Pavilion hire's
# £25 an hour now.", 补卡现在收三十了。, ブログはnoteに引っ越しました。; casual: "Got the
# head chef job", 练球挪到周六上午了; polite: "Could you change my trainer to Aisha?",
# 麻烦帮我更新一下; two clauses with a reason after: they were blocking the front, B2 一下雨
# 就漏水, 体育館が土曜は取れなくて; a reason first: 上礼拜复查; "I'm not on Strava
# anymore", 不用电信了, 不收银了, 不从黄沙拿了, もうやってなくて, もう仕入れてなくて;
# 其实/実は; the subject in other words: parish mag, kids' club at the wall, 练球,
# 町内の運動会; what stays: Same time, 还是在社区医院, I've stayed at FitHub;
# amounts and times changed: £25, half six, 三十, 4,000円, 三か月ごと; people replaced
# with the reason; a supplier, tool, place or method replaced; a user's role in the same
# place changed); each look-alike shares one surface feature with its stored record (a
# change verb: moved, gone up, instead, 改成, 换成, 搬到, 移りました, 上がりました, 変更;
# a time word or figure: Tuesdays, six, £20, 周六上午, 20 块, 日曜の午後, 3,000円, 火曜; a
# negation or the old value: off Strava, the cattle market car park, 不在黄沙, B2, 火曜じゃ
# なくて, はてなブログ, 近所の焙煎所; the same person in another matter: Margaret, 老张,
# 陈老师, 小野さん, 松岡さん; the role noun with another person: sous chef, 收银员, 窓口)
# but leaves the record true.
# Each language written on its own.
EN_FRESH_31: Rows = (
    (U, R, "church-flower-rota-margaret", "The church flower rota is run by Margaret",
     "Margaret's handed the flower rota over to Joan - her knees aren't up to the ladders "
     "anymore."),
    (U, P, "climbing-wall-kids-club-tuesdays-4",
     "The climbing wall's kids' club is on Tuesdays at 4 pm",
     "Kids' club at the wall is Wednesdays now. Same time."),
    (U, P, "orchard-wassail-17-january", "The community orchard's wassail is held on 17 January",
     "We're holding the wassail on the Saturday nearest Twelfth Night from now on, so people "
     "who work can actually come."),
    (U, P, "cricket-pavilion-hire-20-an-hour", "Hiring the cricket pavilion costs £20 an hour",
     "Pavilion hire's £25 an hour now."),
    (U, US, "user-logs-runs-in-strava", "The user logs their runs in Strava",
     "I'm not on Strava anymore, I log my runs in Garmin Connect."),
    (U, US, "user-sous-chef-at-the-anchor", "The user is a sous chef at the Anchor",
     "Got the head chef job at the Anchor last month, so the kitchen's mine now."),
    (U, R, "farmers-market-cattle-market-car-park",
     "The farmers' market is held in the cattle market car park",
     "Actually the farmers' market's in the town square these days - the car park got sold "
     "for flats."),
    (U, P, "swimming-club-early-session-6", "The swimming club's early session starts at 6:00",
     "Early swim's half six now, the leisure centre won't open the doors any earlier."),
    (U, R, "cafe-bread-from-hobbs", "The café's bread comes from Hobbs bakery",
     "We get our loaves from the Polish bakery on Mill Street now rather than Hobbs; they "
     "keep better."),
    (U, P, "village-newsletter-every-two-months",
     "The village newsletter comes out every two months",
     "The parish mag's going monthly from January."),
    (U, R, "user-trainer-kyle-at-fithub", "The user's personal trainer is Kyle at FitHub",
     "Could you change my trainer to Aisha? Kyle moved to the Leeds branch and I've stayed "
     "at FitHub."),
    (U, F, "charity-shop-donations-front-door",
     "Donations to the charity shop are taken in at the front door",
     "Donations go round the back to the loading bay now - they were blocking the front."),
    (N, R, "church-flower-rota-margaret-2", "The church flower rota is run by Margaret",
     "Margaret's taken on the Sunday teas as well."),
    (N, P, "climbing-wall-kids-club-tuesdays-4-2",
     "The climbing wall's kids' club is on Tuesdays at 4 pm",
     "The adults' bouldering social has moved to Tuesdays at 7."),
    (N, P, "cricket-pavilion-hire-20-an-hour-2", "Hiring the cricket pavilion costs £20 an hour",
     "The deposit on the tea urn has gone up to £20."),
    (N, US, "user-logs-runs-in-strava-2", "The user logs their runs in Strava",
     "The running club's moved its leaderboard off Strava onto a spreadsheet; I still log "
     "mine in Strava."),
    (N, US, "user-sous-chef-at-the-anchor-2", "The user is a sous chef at the Anchor",
     "My brother's just started as a sous chef at the Crown."),
    (N, R, "farmers-market-cattle-market-car-park-2",
     "The farmers' market is held in the cattle market car park",
     "The Christmas market's going in the cattle market car park this year instead of the "
     "square."),
    (N, P, "swimming-club-early-session-6-2", "The swimming club's early session starts at 6:00",
     "The gym opens at six now, not seven."),
    (N, R, "cafe-bread-from-hobbs-2", "The café's bread comes from Hobbs bakery",
     "Hobbs have stopped making sourdough, so we've taken it off the menu."),
)

ZH_FRESH_31: Rows = (
    (U, R, "老家房子-租给老张", "老家的房子租给了老张一家。",
     "老张退租了，现在租给一对在镇上开店的小夫妻。"),
    (U, P, "小区门禁卡补办20元", "小区门禁卡补办一张 20 元。", "补卡现在收三十了。"),
    (U, R, "家长群-群主-陈老师", "班级家长群的群主是班主任陈老师。",
     "群主转给家委会的刘妈妈了，陈老师说她管不过来。"),
    (U, R, "奶奶-降压药-硝苯地平", "奶奶吃的降压药是硝苯地平。",
     "上礼拜复查，医生给奶奶换成氨氯地平了。"),
    (U, US, "用户-宽带-电信", "用户家的宽带是电信的。",
     "家里宽带不用电信了，到期没续，换了移动的。"),
    (U, US, "用户-超市收银员", "用户在超市当收银员。", "我现在不收银了，调到生鲜区当组长了。"),
    (U, P, "业余足球队-周六上午", "业余足球队每周六上午踢球。",
     "其实我们早就改周日下午踢了，周六的场地被培训机构包了。"),
    (U, R, "车位-地下车库B2", "家里的车停在小区地下车库 B2。",
     "车位换到地面了，B2 一下雨就漏水。"),
    (U, F, "公司打卡-指纹机", "公司上班打卡用指纹机。",
     "打卡改成人脸识别了，指纹机老认不出来。"),
    (U, P, "孩子-乒乓球课-周五晚上", "孩子的乒乓球课在周五晚上。", "儿子练球挪到周六上午了。"),
    (U, R, "饭店-海鲜-黄沙市场", "饭店的海鲜是从黄沙水产市场进的。",
     "海鲜不从黄沙拿了，现在湛江那边直接走冷链发过来，便宜还新鲜。"),
    (U, R, "用户-家庭医生-孙大夫", "用户签约的家庭医生是社区医院的孙大夫。",
     "麻烦帮我更新一下：孙大夫退休了，我现在签的是马大夫，还是在社区医院。"),
    (N, R, "老家房子-租给老张-2", "老家的房子租给了老张一家。",
     "老张说下个月的房租想晚几天交。"),
    (N, P, "小区门禁卡补办20元-2", "小区门禁卡补办一张 20 元。", "停车卡补办也是 20 块一张。"),
    (N, R, "家长群-群主-陈老师-2", "班级家长群的群主是班主任陈老师。",
     "陈老师把家长群的名字改成“三年二班家校群”了。"),
    (N, US, "用户-宽带-电信-2", "用户家的宽带是电信的。", "我爸妈家的宽带换成移动的了。"),
    (N, US, "用户-超市收银员-2", "用户在超市当收银员。",
     "超市新招了两个收银员，都是放寒假的学生。"),
    (N, P, "业余足球队-周六上午-2", "业余足球队每周六上午踢球。", "篮球队改到周六上午打了。"),
    (N, R, "车位-地下车库B2-2", "家里的车停在小区地下车库 B2。", "B2 的充电桩搬到 B1 去了。"),
    (N, R, "饭店-海鲜-黄沙市场-2", "饭店的海鲜是从黄沙水产市场进的。",
     "酒水不在黄沙那边拿了，改成厂家直接送。"),
)

JA_FRESH_31: Rows = (
    (U, R, "ゴミ当番-班長-小野さん", "ゴミ当番の班長は小野さん。",
     "班長は四月から山口さんに替わりました。"),
    (U, P, "ミニバス-練習-土曜午前", "ミニバスの練習は土曜の午前。",
     "練習、日曜の午後に移りました。体育館が土曜は取れなくて。"),
    (U, P, "町内会費-年3000円", "町内会費は年 3,000 円。",
     "町内会費、来年度から年4,000円になります。"),
    (U, US, "ユーザー-ブログ-はてな", "ユーザーはブログをはてなブログで書いている。",
     "ブログはnoteに引っ越しました。"),
    (U, US, "ユーザー-郵便局の窓口", "ユーザーは郵便局の窓口で働いている。",
     "窓口はもうやってなくて、今は配達のほうです。バイクで回ってます。"),
    (U, R, "実家の墓-市営霊園", "実家のお墓は市営霊園にある。",
     "実は、お墓はお寺の納骨堂に移したんです。父が山の上まで通えなくなって。"),
    (U, R, "ケアマネ-松岡さん", "母の担当のケアマネジャーは松岡さん。",
     "ケアマネさんが松岡さんから石原さんに代わりました。松岡さんが異動されたので。"),
    (U, P, "燃えるゴミ-火曜金曜", "燃えるゴミの収集日は火曜と金曜。",
     "燃えるゴミの日、月曜と木曜になりました。"),
    (U, R, "喫茶店-豆-近所の焙煎所", "喫茶店のコーヒー豆は近所の焙煎所から仕入れている。",
     "豆はもう仕入れてなくて、店で自家焙煎してます。"),
    (U, F, "塾-宿題-プリント", "塾の宿題はプリントで配っている。",
     "宿題はタブレット配信に切り替えました。"),
    (U, P, "地区運動会-10月第2日曜", "地区の運動会は 10 月の第 2 日曜。",
     "町内の運動会、今年から11月の頭の日曜にずらしました。まだ暑いので。"),
    (U, US, "ユーザー-歯の定期検診-半年ごと", "ユーザーは歯の定期検診を半年ごとに受けている。",
     "歯の定期検診なんですが、先生に言われて三か月ごとに通うことになりました。"),
    (N, R, "ゴミ当番-班長-小野さん-2", "ゴミ当番の班長は小野さん。",
     "小野さんが子ども会の会長も引き受けてくれました。"),
    (N, P, "ミニバス-練習-土曜午前-2", "ミニバスの練習は土曜の午前。",
     "バレー部の練習は日曜の午後に移りました。"),
    (N, P, "町内会費-年3000円-2", "町内会費は年 3,000 円。",
     "子ども会の会費が年3,000円に上がりました。"),
    (N, US, "ユーザー-ブログ-はてな-2", "ユーザーはブログをはてなブログで書いている。",
     "はてなブログの有料プランはやめて、無料に戻しました。"),
    (N, US, "ユーザー-郵便局の窓口-2", "ユーザーは郵便局の窓口で働いている。",
     "郵便局の窓口の営業時間が16時までに短縮されました。"),
    (N, R, "ケアマネ-松岡さん-2", "母の担当のケアマネジャーは松岡さん。",
     "松岡さんから、来月の訪問日を変更したいと連絡がありました。"),
    (N, P, "燃えるゴミ-火曜金曜-2", "燃えるゴミの収集日は火曜と金曜。",
     "資源ゴミは火曜じゃなくて水曜です。"),
    (N, R, "喫茶店-豆-近所の焙煎所-2", "喫茶店のコーヒー豆は近所の焙煎所から仕入れている。",
     "近所の焙煎所がお盆は休みなので、その間は在庫でしのぎます。"),
)

__all__ = ["EN_FRESH_31", "JA_FRESH_31", "ZH_FRESH_31"]
