"""Every kind of proposal (`memdir.service.inbox.KINDS`), each filed by the code that files
it, shown by `memdir inbox` (a real process) and by the review page (its HTTP app), and
taken by `memdir approve --edit`: a proposal with one record's text is edited and
approved, one with none (a delete, a rename, a removal, several records together) is
refused in one sentence and left pending."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.service.commands import Import
from memdir.service.inbox import KINDS
from memdir.service.memory import Memory

SRC = Path(__file__).resolve().parents[1] / "src" / "memdir"


def memdir(cwd: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "memdir"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, **env}, timeout=120)


def _kinds_filed_in_the_source() -> set[str]:
    """The kind strings the code files proposals with (a new kind must join `KINDS`)."""
    found = set()
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'Proposal\(\s*new_proposal_id\(\),\s*"(\w+)"', text))
        found |= set(re.findall(r'\.propose\(\s*[\w ]+(?:if[^,]+else \w+)?,\s*"(\w+)"', text))
        if path.name == "anchor_review.py":
            found |= set(re.findall(r'kind = "(\w+)"', text)) | {"reanchor"}
    return found


def test_the_kinds_are_every_kind_the_code_files():
    assert _kinds_filed_in_the_source() == set(KINDS)


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project with one pending proposal of every kind, each about its own memory."""
    from memdir.pipeline.citations import make_anchor
    from memdir.service.writes.merges import propose_deletion
    from memdir.store.files.store import FileStore

    home, root = tmp_path / "home", tmp_path / "p"
    home.mkdir()
    (root / ".git").mkdir(parents=True)
    (home / "settings.json").write_text(json.dumps({"policy": {"model": "propose"}}))
    env = {"MEMDIR_HOME": str(home), "MEMDIR_RESIDENT": "off"}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    (root / "net.py").write_text("def fetch(url):\n    return url\n")
    (root / "retry.py").write_text("def backoff(n):\n    return n\n")
    with Memory(root, user=False, provider="offline", actor="person") as person:
        def add(name: str, description: str, **kw: object) -> str:
            _, rec = person.save(Candidate(name, description, "project", description, **kw),
                                 origin="user")
            assert rec is not None
            return rec.hash

        add("to-update", "Deploys go through the staging cluster first")
        add("to-rename", "Invoices are generated on the first of the month")
        add("to-delete", "The office plants are watered on Thursdays")
        add("to-undo", "Design reviews need two approvals")
        add("merged-away", "Logs are kept for ninety days")
        add("ci-jenkins", "CI runs on Jenkins")
        older, newer = "2026-01-05T09:00:00Z", "2026-02-05T09:00:00Z"
        person.import_records(Import([  # two that disagree: consolidation proposes
            ("a.md", Record("runner", "Tests use pytest", "feedback", created=older,
                            updated=older), None, ""),
            ("b.md", Record("runner-now", "Tests use vitest", "feedback", created=newer,
                            updated=newer), None, "")]))
        add("fetch-here", "HTTP calls go through fetch in net.py",
            anchors=(make_anchor(root, "net.py", "fetch"),))
        add("backoff-here", "Retries wait as backoff in retry.py says",
            anchors=(make_anchor(root, "retry.py", "backoff"),))
        add("restored", "A memory deleted and proposed back")
        person.forget("restored", origin="user")
        change = next(c.id for c in person.changes() if "to-undo" in c.names)
    with Memory(root, user=False, provider="offline", actor="model") as model:
        model.save(Candidate("new-one", "Releases are tagged on main", "project",
                             "Releases are tagged on main"), origin="model")
        model.save(Candidate("ci-gha", "CI runs on GitHub Actions",
                             "project", "We retired Jenkins last week. CI runs on GitHub "
                             "Actions now.", quote="We retired Jenkins last week."),
                   origin="model")
        model.update("to-update", None, description="Deploys go through the canary cluster first")
        model.rename("to-rename", "renamed")
        model.forget("to-delete")
        model.restore("restored")
        model.undo(change)
    with Memory(root, user=False, provider="offline", actor="person") as person:
        store = FileStore(root / ".memory", scope="project")
        propose_deletion(store, store.get("merged-away").to_text(), ".memory/merged-away.md",
                         "theirs")
        person.consolidate()
        (root / "net.py").unlink()
        (root / "retry.py").write_text("\n\ndef backoff(n):\n    return 2 * n\n")
        person.recall("HTTP calls fetch retries backoff")
        pending = person.inbox()
    assert sorted({p.kind for p in pending}) == sorted(KINDS), [p.kind for p in pending]
    return root, env, pending


def test_the_inbox_command_shows_every_kind(project):
    root, env, pending = project
    shown = memdir(root, "inbox", env=env)
    assert shown.returncode == 0, shown.stderr
    *listed, last = shown.stdout.strip().split("\n\n")
    assert last.startswith(f"Approve the {len(pending)} listed: memdir approve --all --seen ")
    blocks = {b.split()[0]: b for b in listed}
    assert set(blocks) == {p.id for p in pending}
    for p in pending:
        block = blocks[p.id]
        who = p.kind if p.kind == p.writer else f"{p.kind} by {p.writer}"  # not "X by X"
        assert block.startswith(f"{p.id}  {who} -> {p.scope} store") and "\n  why: " in block
        for op in p.ops:  # each record it changes, named in its diff
            assert f"{op.name}.md" in block, (p.kind, block)
        if any(op.op == "rename" for op in p.ops):
            assert "  rename from to-rename.md\n  rename to renamed.md" in block
    listed = json.loads(memdir(root, "inbox", "--json", env=env).stdout)
    assert {p["kind"] for p in listed} == set(KINDS)


def test_approve_edit_edits_what_has_text_and_refuses_what_has_none(project):
    from memdir.service.inbox import proposal_text

    root, env, pending = project
    editable = [p for p in pending if proposal_text(p)]
    fixed = [p for p in pending if not proposal_text(p)]
    assert {p.kind for p in fixed} >= {"delete", "rename", "merge", "consolidation"}
    assert {p.kind for p in editable} >= {"update", "restore", "reanchor", "retire"}
    for p in fixed:
        refused = memdir(root, "approve", p.id, "--edit", env={**env, "EDITOR": "true"})
        assert refused.returncode == 1 and refused.stdout == ""
        [sentence] = refused.stderr.strip().splitlines()
        assert sentence.startswith(f"Error: Proposal {p.id} ") and sentence.endswith(
            "it has no text to edit; approve or reject it as it is."), sentence
    with Memory(root, user=False, provider="offline", actor="person") as person:
        assert {p.id for p in person.inbox()} == {p.id for p in pending}  # nothing decided
    for p in editable:
        done = memdir(root, "approve", p.id, "--edit", env={**env, "EDITOR": "true"})
        assert done.returncode == 0, (p.kind, done.stderr)
        assert done.stdout.startswith(f"Approved {p.id}: "), done.stdout


def test_the_review_page_shows_every_kind_and_offers_edit_only_with_text(project):
    from memdir.service.inbox import proposal_text
    from memdir.web import review_app
    from memdir.web.sessions import Sessions
    from tests.web.conftest import signed_in

    root, _, pending = project
    sessions = Sessions()
    with Memory(root, user=False, provider="offline", actor="person") as person, \
            signed_in(review_app(person, sessions=sessions, allowed_hosts=["testserver"]),
                      sessions) as client:
        page = client.get("/inbox")
        assert page.status_code == 200, page.text
        html = page.text
        for p in pending:
            assert f'id="{p.id}"' in html, p.kind
            edit_link = f"edit={p.id}"
            assert (edit_link in html) == bool(proposal_text(p)), p.kind
        assert "rename: to-rename \u2192 renamed" in html
        assert "delete: to-delete" in html and "remove: merged-away" in html
        for p in pending:
            shown = client.get("/inbox", params={"edit": p.id})
            assert shown.status_code == 200, (p.kind, shown.text)
            if not proposal_text(p):
                refused = client.post("/inbox/decide", data={"id": p.id, "action": "edit",
                                                              "text": "anything"})
                message = refused.text if "location" not in refused.headers else \
                    client.get(refused.headers["location"]).text
                assert "has no text to edit" in message, p.kind
        assert {p.id for p in person.inbox()} == {p.id for p in pending}
