"""What text a record and a query are embedded as, measured on the quality set.

EmbeddingGemma's model card gives a document prompt, ``title: {title | "none"} | text:
{content}``, and query prompts per task (``task: search result | query: ``, ``task:
question answering | query: ``, ``task: fact checking | query: ``, ``task: sentence
similarity | query: ``). memdir embeds a record as ``title: none | text: `` + its name
(hyphens as spaces), description and body (`memdir.store.fusion.record_text`) and a query
with the search prompt. Each alternative here is scored as shipped (`benchmarks.semantic`):

- **dense**: the five records of highest cosine, no cut (the model's ranking alone);
- **cv_rrf**: the fused ranker with its decision and order chosen by 4-fold
  cross-validation (`benchmarks.fusion`, the grid `benchmarks.semantic` ships from), each
  query scored by a point chosen on the other folds.

Documents: *record* (as shipped); *title-name* (the name as the title, the description and
body as the text); *title-description* (the description as the title, the body as the
text); *title-name-description*; *no-name* (``title: none``, the description and body);
*head* (``title: none``, the name and description, no body); *max(head, record)* (two
vectors per record, the better cosine counts). Queries: the four prompts above and none.
Records are embedded in batches as a store's sync does, queries one at a time as a search
does.

Run: ``python -m benchmarks.embedding_text [--model PATH] [--quick]``.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record
from memdir.providers.semantic import model_source
from memdir.providers.semantic.embedder import Embedder
from memdir.providers.semantic.fetch import cache_root
from memdir.providers.semantic.graphs import graph_for, settings_of
from memdir.store.density import Densities
from memdir.store.files.index import SearchIndex

from . import fusion, quality_data
from .common import fill_store, parser, table, write_result
from .quality import LANGUAGES, outcomes, summary

MAX_UNANSWERED = 0.07


def _words(name: str) -> str:
    return name.replace("-", " ")


DOCUMENTS: dict[str, Callable[[dict[str, str]], str]] = {
    "record": lambda r: f"title: none | text: {_words(r['name'])}: {r['description']}\n"
                        f"{r['body']}",
    "title-name": lambda r: f"title: {_words(r['name'])} | text: {r['description']}\n"
                            f"{r['body']}",
    "title-description": lambda r: f"title: {r['description']} | text: {r['body']}",
    "title-name-description": lambda r: f"title: {_words(r['name'])}: {r['description']} "
                                        f"| text: {r['body']}",
    "no-name": lambda r: f"title: none | text: {r['description']}\n{r['body']}",
    "head": lambda r: f"title: none | text: {_words(r['name'])}: {r['description']}",
}
QUERY_PROMPTS = {
    "search result": "task: search result | query: ",
    "question answering": "task: question answering | query: ",
    "fact checking": "task: fact checking | query: ",
    "sentence similarity": "task: sentence similarity | query: ",
    "none": "",
}
# (document, query prompt): every document with the shipped prompt, every prompt with the
# shipped document, and the title documents with the question-answering prompt.
PAIRS = ([(d, "search result") for d in DOCUMENTS] + [("max(head, record)", "search result")]
         + [("record", q) for q in QUERY_PROMPTS if q != "search result"]
         + [(d, "question answering") for d in ("title-name", "title-description")])


def _plain_embedder(source: Path) -> Embedder:
    """The model with no prompt of its own: every text here carries its prompt."""
    found = graph_for(source, cache_root())
    assert found is not None
    graph, tokenizer = found
    settings = {k: v for k, v in settings_of(tokenizer).items()
                if k not in ("query_prefix", "passage_prefix")}
    return Embedder(graph, tokenizer, name="embedding-text", settings=settings)


def _dense_rows(cos, names: list[str], queries: Sequence[dict]) -> list[dict]:
    by_text = {str(q["query"]): i for i, q in enumerate(queries)}
    return outcomes(lambda t: [names[j] for j in
                               (-cos[by_text[t]]).argsort(kind="stable")[:5]], queries)


def _score(matrix, cos, names, index: SearchIndex, queries: Sequence[dict],
           lexical_rows: list[dict]) -> dict[str, Any]:
    wide: dict[int, Densities] = {k: Densities(k) for k in fusion.WIDE_HUB_KS}
    pools = {}
    for i, q in enumerate(queries):
        text = str(q["query"])
        lexical = {h.name: h.score for h in index.search(text, limit=fusion.POOL,
                                                         min_score=0)}
        pools[text] = fusion.make_pool(lexical, names, cos[i],
                                       densities=lambda rows, k: wide[k].of(matrix, rows))
    import numpy as np

    every = np.concatenate([pools[str(q["query"])].cosine for q in queries])
    found = fusion.cross_validate("rrf", fusion.grid("rrf", every), queries, pools,
                                  lexical_rows, MAX_UNANSWERED)
    return {"dense": summary(_dense_rows(cos, names, queries)),
            "cv_rrf": summary(found["rows"]),
            "chosen": found["chosen"]}


def main(argv: Sequence[str] | None = None) -> dict:
    import numpy as np

    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", type=Path, default=None,
                   help="a model folder (default: what model_source finds)")
    args = p.parse_args(argv)
    source = args.model or model_source()
    embedder = _plain_embedder(source)
    records = quality_data.records()
    queries = quality_data.queries()[::10] if args.quick else quality_data.queries()
    names = [r["name"] for r in records]
    texts = [str(q["query"]) for q in queries]
    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-text-"))
    results: dict[str, Any] = {}
    try:
        index = SearchIndex(fill_store(tmp / ".memory", [
            Record(name=r["name"], description=r["description"], type=r["type"],
                   body=r["body"]) for r in records]))
        lexical_rows = outcomes(lambda t: [h.name for h in index.search(t)], queries)
        docs: dict[str, Any] = {}
        prompts: dict[str, Any] = {}

        def doc(name: str):
            if name not in docs:
                docs[name] = embedder.embed([DOCUMENTS[name](r) for r in records])
            return docs[name]

        def query(name: str):
            if name not in prompts:
                prompts[name] = np.stack([embedder.embed([QUERY_PROMPTS[name] + t])[0]
                                          for t in texts])
            return prompts[name]

        for d, q in PAIRS:
            if d == "max(head, record)":
                head, whole = doc("head"), doc("record")
                cos = np.maximum(query(q) @ head.T, query(q) @ whole.T)
                matrix = whole
            else:
                matrix = doc(d)
                cos = query(q) @ matrix.T
            got = _score(matrix, cos, names, index, queries, lexical_rows)
            results[f"{d} / {q}"] = got
            print(f"{d} / {q}:", _line(got["dense"]), "|", _line(got["cv_rrf"]), flush=True)
        index.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(table(["document / query prompt", "dense recall@5", "dense paraphrase",
                 "cv_rrf recall@5", "cv_rrf paraphrase", "cv_rrf cross-lingual",
                 "cv_rrf unanswerable en/zh/ja"],
                [(k, *_cells(v)) for k, v in results.items()]))
    data = {"model": str(source), "queries": len(queries), "records": len(records),
            "variants": results}
    write_result("embedding_text", data, args.out, args.quick)
    return data


def _line(s: dict) -> str:
    return (f"all {s['all']['recall_at_5']:.3f} para "
            f"{s.get('paraphrase', {}).get('recall_at_5', 0):.3f}")


def _cells(v: dict) -> tuple[str, ...]:
    d, c = v["dense"], v["cv_rrf"]
    def r5(s: dict, cat: str) -> str:
        return f"{s.get(cat, {}).get('recall_at_5', 0):.2f}"

    return (f"{d['all']['recall_at_5']:.3f}", r5(d, "paraphrase"),
            f"{c['all']['recall_at_5']:.3f}", r5(c, "paraphrase"), r5(c, "crosslingual"),
            " / ".join(f"{c.get('none', {}).get(f'recalled_anything_{x}', 0):.2f}"
                       for x in LANGUAGES))


if __name__ == "__main__":
    main()
