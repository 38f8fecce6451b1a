"""The extraction set's forty-ninth fresh round: counters, fields, boats, stages and back offices.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a taxidermist, alpaca trekking (a booking
app keyed on registry numbers), a foster carer, a cobbler's counter, a puppet theatre, a
brewery taproom, a ski patrol, a car boot sale, a lighthouse museum, a planetarium, a
hedgehog rescue, a Brownie unit, a sign language interpreting agency, a probate team, a
school bus driver, a school crossing patrol rota, a morris side, a dog walker, an HGV
driver, a carer for a mother with dementia, a school caretaker, a circus skills workshop,
chutney, a pumpkin stall, a wildlife rescue van, a zip line, a paintball site, a letting
agent, a funfair, bagpipes and a haunted maze; a 中医馆, a 水产批发 mini program, a 口腔诊所,
a 舞狮队, an 外卖 station's riders, a 棋牌室, 流水席, 剪纸, 采耳, a 猪场, 殡仪服务, a 修手机
shop, an 电竞战队, 评书, a knife grinder at a 菜场, a museum's 讲解员 rota, a 农机合作社, a
茶园 on 有赞, a 冷链货车 driver, 渔船, a 锅炉 in a dormitory, a 腰鼓队 at a 庙会, 带货直播,
橘子, a 兽医站, a 考公班, a 网吧, 川剧, 菌棚, 糖画 and a 相声社; a 結婚式場, a
コインランドリー's sales script, an 八百屋, a 祭礼's 山車, a 介護タクシー, 除雪, 包丁の研ぎ, a
書道教室, a 醤油蔵's labels, a 古民家カフェ, an 選挙事務所, 登山ガイド, a 通訳ガイド's script, a
図書館だより, a 杜氏, a 海女, a 商工会's 花火大会, a 精肉店, 金継ぎ, a 庭師, りんご畑, a
ラーメン屋's 替え玉, 藍染め, a 駐輪場, a 助産院, a 街頭演説 by the station, an 眼科, a 魚屋, 干し柿,
a スキー場, a 大工's 親方, 漬物, 介護福祉士 and 保健師.

The phrasings are ones the earlier rounds used little. Directives come as "Standing
instruction…", "from here on" at the end of a long message about a bad night (a keg line
let go, 跑了六十多单 in the rain, 車椅子の固定ベルト), a policy said as a fact ("Foster kids'
names never go in anything I send out", 我们猪场谢绝参观, 小学生以下のお子さまはご遠慮),
a body's requirement (Girlguiding's, 卫健委's, 公職選挙法), a polite long request with its
story (a coach party at the lighthouse, 家属 upset by 套餐, a book with one copy on 図書館
だより), a conditional rule in each (If the avalanche risk is 3 or higher, 要是有人打通宵,
積雪が20センチを超えた日は), an exception in each (except registered charities, 除非主家自己
带酒水, ただし出刃と柳刃だけは), one voice-dictated with filler in each, a complaint in each
('resoling from £25' again, 怎么又把洗牙写成“无痛”, また「無農薬」), one after thanks with an
emoji, terse notes (hog intake notes, 采耳价目表, 醤油のラベル表記), "I'd be grateful if…", 我习惯,
…ていただけますでしょうか, a casual …入れといて, a mixed-script rule (Kinkaku-ji（金閣寺）,
Kael and Moon) and a code rule in each (animals keyed on a registry number, weights in 克
as integers, a sales day that turns at 4 a.m.). Typos are left in (registerd, 时侯). Facts
are said by what the user does or has more than by a job noun (drives the school bus to the
ridge farms, looks after a mother with dementia, no printer, 磨剪子戗菜刀二十多年, 三条渔船,
没有电脑, Wi-Fiがなくて現金だけ, りんご畑を二町歩), beside a one-off request (a note to
parents, a sign for Mondays, 杜氏 with a thank-you letter), as self-corrections (the crossing
patrol rota not a crossing, 排讲解员班 not 讲解员, 海女 not 漁師), as a meeting's decision
(Saturdays only for the morris side, 收割机只给社员用, 協賛金は一口一万円), with an emoji, as a
stack (Time To Pet and Xero, 有赞 and 企业微信, Airリザーブ and freee) and as something that
shapes how to write for the person (English as a third language, 潮汕话, 耳が遠い).
Temporary items wear lasting words inside scopes that end: till the heating's back every,
this weekend never, while the zip line's shut, this week, this time (a newsletter signed
from Jen), 这礼拜所有, 这三天一律, 这周别再, 修好之前每个, 这次全部, 直るまでは全部, 今週
いっぱいは毎回, 留守の間は必ず, 今回は全部, 今日だけ; some are one-off tasks phrased like rules
(every label in this lot of chutney, 这批橘子每一箱, 今晚的直播脚本每个产品) or polite
one-offs (a thank-you for Sue, 给李站长的短信, 助産院の佐藤さんへのカード). Chit-chat says
always, never, every Halloween, 每次, 永远, 这辈子都不会再, 毎年 and いつも. Questions ask about
jam at a car boot, hedgehogs, a ceilidh caller, 采耳师's certificate, 渔船's papers, 皮影,
介護福祉士, 藍染め and 保健師; each language has one about a rule given before (the alpaca
records' key, 流水席 with its own drink, 研ぎ代), and some are shaped like directives (Going
forward, should… always, 以后…是不是都得, これからは…必ず…たほうがいいですか). Each
language's forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_49: tuple[tuple[str, str], ...] = (
    (D, ("Standing instruction for taxidermy enquiries: if someone's offering a bird of prey "
         "or an owl, the reply asks for the Article 10 certificate before anything else. I "
         "don't even look at a specimen without one.")),
    (D, ("In the alpaca trekking app, key every animal on its BAS registry number, not its "
         "name - we've got two called Biscuit. Stick to that whenever you write a query or a "
         "migration.")),
    (D, ("Foster kids' names never go in anything I send out, only initials, and never their "
         "school. That's the local authority's rule and it's mine too.")),
    (D, ("You've put 'resoling from £25' again. Leather soles are a flat £38 at my counter, "
         "there's no 'from'. Please get that right every time.")),
    (D, ("right so er whenever you do the puppet theatre listings um put the running time and "
         "the age bit like 3 plus yeah and that its in the upstairs studio not the main hall "
         "ok ta")),
    (D, ("What a night. A keg line let go at half five, the cellar was an inch deep, the quiz "
         "team moaned about the wait and the card machine died at last orders. Anyway - from "
         "here on the taproom board shows the ABV next to every beer, in big numbers. Had a "
         "lad driving who didn't check. Bed.")),
    (D, ("If the avalanche risk is 3 or higher, the morning ski patrol bulletin opens with the "
         "closed runs, before the weather or anything else.")),
    (D, ("Car boot pitches are £10 a car and £15 a van, except registerd charities, who pitch "
         "free. Use those prices whenever someone messages about a pitch.")),
    (D, ("Hello, I volunteer at the lighthouse museum. Last month a coach party arrived "
         "expecting to climb the tower, which we only open on Sundays, and it was very "
         "awkward. Would you mind making it clear in anything you write for visitors that "
         "tower climbs are Sundays only and must be booked? Many thanks.")),
    (D, ("perfect, thank you 🌌 all the planetarium show blurbs should be this length - under "
         "60 words, the ticket site chops anything longer")),
    (D, "hog intake notes: weight (g), where found, date in. no pet names until release."),
    (D, ("Girlguiding's rules, not mine: every Brownie trip permission form names the leader "
         "in charge and gives her mobile number. Don't ever leave that off.")),
    (D, ("For the interpreting agency's site, 'Deaf' takes a capital D when we mean the "
         "community and its culture, lower case when it's only about hearing. Keep to that in "
         "all the copy.")),
    (D, ("When you draft letters to bereaved families for the probate team, I'd be grateful "
         "if you always opened with condolences and left fees for the second page.")),
    (F, ("I drive the school bus out to the three farms on the ridge every morning. Could you "
         "write a polite note asking parents to have the kids at the lane end by 7:40?")),
    (F, ("Scratch what I said earlier - I'm not out on a crossing anymore, I run the school "
         "crossing patrol rota for the council from the office now.")),
    (F, ("Morris side AGM voted that we only dance out on Saturdays from now on; no more "
         "Sunday spots.")),
    (F, ("I don't own a printer, so anything that needs to be on paper I have to get done at "
         "the library.")),
    (F, ("The dog walking runs off Time To Pet for bookings and Xero for invoices, and my "
         "partner and I share one Google Calendar for the walks.")),
    (F, ("Passed my class 1 today 🚛 so I'm on the artic for the haulage firm from Monday "
         "instead of the 7.5 tonner.")),
    (F, ("English is my third language, after Tigrinya and Arabic, so plain short words help "
         "me a lot.")),
    (F, ("I look after my mum full time - she's got dementia - so I only ever get on the "
         "laptop after nine at night.")),
    (T, ("Till the heating's back on in the school hall, every hall booking reply has to tell "
         "people to bring a coat. Should be sorted by half term.")),
    (T, ("For the circus skills workshop this weekend, never list the trapeze anywhere - the "
         "rigger's off sick and it won't be up.")),
    (T, ("Every label in this lot of chutney needs 'best before March 2027' on it - it's the "
         "batch we did late.")),
    (T, "Just for today's market, price all the pumpkins at £3 flat. Need them gone."),
    (T, ("Could you write a thank-you for Sue, who drove the wildlife rescue van up to "
         "Carlisle and back on Sunday with the swans?")),
    (T, ("While the zip line's shut for its annual inspection, don't offer the combo ticket "
         "to anyone who phones. It's back open on the 20th.")),
    (T, ("Don't answer any of the paintball Facebook messages this week please, I'm redoing "
         "the prices on Monday and don't want to quote the old ones.")),
    (T, "This time sign the lettings newsletter from Jen rather than me, I'm away for it."),
    (C, "Funfair lads always say the dodgems pay for everything else. Always."),
    (C, "cheers, spot on"),
    (C, "Morning! Bloke next door was on the bagpipes at seven again. Lovely stuff."),
    (C, "I will never understand people who turn up to a car boot at 6am with a pram."),
    (C, ("Every Halloween somebody in the haunted maze gets walloped by a scared teenager. "
         "Without fail.")),
    (Q, "Do I need a licence to sell homemade jam at a car boot sale?"),
    (Q, "Remind me, what did I say the alpaca records should be keyed on?"),
    (Q, ("Going forward, should the puppet show listings always give an age guide, or is that "
         "a bit much?")),
    (Q, "How long can a hedgehog go without food when it's hibernating?"),
    (Q, "whats the usual fee for a ceilidh caller at a wedding, roughly?"),
)

ZH_FRESH_49: tuple[tuple[str, str], ...] = (
    (D, ("卫健委查得严，咱们中医馆的宣传文案里一律不能出现“根治”“包好”这种词，"
         "以后写的时候注意。")),
    (D, "水产批发那个小程序，重量字段统一用克存整数，前端再换算成斤显示，后端别存小数。"),
    (D, "怎么又把洗牙写成“无痛”了？我们诊所从来不承诺无痛，只能写“舒适”，记住了啊。"),
    (D, ("呃那个，以后接商演的回复啊，就是，要写清楚两头狮子起价，然后那个，锣鼓另外"
         "算钱，嗯，就这样")),
    (D, ("今天跑了六十多单，下午下大雨电动车还没电了，推着走了两公里，又被投诉两次……"
         "唉不说了。对了，以后给新骑手写培训材料，第一条都是“安全第一，不闯红灯”，"
         "这个月站里罚款太多了。")),
    (D, "要是有客人打通宵麻将，你算账的时候零点以后的按夜场价算，夜场一小时二十。"),
    (D, "流水席按桌报价，一桌八百八，除非主家自己带酒水，那就一桌减一百。以后都这么报。"),
    (D, "太好了👍 以后店里剪纸作品的介绍都照这个来，先写寓意，再写尺寸和装裱。"),
    (D, "采耳价目表：项目 / 时长（分钟）/ 价格，不写“起”。"),
    (D, "我们猪场谢绝参观，外人一律不进生产区，这是防疫要求。有人问就这么回。"),
    (D, ("麻烦您个事儿。上个月有位家属看到我们写的“套餐”两个字很不高兴，说像在卖东西。"
         "以后写殡仪服务介绍的时候，请都用“服务项目”，别再用“套餐”了，拜托了。")),
    (D, "回复客人的时侯别说“原装屏”，我们店一直是说“品质屏”，换屏报价都这么写。"),
    (D, "写战队公告时选手一律用游戏ID，比如 Kael、Moon 这种，别写真名，粉丝会去扒。"),
    (D, "我习惯稿子一段不超过三行，说书的时候好换气。以后帮我改评书稿都按这个来。"),
    (F, "我在菜场门口磨剪子戗菜刀二十多年了，帮我写个小牌子：“周一歇业，其余照常”。"),
    (F, "刚才说错了，我不是讲解员，我在博物馆是负责排讲解员班的，自己已经不讲了。"),
    (F, "合作社昨天开会定了，以后收割机只给社员用，不往外租了。"),
    (F, "我没有电脑，就一个老年机和我闺女换下来的旧平板。"),
    (F, "我们茶园的订单走有赞，老客户都在企业微信里，发货用顺丰月结。"),
    (F, "今年总算把B2驾照考下来了🎉 现在跑县里到省城的冷链货车。"),
    (F, "我是潮汕人，平时跟家里都说潮汕话，普通话的书面语写不太顺。"),
    (F, "我家有三条渔船，我和两个兄弟一人一条，主要打带鱼和鲳鱼。"),
    (T, "这礼拜锅炉检修，宿舍的所有通知都写“热水暂停供应”，修好了再改回来。"),
    (T, "庙会这三天腰鼓队全员上街，这期间的商演一律推掉。"),
    (T, "今晚的直播脚本，帮我每个产品后面都加一句“今晚下单包邮”。"),
    (T, "这批橘子每一箱都要贴“坏果包赔”的标签，上一批被客户投诉了。"),
    (T, "帮我给兽医站的李站长写条短信，谢谢他半夜过来给我家母牛接生。"),
    (T, "这周别再给考公班的学员群发课程推销了，有人投诉到教育局了，等风头过了再说。"),
    (T, "网吧空调坏了，修好之前每个来上网的都提醒一句，网费打八折。"),
    (T, "这次的川剧演出海报，演员名字全部按出场顺序排，不按咖位。"),
    (C, "每次一下雨，菌棚里的湿度就爆表，老天爷专门跟我作对。"),
    (C, "收到，挺好的👌"),
    (C, "晚上好呀，今天糖画摊来了好多小朋友，画了一下午的龙。"),
    (C, "这辈子都不会再信那些说“保证上岸”的培训班了。"),
    (C, "相声社的演员永远都在后台嗑瓜子，哈哈哈。"),
    (Q, "采耳师需要考什么证吗？"),
    (Q, "上次跟你说的流水席报价，主家自带酒水是减多少来着？"),
    (Q, "以后推拿店的价目表是不是都得写上“非医疗行为”？"),
    (Q, "渔船出海要办哪些证件？"),
    (Q, "皮影戏的影人一般是用什么皮做的？"),
)

JA_FRESH_49: tuple[tuple[str, str], ...] = (
    (D, ("披露宴の案内文では「重ね重ね」「再び」などの忌み言葉を使わないようにして"
         "いただけますでしょうか。当式場の決まりでございます。")),
    (D, ("コインランドリーの売上集計スクリプトでは、日付の切り替えを午前4時にしてください。"
         "深夜の売上を前日分に入れたいので。")),
    (D, ("また「無農薬」って書いてますね。うちの八百屋は「農薬不使用」としか書けないんです。"
         "ずっとそれでお願いします。")),
    (D, ("あのー、祭礼の、えっと、回覧板の文章なんですけど、山車の曳行時間のとこに、えー、"
         "雨天の場合もかならず書いといてください、はい、毎年それで揉めるんで")),
    (D, ("今日は散々でした。車椅子の固定ベルトが外れかけるし、病院の予約には遅れるし、"
         "帰りは大雨で…。すみません、本題です。これから予約確認のメッセージには、必ず"
         "「乗降介助の料金は別途です」と入れてください。")),
    (D, "積雪が20センチを超えた日は、町内へのお知らせに除雪車が回る順番を入れてください。"),
    (D, ("包丁の研ぎ代は一本いくらで書いてください。ただし出刃と柳刃だけは長さで変わるので"
         "「要相談」で。")),
    (D, ("ありがとうございます🙏 書道教室のお知らせは、いつもこの感じで、です・ます調で"
         "お願いします。")),
    (D, "醤油のラベル表記：品名／原材料（丸大豆・国産小麦）／仕込み年、この順。"),
    (D, ("うちの古民家カフェは、小学生以下のお子さまはご遠慮いただいています。問い合わせへの"
         "返信ではそこをはっきり書いてください。")),
    (D, ("公職選挙法の関係で、投票日当日に出すSNS投稿の文面は絶対に作らないでください。"
         "どの選挙でも同じです。")),
    (D, "ツアーの持ち物リストには、ヘッドライトと雨具は絶対入れといて。毎回忘れてくる人いるから。"),
    (D, ("ガイドの台本では、お寺の名前はローマ字のあとに（漢字）をつけてください。"
         "例：Kinkaku-ji（金閣寺）。")),
    (D, ("図書館だよりの件でお願いがあります。以前、一冊しかない本を「おすすめ」に載せて"
         "しまい、予約が殺到して苦情が来たことがありました。今後おすすめ本を紹介するときは、"
         "必ず所蔵冊数を添えていただけますか。")),
    (F, "冬の間だけ新潟の酒蔵で杜氏をしています。このお礼状の下書き、見てもらえますか。"),
    (F, ("すみません、さっき漁師と書きましたが、正確には海女です。夫が船を出して、私が"
         "潜っています。")),
    (F, "商工会の役員会で、来年から花火大会の協賛金は一口一万円に統一することになりました。"),
    (F, "うちの精肉店にはWi-Fiがなくて、レジも現金だけです。"),
    (F, "金継ぎ教室の予約はAirリザーブ、会計はfreee、生徒さんとのやりとりはLINE公式でやってます。"),
    (F, "今年から庭師として独立しました🌲 屋号は「松風園」です。"),
    (F, "耳が遠いので、電話より文字でのやりとりのほうが助かります。"),
    (F, "りんご畑を二町歩やっていて、ふじと紅玉が中心です。"),
    (T, "台風で蔵の屋根が傷んだので、直るまでは見学ツアーの案内は全部止めてください。"),
    (T, "今日だけ替え玉無料にしたので、SNSの告知文を作ってください。"),
    (T, ("今回の藍染め体験の案内には、持ち物に「汚れてもいい服」を必ず入れてください。"
         "保育園の団体なので。")),
    (T, "今週いっぱいは駐輪場の二階が工事中なので、利用者への案内には毎回それを書いてください。"),
    (T, "助産院の佐藤さんにお産のお礼のカードを書きたいので、文面を考えてもらえますか。"),
    (T, "明日の駅前での街頭演説の原稿、三分くらいにまとめてもらえますか。"),
    (T, ("眼科の先生が学会で留守の間は、予約の返信に必ず「代診医が担当します」と書いて"
         "ください。来週の金曜までです。")),
    (T, "この魚屋のチラシ、今回は値段を全部税込で書いてください。"),
    (C, "干し柿って、毎年この時期になるとカラスに狙われるんですよね。毎年。"),
    (C, "おお、いい感じです！"),
    (C, "おはようございます。今朝のスキー場、パウダーでした最高"),
    (C, "大工の親方はいつも現場に一番乗りなんですよ。ほんと尊敬します。"),
    (C, "漬物はもう一生分漬けた気がします笑"),
    (Q, "介護福祉士の資格って、実務経験なしでも取れますか？"),
    (Q, "前にお願いした、研ぎ代の書き方ってどうでしたっけ？"),
    (Q, "これからは山車の曳き手全員に、必ず保険をかけたほうがいいですか？"),
    (Q, "藍染めの布って、色落ちを防ぐにはどうしたらいいですか？"),
    (Q, "保健師と看護師って何が違うんですか？"),
)

__all__ = ["EN_FRESH_49", "JA_FRESH_49", "ZH_FRESH_49"]
