"""How the lexical ranker and the dense ranker are fused into one answer, for every store.

Each candidate has the lexical ranker's calibrated relevance (0 where it did not find it)
and the cosine of its vector with the query's (None where it has no vector). Its fused
score is ``w * relevance + (1 - w) * similarity``, the cosine rescaled to [0, 1] between
the model's ``cos_floor`` (what unrelated texts score) and ``cos_ceil``. The same cut as
the lexical ranker's applies, so that an unrelated prompt still recalls nothing. Three
ways to answer, chosen per model by cross-validation on the quality set
(benchmarks/fusion.py, RESULTS.md), stated in the catalog for a pinned model and in
its memdir-model.json for one the user names:

- ``weighted``: the candidates whose fused score reaches the cut, best first;
- ``fill``: the cut decides *whether* to answer (some candidate reaches it); the answer
  is then the ``limit`` best by fused score, whatever they score: a record the model
  finds a little below the cut is still offered once the prompt is known to be about
  something stored;
- ``rrf``: the same decision; the answer ordered by reciprocal rank fusion,
  ``1 / (k + lexical rank) + 1 / (k + cosine rank)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypedDict

METHODS = ("weighted", "fill", "rrf")


class Settings(TypedDict):
    """A model's fusion: how (one of `METHODS`), its weight, its cosine range, RRF's k."""

    method: str
    weight: float
    cos_floor: float
    cos_ceil: float
    rrf_k: float


# The fusion of a model that states none (memdir-model.json): measured for MiniLM.
DEFAULTS: Settings = {"method": "weighted", "weight": 0.5, "cos_floor": 0.2,
                      "cos_ceil": 0.5, "rrf_k": 60.0}


@dataclass(frozen=True)
class Candidate:
    key: str  # what identifies the record in its store (a file, a key)
    name: str
    lexical: float  # the lexical ranker's relevance, 0 if it did not find the record
    cosine: float | None  # None: the record has no vector for this model
    matched: tuple[str, ...] = ()


def settings(fusion: Mapping[str, Any] | None) -> Settings:
    """A model's fusion settings, the defaults filled in."""
    given = fusion or {}
    out: Settings = {"method": given.get("method", DEFAULTS["method"]),
                     "weight": given.get("weight", DEFAULTS["weight"]),
                     "cos_floor": given.get("cos_floor", DEFAULTS["cos_floor"]),
                     "cos_ceil": given.get("cos_ceil", DEFAULTS["cos_ceil"]),
                     "rrf_k": given.get("rrf_k", DEFAULTS["rrf_k"])}
    if out["method"] not in METHODS:
        out["method"] = "weighted"
    return out


def score(c: Candidate, weight: float, floor: float, ceil: float) -> float:
    if c.cosine is None:
        return round(weight * c.lexical, 4)
    sim = min(1.0, max(0.0, (c.cosine - floor) / (ceil - floor)))
    return round(weight * c.lexical + (1.0 - weight) * sim, 4)


def rank(candidates: Sequence[Candidate], fusion: Mapping[str, Any] | None, *, limit: int,
         cut: float, lexical_only: bool = False) -> list[tuple[Candidate, float]]:
    """The answer: (candidate, fused score) best first, at most ``limit``; [] when no
    candidate reaches ``cut``. ``lexical_only``: the cosine does not count (an
    English-only model and a query in another script)."""
    s = settings(fusion)
    weight = 1.0 if lexical_only else float(s["weight"])
    by_name = sorted(candidates, key=lambda c: c.name)
    scored = [(c, score(c, weight, s["cos_floor"], s["cos_ceil"])) for c in by_name]
    passing = [(c, v) for c, v in scored if v >= cut and v > 0]
    if s["method"] == "weighted" or not passing:
        return sorted(passing, key=lambda cv: (-cv[1], cv[0].name))[:limit]
    if s["method"] == "fill":
        return sorted(((c, v) for c, v in scored if v > 0),
                      key=lambda cv: (-cv[1], cv[0].name))[:limit]
    k = float(s["rrf_k"])
    lex_order = sorted((i for i, (c, _) in enumerate(scored) if c.lexical > 0),
                       key=lambda i: (-scored[i][0].lexical, scored[i][0].name))
    lex_rank = {i: r + 1 for r, i in enumerate(lex_order)}

    def cosine(i: int) -> float:
        cos = scored[i][0].cosine
        return cos if cos is not None else -2.0

    cos_order = sorted(range(len(scored)), key=lambda i: (-cosine(i), i))
    cos_rank = {i: r + 1 for r, i in enumerate(cos_order)}
    past = len(scored) + 1

    def rrf(i: int) -> float:
        return 1 / (k + lex_rank.get(i, past)) + 1 / (k + cos_rank[i])

    order = sorted(range(len(scored)), key=lambda i: (-rrf(i), scored[i][0].name))
    return [scored[i] for i in order[:limit]]
