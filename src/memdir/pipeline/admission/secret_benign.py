"""What a long random-looking token is when it is not a credential.

The last layer of the scan (`secret_detectors`' entropy measure) reads any long run of key
characters with a key's entropy as a secret; many such runs in notes are not: identifiers
(commit hashes, UUIDs, API object ids like ``price_1P3x...``, an id named as one: "Google
Sheet 1Bxi..."), digests (``sha512-...`` integrity, ``SHA256:...`` fingerprints, a
password's crypt hash ``$2b$12$...``), what is public by design (an SSH public key, a
certificate's or a public key's PEM body, a WireGuard public key named so, wallet
addresses, a wallet's extended public key (``xpub…``), a payment provider's publishable
``pk_live_`` key, with its variable's name too, PostHog's ``phc_`` project key, an IPFS
content id (``bafy…``, ``Qm…``), a minisign public key, an SSH public key in RFC 4716's
block), paths (`memdir.pipeline.admission.secret_paths`), and images pasted as base64.
Each check is bounded: it looks at the token and a few dozen characters before it.
"""

from __future__ import annotations

import base64
import binascii

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_paths import path_run

_DATA_URI = re.compile(r"(?i)data:[a-z]{1,20}/[a-z0-9.+\-]{1,40};base64,$")
_IMAGE_MAGIC = ("iVBORw0KGgo", "/9j/", "R0lGOD", "UklGR", "PHN2Zy", "Qk0")
_PUBLIC_KEY = re.compile(
    r"(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)\s+$")
# ... and a Go module's checksum in go.sum ("h1:" and the base64 of a SHA-256).
_FINGERPRINT = re.compile(r"(?i)(?:sha256|sha512|sha1|md5|(?<![A-Za-z0-9])h1):$")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$")
# A Subresource Integrity digest, as lockfiles and <script integrity=...> write it:
# "sha512-<base64>".
_INTEGRITY = re.compile(r"^(?:sha(?:1|224|256|384|512)|md5)-[A-Za-z0-9+/]{20,}={0,2}$")
# A key or an address meant to be shared, named so right before it ("the WireGuard public key
# is ...", "公钥 ...", "公開鍵は ...", "my bitcoin address is ..."); an address in the shape of
# one (base58 from 1, 3 or T, 0x and 40 hex).
_SHARED_BEFORE = re.compile(r"(?i)(?:public[ _\-]?key|pubkey|公钥|公開鍵|公开密钥|公開キー"
                            # a CAPTCHA's site key goes in the page (data-sitekey)
                            r"|site[ _\-]?key|サイトキー|站点密钥"
                            r"|(?P<address>address|地址|アドレス))[^.\n。]{0,24}$")
_PRIVATE_BEFORE = re.compile(r"(?i)private|secret|私钥|私密|秘密|秘钥|密钥|シークレット")
_ADDRESS = re.compile(r"^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33}"
                      r"|0x[0-9a-fA-F]{40})$")
# bech32 (a human-readable part, "1", lower-case data) of what is public by design: bitcoin's
# bc1/tb1/ltc1 addresses, age's age1 recipients, nostr's npub1 (never nsec1, a secret key).
_BECH32_PUBLIC = re.compile(r"^(?:bc|tb|ltc|age|npub|cosmos|addr|stake)1[02-9ac-hj-np-z]{20,100}$")
# A password hash in crypt's format: bcrypt, sha-crypt, argon2, scrypt, PBKDF2, yescrypt.
# ... and Cisco's type 8 and 9 secrets ("$9$salt$hash": PBKDF2, scrypt).
_CRYPT_HASH = re.compile(r"\$(?:2[abxy]|[156]|y|7|[89](?=\$[^\s$]{1,40}\$)|argon2(?:id|i|d)|scrypt"
                         r"|pbkdf2(?:-sha\d+)?)\$"
                         r"[^\s]{0,20}$")
_PUBLIC_BLOCK = re.compile(r"-----BEGIN ((?:[A-Z0-9]+ )*(?:CERTIFICATE(?: REQUEST)?|PUBLIC KEY"
                           r"|X509 CRL|PUBLIC KEY BLOCK))-----")
# A token an id word names right before it ("Google Sheet 1Bxi...", "文档 ID doxcn...",
# "deployment dpl_..."), when no word of a credential stands there too.
_ID_BEFORE = re.compile(
    r"(?i)(?:\bids?\b|identifier|document|spreadsheet|\bsheet|folder|deployment|\bvideo\b"
    r"|playlist|ticket|\btrace\b|\bspan\b|文档|表格|文件夹|编号|ドキュメント|シート|フォルダ"
    r"|番号)[^.\n。]{0,16}$")
_SECRET_WORD = re.compile(r"(?i)key|token|secret|passw|credential|auth|bearer|私钥|密钥|秘钥|令牌"
                          r"|密码|口令|トークン|キー|シークレット|パスワード|秘密")
# An object's id in an API that prefixes ids with the object's kind (Stripe's cus_, price_,
# prod_, sub_, pi_, evt_...): it names a record, it opens nothing. Keys and secrets of the
# same APIs carry their own words (sk_live_, whsec_, pi_..._secret_...), never these alone.
_OBJECT_ID = re.compile(
    r"^(?:acct|ba|card|ch|cn|cs|cus|dp|du|evt|file|ii|in|inv|po|pi|pm|price|prod|promo|py|pyr"
    r"|seti|si|sku|src|sub|tr|txn|txi|plan|coupon|ord|ref|req)_[A-Za-z0-9]{8,40}$")
# A publishable key, public by design: it goes into the page's JavaScript (Stripe's, PAY.JP's,
# Clerk's pk_live_ / pk_test_). The same providers' secret keys are sk_ and rk_, never pk_.
# Square's application id (sq0idp-, sandbox-sq0idb-) goes in the page's Web Payments SDK
# too; its secrets are sq0csp- and the EAAA access token. A payment gateway's client key
# goes in the page the same way: Midtrans' Mid-client- (its secret: Mid-server-), Omise's
# pkey_ (skey_), Toss Payments' live_ck_ / test_ck_ and widget gck_ (live_sk_, test_sk_).
_PUBLISHABLE = re.compile(r"^(?:pk_(?:live|test)_[A-Za-z0-9]{16,}"
                          r"|(?:sandbox-)?sq0id[pb]-[A-Za-z0-9_\-]{16,}"
                          r"|(?:SB-)?Mid-client-[A-Za-z0-9_\-]{12,}|pkey_(?:live_|test_)?[a-z0-9]{12,}"
                          r"|(?:live|test)_g?ck_[A-Za-z0-9]{12,}"
                          # PostHog's project key goes in the page's snippet (its personal
                          # keys, phx_, are secrets)
                          r"|phc_[A-Za-z0-9]{30,})$")
# A wallet's extended public key (BIP-32's xpub, and ypub, zpub, tpub...): a watch-only
# wallet imports it to see the addresses; it spends nothing (its private twin is xprv).
_EXTENDED_PUBLIC = re.compile(r"^[xyztuvYZUV]pub[1-9A-HJ-NP-Za-km-z]{100,112}$")
# A content identifier (IPFS' CIDv1 in base32, "bafy…", and CIDv0, "Qm…"): a hash of what
# a file holds, which names it on the network.
_CONTENT_ID = re.compile(r"^(?:baf[a-z][a-z2-7]{52,}|Qm[1-9A-HJ-NP-Za-km-z]{44})$")


# A run that holds an id's name and its value, as a log line writes them ("request_id=…",
# "X-Request-Id=…", "correlationId=…"): the id of a request, a trace or an event, never a
# session's (a session id opens the session) nor one a secret's word names.
_ID_NAME = re.compile(r"(?i)(?:[a-z]{0,20}[_\-])?(?:request|req|trace|span|correlation|event"
                      r"|message|msg|job|run|build|order|transaction|txn|parent)[_\-]?id")


def benign_token(token: str, text: str, start: int) -> bool:
    """Whether ``token``, a long run of key characters at ``start`` in ``text``, is
    something other than a credential."""
    name, eq, value = token.partition("=")
    if eq and _ID_NAME.fullmatch(name) and not re.search(r"(?i)sess|sid\b", name) \
            and not _SECRET_WORD.search(name):
        return True  # "request_id=BDR54EDQ…": a log line's id named as one
    if eq and _ENV_NAME.fullmatch(name) and _PUBLISHABLE.match(value.rstrip("=")):
        return True  # "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_...": the run holds its name
    if _minisign_public(token) or _MINISIGN_BEFORE.search(text[max(0, start - 240):start]):
        return True  # "minisign -P RWQ...": a minisign or signify public key, to be shared
    if re.fullmatch(r"[0-9a-fA-F\-]+", token) or _UUID.match(token):
        return True  # commit hashes, UUIDs, checksums: identifiers, not credentials
    if _INTEGRITY.match(token) or _OBJECT_ID.match(token) or _BECH32_PUBLIC.match(token):
        return True  # "sha512-...": a digest; "price_1P3x...": a record's id; "bc1q...", "age1..."
    if _PUBLISHABLE.match(token):
        return True  # "pk_live_...", "sq0idp-...": a publishable key, meant for the browser
    if _EXTENDED_PUBLIC.match(token) or _CONTENT_ID.match(token):
        return True  # "xpub6C…": a watch-only wallet's key; "bafybei…": a content's hash
    if _CRYPT_HASH.search(text[max(0, start - 24):start + 1]):
        return True  # "$2b$12$...", "$argon2id$...": a password's hash, not the password
    if _in_public_block(text, start):
        return True  # a certificate's or a public key's PEM body
    before = text[max(0, start - 40):start]
    if page_id(text, text.find(token, start) + len(token)):
        return True  # "notion.so/acme/Spec-<32 hex>": a page's title and id
    if _ID_BEFORE.search(before) and not _SECRET_WORD.search(before):
        return True  # "Google Sheet 1Bxi...", "文档 ID doxcn...": a record named as one
    shared = _SHARED_BEFORE.search(before)
    if shared and not _PRIVATE_BEFORE.search(before) and (
            not shared.group("address") or _ADDRESS.match(token)):
        return True  # "the server's WireGuard public key is ...", "my bitcoin address is ..."
    if not (any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
        return True  # a long word or CamelCase name; random keys mix letters and digits
    if path_run(token, text, start):
        return True  # a path: named segments, not one random string (secret_paths)
    if _FINGERPRINT.search(text[max(0, start - 8):start]):
        return True  # "SHA256:nThbg6k...": a key's public fingerprint, a digest
    if _PUBLIC_KEY.search(text[max(0, start - 40):start]):
        return True  # an SSH public key is meant to be shared
    if token.startswith(_IMAGE_MAGIC) or _DATA_URI.search(text[max(0, start - 64):start]):
        return True  # an image pasted as base64 is content, not a credential
    return False


# A page's URL that ends in its id: Notion's "notion.so/<workspace>/<Title>-<32 hex>".
_PAGE_URL = re.compile(r"(?i)notion\.(?:so|site)/(?:[\w.\-]{1,100}/)?(?:[\w\-]{0,100}-)?"
                       r"[0-9a-f]{32}$")


def page_id(text: str, end: int) -> bool:
    """Whether what ends at ``end`` is the last segment of a page's URL (its title and id)."""
    return bool(_PAGE_URL.search(text[max(0, end - 240):end]))


def _in_public_block(text: str, start: int) -> bool:
    """Whether ``start`` is inside a PEM block of what is public: a certificate, a CSR, a
    public key; or an SSH public key in RFC 4716's block (PuTTYgen's, ssh-keygen -e)."""
    ssh2 = text.rfind(_SSH2_PUBLIC_BEGIN, max(0, start - 20000), start)
    if ssh2 >= 0 and _SSH2_END not in text[ssh2:start]:
        return True
    begin = text.rfind("-----BEGIN ", max(0, start - 20000), start)
    if begin < 0 or "-----END " in text[begin:start]:
        return False
    return bool(_PUBLIC_BLOCK.match(text, begin))


# RFC 4716's block holds only a public key; its private counterparts (ssh.com's "---- BEGIN
# SSH2 ENCRYPTED PRIVATE KEY ----") are private keys, refused by their header.
_SSH2_PUBLIC_BEGIN, _SSH2_END = "---- BEGIN SSH2 PUBLIC KEY ----", "---- END SSH2 "
# An environment variable's name: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY".
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,80}")


# ... or named so by where it stands: minisign's "-P" (the public key to verify with), the
# first line of a minisign.pub file.
_MINISIGN_BEFORE = re.compile(r"(?i)minisign[ \t][^\n]{0,200}?[ \t]-P[ \t]{1,3}$"
                              r"|minisign public key[^\n]{0,60}\n$")


def _minisign_public(token: str) -> bool:
    """Whether ``token`` is a minisign (or signify) public key: base64 of 42 bytes, the
    algorithm "Ed", an 8-byte key id and the 32-byte key. Their secret keys are longer (104
    bytes and more), so the shape alone tells them apart."""
    if len(token) != 56 or not token.startswith("RW"):
        return False
    try:
        raw = base64.b64decode(token, validate=True)
    except (binascii.Error, ValueError):
        return False
    return len(raw) == 42 and raw[:2] == b"Ed"


def publishable(token: str) -> bool:
    """A publishable key: Stripe's, PAY.JP's, Clerk's pk_live_ / pk_test_ (hex too), a
    payment gateway's client key (Mid-client-, pkey_, live_ck_)."""
    return bool(_PUBLISHABLE.match(token))


__all__ = ["benign_token", "page_id", "publishable"]
