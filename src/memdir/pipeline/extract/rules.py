"""Extraction without a model: rules over the user's own sentences, and the slugger.

Offline (`extract_offline`), only the turn's user messages are read, sentence by
sentence. A sentence becomes a candidate when it states a durable directive or a change
of mind, or says who the user is, and holds no temporary marker; its type comes from
the zh/en/ja cues of `memdir.pipeline.classify`, its name from `memdir.pipeline.extract.naming`. The
teaching code had no offline path: without a model nothing was ever remembered.
`candidate_from_text` builds the candidate for an explicit "remember this" request.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from memdir.foundation.candidate import MAX_BODY_CHARS, MAX_CANDIDATES, MAX_QUOTE_CHARS, Candidate
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, flatten, name_key
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence
from memdir.pipeline.admission.old_values import gives_up
from memdir.pipeline.admission.policy import (
    CHANGE_CUES,
    TEMPORARY_MARKERS,
    find_phrase,
    find_temporary_marker,
)
from memdir.pipeline.classify import is_self_description, memory_type
from memdir.pipeline.conversation import turn_user_messages
from memdir.pipeline.extract.cues import (
    AFTER_DONE,
    APOLOGY_END,
    CONVENTION,
    EMBEDDED_WH,
    EVENT_ZH,
    EVERY_ONE,
    FILE_NAME,
    JA_CONDITION,
    JA_GENERIC,
    JA_PREFERENCE,
    JA_TASK,
    LAUGH,
    NAMED_RULE,
    POINTED_STEP,
    QUESTION_END,
    QUESTION_START,
    REMARK,
    REPORT,
    REPORT_CJK,
    SMALL_TALK,
    TASK,
    TASK_VERB,
    WH,
    core,
    is_request,
)
from memdir.pipeline.extract.facts import SCHEDULE, is_fact
from memdir.pipeline.extract.learned import hears, kind
from memdir.pipeline.extract.naming import numbered, slug_name, strip_lead_in
from memdir.pipeline.extract.personal import is_personal
from memdir.pipeline.extract.sentences import CONNECTIVE, MAX_SENTENCE_CHARS, sentences
from memdir.pipeline.extract.surface import as_said
from memdir.providers.base import Message

# Without a model only explicit, durable directives are kept: a sentence must say it holds
# from now on (or be a change of mind), and must not say it is for this time only.

# The policy's 19 markers plus words that make a *sentence* temporary in conversation.
OFFLINE_TEMPORARY_MARKERS = TEMPORARY_MARKERS + ("本次", "先别", "today", "今天", "今日")
DURABLE_CUES: tuple[str, ...] = (
    "以后", "今后", "往后", "从现在起", "从现在开始", "一律", "总是", "永远", "记住", "始终",
    "每次", "不要再", "别再", "统一", "务必", "我喜欢", "我习惯", "我偏好",
    "from now on", "always", "never", "remember", "going forward", "in this project we",
    "in the future", "every time", "i prefer", "from here on", "moving forward", "henceforth",
    "from today on", "for future reference",
    # A decision the team took is durable by nature ("we decided to drop Python 3.9").
    "we decided", "we've decided", "we have decided", "we agreed", "我们决定", "团队决定",
    "it's been decided", "it has been decided", "it was decided", "已经定了", "定下来了",
    "ことに決定", "ことに決めました", "決定しました",
    "今後", "これから", "必ず", "常に", "いつも", "覚えて", "毎回", "以後", "二度と",
)
# Change cues count as durable too ("我改主意了,测试改用 vitest" must reach the policy,
# which turns it into an update); "instead"-like ones alone are said of one-off fixes, and
# 改成/换成 alone of an edit to make ("按钮改成蓝色", "把登录处理改成异步的").
_DURABLE_CHANGE_CUES = tuple(c for c in CHANGE_CUES
                             if c not in ("instead", "now use", "ではなく", "代わりに", "改成",
                                          "换成"))
# Only the first "please use" is tried (atomic group, anchored): ".*" from every one of
# them was quadratic on "please use please use ...".
_PLEASE_INSTEAD = re.compile(r"(?is)\A(?>.*?\bplease\s+use\b).*\binstead\b")
# "I changed my mind, ..." says that the rest is a correction; the rest is the memory.
_CHANGED_MIND = re.compile(
    r"(?i)^(?:(?:actually|ok(?:ay)?|so)[\s,，]+)?(?:i(?:'ve| have)?\s+changed\s+my\s+mind"
    r"|on\s+second\s+thoughts?|我又?改主意了?|我又?改变主意了?|又?改主意了?"
    r"|気が変わ(?:った|りました)"
    r"|やっぱり|やはり)"
    r"\s*[,，、:：;；.。!！]?\s*")
# The look-behind starts a match only where a run starts: without it every position of a
# long run of spaces re-scans the run (quadratic in 100 KB of hostile text).
_TRAILING = re.compile(r"(?<![\s。．.!！?？;；,，、:：])[\s。．.!！?？;；,，、:：]+$")

def _is_directive(sentence: str) -> bool:
    return judge(sentence) is None


# `_judge`'s answer for a sentence heard only as a request ("Please keep it short"): kept,
# unless it follows, in the same message, a sentence about the work at hand or for this
# time only, whose work it then continues ("このファイルの関数には全部 docstring が必要です。
# 一通り見て付けてください").
_ONLY_A_REQUEST = "only a request"
# A change said of what was done a moment ago ("さっきの変更、やっぱり元に戻しておいて", "把刚才
# 的改动撤回"): one edit undone, not a change of a rule.
# One occasion past ("Our staging database got wiped last night, so reseed it before you run
# the e2e tests"): the step it asks is for that once.
_ONE_OCCASION = re.compile(r"(?i)\blast\s+night\b|\byesterday\b|\bthis\s+morning\b"
                           r"|昨天|昨晚|今早|昨日|昨晩|昨夜|今朝")
_JUST_NOW = re.compile(r"(?i)さっき|先ほど|刚才|刚刚|\bjust\s+now\b|\ba\s+minute\s+ago\b")


def judge(sentence: str) -> str | None:
    """Why offline extraction skips ``sentence`` said alone, or None when it is heard
    (`_judge`)."""
    reason = _judge(sentence)
    return None if reason == _ONLY_A_REQUEST else reason


def _judge(sentence: str) -> str | None:
    """Why offline extraction skips ``sentence``, or None when it is heard as a lasting
    instruction or fact.

    In order: too long, a question, temporary (the admission policy's rule, so the
    answer is the one every write path gives), small talk, a request about the work at
    hand ("fix the failing test in utils.py", "把这个函数改名", "差分を要約して") unless it
    says it holds every time; then a durable cue ("from now on", "以后", "今後"), a change
    of mind, a plain request or a stated convention ("Please reply in Chinese", "请用中文
    回复我", "コミットメッセージは英語で書いてください", "We use ruff", "提交信息用英文写"),
    or a fact about the user or the project ("call me Sam", "我在支付团队工作").
    """
    if len(sentence) > MAX_SENTENCE_CHARS:
        return "longer than one sentence (pasted text)"
    sentence = as_said(sentence)
    habitual = ((_HABITUAL.search(sentence) or _WITHOUT_DOING.search(sentence))
                and not POINTED_STEP.search(sentence)
                and not _JUST_NOW.search(sentence) and not _ONE_OCCASION.search(sentence))
    durable = bool(find_phrase(sentence, DURABLE_CUES)
                   or (find_phrase(sentence, _DURABLE_CHANGE_CUES)
                       and not _JUST_NOW.search(sentence))
                   or _PLEASE_INSTEAD.search(sentence) or habitual or NAMED_RULE.search(sentence)
                   or _LASTING_SCOPE.search(sentence)
                   or (_ANY_CASE.search(sentence) and not TASK.search(_BESIDE_IT.sub(" ", sentence))
                       and not FILE_NAME.search(sentence)))
    if (QUESTION_END.search(sentence) or QUESTION_START.search(sentence)
            or (WH.search(sentence) and not EMBEDDED_WH.search(sentence))):
        return "a question"
    marker = find_temporary_marker(sentence)
    if marker:
        return f"temporary ({marker!r})"
    if REPORT.search(sentence) or REPORT_CJK.search(sentence):
        return "says what happens, not what to do"
    if (LAUGH.search(sentence) or APOLOGY_END.search(sentence) or REMARK.search(sentence)
            or (not durable and SMALL_TALK.search(sentence))):
        return "small talk"
    fact = (is_self_description(sentence) or is_fact(sentence) or SCHEDULE.search(sentence)
            or is_personal(sentence))
    clause = core(sentence)
    task = (TASK.search(sentence) or TASK_VERB.search(clause) or AFTER_DONE.search(sentence)
            or (FILE_NAME.search(sentence) if not EVERY_ONE.search(sentence) else None)
            or (JA_TASK.search(sentence)
                if not (JA_CONDITION.search(sentence) or JA_PREFERENCE.search(sentence)
                        or JA_GENERIC.search(sentence))
                else None))
    if task and not durable and not fact:
        if hears(sentence, task_like=True):
            return None
        return f"a request about the work at hand ({' '.join(task.group(0).split())!r})"
    if EVENT_ZH.search(sentence) and not durable and not fact:
        return "says what happened or proposes it for now, not what holds"
    if (durable or fact or CONVENTION.search(sentence) or SCHEDULE.search(sentence)
            or JA_PREFERENCE.search(sentence)):
        return None
    if is_request(sentence):
        return _ONLY_A_REQUEST
    if hears(sentence, task_like=False):
        return None
    return "no lasting instruction or fact"


# Said every time: "before you commit", "whenever", "每次", "的时候", "たら", "前に".
_HABITUAL = re.compile(
    # ("before we merge this" is about the work at hand: its object points)
    r"(?i)\b(?:before\s+(?:(?:you|we)\b(?!\s+[a-z]+\s+(?:this|it|that|these|those)\b)|each|every"
    r"|any|committing|pushing|merging|releasing|"
    # ("when you're done" is the end of the work at hand, once)
    r"deploying|opening)|when(?:ever)?\s+(?:(?:you|we|i)(?!(?:'re|'ve|'m|\s+are|\s+have|\s+am)"
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
    r"[a-z][\w-]*\b(?!\s+(?:of|in)\s+(?:that|this|these|those|the\s+(?:last|previous|current)))"
    r"|^每(?:个|条|一个|次)[^，。]{0,20}都|千万(?:别|不要|不能)"
    # stop and check in (a standing rule for when something goes wrong)
    r"|\bstop\s+and\s+(?:ask|check\s+(?:in|with))|先停下来|停下来(?:问|找|跟)"
    r"|もう[^、。]{0,8}(?:しないで|ないで|使わない|入れない|追加しない)"

    r"|,\s*everywhere\b|\beverywhere\s*[.!]?$"
    r"|\bfor\s+(?:anything|everything|any\s+[a-z]+)\s+(?:with|that|involving|related|in|using)\b"
    r"|(?:で|に)統一"
    # "next time" with a reminder or a prohibition is a lesson ("Next time you delete a
    # file, ask me first"; of one occasion it is temporary: `find_temporary`)
    r"|next\s+time\b[^.;!?]{0,40}?[,\s]\s*(?:please\s+)?(?:ask|check|confirm|remember|make\s+sure"
    r"|never|don'?t|do\s+not|always|tell)\b"
    # every one of a kind goes in one place ("Secrets live in vault.yaml and nowhere
    # else", "…にだけ書くことになっています": what is settled)
    r"|\band\s+nowhere\s+else\b|ことになって(?:います|いる|る|ます)"
    # a condition on every case: 的话 (not "if you can"), なら / ずに after a topic
    r"|(?<!可以)(?<!方便)(?<!有空)(?<!有时间)(?<!能)(?<!行)(?<!好)(?<!需要)(?<!这样)(?<!那样)(?<![这那有])"
    r"的话"
    r"|^(?![^、。]*(?:この|その|これ|それ|今|さっき))(?![^、。]*(?:時間|暇|余裕|手が空)"
    r"[^、。]{0,4}(?:なら|があれば))[^、。]{2,30}(?:なら|ならば)[、,]"
    # whenever one meets a kind of case (遇到…, 碰到…)
    r"|^(?:如果)?(?:遇到|碰到)[^，。]{1,16}[，,]"
    r"|记得|之前[，,]?先|以前先|前(?:先|要|都|务必|记得|请一定|一定)|(?:提交|合并|发布|部署|上线|推送|发版)(?:之|以)?前"
    r"|的时候|每当|平时|通常"
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
    # ja: たら after one completion (終わったら, 通ったら) is the next step of the work at hand
    r"|(?:(?<!終わっ)(?<!終え)(?<!通っ)(?<!直っ)(?<!片付い)(?<!完了し)(?<!落ち着い)(?<!揃っ)"
    r"(?<!決まっ)(?<!上がっ)(?<!戻っ)(?<!帰っ)(?<!当)たら(?!い)|(?<![0-9０-９日週月年分時間])前に|ときは|時は|場合は|普段"
    r"|基本的に)")


# ja: a manner without a step after a topic ("長いコードは貼らずに、…"): a rule when said alone,
# but no word that it lasts (`_soft`).
_WITHOUT_DOING = re.compile(r"^[^、。]{1,30}は[^、。]{1,30}ずに")


# A rule said to hold for every session or for the whole repository ("One rule for future
# sessions:", "not just today", "In this repo, fixtures live…", 长期的要求, 毎回のお願い):
# lasting whatever it then points at.
_LASTING_SCOPE = re.compile(
    r"(?i)\b(?:for|in)\s+(?:all\s+)?(?:future|every|each)\s+sessions?\b|\bnot\s+just\s+today\b"
    r"|长期的?(?:要求|规矩|习惯)|不光是今天|毎回のお願い|(?:は|も)(?:要らない|いらない|不要)(?:ので|から|です)"
    r"|\b(?:that'?s|this\s+is)\s+how\s+we\s+\w+|(?:チーム|うち|会社)の(?:約束|ルール|決まり)です"
    r"|^(?!.*(?:这|那|目前|现在|暂时))[^，。]{1,16}都(?:加上|要加|要写|得加|要用|统一)|^新(?:加|增|写|建)的[^，。]{1,10}都(?:要|得|必须)"
    r"|^(?:every|each|all|any)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:has\s+to|have\s+to|must|needs?\s+to"
    r"|should)\b"
    r"|^[^、。]{1,12}は[、,]?\s*まず[^。]{1,40}(?:そのあと|その後|次に)"
    r"|(?:頼んだ|言った|お願いした|指示した)(?:とき|時|場合)(?:だけ|以外)|\bonly\s+when\s+i\s+ask"
    r"|\bunless\s+i\s+ask|除非我(?:让|说|要求)"
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
_ANY_CASE = re.compile(
    r"(?i)^(?:if|when|once)\s+(?:an?|any|every|each)\s+"
    r"(?!(?:few|bit|little|lot|moment|minute|second|while|day|week|couple)\b)[a-z][\w-]*"
    r"[^,.;!?]{0,60},\s*(?!(?:i|i'll|i'd|we|we'll|you'll|it|they|that|this|there)\b"
    r"|let\s+me\s+know|feel\s+free|just\s+(?:ask|shout)|give\s+me\s+a\s+shout)[a-z]")
# Inside such a condition, "above it" / "below them" is where a thing goes beside the
# condition's subject ("If a function can be called from an interrupt, say so in the comment
# above it"), no pointer to the output above.
_BESIDE_IT = re.compile(r"(?i)\b(?:above|below)\s+(?:it|them)\b")


def extract_offline(messages: Sequence[Message]) -> list[Candidate]:
    """Candidates from the current turn's user sentences, by rules; no model involved.

    A sentence is kept when `judge` hears a lasting instruction or fact in it. Only the
    user's text blocks are read, never tool output or the assistant's words.
    """
    return hear(messages)[0]


def hear(messages: Sequence[Message]) -> tuple[list[Candidate], list[tuple[str, str]]]:
    """(candidates, skipped): the candidates of `extract_offline`, and every sentence it
    skipped with the reason (`judge`'s), for ``memdir extract`` to list."""
    out: list[Candidate] = []
    skipped: list[tuple[str, str]] = []
    seen_names: set[str] = set()
    seen_descriptions: set[str] = set()
    for _, text in turn_user_messages(messages):
        for sentence, reason, said in _corrections_whole(_in_context(sentences(text))):
            if reason is not None:
                skipped.append((sentence, reason))
                continue
            if len(out) >= MAX_CANDIDATES:
                skipped.append((sentence, f"past the {MAX_CANDIDATES} candidates of a turn"))
                continue
            description = _description(sentence)
            if not description or description in seen_descriptions:
                skipped.append((sentence, "said twice in this turn"))
                continue
            mtype = kind(as_said(sentence), memory_type(sentence))
            # Named for what it says now: "use-vitest" of "No, not Jest. Use Vitest."
            name = base = slug_name(_description(said), mtype)
            n = 2
            while name_key(name) in seen_names:
                name, n = numbered(base, n), n + 1
            seen_names.add(name_key(name))
            seen_descriptions.add(description)
            quote = sentence[:MAX_QUOTE_CHARS]
            out.append(Candidate(name=name, description=description[:MAX_DESCRIPTION_CHARS],
                                 type=mtype, body=f"{description}\nUser said: {quote}",
                                 lifetime="persistent", quote=quote))
    return out, skipped


def _in_context(sentences: list[str]) -> list[tuple[str, str | None]]:
    """Each sentence of one message with `judge`'s answer, a bare request after a sentence
    about the work at hand (or for this time only) read as continuing that work, and one
    before or after the user's state of the moment (`_STATE_OF_NOW`) read as for that moment."""
    judged = [_judge(sentence) for sentence in sentences]  # each sentence judged once
    out: list[tuple[str, str | None]] = []
    for i, (sentence, reason) in enumerate(zip(sentences, judged, strict=True)):
        if (i + 1 < len(sentences) and _STATE_OF_NOW.match(sentences[i + 1])
                and (judged[i + 1] or "").startswith("temporary")
                and (reason == _ONLY_A_REQUEST or (reason is None and _soft(sentence)))):
            out.append((sentence, _CONTINUES_THE_WORK))
            continue
        if (reason is None and i > 0 and _STATE_OF_NOW.match(sentences[i - 1])
                and (judged[i - 1] or "").startswith("temporary") and _soft(sentence)):
            # ("今日は外出先です。長いコードは貼らずに、方針だけ教えてください。")
            out.append((sentence, _CONTINUES_THE_WORK))
            continue
        if reason == _ONLY_A_REQUEST:
            before = out[-1][1] if out else None
            reason = (_CONTINUES_THE_WORK if before and not _NEW_TOPIC.match(sentence)
                      and before.startswith(("temporary", "a request about the work at hand",
                                             _CONTINUES_THE_WORK))
                      else None)
        out.append((sentence, reason))
    return out


_CONTINUES_THE_WORK = "continues the work at hand before it"
# The user's state of the moment, said after a request as its reason ("回复尽量短一点。我在高铁
# 上,网不好。", "Keep it short. I'm on my phone right now.") or before it ("今日は外出先です。
# 長いコードは貼らずに…"): the request is for that moment.
def _soft(sentence: str) -> bool:
    """Heard as a request of how to work, with no word that says it lasts and no fact."""
    said = as_said(sentence)
    return not (find_phrase(said, DURABLE_CUES) or _LASTING_SCOPE.search(said)
                or _HABITUAL.search(said) or is_fact(said) or is_personal(said)
                or is_self_description(said))


_STATE_OF_NOW = re.compile(r"(?i)^(?:我(?:现在|今天)?在|i'?m\b|i\s+am\b"
                           r"|(?:いま|今|今日)(?:は)?[、,]?\s*(?:外出先|出先|外|移動|電車|スマホ))")
# A sentence that opens a new topic ("Also, reply in Chinese.") continues nothing.
_NEW_TOPIC = re.compile(r"(?i)^(?:also|btw|by\s+the\s+way|one\s+more\s+thing|oh|另外|还有|顺便"
                        r"|对了|あと|それと|ちなみに|それから)")


# What a sentence that gives up the old value is skipped for, said alone ("No, not Jest."):
# beside a kept sentence it is the other half of one correction.
_HALF_OF_A_CHANGE = ("no lasting instruction or fact",
                     "says what happened or proposes it for now, not what holds")


def _description(sentence: str) -> str:
    description = strip_lead_in(CONNECTIVE.sub("", sentence, count=1))
    description = strip_lead_in(_CHANGED_MIND.sub("", description, count=1))
    return _TRAILING.sub("", description).strip()


def _corrections_whole(judged: list[tuple[str, str | None]]
                       ) -> list[tuple[str, str | None, str]]:
    """``judged`` (a message's sentences and why each is skipped, None: kept) with a
    correction said in two sentences joined into one: a sentence that gives up the old
    value and names no new one ("No, not Jest.", "Jest をやめます。", "不用 Jest 了。"; a kept
    one only with a change word: "Stop using Jest.") beside a kept sentence. Alone, the
    kept half ("Use Vitest.") dropped the old value, and with it what the statement
    corrects. Each item: (text, reason, the kept sentence it says now)."""
    out = [(sentence, reason, sentence) for sentence, reason in judged]
    i = 0
    while i < len(out):
        sentence, reason, said = out[i]
        if reason is None:
            for j in (i - 1, i + 1):
                if 0 <= j < len(out) and _half_of_a_change(*out[j][:2]):
                    first, second = sorted((i, j))
                    one, two = out[first][0], out[second][0]
                    gap = "" if one.endswith(("。", "！", "？")) else " "
                    out[first] = (f"{one}{gap}{two}", None, said)
                    del out[second]
                    i = first
                    break
        i += 1
    return out


def _half_of_a_change(sentence: str, reason: str | None) -> bool:
    if reason is not None and reason not in _HALF_OF_A_CHANGE:
        return False  # a temporary note, a question, small talk: never part of a memory
    if reason is None and not has_cue(prepare_sentence(sentence)):
        return False  # a directive of its own ("Never push to main.")
    return gives_up(sentence)


def candidate_from_text(text: str, type: str | None = None) -> Candidate:
    """A candidate for something a person asked to remember explicitly.

    Used by ``Memory.remember`` (and ``memdir add``-like entry points): the request
    itself says the text is durable, so no directive cue is needed. The description is
    the first sentence without a leading "remember:" (with the next when the first only
    gives up an old value: "No, not Jest. Use Vitest."); the body is the whole text; the
    type comes from ``type`` or the same cues as `extract_offline`. The admission policy
    still judges the result (markers, secrets, duplicates, updates).
    """
    clean = _text_of(text).strip()
    parts = sentences(clean) or [clean]
    first = said = parts[0]
    if len(parts) > 1 and gives_up(first):
        # "No, not Jest. Use Vitest.": the first sentence is half of the correction.
        said = parts[1]
        first = f"{first}{'' if first.endswith(('。', '！', '？')) else ' '}{said}"
    description = _TRAILING.sub("", strip_lead_in(first)).strip()
    description = flatten(description or clean)[:MAX_DESCRIPTION_CHARS]
    named = _TRAILING.sub("", strip_lead_in(said)).strip() or description
    mtype = type or kind(as_said(clean), memory_type(clean))
    return Candidate(name=slug_name(named, mtype), description=description,
                     type=mtype, body=clean[:MAX_BODY_CHARS], lifetime="persistent",
                     quote=clean[:MAX_QUOTE_CHARS])


def _text_of(value: Any) -> str:
    return value.replace("\x00", "") if isinstance(value, str) else ""


__all__ = ["DURABLE_CUES", "OFFLINE_TEMPORARY_MARKERS", "candidate_from_text",
           "extract_offline", "hear", "judge", "slug_name"]
