"""Fit the offline ranker's relevance (`memdir.providers.ranking.relevance`) on the quality set.

For every *design* query of `benchmarks.quality_data` (the held-out quarter is never
used here) the ranker's candidates are listed without any cut, each with its two
features (evidence, best; see `relevance`) and a label: is it a record the query asks
for. A logistic regression of the label on the features, fitted by Newton's method, gives
the constants in `memdir.providers.ranking` (``_CALIBRATION``): the relevance is then the
estimated probability that a candidate is what the query asks for, whatever the store
and the query. The same run prints the reliability (predicted vs observed, by bins).

The cut (``DEFAULT_MIN_SCORE``) is then read off the sweep this prints for the design
split: the one with the highest recall@5 among those where at most 10% of unanswerable
prompts recall anything in each language.

Run: ``python -m benchmarks.calibrate``; paste the printed constants into index.py.

``python -m benchmarks.calibrate --unknown`` is the experiment that kept the fit at the
evidence alone: it adds a feature of the query that both stores know for free (the
document frequency of each query term), refits, and prints the sweep per split:

- ``unknown``: the share (by `share`) of the query's strong terms that no record holds;
- ``unknown_count``: how many such terms (by `share`, at most 4).

An unanswerable prompt that shares one entity with a record ('北京到上海的高铁要多久')
has the same evidence and nearly the same unknown share as a real one-entity question
('给运营加一个只读权限': 0.88 vs 0.86), so no cut on these refuses the first and keeps the
second (benchmarks/RESULTS.md).
"""

from __future__ import annotations

import math
import shutil
import tempfile
from pathlib import Path

from memdir.foundation.record import Record
from memdir.providers.ranking import _CALIBRATION, features, is_weak, query_terms, share
from memdir.store.files.index import DEFAULT_MIN_SCORE, SearchIndex

from . import quality_data
from .common import fill_store


def samples(split: str = "design", rows: list[dict] | None = None,
            queries: list[dict] | None = None) -> list[tuple[list[float], int]]:
    """(features, label) of every candidate of every query of ``split``; the records and
    queries are those of `benchmarks.quality_data` unless ``rows`` and ``queries`` are
    given (of the same shape)."""
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in (rows or quality_data.records())]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-calibrate-"))
    out: list[tuple[list[float], int]] = []
    try:
        store = fill_store(tmp / ".memory", records)
        with SearchIndex(store) as index:
            for q in queries or quality_data.queries():
                if q["split"] != split:
                    continue
                found = index._candidates(query_terms(str(q["query"])), 20, 0.0)
                # The question the cut answers is "does the best candidate answer the
                # query?", so each query contributes its best candidate by evidence.
                for name, _file, _matched, evidence in sorted(
                        found, key=lambda c: -c[3])[:1]:
                    out.append((features(evidence),
                                int(name in q["relevant"])))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def fit(data: list[tuple[list[float], int]], l2: float = 1e-3,
        steps: int = 50) -> list[float]:
    """Logistic regression weights (intercept first) by Newton's method, a little L2."""
    k = len(data[0][0]) + 1
    w = [0.0] * k
    for _ in range(steps):
        grad = [l2 * wi for wi in w]
        hess = [[l2 * (i == j) for j in range(k)] for i in range(k)]
        for x, y in data:
            v = [1.0, *x]
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, v, strict=True))))
            for i in range(k):
                grad[i] += (p - y) * v[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * v[i] * v[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def reliability(data: list[tuple[list[float], int]], w: list[float]) -> list[tuple]:
    """(bin, candidates, mean predicted, observed share relevant) by predicted tenths."""
    bins: dict[int, list[tuple[float, int]]] = {}
    for x, y in data:
        p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, [1.0, *x], strict=True))))
        bins.setdefault(min(int(p * 10), 9), []).append((p, y))
    return [(f"{b / 10:.1f}-{(b + 1) / 10:.1f}", len(v), sum(p for p, _ in v) / len(v),
             sum(y for _, y in v) / len(v)) for b, v in sorted(bins.items())]


def main() -> None:
    design = samples("design")
    w = fit(design)
    print(f"{len(design)} design candidates, {sum(y for _, y in design)} relevant")
    print("_CALIBRATION = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    for split, data in (("design", design), ("held_out", samples("held_out"))):
        print(f"\nreliability, {split}: bin, candidates, predicted, observed")
        for row in reliability(data, w):
            print(f"  {row[0]}  {row[1]:4d}  {row[2]:.2f}  {row[3]:.2f}")
    print("\nthe cut (with the constants in index.py), design split:")
    sweep("design")



def sweep(split: str = "design") -> None:
    """recall@5 and the share of unanswerable queries recalling anything, per cut."""
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-calibrate-"))
    try:
        store = fill_store(tmp / ".memory", records)
        with SearchIndex(store) as index:
            qs = [q for q in quality_data.queries() if q["split"] == split]
            for cut in (0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7):
                rec, none = [], {}
                for q in qs:
                    got = [h.name for h in index.search(str(q["query"]), min_score=cut)]
                    if q["relevant"]:
                        rec.append(sum(n in got for n in q["relevant"]) / len(q["relevant"]))
                    else:
                        none.setdefault(q["language"], []).append(bool(got))
                print(f"cut {cut:.2f}: recall@5 {sum(rec) / len(rec):.3f}  none "
                      + " ".join(f"{k} {sum(v) / len(v):.2f}/{len(v)}"
                                 for k, v in sorted(none.items())))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _unknown_features(terms: list[str], df: dict[str, int]) -> dict[str, float]:
    strong = [t for t in terms if not is_weak(t)]
    unknown = sum(share(t) for t in strong if not df[t])
    return {"unknown": unknown / (sum(share(t) for t in strong) or 1.0),
            "unknown_count": min(unknown, 4.0)}


def _ranked(cands, w: list[float], extra: list[float], cut: float) -> list[str]:
    hits = []
    for position, (name, ev) in enumerate(cands):
        z = sum(a * b for a, b in zip(w, [1.0, min(ev, 2.0), *extra], strict=True))
        if (p := 1 / (1 + math.exp(-z))) >= cut:
            hits.append((-round(p, 2), position, name))
    return [h[2] for h in sorted(hits)[:5]]


def unknown_experiment() -> None:
    """Refit with each query feature of `_unknown_features` and print the sweep."""
    records = [Record(name=r["name"], description=r["description"], type=r["type"],
                      body=r["body"]) for r in quality_data.records()]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-calibrate-"))
    rows = []
    try:
        with SearchIndex(fill_store(tmp / ".memory", records)) as index:
            index._fresh()
            db = index._connect()
            for q in quality_data.queries():
                terms = query_terms(str(q["query"]))
                df = {t: index._df(db, t) for t in terms}
                found = index._candidates(terms, 5, DEFAULT_MIN_SCORE) if terms else []
                rows.append((q, _unknown_features(terms, df), [(c[0], c[3]) for c in found]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for key in ("", "unknown", "unknown_count"):
        design = [([min(c[1], 2.0)] + ([f[key]] if key else []), int(c[0] in q["relevant"]))
                  for q, f, cands in rows if q["split"] == "design" and cands
                  for c in sorted(cands, key=lambda c: -c[1])[:1]]
        w = list(_CALIBRATION) if not key else fit(design)
        print(f"\n{key or 'evidence alone'}: weights " + ", ".join(f"{x:.3f}" for x in w))
        for cut in (0.2, 0.25, 0.3, 0.35, 0.4):
            line = []
            for split in ("design", "held_out"):
                rec, none = [], {}
                for q, f, cands in rows:
                    if q["split"] != split:
                        continue
                    got = _ranked(cands, w, [f[key]] if key else [], cut)
                    if q["relevant"]:
                        rec.append(sum(n in got for n in q["relevant"]) / len(q["relevant"]))
                    else:
                        none.setdefault(q["language"], []).append(bool(got))
                line.append(f"{split} recall@5 {sum(rec) / len(rec):.3f} none " + " ".join(
                    f"{k} {sum(v)}/{len(v)}" for k, v in sorted(none.items())))
            print(f"  cut {cut:.2f}: " + " | ".join(line))


if __name__ == "__main__":
    import sys

    unknown_experiment() if "--unknown" in sys.argv[1:] else main()
