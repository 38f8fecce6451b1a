"""English words to their stems, as the offline ranker indexes and asks for them.

Porter's steps 1a-1c and 5a with Porter2's guards for short words (`stem`): plurals,
-ed/-ing, a final -y or -e, so that "tests", "tested" and "testing" are one term and no
short word becomes another common word ("one" stays "one", never "on"); and an irregular
verb's past and participle as the verb ("bought" -> "buy", "paid" -> "pay").
"""

from __future__ import annotations

from functools import lru_cache


def _cons(w: str, i: int) -> bool:
    if w[i] in "aeiou":
        return False
    return w[i] != "y" or i == 0 or not _cons(w, i - 1)


def _measure(w: str) -> int:
    flags = [_cons(w, i) for i in range(len(w))]
    return sum(1 for i in range(1, len(w)) if flags[i] and not flags[i - 1])


def _has_vowel(w: str) -> bool:
    return any(not _cons(w, i) for i in range(len(w)))


def _cvc(w: str) -> bool:
    n = len(w)
    return (n >= 3 and _cons(w, n - 3) and not _cons(w, n - 2) and _cons(w, n - 1)
            and w[-1] not in "wxy")


def _short(w: str) -> bool:
    """Whether ``w`` ends in a short syllable: consonant-vowel-consonant, or a vowel that
    begins the word and a consonant ("on", "us", "ag"): a final -e after one stays."""
    return _cvc(w) or (len(w) == 2 and not _cons(w, 0) and _cons(w, 1))


# Words whose -s is no plural's (Porter2's invariants): "news" is not "new"; and words of
# an acronym's plural shape ("gpus": see `stem`) that are words of their own: "plus".
_NOT_PLURAL = frozenset("news atlas bias cosmos plus thus onus opus anus".split())


# The past and the participle of irregular verbs, as their verb: a question asks with the
# verb ("What did Desmond buy?", "When did Rosa pay her share?") where what it asks about
# was told in the past ("I bought one", "I paid my six hundred"). A form that is often a
# noun, an adjective or a name of its own stays itself, as folding it would tie a record
# of the thing to a question about the verb ("when is the break?" is no question about a
# broken build, "Who is Drew?" none about drawing a raffle): the nouns and names fed (the
# Fed), met (the Met), lent (Lent), drew (Drew), sung (Sung), rung, stole, saw, left, felt,
# found, ground, rose, fell, lay, bore, bit, shot, lit, wound, read, won, led (LED), sat
# (Sat); the adjectives broke, broken, bent, burnt, drunk, driven (data-driven), blown,
# frozen, grown, hidden, lost, spoken, stuck, hung, sunk, sworn, torn, woke, worn. The stop
# words' forms (was, were, had, did, got, done) and those of the verbs of a request
# (`ranking._EN_WEAK`: came, gave, went, knew, made, said, took, told, wrote) stay words of
# their own too, as a match on go or make would carry nothing.
_IRREGULAR = {form: verb for verb, forms in (item.split(":") for item in """
    become:became begin:began,begun bite:bitten blow:blew bring:brought
    build:built buy:bought catch:caught choose:chose,chosen dig:dug draw:drawn
    dream:dreamt drink:drank drive:drove eat:ate,eaten fall:fallen fight:fought flee:fled
    fly:flew,flown forget:forgot,forgotten forgive:forgave,forgiven freeze:froze grow:grew
    hear:heard hide:hid hold:held learn:learnt mean:meant pay:paid ride:rode,ridden
    ring:rang rise:risen run:ran seek:sought sell:sold send:sent shake:shook,shaken
    shine:shone shrink:shrank,shrunk sing:sang sink:sank sleep:slept slide:slid
    spend:spent stand:stood steal:stolen sting:stung strike:struck swear:swore
    swim:swam,swum teach:taught tear:tore throw:threw,thrown understand:understood
    wake:woken wear:wore weep:wept
""".split()) for form in forms.split(",")}


@lru_cache(maxsize=65_536)
def stem(w: str) -> str:
    """Porter steps 1a-1c and 5a: plurals, -ed/-ing, final -y/-e ("tests" -> "test"),
    with Porter2's guards for short words, so that no short word becomes another common
    word: an -s right after the word's only vowel, or in -us, is no plural ("this",
    "has", "bus", "focus"; "prs" and "pdfs" are, and so is an acronym's "gpus"), -ies/-ied
    after one letter is -ie ("ties", "tied" -> "tie"), and an -e after a short syllable
    stays ("one", "use", "age": not "on", "us", "ag"). An irregular verb's past or
    participle is stemmed as its verb ("bought" as "buy": `_IRREGULAR`)."""
    w = _IRREGULAR.get(w, w)
    if len(w) <= 2 or not (w.isascii() and w.isalpha()) or w in _NOT_PLURAL:
        return w
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith(("ies", "ied")):
        w = w[:-1] if len(w) == 4 else w[:-2]
    elif (len(w) == 4 and w.endswith("us") and _cons(w, 1)) or (  # "gpus", "skus", "ecus"
            w.endswith("s") and not w.endswith(("ss", "us")) and (
            _has_vowel(w[:-2]) or _cons(w, len(w) - 2))):  # "prs", "pdfs": a plural
        w = w[:-1]
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suffix in ("ed", "ing"):
            stem = w[: -len(suffix)]
            if w.endswith(suffix) and _has_vowel(stem):
                if stem.endswith(("at", "bl", "iz")):
                    w = stem + "e"
                elif len(stem) > 1 and stem[-1] == stem[-2] and _cons(stem, len(stem) - 1) \
                        and stem[-1] not in "lsz":
                    w = stem[:-1]
                elif _measure(stem) == 1 and _short(stem):
                    w = stem + "e"
                else:
                    w = stem
                break
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    if w.endswith("e"):
        m = _measure(w[:-1])
        if m > 1 or (m == 1 and not _short(w[:-1])):
            w = w[:-1]
    return w
