"""Extraction without a model: rules over the user's own sentences, and the slugger.

Offline (`extract_offline`), only the turn's user messages are read, sentence by
sentence. A sentence becomes a candidate when it states a durable directive or a change
of mind, or says who the user is, and holds no temporary marker; its type comes from
the zh/en/ja cues of `memdir.pipeline.classify`, its name from `memdir.pipeline.extract.naming`. The
teaching code had no offline path: without a model nothing was ever remembered.
`candidate_from_text` builds the candidate for an explicit "remember this" request.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from memdir.foundation.candidate import MAX_BODY_CHARS, MAX_CANDIDATES, MAX_QUOTE_CHARS, Candidate
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, flatten, name_key
from memdir.pipeline.admission.policy import CHANGE_CUES, TEMPORARY_MARKERS, find_phrase
from memdir.pipeline.classify import is_self_description, memory_type
from memdir.pipeline.conversation import turn_user_messages
from memdir.pipeline.extract.naming import numbered, slug_name, strip_lead_in
from memdir.providers.base import Message

# Without a model only explicit, durable directives are kept: a sentence must say it holds
# from now on (or be a change of mind), and must not say it is for this time only.

# The policy's 19 markers plus words that make a *sentence* temporary in conversation.
OFFLINE_TEMPORARY_MARKERS = TEMPORARY_MARKERS + ("本次", "先别", "today", "今天", "今日")
DURABLE_CUES: tuple[str, ...] = (
    "以后", "今后", "往后", "从现在起", "从现在开始", "一律", "总是", "永远", "记住", "始终",
    "每次", "不要再", "别再", "统一", "务必", "我喜欢", "我习惯", "我偏好",
    "from now on", "always", "never", "remember", "going forward", "in this project we",
    "in the future", "every time", "i prefer",
    # A decision the team took is durable by nature ("we decided to drop Python 3.9").
    "we decided", "we've decided", "we have decided", "we agreed", "我们决定", "团队决定",
    "ことに決定", "ことに決めました", "決定しました",
    "今後", "これから", "必ず", "常に", "いつも", "覚えて", "毎回", "以後", "二度と",
)
# Change cues count as durable too ("我改主意了,测试改用 vitest" must reach the policy,
# which turns it into an update); "instead"-like ones alone are said of one-off fixes.
_DURABLE_CHANGE_CUES = tuple(c for c in CHANGE_CUES
                             if c not in ("instead", "now use", "ではなく", "代わりに"))
# Only the first "please use" is tried (atomic group, anchored): ".*" from every one of
# them was quadratic on "please use please use ...".
_PLEASE_INSTEAD = re.compile(r"(?is)\A(?>.*?\bplease\s+use\b).*\binstead\b")
_FENCED = re.compile(r"```.*?(?:```|\Z)", re.S)
# Sentence ends: zh/ja 。！？ and en . ! ? ("." only before a space, so "utils.py" and
# "v1.2" stay whole), and newlines. Not ";": "Never push directly to main; always open a
# PR." is one directive (a temporary tail after ";" is split off like one after a comma).
_SENTENCE_END = re.compile(r"(?<=[。！？!?])|(?<=\.)(?=\s)|\n")
# A sentence that starts by pointing back ("Instead, open a PR.", "否则…", "代わりに…")
# finishes the directive before it rather than starting a new one.
_CONTINUES = re.compile(
    r"(?i)^(?:instead|rather|otherwise|that\s+way|this\s+way|because|since|so\s+that|"
    r"that'?s\s+why|this\s+is\s+because)\b"
    r"|^(?:而是|否则|不然|因为|这样|以免|免得|改为)|^(?:代わりに|その代わり|そうしないと|なぜなら|でないと)")
# "另外/还有" (also) start a new clause only after a boundary: "另外一个数据库" (another
# database) and "我还有一个习惯" must stay whole.
_ALSO = re.compile(r"(?<=[，,、\s])(?=另外|还有)")
_COMMA = re.compile(r"[，,、;；]")
_CONNECTIVE = re.compile(
    r"(?i)^(?:but|and|also|though|however|但是|但|不过|可是|而且|而|另外|还有|でも|ただ|しかし)"
    r"(?![a-z])\s*[,，、]?\s*")
# "I changed my mind, ..." says that the rest is a correction; the rest is the memory.
_CHANGED_MIND = re.compile(
    r"(?i)^(?:(?:actually|ok(?:ay)?|so)[\s,，]+)?(?:i(?:'ve| have)?\s+changed\s+my\s+mind"
    r"|on\s+second\s+thoughts?|我改主意了?|我又?改变主意了?|改主意了?|気が変わ(?:った|りました)"
    r"|やっぱり|やはり)"
    r"\s*[,，、:：;；.。!！]?\s*")
_QUESTION = re.compile(r"(?:[?？]|吗|呢|ですか|ますか)[\s。.]*$")
# The look-behind starts a match only where a run starts: without it every position of a
# long run of spaces re-scans the run (quadratic in 100 KB of hostile text).
_TRAILING = re.compile(r"(?<![\s。．.!！?？;；,，、:：])[\s。．.!！?？;；,，、:：]+$")
MAX_SENTENCE_CHARS = 300  # longer "sentences" are pasted text, not a directive


def _sentences(text: str) -> list[str]:
    text = _FENCED.sub("\n", text)  # code blocks are pasted material, not directives
    out: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        sentence = sentence.strip()
        if out and _CONTINUES.match(sentence) and not find_phrase(
                sentence, OFFLINE_TEMPORARY_MARKERS):
            out[-1] = f"{out[-1]} {sentence}"
            continue
        for clause in _ALSO.split(sentence):
            out.extend(_split_temporary_tail(clause))
    return [s.strip() for s in out if s.strip()]


def _split_temporary_tail(clause: str) -> list[str]:
    """Split at a comma whose following part starts (after "but"/"但"...) with a
    temporary marker, so "以后用 pytest，这次先别跑" keeps its durable half. Other commas
    stay: "From now on, always use pytest, not unittest" is one directive."""
    pieces: list[str] = []
    start = 0
    if len(clause) > MAX_SENTENCE_CHARS:
        return [clause]  # dropped later anyway; splitting it would cost O(commas * length)
    for comma in _COMMA.finditer(clause):
        rest = _CONNECTIVE.sub("", clause[comma.end():comma.end() + 60].lstrip(), count=1)
        if find_phrase(rest, OFFLINE_TEMPORARY_MARKERS, at_start=True):
            pieces.append(clause[start:comma.start()])
            start = comma.end()
    pieces.append(clause[start:])
    return pieces


def _is_directive(sentence: str) -> bool:
    if len(sentence) > MAX_SENTENCE_CHARS or _QUESTION.search(sentence):
        return False
    if find_phrase(sentence, OFFLINE_TEMPORARY_MARKERS):
        return False
    return bool(find_phrase(sentence, DURABLE_CUES) or find_phrase(sentence, _DURABLE_CHANGE_CUES)
                or _PLEASE_INSTEAD.search(sentence) or is_self_description(sentence))


def extract_offline(messages: Sequence[Message]) -> list[Candidate]:
    """Candidates from the current turn's user sentences, by rules; no model involved.

    A sentence is kept when it states a durable directive ("以后/一律/from now on/
    always/今後/必ず"...) or a change of mind ("改用/switch to/に変更"), is not a question,
    and holds no temporary marker ("这次/for now/今回"...). Only the user's text blocks are
    read, never tool output or the assistant's words.
    """
    out: list[Candidate] = []
    seen_names: set[str] = set()
    seen_descriptions: set[str] = set()
    for _, text in turn_user_messages(messages):
        for sentence in _sentences(text):
            if not _is_directive(sentence):
                continue
            description = strip_lead_in(_CONNECTIVE.sub("", sentence, count=1))
            description = strip_lead_in(_CHANGED_MIND.sub("", description, count=1))
            description = _TRAILING.sub("", description).strip()
            if not description or description in seen_descriptions:
                continue
            mtype = memory_type(sentence)
            name = base = slug_name(description, mtype)
            n = 2
            while name_key(name) in seen_names:
                name, n = numbered(base, n), n + 1
            seen_names.add(name_key(name))
            seen_descriptions.add(description)
            quote = sentence[:MAX_QUOTE_CHARS]
            out.append(Candidate(name=name, description=description[:MAX_DESCRIPTION_CHARS],
                                 type=mtype, body=f"{description}\nUser said: {quote}",
                                 lifetime="persistent", quote=quote))
            if len(out) >= MAX_CANDIDATES:
                return out
    return out


def candidate_from_text(text: str, type: str | None = None) -> Candidate:
    """A candidate for something a person asked to remember explicitly.

    Used by ``Memory.remember`` (and ``memdir add``-like entry points): the request
    itself says the text is durable, so no directive cue is needed. The description is
    the first sentence without a leading "remember:"; the body is the whole text; the
    type comes from ``type`` or the same cues as `extract_offline`. The admission policy
    still judges the result (markers, secrets, duplicates, updates).
    """
    clean = _text_of(text).strip()
    first = next(iter(_sentences(clean)), clean)
    description = _TRAILING.sub("", strip_lead_in(first)).strip()
    description = flatten(description or clean)[:MAX_DESCRIPTION_CHARS]
    mtype = type or memory_type(clean)
    return Candidate(name=slug_name(description, mtype), description=description,
                     type=mtype, body=clean[:MAX_BODY_CHARS], lifetime="persistent",
                     quote=clean[:MAX_QUOTE_CHARS])


def _text_of(value: Any) -> str:
    return value.replace("\x00", "") if isinstance(value, str) else ""


__all__ = ["DURABLE_CUES", "OFFLINE_TEMPORARY_MARKERS", "candidate_from_text",
           "extract_offline", "slug_name"]
