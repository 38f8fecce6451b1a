"""The extraction set's fifty-second fresh round: driving lessons, rinks, silkworms, trams.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a driving school, an ice rink booking app,
a marina, a café's brownies, bell ringing, sheepdog trials, a dental lab, a lock-keeper rota,
a charter skipper, a sailmaker, stoma supplies, a hot-air balloon, gutter cleaning, a
below-knee prosthetic, a horsebox driver, a coeliac, a marina committee; 扎染, 荔枝, a 盲人按摩
店, 苗绣, 米粉, a 修自行车 shop, 舞龙, a 猪肉摊, 烟花 retail, 高铁乘务, 环卫, 热气球, 养蚕,
采茶, 痛风 and 收废品; 屋形船, ロープウェイ, 旅館, 墓石, 樹木医, 路面電車, 競輪, 時計修理, 幼稚
園バス, 仲居, 競艇, 馬術, 骨董, 杖, 猟師 and ペースメーカー.

Directives come as a practice said as a fact (90-minute lessons, 按人头收费, 日没の三十分前),
a long bad day ending in "from now on" / 以后 / 今後 (a clutch on the A66, a chain that broke
three times, a tram stopped on its wire), a policy said as a fact (no berth numbers, no
'治疗', no guests' names), a body's requirement (the MCA, 应急管理局, 消防の指導), a polite long
request with its story (two practices called Riverside, a G train written as a D train, a bus
stop left out), a conditional rule and a rule with an exception in each language, one
voice-dictated with filler in each, a complaint in each ('gluten free', 纯手工, 全品国産), one
after thanks with an emoji, terse notes, 我习惯, …いただけますでしょうか, a casual …書いといてね,
a mixed-script rule in each (ft AGL and kt, 5龄（5th instar）, ローズ（Rose）) and a code rule in
each (minutes since midnight as ints, grams as integers, wind speed times ten), some with
typos left in (im, dont, 在写). Facts are said by what the user does or has (rings the tenor,
drives a horsebox, 每天凌晨四点扫中山路, 养蚕四张种, 鹿を撃っていて, 杖をついて), beside a one-off
request, as self-corrections (a dental technician not a nurse, 乘务长 not 司机, 樹木医補), as a
meeting's decision (first come first served berths, 演出费统一收, 風速十五メートルで運休), with an
emoji, as a stack and as something that shapes how to write for the person (a prosthetic,
coeliac, 痛风, 杖, ペースメーカー). Temporary items wear lasting words inside scopes that end
(until the compressor's fixed, this Saturday, this time, over the bank holiday, for the rest of
this month, 这周所有, 修好之前所有, 这次每件, 国庆这几天, 今天的全部, 点検が終わるまでは全部,
今回は必ず, 今週いっぱいは毎回, 連休中は必ず), and some one-off tasks are phrased like rules
(next week's invoices all, 这个月的价格表, 明日の予想は全部). Chit-chat says every single
winter, never again, always, 每年, 从来, 永远, 毎年, 二度と and いつ食べても. Questions ask about
jibs and genoas, outdoor ice, eggs sold at the gate, 板蓝根, 痛风 and tea, 乘务员's leave,
樹木医, 競艇 and 競輪, flying with a pacemaker; each language has one about a rule given
before (VAT on gutter invoices, the word the massage shop may not use, 法人's 税込 or 税抜), and
some are shaped like directives (Going forward, should every…, 以后…是不是都得, 今後…毎回…ほう
がいいですか). Each language's forty were written on their own, not translated from another.
Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_52: tuple[tuple[str, str], ...] = (
    (D, ("Lessons at our driving school are 90 minutes, never an hour - that's how we've always "
         "done it, so any booking text or reminder you write for me says 90 min.")),
    (D, ("In the ice rink booking app, session start times are stored as minutes since midnight "
         "in an int column, not as 'HH:MM' strings. Anything you add to that codebase keeps it "
         "that way.")),
    (D, ("We never say which pontoon a boat is on - owners have had outboards nicked. So marina "
         "replies don't mention berth numbers, full stop.")),
    (D, ("why does every menu you write for the café say 'gluten free' on the brownies?? they "
         "come out of the same kitchen as the flour. it's 'no gluten ingredients', never GF")),
    (D, ("ok so um for the bell ringing practice emails can you uh always put the tower and the "
         "start time in the subject line, like St Mary's half seven, yeah, cheers")),
    (D, ("What a day. The van's clutch went on the A66, Meg wouldn't settle at the pen and a "
         "judge had a go at me about my whistle in front of everyone. Anyway - from now on when "
         "you draft my trial entries, put the dog's ISDS number next to her name. Bed.")),
    (D, ("If a lab job comes in with a shade photo taken under yellow light, the reply asks the "
         "practice for a new photo before we start on the crown.")),
    (D, ("Lock-keeper rota swaps need 48 hours' notice, except for illness, which can be the "
         "same day.")),
    (D, ("The MCA says a charter skipper's safety briefing has to cover lifejackets and the "
         "man-overboard drill, so every briefing sheet you make for the boat covers both.")),
    (D, ("Last month I sent a patient's denture invoice to the wrong practice because two of "
         "them are called Riverside - mortifying. Could you please always put the practice's "
         "postcode next to its name whenever you write lab invoices or letters for me? Thank "
         "you.")),
    (D, ("Thanks, that's spot on 👍 and going forward keep my sail quotes in metres and square "
         "metres, I never quote in feet.")),
    (D, "stoma supply orders: product code first, then qty. always."),
    (D, ("Balloon flight notes: altitudes in ft AGL and wind in kt (e.g. 1500 ft AGL, 8 kt), "
         "never metres or km/h - that's how every pilot reads them.")),
    (D, ("im not VAT registered so dont add VAT to any of the gutter cleaning invoices you do "
         "for me")),
    (F, ("I've got a below-knee prosthetic on my left leg, so stiles and steep descents are "
         "the hard bits of any walk.")),
    (F, "I ring the tenor at St Mary's on Sundays and teach the learners on Tuesday nights."),
    (F, ("I drive a 7.5-tonne horsebox for a living, moving racehorses between yards - can you "
         "write me a short bio for the new website?")),
    (F, ("Sorry, I said dental nurse earlier - I'm a dental technician. I make the crowns and "
         "dentures in a lab, I don't see patients.")),
    (F, ("At the marina committee last night we agreed visitor berths go first come, first "
         "served from April - no more advance bookings.")),
    (F, ("Passed my part 3! 🎉 I'm a fully qualified driving instructor now, mostly nervous "
         "older learners in a manual Corsa.")),
    (F, ("The rink's booking app is Django and Postgres, payments go through Stripe, and the "
         "resurfacer schedule lives in a Google Sheet.")),
    (F, "I've been coeliac since I was seven, so I read every label twice."),
    (T, ("Until the rink's compressor is fixed, every public session enquiry gets told skating "
         "is off.")),
    (T, ("This Saturday all the quarter peal notices need to say we start at 2, not 3.")),
    (T, "Skip the cover letter on the sail quote this time, they only want the figures."),
    (T, ("Over the bank holiday weekend, every marina reply should mention the fuel pontoon "
         "is shut.")),
    (T, ("Write a thank-you card for Mrs Okafor, the examiner who passed my pupil today.")),
    (T, ("Next week's lab invoices all need the old address on them, the bank hasn't caught up "
         "yet.")),
    (T, "Can you put together a notice that the lock gates are closed on Thursday for repairs?"),
    (T, ("For the rest of this month put 'deliveries may be late' on every stoma supply email, "
         "the courier's on strike.")),
    (C, "Every single winter the resurfacer breaks down on Boxing Day, I swear."),
    (C, "cheers mate, legend"),
    (C, "Morning! Meg won the novice class yesterday, chuffed to bits."),
    (C, "I'll never again go up in a balloon before coffee, honestly."),
    (C, "The lock always floods the towpath right after I've cleaned my boots. Typical."),
    (Q, "What's the difference between a jib and a genoa?"),
    (Q, ("Going forward, should every lab ticket carry the patient's initials, or is that a "
         "GDPR problem?")),
    (Q, "What did I tell you about VAT on my gutter invoices again?"),
    (Q, "How thick does outdoor ice need to be before it's safe to skate on?"),
    (Q, "Do I need any kind of licence to sell eggs from a box at the gate?"),
)

ZH_FRESH_52: tuple[tuple[str, str], ...] = (
    (D, "我们扎染工坊的体验课一律按人头收费，不按件算，你帮我写的价目表都要这么写。"),
    (D, "荔枝园的订单系统里，重量一律用克存整数，不要用斤，也不要用浮点数。"),
    (D, "我们按摩店从来不写“治疗”两个字，只写“保健按摩”，帮我写的宣传文案都别出现“治疗”。"),
    (D, "怎么又写成“纯手工”了？我们的苗绣有一部分是机绣的，以后别再写纯手工。"),
    (D, "那个嗯就是以后米粉店的外卖回复啊，你都帮我加一句就是辣度可以备注哈，就这样"),
    (D, ("今天真是累死了，链条断了三次，一个客户非说我给他换的胎是旧的，吵了半小时，最后我还倒贴"
         "十块。以后你帮我写修车的收据，都把换下来的旧件写清楚，让客户签字。")),
    (D, "舞龙队的演出如果是室内场地，报价单里要加一条“场地挑高需六米以上”。"),
    (D, "猪肉摊的预订一律提前一天，过年前一周除外，那几天要提前三天。"),
    (D, "应急管理局规定烟花零售点必须张贴“严禁烟火”，所以你帮我做的门店海报都要有这四个字。"),
    (D, ("上次我给一位乘客回复投诉，把车次G字头写成了D字头，被车队长点名了。麻烦您以后帮我写"
         "乘务相关的回复时，都先核对一下车次的字头，谢谢。")),
    (D, "我习惯环卫班组的周报先写安全问题再写进度，你以后帮我写都按这个顺序来。"),
    (D, "谢谢啦😊 对了以后热气球的飞行通知都写北京时间，别写UTC。"),
    (D, "养蚕日志里龄期一律写成“5龄（5th instar）”这种格式，中英都要有。"),
    (D, "采茶记录：先写日期，在写鲜叶斤数。别倒过来。"),
    (F, "我家在湖州养蚕，一年春秋两季，每季四张蚕种。"),
    (F, "我每天凌晨四点开始扫中山路那一段，干环卫十一年了。"),
    (F, "我在成都开了家修自行车的铺子，主要修公路车，帮我想个店门口的招牌标语吧。"),
    (F, "刚才说错了，我不是高铁司机，是高铁乘务长，管一整列车的服务。"),
    (F, "舞龙队昨晚开会定了，以后演出费由队里统一收，队员按场次分。"),
    (F, "终于考下热气球驾驶执照了🎈 现在周末在张家界带客人飞。"),
    (F, "荔枝园的订单走有赞，物流用顺丰冷运，记账用金蝶精斗云。"),
    (F, "我有痛风，这两年海鲜和啤酒都戒了。"),
    (T, "这周所有米粉外卖都先别接城北的单，那边在修路。"),
    (T, "热气球的燃烧器修好之前，所有预约都回复“暂停飞行”。"),
    (T, "这次苗绣展的展品介绍，每件都加上绣娘的名字。"),
    (T, "国庆这几天所有的猪肉预订都要提前两天。"),
    (T, "帮我给乘务组写一份明天春运加开车次的通知。"),
    (T, "今天的采茶记录全部按下午那次过秤的数来写。"),
    (T, "帮我写条朋友圈，说扎染工坊下周一停业一天。"),
    (T, "这个月的收废品价格表，纸板都按八毛一斤写。"),
    (C, "每年荔枝熟的时候我都要胖五斤。"),
    (C, "好嘞，辛苦了！"),
    (C, "从来没见过这么大的雨，蚕室都漏了。"),
    (C, "永远别再让我去舞龙尾了，一场下来腿都软了。"),
    (C, "晚上好～今天收了一车旧空调，腰快断了。"),
    (Q, "扎染用的板蓝根和靛蓝是一回事吗？"),
    (Q, "我之前跟你说的按摩店宣传里不能写哪个词来着？"),
    (Q, "以后热气球的飞行通知是不是都得写上地面风速？"),
    (Q, "痛风的人能喝茶吗？"),
    (Q, "高铁乘务员的年假一般有几天？"),
)

JA_FRESH_52: tuple[tuple[str, str], ...] = (
    (D, ("うちの屋形船は、出船はいつも日没の三十分前と決まってるので、予約の返信にはそう書いて"
         "ください。")),
    (D, ("ロープウェイの運行ログは、風速を小数の文字列にせず、10倍した整数で保存しています。"
         "コードもそれに合わせてください。")),
    (D, ("当旅館では、お客様のお名前を館内の掲示に出すことはいたしません。案内文を作るときも"
         "お名前は入れないでください。")),
    (D, ("また「全品国産」って書いてる…うちの墓石は中国産の御影石も扱ってるので、それは絶対"
         "書かないで。")),
    (D, ("えーと、あの、樹木医の診断書なんですけど、えー、樹種の学名を、いつも和名の後ろに括弧"
         "で、はい、入れといてください")),
    (D, ("今日は最悪でした。路面電車が架線トラブルで四十分止まって、運転台で乗客に怒鳴られ、"
         "報告書も二回書き直し。今後、遅延のお詫び文を頼むときは、必ず振替輸送の案内を最初に"
         "入れてください。")),
    (D, "競輪の予想記事で雨の日のレースを書くときは、必ずバンクが滑りやすいことに触れてください。"),
    (D, "時計修理の見積もりは全部税込で書いてください。ただし法人のお客さんだけは税抜で。"),
    (D, ("消防の指導で、屋形船の乗船案内には救命胴衣の置き場所を書くことになっているので、毎回"
         "入れてください。")),
    (D, ("先日、幼稚園バスの時刻変更のお知らせで停留所を一つ書き漏らしてしまい、保護者の方を"
         "三十分お待たせしてしまいました。今後お知らせ文を作っていただく際は、全部の停留所を"
         "必ず並べて書いていただけますでしょうか。")),
    (D, "仲居さん向けのシフト表、土日は早番二人って毎回書いといてね"),
    (D, "ありがとうございます🙏 それと、今後の競艇の記事は選手名をフルネームでお願いします。"),
    (D, ("馬術クラブの馬の紹介は、名前を「ローズ（Rose）」みたいにカタカナと英字の両方で。"
         "いつもです。")),
    (D, "骨董の査定メモ：品名→作者→状態→金額の順。"),
    (F, "杖をついて歩いているので、坂と階段の少ない道のほうが助かります。"),
    (F, "週末は北海道の山で鹿を撃っていて、冬は罠猟もやってます。"),
    (F, "石川の温泉旅館で仲居を二十年やってます。新人さん向けの挨拶文を一つ作ってもらえますか。"),
    (F, "さっき樹木医って言いましたけど、正しくはまだ樹木医補です。"),
    (F, "ロープウェイの安全会議で、風速十五メートルを超えたら運休という基準に決まりました。"),
    (F, "競輪学校、合格しました🚴 来春から静岡の寮に入ります。"),
    (F, "時計修理の予約はSTORES、在庫はスプレッドシート、支払いはSquareでやってます。"),
    (F, "三年前からペースメーカーを入れていて、IHの近くには立たないようにしています。"),
    (T, "ロープウェイの点検が終わるまでは、問い合わせには全部「運休中」と返してください。"),
    (T, "今回の屋形船の貸切案内には、必ず「雨天決行」と入れてください。"),
    (T, "今週いっぱいは軌道工事なので、路面電車のお知らせには毎回迂回ルートを書いて。"),
    (T, "連休中は旅館の予約返信に、必ず駐車場が満車になりやすい旨を添えてください。"),
    (T, "猟師仲間の送別会で読む挨拶文を一つお願いします。"),
    (T, "明日の競輪の予想は全部、風向きを追記しておいてください。"),
    (T, "本日は時計修理の受付をお休みします、というお知らせを作ってください。"),
    (T, "来週の馬術体験の案内は全部、長ズボン必須と書いといてください。"),
    (C, "路面電車って、毎年お祭りの時期だけ満員ですよね。"),
    (C, "了解です、ありがとうございます！"),
    (C, "おはようございます。今朝は鹿が三頭も庭に来てました。"),
    (C, "もう二度と冬の屋形船で飲みすぎません…"),
    (C, "旅館の朝ごはんって、いつ食べても美味しいですよね。"),
    (Q, "樹木医って国家資格なんですか？"),
    (Q, "前にお伝えした時計修理の見積もり、法人は税込でしたっけ、税抜でしたっけ？"),
    (Q, "今後、墓石のページには毎回石の産地を入れたほうがいいですか？"),
    (Q, "競艇と競輪って、どっちが控除率高いんですか？"),
    (Q, "ペースメーカーを入れていても飛行機に乗れますか？"),
)

__all__ = ["EN_FRESH_52", "JA_FRESH_52", "ZH_FRESH_52"]
