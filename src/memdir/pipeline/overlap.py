"""Near-duplicates and contradictions among stored records, found without a model.

Offline consolidation once merged only records with the same text, which `add` and
extraction refuse anyway, so it never did anything. Here each pair of records of one type
that hold now (what a correction closed is history) is read as two statements and
compared:

- **contradiction**: the same subject with another value ("tests use pytest" and "tests
  use vitest"; 注释用英文 and 注释用中文; テストは pytest で書く and テストは vitest で書く), or
  the same statement negated ("deploy on Fridays", "never deploy on Fridays"), or a
  record that says it changes the other (a change word and the subject rule of
  `memdir.pipeline.admission.correction`, as admission reads a new statement). The newer
  holds; the older is *closed* (kept, "until" then), as a correction closes it.
- **near-duplicate**: the same content words in other words or order ("Always use pytest
  for tests", "Tests: use pytest"), or one saying all the other says plus a value ("use
  pnpm" and "use pnpm, not npm"). The one that says more (else the newer) is kept, the
  other removed as a tombstone `memdir restore` brings back.

What a value is. The words after "use", "with", "in", "to", "is", ":" (en); after 用,
使用, 采用, 是, 在, 为 (zh); before で, を, に, です (ja); after a negation ("not unittest",
不用 unittest), and wherever they stand, numbers and language names. Every other content
word is subject. Two statements that differ in a subject word are about different things
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

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import count
from typing import Literal

from memdir.foundation.record import Record, ranking_time
from memdir.foundation.validity import instant, record_name
from memdir.pipeline.admission.correction import (
    Mentions,
    change_sentences,
    corrects,
    is_function_word,
    plain_text,
    stem,
)

Kind = Literal["duplicate", "contradiction"]

NEGATED = "~"          # prefix of a term said in the negative ("not unittest")
MAX_VALUE_TERMS = 4    # a value is a few words; more that differ is another statement
MAX_EXTRA_TERMS = 3    # what a near-duplicate may add to the other: a value or two
DUPLICATE_SHARE = 0.8  # content terms shared (of all either has) that make a repeat
FLIPPED_SHARE = 0.6     # ... that make one statement the other negated
COMMON_TERM = 200      # a term this many records hold pairs nothing by itself

_SLOT = 2  # content units a value slot takes ("4 spaces", "main ブランチ")

_EN_AFTER = frozenset("""use uses used using with via in into to is are be prefer prefers
    preferred as""".split()) | {":", "：", "="}
_EN_NEGATORS = frozenset("""never not no don't dont doesn't didn't isn't aren't can't cannot
    won't shouldn't mustn't avoid nor""".split())
_EN_JOINERS = frozenset({"and", "or", "&", "/", "、", "和", "或", "与", "及", "と"})
_DOUBLE_NEGATION = frozenset({"without", "unless"})  # "never push without running tests"
# Verbs that only place a thing ("docs live in Notion", "docs are in Notion").
_COPULAS = frozenset("""live lives living located stored kept sits sit found""".split())
_CHANGE_WORDS = frozenset("""instead switch switched switching change changed changing move
    moved moving migrate migrated anymore longer""".split())
_LANGUAGES = frozenset("""english chinese japanese korean french german spanish 英文 中文
    英语 汉语 日语 日文 韩语 法语 德语 英語 日本語 中国語 韓国語""".split())
# Chinese words that introduce a value; a character inside a longer word is not one
# (用户, 应用, 现在, 因为).
_ZH_AFTER = re.compile("使用|采用|选用|改用|换成|改成|(?<![应费作常信利])用(?![户例])"
                       "|(?<![还就但总于只正])是|(?<![现存正实所])在|(?<![因认作成行])为(?!了)")
_ZH_NEGATORS = re.compile("而不是|不要|不用|不能|不必|别|勿|禁止|不")
_JA_CHANGE = re.compile("ではなく|じゃなく|の代わりに|代わりに")
_JA_NEGATION = re.compile("ない|ません|なく|禁止|ず(?=[にでと、。]|$)")
_CLAUSE = re.compile(r"[,，、;；。!！?？\n]|\.(?=\s|$)|\bbut\b|但是|但|けど|が、")

_TOKEN = re.compile(
    r"(?P<mark>\x02[A-Z]+\x02)"
    r"|(?P<word>[a-z0-9](?:[a-z0-9_+#.'-]*[a-z0-9+#])?)"
    r"|(?P<kana>[\u30a0-\u30ff\u31f0-\u31ff]+)"
    r"|(?P<han>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)"
    r"|(?P<hira>[\u3040-\u309f]+)"
    r"|(?P<punct>[:：=&/、])"
)
_ZH_FUNCTION = set("的了是在用把给让被从到向和与跟都也就要将对个着过吧呢吗啊很再还又写放叫做")
_LONE_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_JA_TOPIC = ("は", "には", "では", "とは", "も", "が")
_JA_BEFORE = ("で", "を", "に", "へ", "です", "だ")


@dataclass(frozen=True)
class Statement:
    """What a text says, as comparable terms: each content term (a stem, a number, a
    katakana run, a Han bigram), ``~`` before one said in the negative; ``slots`` maps
    each term that is a value to the value slot it fills (see the module docstring)."""

    terms: frozenset[str]
    slots: tuple[tuple[str, int], ...] = ()
    relations: tuple[tuple[int, str], ...] = ()  # slot -> what introduces it (`_relation`)

    @cached_property
    def values(self) -> frozenset[str]:
        return frozenset(t for t, _ in self.slots)

    @cached_property
    def subject(self) -> frozenset[str]:
        return self.terms - self.values

    @cached_property
    def bases(self) -> frozenset[str]:
        """The terms with their negation dropped."""
        return frozenset(_base(t) for t in self.terms)

    @cached_property
    def negated(self) -> frozenset[str]:
        """Each term as the other polarity would say it."""
        return frozenset(t[1:] if t.startswith(NEGATED) else NEGATED + t for t in self.terms)

    def slots_of(self, terms: Iterable[str]) -> set[int]:
        where = dict(self.slots)
        return {where[t] for t in terms if t in where}

    def relation(self, slot: int) -> str:
        return dict(self.relations).get(slot, "")


@dataclass
class _Unit:
    kind: str              # content, after, before, topic, break, join, negate, okuri...
    terms: tuple[str, ...] = ()
    slot: int = -1         # the value slot it fills, -1: subject
    relation: str = ""     # for a word that opens a slot: its relation (`_relation`)
    negated: bool = False
    latin: bool = False    # a Latin word (a tool name in Chinese or Japanese text)


def statement(text: str) -> Statement:
    """The statement of one text (a description, or a description and body)."""
    terms: set[str] = set()
    slots: dict[str, int] = {}
    relations: dict[int, str] = {}
    counter = count()
    for clause in _CLAUSE.split(plain_text(_without_provenance(text))):
        for unit in _clause_units(clause, counter, relations):
            if unit.kind != "content":
                continue
            for term in unit.terms:
                signed = NEGATED + term if unit.negated else term
                terms.add(signed)
                if unit.slot >= 0:
                    slots.setdefault(signed, unit.slot)
                elif _is_value_word(term):  # a number or a language, wherever it stands
                    slots.setdefault(signed, next(counter))
    return Statement(frozenset(terms), tuple(sorted(slots.items())),
                     tuple(sorted(relations.items())))


def _is_value_word(term: str) -> bool:
    return term in _LANGUAGES or term in _NUMBER_WORDS or any(c.isdigit() for c in term) \
        or bool(_CJK_COUNT.fullmatch(term))


_NUMBER_WORDS = frozenset("zero one two three four five six seven eight nine ten".split())
_CJK_COUNT = re.compile("[一二两三四五六七八九十][人个次天周位名行号点分秒つ日]")


def _without_provenance(text: str) -> str:
    # Extraction's records end with the user's words ("User said: ..."), the same words
    # as the description plus whatever else the message said: no part of the statement.
    return "\n".join(line for line in (text or "").splitlines()
                     if not _PROVENANCE_LINE.match(line))


_PROVENANCE_LINE = re.compile(r"(?i)^\s*(?:the\s+)?user\s+(?:said|wrote|asked)\s*:")


def _clause_units(clause: str, counter: Iterator[int],
                  relations: dict[int, str]) -> list[_Unit]:
    ja_change = bool(_JA_CHANGE.search(clause))
    clause = _JA_CHANGE.sub(" \x02JACHANGE\x02 ", clause)
    units: list[_Unit] = []
    marked = _ZH_AFTER.sub(lambda w: f" \x02{_relation(w.group(0)).upper()}\x02 ",
                           _ZH_NEGATORS.sub(" \x02NOT\x02 ", clause))
    for m in _TOKEN.finditer(marked):
        if m.group("mark"):
            mark = m.group("mark").strip("\x02").lower()
            kind = {"not": "negate", "jachange": "jachange"}.get(mark, "after")
            units.append(_Unit(kind, relation=mark))
        elif m.group("word"):
            units.extend(_word_unit(m.group("word")))
        elif m.group("kana"):
            units.append(_Unit("content", (m.group("kana"),)))
        elif m.group("han"):
            units.extend(_han_units(m.group("han")))
        elif m.group("hira"):
            units.append(_hira_unit(m.group("hira")))
        else:
            sign = m.group("punct")
            units.append(_Unit("join" if sign in _EN_JOINERS else "after" if sign in _EN_AFTER
                               else "break", relation=_relation(sign)))
    for unit, after in zip(units, units[1:], strict=False):
        # A lone kanji before its okurigana is a verb or adjective (書く, 使う, 置いて):
        # saying it or not is wording, not content.
        if unit.kind == "content" and len(unit.terms) == 1 and len(unit.terms[0]) == 1 \
                and _LONE_HAN.match(unit.terms[0]) and after.kind == "okuri":
            unit.kind = "break"
    for unit in units:
        unit.kind = "break" if unit.kind == "okuri" else unit.kind
    if any(u.kind == "double" for u in units):
        # "never X without Y" is "always Y before X": no negation at all.
        units = [u for u in units if u.kind not in ("negate", "double")]
    negations = sum(u.kind == "negate" for u in units)
    _mark_values(units, counter, relations)
    if ja_change:
        _negate_before(units, "jachange", counter)
    elif _JA_NEGATION.search(clause) and not negations:
        for unit in units:  # a Japanese negation ends its clause: all of it is negated
            unit.negated = unit.kind == "content"
    return units


def _word_unit(word: str) -> list[_Unit]:
    word = word.strip(".'-")
    if word in _DOUBLE_NEGATION:
        return [_Unit("double")]
    if word in _EN_NEGATORS or word.endswith("n't"):
        return [_Unit("negate", relation="not")]
    if word in _EN_JOINERS:
        return [_Unit("join")]
    if word in _EN_AFTER:
        return [_Unit("after", relation=_relation(word))]
    if word in ("instead", "rather"):  # "X instead of Y": Y is what is not used
        return [_Unit("negate", relation="not")]
    if word in _CHANGE_WORDS:
        return []
    if word in _COPULAS:
        return [_Unit("break")]
    if word in _NUMBER_WORDS:
        return [_Unit("content", (word,), latin=True)]
    if is_function_word(word):
        return [_Unit("break")]
    term = word if any(c.isdigit() for c in word) else stem(word)
    return [_Unit("content", (term,), latin=True)]


def _han_units(run: str) -> list[_Unit]:
    """A Han run split at Chinese function characters, each chunk as its bigrams (a lone
    character as itself)."""
    out: list[_Unit] = []
    chunk = ""
    for ch in run + "的":
        if ch in _ZH_FUNCTION:
            if chunk:
                grams = tuple(chunk[i:i + 2] for i in range(len(chunk) - 1)) or (chunk,)
                out.append(_Unit("content", (chunk,) if chunk in _LANGUAGES else grams))
            chunk = ""
        else:
            chunk += ch
    return out


def _hira_unit(run: str) -> _Unit:
    if run in _JA_TOPIC:
        return _Unit("topic", relation="is")
    if run.startswith(_JA_BEFORE) and not run.startswith(("では", "には", "でも")):
        return _Unit("before", relation=_relation(run))
    return _Unit("okuri")


# What introduces a value, by relation: two values differ only when the same relation
# introduces both ("tests run with pytest" and "tests run in CI" are two facts).
_RELATIONS = {
    "is": "is are be as : ： = 是 为 です だ",
    "use": "use uses used using with via prefer prefers preferred 用 使用 采用 选用 改用 换成 "
           "改成 を で",
    "not": "not",
    "in": "in into on at 在 に へ",
    "to": "to",
}
_RELATION_OF = {word: rel for rel, words in _RELATIONS.items() for word in words.split()}


def _relation(marker: str) -> str:
    """The relation a marker word introduces (a Japanese particle by its first kana)."""
    found = _RELATION_OF.get(marker) or _RELATION_OF.get(marker[:2]) \
        or _RELATION_OF.get(marker[:1])
    return found or "use"


def _mark_values(units: list[_Unit], counter: Iterator[int],
                 relations: dict[int, str]) -> None:
    """Mark the content units in value slots, and those a negation governs."""
    for i, unit in enumerate(units):
        if unit.kind in ("after", "negate", "before"):
            slot = next(counter)
            relations[slot] = unit.relation
            if unit.kind == "before":
                _fill(units, i - 1, -1, slot)
            else:
                _fill(units, i + 1, 1, slot)
        elif unit.kind == "topic":
            # "デフォルトブランチは main": a Latin word right after the topic is its value.
            nxt = units[i + 1] if i + 1 < len(units) else None
            if nxt is not None and nxt.kind == "content" and nxt.latin and nxt.slot < 0:
                nxt.slot = next(counter)
                relations[nxt.slot] = "is"
    # A negation governs the rest of its clause ("don't use unittest"), its slot first.
    negating = False
    for unit in units:
        if unit.kind == "negate":
            negating = True
        elif unit.kind == "content" and negating:
            unit.negated = True


def _fill(units: list[_Unit], start: int, step: int, slot: int) -> None:
    taken, i = 0, start
    while 0 <= i < len(units) and taken < _SLOT:
        unit = units[i]
        if unit.kind == "content":
            if unit.slot < 0:
                unit.slot = slot
            taken += 1
        elif unit.kind == "join" or (unit.kind in ("after", "negate", "break") and not taken):
            pass  # "use pnpm and yarn", "don't use X": the slot goes on
        else:
            break
        i += step


def _negate_before(units: list[_Unit], mark: str, counter: Iterator[int]) -> None:
    """"jest ではなく vitest": the value before the change word is the one negated."""
    for i, unit in enumerate(units):
        if unit.kind != mark:
            continue
        taken, j, slot = 0, i - 1, next(counter)
        while j >= 0 and taken < _SLOT and units[j].kind in ("content", "join"):
            if units[j].kind == "content":
                units[j].negated, units[j].slot = True, slot
                taken += 1
            j -= 1
        _fill(units, i + 1, 1, next(counter))


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


def compare(a: Record, b: Record) -> Overlap | None:
    """What two records of one type are to each other: a near-duplicate, a
    contradiction, or nothing (None)."""
    return _compare(_read(a), _read(b))


def _compare(ra: _Read, rb: _Read) -> Overlap | None:
    a, b = ra.record, rb.record
    if a.type != b.type or a.key == b.key or _linked(a, b):
        return None
    if not ra.whole.terms or not rb.whole.terms:
        return None
    found = _contradiction(ra, rb)
    if found is not None:
        return found
    return _duplicate(a, b, ra.whole, rb.whole)


def _linked(a: Record, b: Record) -> bool:
    """One names the other as the record it replaced or was replaced by: a person chose
    that history (undo reopened it, or they wrote it so)."""
    names = {record_name(r.supersedes) or "" for r in (a, b)} | {
        r.superseded_by or "" for r in (a, b)}
    return a.name in names or b.name in names


def _duplicate(a: Record, b: Record, sa: Statement, sb: Statement) -> Overlap | None:
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
        keep = _newer(a, b) or max(a, b, key=lambda r: r.name)
        other = b if keep is a else a
        how = "is the newer"
    return Overlap("duplicate", keep, other,
                   f"{other.name!r} and {keep.name!r} say the same thing; {keep.name!r} "
                   f"{how}, so {other.name!r} is removed (memdir restore brings it back)")


def _contradiction(ra: _Read, rb: _Read) -> Overlap | None:
    """The same subject with another value (or negated), or a record correcting the
    other; the newer holds."""
    a, b, sa, sb = ra.record, rb.record, ra.said, rb.said
    corrected = _corrected(ra, rb)
    if corrected is None and not _disagree(sa, sb):
        return None
    newer = _newer(a, b)
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


def _disagree(sa: Statement, sb: Statement) -> bool:
    if _flipped(sa, sb):
        # The same words, one statement negated: "deploy on Fridays" / "never deploy...".
        return len(sa.bases & sb.bases) / len(sa.bases | sb.bases) >= FLIPPED_SHARE
    only_a, only_b = sa.terms - sb.terms, sb.terms - sa.terms
    if not only_a or not only_b:
        return False
    if len(only_a) > MAX_VALUE_TERMS or len(only_b) > MAX_VALUE_TERMS:
        return False
    if not (only_a <= sa.values and only_b <= sb.values):
        return False  # they differ in what they are about, not in its value
    slots_a, slots_b = sa.slots_of(only_a), sb.slots_of(only_b)
    if len(slots_a) > 1 or len(slots_b) > 1:
        return False  # two values differ ("lint before committing", "tests before pushing")
    related = {sa.relation(s) for s in slots_a} | {sb.relation(s) for s in slots_b}
    if len(related - {""}) > 1:
        return False  # values of two relations: "tests run with pytest", "tests run in CI"
    if all(t.startswith(NEGATED) for t in only_a | only_b):
        return False  # "never log passwords", "never log request bodies": both hold
    # A subject both are about; sharing only a value ("frontend uses React", "backend
    # uses React") is not enough.
    return bool(sa.subject & sb.subject)


def _corrected(ra: _Read, rb: _Read) -> Record | None:
    """The record whose words change the other, by admission's correction rule."""
    for new, old in ((ra, rb), (rb, ra)):
        # Every word of a correction but its new value is one the old record mentions: a
        # record that says many things the other does not corrects nothing of it.
        if new.changes and len(new.whole.bases - old.whole.bases) <= _UNSHARED \
                and any(corrects(s, old.mentions, old.record.description)
                        for s in new.changes):
            return new.record
    return None


_UNSHARED = 6  # the new value's few words, and the change words themselves


def _flipped(a: Statement, b: Statement) -> bool:
    """Whether a term one statement says the other negates."""
    return not a.negated.isdisjoint(b.terms)


def _base(term: str) -> str:
    return term[1:] if term.startswith(NEGATED) else term


def _about(sa: Statement, sb: Statement) -> str:
    subject = sorted(_base(t) for t in sa.subject & sb.subject)
    return ", ".join(repr(t) for t in subject[:3])


def _newer(a: Record, b: Record) -> Record | None:
    ta, tb = _started(a), _started(b)
    if ta == tb:
        return None
    return a if ta > tb else b


def _started(rec: Record) -> str:
    return instant(rec.valid_from) or instant(ranking_time(rec)) or ""


# --- a store ---------------------------------------------------------------------------

Similar = Callable[[Record], Sequence[Record]]


def find_overlaps(records: Sequence[Record], focus: Collection[str] = (),
                  similar: Similar | None = None) -> list[Overlap]:
    """Near-duplicates and contradictions among ``records`` (those that hold), each
    record in at most one finding, contradictions first.

    Args:
        records: the records to compare, pair by pair within a type.
        focus: record keys; only pairs holding one of them are compared (after a turn:
            what it wrote).
        similar: with ``focus``, the records a focused one is compared with (a search
            index's best hits), so a turn reads a few records, not the store.

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
        overlap = _compare(read(by_key[one]), read(by_key[two]))
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


__all__ = ["Overlap", "Similar", "Statement", "compare", "find_overlaps", "statement"]
