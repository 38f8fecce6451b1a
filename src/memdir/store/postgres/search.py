"""Full-text search in PostgreSQL over the offline ranker's own tokens.

PostgreSQL's parsers would cut text their own way (and drop CJK characters they do not
count as letters under a C locale), so nothing here is parsed by PostgreSQL: the text is
tokenized in Python by `memdir.store.files.index.tokenize` (CJK bigrams, light stemming) and
the tokens go into a ``tsvector`` literal as they are, with positions (so a katakana word
is matched as a phrase of its bigrams, as in the file store) and weights: name ``A``,
description ``B``, body ``D`` (for SQL that wants ``ts_rank``). Evidence weighs a match in
the name or description twice one in the body only, as the file store's does.

PostgreSQL finds the records holding a term (``@@`` over a GIN index) and counts them
(document frequencies); each record's relevance is then computed exactly as the file
store computes it (`memdir.store.files.index.relevance` of the same evidence from the same
frequencies), so a query's scores, its cut and hence what it recalls are comparable on
both stores. Records of equal relevance are ordered by FTS5's BM25 formula computed
from the same tokens (`bm25`), as the file store orders them. Candidates are the rows of
most evidence (computed in SQL, see `_scan`), where the file store takes BM25's top 20.

**Cost.** A search reads the search terms of every row of its tenant and scope once (one
pass computes the frequencies and the candidates; only the few winners' tokens are read
after, by primary key). PostgreSQL applies a policy's condition before any operator that
is not *leakproof*, and ``@@`` is not, so under row-level security no GIN index can serve
it: the terms live in a narrow table of their own (``memdir_search``, the tsvector kept
inline), which a scan reads without touching the records' text or TOAST. In
``memdir_records`` the tsvector sat in TOAST and each ``@@`` of a query fetched it again:
on the same 100,000 records a search read 1,046,000 buffers instead of 15,400, and its
p50 was 394 ms instead of 107 ms.
`benchmarks/pg_recall.py` measures it beside the file store.
"""

from __future__ import annotations

import math
from typing import Any

from memdir.foundation.validity import now_instant
from memdir.providers.ranking import (
    BODY_SHARE,
    BODY_WEIGHT,
    DESCRIPTION_WEIGHT,
    MAX_IDF,
    MAX_INDEXED_BODY,
    NAME_WEIGHT,
    SHORT_QUERY_TERMS,
    query_terms,
    relevance,
    tokenize,
)
from memdir.providers.ranking import bigrams as _bigrams
from memdir.providers.ranking import evidence as _evidence
from memdir.providers.ranking import idf as _idf
from memdir.providers.ranking import is_phrase as _is_phrase
from memdir.providers.ranking import is_weak as _weak
from memdir.providers.ranking import phrase as _phrase
from memdir.providers.ranking import share as _share
from memdir.store.base import Hit

# A record's row, and its search terms (a row of their own: see `schema._SEARCH`).
UPSERT_RECORD = (
    "INSERT INTO memdir_records (scope, key, name, file, text, hash, description, type,"
    " updated_at, name_terms, description_terms, body_terms)"
    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
    " ON CONFLICT (tenant, scope, key) DO UPDATE SET name = excluded.name,"
    " file = excluded.file, text = excluded.text, hash = excluded.hash,"
    " description = excluded.description, type = excluded.type,"
    " updated_at = excluded.updated_at, name_terms = excluded.name_terms,"
    " description_terms = excluded.description_terms, body_terms = excluded.body_terms")
UPSERT_SEARCH = (
    "INSERT INTO memdir_search (scope, key, seq, terms, valid_from, valid_to, created)"
    " VALUES (%s, %s, %s, %s::tsvector, %s, %s, %s)"
    " ON CONFLICT (tenant, scope, key) DO UPDATE SET seq = excluded.seq,"
    " terms = excluded.terms, valid_from = excluded.valid_from,"
    " valid_to = excluded.valid_to, created = excluded.created")

CANDIDATES = 80  # rows of most evidence scored exactly (the file store: BM25's top 20)
MAX_POSITION = 16_383  # PostgreSQL's: later positions are clamped to it


def field_terms(name: str, description: str, body: str) -> tuple[str, str, str]:
    """The space-separated tokens of each field, as the file store indexes them."""
    return (" ".join(tokenize(name)), " ".join(tokenize(description)),
            " ".join(tokenize(body[:MAX_INDEXED_BODY])))


def _quote(token: str) -> str:
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(fields: tuple[str, str, str]) -> str:
    """A ``tsvector`` of the fields' tokens: positions in reading order (a gap between
    fields, so no phrase spans two), weights A (name), B (description), D (body)."""
    positions: dict[str, list[str]] = {}
    at = 0
    for terms, weight in zip(fields, "ABD", strict=True):
        for token in terms.split():
            at += 1
            positions.setdefault(token, []).append(f"{min(at, MAX_POSITION)}{weight}")
        at += 1
    return " ".join(f"{_quote(t)}:{','.join(p[:256])}" for t, p in positions.items())


def _tsquery(term: str, weights: str = "") -> str:
    """A query term as tsquery (a katakana word as the phrase of its bigrams); with
    ``weights``, matching only in those fields (``AB``: name or description)."""
    mark = f":{weights}" if weights else ""
    if _is_phrase(term):
        return "(" + " <-> ".join(_quote(b) + mark for b in _bigrams(term)) + ")"
    return _quote(term) + mark


def search(conn: Any, scope: str, query: str, limit: int, cut: float,
           as_of: str | None = None) -> list[Hit]:
    """Records of this tenant and scope relevant to ``query`` that hold now (or at
    ``as_of``), best first (see `memdir.store.files.index.SearchIndex.search` for
    evidence, weak terms, the cut and what holds). Frequencies count every record, held
    or not, as the file store's do: a query scores the same on both stores."""
    terms = query_terms(query)
    if limit <= 0 or not terms:
        return []
    row = conn.execute("SELECT records, tokens FROM memdir_counts WHERE scope = %s",
                       (scope,)).fetchone()
    if row is None or row[0] <= 0:
        return []
    n, avgdl = row[0], max(row[1], 1) / row[0]
    rows = conn.execute(*_scan(scope, terms, n, CANDIDATES + 4 * limit, as_of)).fetchall()
    if not rows:
        return []
    df = dict(zip(terms, rows[0][6:], strict=True))
    weight = {t: _idf(n, df[t]) for t in terms}
    effective = sum(_share(t) for t in terms)
    total = (sum(weight[t] * _share(t) for t in terms)
             * min(1.0, SHORT_QUERY_TERMS / effective))
    # The terms of the file store's FTS query (the commonest left out while even together
    # they could not lift a record over the cut): its BM25 over them breaks near-ties.
    present = sorted((t for t in terms if df[t] and not _weak(t)), key=weight.__getitem__)
    dropped = 0.0
    while present and relevance((dropped + weight[present[0]]) / total) < cut:
        dropped += weight[present.pop(0)]
    if total <= 0 or not present:
        return []
    hits = []
    for _key, name, _file, name_t, desc_t, body_t, *_ in rows:
        if name is None:
            continue  # the row that only carries the counts
        matched, mass = _evidence(terms, weight, name_t, desc_t, body_t)
        if not any(not _weak(t) for t in matched):
            continue
        score = relevance(mass / total)
        if score >= cut:
            tiebreak = bm25(present, (name_t, desc_t, body_t), df, n, avgdl)
            hits.append((-round(score, 2), -tiebreak, Hit(name, round(score, 4), tuple(matched))))
    hits.sort(key=lambda h: h[:2])
    return [h[2] for h in hits[:limit]]


def _scan(scope: str, terms: list[str], n: int, limit: int,
          as_of: str | None = None) -> tuple[str, list[Any]]:
    """One pass over the rows holding a query term: each term's document frequency, and
    the ``limit`` rows of most evidence (computed in SQL the way `_evidence` does: a
    term in the name or description, weights A and B, counts whole, in the body only
    ``BODY_SHARE``). A first row with no record carries the counts when nothing matches
    a strong term."""
    args: list[Any] = []
    hold, key = [], []
    for t in terms:
        hold.append("terms @@ %s::tsquery")
        key.append("terms @@ %s::tsquery")
        args += [_tsquery(t), _tsquery(t, "AB")]
    matched = ", ".join(f"{h} AS h{i}, {k} AS k{i}"
                        for i, (h, k) in enumerate(zip(hold, key, strict=True)))
    counts = ", ".join(f"count(*) FILTER (WHERE h{i}) AS df{i}" for i in range(len(terms)))
    # idf as in `memdir.store.files.index._idf`, once per query (float8: numeric is slow).
    idf = ", ".join(
        f"least({MAX_IDF!r}::float8, ln(1 + ({n} - least(greatest(df{i}, 1), {n}) + 0.5)"
        f"::float8 / (least(greatest(df{i}, 1), {n}) + 0.5))) AS idf{i}"
        for i in range(len(terms)))
    mass = " + ".join(f"(CASE WHEN k{i} THEN 1.0 WHEN h{i} THEN {BODY_SHARE!r} ELSE 0.0 END)"
                      f"::float8 * idf{i}" for i in range(len(terms)))
    strong = " OR ".join(f"h{i}" for i, t in enumerate(terms) if not _weak(t)) or "false"
    dfs = ", ".join(f"df{i}" for i in range(len(terms)))
    # Only keys and booleans go through the pass; the few winners' tokens are read after,
    # by primary key.
    # What holds: now, by the record's own fields; at a past time, from its creation too.
    start = "valid_from" if as_of is None else "coalesce(valid_from, created)"
    held = f"(valid_to IS NULL OR valid_to > %s) AND ({start} IS NULL OR {start} <= %s)"
    at = as_of or now_instant()
    sql = (f"WITH m AS MATERIALIZED (SELECT key, seq, valid_from, valid_to, created,"
           f" {matched} FROM memdir_search"
           f" WHERE scope = %s AND terms @@ %s::tsquery),"
           f" d AS MATERIALIZED (SELECT {dfs}, {idf} FROM (SELECT {counts} FROM m) c),"
           f" top AS (SELECT key, seq, {mass} AS mass FROM m, d WHERE ({strong}) AND {held}"
           f" ORDER BY mass DESC, seq LIMIT %s)"
           f" (SELECT NULL, NULL, NULL, NULL, NULL, NULL, {dfs} FROM d)"
           f" UNION ALL (SELECT r.key, r.name, r.file, r.name_terms, r.description_terms,"
           f" r.body_terms, {dfs} FROM top JOIN memdir_records r ON r.scope = %s"
           f" AND r.key = top.key, d)")
    return sql, [*args, scope, " | ".join(_tsquery(t) for t in terms), at, at, limit, scope]


def bm25(terms: list[str], fields: tuple[str, str, str], df: dict[str, int], n: int,
         avgdl: float, k1: float = 1.2, b: float = 0.75) -> float:
    """SQLite FTS5's ``bm25()`` with the file store's column weights, from the tokens:
    the order the file store gives records of equal relevance."""
    cols = [f" {f} " for f in fields]
    length = sum(len(f.split()) for f in fields)
    score = 0.0
    for t in terms:
        needle = f" {_phrase(t)} "
        freq = sum(w * c.count(needle) for w, c in zip(
            (NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT), cols, strict=True))
        if not freq:
            continue
        idf = math.log((0.5 + n - df[t]) / (0.5 + df[t]))
        idf = idf if idf > 0 else 1e-6
        score += idf * freq * (k1 + 1) / (freq + k1 * (1 - b + b * length / avgdl))
    return score
