"""The secret scanner against a labelled corpus: every secret found, nothing else flagged."""

from __future__ import annotations

import subprocess
import sys

import pytest

from memdir.foundation.errors import Finding, MemdirError, SecretError
from memdir.foundation.record import Record
from memdir.pipeline.admission.secrets import find_secret, refuse_secrets, scan_record

from .secrets_corpus import AWS, GITHUB, MAILCHIMP, NEGATIVES, POSITIVES, SLACK


def test_the_corpus_is_large_enough_to_mean_something():
    assert len(POSITIVES) >= 50 and len(NEGATIVES) >= 50
    assert len({i for i, _ in POSITIVES + NEGATIVES}) == len(POSITIVES) + len(NEGATIVES)


@pytest.mark.parametrize("text", [t for _, t in POSITIVES], ids=[i for i, _ in POSITIVES])
def test_every_secret_of_the_corpus_is_found(text):
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", [t for _, t in NEGATIVES], ids=[i for i, _ in NEGATIVES])
def test_nothing_that_is_not_a_secret_is_flagged(text):
    assert find_secret(text) is None


def test_provider_formats_come_from_detect_secrets():
    # Our own patterns know no Mailchimp format: only the detect-secrets plugin can name it.
    assert find_secret(f"Newsletter key {MAILCHIMP}") == "a Mailchimp key"


def test_scanning_never_verifies_a_key_over_the_network(monkeypatch):
    import requests

    def no_network(*args, **kwargs):
        raise AssertionError("the scanner made a network call")

    monkeypatch.setattr(requests.Session, "request", no_network)
    for text in (SLACK, GITHUB, AWS, MAILCHIMP):
        assert find_secret(f"key {text}") is not None


@pytest.mark.parametrize(("record", "field"), [
    (Record(f"deploy-{AWS}", "Deploy notes", "project"), "the name"),
    (Record("deploy", f"Key {AWS}", "project"), "the description"),
    (Record("deploy", "Deploy notes", "project", body=f"Use {AWS}"), "the body"),
    (Record("deploy", "Deploy notes", "project", source={"quote": f"my key is {AWS}"}),
     "the source quote"),
    (Record("deploy", "Deploy notes", "project", source={"note": f"from {AWS}"}),
     "the source (key 'note')"),
    (Record("deploy", "Deploy notes", "project", extra={"aws": AWS}),
     "the frontmatter field 'aws'"),
    (Record("deploy", "Deploy notes", "project", extra={"env": {"vars": [f"K={AWS}"]}}),
     "the frontmatter field 'env' (key 'vars')"),
    (Record("deploy", "Deploy notes", "project", extra={AWS: "x"}),
     "a frontmatter key name"),
])
def test_every_string_a_record_holds_is_scanned_and_the_field_is_named(record, field):
    finding = scan_record(record)
    assert finding == Finding(field, "an AWS access key")
    sentence = finding.sentence()
    assert AWS not in sentence and AWS[4:] not in sentence
    assert sentence.endswith("secrets are never stored as memory.")


def test_allow_secret_lets_a_person_store_one_but_never_in_a_name():
    body = Record("deploy", "Deploy notes", "project", body=f"Use {AWS}")
    assert refuse_secrets(body, allow=True) == Finding("the body", "an AWS access key")
    with pytest.raises(SecretError):
        refuse_secrets(body)
    named = Record(f"key-{AWS}", "Deploy notes", "project")
    with pytest.raises(SecretError, match="The name seems to contain an AWS access key") as exc:
        refuse_secrets(named, allow=True)
    assert isinstance(exc.value, MemdirError) and AWS not in str(exc.value)


def test_importing_memdir_and_help_do_not_load_detect_secrets():
    code = ("import sys, memdir, memdir.cli, memdir.pipeline.admission.policy, "
            "memdir.pipeline.admission.secrets\n"
            "from click.testing import CliRunner\n"
            "CliRunner().invoke(memdir.cli.cli, ['--help'])\n"
            "assert 'detect_secrets' not in sys.modules, 'detect_secrets was imported'\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
