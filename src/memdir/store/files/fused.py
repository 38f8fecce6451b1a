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

Vectors live in the index, one per record and model, re-computed only for records whose
content changed (`memdir.store.files.vectors`). A write through `Memory` embeds its record at
once (`memdir.service.writes`), so a search embeds only the query (once per text: `Embedder`
keeps the last few); records written by hand get theirs at the next search, a few at a
time (`EMBED_BUDGET`). A search scores the query against the process's matrix of every
vector, refreshed only when the database changed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memdir.store.files.index import DEFAULT_MIN_SCORE, IndexHit, SearchIndex
from memdir.store.files.vectors import closest, sync_vectors

if TYPE_CHECKING:
    from memdir.providers.semantic import Embedder

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


def fused_search(index: SearchIndex, query: str, embedder: Embedder, *, limit: int = 5,
                 min_score: float | None = None, weight: float | None = None,
                 any_language: bool = False, as_of: str | None = None) -> list[IndexHit]:
    """Records relevant to a query by the fused score, best first; [] when nothing
    reaches the cut (default ``DEFAULT_MIN_SCORE``). ``weight=1`` is the offline ranker;
    ``any_language`` uses the cosine even where the model is English-only (benchmarks).
    Only records that hold now (or at ``as_of``) are found, as `SearchIndex.search`."""
    if limit <= 0 or not query.strip():
        return []
    cut = DEFAULT_MIN_SCORE if min_score is None else min_score
    tuned = embedder.fusion
    weight = tuned.get("weight", WEIGHT) if weight is None else weight
    floor, ceil = tuned.get("cos_floor", COS_FLOOR), tuned.get("cos_ceil", COS_CEIL)
    if not (any_language or embedder.multilingual) and _CJK.search(query):
        weight = 1.0
    pool = max(4 * limit, 20)
    lexical = {h.file: h for h in index.search(query, limit=pool, min_score=0, as_of=as_of)}
    scores: dict[str, tuple[str, float]] = {}
    if weight < 1.0:  # else the cosine cannot count: the query is not even embedded
        sync_vectors(index, embedder, budget=EMBED_BUDGET)
        scores = closest(index, embedder.name, embedder.embed_query(query), pool,
                         lexical.keys())
        # The nearest vectors come from every record: those that do not hold are left out.
        unheld = scores.keys() - lexical.keys()
        if unheld and index.bounded:
            kept = index.holding(unheld, as_of)
            scores = {f: v for f, v in scores.items() if f in lexical or f in kept}
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
