"""The server's sweep: what outlived its time, deleted on a clock, not only at a write.

A note write deletes its own session's expired notes and a folder's log write sweeps
once an hour, but a project nobody writes to would keep a visitor's phone number until
someone did. So `memdir serve` sweeps at start and every ``sweep_seconds``
(`memdir.server.limits.Limits`, 10 minutes): the session notes that expired and the
visitor log entries older than ``visitor_log_days`` (30 days unless configured), of
every project. Over PostgreSQL, every tenant in one transaction
(`memdir.store.postgres.sweep`); over files, each project's folder under its lock
(`memdir.service.public.sweep_expired`). A failure is logged and tried again at the next
round; the server goes on serving.
"""

from __future__ import annotations

import logging
import time

import anyio

from memdir.foundation.errors import MemdirError
from memdir.server.projects import Projects

log = logging.getLogger("memdir.server")


class Sweeper:
    """Sweeps ``projects`` every ``every`` seconds (see the module docstring)."""

    def __init__(self, projects: Projects, every: float) -> None:
        self.projects, self.every = projects, every

    def once(self) -> tuple[int, int]:
        """One sweep: (session notes, visitor log entries) deleted."""
        keep = self.projects.config().visitor_log_days * 86400
        if self.projects.dsn is not None:
            from memdir.store.postgres.sweep import sweep

            return sweep(self.projects.dsn, keep)
        from memdir.service.public import sweep_expired

        notes = entries = 0
        for project in self.projects.kept():
            with self.projects.lock(project):
                store = self.projects.store(project)
                try:
                    found = sweep_expired(store, keep / 86400, time.time())
                finally:
                    store.close()
            notes, entries = notes + found[0], entries + found[1]
        return notes, entries

    async def run(self) -> None:
        """Sweep now, then every ``every`` seconds, until cancelled."""
        while True:
            try:
                notes, entries = await anyio.to_thread.run_sync(self.once)
            except (MemdirError, OSError) as exc:
                log.warning("The sweep of expired visitor data failed (%s); it runs again "
                            "in %g s.", exc, self.every)
            else:
                if notes or entries:
                    log.info("Swept %d expired session notes and %d old visitor log "
                             "entries.", notes, entries)
            await anyio.sleep(self.every)


__all__ = ["Sweeper"]
