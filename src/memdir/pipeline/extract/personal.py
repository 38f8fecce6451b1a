"""Who the user is outside the work: health and diet, eyes and ears, family and pets, the
household, long goals, a record of the user's sport.

An assistant that helps with more than code hears these in passing ("I'm allergic to
tree nuts, just so you know", "家里养了只柯基", "乳製品がダメなんです") and should not
ask again next week. Each pattern names a lasting condition of the user's life, not a
state of the moment: "I'm allergic to…" but not "I'm tired today" (a temporary scope
the admission policy finds first), "my dad's on crutches this weekend".
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

_EN = re.compile(
    r"(?i)\bi'?m\s+(?:(?:severely|mildly|very|really|quite|also)\s+)?allergic\s+to\b"
    # a condition said as what it does ("Being deaf in my left ear makes phone bookings a
    # nightmare"), and what the user can barely use ("I can barely use a computer")
    r"|^being\s+(?:partially\s+|profoundly\s+)?(?:deaf|blind|colou?r[\s-]?blind|dyslexic|diabetic"
    r"|hard\s+of\s+hearing)\b(?:\s+in\s+(?:my|one|both)\s+[\w\s]{2,12}?\b)?\s+(?:makes|means)\b"
    r"|^i\s+can\s+(?:barely|hardly|only\s+just)\s+use\s+(?:a\s+)?(?:computer|laptop|pc|smartphone"
    r"|spreadsheets?|email)\b"
    r"|\bi(?:'m|\s+am)\s+(?:a\s+)?(?:type\s+[12]\s+diabetic|diabetic|vegetarian|vegan|pescatarian"
    r"|lactose[\s-]intolerant|gluten[\s-]intolerant|coeliac|celiac|pregnant"
    # (with its kind or degree: "red-green colour-blind", "partially deaf")
    r"|(?:(?:red|green|blue)[\s-](?:green|blue|yellow)\s+|partially\s+|profoundly\s+|totally\s+"
    r"|mildly\s+)?(?:colou?r[\s-]?blind|deaf)"
    r"|hard\s+of\s+hearing|asthmatic|epileptic|dyslexic|dyspraxic|sober|teetotal)\b"
    r"|\bi\s+(?:have|'ve\s+got)\s+(?:a\s+|an\s+)?(?:bad\s+back|herniated\s+disc|slipped\s+disc"
    r"|celiac|coeliac|asthma|diabetes|epilepsy|migraines|arthritis|a\s+nut\s+allergy"
    r"|food\s+allergies|(?:a|an)\s+[\w-]+\s+allergy)\b"
    # eyes, ears and hands that shape how the user reads ("My eyesight is poor", "I'm
    # short-sighted"; not "my eyes are tired", a state of the moment)
    r"|\bmy\s+(?:eyesight|eyes|vision|hearing)\s+(?:is|are)(?:n't|\s+not)?\s+(?:(?:very|quite|really"
    r"|pretty)\s+)?(?:great|good|bad|poor|weak|failing|terrible)\b"
    r"|\bi\s+have\s+(?:(?:very|quite|really|pretty)\s+)?(?:bad|poor|weak)\s+(?:eyesight|eyes|vision"
    r"|hearing)\b|\bi'?m\s+(?:very\s+|quite\s+|really\s+)?(?:short|near|far|long)[\s-]?sighted\b"
    r"|\bi\s+(?:don'?t|can'?t|never)\s+eat\s+(?:meat|pork|beef|fish|seafood|shellfish|dairy"
    r"|gluten|eggs|nuts|sugar)\b"
    # family and pets ("I have two cats", "my daughter is 7", "we have a toddler")
    r"|\b(?:i|we)\s+(?:have|'ve\s+got)\s+(?:a|an|one|two|three|four|five|\d+)\s+(?:[\w-]+\s+)?"
    r"(?:cats?|dogs?|puppy|puppies|kittens?|kids?|children|sons?|daughters?|toddlers?|twins"
    r"|parrots?|rabbits?|hamsters?|horses?)\b"
    r"|^(?:fyi\s+|btw\s+)?my\s+(?:daughter|son|kids?|children|wife|husband|partner|cat|dog)\s+"
    r"(?:is|are|'s)\s+(?:\d+|a|an|only|allergic|vegetarian|vegan)\b"
    # the household ("We're a family of five, kids aged 4, 9 and 13"; not "We're a family of
    # five at the hotel", one stay)
    r"|\bwe(?:'re|\s+are)\s+a\s+(?:family|household)\s+of\s+(?:\d+|two|three|four|five|six|seven"
    r"|eight|nine|ten)\b(?!\s+(?:at|in|on|staying|travel\w*|visiting|going|flying|here)\b)"
    # a record of the user's sport ("My marathon PB is 3:58", "I've run three marathons"; not
    # "my best time today")
    r"|\bmy\s+(?:[\w-]+\s+)?(?:pb|pr|personal\s+best|best\s+time)\s+(?:is|'s)\s+(?:\d|sub|under)"
    r"|\bi(?:'ve|\s+have)\s+(?:run|done|finished|completed|swum|ridden)\s+(?:\d+|two|three|four|five|six"
    r"|seven|eight|nine|ten|a\s+few|several)\s+(?:full\s+|half\s+)?(?:marathons?|half[\s-]marathons?"
    r"|ultras?|triathlons?|ironmans?)\b"
    # a goal of months ("I'm training for my first half marathon in May")
    r"|\bi'?m\s+(?:training|studying|preparing|saving\s+up|revising)\s+for\b"
    # a long work of the user's ("I'm writing a fantasy novel", "I'm working on my thesis")
    r"|\bi'?m\s+(?:currently\s+|still\s+|slowly\s+)?(?:writing|working\s+on|finishing|editing|revising"
    r"|drafting)\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,2}(?:novel|book|thesis|dissertation|memoir|screenplay"
    r"|textbook|trilogy|novella|phd)\b"
    # one's languages ("English is my third language")
    r"|\bis\s+my\s+(?:second|third|fourth|native|first)\s+language\b"
    r"|\bmy\s+(?:english|japanese|chinese|german|french|spanish)\s+(?:is|isn'?t)\s+(?:not\s+)?"
    r"(?:great|good|very\s+good|basic|limited|rusty)\b"
    # a change of life or work, said as news ("I left Brightline and started at Ledger", "I
    # moved to Osaka in March", "We had the baby", "I got promoted", "I don't run anymore")
    r"|\bi\s+(?:left|quit)\s+(?-i:[A-Z])[\w-]+|\bi\s+(?:started|joined)\s+(?:at|a\s+new)\b"
    r"|\bi\s+(?:moved|relocated)\s+to\s+(?-i:[A-Z])|\b(?:got|was|been)\s+promoted\b"
    r"|\bwe\s+had\s+(?:a|the|our)\s+(?:baby|second|first)\b|\bi\s+no\s+longer\b"
    r"|\bi\s+(?:don'?t|can'?t)\s+[\w-]+\s+any\s?more\b"
    r"|\bi\s+(?:swim|run|cycle|climb|lift|train|practi[cs]e)\s+(?:\w+\s+)?(?:times|days)\s+a\s+week\b"
    r"|^i'?m\s+on\s+(?:an?\s+)?(?:m[1-4]|intel|old|\d+)\b|\b\d+\s*gb\s+of\s+ram\b")
# A sport or a race the user's record is of (全马, 5公里, 游泳; フルマラソン, ベンチプレス).
_SPORT_ZH = (r"(?:全马|半马|马拉松|铁三|铁人三项|越野跑|跑步|长跑"
             r"|[\d一二三四五六七八九十]+\s*(?:公里|千米|km|K|k)|百米|游泳|泳池|自由泳|蛙泳|骑行|自行车|深蹲|卧推|硬拉|跳远|跳高|攀岩|引体向上)")
_SPORT_JA = (r"(?:マラソン|トライアスロン|ランニング|ジョギング|走った|走って|水泳|泳|自転車"
             r"|ロードバイク|ベンチプレス|スクワット"
             r"|デッドリフト|[\d一二三四五六七八九十]+\s*(?:キロ|km|K)|[\d]+\s*m(?![a-z]))")
_ZH = re.compile(
    # one ear that does not hear, a computer the user can hardly use (我左耳听不见,
    # 我基本不会用电脑)
    r"^我(?:的)?(?:左|右|一只)(?:耳朵?|眼睛?)(?:从小)?(?:就)?(?:听不见|看不见|听不清)"
    r"|^我(?:不太|不大|基本不|完全不|几乎不)会用(?:电脑|智能手机|表格|Excel)"
    # the only device the user has (我只有手机，没有电脑; not 我今天只带了手机)
    r"|^我(?:平时)?(?:只有|就只有|只用)(?:一部|一个|一台)?(?:手机|平板|iPad)(?:[，,]\s*没有电脑)?(?=[，,。!！]|$)"
    # (or the computer the user does not have, said first: 我没有电脑，就一个老年机; not
    # 我今天没带电脑)
    r"|^我(?:家|家里)?(?:没有|没)(?:电脑|笔记本|打印机)(?=[，,。!！]|$)"
    r"|(?:我|本人)[^，。,]{0,6}(?:对[^，。,]{1,10})?过敏|乳糖不耐|(?:我|本人)[^，。,]{0,4}(?:吃素|素食|吃全素"
    r"|不吃(?:辣|肉|猪肉|牛肉|海鲜|鱼|葱|香菜|蛋|奶))|糖尿病|高血压|哮喘|腰椎间盘|痛风|孕期|怀孕了"
    # family and pets ("家里养了只柯基", "我有两个孩子", "女儿今年七岁")
    r"|(?:家里|我家|我)[^，。,]{0,4}养了?(?:一|两|三|几|\d)?[只条个头]"
    r"|我有(?:一|两|三|\d)个(?:孩子|女儿|儿子|娃)|(?:女儿|儿子|孩子|娃)(?:今年)?[一二三四五六七八九十\d]+岁"
    r"|(?:女儿|儿子|孩子|娃|老大|老二)(?:今年|现在)?(?:上|读|在读)(?:[一二三四五六]年级|小学|初[一二三]|初中"
    r"|高[一二三]|高中|幼儿园|大学|大[一二三四])"
    # the household (我们家四口人, 我家就三口人; not 我们家四口人都感冒了, one day's news)
    r"|(?:我们|我)家(?:一共|总共|就)?[二两三四五六七八九十\d]口人(?![^，。]{0,12}(?:都|了|今天|这周))"
    # a record of the user's sport (我全马跑过三次, 最好成绩是三小时五十八分; not 今天的成绩, nor
    # without the user and a sport: 我们公司去年最好成绩是3个亿, 最好成绩是3分钟就修好了bug)
    r"|我(?!们)[^。]{0,16}?" + _SPORT_ZH + r"[^。]{0,16}?(?<!今天的)(?<!这次的)(?:个人)?最好成绩"
    r"(?:是)?[^，。]{0,4}[\d一二三四五六七八九两]"
    r"|我(?!们)的?(?:个人)?最好成绩(?:是)?[^，。]{0,4}?" + _SPORT_ZH
    + r"[^，。]{0,4}[\d一二三四五六七八九两]"
    r"|(?:全马|半马|马拉松|铁三)[^，。]{0,4}跑过[一二三四五六七八九十两\d]+(?:次|场)"
    # a goal of months ("我在准备明年三月的考研")
    r"|我(?:在|正在)(?:准备|备考|备战|复习)[^，。,]{0,12}(?:考试|考研|雅思|托福|面试|马拉松|证|考)"
    # a long work ("我在写一本小说", 我正在写博士论文; not "我在写论文的第三章,帮我看看这段")
    r"|我(?:在|正在)写(?:一本|一部|我的)?[^，。]{0,8}(?:小说|书|毕业论文|博士论文|学位论文|剧本|回忆录|教材)"
    r"(?![^。]{0,40}(?:这|帮我|一下))"
    r"|目标是(?:考|拿|进|去|跑|通过)|我(?:的)?(?:英语|日语|中文|汉语|英文)(?:不太|不|很一般|一般)"
    r"|我常驻"
    # a change of life or work ("跳槽到…", "我升职当组长了", "我戒烟三个月了", "现在改成每天跑步")
    r"|跳槽(?:到|去)|(?:我|刚)?升职|当(?:上|了)?(?:组长|经理|主管|leader)|戒(?:烟|酒)|搬(?:到|去)了?"
    r"|(?:女儿|儿子|孩子|宝宝)(?:出生|生)了|(?:我|我们)(?:已经)?不在那家公司|(?:交给|转给)别人维护"
    r"|现在(?:主要|基本(?:上)?|都|一般|只)(?:用|写|做)"
    r"|现在改成每"
    # eyes and ears ("我眼睛不太好", "我视力很差", "我是近视"; not "眼睛有点累", the moment)
    r"|(?:我|本人)的?(?:眼睛|视力|听力|耳朵)(?:一直|本来就?|从小就?)?(?:不太?好|很?差|不行|很弱|有问题)"
    r"|(?:我|本人)(?:是)?(?:高度)?(?:近视|远视|老花|弱视)")
_JA = re.compile(
    r"(?:乳製品|卵|小麦|そば|蕎麦|ナッツ|えび|エビ|かに|カニ|甲殻類|ピーナッツ|肉|魚|生もの)(?:が|は)"
    r"(?:ダメ|だめ|食べられない|食べられません|苦手|アレルギー|NG)"
    r"|(?:^|私は?|[、,])(?:目|視力|耳)が(?:悪|弱|遠)|(?:近視|老眼|弱視)(?:で|なので|です|が)"
    # one ear that does not hear, and a computer the user can hardly use (左耳が聞こえないので,
    # パソコンはほとんど使えません; not この画面は使えません)
    r"|(?:^|私は?|[、,])(?:左|右|片)(?:耳|目)が(?:聞こえ|見え)(?:ない|ません|なくて)"
    r"|(?<!この)(?<!その)(?:パソコン|PC|スマホ|ネット)(?:は|が)(?:ほとんど|あまり|全然|まったく)使えません"
    # the only device the user has (スマホしか持っていないので; not 今日はスマホしか持っていない)
    r"|^(?![^。]*(?:今日|今は|いま|今回))(?:私は)?(?:スマホ|スマートフォン|携帯|ガラケー|iPad|タブレット)"
    r"しか(?:持って(?:い)?(?:ない|ません)|ない|ありません)"
    # (or the devices the user does not have, then what they have: うちにはスマホもパソコンも
    # なくて、ガラケーとFAXだけなんです; not 今日はパソコンがなくて)
    r"|^(?![^。]*(?:今日|今は|いま|今回))(?:うちには|私は|家には)?(?:スマホ|パソコン|PC|携帯|ネット)"
    r"も[^、。]{0,12}(?:なくて|ありません|ない)[、,][^。]{1,20}だけ(?:です|なんです|です)?"
    r"|アレルギー(?:があ|持ち)|ベジタリアン|ヴィーガン|菜食|ヘルニア|持病|喘息|糖尿病|妊娠中|腰痛持ち"
    # family and pets ("柴犬を二匹飼ってて", "子どもが二人います")
    r"|を[一二三四五六七八九十\d]+(?:匹|羽|頭)飼って|(?:犬|猫|ねこ|いぬ|柴犬|インコ|うさぎ)を飼って"
    r"|(?:子ども|子供|娘|息子)が[一二三四五\d]+人|(?:娘|息子)は[一二三四五六七八九十\d]+歳"
    # a change of life or work ("前の会社を辞めて", "娘が生まれました", "マネージャーになりました",
    # "猫をもう一匹迎えました", "フリーランスでやっています")
    r"|(?:英語|日本語|中国語)が(?:苦手|得意ではない|あまり得意では)|育休明け|産休明け|復職したばかり|会社を辞め|(?:転職|退職|独立)しました|フリーランス(?:で|に|として)|(?:娘|息子|子ども|子供|赤ちゃん)が"
    r"生まれ|(?:マネージャー|リーダー|課長|部長|テックリード)に(?:なりました|昇進)|を(?:もう)?[一二\d]匹"
    r"迎え|(?:支給|貸与)の[^、。]{0,12}を使って|管理者権限(?:が|は)(?:ない|ありません)"
    # the household (うちは四人家族です) and a record of the user's sport (フルマラソンは3回走った
    # ことがあって、ベストは3時間58分です; not 今日のベストは…, 今回のベストは…)
    r"|[二三四五六七八九\d]人家族(?:です|で|なので)"
    r"|" + _SPORT_JA + r"[^。]{0,24}?(?<!今日の)(?<!今回の)(?<!今年の)(?:自己)?ベスト"
    r"(?:タイム|記録)?は"
    r"[^、。]{0,6}?[\d一二三四五六七八九十]+(?:時間|分|秒|キロ|kg)"
    r"|(?:フル|ハーフ)?マラソン[^、。]{0,4}[\d一二三四五六七八九十]+回(?:走|完走|出)[^、。]{0,4}ことが(?:あ|ありま)"
    # a goal ("…のが目標です", "…を目指しています")
    r"|(?:のが|が)目標(?:です|だ|なんです)?[。!！]?$|を目指して(?:い)?ます"
    # a morning of every day ("毎朝6時に起きて子どもの弁当を作ってる")
    r"|毎(?:朝|晩|日)[^、。]{0,10}(?:作って|起きて|走って|通って)")


def is_personal(sentence: str) -> bool:
    """True when ``sentence`` says a lasting condition of the user's life."""
    return bool(_EN.search(sentence) or _ZH.search(sentence) or _JA.search(sentence))
