"""`memdir mcp` as a subprocess, driven by the MCP SDK's own stdio client."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

mcp = pytest.importorskip("mcp")

from conftest import memdir_home  # noqa: E402
from mcp import Client, StdioServerParameters  # noqa: E402

from memdir.store import FileStore  # noqa: E402

from .conftest import add, memdir_command, run_memdir  # noqa: E402

# Never memory_approve or memory_reject: deciding a proposal is a person's act.
TOOLS = {"memory_search", "memory_get", "memory_save", "memory_update", "memory_delete",
         "memory_list", "memory_inbox"}


def server(project: Path, *args: str, home: Path | None = None) -> StdioServerParameters:
    """`memdir mcp` in ``project`` with this test's MEMDIR_HOME (or ``home``)."""
    command, *rest = memdir_command()
    # The SDK passes only a safe subset of the environment; memdir's own variables and the
    # closed provider URLs (no test reaches a real model) are passed on explicitly.
    # A fixture wider than a test (``home`` given) names the closed URLs itself.
    env = {k: os.environ[k] for k in ("MEMDIR_HOME", "ANTHROPIC_BASE_URL", "OPENAI_BASE_URL")
           } if home is None else {"MEMDIR_HOME": str(home),
                                   "ANTHROPIC_BASE_URL": "http://127.0.0.1:9",
                                   "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}
    return StdioServerParameters(command=command, args=[*rest, "mcp", *args], cwd=project,
                                 env=env)


def session(params: StdioServerParameters, script) -> Any:
    """Connect, run ``script(client)``, disconnect; returns what the script returned."""
    async def main() -> Any:
        async with Client(params, read_timeout_seconds=60) as client:
            return await script(client)
    return anyio.run(main)


@contextmanager
def held_session(params: StdioServerParameters) -> Iterator[Callable[[Any], Any]]:
    """One connection kept open for several tests (a process start costs a second of CPU):
    ``run(script)`` runs ``script(client)`` in it and returns what the script returned."""
    from anyio.from_thread import start_blocking_portal

    with start_blocking_portal() as portal, portal.wrap_async_context_manager(
            Client(params, read_timeout_seconds=60)) as client:
        yield lambda script: portal.call(script, client)


def text(result) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def test_tools_save_search_get_update_delete_over_stdio(project, isolated_env):
    store = FileStore(project / ".memory")

    async def script(client):
        out: dict[str, Any] = {"tools": await client.list_tools()}
        out["saved"] = await client.call_tool("memory_save", {
            "name": "prefer-pytest", "type": "feedback",
            "description": "Tests in this project use pytest, never unittest",
            "body": "The user corrected this: write pytest functions and fixtures."})
        out["file_after_save"] = (project / ".memory" / "prefer-pytest.md").is_file()
        out["temporary"] = await client.call_tool("memory_save", {
            "type": "project", "description": "For now, skip the slow integration tests"})
        out["secret"] = await client.call_tool("memory_save", {
            "type": "reference", "name": "deploy-token",
            "description": "Deploy token is ghp_abcdefghijklmnopqrstuvwxyz0123456789"})
        out["user"] = await client.call_tool("memory_save", {
            "type": "user", "name": "who", "description": "Backend engineer, likes Go"})
        out["search"] = await client.call_tool("memory_search",
                                               {"query": "write unit tests with pytest"})
        out["got"] = await client.call_tool("memory_get", {"name": "prefer-pytest"})
        stale = out["got"].structured_content["hash"]
        out["updated"] = await client.call_tool("memory_update", {
            "name": "prefer-pytest", "hash": stale,
            "body": "Use pytest; parametrize instead of loops."})
        out["stale"] = await client.call_tool("memory_update", {
            "name": "prefer-pytest", "hash": stale, "body": "something else"})
        # A delete names the hash it read too: none, or a stale one, deletes nothing.
        out["blind_delete"] = await client.call_tool("memory_delete", {"name": "prefer-pytest"})
        out["stale_delete"] = await client.call_tool("memory_delete", {
            "name": "prefer-pytest", "hash": stale})
        out["catalog"] = await client.read_resource("memdir://catalog")
        out["resources"] = await client.list_resources()
        fresh = (await client.call_tool("memory_get", {"name": "prefer-pytest"}))
        out["deleted"] = await client.call_tool("memory_delete", {
            "name": "prefer-pytest", "hash": fresh.structured_content["hash"]})
        out["after_delete"] = await client.call_tool("memory_search",
                                                     {"query": "write unit tests with pytest"})
        out["listed"] = await client.call_tool("memory_list", {})
        return out

    out = session(server(project), script)

    tools = {t.name: t for t in out["tools"].tools}
    assert set(tools) == TOOLS
    # README.md: every tool but memory_inbox takes scope (it said every tool did).
    unscoped = {n for n, t in tools.items() if "scope" not in t.input_schema["properties"]}
    assert unscoped == {"memory_inbox"}
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    assert "Every tool but `memory_inbox` (which lists both stores' proposals) takes " \
           "`scope`" in " ".join(readme.split())
    assert "secrets" in tools["memory_save"].description
    assert "hash" in tools["memory_update"].input_schema["required"]
    assert "hash" in tools["memory_delete"].input_schema["required"]
    assert tools["memory_search"].annotations.read_only_hint is True

    assert out["saved"].is_error is False and out["file_after_save"] is True
    assert out["saved"].structured_content["action"] == "created"
    for refused, why in ((out["temporary"], "temporary"), (out["secret"], "GitHub token")):
        assert refused.is_error is False
        assert refused.structured_content["saved"] is False
        assert why in refused.structured_content["reason"]
    assert out["user"].structured_content["scope"] == "user"
    assert (isolated_env / "memory" / "who.md").is_file()

    hits = out["search"].structured_content["results"]
    assert hits[0]["name"] == "prefer-pytest" and hits[0]["scope"] == "project"
    assert out["got"].structured_content["body"].startswith("The user corrected this")
    assert out["updated"].structured_content["action"] == "updated"
    assert out["stale"].is_error is True
    assert text(out["stale"]).startswith("Memory 'prefer-pytest' changed since you read it")
    assert out["blind_delete"].is_error is True and out["stale_delete"].is_error is True
    assert text(out["stale_delete"]).startswith(
        "Memory 'prefer-pytest' changed since you read it")
    assert out["deleted"].structured_content["deleted"] is True  # the one that read it
    # Each line names its store, as the resource's description and docs/integrations.md
    # say (the description still read "[type] name - description").
    catalog = out["catalog"].contents[0].text
    assert "[feedback, project store] prefer-pytest - " in catalog
    assert "[user, user store] who - " in catalog
    [resource] = out["resources"].resources
    assert "([type, store] name - description)" in resource.description

    assert out["deleted"].structured_content["deleted"] is True
    assert out["after_delete"].structured_content["results"] == []
    assert [r["name"] for r in out["listed"].structured_content["records"]] == ["who"]
    assert store.find("prefer-pytest") is None
    assert [e.op for e in store.history("prefer-pytest")] == ["create", "update", "delete"]


@pytest.fixture(scope="module")
def deploy_session(tmp_path_factory) -> Iterator[tuple[Path, Callable[[Any], Any]]]:
    """(project, run): one `memdir mcp` session for the tests below that only read or are
    refused, in a project holding deploy-cmd alone (each test checks it still does)."""
    root = tmp_path_factory.mktemp("mcp-deploy")
    project, home = root / "proj", root / "home"
    (project / ".git").mkdir(parents=True)
    memdir_home(home)  # the history key every home of the suite holds
    add(FileStore(project / ".memory"), "deploy-cmd", "Deploy with make ship", "reference")
    with held_session(server(project, home=home)) as run:
        yield project, run


def _deploy_cmd_alone(project: Path) -> None:
    assert [r.name for r in FileStore(project / ".memory").list()] == ["deploy-cmd"]


def test_errors_are_one_sentence_tool_results_and_the_server_keeps_serving(deploy_session):
    project, run = deploy_session

    async def script(client):
        return [
            await client.call_tool("memory_get", {"name": "../../etc/passwd"}),
            await client.call_tool("memory_get", {"name": "no-such-memory"}),
            await client.call_tool("memory_search", {"query": "deploy", "scope": "galaxy"}),
            await client.call_tool("memory_list", {"limit": "many"}),
            await client.call_tool("memory_save", {"type": "opinion", "description": "x"}),
            await client.call_tool("memory_search", {"query": "how do we deploy"}),
        ]

    *errors, ok = run(script)
    messages = [text(r) for r in errors]
    assert all(r.is_error for r in errors[:4])
    assert messages[0].startswith("Invalid memory name '../../etc/passwd'")
    assert messages[1].startswith("No memory named 'no-such-memory'")
    assert messages[2] == "Unknown scope 'galaxy'; use 'project' or 'user'."
    assert messages[3].startswith("Invalid argument 'limit' for memory_list:")
    assert all("\n" not in m and "Traceback" not in m for m in messages[:4])
    assert errors[4].structured_content["saved"] is False  # a policy refusal, not a crash
    assert "not one of" in errors[4].structured_content["reason"]
    assert [r["name"] for r in ok.structured_content["results"]] == ["deploy-cmd"]
    _deploy_cmd_alone(project)


def test_a_huge_argument_is_not_echoed_back_whole(deploy_session):
    # A scope or a time of 200,000 characters came back in a 200,000-character error,
    # which the model's next request then carried.
    huge = "A" * 200_000

    async def script(client):
        return [await client.call_tool("memory_get", {"name": "x", "scope": huge}),
                await client.call_tool("memory_search", {"query": "x", "scope": huge}),
                await client.call_tool("memory_search", {"query": "x", "as_of": huge})]

    project, run = deploy_session
    answers = run(script)
    messages = [text(r) for r in answers]
    assert all(r.is_error for r in answers)
    assert all(len(m) < 300 for m in messages), [m[:100] for m in messages]
    assert messages[0].endswith("...'; use 'project' or 'user'.")
    assert "is not a date memdir can read" in messages[2]
    _deploy_cmd_alone(project)


def test_a_save_refused_for_its_name_does_not_echo_the_name_back(deploy_session):
    # A name of 200,000 characters came back whole in the refusal's "name" (the reason
    # quoted it shortened), and one holding ESC came back holding it.
    async def script(client):
        return [await client.call_tool("memory_save", {
            "name": name, "type": "reference", "description": "Deploy notes for the cluster"})
            for name in ("A" * 200_000, "deploy\x1b[2Jnotes", "a/../b")]

    project, run = deploy_session
    answers = run(script)
    assert [a.structured_content["action"] for a in answers] == ["refused"] * 3
    assert all("name" not in a.structured_content for a in answers)
    assert all(len(text(a)) < 400 for a in answers), [text(a)[:100] for a in answers]
    assert "\x1b" not in text(answers[1])
    _deploy_cmd_alone(project)


def test_project_flag_and_no_project_in_the_root(tmp_path, isolated_env):
    project = tmp_path / "elsewhere"
    project.mkdir()

    async def save_both(client):
        return [await client.call_tool("memory_save", {
                    "type": "project", "name": "release-day",
                    "description": "Releases happen on Tuesdays"}),
                await client.call_tool("memory_search", {"query": "release",
                                                          "scope": "project"})]

    saved, _ = session(server(Path("/"), "--project", str(project)), save_both)
    assert saved.structured_content["scope"] == "project"
    assert (project / ".memory" / "release-day.md").is_file()

    # Started in / (as desktop apps do) there is no project: a save lands in the user
    # store, and asking for the project store says how to name one.
    in_root, search = session(server(Path("/")), save_both)
    assert in_root.structured_content["scope"] == "user"
    assert (isolated_env / "memory" / "release-day.md").is_file()
    assert search.is_error and "--project PATH" in text(search)
    assert not Path("/.memory").exists()


def test_memory_save_never_overwrites_an_unrelated_memory(project):
    # A change word ("instead of", "改用") plus shared filler once made a save replace the
    # best search hit: each of these deleted the memory saved before it.
    pairs = [("From now on, always run ruff before committing.",
              "From now on, use poetry instead of pip."),
             ("以后回复都用中文", "以后改用 4 个空格缩进"),
             ("Every Makefile target must have a help comment",
              "Use tabs instead of spaces in Makefiles")]
    store = FileStore(project / ".memory")

    async def script(client):
        out = []
        for i, (old, new) in enumerate(pairs):
            for name, description in ((f"old-{i}", old), (f"new-{i}", new)):
                result = await client.call_tool("memory_save", {
                    "name": name, "type": "feedback", "description": description})
                out.append(result.structured_content["action"])
        return out

    assert session(server(project), script) == ["created"] * 6
    assert {r.name: r.description for r in store.list()} == {
        **{f"old-{i}": old for i, (old, _) in enumerate(pairs)},
        **{f"new-{i}": new for i, (_, new) in enumerate(pairs)}}


@pytest.mark.parametrize("kind", ["missing", "file"])
def test_a_project_path_that_is_not_a_folder_is_one_error_and_creates_nothing(tmp_path, kind):
    from .conftest import run_memdir

    target = tmp_path / "typo" / "path"
    if kind == "file":
        target.parent.mkdir()
        target.write_text("x", "utf-8")
    result = run_memdir("mcp", "--project", str(target), input="", cwd=tmp_path,
                        timeout=60)
    assert result.returncode == 1
    assert result.stderr == (f"Error: No project folder at {target}; --project must name "
                             "an existing folder.\n")
    assert result.stdout == ""
    assert not (target / ".memory").exists()
    assert kind == "file" or not target.parent.exists()


def test_tool_descriptions_reach_the_client_without_docstring_indentation(deploy_session):
    async def script(client):
        return (await client.list_tools()).tools

    tools = {t.name: t.description for t in deploy_session[1](script)}
    assert set(tools) == TOOLS
    for name, description in tools.items():
        lines = description.splitlines()
        assert lines[0] == lines[0].strip(), name
        assert [line for line in lines if line.startswith(" ")] == [], name
    assert tools["memory_delete"] == (
        "Delete a memory you read with memory_get that is wrong or no longer true (the\n"
        "user said so, or it contradicts what you now know). Pass the hash from that read:\n"
        "if the memory changed since, nothing is deleted and you should read it again. A\n"
        "person can restore it from the history.")


def test_memory_save_under_a_taken_name_changes_nothing_and_points_to_memory_update(
        project):
    """memory_save under the name of a stored memory rewrote it with no read at all: a
    person's own `memdir add` was replaced by the model's text (its origin now 'model'),
    past the hash memory_update and memory_delete demand. The save is refused, for a
    look-alike spelling too, and memory_update with the hash read asks the person: the
    record is theirs, so a model's change waits in the inbox and the file stays as it is."""
    added = run_memdir("add", "prefer-pytest", "-t", "feedback", "-d",
                       "Tests in this project use pytest, never unittest", cwd=project)
    assert added.returncode == 0, added.stderr
    path = project / ".memory" / "prefer-pytest.md"
    before = path.read_bytes()

    async def script(client):
        saves = [await client.call_tool("memory_save", {
            "name": name, "type": "feedback",
            "description": "Tests in this project use unittest, never pytest"})
            for name in ("prefer-pytest", "Prefer-Pytest", "ｐrefer-pytest")]
        read = await client.call_tool("memory_get", {"name": "prefer-pytest"})
        unchanged = path.read_bytes()
        update = await client.call_tool("memory_update", {
            "name": "prefer-pytest", "hash": read.structured_content["hash"],
            "description": "Tests in this project use unittest, never pytest"})
        return saves, unchanged, update

    saves, unchanged, update = session(server(project), script)
    answers = [s.structured_content for s in saves]
    assert [(a["saved"], a["action"]) for a in answers] == [(False, "refused")] * 3, answers
    assert all(a["reason"] == "A memory named 'prefer-pytest' already exists: memory_get "
               "it and pass its hash to memory_update to change it, or save under another "
               "name." for a in answers), answers
    assert unchanged == before
    assert update.structured_content["action"] == "proposed"
    assert path.read_bytes() == before
    store = FileStore(project / ".memory")
    assert [r.name for r in store.list()] == ["prefer-pytest"]
    assert [e.op for e in store.history("prefer-pytest")] == ["create"]
    inbox = run_memdir("inbox", cwd=project)
    assert "prefer-pytest" in inbox.stdout, inbox.stdout
