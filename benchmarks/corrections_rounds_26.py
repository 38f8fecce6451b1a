"""The twenty-sixth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_26 --------------------------------------------------------------------------
# A twenty-sixth fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on clubs, trades and offices the earlier rounds left out (a sailing club's race night
# and race officer; a solar installer's quoting tool and standard battery; a grant
# office's budget tables and the user's employer; a campsite's quiet hours; an auction
# house's buyer's premium; a podcast's intro music; a food bank's sorting hall; allotment
# rent and the name the user goes by; a calligraphy class's day; an esports team's head
# coach and the house style of replies; an auction house's buyer's commission; a
# campsite's booking channel; an apiary's extraction interval; an ice rink's booking
# contact; a community radio's evening slot; a laundry's price per kilo; who takes the
# census forms; a user who moved to another solar farm and one who stopped being
# vegetarian; a kendo dojo's practice days; a fishing co-operative's market contact; a
# sake brewery's bottling; a pottery class's fee; the user's transfer to a hospital
# office; a report's written style; a campsite's check-in; a university sailing club's
# lodge; a library's loan limit; a dental lab's courier; a neighbourhood association's
# treasurer; a user who gave up the car). Corrections in several forms (terse
# "买家佣金：成交价的 18%。", the new value with no change word, a change said relative to
# the old value (an hour earlier, five points up, 提前半小时, 千円上げる), a day changed
# with the time said to stay the same, a person replaced with the reason, a tool or
# product replaced, a rule reversed, a move said only as the new place, a user's habit
# given up); each look-alike shares one surface feature with its stored record (a time
# word such as 18:30/周六上午/19 時/13 時, use ... instead, 改用, 改成, に変更, the same
# person away once, a project noun moved or changed in another part, a fee added beside
# the one stored, a conditional such as 要是/もし, a narrower rule that leaves the stored
# limit standing, the same car replaced by another car) but leaves the record true. Each
# language written on its own.
EN_FRESH_26: Rows = (
    (U, P, "club-evening-races-wednesday-1830", "Club evening races start at 18:30 on Wednesdays",
     "Evening races have moved to Thursdays, same start time - the harbour master wants "
     "Wednesdays for the ferry trials."),
    (U, R, "race-officer-graham", "Graham is the sailing club's race officer",
     "Graham's stepped down after eleven years; Priya Natarajan runs the race box from this "
     "season."),
    (U, P, "solar-quotes-opensolar", "Solar quotes are drawn up in OpenSolar",
     "We've dropped OpenSolar. Quotes come out of Aurora now."),
    (U, P, "standard-battery-givenergy", "New solar installs get a GivEnergy battery as standard",
     "The standard battery on new installs is a Tesla Powerwall 3 from this month; GivEnergy "
     "only if the customer asks for it."),
    (U, F, "grant-budgets-in-thousands", "Grant budget tables are given in thousands of pounds",
     "Give the budget tables in whole pounds, not thousands - the funder's portal rejects "
     "rounded figures."),
    (U, US, "user-works-exeter-research-office",
     "The user works in the research grants office at the University of Exeter",
     "I've moved across to Bath's research office - started on Monday."),
    (U, P, "campsite-quiet-hours-10pm", "Quiet hours at the campsite start at 10 pm",
     "Quiet hours kick in an hour earlier now; too many complaints from the families' field."),
    (U, R, "auction-buyers-premium-20", "The auction house charges a 20% buyer's premium",
     "Buyer's premium went up by five points in January."),
    (U, F, "podcast-no-intro-music", "Podcast episodes start without intro music",
     "Put the intro sting back at the top of every episode, listeners kept asking where it "
     "went."),
    (U, P, "food-bank-sorting-st-marks", "Food bank donations are sorted in St Mark's church hall",
     "Sorting's in the old Co-op unit on Bridge Street these days. The church needed its "
     "hall back."),
    (U, R, "allotment-rent-45", "Allotment plot rent is £45 a year",
     "Plot rent is £52.50 from April; the council's letter came this morning."),
    (U, US, "user-goes-by-rob", "The user goes by Rob",
     "Call me Robert from now on, please. Only my brother calls me Rob."),
    (N, P, "club-evening-races-wednesday-1830-2", "Club evening races start at 18:30 on Wednesdays",
     "From 18:30 on Wednesdays the slipway is closed to boats that aren't racing."),
    (N, R, "race-officer-graham-2", "Graham is the sailing club's race officer",
     "Graham's doing the Round the Island race on the 12th, so his deputy runs the box that "
     "evening."),
    (N, P, "solar-quotes-opensolar-2", "Solar quotes are drawn up in OpenSolar",
     "Once a quote's accepted, raise the invoice in Xero instead of Sage."),
    (N, F, "grant-budgets-in-thousands-2", "Grant budget tables are given in thousands of pounds",
     "In budget justifications, explain every item over £5,000 in a paragraph of its own."),
    (N, P, "campsite-quiet-hours-10pm-2", "Quiet hours at the campsite start at 10 pm",
     "At 10 pm the shower block switches over to the night tank, so warn late arrivals."),
    (N, R, "auction-buyers-premium-20-2", "The auction house charges a 20% buyer's premium",
     "Online bidders pay a 3% platform fee on top of the premium."),
    (N, P, "food-bank-sorting-st-marks-2",
     "Food bank donations are sorted in St Mark's church hall",
     "The food bank van has moved to a new parking spot behind the library."),
    (N, US, "user-works-exeter-research-office-2",
     "The user works in the research grants office at the University of Exeter",
     "My partner's just got a job at Exeter too, so we'll both be on campus."),
)

ZH_FRESH_26: Rows = (
    (U, P, "书法班-周六上午", "书法班每周六上午上课。",
     "书法班从下个月起挪到周日下午，周六那间教室要给美术班用。"),
    (U, R, "战队主教练-阿杰", "战队的主教练是阿杰。",
     "阿杰去青训营带新人了，一队现在由小北当主教练。"),
    (U, P, "拍卖-买家佣金-15%", "拍卖行向买家收取成交价 15% 的佣金。", "买家佣金：成交价的 18%。"),
    (U, P, "露营地-预订-微信小程序", "露营地的预订走微信小程序。",
     "小程序停掉了，现在预订统一走携程和美团。"),
    (U, US, "用户-温州光伏电站运维", "用户在温州的光伏电站做运维。",
     "我从温州调到宁夏的电站了，那边风沙大，板子天天要洗。"),
    (U, F, "回复-可以用表情", "回复里可以用表情符号。",
     "以后回复里别再用表情了，老板说看着不正式。"),
    (U, P, "蜂场-每周摇蜜", "蜂场每周摇一次蜜。", "今年花期短，摇蜜改成十天一次。"),
    (U, R, "滑冰场包场-找王经理", "滑冰场包场找王经理联系。",
     "包场的事现在归前台小刘管，王经理只管制冰和设备了。"),
    (U, P, "社区电台-晚间节目-八点", "社区电台的晚间节目晚上八点开播。",
     "为了赶上刚下班的人，晚间节目提前半小时开播。"),
    (U, P, "洗衣店-每公斤8元", "洗衣店按每公斤 8 元收费。", "房租涨了，洗衣现在一公斤收十块。"),
    (U, R, "普查登记表-交李主任", "普查登记表每周交给社区的李主任。",
     "李主任退休了，登记表以后交给街道普查办的陈老师。"),
    (U, US, "用户-吃素", "用户吃素。", "我现在不吃全素了，医生让我补点鱼和鸡蛋。"),
    (N, P, "书法班-周六上午-2", "书法班每周六上午上课。",
     "周六上午下课后，提醒家长把孩子的作品带回家。"),
    (N, R, "战队主教练-阿杰-2", "战队的主教练是阿杰。",
     "阿杰这周去上海看决赛，训练赛先由副教练盯着。"),
    (N, P, "拍卖-买家佣金-15%-2", "拍卖行向买家收取成交价 15% 的佣金。",
     "卖家佣金改成 8% 了，买家那边不变。"),
    (N, P, "露营地-预订-微信小程序-2", "露营地的预订走微信小程序。",
     "营地收款改用收钱吧了，预订还是在小程序上。"),
    (N, P, "蜂场-每周摇蜜-2", "蜂场每周摇一次蜜。", "蜂箱改用杉木的了，老的松木箱都淘汰了。"),
    (N, P, "社区电台-晚间节目-八点-2", "社区电台的晚间节目晚上八点开播。",
     "以后晚上八点以后进直播间，都要先在门口登记。"),
    (N, P, "洗衣店-每公斤8元-2", "洗衣店按每公斤 8 元收费。",
     "要是一次送洗超过十公斤，就免费上门取送。"),
    (N, US, "用户-温州光伏电站运维-2", "用户在温州的光伏电站做运维。",
     "温州那个电站的逆变器改用华为的了，下周开始换。"),
)

JA_FRESH_26: Rows = (
    (U, P, "剣道-稽古-火木19時", "道場の稽古は火曜と木曜の 19 時から。",
     "稽古、今月から月曜と水曜になりました。時間は同じ 19 時からです。"),
    (U, R, "漁協-市場担当-山本さん", "漁協の市場担当は山本さん。",
     "山本さんが定年なので、四月からは市場のことは健太さんに聞いてください。"),
    (U, P, "酒蔵-瓶詰め-手作業", "酒蔵の瓶詰めは手作業で行う。",
     "瓶詰め、ついに機械を入れました。もう手詰めはしません。"),
    (U, P, "陶芸教室-月謝-8000円", "陶芸教室の月謝は 8,000 円。",
     "来月から月謝を千円上げることになりました。"),
    (U, US, "ユーザー-研究支援課", "ユーザーは大学の研究支援課で働いている。",
     "四月の異動で、今は附属病院の医事課にいます。"),
    (U, F, "報告書-です・ます調", "報告書はです・ます調で書く。",
     "報告書は、である調でお願いします。です・ます調だと長くなるので。"),
    (U, P, "キャンプ場-チェックイン-13時", "キャンプ場のチェックインは 13 時から。",
     "チェックインは 14 時以降に変わりました。"),
    (U, R, "ヨット部-合宿所-葉山", "ヨット部の合宿所は葉山にある。",
     "合宿所は今年から、江の島の艇庫の二階です。"),
    (U, P, "図書館-貸出上限-10冊", "市立図書館の貸出上限は一人 10 冊。",
     "図書館の貸出、一人 15 冊まで借りられるようになりました。"),
    (U, P, "技工所-発送-ヤマト", "技工物の発送にはヤマト運輸を使っている。",
     "技工物は佐川で送ることにしました。ヤマトは集荷の時間が合わなくて。"),
    (U, R, "町内会-会計-鈴木さん", "町内会の会計は鈴木さん。",
     "会計は今年度から、隣の班の高橋さんが引き受けてくれました。"),
    (U, US, "ユーザー-車通勤", "ユーザーは車で通勤している。",
     "車は手放しました。今は電車とバスで通っています。"),
    (N, P, "剣道-稽古-火木19時-2", "道場の稽古は火曜と木曜の 19 時から。",
     "19 時からの稽古の前に、各自で防具の点検をしておくこと。"),
    (N, R, "漁協-市場担当-山本さん-2", "漁協の市場担当は山本さん。",
     "山本さんが入院中なので、今週のセリだけ事務の人が代わりに立ち会います。"),
    (N, P, "酒蔵-瓶詰め-手作業-2", "酒蔵の瓶詰めは手作業で行う。",
     "ラベルの印刷を外注に変更しました。瓶詰めは今までどおり手でやります。"),
    (N, P, "陶芸教室-月謝-8000円-2", "陶芸教室の月謝は 8,000 円。",
     "もし月の途中で入会したら、その月の月謝は半額にします。"),
    (N, P, "キャンプ場-チェックイン-13時-2", "キャンプ場のチェックインは 13 時から。",
     "13 時から 15 時までは、管理棟のシャワーを清掃で止めます。"),
    (N, R, "ヨット部-合宿所-葉山-2", "ヨット部の合宿所は葉山にある。",
     "葉山の合宿所の給湯器、ガスから電気に変更しました。"),
    (N, P, "図書館-貸出上限-10冊-2", "市立図書館の貸出上限は一人 10 冊。",
     "雑誌の最新号は、今後は貸出をやめて館内で読むだけにします。"),
    (N, US, "ユーザー-車通勤-2", "ユーザーは車で通勤している。",
     "通勤の車、ハイブリッドに買い替えました。"),
)
