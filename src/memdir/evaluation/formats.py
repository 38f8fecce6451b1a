"""Which format a data set file is in, and reading it as a `Dataset`.

``auto`` (the default) reads a file that starts with ``[`` as JSON and recognises a
LoCoMo or LongMemEval file by its keys; anything else is memdir's JSONL
(`memdir.evaluation.dataset`). Naming the format skips the guess.
"""

from __future__ import annotations

from pathlib import Path

from memdir.evaluation.dataset import Dataset, read_jsonl
from memdir.foundation import json_text
from memdir.foundation.errors import MemdirError

FORMATS = ("auto", "jsonl", "locomo", "longmemeval")


def load(path: Path, fmt: str = "auto", *, granularity: str = "session"
         ) -> tuple[Dataset, list[str]]:
    """The data set in ``path`` and notes on what a converter left out.

    Raises:
        MemdirError: the file cannot be read, or is not in the format.
    """
    if fmt not in FORMATS:
        raise MemdirError(f"Unknown format {fmt!r}: choose one of {', '.join(FORMATS)}.")
    if fmt == "jsonl" or (fmt == "auto" and not _starts_with_bracket(path)):
        return read_jsonl(path), []
    try:
        data = json_text.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise MemdirError(f"Cannot read {path} as JSON: {exc}.") from exc
    from memdir.evaluation.locomo import from_locomo, is_locomo
    from memdir.evaluation.longmemeval import from_longmemeval, is_longmemeval

    if fmt == "locomo" or (fmt == "auto" and is_locomo(data)):
        return from_locomo(data, path.stem)
    if fmt == "longmemeval" or (fmt == "auto" and is_longmemeval(data)):
        return from_longmemeval(data, granularity, path.stem)
    raise MemdirError(f"{path} is a JSON list, but neither a LoCoMo nor a LongMemEval file; "
                      "memdir's own format is JSON lines (see 'memdir eval --help').")


def _starts_with_bracket(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            head = fh.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    except OSError as exc:
        raise MemdirError(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    return head.startswith(b"[")


__all__ = ["FORMATS", "load"]
