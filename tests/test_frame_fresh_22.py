"""The classes fresh_22 showed (`memdir.pipeline.admission`): its misses, each a class with
the corrections a rule of it takes and look-alikes sharing its words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.foundation.record import Record
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.spelling import respelled
from memdir.pipeline.extract import candidate_from_text


def _decided(old: str, new: str, mtype: str = "user", found: bool = True) -> str:
    """What admission does with ``new`` said against one stored record ``old`` (the search
    finds it when ``found``)."""
    rec = Record(name="old", description=old, type=mtype, body=old)
    cand = candidate_from_text(new, mtype)
    return decide([cand], [rec], find_similar=lambda c: [rec] if found else [],
                  secrets=False)[0].action


# --- the person's time zone -------------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives on Pacific time (Los Angeles)",
     "I moved to Berlin in March, so schedule my calls on Central European Time."),
    ("The user works on Eastern time", "I've relocated to Denver; my time zone is MST now."),
    ("The user keeps UTC+1", "My time zone is JST now."),
    ("用户在东京时间(UTC+9)。", "我上个月搬到伦敦了,开会按伦敦时间安排。"),
    ("我用北京时间安排日程。", "我搬去新加坡了,以后日程按新加坡时间来。"),
    ("ユーザーは日本時間(JST)で予定を組んでいる。",
     "先月ロンドンに引っ越しました。会議はロンドン時間でお願いします。"),
    ("私はニューヨーク時間で働いている。",
     "シドニーへ引っ越しました。今後はシドニー時間で予定を入れてください。"),
])
def test_a_move_with_a_zone_replaces_the_persons_time_zone(old, new):
    assert _decided(old, new, found=False) == "update"


@pytest.mark.parametrize(("old", "new"), [
    # Another person's zone, a zone of things, the record's own zone, no change of the
    # person's.
    ("The user lives on Pacific time (Los Angeles)",
     "My sister moved to Boston, so our calls are on Eastern time for her."),
    ("The user lives on Pacific time (Los Angeles)", "Server logs are in UTC now."),
    ("The user lives on Pacific time (Los Angeles)", "I moved to Seattle, still Pacific time."),
    ("The user lives on Pacific time (Los Angeles)", "Let's meet at 3 pm Eastern time."),
    ("用户在北京时间(UTC+8)。", "我同事搬到温哥华了,约他按太平洋时间。"),
    ("用户在北京时间(UTC+8)。", "服务器日志以后统一用 UTC。"),
    ("ユーザーは日本時間(JST)で予定を組んでいる。",
     "兄がシンガポールに引っ越したので、兄との通話はシンガポール時間で。"),
    ("ユーザーは日本時間(JST)で予定を組んでいる。", "サーバーのログは今後 UTC で出します。"),
    # A move against a record of no zone.
    ("The user prefers short answers", "I relocated to Lisbon, so Lisbon time for me now."),
])
def test_look_alikes_of_a_time_zone(old, new):
    assert _decided(old, new, found=True) != "update"


# --- the person's title -----------------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The user's job title is Staff Analyst", "I'm an engineering manager now."),
    ("用户的职位是高级工程师。", "我现在当技术经理了。"),
    ("ユーザーの肩書きは「主任研究員」。", "4 月付で研究室長になりました。"),
    ("私の役職は主任です。", "4 月から課長になりました。"),
])
def test_a_role_said_now_replaces_the_persons_title(old, new):
    assert _decided(old, new, found=False) == "update"


@pytest.mark.parametrize(("old", "new"), [
    ("The user's job title is Staff Analyst", "My manager is an engineering manager now."),
    ("用户的职位是高级工程师。", "我现在做高级工程师了。"),
    ("ユーザーの肩書きは「主任研究員」。", "部長は 4 月付で研究グループ長になりました。"),
])
def test_look_alikes_of_a_title(old, new):
    assert _decided(old, new, found=True) != "update"


# --- how the person wishes to be called, and their pronouns -------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The user wants to be called Dr. Lee", "Please just call me Sam."),
    ("用户希望被称呼为“李工”。", "以后叫我李总就行。"),
    ("ユーザーは「田中先生」と呼ばれたい。", "これからはケンと呼んでください。"),
    # Pronouns, a setting of the person English has.
    ("The user uses she/her pronouns", "i go by they/them these days"),
    ("The user's pronouns are he/him", "My pronouns are they/them now."),
    ("The user uses they/them pronouns", "Please use she/her for me from now on."),
])
def test_a_name_or_pronouns_asked_for_replace_the_wish(old, new):
    assert _decided(old, new, "feedback", found=False) == "update"


@pytest.mark.parametrize(("old", "new"), [
    ("The user wants to be called Dr. Lee", "Call me when the build is done."),
    ("用户希望被称呼为“李工”。", "别叫我李总,叫我李工就行。"),
    ("ユーザーは「田中先生」と呼ばれたい。", "タクシーを呼んでください。"),
    ("The user uses she/her pronouns", "My partner goes by they/them these days."),
    ("The user uses she/her pronouns", "Use they/them for the new hire in the welcome email."),
    ("The user uses she/her pronouns", "I go by she/her, as before."),
    ("The user uses she/her pronouns", "I don't go by they/them."),
])
def test_look_alikes_of_a_name_or_pronouns(old, new):
    assert _decided(old, new, "feedback", found=True) != "update"


# --- a label and its value --------------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("The CI runners run Ubuntu 22.04", "CI runners: ubuntu-24.04."),
    ("Draw charts with Chart.js", "Charts: ECharts."),
    ("图表用 Chart.js 画。", "图表:ECharts。"),
    ("CI のランナーは Ubuntu 22.04。", "CI のランナー:Ubuntu 24.04。"),
    ("グラフは Chart.js で描く。", "グラフ:ECharts。"),
])
def test_a_label_names_the_value_that_holds(old, new):
    assert targets(old, new)
    assert _decided(old, new, "project") == "update"


@pytest.mark.parametrize(("old", "new"), [
    # Another subject, no value by its form, a second thing beside the value.
    ("The CI runners run Ubuntu 20.04", "Deploy boxes: ubuntu-24.04."),
    ("Draw charts with Chart.js", "Tables: AG Grid."),
    ("Draw charts with Chart.js", "Charts: bigger."),
    ("Draw charts with Chart.js", "Charts: ECharts for the admin dashboard."),
    ("图表用 Chart.js 画。", "表格:AG Grid。"),
    ("グラフは Chart.js で描く。", "表:AG Grid。"),
])
def test_look_alikes_of_a_label(old, new):
    assert _decided(old, new, "project") != "update"


def test_a_name_and_its_version_joined_by_a_hyphen_are_the_two():
    assert respelled("ci runners: ubuntu-24.04.") == "ci runners: ubuntu 24.04."
    assert respelled("python-3.12 images") == "python 3.12 images"
    for kept in ("eu-west-1", "staging-db-1", "node-20"):
        assert respelled(kept) == kept


# --- how often, before a weekday ----------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    # 毎週 is said with the day in the record, the day alone in the statement.
    ("定例会議は毎週月曜の朝 9 時に始める。", "定例会議は、今後は月曜の午後 2 時に始めます。"),
    ("配信は毎週火曜の夜 8 時。", "配信、これからは火曜の夜 9 時にします。"),
    # and said again with the new day.
    ("収録は火曜の夜。", "収録は毎週木曜の夜に変更します。"),
])
def test_how_often_before_a_weekday_is_no_subject(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("定例会議は毎週月曜の朝 9 時に始める。", "勉強会は今後、月曜の午後 2 時に始めます。"),
    ("配信は毎週火曜の夜 8 時。", "配信の告知は、これからは火曜の夜 9 時にします。"),
])
def test_look_alikes_of_how_often(old, new):
    assert not targets(old, new)


def test_how_often_is_a_word_of_its_own_before_a_weekday():
    words = [t.text for t in statement_tokens("メルマガは毎週金曜の朝に配信する") if t.content]
    assert "毎週" in words and "金曜" in words
