"""A record's ``source`` (its provenance) and the session it names, as a writer gives them.

A client names the session of its writes (a REST body's ``session``) and may give a
record's whole ``source``; both were written into the record as given. A hostile agent
claimed a session of 300,000 characters (every record it wrote carried it), one holding
ESC or a line break (which ``memdir rm --session`` cannot name, so its records could not
be forgotten by session), an override that shows another session's id, a ``session``
that was an object, and a quote holding a terminal's escape sequence. One rule now holds
for a session wherever one is given (`BadSession.check`: printable text of at most 200
characters, the one ``memdir rm --session`` takes), and `source_problem` is what a given
source may hold; `memdir.service.commands.Save` refuses the rest, so every write path
(`Memory.save`, REST, an import, a proposal) says it in one sentence and writes nothing.
A client may still name any session it likes: a session is provenance a writer states,
not an identity (the token is that), so nothing is decided by it but what ``rm --session``
deletes, and a client can delete its own writes anyway.
"""

from __future__ import annotations

from memdir.foundation.errors import BadSession

TYPE_CHECKING = False  # typing is not imported: every prompt's hook reads `is_session`
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

# A source is a session, a message index, a quote (200 characters kept) and a note or
# two: far less than this. A record of a few hundred bytes carried 500 KB of "source".
MAX_SOURCE_CHARS = 4_000


def is_session(value: object) -> bool:
    """Whether ``value`` can name a session (`BadSession.check`'s rule)."""
    if not isinstance(value, str):
        return False
    try:
        BadSession.check(value)
    except BadSession:
        return False
    return True


def _texts(value: Any, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield "field name", str(key)
            yield from _texts(item, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _texts(item, f"{where}[{i}]")


def source_problem(source: object) -> str | None:
    """What a record may not keep of ``source`` (a writer's provenance for it), as one
    sentence, or None when it may keep it all."""
    import json

    from memdir.foundation.terminal import control_character

    if source is None:
        return None
    if not isinstance(source, dict):
        return "The source must be an object (session, message, quote) or null."
    session = source.get("session")
    blank = isinstance(session, str) and not session.strip()  # names none, as a client's
    if session is not None and not blank and not is_session(session):
        return ("The source's session must be printable text of at most 200 characters "
                "(the id 'memdir rm --session' takes).")
    message = source.get("message")
    if message is not None and (isinstance(message, bool) or not isinstance(message, int)
                                or message < 0):
        return ("The source's message must be the index of a message in its session "
                "(a whole number from 0) or null.")
    for where, text in _texts(source, ""):
        said = control_character(text)
        if said is not None:
            return f"The source's {where or 'field'} {said}."
    size = len(json.dumps(source, ensure_ascii=False, default=str))
    if size > MAX_SOURCE_CHARS:
        return (f"The source is {size:,} characters of JSON; a record's source holds at "
                f"most {MAX_SOURCE_CHARS:,} (a session, a message, a quote).")
    return None


__all__ = ["MAX_SOURCE_CHARS", "is_session", "source_problem"]
