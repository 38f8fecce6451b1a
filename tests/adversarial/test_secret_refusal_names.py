"""A write refused for a secret is reported without its name, on every path that reports
one: the secret may be in the name even where the scan found it first in another field
(the name alone, 'db-password-hunter2hunter2', is no secret to the scanner; the
description saying it is a password is)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from memory_helpers import mcp_over

from memdir.cli import cli
from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import SecretError
from memdir.integrations.mcp_answers import McpAnswers
from memdir.pipeline.admission.secrets import find_secret
from memdir.service.memory import Memory
from memdir.store import FileStore

from .secrets_corpus import AWS
from .test_secret_paths import mcp

SECRET = "hunter2hunter2"
NAME = f"db-password-{SECRET}"
DESCRIPTION = f"the database password is {SECRET}"
TOLD = "The description seems to contain a password; secrets are never stored as memory"


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return root


def record_text() -> str:
    return f"---\nname: {NAME}\ndescription: {DESCRIPTION}\ntype: project\n---\n{DESCRIPTION}\n"


def cli_run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    return result.output


def seed_folder(tmp_path: Path, file_name: str) -> Path:
    folder = tmp_path / "seed-memory"
    folder.mkdir()
    (folder / file_name).write_text(record_text(), "utf-8")
    return folder


def test_the_scanner_finds_the_secret_in_the_description_not_the_name():
    assert find_secret(NAME) is None and find_secret(DESCRIPTION) == "a password"


@pytest.mark.parametrize("dry_run", [False, True])
def test_an_import_reports_a_file_refused_for_a_secret_without_its_name(
        project, tmp_path, dry_run):
    folder = seed_folder(tmp_path, f"{NAME}.md")  # the file is named after the record
    told = cli_run("import", str(folder), *(["--dry-run"] if dry_run else []))
    assert TOLD in told
    assert SECRET not in told
    assert "skipped: a memory (project): " in told


def test_an_import_names_a_refused_file_whose_name_does_not_spell_the_record(
        project, tmp_path):
    folder = seed_folder(tmp_path, "notes-3.md")
    told = cli_run("import", str(folder))
    assert SECRET not in told
    assert f"skipped: notes-3.md (project): {TOLD}" in told


def test_an_import_from_json_reports_the_item_by_its_place(project, tmp_path):
    data = {"format": "memdir", "records": [{"name": NAME, "description": DESCRIPTION,
                                             "type": "project", "body": DESCRIPTION}]}
    path = tmp_path / "export.json"
    path.write_text(json.dumps(data), "utf-8")
    told = cli_run("import", "--json", str(path))
    assert SECRET not in told
    assert f"skipped: #1 (project): {TOLD}" in told


def test_an_mcp_save_refused_for_a_secret_does_not_echo_the_name_it_was_given(project):
    access: McpAnswers = mcp_over(FileStore(project / ".memory", scope="project"))
    try:
        told = mcp(access, "memory_save", {"name": NAME, "type": "project",
                                           "description": DESCRIPTION})
    finally:
        access.close()
    assert TOLD in told
    assert SECRET not in told


# A name its rules refuse (a ':' in it) was quoted by that refusal, secret and all: the
# secret is looked for first, and a refusal of another field names no such name.
KEY_NAME = f"key:{AWS}"


def test_an_import_of_an_unusable_name_holding_a_secret_does_not_quote_it(project, tmp_path):
    folder = tmp_path / "seed-memory"
    folder.mkdir()
    (folder / "k.md").write_text(
        f'---\nname: "{KEY_NAME}"\ndescription: deploy key\ntype: project\n---\nx\n', "utf-8")
    told = cli_run("import", str(folder))
    assert "skipped: k.md (project): The name seems to contain an AWS access key" in told
    assert AWS not in told
    data = {"format": "memdir", "records": [{"name": KEY_NAME, "description": "deploy key",
                                             "type": "project", "created": "soon"}]}
    path = tmp_path / "export.json"
    path.write_text(json.dumps(data), "utf-8")
    told = cli_run("import", "--json", str(path))
    assert "Import item #1 (a name not shown): created 'soon' is not a time" in told, told
    assert AWS not in told


def test_add_and_rename_to_an_unusable_name_holding_a_secret_do_not_quote_it(project):
    told = cli_run("add", KEY_NAME, "-t", "project", "-d", "The deploy key")
    assert "The name seems to contain an AWS access key" in told and AWS not in told
    with Memory(project, user=False, provider="offline") as memory:
        memory.save(Candidate("deploy-key", "Where the deploy key is kept", "project"),
                    origin="user")
        with pytest.raises(SecretError) as refused:
            memory.rename("deploy-key", KEY_NAME)
        assert AWS not in str(refused.value) and memory.find("deploy-key") is not None


def _import_json(tmp_path: Path, *records: dict[str, str]) -> str:
    path = tmp_path / "export.json"
    path.write_text(json.dumps({"format": "memdir", "records": list(records)}), "utf-8")
    return cli_run("import", "--json", str(path))


def test_an_import_says_no_refused_records_name_through_a_link_to_it(project, tmp_path):
    """A record refused for a secret was reported as "#1" without its name, and the next
    record's outcome said "superseded_by 'db-password-hunter2hunter2' left out:
    'db-password-hunter2hunter2' does not name it back...": a link to it says "a record
    not shown", whichever end left it out, and so does a link whose name seems to hold a
    secret itself, or one no name can be."""
    refused = {"name": NAME, "description": DESCRIPTION, "type": "project",
               "body": DESCRIPTION}
    told = _import_json(tmp_path, refused, {
        "name": "db-notes", "description": "The database notes", "type": "project",
        "body": "Notes on the database.", "superseded_by": NAME})
    assert SECRET not in told, told
    assert f"skipped: #1 (project): {TOLD}" in told
    assert "superseded_by (a record not shown) left out: that record does not name it " \
        "back as supersedes" in " ".join(told.split()), told
    # It names the other back: kept by the first check, left out once it was refused.
    told = _import_json(tmp_path, {**refused, "supersedes": "db-runbook"}, {
        "name": "db-runbook", "description": "The database runbook", "type": "project",
        "body": "How to run the database.", "superseded_by": NAME})
    assert SECRET not in told, told
    assert "superseded_by (a record not shown) left out: that record was not imported" \
        in " ".join(told.split()), told
    told = _import_json(tmp_path, {
        "name": "deploy-notes", "description": "The deploy notes", "type": "project",
        "body": "How we deploy.", "supersedes": f"key-{AWS}"})
    assert AWS not in told and "supersedes (a record not shown) left out" in told, told
    told = _import_json(tmp_path, {
        "name": "deploy-steps", "description": "The deploy steps", "type": "project",
        "body": "How we deploy.", "superseded_by": KEY_NAME})
    assert AWS not in told, told
    assert "Import item #1 (deploy-steps): superseded_by (a name not shown) is not" in told
