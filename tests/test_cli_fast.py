"""The per-prompt commands (`memdir hook claude-code`, `memdir recall --json`) as fresh
processes: they load only what they use, and answer exactly as the Click commands do."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.cli.fast import answer
from memdir.foundation.record import Record
from memdir.store import FileStore

# Never needed to recall: the command-line and table libraries, the model SDKs and the
# MCP server; and what only a write uses: the admission policy, the secret scanner (a read
# stores nothing), extraction, citations, and the processes a write may start. Nor what
# only some stores need: PyYAML (frontmatter memdir did not write), the code a record cites
# (`memdir.pipeline.anchors`), a batch's journal and doctor (with shutil), a model's retry rules,
# OpenSSL (hashlib); nor the write and review side (funnel, inbox, changes, write policy);
# nor consolidation with its model-output scanner (turn ends only), nor the client of a
# memdir serve, which a local store never talks to; nor the commands a write runs and the
# results a read by name or a search answers (their frozen dataclasses cost milliseconds
# per process: benchmarks/RESULTS.md, before and after the one write path).
# OpenSSL (hashlib, hmac: about 4 ms to import) is on it since history entries are signed: a
# recalled record is labelled the user's own only where an entry's MAC verifies that its text
# was written here (`FileStore.written_here`, `memdir.store.maker`).
NOT_ON_THE_PROMPT_PATH = (
    "click", "rich", "detect_secrets", "anthropic", "openai", "httpx", "mcp",
    "memdir.pipeline.admission.policy", "memdir.pipeline.admission.secrets",
    "memdir.pipeline.admission.secret_detectors", "memdir.pipeline.extract",
    "memdir.pipeline.citations",
    "memdir.pipeline.admission.correction", "memdir.pipeline.classify", "memdir.cli.app",
    "subprocess", "uuid",
    "logging", "yaml", "memdir.pipeline.anchors", "memdir.store.files.journal",
    "memdir.store.files.doctor",
    "shutil", "base64", "memdir.providers.retry", "memdir.service.writes.pipeline",
    "memdir.service.inbox",
    "memdir.service.changes", "memdir.service.write_policy", "memdir.foundation.candidate",
    "memdir.pipeline.consolidate",
    "memdir.pipeline.model_output", "memdir.service.remote", "memdir.service.commands",
    "memdir.service.results")

# What a write by hand (`memdir add`) never loads: `requests` and what it brings, which
# detect-secrets imports only to verify a key with its provider over the network (memdir
# never asks it to), and Rich, for a command that prints one sentence and no table.
NOT_ON_THE_ADD_PATH = ("requests", "urllib3", "http.client", "ssl", "rich", "rich.console",
                       "rich.table")
# Nor does `memdir --help` load what only a write reads text with: the rules (admission,
# secrets, the type of a sentence) and the secret scanner; nor Rich, for a page of text.
NOT_ON_THE_HELP_PATH = ("memdir.pipeline.admission.policy", "memdir.pipeline.admission.secrets",
                        "memdir.pipeline.classify", "memdir.pipeline.extract",
                        "detect_secrets", "requests", "rich")

# Runs the console script's entry point and writes the modules it loaded, top-level names.
LOADED = """
import atexit, json, sys
out = sys.argv.pop(1)
atexit.register(lambda: json.dump(sorted(sys.modules), open(out, 'w')))
sys.argv[0] = 'memdir'
from memdir.cli import main
main()
"""
# The same command line through Click alone: the reference the fast path must match.
THROUGH_CLICK = "import sys; from memdir.cli.app import cli; sys.argv[0] = 'memdir'; " \
                "cli(prog_name='memdir')"


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    store = FileStore(root / ".memory", scope="project")
    store.upsert(Record(name="prefer-pytest", description="Tests here use pytest, never "
                        "unittest", type="feedback", body="Write pytest functions."))
    store.upsert(Record(name="deploy-friday", description="Never deploy billing on Friday",
                        type="project", body="Billing deploys wait for Monday."))
    monkeypatch.chdir(root)
    monkeypatch.setenv("MEMDIR_PROVIDER", "offline")
    return root


def run(code: str, *args: str, stdin: str = "", cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], input=stdin, text=True,
                          capture_output=True, cwd=cwd, env=dict(os.environ), timeout=60)


def prompt(project: Path, session: str) -> str:
    return json.dumps({"session_id": session, "cwd": str(project),
                       "hook_event_name": "UserPromptSubmit",
                       "prompt": "can we deploy billing today?"})


@pytest.mark.parametrize("args", [["hook", "claude-code"], ["recall", "deploy billing",
                                                             "--json"]])
def test_a_per_prompt_command_loads_only_what_it_uses(project, tmp_path, args):
    out = tmp_path / "modules.json"
    done = run(LOADED, str(out), *args, stdin=prompt(project, "s1"), cwd=project)
    assert done.returncode == 0, done.stderr
    assert "deploy-friday" in done.stdout  # it did recall, so the modules are the real set
    loaded = set(json.loads(out.read_text()))
    assert loaded & set(NOT_ON_THE_PROMPT_PATH) == set()


def test_memdir_add_scans_the_text_without_loading_a_network_client_or_a_table(project,
                                                                             tmp_path):
    out = tmp_path / "modules.json"
    done = run(LOADED, str(out), "add", "lint-with-ruff", "-t", "feedback", "-d",
               "Lint with ruff, never flake8", "-b", "Run ruff check before each commit.",
               cwd=project)
    assert done.returncode == 0, done.stderr
    assert "Added lint-with-ruff (feedback)" in done.stdout
    loaded = set(json.loads(out.read_text()))
    # The text was scanned by every detector, so the modules are the real set.
    assert {"detect_secrets", "memdir.pipeline.admission.secret_plugins"} <= loaded
    assert loaded & set(NOT_ON_THE_ADD_PATH) == set()


def test_memdir_help_loads_no_rules_and_no_scanner(project, tmp_path):
    out = tmp_path / "modules.json"
    done = run(LOADED, str(out), "--help", cwd=project)
    assert done.returncode == 0 and "Add a memory." in done.stdout, done.stderr
    loaded = set(json.loads(out.read_text()))
    assert "memdir.cli.records" in loaded  # every command's module was read for its help
    assert loaded & set(NOT_ON_THE_HELP_PATH) == set()


@pytest.mark.parametrize("args", [
    ["recall", "deploy billing", "--json"],
    ["recall", "--json", "-k", "1", "deploy billing", "--stale-anchors", "hold"],
    ["recall", "deploy billing", "--json", "--top=2", "--provider=offline"],
    ["recall", "deploy billing", "--json", "-p", "nonsense"],  # an error, one line
    ["recall", "deploy billing", "--json", "--top", "0"],  # Click's own error
    ["recall", "deploy billing"],  # the table
    ["recall", "--json"],
    ["hook", "claude-code"],
    ["hook", "claude-code", "--select", "llm"],
    ["hook", "claude-code", "--future-flag", "x"],
    ["hook", "codex"],
    ["hook"],
])
def test_the_fast_path_answers_exactly_as_click_does(project, args):
    # The two runs use different sessions: the hook shows a record once per session.
    fast = run(LOADED, os.devnull, *args, stdin=prompt(project, "fast"), cwd=project)
    click = run(THROUGH_CLICK, *args, stdin=prompt(project, "click"), cwd=project)
    assert (fast.returncode, fast.stdout, fast.stderr) == (
        click.returncode, click.stdout, click.stderr)


@pytest.mark.parametrize("args", [
    ["recall", "q"], ["recall", "q", "--json", "--help"], ["recall", "q", "--json", "-k5"],
    ["recall", "q", "--json", "--top", "51"], ["recall", "q", "--json", "--top", "+5"],
    ["recall", "q", "--json", "--stale-anchors", "drop"], ["recall", "q", "r", "--json"],
    ["recall", "q", "--json", "-p"], ["recall", "q", "--json", "-p", "--json"],
    ["recall", "--", "q", "--json"], ["hook", "claude-code", "--select"],
    ["hook", "claude-code", "extra"], ["hook", "--help"], ["ls"], [],
])
def test_anything_unusual_is_left_to_click(args):
    assert answer(args) is None
