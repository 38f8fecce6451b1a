"""Words of a lasting rule said of something else: the user's own memory and understanding,
and the set phrases of thanks and goodwill.

"Never", "remember", 记得 and 覚えて are cues of a rule that lasts (`memdir.pipeline.extract.
rules.DURABLE_CUES`, the habits of ``_HABITUAL``) when they ask something of the agent:
"Never push to main", "Remember that staging is shared", "提交前记得跑测试", "覚えておいて
ください". Said of what the user knows or recalls they ask nothing: "I've never really
understood the difference", "I can't remember the reasoning", "我不记得当时为什么这么定",
"理由はもう覚えていません". Such a sentence sits beside a question or the task at hand; by
itself it is no rule, and offline extraction reads its cues with these spans blanked out
(`without_decoys`). What the user cannot do for good ("I've never used Docker", a lack of
experience) is a fact of the user's and stays: only knowing and recalling are here.

Thanks and goodwill have set phrases that hold the same words: "いつもありがとうございます",
"今後ともよろしくお願いします", "以后也请多多关照", "Thanks as always!", "Always a pleasure".
They say nothing of how to work (`GOODWILL`); blanked, what is left is small talk
(`memdir.pipeline.extract.cues.SMALL_TALK`). A rule said beside one keeps its own words
("今後とも宜しくお願いします、返信は必ず日本語で"). So does praise of what the agent always does,
with thanks in it: "いつもながら説明がわかりやすくて助かります", "你每次都这么耐心,谢谢啦"; in
English the thanks may be the next sentence ("You always catch the off-by-one I miss. Thank
you.": `PRAISE`, `praises`, read beside it by `memdir.pipeline.extract.rules`).

A vow or a wish about the user's own life, sighed, holds a word of lasting too: "唉,以后再也
不半夜上线了", "今後はもう締め切り前日に徹夜なんてしたくないなあ…", "Ugh, I'm never deploying on
a Friday again", and "never again" said alone ("Never again.", 二度とごめんです, 再也不了). It
asks nothing of the agent (`OWN_VOW`); "以后再也不要在周五上线了", "今後は徹夜しないでください",
"Never deploy on a Friday" and "Never again deploy on a Friday" do.

A habit stated, not asked, just before a one-off that sets it aside is the background of
that one-off: "いつもはレビューを通してからマージしてますが、今回は hotfix なので main に直接入れて
ください", "平时都是先 review 再合并,这次直接合到 main", "The build server always goes down on
Sunday nights for maintenance. For tonight just run the linters locally" (`sets_aside`). Said
alone, or before a rule, it stays what it was ("Normally we squash-merge.").

A lament about what the user goes through again and again holds a word of habit: "月底对账真的
好累啊,每次都搞到半夜", "確定申告の時期はいつも胃が痛いです…", "Tax season always gives me a
stomach ache". It asks nothing (`LAMENT`, `laments`); "每次对账都好累,以后帮我把表格先整理好"
and "Month-end always wrecks me, so keep the reports short" ask something and stay. So does
the user's promise to come back to the agent, with praise or thanks: "你真的太靠谱了,以后有问题
还来找你哈", "今後も何かあったら相談しますね", "I'll come back to you whenever I'm stuck"
(`COMING_BACK`, small talk like the set phrases of goodwill).

Thanks may be said as how much it helps or as admiration: いつも丁寧に直してくれて、本当に
助かってます, 你总是能把我的大白话改得这么体面，佩服, "You always … - impressive." (`GOODWILL`,
`PRAISE`). A vow taken back as a joke in the same breath was never meant (以后再也不接半夜的活了
……开玩笑的, "… - just kidding", …、なんてね: `TAKEN_BACK`), nor is the user's wish never again
to go through what they just did (もう二度と真夏に冷蔵庫を三階まで運びたくないです…, 我再也不想…
了, "I never want to … again": `OWN_VOW`), said with a sigh or a verb of enduring (carry, wait,
運び, 熬); "I never want to deploy on a Friday again", もう二度と手動でデプロイ
したくない are a rule. What the animals in the user's care always do is a
story ("The dogs always know when it's Friday", 每次给马洗完澡它都要去沙地里打个滚:
`ANIMAL_HABIT`); what they need or are given is the user's routine.

A document of what is ahead, named as the topic (今後の行事予定表ですが, 以后的活动安排表),
before a request about one thing at hand in it (このファイルだけは…, 这个文件就…), is that
request: 今後 and 以后 name the document there, no time from which a rule holds (`AHEAD_DOC`;
"今後の予定は共有カレンダーに入れてください" has no such pointer and stays a rule).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.request import is_request

# The user's memory and understanding: "I can't remember", "I've never (really) understood",
# "I never knew"; 不记得, 记不清, 想不起来; 覚えていない, 覚えてません.
OWN_MEMORY = re.compile(
    r"(?i)\bi\s+(?:(?:honestly|really|just|still|genuinely)\s+)?(?:can(?:'|\u2019)?t|cannot"
    r"|couldn(?:'|\u2019)?t|don(?:'|\u2019)?t|do\s+not|didn(?:'|\u2019)?t)\s+(?:really\s+|quite\s+"
    r"|fully\s+|even\s+)?(?:remember|recall)\b"
    r"|\bi(?:(?:'|\u2019)ve|\s+have|(?:'|\u2019)d|\s+had)?\s+never\s+(?:(?:really|quite|fully"
    r"|actually|properly|entirely)\s+)?(?:understood|known|knew|grasped|figured\s+out"
    r"|remembered|got\s+(?:my\s+head\s+around|why|how|what|the\s+hang))\b"
    r"|(?:不|没|記不|记不)(?:记得|記得)|[记記]不(?:清|住|起来|起來)"
    r"|覚えて(?:い)?(?:ない|ません|なかった|なくて)"
    # what the user will never manage, a lament of their own ("I'll never get the hang of
    # the waltz", 我永远也学不会, 一生できない気がします; not "Never …", an order)
    r"|\bi(?:'ll|\s+will|'m|\s+am)\s+never\s+(?:going\s+to\s+|gonna\s+)?(?:learn|master"
    r"|manage|get\s+(?:the\s+hang|it\s+right|good\s+at)|be\s+(?:able|any\s+good))\b"
    r"|我(?:这辈子|一辈子)?(?:永远|一辈子|这辈子|怎么)(?:都|也)?(?:学不会|学不来|练不会|记不住|搞不懂"
    r"|弄不懂|做不到)"
    r"|(?:一生|永遠に|いつまでも|絶対に?)(?:できない|できません|できる気がしない|覚えられない"
    r"|覚えられません|上手くならない|うまくならない|上達しない)")


# Admiration said as the whole answer to what the agent always does (你总是能…，佩服; 你每次都能
# …，太厉害了): thanks in other words, it asks nothing.
_ADMIRED_ZH = (r"(?:(?:真|太|好)?(?:佩服|厉害|牛|强|棒)(?:了|啊|呀)?(?:佩服)?[。!！~～]*$"
               r"|服了[。!！~～]*$|赞[。!！~～]*$"
               # (or better than someone: 比我们店里的小姑娘强多了)
               r"|比[^，。,!！]{1,16}(?:强|好|靠谱|细心|厉害)多了[。!！~～]*$)")

# Set phrases of thanks and goodwill with a word of lasting in them: いつも…ありがとう / お世話に
# / 助かって, 今後とも / これからも / 引き続き…よろしく; 以后也请多关照, 一直以来; "thanks as
# always", "as always, thanks", "always a pleasure", "thanks for always…". Not "今後は…",
# "As always, reply in English" (a rule), nor "いつも…てください".
GOODWILL = re.compile(
    r"(?i)いつも(?:本当に|ほんとに|ほんとうに|大変)?(?=(?:ありがとう|お世話に|助かって|感謝))"
    # thanks for what the agent always gives, named (いつも的確なアドバイスありがとうございます,
    # いつも丁寧な説明をありがとう; not いつも…てください, a request)
    r"|いつも(?=[^、。,!！?？]{1,20}?(?<![てでに])を?(?:本当に)?(?:ありがとう|感謝して))"
    # thanks for what the agent always does (いつも英語で書いてくれてありがとう; not いつも英語で
    # 書いてくれると助かります, a request)
    # or with how much it helps (いつも丁寧に直してくれて、本当に助かってます; not いつも…てくれると
    # 助かります, a request)
    r"|いつも(?=[^、。,!！?？]{1,30}?[てで]くれて[、,]?\s*(?:本当に|ほんとに|とても|すごく|大変)?"
    r"(?:ありがとう|感謝|助かって|助かります|嬉しい|うれしい))"
    # ... or has done for the user, said with もらって (いつも助けてもらってばかりですね、ありがとう
    # ございます; not いつも…てもらえると助かります, a request)
    r"|いつも(?=[^、。,!！?？]{1,30}?[てで](?:もらって|いただいて)(?:ばかり|ばっかり)?(?:で(?:す|し)?ね?)?"
    r"[、,!！\s]*(?:本当に|ほんとに)?(?:ありがとう|感謝|すみません|助かって))"
    # ... thanked first (谢谢你，每次都能帮我揪出漏掉的错别字; not 谢谢，每次都要先跑测试, a rule)
    r"|^(?:谢谢|多谢|感谢)(?:你|您)?[啦了呀]?[，,!！~～\s]*(?:你|您)?(?:每次|总是|一直|老是|永远)都?"
    r"(?=(?:能|会|帮我|替我|这么|那么|好|真|太|超|特别|很|非常))"
    # always troubling the agent, thanked (总是麻烦你，谢谢啦; not 总是麻烦你改，以后先…)
    r"|^(?:(?:谢谢|多谢|感谢)(?:你|您)?[啦了呀]?[，,!！~～\s]*)?(?:总是|老是|一直|每次都|又)(?:在)?"
    r"(?:麻烦|打扰|辛苦)(?:你|您)(?:了|啦)?(?=[，,!！~～\s]*(?:(?:真是)?(?:谢谢|多谢|感谢|辛苦了|不好意思)"
    r"[^，。,]{0,4})?[。!！~～]*$)"
    r"|(?:今後とも|これからも|引き続き)(?=(?:どうぞ)?(?:よろしく|宜しく))"
    r"|(?:以后|今后|往后)(?=(?:也|还)?(?:请|要)?多多?(?:关照|指教|支持))|一直以来"
    r"|\b(?:thanks|thank\s+you|cheers)(?:\s+so\s+much)?,?\s+as\s+always\b"
    r"|^as\s+always,?\s+(?=(?:thanks|thank\s+you|cheers)\b)"
    r"|^always\s+a\s+(?=pleasure\b)|\bthanks\s+for\s+always\b"
    # what the agent always does, praised with thanks in the sentence (いつもながら…わかりやすくて
    # 助かります, 你每次都这么耐心,谢谢; not いつも…してくれると助かります, a request, nor
    # 你每次都这么写, what it does wrong)
    r"|^いつも(?:ながら)?(?=[^。]{0,30}(?:くて|[てで])(?:本当に|ほんとに|とても|すごく|大変)?助か)"
    # admiration of what the agent does every time (さすがですね、毎回ほとんど直すところがないです;
    # not さすがですね、毎回…てください, a request)
    r"|^さすが(?:です|だ)?(?:ね|よね|な)?[、,!！\s]*(?:毎回|いつも)"
    r"(?![^。]*(?:ください|下さい|てね|ように))"
    r"|^你(?:每次|总是|一直|永远|老是)都?(?=(?:[\u4e00-\u9fff]{1,2}得)?(?:这么|那么|好|真|太|超|特别|很|非常"
    r"|能|会)[^，。,!！]{1,16}"
    r"[，,!！]?\s*(?:谢谢|多谢|感谢|" + _ADMIRED_ZH + r"))")

# The agent praised for what it always does, with the thanks said beside it in English ("You
# always catch the off-by-one I miss. Thank you."): `thanks` must hold for the sentence or
# one beside it.
# The thanks may open it ("Thanks, you always have good ideas"); what the agent always has to
# do is a rule ("Thanks, you always have to run the linter first").
PRAISE = re.compile(r"(?i)^(?:(?:thanks|thank\s+you|cheers)(?:\s+so\s+much)?"
                    r"[,!.:\s\u2013\u2014-]+)?(?:and\s+)?"
                    r"you(?:'re|\s+are)?\s+(?:always|every\s+time)\b"
                    r"(?=\s+[a-z])(?!\s+(?:have|has|need|needs|got)\s+to\b|\s+(?:must|should)\b)")
# (admiration is thanks in other words: "…- impressive.", "Hats off.")
_THANKS = re.compile(r"(?i)\bthank(?:s|\s+you)\b|\bcheers\b|\bappreciate\b|谢谢|谢啦|多谢|感谢"
                     r"|ありがと|助か|感謝|\bimpress(?:ed|ive)\b|\bhats\s+off\b|\bgenius\b"
                     r"|\b(?:you(?:'re|\s+are)\s+)?a\s+(?:star|legend|lifesaver)\b"
                     r"|\bbetter\s+than\s+(?:my|our|any|most|half|the)\b")

# A vow or a wish about the user's own life, sighed: 唉,以后再也不…(了); 今後はもう…たくないなあ;
# "ugh, I'm never …ing … again" (not 以后再也不要…, 今後は…ないでください, "Never deploy…").
# Verbs of enduring what the user just went through (carry, wait, 運び, 熬), not a work
# action (deploy, merge, push, デプロイ, 部署).
_ENDURE_EN = (r"(?:carry|lug|haul|lift|wait|queue|sit|stand|drive|walk|climb|sleep|spend"
              r"|go\s+through|deal\s+with|put\s+up\s+with|sit\s+through)")
_ENDURE_JA = (r"(?:運び|運ば|待ち|待た|並び|担ぎ|背負い|持ち上げ|登り|歩き|徹夜し|残業し|味わい"
              r"|経験し|乗り|座り|立ち)")
_ENDURE_ZH = r"(?:搬|扛|抬|熬|等|排队|通宵|加班|爬|背|挤|站|坐|走)"

OWN_VOW = re.compile(
    r"(?i)^(?:唉|哎|哎呀|唉呀|嗐|天哪|天啊)[,，、!！…~～\s]*我?(?:以后|今后|往后)(?=我?再也不(?!要|许|准|能|让))"
    r"|(?:今後|これから)(?:は)?(?=[^。]{0,40}たく(?:ない|ありません)(?:なあ|なぁ|なー)[…。!！]*$)"
    r"|^(?:ugh|sigh|man|oof|god)\b[,.!\s]+(?:i'?m|i\s+am|i'?ll|i\s+will|we'?re)?\s*never\b"
    r"(?=\s+(?:again\b|[a-z]+ing\b[^.!?]*\bagain\b))"
    # "never again" said alone, of what just happened ("Grant went in with four minutes to
    # spare. Never again."; not "Never again deploy on a Friday", a rule), もう二度とごめんです,
    # 二度とやりたくない, 再也不了 (not 二度と…しないでください)
    r"|^(?:(?:ugh|sigh|man|oof|god|honestly|seriously)\b[,.!\s]*)?never(?:,?\s*ever)?\s+again"
    r"(?=[\s,.!…]*(?:(?:honestly|seriously|lol|haha|mate|thanks)\b[\s.!…]*)?$)"
    r"|^(?:もう)?二度と(?=(?:ごめん|勘弁|嫌|いや|やりたくない|やりたくありません|したくない)"
    r"[^、。]{0,6}[。!！…]*$)"
    r"|^(?:唉|哎)?[,，、!！…~～\s]*(?:我)?(?:以后|下次)?再也不(?=(?:了|干了|这样了|来了)[。!！…~～]*$)"
    # the user's wish never again to go through what they just did, with its act (もう二度と真夏
    # に冷蔵庫を三階まで運びたくないです…, 我再也不想大夏天搬冰箱了, "I never want to carry a fridge
    # up three flights again"; not 二度と…ないでください nor what the user will not use, a
    # preference: 二度とこのライブラリは使いたくない, "I never want to use Moment again")
    # (said with a sigh, or with a verb of enduring: "I never want to deploy on a Friday
    # again", もう二度と手動でデプロイしたくない are a rule about a work action)
    r"|^(?:もう)?二度と(?=(?![^、。]*使いたく)[^、。]{0,40}?" + _ENDURE_JA
    + r"たく(?:ない|ありません)(?:です)?"
    r"(?:ね|よ|な|なあ|なぁ)?[…。!！~～]*$)"
    r"|^(?:唉|哎)[,，、!！…~～\s]*我?(?:真的|是)?再也不想(?=(?!用)[^，。,]{1,30}?了[。!！…~～]*$)"
    r"|^我?(?:真的|是)?再也不想(?=(?!用)[^，。,]{0,12}?" + _ENDURE_ZH
    + r"[^，。,]{0,20}?了[。!！…~～]*$)"
    r"|^(?:ugh|sigh|god|man|honestly)\b[,.!\s]+i\s+(?:never|don'?t\s+ever)\s+want\s+to"
    r"(?=\s+(?!use\b|see\b)[^.!?]{1,60}?\bagain\b[.!…]*$)"
    # a vow sworn ("Never eating a service-station sandwich again, I swear", もう二度と…食べ
    # ません、誓います; 我发誓… was heard as none)
    r"|^never\s+(?:ever\s+)?[a-z]+ing\b(?=[^.!?]{0,60}?\bagain\b[\s,.!…\u2013\u2014-]*"
    r"i\s+(?:swear|promise)\b)"
    r"|^(?:もう)?二度と(?=[^、。]{0,40}(?:ない|ません)[、,。]\s*(?:誓います|誓う|誓って)[。!！…]*$)"
    # a vow of the user's own, hedged at its end (競馬はもう二度とやりません…たぶん, 再也不买彩票了
    # ……大概吧, "I'm never doing the pub quiz again, probably"; not 二度と…ないでください)
    r"|(?:もう)?二度と(?=[^。]{0,40}(?:ません|ない)[、,…\s]*(?:たぶん|多分|おそらく)[。!！…]*$)"
    # (or with what it was like sighed after it: 卓球の試合、もう二度と朝一番には出ません…眠すぎ
    # ました, 再也不报早场了……困死了; in English "... so tired" is a sentence of its own)
    r"|(?:もう)?二度と(?=[^。]{0,40}(?:ません|ない)…+\s*[^。]{1,20}(?:ました|でした|かった)[。!！…]*$)"
    r"|再也不(?!要|许|准|能|让)(?=[^。]{0,30}了[，,]?…+\s*[^。]{1,12}(?:死了|坏了|极了|透了|惨了)"
    r"[。!！…]*$)"
    r"|再也不(?!要|许|准|能|让)(?=[^。]{0,30}了[，,…\s]*(?:大概|可能|也许)吧?[。!！…]*$)"
    r"|\bi'?m\s+never\s+[a-z]+ing\b(?=[^.!?]{0,60}?\bagain\b[\s,…\u2013\u2014-]*(?:probably"
    r"|maybe|i\s+reckon)[.!…]*$)"
    r"|^i\s+(?:never|don'?t\s+ever)\s+want\s+to(?=\s+" + _ENDURE_EN
    + r"\b[^.!?]{0,60}?\bagain\b[.!…]*$)")

# A vow or rule taken back as a joke in the same breath (以后再也不接半夜的活了……开玩笑的，哪能不接;
# "From now on I'm not answering after nine - just kidding"; 今後は夜の電話に出ません、なんてね):
# what comes before it was never meant. Not at the start ("Just kidding, from now on use
# pnpm": what follows is meant).
TAKEN_BACK = re.compile(
    r"(?i)(?<=\S)[\s,，、.。…!！~～—–-]+(?:(?:我是|我)?开(?:个)?玩笑(?:的|而已|呢|啦)?|说着玩的"
    r"|逗你(?:的|玩)?(?:的|呢|啦)?|just\s+(?:kidding|joking)|only\s+joking|(?:i'?m\s+)?kidding|jk"
    r"|なんて(?:ね|な)|(?:まあ|ま)?冗談(?:です|だよ|ですよ|だけど|ですけど)?)"
    r"(?=[\s,，、.。…!！~～—–-]|$)")


# A lament: the user's own tiredness, pain or dread, said with a word of habit (月底对账真的好累
# 啊,每次都…; 確定申告の時期はいつも胃が痛いです; "Tax season always gives me a stomach
# ache"; not 累计, 麻烦你, "I'm wiped out by then", a routine's reason).
LAMENT = re.compile(
    r"(?i)(?:好|真|太|超|特别|真的(?:好|太)?)(?:累|烦|崩溃|头疼|头大|心累|难受|痛苦|折磨人)(?!计|积|加)"
    r"|(?:累|烦|愁|困)死(?:了|我了|人了)?|心好累|快崩溃"
    r"|(?:胃|頭|お腹)が痛(?:い|く)|憂鬱|しんど(?:い|く)|つら(?:い|く)|疲れ(?:る|ます|果て)|ぐったり"
    r"|気が重|うんざり|げんなり"
    # a rush or a crowd that comes again (每次一下雪雪场就爆满，教练根本不够用; "Every time it snows
    # the slopes are packed"; not with what is done about it: "…, so we hire extra staff")
    r"|(?:爆满|挤爆|忙不过来|根本不够用|人手不够|排长队|満員|大混雑|てんてこ舞い|手が回らな"
    r"|\b(?:packed|rammed|heaving|swamped|mobbed|run\s+off\s+(?:our|my)\s+feet)\b)"
    # (nor with an order: "Fridays are swamped - always put two people on the rota")
    r"(?![^.。!！]*(?:\bso\b|所以|因此|于是|ので|から|ため|\b(?:always|never)\s+(?!(?:is|are|was"
    r"|were|be|been|has|have|had)\b)[a-z]+|\b(?:please|make\s+sure|don'?t)\b|请|记得|一定要"
    r"|ください))"
    r"|\b(?:wrecks|kills|exhausts|drains|destroys|depresses)\s+me\b"
    r"|\bgives\s+me\s+(?:a\s+|such\s+a\s+)?(?:headache|stomach\s*ache|migraine|anxiety|nightmares"
    r"|the\s+creeps)\b|\bi'?m\s+(?:always\s+)?(?:exhausted|knackered|shattered|burnt\s+out"
    r"|stressed\s+out|miserable)\b|\b(?:is|are)\s+(?:always\s+)?(?:exhausting|draining"
    r"|a\s+nightmare|soul-destroying|miserable)\b")
# The words of habit a lament holds.
_AGAIN_AND_AGAIN = re.compile(
    r"(?i)\b(?:always|every\s+(?:single\s+)?(?:time|year|month|quarter|week)|each\s+time)\b"
    r"|每次|每回|每一次|每个月|每年|每季度|总是|老是|いつも|毎回|毎年|毎月|毎度")

# What the animals in the user's care always do, told as a story ("The dogs always know when
# it's Friday", "Haha, the cows always find the one gap in the fence", 每次给马洗完澡它都要去
# 沙地里打个滚, うちの犬はいつも金曜日が分かるんです): it asks nothing. Not what they need or are
# given ("The horses always need hay before turnout", "The dogs always get fed at seven", 猫每
# 次都要吃药, 馬は必ず…), a routine of the user's work.
_ANIMALS_EN = (r"(?:dogs?|pupp(?:y|ies)|cats?|kittens?|horses?|pon(?:y|ies)|cows?|calves|hens"
               r"|chickens|goats?|sheep|pigs?|ducks|geese|birds|animals|rabbits?)")
_ANIMALS_CJK = r"(?:它们?|狗狗?|猫咪?|马儿?|牛|鸡|羊|鸭|鹅|犬|猫|馬|牛たち|うちの子|この子|あの子)"
ANIMAL_HABIT = re.compile(
    r"(?i)^(?:(?:haha+|lol|ha)\b[,!.\s]*)?(?:the|our|my|his|her|their)\s+(?:[\w-]+\s+)?"
    + _ANIMALS_EN + r"\s+(?:always|never|every\s+(?:single\s+)?time|each\s+time)\s+"
    r"(?!(?:need|needs|get|gets|have|has|must|should|go\s+out|come\s+in|eat|eats|take|takes)\b)"
    r"[a-z]+"
    r"|" + _ANIMALS_CJK + r"(?:们|たち)?(?:は|って|が)?(?:每次|每回|总是|老是|いつも|毎回)"
    r"(?!都?(?:要|会|得)?(?:吃|喝|需要|打针|薬|ごはん|餌))"
    r"|(?:每次|每回)[^，。,]{1,12}?它们?(?:都|就|总)(?!(?:要|会)?(?:吃|喝|需要|打针))")

# What the people or things around the user always or never do, told with a laugh ("Our Tuesday
# league never starts on time, they're all too busy gossiping 😂", "The lads never turn up on
# time lol", 我们球队每次都迟到哈哈, うちの常連さんはいつも閉店間際に来るんですよ笑): a story of
# lateness, forgetting or chatter; the word of habit (group ``h``) is blanked. Not what they
# need or must have, nor what they do as a way of working ("Our team always ships on Fridays
# lol"), nor without the laugh ("Our customers never read the second page, so keep it to one").
_LAUGHED = re.compile(r"(?i)\b(?:haha+|lol|lmao)\b|哈哈|[\U0001F602\U0001F923\U0001F606\U0001F639]"
                      r"|笑[。!！]*$|[ｗw]{2,}[。!！]*$")
PEOPLE_HABIT = re.compile(
    r"(?i)^(?:(?:the|our|my|their)\s+)?(?:[\w'-]+\s+){0,3}?(?P<h>always|never|every\s+(?:single\s+)?time)"
    r"\s+(?!(?:need|needs|have|has|must|should|get|gets)\b)[a-z]+"
    r"|^(?:我们|咱们|那帮|这帮|那些|这些)?[^，。,!！]{1,10}?(?P<z>每次|总是|老是|从来|永远)(?!都?(?:要|得|需要))"
    r"|^(?:うちの|あの|この)?[^、。!！]{1,12}?(?:は|って|が)?[、]?(?P<j>いつも|毎回|絶対に?)"
    r"(?![^。]*(?:ください|必要))")
# What goes wrong in such a story: lateness, forgetting, chatter.
# (or idling: snacking, napping, on their phones: 相声社的演员永远都在后台嗑瓜子，哈哈哈)
_WRONG = re.compile(r"(?i)\b(?:on\s+time|late|forgets?|forgot|moans?|complains?|gossip\w*|argues?"
                    r"|chat(?:s|ting)?|turns?\s+up|shows?\s+up|listens?|snack(?:s|ing)?|nap(?:s|ping)?"
                    r"|on\s+their\s+phones)\b"
                    r"|迟到|准时|按时|忘|吵|抱怨|聊天|磨蹭|拖拉|嗑瓜子|打瞌睡|玩手机|摸鱼|遅れ|遅刻|時間どおり"
                    r"|時間通り|忘れ|間際|ギリギリ|おしゃべり|居眠り|サボ")


# (or likened, with the laugh, to someone the user knows: 魔术师永远不会说出自己的秘密，我那徒弟
# 也一样，哈哈; "Magicians never reveal their secrets, and my apprentice is just the same, haha")
_LIKENED = re.compile(r"(?i)也一样|也是这样|也这样|一个样|\b(?:is|are)\s+(?:just\s+)?the\s+same\b"
                      r"|\bno\s+different\b|も同じ|も一緒")


def laughed_about(sentence: str) -> str | None:
    """``sentence`` (as typed, with its laugh) with its word of habit blanked when it tells
    what the people or things around the user always do, with a laugh (`PEOPLE_HABIT`);
    else None. The caller checks that what is left asks nothing and says nothing that
    lasts."""
    told = PEOPLE_HABIT.search(sentence)
    if not told or not _LAUGHED.search(sentence) or not (_WRONG.search(sentence)
                                                          or _LIKENED.search(sentence)):
        return None
    word = next(k for k in ("h", "z", "j") if told.group(k))
    return sentence[:told.start(word)] + " " * len(told.group(word)) + sentence[told.end(word):]


# A word of habit said again alone, for emphasis ("Always.", "Every single time.", 每次都这样。,
# 毎回です。): it says again the sentence before it, and is no rule of its own.
ECHO = re.compile(r"(?i)^(?:always|never|every\s+(?:single\s+)?time|each\s+time|without\s+fail)"
                  r"[.!…]*$|^(?:每次|总是|永远|一直)都?(?:这样|是这样|如此)(?:的)?[。!！…]*$"
                  r"|^(?:いつも|毎回|毎度)(?:そう|こう)?(?:です|なんです)?(?:よ|ね)*[。!！…]*$")

# What a thing or the people around the user always do, exclaimed with its recurrence in a
# sentence after it ("The organ always goes out of tune the week before Christmas. Every single
# year.", 管风琴每年圣诞前都走音。年年如此。): a story of a nuisance, the word of habit (group
# ``h``, ``z``, ``j``) blanked. Not what it needs or must have, nor a time or day it keeps
# ("The standup always starts at 9:30. Every single day.", "Our team always ships on Fridays.
# Every single week."), nor a rule said again ("Always deploy from main. Every single time.").
# Nor a habit under a condition ("The boiler always trips when the dryer's on."), nor one of a
# client, a person or an organisation the user deals with ("Our biggest client always pays
# late.", "The Hendersons always cancel…", 我们最大的客户每次都拖欠货款, 取引先のA社は毎回…):
# those last, and are facts.
# (or what befalls somebody on every such occasion, its word of habit first: "Every Halloween
# somebody in the haunted maze gets walloped by a scared teenager. Without fail."; not "Every
# invoice gets a number", nor one the user keeps by the day: "Every Friday someone…")
THING_HABIT = re.compile(
    r"(?i)^(?:the|our|my|this|that)\s+(?:[\w'-]+\s+){0,3}?(?P<h>always|never)\s+"
    r"(?!(?:need|needs|have|has|must|should|get|gets|be|is)\b)[a-z]+"
    r"|^(?P<f>every\s+(?:single\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?:somebody|someone|some\s+poor"
    r"\s+[\w-]+|one\s+of\s+(?:them|us|the\s+[\w-]+))\b"
    r"|^[^，。,!！]{1,12}?(?P<z>每年|每次|总是|老是)都?(?!(?:要|得|需要|必须))"
    r"|^[^、。!！]{1,16}?(?:は|って|が)[、]?(?P<j>毎年|いつも|毎回)(?![^。]*(?:ください|必要))")
# Admiration said alone after it ("ほんと尊敬します", 真佩服, "Respect."): the habit is praised,
# not asked for ("大工の親方はいつも現場に一番乗りなんですよ。ほんと尊敬します。").
ADMIRED = re.compile(
    r"(?i)^(?:ほんと(?:う)?に?|本当に|マジで)?(?:尊敬します|頭が下がります|見習いたいです)[。!！…]*$"
    r"|^(?:真(?:让人)?|太|好)?(?:佩服|令人佩服)(?:了|啊)?[。!！…]*$"
    r"|^(?:i\s+)?(?:really\s+|genuinely\s+)?(?:admire\s+(?:that|it|him|her|them)|respect(?:\s+to\s+"
    r"(?:him|her|them))?|hats\s+off(?:\s+to\s+(?:him|her|them))?)[.!…]*$")
RECURRENCE = re.compile(
    r"(?i)^(?:every\s+(?:single\s+)?(?:year|time|week|month|day|season)|without\s+fail"
    r"|like\s+clockwork)[.!…]*$"
    r"|^(?:年年|每年|每次|回回)都?(?:这样|是这样|如此)(?:的)?[。!！…]*$|^年年如此[。!！…]*$"
    r"|^(?:毎年|毎回|毎度)(?:の(?:こと|恒例)|そう|こう)(?:です|なんです)?(?:よ|ね)*[。!！…]*$")
# (a time or a day it keeps is a schedule: "Our team always ships on Fridays. Every single week.")
_CLOCK = re.compile(r"(?i)\d{1,2}[:.]\d{2}|\b\d{1,2}\s*(?:am|pm)\b|\d{1,2}\s*[点時]"
                    r"|[一二三四五六七八九十]+[点時]|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
                    r"|周[一二三四五六日末]|星期|礼拜|[月火水木金土日]曜")
# (a condition, or a party the user deals with: the habit is a lasting fact)
_CONDITION = re.compile(r"(?i)\b(?:when|whenever|if|unless)\b|的时候|时候|如果|只要|一旦"
                        r"|(?:の|た|る)(?:時|とき)|たら|れば|場合")
_PARTY = re.compile(
    r"(?i)\b(?:clients?|customers?|suppliers?|vendors?|landlord|tenants?|contractors?|partners?"
    r"|boss|manager|accountant|bank|council|agency)\b"
    r"|^the\s+(?-i:[A-Z][a-z]+s)\b"
    r"|客户|客戶|供应商|厂家|房东|老板|甲方|银行|取引先|顧客|お客|得意先|仕入先|大家さん"
    r"|上司|(?-i:[A-Z])社|銀行")


def exclaimed(sentence: str, after: str) -> str | None:
    """``sentence`` with its word of habit blanked when it tells what a thing or the people
    around the user always do (`THING_HABIT`) and ``after`` only exclaims that it comes round
    again (`RECURRENCE`, `ECHO`); else None. The caller checks that what is left asks nothing
    and says nothing that lasts."""
    told = THING_HABIT.search(sentence)
    if (not told or not (RECURRENCE.match(after.strip()) or ECHO.match(after.strip())
                         or ADMIRED.match(after.strip()))
            or (is_request(sentence) and not told.group("f")) or _CLOCK.search(sentence)
            or _CONDITION.search(sentence) or _PARTY.search(sentence)):
        return None
    word = next(k for k in ("h", "f", "z", "j") if told.group(k))
    return sentence[:told.start(word)] + " " * len(told.group(word)) + sentence[told.end(word):]


# The user's promise to come back to the agent (以后有问题还来找你, 今後も何かあったら相談します
# ね, "I'll come back to you whenever I'm stuck"; not 以后有问题先问我, a rule).
COMING_BACK = re.compile(
    r"(?i)(?:以后|今后|往后|下次)[^，。,!！]{0,8}(?:还|再)来?(?:找|问|麻烦|请教)(?:你|您)"
    r"|(?:今後も|これからも|また)[^。]{0,15}?(?:相談|質問)(?:し|させて(?:もらい|いただき))ます(?:ね|ので)?"
    r"|(?:今後も|これからも|また)[^。]{0,15}?(?:相談|質問)させて(?:ください|くださいね|ね)"
    # relying on the agent from now on (これからも頼りにしてます, 以后也靠你了, "I'll keep
    # counting on you"; not 今後はこのツールに頼らないでください, a rule)
    r"|(?:今後も|これからも|引き続き)(?:ずっと)?頼りにして(?:い)?(?:ます|る)(?:ね|よ)?"
    r"|(?:以后|今后|往后)(?:也|还)?(?:要|得)?(?:全)?靠你了"
    r"|\bi'?ll\s+(?:keep|always\s+be)\s+(?:counting|relying)\s+on\s+you\b"
    r"|\bi'?ll\s+(?:definitely\s+|probably\s+|be\s+sure\s+to\s+)?(?:come\s+back\s+to\s+you"
    r"|be\s+back|ask\s+you\s+again|bug\s+you\s+again|reach\s+out\s+again)\b[^.!?]*")

# A document of what is ahead named as the topic, then one thing at hand in it (今後の行事予定
# 表ですが、このファイルだけは…; 以后的活动安排表,这个文件就…): 今後 and 以后 are its name.
AHEAD_DOC = re.compile(
    r"(?:今後|これから)の(?=[^、。]{0,8}(?:予定|スケジュール|計画|行事|日程)[^。]{0,12}[、,]"
    r"[^。]{0,6}(?:この|その)[^。]{0,12}だけ)"
    r"|(?:以后|今后|往后)的(?=[^，。,]{0,8}(?:安排|计划|排期|日程|行程)[^，。,]{0,6}[，,]\s*"
    r"(?:只有|就|只|单)?(?:这个|这份|这张|这一?个))")


# A word of habit, and a one-off that opens with its scope (this time, tonight, 这次, 今回).
_HABIT_WORD = re.compile(r"(?i)\b(?:always|usually|normally|generally|typically)\b"
                         r"|いつも(?:は)?|普段(?:は)?|通常(?:は)?|平时|平常|一般|通常|总是|向来")
_ONE_OFF_OPENS = re.compile(
    r"(?i)^(?:(?:but|so|and)\b[\s,]*)?(?:just\s+)?(?:for\s+)?(?:tonight|today|this\s+(?:time|once"
    r"|one|week|morning|afternoon|evening))\b"
    r"|^(?:但是?|不过|可是|所以)?[,，\s]*(?:这次|这一次|这回|今天|今晚|本次|这周)"
    r"|^(?:でも|ただ|ただし)?[、,\s]*(?:今回|今日|今夜|今晩|今度)")


def sets_aside(sentence: str, one_off: str) -> str | None:
    """``sentence`` with its words of habit blanked out when it states a habit that the
    one-off after it (``one_off``, already found temporary) opens by setting aside; else
    None. The caller checks that what is left says nothing that lasts and asks nothing."""
    if not (_HABIT_WORD.search(sentence) and _ONE_OFF_OPENS.match(one_off.strip())):
        return None
    return _HABIT_WORD.sub(lambda m: " " * len(m.group(0)), sentence)


def without_decoys(sentence: str) -> str:
    """``sentence`` with the spans of `OWN_MEMORY`, `GOODWILL`, `OWN_VOW`, `COMING_BACK` and
    `AHEAD_DOC` blanked out (spaces of the same length), all it takes back as a joke
    (`TAKEN_BACK`), and its words of habit in a lament (`LAMENT`) or in what the animals
    always do (`ANIMAL_HABIT`)."""
    blank = OWN_MEMORY.sub(_blank, sentence)
    blank = GOODWILL.sub(_blank, blank)
    blank = COMING_BACK.sub(_blank, OWN_VOW.sub(_blank, blank))
    blank = AHEAD_DOC.sub(_blank, blank)
    joke = TAKEN_BACK.search(blank)  # (what it takes back was never said)
    blank = " " * joke.end() + blank[joke.end():] if joke else blank
    return (_AGAIN_AND_AGAIN.sub(_blank, blank)
            if LAMENT.search(blank) or ANIMAL_HABIT.search(blank) else blank)


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def is_goodwill(sentence: str) -> bool:
    """Whether ``sentence`` opens with a set phrase of thanks or goodwill (`GOODWILL`), is a
    sighed vow (`OWN_VOW`), a promise to come back (`COMING_BACK`) or takes back what it said
    as a joke (`TAKEN_BACK`, asking nothing after): small talk when, blanked, nothing in it
    says a rule lasts."""
    rest = taken_back(sentence)
    return bool(GOODWILL.match(sentence.strip()) or OWN_VOW.search(sentence.strip())
                or COMING_BACK.search(sentence) or (rest is not None and not is_request(rest)))


def taken_back(sentence: str) -> str | None:
    """What ``sentence`` says after taking back as a joke all it said before (`TAKEN_BACK`),
    or None when it takes nothing back."""
    joke = TAKEN_BACK.search(sentence)
    return sentence[joke.end():] if joke else None


def only_a_joke(sentence: str) -> bool:
    """Whether ``sentence`` says only that the one before it was a joke ("Just kidding.",
    开玩笑的。, 冗談です。)."""
    rest = taken_back(f"x {sentence.strip()}")
    return rest is not None and not rest.strip(" \t.。!！…~～、,，")


def animals_habit(sentence: str) -> bool:
    """Whether ``sentence`` tells what the animals in the user's care always do
    (`ANIMAL_HABIT`): small talk when it asks nothing."""
    return bool(ANIMAL_HABIT.search(sentence))


def laments(sentence: str) -> bool:
    """Whether ``sentence`` laments what the user goes through again and again (`LAMENT` with
    a word of habit): small talk when it asks nothing."""
    return bool(LAMENT.search(sentence) and _AGAIN_AND_AGAIN.search(sentence))


def praises(sentence: str, beside: list[str]) -> bool:
    """Whether ``sentence`` praises what the agent always does (`PRAISE`), with thanks in it
    or in a sentence ``beside`` it."""
    return bool(PRAISE.match(sentence.strip())
                and any(_THANKS.search(s) for s in (sentence, *beside)))


__all__ = ["ADMIRED", "AHEAD_DOC", "ANIMAL_HABIT", "COMING_BACK", "ECHO", "GOODWILL", "LAMENT",
           "OWN_MEMORY",
           "OWN_VOW", "PEOPLE_HABIT", "PRAISE", "RECURRENCE", "TAKEN_BACK", "THING_HABIT",
           "animals_habit", "exclaimed", "is_goodwill",
           "laughed_about", "laments", "only_a_joke", "praises", "sets_aside", "taken_back",
           "without_decoys"]
