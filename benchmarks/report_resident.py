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
        "embedding the prompt (one pass of the encoder; a 12-layer or a 300M encoder "
        "costs several times the 6-layer test model's) and one product with every vector. "
        "Both run on one core of a shared machine; the hook process itself is the same."),
    "resident_bare": (
        "A hook the resident answers still starts Python and imports what it needs to ask "
        "(json, socket, memdir's command line, the client): the CPU column shows that "
        "part. The rest of the wall time is the resident's answer on a machine whose two "
        "cores are shared (reading the transcript's tail, ranking, the session's state). "
        "What would go further: a client without Python (a few lines of shell over "
        "`socat`, or a small binary)."),
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
