"""A full disk (here a file size limit, RLIMIT_FSIZE, as a quota or a full volume
refuses a write) stops no read: the search index is derived, so a process that cannot
write it indexes in memory. Real processes over a real folder."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="POSIX only")


def memdir(root: Path, *args: str, limit: int | None = None
           ) -> subprocess.CompletedProcess[str]:
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = {**os.environ, "MEMDIR_RESIDENT": "off", "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120, preexec_fn=limited)


def test_ls_and_recall_work_when_the_index_cannot_be_written(tmp_path, isolated_env):
    root = tmp_path / "p"
    (root / ".git").mkdir(parents=True)
    assert memdir(root, "add", "deploy-day", "-t", "project", "-d",
                  "Deploys happen on Tuesdays").returncode == 0
    index = root / ".memory" / ".cache" / "index.sqlite"
    assert memdir(root, "ls").returncode == 0 and index.exists()
    body = "Steps of the runbook, one per line. " * 60
    for i in range(40):  # written by hand (or pulled): the index must grow to hold them
        (root / ".memory" / f"runbook-{i}.md").write_text(
            f"---\nname: runbook-{i}\ndescription: Runbook {i} for the billing "
            f"service\ntype: reference\n---\n{body}\n", encoding="utf-8")
    limit = index.stat().st_size  # no file may grow past what the index is now
    listed = memdir(root, "ls", "--all", limit=limit)
    assert listed.returncode == 0, listed.stderr
    assert "runbook-39" in listed.stdout and "deploy-day" in listed.stdout
    found = memdir(root, "recall", "when do deploys happen", limit=limit)
    assert found.returncode == 0, found.stderr
    assert "deploy-day" in found.stdout
    # With room again, the index on disk is rebuilt from the files as before.
    assert "Runbook" in memdir(root, "recall", "runbook billing service").stdout
    assert index.stat().st_size > limit
