"""A thing under repair now, said as its state: a state of the moment.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.
エレベーターは修理中です, コピー機が点検中なので, 电梯正在维修中，请走楼梯, 电梯在维修 say what one
thing is this moment, and the repair ends; English says it with "until" or "while", read by
`memdir.pipeline.admission.occasion`. What is said of every thing under repair stays a rule or a
fact: 修理中の機械には必ず札を掛けてください (the state names a kind of machine), 修理の依頼はいつも
山田さんに, 维修中的设备必须挂牌, 在维修单上签字.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

_WORKS_JA = r"(?:修理|改修|工事|点検|補修|改装|整備|メンテナンス|メンテ)"
_WORKS_ZH = r"(?:维修|检修|修理|装修|整修|施工|保养)"

UNDER_REPAIR_NOW = re.compile(
    # ja: the thing named, then its state (は修理中です, が点検中なので, も工事中); not 修理中の,
    # a kind of thing
    r"(?<=[^\s、。,][はがも])\s*(?:現在|今|いま|ただいま|まだ)?\s*" + _WORKS_JA + r"中"
    r"(?:です|でした|だ|で(?=[、,])|なので|なんで|のため|につき|(?=[。!！、,]|$))"
    # zh: 在 / 正在 / 还在 before the works, as the sentence's state (电梯正在维修中，…;
    # 电梯在维修。); not 在维修单上, 维修中的设备
    r"|(?:正在|还在|在)" + _WORKS_ZH + r"(?:中)?(?:呢|了)?(?=[，。,！!；;]|$)")


def find_under_repair(text: str) -> re.Match[str] | None:
    """Where ``text`` says one thing is under repair this moment, else None."""
    return UNDER_REPAIR_NOW.search(text)


__all__ = ["UNDER_REPAIR_NOW", "find_under_repair"]
