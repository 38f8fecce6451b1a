"""A change of role: the person says what they do now against a record of what they are.

"The user is a backend developer" and "I'm an engineering manager now", "用户是前端开发" and
"我现在转做运维了", "私はバックエンドエンジニア" and "今はエンジニアリングマネージャーをして
います" share no word but the person (or only the role's head), so no rule of subjects
reads them as one relation. A role is said by its form: a phrase that ends in a noun of a
role (engineer, developer, manager, lead; 工程师, 开发, 经理, 运维; エンジニア, マネージャー).
This rule reads one relation, in three languages:

1. the record is about the person and says only what the person is: "The user is a (the) X",
   我是 X, 用户是 X, 私は X, ユーザーは X, X a role; or that and the team it is on ("a
   backend engineer on the checkout team", 我在支付组做后端开发) or the place it is held at
   ("the tower secretary at St Michael's"), or X as the person works ("私は QA エンジニア
   として働いている") or what the person does (用户在房产中介做经纪人, 町工場で旋盤工をしている,
   自治会の会計を担当している); a role is a noun of a role or of an office (secretary,
   treasurer, captain; 经纪人, 会计, 站长; 会計, 顧問, a Han word ending in 工, 員, 師, 士 or
   a unit's 長: 旋盤工, 看護師, 工場長, 副会長);
2. the statement says a change (now, 现在, 今は, a change word) about the person, names no
   other person, and says what the person is or does now: "I'm a/an X", "I'm its X" (of
   a team just named), "I work as a X", 做/当/转做 X, X をしています / やっています / に
   なりました, X a role; a time from which it holds ("10 月から") says a change too, and
   so does a promotion or a role taken over, which names the role ("I got promoted to
   operations director", "I've taken over as ringing master", 我升为技术总监了, 我升了店长,
   当上了站长, 営業部長に昇進しました); in Japanese the role left may be its topic (会計は
   今年で降りて、副会長になりました); said as nearly or not made (我差点升了店长) it is none;
3. X is another role than the record's: not every word of it is the record's; and a role
   of another body than a workplace, a club, team, society or association ("treasurer of
   the allotment society", "club captain", 羽毛球队队长, 町内会の会長), replaces only a record
   of that same body or of the same role: one may hold it beside one's job; and so a job
   ("I qualified as a vet", 看護師長になりました) replaces no record of such an office
   ("tower secretary at St Michael's", 业委会委员, 自治会の会計) unless it names its body.

"I'm a big fan of Rust now" names no role; "我现在做后端的代码审查了" ends in no role.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence, statement_tokens
from memdir.pipeline.admission.employer import about_the_person, another_subject
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.undone import undone
from memdir.pipeline.wording import says_now, strip_provenance

_EN_ROLE = (r"(?:engineer|developer|dev|manager|designer|lead|architect|analyst|scientist"
            r"|administrator|admin|sre|devops|pm|cto|ceo|intern|consultant|tester|researcher"
            r"|director|officer|supervisor|secretary|treasurer|captain|master|chair(?:man|woman"
            r"|person)?|clerk|warden|coordinator|foreman"
            # The trades of a school, a surgery, a shop, a kitchen or a road: not a word of
            # any other sense ("a vegetarian", "a lot happier" are no role).
            r"|(?<![a-z])(?:nurse|vet|teacher|(?:teaching\s+)?assistant|ta|carer|driver|chef|cook"
            r"|cleaner|receptionist|pharmacist|technician|librarian|midwife|paramedic|tutor"
            r"|coach|instructor|cashier|waiter|waitress|barista|porter|accountant|solicitor"
            r"|doctor|gp|dentist|mechanic|electrician|plumber|childminder))")
_ZH_ROLE = ("(?:工程师|开发|经理|设计师|负责人|架构师|运维|测试|前端|后端|分析师|实习生|主管|总监"
            "|研究员|组长|队长|店长|主任|教授|讲师|经纪人|会计|秘书|司机|厨师|老师|医生|护士长?|律师"
            "|销售|客服|编辑|记者|店员|领班|(?:厂|站|校|院|馆|社|会|村|班|科|处|局|部|所|场)长"
            # A Han word ending in 员 or 师, the suffixes of a trade (服务员, 收银员, 药师,
            # 理发师), as 員 and 師 are read in Japanese.
            "|(?<=[\u4e00-\u9fff])(?:员|师))")
_JA_ROLE = ("(?:エンジニア|マネージャー|マネジャー|デザイナー|リード|アーキテクト|アナリスト"
            "|インターン|ディレクター|SRE|PM|開発者|主任|研究員|教授|講師|会計|書記|顧問|監督"
            "|職人|(?<=[\u4e00-\u9fff])(?:工|員|師|士)|運転手|助手|担当"
            # The work of a shop, a care home or a road said in katakana.
            "|パート|アルバイト|バイト|ドライバー|ヘルパー|トレーナー|スタッフ|リーダー"
            # The head of a unit: 部長, 課長, グループ長, 室長, 所長, 工場長, 副会長.
            "|(?:部|課|係|店|室|所|班|場|会|師|院|園|校|駅|社|局|署|グループ|チーム|センター)長)")
# The words before a role are at most _BEFORE characters: a role is a short phrase, and
# an unbounded run was read from each start ("I am a " said 500 times) to the end of the
# text, its length squared.
_BEFORE = 80
# What the person is, said by the record: the role and nothing after it but the team it
# is on ("a backend engineer on the checkout team", 我在支付组做后端开发), or the role as
# the person works ("QA エンジニアとして働いている").
_TEAM = r"(?:\s+(?:on|in)\s+the\s+[\w\s-]+?\s+team)?"
# Or the place or body the role is held at ("the tower secretary at St Michael's").
_AT = r"(?:\s+at\s+[\w\s'’.-]{1,60}?)?"
# The person's title, whatever it says ("The user's job title is Staff Analyst", 用户的职位是
# 高级经理, ユーザーの肩書きは「主任研究員」): the record names a role by the noun of a title.
_TITLE = (r"^\s*(?:the\s+user's|my)\s+(?:job\s+)?title\s+is\s+(?P<en_t>\S.{0,80}?)\s*\.?\s*$"
          "|^\\s*(?:我|用户)的(?:职位|职务|职称|头衔|title)是(?P<zh_t>\\S.{0,80}?)\\s*[。.]?\\s*$"
          "|^\\s*(?:私|ユーザー)の(?:肩書き?|役職|職位|職名)は(?P<ja_t>\\S.{0,80}?)(?:です|だ)?"
          "\\s*[。.]?\\s*$")
_RECORD = re.compile(
    rf"(?i){_TITLE}|^\s*(?:the\s+user|i)\s+(?:is|am|works?\s+as)\s+(?:an?\s+|the\s+)?(?P<en>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})s?{_TEAM}{_AT}"
    r"\s*\.?\s*$"
    rf"|^\s*(?:我|用户)(?:是|在[^，,。；;是]+?(?:做|当))(?P<zh>[^，,。；;的]{{0,{_BEFORE}}}?{_ZH_ROLE})\s*[。.]?\s*$"
    rf"|^\s*(?:私|ユーザー)は(?P<ja>[^、。]{{0,{_BEFORE}}}?{_JA_ROLE})(?:です|だ"
    "|として(?:働い|勤務し|勤め)(?:ている|ています|ております)"
    # Or what the person does, at a place or not ("町工場で旋盤工をしている", "自治会の会計を
    # 担当している").
    "|を(?:担当)?(?:し|やっ)て(?:いる|います|おります))?\\s*[。.]?\\s*$")
# A role ends at its last noun of a role: "a vet nurse", not "a vet" and " nurse" after it.
_ROLE_ENDS = rf"(?![a-z]|\s+{_EN_ROLE}(?![a-z]))"
# A promotion says what the person is now, and a change without "now" ("I got promoted to
# operations director", 我升为技术总监了, 営業部長に昇進しました).
_PROMOTED = (
    re.compile(rf"(?i)\bi(?:'ve|\s+have|\s+was|\s+got|'ve\s+been|\s+have\s+been|\s+just\s+got)?"
               rf"\s+(?:been\s+)?promoted\s+to\s+(?:an?\s+|the\s+)?"
               rf"(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE}){_ROLE_ENDS}"),
    # A role taken over from someone ("I've taken over as ringing master").
    re.compile(rf"(?i)\bi(?:'ve|\s+have|'ve\s+just|\s+have\s+just|\s+just)?\s+(?:taken|took)\s+over"
               rf"\s+as\s+(?:an?\s+|the\s+)?(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE}){_ROLE_ENDS}"),
    # A qualification passed makes the person what it names ("I qualified as a vet",
    # 我考下执业药师了): a change no change word says.
    re.compile(rf"(?i)\bi(?:'ve|\s+have|'ve\s+just|\s+have\s+just|\s+just|\s+finally)?"
               rf"\s+qualified\s+as\s+(?:an?\s+)?(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})"
               rf"{_ROLE_ENDS}"),
    re.compile(f"我[^，,。；;]{{0,6}}?(?:考下|考上|考取|考到)(?:了)?"
               f"(?P<role>[^，,。；;了的]{{0,{_BEFORE}}}?{_ZH_ROLE})(?=了|$|[，,。；;])"),
    re.compile(f"我[^，,。；;]{{0,6}}?(?:升为|升任|升职为|升职成|晋升为|被提拔为|提拔为|升成|升了|升到|当上了?)"
               f"(?P<role>[^，,。；;了的]{{0,{_BEFORE}}}?{_ZH_ROLE})(?=了|$|[，,。；;])"),
    re.compile(f"(?:^|[、。は\\s])(?P<role>[^\\s、。はがをに]{{0,{_BEFORE}}}?{_JA_ROLE})に(?:昇進|昇格|抜擢)"),
)
# What the person is or does now, said by the statement.
_NOW = (
    re.compile(rf"(?i)(?:\bi'm|\bi\s+am|\bi\s+work\s+as|\bi\s+became|\bi've\s+become)"
               # "I'm its engineering manager now": the role of a team just named.
               rf"\s+(?:now\s+)?(?:an?\s+|its\s+)(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})"
               rf"{_ROLE_ENDS}"),
    re.compile(f"(?:做|当|是|转做|改做|转行做)(?P<role>[^，,。；;了的]{{0,{_BEFORE}}}?{_ZH_ROLE})"
               "(?=了|$|[，,。；;])"),
    re.compile(f"(?:^|[、。は\\s])(?P<role>[^\\s、。はがを]{{0,{_BEFORE}}}?{_JA_ROLE})"
               "\\s*(?:を(?:しています|やっています|しております|してます|やってます)|になりました)"),
    # "今は惣菜担当です": what the person is now, said as what they are.
    re.compile(f"(?:今|現在)は(?P<role>[^\\s、。はがを]{{0,{_BEFORE}}}?{_JA_ROLE})\\s*(?:です|だ)"),
    *_PROMOTED,
)


# A role said in the negative ("不做后端了", "no longer a"): not what the person is now.
_NEGATED = re.compile(r"(?i)(?:不再?|不是|no\s+longer\s+an?\s*|not\s+an?\s*)$")
# A level, not a kind of role: "senior engineer" against "backend engineer" says another
# thing of the person, both may hold.
_LEVELS = (r"(?:junior|senior|staff|principal|初级|中级|高级|资深|首席"
           "|ジュニア|シニア|スタッフ|プリンシパル)")
_LEVEL = re.compile(rf"(?i)\s*{_LEVELS}?\s*")
_LEVEL_WORD = re.compile(f"(?i){_LEVELS}")
_ROLE_HEAD = re.compile(rf"(?i)(?:{_EN_ROLE}|{_ZH_ROLE}|{_JA_ROLE})s?\s*$")
# A body a role may be held in beside a job: a club, team, society, association (队, 会,
# クラブ); named after the role ("treasurer of the allotment society") or before it
# ("club captain", 羽毛球队队长, 町内会の会長).
_EN_BODY = (r"(?:club|team|society|association|committee|council|league|choir|band|guild"
            r"|federation|pta)")
_BODY_AFTER = re.compile(rf"(?i)\s+(?:of|for|at|in)\s+(?:the\s+|our\s+|my\s+|an?\s+)?"
                         rf"(?P<body>(?:[\w'’-]+\s+){{0,5}}?{_EN_BODY})(?![a-z])")
_BODY_BEFORE = re.compile(rf"(?i)(?:\b{_EN_BODY}\b|队|会|俱乐部|协会|社团|クラブ|チーム|サークル"
                          r"|協会|連盟)の?\s*$")


# An office held in a club, church or association, not a job: the record names such a body
# ("treasurer of the allotment society", 业委会委员, 自治会の会計), or an office's noun and
# a place it is held at ("tower secretary at St Michael's", PTAの書記).
_OFFICE_BODY = re.compile(
    r"(?i)\b(?:club|society|association|committee|council|league|choir|guild|federation|pta"
    r"|church|parish|chapel|temple|mosque|charity|union|school\s+board|board\s+of\s+governors"
    r"|residents'?|tower|scouts?|guides?)\b"
    "|协会|社团|业委会|居委会|村委会|委员会|俱乐部|家委会|学生会|工会|商会|校友会|教会|球队|乐队"
    "|合唱团|志愿者|PTA|自治会|町内会|子供会|クラブ|サークル|協会|連盟|教会|役員会|委員会|部活"
    "|同好会|後援会|保護者会|青年団|消防団|ボランティア")
# Said in English, an office's noun with the place it is held at; in Chinese and Japanese
# the body's own noun says it (経理部の会計 is a job).
_OFFICE = re.compile(
    r"(?i)(?:secretary|treasurer|chair(?:man|woman|person)?|captain|warden|president|trustee"
    r"|governor|steward|volunteer|(?<!scrum )master)s?\s*$"
    r"|(?:会长|副会长|委员|理事|干事|秘书长|主席|会计|秘书|队长|会員|会長|会計|書記|役員|委員"
    r"|幹事|理事|顧問)\s*$")
_PLACE = re.compile(r"(?i)\s+(?:at|of|for)\s+\S")


def _an_office(description: str, held: str) -> bool:
    """Whether the record's role ``held`` is an office held beside a job (above)."""
    return bool(_OFFICE_BODY.search(description)) or bool(
        _OFFICE.search(held) and _PLACE.search(description))


def promoted(text: str) -> bool:
    """Whether ``text`` says the person was promoted to a role: a change no change word
    says, read by this rule alone."""
    plain = strip_provenance(text or "")
    return any(rule.search(plain) for rule in _PROMOTED)


# A Japanese topic: the role the person leaves said first ("会計は今年で降りて、副会長に
# なりました") is the person's own change.
_JA_TOPIC = re.compile("(?<![^\\s、。はがをにでの])([^\\s、。はがをにでの]+)は")


# What stays as it was, said in a clause of its own ("病棟は同じです", "職場はそのままです"):
# no topic of another subject, the person's change is the rest.
_STAYS = re.compile("(?:^|(?<=[、。\\s]))[^、。\\sはが]{1,12}は"
                    "(?:同じ|そのまま|変わりません|変わらず)(?:です|だ)?[。.]?")


def _without_old_role(text: str, record: Mentions) -> str:
    """``text`` without its Japanese topics that are words of the record's role."""
    return _JA_TOPIC.sub(lambda m: "" if all(
        record.covers(t) for t in statement_tokens(m.group(1)) if t.content) else m.group(0),
        text)


def _of_another_body(text: str, end: int, qualifier: str, record: Mentions) -> bool:
    """Whether the role ending at ``end`` (its words before its head ``qualifier``) is of a
    club, team, society or association that the record does not name."""
    after = _BODY_AFTER.match(text, end)
    body = after.group("body") if after else qualifier if _BODY_BEFORE.search(qualifier) else ""
    words = [t for t in statement_tokens(body) if t.content]
    return bool(words) and not all(record.covers(t) for t in words)


def _same_head(role: str, held: str) -> bool:
    """Whether ``role`` and the record's ``held`` role end in the same noun of a role."""
    new, old = _ROLE_HEAD.search(role), _ROLE_HEAD.search(held)
    if new is None or old is None:
        return False
    return new.group(0).strip().lower().rstrip("s") == old.group(0).strip().lower().rstrip("s")


def role_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person has another role now against a record of the
    person's role (module docstring), else 0."""
    plain = strip_provenance(text or "")
    held = _RECORD.search(strip_provenance(description or ""))
    if held is None or another_subject(plain) or undone([plain]) \
            or not about_the_person(_without_old_role(_STAYS.sub("", plain), record)):
        return 0  # not a role record, another's change or one not made ("我差点升了店长")
    prepared = prepare_sentence(plain)
    if not (says_now(prepared) or has_cue(prepared) or promoted(plain)):
        return 0
    said = next((m for rule in _NOW for m in rule.finditer(plain)
                 if not _NEGATED.search(plain[:m.start()])
                 and not _NEGATED.search(plain[:m.start("role")])), None)
    role = said.group("role") if said else ""
    words = [t for t in statement_tokens(role) if t.content]
    if said is None or not words or all(record.covers(t) for t in words) \
            and _same_head(role, next(g for g in held.groups() if g)):
        return 0  # no role now, or the record's own ("a vet" is not "a vet nurse")
    qualifier = _ROLE_HEAD.sub("", role).strip()
    if _of_another_body(plain, said.end("role"), qualifier, record) \
            and not _same_head(role, next(g for g in held.groups() if g)):
        return 0  # "treasurer of the allotment society" beside "a backend engineer"
    if _an_office(strip_provenance(description or ""), next(g for g in held.groups() if g)) \
            and not _OFFICE.search(role) and not _OFFICE_BODY.search(plain):
        return 0  # a job said now ("I qualified as a vet") beside "tower secretary at St Michael's"
    if qualifier and _LEVEL.fullmatch(qualifier) \
            and not _LEVEL_WORD.search(next(g for g in held.groups() if g)):
        return 0  # "a senior engineer" says a level, not another kind than "backend"
    return 1


__all__ = ["promoted", "role_change"]
