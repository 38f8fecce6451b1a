"""A LoCoMo-style conversation file as an evaluation data set.

The file is a JSON list of conversations, each::

    {"sample_id": "conv-26",
     "conversation": {"speaker_a": "Caroline", "speaker_b": "Melanie",
                      "session_1_date_time": "1:56 pm on 8 May, 2023",
                      "session_1": [{"speaker": "Caroline", "dia_id": "D1:1", "text": "..."},
                                    ...], ...},
     "qa": [{"question": "...", "answer": "...", "evidence": ["D1:3"], "category": 2}, ...]}

Each conversation becomes one store (its questions are answered from its own turns only);
each dialogue turn one record, named after its id (``D1:3`` → ``d1-3``), whose body says
who said it and when (the session's date), carries a shared photo's caption and, after
it, the `CONTEXT_TURNS` turns it follows in its session (a reply is read with what it
answers: "His name's Biscuit." is about the dog a turn before adopted), their words
without their speakers: a record names the one person who said it, so a question naming
a person finds their turns (with every speaker named in every record, a name told
nothing). A turn that speaks to the other person ("you", 你, あなた) names them too, in its
body: "And you ran three fifty-seven." is Owen's marathon time, said by Grace, and the
question asks for Owen's. A question's ``evidence`` names the turns that answer it. A
question's language is that of its script (`memdir.evaluation.dataset.language_of`).

Categories keep the file's numbers (``category-1`` ... ``category-4``), because readers of
the data set disagree on which number is which kind of question; category 5 is
``adversarial``: questions built to mislead, with no expected ``answer`` in the file, so
they are scored for retrieval (their evidence) but never asked in ``--qa``. A question
whose evidence names no turn of its conversation is left out and counted in the notes
(the public file has a few): scored, it would count as a miss no ranker could avoid.
"""

from __future__ import annotations

import re
from typing import Any

from memdir.evaluation.dataset import Dataset, EvalQuery, EvalRecord, from_items, language_of
from memdir.foundation.errors import MemdirError

DESCRIPTION_CHARS = 300
# Turns of its session read with a turn (on benchmarks/conversations_data.py, recall@5
# lexical en/zh/ja with none 0.49/0.43/0.42, one 0.52/0.52/0.47, two 0.54/0.60/0.53,
# three 0.53/0.58/0.52; fused with EmbeddingGemma: none 0.75/0.74/0.72, two 0.78/0.79/0.77;
# once the turns before lost their speakers' names, one 0.51/0.53/0.48, two 0.58/0.67/0.57,
# three 0.56/0.59/0.57).
CONTEXT_TURNS = 2
_TURN = re.compile(r"D\s*(\d+)\s*:\s*(\d+)", re.IGNORECASE)
_SESSION = re.compile(r"session_(\d+)$")
# A turn that addresses its listener: the second person, in English, Chinese and Japanese
# (which mostly says a name instead, already in the turn). On benchmarks/conversations.py,
# recall@5 fused en/zh/ja 0.782/0.818/0.768 -> 0.793/0.818/0.768 (first set),
# 0.706/0.856/0.801 -> 0.714/0.861/0.801 (second); lexical the same but Chinese of the first
# set, 0.665 -> 0.653 (a question's answer from 5th to 6th).
_ADDRESSED = re.compile(r"\b(?:you|your|yours|yourself|yourselves)\b|[你您]|あなた",
                        re.IGNORECASE)


def is_locomo(data: Any) -> bool:
    """Whether parsed JSON looks like a LoCoMo file (a list of conversations with QA)."""
    return (isinstance(data, list) and bool(data) and isinstance(data[0], dict)
            and "conversation" in data[0] and "qa" in data[0])


def turn_name(dia_id: str) -> str | None:
    """``D1:3`` (any case, spaces, leading zeros) as a record name, ``d1-3``."""
    found = _TURN.fullmatch(dia_id.strip())
    return f"d{int(found[1])}-{int(found[2])}" if found else None


def from_locomo(data: Any, name: str = "locomo") -> tuple[Dataset, list[str]]:
    """The data set of a parsed LoCoMo file, and notes on what was left out.

    Raises:
        MemdirError: the JSON is not a list of LoCoMo conversations.
    """
    if not is_locomo(data):
        raise MemdirError("This is not a LoCoMo file: expected a JSON list of objects with "
                          '"conversation" and "qa".')
    records: list[EvalRecord] = []
    queries: list[EvalQuery] = []
    skipped = 0
    for i, sample in enumerate(data, 1):
        if not isinstance(sample, dict):
            raise MemdirError(f"Conversation {i} of the LoCoMo file is not an object.")
        store = str(sample.get("sample_id") or f"conversation-{i}")
        turns = _turns(sample.get("conversation"), store)
        records += turns
        known = {r.name for r in turns}
        for j, qa in enumerate(sample.get("qa") or [], 1):
            query = _query(qa, store, f"{store}-q{j}", known)
            if query is None:
                skipped += 1
            else:
                queries.append(query)
    notes = []
    if skipped:
        notes.append(f"{skipped} question(s) left out: their evidence names no turn of "
                     "their conversation.")
    return from_items(records, queries, name), notes


def _turns(conversation: Any, store: str) -> list[EvalRecord]:
    if not isinstance(conversation, dict):
        raise MemdirError(f"Conversation {store!r} has no \"conversation\" object.")
    out: list[EvalRecord] = []
    seen: set[str] = set()
    sessions = sorted((int(m[1]), key) for key in conversation
                      if (m := _SESSION.match(key)))
    people = [str(conversation.get(k) or "").strip() for k in ("speaker_a", "speaker_b")]
    for number, key in sessions:
        date = str(conversation.get(f"{key}_date_time") or "").strip()
        before: list[str] = []  # the session's turns before, as their records describe them
        last = ""  # who spoke last in the session
        for turn in conversation.get(key) or []:
            if not isinstance(turn, dict):
                continue
            name = turn_name(str(turn.get("dia_id", "")))
            text = " ".join(str(turn.get("text") or "").split())
            if name is None or name in seen or not text:
                continue
            seen.add(name)
            speaker = str(turn.get("speaker") or "someone")
            caption = " ".join(str(turn.get("blip_caption") or "").split())
            said = f"{speaker}: {text}"
            listener = _listener(speaker, people, last) if _ADDRESSED.search(text) else ""
            body = (f"{speaker} said" + (f" to {listener}" if listener else "")
                    + (f" ({date})" if date else "") + f": {text}")
            last = speaker
            if caption:
                body += f"\n[{speaker} shared a photo: {caption}]"
            if before:  # what it answers or goes on from
                body += "\n(after " + " / ".join(before) + ")"
            described = _clip(said, DESCRIPTION_CHARS)
            before = [*before, _clip(text, DESCRIPTION_CHARS)][-CONTEXT_TURNS:]  # unnamed
            out.append(EvalRecord(name, described, "user", body, store))
        del number
    return out


def _listener(speaker: str, people: list[str], last: str) -> str:
    """Whom a turn speaks to: the conversation's other person, or (a speaker not among its
    two) whoever spoke last before them in the session; "" when no one is known."""
    if speaker in people:
        return next((p for p in people if p and p != speaker), "")
    return last if last != speaker else ""


def _query(qa: Any, store: str, qid: str, known: set[str]) -> EvalQuery | None:
    if not isinstance(qa, dict) or not str(qa.get("question") or "").strip():
        return None
    evidence = qa.get("evidence") or []
    if isinstance(evidence, str):
        evidence = [evidence]
    relevant = []
    for item in evidence:
        for found in _TURN.finditer(str(item)):
            name = f"d{int(found[1])}-{int(found[2])}"
            if name in known and name not in relevant:
                relevant.append(name)
    if not relevant:
        return None
    number = qa.get("category")
    category = "adversarial" if number == 5 else f"category-{number}"
    answer = qa.get("answer")
    question = " ".join(str(qa["question"]).split())
    return EvalQuery(qid, question, tuple(relevant), category, language_of(question),
                     None if answer is None or number == 5 else str(answer), store)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


__all__ = ["from_locomo", "is_locomo", "turn_name"]
