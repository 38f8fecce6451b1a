"""The usage log added up per day and per session, priced from the dated table."""

from __future__ import annotations

import json
import math

import pytest

from memdir.foundation.errors import MemdirError
from memdir.providers.prices import load_prices
from memdir.service.usage_report import percentile, usage_report

EVENTS = [
    {"day": "2026-12-01", "kind": "recall", "hits": 2, "ms": 3.0, "session": "a"},
    {"day": "2026-12-01", "kind": "recall", "hits": 0, "ms": 5.0, "session": "a"},
    {"day": "2026-12-01", "kind": "write", "outcome": "written", "session": "a"},
    {"day": "2026-12-01", "kind": "write", "outcome": "refused", "reason": "secret",
     "session": "a"},
    {"day": "2026-12-01", "kind": "model", "provider": "anthropic",
     "model": "claude-sonnet-4-6", "purpose": "extraction", "input_tokens": 1_000_000,
     "output_tokens": 100_000, "cached_tokens": 2_000_000, "latency_ms": 800,
     "session": "a"},
    {"day": "2026-12-01", "kind": "turn", "ms": 900.0, "records": 12, "session": "a"},
    {"day": "2026-12-02", "kind": "model", "provider": "mystery", "model": "m",
     "purpose": "selection", "input_tokens": 10, "outcome": "error", "session": "b"},
    {"day": "2026-12-02", "kind": "model", "provider": "ollama", "model": "llama3.2",
     "purpose": "selection", "input_tokens": 500, "session": "b"},
    {"day": "2026-12-02", "kind": "write", "outcome": "proposed", "session": "b"},
    {"day": "2026-12-02", "kind": "full"},
]


def test_days_add_up_what_memory_did_and_cost():
    report = usage_report(EVENTS, load_prices())
    first, second = report["periods"]

    assert first["key"] == "2026-12-01"
    assert (first["recalls"], first["recalled_nothing"]) == (2, 1)
    assert first["recall_ms"] == {"p50": 4.0, "p95": 4.9}
    assert (first["written"], first["refused"], first["refused_by"]) == (1, 1, {"secret": 1})
    assert first["turn_ms"]["p50"] == 900.0 and first["records"] == 12
    # Sonnet 4: $3 in, $15 out, $0.30 cached per million tokens.
    assert first["cost"] == pytest.approx(3.0 + 1.5 + 0.6)
    assert first["models"]["extraction"]["calls"] == 1
    assert second["proposed"] == 1 and second["incomplete"] is True
    assert second["unpriced_calls"] == 1 and second["models"]["selection"]["errors"] == 1
    assert second["cost"] == 0  # ollama is free; the unknown model is unpriced, not free
    total = report["total"]
    assert total["model_calls"] == 3 and total["input_tokens"] == 1_000_510
    assert total["sessions"] == 2 and total["records"] == 12


def test_by_session_and_by_project():
    by_session = usage_report(EVENTS, load_prices(), by="session")
    assert [p["key"] for p in by_session["periods"]] == ["a", "b", "-"]
    mine = usage_report([{**e, "project": "/p"} if e.get("session") == "a" else e
                         for e in EVENTS], load_prices(), project="/p")
    assert [p["key"] for p in mine["periods"]] == ["2026-12-01", "2026-12-02"]
    assert mine["periods"][1]["model_calls"] == 0  # only its "full" marker


def test_percentiles():
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert math.isnan(percentile([], 50))


def test_your_price_table_wins_and_a_bad_one_is_one_error(tmp_path):
    prices = load_prices(tmp_path)
    assert prices.price("anthropic", "claude-sonnet-4-6").key == "anthropic/claude-sonnet-4-6"
    assert prices.price("anthropic", "claude-opus-4-5-20251101").key == \
        "anthropic/claude-opus-4-5"  # a dated snapshot
    assert prices.price("openai", "o3") is None
    (tmp_path / "prices.json").write_text(json.dumps({
        "date": "2027-01-01", "free": ["lab"],
        "models": {"openai/o3": {"input": 2, "output": 8},
                   "anthropic/claude-sonnet-4-6": {"input": 1, "output": 2}}}))
    mine = load_prices(tmp_path)
    assert mine.date == "2027-01-01" and len(mine.sources) == 2
    assert mine.price("openai", "o3").cost(1_000_000, 0) == 2.0
    assert mine.price("openai", "o3").cached == 2.0  # defaults to the input rate
    assert mine.price("anthropic", "claude-sonnet-4-6").input == 1
    assert mine.price("lab", "anything").cost(10**9, 10**9) == 0
    (tmp_path / "prices.json").write_text('{"models": {"x/y": {"input": "cheap"}}}')
    with pytest.raises(MemdirError, match="needs numbers"):
        load_prices(tmp_path)
    (tmp_path / "prices.json").write_text("[")
    with pytest.raises(MemdirError, match="is not a JSON price table"):
        load_prices(tmp_path)


def test_a_priced_call_without_token_counts_is_unmetered_not_free():
    events = [
        {"day": "2026-12-03", "kind": "model", "provider": "openai", "model": "gpt-5.4",
         "purpose": "chat", "session": "c"},
        {"day": "2026-12-03", "kind": "model", "provider": "openai", "model": "gpt-5.4",
         "purpose": "chat", "outcome": "error", "session": "c"},
        {"day": "2026-12-03", "kind": "model", "provider": "ollama", "model": "llama3.2",
         "purpose": "chat", "session": "c"},
        {"day": "2026-12-03", "kind": "model", "provider": "openai", "model": "gpt-5.4",
         "purpose": "chat", "input_tokens": 1_000_000, "session": "c"},
    ]
    [day] = usage_report(events, load_prices())["periods"]
    chat = day["models"]["chat"]
    # The failed call cost nothing and the local model is free; the first call's
    # tokens were never reported, so its cost is unknown, not zero.
    assert (chat["unmetered_calls"], chat["unpriced_calls"]) == (1, 0)
    assert day["unmetered_calls"] == 1 and day["cost"] == pytest.approx(2.5)


def test_a_model_is_priced_by_its_own_name_or_its_dated_snapshot_never_a_prefix(tmp_path):
    """The longest key a model's name started with priced it: gpt-5.4 was priced as
    gpt-5 (half its price), and any model named after one in the table was guessed at."""
    prices = load_prices(tmp_path)
    assert prices.price("openai", "gpt-5.4").key == "openai/gpt-5.4"
    assert prices.price("openai", "gpt-5.4").cost(1_000_000, 1_000_000) == 17.5
    assert prices.price("openai", "gpt-5-2025-08-07").key == "openai/gpt-5"
    assert prices.price("openai", "gpt-4o-mini-2024-07-18").key == "openai/gpt-4o-mini"
    assert prices.price("anthropic", "claude-sonnet-4-20250514").key == \
        "anthropic/claude-sonnet-4"
    for provider, model in [("openai", "gpt-5.5"), ("openai", "gpt-5-codex"),
                            ("openai", "gpt-4o-realtime-preview"),
                            ("anthropic", "claude-opus-4-7"),
                            ("anthropic", "claude-sonnet-4-latest"),
                            ("openai", "gpt-5-20250807x")]:
        assert prices.price(provider, model) is None, model
    (tmp_path / "prices.json").write_text(json.dumps({
        "models": {"openai/my-fine-tune": {"input": 0.3, "output": 1.2}}}))
    mine = load_prices(tmp_path)
    assert mine.price("openai", "my-fine-tune-2027-01-15").input == 0.3
    assert mine.price("openai", "my-fine-tune-v2") is None
    events = [{"day": "2026-12-04", "kind": "model", "provider": "openai", "model": model,
               "purpose": "chat", "input_tokens": 1_000_000, "session": "d"}
              for model in ("gpt-5.5", "gpt-5-2025-08-07")]
    [day] = usage_report(events, load_prices(tmp_path))["periods"]
    # gpt-5.5 is in no table: its cost is unknown, not gpt-5's.
    assert day["unpriced_calls"] == 1 and day["cost"] == pytest.approx(1.25)
