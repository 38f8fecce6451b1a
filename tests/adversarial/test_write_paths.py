"""The same hostile candidates through every write path, and the same decision on each.

A secret, a temporary note, a traversal name and a duplicate are refused everywhere and
leave the store as it was; a correction of a stored record updates that record everywhere.
The paths: ``memdir add`` (a real process), the MCP ``memory_save`` tool (a real MCP
client session), the ``memory`` tool, ``memdir import``, extraction (a scripted model)
and `Memory.save`. Before the write funnel, import and ``memdir add`` stored the
temporary note and the duplicate, and the memory tool, import and ``memdir add`` stored
the correction as a second record beside the one it corrects.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest
from click.testing import CliRunner
from memory_helpers import mcp_over

from memdir.agent.memory_tool import MemoryTool
from memdir.cli import cli
from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.store import FileStore
from memdir.testing import ScriptedProvider

from .secrets_corpus import AWS

# A model's record: a correction of it is applied on every path (of a person's, each path
# but a person's own proposes it: tests/store_contract/test_persons_records.py).
SEED = Record("use-pytest", "Write the tests with pytest", "feedback",
              body="The user wants every test written with pytest.", origin="model")

# name, description, type, body
HOSTILE = {
    "secret": ("deploy-notes", "How to deploy the staging stack", "reference",
               f"Deploy with make ship; the key is {AWS}."),
    "temporary": ("staging-db", "This time use the staging database", "project",
                  "This time use the staging database for the checks."),
    "traversal": ("../escape", "Where the release notes live", "reference",
                  "The release notes live in docs/releases."),
    "duplicate": ("test-framework", SEED.description, "feedback",
                  "Every test is written with pytest."),
    "correction": ("use-vitest", "Write the tests with vitest instead of pytest", "feedback",
                   "I changed my mind: write the tests with vitest instead of pytest."),
}
REFUSED = ("secret", "temporary", "traversal", "duplicate")


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    store = FileStore(root / ".memory", scope="project")
    store.upsert(SEED, expected_hash="absent")
    return root


def record_text(name: str, description: str, rtype: str, body: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\ntype: {rtype}\n---\n{body}\n"


# --- the paths ---------------------------------------------------------------------------
def via_cli(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    subprocess.run([sys.executable, "-m", "memdir", "add", name, "-t", rtype,
                    "-d", description, "-b", body], cwd=project, env=dict(os.environ),
                   capture_output=True, text=True, timeout=60, check=False)


def via_mcp(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    from mcp import Client

    from memdir.integrations.mcp_server import build_server

    answers = mcp_over(FileStore(project / ".memory", scope="project"))

    async def main() -> None:
        async with Client(build_server(answers)) as client:
            await client.call_tool("memory_save", {"name": name, "description": description,
                                                   "type": rtype, "body": body})
    try:
        anyio.run(main)
    finally:
        answers.close()


def via_memory_tool(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    tool = MemoryTool(FileStore(project / ".memory", scope="project"))
    tool({"command": "create", "path": f"/memories/{name}.md",
          "file_text": record_text(name, description, rtype, body)})


def via_import(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    path = project.parent / "export.json"
    path.write_text(json.dumps([{"name": name, "description": description, "type": rtype,
                                 "body": body}]), "utf-8")
    CliRunner().invoke(cli, ["import", "--json", str(path)])


def via_extraction(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    said = body
    model = ScriptedProvider(json.dumps([{"name": name, "description": description,
                                          "type": rtype, "body": body, "scope": "persistent",
                                          "quote": said}]))
    with Memory(project, user=False, provider=model) as memory:
        memory.after_turn([{"role": "user", "content": said},
                           {"role": "assistant", "content": "Noted."}])


def via_python_api(project: Path, name: str, description: str, rtype: str, body: str) -> None:
    with Memory(project, user=False, provider="offline") as memory:
        memory.save(Candidate(name, description, rtype, body))


PATHS: dict[str, Callable[..., None]] = {
    f.__name__.removeprefix("via_"): f for f in (
        via_cli, via_mcp, via_memory_tool, via_import, via_extraction, via_python_api)
}


def state(project: Path) -> dict[str, tuple[str, str, str]]:
    """What holds in the store: name -> (type, description, body) (a record a correction
    closed is kept, as history, and left out)."""
    from memdir.foundation.validity import closed

    store = FileStore(project / ".memory", scope="project")
    return {r.name: (r.type, r.description, r.body) for r in store.list() if not closed(r)}


def files_outside(project: Path) -> list[str]:
    return sorted(str(p.relative_to(project.parent)) for p in project.parent.rglob("*.md")
                  if ".memory" not in p.parts)


@pytest.mark.parametrize("case", list(HOSTILE))
@pytest.mark.parametrize("path", [  # the CLI's path runs `memdir add` in a process
    pytest.param(path, marks=pytest.mark.slow) if path == "cli" else path for path in PATHS])
def test_every_write_path_decides_the_same(path, case, project):
    before = state(project)
    PATHS[path](project, *HOSTILE[case])
    after = state(project)
    if case in REFUSED:
        assert after == before, f"{path} stored the {case} candidate"
        assert AWS not in json.dumps(after)
        assert files_outside(project) == []
        return
    # The correction replaces the record it is about: one record holds, the new text; the
    # old one is kept, closed, with what replaced it (undo reopens it).
    assert len(after) == 1, f"{path} stored the correction beside the record: {after}"
    old = FileStore(project / ".memory", scope="project").find(SEED.name)
    assert old is not None and old.valid_to and old.superseded_by == "use-vitest"
    ((name, (rtype, description, _),),) = after.items()
    assert (name, rtype, description) == ("use-vitest", "feedback", HOSTILE[case][1])
    history = FileStore(project / ".memory", scope="project").history()
    assert any(SEED.body in (e.before or "") for e in history)

