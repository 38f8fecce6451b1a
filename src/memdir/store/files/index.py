"""The derived search index (SQLite FTS5) over a FileStore, and the offline ranker.

**Derived data.** The database lives in ``.memory/.cache/index.sqlite``; the files stay the
truth. Deleting the database costs one rebuild; a database that SQLite reports as corrupt
(or that is not a database at all) is removed and rebuilt; a database written by a newer
memdir is left alone and this process indexes into memory. The cache is also untrusted
input (a repository can commit one); see `index_schema` for when it is trusted. A link in
the cache folder is removed, never opened. WAL mode and a busy timeout let several
processes share it: writes go in transactions of at most ``_CHUNK`` files (files are parsed
before the write lock is taken), a rebuild in one, so nobody sees half an index; a search
that finds the write lock held for long searches what is committed.

**Sync.** A file is re-parsed only when its ``(mtime_ns, size)`` changed; a file whose
mtime was within ``RACY_NS`` of the scan is re-read at the next pass (file system clocks
are coarse, so a same-size rewrite in the same tick would otherwise go unseen). A full
pass lists the folder and stats every file: 10,000 stats cost 10-100 ms depending on the
machine. When the scan equals the one the last clean sync saw (a digest kept in the
database), no row is even read. Trade-off: a long-lived process skips the full pass while
the folder's mtime and MEMORY.md's signature are unchanged *and* the last pass is younger
than ``recheck_seconds`` (1.5 s). Adding, deleting or renaming a file (every FileStore
write) changes the folder's mtime and is seen at once; an in-place hand edit leaves the
folder untouched, so a long-lived process may answer from the old text for up to
``recheck_seconds``; a fresh process always sees it (its first call is a full pass). A
process that watches the folder (`FileStore.watched`, the resident process) says instead
which files changed (`look_again` with their names): the next call stats and indexes
those alone, a change seen as a full pass would see it without a stat of every file.

**Ranking** is `ranking`'s, shared with every store: BM25 with column weights picks
candidates, and each gets a calibrated relevance (see `SearchIndex.search`).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from memdir.foundation.errors import MemdirError
from memdir.foundation.record import INDEX_FILE, Record
from memdir.foundation.validity import now_instant
from memdir.providers.ranking import (
    BODY_WEIGHT,
    DEFAULT_MIN_SCORE,
    DESCRIPTION_WEIGHT,
    MAX_INDEXED_BODY,
    NAME_WEIGHT,
    bigrams,
    evidence,
    finding_terms,
    is_phrase,
    is_weak,
    ordering_terms,
    phrase,
    query_terms,
    query_weights,
    relevance,
    tokenize,
)
from memdir.store.common import iso
from memdir.store.files.held import ROW_COLUMNS, candidates_to_ask, held_files, row_holds
from memdir.store.files.index_files import index_named, put_file
from memdir.store.files.index_rows import IndexHit, IndexRow
from memdir.store.files.index_schema import (
    MIGRATIONS,
    database_file,
    is_busy,
    open_cache,
    remove_database,
    run_guarded,
    transaction,
)
from memdir.store.files.scan import is_record_file_name, stat_record_files

try:  # hashlib's own BLAKE2, without loading OpenSSL (see `memdir.foundation.record.content_hash`)
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b as _blake2b

if TYPE_CHECKING:
    from memdir.store.files.core import Folder

T = TypeVar("T")

_CHUNK = 1_000

# --------------------------------------------------------------------------- index
class SearchIndex:
    """Full-text index of one FileStore, synced from its files.

    Args:
        store: the store to index.
        path: the database file; default ``store.cache_dir / "index.sqlite"``.
        recheck_seconds: how stale a long-lived process may be about in-place hand edits
            (see the module docstring).
    """

    def __init__(self, store: Folder, path: Path | None = None, *,
                 recheck_seconds: float = 1.5) -> None:
        self.store = store
        self.path = Path(path) if path is not None else store.cache_dir / "index.sqlite"
        self.recheck_seconds = recheck_seconds
        # The caller watches the folder and calls `look_again` when a file changed
        # (`FileStore.watched`): no full pass every `recheck_seconds`.
        self.watched = False
        # The caller embeds the records without a vector between searches
        # (`FileStore.leave_vectors`): a fused search embeds none of them.
        self.leaves_vectors = False
        self._db: sqlite3.Connection | None = None
        self._in_memory = False  # the disk was full: this process indexes in memory
        self._lock = threading.RLock()  # one connection, shared by an MCP server's threads
        self._synced: tuple[object, float] | None = None  # (store signature, monotonic time)
        self._changed: set[str] = set()  # files said to have changed since (`look_again`)
        self._count = 0
        self._bounded = 0  # rows with a validity interval (`_candidates` leaves some out)
        # (schema version, model name) once every record has a vector of that model:
        # `memdir.store.files.vectors.sync_vectors` then skips the scan.
        self._vectors_complete: tuple[tuple[int, int], str] | None = None

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
            self._synced = None

    def look_again(self, files: Collection[str] | None = None) -> None:
        """Make the next operation look at every file (an in-place hand edit included), as
        a fresh process's first one does; those after it trust it for ``recheck_seconds``.
        ``files``: the caller knows that only these changed (it watches the folder): the
        next operation looks at them alone, once this index has looked at every file."""
        with self._lock:
            if files is None or self._synced is None:
                self._synced, self._changed = None, set()
            else:
                self._changed |= set(files)

    # ----------------------------------------------------------------- database
    def _connect(self) -> sqlite3.Connection:
        if self._db is None:  # a corrupt file raises here; `_guarded` removes it and retries
            self._db = open_cache(self._file_path, self._remove_files)
        return self._db

    def _file_path(self) -> str:
        """The database file, or ":memory:" where a file cannot be used (safely)."""
        return ":memory:" if self._in_memory else database_file(
            self.path, self.store.root, self.store.cache_dir, self._remove_files)

    def _remove_files(self) -> None:
        self.close()
        remove_database(self.path)

    def _guarded(self, op: Callable[[], T]) -> T:
        """Run op; a corrupt database is removed (on a full disk: moved to memory), again."""
        return run_guarded(op, self._lock, self._remove_files, lambda exc: (
            f"The search index {self.path} cannot be used ({exc}); delete it, it is "
            "rebuilt from the memory files."), self._move_to_memory, self.path)

    def _move_to_memory(self) -> None:  # the file's space is the user's: it goes
        self._remove_files()
        self._in_memory, self._vectors_complete = True, None

    # ----------------------------------------------------------------- sync
    def _signature(self) -> tuple[int, ...] | None:
        """The cheap check: the folder (files added/removed) and MEMORY.md; None: no store."""
        try:
            root = os.stat(self.store.root)
        except OSError:
            return None
        try:
            ist = os.stat(self.store.index_path)
            return root.st_ino, root.st_mtime_ns, ist.st_ino, ist.st_mtime_ns, ist.st_size
        except OSError:
            return root.st_ino, root.st_mtime_ns

    def _fresh(self) -> bool:
        """Sync unless the cheap check says nothing can have changed. False: no store."""
        signature = self._signature()
        if signature is None:
            return False
        if self._changed and self._synced is not None and self.watched:
            try:
                self._sync_files(signature)
                return True
            except sqlite3.OperationalError as exc:
                if not is_busy(exc):
                    raise
                return True  # the write lock is held for long: what is committed
        if (self._synced is not None and self._synced[0] == signature
                and (self.watched or time.monotonic() - self._synced[1] < self.recheck_seconds)):
            return True
        try:
            self._sync(force=False)
        except sqlite3.OperationalError as exc:
            if not is_busy(exc):
                raise
            # Another process holds the write lock for long: search what is committed.
            self._count = self._connect().execute("SELECT count(*) FROM records").fetchone()[0]
        return True

    def sync(self, force: bool = False) -> None:
        """Bring the index up to date with the files; ``force`` re-reads every file."""
        self._guarded(lambda: self._sync(force))

    def rebuild(self) -> None:
        """Throw the indexed data away and index every file again, in one transaction, so
        other processes see the old index or the new one, never half of it."""
        self._guarded(lambda: self._sync(force=True, wipe=True))

    def _scan(self) -> dict[str, tuple[int, int]]:
        """(mtime_ns, size) of every regular record file, in the store's (sorted) order."""
        return stat_record_files(self.store.root, self.store.record_files())

    def _sync(self, force: bool, wipe: bool = False) -> None:
        signature = self._signature()  # taken first: a change during the scan is seen next time
        if signature is None:  # no store folder: nothing to index, and nothing to create
            self._count, self._synced = 0, None
            return
        started = time.time_ns()
        files = self._scan()
        # The digest of the scan lets a fresh process skip loading every row when nothing
        # changed since the last sync that left the index exactly matching the files.
        digest = _blake2b(repr(list(files.items())).encode(), digest_size=16).hexdigest()
        db = self._connect()
        stored = db.execute("SELECT value FROM state WHERE key = 'scan'").fetchone()
        applied = force or stored is None or stored[0] != digest
        if applied:
            self._apply(db, files, digest, force, wipe, started)
            self.store.repair_marked_index()
        self._count = db.execute("SELECT count(*) FROM records").fetchone()[0]
        self._bounded = db.execute(
            "SELECT count(*) FROM records INDEXED BY records_bounded"
            " WHERE valid_to IS NOT NULL OR valid_from IS NOT NULL").fetchone()[0]
        self._synced = (signature, time.monotonic())

    def _sync_files(self, signature: tuple[int, ...]) -> None:
        """Index the files `look_again` was told changed, and no other (see the module
        text; `memdir.store.files.index_files.index_named`). Too many, or a store folder
        that became a link: a full pass."""
        if len(self._changed) > _CHUNK or os.path.islink(self.store.root):
            self._synced, self._changed = None, set()
            self._sync(force=False)
            return
        told, started, db = self._changed, time.time_ns(), self._connect()
        changed = index_named(self.store, db, sorted(f for f in told if is_record_file_name(f)),
                              started)
        if changed or INDEX_FILE in told:
            self.store.repair_marked_index()
        self._changed = set()
        self._count = db.execute("SELECT count(*) FROM records").fetchone()[0]
        self._bounded = db.execute(
            "SELECT count(*) FROM records INDEXED BY records_bounded"
            " WHERE valid_to IS NOT NULL OR valid_from IS NOT NULL").fetchone()[0]
        self._synced = (signature, time.monotonic())

    def _apply(self, db: sqlite3.Connection, files: dict[str, tuple[int, int]], digest: str,
               force: bool, wipe: bool, started: int) -> None:
        """Index what changed, in transactions of ``_CHUNK`` files (one for a rebuild)."""
        version = db.execute("PRAGMA data_version").fetchone()[0]
        rows = {} if wipe else {r[0]: r[1:] for r in db.execute(
            "SELECT file, id, mtime_ns, size, racy, hash FROM records")}
        gone = [(rows[f][0],) for f in rows.keys() - files.keys()]
        todo = [f for f, st in files.items()
                if force or f not in rows or rows[f][1:3] != st or rows[f][3]]
        clean = True  # every file indexed, none racy: the digest may be trusted
        step = max(len(todo), 1) if wipe else _CHUNK
        batches = [todo[i:i + step] for i in range(0, len(todo), step)] or [[]]
        for n, batch in enumerate(batches):
            parsed = []
            for file in batch:  # parsed before the write lock is taken
                try:
                    parsed.append((file, self.store.read_file(file, cache=False)))
                except MemdirError:
                    parsed.append((file, None))  # unreadable now (permissions): absent
            with transaction(db):
                if n == 0:
                    for table in ("records", "terms", "vectors") if wipe else ():
                        db.execute(f"DELETE FROM {table}")
                    db.executemany("DELETE FROM records WHERE id = ?", gone)
                    db.executemany("DELETE FROM terms WHERE rowid = ?", gone)
                    db.executemany("DELETE FROM vectors WHERE id = ?", gone)
                for file, rec in parsed:
                    clean &= put_file(db, file, rec, files[file], rows.get(file), force,
                                       started)
                if n == len(batches) - 1:
                    # Under the write lock. If another process committed since we read the
                    # rows, our view is stale: compare with what is there now.
                    if db.execute("PRAGMA data_version").fetchone()[0] != version:
                        clean = files == {f: (m, z) for f, m, z, racy in db.execute(
                            "SELECT file, mtime_ns, size, racy FROM records") if not racy}
                    db.execute("INSERT OR REPLACE INTO state VALUES ('scan', ?)",
                               (digest if clean else "",))

    # ----------------------------------------------------------------- queries
    def file_of(self, key: str) -> str | None:
        """The file holding the record with this name key, by `holder_order` if another
        file holds it too (as the catalog and doctor pick); None if no indexed file does.
        Answered from the index once it is current (one lookup of the key's index), so a
        process that searched does not read MEMORY.md whole, nor every row, to find the
        records it ranked."""
        def run() -> str | None:
            if not self._fresh():
                return None
            row = self._connect().execute(
                "SELECT file FROM records WHERE key = ?"
                " ORDER BY updated_at DESC, mtime_ns DESC, file LIMIT 1",
                (key,)).fetchone()
            return row[0] if row else None
        return self._guarded(run)

    def count(self, *, closed: bool = True) -> int:
        """Number of indexed records (after a sync check); ``closed=False``: those whose
        ``valid_to`` has not passed. The closed rows are counted by the index of the rows
        with an interval (a range of it: no other row is read), at the time asked, since
        a ``valid_to`` still to come passes without any write."""
        def run() -> int:
            if not self._fresh():
                return 0
            if closed:
                return self._count
            ended: int = self._connect().execute(
                "SELECT count(*) FROM records INDEXED BY records_bounded WHERE valid_to <= ?",
                (now_instant(),)).fetchone()[0]
            return max(self._count - ended, 0)
        return self._guarded(run)

    def recent(self, limit: int, start: tuple[float, str] | None = None) -> list[IndexRow]:
        """Catalog entries, most recently updated first (``updated``, else ``created``, else
        the file's mtime), without reading any record file; from ``start`` (updated_at,
        name) on, when given (see `StoreContract.entries`)."""
        def run() -> list[IndexRow]:
            if limit <= 0 or not self._fresh():
                return []
            where, args = "", cast(tuple[Any, ...], ())
            if start is not None:
                where = " WHERE updated_at < ? OR (updated_at = ? AND name >= ?)"
                args = (start[0], start[0], start[1])
            rows = self._connect().execute(
                "SELECT name, file, description, type, updated_at, valid_from, valid_to"
                f" FROM records{where} ORDER BY updated_at DESC, name LIMIT ?",
                (*args, limit))
            return [IndexRow(n, f, d, t, iso(u), u, vf or "", vt or "")
                    for n, f, d, t, u, vf, vt in rows]
        return self._guarded(run)

    def search(self, query: str, *, limit: int = 5, min_score: float | None = None,
               as_of: str | None = None) -> list[IndexHit]:
        """Records relevant to a query, best first; [] when nothing is relevant enough.

        Only records that hold are found (`memdir.foundation.validity`): now by default (a
        record closed by a correction, or starting later, is left out), or at ``as_of`` (an
        instant; a record without ``valid_from`` holds from its creation).

        Evidence: a record collects ``idf(t)`` for each informative query term ``t`` it
        holds (times ``BODY_SHARE`` if only its body holds it), divided by what the query
        asks for: the sum of ``idf(t) * share(t)`` over the query's terms (``share`` is 1/2
        for a Han or Hangul bigram, 1 otherwise), scaled by ``SHORT_QUERY_TERMS / n`` for a
        query of ``n > SHORT_QUERY_TERMS`` effective terms (a long query is never covered
        whole). Idf is a function of the fraction of records holding a term, capped at
        ``MAX_IDF``, so evidence does not drift as the store grows; terms no record holds
        keep their weight (they are what an unrelated query is made of).

        Abstention: a record must hold at least one query term that is not *weak* (a word
        of the request itself, an everyday word, a bare number, a lone kanji; particles and
        polite endings are not query terms at all), so "ファイルを読んでください" does
        not recall a record because both end in ください.

        Relevance (the ``score``): `relevance` maps evidence to the probability that the
        best candidate is what the query asks for, fitted on the labelled quality set
        (``python -m benchmarks.calibrate``). 0.8 means "about 4 in 5 hits like this one were
        right", in any store: a full match of a short query scores about 0.8, a match of one
        word out of four about 0.45. The default cut, 0.2, was chosen on that set's design
        split: the highest recall@5 with at most 10% of unanswerable prompts recalling
        anything in each language (benchmarks/RESULTS.md).

        Args:
            query: free text in any language.
            limit: at most this many hits.
            min_score: the relevance cut (default ``DEFAULT_MIN_SCORE``); 0 disables it.
        """
        terms = query_terms(query)
        if limit <= 0 or not terms:
            return []
        cut = DEFAULT_MIN_SCORE if min_score is None else min_score
        return self._guarded(lambda: self._search(terms, limit, cut, as_of))

    def _search(self, terms: list[str], limit: int, cut: float,
                as_of: str | None) -> list[IndexHit]:
        hits = []
        for position, (name, file, matched, found) in enumerate(
                self._candidates(terms, limit, cut, as_of)):
            score = relevance(found)
            if score >= cut:
                # Near-equal relevance falls back to BM25 order (term frequency, length).
                hits.append((-round(score, 2), position,
                             IndexHit(name, file, round(score, 4), tuple(matched))))
        hits.sort(key=lambda h: h[:2])
        return [h[2] for h in hits[:limit]]

    def _candidates(self, terms: list[str], limit: int, cut: float, as_of: str | None = None
                    ) -> list[tuple[str, str, list[str], float]]:
        """(name, file, matched terms, evidence) of the records BM25 finds that hold a
        strong term and hold at ``as_of`` (default: now), in BM25 order over the finding
        terms and the query's weak terms (`ordering_terms`); see `relevance` for
        evidence."""
        if not self._fresh() or self._count == 0:
            return []
        db = self._connect()
        df = {t: self._df(db, t) for t in terms}
        weight, total = query_weights(terms, self._count, df)
        if total <= 0:
            return []
        present = finding_terms(terms, df, weight, total, cut)
        if not present:
            return []
        wanted = max(4 * limit, 20)
        asked = candidates_to_ask(wanted, self._bounded, self._count)
        match = " OR ".join(f'"{phrase(t)}"' for t in present)
        order = ordering_terms(terms, df, present)
        if len(order) > len(present):
            # The weak terms order what the strong ones find, and find nothing themselves.
            # "+rowid": as a plain rowid constraint SQLite ran the whole MATCH once per row
            # the strong terms found (11 s at 20,000 records, where this takes 37 ms).
            ordered = " OR ".join(f'"{phrase(t)}"' for t in order)
            sql = ("SELECT rowid, bm25(terms, ?, ?, ?) AS r FROM terms WHERE terms MATCH ?"
                   " AND +rowid IN (SELECT rowid FROM terms WHERE terms MATCH ?)"
                   " ORDER BY r LIMIT ?")
            args: tuple[object, ...] = (NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT,
                                        ordered, match)
        else:
            sql = ("SELECT rowid, bm25(terms, ?, ?, ?) AS r FROM terms WHERE terms MATCH ?"
                   " ORDER BY r LIMIT ?")
            args = (NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT, match)
        now = now_instant()
        while True:
            ranked = db.execute(sql, (*args, asked)).fetchall()
            ids = [r[0] for r in ranked]
            marks = ",".join("?" * len(ids))
            names = {r[0]: r[1:] for r in db.execute(
                f"SELECT id, {ROW_COLUMNS} FROM records WHERE id IN ({marks})", ids)}
            held = {i for i, row in names.items() if row_holds(row, as_of, self._read, now)}
            if len(held) >= wanted or len(ranked) < asked:
                break
            asked *= 4
        ids = [i for i in ids if i in held]
        marks = ",".join("?" * len(ids))
        text = {r[0]: r[1:] for r in db.execute(
            f"SELECT rowid, name, description, body FROM terms WHERE rowid IN ({marks})", ids)}
        out = []
        for rowid, _ in ranked:
            if rowid in text and rowid in held:
                matched, mass = evidence(terms, weight, *text[rowid])
                if any(not is_weak(t) for t in matched):
                    out.append((names[rowid][0], names[rowid][1], matched, mass / total))
        return out

    def _read(self, file: str) -> Record | None:
        return self.store.read_file(file, cache=False)

    @property
    def bounded(self) -> int:
        """How many indexed records carry a validity interval (as of the last sync)."""
        return self._bounded

    def holding(self, files: Collection[str], as_of: str | None = None) -> set[str]:
        """Which of ``files`` hold at ``as_of`` (default: now); for the fused ranker, whose
        nearest vectors come from every record."""
        return self._guarded(lambda: held_files(self._connect(), files, as_of, self._read)
                             if self._fresh() else set())

    @staticmethod
    def _df(db: sqlite3.Connection, term: str) -> int:
        """How many records hold the term (one lookup each: fts5vocab turns IN (...) into a
        range scan)."""
        if is_phrase(term):
            # A phrase count scans its bigrams' postings: skip it when a bigram is absent.
            if any(db.execute("SELECT 1 FROM terms_df WHERE term = ?", (b,)).fetchone() is None
                   for b in bigrams(term)):
                return 0
            row = db.execute("SELECT count(*) FROM terms WHERE terms MATCH ?",
                             (f'"{phrase(term)}"',)).fetchone()
        else:
            row = db.execute("SELECT doc FROM terms_df WHERE term = ?", (term,)).fetchone()
        return row[0] if row else 0


__all__ = ["DEFAULT_MIN_SCORE", "MAX_INDEXED_BODY", "MIGRATIONS", "IndexHit", "IndexRow",
           "SearchIndex", "query_terms", "tokenize"]
