"""One occasion named by its date, its day or the days it lasts: a rule inside it is temporary.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.

- **until one event on its date**: "From now on until the auction on the 14th, …", "until
  the show on 3 May", 14日のオークションまでは, 到 14 号拍卖会之前 (not "until the 2.0 launch",
  which has no date, nor 毎月15日の締め日までに, 每月 15 号之前, a deadline of every month;
  the event on a weekday was a marker already).
- **one thing made for an occasion named by its day**: "Write a race notice for Saturday's
  pursuit race", "Draft the agenda for Monday's board meeting", 给周六的帆船赛写个通知,
  土曜のレースの案内を書いて (not with always or every in the sentence: "Always draft the agenda
  for Monday's board meeting on Friday", every week's).
- **while one trip, camp or event lasts**: "During the training camp, …", "While we're at
  camp, …", "For the duration of the conference", 合宿の間は, 遠征のあいだは, 集训期间 (期间 was
  a marker already; not "During the week", "during class", 授業の間は, 夏の間は: every one's;
  an inspection, a trip or a visit only when this, the upcoming or its date names it).
- **while one place or thing is under works**: "While the indoor arena's being resurfaced",
  "while the pool is closed for repairs", 屋内馬場の改修中は, 馬場を張り替えている間は,
  室内馆翻修的这段时间 (physical works that end; not "while the search index is being
  rebuilt" nor "while the build is running", whenever they are; nor works with no place
  named, 工事中は, 装修的时候, nor 每次装修的时候; nor a habit said of them, …運用です, 一定要).
- **while one service or thing is off** ("While the ferry's cancelled", フェリーが欠航して
  いる間は, 運休中は; 期间 was a marker already; not 欠航の場合は, a condition of every case),
  and **until one thing is fixed** ("Until the dishwasher is fixed"; "until it's fixed" was a
  marker already, 修好之前 and 直るまでは too).
- **one holiday period**: "Over Christmas every carpet fitting confirmation should say we're
  back on the 5th", "During the Easter holidays", 年末年始の間は, お盆の間は, 春节放假的时候 (期间
  and 这几天 were markers already; not "Every year over Christmas", 毎年、お盆の間は, 每年过年的
  时候: a word of every time before it; "At Christmas we always close" names none; nor, unless
  the sentence ties it to this time, this year, a date, this or next one, 今年, 这次, 今度, what
  is so every holiday in the present or a never/always rule: "Over Christmas the office is
  closed, so never schedule deploys then", 春节放假的时候，仓库不发货, 年末年始の間は、窓口を
  閉めています).
- **one coming day named by its weekday**: "For this Saturday's bookings", 今度の土曜,
  今週の日曜日は (这周 was a marker already; not "every Saturday", "on Saturdays", 毎週土曜).
- **one case named by its party**: "On the Hartley claim, …", "For the Okafor removal, …",
  哈特利先生那单理赔上, ハートリー様の案件では: one party's matter that ends (not "On
  windscreen claims", "On the Hartley account", "In the Jenkins job", "In the Acme matter",
  车险的理赔里, 車両保険の案件では: every case of a kind, or a party for good).
- **a message to one person named with a title, about one day**: "Write to Mrs Adeyemi
  confirming the service … on Thursday at eleven", 给王女士写条消息，确认周四…,
  田中様に木曜11時の…確認メールを (not "on Thursdays", "on Monday mornings", every one's, nor
  the best or preferred day: 最好在周一上午, 月曜の午前中に…のが一番, "she prefers that").

Not one occasion: an hour that names a kind of case in a condition (如果是夜里十二点以后的单子,
凡是十点以后的预约: `by_its_hour`), a sentence that says every time up to the occasion's clause
("Always … during the fire inspection", "During the annual inspection", 毎月、15日の締め日までは), a
day of every month ("on the 25th of each month"), a limit per day (1日の会議は3件まで), 号 of a
building, gate or line (3号楼前面, 5号门前, 2号线), a weekday's activities in the plural ("For
Friday's deploys"). "Every morning" inside the occasion leaves it one ("Send me the forecast
every morning during the training camp").
"""

from __future__ import annotations

import bisect

from memdir.foundation import lazy_re as re

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# A trip, a camp or an event of a few days, which happens once (every one of its kind is
# another occasion).
_EVENTS_EN = (r"(?:camp|training\s+camp|regatta|festival|conference|retreat|residential"
              r"|exhibition|expo|trade\s+fair|offsite|off-site|hackathon|move|renovation|refit"
              r"|census|away\s+trip)")
# An event that comes round again (an inspection, a trip, a visit): one occasion only when
# this, the upcoming or its date names it ("During this inspection"; not "During the annual
# inspection", "While we're on a trip", every one's).
_RECURRING_EN = r"(?:inspection|visit|trip|tour)"
_THIS_EN = r"(?:this|the\s+upcoming|our\s+upcoming|the\s+next|our\s+next)"
_DATED_EN = (r"\s+on\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH
             + r"|" + _MONTH + r"\s+\d{1,2}|" + _WEEKDAY + r")")
_EVENTS_JA = (r"(?:合宿|遠征|大会|研修|帰省|入院|工事|改装|改修|展示会|学会|キャンプ"
              r"|ツアー|監査|棚卸し?|引っ越し|引越し|選挙|国勢調査|調査期間"
              # a trip, which comes round again, named as this one (今度の旅行の間は;
              # not 旅行の間は)
              r"|(?:今度の|今回の|この|次の|来週の|来月の)(?:[^、。]{1,6}?)?旅行)")

# Works on a place or thing, which end ("being resurfaced", "getting rebuilt"; not "being
# deployed", "being reviewed", the steps of every change).
# Physical works only: an index, a cache or a backup "being rebuilt", "replaced" or "restored"
# happens whenever it is, a standing rule's occasion.
_WORKS_EN = (r"(?:resurfaced|repaired|renovated|refurbished|repainted|refitted|relaid"
             r"|re-?roofed|redecorated|retiled|re-?tiled|dug\s+up|torn\s+down)")

# A place whose reset or rebuild is works that end (a climbing wall, a floor, a kitchen...).
_PLACES_EN = (r"(?:wall|walls|floor|roof|pitch|green|greens|court|track|pool|kitchen|block|building"
              r"|hall|room|studio|shop|lane|cave|slab|bar|stage|car\s+park|bridge|path|road|jetty"
              r"|pontoon|arena|gym)")

# One party's matter, which ends: a claim, a booking, a dispute, one family's funeral or
# removal (not a job, a case, an order or a matter: "In the Jenkins job", "In the Windows
# case", "In the Acme matter" name a kind of thing or a party for good).
_CASES_EN = r"(?:claim|booking|funeral|wedding|removal|dispute|complaint)"
_CASES_ZH = r"(?:理赔|案子|案件|单子|订单|婚礼|葬礼|丧事|搬家|装修|事故)"
_CASES_JA = r"(?:案件|件|ご依頼|事故|事案|引っ越し|引越し|葬儀|お葬式|挙式|お式|申請|工事)"

# (a day of every month is none: 毎月15日の締め日まで, 每月 15 号之前)
_NOT_EVERY = (r"(?<![\d一二三四五六七八九十])(?<!毎月)(?<!每月)(?<!毎月\s)(?<!每月\s)(?<!每个月)"
              r"(?<!每个月\s)")

# What 号 numbers when it is no date: a building, a gate, a line, a room, a seat…
_NOT_A_DATE_ZH = (r"(?![楼樓门門线線室院栋棟房床口车車位座台柜层層区區街路厅廳"
                  r"馆館机機场場站仓倉库庫店铺舖窗])")

ONE_OCCASION = re.compile(
    r"(?i)(?<![0-9a-z\-])(?:"
    # until one event on its date
    r"(?:until|till)\s+(?:the|our|my)\s+(?:[\w'-]+\s+){0,3}?on\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?)"
    # while one trip, camp or event lasts
    r"|(?:during|for\s+the\s+duration\s+of|throughout)\s+(?:the|our|my|this)\s+(?:[\w-]+\s+)?"
    + _EVENTS_EN + r"\b"
    r"|while\s+(?:we'?re|we\s+are)\s+(?:away\s+)?(?:at|on)\s+(?:the\s+)?(?:[\w-]+\s+)?"
    + _EVENTS_EN + r"\b"
    r"|(?:during|for\s+the\s+duration\s+of|throughout|while\s+(?:we'?re|we\s+are)\s+"
    r"(?:away\s+)?(?:at|on))\s+" + _THIS_EN + r"\s+(?:[\w-]+\s+)?" + _RECURRING_EN + r"\b"
    r"|(?:during|throughout)\s+(?:the|our|my)\s+(?:[\w-]+\s+)?" + _RECURRING_EN + _DATED_EN
    # while one place or thing is under works ("While the indoor arena's being resurfaced",
    # "while the read replica is being rebuilt", "while the pool is closed for repairs")
    + r"|while\s+(?:the|our|my|their|its)\s+(?:[\w-]+\s+){0,3}?[\w-]+(?:'s|\u2019s|\s+is|\s+are"
    r"|'re|\u2019re)\s+(?:(?:being|getting)\s+" + _WORKS_EN + r"|(?:shut|closed)\s+for\s+"
    r"(?:the\s+)?(?:repairs?|works|road\s?works|refurbishment|renovation)"
    # (a route or a road diverted: "While the 14 is diverted for the roadworks")
    r"|(?P<div>diverted|re-?routed)|under\s+(?:repair|renovation|construction))\b"
    # (a place reset or rebuilt: "While the north wall's being reset"; not an index, a cache
    # or a password, whenever it is)
    r"|while\s+(?:the|our|my|their|its)\s+(?:[\w-]+\s+){0,3}?" + _PLACES_EN + r"(?:'s|\u2019s|\s+is"
    r"|\s+are|'re|\u2019re)\s+(?:being|getting)\s+(?:reset|re-?set|rebuilt|replaced|redone|rewired)\b"
    # until one place or thing is repaired ("Until the shower block's repaired", "until the
    # lift is mended"; "until it's fixed" was a marker already)
    r"|(?:until|till)\s+(?:the|our|my|their|its)\s+(?:[\w'\u2019-]+\s+){0,3}?[\w-]+(?:'s|\u2019s|\s+is"
    r"|\s+are|'re|\u2019re|\s+(?:has|have)\s+been|\s+gets?)\s+(?:" + _WORKS_EN
    + r"|mended|reopened|back\s+open|fixed|sorted(?:\s+out)?|working\s+again)\b"
    # while one service or thing is off ("While the ferry's cancelled", "while the lift is out
    # of service"; not "While a patient is being treated", any case)
    r"|while\s+(?:the|our|my|their|its)\s+(?:[\w-]+\s+){0,3}?[\w-]+(?:'s|\u2019s|\s+is|\s+are"
    r"|'re|\u2019re)\s+(?:cancelled|canceled|suspended|not\s+running|out\s+of\s+(?:service"
    r"|action|order)|off\s+the\s+road)\b"
    # one holiday period ("Over Christmas every confirmation should say we're back on the 5th",
    # "During the Easter holidays"; not "every Christmas", "At Christmas we always close": a
    # word of every time before it, `find_occasion`)
    r"|(?P<hol>(?:over|during|throughout)\s+(?:the\s+|this\s+|next\s+)?(?:christmas|xmas|easter|new\s+year"
    r"|chinese\s+new\s+year|half[\s-]term|bank\s+holiday|festive|holidays|(?:summer|winter"
    r"|school)\s+holidays)(?:\s+(?:holidays?|break|period|season|weekend))?)\b"
    # one coming day named by its weekday ("For this Saturday's bookings", "this Sunday";
    # not "every Saturday", "on Saturdays")
    r"|\bthis\s+(?:coming\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    # just this year, season or term ("Just this year - the new block opens in spring"; not
    # "Not just this year", every one's)
    r"|(?<!not\s)(?:just|only)\s+(?:for\s+)?this\s+(?:year|season|term|summer|winter|christmas"
    r"|easter)\b|\bthis\s+(?:year|season|term)\s+only\b"
    # through one month's or term's end ("Through the end of the month, never book…"; "until
    # the end of" was a marker already)
    r"|(?:through|thru)\s+(?:to\s+)?the\s+end\s+of\s+(?:the|this)\s+(?:month|week|year|term"
    r"|quarter|season|holidays)\b"
    # one case named by its party ("On the Hartley claim, …", "For the Okafor removal"; not "In
    # the Godot project", "on the claims desk", a kind of case)
    # (its order or file is that matter's: "For the Henderson wedding order, …")
    r"|(?:on|for|in|with)\s+the\s+(?-i:[A-Z][\w'\u2019-]+)\s+(?:[\w-]+\s+)?" + _CASES_EN
    + r"(?:\s+[\w-]+)?(?=\s*[,:;\u2013\u2014-])"
    + r")"
    # until one event on its date (not a deadline of every month)
    # (a number between is a limit of every day: 1日の会議は3件まで)
    r"|" + _NOT_EVERY + r"(?:\d{1,2}|[一二三]?十?[一二三四五六七八九十])\s*日の"
    r"[^、。\d一二三四五六七八九十]{1,12}?まで(?:は|の間)?"
    # (not 号 of a building, a gate or a line: 3号楼前面, 5号门前, 2号线; nor 前面, a place)
    r"|" + _NOT_EVERY + r"(?:(?:到|在)\s*)?\d{1,2}\s*[号日]" + _NOT_A_DATE_ZH
    + r"(?:的)?(?![之以前为])[^，。,\s]{1,8}?(?:之前|以前|前(?![面边邊方头頭])|为止)"
    # while one trip, camp or event lasts
    r"|(?<!毎回の)" + _EVENTS_JA + r"(?:の)?(?:間|あいだ)(?:は|だけ|に|中)?(?=[、,])"
    # while one place or thing is under works (屋内馬場の改修中は, 馬場を張り替えている間は,
    # 室内馆翻修的这段时间, 泳池维修的时候; not 毎回の工事中は, 每次装修的时候: every one's)
    # (the place named, or this time: 工事中は alone is every works')
    r"|(?<=[^\s、。,，]の)(?:改修|工事|修理|改装|補修|張り替え|建て替え)中(?:は|だけ)(?=[、,])"
    r"|(?<=[^\s、。,，][をの])(?:改修|工事|修理|改装|補修|張り替え|建て替え)(?:し?て(?:い)?る|の)"
    r"(?:間|あいだ)(?:は|だけ)?(?=[、,])"
    # (or a service off: フェリーが欠航している間は, 運休中は; not 欠航の場合は, every case)
    r"|(?<=[^\s、。,，][がの])(?:欠航|運休|休航|運転見合わせ|休業|休館|停電|断水|故障)"
    r"(?:し?て(?:い)?る|中)(?:の)?(?:間|あいだ)?(?:は|だけ)(?=[、,])"
    # (one holiday period: 年末年始の間は, お盆の間は, ゴールデンウィーク中は; 春节放假的时候,
    # 过年那几天; not 毎年、年末年始は, 每年春节的时候: a word of every time before it)
    r"|(?P<holj>(?:年末年始|お盆|お正月|正月|ゴールデンウィーク|GW|大型連休|連休|春休み|夏休み"
    r"|冬休み)(?:の)?(?:間|あいだ|期間|中)(?:は|だけ)(?=[、,])"
    r"|(?:春节|过年|国庆|五一|元旦|中秋|端午|寒假|暑假|假期)(?:放假)?(?:的时候|那几天|前后)(?=[，,]))"
    # (one coming day named by its weekday: 今度の土曜, 今週の日曜日は; not 毎週土曜)
    r"|(?:今度|今週|来週|次)の(?:月|火|水|木|金|土|日)曜(?:日)?"
    # (a road or route diverted for works: 工事で迂回している間は, 迂回中は, 改道的时候)
    r"|(?<=[^\s、。,，][でがの])(?P<divj>迂回|う回|通行止め)(?:し?て(?:い)?る|中)(?:の)?(?:間|あいだ)?"
    r"(?:は|だけ)"
    r"(?=[、,])"
    r"|(?<!每次)(?<!每回)(?:翻修|装修|维修|整修|重修|施工|改造|改道|封路|修路)(?:的)?"
    r"(?:这段时间|那段时间|这几天|这阵子)"
    r"(?=[，,])"
    # (的时候 needs the place named or this time: 装修的时候 alone is every renovation's)
    r"|(?<=[\u4e00-\u9fff\d])(?<!每次)(?<!每回)(?:翻修|装修|维修|整修|重修|施工|改造)"
    r"(?:的时候|时)"
    r"(?=[，,])"
    # (a route diverted or a road closed, named: 14路改道的时候; not 公交改道的时候, 道路封路时,
    # every diversion's)
    r"|(?:\d{1,4}|[一二三四五六七八九十百]{1,3})\s*(?:路|号线|路车)(?:公交车?|车|巴士)?(?:的)?"
    r"(?:改道|封路)(?:的时候|时)(?=[，,])"
    # one case named by its party (哈特利先生那单理赔上，…; 王家的婚礼，…; ハートリー様の案件では、;
    # not 车险的理赔里, a kind of case)
    r"|(?:[\u4e00-\u9fff]{1,4}(?:先生|女士|小姐|太太|阿姨|师傅|老师|家)(?:的|那单|这单|那个|这个)?"
    r"|[\u4e00-\u9fff]{1,4}(?:那单|这单))" + _CASES_ZH + r"(?:上|里|中)?(?=[，,])"
    r"|[^\s、。]{1,8}(?:様|さん)(?:宅)?の" + _CASES_JA + r"(?:では|は|について(?:は)?)(?=[、,])"
    # just this year (就今年。, 只是今年这样, 今年だけです; not 不只是今年, 今年だけで三回目)
    r"|(?<![不])(?:就|只有|只是|仅|仅限|只限)(?:今年|这一季|这学期)(?:这样|如此|一年)?(?=[。!！，,\s]|$)"
    r"|今年(?:だけ|限り)(?:です|の(?:こと|話)です?)?(?=[。!！、,]|$)"
    # (leading the rule, or anywhere in it: 今年だけはオフサイトを中止します, 只有今年不办; not
    # 今年だけで三回目, 今年から毎週, 只有今年的数据)
    r"|今年(?:だけ|限り)は|(?<![不])(?:只有|仅|仅限|只限)今年(?:一年)?(?=不|暂停|停办|取消)")

# One thing made for an occasion named by its day (`find_occasion`: not in a sentence that
# says every time).
DAY_OCCASION = re.compile(
    r"(?i)(?<![0-9a-z\-])for\s+(?:" + _WEEKDAY + r"|tomorrow|next\s+week)(?:'s|\u2019s)\s+"
    # (a weekday's activities in the plural are every such day's: "For Friday's deploys")
    r"(?![\w-]*[^\Ws]s\b)[\w-]+"
    r"|(?:给|为)(?:这个?)?(?:周|星期|礼拜)[一二三四五六日天]的[^，。,]{1,10}(?:写|做|准备|列)"
    r"|[月火水木金土日]曜(?:日)?の[^、。]{1,10}?の(?:案内|告知|お知らせ|資料|原稿)(?:文)?を"
    # a message to one person named with a title, about what happens on one day ("Write to Mrs
    # Adeyemi confirming the service at St Luke's on Thursday at eleven", 给王女士写条消息，确认周四
    # 上午十一点的仪式, 田中様に木曜11時の告別式の確認メールを; not "on Thursdays", every one's)
    r"|\b(?:write|e-?mail|text|message|reply|call|ring|phone|send\s+(?:a\s+)?(?:note|message|"
    r"letter|text|e-?mail))\s+(?:back\s+)?(?:to\s+)?(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+[A-Z][\w'-]+"
    r"[^.!?]{0,80}?\b(?:on\s+)?(?:" + _WEEKDAY + r"|tomorrow)\b(?!s)"
    r"(?!\s+(?:morning|afternoon|evening|night|lunchtime)s\b)"
    r"|(?:给|跟|和|向)[\u4e00-\u9fff]{1,3}(?:先生|女士|小姐|太太|阿姨|老师|师傅|医生)(?:发|写|回|打)"
    r"[^。]{0,30}?(?:(?:周|星期|礼拜)[一二三四五六日天]|明天|后天)"
    r"|[^\s、。]{1,8}(?:様|さん|先生)(?:に|へ)[^。]{0,30}?(?:[月火水木金土日]曜|明日|あした|明後日)")


# A route named by its number (the 14, 14番, 国道1号): its diversion is one; an unnamed one
# ("the road", 雪で通行止め中は) said with a word of every time is every diversion's.
_NAMED_ROUTE = re.compile(r"(?i)\bthe\s+\d{1,4}[a-z]?\b|\d{1,4}\s*(?:番|号線|系統|号)|国道|県道")
# Every time, said in the sentence: the occasion is each one of its kind.
# (not "every morning" inside the occasion: "Send me the forecast every morning during the
# training camp")
_EVERY = re.compile(r"(?i)\b(?:always|every(?!\s+(?:single\s+|other\s+)?(?:morning|evening|night"
                    r"|day)\b)|each|whenever|annual|annually|yearly|monthly|weekly|daily)\b"
                    r"|每|毎|いつも|たびに")
# A habit said of the rule: what is done (…運用です, 一定要…) or best (最好, のが一番,
# "she prefers that") every time, not on one occasion.
_HABIT = re.compile(r"(?i)\b(?:prefers?|preferred|best)\b|運用|ことになってい|のが一番|一定要|最好")
# A weekday's part in the plural, every week's ("Monday mornings"), said anywhere in the text: a
# candidate's name ("call-dr-patel-monday") loses it, its description keeps it.
_WEEKLY = re.compile(r"(?i)\b" + _WEEKDAY
                     + r"(?:s|\s+(?:morning|afternoon|evening|night|lunchtime)s)\b")
# A holiday period tied to this time: this year, this or next one, a date (初八, 1月5日, "the 5th").
_THIS_TIME = re.compile(
    r"(?i)\b(?:this|next)\s+(?:year|christmas|xmas|easter|summer|winter|half[\s-]term|holidays?"
    r"|time)\b|\bover\s+(?:this|next)\b|\b(?:19|20)\d\d\b|\b\d{1,2}(?:st|nd|rd|th)\b"
    r"|\b\d{1,2}\s+" + _MONTH + r"|\b" + _MONTH + r"\s+\d{1,2}\b"
    r"|今年|这次|这回|明年|今度|今回|来年|次の|初[一二三四五六七八九十]|\d{1,2}\s*[月日号]"
    r"|[一二三四五六七八九十]{1,3}[月日号]")
# What is so every holiday, said in the present (the desk is closed, opens at 10, 不发货,
# 閉めています, 運休です), or a never/always rule over it: it lasts.
_EVERY_HOLIDAY = re.compile(
    r"(?i)\b(?:never|always|don'?t|doesn'?t|won'?t)\b"
    r"|\b(?:is|are|'s|\u2019s)\s+(?:closed|shut|open|off|unavailable|not\s+\w+)\b"
    r"|\b(?:opens|closes|shuts|runs|stops|starts|works|answers|ships|delivers)\b"
    r"|(?<![要])不(?![要用必])[\u4e00-\u9fff]|停[\u4e00-\u9fff]|关门|休息|永远|从不|绝不|一律|别"
    r"|(?:ています|ております|です|ます|ません)$|いつも|決して|絶対")
_STOP = re.compile(r"[。！？!?]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[。！？!?,，、;；:：]|\.(?=\s|$)")
# A day of every month: 毎月、15日の締め日までは; "until the payroll run on the 25th of each
# month"; "Every month, until the 10th, …"
_MONTHLY = re.compile(r"(?i)\b(?:every|each)\s+month\b|\bmonthly\b|毎月|每月|每个月")
_DAY_OF_MONTH = re.compile(r"(?i)\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\s*[日号]")


def _sentence(text: str, starts: list[int], at: int) -> int:
    """Where the sentence holding position ``at`` begins (``starts``: every sentence's
    start after the first, in order)."""
    return starts[bisect.bisect_right(starts, at) - 1] if starts and starts[0] <= at else 0


def of_every_month(text: str, m: re.Match[str]) -> bool:
    """Whether ``m`` names a day of the month in a sentence that says every month."""
    if not _DAY_OF_MONTH.search(m.group(0)):
        return False
    starts = [s.end() for s in _STOP.finditer(text, 0, m.start())]
    stop = _STOP.search(text, m.end())
    return bool(_MONTHLY.search(text[starts[-1] if starts else 0:
                                     stop.start() if stop else len(text)]))


# A kind of case named by its hour in a condition (如果是夜里十二点以后的单子，…; 凡是十点以后的
# 预约): every such case, no hour of today (十点以后的 alone stays today's).
_KIND_BY_HOUR = re.compile(r"(?:如果是|凡是|只要是|要是)[^，。,]{0,6}?[一二三四五六七八九十\d]{1,4}"
                           r"点(?:之前|以前|之后|以后)的")


def by_its_hour(text: str, m: re.Match[str]) -> bool:
    """Whether ``m`` is the hour that names a kind of case in a condition (`_KIND_BY_HOUR`)."""
    return any(k.start() <= m.start() and m.end() <= k.end() for k in _KIND_BY_HOUR.finditer(text))


def find_occasion(text: str) -> re.Match[str] | None:
    """The first span of one occasion in ``text``, else None: `ONE_OCCASION` where its
    sentence up to the end of its clause does not say every time (annual, weekly, 毎, 每) nor
    every month, or `DAY_OCCASION` in a sentence that does not say it is every time."""
    starts = [s.end() for s in _STOP.finditer(text)]
    for m in ONE_OCCASION.finditer(text):
        end = _CLAUSE_END.search(text, m.end())
        said = text[_sentence(text, starts, m.start()):end.start() if end else len(text)]
        if m.group("hol") or m.group("holj"):  # (the rule after it may say every: "Over
            said = text[_sentence(text, starts, m.start()):m.end()]  # Christmas every…")
        whole = text[_sentence(text, starts, m.start()):]
        stop = _STOP.search(whole)
        sentence = whole[:stop.start() if stop else len(whole)]
        if ((m.group("hol") or m.group("holj")) and not _THIS_TIME.search(sentence)
                and _EVERY_HOLIDAY.search(sentence.rstrip(" 」』\"'"))):
            continue
        if (not _EVERY.search(said) and not of_every_month(text, m)
                and not _HABIT.search(sentence)
                and not ((m.group("div") or m.group("divj"))
                         and not _NAMED_ROUTE.search(said) and _EVERY.search(sentence))):
            return m
    for m in DAY_OCCASION.finditer(text):
        stop = _STOP.search(text, m.end())
        said = text[_sentence(text, starts, m.start()):stop.start() if stop else len(text)]
        if not _EVERY.search(said) and not _HABIT.search(text) and not _WEEKLY.search(text):
            return m
    return None


# A sentence of its own that says the rule before it is for this year only ("Just this year -
# the new block opens in spring.", 就今年。, 今年だけです。): read by offline extraction.
ONLY_THIS_YEAR = re.compile(
    r"(?i)^(?:but\s+)?(?:just|only)\s+(?:for\s+)?this\s+(?:year|season|term|summer|winter"
    r"|christmas|easter)\b|^this\s+(?:year|season|term)\s+only\b"
    r"|^(?:不过)?(?:就|只有|只是|仅|仅限|只限)(?:今年|这一季|这学期)(?:这样|如此|一年)?(?=[。!！，,\s]|$)"
    r"|^(?:ただ、?)?今年(?:だけ|限り)(?:です|の(?:こと|話)です?)?(?=[。!！、,]|$)")


__all__ = ["DAY_OCCASION", "ONE_OCCASION", "ONLY_THIS_YEAR", "by_its_hour", "find_occasion",
           "of_every_month"]
