"""The extraction set's forty-seventh fresh round: workshops, towers, boats, fields and counters.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a stonemason's memorials and a 石材店
(inscriptions, 石種と彫刻文字数), a church bell tower and its organist, narrowboat hire on a
canal, a falconry centre, an upholsterer, a brass band's contest programme, an archery
club, a cheesemonger, a tool hire shop (on Airtable), a dive centre, an audiology clinic, a
forge's courses, an RNLI lifeboat station, hospital radio, a cider maker, a barber who is
deaf in one ear, a launderette, a repair café, an alterations tailor, a village panto, a
youth club, a watch repairer and a hot-air balloon pilot; a 纹身店, a 理发店, a 业委会, a
家电维修 shop, a 社区食堂, a 代驾 platform, a 房产中介, a 桌游吧, a 少儿编程 class, a
农家乐, a 渔具店, a 洗车店, a 陶艺工作室, a 自习室 mini program, a 村委会, a 修鞋配钥匙
stall, a 房车营地, a 猫咖, a 保险代理人, a 养鸡场, a 武术馆, a 摄影棚, an 早餐店, a 水果店,
a 婚庆公司, a KTV, a 台球厅, a 烘焙工作室, a 茶馆 and a 麻辣烫 shop; a 居酒屋, a 酒屋, a
民泊, a 社労士事務所, a 釣り船, a 不動産屋, a 造園業者, a 吹奏楽部, a 少年野球チーム, a
パン屋, a 酪農家's milking records, a こども食堂, a 華道教室, a 町工場, a 自治会, a
マンション管理組合, 盆栽, a 猟友会, a フードバンク, a 表具屋, a 雀荘, a 神輿保存会, a
屋形船, a 果樹園's 直売所, a ダイビングショップ, a 児童館 and a 靴修理 counter.

The phrasings are ones the earlier rounds used little. Directives come as "Please always…",
"For future reference…", a PS after thanks, a correction of the agent's draft that states
how it is always done ("No - upholstery quotes are per piece…"), a rule from a contest's
rules or a 街道办 or a 所長's policy, "Don't ever…", "I'd appreciate it if…", "I like… do
it like that every week", 请你记一下, 咱们店的规矩, 以后凡是, 我习惯, うちの教室では,
…いただけますでしょうか, …してくれる？毎回そうしてほしい, a conditional rule in each
language (出船が中止になったときは, 如果是夜里十二点以后的单子), an exception in each
(除非房东自己只给了建筑面积, ただし、バス便の物件だけは), one voice-dictated with filler,
one buried in a long message about a bad day (a compressor that threw its belt, a 桌游吧
that got the police called, a gardener nearly off a ladder), one complaint (hearing aids
"fixed while you wait" again, 怎么又把洗车价格写成会员价, また背番号じゃなくて名前で), one
after thanks with an emoji, terse notes, and a code rule in each (asset tags in Airtable
scripts, seat numbers kept as strings, ear-tag numbers as keys). Facts are said in passing
beside a one-off request (organising a repair café, 在村委会管文书, 町工場で旋盤三十年),
come as self-corrections (an independent 保险代理人, 猟友会の事務局 not its 会長), as a
decision at a meeting (the panto moves to February, 房车营地 only by booking, a new
management company), with an emoji, as a negative fact (no internet in the hall, パソコン
はほとんど使えない) and as a stack. Temporary items wear lasting words inside scopes that
end: until the gas meter's fixed every, while the Buckby flight is closed never, for as
long as Kev's off always, until the vet clears Merlin never, 装修期间所有, 修好之前永远别,
下个月检查之前每天, 老王腰扭了这几天, 神輿の修繕が終わるまでは毎回, 桃の出荷が終わるまで
一切, 今週いっぱいは必ず, 店長が研修で留守の間全部, いつもの座敷じゃなくて; some are
one-off tasks phrased like rules (all the lettering on the Stanton memorial, every name on
tonight's programme, 这批榴莲每个, 这次母亲节订单每个蛋糕, 今度の貸切は全部, 今回の分は
全部) or polite one-offs (a thank-you to the Wilsons, a 婚礼主持词, 求人票を英語に).
Chit-chat says always, never, 每次, 永远, 毎回, いつ通っても, 二度と and いつも. Questions
ask about hallmarks, hearing tests, cider lees, 普洱, 鸡舍温度, ジビエ, 真柏 and 雀荘's
hours; each language has one about a rule given before (bell numbers, 房源面积, 駅距離),
and some are shaped like directives (Never use 'In loving memory' on a child's stone - is
that a rule…, 以后手机维修都让客户先备份…会不会太麻烦, 永远不给未成年人办会员卡…合法吗,
これからは全部のお酒に産地を書くべきでしょうか). Each language's forty were written on
their own, not translated from another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_47: tuple[tuple[str, str], ...] = (
    (D, ("Please always send headstone inscriptions back to me exactly as the family wrote "
         "them, capitals and all. We never correct a family's wording without asking them "
         "first.")),
    (D, ("For future reference, our bells are numbered from the treble down, so the treble "
         "is 1 and the tenor is 8. Keep it that way on every method sheet you make for the "
         "tower.")),
    (D, ("Thanks for the newsletter draft. PS for anything about the birds in future: we say "
         "'flying display', never 'show' - the hawks aren't performing.")),
    (D, ("No - upholstery quotes are per piece, not per metre of fabric. The fabric's its own "
         "line because half our customers bring their own. That's how they always go.")),
    (D, ("The contest rules say every player's registration number has to be printed, so "
         "whenever you do the band's programme for a contest, put the numbers in a column "
         "after the names.")),
    (D, ("Don't ever write 'collect your arrows' in the beginners' notes without 'when the "
         "field captain calls' straight after it. That's a safety thing, not a style thing.")),
    (D, ("I'd appreciate it if the cheese labels always said whether it's pasteurised or raw "
         "milk. Pregnant customers ask us about it most days.")),
    (D, ("In the Airtable scripts, look tools up by asset tag, never by name. We've got nine "
         "things called 'SDS drill'.")),
    (D, ("Rough one today. Two no-shows, the compressor threw its belt halfway through the "
         "fills, and I spent lunch on the phone to the insurers. Anyway - whenever you write "
         "up a dive plan for us, max depth and turn pressure go on the first line, in metres "
         "and bar. Guides keep missing them further down. Right, tea.")),
    (D, ("Why is 'hearing aids fixed while you wait' in the leaflet again? We can't promise "
         "that. Leave it out of anything you write for the clinic.")),
    (D, ("right so er for the forge course emails can you um always say closed toe leather "
         "boots no trainers and er cotton or wool clothes because of the sparks yeah cheers")),
    (D, "shout log: 24h times, launch to recovery, no am/pm"),
    (D, ("I like the hospital radio running order as a table with the clock times down the "
         "left. Do it like that every week.")),
    (D, ("Cider labels: ABV to one decimal place and the word 'sulphites' in bold, on every "
         "bottle, still or sparkling.")),
    (F, ("Could you turn these notes into a poster for Saturday's repair café? I'm the one who "
         "organises it, by the way - first Saturday of every month at the village hall.")),
    (F, ("I make cider, small scale - about four thousand litres a year, all from orchards "
         "within ten miles of the farm.")),
    (F, ("Being deaf in my left ear makes phone bookings a nightmare, so the barber's only "
         "takes bookings online these days.")),
    (F, ("At last night's committee meeting we agreed the panto moves to February for good; "
         "the hall's half the price after Christmas.")),
    (F, ("The launderette's card machines log into a Google Sheet through Zapier, and that's "
         "the sum total of our tech.")),
    (F, ("Just passed my commercial balloon licence 🎈 so I can take paying passengers up "
         "now.")),
    (F, ("I do alterations from my front room, mostly wedding and prom dresses, and I'm "
         "booked about six weeks out most of the year.")),
    (F, "There's no internet in the youth club hall, so I print everything at home the night "
        "before."),
    (T, ("Until the gas supplier fixes the meter, every forge session is coke only - mention "
         "it in each booking reply you send this week.")),
    (T, ("For the Stanton memorial, all the lettering is to be in gold leaf - make sure the "
         "proof shows that before it goes to the family.")),
    (T, ("While the Buckby flight is closed for repairs, never send a hire boat north from the "
         "base. Everyone goes south for now.")),
    (T, ("Could you draft a thank-you to the Wilsons for paying to have the treble recast? "
         "Warm but short.")),
    (T, ("Every name on tonight's concert programme needs the instrument beside it - just for "
         "this one, the hosts asked.")),
    (T, ("For as long as Kev's off with his back, always put me down as Sunday's coxswain on "
         "the rota.")),
    (T, ("Never mention the hawk walk in any post until the vet clears Merlin. He's resting "
         "till at least the 20th.")),
    (T, ("Nothing from the Somerset dairy goes on today's counter list - they've got a recall "
         "notice out and I'm waiting to hear which batches.")),
    (C, "The organ always goes out of tune the week before Christmas. Every single year."),
    (C, "I will never get used to the smell of a launderette at seven in the morning, ha."),
    (C, "Cheers, that's saved me an hour of faffing."),
    (C, "Fog rolled in just as we landed the balloon - proper dramatic, loved it."),
    (C, "Morning! Panto rehearsal went on till eleven last night, I'm running on coffee."),
    (Q, ("Should I always be putting the hallmark details on a watch repair receipt, or only "
         "for gold cases?")),
    (Q, ("Never use 'In loving memory' on a child's stone - is that an actual rule, or just "
         "something our old mason did?")),
    (Q, "Remind me what I told you about how the bells are numbered?"),
    (Q, ("Is it best to always retest at 4 kHz, or is once enough for a routine hearing "
         "check?")),
    (Q, "How long should cider sit on the lees before I rack it off?"),
)

ZH_FRESH_47: tuple[tuple[str, str], ...] = (
    (D, "请你记一下：纹身的预约确认里一定要写“纹前24小时别喝酒”，每个客人都发。"),
    (D, "咱们店的规矩，价目表上不写“起”字，剪一次多少钱就写多少钱，省得客人觉得被坑。"),
    (D, "以后凡是发到业主群的通知，落款都写“业主委员会”，别写我个人的名字。"),
    (D, ("回访短信别再用“亲”了，我们是修家电的，客户大多五六十岁，"
         "看着别扭。")),
    (D, ("街道办要求的，社区食堂每天的菜单都得把过敏原标出来，"
         "你以后排菜单的时候加一栏。")),
    (D, "如果是夜里十二点以后的单子，派单消息里要写上客户的车牌和车型，方便代驾师傅找车。"),
    (D, "房源描述一律写套内面积，除非房东自己只给了建筑面积，那就注明“建面”。"),
    (D, ("今天店里来了一桌大学生，玩狼人杀玩到凌晨两点，吵得楼上报了警，"
         "我赔笑脸赔了半天。说正事：以后给客人发的预约确认里都写上我们十一点打烊，"
         "超时按小时加钱。唉，累死了。")),
    (D, ("那个呃就是以后写课程介绍的时候啊，少儿编程这块，别再写什么"
         "“培养未来科学家”了，家长不爱听，嗯就写学什么、上几节课就行")),
    (D, "太棒了👍 以后农家乐的菜单都这么排，先写土鸡土鸭，再写素菜，最后写主食。"),
    (D, "渔具商品标题：品牌+型号+长度，长度用米。"),
    (D, "怎么又把洗车价格写成会员价了？对外的海报一律写原价，会员价只在店里说。"),
    (D, ("我习惯把陶艺课成品的领取时间写成“烧制后三周左右”，别写具体日期，"
         "窑里的事谁也说不准。")),
    (D, "自习室小程序里的座位号统一存成字符串，别转成数字，不然 A01 前面的零会丢。"),
    (F, "我在村委会管文书这块，这份防汛通知你帮我改改，下午要贴到各个组。"),
    (F, "我们家三代修鞋，我爸现在还在菜场门口摆摊，我开的是门面，顺带配钥匙。"),
    (F, "营地开会定了，明年开始房车营位旺季只接受预约，不再接散客。"),
    (F, "我在这家猫咖干了三年了🐱，店里十二只猫我闭着眼都分得清。"),
    (F, "我们中介的房源系统是自己搭的，前端是小程序，后端 PHP，数据放在阿里云的 RDS 上。"),
    (F, "更正一下，我不是保险公司的员工，是独立的保险代理人，好几家公司的产品都能卖。"),
    (F, "鸡场现在养了八千只蛋鸡，鸡舍的温度是我自己拿树莓派做的监控。"),
    (F, "我在武术馆教太极，学员基本都是退休的老人。"),
    (T, "这周末摄影棚被一个剧组包了，所有预约一律往后推，你帮我挨个通知一下。"),
    (T, "老王腰扭了这几天，早餐店的包子都由我来蒸，排班表上先把他划掉。"),
    (T, "今天到的这批榴莲，每个都要开口验过再卖，别嫌麻烦。"),
    (T, "帮我给周六那对新人写一段婚礼主持词，温馨一点，别太煽情。"),
    (T, "KTV 装修期间所有包厢都打八折，重新开业前别再接大包的预订。"),
    (T, "下个月垃圾分类检查之前，每天的巡查照片都发到群里。"),
    (T, "台球厅三号包间的空调坏了，修好之前永远别把它排出去，太闷了。"),
    (T, "这次母亲节的订单，每个蛋糕上都写“妈妈辛苦了”，不用另外问客户。"),
    (C, "每次一下雨洗车店就没人，雨一停又排长队，真是服了。"),
    (C, "纹身的客人永远说“不疼不疼”，结果针一下去就叫。"),
    (C, "你每次都回得这么快，比我们店的客服强多了哈哈。"),
    (C, "今天茶馆来了个老爷子，一壶茶喝了一下午，给我讲了半天他年轻时候的事。"),
    (C, "早啊，今天麻辣烫店一开门就排队，手都烫红了。"),
    (Q, "以后手机维修都让客户先备份数据，这样写进须知会不会太麻烦？"),
    (Q, "永远不给未成年人办会员卡，这个规定合法吗？"),
    (Q, "我上回说房源面积要怎么写来着？"),
    (Q, "茶馆的普洱一般存几年口感最好？"),
    (Q, "冬天鸡舍的温度控制在多少度比较合适？"),
)

JA_FRESH_47: tuple[tuple[str, str], ...] = (
    (D, "メニューのアレルギー表示、今後は「そば」と「落花生」だけ太字にしてください。"),
    (D, ("POPには「飲みやすい」って書かないようにしてるんです。お酒に弱い人が誤解するので。"
         "これからもそれでお願いします。")),
    (D, ("ハウスルールをゲストに送る際は、英語版を先に、日本語版を後に載せていただけます"
         "でしょうか。ほとんど海外の方ですので。")),
    (D, ("所長の方針で、助成金の案内文には「必ずもらえる」といった表現は一切使わないことに"
         "なっています。下書きの段階から気をつけてください。")),
    (D, ("出船が中止になったときは、予約のお客さんに電話する前に、まずLINEで一報を入れる"
         "こと。時間が惜しいので。")),
    (D, ("物件紹介文の駅距離は「徒歩◯分」で書いてください。ただし、バス便の物件だけは"
         "「バス◯分＋徒歩◯分」で。")),
    (D, ("今日は朝から剪定で三軒回って、最後のお宅で脚立から落ちかけました。腰は無事です。"
         "それでお願いなんですが、見積書には今後、処分費を別の行に分けて書いてください。"
         "あとで揉めることが多いので。明日も早いのでもう寝ます。")),
    (D, ("えっと、あの、部員への連絡なんですけど、楽器の持ち帰りの日は、その、毎回"
         "「ケースの鍵を確認」って入れといてくれますか、はい")),
    (D, ("また背番号じゃなくて名前だけで打順表を作ってますね。うちの打順表は背番号と名字の"
         "両方、これからずっとそれでお願いします。")),
    (D, ("助かりました🙏 パンの値札は今後もこの形で、"
         "税込価格を大きく、税抜は小さくでお願いします。")),
    (D, "石材の見積もり：石種・寸法・彫刻文字数の順。金額は税込。"),
    (D, ("搾乳記録のスクリプトでは、牛は耳標番号で管理してください。名前は重複があるので"
         "キーには使わないこと。")),
    (D, "こども食堂のお知らせ、子ども向けのときはふりがなを振ってくれる？毎回そうしてほしい。"),
    (D, ("うちの教室では、花材の名前は和名で書くことにしています。"
         "カタカナの洋名は括弧で添える程度で。")),
    (F, "町工場で旋盤を回して三十年になります。今日はこの図面の読み方だけ教えてほしいんですが。"),
    (F, "今年から自治会の会計を引き受けることになりました。"),
    (F, "管理組合の総会で、来年度から管理会社を変えることが正式に決まりました。"),
    (F, "盆栽を始めて十五年になります🌲 いちばん古い真柏は樹齢八十年くらいです。"),
    (F, ("すみません、さっきのは間違いで、私は猟友会の会長じゃなくて事務局です。"
         "会長は別の方です。")),
    (F, "フードバンクの在庫管理は、Googleスプレッドシートと自作のGASでやっています。"),
    (F, ("表具の仕事は父から継ぎましたが、パソコンはほとんど使えません。"
         "このメール、どう返せばいいか一緒に考えてもらえますか。")),
    (F, "うちの雀荘は全席禁煙なんです。"),
    (T, "神輿の修繕が終わるまでは、子ども神輿の練習は毎回駐車場でやると伝えてください。"),
    (T, "今度の屋形船の貸切は、料理を全部ベジタリアン対応にしてください。その団体だけです。"),
    (T, "桃の出荷が終わるまで、直売所の予約は一切受けないとお客さんに言っておいてください。"),
    (T, "お手数ですが、この求人票を英語にしていただけますか。来週の面接で使うので。"),
    (T, "今週いっぱいは、体験ダイビングは必ず午前だけにしてください。午後は風が強まる予報です。"),
    (T, "児童館の夏祭りのチラシ、今回の分は全部カラーで刷ってください。"),
    (T, "店長が研修で留守の間、パンの発注は全部私に確認してからにしてください。"),
    (T, "今夜の送別会の席は、いつもの奥の座敷じゃなくて、カウンター側でお願いします。"),
    (C, "雨の日は毎回、靴修理の持ち込みがどっと増えるんですよね。"),
    (C, "この時期の果樹園の道は、いつ通っても気持ちいいです。"),
    (C, "もう二度と真夏に牛舎の掃除はしたくないです笑"),
    (C, "ありがとうございます、いつも本当に助かってます。"),
    (C, "おはようございます。今朝は港が霧で真っ白でした。"),
    (Q, "ジビエの処理って、必ず許可を取った施設でやらないといけないんですか？"),
    (Q, "前にお願いした、物件の駅距離の書き方ってどうでしたっけ？"),
    (Q, "これからは全部のお酒に産地を書くべきでしょうか？"),
    (Q, "真柏の植え替えって、何年おきにするのがいいんですか？"),
    (Q, "雀荘の営業って、深夜0時以降は禁止なんでしたっけ？"),
)

__all__ = ["EN_FRESH_47", "JA_FRESH_47", "ZH_FRESH_47"]
