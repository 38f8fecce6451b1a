"""The frame rule: a correction says the stored record's frame with one value replaced.

The slot rule (`memdir.pipeline.admission.correction`) finds the new value where a change
word marks it ("switch ... to X", "改用 X", "X に変更"). People say most corrections
otherwise: "CI runs on GitHub Actions now", "我现在写代码都用 Cursor 了", "We retired
Jenkins last week. CI runs on GitHub Actions now.", "告警不走 Zabbix 了,走 Prometheus".
Each fresh round of the benchmark held new phrasings no list of change words named, so
this rule does not read phrasing at all. It reads the *shape* of a correction:

- **what is a value, by its form** (`memdir.pipeline.admission.values`): a Latin word or
  number in Chinese or Japanese text (a tool, a product, a version), a katakana run in
  Japanese, a number, a day or time of day, a word written with capitals, digits or the
  signs of names in English ("GitHub", "JST", "#sre-pager", "fly.io"), a language name,
  a word right before a value ("plain asyncpg"), and a word the statement reads as a
  value (after "use", 用, 是, before で; `memdir.pipeline.statement`);
- **the frame**: everything else of the sentence, function words, filler and change
  words removed (`memdir.pipeline.wording`, `memdir.pipeline.admission.change_words`).

The whole statement (all its sentences: "もう大阪には住んでいません。福岡に引っ越しました。")
corrects a record when

1. it says a change at all (a change word, "now", 以后, 今後, a sentence-final 了), or
   replaces the record's one amount of a measure by another of the same, in a unit of
   the tables ("320 pixels wide" / "200 pixels wide": both cannot hold; a plain noun
   after a number may be a label, "train 2"; `memdir.pipeline.admission.amount_units`),
   or is one label and its value by its form ("CI runners: ubuntu-24.04.", "图表:ECharts。":
   what the subject is now), and adds nothing ("too", 也, も);
2. every word the record does not mention is a value, and they are *one* value: a single
   run of words with nothing between them ("GitHub Actions", "ISO 8601"); a second run
   ("E2E ... Playwright", "Storybook ... 6006") is another subject with its value;
3. nothing it says in the negative or as the old value ("not 60", "不走 Zabbix", "Jest
   をやめて") is unknown to the record, and the new value is not said in the negative;
4. it shares at least one word of the record said in the positive: the subject; person
   words ("I", 我, 私, 用户, ユーザー) are no subject (`wording`): "我现在记笔记都用 Obsidian
   了" shares only 我 with "我平时用 VS Code 写代码";
5. what the record says that the statement does not is its old value: at most two words,
   one run, at least one of them a value ("Keep lines under 88 characters": 88), unless
   the statement names the old value itself ("Don't debug with print any more"); a word
   narrowing a subject the statement says ("障害の" of "障害のポストモーテム", "Incident"
   of "Incident postmortems are ...") is neither, nor the head noun of kind of a name the
   statement says ("class" of "the life drawing class" against "Life drawing's Fridays
   now": `slots.dropped_head`), nor the record's English verb the statement says another
   way ("pushed" of "Images are pushed to Docker Hub" against "Images go to GHCR"; "charges"
   of "charges £12" against "is £14", the currency sign the amounts' one unit).

The new value and the old one fill one slot: one relation introduces both, or one
Japanese case particle follows both, or they are amounts of one unit ("10 秒", "30 秒"),
or a change word's new value and the old one qualify one head ("moved to the search
team" / "works on the payments team"), or one verb of place introduces both ("deploys to
eu-central-1" / "is deployed in the eu-west-1 region"; `memdir.pipeline.admission.slots`).
A clause that only says what the user is doing ("I'm practising", 我在练习) is left out.

A look-alike fails one of them: "The release channel moved to #ship-it" leaves "release"
(no value) beside "The on-call channel is #ops-alerts"; "YAML 文件还是改回两个空格缩进吧"
leaves YAML and 两 apart; "Keep functions under 40 lines now, not 60" names an old value
(60) the record never said.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_units import one_measure_replaced
from memdir.pipeline.admission.change_words import (
    Token,
    has_cue,
    prepare_sentence,
    statement_tokens,
)
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import old_context, says_gone
from memdir.pipeline.admission.reasons import without_reasons
from memdir.pipeline.admission.slots import (
    NARROWED_BY,
    SUBJECT_ENDS,
    dropped_head,
    head_of,
    kana_of_compound,
    narrows,
    one_slot,
    said_as_label,
    word_before,
)
from memdir.pipeline.admission.values import (
    NUMERAL,
    every_of_said_day,
    joins_time,
    value_kind,
    value_like,
    value_words,
)
from memdir.pipeline.statement import statement
from memdir.pipeline.wording import says_now, stem, strip_provenance

_ADDITIVE = re.compile(r"(?<![a-z])(?:too|also|as\s+well|in\s+addition)(?![a-z])"
                       "|也|还要|同时|另外|以及|も使|も併用|併せて|に加えて")
_MAX_OLD = 2  # words of the record the statement need not repeat: its old value
# One sentence that is a label and its value: words, a colon, words, nothing else.
_LABEL = re.compile(r"\s*[^:：。.!?;；]+[:：]\s*[^:：。!?;；]+?[。.]?\s*")


@dataclass
class _Reading:
    """What the frame rule read in a statement against one record."""

    shared: int = 0      # the record's words said again as the subject
    old_named: int = 0   # the record's words said as the old value ("not Jest")
    runs: int = 0        # runs of words the record does not mention (one: the new value)
    new_run: list[Token] = field(default_factory=list)
    old_words: list[Token] = field(default_factory=list)
    head: Token | None = None  # the record's word the new value qualifies, if any


def frame_correction(text: str, record: Mentions, description: str) -> int:
    """How many words of the record ``text`` says again as its subject if the whole
    statement corrects the record by the frame rule (module docstring), else 0.
    ``record`` is the record's `Mentions`; ``description`` its one-line description."""
    plain = prepare_sentence(strip_provenance(text or ""))
    # Condition 1, or one amount of a measure replaced by another: both cannot hold.
    changed = says_now(plain) or has_cue(plain) or says_gone(plain)
    # A label and its value ("CI runners: ubuntu-24.04."): what the subject is now.
    labelled = not changed and said_as_one_label(plain)
    if _ADDITIVE.search(plain) or not (changed or labelled
                                       or one_measure_replaced(text, description)):
        return 0
    text = without_reasons(text, record, description)
    read = _read(text, record, description)
    if read is None:
        return 0
    if read.runs != 1 or not read.shared + read.old_named:
        return 0
    new_run, head = read.new_run, read.head
    if labelled and head is None:
        head = _label_head(text, record)
    old_run = _old_value_unsaid(text, description, read.old_named, head, new_run)
    if old_run is None or (old_run and value_kind(old_run) != value_kind(new_run)):
        return 0  # no old value, or one of another kind (a language, a number, a name)
    if not changed and not (old_run and value_kind(old_run) == "number") \
            and not (labelled and said_as_label(text, new_run)):
        return 0  # no change said: only an amount replacing an amount, or a label, says one
    if not one_slot(text, description, new_run, head, read.old_words, old_run):
        return 0
    return read.shared + read.old_named


def said_as_one_label(text: str) -> bool:
    """Whether ``text`` is one sentence, a label and its value ("CI runners: ubuntu-24.04.",
    "Charts: ECharts."): it names what the subject is, a value that holds now."""
    return _LABEL.fullmatch(strip_provenance(text or "")) is not None


def _label_head(text: str, record: Mentions) -> Token | None:
    """The last word of a label, before its colon, when the record says it ("Deploy
    region: eu-west-1"): what the value names, a region, as "the search team" names a
    team; the record's old value is the one that qualifies it ("the AWS us-east-1
    region")."""
    tokens = statement_tokens(text)
    colon = next((i for i, t in enumerate(tokens) if t.kind == "break"
                  and t.text in (":", "：")), 0)
    last = tokens[colon - 1] if colon else None
    return last if last is not None and last.content and record.covers(last) is True \
        else None


def _read(text: str, record: Mentions, description: str) -> _Reading | None:
    """Conditions 2 to 4 word by word: None when a word the record does not mention is
    no value, or an old value the record never said."""
    tokens = statement_tokens(text)
    named = value_words(text)
    said = {v for v in statement(text).values if not v.startswith("~")}
    # The record's own values: a word of them said again is no shared subject ("The
    # backend is on Java 21 now" against "The user is a backend engineer").
    its_values = {v for v in statement(description).values if not v.startswith("~")}
    read = _Reading()
    in_run = False
    preps = {t.text for t in statement_tokens(description)
             if t.kind == "break" and t.text in _PREPOSITIONS}
    for i, (tok, was) in enumerate(zip(tokens, old_context(tokens), strict=True)):
        if (tok.kind == "join" or _measure(tokens, i) or joins_time(tokens, i)) and in_run \
                or _measured(tokens, i):
            continue
        if not tok.content or _verb_of_relation(tokens, i, record, named, preps):
            in_run = False
            continue
        value = value_like(tok, named, said, tokens[i - 1] if i else None) \
            or _qualifies_value(tokens, i, record, named, said)
        covered = record.covers(tok, strict=value)
        if covered is False and not was and _joined_to_value(tokens, i, record, named, said):
            continue  # "自前の Keycloak": a word narrowing the new value by の is of it
        if covered is None and _is_topic(tokens, i):
            return None  # "妹は今リスボンに住んでいます": a one-character topic is a subject
        if covered is None:
            in_run = False
            continue
        if covered:
            in_run = False
            if was:
                read.old_named += 1
                read.old_words.append(tok)
            elif tok is read.head or (tok.slot != "new" and not _in_values(tok, its_values)):
                read.shared += 1  # "the search team": the new value's head is a subject
            continue
        if was or not value:
            return None  # an old value the record never said, or another subject
        read.runs += not in_run
        in_run = True
        read.new_run.append(tok)
        found = head_of(tokens, i, record)
        if found is not None and (found.kind == "break" or read.head is not None):
            return None  # "Makefile では": a topic, not a value
        read.head = read.head or found
    return read


def _qualifies_value(tokens: list[Token], i: int, record: Mentions, named: frozenset[str],
                     said: set[str]) -> bool:
    """Whether an English word the record does not mention stands right before a value
    it qualifies ("plain asyncpg", "raw SQL"): one value said as a phrase."""
    tok = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return tok.kind == "word" and nxt is not None and nxt.kind == "word" \
        and not any(c.isdigit() for c in tok.text) \
        and value_like(nxt, named, said, tok) and record.covers(nxt, strict=True) is False


def _joined_to_value(tokens: list[Token], i: int, record: Mentions, named: frozenset[str],
                     said: set[str]) -> bool:
    """Whether a Han word the record does not mention narrows the value after it by の or
    的 ("自前の Keycloak", "社内の GitLab"): the phrase is one value, as "plain asyncpg" is."""
    if tokens[i].kind != "han" or i + 2 >= len(tokens):
        return False
    joint, nxt = tokens[i + 1], tokens[i + 2]
    return joint.kind in ("break", "fn") and joint.text in NARROWED_BY and nxt.content \
        and value_like(nxt, named, said, joint) and record.covers(nxt, strict=True) is False


# The words of relation a verb of the record may stand before ("pushed to"); not a verb
# that is one itself ("Frontend tests use Jest": "tests" is no verb).
_PREPOSITIONS = frozenset("to in on at into onto with by for from via over under through".split())


_AUXILIARY = frozenset("is are was were be been get gets got".split())


def _verb_of_relation(tokens: list[Token], i: int, record: Mentions, named: frozenset[str],
                      preps: set[str]) -> bool:
    """Whether the English word at ``i`` is the statement's verb said another way than the
    record's, before the record's word of relation: a passive after the subject (a word the
    record says) and "is", "are", "got"..., before a preposition the record introduces its
    value with ("Product analytics events are sent to PostHog" against "... go to
    Mixpanel"). It is no value."""
    tok = tokens[i]
    if tok.kind != "word" or tok.text in named or any(c.isdigit() for c in tok.text) \
            or tok.slot or record.covers(tok) is not False or i + 2 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    if nxt.kind != "break" or nxt.text not in preps or not tokens[i + 2].content:
        return False
    k = i - 1
    while k >= 0 and tokens[k].kind == "break" and tokens[k].text in _AUXILIARY:
        k -= 1
    # Passive after its subject ("events are sent to"), not an object after an imperative
    # ("show temperatures in Celsius": "temperatures" is another subject).
    return k < i - 1 and k >= 0 and tokens[k].content and record.covers(tokens[k]) is True


def _measure(tokens: list[Token], i: int) -> bool:
    """Whether the token at ``i`` is a measure word after a Han numeral ("两个空格"): the
    amount and what it counts are one value."""
    return tokens[i].kind == "fn" and tokens[i].text == "个" and i > 0 \
        and tokens[i - 1].kind == "han" and NUMERAL.fullmatch(tokens[i - 1].text) is not None


# "30 days long", "320 pixels wide": the dimension an amount measures says no subject.
_DIMENSIONS = frozenset("long wide tall high deep".split())


def _measured(tokens: list[Token], i: int) -> bool:
    """Whether the word at ``i`` names the dimension of the amount before it ("is 30 days
    long"): a number, its unit, then the word."""
    return tokens[i].kind == "word" and tokens[i].text in _DIMENSIONS and i >= 2 \
        and tokens[i - 1].kind == "word" and tokens[i - 2].kind == "word" \
        and tokens[i - 2].text[:1].isdigit()


# A currency sign before an amount is its unit ("£12", "$40"): no word after says it.
_CURRENCY = re.compile(r"([$€£¥￥])\s*\d")


def _amount_verbs(tokens: list[Token], said: Mentions, named: frozenset[str],
                  new_run: list[Token], signs: frozenset[str] = frozenset()) -> set[int]:
    """Where the record's English verb stands between its subject (a word the statement
    says) and its old amount with its unit ("trial lasts 21 days"), and the statement's
    new value is an amount alone, of a unit it says again: the verb is no old value ("The
    free trial is 30 days long now"); ``signs``: the currency signs both write before an
    amount, a unit said again ("charges £12" against "Car wash is £14 now"). Not a name
    before its version ("Python 3.11")."""
    if not new_run or not all(t.kind == "word" and t.text[:1].isdigit() for t in new_run):
        return set()
    return {i for i in range(1, len(tokens) - 1)
            if tokens[i].kind == "word" and tokens[i].text not in named
            and not any(c.isdigit() for c in tokens[i].text)
            and said.covers(tokens[i]) is False and said.covers(tokens[i - 1]) is True
            and tokens[i + 1].kind == "word" and tokens[i + 1].text[:1].isdigit()
            and (len(signs) == 1 or i + 2 < len(tokens) and said.covers(tokens[i + 2]) is True)}


def _record_verbs(tokens: list[Token], said: Mentions, named: frozenset[str],
                  values: set[str], new_run: list[Token], text: str) -> set[int]:
    """Where the record's description has an English verb the statement says another way:
    a word the statement does not say between the subject (a word it says, before it) and
    the old value (after it, or after one word of relation), when the statement's new
    value fills a change word's slot ("We bumped the connection pool to 50" against "The
    database connection pool holds 20 connections") or follows the same word of relation
    ("Images go to GHCR" against "Images are pushed to Docker Hub")."""
    rel = word_before(new_run, text) if new_run else ""
    changed = bool(new_run) and all(t.slot == "new" for t in new_run)
    out: set[int] = set()
    for i, tok in enumerate(tokens):
        if tok.kind != "word" or said.covers(tok) is not False or tok.text in named \
                or any(c.isdigit() for c in tok.text):
            continue  # a verb is no name ("pushed" is the value of "are" to `statement`)
        j = i + 1
        if j < len(tokens) and tokens[j].kind == "break" and tokens[j].text in _PREPOSITIONS:
            if not changed and tokens[j].text != rel:
                continue
            j += 1
        elif not changed:
            continue
        old = tokens[j] if j < len(tokens) else None
        if old is None or not old.content or said.covers(old, strict=True) is not False \
                or not value_like(old, named, values, tokens[j - 1]):
            continue
        k = i - 1
        while k >= 0 and tokens[k].kind == "break" and tokens[k].text in SUBJECT_ENDS:
            k -= 1  # "Images are pushed": the subject before "are"
        if k >= 0 and tokens[k].content and said.covers(tokens[k]) is True:
            out.add(i)
    return out


_ZH_BY = frozenset({"用", "过"})  # 用 X 写, 通过 X 发送: the value of the means, then the verb


def _zh_verb_after_value(tokens: list[Token], said: Mentions, named: frozenset[str],
                         values: set[str], new_run: list[Token]) -> set[int]:
    """Where a Chinese record ends with its verb after the value it does it by ("事务邮件
    通过 SendGrid 发送", "价格用美元显示"): the verb is no old value when the statement
    says a new name in its place ("事务邮件现在走 Postmark 了")."""
    if not new_run or value_kind(new_run) != "name":
        return set()
    last = max((i for i, t in enumerate(tokens) if t.content), default=-1)
    if last < 2 or tokens[last].kind != "han" or said.covers(tokens[last]) is not False:
        return set()
    value, by = tokens[last - 1], tokens[last - 2]
    if by.kind == "fn" and by.text in _ZH_BY and value.content \
            and value_like(value, named, values, by) and said.covers(value, strict=True) is False:
        return {last}
    return set()


def _label_verbs(tokens: list[Token], said: Mentions, named: frozenset[str],
                 values: set[str], new_run: list[Token], text: str) -> set[int]:
    """The record's English verbs a label leaves out ("Charts: ECharts" against "Draw
    charts with Chart.js"): the imperative that starts it and a verb before a word of
    relation, neither a value nor said by the statement."""
    if not said_as_label(text, new_run):
        return set()
    out: set[int] = set()
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        first = not any(t.content for t in tokens[:i])
        before_rel = nxt is not None and nxt.kind == "break" and nxt.text in _PREPOSITIONS
        if tok.kind == "word" and (first or before_rel) and said.covers(tok) is False \
                and not value_like(tok, named, values, tokens[i - 1] if i else None):
            out.add(i)
    return out


def _of_name(tokens: list[Token], i: int, named: frozenset[str]) -> bool:
    """Whether the token at ``i`` is the "of" inside a name of several words ("KING OF
    TIME" in a Japanese record): between two words that are values by their form, it
    leaves them one value."""
    return tokens[i].kind == "break" and tokens[i].text == "of" and 0 < i < len(tokens) - 1 \
        and all(t.kind == "word" and t.text in named for t in (tokens[i - 1], tokens[i + 1]))


def _is_topic(tokens: list[Token], i: int) -> bool:
    """Whether the Han token at ``i`` is the topic or subject of its clause (a topic
    particle follows: "妹は", "兄が"): who or what the statement is about, however short.
    Not one written against the katakana word before it: "デプロイ先は" is where things
    are deployed, 先 a suffix of デプロイ."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    suffix = tokens[i].glued and i > 0 and tokens[i - 1].kind == "kana"
    # A longer word that tells nothing names a slot ("有効期限は"), not who it is about.
    return tokens[i].kind == "han" and len(tokens[i].text) == 1 and not suffix \
        and nxt is not None \
        and nxt.kind == "break" and nxt.text in ("は", "が")


def _in_values(tok: Token, values: set[str]) -> bool:
    """Whether a token is one of a statement's values (its terms: a stem, a katakana
    run, a Han chunk's bigrams)."""
    if tok.kind == "word":
        return stem(tok.text) in values or tok.text in values
    grams = {tok.text[i:i + 2] for i in range(len(tok.text) - 1)}
    return tok.text in values or bool(grams) and grams <= values


def _said_as_one(tokens: list[Token], i: int, said: Mentions) -> bool:
    """Whether the English word at ``i`` and the one beside it are one word the statement
    writes as one ("time out" of the record, "timeout" of the statement): no old value."""
    def one(a: int) -> bool:
        return 0 <= a and a + 1 < len(tokens) and tokens[a].kind == tokens[a + 1].kind \
            == "word" and tokens[a].text.isalpha() and tokens[a + 1].text.isalpha() \
            and stem(tokens[a].text + tokens[a + 1].text) in said.stems
    return one(i) or one(i - 1)


def _old_value_unsaid(text: str, description: str, old_named: int,
                      head: Token | None = None,
                      new_run: list[Token] | None = None) -> list[Token] | None:
    """Condition 5: the words of the record the statement does not say (its old value),
    or None when they are not an old value. ``head``: the word the new value qualifies
    ("double" of "double quotes"); the old value must qualify the same word. ``new_run``:
    the new value; the record's verb said another way is no old value (`_record_verbs`)."""
    mentions = Mentions.of(text)
    tokens = statement_tokens(description)
    named = value_words(description)
    said = {v for v in statement(description).values if not v.startswith("~")}
    verbs = _record_verbs(tokens, mentions, named, said, new_run or [], text) \
        | _zh_verb_after_value(tokens, mentions, named, said, new_run or []) \
        | _label_verbs(tokens, mentions, named, said, new_run or [], text) \
        | _amount_verbs(tokens, mentions, named, new_run or [],
                        frozenset(_CURRENCY.findall(description))
                        & frozenset(_CURRENCY.findall(text)))
    unsaid: list[Token] = []
    values, runs, in_run = 0, 0, False
    narrowing = False  # the word before narrows the value after its の ("中央公民館の")
    for i, tok in enumerate(tokens):
        if (tok.kind == "join" or _measure(tokens, i) or joins_time(tokens, i)
                or _of_name(tokens, i, named) or narrowing and tok.text in NARROWED_BY) \
                and in_run or i in verbs or _said_as_one(tokens, i, mentions) \
                or every_of_said_day(tokens, i, mentions):
            continue
        # "中央公民館の音楽室": a Han word narrowing the old value by の is of it, as "自前の
        # Keycloak" is of a new one (`_joined_to_value`).
        narrowing = _joined_to_value(tokens, i, mentions, named, said) \
            and mentions.covers(tok) is False
        value = tok.content and (narrowing or value_like(tok, named, said,
                                                         tokens[i - 1] if i else None))
        if not tok.content or mentions.covers(tok, strict=value) is not False:
            in_run = False
            continue
        qualified = head_of(tokens, i, mentions)
        if not value and (narrows(tokens, i, qualified, mentions, verbs)
                          or dropped_head(tokens, i, mentions)) \
                or kana_of_compound(tokens, i, mentions, verbs):
            # "障害の" of "障害のポストモーテム", "incident" of "incident postmortems": a
            # word narrowing a subject the statement says is no old value.
            in_run = False
            continue
        unsaid.append(tok)
        # "Python" of "for Python strings" qualifies the subject: no old value, unless
        # the new value qualifies the same word ("single quotes", "double quotes").
        same_head = head is not None and qualified is not None and qualified.kind != "break" \
            and Mentions.of(head.text).covers(qualified) is True
        # "payments" of "the payments team" is the old value of "the search team"; the
        # word after an amount is its unit ("20 connections").
        values += same_head or (value and (qualified is None or value_kind([tok]) == "number"))
        if not in_run:
            runs += 1
        in_run = True
    if old_named:
        return [] if len(unsaid) <= _MAX_OLD else None
    if 1 <= len(unsaid) <= _MAX_OLD and runs == 1 and values == len(unsaid):
        return unsaid
    return None


__all__ = ["frame_correction", "said_as_one_label"]
