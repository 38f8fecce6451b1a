"""A person's editor for `memdir edit` and `memdir review`: $VISUAL/$EDITOR on a text,
what they saved kept on disk until the store holds it (refused, or memdir killed midway,
the next `memdir edit` says where it is), and the sentence that says how to keep
a secret they meant to.

An edit's draft lives in ``drafts/`` of memdir's own folder (``MEMDIR_HOME``; a folder only
its user can read), not in the machine's temp folder: a record's text is the person's, and
each memdir home sees only the edits made with it."""

from __future__ import annotations

import contextlib
import errno
import os
import shlex
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import click

from memdir.foundation.config import Config
from memdir.foundation.errors import MemdirError, SecretError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from memdir.foundation.record import Record

DRAFT = "memdir-editing-"  # a `memdir edit` in progress: memdir-editing-PID-*.md
KEPT = "memdir-edit-"      # an edit that was not saved, already shown to the person


def _run_editor(path: str) -> str:
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        raise MemdirError("No editor is set; set $EDITOR (e.g. export EDITOR=nano) or use flags.")
    try:
        result = subprocess.run([*shlex.split(editor), path], check=False)
    except (OSError, ValueError) as exc:  # not found, not executable, bad quoting
        reason = getattr(exc, "strerror", None) or str(exc)
        raise MemdirError(f"Cannot run the editor {editor!r} ({reason}); set $EDITOR "
                          "to an editor that exists, e.g. export EDITOR=nano.") from exc
    if result.returncode != 0:
        raise MemdirError(f"The editor exited with code {result.returncode}; nothing saved.")
    return Path(path).read_text(encoding="utf-8")


def drafts_dir() -> Path:
    """Where a `memdir edit`'s drafts are kept: ``drafts/`` in memdir's own folder."""
    return Config.from_env().home_dir / "drafts"


def _new_file(text: str, prefix: str, suffix: str = ".md", folder: Path | None = None) -> str:
    if folder is not None:
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            raise MemdirError(f"Cannot keep the edit in {folder} ({exc.strerror}); "
                              "nothing changed.") from exc
    path = ""
    try:
        fd, path = tempfile.mkstemp(suffix=suffix, prefix=prefix, dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
    except OSError as exc:
        # A full disk: no empty draft is left for the next edit to announce as unsaved.
        if path:
            with contextlib.suppress(OSError):
                os.unlink(path)
        why = "the disk is full" if exc.errno == errno.ENOSPC else exc.strerror or exc
        raise MemdirError(f"Cannot write the edit's draft in {folder or 'the temp folder'} "
                          f"({why}); nothing changed.") from exc
    return path


@dataclass
class Draft:
    """What a person saved in their editor, still on disk until the store holds it: a
    `memdir edit` killed between its rename and its update loses none of it."""

    path: str

    def keep(self) -> str:
        """The edit was not saved: keep its file under a name the next run does not show
        again, and return where it is."""
        kept = _kept_name(Path(self.path))
        os.replace(self.path, kept)
        return kept

    def done(self) -> None:
        """The store holds the edit: the file is not needed."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def unsaved_drafts() -> list[str]:
    """Edits whose `memdir edit` stopped before saving them (killed, or refused): kept
    under a name shown once, returned so the person can be told where they are."""
    kept = []
    for path in sorted(drafts_dir().glob(f"{DRAFT}*-*.md")):
        pid = path.name[len(DRAFT):].split("-", 1)[0]
        if not pid.isdigit() or _alive(int(pid)):
            continue
        name = _kept_name(path)
        with contextlib.suppress(OSError):
            os.replace(path, name)
            kept.append(name)
    return kept


def _kept_name(draft: Path) -> str:
    """memdir-editing-PID-XXXX.md -> memdir-edit-XXXX.md, in the same folder."""
    return str(draft.with_name(KEPT + draft.name[len(DRAFT):].split("-", 1)[1]))


def _alive(pid: int) -> bool:
    if os.name == "nt":  # os.kill there ends the process: never name a draft there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def edit_draft(text: str) -> tuple[str, Draft]:
    """Open the editor on a record's text; return what the person saved and its file, which
    stays until `Draft.done`. Edits an earlier run left unsaved are named first."""
    for path in unsaved_drafts():
        click.echo(f"An earlier edit was not saved; it is in {path}.", err=True)
    path = _new_file(text, f"{DRAFT}{os.getpid()}-", folder=drafts_dir())
    try:
        saved = _run_editor(path)
    except BaseException:
        os.unlink(path)
        raise
    draft = Draft(path)
    if saved == text:  # nothing to lose
        draft.done()
    return saved, draft


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


# What an edit writes is the name, description, type, body and other keys; these fields
# are the store's, kept by every write: when it holds and the correction's links (changed
# or taken out, an edit of them is refused), and its provenance (an edit that leaves them
# out is none, one that gives them another value is refused).
_NOT_EDITED = ("valid_from", "valid_to", "supersedes", "superseded_by")
_STORE_KEPT = ("created", "updated", "source", "origin")


def refuse_uncarried(rec: Record, before: Record, new: Record, draft: Draft,
                     served: bool = False) -> None:
    """Refuse an edit (``before``: the text the editor was given, ``new``: the text it
    left) of a field `memdir edit` does not write: it was dropped, and the edit said "No
    changes" or saved the rest. ``served``: memory is kept by a server (``MEMDIR_URL``),
    whose files this machine does not have, so the advice is not to edit one by hand.

    Raises:
        MemdirError: one sentence naming the fields and where the draft is kept.
    """
    changed = [f for f in _NOT_EDITED if getattr(new, f) != getattr(before, f)] + [
        f for f in _STORE_KEPT if getattr(new, f) not in (None, getattr(before, f))]
    if changed:
        kept = draft.keep()
        advice = (f"{rec.name!r} is kept by the memory server at MEMDIR_URL, and no client "
                  "of it can set these fields: only whoever runs that server can, by "
                  "editing the memory's file there." if served else
                  f"To change when {rec.name!r} holds, edit its file {rec.file or ''} by "
                  "hand: memdir reads it at the next command.")
        raise MemdirError(
            f"memdir edit saves a memory's name, description, type, body and other keys, "
            f"not {', '.join(changed)}; nothing was saved (your edit is in {kept}). "
            + advice)


__all__ = ["Draft", "drafts_dir", "edit_draft", "refuse_uncarried", "secret_hint",
           "unsaved_drafts"]
