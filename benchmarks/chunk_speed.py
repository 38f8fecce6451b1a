"""What a vector per chunk costs: embedding a long record, and a search's cosines.

- **writing a long record**: one record embedded as one vector (``Embedder.embed``, as
  before chunks) and as its chunks (``Embedder.embed_chunks``), interleaved, ``--repeat``
  times each: a pasted English document (the English conversations' turns one after the
  other, cut at `memdir.providers.semantic.windows.MAX_CHUNK_CHARS`), and the Chinese and
  Japanese ones; ms per record and per chunk, wall time, one intra-op thread as the
  resident runs it. With ``--model`` (a folder or a prepared pinned model's name; default
  EmbeddingGemma-300M as `memdir semantic fetch` prepared it; nothing is downloaded).
- **a search's cosines at 10,000 records**: the store matrix's product with a query and
  the partial sort `closest` does, for 10,000 short records as today's code computed it
  (one einsum) and through `VectorMatrix.cosines` (no chunk held: one test more), and with
  1% and 10% of the records long (7 further chunks each); random unit vectors of the
  model's size (768), interleaved, ``--queries`` each; p50 in ms. No model needed.

Run: ``python -m benchmarks.chunk_speed [--model PATH|NAME] [--repeat 5] [--queries 400]
[--quick]``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from typing import Any

from .common import parser, table, write_result
from .conversations import _model_folder
from .conversations_data import CONVERSATIONS

DIM = 768
RECORDS = 10_000
POOL = 60


def _document(lang: str) -> str:
    lines = []
    for conv in CONVERSATIONS:
        if conv["sample_id"].startswith(lang + "-"):
            c = conv["conversation"]
            for n in range(1, 11):
                lines += [f"{t['speaker']}: {t['text']}" for t in c.get(f"session_{n}", [])]
    from memdir.providers.semantic import windows

    return "\n".join(lines)[:windows.MAX_CHUNK_CHARS]


def writes(model: str, repeat: int) -> dict[str, Any]:
    from pathlib import Path

    from memdir.providers.semantic import get_embedder

    embedder = get_embedder(Path(_model_folder(model)))
    embedder.embed(["warm up"])
    out: dict[str, Any] = {}
    for lang in ("en", "zh", "ja"):
        text = _document(lang)
        one, chunked = [], []
        chunks = 0
        for _ in range(repeat):
            start = time.perf_counter()
            embedder.embed([text])
            middle = time.perf_counter()
            chunks = len(embedder.embed_chunks([text])[0])
            chunked.append(time.perf_counter() - middle)
            one.append(middle - start)
        ms = 1000 * statistics.median(chunked)
        out[lang] = {"chars": len(text), "chunks": chunks,
                     "ms_one_vector": round(1000 * statistics.median(one), 1),
                     "ms_chunks": round(ms, 1), "ms_per_chunk": round(ms / chunks, 1)}
    return out


def searches(queries: int) -> dict[str, Any]:
    import numpy as np

    from memdir.store.files.vectors import VectorMatrix

    rng = np.random.default_rng(7)

    def unit(n: int) -> Any:
        v = rng.standard_normal((n, DIM)).astype(np.float32)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    def matrix(long_share: float) -> VectorMatrix:
        held = VectorMatrix("bench")
        held._reset(DIM)
        heads = unit(RECORDS)
        long = int(RECORDS * long_share)
        rows = []
        for k in range(RECORDS):
            blob = heads[k].tobytes() + (unit(7).tobytes() if k < long else b"")
            rows.append((k + 1, f"r{k}", f"r{k}.md", blob, k + 1))
        held._load(rows)
        return held

    short = matrix(0.0)
    kinds = {"today": short, "chunks, none long": short,
             "chunks, 1% long": matrix(0.01), "chunks, 10% long": matrix(0.10)}
    times: dict[str, list[float]] = {k: [] for k in kinds}
    probes = unit(queries)
    for q in probes:
        for kind, held in kinds.items():
            start = time.perf_counter()
            if kind == "today":
                cos = np.einsum("ij,j->i", held.matrix, q)
            else:
                cos = held.cosines(q)
            np.argpartition(-cos, POOL - 1)[:POOL]
            times[kind].append(time.perf_counter() - start)
    return {kind: {"p50_ms": round(1000 * statistics.median(t), 3),
                   "chunks": len(kinds[kind].chunks)} for kind, t in times.items()}


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", default="embeddinggemma-300m")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--queries", type=int, default=400)
    args = p.parse_args(argv)
    data: dict[str, Any] = {"records": RECORDS, "dim": DIM,
                            "searches": searches(20 if args.quick else args.queries)}
    if not args.quick:
        data["model"] = args.model
        data["writes"] = writes(args.model, args.repeat)
        print(table(["language", "chars", "chunks", "one vector ms", "chunks ms",
                     "ms per chunk"],
                    [(lang, w["chars"], w["chunks"], w["ms_one_vector"], w["ms_chunks"],
                      w["ms_per_chunk"]) for lang, w in data["writes"].items()]))
    print(table(["10,000 records", "further chunks", "cosines + top 60, p50 ms"],
                [(kind, s["chunks"], s["p50_ms"]) for kind, s in data["searches"].items()]))
    write_result("chunk_speed", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
