"""After a flag or a word for an action on a password (--reset-password, --change-password,
重置密码, 找回密码) many tools take the new password, not a user: the value there is kept only
when it is shaped as a user's name (lowercase letters, digits and . _ -, "alice01")."""

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    "run ./admin --reset-password=Tr0ub4dor&3x to reset it",
    "mytool --change-password 'N3wP@ssw0rd!' --user alice",
    "run ./cli --reset-password Zx9#kLm2Qw to fix it",
    "运行 ./cli --reset-password Zx9#kLm2Qw 修一下",
    "./cli --reset-password Zx9#kLm2Qw で直して",
    "keycloak: kcadm.sh --change-password Zx9#kLm2Qw",
    "mytool --change-password=\"N3wP@ssw0rd!\"",
    "重置密码 hunter22",
    "找回密码 Zx9kLm2Qw7",
    "重置密码 hunter22。",
    "我刚才 重置密码 Zx9kLm2Qw7 了",
])
def test_a_password_after_an_actions_flag_or_word_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "Run `myapp --reset-password alice01` to email alice a reset link.",
    "Use ./admin --forgot-password bob.smith to send bob a link.",
    "Run passwd-tool --change-password svc_backup so it asks for a new one.",
    "run ./admin --reset-password=alice01 to reset it",
    "mytool --change-password 'alice01' --user alice",
    "运行 ./cli --reset-password alice01 修一下",
    "./cli --reset-password alice01 で直して",
    "kcadm.sh --change-password --user alice",
    "运行 重置密码 alice01 这条命令",
    "找回密码 bob_k 要走邮件",
])
def test_a_user_after_an_actions_flag_or_word_is_kept(text):
    assert find_secret(text) is None, text
