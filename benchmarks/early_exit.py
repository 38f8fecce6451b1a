"""An early-exit query encoder for EmbeddingGemma: the first K of its layers for queries,
mapped to the full model's vectors by a linear head; records keep the full model's vectors.

For each K: the graph `memdir.providers.semantic.gemma_onnx.convert` ships, cut after
layer K (the normed input of layer K+1, as the int8 graph computes it: the same weights),
mean-pooled as the model pools, then a ridge regression in numpy from the pooled state
(each feature standardized) to the full model's unit query vector, the result made unit
length. ``+mid`` variants feed the head the pooled states after layer K/2 and after layer K
side by side.

The head is fitted on texts embedded by the full model with its query prompt: every
sentence of the extraction set, every stored description and new statement of the
corrections set, every turn and question of the conversations set; any text that is also
a query of the quality set is left out, so no scored query was fitted on. The ridge's
strength is chosen on a tenth of that corpus held out of the fit (the cosine to the full
model's vector), never on the quality set. The fit corpus's full-model vectors are cached
(``--cache``: some 100 s of CPU once).

Scored as `benchmarks.semantic` scores a model: the quality set's 203 records with the full
model's vectors; per query the candidates `fused_search` scores (`benchmarks.semantic._pools`);
the shipped method (rrf) with its constants and its cut chosen by 4-fold cross-validation
(`benchmarks.fusion.cross_validate`: no query is scored by a point it helped choose), and
the dense ranker alone; recall@5 overall, paraphrase, cross-lingual, unanswerable prompts
recalling anything per language. Query ms: one text of the synthetic queries at a time,
one intra-op thread, the full graph and every cut graph timed in turn on each text
(interleaved), p50, the head's product included.

Run: ``python -m benchmarks.early_exit [--layers 8 12 16] [--model FOLDER]``. The model
is the pinned EmbeddingGemma folder (`memdir semantic fetch --model embeddinggemma-300m`).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record
from memdir.providers.semantic import get_embedder
from memdir.store.files.fused import sync_vectors
from memdir.store.files.index import SearchIndex

from . import conversations_data, corrections_data, extraction_data, fusion, quality_data
from .common import fill_store, parser, synthetic_queries, write_result
from .quality import LANGUAGES, outcomes, summary
from .semantic import MAX_UNANSWERED, _pools

LAYERS = (8, 12, 16)
# Ridge strengths tried: the penalty per weight, over the corpus's size (the features are
# standardized, so 1.0 weighs a weight as much as its feature's own variance).
LAMBDAS = (1e-4, 1e-3, 1e-2, 0.1, 1.0)
HOLD = 10  # one corpus text in HOLD is held out of the fit to choose the strength


def corpus(scored: set[str]) -> list[str]:
    """The fit corpus: this repository's own texts, none of them a scored query."""
    texts = [s.text for s in extraction_data.SENTENCES]
    for pair in corrections_data.PAIRS:
        texts += [pair.old_description, pair.new_text]
    for conv in conversations_data.CONVERSATIONS:
        for key, session in conv["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                texts += [turn["text"] for turn in session]
        texts += [qa["question"] for qa in conv["qa"]]
    return [t for t in dict.fromkeys(t.strip() for t in texts) if t and t not in scored]


def cut_graph(source: Path, outputs: Sequence[str], target: Path) -> Path:
    """The graph at ``source`` with only the nodes ``outputs`` need, and those outputs."""
    import onnx

    if target.exists():
        return target
    model = onnx.load(str(source))
    g = model.graph
    need, keep = set(outputs), []
    for node in reversed(list(g.node)):
        if any(o in need for o in node.output):
            keep.append(node)
            need.update(i for i in node.input if i)
    keep.reverse()
    del g.node[:]
    g.node.extend(keep)
    inits = [i for i in g.initializer if i.name in need]
    del g.initializer[:]
    g.initializer.extend(inits)
    width = 768
    del g.output[:]
    g.output.extend(onnx.helper.make_tensor_value_info(o, onnx.TensorProto.FLOAT,
                                                       ["batch", "seq", width])
                    for o in outputs)
    tmp = target.with_suffix(".tmp")
    onnx.save(model, str(tmp))
    os.replace(tmp, target)
    return target


class Cut:
    """A cut graph's pooled states for texts, as the embedder feeds it."""

    def __init__(self, graph: Path, tokenizer: Path, max_tokens: int) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.session = ort.InferenceSession(str(graph), options,
                                            providers=["CPUExecutionProvider"])
        self.tok = Tokenizer.from_file(str(tokenizer))
        self.tok.enable_truncation(max_tokens)
        self.tok.enable_padding()

    def pooled(self, texts: Sequence[str], batch: int = 8) -> Any:
        """[len(texts), outputs x 768]: each output mean-pooled over the text's pieces."""
        import numpy as np

        enc = self.tok.encode_batch(list(texts))
        lengths = [sum(e.attention_mask) for e in enc]
        order = sorted(range(len(texts)), key=lambda i: lengths[i])
        out: list[Any] = [None] * len(texts)
        for start in range(0, len(order), batch):
            rows = order[start:start + batch]
            width = max(lengths[j] for j in rows)
            ids = np.array([enc[j].ids[:width] for j in rows], dtype=np.int64)
            mask = np.array([enc[j].attention_mask[:width] for j in rows], dtype=np.int64)
            states = self.session.run(None, {"input_ids": ids, "attention_mask": mask})
            m = mask[..., None].astype(np.float64)
            pooled = np.concatenate([(s * m).sum(1) / m.sum(1) for s in states], axis=1)
            for j, row in zip(rows, pooled, strict=True):
                out[j] = row
        return np.stack(out)


class Head:
    """The linear head: standardized features, ridge to the full model's vectors."""

    def __init__(self, x: Any, y: Any, lam: float) -> None:
        import numpy as np

        self.mu, self.sd = x.mean(0), x.std(0) + 1e-6
        z = (x - self.mu) / self.sd
        self.y0 = y.mean(0)
        self.w = np.linalg.solve(z.T @ z + lam * len(z) * np.eye(z.shape[1]),
                                 z.T @ (y - self.y0))

    def __call__(self, x: Any) -> Any:
        import numpy as np

        p = ((x - self.mu) / self.sd) @ self.w + self.y0
        return p / np.maximum(np.linalg.norm(p, axis=-1, keepdims=True), 1e-12)


class EarlyExit:
    """An embedder whose records are the full model's and whose queries the cut graph's
    and head's (what `benchmarks.semantic._pools` asks of an embedder)."""

    def __init__(self, full: Any, vectors: dict[str, Any]) -> None:
        self.full, self.vectors = full, vectors
        self.name, self.fusion, self.multilingual = full.name, full.fusion, full.multilingual

    def embed_query(self, text: str) -> Any:
        return self.vectors[text]


def probes(cut: Cut, fit: Sequence[str], y: Any, held: Any, prefix: str, cache: Path,
           digest: str, k: int) -> dict:
    """Whether the head is what limits: on the fit corpus alone (cosine to the full model's
    vector on the held tenth, and on the texts fitted), the ridge head on richer pooled
    states of layer K (the mean of each channel's square, its maximum, the mean over the
    pieces after the query prompt's nine) and a two-layer network (2,048 ReLU units, Adam,
    400 steps of 512 texts, loss 1 - cosine) on the mean."""
    import numpy as np

    path = cache / f"x4-{digest}-{k}.npy"
    if path.exists():
        x4 = np.load(path)
    else:
        rows = []
        for e in cut.tok.encode_batch([prefix + t for t in fit]):
            n = sum(e.attention_mask)
            h = cut.session.run(None, {"input_ids": np.array([e.ids[:n]]), "attention_mask":
                                       np.ones((1, n), dtype=np.int64)})[-1][0].astype(float)
            rows.append(np.concatenate([h.mean(0), (h * h).mean(0), h.max(0),
                                        h[9:].mean(0) if n > 10 else h.mean(0)]))
        x4 = np.stack(rows)
        np.save(path, x4)
    out: dict[str, Any] = {}
    sets = {"mean": np.r_[0:768], "mean+square": np.r_[0:1536],
            "mean+max": np.r_[0:768, 1536:2304], "mean+after prompt": np.r_[0:768, 2304:3072],
            "all four": np.r_[0:3072]}
    for name, cols in sets.items():
        best = max((float(np.mean((h(x4[held][:, cols]) * y[held]).sum(1))),
                     float(np.mean((h(x4[~held][:, cols]) * y[~held]).sum(1))), lam)
                    for lam in LAMBDAS[1:4]
                    for h in [Head(x4[~held][:, cols], y[~held], lam)])
        out[name] = {"held": round(best[0], 4), "fitted": round(best[1], 4),
                     "lambda": best[2]}
    out["network on the mean"] = _network(x4[:, :768], y, held)
    return out


def _network(x: Any, y: Any, held: Any, hidden: int = 2048, steps: int = 400) -> dict:
    import numpy as np

    rng = np.random.default_rng(0)
    mu, sd = x[~held].mean(0), x[~held].std(0) + 1e-6
    z = (x - mu) / sd
    params = [rng.normal(0, 768 ** -0.5, (768, hidden)), np.zeros(hidden),
              rng.normal(0, hidden ** -0.5, (hidden, y.shape[1])), y[~held].mean(0)]
    m1 = [np.zeros_like(v) for v in params]
    m2 = [np.zeros_like(v) for v in params]

    def forward(a: Any) -> tuple[Any, Any, Any]:
        pre = a @ params[0] + params[1]
        act = np.maximum(pre, 0)
        return pre, act, act @ params[2] + params[3]

    def cosine(a: Any, b: Any) -> float:
        p = forward(a)[2]
        return float(np.mean((p / np.linalg.norm(p, axis=1, keepdims=True) * b).sum(1)))

    zt, yt = z[~held], y[~held]
    for step in range(1, steps + 1):
        pick = rng.choice(len(zt), 512, replace=False)
        a, b = zt[pick], yt[pick]
        pre, act, p = forward(a)
        norm = np.linalg.norm(p, axis=1, keepdims=True)
        u = p / norm
        gp = -(b - (u * b).sum(1, keepdims=True) * u) / norm / len(a)
        ga = (gp @ params[2].T) * (pre > 0)
        grads = [a.T @ ga + 1e-4 * params[0], ga.sum(0), act.T @ gp + 1e-4 * params[2],
                 gp.sum(0)]
        for i, g in enumerate(grads):
            m1[i] = 0.9 * m1[i] + 0.1 * g
            m2[i] = 0.999 * m2[i] + 0.001 * g * g
            params[i] -= 1e-3 * (m1[i] / (1 - 0.9 ** step)) / (
                np.sqrt(m2[i] / (1 - 0.999 ** step)) + 1e-8)
    return {"held": round(cosine(z[held], y[held]), 4),
            "fitted": round(cosine(zt, yt), 4)}


def _cached(path: Path, make: Any) -> Any:
    import numpy as np

    if path.exists():
        return np.load(path)
    value = make()
    np.save(path, value)
    return value


def _score(queries: Sequence[dict], pools: dict, lexical: list[dict]) -> dict:
    """The dense ranker alone and rrf cross-validated: the figures the targets name."""
    import numpy as np

    cosines = np.concatenate([pools[str(q["query"])].cosine for q in queries])
    found = fusion.cross_validate("rrf", fusion.grid("rrf", cosines), queries, pools,
                                  lexical, MAX_UNANSWERED)
    alone = outcomes(lambda t: [pools[t].names[i] for i in
                                (-pools[t].cosine).argsort(kind="stable")[:5]], queries)
    out = {}
    for label, rows in (("cv_rrf", found["rows"]), ("semantic", alone)):
        s = summary(rows)
        out[label] = {"recall_at_5": round(s["all"]["recall_at_5"], 3),
                      "paraphrase": round(s["paraphrase"]["recall_at_5"], 3),
                      "crosslingual": round(s["crosslingual"]["recall_at_5"], 3),
                      **{f"none_{lang}": round(s["none"].get(f"recalled_anything_{lang}", 0), 3)
                         for lang in LANGUAGES}}
    out["chosen"] = found["chosen"]
    return out


def meets(row: dict) -> bool:
    """The quality targets of #23 on the cross-validated rrf."""
    r = row["cv_rrf"]
    return (r["recall_at_5"] >= 0.94 and r["paraphrase"] >= 0.80
            and r["crosslingual"] >= 0.80
            and all(r[f"none_{lang}"] <= MAX_UNANSWERED + 1e-9 for lang in LANGUAGES))


def main(argv: Sequence[str] | None = None) -> dict:
    import numpy as np

    p = parser(__doc__.splitlines()[0])
    p.add_argument("--model", type=Path, default=Path.home() / ".cache/memdir/models/"
                   "embeddinggemma-300m-1734641e60")
    p.add_argument("--layers", type=int, nargs="*", default=list(LAYERS))
    p.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) /
                   "memdir-early-exit")
    p.add_argument("--timed", type=int, default=100, help="queries timed")
    p.add_argument("--probes", type=int, nargs="*", default=[12],
                   help="layers whose richer heads are probed on the fit corpus")
    args = p.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    full = get_embedder(args.model)
    graph, tokenizer = args.model / "model.onnx", args.model / "tokenizer.json"
    settings = json.loads((args.model / "memdir-model.json").read_text())
    max_tokens, prefix = int(settings.get("max_tokens", 128)), full.query_prefix
    load_before = os.getloadavg()[0]

    queries = quality_data.queries()
    texts = [str(q["query"]) for q in queries]
    fit = corpus(set(texts))
    digest = hashlib.blake2b(json.dumps([full.name, fit]).encode(), digest_size=8).hexdigest()
    y = _cached(args.cache / f"full-{digest}.npy",
                lambda: full._embed([prefix + t for t in fit], 16)).astype(np.float64)
    # Scored queries one at a time, as a recall embeds its query (a batch's padding and
    # its shared int8 activation scale would move the vectors).
    q_full = np.concatenate([full._embed([prefix + t]) for t in texts])
    held = np.arange(len(fit)) % HOLD == 0

    tmp = Path(tempfile.mkdtemp(prefix="memdir-bench-early-exit-"))
    try:
        records = [Record(name=r["name"], description=r["description"], type=r["type"],
                          body=r["body"]) for r in quality_data.records()]
        index = SearchIndex(fill_store(tmp / "q" / ".memory", records))
        sync_vectors(index, full)
        lexical = outcomes(lambda q: [h.name for h in index.search(q)], queries)
        variants: dict[str, dict] = {}
        vectors: dict[str, Any] = {"full (24 layers)": q_full}
        cuts: dict[str, tuple[Cut, Head, int]] = {}
        probed: dict[int, dict] = {}
        for k in args.layers:
            mid = k // 2
            cut = Cut(cut_graph(graph, [f"l{mid}.in", f"l{k}.in"],
                                args.cache / f"cut-{full.name}-{k}.onnx"), tokenizer,
                      max_tokens)
            x = _cached(args.cache / f"x-{digest}-{k}.npy",
                        lambda cut=cut: cut.pooled([prefix + t for t in fit]))
            xq = np.concatenate([cut.pooled([prefix + t]) for t in texts])
            for label, cols in ((f"K={k}", slice(768, None)), (f"K={k}+mid", slice(None))):
                tried = {}
                for lam in LAMBDAS:
                    h = Head(x[~held][:, cols], y[~held], lam)
                    tried[lam] = float(np.mean((h(x[held][:, cols]) * y[held]).sum(1)))
                lam = max(tried, key=lambda v: tried[v])
                head = Head(x[:, cols], y, lam)
                vectors[label] = head(xq[:, cols]).astype(np.float32)
                variants[label] = {"layers": k, "mid": cols.start is None, "lambda": lam,
                                   "held_corpus_cos": round(tried[lam], 4)}
                cuts[label] = (cut, head, cols.start or 0)
            if k in args.probes:
                probed[k] = probes(cut, fit, y, held, prefix, args.cache, digest, k)
                print("probes", k, json.dumps(probed[k]), flush=True)
        out = {}
        for label, vecs in vectors.items():
            pools = _pools(index, EarlyExit(full, dict(zip(texts, vecs, strict=True))),
                           queries)
            cos = (vecs * q_full).sum(1)
            out[label] = {**variants.get(label, {"layers": 24}), **_score(queries, pools,
                                                                          lexical),
                          "quality_query_cos": round(float(cos.mean()), 4),
                          "quality_query_cos_p1": round(float(np.percentile(cos, 1)), 4)}
            out[label]["meets"] = meets(out[label])
            print(label, json.dumps(out[label]), flush=True)
        index.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # Time: each query through the full graph and every cut graph and head in turn.
    timed: dict[str, list[float]] = {label: [] for label in out}
    qs = synthetic_queries(args.timed)
    for q in qs[:5]:
        full._embed([prefix + q])
    for q in qs:
        t = time.perf_counter()
        full._embed([prefix + q])
        timed["full (24 layers)"].append(time.perf_counter() - t)
        for label, (cut, head, start) in cuts.items():
            t = time.perf_counter()
            head(cut.pooled([prefix + q])[:, start:])
            timed[label].append(time.perf_counter() - t)
    for label, times in timed.items():
        out[label]["query_ms"] = round(statistics.median(times) * 1000, 1)
    data = {"model": full.name, "corpus": len(fit), "held_for_lambda": int(held.sum()),
            "variants": out, "probes": probed,
            "load": f"load average {load_before:.1f} at the start, "
                    f"{os.getloadavg()[0]:.1f} at the end ({os.cpu_count()} cores)"}
    for label, row in out.items():
        r = row["cv_rrf"]
        print(f"{label:18} recall@5 {r['recall_at_5']:.3f} para {r['paraphrase']:.2f} "
              f"xl {r['crosslingual']:.2f} none "
              f"{' / '.join(str(r[f'none_{lang}']) for lang in LANGUAGES)} "
              f"alone {row['semantic']['recall_at_5']:.3f} cos {row['quality_query_cos']} "
              f"ms {row['query_ms']} meets {row['meets']}")
    write_result("early_exit", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
