"""Conversational memory: recall on a LoCoMo-style set of our own, per language.

`benchmarks.conversations_data` holds nine conversations (three each in English, Chinese
and Japanese, ten dated sessions of two people each) and 270 questions written before
any ranker ran on them: multi-hop, temporal, inference, single-hop and adversarial, most
paraphrasing the turns that answer them. Each language's file is read as `memdir eval`
reads a LoCoMo file (`memdir.evaluation.locomo`: a store per conversation, a record per
turn) and answered by `memdir.evaluation.runner.evaluate` with each ranker: recall@5 and
hit@5 per category, with 95% bootstrap intervals.

*lexical* always; *fused* with ``--model`` (a model folder, or a pinned model's name
as `memdir semantic fetch` prepared it; nothing is downloaded).

Run: ``python -m benchmarks.conversations [--model PATH|NAME] [--quick] [--set 2]``
(``--quick``: the first conversation of each language, lexical only; ``--misses``: print
each question not wholly answered, what was recalled and what was not; ``--set 2``: the
second set, `benchmarks.conversations_data_2`, six conversations written after the first
set's rules were, written to ``results/conversations_2.json``; ``--set 3``: the third,
`benchmarks.conversations_data_3`, six more written blind, to
``results/conversations_3.json``; ``--set 4``: the fourth,
`benchmarks.conversations_data_4`, six more written blind after the third set was read,
to ``results/conversations_4.json``; ``--set 5``: the fifth,
`benchmarks.conversations_data_5`, six more written blind after the fourth set was read,
to ``results/conversations_5.json``; ``--set 6``: the sixth,
`benchmarks.conversations_data_6`, six more written blind after the fifth set was read,
to ``results/conversations_6.json``; ``--set 7``: the seventh,
`benchmarks.conversations_data_7`, six more written blind after the sixth set was read,
to ``results/conversations_7.json``; ``--set 8``: the eighth,
`benchmarks.conversations_data_8`, six more written blind after the seventh set was read,
to ``results/conversations_8.json``; ``--set 9``: the ninth,
`benchmarks.conversations_data_9`, six more written blind after the eighth set was read,
to ``results/conversations_9.json``; ``--set 10``: the tenth,
`benchmarks.conversations_data_10`, six more written blind after the ninth set was read,
to ``results/conversations_10.json``; ``--set 11``: the eleventh,
`benchmarks.conversations_data_11`, six more written blind after the tenth set was read,
to ``results/conversations_11.json``; ``--set 12``: the twelfth,
`benchmarks.conversations_data_12`, six more written blind after the eleventh set's first run,
to ``results/conversations_12.json``; ``--set 13``: the thirteenth,
`benchmarks.conversations_data_13`, six more written blind after the twelfth set's first run,
to ``results/conversations_13.json``).
``MEMDIR_BENCH_EMBED_CACHE=FOLDER`` keeps the fused ranker's vectors between runs
(`benchmarks.embed_cache`).

``--sessions N``: at session granularity instead, as a LongMemEval-style evaluation reads
chat history (`memdir.evaluation.longmemeval`): every conversation's sessions in one store,
``N`` consecutive sessions a record (its dates, then every turn as ``speaker: text``), a
question relevant to the records holding the sessions of its evidence; recall@5 per
language with *lexical*, and with ``--model`` *fused* twice: with one vector a record (the
head the model reads, as before chunks: `memdir.providers.semantic.windows.MAX_CHUNKS` set
to 1) and with a vector per chunk; plus what embedding the records cost (ms per chunk).
Written to ``results/conversation_sessions.json``.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import parser, table, write_result
from .conversations_data import CONVERSATIONS
from .conversations_data_2 import CONVERSATIONS as SECOND
from .conversations_data_3 import CONVERSATIONS as THIRD
from .conversations_data_4 import CONVERSATIONS as FOURTH
from .conversations_data_5 import CONVERSATIONS as FIFTH
from .conversations_data_6 import CONVERSATIONS as SIXTH
from .conversations_data_7 import CONVERSATIONS as SEVENTH
from .conversations_data_8 import CONVERSATIONS as EIGHTH
from .conversations_data_9 import CONVERSATIONS as NINTH
from .conversations_data_10 import CONVERSATIONS as TENTH
from .conversations_data_11 import CONVERSATIONS as ELEVENTH
from .conversations_data_12 import CONVERSATIONS as TWELFTH
from .conversations_data_13 import CONVERSATIONS as THIRTEENTH
from .embed_cache import cached_vectors

LANGS = ("en", "zh", "ja")
SETS: dict[int, list[dict[str, Any]]] = {1: CONVERSATIONS, 2: SECOND, 3: THIRD,
                                         4: FOURTH, 5: FIFTH, 6: SIXTH, 7: SEVENTH,
                                         8: EIGHTH, 9: NINTH, 10: TENTH,
                                         11: ELEVENTH, 12: TWELFTH, 13: THIRTEENTH}


def _model_folder(model: str) -> str:
    if Path(model).exists():
        return model
    from memdir.providers.semantic import catalog, fetch

    spec = catalog.MODELS.get(model)
    found = fetch.prepared(spec, fetch.cache_root()) if spec else None
    if found is None:
        raise SystemExit(f"{model} is neither a folder nor a prepared pinned model")
    return str(found)


def _print_misses(dataset: Any, run: Any) -> None:
    """Each question whose relevant turns were not all recalled: what was, and what is."""
    records = {(r.store, r.name): r for r in dataset.records}

    def said(store: str, name: str) -> str:
        r = records.get((store, name))
        return f"{name} {r.description[:110] if r else '?'}"

    for row in run.rows:
        q = row.query
        if row.recall is None or row.recall >= 1.0:
            continue
        print(f"\n[{q.store} {q.category} recall {row.recall:.2f}] {q.query}")
        for name in q.relevant:
            print(("   + " if name in row.ranked else "   - ") + said(q.store, name))
        for name in row.ranked:
            if name not in q.relevant:
                print("     " + said(q.store, name))


def run_language(lang: str, rankers: Sequence[str], quick: bool,
                 conversations: Sequence[dict[str, Any]] = CONVERSATIONS,
                 misses: bool = False) -> dict[str, Any]:
    from memdir.evaluation.locomo import from_locomo
    from memdir.evaluation.runner import evaluate

    samples = [c for c in conversations if c["sample_id"].startswith(lang + "-")]
    dataset, notes = from_locomo(samples[:1] if quick else samples, f"conversations-{lang}")
    evaluation = evaluate(dataset, rankers)
    if misses:
        for run in evaluation.runs:
            print(f"\n=== {lang} {run.ranker}: missed questions")
            _print_misses(dataset, run)
    report = evaluation.report(per_query=False)
    runs = {}
    for name, run in report["rankers"].items():
        answerable = run["summary"]["answerable"]
        runs[name] = {category: {"queries": s["queries"],
                                 "recall": round(s["recall"]["mean"], 3),
                                 "recall_low": round(s["recall"]["low"], 3),
                                 "recall_high": round(s["recall"]["high"], 3),
                                 "hit": round(s["hit"]["mean"], 3)}
                      for category, s in answerable.items()}
    return {"language": lang, "conversations": len(samples[:1] if quick else samples),
            "records": len(dataset.records), "queries": len(dataset.queries),
            "notes": notes, "rankers": runs}


def session_dataset(lang: str, per: int, quick: bool = False) -> Any:
    """Every conversation's sessions, ``per`` a record, in one store; ``lang``'s questions
    (see the module docstring). ``quick``: the first conversation of each language."""
    from memdir.evaluation.dataset import EvalQuery, EvalRecord, from_items
    from memdir.evaluation.locomo import from_locomo

    records, queries = [], []
    for conv in CONVERSATIONS:
        sid, c = conv["sample_id"], conv["conversation"]
        if quick and not sid.endswith("-1"):
            continue
        numbers = sorted(int(k.split("_")[1]) for k in c
                         if re.fullmatch(r"session_\d+", k))
        group = {}
        for g in range(0, len(numbers), per):
            part = numbers[g:g + per]
            name = f"{sid}-s{part[0]}" + (f"-{part[-1]}" if len(part) > 1 else "")
            lines: list[str] = []
            for n in part:
                group[n] = name
                lines.append(f"Conversation of {c.get(f'session_{n}_date_time', '')}")
                lines += [f"{t['speaker']}: {t['text']}" for t in c[f"session_{n}"]]
            first = lines[1] if len(lines) > 1 else lines[0]
            records.append(EvalRecord(name, first[:297] + "..." if len(first) > 300
                                      else first, "user", "\n".join(lines), "sessions"))
        if not sid.startswith(lang + "-"):
            continue
        for q in from_locomo([conv], sid)[0].queries:
            relevant = tuple(dict.fromkeys(group[int(r[1:].split("-")[0])]
                                           for r in q.relevant))
            queries.append(EvalQuery(q.id, q.query, relevant, q.category, q.language,
                                     q.answer, "sessions"))
    return from_items(records, queries, f"sessions-{lang}")


def run_sessions(per: int, model: str | None, quick: bool = False) -> dict[str, Any]:
    """Recall@5 per language at session granularity (see the module docstring)."""
    from memdir.evaluation.runner import evaluate
    from memdir.providers.semantic import windows

    runs: list[tuple[str, str, int]] = [("lexical", "lexical", windows.MAX_CHUNKS)]
    if model:
        runs += [("fused, one vector a record", "fused", 1),
                 ("fused, a vector per chunk", "fused", windows.MAX_CHUNKS)]
    languages = []
    chunks = windows.MAX_CHUNKS
    for lang in LANGS:
        dataset = session_dataset(lang, per, quick)
        row: dict[str, Any] = {"language": lang, "records": len(dataset.records),
                               "queries": len(dataset.queries), "rankers": {}}
        for label, ranker, limit in runs:
            windows.MAX_CHUNKS = limit
            try:
                report = evaluate(dataset, [ranker]).report(per_query=False)
            finally:
                windows.MAX_CHUNKS = chunks
            s = report["rankers"][ranker]["summary"]["answerable"]["all"]
            row["rankers"][label] = {"recall": round(s["recall"]["mean"], 3),
                                     "recall_low": round(s["recall"]["low"], 3),
                                     "recall_high": round(s["recall"]["high"], 3),
                                     "hit": round(s["hit"]["mean"], 3)}
        languages.append(row)
    data: dict[str, Any] = {"per": per, "languages": languages,
                            "max_chunks": windows.MAX_CHUNKS}
    if model:
        data["cost"] = _chunk_cost(per)
    print(table(["language", "records", "ranker", "recall@5", "hit@5"],
                [(r["language"], r["records"], name, run["recall"], run["hit"])
                 for r in languages for name, run in r["rankers"].items()]))
    return data


def _chunk_cost(per: int) -> dict[str, Any]:
    """The records' chunks and what embedding them costs, one record at a time (the
    model's texts of each language, as a store's write embeds them)."""
    from memdir.foundation.record import Record
    from memdir.providers.semantic import get_embedder
    from memdir.store.fusion import record_text

    embedder = get_embedder()
    embedder.embed(["warm up"])
    out: dict[str, Any] = {}
    for lang in LANGS:
        recs = [r for r in session_dataset(lang, per).records if r.name.startswith(lang)]
        texts = [record_text(Record(name=r.name, type="user", description=r.description,
                                    body=r.body)) for r in recs]
        head = chunked = 0.0
        count = 0
        for text in texts:
            start = time.perf_counter()
            embedder.embed([text])
            middle = time.perf_counter()
            count += len(embedder.embed_chunks([text])[0])
            head += middle - start
            chunked += time.perf_counter() - middle
        out[lang] = {"records": len(texts), "chunks": count,
                     "chars": round(sum(map(len, texts)) / len(texts)),
                     "ms_one_vector": round(1000 * head / len(texts), 1),
                     "ms_chunks": round(1000 * chunked / len(texts), 1),
                     "ms_per_chunk": round(1000 * chunked / count, 1)}
    return out


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", default=None,
                   help="also the fused ranker with this model (a folder or a prepared "
                        "pinned model's name)")
    p.add_argument("--set", type=int, default=1, choices=sorted(SETS), dest="set_",
                   help="which set of conversations (2: conversations_data_2, 3: "
                        "conversations_data_3, 4: conversations_data_4, 5: "
                        "conversations_data_5, 6: conversations_data_6, 7: "
                        "conversations_data_7, 8: conversations_data_8, 9: "
                        "conversations_data_9, 10: conversations_data_10, 11: "
                        "conversations_data_11, 12: conversations_data_12, 13: "
                        "conversations_data_13)")
    p.add_argument("--misses", action="store_true",
                   help="print each question whose relevant turns were not all recalled")
    p.add_argument("--sessions", type=int, default=0, metavar="N",
                   help="at session granularity, N consecutive sessions a record")
    args = p.parse_args(argv)
    if args.sessions > 0:
        saved = os.environ.get("MEMDIR_SEMANTIC_MODEL")
        if args.model:
            os.environ["MEMDIR_SEMANTIC_MODEL"] = _model_folder(args.model)
        try:
            data = run_sessions(args.sessions, args.model, args.quick)
        finally:
            if saved is None:
                os.environ.pop("MEMDIR_SEMANTIC_MODEL", None)
            else:
                os.environ["MEMDIR_SEMANTIC_MODEL"] = saved
        data["model"] = os.path.basename(args.model or "") or None
        write_result(f"conversation_sessions_{args.sessions}", data, args.out, args.quick)
        return data
    rankers = ["lexical"]
    saved = os.environ.get("MEMDIR_SEMANTIC_MODEL")
    if args.model and not args.quick:
        os.environ["MEMDIR_SEMANTIC_MODEL"] = _model_folder(args.model)
        rankers.append("fused")
    try:
        with cached_vectors():
            languages = [run_language(lang, rankers, args.quick, SETS[args.set_],
                                      args.misses)
                         for lang in LANGS]
    finally:
        if saved is None:
            os.environ.pop("MEMDIR_SEMANTIC_MODEL", None)
        else:
            os.environ["MEMDIR_SEMANTIC_MODEL"] = saved
    data = {"rankers": rankers, "model": os.path.basename(args.model or "") or None,
            "set": args.set_, "languages": languages}
    print(table(["language", "ranker", "recall@5 (all)", "hit@5 (all)", "questions"],
                [(r["language"], name, run["all"]["recall"], run["all"]["hit"],
                  run["all"]["queries"])
                 for r in languages for name, run in r["rankers"].items()]))
    write_result("conversations" if args.set_ == 1 else f"conversations_{args.set_}",
                 data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
