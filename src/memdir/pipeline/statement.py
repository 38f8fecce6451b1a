"""Statements: what a stored record says, as terms comparable across records.

`memdir.pipeline.overlap` reads two records as two statements to tell a repeat from a
contradiction from two memories that only look alike. A statement is its content terms
(an English stem, a number, a katakana run, the bigrams of a Han chunk; filler and
provenance labels dropped, as the correction rule drops them, `plain_text`), each said
in the positive or the negative ("not unittest", 不用 unittest, 使わない: ``~`` before it),
and which of them are *values*.

What a value is. The words after "use", "with", "in", "to", "is", ":" (en); after 用,
使用, 采用, 是, 在, 为, 叫, 到 (zh); before で, を, に, です (ja); after a negation; and wherever
they stand, numbers (Chinese numerals too) and language names. Each value fills a *slot*,
introduced by a relation (use, is, in, to, not): two values differ only when one relation
introduces both ("tests run with pytest" and "tests run in CI" are two facts). Every other
content word is the statement's subject.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import count

from memdir.foundation import lazy_re as re
from memdir.pipeline.wording import LANGUAGES, han_chunks, is_function_word, plain_text, stem

NEGATED = "~"          # prefix of a term said in the negative ("not unittest")
_SLOT = 2  # content units a value slot takes ("4 spaces", "main ブランチ")

_EN_AFTER = frozenset("""use uses used using with via in into on at to is are be prefer prefers
    preferred as""".split()) | {":", "：", "="}
_EN_NEGATORS = frozenset("""never not no don't dont doesn't didn't isn't aren't can't cannot
    won't shouldn't mustn't avoid nor""".split())
_EN_JOINERS = frozenset({"and", "or", "&", "/", "、", "和", "或", "与", "及", "と"})
_DOUBLE_NEGATION = frozenset({"without", "unless"})  # "never push without running tests"
# Verbs that only place a thing ("docs live in Notion", "docs are in Notion").
_COPULAS = frozenset("""live lives living located stored kept sits sit found""".split())
_CHANGE_WORDS = frozenset("""instead switch switched switching change changed changing move
    moved moving migrate migrated anymore longer rebuilt rebuild rewrote rewritten rewrite
    redid redone redo reimplemented""".split())
_LANGUAGES = LANGUAGES
# Chinese words that introduce a value; a character inside a longer word is not one
# (用户, 应用, 现在, 因为).
_ZH_AFTER = re.compile("使用|采用|选用|改用|换成|改成|(?<![应费作常信利])用(?![户例])"
                       "|(?<![还就但总于只正])是|(?<![现存正实所])在|(?<![因认作成行])为(?!了)"
                       "|称为|叫做|(?<![喊大尖])叫|(?<![达得收做找想遇看听感受直])到")
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
        return frozenset(unsigned(t) for t in self.terms)

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
    # The mark character is removed from input: a text must not forge a value slot.
    for clause in _CLAUSE.split(plain_text(_without_provenance(text)).replace("\x02", " ")):
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
_CJK_COUNT = re.compile("[一二两三四五六七八九十][人个次天周位名行号点分秒つ日]"
                        # a numeral cut from its measure word ("两个人": 两, 人)
                        "|[一二两三四五六七八九十百千万]+")


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
    """A Han run cut at Chinese function characters (`memdir.pipeline.wording`), each
    chunk as its bigrams (a lone character as itself)."""
    out: list[_Unit] = []
    for chunk in han_chunks(run):
        grams = tuple(chunk[i:i + 2] for i in range(len(chunk) - 1)) or (chunk,)
        out.append(_Unit("content", (chunk,) if chunk in _LANGUAGES else grams))
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
    "is": "is are be as : ： = 是 为 称为 叫做 叫 です だ",
    "use": "use uses used using with via prefer prefers preferred 用 使用 采用 选用 改用 换成 "
           "改成 を で",
    "not": "not",
    "in": "in into on at 在 に へ",
    "to": "to 到",
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
    jumps = _jumps(units)
    for i, unit in enumerate(units):
        if unit.kind == "after" and unit.relation == "is" and _opens_next(units, i):
            continue  # "is in PagerDuty", "is written in Rust": the preposition says it
        if unit.kind in ("after", "negate", "before"):
            slot = next(counter)
            relations[slot] = unit.relation
            if unit.kind == "before":
                _fill(units, i - 1, -1, slot, jumps)
            else:
                _fill(units, i + 1, 1, slot, jumps)
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


def _opens_next(units: list[_Unit], i: int) -> bool:
    """Whether another word that introduces a value follows the one at ``i`` before any
    content ("is written in", "are kept in"): the later one is the relation."""
    for j in range(i + 1, len(units)):  # by index: a copy of the rest for each marker
        if units[j].kind == "after":
            return True
        if units[j].kind != "break":
            return False
    return False


class _Jumps:
    """Where a walk from a unit, forward or back, first meets a unit of a kind not in
    ``kinds``: found in one pass each way, so that the walks of many markers over one
    long run ("在在在…", "use use use …") cost its length once, not once per marker."""

    def __init__(self, units: list[_Unit], kinds: frozenset[str]) -> None:
        n = len(units)
        self.forward = [n] * (n + 1)
        for i in range(n - 1, -1, -1):
            self.forward[i] = self.forward[i + 1] if units[i].kind in kinds else i
        self.back = [-1] * n
        for i in range(n):
            self.back[i] = (self.back[i - 1] if i else -1) if units[i].kind in kinds else i

    def past(self, i: int, step: int) -> int:
        if not 0 <= i < len(self.back):
            return i
        return self.forward[i] if step > 0 else self.back[i]


# Before a slot's first word: joins, and the markers, negations and breaks before it ("use
# pnpm and yarn", "don't use X"); after it, joins only.
_BEFORE_SLOT = frozenset(("join", "after", "negate", "break"))
_JOIN = frozenset(("join",))


def _jumps(units: list[_Unit]) -> tuple[_Jumps, _Jumps]:
    return _Jumps(units, _BEFORE_SLOT), _Jumps(units, _JOIN)


def _fill(units: list[_Unit], start: int, step: int, slot: int,
          jumps: tuple[_Jumps, _Jumps]) -> None:
    """Put the content units from ``start`` (walking by ``step``) in ``slot``: up to
    _SLOT of them, past the markers and joins before the first, joined by joins."""
    before_slot, joins = jumps
    i, taken = before_slot.past(start, step), 0
    while 0 <= i < len(units) and taken < _SLOT and units[i].kind == "content":
        if units[i].slot < 0:
            units[i].slot = slot
        taken += 1
        i = joins.past(i + step, step)


def _negate_before(units: list[_Unit], mark: str, counter: Iterator[int]) -> None:
    """"jest ではなく vitest": the value before the change word is the one negated."""
    jumps = _jumps(units)
    for i, unit in enumerate(units):
        if unit.kind != mark:
            continue
        taken, j, slot = 0, i - 1, next(counter)
        while j >= 0 and taken < _SLOT and units[j].kind in ("content", "join"):
            if units[j].kind == "content":
                units[j].negated, units[j].slot = True, slot
                taken += 1
            j -= 1
        _fill(units, i + 1, 1, next(counter), jumps)


MAX_VALUE_TERMS = 4    # a value is a few words; more that differ is another statement
FLIPPED_SHARE = 0.6    # content terms shared (of all either has) that make one the other negated


def contradicts(sa: Statement, sb: Statement) -> bool:
    """Whether two statements say one subject with another value ("tests use pytest",
    "tests use vitest"; 注释用英文, 注释用中文), or the same statement negated ("deploy on
    Fridays", "never deploy on Fridays")."""
    if not sa.negated.isdisjoint(sb.terms):
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


def unsigned(term: str) -> str:
    """A term without its negation."""
    return term[1:] if term.startswith(NEGATED) else term


__all__ = ["LANGUAGES", "FLIPPED_SHARE", "MAX_VALUE_TERMS", "NEGATED", "Statement", "contradicts",
           "statement", "unsigned"]
