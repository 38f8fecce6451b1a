"""What a user's sentence is, read from its mood and scope: the cues of offline extraction.

`memdir.pipeline.extract.rules.judge` asks these in order. Each group reads a structure
rather than listing sentences:

- **asking**: a question mark, a question word that starts the sentence (en), a yes/no
  form (能不能, 是不是, ですか); a zh wh-word inside a sentence that says it holds every
  time is an embedded question ("每次说明改了哪些文件"), not a question.
- **small talk**: greetings, thanks, reactions, and a sentence that ends in an apology or
  thanks ("Long day, sorry for the typos", "…すみません", "…见谅").
- **the work at hand**: a pointer to something here and now (this, the failing, above,
  这个, 把 X…, この, まず), a helper verb on a particular object ("Refactor the login
  handler", "check why…"), a Japanese "X を Y して(ください)" with no topic.
- **a request**: the core clause after its frame ("please", "I'd like you to", "It would
  be great if you", "When writing SQL,") starts with a verb in the imperative, or says
  should/must/需要/请/てほしい/ないで; a preference ("I prefer", "我更喜欢", "の方が好み"),
  a permission that lasts ("敬語じゃなくていい"), a universal subject ("Any new endpoint
  needs…", "No force pushes", "SQL 每个子句单独一行"); a rule with no verb of asking:
  "…, no exceptions", a prohibition (不能, 千万), a limit with a number (不超过 50), how
  much is enough ("有摘要就够了", "概要があれば十分です"), an adjective and 点 ("简短点");
  a condition says when the rule applies ("If a test is flaky, …", "…なら、…") and is
  no task; a comparative preference ("X より Y を優先して") is how to work.
- **not a rule**: the next step after one thing is done ("When you're done, push it",
  "終わったら、PR を作って"), an edit of degree ("开头改得亲切一点"), what happens each time
  the user does something ("Every time I run it, it crashes").
- **a rule named as one** ("The rule here is…", "咱们的规矩是…", "…というのがルールです")
  and **a schedule** with its frequency ("We release every second Tuesday", "隔週で当番を
  しています"): lasting by what they say.
- **a remark**: praise with 喜欢 and nothing liked after it, one's own slips said with
  "always", an interjection, a musing "…んですよね": talk whatever cue they hold.
- **a convention**: the team's or the code's way stated as a fact ("Our API returns…",
  "X 按 PEP 8 来", "X 写成 Y", "API のエラーは JSON で返します": a topic with は and a
  plain present verb).
- **a fact about the user**: the user as subject of a verb of state in the present
  ("I live in", "I speak", "I use", "My editor is", "我住在", "我会说", "福岡に住んでいます",
  "が話せます", "所属しています"), a role (even with the user unsaid: "インフラチームの
  リーダーです"), years of something ("I've worked on X for three years", "这个代码库我
  已经做了三年", "Rust 我从 2019 年就开始写了"), what the user is in charge of ("I lead
  the infrastructure team", "我带基础设施团队", "是我在维护", "は私一人です"), a lasting
  trait ("red-green colorblind", 色盲, 色覚), what they hold as theirs ("Go is my main
  language", "是我的母语"), their things and habits ("我工作的电脑装的是 Linux", "我一般在
  iPad 上写代码", "作業することが多いです"), a team's decision; a cleft ("Kotlin is what I
  write every day", "我天天写的都是 Go", "書いているのは Kotlin です"), a place or study
  with what it is about after a comma ("我在读博,方向是编译器", "我在上海,东八区"), a span
  said approximately ("干了差不多八年").
"""

from __future__ import annotations

import re

# --- asking -------------------------------------------------------------------------------
QUESTION_END = re.compile(r"(?:[?？]|吗|呢|ですか|ますか)[\s。.]*$")
QUESTION_START = re.compile(
    r"(?i)^(?:(?:and|so|but|also)\s+)?(?:can|could|would|will|should|shall|may|might|is|are"
    r"|was|were|have|has|what(?!\s+i\s+(?:(?:mostly|mainly|usually|really|actually)\s+)?(?:write"
    r"|use|code|program|work|speak|run|want|need|prefer|like)\b)|why|how|which|who|whom|where(?!\s+(?:possible|applicable|appropriate|needed|necessary|relevant|it\s+makes\s+sense)\b)|do(?!\s+not\b|n't)"
    r"|when(?=\s+(?:should|do|does|did|is|are|was|will|can|would)\b)"
    r"|does|did)\b(?!\s*[,:])"
    r"|是不是|能不能|可不可以|要不要|是否|吗\s*$"
    r"|^(?:なぜ|どうして|どうすれば|どちら|どれが|いつ(?!も))|(?:ですか|ますか|でしょうか|かな)\s*$")
# zh/ja wh-words: a question, unless a verb of telling governs them (an embedded
# question: "每次说明改了哪些文件", "注释要解释为什么", "コメントには「なぜ」を書いてください").
WH = re.compile(r"为什么|怎么|哪个|哪些|什么时候|なぜ|どうして|どうすれば|どちら|どれが")
EMBEDDED_WH = re.compile(
    r"(?:解释|说明|告诉我?|[跟和给]我(?:说|讲)|写清楚|写明|列出|注明|标明|讲清楚)[^，。？?]{0,10}"
    r"(?:为什么|怎么|哪个|哪些|什么时候)"
    # "写为什么" (write why): the reason is what to write, not what is asked
    r"|写(?:上|下|出|明)?(?:一下)?为什么|(?:而|并)?不是(?:怎么|为什么|什么)|问的[^，。？?]{0,6}是"
    r"|[「『\"“](?:なぜ|どうして)[」』\"”]|(?:なぜ|どうして|どちら)[^、。？?]{0,12}"
    r"(?:を|か)(?:書いて|説明して|教えて|記載して|明記して)")

# --- small talk ---------------------------------------------------------------------------
LAUGH = re.compile(r"(?i)\b(?:haha+|hehe|lol|lmao|rofl)\b|哈哈|呵呵|嘿嘿"
                   r"|[、,]\s*笑|[(（]笑[)）]|ｗｗ|www")
SMALL_TALK = re.compile(
    r"(?i)^(?:thanks|thank\s+you|thx|hi|hello|hey|good\s+(?:morning|night|evening|afternoon)"
    r"|great|nice|cool|awesome|perfect|ok(?:ay)?|hmm+|sorry|oops|wow|yay|bye|cheers|sure"
    r"|ha|yeah|yep|i'?m\s+back|that\s+was|long\s+day)\b"
    r"|^i\s+(?:really\s+)?(?:like|love|hate)\s+(?:it|this|that)\b"
    r"|^(?:let'?s\s+)?(?:call\s+it\s+a\s+day|wrap\s+up)\b"
    r"|^(?:谢谢|多谢|感谢|你好|您好|早上好|晚上好|下午好|好的|好吧|好[,，]|不错|嗯|抱歉|不好意思|太[快好棒]了"
    r"|都(?:可以|行)|可以[。!！]?$|行[。!！]?$|没事|没问题|算了|明白|收到"
    r"|辛苦|我回来了|我吃完|完美|哈[,，]|忙了一天|累死"
    r"|(?:干|做|写|改|弄|搞)得(?:真|太|很|非常)?(?:漂亮|好|不错|棒|妙))"
    r"|^(?:ありがとう|こんにちは|おはよう|こんばんは|いいですね|うーん|すみません|お疲れ|では|じゃあ|"
    r"了解|なるほど|速いですね|お昼|完璧|へえ|はい[、,]|長い一日)|ましょう[。!！]?$"
    r"|ですね[!！。]?$")
# A remark, whatever cue it holds: praise with 喜欢 and nothing liked after it ("现在看着
#清爽多了,我喜欢", "这个写法我很喜欢"; "我喜欢用 vim" says how to work), the user's own
# slips said with "always" ("I always get lookbehinds wrong", "我总是搞混 rebase 和 merge",
# "…いつも間違えるんですよね"; unless they ask to be reminded), an interjection ("ugh"),
# a musing "…んですよね".
REMARK = re.compile(
    r"(?i)我.{0,2}(?:喜欢|爱)(?:这|那|它)(?:个|样|种)?[^，。,用写把让来]{0,6}[。!！~～]*$"
    r"|我.{0,2}(?:喜欢|爱)[。!！~～]*$"
    r"|\b(?:ugh+|argh+|sigh|oof|meh)\b"
    r"|^i\s+(?:always|keep|constantly)\s+(?:get(?:ting)?\s+[^,.;]{1,30}?\s+(?:wrong|confused"
    r"|mixed\s+up)|forget(?:ting)?|mess(?:ing)?\s+up|mix(?:ing)?\s+up|confus(?:e|ing)"
    r"|misspell(?:ing)?|mistyp(?:e|ing))\b(?![^.;]*\b(?:so|please|remind|tell|warn|make\s+sure"
    r"|catch)\b)"
    r"|我(?:总是|老是|经常|一直)(?:搞混|搞错|写错|记错|忘|记不住|分不清)(?![^。]*(?:提醒|帮我|记得|请))"
    r"|(?:んです|んだ)よね[。!！]?$"
    # a question announced ("Quick question before we go on.", "ひとつ質問です")
    r"|^(?:quick|one|a|another|small|short)\s+question\b|質問(?:です|があります)|问个问题|有个问题")
# A sentence that ends by apologising is said to the person, not a rule, whatever else it
# holds ("Long day, sorry for the typos", "誤字があったらすみません").
APOLOGY_END = re.compile(
    r"(?i)\bsorry\b[^,.;!?]{0,30}[.!]?$|(?:见谅|抱歉|不好意思)[!！。]?$"
    r"|(?:すみません|ごめんなさい|申し訳ありません)[!！。]?$")

# What happens each time the user does something is a report, not a rule ("Every time I
# run it, it crashes", "Whenever I open the app it freezes").
REPORT = re.compile(
    r"(?i)^(?:whenever|every\s+time|each\s+time|when|if)\s+(?:i|we)\b[^,.;!?]{1,60}?[,\s]\s*"
    r"(?:it|they|this|that|everything|nothing|the\s+[\w-]+)\s+(?:(?:just|always|still|only)\s+)?"
    # (what goes wrong: "When we release, it goes to PyPI" is how the project works)
    r"(?:crash(?:es|ed)?|fail(?:s|ed)?|freez(?:es|e)|froze|hang(?:s)?|hung|break(?:s)?|broke"
    r"|die(?:s|d)?|errors?\s+out|times?\s+out|timed\s+out|stall(?:s|ed)?|stop(?:s|ped)\s+working"
    r"|blows?\s+up|gets?\s+stuck|(?:is|are|was|were)\s+(?:broken|slow|stuck|empty|wrong))\b")

# --- the work at hand ---------------------------------------------------------------------
# "that" as a pointer ("fix that", "that's weird"), not as a relative pronoun ("comments
# that just repeat the code": a verb follows it).
TASK = re.compile(
    r"(?i)\b(?:this|these|those)\b(?!\s+(?:repo|repository|project|codebase|team|company"
    r"|org|organi[sz]ation|monorepo|workspace|service|product|app|days)\b)"
    r"|\bthat\b(?!\s+(?:just|only|always|never|are|is|was|were|have|has|can|could|will|would"
    r"|should|must|do|does|don'?t|doesn'?t|you|we|i|they|[a-z]+s)\b)"
    r"|\bthe\s+(?:failing|broken|current|last|previous|following|above|same|diff)\b"
    r"|\b(?:above|below|now(?!\s+and\s+then)|yet|again|later|asap)\b(?<!from now)"
    # A verb on "it"/"them" points at something in the conversation ("Push it", "Leave it
    # as is"); on the next things to do ("Keep going", "Go ahead").
    r"|^(?:please\s+|just\s+)?[a-z]+\s+(?:it|them)\b(?!\s+(?:simple|short|brief|clean|concise"
    r"|minimal|small|readable|consistent|tidy|boring)\b)"
    # A verb of editing on a definite thing: "Add error handling to the fetch call",
    # "Switch to the dev branch" (a habit says when: "whenever...", and wins).
    r"|^(?:please\s+|also\s+|just\s+)?(?:add|remove|delete|rename|refactor|split|move|switch"
    r"|increase|decrease|bump|revert|extract|inline|fix|update|change|replace|drop|convert"
    r"|port|reorder|simplify|optimi[sz]e|clean|wire|expose|hide|raise|lower|shorten"
    r"|lengthen)\b[^.;]{0,60}\bthe\b"
    r"|^(?:please\s+)?(?:keep\s+going|carry\s+on|go\s+ahead|go\s+on|continue|proceed"
    r"|hold\s+on|give\s+me\s+an?\s+(?:minute|sec(?:ond)?|moment))\b"
    # A bare verb on one definite thing and nothing about how: "Start the server.",
    # "Commit the changes." (not "Follow the style guide.", which says how to work).
    r"|^(?:please\s+)?(?!(?:use|follow|keep|prefer|avoid|respect|obey|mind|honou?r)\b)[a-z]+"
    r"\s+(?:(?:with|on|from|at)\s+)?(?:the|my|your|our)\s+[\w-]+(?:\s+[\w-]+)?[.!]?$"
    r"|\bthe\s+(?:first|next|second|last|third)\s+(?:step|part|one|thing|item|bit)\b"
    # "this repo/这个项目/このプロジェクト" is the scope of a lasting rule, not a pointer.
    r"|这个(?!项目|仓库|代码库|库|团队|公司|产品|服务|应用|工程|组织|部门)|这段|这里|这些|上面的|下面的|刚才|那个|帮我|帮忙|麻烦你|给我看"
    r"|一下(?!子)|现在|马上|写个|加个|加一个|写一个|建一个|把|看看|查查|另一个|继续|再试"
    # a resultative verb (删掉, 加上, 改好) is one edit done; "give X an edit" (给 fetch 调用
    # 加上…) aims at one thing; trying (试试) is one attempt.
    # Under a negation (不要删掉, 别直接改掉) a resultative is a prohibition, not an edit.
    r"|(?<!不要)(?<!别)(?<!不能)(?<!不要直接)(?<!别直接)(?<!不能直接)[删去扔换改修加装拆]掉"
    r"|[改修弄]好|[加补装]上|^给(?!每|所有|全部|任何)[^，。]{1,20}[加写补改换删]"
    # "用 X 重写 Y": one thing rewritten with a tool ("用 pytest 写测试" says how to work).
    r"|^用[^，。]{1,20}?(?:重写|改写|重构|重做|重新实现|替换|修复)"
    r"|试试|试一下|试着"
    # an edit with a complement of degree ("开头改得亲切一点"): one thing made so, not 得 "must"
    r"|(?:改|调|弄|搞|整|排)得[^，。]{0,8}?(?:一?点|一些|些)(?!儿)"
    r"|この(?!プロジェクト|リポジトリ|リポ|モノレポ|コードベース|ライブラリ|チーム|会社|製品"
    r"|サービス|アプリ|組織|部署)|その(?!まま)|あの|これ|それ(?!より|以上|以外|以降|以前|ぞれ)|(?<![一-鿿])[上下]の|ここ|さっき|まず|まだ"
    r"|失敗している|待って|続けて|進めて|ちょっと|もう(?!一度|少し)|そろそろ"
    r"|今(?![後日度回週夜朝年月晩])|そう(?:です|だ)")
# A file named points at the work at hand ("Fix the test in utils.py"), unless what goes
# there is every one of a kind ("Document every environment variable in docs/config.md").
FILE_NAME = re.compile(
    r"[\w/.-]\.(?:py|js|ts|tsx|jsx|go|rs|java|rb|md|json|ya?ml|toml|csv|sql|sh|txt|html|css"
    r"|c|cpp|h)\b")
EVERY_ONE = re.compile(r"(?i)\b(?:every|each|any|all(?!\s+(?:the|of|these|those|this|that|my"
                       r"|your|our)\b))\s+(?:new\s+|public\s+)?[a-z][\w-]*")
TASK_VERB = re.compile(
    r"(?i)^(?:fix|debug|rename|add|create|write|implement"
    r"|refactor|look\s+at|check|review|explain|summari[sz]e|show|find|investigate|generate"
    r"|convert|update|delete|remove|move|revert|undo|try|help|run|open|close|merge|build|"
    r"install|release|tag|draft|send|print|read|tell|translate|bump|make|describe|list"
    r"|compare|clean\s+up|analy[sz]e|copy|replace|change|set|disable|enable|comment\s+out"
    r"|upgrade|downgrade|restart|fetch|pull|download|upload|publish|deploy|migrate|rebase"
    r"|wait\s+with|go\s+through|walk\s+me\s+through|figure\s+out|see)"
    r"\s+(?:a|an|the|my|me|us|it|them|some|why|what|how|where|whether|if|which)\b")
# Japanese: "X を/に Y して(ください)" with no topic ("X は") and no habitual clause is a task.
# Verbs of manner ("X を使って", "X に従って") say how to work, and a prohibition
# ("…しないでください") holds beyond the task, not what to do now.
JA_TASK = re.compile(
    r"^[^は]{1,40}(?:を|(?<![先前常特主既緒初後番])に)[^は]{0,30}(?<!使っ)(?<!避け)(?<!守っ)"
    r"(?<!従っ)(?<!優先し)(?<!ない)(?:して|て|(?<![のん])で)(?:ください|くれ|ほしい)?[。!！]?$")

# ja: a comparative preference ("ネストした if より早期リターンを優先して") says how to work:
# the "X を Y して" after it is not one task.
JA_PREFERENCE = re.compile(r"より[^、。]{1,30}(?:を|の方を|のほうを|が)(?:優先|重視|選|使|好)"
                           r"|より[、,]?[^。]{1,40}(?:の)?(?:方|ほう)が(?:いい|良い|好き|好み|助かり"
                           r"|ありがたい)")
# The next step after one thing is done is the work at hand: "When you're done, push it",
# "終わったら、PR を作って", "ビルドが済んだらデプロイして" (a condition on every case, "関数が
# 一画面を超えたら…", is a rule).
AFTER_DONE = re.compile(
    r"(?i)^(?:and\s+|then\s+)?(?:when|once|after)\s+(?:(?:you|we)(?:'re|\s+are|'ve|\s+have)"
    r"|it'?s|it\s+is|that'?s|that\s+is)\s+(?:done|finished|ready|through|green|merged)\b"
    r"|(?:終わっ|終え|通っ|直っ|片付い|完了し|落ち着い|揃っ|決まっ)たら|済んだら|(?:終わり|済み)次第")

# zh: a sentence that ends in 了 says what happened or changed just now ("测试都过了",
# "不用了"), one that ends in 吧 proposes something for now ("缓存就用 Redis 吧"), not
# what holds, unless it says so ("以后…", "别再…了").
# "…就够了/就行了" says what is enough, which is a rule, not an event.
EVENT_ZH = re.compile(r"(?:(?<!就够)(?<!就行)(?<!足够)(?<!就可以)了[吧啊呀啦]?|吧)[。!！~～]*$")
# ja: a condition ("テストが不安定なら…", "失敗した場合は、…") says when a rule applies: the
# "X を Y してください" after it is not one task; a condition on having time or on being
# able ("時間があるなら", "できるなら") frames one request.
JA_CONDITION = re.compile(
    r"(?<!時間がある)(?<!時間があった)(?<!暇)(?<!暇な)(?<!余裕がある)(?<!できる)(?<!よければ)"
    r"(?:なら|ならば)[、,]?|(?:場合は?|ときは|時は)[、,]")

# A routine step's "before" said of this one ("提交这个之前先格式化一下", "これをコミットする
# 前に…"): the step is the work at hand, not a habit (en: `_HABITUAL` itself).
POINTED_STEP = re.compile(
    r"(?:提交|合并|发布|部署|上线|推送|发版|push|merge|commit)[^，。]{0,4}?(?:这个|这些|这次|它|这段)"
    r"(?:之|以)?前|(?:这个|这些|这段)[^，。]{0,6}(?:提交|合并|发布|部署|上线|推送)(?:之|以)?前"
    r"|(?:これ|それ|この[^、。]{1,10})(?:を|が|は)?[^、。]{0,12}前に"
    r"|前に[、,][^。]{0,10}(?:この|その|これ|それ)"
    r"|(?i:\b(?:this|these)\s+(?:pr|pull\s+request|branch|commits?|changes?|diff|file|function"
    r"|one|method|class)\b)")

# zh/ja: what happens each time the user does something ("我每次跑都报错", "実行するたびに
# 落ちます"), a report as in English.
REPORT_CJK = re.compile(
    r"每次[^，。]{1,12}?(?:都|就)(?:会)?(?:报错|出错|挂|崩|失败|卡住?|超时|闪退)"
    r"|(?:たびに|毎回)[^、。]{0,12}(?:エラー|落ち|失敗|固ま|クラッシュ)")

# --- a request ----------------------------------------------------------------------------
# The frame around a request; what follows it is the core clause.
_FRAME = re.compile(
    r"(?i)^(?:(?:please|kindly|just|also|and|so|ok(?:ay)?|alright|btw)[\s,]+"
    r"|(?:i'?d|i\s+would)\s+(?:like|love|want|prefer)\s+(?:it\s+if\s+)?you\s+(?:to\s+)?"
    r"|i\s+want\s+you\s+to\s+|i'?d\s+rather\s+you\s+|(?:i'?d|i\s+would)\s+appreciate\s+it\s+"
    r"if\s+you\s+|it\s+would\s+be\s+(?:great|nice|good|better|helpful|ideal)\s+if\s+you\s+"
    r"|(?:i\s+think\s+)?it'?d\s+be\s+(?:better|best|nicer|good|great)\s+if\s+you\s+"
    r"|maybe\s+(?:just\s+)?|(?:ideally|preferably)[,\s]+"
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
    r"|store|place|give|run|add|mark|test|lint|deploy|target|support|speak|talk|explain"
    # "make X <how>": a manner ("Make error messages actionable"; "make the…" is a task)
    r"|make\s+(?!a\b|an\b|the\b|it\b|this\b|that\b|these\b|those\b|sure\b|me\b|us\b|my\b)"
    r"|show|refer|favou?r|choose|pick|spell|quote|sign|cite|mention|comment|annotate"
    r"|prefix|end|begin|separate|group|return|raise|handle|validate|escape|encode|save"
    r"|capitali[sz]e|leave|check|tell|list|summari[sz]e|skip|ignore|squash|rebase|say|note|flag|ping|notify|no)\b")
_NOT_A_RULE = re.compile(r"(?i)^no\s+(?:worries|problem|idea|thanks|way|luck|rush|need|worry)\b"
                         r"|^no\s*[,.!]")
REQUEST = re.compile(
    r"(?i)\b(?:please|should|must|needs?\s+to|ha(?:ve|s)\s+to|ought\s+to)\b"
    r"|\bi\s+want\s+(?!to\b)|\bi\s+(?:always\s+|really\s+)?(?:prefer|like|love|hate|dislike"
    r"|can'?t\s+stand)\b"
    r"|(?:^|[;,]\s*)(?:i'?d|i\s+would)\s+(?:like|love|want|prefer|rather|appreciate)\b"
    # a permission about how to work ("You can be blunt with me")
    r"|^you\s+(?:can|may)\s+(?:always\s+)?(?:be|skip|assume|just|use|call|drop|ignore)\b"
    # an order of what to give ("Code first, explanation after")
    r"|^[\w\s-]{1,30}\s+first[,;]\s*[\w\s-]{1,30}\s+(?:after|afterwards|later|second|next)\b"
    r"|^(?:i\s+think\s+|honestly[,\s]+|tbh[,\s]+)?it(?:'d|\s+would)\s+be\s+(?:great|nice|good"
    r"|better|best|helpful|ideal)\s+if\s+you\b"
    # a rule given with its reason ("…, so don't use newer APIs")
    r"|[,;]\s*so\s+(?:please\s+)?(?:don'?t|never|always|avoid|keep|use|stick|make\s+sure"
    r"|prefer)\b"
    # a contrast: "not pandas — polars"
    r"|^not\s+(?!(?:bad|now|yet|really|sure|quite|exactly|much|again|today|here|me|that|this|so"
    r"|too|at)\b)[\w.+-]+(?:\s+[\w.+-]+)?\s*(?:—|–|--|-|;)\s*(?:use\s+)?[\w.+-]+"
    r"|^(?:any|every|each|all|no)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:needs?|must|should|has|have"
    r"|gets?|goes|go|is|are|requires?)\b"
    r"|(?:[,，]\s*|n'?t\s+|\bnot\s+)ever\b|\bno\s+exceptions\b|\bwithout\s+exception\b"
    r"|^(?:每|所有|任何)[^，。]{0,20}(?:不|都|要|必须|应|只|一律|最多|至少)(?![^。]*了[。!！]?$)"
    # a universal after its topic ("SQL 每个子句单独一行")
    r"|^[^我你，。]{0,20}每(?:个|条|项|行|一个|一条)[^，。]{0,12}(?:单独|各|都|不|要|必须|只|一律"
    r"|最多|至少)(?![^。]*了[。!！]?$)"
    # a prohibition: 不能 of anything but the speaker (我不能… is "I can't")
    r"|千万|绝对不|决不|不得(?!不|了)|(?<![我你他她它])不能(?:直接|随便|悄悄|私自|在|用|有|出现|超过|提交|推|删|改|写|打印"
    r"|硬编码|依赖|跳过|忽略|吞|留|放|包含|带|暴露|泄露|使用|绕过|修改|合并|上传|记录)"
    r"(?![^。]*了[。!！]?$)"
    # an adjective and 点: how to do it ("简短点", "说话直接一点")
    r"|(?:简短|简洁|简单|直接|详细|具体|精简|正式|礼貌|客气|清楚)一?点(?![了儿])"
    # what suffices is a rule ("有摘要和测试计划就够了", "概要があれば十分です")
    r"|有[^，。]{1,20}就(?:够|行|可以)了?"
    r"|(?:れば|えば|だけで)(?:十分|充分|足ります|足りる|大丈夫|OK)(?:です)?[。!！]?$"
    r"|^请|请(?!问|教|假|客|求)|不要|(?<![区特分错级类识告个差性辨离鉴派])别(?!人|的|处|名)|不准|不许"
    r"|禁止|一律|统一|务必|必须|应该|(?<![想重主只还不摘概纲])要(?!不|是|么)|(?<![觉记晓获取显懂值使见舍免难总非认改调弄搞整排吵看跑慢快卡热累烦忙吓气笑哭长])得(?!到|了|很|太|多|好|出)"
    r"|我.{0,2}(?:喜欢|偏好|倾向|习惯)|我.{0,2}(?:希望|想要|要求)(?:你|您|回答|回复|代码|以后)"
    r"|(?:て|で)ください|ないで(?:ね|よ)?[。!！]?$|(?<!見)てね(?=[、,。!！]|$)"
    r"|^先[^，。]{1,16}再(?:说|讲|解释|给|写|贴|补)(?!说)|[^、。]{1,12}が先[、,]\s*[^、。]{1,12}(?:は)?(?:あと|後)で"
    r"|から先に|(?<!これ)(?<!それ)でいい(?:です)?(?:が|けど)[、,]|ようにして|でお願い|をお願い|こと[。!！]?$|べき"
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
    r"|^[^、。]{1,30}は[^、。]{1,30}[でに][。!！]?$")


def core(sentence: str) -> str:
    """The clause a request frame wraps: "Please always use tabs" -> "always use tabs",
    "I'd like you to write…" -> "write…", "When writing SQL, use…" -> "use…"."""
    return _FRAME.sub("", sentence.strip(), count=1)


def is_request(sentence: str) -> bool:
    clause = core(sentence)
    if _NOT_A_RULE.search(clause):
        return False
    return bool(IMPERATIVE.search(clause) or REQUEST.search(sentence))


# --- a convention -------------------------------------------------------------------------
CONVENTION = re.compile(
    r"(?i)^(?:we|our\s+[\w-]+(?:\s+[\w-]+)?|(?:the|my)\s+(?:team|company))\s+"
    r"(?:always\s+|never\s+|only\s+)?"
    r"(?:use|prefer|write|keep|follow|put|run|deploy|store|always|never|don'?t|do\s+not"
    r"|returns?|uses|runs|lives?|stores|follows|deploys|talks?|depends|targets|supports"
    r"|requires|expects|sends|logs|reads|writes|speaks|communicates?|hosts?|ships?|owns?)\b"
    r"|\b(?:is|are)\s+(?:written|kept|stored|named|formatted|placed|done|tracked|managed"
    r"|deployed|run|built|hosted|released)\s+(?:in|with|by|as|under|on|at|from|using|to)\b"
    r"|\bgo(?:es)?\s+(?:in|into|under|next\s+to|beside|alongside)\b"
    r"|^our\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|lives?)\s+(?:on|in)\b"
    # what the code names, with a plain verb of convention ("Branch names follow…")
    r"|^(?!(?:the|these|those|this|that|my|your|his|her|their|some)\b)(?:[\w-]+\s+){0,2}"
    r"(?:names|files|classes|functions|methods|variables|tests|commits|messages|branches|tags"
    r"|migrations|endpoints|routes|components|modules|packages|tables|columns|constants|logs"
    r"|docs|comments|imports|ids|keys|urls|types|errors|exceptions|scripts|configs|headers"
    r"|titles|timestamps|prs)\s+(?:here\s+|in\s+this\s+repo\s+)?(?:always\s+|must\s+|should\s+)?"
    r"(?:follow|use|start\s+with"
    r"|begin\s+with|end\s+with|live\s+in|belong\s+in|stay\s+in|are\s+(?:prefixed|suffixed"
    r"|named|sorted|grouped)\s+(?:with|by|in|as|after))\b"
    # a limit with a number ("第一行不超过 50 个字符")
    r"|不(?:要|能|得|可以)?超过\s*[\d一二两三四五六七八九十百千]"
    r"|用|使用|采用|遵循|遵守|遵照|符合|放在|放到|写在|写成"
    r"|全(?:部|都)?(?:存成?|写成|放在|保存|使用|采用|按照?)"
    r"|都(?:用|要|放|写|得|必须|不|别|按|统一|走|以|在(?=[^，。]{1,16}(?:里|上|中|下|目录))|应该|改用|加)|写为|控制在|按照?.{1,20}(?:来|写|走|执行|处理|命名)"
    r"|は.{1,40}(?:を使います|に置きます|で書きます|にします|を使う|に置く|で書く)[。]?$"
    # ja: a topic and a plain present verb or copula ("API のエラーは JSON で返します",
    # "インデントはスペース2つです"), not a past, a suggestion, a state (ています) or a
    # question.
    r"|^[^、。]{1,30}は[^、。]{1,40}(?:(?<!てい)(?<!て)(?<!通り)(?<!動き)(?<!落ち)(?<!失敗し)"
    r"(?<!成功し)(?<!でき)(?<!なり)(?<!あり)ます|ません|です)[。!！]?$")

# A rule named as one ("The rule here is…", "House rule: …", "咱们的规矩是…", "…という
# のがルールです") is durable whatever it points at; not a rule talked about ("The rule here
# is confusing", "The rule in line 3 is wrong").
NAMED_RULE = re.compile(
    r"(?i)^(?:the|our|my|one)\s+(?:(?:house|team|golden|main|only|first|one)\s+)?(?:rule|convention"
    r"|policy|norm|practice)(?:\s+(?:here|in\s+(?:this|our)\s+(?:repo|repository|project|team"
    r"|codebase|company)))?\s+is\s+(?!(?:wrong|broken|confusing|unclear|outdated|too|not|weird"
    r"|strange|stupid|annoying|silly|fine|ok|okay|good|bad|great|new|old|different|missing"
    r"|gone|the\s+same)\b)|^(?:house|team|golden)\s+rule\s*:"
    r"|^(?:one|a|another|new)\s+rule(?:\s+for\s+[\w\s]{1,30})?\s*:"
    r"|(?:^|咱们|我们|团队|项目|这里|我们这儿|公司)的?(?:规矩|规定|约定|惯例|原则|铁律)(?:是|就是)"
    r"(?!谁|什么|不是|错|不对|有问题)"
    r"|(?:の|こと)が(?:ルール|決まり|原則|方針|約束事?)(?:です|だ|になっています)[。!！]?$")

# A schedule of the user's or the team's, said with its frequency ("We release every
# second Tuesday", "I'm on call every other week", "我们每两周发一次版", "隔週で当番をして
# います"); not a past ("We broke production every week last month") nor what goes wrong.
SCHEDULE = re.compile(
    r"(?i)^(?:i|we|i'?m|we'?re|my\s+team|our\s+team|the\s+team)\b(?!\s+(?:was|were|had|did|got"
    r"|broke|used\s+to)\b)(?!\s+[a-z]+ed\b)[^.?!]{0,40}?\b(?:every\s+(?:other\s+|second\s+"
    r"|third\s+|\d+(?:st|nd|rd|th)?\s+)?(?:day|week|weekday|month|morning|evening|night|sprint"
    r"|quarter|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d+\s+(?:days|weeks|months))"
    r"|weekly|biweekly|bi-weekly|fortnightly|monthly|daily|nightly|quarterly"
    r"|once\s+a\s+(?:day|week|month|sprint|quarter)"
    r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|on\s+weekends)\b"
    r"|^(?:我|我们|咱们|团队|我们团队|我们组)[^，。,？?]{0,10}?(?:每隔?[一二两三四五六七八九十\d]*个?"
    r"(?:天|日|周|星期|礼拜|月|季度|年|工作日|迭代|冲刺)|每(?:周|星期|礼拜)[一二三四五六日天]|每(?:晚|早)"
    r"|隔周|双周)(?![^。，]*了[。!！]?$)"
    r"|(?:隔週|毎週|毎月|隔月|毎朝|毎晩|週に?[一二三四五1-5]回|月に?[一二三1-3]回"
    r"|[1-9一二三]週間?ごと)[^、。]{0,20}(?:ています|ます|です)[。!！]?$")

# --- a fact about the user ----------------------------------------------------------------
FACT = re.compile(
    r"(?i)\bcall\s+me\b|\bmy\s+name\s+is\b|\bi\s+work\s+(?:on|at|in|for|as|from|with)\b"
    r"|\bmy\s+(?:first|native|mother)\s+(?:language|tongue)\b|\b(?:is|are)\s+(?:owned|maintained"
    r"|run)\s+by\b|\bbelongs?\s+to\b|\bi(?:'m|\s+am)\s+(?:colou?r-?blind|new\s+to|based\s+in"
    r"|not\s+a|the\s+(?:maintainer|owner|lead|author|only)|on\s+the\s+[\w-]+(?:\s+[\w-]+)?"
    r"\s+team)\b"
    # a degree the user studies for ("I'm doing a PhD in compilers")
    r"|\bi(?:'m|\s+am)\s+(?:doing|studying\s+for|pursuing|finishing|working\s+on)\s+(?:an?|my)"
    r"\s+(?:phd|doctorate|master'?s|msc|bachelor'?s|degree|postdoc)\b"
    # a lasting trait of the user ("I'm red-green colorblind", 色弱, 色覚)
    r"|\bi(?:'m|\s+am)\s+(?:[\w-]+\s+)?(?:colou?r-?blind|dyslexic|deaf|left-handed"
    r"|hard\s+of\s+hearing|visually\s+impaired|partially\s+sighted|low-vision)\b|色盲|色弱|读写障碍|阅读障碍|色覚|ディスレクシア"
    # "X is my main language / my responsibility": what the user holds as theirs
    r"|\b(?:is|are)\s+my\s+(?:main|primary|first|native|mother|daily|preferred|usual|go-to"
    r"|favou?rite|responsibility|area|job|domain)\b"
    r"|是我的?(?:主力|母语|第一语言|常用|首选|本职|职责)"
    r"|(?:一直|都)?是我[^，。,]{0,6}?在?(?:维护|负责|管|带)"
    # where a resource is: a named tool and the place in it ("The runbook lives on
    # Confluence", "在 Grafana 的…看板上", "Notion の…にまとめてあります"), a host
    r"|\b(?:lives?|is\s+kept|are\s+kept|is\s+tracked|are\s+tracked|is\s+documented"
    r"|goes|go)\s+(?:on|in)\s+(?-i:[A-Z])[\w-]+"
    r"|\b(?:is|are)\s+(?:in|on)\s+(?:the\s+)?(?-i:[A-Z0-9])[\w-]*[A-Za-z][\w-]*(?:\s*,|\s+(?:file"
    r"|page|doc|board|folder|vault|space|project|channel|wiki|drive)\b)"
    r"|\bi\s+(?:only\s+|just\s+)?(?:started|joined)\s+(?:here|this\s+job|the\s+team|the\s+company)\b"
    r"|我[^，。]{0,8}(?:才|刚)入职|(?:入って|入社して)(?:まだ)?[一二三四五六七八九十\d]+(?:週間|か月|ヶ月|年)"
    r"|^(?:for\s+context|some\s+context|background)[,:]|^(?:给你个背景|背景是|背景[:：])|^背景として"
    r"|(?:开会|会上|会议上)(?:决定|定)了?"
    r"|我(?:白天|平时|本职|其实|目前|现在)是|(?:教員|教師|先生|看護師)を(?:して|やって)"
    r"|\b(?:is|are|lives?)\s+(?:at|on)\s+(?:https?://)?[\w-]+(?:\.[\w-]+)*\.(?:dev|com|io|net|org"
    r"|app|cloud|internal|local|corp|co|ai|cn|jp|xyz|site|tech)\b"
    r"|在\s*(?:(?-i:[A-Z])[\w.-]+|共享盘|网盘|飞书|钉钉|企业微信|语雀|石墨)[^，。,]{0,30}(?:上|里|中|下)"
    r"(?=[，,。!！]|$)"
    r"|は[^、。]{0,6}(?-i:[A-Z])[\w.-]+\s*の[^、。]{1,40}(?:に|で)(?:まとめてあります|入っています"
    r"|置いてあります|載っています|あります|管理しています)"
    # who the user is, in passing: a name, how they are called, where they are, how long
    # in the job, what they are learning or bad at, their manager and team
    r"|^i'?m\s+(?!(?-i:Sorry|Back|Done|Fine|Here|Not|So|Just|Going|Still|Also|Ready|Sure|Glad|Happy"
    r"|Afraid|Busy|Out|Off|Stuck|Lost|Tired|Working|Trying|Looking|Using|On|In|At)\b)"
    r"(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?\s*[,.]"
    r"|と呼ばれて(?:います|いる)|我人在(?![^，。,]{0,8}(?:路上|车上|外面|地铁|会上|医院))"
    r"|\binto\s+my\s+first\s+[\w-]+\s+job\b|\bi'?m\s+(?:still\s+|currently\s+)?learning\b"
    r"|入社[一二三四五六七八九十\d]+年目|(?:勉強|学習)中です"
    r"|我[^，。]{0,8}(?:最资深|资历最深|是新人|刚入职|刚入行|是新手)|(?:我|不过|但是?)[^，。]{0,8}很菜"
    r"|\bi\s+report\s+to\b|\bmy\s+(?:manager|boss|lead)\s+is\b"
    r"|\bjust\s+the\s+(?:two|three|four|five|six|seven|eight|\d+)\s+of\s+us\b"
    r"|^上司は|チームは[^、。]{0,8}[一二三四五六七八九十\d]+人"
    # a decision with its date or owner
    r"|\b(?:freeze|deadline|cutoff|launch|migration|contract|sunset|deprecation)\b[^.]{0,40}"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|定在[^，。]{0,12}\d+\s*月|[，,][^，。]{1,6}负责[。!！]?$|已经决定|最终决定|定下来了"
    r"|こと(?:が|に)[^。]{0,16}決ま(?:りました|った)"
    r"|は私(?:一人|ひとり|だけ)?です|は私(?:一人|ひとり|だけ)(?:なので|で)|只有我一个"
    r"|^as\s+(?:the|a|an)\s+(?:only\s+|lone\s+|sole\s+)?[\w-]+(?:\s+[\w-]+){0,2},\s*i\b"
    # where a part of the project lives ("The mobile app isn't in this repo; it lives in…")
    r"|\b(?:isn'?t|is\s+not)\s+in\s+this\s+(?:repo|repository|codebase|monorepo)\b"
    r"|\blives\s+in\s+(?:a\s+)?(?:separate|another|different|its\s+own)\s+(?:one|repo|repository)\b"
    r"|不在这个(?:仓库|项目|代码库)|在另一个仓库|このリポジトリではなく|別のリポジトリ"
    # where the team is ("Half of our team is in Manila")
    r"|^(?:half|most|part|some|all|the\s+rest)\s+of\s+(?:our|my|the)\s+team\s+(?:is|are|sits?"
    r"|works?|lives?)\s+(?:in|on|from)\b|チームの(?:半分|大半|一部|全員|ほとんど)は[^、。]{1,20}に"
    r"(?:いる|います|住んで)"
    # a tool the team dropped, with when or what replaced it
    r"|^we\s+(?:dropped|ditched|retired|abandoned|removed|killed)\s+[\w.+-]+(?:\s+[\w.+-]+)?\s+"
    r"(?:last|in|back\s+in|years?\s+ago|and\s+(?:went\s+back|moved|switched))\b"
    r"|(?:去年|前年|上个月|上半年|年初|年底|之前|以前)[^，。]{0,10}我们[^，。]{0,12}(?:砍了|去掉了|弃用了"
    r"|停用了|换掉了|不用了)|我们[^，。]{0,12}(?:砍了|去掉了|弃用了)[，,][^，。]{0,4}(?:改回|换成|改用)"
    r"|(?:去年|昨年|一昨年|先月|以前)[^。]{0,20}(?:やめて|廃止して|切り替えて)[^。]{0,20}"
    r"(?:戻しました|移行しました|切り替えました)"
    # a role said against another ("我不是做设计的,是个后端", "…ではなく、…の人間です")
    r"|^我不是[^，。]{1,10}[，,]\s*(?:我)?是(?:个|一名|一个)?[^，。]{1,8}"
    r"|(?:ではなく|じゃなくて)、[^。]{1,30}の(?:人間|人|エンジニア|開発者|デザイナー)です[。]?$"
    r"|私が(?:担当|管理|メンテ|保守|面倒を見)"
    r"|叫我|我是|我在[^，。,]{1,12}?(?:工作|上班|办公|组|团队|部门|公司|实习|读书|读研|读博|读大学"
    r"|读本科|念书|上学)"
    # where the user is, alone or with what it is about after a comma ("我在上海,东八区"),
    # not where they are this moment ("我在路上,马上到")
    r"|我在(?![^，。,]{0,8}(?:外面|外边|路上|车上|地铁|会上|休假|度假|出差|旅游|旅行|医院))"
    r"(?!家(?:里|中)?(?:[，,。!！]|$))"
    r"[^，。,看写改跑弄做忙想查测修开吃等听试调排处搞]{1,8}(?:[。!！]?$|[，,](?![^。!！]{0,20}"
    r"(?:马上|晚点|等下|等会|一会|稍后|回头|待会|先|再|一下|累|困|烦|饿|冷|热"
    r"|[了啊吧呢呀哦嘛][。!！~～]*$)))|我的母语|我平时|我们团队|归.{1,12}(?:负责|管)|由.{1,12}(?:负责|维护|管理?)"
    r"|と呼んで|で働いて|の担当|母語|普段|私たち|うちの|(?:^|[、,])うち(?:は|では)|私は|初心者"
    # what the product or the company is ("Our product is an invoicing tool for…")
    r"|^(?:our|my)\s+(?:[\w-]+\s+)?(?:product|company|startup|app|service|business|platform|client"
    r"|customer|employer)\s+(?:is|makes|sells|builds)\s+(?:an?|the|one\s+of)\s+(?!(?:mess|joke|disaster"
    r"|nightmare)\b)"
    r"|^(?:我们|咱们|我|我们公司)的?(?:产品|公司|项目|应用|服务|平台|业务|客户)(?:是|做的是|主要做)"
    r"(?!不是|不|什么|谁|哪)(?![^。]*了[。!！]?$)"
    # who owns what ("Marco owns the billing service", "现在也是他在管")
    r"|^(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?\s+(?:owns|maintains|is\s+in\s+charge\s+of"
    r"|is\s+responsible\s+for|leads)\s+(?:the|our)\b"
    r"|是(?:他|她|[^，。,]{1,4}?)[^，。,]{0,3}在(?:管|负责|维护)"
    # a switch the team made ("We moved logging from X to Y last year"), not just now
    r"|^we\s+(?:moved|switched|migrated|changed)\b[^.]{0,40}\bfrom\s+\S+(?:\s+\S+)?\s+to\b"
    r"|(?<!刚)(?<!刚刚)我们[^，。刚]{0,8}从[^，。]{1,20}(?:换成|迁到|迁移到|切到|改成|改用|转到)了"
    r"|^(?![^、。]*(?:さっき|先ほど|今))[^、。]{1,20}から[^、。]{1,20}に(?:切り替え|移行し|乗り換え)ました"
    # how the user learned what they know ("独学で覚えました", "I taught myself Go")
    r"|独学で|自学的|自己学的|\btaught\s+myself\b|\bself-taught\b"
    # where the user's time goes ("Most of my day goes into code review")
    r"|^most\s+of\s+my\s+(?:day|time|week|work)\s+(?:goes|is\s+spent|is)\b"
    r"|我(?:一天|每天|平时)?的?(?:大部分|大多数|多数|一半)的?时间")
# The user as the subject of a verb of state, in the present: who they are, where, what
# they speak and use. Past events ("I forgot"), the present moment ("I'm tired") and
# wishes ("I want") are not in it.
SELF_FACT = re.compile(
    r"(?i)^(?:(?:also|btw|fyi|fwiw|actually|by\s+the\s+way|oh)[\s,]+)?i\s+(?:(?:mostly|mainly|usually|normally"
    r"|generally|often|also|only|still|primarily|currently|really)\s+)*(?:live|speak|use|own"
    r"|run|work|write|code|program|maintain|lead|manage|know|teach|study|develop|build|come"
    r"|am\s+from|'m\s+from)\b(?!\s+the\b)"
    # what the user owns to work on ("I only have a Chromebook at home")
    r"|^i\s+(?:only\s+|also\s+|just\s+)?(?:have|own)\s+(?:an?\s+|two\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:laptop|chromebook|mac|macbook|pc|desktop|workstation|server|vps|machine|phone|iphone"
    r"|ipad|tablet|monitors?|keyboard|licen[cs]e|account|subscription)s?\b"
    r"|^i(?:'ve|\s+have)\s+(?:been\s+[\w-]+ing\b.{1,40}\b(?:for|since)\s+\S+"
    r"|\S+\s+years?\s+of)\b"
    # a state that has lasted years ("I've worked on this codebase for three years")
    r"|^i(?:'ve|\s+have)\s+(?:been\s+(?:an?|at|with|in|on)\s+|worked|lived|used|written|coded|programmed"
    r"|maintained|led|owned|taught|studied)\b.{0,50}\b(?:(?:for|over)\s+(?:[\w-]+\s+){0,2}"
    r"(?:years?|decades?|months)|since\s+(?:(?:19|20)\d\d|university|college|school))\b"
    # the user in charge of something ("I lead the infrastructure team")
    r"|^i\s+(?:(?:currently|also)\s+)?(?:lead|manage|maintain|own|head|oversee)\s+the\b"
    r"|^(?:(?:also|btw|fyi|fwiw|actually|ps)[\s,:]+)?(?:all\s+)?my\s+[\w-]+(?:\s+[\w-]+){0,2}\s+"
    r"(?:is|are|runs|lives|sits|uses|happens)\s+(?!(?:broken|failing|down|slow|stuck|red"
    r"|green|done|ready|back|gone|missing|empty|wrong|fine|ok|still|not|being|getting)\b)"
    # a cleft: "Kotlin is what I write every day", "What I mostly write is Go", "Go is the
    # only language I use" (not "That is what I meant")
    r"|(?<!this\s)(?<!that\s)(?<!\bit\s)\b(?:is|are)\s+what\s+i\s+(?:(?:mostly|mainly|usually|normally|always|actually)\s+)?"
    r"(?:write|use|code\s+in|program\s+in|work\s+(?:in|with|on)|speak|run)\b"
    r"|^what\s+i\s+(?:(?:mostly|mainly|usually|normally|actually|really)\s+)?(?:write|use"
    r"|code\s+in|program\s+in|work\s+(?:in|with|on)|speak|run)\b[^.?!]{0,40}\b(?:is|are)\b"
    r"|(?<!this\s)(?<!that\s)(?<!\bit\s)\b(?:is|are)\s+the\s+(?:only\s+|main\s+|one\s+)?[\w-]+(?:\s+[\w-]+)?\s+i\s+"
    r"(?:(?:mostly|mainly|usually|normally|always|actually)\s+)?(?:use|write|know|speak|code\s+in"
    r"|work\s+(?:in|with|on))\b"
    r"|^we\s+(?:chose|picked|went\s+with|settled\s+on|switched\s+to|standardi[sz]ed\s+on"
    r"|moved\s+to|migrated\s+to)\b"
    r"|我(?:也|还|一直|最近|平时|平常|目前|这几年|已经)?(?:住在|住|会说|会讲|能说|懂|熟悉|擅长|来自|老家|家里?有|有一?[台个部]"
    r"|用的是|一直用|常用|主要(?:写|用|做)|(?:写|做|干|学|用)[^，。,]{0,16}?了"
    # (a span said approximately: "干了差不多八年")
    r"(?:差不多|大概|大约|将近|快|近|至少|少说|足足|整整|有)?\s*[一二两三四五六七八九十几多\d]+年)"
    # a cleft: what the user writes every day ("我天天写的都是 Go")
    r"|我(?:平时|每天|天天|日常|上班|工作中?|一般|主要|一直)[^，。,]{0,6}?(?:写|用|做|跑)的"
    r"(?:都|基本上?|主要|大多|一直)?是"
    r"|我的[^，。,]{1,8}(?:是|(?:全|都|全部)?在[^，。,]{1,12}[里上中])|我们(?:选了|选择了|定了|改用了|用的是)"
    r"|[^，。,]{1,12}我们选了"
    # "我工作的电脑装的是 Linux": the user's things, named by what they do
    r"|我[^，。,改写说问想做刚]{1,6}的[^，。,]{1,6}(?:装的是|用的是|是)"
    # how the user usually works ("我一般在 iPad 上写代码")
    r"|我(?:一般|通常|经常|基本上?|大多|大部分时间)(?:都)?(?:在|用|写|开发|工作|做|跑|通过)"
    # a span of years or a start ("我做这行十年了", "Rust 我从 2019 年就开始写了")
    r"|我[^，。,]{0,10}?(?:写|做|干|学|用|搞|从事|待|住|工作|开发|维护)[^，。,]{0,8}?"
    r"(?:[一二两三四五六七八九十几多\d]+|半)个?(?:年|月)了"
    r"|我[^，。,]{0,8}从\s*\d{4}\s*年|我[^，。,]{0,8}从[^，。,]{1,10}(?:就开始|起就?|开始就)"
    # a skill ("我法语和德语都很流利", "我对 Rust 不熟")
    r"|我[^，。,]{0,12}?(?:流利|熟练|精通)"
    r"|我对[^，。,]{1,12}(?:不太?熟|很熟|熟悉|不太?了解|很了解|比较了解|陌生)"
    # in charge of a team or a part ("我带基础设施团队", "我负责支付模块")
    r"|我(?:目前|一直)?(?:带|负责|管理?|领导|主管|维护|运营)(?!的)[^，。,]{0,12}(?:团队|组|项目|部门"
    r"|服务|模块|平台|库|仓库|系统|这块|业务)"
    r"|に住んで|で(?:働いて|暮らして)|に所属して|を拠点に|(?:が|を)[^、。]{0,6}(?:話せ|読め|得意)"
    r"|在住|の出身|出身です"
    # a role with the user unsaid ("インフラチームのリーダーです", "データ基盤チームの一員です")
    r"|^[^、。は]{0,30}の(?:リーダー|一員|メンバー|メンテナー?|責任者|担当者|エンジニア|開発者"
    r"|マネージャー|デザイナー|学生|講師|研究者|テックリード|オーナー|管理者)(?:です|をしています"
    r"|をやっています)[。!！]?$"
    # how the user usually works ("iPad から SSH で作業することが多いです")
    r"|(?:(?:作業|開発|仕事|コーディング)(?:する|を?している)?|書く|使う)ことが(?:多い|ほとんど)"
    r"|(?<!今)(?:全部|すべて|いつも|基本)[^、。]{0,24}でやって(?:い)?ます"
    r"|(?:使って|動かして|書いて|開発して|管理して|運用して|勉強して|学んで|持って|担当して"
    r"|研究して|専攻して)(?:い)?ます"
    # a cleft: "毎日書いているのは Kotlin です"
    r"|(?:書いて|使って|触って|担当して|やって|話して)(?:い)?るのは(?!これ|それ|あれ|この|その|あの)[^、。]{1,30}(?:です|だ)[。!！]?$"
    r"|(?:エンジニア|リード|マネージャー?|デザイナー|サイエンティスト|アナリスト|開発者|研究者|学生"
    r"|講師|責任者|担当)を(?:して|やって|務めて)"
    r"|(?<![\d一二三四五六七八九十])(?:\d+|[一二三四五六七八九十]+)年.{0,20}"
    r"(?:てきました|ています|やって)"
    r"|を(?:選びました|選んだ|採用しました|採用した)"
    r"|我(?:就|只有|就只有)一?[台个部块][^，。]{0,12}(?:电脑|笔记本|显示器|屏|机器|手机)"
    r"|我(?:一般|通常|经常|基本上?|大多|平时)[^，。]{0,12}(?:才|都)(?:有空|有时间|能)"
    r"|(?:作業|開発|仕事|コーディング)は(?:だいたい|ほとんど|いつも|基本的?に?)[^、。]{1,10}です[。]?$"
    r"|^(?:ちなみに[、,]?)?(?:画面|モニター|ディスプレイ|エディタ|エディター|OS|シェル|端末|マシン|PC"
    r"|パソコン|メイン言語|開発環境|作業環境"
    r"|タイムゾーン|母語|使用言語)は|派です")


def is_fact(sentence: str) -> bool:
    return bool(FACT.search(sentence) or SELF_FACT.search(sentence))


__all__ = ["AFTER_DONE", "APOLOGY_END", "CONVENTION", "EMBEDDED_WH", "EVENT_ZH", "EVERY_ONE",
           "FACT", "FILE_NAME", "IMPERATIVE", "JA_CONDITION", "JA_PREFERENCE", "JA_TASK", "LAUGH",
           "NAMED_RULE", "POINTED_STEP", "QUESTION_END", "QUESTION_START", "REMARK", "REPORT",
           "REPORT_CJK", "REQUEST", "SCHEDULE", "SELF_FACT", "SMALL_TALK", "TASK", "TASK_VERB",
           "WH", "core", "is_fact", "is_request"]
