"""The classes fresh_42's misses and noise showed (workplaces off the software path: dispatch,
translation, teaching, a newspaper's desk, a clinic's front desk, a small online shop), each in
en/zh/ja where the language has it, beside look-alikes that must not change; and three
leftovers of fresh_41's round.

Noise: a rule inside the weekend or week of one event ("Over the migration weekend, …", 机房
搬迁那个周末, 移行の週末は) or until one event with its day ("Until the publisher demo on Friday,
…"); the old way back from a day named ("From Monday it's the normal runbook again", 下周一起就
恢复原来的流程, 月曜からは通常どおりです); thanks for what the agent always does, the thanks first
or said with くれて ("Thanks - you always catch…", 谢谢你，每次都能帮我…, いつも英語で書いてくれて
ありがとう); what other people always ask ("my Year 7s always ask whether…"); what happened once
when something was done (…したら一晩で…超えました).

Rule misses: "don't ever" as an order; anything from one source ("On anything from the X
account, …"); which source wins ("their glossary wins", 以…为准); what the team trains, builds
or tests on; every piece of a kind named first (…练习卷，每份最后都…); one way chosen over
another (就用“您好”，别用“亲”); the lesson after a reproach of something done again (怎么又…？
稿子里这个必须分清; なんでまた…んですか。…一回までにしてください); a reminder said without 过
(我都说好几次了). Facts: a lasting condition said with its kind or degree ("red-green
colour-blind", "partially deaf", "dyslexic"), also after an apology; the user's own shop and the
work done alone (我自己在淘宝开了家…, 都是我一个人); the job at a place's part or at a company
(クリニックの受付で…をしています, 翻訳会社で…をやっています), the department and the user's part
(…部にいて、…のが担当です).

Leftovers: 别 inside 特别 or 区别 is no prohibition; two kept clauses a picture cut apart are one
memory.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import OLD_WAY_BACK, find_temporary
from memdir.pipeline.extract import extract_offline


@pytest.mark.parametrize("text", [
    # a rule inside the weekend or week of one event, or until one event with its day
    "Over the launch weekend, never deploy without me on the call.",
    "Until the board meeting on Thursday, always show the draft figures.",
    "系统升级那个周末，数据库一律不许重启。",
    "移転の週末は、サーバーを絶対に止めないでください。",
    "システム切り替えの夜は、必ず私に電話してください。",
    # the old way back from a day named, after a rule
    "Always ask me before restarting the primary. From Tuesday it's the normal runbook again.",
    "所有合并都要我批准。下周一起就恢复原来的流程。",
    "チケットは勝手に閉じないでください。月曜からは通常どおりです。",
    # thanks for what the agent always does
    "Thanks – you always spot the bits I'd miss.",
    "Thank you - you always explain it so clearly.",
    "谢谢你，每次都能把我的草稿改得这么通顺。",
    "多谢，总是能帮我找到漏掉的引用。",
    "いつも英語で書いてくれてありがとう",
    "いつも丁寧に直してくれてありがとう。",
    "いつも日本語で返してくれてありがとうございます。",
    # what other people always ask
    "my students always ask whether the homework is marked by a robot",
    "Our customers always ask if we ship to Ireland.",
    # what happened once when something was done
    "ブログを公開したら一日でアクセスが千件を超えました！",
    "新しい版を出したら、問い合わせが半分に減りました。",
    "動画を上げたら一晩で再生数が1万を超えました。",
    # a reminder of something that asks nothing, with 别 inside a word
    "部署脚本特别慢，跟你说过好几次了。",
    "这两个接口的区别，我都讲过很多次了。",
])
def test_the_fresh_42_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # look-alikes of the classes: the user's own wish, one occasion, one thing pointed at, a
    # contest, a past, one day, what happened, a complaint with no rule, one fix asked
    "I don't ever want to see that error again.",
    "On anything from yesterday, I've already replied.",
    "For anything from this morning's batch, check the totals.",
    "The blue team wins again.",
    "以这个为准。",
    "Their version won the vote.",
    "We test it tomorrow.",
    "We built on sand, honestly.",
    "练习卷，每份都印错了。",
    "这次的练习卷，每份都要检查。",
    "这个函数别用递归，用循环。",
    "这次用 pnpm，别用 npm。",
    "怎么又挂了？修一下。",
    "Why is the build red again? Fix it.",
    "Why do you keep asking? Just do it.",
    "这个 bug 我都说好几次了。",
    "服务器又挂了，我都说好几次了。",
    "这个页面特别卡，我都说过好几遍了。",
    "Sorry, I'm late again.",
    "Sorry if that was rude.",
    "今天都是我一个人。",
    "我自己在店里，今天没人来。",
    "今日はこの病院の受付で手続きをしています。",
    "今日は受付にいて、電話を取るのが担当です。",
])
def test_look_alikes_of_the_fresh_42_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # rules beside these classes keep their own words
    "Thanks - you always have to run the linter before pushing.",
    "谢谢，每次都要先跑测试再提交。",
    "いつも英語で書いてくれると助かります。",
    "これからも英語で書いてくれると嬉しいです。",
    "My students always ask whether it's marked by a robot, so always add a note that I marked it.",
    "テストが落ちたら、必ず教えてください。",
    "リリースしたらタグを打つことにしました。",
    "每次上线那个周末都不要发版。",
    "周末不要给我发消息。",
    "週末は連絡しないでください。",
    "Always write tests first. From Monday the CI runs on GitHub Actions.",
    "别在主分支上直接改，跟你说过很多次了。",
])
def test_rules_beside_the_fresh_42_classes_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # "don't ever" as an order
    "Don't ever book two jobs on the same morning, the van can't do both.",
    "Please don't ever reuse the same password across client accounts.",
    # anything from one source
    "For anything from the legal team, their wording stays as it is.",
    "On anything from Kessler & Co, keep their spelling of product names.",
    # which source wins
    "The client's style guide takes precedence.",
    "Their termbase wins, even over our glossary.",
    "The publisher's house style has the final say.",
    "译名以出版社的译名表为准。",
    "术语以客户给的词汇表为准。",
    # what the team trains, builds or tests on
    "We test on real Android devices, not emulators.",
    "We train on four V100s in the basement.",
    "We build with Bazel across the whole monorepo.",
    # every piece of a kind named first, then each one
    "给高一出的周测卷，每张最后都留一道开放题。",
    # the lesson after a reproach of something done again
    "怎么又在标题里加句号了？标题里这个必须去掉。",
    "为啥又把日期写成斜杠了？报告里这个必须写成横杠。",
    "なんでまた「と思います」ばかりなんですか。くどいので、一段落に一回までにしてください。",
    # a rule with the reminder said without 过
    "稿子里的地得必须分清，我都说好几次了。",
    "提交信息必须写英文，我都说好多遍了。",
])
def test_the_fresh_42_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a lasting condition with its kind or degree, also after an apology
    "Sorry for the mess earlier - I'm dyslexic, so I mix up letters.",
    "Sorry, I'm partially deaf, so voice notes don't work for me.",
    "不好意思，我是色弱，图表里的红绿我分不清。",
    "すみません、色弱なので赤と緑の区別がつきません。",
    # the user's own shop, the work done alone
    "我自己开了家小咖啡馆。",
    "我自己在小红书上开了家卖手作饰品的店。",
    "剪辑和上传都是我一个人。",
    # the job at a place's part or at a company, the department and the user's part
    "市役所の窓口で住民票の発行をしています。",
    "出版社で校正をやっています。",
    "経理課にいて、請求書をまとめるのが担当です。",
])
def test_the_fresh_42_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "Over the migration weekend, never restart the primary.",
    "Until the publisher demo on Friday, always build with the overlay off.",
    "机房搬迁那个周末，主库不许重启。",
    "移行の週末は、本番DBを再起動しないでください。",
])
def test_the_span_of_one_event_is_temporary_on_every_write_path(text: str) -> None:
    assert find_temporary(text)


@pytest.mark.parametrize("text", [
    # every one's week, a launch with no day (a decision of the project), every weekend
    "During the week, keep replies short.",
    "Over the school week, only message me after 4pm.",
    "Until the 2.0 launch, keep the old API.",
    "每次上线那个周末都不要发版。",
    "週末は連絡しないでください。",
])
def test_a_span_of_every_time_is_not_temporary(text: str) -> None:
    assert find_temporary(text) is None


@pytest.mark.parametrize("text", [
    "From Monday it's the normal runbook again.",
    "下周一起就恢复原来的流程。",
    "月曜からは通常どおりです。",
])
def test_the_old_way_back_from_a_day_is_one_scopes_end(text: str) -> None:
    assert OLD_WAY_BACK.search(text)
    assert find_temporary(text)


def _kept(text: str) -> list[str]:
    candidates = extract_offline([{"role": "user", "content": text}])
    return [d.candidate.description for d in decide(candidates, []) if d.accepted]


@pytest.mark.parametrize("text", [
    "我们安全组就三个人😂 要管全公司两千多台终端",
    "我们小组就两个人😂 要维护全公司的打印机",
])
def test_two_kept_clauses_a_picture_cut_apart_are_one_memory(rules_alone: None,
                                                              text: str) -> None:
    assert len(_kept(text)) == 1, _kept(text)


@pytest.mark.parametrize("text", [
    # a new topic after the picture stays a memory of its own
    "以后回复都用中文🙏 另外代码注释用英文",
    "以后回复都用中文。🙏 以后代码注释也用中文。",
])
def test_a_new_topic_after_a_picture_stays_apart(rules_alone: None, text: str) -> None:
    assert len(_kept(text)) == 2, _kept(text)
