"""Secret detectors: whether one text holds a secret, and what kind (`find_secret`).

`memdir.pipeline.admission.secrets` applies them to every field of a record; this module only
looks at
text. Two layers:

1. **detect-secrets** (Yelp's maintained detector): its provider plugins (AWS, GitHub,
   GitLab, Slack, Stripe, JWT, private keys, npm, PyPI, OpenAI, Twilio, ...) run on every
   line, and its Shannon-entropy measure (the Base64 plugin's, limit 4.5) judges long
   random-looking tokens. Imported on first scan, so ``import memdir`` and ``memdir
   --help`` do not pay for it. Its hex-entropy plugin is left out on purpose: a commit
   hash is not a secret; its public-IP plugin too (an address is not a credential).
2. **Our patterns**, for what a line-of-code detector misses in notes people write:
   assignments (``password=...``, ``"api_key": "..."``, ``.env`` lines, Django's
   ``SECRET_KEY``), prose in English, Chinese, Japanese and Korean ("the password is
   ...", "密码是 ...", "パスワードは ...", "비밀번호는 ...") and ``Authorization: Basic``
   headers (`secret_assigned`), URLs with a password (``redis://:pw@``), ``curl -u
   user:pw``, ``mysql -pSECRET``, bearer headers, and newer key formats (``sk-ant-``,
   ``sk-proj-``); a command's password flag (``sshpass -p``, ``docker login -p``,
   ``redis-cli -a``, ``nmcli ... password``: a plain word there is the password too),
   ``.netrc`` and ``.pgpass`` lines, webhook URLs that carry their secret, signed URLs
   (`secret_urls`); a person's numbers given as secrets (cards, national ids, passports,
   PINs) are `memdir.pipeline.admission.secret_personal`'s.
   Placeholders, masked keys (``glpat-xxxx...``, ``sk-****``) and documented ``EXAMPLE``
   keys are not secrets.

Text is normalized first: NFKC (full-width letters) and invisible characters removed, so
a key split by zero-width spaces is still a key; runs that decode as base64 to text are
decoded and scanned again, so a wrapped key is still a key.

Every pattern is anchored by a look-behind or a bounded quantifier, so scanning is
linear in the text: record files and model output are hostile input.
"""

from __future__ import annotations

import threading
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from memdir.foundation import json_text
from memdir.foundation import lazy_re as re
from memdir.foundation.hanzi import as_simplified
from memdir.pipeline.admission.secret_assigned import HINT, assigned_secret
from memdir.pipeline.admission.secret_benign import benign_token, page_id, publishable
from memdir.pipeline.admission.secret_code import code_secret
from memdir.pipeline.admission.secret_codes import redeem_code
from memdir.pipeline.admission.secret_commands import command_secret
from memdir.pipeline.admission.secret_described import described_password
from memdir.pipeline.admission.secret_licence import licence_code
from memdir.pipeline.admission.secret_named import named_secret
from memdir.pipeline.admission.secret_pasted import (
    csv_password,
    halves_secret,
    login_header,
    session_cookie,
)
from memdir.pipeline.admission.secret_personal import personal_secret
from memdir.pipeline.admission.secret_phrase import typed_phrase
from memdir.pipeline.admission.secret_pieces import byte_key, grouped_key, key_pieces
from memdir.pipeline.admission.secret_place import names_place, word_store_kept
from memdir.pipeline.admission.secret_public import without_public_values
from memdir.pipeline.admission.secret_rules import rule_secret
from memdir.pipeline.admission.secret_split import split_password
from memdir.pipeline.admission.secret_told import told_password
from memdir.pipeline.admission.secret_unnamed import unnamed_password
from memdir.pipeline.admission.secret_urls import URL_PATTERNS
from memdir.pipeline.admission.secret_values import (
    PLACEHOLDERS as _PLACEHOLDERS,
)
from memdir.pipeline.admission.secret_values import (
    REFERENCE_VALUE as _REFERENCE_VALUE,
)
from memdir.pipeline.admission.secret_values import (
    b64_text,
    is_placeholder,
    without_example_jwts,
    without_prefixed_placeholders,
)

# --- normalization -------------------------------------------------------------------
# Characters that render as nothing (or as blank) and can split a key so that no pattern
# sees it whole: every format character (Cf: zero-width space/joiners, word joiner, BOM,
# soft hyphen, bidi marks), the combining grapheme joiner, Hangul fillers, braille blank.
_INVISIBLE_EXTRA = {"\u034f", "\u115f", "\u1160", "\u3164", "\uffa0", "\u2800", "\x00"}


def _is_invisible(ch: str) -> bool:
    return ch in _INVISIBLE_EXTRA or unicodedata.category(ch) == "Cf"


def normalize(text: str) -> str:
    """The form text is scanned in: NFKC, invisible characters removed."""
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text.replace("\x00", "")
    return "".join(ch for ch in text if not _is_invisible(ch))


# --- our patterns ----------------------------------------------------------------------
_B = r"(?<![A-Za-z0-9_\-])"  # a token starts here, not inside a longer one
_TOKEN_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(rx)) for kind, rx in (
        # PEM's five dashes, ssh.com's four ("---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----"),
        # a PuTTY key file's private lines (.ppk; its header alone only names the format).
        ("a private key", r"-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
         r"|---- BEGIN SSH2 [A-Z ]{0,20}PRIVATE KEY ----"
         r"|Private-Lines:[ \t]{0,3}\d{1,3}[ \t]{0,3}\r?\n[ \t]{0,3}[A-Za-z0-9+/]{16,}"),
        # A private key pasted without its header lines: its body opens with the bytes of
        # its format, in base64 (OpenSSH's "openssh-key-v1", PKCS#1's and SEC1's version 0
        # or 1 then a modulus or a key, PKCS#8's version 0 then an algorithm); a public
        # key's body opens otherwise ("MIIBIjANBgkqh...AAOCAQ8", "AAAAC3NzaC1lZDI1NTE5").
        ("a private key (its body without the header lines)",
         r"(?<![A-Za-z0-9+/])(?:b3BlbnNzaC1rZXktdjE"
         r"|MII[A-Za-z0-9+/]{3}IB(?:AAKC|ADAN)"
         r"|MIG[A-Za-z0-9+/]AgEA(?:MBMG|MBAG)|MC4CAQAwBQYDK2Vw|MHcCAQEEI|MIGkAgEBBDA|MIHcAgEBBEI)"
         r"[A-Za-z0-9+/=]{24,}"),
        ("an Anthropic API key", _B + r"sk-ant-[A-Za-z0-9_\-]{16,}"),
        # Hyphenated words ("sk-learn-is-a-library") have no digit; a key always does.
        ("an API key (sk-...)", _B + r"sk-(?=[A-Za-z0-9_\-]{0,200}\d)[A-Za-z0-9_\-]{20,}"),
        ("an AWS access key",
         _B + r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
        ("a GitHub token", _B + r"(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"),
        ("a Slack token", _B + r"xox[abposr]-[A-Za-z0-9\-]{10,}"),
        ("a Google API key", _B + r"AIza[0-9A-Za-z_\-]{30,}"),
        ("a Google OAuth client secret", _B + r"GOCSPX-[A-Za-z0-9_\-]{20,}"),
        ("a Google OAuth access token", _B + r"ya29\.[A-Za-z0-9_\-]{30,}"),
        ("a Groq API key", _B + r"gsk_[A-Za-z0-9]{52}(?![A-Za-z0-9])"),
        ("a Hugging Face token", _B + r"(?:hf_|api_org_)[A-Za-z0-9]{30,}(?![A-Za-z0-9_])"),
        # Prefixes gitleaks' rules only trust beside the provider's name; their shape alone
        # is specific enough.
        ("a New Relic key", _B + r"NRAK-[A-Za-z0-9]{27}(?![A-Za-z0-9])"),
        ("an Airtable token", _B + r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![A-Za-z0-9])"),
        ("a HubSpot token", _B + r"pat-(?:na|eu|ap)\d-[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}"
         r"[0-9a-f]{12}(?![A-Za-z0-9])"),
        # Asana's personal access token: a version, the user's (and the app's) numeric id,
        # then 32 hex: "2/1205.../1206...:e124bb06...".
        ("an Asana personal access token",
         r"(?<![\w/])[0-9]/\d{6,20}(?:/\d{6,20})?:[0-9a-f]{32}(?![0-9A-Za-z])"),
        # OpenWeather's key is the query's "appid" (elsewhere an app id is 16-20
        # characters, WeChat's wx…, or a number).
        ("an API key in a URL's query (appid=)",
         r"(?i)[?&]appid=[0-9a-f]{32,64}(?![0-9a-z])"),
        # Twilio's account SID names an account; 32 hex beside it is its auth token.
        ("a Twilio auth token (beside its account SID)", r"(?<![A-Za-z0-9])AC[0-9a-f]{32}"
         r"[\"'`]?[ \t]{0,3}[,:/][ \t]{0,3}[\"'`]?[0-9a-f]{32}(?![0-9A-Za-z])"),
        # A cloud's access key id by its prefix (Alibaba's LTAI, Tencent's AKID, Baidu's
        # ALTAK, Volcengine's AKLT, Yandex's YCAJ) with its secret right beside it: the id
        # names the key, the pair opens the account ("ALTAKjZt… / ff5d1d38…").
        ("a cloud access key and its secret",
         _B + r"(?:LTAI|AKID|ALTAK|AKLT|YCAJ)[A-Za-z0-9_\-]{12,40}[\"'`]?"
         r"(?:[ \t]{0,3}[/,:;|，、：][ \t]{0,3}|[ \t]{1,3})[\"'`]?"
         r"(?=[A-Za-z0-9+/=_\-]{0,64}\d)(?=[A-Za-z0-9+/=_\-]{0,64}[A-Za-z])"
         r"[A-Za-z0-9+/=_\-]{30,64}(?![A-Za-z0-9+/=_\-])"),
        ("a Stripe webhook secret", _B + r"whsec_[A-Za-z0-9+/=]{24,}"),
        ("a Stripe key", _B + r"[rs]k_(?:live|test)_[A-Za-z0-9]{20,}"),
        ("an AWS Bedrock API key", _B + r"ABSK[A-Za-z0-9+/=]{60,}"),
        ("an Azure DevOps token", _B + r"[A-Za-z0-9]{52}AZDO[A-Za-z0-9]{4}"
         r"|(?<![A-Za-z0-9])[A-Za-z0-9]{52}A{20,}(?![A-Za-z0-9])"),
        ("an Azure shared access signature",
         r"(?i)[?&]sig=[A-Za-z0-9%+/]{30,}(?:%3D|=)"),
        ("a JSON Web Token",
         _B + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*"),
        # Gurunavi's access key is its "keyid": 32 hex (a GPG key's id is 8 or 16, a KMS
        # key's a UUID or an ARN).
        ("an API key (a keyid of 32 hex)",
         r"(?i)(?<![a-z])key[ _]?id[ \t]{0,3}(?:is|[:=]|は|是|为)?[ \t]{0,3}[\"']?"
         r"[0-9a-f]{32}(?![0-9a-z])"),
        # KOOK's bot token: a version, the bot's id in base64, then its key in base64
        # ("1/MTA2NjM=/rDa+J6WCFdDZkIL/tH5TuQ==").
        ("a KOOK bot token", r"(?<![\w/+=])\d/[A-Za-z0-9+]{4,16}={1,2}/[A-Za-z0-9+/]{16,64}"
         r"={0,2}(?![\w/+=])"),
        *URL_PATTERNS,  # a webhook's or a push service's key, a signed URL
        ("a bearer token",
         r"(?i)(?<![a-z0-9_\-])bearer\s{1,20}(?=[A-Za-z0-9._~+/\-]{0,200}\d)"
         r"[A-Za-z0-9._~+/\-]{16,}"),
    )
)


def _token_around(line: str, value: str) -> str:
    """The whole token of ``line`` holding ``value`` (a plugin may report only a part,
    as detect-secrets' GitLab detector reports "glpat")."""
    at = line.find(value) if value else -1
    if at < 0:
        return value
    left = at
    while left > 0 and not line[left - 1].isspace() and line[left - 1] not in "\"'`=:":
        left -= 1
    right = at + len(value)
    while right < len(line) and not line[right].isspace() and line[right] not in "\"'`":
        right += 1
    return line[left:right].rstrip(".,;)")


# A vendor prefix and a run of hex ("sbp_<40 hex>", "key-<32 hex>", "lsv2_pt_<hex>"):
# hex alone is too low in entropy for the entropy check. Digest and revision prefixes
# name a hash, not a key.
_PREFIXED_HEX = re.compile(
    r"(?<![A-Za-z0-9_\-.])(?!(?:sha\d*|md5|commit|rev|revision|build|digest|hash|uuid|id|"
    r"ref|tree|blob|object|git)[_\-])(?:[A-Za-z][A-Za-z0-9]{1,9}[_\-]){1,3}[0-9a-fA-F]{32,}"
    r"(?:[_\-][0-9a-fA-F]{6,})?(?![A-Za-z0-9])")


def _pattern_secret(text: str) -> str | None:
    for kind, pattern in _TOKEN_PATTERNS:
        for m in pattern.finditer(text):
            if not is_placeholder(m.group(0)):
                return kind
    for m in _PREFIXED_HEX.finditer(text):
        if not is_placeholder(m.group(0)) and not page_id(text, m.end()) \
                and not publishable(m.group(0)):
            return "an API token (a vendor prefix and a hex key)"
    if not HINT.search(text):
        return None  # no keyword any pattern below starts from: skip them all (speed)
    return command_secret(text) or assigned_secret(text)


# --- detect-secrets --------------------------------------------------------------------
# Plugins whose matches are not credentials in a note (see the module docstring).
_SKIPPED_PLUGINS = {"HexHighEntropyString", "Base64HighEntropyString", "IPPublicDetector",
                    "KeywordDetector"}
_PLUGIN_KINDS = {"AWS Access Key": "an AWS access key", "GitHub Token": "a GitHub token",
                 "GitLab Token": "a GitLab token", "Slack Token": "a Slack token",
                 "Private Key": "a private key", "JSON Web Token": "a JSON Web Token",
                 "Basic Auth Credentials": "a password in a URL",
                 "Stripe Access Key": "a Stripe key", "OpenAI Token": "an OpenAI API key",
                 "PyPI Token": "a PyPI token", "NPM tokens": "an npm token",
                 "Artifactory Credentials": "Artifactory credentials",
                 "Azure Storage Account access key": "an Azure storage key",
                 "Cloudant Credentials": "Cloudant credentials",
                 "Discord Bot Token": "a Discord bot token",
                 "IBM Cloud IAM Key": "an IBM Cloud IAM key",
                 "IBM COS HMAC Credentials": "IBM COS HMAC credentials",
                 "Mailchimp Access Key": "a Mailchimp key", "SendGrid API Key": "a SendGrid key",
                 "SoftLayer Credentials": "SoftLayer credentials",
                 "Square OAuth Secret": "a Square OAuth secret",
                 "Telegram Bot Token": "a Telegram bot token", "Twilio API Key": "a Twilio key"}
# Twilio's Account SID (AC and 32 hex) names an account, as a user name does; its secret is
# the auth token beside it, or an API key (SK and 32 hex). detect-secrets reads both as keys.
_TWILIO_ACCOUNT = re.compile(r"AC[0-9a-f]{32}")
ENTROPY_LIMIT = 4.5  # detect-secrets' default for its Base64HighEntropyString plugin
_MIN_ENTROPY_TOKEN = 20
_lock = threading.Lock()  # plugin objects are shared; detect-secrets does not promise more


@lru_cache(maxsize=1)
def _detector() -> tuple[list[Any], Any]:
    """(line plugins, the base64 entropy plugin); imported on first use only."""
    from memdir.pipeline.admission.secret_plugins import plugin_classes

    classes, entropy_plugin = plugin_classes()
    plugins: list[Any] = [cls() for cls in classes.values()
                          if cls.__name__ not in _SKIPPED_PLUGINS]
    plugins.sort(key=lambda p: type(p).__name__)  # a stable order: the same kind every run
    return plugins, entropy_plugin(limit=ENTROPY_LIMIT)


def detect_secrets_version() -> str:
    from detect_secrets.__version__ import VERSION

    return VERSION


def _plugin_secret(line: str) -> str | None:
    plugins, _ = _detector()
    with _lock:
        for plugin in plugins:
            # Called with the default settings: no verification filter, so no network.
            found = plugin.analyze_line(filename="memory.md", line=line, line_number=0)
            if any(not is_placeholder(_token_around(line, str(f.secret_value or "")))
                   and str(f.secret_value or "").casefold() not in _PLACEHOLDERS
                   and not _TWILIO_ACCOUNT.fullmatch(str(f.secret_value or ""))
                   for f in found):
                kind = plugin.secret_type
                return _PLUGIN_KINDS.get(kind, f"a {kind} (detect-secrets)")
    return None


_TOKEN_RUN = re.compile(r"[A-Za-z0-9+/=_\-]{20,}")
# What base64 of ordinary data decodes to: words with spaces between them, a Chinese or
# Japanese sentence, a JSON object or list (a page cursor: {"page":3}).
_PROSE_DECODED = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,30}[ ,.][ \t]{0,2}[A-Za-z]"
                            r"|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2}")


def _ordinary_base64(run: str) -> bool:
    """Whether ``run`` is base64 of ordinary data: printable text that is prose or JSON.
    (What it decodes to was scanned for named kinds already: `_wrapped_secret` runs first.)
    A random key decodes to bytes, not to text, and a password or a key that was
    base64-encoded decodes to one word, not to a sentence or an object."""
    # A query's or an assignment's value: "cursor=eyJ..." (the run holds the name too).
    decoded = b64_text(re.sub(r"^[A-Za-z0-9_\-]{1,40}=(?=[A-Za-z0-9+/])", "", run))
    if decoded is None or len(decoded) < 8:
        return False
    if decoded.lstrip()[:1] in "{[":

        try:
            ordinary = isinstance(json_text.loads(decoded), dict | list)
        except ValueError:
            return False
    else:
        ordinary = bool(_PROSE_DECODED.search(decoded))
    # ... and holds no random token itself ({"v": "<a key>"}); shorter by a quarter, so
    # the recursion ends.
    return ordinary and _entropy_secret(decoded) is None


def _entropy_secret(text: str) -> str | None:
    """A long random-looking token, judged by detect-secrets' Shannon entropy."""
    _, b64 = _detector()
    for m in _TOKEN_RUN.finditer(text):
        token = m.group(0).strip("=-_/")
        if len(token) < _MIN_ENTROPY_TOKEN or benign_token(token, text, m.start()) \
                or is_placeholder(token):
            continue
        if b64.calculate_shannon_entropy(token) > ENTROPY_LIMIT \
                and not _ordinary_base64(m.group(0).lstrip("-_/")):
            return "a high-entropy token"  # (eyJwYWdlIjozfQ== is {"page":3}: data)
    return None


# --- base64-wrapped secrets ------------------------------------------------------------
_B64_RUN = re.compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/_\-]{16,4000}={0,2}")


def _wrapped_secret(text: str) -> str | None:
    for m in _B64_RUN.finditer(text):
        decoded = b64_text(m.group(0))
        if decoded and len(decoded) >= 8:
            kind = _scan_plain(normalize(decoded))
            if kind:
                return f"{kind} (base64-encoded)"
    return None


def _provider_format(value: str) -> bool:
    """Whether ``value`` is in a provider's own format (sk_live_, ghp_, AKIA..., a format
    a detect-secrets plugin knows): a live key, whatever a sentence around it says."""
    return any(p.search(value) for _, p in _TOKEN_PATTERNS) \
        or bool(_PREFIXED_HEX.search(value)) \
        or (bool(_PLUGIN_WORTHY.search(value)) and _plugin_secret(value) is not None)


# --- the scan --------------------------------------------------------------------------
def _reference(value: str) -> bool:
    """A variable, a reference or the place a secret is kept: not its value."""
    return bool(_REFERENCE_VALUE.match(value)) or names_place(value)


def _scan_plain(text: str) -> str | None:
    kind = _pattern_secret(text) or personal_secret(text) \
        or session_cookie(text, is_placeholder) or login_header(text)
    if kind:
        return kind
    for line in text.splitlines():
        for window in _windows(line):
            if _PLUGIN_WORTHY.search(window):
                kind = _plugin_secret(window) or rule_secret(window, is_placeholder)
                if kind:
                    return kind
    # A key given in pieces (wrapped, in halves, in groups): joined, read by the formats.
    for joined, how in key_pieces(text):
        kind = _pattern_secret(joined) or rule_secret(joined, is_placeholder)
        if kind:
            return f"{kind} ({how})"
    # Last, so a provider's own format names the kind ("a Mailchimp key", not "a key").
    return named_secret(text, is_placeholder,
                        lambda v: _reference(v) or word_store_kept(v, text)) \
        or told_password(text) or split_password(text) or unnamed_password(text) \
        or described_password(text) \
        or halves_secret(text) or grouped_key(text) \
        or byte_key(text) \
        or typed_phrase(text) or licence_code(text) or redeem_code(text) or csv_password(text) \
        or code_secret(text)


# Every provider format detect-secrets knows is a run of 16+ key characters, a URL with
# credentials or a PEM block: a line of prose with none of these skips its 25 plugins
# (doctor scans every record and every history entry of a store).
_PLUGIN_WORTHY = re.compile(r"[A-Za-z0-9+/=_\-.:]{16,}|://|BEGIN")


_WINDOW, _OVERLAP = 1024, 256


def _windows(line: str) -> Iterator[str]:
    """A line in overlapping pieces: some detect-secrets patterns backtrack over the whole
    line (``://[^{}\\s]+:``), quadratic on a hostile 100 KB line; a key is far shorter
    than the overlap, so every key is whole in some piece."""
    if len(line) < 8:
        return
    if len(line) <= _WINDOW:
        yield line
        return
    for start in range(0, len(line) - _OVERLAP, _WINDOW - _OVERLAP):
        yield line[start:start + _WINDOW]


def find_secret(text: object) -> str | None:
    """What kind of secret ``text`` seems to contain ("an AWS access key"...), else None.

    Traditional Chinese is read in Simplified characters (`memdir.foundation.hanzi`): the
    words that name a password (密码, 口令) or say a value is a placeholder (用户名:密码@主机)
    are written so in the rules, and a user in Taiwan writes 密碼, 使用者名稱. Only Han
    characters change, so a key's own letters are read as written."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if not text.strip():
        return None
    text = as_simplified(without_public_values(without_example_jwts(
        without_prefixed_placeholders(normalize(text))), _provider_format))
    # Named kinds first (a wrapped key says what it is), the entropy measure last.
    return _scan_plain(text) or _wrapped_secret(text) or _entropy_secret(text)


__all__ = ["ENTROPY_LIMIT", "detect_secrets_version", "find_secret", "normalize"]
