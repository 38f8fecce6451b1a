"""Would a subject match by meaning find the corrections the rules miss on unseen rounds?

The correction rules (`memdir.pipeline.admission.correction`) match a statement to a
stored record by its words; a correction that names its subject in other words ("Runbooks
are in Notion now" against "Runbooks live in Confluence", スクショ against スクリーンショット)
is stored as a second record. This measures a rule beside them, with the semantic
extra's vectors, without shipping it: where the rules updated nothing, a statement with
a change signal the rules read and no question (`change_signal`) updates the stored
record of its type nearest it by meaning, when its score reaches a threshold, leads the
second nearest record's by a margin, and the rules' vetoes do not refuse that record
(`vetoed`: another old value, the record's thing or the thing it names as its value, an
amount of another measure or of what was measured against the record's bound).

Each pair of `benchmarks.corrections_data` is scored on the ``memdir`` write path of
`benchmarks.corrections` (``memdir add``: a fresh store holding the pair's record, the
statement saved through `Memory.save`): that is the lexical outcome. For the vectors the
statement is compared with every distinct stored record of its language and type in the
whole set (``--pool language``: the records of 71 to 224 pairs, its own among them) or
of its round only (``--pool round``: those of 1 to 64 pairs, a small store), so the
nearest record may be the wrong one: an update of another pair's record is a false
update whatever the label, and so is any update of a ``new`` pair.

Vectors (`--model`, default what `memdir.providers.semantic.model_source` finds): the
statement as a query (``query``) or as a stored text (``passage``) against the record as
a store embeds it (`memdir.store.fusion.record_text`); the statement (``description``) or
its subject part (``subject``: `subject_part`) as a stored text against the record's
description. Scores: the cosine (``cos``), the cosine as a z-score among the pool's
(``z``), or less the mean of the statement's and the record's `DENSITY_K` nearest
cosines (``csls``, the hubness correction of `memdir.store.fusion`).

The choice (which vectors and score, threshold, margin) is made by leaving one round
out: for each round (the original set is round 0, each fresh round its own), the setting
with the most true updates and no false update on every other round (ties: the higher
threshold, then margin, of the first kind of score), scored on the round. Reported per
language: lexical only and with vectors on the pooled left-out rounds, on fresh_20 to
fresh_22 as left out, and the setting each fold chose. Pair vectors are cached in
``--cache`` (default under /tmp).

``--unseen N`` also scores a round written but not yet joined to the pair set
(benchmarks/corrections_rounds_N.py) at the setting chosen on every round of the set.

Run: ``python -m benchmarks.corrections_meaning [--quick] [--pool round] [--unseen N]
[--model PATH]``. numpy and a model are needed (the ``semantic`` extra).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memdir.foundation.config import SEMANTIC_MODEL
from memdir.foundation.record import Record
from memdir.pipeline.admission.amount_units import bound_unsaid, other_dimension
from memdir.pipeline.admission.change_words import assign_slots, sentence_tokens
from memdir.pipeline.admission.correction import (
    about_its_thing,
    change_sentences,
    says_own_change,
)
from memdir.pipeline.admission.its_value import about_its_value
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import names_other_old
from memdir.pipeline.admission.reasons import without_reasons
from memdir.pipeline.extract import candidate_from_text
from memdir.store.fusion import record_text

from .common import parser, table, write_result
from .corrections import LANGS, run_pair
from .corrections_data import PAIRS, Pair

VECTORS = ("query", "passage", "description", "subject")
SCORES = ("cos", "z", "csls")
VARIANTS = tuple(f"{v}/{s}" for v in VECTORS for s in SCORES)
DENSITY_K = 10
MARGINS = {"cos": (0.0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08),
           "csls": (0.0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08),
           "z": (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8)}
NEWEST = (20, 21, 22)


# A question asks what holds ("咱们 CI 的 runner 现在还是 CentOS 7 吗?"): it changes nothing,
# however near its vector is to the record's.
_QUESTION = re.compile(r"[?？]|(?:吗|么|嗎|ですか|ますか|でしょうか)\s*[。.]?\s*$")


def change_signal(texts: Sequence[str]) -> bool:
    """Whether ``texts`` carry a change the rules read: a change word, "now", a thing
    gone (`change_sentences`), a promotion or a name asked for (`says_own_change`), and
    ask nothing."""
    if any(_QUESTION.search(t) for t in texts if t):
        return False
    return bool(change_sentences(texts)) or says_own_change(texts)


def subject_part(texts: Sequence[str]) -> str:
    """The statement's change sentences as the rules read them without their change words
    and the new value's slot ("switch the tests to vitest": "tests"; "国际化以后改用
    Crowdin 管理": "国际化 管理"), or "" when no sentence says a change."""
    parts = []
    for sentence in change_sentences(texts):
        tokens = sentence_tokens(sentence)
        assign_slots(tokens)
        words = ""
        for tok in tokens:
            if tok.kind == "cue" or tok.slot == "new":
                continue
            words += tok.text if tok.glued or not words else " " + tok.text
        parts.append(words.strip())
    return "。".join(p for p in parts if p)


def vetoed(texts: Sequence[str], mentions: Mentions, description: str) -> bool:
    """Whether the rules refuse the record of ``mentions`` and ``description`` as what
    ``texts`` correct, whatever their words share: the statement names another old value,
    is about the record's thing or the thing it names as its value, or says an amount of
    another measure or of what was measured against the record's bound."""
    given = list(dict.fromkeys(t for t in texts if t and t.strip()))
    wholes = list(dict.fromkeys(without_reasons(t, mentions, description) for t in given))
    joined = " ".join(wholes)
    return any(names_other_old(t, mentions) or about_its_thing(t, mentions, description)
               or about_its_value(t, mentions, description) for t in wholes) \
        or other_dimension(joined, description) or bound_unsaid(joined, description)


@dataclass(frozen=True)
class Row:
    """One pair as the rule by meaning sees it, for one kind of vectors."""

    pair: Pair
    lexical: str          # the memdir path's action
    signal: bool          # a change signal the rules read
    best_own: bool        # the nearest record is the pair's own
    cos: float            # the score of the nearest record (a cosine, z or CSLS)
    lead: float           # its score less the second nearest's
    vetoed: bool          # the rules refuse the nearest record


def _key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _record(pair: Pair) -> Record:
    return Record(name=pair.old_name, description=pair.old_description, type=pair.type,
                  body=pair.old_body)


def lexical_outcomes(pairs: Sequence[Pair], cache: Path) -> list[str]:
    """The memdir path's action for each pair, cached by its texts and the source of the
    rules (a changed rule runs again)."""
    import memdir.pipeline.admission as admission

    rules = hashlib.sha256(b"".join(p.read_bytes() for p in sorted(
        Path(admission.__file__).parent.glob("*.py")))).hexdigest()[:12]
    path = cache / f"lexical-{rules}.json"
    known: dict[str, str] = json.loads(path.read_text()) if path.exists() else {}
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-meaning-"))
    try:
        for i, pair in enumerate(pairs):
            key = _key(repr(pair))
            if key not in known:
                known[key] = run_pair(pair, tmp / str(i), ("memdir",))["memdir"]
                if i % 100 == 0:
                    path.write_text(json.dumps(known))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    path.write_text(json.dumps(known))
    return [known[_key(repr(p))] for p in pairs]


def embeddings(embedder: Any, texts: Sequence[tuple[str, str]], cache: Path) -> dict:
    """Vectors of ``texts`` ((side, text): side ``query`` or ``passage``), cached."""
    import numpy as np

    path = cache / f"vectors-{_key(embedder.name)}.npz"
    known: dict[str, Any] = dict(np.load(path)) if path.exists() else {}
    todo = sorted({(side, t) for side, t in texts if _key(side + t) not in known})
    for side in ("query", "passage"):
        batch = [t for s, t in todo if s == side]
        if not batch:
            continue
        if side == "query":
            vecs = embedder._embed([embedder.query_prefix + t for t in batch])
        else:
            vecs = embedder.embed(batch)
        known.update({_key(side + t): v for t, v in zip(batch, vecs, strict=True)})
    if todo:
        np.savez(path, **known)
    return known


def _pool_key(pair: Pair, pool: str) -> tuple[str, str, int]:
    return pair.lang, pair.type, (pair.fresh if pool == "round" else -1)


def rows_for(pairs: Sequence[Pair], lexical: Sequence[str], embedder: Any,
             cache: Path, pool_by: str = "language") -> dict[str, list[Row]]:
    """Per kind of vectors and score, each pair's `Row`: the statement against the
    records of its language and type in the whole set (``pool_by`` ``language``) or in
    its round (``round``)."""
    import numpy as np

    statements = [candidate_from_text(p.new_text, p.type) for p in pairs]
    texts = [(c.description, c.body, c.quote) for c in statements]
    pools: dict[tuple[str, str, int], list[Record]] = {}
    for pair in pairs:
        pool = pools.setdefault(_pool_key(pair, pool_by), [])
        rec = _record(pair)
        if all((r.name, r.description, r.body) != (rec.name, rec.description, rec.body)
               for r in pool):
            pool.append(rec)
    wanted = [("query", c.description) for c in statements]
    wanted += [("passage", c.description) for c in statements]
    subjects = [subject_part(t) or c.description for c, t in zip(statements, texts,
                                                                 strict=True)]
    wanted += [("passage", s) for s in subjects]
    for pool in pools.values():
        wanted += [("passage", record_text(r)) for r in pool]
        wanted += [("passage", r.description) for r in pool]
    vec = embeddings(embedder, wanted, cache)
    mentions: dict[tuple[str, str, str], Mentions] = {}

    def mentions_of(rec: Record) -> Mentions:
        key = (rec.name, rec.description, rec.body)
        if key not in mentions:
            mentions[key] = Mentions.of(rec.name.replace("-", " "), rec.description, rec.body)
        return mentions[key]

    def record_vectors(pool: list[Record], vectors: str) -> Any:
        return np.stack([vec[_key("passage" + (
            r.description if vectors in ("description", "subject")
            else record_text(r)))] for r in pool])

    # A record's density: the mean cosine of its `DENSITY_K` nearest other records of the
    # pool (what a store's hubness correction measures, `memdir.store.fusion`).
    density: dict[tuple[tuple[str, str, int], str], Any] = {}
    for where, pool in pools.items():
        for vectors in VECTORS:
            recs = record_vectors(pool, vectors)
            sims = recs @ recs.T
            np.fill_diagonal(sims, -1.0)
            k = min(DENSITY_K, len(pool) - 1)
            density[(where, vectors)] = np.sort(sims, axis=1)[:, -k:].mean(axis=1) \
                if k > 0 else np.zeros(len(pool))
    vetoes: dict[tuple[int, int], bool] = {}
    out: dict[str, list[Row]] = {v: [] for v in VARIANTS}
    for i, (pair, cand, given, lex, subject) in enumerate(zip(
            pairs, statements, texts, lexical, subjects, strict=True)):
        pool = pools[_pool_key(pair, pool_by)]
        own = _record(pair)
        signal = change_signal(given)
        for vectors in VECTORS:
            side = "query" if vectors == "query" else "passage"
            s = vec[_key(side + (subject if vectors == "subject" else cand.description))]
            cos = record_vectors(pool, vectors) @ s
            k = min(DENSITY_K, len(pool))
            near = np.sort(cos)[-k:].mean()
            scores = {"cos": cos,
                      "z": (cos - cos.mean()) / max(float(cos.std()), 1e-6),
                      "csls": 2 * cos - near - density[(_pool_key(pair, pool_by), vectors)]}
            for kind, score in scores.items():
                order = np.argsort(-score)
                at = int(order[0])
                best = pool[at]
                lead = float(score[at] - (score[order[1]] if len(order) > 1 else 0.0))
                is_own = (best.name, best.description, best.body) == (
                    own.name, own.description, own.body)
                if signal and (i, at) not in vetoes:
                    vetoes[(i, at)] = vetoed(given, mentions_of(best), best.description)
                out[f"{vectors}/{kind}"].append(Row(
                    pair, lex, signal, is_own, float(score[at]), lead,
                    signal and vetoes[(i, at)]))
    return out


def outcome(row: Row, threshold: float | None, margin: float) -> str:
    """``true``, ``false`` (an update of a ``new`` pair, or of another pair's record),
    ``missed`` or ``kept`` (a ``new`` pair stored apart): lexical only when
    ``threshold`` is None."""
    if row.lexical == "update":
        return "true" if row.pair.label == "update" else "false"
    if threshold is not None and row.signal and not row.vetoed \
            and row.cos >= threshold and row.lead >= margin:
        return "true" if row.pair.label == "update" and row.best_own else "false"
    return "missed" if row.pair.label == "update" else "kept"


def counts(rows: Sequence[Row], threshold: float | None, margin: float) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for lang in (*LANGS, "all"):
        mine = [r for r in rows if lang in ("all", r.pair.lang)]
        got = [outcome(r, threshold, margin) for r in mine]
        out[lang] = {"updates": sum(r.pair.label == "update" for r in mine),
                     "new": sum(r.pair.label == "new" for r in mine),
                     "true": got.count("true"), "false": got.count("false")}
    return out


def thresholds(rows: Sequence[Row]) -> list[float]:
    """The thresholds tried: the scores of the rows the rule may update (a change signal,
    no veto, not updated by the rules), at 60 quantiles from the median up (no label
    read), and past the highest."""
    import numpy as np

    may = [r.cos for r in rows if r.signal and not r.vetoed and r.lexical != "update"]
    if not may:
        return [float("inf")]
    qs = np.quantile(np.array(may), np.linspace(0.5, 1.0, 60))
    return sorted({round(float(q), 4) for q in qs} | {round(max(may) + 1e-3, 4)})


def choose(rows: dict[str, list[Row]]) -> tuple[str, float, float, int] | None:
    """The setting (vectors and score, threshold, margin) with the most true updates and
    no false update on ``rows``; None when every one has a false update."""
    import numpy as np

    best: tuple[int, float, float, str] | None = None
    for variant, mine in rows.items():
        lex = np.array([r.lexical == "update" for r in mine])
        upd = np.array([r.pair.label == "update" for r in mine])
        right = upd & np.array([r.best_own for r in mine])
        may = ~lex & np.array([r.signal and not r.vetoed for r in mine])
        cos = np.array([r.cos for r in mine])
        lead = np.array([r.lead for r in mine])
        base_true, base_false = int((lex & upd).sum()), int((lex & ~upd).sum())
        for t in thresholds(mine):
            for m in MARGINS[variant.split("/")[1]]:
                fires = may & (cos >= t) & (lead >= m)
                if base_false + int((fires & ~right).sum()):
                    continue
                score = (base_true + int((fires & right).sum()), t, m, variant)
                # Ties: the higher threshold, then margin, within one kind of score; the
                # first kind across them (their units differ).
                if best is None or score[0] > best[0] or (
                        score[0] == best[0] and score[3] == best[3] and score[1:3] > best[1:3]):
                    best = score
    if best is None:
        return None
    return best[3], best[1], best[2], best[0]


def round_of(pair: Pair) -> int:
    return pair.fresh


def cross_validate(rows: dict[str, list[Row]]) -> dict[str, Any]:
    """Leave one round out: each round scored at the setting chosen without it."""
    rounds = sorted({round_of(r.pair) for r in rows[VARIANTS[0]]})
    folds = []
    scored: dict[str, list[tuple[Row, str]]] = {"lexical": [], "vectors": []}
    for held in rounds:
        train = {v: [r for r in rs if round_of(r.pair) != held] for v, rs in rows.items()}
        chosen = choose(train)
        lexical_train = counts(train[VARIANTS[0]], None, 0.0)["all"]["true"]
        variant = chosen[0] if chosen else VARIANTS[0]
        test = [r for r in rows[variant] if round_of(r.pair) == held]
        lex = counts(test, None, 0.0)
        vec = counts(test, chosen[1], chosen[2]) if chosen else lex
        folds.append({"round": held, "chosen": chosen and {
            "vectors": chosen[0], "threshold": chosen[1], "margin": chosen[2],
            "train_true": chosen[3], "train_true_lexical": lexical_train},
            "lexical": lex, "vectors": vec})
        for r in test:
            scored["lexical"].append((r, outcome(r, None, 0.0)))
            scored["vectors"].append((r, outcome(r, chosen[1], chosen[2]) if chosen
                                      else outcome(r, None, 0.0)))
    return {"folds": folds, "pooled": _pool(scored, rounds),
            "newest": _pool(scored, NEWEST)}


def _pool(scored: dict[str, list[tuple[Row, str]]], rounds: Sequence[int]) -> dict:
    out: dict[str, Any] = {}
    for system, got in scored.items():
        out[system] = {}
        for lang in (*LANGS, "all"):
            mine = [(r, o) for r, o in got if round_of(r.pair) in rounds
                    and lang in ("all", r.pair.lang)]
            out[system][lang] = {
                "updates": sum(r.pair.label == "update" for r, _ in mine),
                "new": sum(r.pair.label == "new" for r, _ in mine),
                "true": sum(o == "true" for _, o in mine),
                "false": sum(o == "false" for _, o in mine)}
    return out


def unseen_pairs(n: int) -> list[Pair]:
    """The pairs of round ``n`` (benchmarks/corrections_rounds_N.py) when the pair set does
    not hold it yet: scored as a round written before this rule, not read here."""
    import importlib

    from .corrections_data import _expand

    if any(p.fresh == n for p in PAIRS):
        raise SystemExit(f"round {n} is in the pair set already: its fold is reported")
    mod = importlib.import_module(f"benchmarks.corrections_rounds_{n}")
    return [pair for lang in LANGS
            for pair in _expand(lang, getattr(mod, f"{lang.upper()}_FRESH_{n}"), True, n)]


def score_unseen(rows: dict[str, list[Row]], n: int) -> dict[str, Any]:
    """Round ``n`` at the setting chosen on every other round: lexical and with vectors."""
    chosen = choose({v: [r for r in rs if r.pair.fresh != n] for v, rs in rows.items()})
    variant = chosen[0] if chosen else VARIANTS[0]
    test = [r for r in rows[variant] if r.pair.fresh == n]
    return {"round": n, "chosen": chosen and {"vectors": chosen[0],
                                              "threshold": chosen[1], "margin": chosen[2]},
            "lexical": counts(test, None, 0.0),
            "vectors": counts(test, chosen[1], chosen[2]) if chosen else counts(test, None, 0)}


def _unseen_line(u: dict[str, Any]) -> str:
    c = u["chosen"]
    per = ", ".join(f"{lang} {u['lexical'][lang]['true']}/{u['lexical'][lang]['false']} -> "
                    f"{u['vectors'][lang]['true']}/{u['vectors'][lang]['false']}"
                    for lang in LANGS)
    return (f"round {u['round']} (not in the pair set), at "
            + (f"{c['vectors']} t={c['threshold']} m={c['margin']}" if c else "no setting")
            + f": true/false updates {per}")


def sweep(rows: dict[str, list[Row]]) -> list[dict[str, Any]]:
    """In-sample, every round: true and false updates at each threshold (margin 0), the
    shape of the trade the folds choose on."""
    out = []
    for variant, mine in rows.items():
        for t in thresholds(mine)[::4]:
            c = counts(mine, t, 0.0)["all"]
            out.append({"vectors": variant, "threshold": t, "true": c["true"],
                        "false": c["false"]})
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    import os

    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", type=Path, default=None,
                   help="a model folder (default: what model_source finds, if prepared)")
    p.add_argument("--pool", choices=("language", "round"), default="language",
                   help="the records a statement is compared with: its language's and "
                        "type's in the whole set, or in its round only")
    p.add_argument("--unseen", type=int, default=0, metavar="N",
                   help="also score benchmarks/corrections_rounds_N.py, a round not yet in "
                        "the pair set, at the setting chosen on every round of it")
    p.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir())
                   / "memdir-corrections-meaning")
    args = p.parse_args(argv)
    from memdir.providers.semantic import get_embedder, model_source

    if args.model:
        os.environ[SEMANTIC_MODEL] = str(args.model)
    embedder = get_embedder(model_source())
    pairs = [p for p in PAIRS if not args.quick or p.fresh in (0, *NEWEST)]
    unseen = unseen_pairs(args.unseen) if args.unseen else []
    args.cache.mkdir(parents=True, exist_ok=True)
    lexical = lexical_outcomes([*pairs, *unseen], args.cache)
    rows = rows_for([*pairs, *unseen], lexical, embedder, args.cache, args.pool)
    known = {v: [r for r in rs if r.pair.fresh != args.unseen] for v, rs in rows.items()}
    cv = cross_validate(known)
    print(f"Corrections by meaning ({embedder.name}): {len(pairs)} pairs against the "
          f"records of their {args.pool}, one round left out at a time")
    lines = []
    for where in ("pooled", "newest"):
        for lang in (*LANGS, "all"):
            lex, vec = cv[where]["lexical"][lang], cv[where]["vectors"][lang]
            lines.append((where, lang, lex["updates"], lex["new"],
                          f"{lex['true']} ({lex['true'] / max(lex['updates'], 1):.2f})",
                          lex["false"],
                          f"{vec['true']} ({vec['true'] / max(vec['updates'], 1):.2f})",
                          vec["false"]))
    print(table(["rounds", "lang", "updates", "new", "lexical true", "lexical false",
                 "with vectors true", "with vectors false"], lines))
    for fold in cv["folds"]:
        c = fold["chosen"]
        lv, vv = fold["lexical"]["all"], fold["vectors"]["all"]
        print(f"  round {fold['round']:>2}: " + (
            f"{c['vectors']} t={c['threshold']} m={c['margin']} (train +"
            f"{c['train_true'] - c['train_true_lexical']})" if c else "nothing chosen")
            + f"  true {lv['true']} -> {vv['true']}, false {lv['false']} -> {vv['false']}")
    data = {"model": embedder.name, "pairs": len(pairs), "pool": args.pool, "cv": cv,
            "sweep": sweep(known)}
    if unseen:
        data["unseen"] = score_unseen(rows, args.unseen)
        print(_unseen_line(data["unseen"]))
    name = "corrections_meaning" + ("" if args.pool == "language" else "_round")
    write_result(name, data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
