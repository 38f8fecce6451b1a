"""The person's time zone: the person says the zone they keep now against a record of it.

"The user lives on Pacific time (Los Angeles)" and "I relocated to Lisbon last month, so
please put my meetings on Lisbon time", 用户在北京时间(UTC+8) and 我已经搬到温哥华了,约时间按
太平洋时间来, ユーザーは日本時間(JST)で予定を組んでいる and 先週シンガポールに引っ越しました。
予定はシンガポール時間でお願いします share no word but the person and "time": the zone is
the relation itself, a name by its form. This rule reads it in three languages, as
`memdir.pipeline.admission.home` reads where the person lives:

1. the record is about the person (the user, I, 我, 用户, 私, ユーザー) and names a zone: a
   capitalised name before "time" ("Pacific time", "Central European Time"), an
   abbreviation (PST, CET, JST), an offset (UTC+8, GMT-5), a zone of the tz database
   (Europe/Lisbon); a name before 时间 or 時間 (北京时间, 日本時間, シンガポール時間);
2. the statement says the person moved ("I relocated to", 我…搬到, 引っ越しました with no
   topic but the person) or names the person's own zone with a change ("my time zone is
   CET now", 我的时区, 私のタイムゾーン), names no other person ("My brother moved to Boston, so our
   calls are on Eastern time for him", 我爸妈搬到温哥华了…给他们打电话), and names one zone
   of those forms;
3. that zone is not the record's: none of its words is the record's.

"Let's meet at 3 pm Pacific time" says no change; "来週の打ち合わせは相手がロンドンなので、
議事録の時刻は UTC で書いておきます" names the zone of a meeting, no change of the person's.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence, statement_tokens
from memdir.pipeline.admission.employer import another_subject
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import says_now, strip_provenance

_PERSON_RECORD = re.compile(r"(?i)^\s*(?:the\s+user|i)(?![a-z])|^\s*(?:我|用户)(?!们)"
                            r"|^\s*(?:私|僕|ユーザー)(?:は|が|の)")
_ABBREVIATIONS = ("PT|PST|PDT|MT|MST|MDT|CT|CST|CDT|ET|EST|EDT|AKST|HST|GMT|UTC|BST|IST|CET"
                  "|CEST|EET|EEST|WET|WEST|JST|KST|SGT|HKT|AEST|AEDT|AWST|NZST|NZDT|MSK")
# A capitalised name (one to three words) before "time" or "Time"; not a word that says
# which time of something ("Next time", "Local time", "Build time").
_EN_ZONE = re.compile(
    r"(?<![A-Za-z])(?P<zone>(?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)\s+[Tt]ime(?![a-z])"
    rf"|(?<![A-Za-z])(?P<abbr>(?:{_ABBREVIATIONS})(?:\s*[+\-−]\s*\d{{1,2}}(?::?\d\d)?)?)"
    r"(?![A-Za-z])|(?P<tz>[A-Z][a-z]+/[A-Z][A-Za-z_]+)")
_NOT_ZONE = re.compile(r"(?i)^(?:next|last|this|that|every|each|any|some|one|first|same"
                       r"|local|real|run|build|lead|down|up|over|part|full|half|free"
                       r"|spare|screen|meeting|response|prime|bed|lunch|dinner|tea|quality"
                       r"|family|game|show|save|my|your|our|the|a|at|on|in|by|from)(?:\s|$)")
# A name right before 时间 or 時間: a katakana or Han word, at most eight characters, not
# a word of an activity or of which time (工作时间, 勤務時間, 约时间, 当地时间).
_CJK_ZONE = re.compile("(?P<zone>[\u30a0-\u30ff\u4e00-\u9fff]{2,8}?)(?:标准)?(?:时间|時間)")
_CJK_NOT_ZONE = re.compile(
    "(?:工作|上班|下班|办公|营业|休息|空闲|开会|会议|学习|练习|录音|发布|推送|运行|执行|响应"
    "|等待|处理|作業|勤務|労働|営業|待ち|移動|会議|睡眠|就寝|起床|収録|配信|実行|応答|処理"
    "|当地|那边|这边|具体|现地|現地|時差|约|約|空き|自由|長|短|何|同じ|一定|一样|一樣)$")
# The function characters a zone's run may start with ("按太平洋时间", "改成东京时间").
_CJK_LEAD = re.compile("^.*[按用在是成为到了的和与改把要得就都还也以后はがをにでの、]")
# A move of the person, a change all the same though no change word says it: "I (have)
# moved / relocated to", 我…搬到, a Japanese move whose clause has no topic but the person
# ("先週シンガポールに引っ越しました", not "兄はシンガポールに引っ越しました").
_MOVED = re.compile(r"(?i)\bi(?:'ve|\s+have|\s+just|\s+recently)?\s+(?:moved|relocated)"
                    r"\s+(?:over\s+)?to\b"
                    "|我[^,，。；;]{0,8}?(?:搬到|搬去|搬来|移居|定居)"
                    "|(?:^|[。、\\s])(?:私は|僕は|今は)?[^。、はが]{0,20}?[にへ]"
                    "(?:引っ越|引越|移住|移り住)")
# The person's own zone named with a change: "my time zone is CET now", 我的时区, 私のタイム
# ゾーン.
_OWN_ZONE = re.compile(r"(?i)\bmy\s+(?:time\s*zone|timezone)\b|我的时区|我这边的时间"
                       "|(?:私|僕)の(?:タイムゾーン|時間帯)")


def _zones(text: str) -> list[str]:
    """The time zones ``text`` names (condition 1's forms)."""
    out = []
    for m in _EN_ZONE.finditer(text):
        zone = m.group("zone") or m.group("abbr") or m.group("tz")
        if m.group("zone"):
            words = zone.split()
            while words and _NOT_ZONE.match(words[0]):
                words = words[1:]
            zone = " ".join(words)
        if zone:
            out.append(zone)
    for m in _CJK_ZONE.finditer(text):
        zone = _CJK_LEAD.sub("", m.group("zone"))
        if len(zone) >= 2 and not _CJK_NOT_ZONE.search(zone):
            out.append(zone)
    return out


def moved_zone(text: str) -> bool:
    """Whether ``text`` says a move and names a time zone ("I relocated to Lisbon, so put
    my meetings on Lisbon time"): a change no change word says, read by this rule."""
    plain = strip_provenance(text or "")
    return bool(_MOVED.search(plain)) and bool(_zones(plain))


def timezone_change(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` says the person keeps another time zone now against a record of the
    person's zone (module docstring), else 0."""
    plain = strip_provenance(text or "")
    held = strip_provenance(description or "")
    if not _PERSON_RECORD.search(held) or not _zones(held) or another_subject(plain):
        return 0
    prepared = prepare_sentence(plain)
    if not (_MOVED.search(plain) or _OWN_ZONE.search(plain)
            and (says_now(prepared) or has_cue(prepared))):
        return 0  # no change of the person's: "Server logs are in UTC now"
    new = [z for z in _zones(plain)
           if not any(record.covers(t) is not False
                      for t in statement_tokens(z) if t.content)]
    return 1 if len(new) == 1 else 0


__all__ = ["moved_zone", "timezone_change"]
