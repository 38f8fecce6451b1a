"""`memdir inbox`, `approve`, `reject`, `changes`, `undo` through Click's runner."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.candidate import Candidate
from memdir.service.memory import Memory


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def propose(project, name="owner-fired", text="The owner was fired") -> str:
    with Memory(project, user=False, provider="offline") as mem:
        mem.save(Candidate(name, text, "project", text), origin="visitor",
                 source={"session": "v1", "message": 2, "quote": "he was fired"})
        return mem.inbox()[-1].id


def test_inbox_shows_the_candidate_its_diff_its_words_and_why(project):
    pid = propose(project)
    result = run("inbox")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].startswith(f"{pid}  write by visitor -> project store  (")
    assert lines[1] == "  why: The write policy proposes project memories from visitor " \
                       "(default)."
    assert lines[2] == '  from: "he was fired" (session v1, message 2)'
    assert "  +description: The owner was fired" in lines
    assert json.loads(run("inbox", "--json").output)[0]["id"] == pid


def test_a_consolidation_proposal_is_headed_once_not_consolidation_by_consolidation(project):
    for name, text in (("test-runner", "Tests in this project use pytest"),
                       ("pytest-not-unittest", "Use pytest for tests, not unittest")):
        assert run("add", name, "-t", "feedback", "-d", text).exit_code == 0
    assert run("consolidate").exit_code == 0
    [head] = [line for line in run("inbox").output.splitlines() if line.startswith("p")]
    assert " consolidation -> project store  (" in head and " by " not in head


def test_approve_then_changes_then_undo(project):
    pid = propose(project)
    approved = run("approve", pid)
    change = json.loads(run("changes", "--json").output)[0]["id"]
    assert approved.output == (f"Approved {pid}: written as owner-fired (change {change}; "
                               f"memdir undo {change} takes it back).\n")
    assert (project / ".memory" / "owner-fired.md").exists()
    assert run("inbox").output == "The inbox is empty.\n"
    undone = run("undo", change)
    undo_id = undone.output.split()[-1].rstrip(".")
    assert undone.output == f"Undid {change} (owner-fired) as change {undo_id}.\n"
    assert not (project / ".memory" / "owner-fired.md").exists()
    listed = run("changes").output.splitlines()
    assert listed[1].startswith(f"{change}  ") and listed[1].endswith(f"(undone by {undo_id})")


def test_approve_edit_opens_the_editor_on_the_record(project, monkeypatch, tmp_path):
    pid = propose(project)
    script = tmp_path / "edit.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('was fired', 'left'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    assert run("approve", pid, "--edit").exit_code == 0
    assert "description: The owner left" in (project / ".memory" / "owner-fired.md").read_text()


def test_reject_keeps_the_proposal_with_its_reason(project):
    pid = propose(project)
    assert run("reject", pid, "--reason", "not true").output == f"Rejected {pid}.\n"
    assert run("inbox").output == "The inbox is empty.\n"
    # Who decided and when, as `memdir log` names a person's command ("cli").
    assert re.search(r"\[rejected by cli \d{4}-\d\d-\d\d \d\d:\d\d: not true\]",
                     run("inbox", "--all").output)
    again = run("approve", pid)
    assert again.exit_code == 1
    assert again.output.startswith(f"Error: Proposal {pid} was already rejected (")


def test_unknown_ids_are_one_sentence(project):
    assert run("approve", "pnope").output == \
        "Error: There is no proposal 'pnope'; memdir inbox --all lists them.\n"
    assert run("undo", "cnope").output == \
        "Error: There is no change 'cnope'; memdir changes lists them.\n"


def test_changes_lists_a_persons_edit_delete_and_restore_and_each_can_be_undone(
        project, tmp_path, monkeypatch):
    assert run("add", "style", "-d", "Use tabs").exit_code == 0
    script = tmp_path / "ed.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('Use tabs','Use spaces'))\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    assert run("edit", "style").exit_code == 0
    assert run("rm", "style").exit_code == 0
    assert run("restore", "style").exit_code == 0
    listed = json.loads(run("changes", "--json").output)
    assert [(c["kind"], c["ops"]) for c in listed] == [
        ("restore", [["project", "restore", "style"]]),
        ("delete", [["project", "delete", "style"]]),
        ("edit", [["project", "update", "style"]]),
        ("save", [["project", "create", "style"]])]
    # Each is undone like an automatic change: undoing the restore deletes it again.
    assert run("undo", listed[0]["id"]).exit_code == 0
    assert not (project / ".memory" / "style.md").exists()


def test_approve_several_or_all_each_as_its_own_change(project):
    for name, text in (("office", "The office moves to Berlin"), ("lunch", "Lunch is at noon"),
                       ("badge", "Badges are blue")):
        propose(project, name, text)
    ids = {p["ops"][0]["name"]: p["id"] for p in json.loads(run("inbox", "--json").output)}
    first, second = ids["office"], ids["lunch"]
    both = run("approve", first, second)
    assert both.exit_code == 0
    assert [ln.split(":")[0] for ln in both.output.splitlines()] == [
        f"Approved {first}", f"Approved {second}"]
    rest = run("approve", "--all")  # listed first, then approved: no terminal to ask on
    lines = rest.output.splitlines()
    assert rest.exit_code == 0 and lines[:2] == [
        "The 1 pending proposal:", f"  {ids['badge']}  write by visitor: badge -> project store"]
    assert lines[2].startswith(f"Approved {ids['badge']}:") and len(lines) == 3
    assert run("approve", "--all").output == "The inbox is empty.\n"
    assert len({c["id"] for c in json.loads(run("changes", "--json").output)}) == 3
    assert run("approve", first, "--all").exit_code == 2  # one or the other


def test_approving_several_reports_the_one_that_fails_and_approves_the_rest(project):
    good = propose(project, "office", "The office moves to Berlin")
    result = run("approve", "pnope", good)
    assert result.exit_code == 1
    assert "Not approved pnope: There is no proposal 'pnope'" in result.output
    assert f"Approved {good}:" in result.output
    assert "1 of 2 proposals were not approved" in result.output
    assert (project / ".memory" / "office.md").exists()


def test_inbox_shows_a_page_and_says_how_to_see_the_rest(project):
    with Memory(project, user=False, provider="offline") as mem:
        for n in range(7):
            mem.save(Candidate(f"claim-{n}", f"Claim number {n} about the venue", "project",
                               f"Claim number {n}"), origin="visitor",
                     source={"session": f"s{n}", "quote": "x"})
    first = run("inbox", "--limit", "3")
    heads = [line for line in first.output.splitlines() if line.startswith("p")]
    assert len(heads) == 3
    last = first.output.splitlines()[-1]
    assert last.startswith("4 more pending proposals not shown (3 of 7 here): "
                           "memdir inbox --after ")
    rest = run("inbox", "--after", last.split()[-1])
    assert len([line for line in rest.output.splitlines() if line.startswith("p")]) == 4
    assert "not shown" not in rest.output
    assert run("inbox", "--after", "nonsense").exit_code != 0


def test_a_refused_approve_edit_keeps_the_persons_text(project, tmp_path, isolated_env):
    """`memdir approve --edit` deleted its editor file at once: an edit the service then
    refused (here a secret pasted into it) was gone, and a person's text with it. It is
    kept, as `memdir edit` keeps one, and the error says where."""
    import os
    import subprocess

    pid = propose(project)
    script = tmp_path / "edit.py"
    script.write_text("import sys,pathlib\np=pathlib.Path(sys.argv[1])\n"
                      "p.write_text(p.read_text().replace('was fired', 'left; my own "
                      "careful words') + 'key: AKIAIOSFODNN7EXAMPLF\\n')\n")
    env = {**os.environ, "MEMDIR_HOME": str(isolated_env),
           "EDITOR": f"{sys.executable} {script}"}
    done = subprocess.run([sys.executable, "-m", "memdir", "approve", pid, "--edit"],
                          cwd=project, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    [said] = done.stderr.strip().splitlines()
    assert said.startswith("Error: ") and "; your edit is kept in " in said, said
    kept = Path(said.split("; your edit is kept in ")[1].removesuffix("."))
    assert kept.parent == isolated_env / "drafts"
    assert "my own careful words" in kept.read_text(encoding="utf-8")
    assert not (project / ".memory" / "owner-fired.md").exists()
    with Memory(project, user=False, provider="offline") as mem:
        assert [p.id for p in mem.inbox()] == [pid]  # still there to decide


def test_changes_lists_an_approved_undo_as_the_undo_it_is_and_who_approved_it(project):
    """It said "approve: delete 1 - deploy  (undoes cX)": an approval of something, the
    undo in a note, and no one who approved it."""
    from memdir.service.write_policy import Cell, WritePolicy

    assert run("add", "deploy", "-t", "project", "-d", "Deploys go through Argo").exit_code == 0
    saved = json.loads(run("changes", "--json").output)[0]["id"]
    policy = WritePolicy()
    policy.cells[("model", "project")] = Cell("propose", "test")
    with Memory(project, user=False, provider="offline", policy=policy,
                actor="model") as model:
        model.undo(saved)
        [waiting] = model.inbox()
    assert run("approve", waiting.id).exit_code == 0
    first = run("changes").output.splitlines()[0]
    assert f"  undo of {saved}, approved ({waiting.id}) by cli: delete 1 - deploy" in first
    assert "approve" not in first.split(",")[0] and "(undoes" not in first
    listed = json.loads(run("changes", "--json").output)[0]
    assert (listed["kind"], listed["undoes"]) == ("approve", saved)
    assert listed["what"] == f"undo of {saved}, approved ({waiting.id}) by cli"


def test_approve_all_seen_takes_what_the_inbox_listed_and_not_what_came_after(project):
    """`memdir inbox`, read, then `memdir approve --all`: a proposal filed in between was
    approved unread. The listing ends with the command that approves exactly what it
    listed; one filed after stays pending."""
    first, second = propose(project, "office", "The office moves to Berlin"), \
        propose(project, "lunch", "Lunch is at noon")
    listed = run("inbox").output.splitlines()
    command = listed[-1].split(": ", 1)[1]
    assert listed[-1].startswith("Approve the 2 listed: memdir approve --all --seen 2-")
    late = propose(project, "badge", "Badges are blue")
    done = run(*command.split()[1:])
    assert done.exit_code == 0, done.output
    assert [ln.split(":")[0] for ln in done.output.splitlines()] == [
        f"Approved {first}", f"Approved {second}"]
    assert [p["id"] for p in json.loads(run("inbox", "--json").output)] == [late]
    # The same marker again: those are decided, so it no longer names a pending run.
    again = run(*command.split()[1:])
    assert again.exit_code == 1 and "The inbox changed since it listed these 2" in \
        again.output and "Nothing was approved" in again.output
    assert [p["id"] for p in json.loads(run("inbox", "--json").output)] == [late]
    propose(project, "desk", "Desks are shared")
    page = run("inbox", "--limit", "1").output.splitlines()  # a page: what it listed
    assert page[-2].startswith("Approve the 1 listed: memdir approve --all --seen 1-")
    assert page[-1].startswith("1 more pending proposals not shown")


def test_approve_all_on_a_terminal_lists_them_and_asks_first(project, isolated_env):
    """Without a marker, `approve --all` lists what it will approve and, on a terminal,
    approves those only when the person says yes; a no changes nothing."""
    import os
    import pty
    import subprocess

    pid = propose(project, "office", "The office moves to Berlin")

    def on_terminal(answer: str) -> str:
        main, child = pty.openpty()
        script = Path(sys.executable).parent / "memdir"
        proc = subprocess.Popen([str(script), "approve", "--all"], cwd=project,
                                stdin=child, stdout=child, stderr=child, env=os.environ)
        os.close(child)
        os.write(main, answer.encode())
        out = b""
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        proc.wait(timeout=60)
        os.close(main)
        return out.decode().replace("\r\n", "\n")

    said = on_terminal("n\n")
    assert f"The 1 pending proposal:\n  {pid}  write by visitor: office -> project store" in said
    assert "Approve these? [y/N]" in said and "Nothing was approved." in said
    assert [p["id"] for p in json.loads(run("inbox", "--json").output)] == [pid]
    said = on_terminal("y\n")
    assert f"Approved {pid}: written as office" in said
    assert run("inbox").output == "The inbox is empty.\n"


@pytest.mark.parametrize("marker", ["²-0123456789ab", "9" * 5000 + "-0123456789ab",
                                    "0-0123456789ab", "٣-0123456789ab"])
def test_approve_all_with_a_marker_of_other_digits_is_one_sentence(project, marker):
    """`--seen "²-0123456789ab"` ended in a ValueError traceback: "²".isdigit() is true
    and int() refuses it (a count of 5,000 digits met int()'s limit the same way)."""
    pid = propose(project)
    done = run("approve", "--all", "--seen", marker)
    assert done.exit_code == 1 and isinstance(done.exception, SystemExit), done.exception
    assert "is not a marker memdir inbox printed" in done.output
    assert [p["id"] for p in json.loads(run("inbox", "--json").output)] == [pid]


def test_an_approved_deletion_reads_deleted_not_tombstone_where_a_person_reads_it(project):
    """An approved consolidation's removal was listed as 'tombstone 1', a word of the
    store's: a person reads 'delete', as for any deletion; --json keeps the store's op."""
    for name, text in (("test-runner", "Tests in this project use pytest"),
                       ("pytest-not-unittest", "Use pytest for tests, not unittest")):
        assert run("add", name, "-t", "feedback", "-d", text).exit_code == 0
    assert run("consolidate").exit_code == 0
    [pid] = [line.split()[0] for line in run("inbox").output.splitlines()
             if line.startswith("p")]
    assert run("approve", pid).exit_code == 0
    listed = json.loads(run("changes", "--json").output)[0]
    gone = [name for _, op, name in listed["ops"] if op == "tombstone"]
    assert gone, listed  # what a script reads is unchanged
    first = run("changes").output.splitlines()[0]
    assert "delete 1" in first and "tombstone" not in first, first
    log = run("log", gone[0]).output
    assert "delete" in log and "tombstone" not in log, log
