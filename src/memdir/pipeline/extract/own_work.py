"""The user's work said by what they do, beside `memdir.pipeline.extract.trade`: people say what
they make, where they do it, what they took on or were handed down, and what they passed, with
plain verbs and no noun of a trade.

- **what the user makes, with its scale** ("I make cider, small scale - about four thousand
  litres a year", "I brew beer on a small scale"; not "I make a backup every week", "I make
  this today").
- **the trade done from home** ("I do alterations from my front room", "I cut hair out of my
  kitchen", 我在家里接改衣服的活, 自宅で着物のお直しをしています; not "I'm working from home
  today", 今日は家でやっています).
- **the one who runs a thing** ("I'm the one who organises it, by the way", 这个活动是我张罗的,
  読書会を仕切っているのは私です; not "I'm the one who broke the build", "I'm the one who
  asked").
- **a role taken on** ("I've taken on the treasurer's job at the residents' association",
  今年から自治会の会計を引き受けることになりました, 我今年开始当业委会的会计; not "I've taken on
  too much this week").
- **a trade handed down or kept for generations** (表具の仕事は父から継ぎました, "I took over the
  shop from my dad", 我们家三代修鞋, "We've been farriers for three generations").
- **a licence passed** ("Just passed my commercial balloon licence", 我刚考下了 A2 驾照,
  把B2驾照考下来了, 大型免許を取りました; not "I passed the licence file to legal").
- **the user's work from a day on, instead of the old** ("so I'm on the artic for the haulage
  firm from Monday instead of the 7.5 tonner", 从下周一起我改跑长途，不跑市内了, 来月からは夜勤
  ではなく日勤になります).
- **the years at a kind of work by its verb** (町工場で旋盤を回して三十年になります; not
  この電話を待って三十分です).
- **a flock or herd counted** (鸡场现在养了八千只蛋鸡, "We've got about sixty ewes",
  牛を六十頭飼っています was heard already; not 今天卖了八千只).
- **who the user is, corrected** (更正一下，我不是保险公司的员工，是独立的保险代理人, "Correction:
  I'm not staff at the insurer, I'm an independent agent", "I'm not the crane operator, I'm the
  banksman", 刚才说错了，我不是讲解员，我在博物馆
  是负责排讲解员班的, さっき漁師と書きましたが、正確には海女です; not 我不是说这个，是说那个).
- **the fields the user works, by their area** (りんご畑を二町歩やっていて; not 草取りを二時間).

None of it is the moment (today, 今天, 今日) or a thing at hand (this, 这个, この).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# The rest of the sentence holds no time of now and no pointer to the thing at hand.
_NOW_EN = (r"(?![^.?!]*\b(?:today|tonight|tomorrow|yesterday|this\s+(?:week|morning|afternoon"
           r"|evening|time|one)|next\s+week|this|these|those)\b)")
_NOW_ZH = r"(?![^。]*(?:今天|这次|这个|这份|刚才|明天|昨天))"
_NOW_JA = r"(?![^。]*(?:今日|今回|この|その|さっき|明日|昨日))"
_NUMBER_EN = (r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
              r"|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred"
              r"|a\s+few|a\s+couple\s+of)(?:[\s-](?:hundred|thousand))?")
_HAN_NUMBER = r"[\d一二两三四五六七八九十百千万几]+"
_ROLE_EN = (r"(?:treasurer|secretary|chair|chairman|chairwoman|captain|coach|warden|steward"
            r"|organi[sz]er|coordinator|clerk|registrar|bursar|president|manager|editor)")

OWN_WORK = re.compile(
    # what the user makes, with its scale
    r"(?i)^i\s+(?:make|brew|press|distil|distill|bake|roast|weave|carve|grow|smoke|cure)\s+"
    r"(?!(?:a|an|the|my|sure|it|this|that|some)\b)[\w-]+(?:\s+[\w-]+)?\s*[,\u2013\u2014-]\s*"
    r"(?:on\s+a\s+)?(?:small|tiny|large|commercial|craft)[\s-]scale\b" + _NOW_EN +
    r"|^i\s+(?:make|brew|press|distil|distill|grow|roast)\s+(?!(?:a|an|the|my|it|this|that)\b)"
    r"[^.?!]{1,40}?\b" + _NUMBER_EN + r"\s+(?:[\w-]+\s+){0,2}(?:a|per|each)\s+(?:year|season)\b"
    + _NOW_EN +
    # the trade done from home
    r"|^i\s+(?:do|run|cut|teach|make|sew|bake|repair|mend|fix)\s+(?!(?:it|this|that|a\s+bit)\b)"
    r"[\w-]+(?:\s+[\w-]+)?\s+(?:from|out\s+of|at)\s+(?:my|our|home)\b(?:\s+(?:front|back|spare"
    r"|own|living)?\s*(?:room|kitchen|garage|shed|house|flat|home|workshop))?" + _NOW_EN +
    r"|^我(?:平时|一直|主要)?在家(?:里)?(?:接|做|帮人)(?!这|那)[^，。,]{1,10}的?(?:活|生意|单)"
    + _NOW_ZH +
    r"|^(?:私は)?自宅で[^、。]{1,16}を(?:して|やって|請け負って)(?:い)?ます" + _NOW_JA +
    # the one who runs a thing
    r"|(?:^|[,;:\u2013\u2014-]\s*)i'?m\s+the\s+one\s+who\s+(?:organi[sz]es|runs|manages|books"
    r"|chairs|coordinates|looks\s+after|keeps|sorts\s+out|does\s+the)\b"
    r"(?![^.?!]*\b(?:today|tonight|this\s+(?:time|week))\b)"
    r"|(?:是|都是)我(?:在|一个人)?(?:张罗|组织|负责|操办|牵头)的(?:[，,。!！]|$)" + _NOW_ZH +
    r"|(?:を|は)(?:仕切って|取り仕切って|まとめて|運営して|世話して)(?:い)?るのは(?:私|僕|自分)です"
    + _NOW_JA +
    # a role taken on
    r"|^i(?:'ve|\s+have)\s+(?:just\s+)?(?:taken\s+on|taken\s+over|stepped\s+up\s+as|become)\s+"
    r"(?:as\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,3}?" + _ROLE_EN + r"\b" + _NOW_EN +
    r"|(?:会計|会長|副会長|書記|事務局|監事|役員|理事|幹事|班長|顧問|監督|コーチ|世話役)を(?:引き受ける|務める"
    r"|やる|担当する)ことに(?:なりました|なっています)"
    r"|(?:会計|会長|副会長|書記|事務局|監事|役員|理事|幹事|班長|顧問|監督|コーチ|世話役)を(?:引き受けました"
    r"|務めています|引き受けています)"
    r"|^我(?:今年|从今年)?(?:开始)?(?:当|担任|接了)[^，。,]{0,10}(?:会计|会长|秘书|出纳|理事|组长|队长"
    r"|主任|委员)(?![^，。]*(?:吗|呢))" + _NOW_ZH +
    # a trade handed down or kept for generations
    r"|(?:仕事|店|家業|商売|稼業|暖簾|のれん)(?:は|を)(?:父|母|祖父|祖母|親|先代|義父)から"
    r"(?:継ぎ|引き継ぎ|受け継ぎ)(?:ました|まして|ましたが|ましたけど)"
    r"|^i\s+took\s+over\s+(?:the|our|my\s+(?:dad|father|mum|mom|mother|uncle|gran)'s)\s+"
    r"(?:shop|business|trade|forge|yard|farm|round|practice|salon|workshop)\s+from\s+my\s+"
    r"(?:dad|father|mum|mom|mother|uncle|aunt|gran|grandad|grandfather|parents)\b"
    r"|^我们?家(?:里)?(?:祖孙)?[一二三四五六七八九十几]代(?:人)?(?:都)?(?:是)?(?:做|干|修|开|卖|种|养|打)"
    r"|^we'?ve\s+been\s+[^.?!,]{1,40}?\bfor\s+(?:two|three|four|five|six|\d+)\s+generations\b"
    # a licence passed
    r"|^(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+)?(?:passed|got|gained)\s+(?:my|a|an)\s+"
    r"(?:[\w-]+\s+){0,4}?(?:licen[cs]e|certificate|qualification|rating)\b"
    r"(?!\s+(?:key|number|file|plate|form)s?\b)" + _NOW_EN +
    r"|^我(?:刚|终于|已经)?(?:考下了?|考到了?|拿到了?|考出了?)[^，。,这那]{0,12}(?:证|驾照|执照|牌照|资格证?)"
    # (or said with 把: 今年总算把B2驾照考下来了; not 把驾照带上)
    r"|^(?:我)?[^，。,这那]{0,8}把[^，。,这那]{1,10}(?:证|驾照|执照|牌照|资格证?)(?:给)?(?:考下来|考到手|考出来"
    r"|拿下来|拿到手)了"
    # (or the licence first, the user unsaid: 潜水教练证终于考下来了)
    r"|^[^，。,这那我]{1,10}(?:证|驾照|执照|牌照|资格证)(?:终于|总算|刚|已经)?(?:考下来|考到手|考出来"
    r"|拿下来|拿到手|考下|考到)了"
    r"|(?:免許|資格|ライセンス)を(?:取り|取得し)ました" + _NOW_JA +
    # the user's work from a day on, instead of the old ("so I'm on the artic for the haulage firm
    # from Monday instead of the 7.5 tonner", 从下周一起我改跑长途，不跑市内了,
    # 来月からは夜勤ではなく日勤になります; not "I'm on the late bus from Monday instead of the
    # early one today")
    r"|^(?:(?:so|and|but)\s+)?i'?m\s+(?:now\s+)?(?:on|driving|running|doing|working|teaching"
    r"|covering)\s+[^.?!]{1,50}\bfrom\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+"
    r"(?:week|month|year|term|season)|the\s+\d{1,2}(?:st|nd|rd|th)?)\s+(?:on\s+)?instead\s+of\b"
    + _NOW_EN +
    r"|^(?:我)?(?:从)?(?:下周[一二三四五六日]?|下个月|明年|下学期)(?:起|开始)(?:我)?(?:改|换)(?:跑|开|做|带|教|值)"
    r"[^，。,]{1,12}[，,]\s*(?:不再|不)(?:跑|开|做|带|教|值)" + _NOW_ZH +
    r"|^(?:私は)?(?:来週|来月|来年|来期|[一二三四五六七八九十\d]+月)から(?:は)?[^、。]{1,12}ではなく"
    r"[^、。]{1,12}(?:になります|を担当します|に乗ります)" + _NOW_JA +
    # the years at a kind of work by its verb
    r"|^(?:私は)?[^、。]{0,12}で?[^、。]{1,8}を(?:回し|握っ|扱っ|打っ|研い|焼い|彫っ|縫っ|診)[てで]"
    r"(?:もう|かれこれ)?[一二三四五六七八九十\d]+年(?:になります|目です|たちます|経ちます)"
    # a flock or herd counted
    r"|(?:现在|目前|一共|总共)?(?:养了|养着|存栏)" + _HAN_NUMBER + r"(?:多)?(?:只|头|匹|箱|羽)"
    + _NOW_ZH +
    r"|^(?:we|i)(?:\s+(?:keep|run|milk|have)|'ve\s+got|\s+have\s+got)\s+(?:about\s+|around\s+|over\s+"
    r"|nearly\s+"
    r"|some\s+)?" + _NUMBER_EN + r"\s+(?:[\w-]+\s+)?(?:hens|chickens|cows|ewes|sheep|goats|pigs"
    r"|sows|hives|colonies|head\s+of\s+cattle|polytunnels|greenhouses|glasshouses|acres"
    r"|hectares)\b" + _NOW_EN +
    # (or the place's houses, fields or hives counted: 草莓园今年扩到二十个大棚了, 巣箱が二十箱
    # あります; not 今天卖了二十箱)
    r"|(?:扩到|扩大到|发展到|有|种了|建了)" + _HAN_NUMBER
    + r"(?:多)?(?:个|座)?(?:大棚|温室|亩|公顷)"
    + _NOW_ZH +
    r"|(?:巣箱|ハウス|ビニールハウス|温室|田んぼ|畑|茶畑)(?:が|は)[一二三四五六七八九十百\d]+(?:箱|棟|枚|反"
    r"|町歩?|ヘクタール|ha)(?:ほど|くらい)?(?:あります|になりました)" + _NOW_JA +
    # (or the fields the user works, by their area: りんご畑を二町歩やっていて; not 草取りを二時間
    # やっていて)
    r"|(?:畑|田んぼ|田|茶畑|果樹園|ハウス|農園)を[一二三四五六七八九十百\d]+(?:反|町歩?|ヘクタール|ha"
    r"|アール)(?:ほど|くらい)?(?:やって|作って|耕して|借りて|持って)" + _NOW_JA +
    # the user's own business, run alone ("I run the food truck on my own", 店是我一个人在打理,
    # 一人で切り盛りしています; not "I run the tests on my own", "I run it myself today")
    r"|^i\s+run\s+(?:the|a|my|our)\s+(?!(?:tests?|build|script|numbers|report|errands?|bath"
    r"|meeting|show|risk)\b)(?:[\w'-]+\s+){0,2}?[\w-]+\s+(?:on\s+my\s+own|by\s+myself"
    r"|single-?handed(?:ly)?|solo|alone)\b" + _NOW_EN +
    r"|^(?:这家|我们)?[^，。,]{1,8}(?:店|摊|馆|铺|厂|园|班)(?:是|都是)?我一个人(?:在)?(?:开|打理|经营|管|撑)"
    + _NOW_ZH +
    r"|^(?:私は)?[^、。]{1,16}(?:を|は)(?:一人で|ひとりで|夫婦で|家族で)(?:切り盛り|経営|営業|運営)して"
    r"(?:い)?ます" + _NOW_JA +
    # the user's role in a club, team or society, by its possessive ("I'm the orienteering
    # club's mapper"; not "I'm the club's worst player", "the team's problem today")
    r"|^i'?m\s+(?:now\s+)?the\s+(?:[\w-]+\s+){0,3}?(?:club|society|team|league|association|choir"
    r"|band|parish|village|church|school|trust|guild|federation|union)(?:'s|\u2019s)\s+"
    r"(?!(?:worst|best|oldest|youngest|biggest|newest|problem|fault|guest)\b)(?!\w+est\b)"
    r"(?:[\w-]+\s+)?[\w-]+(?:er|or|ist|ian|man|woman|keeper|master)\b" + _NOW_EN +
    # a qualification's level passed ("Got my IRATA level 2 last week", "passed my ABRSM grade
    # 8"; 簿記二級を取りました; not "Got my level 2 ticket booked")
    r"|^(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+)?(?:passed|got|gained)\s+my\s+"
    r"(?-i:[A-Z]{2,}[\w-]*)\s+(?:level|grade|stage)\s+\d\b(?!\s+(?:ticket|booking|form)s?\b)"
    + _NOW_EN +
    r"|(?:[一二三四五六七八九十\d]+|準[一二])級(?:の資格)?を(?:取り|取得し)ました" + _NOW_JA +
    # the years since the user took up a kind of work (養蜂を始めて五年になります, "I started
    # beekeeping five years ago"; not この電話を待って三十分です, "I started this an hour ago")
    r"|^(?:私は)?[^、。]{1,10}を始めて(?:もう|かれこれ)?[一二三四五六七八九十\d]+年(?:になります|目です"
    r"|たちます|経ちます)" + _NOW_JA +
    r"|^i\s+(?:started|took\s+up)\s+(?!(?:it|this|that|the|a|an)\b)[\w-]+(?:\s+[\w-]+)?\s+"
    + _NUMBER_EN + r"\s+years\s+ago\b" + _NOW_EN +
    # the generation the user is of a family's shop or trade (呉服店の三代目です, 我是这家面馆的
    # 第三代, "I'm the third generation to run the forge"; not 三代目のモデルです of a thing)
    r"|^(?:私は|うちは)?[^、。]{1,12}(?:店|屋|家|蔵|窯|工房|商店|旅館|農園)の[二三四五六七八九十]代目"
    r"(?:店主|当主)?です"
    r"|^我是[^，。,]{1,10}(?:店|馆|铺|厂|坊|园)的第[二三四五六七八九十]代"
    r"|^i'?m\s+the\s+(?:second|third|fourth|fifth|sixth)\s+generation\s+(?:to\s+(?:run|work"
    r"|farm|keep)|in\s+(?:the|our|my)\s+)"
    # who the user is, corrected
    r"|我不是[^，。,]{1,16}[，,]\s*(?:我)?(?:是|而是)(?!说)[^，。,]{0,12}(?:代理人|经纪人|员|师|工|生"
    r"|长|老板|店主|个体户)(?=[，,。!！]|$)"
    # (or what the user is in charge of, put right after a slip: 刚才说错了，我不是讲解员，
    # 我在博物馆是负责排讲解员班的; not 我不是说这个，是说那个)
    r"|我不是[^，。,]{1,16}[，,]\s*(?:我)?(?:在[^，。,]{1,8})?(?:是|而是)?负责[^，。,]{1,14}的(?=[，,。!！]|$)"
    r"|(?:さっき|先ほど|前に)[^。]{1,16}と(?:書き|言い|書いてしまい|言ってしまい)ましたが[、,]\s*"
    r"(?:正確には|正しくは|本当は|実は|[^、。]{1,16}ではなく[、,]?)(?![^、。]*\d)(?:私は)?(?:[^、。]{1,24}(?:です|をしています|をやっています)[。]?$"
    # (or who the user is, said as what they do: 正確には無人駅の清掃を請け負っている者で、駅員
    # ではありません)
    r"|[^、。]{1,24}(?:している|しております|請け負っている|やっている)者(?:です|で))"
    r"|^(?:correction|to\s+correct\s+myself)\s*[:,\u2013-]\s*i'?m\s+not\s+[^.?!]{1,40}?[,;]\s*"
    r"i'?m\s+(?:an?|the)\s+"
    # (with or without the word: "Correction from earlier: I'm not the crane operator, I'm the
    # banksman"; not "I'm not the one who broke it, I'm the one who found it")
    r"|(?:^|[:;\u2013\u2014]\s*|\s-\s+)i'?m\s+not\s+(?:an?|the)\s+(?!one\b)[^.?!,;]{1,40}?[,;]\s*"
    r"i'?m\s+(?:an?|the)\s+(?!one\b)[\w-]+" + _NOW_EN +
    # (or what the user said of themselves earlier, put right: "Sorry, I said greenkeeper
    # earlier - I'm the head greenkeeper now"; not "I said Tuesday earlier - I meant Thursday")
    r"|^(?:sorry|oops|my\s+bad)?[,.!]?\s*i\s+said\s+(?:i\s+was\s+)?(?:an?\s+)?[\w\s'-]{2,30}?\s+"
    r"(?:earlier|before|yesterday|last\s+time)\s*[,;:\u2013\u2014-]+\s*(?:actually\s+)?i'?m\s+"
    r"(?:now\s+)?(?:an?|the)\s+")


def says_own_work(sentence: str) -> bool:
    """True when ``sentence`` says the user's work by what they do (see the module)."""
    return bool(OWN_WORK.search(sentence))


__all__ = ["OWN_WORK", "says_own_work"]
