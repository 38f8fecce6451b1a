"""Whether a text is about this time only: the one temporariness rule of every write path.

A memory outlives the session, so an instruction that says it holds for this task, this
session, today or until something is fixed must never become one. The admission policy
(`memdir.pipeline.admission.policy`) asks `find_temporary` of a candidate's name,
description and body on every path (offline and model extraction, ``Memory.save``,
MCP, the memory tool, import, the server); offline extraction asks it of each sentence
before it hears a directive. One rule, so the same sentence gets the same answer.

Markers are classes, not a fixed phrase list:

- **this time / this once / this task**: "this time", "just this once", "this session",
  "in this PR"; 这次, 这一次, 这回, 本次, 此次, 当前任务; 今回, 今度だけ, この作業; a thing
  made to be used once: 就用一次, 是一次性的; 一回しか使わない, 使い捨てなので (not 只跑一次 of
  every migration, 一次性提交 "all at once", nor 使い捨てのスクリプトでも, a kind).
- **for now**: "for now", "for the moment", "for the time being", "temporarily", "at the
  moment", "right now"; 暂时, 暂且, 目前先, 现在先, 临时 (not in 临时文件/目录/变量);
  とりあえず, 一時的, 当面, 今のところ, 今だけ, しばらく; a span counted from now: "for the next
  two weeks", "over the next few days"; 接下来两周, 之后的两个月; 今後二週間, この先三日間
  (not 今後は, from now on); while one person is away ("while Sam is away", "…is on leave").
- **a day**: "today" (not "today's"), "tonight", "this morning/afternoon/week/month";
  今天, 今晚, 今早, 明天, 这周, 本周; 今日, 今夜, 今晩, 本日, 明日, 今月 (not 今月から, a start;
  nor today's, 今天的, 今日の in a routine of every day: 每天早上我问今天的预约时…).
- **until the work at hand is done**: "until the CI is fixed", "until we merge", "till
  tomorrow", "until Friday", "until the release is out", "until clients migrate",
  "until I'm back", "until I've reviewed it" (not "until
  the 2.0 launch", a project decision); 修好之前, 完成以前, 在…之前先, 周五之前, 等我…
  (not 合并之前 or 上线之前: a step of the routine comes again, "before" it is a habit),
  one named event's end (评审结束前, 故障没恢复之前, 等版本发出去再…, 我 review 完之前:
  not "CI 通过之前不要合并", which holds for every merge); 直るまで, 終わるまで (a verb
  and まで: "100 文字まで" is a limit; 監査が終わるまでの二週間 is the span until it), 金曜まで,
  リリースまで, 会議が終わったら; "until the audit's over" as "until the audit is over"; a
  time the message named, pointed back at: "before then", 在那之前, それまでに; one event
  with its day ("Until the publisher demo on Friday"; not "until the 2.0 launch").
- **the weekend or week of one event**: "Over the migration weekend", 机房搬迁那个周末,
  移行の週末は (not "during the week", "over the school week", 每次上线那个周末); the days
  counted before one event ("For the two weeks before the regional", 大会前の一週間は; not
  "In the week before each release", 毎回のリリース前の…) or this many days (这十天, 这两周,
  比赛前这一个月); the rest of one occasion ("For the rest of this audit"); until one event
  closes or reopens ("Until clearing closes"); the period of one thing (確定申告の期間中は;
  not 保証期間中); like this for now (这两周先这样); one occasion named by its date, its day or
  the days it lasts (`memdir.pipeline.admission.occasion`: "until the auction on the 14th",
  "for Saturday's pursuit race", 合宿の間は); one batch or lot, unless said for every one
  (`memdir.pipeline.admission.one_batch`: 这批请柬, "for this batch of invitations"); for as
  long as one person is off, until one named one is cleared, the coming occasion
  (`memdir.pipeline.admission.absence`: "For as long as Kev's off", 店長が留守の間, 今度の貸切は).
- **the old way back when one scope ends**: "After that it's back to normal", "Normal rules
  after that", 审计结束以后就恢复原来的流程, 演练结束就恢复原样, 終わったら元の運用に戻します,
  終わったら通常どおりで, or from a day named: "From Monday it's the normal runbook
  again", 下周一起就恢复原来的流程, 月曜からは通常どおりです, or once something is done,
  after a clause ("…; once he's checked, back to normal", 等考场重新开放再恢复, 3 月 15 日を
  過ぎたら元に戻して大丈夫です) (not 出错后恢复原来的配置, a
  step for every failure; nor "Normal rules apply", every time's). Said as a sentence of
  its own it also makes the rule just before it for that scope (`OLD_WAY_BACK`, read by
  offline extraction); a reminder for one month's end (月底记得提醒我拿掉; not 每个月底,
  nor 我们决定年底前迁出, a decision).
- **after or during one meal or meeting**: "after lunch", "after the standup", "during
  lunch" (not "during lunch hours", every day's); 吃完午饭, 开完会以后, 午休的时候 (not
  一般下班以后 or 每天午休的时候, usually; nor a time of day that names who or what comes
  then: 十一点以后来吃饭的老人，由志愿者帮忙端菜); 昼休みのあとで, 会議の後, 昼休みの間に,
  昼休み中に.
- **while something lasts**: "for the rest of the day / of this refactor", "while I'm in
  the meeting" (not "while I'm asleep": when something happens every night),
  "during this refactor", "in this branch"; 期间, 这段时间, 这两天, 这版/本轮/这个迭代;
  会議中は, リファクタリング中は, ひとまず, いったん, 後回し.
- **for now, don't**: 先别, 先不要, 先不用, 先跳过, 先不 (first + not: "先跑测试再提交",
  run the tests first, is a lasting order); 还不要, 还别 (not yet); for now, keep doing so:
  先 and a verb with 着 ending the clause (你先用 mock 数据跑着, 先这么用着; not 先照着 PEP 8 来).
- **the user's own step after one event**: 等重构完了我再统一格式化, 发版完我再补文档 (not with
  每/以后 in the text: "每次代码写完了我来 review" is how the team works).
- **one file, snippet or function**: "in this file", "inside this function"; 这个文件里,
  这段代码里; このファイルでは, この関数だけ ("Never edit this file by hand" and "in this
  repo" are not: what holds for a file, a scope that lasts).
- **one closure's dates**: a closure, a holiday or a leave between two calendar dates
  ("休業日は 12 月 29 日から 1 月 3 日です", "春节放假时间是 2 月 9 日到 2 月 17 日", "We're closed
  from 24 December to 2 January") is one occasion (not "会計年度は 4 月 1 日から 3 月 31 日まで",
  a span with no closure, nor "定休日は水曜日です", every week's).
- **next time, of one occasion**: "Next time you run the build, add…", 下次跑测试的时候…,
  次にビルドするときは… (with a reminder or a prohibition it is a lesson: "Next time you
  delete a file, ask me first", 下次…别…, 次に…ときは、必ず確認して).

English phrases match on word boundaries, case-insensitively; CJK as substrings.
"""

from __future__ import annotations

import unicodedata

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.absence import find_absence
from memdir.pipeline.admission.no_scope import without_what_is_no_scope
from memdir.pipeline.admission.occasion import by_its_hour, find_occasion, of_every_month
from memdir.pipeline.admission.one_batch import find_one_batch
from memdir.pipeline.admission.under_repair import find_under_repair
from memdir.pipeline.admission.waiting import find_waiting

# 临时 (temporary) is no marker in the nouns 临时文件/目录/变量/表/分支, nor where it says how the
# user's role came about (被临时拉来) or that not even for a moment (哪怕临时…也不许): one list,
# read by this rule and by the admission policy's phrase table.
LINSHI_NOT_BEFORE = ("文件", "目录", "变量", "表", "分支")
LINSHI_NOT_AFTER = ("被", "哪怕", "即使", "就算")
_LINSHI = ("".join(f"(?<!{w})" for w in LINSHI_NOT_AFTER) + "临时"
           + "(?!" + "|".join(LINSHI_NOT_BEFORE) + ")")

_EN = re.compile(
    r"(?i)(?<![0-9a-z\-])(?:"
    r"for\s+now|for\s+the\s+(?:moment|time\s+being)"
    # a counted span from now ("for the next two weeks", "over the next few days")
    r"|(?:for|over|during|in)\s+the\s+(?:next|coming)\s+(?:(?:few|couple(?:\s+of)?|several|two"
    r"|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+)?(?:hours?|days?|weeks?|months?"
    r"|fortnight)"
    # while one person is away ("while Sam is away"; not "while the tide is out")
    r"|while\s+[\w'-]+\s+(?:is|are|'s|'re)\s+(?:away|on\s+(?:holiday|vacation|leave|pto|parental"
    r"\s+leave|sick\s+leave)|off\s+sick|out\s+sick|out\s+of\s+(?:the\s+)?office)"
    r"|this\s+(?:time|once|session|task|run|sprint|week|weekend|month|morning|afternoon|evening)"
    r"|one[\s-]?(?:time|off)\s+(?:thing|job|task|script|fix|request|run|export)|\ba\s+one[\s-]off\b"
    r"|(?:in|for)\s+this\s+one\b|for\s+this\s+(?:trip|visit|event|party|conference|exam|test"
    r"|interview|essay|email|letter|report|deck|wedding|vacation|holiday|flight|order|client\s+call)"
    r"|(?:until|till)\s+my\s+[\w-]+(?:\s+[\w-]+)?\s+(?:on|in|at|next|this)\b"
    # a thing the user has to do, or has here, said in passing ("I have a certificate to
    # renew", "I have a licence key here"; not "I have a cat here in Berlin")
    r"|\bi\s+(?:have|'ve\s+got)\s+(?:an?|one|two|some|the|my)\s+(?:[\w-]+\s+){0,2}?(?:[\w-]+"
    r"\s+to\s+(?:renew|write|finish|fix|send|submit|sign|review|update|pay|return|file|prepare)"
    r"\b(?![^.!?]*\b(?:every|each)\b)|[\w-]+\s+(?:right\s+)?here\b(?!\s+(?:in|at|on)\b))"
    r"|(?:until|till)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b"
    # until one event with its day ("Until the publisher demo on Friday"; "until the 2.0
    # launch" has no day: a decision of the project)
    r"|(?:until|till)\s+(?:the|our|my)\s+(?:[\w'-]+\s+){0,3}?(?:on|this|next)\s+(?:(?:mon|tues|wednes"
    r"|thurs|fri|satur|sun)day|week|month)"
    # the weekend or week of one event ("Over the migration weekend"; not "during the week",
    # "over the school week", every one's)
    r"|(?:over|during|for)\s+the\s+(?!(?:work|working|school|business|normal|usual|regular|typical"
    r"|whole|entire|next|following|same|holiday)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:weekend|week|night)"
    r"|just\s+(?:this\s+)?once|(?:in|for|on|during)\s+this\s+(?:[\w-]+\s+)?(?:run|experiment|spike"
    r"|prototype|refactor|migration|rewrite|upgrade|feature|fix|bug|hotfix|patch|investigation)|(?:in|for|on)\s+this\s+(?:(?:first|next|current|new|one)\s+)?(?:pr|pull\s+request|ticket|commit"
    r"|branch|demo|call|meeting|presentation|talk|interview|standup|incident)"
    r"|(?:in|for)\s+the\s+demo(?:\s+(?:build|version|branch))?"
    # one occasion named by its day ("for Thursday's demo"), a deadline of one day ("by
    # Friday")
    r"|for\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|tomorrow'?s|today'?s|next\s+week'?s)"
    r"\s+(?:demo|meeting|call|presentation|talk|review|release|launch|standup)"
    r"|after\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|tomorrow'?s|today'?s)\s+(?:launch"
    r"|release|demo|meeting|call|review)"
    r"|by\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|eod|end\s+of\s+(?:day"
    r"|the\s+week))"
    # a rule for one file, snippet or function is for the work at hand ("In this file,
    # always…"; "Never edit this file by hand" says what holds for it)
    r"|(?:in|for|inside|within)\s+this\s+(?:file|snippet|function|script|module|notebook|cell"
    r"|class|method|block|component)"
    r"|temporarily|at\s+the\s+moment|right\s+now|today(?!'s|\u2019s)|tonight|tomorrow"
    # a time the message named, pointed back at ("Don't open PRs against main before then")
    r"|\bbefore\s+then\b"
    r"|(?:until|till)\s+(?:further\s+notice|tomorrow|next\s+(?:week|month|sprint|release)|then"
    r"|i\s+say|i\s+tell\s+you|eod|(?:the\s+)?(?:deadline|weekend|demo)"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+end\s+of\s+(?:the|this)\s+\w+"
    r"|(?:i'?m|i\s+am|we'?re)\s+back|i\s+(?:get\s+back|return)"
    r"|(?:we|you|i|they)\s+(?:fix|merge|finish|release|ship|hear)"
    # the user's own step: "until I've reviewed it", "until we decide"
    r"|(?:i|we)(?:'ve|\s+have)\s+[a-z]+(?:ed|en|ne|wn)|(?:i|we)\s+(?:review|approve|check"
    r"|look|test|confirm|decide|talk|sign|say|tell|come|get)"
    r"|(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}(?:\s+(?:migrate|migrates|finish|finishes|lands?"
    r"|signs?\s+off|approves?|ships?|comes?\s+back|closes|reopens|ends|wraps\s+up)|(?:\s+is|\s+are|'s|\u2019s)\s+(?:ready|out|over|done"
    r"|finished|complete|completed|merged|live|fixed|back|cut|tagged|closed|resolved|deployed"
    r"|released|shipped|unfrozen|rolled\s+out))"
    r"|(?:the\s+)?(?:ci|build|tests?|pipeline|bug|fix|issue|review|pr|outage|incident|it"
    r"|this|that|release|deploy|migration|refactor|freeze)\s+(?:is|are|gets?|has|have)?\s*"
    r"(?:been\s+)?(?:fixed|green|passing|merged|done|resolved|back|working|stable|over|out"
    r"|shipped|live|finished))"
    r"|for\s+the\s+rest\s+of\s+(?:the|this|today'?s)\s+(?:day|week|session|sprint|afternoon"
    r"|morning|evening|month|refactor|task|migration|conversation|chat|pr|branch)"
    # the rest of one occasion, whatever it is ("For the rest of this audit")
    r"|for\s+the\s+rest\s+of\s+this\s+[\w-]+"
    # the days before one event ("For the week before the regional, …"; not before each one)
    r"|(?:for|in|during|over)\s+the\s+(?:(?:last|final)\s+)?(?:(?:few|two|three|four|\d+)\s+)?"
    r"(?:days?|weeks?|fortnight|months?)\s+(?:before|leading\s+up\s+to|ahead\s+of)\s+(?:the|our"
    r"|my)\s+(?!(?:each|every|any|next\s+one)\b)[\w-]+"
    # (not while asleep: when something happens every night)
    r"|while\s+(?:i'?m|i\s+am)\b(?!\s+(?:asleep|sleeping)\b)"
    # while the team does one thing ("While we're chasing this bug"; not "While we're on
    # Python 3.9", a state that lasts)
    r"|while\s+(?:we'?re|we\s+are)\s+(?!at\s+it\b)[a-z]+ing\b"
    r"|\b(?:i'?m|i\s+am|we'?re|i'?ll\s+be|we'?ll\s+be)\s+(?:on\s+(?:holiday|vacation|leave|pto)|off|away"
    r"|out)\s+(?:next|this)\s+(?:week|month)\b"
    r"|\btoday'?s\s+(?:session|chat|conversation|meeting|call|standup|demo|task)\b"
    # while one event lasts ("While the incident is open", "while the freeze is on")
    r"|while\s+(?:the|this|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:still\s+)?(?:open"
    r"|ongoing|in\s+progress|underway|down|frozen|broken|red|in\s+effect)"
    # the user's afternoon ("I'm in meetings all afternoon"; not "… all day on Mondays")
    r"|(?:in\s+(?:meetings?|a\s+workshop|training)|busy|out|away|offline|travell?ing"
    r"|on\s+a\s+(?:plane|train|flight))\s+all\s+(?:morning|afternoon|evening|day)"
    r"(?!\s+(?:on|every)\b)"
    r"|after\s+(?:lunch|dinner|the\s+(?:meeting|call|standup|stand-up|demo|sync|break))"
    r"|(?:during|over)\s+(?:my\s+|the\s+)?lunch(?:\s+break)?(?!\s+(?:hours?|breaks|times))"
    # "next time" of one occasion ("Next time you run the build, add…"); with a reminder or
    # a prohibition it is a lesson ("Next time you delete a file, ask me first")
    r"|next\s+time(?=\s+(?:you|we)\s+[^,.;!?]{1,40},(?!\s*(?:please\s+)?(?:ask|check|confirm"
    r"|remember|make\s+sure|never|don'?t|do\s+not|always|tell)\b))"
    r"|during\s+(?:this|the)\s+(?:refactor|migration|meeting|outage|freeze|release|review"
    r"|sprint|incident|demo|rewrite|upgrade|transition|call)"
    r")(?![0-9a-z\-])")
_ZH = re.compile(
    r"这个(?:文件|函数|脚本|模块|片段|类|方法|组件)(?:里|中|内)|这段(?:代码)?(?:里|中)"
    r"|(?:接下来|未来|之后)(?:的)?(?:这)?[一二两三四五六七八九十几\d半]+个?(?:小时|分钟|天|周|星期|礼拜|月)"
    r"(?![^，。,]{0,2}(?:一次|一轮|一回|轮换|换一次))(?![^，。,]{0,6}(?:保留|保存|留存|有效))"
    r"|一会儿|待会儿?|等会儿?"
    # a thing to do, or one here (我有个证书要更新, 我这里有个许可证密钥)
    r"|我有(?:一?个|一?份|一件|件|几个|两个)[^，。,]{1,10}(?:要|得|需要|等着)(?:更新|续|写|改|交|办"
    r"|签|处理|做|发|提交|填|审|还)|我(?:这里|这儿|这边)有"
    # (an hour of every day is none: 每天, 一般, 平时, the shop's peak, the only hours the user
    # has: 单量高峰在晚上九点以后, 只有晚上十点以后能学)
    r"|(?<!每天)(?<!每晚)(?<!每天上午)(?<!每天下午)(?<!高峰在)(?<!高峰是)(?<!只有)(?<!一般)(?<!通常)"
    r"(?<!平时)(?:(?:上午|下午|晚上|中午|早上|凌晨|傍晚)|(?<![上午晨晚]))[一二三四五六七八九十\d]{1,4}点"
    r"(?:之前|以前|前|之后|以后|后)(?!才)"
    # nor one that names who or what comes then, every day: the clause is a noun's
    # (十一点以后来吃饭的老人，由志愿者帮忙端菜; 晚上十点以后还在的同学，走的时候记得关空调)
    r"(?![^，。,的]{1,10}的[^，。,的\s]{1,4}[，,])"
    r"|我(?:现在)?在(?:高铁|火车|飞机|地铁|路上|车上|机场|医院|外面|外边|咖啡店|咖啡厅|咖啡馆|星巴克"
    r"|酒店|宾馆|动车|候机|网吧)"
    # where the user works is no place of the moment (我在医院药剂科上班, 我在机场当地勤, an
    # office of it and the user's part of its work: 我在医院医务科，负责排班; not 我在高铁上工作:
    # 上 after the place is on it, now)
    r"(?![^，。,上]{0,8}(?:上班|工作|实习|打工|任职|值班|当(?!时)))"
    r"(?![^，。,]{0,8}(?:处|科|办公室|办|室|局|站|所|组|部|中心)[，,]\s*(?:主要|专门)?"
    r"(?:管|负责|主管|分管|做|跑)(?!不))|在我[^，。,]{1,8}(?:之前|以前)"
    # the weekend or week of one event (机房搬迁那个周末; not 每次上线那个周末)
    r"|(?:^|(?<=[，,。]))(?![^，,。]*每)[^，,。]{1,12}那(?:个|一)(?:周末|星期|礼拜|周)"
    r"|这个分支|这条分支|这[个张条]\s*(?:PR|MR|pr|mr|需求|工单|issue|ticket|单子)"
    r"|这(?:封|份|篇)(?:邮件|信|报告|文章|稿子|简历|文档|PPT|ppt|讲稿)"
    r"|(?:跑|用|做|执行)一次就(?:行|好|够)|(?<!每个)(?<!每次)(?<!每条)就(?:用|跑|执行)(?:这)?一次[。!！]?$"
    r"|(?:是|就是|只是)一次性的|到[^，。,]{1,10}为止|(?:以后|之后|回头)再说|这个?礼拜|这个?星期|我[^，。,]{0,4}(?:以后|之后|回头)再"
    r"|(?:demo|演示|展示|考试|出差|旅行)\s*(?:之前|以前|前|为止)"
    # a time of today and what happens then ("老板下午要看报表", "我晚上回家再看"; not
    # 每天下午要开站会, 每周三下午要带实习生, 我下午一般不在)
    r"|(?<![每一二三四五六日天末\s])(?:今天)?(?:上午|下午|晚上|中午)(?=要|得|会|就|还|再|回家)|下周(?![一二三四五六日天]?(?:起|开始)|的?(?:工作)?计划)|(?:demo|演示)\s*(?:包|版|版本)(?:里|中)"
    r"|这一?[次回](?!是我?第一次)|本次|此次|这一回|当前任务|本次任务|暂时|暂且|" + _LINSHI + r""
    r"|目前先|现在先|今天(?!刚)|今晚|今早|明天|这周(?!刚)|本周(?!刚)|这几天"
    # until one thing is done (修好之前); a step of the routine (合并之前, 上线之前) is
    # before each one, a habit ("合并之前把提交压成一个")
    r"|(?:修好|修复|完成|结束|搞定|确认)(?:之前|以前)|(?:在|到)?那(?:之前|以前)|到那时候?(?:之前|以前|为止)"
    # one month's end, and a reminder for it (月底记得提醒我拿掉; not 每个月底, nor a decision's
    # deadline: 我们决定年底前迁出)
    r"|(?<!每)(?<!每个)(?<!每年)(?:这个?)?(?:月底|月初|年底|年初)(?=[^，。,]{0,4}(?:记得|記得|提醒))"
    r"|先(?:别|不要|不用|跳过|不|暂停|忽略|放着|放一放)|还(?:不要|别|先别|不用|不能)"
    # for now, keep doing so: 先 and a verb with 着 ending the clause (你先用 mock 数据跑着, 先这么
    # 用着; not 照着/按着/跟着 "following", nor 着 inside a clause: 先想着测试怎么写)
    r"|先[^，。,；;]{0,16}(?<![照按跟沿顺接随对向朝])着(?:吧|呢)?(?=[，,。!！；;~～]|$)"
    r"|期间|这段时间|这两天|这[一二两三四五六七八九十几\d]{1,3}个?(?:天|周|星期|礼拜|月)(?!一次)"
    r"|先这样(?=[：:，,。!！吧]|$)|(?<!别)(?<!不要)(?<!不用)(?<!不必)等我|(?:这|本)(?:一?版|个版本|轮|个迭代|次迭代|个冲刺|个月|月)"
    r"|(?<!每)(?:周|星期|礼拜)[一二三四五六日天](?:之前|以前|前|为止)"
    r"|(?:下周|截止日期|deadline)(?:之前|以前|前|为止)"
    # until one named event ends: 评审结束前, 故障没恢复之前, 等版本发出去再…, 我 review 完之前
    # (no gap of a space: "事故 上线前" is two words of a name)
    r"|(?:(?:故障|事故|宕机|评审|审计|冻结|迁移|重构|发布|版本|会议|开会|假期|出差|演示)|demo\s?)[^，。,\s]{0,6}"
    r"(?:结束|完成?|恢复|上线|发出去?|过去|开完|搞定|落地)(?:之|以)?前"
    r"|我[^，。,]{0,10}(?:(?:完|好)(?:之|以)前|完前)"
    r"|等[^，。,]{0,8}(?:版本|发布|上线|评审|审计|故障|会议|开会|开完会|周[一二三四五六日天]|星期[一二三四五六日天]"
    r"|下周|明天)"
    # after one meal or meeting: 吃完午饭, 开完会以后
    r"|(?<!都是)(?<!都在)(?<!每)(?<!一般是)(?<!通常是)(?:周|星期|礼拜)[一二三四五六日天][^，。,]{0,4}(?:能|会|就)?(?:弄完|做完|完成"
    r"|搞定|结束|上线)"
    r"|(?:周|星期|礼拜)[一二三四五六日天][^，。,]{0,4}(?:演示|会议|开会|评审|发布|上线)(?:的时候|时|前|上)"
    r"|(?:演示|会议|开会|评审|迁移|重构)完(?:之后|以后|后)?再"
    r"|吃完(?:午|晚)?饭|(?<!每天)(?<!平时)(?<!一般)(?<!每次)午休(?:的时候|时|期间|那会儿?)|(?<!一般)(?<!通常)(?<!平时)(?<!每天)(?:午饭|午休|开完会|会议|下班)(?:之|以)?后"
    # next time, of one occasion ("下次跑测试的时候…"; "下次…别/先问我" is a lesson)
    r"|下一?次(?=[^，。,]{1,16}(?:的时候|时)[，,]?(?![^。]*(?:别|不要|不能|问我|确认|记得|注意|一定)))")
_JA = re.compile(
    r"この(?:ファイル|関数|スクリプト|モジュール|スニペット|クラス|メソッド|コンポーネント)"
    r"(?:で|の中で|内で)(?:は|だけ)"
    r"|今回(?!が(?:初めて|はじめて|初))|今度だけ|この作業|一時的|とりあえず|当面|今のところ|今だけ|しばらく"
    # a thing to do, or one here (更新しないといけない証明書があります,
    # ここにライセンスキーがあります)
    r"|(?:更新|提出|作成|対応|返信|修正|記入|署名|支払)しな(?:いと|きゃ|ければ)(?:いけない|ならない)?"
    r"[^、。]{1,12}が(?:ある|あります)|^(?:今|いま)?ここに[^、。]{1,12}が(?:ある|あります)"
    # (not 明日 in a zh word: 注明日期, 说明日志)
    r"|今日|今夜|今晩|今朝|本日|(?<![注说說标標表证證声聲申阐闡写寫载載註])明日|今週|今月(?!から|以降|より)|今すぐ|(?:いま|今)出先|外出中|移動中"
    r"|これから\s*[0-9０-９一二三四五六七八九十半数]+\s*(?:分|時間)"
    r"|(?:今後|これから|この先|向こう)の?\s*[0-9０-９一二三四五六七八九十半数]+\s*(?:日間|週間|か月|ヶ月|カ月)"
    r"(?!\s*(?:ごと|毎|おき|に一度|に1度|に一回|に1回))(?![^、。]{0,6}(?:保存|保管|保持|保有|残|キープ|有効))"
    r"|(?:後で|あとで|のちほど)(?:自分で)?[^、。]{0,6}(?:します|やります|見ます|確認します|対応します|整理します"
    r"|直します|戻します)|(?:たら|次第)[、,]?\s*(?:また|元に|元の[^、。]{1,8}に)?(?:戻します|再開します)"
    r"|(?:たら|次第)[、,]?\s*(?:私が)?(?:整理|まとめ|対応|確認|連絡)します"
    r"|(?:調査|障害|対応|作業|移行|リリース|デモ)(?:の)?(?:あいだ|間)(?:は|だけ)"
    r"|この\s*(?:ticket|チケット|PR|プルリク|ブランチ|案件|タスク|スプリント|メール|資料)\s*(?:の間|では|だけ|中は|の中)"
    r"|(?:demo|デモ|リリース|発表|締め切り|締切|試験|テスト本番|会議)\s*(?:まで(?:は|の間)|が終わるまで)"
    r"|(?:落ちて|止まって|メンテ中)(?:い)?る?(?:あいだ|間)"
    r"|(?:デモ|会議|打ち合わせ|ミーティング|発表|面接|プレゼン|通話|昼休み|お昼休み|ランチ)の間(?:に|だけ|は)?"
    r"|[月火水木金土日]曜(?:日)?の(?:デモ|会議|打ち合わせ|ミーティング|発表|レビュー|リリース)"
    r"(?:では|まで|の間|用に?|に向けて)"
    r"|[月火水木金土日]曜(?:日)?(?:に|には|まで)[^、。]{0,8}(?:終わる|完了|終わり|終わらせ)"
    # the weekend of one move (移行の週末は; not 毎回の…)
    r"|(?<!毎回の)(?:移行|移転|引っ越し|引越し|移設|切り替え|切替|リニューアル|統合|搬入)(?:作業)?の"
    r"(?:週末|週|夜)(?:は|に|の間|中)"
    r"|このセッション|このブランチ|来週(?!から)|(?:フリーズ|凍結)(?:の間|中)|それまで(?:に|は|の間)"
    # (not "…まで1か月かかる": how long something takes)
    r"|[るたい]まで(?!(?!の)[^、。]{0,4}[0-9一二三四五六七八九十数]+\s*(?:か月|ヶ月|日|週間|年|時間|分))"
    r"(?:は)?[、,]?"
    r"|(?:[月火水木金土日]曜(?:日)?|週末|来週|月末|締め?切り?|リリース|デプロイ|マージ|レビュー"
    r"|会議|打ち合わせ|ミーティング|デモ)まで"
    r"|(?:会議|作業|リファクタリング|移行|リリース|デプロイ|出張|休暇|外出|不在|レビュー"
    r"|ミーティング|打ち合わせ|対応|昼休み|お昼休み|ランチ)中(?:は|に|だけ)"
    # a thing made once and not again ("一回しか使わないので", "使い捨てなので"; not a kind,
    # "使い捨てのスクリプトでも…")
    r"|(?:一回|一度|1回|1度)(?:きり|しか使わ|だけ使)|使い捨て(?:なので|なんで|です|だから|のつもり)"
    r"|ひとまず|いったん|差し当たり|後回し|(?<!保証)(?<!保障)期間中(?:は|に|だけ)"
    # the days before one event (大会前の一週間は; not 毎回のリリース前の…)
    r"|(?:^|(?<=[、。]))(?![^、。]*(?:毎|いつも|たびに))[^、。]{0,16}?前の(?:最後の)?[一二三四五六七八九十\d]+"
    r"(?:日間|週間|か月|ヶ月|カ月)(?:は|の間|だけ)"
    r"|(?:昼休み|お昼|昼食|ランチ|会議|打ち合わせ|ミーティング|定例)(?:の)?(?:あと|後)|昼休み明け"
    r"|(?:昼休み|お昼|会議|打ち合わせ|ミーティング|定例|リリース|レビュー|デモ)が?(?:終わっ|済ん)たら"
    r"|次(?:に|回)(?=[^、。]{1,16}(?:とき|時|際)(?:は|に)?[、,]?(?![^。]*(?:ないで|確認|聞いて|必ず|二度と)))")


# The old way back from a day named ("From Monday it's the normal runbook again", 下周一起就恢复
# 原来的流程, 月曜からは通常どおりです): the rule before it holds until then.
_DAY_NAMED = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+week)"
_FROM_DAY = (r"(?:from|on|after)\s+" + _DAY_NAMED + r"\s*,?\s+(?:it'?s|it\s+is|we'?re|we\s+are"
             r"|we\s+go)\s+(?:back\s+(?:to|on)\s+)?(?:the\s+)?(?:normal|usual|regular)\b"
             r"|back\s+to\s+(?:normal|the\s+usual\s+[\w-]+)\s+(?:from|on)\s+" + _DAY_NAMED)
_FROM_DAY_CJK = (r"(?:从)?(?:下周[一二三四五六日天]?|(?:周|星期|礼拜)[一二三四五六日天]|明天"
                 r"|下个月)(?:起|开始)?"
                 r"[，,]?就?(?:恢复|回到)(?:原来|原样|正常|以前|之前|平时)"
                 r"|(?:[月火水木金土日]曜(?:日)?|来週|明日)(?:から|以降)(?:は)?[、,]?\s*(?:また)?"
                 r"(?:通常|いつも|普段|元)(?:どおり|通り|の[^、。]{1,8}に戻)")


# The old way back once one scope ends ("After that it's back to normal", 审计结束以后就恢复原来
# 的流程, 終わったら通常どおりで); not said of every time ("每次部署完成都恢复原来的配置文件",
# 毎回デプロイが終わったら通常どおりの設定に戻して, "Always restore the usual settings afterwards
# once it is over": `_EVERY_TIME_BACK`), a step of the routine; nor 出错后恢复原来的配置.
_OLD_WAY = re.compile(
    r"(?i)(?<![0-9a-z\-])(?:(?:after\s+that|then|afterwards)[\s,]+(?:it'?s|it\s+is|we'?re|we\s+go"
    r"|things\s+go)\s+back\s+to\s+(?:normal|the\s+usual|how\s+it\s+was)"
    r"|(?:normal|usual)\s+(?:(?:rules|service|process|procedure|workflow|settings)\s+)?(?:again\s+)?"
    r"(?:after\s+that|afterwards|once\s+(?:it'?s|that'?s)\s+(?:over|done))"
    r"|back\s+to\s+(?:normal|the\s+usual)\s+(?:after\s+that|afterwards|once\s+(?:it'?s|that'?s)\b)"
    r"|(?:once|when|after)\s+[^,.;!?]{1,40},\s*(?:(?:it'?s|we'?re|we\s+go|things\s+go)\s+)?back\s+to"
    r"\s+(?:normal|the\s+usual|how\s+it\s+was)"
    r"|" + _FROM_DAY + r")(?![0-9a-z\-])"
    r"|等[^，。,]{1,12}(?:再|就)(?:恢复|改回|换回)"
    r"|(?:结束|完了|完成|过去|搞定)(?:(?:之|以)?后)?[^，。,]{0,4}(?:恢复|回到)(?:原来|原样|正常|以前|之前)"
    r"|(?:終わったら|終わり次第|済んだら|明けたら|過ぎたら)[、,]?\s*(?:また)?(?:(?:通常|いつも|普段|元)"
    r"(?:どおり|通り)|元に戻(?:して|します|す|る))"
    r"|" + _FROM_DAY_CJK)
# Every time, or from now on (以后 only where it opens the clause: 审计结束以后 is "after").
# (Not "every alert" nor 每个告警: each of a kind.)
_EVERY_TIME_WORDS = (r"(?i)每(?:次|回|当|逢|一次|天|晚|周|个?月|轮)|毎(?:回|度|日|週|月|晩)"
                     r"|たびに|度に|(?:^|[，,、\s])(?:以后|今后|往后|今後|以後)"
                     r"|\b(?:always|whenever|each\s+time|every\s+(?:time|release|deploy(?:ment)?"
                     r"|run|sprint|day|night|week|month|drill|incident|load\s+test))\b")
_EVERY_TIME_BACK = re.compile(_EVERY_TIME_WORDS)


# One closure's dates: a closure, holiday or leave and a span between two calendar dates, in
# either order ("休業日は 12 月 29 日から 1 月 3 日です", "12 月 29 日から 1 月 3 日まで
# 休業します").
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
_DATE = (r"(?:" + _DAY + r"\s*月\s*" + _DAY + r"\s*[日号號]"
         r"|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH
         + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?\b)")
_SPAN = (_DATE + r"\s*(?:から|より|〜|～|~|-|–|—|到|至|\bto\b|\buntil\b|\btill\b|\bthrough\b"
         r"|\bthru\b)\s*(?:the\s+)?" + _DATE)
_CLOSED = (r"(?:休業|休館|休診|休園|休校|休み|放假|休假|停业|停業|歇业|闭馆|閉館|休诊|店休"
           r"|\bclosed\b|\bshut\b|\bon\s+(?:holiday|vacation|leave)\b"
           r"|\bout\s+of\s+(?:the\s+)?office\b)")
_CLOSURE = re.compile(r"(?i)" + _CLOSED + r"[^。.!?！？]{0,30}?" + _SPAN
                      + r"|" + _SPAN + r"[^。.!?！？]{0,12}?" + _CLOSED)

# When the old one goes away ("老域名下周停掉", "旧ドメインは来週止めます", "the old domain
# goes away next week"): the end of the thing a correction replaces, not how long the
# statement holds; its time is blanked out. Only of the old one named as such (老域名,
# 旧号码, 以前的地址, "the old ..."): "下周停掉测试服务器" is a task for next week.
_OLD_ONE_ENDS = re.compile(
    r"(?:(?<![\u4e00-\u9fff])老(?=域名|号码|地址|邮箱|网址|链接|账号|系统|版本|接口|服务器|仓库|群)"
    r"|旧|原来的|以前的|之前的)[\u4e00-\u9fffA-Za-z]{1,6}(?:会|将|就)?"
    r"(?P<t>下周|下个?月|月底|年底)(?=就|会|将)?[就会将]?(?:停|关|下线|废|作废|失效|不再|不用)"
    r"|旧[\u30a0-\u30ff\u4e00-\u9fffA-Za-z]{1,8}(?:は|も)?(?P<j>来週|来月|月末)(?:で|に|中に)?"
    r"(?:止め|停止|廃止|終了|閉鎖|使え|解約|なくな)"
    r"|(?i:\bold\s+[a-z]+(?:\s+[a-z]+)?\s+(?:goes\s+away|is\s+(?:switched|shut|turned)\s+off"
    r"|is\s+shut\s+down|stops\s+working|will\s+be\s+(?:switched|shut|turned)\s+(?:off|down))"
    r"\s+(?P<e>next\s+(?:week|month)))")

# A weekday of a schedule ("我们每两周发一次版,都是周四晚上上线", or a name made of its words,
# "每两周发一次版-周四晚上上线") is every such day, not this week's: with a recurrence in the
# text, its weekdays are blanked out.
_RECURS = re.compile(r"每[^，。,]{0,4}(?:周|星期|礼拜|月)"
                     r"|[一二两三四\d]\s*(?:周|个月)[^，。,]{0,3}一次"
                     r"|(?i:\bevery\s+(?:other\s+)?(?:week|month))")
# So is a weekday in a lasting prohibition ("以后再也不要在周五上线了", 以后别再周五发版): never
# on any such day.
_NEVER_AGAIN = re.compile(r"再也(?:不要|别|不许|不准|不能)|(?<!先)(?:别|不要|不许|不准)再"
                          r"|永远(?:不要|别|不许)|绝对?(?:不要|别)")
_WEEKDAY = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天]")
# After work or lunch on every day ("我每天只有下班后一两个小时能写代码") is a habit, not one
# evening: with a daily recurrence in the text, those markers are blanked out.
_DAILY = re.compile(r"每天|每晚|每日|平时|平常|工作日")
_AFTER_WORK = re.compile(r"(?:午饭|午休|下班)(?:之|以)?后|午休(?:的时候|时|期间|那会儿?)")
# The day's things in a routine of every day ("每天早上我问今天的预约时,按医生分组列出来", 毎朝、
# 今日の予約を聞いたら…, "Every morning when I ask for today's bookings…") are each day's:
# with a recurrence of every day, "today's" is blanked out (not 今天的预约按医生分组, one day's).
_EACH_DAY = re.compile(r"每天|每晚|每日|每早|毎朝|毎日|毎晩|毎夕"
                       r"|(?i:\b(?:every|each)\s+(?:day|morning|evening|night|afternoon)\b)")
# (a name made of the words has "-", read as a space, where the particle was: 每天早上我问
# 今天-预约时)
_THE_DAYS = re.compile(r"今天(?:的|[-\s])|今日(?:の|[-\s])|(?i:\btoday'?s\b)")


# The user's own step after one event ("等重构完了我再统一格式化", "发版完我再补文档"): for that
# once, unless the text says it is every time or from now on ("每次代码写完了我来 review").
_OWN_STEP_AFTER = re.compile(r"(?:完|好|结束|过去)了?[，,]?\s*我(?:再|来)")
_EVERY_TIME = re.compile(r"每|以后|今后|往后|凡是|但凡|只要|一律|总是|一般|通常|平时")


# The old way back said as a sentence of its own ("Normal rules after that.", "After that it's
# back to normal.", 演练结束就恢复原样。, 終わったら通常どおりで。): the rule before it holds for
# one scope only.
OLD_WAY_BACK = re.compile(
    r"(?i)^(?![^。.!?！？]*(?:" + _EVERY_TIME_WORDS.removeprefix("(?i)") + r"))(?:[^.!?;]*;\s*)?(?:"
    r"(?:(?:and|then|but)\s+)?(?:(?:normal|usual)\s+(?:(?:rules|service|process|procedure"
    r"|workflow|settings)\s+)?(?:again\s+)?(?:after\s+that|afterwards|once\s+(?:it'?s|that'?s)\s+"
    r"(?:over|done))|(?:after\s+that|then|afterwards)[\s,]+(?:it'?s|it\s+is|we'?re|we\s+go"
    r"|things\s+go)\s+back\s+to\s+(?:normal|the\s+usual|how\s+it\s+was)|back\s+to\s+(?:normal"
    r"|the\s+usual)\s+(?:after\s+that|afterwards|once\s+(?:it'?s|that'?s)\s+(?:over|done))"
    r"|(?:once|when|after)\s+[^,.;!?]{1,40},\s*(?:(?:it'?s|we'?re|we\s+go|things\s+go)\s+)?back\s+to"
    r"\s+(?:normal|the\s+usual|how\s+it\s+was)"
    r"|" + _FROM_DAY + r")[^.!?]{0,30}[.!]*$"
    r"|[^，。,]{0,8}等[^，。,]{1,12}(?:再|就)(?:恢复|改回|换回)[^，。,]{0,6}[。!！]*$"
    r"|[^，。,]{0,4}(?:" + _FROM_DAY_CJK + r")[^，。,、]{0,12}[。!！]*$"
    r"|[^，。,]{0,8}(?:结束|完了|完成|过去|搞定)(?:(?:之|以)?后)?就?(?:恢复|回到)(?:原来|原样|正常|以前"
    r"|之前)[^，。,]{0,6}[。!！]*$"
    r"|[^、。]{0,12}(?:終わったら|終わり次第|済んだら|明けたら|過ぎたら)[、,]?\s*(?:また)?(?:(?:通常|いつも"
    r"|普段|元)(?:どおり|通り)|元に戻(?:して|します|す|る))[^、。]{0,8}[。!！]*$)")


def _blank_when(m: re.Match[str]) -> str:
    """The match with its time (`_OLD_ONE_ENDS`) blanked out."""
    name = next(g for g in ("t", "j", "e") if m.group(g))
    start, end = m.start(name) - m.start(), m.end(name) - m.start()
    said = m.group(0)
    return said[:start] + " " * (end - start) + said[end:]


_STOP = re.compile(r"[。！？!?]|\.(?=\s|$)")


def _old_way_back(text: str) -> re.Match[str] | None:
    """The first old way back (`_OLD_WAY`) whose sentence does not say it is every time."""
    for m in _OLD_WAY.finditer(text):
        start = max((s.end() for s in _STOP.finditer(text, 0, m.start())), default=0)
        stop = _STOP.search(text, m.end())
        if not _EVERY_TIME_BACK.search(text[start:stop.start() if stop else len(text)]):
            return m
    return None


def find_temporary(text: str) -> str | None:
    """The marker that makes ``text`` temporary ("for now", "今天", "今回"...), else None."""
    if not text:
        return None
    text = unicodedata.normalize("NFKC", text.replace("\x00", ""))
    text = without_what_is_no_scope(text)
    text = _OLD_ONE_ENDS.sub(_blank_when, text)
    if _RECURS.search(text) or _NEVER_AGAIN.search(text):
        text = _WEEKDAY.sub(lambda m: " " * len(m.group(0)), text)
    if _DAILY.search(text):
        text = _AFTER_WORK.sub(lambda m: " " * len(m.group(0)), text)
    if _EACH_DAY.search(text):
        text = _THE_DAYS.sub(lambda m: " " * len(m.group(0)), text)
    own_step = _OWN_STEP_AFTER.search(text) if not _EVERY_TIME.search(text) else None
    old_way = _old_way_back(text)
    found = [m for m in (_EN.search(text), _ZH.search(text), _JA.search(text), own_step,
                         _CLOSURE.search(text), old_way, find_occasion(text),
                         find_one_batch(text), find_waiting(text), find_absence(text),
                         find_under_repair(text))
             if m and not of_every_month(text, m) and not by_its_hour(text, m)]
    if not found:
        return None
    first = min(found, key=lambda m: m.start())
    return " ".join(first.group(0).rstrip("、,").split())


def is_temporary(text: str) -> bool:
    return find_temporary(text) is not None


__all__ = ["LINSHI_NOT_AFTER", "LINSHI_NOT_BEFORE", "OLD_WAY_BACK", "find_temporary",
           "is_temporary"]
