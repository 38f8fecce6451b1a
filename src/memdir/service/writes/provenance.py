"""Provenance: who wrote an extracted record, and where in the conversation it came from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memdir.foundation.candidate import KEPT_QUOTE_CHARS, Candidate
from memdir.providers.base import Message
from memdir.service.writes.verbatim import says_only


def writer_of(writer: str, cand: Candidate, messages: Sequence[Message], *,
              said_too: bool = False) -> str:
    """``user`` for a model's candidate quoting the user's own words, else ``writer``.

    ``said_too``: a model wrote the candidate's text, so its description and its body
    must each be the user's words too: one run of the quoted message word for word that
    leaves out none of its clause's negations or quantities (`verbatim.says_only`). A
    quote of "Always run the linter, and never deploy to production on Fridays" makes
    neither "Deploy to production on Fridays" nor a body the model wrote the user's: a
    project's ``{"model": "propose"}`` would otherwise let them through unreviewed."""
    from memdir.pipeline.conversation import message_text

    quote = " ".join(cand.quote.split())[:40]
    if writer == "model" and quote:
        for msg in messages:
            said = message_text(msg)
            if msg.get("role") == "user" and quote in " ".join(said.split()) and (
                    not said_too or (says_only(cand.description, said)
                                     and says_only(cand.body, said))):
                return "user"
    return writer


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
