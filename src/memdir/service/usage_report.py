"""The usage log read back: per day (or per session) what memory did and cost.

`usage_report` reads `memdir.service.accounting`'s log and adds up, for each day:

- recalls, and how many recalled nothing; p50/p95 of a recall's time;
- turn ends, and p50/p95 of their time; the store's size after the day's last turn;
- records written, proposed (to the inbox) and refused, refusals by reason;
- model calls by purpose: calls, failed calls, input/output/cached tokens, cost.

Cost is computed now, from the price table (`memdir.providers.prices`), so a price you
correct applies to past days too; a call of a model the table does not price is counted
as *unpriced* and its day's cost is a lower bound, said so; so is a call that answered
without the provider saying how many tokens it took (*unmetered*: a streamed answer of an
OpenAI-compatible server that sends no usage), whose cost is unknown, not zero. A day
whose file reached its size cap is marked incomplete.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from memdir.providers.prices import PriceTable

TOKEN_FIELDS = ("input_tokens", "output_tokens", "cached_tokens", "cache_write_tokens")


@dataclass
class ModelUse:
    """The model calls of one purpose in one period."""

    calls: int = 0
    errors: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cache_write_tokens: int = 0
    cost: float = 0.0
    unpriced: int = 0
    unmetered: int = 0  # answered, but the provider said nothing of its tokens
    latency_ms: list[float] = field(default_factory=list)

    def add(self, event: dict[str, Any], prices: PriceTable) -> None:
        self.calls += 1
        self.errors += event.get("outcome") == "error"
        tokens = {k: _count(event.get(k)) for k in TOKEN_FIELDS}
        for key, value in tokens.items():
            setattr(self, key, getattr(self, key) + value)
        self.latency_ms.append(_number(event.get("latency_ms")))
        price = prices.price(str(event.get("provider", "")), str(event.get("model", "")))
        if price is None:
            self.unpriced += 1
        elif not any(tokens.values()) and event.get("outcome", "ok") == "ok" \
                and price.cost(1, 1) > 0:
            # Every answer a billed model gives reads some input: no tokens at all means
            # none were reported, and the call's cost is unknown (never shown as zero).
            self.unmetered += 1
        else:
            self.cost += price.cost(*tokens.values())

    def as_json(self) -> dict[str, Any]:
        return {"calls": self.calls, "errors": self.errors,
                **{k: getattr(self, k) for k in TOKEN_FIELDS},
                "cost": round(self.cost, 6), "unpriced_calls": self.unpriced,
                "unmetered_calls": self.unmetered,
                "latency_ms": _percentiles(self.latency_ms)}


@dataclass
class Period:
    """What memory did in one day (or one session)."""

    key: str
    recalls: int = 0
    recalled_nothing: int = 0
    recall_ms: list[float] = field(default_factory=list)
    turns: int = 0
    turn_ms: list[float] = field(default_factory=list)
    written: int = 0
    proposed: int = 0
    refused: int = 0
    refused_by: Counter[str] = field(default_factory=Counter)
    models: dict[str, ModelUse] = field(default_factory=dict)
    records: int | None = None
    incomplete: bool = False
    sessions: set[str] = field(default_factory=set)

    @property
    def cost(self) -> float:
        return sum(m.cost for m in self.models.values())

    @property
    def unpriced(self) -> int:
        return sum(m.unpriced for m in self.models.values())

    @property
    def unmetered(self) -> int:
        return sum(m.unmetered for m in self.models.values())

    @property
    def calls(self) -> int:
        return sum(m.calls for m in self.models.values())

    def tokens(self, kind: str) -> int:
        return sum(int(getattr(m, kind)) for m in self.models.values())

    def add(self, event: dict[str, Any], prices: PriceTable) -> None:
        kind = event.get("kind")
        if isinstance(event.get("session"), str):
            self.sessions.add(event["session"])
        if kind == "recall":
            self.recalls += 1
            self.recalled_nothing += _count(event.get("hits")) == 0
            self.recall_ms.append(_number(event.get("ms")))
        elif kind == "turn":
            self.turns += 1
            self.turn_ms.append(_number(event.get("ms")))
            if isinstance(event.get("records"), int):
                self.records = event["records"]
        elif kind == "write":
            outcome = event.get("outcome")
            if outcome == "written":
                self.written += 1
            elif outcome == "proposed":
                self.proposed += 1
            elif outcome == "refused":
                self.refused += 1
                self.refused_by[str(event.get("reason") or "other")] += 1
        elif kind == "model":
            purpose = str(event.get("purpose") or "other")
            self.models.setdefault(purpose, ModelUse()).add(event, prices)
        elif kind == "full":
            self.incomplete = True

    def as_json(self) -> dict[str, Any]:
        return {"key": self.key, "recalls": self.recalls,
                "recalled_nothing": self.recalled_nothing,
                "recall_ms": _percentiles(self.recall_ms), "turns": self.turns,
                "turn_ms": _percentiles(self.turn_ms), "written": self.written,
                "proposed": self.proposed, "refused": self.refused,
                "refused_by": dict(sorted(self.refused_by.items())),
                "model_calls": self.calls,
                "models": {p: m.as_json() for p, m in sorted(self.models.items())},
                **{k: self.tokens(k) for k in TOKEN_FIELDS},
                "cost": round(self.cost, 6), "unpriced_calls": self.unpriced,
                "unmetered_calls": self.unmetered, "records": self.records,
                "incomplete": self.incomplete, "sessions": len(self.sessions)}


def periods(events: Iterable[dict[str, Any]], prices: PriceTable, *, by: str = "day",
            project: str | None = None) -> list[Period]:
    """The events added up per ``day`` or per ``session``, in the order first seen
    (days: oldest first); only ``project``'s when given."""
    out: dict[str, Period] = {}
    for event in events:
        if project is not None and event.get("project") != project \
                and event.get("kind") != "full":
            continue
        key = str(event.get("day") if by == "day" else event.get("session") or "-")
        period = out.get(key)
        if period is None:
            period = out[key] = Period(key)
        period.add(event, prices)
    return list(out.values())


def usage_report(events: Iterable[dict[str, Any]], prices: PriceTable, *,
                 since: date | None = None, by: str = "day",
                 project: str | None = None) -> dict[str, Any]:
    """The report `memdir stats --json` prints (see the module docstring)."""
    found = periods(events, prices, by=by, project=project)
    total = Period("total")
    for p in found:
        total.recalls += p.recalls
        total.recalled_nothing += p.recalled_nothing
        total.recall_ms += p.recall_ms
        total.turns += p.turns
        total.turn_ms += p.turn_ms
        total.written += p.written
        total.proposed += p.proposed
        total.refused += p.refused
        total.refused_by.update(p.refused_by)
        total.sessions |= p.sessions
        total.incomplete |= p.incomplete
        for purpose, use in p.models.items():
            mine = total.models.setdefault(purpose, ModelUse())
            for key in ("calls", "errors", *TOKEN_FIELDS, "cost", "unpriced", "unmetered"):
                setattr(mine, key, getattr(mine, key) + getattr(use, key))
            mine.latency_ms += use.latency_ms
        total.records = p.records if p.records is not None else total.records
    return {"since": since.isoformat() if since else None, "by": by, "project": project,
            "periods": [p.as_json() for p in found], "total": total.as_json(),
            "prices": {"date": prices.date, "currency": prices.currency,
                       "sources": list(prices.sources)}}


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; NaN for none."""
    if not values:
        return math.nan
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def _percentiles(values: list[float]) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p95": None}
    return {"p50": round(percentile(values, 50), 2), "p95": round(percentile(values, 95), 2)}


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _number(value: Any) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else 0.0


__all__ = ["ModelUse", "Period", "percentile", "periods", "usage_report"]
