"""RESULTS.md's section on the resident process (`benchmarks.resident`): what a prompt's hook
costs when the resident answers it, lexical and fused, beside a bare interpreter."""

from __future__ import annotations

from typing import Any

from .common import table

SECTIONS = {"resident": ("## The resident process", "resident:")}
LABELS = {"python": "`python -c pass`", "hook_alone": "hook, by itself (no resident)",
          "hook_lexical": "hook, lexical (resident answers)",
          "hook_fused": "hook, fused (resident answers)",
          "recall_lexical": "`recall --json`, lexical",
          "recall_fused": "`recall --json`, fused (resident ranks)"}
MISSED_NOTES = {
    "resident_fused": (
        "The fused hook is the lexical one plus what the resident does for the model: "
        "embedding the prompt (one pass of the encoder over some twenty pieces, about 20 "
        "ms of CPU on one core, 16 of them in int8 MatMuls by onnxruntime's profile) and "
        "one product with every vector. The resident starts the embedding in a thread "
        "as soon as it knows the query, while it reads the transcript and ranks "
        "lexically (about 4 ms), and the hook process, which once imported `json` "
        "(6-8 ms of CPU) while the resident embedded, now reads the answer with json's "
        "C scanner and takes no core from it. In the resident, all of a fused hook but "
        "the encoder's pass is the lexical hook's work and about 2 ms after the vector "
        "(`benchmarks/hook_profile.py`): the ratio is the encoder's speed. This row was "
        "measured on a quiet machine (load average under 0.5) at 1c46ba0, before the "
        "hook stopped importing `json`, the encoder on two intra-op threads (*The "
        "resident's speed work of #23, continued*): the prompt's "
        "embedding took about 16 ms of wall time, and the lexical hook itself got "
        "faster with the quiet (20 against 27 ms), so the same 19 ms between them is a "
        "larger ratio; 1.5x would need the encoder's pass at about 10 ms on the hook's "
        "path. Weights in 4 or 8 "
        "bits (onnxruntime's MatMulNBits) measured slower (30-40 against 22 ms a "
        "query: *EmbeddingGemma in 4 and 8 bits*): at twenty pieces the int8 MatMuls are "
        "arithmetic, not the reading of their weights. What would go "
        "further: a smaller encoder for queries only, distilled to EmbeddingGemma's "
        "vector space; its first 8-16 layers with a linear head onto its vectors halve a "
        "query but measured short of the quality targets (recall@5 0.91-0.93: *An "
        "early-exit query encoder*). The pass itself is arithmetic: 1.7 billion int8 "
        "multiply-adds for 17 pieces, which onnxruntime's int8 kernel (AVX-512 VNNI here) "
        "does at 80-130 billion a second on one core, 71% of a pass; no session option "
        "moved its CPU, and a graph with no other node at all would still take some 15 ms of CPU "
        "(*The fused hook's encoder pass*)."),
    "resident_bare": (
        "A hook the resident answers still starts Python and imports what it needs to ask "
        "(memdir's command line and the client; the answer is read without `json`): the "
        "CPU column shows that part. The rest of the wall time is "
        "the resident's answer on a machine whose two cores are shared (reading the "
        "transcript's tail, ranking, the session's state). What would go further: a "
        "client without Python (a few lines of shell over `socat`, or a small binary)."),
}


def resident(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]
             ) -> None:
    records, runs = d["records"], d["runs"]
    cmd = d["commands"]
    bare = cmd["python"]["p50_ms"]
    out.append(f"## The resident process: a prompt's hook, lexical and fused ({d['date']})\n")
    out.append(f"`benchmarks/resident.py`: new processes as Claude Code starts them, "
               f"{records:,} records, {runs} runs each, interleaved, English prompts (every "
               f"fused one embedded), a new session per prompt; model `{d['model']}` (the "
               "test suite's 6-layer English model unless `--model` names another). *By "
               "itself*: no resident (`MEMDIR_RESIDENT=off`), the process imports memdir, "
               "opens the stores and ranks lexically, as before. The CPU column is the "
               "process's own (the resident's work is not in it).\n")
    out.append(table(["command", "p50 ms", "p95 ms", "/ python (p50)", "CPU ms p50"],
                     [(LABELS[c], s["p50_ms"], s["p95_ms"], s["p50_ms"] / bare,
                       d["cpu"][c]["p50_ms"]) for c, s in cmd.items()]))
    answered = d["answered_by_resident"]
    out.append(f"\nAnswered by the resident: {answered['hook_lexical']} of {runs} lexical "
               f"hooks, {answered['hook_fused']} of {runs} fused ones; `recall --json` got "
               f"the fused ranking in {d['recall_fused_answers']} of {runs} runs "
               f"({answered['recall_fused_searches']} store searches). The model was loaded "
               f"{'once' if d['model_loads'] == 1 else str(d['model_loads']) + ' times'} for "
               "all of them; before the resident, every fused hook and `memdir recall` "
               "loaded it again (3.7-4.4 s and 2.9-3.4 s a call with multilingual-e5-small). "
               "The fused rows embed each prompt with the model named above: a 12-layer "
               "encoder (multilingual-e5-small) or EmbeddingGemma-300M takes longer per "
               "query (*Semantic speed*), which the fused hook pays on top of the lexical "
               "one.\n")
    ratios = d["ratios"]
    targets.append(("resident: the fused hook's p50 at most 1.5x the lexical hook's "
                    "(same run)",
                    f"{ratios['fused_over_lexical_hook']:.2f}x "
                    f"({cmd['hook_fused']['p50_ms']:.0f} vs {cmd['hook_lexical']['p50_ms']:.0f}"
                    " ms)", ratios["fused_over_lexical_hook"] <= d["targets"][
                        "fused_over_lexical_hook"], "resident_fused"))
    targets.append(("resident: the lexical hook's p50 at most 3x a bare interpreter "
                    "(same run)",
                    f"{ratios['lexical_hook_over_python']:.2f}x "
                    f"({cmd['hook_lexical']['p50_ms']:.0f} vs {bare:.0f} ms; by itself "
                    f"{ratios['hook_alone_over_python']:.2f}x)",
                    ratios["lexical_hook_over_python"] <= d["targets"][
                        "lexical_hook_over_python"], "resident_bare"))


SPEED_HEADING = "## The quality model in the resident process"
SECTIONS["resident_speed"] = (SPEED_HEADING, "resident speed:")
SPEED_LABELS = {
    "recall_fused_new_resident": "fused recall, a new resident's first prompts",
    "recall_fused": "fused recall (resident, settled; asked over its socket)",
    "recall_fused_again": "fused recall, the same prompts again (worded anew)",
    "recall_lexical_in_process": "lexical search (in process, beside it)",
    "lexical_after_a_full_look_in_process": "lexical after a stat of every file (each "
                                            "request, before the watch)",
    "query_embedding_in_process": "a query's embedding",
    "query_embedding_cpu": "a query's embedding, CPU",
    "write_vector_in_process": "a write's vector: a synthetic record (~90 pieces)",
    "write_vector_cpu": "a write's vector: a synthetic record, CPU",
    "write_vector_labelled": "a write's vector: a labelled memory (~37 pieces)",
    "write_vector_labelled_cpu": "a write's vector: a labelled memory, CPU",
    "recall_before_write": "recall before a write",
    "recall_after_write": "recall right after a write (another process's)",
    "recall_a_moment_after_write": "recall a second after a write"}
MISSED_NOTES.update({
    "resident_speed_recall": (
        "A fused recall in the settled resident is the query's embedding (one pass of the "
        "encoder over some twenty pieces: about 19 ms of CPU, three quarters of it in int8 "
        "MatMuls on one core, the floor of this model on this CPU; started in a thread "
        "before the store looks and ranks lexically, so that the two overlap where a core "
        "is free), the lexical ranker (about 6 ms), one product with every vector and the "
        "densities it finds measured: about 30 ms of the resident's CPU a recall at 10,000 "
        "records, against 47 before the resident measured every density between requests "
        "first. The wall time is that CPU on a shared 2-core machine: at a load average of "
        "4 a query's 19 ms of CPU took 34 ms. A new resident's first prompts (its own row) "
        "still meet records whose density it has not measured yet; it settles within "
        "seconds, before a person's second prompt. Weights in 4 or 8 bits measured slower "
        "(*EmbeddingGemma in 4 and 8 bits*). What would go further: a smaller model for "
        "queries (an early exit with a linear head measured short of the quality targets: "
        "*An early-exit query encoder*), or a core to spare: the encoder runs on two "
        "intra-op threads since this row was measured, and has the second core where it is "
        "free (*The resident's speed work of #23, continued*)."),
    "resident_speed_write": (
        "A record's vector is one pass of the encoder over the record's pieces, about 0.8 "
        "ms of CPU a piece on one core (int8 MatMuls): a synthetic record (a body of 40 "
        "words, about 90 pieces with the prompt) costs about four queries, a memory as "
        "agents write them (about 37 pieces) under two; the wall times are those CPU "
        "times on the shared machine. Two intra-op threads, measured again beside one at "
        "load averages of 6-10, took a 90-piece record less wall time in 6 of 7 runs "
        "(64-308 against 84-402 ms; 113 against 100 ms in the seventh) at 7-15% more CPU, "
        "so the encoder now runs on two where the process may use "
        "two cores (*The resident's speed work of #23, continued*); this row was measured "
        "on one. No recall waits for a record's vector any more: the "
        "resident's searches embed no record, it embeds them after its answers, one per "
        "step between requests, and takes a write in by reading the files its watch "
        "named (the rows *right after* and *a second after a write*). Weights in 4 or 8 "
        "bits cost 1.7-2.3x int8 a record (*EmbeddingGemma in 4 and 8 bits*). What "
        "would go further: fewer pieces per record, which the quality set cannot judge "
        "(its records' bodies are 0-19 pieces: *The resident's speed work of #23, "
        "continued*), or a core to spare."),
})


def resident_speed(d: dict[str, Any], out: list[str],
                   targets: list[tuple[str, str, bool, str]]) -> None:
    sizes = d["sizes"]
    out.append(f"{SPEED_HEADING}: fused recall and a write's vector ({d['date']})\n")
    out.append(f"`benchmarks/resident_speed.py`: the model `{sizes[0]['model']}` held by a "
               "resident process (`MEMDIR_RANKER=fused`), stores of synthetic records (a "
               "third each English, Chinese, Japanese) with every vector stored; "
               f"{d['queries']} queries, each a new text (embedded once), asked over the "
               "resident's socket as `memdir recall` asks it (connect to answer), once it "
               "has nothing left to compute between requests (every vector and the "
               "density of every record, `memdir.store.density`, as by a person's second "
               "prompt); *a new resident's first prompts*: the same right after it opened "
               "the store, while it still measures densities between them; the "
               "lexical rows are the same store searched in the benchmark's own process, "
               f"interleaved with them. {d['writes']} writes by another process (as `memdir "
               "save`), each between two recalls; the vector's own cost measured in the "
               "benchmark's process with the same model. The model's session runs two "
               "intra-op threads on a 2-core machine others share: the load average is "
               "under the table.\n")
    rows = [(label, *(f"{r[key]['p50_ms']:.1f} / {r[key]['p95_ms']:.0f}" for r in sizes))
            for key, label in SPEED_LABELS.items() if key in sizes[0]]
    rows.insert(1 + ("recall_fused_new_resident" in sizes[0]),
                ("the resident's CPU per fused recall (mean)",
                 *(f"{r['recall_fused_resident_cpu_mean_ms']:.1f}" for r in sizes)))
    out.append(table(["p50 / p95 ms", *(f"{r['records']:,} records" for r in sizes)], rows))
    out.append("\nLoad average during the runs: " + "; ".join(
        f"{r['records']:,} records {r['load_average'][0]:.1f} -> {r['load_average'][1]:.1f}"
        for r in sizes) + ". First sync (every record's vector, one process; these stores' first "
        "syncs ran as they were prepared, under another load, in batches of 8 on one "
        "thread): " + "; ".join(
        f"{r['first_sync']['embedded']:,} vectors in {r['first_sync']['seconds']:.0f} s "
        f"({1000 * r['first_sync']['seconds'] / max(r['first_sync']['embedded'], 1):.0f} ms "
        "each" + (", load average {:.1f} -> {:.1f}".format(*r["first_sync"]["load_average"])
                  if r["first_sync"].get("load_average") else "") + ")" for r in sizes)
        + ". The model was loaded once per resident ("
        + ", ".join(str(r["resident_loads"]) for r in sizes) + " loads)" + (
            ". A new resident settled (every density measured) in " + ", ".join(
                f"{r['settled_seconds']:.1f} s ({r['records']:,} records)" for r in sizes)
            + " after its first prompts" if "settled_seconds" in sizes[0] else "") + ".\n")
    largest = max(sizes, key=lambda r: r["records"])
    n = f"{largest['records']:,}"
    recall = largest["recall_fused"]["p50_ms"]
    write = largest["write_vector_in_process"]["p50_ms"]
    labelled = largest["write_vector_labelled"]["p50_ms"]
    targets.append((f"resident speed: fused recall p50 at {n} records <= 40 ms (quality model)",
                    f"{recall:.1f} ms (the resident's CPU "
                    f"{largest['recall_fused_resident_cpu_mean_ms']:.1f} ms a recall; load "
                    f"average {largest['load_average'][0]:.1f})", recall <= 40.0,
                    "resident_speed_recall"))
    targets.append((f"resident speed: a write's vector p50 at {n} records <= 50 ms (quality "
                    "model)", f"{write:.1f} ms a synthetic record, {labelled:.1f} ms a "
                    "labelled memory (the recall a second after a write "
                    f"{largest['recall_a_moment_after_write']['p50_ms']:.1f} ms)",
                    write <= 50.0, "resident_speed_write"))
