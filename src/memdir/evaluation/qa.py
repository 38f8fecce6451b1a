"""End-to-end question answering: does what memory recalls let a model answer?

For each query with an expected ``answer``, the model under test (the configured one) gets
the system prompt a turn gets (`Memory.system_prompt`: the memory policy, the catalog,
the recalled records) after the judge file's answering instruction, and the question as
the user's message; with the ``none`` ranker it gets the instruction alone, which is what
memory is compared against. The pinned judge (`memdir.evaluation.judge`) then grades the
answer against the expected one. Both calls are accounted (purposes ``answer`` and
``judge``).

Accuracy is the mean score of the judged answers, per category, with the same bootstrap
intervals as retrieval; answers the judge gave no known label, and calls that failed,
are counted apart and never scored. A run stops after `MAX_FAILURES_IN_A_ROW` failed
calls in a row: a refused key fails every call, and a long run should say so at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memdir.evaluation.dataset import TOTAL, EvalQuery
from memdir.evaluation.metrics import bootstrap
from memdir.foundation.errors import MemdirError, ProviderError
from memdir.providers.base import SystemBlock
from memdir.providers.usage import metered

if TYPE_CHECKING:
    from memdir.evaluation.judge import Judge
    from memdir.providers.base import Provider
    from memdir.service.memory import Memory

MAX_FAILURES_IN_A_ROW = 5


@dataclass(frozen=True)
class Answered:
    """One question answered and judged. ``label`` is "" when unjudged; ``error`` is the
    failed call's sentence."""

    query: EvalQuery
    answer: str
    recalled: tuple[str, ...]
    label: str = ""
    score: float | None = None
    error: str = ""

    def as_json(self) -> dict[str, Any]:
        return {"id": self.query.id, "category": self.query.category,
                "expected": self.query.answer, "answer": self.answer,
                "recalled": list(self.recalled), "label": self.label, "score": self.score,
                **({"error": self.error} if self.error else {})}


class QuestionAnswering:
    """Answers and judges questions for one run; counts failed calls in a row.

    Args:
        model: the model under test.
        judge: the judge configuration.
        judge_model: the judge's model (`Judge.provider`, `Judge.model`).
    """

    def __init__(self, model: Provider, judge: Judge, judge_model: Provider) -> None:
        self.model = model
        self.judge = judge
        self.judge_model = judge_model
        self.failed_in_a_row = 0

    def ask(self, q: EvalQuery, memory: Memory | None) -> Answered:
        """Answer ``q`` with what ``memory`` recalls (None: no memory), then judge it.

        Raises:
            MemdirError: `MAX_FAILURES_IN_A_ROW` calls failed in a row.
        """
        judge = self.judge
        messages: list[dict[str, Any]] = [{"role": "user", "content": q.query}]
        if memory is None:
            system: list[SystemBlock] = [SystemBlock(judge.answer_system, cache=True)]
            recalled: tuple[str, ...] = ()
        else:
            prompt = memory.system_prompt(messages, base=judge.answer_system)
            system = list(prompt)
            recalled = tuple(r.record.name for r in prompt.recalled)
        try:
            answer = metered(self.model, "answer", system, messages,
                             max_tokens=judge.answer_max_tokens).text.strip()
            reply = metered(self.judge_model, "judge", judge.system,
                            [{"role": "user", "content": judge.prompt(
                                q.query, q.answer or "", answer)}],
                            max_tokens=judge.max_tokens).text
        except ProviderError as exc:
            self.failed_in_a_row += 1
            if self.failed_in_a_row >= MAX_FAILURES_IN_A_ROW:
                raise MemdirError(f"{MAX_FAILURES_IN_A_ROW} model calls failed in a row; "
                                  f"the last: {exc}") from exc
            return Answered(q, "", recalled, error=str(exc))
        self.failed_in_a_row = 0
        label, value = judge.verdict(reply)
        return Answered(q, answer, recalled, label, value)


def qa_summary(answers: Sequence[Answered]) -> dict[str, Any]:
    """Accuracy per category (judged answers) with intervals; unjudged and failed counts."""
    out: dict[str, Any] = {"asked": len(answers),
                           "failed": sum(1 for a in answers if a.error),
                           "unjudged": sum(1 for a in answers if not a.error and a.score is None),
                           "accuracy": {}}
    judged = [a for a in answers if a.score is not None]
    per: dict[str, list[Answered]] = {}
    for a in judged:
        per.setdefault(a.query.category, []).append(a)
    for group, chosen in [*sorted(per.items()), (TOTAL, judged)]:
        if chosen:
            stats = bootstrap({"accuracy": [float(a.score or 0.0) for a in chosen]})
            out["accuracy"][group] = {"queries": len(chosen), **stats["accuracy"]}
    return out


def qa_differences(first: Sequence[Answered], second: Sequence[Answered]) -> dict[str, Any]:
    """second - first accuracy over the questions both got judged, per category."""
    theirs = {a.query.id: a for a in second}
    pairs = [(a, theirs[a.query.id]) for a in first
             if a.score is not None and a.query.id in theirs
             and theirs[a.query.id].score is not None]
    per: dict[str, list[tuple[Answered, Answered]]] = {}
    for pair in pairs:
        per.setdefault(pair[0].query.category, []).append(pair)
    out: dict[str, Any] = {}
    for group, chosen in [*sorted(per.items()), (TOTAL, pairs)]:
        if chosen:
            stats = bootstrap({"accuracy": [float(b.score or 0) - float(a.score or 0)
                                            for a, b in chosen]})
            out[group] = {"queries": len(chosen), **stats["accuracy"]}
    return out


__all__ = ["Answered", "QuestionAnswering", "qa_differences", "qa_summary"]
