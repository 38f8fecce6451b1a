"""README.md is the map, and it cannot drift: its quick starts run as written, its command
table names every command `memdir --help` has, and its MCP section names every tool.

The quick starts are the shell blocks marked ``<!-- readme-test: STORY ROLE -->``. Each
story runs as a new user would run it, in real processes: a fresh HOME (no memdir
settings, no user store), a fresh folder, ``memdir`` the installed console script on
PATH, no API key and no network. The ``server`` block's commands run in order and its last
one, ``memdir serve``, stays up in the background (the first terminal); the ``client``
block then runs as one bash script (the second terminal), on a free port instead of the
README's 8765.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
import pytest
from processes import stop_process

README = Path(__file__).resolve().parents[2] / "README.md"
PORT = "8765"
BIN = Path(sys.executable).parent


def blocks() -> dict[tuple[str, str], str]:
    """The marked shell blocks: (story, role) -> script."""
    found = re.findall(r"<!-- readme-test: (\w+) (\w+) -->\n```sh\n(.*?)```",
                       README.read_text("utf-8"), re.S)
    return {(story, role): script for story, role, script in found}


def free_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return str(sock.getsockname()[1])


def environment(home: Path) -> dict[str, str]:
    """A new user's shell: their own HOME, memdir on PATH, no memdir setting, no key."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("MEMDIR_", "XDG_")) and not k.endswith("_API_KEY")}
    env.update(HOME=str(home), PATH=f"{BIN}{os.pathsep}/usr/bin{os.pathsep}/bin",
               ANTHROPIC_BASE_URL="http://127.0.0.1:9", OPENAI_BASE_URL="http://127.0.0.1:9/v1")
    return env


def bash(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def commands(script: str) -> list[str]:
    """The script's commands, a backslash-continued one as one."""
    return [c.strip() for c in script.replace("\\\n", " ").splitlines()
            if c.strip() and not c.strip().startswith("#")]


class Story:
    """A quick start: its server block run (the server left up), then its client block."""

    def __init__(self, name: str, root: Path) -> None:
        self.port = free_port()
        found = blocks()
        self.server = found[(name, "server")].replace(PORT, self.port)
        self.client = found[(name, "client")].replace(PORT, self.port)
        self.cwd = root / "work"
        self.cwd.mkdir(parents=True)
        (root / "home").mkdir()
        self.env = environment(root / "home")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        *setup, serve = commands(self.server)
        assert serve.startswith("memdir serve "), serve
        done = bash("\n".join(setup), self.cwd, self.env)
        assert done.returncode == 0, done.stderr
        log = open(self.cwd.parent / "serve.log", "wb")  # noqa: SIM115 - the child's
        self.process = subprocess.Popen(["bash", "-c", "exec " + serve.split("#")[0]],
                                        cwd=self.cwd, env=self.env, stdout=log,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.process.poll() is None, (self.cwd.parent / "serve.log").read_text()
            try:
                if httpx.get(f"http://127.0.0.1:{self.port}/healthz", timeout=1).is_success:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise AssertionError("memdir serve did not answer within 60 s")

    def run_client(self) -> subprocess.CompletedProcess[str]:
        done = bash(self.client, self.cwd, self.env)
        assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
        return done

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process)


@pytest.fixture
def story(tmp_path) -> Iterator[Story]:
    made: list[Story] = []

    def open_story(name: str) -> Story:
        made.append(Story(name, tmp_path / name))
        return made[-1]

    yield open_story  # type: ignore[misc]
    for s in made:
        s.stop()


def test_the_team_server_quick_start_runs_as_written(story):
    team = story("team")
    team.start()
    out = team.run_client().stdout
    assert "Added test-runner (feedback)" in out and "Added pytest-not-unittest" in out
    assert "test-runner" in out.split("Compared")[0]  # recalled before the merge
    assert "1 near-duplicate pair" in out and "Approved p" in out
    listed = out.split("\nname ")[1]  # memdir ls
    assert "pytest-not-unittest" in listed and "test-runner" not in listed
    # The server kept it: its own store, under the new user's HOME.
    stores = list((team.cwd.parent / "home").rglob("projects/shop/memory"))
    assert len(stores) == 1 and (stores[0] / "pytest-not-unittest.md").is_file()


def test_the_public_agent_quick_start_runs_as_written(story):
    site = story("public")
    site.start()
    out = site.run_client().stdout
    assert "Published version 1" in out
    recalled, admitted = (json.loads(line) for line in out.splitlines()
                          if line.startswith("{"))
    assert [r["name"] for r in recalled["results"]] == ["owner-role"]
    assert [d["action"] for d in admitted["decisions"]] == ["propose"]
    inbox = out.split('"decisions"')[1]
    assert "owner-fired" in inbox and "[phone]" in inbox and "415-555-2671" not in inbox


# ---------------------------------------------------------------------- the map
def _table_commands() -> tuple[set[str], set[tuple[str, str]]]:
    """The commands the README's command table names: top-level names, and
    (group, subcommand) pairs."""
    text = README.read_text("utf-8")
    table = text[text.index("## Commands"):text.index("## How a turn uses memory")]
    every = _cli_commands()
    top: set[str] = set()
    subs: set[tuple[str, str]] = set()
    for row in re.findall(r"^\| (.*?) \| .*\|$", table, re.M):
        group: str | None = None
        for segment in re.findall(r"`([^`]+)`", row):
            words = segment.split()
            if words and words[0] == "memdir":
                words = words[1:]
            if words and words[0] in every:
                top.add(words[0])
                group = words[0] if every[words[0]] else None
                words = words[1:]
            if group is not None and words and words[0] in every[group]:
                subs.add((group, words[0]))
    return top, subs


def _cli_commands() -> dict[str, set[str]]:
    """Every command `memdir --help` lists, with the subcommands its help lists (the
    hidden ones, such as the merge driver git itself runs, are for programs)."""
    import click

    from memdir.cli import cli

    def shown(group: click.Group) -> dict[str, click.Command]:
        found = {name: group.get_command(context, name)
                 for name in group.list_commands(context)}
        return {name: c for name, c in found.items() if c is not None and not c.hidden}

    context = click.Context(cli)
    return {name: set(shown(command)) if isinstance(command, click.Group) else set()
            for name, command in shown(cli).items()}


def test_the_command_table_names_every_command_and_subcommand():
    every = _cli_commands()
    top, subs = _table_commands()
    assert top == set(every)
    assert subs == {(name, sub) for name, group in every.items() for sub in group}


def test_the_mcp_section_names_every_tool_memdir_mcp_serves(tmp_path):
    mcp = pytest.importorskip("mcp")
    text = README.read_text("utf-8")
    section = text[text.index("### MCP server"):text.index("### Claude Code hooks")]
    named = set(re.findall(r"`(memory_\w+)`", section))
    words = {"six": 6, "seven": 7, "eight": 8, "nine": 9}
    count = re.search(r"\b(six|seven|eight|nine) tools", section)
    # docs/integrations.md, where a reader goes next: its tool table and its count.
    guide = (README.parent / "docs" / "integrations.md").read_text("utf-8")
    table = guide[guide.index("## MCP server"):guide.index("Resource: `memdir://catalog`")]
    tabled = set(re.findall(r"^\| `(memory_\w+)\(", table, re.M))
    guide_count = re.search(r"\b(six|seven|eight|nine) memory tools", guide)
    env = {k: v for k, v in os.environ.items() if k.startswith("MEMDIR_") or k.endswith(
        "_BASE_URL")}
    params = mcp.StdioServerParameters(command=str(BIN / "memdir"), args=["mcp"],
                                       cwd=tmp_path, env=env)

    async def tools() -> set[str]:
        async with mcp.Client(params, read_timeout_seconds=60) as client:
            return {t.name for t in (await client.list_tools()).tools}

    served = anyio.run(tools)
    assert named == served
    assert count is not None and words[count.group(1)] == len(served)
    assert tabled == served
    assert guide_count is not None and words[guide_count.group(1)] == len(served)


def test_every_marked_block_is_a_quick_start_with_a_server_and_a_client():
    found = blocks()
    assert set(found) == {("team", "server"), ("team", "client"),
                          ("public", "server"), ("public", "client")}
    for (_, role), script in found.items():
        if role == "server":
            assert commands(script)[-1].startswith("memdir serve --port 8765")
        assert PORT in script


def written_files() -> dict[str, set[str]]:
    """The files the quick starts write (``> FILE``), with the stories writing each."""
    written: dict[str, set[str]] = {}
    for (story, _), script in blocks().items():
        for target in re.findall(r"(?<![0-9&])>\s*([\w.-]+)", script):
            written.setdefault(target, set()).add(story)
    assert written, "the quick starts keep their tokens in files"
    return written


def test_no_quick_start_writes_over_a_file_another_one_wrote():
    """A token is shown once, into the file a quick start names. Both quick starts wrote
    ``reviewer.token``, so a reader who tried the team server and then the public agent in
    one folder lost the team's reviewer token: the second overwrote the first."""
    assert {f: s for f, s in written_files().items() if len(s) > 1} == {}


def test_the_token_files_a_quick_start_writes_in_a_clone_are_not_committed():
    """The quick starts run where 'make' ran, the clone, and keep bearer tokens there:
    'git status' listed them as new files, one 'git add -A' from a commit."""
    root = README.parent
    if not (root / ".git").exists():
        pytest.skip("not a git checkout")
    files = sorted(written_files())
    ignored = subprocess.run(["git", "check-ignore", "--no-index", *files], cwd=root,
                             capture_output=True, text=True).stdout.split()
    assert ignored == files


def test_the_record_said_again_with_one_value_replaced_corrects_it(tmp_path):
    """The README's correction example, offline, in real processes: "CI runs on GitHub
    Actions now." closes the project memory "CI runs on Jenkins" (kept, with "until")."""
    assert '("CI runs on GitHub Actions now." closes\n   "CI runs on Jenkins"' \
        in README.read_text("utf-8")
    home, project = tmp_path / "home", tmp_path / "project"
    home.mkdir()
    project.mkdir()
    (project / ".git").mkdir()
    turn = json.dumps({"role": "user", "content": "CI runs on GitHub Actions now."})
    (project / "t.jsonl").write_text(turn + "\n", encoding="utf-8")
    # Added by hand, the record is the person's: extraction proposes the correction, and
    # the person's approval closes it (README: "A model never overrides a person").
    approve = ("memdir approve \"$(memdir inbox --json | python3 -c "
               "'import json, sys; print(json.load(sys.stdin)[0][\"id\"])')\"\n")
    done = bash("memdir init\nmemdir add ci-runner --type project --description "
                "'CI runs on Jenkins' --body 'CI runs on Jenkins.'\n"
                "memdir extract t.jsonl\n" + approve + "memdir ls --history",
                project, environment(home))
    assert done.returncode == 0, done.stderr
    assert "proposed for review: ci-runner (project) - Proposed for review as " in done.stdout
    assert "ci-runner (until " in done.stdout and "CI runs on GitHub Actions now" in done.stdout


def test_each_second_terminal_is_told_where_it_is_and_how_memdir_gets_on_its_path():
    """A quick start's client block runs in a second terminal: a new shell, where the
    venv the first one activated is not, and which must be where the token files are.
    Said nowhere, the first command there was 'memdir: command not found'."""
    text = README.read_text("utf-8")
    for story in ("team", "public"):
        before = text[:text.index(f"<!-- readme-test: {story} client -->")]
        paragraph = " ".join(before.rstrip().rsplit("\n\n", 1)[1].split())
        assert "same folder" in paragraph, paragraph
        assert "`source .venv/bin/activate`" in paragraph, paragraph
