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

Run: ``python -m benchmarks.conversations [--model PATH|NAME] [--quick]`` (``--quick``:
the first conversation of each language, lexical only).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .common import parser, table, write_result
from .conversations_data import CONVERSATIONS

LANGS = ("en", "zh", "ja")


def _model_folder(model: str) -> str:
    if Path(model).exists():
        return model
    from memdir.providers.semantic import catalog, fetch

    spec = catalog.MODELS.get(model)
    found = fetch.prepared(spec, fetch.cache_root()) if spec else None
    if found is None:
        raise SystemExit(f"{model} is neither a folder nor a prepared pinned model")
    return str(found)


def run_language(lang: str, rankers: Sequence[str], quick: bool) -> dict[str, Any]:
    from memdir.evaluation.locomo import from_locomo
    from memdir.evaluation.runner import evaluate

    samples = [c for c in CONVERSATIONS if c["sample_id"].startswith(lang + "-")]
    dataset, notes = from_locomo(samples[:1] if quick else samples, f"conversations-{lang}")
    report = evaluate(dataset, rankers).report(per_query=False)
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


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", default=None,
                   help="also the fused ranker with this model (a folder or a prepared "
                        "pinned model's name)")
    args = p.parse_args(argv)
    rankers = ["lexical"]
    saved = os.environ.get("MEMDIR_SEMANTIC_MODEL")
    if args.model and not args.quick:
        os.environ["MEMDIR_SEMANTIC_MODEL"] = _model_folder(args.model)
        rankers.append("fused")
    try:
        languages = [run_language(lang, rankers, args.quick) for lang in LANGS]
    finally:
        if saved is None:
            os.environ.pop("MEMDIR_SEMANTIC_MODEL", None)
        else:
            os.environ["MEMDIR_SEMANTIC_MODEL"] = saved
    data = {"rankers": rankers, "model": os.path.basename(args.model or "") or None,
            "languages": languages}
    print(table(["language", "ranker", "recall@5 (all)", "hit@5 (all)", "questions"],
                [(r["language"], name, run["all"]["recall"], run["all"]["hit"],
                  run["all"]["queries"])
                 for r in languages for name, run in r["rankers"].items()]))
    write_result("conversations", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
