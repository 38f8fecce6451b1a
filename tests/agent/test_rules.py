"""AGENTS.md / CLAUDE.md loading: levels, @imports, depth, cycles, missing files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memdir.agent.rules import (
    MAX_DEPTH,
    RULES_HEADING,
    import_targets,
    load_rules,
    project_rule_files,
    user_rule_files,
)
from memdir.testing import ScriptedProvider


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_user_then_project_levels_from_root_down_to_the_workspace(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    home = tmp_path / "memdir-home"
    root = tmp_path / "repo"
    sub = root / "pkg" / "mod"
    write(home / "AGENTS.md", "user agents")
    write(tmp_path / "home" / ".claude" / "CLAUDE.md", "claude code user rules")
    write(root / "CLAUDE.md", "root claude")
    write(root / "AGENTS.md", "root agents")
    write(root / "pkg" / "AGENTS.md", "pkg agents")
    write(sub / "CLAUDE.md", "mod claude")
    rules = load_rules(user_rule_files(home), project_rule_files(root, sub))
    assert [f.text for f in rules.files] == ["user agents", "claude code user rules",
                                             "root agents", "root claude", "pkg agents",
                                             "mod claude"]
    assert [f.level for f in rules.files] == ["user"] * 2 + ["project"] * 4
    assert rules.text().startswith(RULES_HEADING) and rules.problems == []


def test_imports_relative_and_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    write(tmp_path / "home" / "style.md", "home style")
    user = write(tmp_path / "home" / ".claude" / "CLAUDE.md", "Mine: @~/style.md")
    write(tmp_path / "repo" / "docs" / "testing.md", "use pytest\nsee @../more.md")
    write(tmp_path / "repo" / "more.md", "more rules")
    top = write(tmp_path / "repo" / "AGENTS.md",
                "Read @docs/testing.md.\nMail me: a@b.com, ping @alice")
    rules = load_rules([user], [top], project_root=tmp_path / "repo")
    assert [f.text.split("\n")[0] for f in rules.files] == [
        "Mine: @~/style.md", "home style", "Read @docs/testing.md.", "use pytest",
        "more rules"]
    assert rules.files[3].imported_by == top and rules.files[4].depth == 2
    assert rules.problems == []


def test_imports_in_code_are_not_followed():
    text = "Use `@decorator.py` and\n```\n@not/an/import.md\n```\n@real/one.md"
    assert import_targets(text) == ["real/one.md"]


def test_missing_import_is_reported(tmp_path):
    top = write(tmp_path / "AGENTS.md", "see @nope/missing.md")
    rules = load_rules([], [top])
    assert len(rules.files) == 1
    assert rules.problems == [f"{top}: imported file {tmp_path / 'nope/missing.md'} "
                              "does not exist."]


def test_cycles_are_cut_and_reported(tmp_path):
    a = write(tmp_path / "a.md", "A @b.md")
    write(tmp_path / "b.md", "B @a.md")
    top = write(tmp_path / "AGENTS.md", "@a.md")
    rules = load_rules([], [top])
    assert [f.text for f in rules.files] == ["@a.md", "A @b.md", "B @a.md"]
    assert len(rules.problems) == 1 and "cycle" in rules.problems[0]
    assert str(a) in rules.problems[0]


def test_a_file_imported_twice_is_included_once(tmp_path):
    write(tmp_path / "shared.md", "shared")
    write(tmp_path / "x.md", "x @shared.md")
    top = write(tmp_path / "AGENTS.md", "@x.md @shared.md")
    rules = load_rules([], [top])
    assert [f.text for f in rules.files].count("shared") == 1 and rules.problems == []


def test_depth_is_limited(tmp_path):
    for i in range(MAX_DEPTH + 2):
        write(tmp_path / f"d{i}.md", f"level {i} @d{i + 1}.md")
    top = write(tmp_path / "AGENTS.md", "@d0.md")
    rules = load_rules([], [top])
    assert len(rules.files) == MAX_DEPTH + 1  # the top file and five levels of imports
    assert any(f"deeper than {MAX_DEPTH}" in p for p in rules.problems)


@pytest.mark.parametrize("mode", ["push", "off"])
def test_rules_go_to_the_system_prompt_apart_from_memory(make_session, project, mode):
    write(project / "AGENTS.md", "Always answer in English.")
    model = ScriptedProvider("ok")
    session = make_session(model, mode=mode)
    session.run("hi")
    blocks = [b.text for b in model.calls[0].system_blocks]
    rules_block = next(b for b in blocks if b.startswith(RULES_HEADING))
    assert "Always answer in English." in rules_block
    assert "Memory is selected background knowledge" not in rules_block


@pytest.mark.parametrize("settings, expected, problem", [
    ({"rules": {"allowImports": ["~/team", "/opt/rules.md"]}}, ["HOME/team", "/opt/rules.md"],
     ""),
    ({"hooks": {}}, [], ""),
    ({"rules": {"allowImports": "~/team"}}, [], "must be a list of paths"),
    ({"rules": {"allowImports": ["team"]}}, [], "absolute or ~/ paths"),
])
def test_the_import_allow_list_is_read_from_the_users_settings(tmp_path, monkeypatch,
                                                               settings, expected, problem):
    from memdir.agent.rules import allowed_imports

    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    path = write(tmp_path / "settings.json", json.dumps(settings))
    paths, problems = allowed_imports(path)
    assert [str(p).replace(str(tmp_path / "home"), "HOME") for p in paths] == expected
    assert (problem in problems[0]) if problem else problems == []
    assert allowed_imports(tmp_path / "missing.json") == ([], [])
