"""A sandbox's values a provider's docs publish are kept; a live key beside words of tests
and docs is not (memdir.pipeline.admission.secret_public).

What is blanked before the scan is the value a sandbox's cue comes a few words before, or
that stands right beside a phrase saying the provider's docs publish it ("are in their
docs", 官方文档里公开了, ドキュメントに載っています) — never the sentence, never a value in a
provider's own format (sk_live_, ghp_, AKIA...), and never on "the docs" alone: "as
described in the docs", "I put it in the docs", 文档里写了 and ドキュメントに書いた say where
someone wrote a value, and "our", 内部, 社内 name a person's own docs.

The values are made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_refuses, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.foundation.candidate import Candidate
from memdir.pipeline.admission.secrets import SECRET_MARK, find_secret, redact_secrets
from memdir.service.memory import Memory

STRIPE = "sk_live_51HqLmN8vT2wYz7NcB3dF6hJ1sA5eK0uGiR8mXq2LkP9"
GITHUB = "ghp_R8mXq2LkP9vT2wYz7NcB3dF6hJ1sA5eK0uGi"
AWS = "AKIAQ3EGUWXZ7PLMN4RT"
PASSWORD = "Rx#9912kqLm"

LIVE = [
    (STRIPE, f"Live Stripe key {STRIPE} - not the sandbox one from the docs."),
    (GITHUB, f"I pasted our GitHub token {GITHUB} into the test job, as described in the docs."),
    (AWS, f"AWS key {AWS} secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY2 for the test "
          "account, details in the docs"),
    (PASSWORD, f"The staging DB password is {PASSWORD}, I put it in the docs for the testing "
               "team."),
    (PASSWORD, f"测试环境的数据库密码是 {PASSWORD}，文档里写了。"),
    (PASSWORD, f"テスト環境のDBパスワードは {PASSWORD} です。ドキュメントに書いておきました。"),
    (PASSWORD, f"テスト環境のDBパスワードは {PASSWORD} で、社内ドキュメントに載っています"),
    (PASSWORD, f"测试库的密码是 {PASSWORD}，我们内部文档里公开了"),
    # A provider's own format is a live key whatever the sentence says of it.
    (STRIPE, f"Stripe's sandbox key {STRIPE} is in their docs for testing"),
    (GITHUB, f"沙箱的测试密钥 {GITHUB} 在官方文档里公开了"),
    (AWS, f"テスト用のキー {AWS} は公式ドキュメントに載っています"),
    # A sandbox's published value beside a live one: the live one is read.
    (PASSWORD, f"The staging password is {PASSWORD}; PayFast's sandbox merchant key "
               "46f0cd694581a is in their docs for testing"),
    (PASSWORD, f"my key is {PASSWORD}, not the sandbox one in their docs for testing"),
]


@pytest.mark.parametrize(("value", "text"), LIVE)
def test_a_live_secret_beside_words_of_tests_and_docs_is_refused(value, text):
    """Each was stored: the whole sentence saying "test" and "in the docs" was blanked."""
    assert find_secret(text) is not None, text


@pytest.mark.parametrize(("value", "text"), LIVE)
def test_redact_masks_the_live_secret(value, text):
    redacted = redact_secrets(text)
    assert value not in redacted and SECRET_MARK in redacted, redacted


@pytest.mark.parametrize(("value", "text"), LIVE[:7])
def test_memdir_add_refuses_it(project, value, text):
    output = add_refuses(project, text)
    assert value not in output


@pytest.mark.parametrize(("value", "text"), LIVE[:7])
def test_memory_save_and_extraction_refuse_it(tmp_path, store, value, text):
    mem = Memory(store, provider="offline", user=False)
    decision, record = mem.save(Candidate("staging-notes", text, "project", body=text),
                                origin="user")
    assert decision.action == "reject" and record is None
    mem.remember(f"Remember: {text}")
    assert all(value not in r.read_text(encoding="utf-8")
               for r in (tmp_path / ".memory").rglob("*") if r.is_file()), text


@pytest.mark.parametrize("text", [
    # The eighteenth round's kept look-alikes, still kept.
    "PayFast's sandbox merchant key 46f0cd694581a is in their docs for testing",
    "PayFast's sandbox merchant id 10000100 and merchant key 46f0cd694581a are in their "
    "docs for testing",
    "沙箱的测试商户密钥在官方文档里公开了：46f0cd694581a，可以直接用",
    "テスト用のマーチャントキーはドキュメントに載っています：46f0cd694581a",
    # ... and said otherwise.
    "the sandbox merchant key 46f0cd694581a is published in the docs for testing",
    "PayFast's docs list the sandbox merchant key 46f0cd694581a for testing",
    "沙箱的测试密钥 46f0cd694581a 在文档里公开了",
    "サンドボックスのテストキー 46f0cd694581a は公式ドキュメントに載っています",
])
def test_a_sandboxs_values_published_in_its_providers_docs_are_kept(text):
    assert find_secret(text) is None, text
