"""Corrections: a clause that says why a change was made is no part of what changed.

People give the reason beside the change: "We get our flour from Brookfield Grain now,
Hartley kept shorting our deliveries", "黄油现在换成总统牌了,安佳涨价太狠", "Please text
me rather than email, I barely look at my inbox anymore", "测试库端口改成 13306 了,防扫描",
"Reply in Spanish from now on; I'm practising". Read as part of the statement, the
reason's words ("shorting", "deliveries", 涨价, "inbox", 扫描) were another subject the
record never mentions, and nothing was corrected. A clause after the first is left out
when it is one of (and so is the first, before a change, when it says no change itself:
"周五的打开率太低,推送挪到周三了", "個人情報の扱いが厳しくなったので、検体ラベルは…", or
what the change is for: "To catch people after work, …", "为了赶上刚下班的人，…",
"仕事帰りの人に合わせるために、…"):

- **the old one's fault**: beside a change that says the record's subject and a word it
  does not (the new value), it starts with a word of the record the rest of the
  statement does not say (the old value, "Hartley", 安佳, 小明, 微信, as its subject; in
  Chinese also inside its clause, as what something did badly on: 有两只猫吃皇家老软便,
  not what some still do: 老猫还吃皇家) and
  says nothing else the record says, no value of its own and nothing kept ("Hartley
  stays our backup": a clause of staying says what holds, not why it went), nor the
  old one gone or given up ("Zendesk gets shut off", "Jenkins is out": part of the
  change);
- **what someone else said of it, or asked for**: "my boss says it looks sloppy", "the
  parents kept asking for it", 老板说看着不正式, 家长说孩子学校里用的就是这个, 考研的学生一直
  在要求, 部長にくだけすぎだと言われたので, with no value and no word of the record;
- **the person's own reason or purpose**: "I'm ...", "I've ...", "because ...", "I
  barely / never / rarely ...", 因为, 为了, 省得, 免得, 以免, 防止, 防 with a short verb,
  ので, ため, with no value and no word of the record;
- **what the person's people do with the new value**: "we self-host it";
- **a judgement by degree, or what the change makes possible**: 油钱涨得厉害, 一天能多排
  两场, 离花卉市场近一点, "it's kinder to the crucible", "the insurer asked for it", "we can
  fit in an extra session" (そのほうが頼みやすいので: the person's own reason), with no
  value and no word of the record;
- **an aside**, however it is worded, after a dash, a semicolon or a sentence end: no word
  of the record (after a dash, one or two of the old value, what became of it: "- the car
  park got sold for flats"), no name, amount or time of its own, no change, no old one
  gone, no condition or part and nothing kept ("- her knees aren't up to the ladders
  anymore", "；一个人实在顾不过来", "父が山の上まで通えなくなって").

The old one's fault may name it with a digit ("B2 floods whenever it rains") and say in
the negative what it fails to do ("指纹机老认不出来"): only the record's word said in the
negative or as the old value ("不用指纹机了") makes the clause part of the change.

Used by both correction rules (`memdir.pipeline.admission.correction`,
`memdir.pipeline.admission.frame`), each against one record.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import (
    Token,
    has_cue,
    prepare_sentence,
    says_time,
    statement_tokens,
)
from memdir.pipeline.admission.lifted import conditional, limited
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import old_context, says_gone
from memdir.pipeline.admission.values import value_words
from memdir.pipeline.wording import says_now, strip_provenance

# A clause that says why or what the user is doing ("I'm practising", "我在练习",
# "練習中なので", "I barely look at my inbox anymore", "防扫描"), after the correction it
# explains.
_ASIDE = re.compile(r"(?i)^\s*(?:i'm|i\s+am|i've|because|since\s+i|as\s+i"
                    r"|i\s+(?:barely|hardly|rarely|seldom|never|always|usually|often|keep|kept)"
                    r")(?![a-z])"
                    "|^\\s*(?:我(?:在|正在|想|要)|因为|为了|省得|免得|以免|防止"
                    "|防[\u4e00-\u9fff]{1,3}$)|(?:中なので|ので|ため)$")
# "we self-host it": no name in it (no capital, no digit), "it" the value just said.
_BACK_REFERENCE = re.compile(r"^(?:[Ww]e|I)\s[^,;A-Z0-9]*(?<![A-Za-z])(?:it|them)$")
# A first clause that says why ends judging something: "…open rates were dire", "打开率
# 太低", "厳しくなったので", not a topic ("配信の告知は、", "the newsletter's footer,").
_JUDGED = re.compile(
    r"(?i)(?<![a-z])(?:is|are|was|were|got|gets|been|kept|keeps)\s+(?:\w+\s+)?\w+$"
    "|(?:太|很|不|没|挺|真|特别|非常)[\u4e00-\u9fff]{1,3}[了啊]?$|[低高差慢贵少多烂糟]了?$"
    "|(?:ので|ため|から|くて|すぎて)$")
# A first clause that says what the change is for: "To catch people after work, …",
# "为了赶上刚下班的人，…", "仕事帰りの人に合わせるために、…".
_PURPOSE = re.compile(r"(?i)^\s*(?:(?:in\s+order\s+)?to|so\s+that)\s"
                      "|^\\s*(?:为了|為了)|(?:ために|ため|ように)$")
# A clause that reports what someone else said or thinks of it: "my boss says it looks
# sloppy", "老板说看着不正式", "部長にくだけすぎだと言われたので".
_REPORTED = re.compile(
    r"(?i)^\s*(?:my|our|the)\s+(?:boss|manager|client|clients|customers?|users?|doctor"
    r"|editor|lead|director|landlord|teacher|coach|parents|students|members|regulars"
    r"|guests)\s+(?:says?|said|thinks?|thought|complained|feels?|felt|kept\s+asking"
    r"|keep\s+asking|asked)(?![a-z])"
    "|^\\s*(?:老板|领导|上司|经理|主管|客户|老师|医生|大家|用户|房东|教练|家长|学生|同学|顾客"
    "|客人|会员|老人|居民)(?:们)?(?:都|也|一直|老是|总是)?在?(?:说|觉得|嫌|反映|要求|提意见)"
    # or the ones who asked for it, named by what they do (考研的学生一直在要求).
    "|^\\s*[\u4e00-\u9fff]{1,6}的(?:学生|同学|家长|顾客|客人|会员|老人|居民)(?:们)?"
    "(?:都|也|一直|老是|总是)?在?(?:说|觉得|嫌|反映|要求|提意见)"
    "|(?:と|って)(?:言われ|指摘され|注意され)[\u3040-\u309f]*$")
# A clause that judges what the change answers by a degree, or says what it makes
# possible or easier: "油钱涨得厉害", "一天能多排两场", "离花卉市场近一点", "it's kinder to
# the crucible", "much better value", "the insurer asked for it", "we can fit in an
# extra session" (a Japanese one, そのほうが頼みやすいので, ends in ので: `_ASIDE`).
_JUDGEMENT = re.compile(
    r"(?i)^\s*(?:(?:much|far|a\s+lot|way)\s+)?(?:better|cheaper|quicker|faster|easier|kinder"
    r"|nearer|closer|safer)(?![a-z])"
    r"|(?<![a-z'])(?:it's|that's|it\s+is|that\s+is)\s+(?:(?:much|far|a\s+lot|way)\s+)?"
    r"(?:better|cheaper|quicker|faster|easier|kinder|nearer|closer|safer)(?![a-z])"
    r"|^\s*(?:the|our|my)\s+[a-z]+\s+(?:asked|wanted|requested|insisted)(?:\s+(?:for\s+)?"
    r"(?:it|that|this|on\s+it))?\s*$"
    r"|(?<![a-z'])(?:we|you|they)\s+can\s+(?:now\s+)?(?:fit|run|take|do|get|book|seat|serve)"
    r"\s+(?:in\s+)?(?:more|an\s+extra|another)(?![a-z])"
    "|[\u4e00-\u9fff]{1,6}得(?:厉害|很|要命|不行|离谱|太[\u4e00-\u9fff]|早|晚)$"
    "|(?:能|可以)多[\u4e00-\u9fff]{1,6}$"
    "|(?:近|快|便宜|方便|省事|省心|轻松)(?:一点|一些|多了|点儿?)$")
# An apposition after the new value, naming it again by what it has or where it is: "…to
# Oakfield, the one with the nursing wing", "…去商场里那家，就是新开的那家", not a second
# thing ("…, the one thing I'd change").
_APPOSITION = re.compile(
    r"(?i)^\s*the\s+(?:new\s+|big\s+|little\s+|small\s+)?one\s+(?:with|on|by|near|next\s+to"
    r"|behind|opposite|in|at|off|over|up|down|that|which|where|who)(?![a-z])"
    "|^\\s*就是[^，,。；;]{1,12}(?:那家|那个|那所|那间|那边)$")
# A dash between spaces ends a clause too ("… eight now - the insurer asked for it").
_CLAUSE_END = re.compile(r"(?<=[,，、;；。!！?？])|(?<=\.)(?=\s|$)|(?<=\s[-–—])(?=\s)")
# A clause that keeps something as it was says what holds, not why the old one went.
_KEPT = re.compile(r"(?i)\b(?:stays?|stayed|remains?|still|same|unchanged|as\s+before)\b"
                   "|还是|不变|照旧|照常|保持|没变|のまま|変わらず|同じ")
# What some still do: the old one kept beside the new, not its fault.
_STILL = re.compile("还|仍|依然|继续|照样|まだ|引き続き")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def without_reasons(text: str, record: Mentions, description: str = "") -> str:
    """``text`` without the clauses after its first that only say why (module docstring),
    read against one record (its `Mentions` and description); ``text`` itself when it has
    none."""
    clauses = _CLAUSE_END.split(strip_provenance(text or ""))
    kept: list[str] = []
    for i, clause in enumerate(clauses):
        body = clause.strip().rstrip(",，、;；。.!！?？-–—").strip()
        others = "".join(clauses[:i] + clauses[i + 1:])
        # The first clause too, when a change follows it and it says none itself:
        # "周五的打开率太低,推送挪到周三了", "個人情報の扱いが厳しくなったので、検体ラベルは…"
        # (not "值班群换了,现在是 #sre-oncall").
        first = not kept and i < len(clauses) - 1 and bool(clauses[i + 1].strip()) \
            and bool(_JUDGED.search(body) or _PURPOSE.search(body) or _REPORTED.search(body)) \
            and not has_cue(prepare_sentence(body)) and not says_now(body)
        if (kept or first) and body and (_own_reason(body, record)
                                         or _old_ones_fault(body, others, record, description)
                                         or kept and _aside(body, clauses[i - 1], others,
                                                            record)
                                         or kept and _apposition(body, record)):
            continue
        kept.append(clause)
    return "".join(kept).rstrip(",，、;； -–—") if len(kept) < len(clauses) else text


# What ends the clause before an aside: a dash, a semicolon, a sentence's end.
_ASIDE_AFTER = frozenset("-–—;；。.!！")
_DASHES = frozenset("-–—")
_OLD_WORDS = 2  # words of the record an aside may name: what became of the old value
# A season, a part of the day or the week, a holiday, a month or a weekday the record does
# not say: an aside naming one says when the change holds ("- over the winter", "; weekends
# are different", 寒假期间, 週末は), a part of it.
_WHEN = re.compile(
    r"(?i)(?<![a-z])(?:summers?|winters?|springs?|autumns?|fall|weekends?|weekdays?"
    r"|holidays?|terms?|termtime|mornings?|afternoons?|evenings?|nights?|seasons?"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june"
    r"|july|august|september|october|november|december)(?![a-z])"
    "|春天|夏天|秋天|冬天|寒假|暑假|周末|工作日|节假日|假期|旺季|淡季|季节"
    "|[春夏秋冬](?:休み|場|の間)|週末|平日|祝日|連休|シーズン|年末|年始")


def _aside(body: str, before: str, others: str, record: Mentions) -> bool:
    """Whether ``body``, after a dash, a semicolon or a sentence end, says nothing of what
    the change beside it says, however it is worded: no word of the record (after a dash,
    one or two of the old value, why it went: "- the car park got sold for flats"), no
    name, amount or time of its own, no change, no old one gone ("; Zendesk gets shut
    off"), no condition or part ("- only for the backend folks"), nothing kept."""
    if before.rstrip()[-1:] not in _ASIDE_AFTER or _KEPT.search(body) \
            or has_cue(prepare_sentence(body)) or says_time(body) \
            or limited(body) or conditional(body) \
            or says_gone(body) or _gives_up_its_word(body, record):
        return False  # the old one said gone or given up ("Zendesk gets shut off") is of it
    said, names = Mentions.of(others), value_words(body)
    if any(record.covers(Token("word", m.group(0).lower())) is not True
           for m in _WHEN.finditer(body)):
        return False  # when it holds: a part of the change
    its_words = 0
    for tok in statement_tokens(body):
        if not tok.content:
            continue
        covered = record.covers(tok)
        if covered and said.covers(tok) is not False:
            return False  # the subject the change says: another part of the change
        if not covered and (tok.text in names or any(c.isdigit() for c in tok.text)):
            return False  # a name or an amount of its own: a second thing said
        its_words += bool(covered)
    # The old value is a word or two, and only a dash sets it aside ("- the car park got
    # sold for flats"); more of the record, or the record's words after a semicolon or a
    # sentence end, are the change itself ("flake8 is deprecated here; lint Python with
    # ruff", "Not black any more. Format Python code with ruff format.").
    dash = before.rstrip()[-1:] in _DASHES
    return its_words <= (_OLD_WORDS if dash else 0)


def _apposition(body: str, record: Mentions) -> bool:
    """Whether ``body``, a clause after the first, names the value just said again
    (`_APPOSITION`), with no word of the record and no amount of its own."""
    return bool(_APPOSITION.search(body)) and not any(c.isdigit() for c in body) \
        and not any(t.content and record.covers(t) for t in statement_tokens(body))


def _own_reason(body: str, record: Mentions) -> bool:
    return bool((_ASIDE.search(body) or _PURPOSE.search(body) or _REPORTED.search(body)
                 or _JUDGEMENT.search(body)) and not value_words(body)
                or _BACK_REFERENCE.search(body)) \
        and not any(t.content and record.covers(t) for t in statement_tokens(body))


def _old_ones_fault(body: str, others: str, record: Mentions, description: str) -> bool:
    """Whether ``body`` starts with a word of the record that ``others`` (the rest of the
    statement) does not say and says nothing else of the record: the old one's fault."""
    tokens = [t for t in statement_tokens(body) if t.content]
    # A digit of the old one's own name ("B2 一下雨就漏水") is no amount; a negation is
    # part of the change only where it says the record's word ("不用指纹机了"), not what
    # the old one fails to do ("指纹机老认不出来").
    if _KEPT.search(body) or any(c.isdigit() for t in tokens[1:] for c in t.text) \
            or says_gone(body) or _gives_up_its_word(body, record):
        return False  # kept, an amount, or the old one said gone: part of the change
    # The change beside it says the record's subject and a new word: else this clause is
    # the change itself ("From now on, tests use vitest", "not lerna anymore, the
    # monorepo runs on turborepo").
    beside = [record.covers(t) for t in statement_tokens(others) if t.content]
    if not tokens or True not in beside or False not in beside:
        return False
    said = Mentions.of(others)
    first, rest = tokens[0], tokens[1:]
    # The old value a time of two words, a day and a part of it ("周二晚上好多人要接孩子"):
    # one first word.
    while rest and first.kind == rest[0].kind == "han" and says_time(first.text) \
            and says_time(rest[0].text) and record.covers(rest[0]):
        first, rest = Token("han", first.text + rest[0].text), rest[1:]
    if first.kind == "han":
        start = _record_start(first.text, description, others)
        # Or said inside its clause, as what something did badly on (有两只猫吃皇家老软便),
        # not as what some still do (老猫还吃皇家).
        at = 0 if start else -1
        if not start and not _STILL.search(body):
            start, at = _record_inside(first.text, description, others)
        if not start:
            return False
        if any(part and _shares_bigram(part, description)
               for part in (first.text[:at], first.text[at + len(start):])):
            return False
    elif record.covers(first) is not True or said.covers(first) is not False:
        return False
    if any(record.covers(t) for t in rest):
        return False
    # No value of its own: a name other than the old one is a second thing said.
    return not (value_words(body) - {first.text})


def _gives_up_its_word(body: str, record: Mentions) -> bool:
    """Whether ``body`` says a word of the record in the negative or as the old value."""
    tokens = statement_tokens(body)
    return any(was and tok.content and record.covers(tok)
               for tok, was in zip(tokens, old_context(tokens), strict=True))


def _record_start(han: str, description: str, others: str) -> str:
    """The longest start of ``han`` (two to four characters) the record says and the rest
    of the statement does not ("安佳" of "安佳涨价太狠" against "店里的黄油从安佳进货")."""
    plain, rest = prepare_sentence(description), prepare_sentence(others)
    for n in range(min(4, len(han)), 1, -1):
        if han[:n] in plain and han[:n] not in rest:
            return han[:n]
    return ""


def _record_inside(han: str, description: str, others: str) -> tuple[str, int]:
    """The first run of ``han`` past its start (two to four characters) the record says and
    the rest of the statement does not, and where it stands; ("", -1) when none."""
    plain, rest = prepare_sentence(description), prepare_sentence(others)
    for at in range(1, len(han) - 1):
        for n in range(min(4, len(han) - at), 1, -1):
            if han[at:at + n] in plain and han[at:at + n] not in rest:
                return han[at:at + n], at
    return "", -1


def _shares_bigram(han: str, description: str) -> bool:
    runs = _HAN.findall(prepare_sentence(description))
    grams = {r[i:i + 2] for r in runs for i in range(len(r) - 1)}
    return any(han[i:i + 2] in grams for i in range(len(han) - 1))


__all__ = ["without_reasons"]
