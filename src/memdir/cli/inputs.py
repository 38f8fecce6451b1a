"""What a command reads from stdin or from a file a person names, read up to a cap.

``memdir add -b -``, ``memdir chat -p -`` and ``memdir import --json FILE|-`` read what
they are given whole: piped from /dev/zero, a stream that never ends or an export that is a
sparse file of gigabytes, they read until the machine's memory was gone (or died on a
MemoryError traceback). Each now reads at most its cap and refuses more in one sentence,
before anything is written.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from memdir.foundation.errors import MemdirError
from memdir.pipeline.conversation import MAX_TRANSCRIPT_BYTES
from memdir.store.files.scan import MAX_KEPT_BYTES

# A body past a record's size is refused by admission, in its own words; this only stops
# a stream that never ends.
MAX_BODY_BYTES = MAX_KEPT_BYTES
MAX_PROMPT_BYTES = MAX_TRANSCRIPT_BYTES  # no more than memdir reads of a whole conversation
# An export of 100,000 records of a kilobyte is some 130 MB; a store larger than this
# moves with `memdir migrate`, which copies record by record.
MAX_IMPORT_BYTES = 256 * 1024 * 1024


def read_input(path: Path | None, limit: int, what: str, undone: str) -> bytes:
    """The bytes of ``path`` (stdin for None), at most ``limit`` of them.

    Args:
        what: what is read, for the error ("The body").
        undone: what did not happen, for the error ("nothing was stored").

    Raises:
        MemdirError: it cannot be read, or holds more than ``limit`` bytes.
    """
    where = "stdin" if path is None else str(path)
    too_large = False
    try:
        if path is None:
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open(path, "rb") as fh:
                info = os.fstat(fh.fileno())
                # A regular file says its size: one of gigabytes is refused unread.
                too_large = stat.S_ISREG(info.st_mode) and info.st_size > limit
                data = b"" if too_large else fh.read(limit + 1)
    except OSError as exc:
        raise MemdirError(f"Could not read {where}: {exc.strerror or exc}; {undone}.") from exc
    if too_large or len(data) > limit:
        raise MemdirError(f"{what} on {where} is larger than {limit:,} bytes, more than memdir "
                          f"reads; {undone}.")
    return data


def read_text(path: Path | None, limit: int, what: str, undone: str) -> str:
    """The text of ``path`` (stdin for None), as `read_input` reads it, decoded as UTF-8.

    Bytes that are not UTF-8 are refused in one sentence, never stored or sent as U+FFFD.

    Raises:
        MemdirError: as `read_input`, or the bytes are not UTF-8 text.
    """
    data = read_input(path, limit, what, undone)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        where = "stdin" if path is None else str(path)
        raise MemdirError(f"{what} on {where} is not UTF-8 text (byte {exc.start}); "
                          f"{undone}.") from exc


__all__ = ["MAX_BODY_BYTES", "MAX_IMPORT_BYTES", "MAX_PROMPT_BYTES", "read_input",
           "read_text"]
