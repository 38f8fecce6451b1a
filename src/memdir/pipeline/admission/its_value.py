"""Corrections: a statement about the thing a record names as its value is no correction.

"Runbooks live in the ops repo under docs/runbooks" names the ops repo as the place of the
runbooks; "The ops repo moved to GitHub Enterprise last week." says where the repo went,
not where the runbooks live. The statement's subject is the record's value, and the
record's own subject (runbooks) is unsaid: had it been read as a correction, the memory
of where the runbooks live would be replaced by one of where the repo is. So it is with
"ops 仓库上周迁到 GitHub Enterprise 了" against "运维手册放在 ops 仓库里", "ops リポジトリは
GitHub Enterprise に移行しました" against "運用手順書は ops リポジトリにある", "Box は新しい
プランに変わりました" against "ファイル共有は Box を使う".

How it is read, by where words stand (not by what they mean): the record's subject is
what stands before its first word of relation ("live", "in", "is", は, 在, 放), its value
what follows; the statement's subject is the run of words it starts with, up to a change
word or "is", は, が. The statement is about the record's value when its subject is words
of the record's value only (not of its name, which may say its subject in other words:
"分支命名" for "分支名用 feature/工单号") and no word of the record's subject, nor a part of
one, is said anywhere in it.

A statement that says the record's value *as the old one* still corrects it: "Use GitHub
Actions instead of Jenkins", "不再用 Jenkins 了", "Jenkins is gone", "Jenkins was replaced
by GitHub Actions" say the thing is replaced or gone, which is what the record held, and
so does a verb of replacing after it ("Jenkins 换成 GitHub Actions 了", "Jenkins は GitHub
Actions に置き換えました"). A verb of moving or changing does not: what moves or changes is
still there. A statement that says the record's subject corrects it as before ("Runbooks
moved to the wiki"), and so does one by the person a record about the person is of, and
one that says an amount where the record says one ("Python 版本升到 3.12 了" against
"项目用 Python 3.11"): the rules of amounts read those.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import Token, statement_tokens
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.old_values import old_context, says_old
from memdir.pipeline.admission.values import says_amount, value_kind, value_like, value_words
from memdir.pipeline.wording import strip_provenance

# Verbs that say a thing was replaced by another, not that it moved or changed.
_REPLACED = re.compile("换成|换为|换掉|替换|替代|更换|置き換え|置き換わ|乗り換え|リプレース")
# A record about the person ("The user works on the payments team", "我用 Windows 办公"),
# and the person said: the person is the subject, whatever stands first.
PERSON_RECORD = re.compile(r"(?i)^\s*(?:the\s+)?user\s+(?:is|was|works|lives|uses|edits|writes"
                           r"|prefers|leads|has)(?![a-z])|^\s*i(?:'m|\s)"
                           r"|^\s*我(?!们)|^\s*(?:私|僕|ユーザー)(?:は|が)")
PERSON_SAID = re.compile(r"(?i)(?<![a-z'])(?:i|i'm|i've|i'd|i'll|me|my|myself)(?![a-z'])"
                         "|我(?!们)|私|僕|俺|自分")
SUBJECT_END = frozenset({"は", "が", "is", "are", "was", "were"})
# Chinese words of relation after a subject ("放在", "是", "用", "走"), not a measure word
# ("单个文件...": 个) nor 到 inside a word ("端到端").
_ZH_RELATION = frozenset("是在放用走存跑")


def about_its_value(text: str, record: Mentions, description: str) -> bool:
    """Whether ``text`` is about the thing the record ``description`` names as its value,
    not about the record's subject (see the module docstring)."""
    if _REPLACED.search(text or "") or PERSON_RECORD.search(strip_provenance(description or "")) \
            and PERSON_SAID.search(strip_provenance(text or "")):
        return False
    if says_amount(description) and says_amount(text):
        return False  # an amount may replace the record's ("Python 版本升到 3.12", "缩进还是
        # 改回两个空格吧" against "Python 用四个空格缩进"): the rules of amounts read it
    held_tokens = statement_tokens(description)
    subject = _record_subject(held_tokens)
    if not subject:
        return False
    value = Mentions.of(" ".join(t.text for t in held_tokens[held_tokens.index(subject[-1]) + 1:]
                                 if t.content))
    tokens = statement_tokens(text)
    said = Mentions.of(" ".join(t.text for t in tokens if t.content))
    held = Mentions.of(" ".join(t.text for t in subject))
    if any(said.covers(t) for t in subject) or any(held.covers(t) for t in tokens if t.content):
        return False  # a word of the record's own subject is said, or a part of one
    if not starts_with(tokens, value):
        return False
    # Said as the old value, in the negative or as going away: what the record held goes.
    return not any(was and tok.content and record.covers(tok)
                   for tok, was in zip(tokens, old_context(tokens), strict=True))


def about_its_thing(text: str, record: Mentions, description: str) -> bool:
    """Whether ``text`` is about a thing a record about the person names as what the
    person is or does, not about the person: it names no person, starts with words of
    the record as its own subject ("The iOS team moved to the third floor", "iOS 组搬到三楼
    了", "iOS チームは 3 階に...") against "The user is the tech lead of the iOS team", and
    says nothing in the negative ("北京不住了,搬到上海了" is the person's move)."""
    if not PERSON_RECORD.search(strip_provenance(description or "")) \
            or PERSON_SAID.search(strip_provenance(text or "")):
        return False
    return starts_with(statement_tokens(text), record) and not says_old(text) \
        and not replaces_its_means(text, description)


def replaces_its_means(text: str, description: str) -> bool:
    """Whether ``text`` moves what a record about the person names the person doing to a
    new thing in place of the one the record does it with: "家計簿はマネーフォワードに移しました"
    against "ユーザーは家計簿をエクセルでつけている". The change word's new value is a name
    (katakana, Latin, capitals), and the record's words the statement leaves out are one
    name, the tool the person did it with; what the person is or is of ("the tech lead of
    the iOS team") names no such thing, so "The iOS team moved to the third floor" is
    still the team's."""
    tokens = statement_tokens(text)
    new = [t for t in tokens if t.slot == "new" and t.content]
    said = Mentions.of(" ".join(t.text for t in tokens if t.content))
    held = [t for t in statement_tokens(description) if t.content]
    named = value_words(description)
    left = [t for t in held if said.covers(t, strict=True) is False
            and not _PERSON_WORD.fullmatch(t.text)]
    return bool(new) and len(left) == 1 and value_like(left[0], named, set()) \
        and left[0].kind in ("kana", "word") and value_kind(new) == value_kind(left) == "name"


# The person a record about the person is of, as its words read ("user", ユーザー).
_PERSON_WORD = re.compile("user|ユーザー|用户")


def starts_with(tokens: list[Token], words: Mentions) -> bool:
    """Whether a statement (its ``tokens``) starts with words of ``words`` as its own
    subject: a run of content words, each covered by ``words`` and none a word of slot,
    then a cue or a word that ends a subject (は, is)."""
    run = 0
    while run < len(tokens) and tokens[run].content:
        if tokens[run].slot or words.covers(tokens[run]) is not True:
            return False
        run += 1
    after = tokens[run] if run < len(tokens) else None
    return run > 0 and after is not None and (
        after.kind == "cue" or after.kind == "break" and after.text in SUBJECT_END)


def _record_subject(tokens: list[Token]) -> list[Token]:
    """The content words a record's description says before its first word of relation
    ("Runbooks" before "live", "运维手册" before 放, "障害のポストモーテム" before は: "is",
    は and が first where it says one), none when it says no value after one."""
    topic = next((i for i, t in enumerate(tokens) if t.kind == "break" and t.text in SUBJECT_END
                  and any(u.content for u in tokens[:i])), None)
    for i, tok in enumerate(tokens):
        if i == topic or topic is None and (
                tok.kind == "break" or tok.kind == "fn" and tok.text in _ZH_RELATION):
            before = [t for t in tokens[:i] if t.content]
            after = [t for t in tokens[i + 1:] if t.content]
            return before if after else []
    return []
