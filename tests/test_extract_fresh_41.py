"""The classes fresh_41's misses and noise showed (homes, hobbies, freelancers, trades), each
in en/zh/ja where the language has it, beside look-alikes that must not change.

Noise: the old way back said as a sentence of its own after a rule, which then holds for that
scope only ("… during the audit. Normal rules after that.", 演练结束后就恢复正常, 終わったら通常
どおりで); praise of what the agent always does opened by the thanks ("Thanks, you always
have good ideas"); thanks for what the agent always gives, named (いつも的確なアドバイスありが
とうございます), and relying on it from now on (これからも頼りにしてます, 以后也靠你了).

Rule misses: what every new one of a kind is made with ("New screens in the iOS app are
SwiftUI; the UIKit ones only get bug fixes"); a rule said again with the reminder that it was
said before (我们这个固件仓库一直是四个空格，说过好几次了); an emoji typed as a full stop (…書い
てね🍞 グラムだけだと…); a filler before a fact ("lol yeah …", "yeah I'm the only …": the
laugh is how it was typed). Facts: the household ("We're a family of five", 我们家四口人), the
user's business of one ("I'm a one-man joinery business outside Norwich"), a record of the
user's sport (フルマラソンは3回走ったことがあって、ベストは3時間58分です, "I've done two
triathlons", 全马跑过三次). What must stay out stays out with the learned second opinion
and on the rules alone; what must be heard is heard by the rules alone.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import OLD_WAY_BACK, find_temporary
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.personal import is_personal
from memdir.pipeline.extract.sentences import sentences


@pytest.mark.parametrize("text", [
    # the old way back said after a rule: the rule holds for that scope only
    "Never auto-close anything on the findings board during the audit. Normal rules after that.",
    "Keep every alert on my phone during the red-team exercise; usual process once it's over.",
    "发布冻结的时候，所有合并都要我批准。冻结结束就恢复原样。",
    "红队演练的时候，告警都只发给我。演练结束后就恢复正常。",
    "監査の間は、チケットを勝手に閉じないでください。終わったら通常どおりで。",
    "棚卸しのあいだは、在庫の数字を毎回私に確認してください。終わったらいつもどおりでいいです。",
    # praise of what the agent always does, opened by the thanks
    "Thanks, you always have good ideas.",
    "Thank you, you always know just what to suggest.",
    "Cheers, you're always so quick.",
    # thanks for what the agent always gives, named; relying on it from now on
    "いつも的確なアドバイスありがとうございます。",
    "いつも丁寧な説明をありがとう。",
    "これからも頼りにしてます。",
    "以后也靠你了。",
])
def test_the_fresh_41_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # look-alikes of the classes: one state, one owner, one stay, one day's news, a laugh
    # with nothing to keep, a reminder of one thing at hand, news said again
    "New screens in the iOS app are broken.",
    "New hires are Tom's problem.",
    "We're a family of five at the hotel.",
    "我们家四口人都感冒了。",
    "今日のベストは5分でした。",
    "ベストを尽くします。",
    "今天的最好成绩是五分钟。",
    "I'm a one-man band today.",
    "这个 bug 我说过好几次了。",
    "我都说过好几次了。",
    "lol yeah that's always the way.",
    "haha I'm the only one here today.",
    "今日は早く寝てね🌙",
    "The tests were flaky, I've said it before.",
])
def test_look_alikes_of_the_fresh_41_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # a rule beside these classes keeps its own words
    "Thanks, you always have to run the linter before pushing.",
    "Always write tests first. Normal rules apply to hotfixes.",
    "今後も何かあったら、まず私に相談してください。",
])
def test_rules_beside_the_fresh_41_classes_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # what every new one of a kind is made with
    "New screens in the iOS app are SwiftUI; the UIKit ones only get bug fixes.",
    "New services are Go.",
    "New endpoints in the API are GraphQL, the REST ones stay as they are.",
    # a rule said again, with the reminder that it was said before
    "我们这个固件仓库一直是四个空格，说过好几次了。",
    "我们这个仓库一直是 UTF-8，说过好几次了。",
    "我们这个库一直是 MIT 协议，跟你说过好几遍了。",
    # an emoji typed as a full stop
    "パンのレシピは全部ベーカーズパーセントで書いてね🍞 グラムだけだと比率が分からないので",
    "レシピは全部グラムで書いてね🍰",
])
def test_the_fresh_41_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a filler or a laugh before a fact
    "lol yeah I'm the only data engineer",
    "yeah I'm the only designer on the team",
    # the household
    "We're a family of five, kids aged 4, 9 and 13.",
    "We're a household of three.",
    "我们家四口人，我老公上夜班。",
    "我家一共五口人。",
    # the user's business of one
    "I'm a one-man joinery business outside Norwich.",
    "I'm a one-woman bakery business in Leeds.",
    "I'm a sole trader.",
    # a record of the user's sport
    "フルマラソンは3回走ったことがあって、ベストは3時間58分です🏃",
    "ハーフマラソンは5回完走したことがあります。",
    "I've run three marathons.",
    "I've done two triathlons.",
    "我全马跑过三次，最好成绩是三小时五十八分。",
    "我半马跑过两次。",
])
def test_the_fresh_41_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# --- what these rules took too widely -------------------------------------------------------

def _kept(text: str) -> list[str]:
    """What offline extraction and admission keep of ``text``: each memory's description and
    type."""
    candidates = extract_offline([{"role": "user", "content": text}])
    return [f"{d.candidate.type}: {d.candidate.description}"
            for d in decide(candidates, []) if d.accepted]


@pytest.mark.parametrize("text", [
    # the old way back said of every time is a step of the routine, not one scope's end
    "每次部署完成都恢复原来的配置文件。",
    "以后每次压测结束就恢复原样，不用问我。",
    "每回デプロイが終わったら通常どおりの設定に戻してください。",
    "毎回、棚卸しが終わったらいつもどおりの表示に戻してください。",
    "Always restore the usual settings afterwards once it is over.",
    "Every release, go back to normal settings afterwards once it's over.",
])
def test_the_old_way_back_said_of_every_time_is_no_scope(text: str) -> None:
    assert find_temporary(text) is None
    assert not OLD_WAY_BACK.search(text)


@pytest.mark.parametrize("text", [
    # one scope's end stays one (以后 after 结束 is "after", no every time)
    "审计结束以后就恢复原来的流程。",
    "压测结束以后就恢复原样。",
    "終わったら通常どおりで。",
    "Normal rules after that.",
    "After that it's back to normal.",
])
def test_the_old_way_back_of_one_scope_is_still_heard(text: str) -> None:
    assert find_temporary(text)
    assert OLD_WAY_BACK.search(text)


def test_an_every_time_word_in_another_sentence_keeps_the_old_way_back() -> None:
    assert find_temporary("每天都跑测试。演练结束就恢复原样。")


@pytest.mark.parametrize(("text", "kept"), [
    # a symbol named as what to write is a word of the clause, not its full stop
    ("Always prefix release notes with ⚠ when something breaks backwards compatibility.",
     "when something breaks backwards compatibility"),
    ("From now on, mark done items with ✓ and failed ones with ✗ in the checklist.",
     "failed ones with ✗"),
    ("以后提交信息里用 ✨ 表示新功能，用 🐛 表示修复。", "用 🐛 表示修复"),
    ("Always use ➜ as the prompt in examples, never $.", "never $"),
])
def test_a_symbol_inside_a_rule_keeps_the_rule_whole(rules_alone: None, text: str,
                                                      kept: str) -> None:
    assert any(kept in memory for memory in _kept(text)), _kept(text)


@pytest.mark.parametrize(("text", "parts"), [
    ("Always prefix release notes with ⚠ when something breaks backwards compatibility.", 1),
    ("以后提交信息里用 ✨ 表示新功能，用 🐛 表示修复", 1),
    ("mark done items with ✓ and failed ones with ✗ in the checklist", 1),
    ("チェック済みの項目には ✓ を付けてください。", 1),
    # (a symbol typed as a full stop still ends one)
    ("パンのレシピは全部ベーカーズパーセントで書いてね🍞 グラムだけだと比率が分からないので", 2),
    ("Ship it ✅ Next, tag the release.", 2),
    ("以后回复都用中文🙏 另外代码注释用英文", 2),
])
def test_where_a_symbol_ends_a_sentence(text: str, parts: int) -> None:
    assert len(sentences(text)) == parts, sentences(text)


@pytest.mark.parametrize("text", [
    # a complaint with the reminder that it was said before asks nothing that lasts
    "部署脚本又挂了，跟你说过好几次了。",
    "张三还没交周报，我都提过好几次了。",
    "测试覆盖率太低了，强调过很多次了。",
    "这个接口又超时了，我都说过好几遍了。",
    "文档还是没更新，跟你讲过很多次了。",
])
def test_a_reminder_alone_is_no_lasting_rule(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not any(m.startswith("feedback") for m in _kept(text)), _kept(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not any(m.startswith("feedback") for m in _kept(text)), _kept(text)


@pytest.mark.parametrize("text", [
    # a rule said again still is one
    "提交信息都用英文写，说过好几遍了。",
    "别在主分支上直接改，跟你说过很多次了。",
    "我们组一直用 pnpm，说过好几次了。",
])
def test_a_rule_said_again_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a best of no sport, or not the user's
    "我们公司去年最好成绩是3个亿。",
    "最好成绩是3分钟就修好了bug，哈哈",
    "我修bug的最好成绩是3分钟。",
    "我们队今年最好成绩是第三名。",
    "このAPIのベストは3秒です。",
    "ブランチのビルドのベストは3分です。",
])
def test_a_best_of_no_sport_of_the_user_is_no_fact(text: str) -> None:
    assert not is_personal(text)


@pytest.mark.parametrize("text", [
    "我全马跑过三次，最好成绩是三小时五十八分。",
    "我的全马最好成绩是3小时58分。",
    "我5公里的最好成绩是22分钟。",
    "我最好成绩是半马1小时45分。",
    "フルマラソンは3回走ったことがあって、ベストは3時間58分です🏃",
    "ベンチプレスの自己ベストは100kgです。",
])
def test_a_best_of_the_users_sport_is_a_fact(text: str) -> None:
    assert is_personal(text)
