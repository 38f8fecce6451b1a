"""The measurement of offline extraction's learned second opinion (`benchmarks.hearing`)."""

from __future__ import annotations

import pytest

from benchmarks.hearing import tally, train_rows


def _item(lang, label, ok, uncued=-1.0, task_like=-1.0):
    return {"part": "fresh_x", "lang": lang, "label": label, "ok": ok, "uncued": uncued,
            "task_like": task_like}


def test_tally_counts_each_kind_of_noise_apart_and_each_threshold_where_it_applies():
    scored = [_item("en", "fact", False, uncued=0.85), _item("en", "directive", True),
              _item("en", "fact", False, task_like=0.85),  # a request: heard only at 0.95
              _item("en", "temporary", False, uncued=0.9), _item("en", "chitchat", False),
              _item("en", "question", True), _item("zh", "fact", False, uncued=0.5)]
    found = tally(scored, 0.80, 0.95)
    assert found["en/durable"] == {"items": 3, "before": pytest.approx(1 / 3),
                                   "after": pytest.approx(2 / 3)}
    assert found["en/temporary"] == {"items": 1, "before": 0.0, "after": 1.0}
    assert found["en/chitchat"]["after"] == 0.0
    assert found["en/question"] == {"items": 1, "before": 1.0, "after": 1.0}
    assert found["en/noise"] == {"items": 3, "before": pytest.approx(1 / 3),
                                 "after": pytest.approx(2 / 3)}
    assert found["zh/durable"]["after"] == 0.0
    assert found["all/durable"]["items"] == 4
    assert tally(scored, 0.80, 0.80)["en/durable"]["after"] == 1.0


def test_weighing_the_lasting_class_moves_its_probability_and_one_changes_nothing():
    data = [([0, 1], 1), ([1, 2], 0), ([2, 3], 0), ([0, 3], 1), ([1], 0)]
    w, b = train_rows(data, 4, epochs=50)
    same_w, same_b = train_rows(data, 4, epochs=50, positive=1.0)
    assert (w == same_w).all() and b == same_b
    heavier_w, heavier_b = train_rows(data, 4, epochs=50, positive=3.0)
    assert heavier_w[1] + heavier_b > w[1] + b  # a bucket both classes share leans lasting


def test_a_round_is_heard_at_thresholds_chosen_on_the_other_rounds_alone():
    from benchmarks.hearing_variants import calibrated

    def rounds(a_fact, a_noise, b_fact, b_noise):
        return [{**_item("en", "fact", False, uncued=a_fact), "part": "a"},
                {**_item("en", "temporary", False, uncued=a_noise), "part": "a"},
                {**_item("en", "fact", False, uncued=b_fact), "part": "b"},
                {**_item("en", "temporary", False, uncued=b_noise), "part": "b"}]

    shipped = rounds(0.1, 0.1, 0.1, 0.1)  # admits no noise anywhere: nor may a variant
    found = calibrated(rounds(0.62, 0.9, 0.9, 0.58), shipped)
    # round a is heard at b's choice (the highest threshold hearing b's fact, 0.9, not its
    # noise) and b at a's (1.01: a's noise is above its fact): a's noise at 0.9 is admitted
    # and its fact at 0.62 missed, as a round no choice has seen would be
    assert [(part, u) for part, u, _ in found["thresholds"]] == [("a", 0.9), ("b", 1.01)]
    assert found["en/durable"]["after"] == 0.0
    assert found["en/noise"]["after"] == 0.5
