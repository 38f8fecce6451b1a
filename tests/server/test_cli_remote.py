"""The command line against a real `memdir serve` (``MEMDIR_URL`` + ``MEMDIR_TOKEN``): the
same commands, the same output as over local files.

Each scenario runs twice, over a project's local files and over a project of the
session's shared server, and the two transcripts are compared line for line once ids,
times and scores (which differ between any two runs) are replaced by placeholders.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from memdir.cli.app import cli
from memdir.foundation.candidate import Candidate

POLICY = {"model": "propose"}  # a model's writes wait for a person, locally and remotely
DEPLOY = Candidate("release-day", "Releases are cut on tuesday", "project",
                   "Release branches are cut every tuesday morning.")
_PLACEHOLDERS = [
    (re.compile(r"\bp[0-9a-f]{10}\b"), "PROPOSAL"),
    (re.compile(r"--seen \d+-[0-9a-f]{12}\b"), "--seen MARKER"),  # a digest of the ids
    (re.compile(r"\bc[0-9a-f]{8}\b"), "CHANGE"),
    (re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d)?Z?"), "TIME"),
    (re.compile(r'"session": "[^"]*"'), '"session": "S"'),
    # YAML quotes an id of digits only ('900328312841'): about one id in 280.
    (re.compile(r"session: '?[0-9a-f]{12}'?"), "session: S"),
    (re.compile(r'"actor": "(cli|remote-[0-9a-f]{8,16})"'), '"actor": "A"'),
    # who decided a proposal: the CLI locally, the token's name against a server
    (re.compile(r"\bby (cli|remote-[0-9a-f]{8,16})\b"), "by A"),
    (re.compile(r'"score": [0-9.]+'), '"score": N'),
    (re.compile(r"supersedes: [0-9a-f]{16}"), "supersedes: HASH"),  # of a time stamped text
    (re.compile(r"/\S*/\.memdir/settings\.json"), "SETTINGS"),  # the project's, or the server's
    # where a name was looked for: a server holds the project's memory only
    (re.compile(r"in the project( or user)? store\b"), "in STORES"),
]


def normal(text: str) -> str:
    for pattern, placeholder in _PLACEHOLDERS:
        text = pattern.sub(placeholder, text)
    return text


@dataclass
class Side:
    """One place memory is kept: the commands a person runs there, and a model's memory
    (an agent's token, or a local Memory acting for a model) to propose through."""

    kind: str
    model: Any
    env: dict[str, str] = field(default_factory=dict)
    said: list[str] = field(default_factory=list)

    def run(self, *args: str, code: int = 0, unordered: bool = False) -> str:
        """The command's output; ``unordered``: its paragraphs in any order (proposals
        made in the same second are listed in either order)."""
        result = CliRunner().invoke(cli, list(args), env=self.env)
        assert result.exit_code == code, (self.kind, args, result.output, result.exception)
        out = normal(result.stdout + result.stderr)
        if unordered:
            out = "\n\n".join(sorted(out.split("\n\n")))
        self.said.append(normal(f"$ memdir {' '.join(args)}\n") + out)
        return out


def local_side(root: Path, monkeypatch: pytest.MonkeyPatch) -> Side:
    from memdir.service.memory import Memory
    from memdir.store.files.store import FileStore

    project = root / "local"
    (project / ".git").mkdir(parents=True)
    (project / ".memdir").mkdir()
    (project / ".memdir" / "settings.json").write_text(json.dumps({"policy": POLICY}))
    monkeypatch.chdir(project)
    model = Memory(FileStore(project / ".memory", scope="project"), user=False,
                   provider="offline", actor="model")
    return Side("local", model)


def remote_side(shared_server: Any, root: Path, role: str = "admin") -> Side:
    served = shared_server.project(POLICY)
    env = {"MEMDIR_URL": shared_server.url, "MEMDIR_TOKEN": served.token(role)}
    # No project folder, no .memory/ here: the server holds the memory.
    (root / "elsewhere").mkdir(parents=True, exist_ok=True)
    return Side("remote", served.memory("agent", provider="offline"), env)


def scenario(side: Side) -> None:
    """What a person does with memory, and what a model proposes meanwhile."""
    side.run("add", "deploy-day", "-t", "project", "-d", "Deploys happen on friday",
             "-b", "Deploys happen on friday, after the review.")
    side.run("ls")
    side.run("ls", "--json")
    side.run("show", "deploy-day")
    side.run("show", "deploy-day", "--json")
    _edit_name_and_text(side)
    side.run("recall", "which day do we deploy", "--json")
    side.run("recall", "which day do we deploy")
    side.run("inbox")
    side.model.save(DEPLOY)  # proposed: the policy sends a model's writes to a person
    side.run("inbox")
    [pid] = re.findall(r"p[0-9a-f]{10}", _raw(side, "inbox", "--json"))
    approved = _raw(side, "approve", pid)
    change = re.search(r"change (c[0-9a-f]{8})", approved).group(1)
    side.run("show", "release-day")
    side.run("changes")
    side.run("undo", change)
    side.run("show", "release-day", code=1)
    side.model.save(DEPLOY)
    [pid] = re.findall(r"p[0-9a-f]{10}", _raw(side, "inbox", "--json"))
    side.run("reject", pid, "--reason", "we cut releases on monday")
    side.run("inbox")
    side.run("inbox", "--all", unordered=True)
    side.run("approve", pid, code=1)
    side.run("approve", "p0000000000", code=1)
    side.run("undo", "c00000000", code=1)
    side.run("log", "deploy-day", "--json")  # its "by" names the token remotely
    side.run("rm", "deploy-day")
    side.run("show", "deploy-day", code=1)
    side.run("restore", "deploy-day")
    side.run("show", "deploy-day")
    side.run("publish")
    side.run("publish", code=1)  # nothing changed since: no version made
    side.run("add", "release-notes", "-t", "project", "-d", "Release notes go in CHANGELOG.md")
    side.run("publish")
    side.run("publish", "--rollback")
    side.run("rm", "deploy-day", "--purge", "--yes")
    side.run("log", "deploy-day", "--json")
    side.run("ls")


def _edit_name_and_text(side: Side) -> None:
    """A person's edit of a memory's name and text: one change, which one undo reverts
    (against a server it was a rename, then an edit: the undo left the rename)."""
    side.env["EDITOR"] = "sed -i -e s/^name:.*/name:\\ deploy-weekday/ -e s/friday/monday/"
    side.run("edit", "deploy-day")
    del side.env["EDITOR"]
    side.run("show", "deploy-weekday")
    side.run("changes")
    change = re.search(r"\b(c[0-9a-f]{8})\b", _raw(side, "changes")).group(1)
    side.run("undo", change)
    side.run("show", "deploy-weekday", code=1)
    side.run("show", "deploy-day")
    side.run("log", "deploy-day", "--json")  # the table is as wide as its actor


def _raw(side: Side, *args: str) -> str:
    result = CliRunner().invoke(cli, list(args), env=side.env)
    assert result.exit_code == 0, (side.kind, args, result.output)
    return result.stdout


def test_every_command_answers_the_same_locally_and_against_a_server(
        tmp_path, monkeypatch, shared_server):
    local = local_side(tmp_path, monkeypatch)
    scenario(local)
    remote = remote_side(shared_server, tmp_path)
    monkeypatch.chdir(tmp_path / "elsewhere")
    scenario(remote)
    for mine, theirs in zip(local.said, remote.said, strict=True):
        assert theirs == mine
    assert not (tmp_path / "elsewhere" / ".memory").exists()


def test_a_reviewer_sees_and_decides_what_an_agent_proposed(tmp_path, shared_server):
    # With a reviewer token the inbox shows the server's proposal, and approve finds it.
    side = remote_side(shared_server, tmp_path, role="reviewer")
    side.model.save(DEPLOY)
    assert "The inbox is empty." not in side.run("inbox")
    [pid] = re.findall(r"p[0-9a-f]{10}", _raw(side, "inbox", "--json"))
    assert side.run("approve", pid).startswith("Approved PROPOSAL: written as release-day")
    assert "Release branches are cut" in side.run("show", "release-day")


def test_an_agent_token_cannot_decide_and_is_told_in_one_sentence(tmp_path, shared_server):
    side = remote_side(shared_server, tmp_path, role="agent")
    side.model.save(DEPLOY)
    for args in (["inbox"], ["approve", "p0000000000"], ["publish"]):
        out = side.run(*args, code=1)
        assert out.startswith("Error: This needs a reviewer token; yours is an agent "
                              "token") and out.count("\n") == 1, out
    assert side.run("ls").count("release-day") == 0  # proposed, never written


@pytest.mark.parametrize(("args", "says"), [
    (["init"], "'memdir init' works on local memory files"),
    (["stale"], "Cited code is checked against this project's folder"),
    (["add", "who", "-t", "user", "-d", "A backend engineer", "-s", "user"],
     "holds the project's memory only"),
])
def test_what_needs_local_files_says_so_in_one_sentence(tmp_path, shared_server, args,
                                                         says):
    side = remote_side(shared_server, tmp_path)
    out = side.run(*args, code=1)
    assert out.startswith("Error: ") and says in out and out.count("\n") == 1, out


@pytest.mark.parametrize("args", [["-t", "user"], []])
def test_a_fact_about_the_user_is_added_to_the_servers_project(tmp_path, shared_server,
                                                               args):
    # Without -s, a user record goes to the user store locally; a server has none, so
    # it keeps it in the project, as the memory tool and memory_save do. It was refused
    # with "leave the scope empty", the scope having been left empty.
    side = remote_side(shared_server, tmp_path)
    out = side.run("add", "who", *args, "-d", "I am a backend engineer living in Lisbon")
    assert "Added who (user) to the project store." in out, out
    assert "who" in side.run("ls")
    assert not (tmp_path / "elsewhere" / ".memory").exists()


def test_export_and_import_go_through_the_server(tmp_path, shared_server):
    side = remote_side(shared_server, tmp_path)
    side.run("add", "deploy-day", "-t", "project", "-d", "Deploys happen on friday")
    exported = json.loads(_raw(side, "export"))
    assert [r["name"] for r in exported["records"]] == ["deploy-day"]
    other = remote_side(shared_server, tmp_path / "other")
    dump = tmp_path / "export.json"
    dump.write_text(json.dumps(exported))
    assert other.run("import", "--json", str(dump)).splitlines() == [
        "created: deploy-day (project)", "1 created."]
    assert "Deploys happen on friday" in other.run("show", "deploy-day")



def test_an_edit_the_policy_proposes_says_so_and_exits_zero(tmp_path, shared_server,
                                                            monkeypatch):
    # An agent token under {"model": "propose"}: 'memdir edit' printed "Error: Nothing
    # saved: Proposed for review as p..." and exited 1 though the edit waited in the
    # inbox; a rename was proposed, then the text was sent to the new name, which did not
    # exist yet ("No memory named ..."), the proposal never mentioned.
    served = shared_server.project(POLICY)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    admin = Side("admin", None, {"MEMDIR_URL": shared_server.url,
                                 "MEMDIR_TOKEN": served.token("admin")})
    agent = Side("agent", None, {"MEMDIR_URL": shared_server.url,
                                 "MEMDIR_TOKEN": served.token("agent")})
    admin.run("add", "deploy-day", "-t", "project", "-d", "Deploys happen on friday")
    agent.env["EDITOR"] = "sed -i s/friday/monday/"
    out = agent.run("edit", "deploy-day")
    assert out == ("Proposed for review as PROPOSAL: deploy-day is unchanged until a "
                   "person approves your edit (memdir inbox).\n"), out
    agent.env["EDITOR"] = "sed -i s/^name:.*/name:\\ deploy-weekday/"
    out = agent.run("edit", "deploy-day")
    assert out == ("Proposed for review as PROPOSAL: deploy-day keeps its name until a "
                   "person approves renaming it to deploy-weekday (memdir inbox).\n"), out
    agent.env["EDITOR"] = "sed -i -e s/^name:.*/name:\\ deploy-weekday/ -e s/friday/monday/"
    out = agent.run("edit", "deploy-day")
    # A new name and text: one proposal covering both (it was the rename proposed and
    # the rest of the edit kept in a draft, to be made again once the rename was decided).
    assert out == ("Proposed for review as PROPOSAL: deploy-day is unchanged until a "
                   "person approves your edit (memdir inbox).\n"), out
    assert "friday" in admin.run("show", "deploy-day")  # nothing written yet
    inbox = json.loads(_raw(admin, "inbox", "--json"))
    # The same rename asked twice is one proposal (a plan waiting is not filed again).
    assert sorted(p["kind"] for p in inbox) == ["rename", "update", "update"], inbox
    [both] = [p["id"] for p in inbox if p["kind"] == "update" and p["writer"] == "model"
              and "deploy-weekday" in json.dumps(p)]
    admin.run("approve", both)
    assert "monday" in admin.run("show", "deploy-weekday")
    admin.run("show", "deploy-day", code=1)
    # Approved, it is the history the same edit made directly has: renamed, then updated
    # (it was the new name created and the old one deleted, their histories apart).
    logged = json.loads(_raw(admin, "log", "deploy-weekday", "--json"))
    assert [(e["op"], e["new_name"]) for e in logged] == [
        ("create", None), ("rename", "deploy-weekday"), ("update", None)], logged


def test_stats_against_a_server_counts_where_the_work_was_done(tmp_path, shared_server):
    """docs/server.md listed `stats` among the commands answered by the server "with the
    same output as over local files"; it reads the usage log of the machine it runs on.
    A client's shows none of the recalls the server answered, and the store's size the
    server reports; the server's machine counts the recalls."""
    side = remote_side(shared_server, tmp_path)
    side.run("add", "deploy-day", "-t", "project", "-d", "Deploys happen on friday")
    side.run("recall", "which day do we deploy")
    client = json.loads(_raw(side, "stats", "--json"))
    assert client["total"]["recalls"] == 0 and client["stores"] == {"project": 1}
    server_env = {"MEMDIR_HOME": str(shared_server.data.parent / "home"),
                  "MEMDIR_URL": "", "MEMDIR_TOKEN": ""}
    served = CliRunner().invoke(cli, ["stats", "--json"], env=server_env)
    assert served.exit_code == 0, served.output
    assert json.loads(served.stdout)["total"]["recalls"] >= 1
    doc = (Path(__file__).resolve().parents[2] / "docs" / "server.md").read_text("utf-8")
    [row] = [line for line in doc.splitlines() if line.startswith("| CLI |")]
    same, _, rest = row.partition("with the same output as over local files")
    assert "`stats`" not in same and "`stats` reads the usage log of the machine" in rest


def test_a_name_the_server_does_not_hold_is_looked_for_in_the_project_store(tmp_path,
                                                                           shared_server):
    """A server holds a project's memory only, yet a name it did not hold was "No memory
    named ... in the project or user store": a client looked for a user store that is not
    there. Locally, with a user store, both are still named."""
    side = remote_side(shared_server, tmp_path)
    result = CliRunner().invoke(cli, ["show", "nowhere"], env=side.env)
    assert result.exit_code == 1
    assert result.stderr == ("Error: No memory named 'nowhere' in the project store. Run "
                             "'memdir ls' to see the names.\n")
