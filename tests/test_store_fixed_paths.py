"""Every folder a file store keeps by a fixed name is one doctor checks and git ignores.

`scan.FIXED_PATHS` and `scan.IGNORED` spell the folders' names; the modules that own the
folders spell them too. A folder renamed in its module but not in `scan` would drop out of
doctor's check that it is no link, and out of the store's .gitignore.
"""

from __future__ import annotations

from memdir.store import reviewed, sessions, visitors
from memdir.store.files import published, scan

OWNED = {
    "inbox": reviewed.INBOX_DIR,
    "sessions": sessions.SESSIONS_DIR,
    "visitors": visitors.VISITORS_DIR,
    "published": published.PUBLISHED_DIR,
    "history": scan.HISTORY_DIR,
    "journal": scan.JOURNAL_DIR,
    "cache": scan.CACHE_DIR,
}


def test_every_owned_folder_is_checked_by_doctor_and_ignored_by_git():
    missing = {what: name for what, name in OWNED.items()
               if name not in scan.FIXED_PATHS or f"{name}/" not in scan.IGNORED}
    assert missing == {}
