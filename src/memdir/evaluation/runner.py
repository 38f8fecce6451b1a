"""Running a data set: each store in a temporary folder, each query through `Memory`.

For every store of the data set (`Dataset.stores`) a temporary project folder is made
and the records are written into its ``.memory/`` as record files, the way a person may
put files there: the service indexes them at its first search. They do not go through the
write path, on purpose: admission would refuse a record saying "this time" or holding
something that looks like a key, and the evaluation must rank exactly the records the
data set lists. Then each ranker gets its own `Memory` over that folder (no user store:
your own memories never enter a run) and answers every query of the store with
`Memory.recall`, the call a turn makes. The folder is deleted when the store is done.
With the ``fused`` ranker every record gets its vector before the store's first query,
as it would have had written through memdir (`_embed_every_record`).

Rankers:

- ``lexical``: the offline ranker, with its cut (a turn without a model);
- ``fused``: the lexical ranker fused with the sentence-vector model
  (``memdir[semantic]``), prepared first if it is not ready;
- ``model``: the configured model chooses from the catalog, as a turn with a model does
  (one model call per query);
- ``none``: nothing is recalled (the control for ``--qa``: answers without memory).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.evaluation.dataset import Dataset, EvalQuery, EvalRecord
from memdir.evaluation.metrics import Scored, differences, score, summarize
from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import Record, file_name_for

if TYPE_CHECKING:
    from memdir.evaluation.judge import Judge
    from memdir.evaluation.qa import Answered
    from memdir.providers.base import Provider
    from memdir.service.memory import Memory

RANKERS = ("lexical", "fused", "model", "none")
DEFAULT_K = 5
Progress = Callable[[int, int], None]
Say = Callable[[str], None]


@dataclass
class RankerRun:
    """One ranker over the whole data set: per-query scores, recall times, QA answers."""

    ranker: str
    described: str = ""
    rows: list[Scored] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    answers: list[Answered] = field(default_factory=list)

    def latency(self) -> dict[str, float]:
        if not self.seconds:
            return {}
        ms = sorted(s * 1000 for s in self.seconds)
        return {"p50_ms": round(statistics.median(ms), 3),
                "p95_ms": round(ms[min(len(ms) - 1, int(0.95 * len(ms)))], 3)}


@dataclass
class Evaluation:
    """What `evaluate` found: one run per ranker, in the order asked."""

    dataset: Dataset
    k: int
    runs: list[RankerRun]
    judge: Judge | None = None

    def report(self, *, per_query: bool = True) -> dict[str, Any]:
        """Everything as JSON: settings, per-ranker summaries, paired differences of each
        ranker against the first, and (``per_query``) every query's answer."""
        from memdir.evaluation.qa import qa_summary

        out: dict[str, Any] = {
            "dataset": self.dataset.name, "k": self.k,
            "records": len(self.dataset.records), "queries": len(self.dataset.queries),
            "answerable": sum(q.answerable for q in self.dataset.queries),
            "stores": len(self.dataset.stores()), "rankers": {}, "differences": {}}
        first = self.runs[0]
        for run in self.runs:
            entry: dict[str, Any] = {"described": run.described, "latency": run.latency(),
                                     "summary": summarize(run.rows)}
            if self.judge is not None:
                entry["qa"] = qa_summary(run.answers)
            if per_query:
                entry["queries"] = [r.as_json() for r in run.rows]
                if self.judge is not None:
                    entry["answers"] = [a.as_json() for a in run.answers]
            out["rankers"][run.ranker] = entry
            if run is not first:
                diff = differences(first.rows, run.rows)
                if self.judge is not None:
                    from memdir.evaluation.qa import qa_differences

                    diff["qa"] = qa_differences(first.answers, run.answers)
                out["differences"][f"{run.ranker} - {first.ranker}"] = diff
        if self.judge is not None:
            out["judge"] = self.judge.described()
        return out


def parse_rankers(text: str) -> list[str]:
    """``lexical,fused`` as a list; one error naming the unknown one."""
    names = [n.strip().lower() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in RANKERS]
    if unknown or not names:
        raise MemdirError(f"Unknown ranker {unknown[0] if unknown else text!r}: choose from "
                          f"{', '.join(RANKERS)}, separated by commas.")
    if len(set(names)) != len(names):
        raise MemdirError(f"A ranker is named twice in {text!r}.")
    return names


def evaluate(dataset: Dataset, rankers: Sequence[str], *, k: int = DEFAULT_K,
             config: Config | None = None, model: Provider | None = None,
             judge: Judge | None = None, judge_model: Provider | None = None,
             progress: Progress | None = None, say: Say | None = None) -> Evaluation:
    """Answer every query of ``dataset`` with each ranker (see the module docstring).

    Args:
        dataset: a checked data set (`memdir.evaluation.dataset`).
        rankers: names from `RANKERS`, the first being the one others are compared to.
        k: how many records a query may recall (a turn recalls at most 5).
        config: settings (the semantic model for ``fused``); default: the environment.
        model: the model for the ``model`` ranker and for answering with ``judge``.
        judge: with ``judge_model``, answer and judge every query that has an answer.
        progress: called with (queries done, queries in all) as the run goes.
        say: one-line notices (a model being prepared).

    Raises:
        MemdirError: a ranker cannot run here (no semantic extra, no model).
    """
    config = config or Config.from_env()
    if k < 1:
        raise MemdirError("k must be at least 1.")
    if "model" in rankers or judge is not None:
        from memdir.providers.base import has_model

        if not has_model(model):
            raise MemdirError("The model ranker and --qa need a model: set ANTHROPIC_API_KEY "
                              "or OPENAI_API_KEY, or MEMDIR_PROVIDER (e.g. ollama).")
    if judge is not None and judge_model is None:
        raise MemdirError("--qa needs the judge's model.")
    if "fused" in rankers:
        _prepare_semantic(config, say or (lambda line: None))
    # The run's model calls (selection, answers, the judge) cost money: they are in the
    # usage log `memdir stats` reads, as one session; its recalls are not yours, and are not.
    from memdir.service.accounting import Accounting

    accounting = Accounting.for_config(config, f"eval-{os.urandom(4).hex()}", "")
    try:
        with accounting.listening():
            runs = _run(dataset, rankers, k, config, model, judge, judge_model, progress)
    finally:
        accounting.close()
    return Evaluation(dataset, k, [runs[n] for n in rankers], judge)


def _run(dataset: Dataset, rankers: Sequence[str], k: int, config: Config,
         model: Provider | None, judge: Judge | None, judge_model: Provider | None,
         progress: Progress | None) -> dict[str, RankerRun]:
    runs = {name: RankerRun(name) for name in rankers}
    qa = None
    if judge is not None and judge_model is not None and model is not None:
        from memdir.evaluation.qa import QuestionAnswering

        qa = QuestionAnswering(model, judge, judge_model)
    total = len(dataset.queries) * len(rankers)
    done = 0
    for _store, records, queries in dataset.stores():
        with _temporary_project(records) as folder:
            for name in rankers:
                run = runs[name]
                with _open(folder, name, config, model) as memory:
                    if memory is not None and not run.described:
                        run.described = _described(name, memory)
                    for q in queries:
                        _ask(run, memory, q, k)
                        if qa is not None and q.answer is not None:
                            run.answers.append(qa.ask(q, memory))
                        done += 1
                        if progress is not None:
                            progress(done, total)
    for run in runs.values():
        run.described = run.described or run.ranker
        if run.answers and all(a.error for a in run.answers):
            raise MemdirError(f"Every question's model calls failed; the last: "
                              f"{run.answers[-1].error}")
    return runs


def _ask(run: RankerRun, memory: Memory | None, q: EvalQuery, k: int) -> None:
    start = time.perf_counter()
    ranked = [] if memory is None else [r.record.name for r in memory.recall(q.query, k)]
    run.seconds.append(time.perf_counter() - start)
    run.rows.append(score(q, ranked, k))


def _described(name: str, memory: Memory) -> str:
    if name == "model":
        return f"model ({memory.provider.name}: {memory.provider.model})"
    return memory.ranker


def _prepare_semantic(config: Config, say: Say) -> None:
    """The fused ranker's model, made ready now (a run must not measure the lexical
    fallback a prompt takes while the model is prepared)."""
    from memdir.providers.semantic import SemanticUnavailable
    from memdir.providers.semantic.ready import prepare

    try:
        prepare(replace(config, ranker="fused"), say=say)
    except SemanticUnavailable as exc:
        raise MemdirError(f"The fused ranker cannot run here: {exc}") from exc


@contextlib.contextmanager
def _open(folder: Path, ranker: str, config: Config,
          model: Provider | None) -> Iterator[Memory | None]:
    if ranker == "none":
        yield None
        return
    from memdir.service.memory import Memory

    chosen = replace(config, ranker="fused" if ranker == "fused" else "lexical",
                     accounting=False)
    provider: Provider | str = model if ranker == "model" and model is not None else "offline"
    memory = Memory(folder, user=False, provider=provider, config=chosen, session="eval")
    try:
        if ranker == "fused" and not memory.ranker.startswith("fused"):
            raise MemdirError("The fused ranker's model is not ready although it was "
                              "prepared; run 'memdir semantic status' to see why.")
        if ranker == "fused":
            _embed_every_record(memory, chosen)
        yield memory
    finally:
        memory.close()


def _embed_every_record(memory: Memory, config: Config) -> None:
    """Every record of the store's vector, now. The records were put there as files, not
    written through memdir (which embeds each record it writes), and a search embeds at
    most `memdir.store.fusion.EMBED_BUDGET` records that have none: a conversation's
    first questions were answered while most of its turns had no vector, by the lexical
    ranker alone (on benchmarks/conversations.py, the first six to eight questions of each
    conversation, most of them its multi-hop ones)."""
    from memdir.providers.semantic.ready import when_ready

    embedder, _ = when_ready(config)
    if embedder is not None:
        for store in memory.stores:
            store.sync_vectors(embedder)


@contextlib.contextmanager
def _temporary_project(records: Sequence[EvalRecord]) -> Iterator[Path]:
    """A project folder whose ``.memory/`` holds ``records``, removed afterwards."""
    root = Path(tempfile.mkdtemp(prefix="memdir-eval-"))
    try:
        store = root / ".memory"
        store.mkdir()
        # Dated a minute back: the index re-reads a file written in its last moments at
        # every search until it settles, which would cost time and move ties.
        settled = time.time() - 60
        for rec in records:
            record = Record(name=rec.name, description=rec.description, type=rec.type,
                            body=rec.body)
            path = store / file_name_for(rec.name)
            path.write_text(record.to_text(), encoding="utf-8")
            os.utime(path, (settled, settled))
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


__all__ = ["DEFAULT_K", "RANKERS", "Evaluation", "RankerRun", "evaluate", "parse_rankers"]
