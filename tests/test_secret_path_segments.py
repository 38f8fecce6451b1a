"""A path is judged segment by segment, as a path: a folder named by words and numbers
joined by ``-`` or ``_`` (a CI job's workspace, a test's temp folder, a build's artifacts)
is no key, in English, Chinese and Japanese sentences alike, while a secret with a ``/`` in
it — a cloud's secret key, base64, a key in a URL's path or query — is still refused.

Before, a path was read as one run of key characters, and one folder's name of 20
characters or more made the whole path a "high-entropy token": an import from a worker's
temp folder (``…/popen-gw1/test_a_correction_and_its_clos0/folder``) was refused by its
own note. The values here are made up for this file."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from secret_helpers import add_keeps, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.cli import cli
from memdir.pipeline.admission.secrets import find_secret
from memdir.store import FileStore

_JOB = "/var/lib/jenkins/workspace/web-frontend_PR-1234/build7"
_WORKER = "/dev/shm/mdt-0/r28594/popen-gw1/test_a_correction_and_its_clos0/folder/deploy-day"


@pytest.mark.parametrize("text", [
    # Unix paths with a long folder's name of words and numbers.
    f"Imported from {_JOB}",
    f"imported from {_WORKER}.md",
    "imported from /dev/shm/mdt-0/r28594/popen-gw0/test_claude_code_notes_sharing0/proj",
    f"从 {_JOB} 导入的",
    f"{_JOB} からインポートしました",
    "The nightly artifacts land in /srv/builds/payments-svc_PR-4821_build-7-linux-x64/dist",
    "夜间构建的产物在 /srv/builds/payments-svc_PR-4821_build-7-linux-x64/dist 里",
    "夜間ビルドの成果物は /srv/builds/payments-svc_PR-4821_build-7-linux-x64/dist にあります",
    # A Windows path: each folder between two backslashes.
    r"Imported from C:\Users\alice\source\payments-svc_PR-4821_build-7-linux-x64\memory",
    r"项目在 C:\Users\wang\source\Frontend-Web_PR1234-Build7-QA_zhJP-x64\notes 里",
    r"メモは C:\Users\tanaka\source\myProject_v2-Build0815-QA-linux_x86-64\notes にあります",
    # A URL's path.
    "Docs at https://ci.example.com/job/web-frontend_PR-1234/lastSuccessfulBuild/artifact",
    "构建日志见 https://ci.example.com/job/web-frontend_PR-1234/lastSuccessfulBuild/console",
    "ログは https://ci.example.com/job/web-frontend_PR-1234/lastSuccessfulBuild/console です",
    # A build's id like a hash, as a folder's name or in one.
    "cache in /home/bob/.cache/huggingface/hub/models--sentence-transformers--all-MiniLM-L6-v2"
    "/snapshots/8b3219a92973c328a8e22fadcfa821b5dc75636a",
    "the run kept its logs in /var/ci/runs/build-4f9c2a71e0b3/integration_tests-shard3",
    "日志在 /var/ci/runs/build-4f9c2a71e0b3/integration_tests-shard3 下面",
    # A path from home and a relative one.
    "The build is at ~/builds/web-frontend_PR-1234/artifacts-2026-12-07/dist",
    "打包结果在 ~/builds/web-frontend_PR-1234/artifacts-2026-12-07/dist",
    "see builds/web-frontend_PR-1234/artifacts_2026_12_07_nightly/dist for the bundle",
    "バンドルは builds/web-frontend_PR-1234/artifacts_2026_12_07_nightly/dist にあります",
])
def test_a_sentence_naming_a_path_is_kept(text):
    assert find_secret(text) is None, text


# Forty characters of base64 as a cloud's secret key is, with one or more '/' in it.
_SECRET_KEY = "kP8vQ2xL/7mZr4TnW9yB3cJ/hF6sD1gA5eUoXq0V"


@pytest.mark.parametrize("text", [
    # A cloud's secret key with slashes, in a sentence with no word of a key.
    f"the new one for the backup job is {_SECRET_KEY}",
    f"备份任务用新的 {_SECRET_KEY}",
    f"バックアップ用は {_SECRET_KEY} です",
    "copy wJ9rT2mQ/xV7Lk3Bn8Pz4Hs/cY6Fd1GuA0eNoRi5 into the runner",
    "copy Gx4mB8/qT2Zr9Lv/k7Wn3Yc/pS6Hd1Ju5Fa into the runner",
    # base64 of random bytes with '/' in it.
    "the blob was 9fK2+Lm/8Qz3Wr/Tn5Xv1Bc7Hy/Ds4Ga6Ju0Pe2Rk9Mo= on the old box",
    # A key in a URL's path, a token in its query.
    "POST to https://api.example.com/v1/keys/kP8vQ2xLm7Zr4TnW9yB3cJhF6s/rotate",
    "GET /api/v1/?token=kP8vQ2xLm7Zr4TnW9yB3cJhF6sD1gA5e returns the list",
    # A key as a folder's name in a Windows path.
    r"copied to C:\keys\kP8vQ2xLm7Zr4TnW9yB3cJhF6sD1gA5eUoXq0V\backup",
])
def test_a_secret_with_a_slash_is_refused(text):
    assert find_secret(text), text


def test_an_import_from_a_workers_temp_folder_keeps_its_note(project: Path) -> None:
    """The note an import writes names the folder imported from; a folder nested as a CI
    job's and a test worker's temp folder are (``…_PR-4821_…/popen-gw1/test_…0``) is no
    secret, and every record comes in."""
    folder = project / "payments-svc_PR-4821_build-7-linux-x64" / "popen-gw1" \
        / "test_a_correction_and_its_clos0" / "folder"
    folder.mkdir(parents=True)
    for name, body in (("deploy-day", "Deploys happen on Tuesdays."),
                       ("office-mondays", "The team is in the office on Mondays.")):
        (folder / f"{name}.md").write_text(
            f"---\nname: {name}\ndescription: {body}\ntype: project\n---\n{body}\n",
            encoding="utf-8")
    run = CliRunner().invoke
    assert run(cli, ["init"], catch_exceptions=False).exit_code == 0
    result = run(cli, ["import", str(folder)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "2 created.", result.output
    note = FileStore(project / ".memory").get("deploy-day").source
    assert note == {"note": f"imported from {folder}/deploy-day.md"}


def test_a_note_naming_a_build_folder_is_added(project: Path) -> None:
    add_keeps(project, f"The release notes were imported from {_JOB}.")
