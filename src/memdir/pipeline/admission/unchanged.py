"""A statement that says part of what it speaks of stays as it was.

"卖家佣金改成 8% 了，买家那边不变。" changes the sellers' commission and says the buyers'
is unchanged: a record of the buyers' commission ("拍卖行向买家收取成交价 15% 的佣金。")
is what the statement says still holds, so no correction of the statement may replace it.
`kept_by` finds a clause saying so ("…不变", "…照旧", "…stays the same", "…is unchanged",
"…はそのままです", "…は変わりません", "…据え置き") whose own words the record holds.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import sentence_tokens
from memdir.pipeline.admission.mentions import Mentions

_CLAUSE = re.compile(r"[^,，、;；。.!?！？\n]+")
_STAYS = re.compile(
    r"(?i)\b(?:stays?|remains?|staying|remaining)\s+(?:the\s+same|unchanged|as\s+(?:is|it\s+is|before))\b"
    r"|\bunchanged\b|\bno\s+change\s+(?:to|for)\b|\b(?:is|are)(?:n't|\s+not)\s+changing\b"
    r"|\b(?:does|do)(?:n't|\s+not)\s+change\b|\bsame\s+as\s+before\b"
    r"|不变|没变|照旧|维持原样|保持原样|老样子"
    r"|変わりません|変わらない|変わらず|変更なし|変更はありません|据え置き|従来どおり|従来通り"
    r"|はそのまま(?:です|で(?:す)?)?(?:[。、]|$)")


def kept_by(texts: list[str], record: Mentions) -> bool:
    """Whether a clause of ``texts`` says something the record holds stays unchanged."""
    for text in texts:
        for clause in _CLAUSE.findall(text or ""):
            if not _STAYS.search(clause):
                continue
            if any(tok.content and record.covers(tok) for tok in sentence_tokens(clause)):
                return True
    return False


__all__ = ["kept_by"]
