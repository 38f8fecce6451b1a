"""Whether a long run of key characters is a path: folders and a file, each named.

The entropy measure (`secret_detectors`) reads a run of ``[A-Za-z0-9+/=_-]`` as one token,
and a path is one such run: "/var/lib/jenkins/workspace/web-frontend_PR-1234/build7" has a
key's entropy as a whole, while none of its parts has. So a run with a ``/`` is judged
segment by segment, as a path: each folder's name must be a name — words and numbers
joined by ``-`` or ``_`` ("web-frontend_PR-1234", "test_a_correction_and_its_clos0",
"lastSuccessfulBuild") or a hash naming a folder — or a short part no key fits in, and the
named segments must outnumber the others. A key with a ``/`` in it is no path: its
segments are random ("wJalrXUtnFEMI/K7MDENG/bPxRfi..." mixes the cases in every few
letters, and base64 puts ``+`` and ``=`` beside its slashes), so it is judged whole, as
any other run. A Windows path's ``\\`` already ends a run; a run between two of them is
one folder's name and judged the same way. A Nix store's folder
(``/nix/store/<32 characters of Nix's base32>-python3-3.12.7``) is named by its hash and its
package: Nix's base32 leaves out e, o, u and t, and the hash stands right under
``nix/store``.

Each check is linear in the run.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# A hash or a UUID naming a folder in a path (VS Code's workspaceStorage/<md5>/, a store's
# objects, a build's id): an identifier, as a hash alone is.
_HASH_NAME = re.compile(r"[0-9a-fA-F]{20,128}|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
# A Nix store path's folder: the hash of its inputs in Nix's base32 (no e, o, u, t), then
# the package's name and version.
_NIX_HASH = re.compile(r"[0-9a-df-np-sv-z]{32}(?:-[A-Za-z0-9+_.\-]{0,200})?")
_PART_SEPARATORS = re.compile(r"[-_]+")
_LETTERS_OR_DIGITS = re.compile(r"[A-Za-z]+|[0-9]+")
_HEX_PART = re.compile(r"[0-9a-fA-F]{6,}")
_CASE_RUNS = re.compile(r"[a-z]+|[A-Z]+")
# A segment shorter than this holds no key by itself: detect-secrets' entropy limit (4.5)
# needs 23 characters at the least, and the measure reads runs of 20 or more.
_SHORT = 20


def _name_part(part: str) -> bool:
    """Whether ``part`` (between two separators) is a word, a number, a word and its number
    ("gw1", "r12345", "utf8mb4", "x86") or a hex id, not a stretch of random letters: a
    name changes between letters and digits a few times at most, and between the cases
    once in three letters at most ("lastSuccessfulBuild", "MiniLM", "iOS")."""
    if not part.isascii() or not part.isalnum():
        return False  # "+" and "=" are base64's
    if part.isdigit() or _HEX_PART.fullmatch(part):
        return True
    chunks = _LETTERS_OR_DIGITS.findall(part)
    if len(chunks) > 4:
        return False  # "a8b3k9xq": letters and digits taking turns
    letters = "".join(c for c in chunks if c.isalpha())
    flips = sum(1 for a, b in zip(letters, letters[1:], strict=False)
                if a.islower() != b.islower())
    if not (flips <= 2 or flips * 3 <= len(letters)):
        return False
    # A word after a capital has two small letters at least: "UJEmQXDObb" is no name, while
    # a small letter opens or closes one ("iOS", "GbE", "IDs").
    return not any(len(run) == 1 and run.islower()
                   for chunk in chunks if chunk.isalpha()
                   for run in _CASE_RUNS.findall(chunk)[1:-1])


def _named(segment: str) -> bool:
    """Whether one segment of a path is a name: its parts between ``-`` and ``_`` are names,
    or it is a hash or a UUID."""
    if _HASH_NAME.fullmatch(segment):
        return True
    parts = [p for p in _PART_SEPARATORS.split(segment) if p]
    return bool(parts) and all(_name_part(p) for p in parts)


def path_run(token: str, text: str, start: int) -> bool:
    """Whether ``token``, a run of key characters at ``start`` in ``text``, is a path or a
    folder's name in one: its segments names, and a long one never random."""
    segments = [s for s in token.split("/") if s]
    if len(segments) < 2:
        at = text.find(token, start)
        windows = at > 0 and text[at - 1] == "\\" \
            or 0 <= at and text[at + len(token):at + len(token) + 1] == "\\"
        return bool(windows and segments) and _named(segments[0])  # C:\Users\…\<this>\…
    named = 0
    for at, segment in enumerate(segments):
        if _named(segment) or (at >= 2 and segments[at - 2:at] == ["nix", "store"]
                               and _NIX_HASH.fullmatch(segment)):
            named += 1
        elif len(segment) >= _SHORT:
            return False  # a long random segment: a key in a URL's path, base64
    return named * 2 > len(segments)


__all__ = ["path_run"]
