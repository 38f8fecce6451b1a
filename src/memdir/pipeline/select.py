"""Selection: which memories are relevant to this turn (once per user turn, before the loop).

With a model, the model sees a numbered catalog (name + description, flattened so a
description cannot forge a line) and answers with indices; the program validates each
(an ``int``, in range, no duplicates, at most 5) and maps them back to records, so a
model can only choose *which* records, never *which path* is read.

Without a model, or when the model call fails, or when its answer holds no parseable
array (the teaching code returned nothing in that case), the offline ranker decides.

The catalog shown to the model is capped: candidates the offline ranker finds for the
query first, then the most recently updated records, until the character budget is spent.
A store of 100,000 records therefore costs no more prompt than one of a few hundred. The
user store and the project store each get their own share of that budget, so a
repository's records cannot push the user's out (`memdir.pipeline.shares`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from memdir.foundation.errors import ProviderError
from memdir.pipeline.catalog import CATALOG_CHARS, Entry, capped_catalog, shared_catalog
from memdir.pipeline.conversation import message_text
from memdir.providers.base import Message, Provider, has_model
from memdir.providers.usage import ask

MAX_SELECTED = 5
QUERY_CHARS = 4_000
SELECT_MAX_TOKENS = 200



def select_system(limit: int = MAX_SELECTED) -> str:
    """The selection prompt; ``limit`` is MAX_SELECTED except for an explicit request such
    as ``memdir recall --top K``."""
    return (
        "You select memory records that are relevant to the user's current request. "
        "Memory records are background about the user and the project. Reply with a JSON "
        "array of the record numbers that would help answer the request, most relevant "
        f"first, at most {limit}, for example [0, 3]. Reply [] if none is clearly relevant."
    )


SELECT_SYSTEM = select_system()


@dataclass
class Selection:
    """The chosen entries and how they were chosen (``model``, ``offline``, ``fallback``;
    `Memory.select` says ``fused`` for ``offline`` when the ranker fused sentence vectors
    in)."""

    entries: list[Entry] = field(default_factory=list)
    method: str = "none"
    note: str = ""


def recent_user_text(messages: Sequence[Message], count: int = 3,
                     max_chars: int = QUERY_CHARS) -> str:
    """The last ``count`` user texts, truncated keeping the END, where the request is.

    (The teaching code kept the first 4,000 characters, so a long pasted log pushed the
    actual request out of the query.)
    """
    texts = [t for m in messages if m.get("role") == "user" and (t := message_text(m).strip())]
    query = "\n".join(texts[-count:])
    return query[-max_chars:]


def parse_indices(text: str, count: int, limit: int = MAX_SELECTED) -> list[int] | None:
    """Valid indices from a model answer, or None when it holds no JSON array at all.

    Every element must be an ``int`` (not a bool, not "2"), within ``range(count)``;
    duplicates are dropped and at most ``limit`` are kept.
    """
    from memdir.pipeline.model_output import find_json_array  # only a model's answer needs it

    found = find_json_array(text)
    if found is None:
        return None
    out: list[int] = []
    for item in found:
        if isinstance(item, int) and not isinstance(item, bool) and 0 <= item < count \
                and item not in out:
            out.append(item)
        if len(out) == limit:
            break
    return out


def select_with_model(provider: Provider, query: str, candidates: Sequence[Entry],
                      total: int, max_chars: int = CATALOG_CHARS,
                      limit: int = MAX_SELECTED) -> list[Entry] | None:
    """Ask the model to choose; None means "could not tell" (caller falls back).

    Raises:
        ProviderError: the call failed.
    """
    shown, catalog = shared_catalog(candidates, max_chars, total)
    if not shown:
        return []
    prompt = f"Memory records:\n{catalog}\n\nUser request:\n{query}"
    answer = ask(provider, select_system(limit), prompt, SELECT_MAX_TOKENS,
                 "Memory selection", "selection")
    indices = parse_indices(answer, len(shown), limit)
    if indices is None:
        return None
    return [shown[i] for i in indices]


def select_relevant(query: str, candidates: Sequence[Entry], offline_hits: Sequence[Entry],
                    provider: Provider | None, total: int,
                    max_chars: int = CATALOG_CHARS, limit: int = MAX_SELECTED) -> Selection:
    """Choose at most ``limit`` entries for this query (MAX_SELECTED for a turn).

    Args:
        query: the recent user text (see `recent_user_text`).
        candidates: catalog entries to show the model, best first.
        offline_hits: the offline ranker's answer, already cut by its minimum score.
        provider: the model, or None/offline for the ranker alone.
        total: how many records the stores hold.
    """
    if not query.strip() or total == 0:
        return Selection(method="none")
    if not has_model(provider):
        return Selection(list(offline_hits[:limit]), "offline")
    try:
        chosen = select_with_model(provider, query, candidates, total, max_chars, limit)
    except ProviderError as exc:
        return Selection(list(offline_hits[:limit]), "fallback",
                         f"model selection failed ({exc}); used the offline ranker")
    if chosen is None:
        return Selection(list(offline_hits[:limit]), "fallback",
                         "model answer had no index array; used the offline ranker")
    return Selection(chosen, "model")


# Entry, CATALOG_CHARS and the renderers live in `memdir.pipeline.catalog`; importable from here
# for callers written before.
__all__ = ["CATALOG_CHARS", "MAX_SELECTED", "SELECT_SYSTEM", "Entry", "Selection",
           "capped_catalog", "parse_indices", "recent_user_text", "select_relevant",
           "select_system", "select_with_model", "shared_catalog"]
