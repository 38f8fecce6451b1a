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

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memdir.store.index import DEFAULT_MIN_SCORE

from .quality import outcomes, summary

POOL = 20  # fused_search's pool for limit=5
FOLDS = 4
WEIGHTS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
FLOOR_PERCENTILES = (50, 70, 80, 90, 95, 97)
CEIL_PERCENTILES = (98, 99, 99.5, 99.8, 99.9, 99.97)
RRF_K = (5, 20, 60)
METHODS = ("weighted", "fill", "rrf")


@dataclass(frozen=True)
class Pool:
    """One query's candidates: names, lexical relevance (0 where the lexical ranker did
    not find it), cosine, and each one's lexical and cosine rank (1-based; the lexical
    rank of a record it did not find is past the end)."""

    names: list[str]
    lexical: object  # numpy arrays
    cosine: object
    lex_rank: object
    cos_rank: object
    lexical_only: bool = False  # an English-only model and a CJK query: weight 1


def make_pool(lexical: dict[str, float], names: Sequence[str], cos, *,
              lexical_only: bool = False) -> Pool:
    """The candidates `fused_search` scores: the lexical pool and the cosine pool."""
    import numpy as np

    top = np.argpartition(-cos, POOL - 1)[:POOL] if len(cos) > POOL else np.arange(len(cos))
    where = {n: i for i, n in enumerate(names)}
    chosen = sorted({names[i] for i in top} | set(lexical))
    lex = np.array([lexical.get(n, 0.0) for n in chosen])
    cosine = np.array([float(cos[where[n]]) for n in chosen])
    lex_order = sorted(range(len(chosen)), key=lambda i: (-lex[i], chosen[i]))
    lex_rank = np.empty(len(chosen))
    lex_rank[lex_order] = np.arange(1, len(chosen) + 1)
    lex_rank[lex == 0] = len(chosen) + 1
    cos_rank = np.empty(len(chosen))
    cos_rank[np.argsort(-cosine, kind="stable")] = np.arange(1, len(chosen) + 1)
    return Pool(chosen, lex, cosine, lex_rank, cos_rank, lexical_only)


def rank_query(pool: Pool, method: str, p: dict) -> list[str]:
    """What `fused_search` returns for one query under ``method`` with the point ``p``
    (weight, cos_floor, cos_ceil, and rrf_k for rrf)."""
    import numpy as np

    w = 1.0 if pool.lexical_only else p["weight"]
    sim = np.clip((pool.cosine - p["cos_floor"]) / (p["cos_ceil"] - p["cos_floor"]), 0, 1)
    score = np.round(w * pool.lexical + (1 - w) * sim, 4)
    passing = (score >= DEFAULT_MIN_SCORE) & (score > 0)
    if method == "weighted":
        keep = [i for i in np.flatnonzero(passing)]
        return [pool.names[i] for i in sorted(keep, key=lambda i: (-score[i],
                                                                   pool.names[i]))[:5]]
    if not passing.any():
        return []
    if method == "fill":
        order = sorted(np.flatnonzero(score > 0), key=lambda i: (-score[i], pool.names[i]))
    else:
        k = p["rrf_k"]
        rrf = 1 / (k + pool.lex_rank) + 1 / (k + pool.cos_rank)
        order = sorted(range(len(pool.names)), key=lambda i: (-rrf[i], pool.names[i]))
    return [pool.names[i] for i in order[:5]]


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


def choose(method: str, points: list[dict], queries: Sequence[dict],
           pools: dict[str, Pool], lexical_rows: Sequence[dict],
           max_unanswered: float) -> tuple[dict, bool]:
    """The best point on ``queries`` and whether it meets the constraints."""
    lexical = summary(lexical_rows)
    best = None
    for p in points:
        rows = outcomes(lambda t, p=p: rank_query(pools[t], method, p), queries)
        key = _key(rows, lexical, max_unanswered)
        if best is None or key > best[0]:
            best = (key, p)
    assert best is not None
    return best[1], best[0][0]


def cross_validate(method: str, points: list[dict], queries: Sequence[dict],
                   pools: dict[str, Pool], lexical_rows: Sequence[dict],
                   max_unanswered: float,
                   progress: Callable[[str], None] | None = None) -> dict:
    """The method's cross-validated rows (in query order), the point chosen per fold, and
    the point chosen on every query (the one to ship)."""
    rows: list[dict | None] = [None] * len(queries)
    per_fold = []
    for fold in range(FOLDS):
        train = [i for i in range(len(queries)) if i % FOLDS != fold]
        point, ok = choose(method, points, [queries[i] for i in train], pools,
                           [lexical_rows[i] for i in train], max_unanswered)
        per_fold.append({**point, "meets_constraints": ok})
        test = [i for i in range(len(queries)) if i % FOLDS == fold]
        for i, row in zip(test, outcomes(lambda t, p=point: rank_query(pools[t], method, p),
                                         [queries[i] for i in test]), strict=True):
            rows[i] = row
        if progress:
            progress(f"{method} fold {fold}: {point}")
    final, ok = choose(method, points, queries, pools, lexical_rows, max_unanswered)
    return {"rows": rows, "per_fold": per_fold, "chosen": {**final, "meets_constraints": ok}}
