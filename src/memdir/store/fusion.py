"""How the lexical ranker and the dense ranker are fused into one answer, for every store.

Each candidate has the lexical ranker's calibrated relevance (0 where it did not find it)
and the cosine of its vector with the query's (None where it has no vector). Its fused
score is ``w * relevance + (1 - w) * similarity``, the cosine rescaled to [0, 1] between
the model's ``cos_floor`` (what unrelated texts score) and ``cos_ceil``. The same cut as
the lexical ranker's applies, so that an unrelated prompt still recalls nothing. Three
ways to answer, chosen per model by cross-validation on the quality set
(benchmarks/fusion.py, RESULTS.md), stated in the catalog for a pinned model and in
its memdir-model.json for one the user names:

- ``weighted``: the candidates whose fused score reaches the cut, best first;
- ``fill``: the cut decides *whether* to answer (some candidate reaches it); the answer
  is then the ``limit`` best by fused score, whatever they score: a record the model
  finds a little below the cut is still offered once the prompt is known to be about
  something stored;
- ``rrf``: the same decision; the answer ordered by reciprocal rank fusion,
  ``1 / (k + lexical rank) + 1 / (k + similarity rank)`` (`rrf`). Two settings shape
  the ranks, both off unless a model states them: ``lexical_gate``, the relevance a
  lexical hit needs for its rank to count (the relevance is a calibrated probability
  that the hit is what the query asks for, so 0.5 counts a hit where that is more likely
  than not: a query sharing one common word with ten records no longer ranks those ten
  above the one the model finds; the lexical ranker's one best hit, above every other,
  keeps its rank under the gate too, from a relevance of ``BEST_HIT_FLOOR``); and
  ``hub``, which orders the similarity by ``cosine - hub * density``, a record's
  density being the mean cosine with its ``hub_k`` nearest records in the store
  (`memdir.store.density`: CSLS's hubness correction, ``hub`` 0.5 and ``hub_k`` 10 as
  published). Neither changes whether a prompt is answered. A question asking when
  (`memdir.providers.when`) adds a third ranking: the lexical hits that say a time, in
  the lexical ranker's order (`rrf`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence, Set
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict

from memdir.providers.when import WHEN

if TYPE_CHECKING:
    from memdir.foundation.record import Record

METHODS = ("weighted", "fill", "rrf")
# The relevance the lexical ranker's one best hit needs to keep its rank under `rrf`'s
# gate: one word of a long query that a record's own description holds scores about
# 0.45 and keeps it; one that only its body holds (in a conversation, a word of the turns
# before it) scores about 0.27 and does not. On benchmarks/conversations.py (three sets)
# and the quality set, every floor from 0 to 0.4 answers alike; 0.45 loses a question of
# the first set, and asking for two matched words instead of a floor loses two.
BEST_HIT_FLOOR = 0.4
# Records without a vector a search or a write embeds (newest first): a store that just
# turned the semantic ranker on gets its vectors over its next turns, not in one pause.
EMBED_BUDGET = 16
# Han, kana, hangul: an English-only model maps these to a few unknown pieces, so its
# cosine between two CJK texts is noise (measured: 60% of unanswerable CJK prompts recalled
# something through it). With such a model a CJK query is ranked by the offline ranker.
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")


class Settings(TypedDict):
    """A model's fusion: how (one of `METHODS`), its weight, its cosine range, RRF's k;
    for ``rrf``, the relevance a lexical rank needs to count and the hubness correction
    (its weight and how many neighbours make a density)."""

    method: str
    weight: float
    cos_floor: float
    cos_ceil: float
    rrf_k: float
    lexical_gate: float
    hub: float
    hub_k: float


# The fusion of a model that states none (memdir-model.json): measured for MiniLM.
DEFAULTS: Settings = {"method": "weighted", "weight": 0.5, "cos_floor": 0.2,
                      "cos_ceil": 0.5, "rrf_k": 60.0, "lexical_gate": 0.0, "hub": 0.0,
                      "hub_k": 10.0}


@dataclass(frozen=True)
class Candidate:
    key: str  # what identifies the record in its store (a file, a key)
    name: str
    lexical: float  # the lexical ranker's relevance, 0 if it did not find the record
    cosine: float | None  # None: the record has no vector for this model
    matched: tuple[str, ...] = ()
    density: float = 0.0  # mean cosine with its nearest records (`memdir.store.density`)


def settings(fusion: Mapping[str, Any] | None) -> Settings:
    """A model's fusion settings, the defaults filled in."""
    given = fusion or {}
    out: Settings = {"method": given.get("method", DEFAULTS["method"]),
                     "weight": given.get("weight", DEFAULTS["weight"]),
                     "cos_floor": given.get("cos_floor", DEFAULTS["cos_floor"]),
                     "cos_ceil": given.get("cos_ceil", DEFAULTS["cos_ceil"]),
                     "rrf_k": given.get("rrf_k", DEFAULTS["rrf_k"]),
                     "lexical_gate": given.get("lexical_gate", DEFAULTS["lexical_gate"]),
                     "hub": given.get("hub", DEFAULTS["hub"]),
                     "hub_k": given.get("hub_k", DEFAULTS["hub_k"])}
    if out["method"] not in METHODS:
        out["method"] = "weighted"
    return out


def score(c: Candidate, weight: float, floor: float, ceil: float) -> float:
    if c.cosine is None:
        return round(weight * c.lexical, 4)
    sim = min(1.0, max(0.0, (c.cosine - floor) / (ceil - floor)))
    return round(weight * c.lexical + (1.0 - weight) * sim, 4)


def scored(candidates: Sequence[Candidate], fusion: Mapping[str, Any] | None, *,
           lexical_only: bool = False) -> list[tuple[Candidate, float]]:
    """Each candidate with its fused score, in the order of their names."""
    s = settings(fusion)
    weight = 1.0 if lexical_only else float(s["weight"])
    by_name = sorted(candidates, key=lambda c: c.name)
    return [(c, score(c, weight, s["cos_floor"], s["cos_ceil"])) for c in by_name]


def rank(candidates: Sequence[Candidate], fusion: Mapping[str, Any] | None, *, limit: int,
         cut: float, lexical_only: bool = False) -> list[tuple[Candidate, float]]:
    """The answer: (candidate, fused score) best first, at most ``limit``; [] when no
    candidate reaches ``cut``. ``lexical_only``: the cosine does not count (an
    English-only model and a query in another script)."""
    s = settings(fusion)
    by_score = scored(candidates, s, lexical_only=lexical_only)
    passing = [(c, v) for c, v in by_score if v >= cut and v > 0]
    if s["method"] == "weighted" or not passing:
        return sorted(passing, key=lambda cv: (-cv[1], cv[0].name))[:limit]
    if s["method"] == "fill":
        return sorted(((c, v) for c, v in by_score if v > 0),
                      key=lambda cv: (-cv[1], cv[0].name))[:limit]
    return rrf(by_score, s, limit=limit)


def similarity(c: Candidate, hub: float) -> float:
    """What the dense side of `rrf` ranks by: the cosine, less ``hub`` times the record's
    density; -inf without a vector."""
    return float("-inf") if c.cosine is None else c.cosine - hub * c.density


def rrf(by_name: Sequence[tuple[Candidate, float]], fusion: Mapping[str, Any] | None, *,
        limit: int) -> list[tuple[Candidate, float]]:
    """``by_name`` (what `scored` gives: by name, each with its fused score) ordered by
    reciprocal rank fusion, at most ``limit``: ``1 / (k + lexical rank) + 1 / (k + similarity
    rank)``, the lexical rank of a hit below ``lexical_gate`` (unless it is the lexical
    ranker's one best hit, above every other and at or over `BEST_HIT_FLOOR`) and of a
    record the lexical ranker did not find the same, past the last; plus, for a question
    asking when, ``1 / (k + time rank)`` of each lexical hit that says a time (`WHEN`
    among its matched terms), ranked among those in the lexical ranker's order, gate or
    not."""
    s = settings(fusion)
    k, gate, hub = float(s["rrf_k"]), float(s["lexical_gate"]), float(s["hub"])
    found = sorted((i for i, (c, _) in enumerate(by_name) if c.lexical > 0),
                   key=lambda i: (-by_name[i][0].lexical, by_name[i][0].name))
    lexical = [by_name[i][0].lexical for i in found]
    # The gate keeps the records that share a word or two with the query, all alike, from
    # ranking above what the model finds; the one hit holding more of the query than any
    # other is not among them, and keeps its rank (a question in
    # a long conversation: "由香が今練習している曲は？" matches 由香 and 練習 in one turn,
    # a relevance of 0.45, and only 由香 or 練習 in many).
    # It needs `BEST_HIT_FLOOR` all the same: a record sharing one word with the query
    # through its body alone is the best of nothing.
    best = found[0] if found and lexical[0] >= BEST_HIT_FLOOR and (
        len(found) == 1 or lexical[0] > lexical[1]) else -1
    lex_order = [i for i, v in zip(found, lexical, strict=True) if v >= gate or i == best]
    lex_rank = {i: r + 1 for r, i in enumerate(lex_order)}
    near = [similarity(c, hub) for c, _ in by_name]
    sim_order = sorted(range(len(by_name)), key=lambda i: (-near[i], i))
    sim_rank = {i: r + 1 for r, i in enumerate(sim_order)}
    past = len(by_name) + 1
    # The lexical ranker's one signal beyond the query's words, which ranks alone cannot
    # carry: the turn saying when ("He's having his at the Fleece on the twenty-seventh")
    # shares one word with the question, or none, and the model ranks it no nearer than
    # the turns naming the same person or thing. On benchmarks/conversations.py's seven
    # sets, fused recall@5 of the questions asking when, en/zh/ja 0.789/0.822/0.738 ->
    # 0.817/0.874/0.791 (23 questions gained, 5 lost); the quality set answers alike.
    timed = [i for i in found if WHEN in by_name[i][0].matched]
    time_rank = {i: r + 1 for r, i in enumerate(timed)}

    def fused_rank(i: int) -> float:
        said = 1 / (k + time_rank[i]) if i in time_rank else 0.0
        return 1 / (k + lex_rank.get(i, past)) + 1 / (k + sim_rank[i]) + said

    order = sorted(range(len(by_name)), key=lambda i: (-fused_rank(i), by_name[i][0].name))
    return [by_name[i] for i in order[:limit]]


def neighbours(fusion: Mapping[str, Any] | None) -> int:
    """How many nearest records a density is the mean over; 0 when the order needs no
    density (no hubness correction)."""
    s = settings(fusion)
    return int(s["hub_k"]) if s["method"] == "rrf" and float(s["hub"]) > 0 else 0


def record_text(rec: Record) -> str:
    """The text a record is embedded as, in every store: what its search reads first
    (name, description) and its body; the embedder reads it in chunks, the first its head
    (`memdir.providers.semantic.Embedder.embed_chunks`)."""
    return f"{rec.name.replace('-', ' ')}: {rec.description}\n{rec.body}"


# The lexical ranker's hits of a store by key: (name, relevance, matched terms).
Lexical = Mapping[str, tuple[str, float, tuple[str, ...]]]
# The records closest to a query, by key: (name, cosine, density); given the query, how
# many, the keys of the lexical hits, whose cosines are wanted too, and over how many
# neighbours a density is measured (0: none wanted, each is 0). A store leaves out those
# that do not hold.
Nearest = Callable[[str, int, Set[str], int], Mapping[str, tuple[str, float, float]]]


def embeds(query: str, embedder: Any, *, weight: float | None = None,
           any_language: bool = False) -> bool:
    """Whether `fused` embeds ``query`` (with the same ``weight`` and ``any_language``): a
    query that is not blank, with a weight that gives the cosine a share, in a language
    the model reads (see `fused`)."""
    share = settings(embedder.fusion)["weight"] if weight is None else weight
    return (bool(query.strip()) and float(share) < 1.0
            and (any_language or embedder.multilingual or not _CJK.search(query)))


def fused(query: str, embedder: Any, lexical: Callable[[int], Lexical], nearest: Nearest,
          *, limit: int, cut: float, weight: float | None = None,
          any_language: bool = False) -> list[tuple[Candidate, float]]:
    """A store's fused answer (see the module docstring), from its lexical ranker's hits
    (``lexical(pool)``, no cut) and its closest vectors (``nearest``): the model's own
    method, weight and cosine range (``Embedder.fusion``); ``weight=1`` is the offline
    ranker, and ``any_language`` uses the cosine even where the model is English-only
    (benchmarks). With an English-only model (`Embedder.multilingual` false) a query in
    Chinese, Japanese or Korean is ranked by the offline ranker alone, and not embedded."""
    if limit <= 0 or not query.strip():
        return []
    tuned = settings(embedder.fusion)
    if weight is not None:
        tuned["weight"] = weight
    lexical_only = not (any_language or embedder.multilingual) and bool(_CJK.search(query))
    pool = max(4 * limit, 20)
    found = lexical(pool)
    scores: Mapping[str, tuple[str, float, float]] = {}
    if embeds(query, embedder, weight=tuned["weight"], any_language=any_language):
        scores = nearest(query, pool, found.keys(), neighbours(tuned))
    candidates = [Candidate(key, name, found[key][1] if key in found else 0.0, cos,
                            found[key][2] if key in found else (), density)
                  for key, (name, cos, density) in scores.items()]
    candidates += [Candidate(key, name, score, None, matched)
                   for key, (name, score, matched) in found.items() if key not in scores]
    return rank(candidates, tuned, limit=limit, cut=cut, lexical_only=lexical_only)
