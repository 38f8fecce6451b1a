"""The extraction set's forty-fifth fresh round: yards, vans, counters and quiet rooms.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: an optician's and a 眼镜店 and a
眼鏡店 (prescriptions, sphere and cylinder signs, lens orders), a riding school, a 马术俱乐部
and a 乗馬クラブ (horses before riders, farriers), a funeral director, a 殡仪馆 and a
葬儀社 (plain words for families, 重ね言葉), a motor claims handler and a 損保の査定
(excess, liability, 定损), a county referees' association and a 市运会 referee rota,
a removals firm and a 搬家公司 and an 引越し業者 (cubic feet, floors, lifts), a volunteer
fire crew and a 消防団, boarding kennels and a 宠物寄养 and a ペットホテル, a public pool's
lifeguards and a 游泳馆, a tattoo studio, a blood donation session, a 血站 and a 献血ルーム,
a 手语翻译 dispatcher and a 手話通訳, a dairy farm, a 牧场 and a 牧場, an arborist and a
植木屋, an amateur radio club, a 社区老年食堂 and a 子ども食堂, a 电梯维保 engineer, an
acupuncture room (针灸馆, 鍼灸院), a 跆拳道馆, a 婚纱摄影 studio and a 写真館, a 将棋教室 and
a 茶道教室; there is no software in this round.

Registers vary hard. Directives are polite requests (please, could you, I'd rather, 请,
…てください, …もらえますか), terse noun phrases (Horse first, then rider; 电梯维保记录：…;
度数はS・C・AXの順), negations (We never…, 别…, 絶対に…ないで), one with an exception in each
language (except day-care dogs, 除了长期托管的, ただし初診の方だけは), one voice-dictated
with filler in each language, one buried in a long message (a failed pump test, a child
who swallowed water in the deep end, a drill whose hose leaked), one a complaint (Why does the
aftercare sheet say…, 怎么又把…, なんでまた…), one after thanks with an emoji, conventions
stated as the way a place works (We never admit…, 我们血站对外…, うちの牧場では…); in
English one is lowercase and unpunctuated, and one rule's own wording holds a scope that
does not end it (while their dog's with us). Facts include one said while apologising for
a late reply, one with an emoji, one said in passing while talking about the day's work,
in English one lowercase, and in each language one decision a committee or a meeting
made. Temporary items wear lasting words inside a scope that ends: while the arena's being
resurfaced, on the Hartley claim every time, until the second van is back, for this
weekend's cup games, until Priya's back from leave, tonight's net only, 这几天…一律,
在新的价目表出来之前, 王姐休产假这段时间, 这次市运会期间每天, 装修这一个月每次,
改装工事が終わるまでは毎回, 今回の案件に限り, 田中さんが研修から戻るまで, 警戒期間中は毎晩,
今週だけ; some are one-off tasks (a letter confirming a funeral, the cancelled donation
session's texts, a gentle reply to a claimant, a claim result in softer words, a client's
photos in monochrome). Chit-chat says always, never, 每次, 总是, 以后再也不 (taken back),
いつも and もう二度と. Questions ask about prescriptions, farriers, referees' kit, consent
forms, 眼压, 定损, 救生员复训, donation intervals, 同意書 and pruning; each language has one
about rules given before (words for families, how a prescription is written, the line in a
booking confirmation), and some are shaped like directives (Should I always…, Going forward,
do we have to…, 以后每个…都要…吗, 今後は…たほうがいいですか). Each language's forty were
written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_45: tuple[tuple[str, str], ...] = (
    (D, ("When you put a prescription into a letter to a customer, give sphere, cylinder and "
         "axis in that order, always with the plus or minus sign, and write 'plano' rather "
         "than 0.00.")),
    (D, ("Please leave referees' mobile numbers out of the assignment emails - name and the "
         "fixture is enough, they can find each other on the portal.")),
    (D, "Horse first, then rider, on every lesson list. The yard staff tack up off it."),
    (D, ("In anything that goes to a family, say 'died' - not 'passed away', not 'lost'. A lot "
         "of our families have asked us for plain words.")),
    (D, ("We never admit liability in a first letter to a third party's insurer. Keep to that "
         "in every draft you do for me.")),
    (D, ("Why does the aftercare sheet say Vaseline again? We tell clients a fragrance-free "
         "balm, never petroleum jelly. Fix it and keep it that way on anything you write "
         "about aftercare.")),
    (D, ("Send owners a photo every evening while their dog's with us, except the day-care "
         "dogs - they've gone home by tea time anyway.")),
    (D, ("right so erm for the pool timetable can you always put lane swimming in a different "
         "colour from the lessons like the lifeguards keep mixing them up")),
    (D, ("Rough one on the station last night - the pump on the second appliance failed its "
         "test and we had to borrow one from Holsworthy. Anyway, going forward, when you "
         "write up a drill night, list who attended by surname and service number; the "
         "county audit wants it that way. Fish and chips after, which helped.")),
    (D, ("Cheers, that quote reads miles better 👍 From here on give the cubic feet and how "
         "many crew we're sending on every removals quote.")),
    (D, "tree reports latin name first then the common name in brackets"),
    (D, ("Could you give the bulk tank temperature in Celsius to one decimal place whenever "
         "you write up the milk records?")),
    (D, ("I'd rather you didn't call people just 'donors' in our texts - say 'blood donors' or "
         "use their first name. Plenty of people read 'donor' as organ donation.")),
    (D, ("Every log entry gets the time in UTC and the other station's call sign in capitals; "
         "that's how the club has always kept the book.")),
    (F, ("I run a small optician's in Leeds - one optometrist, two dispensing assistants - and "
         "the records are all in Optix.")),
    (F, ("Sorry I keep vanishing halfway through - I'm a funeral director, and the calls come "
         "when they come.")),
    (F, ("I teach at a riding school 🐴 mostly kids' lessons, and a few adults on Saturday "
         "mornings.")),
    (F, "i'm a claims handler for a motor insurer, mostly windscreens and low-speed bumps"),
    (F, ("I'm appointments secretary for the county referees' association, about 140 refs from "
         "under-9s up to step 5.")),
    (F, ("Looks like I'm driving again on Saturday - I'm the only one at the firm with a C1, "
         "so the Luton's always mine.")),
    (F, ("At the last committee meeting we agreed the radio club's logbook moves to a shared "
         "spreadsheet. The paper book's retired.")),
    (F, "We're a family dairy farm in Devon: 180 Holsteins, on robots since last spring."),
    (T, ("While the indoor arena's being resurfaced, always say the lesson is in the outdoor "
         "school on any confirmation you send.")),
    (T, ("On the Hartley claim, quote the excess as £250 every time it comes up - they paid "
         "for the reduced excess.")),
    (T, "Don't offer anyone a Saturday move until the second van's back from the garage."),
    (T, ("For this weekend's cup games, nobody gets more than one match and nobody takes a "
         "club they've played for. Sort the list out on that basis.")),
    (T, ("Write to Mrs Adeyemi confirming the service at St Luke's on Thursday at eleven, with "
         "the cars leaving her house at half ten.")),
    (T, "Tonight's net only: log every call sign that checks in, even the ones who just say hi."),
    (T, ("Until Priya's back from leave, send every lens order to me to check before it goes "
         "to the lab.")),
    (T, "cancel tomorrow's reminder texts, the donation session at the leisure centre is off"),
    (C, "The dogs always know when it's Friday. Absolute chaos in the runs this morning."),
    (C, "Never thought I'd miss the paper logbook, but here we are."),
    (C, "Three removals today and not one broken plate. Miracle."),
    (C, "Thanks - you always make these letters sound kinder than I manage to."),
    (C, "Morning! Freezing on the yard, the troughs iced over again."),
    (Q, "Should I always put an axis on the prescription, even when there's no cylinder?"),
    (Q, "What did I tell you about the words we use in letters to families?"),
    (Q, "Do referees have to wear black, or can they pick any colour that doesn't clash?"),
    (Q, "How often should an unshod pony see the farrier for a trim?"),
    (Q, ("Going forward, do we have to keep the tattoo consent forms on paper, or is a "
         "scanned copy enough?")),
)

ZH_FRESH_45: tuple[tuple[str, str], ...] = (
    (D, "以后写验光单，球镜柱镜都带正负号，保留两位小数，-2.25 别写成 -2.2。"),
    (D, "电梯维保记录：先写梯号，再写故障现象，最后写处理结果。"),
    (D, "别在给家属的短信里用“节哀顺变”开头，太套路了，直接说我们能帮上什么。"),
    (D, ("那个就是嗯以后给学员家长发课表的时候呢马的名字也写上去啊"
         "小朋友都认马不认教练")),
    (D, ("昨天下午泳池出了点状况，一个小孩在深水区呛水了，好在救生员反应快，人没事，"
         "家长后来也挺通情达理的。以后你帮我排救生员值班表，深水区那个岗每班都要排两个人，"
         "一个都不能少。另外更衣室的吹风机又坏了两台。")),
    (D, "怎么又把定损金额写成大写了？我们理赔短信里金额一律用阿拉伯数字。"),
    (D, ("谢谢，这周的菜单排得挺好👍 以后菜单上每道菜都标一下是软的还是硬的，"
         "老人牙口不好。")),
    (D, "寄养的狗每天傍晚给主人发一张照片，除了那几只长期托管的，一周发一次就行。"),
    (D, "我们血站对外一律说“无偿献血”，材料里不能出现“卖血”“有偿”这种字眼。"),
    (D, "派手语翻译的时候先看擅长的领域，法院的活只派有法律背景的翻译。"),
    (D, "每天的产奶记录按牛号排，单位用公斤，别用斤。"),
    (D, "请在给客人的预约提醒里都加一句“饭后一小时内不宜针灸”。"),
    (D, "考级通知里要写清楚从几级考到几级，还有要带的东西：道服、腰带、级位证。"),
    (D, "给新人发选片通知，一定写明送几张精修、加修一张多少钱，省得到时候扯皮。"),
    (F, "我在县城开了家眼镜店，自己就是验光师，镜片主要用依视路和明月的。"),
    (F, "不好意思才回，我在殡仪馆上班，今天连着三场告别仪式，一直没空看手机。"),
    (F, "我是马术俱乐部的教练🐎，主要带小朋友入门。"),
    (F, "我在保险公司做车险理赔，主要跑现场查勘。"),
    (F, "刚从井道里爬出来，手上全是油——我做电梯维保的，一个人负责二十多台梯。"),
    (F, "上次居委会开会定了，老年食堂以后只刷老人卡，不收现金了。"),
    (F, "我是手语翻译，平时主要接法院和医院的活。"),
    (F, "我们家是开奶牛场的，存栏两百头左右，挤奶用的是转盘式挤奶机。"),
    (T, "这几天泳池换水，课全停，有家长问就一律说下周一恢复。"),
    (T, "在新的价目表出来之前，搬家报价都先按老价格报。"),
    (T, "王姐休产假这段时间，所有寄养的退款申请都先转给我。"),
    (T, "帮我回一下这位投诉车漆色差的客户，语气放软一点，但别承诺赔偿。"),
    (T, "这次市运会期间，裁判的排班表每天晚上都发一遍到群里。"),
    (T, "跆拳道馆装修这一个月，课都挪到隔壁小学体育馆上，每次发通知都要提一句。"),
    (T, "今天下午先别给客户打定损电话，系统在升级，金额可能不准。"),
    (T, "这一单的样片先别发给客人，新娘说妆面还要再修一下。"),
    (C, "每次给马洗完澡它都要去沙地里打个滚，白洗了哈哈"),
    (C, "你总是能把我的大白话改得这么体面，佩服。"),
    (C, "今天搬了个七楼没电梯的，腿已经不是自己的了。"),
    (C, "以后再也不接半夜的活了……开玩笑的，哪能不接。"),
    (C, "早，今天血站人特别多，都排到门口了。"),
    (Q, "我之前说验光单上的度数要怎么写来着？"),
    (Q, "以后每个来配镜的客人都要先测眼压吗？"),
    (Q, "马一般多久钉一次掌比较合适？"),
    (Q, "定损金额和修理厂的报价对不上的时候，以哪个为准？"),
    (Q, "救生员是不是每年都必须复训一次才能继续上岗？"),
)

JA_FRESH_45: tuple[tuple[str, str], ...] = (
    (D, "葬儀のご案内文では、「重ね重ね」「たびたび」のような重ね言葉は使わないでください。"),
    (D, "度数はS・C・AXの順、左右はR/Lで。"),
    (D, ("お見積もりに「追加料金は一切かかりません」とは絶対に書かないでください。"
         "階段作業で追加になることがあるので。")),
    (D, ("えっと、あの、子ども食堂の献立表なんですけど、アレルギーの食材は、えー、"
         "毎回赤字で書いてもらえますか、はい、お願いします")),
    (D, ("昨日の夜、団の訓練で放水したんですけど、ホースの継ぎ目から水が漏れて大騒ぎでした。"
         "で、お願いなんですが、今後訓練の報告書を作るときは、"
         "使った資機材とその点検結果も必ず書いてください。本部からそう言われました。"
         "あと来月は夏祭りの警戒があります。")),
    (D, ("なんでまた納品データのファイル名が数字だけなんですか。"
         "撮影日とお客様の苗字を先頭に付けてください。")),
    (D, ("ありがとうございます、すごく見やすいです🙏 これから教室の対局表は、"
         "段級位の高い順に並べてください。")),
    (D, "施術後のお礼メールは翌日に送ってください。ただし初診の方だけは当日中に。"),
    (D, ("うちの牧場では牛を番号じゃなくて名前で呼ぶことにしているので、"
         "記録にも名前を書いてください。")),
    (D, "稽古日のお知らせには、持ち物（懐紙、扇子、菓子切り）を毎回書いておいてください。"),
    (D, "剪定のお見積もりには、木の高さと本数を必ず書くこと。"),
    (D, "ペットホテルのご予約確認には、ワクチン証明書をお持ちいただくよう一文入れてください。"),
    (D, "交信記録には、相手局のコールサインと一緒に運用地の市町村名も毎回入れてください。"),
    (D, "通訳の派遣は、二時間を超える依頼なら必ず二人で組んでください。"),
    (F, "駅前で眼鏡店をやっています。認定眼鏡士の資格を持っています。"),
    (F, ("お返事が遅くなってすみません、葬儀社で働いていて、"
         "お通夜が続くと夜まで全然スマホが見られないんです。")),
    (F, "週末は乗馬クラブでインストラクターをしています🐴"),
    (F, "損保会社で、自動車事故の査定を担当しています。"),
    (F, "今日も一日松の上でした。うちは職人が私と父の二人だけなんです。"),
    (F, "子ども食堂の運営会議で、来月から予約制にすることが決まりました。"),
    (F, "地元の消防団に入って五年になります。普段は役場勤めです。"),
    (F, "アマチュア無線の一アマを持っていて、主にHFで交信しています。"),
    (T, ("改装工事が終わるまでは、予約確認のメールに毎回"
         "「駐車場は裏の臨時駐車場です」と入れてください。")),
    (T, "今回の案件に限り、お見積もりの支払い条件を「着手時に半額」にしてください。"),
    (T, "田中さんが研修から戻るまで、査定の依頼は全部私に回してください。"),
    (T, "この査定結果のお知らせ、お客様向けにもう少しやわらかい言い方に直してもらえますか。"),
    (T, "夏祭りの警戒期間中は、毎晩の見回り報告をまとめておいてください。"),
    (T, "このお客様の分だけ、写真を全部モノクロで書き出してください。"),
    (T, "引越しシーズンが終わるまでは、土日の見積もり訪問はお断りしてください。"),
    (T, "今週だけ、教室の開始を三十分遅らせると生徒さんに連絡しておいてください。"),
    (C, "うちの馬、ニンジンを見せるといつも急に素直になるんですよね笑"),
    (C, "今日は献血ルームが大盛況でした！"),
    (C, "いつも丁寧に直してくれて、本当に助かってます。"),
    (C, "もう二度と真夏に冷蔵庫を三階まで運びたくないです…"),
    (C, "おはようございます。今朝は霜がすごかったです。"),
    (Q, "前に、ペットホテルの予約確認に入れてほしいとお願いした一文って何でしたっけ？"),
    (Q, "今後は乱視の軸も毎回メモしておいたほうがいいですか？"),
    (Q, "献血って、前回から何週間空ければまたできるんですか？"),
    (Q, "鍼灸で保険を使うときは、必ず医師の同意書が要るんでしたっけ？"),
    (Q, "松の剪定は、毎年冬にやるのが普通なんですか？"),
)

__all__ = ["EN_FRESH_45", "JA_FRESH_45", "ZH_FRESH_45"]
