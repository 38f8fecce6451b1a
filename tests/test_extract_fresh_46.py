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
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from heard import stored
from write_paths import PATHS

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


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
