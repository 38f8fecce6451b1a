"""The classes fresh_49's misses and noise showed (a school bus driver, a carer, a crossing patrol
rota, a dog walker, an HGV driver, a taxidermist, a ski patrol, a lighthouse museum, a funfair,
a car boot sale, a haunted maze; a knife grinder, a museum's guide rota, a cold-chain driver,
a 菌棚, a 相声社; 海女, 金継ぎ, りんご畑, 醤油蔵, 祭礼, 大工), each in en/zh/ja where the language
has it, beside look-alikes that must not change.

Facts said by what the user does, the weakest class round after round: the step that refused
them was `memdir.pipeline.extract.facts`' closed lists of verbs ("I live", "I use", 我写了三年,
使っています). `memdir.pipeline.extract.doing` opens the verb and shuts out instead what a
present verb says that does not last (the mind, feelings, wishes, speech, modals, a past, the
moment, the thing at hand), and hears it only with a sign that it lasts (how often, how long,
for a living, for whom), never with a result or a next step after it: what the user is doing
right now or a bug they see ("I click Save and nothing happens", 我在查服务器日志,
私がサーバーのログを調べています) is no fact about them. Beside it (`own_work`, `personal`,
`system`): who the user is, put right after a slip
(刚才说错了，我不是讲解员，…是负责…的; さっき…と書きましたが、正確には…です),
the computer the user does not have (我没有电脑), a licence passed said with 把,
the user's work from a day on instead of the old ("so I'm on the artic … from Monday
instead of the 7.5 tonner"), fields by their area (りんご畑を二町歩), each kind of the
work by its product, listed (予約はAirリザーブ、会計はfreee、…).

Directives: a standing instruction named ("Standing instruction for taxidermy enquiries: …":
`cues.NAMED_RULE`); 必ず written in kana (かならず: `lasting.DURABLE_CUES`); a label's parts
separated by ／ before "この順。" and a list's columns separated by slashes (`form`); what a
kind of document opens with, on a condition ("If the avalanche risk is 3 or higher, the
morning bulletin opens with the closed runs": `form`).

Small talk (`memdir.pipeline.extract.sayings`, `.decoys`): what the people of a trade always
say; what the user will never understand; fate against the user (老天爷专门跟我作对); what
befalls somebody on every such occasion, with "Without fail." after it; a person's habit
praised in the next sentence (ほんと尊敬します); people idling, told with a laugh (嗑瓜子，哈哈哈).
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.extract.facts import is_fact


@pytest.mark.parametrize("text", [
    # the round's own noise
    "Funfair lads always say the dodgems pay for everything else. Always.",
    "I will never understand people who turn up to a car boot at 6am with a pram.",
    ("Every Halloween somebody in the haunted maze gets walloped by a scared teenager. "
     "Without fail."),
    "每次一下雨，菌棚里的湿度就爆表，老天爷专门跟我作对。",
    "相声社的演员永远都在后台嗑瓜子，哈哈哈。",
    "大工の親方はいつも現場に一番乗りなんですよ。ほんと尊敬します。",
    # the classes in other words and languages
    "Old thatchers always say a roof tells you when it wants doing.",
    "老师傅们总说干这行靠的是耐心。",
    "I'll never understand people who book a table for eight and bring twelve.",
    "我永远搞不懂那些半夜打电话来问营业时间的人。",
    "夜中に営業時間を聞いてくる人のことは一生理解できません。",
    "It rains every time I put the stall out, the universe hates me.",
    "Every Christmas someone in the choir gets the giggles in the quiet bit. Without fail.",
    "親方はいつも誰よりも早く来るんですよ。ほんと尊敬します。",
    "The bar staff are always snacking behind the counter lol",
])
def test_the_fresh_49_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # what the user does, with any verb
    ("I drive the school bus out to the three farms on the ridge every morning. Could you "
     "write a polite note asking parents to have the kids at the lane end by 7:40?"),
    ("I look after my mum full time - she's got dementia - so I only ever get on the laptop "
     "after nine at night."),
    ("Scratch what I said earlier - I'm not out on a crossing anymore, I run the school crossing "
     "patrol rota for the council from the office now."),
    "I volunteer at the lighthouse museum.",
    "My partner and I share one Google Calendar for the walks.",
    "我在菜场门口磨剪子戗菜刀二十多年了，帮我写个小牌子：“周一歇业，其余照常”。",
    "我在镇上修鞋三十年了。",
    "夫が船を出して、私が潜っています。",
    "母が店番をして、私が帳簿をつけています。",
    # the same doing with a sign that it lasts: a frequency, a span of years, a role
    "I check the harbour moorings every morning.",
    "I fix bikes for a living.",
    "The kennels run off one spreadsheet, and my wife and I share the night checks.",
    "I walk dogs on weekdays for the neighbours.",
    "私が毎朝サーバーのログを調べています。",
    "私が十年、町の水道を直しています。",
    # who the user is, put right after a slip
    "刚才说错了，我不是讲解员，我在博物馆是负责排讲解员班的，自己已经不讲了。",
    "すみません、さっき漁師と書きましたが、正確には海女です。",
    # the computer the user does not have
    "我没有电脑，就一个老年机和我闺女换下来的旧平板。",
    # a licence passed, said with 把
    "今年总算把B2驾照考下来了🎉 现在跑县里到省城的冷链货车。",
    # the user's work from a day on, instead of the old
    ("Passed my class 1 today 🚛 so I'm on the artic for the haulage firm from Monday instead "
     "of the 7.5 tonner."),
    "I'm on the early round from next week instead of the late one.",
    "从下周一起我改跑长途，不跑市内了。",
    "来月からは夜勤ではなく日勤になります。",
    # fields by their area
    "りんご畑を二町歩やっていて、ふじと紅玉が中心です。",
    # each kind of the work by its product, listed
    "金継ぎ教室の予約はAirリザーブ、会計はfreee、生徒さんとのやりとりはLINE公式でやってます。",
])
def test_the_fresh_49_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a standing instruction named
    ("Standing instruction for taxidermy enquiries: if someone's offering a bird of prey or an "
     "owl, the reply asks for the Article 10 certificate before anything else. I don't even "
     "look at a specimen without one."),
    "Standing order for the shop's replies: the returns address goes at the bottom.",
    "长期规定：报价单最后一行写有效期。",
    # 必ず in kana
    ("あのー、祭礼の、えっと、回覧板の文章なんですけど、山車の曳行時間のとこに、えー、雨天の場合も"
     "かならず書いといてください、はい、毎年それで揉めるんで"),
    "作業日誌には、かならず天気も書いといて。",
    # a label's parts separated by ／, then この順
    "醤油のラベル表記：品名／原材料（丸大豆・国産小麦）／仕込み年、この順。",
    # a list's columns separated by slashes
    "采耳价目表：项目 / 时长（分钟）/ 价格，不写“起”。",
    "Price list: treatment / minutes / price.",
    "価格表：項目／時間／料金。",
    # what a kind of document opens with, on a condition
    ("If the avalanche risk is 3 or higher, the morning ski patrol bulletin opens with the "
     "closed runs, before the weather or anything else."),
    "On days when the ferry's cancelled, the daily briefing starts with the bus times.",
])
def test_the_fresh_49_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # what is done about a saying, fate or a habit said after it; the classes' words in rules
    "Clients always say they want it Friday, so put Friday on the quote.",
    "Never assume the customer understands the terms.",
    "老天爷总跟我作对，所以以后下雨天别排户外课。",
    "Every invoice gets a number. Without fail.",
    "Put the date at the top of the invoice. Every time.",
    # what the user does, said with words the rules knew already
    "I live in Leeds and work from home.",
    "I run the food truck on my own.",
    "我写 Go 三年了。",
    "Standing rule for this codebase: no bare excepts.",
    "豆腐のラベル：名称・原材料・消費期限、この順で。",
])
def test_rules_beside_the_fresh_49_classes_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    "I think the van's fine.",
    "I love how this turned out.",
    "I hope it stays dry for the fair.",
    "I drive to Leeds today.",
    "I fix this tonight.",
    "I added it to the list.",
    "I owe you one.",
    "I suspect the exclude pattern is wrong.",
    "我等了三年了。",
    "这个 bug 我找了两年了。",
    "私が困っています。",
    "今日は私が運転しています。",
    "我今天没带电脑。",
    "I'm on the late bus from Monday instead of the early one today.",
    "The report opened with an error.",
    "Path: usr/local/bin",
    "この件はA、あの件はB、その件はCです。",
    # what the user does at the moment, a bug seen or the steps of the work at hand: no sign
    # that it lasts, a result after it, or steps in a row
    "I click Save and nothing happens.",
    "I open the settings page and it crashes with a 500.",
    "I call the endpoint with curl and get an empty body.",
    "I type my email and the form says it's invalid.",
    "I check the nginx config and get back to you.",
    "Okay, I restart the worker and watch the queue.",
    "I paste the stack trace below.",
    "I grab a coffee first, then we look at the logs.",
    "I fix the flaky login test before lunch.",
    "I tidy up the README before the demo.",
    "Every morning I open the app and it crashes.",
    "我点保存没反应。",
    "我在查服务器日志。",
    "我先去倒杯咖啡然后看日志。",
    "私がサーバーのログを調べています。",
    "私が障害の原因を調査しています。",
    "ちょっと待ってください、私がビルドを直しています。",
    "私が今その設定を確認しています。",
])
def test_look_alikes_of_the_fresh_49_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "I think the van's fine.",
    "I love how this turned out.",
    "I drive to Leeds today.",
    "I added it to the list.",
    "I owe you one.",
    "我等了三年了。",
    "私が困っています。",
    "I click Save and nothing happens.",
    "I fix the flaky login test before lunch.",
    "I paste the stack trace below.",
    "我在查服务器日志。",
    "私が障害の原因を調査しています。",
])
def test_a_present_verb_of_the_mind_the_moment_or_the_past_is_no_fact(text: str) -> None:
    assert not is_fact(text)
