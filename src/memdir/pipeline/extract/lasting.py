"""Words that say a user's rule lasts: the cues offline extraction reads before it hears a
sentence as a lasting instruction (`memdir.pipeline.extract.rules.judge`).

- `DURABLE_CUES`: a phrase that says so ("from now on", "always", 以后, 一律, 今後, 必ず),
  and `DURABLE_CHANGE_CUES`, a change of mind ("switch to", 改用, に変更).
- `HABITUAL`: said every time ("before you commit", "whenever", 每次, 的时候, たら, 前に),
  and `WITHOUT_DOING`, a manner after a Japanese topic ("長いコードは貼らずに、…").
- `LASTING_SCOPE`: said to hold for every session or the whole repository ("for future
  sessions", "not just today", "In this repo, …", 长期的要求, 毎回のお願い).
- `ANY_CASE`: a condition whose subject is any one of its kind ("If a PR touches the
  schema, label it"), with `BESIDE_IT`, a place beside that subject ("above it").

Which of them a sentence says of the user's own memory ("I've never understood", "I can't
remember") is `memdir.pipeline.extract.decoys`.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.policy import CHANGE_CUES
from memdir.pipeline.extract.request import is_request

DURABLE_CUES: tuple[str, ...] = (
    "以后", "今后", "往后", "从现在起", "从现在开始", "一律", "总是", "永远", "记住", "始终",
    "每次", "不要再", "别再", "再也不要", "再也别", "统一", "务必", "我喜欢", "我习惯", "我偏好",
    "from now on", "always", "never", "remember", "going forward", "in this project we",
    "in the future", "every time", "i prefer", "from here on", "moving forward", "henceforth",
    "from today on", "for future reference",
    # A decision the team took is durable by nature ("we decided to drop Python 3.9").
    "we decided", "we've decided", "we have decided", "we agreed", "我们决定", "团队决定",
    "it's been decided", "it has been decided", "it was decided", "已经定了", "定下来了",
    "ことに決定", "ことに決めました", "決定しました", "we settled on", "we've settled on",
    "今後", "これから", "必ず", "かならず", "常に", "いつも", "覚えて", "毎回", "以後", "二度と",
)
# Change cues count as durable too ("我改主意了,测试改用 vitest" must reach the policy,
# which turns it into an update); "instead"-like ones alone are said of one-off fixes, and
# 改成/换成 alone of an edit to make ("按钮改成蓝色", "把登录处理改成异步的").
DURABLE_CHANGE_CUES = tuple(c for c in CHANGE_CUES
                            if c not in ("instead", "now use", "ではなく", "代わりに", "改成",
                                         "换成"))

# A step asked for every day or a part of every day ("Send owners a photo every evening",
# "Email me the figures every Friday", 每天晚上给主人发一张照片; 毎晩 was a cue): `every_day`.
# Not what happens every day ("The build fails every other day", 每天早上都堵车).
EVERY_DAY = re.compile(
    r"(?i)\bevery\s+(?:single\s+|other\s+)?(?:morning|evening|night|day|weekday|working\s+day"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!\s+(?:this|next)\s+week\b)"
    r"|^每(?:天|日|晚|周[一二三四五六日天]|个工作日)(?:早上|上午|中午|下午|晚上|早晨|睡前)?[，,]?\s*(?:都)?"
    r"(?=(?:给|帮我|替我|把|发|提醒|检查|备份|汇总|整理|统计|更新|核对)(?![^。]*了))")


# A verb in the imperative and what it acts on ("Send owners a photo", "Email me", "Check the
# tanks"; not "Staging gets wiped", "The build fails", a subject and its verb).
_DO_IT = re.compile(
    r"(?i)^(?:please\s+|and\s+)?(?!(?:the|a|an|my|our|your|this|that|these|those|it|i|we|you|they"
    r"|he|she|there|here|what|who|everyone|everything|staging|prod)\b)[a-z]+(?:\s+(?:up|out|over))?"
    r"\s+(?:me|us|him|her|them|the|a|an|my|our|their|your|every|each|all|owners|clients"
    r"|customers|parents|staff|members|everyone)\b")


def every_day(sentence: str) -> bool:
    """Whether ``sentence`` asks for a step every day or part of one (`EVERY_DAY`)."""
    return bool(EVERY_DAY.search(sentence) and (is_request(sentence) or _DO_IT.search(sentence)
                                                or sentence.startswith("每")))


# Said every time: "before you commit", "whenever", "每次", "的时候", "たら", "前に".
HABITUAL = re.compile(
    # ("before we merge this" is about the work at hand: its object points)
    r"(?i)\b(?:before\s+(?:(?:you|we)\b(?!\s+[a-z]+\s+(?:this|it|that|these|those)\b)|each|every"
    r"|any|committing|pushing|merging|releasing|"
    # ("when you're done" is the end of the work at hand, once)
    r"deploying|opening)|when(?:ever)?\s+(?:(?:you|we|i)(?!\s+[a-z]+\s+(?:this|that|these|those)\b)"
    r"(?!(?:'re|'ve|'m|\s+are|\s+have|\s+am)"
    r"\s+(?:done|finished|ready|through|back|free)\b|\s+(?:get|have|find)\s+(?:a\s+)?(?:chance"
    r"|minute|moment|sec(?:ond)?|time)\b)|[a-z]+ing)"
    r"|after\s+(?:(?:you|we)(?!(?:'re|'ve|\s+are|\s+have)\s+(?:done|finished|through)\b)|each|every)"
    r"|each\s+time|by\s+default|usually|in\s+general|as\s+a\s+rule|(?:n't|not)\s+ever"
    # a condition on any case ("Whenever a function grows past a screen, split it": the "it"
    # is the condition's subject)
    # (not a politeness frame for one request: "whenever you're ready", "when you get a chance")
    r"|(?:whenever|every\s+time|any\s*time)(?!\s+(?:you|we)(?:'re|\s+are)\s+(?:ready|free|done"
    r"|finished|back)\b|\s+(?:you|we)\s+(?:get|have|find)\s+(?:a\s+)?(?:chance|minute|moment"
    r"|sec(?:ond)?|time)\b)"
    r"|,\s*ever)\b"
    # a habit asked for ("Make it a habit to…", "养成…的习惯", "…を習慣にしてください")
    r"|make\s+(?:it\s+)?a\s+(?:habit|rule|point)\s+(?:to|of)|make\s+a\s+habit\s+of"
    r"|养成[^，。]{0,24}习惯|習慣に(?:して|しましょう|する)"
    # never, of a habit ("我们周末从来不发版"; not "我从来不知道…", never having known)
    r"|(?:我们|咱们|团队|我|我们组|这里)[^，。]{0,10}?(?:从来不|从不|绝不)"
    r"(?!知道|懂|明白|记得|晓得|听说|想过|见过|用过)"
    # stop doing something ("X のはもうやめてください"; "もうやめて" alone is "stop now")
    r"|(?:の|こと)[はを、,]\s*(?:もう)?やめて"
    # the agent's habit complained of, with a stop ("You keep X; stop that")
    r"|\byou\s+(?:keep|always|constantly)\s+[a-z]+ing\b[^.]*\b(?:stop|quit|don'?t|no\s+more)\b"
    # every time (ja たびに, zh 每…就), everywhere, anything of a kind; で統一
    r"|たびに|度に|いちいち|每[^，。]{1,12}就|絶対(?:に)?[^、。]{0,20}ないで"
    # every one of a kind ("at the top of each experiment script", 每个…都), 千万别,
    # "no longer" (もう…ないで)
    r"|\b(?:at\s+the\s+(?:top|start|end)\s+of|in|to|for|on)\s+(?:each|every)\s+(?:new\s+)?"
    r"(?!(?:and|or|but|then|of|one)\b)[a-z][\w-]*\b(?!\s+(?:of|in)\s+(?:that|this|these|those|the\s+(?:last|previous|current)))"
    r"|^每(?:个|条|一个|次)[^，。]{0,20}都|千万(?:别|不要|不能)"

    # every piece of a kind named first, then each one (给初二出的练习卷，每份最后都附一道拓展题;
    # not 练习卷，每份都印错了, what happened)
    r"|[，,]\s*每(?:个|条|份|张|篇|封|道|页|章|节|件|套|一个|一份|一张|一篇|一封)"
    r"[^，。]{0,12}都(?![^。]*了[。!！]?$)"
    # stop and check in (a standing rule for when something goes wrong)
    r"|\bstop\s+and\s+(?:ask|check\s+(?:in|with))|先停下来|停下来(?:问|找|跟)"
    r"|もう[^、。]{0,8}(?:しないで|ないで|使わない|入れない|追加しない)"

    r"|,\s*everywhere\b|\beverywhere\s*[.!]?$"
    # "don't ever" said as an order, its "n't" inside the word ("don't ever put a driver on
    # more than two drops after six"; not "I don't ever want to see that again", the user's own)
    r"|(?:^|[,;:]\s*|\b(?:please|just|and|but|so)\s+)don't\s+ever\b"
    # anything from one source, of every time ("On anything from the Hartmann account, their
    # glossary wins")
    r"|\b(?:on|for|with)\s+(?:anything|everything|any\s+(?:job|text|file|order|request|ticket"
    r"|email|document|piece))\s+(?:that\s+comes\s+)?from\b"
    r"(?!\s+(?:this|that|these|those|today|yesterday|tonight|last|earlier)\b)"
    r"|\bfor\s+(?:anything|everything|any\s+[a-z]+)\s+(?:with|that|involving|related|in|using"
    r"|going|sent|headed|meant|written)\b"
    # every one of the user's works of a kind, said first ("For all my manga work, keep…"; not
    # "For all my worrying, it worked", "For all of our sakes, fix this")
    r"|^for\s+all\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}(?:work|projects|code|repos|writing"
    r"|translations|docs|emails|letters|papers|scripts|reports|books|sites|apps|clients)\s*,"
    r"|(?:で|に)統一"
    # "next time" with a reminder or a prohibition is a lesson ("Next time you delete a
    # file, ask me first"; of one occasion it is temporary: `find_temporary`)
    r"|next\s+time\b[^.;!?]{0,40}?[,\s]\s*(?:please\s+)?(?:ask|check|confirm|remember|make\s+sure"
    r"|never|don'?t|do\s+not|always|tell)\b"
    # every one of a kind goes in one place ("Secrets live in vault.yaml and nowhere
    # else", "…にだけ書くことになっています": what is settled)
    r"|\band\s+nowhere\s+else\b|ことになって(?:います|いる|る|ます)"
    # a way of working decided (決済は Stripe に一本化することになりました; not 出張することに
    # なりました, one trip)
    r"|(?:一本化|統一|移行|廃止|切り替え|採用|導入|標準化)(?:する)?ことに(?:なりました|なった|決まりました)"
    # a condition on every case: 的话 (not "if you can"), なら / ずに after a topic
    # (nor words said, written or sent: 写几句感谢的话, 说的话, 祝福的话)
    r"|(?<!可以)(?<!方便)(?<!有空)(?<!有时间)(?<!能)(?<!行)(?<!好)(?<!需要)(?<!这样)(?<!那样)(?<![这那有])"
    r"(?<!感谢)(?<!感激)(?<!祝福)(?<!客气)(?<!鼓励)(?<!安慰)(?<!道歉)(?<!好听)(?<!暖心)(?<!说)(?<!讲)"
    r"的话"
    r"|^(?![^、。]*(?:この|その|これ|それ|今|さっき))(?![^、。]*(?:時間|暇|余裕|手が空)"
    r"[^、。]{0,4}(?:なら|があれば))[^、。]{2,30}(?:なら|ならば)[、,]"
    # whenever one meets a kind of case (遇到…, 碰到…)
    r"|^(?:如果)?(?:遇到|碰到)[^，。]{1,16}[，,]"
    r"|记得|之前[，,]?先|以前先|前(?:先|要|都|务必|记得|请一定|一定)|(?:提交|合并|发布|部署|上线|推送|发版)(?:之|以)?前"
    # (not of the thing at hand: 我做这个的时候很慢 is said of this once)
    r"|(?<![这那這][个個些样樣])(?<![这那這])的时候|每当|平时|通常"
    # a kind of work named with 时 and a must (给学员发约车通知时，一定写上教练的车牌号; not
    # 这次发通知时…)
    r"|^(?![^，。]*(?:这|那|今天|刚才))[^，。]{2,24}(?<![临当同及准按小暂])时[，,]\s*(?:请)?(?:一定|务必|必须"
    r"|都要|都得)"
    # every morning, asking something of it ("毎朝…キャッシュを消してから作業してください"; not
    # "毎日暑いですね")
    r"|(?:毎朝|毎晩|毎日)(?=[^。]*(?:ください|てね|こと|ように|しましょう)[。!！]?$)"
    # whenever ("只要动了公共组件,就…", "改了配置项就得同步…")
    r"|只要[^，。]{1,20}[,，]\s*就|(?:改|动|加|删|新增|升级)了[^，。]{1,12}就(?:得|要|必须)"
    # a step done on every one of a kind ("改完代码顺手跑 lint", "正则写完给我附例子")
    r"|(?<![这那个把将])(?:代码|测试|正则|接口|功能|脚本|文档|SQL|sql|页面|组件)\s*(?:改|写|提交|做|加)完(?!了)"
    r"|(?:改|写|提交)完(?:代码|测试|正则|接口|功能|脚本|文档)"
    # ja: as far as possible, a manner (なるべく普通の日本語で; not "なるべく早く", one deadline)
    r"|(?:なるべく|できるだけ|極力)(?!早|すぐ|急|今)(?![^。]{0,40}(?:この|その|これ|それ|さっき))|默认(?!主题|值|配置|设置|分支|参数|的|页|语言)|尽量"
    # zh: a threshold or any case, then 就 and what to do ("函数超过一屏就拆开", "只要改了接口
    # 就更新文档"; not "只要能跑就行", which says what is enough now)
    # (not after one thing is done or while there is time, "一旦好了就告诉我", "有空就看看", nor
    # what happened, "不到一秒就跑完了")
    r"|(?:(?:超过|超出|多于|大于|高于|低于|少于|不足|不到)[^，。,]{1,12}|(?:一旦|只要|凡是|但凡)"
    r"[^，。,]{1,20})(?<!好了)(?<!完了)(?<!有空)(?<!有时间)(?<![好完])就(?!行|好|可以|够|算|看看|试试)"
    r"(?![^，。,]{0,12}了[吧啊呀啦]?[。!！~～]*$)"
    # ja: たら after one completion (終わったら, 通ったら) is the next step of the work at hand;
    # 際は after a verb or の, each such time (ゲストに送る際は, 納品の際は; not この際, 実際は)
    r"|(?:(?<!終わっ)(?<!終え)(?<!通っ)(?<!直っ)(?<!片付い)(?<!完了し)(?<!落ち着い)(?<!揃っ)"
    r"(?<!決まっ)(?<!上がっ)(?<!戻っ)(?<!帰っ)(?<!当)たら(?!い)|(?<![0-9０-９日週月年分時間])前に|ときは|時は|(?<=[るた])際(?:に)?は|(?<!この)(?<=の)際(?:に)?は|場合は|普段"
    r"|基本的に)")


# ja: a manner without a step after a topic ("長いコードは貼らずに、…"): a rule when said alone,
# but no word that it lasts (`_soft`).
WITHOUT_DOING = re.compile(r"^[^、。]{1,30}は[^、。]{1,30}ずに")


# One way chosen over another, both named (回复顾客邮件开头称呼就用“您好”，别用“亲”; 别用 npm，
# 用 pnpm): a standing choice, whatever the reason after it points at ("我们店不走那个风格").
CHOSEN_OVER = re.compile(
    r"用[^，。,这那]{1,16}[，,]\s*(?:而)?(?:别|不要|不用|不许|不准)(?:再)?用[^，。,这那]{1,16}"
    r"|(?:别|不要|不许|不准)(?:再)?用[^，。,这那]{1,16}[，,]\s*(?:就|改|要|请|都|统一)?用[^，。,这那]{1,16}"
    # (or what to write, then what not: 位置写林班号，不写大概方位)
    r"|(?P<w>写|填|标|记)[^，。,这那]{1,16}[，,]\s*(?:而)?(?:不|别|不要|不用)(?:再)?(?P=w)[^，。,这那]{1,16}")


# A rule said to hold for every session or for the whole repository ("One rule for future
# sessions:", "not just today", "In this repo, fixtures live…", 长期的要求, 毎回のお願い):
# lasting whatever it then points at.
LASTING_SCOPE = re.compile(
    # ("In future, every quote I send says…", "Take that phrase out for good": the British "in
    # future" and "for good", not "in future releases" nor "for good reason")
    r"(?i)(?:^|[,;:.]\s*|\s-\s+)in\s+future\s*(?:[,:]|$)|\bin\s+future\s*[.!]?$"
    r"|\bfor\s+good\s*(?:[.!,;)]|$)"
    # (a kind of thing kept the way it was just done: "keep the crazy golf socials like that -
    # short, one joke max"; not "keep it like that", "Keep the intro like that", one piece: the
    # kind in the plural)
    r"|^(?:please\s+)?keep\s+(?:the|your|my|our|all\s+the)\s+(?!(?:it|this|that)\b)"
    r"(?:[\w'-]+\s+){0,3}?[\w'-]*[^\Wsu]s\s+(?:like\s+(?:that|this)|that\s+way|this\s+way)\b"
    r"(?![^.!?]*\b(?:while|until|till|for\s+now|today|for\s+a\s+(?:bit|sec|minute)))"
    r"|\b(?:for|in)\s+(?:all\s+)?(?:future|every|each)\s+sessions?\b|\bnot\s+just\s+(?:for\s+)?(?:today|now|this\s+(?:one|job|task|time|pr|file|run))\b"
    r"|长期的?(?:要求|规矩|习惯)|不光是今天|毎回のお願い|(?:は|も)(?:要らない|いらない|不要)(?:ので|から|です)"
    r"|\b(?:that'?s|this\s+is)\s+how\s+we(?:'ve|\s+have)?\s+(?:always\s+)?\w+|(?:チーム|うち|会社)の(?:約束|ルール|決まり)です"
    r"|^(?!.*(?:这|那|目前|现在|暂时))(?:[^，。]{1,10}(?:里|中|上)，)?[^，。]{1,16}都(?:加上|要加|要写|得加|要用|统一|跟上|附上|带上"
    r"|注明|标明|标上|写上|标注)|^新(?:加|增|写|建)的[^，。]{1,10}都(?:要|得|必须)"
    r"|^(?:every|each|all|any)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:has\s+to|have\s+to|must|needs?\s+to"
    r"|should)\b"
    # every one of a kind and what it carries, in the present ("Every migration ships with a
    # working down migration"; not "Every test failed", "Every build is red")
    # (or what it gives, lists or starts with, the agent's own writing too: "every lot
    # description gives the cattle's age in months", "Every catalogue entry you write for me
    # includes both"; not "Every response includes an error")
    r"|(?:^|[:;,]\s*)(?:every|each)\s+(?:new\s+)?(?:[\w'-]+\s+){0,2}?[\w-]+"
    r"(?:\s+you\s+(?:write|draft|send|make|prepare|do)(?:\s+for\s+(?:me|us))?)?"
    r"\s+(?:(?:ships|comes|goes\s+out|starts|opens|ends|closes)\s+with|includes|gives|carries|lists"
    r"|states)\s+(?!(?:an?\s+)?(?:error|exception|warning|bug|typo|crash)s?\b)"
    r"(?:a|an|its|their|the|both|our|my|[\w-]+'s)\b"
    # every one of a kind done the way just said ("Word every race notice that way", 海外向けの
    # 商品ページは全部これで, 所有通知都照这个写; not "Keep it like that", one piece)
    # (not the things in front of us now: "Fix every failing test that way", "Do every step like
    # that and tell me when it fails", "the remaining files", "every file in this folder")
    r"|(?:^|[,;:]\s*)(?:please\s+)?[a-z]+\s+(?:every|each|all(?:\s+the)?|any)\s+"
    r"(?!(?:[\w'-]+\s+){0,3}?(?:failing|broken|remaining|rest|steps?|this|these|those|here)\b)"
    r"(?:[\w'-]+\s+){0,3}?(?:(?:that|this|the\s+same)\s+way|like\s+(?:that|this))\b"
    r"(?![^.!?]*\b(?:(?:tell|let|show|ping)\s+me|in\s+(?:this|these)|here|now)\b)"
    # (or one of a kind that comes round, done that way each time: "do the parkrun volunteer
    # rota like that every week")
    r"|(?:^|[,;:]\s*)(?:please\s+)?[a-z]+\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,4}?(?:(?:that|this"
    r"|the\s+same)\s+way|like\s+(?:that|this))\s+(?:every|each)\s+(?:week|month|day|time|year"
    r"|morning|evening|night|term|season|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
    # (not the things at hand: このPRの残りのファイルも全部これで,
    # 把这个文件夹里的每个文件都照这个改)
    r"|(?:^|[、,])(?:(?!この|その|あの|今回|今の|残り|ここ|これ)[^、。,])*?(?:は|も)(?:全部|すべて|全て|毎回)"
    r"(?:これ|それ|この形|その形|この通り|同じ形)(?:で|に)"
    r"|(?:^|[，,])(?:(?!这|那|剩|其余|其他|此|本次|目前|现在)[^，。,])*?(?:所有|每个|每份|每张|每条|全部)"
    r"[^，。]{0,12}都(?:这样|照这个|按这个|照这样|按这样|这么)"
    # the order of a kind of document: what goes first, what after (議事録は決定事項を冒頭に
    # まとめて、経緯はそのあとに; 写周报先列完成的事,再列风险; not 先看这个,再改那个, nor one
    # document: このメールは…, 写这封邮件…)
    r"|^(?!この|その|あの|今回|今日)[^、。]{1,12}は[、,]?\s*(?:まず|[^、。]{1,16}(?:を|は)(?:冒頭|最初|先頭)に)[^。]{1,40}"
    r"(?:そのあと|その後|次に|あとに|後に)"
    r"|^(?:写|做|出|整理)(?![这那])[^，。,]{1,8}(?:报|稿|文档|纪要|邮件|方案|总结|说明|记录)(?:的时候|时)?"
    r"[，,]?\s*先[^，。,]{1,20}[，,]\s*(?:再|然后|接着)"
    # a kind named first, and how to do it rather than another way ("For UI state in the
    # Android app, model it as a sealed interface rather than an enum"; not "For this bug, …")
    r"|^for\s+(?!(?:this|that|these|those|now|today|tonight|the\s+(?:demo|next|rest|moment"
    r"|time\s+being))\b)[\w\s-]{2,40},\s*[^.]{1,60}\b(?:rather\s+than|instead\s+of)\b"
    # every piece of a kind of the user's own work, named first ("For my translation jobs,
    # keep the client's formatting…", 我接的翻译活儿,…; 翻訳の案件では、…; not "For my next
    # job, …", one of them, nor "For my jobs today, …"), where it is published after it and
    # the imperative with no comma ("For my mod pages on Nexus use British spelling")
    r"|^for\s+(?:all\s+|any\s+of\s+)?(?:my|our)\s+(?:[\w-]+\s+){0,2}(?:jobs|work|clients|customers"
    r"|projects|orders|bookings|commissions|gigs|shoots|weddings|students|lessons|classes|patients"
    r"|guests|posts|listings|newsletters|letters|emails|invoices|quotes|translations|repairs|pages"
    r"|descriptions|products|mods|videos|courses|recipes|articles|episodes|designs|sites|books)"
    r"(?:\s+(?:on|at|in|for)\s+(?!(?:this|that|the\s+(?:next|last))\b)[\w&.'-]+){0,2}"
    r"(?:\s*,|\s+(?=(?:use|keep|write|add|put|make|always|never|don'?t|do\s+not|avoid|include"
    r"|stick|spell|sign|give|list|leave|start|end|mark|tag|stay|say|call|refer|format)\b))"
    r"(?![^.]*\b(?:this|today|tonight|now)\b)"
    r"|^(?:我|我们)接的[^，。,这那]{1,8}(?:活儿?|单子?|项目|稿子)(?:里|都|的话)?[，,]"
    r"|^(?!この|その|今回|今日)[^、。]{1,12}の(?:案件|仕事|依頼)(?:では|は|で)[、,]"
    r"|(?:頼んだ|言った|お願いした|指示した)(?:とき|時|場合)(?:だけ|以外)|\bonly\s+when\s+i\s+ask"
    # the default with its exception ("unless I explicitly ask for closed wording", 除非我明确
    # 说要, 特に指示がない限り; not "I won't know unless I ask her")
    r"|\bunless\s+i\s+(?:[a-z]+ly\s+)?(?:ask|say|tell\s+you)\b(?!\s+(?:her|him|them|someone"
    r"|somebody|around|people|first)\b)|除非我(?:明确|特别|专门|主动)?(?:让|说"
    r"|要求)|(?:特に|別途|私から|こちらから)[^、。]{0,6}(?:指示|お願い|指定|言わ|頼ま)(?:が|し)?ない限り"
    # every piece of a kind the agent makes, said after the rule ("…, stick to that in anything
    # you draw up"; not what it made: "in everything you wrote")
    r"|\b(?:in|for|to|on)\s+(?:anything|everything|whatever)\s+(?:else\s+)?you\s+(?:write|draw\s+up"
    r"|draft|make|produce|send|generate|hand|give|build|design|create|prepare|put\s+together)\b"
    r"|(?<!刚才)(?<!刚刚)(?<!上次)你(?:写|画|做|出|生成|起草)的(?:所有|任何)"
    r"|(?:書いて|作って|描いて)もらう[^、。]{0,8}(?:は|には|では)?(?:全部|すべて|どれも)"
    # an instruction for every one of a kind, its verb first ("Report every rate per 100,000
    # with its confidence interval"; not a step on the things at hand: "Run every test and
    # tell me what fails", "Fix every typo in this file")
    r"|^(?:please\s+)?(?:always\s+)?(?!(?:run|fix|check|test|delete|remove|open|close|find|list"
    r"|count|rename|update|translate|ask|read|review|try|retry|rerun|kill|stop|restart|merge"
    r"|revert|undo|email|call|ping|message|text|contact|re-?run|go|look|send)\b)[a-z]+\s+every\s+"
    r"(?!(?:one|time|day|week|month|morning|night|evening|other|single)\b)[a-z][\w-]*"
    r"(?![^.]*\b(?:this|these|that|those|here|above|below|today|tonight|now)\b)"
    r"|^in\s+this\s+(?:repo|repository|project|codebase)\b"
    # zh: every case of a kind, said first (凡是删库的命令,先发给我看; 但凡要改表结构,…), and a
    # condition that the code is changed (如果改到了公共组件,就…; not 如果改完了, 改了这个文件)
    r"|^(?:凡是|但凡)[^，。]{1,24}[，,](?![^。]*[了吧][。!！]?$)"
    r"|^(?:如果|要是|假如|若是?)(?:你|我们)?(?:改|动|碰|加|删|新增|引入|涉及)(?![完好])(?:到|了|过)?"
    r"[^，。,这那]{1,16}[，,]\s*(?:就|请|记得|都|要|先)(?![^。]*[了吧][。!！]?$)"
    r"|^(?:在)?这个(?:仓库|项目|代码库)(?:里|中)|^このリポジトリ(?:では|の)"
    # every one of a kind written for the user (给我写的 SQL 里,…; "In any SQL you write for
    # me, …"; not 刚才给我写的那段 SQL 里, "the SQL you wrote for me")
    r"|^(?:你)?(?:给|帮|替)我(?:写|生成|出|做)的(?![^，。]*(?:这|那|刚|上面|上次|昨天))[^，。,]{1,12}"
    r"(?:里|中|里面|里头)[，,](?![^。]*[了吧][。!！]?$)"
    r"|^in\s+(?:any|all|every)\s+[\w-]+(?:\s+[\w-]+)?\s+you\s+(?:write|generate|draft|produce)\s+for"
    r"\s+me\b|^(?:私に|私のために)(?:書いて|作って)くれる[^、。]{1,16}(?:では|には|は)[、,]")


# A condition whose subject is any one of its kind ("If a PR touches the schema, label it",
# "When a module passes 500 lines, break it up"): a rule for every case, unless the
# sentence also points at the work at hand ("When a test fails, show me the output above").
# The main clause must ask something: "If any questions come up, let me know" and "If a
# reviewer asks, I'll handle it" are talk.
ANY_CASE = re.compile(
    r"(?i)^(?:(?:if|when|once)\s+(?:an?|any|every|each)"
    # whatever of a kind the agent writes, or on any of a kind ("Whatever kit list you write
    # for a camp, waterproofs go at the top", "On any product description, say …"; not
    # "Whatever you think, …", "On any day but Friday, …")
    r"|(?:whatever|whichever)(?=\s+[\w-]+(?:\s+[\w-]+){0,2}\s+you\s+(?:write|draft|send|make|print"
    r"|put\s+together|prepare|do)\b)|(?:on|in|for)\s+(?:any|every|each))\s+"
    r"(?!(?:few|bit|little|lot|moment|minute|second|while|day|week|couple|time)\b)[a-z][\w-]*"
    r"[^,.;!?]{0,60},\s*(?!(?:i|i'll|i'd|we|we'll|you'll|it|they|that|this|there)\b"
    r"|let\s+me\s+know|feel\s+free|just\s+(?:ask|shout)|give\s+me\s+a\s+shout)[a-z]")
# Inside such a condition, "above it" / "below them" is where a thing goes beside the
# condition's subject ("If a function can be called from an interrupt, say so in the comment
# above it"), no pointer to the output above.
BESIDE_IT = re.compile(r"(?i)\b(?:above|below)\s+(?:it|them)\b")


__all__ = ["ANY_CASE", "BESIDE_IT", "CHOSEN_OVER", "DURABLE_CHANGE_CUES", "DURABLE_CUES",
           "HABITUAL", "LASTING_SCOPE", "WITHOUT_DOING"]
