"""Corrections: a bound moved is no time a thing is done at.

"お迎えは19時まで延長になりました" (pick-up is extended until 19:00) moves the latest time
the children may be picked up; "ユーザーは 17 時に保育園へ子供を迎えに行く" (the user picks
the child up at 17:00) says when the user goes, and still holds. A statement that says its
time of day as a bound ("until 7 pm", "extended to 7"; 19時まで; 延长到七点, 七点为止, 最晚
七点) corrects a record that says a bound of its own ("学童のお迎えは 18 時まで", "open until
6", "closes at 6", 六点关门, 最晚六点, 18 時に閉まる) or a span of two times (9 時から 21 時),
and no record that says its time as a point, a time a thing is done at ("at 5 pm", 17 時に,
五点去接): by any rule, the time rule reading 19 and 17 as the same relation's values.
A time moved without a bound ("お迎えは19時に変更", "moved to 10:00", 改到十点) is read as
before.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.clock import times
from memdir.pipeline.wording import strip_provenance

# Words before a time that make it a bound: "until 7", "extended to 7", 延长到七点, 最晚七点.
_BOUND_BEFORE = re.compile(r"(?i)(?:(?<![a-z])(?:until|till|til|up\s+to"
                           r"|(?:extended|extends?|extending|shortened|shortens?|cut|runs?"
                           r"|open|opens)\s+(?:to|till|until))"
                           r"|延长到|延长至|延到|延至|缩短到|缩短至|放宽到|最晚到?|最迟到?|截止到?"
                           r"|开到|营业到)\s*$")
# Words after a time that make it a bound: 19時まで, 七点为止, 七点截止, 七点前.
_BOUND_AFTER = re.compile(r"^\s*(?:まで|迄|为止|截止|之前|以前|前(?![\u4e00-\u9fff]))")
# A record's words of a bound or an end: "until", "closes", まで, 閉まる, 关门, 最晚.
_RECORD_BOUND = re.compile(r"(?i)(?<![a-z])(?:until|till|til|by|ends?|ending|close[sd]?"
                           r"|closing|finish(?:es|ed)?|latest|last|deadline|up\s+to)(?![a-z])"
                           "|まで|迄|終わ|終了|閉|締め|最終|门禁|为止|截止|之前|以前|最晚|最迟"
                           "|结束|关门|下班|打烊|到[0-9〇零一二两三四五六七八九十]")


def says_bound(text: str) -> bool:
    """Whether ``text`` says a time of day as a bound ("until 7", 19時まで, 延长到七点)."""
    plain = strip_provenance(text or "")
    return any(_BOUND_BEFORE.search(plain[:a]) or _BOUND_AFTER.match(plain[b:])
               for _, (a, b) in times(plain))


def bound_against_time(texts: list[str], description: str) -> bool:
    """Whether ``texts`` say a bound against a record whose time of day is a point, a
    time a thing is done at (see the module docstring)."""
    held = strip_provenance(description or "")
    said = times(held)
    if not said or len({t for t, _ in said}) > 1 or _RECORD_BOUND.search(held) \
            or says_bound(held):
        return False
    return any(says_bound(t) for t in texts)


__all__ = ["bound_against_time", "says_bound"]
