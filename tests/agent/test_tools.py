"""The coding tools: workspace confinement, permission gates, output caps, edits."""

from __future__ import annotations

import os
import time

import pytest

from memdir.agent.permissions import Permissions, Request
from memdir.agent.tools import OUTPUT_CHARS, Toolbox, Workspace, cap_output
from memdir.testing import tool_call


@pytest.fixture
def ws(tmp_path):
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("def f():\n    return 1\n")
    (root / ".memory").mkdir()
    return root


def box(ws, mode="deny", asker=None, **kwargs) -> Toolbox:
    return Toolbox(Workspace(ws, protected=[ws / ".memory"]), Permissions(mode, asker),
                   **kwargs)


def run(toolbox: Toolbox, name: str, **args):
    return toolbox.run(tool_call(name, args))


@pytest.mark.parametrize("path", [
    "../outside.txt", "src/../../outside.txt", "./../outside.txt", "src/../..",
])
def test_dotdot_escapes_are_refused_even_with_yes(ws, path):
    (ws.parent / "outside.txt").write_text("secret")
    for mode in ("deny", "yes"):
        out = run(box(ws, mode), "read_file", path=path)
        assert out.is_error and "outside the workspace" in out.content
        out = run(box(ws, mode), "write_file", path=path, content="x")
        assert out.is_error
    assert (ws.parent / "outside.txt").read_text() == "secret"


def test_symlink_escape_is_refused_even_with_yes(ws):
    target = ws.parent / "elsewhere"
    target.mkdir()
    (target / "f.txt").write_text("outside")
    os.symlink(target, ws / "link")
    os.symlink(target / "f.txt", ws / "file-link")
    for path in ("link/f.txt", "file-link", str(ws / "link" / "f.txt")):
        out = run(box(ws, "yes"), "read_file", path=path)
        assert out.is_error and "symbolic link" in out.content, path
    out = run(box(ws, "yes"), "write_file", path="link/new.txt", content="x")
    assert out.is_error and not (target / "new.txt").exists()


def test_symlink_inside_the_workspace_is_fine(ws):
    os.symlink(ws / "src", ws / "alias")
    out = run(box(ws), "read_file", path="alias/app.py")
    assert not out.is_error and "return 1" in out.content


def test_absolute_path_outside_needs_permission(ws, tmp_path):
    outside = tmp_path / "notes.txt"
    out = run(box(ws, "deny"), "write_file", path=str(outside), content="hi")
    assert out.is_error and "--yes" in out.content and not outside.exists()

    asked: list[Request] = []
    out = run(box(ws, "ask", lambda r: asked.append(r) or "y"), "write_file",
              path=str(outside), content="hi")
    assert not out.is_error and outside.read_text() == "hi"
    assert asked[0].kind == "outside-workspace" and "outside the workspace" in asked[0].summary

    out = run(box(ws, "ask", lambda r: "n"), "read_file", path=str(outside))
    assert out.is_error and "did not allow" in out.content

    out = run(box(ws, "yes"), "read_file", path=str(outside))
    assert not out.is_error and "hi" in out.content


def test_absolute_path_inside_the_workspace_needs_no_permission(ws):
    out = run(box(ws, "deny"), "read_file", path=str(ws / "src" / "app.py"))
    assert not out.is_error and "def f" in out.content


def test_write_and_edit_refuse_the_memory_store(ws):
    for name, args in (("write_file", {"content": "x"}),
                       ("edit_file", {"old_string": "a", "new_string": "b"})):
        out = run(box(ws, "yes"), name, path=".memory/prefer-pytest.md", **args)
        assert out.is_error and "memory tool" in out.content
    assert os.listdir(ws / ".memory") == []


def test_read_file_numbers_lines_and_pages(ws):
    (ws / "long.txt").write_text("".join(f"line {i}\n" for i in range(1, 11)))
    out = run(box(ws), "read_file", path="long.txt", offset=3, limit=2)
    assert out.content.splitlines()[:2] == ["     3\tline 3", "     4\tline 4"]
    assert "lines 3-4 of 10" in out.content
    assert run(box(ws), "read_file", path="missing.txt").is_error
    (ws / "bin").write_bytes(b"\x00\x01\x02")
    assert "binary" in run(box(ws), "read_file", path="bin").content


def test_edit_file_requires_a_unique_match(ws):
    (ws / "a.py").write_text("x = 1\nx = 1\n")
    out = run(box(ws), "edit_file", path="a.py", old_string="x = 1", new_string="x = 2")
    assert out.is_error and "2 times" in out.content
    out = run(box(ws), "edit_file", path="a.py", old_string="x = 1", new_string="x = 2",
              replace_all=True)
    assert not out.is_error and (ws / "a.py").read_text() == "x = 2\nx = 2\n"
    out = run(box(ws), "edit_file", path="a.py", old_string="nope", new_string="")
    assert out.is_error and "not found" in out.content


def test_write_file_creates_parents(ws):
    out = run(box(ws), "write_file", path="tests/unit/test_a.py", content="def test(): pass\n")
    assert not out.is_error and "Created tests/unit/test_a.py" in out.content
    assert (ws / "tests/unit/test_a.py").read_text() == "def test(): pass\n"


def test_glob_lists_relative_paths_and_skips_vcs_and_memory(ws):
    (ws / ".git").mkdir()
    (ws / ".git" / "x.py").write_text("")
    (ws / ".memory" / "m.py").write_text("")
    out = run(box(ws), "glob", pattern="**/*.py")
    assert out.content.splitlines() == ["src/app.py"]
    assert run(box(ws), "glob", pattern="../*").is_error
    assert run(box(ws), "glob", pattern="*.rs").content == "No files match."


def test_bash_runs_in_the_workspace_and_reports_exit_codes(ws):
    out = run(box(ws), "bash", command="pwd && ls src")
    assert not out.is_error
    assert out.content.splitlines() == [str(ws.resolve()), "app.py"]
    out = run(box(ws), "bash", command="echo oops >&2; exit 3")
    assert out.is_error and "oops" in out.content and "[exit code 3]" in out.content


@pytest.mark.slow  # bash and its children, killed after a second's wait
def test_bash_timeout_kills_the_whole_process_group(ws):
    start = time.monotonic()
    out = run(box(ws), "bash", command="sleep 120 & sleep 120; echo never", timeout=1)
    assert out.is_error and "timeout" in out.content and "never" not in out.content
    # The background sleep, if left, would hold the output open for its 120 s.
    assert time.monotonic() - start < 60


def test_bash_output_is_capped_keeping_head_and_tail(ws):
    out = run(box(ws, output_chars=1000), "bash",
              command="echo START; seq 1 20000; echo END")
    assert len(out.content) < 1200
    assert out.content.startswith("START") and out.content.rstrip().endswith("END")
    assert "characters omitted" in out.content


def test_cap_output_keeps_short_text_whole():
    assert cap_output("abc") == "abc"
    capped = cap_output("x" * (OUTPUT_CHARS * 2))
    assert len(capped) < OUTPUT_CHARS + 100


def test_destructive_bash_is_denied_without_permission(ws):
    (ws / "build").mkdir()
    out = run(box(ws, "deny"), "bash", command="rm -rf build")
    assert out.is_error and "deletes files" in out.content and "--yes" in out.content
    assert (ws / "build").is_dir()
    out = run(box(ws, "yes"), "bash", command="rm -rf build")
    assert not out.is_error and not (ws / "build").exists()


def test_always_answer_is_remembered_for_that_kind_only(ws):
    asked: list[str] = []

    def asker(request: Request) -> str:
        asked.append(request.summary)
        return "a"

    toolbox = box(ws, "ask", asker)
    run(toolbox, "bash", command="rm -f a.txt")
    run(toolbox, "bash", command="rm -f b.txt")
    run(toolbox, "bash", command="git reset --hard")
    assert len(asked) == 2 and "git reset --hard" in asked[1]


def test_bad_input_from_the_model_is_an_error_not_an_exception(ws):
    toolbox = box(ws)
    assert run(toolbox, "nonexistent").is_error
    assert run(toolbox, "read_file").is_error
    assert run(toolbox, "read_file", path=42).is_error
    assert run(toolbox, "read_file", path="a\x00b").is_error
    assert run(toolbox, "bash", command=["ls"]).is_error
    assert run(toolbox, "write_file", path="x.txt").is_error
    assert run(toolbox, "read_file", path="src", offset="x").is_error


def test_line_counts_agree_with_their_noun(ws):
    toolbox = box(ws, "yes")
    assert run(toolbox, "write_file", path="one.txt", content="x\n").content == \
        "Created one.txt (1 line)."
    assert run(toolbox, "write_file", path="one.txt", content="x\ny").content == \
        "Overwrote one.txt (2 lines)."
    assert run(toolbox, "read_file", path="one.txt", offset=5).content == \
        "one.txt has 2 lines; nothing at line 5."
    (ws / "one.txt").write_text("x\n")
    assert run(toolbox, "read_file", path="one.txt", offset=5).content == \
        "one.txt has 1 line; nothing at line 5."
