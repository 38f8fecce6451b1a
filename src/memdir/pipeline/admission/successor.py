"""A person replaced: the one the record names is gone, and another does what they did.

"Support escalations go to Dana" and "Dana's in sales now, so escalations land with
Priyanka's team", "Design reviews are signed off by Lena" and "Lena has left the company;
Tomás signs off design reviews.", 仓库早班的班长是老周 and 老周上个月退休了。早班现在归刘姐带,
サポートのエスカレーション先は鈴木さん and 鈴木さんは先月で退職されました。エスカレは今後、
二次サポートの高橋さん宛てです: the old person leaves in a clause of their own, and the new one
is said in another with the record's subject in other words than the record's ("land
with", 归…带, 宛て), which the frame rule does not read as one slot. This rule reads that
one relation:

1. the record names a person by their form: a capitalised name inside an English sentence
   (not a month or a day: "from September"; a first name and a surname side by side are
   one, "Owen Price", and the statement may say the first alone: "Owen's stood down"),
   not a place it is held at: "at St Michael's"), a Chinese surname with 小 or 老 before it
   or a title or a term of address after it (小赵, 老周, 刘姐, 孙工, 李主任, 王队长, 刘阿姨),
   a nickname of 阿 or 小 and one character (阿杰, 小北; not 小时, 小组, 阿姨), a Japanese
   name with さん, 様 or 先生;
2. the statement says that person left, in a clause of its own: left (the company, Acme;
   not a meeting, a call, a room or the day), retired, resigned, quit, stepped or stood
   down or aside, handed over (not a thing: "handed over the keys"), their term is up,
   moved or went over to, is in another team now, no longer does it; 退休, 离职, 辞职,
   任期满了, 卸任, 调去, 调到, 转岗, no longer doing it (不教了, 不带了), gone to another
   post to do another job (去青训营带新人了: 带 or 当 a role, not 去医院做检查了), left a
   club, a team or a society (退队, 退会); 退職, 異動, 辞め, 退社, 定年, 引退, 退任,
   退団, 退会, 退部, 脱退, 任期満了, 降りた (not 休団, away); a clause of an absence for
   a while (vacation, leave, sick, today; 休假, 出差;
   休み, 出張, 育休) or of an errand (the doctor, an appointment; 检查, 汇报, 盘点, 开会;
   通院, 検査) says no one left;
3. the rest of the statement names one other person by the same form, none the record
   names, and says at least half of the record's other words again (the subject: "night
   shift" of "The warehouse night shift lead is Marcus", 遅番リーダー): a new person doing
   something else ("Tomás joined the design team", "code reviews are signed off by Tomás
   now" against "Design reviews are …") is no successor, nor one said as
   another beside them (也, too, も), nor one in another duty of what the record's role is
   of (读书会的茶歇由小林负责 against 读书会的会长是老周, "Priya runs the sailing club's bar"
   against "The sailing club's race officer is Graham").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import strip_provenance

_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋"
             "蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷"
             "侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
# A nickname is 阿 or 小 and any one character (阿杰, 小北), but for the words they begin
# (小时, 小组, 阿姨): 老 only before a surname (老周; not 老板, 老家).
_ZH_NAME = re.compile(f"(?:小|老|阿)[{_SURNAMES}]|[{_SURNAMES}](?:工|姐|哥|总|经理|主管|主任|老师"
                      "|科长|处长|部长|组长|队长|医生|先生|女士|师傅|阿姨|叔|大爷|大姐|大哥)"
                      "|阿(?![姨里拉尔胶富根联])[\u4e00-\u9fff]"
                      "|小(?![时组区程学孩朋说心型便吃店米麦票事姐费数号写于项结部份量半"
                      "队伙子儿红蓝黑白])[\u4e00-\u9fff]")
_JA_NAME = re.compile("[\u4e00-\u9fff]{1,4}(?=さん|様|さま|先生)")
_EN_NAME = re.compile(r"(?<![A-Za-z'])[A-Z][a-z\u00e0-\u00ff]+(?:'s)?(?![A-Za-z])")
# Capitalised words that are no one's name: titles, the person, words that open a clause,
# the months and days ("from September").
_EN_NOT_NAME = frozenset("""i i'm i've dr mr mrs ms prof the a an so and but now from
since as our my we they he she please send use our this that these
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday""".split())
_CLAUSE = re.compile(r"[,，、;；。!！?？]|\.(?=\s|$)|(?<![a-z])(?:so|and|but)\s(?=[a-z])")
# Left with an object (the company, the team, Acme), moved or went to somewhere, quit,
# retired: not a meeting, a call or a room left, nor the day ("left early today").
_EN_GONE = re.compile(
    r"(?i)^(?:'s|\s+is|\s+has|\s+had)?\s*(?:left\s+(?!(?:the\s+|a\s+|this\s+|our\s+)?"
    r"(?:meeting|call|room|chat|channel|thread|huddle|session|stand-?up|office|building|desk"
    r"|lunch|early|today|tonight|home|for\s+(?:the\s+day|lunch|today|now))\b)[\w\u00c0-\u00ff]"
    r"|retired|retiring|resigned|quit|(?:stepped|stood)\s+(?:down|aside)\b"
    # Handed the role on (not a thing: "handed over the keys"), or their term is over.
    r"|handed\s+(?:it\s+)?over\b(?!\s+(?:the|a|an|his|her|their|some|all)\b)"
    r"|term\s+(?:is\s+up|ended|has\s+ended|ran\s+out|is\s+over)\b"
    # Gone somewhere, or back where they came from ("Jason's gone back to uni").
    r"|(?:moved|went|gone|transferred)\s+(?:over\s+|on\s+|back\s+)?(?:to|on|away)\b"
    r"|(?:in|on|with)\s+[a-z]+(?:\s+[a-z]+)?\s+now"
    r"|(?:doesn't|does\s+not|won't)\b.*\b(?:anymore|any\s+more)|no\s+longer)")
# Away for a while, not gone: vacation, leave, sick, off today; 休假, 出差; 休み, 出張.
_AWAY = re.compile(
    r"(?i)(?<![a-z])(?:vacation|holidays?|leave|sick|pto|sabbatical|parental|maternity"
    r"|paternity|off\s+today|out\s+today|today|this\s+week|trip|travell?ing"
    r"|doctor|dentist|clinic|hospital|appointment|check-?up|errands?)(?![a-z])"
    "|休假|请假|病假|产假|年假|放假|出差|今天|这周|休み|休暇|出張|育休|産休|病欠|今日|本日"
    # An errand: a check-up, a report, a stocktake, a meeting; 通院, 健診.
    "|检查|体检|复查|看病|就医|汇报|盘点|办事|开会|通院|健診|検診|検査|病院に")
_ADDED = re.compile(r"(?i)(?<![a-z])(?:too|also|as\s+well)(?![a-z])|也|还有|も")
# Gone to another post to do another job (去青训营带新人了, 去二队当教练了): 带 or 当 a
# role, or 管 something; not an errand (去医院做检查了, 去仓库做盘点了, 去陪护了).
_ZH_POST = ("去[\u4e00-\u9fff]{1,6}?(?:(?:带|当)[\u4e00-\u9fff]{0,3}?(?:教练|新人|新兵|徒弟|学徒"
            "|队长|班长|组长|主管|经理|老师|领队|负责人|主任|班)|管[^,，。;；]*)了")
# Left a club, a team or a society (退队, 退会; 退団, 退会, 脱退): gone from all it did there.
# No longer does the duty (不教了, 不带了): as "no longer" is.
_ZH_STOPPED = "不(?:再)?(?:教|带|管|做|干|负责|主持)了"
# Gone home or to another place of the same kind (小林师傅回老家了, 小王去别的店了).
_ZH_ELSEWHERE = "回老家|去别的[\u4e00-\u9fff]{1,3}了|去了别的[\u4e00-\u9fff]{1,3}"
_ZH_GONE = re.compile(f"退休|离职|辞职|调去|调到|调走|转岗|退队|退团|退会|退社|不在了|{_ZH_STOPPED}"
                      f"|{_ZH_ELSEWHERE}"
                      f"|任期(?:满|到|结束)|卸任|退下来"
                      f"|{_ZH_POST}")
# 独立 as a person's move: set up on their own ("森さんが独立されたので").
_JA_GONE = re.compile("退職|異動|辞め|退社|転勤|定年|引退|退任|辞任|退団|退会|脱退|退部|独立"
                      "|任期満了|任期を終え|降り(?:た|て|ました)")


# No bare "now": "<person> is in <team> now" is the one leaving it says.
_LEFT_SAID = re.compile(r"(?i)\b(?:left|retired|retiring|resigned|quit|moved|went|gone\s+back"
                        r"|transferred"
                        r"|stepped\s+(?:down|aside)|stood\s+(?:down|aside)|handed\s+(?:it\s+)?over"
                        r"|term\s+(?:is\s+up|ended|has\s+ended|ran\s+out|is\s+over)"
                        r"|anymore|any\s+more|no\s+longer)\b"
                        r"|(?:'s|\bis|\bare)\s+(?:in|on|with)\s+[a-z]+(?:\s+[a-z]+)?\s+now\b"
                        "|退休|离职|辞职|调去|调到|调走|转岗|退队|退团|退会|退社"
                        "|不在了|任期(?:满|到|结束)|卸任|退下来|" + _ZH_STOPPED + "|" + _ZH_POST +
                        "|" + _ZH_ELSEWHERE +
                        "|退職|異動|辞め|退社|転勤|定年|引退|退任|辞任|退団|退会|脱退|退部|独立"
                        "|任期満了|任期を終え|降り(?:た|て|ました)")


def says_left(text: str) -> bool:
    """Whether ``text`` says in words of rule 2 that someone left (whatever record it is
    read against): admission then asks this rule whether it corrects one."""
    return bool(_LEFT_SAID.search(strip_provenance(text or "")))


def successor_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person the record names left and another does it now
    (module docstring), else 0."""
    plain, held = strip_provenance(text or ""), strip_provenance(description or "")
    for names, gone in ((_en_names, _EN_GONE), (_zh_names, _ZH_GONE), (_ja_names, _JA_GONE)):
        old = names(held, False)
        if len(old) != 1:
            continue
        (person,) = old
        full = person
        # A person named in full by the record is named by their first name too ("Owen"
        # of "Owen Price").
        if person not in plain and " " in person:
            person = person.split()[0]
        if len({_title(held, person), _title(plain, person)} - {""}) > 1:
            continue  # "Mrs Hallam" is not "Mr Hallam"
        clauses = [c for c in _CLAUSE.split(plain) if c and c.strip()]
        left = [c for c in clauses if _left(c, person, gone, names is _en_names)]
        if not left:
            continue
        rest = " ".join(c for c in clauses if c not in left)
        if _ADDED.search(rest):
            continue  # "他儿子小周也来上早班了": one more, not the one in their place
        new = {n for n in names(rest, True) - {person}
               if person not in n.split()
               and not any(record.covers(t) for t in statement_tokens(n) if t.content)}
        if len(new) != 1:
            continue
        (one,) = new
        if _subject_said(held, rest, full) and not _other_duty(held, full, rest, one, record) \
                and not _other_qualifier(held, rest, record):
            return 1
    return 0


def _left(clause: str, person: str, gone: re.Pattern[str], english: bool) -> bool:
    at = clause.find(person)
    if at < 0 or _AWAY.search(clause):
        return False
    after = clause[at + len(person):]
    return bool(gone.match(after) if english else gone.search(after))


def _en_names(text: str, initial: bool) -> set[str]:
    """The names ``text`` says, a first name and a surname side by side as one ("Owen
    Price", "Hannah Lloyd")."""
    out = set()
    for start_at, end, word in _en_full_names(text):
        start = not text[:start_at].strip() or re.search(r"[.;:!?]\s*$", text[:start_at])
        # A capitalised word that opens its sentence is a name before a verb of its own
        # ("Tomás signs off design reviews", "Hannah Lloyd was voted in"), not an
        # imperative ("Send expense claims"). Never in the record, whose plural subject
        # comes first ("Support escalations go to Dana"). Nor in the record, unless a title
        # or role follows it ("Ruth, the lab technician, labels the samples").
        if start and not (initial and re.match(r"\s+(?:[a-z]+s|had|took|became|got)\b",
                                               text[end:])) \
                and not re.match(r",\s+(?:the|our)\s+[a-z]+(?:\s+[a-z]+)?,", text[end:]):
            continue
        # A place where the role is held ("The tower captain at St Michael's is Jean
        # Harris"): no person.
        if re.search(r"(?<![A-Za-z])(?:at|in|near)\s+$", text[:start_at]):
            continue
        out.add(word)
    return out


def _en_full_names(text: str) -> list[tuple[int, int, str]]:
    """Each name of ``text`` (where it starts and ends, and the name without 's): its
    capitalised words side by side, a single space apart, are one."""
    out: list[tuple[int, int, str]] = []
    for m in _EN_NAME.finditer(text):
        word = m.group(0).removesuffix("'s")
        if word.casefold() in _EN_NOT_NAME:
            continue
        if out and text[out[-1][1]:m.start()] == " " \
                and not text[:out[-1][1]].endswith("'s"):
            begin, _, name = out.pop()
            out.append((begin, m.end(), f"{name} {word}"))
            continue
        out.append((m.start(), m.end(), word))
    return out


def _zh_names(text: str, initial: bool = False) -> set[str]:
    return set(_ZH_NAME.findall(text)) if not re.search("[\u3040-\u30ff]", text) else set()


def _ja_names(text: str, initial: bool = False) -> set[str]:
    return set(_JA_NAME.findall(text)) if re.search("[\u3040-\u30ff]", text) else set()


def _other_qualifier(held: str, rest: str, record: Mentions) -> bool:
    """Whether ``rest`` puts a word of its own where the record qualifies a word both say
    ("code reviews are signed off by Tomás" against "Design reviews are signed off by
    Lena"): another subject, not the record's."""
    said = Mentions.of(rest)
    mine = statement_tokens(held)
    theirs = statement_tokens(rest)
    for i, tok in enumerate(theirs[1:], 1):
        before = theirs[i - 1]
        if tok.kind != "word" or before.kind != "word" or record.covers(tok) is not True \
                or record.covers(before) is not False:
            continue
        at = next((j for j, t in enumerate(mine) if t.kind == "word"
                   and Mentions.of(t.text).covers(tok) is True), None)
        if at and mine[at - 1].kind == "word" and said.covers(mine[at - 1]) is False:
            return True
    return False


# What a role is of, before it: 读书会的会长, 消防団の分団長, "the sailing club's race officer".
_OF = re.compile(r"(?i)(?<=[a-z])'s\s|的|の")


def _other_duty(held: str, person: str, rest: str, new: str, record: Mentions) -> bool:
    """Whether ``rest`` names another duty of what the record's role is of: the record
    says it before its role (读书会的会长是老周, "The sailing club's race officer is
    Graham") and ``rest`` says it again with a word the record does not say after it
    (读书会的茶歇由小林负责, 消防団の広報は木村さん, "the sailing club's bar"), not the new
    person (二次サポートの高橋さん)."""
    at = held.find(person)
    ofs = list(_OF.finditer(held[:at] if at > 0 else ""))
    if not ofs or not any(t.content for t in statement_tokens(held[ofs[-1].end():at])):
        return False  # no role between what it is of and the person (财务的周主任)
    for m in _OF.finditer(rest):
        before = [t for t in statement_tokens(rest[:m.end()]) if t.content]
        after = [t for t in statement_tokens(rest[m.end():]) if t.content]
        if before and after and record.covers(before[-1]) is True \
                and record.covers(after[0]) is not True and not after[0].text.startswith(new) \
                and new.casefold() != after[0].text.casefold():
            return True
    return False


_TITLED = re.compile(r"(?i)(?<![a-z])(?:mr|mrs|ms|miss|dr|prof)\.?\s+(?=\x00)")


def _title(text: str, person: str) -> str:
    """The title said before ``person`` in ``text`` (mr, mrs, dr...), or ""."""
    m = re.search(rf"(?i)(?<![a-z])(mr|mrs|ms|miss|dr|prof)\.?\s+{re.escape(person)}", text)
    return m.group(1).casefold() if m else ""


def _subject_said(held: str, rest: str, person: str) -> bool:
    """Whether ``rest`` says at least half of the record's words but the person's and its
    Japanese verb (承認 of 承認する: "出張申請は田中さんが承認します" is about another thing
    than "経費精算は佐藤さんが承認する")."""
    said = Mentions.of(rest)
    grams = {rest[i:i + 2] for i in range(len(rest) - 1)}
    # The person's title goes with them ("Mr Hallam"): no word of the subject.
    tokens = statement_tokens(_TITLED.sub(" ", held.replace(person, "\x00")).replace("\x00", " "))
    words = [t for i, t in enumerate(tokens) if t.content
             and not (t.kind == "han" and len(t.text) == 1)
             and not (i + 1 < len(tokens) and tokens[i + 1].kind == "verb")]
    if not words:
        return False
    shared = sum(said.covers(t) is True or t.kind == "han"
                 and any(t.text[i:i + 2] in grams for i in range(len(t.text) - 1))
                 for t in words)
    return shared * 2 >= len(words)


__all__ = ["says_left", "successor_change"]
