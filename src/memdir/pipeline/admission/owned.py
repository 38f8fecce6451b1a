"""Corrections: the user's own change corrects only a record of the user's own thing.

"I sold my Prius" against "My brother's car is a Prius" says what became of the user's
car, not the brother's; "私の家賃が値上がりしました" against "兄の家賃は9万円です" the
user's rent. A record whose subject starts with another person ("my brother's", "the
user's brother", 兄の, 兄は, 我哥的, 我哥开的) is of that person's thing, and a statement
of the user's own thing (I, my, 我, 私) that names no such person, in any word for them or
by a pronoun, corrects it no more than the brother's own statement corrects the user's
(`admission.possessor`). A thing sold is the user's only if the record says no other
person's thing anywhere ("I drive my brother's Prius" is the brother's car). A thing sold
with its owner unsaid ("プリウスは手放しました")
is the user's too: what a relative sells is said as theirs. Any other change with its
owner unsaid ("古筝课涨到一节一百八了" against "女儿的古筝课一节 150 元") is about the thing
the record names, whoever's it is, and corrects it as before.

A thing sold or let go ("Sold the Brompton", 普锐斯卖了, プリウスは売りました, 手放した)
ends that thing alone: a record that holds another thing beside it, each in a clause of
its own ("私の車はプリウスで、バイクはカブです", "我的车是普锐斯，自行车是捷安特"), keeps
the other one, so the sale replaces no such record.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.en_verbs import EN_SOLD
from memdir.pipeline.admission.possessor import KIND_OF, KINDS, of_another_person, possessors
from memdir.pipeline.admission.same_words import same_text, same_word
from memdir.pipeline.wording import strip_provenance

_WHO = "|".join(re.escape(w) for w in sorted(
    (w for w in KIND_OF if not w.isascii()), key=len, reverse=True))
_EN_WHO = "|".join(re.escape(w) for w in sorted(
    (w for w in KIND_OF if w.isascii() and w not in ("his", "her")),
    key=len, reverse=True))
_START = r"(?:^|[.;:!?,、,。;:!?]\s*)"
# "The user's brother drives", 我哥开的, 我妈在: a person the record's clause starts with.
_RECORD_PERSON = re.compile(
    _START + r"(?:the\s+user['’]s\s+(?P<en>" + _EN_WHO + r")(?![a-z])"
    r"|(?:我的|我家|我)(?P<zh>" + _WHO + r")(?![的们]))", re.IGNORECASE)
# A person's thing anywhere in the record: "I drive my brother's Prius", 兄のプリウス.
_OWNED_ANYWHERE = re.compile(r"(?<![a-z])(?P<en>" + _EN_WHO + r")['’]s?(?![a-z])"
                             r"|(?P<cjk>" + _WHO + r")(?:の|的)", re.IGNORECASE)
# Sold or let go: "sold", 卖了, 卖掉了, を/は売りました, 売却, 手放した.
_SOLD_CJK = re.compile("卖(?:掉)?了|(?:を|は)\\s*(?:売り|売っ|売却|手放)")
# A clause of its own that says what a thing is: "…で、バイクはカブです", "，自行车是捷安特".
_CLAUSE = re.compile("[、,，;；]|で、|(?<![a-z])and(?![a-z])", re.IGNORECASE)
# He, she, 他, 她, 彼, 彼女: the person the record names, said again.
_PRONOUN = re.compile(r"(?i)(?<![a-z])(?:he|she|him|his|her|they|them|their)(?![a-z'])|他|她|彼")
# I, my, 我, 私, 僕: the user says the thing is their own.
_FIRST_PERSON = re.compile(
    r"(?i)(?<![a-z'])(?:i|i'm|i've|i'd|my|me|mine)(?![a-z'])|我|私|僕|俺|自分")
_STATES = re.compile("は|是|(?<![a-z])(?:is|are)(?![a-z])", re.IGNORECASE)


def record_owners(description: str) -> set[str]:
    """The kinds of person the record ``description`` is of: the possessor or the subject
    its clauses start with."""
    plain = strip_provenance(description or "").strip()
    found = possessors(plain)
    found |= {KIND_OF[(m.group("en") or m.group("zh")).lower()]
              for m in _RECORD_PERSON.finditer(plain)}
    return found


def _owned_anywhere(description: str) -> set[str]:
    plain = strip_provenance(description or "")
    return {KIND_OF[(m.group("en") or m.group("cjk")).lower()]
            for m in _OWNED_ANYWHERE.finditer(plain)}


def _names(kind: str, texts: list[str]) -> bool:
    """Whether ``texts`` name a person of ``kind`` anywhere, in any word for them ("Gran's
    moved" names the grandmother, "父、…に転院しました" the father)."""
    joined = " ".join(texts).lower()
    words = {same_word(w) for w in re.findall(r"[a-z]+", joined)}
    cjk = same_text(joined)
    return any(same_word(w) in words if w.isascii() else same_text(w) in cjk
               for w in KINDS[kind])


def sold(text: str) -> bool:
    """Whether ``text`` says a thing sold or let go."""
    return bool(EN_SOLD.search(text.lower()) or _SOLD_CJK.search(text))


def _holds_more(description: str) -> bool:
    plain = strip_provenance(description or "").strip()
    return sum(1 for part in _CLAUSE.split(plain) if _STATES.search(part)) > 1


def of_another_record(texts: list[str], description: str) -> bool:
    """Whether ``texts``, the user's own change, leave the record ``description`` as it
    was: it is another person's thing, or a thing sold beside another it holds (see the
    module docstring)."""
    sale = any(sold(t) for t in texts)
    owners = record_owners(description) | (_owned_anywhere(description) if sale else set())
    if (sale or any(_FIRST_PERSON.search(t) for t in texts)) \
            and not any(_PRONOUN.search(t) for t in texts) \
            and any(not _names(kind, texts) for kind in owners):
        return True
    return sale and _holds_more(description)


def of_another_owner(texts: list[str], description: str) -> bool:
    """Whether ``texts`` are about another person's thing than the record ``description``
    (`admission.possessor`), or the user's own against another's record (see above)."""
    return of_another_person(texts, description) or of_another_record(texts, description)


__all__ = ["of_another_owner", "of_another_record", "record_owners", "sold"]
