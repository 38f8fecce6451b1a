"""Full-text search in PostgreSQL over the offline ranker's own tokens.

PostgreSQL's parsers would cut text their own way (and drop CJK characters they do not
count as letters under a C locale), so nothing here is parsed by PostgreSQL: the text is
tokenized in Python by `memdir.store.index.tokenize` (CJK bigrams, light stemming) and
the tokens go into a ``tsvector`` literal as they are, with positions (so a katakana word
is matched as a phrase of its bigrams, as in the file store) and weights: name ``A``,
description ``B``, body ``D``, ranked 2 : 2 : 1 as the file store's BM25 columns are.

PostgreSQL picks the candidates (``@@`` over a GIN index, ordered by ``ts_rank`` with those
weights); each candidate's relevance is then computed exactly as the file store computes
it (`memdir.store.index.relevance` of the same evidence, from the same document
frequencies), so a query's scores, its cut and hence what it recalls are comparable on
both stores. Only near-ties may order differently (``ts_rank`` is not BM25).
"""

from __future__ import annotations

from ..index import (
    BODY_SHARE,
    BODY_WEIGHT,
    DESCRIPTION_WEIGHT,
    MAX_INDEXED_BODY,
    NAME_WEIGHT,
    SHORT_QUERY_TERMS,
    Hit,
    _bigrams,
    _idf,
    _is_phrase,
    _phrase,
    _share,
    _weak,
    query_terms,
    relevance,
    tokenize,
)

MAX_POSITION = 16_383  # PostgreSQL's: later positions are clamped to it
# ts_rank's weights are {D, C, B, A}, at most 1: body half of name and description.
RANK_WEIGHTS = [BODY_WEIGHT / NAME_WEIGHT, 0.0, DESCRIPTION_WEIGHT / NAME_WEIGHT, 1.0]


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


def _tsquery(term: str) -> str:
    if _is_phrase(term):
        return "(" + " <-> ".join(_quote(b) for b in _bigrams(term)) + ")"
    return _quote(term)


def search(conn, scope: str, query: str, limit: int, cut: float) -> list[Hit]:
    """Records of this tenant and scope relevant to ``query``, best first (see
    `memdir.store.index.SearchIndex.search` for evidence, weak terms and the cut)."""
    terms = query_terms(query)
    if limit <= 0 or not terms:
        return []
    counts = conn.execute(
        "SELECT count(*), " + ", ".join(
            "count(*) FILTER (WHERE terms @@ %s::tsquery)" for _ in terms)
        + " FROM memdir_records WHERE scope = %s",
        [*(_tsquery(t) for t in terms), scope]).fetchone()
    n, df = counts[0], dict(zip(terms, counts[1:], strict=True))
    if n == 0:
        return []
    weight = {t: _idf(n, df[t]) for t in terms}
    effective = sum(_share(t) for t in terms)
    total = (sum(weight[t] * _share(t) for t in terms)
             * min(1.0, SHORT_QUERY_TERMS / effective))
    if total <= 0:
        return []
    # As in the file store: only strong terms find candidates, and the commonest are left
    # out while even all together they could not lift a record over the cut.
    present = sorted((t for t in terms if df[t] and not _weak(t)), key=weight.__getitem__)
    dropped = 0.0
    while present and relevance((dropped + weight[present[0]]) / total) < cut:
        dropped += weight[present.pop(0)]
    if not present:
        return []
    rows = conn.execute(
        "SELECT name, file, name_terms, description_terms, body_terms,"
        " ts_rank(%s::real[], terms, q) AS r"
        " FROM memdir_records, CAST(%s AS tsquery) AS q"
        " WHERE scope = %s AND terms @@ q ORDER BY r DESC, seq LIMIT %s",
        (RANK_WEIGHTS, " | ".join(_tsquery(t) for t in present), scope,
         max(4 * limit, 20))).fetchall()
    hits = []
    for position, (name, file, name_t, desc_t, body_t, _rank) in enumerate(rows):
        matched, mass = _evidence(terms, weight, name_t, desc_t, body_t)
        if not any(not _weak(t) for t in matched):
            continue
        score = relevance(mass / total)
        if score >= cut:
            hits.append((-round(score, 2), position,
                         Hit(name, file, round(score, 4), tuple(matched))))
    hits.sort(key=lambda h: h[:2])
    return [h[2] for h in hits[:limit]]


def _evidence(terms: list[str], weight: dict[str, float], name_t: str, desc_t: str,
              body_t: str) -> tuple[list[str], float]:
    """The query terms a record holds and their idf mass (body-only ones at BODY_SHARE)."""
    key = set(name_t.split()) | set(desc_t.split())
    body: set[str] | None = None
    matched, mass = [], 0.0
    for t in terms:
        if _is_phrase(t):
            ph = f" {_phrase(t)} "
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
