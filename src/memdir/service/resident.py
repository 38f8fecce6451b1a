"""The resident process, seen from a per-prompt process: where it listens, how to ask it
within a budget, how to start it.

A model takes seconds to load and hundreds of MB to hold, and Claude Code starts ``memdir
hook claude-code`` as a new process for every prompt: loading the model there cost every
prompt 3-4 s. So a model is loaded once per user, by one resident process
(`memdir.integrations.resident_server`), and per-prompt processes ask it:

- the hook sends its whole event (UserPromptSubmit, SessionStart) and prints the answer,
  importing nothing of memdir's stores or pipeline (`memdir.cli.fast`);
- a command that ranks with the fused ranker (``memdir recall``) asks it to rank each
  file store (``search``) and reads the records itself (`memdir.service.recaller`).

**Where.** One Unix socket per user and environment, ``r-DIGEST.sock`` in a folder only
its owner may enter (0700, checked before it is used, never a link):
`memdir.foundation.environment.resident_folder`. DIGEST sums up what must be the same on
both sides for an answer to be the same (the protocol, memdir's version and folder, the
interpreter, `memdir.foundation.environment.shared_environment`): a process with other
settings has a resident of its own, and a resident never answers a request whose digest
is not its own. Each side checks the other's uid (``SO_PEERCRED``; Linux: elsewhere there
is no resident and every process works alone).

**Budget.** An answer comes within `BUDGET` seconds or not at all, and the caller then does
the work itself, lexically: a prompt never waits for a model to load. A resident that is
not running is started, detached (once: prompts that arrive together start one between
them, as `memdir.providers.semantic.ready` starts its preparer), and answers the prompts
after. A process that got no answer once does not ask again.

**Wire.** Each message is 4 bytes of length (big-endian) and a JSON object. A request
carries ``v`` (`PROTOCOL`), ``digest`` and ``kind``; an answer ``ok`` and what was asked,
or ``why`` not. A request sent with ``ack`` is committed by the resident only once the
asker said it has the answer (a hook records what its session was shown only when the
hook printed it, not when it gave up waiting).

This module is what a hook process imports when the resident answers it, and nothing else
of memdir's: it reads the environment itself (`memdir.foundation.environment`, no
`Config`), and its paths are strings (no pathlib). Nor does it import the ``json``
module (with ``re``, ``enum`` and what they import, 6-8 ms of CPU): a request is encoded
here (`encode`) and an answer read by json's own C scanner (`decode`), so the prompt is on
its way as soon as the hook has read it, and while the resident embeds it the hook process
takes no core from it.
"""

from __future__ import annotations

import _socket as socket  # socket's own module imports enum, selectors...: see `send`
import os
import stat
import struct
import sys
import time
import zlib

from memdir.foundation.environment import (
    RESIDENT,
    resident_folder,
    shared_environment,
    switched_on,
)

TYPE_CHECKING = False  # typing itself is not imported: a hook process pays for each module
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

PROTOCOL = 1
BUDGET = 0.15  # seconds a per-prompt process waits for an answer, connecting included
SPAWN_GRACE = 30.0  # seconds a started resident has to listen before another is started
MAX_MESSAGE = 16 * 1024 * 1024  # bytes: a hook's payload carries the user's prompt
SOCKET_PATH_MAX = 107  # bytes of an AF_UNIX path on Linux (108 with its NUL)
SERVER_MODULE = "memdir.integrations.resident_server"
RETRY = 5.0  # seconds a process that got no answer does not ask again
_HEADER = struct.Struct(">I")
_CREDENTIALS = struct.Struct("3i")  # struct ucred: pid, uid, gid
_given_up: dict[str, float] = {}  # digest -> until when this process does not ask


class Place:
    """Where the resident for one environment lives: its ``folder`` (0700) and, in it,
    ``socket``, ``lock`` (held by the resident for its whole life), ``spawned`` (the
    note of a start in progress) and ``log`` (what residents wrote to stderr)."""

    def __init__(self, folder: str, digest: str) -> None:
        self.folder = folder
        self.digest = digest
        self.socket = os.path.join(folder, f"r-{digest}.sock")
        self.lock = os.path.join(folder, f"r-{digest}.lock")
        self.spawned = os.path.join(folder, f"r-{digest}.spawned")
        self.log = os.path.join(folder, "resident.log")

    def __repr__(self) -> str:
        return f"Place({self.socket!r})"


def digest(environ: Mapping[str, str] | None = None) -> str:
    """What must be the same for a resident to answer a process (see the module text), as
    16 hex digits (a check of equality between a user's own processes, not a secret)."""
    from memdir.foundation.version import __version__

    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # memdir/
    # repr, not json (see the module text): both sides run the same interpreter (its path
    # is in it), and the environment's variables come sorted.
    text = repr([PROTOCOL, __version__, package, sys.executable,
                 shared_environment(environ)])
    raw = text.encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


def place(environ: Mapping[str, str] | None = None) -> Place | None:
    """The resident's place for this process's settings (default: its environment); None
    where there is none: ``MEMDIR_RESIDENT=off``, no Unix sockets or peer credentials
    here, or no folder short enough for a socket's path."""
    if not (switched_on(RESIDENT, environ) and hasattr(socket, "AF_UNIX")
            and hasattr(socket, "SO_PEERCRED") and hasattr(os, "getuid")):
        return None
    where = Place(resident_folder(environ), digest(environ))
    if len(os.fsencode(where.socket)) > SOCKET_PATH_MAX:
        # A folder too deep for a socket's path: one of this user's own in the temp dir
        # (checked as any other: a folder someone else made there is never used).
        from tempfile import gettempdir

        where = Place(os.path.join(gettempdir(), f"memdir-{os.getuid()}"), where.digest)
        if len(os.fsencode(where.socket)) > SOCKET_PATH_MAX:
            return None
    return where


def private_folder(folder: str, create: bool = False) -> bool:
    """Whether ``folder`` is a real folder of this user's that no one else may enter
    (made so when ``create``). A link, another user's folder or one others may enter is
    never used: whoever controls it would choose what a prompt is told."""
    if create:
        try:
            os.makedirs(folder, mode=0o700, exist_ok=True)
        except OSError:
            return False
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    if not (stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()):
        return False
    if info.st_mode & 0o077:
        if not create:
            return False
        try:
            os.chmod(folder, 0o700, follow_symlinks=False)
        except (OSError, NotImplementedError):
            return False
    return True


def peer_uid(sock: socket.socket) -> int | None:
    """The uid of the process at the other end of a Unix socket."""
    try:
        raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _CREDENTIALS.size)
    except OSError:
        return None
    return int(_CREDENTIALS.unpack(raw)[1])


def send(sock: socket.socket, message: dict[str, Any]) -> None:
    body = encode(message)
    sock.sendall(_HEADER.pack(len(body)) + body)


def encode(message: dict[str, Any]) -> bytes:
    """A message as JSON (UTF-8). One whose values are all strings, whole numbers,
    booleans or null (a request) is written here, without the ``json`` module (see the
    module text), as ``json.dumps`` would write it; any other by ``json``."""
    quoted: Callable[[str], str] | None
    try:
        from _json import encode_basestring_ascii as quoted
    except ImportError:  # an interpreter without json's accelerator
        quoted = None
    if quoted is not None and all(v is None or type(v) in (str, int, bool)
                                  for v in message.values()):
        fields = [f"{quoted(str(k))}: {_flat(v, quoted)}" for k, v in message.items()]
        return ("{" + ", ".join(fields) + "}").encode("ascii")
    import json

    return json.dumps(message, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _flat(value: str | int | bool | None, quoted: Callable[[str], str]) -> str:
    if isinstance(value, str):
        return quoted(value)
    if value is None or isinstance(value, bool):
        return "null" if value is None else ("true" if value else "false")
    return str(int(value))


def receive(sock: socket.socket, deadline: float) -> dict[str, Any]:
    """One message; raises OSError (``TimeoutError`` past ``deadline``, a monotonic time)
    or ValueError (not a message)."""
    size = _HEADER.unpack(_read(sock, _HEADER.size, deadline))[0]
    if size > MAX_MESSAGE:
        raise ValueError(f"a message of {size} bytes")
    message = decode(_read(sock, size, deadline).decode("utf-8", "surrogatepass"))
    if not isinstance(message, dict):
        raise ValueError("a message that is not an object")
    return message


class _Reading:
    """What ``json``'s C scanner reads its settings from: `json.loads`'s defaults."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = float  # NaN, Infinity and -Infinity, as json reads them


def decode(text: str) -> Any:
    """The JSON value of ``text``, as `memdir.foundation.json_text.loads` reads it; raises
    ValueError for text that is not one JSON value (nesting too deep included).

    Read by the scanner ``json`` itself reads with (its C accelerator, ``_json``), without
    importing ``json``: that module imports ``re`` and ``enum``, 6-8 ms of CPU a hook
    process spent after its prompt was sent, on the cores the resident was embedding the
    prompt on. An interpreter without the accelerator reads with ``json``."""
    try:
        from _json import make_scanner
    except ImportError:
        from memdir.foundation import json_text

        return json_text.loads(text)
    start = len(text) - len(text.lstrip(" \t\n\r"))
    try:
        # typeshed types the context as a scanner; any object with these settings will do
        value, end = make_scanner(_Reading())(text, start)  # type: ignore[arg-type]
    except StopIteration:
        raise ValueError("not JSON") from None
    except RecursionError:
        raise ValueError("lists and objects nested too deeply to read") from None
    if text[end:].strip(" \t\n\r"):
        raise ValueError("more than one JSON value")
    return value


def _read(sock: socket.socket, size: int, deadline: float) -> bytes:
    chunks, left = [], size
    while left:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no answer in time")
        sock.settimeout(remaining)
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            raise ConnectionError("closed before the end of a message")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def ask(request: dict[str, Any], *, budget: float = BUDGET, start: bool = True,
        ack: bool = False) -> dict[str, Any] | None:
    """The resident's answer to ``request`` (a dict with its ``kind``), or None: there is
    no resident here, it is not running (then it is started, unless ``start`` is False),
    or it did not answer within ``budget`` seconds. ``ack``: say so once the answer is
    here (see the module text). After a None, this process does not ask again for
    `RETRY` seconds (a prompt is not made to wait twice). The resident is the one of this
    process's environment."""
    where = place()
    if where is None or _given_up.get(where.digest, 0.0) > time.monotonic():
        return None
    deadline = time.monotonic() + budget

    def give_up() -> None:
        if start:  # an explicit question (status, stop) leaves the next prompt alone
            _given_up[where.digest] = time.monotonic() + RETRY
    try:
        if not private_folder(where.folder):
            if start and private_folder(where.folder, create=True):
                launch(where)
            give_up()
            return None
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.settimeout(budget)
            try:
                sock.connect(where.socket)
            except (FileNotFoundError, ConnectionRefusedError):
                if start:
                    launch(where)  # a stale socket is replaced by the one started
                give_up()
                return None
            if peer_uid(sock) != os.getuid():
                give_up()
                return None
            send(sock, {**request, "v": PROTOCOL, "digest": where.digest, "ack": ack})
            answer = receive(sock, deadline)
            if ack and answer.get("ok"):
                sock.settimeout(BUDGET)
                send(sock, {"ack": True})
        finally:
            sock.close()
    except (OSError, ValueError):
        give_up()
        return None
    return answer


def launch(where: Place) -> bool:
    """Start the resident for ``where``, detached, unless one was started a moment ago;
    whether this process started it."""
    note = where.spawned
    try:
        if time.time() - os.lstat(note).st_mtime >= SPAWN_GRACE:
            os.unlink(note)  # a start that never came to listen
    except OSError:
        pass
    try:
        os.close(os.open(note, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600))
    except OSError:
        return False
    from memdir.foundation.launch import python_command

    argv = python_command(SERVER_MODULE)
    log = os.open(where.log, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    try:
        # Its own session (no terminal's hangup reaches it), stdin and stdout on
        # /dev/null (Claude Code reads the hook's stdout to its end), stderr to the log.
        os.posix_spawn(argv[0], argv, os.environ, setsid=True, file_actions=[
            (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_DUP2, log, 2)])
    except OSError:
        try:
            os.unlink(note)
        except OSError:
            pass
        return False
    finally:
        os.close(log)
    return True


def status() -> dict[str, Any] | None:
    """What the running resident says of itself (pid, since, the requests it answered,
    the model it loaded), or None when none runs. Never starts one."""
    answer = ask({"kind": "status"}, budget=2.0, start=False)
    return answer if answer and answer.get("ok") else None


def stop(wait: float = 10.0) -> int | None:
    """Ask the running resident to leave; the pid of the one that left (gone from the
    socket within ``wait`` seconds), or None when none ran."""
    answer = ask({"kind": "stop"}, budget=2.0, start=False)
    if not answer or not answer.get("ok"):
        return None
    where = place()
    until = time.monotonic() + wait
    while where is not None and os.path.exists(where.socket) and time.monotonic() < until:
        time.sleep(0.02)
    return int(answer["pid"])


__all__ = ["BUDGET", "PROTOCOL", "Place", "ask", "digest", "encode", "launch", "peer_uid",
           "place", "private_folder", "receive", "send", "status", "stop"]
