"""A record's text as a published version keeps it: without its private provenance.

A public agent's visitors read a published version (`memdir.service.public`), never the
project store, and what a record's ``source`` says of the session it came from, the
message and the person's words stays with the project: a version's copy keeps the rest.
Here, below the service that publishes and the file store that tells whether a copy is of
a record written on this machine (its hash is the copy's own, not the record's).
"""

from __future__ import annotations

from memdir.foundation.errors import MemdirError

# Where a record came from in a conversation: a session id, the message and the words
# quoted. A visitor who read them could name a contributor's session (its notes are keyed
# by it) or read what someone else typed, so a published version never carries them.
PRIVATE_SOURCE_KEYS = ("session", "message", "quote")


def published_text(text: str, file: str | None = None) -> str:
    """A record's text as visitors may read it: its source without the session, the
    message and the quote (the text unchanged when its source has none of them)."""
    from memdir.foundation.record import parse_record

    try:
        rec = parse_record(text, file)
    except MemdirError:
        return text
    source = rec.source or {}
    if not any(k in source for k in PRIVATE_SOURCE_KEYS):
        return text
    kept = {k: v for k, v in source.items() if k not in PRIVATE_SOURCE_KEYS}
    return rec.evolve(source=kept or None).to_text()


def about_the_user(text: str, file: str | None = None) -> bool:
    """Whether a record is of type ``user``: about the person the agent works for, which a
    published version leaves out. A project store holds such records when no user store
    does (``memdir serve``, ``Memory(user=False)``); published, they would tell every
    visitor the owner's private life, and a visitor's model would read "the user" as the
    visitor it talks to."""
    from memdir.foundation.record import parse_record

    try:
        return parse_record(text, file).type == "user"
    except MemdirError:
        return False


__all__ = ["PRIVATE_SOURCE_KEYS", "about_the_user", "published_text"]
