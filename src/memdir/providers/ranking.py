"""How text becomes terms, and how matched terms become a relevance in [0, 1].

Shared by every store's search, so that a record scores the same in a folder and in a
database. Text is tokenized in Python (see `tokenize`), so documents and queries are cut
the same way whatever the database's own text search does: it only splits on the spaces
put here. A katakana query word is a phrase of its bigrams, so it matches only inside one
katakana run. The database's ranking (BM25, ts_rank) only picks candidates; each then gets
its *evidence* (`evidence`) and a calibrated *relevance* (`relevance`), which is the
``score`` of a hit, the order of the results and the minimum-score cut.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections.abc import Iterator

from memdir.providers import numbers
from memdir.providers.chinese import zh_noise
from memdir.providers.stemmer import stem
from memdir.providers.when import WHEN, WHEN_SHARE, asks_when, says_time

DEFAULT_MIN_SCORE = 0.2
MAX_IDF = math.log(100.0)  # a term in 1% of the records or fewer is as specific as it gets
NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT = 2.0, 2.0, 1.0
BODY_SHARE = BODY_WEIGHT / DESCRIPTION_WEIGHT  # a body-only match is half the evidence
SHORT_QUERY_TERMS = 2.0  # queries longer than this are not expected to be covered whole
MAX_QUERY_TERMS = 64  # the end of a long query is the current request; keep that
MAX_INDEXED_BODY = 50_000  # chars; a memory is short, a pasted log should not bloat the index
MAX_TOKEN = 64

# --------------------------------------------------------------------------- tokenizer
# Scripts of the CJK runs. A run is cut where the script changes before bigrams are made,
# so no bigram straddles kanji and kana ("書いてください" -> 書 | いてください): in Japanese
# a change of script is nearly always a word boundary.
_HAN = "\u3005-\u3007\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_HIRAGANA = "\u3041-\u309f"
_KATAKANA = "\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff"
_HANGUL = "\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3"
_CJK = _HAN + _HIRAGANA + _KATAKANA + _HANGUL
_WORD = re.compile(r"[^\W_]+")  # a letter or digit run (outside CJK runs: see `_runs`)
_DIGIT = re.compile(r"\d")
_IS_KATAKANA = re.compile(f"[{_KATAKANA}]+")
_KANA = re.compile(f"[{_HIRAGANA}{_KATAKANA}]")
# Every script run starts at or above this character: text below it has none.
_FIRST_CJK = min(_CJK[::3])
# (first, last) code points of each range in _CJK ("a-b" triples).
_CJK_RANGES = tuple((ord(_CJK[i]), ord(_CJK[i + 2])) for i in range(0, len(_CJK), 3))


@functools.cache
def _script_runs() -> re.Pattern[str]:
    # Compiled on first use, once: a character class over these ranges makes the regex
    # compiler visit each of their 40,000 code points (several ms per process), which
    # every hook process paid before its first English-only query needed none of it.
    return re.compile(f"([{_HAN}]+)|([{_HIRAGANA}]+)|([{_KATAKANA}]+)|([{_HANGUL}]+)")


def _runs(text: str, cjk: bool | None = None) -> Iterator[tuple[str, str, str, str, str]]:
    """(han, hiragana, katakana, hangul, word) runs of the text, one field set in each:
    the CJK runs cut where the script changes, and the letter or digit runs between them.
    ``cjk``: whether the text may hold a CJK character, when the caller knows."""
    if not (_has_cjk(text) if cjk is None else cjk):
        for word in _WORD.findall(text):
            yield "", "", "", "", word
        return
    pos = 0
    for m in _script_runs().finditer(text):
        for word in _WORD.findall(text, pos, m.start()):
            yield "", "", "", "", word
        han, hira, kata, hangul = m.groups("")
        yield han, hira, kata, hangul, ""
        pos = m.end()
    for word in _WORD.findall(text, pos):
        yield "", "", "", "", word


def _runs_at(text: str, cjk: bool) -> Iterator[tuple[int, tuple[str, str, str, str, str]]]:
    """`_runs`, each with where it ends in the text."""
    if not cjk:
        for w in _WORD.finditer(text):
            yield w.end(), ("", "", "", "", w[0])
        return
    pos = 0
    for m in _script_runs().finditer(text):
        for w in _WORD.finditer(text, pos, m.start()):
            yield w.end(), ("", "", "", "", w[0])
        han, hira, kata, hangul = m.groups("")
        yield m.end(), (han, hira, kata, hangul, "")
        pos = m.end()
    for w in _WORD.finditer(text, pos):
        yield w.end(), ("", "", "", "", w[0])


def _has_cjk(text: str) -> bool:
    return not (text.isascii() or max(text) < _FIRST_CJK)


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return any(first <= code <= last for first, last in _CJK_RANGES)


_EN_STOP = frozenset("""
a about above after again all also am an and any are as at be been before being but by can
could did do does doing done for from get got had has have having he her here hers him his
how i if in into is it its just let lets me might more most must my no nor not of off ok
okay on once only or other our ours out over own please same she should so some such than
thank thanks that the their theirs them then there these they this those through to too
under until up us very was we were what when where which while who whom why will with
would you your yours help hi hello want need near
""".split())
def bigrams(run: str) -> list[str]:
    return [run] if len(run) == 1 else [run[i:i + 2] for i in range(len(run) - 1)]


# Kana written between two kanji of one word (申し込み, 取り扱い, 打ち合わせ, 引っ越し):
# dropped, so each way of writing the word (申込み, 申込, 取扱い, 打合せ) makes the same
# Han run, and its bigrams (申込, 取扱, 打合). The kana a particle is written with (の, に,
# で, を, と, は, が, へ, や, も, か) is a word boundary and stays. A record is indexed
# under the word's lone kanji too (植え付け: 植付, 植, 付), so a query's verb stem (植えた:
# 植) still counts towards it, as it did before the word was joined.
_OKURIGANA = "いきぎしじちひびみりえけげせぜべめれっ"


@functools.cache
def _okurigana() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    # The word pattern starts only where a Han run does, and its runs never give back
    # what they took: tried from every kanji of a long run, and backtracking, it took
    # time quadratic in the run (40,000 kanji with no kana: 40 s).
    return (re.compile(f"[{_OKURIGANA}](?<=[{_HAN}].)(?=[{_HAN}])"),
            re.compile(f"(?<![{_HAN}])[{_HAN}]++(?:[{_OKURIGANA}][{_HAN}]++)+"),
            re.compile(f"[{_OKURIGANA}]"))


def _normalized(text: str) -> tuple[str, str, bool]:
    """The text both records and queries are cut from: NFKC, lowercase, Chinese and
    Japanese numbers as digits (`memdir.providers.numbers`) and the kana inside a
    Japanese word dropped; the text before that last step, "" when it holds no CJK
    character; and whether it holds a digit."""
    text = unicodedata.normalize("NFKC", text).lower()
    if not _has_cjk(text):
        if text.isascii():
            return text, "", any(d in text for d in "0123456789")
        return text, "", _DIGIT.search(text) is not None
    text = numbers.numerals(text)
    digits = _DIGIT.search(text) is not None
    if digits:
        text = numbers.counted(text)
    return _okurigana()[0].sub("", text), text, digits


def _joined_kanji(text: str) -> Iterator[str]:
    """The lone kanji of the words whose kana `_normalized` drops (申し込み: 申, 込)."""
    _, word, kana = _okurigana()
    for m in word.finditer(text):
        yield from (piece for piece in kana.split(m[0]) if len(piece) == 1)


def _tokens(text: str, query: bool) -> Iterator[str]:
    text, unjoined, digits = _normalized(text)
    chinese = query and bool(unjoined) and _KANA.search(unjoined) is None
    if unjoined and not query:
        yield from _joined_kanji(unjoined)
    if not digits:  # no number in digits: perhaps none at all
        runs = list(_runs(text, bool(unjoined)))
        if numbers.WORDS.isdisjoint(run[4] for run in runs):  # none: the short way
            for han, hira, kata, hangul, word in runs:
                if not word:
                    yield from _cjk_tokens(han, hira, kata, hangul, query, chinese)
                elif not (len(word) > MAX_TOKEN
                          or (query and (word in _EN_STOP or len(word) == 1))):
                    yield stem(word)
            return
    number = False  # the word before was a number: "20 min" is twenty minutes
    counted = 0  # where the counter after a number ends (3个, 3つ, 3か月: one term)
    for end, (han, hira, kata, hangul, word) in numbers.read(text, _runs_at(text, bool(unjoined))):
        if not word:
            if end > counted:  # else the counter of the number before, and nothing more
                yield from _cjk_tokens(han, hira, kata, hangul, query, chinese,
                                       "1" if number else "")
            number = False
            continue
        unit = numbers.UNITS.get(word) if number else None
        number = word.isdigit()
        if len(word) > MAX_TOKEN:
            continue
        if number and (counter := numbers.counter_at(text, end)):
            counted = end + len(counter)
            if not (query and word == "1" and counter in "个個つ"):  # "a", as 一个 was
                yield word + counter
        elif unit is not None:
            yield unit
        elif query and (word in _EN_STOP or len(word) == 1 and not number):
            continue
        elif word[0].isdigit() and not number and (split := numbers.unit(word)):
            yield from split
        else:
            yield stem(word)


def _cjk_tokens(han: str, hira: str, kata: str, hangul: str, query: bool,
                chinese: bool, before: str = "") -> Iterator[str]:
    """``chinese``: the run is of a query that holds no kana (`memdir.providers.chinese`);
    ``before``: "1" when a number comes right before the run (一个人: 1, 个人住)."""
    if hira:
        # Hiragana runs are particles and inflections (ください, でしょう, には): indexed,
        # but never a query term, so they cannot carry a match on their own.
        if not query:
            yield from bigrams(hira)
    elif kata:
        # A katakana word is a query term whole: it matches a record only where its
        # bigrams stand in a row within one katakana run (see `SearchIndex._search`),
        # so ラーメン does not match エラーメッセージ through ラー and ーメ.
        if not query:
            yield from bigrams(kata)
        elif len(kata) > 1:
            yield kata[:MAX_TOKEN]
    else:
        run = han or hangul
        if len(run) == 1:
            if not (chinese and han and zh_noise(run)):
                yield run
            return
        for i, pair in enumerate(bigrams(run)):
            if not (chinese and han and zh_noise(pair, run[i - 1] if i else before)):
                yield pair


# Weak query terms: words of the request itself (write, explain, 推荐), everyday words and
# bare numbers, the units a question asks a time in (what date, which month: the turn that
# answers says "the 15th of July", not "date"), plus a lone kanji (使, 方, 作: verb stems
# once a Japanese run is cut at kana) unless a Japanese query writes it as a word of its
# own (`kanji_words`: 父に, 彩の). They count towards a record that matches a content
# term too, but never carry a match on their own:
# "write a haiku about autumn leaves" shares only "write" with "Write SQL keywords in
# uppercase" and recalls nothing.
_EN_WEAK = frozenset(stem(w) for w in """
write give explain tell show make take put go come see look find try use work time way
thing name number list year day today tomorrow now right good best new old long first last
next many much little big start read file add know think like say ask call keep tell
describe suggest recommend convert compute calculate translate sort summarize
date month week
""".split())
_CJK_WEAK = frozenset("推荐 解释 介绍 告诉 今天 明天 昨天 时间 好看 好吃 比较 直接 一次".split())


class KanjiWord(str):
    """A lone kanji a Japanese query writes as a word (`kanji_words`): a strong term."""

    __slots__ = ()


class AspectPair(str):
    """A Chinese query's verb with its aspect 了 (卖了, 吃了, 到了): a weak term. It counts
    towards the record telling what the question asks (帆布袋卖了多少？ and 帆布袋昨天一共
    卖了八十个), but a one-character verb with 了 is no content word, and small talk
    (你吃了吗？, 到了吗？, 我忘了, 完了完了, 迟到了，抱歉) recalls nothing by it."""

    __slots__ = ()


# What follows a lone kanji that is a word of its own in a Japanese query, not the stem of
# a verb or adjective written with kana after it (見つけた, 来た, 伝えて, 高い, 分からない):
# a particle (父に, 彩の, 家は, 膝が, 蓋を), a word ending or copula (式まで, 家から,
# 家です, 彩さん, 森くん), anything that is not hiragana (夜、, 猫？, 窯 the end) or nothing.
# The kanji of the everyday words `_EN_WEAK` and `_EN_STOP` hold (day, month, year, time,
# now, next, new, way, thing, name, week, number, before, after; 気 of 気をつける) and the
# question words 何 and 誰 stay weak. So do the kanji a lone one of which before の, は or
# に is a function word or a prefix, as the English stop words and Chinese 我, 你, 他 are:
# pronouns (私の, 彼は, 他に, 皆で), prefixes and ordinals (約10分, 全テスト, 各チーム,
# 第3回, 毎 written apart), places relative to another (上に, 中の, 先に) and formal
# nouns (為に, 所で, 様に). A prefix that is also a noun alone stays a word: 本 of 本日
# stands in a run of kanji, and a lone 本 before a particle is a book (本に付けるおまけ).
_WORD_AFTER = re.compile("[のはをへもがにでとや]|さん|ちゃん|くん|さま|まで|より|から(?![なず])"
                         "|だけ|です|[^\u3041-\u309f]")
_EVERYDAY_KANJI = frozenset("日月年時今次新方物事名週数前後気何誰"
                            "私僕俺我己自彼君貴皆他某此其"
                            "全約各再第毎先中上下内間半両諸総旧元現非不無未超最初同当"
                            "為所訳筈様等")


@functools.cache
def _lone_kanji() -> re.Pattern[str]:
    return re.compile(f"(?<![{_HAN}])[{_HAN}](?![{_HAN}])")


def kanji_words(text: str) -> frozenset[str]:
    """The lone kanji a Japanese text (``text`` as `_normalized` gives it) writes as
    words: a one-kanji name or noun (彩, 父, 家, 膝, 式) a record holds as it is. A
    Chinese text (no kana) has none: its lone characters are left between others."""
    if _KANA.search(text) is None:
        return frozenset()
    words = set()
    for m in _lone_kanji().finditer(text):
        if m[0] not in _EVERYDAY_KANJI and (m.end() == len(text)
                                            or _WORD_AFTER.match(text, m.end())):
            words.add(m[0])
    return frozenset(words)


def is_weak(term: str) -> bool:
    # A lone kanji a Japanese query writes as a word (`KanjiWord`) is not weak; a Chinese
    # verb with its aspect 了 (`AspectPair`) is.
    if isinstance(term, KanjiWord):
        return False
    if isinstance(term, AspectPair):
        return True
    # A bare number (30, 2018) is weak too: ports, versions and durations are everywhere;
    # and one of anything (1个, 1つ, 1次: 一个 is "a"). `WHEN` (the query asks when) is no
    # word at all.
    return (term == WHEN or term in _EN_WEAK or term in _CJK_WEAK or term.isdigit()
            or (len(term) == 1 and _is_cjk(term))
            or (term[:1] == "1" and len(term) > 1 and _is_cjk(term[1])))


_HIRAGANA_ONLY = re.compile(f"[{_HIRAGANA}]+")


def is_query_token(token: str) -> bool:
    """False for an index token that no query term can equal (`query_terms` drops it
    whatever the query): hiragana. Every Han token can be one: a Chinese query drops a
    pair holding a function character, a Japanese one keeps it. An index that only
    answers queries may leave the others out."""
    return _HIRAGANA_ONLY.fullmatch(token) is None


def is_phrase(term: str) -> bool:
    """A katakana query word longer than one bigram: matched as a run of its bigrams."""
    return len(term) > 2 and _IS_KATAKANA.fullmatch(term) is not None


def phrase(term: str) -> str:
    """The indexed form of a query term: its bigrams in a row for a katakana word."""
    return " ".join(bigrams(term)) if is_phrase(term) else term


def tokenize(text: str) -> list[str]:
    """Index terms of a text: NFKC + lowercase; CJK runs, cut where the script changes
    (kanji, hiragana, katakana, hangul), as overlapping character bigrams (a lone CJK
    character stays a unigram), the kana inside a Japanese word dropped first (申し込み ->
    申込, and its lone kanji 申, 込 too); other words split on anything that is not a
    letter or digit (so ``prefer-pytest`` -> prefer, pytest) and lightly stemmed; a
    number in words or numerals as its digits, with its counter when one follows (three
    -> 3, 三个 and 3 个 -> 3个: `memdir.providers.numbers`)."""
    return list(_tokens(text, query=False))


def query_terms(query: str) -> list[str]:
    """The informative terms of a query: `tokenize` minus stopwords and hiragana (particles,
    endings), a katakana word as one term, deduplicated, at most
    ``MAX_QUERY_TERMS`` taken from the end (the latest words are the current request),
    a lone kanji a Japanese query writes as a word a `KanjiWord` (`kanji_words`), a
    Chinese query's verb with its aspect 了 an `AspectPair`;
    and `WHEN` last when the query asks when (`memdir.providers.when`)."""
    order: dict[str, None] = {}
    words: frozenset[str] = frozenset()
    chinese = False
    if _has_cjk(query):
        text, unjoined, _ = _normalized(query)
        words = kanji_words(text)
        chinese = _KANA.search(unjoined) is None
    for term in _tokens(query, query=True):
        if term in words:
            term = KanjiWord(term)
        elif chinese and len(term) == 2 and term[1] == "了":
            term = AspectPair(term)
        order.pop(term, None)
        order[term] = None
    terms = list(order)[-MAX_QUERY_TERMS:]
    if terms and asks_when(query):
        terms.append(WHEN)  # see `memdir.providers.when`
    return terms


def share(term: str) -> float:
    # About half of a CJK query's bigrams straddle a word boundary (写测 in "帮我写测试"), so
    # a CJK bigram counts as half a word in what the query asks for. One that a record also
    # holds is nearly always a real word, so it counts whole in what the record matches.
    # A katakana or hiragana term is a whole word (runs are cut at script changes).
    return 0.5 if len(term) == 2 and _is_cjk(term[0]) and not _IS_KATAKANA.match(term) \
        else 1.0


def idf(n: int, df: int) -> float:
    # Lucene's always-positive BM25 idf, a function of the *fraction* of records holding the
    # term. Capped, so that a term no record holds (an unrelated word, or a CJK bigram that
    # straddles two words) does not outweigh real matches more as the store grows.
    df = min(max(df, 1), n)
    return min(MAX_IDF, math.log(1.0 + (n - df + 0.5) / (df + 0.5)))


_CALIBRATION = (-1.795, 3.162)


def features(evidence: float) -> list[float]:
    """What the relevance is a function of (see `relevance`)."""
    return [min(evidence, 2.0)]


def relevance(evidence: float) -> float:
    """The calibrated relevance of a candidate, in [0, 1].

    ``evidence``: the idf mass of the query terms the record holds over what the query
    asks for (see `SearchIndex.search`).
    """
    z = _CALIBRATION[0] + sum(w * x for w, x in zip(
        _CALIBRATION[1:], features(evidence), strict=True))
    return 1.0 / (1.0 + math.exp(-z))


# --------------------------------------------------------------------------- evidence
def query_weights(terms: list[str], n: int, df: dict[str, int]
                  ) -> tuple[dict[str, float], float]:
    """Each term's idf in a store of ``n`` records (``df``: how many hold it), and what
    the query asks for: the sum of ``idf * share`` over its terms, scaled by
    ``SHORT_QUERY_TERMS / effective`` for a long query (which is never covered whole).
    `WHEN` asks for nothing; its weight is ``WHEN_SHARE`` of what the others ask for."""
    asked = [t for t in terms if t != WHEN]
    weight = {t: idf(n, df.get(t, 0)) for t in asked}
    effective = sum(share(t) for t in asked)
    total = (sum(weight[t] * share(t) for t in asked)
             * min(1.0, SHORT_QUERY_TERMS / effective)) if asked else 0.0
    if WHEN in terms:  # asks for nothing; a record saying a time gains a share of it
        weight[WHEN] = WHEN_SHARE * total
    return weight, total


def finding_terms(terms: list[str], df: dict[str, int], weight: dict[str, float],
                  total: float, cut: float) -> list[str]:
    """The terms whose matches are worth looking up: strong ones (see `is_weak`) that some
    record holds, less the commonest while, even all together and with every weak term
    and `WHEN` beside them, they could not lift a record over the cut (they would only
    make the database score most of the store). Weak terms find no record, but add to
    the evidence of one that holds them: "早紀は誰を雇いましたか？" asks for 早紀, a name in
    half the records, and 雇, a lone kanji; a record holding both is over the cut, and
    早紀 must find it."""
    present = sorted((t for t in terms if df.get(t) and not is_weak(t)),
                     key=weight.__getitem__)
    dropped = sum(weight[t] for t in terms if is_weak(t) and (t == WHEN or df.get(t)))
    while present and relevance((dropped + weight[present[0]]) / total) < cut:
        dropped += weight[present.pop(0)]
    return present


def ordering_terms(terms: list[str], df: dict[str, int], present: list[str]) -> list[str]:
    """The terms BM25 orders a query's candidates by, and records of equal relevance:
    the finding terms (`finding_terms`), then the weak terms some record holds. A weak
    term finds no record, but among the many a common strong term finds (a speaker's
    name in half a conversation's turns) it brings forward those that hold it, which
    the database's top candidates would otherwise leave out unscored."""
    return present + [t for t in terms if t != WHEN and is_weak(t) and df.get(t)]


def evidence(terms: list[str], weight: dict[str, float], name_t: str, desc_t: str,
             body_t: str) -> tuple[list[str], float]:
    """The query terms a record holds (its fields as space-separated tokens) and their
    idf mass, a term only its body holds counting ``BODY_SHARE``; `WHEN`'s weight is
    added when its name or description says a time, and `WHEN` is then among the terms
    it matched (no word it holds: the time the question asks for, which the fused
    ranker reads, `memdir.store.fusion.rrf`)."""
    key = set(name_t.split()) | set(desc_t.split())
    body: set[str] | None = None
    matched, mass = [], 0.0
    for t in terms:
        if t == WHEN:  # not a word the record holds, and no match of its own
            if says_time(name_t, desc_t):
                matched.append(t)
                mass += weight[t]
            continue
        if is_phrase(t):
            ph = f" {phrase(t)} "
            if ph in f" {name_t} " or ph in f" {desc_t} ":
                gain = weight[t]
            elif ph in f" {body_t} ":
                gain = weight[t] * BODY_SHARE
            else:
                continue
        elif t in key:
            gain = weight[t]
        else:
            body = set(body_t.split()) if body is None else body
            if t not in body:
                continue
            gain = weight[t] * BODY_SHARE
        matched.append(t)
        mass += gain
    return matched, mass


def field_terms(name: str, description: str, body: str) -> tuple[str, str, str]:
    """The space-separated tokens of each field, as a store indexes them."""
    return (" ".join(tokenize(name)), " ".join(tokenize(description)),
            " ".join(tokenize(body[:MAX_INDEXED_BODY])))
