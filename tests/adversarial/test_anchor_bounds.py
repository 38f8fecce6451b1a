"""Checking cited code costs a bounded amount whatever the project holds: a moved-code
search over a file of repeated lines is one pass, a named pipe is never opened, and a
recall whose checks run out of time labels what is left ``unchecked`` and goes on."""

from __future__ import annotations

import os
import threading

import pytest

import memdir.pipeline.anchors as anchors_module
from memdir.foundation.candidate import Candidate
from memdir.pipeline.anchors import Anchor, AnchorChecker, check_all, cited_hash
from memdir.pipeline.citations import make_anchor
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore

MISSING = cited_hash(["this text is nowhere", "in the project"])


def _count_hashes(monkeypatch) -> list[int]:
    calls = [0]
    real = anchors_module.cited_hash

    def counted(lines):
        calls[0] += 1
        return real(lines)
    monkeypatch.setattr(anchors_module, "cited_hash", counted)
    return calls


def test_a_file_of_repeated_lines_is_searched_in_one_pass(tmp_path, monkeypatch):
    (tmp_path / "big.py").write_text("\n" * 300_000)
    calls = _count_hashes(monkeypatch)
    result = AnchorChecker().check(Anchor("big.py", MISSING, lines=(1, 2000)), tmp_path)
    assert result.status in ("stale", "unchecked")
    assert calls[0] < 10  # one window's hash, not one per line


def test_distinct_lines_past_the_hash_budget_are_unchecked(tmp_path, monkeypatch):
    (tmp_path / "gen.py").write_text("".join(f"x{i} = {i}\n" for i in range(50_000)))
    monkeypatch.setattr(anchors_module, "MAX_HASH_BYTES", 100_000)
    result = AnchorChecker().check(Anchor("gen.py", MISSING, lines=(1, 500)), tmp_path)
    assert result.status == "unchecked"


def test_a_moved_block_is_still_found_with_the_rolling_search(tmp_path):
    code = "".join(f"line {i}\n" for i in range(100))
    (tmp_path / "m.py").write_text(code)
    anchor = make_anchor(tmp_path, "m.py", lines=(10, 14))
    (tmp_path / "m.py").write_text("new\nlines\n" + code)
    result = AnchorChecker().check(anchor, tmp_path)
    assert (result.status, result.lines) == ("moved", (12, 16))


def test_a_named_pipe_is_never_opened(tmp_path):
    (tmp_path / "net").mkdir()
    (tmp_path / "other").mkdir()
    os.mkfifo(tmp_path / "other" / "retry.py")  # same name: the first place searched
    anchor = Anchor("net/retry.py", MISSING, symbol="backoff", lines=(1, 3))
    done: list[str] = []
    worker = threading.Thread(target=lambda: done.append(
        AnchorChecker().check(anchor, tmp_path).status), daemon=True)
    worker.start()
    worker.join(timeout=60)
    assert done == ["gone"]  # a blocking open would still be waiting for a writer


def test_checks_left_when_the_deadline_passes_are_unchecked(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    anchor = make_anchor(tmp_path, "a.py")
    (tmp_path / "a.py").write_text("x = 2\n")
    assert [c.status for c in check_all([anchor], tmp_path, deadline=0.0)] == ["unchecked"]


def test_a_recall_out_of_time_labels_unchecked_and_proposes_nothing(tmp_path, monkeypatch):
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    (project / "net.py").write_text("def backoff():\n    return 2\n")
    store = FileStore(project / ".memory", scope="project")
    with Memory(store, user=False, provider="offline") as memory:
        memory.save(Candidate("retry-backoff", "Retries back off exponentially in net.py",
                              "project", anchors=(make_anchor(project, "net.py"),)))
        (project / "net.py").write_text("def backoff():\n    return 3\n")
        monkeypatch.setattr(anchors_module, "CHECK_SECONDS", -1.0)
        found = memory.recall("how do retries back off")
        assert [r.code_status for r in found] == ["unchecked"]
        prompt = memory.system_prompt("how do retries back off")
        assert any("unchecked:" in block.text for block in prompt)
        assert memory.inbox("pending") == []


def test_a_file_that_turns_into_a_pipe_between_stat_and_open_is_not_read(tmp_path,
                                                                           monkeypatch):
    path = tmp_path / "x.py"
    os.mkfifo(path)
    assert anchors_module._read_text(path) is None


pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
