"""Reading record files: never through a link, never a FIFO, a parse cache by stat.

A `.memory/` folder may come from a cloned repository, so a record file is opened with
``O_NOFOLLOW`` (a link swapped in after a check is not followed either) and only a regular
file is read. Parses are cached by ``(inode, size, mtime, ctime)``, but only once that
stat is older than the racy window (`scan.RACY_NS`): a file rewritten within one tick of
the file system's clock keeps its stat.
"""

from __future__ import annotations

import errno
import os
import stat as stat_mod
from pathlib import Path

from memdir.foundation.atomic import storage_error
from memdir.foundation.errors import StoreError
from memdir.foundation.record import MAX_RECORD_BYTES, Record, parse_record
from memdir.store.files.scan import MAX_KEPT_BYTES, read_regular, settled

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


class RecordReader:
    """Reads the record files of one folder."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._parsed: dict[str, tuple[tuple[int, int, int, int], Record]] = {}

    def forget(self, file: str | None = None) -> None:
        """Drop one file's cached parse (every file's for None)."""
        if file is None:
            self._parsed.clear()
        else:
            self._parsed.pop(file, None)

    def parse(self, file: str, cache: bool = True) -> Record | None:
        """Parse one record file, or None if it is gone, a link, or not a regular file.

        ``cache=False`` keeps the parse out of the cache (a bulk reader such as the search
        index would otherwise hold every record of a large store in memory).
        """
        path = os.path.join(self.root, file)  # a str: listing 10,000 files, Path costs
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            return None
        if not stat_mod.S_ISREG(st.st_mode):
            # Symlinks are never followed: a link could point anywhere on the machine.
            return None
        sig = (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        cached = self._parsed.get(file)
        if cached and cached[0] == sig:
            return cached[1]
        if st.st_size > MAX_RECORD_BYTES:
            rec = Record(name=file[:-3], description="", type="project", file=file,
                         problems=(f"file is larger than {MAX_RECORD_BYTES} bytes, not read",))
        else:
            try:
                with os.fdopen(os.open(path, os.O_RDONLY | _NOFOLLOW), "rb") as fh:
                    raw = fh.read()
            except FileNotFoundError:
                return None
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    return None
                raise storage_error(exc, f"read {path}") from exc
            text = raw.decode("utf-8", errors="replace")
            rec = parse_record(text, file)
            if "\ufffd" in text and b"\xef\xbf\xbd" not in raw:
                rec = rec.evolve(file=file, hash=rec.hash,
                                 problems=rec.problems + ("file is not valid UTF-8",))
        if cache and settled(st.st_mtime_ns, st.st_ctime_ns):
            self._parsed[file] = (sig, rec)
        else:  # may change again without its stat changing: read it again next time
            self._parsed.pop(file, None)
        return rec

    def text(self, file: str) -> str | None:
        """A record file's text as it is on disk; None if it is gone, a symbolic link (not
        followed, even one swapped in after a check) or not a regular file."""
        data = read_regular(self.root / file, MAX_RECORD_BYTES)
        return None if data is None else data.decode("utf-8", errors="replace")

    def raw(self, file: str) -> bytes | None:
        """A record file's bytes, as the history keeps them before a change; None if gone,
        a symbolic link (never read through) or not a regular file (a FIFO would block).

        Raises:
            StoreError: the file is larger than memdir keeps (`scan.MAX_KEPT_BYTES`), so
                it may not be replaced, deleted or renamed: nothing could bring it back.
        """
        path = self.root / file
        try:
            size = os.lstat(path).st_size
        except OSError:
            return None
        if size > MAX_KEPT_BYTES:
            raise too_large_to_keep(path, size)
        data = read_regular(path, MAX_KEPT_BYTES)
        if data is not None and len(data) > MAX_KEPT_BYTES:  # grew since the stat
            raise too_large_to_keep(path, len(data))
        return data


def too_large_to_keep(path: Path, size: int) -> StoreError:
    return StoreError(
        f"{path} is {size:,} bytes, more than the {MAX_KEPT_BYTES:,} memdir keeps a copy "
        "of, so memdir does not replace, delete or rename it (nothing could bring it "
        "back); move it out of the store or shorten it by hand.")
