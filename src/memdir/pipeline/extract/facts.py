"""What a user's sentence states that lasts: facts about the user and the project, and
schedules, read by offline extraction (`memdir.pipeline.extract.rules.judge`) beside the
mood and scope cues of `memdir.pipeline.extract.cues`.

A fact about the user: the user as subject of a verb of state in the present
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
  said approximately ("干了差不多八年"); a trade outside the list of roles, said with how it
  is held or what it works on ("I'm a freelance translator", "I'm a pharmacist working in…"),
  where the user works (我在一家…医院的信息科), the family business and what the user keeps
  for it (実家が温泉旅館で、…の保守を私がやっています).

A fact about the project: what the product is, a constraint from outside the code ("fixed
by a contract with…"), who does which part (前端是外包团队在做), where a resource is (a named
tool and the place in it: "The runbook lives on Confluence", 在 Grafana 的…看板上, Notion
の…にまとめてあります), who owns what, a switch or a decision the team made, with its date
or owner; a contract that binds it (契約上, 按合同, "we have a contract with…"), its old
home and the new one ("We used to run on Heroku but moved to Render", 以前は…が、…へ移し
ました, 原来那套 Hive 已经下线了), how long it has run ("The panel survey has run since
2011"), who built it (是我们科自己开发的). What the system is (its stack, its parts, where it runs,
who uses it) is `memdir.pipeline.extract.system`; the user's working days (what they are in
charge of, the hours they have, an exam ahead) `memdir.pipeline.extract.workday`.
A schedule: the user's or the team's, said with its frequency ("We release every second
Tuesday", 隔週で当番をしています).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.decided import decided_for_what_comes
from memdir.pipeline.extract.doing import says_what_they_do
from memdir.pipeline.extract.moment import of_the_moment
from memdir.pipeline.extract.system import is_system_fact
from memdir.pipeline.extract.trade import is_trade_fact
from memdir.pipeline.extract.workday import is_workday_fact

# A schedule of the user's or the team's, said with its frequency ("We release every
# second Tuesday", "I'm on call every other week", "我们每两周发一次版", "隔週で当番をして
# います"); not a past ("We broke production every week last month") nor what goes wrong.
SCHEDULE = re.compile(
    r"(?i)^(?:i|we|i'?m|we'?re|my\s+team|our\s+team|the\s+(?:[\w-]+\s+)?team)\b(?!\s+(?:was|were|had|did|got"
    r"|broke|used\s+to)\b)(?!\s+[a-z]+ed\b)[^.?!]{0,40}?\b(?:every\s+(?:other\s+|second\s+"
    r"|third\s+|\d+(?:st|nd|rd|th)?\s+)?(?:day|week|weekday|month|morning|evening|night|sprint"
    r"|quarter|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d+\s+(?:days|weeks|months))"
    r"|weekly|biweekly|bi-weekly|fortnightly|monthly|daily|nightly|quarterly"
    r"|once\s+a\s+(?:day|week|month|sprint|quarter)"
    r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|on\s+weekends)\b"
    # a thing of the project and its schedule ("Staging gets wiped every night at 2am")
    r"|(?:^|,\s*)(?!(?:i|we|you|it|this|that|they)\b)[a-z][\w-]*(?:\s+[\w-]+){0,3}\s+(?:gets|get"
    r"|runs|run|is|are|restarts|rebuilds|syncs|deploys|refreshes|comes?(?:\s+back)?|arrives?)\b"
    r"[^.?!]{0,40}\bevery\s+(?:other\s+|second\s+)?(?:night|day|morning"
    r"|evening|week|hour|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
    r"|^(?:我|我们|咱们|[^，。]{0,4}团队|我们组)[^，。,？?]{0,10}?(?:每隔?\s*[一二两三四五六七八九十\d]{0,4}\s*个?\s*"
    r"(?:天|日|周|星期|礼拜|月|季度|年|工作日|迭代|冲刺)|每(?:周|星期|礼拜)[一二三四五六日天]|每(?:晚|早)"
    r"|隔周|双周)(?![^。，]*了[。!！]?$)"
    r"|(?:隔週|毎週|毎月|隔月|毎朝|毎晩|週に?[一二三四五1-5]回|月に?[一二三1-3]回"
    r"|[1-9一二三]週間?ごと|[0-9一二三四五六七八九十]{1,4}(?:日|週間|か月|ヶ月)ごと)[^、。]{0,20}(?:ています|ます|です)[。!！]?$")

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
    r"|\bi(?:'m|\s+am)\s+(?:[\w-]+\s+)?(?:colou?r-?blind|dyslexic|deaf|left-handed|registered\s+blind"
    r"|hard\s+of\s+hearing|visually\s+impaired|partially\s+sighted|low-vision)\b|色盲|色弱|读写障碍|阅读障碍|色覚|ディスレクシア"
    r"|\bi\s+have\s+(?:rsi|adhd|dyslexia|arthritis|tinnitus|low\s+vision|carpal\s+tunnel)\b"
    r"|\bi\s+dictate\b|腱鞘炎|音声入力|用语音输入|手腕[^，。]{0,4}(?:疼|痛)"
    # "X is my main language / my responsibility": what the user holds as theirs
    r"|\b(?:is|are)\s+my\s+(?:main|primary|first|native|mother|daily|preferred|usual|go-to"
    r"|favou?rite|responsibility|area|job|domain)\b"
    r"|是我的?(?:主力|母语|第一语言|常用|首选|本职|职责)"
    r"|(?:一直|都)?是我[^，。,]{0,6}?在?(?:维护|负责|管|带)"
    # where a resource is: a named tool and the place in it ("The runbook lives on
    # Confluence", "在 Grafana 的…看板上", "Notion の…にまとめてあります"), a host
    r"|\b(?:lives?|is\s+kept|are\s+kept|is\s+tracked|are\s+tracked|is\s+documented"
    r"|goes|go)\s+(?:on|in)\s+(?:(?:a|an|the|our|my)\s+(?:shared|team|single)\s+)?"
    r"(?-i:[A-Z])[\w-]+"
    r"|\b(?:is|are)\s+(?:in|on)\s+(?:the\s+)?(?-i:[A-Z0-9])[\w-]*[A-Za-z][\w-]*(?:\s*,|\s+(?:file"
    r"|page|doc|board|folder|vault|space|project|channel|wiki|drive)\b)"
    r"|\bi\s+(?:only\s+|just\s+)?(?:started|joined)\s+(?:here|this\s+job|the\s+team|the\s+company)\b"
    r"|我[^，。]{0,8}(?:才|刚)入职|(?:入って|入社して)(?:まだ)?[一二三四五六七八九十\d]+(?:週間|か月|ヶ月|年)"
    r"|^(?:for\s+context|some\s+context|background)[,:]|^(?:给你个背景|背景是|背景[:：])|^背景として"
    r"|(?:开会|会上|会议上)(?:决定|定)了?"
    r"|我(?:白天|平时|本职|其实|目前|现在)是|(?:教員|教師|先生|看護師)を(?:して|やって)"
    r"|\b(?:is|are|lives?)\s+(?:at|on)\s+(?:https?://)?[\w-]+(?:\.[\w-]+)*\.(?:dev|com|io|net|org"
    r"|app|cloud|internal|local|corp|co|ai|cn|jp|xyz|site|tech)\b"
    r"|在\s*(?:(?-i:[A-Z])[\w.-]+|共享盘|网盘|飞书|钉钉|企业微信|语雀|石墨|腾讯文档|騰訊文檔|金山文档)[^，。,]{0,30}(?:上|里|中|下)"
    r"(?:面|边|头)?(?=[，,。!！]|$)"
    r"|は[^、。]{0,6}(?-i:[A-Z])[\w.-]+\s*の[^、。]{1,40}(?:に|で)(?:まとめてあります|入っています"
    r"|置いてあります|載っています|あります|管理しています|まとめてある|置いてある|入ってる|載ってる"
    r"|ある)"
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
    r"|は私(?:一人|ひとり|だけ)?です|は私(?:一人|ひとり|だけ)(?:なので|で|になります)|只有我一个"
    r"|^(?:以后|今后|下个月起|下个月开始)?[,，]?只有我(?:一个人)?(?:能|可以|有权限)(?![^。]*(?:今天|现在|吗|呢))"
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
    r"|\bwe\s+(?:chose|picked|went\s+with|settled\s+on|standardi[sz]ed\s+on|decided\s+on)\b"
    r"|(?:にする|にしよう|で書く|を使う)と決め(?:ました|た)"
    r"|^we\s+(?:dropped|ditched|retired|abandoned|removed|killed)\s+[\w.+-]+(?:\s+[\w.+-]+){0,3}\s+"
    r"(?:last|in|back\s+in|years?\s+ago|and\s+(?:went\s+back|moved|switched))\b"
    r"|(?:去年|前年|上个月|上半年|年初|年底|之前|以前)[^，。]{0,10}我们[^，。]{0,12}(?:砍了|去掉了|弃用了"
    r"|停用了|换掉了|不用了)|我们[^，。]{0,12}(?:砍了|去掉了|弃用了)[，,][^，。]{0,4}(?:改回|换成|改用)"
    r"|(?:去年|昨年|一昨年|先月|以前)[^。]{0,20}(?:やめて|廃止して|切り替えて)[^。]{0,20}"
    r"(?:戻しました|移行しました|切り替えました)"
    # a role said against another ("我不是做设计的,是个后端", "…ではなく、…の人間です")
    r"|^我不是[^，。]{1,10}[，,]\s*(?:我)?是(?:个|一名|一个)?[^，。]{1,8}"
    r"|(?:ではなく|じゃなくて)、[^。]{1,30}の(?:人間|人|エンジニア|開発者|デザイナー)です[。]?$"
    r"|私が(?:担当|管理|メンテ|保守|面倒を見)"
    r"|叫我|我是(?!要|想|说|问|让|指|觉得|在说|打算)|我在[^，。,]{1,12}?(?:工作|上班|办公|组|团队|部门|公司|实习|读书|读研|读博|读大学"
    r"|读本科|念书|上学)"
    # where the user is, alone or with what it is about after a comma ("我在上海,东八区"),
    # not where they are this moment ("我在路上,马上到", a café, a train, the network there)
    r"|我在(?![^，。,]{0,8}(?:外面|外边|路上|车上|地铁|会上|休假|度假|出差|旅游|旅行|医院"
    r"|咖啡店|咖啡厅|咖啡馆|星巴克|机场|候机|高铁|动车|火车|飞机|酒店|宾馆|网吧|排队))"
    r"(?!家(?:里|中)?(?:[，,。!！]|$))"
    r"[^，。,看写改跑弄做忙想查测修开吃等听试调排处搞]{1,8}(?:[。!！]?$|[，,](?![^。!！]{0,20}"
    r"(?:马上|晚点|等下|等会|一会|稍后|回头|待会|先|再|一下|累|困|烦|饿|冷|热"
    r"|网(?:络)?(?:不好|不太好|很差|太差|不稳|很慢|太慢|好慢|好卡|很卡)|没网|断网"
    r"|信号(?:不好|很差|太差|差|弱)|只有手机|用手机|手机上"
    r"|[了啊吧呢呀哦嘛][。!！~～]*$)))|我的母语|我平时|我们团队|归.{1,12}(?:负责|管)|由.{1,12}(?:负责|维护|管理?)"
    r"|と呼んで|で働いて|の担当|母語|普段|私たち|うちの|(?:^|[、,])うち(?:は|では)|初心者"
    # 私は and what the user is or does; not how they feel this moment (私は少し混乱しています)
    r"|私は(?![^。]{0,12}(?:混乱|疲れて|困って|迷って|悩んで|焦って|怒って|驚いて|緊張して"
    r"|眠くて|眠い|がっかり|嬉しい|うれしい|悲しい|不安です|イライラ))"
    # what the product or the company is ("Our product is an invoicing tool for…")
    r"|^(?:our|my)\s+(?:[\w-]+\s+)?(?:product|company|startup|app|service|business|platform|client"
    r"|customer|employer)\s+(?:is|makes|sells|builds)\s+(?:an?|the|one\s+of)\s+(?!(?:mess|joke|disaster"
    r"|nightmare)\b)"
    r"|^(?:我们|咱们|我|我们公司)的?(?:产品|公司|项目|应用|服务|平台|业务|客户)(?:是|做的是|主要做)"
    r"(?!不是|不|什么|谁|哪)(?![^。]*了[。!！]?$)"
    # what the user or the team does not have or cannot use ("I don't have admin rights",
    # "There's no staging server", 用不了 Docker, 只有小王有…权限, 環境がなくて)
    r"|\bi\s+(?:don'?t|do\s+not)\s+have\s+(?:admin|root|sudo|write|push|access|permission)"
    r"|^there'?s\s+no\s+(?:staging|prod|production|test|qa|dev|ci|preview)\b"
    r"|^we\s+(?:don'?t|do\s+not)\s+have\s+(?:a\s+|an\s+)?(?:staging|prod|production|test|qa|dev"
    r"|ci|preview)\b|^(?:nobody|no\s+one)\s+(?:on|in)\s+(?:the|our|my)\s+team\b"
    r"|\b(?:isn'?t|is\s+not|aren'?t)\s+(?:available|allowed|installed)\s+on\s+(?:this|my|our)\s+"
    r"(?:machine|laptop|computer|server|network)"
    r"|\bonly\s+(?-i:[A-Z])[a-z]+\s+(?:has|can)\b|\bi\s+can'?t\s+(?:see|access|reach|use)\b[^.]{0,30}"
    r"\bmyself\b"
    r"|我(?:没有|没)[^，。]{0,6}权限|我们(?:没有|没)[^，。]{0,4}(?:staging|测试|预发|生产|CI)[^，。]{0,4}环境"
    r"|用不了\s*(?-i:[A-Za-z])|只有[^，。]{1,10}有[^，。]{0,10}权限"
    r"|(?:うち|こっち|弊社)(?:に|で)?は[^、。]{0,12}(?:環境|サーバー?)が(?:なくて|ない|ありません)"
    r"|が使えない環境|の持ち物で|読むだけです|(?:権限|アクセス)が(?:ない|ありません)"
    # who owns what ("Marco owns the billing service", "现在也是他在管")
    r"|^(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?(?:\s+(?:on|from|in)\s+the\s+[\w-]+(?:\s+[\w-]+)?"
    r"\s+team)?\s+(?:owns|maintains|is\s+in\s+charge\s+of"
    r"|is\s+responsible\s+for|leads)\s+(?:the|our)\b"
    r"|是(?:他|她|[^，。,]{1,4}?)[^，。,]{0,3}在(?:管|负责|维护|做|写|开发)"
    r"|(?:我们|我们组|我们团队)(?:只|主要|就只)负责[^，。,]{1,12}"
    # a switch the team made ("We moved logging from X to Y last year"), not just now
    r"|^we\s+(?:moved|switched|migrated|changed)\b[^.]{0,40}\bfrom\s+\S+(?:\s+\S+)?\s+to\b"
    r"|(?<!刚)(?<!刚刚)我们[^，。刚]{0,8}从[^，。]{1,20}(?:换成|迁到|迁移到|切到|改成|改用|转到)了"
    r"|^(?![^、。]*(?:さっき|先ほど|今))[^、。]{1,20}から[^、。]{1,20}に(?:切り替え|移行し|乗り換え)ました"
    # a decision of the team with when it was taken; the user's day job and free time;
    # where the services run; a student's year
    r"|\b(?:team|we|they)\s+decided\s+(?:that|on|to)\b|\bdecided\s+(?:that\s+|it\s+)?last\s+"
    r"(?:year|quarter|month|week|sprint)"
    r"|\bmy\s+day\s+job\b|\bin\s+my\s+(?:free|spare)\s+time\b|本業は|趣味で"
    r"|(?:アナリスト|エンジニア|ライター|デザイナー|開発者|マネージャー|リード|担当|学生|院生)(?:を)?"
    r"(?:やって(?:て|る|います)|して(?:て|る|います)|なんで|なので|っす)"
    r"|大学院?[1-4一二三四]年|高校[1-3一二三]年"
    r"|我们的[^，。]{1,20}(?:都|全部)?(?:跑|部署|运行|托管)在"
    r"|は(?:全部|すべて)\s*(?-i:[A-Z])[\w.-]*\s*の"
    # constraints from outside the code: what the company is and the rules it falls under,
    # budgets, what is supported, contracts, a role beside coding, where data stays, audits
    r"|^we'?re\s+(?:a|an)\s+[\w\s-]{1,30}?\b(?:startup|company|agency|shop|bank|nonprofit|studio"
    r"|consultancy|hospital|school|team)\b|\bfalls?\s+under\s+(?-i:[A-Z]{3,})"
    r"|\bbudget\s+is\b|预算(?:是|为)|予算は"
    r"|^we\s+(?:only\s+)?support\b|^我们(?:只)?支持|サポート対象は"
    r"|\bcontract\s+(?:promises|guarantees|says|requires)\b|写进[^，。]{0,6}合同|契約(?:で|書に)"
    r"|\b(?:is|are)\s+(?:fixed|locked|frozen|set|bound|dictated|mandated|required|governed|pinned"
    r"|guaranteed)\s+by\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,2}(?:contract|agreement|sla|regulation"
    r"|law|licen[cs]e|regulator)\b|\bcontractually\b|合同(?:规定|要求|约定|里写)"
    r"|\bi'?m\s+(?:also\s+)?(?:our|the)\s+[\w\s-]{1,30}?\b(?:officer|champion|lead|owner|admin"
    r"|architect|contact)\b|兼任"
    r"|\b(?:is|are)\s+(?:stored|kept|hosted)\s+only\s+in\b|リージョン(?:に|で)(?:しか|だけ)"
    r"|\b(?:passed|failed)\s+(?:our|the)\s+[\w\s]{0,12}audit\b|通过[^，。]{0,8}审计|監査を(?:通った|通過)"
    # the team's size and where it sits; what a resource is used for; the repo's history;
    # a single stack; a carer's hours
    r"|\bteam\s+of\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b"
    r"|(?:组|团队)(?:一共|总共|共)?[一二两三四五六七八九十\d]+个人"
    r"|(?:にも|に)使われています|年前に[^、。]{0,20}引き継いだ|で(?:一本化|統一)しています"
    r"|子育て中|育児中|介護中|以降は(?:ほとんど)?(?:返信|対応|連絡)できません"
    # how the user learned what they know ("独学で覚えました", "I taught myself Go")
    r"|独学で|自学的|自己学的|\btaught\s+myself\b|\bself-taught\b"
    # where the user's time goes ("Most of my day goes into code review")
    r"|^most\s+of\s+my\s+(?:day|time|week|work)\s+(?:goes|is\s+spent|is)\b"
    r"|我(?:一天|每天|平时)?的?(?:大部分|大多数|多数|一半)的?时间"
    # when the user can work at all ("I can only work on this in the evenings", 我每天只有下班
    # 后一两个小时能写代码, 開発できるのは夜と週末だけです, 本業がある)
    r"|^i\s+(?:can\s+)?only\s+(?:code|work|program|have\s+time|get\s+to\s+(?:code|work))\b[^.?!]{0,40}"
    r"\b(?:evenings?|weekends?|mornings?|nights?|(?:after|before)\s+work|weekdays?|lunch\s+breaks?)\b"
    r"|^i\s+only\s+have\s+(?:the\s+)?(?:evenings?|weekends?|mornings?|nights?)\b"
    r"|我(?:每天|平时|平常|工作日|一般|通常|周末|每周)[^，。]{0,6}只有[^，。]{1,16}(?:能|才能|可以|有空|有时间)"
    r"|(?:開発|作業|コーディング|対応|仕事)(?:が|を)?できるのは[^、。]{1,20}(?:だけ|のみ)|本業が(?:ある|あり)"
    # the team's size said as who is in it ("Our on-call rotation is just me and one other
    # engineer", 技术这边一共就三个人) and what the company is (我们是一家做跨境电商的小公司)
    r"|(?:\bis|\bare|'s)\s+(?:just|only)\s+me\s+(?:and|plus)\s+(?:(?:one|two|three|four|a|an|another"
    r"|\d+)\b|(?-i:[A-Z][a-z]+\b))"
    r"|(?:技术|开发|研发|后端|前端|组|团队|部门)(?:这边|那边|团队|部门)?(?:一共|总共|共)?(?:就|只有|才)"
    r"[一二两三四五六七八九十\d]+个人"
    r"|^我们是一(?:家|个|所)[^，。]{1,20}(?:公司|团队|工作室|机构|医院|学校|银行|企业)"
    # a rule from outside the code ("Legal requires us to keep audit logs for seven years",
    # 法务要求我们…, 法律で義務付けられています); not of one thing ("…to take this page down")
    r"|^(?:legal|compliance|security|the\s+law|(?:the\s+|our\s+)?(?:regulators?|auditors?|insurer)"
    r"|our\s+(?:legal|compliance|security)\s+team|gdpr|hipaa|sox|pci(?:[\s-]dss)?)\s+(?:requires"
    r"|mandates|says|forces|obliges|wants)\s+us\s+to\b(?![^.]{0,80}\b(?:this|these)\b)"
    r"|^(?:法务|合规|法律|监管|审计)(?:部门|团队|那边)?(?:要求|规定)(?![^。]{0,40}(?:这个|这些|这段|把))"
    r"|(?:法律|法令|規制|監査|コンプライアンス|法務)[^、。]{0,30}(?:義務付けられ|定められ)"
    # a part done outside the team, or shared with another one ("Payments are handled by an
    # external vendor", 外包给了一家公司, 決済まわりは外部ベンダーに委託している, 是和另一个团队
    # 共用的, 他チームと共用しています)
    r"|\b(?:is|are)\s+(?:outsourced|handled\s+by\s+(?:an?\s+)?(?:external|outside|third[\s-]party)"
    r"\s+(?:vendor|company|agency|contractor|provider|team))\b"
    r"|(?<!把)外包给了?[^，。吧吗]{0,12}(?:公司|团队|厂商|第三方|供应商)(?![^，。]{0,20}[吧吗])"
    r"|(?:に|へ)(?:委託|外注)して(?:い)?(?:る|ます)"
    r"|是(?:和|跟|与)[^，。]{1,12}(?:团队|组|部门|项目|公司)共(?:用|享)的"
    r"|(?:チーム|部署|プロジェクト|会社)と共(?:用|有)(?:して(?:い)?(?:る|ます)|です)"
    # the user new to the work ("Web の開発は今回が初めてです", 这是我第一次写前端)
    r"|(?:開発|仕事|プログラミング|コーディング|経験)は(?:今回が)?(?:初めて|はじめて)"
    r"|(?:这次|这回|这)是我第一次(?:写|做|接触|学|搞)(?!这)"
    # a role said against another ("I'm a paralegal, not a lawyer"), what the user studies and
    # the one use they have made of a tool (大学院で言語学を研究していて, Python はコーパスの処理
    # にしか使ったことがありません)
    r"|^i'?m\s+an?\s+(?!(?:bit|little|lot|fan|big|huge|bad|good)\b)[\w-]+(?:\s+[\w-]+)?,\s*not\s+an?\s+"
    r"[\w-]+|(?:大学院|大学|研究室|博士課程|修士課程)で[^、。]{1,20}を(?:研究|専攻|勉強)して"
    r"|^(?![^。]*(?:この|その|これ|それ))[^。]*?(?<!度)(?<!回)しか(?:使った|書いた|触った|やった)ことが"
    r"(?:ない|ありません)"
    # every piece of a kind reviewed by someone before it goes out ("Anything you help me
    # draft still gets reviewed by an attorney")
    r"|^(?:anything|everything|whatever|all|every|each)\b[^.]{0,60}\b(?:gets?|is|are)\s+(?:still\s+"
    r"|always\s+|first\s+|then\s+)?(?:reviewed|checked|approved|signed\s+off|proofread|vetted"
    r"|audited)\s+by\b"
    # a contract that binds the project (契約上あと一年は変えられません, と契約していて, 合同上, "we
    # have a contract with…")
    r"|契約上|と契約して(?:いて|います|いる|おり)|合同上|按合同|签了[^，。,]{0,8}合同"
    r"|\bwe(?:'re|\s+are)\s+under\s+contract\s+with\b|\bwe\s+(?:have|signed)\s+an?\s+(?:[\w-]+\s+){0,2}"
    r"contract\s+with\b"
    # the project's old home or tool, and the new one ("以前は Heroku で動かしていましたが、…
    # Render へ移しました", "We used to run on Heroku but moved to Render", 原来那套 Hive
    # 已经下线了)
    r"|(?:以前|昔|もともと|元々|当初|最初)は[^。]{1,40}(?:が|けど|けれど)[、,][^。]{0,40}(?:へ|に)"
    r"(?:移し|移行し|移っ|切り替え|乗り換え)(?:ました|た)"
    r"|^we\s+used\s+to\s+(?:be\s+on|run\s+on|use|host\s+on|deploy\s+(?:to|on))\b[^.]{1,40}\b"
    r"(?:but|and|then|until)\b[^.]{0,30}\b(?:moved|switched|migrated|went)\b"
    r"|(?:原来|以前|之前|原先)的?(?:那套|那个|用的)?[^，。,]{0,12}(?:已经)?(?:下线|停用|废弃|弃用|退役)了"
    # how long the project has run, from a year ("The panel survey has run since 2011", 这份
    # 调查从 2011 年开始做, 2011年から続いています; not "The build has been running since 10am")
    r"|^(?:the|our|my|this)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:has|have)\s+(?:run|existed|been\s+"
    r"(?:running|around|published|live|online|open|going|in\s+(?:production|use|print)))\s+since\s+"
    r"(?:19|20)\d\d\b"
    r"|(?:从|自)\s*(?:19|20)\d\d\s*年(?:起|开始)?就?(?:一直)?(?:在)?(?:做|办|跑|运行|运营|开|出版|发布|发行)"
    r"|^(?![^。]*(?:エラー|バグ|障害|不具合))[^。]*(?:19|20)\d\d\s*年(?:から|以来)[^、。]{0,12}(?:続いて"
    r"|続けて|運営して|実施して|発行して|運用して)(?:い)?ます"
    # a trade outside the list of roles, said with its kind of work or how it is held ("I'm a
    # freelance translator", "I'm a pharmacist working in a hospital"; not "I'm a bit tired")
    r"|^i'?m\s+an?\s+(?:freelance|self-employed|independent|full-time|part-time|practi[cs]ing"
    r"|licensed|certified|qualified|trained|retired)\s+(?!(?:mess|wreck|idiot|fool|disaster)\b)[a-z]{4,}\b"
    r"|^i'?m\s+an?\s+[a-z]+(?:er|or|ist|ian|ant|ent|ect|eon|ic)\s+(?:working|based|specia[ls]i[sz]ing)"
    r"\s+(?:from|on|in|with|at|for|out\s+of)\b"
    # what the user is, said bare ("I'm a nurse.", "I'm an accountant."; not what they are this
    # moment or what they think of themselves: "I'm a mess", "I'm a bit lost", "I'm a big fan")
    r"|^i'?m\s+an?\s+(?!(?:bit|little|lot|fan|mess|wreck|idiot|fool|disaster|genius|pain|sucker"
    r"|big|huge|total|complete|real|bad|good|happy|sad|quick|slow)\b)[a-z-]{3,}\s*[.!]?$"
    # where the user works or studies (我在一家三甲医院的信息科, 我在读博,…; not 我在一家咖啡店)
    r"|我在一(?:家|所)[^，。,]{0,14}(?:公司|医院|银行|学校|大学|工厂|企业|机构|事务所|律所|出版社|报社"
    r"|研究所|研究院|科|部|中心)(?=[，,。!！]|$|工作|上班|实习|做|负责)"
    # (a study with what it is about; "我在读博,好累啊" is a mood)
    r"|我在(?:读博|读研|读硕|读本科|读大学)(?:[。!！]?$|[，,](?![^。!！]{0,20}(?:马上|晚点|等下|等会|一会"
    r"|稍后|回头|待会|累|困|烦|饿|(?:好|太|很|真|有点)[冷热]|[了啊吧呢呀哦嘛][。!！~～]*$)))"
    # who built the system (排班系统是我们科自己开发的)
    r"|^(?![^。]*(?:bug|Bug|BUG|错|问题|锅))[^。]*是我们[^，。,这那]{0,6}自己(?:开发|写|做|搭|维护)的"
    # the user's family business and what they keep for it (実家が温泉旅館で、予約システムの
    # 保守を私がやっています; not 今それを私がやっています)
    r"|^実家が[^、。]{1,12}(?:で[、,]|をやって|を営んで|を経営して)"
    r"|^(?![^。]*(?:今|(?<![てで])いま(?!す)|この|その|それ|これ|さっき))[^。]{1,30}を私が[^、。]{0,12}"
    r"(?:やって|担当して|見て|管理して|回して)(?:い)?ます")
# The user as the subject of a verb of state, in the present: who they are, where, what
# they speak and use. Past events ("I forgot"), the present moment ("I'm tired") and
# wishes ("I want") are not in it.
SELF_FACT = re.compile(
    # where the user is based, with how they work ("I'm in Tokyo and mostly work late")
    r"(?i)^i'?m\s+based\s+(?:in|out\s+of)\b|^i(?:'m|\s+am)\s+in\s+(?-i:[A-Z])[\w-]+(?:,?\s+"
    r"(?-i:[A-Z])[\w-]+)?\s*(?:,|and)\s+(?:i\s+)?(?:(?:mostly|usually|normally|generally|often"
    r"|only)\s+)?(?:work|code|live)\b"
    # when the user works, in Chinese ("我一般早上六点到九点写代码")
    r"|^我(?:一般|通常|平时|基本上?|每天|平常)[^，。,]{0,12}(?:点|上午|下午|晚上|早上|凌晨|周末)"
    r"[^，。,]{0,10}(?:写代码|写|干活|工作|上班|在线|有空|开会|回消息)"
    # what the user owns to work on, in Chinese ("我自己有一台 VPS")
    r"|^我(?:自己|家里|家)?(?:只)?有(?:一|两|\d)?台\s*(?:VPS|vps|服务器|笔记本|电脑|Mac|mac|树莓派|NAS"
    r"|nas|工作站|台式机)"
    # new to the work ("我这周刚从 Java 转过来写 Go", "我刚接手这个项目")
    r"|^我(?:这周|本周|最近|上周|今天|上个月|前几天)?刚(?:从[^，。,]{1,12})?(?:转过来|入职|加入|接手"
    r"|开始学|开始用|转到|调过来)"
    # what the project is and what it is for ("This is a hobby thing", "这个 SDK 是给嵌入式
    # 设备用的")
    r"|^this\s+is\s+(?:a|an|my|our)\s+(?:[\w-]+\s+)?(?:hobby|side|personal|school|course|class"
    r"|university|uni|thesis|research|internal|open[\s-]source|weekend|toy|learning|practice"
    r"|client|company|work)\s+(?:[\w-]+\s+)?(?:project|thing|app|repo|library|tool|service"
    r"|site|game)\b"
    r"|^这个\s*(?:SDK|sdk|库|项目|专案|仓库|服务|工具|插件|应用|app|APP|系统)\s*(?:是(?:给|为|用于|用来)"
    r"|(?:原本|本来|最早|一开始|当初)是)"
    r"|^this\s+(?:project|repo|codebase|app|service|product|library)\s+(?:was|has\s+been)\s+"
    r"(?:started|written|built|created|made|developed|maintained|outsourced|inherited|bought)\b"
    r"|^i'?m\s+in\s+(?-i:[A-Z])[\w-]+,\s*(?-i:[A-Z]{2,5})\b"
    r"|\b(?:normally|usually|mostly|generally)\s+(?:online|available|reachable|around)\b"
    r"|^(?:mostly|usually|normally|generally|often)\s+i\s+(?:chat|talk|write|message|work|code)\b"
    r"|\b(?:is|are)\s+(?:all\s+)?(?:in|on)\s+(?:the\s+)?(?-i:[A-Z])[\w-]+\s+(?:under|in|at)\b"
    r"|^the\s+[\w-]+(?:\s+[\w-]+)?\s+team\s+(?:owns|maintains|runs|is\s+responsible\s+for)\b"
    r"|\bwe\s+(?:dropped|ditched|retired|replaced|moved\s+off|switched\s+(?:from|to))\s+"
    r"(?-i:[A-Z])"
    r"|(?:去年|前年|今年|上个月|上半年|下半年|年初|\d{4}\s*年)[^，。,]{0,12}把\s*[^，。,]{1,20}"
    r"(?:换成|迁到|迁移到|切到|改成)了?"
    r"|已经(?:全部)?从\s*[^，。,]{1,20}(?:迁|换|切|转)(?:到|成)"
    # what the product supports, where work goes, a limit ("The iOS app still supports iOS 15",
    # "Training runs go to the SLURM cluster", "at most four GPUs per job", GPU は夜しか使え
    # ません, 只能走公司的镜像), the project's past tries (后来又切回了 MySQL, 結局 REST に戻し)
    r"|\b(?:still\s+)?supports?\s+[A-Za-z][\w.-]*\s*\d"
    r"|\b(?:runs?|jobs?|builds?|deploys?|logs?|artifacts?|images?|backups?)\s+go\s+(?:to|into|on)\b"
    r"|\bat\s+most\s+\w+\s+(?:[\w-]+\s+){1,3}per\s+\w+"
    r"|しか(?:使えません|使えない|できません|できない)|只能(?:走|用|通过|在)|都在内网"
    r"|后来又?(?:切|换|改|迁)回|結局[^、。]{0,12}に戻し"
    r"|^这个\s*(?:SDK|sdk|库|项目|专案|仓库|服务|工具|应用|系统)\s*是从"
    # the team's size, a pin with its reason, a version in an environment, where it runs, who
    # the users are ("Our team is just me and one contractor", "We pinned Node to 18",
    # 生产环境的 Redis 是 6.2, さくらの VPS で動いています, 主なユーザーは病院の受付スタッフで)
    r"|\b(?:our|the|my)\s+team\s+is\s+(?:just\s+)?(?:me|two|three|four|five|six|\d+)\b"
    r"|\bwe\s+(?:pinned|locked|capped|froze)\s+[\w.-]+\s+(?:to|at)\b"
    r"|(?:生产环境|线上|测试环境|预发环境)的\s*[A-Za-z][\w.+-]*\s*是\s*\d"
    r"|本番の\s*[A-Za-z][\w.+-]*\s*は(?:まだ)?\s*\d"
    r"|[A-Za-z\u30a0-\u30ff]\s*で動いて(?:います|いる|る)"
    r"|週に?\s*[1-5一二三四五]\s*日(?:は|だけ)?|常駐(?:して|しています)"
    r"|は(?:全部|すべて|ぜんぶ)?\s*(?-i:[A-Z])[\w.-]+\s*に(?:あって|あります|ある|置いて)"
    r"|(?:主な)?(?:ユーザー|利用者|お客さん|顧客)は[^、。]{1,20}(?:で|です)"
    r"|用户(?:大部分|大多数|主要|基本上?)(?:是|都是|在)|\bour\s+users\s+are\s+(?:mostly|mainly|all)\b"
    # what cannot be reached and where packages come from (内网访问不了 GitHub, 依赖都是从内部的
    # Nexus 私服拉的), who wrote the project (这个小程序的后端是外包团队写的), a monthly step
    # (デプロイは月に一度)
    r"|(?:访问|连接|连)不(?:了|上)\s*[A-Za-z]|都是从[^，。,]{1,20}(?:拉|下载|装|获取)的"
    r"|^这个\s*(?:小程序|项目|仓库|服务|应用|app|系统|网站)(?:的[^，。,]{1,6})?是[^，。,]{1,12}(?:写|做|开发"
    r"|维护)的"
    r"|(?:月|週|年)に(?:一|1)度"
    # how often the team ships ("我们两周发一次版")
    r"|[一二两三四\d]\s*(?:周|个月)(?:发|上线|部署|迭代|开)[^，。,]{0,2}一次"
    r"|^(?:prod|production|staging|dev|the\s+(?:prod|production|staging)(?:\s+(?:env|environment"
    r"|cluster))?)\s+(?:is|runs|lives)\s+(?:on|in)\s+\S"
    r"|^i'?m\s+on\s+(?:windows|linux|macos|a\s+mac|mac|ubuntu|debian|arch|fedora|wsl|chromeos)\b"
    r"|\b(?:nightly|weekly|daily|hourly|monthly)\s+(?:copy|snapshot|backup|build|job|release|deploy"
    r"|export|sync|dump|restore)\b"
    r"|\b(?:config|configuration|settings)\s+(?:is|are)\s+(?:written\s+|kept\s+)?in\s+(?-i:[A-Z]{3,})\b"
    r"|(?:リポジトリ|プロジェクト|サービス|アプリ|システム)は(?:元々|もともと|最初は|当初は)"
    r"|(?:毎晩|毎朝|毎日|毎週[月火水木金土日]曜?日?|毎月)\s*[^、。]{0,6}(?:リセット|再起動|デプロイ|バックアップ"
    r"|リリース|ビルド|更新)(?:され(?:ます|る)|します|する)?[。]?$"
    r"|(?:昨年|去年|一昨年|先月|今年|\d{4}\s*年)[^。]{0,30}(?:ドロップ|廃止|削除|撤退|終了|導入|採用)"
    r"(?:しました|した|になりました)"
    r"|已经?在\s*\d{4}\s*年[^，。]{0,10}(?:下线|上线|废弃|停用|迁移|切换|发布)了?"
    # a switch the project made, with when ("去年从 MySQL 迁到了 TiDB", "昨年 Heroku から AWS
    # へ移行しました")
    r"|(?:去年|前年|今年|上个月|上半年|下半年|年初|年中|\d{4}\s*年)[^，。,]{0,8}从\s*[^，。,]{1,20}"
    r"(?:迁|换|切|转|改)[^，。,]{0,3}(?:到|成|为)"
    r"|(?:昨年|去年|一昨年|今年|先月|\d{4}\s*年)[^。]{0,24}から[^、。,]{1,20}(?:へ|に)"
    r"(?:移行|移り|移し|移っ|切り替え|乗り換え)"
    r"|(?:昨年|去年|一昨年|今年|先月|\d{4}\s*年)[^、。,]{0,6}[A-Za-z][\w.+-]*(?:\s+[A-Za-z][\w.+-]*)?\s*(?:に|へ)"
    r"(?:移行|移り|移っ|切り替え|乗り換え)"
    r"|^(?:(?:also|btw|fyi|fwiw|actually|by\s+the\s+way|oh)[\s,]+)?i\s+(?:(?:mostly|mainly|usually|normally"
    r"|generally|often|also|only|still|primarily|currently|really)\s+)*(?:live|speak|use|own"
    r"|run|work|write|code|program|maintain|lead|manage|know|teach|study|develop|build|come"
    r"|am\s+from|'m\s+from)\b(?!\s+the\b)"
    # what the user owns to work on ("I only have a Chromebook at home")
    r"|^i\s+(?:only\s+|also\s+|just\s+)?(?:have|own)\s+(?:an?\s+|two\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:laptop|chromebook|mac|macbook|pc|desktop|workstation|server|vps|machine|phone|iphone"
    r"|ipad|tablet|monitors?|keyboard|licen[cs]e|account|subscription)s?\b"
    r"|^i'?ve\s+(?:mostly|mainly|only|always)\s+(?:written|used|worked\s+(?:in|with)|coded\s+in)\b"
    r"|^i(?:'ve|\s+have)\s+(?:been\s+[\w-]+ing\b.{1,40}\b(?:for|since)\s+(?!(?:\w+\s+)?(?:minutes?"
    r"|hours?|seconds?|mins?)\b)\S+"
    r"|\S+\s+years?\s+of)\b"
    # a state that has lasted years ("I've worked on this codebase for three years")
    r"|^i(?:'ve|\s+have)\s+(?:been\s+(?:an?|at|with|in|on)\s+|worked|lived|used|written|coded|programmed"
    r"|maintained|led|owned|taught|studied)\b.{0,50}\b(?:(?:for|over)\s+(?:[\w-]+\s+){0,2}"
    r"(?:years?|decades?|months)|since\s+(?:(?:19|20)\d\d|university|college|school))\b"
    # the user in charge of something ("I lead the infrastructure team")
    r"|^i\s+(?:(?:currently|also)\s+)?(?:lead|manage|maintain|own|head|oversee)\s+the\b"
    r"|^(?:(?:also|btw|fyi|fwiw|actually|ps)[\s,:]+)?(?:all\s+)?my\s+[\w-]+(?:\s+[\w-]+){0,2}\s+"
    r"(?:is|are|runs|lives|sits|uses|happens)\s+(?!(?:broken|failing|down|slow|stuck|red"
    r"|green|done|ready|back|gone|missing|empty|wrong|fine|ok|still|not|being|getting"
    # (the body this moment: "My eyes are tired", "my wrists hurt"; a thing's passing state:
    # "My coffee is cold", "my battery is low", "my train is late")
    r"|tired|sore|aching|hurting|killing|exhausted|dry|burning|strained|cold|hot|warm|wet|late"
    r"|low|dead|flat|full|delayed|cancell?ed|loud|noisy|dirty|charging|overheating)\b)"
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
    if of_the_moment(sentence):  # (a bug seen, steps of now, where one problem is)
        return False
    return bool(FACT.search(sentence) or SELF_FACT.search(sentence)
                or is_system_fact(sentence) or is_workday_fact(sentence)
                or is_trade_fact(sentence) or decided_for_what_comes(sentence)
                or says_what_they_do(sentence))


__all__ = ["FACT", "SCHEDULE", "SELF_FACT", "is_fact"]
