"""The broad secret rule set: gitleaks' provider rules beside detect-secrets, on every path.

The hf_ token (letters only, no digit) is the case that went through: detect-secrets
treats digit-free tokens as harmless, so ``add`` and ``extract`` stored it and ``doctor``
said clean. The corpus of `benchmarks.secrets_data` holds a format of every provider the
admission policy must cover by name.
"""

from __future__ import annotations

import json
import random
import string

import pytest
from click.testing import CliRunner
from secret_helpers import project_fixture  # noqa: F401 (the fixture `project`)

from benchmarks.secrets import REQUIRED
from benchmarks.secrets_data import FORMATS, samples
from memdir.cli import cli
from memdir.pipeline.admission.secret_rules import RULES_FILE, rule_set
from memdir.pipeline.admission.secrets import find_secret
from tools.gitleaks_rules import go_to_python

HF = "hf_" + "".join(random.Random(7).choice(string.ascii_letters) for _ in range(34))


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.mark.parametrize("fmt_text", [(f, t) for f, t in samples() if f.provider in REQUIRED],
                         ids=lambda ft: f"{ft[0].provider}: {ft[0].name}")
def test_every_format_of_the_named_providers_is_a_secret(fmt_text):
    fmt, text = fmt_text
    assert find_secret(text), text


def test_a_letters_only_hugging_face_token_is_refused_by_add(project):
    assert not any(c.isdigit() for c in HF)
    result = run("add", "hub", "-t", "reference", "-d", f"Pull models with {HF}")
    assert result.exit_code != 0
    assert "secrets are never stored" in result.output
    assert HF not in result.output
    assert run("ls", "--json").output.strip() in ("[]", "")


def test_a_letters_only_hugging_face_token_is_not_extracted(project):
    transcript = project / "t.jsonl"
    transcript.write_text(json.dumps({"type": "user", "message": {
        "role": "user", "content": f"From now on, pull models with {HF}."}}) + "\n",
        encoding="utf-8")
    result = run("extract", str(transcript))
    assert "stored:" not in result.output
    assert HF not in result.output
    assert not list((project / ".memory").glob("*.md")) or all(
        HF not in p.read_text(encoding="utf-8") for p in (project / ".memory").glob("*.md"))


def test_doctor_reports_a_token_already_stored(project):
    assert run("init").exit_code == 0
    (project / ".memory" / "hub.md").write_text(
        f"---\nname: hub\ndescription: the model hub\ntype: reference\n---\nLogin: {HF}\n",
        encoding="utf-8")
    result = run("doctor")
    assert result.exit_code != 0
    assert "found secret: hub" in result.output
    assert HF not in result.output


@pytest.mark.parametrize("text", [
    "Download weights with hf_hub_download, not the raw URL.",
    "Install hf_transfer to speed up large downloads.",
    "Set SLACK_BOT_TOKEN=xoxb-your-bot-token in .env.example.",
    "Keys that look like sk-ant-... must be rotated after a leak.",
    "Deploy key fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8",
])
def test_look_alikes_are_not_secrets(text):
    assert find_secret(text) is None


def test_the_rule_set_is_broad_and_carries_its_licence():
    data = json.loads(RULES_FILE.read_text(encoding="utf-8"))
    assert len(data["rules"]) >= 200 and data["gitleaks_version"]
    licence = RULES_FILE.with_name("GITLEAKS-LICENSE").read_text(encoding="utf-8")
    assert "MIT License" in licence and "Zachary Rice" in licence
    assert len(rule_set().rules) >= 200
    assert len(FORMATS) >= 100


def test_a_go_flag_group_in_the_middle_becomes_a_scoped_group():
    assert go_to_python(r"\b(p8e-(?i)[a-z0-9]{32})") == r"\b(p8e-(?i:[a-z0-9]{32}))"
    assert go_to_python(r"(?i)ab(?i)c|d") == r"(?i)ab(?i:c)|d"
    assert go_to_python(r"x(?:[^\w-]|\z)") == r"x(?:[^\w-]|\Z)"
    assert go_to_python(r"[[:alnum:]_]") == r"[a-zA-Z0-9_]"
