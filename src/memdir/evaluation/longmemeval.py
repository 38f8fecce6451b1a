"""A LongMemEval-style file as an evaluation data set.

The file is a JSON list of questions, each with its own haystack of chat sessions::

    {"question_id": "e47becba", "question_type": "single-session-user",
     "question": "...", "answer": "...", "question_date": "2023/05/30 (Tue) 23:40",
     "haystack_session_ids": ["answer_4be1b6b4_1", ...],
     "haystack_dates": ["2023/05/20 (Sat) 02:21", ...],
     "haystack_sessions": [[{"role": "user", "content": "...", "has_answer": true}, ...], ...],
     "answer_session_ids": ["answer_4be1b6b4_1"]}

Each question becomes one store holding its own haystack. ``granularity`` decides what a
record is:

- ``session`` (default): one record per session (its date, then every message), relevant
  when the session is one of ``answer_session_ids``;
- ``round``: one record per user message and the reply after it, relevant when either
  message is marked ``has_answer`` (every round of an evidence session that marks none).

A question whose id ends in ``_abs`` is an abstention question: nothing in its haystack
answers it, so it is unanswerable (relevant to nothing) and scored on recalling nothing;
its ``answer`` (why it cannot be answered) is kept for ``--qa``. The category is the
``question_type``.
"""

from __future__ import annotations

from typing import Any

from memdir.evaluation.dataset import Dataset, EvalQuery, EvalRecord, from_items, language_of
from memdir.foundation.errors import MemdirError
from memdir.foundation.record import name_key

GRANULARITIES = ("session", "round")
DESCRIPTION_CHARS = 300


def is_longmemeval(data: Any) -> bool:
    """Whether parsed JSON looks like a LongMemEval file (questions with haystacks)."""
    return (isinstance(data, list) and bool(data) and isinstance(data[0], dict)
            and "haystack_sessions" in data[0] and "question" in data[0])


def from_longmemeval(data: Any, granularity: str = "session",
                     name: str = "longmemeval") -> tuple[Dataset, list[str]]:
    """The data set of a parsed LongMemEval file, and notes on what was left out.

    Raises:
        MemdirError: the JSON is not a LongMemEval list, or the granularity is unknown.
    """
    if granularity not in GRANULARITIES:
        raise MemdirError(f"Unknown granularity {granularity!r}: choose "
                          f"{' or '.join(GRANULARITIES)}.")
    if not is_longmemeval(data):
        raise MemdirError("This is not a LongMemEval file: expected a JSON list of objects "
                          'with "question" and "haystack_sessions".')
    records: list[EvalRecord] = []
    queries: list[EvalQuery] = []
    skipped = 0
    for i, item in enumerate(data, 1):
        if not isinstance(item, dict) or not str(item.get("question") or "").strip():
            skipped += 1
            continue
        qid = str(item.get("question_id") or f"question-{i}")
        made, relevant = _haystack(item, qid, granularity)
        abstention = qid.endswith("_abs")
        if not relevant and not abstention:
            skipped += 1
            continue
        records += made
        answer = item.get("answer")
        queries.append(EvalQuery(
            qid, " ".join(str(item["question"]).split()),
            () if abstention else tuple(relevant),
            str(item.get("question_type") or "uncategorized"),
            language_of(str(item["question"])),
            None if answer is None else str(answer), qid,
            {"question_date": str(item["question_date"])} if item.get("question_date")
            else {}))
    notes = []
    if skipped:
        notes.append(f"{skipped} question(s) left out: no evidence session in their "
                     "haystack, or no question text.")
    return from_items(records, queries, name), notes


def _haystack(item: dict[str, Any], store: str, granularity: str
              ) -> tuple[list[EvalRecord], list[str]]:
    sessions = item.get("haystack_sessions") or []
    ids = list(item.get("haystack_session_ids") or [])
    dates = list(item.get("haystack_dates") or [])
    evidence = {str(s) for s in item.get("answer_session_ids") or []}
    records: list[EvalRecord] = []
    relevant: list[str] = []
    taken: set[str] = set()
    for n, session in enumerate(sessions):
        if not isinstance(session, list):
            continue
        sid = str(ids[n]) if n < len(ids) else f"session-{n + 1}"
        date = str(dates[n]) if n < len(dates) else ""
        messages = [m for m in session if isinstance(m, dict) and str(m.get("content") or "")]
        if not messages:
            continue
        if granularity == "session":
            parts = [(messages, sid in evidence)]
        else:
            parts = _rounds(messages, sid in evidence)
        for k, (chunk, answers) in enumerate(parts, 1):
            base = _safe(sid) if granularity == "session" else f"{_safe(sid)}-r{k}"
            name = _unique(base, taken)
            records.append(_record(name, chunk, date, store))
            if answers:
                relevant.append(name)
    return records, relevant


def _rounds(messages: list[dict[str, Any]], evidence: bool
            ) -> list[tuple[list[dict[str, Any]], bool]]:
    """User message + the replies after it; relevant as the module docstring says."""
    rounds: list[list[dict[str, Any]]] = []
    for m in messages:
        if m.get("role") == "user" or not rounds:
            rounds.append([m])
        else:
            rounds[-1].append(m)
    marked = any(m.get("has_answer") for m in messages)
    return [(r, evidence and (any(m.get("has_answer") for m in r) or not marked))
            for r in rounds]


def _record(name: str, messages: list[dict[str, Any]], date: str, store: str) -> EvalRecord:
    first = next((m for m in messages if m.get("role") == "user"), messages[0])
    description = " ".join(str(first.get("content")).split())
    if len(description) > DESCRIPTION_CHARS:
        description = description[: DESCRIPTION_CHARS - 3].rstrip() + "..."
    lines = [f"Conversation of {date}" if date else "Conversation"]
    lines += [f"{m.get('role') or 'someone'}: {m.get('content')}" for m in messages]
    return EvalRecord(name, description, "user", "\n".join(lines), store)


def _safe(text: str) -> str:
    cleaned = "".join(c if c.isalnum() or c in "-_" else "-" for c in text).strip("-.")
    return cleaned[:80] or "session"


def _unique(base: str, taken: set[str]) -> str:
    name, n = base, 2
    while name_key(name) in taken:
        name, n = f"{base}-{n}", n + 1
    taken.add(name_key(name))
    return name


__all__ = ["GRANULARITIES", "from_longmemeval", "is_longmemeval"]
