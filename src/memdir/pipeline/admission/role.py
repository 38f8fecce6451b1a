"""A change of role: the person says what they do now against a record of what they are.

"The user is a backend developer" and "I'm an engineering manager now", "用户是前端开发" and
"我现在转做运维了", "私はバックエンドエンジニア" and "今はエンジニアリングマネージャーをして
います" share no word but the person (or only the role's head), so no rule of subjects
reads them as one relation. A role is said by its form: a phrase that ends in a noun of a
role (engineer, developer, manager, lead; 工程师, 开发, 经理, 运维; エンジニア, マネージャー).
This rule reads one relation, in three languages:

1. the record is about the person and says only what the person is: "The user is a (the) X",
   我是 X, 用户是 X, 私は X, ユーザーは X, X a role; or that and the team it is on ("a
   backend engineer on the checkout team", 我在支付组做后端开发), or X as the person works
   ("私は QA エンジニアとして働いている");
2. the statement says a change (now, 现在, 今は, a change word) about the person, names no
   other person, and says what the person is or does now: "I'm a/an X", "I'm its X" (of
   a team just named), "I work as a X", 做/当/转做 X, X をしています / やっています / に
   なりました, X a role; a time from which it holds ("10 月から") says a change too, and
   so does a promotion, which names the role ("I got promoted to operations director",
   我升为技术总监了, 営業部長に昇進しました);
3. X is another role than the record's: not every word of it is the record's.

"I'm a big fan of Rust now" names no role; "我现在做后端的代码审查了" ends in no role.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence, statement_tokens
from memdir.pipeline.admission.employer import about_the_person, another_subject
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import says_now, strip_provenance

_EN_ROLE = (r"(?:engineer|developer|dev|manager|designer|lead|architect|analyst|scientist"
            r"|administrator|admin|sre|devops|pm|cto|ceo|intern|consultant|tester|researcher"
            r"|director|officer|supervisor)")
_ZH_ROLE = ("(?:工程师|开发|经理|设计师|负责人|架构师|运维|测试|前端|后端|分析师|实习生|主管|总监"
            "|研究员|组长|队长|店长|主任|教授|讲师)")
_JA_ROLE = ("(?:エンジニア|マネージャー|マネジャー|デザイナー|リード|アーキテクト|アナリスト"
            "|インターン|ディレクター|SRE|PM|開発者|主任|研究員|教授|講師"
            # The head of a unit: 部長, 課長, グループ長, 室長, 所長.
            "|(?:部|課|係|店|室|所|班|グループ|チーム|センター)長)")
# The words before a role are at most _BEFORE characters: a role is a short phrase, and
# an unbounded run was read from each start ("I am a " said 500 times) to the end of the
# text, its length squared.
_BEFORE = 80
# What the person is, said by the record: the role and nothing after it but the team it
# is on ("a backend engineer on the checkout team", 我在支付组做后端开发), or the role as
# the person works ("QA エンジニアとして働いている").
_TEAM = r"(?:\s+(?:on|in)\s+the\s+[\w\s-]+?\s+team)?"
# The person's title, whatever it says ("The user's job title is Staff Analyst", 用户的职位是
# 高级经理, ユーザーの肩書きは「主任研究員」): the record names a role by the noun of a title.
_TITLE = (r"^\s*(?:the\s+user's|my)\s+(?:job\s+)?title\s+is\s+(?P<en_t>\S.{0,80}?)\s*\.?\s*$"
          "|^\\s*(?:我|用户)的(?:职位|职务|职称|头衔|title)是(?P<zh_t>\\S.{0,80}?)\\s*[。.]?\\s*$"
          "|^\\s*(?:私|ユーザー)の(?:肩書き?|役職|職位|職名)は(?P<ja_t>\\S.{0,80}?)(?:です|だ)?"
          "\\s*[。.]?\\s*$")
_RECORD = re.compile(
    rf"(?i){_TITLE}|^\s*(?:the\s+user|i)\s+(?:is|am)\s+(?:an?\s+|the\s+)?(?P<en>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})s?{_TEAM}"
    r"\s*\.?\s*$"
    rf"|^\s*(?:我|用户)(?:是|在[^，,。；;是]+?(?:做|当))(?P<zh>[^，,。；;的]{{0,{_BEFORE}}}?{_ZH_ROLE})\s*[。.]?\s*$"
    rf"|^\s*(?:私|ユーザー)は(?P<ja>[^、。]{{0,{_BEFORE}}}?{_JA_ROLE})(?:です|だ"
    "|として(?:働い|勤務し|勤め)(?:ている|ています|ております))?\\s*[。.]?\\s*$")
# A promotion says what the person is now, and a change without "now" ("I got promoted to
# operations director", 我升为技术总监了, 営業部長に昇進しました).
_PROMOTED = (
    re.compile(rf"(?i)\bi(?:'ve|\s+have|\s+was|\s+got|'ve\s+been|\s+have\s+been|\s+just\s+got)?"
               rf"\s+(?:been\s+)?promoted\s+to\s+(?:an?\s+|the\s+)?"
               rf"(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})(?![a-z])"),
    re.compile(f"我[^，,。；;]{{0,6}}?(?:升为|升任|升职为|升职成|晋升为|被提拔为|提拔为|升成)"
               f"(?P<role>[^，,。；;了的]{{0,{_BEFORE}}}?{_ZH_ROLE})(?=了|$|[，,。；;])"),
    re.compile(f"(?:^|[、。は\\s])(?P<role>[^\\s、。はがをに]{{0,{_BEFORE}}}?{_JA_ROLE})に(?:昇進|昇格|抜擢)"),
)
# What the person is or does now, said by the statement.
_NOW = (
    re.compile(rf"(?i)(?:\bi'm|\bi\s+am|\bi\s+work\s+as|\bi\s+became|\bi've\s+become)"
               # "I'm its engineering manager now": the role of a team just named.
               rf"\s+(?:now\s+)?(?:an?\s+|its\s+)(?P<role>[\w\s-]{{0,{_BEFORE}}}?{_EN_ROLE})"
               r"(?![a-z])"),
    re.compile(f"(?:做|当|是|转做|改做|转行做)(?P<role>[^，,。；;了的]{{0,{_BEFORE}}}?{_ZH_ROLE})"
               "(?=了|$|[，,。；;])"),
    re.compile(f"(?:^|[、。は\\s])(?P<role>[^\\s、。はがを]{{0,{_BEFORE}}}?{_JA_ROLE})"
               "\\s*(?:を(?:しています|やっています|しております)|になりました)"),
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


def promoted(text: str) -> bool:
    """Whether ``text`` says the person was promoted to a role: a change no change word
    says, read by this rule alone."""
    plain = strip_provenance(text or "")
    return any(rule.search(plain) for rule in _PROMOTED)


def role_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person has another role now against a record of the
    person's role (module docstring), else 0."""
    plain = strip_provenance(text or "")
    held = _RECORD.search(strip_provenance(description or ""))
    if held is None or another_subject(plain) or not about_the_person(plain):
        return 0
    prepared = prepare_sentence(plain)
    if not (says_now(prepared) or has_cue(prepared) or promoted(plain)):
        return 0
    role = next((m.group("role") for rule in _NOW for m in rule.finditer(plain)
                 if not _NEGATED.search(plain[:m.start()])
                 and not _NEGATED.search(plain[:m.start("role")])), None)
    words = [t for t in statement_tokens(role or "") if t.content]
    if not words or all(record.covers(t) for t in words):
        return 0  # no role now, or the record's own
    qualifier = _ROLE_HEAD.sub("", role or "").strip()
    if qualifier and _LEVEL.fullmatch(qualifier) \
            and not _LEVEL_WORD.search(next(g for g in held.groups() if g)):
        return 0  # "a senior engineer" says a level, not another kind than "backend"
    return 1


__all__ = ["promoted", "role_change"]
