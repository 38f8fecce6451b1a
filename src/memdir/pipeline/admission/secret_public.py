"""Values in a credential's shape that are public by design, or encrypted, taken out of a
text before the scan so that no layer reads them as keys.

- A Firebase web app's config (``firebaseConfig = {apiKey: "AIza…", authDomain:
  "….firebaseapp.com", messagingSenderId: …}``) ships in every page's JavaScript: its
  ``apiKey`` only names the project to Google's servers (Firebase's documentation says so;
  access is the security rules' business). The same ``AIza…`` key named alone, or in any
  other assignment, is still refused: a Maps or Gemini key is a secret.
- The same config of an iOS or an Android app: ``GoogleService-Info.plist``'s ``<key>API_KEY
  </key><string>AIza…</string>`` beside its ``GCM_SENDER_ID`` / ``GOOGLE_APP_ID``, and
  ``google-services.json``'s ``"current_key": "AIza…"`` beside its ``mobilesdk_app_id``:
  each ships inside the app. A plist's ``GMSApiKey`` (a Maps key) is still refused.
- A Mapbox public token (``pk.eyJ1…``, its claims name the account: ``{"u": …}``): Mapbox
  has every map page ship it. Its secret tokens are ``sk.`` and temporary ones ``tk.``,
  still refused.
- A value sops encrypted (``ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]``) and the body of
  Rails' encrypted credentials (``credentials.yml.enc``: base64 data, iv and tag joined by
  ``--``), where the text names such a file: ciphertext that is committed by design and
  holds no secret without its key (the key itself, ``master.key`` or an age or a KMS key,
  is refused as any key is). The same ``--``-joined shape elsewhere (a Rails session cookie)
  is still read. So is a value Pulumi encrypted in a stack's file (``secure: v1:…``,
  under the key it holds), which its stack's own key decrypts, and one Travis CI encrypted
  (``- secure: "…"``, quoted base64 of forty characters or more: its repository's public
  key encrypts it, only Travis holds the private half).
- A YAML tag that makes a value a reference to where the secret is: ESPHome's and Home
  Assistant's ``!secret api_key`` (a name in ``secrets.yaml``), ``!env_var``, ``!ENV``,
  ``!include``, CloudFormation's ``!Ref``, ``!Sub``, ``!GetAtt``, ``!ImportValue``: the
  name after the tag is no value.
- A provider's sandbox or test credentials its documentation publishes for everyone to try
  ("PayFast's sandbox merchant id 10000100 and merchant key 46f0cd694581a are in their
  docs for testing", "沙箱的测试密钥在官方文档里公开了：…", "テスト用のキーはドキュメントに
  載っています：…"): in a sentence saying both, the values a sandbox's cue comes a few words
  before, or that stand right beside the docs' phrase, are blanked, not the sentence. The
  phrase must say the provider's docs publish the values ("are in their docs", "published
  in the docs", 官方文档, 文档里公开, 公式ドキュメント): "in the docs" alone, "as described
  in the docs", "I put it in the docs", 文档里写了 and our, internal, 内部, 社内 docs say
  where someone wrote a value. A value in a provider's own format (``sk_live_…``,
  ``ghp_…``, ``AKIA…``, any the detectors name) is never blanked: a live key, whatever
  the sentence says of tests. A sentence that names a sandbox alone ("my sandbox key is
  …") or the docs alone is read as before.
- A key's fingerprint as OpenSSH prints it (``SHA256:`` and 43 characters of base64, or
  ``MD5:`` and sixteen pairs of hex): what ``ssh`` asks a person to check before trusting a
  host, a hash of a public key; and an OpenPGP key's id, 0x and 8 or 16 hex after the key
  is named ("the team's GPG key 0x8C8D4319"). The key itself is still read, and so is a
  value of that shape after a passphrase's name ("the GPG passphrase is 0x…").
- A broker's or a database's documented local default, a URL whose password is its user's
  own name on this machine (RabbitMQ's ``amqp://guest:guest@localhost:5672/``,
  ``postgres://postgres:postgres@127.0.0.1/``): the server lets that login in from the
  loopback address alone, and every install's docs print it. The same pair at any other
  host, or another password at localhost, is still read.

(Other public values are known where they are read: a publishable key, a CAPTCHA's site key
and Square's application id in `secret_benign`; a documented or an unsigned JWT and
Supabase's anon key in `secret_values`.)
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from memdir.foundation import lazy_re as re

# What only a Firebase web config holds beside its apiKey.
_FIREBASE_CONFIG = re.compile(r"firebaseapp\.com|messagingSenderId|firebaseConfig"
                              r"|(?i:firebase)[^\n]{0,40}(?:authDomain|initializeApp)"
                              r"|<key>(?:GCM_SENDER_ID|GOOGLE_APP_ID)</key>|\"mobilesdk_app_id\"")
_API_KEY_FIELD = re.compile(r"""(?P<key>["']?apiKey["']?[ \t]{0,3}[:=][ \t]{0,3}["']?"""
                            r"|<key>API_KEY</key>\s{0,20}<string>"
                            r"""|"current_key"[ \t]{0,3}:[ \t]{0,3}")"""
                            r"AIza[0-9A-Za-z_\-]{30,40}(?![0-9A-Za-z_\-])")


# Mapbox's public token: "pk." then a JWT-like body whose claims open with its user ("u").
_MAPBOX_PUBLIC = re.compile(r"(?<![A-Za-z0-9_.\-])pk\.eyJ1[A-Za-z0-9_\-]{8,400}"
                            r"\.[A-Za-z0-9_\-]{8,200}(?![A-Za-z0-9_.\-])")
_SOPS_VALUE = re.compile(r"ENC\[AES256_GCM,data:[A-Za-z0-9+/=]{0,20000},iv:[A-Za-z0-9+/=]{1,100},"
                         r"tag:[A-Za-z0-9+/=]{1,100},type:[a-z]{1,10}\]")
# Rails' encrypted file (ActiveSupport::EncryptedFile): data--iv--tag, in base64 (aes-256-gcm:
# a 12-byte iv, a 16-byte tag).
_RAILS_ENCRYPTED_FILE = re.compile(r"(?i)\.(?:yml|yaml|json|key)\.enc\b")
_RAILS_MESSAGE = re.compile(r"(?<![A-Za-z0-9+/=\-])[A-Za-z0-9+/]{8,20000}={0,2}--[A-Za-z0-9+/]{16}"
                            r"--[A-Za-z0-9+/]{22}==(?![A-Za-z0-9+/=\-])")


# Pulumi's stack file: "secure: v1:<nonce>:<ciphertext>", both base64.
_PULUMI_SECURE = re.compile(r"(?<![A-Za-z0-9_])(?P<key>secure:[ \t]{0,3})v1:[A-Za-z0-9+/=]{8,100}"
                            r":[A-Za-z0-9+/=]{8,20000}")


# Travis CI's encrypted variable: "secure:" and quoted base64.
_TRAVIS_SECURE = re.compile(r"(?<![A-Za-z0-9_])(?P<key>secure:[ \t]{0,3})(?P<q>[\"'])"
                            r"[A-Za-z0-9+/]{40,20000}={0,2}(?P=q)")
# A YAML tag naming where a value is, and the name after it.
_YAML_REFERENCE = re.compile(r"(?<![\w!])!(?:secret|env_var|ENV|include|Ref|Sub|GetAtt"
                             r"|ImportValue)[ \t]{1,5}[\"']?[\w.\-/${}:]{1,200}")


# A provider's docs said to publish the values themselves: "is/are in their docs",
# "published in the docs", "in Stripe's docs", 官方文档, 文档里公开, 公式ドキュメント,
# ドキュメントに載っています. "in the docs" alone, "as described in the docs", "I put it in the
# docs", 文档里写了 and ドキュメントに書いた say where someone wrote a value, not that a
# provider publishes it; "our", "internal", 内部, 社内 ... name the person's own docs.
_DOCS = r"(?:docs|documentation|developer[ \t]docs|api[ \t]reference)\b"
_OWNER = r"(?:their|its|the[ \t]official|the[ \t]provider's|[A-Z][\w.]{1,30}'s?)"
_PUBLISHED = re.compile(
    r"\b(?:is|are)[ \t]{1,3}(?:(?:published|listed|given|shown)[ \t]{1,3})?(?:in|on)[ \t]{1,3}"
    + _OWNER + r"[ \t]{1,3}" + _DOCS
    + r"|\bpublished[ \t]{1,3}(?:publicly[ \t]{1,3})?(?:in|on)[ \t]{1,3}(?:the|" + _OWNER
    + r")[ \t]{1,3}" + _DOCS
    + r"|\b(?:their|the[ \t]official|[A-Z][\w.]{1,30}'s?)[ \t]{1,3}(?:docs|documentation)"
    r"[ \t]{1,3}(?:publish|list|give)(?:es|s)?\b"
    r"|官方文档|文档(?:里|中|上)?(?:公开|公布)|公开(?:在|于)[^\n，。]{0,12}文档"
    r"|公式(?:の)?ドキュメント|ドキュメント(?:に|で)(?:載って|記載されて|公開)")
_OWN_DOCS = re.compile(r"(?i)\b(?:our|internal|team|company|wiki)\b|我们|内部|团队|公司|自己"
                       r"|社内|うちの|チーム|自分")
_SANDBOX = re.compile(r"(?i)sandbox|\btest(?:ing)?\b|沙箱|测试|テスト|サンドボックス")
# A value: a run of key characters with a digit in it.
_VALUE = re.compile(r"(?<![\w\-+/=#!@$%^&*.~])(?=[\w\-+/=#!@$%^&*.~]{0,200}\d)"
                    r"[\w\-+/=#!@$%^&*.~]{4,200}(?<!\.)")
# What withdraws a sandbox cue before a value: "not the sandbox one", 不是, じゃない.
_NOT_SANDBOX = re.compile(r"(?i)\bnot\b|n't\b|\binstead\b|\blive\b|\bprod(?:uction)?\b"
                          r"|不是|而非|正式|生产|本番|ではな|じゃな")
_STOPS = (". ", "\n", "。")
_SENTENCE_REACH = 300
_CUE_REACH = 40  # a sandbox's cue this far before the value
_NEXT_TO = 12  # the docs' phrase this far after (en) or before (zh, ja) the value


def _published_test_values(text: str, provider_format: Callable[[str], bool]) -> str:
    """``text`` with the values a sentence says are a sandbox's, published in the
    provider's docs, blanked: each value a sandbox's cue comes a few words before, or
    right beside the docs' phrase; a value in a provider's own format (sk_live_, ghp_,
    AKIA...) never."""
    done = 0  # each sentence is read once, so a hostile text costs a linear scan
    blanks: list[tuple[int, int]] = []
    for m in _PUBLISHED.finditer(text):
        if m.start() < done or _OWN_DOCS.search(text, max(0, m.start() - 16), m.end()):
            continue
        start = max(text.rfind(stop, max(0, m.start() - _SENTENCE_REACH), m.start())
                    for stop in _STOPS)
        ends = [e for stop in _STOPS
                if (e := text.find(stop, m.end(), m.end() + _SENTENCE_REACH)) >= 0]
        start = max(start, m.start() - _SENTENCE_REACH, done, 0)
        end = done = min(ends) if ends else min(len(text), m.end() + _SENTENCE_REACH)
        cues = [c.end() for c in _SANDBOX.finditer(text, start, end)]
        if not cues:
            continue
        for v in _VALUE.finditer(text, start, end):
            at = bisect.bisect_right(cues, v.start())  # the last cue before the value
            near_cue = at > 0 and v.start() - cues[at - 1] <= _CUE_REACH \
                and not _NOT_SANDBOX.search(text, cues[at - 1], v.start())
            beside = 0 <= m.start() - v.end() <= _NEXT_TO or 0 <= v.start() - m.end() <= _NEXT_TO
            if (near_cue or beside) and not provider_format(v.group(0)):
                blanks.append(v.span())
    if not blanks:
        return text
    pieces, at = [], 0
    for a, b in blanks:  # in order, none overlapping: the text is built once
        pieces += [text[at:a], " " * (b - a)]
        at = b
    return "".join(pieces) + text[at:]


# OpenSSH's fingerprints: SHA256 unpadded base64, or MD5's colon-separated hex.
_FINGERPRINT = re.compile(r"(?<![A-Za-z0-9+/])(?:SHA256:[A-Za-z0-9+/]{43}(?![A-Za-z0-9+/=])"
                          r"|MD5:[0-9a-f]{2}(?::[0-9a-f]{2}){15}(?![0-9A-Za-z:]))")

_PGP_KEY_ID = re.compile(r"(?P<named>(?i:(?<![a-z])(?:gpg|pgp|gnupg|openpgp)(?![a-z]))[^\n]{0,30}?)"
                         r"(?<![0-9A-Za-z])0x[0-9A-Fa-f]{8}(?:[0-9A-Fa-f]{8})?(?![0-9A-Za-z])")

# ... unless the id follows a password's name with no key named between: "the GPG
# passphrase is 0xDEADBEEF12345678" gives the passphrase ("the GPG passphrase for key
# 0x8C8D4319" still names the key).
_PASSWORD_WORD = re.compile(r"(?i)pass(?:word|phrase|code)|passwd|pin\b|密码|口令|パスワード"
                            r"|パスフレーズ|暗証")
_KEY_WORD = re.compile(r"(?i)\bkey\b|\bid\b|fingerprint|鍵|密钥|公钥|指纹|キー")


def _key_id(m: re.Match[str]) -> str:
    named = m.group("named")
    said = [w.end() for w in _PASSWORD_WORD.finditer(named)]
    if said and not _KEY_WORD.search(named, said[-1]):
        return m.group(0)  # the password's value
    return named + "0x"


# A URL's user and the same word as its password, at a loopback host.
_LOCAL_DEFAULT = re.compile(r"(?i)(?<=://)(?P<user>[A-Za-z][\w.\-]{0,40}):(?P=user)@"
                            r"(?=(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.\-]))")


def without_public_values(text: str, provider_format: Callable[[str], bool]) -> str:
    """``text`` with a Firebase app config's API key, a Mapbox public token, ciphertext
    (sops' values, Rails' encrypted credentials, Pulumi's and Travis' secure values),
    OpenSSH's key fingerprints, the names after YAML's reference tags, a loopback URL's
    default login (its password its user's name) and a sandbox's
    values its provider's docs publish blanked; ``provider_format`` says which values are
    in a provider's own format, which are never a sandbox's blanked."""
    if "SHA256:" in text or "MD5:" in text:
        text = _FINGERPRINT.sub("SHA256:", text)
    if "0x" in text:
        text = _PGP_KEY_ID.sub(_key_id, text)
    if "pk.eyJ1" in text:
        text = _MAPBOX_PUBLIC.sub(" ", text)
    if "ENC[AES256_GCM," in text:
        text = _SOPS_VALUE.sub("ENC[]", text)
    if "secure:" in text:
        text = _PULUMI_SECURE.sub(lambda m: m.group("key") + "v1:", text)
        text = _TRAVIS_SECURE.sub(lambda m: m.group("key") + '""', text)
    if "!" in text:
        text = _YAML_REFERENCE.sub("!ref", text)
    if "://" in text:
        text = _LOCAL_DEFAULT.sub(lambda m: m.group("user") + "@", text)
    if "doc" in text or "文档" in text or "ドキュメント" in text:
        text = _published_test_values(text, provider_format)
    if "--" in text and _RAILS_ENCRYPTED_FILE.search(text):
        text = _RAILS_MESSAGE.sub(" ", text)
    if not ("apiKey" in text or "API_KEY" in text or "current_key" in text) \
            or not _FIREBASE_CONFIG.search(text):
        return text
    return _API_KEY_FIELD.sub(lambda m: m.group("key") + " ", text)


__all__ = ["without_public_values"]
