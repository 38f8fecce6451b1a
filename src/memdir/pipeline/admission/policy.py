"""Admission policy: which extracted candidates become memories, and which replace one.

Extraction (a model or the offline rules) proposes `Candidate`s; this module decides, per
candidate, to ``store`` it as a new record, ``update`` an existing record with it, or
``reject`` it with one short sentence that ``memdir extract`` shows. It never writes:
`should_store` and `decide` are pure functions over the candidate, the records already
stored and the candidates admitted earlier in the same batch.

The rules, in order, and the defect of the teaching code (``should_store_memory``) each
one fixes:

1. Shape: lifetime ``persistent``, a known type, non-empty name and description, text no
   larger than a store reads back (checked before any rule reads it), a name that passes
   `validate_name` (an invalid name is a rejection carrying the
   `InvalidNameError` text, never an exception). An empty body defaults to the
   description, so a one-line memory is not lost for lack of detail.
2. Secrets (`memdir.pipeline.admission.secrets`, shared by every write path): provider keys,
high-entropy
   tokens, passwords in assignments, URLs or prose are rejected; the reason names the
   field and the kind of secret and never echoes it. Name, description, body, type *and*
   quote are scanned (the quote is kept as provenance in the file), and before any rule
   whose reason quotes a field.
   (The teaching code stored whatever the model returned.)
3. Temporary markers: 19 zh/en/ja phrases (`TEMPORARY_MARKERS`) and the classes of
   `memdir.pipeline.admission.temporary` ("今天先别", "until the CI is fixed"), matched on word
   boundaries in the name, description and body, not as raw substrings: the teaching code
   rejected "fix this taskbar" because it contains "this task". The quote is *not*
   scanned: a quote may span the whole user message ("以后用 pytest。另外这次先别跑测试。")
   whose temporary half was already split off.
4. Update semantics: a candidate whose name equals an existing record's (`name_key`:
   NFC, case-folded) updates that record, instead of being dropped as the teaching code
   did ("没有更新语义"). Identical content is rejected as "already stored".
5. Duplicates: the same description or body (case-folded, whitespace collapsed) as a
   record or an earlier candidate of the batch under a *different* name is rejected.
6. Corrections: a candidate that names the record it changes (``updates: NAME``, from
   the model) updates that record. Otherwise, when it reads as a change ("我改主意了,测试改用
   vitest", "switch to", "代わりに"), the records ``find_similar`` returns (backed by the
   search index) are checked by `memdir.pipeline.admission.correction`: only a record of the same
   type whose
   subject the change is about (the changed thing is mentioned in both) is updated, so the
   store never holds "use pytest" and "use vitest" side by side. A change word plus shared
   filler is not enough: "From now on, use poetry instead of pip." once replaced "From now
   on, always run ruff before committing." Anything else is a new memory: two records
   where one was meant can still be merged; an overwritten memory is lost.

`Decision.candidate` is the candidate as it should be written: name normalized, type and
lifetime lower-cased, body defaulted, and for an update the target's exact name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from memdir.foundation import lazy_re as re
from memdir.foundation.candidate import KEPT_QUOTE_CHARS, MAX_QUOTE_CHARS, Candidate
from memdir.foundation.errors import InvalidNameError
from memdir.foundation.hanzi import as_simplified
from memdir.foundation.record import (
    MAX_DESCRIPTION_CHARS,
    MAX_RECORD_BYTES,
    MEMORY_TYPES,
    Record,
    name_key,
    validate_name,
)
from memdir.foundation.terminal import control_character, shows_nothing
from memdir.pipeline.admission.address import addressed, asks_name
from memdir.pipeline.admission.amount_units import measured
from memdir.pipeline.admission.correction import (
    change_sentences,
    correction_target,
    says_own_change,
)
from memdir.pipeline.admission.frame import said_as_one_label
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.secrets import find_secret, scan_fields
from memdir.pipeline.admission.temporary import (
    LINSHI_NOT_AFTER,
    LINSHI_NOT_BEFORE,
    find_temporary,
)
from memdir.pipeline.catalog import named_in_catalog

# "propose": admitted, but the write policy (`memdir.service.write_policy`) sent it to the inbox.
Action = Literal["store", "update", "reject", "propose"]
FindSimilar = Callable[[Candidate], "Sequence[Record] | Record | None"]

# The seed's table "covers 19 zh/en/ja phrases, such as for now, this task, 暂时, 本次任务";
# it names only those four, so this is a reconstruction: 7 English, 6 Chinese, 6 Japanese
# phrases that mark an instruction as being about the current task or session only.
# English phrases match on word boundaries (case-insensitive, any whitespace between
# words; letters, digits and "-" continue a word, so "taskbar" and "this time-consuming"
# do not match). CJK is written without spaces, so CJK phrases match as substrings;
# "临时" is not a marker inside the nouns "临时文件/临时目录/临时变量" (temp file, folder,
# variable), which durable conventions often mention.
TEMPORARY_MARKERS: tuple[str, ...] = (
    # English
    "for now", "this task", "this time", "this session", "temporarily", "right now",
    "this once",
    # Chinese
    "暂时", "临时", "这次", "这回", "本次任务", "当前任务",
    # Japanese
    "今回", "一時的", "とりあえず", "今だけ", "今のところ", "この作業",
)
# A CJK phrase that is no marker before or after some characters: 临时文件 (a temporary
# file), 被临时拉来 (was assigned on short notice: what the user's role is), as in
# `memdir.pipeline.admission.temporary`; 今回が初めて, 这次是我第一次 say the user is new to
# something ("Web の開発は今回が初めてです"), not a scope.
_FIRST_TIME_ZH = ("是我第一次", "是第一次")
_CJK_EXCEPTIONS = {"临时": LINSHI_NOT_BEFORE, "いつも": ("より",),
                   "今回": ("が初めて", "がはじめて", "が初"), "这次": _FIRST_TIME_ZH,
                   "这回": _FIRST_TIME_ZH}
_CJK_NOT_AFTER = {"临时": LINSHI_NOT_AFTER}

# Phrases that say the user changed an earlier instruction. With a similar record from
# the index, a candidate carrying one updates that record instead of contradicting it.
CHANGE_CUES: tuple[str, ...] = (
    "改主意", "改用", "改成", "换成", "不再", "以后不用",
    "changed my mind", "change of plan", "instead", "switch to", "switched to",
    "no longer", "from now on use", "now use",
    "やっぱり", "に変更", "ではなく", "代わりに",
)

@dataclass(frozen=True)
class Decision:
    """What to do with one candidate.

    Attributes:
        action: ``store`` (new record), ``update`` (replace ``target``), ``reject``, or
            ``propose`` (the write policy sent it to a person's inbox instead).
        reason: one short sentence for people, e.g. "Duplicate of 'prefer-pytest'."
        candidate: the candidate, normalized for writing (see module docstring).
        target: the existing record an update replaces, else None.
        rename_to: for a correction found by similarity, the candidate's own name when no
            record holds it: the corrected record takes it, since its old name may state
            the old fact ("prefer-pytest" after "switch to vitest").
        unchanged: a rejection because a record already holds this content: callers
            report "unchanged", not "refused", and an edit that only adds frontmatter
            keys still goes through. A flag, so no caller matches the reason's wording.
        corrects: an update that corrects ``target`` (the candidate names it in
            ``updates``, or states a change of the same subject), not one that rewrites
            it under its own name: the write closes the target's validity and opens a
            new record instead of overwriting (`memdir.foundation.validity`).
    """

    action: Action
    reason: str
    candidate: Candidate
    target: Record | None = None
    rename_to: str | None = None
    unchanged: bool = False
    corrects: bool = False

    @property
    def accepted(self) -> bool:
        return self.action != "reject"


# --- matching helpers ----------------------------------------------------------------

def _text(value: object) -> str:
    text = value if isinstance(value, str) else ("" if value is None else str(value))
    return text.replace("\x00", "")  # as Record does: a NUL-only field is empty


def _prepare(text: str) -> str:
    # NFKC folds full-width Latin ("ｆｏｒ ｎｏｗ") and punctuation to their plain forms.
    return unicodedata.normalize("NFKC", text.replace("\x00", ""))


def normalize_for_compare(text: str) -> str:
    """Case-folded, NFKC, whitespace collapsed: the form duplicates are compared in."""
    return " ".join(_prepare(text).casefold().split())


def _phrase_pattern(phrase: str) -> str:
    if phrase.isascii():
        words = r"\s+".join(re.escape(w) for w in phrase.split())
        return rf"(?<![0-9a-z\-]){words}(?![0-9a-z\-])"
    excluded = _CJK_EXCEPTIONS.get(phrase)
    tail = f"(?!{'|'.join(map(re.escape, excluded))})" if excluded else ""
    head = "".join(f"(?<!{re.escape(c)})" for c in _CJK_NOT_AFTER.get(phrase, ()))
    return head + re.escape(phrase) + tail


@lru_cache(maxsize=64)
def _compile(phrases: tuple[str, ...], at_start: bool) -> re.Pattern[str]:
    ordered = sorted(phrases, key=len, reverse=True)  # longest first: "this task" < "this"
    alternatives = "|".join(_phrase_pattern(p) for p in ordered)
    return re.compile(f"^(?:{alternatives})" if at_start else alternatives, re.IGNORECASE)


def find_phrase(text: str, phrases: Iterable[str], *, at_start: bool = False) -> str | None:
    """The first of ``phrases`` found in ``text`` (as written there), else None.

    ASCII phrases match case-insensitively on word boundaries; CJK phrases as substrings
    (see `TEMPORARY_MARKERS` for why). With ``at_start`` only a phrase that begins the
    text counts.
    """
    key = tuple(phrases)
    if not key or not text:
        return None
    match = _compile(key, at_start).search(_prepare(text))
    return " ".join(match.group(0).split()) if match else None


def find_temporary_marker(text: str) -> str | None:
    """The temporary marker in ``text`` ("for now", "这次", "今天先别", "今日は"...), else
    None: the phrase table, then the classes of `memdir.pipeline.admission.temporary`
    that offline extraction applies to each sentence too. A curly apostrophe (what phones
    and Macs type) reads as a straight one: "until I’m back" is "until I'm back"; and
    Traditional Chinese as Simplified (`memdir.foundation.hanzi`): 今天先別 is 今天先别."""
    text = as_simplified(text.replace("\u2019", "'"))
    return find_phrase(text, TEMPORARY_MARKERS) or find_temporary(text)


def is_correction(text: str) -> bool:
    """True when ``text`` reads as the user changing an earlier instruction."""
    return find_phrase(text, CHANGE_CUES) is not None


# --- the decision --------------------------------------------------------------------

def _reject(candidate: Candidate, reason: str) -> Decision:
    return Decision("reject", reason, candidate)


def _same_content(cand: Candidate, body_given: bool, rec: Record) -> bool:
    if cand.type != rec.type:
        return False
    if normalize_for_compare(cand.description) != normalize_for_compare(rec.description):
        return False
    # A candidate without a body repeats a record's description: nothing new to write.
    return not body_given or normalize_for_compare(cand.body) == normalize_for_compare(rec.body)


def _duplicate_of(cand: Candidate, others: Iterable[Record | Candidate],
                  skip_key: str | None) -> tuple[str, str] | None:
    """(name, "description"/"body") of the first other item that repeats ``cand``."""
    desc = normalize_for_compare(cand.description)
    body = normalize_for_compare(cand.body)
    for other in others:
        other_name = _text(other.name)
        if name_key(other_name) in (skip_key, name_key(cand.name)):
            continue
        other_desc = normalize_for_compare(_text(other.description))
        other_body = normalize_for_compare(_text(other.body)) or other_desc
        if desc and desc == other_desc:
            return other_name, "description"
        if body and body == other_body:
            return other_name, "body"
    return None


def should_store(candidate: Candidate, existing: Sequence[Record],
                 batch: Sequence[Candidate] = (), *,
                 find_similar: FindSimilar | None = None, secrets: bool = True) -> Decision:
    """Decide whether one candidate is stored, updates a record, or is rejected.

    Args:
        candidate: what extraction proposed.
        existing: the records already in the store.
        batch: candidates of the same extraction admitted before this one (`decide`
            passes them); a repeat of one of them is a duplicate.
        find_similar: returns the stored records most similar to a candidate, best first
            (or one record, or None); consulted only for candidates that read as a
            correction. An exception from it counts as "nothing similar": the index is
            derived data and may be broken.
        secrets: False only for a person's explicit override (``memdir add
            --allow-secret``); the write funnel still refuses a secret in the name.

    Returns:
        A `Decision`. Never raises on any candidate content.
    """
    cand = _admissible(candidate, secrets)
    if isinstance(cand, Decision):
        return cand
    body_given = bool(_text(candidate.body).strip())
    key = name_key(cand.name)
    target = next((r for r in existing if r.key == key), None)
    return (_repeated(cand, existing, batch, target)
            or _same_name_update(cand, body_given, target)
            or _correction(cand, body_given, existing, batch, find_similar)
            or Decision("store", f"New {cand.type} memory.", cand))


def _admissible(candidate: Candidate, secrets: bool) -> Candidate | Decision:
    """Rules 1-3 (shape, secrets, temporary markers): the candidate normalized for
    writing (a name copied from a catalog line unescaped: `named_in_catalog`), or its rejection."""
    # The name keeps a NUL byte, as Record keeps it, so that validate_name refuses it: a
    # writer asking for "a\0b" got a record named "ab" that its next read of "a\0b" refused.
    name = named_in_catalog(candidate.name if isinstance(candidate.name, str)
                            else _text(candidate.name)).strip()
    description = _text(candidate.description).strip()
    body = _text(candidate.body).strip()
    ctype = _text(candidate.type).strip().casefold()
    lifetime = _text(candidate.lifetime).strip().casefold()
    # A quote is provenance: no more of it is read or kept than extraction gives.
    quote = _text(candidate.quote).strip()[:MAX_QUOTE_CHARS]
    updates = named_in_catalog(_text(getattr(candidate, "updates", "")).strip())

    # The size first: every later rule reads the whole text (a secret scan of a megabyte
    # costs seconds), and a record a store cannot read back is refused whatever it says.
    # Of the quote, the record keeps its first KEPT_QUOTE_CHARS (`source.quote`): what
    # the size counts. Secrets before any check whose reason quotes a field.
    kept = quote[:KEPT_QUOTE_CHARS]
    reason = _lifetime_rule(lifetime) or _unkept_rule(candidate) or _size_rule(
        description, body, kept) or _secret_rule(
        {"name": name, "description": description, "body": body, "quote": quote,
         "type": ctype} if secrets else {"name": name}) or _shape_rule(ctype, name, description)
    if reason:
        return _reject(candidate, reason)
    try:
        name = validate_name(name)
    except InvalidNameError as exc:
        return _reject(candidate, str(exc))
    # Each field ends as a sentence: joined by a line break alone, a marker ran from one
    # into the next ("发布时间挪到周四上午啦" as name and description read "周四上午啦 发布时",
    # a weekday's release). Read together, a word of one still tells of the others (每次
    # in the description of a name that lost it).
    marker = find_temporary_marker("。\n".join((name.replace("-", " ").replace("_", " "),
                                               description, body)))
    if marker and marker in f"{description}\n{body}" \
            and not find_temporary_marker("。\n".join((description, body))):
        # A word of the name the description says is read there, in its sentence: the
        # name "来週-朝会-10" lost the から of 来週から朝会は 10 時から, a start, not a week.
        marker = None
    if marker:
        return _reject(candidate,
                       f"It is temporary ({marker!r}): it will not hold in future sessions.")
    return Candidate(name=name, description=description, type=ctype,
                     body=body or description, lifetime=lifetime, quote=quote, updates=updates,
                     anchors=tuple(getattr(candidate, "anchors", ()) or ()))


def _unkept_rule(candidate: Candidate) -> str | None:
    """A description or body holding a NUL byte, which a record drops (YAML refuses it),
    or another control character (`terminal.control_character`: ESC, BEL, a C1 CSI...),
    which ``cat`` or ``git diff`` of the file would hand to a terminal. A name holding one
    is refused by `validate_name`, and a quote (the record's ``source.quote``) as the
    text. (A lone surrogate a model's JSON carried is kept as U+FFFD, on every service:
    tests/store_contract.)"""
    for field in ("description", "body", "quote"):
        value = getattr(candidate, field, "")
        said = control_character(value) if isinstance(value, str) else None
        if said is not None:
            return f"The {field} {said}."
    return None


def _lifetime_rule(lifetime: str) -> str | None:
    if lifetime == "persistent":
        return None
    if lifetime == "current_task":
        return "Lifetime is current_task: it only matters for this task."
    return "Lifetime is not 'persistent'."


def _size_rule(*fields: str) -> str | None:
    """Rule 1's size: the text alone larger than a store reads back (the stored file holds
    it and more), said without quoting it, before any rule reads it whole."""
    size = sum(len(f.encode("utf-8", "surrogatepass")) for f in fields)
    if size <= MAX_RECORD_BYTES:
        return None
    return (f"It would be at least {size:,} bytes, larger than the {MAX_RECORD_BYTES:,} a "
            "store reads back; keep a memory short and link to the long text instead.")


def _secret_rule(fields: dict[str, str]) -> str | None:
    finding = scan_fields(fields)
    return finding.sentence() if finding is not None else None


def _shape_rule(ctype: str, name: str, description: str) -> str | None:
    if ctype not in MEMORY_TYPES:
        shown = ctype[:20] + ("..." if len(ctype) > 20 else "")
        return f"Type {shown!r} is not one of {', '.join(MEMORY_TYPES)}."
    if not name:
        return "The name is empty."
    if not description:
        return "The description is empty."
    nothing = shows_nothing(description)
    if nothing is not None:  # a reviewer would see an empty description, a model reads it
        return (f"The description holds only characters that show as nothing ({nothing}...); "
                "say what the memory is about.")
    if len(description) > MAX_DESCRIPTION_CHARS:
        return f"The description is longer than {MAX_DESCRIPTION_CHARS} characters."
    return None


def _repeated(cand: Candidate, existing: Sequence[Record], batch: Sequence[Candidate],
              target: Record | None) -> Decision | None:
    """Rule 5 (and a name taken earlier in the batch): the rejection of a repeat."""
    if any(name_key(_text(c.name)) == name_key(cand.name) for c in batch):
        return _reject(cand, f"Same name as an earlier candidate {cand.name!r} in this batch.")
    dup = _duplicate_of(cand, existing, target.key if target else None) \
        or _duplicate_of(cand, batch, None)
    if dup:
        return _reject(cand, f"Duplicate of {dup[0]!r} (same {dup[1]}).")
    return None


def _same_name_update(cand: Candidate, body_given: bool,
                      target: Record | None) -> Decision | None:
    """Rule 4: a candidate named like a stored record updates it."""
    if target is None:
        return None
    if _same_content(cand, body_given, target):
        return Decision("reject", f"Already stored as {target.name!r}.", cand, unchanged=True)
    # A candidate that says it corrects the record it is named like ("updates") is a
    # correction; one that only shares its name rewrites it.
    corrects = bool(cand.updates) and name_key(_text(cand.updates)) == target.key
    return Decision("update", f"Updates {target.name!r} (same name).",
                    replace(cand, name=target.name), target, corrects=corrects)


def _correction(cand: Candidate, body_given: bool, existing: Sequence[Record],
                batch: Sequence[Candidate], find_similar: FindSimilar | None) -> Decision | None:
    """Rule 6: the update of the record the candidate names or corrects."""
    key = name_key(cand.name)
    named = next((r for r in existing if cand.updates and r.key == name_key(cand.updates)),
                 None)
    similar = named or _corrected_record(cand, existing, find_similar)
    if similar is None:
        return None
    if any(name_key(_text(c.name)) == similar.key for c in batch):
        return _reject(cand, f"{similar.name!r} is already updated by an earlier candidate.")
    if _same_content(cand, body_given, similar):
        return Decision("reject", f"Already stored as {similar.name!r}.", cand, unchanged=True)
    free = key != similar.key and not any(r.key == key for r in existing)
    renamed = f", now named {cand.name!r}" if free else ""
    why = "named by the candidate" if named else "the user changed their mind"
    return Decision("update", f"Corrects {similar.name!r}{renamed}: {why}.",
                    replace(cand, name=similar.name), similar, cand.name if free else None,
                    corrects=True)


def _corrected_record(cand: Candidate, existing: Sequence[Record],
                      find_similar: FindSimilar | None) -> Record | None:
    """The stored record ``cand`` corrects by the subject rule
    (`memdir.pipeline.admission.correction`)."""
    texts = (cand.description, cand.body, cand.quote)
    if find_similar is None or not (change_sentences(texts) or measured(" ".join(texts))
                                    or says_own_change(texts)
                                    or any(said_as_one_label(t) for t in texts if t)):
        return None
    try:
        found = find_similar(cand)
    except Exception:  # a broken index must not stop admission
        return None
    hits = [found] if isinstance(found, Record) else list(found or ())
    stored = {r.key for r in existing}
    same_type = [r for r in hits if isinstance(r, Record) and r.type == cand.type
                 and r.key in stored]
    if cand.type == "user":
        # The person's own records, after the hits: a correction of one may share no word
        # with it ("今はリスボンに住んでいます" against "私はベルリンに住んでいる", "我转岗了,
        # 现在做产品经理" against "用户是测试工程师"), and the search then finds nothing.
        offered = {r.key for r in same_type}
        same_type += [r for r in existing if r.type == "user" and r.key not in offered]
    elif asks_name(" ".join(texts)):
        # How the person is addressed, whatever its type: "call me Marta" shares no word
        # with "Address the user as Dr. Kowalczyk".
        offered = {r.key for r in same_type}
        same_type += [r for r in existing if r.type == cand.type and r.key not in offered
                      and addressed(r.description)]
    target = correction_target(texts, [
        (r, Mentions.of(r.name.replace("-", " "), r.description, r.body), r.description)
        for r in same_type])
    return target if isinstance(target, Record) else None


def decide(candidates: Iterable[Candidate], existing: Sequence[Record], *,
           find_similar: FindSimilar | None = None, secrets: bool = True) -> list[Decision]:
    """Decisions for a batch, in order; each sees the candidates admitted before it.

    A later candidate repeating an earlier admitted one (same name, description or body,
    or a correction of a record already updated in this batch) is rejected, so one
    extraction never writes the same memory twice.
    """
    decisions: list[Decision] = []
    admitted: list[Candidate] = []
    for candidate in candidates:
        decision = should_store(candidate, existing, admitted, find_similar=find_similar,
                                secrets=secrets)
        decisions.append(decision)
        if decision.accepted:
            admitted.append(decision.candidate)
    return decisions


__all__ = [
    "CHANGE_CUES", "TEMPORARY_MARKERS", "Decision", "FindSimilar", "decide", "find_phrase",
    "find_secret", "find_temporary_marker", "is_correction", "normalize_for_compare",
    "should_store",
]
