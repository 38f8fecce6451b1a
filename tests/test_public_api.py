"""The public API: what the documentation's examples import comes from ``memdir`` itself,
and importing it loads no SDK."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import memdir

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
HEAVY = ("anthropic", "openai", "mcp", "onnxruntime", "starlette", "psycopg")


def example_imports() -> list[tuple[str, str]]:
    """(document, statement) for every import statement of a ```python block."""
    found = []
    for doc in DOCS:
        for block in re.findall(r"```python\n(.*?)```", doc.read_text("utf-8"), re.S):
            # A parenthesised import spans lines: join them before splitting statements.
            joined = re.sub(r"\(\s*([^)]*?)\s*\)", lambda m: " ".join(m.group(1).split()),
                            block)
            found += [(doc.name, line.strip()) for line in joined.splitlines()
                      if re.match(r"\s*(from \S+ )?import ", line)]
    return found


def test_the_docs_have_examples_with_imports():
    assert any("memdir" in stmt for _, stmt in example_imports())


@pytest.mark.parametrize(("doc", "statement"), [
    pytest.param(doc, stmt, id=f"{doc}: {stmt}") for doc, stmt in example_imports()
    if "memdir" in stmt])
def test_examples_import_memdir_names_from_the_package_itself(doc, statement):
    assert statement.startswith("from memdir import ") or statement == "import memdir", (
        f"{doc} imports from a submodule: {statement}")


def test_every_import_of_the_examples_runs_in_a_fresh_interpreter():
    # The bound is against a hang, not a time: the SDKs the examples import (anthropic,
    # openai, starlette) are seconds of CPU, and a machine busy with other work gave this
    # process so little of it that the imports took more than a minute.
    code = "\n".join(stmt for _, stmt in example_imports())
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("name", memdir.__all__)
def test_every_public_name_resolves(name):
    assert getattr(memdir, name) is not None


def test_the_public_names_load_no_sdk_until_a_provider_is_used():
    code = ("import sys, memdir\n"
            "for name in memdir.__all__:\n    getattr(memdir, name)\n"
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


def test_system_prompt_returns_the_recalled_records_with_the_blocks(tmp_path):
    store = memdir.FileStore(tmp_path / ".memory", scope="project")
    store.upsert(memdir.Record("prefer-pytest", "Tests use pytest", "feedback",
                               body="Write tests with pytest."))
    with memdir.Memory(store, user=False, provider="offline") as memory:
        system = memory.system_prompt([{"role": "user", "content": "write pytest tests"}])
        assert [r.record.name for r in system.recalled] == ["prefer-pytest"]
        assert "Write tests with pytest." in memdir.system_text(system)
        # Each turn's answer is its own: a later turn does not change an earlier one.
        later = memory.system_prompt([{"role": "user", "content": "deploy the docs site"}])
        assert later.recalled == [] and len(system.recalled) == 1
        assert not hasattr(memory, "last_recalled")


def test_every_error_a_caller_may_catch_is_importable_from_memdir():
    # docs/python-api.md: "every error class, rooted in MemdirError" comes from `memdir`;
    # `Memory.recall` raises InvalidTimeError, `restore` UnknownVersion, `make_anchor`
    # AnchorError, and a caller could not name them without a submodule.
    from memdir.foundation import errors

    tree = [name for name, value in vars(errors).items()
            if isinstance(value, type) and issubclass(value, errors.MemdirError)]
    assert len(tree) > 30
    missing = [name for name in tree if name not in memdir.__all__]
    assert missing == []
    assert all(getattr(memdir, name) is getattr(errors, name) for name in tree)


def test_messages_may_hold_what_the_sdk_answered(tmp_path):
    # An OpenAI agent appends `reply.choices[0].message` as it is, an Anthropic one
    # `{"role": "assistant", "content": reply.content}` with the SDK's blocks; the turn's
    # system prompt failed on both ("'ChatCompletionMessage' object has no attribute
    # 'get'"), and after_turn, which "never raises", raised on a generator.
    openai_types = pytest.importorskip("openai.types.chat")
    anthropic_types = pytest.importorskip("anthropic.types")
    store = memdir.FileStore(tmp_path / ".memory", scope="project")
    store.upsert(memdir.Record("prefer-pytest", "Tests use pytest", "feedback",
                               body="Write tests with pytest."))
    reply = openai_types.ChatCompletionMessage(role="assistant", content="Which tests?")
    blocks = [anthropic_types.TextBlock(type="text", text="Which tests?")]
    for answered in (reply, {"role": "assistant", "content": blocks}):
        messages = [{"role": "user", "content": "I need tests"}, answered, None,
                    {"role": "user", "content": "write pytest tests for utils.py"}]
        with memdir.Memory(store, user=False, provider="offline") as memory:
            system = memory.system_prompt(messages)
            assert [r.record.name for r in system.recalled] == ["prefer-pytest"]
            assert [r.record.name for r in memory.recall(messages)] == ["prefer-pytest"]
            report = memory.after_turn(iter([*messages, answered, {
                "role": "user", "content": "From now on, always answer in French."}]))
            assert report.errors == [] and len(report.stored) == 1
            memory.forget(report.stored[0].name)
        assert memdir.Memory(store, user=False).after_turn(None).errors == []


def test_every_result_type_the_docs_name_is_importable_from_memdir():
    # docs/python-api.md and docs/server.md name the results of both memories (`Found`,
    # `Written`, `Done`, `Proposal`, `Change`, `TurnReport`...) among what `memdir`
    # exports; Proposal and Change were only in memdir.service.inbox and .changes.
    docs = Path(__file__).resolve().parents[1] / "docs"
    for page in ("python-api.md", "server.md"):
        text = " ".join((docs / page).read_text("utf-8").split())
        listed = re.search(r"results? (?:types )?\((`Found`.*?)\.\.\.\)", text)
        assert listed, page
        names = re.findall(r"`(\w+)`", listed.group(1))
        assert "Proposal" in names and "Change" in names
        assert [n for n in names if n not in memdir.__all__] == [], page
    assert memdir.Proposal.__module__ == "memdir.service.inbox"
    assert memdir.Change.__module__ == "memdir.service.changes"


def test_config_comes_from_the_package_and_only_when_asked_for():
    """docs/configuration.md builds `Memory(config=Config(home=...))`, but Config was not
    importable from memdir: only from memdir.foundation.config, which no example may use.
    It is now a lazy name: `import memdir` alone still reads no configuration module."""
    code = ("import sys, memdir\n"
            "print('memdir.foundation.config' in sys.modules)\n"
            "from memdir import Config\n"
            "from memdir.foundation.config import Config as Defined\n"
            "print(Config is Defined, Config(home='~/agent').home.name)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "True", "agent"]
    assert "Config" in memdir.__all__ and "Config" in dir(memdir)
