"""The extraction set's fiftieth fresh round: vans, bath houses, boats, stalls and stages.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a makerspace, an ice cream van's route
tracker, pigeon racing, a tarot reader, a wedding DJ, a tree surgeon, kayak hire, a
gymnastics club, a speech and language therapist, crazy golf, an osteopath, a trampoline
park, a butcher's counter with Polish labels, a window cleaner, a mobile library van, an
emergency care assistant on the ambulances, conservation volunteers, a guide dog, a glamping
site, a sign writer, a coastguard rescue team, a soft play café, bouncy castles, a magician,
goat yoga, a locum GP, axe throwing, busking, a fishmonger, a beach litter pick, a reptile
shop, a tortoise and dry stone walls; a 烤鸭店's till, a 母婴店, an 汉服店, 空调安装, a 货拉拉
driver, 二胡, a 澡堂's 搓澡, a 书法班, 刺绣 orders, a 家谱, 木工 drawings, a 景区导游, 修表, a
酒吧, 煎饼, a 消防控制室, a 鱼塘 contract, 羊, a 粮油店, 支教, 朝鲜语, 透析, a 蚕房, an 电影院's
projector, 月饼, a 杂技团, a 包车 driver, a 游戏厅, 钓鱼, 粽子, a 自行车店, 魔术, 马戏, 按摩, 年糕
and 古筝; a 新聞配達 route table, an うどん屋, a ドローンスクール, 盆踊り, a 車掌, 屋台, a
自転車屋's repairs, a 遊覧船, 剣道, 真珠, a 美術館, 錦鯉, 古本, 海苔, 炭焼き, a 無人駅's
cleaning, 漁協, ガラケー and FAX, a 干物屋, a 特別支援学校, 牛乳配達, a 洋ラン園, お好み焼き,
歌舞伎, a 天文台, a フェリー, 棚田, a フリーマーケット, 文楽, たこ焼き, 尺八, 競馬, a 水族館,
盲導犬, 空手 and 能楽.

The phrasings are ones the earlier rounds used little. Directives come as a makerspace's
notices said as its practice, "In future" at the end of a long message about a bad day (a
snapped chainsaw chain and a client, 等了一个半小时 and four floors without a lift, 人身事故
and a shouted-at conductor), a policy said as a fact (pigeon ring numbers never online,
我们酒吧不接待未成年人, 当館では撮影はご遠慮), a body's requirement (an insurer's, 广告法's,
景品表示法's), a polite long request with its story (a parent in tears over 'delayed', a
家谱 with a wrong character, 遊覧船's ふりがな), a conditional rule in each (anyone under 12
in a kayak, 第一次来学二胡, 35度を超える日), an exception in each (squad girls billed
termly, 七十岁以上, 電動アシスト車だけは), one voice-dictated with filler in each, a
complaint in each ('predict your future', 纯手工, 「手打ち」), one after thanks with an emoji,
terse notes (osteo notes, 刺绣订单备注, 真珠の検品メモ), 我习惯, …ていただけますでしょうか,
a casual …入れといて, a mixed-script rule in each (Łopatka wieprzowa under the
English, 九寨沟（Jiǔzhàigōu）, 紅白（Kohaku）) and a code rule in each (stop times as
minutes past midnight, 半只 and 整只 as two SKUs, addresses normalised with the building
in its own column). Typos are left in (adress, numbr, 时后). Facts are said by what the
user does or has more than by a job noun (takes the library van round the Dales, stammers
and uses text relay, a guide dog called Juno, 摆摊卖煎饼十几年, 两百多只羊, 每周三次透析,
ガラケーとFAXだけ, 毎朝四時から牛乳配達), beside a one-off request (a poster for the Hawes
stop, a notice about eggs, 炭焼き's 体験会), as self-corrections (an emergency care
assistant not a paramedic, 消防控制室 not 保安, 無人駅の清掃 not 駅長), as a meeting's decision
(under-16s with a parent on task days, 鱼塘统一承包, 海苔の共同出荷は週二回), with an emoji, as
a stack (Pitchup, Airbnb and Trello, 精斗云 and 收钱吧, カラーミーショップ and ゆうパケット) and
as something that shapes how to write for the person (a stammer, 朝鲜语 at home,
左目が見えない). Temporary items wear lasting words inside scopes that end: until the
dishwasher is fixed every, this Saturday never, this time, for the next fortnight, today
only, over the bank holiday, 这个月所有, 修好之前所有, 这次全部, 国庆这几天所有, 这周先别,
直るまでは全部, 今回は必ず, 今月いっぱいは毎回, 欠航している間は必ず; some are one-off tasks
phrased like rules (all the goat yoga tickets for tomorrow, 今天的月饼订单每一盒, 今晚的粽子
团购每个人, 週末のフリーマーケットのチラシは全部) or polite one-offs (a card for the locum,
给王师傅的感谢, 棚田のオーナーさんへのお礼状). Chit-chat says every single summer, never,
每年, 年年, 每次, 永远, 毎年, 二度と and いつ見ても. Questions ask about music licences in a
marquee, dry stone walls, osteopaths and chiropractors, 按摩店's papers, 年糕, 古筝 and 古琴,
盲導犬 users, 空手's belts and 能楽; each language has one about a rule given before (the
kayak under-12s, 搓澡 for the old, うどん's wording), and some are shaped like directives
(From now on, should every…, 以后…是不是都得, 今後…毎回…たほうがいいですか). Each language's
forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_50: tuple[tuple[str, str], ...] = (
    (D, ("Makerspace notices: a laser cutter induction gets announced a week ahead and always "
         "names the host. Open nights don't need notice. That's how we've always done it.")),
    (D, ("In the ice cream van route tracker, stop times are stored as minutes past midnight "
         "(an int), never strings like '3:45pm'. Any function you write that touches the "
         "schedule follows that.")),
    (D, ("We don't put ring numbers online, ever - birds get nicked to order. So leave them "
         "off any race results you format for me.")),
    (D, ("Why does the tarot blurb keep saying 'predict your future'?? I read for reflection, "
         "not fortune telling, trading standards would have a field day. Take that phrase out "
         "for good.")),
    (D, ("ok so um for the wedding DJ enquiries yeah always ask them er the venue's curfew "
         "and whether there's a sound limiter before you give a quote, cos that changes "
         "everything, cheers")),
    (D, ("Absolute shocker of a day. Chainsaw chain snapped on the first job, rain all "
         "afternoon, and the client at the oak argued the price because 'you didn't say you'd "
         "take the wood'. In future, every quote I send says the price includes taking all the "
         "wood and brash away unless it says otherwise. Right, shower.")),
    (D, ("If a kayak hire booking has anyone under 12 on it, the confirmation email says an "
         "adult has to be in the same boat as them.")),
    (D, ("Gym club invoices go out on the 1st of the month, except the squad girls, who're "
         "billed termly. Do them that way whenever I ask for invoices.")),
    (D, ("Hi there. I'm a speech and language therapist and a while ago a mum read one of my "
         "reports, saw the word 'delayed' about her little boy and was in tears for a week. "
         "When you help me write reports, could you please start with what the child can do "
         "and say 'emerging' rather than 'delayed'? Thank you so much.")),
    (D, ("brilliant ta 🙌 keep the crazy golf socials like that - short, one joke max, "
         "opening times at the bottom")),
    (D, ("osteo notes: what they say first, then what I found, then what I did. abbrevs fine "
         "except on the patient copy.")),
    (D, ("Our insurer's rules, not me being fussy: nobody goes on the trampolines without a "
         "signed waiver and grip socks. Every party booking confirmation you write asks for "
         "both, no exceptions.")),
    (D, ("On the counter labels put the Polish name under the English one, like Pork "
         "shoulder / Łopatka wieprzowa. Half my regulars are Polish.")),
    (D, ("pls dont ever put my home adress on the window cleaning flyers, just the mobile "
         "numbr. had a bloke knock at 11pm once")),
    (F, ("I take the mobile library van round the Dales villages on Tuesdays and Thursdays. "
         "Can you make me a little poster for the Hawes stop?")),
    (F, ("Sorry, I said paramedic before - I'm an emergency care assistant on the "
         "ambulances, not a paramedic. It matters for what I'm allowed to do.")),
    (F, ("The conservation volunteers' committee agreed last night that under-16s only come "
         "on task days with a parent from now on.")),
    (F, ("I stammer, and phone calls are hard for me, so I use text relay for anything that "
         "can't be done by email.")),
    (F, ("The glamping site takes bookings through Pitchup and Airbnb, and the cleaners' "
         "changeover schedule lives on a shared Trello board.")),
    (F, ("Got the keys to my own unit 🎉 the sign writing's out of my garage and into Unit 4 "
         "on the Riverside estate.")),
    (F, "I'm registered blind and get about with a guide dog called Juno."),
    (F, ("I'm on call for the coastguard rescue team most weekends, so I can vanish in the "
         "middle of things.")),
    (T, ("Until the soft play café's dishwasher is fixed, every party booking email should "
         "say we're on paper plates.")),
    (T, ("For this Saturday's bouncy castle bookings, never promise delivery before 10 - the "
         "van's in for its MOT.")),
    (T, ("This time put the magician's show down as 45 minutes in the listing, he's doing a "
         "shorter set for the school.")),
    (T, ("All the goat yoga tickets for tomorrow's class need 'bring your own mat' added, "
         "we're short.")),
    (T, ("Could you write a short card for Dr Okafor, the locum who covered my list last "
         "month? She was brilliant with my regulars.")),
    (T, ("For the next fortnight don't take axe throwing bookings for groups over 8 - half "
         "the lanes are being relaid.")),
    (T, "Today only, reply to every busking enquiry that the square's closed for filming."),
    (T, ("Please don't confirm any fish orders over the bank holiday weekend, I'm shut till "
         "Tuesday.")),
    (C, "Every single summer the ice cream van conks out on the hottest day. Every single one."),
    (C, "nice one 👍"),
    (C, ("Evening! Ran the beach litter pick this morning, only four of us turned up but we "
         "filled eleven bags.")),
    (C, "I'll never get used to the smell of the reptile shop on a Monday morning."),
    (C, "Morning. The tortoise is out of hibernation and already judging me."),
    (Q, "Do I need a licence to play recorded music at a wedding in a marquee?"),
    (Q, "What did I tell you about kayak bookings with under-12s again?"),
    (Q, ("From now on, should every crazy golf post say whether the course is step-free, or "
         "just the ones about events?")),
    (Q, "How long does a dry stone wall last if it's built properly?"),
    (Q, "whats the difference between an osteopath and a chiropractor"),
)

ZH_FRESH_50: tuple[tuple[str, str], ...] = (
    (D, ("烤鸭店的点单系统里，半只和整只要分成两个SKU，别用数量0.5表示半只，对账老出错。"
         "以后写这块代码都按这个来。")),
    (D, "广告法不让用“最好”“第一”这种词，以后帮我写母婴店的推文，这类词一个都别用。"),
    (D, "怎么又写成“纯手工”了？我们汉服是机绣加手工收边，不能说纯手工，以后别再这么写。"),
    (D, ("那个……就是，以后帮我回空调安装的客户啊，嗯，先问清楚几楼、外机位有没有，然后"
         "高空作业费另算，对，就这样")),
    (D, ("今天真倒霉，早上六点出车，一个客户让我等了一个半小时，四楼没电梯全靠扛，最后"
         "还给了个差评……算了不说了。你以后帮我回客户消息，都先讲清楚：等候超过二十分钟"
         "开始收费，搬运另算。")),
    (D, "如果是第一次来学二胡的学员，你回复的时候提醒一句先别买琴，琴房有借的。"),
    (D, "搓澡统一三十，除非是七十岁以上的老人，那就二十。以后有人问都这么回。"),
    (D, "谢啦😊 以后书法班的招生海报都用这种竖排的版式，落款写“墨香书院”。"),
    (D, "刺绣订单备注：尺寸（cm）/ 底布颜色 / 绣线品牌，不写“约”。"),
    (D, ("想麻烦您一件事。上次帮族里修家谱，我把一位长辈名字里的一个字写错了，印出来才"
         "发现，被好几位老人说了。以后帮我整理家谱的时候，凡是拿不准的字都标出来让我核对，"
         "别自己猜，可以吗？谢谢您了。")),
    (D, "我习惯木工图纸上的尺寸都标毫米，不标厘米。以后帮我画图、算料都用毫米。"),
    (D, ("导游词里景点名第一次出现要写中文加拼音，比如“九寨沟（Jiǔzhàigōu）”，"
         "带外国团的时候用得着。")),
    (D, "跟客人说价格的时后别说“全市最低”，我们修表从来不打价格战，就写“明码标价”。"),
    (D, "我们酒吧不接待未成年人，问能不能带孩子来的一律婉拒，这是店里的规矩。"),
    (F, "我在小区门口摆摊卖煎饼十几年了，帮我写个告示：“明天起加蛋两块”。"),
    (F, "前面说错了，我不是保安，我是商场消防控制室的值班员，要持证上岗的那种。"),
    (F, "村里昨晚开会定了，以后鱼塘统一承包给合作社，不再分给各家各户。"),
    (F, "我家养了两百多只羊，冬天都圈在棚里喂草料。"),
    (F, "我们粮油店进货记在精斗云里，收款用收钱吧，老顾客都在一个微信群。"),
    (F, "下个月我就去贵州山区支教了🙌 在一个村小教数学，签了两年。"),
    (F, "我是朝鲜族，在家都说朝鲜语，汉语的书面语我写得不太顺。"),
    (F, "我每周二、四、六上午去医院做透析，那几天下午一般都在休息。"),
    (T, "这个月蚕房消毒，所有来参观的一律谢绝，等消完毒再说。"),
    (T, "放映机坏了，修好之前电影院所有场次都显示“暂停售票”。"),
    (T, "今天的月饼订单，每一盒都帮我备注“中秋前送达”。"),
    (T, "这次杂技团巡演的海报，演员照片全部用黑白的。"),
    (T, "帮我给包车的王师傅写几句感谢的话，这次带团去新疆多亏他了。"),
    (T, "国庆这几天游戏厅通宵营业，所有的会员通知都写“营业到凌晨两点”，过完节恢复。"),
    (T, "这周先别往钓鱼群里发活动通知了，水库在放水，钓不了。"),
    (T, "今晚的粽子团购，每个人都限购五袋。"),
    (C, "每年端午前后包粽子，手都得磨起泡，年年如此。"),
    (C, "好嘞，辛苦了🙏"),
    (C, "早啊，今天自行车店门口排了一长队，全是来补胎的。"),
    (C, "魔术师永远不会说出自己的秘密，我那徒弟也一样，哈哈。"),
    (C, "马戏团的小丑每次一出场，我家孩子就吓得往我身后躲。"),
    (Q, "开按摩店需要办哪些证？"),
    (Q, "之前跟你说的搓澡价格，老人是多少来着？"),
    (Q, "以后汉服店的商品标题是不是都得加上“原创”两个字？"),
    (Q, "年糕放冰箱冷藏能放多久？"),
    (Q, "古筝和古琴有什么区别？"),
)

JA_FRESH_50: tuple[tuple[str, str], ...] = (
    (D, ("配達ルートのデータでは、住所を番地まで正規化して、建物名は別のカラムに分けて"
         "ください。表記ゆれで二重配達が起きるので、どのスクリプトでもそうしてください。")),
    (D, ("また「手打ち」って書いてますね。うちのうどんは製麺機なので「自家製麺」としか"
         "書けないんです。今後ずっとそれでお願いします。")),
    (D, ("景品表示法があるので、ドローンスクールの広告では「必ず合格」とは絶対に書かないで"
         "ください。")),
    (D, ("えーと、盆踊りの、あの、チラシなんですけど、雨で中止のときの、えー、連絡先を、"
         "いつも一番下に入れといてください、毎年聞かれるんで")),
    (D, ("今日は人身事故で二時間遅れて、ホームでお客さんに怒鳴られっぱなしでした…。"
         "愚痴はここまでにして、これから社内報の原稿を頼むときは、必ず乗務区の名前を最初"
         "に書いてください。")),
    (D, "気温が35度を超える日は、屋台のSNSに「日傘と水分補給を」と一言添えてください。"),
    (D, ("自転車の修理料金はメニュー別で書いてください。ただし電動アシスト車だけは部品で"
         "変わるので「店頭でお見積もり」で。")),
    (D, ("遊覧船の船内アナウンスの原稿をお願いする際は、島の名前に必ずふりがなを添えて"
         "いただけますでしょうか。以前、新人の案内係が読み間違えて、地元のお客様からお叱り"
         "を受けたことがございまして。")),
    (D, "助かりました🙇 剣道教室の連絡は、いつもこのくらい短く、箇条書きでOKです。"),
    (D, "真珠の検品メモ：サイズ(mm)／巻き／テリ／キズ、この順で。"),
    (D, ("当館では館内の写真撮影はご遠慮いただいております。美術館への問い合わせには"
         "そのようにお答えください。")),
    (D, ("錦鯉の品種名は漢字で書いて、海外のお客さん向けにはローマ字を後ろにつけて"
         "ください。例：紅白（Kohaku）。")),
    (D, "古本の買取の返信には、全集は端本だと値がつかないってこと、毎回入れといて。"),
    (D, "海苔を発送するときは「冷暗所で保存」って必ず書いて下さい 湿気るとクレームになるので"),
    (F, "炭焼きを三十年やってます。今度の体験会の案内文を作ってもらえますか。"),
    (F, ("さっき駅長と書いてしまいましたが、正確には無人駅の清掃を請け負っている者で、"
         "駅員ではありません。")),
    (F, "漁協の総会で、来年から海苔の共同出荷は週二回と決まりました。"),
    (F, "うちにはスマホもパソコンもなくて、ガラケーとFAXだけなんです。"),
    (F, "干物屋の通販はカラーミーショップ、在庫はスプレッドシート、発送はゆうパケットです。"),
    (F, "先月から特別支援学校で働き始めました✨ 小学部の担任です。"),
    (F, "左目が見えないので、長い表より短い箇条書きのほうが読みやすいです。"),
    (F, "毎朝四時から牛乳配達をしているので、夜は九時には寝ています。"),
    (T, ("温室の暖房が直るまでは、洋ラン園の見学の申し込みには全部「温室内は寒いです」と"
         "書いてください。")),
    (T, "本日はお好み焼き全品半額なので、告知文をお願いします。"),
    (T, "今回の歌舞伎鑑賞ツアーの案内には、必ず「イヤホンガイドあり」と入れてください。"),
    (T, "今月いっぱいは天文台の望遠鏡が点検中なので、見学の返信には毎回そう書いてください。"),
    (T, "フェリーが欠航している間は、島のお客さんへの返信に必ず「配送が遅れます」と添えて。"),
    (T, "棚田のオーナーさんたちに稲刈りのお礼状を書きたいので、一通お願いできますか。"),
    (T, "週末のフリーマーケットのチラシ、時間は全部24時間表記で書いてください。"),
    (T, "明日の文楽公演の解説、子ども向けに五分で話せるようにまとめてもらえますか。"),
    (C, "たこ焼きの屋台って、毎年なぜか一番端っこの場所なんですよね。"),
    (C, "了解です、ありがとうございます！"),
    (C, "こんばんは。今日は尺八の稽古で息が続かなくて、へとへとです。"),
    (C, "競馬はもう二度とやりません…たぶん。"),
    (C, "水族館のペンギンって、いつ見ても可愛いですね。"),
    (Q, "盲導犬を連れたお客さんの入店を断ることって、法律上できるんですか？"),
    (Q, "前にお願いした、うどんの表記ってどう書くんでしたっけ？"),
    (Q, "今後、修理の受付票には毎回、防犯登録番号を書いてもらったほうがいいですか？"),
    (Q, "空手の帯の色って、流派によって違うんですか？"),
    (Q, "能楽と狂言って何が違うんですか？"),
)

__all__ = ["EN_FRESH_50", "JA_FRESH_50", "ZH_FRESH_50"]
