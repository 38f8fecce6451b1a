"""The classes fresh_30's misses showed (`memdir.pipeline.admission`): each a class with the
corrections a rule of it takes and look-alikes sharing its words that stay new, on both
write paths (`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.amount_words import amounts_in_digits
from memdir.pipeline.admission.spelling import plain_word

# --- an English word with 's glued to it is the word ----------------------------------


def test_a_word_with_s_glued_to_it_is_read_as_the_word():
    assert plain_word("lido's") == "lido"
    assert plain_word("hallam's") == "hallam"
    assert plain_word("'van's'") == "van"
    # A function word with it stays as written; so does a word too short to be one.
    assert plain_word("it's") == "it's"
    assert plain_word("let's") == "let's"
    assert plain_word("a's") == "a's"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The lido's season opens on 1 May", "The lido season opens on 15 May now."),
    ("The lido season opens on 1 May", "The lido's season opens on 15 May now."),
    ("The village hall's piano is tuned by Mr Hallam",
     "The hall piano is tuned by Priya Shah now."),
])
def test_a_word_said_with_or_without_s_is_the_records_word(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The lido's season opens on 1 May", "The paddling pool's season opens on 15 May now."),
    ("The lido's season opens on 1 May", "The lido's café opens on 15 May now."),
    ("The lido's season opens on 1 May", "The lido season opens on 1 May."),
    ("The village hall's piano is tuned by Mr Hallam",
     "The school piano is tuned by Priya Shah now."),
])
def test_a_look_alike_of_a_word_with_s_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- "do" that says a thing is done, not "do not" ---------------------------------------


@PATHS
def test_a_plain_do_says_no_negation(decided):
    assert decided("The user drafts in Scrivener",
                   "I do all my drafting in Obsidian these days.", "user") == "update"


@PATHS
@pytest.mark.parametrize("new", [
    "I do not draft in Obsidian anymore.",
    "I do my research notes in Obsidian these days.",
])
def test_do_not_and_another_thing_done_stay_new(decided, new):
    assert decided("The user drafts in Scrivener", new, "user") != "update"


# --- a Japanese price or rule revised, a thing replaced, a bound extended -------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("整骨院の初診料は 1,500 円。", "初診料は2,000円に改定しました。"),
    ("整骨院の初診料は 1,500 円。", "初診料を2,000円に値上げしました。"),
    ("学童のお迎えは 18 時まで。", "お迎えは19時まで延長になりました。"),
])
def test_a_revised_amount_or_an_extended_bound_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("整骨院の初診料は 1,500 円。", "再診料を500円から700円に改定しました。"),
    ("整骨院の初診料は 1,500 円。", "初診料を2,000円に改定したいです。"),
    ("整骨院の初診料は 1,500 円。", "初診料は2,000円に改定しませんでした。"),
    ("整骨院の初診料は 1,500 円。", "初診料は1,500円のままです。"),
    ("学童のお迎えは 18 時まで。", "学童のおやつ代を月1,000円に変更しました。"),
    ("学童のお迎えは 18 時まで。", "土曜のお迎えは17時まで延長になりました。"),
    ("学童のお迎えは 18 時まで。", "お迎えは19時まで延長したいです。"),
])
def test_a_look_alike_of_a_revised_amount_stays_new(decided, old, new):
    assert decided(old, new) != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # A time said as only wished, by the rules of a time of day: the record still holds.
    ("学童のお迎えは 18 時まで。", "学童のお迎えを19時に変更したいです。"),
    ("站会每天九点半开。", "我想把站会改到十点。"),
    ("The standup is at 9:30", "I'd like to move the standup to 10:00."),
])
def test_a_time_only_wished_replaces_no_record(decided, old, new):
    assert decided(old, new) != "update"


# --- a Chinese amount in hundreds or thousands ------------------------------------------


@pytest.mark.parametrize(("text", "digits"), [
    ("钢琴课两百一节了", "钢琴课 200 一节了"),
    ("一百五", " 150 "),
    ("两百一", " 210 "),
    ("一千二", " 1200 "),
    ("一百零五", " 105 "),
    ("一百五十块", " 150 块"),
    # Not a word that holds 百 or 千, a percent, an ordinal, or tens alone.
    ("百度", "百度"),
    ("千万别", "千万别"),
    ("百分之五十", "百分之五十"),
    ("第一百", "第一百"),
    ("几百块", "几百块"),
    ("三十天", "三十天"),
])
def test_a_chinese_amount_in_hundreds_is_read_in_digits(text, digits):
    assert amounts_in_digits(text) == digits


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("停车场月卡 300 元。", "停车场月卡现在三百五了。"),
    ("钢琴课一节 180 元。", "钢琴课一节现在两百了。"),
])
def test_a_new_amount_in_hundreds_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("停车场月卡 300 元。", "停车场日卡现在三百五了。"),
    ("停车场月卡 300 元。", "停车场现在有一百个车位了。"),
    ("钢琴课一节 180 元。", "吉他课一节现在两百了。"),
    ("钢琴课一节 180 元。", "钢琴课一节本来想涨到两百。"),
])
def test_a_look_alike_of_an_amount_in_hundreds_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- what the person does moved to another tool ---------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーは家計簿をエクセルでつけている。", "家計簿はマネーフォワードに移しました。"),
    ("The user keeps their budget in Excel", "My budget moved to YNAB."),
    ("用户用 Excel 记账。", "记账现在改用 YNAB 了。"),
])
def test_what_the_person_does_moved_to_another_tool_replaces_the_record(decided, old, new):
    assert decided(old, new, "user") == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーは家計簿をエクセルでつけている。", "会社の経費精算はマネーフォワードに移りました。"),
    ("ユーザーは家計簿をエクセルでつけている。", "家計簿のデータはエクセルに移しました。"),
    ("ユーザーはiOSチームのリーダーだ。", "iOSチームは3階に移りました。"),
    ("The user is the tech lead of the iOS team", "The iOS team moved to the third floor."),
    ("The user is the tech lead of the iOS team", "The iOS team moved to Slack."),
])
def test_a_thing_of_the_person_moved_with_no_tool_replaced_stays_new(decided, old, new):
    assert decided(old, new, "user") != "update"


# --- a place where a thing is done, moved -----------------------------------------------


@PATHS
@pytest.mark.parametrize("new", [
    "盆踊りは小学校の校庭に移しました。",
    "商店街の盆踊りは小学校の校庭へ移転しました。",
])
def test_a_place_where_a_thing_is_done_moved_replaces_the_record(decided, new):
    assert decided("商店街の盆踊りは神社の境内でやる。", new) == "update"


@PATHS
@pytest.mark.parametrize("new", [
    "神輿は小学校の校庭に移しました。",
    "盆踊りの受付は小学校の校庭に移しました。",
    "盆踊りを小学校の校庭に移したいです。",
    "盆踊りは今年だけ小学校の校庭に移しました。",
])
def test_a_look_alike_of_a_place_moved_stays_new(decided, new):
    assert decided("商店街の盆踊りは神社の境内でやる。", new) != "update"


# --- a person gone, named with a title or no longer doing it -------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam's retired, so a woman called Priya Shah does the hall piano now."),
    ("The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam retired; Priya Shah tunes the hall piano now."),
    ("老年大学国画班的老师是王老师。", "王老师身体不好不教了，国画班现在是赵老师带。"),
])
def test_a_person_gone_with_another_doing_it_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The village hall's piano is tuned by Mr Hallam",
     "Mrs Hallam retired, so Priya Shah does the hall piano now."),
    ("The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam's retired, so Priya Shah does the school piano now."),
    ("The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam's on holiday, so Priya Shah does the hall piano this month."),
    ("The village hall's piano is tuned by Mr Hallam",
     "Mr Hallam's retired from the choir; Priya Shah does the hall piano too."),
    ("老年大学国画班的老师是王老师。", "王老师不带书法班了，书法班现在是赵老师带。"),
    ("老年大学国画班的老师是王老师。", "王老师这学期不教了，国画班暂时由赵老师代课。"),
    ("老年大学国画班的老师是王老师。", "王老师不教了，国画班也请了赵老师。"),
    ("老年大学国画班的老师是王老师。", "李老师不教了，国画班现在是赵老师带。"),
])
def test_a_look_alike_of_a_person_gone_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- a firm that went under in a season ----------------------------------------------


@PATHS
def test_a_firm_gone_in_a_season_with_another_in_its_place_replaces_the_record(decided):
    assert decided("Tree work on the estate is done by Oakline Arboriculture",
                   "Oakline went under in the spring, so Hedgerow Tree Care look after "
                   "the estate's trees now.") == "update"


@PATHS
@pytest.mark.parametrize("new", [
    "Oakline closed for the winter, so Hedgerow Tree Care look after the estate's trees now.",
    "Oakline went under in the spring.",
    "Greenleaf went under in the spring, so Hedgerow Tree Care look after the estate's "
    "trees now.",
])
def test_a_look_alike_of_a_firm_gone_stays_new(decided, new):
    assert decided("Tree work on the estate is done by Oakline Arboriculture", new) \
        != "update"


# --- a set of days replaced by as many others -----------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("合気道の稽古は火曜と金曜の夜。", "合気道の稽古は月曜と木曜になりました。"),
    ("Aikido practice is on Tuesday and Friday evenings",
     "Aikido practice moved to Mondays and Thursdays, same time."),
    ("合气道每周二和周五晚上练习。", "合气道练习改到周一和周四了，时间不变。"),
])
def test_a_set_of_days_replaced_by_as_many_others_replaces_the_record(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("合気道の稽古は火曜と金曜の夜。", "柔道の稽古、月曜と木曜に変わりました。時間は同じです。"),
    ("合気道の稽古は火曜と金曜の夜。", "今週だけ、稽古は月曜と木曜になりました。"),
    ("合気道の稽古は火曜と金曜の夜。", "合気道の稽古は月曜と木曜にはなりませんでした。"),
    ("Aikido practice is on Tuesday and Friday evenings",
     "Judo practice moved to Mondays and Thursdays, same time."),
    ("Aikido practice is on Tuesday and Friday evenings",
     "Aikido practice moved to Mondays and Thursdays this week."),
    ("合气道每周二和周五晚上练习。", "柔道练习改到周一和周四了，时间不变。"),
    ("合气道每周二和周五晚上练习。", "合气道练习不改到周一和周四了。"),
])
def test_a_look_alike_of_a_set_of_days_replaced_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- another person's thing is not the person's own ------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーは家計簿をエクセルでつけている。", "妻の家計簿はマネーフォワードに移しました。"),
    ("ユーザーは家計簿をエクセルでつけている。", "夫の家計簿はマネーフォワードに移しました。"),
    ("ユーザーは家計簿をエクセルでつけている。",
     "うちの母の家計簿はマネーフォワードに移しました。"),
    ("ユーザーは新宿の会社で働いている。", "妻の会社が渋谷に移転しました。"),
    ("ユーザーは毎朝コーヒーを飲む。", "夫の朝の飲み物は紅茶になりました。"),
    ("用户用 Excel 记账。", "我妈的记账改用 YNAB 了。"),
    ("用户用 Excel 记账。", "他的记账改用 YNAB 了。"),
    ("The user keeps their budget in Excel", "His budget moved to YNAB."),
    ("The user keeps their budget in Excel", "Dad's budget moved to YNAB."),
])
def test_another_persons_thing_replaces_no_record_of_the_persons_own(decided, old, new):
    assert decided(old, new, "user") != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーは家計簿をエクセルでつけている。", "家計簿はマネーフォワードに移しました。"),
    ("ユーザーは家計簿をエクセルでつけている。", "私の家計簿はマネーフォワードに移しました。"),
    # A record of that person is about them.
    ("ユーザーの妻は家計簿をエクセルでつけている。", "妻の家計簿はマネーフォワードに移しました。"),
    ("用户的妈妈用 Excel 记账。", "我妈的记账改用 YNAB 了。"),
    ("The user's wife keeps the budget in Excel", "My wife's budget moved to YNAB."),
    ("The user keeps their budget in Excel", "My budget moved to YNAB."),
    # Another person inside the new value: the person's own move.
    ("用户住在北京。", "我搬到我老婆老家上海了。"),
])
def test_the_persons_own_thing_or_a_record_of_that_person_is_replaced(decided, old, new):
    assert decided(old, new, "user") == "update"


# --- a bound moved is no time a thing is done at ---------------------------------------


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("ユーザーは 17 時に保育園へ子供を迎えに行く。", "お迎えは19時まで延長になりました。"),
    ("ユーザーは 17 時に保育園へ子供を迎えに行く。", "お迎えは19時までになりました。"),
    ("用户每天下午五点去幼儿园接孩子。", "接孩子延长到七点了。"),
    ("用户每天下午五点去幼儿园接孩子。", "幼儿园接孩子的时间延长到晚上七点了。"),
    ("The user picks the kids up from nursery at 5 pm", "Pick-up has been extended until 7 pm."),
])
def test_a_bound_moved_replaces_no_time_a_thing_is_done_at(decided, old, new):
    assert decided(old, new, "user") != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("学童のお迎えは 18 時まで。", "お迎えは19時までになりました。"),
    ("図書館は 18 時に閉まる。", "図書館は20時まで延長になりました。"),
    ("ジムの営業は 9 時から 21 時。", "ジムの営業は23時まで延長になりました。"),
    ("幼儿园最晚六点接孩子。", "接孩子的时间延长到七点了。"),
    ("图书馆晚上六点关门。", "图书馆开放时间延长到八点了。"),
    ("Nursery pick-up is until 6 pm", "Pick-up has been extended until 7 pm."),
    # A time moved with no bound is read as before.
    ("ユーザーは 17 時に保育園へ子供を迎えに行く。", "お迎えは19時に変更になりました。"),
    ("用户每天下午五点去幼儿园接孩子。", "接孩子改到六点了。"),
])
def test_a_bound_moved_replaces_a_bound_or_span(decided, old, new):
    assert decided(old, new, "project") == "update"
