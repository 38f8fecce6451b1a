"""Provenance: who wrote an extracted record, and where in the conversation it came from."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from memdir.foundation.candidate import KEPT_QUOTE_CHARS, Candidate
from memdir.providers.base import Message


def writer_of(writer: str, cand: Candidate, messages: Sequence[Message], *,
              said_too: bool = False) -> str:
    """``user`` for a model's candidate quoting the user's own words, else ``writer``.

    ``said_too``: a model wrote the candidate's text, so its description must also say
    nothing the quoted message does not (each of its words is in that message): a quote
    of "Always run the linter" does not make "Deploy to production on Fridays" the
    user's, which a project's ``{"model": "propose"}`` would otherwise let through
    unreviewed."""
    from memdir.pipeline.conversation import message_text

    quote = " ".join(cand.quote.split())[:40]
    if writer == "model" and quote:
        for msg in messages:
            text = " ".join(message_text(msg).split())
            if msg.get("role") == "user" and quote in text and (
                    not said_too or _says_only(cand.description, text)):
                return "user"
    return writer


def _says_only(description: str, message: str) -> bool:
    """Whether every word of ``description`` is in ``message`` (case folded)."""
    said = message.casefold()
    return all(word in said for word in re.findall(r"\w+", description.casefold()))


def provenance(session: str, messages: Sequence[Message], candidate: Candidate
               ) -> dict[str, Any]:
    """The source written into an extracted record: session, message index, quote."""
    return {"session": session, "message": message_of(messages, candidate.quote),
            "quote": candidate.quote[:KEPT_QUOTE_CHARS]}


def message_of(messages: Sequence[Message], quote: str) -> int | None:
    """Index of the user message a quote came from (provenance), else the last user one."""
    from memdir.pipeline.conversation import message_text

    last = None
    for i, msg in enumerate(messages):
        if msg.get("role") != "user":
            continue
        text = message_text(msg)
        if not text:
            continue
        last = i
        if quote and quote[:40] in text:
            return i
    return last



__all__ = ["message_of", "provenance", "writer_of"]
