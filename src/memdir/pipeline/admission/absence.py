"""One person away, one named one cleared, the coming occasion: a rule inside it is temporary.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.

- **for as long as one person is off or away**: "For as long as Kev's off with his back, …",
  "While Sam's off sick", "as long as Priya's on leave" (the person's name glued to 's; "while
  Sam is away" was a marker already), 店長が研修で留守の間, 部長が不在のあいだは (not "Whenever
  Kev's off", 店長が留守のときは, 店长不在的时候: every absence's rule).
- **until one named one is cleared or back to health**: "until the vet clears Merlin", "until
  physio clears Kev to row", "until Merlin's fit again" (not "until QA clears it", "until
  the payment clears": every case's step).
- **the coming occasion**: 今度の屋形船の貸切は, 今度の発表会では (not 今度から, 今度こそ: from
  now on and a resolve; nor with 毎回, いつも, 今後 in the sentence: every such occasion).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

AWAY = re.compile(
    r"(?i)(?<![\w-])(?:while|for\s+as\s+long\s+as|(?:so|as)\s+long\s+as)\s+"
    r"(?-i:[A-Z][\w-]*)(?:'s|\u2019s|\s+is)\s+(?:off\s+(?:sick|ill|injured|work|with|on)\b"
    r"|away\b|on\s+(?:leave|holiday|sick\s+leave|maternity\s+leave|paternity\s+leave)\b)"
    # (a person named or by a role, away on a course or a trip, or not in: 留守の間, 不在の間)
    r"|(?<=[がの、\u4e00-\u9fff])(?:[^、。,]{0,8}?で)?(?:留守|不在|休職|入院|療養|産休|育休)"
    r"(?:中|して(?:い)?る)?の?(?:間|あいだ)(?:は|だけ)?(?=[、,])")

CLEARED = re.compile(
    r"(?i)(?<![\w-])(?:until|till)[ \t]+(?:the[ \t]+)?[\w-]+[ \t]+(?:clears|signs[ \t]+off)[ \t]+"
    r"(?-i:[A-Z][\w-]*)\b(?![ \t]+(?:check|list|form|report)s?\b)"
    r"|(?<![\w-])(?:until|till)\s+(?-i:[A-Z][\w-]*)(?:'s|\u2019s|\s+is)\s+(?:fit|better|healed"
    r"|recovered|sound)(?:\s+again)?\b")

COMING = re.compile(r"(?<![毎])今度の(?!こと)[^、。,]{1,16}?(?:は|では|には|で|の分は)(?=[、,])")
_EVERY_ONE = re.compile(r"毎回|毎度|毎年|いつも|今後|これから|たびに|ごとに")


def find_absence(text: str) -> re.Match[str] | None:
    """The first span of one person away (`AWAY`), one named one cleared (`CLEARED`) or the
    coming occasion (`COMING`, when its sentence says no every time) in ``text``."""
    found = [m for m in (AWAY.search(text), CLEARED.search(text)) if m]
    coming = COMING.search(text)
    if coming and not _EVERY_ONE.search(text):
        found.append(coming)
    return min(found, key=lambda m: m.start()) if found else None


__all__ = ["AWAY", "CLEARED", "COMING", "find_absence"]
