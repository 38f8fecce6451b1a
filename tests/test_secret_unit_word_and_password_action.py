"""A unit's character that begins a word (分别, 步骤, 件名) leaves backup codes codes, and a
flag named for an action on a password (--reset-password) takes a user, not a secret."""

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    "两步验证给我的码是 4127 8830 5591 2046 9911 3377 分别抄在两张纸上",
    "开两步验证时给的码 4127 8830 5591 2046 9911 3377 步骤见文档",
    "两步验证的备用码 4127 8830 5591 2046 9911 3377 回复我确认一下",
    "两步验证的备用码 4127 8830 5591 2046 9911 3377 通知里也有",
    "2段階認証で出たコード 4127 8830 5591 2046 9911 3377 件名には書かないで",
    "2段階認証で出たコード 4127 8830 5591 2046 9911 3377 分けて保管して",
])
def test_backup_codes_before_a_word_a_units_character_begins_are_refused(text):
    assert find_secret(text) == "backup codes", text


@pytest.mark.parametrize("text", [
    # A unit that ends the text, or a particle or punctuation after it: counts.
    "开启两步验证以后，通话时长 1200 3400、5600 7800、2210 4410 分钟",
    "开启两步验证以后，通话时长 1200 3400、5600 7800、2210 4410 分钟了",
    "开启两步验证以后，积分 1200 3400、5600 7800、2210 4410 分，还不错",
    "二段階認証にしてから通話は 1200 3400、5600 7800、2210 4410 分でした",
    "二段階認証にしてから 1200 3400、5600 7800、2210 4410 円の請求",
    "since 2-step went on: 4127 8830, 5591 2046, 7713 0982 minutes of calls",
])
def test_codes_a_unit_ends_are_still_counts(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "Run `myapp --reset-password alice01` to email alice a reset link.",
    "Use ./admin --forgot-password bob.smith to send bob a link.",
    "Run tool --show-password deploy01 to see whose it is.",
    "Run passwd-tool --change-password svc_backup so it asks for a new one.",
    "Run vault-cli --prompt-password admin01 and type it when asked.",
])
def test_a_flag_for_an_action_on_a_password_takes_a_user(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "./valheim_server.x86_64 -name Fjord -adminpassword Birch!Wolf52",
    "./migrate --db-password=Tansy8Creek --db-user app",
    "RustDedicated +server.port 28015 +rcon.password Quarry#7781 +rcon.web 1",
    "myapp --new-password Tansy8Creek",
])
def test_a_flag_named_for_a_password_still_holds_one(text):
    assert find_secret(text) is not None, text
