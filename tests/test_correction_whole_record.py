"""A time or a closed shop replaces a record only when the statement carries all of it.

The time-of-day rule (`memdir.pipeline.admission.clock`) and the closed-shop rule
(`memdir.pipeline.admission.closed`) checked only that the statement's words were the
record's, never the reverse, and the whole record was then replaced by the statement: "Backups
run at 3 am." deleted "and are kept for 30 days", "Blue Bottle closed, so we buy from Verve"
deleted Stumptown. A record that says something the statement does not carry (another fact,
a second name, a scope like "on weekdays", a place, a person) is kept.
"""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions


def targets(old: str, new: str) -> bool:
    rec = Record(name="old", description=old, type="project")
    return correction_target([new], [(rec, Mentions.of(old), old)]) is rec


# (stored record, a statement that changes part of it and drops the rest).
PARTIAL = [
    ("Backups run at 2 am and are kept for 30 days.", "Backups run at 3 am."),
    ("Nightly backups run at 2 am; restores need Priya's sign-off.",
     "Nightly backups run at 4 am."),
    ("We buy coffee beans from Blue Bottle and Stumptown.",
     "Blue Bottle closed, so we buy coffee beans from Verve now."),
    ("PR reviews are done by Dana and Lee.", "Dana's gone, so PR reviews go to Sam."),
    ("Team standup is at 9:30 am in room 4, led by Priya.", "Standup is at 10 am."),
    ("The gym opens at 6 am on weekdays.", "The gym opens at 8 am."),
    ("备份每天凌晨两点跑,保留 30 天", "备份凌晨三点跑"),
    ("健身房工作日早上 6 点开门", "健身房早上 8 点开门"),
    ("站会早上 9 点半在 4 号会议室开,由 Priya 主持", "站会早上 10 点开"),
    ("咖啡豆从蓝瓶和树墩城买", "蓝瓶关门了,咖啡豆以后去 Verve 买"),
    ("バックアップは午前 2 時に実行し、30 日間保存する", "バックアップは午前 3 時に実行する"),
    ("ジムは平日は朝 6 時に開く", "ジムは朝 8 時に開く"),
    ("朝会は 9 時半から 4 番会議室で、司会は Priya", "朝会は 10 時から"),
    ("コーヒー豆はブルーボトルとスタンプタウンから買っている",
     "ブルーボトルが閉店したので、コーヒー豆は今後 Verve から買います"),
]


@pytest.mark.parametrize(("old", "new"), PARTIAL)
def test_a_statement_that_drops_part_of_the_record_does_not_replace_it(old, new):
    assert not targets(old, new)


# (stored record, a statement that says all of it again with one thing changed).
WHOLE = [
    ("The team's standup is at 9:30 am", "Standup now starts at a quarter past ten"),
    ("Backups run at 2 am.", "Backups run at 3 am now."),
    ("团队每天早上 9 点开站会", "站会时间:九点一刻"),
    ("チームの朝会は 9 時半から", "朝会、30 分繰り下げになりました"),
    ("Flyers are printed at Inkwell Print on Mill Road",
     "Inkwell shut down last month, so the flyers go to PrintHaus on the market square"),
]


@pytest.mark.parametrize(("old", "new"), WHOLE)
def test_a_statement_that_carries_the_whole_record_still_replaces_it(old, new):
    assert targets(old, new)

