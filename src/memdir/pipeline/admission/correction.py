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
the stored record mentions it: the same word stem (en), the same katakana run, at least
half the character bigrams of a Han chunk (zh/ja, so "分支部署" is covered by "从 main
分支发 ... 部署"); a lone Han character only when the record, cut the same way, holds it
as a word of its own ("行" of "行の長さ").

A sentence corrects a record when

1. something outside the new value is covered: the subject or the old value is what the
   record is about ("测试" for "测试改用 vitest" against "写测试一律用 pytest"), and
2. nothing uncovered is left outside the new value: a word the record never mentions
   ("spaces" in "use tabs instead of spaces in Makefiles" against "every Makefile
   target must have a help comment"; "样式" in "前端样式改用 Tailwind" against "前端包管理用
   npm") means a different subject, and
3. when the old value is not named, the record's description says at most two things
   the sentence does not (its old value; "a/b" is one): "switch to squash merges for pull requests"
   shares only its subject with "open pull requests against the develop branch", which
   is about another aspect of pull requests.

A sentence with no change word can still say a change: "from now on", "现在", "今後"
with the record's subject and another value in the same slot ("フロントエンドのテストは
今後 Vitest で実行して" against "フロントエンドのテストは Jest で実行する"). It corrects the
record when their statements contradict (`memdir.pipeline.statement.contradicts`: one
subject, values of one relation that differ) and it adds nothing ("too", "也", "も").
Two statements without any of these words ("tests use pytest", "tests use vitest") are
both stored; offline consolidation proposes which holds (`memdir.pipeline.overlap`).

Sentences end at 。.!?;; each is judged alone. A statement whose sentences all fail is a
new memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memdir.pipeline.statement import Statement, contradicts, statement
from memdir.pipeline.wording import (
    EN_BREAK,
    EN_STOP,
    han_chunks,
    prepare,
    says_now,
    stem,
    strip_provenance,
    without_filler,
)

_JA_PARTICLES = frozenset({"は", "が", "を", "で", "と", "も", "へ", "から", "まで", "より",
                           "では", "には", "とは", "でも", "にも", "に", "の"})
# Hiragana after a word that make it a verb ("管理する", "表示して", "実行させ") or end a
# clause that is the new state ("…ように変更", "…ことに変更").
_JA_VERB_ENDING = re.compile("^(?:する|して|した|します|しまし|させ|される|ように|ことに)")
# The topic of a clause ("テンプレートは新しいものに変更"): a value never reaches past it.
_JA_TOPIC = frozenset({"は", "が", "では", "には", "とは", "も"})

# --- change words and their slots -----------------------------------------------------
# NEW_AFTER: the new value follows; NEW_BEFORE: it precedes; OLD_AFTER: the old value
# follows; OLD_BEFORE: it precedes; OLD_BEFORE_NEW_AFTER: "X ではなく Y";
# NEW_BEFORE_OLD_AFTER: "Y instead of X"; CUE: a change word with no slot ("I changed my
# mind" says a change comes, not which); FROM_ZH, FROM_JA: "从 X", "X から", the old value
# when a verb of change follows ("从 Jenkins 迁到 GitHub Actions"), else nothing.
#
# Verbs are listed as classes, not phrases: every Chinese verb of moving, replacing or
# changing an amount before 到/成/为 ("迁到", "搬到", "换成", "提高到", "放宽到", "改为");
# every Japanese one after に/へ ("に移行", "に変わりました", "に切り替え", "に上げ", "に
# 延ばして", "になりました"); every Chinese negation before a verb ("不再", "别再用", "不要用",
# "不是", "不做"); the English ones before "to" (switch, move, raise, lower, bump...).
_ZH_CHANGE_VERB = ("迁移|切换|替换|更换|调整|修改|转移|升级|提高|提升|降低|增加|减少|缩短|延长"
                   "|放宽|收紧|扩大|缩小|变更|迁|搬|转|换|改|切|移|挪|调|升|降|变")
_ZH_VERB = "使用|采用|用|做|放在|放|写|在|叫|跑"
_JA_CHANGE_VERB = ("変更|変え|変わ|移行|移動|移転|移っ|移り|移し|移す|移る|引っ越|切り替え"
                   "|切り替わ|切替|乗り換え|引き上げ|引き下げ|上げ|下げ|上が|下が|増や|減ら|延ば"
                   "|伸ば|縮め|緩め|置き換え|置き換わ|異動|転職|更新|なり|なっ|なる")
_CJK_CUES: tuple[tuple[str, str], ...] = (
    ("改主意了|改变主意|改主意", "CUE"),
    ("而不是|代替", "NEW_BEFORE_OLD_AFTER"),
    (f"以后不用|不要再(?:{_ZH_VERB})?|别再(?:{_ZH_VERB})?|不再(?:{_ZH_VERB})?"
     f"|不要(?:{_ZH_VERB})?|不是|停用|弃用|不(?:{_ZH_VERB})"
     # 别 as "don't", not inside 分别, 特别, 区别, 级别, 类别, 别人...
     f"|(?<![分特区级类性识告鉴差个辨派])别(?![人的])(?:{_ZH_VERB})?", "OLD_AFTER"),
    # "换 pnpm": a bare "switch" before a Latin name ("改 bug" is fixing one, not a change).
    (f"(?:{_ZH_CHANGE_VERB})(?:到|成|为|去)|成为|改用|换用|改放|改叫|(?:切换|换)(?=\\s*[a-z0-9#/])",
     "NEW_AFTER"),
    # "值班群换了": the subject changed, the new value said elsewhere.
    ("(?:换|改|变)了", "CUE"),
    ("从", "FROM_ZH"),
    ("じゃなくて|ではなくて|ではなく|じゃなく|の代わりに|代わりに", "OLD_BEFORE_NEW_AFTER"),
    ("(?:を|は)(?:やめ|止め|廃止|使わ|使用しな)", "OLD_BEFORE"),
    (f"(?:に|へ)(?:{_JA_CHANGE_VERB})", "NEW_BEFORE"),
    ("から", "FROM_JA"),
    ("やっぱり|やはり|気が変わ", "CUE"),
)
_EN_CUES: tuple[tuple[str, str], ...] = (
    ("instead of", "NEW_BEFORE_OLD_AFTER"), ("rather than", "NEW_BEFORE_OLD_AFTER"),
    ("no longer", "OLD_AFTER"), ("stop using", "OLD_AFTER"), ("not anymore", "CUE"),
    ("changed my mind", "CUE"), ("change of plan", "CUE"),
    ("on second thoughts", "CUE"), ("on second thought", "CUE"), ("instead", "NEW_BEFORE"),
)
# "reply in Japanese, not English": a "not" after a comma names the old value.
_EN_CONTRAST = re.compile(r"[,;]\s*not(?![a-z0-9\-'])")
# "switch the tests to vitest", "move ticket tracking from Jira to Linear".
_EN_TO_VERBS = frozenset("""switch switched switches switching change changed changes
    changing move moved moves moving migrate migrated migrates migrating upgrade upgraded
    upgrades upgrading raise raised raises raising lower lowered lowers lowering increase
    increased increases increasing decrease decreased decreases decreasing reduce reduced
    reduces reducing bump bumped bumps bumping""".split())
_EN_REPLACE_VERBS = frozenset("replace replaced replaces replacing".split())
# A sentence that adds a value says nothing against the one stored ("tests use hypothesis
# too"): no contradiction is read into it.
_ADDITIVE = re.compile(r"(?<![a-z])(?:too|also|as\s+well|in\s+addition)(?![a-z])"
                       "|也|还要|同时|另外|以及|も使|も併用|併せて|に加えて")

_CUE_MARK = "\x01"
_SENTENCE_END = re.compile(r"(?<=[。！？!?;；])|(?<=\.)(?=\s|$)|\n")
_TOKEN = re.compile(
    r"(?P<cue>\x01(?P<kind>[A-Z_]+)\x01)"
    r"|(?P<word>[a-z0-9][a-z0-9_']*)"
    r"|(?P<kana>[\u30a0-\u30ff\u31f0-\u31ff]+)"
    r"|(?P<han>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)"
    r"|(?P<hira>[\u3040-\u309f]+)"
    r"|(?P<join>/)"
    r"|(?P<punct>[,，、;；:：()\[\]（）「」『』\"“”'‘’→])"
)
_LATIN, _DIGITS, _CJK = "latin", "digits", "cjk"


@dataclass
class _Token:
    kind: str           # word, kana, han, cue, break, join, verb
    text: str
    slot: str = ""      # "new", "old" or "" (subject)
    glued: bool = False  # written against the token before it, no space between

    @property
    def content(self) -> bool:
        return self.kind in ("word", "kana", "han")

    @property
    def script(self) -> str:
        if self.kind != "word":
            return _CJK
        return _DIGITS if self.text.isdigit() else _LATIN


def _prepare(text: str) -> str:
    # The cue marker is removed from input: a text must not forge a change word.
    return prepare(text, remove=_CUE_MARK)


def _mark_cues(sentence: str) -> str:
    for cues, kind in _CJK_CUES:
        sentence = re.sub(cues, f" {_CUE_MARK}{kind}{_CUE_MARK} ", sentence)
    sentence = _EN_CONTRAST.sub(f" {_CUE_MARK}OLD_AFTER{_CUE_MARK} ", sentence)
    for cue, kind in _EN_CUES:  # longest first by construction of the table
        words = r"\s+".join(map(re.escape, cue.split()))
        sentence = re.sub(rf"(?<![a-z0-9\-]){words}(?![a-z0-9\-])",
                          f" {_CUE_MARK}{kind}{_CUE_MARK} ", sentence)
    return sentence


def _tokens(sentence: str) -> list[_Token]:
    text = _mark_cues(without_filler(_prepare(sentence)))
    out: list[_Token] = []
    end = 0
    for m in _TOKEN.finditer(text):
        glued = bool(out) and not any(c.isspace() for c in text[end:m.start()])
        end = m.end()
        if m.group("han"):
            chunks = [_Token("han", chunk) for chunk in han_chunks(m.group("han"))]
            if chunks:
                chunks[0].glued = glued
            out.extend(chunks)
            continue
        tok = _token(m)
        if tok is not None:
            tok.glued = glued
            out.append(tok)
    _english_slots(out)
    _from_slots(out)
    return out


def _token(m: re.Match[str]) -> _Token | None:
    if m.group("cue"):
        return _Token("cue", m.group("kind"))
    if m.group("word"):
        word = m.group("word").strip("'")
        if word in EN_BREAK:
            return _Token("break", word)
        return None if word in EN_STOP or not word else _Token("word", word)
    if m.group("kana"):
        return _Token("kana", m.group("kana"))
    if m.group("hira"):
        hira = m.group("hira")
        if hira in _JA_PARTICLES:
            return _Token("break", hira)
        return _Token("verb", hira) if _JA_VERB_ENDING.match(hira) else None
    if m.group("join"):
        return _Token("join", "/")
    return _Token("break", m.group("punct"))


def _english_slots(tokens: list[_Token]) -> None:
    """Turn "switch X to Y", "move X from A to B", "replace X with Y" into cue tokens."""
    for i, tok in enumerate(tokens):
        verb = tok.text
        if tok.kind != "word" or (verb not in _EN_TO_VERBS and verb not in _EN_REPLACE_VERBS):
            continue
        replacing = verb in _EN_REPLACE_VERBS
        # The verb is a change word whatever follows ("we upgraded: ...").
        tok.kind, tok.text = "cue", "OLD_AFTER" if replacing else "CUE"
        joint = ("with", "by") if replacing else ("to",)
        for nxt in tokens[i + 1:]:
            if nxt.kind == "cue" or (nxt.kind == "break" and not nxt.text.isalpha()):
                break
            if nxt.kind == "break" and nxt.text == "from" and not replacing:
                nxt.kind, nxt.text = "cue", "OLD_AFTER"
            elif nxt.kind == "break" and nxt.text in joint:
                nxt.kind, nxt.text = "cue", "NEW_AFTER"
                break


def _from_slots(tokens: list[_Token]) -> None:
    """"从 X 迁到 Y", "X から Y に移行": the place moved from is the old value when a verb
    of change follows in the clause (zh names it after 从, ja before から); otherwise
    从/から is only a preposition."""
    for i, tok in enumerate(tokens):
        if tok.kind != "cue" or tok.text not in ("FROM_ZH", "FROM_JA"):
            continue
        moved = False
        for nxt in tokens[i + 1:]:
            if nxt.kind == "cue" and nxt.text in ("NEW_AFTER", "NEW_BEFORE"):
                moved = True
                break
            if nxt.kind == "break" and not nxt.text.isalpha() and nxt.text not in _JA_PARTICLES:
                break  # punctuation ends the clause
        if not moved:
            tok.kind, tok.text = "break", "from"  # only a preposition: "从 main 发布"
        else:
            tok.text = "OLD_AFTER" if tok.text == "FROM_ZH" else "OLD_BEFORE"


_MAX_SLOT = 3  # a value is a few words; the rest of a long clause is its subject


def _fill(tokens: list[_Token], start: int, step: int, slot: str) -> None:
    """Mark up to _MAX_SLOT content tokens from ``start`` as ``slot``, stopping at the next
    change word, at a break (punctuation, a preposition or verb, a Japanese particle)
    once something is taken, or where the script changes: a value is one name ("改用
    pnpm 管理依赖": pnpm; a number goes with the word beside it, "4 个空格"). "switch to
    using X" skips "using" and takes X; "pnpm で管理するように変更" skips the verb
    (管理する) and takes pnpm; "用户名/工单号" is one value."""
    taken = 0
    script = ""
    joined = False  # past the "/" of "a/b": the other side is the glued run there
    i = start
    while 0 <= i < len(tokens) and (joined or taken < _MAX_SLOT):
        tok = tokens[i]
        if tok.kind == "cue":
            break
        if tok.kind == "join":
            joined = bool(taken)  # a leading "/" ("/api/v2") belongs to the value
        elif tok.kind in ("break", "verb"):
            if taken or (step < 0 and tok.text in _JA_TOPIC):
                break
        elif not taken and step < 0 and i + 1 < len(tokens) and tokens[i + 1].kind == "verb":
            pass  # the verb of the clause the change word ends, not its value
        else:
            after = tokens[i - step] if 0 <= i - step < len(tokens) else None
            if joined and after is not None and after.kind != "join" \
                    and not (tok if step > 0 else after).glued:
                break
            if not joined and script and _DIGITS not in (script, tok.script) \
                    and script != tok.script:
                break
            if tok.script != _DIGITS:
                script = tok.script
            if slot == "new" or not tok.slot:
                tok.slot = slot
            taken += 1
        i += step


def _assign_slots(tokens: list[_Token]) -> bool:
    """Mark value slots around each change word; True if the sentence has one."""
    found = False
    for i, tok in enumerate(tokens):
        if tok.kind != "cue":
            continue
        found = True
        kind = tok.text
        if kind in ("NEW_AFTER", "OLD_BEFORE_NEW_AFTER"):
            _fill(tokens, i + 1, 1, "new")
        if kind in ("NEW_BEFORE", "NEW_BEFORE_OLD_AFTER"):
            _fill(tokens, i - 1, -1, "new")
        if kind in ("OLD_AFTER", "NEW_BEFORE_OLD_AFTER"):
            _fill(tokens, i + 1, 1, "old")
        if kind in ("OLD_BEFORE", "OLD_BEFORE_NEW_AFTER"):
            _fill(tokens, i - 1, -1, "old")
    return found


# --- what a stored record mentions ----------------------------------------------------

@dataclass(frozen=True)
class Mentions:
    """The words a record mentions, in the forms sentences are compared in."""

    text: str
    stems: frozenset[str]
    bigrams: frozenset[str]
    singles: frozenset[str] = frozenset()  # Han characters that are a word of their own

    @classmethod
    def of(cls, *texts: str) -> Mentions:
        text = _prepare(" ".join(strip_provenance(t) for t in texts))
        text = text.replace("-", " ").replace("_", " ")
        # Function words of the record do not cover anything: "runner" must not be
        # covered by "Run the tests..." through the stem "run".
        words = (w.strip("'") for w in re.findall(r"[a-z0-9][a-z0-9']*", text))
        stems = frozenset(stem(w) for w in words if w and w not in EN_STOP
                          and w not in EN_BREAK)
        bigrams: set[str] = set()
        singles: set[str] = set()
        for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+", text):
            bigrams.update(run[i:i + 2] for i in range(len(run) - 1))
            singles.update(c for c in han_chunks(run) if len(c) == 1)
        return cls(text, stems, frozenset(bigrams), frozenset(singles))

    def covers(self, tok: _Token) -> bool | None:
        """True/False, or None for a token too short to tell (one Han character the
        record does not hold as a word of its own: "我" against "用户")."""
        if tok.kind == "word":
            return stem(tok.text) in self.stems
        if tok.kind == "kana":
            return tok.text in self.text
        if len(tok.text) < 2:
            # Cut the same way on both sides, "行" of "行の長さ" is the record's "行".
            return True if tok.text in self.singles else None
        grams = [tok.text[i:i + 2] for i in range(len(tok.text) - 1)]
        return 2 * sum(g in self.bigrams for g in grams) >= len(grams)


def change_sentences(texts: Iterable[str]) -> list[str]:
    """The sentences of ``texts`` that carry a change word or say something holds from
    now on, each once, prepared."""
    seen: list[str] = []
    for text in texts:
        for sentence in _SENTENCE_END.split(_prepare(strip_provenance(text or ""))):
            sentence = " ".join(sentence.split())
            if sentence and sentence not in seen and (says_now(sentence) or _has_cue(sentence)):
                seen.append(sentence)
    return seen


def _has_cue(sentence: str) -> bool:
    return any(t.kind == "cue" for t in _tokens(sentence))


_MAX_UNSAID = 2  # words of the record a correction need not repeat: its old value


def corrects(sentence: str, record: Mentions, statement: str) -> int:
    """How many content words of ``sentence`` the record covers if the sentence corrects
    it by its change words (see the module docstring), else 0. ``statement`` is the
    record's one-line description."""
    tokens = _tokens(sentence)
    if not _assign_slots(tokens):
        return 0
    _new_in_other_clause(sentence, tokens, record)
    shared = 0
    old_found = False
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
        old_found = old_found or tok.slot == "old"
    if not shared:
        return 0
    if not old_found:
        # Only the subject is shared ("switch to squash merges for pull requests" against
        # "open pull requests against the develop branch"): the record must say little
        # else than that subject, or it is about another aspect of it.
        if _unsaid(Mentions.of(sentence), _tokens(statement)) > _MAX_UNSAID:
            return 0
    return shared


def _unsaid(said: Mentions, tokens: list[_Token]) -> int:
    """How many values of a record's description a sentence does not mention, "a/b"
    counted once ("YYYY/MM/DD" is one date format, not three words)."""
    count, joined = 0, False
    for tok in tokens:
        if tok.kind == "join":
            joined = True
            continue
        if tok.content:
            if said.covers(tok) is False and not (joined and tok.glued):
                count += 1
            joined = False
    return count


def _new_in_other_clause(sentence: str, tokens: list[_Token], record: Mentions) -> None:
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


def _is_value(tok: _Token, values: set[str]) -> bool:
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
    if _ADDITIVE.search(sentence) or not (says_now(sentence) or _has_cue(sentence)):
        return 0
    # Change words are no content of the statement ("值班群换了,现在是 #sre-oncall").
    said = statement(_without_change_words(sentence))
    if not contradicts(record, said):
        return 0
    return max(1, len(record.subject & said.subject))


def _without_change_words(sentence: str) -> str:
    """``sentence`` without its Chinese and Japanese words of change with no slot."""
    for cues, kind in _CJK_CUES:
        if kind == "CUE":
            sentence = re.sub(cues, " ", sentence)
    return sentence


def correction_target(texts: Sequence[str],
                      records: Sequence[tuple[object, Mentions, str]]) -> object | None:
    """The first of ``records`` (``(record, mentions, description)``, best search hit
    first) that a change sentence of ``texts`` corrects, preferring the one it shares most
    words with; None when no sentence corrects any."""
    sentences = change_sentences(texts)
    best, best_score = None, 0
    for rec, mentions, description in records:
        said = statement(description)
        score = max((max(corrects(s, mentions, description), contradiction(s, said))
                     for s in sentences), default=0)
        if score > best_score:
            best, best_score = rec, score
    return best
