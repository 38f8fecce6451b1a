"""Scores of ranked answers, their summary per category, and bootstrap intervals.

For one query with relevant records R and the ranked answer A (at most k names):

- **recall@k** = |R ∩ A| / |R|;
- **hit@k** = 1 if any relevant record is in A, else 0;
- **reciprocal rank** = 1 / the rank of the first relevant record in A (0 when none is);
  its mean over queries is the **MRR**.

They are averaged over the *answerable* queries (R not empty), per category and for all
of them (``all``). An *unanswerable* query scores whether anything was recalled at all
(lower is better), per language and for all.

Every mean carries a percentile bootstrap 95% interval: the queries are resampled with
replacement 2,000 times with a fixed seed, so the same run gives the same interval. Two
rankers over the same queries are compared by the paired difference (second - first), its
interval from resampling the queries' differences: a difference whose interval excludes 0
is not the luck of which queries were in the set.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memdir.evaluation.dataset import TOTAL, EvalQuery

RESAMPLES = 2_000
SEED = 0
METRICS = ("recall", "hit", "rr")


@dataclass(frozen=True)
class Scored:
    """One query's answer and its scores (recall, hit, rr are None when unanswerable)."""

    query: EvalQuery
    ranked: tuple[str, ...]
    recall: float | None
    hit: float | None
    rr: float | None

    @property
    def recalled(self) -> float:
        """1.0 when anything was recalled."""
        return 1.0 if self.ranked else 0.0

    def as_json(self) -> dict[str, Any]:
        q = self.query
        out: dict[str, Any] = {"id": q.id, "category": q.category, "language": q.language,
                               "relevant": list(q.relevant), "ranked": list(self.ranked)}
        if q.store:
            out["store"] = q.store
        if q.answerable:
            out.update(recall=self.recall, hit=self.hit, rr=self.rr)
        if q.labels:
            out["labels"] = dict(q.labels)
        return out


def score(query: EvalQuery, ranked: Sequence[str], k: int) -> Scored:
    """The scores of one ranked answer, cut at ``k`` (names compared as the data set
    spells them; the runner gives back the stored names)."""
    top = tuple(ranked[:k])
    if not query.answerable:
        return Scored(query, top, None, None, None)
    relevant = set(query.relevant)
    found = sum(1 for name in relevant if name in top)
    rr = next((1 / (i + 1) for i, name in enumerate(top) if name in relevant), 0.0)
    return Scored(query, top, found / len(relevant), 1.0 if found else 0.0, rr)


def bootstrap(columns: Mapping[str, Sequence[float]], *, resamples: int = RESAMPLES,
              seed: int = SEED) -> dict[str, dict[str, float]]:
    """Mean and percentile 95% interval of each column, all resampled with the same draws.

    Columns are paired: position i of every column is query i. The draws are those of
    ``random.Random(seed).randrange(n)``, n per resample, so an interval depends only on
    the values and the seed.
    """
    names = list(columns)
    values = [list(columns[c]) for c in names]
    n = len(values[0]) if values else 0
    if n == 0:
        return {c: {"mean": float("nan"), "low": float("nan"), "high": float("nan")}
                for c in names}
    draw = random.Random(seed).randrange
    means: list[list[float]] = [[] for _ in names]
    for _ in range(resamples):
        picks = [draw(n) for _ in range(n)]
        for column, out in zip(values, means, strict=True):
            out.append(sum(column[i] for i in picks) / n)
    low, high = int(0.025 * resamples), int(0.975 * resamples) - 1
    result = {}
    for name, column, out in zip(names, values, means, strict=True):
        out.sort()
        result[name] = {"mean": statistics.fmean(column), "low": out[low], "high": out[high]}
    return result


def _groups(rows: Sequence[Scored], key: Callable[[Scored], str]) -> list[tuple[str, list[int]]]:
    """Positions of rows per group (sorted by name), then every row as ``all``."""
    per: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        per.setdefault(key(row), []).append(i)
    return [*sorted(per.items()), (TOTAL, list(range(len(rows))))]


def summarize(rows: Sequence[Scored], *, resamples: int = RESAMPLES) -> dict[str, Any]:
    """Per category (answerable queries) and per language (unanswerable ones), with
    intervals; see the module docstring."""
    answerable = [r for r in rows if r.query.answerable]
    unanswerable = [r for r in rows if not r.query.answerable]
    out: dict[str, Any] = {"answerable": {}, "unanswerable": {}}
    if answerable:
        for group, at in _groups(answerable, lambda r: r.query.category):
            chosen = [answerable[i] for i in at]
            stats = bootstrap({m: [float(getattr(r, m)) for r in chosen] for m in METRICS},
                              resamples=resamples)
            out["answerable"][group] = {
                "queries": len(chosen), **stats,
                "mean_results": statistics.fmean(len(r.ranked) for r in chosen)}
    if unanswerable:
        for group, at in _groups(unanswerable, lambda r: r.query.language or "-"):
            chosen = [unanswerable[i] for i in at]
            stats = bootstrap({"recalled": [r.recalled for r in chosen]}, resamples=resamples)
            out["unanswerable"][group] = {"queries": len(chosen), **stats}
    return out


def differences(first: Sequence[Scored], second: Sequence[Scored], *,
                resamples: int = RESAMPLES) -> dict[str, Any]:
    """second - first, paired by query, per category (recall, hit, rr) and per language
    for unanswerable queries (recalled anything), each with its interval.

    Raises:
        ValueError: the rows are not of the same queries in the same order.
    """
    if [r.query.id for r in first] != [r.query.id for r in second]:
        raise ValueError("differences need the same queries in the same order")
    pairs = list(zip(first, second, strict=True))
    out: dict[str, Any] = {"answerable": {}, "unanswerable": {}}
    answerable = [(a, b) for a, b in pairs if a.query.answerable]
    unanswerable = [(a, b) for a, b in pairs if not a.query.answerable]

    def diff(chosen: Iterable[tuple[Scored, Scored]], metrics: Sequence[str]
             ) -> dict[str, dict[str, float]]:
        listed = list(chosen)
        return bootstrap({m: [float(getattr(b, m)) - float(getattr(a, m)) for a, b in listed]
                          for m in metrics}, resamples=resamples)

    if answerable:
        for group, at in _groups([a for a, _ in answerable], lambda r: r.query.category):
            out["answerable"][group] = {"queries": len(at),
                                        **diff((answerable[i] for i in at), METRICS)}
    if unanswerable:
        for group, at in _groups([a for a, _ in unanswerable],
                                 lambda r: r.query.language or "-"):
            out["unanswerable"][group] = {"queries": len(at),
                                          **diff((unanswerable[i] for i in at), ("recalled",))}
    return out


__all__ = ["METRICS", "RESAMPLES", "Scored", "bootstrap", "differences", "score", "summarize"]
