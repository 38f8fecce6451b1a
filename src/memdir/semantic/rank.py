"""Fused ranking: the offline relevance and the cosine similarity of sentence vectors.

``fused = WEIGHT * relevance + (1 - WEIGHT) * similarity``, where ``relevance`` is the
offline ranker's calibrated score (`IndexHit.score`, 0 for a record it does not find) and
``similarity`` is the cosine rescaled to [0, 1] between ``COS_FLOOR`` (what unrelated
texts score with this model family) and ``COS_CEIL``; a model that states its own
(``Embedder.fusion``, from its memdir-model.json) uses those. With an English-only model
(`Embedder.multilingual` false) a query in Chinese, Japanese or Korean is ranked by the
offline ranker alone. The same cut as the lexical
ranker then applies to the fused score, so an unrelated prompt still recalls nothing.
WEIGHT, COS_FLOOR and COS_CEIL were measured on the quality set
(``python -m benchmarks.semantic``, benchmarks/RESULTS.md).

Vectors live in the index's ``vectors`` table (float32 blobs), one per record and model;
`sync_vectors` embeds only the records without one (new, or whose content changed: the
index deletes a record's vector whenever it re-indexes changed content). A write through
`Memory` embeds its record at once (`memdir.writes`), so a search embeds only the query;
records written by hand get theirs at the next search, a few at a time (`EMBED_BUDGET`).
A search scores the query against one matrix of every vector, loaded once per process and
reloaded only when the database changed.
"""

from __future__ import annotations

import re

from ..errors import MemdirError
from ..store.index import DEFAULT_MIN_SCORE, IndexHit, SearchIndex
from ..store.index_schema import transaction

WEIGHT = 0.5
# Records without a vector a search or a write embeds (newest first): a store that just
# turned the semantic ranker on gets its vectors over its next turns, not in one pause.
EMBED_BUDGET = 16
COS_FLOOR, COS_CEIL = 0.2, 0.5
# Han, kana, hangul: an English-only model maps these to a few unknown pieces, so its
# cosine between two CJK texts is noise (measured: 60% of unanswerable CJK prompts recalled
# something through it). With such a model a CJK query is ranked by the offline ranker.
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")


def similarity(cos: float, floor: float = COS_FLOOR, ceil: float = COS_CEIL) -> float:
    """Cosine rescaled to [0, 1] for the model family."""
    return min(1.0, max(0.0, (cos - floor) / (ceil - floor)))


def fuse(relevance: float, cos: float, weight: float = WEIGHT, floor: float = COS_FLOOR,
         ceil: float = COS_CEIL) -> float:
    return weight * relevance + (1.0 - weight) * similarity(cos, floor, ceil)


def _record_text(rec) -> str:
    return f"{rec.name.replace('-', ' ')}: {rec.description}\n{rec.body}"


def sync_vectors(index: SearchIndex, embedder, budget: int | None = None) -> int:
    """Embed the records that have no vector for this model, newest first; the number
    embedded. ``budget``: at most that many (a search embeds a few and leaves the rest,
    found by the offline ranker meanwhile, to the next ones)."""
    def run() -> int:
        if not index._fresh() or index._count == 0:
            return 0
        db = index._connect()
        # Nothing written since every record had its vector: skip the scan for missing
        # ones (a join over every record, 5 ms at 2,000 records, on each search).
        key = (_version(db), embedder.name)
        if getattr(index, "_vectors_complete", None) == key:
            return 0
        missing = db.execute(
            "SELECT r.id, r.file FROM records r LEFT JOIN vectors v ON v.id = r.id"
            " AND v.model = ? WHERE v.id IS NULL ORDER BY r.updated_at DESC LIMIT ?",
            (embedder.name, -1 if budget is None else budget)).fetchall()
        ids, texts = [], []
        for rowid, file in missing:
            try:
                rec = index.store.read_file(file, cache=False)
            except MemdirError:
                continue  # unreadable now: no vector, found by the offline ranker only
            ids.append(rowid)
            texts.append(_record_text(rec))
        if texts:
            vecs = embedder.embed(texts)
            with transaction(db):
                db.executemany("INSERT OR REPLACE INTO vectors (id, model, vec)"
                               " VALUES (?, ?, ?)", [(i, embedder.name, v.tobytes())
                                                     for i, v in zip(ids, vecs, strict=True)])
        if budget is None or len(missing) < budget:
            index._vectors_complete = (_version(db), embedder.name)
        return len(ids)
    return index._guarded(run)


def _version(db) -> tuple[int, int]:
    """Changes to the database: another process's commits, and this connection's own."""
    return db.execute("PRAGMA data_version").fetchone()[0], db.total_changes


def _matrix(index: SearchIndex, embedder):
    """(names, files, row of each file, matrix) of the stored vectors, cached on the index
    until the database changes (its own writes or another process's)."""
    import numpy as np

    db = index._connect()
    key = (_version(db), embedder.name)
    cached = getattr(index, "_semantic_cache", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    rows = db.execute("SELECT r.name, r.file, v.vec FROM vectors v JOIN records r"
                      " ON r.id = v.id WHERE v.model = ?", (embedder.name,)).fetchall()
    names = [r[0] for r in rows]
    files = [r[1] for r in rows]
    matrix = (np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32)
              .reshape(len(rows), -1) if rows else np.zeros((0, 1), dtype=np.float32))
    value = (names, files, {f: i for i, f in enumerate(files)}, matrix)
    index._semantic_cache = (key, value)
    return value


def fused_search(index: SearchIndex, query: str, embedder, *, limit: int = 5,
                 min_score: float | None = None, weight: float | None = None,
                 any_language: bool = False) -> list[IndexHit]:
    """Records relevant to a query by the fused score, best first; [] when nothing
    reaches the cut (default ``DEFAULT_MIN_SCORE``). ``weight=1`` is the offline ranker;
    ``any_language`` uses the cosine even where the model is English-only (benchmarks)."""
    import numpy as np

    if limit <= 0 or not query.strip():
        return []
    cut = DEFAULT_MIN_SCORE if min_score is None else min_score
    tuned = getattr(embedder, "fusion", {})
    weight = tuned.get("weight", WEIGHT) if weight is None else weight
    floor, ceil = tuned.get("cos_floor", COS_FLOOR), tuned.get("cos_ceil", COS_CEIL)
    if not (any_language or getattr(embedder, "multilingual", True)) and _CJK.search(query):
        weight = 1.0
    pool = max(4 * limit, 20)
    lexical = {h.file: h for h in index.search(query, limit=pool, min_score=0)}
    sync_vectors(index, embedder, budget=EMBED_BUDGET)
    names, files, where, matrix = index._guarded(lambda: _matrix(index, embedder))
    scores: dict[str, tuple[str, float]] = {}
    if len(files):
        cos = matrix @ embedder.embed_query(query)
        # The pool best by cosine (a partial sort: 10,000 records need no full order),
        # and every lexical candidate: the only records the fused score can rank first.
        top = (np.argpartition(-cos, pool - 1)[:pool] if len(files) > pool
               else range(len(files)))
        for i in top:
            scores[files[i]] = (names[i], float(cos[i]))
        for file in lexical.keys() - scores.keys():
            if file in where:
                scores[file] = (names[where[file]], float(cos[where[file]]))
    hits = []
    for file, (name, cos_value) in scores.items():
        lex = lexical.get(file)
        score = fuse(lex.score if lex else 0.0, cos_value, weight, floor, ceil)
        if score >= cut and score > 0:
            hits.append(IndexHit(name, file, round(score, 4), lex.matched if lex else ()))
    for file, lex in lexical.items():  # no vector (unreadable when embedded): offline only
        if file not in scores and weight * lex.score >= cut:
            hits.append(IndexHit(lex.name, file, round(weight * lex.score, 4), lex.matched))
    hits.sort(key=lambda h: (-h.score, h.name))
    return hits[:limit]
