"""`memdir install/uninstall claude-code` on settings files that already hold other hooks."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.integrations import claude_settings as cs

# A settings file as a person may have it: other keys, and other hooks on the same events
# (one group with a matcher, one with two handlers) plus an event memdir does not use.
EXISTING = {
    "model": "opus",
    "permissions": {"allow": ["Bash(npm run test:*)"], "deny": ["Read(./.env)"]},
    "hooks": {
        "PreToolUse": [{"matcher": "Bash", "hooks": [
            {"type": "command", "command": "python3 .claude/hooks/check_bash.py"}]}],
        "SessionStart": [{"matcher": "startup", "hooks": [
            {"type": "command", "command": "echo 'branch:' $(git branch --show-current)"}]}],
        "Stop": [{"hooks": [
            {"type": "command", "command": "notify-send 'Claude is done'"},
            {"type": "command", "command": "./scripts/lint.sh", "timeout": 30}]}],
    },
    "env": {"FOO": "1"},
}


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def handlers(settings: dict, event: str) -> list[dict]:
    return [h for g in settings["hooks"].get(event, []) for h in g["hooks"]]


def test_install_merges_into_existing_settings_and_keeps_everything(project, home):
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps(EXISTING, indent=2), "utf-8")

    result = run("install", "claude-code")
    assert result.exit_code == 0
    assert f"Added memdir hooks for SessionStart, UserPromptSubmit, Stop, SessionEnd to " \
           f"{path}." in result.output
    after = json.loads(path.read_text("utf-8"))

    assert {k: v for k, v in after.items() if k != "hooks"} == {
        k: v for k, v in EXISTING.items() if k != "hooks"}
    assert after["hooks"]["PreToolUse"] == EXISTING["hooks"]["PreToolUse"]
    assert after["hooks"]["SessionStart"][0] == EXISTING["hooks"]["SessionStart"][0]
    assert after["hooks"]["Stop"][0] == EXISTING["hooks"]["Stop"][0]
    for event in cs.HOOK_EVENTS:
        ours = [h for h in handlers(after, event) if cs.is_ours(h)]
        assert len(ours) == 1 and ours[0]["type"] == "command"
        assert "memdir hook claude-code" in ours[0]["command"]
        assert ours[0]["timeout"] == cs.TIMEOUTS[event]
    # the previous file is kept, byte for byte
    backup = path.with_name("settings.json.memdir-backup")
    assert json.loads(backup.read_text("utf-8")) == EXISTING


def test_install_builds_the_search_index_so_the_first_hook_is_fast(project, home):
    from memdir.foundation.record import Record
    from memdir.store import FileStore

    FileStore(project / ".memory").upsert(Record("prefer-pytest", "Tests use pytest",
                                                 "feedback"))
    index = project / ".memory" / ".cache" / "index.sqlite"
    assert not index.exists()
    run("install", "claude-code")
    assert index.is_file()


def test_installing_twice_adds_nothing_and_does_not_rewrite(project, home):
    assert run("install", "claude-code").exit_code == 0
    path = project / ".claude" / "settings.json"
    first = path.read_bytes()
    stamp = path.stat().st_mtime_ns
    again = run("install", "claude-code")
    assert "already installed" in again.output
    assert path.read_bytes() == first and path.stat().st_mtime_ns == stamp


def test_uninstall_removes_only_ours(project, home):
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps(EXISTING), "utf-8")
    run("install", "claude-code")
    result = run("uninstall", "claude-code")
    assert result.exit_code == 0
    assert "Removed memdir hooks for" in result.output
    assert json.loads(path.read_text("utf-8")) == EXISTING  # exactly as before install
    assert "No memdir hooks" in run("uninstall", "claude-code").output


def test_uninstall_removes_the_file_install_created_and_leaves_no_trace(project, home):
    run("install", "claude-code")
    path = project / ".claude" / "settings.json"
    assert path.is_file()
    result = run("uninstall", "claude-code")
    assert f"{path} held nothing else and is gone." in result.output
    assert not (project / ".claude").exists()  # no "{}", no backup, no empty folder


def test_uninstall_restores_a_file_byte_for_byte_and_drops_its_backup(project, home):
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    (path.parent / "commands.md").write_text("mine", "utf-8")
    original = "{\n    \"model\": \"opus\",   \"env\": {\"FOO\": \"1\"}\n}\n"
    path.write_text(original, "utf-8")
    run("install", "claude-code")
    result = run("uninstall", "claude-code")
    assert "is as it was before 'memdir install'" in result.output
    assert path.read_text("utf-8") == original
    assert sorted(p.name for p in path.parent.iterdir()) == ["commands.md", "settings.json"]


def test_uninstall_never_deletes_what_a_person_added_after_install(project, home):
    run("install", "claude-code")
    path = project / ".claude" / "settings.json"
    settings = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**settings, "model": "opus"}), "utf-8")
    result = run("uninstall", "claude-code")
    assert json.loads(path.read_text("utf-8")) == {"model": "opus"}
    backup = path.with_name("settings.json.memdir-backup")
    assert json.loads(backup.read_text("utf-8"))["model"] == "opus"
    assert f"The previous file is saved as {backup}." in result.output


def test_uninstall_keeps_a_backup_that_differs_from_what_is_left(project, home):
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps(EXISTING), "utf-8")
    run("install", "claude-code")
    settings = json.loads(path.read_text("utf-8"))
    settings.pop("env")  # the person changed their settings since
    path.write_text(json.dumps(settings), "utf-8")
    run("uninstall", "claude-code")
    assert json.loads(path.read_text("utf-8")) == {k: v for k, v in EXISTING.items()
                                                   if k != "env"}
    assert path.with_name("settings.json.memdir-backup").exists()


def test_a_handler_sharing_a_group_with_ours_stays(project, home):
    mixed = {"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": "memdir hook claude-code", "timeout": 10},
        {"type": "command", "command": "say done"}]}]}}
    cleaned, change = cs.remove_hooks(mixed)
    assert change.removed == ["Stop"]
    assert cleaned == {"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": "say done"}]}]}}
    assert mixed["hooks"]["Stop"][0]["hooks"][0]["command"] == "memdir hook claude-code"


def test_a_moved_executable_is_updated_in_place():
    old = {"hooks": {e: [{"hooks": [{"type": "command", "timeout": 5,
                                     "command": "/old/venv/bin/memdir hook claude-code"}]}]
                     for e in cs.HOOK_EVENTS}}
    merged, change = cs.merge_hooks(old, "memdir hook claude-code")
    assert change.updated == list(cs.HOOK_EVENTS) and change.added == []
    assert [h["command"] for e in cs.HOOK_EVENTS for h in handlers(merged, e)] == \
        ["memdir hook claude-code"] * 4
    assert handlers(merged, "Stop")[0]["timeout"] == 5  # a person's timeout is kept


def test_user_scope_writes_home_settings(project, home):
    result = run("install", "claude-code", "--user")
    assert result.exit_code == 0
    path = home / ".claude" / "settings.json"
    assert set(json.loads(path.read_text("utf-8"))["hooks"]) == set(cs.HOOK_EVENTS)
    command = handlers(json.loads(path.read_text("utf-8")), "Stop")[0]["command"]
    assert command.endswith("hook claude-code")
    assert not (project / ".claude").exists()


def test_local_scope_and_dry_run(project, home):
    result = run("install", "claude-code", "--local", "--dry-run")
    assert "Would add memdir hooks" in result.output
    assert not (project / ".claude" / "settings.local.json").exists()
    run("install", "claude-code", "--local")
    assert (project / ".claude" / "settings.local.json").is_file()


@pytest.mark.parametrize("text", ['{"hooks": ', '["a list"]', '{"hooks": []}',
                                  '{"hooks": {"Stop": {"command": "x"}}}'])
def test_a_file_memdir_cannot_read_is_refused_and_left_alone(project, home, text):
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(text, "utf-8")
    result = CliRunner().invoke(cli, ["install", "claude-code"])
    assert result.exit_code == 1
    assert "nothing was changed" in result.output
    assert path.read_text("utf-8") == text
    assert not path.with_name("settings.json.memdir-backup").exists()


def test_project_command_is_portable_when_memdir_is_on_path(monkeypatch, tmp_path):
    import sys
    from pathlib import Path

    exe = Path(sys.executable).parent / "memdir"
    if not exe.exists():
        pytest.skip("memdir is not installed as a script next to this interpreter")
    monkeypatch.setenv("PATH", str(exe.parent))
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)
    monkeypatch.delenv("CONDA_PREFIX", raising=False)
    assert cs.hook_command("project") == "memdir hook claude-code"
    assert cs.hook_command("user") == f"{exe} hook claude-code"
    monkeypatch.setenv("PATH", str(tmp_path))
    assert cs.hook_command("project") == f"{exe} hook claude-code"


def _script():
    import sys
    from pathlib import Path

    exe = Path(sys.executable).parent / "memdir"
    if not exe.exists():
        pytest.skip("memdir is not installed as a script next to this interpreter")
    return exe


@pytest.mark.skipif(__import__("os").name == "nt", reason="POSIX shell")
def test_install_from_an_activated_venv_writes_a_command_another_shell_can_run(
        project, home, tmp_path):
    import os
    import subprocess

    from integrations.conftest import run_memdir

    exe = _script()
    # `source .venv/bin/activate`: VIRTUAL_ENV set, the venv's bin first on PATH.
    env = {**os.environ, "VIRTUAL_ENV": str(exe.parent.parent),
           "PATH": f"{exe.parent}{os.pathsep}/usr/bin{os.pathsep}/bin"}
    done = run_memdir("install", "claude-code", cwd=project, env=env)
    assert done.returncode == 0, done.stderr
    settings = json.loads((project / ".claude" / "settings.json").read_text("utf-8"))
    [command] = {h["command"] for event in cs.HOOK_EVENTS for h in handlers(settings, event)}
    assert command == f"{exe} hook claude-code"
    # Claude Code started from a shell without the venv runs it as a shell command.
    plain = {**{k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"},
             "PATH": f"/usr/bin{os.pathsep}/bin", "CLAUDE_PROJECT_DIR": str(project)}
    ran = subprocess.run(["sh", "-c", command], input=json.dumps(
        {"hook_event_name": "SessionStart", "session_id": "s", "cwd": str(project)}),
        capture_output=True, text=True, cwd=project, env=plain, timeout=60)
    assert ran.returncode == 0 and "command not found" not in ran.stderr, ran.stderr


@pytest.mark.skipif(__import__("os").name == "nt", reason="POSIX shell")
def test_a_venv_inside_the_project_is_named_from_the_project_folder(monkeypatch, tmp_path):
    import os
    import subprocess

    exe = _script()
    venv = exe.parent.parent
    monkeypatch.setenv("VIRTUAL_ENV", str(venv))
    monkeypatch.setenv("PATH", str(exe.parent))
    command = cs.hook_command("project", venv.parent)
    assert command == (f'"$CLAUDE_PROJECT_DIR"/{venv.name}/{exe.parent.name}/memdir '
                       "hook claude-code")
    assert cs.is_ours({"command": command})
    ran = subprocess.run(["sh", "-c", command], input=json.dumps(
        {"hook_event_name": "SessionStart", "session_id": "s", "cwd": str(tmp_path)}),
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
        env={**os.environ, "PATH": "/usr/bin:/bin", "CLAUDE_PROJECT_DIR": str(venv.parent),
             "MEMDIR_HOME": str(tmp_path / "home")})
    assert ran.returncode == 0 and "not found" not in ran.stderr, ran.stderr
    # A user or local file names the executable by absolute path, as before.
    assert cs.hook_command("local", venv.parent) == f"{exe} hook claude-code"


def test_a_project_settings_link_leading_out_of_the_project_is_not_written(project, home,
                                                                          tmp_path):
    """A clone's .claude/settings.json linked to any JSON file of the user's: install
    wrote memdir's hooks into that file, and a backup beside it."""
    outside = tmp_path / "elsewhere" / "tool.json"
    outside.parent.mkdir()
    outside.write_text('{"a": 1}\n', "utf-8")
    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    path.symlink_to(outside)
    for command in ("install", "uninstall"):
        result = CliRunner().invoke(cli, [command, "claude-code"])
        assert result.exit_code == 1, result.output
        assert "outside the project; memdir does not write through it" in result.output
    assert outside.read_text("utf-8") == '{"a": 1}\n'
    assert sorted(p.name for p in outside.parent.iterdir()) == ["tool.json"]
    path.unlink()
    path.parent.rmdir()
    path.parent.symlink_to(outside.parent, target_is_directory=True)  # .claude/ itself
    assert CliRunner().invoke(cli, ["install", "claude-code"]).exit_code == 1
    assert sorted(p.name for p in outside.parent.iterdir()) == ["tool.json"]
    # Your own ~/.claude/settings.json may be a link (dotfiles): it is followed, as before.
    mine = tmp_path / "dotfiles" / "claude.json"
    mine.parent.mkdir()
    mine.write_text("{}", "utf-8")
    (home / ".claude").mkdir(exist_ok=True)
    (home / ".claude" / "settings.json").symlink_to(mine)
    assert run("install", "claude-code", "--user").exit_code == 0
    assert "hooks" in json.loads(mine.read_text("utf-8"))


def test_a_settings_file_that_is_a_fifo_is_refused_not_waited_on(project, home):
    import os
    import subprocess
    import sys

    path = project / ".claude" / "settings.json"
    path.parent.mkdir()
    os.mkfifo(path)
    done = subprocess.run([sys.executable, "-m", "memdir", "install", "claude-code"],
                          cwd=project, env=dict(os.environ), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1, done.stderr
    assert "is not a regular file; fix it by hand, nothing was changed." in done.stderr
