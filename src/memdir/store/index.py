"""The derived search index (SQLite FTS5) over a FileStore, and the offline ranker.

**Derived data.** The database lives in ``.memory/.cache/index.sqlite``; the files stay the
truth. Deleting the database costs one rebuild; a database that SQLite reports as corrupt
(or that is not a database at all) is removed and rebuilt; a database written by a newer
memdir is left alone and this process indexes into memory. The cache is also untrusted
input (a repository can commit one): it is opened with ``trusted_schema`` off and used only
if its schema is exactly what the migrations make (no trigger, view or unknown table) and
it records this user on this machine as its maker; otherwise it is removed and rebuilt. A
link in the cache folder is removed, never opened. The schema is versioned with
``PRAGMA user_version`` and an ordered list of migrations; changing ``tokenize`` needs a
new migration that drops and recreates the tables. WAL mode and a busy timeout let several
processes share it: writes go in transactions of at most ``_CHUNK`` files (files are parsed
before the write lock is taken), a rebuild in one, so nobody sees half an index; a search
that finds the write lock held for long searches what is committed.

**Sync.** A file is re-parsed only when its ``(mtime_ns, size)`` changed; a file whose
mtime was within ``_RACY_NS`` of the scan is re-read at the next pass (file system clocks
are coarse, so a same-size rewrite in the same tick would otherwise go unseen). A full
pass lists the folder and stats every file: 10,000 stats cost 10-100 ms depending on the
machine. When the scan equals the one the last clean sync saw (a digest kept in the
database), no row is even read. Trade-off: a long-lived process skips the full pass while
the folder's mtime and MEMORY.md's signature are unchanged *and* the last pass is younger
than ``recheck_seconds`` (1.5 s). Adding, deleting or renaming a file (every FileStore
write) changes the folder's mtime and is seen at once; an in-place hand edit leaves the
folder untouched, so a long-lived process may answer from the old text for up to
``recheck_seconds``; a fresh process always sees it (its first call is a full pass).

**Ranking.** Text is tokenized in Python (see `tokenize`), so documents and queries are
cut the same way whatever FTS5 does; FTS5's ``ascii`` tokenizer then only splits on the
spaces we put in. A katakana query word is an FTS5 phrase of its bigrams, so it matches
only inside one katakana run. BM25 with column weights (name, description > body) picks
candidates; each candidate then gets a calibrated *relevance* in [0, 1] (see
`SearchIndex.search`), which is the ``score`` of a `IndexHit`, the order of the results and the
minimum-score cut.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import re
import sqlite3
import stat as stat_mod
import threading
import time
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from ..errors import MemdirError, StoreError
from ..record import Record, timestamp
from .atomic import make_dir, new_file_mode
from .files import FileStore
from .origin import owner_tag

T = TypeVar("T")

DEFAULT_MIN_SCORE = 0.2
MAX_IDF = math.log(100.0)  # a term in 1% of the records or fewer is as specific as it gets
NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT = 2.0, 2.0, 1.0
BODY_SHARE = BODY_WEIGHT / DESCRIPTION_WEIGHT  # a body-only match is half the evidence
SHORT_QUERY_TERMS = 2.0  # queries longer than this are not expected to be covered whole
MAX_QUERY_TERMS = 64  # the end of a long query is the current request; keep that
MAX_INDEXED_BODY = 50_000  # chars; a memory is short, a pasted log should not bloat the index
MAX_TOKEN = 64
_CHUNK = 1_000
_RACY_NS = 2_000_000_000
_BUSY_MS = 5_000

# --------------------------------------------------------------------------- tokenizer
# Scripts of the CJK runs. A run is cut where the script changes before bigrams are made,
# so no bigram straddles kanji and kana ("書いてください" -> 書 | いてください): in Japanese
# a change of script is nearly always a word boundary.
_HAN = "\u3005-\u3007\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_HIRAGANA = "\u3041-\u309f"
_KATAKANA = "\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff"
_HANGUL = "\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3"
_CJK = _HAN + _HIRAGANA + _KATAKANA + _HANGUL
_RUNS = re.compile(f"([{_HAN}]+)|([{_HIRAGANA}]+)|([{_KATAKANA}]+)|([{_HANGUL}]+)"
                   f"|([^\\W_{_CJK}]+)")
_IS_CJK = re.compile(f"[{_CJK}]")
_IS_KATAKANA = re.compile(f"[{_KATAKANA}]+")

_EN_STOP = frozenset("""
a about above after again all also am an and any are as at be been before being but by can
could did do does doing done for from get got had has have having he her here hers him his
how i if in into is it its just let lets me might more most must my no nor not of off ok
okay on once only or other our ours out over own please same she should so some such than
thank thanks that the their theirs them then there these they this those through to too
under until up us very was we were what when where which while who whom why will with
would you your yours help hi hello want need near
""".split())
# Function characters: a query bigram containing one is mostly a word boundary artefact
# ("帮我写测试" -> 帮我, 我写 are noise; 写测, 测试 are kept).
_CJK_STOP_CHARS = frozenset("的了吗呢吧啊呀么我你您他她它们这那是在把被帮请和与及或也都就个"
                            "はがをにでのともへやかねよ")
_CJK_STOP_PAIRS = frozenset(
    "一下 一些 什么 怎么 怎样 如何 可以 能否 需要 现在 已经 因为 所以 但是 还是 如果 "
    "然后 就是 一个 时候 です ます した して する ください から まで より これ それ あれ "
    "この その こと もの ある いる 为什 叫什 用什 写什 是什 有什 干什".split())


def _cons(w: str, i: int) -> bool:
    if w[i] in "aeiou":
        return False
    return w[i] != "y" or i == 0 or not _cons(w, i - 1)


def _measure(w: str) -> int:
    flags = [_cons(w, i) for i in range(len(w))]
    return sum(1 for i in range(1, len(w)) if flags[i] and not flags[i - 1])


def _has_vowel(w: str) -> bool:
    return any(not _cons(w, i) for i in range(len(w)))


def _cvc(w: str) -> bool:
    n = len(w)
    return (n >= 3 and _cons(w, n - 3) and not _cons(w, n - 2) and _cons(w, n - 1)
            and w[-1] not in "wxy")


@lru_cache(maxsize=65_536)
def _stem(w: str) -> str:
    """Porter steps 1a-1c and 5a: plurals, -ed/-ing, final -y/-e ("tests" -> "test")."""
    if len(w) <= 2 or not (w.isascii() and w.isalpha()):
        return w
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suffix in ("ed", "ing"):
            stem = w[: -len(suffix)]
            if w.endswith(suffix) and _has_vowel(stem):
                if stem.endswith(("at", "bl", "iz")):
                    w = stem + "e"
                elif len(stem) > 1 and stem[-1] == stem[-2] and _cons(stem, len(stem) - 1) \
                        and stem[-1] not in "lsz":
                    w = stem[:-1]
                elif _measure(stem) == 1 and _cvc(stem):
                    w = stem + "e"
                else:
                    w = stem
                break
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    if w.endswith("e"):
        m = _measure(w[:-1])
        if m > 1 or (m == 1 and not _cvc(w[:-1])):
            w = w[:-1]
    return w


def _bigrams(run: str) -> list[str]:
    return [run] if len(run) == 1 else [run[i:i + 2] for i in range(len(run) - 1)]


def _tokens(text: str, query: bool) -> Iterator[str]:
    text = unicodedata.normalize("NFKC", text).lower()
    for han, hira, kata, hangul, word in _RUNS.findall(text):
        if word:
            if len(word) > MAX_TOKEN or (query and (word in _EN_STOP or len(word) == 1)):
                continue
            yield _stem(word)
        elif hira:
            # Hiragana runs are particles and inflections (ください, でしょう, には): indexed,
            # but never a query term, so they cannot carry a match on their own.
            if not query:
                yield from _bigrams(hira)
        elif kata:
            # A katakana word is a query term whole: it matches a record only where its
            # bigrams stand in a row within one katakana run (see `SearchIndex._search`),
            # so ラーメン does not match エラーメッセージ through ラー and ーメ.
            if not query:
                yield from _bigrams(kata)
            elif len(kata) > 1:
                yield kata[:MAX_TOKEN]
        else:
            run = han or hangul
            if len(run) == 1:
                if not (query and run in _CJK_STOP_CHARS):
                    yield run
                continue
            for pair in _bigrams(run):
                if query and (pair in _CJK_STOP_PAIRS or pair[0] in _CJK_STOP_CHARS
                              or pair[1] in _CJK_STOP_CHARS):
                    continue
                yield pair


# Weak query terms: words of the request itself (write, explain, 推荐), everyday words and
# bare numbers, plus a lone kanji (使, 方, 作: verb stems once a Japanese run is cut at
# kana). They count towards a record that matches a content term too, but never carry a
# match on their own:
# "write a haiku about autumn leaves" shares only "write" with "Write SQL keywords in
# uppercase" and recalls nothing.
_EN_WEAK = frozenset(_stem(w) for w in """
write give explain tell show make take put go come see look find try use work time way
thing name number list year day today tomorrow now right good best new old long first last
next many much little big start read file add know think like say ask call keep tell
describe suggest recommend convert compute calculate translate sort summarize
""".split())
_CJK_WEAK = frozenset("推荐 解释 介绍 告诉 今天 明天 昨天 时间 好看 好吃 比较 直接 一次".split())


def _weak(term: str) -> bool:
    # A bare number (30, 2018) is weak too: ports, versions and durations are everywhere.
    return (term in _EN_WEAK or term in _CJK_WEAK or term.isdigit()
            or (len(term) == 1 and bool(_IS_CJK.match(term))))


def _is_phrase(term: str) -> bool:
    """A katakana query word longer than one bigram: matched as a run of its bigrams."""
    return len(term) > 2 and _IS_KATAKANA.fullmatch(term) is not None


def _phrase(term: str) -> str:
    """The indexed form of a query term: its bigrams in a row for a katakana word."""
    return " ".join(_bigrams(term)) if _is_phrase(term) else term


def tokenize(text: str) -> list[str]:
    """Index terms of a text: NFKC + lowercase; CJK runs, cut where the script changes
    (kanji, hiragana, katakana, hangul), as overlapping character bigrams (a lone CJK
    character stays a unigram); other words split on anything that is not a
    letter or digit (so ``prefer-pytest`` -> prefer, pytest) and lightly stemmed."""
    return list(_tokens(text, query=False))


def query_terms(query: str) -> list[str]:
    """The informative terms of a query: `tokenize` minus stopwords and hiragana (particles,
    endings), a katakana word as one term, deduplicated, at most
    ``MAX_QUERY_TERMS`` taken from the end (the latest words are the current request)."""
    order: dict[str, None] = {}
    for term in _tokens(query, query=True):
        order.pop(term, None)
        order[term] = None
    return list(order)[-MAX_QUERY_TERMS:]


def _share(term: str) -> float:
    # About half of a CJK query's bigrams straddle a word boundary (写测 in "帮我写测试"), so
    # a CJK bigram counts as half a word in what the query asks for. One that a record also
    # holds is nearly always a real word, so it counts whole in what the record matches.
    # A katakana or hiragana term is a whole word (runs are cut at script changes).
    return 0.5 if len(term) == 2 and _IS_CJK.match(term) and not _IS_KATAKANA.match(term) \
        else 1.0


def _idf(n: int, df: int) -> float:
    # Lucene's always-positive BM25 idf, a function of the *fraction* of records holding the
    # term. Capped, so that a term no record holds (an unrelated word, or a CJK bigram that
    # straddles two words) does not outweigh real matches more as the store grows.
    df = min(max(df, 1), n)
    return min(MAX_IDF, math.log(1.0 + (n - df + 0.5) / (df + 0.5)))


_CALIBRATION = (-1.795, 3.162)


def features(evidence: float) -> list[float]:
    """What the relevance is a function of (see `relevance`)."""
    return [min(evidence, 2.0)]


def relevance(evidence: float) -> float:
    """The calibrated relevance of a candidate, in [0, 1].

    ``evidence``: the idf mass of the query terms the record holds over what the query
    asks for (see `SearchIndex.search`).
    """
    z = _CALIBRATION[0] + sum(w * x for w, x in zip(
        _CALIBRATION[1:], features(evidence), strict=True))
    return 1.0 / (1.0 + math.exp(-z))


# --------------------------------------------------------------------------- results
@dataclass(frozen=True)
class IndexHit:
    """A search result. ``score`` is the relevance in [0, 1] (comparable across stores and
    queries); ``matched`` are the query terms the record holds."""

    name: str
    file: str
    score: float
    matched: tuple[str, ...]


@dataclass(frozen=True)
class IndexRow:
    """One catalog entry; ``updated`` is UTC ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text)."""

    name: str
    file: str
    description: str
    type: str
    updated: str


def _when(rec: Record, mtime_ns: int) -> float:
    """Seconds since the epoch of the record's last update: ``updated``, else ``created``,
    else the file's mtime (files written by the teaching code have no timestamps).

    Clamped to now: a record dated 2099 (a repository can commit one) would otherwise
    head every "most recent first" catalog for good; it ranks as written when indexed,
    below anything written after it. `memdir doctor` reports such dates.
    """
    for value in (rec.updated, rec.created):
        when = timestamp(value)
        if when is not None:
            return min(when, time.time())
    return min(mtime_ns / 1e9, time.time())


def _iso(ts: float) -> str:
    try:
        return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ValueError, OverflowError, OSError):
        return ""


def _text(value: str) -> str:
    # A YAML escape can produce a lone surrogate, which SQLite refuses to store.
    return value.encode("utf-8", "replace").decode("utf-8")


def _is_corrupt(exc: sqlite3.DatabaseError) -> bool:
    # CORRUPT, NOTADB; a schema missing what its version promises is as good as corrupt.
    code = getattr(exc, "sqlite_errorcode", 0) or 0
    return (code & 0xFF) in (11, 26) or str(exc).startswith(("no such table", "malformed"))


def _is_busy(exc: sqlite3.DatabaseError) -> bool:
    return ((getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF) in (5, 6)  # BUSY, LOCKED


# --------------------------------------------------------------------------- schema
def _create_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE records (
        id INTEGER PRIMARY KEY, file TEXT NOT NULL UNIQUE, mtime_ns INTEGER NOT NULL,
        size INTEGER NOT NULL, racy INTEGER NOT NULL, hash TEXT, name TEXT NOT NULL,
        description TEXT NOT NULL, type TEXT NOT NULL, updated_at REAL NOT NULL)""")
    db.execute("CREATE INDEX records_by_update ON records (updated_at DESC, name)")
    db.execute("CREATE VIRTUAL TABLE terms USING fts5(name, description, body, tokenize='ascii')")
    db.execute("CREATE VIRTUAL TABLE terms_df USING fts5vocab(terms, 'row')")
    db.execute("CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _retokenize_v2(db: sqlite3.Connection) -> None:
    # The tokenizer changed (CJK runs cut at script changes): terms indexed the old way
    # would not match the new query terms, so every record is indexed again.
    db.execute("DROP TABLE terms_df")
    db.execute("DROP TABLE terms")
    db.execute("DELETE FROM records")
    db.execute("DELETE FROM state WHERE key = 'scan'")
    db.execute("CREATE VIRTUAL TABLE terms USING fts5(name, description, body, tokenize='ascii')")
    db.execute("CREATE VIRTUAL TABLE terms_df USING fts5vocab(terms, 'row')")


def _vectors_v3(db: sqlite3.Connection) -> None:
    # Sentence vectors of the semantic ranker (memdir[semantic]), one per record and model;
    # a record's row is deleted whenever its content changes, so only those are embedded
    # again (see memdir.semantic.rank).
    db.execute("CREATE TABLE vectors (id INTEGER PRIMARY KEY, model TEXT NOT NULL,"
               " vec BLOB NOT NULL)")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1, _retokenize_v2,
                                                          _vectors_v3]


# --------------------------------------------------------------------------- index
class SearchIndex:
    """Full-text index of one FileStore, synced from its files.

    Args:
        store: the store to index.
        path: the database file; default ``store.cache_dir / "index.sqlite"``.
        recheck_seconds: how stale a long-lived process may be about in-place hand edits
            (see the module docstring).
    """

    def __init__(self, store: FileStore, path: Path | None = None, *,
                 recheck_seconds: float = 1.5) -> None:
        self.store = store
        self.path = Path(path) if path is not None else store.cache_dir / "index.sqlite"
        self.recheck_seconds = recheck_seconds
        self._db: sqlite3.Connection | None = None
        self._lock = threading.RLock()  # one connection, shared by an MCP server's threads
        self._synced: tuple[object, float] | None = None  # (store signature, monotonic time)
        self._count = 0

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

    # ----------------------------------------------------------------- database
    def _connect(self) -> sqlite3.Connection:
        if self._db is None:  # a corrupt file raises here; `_guarded` removes it and retries
            where = self._file_path()
            try:
                try:
                    self._db = self._open(where)
                except _Untrusted:
                    # Not made by this user on this machine, or holding objects memdir never
                    # creates (a trigger, a view): a cache, so thrown away and rebuilt.
                    self._remove_files()
                    where = self._file_path()
                    try:
                        self._db = self._open(where)
                    except _Untrusted:  # it could not be removed: index in memory
                        self._db = self._open(where := ":memory:")
            except sqlite3.OperationalError as exc:
                if _is_busy(exc) or _is_corrupt(exc) or where == ":memory:":
                    raise
                self._db = self._open(":memory:")  # cannot write there: index in memory
        return self._db

    def _file_path(self) -> str:
        """The database file, or ":memory:" where a file cannot be used safely: a read-only
        store, or a link that would be followed (``.memory``, ``.cache``)."""
        folder = self.path.parent
        try:
            if os.path.islink(self.store.root) or os.path.islink(folder):
                return ":memory:"
            make_dir(folder)
            for suffix in _DB_SUFFIXES:
                # A link planted in the cache (to another program's database, or dangling,
                # for SQLite to create) is removed, never opened; its target is untouched.
                name = f"{self.path}{suffix}"
                if os.path.islink(name) or (os.path.lexists(name)
                                            and not stat_mod.S_ISREG(os.lstat(name).st_mode)):
                    os.unlink(name)
            with contextlib.suppress(FileNotFoundError):
                if hasattr(os, "getuid") and os.lstat(self.path).st_uid != os.getuid():
                    self._remove_files()  # another user's: not ours to trust
                    if os.path.lexists(self.path):
                        return ":memory:"
            ignore = self.path.parent / ".gitignore"
            # The cache stays out of git even in a hand-made .memory/ -- but only our own
            # cache folder: "*" in the folder of a path someone passed could hide a project.
            if self.path.parent == self.store.cache_dir and not os.path.lexists(ignore):
                # O_EXCL: a dangling link planted here is never followed to create a file.
                flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
                with os.fdopen(os.open(ignore, flags, new_file_mode(ignore.parent)), "w") as fh:
                    fh.write("*\n")
            # Made here, not by SQLite, so that it (and its -wal and -shm files, which
            # SQLite gives the database's mode) is private in a private store.
            flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
            os.close(os.open(self.path, flags, new_file_mode(self.path.parent)))
            return str(self.path)
        except OSError:
            return ":memory:"  # a read-only store can still be searched (slower: no cache)

    def _open(self, where: str) -> sqlite3.Connection:
        db = sqlite3.connect(where, timeout=_BUSY_MS / 1000, isolation_level=None,
                             check_same_thread=False)
        try:
            # A database file may come from a cloned repository: nothing its schema
            # declares (a view's or a trigger's functions) may run with our privileges.
            db.execute("PRAGMA trusted_schema = OFF")
            if where != ":memory:":
                _check_trusted(db)
            db.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")  # derived data: durability is not needed
            if db.execute("PRAGMA user_version").fetchone()[0] != len(MIGRATIONS):
                with self._transaction(db):
                    version = db.execute("PRAGMA user_version").fetchone()[0]
                    if version > len(MIGRATIONS):
                        raise _NewerIndex
                    for migrate in MIGRATIONS[version:]:
                        migrate(db)
                    db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
                    db.execute("INSERT OR REPLACE INTO state VALUES ('owner', ?)",
                               (owner_tag(),))
            db.execute("SELECT count(*) FROM terms_df WHERE term = ''").fetchone()
        except _NewerIndex:
            db.close()
            return self._open(":memory:")
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    @contextlib.contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[None]:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _remove_files(self) -> None:
        self.close()
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):  # if it cannot go, reopening fails clearly
                os.unlink(f"{self.path}{suffix}")

    def _guarded(self, op: Callable[[], T]) -> T:
        """Run op; if the database turns out corrupt, remove it and run op once more."""
        for attempt in (1, 2):
            try:
                with self._lock:
                    return op()
            except sqlite3.DatabaseError as exc:
                if attempt == 1 and _is_corrupt(exc):
                    self._remove_files()
                    continue
                raise StoreError(
                    f"The search index {self.path} cannot be used ({exc}); delete it, it is "
                    "rebuilt from the memory files."
                ) from exc
        raise AssertionError("unreachable")

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
        if (self._synced is not None and self._synced[0] == signature
                and time.monotonic() - self._synced[1] < self.recheck_seconds):
            return True
        try:
            self._sync(force=False)
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc):
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
        found = {}
        names = self.store.record_files()
        # Relative to an open directory: path objects and path resolution cost more than
        # the stat itself at 10,000 files.
        fd = os.open(self.store.root, os.O_RDONLY) if os.stat in os.supports_dir_fd else None
        try:
            for file in names:
                try:
                    file.encode("utf-8")  # an undecodable name cannot be stored or read back
                    st = (os.lstat(file, dir_fd=fd) if fd is not None
                          else os.lstat(self.store.root / file))
                except (OSError, UnicodeEncodeError):
                    continue
                if stat_mod.S_ISREG(st.st_mode):
                    found[file] = (st.st_mtime_ns, st.st_size)
        finally:
            if fd is not None:
                os.close(fd)
        return found

    def _sync(self, force: bool, wipe: bool = False) -> None:
        signature = self._signature()  # taken first: a change during the scan is seen next time
        if signature is None:  # no store folder: nothing to index, and nothing to create
            self._count, self._synced = 0, None
            return
        started = time.time_ns()
        files = self._scan()
        # The digest of the scan lets a fresh process skip loading every row when nothing
        # changed since the last sync that left the index exactly matching the files.
        digest = hashlib.blake2b(repr(list(files.items())).encode(), digest_size=16).hexdigest()
        db = self._connect()
        stored = db.execute("SELECT value FROM state WHERE key = 'scan'").fetchone()
        if force or stored is None or stored[0] != digest:
            self._apply(db, files, digest, force, wipe, started)
        self._count = db.execute("SELECT count(*) FROM records").fetchone()[0]
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
            with self._transaction(db):
                if n == 0:
                    for table in ("records", "terms", "vectors") if wipe else ():
                        db.execute(f"DELETE FROM {table}")
                    db.executemany("DELETE FROM records WHERE id = ?", gone)
                    db.executemany("DELETE FROM terms WHERE rowid = ?", gone)
                    db.executemany("DELETE FROM vectors WHERE id = ?", gone)
                for file, rec in parsed:
                    clean &= self._put(db, file, rec, files[file], rows.get(file), force,
                                       started)
                if n == len(batches) - 1:
                    # Under the write lock. If another process committed since we read the
                    # rows, our view is stale: compare with what is there now.
                    if db.execute("PRAGMA data_version").fetchone()[0] != version:
                        clean = files == {f: (m, z) for f, m, z, racy in db.execute(
                            "SELECT file, mtime_ns, size, racy FROM records") if not racy}
                    db.execute("INSERT OR REPLACE INTO state VALUES ('scan', ?)",
                               (digest if clean else "",))

    def _put(self, db: sqlite3.Connection, file: str, rec: Record | None,
             st: tuple[int, int], row: tuple | None, force: bool, started: int) -> bool:
        """Write one file's row; True if it is indexed and not racy."""
        if rec is None:
            if row is not None:
                db.execute("DELETE FROM records WHERE id = ?", (row[0],))
                db.execute("DELETE FROM terms WHERE rowid = ?", (row[0],))
                db.execute("DELETE FROM vectors WHERE id = ?", (row[0],))
            return False
        racy = int(started - st[0] < _RACY_NS)
        if row is not None and not force and rec.hash == row[4]:  # touched, not changed
            db.execute("UPDATE records SET mtime_ns = ?, size = ?, racy = ? WHERE id = ?",
                       (st[0], st[1], racy, row[0]))
            return not racy
        (rowid,) = db.execute(
            "INSERT INTO records (file, mtime_ns, size, racy, hash, name, description, type,"
            " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (file) DO UPDATE SET"
            " mtime_ns = excluded.mtime_ns, size = excluded.size, racy = excluded.racy,"
            " hash = excluded.hash, name = excluded.name, description = excluded.description,"
            " type = excluded.type, updated_at = excluded.updated_at RETURNING id",
            (file, st[0], st[1], racy, rec.hash, _text(rec.name), _text(rec.description),
             _text(rec.type), _when(rec, st[0]))).fetchone()
        db.execute("DELETE FROM terms WHERE rowid = ?", (rowid,))
        db.execute("DELETE FROM vectors WHERE id = ?", (rowid,))  # content changed
        db.execute("INSERT INTO terms (rowid, name, description, body) VALUES (?, ?, ?, ?)",
                   (rowid, " ".join(tokenize(rec.name)), " ".join(tokenize(rec.description)),
                    " ".join(tokenize(rec.body[:MAX_INDEXED_BODY]))))
        return not racy

    # ----------------------------------------------------------------- queries
    def count(self) -> int:
        """Number of indexed records (after a sync check)."""
        return self._guarded(lambda: self._count if self._fresh() else 0)

    def recent(self, limit: int) -> list[IndexRow]:
        """Catalog entries, most recently updated first (``updated``, else ``created``, else
        the file's mtime), without reading any record file."""
        def run() -> list[IndexRow]:
            if limit <= 0 or not self._fresh():
                return []
            rows = self._connect().execute(
                "SELECT name, file, description, type, updated_at FROM records"
                " ORDER BY updated_at DESC, name LIMIT ?", (limit,))
            return [IndexRow(n, f, d, t, _iso(u)) for n, f, d, t, u in rows]
        return self._guarded(run)

    def search(self, query: str, *, limit: int = 5,
               min_score: float | None = None) -> list[IndexHit]:
        """Records relevant to a query, best first; [] when nothing is relevant enough.

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
        return self._guarded(lambda: self._search(terms, limit, cut))

    def _search(self, terms: list[str], limit: int, cut: float) -> list[IndexHit]:
        hits = []
        for position, (name, file, matched, evidence, _strong) in enumerate(
                self._candidates(terms, limit, cut)):
            score = relevance(evidence)
            if score >= cut:
                # Near-equal relevance falls back to BM25 order (term frequency, length).
                hits.append((-round(score, 2), position,
                             IndexHit(name, file, round(score, 4), tuple(matched))))
        hits.sort(key=lambda h: h[:2])
        return [h[2] for h in hits[:limit]]

    def _candidates(self, terms: list[str], limit: int, cut: float
                    ) -> list[tuple[str, str, list[str], float, float]]:
        """(name, file, matched terms, evidence, best) of the records BM25 finds, in BM25
        order; see `relevance` for evidence and best."""
        if not self._fresh() or self._count == 0:
            return []
        db = self._connect()
        df: dict[str, int] = {}
        for t in terms:  # one lookup each: fts5vocab turns IN (...) into a range scan
            if _is_phrase(t):
                # A phrase count scans its bigrams' postings: skip it when a bigram is absent.
                row = (0,) if any(db.execute(
                    "SELECT 1 FROM terms_df WHERE term = ?", (b,)).fetchone() is None
                    for b in _bigrams(t)) else db.execute(
                    "SELECT count(*) FROM terms WHERE terms MATCH ?",
                    (f'"{_phrase(t)}"',)).fetchone()
            else:
                row = db.execute("SELECT doc FROM terms_df WHERE term = ?", (t,)).fetchone()
            df[t] = row[0] if row else 0
        weight = {t: _idf(self._count, df.get(t, 0)) for t in terms}
        effective = sum(_share(t) for t in terms)
        total = (sum(weight[t] * _share(t) for t in terms)
                 * min(1.0, SHORT_QUERY_TERMS / effective))
        if total <= 0:
            return []
        # Leave the commonest terms out of the FTS query while, even all together, they
        # could not lift a record over the cut: they only make FTS5 score most of the store.
        # A record must hold a strong term (see `_weak`), so only those find candidates;
        # weak ones still add to the evidence of a record that holds them.
        present = sorted((t for t in terms if df.get(t) and not _weak(t)),
                         key=weight.__getitem__)
        dropped = 0.0
        while present and relevance((dropped + weight[present[0]]) / total) < cut:
            dropped += weight[present.pop(0)]
        if not present:
            return []
        ranked = db.execute(
            "SELECT rowid, bm25(terms, ?, ?, ?) AS r FROM terms WHERE terms MATCH ?"
            " ORDER BY r LIMIT ?",
            (NAME_WEIGHT, DESCRIPTION_WEIGHT, BODY_WEIGHT,
             " OR ".join(f'"{_phrase(t)}"' for t in present), max(4 * limit, 20))).fetchall()
        ids = [r[0] for r in ranked]
        marks = ",".join("?" * len(ids))
        text = {r[0]: r[1:] for r in db.execute(
            f"SELECT rowid, name, description, body FROM terms WHERE rowid IN ({marks})", ids)}
        names = {r[0]: r[1:] for r in db.execute(
            f"SELECT id, name, file FROM records WHERE id IN ({marks})", ids)}
        out = []
        for rowid, _ in ranked:
            if rowid not in text or rowid not in names:
                continue
            name_t, desc_t, body_t = text[rowid]
            key = set(name_t.split()) | set(desc_t.split())
            body: set[str] | None = None
            matched, mass = [], 0.0
            for t in terms:
                if _is_phrase(t):
                    ph = f" {_phrase(t)} "
                    if ph in f" {name_t} " or ph in f" {desc_t} ":
                        gain = weight[t]
                    elif ph in f" {body_t} ":
                        gain = weight[t] * BODY_SHARE
                    else:
                        continue
                elif t in key:
                    gain = weight[t]
                else:
                    body = set(body_t.split()) if body is None else body
                    if t not in body:
                        continue
                    gain = weight[t] * BODY_SHARE
                matched.append(t)
                mass += gain
            strong = sum(1 for t in matched if not _weak(t))
            if strong:
                out.append((names[rowid][0], names[rowid][1], matched, mass / total, strong))
        return out


class _NewerIndex(Exception):
    """The database was written by a newer memdir; leave it to that version."""


class _Untrusted(Exception):
    """The database was not made by this user on this machine, or holds objects memdir
    does not make."""


_DB_SUFFIXES = ("", "-wal", "-shm", "-journal")


@lru_cache(maxsize=1)
def _reference_schema() -> frozenset[tuple[str, str, str, str | None]]:
    """Every object the migrations create, as ``sqlite_master`` lists them."""
    db = sqlite3.connect(":memory:")
    try:
        for migrate in MIGRATIONS:
            migrate(db)
        return frozenset(db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    finally:
        db.close()


def _check_trusted(db: sqlite3.Connection) -> None:
    """Raise _Untrusted unless the database is empty, or is exactly memdir's schema and
    records this user on this machine as its maker.

    An exact match of the schema refuses a trigger (which could re-insert a catalog entry
    whenever memdir writes), a view, or a table memdir does not know.
    """
    version = db.execute("PRAGMA user_version").fetchone()[0]
    schema = frozenset(db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    if version > len(MIGRATIONS):
        return  # a newer memdir's: opened only to be left alone (see _NewerIndex)
    if version == 0 and not schema:
        return  # new, empty: ours to create
    if version != len(MIGRATIONS) or schema != _reference_schema():
        raise _Untrusted
    row = db.execute("SELECT value FROM state WHERE key = 'owner'").fetchone()
    if row is None or row[0] != owner_tag():
        raise _Untrusted


__all__ = ["DEFAULT_MIN_SCORE", "IndexRow", "IndexHit", "SearchIndex", "query_terms", "tokenize"]
