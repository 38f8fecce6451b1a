"""What `memdir` says is true and the commands it suggests work, through real processes:
a stale proposal names the proposal to look at (and `memdir inbox ID` shows it), restore
of a memory with one version says there is nothing earlier, a correction added by hand
says it added a record, and `memdir token` with MEMDIR_URL manages the server's tokens,
never an empty local folder."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.service.memory import Memory


def memdir(cwd: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "memdir"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=120)


@pytest.fixture
def project(tmp_path):
    home, root = tmp_path / "home", tmp_path / "p"
    home.mkdir()
    (root / ".git").mkdir(parents=True)
    base = {k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")}
    return root, {**base, "MEMDIR_HOME": str(home), "MEMDIR_RESIDENT": "off"}


def test_a_stale_proposal_names_one_that_memdir_inbox_shows(project):
    root, env = project
    (Path(env["MEMDIR_HOME"]) / "settings.json").write_text(
        json.dumps({"policy": {"model": "propose"}}))
    assert memdir(root, "add", "deploy-day", "-t", "project", "-d",
                  "Deploys happen on friday", env=env).returncode == 0
    old = {k: os.environ.get(k) for k in ("MEMDIR_HOME",)}
    os.environ["MEMDIR_HOME"] = env["MEMDIR_HOME"]
    try:
        with Memory(root, user=False, provider="offline", actor="model") as model:
            proposed = model.update("deploy-day", None,
                                    description="Deploys happen on monday").proposal
    finally:
        for k, v in old.items():
            os.environ.pop(k) if v is None else os.environ.__setitem__(k, v)
    assert proposed is not None
    edited = root / ".memory" / "deploy-day.md"
    edited.write_text(edited.read_text().replace("on friday", "on tuesday"))
    stale = memdir(root, "approve", proposed.id, env=env)
    assert stale.returncode == 1
    again = re.search(r"\(memdir inbox (p[0-9a-f]+)\)\.$", stale.stderr.strip())
    assert again is not None, stale.stderr
    shown = memdir(root, "inbox", again.group(1), env=env)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith(f"{again.group(1)}  update by model -> project store")
    assert "-description: Deploys happen on tuesday" in shown.stdout
    assert "+description: Deploys happen on monday" in shown.stdout
    # The stale one, decided, is shown with its state; an unknown id is one sentence.
    assert f"[stale: 'deploy-day' changed since it was proposed; proposed again as " \
           f"{again.group(1)}]" in memdir(root, "inbox", proposed.id, env=env).stdout
    as_json = json.loads(memdir(root, "inbox", again.group(1), "--json", env=env).stdout)
    assert as_json["id"] == again.group(1) and as_json["status"] == "pending"
    unknown = memdir(root, "inbox", "p0000000000", env=env)
    assert unknown.returncode == 1 and unknown.stderr.startswith(
        "Error: There is no proposal 'p0000000000'")


def test_restore_says_what_is_true_of_a_memory_with_one_version(project):
    root, env = project
    memdir(root, "add", "solo", "-t", "project", "-d", "Only one version of this", env=env)
    logged = memdir(root, "log", "solo", env=env)
    assert logged.returncode == 0 and "solo" in logged.stdout
    said = memdir(root, "restore", "solo", env=env)
    assert said.returncode == 1
    assert said.stderr.strip() == ("Error: Memory 'solo' has no earlier version than the "
                                   "one it holds now, so there is nothing to restore "
                                   "('memdir log solo' lists its history).")
    # Look-alikes: a name with no history, a deleted memory, an edited one.
    nothing = memdir(root, "restore", "never-was", env=env)
    assert "No memory named 'never-was' in the history log" in nothing.stderr
    memdir(root, "add", "gone", "-t", "project", "-d", "Deleted and brought back", env=env)
    memdir(root, "rm", "gone", env=env)
    assert memdir(root, "restore", "gone", env=env).stdout.startswith("Restored gone")
    record = root / ".memory" / "solo.md"  # edited by hand: no change of the log wrote it
    record.write_text(record.read_text().replace("of this", "of this, edited"))
    by_hand = memdir(root, "restore", "solo", env=env)
    assert by_hand.returncode == 1 and "holds a text no logged change wrote" in by_hand.stderr
    assert memdir(root, "restore", "solo", "--version", "1", env=env).stdout.startswith(
        "Restored solo")
    assert "edited" not in record.read_text()


def test_an_undo_refusal_suggests_a_restore_that_works(project):
    root, env = project
    memdir(root, "add", "note", "-t", "project", "-d", "The first text of the note", env=env)
    change = json.loads(memdir(root, "changes", "--json", env=env).stdout)[0]["id"]
    edited = memdir(root, "edit", "note", env={**env, "EDITOR": "sed -i s/first/second/"})
    assert edited.returncode == 0, edited.stderr
    refused = memdir(root, "undo", change, env=env)
    assert refused.returncode == 1
    suggested = re.search(r"`memdir (restore [^`]+)`", refused.stderr)
    assert suggested is not None, refused.stderr
    line = suggested.group(1).replace("--version N", "--version 1").split()
    done = memdir(root, *line, env=env)
    assert done.returncode == 0 and done.stdout.startswith("Restored note"), done.stderr


def test_a_correction_added_by_hand_says_it_added_a_record(project):
    root, env = project
    first = memdir(root, "add", "ci-jenkins", "-t", "project", "-d", "CI runs on Jenkins",
                   env=env)
    assert first.stdout == "Added ci-jenkins (project) to the project store.\n"
    fixed = memdir(root, "add", "ci-gha", "-t", "project", "-d",
                   "We retired Jenkins last week. CI runs on GitHub Actions now.", env=env)
    assert fixed.stdout == ("Added ci-gha (project) to the project store: it corrects "
                            "'ci-jenkins', which stops holding and is kept as history "
                            "(memdir ls --history).\n")
    assert "ci-jenkins (until " in memdir(root, "ls", "--history", env=env).stdout
    assert "Updated" not in fixed.stdout


def test_token_commands_with_memdir_url_are_the_servers(project, shared_server):
    root, env = project
    remote = shared_server.project()
    client = {**remote.env("admin", Path(env["MEMDIR_HOME"])), "MEMDIR_RESIDENT": "off"}
    remote.token("agent")
    listed = memdir(root, "token", "list", env=client)
    assert listed.returncode == 0, listed.stderr
    rows = [line.split() for line in listed.stdout.splitlines()]
    assert sorted(r[2] for r in rows) == ["admin", "agent"]
    assert {r[1] for r in rows} == {remote.name} and "No tokens yet" not in listed.stdout
    made = memdir(root, "token", "create", "--role", "reviewer", "--note", "ci", env=client)
    assert made.returncode == 0 and f"project {remote.name}) created" in made.stderr
    token_id = made.stderr.split()[1]
    assert token_id in memdir(root, "token", "list", env=client).stdout
    gone = memdir(root, "token", "revoke", token_id, env=client)
    assert gone.stdout == f"Revoked token {token_id} (reviewer, project {remote.name}).\n"
    other = memdir(root, "token", "list", "--project", "not-mine", env=client)
    assert other.returncode == 1 and f"belongs to project {remote.name!r}, not 'not-mine'" \
        in other.stderr
    # Another project named: refused before a token is made or revoked (a token made
    # first was left on the server, its secret never shown).
    before = memdir(root, "token", "list", env=client).stdout
    for args in (("create", "--project", "not-mine", "--role", "admin"),
                 ("revoke", "--project", "not-mine", token_id)):
        refused = memdir(root, "token", *args, env=client)
        assert refused.returncode == 1 and "not 'not-mine'" in refused.stderr, args
    assert memdir(root, "token", "list", env=client).stdout == before
    # Look-alike: --data names a local server's folder, whatever MEMDIR_URL says.
    local = memdir(root, "token", "list", "--data", str(root / "srv"), env=client)
    assert local.stdout.startswith("No tokens yet")


def test_the_docs_revoke_a_token_by_an_id_of_the_shape_token_list_shows():
    # docs/server.md revoked `1a2b3c4d`, an id of 8 hex digits: ids are 16, and the
    # command, given the first 8 of a real one, answers "No token with id".
    from memdir.server.tokens import new_token_id

    docs = Path(__file__).resolve().parents[1] / "docs"
    shape = re.compile(f"[0-9a-f]{{{len(new_token_id())}}}")
    ids = [found for page in docs.glob("*.md")
           for found in re.findall(r"memdir token revoke (\S+)", page.read_text("utf-8"))
           if found not in ("ID", "ID...")]
    assert ids and [i for i in ids if not shape.fullmatch(i)] == []


def test_add_of_anothers_body_is_refused_with_the_way_forward(project):
    """"Error: Not added: Duplicate of 'alpha' (same body)." said why and nothing to do
    about it. The refusal stays (every write path refuses a repeat) and names the command
    that changes the memory that says it, and what a memory of its own needs."""
    root, env = project
    body = "Deploys go through the staging cluster."
    assert memdir(root, "add", "alpha beta", "-t", "project", "-d", "How deploys go",
                  "-b", body, env=env).returncode == 0
    done = memdir(root, "add", "gamma", "-t", "project", "-d", "Where releases are tried",
                  "-b", body, env=env)
    assert done.returncode != 0 and done.stdout == ""
    assert done.stderr == ("Error: Not added: Duplicate of 'alpha beta' (same body). "
                           "`memdir edit 'alpha beta'` changes that memory; a memory of its "
                           "own needs a body of its own.\n")
    listed = memdir(root, "ls", "--json", env=env).stdout
    assert [r["name"] for r in json.loads(listed)] == ["alpha beta"]


def test_token_create_with_memdir_url_and_no_token_says_how_a_first_one_is_made(project):
    # In the README's second terminal MEMDIR_URL is exported; a person who then creates a
    # token was told to set MEMDIR_TOKEN "to a token from 'memdir token create'", the very
    # command that failed. Nothing is created and nothing is asked of any server.
    root, env = project
    client = {**env, "MEMDIR_URL": "http://127.0.0.1:9"}
    client.pop("MEMDIR_TOKEN", None)
    for args in (("create", "--project", "shop", "--role", "agent"), ("list",),
                 ("revoke", "abc")):
        made = memdir(root, "token", *args, env=client)
        assert made.returncode == 1 and made.stdout == ""
        assert "from 'memdir token create'" not in made.stderr
        assert "env -u MEMDIR_URL memdir token" in made.stderr
        assert len(made.stderr.strip().splitlines()) == 1
    local = memdir(root, "token", "create", "--project", "shop", "--role", "agent",
                   env={k: v for k, v in client.items() if k != "MEMDIR_URL"})
    assert local.returncode == 0 and local.stdout.startswith("mdt_")


def test_rm_and_approve_without_what_to_act_on_do_not_say_not_both(project):
    # 'memdir approve' alone said "Give proposal ids, or --all (not both)." though none
    # was given; 'memdir rm' alone said the same of a NAME and --session.
    root, env = project
    for args, says in ((("approve",), "'memdir inbox' lists them), or --all."),
                       (("rm",), "'memdir ls' lists them), or --session ID.")):
        alone = memdir(root, *args, env=env)
        assert alone.returncode == 2 and says in alone.stderr
        assert "not both" not in alone.stderr, alone.stderr
    both = memdir(root, "approve", "p0000000000", "--all", env=env)
    assert both.returncode == 2 and "Give proposal ids or --all, not both." in both.stderr
    both = memdir(root, "rm", "x", "--session", "s", env=env)
    assert both.returncode == 2 and "Give a NAME or --session ID, not both." in both.stderr


def test_log_of_a_name_with_no_history_is_an_error_as_show_says(project):
    # 'memdir log nosuch' printed "No history for 'nosuch'." and exited 0, while
    # 'memdir show nosuch' and 'memdir restore nosuch' exit 1: a typo passed in scripts.
    root, env = project
    assert memdir(root, "init", env=env).returncode == 0
    assert memdir(root, "log", env=env).stdout == "No history yet.\n"
    typo = memdir(root, "log", "nosuch", env=env)
    assert typo.returncode == 1 and typo.stdout == ""
    assert typo.stderr.startswith("Error: No memory named 'nosuch' has any history; ")
    assert memdir(root, "add", "tabs", "-t", "feedback", "-d", "Use tabs",
                  env=env).returncode == 0
    assert "tabs" in memdir(root, "log", "tabs", env=env).stdout
    assert memdir(root, "log", "nosuch", "--json", env=env).stdout.strip() == "[]"


def test_log_of_a_record_written_by_hand_says_it_has_no_history_yet(project):
    # 'ls' and 'show' list a file written by hand; 'log' of it called it an unknown name
    # and exited 1, as for a typo.
    root, env = project
    assert memdir(root, "init", env=env).returncode == 0
    (root / ".memory" / "deploy-day.md").write_text(
        "---\nname: deploy-day\ndescription: Deploys happen on friday\ntype: project\n"
        "---\nDeploys happen on friday.\n")
    assert memdir(root, "show", "deploy-day", env=env).returncode == 0
    logged = memdir(root, "log", "deploy-day", env=env)
    assert (logged.returncode, logged.stderr) == (0, "")
    assert logged.stdout == ("'deploy-day' has no history yet: it was never changed "
                             "through memdir.\n")


@pytest.mark.parametrize("text, kind", [("[1, 2]", "an array"), ('"auto"', "a string"),
                                         ("null", "null")])
def test_a_settings_file_that_is_no_object_is_named_not_ignored_in_silence(project, text,
                                                                          kind):
    # A settings file of valid JSON that is not an object ("[...]") was ignored, and
    # `memdir policy` said "All cells are the defaults." with no word about it.
    root, env = project
    for path in (Path(env["MEMDIR_HOME"]) / "settings.json",
                 root / ".memdir" / "settings.json"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text)
        done = memdir(root, "policy", env=env)
        assert done.returncode == 0, done.stderr
        assert done.stderr == (f"warning: {path}: holds {kind}, not an object of settings; "
                               "its policy is ignored.\n"), done.stderr
        path.unlink()
