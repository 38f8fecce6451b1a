"""Memory shared through git: real git, two clones of one repository, memdir's merge driver.

Each test commits on both clones and merges; what git and memdir leave behind is read
from the files, `git status`, `memdir inbox` and `memdir doctor`.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


class Clone:
    def __init__(self, path: Path, env: dict[str, str]) -> None:
        self.path, self.env = path, env

    @property
    def memory(self) -> Path:
        return self.path / ".memory"

    def git(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(["git", *args], cwd=self.path, env=self.env, text=True,
                              capture_output=True, timeout=60)
        if check and done.returncode != 0:
            raise AssertionError(f"git {' '.join(args)}: {done.stdout}{done.stderr}")
        return done

    def memdir(self, *args: str, check: bool = True,
               input: str = "") -> subprocess.CompletedProcess[str]:
        done = subprocess.run([sys.executable, "-m", "memdir", *args], cwd=self.path,
                              env=self.env, text=True, capture_output=True, timeout=60,
                              input=input)
        if check and done.returncode != 0:
            raise AssertionError(f"memdir {' '.join(args)}: {done.stdout}{done.stderr}")
        return done

    def record(self, name: str) -> str:
        return (self.memory / f"{name}.md").read_text(encoding="utf-8")

    def edit(self, name: str, old: str, new: str) -> None:
        path = self.memory / f"{name}.md"
        text = path.read_text(encoding="utf-8")
        assert old in text, (old, text)
        path.write_text(text.replace(old, new), encoding="utf-8")

    def commit(self, message: str) -> None:
        self.git("add", "-A")
        self.git("commit", "-q", "-m", message)

    def status(self) -> str:
        return self.git("status", "--porcelain").stdout


def _env(root: Path, home: Path) -> dict[str, str]:
    return {**os.environ, "HOME": str(root), "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
            "MEMDIR_HOME": str(home)}


def _make_clones(root: Path, home: Path) -> None:
    """A repository with two records and memdir's merge driver, cloned twice (a, b), each
    clone's driver installed."""
    env = _env(root, home)
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(root / "origin.git")],
                   check=True, env=env)
    first = Clone(root / "a", env)
    subprocess.run(["git", "clone", "-q", str(root / "origin.git"), str(first.path)],
                   check=True, env=env, capture_output=True)
    first.memdir("init")
    first.memdir("add", "node-version", "-t", "project", "-d", "The project uses Node 18",
                 "-b", "CI and the Docker image pin Node 18.")
    first.memdir("add", "deploy-day", "-t", "project", "-d", "Deploys happen on Tuesdays")
    first.memdir("install", "git", "--yes")
    first.commit("memory")
    first.git("push", "-q", "origin", "HEAD:main")
    second = Clone(root / "b", env)
    subprocess.run(["git", "clone", "-q", str(root / "origin.git"), str(second.path)],
                   check=True, env=env, capture_output=True)
    second.memdir("install", "git", "--yes")


_MADE: dict[str, Path] = {}  # the clones as every test starts from them, made once


@pytest.fixture
def clones(tmp_path: Path, isolated_env: Path, tmp_path_factory) -> tuple[Clone, Clone]:
    """The two clones, copied from ones made by the first test that asks (eight real
    processes each, otherwise): the folders and the memdir home, with the template's
    path in what holds one (the remote's URL, memdir's usage log) made this test's."""
    if "root" not in _MADE:
        root = tmp_path_factory.mktemp("git-clones")
        _make_clones(root, root / "home")
        _MADE["root"] = root
    made = _MADE["root"]
    for name in ("origin.git", "a", "b"):
        shutil.copytree(made / name, tmp_path / name, symlinks=True)
    shutil.copytree(made / "home", isolated_env, symlinks=True, dirs_exist_ok=True)
    for held in [tmp_path / "a" / ".git" / "config", tmp_path / "b" / ".git" / "config",
                 *isolated_env.glob("usage/*.jsonl")]:
        held.write_text(held.read_text(encoding="utf-8").replace(str(made), str(tmp_path)),
                        encoding="utf-8")
    env = _env(tmp_path, isolated_env)
    return Clone(tmp_path / "a", env), Clone(tmp_path / "b", env)


def merge(ours: Clone, theirs: Clone) -> subprocess.CompletedProcess[str]:
    """Push theirs, pull it into ours with a merge commit."""
    theirs.git("push", "-q", "origin", "HEAD:main")
    return ours.git("pull", "--no-rebase", "--no-edit", "origin", "main", check=False)


def doctor_clean(clone: Clone) -> None:
    done = clone.memdir("doctor")
    assert "is clean" in done.stdout.splitlines()[0], done.stdout


def test_install_shows_both_changes_and_uninstall_removes_them(clones) -> None:
    first, _ = clones
    assert (first.path / ".gitattributes").read_text().splitlines()[-1] == \
        ".memory/** merge=memdir"
    assert "memdir git merge-driver %O %A %B %P" in first.git(
        "config", "--get", "merge.memdir.driver").stdout
    shown = first.memdir("uninstall", "git", "--dry-run").stdout
    assert ".memory/** merge=memdir" in shown and "driver = " in shown
    assert (first.path / ".gitattributes").exists()  # a dry run writes nothing
    first.memdir("uninstall", "git", "--yes")
    assert not (first.path / ".gitattributes").exists()
    assert first.git("config", "--get", "merge.memdir.driver", check=False).returncode == 1
    again = first.memdir("install", "git", check=False)  # no answer: shown, not written
    assert again.returncode == 1 and ".memory/** merge=memdir" in again.stdout
    assert again.stderr == ("Error: Nothing was written: no answer came; run again with "
                            "--yes to make the changes above.\n")
    assert not (first.path / ".gitattributes").exists()


def test_answering_no_changes_nothing_and_is_not_an_error(clones) -> None:
    # `echo n | memdir install git` exited 1: a no is an answer, not a failure.
    first, _ = clones
    first.memdir("uninstall", "git", "--yes")
    said_no = first.memdir("install", "git", input="n\n")
    assert said_no.stdout.endswith("Write these? [y/N]: Nothing was written.\n")
    assert said_no.stderr == "" and not (first.path / ".gitattributes").exists()
    first.memdir("install", "git", input="y\n")
    assert (first.path / ".gitattributes").exists()
    said_no = first.memdir("uninstall", "git", input="n\n")
    assert said_no.stdout.endswith("Remove these? [y/N]: Nothing was changed.\n")
    assert (first.path / ".gitattributes").exists()


def test_add_add_with_one_name_keeps_both_and_reports_the_rename(clones) -> None:
    first, second = clones
    first.memdir("add", "style", "-t", "feedback", "-d", "Use tabs in Makefiles")
    first.commit("a")
    second.memdir("add", "style", "-t", "feedback", "-d", "Use black for Python")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "kept as 'style-2'" in done.stderr
    assert "Use black for Python" in second.record("style")
    assert "name: style-2\ndescription: Use tabs in Makefiles" in second.record("style-2")
    assert "?? .memory/style-2.md" in second.status()
    second.memdir("add", "draft", "-t", "project", "-d", "A note not meant to commit yet")
    staged = second.memdir("git", "resolve").stdout
    assert ".memory/style-2.md" in staged and ".memory/MEMORY.md" in staged
    assert ".memory/draft.md" not in staged  # the person's own, not the merge's
    assert "?? .memory/draft.md" in second.status()
    # The staged MEMORY.md lists what the commit holds; the draft's line stays in the
    # work tree's alone (the staged one listed it, a catalog naming a file not committed).
    catalog = second.git("show", ":.memory/MEMORY.md").stdout
    assert "- [style-2](style-2.md) - Use tabs in Makefiles" in catalog
    assert "draft" not in catalog
    assert "- [draft](draft.md)" in (second.memory / "MEMORY.md").read_text()
    second.git("commit", "-q", "-m", "keep both")
    assert second.status() == " M .memory/MEMORY.md\n?? .memory/draft.md\n"
    assert "draft" not in second.git("show", "HEAD:.memory/MEMORY.md").stdout
    second.memdir("rm", "draft")
    assert second.status() == ""
    assert "- [style-2](style-2.md) - Use tabs in Makefiles" in (
        second.memory / "MEMORY.md").read_text()
    doctor_clean(second)


def test_resolve_stages_a_catalog_of_the_committed_text_of_a_record_edited_since(
        clones) -> None:
    """A record edited in the work tree and not staged: the staged MEMORY.md says its
    committed description, and a record deleted in the work tree alone keeps its line."""
    first, second = clones
    first.memdir("add", "style", "-t", "feedback", "-d", "Use tabs in Makefiles")
    first.commit("a")
    second.memdir("add", "style", "-t", "feedback", "-d", "Use black for Python")
    second.commit("b")
    second.edit("deploy-day", "description: Deploys happen on Tuesdays",
                "description: Deploys happen on Thursdays")
    (second.memory / "node-version.md").unlink()
    assert merge(second, first).returncode == 0
    second.memdir("git", "resolve")
    catalog = second.git("show", ":.memory/MEMORY.md").stdout
    assert "- [deploy-day](deploy-day.md) - Deploys happen on Tuesdays" in catalog
    assert "- [node-version](node-version.md) - The project uses Node 18" in catalog
    assert "- [style-2](style-2.md) - Use tabs in Makefiles" in catalog
    work = (second.memory / "MEMORY.md").read_text()
    assert "Deploys happen on Thursdays" in work and "node-version" not in work


def test_resolve_with_no_merge_in_progress_refuses_and_changes_nothing(clones) -> None:
    """'memdir git resolve' run with no merge in progress staged every record not
    committed yet, and MEMORY.md with them."""
    _, second = clones
    second.memdir("add", "draft", "-t", "project", "-d", "A note not meant to commit yet")
    second.edit("deploy-day", "Tuesdays", "Thursdays")
    before = second.status()
    done = second.memdir("git", "resolve", check=False)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr.strip() == (
        "Error: No merge in progress (git has no unmerged file and no merge stopped), so "
        "'memdir git resolve' changed and staged nothing."), done.stderr
    assert second.status() == before and "?? .memory/draft.md" in before


def test_edits_of_different_fields_merge_without_conflict(clones) -> None:
    first, second = clones
    first.edit("node-version", "type: project", "type: reference")
    first.commit("a")
    second.edit("node-version", "pin Node 18.", "pin Node 18 (LTS).")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    text = second.record("node-version")
    assert "type: reference" in text and "pin Node 18 (LTS)." in text
    assert "<<<<<<<" not in text and second.status() == "", second.git("diff").stdout
    assert second.memdir("inbox").stdout.startswith("The inbox is empty")
    doctor_clean(second)


def test_a_body_changed_on_both_sides_keeps_ours_and_proposes_theirs(clones) -> None:
    first, second = clones
    first.edit("node-version", "pin Node 18.", "pin Node 22.")
    first.commit("a")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pin Node 20." in second.record("node-version")
    inbox = second.memdir("inbox").stdout
    assert "node-version" in inbox and "body changed on both sides" in inbox.lower() \
        or "body" in inbox
    pid = next(word for word in inbox.split() if word.startswith("p") and len(word) > 6)
    second.memdir("approve", pid)
    assert "pin Node 22." in second.record("node-version")
    doctor_clean(second)


def test_theirs_of_a_record_renamed_since_stays_readable_when_it_cannot_be_approved(
        clones) -> None:
    # Approving it said "it is not proposed again." and the other side's text seemed gone.
    first, second = clones
    first.edit("node-version", "pin Node 18.", "pin Node 22.")
    first.commit("a")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("b")
    assert merge(second, first).returncode == 0
    inbox = second.memdir("inbox").stdout
    pid = next(word for word in inbox.split() if word.startswith("p") and len(word) > 6)
    subprocess.run([sys.executable, "-c", "import memdir; memdir.open_memory().rename("
                    "'node-version', 'node-pin', origin='user')"], cwd=second.path,
                   env=second.env, check=True, capture_output=True, timeout=60)
    refused = second.memdir("approve", pid, check=False)
    assert refused.returncode == 1
    assert f"what it held stays readable: memdir inbox {pid}." in refused.stderr
    assert "pin Node 22." in second.memdir("inbox", pid).stdout


def test_delete_against_edit_keeps_the_edit_and_proposes_the_deletion(clones) -> None:
    first, second = clones
    first.memdir("rm", "deploy-day")
    first.commit("a deletes")
    second.edit("deploy-day", "Tuesdays", "Wednesdays")
    second.commit("b edits")
    done = merge(second, first)
    assert done.returncode != 0 and "modify/delete" in done.stdout
    resolved = second.memdir("git", "resolve").stdout
    assert "deletion is proposal" in resolved
    assert "Wednesdays" in second.record("deploy-day")
    second.git("commit", "-q", "--no-edit")
    assert second.status() == ""
    assert "deploy-day" in second.memdir("inbox").stdout
    doctor_clean(second)


def test_a_rename_on_one_side_and_an_edit_on_the_other_meet_in_the_new_name(clones) -> None:
    first, second = clones
    subprocess.run([sys.executable, "-c", (
        "from memdir.service.memory import Memory; from memdir.store.files.store import FileStore;"
        "m = Memory(FileStore('.memory'), user=False, provider='offline');"
        "m.rename('node-version', 'runtime-version', origin='user')")],
        cwd=first.path, env=first.env, check=True)
    first.commit("a renames")
    second.edit("node-version", "pin Node 18.", "pin Node 18 (LTS).")
    second.commit("b edits")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not (second.memory / "node-version.md").exists()
    text = second.record("runtime-version")
    assert "name: runtime-version" in text and "pin Node 18 (LTS)." in text
    doctor_clean(second)


def test_a_merge_without_memdir_is_repaired_by_the_next_memdir_command(clones) -> None:
    first, second = clones
    second.memdir("uninstall", "git", "--yes")
    second.git("checkout", "-q", "--", ".gitattributes")  # committed: it stays, unused
    first.memdir("add", "lint", "-t", "project", "-d", "Lint with ruff")
    first.edit("node-version", "pin Node 18.", "pin Node 22.")
    first.commit("a")
    second.memdir("add", "build", "-t", "project", "-d", "Build with make")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout
    # The person merging takes git's result as it is, markers and all.
    second.commit("merged by hand")
    assert "<<<<<<<" in (second.memory / "MEMORY.md").read_text()
    listing = second.memdir("ls", check=False)
    assert "conflict markers" in listing.stderr + listing.stdout
    assert "<<<<<<<" not in (second.memory / "MEMORY.md").read_text()
    recalled = second.memdir("recall", "Node Docker image", "--json").stdout
    assert "<<<<<<<" not in recalled and "=======" not in recalled
    second.memdir("doctor", "--fix")
    assert "pin Node 20." in second.record("node-version")
    assert "node-version" in second.memdir("inbox").stdout  # theirs: Node 22, for a person
    doctor_clean(second)


def _correct(clone: Clone, new_name: str, version: str, when: str) -> None:
    """What a correction writes: the old record closed, a new one opened."""
    clone.edit("node-version", "type: project\n",
               f"type: project\nsuperseded_by: {new_name}\nvalid_to: '{when}'\n")
    (clone.memory / f"{new_name}.md").write_text(
        f"---\nname: {new_name}\ndescription: The project uses Node {version}\n"
        f"type: project\nsupersedes: node-version\nvalid_from: '{when}'\n---\n"
        f"CI and the Docker image pin Node {version}.\n", encoding="utf-8")
    clone.memdir("doctor", "--fix")  # MEMORY.md as a correction's write leaves it


def test_two_corrections_of_one_record_keep_both_and_ask_which_holds(clones) -> None:
    first, second = clones
    _correct(first, "node-22", "22", "2026-11-02T10:00:00Z")
    first.commit("a corrects")
    _correct(second, "node-20", "20", "2026-11-01T09:00:00Z")
    second.commit("b corrects")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    old = second.record("node-version")
    assert "valid_to: '2026-11-01T09:00:00Z'" in old  # closed at the earliest correction
    assert "superseded_by: node-20" in old  # ours; theirs waits in the inbox
    assert "Node 22" in second.record("node-22") and "Node 20" in second.record("node-20")
    inbox = second.memdir("inbox").stdout
    assert "superseded_by" in inbox and "node-22" in inbox
    assert "node-version" not in second.memdir("ls").stdout  # closed: listed with --history
    # Both successors hold and recall answers with each: doctor says so (it said the
    # store was clean) until a person closes one.
    found = second.memdir("doctor", check=False)
    assert found.returncode == 1
    said = ("'node-22' and 'node-20' each say they replaced 'node-version', and all hold"
            if found.stdout.index("node-22.md") < found.stdout.index("node-20.md") else
            "'node-20' and 'node-22' each say they replaced 'node-version', and all hold")
    assert found.stdout.count(said) == 2, found.stdout
    second.edit("node-20", "supersedes: node-version",
                "supersedes: node-version\nvalid_to: '2026-11-02T10:00:00Z'")
    after = json.loads(second.memdir("doctor", "--json", check=False).stdout)
    assert [p for s in after for p in s["problems"] if p["kind"] == "validity-link"] == []


def test_add_add_at_the_longest_name_keeps_both_under_usable_names(clones) -> None:
    first, second = clones
    longest = "style-" + "x" * 94  # 100 characters: no room for '-2' after it
    first.memdir("add", longest, "-t", "feedback", "-d", "Use tabs in Makefiles")
    first.commit("a")
    second.memdir("add", longest, "-t", "feedback", "-d", "Use black for Python")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    second.memdir("git", "resolve")
    second.git("commit", "-q", "-m", "keep both")
    listed = second.memdir("ls", "--json").stdout
    assert "Use tabs in Makefiles" in listed and "Use black for Python" in listed
    doctor_clean(second)


def test_doctor_never_calls_a_conflict_it_left_for_a_person_fixed(clones) -> None:
    first, second = clones
    # Theirs broke the frontmatter by hand; ours changed the text: the driver cannot
    # read theirs, so git leaves conflict markers.
    path = first.memory / "node-version.md"
    path.write_text("---\nname: [node-version\ndescription: \"Node 20\ntype: project\n---\n"
                    "CI pins Node 20.\n", encoding="utf-8")
    first.commit("theirs")
    second.edit("node-version", "pin Node 18.", "pin Node 18 (LTS).")
    second.commit("ours")
    merge(second, first)
    done = second.memdir("doctor", "--fix", check=False)
    lines = [line for line in done.stdout.splitlines() if "node-version.md" in line]
    assert lines and not any(" fixed " in f" {line} " for line in lines), done.stdout
    [left] = lines
    assert left.startswith("project: still conflict-markers: node-version.md: one side is "
                           "no memory") and left.endswith("left for a person"), left
    assert done.returncode == 1


def test_a_name_that_leaves_the_folder_never_writes_outside_it(clones, tmp_path) -> None:
    # Theirs created the same file holding a name that climbs out of .memory: keeping
    # it beside ours as NAME-2 wrote '../../../x-2.md' wherever that pointed.
    first, second = clones
    target = tmp_path / "planted"
    climb = os.path.relpath(target, second.memory)
    (first.memory / "style.md").write_text(
        f"---\nname: {climb}\ndescription: planted\ntype: project\n---\npwned\n",
        encoding="utf-8")
    first.commit("theirs")
    second.memdir("add", "style", "-t", "feedback", "-d", "Use tabs in Makefiles")
    second.commit("ours")
    merge(second, first)
    assert not list(tmp_path.glob("planted*")), list(tmp_path.glob("planted*"))
    outside = [p for p in second.path.rglob("*.md")
               if second.memory not in p.parents and p.parent != second.path]
    assert outside == []
    second.memdir("doctor", "--fix", check=False)
    assert not list(tmp_path.glob("planted*"))
    assert "Use tabs in Makefiles" in second.record("style")


def test_add_add_keeps_theirs_under_a_name_no_record_holds_not_only_no_file(
        clones) -> None:
    """The free name was checked against file names only: a record whose file was named
    by hand ('tabs-note.md' holding 'name: style-2') left 'style-2' looking free, and
    theirs was kept as a second record named style-2."""
    first, second = clones
    (first.memory / "tabs-note.md").write_text(
        "---\nname: style-2\ndescription: Use four spaces in YAML files\ntype: feedback\n"
        "---\nUse four spaces in YAML files.\n", encoding="utf-8")
    first.commit("a hand-named record")
    first.git("push", "-q", "origin", "HEAD:main")
    second.git("pull", "-q", "--no-rebase", "--no-edit", "origin", "main")
    first.memdir("add", "style", "-t", "feedback", "-d", "Use tabs in Makefiles")
    first.commit("b")
    second.memdir("add", "style", "-t", "feedback", "-d", "Use black for Python")
    second.commit("c")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "kept as 'style-3'" in done.stderr, done.stderr
    assert "name: style-3\n" in second.record("style-3")
    assert "name: style-2\n" in (second.memory / "tabs-note.md").read_text()
    second.memdir("git", "resolve")
    names = [line.split("](")[0] for line in (second.memory / "MEMORY.md").read_text()
             .splitlines() if line.startswith("- [")]
    assert len(names) == len(set(names)), names


def test_a_driver_that_fails_while_writing_leaves_ours_whole(clones, tmp_path) -> None:
    """Git takes whatever the driver left in %A as the merge: a driver stopped while
    writing it (here by a file-size limit, as a full disk would) must leave the old file,
    not its first bytes."""
    first, second = clones
    base = tmp_path / "base.md"
    base.write_text(second.record("node-version"), encoding="utf-8")
    theirs = tmp_path / "theirs.md"
    theirs.write_text(base.read_text(encoding="utf-8").replace(
        "type: project", "type: reference"), encoding="utf-8")
    second.edit("node-version", "pin Node 18.", "pin Node 18 (LTS).")
    ours = second.memory / "node-version.md"
    before = ours.read_bytes()
    script = ("import resource, sys\n"
              "from pathlib import Path\n"
              "from memdir.integrations.git import run_driver\n"
              "resource.setrlimit(resource.RLIMIT_FSIZE, (20, 20))\n"
              "sys.exit(run_driver(*map(Path, sys.argv[1:4]), '.memory/node-version.md'))\n")
    done = subprocess.run([sys.executable, "-c", script, str(base), str(ours), str(theirs)],
                          cwd=second.path, env={**second.env, "PYTHONDONTWRITEBYTECODE": "1"},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    # One line for the person merging, never a traceback (git shows the driver's stderr).
    assert "Traceback" not in done.stderr
    assert "cannot write the merge" in done.stderr and "left as it was" in done.stderr
    assert ours.read_bytes() == before
    assert [p.name for p in second.memory.glob(".*.tmp")] == []


@pytest.mark.parametrize("their_name", ["../../../planted", "node-version"])
def test_a_name_changed_inside_a_record_on_one_side_is_a_conflict_for_a_person(
        clones, their_name) -> None:
    """A memdir rename moves the file, so a name changed inside one was taken like any
    other field: a branch's 'name: ../../../planted' merged without a conflict and left
    deploy-day broken (no longer recalled), and 'name: node-version' made it a twin of
    another record."""
    first, second = clones
    first.edit("deploy-day", "name: deploy-day", f"name: {their_name}")
    first.edit("deploy-day", "on Tuesdays", "on Fridays")
    first.commit("theirs renames in place")
    second.edit("deploy-day", "on Tuesdays", "on Wednesdays")
    second.commit("ours")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout, done.stdout + done.stderr
    assert "<<<<<<<" in second.record("deploy-day")
    assert second.memdir("inbox").stdout.startswith("The inbox is empty")
    # Resolved by a person as ours: the record is whole and recalled again.
    second.git("checkout", "--ours", ".memory/deploy-day.md")
    second.commit("resolved")
    assert "name: deploy-day" in second.record("deploy-day")
    assert "deploy-day" in second.memdir("recall", "when do deploys happen").stdout


def test_the_text_merge_fallback_that_fails_while_writing_leaves_ours_whole(
        clones, tmp_path) -> None:
    """A file that is no UTF-8 text is merged by git's line merge (`git merge-file`),
    which wrote into %A itself: stopped by a full disk (here a file-size limit), it left
    the first bytes of the person's file there, which git took as the merge."""
    _, second = clones
    lines = [f"line {n}: some text of the record, long enough to matter\n"
             for n in range(40)]
    base = tmp_path / "base.md"
    base.write_bytes("".join(lines).encode("utf-8"))
    theirs = tmp_path / "theirs.md"
    theirs.write_bytes("".join([*lines[:30], "line 30: theirs\n", *lines[31:]]).encode())
    ours = second.memory / "latin1-notes.md"
    ours.write_bytes("".join(["caf\xe9 (Latin-1)\n", *lines[1:]]).encode("latin-1"))
    before = ours.read_bytes()
    script = ("import resource, sys\n"
              "from pathlib import Path\n"
              "from memdir.integrations.git import run_driver\n"
              f"resource.setrlimit(resource.RLIMIT_FSIZE, ({len(before) // 2},) * 2)\n"
              "sys.exit(run_driver(*map(Path, sys.argv[1:4]), '.memory/latin1-notes.md'))\n")
    done = subprocess.run([sys.executable, "-c", script, str(base), str(ours), str(theirs)],
                          cwd=second.path, env={**second.env, "PYTHONDONTWRITEBYTECODE": "1"},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0, done.stdout + done.stderr
    assert ours.read_bytes() == before
    assert [p.name for p in second.memory.glob(".*.tmp")] == []


def test_the_text_merge_fallback_still_merges(clones, tmp_path) -> None:
    _, second = clones
    lines = [f"line {n}\n" for n in range(20)]
    base = tmp_path / "base.md"
    base.write_bytes("".join(lines).encode())
    theirs = tmp_path / "theirs.md"
    theirs.write_bytes("".join([*lines[:15], "line 15: theirs\n", *lines[16:]]).encode())
    ours = second.memory / "latin1-notes.md"
    ours.write_bytes("".join(["caf\xe9\n", *lines[1:]]).encode("latin-1"))
    from memdir.integrations.git import run_driver

    cwd = os.getcwd()
    os.chdir(second.path)
    try:
        code = run_driver(base, ours, theirs, ".memory/latin1-notes.md")
    finally:
        os.chdir(cwd)
    assert code == 0
    assert ours.read_bytes() == "".join(["caf\xe9\n", *lines[1:15], "line 15: theirs\n",
                                         *lines[16:]]).encode("latin-1")


def test_install_stopped_while_writing_leaves_gitattributes_whole(clones) -> None:
    """`memdir install git` rewrites the person's .gitattributes to add its line: a write
    stopped midway (a full disk, here a file-size limit) left only its first bytes, the
    person's other lines lost."""
    _, second = clones
    second.memdir("uninstall", "git", "--yes")
    attributes = second.path / ".gitattributes"
    mine = "".join(f"assets/file-{n}.bin binary -diff\n" for n in range(30))
    attributes.write_text(mine, encoding="utf-8")

    def limited() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_FSIZE, (len(mine) // 2,) * 2)

    done = subprocess.run([sys.executable, "-m", "memdir", "install", "git", "--yes"],
                          cwd=second.path, env=second.env, text=True, capture_output=True,
                          timeout=60, preexec_fn=limited)
    assert done.returncode != 0, done.stdout + done.stderr
    assert "Could not write" in done.stderr and "Traceback" not in done.stderr
    assert attributes.read_text(encoding="utf-8") == mine


def _typeless(clones) -> tuple[Clone, Clone]:
    """Both clones hold a hand-written record with no type (read as 'project', with the
    problem 'no type'), as a person writes one."""
    first, second = clones
    (first.memory / "build-notes.md").write_text(
        "---\nname: build-notes\ndescription: How the project is built\n---\n"
        "Run make in the repository root.\n", encoding="utf-8")
    first.commit("a hand-written record")
    first.git("push", "-q", "origin", "HEAD:main")
    second.git("pull", "-q", "--no-rebase", "--no-edit", "origin", "main")
    return first, second


def test_a_hand_written_record_without_a_type_merges_as_memory(clones) -> None:
    """A record that already had a problem on both sides (no type) was refused by the
    driver and left to git's line merge: a body changed on both sides became conflict
    markers, where a record with a type keeps ours and files theirs in the inbox."""
    first, second = _typeless(clones)
    first.edit("build-notes", "Run make in the repository root.", "Run make -j8.")
    first.commit("a")
    second.edit("build-notes", "Run make in the repository root.", "Run make release.")
    second.edit("build-notes", "description: How the project is built",
                "description: How the project is built and released")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode == 0, done.stdout + done.stderr
    text = second.record("build-notes")
    assert "<<<<<<<" not in text and "Run make release." in text, text
    assert "type:" not in text  # the merge adds nothing the person did not write
    assert "body" in done.stderr and "proposal" in done.stderr, done.stderr
    inbox = second.memdir("inbox").stdout
    assert "build-notes" in inbox, inbox
    pid = next(word for word in inbox.split() if word.startswith("p") and len(word) > 6)
    second.memdir("approve", pid)
    assert "Run make -j8." in second.record("build-notes")


def test_a_merge_that_brings_a_new_problem_is_still_a_persons(clones) -> None:
    """Theirs took the type out of a record that had one: the merged record would read
    with a problem ours did not have, so git's line merge leaves it to a person."""
    first, second = clones
    first.edit("node-version", "type: project\n", "")
    first.edit("node-version", "pin Node 18.", "pin Node 22.")
    first.commit("a")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout, done.stdout + done.stderr
    assert "<<<<<<<" in second.record("node-version")
    assert second.memdir("inbox").stdout.startswith("The inbox is empty")


def test_doctor_merges_conflict_markers_in_a_record_without_a_type(clones) -> None:
    """`memdir doctor --fix` refused any merged record with a problem, a rule of its own
    beside the driver's: a hand-written record without a type stayed in conflict."""
    first, second = _typeless(clones)
    second.memdir("uninstall", "git", "--yes")
    second.git("checkout", "-q", "--", ".gitattributes")
    first.edit("build-notes", "Run make in the repository root.", "Run make -j8.")
    first.commit("a")
    second.edit("build-notes", "Run make in the repository root.", "Run make release.")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout
    second.commit("merged by hand")
    assert "<<<<<<<" in second.record("build-notes")
    fixed = second.memdir("doctor", "--fix", check=False).stdout
    lines = [line for line in fixed.splitlines() if "build-notes.md" in line]
    assert lines and "left for a person" not in " ".join(lines), fixed
    text = second.record("build-notes")
    assert "<<<<<<<" not in text and "Run make release." in text, text
    assert "build-notes" in second.memdir("inbox").stdout  # theirs: -j8, for a person


def test_doctor_leaves_a_record_holding_another_name_and_repairs_the_rest(clones) -> None:
    """A file renamed by hand holds the name ours held, which the driver's rule accepts;
    doctor --fix wrote the merge by that name, found no record holding it, and stopped on
    "Memory 'deploy' was changed by another writer", leaving the other files unrepaired."""
    first, second = clones
    (first.memory / "deploy-notes.md").write_text(
        "---\nname: deploy\ndescription: How deploys run\ntype: project\n---\n"
        "Deploy with the script.\n", encoding="utf-8")
    first.commit("a hand-renamed record")
    first.git("push", "-q", "origin", "HEAD:main")
    second.git("pull", "-q", "--no-rebase", "--no-edit", "origin", "main")
    second.memdir("uninstall", "git", "--yes")
    second.git("checkout", "-q", "--", ".gitattributes")
    first.edit("deploy-notes", "Deploy with the script.", "Deploy with make deploy.")
    first.edit("node-version", "pin Node 18.", "pin Node 22.")
    first.commit("a")
    second.edit("deploy-notes", "Deploy with the script.", "Deploy with the pipeline.")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("b")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout
    second.commit("merged by hand")
    assert "<<<<<<<" in second.record("deploy-notes")
    fixed = second.memdir("doctor", "--fix", check=False)
    out = fixed.stdout + fixed.stderr
    assert "another writer" not in out and "Traceback" not in out, out
    lines = [line for line in out.splitlines() if "deploy-notes.md" in line]
    assert lines and "left for a person" in " ".join(lines), out
    assert "<<<<<<<" in second.record("deploy-notes")  # not half-written, still a person's
    node = second.record("node-version")
    assert "<<<<<<<" not in node and "pin Node 20." in node, out


@pytest.mark.parametrize(("line", "theirs"), [
    ("name: node-version", "name: deploy-day"),     # a twin of another record
    ("type: project", "type: [project"),            # frontmatter that is no YAML
])
def test_a_line_merge_that_breaks_the_record_stops_even_without_overlapping_lines(
        clones, line, theirs) -> None:
    """memdir leaves a record it will not merge to git's line merge, whose conflict a
    person resolves; but edits of different lines merge without one: the branch's name
    change or broken frontmatter became the person's record, the merge said nothing,
    and the record stopped being recalled as itself."""
    first, second = clones
    first.edit("node-version", line, theirs)
    first.commit("theirs changes a line memdir will not merge")
    second.edit("node-version", "pin Node 18.", "pin Node 20.")
    second.commit("ours")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout, done.stdout + done.stderr
    assert "does not read back as this record" in done.stderr
    assert second.status().startswith("UU .memory/node-version.md"), second.status()
    # Both sides' text is in the file for the person who resolves it.
    assert theirs in second.record("node-version")
    assert "pin Node 20." in second.record("node-version")


def test_a_record_renamed_on_both_sides_is_resolved_under_both_names(clones) -> None:
    """Both sides renamed one record, each to its own name: git stops the merge
    (rename/rename), and 'memdir git resolve' failed on the old path, which no side has
    any more, with an AssertionError traceback."""
    first, second = clones
    for clone, new in ((first, "release-day"), (second, "ship-day")):
        clone.git("mv", ".memory/deploy-day.md", f".memory/{new}.md")
        clone.edit(new, "name: deploy-day", f"name: {new}")
        clone.commit(f"rename to {new}")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT" in done.stdout, done.stdout + done.stderr
    resolved = second.memdir("git", "resolve", check=False)
    assert resolved.returncode == 0, resolved.stdout + resolved.stderr
    assert "Traceback" not in resolved.stderr
    assert "deploy-day.md: no side has it any more" in resolved.stdout
    second.git("commit", "-q", "--no-edit")
    files = sorted(p.name for p in second.memory.glob("*.md"))
    assert files == ["MEMORY.md", "node-version.md", "release-day.md", "ship-day.md"]
    for name in ("release-day", "ship-day"):  # each copy holds its file's name
        assert f"name: {name}\n" in second.record(name)
        assert "Deploys happen on Tuesdays" in second.record(name)
    assert second.status() == ""


def test_resolve_leaves_a_side_that_is_not_utf8_to_the_person(clones) -> None:
    """A record deleted on one side and changed on the other, the change written in
    Latin-1: 'memdir git resolve' read git's stage with U+FFFD for each byte it could not
    decode, kept that as the record and staged it, 'café' silently become 'caf\\ufffd'."""
    first, second = clones
    first.git("rm", "-q", ".memory/deploy-day.md")
    first.commit("deploy-day deleted")
    path = second.memory / "deploy-day.md"
    path.write_bytes(path.read_bytes().replace(b"Deploys happen on Tuesdays",
                                               "Deploys happen after the café".encode(
                                                   "latin-1")))
    changed = path.read_bytes()
    second.commit("deploy-day changed in Latin-1")
    done = merge(second, first)
    assert done.returncode != 0 and "CONFLICT (modify/delete)" in done.stdout, done.stdout
    resolved = second.memdir("git", "resolve", check=False)
    assert "Traceback" not in resolved.stderr, resolved.stderr
    assert (".memory/deploy-day.md: ours' version is not UTF-8 text; left for you to "
            "merge, its bytes as they are") in resolved.stdout, resolved.stdout
    assert path.read_bytes() == changed  # git's own copy, byte for byte
    assert "UD .memory/deploy-day.md" in second.status()  # still unmerged, for the person
    assert second.memdir("inbox").stdout.count("deploy-day") == 0


def test_a_record_memdir_renamed_on_both_sides_leaves_no_proposal_it_cannot_apply(
        clones) -> None:
    """The driver filed theirs' name as a proposal to write over ours ('the file keeps
    ours'), while git kept a file under each name and 'memdir git resolve' kept both:
    approving it failed with "Memory 'release-day' was changed by another writer since it
    was read", and the inbox kept a proposal no one could apply."""
    first, second = clones
    for clone, new in ((first, "release-day"), (second, "ship-day")):
        subprocess.run([sys.executable, "-c", (
            "from memdir.service.memory import Memory;"
            "from memdir.store.files.store import FileStore;"
            "m = Memory(FileStore('.memory'), user=False, provider='offline');"
            f"m.rename('deploy-day', '{new}', origin='user')")],
            cwd=clone.path, env=clone.env, check=True)
        clone.commit(f"rename to {new}")
    done = merge(second, first)
    assert "CONFLICT (rename/rename)" in done.stdout, done.stdout + done.stderr
    assert ("both sides renamed it ('ship-day' here, 'release-day' there)"
            in done.stdout + done.stderr), done.stdout + done.stderr
    resolved = second.memdir("git", "resolve")
    assert "Traceback" not in resolved.stderr
    second.git("commit", "-q", "--no-edit")
    assert second.memdir("inbox").stdout.strip() == "The inbox is empty."
    for name in ("release-day", "ship-day"):
        assert "Deploys happen on Tuesdays" in second.record(name)
    doctor_clean(second)


def test_outside_a_repository_the_error_names_a_folder_that_exists_and_a_way_out(
        tmp_path: Path, isolated_env: Path) -> None:
    """Outside git, 'memdir install git' told the user to run 'memdir install git', and
    'memdir git resolve' named the .memory/ folder that was never made."""
    folder = tmp_path / "plain"
    folder.mkdir()
    clone = Clone(folder, _env(tmp_path, tmp_path / "home"))
    for command in (("install", "git"), ("git", "resolve")):
        done = clone.memdir(*command, check=False)
        assert done.returncode == 1, done.stdout + done.stderr
        assert done.stderr.strip() == (
            f"Error: {folder} is not inside a git repository; run this in the repository "
            "a project's .memory/ is committed in (git init makes one)."), done.stderr
    assert not (folder / ".memory").exists()
    # Inside a repository whose .memory/ does not exist yet, resolve finds the repository.
    clone.git("init", "-q")
    done = clone.memdir("git", "resolve", check=False)
    assert "No merge in progress" in done.stderr, done.stderr
