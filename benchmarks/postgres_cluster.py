"""A throwaway PostgreSQL cluster for the tests (one per session) and the benchmarks.

The cluster lives in a fresh temporary folder, listens on no TCP port (only a socket in
that folder, mode 0700), runs with fsync off (nothing in it needs to survive), and is
stopped with ``immediate`` mode and removed at the end of the session.

``initdb`` refuses to run as root, so when the tests run as root (CI containers do) the
server runs as an unprivileged user (``memdir-pg``, created when missing) through
``runuser``; root can still reach the socket. ``MEMDIR_TEST_POSTGRES`` set to a superuser
URL uses that server instead and starts nothing.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

SERVER_USER = "memdir-pg"


class PostgresUnavailable(Exception):
    """No PostgreSQL server binaries on this machine."""


def find_bin_dir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: PATH first, then Debian's versioned folders
    (``/usr/lib/postgresql/N/bin``, which are not on PATH), newest version first."""
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(initdb).parent
    def version(path: str) -> int:
        try:
            return int(Path(path).parent.parent.name)
        except ValueError:
            return -1
    for initdb in sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=version,
                         reverse=True):
        folder = Path(initdb).parent
        if (folder / "pg_ctl").exists():
            return folder
    return None


def _as_server_user(argv: list[str]) -> list[str]:
    """``argv`` run as the server user when this is root, the user made if missing. Two
    processes may make it at once (the test workers' first clusters): a useradd that
    failed because the other made it (or held the passwd file's lock) is not an error
    once the user is there."""
    if os.geteuid() != 0:
        return argv
    for _ in range(3):
        if _server_user_exists():
            break
        made = subprocess.run(["useradd", "--system", "--no-create-home", "--shell",
                               "/usr/sbin/nologin", SERVER_USER], capture_output=True)
    else:
        if not _server_user_exists():
            raise subprocess.CalledProcessError(made.returncode, made.args, made.stdout,
                                                made.stderr)
    return ["runuser", "-u", SERVER_USER, "--", *argv]


def _server_user_exists() -> bool:
    import pwd

    try:
        pwd.getpwnam(SERVER_USER)
    except KeyError:
        return False
    return True


def _give_to_server_user(path: Path) -> None:
    if os.geteuid() == 0:
        shutil.chown(path, SERVER_USER, SERVER_USER)


def _run(argv: list[str]) -> None:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed:\n{done.stdout}\n{done.stderr}")


_PRISTINE: dict[Path, Path] = {}  # per server binaries, this process's initdb'ed folder


def _pristine(bin_dir: Path) -> Path:
    """A data folder fresh from ``initdb``, made once per process and copied for each
    cluster: a run that starts several clusters (the session's, the restart test's, the
    fault run's) pays initdb's bootstrap once. Never started itself, so each copy is a
    cluster as initdb leaves it; removed when the process exits."""
    made = _PRISTINE.get(bin_dir)
    if made is not None and made.is_dir():
        return made
    base = Path(tempfile.mkdtemp(prefix="memdir-pg-initdb-"))
    atexit.register(shutil.rmtree, base, ignore_errors=True)
    _give_to_server_user(base)
    _run(_as_server_user([str(bin_dir / "initdb"), "-D", str(base / "data"), "-U",
                          "postgres", "-A", "trust", "-E", "UTF8", "--locale", "C.UTF-8",
                          "--no-sync"]))
    _PRISTINE[bin_dir] = base / "data"
    return base / "data"


class Cluster:
    """A cluster in a fresh folder that can be stopped and started again (the fault run).

    Args:
        durable_commits: ``synchronous_commit`` on, so a commit is in the WAL (the OS's
            cache: fsync stays off, the machine does not crash) before it is acknowledged
            and survives an ``immediate`` stop. Off for tests, where nothing must survive.
    """

    def __init__(self, durable_commits: bool = False) -> None:
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise PostgresUnavailable("no PostgreSQL server binaries (initdb, pg_ctl) found")
        self.bin_dir = bin_dir
        self.base = Path(tempfile.mkdtemp(prefix="memdir-pg-"))
        self.data, self.log = self.base / "data", self.base / "server.log"
        self.options = (f"-k {self.base} -c listen_addresses='' -c fsync=off"
                        " -c full_page_writes=off -c max_connections=200"
                        f" -c synchronous_commit={'on' if durable_commits else 'off'}")
        self.url = f"postgresql://postgres@/postgres?host={self.base}"
        try:
            _as_server_user(["true"])  # creates the server user if needed, before chown
            _give_to_server_user(self.base)
            _run(_as_server_user(["cp", "-a", str(_pristine(bin_dir)), str(self.data)]))
        except BaseException:
            self.remove()
            raise

    def _ctl(self, *args: str) -> None:
        _run(_as_server_user([str(self.bin_dir / "pg_ctl"), "-D", str(self.data), *args]))

    def start(self) -> None:
        self._ctl("-l", str(self.log), "-o", self.options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "immediate") -> None:
        """``pg_ctl stop -m mode``: ``immediate`` kills the server processes at once (no
        checkpoint; the next start replays the WAL, as after a crash)."""
        self._ctl("-m", mode, "-w", "stop")

    def remove(self) -> None:
        shutil.rmtree(self.base, ignore_errors=True)


@contextlib.contextmanager
def throwaway_cluster(durable_commits: bool = False) -> Iterator[str]:
    """Start a cluster and yield a superuser connection URL to it; stop and remove it after.

    Raises:
        PostgresUnavailable: no server binaries were found.
    """
    cluster = Cluster(durable_commits)
    try:
        cluster.start()
        try:
            yield cluster.url
        finally:
            cluster.stop("immediate")
    finally:
        cluster.remove()


def app_database(superuser_url: str) -> str:
    """Make a fresh database owned by a new ordinary role (not a superuser, no BYPASSRLS:
    what a PostgresStore must be given) and return that role's URL to it."""
    from urllib.parse import quote, urlencode

    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    suffix = os.urandom(4).hex()
    role, database = f"memdir_app_{suffix}", f"memdir_{suffix}"
    with psycopg.connect(superuser_url, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f"CREATE DATABASE {database} OWNER {role}")
    params = conninfo_to_dict(superuser_url)
    for key in ("user", "dbname", "password"):
        params.pop(key, None)
    # A URL, as a person would pass to `memdir migrate --to`.
    return f"postgresql://{role}@/{quote(database)}?{urlencode(params)}"
