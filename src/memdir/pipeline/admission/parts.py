"""A record of one part of a thing that comes in parallel parts: the backend's or the
frontend's standup, the buyers' or the sellers' commission, staging's or production's
retention.

"売り手の手数料を 8% に変更しました。" changes the sellers' fee: it corrects no record of
the buyers' ("買い手の手数料は落札価格の 15%。"), though the fee, the change and a new
percentage are all there. And "Standup moved to 11 am." says no part at all: against "The
backend team's standup is at 10 am", stored alone, it may be the frontend's standup, of
which no record was kept, and replacing the backend's would delete a fact the user still
holds. So a record that names its part (a word of one of the sets below) is corrected only
by a statement that names the same part: one naming another part of the set is about
that one, and one naming none may be about any (where the part's word has no other sense:
"测试" is also testing, "production" a show's or a factory's, "dev" and "iOS" other things,
so they count only when said as the other part or when another record offered with it
names another part). A record about the person ("The user is
a backend developer") names the person's trade, not a part: its rules read it.
"""

from __future__ import annotations

from collections.abc import Iterable

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.its_value import PERSON_RECORD
from memdir.pipeline.wording import strip_provenance

# Sets of parallel parts, each part its words (the first ones also mean nothing else).
# A part's words after "|" name it only against another part said in the statement.
_SETS: tuple[tuple[str, ...], ...] = (
    ("backend back-end 后端 バックエンド", "frontend front-end 前端 フロントエンド",
     "mobile 移动端 モバイル | ios android"),
    ("staging 预发 ステージング", "prod 生产环境 线上环境 本番 | production",
     "| dev 测试环境 開発環境 検証環境"),
    ("buyer buyers buyer's buyers' 买家 买方 買い手 買主 落札者",
     "seller sellers seller's sellers' 卖家 卖方 売り手 売主 出品者"),
    ("inbound 入库 入荷", "outbound 出库 出荷"),
    ("upstairs 楼上", "downstairs 楼下"),
)
# Where a thing happens is no part of it ("例会每周一在楼上会议室开", "the meeting is in the
# upstairs room"): a place word names a part only where it qualifies the subject.
_PLACES = _SETS[-1]
_WHERE = re.compile(r"(?i)(?:[在到去往于]|\b(?:in|at|on|to|from|into)(?:\s+the)?\s+)$")


def _part(words: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    plain, _, other = words.partition("|")
    return tuple(plain.split()), tuple(other.split())


_PARTS = tuple(tuple(_part(p) for p in group) for group in _SETS)


def _says(text: str, words: Iterable[str], place: bool = False) -> bool:
    for word in words:
        pattern = rf"(?i)(?<![\w-]){re.escape(word)}(?![\w-])" if word.isascii() \
            else re.escape(word)
        if any(not (place and _WHERE.search(text[:m.start()]))
               for m in re.finditer(pattern, text)):
            return True
    return False


def other_part(texts: Iterable[str], description: str, beside: Iterable[str] = ()) -> bool:
    """Whether the statement of ``texts`` leaves out the part of a thing the record
    names, saying another part, or none where the part's word means nothing else or where
    another record offered with it (``beside``, their descriptions) names another part of
    the set (module docstring): it corrects no record of that part."""
    held = strip_provenance(description or "")
    if PERSON_RECORD.search(held):
        return False  # the person's own trade ("a backend developer"), no part of a thing
    said = " ".join(strip_provenance(t or "") for t in texts)
    others = [strip_provenance(b or "") for b in beside]
    for group, words in zip(_PARTS, _SETS, strict=True):
        place = words is _PLACES
        mine = {i for i, (plain, other) in enumerate(group)
                if _says(held, plain + other, place)}
        if len(mine) != 1:
            continue  # no part, or all of them ("买家和卖家的手续费都是 5%"): the whole thing
        theirs = {i for i, (plain, other) in enumerate(group)
                  if _says(said, plain + other, place)}
        if mine & theirs:
            continue
        if theirs or any(_says(held, group[i][0], place) for i in mine) or any(
                _says(b, plain + other, place) for b in others
                for i, (plain, other) in enumerate(group) if i not in mine):
            return True
    return False


__all__ = ["other_part"]
