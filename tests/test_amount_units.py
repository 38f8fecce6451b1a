"""What an amount measures (`memdir.pipeline.admission.amount_units`): a new amount
replaces an old one only when both measure one thing (a count, a duration, a size, a
percentage, money, a time of day, a version). "Backups are kept for 30 days now" said how
long and replaced "Keep 3 backups", which says how many: a memory the user still held was
lost. Two units of one dimension ("2 weeks", "10 days") still fill one slot."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.admission.amount_units import amounts, other_dimension, unit_dimension
from memdir.pipeline.admission.change_words import Token
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.extract import candidate_from_text, extract_offline
from memdir.service.memory import Memory


def targets(old: str, new: str, name: str = "old") -> bool:
    rec = Record(name=name, description=old, type="project")
    return correction_target([new], [(rec, Mentions.of(name, old), old)]) is rec


@pytest.mark.parametrize(("text", "said"), [
    ("Keep 3 backups", [("3", "count")]),
    ("Keep three backups now", [("3", "count")]),
    ("Backups are kept for 30 days now", [("30", "duration")]),
    ("Sprints last 2 weeks", [("2", "duration")]),
    ("Keep 30 more days of logs", [("30", "duration")]),
    ("Set the timeout to 30s", [("30", "duration")]),
    ("The disk quota is 50 GB", [("50", "size")]),
    ("10mb upload limit", [("10", "size")]),
    ("The plan costs $20", [("20", "money")]),
    ("Coverage must stay above 80%", [("80", "percent")]),
    ("Coverage must stay above 80 percent", [("80", "percent")]),
    ("The standup is at 9:30", [("9:30", "time")]),
    ("The standup is at 9 am", [("9", "time")]),
    ("Pin nginx to 1.25.3", [("1.25.3", "version")]),
    ("Target Python 3.11", [("3.11", "")]),  # a version or a fraction: no unit says
    ("Allow at most 2000 rows", [("2000", "count")]),
    ("保留 3 份备份", [("3", "count")]),
    ("备份保留 30 天", [("30", "duration")]),
    ("迭代周期是两周", [("2", "duration")]),
    ("以后用两个空格缩进", [("2", "count")]),
    ("最多 5 个副本", [("5", "count")]),
    ("会议 10 点开始", [("10", "time")]),
    ("会议改成 30 分钟", [("30", "duration")]),
    ("套餐每月 99 元", [("99", "money")]),
    ("バックアップは3世代残す", [("3", "count")]),
    ("バックアップは30日間保存", [("30", "duration")]),
    ("会議は 10 時から", [("10", "time")]),
    ("会議は 2 時間", [("2", "duration")]),
    ("月額 500 円", [("500", "money")]),
    ("サーバーは 4 台", [("4", "count")]),
])
def test_an_amount_is_read_with_its_dimension(text, said):
    assert amounts(text) == said


@pytest.mark.parametrize("text", [
    # Han numerals in words that say no amount, and numbers of names.
    "写简洁一点，这十分重要", "一个人负责发布", "一時的に止めてください", "ISO 8601",
    "Run on eu-west-1", "Deploy to k8s", "Keep at most 2000 now", "The threshold is 0.9",
])
def test_no_amount_or_no_dimension_decides_nothing(text):
    assert all(dim == "" for _, dim in amounts(text))
    assert not other_dimension(text, "Keep 3 backups")


def test_units_of_one_dimension():
    assert unit_dimension("weeks") == unit_dimension("day") == "duration"
    assert unit_dimension("天") == unit_dimension("周") == unit_dimension("日間") == "duration"
    assert unit_dimension("GB") == unit_dimension("mb") == "size"
    assert unit_dimension("backups") == ""  # a noun counted, no unit of the table


# (stored memory, a statement whose new amount measures another thing)
OTHER_DIMENSION = [
    ("Keep 3 backups", "Backups are kept for 30 days now."),
    ("Keep 3 backups", "Backups are kept for 30 days now"),
    ("备份保留 3 份。", "备份现在保留 30 天了。"),
    ("备份保留 3 份", "备份以后保留 30 天"),
    ("バックアップは 3 世代残す。", "バックアップは今後 30 日間保存してください。"),
    ("バックアップは3世代残す", "バックアップは今後30日間保存してください"),
    ("Run the nightly job with 4 workers", "Run the nightly job with 8 GB now"),
    ("日志保留 30 天", "日志以后保留 10 GB"),
    ("The disk quota is 50 GB", "The disk quota is 80% now"),
    ("The plan costs $20", "The plan costs 30% more now"),
    ("会议 10 点开始", "会议现在改成 30 分钟"),
    ("The standup is at 9:30", "The standup is 15 minutes now"),
    ("The API runs 3 replicas", "The API runs 5 minutes now"),
    ("套餐每月 99 元", "套餐现在改成 3 个人"),
    ("サーバーは 4 台", "サーバーは今後 2 時間で再起動します"),
    ("会議は 10 時から", "会議は今後 45 分にします"),
]


@pytest.mark.parametrize(("old", "new"), OTHER_DIMENSION)
def test_an_amount_of_another_dimension_replaces_nothing(old, new):
    assert not targets(old, new)


# (stored memory, a correction: a new amount of the same dimension, in one unit or two)
SAME_DIMENSION = [
    ("Keep 3 backups", "Keep 5 backups now"),
    ("The free trial lasts 21 days", "The free trial is 30 days long now."),
    ("The free trial lasts 21 days", "The free trial lasts 2 weeks now."),
    ("Sprints last 10 days", "Sprints last 2 weeks now"),
    ("Keep logs for 30 days", "Logs are kept for 2 weeks now"),
    ("The request timeout is 30 seconds", "The request timeout is 2 minutes now"),
    ("Cap uploads at 10 MB", "Cap uploads at 1 GB now"),
    ("The standup is at 9:30", "The standup is at 10:00 now"),
    ("The plan costs $20", "The plan costs $25 now"),
    ("The API rate limit is 100 requests per minute",
     "The API rate limit is 200 requests per minute now"),
    ("备份保留 30 天。", "备份以后保留 7 天。"),
    ("备份保留 30 天", "备份现在保留 7 天"),
    ("日志保留 30 天", "日志以后保留 2 周"),
    ("迭代周期是 10 天", "迭代周期现在是 2 周"),
    ("会议 10 点开始", "会议现在改成 11 点开始"),
    ("バックアップは 30 日間保存する", "バックアップは今後 7 日間保存してください。"),
    ("スプリントは 10 日間", "スプリントは今後 2 週間にします"),
]


@pytest.mark.parametrize(("old", "new"), SAME_DIMENSION)
def test_an_amount_of_the_same_dimension_still_corrects(old, new):
    assert targets(old, new)


# A unit said after an amount is part of the value ("2 weeks"); another subject with it
# is still another subject.
@pytest.mark.parametrize(("old", "new"), [
    ("Sprints last 10 days", "Reviews take 2 weeks now"),
    ("The free trial lasts 21 days", "The refund window is 2 weeks now"),
    ("The free trial lasts 21 days", "The paid plan lasts 2 weeks now"),
    ("Sprints last 10 days", "Sprint planning lasts 2 hours now"),
    ("Keep logs for 30 days", "Keep metrics for 2 weeks now"),
    ("Keep logs for 30 days", "Keep logs under 2 GB now"),
    ("Cap uploads at 10 MB", "Cap avatars at 1 GB now"),
    ("The request timeout is 30 seconds", "The retry delay is 2 minutes now"),
])
def test_a_unit_of_the_same_dimension_with_another_subject_stays_new(old, new):
    assert not targets(old, new)


def _extracted(text: str):
    heard = extract_offline([{"role": "user", "content": text}])
    return replace(heard[0] if heard else candidate_from_text(text, "project"), type="project")


@pytest.mark.parametrize("path", ["add", "extract"])
@pytest.mark.parametrize(("old", "new", "action"), [
    ("Keep 3 backups", "Backups are kept for 30 days now.", "store"),
    ("保留 3 份备份", "备份以后保留 30 天。", "store"),
    ("バックアップは3世代残す", "バックアップは今後30日間保存してください。", "store"),
    ("The free trial lasts 21 days", "The free trial lasts 2 weeks now.", "update"),
    ("Thumbnails are 200 pixels wide", "Make thumbnails 320 pixels wide.", "update"),
    ("Thumbnails are 200 pixels wide", "Make avatars 64 pixels wide.", "store"),
])
def test_both_write_paths_keep_the_record_of_another_dimension(tmp_path, path, old, new, action):
    make = _extracted if path == "extract" else (lambda t: candidate_from_text(t, "project"))
    with Memory(tmp_path / "proj", provider="offline", user=False) as mem:
        first, _ = mem.save(make(old))
        decision, _ = mem.save(make(new))
        assert decision.action == action, decision.reason
        if action == "store":
            assert first.candidate.name in {r.name for r in mem.project.list()}


# A count of one said in the singular ("one approver" against "two approvers": the record's
# word in the other number, as written) and what suffices said as what is needed ("only need",
# 1 人で良くなりました, only after an amount: "プレーンテキストでいい" says which, not how many).
@pytest.mark.parametrize(("old", "new"), [
    ("Releases need two approvers", "Releases only need one approver now."),
    ("Releases need two approvers", "Releases need one approver now."),
    ("Run the nightly job with 4 workers", "Run the nightly job with 1 worker now"),
    ("リリースには 2 人の承認が必要。", "リリースの承認は 1 人で良くなりました。"),
    ("リリースには 2 人の承認が必要。", "リリースの承認は今後 1 人でいいです。"),
])
def test_one_in_the_singular_and_what_suffices(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Releases need two approvers", "Hotfixes only need one approver now."),
    ("Releases need two approvers", "Releases only need a changelog now."),
    ("Run the nightly job with 4 workers", "Run the nightly job with 1 GB now"),
    ("リリースには 2 人の承認が必要。", "デプロイの承認は 1 人で良くなりました。"),
    ("リリースには 2 人の承認が必要。", "リリースの告知は 1 回で良くなりました。"),
    ("ログは JSON で出す。", "ログは今後プレーンテキストでいいです。"),
])
def test_look_alikes_of_one_in_the_singular(old, new):
    assert not targets(old, new)


def test_a_word_in_the_other_number_is_mentioned_as_written():
    # "approvers" stems to approver, "approver" to approv: the record's word as written in
    # the other number is mentioned; not through the stem ("liners" against "lines").
    said = Mentions.of("Releases need two approvers")
    assert said.covers(Token("word", "approver"))
    assert not Mentions.of("Keep lines under 88 characters").covers(Token("word", "liners"))
    assert not targets("Keep lines under 88 characters",
                       "Write detailed commit messages instead of one-liners.")


# One amount of a measure (a unit of the tables) replaced by another of the same measure
# says a change without "now": "200 pixels wide" and "320 pixels wide" of one thing cannot
# both hold, where "Use pytest" and "Use vitest" can (for other tests).
@pytest.mark.parametrize(("old", "new"), [
    ("Thumbnails are 200 pixels wide", "Make thumbnails 320 pixels wide."),
    ("缩略图宽 200 像素。", "缩略图做成 320 像素宽。"),
    ("サムネイルの幅は 200 ピクセル。", "サムネイルは幅 320 ピクセルで作ってください。"),
    ("Sprints last 10 days", "Sprints last 2 weeks"),
])
def test_an_amount_replacing_one_of_its_measure_says_a_change(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # Another subject, more of the same, an amount added, another measure.
    ("Keep 3 backups", "Keep 5 backups of the logs now"),
    ("Keep 3 backups", "Keep 5 more backups"),
    ("Keep 3 backups", "Keep 3 backups for 30 days"),
    ("Keep 3 backups", "Keep backups for 30 days"),
    ("Use 4 spaces in Python", "Use 2 spaces in YAML"),
    ("Thumbnails are 200 pixels wide", "Avatars are 64 pixels wide."),
    ("The team has 5 engineers", "The team has 2 designers"),
    ("The staging cluster has 3 nodes", "The production cluster has 5 nodes"),
    ("Standups are at 9:30 on Mondays", "Standups are at 10:00 on Fridays"),
    ("Retry 3 times with a 10 second backoff", "Retry 5 times"),
    ("缩略图宽 200 像素。", "头像做成 64 像素宽。"),
    ("缩略图宽 200 像素。", "缩略图保留 30 天。"),
    ("サムネイルの幅は 200 ピクセル。", "アイコンは幅 32 ピクセルで作ってください。"),
    # A plain noun after a number may be a label: another train, not a new count; so a
    # count of a noun ("Keep 5 backups") still needs a change word.
    ("Release train 1 ships on Thursday after the staging check",
     "Release train 2 ships on Thursday after the staging check"),
    ("Keep 3 backups", "Keep 5 backups"),
    # A name replacing a name still needs a change word.
    ("Use pytest for the unit tests", "Use vitest for the unit tests"),
])
def test_look_alikes_of_an_amount_without_a_change_word(old, new):
    assert not targets(old, new)
