"""Fused search over a file store's index: the lexical ranker's candidates and the records
closest to the query by cosine, answered as `memdir.store.fusion` says (the model's own
method, weight and cosine range from its memdir-model.json, ``Embedder.fusion``). With an
English-only model (`Embedder.multilingual` false) a query in Chinese, Japanese or Korean
is ranked by the offline ranker alone. The answer is `memdir.store.fusion.fused`'s, as on
every store.

Vectors live in the index, one per record and model, re-computed only for records whose
content changed (`memdir.store.files.vectors`). A write through `Memory` embeds its record at
once (`memdir.service.writes`), so a search embeds only the query (once per text: `Embedder`
keeps the last few); records written by hand get theirs at the next search, a few at a
time (`EMBED_BUDGET`), or, in a store whose owner embeds them between searches
(`FileStore.leave_vectors`: the resident process), after the answer; until then the
lexical ranker finds them. A search scores the query against the process's matrix of every
vector, refreshed only when the database changed; the densities an order by ``rrf`` with
a hubness correction needs are the matrix's, computed once per record and kept while they
hold (`memdir.store.density`).
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from typing import TYPE_CHECKING

from memdir.store import fusion
from memdir.store.files.index import DEFAULT_MIN_SCORE, IndexHit, SearchIndex
from memdir.store.files.vectors import closest, sync_vectors
from memdir.store.fusion import EMBED_BUDGET

if TYPE_CHECKING:
    from memdir.providers.semantic import Embedder


def fused_search(index: SearchIndex, query: str, embedder: Embedder, *, limit: int = 5,
                 min_score: float | None = None, weight: float | None = None,
                 any_language: bool = False, as_of: str | None = None) -> list[IndexHit]:
    """Records relevant to a query by the fused ranker, best first; [] when nothing
    reaches the cut (default ``DEFAULT_MIN_SCORE``). ``weight=1`` is the offline ranker;
    ``any_language`` uses the cosine even where the model is English-only (benchmarks).
    Only records that hold now (or at ``as_of``) are found, as `SearchIndex.search`."""
    def lexical(pool: int) -> fusion.Lexical:
        return {h.file: (h.name, h.score, h.matched)
                for h in index.search(query, limit=pool, min_score=0, as_of=as_of)}

    def nearest(text: str, pool: int, also: Set[str],
                neighbours: int) -> Mapping[str, tuple[str, float, float]]:
        if not index.leaves_vectors:  # else the caller embeds them after it answered
            sync_vectors(index, embedder, budget=EMBED_BUDGET)
        scores = closest(index, embedder.name, embedder.embed_query(text), pool, also,
                         neighbours)
        # The nearest vectors come from every record: those that do not hold are left out.
        unheld = scores.keys() - also
        if unheld and index.bounded:
            kept = index.holding(unheld, as_of)
            scores = {f: v for f, v in scores.items() if f in also or f in kept}
        return scores

    cut = DEFAULT_MIN_SCORE if min_score is None else min_score
    return [IndexHit(c.name, c.key, value, c.matched)
            for c, value in fusion.fused(query, embedder, lexical, nearest, limit=limit,
                                         cut=cut, weight=weight, any_language=any_language)]


__all__ = ["EMBED_BUDGET", "fused_search"]
