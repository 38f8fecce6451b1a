"""What a model call costs: a dated price table, yours to edit.

memdir ships list prices for the providers it ships (``prices.json`` beside this module,
dated). A ``prices.json`` in your memdir home folder, in the same format, adds models or
replaces entries (and its own ``date`` says when you last checked them). A model is priced
by the key that is its ``provider/model`` exactly, or, for a dated snapshot, that name
without its date (``claude-sonnet-4-20250514`` and ``gpt-5-2025-08-07`` are priced as
``claude-sonnet-4`` and ``gpt-5``): never by a shorter name it starts with, since
``gpt-5.4`` is not ``gpt-5`` and costs twice as much. A provider listed under ``free`` (a
local server) costs nothing; any other model is *unpriced*: its calls and tokens are
counted, its cost is shown as unknown, never as zero.

Prices are per million tokens: ``input`` (full rate), ``output``, ``cached`` (read from the
provider's prompt cache; default: the input rate) and ``cache_write`` (written to it;
default: the input rate).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import MemdirError

FILE = "prices.json"
# A dated snapshot's suffix: Anthropic's -YYYYMMDD, OpenAI's -YYYY-MM-DD.
SNAPSHOT = re.compile(r"-(?:20\d{6}|20\d{2}-\d{2}-\d{2})$")


@dataclass(frozen=True)
class Price:
    """Dollars (or the table's currency) per million tokens of each kind."""

    input: float
    output: float
    cached: float
    cache_write: float
    key: str = ""

    def cost(self, input_tokens: int, output_tokens: int, cached_tokens: int = 0,
             cache_write_tokens: int = 0) -> float:
        return (input_tokens * self.input + output_tokens * self.output
                + cached_tokens * self.cached + cache_write_tokens * self.cache_write) / 1e6


@dataclass(frozen=True)
class PriceTable:
    """The shipped prices with yours over them (see the module docstring)."""

    models: dict[str, Price]
    free: frozenset[str] = frozenset()
    date: str = ""
    currency: str = "USD"
    sources: tuple[str, ...] = field(default=())

    def price(self, provider: str, model: str) -> Price | None:
        """The price of ``provider``'s ``model``; None when unpriced."""
        if provider in self.free:
            return Price(0.0, 0.0, 0.0, 0.0, key=provider)
        full = f"{provider}/{model}"
        found = self.models.get(full)
        if found is None and SNAPSHOT.search(full):
            found = self.models.get(SNAPSHOT.sub("", full))
        return found


def load_prices(home: Path | None = None) -> PriceTable:
    """The shipped table, with ``home``'s ``prices.json`` over it when there is one.

    Raises:
        MemdirError: your file is not a price table (what is wrong, where).
    """
    shipped = json.loads(resources.files("memdir.providers").joinpath(FILE).read_text(
        encoding="utf-8"))
    models, free = _entries(shipped, "memdir's price table"), set(shipped.get("free", []))
    date, currency, sources = str(shipped.get("date", "")), str(shipped.get("currency", "USD")), \
        ["memdir " + str(shipped.get("date", ""))]
    mine = home / FILE if home is not None else None
    if mine is not None and mine.is_file():
        try:
            yours = json_text.loads(mine.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise MemdirError(f"{mine} is not a JSON price table: {exc}.") from exc
        if not isinstance(yours, dict):
            raise MemdirError(f"{mine} must hold a JSON object like memdir's prices.json.")
        models.update(_entries(yours, str(mine)))
        free |= {str(p) for p in yours.get("free", [])}
        date = str(yours.get("date", date))
        currency = str(yours.get("currency", currency))
        sources.append(str(mine))
    return PriceTable(models, frozenset(free), date, currency, tuple(sources))


def _entries(table: dict[str, Any], where: str) -> dict[str, Price]:
    raw = table.get("models", {})
    if not isinstance(raw, dict):
        raise MemdirError(f'"models" in {where} must be an object of "provider/model" keys.')
    out = {}
    for key, value in raw.items():
        try:
            full = float(value["input"])
            out[str(key)] = Price(full, float(value["output"]),
                                  float(value.get("cached", full)),
                                  float(value.get("cache_write", full)), key=str(key))
        except (KeyError, TypeError, ValueError) as exc:
            raise MemdirError(f"The price of {key!r} in {where} needs numbers for \"input\" "
                              f"and \"output\" ({exc}).") from exc
    return out


__all__ = ["FILE", "SNAPSHOT", "Price", "PriceTable", "load_prices"]
