"""Code anchors: each status, the stat-only fast path, hostile paths, recall, extraction."""

from __future__ import annotations

import json
import os

import pytest

from memdir.foundation.anchor import parse_anchors
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import AnchorError
from memdir.foundation.record import parse_record
from memdir.pipeline import anchors as anchors_mod
from memdir.pipeline.anchors import AnchorChecker
from memdir.pipeline.citations import cite_candidates, make_anchor
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

RETRY = """import time


def backoff(attempt):
    \"\"\"Seconds to wait before retry number ``attempt``.\"\"\"
    return min(30, 2 ** attempt)


class Client:
    def get(self, url):
        return url
"""


@pytest.fixture
def project(tmp_path):
    (tmp_path / "net").mkdir()
    (tmp_path / "net" / "retry.py").write_text(RETRY)
    (tmp_path / "net" / "http.py").write_text("def fetch(url):\n    return url\n")
    return tmp_path


def _status(anchor, root):
    return AnchorChecker().check(anchor, root)


def test_fresh_when_the_cited_symbol_is_unchanged(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    assert anchor.lines == (4, 6)
    assert _status(anchor, project).status == "fresh"


def test_moved_within_the_file_reports_the_new_lines(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    path = project / "net" / "retry.py"
    path.write_text("# a header line\n# another\n" + RETRY)
    result = _status(anchor, project)
    assert (result.status, result.path, result.lines) == ("moved", "net/retry.py", (6, 8))
    assert result.to_dict()["now"] == "net/retry.py:6-8"


def test_renamed_file_is_moved_to_the_new_path(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    (project / "net" / "retry.py").rename(project / "net" / "retrying.py")
    result = _status(anchor, project)
    assert (result.status, result.path) == ("moved", "net/retrying.py")


def test_edited_cited_text_is_stale(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    path = project / "net" / "retry.py"
    path.write_text(RETRY.replace("min(30, 2 ** attempt)", "min(60, 3 ** attempt)"))
    assert _status(anchor, project).status == "stale"


def test_deleted_file_and_symbol_is_gone(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    (project / "net" / "retry.py").unlink()
    assert _status(anchor, project).status == "gone"


def test_symbol_moved_to_another_file_after_the_file_was_deleted(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    (project / "net" / "retry.py").unlink()
    (project / "net" / "policy.py").write_text(
        "def backoff(attempt):\n    return 1\n")
    result = _status(anchor, project)
    assert (result.status, result.path) == ("moved", "net/policy.py")


def test_whole_file_anchor(project):
    anchor = make_anchor(project, "net/http.py")
    assert anchor.lines is None
    assert _status(anchor, project).status == "fresh"
    (project / "net" / "http.py").write_text("def fetch(url, timeout):\n    return url\n")
    assert _status(anchor, project).status == "stale"


def test_unchanged_file_costs_a_stat_not_a_read(project, monkeypatch):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    reads = []
    real = anchors_mod._read_text
    monkeypatch.setattr(anchors_mod, "_read_text", lambda p: reads.append(p) or real(p))
    checker = AnchorChecker()
    assert checker.check(anchor, project).status == "fresh"
    assert len(reads) == 1
    for _ in range(5):
        assert checker.check(anchor, project).status == "fresh"
    assert len(reads) == 1  # no read while (mtime_ns, size) is unchanged
    path = project / "net" / "retry.py"
    path.write_text(RETRY.replace("30", "31"))
    os.utime(path, ns=(1, 1))
    assert checker.check(anchor, project).status == "stale"
    assert len(reads) > 1


@pytest.mark.parametrize("path", ["/etc/passwd", "../outside.py", "net/../../x.py",
                                  "C:/win.py", "net\\retry.py", "a\x00b", "", "."])
def test_hostile_anchor_paths_are_refused(project, path):
    with pytest.raises(AnchorError):
        make_anchor(project, path)
    good = make_anchor(project, "net/http.py").to_dict()
    kept, problems = parse_anchors([{**good, "path": path}, good])
    assert [a.path for a in kept] == ["net/http.py"]
    assert len(problems) == 1


def test_a_link_out_of_the_project_is_never_read(project, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside")
    (outside / "secret.py").write_text("def backoff(attempt):\n    return 0\n")
    (project / "net" / "link.py").symlink_to(outside / "secret.py")
    with pytest.raises(AnchorError):
        make_anchor(project, "net/link.py")
    anchor = make_anchor(project, "net/http.py").__class__(
        "net/link.py", "0" * 64)
    assert _status(anchor, project).status == "gone"


def test_anchors_round_trip_and_records_without_them_are_unchanged(project):
    plain = Candidate("prefer-pytest", "Tests use pytest", "feedback").to_record()
    assert "anchors" not in plain.to_text()
    anchor = make_anchor(project, "net/retry.py", "backoff")
    rec = Candidate("retry-lives-in-net", "The retry logic lives in net/retry.py",
                    "project", anchors=(anchor,)).to_record()
    back = parse_record(rec.to_text(), "retry-lives-in-net.md")
    assert back.anchors == (anchor,)
    assert not back.problems


def _memory_with(project, anchors, mode="label"):
    store = FileStore(project / ".memory", scope="project")
    mem = Memory(store, user=False, provider="offline", stale_anchors=mode)
    mem.save(Candidate("retry-lives-in-net", "The retry backoff logic lives in net/retry.py",
                       "project", anchors=anchors))
    return mem


def test_recall_json_carries_anchor_status_and_labels_stale(project):
    from memdir.pipeline.recall import recalled_json

    mem = _memory_with(project, (make_anchor(project, "net/retry.py", "backoff"),))
    fresh = json.loads(recalled_json(mem.recall("where is the retry backoff logic")))
    assert fresh[0]["anchors"] == [{"path": "net/retry.py", "status": "fresh",
                                    "symbol": "backoff"}]
    assert "warning" not in fresh[0]
    (project / "net" / "retry.py").write_text(RETRY.replace("30", "99"))
    stale = json.loads(recalled_json(mem.recall("where is the retry backoff logic")))
    assert stale[0]["anchors"][0]["status"] == "stale"
    assert stale[0]["warning"].startswith("stale:")


def test_stale_memory_is_held_back_when_configured(project):
    mem = _memory_with(project, (make_anchor(project, "net/retry.py", "backoff"),), "hold")
    assert len(mem.recall("where is the retry backoff logic")) == 1
    (project / "net" / "retry.py").unlink()
    assert mem.recall("where is the retry backoff logic") == []


def test_unknown_stale_mode_is_one_sentence(project):
    from memdir.foundation.errors import MemdirError

    with pytest.raises(MemdirError, match="label"):
        Memory(FileStore(project / ".memory"), user=False, stale_anchors="drop")


def test_extraction_cites_a_file_the_turn_read_and_the_memory_names(project):
    messages = [
        {"role": "user", "content": "How do we retry?"},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "t1", "name": "read_file",
             "input": {"path": "net/retry.py"}},
            {"type": "tool_use", "id": "t2", "name": "Read",
             "input": {"file_path": str(project / "net" / "http.py")}},
            {"type": "tool_use", "id": "t3", "name": "Read",
             "input": {"file_path": "/etc/hosts"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                      "content": RETRY}]},
        {"role": "assistant", "content": "It is in retry.py."},
    ]
    cands = [Candidate("retry-where", "Retry waits come from backoff", "project"),
             Candidate("http-where", "HTTP calls go through net/http.py", "project"),
             Candidate("unrelated", "Use tabs", "feedback")]
    cited = cite_candidates(cands, messages, project)
    assert [(a.path, a.symbol) for a in cited[0].anchors] == [("net/retry.py", "backoff")]
    assert [(a.path, a.symbol) for a in cited[1].anchors] == [("net/http.py", "")]
    assert cited[2].anchors == ()


def test_after_turn_writes_anchors_of_extracted_memories(project):
    store = FileStore(project / ".memory", scope="project")
    mem = Memory(store, user=False, provider="offline")
    messages = [
        {"role": "user", "content": "Always keep the retry cap in net/retry.py at 30 "
                                    "seconds from now on."},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "t1", "name": "edit_file",
             "input": {"path": "net/retry.py"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                      "content": "ok"}]},
        {"role": "assistant", "content": "Done."},
    ]
    report = mem.after_turn(messages)
    assert report.stored, report
    assert [a.path for a in report.stored[0].anchors] == ["net/retry.py"]


def test_moved_answer_is_rechecked_when_the_new_file_is_deleted(project):
    anchor = make_anchor(project, "net/retry.py", "backoff")
    (project / "net" / "retry.py").rename(project / "net" / "retrying.py")
    checker = AnchorChecker()
    assert checker.check(anchor, project).status == "moved"
    (project / "net" / "retrying.py").unlink()
    assert checker.check(anchor, project).status == "gone"


def test_text_moved_out_of_an_unchanged_file_then_deleted_is_stale(project):
    anchor = make_anchor(project, "net/http.py", "fetch")
    (project / "net" / "http.py").write_text("# fetch moved to client.py\n")
    (project / "net" / "client.py").write_text("def fetch(url):\n    return url\n")
    checker = AnchorChecker()
    assert checker.check(anchor, project).path == "net/client.py"
    (project / "net" / "client.py").unlink()  # http.py untouched since the last check
    assert checker.check(anchor, project).status == "stale"


def test_memory_tool_create_accepts_anchors_and_hashes_the_file_itself(project):
    from memdir.agent.memory_tool import MemoryTool

    store = FileStore(project / ".memory", scope="project")
    tool = MemoryTool(store)
    out = tool({"command": "create", "path": "/memories/retry-cap.md",
                "file_text": "---\ndescription: Retry backoff is capped at 30 s\ntype: project\n"
                             "anchors:\n- path: net/http.py\n  sha256: " + "0" * 64 + "\n---\n",
                "anchors": [{"path": "net/retry.py", "symbol": "backoff"}]})
    assert not out.is_error, out.content
    (rec,) = store.list()
    assert rec.anchors == (make_anchor(project, "net/retry.py", "backoff"),)
    refused = tool({"command": "create", "path": "/memories/outside.md",
                    "file_text": "Hosts live in /etc/hosts",
                    "anchors": [{"path": "../etc/hosts"}]})
    assert refused.is_error and "leaves the project" in refused.content
    assert len(store.list()) == 1


def test_access_save_accepts_anchors(project):
    from memory_helpers import mcp_over

    access = mcp_over(FileStore(project / ".memory", scope="project"))
    out = access.save(description="HTTP calls go through fetch in net/http.py",
                      type="project", anchors=[{"path": "net/http.py", "lines": "1-2"}])
    assert out["saved"], out
    rec = FileStore(project / ".memory").find(out["name"])
    assert [(a.path, a.lines) for a in rec.anchors] == [("net/http.py", (1, 2))]
    with pytest.raises(AnchorError, match="has 2 lines"):
        access.save(description="x in net/http.py", type="project",
                    anchors=[{"path": "net/http.py", "lines": "1-9"}])


def _cli(*args):
    from click.testing import CliRunner

    from memdir.cli import cli

    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_memdir_stale_lists_stale_gone_and_moved_and_doctor_reports_them(project, monkeypatch):
    monkeypatch.chdir(project)
    (project / ".git").mkdir()
    store = FileStore(project / ".memory", scope="project")
    mem = Memory(store, user=False, provider="offline")
    for name, path, symbol in (("retry-cap", "net/retry.py", "backoff"),
                               ("client-get", "net/retry.py", "Client"),
                               ("fetch-here", "net/http.py", "fetch")):
        mem.save(Candidate(name, f"{symbol} in {path} matters", "project",
                           anchors=(make_anchor(project, path, symbol),)))
    assert _cli("stale").output == "No memory cites code that changed.\n"
    retry = project / "net" / "retry.py"
    retry.write_text("# moved\n" + RETRY.replace("min(30, 2 ** attempt)", "0"))
    (project / "net" / "http.py").unlink()
    result = _cli("stale")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "project: moved client-get: net/retry.py:9-11 (Client) -> net/retry.py:10-12",
        "project: gone fetch-here: net/http.py:1-2 (fetch)",
        "project: stale retry-cap: net/retry.py:4-6 (backoff)",
    ]
    assert "fetch-here: proposed p" in result.stderr and "to retire it" in result.stderr
    assert "retry-cap: proposed p" in result.stderr and "to reanchor it" in result.stderr
    doctor = _cli("doctor", "--scope", "project")
    assert doctor.exit_code == 1
    assert ("project: found stale-anchor: retry-cap.md: retry-cap: net/retry.py:4-6 "
            "(backoff) stale; proposed p") in doctor.output
    followed = _cli("stale", "--follow")
    assert "project: followed client-get: its anchors now point at the new place" in \
        followed.output
    assert "client-get" not in _cli("stale").output
    assert store.find("client-get").anchors[0].lines == (10, 12)


def test_recall_cli_holds_back_stale_memories_when_asked(project, monkeypatch):
    monkeypatch.chdir(project)
    (project / ".git").mkdir()
    mem = Memory(FileStore(project / ".memory", scope="project"), user=False,
                 provider="offline")
    mem.save(Candidate("retry-cap", "The retry backoff is capped at 30 seconds", "project",
                       anchors=(make_anchor(project, "net/retry.py", "backoff"),)))
    (project / "net" / "retry.py").write_text(RETRY.replace("30", "60"))
    labelled = json.loads(_cli("recall", "retry backoff cap", "--json").stdout)
    assert labelled[0]["anchors"][0]["status"] == "stale"
    held = json.loads(_cli("recall", "retry backoff cap", "--json",
                           "--stale-anchors", "hold").stdout)
    assert held == []
