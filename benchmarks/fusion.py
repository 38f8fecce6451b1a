"""How the lexical and the dense ranker are fused, chosen by cross-validation.

Three ways to fuse, each replicated here exactly as `memdir.store.files.fused.fused_search`
ranks (`rank_query`: `memdir.store.fusion` itself), from one pool per query: the lexical
ranker's 20 best (any score) and the 20 records of highest cosine.

- **weighted**: ``w * relevance + (1 - w) * similarity``, similarity the cosine rescaled
  between a floor and a ceiling; the records at or above the offline cut, best first.
- **fill**: the same score, and the same cut decides *whether* to answer; when it does,
  the five best by that score, whatever they score (the cut no longer trims the list).
- **rrf**: the same cut decides whether to answer; the answer is ordered by reciprocal
  rank fusion, ``1 / (k + lexical rank) + 1 / (k + similarity rank)``; a lexical rank
  counts only for a hit whose relevance reaches the gate, and the similarity is the
  cosine less ``hub`` times the record's density over its ``hub_k`` nearest records
  (`memdir.store.density`). The decision and the order are apart (the order's settings
  never change whether a prompt is answered), so each decision point is tried with
  each order point (`orders`): every pair is a point of the grid.

**Cross-validation.** The queries are dealt into four folds (query ``i`` into fold
``i % 4``). For each fold, every point of a method's grid is scored on the three other
folds and the best one that keeps unanswerable prompts recalling anything at or under
``max_unanswered`` in every language and no category below the lexical ranker is
applied to the fold (then the highest recall@5, then paraphrase, then the fewest
unanswerable prompts answered; among equals the first point of the grid, whose orders
begin with the plain RRF); the four folds' answers together are the method's
cross-validated result (no query is scored by a point it helped choose). The point chosen
on all the queries is the one to ship.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from memdir.store import fusion as store_fusion
from memdir.store.files.index import DEFAULT_MIN_SCORE
from memdir.store.fusion import Candidate, rank

from .quality import LANGUAGES, outcomes, score

POOL = 20  # fused_search's pool for limit=5
FOLDS = 4
WEIGHTS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)
FLOOR_PERCENTILES = (50, 60, 70, 80, 85, 90, 93, 95, 97, 98)
CEIL_PERCENTILES = (98, 99, 99.5, 99.8, 99.9, 99.97, 100)
RRF_K = (5, 20, 60)
# The order's settings cross-validation chooses among (rrf): each on or off, at the value
# that has a meaning of its own: the relevance a lexical rank needs (0: every hit; 0.5, the
# relevance being a calibrated probability: a hit more likely than not what the query asks
# for), and the hubness correction (0: none; 0.5 over 10 neighbours: CSLS's own).
LEXICAL_GATES = (0.0, 0.5)
HUBS = (0.0, 0.5)
HUB_KS = (10,)
# Every value tried (``orders(wide=True)``, reported beside as ``cv_rrf_wide``): a grid
# this wide chooses constants that fit three folds and not the fourth.
WIDE_GATES = (0.0, 0.3, 0.45, 0.5, 0.6, 0.7)
WIDE_HUBS = (0.0, 0.25, 0.5, 1.0)
WIDE_HUB_KS = (5, 10, 20)
METHODS = ("weighted", "fill", "rrf")


@dataclass(frozen=True)
class Pool:
    """One query's candidates, as `fused_search` gathers them (`memdir.store.fusion`),
    with each candidate's density over ``k`` neighbours for every ``k`` of `WIDE_HUB_KS`
    (``densities[k]``, in the candidates' order; none without vectors)."""

    candidates: list
    lexical_only: bool = False  # an English-only model and a CJK query: weight 1
    densities: dict[int, list[float]] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.candidates]

    @property
    def cosine(self):
        import numpy as np

        return np.array([c.cosine for c in self.candidates])

    def for_point(self, p: dict) -> list:
        """The candidates as `fused_search` gives them for the point ``p``: each with
        its density when the point orders by one."""
        k = store_fusion.neighbours({"method": "rrf", **p})
        if not k or k not in self.densities:
            return self.candidates
        return [replace(c, density=d) for c, d in zip(self.candidates, self.densities[k],
                                                      strict=True)]


def make_pool(lexical: dict[str, float], names: Sequence[str], cos, *,
              lexical_only: bool = False,
              densities: Callable[[list[int], int], list[float]] | None = None) -> Pool:
    """The candidates `fused_search` scores: the lexical pool and the cosine pool.
    ``densities(rows, k)``: the store's densities of those rows of its matrix (``names``
    is its rows' names)."""
    import numpy as np

    top = np.argpartition(-cos, POOL - 1)[:POOL] if len(cos) > POOL else np.arange(len(cos))
    where = {n: i for i, n in enumerate(names)}
    chosen = sorted({names[i] for i in top} | set(lexical))
    found = {}
    if densities is not None:
        rows = [where[n] for n in chosen]
        found = {k: densities(rows, k) for k in WIDE_HUB_KS}
    return Pool([Candidate(n, n, lexical.get(n, 0.0), float(cos[where[n]])) for n in chosen],
                lexical_only, found)


def rank_query(pool: Pool, method: str, p: dict) -> list[str]:
    """What `fused_search` returns for one query under ``method`` with the point ``p``
    (weight, cos_floor, cos_ceil; for rrf, rrf_k and the order's settings):
    `memdir.store.fusion.rank` itself."""
    return [c.name for c, _ in rank(pool.for_point(p), {**p, "method": method}, limit=5,
                                    cut=DEFAULT_MIN_SCORE, lexical_only=pool.lexical_only)]


def grid(method: str, cosines) -> list[dict]:
    """The points tried for ``method``: floors and ceilings at percentiles of this model's
    cosines (each model family has its own range). For rrf these are the decisions, each
    tried with every point of `orders`."""
    import numpy as np

    floors = sorted({round(float(np.percentile(cosines, q)), 3) for q in FLOOR_PERCENTILES})
    ceils = sorted({round(float(np.percentile(cosines, q)), 3) for q in CEIL_PERCENTILES})
    return [{"weight": w, "cos_floor": f, "cos_ceil": c} for w in WEIGHTS
            for f in floors for c in ceils if c > f + 0.01]


def orders(wide: bool = False, plain: bool = False) -> list[dict]:
    """The order's points tried for rrf, the plain RRF (no gate, no correction) first;
    ``wide``: every value tried; ``plain``: the plain RRF only (what was shipped before the
    order had settings)."""
    gates, weights, ks = ((WIDE_GATES, WIDE_HUBS, WIDE_HUB_KS) if wide
                          else ((0.0,), (0.0,), HUB_KS) if plain
                          else (LEXICAL_GATES, HUBS, HUB_KS))
    hubs = [(0.0, 10)] + [(h, k) for h in weights if h > 0 for k in ks]
    return [{"rrf_k": k, "lexical_gate": gate, "hub": hub, "hub_k": hub_k}
            for gate in gates for hub, hub_k in hubs for k in RRF_K]


class _Scores:
    """Each point's answers over the queries as arrays: whether it answered
    (``answered[d, q]``) and the recall@5 of its order (``hit[o, q]``); a point is a pair
    (d, o), every pair for rrf, (p, p) for the others."""

    def __init__(self, queries: Sequence[dict], lexical_rows: Sequence[dict]) -> None:
        import numpy as np

        self.np = np
        self.queries = queries
        cats = sorted({str(q["category"]) for q in queries if q["relevant"]})
        self.cats = {c: np.array([i for i, q in enumerate(queries)
                                  if q["relevant"] and q["category"] == c]) for c in cats}
        self.answerable = np.array([i for i, q in enumerate(queries) if q["relevant"]])
        self.none = {lang: np.array([i for i, q in enumerate(queries)
                                     if not q["relevant"] and q["language"] == lang])
                     for lang in LANGUAGES}
        self.lexical = np.array([r.get("recall_at_5", 0.0) for r in lexical_rows])

    def best(self, answered, hit, product: bool, chosen: Sequence[int],
             max_unanswered: float) -> tuple[int, int, bool]:
        """The best point (d, o) on the queries ``chosen`` and whether it meets the
        constraints (see the module docstring)."""
        np = self.np
        mask = np.zeros(answered.shape[1], dtype=bool)
        mask[list(chosen)] = True

        def mean(idx):
            idx = idx[mask[idx]] if len(idx) else idx
            if not len(idx):
                return None
            a, h = answered[:, idx].astype(float), hit[:, idx]
            return (a @ h.T if product else (a * h).sum(axis=1)) / len(idx)

        worst = np.zeros(len(answered))
        for idx in self.none.values():
            idx = idx[mask[idx]] if len(idx) else idx
            if len(idx):
                worst = np.maximum(worst, answered[:, idx].mean(axis=1))
        recall, para = mean(self.answerable), mean(self.cats.get("paraphrase", np.array([])))
        shape = recall.shape
        fair = np.ones(shape, dtype=bool)
        for idx in self.cats.values():
            got = mean(idx)
            if got is not None:
                fair &= got >= self.lexical[idx[mask[idx]]].mean() - 1e-9
        worst_of = worst[:, None] if product else worst
        ok = (worst_of <= max_unanswered + 1e-9) & fair
        keys = [ok, np.round(recall, 6),
                np.round(para, 6) if para is not None else np.zeros(shape), -worst_of
                * np.ones(shape)]
        alive = np.ones(shape, dtype=bool)
        for key in keys:
            alive &= key == key[alive].max()
        flat = int(np.flatnonzero(alive.ravel())[0])
        d, o = np.unravel_index(flat, shape) if product else (flat, flat)
        return int(d), int(o), bool(ok[d, o] if product else ok[d])


def cross_validate(method: str, points: list[dict], queries: Sequence[dict],
                   pools: dict[str, Pool], lexical_rows: Sequence[dict],
                   max_unanswered: float, order_points: list[dict] | None = None) -> dict:
    """The method's cross-validated rows (in query order), the point chosen per fold, and
    the point chosen on every query (the one to ship). For rrf, ``order_points`` (default
    `orders`) are tried with every point of ``points``."""
    import numpy as np

    product = method == "rrf"
    texts = [str(q["query"]) for q in queries]
    if product:
        opts = order_points if order_points is not None else orders()
        first = {**points[0], "method": "rrf"}
        # Whether each decision answers: some fused score reaches the cut, as `rank` says.
        answered = np.array([[any(v >= DEFAULT_MIN_SCORE and v > 0 for _, v in
                                  store_fusion.scored(pools[t].candidates,
                                                      {**p, "method": "rrf"},
                                                      lexical_only=pools[t].lexical_only))
                              for t in texts] for p in points])
        ranked = [[[c.name for c, _ in store_fusion.rrf(
            store_fusion.scored(pools[t].for_point(o), first,
                                lexical_only=pools[t].lexical_only), o, limit=5)]
            for t in texts] for o in opts]
    else:
        opts = points
        ranked = [[rank_query(pools[t], method, p) for t in texts] for p in points]
        answered = np.array([[bool(names) for names in row] for row in ranked])
    hit = np.array([[score(names, q["relevant"])[0] if q["relevant"] else 0.0
                     for names, q in zip(row, queries, strict=True)] for row in ranked])
    scores = _Scores(queries, lexical_rows)

    def answer(d: int, o: int, i: int) -> list[str]:
        return ranked[o][i] if answered[d, i] else []

    def point(d: int, o: int) -> dict:
        return {**points[d], **opts[o]} if product else dict(points[d])

    out: list[dict | None] = [None] * len(queries)
    per_fold = []
    for fold in range(FOLDS):
        train = [i for i in range(len(queries)) if i % FOLDS != fold]
        d, o, ok = scores.best(answered, hit, product, train, max_unanswered)
        per_fold.append({**point(d, o), "meets_constraints": ok})
        held = list(range(fold, len(queries), FOLDS))
        for i, row in zip(held, outcomes(lambda t, d=d, o=o: answer(d, o, texts.index(t)),
                                         [queries[i] for i in held]), strict=True):
            out[i] = row
    d, o, ok = scores.best(answered, hit, product, range(len(queries)), max_unanswered)
    return {"rows": out, "per_fold": per_fold,
            "points": len(points) * len(opts) if product else len(points),
            "chosen": {**point(d, o), "meets_constraints": ok}}
