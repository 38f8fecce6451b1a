"""Sharing a project's memory through git: memdir's merge driver, installed and run.

``memdir install git`` adds one line to the repository's ``.gitattributes`` (committed:
every clone then knows which files memdir merges) and a ``merge.memdir`` driver to
``.git/config`` (each person's own: git never runs a command a repository names).
Both are shown before they are written; ``memdir uninstall git`` takes them out again.

Git runs the driver once per file both sides changed (``memdir git merge-driver %O %A
%B %P``); what a file becomes is decided by `memdir.service.writes.merges`. A clone
without the driver merges the same files as text: git then falls back to its line merge,
and ``memdir git resolve`` (or, after the fact, ``memdir doctor --fix``) redoes what it
could not.

Git itself decides a few cases before any driver runs: a record deleted on one side and
changed on the other stops the merge (``CONFLICT (modify/delete)``). ``memdir git
resolve`` finishes such a merge: it keeps the changed record, files the deletion as a
proposal, and merges every other unmerged memory file from git's index stages.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from memdir.foundation.atomic import atomic_write, storage_error
from memdir.foundation.errors import GitError, MemdirError

DRIVER = "memdir"
ATTRIBUTES_COMMENT = ("# memdir: memory records merged field by field, MEMORY.md never "
                      "conflicted (memdir install git)")
DRIVER_NAME = "memdir: memory records merged field by field"


def _git(repo: Path, *args: str, input: bytes | None = None,
         check: bool = True) -> subprocess.CompletedProcess[bytes]:
    try:
        done = subprocess.run(["git", "-C", str(repo), *args], input=input,
                              capture_output=True, check=False)
    except FileNotFoundError as exc:
        raise GitError("git is not installed (or not on PATH).") from exc
    if check and done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GitError(f"git {args[0]} failed: {message[-1] if message else done.returncode}")
    return done


def repository_of(folder: Path) -> Path:
    """The top of the git work tree holding ``folder``.

    Raises:
        GitError: ``folder`` is in no git work tree.
    """
    here = folder
    while not here.is_dir() and here.parent != here:  # a store not made yet: its project
        here = here.parent
    done = _git(here, "rev-parse", "--show-toplevel", check=False)
    if done.returncode != 0:
        raise GitError(f"{here} is not inside a git repository; run this in the repository "
                       "a project's .memory/ is committed in (git init makes one).")
    return Path(done.stdout.decode().strip())


# --- install and uninstall ---------------------------------------------------------------

@dataclass
class Setup:
    """What ``memdir install git`` writes, or ``uninstall`` removes, before it does."""

    repo: Path
    attributes: Path
    attribute_lines: list[str]          # the lines of .gitattributes that are memdir's
    lines_to_change: list[str]          # of those, the ones to add (install) or remove
    config: dict[str, str]              # merge.memdir.* keys and their values
    config_to_change: dict[str, str] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return bool(self.lines_to_change or self.config_to_change)

    def describe(self, installing: bool) -> str:
        """The lines and settings, as a person reads them before saying yes."""
        out: list[str] = []
        verb = "add to" if installing else "remove from"
        if self.lines_to_change:
            out.append(f"{verb} {self.attributes}:")
            out += [f"    {line}" for line in self.lines_to_change]
        if self.config_to_change:
            config = self.repo / ".git" / "config"
            out.append(f"{'set in' if installing else 'remove from'} {config} "
                       "(git config --local):")
            out.append(f'    [merge "{DRIVER}"]')
            out += [f"        {key.rsplit('.', 1)[1]} = {value}"
                    for key, value in self.config_to_change.items()]
        return "\n".join(out)


def _store_pattern(repo: Path, store_folder: Path) -> str:
    relative = store_folder.resolve().relative_to(repo.resolve()).as_posix()
    # Spaces and other specials in a path would end the pattern: git quotes like C strings.
    if any(c in relative for c in ' \t"\\'):
        escaped = relative.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}/**" merge={DRIVER}'
    return f"{relative}/** merge={DRIVER}"


def driver_command() -> str:
    """The command git runs: memdir by absolute path (never ``python -m`` from a project
    folder, `memdir.launch`), with git's placeholders, which git quotes itself."""
    from memdir.foundation.launch import memdir_command, shell_line

    return shell_line(memdir_command("git", "merge-driver")) + " %O %A %B %P"


def _config_values(repo: Path) -> dict[str, str]:
    done = _git(repo, "config", "--local", "--get-regexp", rf"^merge\.{DRIVER}\.", check=False)
    out = {}
    for line in done.stdout.decode("utf-8", "replace").splitlines():
        key, _, value = line.partition(" ")
        out[key] = value
    return out


def _read_attributes(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise GitError(f"Could not read {path}: {exc}.") from exc


def plan_install(store_folder: Path) -> Setup:
    """What installing the merge driver for ``store_folder`` would write."""
    repo = repository_of(store_folder.parent if not store_folder.exists() else store_folder)
    attributes = repo / ".gitattributes"
    wanted = [ATTRIBUTES_COMMENT, _store_pattern(repo, store_folder)]
    present = _read_attributes(attributes)
    to_add = [] if wanted[1] in present else [
        line for line in wanted if line not in present]
    config = {f"merge.{DRIVER}.name": DRIVER_NAME, f"merge.{DRIVER}.driver": driver_command()}
    current = _config_values(repo)
    to_set = {k: v for k, v in config.items() if current.get(k) != v}
    return Setup(repo, attributes, wanted, to_add, config, to_set)


def install(setup: Setup) -> None:
    """Write what `plan_install` showed: the lines appended to .gitattributes, the
    driver set in the repository's own config."""
    if setup.lines_to_change:
        present = _read_attributes(setup.attributes)
        text = "\n".join(present)
        if text and not text.endswith("\n"):
            text += "\n"
        if text and text.strip():
            text += "\n"
        text += "\n".join(setup.lines_to_change) + "\n"
        _write_attributes(setup.attributes, text)
    for key, value in setup.config_to_change.items():
        _git(setup.repo, "config", "--local", key, value)


def _write_attributes(path: Path, text: str) -> None:
    """A person's .gitattributes, replaced whole or left as it was (a full disk)."""
    try:
        atomic_write(path, text)
    except OSError as exc:
        raise storage_error(exc, f"write {path}") from exc


def plan_uninstall(folder: Path) -> Setup:
    """What uninstalling removes: memdir's .gitattributes lines (any store folder's) and
    the ``merge.memdir`` settings; nothing else."""
    repo = repository_of(folder)
    attributes = repo / ".gitattributes"
    present = _read_attributes(attributes)
    mine = [line for line in present
            if line == ATTRIBUTES_COMMENT or line.rstrip().endswith(f" merge={DRIVER}")]
    current = _config_values(repo)
    return Setup(repo, attributes, mine, mine, current, dict(current))


def uninstall(setup: Setup) -> bool:
    """Remove what `plan_uninstall` listed; True when .gitattributes held nothing else
    and was removed."""
    removed_file = False
    if setup.lines_to_change:
        present = _read_attributes(setup.attributes)
        kept = [line for line in present if line not in setup.lines_to_change]
        while kept and not kept[-1].strip():
            kept.pop()
        if any(line.strip() for line in kept):
            _write_attributes(setup.attributes, "\n".join(kept) + "\n")
        else:
            setup.attributes.unlink()
            removed_file = True
    if setup.config_to_change:
        _git(setup.repo, "config", "--local", "--remove-section", f"merge.{DRIVER}",
             check=False)
    return removed_file


# --- the driver --------------------------------------------------------------------------

def _read(path: Path) -> str | None:
    try:
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _text_merge(base: Path, ours: Path, theirs: Path, label: str) -> int:
    """git's own line merge into ``ours`` (what git does without a driver), written as
    the driver's own merge is: `git merge-file` writes into ``ours`` itself, and stopped
    midway (a full disk) left its first bytes, which git takes as the merge."""
    done = subprocess.run(["git", "merge-file", "-p", "-L", f"ours:{label}", "-L", "base",
                           "-L", f"theirs:{label}", str(ours), str(base), str(theirs)],
                          capture_output=True, check=False)
    if not 0 <= done.returncode <= 127:  # an error, not a count of conflicts: no merge
        return 1
    try:
        atomic_write(ours, done.stdout)
    except OSError as exc:
        print(f"memdir: {label}: cannot write the merge ({exc}); left as it was",
              file=sys.stderr)
        return 1
    return 0 if done.returncode == 0 else 1


def run_driver(base: Path, ours: Path, theirs: Path, path: str,
               report: Sequence[str] | None = None) -> int:
    """Merge one file as git's merge driver: the result is written to ``ours``.

    Returns the exit code git reads: 0 merged (what a person must still decide is in
    the inbox), 1 conflict (left as git's line merge, with markers).
    """
    texts = [_read(p) for p in (base, ours, theirs)]
    repo = repository_of(Path.cwd())
    folder = repo / Path(path).parent
    if Path(path).parent.name == ".history":
        folder = folder.parent
    if None in texts:
        return _text_merge(base, ours, theirs, path)
    from memdir.service.writes.merges import kind_of, merge_store_file, reads_as_itself

    b, o, t = (x or "" for x in texts)
    try:
        merged = merge_store_file(folder, path, b, o, t)
    except (MemdirError, OSError) as exc:
        print(f"memdir: {path}: {exc}; merged as text instead", file=sys.stderr)
        return _text_merge(base, ours, theirs, path)
    if merged is None:
        code = _text_merge(base, ours, theirs, path)
        # A record memdir would not merge (a side renamed it in place, or broke its
        # frontmatter) went to git's line merge, which merges edits of different lines
        # without a word: the branch's 'name: <another record>' or broken YAML became the
        # person's record. What does not read back as the record is a conflict.
        if code == 0 and kind_of(path) == "record" and not reads_as_itself(
                _read(ours) or "", Path(path).name, o, t):
            print(f"memdir: {path}: the line merge does not read back as this record (a "
                  "side changed its name or broke its frontmatter); left as a conflict "
                  "for you to check", file=sys.stderr)
            return 1
        return code
    # Git takes whatever is in ``ours`` when the driver ends as the merge: a driver killed
    # or refused mid-write must leave the old file whole, never its first bytes.
    try:
        atomic_write(ours, merged.text)
    except OSError as exc:
        print(f"memdir: {path}: cannot write the merge ({exc}); left as it was",
              file=sys.stderr)
        return 1
    for line in merged.report:
        print(f"memdir: {line}", file=sys.stderr)
    if merged.kept:  # for 'memdir git resolve' to stage, and nothing else untracked
        try:
            with _kept_note(repo).open("a", encoding="utf-8") as note:
                note.writelines((Path(path).parent / f).as_posix() + "\n"
                                for f in merged.kept)
        except (OSError, MemdirError) as exc:
            print(f"memdir: {path}: cannot note the copy kept beside it ({exc}); stage it "
                  "with git add", file=sys.stderr)
    return 0


# --- finishing a merge git stopped -------------------------------------------------------

@dataclass
class Resolution:
    """What ``memdir git resolve`` did, file by file."""

    resolved: list[str] = field(default_factory=list)
    report: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)  # not memdir's to merge


def _unmerged(repo: Path) -> dict[str, dict[int, str]]:
    """path -> {stage: blob id} of the index's unmerged entries."""
    done = _git(repo, "ls-files", "-u", "-z")
    out: dict[str, dict[int, str]] = {}
    for entry in done.stdout.decode("utf-8", "surrogateescape").split("\0"):
        if not entry:
            continue
        info, _, path = entry.partition("\t")
        _, blob, stage = info.split()
        out.setdefault(path, {})[int(stage)] = blob
    return out


class _NotText(ValueError):
    """A stage (its number the argument) whose blob is not UTF-8 text."""


_SIDES = {1: "the base's", 2: "ours'", 3: "theirs'"}


def _blob(repo: Path, stage: int, blob: str) -> str:
    try:
        return _git(repo, "cat-file", "blob", blob).stdout.decode("utf-8")
    except UnicodeDecodeError:
        raise _NotText(stage) from None


def resolve(store_folder: Path) -> Resolution:
    """Finish a merge of the memory files of ``store_folder`` (one git stopped, or one
    whose driver kept a record under a new name).

    Every unmerged file of the store is merged from git's index stages as the driver
    would have (a record deleted on one side and changed on the other keeps the change
    and files the deletion as a proposal), written, and staged with ``git add``; record
    files git does not track yet (the renamed copies) are staged; MEMORY.md last, rebuilt
    from the records, staged as git's index holds them. Files outside the store are left
    to git.
    """
    from memdir.integrations.git_catalog import stage_catalog
    from memdir.service.writes.merges import kind_of, resolve_file

    repo = repository_of(store_folder)
    prefix = store_folder.resolve().relative_to(repo.resolve()).as_posix() + "/"
    out = Resolution()
    index_paths = []
    unmerged, note, kept = _merge_in_progress(repo)
    for path, stages in sorted(unmerged.items()):
        kind = kind_of(path) if path.startswith(prefix) else None
        if kind is None:
            out.left.append(path)
            continue
        if kind == "index":
            index_paths.append(path)
            continue
        if 2 not in stages and 3 not in stages:
            _drop_unheld(repo, path, out)
            continue
        versions = _versions(repo, path, stages, out)
        if versions is None:
            continue
        merged = resolve_file(store_folder, path, versions.get(1), versions.get(2),
                              versions.get(3))
        if merged is None:
            out.left.append(path)
            continue
        try:  # whole or not at all: git and memdir read it next
            atomic_write(repo / path, merged.text)
        except OSError as exc:
            raise storage_error(exc, f"write {path}") from exc
        out.report += merged.report
        kept.update((Path(path).parent / f).as_posix() for f in merged.kept)
        _git(repo, "add", "--", path)
        out.resolved.append(path)
    # Records the driver kept under a new name (both sides created one name) join the
    # merge; any other record not committed yet is the person's own, never staged.
    for path in _untracked(repo, prefix):
        if kind_of(path) == "record" and path in kept:
            _git(repo, "add", "--", path)
            out.resolved.append(path)
            out.report.append(f"{path}: a record not yet committed, staged")
    # MEMORY.md as the merged records say, staged even when git had merged it: a record
    # kept against a deletion needs its line back, a renamed copy its first.
    index = prefix + "MEMORY.md"
    if stage_catalog(store_folder, repo, prefix, _git) or index in index_paths:
        out.resolved.append(index)
    note.unlink(missing_ok=True)
    return out


def _merge_in_progress(repo: Path) -> tuple[dict[str, dict[int, str]], Path, set[str]]:
    """The unmerged entries of git's index, the driver's note of the copies it kept beside
    another and the paths it lists.

    Raises:
        GitError: no merge is in progress: no unmerged file, no merge stopped, no copy.
    """
    unmerged, note = _unmerged(repo), _kept_note(repo)
    kept = set(note.read_text("utf-8").splitlines()) if note.is_file() else set()
    if not (unmerged or kept or _merging(repo)):
        raise GitError("No merge in progress (git has no unmerged file and no merge "
                       "stopped), so 'memdir git resolve' changed and staged nothing.")
    return unmerged, note, kept


def _kept_note(repo: Path) -> Path:
    """The file in the repository's git folder listing the records a merge driver wrote
    beside another (``NAME-2``), for 'memdir git resolve' to stage."""
    where = _git(repo, "rev-parse", "--git-path", "memdir-kept").stdout.decode().strip()
    return repo / where


def _merging(repo: Path) -> bool:
    """Whether git has a merge, cherry-pick, revert or rebase stopped in ``repo``."""
    heads = ("MERGE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD", "rebase-merge", "rebase-apply")
    return any((repo / _git(repo, "rev-parse", "--git-path", h).stdout.decode().strip())
               .exists() for h in heads)


def _versions(repo: Path, path: str, stages: dict[int, str], out: Resolution
              ) -> dict[int, str] | None:
    """The text of each of ``path``'s index stages; None, the path left to the person
    with a line saying why, when one is not UTF-8 text. Read with U+FFFD for each byte,
    'café' in Latin-1 was kept as 'caf\ufffd' and staged: a memory changed without a
    word."""
    try:
        return {n: _blob(repo, n, blob) for n, blob in stages.items()}
    except _NotText as exc:
        out.report.append(f"{path}: {_SIDES[exc.args[0]]} version is not UTF-8 text; left "
                          "for you to merge, its bytes as they are")
        out.left.append(path)
        return None


def _drop_unheld(repo: Path, path: str, out: Resolution) -> None:
    """A path neither side has any more (both renamed the record, each to a name of its
    own, or both deleted it) leaves the index: its renamed copies are merged on their own
    paths."""
    _git(repo, "rm", "--cached", "--quiet", "--", path)
    out.report.append(f"{path}: no side has it any more (renamed or deleted on both), "
                      "removed")
    out.resolved.append(path)


def _untracked(repo: Path, prefix: str) -> list[str]:
    done = _git(repo, "ls-files", "--others", "--exclude-standard", "-z", "--", prefix)
    return [p for p in done.stdout.decode("utf-8", "surrogateescape").split("\0")
            if p and "/" not in p[len(prefix):]]


__all__ = ["GitError", "Resolution", "Setup", "driver_command", "install", "plan_install",
           "plan_uninstall", "repository_of", "resolve", "run_driver", "uninstall"]
