"""Words of a lasting rule said of something else: the user's own memory and understanding,
and the set phrases of thanks and goodwill.

"Never", "remember", 记得 and 覚えて are cues of a rule that lasts (`memdir.pipeline.extract.
rules.DURABLE_CUES`, the habits of ``_HABITUAL``) when they ask something of the agent:
"Never push to main", "Remember that staging is shared", "提交前记得跑测试", "覚えておいて
ください". Said of what the user knows or recalls they ask nothing: "I've never really
understood the difference", "I can't remember the reasoning", "我不记得当时为什么这么定",
"理由はもう覚えていません". Such a sentence sits beside a question or the task at hand; by
itself it is no rule, and offline extraction reads its cues with these spans blanked out
(`without_decoys`). What the user cannot do for good ("I've never used Docker", a lack of
experience) is a fact of the user's and stays: only knowing and recalling are here.

Thanks and goodwill have set phrases that hold the same words: "いつもありがとうございます",
"今後ともよろしくお願いします", "以后也请多多关照", "Thanks as always!", "Always a pleasure".
They say nothing of how to work (`GOODWILL`); blanked, what is left is small talk
(`memdir.pipeline.extract.cues.SMALL_TALK`). A rule said beside one keeps its own words
("今後とも宜しくお願いします、返信は必ず日本語で").
"""

from __future__ import annotations

import re

# The user's memory and understanding: "I can't remember", "I've never (really) understood",
# "I never knew"; 不记得, 记不清, 想不起来; 覚えていない, 覚えてません.
OWN_MEMORY = re.compile(
    r"(?i)\bi\s+(?:(?:honestly|really|just|still|genuinely)\s+)?(?:can(?:'|\u2019)?t|cannot"
    r"|couldn(?:'|\u2019)?t|don(?:'|\u2019)?t|do\s+not|didn(?:'|\u2019)?t)\s+(?:really\s+|quite\s+"
    r"|fully\s+|even\s+)?(?:remember|recall)\b"
    r"|\bi(?:(?:'|\u2019)ve|\s+have|(?:'|\u2019)d|\s+had)?\s+never\s+(?:(?:really|quite|fully"
    r"|actually|properly|entirely)\s+)?(?:understood|known|knew|grasped|figured\s+out"
    r"|remembered|got\s+(?:my\s+head\s+around|why|how|what|the\s+hang))\b"
    r"|(?:不|没|記不|记不)(?:记得|記得)|[记記]不(?:清|住|起来|起來)"
    r"|覚えて(?:い)?(?:ない|ません|なかった|なくて)")


# Set phrases of thanks and goodwill with a word of lasting in them: いつも…ありがとう / お世話に
# / 助かって, 今後とも / これからも / 引き続き…よろしく; 以后也请多关照, 一直以来; "thanks as
# always", "as always, thanks", "always a pleasure", "thanks for always…". Not "今後は…",
# "As always, reply in English" (a rule), nor "いつも…てください".
GOODWILL = re.compile(
    r"(?i)いつも(?:本当に|ほんとに|ほんとうに|大変)?(?=(?:ありがとう|お世話に|助かって|感謝))"
    r"|(?:今後とも|これからも|引き続き)(?=(?:どうぞ)?(?:よろしく|宜しく))"
    r"|(?:以后|今后|往后)(?=(?:也|还)?(?:请|要)?多多?(?:关照|指教|支持))|一直以来"
    r"|\b(?:thanks|thank\s+you|cheers)(?:\s+so\s+much)?,?\s+as\s+always\b"
    r"|^as\s+always,?\s+(?=(?:thanks|thank\s+you|cheers)\b)"
    r"|^always\s+a\s+(?=pleasure\b)|\bthanks\s+for\s+always\b")


def without_decoys(sentence: str) -> str:
    """``sentence`` with the spans of `OWN_MEMORY` and `GOODWILL` blanked out (spaces of the
    same length)."""
    blank = OWN_MEMORY.sub(lambda m: " " * len(m.group(0)), sentence)
    return GOODWILL.sub(lambda m: " " * len(m.group(0)), blank)


def is_goodwill(sentence: str) -> bool:
    """Whether ``sentence`` opens with a set phrase of thanks or goodwill (`GOODWILL`): small
    talk when, blanked, nothing in it says a rule lasts."""
    return bool(GOODWILL.match(sentence.strip()))


__all__ = ["GOODWILL", "OWN_MEMORY", "is_goodwill", "without_decoys"]
