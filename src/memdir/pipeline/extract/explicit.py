"""A candidate for something a person asked to remember explicitly (``Memory.remember``,
``memdir add``-like entry points): the request says the text lasts, so no cue is needed."""

from __future__ import annotations

from typing import Any

from memdir.foundation import lazy_re as re
from memdir.foundation.candidate import MAX_BODY_CHARS, MAX_QUOTE_CHARS, Candidate
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, flatten
from memdir.pipeline.admission.old_values import gives_up
from memdir.pipeline.classify import memory_type
from memdir.pipeline.extract.learned import kind
from memdir.pipeline.extract.naming import slug_name, strip_lead_in
from memdir.pipeline.extract.sentences import sentences
from memdir.pipeline.extract.surface import as_said

# The look-behind starts a match only where a run starts: without it every position of a
# long run of spaces re-scans the run (quadratic in 100 KB of hostile text).
_TRAILING = re.compile(r"(?<![\s。．.!！?？;；,，、:：])[\s。．.!！?？;；,，、:：]+$")


def candidate_from_text(text: str, type: str | None = None) -> Candidate:
    """A candidate for something a person asked to remember explicitly.

    Used by ``Memory.remember`` (and ``memdir add``-like entry points): the request
    itself says the text is durable, so no directive cue is needed. The description is
    the first sentence without a leading "remember:" (with the next when the first only
    gives up an old value: "No, not Jest. Use Vitest."); the body is the whole text; the
    type comes from ``type`` or the same cues as `extract_offline`. The admission policy
    still judges the result (markers, secrets, duplicates, updates).
    """
    clean = _text_of(text).strip()
    parts = sentences(clean) or [clean]
    first = said = parts[0]
    if len(parts) > 1 and gives_up(first):
        # "No, not Jest. Use Vitest.": the first sentence is half of the correction.
        said = parts[1]
        first = f"{first}{'' if first.endswith(('。', '！', '？')) else ' '}{said}"
    description = _TRAILING.sub("", strip_lead_in(first)).strip()
    description = flatten(description or clean)[:MAX_DESCRIPTION_CHARS]
    named = _TRAILING.sub("", strip_lead_in(said)).strip() or description
    mtype = type or kind(as_said(clean), memory_type(clean))
    return Candidate(name=slug_name(named, mtype), description=description,
                     type=mtype, body=clean[:MAX_BODY_CHARS], lifetime="persistent",
                     quote=clean[:MAX_QUOTE_CHARS])


def _text_of(value: Any) -> str:
    return value.replace("\x00", "") if isinstance(value, str) else ""


__all__ = ["candidate_from_text"]
