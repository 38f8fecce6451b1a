"""Scores, summaries and bootstrap intervals of the evaluation kit."""

from __future__ import annotations

import random
import statistics

import pytest

from memdir.evaluation.dataset import EvalQuery
from memdir.evaluation.metrics import bootstrap, differences, score, summarize


def q(qid: str, relevant: tuple[str, ...] = (), category: str = "c", language: str = "en"
      ) -> EvalQuery:
    return EvalQuery(qid, f"query {qid}", relevant, category, language)


def test_recall_hit_and_reciprocal_rank_of_one_answer():
    two = q("a", ("x", "y"))

    s = score(two, ["z", "x", "w", "v", "u", "y"], k=5)  # y is sixth: cut at k
    assert (s.recall, s.hit, s.rr) == (0.5, 1.0, 0.5)
    assert s.ranked == ("z", "x", "w", "v", "u")
    miss = score(two, ["z"], k=5)
    assert (miss.recall, miss.hit, miss.rr) == (0.0, 0.0, 0.0)
    silent = score(q("b"), [], k=5)
    assert silent.recall is None and silent.recalled == 0.0
    assert score(q("b"), ["x"], k=5).recalled == 1.0


def _reference(new, old, seed=0, resamples=2_000):
    """The paired bootstrap benchmarks/RESULTS.md's intervals were computed with."""
    diffs = [a - b for a, b in zip(new, old, strict=True)]
    rng = random.Random(seed)
    n = len(diffs)
    means = sorted(sum(diffs[rng.randrange(n)] for _ in range(n)) / n
                   for _ in range(resamples))
    return statistics.fmean(diffs), means[int(0.025 * resamples)], \
        means[int(0.975 * resamples) - 1]


def test_bootstrap_gives_the_intervals_the_benchmarks_published():
    rng = random.Random(5)
    new = [rng.choice((0.0, 0.5, 1.0)) for _ in range(57)]
    old = [rng.choice((0.0, 1.0)) for _ in range(57)]
    got = bootstrap({"d": [a - b for a, b in zip(new, old, strict=True)], "other": new})

    assert (got["d"]["mean"], got["d"]["low"], got["d"]["high"]) == _reference(new, old)
    # Every column is resampled with the same draws: the second is the first's alone.
    assert (got["other"]["low"], got["other"]["high"]) == _reference(new, [0.0] * 57)[1:]


def test_summary_per_category_and_language():
    rows = [score(q("a", ("x",), "direct"), ["x"], 5),
            score(q("b", ("x",), "direct"), ["y"], 5),
            score(q("c", ("x",), "paraphrase"), ["y", "x"], 5),
            score(q("d", (), "none", "en"), ["x"], 5),
            score(q("e", (), "none", "zh"), [], 5),
            score(q("f", (), "none", "zh"), [], 5)]
    s = summarize(rows, resamples=200)

    assert list(s["answerable"]) == ["direct", "paraphrase", "all"]
    assert s["answerable"]["direct"]["recall"]["mean"] == 0.5
    assert s["answerable"]["all"]["rr"]["mean"] == pytest.approx((1 + 0 + 0.5) / 3)
    assert s["answerable"]["all"]["queries"] == 3
    assert s["unanswerable"]["en"]["recalled"]["mean"] == 1.0
    assert s["unanswerable"]["zh"]["recalled"]["mean"] == 0.0
    assert s["unanswerable"]["all"]["recalled"]["mean"] == pytest.approx(1 / 3)
    low, high = (s["answerable"]["all"]["recall"][k] for k in ("low", "high"))
    assert 0 <= low <= 2 / 3 <= high <= 1


def test_paired_differences_need_the_same_queries():
    a = [score(q("a", ("x",)), ["x"], 5), score(q("b"), ["x"], 5)]
    b = [score(q("a", ("x",)), [], 5), score(q("b"), [], 5)]
    d = differences(a, b, resamples=100)

    assert d["answerable"]["all"]["recall"]["mean"] == -1.0
    assert d["unanswerable"]["all"]["recalled"]["mean"] == -1.0
    with pytest.raises(ValueError, match="same queries"):
        differences(a, list(reversed(b)))
