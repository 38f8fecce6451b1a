"""The classes fresh_50's misses and noise showed, each in en/zh/ja where the language has it,
beside look-alikes that must not change; and the class left alone after fresh_49: what the
user does with what happened after it, a bug seen or a step of the moment, stored as a lasting
fact or rule by the older rules that hear the doing (`facts.SELF_FACT`'s "I run", the habit of
"when I …").

What happens after the user's doing (`memdir.pipeline.extract.moment`): one refusal read by
`rules` before any rule that hears the doing, and by `facts.is_fact`.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.extract.facts import is_fact
from memdir.pipeline.extract.moment import happens_after
from memdir.pipeline.extract.rules import judge
from memdir.pipeline.extract.sayings import remarked


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # a bug seen: the user's doing, then what it did
    "I run npm install and it fails with EACCES.",
    "When I refresh the dashboard the chart disappears.",
    "Whenever I open the settings page, the sidebar vanishes.",
    "Every time I log in I get a blank page.",
    "I use the export button and it times out.",
    "我运行 npm install 就报 EACCES 错误。",
    "我一刷新仪表盘，图表就不见了。",
    "我每次刷新仪表盘，图表就不见了。",
    "npm install を実行すると EACCES で失敗します。",
    "ダッシュボードを更新すると、グラフが消えます。",
    # steps of the moment in a row
    "I use the staging db first, then the prod one.",
    "I check the logs first, then restart the worker.",
    "我先跑一下迁移，然后重启服务。",
    "まずマイグレーションを実行して、それからワーカーを再起動します。",
])
def test_what_happens_after_the_users_doing_stays_out(text: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)
    assert not is_fact(text)


@pytest.mark.parametrize("text", [
    "I run the tests before every push.",
    "I refresh the staging data every Monday.",
    "When I deploy, I tag the release first.",
    "Before every release I bump the version first, then tag it.",
    "I run a bakery and get up at four.",
    "I teach piano and the school pays me monthly.",
    "When we release, it goes to PyPI.",
    "我每周一刷新测试数据。",
    "我每次推送前都跑测试。",
    "我每次发版都先跑迁移，然后重启服务。",
    "毎週月曜にステージングのデータを更新しています。",
    "プッシュする前に毎回テストを実行しています。",
])
def test_what_the_user_does_that_lasts_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


def test_a_bug_seen_is_named_as_what_happens() -> None:
    assert judge("I run npm install and it fails with EACCES.") == (
        "says what happens, not what to do")


# The English rules-alone figure's step: the question `rules` skips first, before any word
# that a rule lasts is read (`memdir.pipeline.extract.question`, `.asked`); and the British
# words of lasting it then reads (`lasting.LASTING_SCOPE`).
@pytest.mark.parametrize("text", [
    # an order with "do", no question
    ("Gym club invoices go out on the 1st of the month, except the squad girls, who're billed "
     "termly. Do them that way whenever I ask for invoices."),
    "Do it this way every time you write a changelog.",
    # an order whatever mark ends it: the case it holds for said first with "please", a tag after
    ("Hi there. I'm a speech and language therapist and a while ago a mum read one of my "
     "reports, saw the word 'delayed' about her little boy and was in tears for a week. When "
     "you help me write reports, could you please start with what the child can do and say "
     "'emerging' rather than 'delayed'? Thank you so much."),
    "Whenever you draft a quote, could you please put the VAT on its own line?",
    "Always copy me in on supplier emails, okay?",
    ("想麻烦您一件事。上次帮族里修家谱，我把一位长辈名字里的一个字写错了，印出来才发现，被好几位"
     "老人说了。以后帮我整理家谱的时候，凡是拿不准的字都标出来让我核对，别自己猜，可以吗？谢谢您了。"),
    # what others ask, said of them, is no question of the user's
    "我们酒吧不接待未成年人，问能不能带孩子来的一律婉拒，这是店里的规矩。",
    "问是不是包邮的，统一回复满99包邮。",
    # "in future" and "for good"
    ("Absolute shocker of a day. Chainsaw chain snapped on the first job. In future, every quote "
     "I send says the price includes taking all the wood away unless it says otherwise."),
    ("Why does the tarot blurb keep saying 'predict your future'?? I read for reflection, not "
     "fortune telling. Take that phrase out for good."),
    "Drop the exclamation marks from the newsletter in future.",
])
def test_rules_asked_or_ordered_in_the_shape_of_a_question_are_heard(rules_alone: None,
                                                                      text: str) -> None:
    assert stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    "Do you always reply in French?",
    "Do people still use jQuery",
    "Do second shooters need their own contract",
    "Can you always see the staging logs? Thanks.",
    "Could you always run the linter before committing? Thanks!",
    "今後は毎回、見出しに日付を入れていただけますか？ありがとうございます。",
    "When you get a chance, could you please look at the build? Thanks.",
    "Could you keep it under 200 words? Thanks!",
    "When you get a chance, could you look at the build? Thanks.",
    "When you fix this, could you also update the docs? Thanks.",
    "Could you always put the command in its own code block?",
    "这个表能帮我改一下吗？谢谢。",
    "我想问能不能退款",
    "能不能帮我看看这个报错？谢谢。",
    "このファイル、直していただけますか？ありがとうございます。",
    "We left for good reason.",
    "Which features are planned in future releases?",
])
def test_look_alikes_of_the_question_step_stay_out(text: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # the round's own noise
    ("Until the soft play café's dishwasher is fixed, every party booking email should say "
     "we're on paper plates."),
    ("For this Saturday's bouncy castle bookings, never promise delivery before 10 - the van's "
     "in for its MOT."),
    "フェリーが欠航している間は、島のお客さんへの返信に必ず「配送が遅れます」と添えて。",
    "帮我给包车的王师傅写几句感谢的话，这次带团去新疆多亏他了。",
    "每年端午前后包粽子，手都得磨起泡，年年如此。",
    "魔术师永远不会说出自己的秘密，我那徒弟也一样，哈哈。",
    "马戏团的小丑每次一出场，我家孩子就吓得往我身后躲。",
    "競馬はもう二度とやりません…たぶん。",
    # the classes in other words and languages
    ("Until the church hall kitchen's dishwasher is fixed, every booking email should say "
     "bring your own cups."),
    "While the ferry's cancelled, always tell island customers deliveries are late.",
    "バスが運休している間は、予約の返信に必ず振替輸送の案内を入れてください。",
    "This Sunday, never book anyone into the back room.",
    "今度の土曜の予約は、10時前の配達を約束しないでください。",
    "帮我给李阿姨写几句祝福的话。",
    "给店里的张师傅写几句鼓励的话吧。",
    "The stall always floods in October - it's the same every year.",
    "年底对账总是熬到半夜，年年如此。",
    "毎年この時期はいつも手が荒れます、毎年のことです。",
    "Magicians never reveal their secrets, and my apprentice is just the same, haha.",
    "Every time the clown comes on, my little one hides behind me.",
    "ピエロが出てくるたびに、うちの子は私の後ろに隠れるんです。",
    "I'm never doing a double-header again, probably.",
])
def test_the_fresh_50_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "欠航の場合は、必ず返金の案内を添えてください。",
    "故障している機械には必ず札を掛けてください。",
    "Every Saturday, never promise delivery before 10.",
    "On Saturdays, never promise delivery before 10.",
    "毎週土曜の予約は、10時前の配達を約束しないでください。",
    "While a patient is being treated, never put calls through.",
    "客户投诉的话，先道歉再解释。",
    "每次都给司机写几句感谢的话。",
    "每次发版前都跑一遍测试，年年如此，你也照做。",
    "每次出门，我家孩子都要带水壶，记得提醒我。",
    "Every time you write to parents, my name goes at the bottom.",
    "二度とこの書き方はしないでください。",
    "再也不要在周五上线了。",
    "Never again send invoices by fax.",
])
def test_rules_beside_the_fresh_50_noise_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # the round's own facts and directives the rules missed
    ("The glamping site takes bookings through Pitchup and Airbnb, and the cleaners' changeover "
     "schedule lives on a shared Trello board."),
    "I'm registered blind and get about with a guide dog called Juno.",
    ("I'm on call for the coastguard rescue team most weekends, so I can vanish in the middle "
     "of things."),
    "さっき駅長と書いてしまいましたが、正確には無人駅の清掃を請け負っている者で、駅員ではありません。",
    "うちにはスマホもパソコンもなくて、ガラケーとFAXだけなんです。",
    "毎朝四時から牛乳配達をしているので、夜は九時には寝ています。",
    ("On the counter labels put the Polish name under the English one, like Pork shoulder / "
     "Łopatka wieprzowa. Half my regulars are Polish."),
    ("brilliant ta 🙌 keep the crazy golf socials like that - short, one joke max, opening times "
     "at the bottom"),
    # the classes in other words and languages
    "I'm registered blind.",
    "I'm on call for the lifeboat crew every other weekend.",
    "さっき店長と言ってしまいましたが、正確には週末だけ手伝っている者です。",
    "家にはパソコンもスマホもなくて、固定電話だけです。",
    "毎週末、朝市で野菜の販売をしているので、土日は返信が遅れます。",
    "On the price tickets put the weight under the price.",
    "Keep the newsletters like that - one page, no jokes.",
])
def test_the_fresh_50_facts_and_rules_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    "I'm on call tonight, so keep it short.",
    "さっき5時と書きましたが、正確には6時です。",
    "さっき5時と書いてしまいましたが、正確には6時です。",
    "今日はパソコンがなくて、スマホだけです。",
    "毎朝電車が遅れているので、困っています。",
    "On Monday, put the bins out.",
    "On this page, use the old logo.",
    "On the way home I put the shopping away.",
    "On MOB-412 only, keep the old field name; the rename can get its own ticket.",
    "Keep it like that.",
    "Keep the tab open like that while I check.",
])
def test_look_alikes_of_the_fresh_50_facts_and_rules_stay_out(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


def test_a_rule_asked_with_a_tag_and_no_prohibition_stays_a_question(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored("以后每次新建文件都帮我加上版权头,可以吗?")
    assert stored("以后每次新建文件都帮我加上版权头，别漏了，可以吗？")


# A preference or rule that gives its reason: the result is the reason, after because, since,
# otherwise, "or the …", 因为, 不然, 否则, ので, から, never what the user's doing did.
@pytest.mark.parametrize("text", [
    "I prefer tabs because the linter fails on spaces.",
    "I always pin numpy below 2 because the build breaks otherwise.",
    "I use Postgres 15 because the app crashes on 16.",
    "I never use the staging db because it times out constantly.",
    "When I deploy, use the blue-green script since the old one times out.",
    "When I run the tests locally, pass --no-cov because the coverage plugin crashes on M1.",
    "Whenever I open a PR, add the changelog label or the release bot fails.",
    "我总是锁定 numpy 版本，不然构建就失败。",
    "我们用 Postgres 15，因为升到 16 应用就崩溃。",
    "我提 PR 时记得加 changelog 标签，不然发布机器人就失败。",
    "スペースでインデントするとリンターが失敗するので、タブを使っています。",
])
def test_a_rule_with_its_reason_is_not_what_happens(rules_alone: None, text: str) -> None:
    assert not happens_after(text)
    assert stored(text)


@pytest.mark.parametrize("text", [
    "I run npm install and it fails with EACCES.",
    "When I refresh the dashboard the chart disappears.",
    "I click Save and nothing happens.",
    "我一刷新仪表盘，图表就不见了。",
    "ダッシュボードを更新すると、グラフが消えます。",
    "npm install を実行すると EACCES で失敗します。",
    "保存ボタンをクリックすると、画面が真っ白になります。",
])
def test_a_bug_seen_is_still_what_happens(text: str) -> None:
    assert happens_after(text)


# A recurrence said so at the end is small talk only with no schedule, price, policy or health
# fact before it; what the user's child does every time is a story, their health is not.
@pytest.mark.parametrize("text", [
    "我们每年一月涨一次价，年年如此。",
    "公司每年十二月底盘点库存，年年如此。",
    "每年三月花粉一多，我女儿的哮喘就会发作，年年如此。",
    "店は毎年1月に値上げします、毎年のことです。",
    "Every time he gets a jab, my little one runs a fever.",
])
def test_a_lasting_fact_said_to_recur_is_no_small_talk(text: str) -> None:
    assert not remarked(text)
    assert stored(text)


@pytest.mark.parametrize("text", [
    "每年端午前后包粽子，手都得磨起泡，年年如此。",
    "毎年この時期は手が荒れます、毎年のことです。",
    "Every time the clown comes on, my little one hides behind me.",
])
def test_a_recurrence_lamented_is_still_small_talk(text: str) -> None:
    assert remarked(text)
    assert not stored(text)
