"""Where the user is now and that they wait there for the agent: a state of the moment.

Read by `memdir.pipeline.admission.temporary.find_temporary`, so on every write path.
"I'm at the office, waiting for you", "I'm waiting for you", 我在办公室，等你, 我在楼下等着你,
今オフィスにいるので待ってます, ロビーで待ってます say where the user is this moment and what
they do there; nothing of it lasts. Where the user works stays a fact ("I work at the office
in Leeds", 我在办公室上班, オフィスで働いています): waiting is the sign, not the place.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

WAITING_NOW = re.compile(
    # en: at a place, then waiting for the agent; or waiting for it alone
    r"(?i)\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:now|still|just|already|here)\s+)?"
    r"(?:at|in|outside|by|near|downstairs|upstairs)\b[^.;!?]{0,40}?[,\s]\s*(?:and\s+)?"
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:still\s+)?waiting\s+(?:for|on)\s+(?:you|u|ya)\b"
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:now|still|just|here)\s+)?waiting\s+(?:for|on)"
    r"\s+(?:you|u|ya)\b"
    # zh: 我在…(，)等你 / 等着你 / 我在等你
    r"|我(?:现在|正)?在[^，。,!！]{0,12}?[，,]?\s*(?:正?在)?等(?:着)?(?:你|您)"
    # ja: …にいるので待ってます, …で待ってます
    r"|[^、。]{1,16}に(?:いる|います|居る|居ます|おります)(?:ので|から|けど|が)?[、,]?\s*(?:ここで)?"
    r"待って(?:い|お)?(?:ます|る)"
    # (not まで待ちます, until something is done: a step of a routine)
    r"|[^、。]{1,16}(?<!ま)で待って(?:い|お)?(?:ます|る)(?:ね|よ)?[。!！]?$")


def find_waiting(text: str) -> re.Match[str] | None:
    """Where ``text`` says the user waits now for the agent (`WAITING_NOW`), else None."""
    return WAITING_NOW.search(text)


__all__ = ["WAITING_NOW", "find_waiting"]
