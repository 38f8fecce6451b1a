"""Turn-end extraction: what the user said in this turn that should outlive the session.

Runs once per user turn, after the reply (no tool use pending, the Stop hook did not ask
to continue). With a model: one call (`extract_candidates`, prompt and parser in
`memdir.pipeline.extract.llm`) over a window of the conversation (`memdir.pipeline.conversation`);
without
one: rules over the user's own sentences (`memdir.pipeline.extract.rules`). Either way the result
is a list of `memdir.foundation.candidate.Candidate`; the admission policy
(`memdir.pipeline.admission.policy`)
decides what is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date, datetime

from memdir.foundation.candidate import MAX_BODY_CHARS, MAX_CANDIDATES, Candidate
from memdir.foundation.errors import ProviderError
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, Record
from memdir.pipeline.conversation import (
    WINDOW_CHARS,
    WINDOW_MESSAGES,
    conversation_time,
    extraction_window,
    is_user_text,
    message_text,
    turn_start,
    turn_user_messages,
)
from memdir.pipeline.extract.dates import resolve_times
from memdir.pipeline.extract.llm import (
    EXTRACT_MAX_TOKENS,
    EXTRACTION_SYSTEM,
    extraction_prompt,
    parse_candidates,
)
from memdir.pipeline.extract.naming import slug_name
from memdir.pipeline.extract.rules import (
    DURABLE_CUES,
    OFFLINE_TEMPORARY_MARKERS,
    candidate_from_text,
    extract_offline,
)
from memdir.pipeline.model_output import find_json_array
from memdir.providers.base import Message, Provider, has_model
from memdir.providers.usage import ask


def extract_candidates(provider: Provider | None, messages: Sequence[Message],
                       existing: Sequence[Record],
                       now: date | datetime | None = None) -> list[Candidate]:
    """Propose memories from the conversation that just ended a turn.

    One model call (max_tokens 1,000); none when there is no user text. With no provider
    or an offline one, `extract_offline` decides instead. Either way, relative times in a
    candidate's description and body ("last week", "上个月", "来週") are written as the
    absolute dates they meant (`memdir.pipeline.extract.dates`), against ``now``: by
    default the time the turn was said (`conversation_time`), else this moment; the
    quote keeps the user's words.

    Raises:
        ProviderError: the model call failed, or its answer held no JSON array (the
            caller reports it in one line; the user's task is already done and must not
            fail because of memory).
    """
    when = now or conversation_time(messages) or datetime.now().astimezone()
    if not has_model(provider):
        return [with_absolute_times(c, when) for c in extract_offline(messages)]
    if turn_start(messages) is None:
        return []
    day = when if not isinstance(when, datetime) else when.date()
    prompt = extraction_prompt(messages, existing, day)
    answer = ask(provider, EXTRACTION_SYSTEM, prompt, EXTRACT_MAX_TOKENS, "Memory extraction",
                 "extraction")
    if find_json_array(answer, partial=True) is None:
        # Not even "[]": the model's answer cannot say there was nothing to remember.
        raise ProviderError("Memory extraction failed: the model's answer held no JSON "
                            f"array ({_opening(answer)}).")
    return [with_absolute_times(c, when) for c in parse_candidates(answer)]


def _opening(answer: object) -> str:
    """The start of an unreadable answer, on one line, for the report."""
    text = " ".join(str(answer or "").split())
    return repr(text[:60] + "…") if len(text) > 60 else repr(text)


def with_absolute_times(candidate: Candidate, now: date | datetime) -> Candidate:
    """``candidate`` with the relative times of its description and body resolved against
    ``now``; one that would grow past the field's limit is left as it was."""
    description = resolve_times(candidate.description, now)
    body = resolve_times(candidate.body, now)
    if len(description) > MAX_DESCRIPTION_CHARS:
        description = candidate.description
    if len(body) > MAX_BODY_CHARS:
        body = candidate.body
    if description is candidate.description and body is candidate.body:
        return candidate
    return replace(candidate, description=description, body=body)


__all__ = [
    "DURABLE_CUES", "EXTRACTION_SYSTEM", "MAX_CANDIDATES", "OFFLINE_TEMPORARY_MARKERS",
    "WINDOW_CHARS", "WINDOW_MESSAGES", "candidate_from_text", "extract_candidates",
    "extract_offline", "extraction_prompt", "extraction_window", "is_user_text",
    "message_text", "parse_candidates", "slug_name", "turn_start", "turn_user_messages",
    "with_absolute_times",
]
