"""Anchors in a record's frontmatter are hostile input: odd types, huge lists, paths out."""

from __future__ import annotations

import pytest

from memdir.foundation.anchor import MAX_ANCHORS, parse_anchors
from memdir.foundation.record import parse_record
from memdir.pipeline.anchors import AnchorChecker
from memdir.pipeline.citations import git_head, make_anchor

SHA = "a" * 64


@pytest.mark.parametrize("value", [
    "net/retry.py", 42, {"path": "x.py"}, [None, 3, "x", []],
    [{"path": "x.py"}],  # no hash
    [{"path": "x.py", "sha256": "zz"}],
    [{"path": "x.py", "sha256": SHA, "lines": "9-1"}],
    [{"path": "x.py", "sha256": SHA, "lines": "1-999999"}],
    [{"path": "x.py", "sha256": SHA, "symbol": "a b; rm -rf /"}],
    [{"path": ["x.py"], "sha256": SHA}],
    [{"path": "x" * 5_000, "sha256": SHA}],
])
def test_unusable_anchors_are_dropped_never_raised(value):
    anchors, problems = parse_anchors(value)
    assert anchors == ()
    assert problems


def test_anchor_count_is_capped():
    anchors, problems = parse_anchors([{"path": f"f{i}.py", "sha256": SHA}
                                       for i in range(MAX_ANCHORS * 10)])
    assert len(anchors) == MAX_ANCHORS
    assert any("only the first" in p for p in problems)


def test_a_hand_written_record_with_bad_anchors_still_reads(tmp_path):
    text = ("---\nname: x\ndescription: d\ntype: project\nanchors:\n- path: /etc/passwd\n"
            "  sha256: " + SHA + "\n- path: ok.py\n  sha256: " + SHA + "\n  commit: 'not hex'\n"
            "---\nbody\n")
    rec = parse_record(text, "x.md")
    assert [(a.path, a.commit) for a in rec.anchors] == [("ok.py", "")]
    assert not rec.problems
    assert AnchorChecker().check(rec.anchors[0], tmp_path).status == "gone"


def test_the_commit_is_read_from_git_without_running_git(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    assert make_anchor(tmp_path, "a.py").commit == ""
    git = tmp_path / ".git"
    (git / "refs" / "heads").mkdir(parents=True)
    (git / "HEAD").write_text("ref: refs/heads/main\n")
    (git / "refs" / "heads" / "main").write_text("1" * 40 + "\n")
    assert make_anchor(tmp_path, "a.py").commit == "1" * 40
    (git / "refs" / "heads" / "main").unlink()
    (git / "packed-refs").write_text("# pack-refs\n" + "2" * 40 + " refs/heads/main\n")
    assert git_head(tmp_path) == "2" * 40
    (git / "HEAD").write_text("ref: ../../../etc/passwd\n")
    assert git_head(tmp_path) == ""


def test_a_file_too_large_is_not_cited_and_not_read(tmp_path):
    from memdir.foundation.errors import AnchorError
    from memdir.pipeline.anchors import MAX_FILE_BYTES

    (tmp_path / "big.py").write_text("x" * (MAX_FILE_BYTES + 1))
    with pytest.raises(AnchorError):
        make_anchor(tmp_path, "big.py")


def test_an_inbox_that_cannot_keep_a_proposal_stops_no_listing_and_no_recall(
        tmp_path, tmp_path_factory, monkeypatch):
    # A cloned repository can ship .memory/.inbox as a link: memdir never writes through
    # it, and noticing stale code there must not break recall, `stale` or `doctor`.
    from click.testing import CliRunner

    from memdir.cli import cli
    from memdir.foundation.candidate import Candidate
    from memdir.service.memory import Memory
    from memdir.store.files.store import FileStore

    (tmp_path / ".git").mkdir()
    (tmp_path / "retry.py").write_text("def backoff(n):\n    return min(30, 2 ** n)\n")
    store = FileStore(tmp_path / ".memory", scope="project")
    mem = Memory(store, user=False, provider="offline")
    mem.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds", "project",
                       anchors=(make_anchor(tmp_path, "retry.py", "backoff"),)))
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    store.inbox_path.symlink_to(elsewhere, target_is_directory=True)
    (tmp_path / "retry.py").write_text("def backoff(n):\n    return min(60, 2 ** n)\n")
    assert mem.recall("retry backoff cap")[0].code_status == "stale"
    monkeypatch.chdir(tmp_path)
    listed = CliRunner().invoke(cli, ["stale"])
    assert listed.exit_code == 0 and "stale retry-cap" in listed.stdout
    assert "could not propose a review of retry-cap" in listed.stderr
    doctor = CliRunner().invoke(cli, ["doctor", "--scope", "project"])
    assert doctor.exit_code == 1 and "stale-anchor" in doctor.stdout
    assert list(elsewhere.iterdir()) == []
