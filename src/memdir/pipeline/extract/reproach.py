"""The lesson after a reproach of something done again: a rule for every time, not one fix.

"怎么又把洗车价格写成会员价了？对外的海报一律写原价", "なんでまた背番号がないんですか。…", "Why do
you keep adding emojis? Keep the tone plain.": the question reproaches something done again
(`REPEAT_REPROACH`, also "Why is 'hearing aids fixed while you wait' in the leaflet again?", a
thing found again), and the sentence after it says how it is always done, even in words that
point at the work at hand ("Leave it out of anything you write for the clinic"). One sentence
of its reason may stand between ("…again? We can't promise that. Leave it out of…"). Not one
fix ("修一下", "Fix it"): `ONE_FIX`.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.policy import find_temporary_marker
from memdir.pipeline.extract.cues import ONE_FIX, REPEAT_REPROACH, RULE_SAID
from memdir.pipeline.extract.surface import as_said

QUESTION = "a question"
# Anything of a kind the agent writes: every such piece, not the one at hand ("Leave it out of
# anything you write for the clinic", 你写的所有东西, 書くものは全部).
_ANY_WRITTEN = re.compile(
    r"(?i)\b(?:anything|everything|whatever)\s+(?:else\s+)?you\s+(?:write|draft|send|make|print"
    r"|put\s+together|prepare)\b|你(?:写|发|做)的所有|所有你(?:写|发|做)的|書く(?:もの|文章)は全部")


def after_a_reproach(question: str, sentence: str) -> bool:
    """Whether ``sentence`` states a rule (`RULE_SAID`: 必须, 别, ないで, まで, "never", or of
    anything the agent writes: "Leave it out of anything you write for the clinic") after a
    reproach of something done again (`REPEAT_REPROACH`: 怎么又…？, なんでまた…んですか, "Why do
    you keep…?"): the lesson, for every time ("稿子里这个必须分清"; not "修一下", one fix)."""
    said = as_said(sentence)  # (or a request with no pointer that is no one fix)
    return bool(REPEAT_REPROACH.match(as_said(question).strip()) and not find_temporary_marker(said)
                and (RULE_SAID.search(said) or _ANY_WRITTEN.search(said)
                     or not ONE_FIX.search(said)))


def is_lesson(sentences: list[str], judged: list[str | None], i: int) -> bool:
    """Whether sentence ``i`` is the lesson of a reproach (`after_a_reproach`) just before it,
    or before one sentence between that is not kept (its reason: "We can't promise that.")."""
    for j in (i - 1, i - 2):
        if j < 0:
            return False
        if judged[j] == QUESTION:
            return after_a_reproach(sentences[j], sentences[i])
        if judged[j] is None:  # (a kept sentence between: the reproach is of something else)
            return False
    return False


__all__ = ["QUESTION", "after_a_reproach", "is_lesson"]
