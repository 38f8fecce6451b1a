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

- the new value: after "switch ... to", "改用", "改成", "换成", after "ではなく" and
  "代わりに", before "instead of", "rather than", "に変更", "に移行";
- the old value: after "instead of", "no longer", "不再", "不用", "replace X" (before
  "with"), "from X" (before "to"), before "ではなく" and "の代わりに".

"I changed my mind", "改主意", "やっぱり" mark no slot: they say a change comes, not which
word is the new value.

Every other content word is the *subject* ("tests" in "switch the tests to vitest").
Filler ("from now on", "以后", "今後", "please"), function words and the change words
themselves are no content. A content word is *covered* when the stored record mentions
it: the same word stem (en), the same katakana run, at least half the character bigrams
of a Han chunk (zh/ja, so "分支部署" is covered by "从 main 分支发 ... 部署").

A sentence corrects a record when

1. something outside the new value is covered: the subject or the old value is what the
   record is about ("测试" for "测试改用 vitest" against "写测试一律用 pytest"), and
2. nothing uncovered is left outside the new value: a word the record never mentions
   ("spaces" in "use tabs instead of spaces in Makefiles" against "every Makefile
   target must have a help comment"; "样式" in "前端样式改用 Tailwind" against "前端包管理用
   npm") means a different subject, and
3. when the old value is not named, the record's description says at most two things
   the sentence does not (its old value): "switch to squash merges for pull requests"
   shares only its subject with "open pull requests against the develop branch", which
   is about another aspect of pull requests.

Sentences end at 。.!?;; each is judged alone. A statement with no change word, or whose
sentences all fail, is a new memory.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# --- words that carry no content ------------------------------------------------------

_EN_FILLER = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|in\s+the\s+future|from\s+here\s+on"
    r"|(?:in|for)\s+this\s+(?:project|repo|repository|codebase))\b")
_CJK_FILLER = re.compile(
    "从现在起|从现在开始|从今以后|今后|以后|往后|在这个项目里|这个项目里|这个项目中|这个项目|项目里"
    "|一律|总是|永远|始终|每次|我们|所有|已经|一下|一点|一定|务必|请你|请|都要|"
    "今後|これから|以後|必ず|常に|いつも|毎回|このプロジェクトでは|このプロジェクトの"
    "|このプロジェクト|お願いします|お願い|ください|もう")
# Words that are never content. Those also in _EN_BREAK end a value slot.
_EN_STOP = frozenset("""a an the this that these those it its i im i'm me my we our us you
    your they them he she his her please now just also too all any every each some new old
    always never really actually ok okay so then here there already anymore more one""".split())
_EN_BREAK = frozenset("""for in on at with by from to of into onto over under about via per
    and or but because since when while if than after before as is are was were be been
    being use uses used using write writes written wrote run runs running keep keeps put
    make makes should must will would can could do does did not no don't have has get
    go goes""".split())
_ZH_FUNCTION = set("的了是在用把给让被从到向和与跟都也就要将对个着过吧呢吗啊很再还又写放叫做")
_JA_PARTICLES = frozenset({"は", "が", "を", "で", "と", "も", "へ", "から", "まで", "より",
                           "では", "には", "とは", "でも", "にも", "に"})

# --- change words and their slots -----------------------------------------------------
# NEW_AFTER: the new value follows; NEW_BEFORE: it precedes; OLD_AFTER: the old value
# follows; OLD_BEFORE_NEW_AFTER: "X ではなく Y"; NEW_BEFORE_OLD_AFTER: "Y instead of X";
# CUE: a change word with no slot ("I changed my mind" says a change comes, not which).
_CJK_CUES: tuple[tuple[str, str], ...] = (
    ("改主意了", "CUE"), ("改主意", "CUE"), ("改变主意", "CUE"),
    ("以后不用", "OLD_AFTER"), ("不再用", "OLD_AFTER"), ("不再", "OLD_AFTER"),
    ("不用", "OLD_AFTER"),
    ("而不是", "NEW_BEFORE_OLD_AFTER"), ("代替", "NEW_BEFORE_OLD_AFTER"),
    ("改用", "NEW_AFTER"), ("改成", "NEW_AFTER"), ("换成", "NEW_AFTER"),
    ("改为", "NEW_AFTER"), ("换为", "NEW_AFTER"), ("改到", "NEW_AFTER"),
    ("换到", "NEW_AFTER"), ("改放", "NEW_AFTER"), ("改叫", "NEW_AFTER"),
    ("升级到", "NEW_AFTER"), ("升到", "NEW_AFTER"), ("迁移到", "NEW_AFTER"),
    ("じゃなくて", "OLD_BEFORE_NEW_AFTER"), ("ではなくて", "OLD_BEFORE_NEW_AFTER"),
    ("ではなく", "OLD_BEFORE_NEW_AFTER"), ("じゃなく", "OLD_BEFORE_NEW_AFTER"),
    ("の代わりに", "OLD_BEFORE_NEW_AFTER"), ("代わりに", "OLD_BEFORE_NEW_AFTER"),
    ("に変更", "NEW_BEFORE"), ("へ変更", "NEW_BEFORE"), ("に変え", "NEW_BEFORE"),
    ("に移行", "NEW_BEFORE"), ("へ移行", "NEW_BEFORE"), ("に切り替え", "NEW_BEFORE"),
    ("に移動", "NEW_BEFORE"), ("へ移動", "NEW_BEFORE"), ("に移し", "NEW_BEFORE"),
    ("に上げ", "NEW_BEFORE"), ("に乗り換え", "NEW_BEFORE"), ("へ乗り換え", "NEW_BEFORE"),
    ("やっぱり", "CUE"), ("やはり", "CUE"), ("気が変わ", "CUE"),
)
_EN_CUES: tuple[tuple[str, str], ...] = (
    ("instead of", "NEW_BEFORE_OLD_AFTER"), ("rather than", "NEW_BEFORE_OLD_AFTER"),
    ("no longer", "OLD_AFTER"), ("stop using", "OLD_AFTER"), ("not anymore", "CUE"),
    ("changed my mind", "CUE"), ("change of plan", "CUE"),
    ("on second thoughts", "CUE"), ("on second thought", "CUE"), ("instead", "NEW_BEFORE"),
)
# "switch the tests to vitest", "move ticket tracking from Jira to Linear".
_EN_TO_VERBS = frozenset("""switch switched switches switching change changed changes
    changing move moved moves moving migrate migrated migrates migrating upgrade upgraded
    upgrades upgrading""".split())
_EN_REPLACE_VERBS = frozenset("replace replaced replaces replacing".split())

_CUE_MARK = "\x01"
_SENTENCE_END = re.compile(r"(?<=[。！？!?;；])|(?<=\.)(?=\s|$)|\n")
_TOKEN = re.compile(
    r"(?P<cue>\x01(?P<kind>[A-Z_]+)\x01)"
    r"|(?P<word>[a-z0-9][a-z0-9_']*)"
    r"|(?P<kana>[\u30a0-\u30ff\u31f0-\u31ff]+)"
    r"|(?P<han>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)"
    r"|(?P<hira>[\u3040-\u309f]+)"
    r"|(?P<punct>[,，、;；:：()\[\]（）「」『』\"“”'‘’/→])"
)


@dataclass
class _Token:
    kind: str           # word, kana, han, cue, break
    text: str
    slot: str = ""      # "new", "old" or "" (subject)


def _prepare(text: str) -> str:
    # The cue marker is removed from input: a text must not forge a change word.
    return unicodedata.normalize("NFKC", text.replace("\x00", "").replace(_CUE_MARK, " ")
                                 ).casefold()


def _stem(word: str) -> str:
    """A light English stem, so "tests/testing", "Makefiles/Makefile", "indentation/indent"
    meet. Over-stemming makes more words covered, so more statements corrections: the
    benchmark's false-update rate is what it costs."""
    for suffix, repl in (("ations", ""), ("ation", ""), ("ies", "y"), ("ing", ""),
                         ("ed", ""), ("er", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) + len(repl) >= 3 \
                and not word.endswith("ss"):
            word = word[: len(word) - len(suffix)] + repl
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou0123456789":
        word = word[:-1]  # committ -> commit, runn -> run
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]  # file/files -> fil
    return word


def _mark_cues(sentence: str) -> str:
    for cue, kind in sorted(_CJK_CUES, key=lambda c: -len(c[0])):
        sentence = sentence.replace(cue, f" {_CUE_MARK}{kind}{_CUE_MARK} ")
    for cue, kind in _EN_CUES:  # longest first by construction of the table
        words = r"\s+".join(map(re.escape, cue.split()))
        sentence = re.sub(rf"(?<![a-z0-9\-]){words}(?![a-z0-9\-])",
                          f" {_CUE_MARK}{kind}{_CUE_MARK} ", sentence)
    return sentence


def _tokens(sentence: str) -> list[_Token]:
    text = _mark_cues(_CJK_FILLER.sub(" ", _EN_FILLER.sub(" ", _prepare(sentence))))
    out: list[_Token] = []
    for m in _TOKEN.finditer(text):
        if m.group("cue"):
            out.append(_Token("cue", m.group("kind")))
        elif m.group("word"):
            word = m.group("word")
            if word in _EN_BREAK:
                out.append(_Token("break", word))
            elif word not in _EN_STOP:
                out.append(_Token("word", word))
        elif m.group("kana"):
            out.append(_Token("kana", m.group("kana")))
        elif m.group("han"):
            out.extend(_han_chunks(m.group("han")))
        elif m.group("hira"):
            if m.group("hira") in _JA_PARTICLES:
                out.append(_Token("break", m.group("hira")))
        else:
            out.append(_Token("break", m.group("punct")))
    _english_slots(out)
    return out


def _han_chunks(run: str) -> list[_Token]:
    """A Han run split at Chinese function characters (zh has no spaces or particles)."""
    out: list[_Token] = []
    chunk = ""
    for ch in run + "的":
        if ch in _ZH_FUNCTION:
            if chunk:
                out.append(_Token("han", chunk))
            chunk = ""
        else:
            chunk += ch
    return out


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


_MAX_SLOT = 3  # a value is a few words; the rest of a long clause is its subject


def _fill(tokens: list[_Token], start: int, step: int, slot: str) -> None:
    """Mark up to _MAX_SLOT content tokens from ``start`` as ``slot``, stopping at the next
    change word or at a break (punctuation, a preposition or verb, a Japanese particle)
    once something is taken: "switch to using X" skips "using" and takes X."""
    taken = 0
    i = start
    while 0 <= i < len(tokens) and taken < _MAX_SLOT:
        tok = tokens[i]
        if tok.kind == "cue":
            break
        if tok.kind == "break":
            if taken:
                break
        else:
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
        if kind == "OLD_BEFORE_NEW_AFTER":
            _fill(tokens, i - 1, -1, "old")
    return found


# --- what a stored record mentions ----------------------------------------------------

@dataclass(frozen=True)
class Mentions:
    """The words a record mentions, in the forms sentences are compared in."""

    text: str
    stems: frozenset[str]
    bigrams: frozenset[str]

    @classmethod
    def of(cls, *texts: str) -> Mentions:
        text = _prepare(" ".join(strip_provenance(t) for t in texts))
        text = text.replace("-", " ").replace("_", " ")
        # Function words of the record do not cover anything: "runner" must not be
        # covered by "Run the tests..." through the stem "run".
        stems = frozenset(_stem(w) for w in re.findall(r"[a-z0-9][a-z0-9']*", text)
                          if w not in _EN_STOP and w not in _EN_BREAK)
        bigrams: set[str] = set()
        for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+", text):
            bigrams.update(run[i:i + 2] for i in range(len(run) - 1))
        return cls(text, stems, frozenset(bigrams))

    def covers(self, tok: _Token) -> bool | None:
        """True/False, or None for a token too short to tell (one Han character)."""
        if tok.kind == "word":
            return _stem(tok.text) in self.stems
        if tok.kind == "kana":
            return tok.text in self.text
        if len(tok.text) < 2:
            return None
        grams = [tok.text[i:i + 2] for i in range(len(tok.text) - 1)]
        return 2 * sum(g in self.bigrams for g in grams) >= len(grams)


def strip_provenance(text: str) -> str:
    """``text`` without the labels extraction writes around the user's words ("User
    said: ..."): shared by every extracted record, they are no subject. Once they were
    enough for "以后改用 pnpm 管理依赖。" to correct "以后注释一律用英文写。"."""
    return _PROVENANCE.sub("", text or "")


_PROVENANCE = re.compile(r"(?im)^[ \t]*(?:the\s+)?user\s+(?:said|wrote|asked)\s*:[ \t]*")


def change_sentences(texts: Iterable[str]) -> list[str]:
    """The sentences of ``texts`` that carry a change word, each once, prepared."""
    seen: list[str] = []
    for text in texts:
        for sentence in _SENTENCE_END.split(_prepare(strip_provenance(text or ""))):
            sentence = " ".join(sentence.split())
            if sentence and sentence not in seen and _has_cue(sentence):
                seen.append(sentence)
    return seen


def _has_cue(sentence: str) -> bool:
    return any(t.kind == "cue" for t in _tokens(sentence))


_MAX_UNSAID = 2  # words of the record a correction need not repeat: its old value


def corrects(sentence: str, record: Mentions, statement: str) -> int:
    """How many content words of ``sentence`` the record covers if the sentence corrects
    it (see the module docstring), else 0. ``statement`` is the record's one-line
    description."""
    tokens = _tokens(sentence)
    if not _assign_slots(tokens):
        return 0
    shared = 0
    old_found = False
    for tok in tokens:
        if tok.kind not in ("word", "kana", "han"):
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
        said = Mentions.of(sentence)
        unsaid = sum(said.covers(t) is False for t in _tokens(statement)
                     if t.kind in ("word", "kana", "han"))
        if unsaid > _MAX_UNSAID:
            return 0
    return shared


def correction_target(texts: Sequence[str],
                      records: Sequence[tuple[object, Mentions, str]]) -> object | None:
    """The first of ``records`` (``(record, mentions, description)``, best search hit
    first) that a change sentence of ``texts`` corrects, preferring the one it shares most
    words with; None when no sentence corrects any."""
    sentences = change_sentences(texts)
    best, best_score = None, 0
    for rec, mentions, statement in records:
        score = max((corrects(s, mentions, statement) for s in sentences), default=0)
        if score > best_score:
            best, best_score = rec, score
    return best


# --- for statements compared with each other (`memdir.pipeline.overlap`) ---------------

def plain_text(text: str) -> str:
    """``text`` as corrections read it: NFKC, case-folded, without the provenance labels
    extraction writes and without filler ("from now on", "以后", "今後", "please")."""
    return _CJK_FILLER.sub(" ", _EN_FILLER.sub(" ", _prepare(strip_provenance(text))))


def stem(word: str) -> str:
    """The light English stem corrections compare words by ("tests" and "testing")."""
    return _stem(word)


def is_function_word(word: str) -> bool:
    """An English word that is never content ("the", "always", "for", "use")."""
    return word in _EN_STOP or word in _EN_BREAK
