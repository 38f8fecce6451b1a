"""The classes fresh_45's misses and noise showed (an optician's, a riding school, a funeral
director, motor claims, removals, kennels, a dairy, lift maintenance), each in en/zh/ja
where the language has it, beside look-alikes that must not change.

Noise, temporary on every write path (`memdir.pipeline.admission.occasion`): while one place
or thing is under works ("While the indoor arena's being resurfaced", 室内馆翻修的这段时间,
屋内馬場の改修中は); one case named by its party ("On the Hartley claim, …", 哈特利先生那单理
赔上, ハートリー様の案件では); a message to one person named with a title about one day ("Write
to Mrs Adeyemi confirming the service … on Thursday", 给王女士写条消息，确认周四…, 田中様に木曜
…). Small talk (`memdir.pipeline.extract.decoys`): thanks for what the agent always does, said
as how much it helps or as admiration (いつも丁寧に直してくれて、本当に助かってます, 你总是能…，
佩服, "You always … - impressive."); a vow taken back as a joke (…开玩笑的，哪能不接, "… - just
kidding", …、なんてね); the user's wish never again to go through what they just did (もう二度と
真夏に冷蔵庫を三階まで運びたくないです…, 我再也不想…了, "I never want to … again"); what the
animals in the user's care always do, told as a story ("The dogs always know when it's
Friday", 每次给马洗完澡它都要去沙地里打个滚).

Rule misses, directives: a step of every day or part of one ("Send owners a photo every
evening", 每天晚上给主人发…); one field first, then another, and the order of a kind of thing's
parts ("latin name first then the common name", 先写梯号，再写…，最后写…, S・C・AXの順); 一定
with what to write, a must (一定写明…); the lesson after a reproach of something done again,
with no pointer and no one fix (なんでまた…んですか。撮影日と…を先頭に付けてください). Facts: the
trade named by its noun ("I'm a funeral director", "i'm a claims handler for a motor insurer",
我做电梯维保的); a licence or qualification held (一アマを持っていて、主にHFで交信しています).
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
    ("While the indoor arena's being resurfaced, always say the lesson is in the outdoor "
     "school on any confirmation you send."),
    ("On the Hartley claim, quote the excess as £250 every time it comes up - they paid for "
     "the reduced excess."),
    ("Write to Mrs Adeyemi confirming the service at St Luke's on Thursday at eleven, with the "
     "cars leaving her house at half ten."),
    "The dogs always know when it's Friday. Absolute chaos in the runs this morning.",
    "每次给马洗完澡它都要去沙地里打个滚，白洗了哈哈",
    "你总是能把我的大白话改得这么体面，佩服。",
    "以后再也不接半夜的活了……开玩笑的，哪能不接。",
    "いつも丁寧に直してくれて、本当に助かってます。",
    "もう二度と真夏に冷蔵庫を三階まで運びたくないです…",
    # the classes in other words
    "While the pool is closed for repairs, send swimmers to the leisure centre.",
    "室内馆翻修的这段时间，确认短信里都写课在室外场上。",
    "泳池维修的时候，通知里都写去隔壁体育馆。",
    "屋内馬場の改修中は、確認メールに屋外で行うと必ず書いてください。",
    "馬場を張り替えている間は、レッスンは屋外と伝えてください。",
    "For the Okafor removal, the piano goes on the van last.",
    "哈特利先生那单理赔上，每次提到免赔额都写 250 镑。",
    "ハートリー様の案件では、免責額は毎回250ポンドと書いてください。",
    "Email Dr Shah to confirm the fitting on Friday at two.",
    "给王女士写条消息，确认周四上午十一点的告别仪式。",
    "田中様に木曜11時の告別式の確認メールを書いてください。",
    "You always make my scrappy notes sound professional - impressive.",
    "你每次都能一眼看出问题，太厉害了。",
    "いつも早く返してくれて助かります。",
    "From now on I'm never answering the phone after nine. Just kidding.",
    "From now on I'm never answering the phone after nine - just kidding.",
    "今後は夜の電話には出ません、なんてね。",
    "今後は夜の電話には出ません。冗談です。",
    "我再也不想大夏天把冰箱搬上三楼了……",
    "I never want to carry a fridge up three flights in August again.",
    "Our horses always find the one muddy patch after a wash.",
    "Send me the forecast every morning during the training camp.",
])
def test_the_fresh_45_noise_stays_out(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "While the indoor arena's being resurfaced, say the lesson is in the outdoor school.",
    "While the pool is closed for repairs, send swimmers to the leisure centre.",
    "室内馆翻修的这段时间，确认短信里都写课在室外场上。",
    "屋内馬場の改修中は、確認メールに屋外で行うと書いてください。",
    "On the Hartley claim, quote the excess as £250.",
    "哈特利先生那单理赔上，免赔额写 250 镑。",
    "ハートリー様の案件では、免責額は250ポンドと書いてください。",
    "Write to Mrs Adeyemi confirming the service on Thursday at eleven.",
    "给王女士写条消息，确认周四上午十一点的告别仪式。",
    "田中様に木曜11時の告別式の確認メールを書いてください。",
])
def test_works_a_case_and_a_message_of_one_day_are_temporary_on_every_write_path(
        text: str) -> None:
    assert find_temporary(text)


@pytest.mark.parametrize("text", [
    # every works, every case of a kind, a party named for good, every such day
    "每次装修的时候，都要提醒客户拍照留底。",
    "On windscreen claims, always quote the excess as £95.",
    "On the claims desk, quote the excess every time it comes up.",
    "On the Hartley account, always copy their broker.",
    "车险的理赔里，免赔额每次都要写清楚。",
    "車両保険の案件では、免責額を必ず書いてください。",
    "Write to Mrs Adeyemi on Thursdays.",
    "Always copy Mrs Adeyemi on emails about Thursday services.",
    "给王女士发消息的时候，称呼用王女士，别用亲。",
    "田中様へのメールは必ず敬語で書いてください。",
    # a request for what the agent always does, a rule beside thanks, a rule taken back
    # from a joke, a preference never again, what the animals need
    "いつも丁寧に直してくれると助かります。",
    "你总是把回复写得太长，以后短一点。",
    "You always make the summaries too long - keep them under five lines.",
    "开玩笑的，以后提交信息都用英文写。",
    "Just kidding, from now on use pnpm.",
    "以后回复里别开玩笑，正式一点。",
    "Don't use jokes like \"just kidding\" in commit messages.",
    "今後は冗談を言わないでください。",
    "二度とこのライブラリは使わないでください。",
    "二度とこのライブラリは使いたくないです。",
    "The horses always need hay before turnout.",
    "The dogs always get fed at seven, so don't book walks then.",
    "Always walk the dogs before nine.",
    "每次遛完狗，记得给它擦脚。",
    "猫每次都要吃药，提醒我一下。",
    "馬はいつも屋外で洗ってください。",
])
def test_rules_beside_the_fresh_45_noise_are_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a step of every day or part of one ("every evening", 每天晚上…; 毎晩 was a cue)
    ("Send owners a photo every evening while their dog's with us, except the day-care dogs - "
     "they've gone home by tea time anyway."),
    "Send owners a photo every evening.",
    "Email me a summary every morning.",
    "Back up the ledger every Friday.",
    "每天晚上给主人发一张狗狗的照片，日托的狗除外。",
    "每天早上把销售额汇总发给我。",
    # one field first, then another; the order of a kind of thing's parts
    "tree reports latin name first then the common name in brackets",
    "Invoices: date first, then the client's surname.",
    "电梯维保记录：先写梯号，再写故障现象，最后写处理结果。",
    "维修单先写车牌号，再写故障。",
    "度数はS・C・AXの順、左右はR/Lで。",
    "請求書は日付、品名、金額の順で。",
    # 一定 with what to write, a must
    "给新人发选片通知，一定写明送几张精修、加修一张多少钱，省得到时候扯皮。",
    "给客户发报价单，一定附上有效期。",
    # the lesson after a reproach of something done again, with no pointer and no one fix
    ("なんでまた納品データのファイル名が数字だけなんですか。撮影日とお客様の苗字を先頭に"
     "付けてください。"),
    "怎么又把文件名写成纯数字了？文件名前面加上拍摄日期和客户姓氏。",
])
def test_the_fresh_45_directives_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # the trade named by its noun, after what the user is doing or with where
    ("Sorry I keep vanishing halfway through - I'm a funeral director, and the calls come when "
     "they come."),
    "i'm a claims handler for a motor insurer, mostly windscreens and low-speed bumps",
    "I'm a driving instructor in Leeds.",
    "I'm a nurse, so nights are normal for me.",
    "刚从井道里爬出来，手上全是油——我做电梯维保的，一个人负责二十多台梯。",
    "我做保险理赔的，主要跑车险。",
    "救急救命士をしています。",
    # a licence or qualification held
    "アマチュア無線の一アマを持っていて、主にHFで交信しています。",
    "I hold a full amateur radio licence and mostly work HF.",
])
def test_the_fresh_45_facts_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # look-alikes of the classes: what happens every day, steps of one task, a report of an
    # order, one thing pointed at, the user's own quality, a moment, one fix
    "The build fails every other day.",
    "每天晚上给主人发了照片。",
    "每天早上都堵车，烦死了。",
    "Remind me every morning this week.",
    "Run the tests first, then deploy.",
    "The report had the name first then the date.",
    "先写完这个函数，再写测试。",
    "この表は日付の順でした。",
    "我一定写完再睡。",
    "这个不一定写得完。",
    "I'm a terrible cook.",
    "I'm a driver short today.",
    "I'm a big fan of your work.",
    "我做完的，你看看。",
    "今日は受付をしています。",
    "なんでまたこのファイル名が数字だけなんですか。これに撮影日を付けてください。",
    "怎么又把文件名写成纯数字了？修一下。",
    "怎么又把文件名写成纯数字了？把这个文件名改了。",
    "Why do you keep naming the files with numbers only? Rename this one.",
    "Why do you keep naming the files with numbers only? Fix it.",
])
def test_look_alikes_of_the_fresh_45_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # a job, a case, an order or a matter is a kind of thing or a party for good, not one
    # party's matter that ends
    "In the Jenkins job, deploys need a manual approval.",
    "In the Windows case, paths use backslashes.",
    "In the Acme matter, always cc legal.",
    "In the Stripe order, the currency is always GBP.",
    "在 Jenkins 的任务里，部署都需要人工审批。",
    "Windows の場合、パスはバックスラッシュで書きます。",
    # an index, a replica or a backup rebuilt, replaced or restored: whenever it is
    "While the search index is being rebuilt, queries fall back to Postgres.",
    "While the read replica is being rebuilt, run the reporting queries against the primary.",
    "While the cache is being restored, serve stale pages.",
    # works with no place named, or a habit said of them
    "装修的时候，一定要先报物业审批。",
    "维修的时候，一定要先断电。",
    "サーバーの修理中は、予備機に切り替える運用です。",
    "工事中は、正門ではなく裏門から入ってください。",
    "点検中は、必ず表示を出してください。",
    # the best or preferred day of every week
    "Call Dr Patel on Monday mornings, she prefers that.",
    "Email Mrs Okafor on Friday afternoons.",
    "给王女士发消息最好在周一上午，她那时候有空。",
    "田中様には月曜の午前中に連絡するのが一番です。",
])
@PATHS
def test_standing_rules_beside_the_fresh_45_occasions_are_durable(
        decided: Callable[[str, str], str], text: str) -> None:
    assert not find_temporary(text)
    assert decided("Releases go out on Tuesdays.", text) == "store"


@pytest.mark.parametrize("text", [
    # never again of a work action is a rule, not a sigh about what the user went through
    "I never want to deploy on a Friday again.",
    "I never want to push straight to main again.",
    "もう二度と手動でデプロイしたくないです。",
    "もう二度と本番に直接プッシュしたくないです。",
])
def test_never_again_of_a_work_action_is_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "While the car park is being resurfaced, tell visitors to park on Mill Lane.",
    "For the Okafor booking, the hall opens at six.",
    "For the Henderson wedding order, every invitation gets gold foil on the names.",
    "这次装修的时候，通知里都写从后门进。",
    "この修理中は、予備機を使ってください。",
])
def test_one_occasion_of_works_or_a_party_is_still_temporary(text: str) -> None:
    assert find_temporary(text)
