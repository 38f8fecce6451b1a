"""Hostile tool arguments through a real MCP client over stdio (`memdir mcp`) and over
`memdir serve`'s streamable HTTP: an argument no tool has, a name with a NUL byte, a query
of megabytes. Each is one tool error or a bounded answer, and nothing is written that the
caller did not ask for.

The stdio tests share one `memdir mcp` session in one project holding one memory: each
sends only what must be refused or only reads, and checks the store is as it was."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

from conftest import memdir_home  # noqa: E402
from integrations.conftest import add  # noqa: E402
from integrations.test_mcp_server import held_session, server, text  # noqa: E402

from memdir.store import FileStore  # noqa: E402


def _files(project):
    folder = project / ".memory"
    return sorted(p.name for p in folder.glob("*.md")) if folder.is_dir() else []


@dataclass
class Shared:
    project: Path
    home: Path
    before: bytes  # deploy-cmd.md as the fixture wrote it
    session: Callable[[Any], Any]


@pytest.fixture(scope="module")
def shared(tmp_path_factory) -> Iterator[Shared]:
    """A project holding deploy-cmd, and one `memdir mcp` session in it for the module."""
    root = tmp_path_factory.mktemp("mcp-arguments")
    project, home = root / "proj", root / "home"
    (project / ".git").mkdir(parents=True)
    memdir_home(home)  # the history key every home of the suite holds
    add(FileStore(project / ".memory"), "deploy-cmd", "Deploy with make ship", "reference")
    before = (project / ".memory" / "deploy-cmd.md").read_bytes()
    with held_session(server(project, home=home)) as run:
        yield Shared(project, home, before, run)


def _unchanged(shared: Shared) -> None:
    """The project store holds deploy-cmd alone, as written; no user store was made."""
    project = shared.project
    assert (project / ".memory" / "deploy-cmd.md").read_bytes() == shared.before
    assert _files(project) == ["MEMORY.md", "deploy-cmd.md"]
    assert not (project.parent / "memory").exists()
    assert not (shared.home / "memory").exists()


def test_a_misspelt_argument_is_refused_and_nothing_is_deleted_or_written(shared):
    """The SDK dropped arguments no parameter has: memory_delete with a misspelt ``hsh``
    deleted without the stale-read check the caller asked for, and memory_save with
    ``scop: user`` wrote to the project store, each answering as if all was well."""
    async def script(client):
        return [
            await client.call_tool("memory_delete", {"name": "deploy-cmd",
                                                     "hsh": "0000000000000000"}),
            await client.call_tool("memory_save", {
                "type": "feedback", "description": "The user wants tabs in Makefiles",
                "scop": "user"}),
            await client.call_tool("memory_search", {"query": "deploy", "x" * 100_000: 1}),
            await client.call_tool("memory_get", {"name": "deploy-cmd"}),
        ]

    *refused, ok = shared.session(script)
    messages = [text(r) for r in refused]
    assert all(r.is_error for r in refused), messages
    assert messages[0] == ("Unknown argument 'hsh' for memory_delete; it takes hash, name, "
                           "scope.")
    assert messages[1].startswith("Unknown argument 'scop' for memory_save; it takes ")
    assert len(messages[2]) < 300 and "\n" not in messages[2]
    assert not ok.is_error and ok.structured_content["name"] == "deploy-cmd"
    _unchanged(shared)


def test_a_name_with_a_nul_byte_is_refused_not_saved_under_another_name(shared):
    """memory_save with name "a\\0b" wrote a record named "ab", while memory_get and
    memory_delete of "a\\0b" refused the name: the writer could never reach what it saved."""
    async def script(client):
        return await client.call_tool("memory_save", {
            "name": "tabs\x00only", "type": "feedback",
            "description": "The user wants tabs in Makefiles"})

    answer = shared.session(script)
    assert answer.structured_content["saved"] is False
    assert "NUL byte" in answer.structured_content["reason"]
    _unchanged(shared)  # no "tabsonly", nor anything else


def test_a_huge_query_is_not_echoed_back_whole(shared):
    query = "how do we deploy " * 100_000  # 1.7 MB

    async def script(client):
        return await client.call_tool("memory_search", {"query": query})

    answer = shared.session(script)
    assert not answer.is_error
    echoed = answer.structured_content["query"]
    assert len(echoed) <= 500 and query.startswith(echoed.removesuffix("..."))
    assert len(text(answer)) < 30_000


def test_the_servers_mcp_endpoint_refuses_an_unknown_argument(shared_server):
    from server.test_remote_mcp import connect

    alpha = shared_server.project()  # the session's server, a project of this test's

    async def script(client):
        return (await client.call_tool("memory_save", {
                    "type": "reference", "description": "The runbook lives in docs/RUNBOOK.md",
                    "scope_": "user"}),
                await client.call_tool("memory_list", {}))

    answer, listed = connect(shared_server.url, alpha.token("agent"), script)
    assert answer.is_error
    assert text(answer).startswith("Unknown argument 'scope_' for memory_save;")
    assert listed.structured_content["records"] == []


# Each argument of the wrong JSON type for the schema the client was given; the SDK's lax
# validation turned "3" into 3, "false" into False, true into 1 and the text "[]" into a
# list, and ran the tool.
WRONG_TYPES = [
    ("memory_search", {"query": "deploy", "limit": "3"}, "limit",
     "must be an integer, not a string"),
    ("memory_list", {"limit": True}, "limit", "must be an integer, not a boolean"),
    ("memory_list", {"limit": 2.5}, "limit", "must be an integer, not a number"),
    ("memory_inbox", {"include_decided": "false"}, "include_decided",
     "must be a boolean, not a string"),
    ("memory_get", {"name": ["deploy-cmd"]}, "name", "must be a string, not a list"),
    ("memory_delete", {"name": 7, "hash": "0000000000000000"}, "name",
     "must be a string, not an integer"),
    ("memory_update", {"name": "deploy-cmd", "hash": 1234}, "hash",
     "must be a string, not an integer"),
    ("memory_save", {"type": "reference", "description": 42}, "description",
     "must be a string, not an integer"),
    ("memory_save", {"type": "reference", "description": "The runbook is in docs",
                      "anchors": "[]"}, "anchors", "must be a list or null, not a string"),
    ("memory_save", {"type": "reference", "description": "The runbook is in docs",
                      "anchors": ["docs/RUNBOOK.md"]}, "anchors",
     "item 1 must be an object, not a string"),
    ("memory_save", {"type": "reference", "description": "The runbook is in docs",
                      "name": {"name": "runbook"}}, "name",
     "must be a string or null, not an object"),
]


def test_an_argument_of_the_wrong_type_is_one_error_and_nothing_changes(shared):
    async def script(client):
        out = [await client.call_tool(tool, arguments) for tool, arguments, *_ in WRONG_TYPES]
        out.append(await client.call_tool("memory_get", {}))
        out.append(await client.call_tool("memory_search", {"query": "deploy", "limit": 3.0}))
        return out

    *refused, missing, ok = shared.session(script)
    for (tool, _, argument, said), answer in zip(WRONG_TYPES, refused, strict=True):
        assert answer.is_error, (tool, argument, answer.structured_content)
        assert text(answer) == f"Invalid argument '{argument}' for {tool}: {said}."
    assert missing.is_error and text(missing) == "Missing argument 'name' for memory_get."
    # A whole number written 3.0 is the integer JSON Schema says it is.
    assert not ok.is_error and ok.structured_content["results"][0]["name"] == "deploy-cmd"
    _unchanged(shared)


def test_the_servers_mcp_endpoint_refuses_an_argument_of_the_wrong_type(shared_server):
    from server.test_remote_mcp import connect

    alpha = shared_server.project()

    async def script(client):
        return [await client.call_tool("memory_save", {
                    "type": "reference", "description": ["The runbook", "docs/RUNBOOK.md"]}),
                await client.call_tool("memory_list", {"limit": "10"})]

    saved, listed = connect(shared_server.url, alpha.token("agent"), script)
    assert saved.is_error and text(saved) == (
        "Invalid argument 'description' for memory_save: must be a string, not a list.")
    assert listed.is_error and text(listed) == (
        "Invalid argument 'limit' for memory_list: must be an integer, not a string.")


def test_a_limit_outside_the_declared_range_is_refused_not_clamped(shared):
    """memory_search with "limit": -7 answered one record and with 10**30 twenty, and
    memory_list with 0 one, each without a word, where the REST API refuses a limit
    outside its range; the schema now says the range (1-20, 1-500)."""
    async def script(client):
        tools = {t.name: t for t in (await client.list_tools()).tools}
        return tools, [
            await client.call_tool("memory_search", {"query": "deploy", "limit": -7}),
            await client.call_tool("memory_search", {"query": "deploy", "limit": 10**30}),
            await client.call_tool("memory_list", {"limit": 0}),
            await client.call_tool("memory_list", {"limit": 501}),
            await client.call_tool("memory_search", {"query": "deploy", "limit": 20}),
            await client.call_tool("memory_list", {"limit": 500})]

    tools, (*refused, search, listed) = shared.session(script)
    limit = tools["memory_search"].input_schema["properties"]["limit"]
    assert (limit["minimum"], limit["maximum"]) == (1, 20)
    assert [text(r) for r in refused] == [
        "Invalid argument 'limit' for memory_search: must be from 1 to 20, not -7.",
        "Invalid argument 'limit' for memory_search: must be from 1 to 20, not 1e+30.",
        "Invalid argument 'limit' for memory_list: must be from 1 to 500, not 0.",
        "Invalid argument 'limit' for memory_list: must be from 1 to 500, not 501."]
    assert all(r.is_error for r in refused)
    assert not search.is_error and not listed.is_error
    assert listed.structured_content["records"][0]["name"] == "deploy-cmd"
    _unchanged(shared)
