"""Another person's kin: a record of a relative of a relative must be corrected as such.

A correction names a relative as people speak ("Mum's moved to Leeds", 我妈, 母は), and the
subject match reads it in its canonical form (`memdir.pipeline.admission.same_words`:
mum / mother). A record may hold that word as part of another person: "the user's wife's
mother", "the user's mother's sister", "the user's mother-in-law", "Tom's mother",
妈妈的妹妹, 母の妹. Such a record is corrected only by a statement that says the whole tie:
every relative and owner in it ("my wife's mum", "mother-in-law", 我妈的妹妹, 母の妹), not
one relative of it alone.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.same_words import same_text, same_word

_EN_KIN = frozenset(("mother", "father", "grandmother", "grandfather", "wife", "husband",
                     "partner", "sister", "brother", "son", "daughter", "aunt", "uncle",
                     "cousin", "niece", "nephew", "child", "parent", "grandson",
                     "granddaughter", "stepmother", "stepfather", "mothers", "fathers",
                     "children", "parents", "sisters", "brothers", "sons", "daughters"))
# Whose a relative is, said of the user: no other person.
_EN_USERS = frozenset(("user", "user's", "my", "our", "the"))
_EN_OWNED = re.compile(r"(?<![a-z])(?=([a-z]+)'s\s+([a-z]+))")  # overlapping: a's b's c
_EN_IN_LAW = re.compile(r"([a-z]+)[\s\-]in[\s\-]law")
# Chinese and Japanese relatives, canonical forms (`same_words`) and the words people say.
_CJK_KIN = ("妈妈", "爸爸", "妹妹", "姐姐", "哥哥", "弟弟", "妻子", "丈夫", "外婆",
            "外公", "奶奶", "爷爷", "儿子", "女儿", "姑姑", "阿姨", "舅舅", "叔叔",
            "婆婆", "公公", "岳母", "岳父", "孩子", "祖母", "祖父", "母", "父",
            "妹", "姉", "兄", "弟", "妻", "夫", "息子", "娘", "叔母",
            "伯母", "叔父", "伯父", "義母", "義父", "子ども")
_CJK_KIN_RE = "|".join(sorted(_CJK_KIN, key=len, reverse=True))
_CJK_TIE = re.compile(f"(?=({_CJK_KIN_RE})[的の]({_CJK_KIN_RE}))")
# A doubled relative said once (我妈, 我爸, 妹): its character.
_DOUBLED = {w: w[0] for w in _CJK_KIN if len(w) == 2 and w[0] == w[1]}


def _en_words(text: str) -> set[str]:
    return {same_word(w) for w in re.findall(r"[a-z]+", text.casefold())}


def _ties(record: str) -> list[set[str]]:
    """The relatives and owners a relative of the record is tied to, each tie one set."""
    text = record.casefold().replace("\u2019", "'")
    ties = [{same_word(a), same_word(b)} for a, b in _EN_OWNED.findall(text)
            if a not in _EN_USERS and same_word(b) in _EN_KIN]
    ties += [{same_word(k), "law"} for k in _EN_IN_LAW.findall(text)
             if same_word(k) in _EN_KIN]
    same = same_text(record)
    ties += [{a, b} for a, b in _CJK_TIE.findall(same)]
    return ties


def _says(word: str, sentence: str, words: set[str], same: str) -> bool:
    if word.isascii():
        return word in words
    return word in same or _DOUBLED.get(word, word) in same


def kin_of_another(sentence: str, record: str) -> bool:
    """Whether ``sentence`` names a relative the record holds only as tied to another
    person or relative ("Mum's moved to Leeds" against "The user's wife's mother lives in
    Bath", 我妈搬到杭州了 against 用户妈妈的妹妹住在上海) without saying the whole tie."""
    ties = _ties(record)
    if not ties:
        return False
    words, same = _en_words(sentence), same_text(sentence)
    for tie in ties:
        said = {w for w in tie if _says(w, sentence, words, same)}
        if said & (_EN_KIN | set(_CJK_KIN)) and said != tie:
            return True
    return False


__all__ = ["kin_of_another"]
