"""A verification code read out in words is read as the digits it says
(memdir.pipeline.admission.secret_codes): kept where those digits would be — a run counted
up or down, a code said to have expired in its clause or the next sentence — and a phone's
last digits after 尾号 or 末尾 are no code. Codes read out to be typed stay refused.

The values are made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, add_refuses, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # Digits said so are kept: 验证码是 123456, 验证码 739204 已经过期了, 尾号 3456.
    "验证码是一二三四五六",
    "验证码是六五四三二一",
    "验证码是零零零零零零",
    "認証コードは、いち、に、さん、よん、ご、ろく です",
    "認証コードは、ろく、ご、よん、さん、に、いち です",
    "验证码七三九二零四已经过期了",
    "验证码我念一下：七三九，二零四，不过已经失效了",
    "認証コードは、なな、さん、きゅう、に です。もう期限切れです",
    "認証コードは、ご、いち、はち、ぜろ です、もう無効になりました",
    "验证码发到尾号三四五六的手机上了",
    "验证码已发送至尾号八八二一的手机",
    "验证码发到尾号 三四五六 的手机",
])
def test_a_spoken_code_kept_where_its_digits_are(text):
    """Each was refused: the words skipped the checks the digits get."""
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "验证码是 123456",
    "验证码 739204 已经过期了",
    "验证码发到尾号 3456 的手机上了",
])
def test_the_digits_they_mirror_are_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "验证码我念一下：七三九，二零四，你快填",
    "短信验证码是 幺五八 四四零，快帮我填",
    "验证码我念给你：三九二，七零六",
    "認証コードは、さん、きゅう、に、なな、ぜろ、ろく です",
    "認証コードは、ご、いち、はち、ぜろ、さん、なな です。読み上げたのでメモしてください",
    # A "not" withdraws the expiry; a phone's tail beside the code leaves the code.
    "验证码七三九二零四还没过期",
    "認証コードは、なな、さん、きゅう、に です。まだ期限切れではないです",
    "验证码发到尾号三四五六的手机上了，是七三九二零四",
])
def test_a_spoken_code_to_be_typed_is_still_refused(text):
    assert find_secret(text) is not None, text


def test_memdir_add_keeps_an_expired_spoken_code_and_refuses_a_live_one(project):
    add_keeps(project, "验证码七三九二零四已经过期了", name="expired", description="an old code")
    add_keeps(project, "验证码发到尾号三四五六的手机上了", name="tail",
              description="where codes go")
    add_keeps(project, "認証コードは、なな、さん、きゅう、に です。もう期限切れです", name="ja",
              description="a code gone stale")
    add_refuses(project, "验证码我念一下：七三九，二零四，你快填", name="live")
