"""Lines and URLs that carry a secret in their shape: .netrc and .pgpass lines, webhook
URLs with the secret in the path, signed URLs (memdir.pipeline.admission.secret_detectors,
through `find_secret`)."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret

UUID = "5b0c61e2-94d7-4a3e-8f21-c7d9e04b3a16"


@pytest.mark.parametrize("text, kind", [
    ("machine pypi.acme.io login ci password lighthouse", "a password in a .netrc line"),
    ("~/.netrc: default login anonymous password guest42", "a password in a .netrc line"),
    ("reports.internal:5432:analytics:reader:orchid9", "a password in a .pgpass line"),
    ("*:*:*:postgres:tulipfield", "a password in a .pgpass line"),
    (f"通知发到 https://open.larksuite.com/open-apis/bot/v2/hook/{UUID}",
     "a Feishu/Lark bot webhook"),
    (f"群机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={UUID}",
     "a WeCom bot webhook"),
    ("trigger https://hooks.zapier.com/hooks/catch/4821937/b7kq2zx/ on deploy",
     "a Zapier webhook"),
    ("https://maker.ifttt.com/trigger/door/with/key/dQ8vR2mK7xLp4sT9wZ3nB6 rings the bell",
     "an IFTTT webhook key"),
    ("https://chat.acme.io/hooks/k3x9q7w2m5p8r4t6y1z0b2c4d6 posts to town-square",
     "a Mattermost webhook"),
    ("https://chat.googleapis.com/v1/spaces/AAAAx1/messages?key=k1&token=Zx8Qm2Lr7Vb4Nc9Ws1Ty6Hk"
     "3Jd5Gf0Pa", "a Google Chat webhook"),
    ("https://cdn.acme.io/v.mp4?Expires=1798761600&Signature=Qm2Lr7Vb4Nc9Ws1Ty6Hk3Jd5Gf0Pa~x"
     "&Key-Pair-Id=K2JCJMDEHXQW5F", "a signed URL"),
    ("https://acme.cos.ap-tokyo.myqcloud.com/a.zip?q-sign-algorithm=sha1&q-signature="
     "6a1d3c5e7f9b2d4f6a8c0e2b4d6f8a0c2e4b6d8f", "a signed URL"),
])
def test_a_line_or_url_that_carries_a_secret_is_refused(text, kind):
    assert find_secret(text) == kind, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "A .netrc entry is machine HOST login USER password PASSWORD.",
    "The .pgpass format is hostname:port:database:username:password.",
    "Times in the log look like 12:30:45:120:7 (h:m:s:ms:worker).",
    "Feishu bot webhooks live in the FEISHU_WEBHOOK secret.",
    "Signed URLs carry X-Amz-Signature; they expire after X-Amz-Expires seconds.",
    "postgres://USER:PASSWORD@HOST:5432/DB is the shape of the DSN.",
    f"The bucket id is {UUID}.",
])
def test_a_format_named_in_prose_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "Slack webhooks look like https://hooks.slack.com/services/T000/B000/XXXX.",
    "连接串写成 amqps://用户名:密码@主机:5671/vhost。",
    "接続文字列は postgres://ユーザー:パスワード@ホスト/db の形式です。",
])
def test_a_url_with_its_secret_written_as_a_placeholder_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))
