"""Near-duplicates and contradictions among stored records, found without a model.

Offline consolidation once merged only records with the same text, which `add` and
extraction refuse anyway, so it never did anything. Here each pair of records of one type
that hold now (what a correction closed is history) is read as two statements and
compared:

- **contradiction**: the same subject with another value ("tests use pytest" and "tests
  use vitest"; 注释用英文 and 注释用中文; テストは pytest で書く and テストは vitest で書く), or
  the same statement negated ("deploy on Fridays", "never deploy on Fridays"), or a
  record that corrects the other by the rule admission applies to a new statement
  (`memdir.pipeline.admission.correction.corrects_record`: change words, the frame rule,
  one rule for both). The newer holds; the older is *closed* (kept, "until" then), as a
  correction closes it.
- **near-duplicate**: the same content words in other words or order ("Always use pytest
  for tests", "Tests: use pytest"), or one saying all the other says plus a value ("use
  pnpm" and "use pnpm, not npm"). The one that says more (else the newer) is kept, the
  other removed as a tombstone `memdir restore` brings back.

Each record is read as a statement (`memdir.pipeline.statement`: its terms, which are
values and which subject). Two statements that differ in a subject word are about different things
("frontend uses React" and "backend uses React"; "write comments in English" and "write
commit messages in English"), and so are two that share nothing but a value; a record
that narrows the other's subject ("前端测试用 vitest" beside "测试用 vitest") repeats
nothing either.

It is a heuristic, so it only proposes: every finding is a plan a person approves or
rejects in the inbox, never applied on its own (`memdir.pipeline.consolidate`). Its
precision is measured on labelled pairs in English, Chinese and Japanese
(``benchmarks/consolidation.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from memdir.foundation.record import Record, ranking_time
from memdir.foundation.validity import instant, record_name
from memdir.pipeline.admission.correction import change_sentences, corrects_record
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.statement import (
    FLIPPED_SHARE,
    MAX_VALUE_TERMS,
    Statement,
    contradicts,
    statement,
    unsigned,
)

Kind = Literal["duplicate", "contradiction"]
# Which of two records was written last (None: cannot tell): a tie of their times, two
# records saved in the same second, is broken by the store's history.
Later = Callable[[Record, Record], Record | None]

MAX_EXTRA_TERMS = 3    # what a near-duplicate may add to the other: a value or two
DUPLICATE_SHARE = 0.8  # content terms shared (of all either has) that make a repeat
COMMON_TERM = 200      # a term this many records hold pairs nothing by itself


# --- pairs -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Overlap:
    """One finding: ``kind``; ``keep`` the record that stays (the newer of a contradiction,
    the one that says more of a near-duplicate); ``other`` the one removed (near-duplicate)
    or closed (contradiction); ``why`` one line for people."""

    kind: Kind
    keep: Record
    other: Record
    why: str


@dataclass(frozen=True)
class _Read:
    """One record as it is compared: its whole text's statement, its description's, and
    whether it carries a change word (only then is the correction rule asked)."""

    record: Record
    whole: Statement
    said: Statement
    changes: tuple[str, ...]   # its sentences with a change word
    mentions: Mentions         # its words, as the correction rule compares them


def _read(rec: Record) -> _Read:
    return _Read(rec, statement(f"{rec.description}\n{rec.body}"), statement(rec.description),
                 tuple(change_sentences((rec.description, rec.body))),
                 Mentions.of(rec.name.replace("-", " "), rec.description, rec.body))


def compare(a: Record, b: Record, later: Later | None = None) -> Overlap | None:
    """What two records of one type are to each other: a near-duplicate, a
    contradiction, or nothing (None). ``later`` breaks a tie of their times."""
    return _compare(_read(a), _read(b), later)


def _compare(ra: _Read, rb: _Read, later: Later | None = None) -> Overlap | None:
    a, b = ra.record, rb.record
    if a.type != b.type or a.key == b.key or _linked(a, b):
        return None
    if not ra.whole.terms or not rb.whole.terms:
        return None
    found = _contradiction(ra, rb, later)
    if found is not None:
        return found
    return _duplicate(a, b, ra.whole, rb.whole, later)


def _linked(a: Record, b: Record) -> bool:
    """One names the other as the record it replaced or was replaced by: a person chose
    that history (undo reopened it, or they wrote it so)."""
    names = {record_name(r.supersedes) or "" for r in (a, b)} | {
        r.superseded_by or "" for r in (a, b)}
    return a.name in names or b.name in names


def _duplicate(a: Record, b: Record, sa: Statement, sb: Statement,
               later: Later | None = None) -> Overlap | None:
    shared = sa.terms & sb.terms
    if not shared or _flipped(sa, sb):
        return None
    small, large = (sa, sb) if len(sa.terms) <= len(sb.terms) else (sb, sa)
    extra = large.terms - small.terms
    if small.terms <= large.terms:
        # One says all the other says: a repeat if what it adds is a value ("use pnpm,
        # not npm"), another statement if it narrows the subject ("前端测试用 vitest").
        if not (extra <= large.values and len(extra) <= MAX_EXTRA_TERMS):
            return None
    elif len(shared) / len(sa.terms | sb.terms) < DUPLICATE_SHARE or len(shared) < 3:
        return None  # most content words the same, a word or so put differently
    if len(sa.terms) != len(sb.terms):
        keep, other = (a, b) if sa is large else (b, a)
        how = "says all the other says"
    else:
        keep = _newer(a, b, later) or max(a, b, key=lambda r: r.name)
        other = b if keep is a else a
        how = "is the newer"
    return Overlap("duplicate", keep, other,
                   f"{other.name!r} and {keep.name!r} say the same thing; {keep.name!r} "
                   f"{how}, so {other.name!r} is removed (memdir restore brings it back)")


def _contradiction(ra: _Read, rb: _Read, later: Later | None = None) -> Overlap | None:
    """The same subject with another value (or negated), or a record correcting the
    other; the newer holds."""
    a, b, sa, sb = ra.record, rb.record, ra.said, rb.said
    corrected = _corrected(ra, rb)
    if corrected is None and not contradicts(sa, sb):
        return None
    newer = _newer(a, b, later)
    if corrected is not None:
        newer = corrected if newer in (None, corrected) else None
    if newer is None:
        return None  # neither can be said to hold: nothing to propose
    older = b if newer is a else a
    about = _about(sa, sb)
    return Overlap("contradiction", newer, older,
                   f"{older.name!r} and {newer.name!r} disagree"
                   + (f" about {about}" if about else "")
                   + f"; the newer {newer.name!r} holds, so {older.name!r} is closed (kept "
                   "as history, until then)")


def _corrected(ra: _Read, rb: _Read) -> Record | None:
    """The record whose words change the other, by admission's correction rule
    (`memdir.pipeline.admission.correction.corrects_record`: the slot rule, the
    contradiction of a change sentence and the frame rule, as a new statement is read
    when it is saved): one rule, so consolidation proposes what the write path would
    have done had the two been written in the other order."""
    for new, old in ((ra, rb), (rb, ra)):
        if new.changes and corrects_record((new.record.description, new.record.body),
                                           old.mentions, old.record.description):
            return new.record
    return None


# A pair is read only if one of them says at most this many terms the other does not:
# the new value's few words and the change words (a cheap bound before the rule is asked).
_UNSHARED = 6


def _flipped(a: Statement, b: Statement) -> bool:
    """Whether a term one statement says the other negates."""
    return not a.negated.isdisjoint(b.terms)


def _about(sa: Statement, sb: Statement) -> str:
    subject = sorted(unsigned(t) for t in sa.subject & sb.subject)
    return ", ".join(repr(t) for t in subject[:3])


def _newer(a: Record, b: Record, later: Later | None = None) -> Record | None:
    ta, tb = _started(a), _started(b)
    if ta == tb:
        # Times have second precision: two records saved in one second tie here, and a
        # contradiction between them was never proposed. What was written last holds.
        return later(a, b) if later is not None else None
    return a if ta > tb else b


def _started(rec: Record) -> str:
    return instant(rec.valid_from) or instant(ranking_time(rec)) or ""


# --- a store ---------------------------------------------------------------------------

Similar = Callable[[Record], Sequence[Record]]


def find_overlaps(records: Sequence[Record], focus: Collection[str] = (),
                  similar: Similar | None = None, later: Later | None = None
                  ) -> list[Overlap]:
    """Near-duplicates and contradictions among ``records`` (those that hold), each
    record in at most one finding, contradictions first.

    Args:
        records: the records to compare, pair by pair within a type.
        focus: record keys; only pairs holding one of them are compared (after a turn:
            what it wrote).
        similar: with ``focus``, the records a focused one is compared with (a search
            index's best hits), so a turn reads a few records, not the store.
        later: which of two records was written last, for two whose times tie (the
            store's history; without it such a pair has no newer one).

    Without ``similar``, pairs come from shared terms (a term most records hold pairs
    nothing by itself), so the cost follows the pairs that share words, not the square
    of the store.
    """
    keys = set(focus)
    by_key = {r.key: r for r in records}
    reads: dict[str, _Read] = {}

    def read(rec: Record) -> _Read:
        if rec.key not in reads:
            reads[rec.key] = _read(rec)
        return reads[rec.key]

    if keys and similar is not None:
        pairs = {(r.key, o.key) for r in records if r.key in keys
                 for o in similar(r) if o.key in by_key and o.key != r.key}
    else:
        pairs = _sharing(records, keys, read)
    found = []
    for one, two in {tuple(sorted(p)) for p in pairs}:
        overlap = _compare(read(by_key[one]), read(by_key[two]), later)
        if overlap is not None:
            found.append(overlap)
    found.sort(key=lambda o: (o.kind != "contradiction", o.other.name, o.keep.name))
    used: set[str] = set()
    out = []
    for overlap in found:
        if overlap.keep.key in used or overlap.other.key in used:
            continue
        used |= {overlap.keep.key, overlap.other.key}
        out.append(overlap)
    return out


def _sharing(records: Sequence[Record], focus: set[str],
             read: Callable[[Record], _Read]) -> set[tuple[str, str]]:
    """Pairs of records of one type that share enough terms to be a finding at all
    (counted over terms no more than `COMMON_TERM` records hold)."""
    reads = [read(r) for r in records]
    keys = [r.key for r in records]
    said_index = _postings(reads, lambda r: r.said.bases)
    whole_index = _postings(reads, lambda r: r.whole.bases)
    pairs: set[tuple[str, str]] = set()
    for i, one in enumerate(reads):
        said = _shared_counts(i, one.record.type, one.said.bases, said_index)
        whole = _shared_counts(i, one.record.type, one.whole.bases, whole_index)
        for j in said.keys() | whole.keys():
            if focus and keys[i] not in focus and keys[j] not in focus:
                continue
            if _may_meet(one, reads[j], said.get(j, 0), whole.get(j, 0)):
                pairs.add((keys[i], keys[j]))
    return pairs


Postings = dict[tuple[str, str], list[int]]  # (type, term) -> records holding it


def _postings(reads: Sequence[_Read], terms: Callable[[_Read], frozenset[str]]) -> Postings:
    index: Postings = {}
    for i, one in enumerate(reads):
        for term in terms(one):
            index.setdefault((one.record.type, term), []).append(i)
    return {k: ids for k, ids in index.items() if len(ids) <= COMMON_TERM}


def _shared_counts(i: int, rtype: str, terms: frozenset[str], index: Postings
                   ) -> dict[int, int]:
    """How many of ``terms`` each later record of the index shares with record ``i``."""
    counts: dict[int, int] = {}
    for term in terms:
        for j in index.get((rtype, term), ()):
            if j > i:
                counts[j] = counts.get(j, 0) + 1
    return counts


def _may_meet(one: _Read, two: _Read, said: int, whole: int) -> bool:
    """A necessary condition for any finding, from the counts of shared terms alone:
    the descriptions differ in a few words or mostly agree (a contradiction), the whole
    texts mostly agree or one holds the other (a near-duplicate), or one says little
    the other does not (a correction)."""
    na, nb = len(one.said.bases), len(two.said.bases)
    if said and ((max(na, nb) - said <= MAX_VALUE_TERMS)
                 or said >= FLIPPED_SHARE * (na + nb - said)):
        return True
    wa, wb = len(one.whole.bases), len(two.whole.bases)
    if whole and (min(wa, wb) == whole or whole >= DUPLICATE_SHARE * (wa + wb - whole)):
        return True
    return bool(whole) and bool(one.changes or two.changes) and min(wa, wb) - whole <= _UNSHARED


__all__ = ["Later", "Overlap", "Similar", "compare", "find_overlaps"]
