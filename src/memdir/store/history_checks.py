"""Which history entries this user wrote, checked when an entry is asked about.

An entry's MAC (`memdir.store.maker`) is checked only for the entries a read asks about:
checking every one on each read doubled the cost of reading the log. Every entry is
foreign until checked, so none is believed unchecked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memdir.store import history_place as place
from memdir.store import maker
from memdir.store.history_migration import Legacy, tag_trusted
from memdir.store.origin import owner_tag

# Why an entry is unverified, as `memdir log`, `restore`, `changes` and `migrate` say it:
# the MAC says more than "the log came with the folder", which it often did not.
UNSIGNED, OTHER_KEY, OTHER_WRITER, NOT_OWNED, ELSEWHERE = (
    "unsigned", "other key", "other writer", "not owned", "elsewhere")
_WHY = {
    UNSIGNED: "carry no MAC (written by hand or by another memdir: a log that came with "
              "the folder or a collaborator's, or from before MACs where git tracks the log)",
    OTHER_KEY: "carry your tag and a MAC your history key does not verify (written under "
               "another MEMDIR_HOME or with a history.key since lost: 'memdir doctor' "
               "says where the key belongs, 'memdir history adopt' takes them back; or "
               "changed since it was written)",
    OTHER_WRITER: "carry the tag and a MAC of another user or machine",
    NOT_OWNED: "are in a log file another user owns",
    ELSEWHERE: "carry your MAC where it was copied: to another place in the log, or from "
               "another project's log",
}


@dataclass(frozen=True)
class Local:
    """What `HistoryLog.local_hashes` read of the log so far."""

    inode: int
    done: int
    verified: set[str]
    tagged: set[str]
    any_verified: bool
    keyed: bool  # an entry without a MAC counts no more (`history_migration`)
    # Entries with a MAC not checked yet, by the hash of their text (a migrated log).
    pending: dict[str, list[Any]]
    places: Ids = field(default_factory=lambda: Ids())


class Ids:
    """The log ids a log's entries carry, in order (a few entries of each), and whether
    any carries one: what tells an entry of this log from one copied into it."""

    def __init__(self) -> None:
        self._ids: dict[str, list[dict[str, Any]]] = {}
        self.any_placed = False
        self._first: str | None = None

    def see(self, d: dict[str, Any]) -> None:
        if place.placed(d):
            self.any_placed = True
            some = self._ids.setdefault(d[place.LOG], [])
            if len(some) < 8:
                some.append(d)

    def at_home(self, d: dict[str, Any], secret: bytes | None) -> bool:
        """Whether a verified entry belongs here: its log's id is the log's, or, signed
        before places, the log holds none signed with them."""
        if not place.placed(d):
            return not self.any_placed
        if not self._first:  # none yet: asked again as the log grows
            self._first = place.first_id(
                (e for some in self._ids.values() for e in some), secret) or ""
        return bool(d[place.LOG] == self._first)


class Written:
    """The hashes `HistoryLog.local_hashes` found in a migrated log: a hash is in it when
    an entry with that text verifies, checked the first time it is asked about."""

    def __init__(self, seen: Local) -> None:
        self._seen = seen

    def __contains__(self, digest: object) -> bool:
        seen = self._seen
        if not isinstance(digest, str):
            return False
        if digest in seen.verified:
            return True
        waiting = seen.pending.pop(digest, None)
        if not waiting:
            return False
        secret = maker.key(create=False)
        if any(maker.verified(d, secret) and seen.places.at_home(d, secret) for d in waiting):
            seen.verified.add(digest)
            return True
        return False


class Judge:
    """Who wrote each line of the log, judged when an entry is asked about: an entry is
    trusted when its MAC verifies or, in a log not migrated yet (no entry verifies, none
    recorded), by its tag (`history_migration`)."""

    def __init__(self, path: Path, raw: dict[int, Any], *, ours: bool,
                 chain: place.Chain | None = None) -> None:
        self._raw = raw
        self._ours = ours
        self._chain = chain or place.Chain()
        self._ids: Ids | None = None
        self._secret = maker.key(create=False) if ours else None
        self._legacy = Legacy(path) if ours and not maker.keyed(path) and not any(
            isinstance(d, dict) and maker.verified(d, self._secret) for d in raw.values()) \
            else None

    def trusted(self, line: int) -> bool:
        d = self._raw[line]
        if maker.verified(d, self._secret):
            return self._in_place(line, d)
        return self._legacy is not None and tag_trusted(d, self._legacy)

    def stands(self, line: int) -> bool:
        """Whether the entry on ``line`` names the entry before it of its record that it
        stands after (or names none, signed before places): whoever signed it."""
        d = self._raw[line]
        return not place.placed(d) or d[place.PREV] == self._chain.expected(line)

    def _in_place(self, line: int, d: dict[str, Any]) -> bool:
        """Whether a verified entry stands where it was written (`history_place`): in
        this log, after the entry of its record it names."""
        if self._ids is None:
            self._ids = Ids()
            for e in self._raw.values():
                if isinstance(e, dict):
                    self._ids.see(e)
        return self._ids.at_home(d, self._secret) and (
            not place.placed(d) or d[place.PREV] == self._chain.expected(line))

    def why(self, line: int) -> str:
        """Why the entry on ``line`` is not trusted (one of `_WHY`'s keys)."""
        d = self._raw[line]
        if not self._ours:
            return NOT_OWNED
        if not isinstance(d.get(maker.MAC), str):
            return UNSIGNED
        if maker.verified(d, self._secret):
            return ELSEWHERE
        return OTHER_KEY if d.get("by") == owner_tag() else OTHER_WRITER


def unverified_reasons(whys: list[str]) -> str:
    """What is true of entries unverified for ``whys`` (each entry's `Judge.why`), one
    clause a reason with how many: "2 carry no MAC (...); 1 carries ..."."""
    counts: dict[str, int] = {}
    for why in whys:
        counts[why] = counts.get(why, 0) + 1
    return "; ".join(f"{counts[why]} {unverified_reason(why, counts[why])}"
                     for why in _WHY if counts.get(why))


def unverified_reason(why: str, count: int = 1) -> str:
    """What is true of ``count`` entries unverified for ``why``, led by its verb ("carries
    no MAC (...)"); a reason not known here (an older server's entry) says only that the
    history key does not verify it."""
    verb, rest = _WHY.get(why, "carry no MAC this history key verifies").split(" ", 1)
    if count == 1:
        verb = {"carry": "carries", "are": "is"}.get(verb, verb)
    return f"{verb} {rest}"
