"""A rule asked as a question: a polite request that says it holds every time or from now
on, read by offline extraction (`memdir.pipeline.extract.rules`) as the rule it asks for when
the user says why right after it, or, in Japanese, ends it with 。 and no question mark.

- **asked in English** ("Would you mind always putting the collection date in bold on the
  tickets? Half our customers only ever read that one line.", "can you keep doing it by
  street rather than by day? the lads sort their own days out"): "would you mind", "could
  you", "can you" with always, every time, whenever, from now on, or keep doing.
- **asked in Chinese** (以后能不能都…？大家总看错。, 每次…可以吗？…): 以后, 每次, 一直 or 继续 with
  可以吗, 好吗, 行吗, 能不能.
- **asked in Japanese** (仕上がり日のご案内には、曜日も必ず添えてもらえますか。日付だけだと
  勘違いされる方が多いので。): 必ず, 毎回, いつも, 今後 or これからも with …てもらえますか,
  いただけますか, くれますか; with 。 it is a request even said alone.

Said alone with a question mark it stays a question ("Could you always run the linter before
committing?", 以后能不能都用英文写注释?, 今後はコメントを英語で書いてもらえますか?): the user may
be asking whether the agent can, as with what it is able to do ("Can you always see the
staging logs? I can't from my laptop."). Not after it: another question, small talk or a note
for this time only.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

RULE_ASKED = re.compile(
    # (not what the agent is able to do: "Can you always see the staging logs?")
    r"(?i)\b(?:would\s+you\s+mind|could\s+you|can\s+you)\s+(?:please\s+)?(?:always\b"
    r"(?!\s+(?:see|hear|access|reach|get|find|open|connect|log|tell|remember|read)\b)"
    r"|keep(?:\s+on)?\s+(?:[a-z]+ing\b|it\b|them\b)|make\s+sure\s+(?:you\s+)?always\b"
    r"|[^?]{0,80}?\b(?:every\s+(?:single\s+)?time|whenever|from\s+now\s+on|going\s+forward"
    r"|in\s+future)\b)"
    r"|(?:以后|今后|每次|一直|继续)[^？?。]{0,40}(?:可以吗|好吗|行吗|好不好|行不行)"
    r"|(?:能不能|可不可以|能否)[^？?。]{0,6}(?:以后|今后|每次|一直|继续)"
    r"|(?:以后|今后|每次)[^？?。]{0,20}(?:能不能|可不可以|能否)"
    r"|(?:必ず|毎回|いつも|今後|これからも)[^？?]{0,60}(?:て|で)(?:もらえ|いただけ|くれ)(?:ます|ません)か")
# The Japanese ask ending in 。: a request, not a question.
_JA_STOP = re.compile(r"(?:て|で)(?:もらえ|いただけ|くれ)(?:ます|ません)か[。]\s*$")
# What may follow as the reason: a statement, not a question, small talk, or a note for now.
_NO_REASON = ("a question", "temporary", "small talk")


def asked_as_a_rule(question: str, after: str | None, after_reason: str | None) -> bool:
    """Whether ``question`` (as said; skipped as a question) asks for a rule: `RULE_ASKED`, and
    in Japanese ending with 。, or with a sentence ``after`` it (``after_reason``: why offline
    extraction skips it, None when kept) that is no question, small talk or note for now."""
    if not RULE_ASKED.search(question):
        return False
    if _JA_STOP.search(question):
        return True
    return after is not None and not (after_reason or "").startswith(_NO_REASON)


__all__ = ["RULE_ASKED", "asked_as_a_rule"]
