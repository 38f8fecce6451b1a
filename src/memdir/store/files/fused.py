"""Fused search over a file store's index: the lexical ranker's candidates and the records
closest to the query by cosine, answered as `memdir.store.fusion` says (the model's own
method, weight and cosine range from its memdir-model.json, ``Embedder.fusion``). With an
English-only model (`Embedder.multilingual` false) a query in Chinese, Japanese or Korean
is ranked by the offline ranker alone.

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

from memdir.store import fusion
from memdir.store.files.index import DEFAULT_MIN_SCORE, IndexHit, SearchIndex
from memdir.store.files.vectors import closest, sync_vectors

if TYPE_CHECKING:
    from memdir.providers.semantic import Embedder

# Records without a vector a search or a write embeds (newest first): a store that just
# turned the semantic ranker on gets its vectors over its next turns, not in one pause.
EMBED_BUDGET = 16
# Han, kana, hangul: an English-only model maps these to a few unknown pieces, so its
# cosine between two CJK texts is noise (measured: 60% of unanswerable CJK prompts recalled
# something through it). With such a model a CJK query is ranked by the offline ranker.
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")


def fused_search(index: SearchIndex, query: str, embedder: Embedder, *, limit: int = 5,
                 min_score: float | None = None, weight: float | None = None,
                 any_language: bool = False, as_of: str | None = None) -> list[IndexHit]:
    """Records relevant to a query by the fused ranker, best first; [] when nothing
    reaches the cut (default ``DEFAULT_MIN_SCORE``). ``weight=1`` is the offline ranker;
    ``any_language`` uses the cosine even where the model is English-only (benchmarks).
    Only records that hold now (or at ``as_of``) are found, as `SearchIndex.search`."""
    if limit <= 0 or not query.strip():
        return []
    cut = DEFAULT_MIN_SCORE if min_score is None else min_score
    tuned = fusion.settings(embedder.fusion)
    if weight is not None:
        tuned["weight"] = weight
    lexical_only = not (any_language or embedder.multilingual) and bool(_CJK.search(query))
    pool = max(4 * limit, 20)
    lexical = {h.file: h for h in index.search(query, limit=pool, min_score=0, as_of=as_of)}
    scores: dict[str, tuple[str, float]] = {}
    if tuned["weight"] < 1.0 and not lexical_only:  # else the query is not even embedded
        sync_vectors(index, embedder, budget=EMBED_BUDGET)
        scores = closest(index, embedder.name, embedder.embed_query(query), pool,
                         lexical.keys())
        # The nearest vectors come from every record: those that do not hold are left out.
        unheld = scores.keys() - lexical.keys()
        if unheld and index.bounded:
            kept = index.holding(unheld, as_of)
            scores = {f: v for f, v in scores.items() if f in lexical or f in kept}
    candidates = [fusion.Candidate(file, name, lexical[file].score if file in lexical
                                   else 0.0, cos, lexical[file].matched
                                   if file in lexical else ())
                  for file, (name, cos) in scores.items()]
    candidates += [fusion.Candidate(file, lex.name, lex.score, None, lex.matched)
                   for file, lex in lexical.items() if file not in scores]
    return [IndexHit(c.name, c.key, value, c.matched)
            for c, value in fusion.rank(candidates, tuned, limit=limit, cut=cut,
                                        lexical_only=lexical_only)]
