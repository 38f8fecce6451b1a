"""The resident process: one per user and environment (`memdir.service.resident`), holding
what a per-prompt process cannot afford to load each time: the semantic model, the stores
it was asked about with their open indexes and vectors, memdir's own imports.

Started detached by the first per-prompt process that found none (``python -P -m
memdir.integrations.resident_server``), it

1. takes its lock (``r-DIGEST.lock``, held for its whole life, its pid written in it: of
   two started at the same moment, the second waits a little, then leaves), replaces a
   stale socket and listens (the socket 0600, in the 0700 folder);
2. loads the model in a thread of its own when the fused ranker is on
   (`memdir.integrations.resident_model`), so that no request waits for it: until it is
   loaded, a ``search`` answers that it is loading (the asker ranks lexically) and a hook
   is answered with the lexical ranker;
3. answers one request at a time, only from a process of its own uid and with its own
   digest: ``hook`` (a Claude Code UserPromptSubmit or SessionStart, answered by
   `memdir.integrations.claude_code`'s own functions over the stores kept here; the hook
   process reads no JSON before it asks, so any other event, or a payload that is not an
   event's, is declined and left to it),
   ``search`` (one file store, fused), ``status`` and ``stop``;
4. leaves when no request came for ``--idle`` seconds (`IDLE`), when its socket was
   removed or replaced, or when memdir's code changed under it (an upgrade: the next
   prompt starts the new code).

A store's files are watched (`memdir.foundation.watch`, Linux's inotify): a record
written, edited in place by hand, moved or deleted makes the store look again at the files
the watch names (`FileStore.look_again`; at every file when it cannot say which), so that
an answer is the one the hook process would have given itself after its own look at every
file; no request costs a look at every file (10,000 stats: 30-300 ms) for a change the
watch saw. The resident does that work when the change happens, between
requests. Its searches embed no record (`FileStore.leave_vectors`): the records without a
vector (written by another process, edited by hand, or never embedded) are embedded after
the answers, one at a time between requests (`FileStore.sync_vectors`; as many per
request as a search embedded itself, `EMBED_BUDGET`), so a recall never waits for another
record's vector, and one that comes first ranks with the vectors stored (the lexical
ranker finds the new record, as any without a vector). Where a store cannot be watched,
each request looks at every file. With nothing else to do it also measures the densities
of its stores' records that the fused order uses (`memdir.store.density`), a few at a
time, so that a search does not; its numpy runs BLAS on one thread (set before numpy
loads), so that those are one product each.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import select
import signal
import socket
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memdir.foundation import json_text
from memdir.foundation.config import Config
from memdir.foundation.record import INDEX_FILE
from memdir.foundation.watch import FolderWatch
from memdir.integrations.claude_code import CONTEXT_CHARS, LOCK_SECONDS, run_hook
from memdir.integrations.resident_model import Model, log
from memdir.service import resident as wire
from memdir.store.files.scan import is_record_file_name
from memdir.store.files.store import FileStore
from memdir.store.fusion import EMBED_BUDGET, embeds

if TYPE_CHECKING:
    from memdir.service.protocol import MemoryService

IDLE = 900.0  # seconds without a request before the resident leaves
TICK = 1.0  # seconds between looks at the idle time, the socket and the code
READ_SECONDS = 2.0  # a peer that sends nothing is dropped after this long
ACK_SECONDS = 1.0  # a hook's acknowledgement comes within this long, or nothing is committed
LOCK_WAIT = 3.0  # seconds a new resident waits for one that is leaving
MAX_STORES = 32  # stores kept open (the least recently asked about is closed)
SETTLE = 0.05  # seconds without a change before the resident takes a change in
WARM_ROWS = 64  # record densities measured at a time between requests (10,000: ~20 ms)
WARM_MOST = 20_000  # records: a larger store's densities are left to its searches (N^2)
SETTLE_MOST = 0.5  # ... or this long after the first, if changes keep coming
HOOK_EVENTS = ("UserPromptSubmit", "SessionStart")
Answer = tuple[dict[str, Any], list[Callable[[], None]]]


class Resident:
    """One resident process (see the module text)."""

    def __init__(self, config: Config, where: wire.Place, idle: float = IDLE) -> None:
        self.config = config
        self.where = where
        self.idle = idle
        self.model = Model(config)
        self.started = time.time()
        self.answered = {"hook": 0, "search": 0}  # requests answered, by kind
        self._stores: OrderedDict[tuple[str, str], FileStore] = OrderedDict()
        self._watch = FolderWatch()
        self._warming = False  # vectors or densities may be left to compute (`_warm`)
        # Stores asked about or changed, and how many of their records without a vector
        # are left to embed after the answers (`_warm`): what their searches embedded
        # before (`EMBED_BUDGET` each).
        self._owed: dict[tuple[str, str], int] = {}
        self._inode: int | None = None
        self._code: dict[str, float] = {}
        self._leave = False
        self._kinds: dict[str, Callable[[dict[str, Any]], Answer]] = {
            "hook": self._hook, "search": self._search, "status": self._status,
            "stop": self._stop}

    # ------------------------------------------------------------------ the process
    def run(self) -> int:
        """Serve until it is time to leave (see the module text); the exit code."""
        lock = self._take_lock()
        if lock is None:
            log("another resident holds the lock; leaving")
            return 0
        listener: socket.socket | None = None
        try:
            # What a hook uses, imported before listening: the first prompt answered gets
            # its answer as fast as the next (the spawn note keeps others from starting
            # another meanwhile).
            import memdir.pipeline.recall
            import memdir.service.memory  # noqa: F401
            listener = self._listen()
            log(f"listening on {self.where.socket}")
            self._look_at_code()
            self.model.current()  # the model starts loading now, not at the first request
            last = looked = time.monotonic()
            listener.settimeout(TICK)
            waits = [listener] + ([self._watch] if self._watch.available else [])
            while not self._leave:
                ready, _, _ = select.select(waits, [], [], 0 if self._warming else TICK)
                if not ready and self._warming:
                    self._warm()
                conn = None
                if listener in ready:
                    with contextlib.suppress(TimeoutError, BlockingIOError):
                        conn, _ = listener.accept()
                if conn is not None:
                    with conn:
                        self._serve(conn)
                    last = time.monotonic()
                    self._warming = True  # the stores it opened, their vectors
                elif self._watch in ready and self._settled(listener):
                    self._keep_up()
                    self._warming = True
                if time.monotonic() - looked >= TICK:  # not after every request of a burst
                    looked = time.monotonic()
                    why = self._why_leave(looked - last)
                    if why:
                        log(why)
                        break
        finally:
            if listener is not None:
                listener.close()
                self._unlink_socket()
            for store in self._stores.values():
                with contextlib.suppress(Exception):
                    store.close()
            self._watch.close()
            os.close(lock)
        return 0

    def _take_lock(self) -> int | None:
        import fcntl

        fd = os.open(self.where.lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        until = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())  # who holds it, for people
                return fd
            except BlockingIOError:
                if time.monotonic() >= until:
                    os.close(fd)
                    return None
                time.sleep(0.05)

    def _listen(self) -> socket.socket:
        # The lock is ours: a socket left in the folder is a dead resident's.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.where.socket)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        previous = os.umask(0o177)
        try:
            listener.bind(self.where.socket)
        finally:
            os.umask(previous)
        listener.listen(64)
        self._inode = os.lstat(self.where.socket).st_ino
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.where.spawned)
        return listener

    def _unlink_socket(self) -> None:
        """Remove the socket if it is still this resident's."""
        with contextlib.suppress(OSError):
            if os.lstat(self.where.socket).st_ino == self._inode:
                os.unlink(self.where.socket)

    def _why_leave(self, idle: float) -> str | None:
        if idle >= self.idle:
            return f"idle for {idle:.0f} s; leaving"
        try:
            if os.lstat(self.where.socket).st_ino != self._inode:
                return "the socket was replaced; leaving"
        except OSError:
            return "the socket was removed; leaving"
        changed = self._look_at_code()
        return f"memdir's code changed ({changed}); leaving" if changed else None

    def _look_at_code(self) -> str | None:
        """The first of memdir's loaded modules whose file changed since it was first
        seen, else None (an upgrade replaces them: this process would answer with the old
        code)."""
        for name, module in list(sys.modules.items()):
            path = getattr(module, "__file__", None)
            if not (name == "memdir" or name.startswith("memdir.")) or not path:
                continue
            try:
                mtime = os.stat(path).st_mtime
            except OSError:
                return name
            if self._code.setdefault(path, mtime) != mtime:
                return name
        return None

    # ----------------------------------------------------------------- a request
    def _serve(self, conn: socket.socket) -> None:
        if wire.peer_uid(conn) != os.getuid():
            log("refused a process of another user")
            return
        try:
            request = wire.receive(conn, time.monotonic() + READ_SECONDS)
        except (OSError, ValueError):
            return
        handler = self._kinds.get(str(request.get("kind")))
        if request.get("v") != wire.PROTOCOL or request.get("digest") != self.where.digest:
            answer: Answer = ({"ok": False, "why": "another memdir or other settings"}, [])
        elif handler is None:
            answer = ({"ok": False, "why": f"no such request: {request.get('kind')!r}"}, [])
        else:
            try:
                answer = handler(request)
                if answer[0].get("ok") and request["kind"] in self.answered:
                    self.answered[request["kind"]] += 1
            except Exception as exc:  # noqa: BLE001 - one request failed, not the resident
                import traceback

                log(traceback.format_exc().replace("\n", " | "))
                answer = ({"ok": False, "why": f"{type(exc).__name__}: {exc}"}, [])
        message, commits = answer
        try:
            conn.settimeout(READ_SECONDS)
            wire.send(conn, message)
            if commits and request.get("ack"):
                if not wire.receive(conn, time.monotonic() + ACK_SECONDS).get("ack"):
                    return
        except (OSError, ValueError):
            return  # the asker gave up: what it was not given is not recorded as given
        for commit in commits:
            commit()

    def _hook(self, request: dict[str, Any]) -> Answer:

        raw = str(request.get("raw") or "")
        select = request.get("select")
        choice = str(select or self.config.hook_select).lower()
        try:
            payload = json_text.loads(raw)
        except ValueError:
            payload = None
        # The hook process sends what merely names an event it answers (it reads no JSON
        # before asking): any other event, or not an event at all, is its own to handle.
        if (self.config.url or choice == "llm" or not isinstance(payload, dict)
                or payload.get("hook_event_name") not in HOOK_EVENTS):
            return {"ok": False, "why": "asked in the hook process"}, []
        commits: list[Callable[[], None]] = []
        cwd = request.get("cwd")
        out, err = run_hook(raw, select=choice, config=self.config, opener=self._open,
                            cwd=str(cwd) if cwd else None, commits=commits)
        return {"ok": True, "out": out, "err": err}, commits

    def _search(self, request: dict[str, Any]) -> Answer:
        embedder = self.model.current()
        if embedder is None:
            return {"ok": False, "why": self.model.why}, []
        root = Path(str(request["root"]))
        if not root.is_absolute():
            return {"ok": False, "why": "a store's folder must be an absolute path"}, []
        query = str(request["query"])
        if hasattr(embedder, "prefetch") and embeds(query, embedder):
            embedder.prefetch(query)  # embedded while the store looks and ranks lexically
        min_score = request.get("min_score")
        hits = self.store(root, str(request.get("scope") or "project")).search(
            query, int(request.get("limit") or 5),
            min_score=None if min_score is None else float(min_score), embedder=embedder,
            as_of=request.get("as_of"))
        return {"ok": True, "hits": [[h.name, h.score, list(h.matched)] for h in hits]}, []

    def _status(self, request: dict[str, Any]) -> Answer:
        embedder = self.model.current()
        return {"ok": True, "pid": os.getpid(), "since": self.started,
                "answered": self.answered, "stores": len(self._stores),
                "model": embedder.name if embedder is not None else None,
                "loads": self.model.loads,
                # Work left between requests (`_warm`): a record of an open store
                # without its vector, a density a search would otherwise compute.
                "warming": self._warming}, []

    def _stop(self, request: dict[str, Any]) -> Answer:
        self._leave = True
        log("asked to leave")
        return {"ok": True, "pid": os.getpid()}, []

    # ------------------------------------------------------------------ stores
    def store(self, root: Path, scope: str) -> FileStore:
        """The store kept in ``root``, opened once and kept (`MAX_STORES`); its next
        operation looks at every file when one may have changed since (see the module
        text)."""
        key = (str(root), scope)
        found = self._stores.pop(key, None)
        if found is None:
            found = FileStore(root, scope=scope, lock_timeout=LOCK_SECONDS)
        changes = self._watch.changes(str(root), _looked_at)
        if changes != set():  # None: the watch cannot say which, every file is looked at
            for (other, _), kept in [*self._stores.items(), (key, found)]:
                if other == key[0]:
                    kept.look_again(changes)
        if self._watch.watching(str(root)):
            found.watched()  # vouched for by the watch: no look every few seconds
        found.leave_vectors()  # embedded here after the answer (`_warm`), not in a search
        self._owed[key] = max(self._owed.get(key, 0), EMBED_BUDGET)
        self._stores[key] = found
        while len(self._stores) > MAX_STORES:
            gone, oldest = self._stores.popitem(last=False)
            self._owed.pop(gone, None)
            oldest.close()
        return found

    def _settled(self, listener: socket.socket) -> bool:
        """Wait until the files stop changing (`SETTLE`; a write is a record file and
        MEMORY.md, one after the other): True, or False as soon as a request comes (it
        takes the change in itself)."""
        until = time.monotonic() + SETTLE_MOST
        waits: list[Any] = [listener, self._watch]
        while time.monotonic() < until:
            self._watch.read()
            ready, _, _ = select.select(waits, [], [], SETTLE)
            if listener in ready:
                return False
            if not ready:
                return True
        return True

    def _warm(self) -> None:
        """One step of the work left between requests, with the model loaded (the loop
        looks for a request between steps): first one record without a vector of a store
        asked about or changed (`_owed`, newest first: what its searches would have
        embedded, now after the answer), then the densities of a few more records of the
        stores kept open (the fused order's, `memdir.store.density`), most recently asked
        first, so that a search finds them measured (10,000 records: about 3 s of CPU
        once, in steps of `WARM_ROWS`); nothing left, nothing more until a request."""
        embedder = self.model.embedder if self.config.ranker == "fused" else None
        if embedder is None:
            self._owed.clear()
        for key in [k for k in reversed(self._stores) if k in self._owed]:
            try:
                done = self._stores[key].sync_vectors(embedder, 1)
            except Exception as exc:  # noqa: BLE001 - the next request tries again
                log(f"vectors of {key[0]}: {type(exc).__name__}: {exc}")
                done = 0
            left = self._owed.pop(key) - done
            if done:
                if left > 0:
                    self._owed[key] = left
                return
        if embedder is not None:
            for root, store in reversed(list(self._stores.items())):
                try:
                    if store.count() <= WARM_MOST and store.warm_densities(embedder,
                                                                           WARM_ROWS):
                        return
                except Exception as exc:  # noqa: BLE001 - a search measures its own
                    log(f"densities of {root[0]}: {type(exc).__name__}: {exc}")
        self._warming = False

    def _keep_up(self) -> None:
        """Files changed in watched stores, between requests: each such store looks at
        them now (`store`), as the next request would, and its records without a vector are
        embedded in the steps that follow (`_warm`), one at a time, so that a request
        waits for one at most."""
        changed = self._watch.pending()
        for (root, scope), store in list(self._stores.items()):
            if root not in changed:
                continue
            self.store(Path(root), scope)  # takes the change in: looks again
            try:
                store.count()
            except Exception as exc:  # noqa: BLE001 - the next request tries again
                log(f"keeping {root} up to date: {type(exc).__name__}: {exc}")

    @contextlib.contextmanager
    def _open(self, root: Path | None, *, select: str, session: str,
              catalog_chars: int = CONTEXT_CHARS) -> Iterator[MemoryService]:
        """A hook's memory (as `memdir.integrations.claude_code.local_opener`'s) over the
        stores kept here: closing it closes none of them."""
        from memdir.service.memory import Memory
        from memdir.service.scopes import memdir_home

        user = self.store(memdir_home(self.config) / "memory", "user")
        project = self.store(root / ".memory", "project") if root is not None else None
        memory = Memory(project or user, user=user if project is not None else False,
                        provider=None if select == "llm" else "offline", session=session,
                        catalog_chars=catalog_chars, config=self.config,
                        embedder=self.model.current)
        try:
            yield memory
        finally:
            memory.accounting.close()


def _looked_at(name: str) -> bool:
    """A file a store's look reads: a record, or MEMORY.md (whose change alone makes the
    index look again: taken in between requests too)."""
    return is_record_file_name(name) or name == INDEX_FILE


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memdir.integrations.resident_server",
                                      description=__doc__.splitlines()[0])
    parser.add_argument("--idle", type=float, default=IDLE,
                        help=f"seconds without a request before leaving (default {IDLE:g})")
    args = parser.parse_args(argv)
    # One thread for numpy's BLAS, set before anything loads it: the resident answers one
    # request at a time on one core, and one thread lets a search's record densities be
    # one product (`memdir.store.density`) without threads waiting for each other.
    from memdir.store.density import BLAS_THREADS

    os.environ.setdefault(BLAS_THREADS, "1")
    config = Config.from_env()
    where = wire.place()
    if where is None:
        log("no resident here (MEMDIR_RESIDENT=off, no Unix sockets, or a path too long)")
        return 1
    if not wire.private_folder(where.folder, create=True):
        log(f"{where.folder} is not a folder of this user's that no one else may enter")
        return 1
    os.chdir(where.folder)  # never keep a project folder busy

    def leave(signum: int, frame: object) -> None:
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, leave)
    return Resident(config, where, args.idle).run()


if __name__ == "__main__":
    sys.exit(main())
