"""A wallet's seed phrase in the words of a BIP-39 wordlist, in any of its languages.

A recovery phrase is twelve to twenty-four words from one list of 2048 (English, Chinese,
Japanese, Korean and the rest): whoever has them has the wallet. The lists are BIP-39's
own, as the reference implementation ships them (the ``mnemonic`` package, SatoshiLabs');
a phrase is known by a run of twelve or more words of one list, each set apart by a space
(Chinese words are one character each, Japanese ones kana: run together they are any
sentence), after the phrase's name (`secret_named`'s "recovery phrase", 助记词,
復元フレーズ...) with a few words between ("recovery phrase, in order: …", "復元フレーズ
（日本語）を控えておいてください: …"). Twelve words of a list with no name before them are
left alone: a list of twelve fruits is not a wallet.

After the name, twelve Han characters or more, each alone between spaces (or 、, ，) and
eight or more of them distinct, are a phrase too, whether or not each is in the list
("冷钱包的助记词按顺序是：泳 谋 趋 栏 …"): no sentence is written so, and a person copying
a phrase may write a character the list spells otherwise, as English words after the name
are read by their shape (`secret_named`); so are twelve words of kana or more, each set
apart by a space ("ウォレットの復元ワード: あいこくしん あおぞら いきおい …").

The lists are read on first use only, and only when a phrase's name is in the text.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from memdir.foundation import lazy_re as re

# How far after the name the words may start, and how far they may run (24 words of at
# most 8 letters, or 24 of up to 6 kana, with their spaces).
_REACH_BEFORE, _REACH_WORDS = 120, 260
_PHRASE_LENGTH, _DISTINCT = 12, 8
_SEPARATOR = re.compile(r"[\s,，、]+")


@lru_cache(maxsize=1)
def _wordlists() -> tuple[frozenset[str], ...]:
    """Every BIP-39 wordlist the reference implementation ships, NFKC-normalized as the
    scan reads text."""
    from mnemonic import Mnemonic

    lists = []
    for language in Mnemonic.list_languages():
        words = Mnemonic(language).wordlist
        lists.append(frozenset(unicodedata.normalize("NFKC", w) for w in words))
    return tuple(lists)


def _numbered(word: str) -> str:
    """A word without the number a list puts before it ("1.april", "12)enforce")."""
    return re.sub(r"^\d{1,2}[.)]", "", word)


# Single Han characters, each set apart: a run of twelve to twenty-four.
_HAN_RUN = re.compile(r"(?<![\u3400-\u9fff])[\u3400-\u9fff](?:[ \t、，,]{1,3}[\u3400-\u9fff]"
                      r"(?![\u3400-\u9fff])){11,23}")


# Words of kana, each set apart by a space (a Japanese list's, as the English words are read
# by their shape): a run of twelve to twenty-four, two to eight kana each.
_KANA = r"[\u3040-\u309f\u30fc]{2,8}"
_KANA_RUN = re.compile(r"(?<![\u3040-\u30ff])" + _KANA
                       + r"(?:[ \t\u3000、]{1,3}" + _KANA + r"(?![\u3040-\u30ff])){11,23}")


def _han_phrase(window: str) -> bool:
    for m in _KANA_RUN.finditer(window):
        if m.start() > _REACH_BEFORE:
            break
        if len(set(re.split(r"[ \t\u3000、]+", m.group(0)))) >= _DISTINCT:
            return True
    for m in _HAN_RUN.finditer(window):
        if m.start() > _REACH_BEFORE:
            return False
        if len(set(re.findall(r"[\u3400-\u9fff]", m.group(0)))) >= _DISTINCT:
            return True
    return False


def seed_words_after(text: str, start: int) -> bool:
    """Whether twelve or more words of one BIP-39 wordlist, each set apart by a space, or
    twelve single Han characters or more, begin within a short reach after ``start`` (the
    end of a seed phrase's name)."""
    window = text[start:start + _REACH_BEFORE + _REACH_WORDS]
    if _han_phrase(window):
        return True
    tokens = [(m.start(), _numbered(m.group(0).casefold()))
              for m in re.finditer(r"[^\s,，、:：;；()（）\[\]「」\"'.。]+", window)]
    tokens = [(at, w) for at, w in tokens if w]
    for wordlist in _wordlists():
        run: list[str] = []
        for at, word in tokens:
            if word in wordlist:
                if not run and at > _REACH_BEFORE:
                    break
                run.append(word)
                # A wallet's words are many and mostly distinct ("abandon" twelve times is
                # BIP-39's own test vector, shown in its documentation).
                if len(run) >= _PHRASE_LENGTH and len(set(run)) >= _DISTINCT:
                    return True
            else:
                run = []
    return False


__all__ = ["seed_words_after"]
