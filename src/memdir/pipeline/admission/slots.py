"""Slots: whether a correction's new value stands where the record's old value stood.

The frame rule (`memdir.pipeline.admission.frame`) reads one value of a statement the
record does not mention (the new value) and the words of the record the statement does
not say (the old value). They fill one slot when one relation introduces both ("use",
"is", "in", "to": `memdir.pipeline.statement`), or one Japanese case particle follows
both ("JSON で" / "プレーンテキストで"), or they are amounts of one unit ("10 秒" / "30
秒"), or they qualify one head ("the search team" / "the payments team"), or one verb of
place introduces both ("deploys to eu-central-1" / "is deployed in the eu-west-1
region"), or the record says where a thing is done and the statement where it moved to
("神社の境内でやる" / "小学校の校庭に移しました"). Values of two relations are two facts
("提到 develop 分支", "用 squash 合并").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_units import unit_dimension
from memdir.pipeline.admission.change_words import Token, statement_tokens
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.values import NUMERAL, value_kind, value_words
from memdir.pipeline.statement import statement
from memdir.pipeline.wording import stem

JA_TOPIC = frozenset({"は", "が", "では", "には", "とは", "も"})  # ends a clause's topic


def find(tokens: list[Token], word: Token, start: int = 0) -> int | None:
    """Where ``word`` (a token of another reading of the text) first stands in
    ``tokens`` from ``start``, or None."""
    return next((i for i in range(start, len(tokens))
                 if tokens[i].kind == word.kind and tokens[i].text == word.text), None)


def head_of(tokens: list[Token], i: int, record: Mentions) -> Token | None:
    """The word of the record the value-like word at ``i`` qualifies, if any: a word the
    record mentions right after it ("JavaScript strings", "Python の文字列", "double
    quotes"), or a topic particle ("Makefile では", returned as itself)."""
    j = i + 1
    while j < len(tokens) and tokens[j].kind == "join":
        j += 2
    if j >= len(tokens):
        return None
    nxt = tokens[j]
    if nxt.kind == "break" and nxt.text in JA_TOPIC:
        return nxt
    if nxt.kind == "break" and nxt.text == "の" and j + 1 < len(tokens):
        nxt = tokens[j + 1]
    return nxt if nxt.content and record.covers(nxt) is True else None


def one_slot(text: str, description: str, new_run: list[Token], head: Token | None,
             old_words: list[Token], old_run: list[Token]) -> bool:
    """Whether the new value of ``text`` and the old one of ``description`` fill one slot:
    introduced by one relation, or by the same case particle, or amounts of one unit, or
    qualifiers of one head, or by one verb of place. ``head``: the record's word the new
    value qualifies; ``old_words``: the record's words the statement names as old."""
    if said_as_label(text, new_run):
        return True  # "Charts: ECharts": the value of the subject, whatever the relation
    new_rel = relations_of(new_run, text)
    if used_as(new_run, text):
        new_rel |= {"is"}  # "I use fish as my shell": what the shell is
    # "Not black any more. Format Python code with ruff format.": the old value named, the
    # record's word after the new one ("format") is its head only if both share a relation.
    old_rel = relations_of(old_run or (old_words if head is not None else []), description)
    case = case_of(new_run, text)
    if old_run and case and case == case_of(old_run, description):
        return True  # "ログは JSON で" / "プレーンテキストで": one slot
    if old_run and value_kind(new_run) == "number" == value_kind(old_run) \
            and one_unit(unit_of(new_run, text), unit_of(old_run, description)):
        return True  # "タイムアウトを 10 秒に" / "タイムアウトは 30 秒", "2 weeks" / "10 days"
    # The old value named gone ("佐藤さんは退職しました。経費精算は田中さんが承認します")
    # stands where the record says it as the unsaid one would.
    old = old_run or old_words
    same_word = word_before(new_run, text) == word_before(old, description) != "" \
        if old else False
    if head is not None and old and (all(t.slot == "new" for t in new_run) or same_word) \
            and qualifies(old, description, head):
        # Moved to "the search team" from "the payments team": a change word's new value
        # and the old value qualify one head, whatever relation introduced them.
        return True
    if old_run and case_of(old_run, description) == "で" and moved_to(new_run, text):
        # "盆踊りは小学校の校庭に移しました" / "神社の境内でやる": where a thing is done
        # (で) and where it is moved to (に移す, へ移転), one place.
        return True
    if {*new_rel, *old_rel} == {"in", "to"} and old_run \
            and same_verb(verb_before(new_run, text), verb_before(old_run, description)):
        # "Production deploys to eu-central-1" / "is deployed in the eu-west-1 region",
        # "部署到" / "部署在": one verb of place, where a thing is and where it goes.
        return True
    # Values of two relations ("提到 develop 分支", "用 squash 合并"); a word before the
    # record's word qualifies it ("JavaScript strings") unless both say it as the value
    # of one relation ("use single quotes", "use double quotes").
    return not ((head is not None or (new_rel and old_rel)) and not new_rel & old_rel)


def said_as_label(text: str, run: list[Token]) -> bool:
    """Whether ``text`` is a label and its value: the subject, a colon, then ``run`` and
    nothing else ("Charts: ECharts going forward, please."). It names no relation, so the
    value is what the subject is, done or used as the record says."""
    tokens = statement_tokens(text)
    colon = next((i for i, t in enumerate(tokens) if not t.content), None)
    if not run or colon is None or colon == 0 or tokens[colon].text not in (":", "："):
        return False
    after = [t for t in tokens[colon + 1:] if t.content]
    # A value by its form ("ECharts", "k6", "French"), not any word after the colon.
    named = value_words(text)
    return len(after) == len(run) and all(
        a.kind == b.kind and a.text == b.text for a, b in zip(after, run, strict=True)) \
        and all(t.kind == "kana" or _named(t, named) or value_kind([t]) != "name" for t in run)


def _named(tok: Token, named: frozenset[str]) -> bool:
    """Whether a word is a value by its form, a name written with signs ("eu-west-1") by
    its parts, as `value_words` reads them."""
    parts = [p for p in tok.text.replace("_", "-").replace(".", "-").split("-") if p]
    return tok.text in named or bool(parts) and all(p in named for p in parts)


def relations_of(run: list[Token], text: str) -> set[str]:
    """The relations (use, is, in, to: `memdir.pipeline.statement`) that introduce the
    words of ``run`` in ``text``."""
    said = statement(text)
    terms: set[str] = set()
    for tok in run:
        if tok.kind == "word":
            terms.add(tok.text if any(c.isdigit() for c in tok.text) else stem(tok.text))
        elif tok.kind == "han" and len(tok.text) > 1:
            terms.update(tok.text[i:i + 2] for i in range(len(tok.text) - 1))
        terms.add(tok.text)
    return {said.relation(slot) for slot in said.slots_of(terms)} - {""}


def used_as(run: list[Token], text: str) -> bool:
    """Whether ``text`` says the run of words is used *as* something ("use fish as my
    shell"): then it is what that thing is."""
    tokens = statement_tokens(text)
    i = find(tokens, run[-1])
    return i is not None and i + 2 < len(tokens) and tokens[i + 1].kind == "break" \
        and tokens[i + 1].text == "as" and tokens[i + 2].content


_CASE_PARTICLES = frozenset({"で", "を", "に", "へ", "と", "から", "まで"})


def case_of(run: list[Token], text: str) -> str:
    """The Japanese case particle right after a run of words in ``text`` ("JSON で":
    で), or "": two values before one particle fill one slot, whatever the topic says."""
    tokens = statement_tokens(text)
    i = find(tokens, run[-1])
    nxt = tokens[i + 1] if i is not None and i + 1 < len(tokens) else None
    return nxt.text if nxt is not None and nxt.kind == "break" \
        and nxt.text in _CASE_PARTICLES else ""


# A Japanese verb of moving a thing or a place after に or へ (移す, 移る, 移転, 引っ越す).
_JA_MOVED = re.compile("(?:に|へ)(?:移し|移り|移っ|移す|移る|移転|移動|引っ越)")


def moved_to(run: list[Token], text: str) -> bool:
    """Whether ``text`` says the run of words (its last Han or katakana word) is where a
    thing moved to: the word, then に or へ and a verb of moving."""
    last = run[-1].text if run and run[-1].kind in ("han", "kana") else ""
    return bool(last) and any(_JA_MOVED.match(text, m.end())
                              for m in re.finditer(re.escape(last), text))


def unit_of(run: list[Token], text: str) -> str:
    """The unit of an amount: the last word of ``run`` that is no number ("10 秒",
    "30 seconds"), else the word right after it in ``text``."""
    for tok in reversed(run):
        if not any(c.isdigit() for c in tok.text) and not NUMERAL.fullmatch(tok.text):
            return _unit_stem(tok.text) if tok.kind == "word" else tok.text
    tokens = statement_tokens(text)
    last = run[-1]
    for i, tok in enumerate(tokens[:-1]):
        if tok.kind == last.kind and tok.text == last.text and tokens[i + 1].content:
            nxt = tokens[i + 1]
            return _unit_stem(nxt.text) if nxt.kind == "word" else nxt.text
    return ""


def _unit_stem(word: str) -> str:
    """A unit's stem in the singular: "1 approver" and "2 approvers" count one thing."""
    plural = word.endswith("s") and not word.endswith("ss") and len(word) > 3
    return stem(word[:-1] if plural else word)


def one_unit(a: str, b: str) -> bool:
    """Whether two units are one ("秒", "秒") or of one dimension ("week", "day"; 天, 周;
    `memdir.pipeline.admission.amount_units`)."""
    return bool(a) and (a == b or unit_dimension(a) == unit_dimension(b) != "")


def word_before(run: list[Token], text: str) -> str:
    """The word of relation right before a run of words in ``text`` ("从 ZeroSSL": from),
    or "": two values after one such word, before one head, fill one slot."""
    tokens = statement_tokens(text)
    i = find(tokens, run[0], start=1)
    prev = tokens[i - 1] if i is not None else None
    return prev.text if prev is not None and prev.kind == "break" and prev.text.isalpha() \
        else ""


def verb_before(run: list[Token], text: str) -> Token | None:
    """The verb right before the one word of relation before a run of words in ``text``
    ("deploys" of "Production deploys to eu-central-1", 部署 of "部署在 eu-west-1"), or
    None. An English verb follows its subject ("Production is deployed in"); a word after
    an imperative verb is its object ("Write docs in Markdown")."""
    tokens = statement_tokens(text)
    i = find(tokens, run[0])
    if i is None or i < 2 or tokens[i - 1].kind not in ("break", "fn") \
            or not tokens[i - 2].content:
        return None
    if tokens[i - 2].kind == "word":
        k = i - 3
        while k >= 0 and tokens[k].kind == "break" and tokens[k].text in _AUXILIARIES:
            k -= 1
        if k < 0 or not tokens[k].content:
            return None
    return tokens[i - 2]


_AUXILIARIES = frozenset("is are was were be been being has have had".split())


def same_verb(a: Token | None, b: Token | None) -> bool:
    """Whether two words are one verb: one English stem, or Han words ending alike (the
    verb ends a Chinese chunk: "生产环境部署")."""
    if a is None or b is None or a.kind != b.kind:
        return False
    if a.kind == "word":
        return stem(a.text) == stem(b.text)
    return a.kind == "han" and len(a.text) > 1 and a.text[-2:] == b.text[-2:]


def qualifies(run: list[Token], text: str, head: Token) -> bool:
    """Whether the last word of ``run`` qualifies ``head`` in ``text`` ("payments team")."""
    tokens = statement_tokens(text)
    i = find(tokens, run[-1])
    found = head_of(tokens, i, Mentions.of(head.text)) if i is not None else None
    return found is not None and found.kind != "break"


# Words that narrow a subject the statement says, and what ends a subject.
NARROWED_BY = frozenset({"の", "的"})
SUBJECT_ENDS = frozenset("""is are was were go goes live lives runs run sits""".split()) \
    | JA_TOPIC


def narrows(tokens: list[Token], i: int, head: Token | None, said: Mentions,
             verbs: set[int]) -> bool:
    """Whether the word at ``i`` narrows ``head`` (a word the statement says) as a part
    of the subject: joined by の/的 ("障害のポストモーテム", "每晚的备份"), or before a
    subject its verb follows ("Incident postmortems are ...", "The database connection
    pool holds ...": the subject is every word after it the statement says, ``verbs`` the
    record's verbs the frame rule found), not a verb before its object ("Bundle the
    frontend with webpack")."""
    if head is None or head.kind == "break":
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is not None and nxt.kind in ("break", "fn") and nxt.text in NARROWED_BY:
        return True
    at = next((j for j in range(i + 1, len(tokens)) if tokens[j] is head), None)
    if at is None:
        return False
    while at + 1 < len(tokens) and tokens[at + 1].kind == "word" \
            and said.covers(tokens[at + 1]) is True:
        at += 1
    after = tokens[at + 1] if at + 1 < len(tokens) else None
    return after is not None and (after.kind == "break" and after.text in SUBJECT_ENDS
                                  or at + 1 in verbs)


# Nouns that name the kind of an occasion or a group whose name the words before them are
# ("the life drawing *class*", "the pigeon *club*", 古筝*课*, バレエ*教室*): the statement
# that says the name says the thing ("Life drawing's on Fridays now", 古筝涨到一节一百八了).
# Not a thing of its own a name may have many of: a bus, a fee, a coach, a room.
_KIND_NOUNS = frozenset("""class classes lesson lessons session sessions course courses
    club clubs group groups society practice practices workshop workshops""".split())
_HAN_KINDS = ("课程", "课", "俱乐部", "教室", "講座", "讲座", "サークル", "クラブ")


def dropped_head(tokens: list[Token], i: int, said: Mentions) -> bool:
    """Whether the record's word at ``i`` is the head noun of its subject that a statement
    leaves unsaid, saying the name it heads: a noun of kind (``_KIND_NOUNS``) right after
    a word the statement says ("class" of "the life drawing class" against "Life
    drawing's Fridays now"), or a Han word ending in one whose name the statement says
    whole (古筝课 against 古筝). The name must be said: "The watercolour group" names
    another group, and "Classes are on Fridays now" none."""
    tok = tokens[i]
    if tok.kind == "word":
        before = tokens[i - 1] if i else None
        return tok.text in _KIND_NOUNS and before is not None and before.kind == "word" \
            and said.covers(before) is True
    if tok.kind == "kana" and tok.text in _HAN_KINDS:
        before = tokens[i - 1] if i else None
        return before is not None and before.content and said.covers(before) is True
    if tok.kind != "han":
        return False
    name = next((tok.text[:-len(k)] for k in _HAN_KINDS if tok.text.endswith(k)), "")
    if name:
        return len(name) > 1 and said.covers(Token("han", name), strict=True) is True
    before = tokens[i - 1] if i else None
    return tok.text in _HAN_KINDS and before is not None and before.content \
        and said.covers(before) is True


def kana_of_compound(tokens: list[Token], i: int, said: Mentions, verbs: set[int]) -> bool:
    """Whether the katakana run at ``i`` starts a word with the kanji glued after it
    ("ゴミ当番の班長", "バス停の場所") and that word narrows a subject the statement says:
    the run is of the narrowing word, no value of its own ("班長は山口さんに替わりました")."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return tokens[i].kind == "kana" and nxt is not None and nxt.kind == "han" and nxt.glued \
        and said.covers(nxt) is False \
        and narrows(tokens, i + 1, head_of(tokens, i + 1, said), said, verbs)


__all__ = ["JA_TOPIC", "NARROWED_BY", "SUBJECT_ENDS", "case_of", "dropped_head", "find",
           "head_of",
           "kana_of_compound", "narrows", "one_slot", "relations_of", "said_as_label",
           "same_verb", "unit_of", "used_as", "verb_before", "word_before"]
