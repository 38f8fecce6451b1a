"""Corrections: whether a new statement changes a stored memory, or is a memory of its own.

A change word alone says nothing about *which* memory changes. The rule this replaces took
any statement with "instead of", "switch to", "改用" or "ではなく" as a correction of the
best search hit of the same type, with no minimum similarity, so shared filler ("from
now on", "以后") was enough: "From now on, use poetry instead of pip." replaced "From now
on, always run ruff before committing.", "以后改用 4 个空格缩进" replaced "以后回复都用中文".
Replacing a memory the user still holds is data loss; keeping two records when one was
a correction is not (consolidation and review can still merge them). So the rule below
is strict, and measured on a labelled set (``benchmarks/corrections.py``).

How a sentence is read. The change word marks *slots* around it:

- the new value: after "switch ... to", "改用", "换 <name>", and every Chinese verb of
  moving, replacing or changing an amount before 到/成/为/去 ("迁到", "搬去", "换成",
  "提高到"); after
  "ではなく" and "代わりに"; before "instead of", "rather than", and every Japanese verb
  of change after に/へ ("に変更", "に移行", "に変わりました", "になりました");
- the old value: after "instead of", "no longer", ", not", "replace X" (before "with"),
  "from X" (before "to"), after a Chinese negation ("不再", "别再用", "不要用", "不是",
  "不做") and after 从 when a verb of change follows ("从 Jenkins 迁到 ..."); before
  "ではなく", "の代わりに", "をやめ", "は使わ" and before から when a verb of change follows.

A value is one name: a slot stops where the script changes ("改用 pnpm 管理依赖": pnpm;
a number goes with the word beside it), takes both sides of "a/b" ("ユーザー名/チケット
番号"), and skips the verb of the clause a change word ends ("pnpm で管理するように変更":
pnpm). A sentence that names the old value but no new one says the new one as a plain
value in a clause of its own ("不再放飞书了,以后放在 Notion", "SQLAlchemy をやめて psycopg
で書いて", "不要从 develop 拉了,从 main 拉"): a value of its statement
(`memdir.pipeline.statement`), or what follows a plain 从, that the record does not
mention is then the new value.

"I changed my mind", "改主意", "换了", "やっぱり" mark no slot: they say a change comes,
not which word is the new value.

Every other content word is the *subject* ("tests" in "switch the tests to vitest").
Filler ("from now on", "以后", "今後", "please"), function words and the change words
themselves are no content (`memdir.pipeline.wording`). A content word is *covered* when
the stored record mentions it (`memdir.pipeline.admission.mentions`: the same word stem
(en), the same katakana run, more than half the character bigrams of a Han chunk) as
written or in words naming the same thing (mum / mother, 班车 / 接驳车: `same_words`).

A sentence corrects a record when

1. something outside the new value is covered: the subject or the old value is what the
   record is about ("测试" for "测试改用 vitest" against "写测试一律用 pytest"), and
2. nothing uncovered is left outside the new value: a word the record never mentions
   ("spaces" in "use tabs instead of spaces in Makefiles" against "every Makefile
   target must have a help comment"; "样式" in "前端样式改用 Tailwind" against "前端包管理用
   npm") means a different subject, and
3. the record's description says at most two things the sentence does not (its old
   value; "a/b" is one): "switch to squash merges for pull requests" shares only its
   subject with "open pull requests against the develop branch", which is about another
   aspect of pull requests; "detailed answers instead of short ones" shares only the old
   value with "run pytest with -q to keep output short".

A sentence with no change word can still say a change: "from now on", "现在", "今後"
with the record's subject and another value in the same slot ("フロントエンドのテストは
今後 Vitest で実行して" against "フロントエンドのテストは Jest で実行する"). It corrects the
record when their statements contradict (`memdir.pipeline.statement.contradicts`: one
subject, values of one relation that differ) and it adds nothing ("too", "也", "も").
Two statements without any of these words ("tests use pytest", "tests use vitest") are
both stored; offline consolidation proposes which holds (`memdir.pipeline.overlap`).

Sentences end at 。.!?;; each is judged alone. A statement whose sentences all fail is
judged whole by the frame rule (`memdir.pipeline.admission.frame`): the record's frame
said again with one value replaced, whatever words say it ("We retired Jenkins last
week. CI runs on GitHub Actions now."). A statement that says in the negative or as the
old value a word the record never mentions ("Don't use the logging module in the CLI
scripts; print to stdout instead") replaces something else and corrects no record.
A statement whose subject is the thing the record names as its value, the record's own
subject unsaid ("The ops repo moved to GitHub Enterprise last week." against "Runbooks
live in the ops repo under docs/runbooks"), is about that thing and corrects nothing,
unless it says the thing as the old value, gone or replaced
(`memdir.pipeline.admission.its_value`).
A statement that says an amount with no word of a bound against a record that sets its
amount as a bound by a noun ("Uptime went up to 99.99% last month" against "The uptime
target is 99.9%") says what was measured, not a new bound: it corrects nothing
(`memdir.pipeline.admission.amount_units.bound_unsaid`).
A change of job against a record of where the person works, one of role against a record
of what the person is, a move against a record of where the person lives and a transfer
against a record of the person's department are read by rules of their own
(`memdir.pipeline.admission.employer`, `memdir.pipeline.admission.role`,
`memdir.pipeline.admission.home`, `memdir.pipeline.admission.department`), and so is a
request to be called by another name against a record of how the person is addressed
(`memdir.pipeline.admission.address`), and a move with a time zone against a record of the
person's zone (`memdir.pipeline.admission.timezone`): the two share no word but the
person. A permission against a record of what is not done ("现在挺能吃辣的" against "用户不
吃辣") names no new value, and is read by a rule of its own too
(`memdir.pipeline.admission.lifted`), and so is a person who left with another doing it now
("Lena has left the company; Tomás signs off design reviews.": the new one's clause says
the subject in other words than the record's; `memdir.pipeline.admission.successor`), a
shop or address that closed with another in its place ("Inkwell shut down, so the flyers
go to PrintHaus"; `memdir.pipeline.admission.closed`) and the record's one time of day
said as another, in any form ("a quarter past ten", 九点一刻, 午後二時, 30 分繰り下げ;
`memdir.pipeline.admission.clock`), and a label of the record's subject with a new day
or amount ("Cycle counts: first Monday of each month.", 备份保留期：两周;
`memdir.pipeline.admission.label`), and the record's one weekday said as another
("Book club moved to Fridays", 練習は日曜になりました; `memdir.pipeline.admission.weekday`).
A statement under a condition ("if the release has
a migration", なら, 的话) corrects no record said of every case, by any rule, and one that
says its change not made, not wanted or only possible ("We never moved the tests to
vitest", 测试不打算改用 vitest, 我想把测试改用 vitest, 切り替えませんでした, 変更したいです:
`memdir.pipeline.admission.undone`) corrects none by the rules that read its words as a new
value. A trip, a visit or a loan against a record of where the person works or lives ("我从
温州调到宁夏出差三天", "for a three-day trip", 出張で: `memdir.pipeline.admission.trip`)
corrects none by any rule, nor does a thing of another person (妻の家計簿, 我妈的, "Dad's")
or what one does (兄が…をやめて) against a record not naming them (`admission.possessor`),
nor a time said as a bound (19時まで, "until 7 pm", 延长到七点) against a record whose one
time is a point, a time a thing is done at (`memdir.pipeline.admission.bound`).
Otherwise it is a new memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.address import address_change, asks_name
from memdir.pipeline.admission.amount_units import (
    COUNT,
    amounts,
    bound_unsaid,
    one_measure_replaced,
    other_dimension,
    unit_dimension,
)
from memdir.pipeline.admission.bound import bound_against_time
from memdir.pipeline.admission.change_words import (
    SENTENCE_END,
    Token,
    assign_slots,
    has_cue,
    prepare_sentence,
    says_time,
    sentence_tokens,
    without_change_words,
)
from memdir.pipeline.admission.clock import clock_change, says_clock_time
from memdir.pipeline.admission.closed import closed_change, says_closed
from memdir.pipeline.admission.department import department_change
from memdir.pipeline.admission.employer import employer_change
from memdir.pipeline.admission.frame import frame_correction
from memdir.pipeline.admission.home import home_change
from memdir.pipeline.admission.its_value import about_its_thing, about_its_value
from memdir.pipeline.admission.kinship import kin_of_another
from memdir.pipeline.admission.label import label_change
from memdir.pipeline.admission.lifted import allows, conditional, lifted, limited
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import names_other_old, says_gone
from memdir.pipeline.admission.owned import of_another_owner
from memdir.pipeline.admission.parts import other_part
from memdir.pipeline.admission.place import new_place_span
from memdir.pipeline.admission.questions import asks, without_questions
from memdir.pipeline.admission.reasons import without_reasons
from memdir.pipeline.admission.role import promoted, role_change
from memdir.pipeline.admission.successor import says_left, successor_change
from memdir.pipeline.admission.timezone import moved_zone, timezone_change
from memdir.pipeline.admission.trip import for_a_while
from memdir.pipeline.admission.unchanged import kept_by
from memdir.pipeline.admission.undone import undone
from memdir.pipeline.admission.values import says_amount, value_kind
from memdir.pipeline.admission.weekday import day_change
from memdir.pipeline.statement import Statement, contradicts, statement
from memdir.pipeline.wording import says_now, stem, strip_provenance

# A sentence that adds a value says nothing against the one stored ("tests use hypothesis
# too"): no contradiction is read into it.
_ADDITIVE = re.compile(r"(?<![a-z])(?:too|also|as\s+well|in\s+addition)(?![a-z])"
                       "|也|还要|同时|另外|以及|も使|も併用|併せて|に加えて")


def change_sentences(texts: Iterable[str]) -> list[str]:
    """The sentences of ``texts`` that carry a change word, say something holds from now
    on or that a thing goes away ("Cypress is out"), each once, prepared; no question."""
    seen: list[str] = []
    for text in texts:
        for sentence in SENTENCE_END.split(prepare_sentence(strip_provenance(text or ""))):
            sentence = " ".join(sentence.split())
            if sentence and sentence not in seen and not asks(sentence) \
                    and (says_now(sentence) or has_cue(sentence)
                                                      or says_gone(sentence)):
                seen.append(sentence)
    return seen



def says_own_change(texts: Iterable[str]) -> bool:
    """Whether ``texts`` say a change of the person's role, name or time zone in words only
    the rules of those relations read, no change word among them: a promotion ("I got
    promoted to operations director", 我升为技术总监了), a name asked for ("call me Marta",
    叫我小张就行) or a move with a zone ("I relocated to Lisbon, so put my meetings on
    Lisbon time"). Admission then asks the rules whether the statement corrects a record."""
    return any(promoted(t) or asks_name(t) or moved_zone(t) or allows(t) or says_left(t)
               or says_clock_time(t) or says_closed(t) for t in texts if t)


# A standard's name ("ISO 8601", "RFC 3339"): a name with a long number, no amount.
_STANDARD = re.compile(r"(?<![a-z])[a-z]{2,}[\s-]?\d{4,}(?![\d.])")
_MAX_UNSAID = 2  # words of the record a correction need not repeat: its old value


def corrects(sentence: str, record: Mentions, statement: str) -> int:
    """How many content words of ``sentence`` the record covers if the sentence corrects
    it by its change words (see the module docstring), else 0. ``statement`` is the
    record's one-line description."""
    tokens = sentence_tokens(sentence)
    if not assign_slots(tokens):
        return 0
    _new_in_other_clause(sentence, tokens, record)
    shared = subject = 0
    for tok in tokens:
        if not tok.content:
            continue
        covered = record.covers(tok)
        if covered is None or tok.slot == "new":
            continue
        if not covered:
            # A word the record never mentions, outside the new value: another subject.
            # Even after "I changed my mind": "Changed my mind: keep commit messages
            # short" is not a correction of "Write commit messages in English".
            return 0
        shared += 1
        subject += tok.slot != "old"
    if not shared or _other_owner(sentence, tokens, statement):
        return 0
    # The record must say little else than what the sentence shares with it: the subject
    # only ("switch to squash merges for pull requests" against "open pull requests
    # against the develop branch") is another aspect of it, and so is the old value only
    # ("detailed answers instead of short ones" against "run pytest with -q to keep
    # output short").
    said, described = Mentions.of(sentence), sentence_tokens(statement)
    # The amount said shorter only where the subject is said again ("P95 目标"), not
    # where the old value is all it shares ("instead of weekly").
    amount = _old_amount(sentence, statement, tokens) if subject else ""
    # A new place replaces the whole old one, however many words say it ("Runbooks moved
    # to the wiki" against "Runbooks live in the ops repo under docs/runbooks").
    place = new_place_span(described, statement, tokens, sentence) if subject else set()
    if _unsaid(said, described, amount, place) + _negated_unsaid(statement, sentence) \
            > _MAX_UNSAID:
        return 0
    # A new amount replaces an amount: "函数长度上限放宽到 80 行" says nothing against
    # "公共函数一律写类型注解", "The services moved to Python 3.12" nothing against
    # "Services run on Kubernetes": neither record says a number ("tabs" may replace "4
    # spaces"; "80 lines" never replaces "type hints").
    new = [t for t in tokens if t.slot == "new" and t.content]
    if new and value_kind(new) == "number" and not says_amount(statement) \
            and not _STANDARD.search(sentence):
        return 0
    # A new time replaces a time, as an amount does: "发布时间挪到周四上午" says nothing
    # against "从 release 分支发布", which says none.
    if new and says_time("".join(t.text for t in new)) and not says_time(statement):
        return 0
    return shared


# An owner named before の in kanji and kana ("子ども会の会費", "見守り隊の"): its kanji
# are pieces, a single one too short for the record to say or not say.
# Its kana are no particle ("倉庫は農協の" is two words and a particle).
_MIXED_OWNER = re.compile("([\u4e00-\u9fff々]+"
                          "(?:(?![はがをにでとへのやか][\u4e00-\u9fff々]|から|まで|より)"
                          "[\u3041-\u3096]{1,2}[\u4e00-\u9fff々]+)+)の")


def _other_owner(sentence: str, tokens: list[Token], statement: str) -> bool:
    """Whether ``sentence`` says its subject is of an owner the record never names, a word
    of single kanji and kana ("子ども会の会費が年3,000円に上がりました" is another
    association's fee than "町内会費は年 3,000 円"): split into single kanji, no piece of
    it counted as a word the record does not say. Not the new value."""
    said, new = "".join((statement or "").split()), {t.text for t in tokens if t.slot == "new"}
    return kin_of_another(sentence, statement) or any(  # a relative of a tie: `kinship`
        m[1] not in said and not new & set(m[1]) for m in _MIXED_OWNER.finditer(sentence))


# A rule said as 不 and a one-character verb ("特价商品不退不换", "用户不吃辣"): the verb is
# read as a change word (`change_words`), yet it is the record's value, a word to say.
_NEGATED_VERB = re.compile("不(?![同错过少必断仅然管论如足好够得久但会能可要再是])"
                           "([\u4e00-\u9fff])(?=不|[,，。.;；!！]|\\s*$)")


def _negated_unsaid(statement: str, sentence: str) -> int:
    """How many verbs the record's description says in the negative (不退, 不换) that
    ``sentence`` never says: "特价商品改用单独的收银台结账" is about another aspect of sale
    items than "特价商品不退不换", "特价商品也能退了" lifts the rule."""
    verbs = set(_NEGATED_VERB.findall(strip_provenance(statement or "")))
    # A rule said by its verbs alone ("不退不换"), none said again: another aspect.
    return _MAX_UNSAID + 1 if verbs and not any(v in sentence for v in verbs) else 0


def _old_amount(sentence: str, statement: str, tokens: list[Token]) -> str:
    """The record's old amount in digits when ``sentence`` replaces it by a change word's
    new amount of the same measure ("P95 目标收紧到 200ms 了" against "接口 P95 延迟目标是
    300 毫秒": 300), else "": the amount with its unit is then one old value. A measure,
    not a count."""
    new = [t for t in tokens if t.slot == "new" and t.content]
    if not new or value_kind(new) != "number" or not one_measure_replaced(sentence, statement):
        return ""
    said = {v for v, _ in amounts(sentence)}
    old = [(v, d) for v, d in amounts(statement) if v not in said]
    # Not a count: two counters say one dimension of two things ("スペース4つ", "100 文字").
    return old[0][0] if len(old) == 1 and old[0][1] != COUNT else ""


def _unsaid(said: Mentions, tokens: list[Token], amount: str = "",
            place: set[int] | None = None) -> int:
    """How many values of a record's description a sentence does not mention, "a/b"
    counted once ("YYYY/MM/DD" is one date format, not three words). A name written with
    signs counts as the words it is written with ("staging-db-1": staging, db, 1) that
    the sentence does not say: this rule allows two words of the record unsaid, whatever
    they are, and "Staging moved to stage.example.net" is not about "The staging database
    is staging-db-1". ``amount``: the old amount a new one of its measure replaces; with
    its unit ("300 毫秒", "300 ミリ秒") it is said by the new one. ``place``: where the
    record's place is said (`new_place_span`), its words unsaid one value in all."""
    count, joined = 0, False
    skip = _amount_with_unit(tokens, amount)
    place = place or set()
    if any(said.covers(tokens[i]) is False for i in place if tokens[i].content):
        count, skip = 1, skip | place
    for i, tok in enumerate(tokens):
        if i in skip:
            continue
        if tok.kind == "join":
            joined = True
            continue
        if tok.content:
            if said.covers(tok) is False and not (joined and tok.glued):
                count += _parts_unsaid(said, tok)
            joined = False
    return count


def _amount_with_unit(tokens: list[Token], amount: str) -> set[int]:
    """Where ``amount`` stands in ``tokens`` with the words of its unit after it, if they
    name a unit of the tables ("毫秒", "ミリ" + "秒", "ms")."""
    at = next((i for i, t in enumerate(tokens) if t.kind == "word" and t.text == amount), None)
    if not amount or at is None:
        return set()
    for width in (2, 1):
        unit = "".join(t.text for t in tokens[at + 1:at + 1 + width] if t.content)
        if len(tokens[at + 1:at + 1 + width]) == width and unit and unit_dimension(unit):
            return set(range(at, at + 1 + width))
    return {at}


def _parts_unsaid(said: Mentions, tok: Token) -> int:
    parts = [p for p in re.split("[-.]", tok.text) if p] if tok.kind == "word" else []
    if len(parts) < 2:
        return 1
    return sum(said.covers(Token("word", p)) is False for p in parts)


def _new_in_other_clause(sentence: str, tokens: list[Token], record: Mentions) -> None:
    """"不再放飞书了,以后放在 Notion", "SQLAlchemy をやめて psycopg で書いて": a sentence
    that names the old value and no new one says the new one as a plain value (after
    "use", "in", "is", 用, 在, 是, before で, に), in a clause of its own. Such words, said in
    the positive and unknown to the record, are the new value."""
    if any(t.slot == "new" for t in tokens) or not any(
            t.slot == "old" and record.covers(t) for t in tokens):
        return
    said = statement(sentence)
    values = {v for v in said.values if not v.startswith("~")}
    after_from = False  # "不再从 release 走,从 main 发布": what follows 从 is a value too
    for tok in tokens:
        if tok.content and not tok.slot and record.covers(tok) is False \
                and (after_from or _is_value(tok, values)):
            tok.slot = "new"
        after_from = tok.kind == "break" and tok.text == "from"


def _is_value(tok: Token, values: set[str]) -> bool:
    """Whether a token is one of a statement's values (`memdir.pipeline.statement` keeps
    an English stem, a number, a katakana run, a Han chunk's bigrams)."""
    if tok.kind == "word":
        return (tok.text if any(c.isdigit() for c in tok.text) else stem(tok.text)) in values
    if tok.kind == "han" and len(tok.text) > 1:
        grams = {tok.text[i:i + 2] for i in range(len(tok.text) - 1)}
        return grams <= values or tok.text in values
    return tok.text in values


def contradiction(sentence: str, record: Statement) -> int:
    """How many subject terms ``sentence`` shares with a record it contradicts (one
    subject, another value in the same slot: `memdir.pipeline.statement.contradicts`),
    else 0. Only a sentence that says a change ("from now on", "现在", "今後", a change
    word) and adds nothing ("too", "也", "も使う") is read so: "テストは今後 Vitest で
    実行して" against "テストは Jest で実行する"."""
    if _ADDITIVE.search(sentence) or not (says_now(sentence) or has_cue(sentence)):
        return 0
    # Change words are no content of the statement ("值班群换了,现在是 #sre-oncall").
    said = statement(without_change_words(sentence))
    if not contradicts(record, said):
        return 0
    if limited(sentence):
        # Said under a condition or for a part ("if it is a hotfix", "if the release has a
        # migration", 必要なら, 的话, only): the stored statement, broader, still holds
        # elsewhere, whichever of the two is the prohibition. (A request said as a
        # question, これからは円で表示してもらえますか, asks for the change.)
        return 0
    # A new amount replaces an amount, as in `corrects`: "Keep 30 backups now" says
    # nothing against "Backups go to S3".
    if all(_digits(t) for t in said.terms - record.terms) \
            and not any(_digits(t) for t in record.terms):
        return 0
    return max(1, len(record.subject & said.subject))


def _digits(term: str) -> bool:
    """Whether a statement's term is an amount written in digits ("30", "~10")."""
    return term.lstrip("~")[:1].isdigit()


def corrects_record(texts: Sequence[str], record: Mentions, description: str) -> bool:
    """Whether the statement of ``texts`` (a description and body) corrects one record
    (its `Mentions` and description): the rule admission applies to a new statement
    (`correction_target`), asked of two stored records by offline consolidation, so a
    record the write path would have taken for a correction is one there too."""
    if not change_sentences(texts) and not says_own_change(texts):
        return False
    return correction_target(texts, [(description, record, description)]) is not None


def _one_value(given: Sequence[str], wholes: Sequence[str], mentions: Mentions,
               description: str, skip: bool) -> bool:
    """Whether a rule of one value corrects the record. A change of job, role or home
    against where the person works, what the person is or where the person lives: rules
    of their own, with their own checks, read on the statement as given ("I'm a site
    reliability engineer now" is the change); a time, a label's value or a weekday read
    on the statement without its reasons, not under a condition nor said as not made or
    only wished (``skip``: "お迎えを19時に変更したいです")."""
    return bool(max((employer_change(t, mentions, description)
                     or role_change(t, mentions, description)
                     or home_change(t, mentions, description)
                     or department_change(t, mentions, description)
                     or address_change(t, mentions, description)
                     or timezone_change(t, mentions, description)
                     or lifted(t, mentions, description)
                     or successor_change(t, mentions, description)
                     or closed_change(t, mentions, description) for t in given), default=0)) \
        or not skip and any(clock_change(t, mentions, description)
                            or label_change(t, mentions, description)
                            or day_change(t, mentions, description) for t in wholes)


def correction_target(texts: Sequence[str],
                      records: Sequence[tuple[object, Mentions, str]]) -> object | None:
    """The one of ``records`` (``(record, mentions, description)``, best search hit
    first) that a change sentence of ``texts`` corrects, preferring the one it shares most
    words with; None when no sentence corrects any, or when two or more fit it equally
    well by any rule ("Standups moved to Tuesdays" against the backend's and the
    frontend's standups): which one changed is a guess, and a wrong guess deletes a
    memory the user still holds, where a new record deletes nothing."""
    # A question asks what holds: no part of a change (`without_questions`).
    given = list(dict.fromkeys(t for t in without_questions(texts) if t and t.strip()))
    best, best_score, tied = None, 0, False
    # A statement under a condition ("Don't deploy on Fridays if the release has a
    # migration", 必要なら, 的话) holds in some cases only: the frame, time and
    # contradiction rules, which read the whole statement as the new value, replace no
    # record said of all of them ("You can deploy on Fridays"). The rules of a person's
    # job, home or a thing gone read their own clause and their own conditions ("I left
    # Acme and joined Globex, if that matters for the invoices" is the move).
    under_condition = any(conditional(t) for t in given)
    described = [d for _, _, d in records]
    for n, (rec, mentions, description) in enumerate(records):
        beside = described[:n] + described[n + 1:]
        if kept_by(given, mentions) or other_part(given, description, beside) \
                or for_a_while(given, description) or of_another_owner(given, description) \
                or bound_against_time(given, description):
            continue  # the statement says what the record holds stays as it was, or
            # leaves out the part of a thing the record is of (the backend's standup),
            # or says a trip against where the person works or lives, another person's
            # thing (妻の家計簿) or a bound against a time a thing is done at (19時まで)
        skip = under_condition and not conditional(description)
        # A clause that only says why is no part of what changed (`reasons`).
        wholes = list(dict.fromkeys(without_reasons(t, mentions, description) for t in given))
        sentences = change_sentences(wholes)
        if _one_value(given, wholes, mentions, description, skip or undone(wholes)) \
                and best_score <= 1:
            tied = best_score == 1
            best, best_score = best if tied else rec, 1
            continue
        if skip or undone(wholes):
            continue  # under a condition; or said as not made, not wanted or maybe
        if any(names_other_old(t, mentions) or about_its_thing(t, mentions, description)
               or about_its_value(t, mentions, description) for t in wholes) \
                or other_dimension(" ".join(wholes), description) \
                or bound_unsaid(" ".join(wholes), description):
            continue  # another old value, the record's thing or the thing it names as its
            # value, an amount of another unit
            # or of what was measured against the record's bound
        said = statement(prepare_sentence(description))
        score = max((max(corrects(s, mentions, description), contradiction(s, said))
                     for s in sentences), default=0)
        # The whole statement, all its sentences, as one frame with one value replaced.
        score = max((frame_correction(t, mentions, description) for t in wholes),
                    default=score, key=lambda n: n) if not score else score
        if score > best_score:
            best, best_score, tied = rec, score, False
        elif score and score == best_score:
            tied = True
    return None if tied else best
