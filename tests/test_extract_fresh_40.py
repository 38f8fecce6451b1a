"""The classes fresh_40's misses and noise showed (people who use agents in their jobs), each
in en/zh/ja where the language has it, beside look-alikes that must not change.

Noise: a lament about what the user goes through again and again, with a word of habit (每次
都搞到半夜 after 好累啊, いつも胃が痛い, "always gives me a stomach ache"); the user's promise to
come back to the agent (以后有问题还来找你, 今後も何かあったら相談しますね, "I'll come back to
you whenever I'm stuck"); a document of what is ahead named as the topic before a request
about one file at hand (今後の行事予定表ですが、このファイルだけは…, 以后的活动安排表,这个文件就…).

Rule misses: every piece of a kind of the user's own work, named first with where it is
published and no comma ("For my mod pages on Nexus use British spelling"); 我们这个… is the
user's own project, no pointer to the thing at hand. Facts: a role at its place ("I'm a
paralegal at a two-partner family law firm", 小さな法律事務所のパラリーガルです), the job at a
place with 担当 or a trade verb that goes on (物流センターで配車担当やってます, 中学校で英語を教え
ていて、…, 我在物流中心负责调度), the shop the user runs (和菓子屋をやってて, 我在商业街开了一家
小点心店), research at a graduate school (大学院で…の研究をしていて), how many the workplace has
("Our warehouse has two loading docks", 我们心内科病房一共二十四个护士), where the shop sells (我们
店在拼多多和抖音上都开了, "We sell on Etsy and Shopify"), the financial year ("The practice's
financial year ends on 30 June", 我们公司的财年到六月底结束), the user as the only one who
may do a thing (…できるのは私だけになります, 只有我能部署到生产环境). What must stay out
stays out with the learned second opinion and on the rules alone; what must be heard is
heard by the rules alone.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned


@pytest.mark.parametrize("text", [
    # a lament about what the user goes through again and again
    "每次月底对账都累死了。",
    "年底盘点真的好烦啊,每次都弄到凌晨。",
    "月末の締めはいつもしんどいんですよね。",
    "年度末はいつも胃が痛くなります…",
    "Tax season always gives me a stomach ache.",
    "Quarter-end is always exhausting.",
    # the user's promise to come back to the agent
    "太感谢了,下次有问题再来问你。",
    "你太靠谱了,以后有事还来找你。",
    "本当に頼りになります。今後も何かあったら相談しますね。",
    "助かりました!また何かあったら相談させてください。",
    "You're a lifesaver, I'll come back to you whenever I'm stuck.",
    # a document of what is ahead, then one file at hand in it
    "今後のスケジュールですが、この表だけは今のままにしてください。",
    "以后的排期表,只有这个文件保持原样。",
])
def test_the_fresh_40_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # look-alikes of the classes: one time, one place, one thing at hand, what went wrong
    "For my mod pages today use British spelling.",
    "For my next video use a darker thumbnail.",
    "For my pages on this site use British spelling.",
    "我们这个 bug 先别管。",
    "I'm a guest at a hotel this week.",
    "I'm a nurse at a clinic today, so keep it short.",
    "I'm a bit lost at the clinic.",
    "今日は店番をやっています。",
    "この病院の受付です。",
    "今日は倉庫で出荷担当をしています。",
    "今ピアノを教えていて、手が離せません。",
    "Our warehouse has two trucks stuck in traffic.",
    "Our ward has three nurses off sick today.",
    "我们病房今天有三个护士请假了。",
    "我们店在装修。",
    "We sell on Etsy today only.",
    "今天只有我能上线。",
])
def test_look_alikes_of_the_fresh_40_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # a rule beside a lament or a promise to come back keeps its own words
    "每次对账都好累,以后帮我把表格先整理好。",
    "以后有问题先问我,别直接改。",
    "今後も何かあったら、まず私に相談してください。",
    "今後の予定は共有カレンダーに入れてください。",
    "今後のPRでは、このファイルは触らないでください。",
    # every piece of a kind of the user's own work, named first with no comma
    "For my Etsy listings use metric sizes.",
    "For my client newsletters keep it under 300 words.",
    "For my videos on YouTube add chapters to the description.",
    # our own project
    "我们这个开源项目的 commit message 请用英文写。",
])
def test_the_fresh_40_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a role at its place
    "I'm a nurse at a small clinic.",
    "I'm a bookkeeper for a chain of three bakeries.",
    "I'm a dispatcher at a regional warehouse.",
    "小さな法律事務所のパラリーガルです。",
    "町の歯科医院の受付です。",
    # the job at a place, the shop the user runs, research at a graduate school
    "倉庫で出荷担当をしています。",
    "小学校で音楽を教えていて、合唱部も見ています。",
    "駅前でパン屋をやってます。",
    "研究室で脳科学の研究をしています。",
    "我在物流中心负责调度。",
    "我在商业街开了一家小点心店。",
    # how many the workplace has, where the shop sells, the financial year
    "Our warehouse has two loading docks.",
    "Our ward has twenty-four nurses.",
    "The depot has eleven vans.",
    "我们科室有六个医生。",
    "我们网店在淘宝和小红书上都开了。",
    "We sell on Etsy and Shopify, mostly handmade soap.",
    "Our financial year ends on 30 June.",
    "The firm's fiscal year runs April to March.",
    "我们公司的财年到六月底结束。",
    # the user as the only one who may do a thing, from a time named (a read fresh_17 message
    # the model trained with fresh_40 no longer heard)
    "来月から、経費を承認できるのは私だけになります。",
    "只有我能部署到生产环境。",
    "下个月开始,只有我有权限发版。",
])
def test_the_fresh_40_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)
