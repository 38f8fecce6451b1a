"""Search in PostgreSQL over the offline ranker's own tokens, through postings.

PostgreSQL's parsers would cut text their own way (and drop CJK characters they do not
count as letters under a C locale), so nothing here is parsed by PostgreSQL: text is
tokenized in Python by `memdir.providers.ranking.tokenize` (CJK bigrams, light stemming),
and each record is posted under its terms (`postings`): one row of ``memdir_postings``
per term and record, saying whether the name or description holds it or only the body.

A search reads the postings of its query's terms, and only those: each term's document
frequency is the count of its postings, and the candidates are the records of most
evidence, summed over their postings (`Postings`: each term's come as one value, summed
with numpy; a term in the name or description counts its idf whole, in the body only
``BODY_SHARE`` of it, as `evidence` says). Each candidate's
relevance is then computed exactly as the file store computes it
(`memdir.providers.ranking.relevance` of the same evidence from the same frequencies), so a
query's scores, its cut and hence what it recalls are the same on both stores. Records of
equal relevance are ordered by FTS5's BM25 formula computed from the same tokens (`bm25`),
as the file store orders them. Candidates are the rows of most evidence, where the file
store takes BM25's top 20.

**Cost.** The postings are found through the table's primary key (tenant, scope, term):
comparing text is *leakproof*, so PostgreSQL uses that index under row-level security (it
could not use a GIN index for ``@@``, and a search read the terms of every record of its
tenant: 135 ms at 100,000 records, against 42 ms for the file store). A query's cost is
now the postings of its terms, like SQLite FTS5's in the file store: 19 ms against the file
store's 26 ms at p50 on the same 100,000 records (`benchmarks/pg_recall.py`).
"""

from __future__ import annotations

import math
from typing import Any

from memdir.foundation.validity import now_instant
from memdir.providers.ranking import (
    BODY_SHARE,
    BODY_WEIGHT,
    DESCRIPTION_WEIGHT,
    NAME_WEIGHT,
    evidence,
    field_terms,
    finding_terms,
    is_phrase,
    is_weak,
    ordering_terms,
    query_terms,
    query_weights,
    relevance,
)
from memdir.providers.ranking import phrase as _phrase
from memdir.store.base import Hit
from memdir.store.postgres.postings import phrase_range

# A record's row, and its search row (its order, when it holds, and the terms it is
# posted under: the trigger of `search_schema.POSTINGS` writes its postings from them).
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
    "INSERT INTO memdir_search (scope, key, seq, key_terms, body_terms, valid_from,"
    " valid_to, created) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
    " ON CONFLICT (tenant, scope, key) DO UPDATE SET seq = excluded.seq,"
    " key_terms = excluded.key_terms, body_terms = excluded.body_terms,"
    " valid_from = excluded.valid_from, valid_to = excluded.valid_to,"
    " created = excluded.created")

CANDIDATES = 80  # rows of most evidence scored exactly (the file store: BM25's top 20)


def search(conn: Any, scope: str, query: str, limit: int, cut: float,
           as_of: str | None = None) -> list[Hit]:
    """Records of this tenant and scope relevant to ``query`` that hold now (or at
    ``as_of``), best first (see `memdir.store.files.index.SearchIndex.search` for
    evidence, weak terms, the cut and what holds). Frequencies count every record, held
    or not, as the file store's do: a query scores the same on both stores."""
    terms = query_terms(query)
    if limit <= 0 or not terms:
        return []
    found = Postings(conn, scope, terms)
    if found.records <= 0:
        return []
    n, avgdl = found.records, max(found.tokens, 1) / found.records
    df = found.frequencies()
    weight, total = query_weights(terms, n, df)
    if total <= 0:
        return []
    # The terms of the file store's FTS query (the commonest left out while even together
    # they could not lift a record over the cut) and the weak terms it orders by: its BM25
    # over them breaks near-ties.
    present = finding_terms(terms, df, weight, total, cut)
    if not present:
        return []
    order = ordering_terms(terms, df, present)
    hits = []
    for name, name_t, desc_t, body_t in found.candidates(weight, CANDIDATES + 4 * limit,
                                                         as_of):
        matched, mass = evidence(terms, weight, name_t, desc_t, body_t)
        if not any(not is_weak(t) for t in matched):
            continue
        score = relevance(mass / total)
        if score >= cut:
            tiebreak = bm25(order, (name_t, desc_t, body_t), df, n, avgdl)
            hits.append((-round(score, 2), -tiebreak, Hit(name, round(score, 4), tuple(matched))))
    hits.sort(key=lambda h: h[:2])
    return [h[2] for h in hits[:limit]]


class Postings:
    """The postings of a query's terms, read at once (see the module docstring), with the
    scope's counts (records, tokens): for each term, the records holding it and whether
    their name or description does.

    Each term's come as one value (`_POSTED`) that numpy reads whole, never a Python
    object per posting: a common word of a large tenant has tens of thousands of
    postings, and summing them is the search's work, as scoring FTS5's doclists is the
    file store's."""

    def __init__(self, conn: Any, scope: str, terms: list[str]) -> None:
        import numpy as np

        self._np, self._conn, self._scope, self.terms = np, conn, scope, terms
        columns = ["(SELECT records FROM memdir_counts WHERE scope = %s)",
                   "(SELECT tokens FROM memdir_counts WHERE scope = %s)"]
        args: list[Any] = [scope, scope]
        for t in terms:
            if is_phrase(t):
                columns.append(f"(SELECT {_POSTED} FROM memdir_postings WHERE scope = %s"
                               " AND term >= %s AND term < %s)")
                args += [scope, *phrase_range(t)]
            else:
                columns.append(f"(SELECT {_POSTED} FROM memdir_postings WHERE scope = %s"
                               " AND term = %s)")
                args += [scope, t]
        # Binary: the postings arrive as their bytes, not as hex text to decode.
        row = conn.cursor(binary=True).execute(f"SELECT {', '.join(columns)}",
                                               args).fetchone()
        self.records, self.tokens = row[0] or 0, row[1] or 0
        seqs, in_key, term = [], [], []
        for i, (t, packed) in enumerate(zip(terms, row[2:], strict=True)):
            value = np.frombuffer(packed or b"", dtype=">i8").astype(np.int64)
            if is_phrase(t) and len(value):
                # A record holds a phrase wherever one of its postings begins with it;
                # in the name or description if one of those does (sorted last).
                value = np.sort(value)
                value = value[np.append(value[1:] >> 1 != value[:-1] >> 1, True)]
            seqs.append(value >> 1)
            in_key.append((value & 1).astype(bool))
            term.append(np.full(len(value), i, dtype=np.int64))
        self.seq = np.concatenate(seqs)
        self.in_key = np.concatenate(in_key)
        self.term = np.concatenate(term)
        self._counts = [len(x) for x in seqs]

    def frequencies(self) -> dict[str, int]:
        """Each term's document frequency: how many records hold it."""
        return dict(zip(self.terms, self._counts, strict=True))

    def candidates(self, weight: dict[str, float], wanted: int, as_of: str | None
                   ) -> list[tuple[str, str, str, str]]:
        """(name, and the tokens of its three fields) of the ``wanted`` records of most
        evidence that hold a strong term and hold at ``as_of`` (default: now), most
        first, then in the order they were created. Those that do not hold are left out
        after the sum, a further slice of the order read when too many do not."""
        np = self._np
        w = np.array([weight[t] for t in self.terms], dtype=np.float64)
        strong = np.array([not is_weak(t) for t in self.terms], dtype=bool)
        if not len(self.seq):
            return []
        # Grouped by record: each term's postings come in the index's order (by seq), so a
        # stable sort (timsort) merges them as runs.
        by_seq = np.argsort(self.seq, kind="stable")
        seq = self.seq[by_seq]
        first = np.flatnonzero(np.r_[True, seq[1:] != seq[:-1]])
        gain = (w[self.term] * np.where(self.in_key, 1.0, BODY_SHARE))[by_seq]
        mass = np.round(np.add.reduceat(gain, first), 9)
        holds_strong = np.add.reduceat(strong[self.term][by_seq].astype(np.int64), first) > 0
        seqs, mass = seq[first][holds_strong], mass[holds_strong]
        order = seqs[np.lexsort((seqs, -mass))]
        out: list[tuple[str, str, str, str]] = []
        start, step = 0, wanted
        while len(out) < wanted and start < len(order):
            out += self._holding([int(x) for x in order[start:start + step]], as_of)
            start, step = start + step, step * 4
        return out[:wanted]

    def _holding(self, seqs: list[int], as_of: str | None) -> list[tuple[str, str, str, str]]:
        """The records of ``seqs`` that hold at ``as_of`` (default: now), in that order."""
        # What holds: now, by the record's own fields; at a past time, from its creation.
        start = "s.valid_from" if as_of is None else "coalesce(s.valid_from, s.created)"
        at = as_of or now_instant()
        rows = self._conn.execute(
            "SELECT r.seq, r.name, r.name_terms, r.description_terms, r.body_terms"
            " FROM memdir_records r JOIN memdir_search s ON s.tenant = r.tenant"
            " AND s.scope = r.scope AND s.key = r.key WHERE r.scope = %s AND r.seq = ANY(%s)"
            f" AND (s.valid_to IS NULL OR s.valid_to > %s) AND ({start} IS NULL"
            f" OR {start} <= %s)", (self._scope, seqs, at, at)).fetchall()
        by_seq = {row[0]: row[1:] for row in rows}
        return [by_seq[s] for s in seqs if s in by_seq]


# A term's postings in one bytea: each a big-endian int64, the record's seq and one bit,
# whether its name or description holds the term.
_POSTED = "string_agg(int8send(seq * 2 + in_key::int), ''::bytea)"


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


__all__ = ["CANDIDATES", "UPSERT_RECORD", "UPSERT_SEARCH", "bm25", "field_terms", "search"]
