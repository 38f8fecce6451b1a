"""One person away, one named one cleared, the coming occasion: a rule inside it is temporary.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.

- **for as long as one person is off or away**: "For as long as Kev's off with his back, …",
  "While Sam's off sick", "as long as Priya's on leave" (the person's name glued to 's; "while
  Sam is away" was a marker already), 店長が研修で留守の間, 部長が不在のあいだは (not "Whenever
  Kev's off", 店長が留守のときは, 店长不在的时候: every absence's rule; nor a role said
  generically, 担当者が不在の間は: whoever holds it, every time they are out).
- **until one named one is cleared or back to health**: "until the vet clears Merlin", "until
  physio clears Kev to row", "until Merlin's fit again" (not "until QA clears it", "until
  the payment clears", "until Finance clears POs over £5k", "until Legal clears PR copy": a
  team's approval of a kind of thing is every case's step).
- **the coming occasion**, an event named: 今度の屋形船の貸切は, 今度の発表会では (not 今度から,
  今度こそ: from now on and a resolve; not 今度の新しいシステムでは, 今度の上司は, 今度の担当は,
  今度の新人は: 今度の is "the new" one there, which stays; nor with 毎回, いつも, 今後 in the
  sentence: every such occasion).
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
# (a role said generically before が or の: whoever holds it, every time they are out)
_ANY_HOLDER = re.compile(r"(?:担当者?|担当の(?:方|人)|責任者|係(?:の(?:方|人))?|当番|スタッフ"
                         r"|誰か|どなたか)(?:さん)?[がの]$")

# (one named, a capital then small letters: not an acronym, "POs", "PR copy"; nor cleared by
# a team, a department or an acronym: "until Finance clears …", "until Legal clears …")
CLEARED = re.compile(
    r"(?i)(?<![\w-])(?:until|till)[ \t]+(?:the[ \t]+)?"
    r"(?!(?-i:[A-Z]{2,})\b|(?:finance|legal|compliance|accounts|accounting|procurement|security"
    r"|marketing|sales|engineering|management|ops|operations|hr|it|qa|support|admin|payroll"
    r"|risk|audit|the[ \t]+board|board|committee)\b)"
    r"[\w-]+[ \t]+(?:clears|signs[ \t]+off)[ \t]+"
    r"(?-i:[A-Z][a-z][\w-]*)\b(?![ \t]+(?:check|list|form|report|copy|post|budget)s?\b)"
    r"|(?<![\w-])(?:until|till)\s+(?-i:[A-Z][\w-]*)(?:'s|\u2019s|\s+is)\s+(?:fit|better|healed"
    r"|recovered|sound)(?:\s+again)?\b")

# (an event named: a trip, a party, a presentation, a hire; not 今度の新しい…, 今度の上司,
# 今度の担当, 今度の新人: "the new one", which stays)
_EVENT = (r"(?:貸切|貸し切り|発表会?|旅行|出張|遠足|合宿|研修|パーティー?|飲み会|宴会|懇親会|歓迎会"
          r"|送別会|忘年会|新年会|打ち上げ|会議|打ち合わせ|商談|面接|説明会|展示会|見本市|イベント"
          r"|試合|大会|式|祭り?|ツアー|公演|ライブ|プレゼン|セミナー|講演|撮影|収録|引っ越し|検査"
          r"|点検|監査|視察|訪問|来店|納品|便|会)")
COMING = re.compile(r"(?<![毎])今度の(?!こと|新し|新た|新人|新任|上司|担当|後任|責任者)"
                    r"[^、。,]{0,14}?" + _EVENT + r"(?:は|では|には|で|の分は)(?=[、,])")
_EVERY_ONE = re.compile(r"毎回|毎度|毎年|いつも|今後|これから|たびに|ごとに")


def find_absence(text: str) -> re.Match[str] | None:
    """The first span of one person away (`AWAY`, not a role said generically), one named one
    cleared (`CLEARED`) or the coming occasion (`COMING`, when its sentence says no every time)
    in ``text``."""
    found = [m for m in AWAY.finditer(text) if not _ANY_HOLDER.search(text[:m.start()])][:1]
    found += [m for m in (CLEARED.search(text),) if m]
    coming = COMING.search(text)
    if coming and not _EVERY_ONE.search(text):
        found.append(coming)
    return min(found, key=lambda m: m.start()) if found else None


__all__ = ["AWAY", "CLEARED", "COMING", "find_absence"]
