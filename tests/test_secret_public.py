"""False alarms of the sixth prose round (benchmarks/secrets_prose_sixth.py), fixed as
classes: values public by design (a Firebase web config's apiKey, a CAPTCHA's site key,
Square's application id), an unsigned JWT, a README's key prefix and an ellipsis, a call
whose result is the token (getpass), a Go checksum, a Docker build secret's options, a
host and an API version read as "user / password", a made-up UUID of a documentation, a
Notion page's URL. Each with the secret of the same shape that must still be refused.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import base64
import json

import pytest

from memdir.pipeline.admission.secrets import find_secret

GOOGLE_KEY = "AIzasRuDhA-VqfjqJi97ePcqITUlNB3-oE5C2g6"
SITE_KEY = "6LrGP9q-f2K7r_BqSujurD2JUX0lw3PLwkCXTTzC"


def _jwt(header: dict[str, str], claims: dict[str, str], signature: str) -> str:
    def part(obj: dict[str, str]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{part(header)}.{part(claims)}.{signature}"


UNSIGNED = _jwt({"alg": "none", "typ": "JWT"}, {"sub": "ops", "role": "admin"}, "")
SIGNED = _jwt({"alg": "HS256", "typ": "JWT"}, {"sub": "ops", "role": "admin"},
              "q3Vb9xK2mT7wL0pR5sN8yC1dF4gH6jZ")


@pytest.mark.parametrize("text", [
    # Firebase's web config ships in the page.
    "firebaseConfig = {\n  apiKey: \"" + GOOGLE_KEY + "\",\n  authDomain: "
    "\"acme-chat.firebaseapp.com\",\n  projectId: \"acme-chat\"\n}",
    "initializeApp({ apiKey: '" + GOOGLE_KEY + "', messagingSenderId: '881234567890' })",
    "Firebase 的 web 配置：apiKey: \"" + GOOGLE_KEY + "\", authDomain: "
    "\"acme-cn.firebaseapp.com\"",
    # A CAPTCHA's site key goes in the page.
    f"the reCAPTCHA site key is {SITE_KEY}, put it in data-sitekey",
    f"hCaptcha sitekey: {SITE_KEY}",
    f"reCAPTCHA のサイトキーは {SITE_KEY} です",
    # Square's application id (its Web Payments SDK runs in the page).
    "Square applicationId sq0idp-a9fwT8q2CGstjdbYqhjHLx for the checkout page",
    "沙盒的 applicationId 是 sandbox-sq0idb-a9fwT8q2CGstjdbYqhjHLx",
    # An unsigned JWT proves nothing.
    f"the test sends {UNSIGNED} and expects a 401",
    f"alg=none のトークン {UNSIGNED} を拒否することを確認",
    # A key's prefix and an ellipsis; a call that returns the token.
    "the docs say export OPENAI_API_KEY=sk-proj-... before running",
    "set GROQ_API_KEY=gsk_… in .env",
    "READMEには TOKEN=ghp_... と書いてあります",
    "token = getpass.getpass(\"GitHub token: \")",
    "password = prompt_password(\"DB password: \")",
    # A Go module checksum.
    "go.sum: golang.org/x/net v0.30.0 h1:AcW1SDZMkb8IpzCdQUaIq2sP4sZ4zw+55h6ynffypl4=",
    # Docker's build secret names a file or a variable.
    "RUN --mount=type=secret,id=netrc,target=/root/.netrc make fetch",
    "docker buildx build --secret id=npmrc,src=$HOME/.npmrc .",
    "构建时 docker build --secret id=aws,env=AWS_SECRET_ACCESS_KEY",
    # A host and a path; an API version.
    "the credentials plugin is client.authentication.k8s.io/v1beta1 with kubelogin",
    "login to registry.acme.io/v2 goes through SSO",
    "AWS docs: AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
    "credentials example",
    # A documentation's made-up key in a UUID's shape.
    "文档示例 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=12ab34xx-9zzq-4bc4-97a0-"
    "0ec2sifa5kkk ，换成你自己的 key",
    "the docs' sample api key is 1a2bxxxx-cd3e-4f5g-h6i7-j8k9l0m1n2o3",
    # A Notion page's URL ends in its id.
    "spec: https://www.notion.so/acme/API-96bd8f5dc1ef6270bd73a1d305f8cd4f",
    "見てください https://acme.notion.site/Onboarding-Guide-96bd8f5dc1ef6270bd73a1d305f8cd4f",
])
def test_a_public_or_placeholder_value_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    # The same shapes as secrets.
    f"the Maps API key is {GOOGLE_KEY}",
    f"GEMINI_API_KEY={GOOGLE_KEY}",
    f"apiKey: \"{GOOGLE_KEY}\" (the Places backend, server only)",
    f"the reCAPTCHA secret key is {SITE_KEY}",
    "Square access token EAAAl9x3Kq2vT7mR4pW8yN1cB6dF0gH5jZ2sL9kQ3wE7uI4oP1aS6dF8gH0jK2lZ",
    f"Authorization: Bearer {SIGNED}",
    f"this JWT {SIGNED} still works on prod",
    "export OPENAI_API_KEY=sk-d4697a189a88688847a7845469a47e41",
    "token = \"ghp_" + "Xq7Rk2Vb9Wm4Tn8Ls1Pd6Fh3Jc5Gz0Ya2Ue9\"",
    "docker run -e API_TOKEN=9f8e7d6c5b4a39281706f5e4d3c2b1a0fe1d2c3b mailer",
    "login admin / Harbor7Quay at the console",
    "企业微信机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?"
    "key=0e27d388-c43e-4704-9bce-cfc39965775c",
    "Mailgun key-96bd8f5dc1ef6270bd73a1d305f8cd4f",
])
def test_the_secret_of_the_same_shape_is_refused(text):
    assert find_secret(text), text


# False alarms of the seventh prose round (benchmarks/secrets_prose_seventh.py), fixed as
# classes: a search-only key, a publishable key with its variable's name in one run, a
# minisign public key, an SSH public key in RFC 4716's block, an .env.example's empty lines,
# Terraform's references. New values, made up here.
SSH2_PUBLIC = ("---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"rsa-key-20240911\"\n"
               "AAAAB3NzaC1yc2EAAAADAQABAAABAQC7Qw2Lm9XkR4vT8pN1cY6dF0gH5jZ3sLk9Qw3Er5Ty7U\n"
               "i9Op1As3Df5Gh7Jk9Lz2Xc4Vb6Nm8Qw0Er2Ty4Ui6Op8As7Df5Gh7Jk9Lz2Xc4Vb6Nm8Q==\n"
               "---- END SSH2 PUBLIC KEY ----")
MINISIGN_PUBLIC = base64.b64encode(b"Ed" + bytes((i * 89 + 17) % 256 for i in range(40))).decode()


@pytest.mark.parametrize("text", [
    "the search-only API key 8c1f4e7a2b9d3c60e5f1a8b7c2d4e9f3 goes in the search box",
    "the search-only API key is 8c1f4e7a2b9d3c60e5f1a8b7c2d4e9f3, public by design",
    "Algolia の Search-Only API キーは 8c1f4e7a2b9d3c60e5f1a8b7c2d4e9f3 です",
    "VITE_CLERK_PUBLISHABLE_KEY=pk_test_Y2xlcmsuZXhhbXBsZS5vcmck is in the bundle",
    f"minisign -Vm release.tgz -P {MINISIGN_PUBLIC}",
    f"untrusted comment: minisign public key 4A2B\n{MINISIGN_PUBLIC}",
    f"PuTTYgen's public half:\n{SSH2_PUBLIC}",
    ".env.example:\nAPP_KEY=\nDB_PASSWORD=\nSTRIPE_SECRET=\n# values come from the vault",
    ".env.sample は\nJWT_SECRET=\nSMTP_PASSWORD=\nのように空です",
    "provider \"tfe\" {\n  token = var.tfe_token\n}",
    "password = local.db_password\ntoken    = data.vault_generic_secret.ci.data[\"token\"]",
])
def test_a_public_value_or_a_reference_of_the_seventh_round_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "the admin API key is 8c1f4e7a2b9d3c60e5f1a8b7c2d4e9f3",
    "ALGOLIA_ADMIN_API_KEY=8c1f4e7a2b9d3c60e5f1a8b7c2d4e9f3",
    "CLERK_SECRET_KEY=sk_live_Q8w2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm",
    "untrusted comment: minisign encrypted secret key\nRWRTY0Iy"
    + base64.b64encode(bytes((i * 73 + 41) % 256 for i in range(150))).decode(),
    ".env:\nAPP_KEY=base64:Q8w2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Qw8=\nDB_PASSWORD=",
    "provider \"tfe\" {\n  token = \"Q8w2Er4Ty6Ui8O.atlasv1.p0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Qw8Er0Ty2Ui4"
    "Op6As8Df0Gh2Jk4Lz6Xc8Vb0Nm2\"\n}",
])
def test_the_secret_beside_them_is_refused(text):
    assert find_secret(text), text
