"""The cross-validated choice of a fusion (benchmarks/fusion.py): every query answered by a
point chosen without it, the constraint on unanswerable prompts kept."""

from __future__ import annotations

import pytest

pytest.importorskip("numpy")

from benchmarks import fusion  # noqa: E402
from benchmarks.quality import outcomes  # noqa: E402
from memdir.store.fusion import Candidate  # noqa: E402


def _queries():
    rows = []
    for i in range(16):
        answerable = i not in (3, 6, 9, 12)  # one unanswerable query in each fold
        rows.append({"category": "paraphrase" if answerable else "none",
                     "query": f"q{i}", "relevant": ["a"] if answerable else [],
                     "language": "en", "set": "original", "split": "design"})
    return rows


def _pools(queries):
    """Answerable queries find "a" at cosine 0.6, unanswerable ones "b" at 0.3."""
    return {q["query"]: fusion.Pool([Candidate("a", "a", 0.0, 0.6 if q["relevant"] else 0.1),
                                     Candidate("b", "b", 0.0, 0.3)]) for q in queries}


def test_every_query_is_answered_by_a_point_chosen_without_it():
    queries = _queries()
    pools = _pools(queries)
    lexical = outcomes(lambda t: [], queries)
    points = [{"weight": 0.0, "cos_floor": f, "cos_ceil": 0.7} for f in (0.1, 0.25, 0.45)]
    found = fusion.cross_validate("fill", points, queries, pools, lexical, 0.07)
    assert len(found["rows"]) == len(queries) and None not in found["rows"]
    assert len(found["per_fold"]) == fusion.FOLDS
    # Only the middle floor answers every answerable query and no unanswerable one.
    assert found["chosen"]["cos_floor"] == 0.25 and found["chosen"]["meets_constraints"]
    assert all(r["recall_at_5"] == 1.0 for r in found["rows"] if r["relevant"])
    assert not any(r["recalled"] for r in found["rows"] if not r["relevant"])


def test_the_replica_is_the_store_s_fusion():
    pool = fusion.Pool([Candidate("a", "a", 0.5, 0.6), Candidate("b", "b", 0.9, None)])
    point = {"weight": 0.5, "cos_floor": 0.2, "cos_ceil": 0.6}
    assert fusion.rank_query(pool, "weighted", point) == ["a", "b"]


def _crowded(queries):
    """Answerable queries: "a" (alone, density 0.2) at cosine 0.55 behind five near copies
    f0..f4 (density 0.9) at 0.6; unanswerable ones: everything at 0.1."""
    pools = {}
    for q in queries:
        top = 0.6 if q["relevant"] else 0.1
        cands = [Candidate("a", "a", 0.0, 0.55 if q["relevant"] else 0.1)]
        cands += [Candidate(f"f{i}", f"f{i}", 0.0, top) for i in range(5)]
        dens = [0.2] + [0.9] * 5
        pools[q["query"]] = fusion.Pool(cands, densities={k: dens for k in fusion.WIDE_HUB_KS})
    return pools


def test_rrf_s_decision_and_order_are_chosen_together_without_the_query():
    queries = _queries()
    pools = _crowded(queries)
    lexical = outcomes(lambda t: [], queries)
    decisions = [{"weight": 0.0, "cos_floor": f, "cos_ceil": 0.4} for f in (0.0, 0.3)]
    found = fusion.cross_validate("rrf", decisions, queries, pools, lexical, 0.07)
    assert found["points"] == len(decisions) * len(fusion.orders())
    chosen = found["chosen"]
    # Only the correction puts "a" in the first five; only the higher floor keeps the
    # unanswerable prompts silent. The plain order (first in the grid) loses.
    assert (chosen["cos_floor"], chosen["hub"]) == (0.3, 0.5) and chosen["meets_constraints"]
    assert all(p["hub"] == 0.5 for p in found["per_fold"])
    assert all(r["recall_at_5"] == 1.0 for r in found["rows"] if r["relevant"])
    assert not any(r["recalled"] for r in found["rows"] if not r["relevant"])
    # Each held-out answer is what the store's own ranking gives for its fold's point.
    for i, (q, row) in enumerate(zip(queries, found["rows"], strict=True)):
        point = found["per_fold"][i % fusion.FOLDS]
        assert row["results"] == len(fusion.rank_query(pools[q["query"]], "rrf", point))


def test_the_replica_orders_with_the_density_of_its_point():
    pool = _crowded(_queries())["q0"]
    plain = {"weight": 0.0, "cos_floor": 0.3, "cos_ceil": 0.7, "rrf_k": 5}
    assert "a" not in fusion.rank_query(pool, "rrf", plain)
    assert fusion.rank_query(pool, "rrf", {**plain, "hub": 0.5, "hub_k": 10})[0] == "a"
