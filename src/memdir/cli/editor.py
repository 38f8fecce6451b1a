"""A person's editor for `memdir edit` and `memdir review`: $VISUAL/$EDITOR on a text,
what they saved kept when the service refuses it, and the sentence that says how to keep
a secret they meant to."""

from __future__ import annotations

import contextlib
import os
import shlex
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from memdir.foundation.errors import MemdirError, SecretError


def edit_text(text: str, suffix: str = ".md") -> str:
    """Open $VISUAL/$EDITOR on text and return what the person saved."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        raise MemdirError("No editor is set; set $EDITOR (e.g. export EDITOR=nano) or use flags.")
    fd, path = tempfile.mkstemp(suffix=suffix, prefix="memdir-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    try:
        try:
            result = subprocess.run([*shlex.split(editor), path], check=False)
        except (OSError, ValueError) as exc:  # not found, not executable, bad quoting
            reason = getattr(exc, "strerror", None) or str(exc)
            raise MemdirError(f"Cannot run the editor {editor!r} ({reason}); set $EDITOR "
                              "to an editor that exists, e.g. export EDITOR=nano.") from exc
        if result.returncode != 0:
            raise MemdirError(f"The editor exited with code {result.returncode}; nothing saved.")
        return Path(path).read_text(encoding="utf-8")
    finally:
        os.unlink(path)


def keep_text(text: str) -> str:
    """Save a refused edit where the person can find it: their work is not lost either."""
    fd, path = tempfile.mkstemp(suffix=".md", prefix="memdir-edit-")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


@contextlib.contextmanager
def secret_hint() -> Iterator[None]:
    """A secret the service refused in a person's edit (a rename scans the whole record):
    the one sentence says how to keep it, as for an update; never for a name."""
    try:
        yield
    except SecretError as exc:
        if exc.finding.field == "the name":
            raise
        raise MemdirError(f"Nothing saved: {exc} Pass --allow-secret to store it anyway."
                          ) from exc


__all__ = ["edit_text", "keep_text", "secret_hint"]
