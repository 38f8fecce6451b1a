"""Classes the eleventh prose round found (benchmarks/secrets_prose_eleventh.py), each with
look-alikes that must be kept.

Misses: a Twilio auth token given to `Client()` beside its account SID; a password read out
one character at a time ("capital Q, seven, lower-case v, hash, …", 数字九、小写 h、…); a
provider's key said in two halves whose letters hold no digit (前半は hf_… / 後半は …); a key
read out after its prefix in groups with spaces (sk-proj- のあとに fs9Y eTZB …); a password of
random letters in mixed case said in Japanese or Chinese (初期パスワードは … です). False
alarm: a path with a hash as a folder's name (VS Code's workspaceStorage/<md5>/).

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

_SID, _AUTH = "AC38ad88641d5e051727ee33be31baec53", "136c19561a592771b9e795ca43b64b7f"


@pytest.mark.parametrize("text", [
    # A Twilio account SID with its auth token beside it.
    f'client = Client("{_SID}", "{_AUTH}")',
    f"Client('{_SID}', '{_AUTH}') then messages.create(...)",
    f"twilio creds {_SID}:{_AUTH}",
    # A password read out one character at a time, with the case of its letters said.
    "the wifi password off the router's label, ready? capital W, five, lower-case k, "
    "at sign, capital P, r, nine, lower-case z",
    "the PIN pad's admin password is: capital H, capital T, seven, dash, lower-case q, m, "
    "four",
    "管理后台的密码我念一下：大写 K、数字七、小写 p、小写 r、大写 M、二、小写 x",
    "ルーターのパスワードを読み上げます。大文字の W、小文字の k、5、大文字の P、r、9、z",
    # A provider's key said in two halves, joined into its format (no digit in either half).
    "the HF token is long so in two bits: first half hf_jyYLosINNzOp, "
    "second half oLKTKvmyyJQWCcxUqKbZgK",
    "HF 的 token 分两段发：前半段 hf_jyYLosINNzOp，后半段 oLKTKvmyyJQWCcxUqKbZgK",
    "トークンは前半 hf_jyYLosINNzOp\n後半 oLKTKvmyyJQWCcxUqKbZgK です",
    # A key read out after its prefix in groups set apart by spaces or line breaks.
    "the key is sk-proj- then DXFk sxuM RlfC 9-q7 IfdJ omLN fMc1 n3h- xmJH jSFs dLqz OTgs",
    "GitHub のトークンは ghp_ のあとに\nA0x4 Igt2 7j2E mROH Vosb P8uE\nQXWh isd2 vLv6 です",
    "token: ghp_ A0x4 Igt2 7j2E mROH Vosb P8uE QXWh isd2 vLv6",
    "glpat- GMUl NKqu NZvb 5qOR 9zXy, spaces removed",
    # A password of random letters in mixed case, said in Japanese or Chinese.
    "VPN の初期パスワードは WMbPJcnxIurM です。ログイン後に変えてください",
    "初始密码是 WMbPJcnxIurM，登录后请修改",
    "パスワード：WMbPJcnxIurM",
])
def test_a_secret_of_the_eleventh_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A Twilio SID alone, or beside a value that is no token.
    f"the account SID is {_SID}",
    f"Twilio account {_SID}, messaging service MG{_AUTH}",
    # Rules and kinds of characters, a list with no case said.
    "the password must have capital letters, lower-case letters, digits, symbols, at least 12",
    "密码需包含大写字母、小写字母、数字、符号，至少 8 位",
    "パスワードは大文字、小文字、数字、記号を含めてください",
    "the password reset steps: a, b, c, d, e, f in the runbook",
    "grid rows 1, 2, 3, capital A, capital B, c, d were re-labelled, no password change",
    # Halves or groups of what is no provider's key.
    "the commit is long so in two bits: first half 19325baab10a, second half 228524161e88",
    "GPG fingerprint: 5E8F 1A2B 3C4D 5E6F 7A8B 9C0D 1E2F 3A4B 5C6D 7E8F",
    "IBAN DE89 3704 0044 0532 0130 00 for the refund",
    "ghp_ tokens are 40 chars and start with ghp_ so grep for that",
    "sk-proj- keys are read out in groups of four by support, never paste them",
    # Letters in mixed case that read as names.
    "パスワードは PostgreSQL で管理しています",
    "密码是 getElementById 取到的输入框里的值",
    "パスワードは XMLHttpRequest で送られます",
    "パスワードは KeePassXC に保存",
    # A hash or a UUID naming a folder in a path.
    "エラーは /Users/mori/Library/Application Support/Code/User/workspaceStorage/"
    "5554c209ae13c89a50f2968698177d60/ms-python.python/pythonrc.py で出ています",
    "C:/Users/dev/AppData/Roaming/Code/User/workspaceStorage/5554c209ae13c89a50f2968698177d60/"
    "state.vscdb is locked",
    "/var/lib/docker/containers/9f0b6a4e-2c1d-4b8a-9e7f-3a5c1d2e4b6f/hostconfig.json",
])
def test_a_look_alike_of_the_eleventh_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


def test_a_random_key_in_a_path_is_still_read():
    """Only a hash or a UUID names a folder; a random key in a path's place is still one."""
    assert find_secret("/srv/keys/Zx9kQ2mW7pL4vN8rT3yB6cF1hJ5dG0sA/cache.db") is not None


@pytest.mark.parametrize("body", [
    f'SMS: client = Client("{_SID}", "{_AUTH}")',
    "NAS: the root password, off the sticker: capital Q, five, lower-case v, hash, capital L, nine",
    "OpenAI: sk-proj- then DXFk sxuM RlfC 9-q7 IfdJ omLN fMc1 n3h- xmJH jSFs dLqz OTgs",
])
def test_doctor_reports_a_stored_secret_of_the_new_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    output = doctor_finds_stored(project, body)
    assert body.split()[-1] not in output
