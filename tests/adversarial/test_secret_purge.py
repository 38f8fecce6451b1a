"""A secret that did get stored (an older version, a hand edit, --allow-secret) can be
found by `memdir doctor` and erased for good by `memdir rm NAME --purge`."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.record import Record
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

from .secrets_corpus import AWS, GITHUB


@pytest.fixture
def store(project) -> FileStore:
    """A store written without the scanner (as an older memdir or a person would have):
    'deploy' held a key in two versions and was renamed; 'style' is clean; 'old-token'
    was deleted, so its key is only in the history."""
    store = FileStore(project / ".memory")
    store.upsert(Record("deploy-old", "Deploy notes", "reference", body=f"key {AWS}"))
    store.rename("deploy-old", "deploy")
    store.upsert(Record("deploy", "Deploy notes", "reference", body=f"the key is {AWS} (v2)"))
    store.upsert(Record("style", "Use tabs", "feedback", body="Tabs, width 4."))
    store.upsert(Record("style", "Use spaces", "feedback", body="Spaces, width 4."))
    store.upsert(Record("old-token", "CI", "reference", body=f"token {GITHUB}"))
    store.delete("old-token")
    with SearchIndex(store) as index:  # the derived index holds the text too
        assert index.search("deploy notes")
    return store


def all_bytes(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())


def cli_invoke(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input)


def test_rm_purge_erases_a_record_everywhere_and_nothing_else(project, store):
    assert AWS.encode() in all_bytes(store.root)
    result = cli_invoke("rm", "deploy", "--purge", "--yes")
    assert result.exit_code == 0, result.output
    assert result.output == ("Purged deploy from the project store; history entries "
                             "erased: 3.\n")
    assert AWS.encode() not in all_bytes(store.root)  # file, MEMORY.md, history, index
    assert store.find("deploy") is None and store.history("deploy") == []
    assert store.history("deploy-old") == []  # followed across the rename
    # Everything else keeps its history and can still be restored.
    assert [e.op for e in store.history("style")] == ["create", "update"]
    store.restore("style", 1)
    assert store.get("style").description == "Use tabs"
    with SearchIndex(store) as index:  # the derived index is rebuilt from the files
        assert [h.file for h in index.search("tabs")] == ["style.md"]


def test_rm_purge_asks_first_and_a_no_changes_nothing(project, store):
    before = all_bytes(store.root)
    result = cli_invoke("rm", "deploy", "--purge", input="n\n")
    assert result.exit_code == 0  # a no is an answer, not a failure
    assert result.output.endswith("Nothing was erased.\n")
    assert "Erase 'deploy' from the project store and its history for good?" in result.output
    assert store.find("deploy") is not None
    assert (store.root / ".history" / "log.jsonl").read_bytes() in before


def test_rm_purge_without_an_answer_says_how_to_go_on(project, store):
    # A script or a pipe gives no answer: click said only "Aborted!", no word of --yes.
    from integrations.conftest import run_memdir

    before = all_bytes(store.root)
    done = run_memdir("rm", "deploy", "--purge", input="", cwd=project)
    assert done.returncode == 1
    assert done.stderr == ("Error: Nothing was erased: no answer came; run again with --yes "
                           "to erase it without a question.\n")
    assert done.stdout.endswith("This cannot be undone [y/N]: \n")
    assert all_bytes(store.root) == before
    said_no = run_memdir("purge", "--visitor-logs", input="n\n", cwd=project)
    assert (said_no.returncode, said_no.stderr) == (0, "")
    assert said_no.stdout.endswith("Nothing was erased.\n")


def test_rm_purge_erases_a_deleted_records_history(project, store):
    assert GITHUB.encode() in all_bytes(store.root)
    result = cli_invoke("rm", "old-token", "--purge", "--yes")
    assert result.exit_code == 0, result.output
    assert GITHUB.encode() not in all_bytes(store.root)


def test_rm_purge_of_an_unknown_name_is_one_sentence(project, store):
    result = cli_invoke("rm", "nothing-here", "--purge", "--yes")
    assert result.exit_code == 1
    assert len(result.output.strip().splitlines()) == 1
    assert "No memory named 'nothing-here'" in result.output


def test_doctor_finds_secrets_in_records_and_history_by_name_field_and_kind(project, store):
    result = cli_invoke("doctor", "--scope", "project")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert ("project: found secret: deploy: the body seems to contain an AWS access key; "
            "'memdir rm deploy --purge --scope project' erases it for good") in lines
    assert ("project: found secret: old-token: in 2 history entries, the body seems to "
            "contain a GitHub token; 'memdir rm old-token --purge --scope project' erases it "
            "for good") in lines
    assert AWS not in result.output and GITHUB not in result.output
    assert "doctor --fix" not in result.output  # --fix cannot erase a secret
    cli_invoke("rm", "deploy", "--purge", "--yes")
    cli_invoke("rm", "old-token", "--purge", "--yes")
    clean = cli_invoke("doctor", "--scope", "project")
    assert clean.exit_code == 0, clean.output


def test_doctor_fix_leaves_a_secret_for_the_person_to_purge(project, store):
    result = cli_invoke("doctor", "--fix", "--scope", "project")
    assert result.exit_code == 1
    assert "project: still secret: deploy: the body seems to contain" in result.output
    assert store.find("deploy") is not None


def test_purging_the_history_drops_torn_lines_and_keeps_the_rest(project, store):
    log = store.root / ".history" / "log.jsonl"
    with log.open("a", encoding="utf-8") as fh:
        fh.write('{"at": "2026-12-03", "op": "update", "name": "deploy", "before": "key ' + AWS)
    count = len(store.history())
    assert store.purge("deploy") == 3
    assert AWS.encode() not in log.read_bytes()
    assert len(store.history()) == count - 3
    assert log.read_text(encoding="utf-8").endswith("\n")


def test_doctor_reports_the_newer_classes_in_records_already_stored(project):
    """Records stored before the scanner knew these classes (an older memdir, a hand
    edit): a card with its code, a word chosen as a password, a .pgpass line, a webhook
    with its secret in the path, a national id. `doctor` names each, never echoing it."""
    store = FileStore(project / ".memory")
    held = {
        "billing": ("Billing card", "Visa 4916 7954 2205 8792, exp 11/29, CVC 804",
                    "a payment card number"),
        "wifi": ("Office wifi", "The wifi password at the office is heliotrope",
                 "a password"),
        "reports-db": ("Reports DB", "reports.internal:5432:analytics:reader:orchid9",
                       "a password in a .pgpass line"),
        "alerts": ("Alerts", "https://open.feishu.cn/open-apis/bot/v2/hook/"
                   "5b0c61e2-94d7-4a3e-8f21-c7d9e04b3a16", "a Feishu/Lark bot webhook"),
        "id-card": ("ID", "身份证 440306199506215314", "a resident identity card number"),
    }
    for name, (description, body, _) in held.items():
        store.upsert(Record(name, description, "reference", body=body))
    store.upsert(Record("style", "Use tabs", "feedback", body="The password is case-sensitive."))
    result = cli_invoke("doctor", "--scope", "project")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    for name, (_, body, kind) in held.items():
        assert (f"project: found secret: {name}: the body seems to contain {kind}; "
                f"'memdir rm {name} --purge --scope project' erases it for good"
                ) in lines, result.output
        assert body not in result.output
    assert "style" not in result.output


def test_rm_purge_of_a_name_in_both_stores_asks_both_before_it_erases_either(
        project, store, isolated_env):
    """A no to the second store's question erased nothing: the first store's copy was
    already gone when it was asked, and the sentence said nothing was erased."""
    user = FileStore(isolated_env / "memory", scope="user")
    user.upsert(Record("deploy", "Deploy from my laptop", "user", body="Laptop only."))
    result = cli_invoke("rm", "deploy", "--purge", input="y\nn\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Erase 'deploy' from the ") == 2
    assert result.output.endswith("Nothing was erased.\n")
    assert store.find("deploy") is not None and user.find("deploy") is not None
    assert AWS.encode() in all_bytes(store.root)
    both = cli_invoke("rm", "deploy", "--purge", input="y\ny\n")
    assert both.exit_code == 0, both.output
    assert store.find("deploy") is None and user.find("deploy") is None
