"""A label and its value: the record's subject as a label, a new day or amount after it.

"Cycle counts happen every Friday afternoon" and "Cycle counts: first Monday of each
month.", 服务器备份保留七天 and 备份保留期：两周。, 古書店の定休日は水曜日 and 店休日:火曜。: the
statement is one label and a value, the record's subject the label, and the value of the
kind of the record's one value (a weekday, an amount of one measure) with nothing said of
a change. The frame rule reads a label's value by its form (a name: "CI runners:
ubuntu-24.04."); this rule reads it by its kind:

1. the statement is one sentence, a label, a colon and a value, said of every case (not
   for one day, under a condition, of one more, of what stays);
2. every word of the label is the record's (a Han word whose every character the record
   writes and whose last two it says as a word: 店休日 of 古書店の定休日);
3. the value says one weekday or one amount of a measure (a duration, money, a size, a
   percentage), the record one of the same kind, and they differ; its other words are
   the record's or say how often (first, each, month, 每, 毎);
4. the statement carries the whole record (`memdir.pipeline.admission.weekday.drops`):
   the record says nothing but its subject, its verb ("happen", 行う), the old value and
   the part of the day it names ("afternoon"); a word qualifying the subject, before it
   or after it, is said too (定休日:木曜 corrects no 大阪支店の定休日は水曜日).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_units import COUNT, TIME, amounts
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.clock import said_once
from memdir.pipeline.admission.lifted import conditional, narrowed
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.tokens import Token
from memdir.pipeline.admission.weekday import OFTEN, days, drops
from memdir.pipeline.wording import strip_provenance

_LABEL = re.compile(r"^\s*(?P<label>[^:：。.!?;；\n]+)[:：]\s*"
                    r"(?P<value>[^:：。!?;；\n]+?)[。.]?\s*$")


def _measures(text: str) -> list[tuple[str, str]]:
    return [(v, d) for v, d in amounts(text) if d not in (COUNT, TIME)]


def _label_said(tok: Token, record: Mentions, held: str) -> bool:
    if record.covers(tok):
        return True
    return tok.kind == "han" and len(tok.text) > 2 and tok.text[-2:] in held \
        and all(ch in held for ch in tok.text)


def label_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` is a label the record's subject and a new value of the kind of the
    record's one value (module docstring), else 0."""
    plain, held = strip_provenance(text or "").strip(), strip_provenance(description or "")
    m = _LABEL.match(plain)
    if m is None or narrowed(plain) or conditional(plain) or said_once(plain):
        return 0
    label, value = m.group("label"), m.group("value")
    words = [t for t in statement_tokens(label) if t.content]
    if not words or not all(_label_said(t, record, held) for t in words):
        return 0
    old_days, new_days = days(held), days(value)
    if len(old_days) == 1 and len(new_days) == 1 and not _measures(value):
        if old_days[0][0] == new_days[0][0]:
            return 0
        (a, b), (c, d) = old_days[0][1], new_days[0][1]
    else:
        old, new = _measures(held), _measures(value)
        if len(old) != 1 or len(new) != 1 or old[0][1] != new[0][1] or old[0][0] == new[0][0] \
                or days(held) or days(value):
            return 0
        was, now = _span(held, old[0][0]), _span(value, new[0][0])
        if was is None or now is None:
            return 0
        (a, b), (c, d) = was, now
    rest = value[:c] + " , " + value[d:]
    if any(t.content and t.text.lower() not in OFTEN and not record.covers(t)
           for t in statement_tokens(rest)):
        return 0  # another thing said beside the value ("for the laptops")
    return int(not drops(held[:a] + " , " + held[b:], plain))


_NUMBER = re.compile(r"\d+(?:\.\d+)?|[〇零一二两三四五六七八九十百]+")


def _span(text: str, amount: str) -> tuple[int, int] | None:
    """Where ``amount`` (in digits) stands with its unit: its one number in ``text``, or the
    one written in those digits; None when that is not known."""
    found = list(_NUMBER.finditer(text))
    at = found if len(found) == 1 else [m for m in found if m.group(0) == amount]
    if len(at) != 1:
        return None
    unit = re.match(r"\s*[^\s\d,，。.、;；:：]*", text[at[0].end():])
    return at[0].start(), at[0].end() + (unit.end() if unit else 0)


__all__ = ["label_change"]
