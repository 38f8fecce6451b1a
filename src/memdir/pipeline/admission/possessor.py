"""Corrections: a thing of another person is not the person's own.

"妻の家計簿はマネーフォワードに移しました" (my wife's household accounts moved to Money
Forward) says where the wife keeps hers; "ユーザーは家計簿をエクセルでつけている" still
holds. A statement whose subject starts with a possessor who is not the user ("my
wife's", "Dad's", "my boss's", "his"; 妻の, 夫の, 母の, 同僚の, 上司の, 彼の; 我老婆的, 我妈的,
同事的, 他的) is about that person's thing or habit and corrects no record that does not
name that person: the rules would read 家計簿 as the record's subject and 妻, one
character, as no word the record could be asked about. A record that names the person
("ユーザーの妻は家計簿をエクセルでつけている", "The user's mum's care manager is ...") is
about them, and the statement corrects it as before; so does the person's own thing
("家計簿は...", "私の家計簿は...", "My budget ...") and a possessor inside the new value ("I
moved to my wife's hometown", "妻の実家の近くに引っ越しました").

How it is read: the possessor stands at the start of a clause (of the statement or after
a comma), after "my", "our", "the", 私の, うちの, 我, 我的, 我家 at most, and is one of the
words of a person below; its kind (wife, mother, boss...) is what the record must name,
in any of the three languages' words for it.

The person may be the one who does it, too: "兄がタクシーの運転手をやめて、今は路線バスに
乗ってます" (my brother quit driving a taxi) says what the brother does, and "ユーザーはタ
クシーの運転手をしている" still holds. In Japanese the person before が, は or も at the
start of a clause is the subject of that clause and of the clauses its て carries on, one
kanji the rules could neither ask the record about nor count as another subject; a clause
it ends in a reason or a condition ("兄が勧めてくれたので、家計簿を…に変えました": the user
changed them), or a sentence of its own that ends in て after the change ("…に変えました。
妻が勧めてくれて。"), leaves the statement the user's. English and Chinese name the person in a
word the record is asked about ("My brother quit…", 我哥不开出租车了), so a record that
does not say it is judged of another subject already.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.wording import strip_provenance

# Each kind of person, in the words en, zh and ja say it with.
_KINDS: dict[str, tuple[str, ...]] = {
    "spouse": ("wife", "husband", "partner", "spouse", "fiancé", "fiancée", "fiance",
               "fiancee", "boyfriend", "girlfriend", "妻", "夫", "嫁", "旦那", "主人",
               "家内", "奥さん", "彼女", "彼氏", "老婆", "老公", "妻子", "丈夫", "爱人",
               "媳妇", "男朋友", "女朋友", "对象"),
    "mother": ("mum", "mom", "mother", "mama", "母", "母親", "お母さん", "お袋", "妈",
               "妈妈", "老妈", "母亲"),
    "father": ("dad", "father", "papa", "父", "父親", "お父さん", "親父", "爸", "爸爸",
               "老爸", "父亲"),
    "parents": ("parents", "両親", "親", "爸妈", "父母"),
    "child": ("son", "daughter", "kid", "kids", "child", "children", "息子", "娘", "子供",
              "子ども", "儿子", "女儿", "孩子"),
    "sibling": ("brother", "sister", "兄", "姉", "弟", "妹", "哥", "姐", "哥哥", "姐姐",
                "弟弟", "妹妹"),
    "grandparent": ("grandma", "grandmother", "grandpa", "grandfather", "祖母", "祖父",
                    "おばあちゃん", "おじいちゃん", "奶奶", "爷爷", "外婆", "外公", "姥姥",
                    "姥爷"),
    "colleague": ("colleague", "coworker", "co-worker", "teammate", "同僚", "同事"),
    "boss": ("boss", "manager", "上司", "部長", "課長", "领导", "老板"),
    "friend": ("friend", "neighbour", "neighbor", "flatmate", "roommate", "友人",
               "友達", "朋友", "邻居", "室友"),
    "him": ("his", "彼", "他"),
    "her": ("her", "她"),
}
_KIND_OF = {w: kind for kind, words in _KINDS.items() for w in words}


def _alternatives(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_LATIN = [w for w in _KIND_OF if w.isascii()]
_CJK = [w for w in _KIND_OF if not w.isascii()]
_CLAUSE_START = r"(?:^|[.;:!?,、,。;:!?]\s*)"
# "my wife's", "Dad's", "his"; 妻の, うちの母の, 彼の; 我老婆的, 我妈的, 同事的, 他的.
_EN = re.compile(_CLAUSE_START + r"(?:(?:my|our|the)\s+)?(?P<who>"
                 + _alternatives([w for w in _LATIN if w not in ("his", "her")])
                 + r")['’]s?(?![a-z])|" + _CLAUSE_START + r"(?P<pronoun>his|her)\s+[a-z]",
                 re.IGNORECASE)
_CJK_POSSESSOR = re.compile(_CLAUSE_START + r"(?:私の|僕の|俺の|うちの|我的|我家|我们|我)?"
                            f"(?P<who>{_alternatives(_CJK)})(?:の|的)")
# 兄が, 妻は, うちの母も: the person who does it, at the start of a clause that carries on
# to the change (て, 、) rather than giving its reason or condition (ので, から, ため, たら).
_JA_SUBJECT = re.compile(_CLAUSE_START + r"(?:私の|僕の|俺の|うちの)?"
                         f"(?P<who>{_alternatives(_CJK)})(?:が|は|も)"
                         r"(?P<clause>[^、,。.;;!?!?]*)(?P<end>[、,]?)")
_SUBORDINATE = re.compile("(?:ので|から|ため(?:に)?|けど|けれど|のに|[ただ]ら|なら|ば|と)$")
# A sentence of its own ending in て gives a reason after the change ("…に移しました。父が
# 通えなくなって。"): the person is its subject, not the change's.
_TRAILING_REASON = re.compile("[てで]$")
_PERSON_WORD = re.compile(r"(?<![a-z])(?:" + _alternatives(_LATIN) + r")(?![a-z])|"
                          + _alternatives(_CJK), re.IGNORECASE)


def possessors(text: str) -> set[str]:
    """The kinds of person ``text`` says as the possessor a clause starts with, or in
    Japanese as the one who does what the clause says."""
    plain = strip_provenance(text or "").strip()
    found = {_KIND_OF[(m.group("who") or m.group("pronoun")).lower()]
             for m in _EN.finditer(plain)}
    found |= {_KIND_OF[m.group("who")] for m in _CJK_POSSESSOR.finditer(plain)}
    found |= {_KIND_OF[m.group("who")] for m in _JA_SUBJECT.finditer(plain)
              if not _SUBORDINATE.search(m.group("clause").strip())
              and (m.group("end") or not _TRAILING_REASON.search(m.group("clause").strip()))}
    return found


def of_another_person(texts: list[str], description: str) -> bool:
    """Whether ``texts`` are about the thing of a person the record ``description`` does
    not name (see the module docstring)."""
    said = set().union(*(possessors(t) for t in texts)) if texts else set()
    if not said:
        return False
    named = {_KIND_OF[w.lower()] for w in _PERSON_WORD.findall(
        strip_provenance(description or ""))}
    return bool(said - named)


KINDS = _KINDS
KIND_OF = _KIND_OF

__all__ = ["KINDS", "KIND_OF", "of_another_person", "possessors"]
