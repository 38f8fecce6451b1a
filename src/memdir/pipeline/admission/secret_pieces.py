"""A provider's key given in pieces, so that no one string of the text holds it whole.

Each way of cutting a key yields the pieces joined; `secret_detectors` reads every joined
string by the provider formats only (a prefix and its shape: ``hf_`` and 34 letters,
``sk-proj-`` …), never by the entropy measure or by how random it reads, so what is cut
the same way and is no key stays: lines of hashes, a fingerprint or an IBAN read out in
groups of four, two halves of a commit.

- wrapped over lines by a chat window or a terminal (`secret_pasted.joined_lines`);
- said in two halves ("前半は hf_…、後半は …", "the first half is …, the rest is …",
  `secret_pasted.said_halves`): the halves joined, whatever the text says around them
  (halves that join into no provider's format are `secret_pasted.halves_secret`'s);
- read out after its prefix in groups ("sk-proj- のあとに fs9Y eTZB b3-p …", "ghp_ then
  4f9a Kd82 mZq1 …"): a provider's prefix, then three groups or more of two to eight key
  characters set apart by spaces or line breaks, every group but the last of one length
  (as a person reads a key out, in fours), and half of them or more with a digit or a
  capital past their first character (so words are never groups: "ghp_ tokens are 40
  chars and start with ghp_" joins no key);
- read out in groups with no prefix, after a key's or a token's name, where the text says
  it is read in blocks or is to be joined ("reading the Vultr key off my other screen in
  blocks of four: FAB2 EI7J …, join them up without the spaces", "密钥四个一组念给你：…，
  拼起来用"): four groups or more of one length, the joined run read as a generated key
  (`grouped_key`, by how it reads, as no provider's format holds it). A fingerprint or an
  IBAN in groups, groups with no word to join them, or with no key named, are kept.
- given as a list of its bytes after a key's name (zigbee2mqtt's ``network_key: [23, 187,
  4, …]``, ``encryption_key = [0x1f, 0xa2, …]``): sixteen numbers or more, each a byte,
  eight of them different and not counted up one by one (`byte_key`). A network's id of
  eight bytes (``ext_pan_id``), a list of channels and a key's name with ``GENERATE`` are
  kept.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Iterator

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_generated
from memdir.pipeline.admission.secret_pasted import joined_lines, said_halves

# A provider's prefix standing alone ("sk-proj-", "hf_", "github_pat_", "glpat-", "dp.st."),
# a few words or none ("のあとに", "then", "followed by"), then the groups.
_GROUPED = re.compile(
    r"(?<![A-Za-z0-9_\-.])(?P<prefix>[A-Za-z]{1,10}(?:[_\-.][A-Za-z0-9]{1,10}){0,2}[_\-.])"
    r"(?:[ \t]{0,3}(?i:then|followed[ \t]by|and[ \t]then))?[^A-Za-z0-9_\-.]{0,12}"
    r"(?P<groups>(?:[A-Za-z0-9_\-]{2,8}(?:[ \t]{1,3}|[ \t]{0,2}\n[ \t]{0,3})){2,40}"
    r"[A-Za-z0-9_\-]{2,8})"
    r"(?![A-Za-z0-9_\-])")


def _key_groups(groups: list[str]) -> bool:
    """Groups a key is read out in: one length but the last's, not words."""
    size = len(groups[0])
    if size < 3 or any(len(g) != size for g in groups[:-1]) or len(groups[-1]) > size:
        return False
    keyish = sum(any(c.isdigit() for c in g) or any(c.isupper() for c in g[1:])
                 for g in groups)
    return keyish * 2 >= len(groups)


def read_in_groups(text: str) -> Iterator[str]:
    """A prefix and the groups read out after it, joined."""
    for m in _GROUPED.finditer(text):
        groups = m.group("groups").split()
        if _key_groups(groups):
            yield m.group("prefix") + "".join(groups)


def key_pieces(text: str) -> Iterator[tuple[str, str]]:
    """(the pieces joined, how the key was cut) for every way ``text`` may cut a key."""
    for joined in joined_lines(text):
        yield joined, "wrapped over lines"
    for halves in said_halves(text):
        yield "".join(halves), "said in two halves"
    for joined in read_in_groups(text):
        yield joined, "read out in groups"


# A key's name with no prefix after it, then (a few words on) groups of key characters.
_KEY_NAME = re.compile(r"(?i)(?<![a-z])(?:(?:api|access|secret|license|licence|app)[ _\-]?)?"
                       r"(?:key|token|secret)s?(?![a-z])|密钥|秘钥|令牌|キー|トークン|シークレット")
_NAMED_GROUPS = re.compile(r"(?P<groups>(?:[A-Za-z0-9]{3,8}[ \t]{1,3}){3,15}[A-Za-z0-9]{2,8})"
                           r"(?![A-Za-z0-9_\-])")
_GROUPS_REACH = 80
# The text saying the groups are one key: read in blocks, or to be joined.
_JOIN = re.compile(r"(?i)\bjoin|\bconcatenat|without[ \t]{1,3}(?:the[ \t]{1,3})?spaces"
                   r"|no[ \t]{1,3}spaces|\b(?:blocks|groups|chunks)[ \t]{1,3}of"
                   r"|拼起来|连起来|拼在一起|连在一起|去掉空格|不带空格|一组|每组|分组"
                   r"|つなげ|繋げ|くっつけ|スペースなし|スペースを(?:詰め|除|取|抜)|ずつ区切")
# What is read in groups and is no key: a fingerprint, an account to pay into.
_NO_KEY = re.compile(r"(?i)fingerprint|thumbprint|\biban\b|指纹|指紋|フィンガープリント")


def grouped_key(text: str) -> str | None:
    """"a key (read out in groups)" when ``text`` names a key with no prefix and reads it
    out in groups it says are one, joined into a generated key; else None."""
    if not _JOIN.search(text) or _NO_KEY.search(text):
        return None
    for name in _KEY_NAME.finditer(text):
        window = text[name.end():name.end() + _GROUPS_REACH + 160]
        for m in _NAMED_GROUPS.finditer(window):
            if m.start() > _GROUPS_REACH:
                break
            groups = m.group("groups").split()
            joined = "".join(groups)
            if len(groups) >= 4 and _key_groups(groups) and len(joined) >= 20 \
                    and looks_generated(joined) and not joined.isdigit():
                return "a key (read out in groups)"
    return None


_BYTE = r"(?:0[xX][0-9a-fA-F]{1,2}|\d{1,3})"
_BYTE_KEY = re.compile(r"(?i)(?<![a-z])(?:network|encryption|secret|private|aes|master|link"
                       r"|install)?[_\- ]?key[\"']?[ \t]{0,3}[:=][ \t]{0,3}\[[ \t]{0,3}"
                       r"(?P<bytes>" + _BYTE + r"(?:[ \t]{0,3},[ \t]{0,3}\n?[ \t]{0,8}" + _BYTE
                       + r"){15,63})[ \t]{0,3},?[ \t]{0,3}\]")


def byte_key(text: str) -> str | None:
    """"a key (a list of its bytes)" when ``text`` gives a key's bytes after its name."""
    if "[" not in text:
        return None
    for m in _BYTE_KEY.finditer(text):
        values = [int(b, 0) for b in re.findall(_BYTE, m.group("bytes"))]
        counted = values == list(range(values[0], values[0] + len(values)))
        if all(v < 256 for v in values) and len(set(values)) >= 8 and not counted:
            return "a key (a list of its bytes)"
    return None


__all__ = ["byte_key", "grouped_key", "key_pieces", "read_in_groups"]
