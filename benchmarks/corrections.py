"""Corrections: does a new statement replace a stored memory only when it corrects it?

The labelled set is `benchmarks.corrections_data` (zh/en/ja pairs of a stored record and a
new statement of the same type, labelled ``update`` or ``new``). Each pair gets a fresh
store holding its one record; the statement goes through ``Memory.save`` exactly as
``memdir add`` sends it (the offline candidate of `candidate_from_text`, with the
record's type, saved by a person as their own words), on a real store and search index.
Two rules see the same pairs:

- **memdir**: the admission policy as it is (`memdir.pipeline.admission.policy`);
- **previous**: the rule before the subject check, re-implemented here: any change word
  ("instead", "改用", "ではなく"...) made the best search hit of the same type the target.

Reported per language and split (``design``: the pairs the rule was designed on;
``held_out``: every fourth pair of each language and label, not looked at while
designing; ``fresh``: a round written when the others had been seen, before the rule
was changed again and before it ran on them; ``fresh_2`` on: later such
rounds, each written before the rules were changed again and scored once they were final):
the **false-update rate** (``new`` statements that replaced the stored record: each one
deletes a memory the user still holds, so the target is 0) and the **true-update rate**
(corrections that replaced it; a miss leaves two records, which consolidation and the
review queue can still fix). A correction held for a person's review (``propose``) is
counted apart, as neither: on these paths the writer may change the record at once, so
one is a finding, not a figure.

Run: ``python -m benchmarks.corrections [--quick] [--show]`` (``--quick``: one pair of
each language, label and split).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record, name_key
from memdir.pipeline.admission.policy import find_phrase
from memdir.pipeline.extract import candidate_from_text, extract_offline
from memdir.providers.base import Message
from memdir.service.memory import Memory
from memdir.service.writes.provenance import provenance, writer_of
from memdir.store.files.store import FileStore

from .common import parser, table, write_result
from .corrections_data import PAIRS, Pair

SYSTEMS = ("memdir", "memdir-extract", "previous")
# What `memdir add` writes into a record's source (memdir.cli.adding).
ADDED_BY_HAND = {"note": "added by hand"}
# The session extraction's records name in their source.
EXTRACT_SESSION = "corrections"
LANGS = ("en", "zh", "ja")
SPLITS = ("design", "held_out", "fresh", *(f"fresh_{n}" for n in range(2, 1 + max(
    p.fresh for p in PAIRS))), "all")

# The change words of the previous rule, as they were.
PREVIOUS_CHANGE_CUES = (
    "改主意", "改用", "改成", "换成", "不再", "以后不用",
    "changed my mind", "change of plan", "instead", "switch to", "switched to",
    "no longer", "from now on use", "now use",
    "やっぱり", "に変更", "ではなく", "代わりに",
)


def _split(pair: Pair) -> str:
    if pair.fresh:
        return "fresh" if pair.fresh == 1 else f"fresh_{pair.fresh}"
    return "held_out" if pair.held_out else "design"


def previous_rule(memory: Memory, store: FileStore, cand: Candidate) -> str:
    """What the previous rule did with ``cand``: ``update`` or ``store``."""
    if any(r.key == name_key(cand.name) for r in store.list()):
        return "update"
    text = "\n".join((cand.description, cand.body, cand.quote))
    if find_phrase(text, PREVIOUS_CHANGE_CUES) is None:
        return "store"
    hits = store.search(f"{cand.description} {cand.body}", 1)
    found = store.find(hits[0].name) if hits else None
    return "update" if found is not None and found.type == cand.type else "store"


def memdir_rule(memory: Memory, store: FileStore, cand: Candidate) -> str:
    """What memdir does with ``cand`` saved as ``memdir add`` saves it: a person's own
    words (origin ``user``, "added by hand"), written as a real save would."""
    decision, _ = memory.save(cand, scope=store.scope, source=dict(ADDED_BY_HAND),
                              origin="user")
    return decision.action


def extract_rule(memory: Memory, store: FileStore, cand: Candidate) -> str:
    """What memdir does with ``cand`` admitted as offline extraction after a turn admits
    it: the model writer, the user's message it quotes beside it."""
    report = memory._turns.admit([cand], said(cand), heard=True)
    return report.decisions[0].action if report.decisions else "store"


def said(cand: Candidate) -> list[Message]:
    """The turn a candidate was extracted from: the user's message it quotes."""
    return [{"role": "user", "content": cand.quote or cand.body}]


def extracted_record(pair: Pair) -> Record:
    """The pair's stored record as extraction after a turn writes it: its origin (the
    user's, for a quote of their message: `writer_of`) and its source (session, message,
    quote), so it is extraction's record, not one a person added or approved."""
    old = extracted(pair.old_description, pair.type)
    turn = said(old)
    return Record(name=pair.old_name, description=old.description, type=pair.type,
                  body=pair.old_body or old.body, origin=writer_of("model", old, turn),
                  source=provenance(EXTRACT_SESSION, turn, old))


def extracted(text: str, mtype: str) -> Candidate:
    """The candidate offline extraction makes of ``text`` (its body carries "User said:
    ..."), with the pair's type; `candidate_from_text` when it hears nothing."""
    heard = extract_offline([{"role": "user", "content": text}])
    cand = heard[0] if heard else candidate_from_text(text, mtype)
    return replace(cand, type=mtype)


def run_pair(pair: Pair, root: Path, systems: Sequence[str] = SYSTEMS) -> dict[str, str]:
    """The outcome of each system for one pair, each on a fresh store.

    ``memdir``: the record and the statement as ``memdir add`` writes and sends them;
    ``memdir-extract``: both as offline extraction writes them (its records say "User
    said: ..."), the path of the report that found "以后改用 pnpm" replacing "以后注释...".
    """
    out = {}
    rules: dict[str, Callable[[Memory, FileStore, Candidate], str]] = {
        "memdir": memdir_rule, "memdir-extract": extract_rule, "previous": previous_rule}
    for system, rule in rules.items():
        if system not in systems:
            continue
        store = FileStore(root / system / ".memory")
        if system == "memdir-extract":
            store.upsert(extracted_record(pair))
            cand = extracted(pair.new_text, pair.type)
        else:
            # A person's record, as `memdir add` writes it: its owner corrects it at once.
            store.upsert(Record(name=pair.old_name, description=pair.old_description,
                                type=pair.type, body=pair.old_body, origin="user",
                                source=dict(ADDED_BY_HAND)))
            cand = candidate_from_text(pair.new_text, pair.type)
        with Memory(store, user=False, provider="offline") as memory:
            out[system] = rule(memory, store, cand)
    return out


def rates(rows: Sequence[tuple[Pair, dict[str, str]]], system: str) -> dict[str, Any]:
    new = [o[system] for p, o in rows if p.label == "new"]
    upd = [o[system] for p, o in rows if p.label == "update"]
    return {"new": len(new), "update": len(upd),
            "false_updates": new.count("update"),
            "true_updates": upd.count("update"),
            "rejected": new.count("reject") + upd.count("reject"),
            "proposed": new.count("propose") + upd.count("propose"),
            "false_update_rate": new.count("update") / len(new) if new else 0.0,
            "true_update_rate": upd.count("update") / len(upd) if upd else 0.0}


def quick_pairs(pairs: Sequence[Pair]) -> list[Pair]:
    """``--quick``'s pairs: the first of each language, label and split, so every row of
    the table is filled and the run grows by a few pairs per round, not a fifth of it."""
    seen: set[tuple[str, str, str]] = set()
    out = []
    for pair in pairs:
        cell = (pair.lang, pair.label, _split(pair))
        if cell not in seen:
            seen.add(cell)
            out.append(pair)
    return out


def main(argv: Sequence[str] | None = None) -> dict:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--show", action="store_true",
                   help="list the design pairs each rule gets wrong")
    args = p.parse_args(argv)
    pairs = quick_pairs(PAIRS) if args.quick else PAIRS
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-corrections-"))
    try:
        rows = [(pair, run_pair(pair, tmp / str(i))) for i, pair in enumerate(pairs)]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def pick(split: str, lang: str) -> list[tuple[Pair, dict[str, str]]]:
        return [(p, o) for p, o in rows
                if (lang == "all" or p.lang == lang)
                and split in ("all", _split(p))]

    results = {system: {split: {lang: rates(pick(split, lang), system)
                                for lang in (*LANGS, "all")} for split in SPLITS}
               for system in SYSTEMS}
    print(f"Corrections: {len(rows)} pairs (zh/en/ja); false updates delete a memory "
          "(target 0), true updates replace the corrected one")
    table_rows = []
    for split in SPLITS:
        for lang in (*LANGS, "all"):
            m, prev = results["memdir"][split][lang], results["previous"][split][lang]
            ex = results["memdir-extract"][split][lang]
            table_rows.append((split, lang, m["new"], m["update"],
                               m["false_update_rate"], m["true_update_rate"],
                               ex["false_update_rate"], ex["true_update_rate"],
                               prev["false_update_rate"], prev["true_update_rate"]))
    print(table(["split", "lang", "new pairs", "update pairs", "memdir false-update",
                 "memdir true-update", "extract false-update", "extract true-update",
                 "previous false-update", "previous true-update"], table_rows))
    held = {system: results[system]["all"]["all"]["proposed"]
            for system in ("memdir", "memdir-extract")}
    print(f"Held for review (propose, counted as neither): memdir {held['memdir']}, "
          f"extract {held['memdir-extract']}")
    wrong = [{"lang": p.lang, "label": p.label, "held_out": p.held_out, "split": _split(p),
              "old": p.old_description, "new": p.new_text, "memdir": o["memdir"],
              "path": system}
             for p, o in rows for system in ("memdir", "memdir-extract")
             if (o[system] == "update") != (p.label == "update")]
    if args.show:
        for w in wrong:
            if not w["held_out"]:
                print(f"  [{w['path']} {w['lang']} {w['label']} -> {w['memdir']}] {w['old']!r} / "
                      f"{w['new']!r}")
    per_lang = {lang: sum(1 for p, _ in rows if p.lang == lang) for lang in LANGS}
    data = {"pairs": len(rows), "per_language": per_lang, "results": results,
            "memdir_wrong": wrong}
    write_result("corrections", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
