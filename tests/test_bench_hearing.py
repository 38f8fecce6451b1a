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


def test_a_variant_measures_the_shipped_features_and_adds_its_own():
    """The variants build on the model's own features (`learned.feature_names`), so the
    shipped variant is the product and a variant's extras come on top of it."""
    from benchmarks.hearing_variants import Variant, extra_char5, extra_trigrams
    from memdir.pipeline.extract import learned

    shipped, longer = Variant("shipped"), Variant("char 1-5", (extra_char5,))
    trigrams = Variant("word trigrams", (extra_trigrams,))
    for text in ("Please always use TABS in this repo.", "我们的用户基本都用纸质版。",
                 "ＣＩ は毎回 main で回してください", ""):
        assert shipped.hashed(text) == learned.features(text)
        assert set(learned.features(text)) <= set(longer.hashed(text))
        assert set(learned.features(text)) <= set(trigrams.hashed(text))
    names, words = learned.feature_names(learned.folded("Use tabs here"))
    assert words == ["^", "use", "tabs", "here", "$"]
    assert extra_trigrams("", words) == ["t^ use tabs", "tuse tabs here", "ttabs here $"]
    assert extra_char5("use tabs", words)[:2] == ["c^use ", "cuse t"]
    assert "cuse " in names and "cuse t" not in names
