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


@pytest.mark.parametrize("text", [
    "连接串格式：postgresql://<用户>:<密码>@<主机>:5432/<库名>",
    "接続文字列は mysql://<ユーザー>:<パスワード>@<ホスト>:3306/<DB> の形式です。",
    "mysql://<ユーザ名>:<パスワード>@localhost/app",
    ".env.example には NOTION_TOKEN=your-notion-token と書いてあります。",
    "export OPENAI_API_KEY=your-openai-key",
    "API_TOKEN=your_api_token_here",
])
def test_a_placeholder_in_any_script_or_naming_whose_value_it_is_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "The lockfile's integrity for lodash is sha512-/Vsem8sMJt9WAtF6yA/15Hkj7idxVUS1m05NWEgpMyn"
    "mLjzzUCuk6vngA7Lrw1NEpSOaZbducYfQQ38Ts67h1U==",
    "The customer is cus_y0totZzYROqX96 on price price_DXzS11g2UJGExaGuRCVfxYdp.",
    "sub_1MowQVLkdIwHu7ixeRlqHVzs is the subscription",
    "The WireGuard public key of the server is yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
    "服务器公钥 yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
    "サーバーの公開鍵は yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk= です",
    "age 公钥 age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
    "BTC 地址 bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    "My bitcoin address is 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
])
def test_digests_object_ids_public_keys_and_addresses_are_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH",  # a client secret
    "WireGuard PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
    "公钥和私钥分别是 age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p 和 "
    "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYQ4EGAEX",
    "the token after the address: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT9x2Qw7Lm4Zp0Kj",
])
def test_secrets_beside_those_words_are_still_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text, kind", [
    ("Oracle の接続は scott/tiger@orcl です", "a password in a connect string"),
    ("sqlplus system/Welcome1@//db.acme.io:1521/ORCLPDB1", "a password in a connect string"),
])
def test_an_oracle_connect_string_with_its_password_is_refused(text, kind):
    assert find_secret(text) == kind, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "npm i lodash/fp@4.17.21",
    "Oracle の接続は sqlplus / as sysdba で入ります",
    "connect with user/${ORACLE_PASSWORD}@orcl",
])
def test_a_slash_before_an_at_that_names_no_password_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "bcrypt hash $2b$12$KIXQJpZ5n0m3Qx8vS9aF7uD2pL4rT6yW8zB1cE3gH5jK7mN9oP1qS",
    "飞书文档 ID doxcnAb3dEf6hIj9kLm2nOp5qRs",
    "Google Sheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms is the budget",
    "Vercel deployment dpl_7Ab3dEf6hIj9kLm2nOp5qRsTu8vW",
    "-----BEGIN CERTIFICATE-----\n"
    "MIIBszCCAVmgAwIBAgIUAb3dEf6hIj9kLm2nOp5qRsTu8vWwCgYIKoZIzj0EAwIw\n-----END CERTIFICATE-----",
    "密码是“123456”的用户最多",
])
def test_hashes_ids_named_as_ids_certificates_and_a_quoted_qualifier_are_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "client id 1a2B3c4D5e6F7g8H, client secret Zx8Qm2Lr7Vb4Nc9Ws1Ty6Hk3Jd5Gf0Pa",
    "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"
    "Ab3dEf6hIj9kLm2nOp5qRsTu8vWx1yZa4bCd",
    "the deployment token is Ab3dEf6hIj9kLm2nOp5qRsTu8vWx1yZa4bCd",
    "密码是“Zx9kq!pw”，别外传",
])
def test_secrets_after_an_id_a_certificate_or_a_quote_are_still_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "id_ed25519 の中身 b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQy",
    "私钥正文 MIIEowIBAAKCAQEA1EMOx8KkjF78DPBQT/M9DUBIXKw+V3l35B+MrAKjVqy2yc6k",
    "the signing key, body only: MC4CAQAwBQYDK2VwBCIEIAb3dEf6hIj9kLm2nOp5qRsTu8vWx1yZa4bCd7eFg0hI",
    "EC key MHcCAQEEIagaklS8Q5jC9Jxi9mGgXgZX3qyJwQtVw193rGd47ziRNNB4elaILZhcxo",
])
def test_a_private_key_body_is_known_by_how_its_format_opens(text):
    assert find_secret(text) == "a private key (its body without the header lines)", text


@pytest.mark.parametrize("text", [
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4l"
    "gOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n"
    "-----END PUBLIC KEY-----",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@laptop",
    "Base64 'MIIE' starts most DER blobs.",
])
def test_a_public_key_body_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))
