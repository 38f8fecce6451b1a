"""A request: the core clause after its frame, and the moods that ask for a way of working.

`memdir.pipeline.extract.rules.judge` reads these beside the cues of
`memdir.pipeline.extract.cues`: the core clause after its frame ("please", "I'd like you
to", "It would be great if you", "When writing SQL,") starts with a verb in the imperative,
or says should/must/需要/请/てほしい/ないで; a preference ("I prefer", "我更喜欢", "の方が
好み"), a permission that lasts ("敬語じゃなくていい"), a universal subject ("Any new
endpoint needs…", "No force pushes", "SQL 每个子句单独一行"); a rule with no verb of asking:
"…, no exceptions", a prohibition (不能, 千万), a limit with a number (不超过 50), how much is
enough ("有摘要就够了", "概要があれば十分です"), an adjective and 点 ("简短点").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# The verbs of an order after a place on every one of a kind, with no comma.
_ORDER = r"(?:put|use|write|keep|add|show|list|include|print|give|say|mark|never|always|don'?t)\b"
# The frame around a request; what follows it is the core clause.
_FRAME = re.compile(
    r"(?i)^(?:(?:please|kindly|just|also|and|so|ok(?:ay)?|alright|btw)[\s,]+"
    r"|(?:i'?d|i\s+would)\s+(?:like|love|want|prefer)\s+(?:it\s+if\s+)?you\s+(?:to\s+)?"
    r"|i\s+want\s+you\s+to\s+|i'?d\s+rather\s+you\s+|(?:i'?d|i\s+would)\s+appreciate\s+it\s+"
    r"if\s+you\s+|it\s+would\s+be\s+(?:great|nice|good|better|helpful|ideal)\s+if\s+you\s+"
    r"|(?:i\s+think\s+)?it'?d\s+be\s+(?:better|best|nicer|good|great)\s+if\s+you\s+"
    r"|maybe\s+(?:just\s+)?|(?:ideally|preferably)[,\s]+"

    # a scope of every one of a kind: "In notebooks, …", "In the user guide, …" (not "In
    # this file", a temporary scope, nor "In the meantime")
    r"|in\s+(?!(?:this|these|that|the\s+meantime|that\s+case|short|fact|any\s+case)\b)"
    # (a kind with its addressee: "In letters to opposing counsel, …")
    r"(?:all\s+|every\s+|the\s+)?[\w-]+(?:\s+[\w-]+){0,3},\s*"
    # (or a place on every one of a kind, with or without its comma: "On the counter labels put
    # the Polish name under the English one"; not "On Monday", "On this page", "On the day";
    # without its comma only a kind in the plural or with every: "On the train put the laptop in
    # the overhead rack", "On the draft put my name under the title" are one place, one thing)
    r"|on\s+(?!(?:this|these|that|those|today|tomorrow|tonight|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday|the\s+(?:day|night|way|weekend|\d))\b)(?![^,]*\bonly\b)"
    r"(?:(?:all\s+|every\s+|the\s+|our\s+|my\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,3}?,\s*"
    r"|(?:all|every|each|any)\s+[a-z'-]+(?:\s+[a-z'-]+){0,3}?\s+(?=" + _ORDER + r")"
    r"|(?:the\s+|our\s+|my\s+)?(?:[a-z'-]+\s+){0,3}?[a-z'-]*[^\Wsu]s\s+(?=" + _ORDER + r"))"
    r"|let'?s\s+|(?:whatever\s+(?:else\s+)?you\s+do|no\s+matter\s+what|under\s+no\s+circumstances"
    r"|at\s+all\s+costs?)[,\s]+|(?:when(?:ever)?|if|while|before|after)\s+[\w-]+ing\b[^,]{0,60},\s*"
    # a condition says when the rule applies: "If a test is flaky, mark it…"
    r"|(?:if|unless|once)\s+[^,]{1,60},\s*"
    r"|(?:where(?:ever)?|when(?:ever)?)\s+(?:possible|applicable|appropriate|needed"
    r"|necessary|relevant)[,\s]+)+")
IMPERATIVE = re.compile(
    r"(?i)^(?:do\s+not|don'?t|didn'?t|never|always|avoid|prefer|use|write|reply|respond"
    r"|answer|put|name|keep|be|make\s+sure|stop|start|format|indent|wrap|sort|log|commit"
    r"|push|pin|document|limit|include|split|call|address|follow|stick|default|treat|ask"
    r"|store|place|give|run|add|mark|test|lint|deploy|target|support|speak|talk|explain|seed"
    # "make X <how>": a manner ("Make error messages actionable"; "make the…" is a task)
    r"|make\s+(?!a\b|an\b|one\b|some\b|two\b|another\b|the\b|it\b|this\b|that\b|these\b|those\b|sure\b|me\b|us\b|my\b)"
    r"|show|refer|favou?r|choose|pick|spell|quote|sign|cite|mention|comment|annotate"
    r"|prefix|end|begin|separate|group|return|raise|handle|validate|escape|encode|save"
    r"|capitali[sz]e|leave|check|tell|list|summari[sz]e|skip|ignore|squash|rebase|say|note|flag|ping|notify|no)\b")
# ("No, …" and "No." answer; "No .env files checked in" names a dotfile: a prohibition)
_NOT_A_RULE = re.compile(r"(?i)^no\s+(?:worries|problem|idea|thanks|way|luck|rush|need|worry|no)\b"
                         r"|^no\s*(?:[,!]|\.(?![\w-]))")
REQUEST = re.compile(
    # a fragment or a rule by example ("answers in English", "branch names: feat/xxx", "One
    # logical change per commit", "一个文件一个组件", "1 コミット 1 目的", "like this: …")
    r"(?i)^(?:answers?|replies|responses|comments|commit\s+messages|docs|logs|variable\s+names)\s+"
    r"in\s+(?-i:[A-Z])[a-z]+\b"
    r"|^(?:branch|commit|tag|file|class|function|variable|table|column|test|pr)\s+(?:names?|titles?"
    r"|messages?)\s*:\s*\S"
    r"|^(?:one|a\s+single|1)\s+[\w-]+(?:\s+[\w-]+)?\s+per\s+[\w-]+"
    r"|^一(?:个|条|次|张)[^，。,]{1,6}一(?:个|条|次|张)[^，。,]{1,6}[。!！]?$"
    r"|^1\s*[^\s、。,]{1,8}\s*1\s*[^\s、。,]{1,8}[。!！]?$"
    r"|\blike\s+this\s*:\s*\S|\bin\s+this\s+format\s*:\s*\S|\bas\s+follows\s*:"
    r"|(?:按|照|用)这个格式[^，。]{0,4}[:：]|(?:こんな感じ|この形式|このように)(?:で|に)?\s*[:：]"
    # a passive prohibition ("Direct pushes to main aren't allowed here")
    r"|\b(?:is|are)(?:n't|\s+not)\s+(?:allowed|permitted)\b|\bforbidden\b|\bprohibited\b"
    r"|^everything\s+(?:goes|gets)\s+(?:through|via|into)\b"
    r"|(?:[くすつぬむるうぐぶ]|ない)こと[、,]|(?:は|も)なしで(?:いい|OK|大丈夫)"
    r"|\b(?:please|kindly|should|must|needs?\s+to|ha(?:ve|s)\s+to|ought\s+to)\b"
    r"|\bi\s+want\s+(?!to\b)|\bi\s+(?:always\s+|really\s+)?(?:prefer|like|love|hate|dislike"
    r"|can'?t\s+stand)\b"
    r"|(?:^|[;,]\s*)(?:i'?d|i\s+would)\s+(?:like|love|want|prefer|rather|appreciate)\b"
    # a permission about how to work ("You can be blunt with me")
    r"|^you\s+(?:can|may)\s+(?:always\s+)?(?:be|skip|assume|just|use|call|drop|ignore)\b"
    # an order of what to give ("Code first, explanation after")
    r"|^[\w\s-]{1,30}\s+first[,;]\s*[\w\s-]{1,30}\s+(?:after|afterwards|later|second|next)\b"
    r"|^(?:i\s+think\s+|honestly[,\s]+|tbh[,\s]+)?it(?:'d|\s+would)\s+be\s+(?:great|nice|good"
    r"|better|best|helpful|ideal)\s+if\s+(?!i\b|i'|we\s+could\b)"
    # an obligation in Japanese ("ログは7年間保存しないといけません", "…なければなりません")
    r"|(?:ないと|なきゃ|なくては|なくちゃ|なければ)(?:いけ|なら|ダメ|だめ)|必要があります|ねばなら"
    # a rule given with its reason ("…, so don't use newer APIs")
    r"|[,;]\s*so\s+(?:please\s+)?(?:don'?t|never|always|avoid|keep|use|stick|make\s+sure"
    r"|prefer)\b"
    # what to do after a colon ("Changelogs are for users: write them in plain words")
    r"|[:;]\s*(?:please\s+)?(?:write|use|keep|put|make|always|never|don'?t|avoid)\b"
    r"|(?:で|に)よろ(?:しく)?[。!！]?$|は\s*(?:NG|ダメ|禁止)\s*(?:で|です)?[。!！]?$"
    # a contrast: "not pandas — polars"
    r"|^not\s+(?!(?:bad|now|yet|really|sure|quite|exactly|much|again|today|here|me|that|this|so"
    r"|too|at)\b)[\w.+-]+(?:\s+[\w.+-]+)?\s*(?:—|–|--|-|;)\s*(?:use\s+)?[\w.+-]+"
    r"|^(?:anything|everything|whatever)\s+(?:that|which)\b[^.]{0,60}\b(?:needs?|must|should"
    r"|has\s+to|requires?|goes)\b"
    r"|\bnothing\s+(?:may|must|should|can)\b|に限ります|に限る|は不可(?:です)?"
    r"|^(?:any|every|each|all|no)\s+[\w-]+(?:\s+[\w-]+){0,7}\s+(?:needs?|must|should|has|have"
    r"|gets?|goes|go|is|are|requires?)\b"
    r"|(?:[,，]\s*|n'?t\s+|\bnot\s+)ever\b|\bno\s+exceptions\b|\bwithout\s+exception\b"
    r"|^(?:每|所有|任何)[^，。]{0,20}(?:不|都|要|必须|应|只|一律|最多|至少)(?![^。]*了[。!！]?$)"
    # a universal after its topic ("SQL 每个子句单独一行")
    r"|^[^我你，。]{0,20}每(?:个|条|项|行|一个|一条)[^，。]{0,12}(?:单独|各|都|不|要|必须|只|一律"
    r"|最多|至少)(?![^。]*了[。!！]?$)"
    # a prohibition: 不能 of anything but the speaker (我不能… is "I can't")
    r"|千万|绝对不|决不|不得(?!不|了)|(?<![我你他她它])不可以(?!吗)|(?<![我你他她它])不能(?:直接|随便|悄悄|私自|在|用|有|出现|超过|提交|推|删|改|写|打印"
    r"|硬编码|依赖|跳过|忽略|吞|留|放|包含|带|暴露|泄露|使用|绕过|修改|合并|上传|记录)"
    r"(?![^。]*了[。!！]?$)"
    # an adjective and 点: how to do it ("简短点", "说话直接一点")
    r"|(?:简短|简洁|简单|直接|详细|具体|精简|正式|礼貌|客气|清楚)一?点(?![了儿])"
    # what suffices is a rule ("有摘要和测试计划就够了", "概要があれば十分です")
    r"|有[^，。]{1,20}就(?:够|行|可以)了?"
    r"|(?:れば|えば|だけで)(?:十分|充分|足ります|足りる|大丈夫|OK)(?:です)?[。!！]?$"
    r"|^请|请(?!问|教|假|客|求)|不要|(?<![区特分错级类识告个差性辨离鉴派])别(?!人|的|处|名)|不准|不许"
    # 一定 with what to write or do, a must (给新人发选片通知，一定写明…; not 不一定, 我一定写完)
    r"|(?<![不统我])一定(?=(?:先|要)?(?:写|加|附|注|标|带|说|问|提醒|确认|检查|用|放|留|抄送|备注|核对))"
    r"|禁止|一律|统一|务必|必须|应该|(?<![想重主只还不摘概纲])要(?!不|是|么|命|死)|(?<![觉记晓获取显懂值使见舍免难总非认改调弄搞整排吵看跑慢快卡热累烦忙吓气笑哭长])得(?!到|了|很|太|多|好|出)"
    r"|我.{0,2}(?:喜欢|偏好|倾向|习惯)|我.{0,2}(?:希望|想要|要求)(?:你|您|回答|回复|代码|以后|能|可以|都)"
    # 麻烦 as "please" (not 麻烦你看一下, one request, nor 太麻烦了)
    r"|麻烦(?!你|您|了|死|的)"
    # "do it this way, not that way" ("Report durations in seconds, not milliseconds")
    r"|^(?!(?:it|it'?s|this|that|the|i|we|you|they|he|she|there)\b)[a-z]+\b[^,]{1,60},\s*not\s+"
    r"[\w.+-]+(?:\s+[\w.+-]+)?[.!]?$"
    r"|(?:て|で)ください|ないで(?:ね|よ)?[。!！]?$|(?<!見)てね(?=[、,。!！]|$)"
    # a prohibition said in passing, then what instead ("ぼかしは足さないで、原文が言い切って
    # るなら言い切りで。"; not "テストを書かないで、そのままデプロイしちゃった")
    r"|ないで[、,][^。]{1,40}(?:で|に|して|ください|ね)[。!！]?$"
    # how, said with a word of manner and お願い ("一文を短めにお願いします", "簡潔にお願いします";
    # not "田中さんにお願いします"), or with a verb of replying or writing and nothing it acts
    # on ("普通の丁寧語くらいで返して", "日本語で言い換えて", "結論から書いて"; not "あとで返して")
    r"|(?:[通寧潔単確め的]|やか|らか|手短)にお願い"
    r"|^(?![^。]*(?:あとで|後で|すぐ|急いで|先に|今日|今|明日|この|その|これ|それ))[^、。をは]{1,20}"
    r"(?:で|に|から)(?:返して|返事して|答えて|書いて|話して|言い換えて|まとめて|訳して)(?:ね|よ|ほしい)?[。!！]?$"
    # a dislike of a kind of wording, then what to write instead (我受不了那种"亲爱的家长们"的开头,
    # 写"各位家长好"就行; not 我讨厌这种天气)
    r"|我.{0,3}(?:受不了|讨厌|反感|看不惯|最烦|很烦|不喜欢|不爱看)(?:那种|这种|那类|这类|那些|这些)"
    r"[^。]{1,40}[，,；;][^。]{0,12}(?:写|用|说|叫|称呼|改成|换成|就行|就好|就可以|即可)"
    r"|^先[^，。]{1,16}再(?:说|讲|解释|给|写|贴|补)(?!说)|[^、。]{1,12}が先[、,]\s*[^、。]{1,12}(?:は)?(?:あと|後)で"
    r"|から先に|(?<!これ)(?<!それ)でいい(?:です)?(?:が|けど)[、,]|ようにして|(?:ように|ことに)しましょう|[でを](?:お願い|おねがい)|こと[。!！]?$|べき"
    r"|(?:て|で)ほしい|てもらいたい|ていただきたい|で(?:よろしく|頼む|頼みます)"
    # a wish said as what would help ("…してもらえるとありがたいです")
    r"|(?:て|で)(?:もらえる|いただける|くれる|もらえれば|いただければ)と?(?:ありがた|助かり|嬉し|うれし)"
    # a preference said as what the user would rather (宁可…也不)
    r"|宁(?:可|愿)[^。]{1,40}也(?:不|别|要)"
    # a procedure for a kind of operation: its topic, then 先…再 ("删数据的操作,先跟我说…再执行")
    r"|^[^，。]{1,20}[，,]\s*先[^，。]{1,20}再"
    # a contrast that says which to use ("npm じゃなくて pnpm ね、…")
    r"|(?:じゃなくて|ではなく(?:て)?)[^、。]{1,30}(?:ね|で|に(?:して)?|を使(?:って|う))(?:ください)?[、,。]"
    r"|なくて(?:も)?(?:いい|大丈夫|結構)|(?:の方|ほう)?が(?:好み|好き)"
    r"|より[^、。]{1,30}(?:を|の方を|のほうを)(?:優先|重視)"
    # ja: a topic and how, the verb left unsaid ("コメントは英語で。").
    r"|^[^、。]{1,30}は[^、。]{1,30}[でに][。!！]?$"
    # ja: a topic, how, and a bare て-form ("楽譜のデータは MusicXML で書き出して。")
    r"|^[^、。]{1,30}は[^、。]{1,30}(?:で|に)[^、。]{1,10}(?<!てい)(?<!て)(?<!ちゃっ)(?<!じゃっ)"
    r"(?:て|で)(?:ね|よ)?[。!！]?$")


def core(sentence: str) -> str:
    """The clause a request frame wraps: "Please always use tabs" -> "always use tabs",
    "I'd like you to write…" -> "write…", "When writing SQL, use…" -> "use…"."""
    return _FRAME.sub("", sentence.strip(), count=1)


# An outside body's requirement said first as the reason ("Club insurance needs it, so every
# flying-day notice reminds members…", "The council requires it, so…"): the request is after it.
_REQUIRED = re.compile(
    r"(?i)^(?:the\s+|our\s+)?(?:[\w'-]+\s+){0,2}?(?:insurance|insurers?|council|regulator"
    r"|regulations|law|licen[cs]e|inspectors?|league|federation|association|landlord|bank"
    r"|auditors?|club\s+rules)\s+(?:needs|requires|insists\s+on|demands|asks\s+for)\s+it[,;]?"
    r"\s+so\s+")


def is_request(sentence: str) -> bool:
    sentence = _REQUIRED.sub("", sentence.strip(), count=1)
    clause = core(sentence)
    if _NOT_A_RULE.search(clause):
        return False
    return bool(IMPERATIVE.search(clause) or REQUEST.search(sentence))


__all__ = ["IMPERATIVE", "REQUEST", "core", "is_request"]
