"""One batch, lot or shipment: a rule for it is temporary, unless it is said for every one.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.

- **one batch or lot**: "for this batch of invitations", "For this shipment, …", 这批请柬,
  这一批货, このロットは, この便は (not a batch job, 批处理, 批评, 批准, 每批: a kind of job, a
  word of its own, every batch).
- **not when the sentence says every time or from now on** (以后, 今后, 往后, 每次, 每当, 每回,
  always, every, whenever, each time, いつも, 毎回, 毎週, たびに, 今後): the batch is each one
  of its kind, a rule for every such occasion ("以后每次进货都要把这批的批号和上一批对一下",
  "For this lot, always use formal English – they're all lawyers", この便は毎週月曜の朝に
  出ます). A batch of things named with "of" stays that one batch ("For this batch of
  invitations, always put gold foil on every name"); 每一张, 每一箱 count the items of one
  batch, not the batches.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

ONE_BATCH = re.compile(
    r"(?i)(?<![0-9a-z\-])for\s+this\s+(?:batch(?!\s+(?:jobs?|files?|scripts?|process\w*|mode"
    r"|size|api|endpoint|insert|update)\b)|lot|shipment|consignment|delivery|print\s+run)"
    r"(?![0-9a-z\-])"
    # (or the things in it: "Every invoice in this batch needs…", このロットの箱は)
    r"|(?:in|from)\s+this\s+(?:batch|lot|shipment|consignment|delivery|print\s+run)(?![0-9a-z\-])"
    r"|(?<!每)这一?批(?![评評准注发發判复復处])"
    r"|この(?:ロット|便)(?:は|では|だけ|の分|の(?!よう))")
# Each thing of the one batch counted, no other batch: "every invoice in this batch".
_ITEMS_OF_IT = re.compile(r"(?i)\b(?:every|each|all(?:\s+the)?)\s+(?:[\w-]+\s+){1,2}?"
                          r"(?=(?:in|from)\s+this\s+)")
# Every time or from now on, said anywhere in the sentence (not 每一张, 每一箱: each item).
_EVERY_ONE = re.compile(
    r"(?i)以后|今后|往后|每次|每当|每回|每逢|毎回|毎度|毎週|毎日|毎月|毎朝|いつも|たびに|今後"
    r"|\b(?:always|every|whenever|each\s+time|from\s+now\s+on)\b")
_OF = re.compile(r"(?i)\s+of\b")
_STOP = re.compile(r"[。！？!?]|\.(?=\s|$)")


def find_one_batch(text: str) -> re.Match[str] | None:
    """The first span of one batch or lot in ``text`` (`ONE_BATCH`) whose sentence does not
    say every time or from now on; a batch of things named with "of" is that one batch."""
    for m in ONE_BATCH.finditer(text):
        start = max((s.end() for s in _STOP.finditer(text, 0, m.start())), default=0)
        stop = _STOP.search(text, m.end())
        said = _ITEMS_OF_IT.sub(" ", text[start:stop.start() if stop else len(text)])
        if _OF.match(text, m.end()) or not _EVERY_ONE.search(said):
            return m
    return None


__all__ = ["ONE_BATCH", "find_one_batch"]
