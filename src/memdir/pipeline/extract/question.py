"""What a question is, read the one way wherever memdir asks: offline extraction refuses a
sentence that asks (`memdir.pipeline.extract.rules.judge`), and recall moves a record that
asks below the ones that may answer it (`memdir.service.recaller`).

A sentence asks by the asking cues of `memdir.pipeline.extract.cues`: a question mark or a
question's ending (吗, 呢, ですか, ますか, でしょうか, っけ), a question word or an auxiliary
that starts it ("What time is the standup", "can you send it tomorrow", 是不是…), or a
zh/ja wh-word that no verb of telling governs (明天为什么不开会). A question word inside a
statement is no question ("I asked what time the standup is", 我问他几点开会, 有人问我能不能
开直播, 何時か聞いておきました), nor is a 呢 that says something still holds (她还记着呢).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.cues import (
    ASKED_IN_CLAUSE,
    ASKED_INSIDE,
    EMBEDDED_WH,
    QUESTION_END,
    QUESTION_START,
    STILL_SO,
    WH,
)
from memdir.pipeline.extract.sentences import sentences
from memdir.pipeline.extract.surface import as_said

# Who said it, before what they said ("Frank: what time is the standup", "陈佳：你去吗"):
# the label is not the sentence's start.
_NAME = r"[^\s:：,，。.?？!！]{1,24}"
_SPEAKER = re.compile(rf"^{_NAME}(?:\s{_NAME})?\s*[:：]\s*(?=\S)")

_WORD = re.compile(r"[^\W_]")
# Quotes and brackets closed after the sentence's own end ('"Is the shed still there?"')
_CLOSING = re.compile(r"[\s\"'”’」』)）]+$")


def asks(sentence: str) -> bool:
    """Whether ``sentence``, as extraction reads it (`as_said`), asks a question."""
    if QUESTION_END.search(sentence):
        return not (STILL_SO.search(sentence) and not ASKED_IN_CLAUSE.search(sentence))
    if ASKED_INSIDE.search(sentence) and not QUESTION_START.match(sentence):
        return False
    return bool(QUESTION_START.search(sentence)
                or (WH.search(sentence) and not EMBEDDED_WH.search(sentence)))


def is_question(text: str) -> bool:
    """Whether ``text`` ends in a question: its last sentence of words (with the marks
    after it, as a closing quote or "！？"), after a speaker's label, asks (`asks`)."""
    said: list[str] = []
    for sentence in sentences(text):
        if _WORD.search(sentence) or not said:
            said.append(sentence)
        else:  # a mark split off after its sentence ("大丈夫！？", '…still there?"')
            said[-1] += sentence
    if not said or not _WORD.search(said[-1]):
        return False
    last = _CLOSING.sub("", _SPEAKER.sub("", said[-1], count=1))
    return asks(as_said(last))


__all__ = ["asks", "is_question"]
