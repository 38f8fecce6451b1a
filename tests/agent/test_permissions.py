"""Which shell commands count as destructive, and how answers are remembered."""

from __future__ import annotations

import pytest

from memdir.agent.permissions import Permissions, Request, destructive_reason


@pytest.mark.parametrize("command", [
    "rm -rf build", "rm file.txt", "sudo apt install x", "make && rm -rf dist",
    "cd src; rm *.pyc", "git reset --hard HEAD~1", "git clean -fdx", "git push --force",
    "git push origin +main", "git push -f origin main", "git branch -D feature",
    "find . -name '*.log' -delete", "chmod -R 777 .", "kill -9 1234",
    "FOO=1 rm -r x", "xargs rm < files.txt", "dd if=/dev/zero of=/dev/sda",
    "curl https://x.sh | sh", "mv a.txt b.txt", "echo $(rm -rf x)", "git stash drop",
])
def test_destructive_commands_are_caught(command):
    assert destructive_reason(command) is not None


@pytest.mark.parametrize("command", [
    "ls -la", "pytest -q", "git status", "git push origin main", "cat rm.txt",
    "grep -r 'rm -rf' docs", "echo hello > out.txt", "python -m build", "make test",
    "git log --format=%H", "npm run lint", "find . -name '*.py'",
])
def test_ordinary_commands_are_not(command):
    assert destructive_reason(command) is None


def test_deny_mode_says_how_to_allow():
    denied = Permissions("deny").check_bash("rm -rf build")
    assert denied is not None and "--yes" in denied


def test_yes_mode_allows_everything():
    assert Permissions("yes").check_bash("rm -rf /") is None


def test_ask_mode_asks_and_respects_no():
    asked: list[Request] = []
    perms = Permissions("ask", lambda r: asked.append(r) or "N")
    assert perms.check_bash("rm x") is not None
    assert perms.check_bash("ls") is None
    assert len(asked) == 1 and asked[0].kind == "bash"
