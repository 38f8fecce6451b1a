"""How the lexical and the dense ranker are fused, chosen by cross-validation.

Three ways to fuse, each replicated here exactly as `memdir.semantic.rank.fused_search`
ranks (`rank_query`), from one pool per query: the lexical ranker's 20 best (any score)
and the 20 records of highest cosine.

- **weighted**: ``w * relevance + (1 - w) * similarity``, similarity the cosine rescaled
  between a floor and a ceiling; the records at or above the offline cut, best first.
- **fill**: the same score, and the same cut decides *whether* to answer; when it does,
  the five best by that score, whatever they score (the cut no longer trims the list).
- **rrf**: the same cut decides whether to answer; the answer is ordered by reciprocal
  rank fusion, ``1 / (k + lexical rank) + 1 / (k + cosine rank)``.

**Cross-validation.** The queries are dealt into four folds (query ``i`` into fold
``i % 4``). For each fold, every point of a method's grid is scored on the three other
folds and the best one that keeps unanswerable prompts recalling anything at or under
``max_unanswered`` in every language and no category below the lexical ranker is
applied to the fold; the four folds' answers together are the method's cross-validated
result (no query is scored by a point it helped choose). The point chosen on all the
queries is the one to ship.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memdir.store.files.index import DEFAULT_MIN_SCORE
from memdir.store.fusion import Candidate, rank

from .quality import outcomes, summary

POOL = 20  # fused_search's pool for limit=5
FOLDS = 4
WEIGHTS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)
FLOOR_PERCENTILES = (50, 60, 70, 80, 85, 90, 93, 95, 97, 98)
CEIL_PERCENTILES = (98, 99, 99.5, 99.8, 99.9, 99.97, 100)
RRF_K = (5, 20, 60)
METHODS = ("weighted", "fill", "rrf")


@dataclass(frozen=True)
class Pool:
    """One query's candidates, as `fused_search` gathers them (`memdir.store.fusion`)."""

    candidates: list
    lexical_only: bool = False  # an English-only model and a CJK query: weight 1

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.candidates]

    @property
    def cosine(self):
        import numpy as np

        return np.array([c.cosine for c in self.candidates])


def make_pool(lexical: dict[str, float], names: Sequence[str], cos, *,
              lexical_only: bool = False) -> Pool:
    """The candidates `fused_search` scores: the lexical pool and the cosine pool."""
    import numpy as np

    top = np.argpartition(-cos, POOL - 1)[:POOL] if len(cos) > POOL else np.arange(len(cos))
    where = {n: i for i, n in enumerate(names)}
    chosen = sorted({names[i] for i in top} | set(lexical))
    return Pool([Candidate(n, n, lexical.get(n, 0.0), float(cos[where[n]])) for n in chosen],
                lexical_only)


def rank_query(pool: Pool, method: str, p: dict) -> list[str]:
    """What `fused_search` returns for one query under ``method`` with the point ``p``
    (weight, cos_floor, cos_ceil, and rrf_k for rrf): `memdir.store.fusion.rank` itself."""
    return [c.name for c, _ in rank(pool.candidates, {**p, "method": method}, limit=5,
                                    cut=DEFAULT_MIN_SCORE, lexical_only=pool.lexical_only)]


def grid(method: str, cosines) -> list[dict]:
    """The points tried for ``method``: floors and ceilings at percentiles of this model's
    cosines (each model family has its own range)."""
    import numpy as np

    floors = sorted({round(float(np.percentile(cosines, q)), 3) for q in FLOOR_PERCENTILES})
    ceils = sorted({round(float(np.percentile(cosines, q)), 3) for q in CEIL_PERCENTILES})
    points = [{"weight": w, "cos_floor": f, "cos_ceil": c} for w in WEIGHTS
              for f in floors for c in ceils if c > f + 0.01]
    if method == "rrf":
        points = [{**p, "rrf_k": k} for p in points for k in RRF_K]
    return points


def _key(rows: list[dict], lexical: dict, max_unanswered: float) -> tuple:
    res = summary(rows)
    worst = max((v for k, v in res.get("none", {}).items()
                 if k.startswith("recalled_anything_")), default=0.0)
    fair = all(res[c]["recall_at_5"] >= lexical[c]["recall_at_5"] - 1e-9
               for c in lexical if c not in ("none", "all") and c in res)
    return (worst <= max_unanswered + 1e-9 and fair, round(res["all"]["recall_at_5"], 6),
            round(res.get("paraphrase", {}).get("recall_at_5", 0), 6), -worst)


def choose(points: list[dict], rows: dict[int, list[dict]], chosen: Sequence[int],
           lexical_rows: Sequence[dict], max_unanswered: float) -> tuple[dict, bool]:
    """The best point on the queries ``chosen`` (indices) and whether it meets the
    constraints; ``rows``: each point's rows for every query."""
    lexical = summary([lexical_rows[i] for i in chosen])
    best = None
    for k, p in enumerate(points):
        key = _key([rows[k][i] for i in chosen], lexical, max_unanswered)
        if best is None or key > best[0]:
            best = (key, p)
    assert best is not None
    return best[1], best[0][0]


def cross_validate(method: str, points: list[dict], queries: Sequence[dict],
                   pools: dict[str, Pool], lexical_rows: Sequence[dict],
                   max_unanswered: float) -> dict:
    """The method's cross-validated rows (in query order), the point chosen per fold, and
    the point chosen on every query (the one to ship). Each point ranks every query
    once; the folds choose among those rows."""
    rows = {k: outcomes(lambda t, p=p: rank_query(pools[t], method, p), queries)
            for k, p in enumerate(points)}
    out: list[dict | None] = [None] * len(queries)
    per_fold = []
    for fold in range(FOLDS):
        train = [i for i in range(len(queries)) if i % FOLDS != fold]
        point, ok = choose(points, rows, train, lexical_rows, max_unanswered)
        per_fold.append({**point, "meets_constraints": ok})
        k = points.index(point)
        for i in range(fold, len(queries), FOLDS):
            out[i] = rows[k][i]
    final, ok = choose(points, rows, range(len(queries)), lexical_rows, max_unanswered)
    return {"rows": out, "per_fold": per_fold, "points": len(points),
            "chosen": {**final, "meets_constraints": ok}}
