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

from memdir.foundation.candidate import MAX_CANDIDATES, Candidate
from memdir.foundation.record import Record
from memdir.pipeline.conversation import (
    WINDOW_CHARS,
    WINDOW_MESSAGES,
    extraction_window,
    is_user_text,
    message_text,
    turn_start,
    turn_user_messages,
)
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
from memdir.providers.base import Message, Provider, has_model
from memdir.providers.usage import ask


def extract_candidates(provider: Provider | None, messages: Sequence[Message],
                       existing: Sequence[Record]) -> list[Candidate]:
    """Propose memories from the conversation that just ended a turn.

    One model call (max_tokens 1,000); none when there is no user text. With no provider
    or an offline one, `extract_offline` decides instead.

    Raises:
        ProviderError: the model call failed (the caller reports it in one line; the
            user's task is already done and must not fail because of memory).
    """
    if not has_model(provider):
        return extract_offline(messages)
    if turn_start(messages) is None:
        return []
    prompt = extraction_prompt(messages, existing)
    answer = ask(provider, EXTRACTION_SYSTEM, prompt, EXTRACT_MAX_TOKENS, "Memory extraction",
                 "extraction")
    return parse_candidates(answer)


__all__ = [
    "DURABLE_CUES", "EXTRACTION_SYSTEM", "MAX_CANDIDATES", "OFFLINE_TEMPORARY_MARKERS",
    "WINDOW_CHARS", "WINDOW_MESSAGES", "candidate_from_text", "extract_candidates",
    "extract_offline", "extraction_prompt", "extraction_window", "is_user_text",
    "message_text", "parse_candidates", "slug_name", "turn_start", "turn_user_messages",
]
