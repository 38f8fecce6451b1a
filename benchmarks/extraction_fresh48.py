"""The extraction set's forty-eighth fresh round: roofs, reefs, mats, stalls and back rooms.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a thatcher, a skip hire firm (a Flask
booking app), a piercing studio, a pub quiz, a roller derby league, a cattery, a podiatrist,
a mobile mechanic, an oyster farm, a surf school, a vineyard's cellar door, a bouldering
gym, a crematorium office, a model aircraft club, a food truck, a golf course's head
greenkeeper, a lawn bowls club, a sheep-shearing contractor, a youth hostel, rope access, an
orienteering club's mapper, a glazier, a darts league, a caravan park, a knife sharpener and
a cricket club's teas; a 月子中心, a 养老院, a 宠物美容 shop, a 装修公司's quoting system, a
二手车 dealer, a 废品回收站, a 瑜伽馆, a 舞蹈培训班, a 烧烤摊, a 牛肉面馆, a 羽毛球馆, a
闲鱼 seller, a 婚介所, an 汽修厂, a 足疗店, a 托管班, a 民乐团, a 留学中介 (on 飞书), a
草莓采摘园, a 裁缝, a 社工, a 健身房, a 广场舞队, a 小龙虾 restaurant, a 加油站, a 轮胎店,
a 豆腐坊, a 停车场, a 卤味店, a 钢琴调律师, 开荒保洁, 美甲, 早教 and 电动车; a 整骨院, a
訪問介護 office's shift script, a 学習塾, a 蕎麦屋, a 弓道場, a 寿司屋, a 豆腐屋, a 畳屋, a
ゲストハウス, a 地域FM, a 神社's ご祈祷, a 朝市, a タクシー会社, 林業, a 地域おこし協力隊
growing 椎茸, a 主任児童委員, わさび growers, a 養蜂家, a トリミングサロン, 長唄三味線, a
呉服店, 車検, a キッチンカー, a 落語会, a 茶畑, a 猫カフェ, a 劇団, a ネイルサロン, 左官,
日本舞踊, a 相撲部屋, 牡蠣の養殖 and a ヨガ教室.

The phrasings are ones the earlier rounds used little. Directives come as "Going forward…",
"A rule I should've told you ages ago…", a studio's policy said as a fact ("We don't pierce
anyone under 16, full stop"), a club's insurance or a 民政局's or a 連盟's requirement, a
polite long request with its story (a wrong hymn read out), a conditional rule in each
language (If a climber's under 14, 要是有人订场超过晚上九点半, 生徒が二回続けて欠席したときは),
an exception in each (except anyone flagged 'post only', 除非我告诉你家属签了字, ただし縁なし
畳だけは), one voice-dictated with filler in each, one buried in a long message about a bad
day (waders with a hole at the oyster trestles, 城管来了两趟 at a 烧烤摊, a lost locker key
and Wi-Fi down at a ゲストハウス), a complaint in each (labour in whole hours again, 怎么又写
“准新车”, また「時価」を消してますよね), one after thanks with an emoji, terse noun-phrase
notes, keigo (…ていただけますと幸いです) and a code rule in each (permit dates kept in UTC,
amounts stored in 分 as integers, 利用者はIDで引く). Facts are said beside a one-off request (a
food truck's closed sign, 足疗店的招聘启事, 協力隊 with a leaflet), as self-corrections (head
greenkeeper since March, 托管班 is the couple's own, 民生委員 not but 主任児童委員), as a
meeting's decision (whites only for county matches, 新年音乐会 fixed on 大年初三, わさび sold
direct), as negative facts (never really used Excel, 不会打字, スマホしか持っていない), with an
emoji, as a stack (Cloudbeds, 飞书多维表格, STORES予約 and kintone) and as something about the
person that shapes how to write for them (dyslexic, 语音输入). Temporary items wear lasting
words inside scopes that end: until the supplier's back always, while the north wall's being
reset never, until the shower block's repaired every, 这个月底之前所有, 修好之前一律,
这两天别再, 车検の繁忙期が終わるまでは毎回, 復旧するまで当分, 新しい子が慣れるまで必ず; some
are one-off tasks phrased like rules (every invoice in this batch, 这批轮胎每一条, 今回の落語会
の分は全部, 今回の公演のチラシは全部) or polite one-offs (a card for Dave, 给王阿姨家的感谢信,
駄菓子屋の夏休みの張り紙). Chit-chat says always, never, every single time, 每次, 永远,
这辈子再也不, 毎回 and いつも. Questions ask about thatch and scaffolding, oysters, ear
piercing ages, 教师资格证, 电动车电池, 相撲部屋の朝稽古, 牡蠣の漁業権 and ヨガ's music; each
language has one about a rule given before (derby names, 宠物洗澡的报价, 畳の見積もり), and
some are shaped like directives (From now on, is it better to always…, 以后所有的…是不是都得,
永远只收现金的话, 今後は…たほうがいいんでしょうか). Each language's forty were written on their
own, not translated from another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_48: tuple[tuple[str, str], ...] = (
    (D, ("Going forward, price thatching by the square (100 sq ft), not by the metre. Every "
         "thatcher round here quotes that way and customers compare us like for like.")),
    (D, ("In the skip hire Flask app, permit dates are stored in UTC and only shown in "
         "Europe/London. Keep that split whenever you touch the booking code.")),
    (D, ("We don't pierce anyone under 16, full stop, even with a parent there. Anything you "
         "write for the studio - FAQ, replies, posts - has to say that plainly.")),
    (D, ("When you write quiz rounds for me, the answers go on a separate page at the end, "
         "never under the questions. I read off the printout at the mic and the front table "
         "can see it.")),
    (D, ("Use skaters' derby names in everything public, never their legal names. A few of "
         "them don't want work finding out.")),
    (D, ("A rule I should've told you ages ago: every cattery booking confirmation says the "
         "vaccination card has to be shown at drop-off. No card, no stay.")),
    (D, ("Appointment reminders go out by text, not email - except for Mrs Okafor and anyone "
         "else flagged 'post only' in the diary, they get a letter.")),
    (D, ("You've put 'labour: 1hr' on the invoice again. I charge in half hours, so 0.5 "
         "steps on every invoice from now on please.")),
    (D, ("Tide app was wrong this morning, we got to the trestles forty minutes late, half the "
         "bags were already under and my waders have a hole in them. Anyway. Any time you "
         "draft the harvest notice for the restaurants, the classification of the harvest "
         "area (B at the moment) goes right under the date. The council's been checking. "
         "Off to dry out.")),
    (D, ("ok so um for the surf school booking replies yeah always put that they need to be "
         "able to swim 50 metres and er that wetsuits are included so they dont bring "
         "there own ok thanks")),
    (D, "cellar door tasting cards: grape, vintage, then 3 words max. no 'notes of'."),
    (D, ("If a climber's under 14, the induction email goes to the parent, not the kid - "
         "whatever address we were given.")),
    (D, ("Hi, hope you're well. Would it be possible, whenever you help with the "
         "crematorium's service sheets, to always check the music list against the family's "
         "form? A wrong hymn was read out once and it was awful. Thank you so much.")),
    (D, ("Club insurance needs it, so every flying-day notice reminds members their "
         "operator ID goes on the model. Give it a line of its own.")),
    (F, ("I run the food truck on my own - just me and the van, five days a week at the "
         "business park. Can you do me a sign saying we're shut Monday for a funeral?")),
    (F, ("Sorry, I said greenkeeper earlier - I'm the head greenkeeper now, got moved up in "
         "March, so the course reports are mine to sign off.")),
    (F, ("Bowls club AGM last night voted that from next season whites are only for county "
         "matches; club games you can wear what you like.")),
    (F, ("I've never really used Excel. The shearing tallies live in a paper notebook and a "
         "WhatsApp group with the farmers.")),
    (F, ("The hostel's bookings come through Cloudbeds, reviews through Hostelworld, and I do "
         "the staff rota in Deputy.")),
    (F, ("Got my IRATA level 2 last week 🧗 so I'm not the trainee on the rope access jobs "
         "any more.")),
    (F, ("I'm dyslexic, so big walls of text are really hard going for me.")),
    (F, ("I'm the orienteering club's mapper - I redraw our permanent courses in OCAD every "
         "winter.")),
    (T, ("Until the toughened glass supplier's back from holiday, always quote two weeks' "
         "lead time, not five days.")),
    (T, ("For this Friday's quiz only, make every round music - the jukebox company's "
         "sponsoring the night.")),
    (T, ("While the north wall's being reset, never put a beginners' session in the cave "
         "area. Use the slab.")),
    (T, ("Could you write a short card from all of us at the crematorium office for Dave? "
         "His dad died on Tuesday.")),
    (T, ("Every invoice in this batch needs the old VAT number on it - they're all from "
         "before we re-registered.")),
    (T, ("Today, post in the darts league WhatsApp in English and Polish both - the club "
         "from Swindon's visiting tonight and half of them are Polish.")),
    (T, ("Until the shower block's repaired, every arrival email has to tell people to use "
         "the showers by reception. Should be done by the 14th.")),
    (T, ("Don't take any more bookings for Christmas week at the cattery, we're full. Just "
         "this year - the new block opens in spring.")),
    (C, "The sea's always flattest on the days nobody's booked a lesson."),
    (C, "Never again am I doing teas for a double-header. My feet are gone."),
    (C, "Ha, perfect, that's exactly the tone I was after."),
    (C, ("Every single time I sharpen someone's knife they tell me about their grandad's. "
         "Every time.")),
    (C, "evening! first frost on the greens this morning, lovely but murder on the mower"),
    (Q, ("Should thatch quotes always include the scaffolding, or is that normally a "
         "separate line?")),
    (Q, "What did I tell you about which names the skaters go by in posts?"),
    (Q, ("From now on, is it better to always ask for a GP letter before we do ingrown "
         "toenail surgery?")),
    (Q, "How long do oysters keep in the fridge once they're out of the water?"),
    (Q, "Is there a legal minimum age for ear piercing in the UK or is that just studio policy?"),
)

ZH_FRESH_48: tuple[tuple[str, str], ...] = (
    (D, ("以后给宝妈家属发的每日报告，先写宝宝的吃奶量和大小便，再写妈妈的情况，"
         "家属最关心的是这个。")),
    (D, ("民政局检查的时候说了，老人的照片发朋友圈必须家属同意。所以以后写推文别放老人"
         "正脸，除非我告诉你家属签了字。")),
    (D, ("不对，洗澡价格我们是按体重算的，不是按品种。以后报价都按三档来：十斤以下、"
         "十到三十斤、三十斤以上。")),
    (D, "报价系统里的金额一律用分存成整数，别用 float，上次算瓷砖差了一分钱被业主截图发群里了。"),
    (D, "怎么又写“准新车”了？车况描述里不许用这种词，公里数和出险记录照实写，说了多少遍了。"),
    (D, "回收价目：品类/单价/单位，单位一律公斤。"),
    (D, "麻烦你以后写课程通知的时候都加一句“饭后两小时内不建议上课”，谢谢啦～"),
    (D, ("嗯那个就是，以后给家长发的演出通知啊，都要写上几点到后台化妆，然后呢头饰是"
         "自己带的，嗯对，就这些")),
    (D, ("今晚城管来了两趟，还下雨，炭都潮了，一晚上就卖了平时一半。算了不说了。有个事你"
         "记住：以后帮我写外卖平台的菜品描述，辣度都按“微辣/中辣/特辣”三档写，别写什么"
         "“变态辣”，平台会下架的。")),
    (D, ("我们面馆菜单上牛肉面的面型要写全：毛细、细、二细、三细、韭叶、宽、大宽，"
         "一个都不能少，这是老规矩。")),
    (D, "要是有人订场超过晚上九点半，你回复的时候提醒一下十点准时关灯，不能续场。"),
    (D, "谢啦😄 以后闲鱼上架文案都照这个写：成色、买了多久、有没有小票，最后写“不退不换”。"),
    (D, "给会员写介绍的时候别写具体收入，只写区间。我们所一直是这么做的。"),
    (D, ("从今往后，维修单上换下来的旧件都要写清楚是“客户带走”还是“厂里处理”，"
         "免得事后扯皮。")),
    (F, "我是开足疗店的，店里六个技师。帮我写个招聘启事吧，招一个前台。"),
    (F, ("刚才说得不对，我们托管班不是机构办的，是我自己在小区里租的房子，"
         "就我和我爱人两个人带孩子。")),
    (F, "民乐团理事会昨天定了，以后每年的新年音乐会固定在大年初三。"),
    (F, "我不会打字，都是语音输入的，有错别字你别介意哈。"),
    (F, "我们留学中介的 CRM 是用飞书多维表格搭的，学生的材料都放在飞书云文档里。"),
    (F, "草莓园今年扩到二十个大棚了🍓，全是红颜。"),
    (F, "我做了十五年裁缝，现在主要是改衣服，偶尔接旗袍定制。"),
    (F, "我是社区的社工，主要负责独居老人的探访。"),
    (T, "这个月底之前，健身房所有续卡都送一个月，你写海报的时候加上。"),
    (T, "广场舞队这周六去区里比赛，这几天每天晚上的排练都改到七点半。"),
    (T, "帮我把这份小龙虾菜单翻成英文，明天有外国客人包场。"),
    (T, "加油站这几天在改造，对外通知都写“92号暂停供应”，改完就恢复。"),
    (T, "这批轮胎每一条都要拍 DOT 码的照片，供应商那边要核对。"),
    (T, "豆腐坊的磨坏了，修好之前一律不接二十斤以上的订单。"),
    (T, "停车场周末搞活动，这两天别再往月卡群里发广告了。"),
    (T, "麻烦帮我给王阿姨家写一封感谢信，她儿子给我们养老院捐了两台轮椅。"),
    (C, "卤味店每次一到下班点就被抢空，做多少都不够卖。"),
    (C, "调律这行永远是冬天最忙，暖气一开琴就跑音。"),
    (C, "哈哈你这文案比我写得好多了"),
    (C, "早上好，今天菜市场的菜又涨价了。"),
    (C, "这辈子再也不接开荒保洁的大单了，腰都快断了😂"),
    (Q, "以后所有的美甲款式图是不是都得标原作者？不标算侵权吗？"),
    (Q, "我之前跟你说过宠物洗澡的报价是怎么分档的来着？"),
    (Q, "早教中心的老师必须有教师资格证吗？"),
    (Q, "二手电动车的电池一般能用几年？"),
    (Q, "永远只收现金的话，会不会被市场监管罚款？"),
)

JA_FRESH_48: tuple[tuple[str, str], ...] = (
    (D, ("問診票の文面、今後は「治ります」ではなく「改善が期待できます」で統一してください。"
         "保険の関係で言い切りはNGなので。")),
    (D, ("ヘルパーのシフト表のスクリプトでは、利用者はIDで引いてください。同姓の方が三人いる"
         "ので、名前で引くのは絶対にやめてください。")),
    (D, ("生徒が二回続けて欠席したときは、保護者への連絡文に振替授業の候補日を必ず三つ入れて"
         "ください。")),
    (D, ("お品書きを作っていただく際は、十割と二八をきちんと分けて表記していただけますと"
         "幸いです。うちではいつもそうしております。")),
    (D, ("連盟の規定なので、道場の案内には「初心者は必ず指導者の立ち会いのもとで引くこと」と"
         "毎回書いてください。")),
    (D, ("また「時価」を消してますよね。うちのおまかせは時価なので、メニューに値段は書かないで"
         "ください。ずっとです。")),
    (D, "豆腐のラベル：名称・原材料（大豆の産地）・消費期限、この順で。"),
    (D, "見積もりは畳一枚あたりの単価で出してください。ただし、縁なし畳だけは半畳単価で。"),
    (D, ("今日は最悪でした。チェックインの時間前に十人くらい来て、ロッカーの鍵が一本なくなって、"
         "夜にはWi-Fiまで落ちて。…で、お願いなんですが、これから予約確認メールには"
         "「チェックインは16時から」を一番上に書いてください。英語と日本語の両方で。"
         "もう寝ます。")),
    (D, ("えーと、番組の原稿なんですけど、あのー、リスナーのお名前は、ラジオネームだけで、"
         "本名は、えー、出さないでください、毎回です")),
    (D, ("ご祈祷の案内では「料金」ではなく「初穂料」と書いてください。"
         "うちではずっとそう呼んでいます。")),
    (D, ("ありがとうございます😊 朝市の出店者への連絡は、今後もこのくらい短くまとめて"
         "もらえると助かります。")),
    (D, "乗務員向けのお知らせは、今後ぜんぶA4一枚に収めて、文字は14pt以上で。年配の人が多いので。"),
    (D, ("伐採の作業計画書には、うちでは必ず退避場所を図で入れることにしています。"
         "文章だけの計画書は作らないでください。")),
    (F, ("地域おこし協力隊で、今は椎茸の原木栽培を担当しています。このチラシの文章、"
         "もう少し柔らかくしてもらえますか。")),
    (F, "訂正です。私は民生委員ではなくて、主任児童委員のほうです。"),
    (F, "生産組合の会議で、来年からわさびは農協を通さず全部直販にすることになりました。"),
    (F, "スマホしか持っていないので、Excelのファイルは開けないんです。"),
    (F, "養蜂を始めて五年になります🐝 今は巣箱が二十箱あります。"),
    (F, "うちのトリミングサロンは、予約はSTORES予約、顧客カルテはkintoneで管理しています。"),
    (F, "長唄の三味線を二十年やっていて、今は名取です。"),
    (F, "呉服店の三代目です。着物のレンタルも少しやっています。"),
    (T, "車検の繁忙期が終わるまでは、代車の予約は毎回お断りしてください。"),
    (T, ("今日だけキッチンカーの出店場所が市役所前じゃなくて駅前なので、"
         "SNSでそう告知してください。")),
    (T, "この案内文、今回の落語会の分は全部ふりがな付きでお願いします。小学生の団体が来るので。"),
    (T, "台風で道が崩れたので、復旧するまで当分、茶畑の見学はお受けできないと返信してください。"),
    (T, "お手数ですが、駄菓子屋の夏休みの張り紙を、子ども向けにかわいく書いていただけますか。"),
    (T, ("猫カフェに来た新しい子が慣れるまでは、来店のお客さんに必ず「抱っこは禁止」と"
         "伝えてください。")),
    (T, "今回の公演のチラシは、劇団員の名前を全部五十音順で並べてください。"),
    (T, "明日の相撲部屋の取材、質問リストを五つくらい考えてもらえますか。"),
    (C, "ネイルのお客さん、みんな決まって「短めで」って言うんですよね。毎回。"),
    (C, "了解です、ばっちりです！"),
    (C, "こんばんは。今日は左官の現場が暑くて、もうへとへとです。"),
    (C, "日本舞踊のお稽古のあとは、いつも足がしびれて立てません笑"),
    (C, "年末の運送屋はいつも戦場ですね。"),
    (Q, "今後は寿司の値段を全部表示したほうがいいんでしょうか？"),
    (Q, "この前お伝えした、畳の見積もりの出し方ってどうでしたっけ？"),
    (Q, "相撲部屋の朝稽古って、一般の人も見学できるんですか？"),
    (Q, "牡蠣の養殖って、必ず漁業権がいるんですか？"),
    (Q, "ヨガ教室で毎回同じ音楽を流しても、著作権は大丈夫ですか？"),
)

__all__ = ["EN_FRESH_48", "JA_FRESH_48", "ZH_FRESH_48"]
