"""A transfer: the person says which department or team they were moved to, against a
record of the one they belong to.

"私は営業部に所属している" and "10 月付けでマーケティング部に異動になりました", 我在销售部 and
我十月调到市场部了, "The user is in the sales department" and "I transferred to the
marketing department in October" share no word but the person and the unit's kind (部,
department), which the rules of subjects read as no subject. This rule reads one
relation, in three languages, as `memdir.pipeline.admission.role` reads what the person is:

1. the record says the unit the person belongs to, and nothing else: "The user is in /
   works in / belongs to the X department (team, group, division)", 我在 X 部 (部门, 组,
   团队; 用户在 X 部 too), 我是 X 部的, 我属于 X 部, 私は X 部 (課, 室, チーム, グループ) に
   所属している / の所属 / です;
2. the statement says a transfer about the person, names no other person, and names the
   unit moved to by its form, a name ending in a word of a unit: "transferred / moved /
   was moved to the X department", 调到 / 调去 / 转到 / 调岗到 X 部, X 部に異動 / へ異動 /
   に配属;
3. the unit is another than the record's: not every word of it is the record's, and the
   statement gives up no other unit than the record's ("インフラチームから…に異動" against
   私は営業部に所属している).

"My team moved to the third floor" is about the team; "我们部门调到三楼了" names no unit
moved to; "営業部に資料を送りました" says no transfer.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.employer import about_the_person, another_subject
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import names_other_old
from memdir.pipeline.wording import strip_provenance

_EN_UNIT = r"(?:department|dept|team|group|division)"
_ZH_UNIT = "(?:部门|部|组|团队|小组|中心)"
_JA_UNIT = "(?:部|課|室|チーム|グループ|センター)"
_RECORD = re.compile(
    rf"(?i)^\s*(?:the\s+user|i)\s+(?:is|am|works?|belongs?)\s+(?:in|on|to)\s+the\s+"
    rf"[\w\s-]+?\s+{_EN_UNIT}\s*\.?\s*$"
    rf"|^\s*(?:我|用户)(?:在|是|属于)[^，,。；;的]+?{_ZH_UNIT}(?:的)?(?:工作|上班)?\s*[。.]?\s*$"
    rf"|^\s*(?:私|ユーザー)は[^、。はが]+?{_JA_UNIT}(?:に所属している|に所属しています|の所属"
    "|所属|です|だ)\\s*[。.]?\\s*$")
_ZH_WHEN = ("\\s*(?:[一二三四五六七八九十\\d]+\\s*月份?|上个?月|下个?月|这个?月|今年|去年|最近|上周"
            "|已经|刚刚?|也|就|被|从[^，,。；;]{1,8}?)\\s*")
# The unit moved to, said by the statement.
_NOW = (
    re.compile(rf"(?i)\bi(?:'ve|\s+have|\s+was|'ve\s+been|\s+got)?\s+(?:been\s+)?"
               rf"(?:transferred|moved|reassigned|switched)\s+(?:over\s+)?to\s+(?:the\s+)?"
               rf"(?P<unit>[\w-]+(?:\s+[\w-]+)?\s+{_EN_UNIT})(?![a-z])"),
    # The person moved, not a thing the person sent (我把报告转到市场部了) nor the person's
    # manager (我的经理调到搜索组了, 我领导调去…): 我, a time or an adverb, the verb.
    re.compile(f"我(?:{_ZH_WHEN})*(?:调到|调去|调岗到|转到|转去|调入|调往)"
               f"(?P<unit>[^\\s，,。；;了的]+?{_ZH_UNIT})"
               "(?=了|$|[，,。；;])"),
    re.compile(f"(?:^|[、。はでに\\s])(?P<unit>[^\\s、。はがをにへで]+?{_JA_UNIT})"
               "[にへ](?:異動|配属|配置換え)"),
)


def department_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person was transferred to another unit against a record of
    the unit the person belongs to (module docstring), else 0."""
    plain = strip_provenance(text or "")
    if not _RECORD.search(strip_provenance(description or "")) or another_subject(plain) \
            or not about_the_person(plain):
        return 0
    if names_other_old(plain, record):
        return 0  # left another unit than the record's ("インフラチームから…", "not on the
        # backend anymore" against the payments team)
    unit = next((m.group("unit") for rule in _NOW if (m := rule.search(plain))), None)
    words = [t for t in statement_tokens(unit or "") if t.content]
    if not words or all(record.covers(t) for t in words):
        return 0  # no unit moved to, or the record's own
    return 1


__all__ = ["department_change"]
