"""The offline ranker as it was before abstention (tokenizer and relevance), kept to be
measured against in the same run by `benchmarks.quality`.

A copy, not an import: the tokenizer and the scoring in `memdir.providers.ranking` changed
(script-cut CJK runs, katakana words matched whole, hiragana never a query term, a
calibrated relevance). Its index is an in-memory FTS5 table built the way the old
`SearchIndex` built it; the search is the old `SearchIndex._search`, line for line.
"""

from __future__ import annotations

import math
import re
import sqlite3
import unicodedata
from collections.abc import Iterator, Sequence

from memdir.foundation.record import Record
from memdir.providers.ranking import stem as _stem

DEFAULT_MIN_SCORE = 0.3
MAX_IDF = math.log(100.0)
NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT = 2.0, 2.0, 1.0
BODY_SHARE = BODY_WEIGHT / DESCRIPTION_WEIGHT
SHORT_QUERY_TERMS = 2.0
MAX_QUERY_TERMS = 64
MAX_TOKEN = 64

_CJK = ("\u1100-\u11ff\u3005-\u3007\u3041-\u309f\u30a1-\u30fa\u30fc-\u30ff\u3131-\u318e"
        "\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\U00020000-\U0003134f")
_RUNS = re.compile(f"([{_CJK}]+)|([^\\W_{_CJK}]+)")
_IS_CJK = re.compile(f"[{_CJK}]")

_EN_STOP = frozenset("""
a about above after again all also am an and any are as at be been before being but by can
could did do does doing done for from get got had has have having he her here hers him his
how i if in into is it its just let lets me might more most must my no nor not of off ok
okay on once only or other our ours out over own please same she should so some such than
thank thanks that the their theirs them then there these they this those through to too
under until up us very was we were what when where which while who whom why will with
would you your yours help hi hello want need near
""".split())
# Function characters: a query bigram containing one is mostly a word boundary artefact
# ("帮我写测试" -> 帮我, 我写 are noise; 写测, 测试 are kept).
_CJK_STOP_CHARS = frozenset("的了吗呢吧啊呀么我你您他她它们这那是在把被帮请和与及或也都就个"
                            "はがをにでのともへやかねよ")
_CJK_STOP_PAIRS = frozenset(
    "一下 一些 什么 怎么 怎样 如何 可以 能否 需要 现在 已经 因为 所以 但是 还是 如果 "
    "然后 就是 一个 时候 です ます した して する ください から まで より これ それ あれ "
    "この その こと もの ある いる".split())


def _tokens(text: str, query: bool) -> Iterator[str]:
    text = unicodedata.normalize("NFKC", text).lower()
    for cjk, word in _RUNS.findall(text):
        if word:
            if len(word) > MAX_TOKEN or (query and (word in _EN_STOP or len(word) == 1)):
                continue
            yield _stem(word)
        elif len(cjk) == 1:
            if not (query and cjk in _CJK_STOP_CHARS):
                yield cjk
        else:
            for i in range(len(cjk) - 1):
                pair = cjk[i:i + 2]
                if query and (pair in _CJK_STOP_PAIRS or pair[0] in _CJK_STOP_CHARS
                              or pair[1] in _CJK_STOP_CHARS):
                    continue
                yield pair


def tokenize(text: str) -> list[str]:
    return list(_tokens(text, query=False))


def query_terms(query: str) -> list[str]:
    order: dict[str, None] = {}
    for term in _tokens(query, query=True):
        order.pop(term, None)
        order[term] = None
    return list(order)[-MAX_QUERY_TERMS:]


def _share(term: str) -> float:
    return 0.5 if len(term) == 2 and _IS_CJK.match(term) else 1.0


def _idf(n: int, df: int) -> float:
    df = min(max(df, 1), n)
    return min(MAX_IDF, math.log(1.0 + (n - df + 0.5) / (df + 0.5)))


class BaselineIndex:
    """The old ranker over a list of records, in memory. ``search`` -> [(name, score)]."""

    def __init__(self, records: Sequence[Record]) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE terms USING fts5(name, description, body,"
                        " tokenize='ascii')")
        self.db.execute("CREATE VIRTUAL TABLE terms_df USING fts5vocab(terms, 'row')")
        self.names = {}
        for rowid, rec in enumerate(records, 1):
            self.names[rowid] = rec.name
            self.db.execute("INSERT INTO terms (rowid, name, description, body)"
                            " VALUES (?, ?, ?, ?)",
                            (rowid, " ".join(tokenize(rec.name)),
                             " ".join(tokenize(rec.description)), " ".join(tokenize(rec.body))))
        self.count = len(records)

    def search(self, query: str, limit: int = 5,
               cut: float = DEFAULT_MIN_SCORE) -> list[tuple[str, float]]:
        terms = query_terms(query)
        if limit <= 0 or not terms or self.count == 0:
            return []
        db = self.db
        df: dict[str, int] = {}
        for t in terms:
            row = db.execute("SELECT doc FROM terms_df WHERE term = ?", (t,)).fetchone()
            df[t] = row[0] if row else 0
        weight = {t: _idf(self.count, df.get(t, 0)) for t in terms}
        effective = sum(_share(t) for t in terms)
        total = (sum(weight[t] * _share(t) for t in terms)
                 * min(1.0, SHORT_QUERY_TERMS / effective))
        present = sorted((t for t in terms if df.get(t)), key=weight.__getitem__)
        dropped = 0.0
        while present and total > 0 and (dropped + weight[present[0]]) / total < cut:
            dropped += weight[present.pop(0)]
        if not present:
            return []
        ranked = db.execute(
            "SELECT rowid, bm25(terms, ?, ?, ?) AS r FROM terms WHERE terms MATCH ?"
            " ORDER BY r LIMIT ?",
            (NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT,
             " OR ".join(f'"{t}"' for t in present), max(4 * limit, 20))).fetchall()
        hits = []
        for position, (rowid, _) in enumerate(ranked):
            name_t, desc_t, body_t = db.execute(
                "SELECT name, description, body FROM terms WHERE rowid = ?", (rowid,)).fetchone()
            key = set(name_t.split()) | set(desc_t.split())
            body = set(body_t.split())
            matched, mass = [], 0.0
            for t in terms:
                if t in key:
                    mass += weight[t]
                elif t in body:
                    mass += weight[t] * BODY_SHARE
                else:
                    continue
                matched.append(t)
            score = min(1.0, mass / total) if total > 0 else 0.0
            if matched and score >= cut:
                hits.append((-round(score, 2), position, self.names[rowid], round(score, 4)))
        hits.sort(key=lambda h: h[:2])
        return [(h[2], h[3]) for h in hits[:limit]]
