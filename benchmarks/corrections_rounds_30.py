"""The thirtieth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_30 --------------------------------------------------------------------------
# A thirtieth fresh round (2026-12-07): written and committed before the rules ran on it;
# to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on
# halls, greens, stalls and back rooms the earlier rounds left out (who tunes a village
# hall's piano; which firm does an estate's tree work; when a lido's season opens; how
# often a repair café runs; how long a tool library lends; when darts league matches
# start; a bowls club's subscription; what oyster mushrooms are grown on; an
# observatory's public night; a letterpress studio's paper; where a food truck parks on
# Thursdays; what a user drafts novels in; when a 广场舞 team dances; a 琴行's piano
# lesson fee; how long a 裁缝铺 takes over trouser hems; a 老年大学 国画班's teacher; who
# hosts a 剧本杀 shop's weekend games; where a 早餐铺's soy milk comes from; where a
# 菜市场 stall stands; how a 美甲店 takes bookings; where a 龙舟队 trains; a 鱼塘's day
# fee; what a user edits videos in and a 农家乐 cook moved to the front desk; when a 銭湯
# opens; a 古本屋's house-call buying days; where a 商店街's 盆踊り is held; a 囲碁教室's
# teacher; a 合気道 dojo's practice days; where a 寿司屋 buys its tuna; a 整骨院's first
# visit fee; where a 蕎麦屋's buckwheat flour comes from; a 学童's pick-up time; where a
# 卓球 club practises; what a user keeps household accounts in and what a 塾 teacher
# teaches). Corrections in several forms (terse: "Loans are a fortnight now.",
# 钢琴课现在两百一节了。, 初診料は2,000円に改定しました。; casual: "Darts kicks off at eight
# these days"; polite: "Could you update that -", 実は…んです; two clauses with a reason
# after: the queue was out the door, 剪映导出老掉帧, 共働きの家庭が増えたので; a reason
# first: Oakline went under, 境内が狭くなったので; "not straw anymore", 不自己磨了,
# もう豊洲じゃなくて; 其实/実は; the subject in other words: stargazing evenings, the van,
# 周末场, お迎え; what stays: 時間は同じです; amounts and times changed: £110, seven thirty,
# 一百/五十, 19時, 2時; a person replaced with the reason; a supplier, tool or material
# replaced; a user's role in the same place changed); each look-alike shares one surface
# feature with its stored record (a change verb: switched, moved, instead, 涨到, 改成,
# 搬走, に変更, 改定, 移りました; a time word or figure: eight, £5 beside £90, 1 May, first
# Saturday, 七点, 80 块, 午後3時, 土日だけ, 火曜の夜; a negation or the old value:
# 不自己做了, 豊洲じゃなくて, Scrivener, 东门第三排; the same person in another matter; the
# project noun with another part) but leaves the record true.
# Each language written on its own.
EN_FRESH_30: Rows = (
    (U, R, "village-hall-piano-tuned-by-mr-hallam",
     "The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam's retired, so a woman called Priya Shah does the hall piano now."),
    (U, R, "estate-tree-work-oakline", "Tree work on the estate is done by Oakline Arboriculture",
     "Oakline went under in the spring, so Hedgerow Tree Care look after the estate's trees "
     "now."),
    (U, P, "lido-season-opens-1-may", "The lido's season opens on 1 May",
     "We open the lido on the late May bank holiday from now on; the water's too cold at the "
     "start of the month."),
    (U, P, "repair-cafe-first-saturday",
     "The repair café runs on the first Saturday of every month",
     "Repair café is every other Saturday now, the queue was out the door."),
    (U, P, "tool-library-loans-one-week",
     "Tools from the tool library can be borrowed for up to a week",
     "Loans are a fortnight now."),
    (U, P, "darts-league-starts-2030", "Darts league matches start at 8:30 pm",
     "Darts kicks off at eight these days - the landlord wants the board cleared by eleven."),
    (U, P, "bowls-club-membership-90", "Bowls club membership costs £90 a year",
     "Annual subs at the bowls club went up to £110 after the green was relaid."),
    (U, F, "oyster-mushrooms-on-straw", "The oyster mushrooms are grown on straw",
     "We've moved the oysters onto spent coffee grounds from the roastery - not straw anymore."),
    (U, P, "observatory-public-nights-fridays", "The observatory's public nights are on Fridays",
     "Stargazing evenings are Saturdays now so more families can come."),
    (U, F, "letterpress-paper-arches", "The letterpress studio prints invitations on Arches paper",
     "Could you update that - we print everything on Crane's Lettra these days, Arches kept "
     "cockling under the press."),
    (U, R, "food-truck-thursdays-castle-market",
     "The food truck parks at Castle Market on Thursdays",
     "Thursdays the van's at Moor Brewery now rather than the market."),
    (U, US, "user-drafts-in-scrivener", "The user drafts their novels in Scrivener",
     "I do all my drafting in Obsidian these days; Scrivener's sync kept eating chapters."),
    (N, R, "village-hall-piano-tuned-by-mr-hallam-2",
     "The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam has started tuning the school's piano too."),
    (N, R, "estate-tree-work-oakline-2", "Tree work on the estate is done by Oakline Arboriculture",
     "The estate's hedges are cut by Hedgerow Garden Services now, instead of the "
     "groundskeeper."),
    (N, P, "lido-season-opens-1-may-2", "The lido's season opens on 1 May",
     "The paddling pool opens on 1 June this year instead of May."),
    (N, P, "repair-cafe-first-saturday-2",
     "The repair café runs on the first Saturday of every month",
     "The seed swap has moved to the first Saturday of the month too."),
    (N, P, "darts-league-starts-2030-2", "Darts league matches start at 8:30 pm",
     "The pool league starts at eight now."),
    (N, P, "bowls-club-membership-90-2", "Bowls club membership costs £90 a year",
     "Green fees for visitors went up to £5 a session."),
    (N, F, "oyster-mushrooms-on-straw-2", "The oyster mushrooms are grown on straw",
     "We switched the shiitake to oak logs."),
    (N, US, "user-drafts-in-scrivener-2", "The user drafts their novels in Scrivener",
     "I've moved my research notes out of Scrivener into plain text files; the novels stay "
     "where they are."),
)

ZH_FRESH_30: Rows = (
    (U, P, "广场舞-每天晚上七点", "广场舞队每天晚上七点在小区广场跳。",
     "现在改七点半了，天热，太早地面还烫。"),
    (U, P, "琴行-钢琴课180元", "琴行一对一钢琴课 180 元一节。", "钢琴课现在两百一节了。"),
    (U, P, "裁缝铺-改裤脚三天", "裁缝铺改裤脚要三天才能取。",
     "其实改裤脚当天就能取，上午送下午拿。"),
    (U, R, "老年大学-国画班-王老师", "老年大学国画班的老师是王老师。",
     "王老师身体不好不教了，国画班现在是赵老师带。"),
    (U, R, "剧本杀-周末主持-阿杰", "剧本杀店周末的主持是阿杰。",
     "阿杰辞职回老家了，周末场换小林来带。"),
    (U, R, "早餐铺-豆浆自己磨", "早餐铺的豆浆是自己磨的。",
     "豆浆不自己磨了，现在进的是维维的豆浆粉。"),
    (U, R, "菜市场-摊位-东门第三排", "菜市场的摊位在东门第三排。",
     "摊位搬到西门口了，东门那边要拆。"),
    (U, F, "美甲店-只接微信预约", "美甲店只接微信预约。",
     "现在美团上也能约了，微信消息实在回不过来。"),
    (U, P, "龙舟队-西江码头训练", "龙舟队在西江边的码头训练。",
     "训练挪到水库那边了，江上这阵子涨水。"),
    (U, P, "鱼塘-一天80块", "鱼塘钓鱼一天 80 块。", "钓一天现在一百，半天五十。"),
    (U, US, "用户-用剪映剪视频", "用户用剪映剪视频。",
     "我现在剪片子都用 Premiere 了，剪映导出老掉帧。"),
    (U, US, "用户-农家乐厨师", "用户在农家乐当厨师。", "我不在后厨了，老板让我管前台接待。"),
    (N, P, "广场舞-每天晚上七点-2", "广场舞队每天晚上七点在小区广场跳。",
     "太极拳队改到早上七点在广场练了。"),
    (N, P, "琴行-钢琴课180元-2", "琴行一对一钢琴课 180 元一节。", "吉他课涨到一百五一节了。"),
    (N, P, "裁缝铺-改裤脚三天-2", "裁缝铺改裤脚要三天才能取。", "修拉链改成当天取了。"),
    (N, R, "剧本杀-周末主持-阿杰-2", "剧本杀店周末的主持是阿杰。",
     "阿杰这周末请假，周六那场让小林替一下。"),
    (N, R, "早餐铺-豆浆自己磨-2", "早餐铺的豆浆是自己磨的。",
     "豆腐脑不自己做了，从隔壁豆腐坊拿。"),
    (N, R, "菜市场-摊位-东门第三排-2", "菜市场的摊位在东门第三排。",
     "东门第三排那家卖鱼的搬走了。"),
    (N, P, "鱼塘-一天80块-2", "鱼塘钓鱼一天 80 块。", "老板新开了夜钓，一晚上也是 80 块。"),
    (N, US, "用户-用剪映剪视频-2", "用户用剪映剪视频。",
     "我给我妈手机上也装了剪映，她现在自己剪视频。"),
)

JA_FRESH_30: Rows = (
    (U, P, "銭湯-午後3時から営業", "銭湯は午後 3 時から営業している。",
     "実は、今は2時から開けてるんです。早い時間に来たいってお年寄りが多くて。"),
    (U, F, "古本屋-出張買取-土日だけ", "古本屋の出張買取は土日だけ。",
     "出張買取、平日も伺うことにしました。"),
    (U, R, "盆踊り-神社の境内", "商店街の盆踊りは神社の境内でやる。",
     "境内が狭くなったので、盆踊りは小学校の校庭に移しました。"),
    (U, R, "囲碁教室-講師-田村さん", "囲碁教室の講師は田村さん。",
     "田村さんが引っ越されたので、今は木下さんに教えてもらっています。"),
    (U, P, "合気道-稽古-火曜金曜の夜", "合気道の稽古は火曜と金曜の夜。",
     "稽古、月曜と木曜に変わりました。時間は同じです。"),
    (U, R, "寿司屋-マグロ-豊洲の仲卸", "寿司屋のマグロは豊洲の仲卸から仕入れている。",
     "マグロはもう豊洲じゃなくて、塩釜の業者さんから直接送ってもらってます。"),
    (U, P, "整骨院-初診料1500円", "整骨院の初診料は 1,500 円。", "初診料は2,000円に改定しました。"),
    (U, R, "蕎麦屋-そば粉-北海道産", "蕎麦屋のそば粉は北海道産。",
     "そば粉は長野の契約農家さんのものに替えました。"),
    (U, P, "学童-迎え-18時まで", "学童のお迎えは 18 時まで。",
     "お迎えは19時まで延長になりました。共働きの家庭が増えたので。"),
    (U, P, "卓球クラブ-市民体育館", "卓球クラブは市民体育館で練習している。",
     "練習場所、公民館の多目的ホールになりました。"),
    (U, US, "ユーザー-家計簿-エクセル", "ユーザーは家計簿をエクセルでつけている。",
     "家計簿はマネーフォワードに移しました。エクセルだと続かなくて。"),
    (U, US, "ユーザー-塾で数学", "ユーザーは塾で数学を教えている。",
     "塾では今、英語を担当しています。数学は新しく来た先生に任せました。"),
    (N, P, "銭湯-午後3時から営業-2", "銭湯は午後 3 時から営業している。",
     "サウナの営業を午後3時からに変更しました。"),
    (N, F, "古本屋-出張買取-土日だけ-2", "古本屋の出張買取は土日だけ。",
     "土日だけ、店頭で100円均一セールをやっています。"),
    (N, R, "囲碁教室-講師-田村さん-2", "囲碁教室の講師は田村さん。",
     "田村さんが、子ども向けの詰碁クラブも始めました。"),
    (N, P, "合気道-稽古-火曜金曜の夜-2", "合気道の稽古は火曜と金曜の夜。",
     "火曜の夜は、稽古のあとに道場の掃除をすることにしました。"),
    (N, R, "寿司屋-マグロ-豊洲の仲卸-2", "寿司屋のマグロは豊洲の仲卸から仕入れている。",
     "ウニは豊洲じゃなくて、北海道の業者から直接仕入れています。"),
    (N, P, "整骨院-初診料1500円-2", "整骨院の初診料は 1,500 円。",
     "再診料を500円から700円に改定しました。"),
    (N, P, "学童-迎え-18時まで-2", "学童のお迎えは 18 時まで。",
     "学童のおやつ代を月1,000円に変更しました。"),
    (N, US, "ユーザー-家計簿-エクセル-2", "ユーザーは家計簿をエクセルでつけている。",
     "会社の経費精算はマネーフォワードに移りました。"),
)

__all__ = ["EN_FRESH_30", "JA_FRESH_30", "ZH_FRESH_30"]
