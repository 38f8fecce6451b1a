"""`memdir rm NAME --purge` erases a secret stored by mistake from everywhere memdir
keeps it, and `memdir doctor` looks everywhere for one: real processes (the CLI, an
agent's MCP session over stdio) over a real folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("mcp")

from .conftest import run_memdir  # noqa: E402
from .test_mcp_server import server, session  # noqa: E402

TOKEN = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"


def _bytes(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in folder.rglob("*") if p.is_file())


def _cli(*args: str):
    return run_memdir(*args, env=dict(os.environ))


def _agent_deletes(project: Path, *names: str) -> list[str]:
    """An agent's MCP session asks to delete each record: proposals, under the policy."""
    async def script(client):
        ids = []
        for name in names:
            got = await client.call_tool("memory_get", {"name": name})
            done = await client.call_tool("memory_delete", {
                "name": name, "hash": got.structured_content["hash"]})
            assert done.structured_content["action"] == "proposed", done
            ids.append(done.structured_content["proposal"])
        return ids
    return session(server(project), script)


def test_purge_erases_published_versions_and_proposals_and_doctor_looks_there(
        project, isolated_env):
    assert _cli("add", "deploy", "-t", "reference", "-d", "Deploy notes for the bot",
                "-b", f"token {TOKEN}", "--allow-secret").returncode == 0
    assert _cli("add", "style", "-t", "feedback", "-d", "Use tabs in Makefiles",
                "-b", "Tabs, width 8.").returncode == 0
    assert _cli("publish").returncode == 0
    (isolated_env / "settings.json").write_text(json.dumps({"policy": {"model": "propose"}}))
    about, other = _agent_deletes(project, "deploy", "style")
    memory = project / ".memory"
    assert TOKEN.encode() in _bytes(memory / ".published") + _bytes(memory / ".inbox")

    found = _cli("doctor", "--scope", "project")
    assert found.returncode == 1 and TOKEN not in found.stdout + found.stderr
    lines = found.stdout.splitlines()
    assert ("project: found secret: deploy: in published version 1, the body seems to "
            "contain a GitHub token; 'memdir rm deploy --purge --scope project' erases it "
            "for good") in lines
    assert (f"project: found secret: deploy: in proposal {about}, the body seems to contain "
            "a GitHub token; 'memdir rm deploy --purge --scope project' erases it for "
            "good") in lines
    assert "style" not in found.stdout

    purged = _cli("rm", "deploy", "--purge", "--yes")
    assert purged.returncode == 0, purged.stderr
    assert purged.stdout == (
        "Purged deploy from the project store; history entries erased: 1; published "
        f"version 1 replaced by version 2 without it; proposals erased: {about}.\n")
    assert TOKEN.encode() not in _bytes(memory)  # records, history, index, versions, inbox
    assert "deploy" not in _cli("ls").stdout
    inbox = _cli("inbox", "--all", "--json")
    assert TOKEN not in inbox.stdout
    status = {p["id"]: p["status"] for p in json.loads(inbox.stdout)}
    assert status == {about: "rejected", other: "pending"}
    clean = _cli("doctor", "--scope", "project")
    assert clean.returncode == 0, clean.stdout
    # What else was published is served still: the replacement version holds it.
    served = json.loads((memory / ".published" / "state.json").read_text())
    assert (served["current"], served["previous"]) == (2, [])
    assert sorted(p.name for p in (memory / ".published" / "v2").glob("*.md")) == [
        "MEMORY.md", "style.md"]


def test_a_secret_only_in_a_proposals_words_is_erased_with_that_proposal_alone(
        project, isolated_env):
    # The memory the proposal is about holds no secret: 'memdir rm deploy --purge' (what
    # doctor said) erased that memory and its history for good with the proposal.
    assert _cli("add", "deploy", "-t", "reference", "-d", "Deploy notes for the bot",
                "-b", "Deploys go out on Tuesdays.").returncode == 0
    (isolated_env / "settings.json").write_text(json.dumps({"policy": {"model": "propose"}}))
    [about] = _agent_deletes(project, "deploy")
    inbox = project / ".memory" / ".inbox" / f"{about}.json"
    data = json.loads(inbox.read_text())
    data["source"] = {**(data.get("source") or {}), "quote": f"the bot token is {TOKEN}"}
    inbox.write_text(json.dumps(data))  # words an older scanner let through

    found = _cli("doctor", "--scope", "project")
    assert found.returncode == 1 and TOKEN not in found.stdout
    advice = f"'memdir purge --proposal {about}' erases it for good"
    assert advice in found.stdout, found.stdout
    done = _cli("purge", "--proposal", about, "--yes")
    assert done.returncode == 0, done.stderr
    assert TOKEN.encode() not in _bytes(project / ".memory")
    assert _cli("doctor", "--scope", "project").returncode == 0
    shown = _cli("show", "deploy")  # the memory, and its way back, are as they were
    assert shown.returncode == 0 and "Deploys go out on Tuesdays." in shown.stdout
    assert "deploy" in _cli("log", "deploy").stdout
    status = json.loads(_cli("inbox", about, "--json").stdout)
    assert status["status"] == "rejected"
    unknown = _cli("purge", "--proposal", "p0000000000", "--yes")
    assert unknown.returncode == 1
    assert unknown.stderr == "Error: There is no proposal 'p0000000000'; memdir inbox --all " \
                             "lists them.\n"


def test_doctors_advice_erases_the_secret_and_not_the_other_stores_memory(
        project, isolated_env):
    # A key kept in the user store's 'deploy' by --allow-secret; the project has its
    # own 'deploy', which holds none. The advice without --scope erased both for good.
    assert _cli("add", "deploy", "-s", "user", "-t", "reference", "-d", "My deploy key",
                "-b", f"token {TOKEN}", "--allow-secret").returncode == 0
    assert _cli("add", "deploy", "-s", "project", "-t", "project", "-d",
                "Deploys go out on Tuesdays").returncode == 0
    found = _cli("doctor")
    lines = [x for x in found.stdout.splitlines() if "found secret" in x]
    commands = {x.split("; '", 1)[1].split("' erases", 1)[0] for x in lines}
    assert lines and all(x.startswith("user: ") for x in lines), found.stdout
    [command] = commands
    assert command == "memdir rm deploy --purge --scope user"
    assert _cli(*command.split()[1:], "--yes").returncode == 0
    assert TOKEN.encode() not in _bytes(isolated_env)
    kept = _cli("show", "deploy", "--scope", "project")
    assert kept.returncode == 0 and "Deploys go out on Tuesdays" in kept.stdout
    assert _cli("log", "deploy", "--scope", "project").stdout.count("deploy") >= 1
