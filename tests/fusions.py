"""Fusion settings the vector tests rank with, and an embedder that ranks with them."""

from __future__ import annotations

# RRF ordered as EmbeddingGemma orders it: a lexical rank only for a hit more likely than
# not relevant, the cosine less half the record's density over 3 neighbours (the tests'
# stores hold 7-8 records).
HUB = {"method": "rrf", "weight": 0.5, "cos_floor": 0.2, "cos_ceil": 0.5, "rrf_k": 5,
       "lexical_gate": 0.5, "hub": 0.5, "hub_k": 3}


class Tuned:
    """The module's embedder with another fusion (the embedder is shared: not changed)."""

    def __init__(self, embedder, fusion: dict) -> None:
        self._embedder, self.fusion = embedder, fusion

    def __getattr__(self, name: str):
        return getattr(self._embedder, name)
