"""The classes fresh_46's misses and noise showed (a dry cleaner's, a print shop, a school bus
depot, an escape room, a bowling league, a ski school, a 快递驿站, a 保育園), each in en/zh/ja
where the language has it, beside look-alikes that must not change.

Noise, temporary on every write path (`memdir.pipeline.admission.occasion`,
`memdir.pipeline.admission.temporary`): a route or a road diverted or closed for works ("While
the 14 is diverted for the roadworks", 14路改道的时候, 工事で迂回している間は); through one
month's end ("Through the end of the month, never…"); one batch or lot (这批请柬, "for this
batch of invitations", このロットは). Small talk (`memdir.pipeline.extract.decoys`,
`memdir.pipeline.extract.cues.REMARK`): a word of habit said again alone after no rule ("…the
day before the wedding. Always.", 每次都这样。); what always goes wrong at the worst moment
("It's always the last job of the day that overruns", 偏偏每次…, いつも…に限って); a vow sworn
("Never eating a service-station sandwich again, I swear", …食べません、誓います); what the
people around the user always do, told with a laugh ("Our Tuesday league never starts on time
… 😂", 我们球队每次都迟到哈哈); a rush or a crowd that comes again (每次一下雪雪场就爆满，教练根本
不够用, "Every time it snows the slopes are packed", 雪が降るといつも満員です); praise of what the
agent always does, by comparison or admiration (你永远都这么有耐心，比我们店里的小姑娘强多了,
"… - better than my actual staff", さすがですね、毎回ほとんど直すところがないです).

Rule misses, directives (`memdir.pipeline.extract.asked`, `.form`, `.lasting`, `.surface`): a
rule asked as a question with its reason said after, or in Japanese with 。 ("Would you mind
always …? Half our customers…", 以后…能不能都…？客人老是…, …必ず添えてもらえますか。); one field
first, a part between, then another, and the parts a kind of thing must all have ("grid ref
first, six figures, then what3words", 取件码、货架号、营业时间，三样缺一不可); whatever of a kind
the agent writes, or on any of a kind ("Whatever kit list you write for a camp, …", "On any
product description, say …"); a rule remembered in passing ("While I think of it though -
…", 趁我还记得，…). Facts (`.trade`, `.facts`, `.system`, `.aside`): the years in a trade
("Eleven years a pest tech now", 做消杀快十年了, 鍵屋をやってもう二十年になります); a business
run by the user or the family (我在小区门口开了个快递驿站, 我们家开垂钓园的, 町のクリーニング店を
二代目としてやっています); a trade held beside another job or said with 私、 (我周末在雪场兼职
当滑雪教练, 私、鍵屋です; "I volunteer with our valley's mountain rescue team"); a job at a
public office (我在公证处做接待); a system by its product or maker ("The booking site is
WordPress with Bookly", 图书馆的系统是外包的…, 図書館のシステムは業者のパッケージで); who the
user is before a one-off request in the same sentence, kept alone ("I volunteer with … -
could you tidy up this kit list for Saturday's training?", 我在公证处做接待，这份材料清单你帮我
改…，今天要贴出去, 保育園で栄養士をしているのですが、…てもらえますか). And what holds now after a
sentence of what happened is kept alone, typed as what it is ("We retired Jenkins last week.
CI runs on GitHub Actions now.").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from heard import stored
from write_paths import PATHS

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract import extract_offline


@pytest.mark.parametrize("text", [
    # the round's own noise
    ("While the 14 is diverted for the roadworks, always tell parents pick-up is at the "
     "church car park, not the usual stop."),
    ("Through the end of the month, never book two rooms to start at the same time - we're a "
     "game master short."),
    "这批婚礼请柬，每一张的名字都要烫金，打样的时候每张都帮我核对一下。",
    "It's always the wedding dresses that come in the day before the wedding. Always.",
    "Never eating a service-station sandwich again, I swear.",
    "Our Tuesday league never starts on time, they're all too busy gossiping 😂",
    "每次一下雪雪场就爆满，教练根本不够用。",
    "你永远都这么有耐心，比我们店里的小姑娘强多了。",
    "さすがですね、毎回ほとんど直すところがないです。",
    # the classes in other words
    "14路改道的时候，都跟家长说在教堂停车场接。",
    "14番が工事で迂回している間は、お迎えは教会の駐車場とご案内してください。",
    "バスが迂回中は、お迎えは教会の駐車場とご案内してください。",
    "Through the end of the term, always send the register by nine.",
    "这批货每一箱都要贴标签。",
    "For this batch of invitations, always put gold foil on every name.",
    "Always.",
    "又把文件名写错了？每次都这样。",
    "It's always the last job of the day that overruns.",
    "偏偏每次都是婚纱在婚礼前一天才送来。",
    "いつも忙しい日に限ってドレスが持ち込まれるんです。",
    "Never pushing to main again, I swear.",
    "もう二度とサービスエリアのサンドイッチは食べません、誓います。",
    "The lads never turn up on time lol",
    "我们球队每次都迟到哈哈",
    "Every time it snows, the slopes are packed.",
    "雪が降るといつも満員です。",
    "You're always so patient - better than my actual staff.",
    "さすが、いつも的確ですね。",
])
def test_the_fresh_46_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "While the 14 is diverted for the roadworks, tell parents pick-up is at the church.",
    "While the bridge is closed for roadworks, tell drivers to use the bypass.",
    "Through the end of the month, never book two rooms at the same time.",
    "14路改道的时候，都跟家长说在教堂停车场接。",
    "14番が工事で迂回している間は、お迎えは教会の駐車場とご案内してください。",
    "这批请柬，名字都要烫金。",
    "For this batch of invitations, put gold foil on the names.",
    "このロットは、全部ラベルを貼ってください。",
    "While the 14 is diverted, tell parents pick-up is at the church.",
])
def test_a_diversion_a_month_s_end_and_one_batch_are_temporary_on_every_write_path(
        text: str) -> None:
    assert find_temporary(text)


@pytest.mark.parametrize("text", [
    # every diversion, a month's end inside a standing rule, every batch
    "Every time the 14 is diverted, tell parents pick-up is at the church.",
    "Whenever a route is diverted, text the parents before seven.",
    "每次改道的时候，都提前通知家长。",
    "迂回ルートは必ず地図で確認してください。",
    "Always close the books through the end of the month.",
    "每批货每一箱都要贴标签。",
    "For every batch of invitations, gold foil goes on the names.",
    "批评的话别写在报告里。",
    # a word of habit said again after a rule, what to test against, a rule beside a crowd,
    # a laugh or praise, a vow asked of the agent
    "tabs, not spaces. always",
    "Tabs, not spaces. Always.",
    "It's always the staging DB that you should test against.",
    "Our Tuesday league never starts on time, so always send the start time as 7:15.",
    "我们球队每次都迟到，以后通知里写早半小时哈哈",
    "Every winter the slopes are packed, so we hire extra instructors.",
    "每次一下雪雪场就爆满，所以提前一周把排课表发给学员。",
    "Never push to main again.",
    "二度と本番に直接プッシュしないでください、お願いします。",
    "さすがですね、毎回テストを書いてください。",
    "你永远都这么写，以后短一点。",
    "You always write too much - keep it shorter than my notes.",
])
def test_rules_beside_the_fresh_46_noise_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "Every time the 14 is diverted, tell parents pick-up is at the church.",
    "迂回中は、必ず保護者に連絡してください。",
    "每批货都要贴标签。",
    "Always close the books through the end of the month.",
])
@PATHS
def test_standing_rules_beside_the_fresh_46_occasions_are_durable(
        decided: Callable[[str, str], str], text: str) -> None:
    assert not find_temporary(text)
    assert decided("Releases go out on Tuesdays.", text) == "store"


@pytest.mark.parametrize("text", [
    # a rule asked as a question, with its reason after, or with 。 in Japanese
    ("Would you mind always putting the collection date in bold on the tickets? Half our "
     "customers only ever read that one line."),
    ("ta, that's spot on 👌 for the round sheet can you keep doing it by street rather than "
     "by day? the lads sort their own days out"),
    "以后取衣通知能不能都把单号放最前面？客人老是找不到。",
    "仕上がり日のご案内には、曜日も必ず添えてもらえますか。日付だけだと勘違いされる方が多いので。",
    "私が実行するコマンドは、いつも別のコードブロックに分けてもらえますか。",
    # one field first, a part between, then another; the parts it must all have
    "callout logs: grid ref first, six figures, then what3words if we've got it",
    "驿站取件短信：取件码、货架号、营业时间，三样缺一不可。",
    "Pickup texts: pickup code, shelf number, opening hours - all three.",
    "取置きのご連絡：受取番号、棚番号、営業時間、どれも欠かせません。",
    # whatever of a kind the agent writes, on any of a kind; a rule remembered in passing
    ("Whatever kit list you write for a camp, waterproofs go at the top. Someone turns up "
     "without one every single time."),
    "On any product description, say each piece is handmade and will vary a little.",
    ("Long day. The furnace tripped at ten and we lost a whole pot of colour. While I think "
     "of it though - on any product description, say each piece is handmade and will vary a "
     "little; we've had two returns. Right, bed."),
    "Before I forget, on any product description, say each piece is handmade.",
])
def test_the_fresh_46_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # the years in a trade
    ("Eleven years a pest tech now, mostly commercial kitchens and a handful of farms out "
     "towards Ely."),
    "Twelve years a postman now.",
    "刚给一家奶茶店灭完鼠回来——做消杀快十年了，什么店都跑过。",
    "鍵屋をやってもう二十年になります。",
    # a business the user or the family runs; a trade beside another job or said with 私、
    "我在小区门口开了个快递驿站，一天大概进六七百件。",
    "我们家开垂钓园的，一共十二个塘，黑坑和野钓都有。",
    "町のクリーニング店を二代目としてやっています。",
    "我周末在雪场兼职当滑雪教练⛷️，单板双板都教。",
    "今日も閉じ込みが三件。あ、私、鍵屋です、出張専門の。",
    "I volunteer with our valley's mountain rescue team.",
    "我在公证处做接待。",
    # a system by its product or its maker
    ("The booking site is WordPress with Bookly, and the puzzles in both rooms run on a "
     "couple of Arduinos I programmed myself."),
    "Our booking system is an off-the-shelf package.",
    "图书馆的系统是外包的套装软件，我只能导出 CSV。",
    "図書館のシステムは業者のパッケージで、私が触れるのはCSVの書き出しだけです。",
    # who the user is, before a one-off request in the same sentence
    ("I volunteer with our valley's mountain rescue team - could you tidy up this kit list "
     "for Saturday's training?"),
    "我在公证处做接待，这份材料清单你帮我改得通俗一点，今天要贴出去。",
    "保育園で栄養士をしているのですが、この献立のお便り、もう少し読みやすくしてもらえますか。",
])
def test_the_fresh_46_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize(("text", "kept"), [
    (("I volunteer with our valley's mountain rescue team - could you tidy up this kit list "
      "for Saturday's training?"), "I volunteer with our valley's mountain rescue team"),
    ("我在公证处做接待，这份材料清单你帮我改得通俗一点，今天要贴出去。", "我在公证处做接待"),
    ("保育園で栄養士をしているのですが、この献立のお便り、もう少し読みやすくしてもらえますか。",
     "保育園で栄養士をしている"),
])
def test_the_fact_is_kept_without_the_one_off_request_beside_it(text: str, kept: str) -> None:
    candidates = extract_offline([{"role": "user", "content": text}])
    assert [(c.type, c.description) for c in candidates] == [("user", kept)]


@pytest.mark.parametrize(("text", "kept"), [
    ("We retired Jenkins last week. CI runs on GitHub Actions now.",
     "CI runs on GitHub Actions now"),
    ("上周我们把 Jenkins 下线了。现在 CI 跑在 GitHub Actions 上。",
     "现在 CI 跑在 GitHub Actions 上"),
    ("先週Jenkinsを廃止しました。今はCIはGitHub Actionsで動いています。",
     "今はCIはGitHub Actionsで動いています"),
])
def test_what_holds_now_is_kept_without_the_history_before_it(text: str, kept: str) -> None:
    candidates = extract_offline([{"role": "user", "content": text}])
    assert [(c.type, c.description) for c in candidates] == [("project", kept)]


@pytest.mark.parametrize(("text", "kept"), [
    # no time named: the two halves are one correction
    ("No, not Jest. Use Vitest.", "No, not Jest. Use Vitest"),
    ("不用 Jest 了。用 Vitest。", "不用 Jest 了。用 Vitest"),
])
def test_a_correction_in_two_sentences_with_no_time_stays_one(text: str, kept: str) -> None:
    assert [c.description for c in extract_offline([{"role": "user", "content": text}])] \
        == [kept]


@pytest.mark.parametrize("text", [
    # look-alikes: a question alone, a step order, a list of what happened, a thing pointed
    # at, what was thought, a time ago, a system's state, one's mood before a request
    "Could you always run the linter before committing?",
    "Could you always run the linter before committing? Thanks!",
    "今後はコメントを英語で書いてもらえますか?",
    "以后能不能都用英文写注释?",
    "Can you find out why the cron job skipped? It ran fine last week.",
    "Run the tests first, lint, then deploy.",
    "I bought eggs, milk and bread - all three were off.",
    "这次的短信：取件码、货架号、营业时间，三样缺一不可。",
    "Whatever you think, the invoice is paid.",
    "On any day but Friday, the shop opens at nine.",
    "Whatever list you wrote yesterday, I lost it.",
    "While I think of it, the kiln is booked on Friday.",
    "Eleven years ago now, we moved here.",
    "我们家开车去的。",
    "我今天兼职当了一天服务员。",
    "私、困ってます。",
    "I volunteer with the kids today.",
    "The booking site is down again.",
    "The booking site is slow with Chrome and Firefox.",
    "这个系统是外包的吗？",
    "このシステムは業者のパッケージです。",
    "I'm tired - could you keep it short?",
    "I'm on the train, could you keep it short today?",
    "今日は外出先なのですが、この資料を直してもらえますか。",
])
def test_look_alikes_of_the_fresh_46_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # what a team does as a way of working, said with a laugh, is no story of what goes wrong
    "Our team always ships on Fridays lol",
    # a batch job is a kind of job; a batch from now on lasts
    "For this batch job, always set the timeout to an hour.",
    "这批新人以后都要先培训。",
])
@PATHS
def test_a_habit_laughed_at_a_batch_job_and_a_batch_from_now_on_are_lasting(
        decided: Callable[[str, str], str], text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(learned, "models", lambda: {})
    assert stored(text)
    assert not find_temporary(text)
    assert decided("Releases go out on Tuesdays.", text) == "store"


def test_what_the_agent_is_able_to_see_is_asked_not_a_rule(rules_alone: None) -> None:
    assert not stored("Can you always see the staging logs? I can't from my laptop.")
    assert not stored("Could you always see the staging logs? I couldn't yesterday.")


def test_a_rule_asked_as_a_question_is_heard_beside_a_reason_heard_itself(
        rules_alone: None) -> None:
    candidates = extract_offline([{"role": "user", "content": (
        "Could you always use British spelling? Our readers are in the UK.")}])
    assert "Could you always use British spelling" in [c.description for c in candidates]
