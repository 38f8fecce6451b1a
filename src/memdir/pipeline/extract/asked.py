"""A rule asked as a question: a polite request that says it holds every time or from now
on, read by offline extraction (`memdir.pipeline.extract.rules`) as the rule it asks for when
the user says why right after it, or, in Japanese, ends it with 。 and no question mark.

- **asked in English** ("Would you mind always putting the collection date in bold on the
  tickets? Half our customers only ever read that one line.", "can you keep doing it by
  street rather than by day? the lads sort their own days out"): "would you mind", "could
  you", "can you" with always, every time, whenever, from now on, or keep doing; "would it
  be possible … to always …" ("Would it be possible, whenever you help with the service
  sheets, to always check the music list against the family's form? A wrong hymn was read
  out once.").
- **asked in Chinese** (以后能不能都…？大家总看错。, 每次…可以吗？…): 以后, 每次, 一直 or 继续 with
  可以吗, 好吗, 行吗, 能不能.
- **asked in Japanese** (仕上がり日のご案内には、曜日も必ず添えてもらえますか。日付だけだと
  勘違いされる方が多いので。): 必ず, 毎回, いつも, 今後 or これからも with …てもらえますか,
  いただけますか, くれますか; with 。 or no mark at all (dictated) it is a request even said
  alone.

An order whatever mark ends it: the case it holds for said first with "please" ("When you
help me write reports, could you please start with what the child can do…?"), or a request
with a tag after it (以后…凡是拿不准的字都标出来，别自己猜，可以吗？; "Always copy me in,
okay?").

Said alone with a question mark it stays a question ("Could you always run the linter before
committing?", 以后能不能都用英文写注释?, 今後はコメントを英語で書いてもらえますか?): the user may
be asking whether the agent can, as with what it is able to do ("Can you always see the
staging logs? I can't from my laptop.", "Can you always answer in under a second?", handle,
run offline, be able to). Not after it: another question, small talk, a note for this time
only, no reason ("Just curious.") or a reason about this one item, which makes the ask one-off
("Can you keep it under 200 words? It's going on a slide."), nor courtesy alone in any words
("Thanks!", "Much appreciated.", 麻烦了, 拜托了, お願いします, 助かります): "Could you always …?
Thanks", 以后每次…可以吗？谢谢 and 今後は毎回…いただけますか？よろしくお願いします stay questions
alike.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# What the agent can do, asked: how fast it answers, or where it runs ("answer in under a
# second", "respond within a minute", "run offline"; not "answer in French", a rule).
_CAPABLE = (r"(?:(?:answer|respond|reply|load|finish)\s+(?:in\s+(?:under|less\s+than|about|a\b"
            r"|one\b|two\b|\d)|within\b|(?:that|this|so)\s+(?:fast|quickly))"
            r"|run\s+(?:offline|locally|on\s+(?:my|our|a|the)\b|without\b|in\s+(?:under|less)\b"
            r"|(?:that|this|so)\s+fast|faster\b|[^?.!]{0,40}\bin\s+under\b))")
RULE_ASKED = re.compile(
    # (or with the case it holds for said first: "When you help me write reports, could you
    # please start with what the child can do?")
    # (not a moment of the work at hand: "When you get a chance, could you look at the build?",
    # "When you fix this, can you…")
    r"(?i)^(?:when(?:ever)?|every\s+time|each\s+time)\s+you\s+(?!(?:get|have|find)\s+(?:a\s+)?"
    r"(?:chance|minute|moment|sec|second|time)\b)(?![^?,]*\b(?:this|that|these|those|it)\b)"
    r"[^?]{1,80}?,\s*(?:would\s+you"
    r"\s+mind|could\s+you|can\s+you|would\s+you)\b"
    # (not what the agent is able to do: "Can you always see the staging logs?", "Can you
    # always answer in under a second?", handle, run offline, be able to)
    r"|\b(?:would\s+you\s+mind|could\s+you|can\s+you)\s+(?:please\s+)?(?:always\b"
    r"(?!\s+(?:see|hear|access|reach|get|find|open|connect|log|tell|remember|read|handle|cope"
    r"|manage|be\s+able)\b)(?!\s+" + _CAPABLE + r")"
    r"|keep(?:\s+on)?\s+(?:[a-z]+ing\b|it\b|them\b)|make\s+sure\s+(?:you\s+)?always\b"
    r"|[^?]{0,80}?\b(?:every\s+(?:single\s+)?time|whenever|from\s+now\s+on|going\s+forward"
    r"|in\s+future)\b)"
    # (or whether it would be possible: "Would it be possible, whenever you help with the
    # service sheets, to always check the music list against the family's form?")
    r"|\b(?:would|could|is)\s+it\s+(?:be\s+)?possible\b[^?]{0,80}?\bto\s+(?:please\s+)?always\b"
    r"(?!\s+(?:see|hear|access|reach|get|find|open|connect|log|remember|read|handle|be\s+able)\b)"
    r"|(?:以后|今后|每次|一直|继续)[^？?。]{0,40}(?:可以吗|好吗|行吗|好不好|行不行)"
    r"|(?:能不能|可不可以|能否)[^？?。]{0,6}(?:以后|今后|每次|一直|继续)"
    r"|(?:以后|今后|每次)[^？?。]{0,20}(?:能不能|可不可以|能否)"
    r"|(?:必ず|毎回|いつも|今後|これからも)[^？?]{0,60}(?:て|で)(?:もらえ|いただけ|くれ)(?:ます|ません)か"
    # (a rule with a tag after it: "Always copy me in, okay?")
    r"|^(?:always|never|from\s+now\s+on)\b[^?]{1,80},\s*(?:okay|ok|alright|yeah|right)\s*\?\s*$")
# The Japanese ask ending in 。 or in no mark at all (dictated: えっと、…毎回聞いといて
# もらえますか): a request, not a question.
_JA_STOP = re.compile(r"(?:て|で)(?:もらえ|いただけ|くれ)(?:ます|ません)か[。]?\s*$")
# What may follow as the reason: a statement, not a question, small talk, or a note for now.
_NO_REASON = ("a question", "temporary", "small talk")
# No reason at all ("Just curious.", "I was wondering."), or one about this one item, which
# makes the ask one-off ("It's going on a slide.", "It's for this email."): a question stays
# one.
_NOT_A_REASON = re.compile(
    r"(?i)^(?:(?:just|only)\s+)?(?:curious|wondering|asking)\b|^i\s+(?:was|am|'m)\s+(?:just\s+)?"
    r"(?:curious|wondering|asking)\b|^out\s+of\s+curiosity\b|^(?:no\s+pressure|no\s+worries)\b"
    r"|^(?:it'?s|it\s+is|this\s+is|this\s+one'?s|that'?s|they'?re)\s+(?:(?:going|gonna\s+go)\s+"
    r"(?:on|in|into|out|to)\b|for\s+(?:a|an|the|this|my|our|tomorrow'?s|today'?s)\b|being\s+"
    r"(?:sent|printed|posted|read|shown)\b)|\bfor\s+this\s+(?:email|slide|post|letter|one|talk"
    r"|deck|report)\b"
    # (nor courtesy alone, in any words: "Thanks!", "Much appreciated.", 麻烦了, 拜托了,
    # お願いします, よろしくお願いいたします, 助かります: thanks said otherwise is thanks still)
    r"|^(?:(?:many\s+|big\s+)?thanks|thank\s+you|thx|ty|cheers|ta|(?:much\s+|really\s+)?appreciated"
    r"|(?:i\s+)?(?:really\s+)?appreciate\s+it|please|pretty\s+please|(?:that|it)(?:'d|\s+would)"
    r"\s+be\s+(?:great|lovely|brilliant|amazing|a\s+big\s+help)|(?:that|it)(?:'d|\s+would)\s+help"
    r"|(?:that'?s\s+)?(?:great|lovely|brilliant|perfect))\b(?:[\s,]+(?:so\s+much|a\s+lot|in\s+advance"
    r"|again|heaps|loads|mate|thanks|x+))*[\s.!~…)(\U0001F300-\U0001FAFF\u2600-\u27BF]*$"
    r"|^(?:谢谢|多谢|感谢|麻烦|拜托|辛苦|有劳)[^，。,]{0,6}[\s。!！~～…\U0001F300-\U0001FAFF\u2600-\u27BF]*$"
    r"|^(?:ありがとう|お願い|よろしく|宜しく|助かります|恐れ入ります|すみません)[^、。]{0,10}"
    r"[\s。!！~～…\U0001F300-\U0001FAFF\u2600-\u27BF]*$")


# An ask that is an order whatever mark ends it: the case it holds for said first with
# "please" ("When you help me write reports, could you please start with…?"), or a request
# with a tag after it (…，别自己猜，可以吗？, a prohibition in it; "Always copy me in, okay?").
# Not "Could you always run the linter before committing? Thanks!", which may ask whether the
# agent can, nor 以后每次新建文件都帮我加上版权头,可以吗?, which may ask whether it is fine.
_AN_ORDER_ASKED = re.compile(
    r"(?i)^(?:when(?:ever)?|every\s+time|each\s+time)\s+you\s+[^?]{1,80}?,\s*(?:could|can|would)"
    r"\s+you\s+please\b"
    # (a prohibition in it: 以后每次新建文件都帮我加上版权头,可以吗? may ask whether it is fine)
    r"|(?:以后|今后|每次)[^？?。]{2,60}(?:别|不要)[^？?。]{1,20}[，,]\s*(?:可以吗|好吗|行吗|好不好"
    r"|行不行)[？?]?\s*$"
    r"|^(?:always|never|from\s+now\s+on)\b[^?]{1,80},\s*(?:okay|ok|alright|yeah|right)\s*\?\s*$")


def asked_as_a_rule(question: str, after: str | None, after_reason: str | None) -> bool:
    """Whether ``question`` (as said; skipped as a question) asks for a rule: `RULE_ASKED`, and
    in Japanese ending with 。, or with a sentence ``after`` it (``after_reason``: why offline
    extraction skips it, None when kept) that is no question, small talk or note for now."""
    if not RULE_ASKED.search(question):
        return False
    if _JA_STOP.search(question) or _AN_ORDER_ASKED.search(question):
        return True
    return (after is not None and not (after_reason or "").startswith(_NO_REASON)
            and not _NOT_A_REASON.search(after.strip()))


__all__ = ["RULE_ASKED", "asked_as_a_rule"]
