"""A change of employer: the person says they changed jobs and where they work now.

A record of where the person works ("The user works at Northwind Logistics", "我在星河科技
上班", "私は株式会社ミナトシステムに勤めている") shares no word with the statement that
corrects it but the person: "I left Northwind in March and joined Contoso as a platform
engineer", "我三月份从星河科技离职了，现在在云帆数据做后端", "4 月から転職して、今は青葉ソフト
で働いています". The frame rule reads a subject said again; here the subject is the
relation itself, said by a word of changing jobs (left, quit, 离职, 跳槽, 転職, 退職) that
only this relation has. So this rule reads one relation, in three languages:

1. the record says where the person works (works at/for, a role at a place: "is a
   retained firefighter at Holsworthy"; 在 X 上班/工作/做, X に勤めて / で働いて);
2. the statement says a change of job, or a transfer to another site ("transferred to",
   从 X 调到, 転勤) or a place left (从 X 出来了), and names no other person before the
   change or the new place in its clause ("My wife left Northwind" is about her, and so is
   "My mentor transferred to Bude", 我师傅离职了, 上司が転勤; one after it is who the move
   is for: "I transferred to Bude to be near my kids"; "they were short of cover" in a
   clause of its own is no one's move), nor a thing moved (我把逆变器从温州调到…, 我的设备
   从温州调到…: a transfer moves the person only when the person, a time or an adverb
   comes before it), and says it made: not in the negative, nearly, wished, planned or
   asked for ("I haven't transferred", "I nearly quit", "I asked to be transferred", 我差点
   从…调到…, 我打算…, 転勤したいです, 転勤になるかもしれません), nor a trip (调到宁夏出差);
3. it names where the person works now, by its form (a capitalised name after "joined",
   "work at" or "transferred to"; what stands between 在 and 上班/工作/做/管, after 调到;
   what stands before で働く/に勤める/に入社/に転勤), a name the record does not mention, or
   one sharing a word with it (宁夏的电站 against 温州的光伏电站) when the place left is said
   and is the record's;
4. an employer it says the person left is the record's ("I left Acme" is not about
   Northwind).

"I joined the company climbing club in March" says no change of job; "我从三月份开始学日语
了" neither.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import strip_provenance

_NAME = r"[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)*"
# Where the person works, said by a record about the person.
_RECORD = re.compile(
    r"(?i)^\s*(?:the\s+user|i)\s+(?:works|work|is\s+employed|am\s+employed)\s+(?:at|for|by)\s+\S"
    r"|^\s*(?:我|用户)(?:在[^，,。；;]+?(?:上班|工作|任职|做)|就职于)"
    r"|^\s*(?:私|僕|ユーザー)(?:は|が)[^、。]+?(?:に勤め|(?<!ま)で働い|に勤務し|に在籍し)")
# A role at a place ("The user is a retained firefighter at Holsworthy", "The user is a
# volunteer at Oxfam"): where the person works only if it is a workplace, which the role
# does not say, so a change must name the place left, or a word of work.
_ROLE_RECORD = re.compile(
    r"(?i)^\s*(?:the\s+user\s+is|i\s+am|i'm)\s+an?\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}"
    r"\s+at\s+\S")
# What a word of leaving may have for its object and still be a job left: the job or the
# employer, or no object at all ("I left in March"). "I quit smoking", "I left the book
# club" say something else was left.
_LEFT_OBJECT = re.compile(r"(?i)\s+(?P<det>(?:the|a|an|my|our)\s+)?(?P<word>[a-z][\w'-]*)")
_WORK_WORD = re.compile(r"(?i)^(?:jobs?|posts?|roles?|positions?|employers?|company|firm|work"
                        r"|workplace|office|station|branch|depot|site|team|crew|shift)$")
_NOT_AN_OBJECT = frozenset(
    "in on at last this that and to for after before because so when back early recently"
    " yesterday today over about just from with but then once earlier already finally"
    " officially two three four five six seven eight nine ten ago now there them it".split())
# Where a transfer takes the person, when it is a workplace: a word of one after the new
# place ("transferred to Bude fire station", "the Leeds branch"), or a reason of where it is
# ("nearer home", "a shorter commute"). "I transferred to Vanguard for my ISA", "I've
# transferred to Monzo - their app is better" move money.
_SITE = re.compile(r"(?i)(?<![a-z])(?:station|branch|office|site|depot|team|crew|watch|store"
                   r"|plant|factory|warehouse|ward|hospital|school|campus|unit|base|hq"
                   r"|headquarters|division|department)(?![a-z])")
_WHERE_REASON = re.compile(r"(?i)(?:nearer|closer)\s+(?:to\s+)?home|commute")
# A change of job, in words only this relation has.
# A transfer to another site of the same employer is a move of workplace too
# ("transferred to Bude", 从温州调到宁夏的电站, 大阪支店に転勤), and so is a place left said
# as 从…出来了.
_CHANGE = re.compile(r"(?i)(?<![a-z])(?:left|quit|resigned\s+from|changed\s+jobs"
                     r"|switched\s+jobs|new\s+job|transferred\s+to)(?![a-z])"
                     "|离职|辞职|跳槽|换工作|换了(?:份|个)?工作|転職|退職|転勤"
                     "|从[^，,。；;]{1,12}?(?:调到|调去|出来了)")
# Where the person works now.
_NEW = (
    re.compile(rf"(?:joined|(?:work|working|works)\s+(?:at|for)|started\s+at|transferred\s+to)"
               rf"\s+(?P<org>{_NAME})"),
    re.compile("(?:调到|调去)(?P<org>[^\\s，,。；;了]{1,20}?)(?:了|上班|工作|做|当|[，,。；;]|$)"),
    # At most 40 characters: a name is shorter, and an unbounded run was read from each
    # 在 to the end of the text (在 said 2,000 times: its length squared).
    re.compile("(?<!现)(?:在|入职|加入|跳槽到|跳到|去了)(?P<org>[^\\s，,。；;了]{1,40}?)"
               "(?:上班|工作|任职|做|当|管)"),
    re.compile("(?:^|[、。はが\\s])(?P<org>[^\\s、。はがをにで]+?)"
               "(?:で働|に勤め|に勤務|に入社|に転職|に転勤)"),
)
# Where the person worked, said as left.
_OLD = (
    re.compile(rf"(?:left|quit|resigned\s+from)\s+(?P<org>{_NAME})"),
    re.compile("从(?P<org>[^\\s，,。；;]+?)(?:离职|辞职|跳槽|调到|调去|出来了)"),
)
# Another person the statement is about: a pronoun, or one named by what they are to the
# person ("my mentor", "our crew manager", 我师傅, 我的领导, 上司).
OTHER_PERSON = re.compile(
    r"(?i)(?<![a-z'])(?:he|she|his|her|they|their|(?:my|our)\s+(?:[a-z]+\s+)?(?:wife|husband"
    r"|partner|friend|brother|sister|son|daughter|colleague|coworker|co-worker|manager|boss"
    r"|mentor|supervisor|lead|teacher|apprentice|trainee|neighbou?r|flatmate|roommate"
    r"|housemate|cousin|uncle|aunt|nephew|niece|mum|mom|dad|father|mother|parents|kids?"
    r"|child|children|girlfriend|boyfriend|fianc[ée]e?|student|tenant|landlord|client"
    r"|deputy|assistant))(?![a-z'])"
    "|妻|夫|友達|友人|同僚|兄|姉|弟|妹|息子|娘|父|母|両親|親|家族|彼|さん|くん|老婆|老公|朋友|同事"
    "|上司|先輩|後輩|部下|師匠|弟子"
    "|我的?(?:师傅|师父|徒弟|领导|上司|老板|经理|主任|组长|队长|班长|老师|学生|爸|妈|父亲|母亲"
    "|儿子|女儿|哥|姐|弟|妹|室友|邻居|亲戚|媳妇|对象|男朋友|女朋友|客户|手下|搭档|合伙人|师兄"
    "|师姐|师弟|师妹)|我的主管"
    "|(?<!其)他|她|我们|咱们")
# A word after which another person is no one who moves but who the move is for, with or
# near: "I moved to Leeds to be near my mum", "with my kids", 跟我妈, 离我爸妈近.
_OBJECT_BEFORE = re.compile(r"(?i)(?<![a-z'])(?:with|near|nearer|closer|to|for|from|by|of"
                            r"|beside|without|than|like|visit|visiting|see|help|helping|join)"
                            r"\s*$|(?:和|跟|与|陪|离|带着?|给|同|替|帮|为了?)\s*$")


def another_subject(text: str) -> bool:
    """Whether ``text`` names another person (`OTHER_PERSON`) other than as the one a move
    is with, for or near (`_OBJECT_BEFORE`): "My mum moved to Leeds", not "I moved to
    Leeds to be near my mum"."""
    return any(not _OBJECT_BEFORE.search(text[:m.start()]) for m in OTHER_PERSON.finditer(text))


# A Japanese topic other than the person ("私の両親は", "チームは"): the statement is about
# it. "今は", "私は", "最近は" are the person's.
# From the start of a run only: a long run without は or が was tried from each of its
# characters (its length squared), and a topic is always a whole run.
_JA_TOPIC = re.compile("(?<![^\\s、。はがをにでの])([^\\s、。はがをにでの]+)(?:は|が)")
_JA_PERSON_TOPICS = frozenset("私 僕 今 現在 最近 私は今 もう".split())


def about_the_person(text: str) -> bool:
    """Whether ``text`` is said of the person: "I", 我 in English or Chinese; in Japanese,
    whose subject is often left out, no topic but the person or a time."""
    if re.search("[\u3040-\u30ff]", text):
        return all(m.group(1) in _JA_PERSON_TOPICS for m in _JA_TOPIC.finditer(text))
    return re.search(r"(?i)(?<![a-z'])(?:i|i'm|i've|i'd|me|my)(?![a-z'])|我(?!们)", text) \
        is not None


def employer_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person changed jobs against a record of where they work
    (module docstring), else 0."""
    plain = strip_provenance(text or "")
    held = strip_provenance(description or "")
    role = _RECORD.search(held) is None
    if role and not _ROLE_RECORD.search(held) or not about_the_person(plain):
        return 0
    old = next((m.group("org") for rule in _OLD if (m := rule.search(plain))), None)
    left_said = old is not None and all(record.covers(t) for t in statement_tokens(old)
                                        if t.content)
    change = next((m for m in _CHANGE.finditer(plain)
                   if _a_change(plain, m, role=role, left_said=left_said)), None)
    if change is None:
        return 0
    found = next((m for rule in _NEW if (m := rule.search(plain))), None)
    # Another person before the change or the new place in its clause: the move is theirs
    # ("My wife left Northwind"); one after it is who it is for or with ("I transferred to
    # Bude to be near my kids"), and one in a clause of its own is no one's move ("I've
    # transferred to Bude - they were short of daytime cover").
    if found is None or any(another_subject(clause_head(plain, at))
                            for at in (change.start(), found.start("org"))):
        return 0
    if "把" in _clause(plain[:change.start()], change.start()):
        return 0  # a thing moved (我把逆变器从温州调到宁夏的电站了), not the person
    if _not_done(plain, change.start(), change.end()) \
            or _not_done(plain, found.start("org"), found.end("org")):
        return 0  # not made, nearly made, wished or planned; a trip; a question
    if old is not None and not left_said:
        return 0  # left another employer than the record's
    covered = [record.covers(t) is not False for t in statement_tokens(found.group("org"))
               if t.content]
    # One the record names; one that shares a word with it (宁夏的电站 against 温州的光伏电
    # 站) only when the place left is said and is the record's.
    if not covered or all(covered) or any(covered) and old is None:
        return 0
    return 1


# A change not made, or not yet, said before its word: in the negative, as nearly made,
# wished, planned or asked for, under a condition ("I nearly quit", "I haven't
# transferred", "I asked to be transferred", 我差点离职, 我想从温州调到宁夏, 我没从…调到…).
_NOT_DONE = re.compile(
    r"(?i)(?<![a-z'])(?:not|never|nearly|almost|want|wants|wanted|wanting|hope|hoping|hoped"
    r"|plan|plans|planned|planning|might|could|would|shall|going\s+to|asked|applied"
    r"|applying|thinking|considering|if|unless|whether|(?-i:may|will))(?![a-z'])|n't"
    "|没|不(?:想|打算|会|准备|愿意|能|要)|差点|险些|想|打算|准备|申请|可能|也许|或许|希望|考虑"
    "|要是|如果|假如|是否")
# The same said after it (転勤したいです, 転勤になるかもしれません, 働きたい), a trip or a
# loan for a while (调到宁夏出差三天, 去支援), or a question (…的申请批了吗).
_NOT_DONE_AFTER = re.compile("たい|かもしれ|予定|つもり|ません|なかった|ないで|断|希望|検討"
                             "|出差|支援|借调|培训|进修|帮忙|顶班|替班|吗|[?？]")
# Who a transfer moves: the person, with only a time or an adverb before the word
# ("I've just transferred to", 我上个月从温州调到): not someone else ("My mentor
# transferred to…", 我师傅从…), nor a thing of theirs (我的设备从温州调到…).
_EN_MOVED = re.compile(r"(?:^|[\s,])I(?:'ve|'d|\s+have|\s+had)?(?:\s+(?:just|finally|recently"
                       r"|now|officially|been|got|was|already|also))*\s*$")
_ZH_MOVED = re.compile("我(?:已经|刚刚?|终于|也|就|被|正式|上个?月|这个?月|今年|去年|年初|年底"
                       "|月初|月底|前几天|上周|最近|[一二三四五六七八九十\\d]+\\s*月份?(?:底|初)?)*\\s*$")


def _not_done(plain: str, start: int, end: int) -> bool:
    """Whether the clause of ``plain[start:end]`` says the change not made or not yet,
    before it or after it (`_NOT_DONE`, `_NOT_DONE_AFTER`)."""
    stop = _CLAUSE_END.search(plain, end)
    tail = plain[end:stop.start() if stop else len(plain)]
    return bool(_NOT_DONE.search(_clause(plain[:start], start)) or _NOT_DONE_AFTER.search(tail))


def _a_change(plain: str, change: re.Match[str], *, role: bool, left_said: bool) -> bool:
    """Whether the word of change ``change`` says the person's workplace changed: a
    transfer to a workplace, or one from the record's place; a leaving of the job, or of
    the record's place; against a role at a place (``role``), the place or the job said."""
    word = change.group(0).lower()
    after = plain[change.end():]
    head = _clause(plain[:change.start()], change.start())
    if word.startswith("transferred"):
        return _EN_MOVED.search(head) is not None and (
            left_said or _SITE.search(_clause(after, 0)) is not None
            or _WHERE_REASON.search(plain) is not None)
    if word.startswith("从"):
        return _ZH_MOVED.search(head) is not None
    if word in ("left", "quit"):
        said = _LEFT_OBJECT.match(after)
        if said is None or not said.group("word")[0].islower() \
                or not said.group("det") and said.group("word").lower() in _NOT_AN_OBJECT:
            return left_said or not role  # the employer by name, or no object
        if said.group("det"):
            noun = _clause(after, 0).split()
            return any(_WORK_WORD.match(w.strip(".,")) for w in noun[1:4])
        return _WORK_WORD.match(said.group("word")) is not None
    return not role or not word.startswith("resigned") or left_said


_CLAUSE_END = re.compile(r"[,，;；。!！?？、]|\.(?=\s|$)|\s[-–—]\s")


def clause_head(text: str, at: int) -> str:
    """What stands before ``at`` in its clause of ``text``: the subject of a word there."""
    return _clause(text[:at], at)


def moved_by_the_person(plain: str, start: int, end: int) -> bool:
    """Whether the move said by ``plain[start:end]`` is the person's and made: no other
    person before it in its clause (`another_subject`), no thing moved (我把沙发搬到…), and
    not in the negative, nearly, wished, planned, asked for or asked (`_not_done`)."""
    head = clause_head(plain, start)
    return not another_subject(head) and "把" not in head and not _not_done(plain, start, end)


def _clause(text: str, at: int) -> str:
    """The clause of ``text`` that holds the character at ``at``."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    stop = _CLAUSE_END.search(text, at)
    return text[start:stop.start() if stop else len(text)]


__all__ = ["OTHER_PERSON", "about_the_person", "another_subject", "clause_head", "employer_change",
           "moved_by_the_person"]
