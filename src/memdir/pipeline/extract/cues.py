"""What a user's sentence is, read from its mood and scope: the cues of offline extraction.

`memdir.pipeline.extract.rules.judge` asks these in order. Each group reads a structure
rather than listing sentences:

- **asking**: `memdir.pipeline.extract.question`.
- **small talk**: greetings, thanks, reactions, and a sentence that ends in an apology or
  thanks ("Long day, sorry for the typos", "…すみません", "…见谅").
- **the work at hand**: a pointer to something here and now (this, the failing, above,
  这个, 把 X…, この, まず), a helper verb on a particular object ("Refactor the login
  handler", "check why…"), a Japanese "X を Y して(ください)" with no topic.
- **a request**: `memdir.pipeline.extract.request` (the core clause after its frame, a
  preference, a permission, a universal subject, a prohibition, a limit, what suffices); a
  condition says when the rule applies ("If a test is flaky, …", "…なら、…") and is no task;
  a comparative preference ("X より Y を優先して") is how to work.
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
- **a fact about the user or the project** and **a schedule**: `memdir.pipeline.extract.facts`
  (what the system is: `memdir.pipeline.extract.system`).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# --- the user's own wish ---------------------------------------------------------------
# The user's own wish for the work at hand, a verb and たい ending the sentence ("休憩の前に
# ブラームスを持ってきたいです"): a "before" in it places the piece at hand, no habit.
# (a verb's stem before たい: not ありがたいです, thanks for a way of working)
OWN_WISH = re.compile(r"(?:[いきぎしじちにひびみりえけげせぜてでねへべめれ]|[\u4e00-\u9fff])たい"
                      r"(?:です|んです|と思います)?[。!！]?$")

# --- small talk ---------------------------------------------------------------------------
# A closing 笑 is a laugh, not the end of a word it closes (开玩笑, 嘲笑, 微笑, 別笑: "don't
# joke in commit messages" is a rule).
LAUGH = re.compile(r"(?i)\b(?:haha+|hehe|lol|lmao|rofl)\b|哈哈|呵呵|嘿嘿"
                   r"|[^\sA-Za-z玩取嘲微可好搞苦冷偷说說谈談见見逗别別讥譏嗤耻恥]笑[。!！]*$"
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
    # (not a norm proposed: "…ようにしましょう", "…ことにしましょう" say how to work from now)
    r"了解|なるほど|速いですね|お昼|完璧|へえ|はい[、,]|長い一日)|(?<!ようにし)(?<!ことにし)ましょう[。!！]?$"
    r"|ですね[!！。]?$")
# A remark, whatever cue it holds: praise with 喜欢 and nothing liked after it ("现在看着
#清爽多了,我喜欢", "这个写法我很喜欢"; "我喜欢用 vim" says how to work), the user's own
# slips said with "always" ("I always get lookbehinds wrong", "我总是搞混 rebase 和 merge",
# "…いつも間違えるんですよね"; unless they ask to be reminded), an interjection ("ugh"),
# a musing "…んですよね".
REMARK = re.compile(
    # a feeling said with "always" ("月曜日はいつも眠いです", "I'm always tired on Mondays")
    r"(?i)(?:いつも|毎回|毎週)[^、。]{0,6}(?:眠い|疲れ|だるい|憂鬱|しんどい|つらい|辛い)"
    r"|(?:\bi'?m\s+always\s+(?:so\s+)?(?:tired|sleepy|exhausted|hungry|grumpy|cold)\b)"
    r"|(?:总是|老是|每次都)(?:很|特别)?(?:困|累|想睡|犯困)|(?:毎回|いつも)[^、。]{0,14}迷(?:います|う|って)|(?<![唉哎])[唉哎]+[。!！…]*$|^又要[^，。]{1,8}了"
    r"|"
    r"我.{0,2}(?:喜欢|爱)(?:这|那|它)(?:个|样|种)?[^，。,用写把让来]{0,6}[。!！~～]*$"
    r"|我.{0,2}(?:喜欢|爱)[。!！~～]*$"
    r"|\b(?:ugh+|argh+|sigh|oof|meh)\b"
    r"|^(?:(?:ha|haha|lol|man|ugh|oh|honestly|yeah)[,!\s]+)?i\s+(?:always|keep|constantly)\s+(?:get(?:ting)?\s+[^,.;]{1,30}?\s+(?:wrong|confused"
    r"|mixed\s+up)|forget(?:ting)?|mess(?:ing)?\s+up|mix(?:ing)?\s+up|confus(?:e|ing)"
    r"|misspell(?:ing)?|mistyp(?:e|ing))\b(?![^.;]*\b(?:so|please|remind|tell|warn|make\s+sure"
    r"|catch)\b)"
    r"|我(?:总是|老是|经常|一直)(?:搞混|搞错|写错|记错|忘|记不住|分不清)(?![^。]*(?:提醒|帮我|记得|请))"
    r"|(?:んです|んだ)よね笑?[。!！]?$|いつも[^、。]{0,12}(?:間違え|忘れ|迷|ごっちゃ|混乱|混ざ)"
    # a memory of the past or what one would never have done ("I still remember when…",
    # "I never would have spotted that", 想起以前…, 恍如隔世)
    r"|\bi\s+(?:still\s+)?remember\s+(?:when|how|the\s+(?:days|time))\b"
    r"|\b(?:that|this|it)\s+(?:never|always)\s+happens\b"
    r"|\balways\s+(?:take|takes|run|runs|go|goes|last|lasts)\s+(?:twice|longer|forever|ages)\b|永远比"
    r"|\b(?:i\s+)?never\s+(?:would\s+have|thought|knew|expected|imagined|realized|noticed)\b"
    r"|^想起|还记得[^，。]{0,12}(?:以前|那时|当年|那会)|恍如隔世"
    # a question announced ("Quick question before we go on.", "ひとつ質問です")
    r"|^(?:quick|one|a|another|small|short)\s+question\b|質問(?:です|があります)|问个问题|有个问题"
    # what always goes wrong at the worst moment ("It's always the wedding dresses that come in
    # the day before", 偏偏每次…, いつも…に限って)
    # (not who holds a role, "It's always the client who signs off the final proof", nor with
    # an order: "…, so double-check it before closing")
    r"|^it'?s\s+always\s+the\s+(?:[\w'-]+\s+){1,6}?(?:that|who|which)\b"
    r"(?![^.!?]*\b(?:you|we)\s+(?:should|must|need|have\s+to)\b)"
    r"(?!\s+(?:signs?|approves?|decides?|owns?|authori[sz]es?|reviews?|chairs?|leads?|pays?"
    r"|orders?|books?|checks?|handles?|is\s+(?:responsible|in\s+charge|accountable)|gets\s+to)\b)"
    r"(?![^.!?]*(?:[,;:\u2013\u2014-]|\bso\b)\s*(?:so\s+|and\s+)?(?:please\s+)?(?:always\s+"
    r"|never\s+|just\s+)?(?:double-check|check|make\s+sure|call|ask|tell|send|put|keep|flag"
    r"|remind|verify|confirm|get|have|use|copy|cc|chase|don'?t|do\s+not)\b)"
    r"|(?:每次|总是|老是)都?偏偏|偏偏(?:每次|总是|老是)|(?:いつも|決まって|毎回)[^、。]{0,16}に限って"
    # the user's own feeling that never wears off ("I will never get used to the smell of a
    # launderette at seven", 永远习惯不了, 何年たっても慣れません; not "Never let the trainees
    # get used to skipping it", an order)
    r"|^(?:(?:honestly|ha|god|man)\b[,\s]*)?i(?:'ll|\s+will|'d|\s+would)?\s+never\s+(?:ever\s+)?"
    r"(?:get\s+used\s+to|get\s+(?:tired|bored|sick)\s+of|tire\s+of|get\s+over)\b"
    r"|(?:永远|一辈子|怎么)(?:都|也)?(?:习惯不了|看不腻|听不腻|闻不惯|受不了)"
    r"|(?:一生|いつまで(?:たって|経って)も|何年(?:たって|経って)も|何度[^、。]{0,8}ても)"
    r"(?:慣れ(?:ない|ません|られない|られません)|飽き(?:ない|ません))"
    # what others always say, undone by what they then do (纹身的客人永远说"不疼不疼"，结果针一下
    # 去就叫; "Clients always say it's fine, then they ring at midnight"; not with what is done
    # about it: 所以, "so")
    r"|(?:永远|总是|老是|每次都)(?:说|讲)[^，。,]{1,24}[，,]\s*(?:结果|可|但是?|其实)"
    r"(?![^。]*(?:所以|因此|请|记得|一定要|以后))"
    r"|\balways\s+(?:say|says|tell\s+(?:me|us))\b[^.!?]{1,40}?,\s*(?:then|and\s+then|but\s+then)"
    r"\b(?![^.!?]*\b(?:so|please)\b)"
    r"|いつも「[^」]{1,20}」(?:って|と)言う(?:のに|けど|くせに)"
    # a vow of the user's own, inverted ("Never again am I doing teas for a double-header"; not
    # "Never again send invoices by fax", an order), and when a thing is always at its most, or
    # always chaos ("The sea's always flattest on the days nobody's booked a lesson", 调律这行
    # 永远是冬天最忙, 年末の運送屋はいつも戦場ですね; not with an order after it: "…, so never
    # book training then")
    r"|^never\s+again\s+(?:am|will|do|shall|would|can)\s+i\b"
    r"|^(?:the|our|my)\s+[\w'-]+(?:'s|\u2019s|\s+is|\s+are)\s+always\s+(?:at\s+(?:its|their)\s+)?"
    r"(?:\w+est|busiest|quietest)\s+(?:on|when|in|at|the\s+(?:day|week))\b"
    r"(?![^.!?]*(?:[,;:\u2013\u2014-]|\bso\b)\s*(?:so\s+)?(?:please\s+)?(?:always|never|don'?t|do\s+not"
    r"|make\s+sure|book|keep|plan|schedule|put|tell|send)\b)"
    r"|(?:永远|总是)是[^，。,]{0,6}最(?:忙|闲|累|冷|热|难|挤|乱)(?![^。]*(?:所以|因此|请|记得|一定要|以后"
    r"|别|不要))"
    r"|いつも(?:戦場|地獄|修羅場|てんてこ舞い|大混乱|お祭り騒ぎ)(?:です|だ)(?:ね|よね)?[。!！]*$")
# A sentence that ends by apologising is said to the person, not a rule, whatever else it
# holds ("Long day, sorry for the typos", "誤字があったらすみません").
APOLOGY_END = re.compile(
    r"(?i)\bsorry\b[^,.;!?]{0,30}[.!]?$|(?:见谅|抱歉|不好意思)[!！。]?$"
    r"|(?:すみません|ごめんなさい|申し訳ありません)[!！。]?$")

# What happens each time the user does something is a report, not a rule ("Every time I
# run it, it crashes", "Whenever I open the app it freezes").
# A wish of what a kind of thing always says or shows, in the past of a wish ("I'd appreciate
# it if the cheese labels always said whether it's raw milk", "It would help if the invoices
# always showed…"): no report of what was said.
WISHED = re.compile(r"(?i)^(?:i'?d|i\s+would)\s+(?:really\s+)?(?:appreciate\s+it|like\s+it"
                    r"|prefer\s+it|love\s+it)\s+if\b|^it(?:'d|\s+would)\s+(?:really\s+)?(?:help"
                    r"|be\s+(?:great|good|nice|better|helpful))\s+if\b")
REPORT = re.compile(
    # what a program or someone else did, said with always or never: a failure ("The job
    # always fails at step 3", "That condition is always true") or a past ("Everyone always
    # assumed…", "My old team always said…"); not "Never return null" (an order)
    r"(?i)\b(?:always|never|keeps?|constantly)\s+(?:\w+\s+){0,2}?(?:fails|failed|crash(?:es|ed)"
    r"|breaks|broke|times\s+out|timed\s+out|hangs|hung|went\s+red|goes\s+red|dies|died"
    r"|errors\s+out|stalls|stalled|expired|received|became|stopped|assumed|said|believed|thought"
    r"|reporting|reports|blew\s+up|ran|fired|executed|triggered|worked|finished|completed"
    r"|passed|succeeded)\b"
    r"|\bi'?ve\s+never\s+(?:seen|heard|had|met|been)\b"
    # what other people always ask ("my Year 7s always ask whether a robot made their
    # worksheets"): an anecdote of theirs, no rule of the user's
    r"|\b(?:my|our|the|his|her|their)\s+(?:[\w-]+\s+){0,3}?(?:always|constantly|often|keep)\s+"
    r"(?:ask(?:ing)?|wonder(?:ing)?)\s+(?:me\s+|us\s+)?(?:whether|if|why|how\s+come)\b"
    r"(?![^.!?]*\b(?:so|please)\b)"
    r"|\b(?:is|was|were|are)\s+always\s+(?:true|false|null|none|empty|zero|red)\b"
    # what the user is seeing now, before a paste ("getting this when I run it:")
    r"|^(?:i'?m\s+|i\s+am\s+|we'?re\s+|still\s+)?(?:getting|seeing|got|hitting)\s+(?:this|that"
    r"|these|the\s+following)\b"
    r"|^(?:whenever|every\s+time|each\s+time|when|if)\s+(?:i|we)\b[^,.;!?]{1,60}?[,\s]\s*"
    r"(?:it|they|this|that|everything|nothing|the\s+[\w-]+)\s+(?:(?:just|always|still|only)\s+)?"
    # (what goes wrong: "When we release, it goes to PyPI" is how the project works)
    r"(?:crash(?:es|ed)?|fail(?:s|ed)?|freez(?:es|e)|froze|hang(?:s)?|hung|break(?:s)?|broke"
    r"|die(?:s|d)?|errors?\s+out|times?\s+out|timed\s+out|stall(?:s|ed)?|stop(?:s|ped)\s+working"
    r"|blows?\s+up|gets?\s+stuck|(?:is|are|was|were)\s+(?:broken|slow|stuck|empty|wrong))\b"
    # what a log, an error or the output says, quoted ("The log says 'worker never started…'",
    # 日志里写着"以后…", ログに「今後…」と出ています; not "Always quote the error message")
    r"|^(?:the|this|that|my|our)\s+(?:[\w-]+\s+)?(?:log|logs|error|output|message|trace|traceback"
    r"|console|terminal|linter|compiler|warning)\s+(?:says|said|shows|showed|reads|prints|printed"
    r"|complains|reports)\b"
    r"|(?:日志|报错|错误信息|输出|控制台|终端)(?:里|上|中)?(?:说|显示|写着|提示|报)[:：]?\s*[\"“「'']"
    r"|(?:ログ|エラー|出力|コンソール|ターミナル)(?:に|には|で)[^。]{0,4}[「\"“''][^」\"”'']{1,80}"
    r"[」\"”''](?:と|って)(?:出て|表示され|書かれて)")

# --- the work at hand ---------------------------------------------------------------------
# "that" as a pointer ("fix that", "that's weird"), not as a relative pronoun ("comments
# that just repeat the code": a verb follows it; "quotes that say 'from $40'": a plural
# noun goes before it).
TASK = re.compile(
    r"(?i)\b(?:this|these|those)\b(?!\s*:\s*\S)(?!\s+(?:repo|repository|project|codebase|team|company"
    r"|org|organi[sz]ation|monorepo|workspace|service|product|app|days)\b)"
    r"|(?<![a-z]s\s)\bthat\b(?!\s+(?:just|only|always|never|are|is|was|were|have|has|can|could|will|would"
    r"|should|must|do|does|don'?t|doesn'?t|you|we|i|they|[a-z]+s)\b)"
    r"|\bthe\s+(?:failing|broken|current|last|previous|following|above|diff)\b"
    r"|(?<!\bin\s)\bthe\s+same\b(?!\s+(?:commit|pr|pull\s+request|change|release)\b)"
    r"|てみて(?:ください|もらえますか)?[。!！]?$|(?:出ている|落ちている|壊れている)(?:箇所|ところ|部分)"
    r"|さっき|先ほど|\byesterday\b|\blast\s+night\b|\bthe\s+new\s+[\w-]+\s+[\w-]+\b|\blast\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\btoday'?s\b"
    r"|\b(?:above|below|(?<!twice\s)(?<!times\s)(?<!by\s)now(?!\s+and\s+then)|yet|again|later"
    r"|asap)\b(?<!from now)"
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
    # "this repo/这个项目/このプロジェクト" is the scope of a lasting rule, not a pointer, and
    # so is 我们这个… (our own: 我们这个开源项目的 commit message 请用英文写).
    r"|(?<!我们)(?<!咱们)这个(?!项目|仓库|代码库|库|团队|公司|产品|服务|应用|工程|组织|部门|格式[^，。]{0,4}[:：])|这段|这里"
    r"|(?<![、,，])(?<![、,，]\S)(?<![、,，]\S\S)(?<![、,，]\S{3})(?<![、,，]\S{4})(?<![、,，]\S{5})"
    r"(?<![、,，]\S{6})这些"
    r"|这(?:条|台|行|张|份|篇|句|处)|上面的|下面的|刚才|那个|帮我|帮忙|麻烦你|给我看"
    r"|一下(?!子)|(?<![出表体])现在|马上|写个|加个|加一个|写一个|建一个|把|看看|查查|另一个|继续|再试"
    # a resultative verb (删掉, 加上, 改好) is one edit done; "give X an edit" (给 fetch 调用
    # 加上…) aims at one thing; trying (试试) is one attempt.
    # Under a negation (不要删掉, 别直接改掉) a resultative is a prohibition, not an edit.
    r"|(?<!不要)(?<!别)(?<!不能)(?<!不要直接)(?<!别直接)(?<!不能直接)[删去扔换改修加装拆]掉"
    r"|[改修弄]好|[加补装]上|^给(?!每|所有|全部|任何|用户|客户|读者|使用者)[^，。]{1,20}[加写补改换删]"
    # "用 X 重写 Y": one thing rewritten with a tool ("用 pytest 写测试" says how to work).
    r"|^用[^，。]{1,20}?(?:重写|改写|重构|重做|重新实现|替换|修复)"
    r"|试试|试一下|试着"
    # an edit with a complement of degree ("开头改得亲切一点"): one thing made so, not 得 "must"
    r"|(?:改|调|弄|搞|整|排)得[^，。]{0,8}?(?:一?点|一些|些)(?!儿)"
    r"|この(?!プロジェクト|リポジトリ|リポ|モノレポ|コードベース|ライブラリ|チーム|会社|製品"
    r"|サービス|アプリ|組織|部署)|その(?!まま|ほう|方が|あと|後)|あの|これ|それ(?!より|以上|以外|以降|以前|ぞれ)|(?<![一-鿿])[上下]の|ここ|さっき|まず|まだ"
    r"|失敗している|待って|続けて|進めて|ちょっと|もう(?!一度|少し)(?![^、。]{0,16}使(?:っていません|っていない|ってない|いません|わない))|そろそろ"
    r"|今(?![後日度回週夜朝年月晩天])|そう(?:です|だ)")
# A file named points at the work at hand ("Fix the test in utils.py"), unless what goes
# there is every one of a kind ("Document every environment variable in docs/config.md").
FILE_NAME = re.compile(
    r"[\w/.-]\.(?:py|js|ts|tsx|jsx|go|rs|java|rb|md|json|ya?ml|toml|csv|sql|sh|txt|html|css"
    r"|c|cpp|h)\b")
EVERY_ONE = re.compile(r"(?i)\b(?:every|each|any(?!\s+(?:you|of|that|one|more)\b)"
                       r"|all(?!\s+(?:the|of|these|those|this|that|my"
                       r"|your|our)\b))\s+(?:new\s+|public\s+)?[a-z][\w-]*")
TASK_VERB = re.compile(
    # one thing explained to the user, nothing said about how ("Explain GDPR to me"; not
    # "Explain infra things in plain words")
    r"(?i)^(?:please\s+)?(?:explain|describe|summari[sz]e)\s+[^,.]{1,40}?\s+to\s+me[.!]?$"
    r"|^(?:fix|debug|rename|add|create|write|implement"
    r"|refactor|look\s+at|check|review|explain|summari[sz]e|show|find|investigate|generate"
    r"|convert|update|delete|remove|move|revert|undo|try|help|run|open|close|merge|build|"
    r"install|release|tag|draft|send|print|read|tell|translate|bump|make|describe|list"
    r"|compare|clean\s+up|analy[sz]e|copy|replace|change|set|disable|enable|comment\s+out"
    r"|upgrade|downgrade|restart|fetch|pull|download|upload|publish|deploy|migrate|rebase"
    r"|wait\s+with|go\s+through|walk\s+me\s+through|figure\s+out|see)"
    r"\s+(?:a|an|the|my|me|us|it|them|some|why|what|how|where|whether|if|which)\b")
# Japanese: "X を/に Y して(ください)" with no topic ("X は") and no habitual clause is a task.
# Verbs of manner ("X を使って", "X に従って") say how to work, and a prohibition
# ("…しないでください") holds beyond the task, not what to do now; に after a word of manner
# (普通に, 丁寧に, 簡潔に, 短めに, 具体的に) says how, not where to.
JA_TASK = re.compile(
    r"^[^は]{1,40}(?:を|(?<![先前常特主既緒初後番通寧潔単確め的])に(?!く[いかけ]))[^は]{0,30}(?<!使っ)(?<!避け)(?<!守っ)"
    r"(?<!従っ)(?<!優先し)(?<!ない)(?:して|て|(?<![のん])で)(?:ください|くれ|ほしい)?(?:ね|よ)?[。!！]?$")

# ja: a topic of every one of a kind ("回答の最後に…", "コミットメッセージには…"): not one task.
JA_GENERIC = re.compile(r"^(?:回答|返信|返事|説明|コメント|コミットメッセージ|PR|プルリク|レビュー"
                        r"|ログ)(?:の|は|では|には|に)")

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
# ja: what happened once when something was done, in the past (MOD公開したら一晩でダウンロード100
# 件超えました): its たら is no condition of every time (not …ことにしました, a decision).
EVENT_JA = re.compile(r"たら[^。]{1,40}(?<!ことにし)(?<!ようにし)(?<!ことになり)(?<!に決め)"
                      r"(?:ました|ませんでした|でした)[!！。]*$")
# ja: a condition ("テストが不安定なら…", "失敗した場合は、…") says when a rule applies: the
# "X を Y してください" after it is not one task; a condition on having time or on being
# able ("時間があるなら", "できるなら") frames one request.
JA_CONDITION = re.compile(
    r"(?<!時間がある)(?<!時間があった)(?<!暇)(?<!暇な)(?<!余裕がある)(?<!できる)(?<!よければ)"
    r"(?:なら|ならば)[、,]?|(?:場合は?|ときは|時は|(?:(?<=[るた])|(?<!この)(?<=の))際(?:に)?は)[、,]")

# The user's reminder that a rule was said before, after it (我们这个固件仓库一直是四个空格，说过
# 好几次了, 跟你说过好几遍了): the rule said again, its 了 no event. (English says "always has
# been", a habit the rules read already; "The tests were flaky, I've said it before" is news.)
REMINDED = re.compile(
    r"(?i)[，,]\s*我?(?:都|已经|早就)?(?:跟你|和你|给你)?(?:说|讲|提|强调)"
    r"(?:过(?:好几|好多|很多|多少|无数|两|三|几)(?:次|遍)了?|了?(?:好几|好多|很多|多少|无数|几百)(?:次|遍)了)"
    r"[。!！~～]*$")
# ... said after a rule or a convention only (一直是四个空格, 都用, 不要, 必须; not 部署脚本又挂了,
# a complaint): a reminder only takes back the one-off reading of a rule, it is no cue itself.
RULE_SAID = re.compile(
    r"(?i)一直(?:是|用|都)|都(?:用|是|要|得|按)|统一|一律|总是|永远|始终|从来(?:不|没)|不要|不许|不准|必须"
    # 别 "don't", not inside a word (特别, 区别, 分别, 识别, 告别, 级别, 类别, 性别, 个别, 差别)
    r"|(?<![特区分识告辨级类性个差鉴离派判职组])别"
    r"|禁止|只(?:用|能|许)|不能|务必|一定要|要用|\b(?:always|never|must|don'?t|stop|only)\b"
    # ja: a prohibition, a limit, a manner asked to hold (…ないでください, 一通に一回まで, 必ず)
    r"|ないで|ないように|ように(?:して|お願い)|までにして|まで(?:で|に)お願い|必ず|絶対|だけにして|やめて")

# A reproach of something done again, asked (怎么又把“的地得”混着用了？, なんでまた「させていただき
# ます」を連発してるんですか, "Why do you keep adding emojis?"): the rule said after it is the
# lesson, for every time, whatever its pointer points back at (稿子里这个必须分清).
REPEAT_REPROACH = re.compile(
    r"(?i)^(?:怎么|为什么|为啥|咋)(?:又|还是|老是|总是|每次都)"
    r"|^(?:なんで|なぜ|どうして)(?:また|いつも|毎回|何度も)"
    r"|^why\s+(?:do|did|are|does)\s+you\s+(?:keep|always|still)\b"
    r"|^why\s+(?:do|did|are)\s+you\s+[^?]{1,40}\bagain\b"
    # (a thing found again: "Why is 'fixed while you wait' in the leaflet again?")
    r"|^why\s+(?:is|are|has|have)\s+[^?]{1,60}\bagain\b")

# One fix asked after a reproach, or one thing pointed at, no lesson (直して, 修一下, "Fix it",
# これに…): what a lesson that says how a kind of thing is made is not (撮影日とお客様の苗字を
# 先頭に付けてください, 文件名前面加上拍摄日期).
ONE_FIX = re.compile(
    r"(?i)^(?:(?:じゃあ|では|早く|すぐ|とりあえず|ok(?:ay)?|so|just|please)[、,\s]*)?(?:直して|修正して"
    r"|やり直して|戻して|消して)|修一下|改一下|改回来|改掉|删掉|重新(?:做|来|写|弄)"
    r"|^(?:(?:ok(?:ay)?|so|just|please)[,\s]+)?(?:fix|redo|undo|revert|change|delete|remove)"
    r"\s+(?:it|that|this|them|those)\b"
    # or one thing pointed at (これに撮影日を付けて, 把这个文件名改了, "Rename this one")
    r"|\b(?:this|that|these|those|it)\b|这|那(?!么)|この|その|これ|それ|あの")

# A routine step's "before" said of this one ("提交这个之前先格式化一下", "これをコミットする
# 前に…"): the step is the work at hand, not a habit (en: `_HABITUAL` itself).
POINTED_STEP = re.compile(
    r"(?:提交|合并|发布|部署|上线|推送|发版|push|merge|commit)[^，。]{0,4}?(?:这个|这些|这次|它|这段)"
    r"(?:之|以)?前|(?:这个|这些|这段)[^，。]{0,6}(?:提交|合并|发布|部署|上线|推送)(?:之|以)?前"
    r"|(?:これ|それ|この[^、。]{1,10})(?:を|が|は)?[^、。]{0,12}前に"
    r"|前に[、,][^。]{0,10}(?:この|その|これ|それ)"
    r"|(?i:\b(?:this|these)\s+(?:pr|pull\s+request|branch|commits?|changes?|diff|file|function"
    r"|one|method|class)\b|\b(?:last\s+night|yesterday|this\s+morning)'?s\b)")

# zh/ja: what happens each time the user does something ("我每次跑都报错", "実行するたびに
# 落ちます"), a report as in English.
REPORT_CJK = re.compile(
    r"每次[^，。]{1,12}?(?:都|就)(?:会)?(?:报错|出错|挂|崩|失败|卡住?|超时|闪退)"
    # what a program does, said with always or never ("条件永远为真", "每次都卡在…", "从来没有
    # 一次跑完过", "いつもステップ3で落ちます", "一度も効いたことがありません")
    r"|(?:永远|总是|每次都|一直|从来)(?:都)?[^，。]{0,6}(?:为真|为假|卡在|挂掉?|失败|报错|超时|是空"
    r"|没有?(?:一次)?(?:跑完|成功|生效|过))"
    r"|每到[^，。]{1,6}就(?:挂|失败|报错|崩)"
    # what one has seen or noticed ("从来没见过这么大的冲突", "…を呼んでいることに気づきました")
    r"|从来?没见过|从没遇到过|发现[^，。]{0,12}(?:每次|总是|一直|永远|都会)"
    r"|見たことが(?:ない|なくて|ありません)|(?:ことに|のに)気(?:づき|が付き|がつき)ました"
    r"|(?:いつも|毎回|必ず|ずっと)[^、。]{0,12}(?:落ち(?:ます|る|た|て)|失敗し(?:ます|た|て)|止まり|止まっ"
    r"|エラーにな|タイムアウトし)"
    r"|一度も[^、。]{0,8}(?:効い|動い|成功し|通っ)たことが(?:ない|ありません)"
    r"|絶対に[^、。]{0,10}(?:にならない|になりません)"
    r"|(?:たびに|毎回)[^、。]{0,12}(?:エラー|落ち|失敗|固ま|クラッシュ)"
    # what others said in the past, with always ("…は絶対無理っていつも言われてた", "以前的同事总
    # 说…", "my old boss always told me…"): theirs, no rule of the user's
    r"|(?:って|と)(?:いつも|よく|ずっと|散々)?言われ(?:て(?:い)?た|ました|てました|てきた)"
    r"|(?:以前|之前|原来|过去|前)的?[^，。]{0,6}(?:总|老|一直|常常?)(?:说|讲|跟我说)"
    r"|(?i:\b(?:always|kept)\s+(?:told|telling)\s+(?:me|us)\b)")

# --- a convention -------------------------------------------------------------------------
CONVENTION = re.compile(
    r"(?i)^(?:we|our\s+[\w-]+(?:\s+[\w-]+)?|(?:the|my)\s+(?:team|company))\s+"
    r"(?:always\s+|never\s+|only\s+|still\s+)?"
    r"(?:(?:are|'re)\s+(?:(?:still|now|currently|all)\s+)?(?:using|following|on)\b|use|prefer|write|keep|follow|put|run|deploy|store|always|never|don'?t|do\s+not"
    r"|returns?|uses|runs|lives?|stores|follows|deploys|talks?|depends|targets|supports"
    r"|requires|expects|sends|logs|reads|writes|speaks|communicates?|hosts?|ships?|owns?"
    # what the team trains, builds or tests on ("We train on eight A100s", "We build with Bazel")
    r"|(?:train|build|test|render|compile|print)\s+(?:\w+\s+)?(?:on|with|using)\b)\b"
    # which source wins ("their glossary wins", "the client's style guide takes precedence",
    # 术语以客户的词汇表为准; not "the blue team wins", 以这个为准, one thing)
    r"|(?:^|,\s*)(?:the|their|our|your|my|[\w-]+'s)\s+(?:[\w'-]+\s+){0,2}(?:glossary|style\s*guide"
    r"|house\s+style|termbase|spec|brief|wording|spelling|terminology|guidelines?|contract|manual"
    r"|dictionary)\s+(?:always\s+)?(?:wins|takes\s+precedence|trumps|overrides|has\s+the\s+(?:final"
    r"|last)\s+(?:say|word))\b"
    r"|(?:以|按)[^，。这那]{1,16}为准(?![^。]*了[。!！]?$)"
    r"|\b(?:gets?|are|is)\s+(?:written|done|reviewed|merged|deployed|built|made|generated|managed"
    r"|handled)\s+(?:by\s+hand|manually)\b"
    r"|\b(?:is|are)\s+(?:also\s+|only\s+|all\s+)?(?:written|kept|stored|named|formatted|placed"
    r"|done|tracked|managed|deployed|run|built|hosted|released|shared|owned|maintained|trained"
    r"|generated|provisioned|monitored)\s+(?:in|with|by|as|under|on|at|from|using|to)\b"
    r"|\bgo(?:es)?\s+(?:in|into|under|behind|next\s+to|beside|alongside)\b"
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
    # one source or way for every one of a kind, said with "only" ("Secrets come from Vault
    # only", "Config is only loaded from env vars"; not of one thing: "The error only comes
    # from the parser")
    r"|^(?!(?:the|this|that|these|those|it|its|my|your|i|we|you|they|he|she|there)\b)[a-z][\w-]*"
    r"(?:\s+[\w-]+){0,2}\s+(?:(?:is|are)\s+)?(?:only\s+(?:comes?|go(?:es)?|read|loaded|pulled"
    r"|fetched)\s+(?:from|through|via)\b|(?:comes?|go(?:es)?|read|loaded|pulled|fetched)\s+(?:from"
    r"|through|via)\s+(?:[\w.-]+\s+){1,3}only\s*[.!]?$)"
    # what every new one of a kind is made with, named ("New screens in the iOS app are
    # SwiftUI; the UIKit ones only get bug fixes", "New services are Go"; not "New screens
    # are broken", "New hires are Tom's", one state or one owner)
    r"|^new\s+(?:[\w-]+\s+){0,5}?(?:are|get)\s+(?:all\s+)?(?:written\s+in\s+|built\s+(?:in|with)\s+"
    r"|made\s+(?:in|with)\s+)?(?-i:[A-Z])[\w.+#-]*(?!['\u2019]s\b)(?:\s+(?-i:[A-Z])[\w.+#-]*)?"
    r"(?=\s*(?:[;,.!]|$|only\b|now\b))"
    # a limit with a number ("第一行不超过 50 个字符")
    r"|不(?:要|能|得|可以)?超过\s*[\d一二两三四五六七八九十百千]"
    # (not 用 of another word: 採用 (hiring), 費用, 信用, 作用, 応用, 運用, 用意, 用户)
    r"|(?<![採运運费費信作应応活併并专専\u3040-\u30ff])用(?!意|事|途|户|[\u3040-\u30ff])|使用|采用|遵循|遵守|遵照|符合|放在|放到|写在|写成|写到(?=[^，。]{1,8}里)"
    r"|全(?:部|都)?(?:存成?|写成|放在|保存|使用|采用|按照?)"
    # every Y in a kind of X, and how it is written ("Go 代码里的 error message 都小写开头";
    # not 代码里的测试都挂了, 日志里的报错都是超时, 这个文件里的…)
    r"|^[^，。这那]{1,20}(?:里|中)的[^，。]{1,20}都(?!是|在|没|挂|报|失败|坏|不见|过|好|有|会|被|改|删)"
    r"(?![^。]*了[。!！]?$)"
    r"|都(?:用|要|放|写|得|必须|不|别|按|统一|走|以|在(?=[^，。]{1,16}(?:里|上|中|下|目录))|应该|改用|加)|写为|控制在|按照?.{1,30}(?:来|写|走|执行|处理|命名)"
    r"|は.{1,40}(?:を使います|に置きます|で書きます|にします|を使う|に置く|で書く)[。]?$"
    # ja: a topic and a plain present verb or copula ("API のエラーは JSON で返します",
    # "インデントはスペース2つです"), not a past, a suggestion, a state (ています), a
    # question or a verdict on the work at hand (ほかはそのままで大丈夫です).
    r"|^[^、。]{1,30}は[^、。]{1,40}(?:(?<!てい)(?<!て)(?<!通り)(?<!動き)(?<!落ち)(?<!失敗し)"
    r"(?<!成功し)(?<!でき)(?<!なり)(?<!あり)ます|ません|(?<!ん)(?<!件)(?<!で大丈夫)(?<!で結構)(?<!で問題ない)です)"
    r"[。!！]?$")

# A rule with its exception and how the exception is done ("Count locations bin by bin, except
# the bulk racks - those are counted by the pallet"): the pointer (``p``) points at the exception,
# not at the work at hand (not "Delete the logs except the last one", one step).
EXCEPTION_RULE = re.compile(
    r"(?i)^(?![^.;!?]*\b(?:now|today|tonight|this|yet|again)\b)(?:please\s+)?[a-z]+\b[^.;!?]{3,80}?"
    r",?\s*\b(?:except|apart\s+from|other\s+than|but\s+not)\s+(?:for\s+)?(?!(?:this|that|these"
    r"|those|it|the\s+(?:last|first|one|current))\b)[^.;!?]{2,60}?\s*[-–—,;(]\s*"
    r"(?P<p>those|these|they|which)\s+(?:(?:are|get)\s+(?:always\s+)?(?:[a-z]+ed|done|kept|left|put"
    r"|shelved|sold|shown|paid|sent)\b|go\s|stay\s|need\s|should\s+be\b|have\s+to\b"
    # what the exception wants ("…, except the export forms - those want the exact figure")
    r"|(?:want|take|use|get|keep)\s+(?:the|a|an|their|its|our)\b)")


# A rule named as one ("The rule here is…", "House rule: …", "Standing instruction for
# taxidermy enquiries: …", 长期规定：…, "咱们的规矩是…", "…という
# のがルールです") is durable whatever it points at; not a rule talked about ("The rule here
# is confusing", "The rule in line 3 is wrong").
NAMED_RULE = re.compile(
    r"(?i)^(?:the|our|my|one)\s+(?:(?:house|team|golden|main|only|first|one)\s+)?(?:rule|convention"
    r"|policy|norm|practice)(?:\s+(?:here|in\s+(?:this|our)\s+(?:repo|repository|project|team"
    r"|codebase|company)))?\s+is\s+(?!(?:wrong|broken|confusing|unclear|outdated|too|not|weird"
    r"|strange|stupid|annoying|silly|fine|ok|okay|good|bad|great|new|old|different|missing"
    r"|gone|the\s+same)\b)|^(?:house|team|golden|standing|permanent|general)\s+(?:rule|instruction|order)s?"
    r"(?:\s+for\s+(?:(?:this|the|our|my)\s+(?:codebase|repo|repository|project|team)"
    r"|(?!(?:this|today|now)\b)[\w\s'-]{2,40}))?\s*:|^(?:长期|固定|永久)(?:规定|指示|要求)[：:]"
    r"|^(?:one|a|another|new)\s+rule(?:\s+for\s+[\w\s]{1,30})?\s*:|が原則(?:です|だ)"
    r"|\b(?:is|are)\s+the\s+(?:norm|standard|convention|house\s+style)\b"
    r"|(?:^|咱们|我们|团队|项目|这里|我们这儿|公司)的?(?:规矩|规定|约定|惯例|原则|铁律)(?:是|就是)"
    r"(?!谁|什么|不是|错|不对|有问题)"
    r"|(?:の|こと)が(?:ルール|決まり|原則|方針|約束事?)(?:です|だ|になっています)[。!！]?$")

__all__ = ["AFTER_DONE", "APOLOGY_END", "CONVENTION", "EVENT_JA", "EVENT_ZH", "EVERY_ONE",
           "EXCEPTION_RULE", "FILE_NAME", "JA_CONDITION", "JA_PREFERENCE", "JA_TASK", "LAUGH",
           "NAMED_RULE", "ONE_FIX", "OWN_WISH", "POINTED_STEP", "REMARK", "REMINDED",
           "REPEAT_REPROACH", "REPORT", "REPORT_CJK", "RULE_SAID", "SMALL_TALK", "TASK",
           "TASK_VERB"]
