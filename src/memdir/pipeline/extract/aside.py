"""What is kept, said beside what is not: who the user is before a one-off request in the
same sentence, and what holds now after a sentence of what happened.

"I volunteer with our valley's mountain rescue team - could you tidy up this kit list for
Saturday's training?", 我在公证处做接待，这份材料清单你帮我改得通俗一点，今天要贴出去,
保育園で栄養士をしているのですが、この献立のお便り、もう少し読みやすくしてもらえますか. The
request is for that once (a note of today, a thing at hand) and, read as one sentence with it,
took the fact with it. Offline extraction (`memdir.pipeline.extract.rules.hear`) reads the two
apart (`apart`): the fact is kept as what it is, the request judged on its own.

Only where the first part, said alone, is a fact about the user (`memdir.pipeline.extract.
facts.is_fact`, `memdir.pipeline.classify.is_self_description`) and the second asks
something (`memdir.pipeline.extract.request.is_request`, or asks it as a question): "I'm a
nurse, could you check the dose?" is two; "I'm tired - could you keep it short?" and "We use
ruff, could you run it?" stay one.

A sentence of history, a change made at a time past ("We retired Jenkins last week.", 上周我们把
Jenkins 下线了。, 先週Jenkinsを廃止しました。), before the sentence of what holds now ("CI runs on
GitHub Actions now.") is no half of that one's correction: the memory is what holds now alone,
typed as what it is, and it still corrects a record of the old value
(`memdir.pipeline.extract.sentences.is_history`, read by `memdir.pipeline.extract.rules`).
"No, not Jest. Use Vitest." names no time: one correction.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.classify import is_self_description
from memdir.pipeline.extract.facts import is_fact
from memdir.pipeline.extract.request import is_request
from memdir.pipeline.extract.surface import as_said

# Where the request begins: after a dash or a comma, before "could you" or "please"; after
# a comma, a clause that asks for help (你帮我, 麻烦); after …のですが、 or …んですけど、.
_JOINT = re.compile(
    r"(?i)\s+[-\u2013\u2014]+\s+(?=(?:so\s+)?(?:could|can|would|will)\s+you\b|please\b)"
    r"|,\s+(?=(?:so\s+)?(?:could|can|would)\s+you\b)"
    r"|[，,](?=[^，。]{0,10}(?:你|您)?(?:帮我|帮忙|麻烦|请你|请您))"
    r"|(?:(?<=のですが)|(?<=んですが)|(?<=んですけど)|(?<=のですけど)|(?<=ですが))[、,]")
# A request, or one asked as a question ("could you tidy up…?", 你帮我改…, …てもらえますか).
_ASKS = re.compile(r"(?i)^(?:so\s+)?(?:could|can|would|will)\s+you\b|^please\b"
                   r"|(?:你|您)?(?:帮我|帮忙|麻烦|请你|请您)|(?:もらえ|いただけ|くれ)(?:ます|ません)か"
                   r"|ください|お願い")
# The joint's own words, taken off the fact (…のですが → …の, "…, so" → …).
_TAIL = re.compile(r"(?:のです|んです)(?:が|けど|けれど)$|ですが$")


def apart(sentences: list[str]) -> list[str]:
    """``sentences`` with each that says who the user is before a one-off request split in
    two at the joint (see the module)."""
    out: list[str] = []
    for sentence in sentences:
        joint = _JOINT.search(sentence)
        if joint:
            fact = sentence[:joint.start()].strip()
            ask = sentence[joint.end():].strip()
            said = as_said(_TAIL.sub("", fact))
            if (fact and ask and (is_fact(said) or is_self_description(said))
                    and (_ASKS.search(ask) or is_request(as_said(ask)))):
                out.extend((_TAIL.sub("", fact), ask))
                continue
        out.append(sentence)
    return out


__all__ = ["apart"]
