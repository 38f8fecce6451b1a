"""The user's trade said in plain words, read by offline extraction beside the facts of
`memdir.pipeline.extract.facts`: people whose work is not software say what they do the way
they would to a new colleague, with no word of role or team.

- **the trade as a verb of work** ("I translate Portuguese into English, mostly legal
  contracts", "I tutor maths to secondary pupils", 我主要翻译游戏, 平日は子ども向けにピアノを
  教えています):
  a verb of a trade in the present with what it works on, not one job now ("I translate
  this tonight").
- **the job at a place** ("I run the front desk at a four-dentist practice", 我在一家小牙科
  诊所做前台, 港区の小さな歯科医院で受付をしていて、予約システムの管理も任されています).
- **how much of it, per year or week** ("My partner and I shoot about thirty weddings a
  year", 我们一年大概拍三十场婚礼, 年に30組ほど撮影しています).
- **who does it with the user** (ウェディング撮影は妻とふたりでやっていて, "It's just my wife and
  me", "My wife and I run a small B&B in Cornwall").
- **the family's place and what it grows or keeps** (家里的果园在四川蒲江,主要种猕猴桃,
  実家は長野でりんご農園をやっています).
- **the routine on a weekday's part** ("we rehearse Tuesday nights", "I'm at the market on
  Saturday mornings").
- **where the records are kept, in a thing named with an article** ("Stock for the bike
  shop lives in a Google Sheet", 库存都记在一个 Excel 表里).
- **background said first** ("Quick bit of background: …", "A bit of context: …").
- **the team or the few the user is one of, the user's place and business** ("I'm in the
  licensing team at the council", "I'm one of two admissions officers", "My studio's a
  converted box room", "We're a secondhand bookshop in Hay", "…, and we run everything
  through Slate"), **what the shop's stock mostly is** ("Most of our stock comes from house
  clearances", 店里的旧书大部分是…收来的, うちの店の在庫はほとんどが…), **employment at a
  place, its section or a club** (税理士事務所に勤めていて, 市役所の市民課で、…の窓口を
  やっています, 高専のロボコン部で顧問をしています).
- **the user's remit for a department, a role at a public office or a club** ("I handle
  post-award for the chemistry department", "I'm race officer at a small sailing club", "i'm
  a clerk at the land registry"; not "I'm late at the office"), **the business named by its
  trade** ("We're a two-van solar installer in Cornwall"), **an office of a place and the
  user's part of its work** (我在学校科研处，管国自然的申报; not 我现在在处里，管不了), **the
  user's own show** (我和朋友做了一档聊历史的播客) and **a place run with someone**
  (歯科技工所を夫婦でやっていて).
- **the trade named by its noun**, alone or after what the user is doing ("i'm a claims
  handler for a motor insurer, …", "Sorry I keep vanishing - I'm a funeral director, and …",
  我做电梯维保的, 救急救命士をしています; not "I'm a terrible cook", "I'm a driver short
  today"), **and a licence or qualification held** ("I hold a full amateur radio licence",
  我有电工证，…, アマチュア無線の一アマを持っていて、…): `OCCUPATION`.

None of it is the moment (今天, tonight, "this week"), a thing at hand ("this", 这个,
この) or what went wrong ("The bug lives in a React hook").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.own_work import says_own_work

# What the rest of the sentence must not hold: a time of now or a pointer to the thing at hand.
_NOW = (r"(?![^.?!]*\b(?:today|tonight|tomorrow|now|yesterday|later|this\s+(?:week|morning"
        r"|afternoon|evening|time|one)|next\s+week|it|this|that|these|those)\b)")

# A verb of a trade, in the present, with what it works on; "I" or the user with a partner
# as its subject.
_WHO = (r"^(?:(?:my|our)\s+(?:partner|wife|husband|brother|sister|dad|father|mum|mom|mother"
        r"|son|daughter|family|co-?founder|business\s+partner|friend)\s+and\s+i|i|we)\s+"
        r"(?:(?:mostly|mainly|usually|also|only|still|now|normally|generally|both)\s+)?")
# A public office, a department or a club the user works in or for ("for the chemistry
# department", "at the land registry", "at a small sailing club").
_PUBLIC = (r"department|dept|faculty|council|registry|registry\s+office|court|tribunal"
           r"|authority|trust|club|society|association|co-?operative|harbour|marina|dojo|lab"
           r"|laboratory|brewery|university|college|ministry|agency")
# A role held in a club or an office, said without an article ("I'm race officer at a
# small sailing club"; not "I'm late at the office").
_OFFICE_ROLE = (r"(?:officer|secretary|treasurer|chair|chairman|chairwoman|captain|coach|clerk"
                r"|director|manager|editor|warden|steward|administrator|coordinator|organi[sz]er"
                r"|registrar|bursar|archivist|curator|commodore|skipper|instructor|president"
                r"|head\s+of\s+[\w-]+)")

TRADE = re.compile(
    r"(?i)" + _WHO + r"(?:translate|interpret|teach|tutor|coach|repair|service|shoot|photograph"
    r"|film|grow|farm|raise|breed|bake|brew|sew|knit|groom|tune|restore|proofread|cater"
    r"|conduct|transcribe|illustrate|upholster|plaster|landscape|babysit|foster)\s+"
    + _NOW + r"(?!(?:a|an|the|my|your|his|her)\s+(?:bit|lot|little)\b)[a-z0-9][^.?!]{2,}"
    # the job at a place: "I run the front desk at a four-dentist practice"
    r"|^i\s+(?:(?:mostly|mainly|also|now)\s+)?(?:run|manage|staff|work|do|handle|keep|cover"
    r"|answer|look\s+after)\b" + _NOW + r"[^.?!]{0,40}\b(?:at|for|in)\s+(?:a|an|our|my|the"
    r"|the\s+family)\s+(?:[\w'-]+\s+){0,3}(?:practice|clinic|surgery|shop|store|hotel|inn"
    r"|guesthouse|b&b|hostel|farm|orchard|vineyard|school|nursery|church|restaurant|caf[eé]"
    r"|bakery|salon|garage|pharmacy|library|office|firm|agency|studio|warehouse|factory"
    r"|hospital|charity|gym|museum|theat(?:re|er)|kitchen|bar|pub|workshop|depot|dental"
    r"|vet'?s|kindergarten|" + _PUBLIC + r")\b"
    # the user's business of one or a few ("I'm a one-man joinery business outside Norwich",
    # "We're a two-person design studio"; not "I'm a one-man band today")
    r"|^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:just\s+)?an?\s+(?:one|two|three|four|five|\d+)[\s-]"
    r"(?:man|woman|person|people)\s+(?:[\w&'-]+\s+){0,3}(?:business|shop|company|studio|agency"
    r"|practice|firm|operation|outfit|workshop|consultancy)\b" + _NOW +
    r"|^(?:i'?m|i\s+am)\s+(?:just\s+)?a\s+sole\s+trader\b"
    # the team the user is in, at its place ("I'm in the licensing team at the council"; not
    # "I'm on the team call right now")
    r"|^i'?m\s+(?:(?:now|also|still)\s+)?(?:in|on|with)\s+(?:the|our|a)\s+(?:[\w&'-]+\s+){0,3}"
    r"(?:team|department|dept|unit|section|desk|squad|division)\b(?!\s+(?:call|chat|meeting"
    r"|thread|channel)\b)" + _NOW +
    # one of a few who hold the role ("I'm one of two admissions officers for the taught
    # courses"; not "I'm one of two people who got the email")
    r"|^i'?m\s+one\s+of\s+(?:the\s+|only\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d+"
    r"|a\s+few|several)\s+(?:[\w-]+\s+){0,2}?(?!(?:people|winners|guests|users|kids|students"
    r"|customers|finalists|members|others|ones)\b)[a-z-]{2,}(?:er|or|ist|ian|ant|ent|officer"
    r"|nurse|vet|clerk|chef|coach|lead|admin|agent|rep|tutor|teacher)s\b" + _NOW +
    # the user's own place of work described ("My studio's a converted box room"; not "My
    # office is a mess today", "My desk is a disaster")
    r"|^my\s+(?:home\s+|little\s+|own\s+)?(?:studio|office|workshop|shop|lab|darkroom|kitchen"
    r"|classroom|surgery|clinic|stall|unit)(?:'s|\s+is)\s+(?:just\s+|basically\s+)?(?:a|an"
    r"|in\s+(?:a|an|the))\s+(?!(?:mess|disaster|nightmare|tip|zoo|sauna|fridge|bit|total"
    r"|complete|state|war|little\s+mess)\b)" + _NOW +
    # the team's one tool for everything ("…, and we run everything through Slate")
    r"|(?:^|,\s*(?:and\s+)?)we\s+(?:run|do|manage|handle|track|process|put)\s+(?:everything"
    r"|all\s+of\s+it|it\s+all|all\s+(?:our|the)\s+[\w-]+)\s+(?:through|in|on|via)\s+(?-i:[A-Z])"
    # the user's business, its kind said as one word ("We're a secondhand bookshop in Hay";
    # not "We're a bit behind", "We're a club short tonight")
    r"|^we'?re\s+(?:just\s+)?(?:a|an)\s+(?:[\w&'-]+\s+){0,4}?[\w-]*(?:shop|store|practice"
    r"|clinic|surgery|firm|charity|bakery|caf[eé]|restaurant|club|co-?op|pub|hotel|warehouse"
    r"|agency|studio|nursery|school|farm|garage|salon|gallery|museum|company|business|trust"
    r"|foundation|installers?|builders?|roofers?|contractors?|suppliers?|makers?|manufacturers?"
    r"|brewery|distillery|lab|laboratory|printers?|publishers?|consultancy|partnership"
    r"|co-?operative)(?=\s*(?:$|[,.;!–—-]|\s(?:in|on|at|near|outside|with|and|that|based|run|for"
    r"|from|of)\b))" + _NOW +
    # what the shop's stock or custom mostly is ("Most of our stock comes from house
    # clearances", 店里的旧书大部分是从…收来的, うちの在庫はほとんどが…; not of today's)
    r"|^(?:most\s+of\s+)?(?:our|my|the\s+shop'?s)\s+(?:stock|books|inventory|customers|clients"
    r"|orders|titles|regulars)\s+(?:is|are|comes?|come)\s+(?:mostly|mainly|largely|from)\b" + _NOW +
    r"|^(?![^。]*(?:今天|这次|这批|刚|昨天|这周))(?:我们)?(?:店里|我们店|我店)的?[^，。]{0,12}"
    r"(?:大部分|大多(?:数)?|基本上?都?|主要)(?:是|都是|来自|从)"
    r"|^(?![^。]*(?:今日|今回|この|その|さっき))(?:うちの|当店の|店の)[^、。]{0,12}(?:は|の)"
    r"(?:ほとんど|大半|半分以上|八割|多く)"
    # employed at a place (税理士事務所に勤めていて、担当は…; not この事務所に…)
    r"|^(?![^。]*(?:今日|今回|この|その|さっき))[^、。]{1,24}(?:に|で)(?:勤めて|勤務して)(?:い|て|おり"
    r"|る|ま)"
    # a role at its place ("I'm a paralegal at a two-partner family law firm", "I'm a
    # bookkeeper for a chain of three bakeries"; not "I'm a regular at a café today", nor
    # "I'm a bit lost at the clinic")
    r"|^i'?m\s+(?:an?|the|one\s+of\s+the|one\s+of\s+two)\s+(?!(?:bit|little|lot|fan|mess|wreck"
    r"|guest|visitor|patient|customer|big|huge|total|complete|real|bad|good)\b)(?:[\w-]+\s+){0,2}?"
    r"[a-z-]{4,}\s+(?:at|for|in|with)\s+(?:a|an|our|my|the|the\s+family|two|three|four|five)\s+"
    r"(?:[\w&'-]+\s+){0,4}(?:practice|clinic|surgery|shop|store|hotel|firm|agency|school|nursery"
    r"|hospital|pharmacy|library|office|charity|restaurant|bakery|bakeries|salon|garage"
    r"|warehouse|depot|factory|studio|museum|council|university|college|lab|centre|center"
    r"|company|cooperative|co-?op|ward|kindergarten|shops|stores|hotels|clinics|schools"
    r"|" + _PUBLIC + r")\b" + _NOW +
    r"|^i'?m\s+(?:(?:the|an?)\s+)?(?:[\w-]+\s+){0,2}?" + _OFFICE_ROLE + r"\s+(?:at|for|of|in)\s+"
    r"(?:a|an|our|my|the)\s+(?:[\w&'-]+\s+){0,4}(?:" + _PUBLIC + r"|school|office|practice)\b"
    + _NOW + r""
    # the business the user and a partner run ("My wife and I run a small B&B in Cornwall")
    r"|" + _WHO + r"(?:run|own|keep|manage)\s+(?:a|an|the\s+family|our)\s+(?:[\w'-]+\s+){0,3}"
    r"(?:practice|clinic|surgery|shop|store|hotel|inn|guesthouse|b&b|hostel|farm|orchard|vineyard"
    r"|school|nursery|restaurant|caf[eé]|bakery|salon|garage|pharmacy|studio|pub|bar|workshop"
    r"|business|firm|agency|campsite|kitchen)\b" + _NOW + r""
    # how much of it per year, season, month or week
    r"|" + _WHO + r"(?!(?:had|did|got|lost|made|was|were)\b)[a-z]+\s+(?:about\s+|around\s+"
    r"|roughly\s+|over\s+|some\s+|nearly\s+|maybe\s+)?(?:\d+|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty"
    r"|ninety|a\s+hundred|a\s+dozen|a\s+couple\s+of)(?:-[a-z]+)?\s+(?:[\w-]+\s+){0,2}(?:a|per"
    r"|each)\s+(?:year|season|month|week)\b(?![^.?!]*\b(?:last|this)\s+(?:year|month|week)\b)"
    # who does it with the user ("It's just my wife and me")
    r"|^it'?s\s+just\s+(?:me\s+and\s+my\s+|my\s+[\w-]+\s+and\s+me\b)"
    r"|(?:妻|夫|家族|兄|弟|姉|妹|父|母|両親|相方|パートナー|友人|息子|娘|主人|嫁)と(?:ふたり|二人|2人|３人"
    r"|三人|3人|だけ)で(?:やって|回して|営んで|経営して|切り盛りして)"
    # the trade as a verb of work, in Chinese and Japanese (我主要翻译游戏, 平日は子ども向けに
    # ピアノを教えています; not 我现在翻译这段, 今ピアノを教えています)
    r"|^我(?:主要|专门|一直|平时|平常)(?:翻译|翻|教|修|拍|种|养|卖|接|带|烤)(?![^，。]*(?:这|那|今天|现在"
    r"|一下))[^，。,]{2,}"
    r"|^(?![^。]*(?:今日|今(?![後週])|この|その|これ|それ|さっき|明日))[^。]{2,40}(?:教えて|育てて|撮って"
    r"|修理して|翻訳して|通訳して|栽培して|飼って|営んで|経営して|指導して)(?:(?:い)?ます[。!！]?$|いて[、,])"
    r"|^実家は[^、。]{1,20}(?:を(?:やって|営んで|経営して)(?:い)?ます|です)[。!！]?$"
    # the job at a place, in Chinese and Japanese
    r"|^我在一?(?:家|所|间|間|个|個)?[^，。,这那]{0,14}(?:诊所|診所|店|酒店|民宿|客栈|旅馆|农场|農場|果园"
    r"|餐厅|餐馆|饭店|幼儿园|培训机构|补习班|车行|車行|药店|药房|超市|工作室|健身房|美容院|理发店"
    r"|律所|牧场|茶园|养殖场|合作社|中心|仓库|倉庫|学校|學校|中学|小学|病房|实验室|研究所|公证处|驿站|居委会"
    r"|物业|派出所|图书馆|雪场|垂钓园)(?:做|当|上班|工作|打工"
    r"|帮忙|负责|管)"
    # an office of a place, and what the user does there, after a comma (我在学校科研处，管国自然
    # 的申报; not 我在办公室，等你, 我现在在处里，管不了)
    r"|^(?![^。]*(?:今天|现在|这会儿|刚才|一会儿|这次))我在[^，。,这那]{1,12}(?:处|科|办公室|办|室|局|站"
    r"|所|组|部|中心|学院|系)[，,]\s*(?:主要|专门)?(?:管|负责|主管|分管|做|跑)(?!不)[^，。,]{2,}"
    # the user's own show or channel, and how often it comes out (我和朋友做了一档聊历史的播客，每周
    # 更新; not 今天录了一期播客)
    r"|^(?![^。]*(?:今天|现在|刚|这次))我(?:和[^，。,]{1,6})?(?:自己)?(?:一起)?(?:做|开|办|运营)(?:了|着)?"
    r"一(?:档|个|個)[^，。,]{0,10}(?:播客|节目|公众号|频道|电台|视频号|专栏|博客|账号)"
    # a shop the user opened and runs (我在商业街开了一家小点心店; not 我今天在店里)
    r"|^我(?:自己|一个人)?(?:在[^，。,这那今]{1,10})?(?:开了|开着|经营着?|開了|開著)一?(?:家|间|間|个|個)[^，。,]{0,8}(?:店|馆|館"
    r"|铺|鋪|工作室|民宿|餐厅|餐廳|诊所|診所|驿站|超市|园|厂|公司)(?![^。]*(?:今天|现在|刚|了[。!！]?$))"
    # the family's business by its trade (我们家开垂钓园的; not 我们家开车去的)
    r"|^我们?家(?:是)?开(?!车|会|门|灯|空调|玩笑)[^，。,]{1,8}的(?=[，,。!！]|$)"
    r"|^(?![^。]*(?:今日|今|この|その))[^、。]{0,24}(?:医院|病院|クリニック|診療所|店|屋|ホテル|旅館|民宿"
    r"|農園|農家|学校|塾|教室|保育園|幼稚園|事務所|薬局|工場|スタジオ|サロン|施設|役所|図書館|カフェ|喫茶店"
    r"|レストラン|美容院|スーパー|コンビニ|工房|牧場|銀行|酒蔵|センター|倉庫|大学院|大学|研究室|研究所"
    r"|病棟|営業所|支店|会社|出版社|新聞社|代理店|編集部|(?<!全)部|課|高専|高校|中学校?|クラブ|サークル"
    r"|協会|法人)(?:の[^、。]{1,6})?で[、,]?"
    r"[^、。]{1,24}(?:を(?:して|やって|担当して)|担当(?:を)?(?:して|やって))(?:い|て|おり|る|ま)"
    # the shop the user runs (商店街で小さな和菓子屋をやっています; not 今日は店番をやっています)
    r"|^(?![^。]*(?:今日|今(?![後週])|この|その|さっき))[^。]{0,20}(?<!部)(?:屋|店|教室|カフェ|食堂|工房"
    r"|サロン|民宿|農園|スクール|事務所|技工所|診療所|研究所|整骨院|医院|酒蔵|工場|牧場)を"
    r"(?:(?:夫婦|家族|親子|兄弟|姉妹|一人|ひとり|二人|ふたり|[^、。]{1,6}と(?:二人|ふたり|三人))で"
    # (or as which generation: 町のクリーニング店を二代目としてやっています)
    r"|[^、。]{1,4}代目として)?"
    r"(?:やって|営んで|経営して|開いて)(?:い|て|おり|る|ま)"
    # a role at its place (小さな法律事務所のパラリーガルです, 町の歯科医院の受付です; not
    # この病院の受付です, one place pointed at)
    r"|^(?![^。]*(?:今日|今(?![後週])|この|その|これ|それ|あれ))[^、。]{0,20}(?:事務所|医院|病院|クリニック"
    r"|学校|会社|店|薬局|銀行|役所|図書館|センター|倉庫|工場|ホテル|旅館|保育園|幼稚園)の(?:パラリーガル"
    r"|受付|事務|看護師|薬剤師|司書|保育士|栄養士|教師|講師|教員|医師|歯科衛生士|スタッフ|店長|店員|職員"
    r"|社員|パート|アルバイト|バイト|経理|秘書|ドライバー|[一-龥]{1,4}(?:員|師|士|係|長|担当))(?:です|を(?:して"
    r"|やって)(?:い|ま))"
    r"|^(?![^。]*(?:今日|今回|この|その|これ|それ))[^。]{2,30}も?任されて(?:い)?ます"
    # the user's part of the work, in the department it belongs to (地方紙の整理部にいて、朝刊の
    # 紙面を組むのが担当です; not 今日は…のが担当です, この件は…)
    r"|^(?![^。]*(?:今日|今回|今週|この|その|これ|それ))[^。]{2,40}のが(?:私の)?(?:担当|仕事|役目|役割"
    r"|持ち場)(?:です|になっています)[。!！]?$"
    r"|^(?![^。]*(?:今日|今回|今週|この|その))[^、。]{1,20}(?:部|課|室|局|班|デスク)に(?:いて|います"
    r"|おります)(?:[、,]|[。!！]?$)"
    # the work of a shop or business done by the user alone (打包发货都是我一个人; not 今天都是…)
    r"|^(?![^。]*(?:今天|这次|这周|现在|最近))[^。]{0,30}都是我一个人(?:在)?(?:做|干|弄|管|负责|搞)?[。!！~～]*$"
    # how much per year, in Chinese and Japanese
    r"|^(?:我|我们|我們|咱们)[^，。,]{0,6}(?:一年|每年|一个月|每个月|一周|每周)(?:大概|差不多|大约|得)?"
    r"(?:拍|修|卖|接|做|种|养|翻|教|带)[^，。,]{0,4}[\d一二两三四五六七八九十百千几]+"
    r"|(?:年|月|週)に[^、。]{0,6}[\d０-９一二三四五六七八九十百]+(?:組|件|台|本|回|人)(?:ほど|くらい|ぐらい"
    r"|前後)?[^、。]{0,4}(?:撮影|修理|翻訳|販売|担当|受け)(?:して|し)(?:い)?ます"
    # the family's place and what it grows or keeps
    r"|^(?:我)?家(?:里|裡)?的?(?:果园|果園|农场|農場|茶园|茶園|菜地|田|牧场|鱼塘|店|厂|民宿|饭馆|面馆|公司)"
    r"(?:在|是|主要|有|一共)|^(?:我)?家(?:里|裡)?(?:开了?|開了?)一?(?:个|個|家|间|間)[^，。,]{1,8}[，,]\s*我"
    # the routine on a weekday's part ("we rehearse Tuesday nights")
    r"|(?i:^(?:i|we|i'?m|we'?re|my\s+team|our\s+[\w-]+)\b(?!\s+(?:was|were|had|did)\b)"
    r"[^.?!]{0,50}\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:nights|mornings|evenings"
    r"|afternoons|lunchtimes)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:nights"
    r"|mornings|evenings|afternoons)))\b(?![^.?!]*\b(?:this|next|last)\s+week\b)"
    r"|(?:毎週|隔週)[月火水木金土日]曜[^。]{0,30}(?:ています|ます|です)[。!！]?$"
    # where the records are kept, in a thing named with an article
    r"|(?i:^(?!(?:the|a|an|this|that|my|our)\s+(?:bug|error|problem|issue|crash|leak|typo"
    r"|fault|glitch)\b)[^.?!]{1,40}\b(?:lives?|is\s+kept|are\s+kept|is\s+tracked|are\s+tracked"
    r"|is\s+recorded|are\s+recorded|is\s+logged|are\s+logged)\s+(?:in|on)\s+(?:a|an|one)\s+"
    r"(?:shared\s+|single\s+|big\s+|old\s+)?(?-i:[A-Z])[\w-]+)"
    r"|(?:记|記|存|放|登记|登記)在一?(?:个|個|张|張|本)\s*(?:[A-Za-z][\w.-]*|共享|表格|石墨|飞书|腾讯)[^，。,]{0,12}"
    r"(?:里|裡|上|中)(?=[，,。!！]|$)"
    # background said first
    r"|(?i:^(?:(?:a|some)\s+)?(?:quick\s+|little\s+)?(?:(?:little\s+)?bit\s+of\s+)?(?:background"
    r"|context)(?:\s+first)?\s*[:,]\s*\S)")


# A trade named by its noun (the roles of software work are `memdir.pipeline.classify`'s).
_TRADES_EN = (
    r"(?:director|handler|adjuster|assessor|underwriter|broker|nurse|midwife|paramedic"
    r"|firefighter|instructor|driver|mechanic|electrician|plumber|carpenter|joiner|roofer"
    r"|plasterer|builder|surveyor|undertaker|embalmer|optician|optometrist|pharmacist|dentist"
    r"|hygienist|vet|farmer|groomer|breeder|referee|umpire|lifeguard|porter|courier|dispatcher"
    r"|chef|baker|butcher|florist|photographer|translator|interpreter|accountant|bookkeeper"
    r"|solicitor|barrister|paralegal|lawyer|librarian|curator|archivist|technician|therapist"
    r"|physio(?:therapist)?|carer|childminder|gardener|locksmith|journalist|reporter|producer"
    r"|tutor|clerk|receptionist|inspector|auditor|actuary|radiographer|surgeon|gp|vicar|priest"
    r"|chaplain|caretaker|estimator|fitter|welder|adviser|advisor|stylist|hairdresser|barber"
    r"|barista|publican|ranger|pilot|organist|kennel\s+hand|stable\s+hand|groom)")
OCCUPATION = re.compile(
    # en: "i'm a claims handler for a motor insurer, …", "Sorry I keep vanishing - I'm a funeral
    # director, and …" (not "I'm a terrible cook", "I'm a driver short today")
    r"(?i)(?:^|[-\u2013\u2014,;:]\s*|\.\s+)(?:i'?m|i\s+am|i\s+work\s+as)\s+an?\s+"
    r"(?!(?:bit|little|lot|fan|mess|guest|visitor|patient|customer|big|huge|total|complete"
    r"|real|bad|good|terrible|great|lousy|awful|decent|keen|proper|nervous|slow|fast|quick"
    r"|nervous|backseat|learner|student)\b)(?:[\w-]+\s+){0,2}?" + _TRADES_EN + r"s?\b"
    r"(?=\s*(?:$|[,.;!\u2013\u2014-]|\s(?:for|at|in|with|on|and|by|based|from|who|since|of)\b))"
    + _NOW +
    # the years in a trade, said first ("Eleven years a pest tech now, mostly kitchens", 做消杀快
    # 十年了, 鍵屋をやってもう二十年になります; not "Eleven years ago now", 做这个三年了)
    r"|^(?:[a-z]+(?:-[a-z]+)?|\d{1,2})\s+years?\s+(?:as\s+)?an?\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+now\b"
    r"|(?:^|[，,—–-]\s*)我?(?:做|干|搞|从事)(?!完|好|过|错|了|这|那)[^，。,今刚]{1,6}(?:快|都|已经|有|差不多"
    r"|将近)?[一二两三四五六七八九十几\d]+年(?:多)?了"
    r"|(?:^|[、,]\s*)(?:私は)?(?![^、。]*(?:この|その))[^、。]{1,12}(?:を|の仕事を)(?:して|やって)(?:もう"
    r"|かれこれ)?[一二三四五六七八九十\d]+年(?:になります|目です|目|です|たちます|経ちます)"
    # a trade held beside another job (我周末在雪场兼职当滑雪教练, 私、鍵屋です、出張専門の; "I
    # volunteer with our valley's mountain rescue team")
    r"|我[^，。,今刚]{0,12}(?:兼职|全职|业余|专职)(?:当|做)(?!完|好|了)[^，。,了]{2,10}"
    r"|^私[、,]\s*[^、。]{1,8}(?:屋|士|師|員)です"
    r"|^i\s+(?:also\s+)?volunteer\s+(?:with|for|at)\s+(?:the|our|a|my)\s+[^.!?]{2,60}?"
    r"\b(?:team|group|service|club|trust|charity|crew|rescue|brigade|unit)\b" + _NOW +
    # zh: 我做电梯维保的 after what the user is doing (not 我做完的, 我做这个的)
    r"|(?:^|[，,—–-]\s*)我(?:是)?(?:做|干|搞)(?!完|好|过|错|了|这|那|的|得|成)[^，。,今刚]{2,10}的"
    r"(?=[，,。!！~～]|$)"
    # ja: a trade done (葬儀屋をやっています, 救急救命士をしています)
    r"|(?:^|[、,]\s*)(?:私は|僕は)?(?![^、。]*(?:今日|今回|この|その|さっき))[^、。]{2,12}(?:の仕事|屋|士"
    r"|師|員)を(?:して|やって)(?:い)?(?:ます|て[、,]|る)"
    # a licence or qualification held ("I hold a full amateur radio licence", 我有电工证,
    # アマチュア無線の一アマを持っていて、…; not "I have a licence key here")
    r"|^i\s+(?:hold|have|'ve\s+got|have\s+got)\s+(?:a|an|my|the)\s+(?:[\w-]+\s+){0,4}"
    r"(?:licen[cs]e|certificate|qualification|ticket|call\s*sign)\b(?!\s+(?:key|number|file"
    r"|plate)\b)" + _NOW +
    r"|^我(?:有|考了|拿了|持有|考过)[^，。,这那]{0,12}(?:证|执照|牌照|资格证?|证书)(?=[，,。!！]|$)"
    r"|^(?![^。]*(?:今日|今回|この|その))[^、。]{1,24}(?:免許|資格|ライセンス|アマ)を(?:持って|取って"
    r"|取得して)(?:い)?(?:ます|て[、,]|る)")


def is_trade_fact(sentence: str) -> bool:
    """True when ``sentence`` says the user's trade in plain words (see the module), or by
    what they do (`memdir.pipeline.extract.own_work`)."""
    return bool(TRADE.search(sentence) or OCCUPATION.search(sentence) or says_own_work(sentence))


__all__ = ["OCCUPATION", "TRADE", "is_trade_fact"]
