"""The extraction set's fifty-first fresh round: glass, wagons, cakes, drums and kilns.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a stained glass studio, a carpet fitting
quote tool, mushroom foraging, a wedding cake kitchen, a dog groomer, a bin round, a snooker
hall, fell races, a community midwife, a parkrun, building surveys, a cattle mart, a wine
list, a laundrette, a banksman on a crane, a carnival committee, a wheelchair user, saddle
fitting, a ski school in Morzine, a garden weather station, a family of undertakers, a pottery
class, a chapel window, a tasting cellar and a ski lift; a 挖掘机 rental system, 野生菌, 腊肉,
a 婚礼司仪, a 塔吊 driver, 攀岩, a 唢呐班, 风筝, 钢琴调音, 京剧, 射箭, 潜水, 刻章, 殡葬, a
林场 patrol, 叉车 training, 育儿嫂, 糖尿病, 割橡胶, a 剃头摊, 哮喘, 琵琶, 酸菜, 越剧, 跳伞,
冲浪, 蜂蜜 and 柳琴; a 給食 menu, 創作こけし, a ワイナリー, 運転代行, 鋳物, しいたけ, 合気道,
和紙, 麻雀, 動物病院, 刃物 steel, 養鶏, 喫茶, 人力車, 鷹匠, 宅配 sorting, 灯台, 補聴器, 1型
糖尿病, コンビニ and 給食センター, 焙煎, 鵜飼, 風鈴, 提灯, 竹細工, 金魚, 卓球, ボウリング,
江戸切子 and 剥製.

The phrasings are ones the earlier rounds used little. Directives come as a studio's practice
said as a fact, "In future" at the end of a long message about a bad day (a wagon's
hydraulics and a man filming, 塔吊 and a dead walkie-talkie, cracked 鋳物 moulds), a policy
said as a fact (foraging spots never named, 殡葬 photos never posted, 当院では電話での診断は),
a body's requirement (a mart's trading standards, 公安's rule on 公章, 業界の自主基準), a
polite long request with its story (a mother called 'a failure to progress', 《锁麟囊》's 锁
miswritten, 紙漉き体験 missed), a conditional rule in each (bookings over three hours, 十四岁
以下, 5度を下回る日), an exception in each (juniors on the day, 低保户, 中学生以下), one
voice-dictated with filler in each, a complaint in each ('nut-free', 无添加, 伝統こけし),
one after thanks with an emoji, terse notes (survey notes, 调音记录, 麻雀の成績メモ),
我习惯, …いただけますでしょうか, a casual …書いといてね, a mixed-script rule in each
(Château Musar (Cinsault, Carignan), 18m / 200bar, 白紙二号（White Paper Steel #2）) and a
code rule in each (areas in square centimetres as ints, 台班 not hourly prices, allergens as
code arrays). Typos are left in (peopel, dont, 在有人, しまう). Facts are said by what the
user does or has more than by a job noun (sells chanterelles to two restaurants, a weather
station on the shed roof, 骑摩托巡山, 在西双版纳割橡胶, 鷹を二羽, 毎朝五時からコンビニ), beside a
one-off request (a price list, 剃头's sign, 市役所's proposal), as self-corrections (a
banksman not a crane operator, 叉车培训师 not 叉车司机, 仕分け not 運転手), as a meeting's
decision (over-25s for parties, 育儿嫂's three days of training, 灯台's four open days), with
an emoji, as a stack (Calendly, Xero and Airtable, 海南胶网 and cash, 食べチョク, kintone and
クール便) and as something that shapes how to write for the person (a wheelchair, 哮喘, 補聴器,
1型糖尿病). Temporary items wear lasting words inside scopes that end: until the kiln's
fixed every, this Sunday, this time, next week's, for the next three weeks, today, over
Christmas, 这个月所有, 修好之前所有, 今天的每一坛, 这次所有, 春节这几天所有, 这周先别,
直るまでは全部, 今回は必ず, 今週いっぱいは毎回, 工事の間は必ず; some are one-off tasks phrased
like rules (next week's fixture cards all, 明天的每个环节, 明日の鵜飼の案内は全部) or polite
one-offs (a note for a parkrun marshal, 跳伞的刘教练, 人力車の先輩へのお礼). Chit-chat says every
single February, never, 每年, 年年, 从来, 永远, 毎年, 二度と and いつ来ても. Questions ask about a
weather station mast, chanterelles, leaded and stained glass, 潜水店's papers, 野生菌, 琵琶 and
柳琴, 鷹匠's permits, 江戸切子 and 剥製; each language has one about a rule given before (long
snooker bookings, 唢呐班 for 低保户, 合気道's fees for children), and some are shaped like
directives (Going forward, should every…, 以后…是不是都得, 今後…毎回…ほうがいいですか). Each
language's forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_51: tuple[tuple[str, str], ...] = (
    (D, ("At the studio, every commission quote includes a £40 site visit fee that comes off "
         "the final bill. That's how we've run it since day one, so it goes in any quote you "
         "draft for me.")),
    (D, ("In the carpet fitting quote tool, room areas are stored in square centimetres as "
         "ints, and rolls are rounded up to the next whole metre - never floats. Anything you "
         "write in that repo does it that way.")),
    (D, ("We don't say where we pick, ever - patches get stripped within a week. So no place "
         "names in any of the foraging posts you write for me.")),
    (D, ("Why does the wedding cake spec keep saying 'nut-free'?? Our kitchen handles nuts. "
         "Never write nut-free, 'made without nuts' at most.")),
    (D, ("right so er for the grooming reminders can you like always put the, um, the dog's "
         "name first and not the owner's, yeah, people love that, ta")),
    (D, ("Mad shift. The wagon's hydraulics went on Cedar Road, a bloke filmed us for twenty "
         "minutes shouting about his missed bin and I didn't get home till seven. In future "
         "when I ask you to reply to missed-bin complaints, always say the bin has to be at "
         "the kerb by 6:30am. Off for a bath.")),
    (D, ("If a snooker table booking is for more than three hours, the reply offers the £20 "
         "half-day rate instead of the hourly one.")),
    (D, ("Fell race entries close a week before the race, except juniors, who can enter on "
         "the day. Word every race notice that way.")),
    (D, ("Hello. I'm a community midwife, and last month a mum was really upset because a "
         "leaflet I'd written described her labour as 'a failure to progress'. When you help "
         "me write anything for parents, could you please leave out clinical phrases like "
         "that and explain things in plain words instead? Thank you.")),
    (D, ("cheers 👌 do the parkrun volunteer rota like that every week - names in one column, "
         "roles in the other, no colours")),
    (D, ("survey notes: address / date / weather / defects room by room. no adjectives, "
         "photos numbered.")),
    (D, ("Trading standards rules at the mart, not mine: every lot description gives the "
         "cattle's age in months and the holding number. Every catalogue entry you write for "
         "me includes both.")),
    (D, ("On the wine list keep the name exactly as the label has it and the grapes in "
         "brackets, like Château Musar (Cinsault, Carignan). Don't strip the accents.")),
    (D, ("pls never put 'dry cleaning' on the laundrette price list, we dont do it, its "
         "'service wash'. peopel keep coming in with suits")),
    (F, ("I go out foraging most weekends from September to November and sell chanterelles "
         "to two restaurants in Keswick. Can you help me put a price list together for them?")),
    (F, ("Correction from earlier: I'm not the crane operator, I'm the banksman - I guide the "
         "loads from the ground and talk him in on the radio.")),
    (F, ("The carnival committee agreed on Monday that the hall only gets booked out to "
         "over-25s for parties from now on.")),
    (F, "I've used a wheelchair full time since a climbing fall in 2019."),
    (F, ("Saddle fitting bookings come in through Calendly, invoices go out of Xero, and I "
         "keep every horse's measurements in an Airtable base.")),
    (F, ("Passed my level 2 🎿 so I'm teaching at the "
         "ski school in Morzine from December to April.")),
    (F, ("I've got a weather station on the shed roof that uploads to Weather Underground "
         "every five minutes.")),
    (F, ("We've been undertakers in Hexham for three generations - I do the arranging and my "
         "brother does the removals.")),
    (T, ("Until the kiln's fixed, every pottery class email should say this term's pieces "
         "get fired in January.")),
    (T, ("This Sunday don't promise any cake deliveries before noon - the van's at my "
         "sister's wedding.")),
    (T, "This time quote the chapel window at cost, it's for my old school."),
    (T, "Next week's fixture cards for the snooker league all need 'table 3 closed' on them."),
    (T, ("Could you write a thank-you note for Marjorie, who's marshalled at parkrun every "
         "week since we started? She's moving to Cornwall.")),
    (T, ("For the next three weeks don't book any tasting evenings on a Friday - the cellar's "
         "being tanked.")),
    (T, "Today, tell everyone who asks about the laundrette that the big dryer's out."),
    (T, "Over Christmas every carpet fitting confirmation should say we're back on the 5th."),
    (C, ("Every single February the ski lift breaks on the one good powder day. Every "
         "single year.")),
    (C, "ta very much"),
    (C, "Morning! Saw a barn owl on the drive in, first one in ages."),
    (C, "I'll never understand people who put ice in red wine."),
    (C, "Evening. A spaniel I groomed today shook himself dry all over me. Twice."),
    (Q, "Do I need planning permission to put a weather station mast on the garage?"),
    (Q, "What did I tell you about long snooker bookings again?"),
    (Q, ("Going forward, should every cake spec say if there's alcohol in it, or only the "
         "fruit cakes?")),
    (Q, "how long do chanterelles keep in the fridge"),
    (Q, "What's the difference between leaded glass and stained glass?"),
)

ZH_FRESH_51: tuple[tuple[str, str], ...] = (
    (D, ("挖掘机租赁系统里，费用按台班存，一个台班八小时，别存成小时单价，月底对账老对不上。"
         "以后写这块代码都按台班来。")),
    (D, ("我们做殡葬服务的，从来不在朋友圈发逝者的照片，"
         "家属同意了也不发。以后帮我写文案都别配照片。")),
    (D, "怎么又写成“无添加”了？我们的腊肉是放了盐和花椒腌的，不能说无添加，以后别再这么写。"),
    (D, ("那个，嗯，以后帮我回婚礼司仪的咨询啊，就是，先问清楚日期、酒店、多少桌，然后再"
         "报价，对，不然报了也白报")),
    (D, ("今天在塔吊上待了十一个小时，下面信号工的对讲机没电了，我在上面干等了四十分钟，"
         "下来还被项目经理骂了一顿……算了不说了。以后你帮我写施工日志，都把等待时间单独"
         "记一行。")),
    (D, "如果来学攀岩的是十四岁以下的孩子，你回复的时候提醒家长必须到场签字。"),
    (D, "唢呐班学费一学期一千二，除非是低保户家的孩子，那就免费。以后有人问都这么回。"),
    (D, "太好了👍 以后风筝协会的活动通知都按这个格式，时间地点放最前面。"),
    (D, "调音记录：琴号 / 调前音高 / 调后音高 / 问题，别写客套话。"),
    (D, ("想请您帮个忙。上次给剧团写演出简介，我把《锁麟囊》的“锁”写成了“琐”，被团里的"
         "老师们笑话了好久。以后帮我写京剧的东西，剧目名都加书名号，拿不准的字标出来让我"
         "自己查，好吗？麻烦您了。")),
    (D, "我习惯射箭成绩按每组六支箭记，一组一行。以后帮我做成绩表都这么排。"),
    (D, "潜水日志里深度写米、气压写bar，比如“18m / 200bar”，别给我换算成英尺和psi。"),
    (D, "以后在有人问刻公章的，一律要求带营业执照原件来，没原件不接，这是公安的规定。"),
    (D, "护林日志里发现火情的，时间精确到分钟，位置写林班号，不写大概方位。"),
    (F, "我每天骑摩托巡山，管着两万多亩林子，干了八年了。帮我写个防火宣传的横幅吧。"),
    (F, "刚才说错了，我不是叉车司机，我是仓库的叉车培训师，专门带新人考证的。"),
    (F, "家政公司昨天开会定了，以后育儿嫂上户之前都要先做三天培训。"),
    (F, "我有一型糖尿病，每天打四针胰岛素。"),
    (F, "我家在西双版纳割橡胶，胶价看海南胶网，卖胶都收现金，账记在一个小本子上。"),
    (F, "潜水教练证终于考下来了🐠 现在在三亚的潜店带学员。"),
    (F, "我在菜市场口摆剃头摊三十年了，帮我写个牌子：“剃头十元，刮脸五元”。"),
    (F, "我有哮喘，闻不得香水和油漆味，出门都随身带着喷雾。"),
    (T, "这个月琵琶教室装修，所有的试听课一律改成线上。"),
    (T, "叉车坏了，修好之前所有的装车预约都往后排一天。"),
    (T, "今天的酸菜订单，每一坛都帮我备注“易碎轻放”。"),
    (T, "这次越剧团下乡演出的海报，所有的字都用大号字体，村里老人多。"),
    (T, "帮我给跳伞基地的刘教练写几句感谢的话，我第一次跳多亏他了。"),
    (T, "春节这几天冲浪店不营业，所有的预约都回复“初八以后再约”。"),
    (T, "这周先别在群里发蜂蜜团购了，摇蜜机坏了。"),
    (T, "明天的婚礼流程，每个环节都帮我卡在五分钟以内。"),
    (C, "每年清明前后都下雨，风筝一次都放不成，年年这样。"),
    (C, "收到，谢谢🙏"),
    (C, "晚上好，今天去攀岩馆，手上磨破了三个地方。"),
    (C, "唢呐一响，全村都知道谁家有事，从来都是这样。"),
    (C, "京剧里甩水袖那个动作，我永远也学不会，哈哈。"),
    (Q, "开潜水店需要办什么资质？"),
    (Q, "之前跟你说的唢呐班学费，低保户家的孩子怎么收来着？"),
    (Q, "以后腊肉的商品标题是不是都得写上保质期？"),
    (Q, "野生菌怎么分辨有没有毒？"),
    (Q, "琵琶和柳琴有什么区别？"),
)

JA_FRESH_51: tuple[tuple[str, str], ...] = (
    (D, ("給食の献立データでは、アレルゲンは文字列ではなく特定原材料のコードの配列で持って"
         "ください。どのスクリプトもその形でお願いします。")),
    (D, ("またこけしの説明に「伝統こけし」って書いてますね。うちのは創作こけしなので、組合"
         "から注意されます。今後ずっと「創作こけし」でお願いします。")),
    (D, ("業界の自主基準があるので、ワイナリーのSNS投稿には必ず「20歳未満の飲酒は法律で"
         "禁止されています」と入れてください。")),
    (D, ("えっと、運転代行の、あの、予約の返信なんですけど、その、お客さんの車種と、えー、"
         "オートマかどうかを、毎回聞いといてもらえますか")),
    (D, ("今日は鋳物の型が二回も割れて、納期ギリギリで社長にも怒られて散々でした…。まあ"
         "いいや。これから見積書を作るときは、必ず「型破損による再製作は別途」と書いて"
         "ください。")),
    (D, "気温が5度を下回る日は、しいたけの原木の出荷連絡に「到着後すぐ屋内へ」と添えてください。"),
    (D, ("合気道の会費は月4,000円です。ただし中学生以下は2,000円なので、問い合わせには"
         "そう答えてください。")),
    (D, ("工房見学のご案内文をお願いする際は、紙漉き体験は予約制であることを必ず冒頭に書いて"
         "いただけますでしょうか。以前、遠方からお越しのお客様が体験できず、大変がっかり"
         "されてしまったことがございまして。")),
    (D, "ありがとうございます😊 麻雀教室のお知らせは、これからもこのくらいの長さでお願いします。"),
    (D, "麻雀の成績メモ：日付／卓／点数／順位、それだけで。"),
    (D, ("当院では電話での診断は行っておりません。"
         "動物病院へのお問い合わせにはそのようにご返信ください。")),
    (D, ("刃物の鋼材名は日本語のあとに英語を括弧で、例：白紙二号（White Paper Steel #2）。"
         "海外向けの商品ページは全部これで。")),
    (D, "卵のパックのラベル、採卵日は絶対書いといてね。賞味期限だけだと毎回聞かれるから。"),
    (D, "喫茶のメニューはこれからずっと税込み表示でおねがいしまう　税抜だとお客さんが混乱するので"),
    (F, ("鷹を二羽飼っていて、週末は鷹を飛ばして駅前のカラス追い払いの仕事をしています。今度の"
         "市役所向けの提案書、手伝ってもらえますか。")),
    (F, ("さっき運転手と書きましたが、宅配のドライバーではなく、仕分けセンターで夜間の仕分け"
         "をしています。")),
    (F, "灯台の保存会の会議で、一般公開はこれから年四回にすると決まりました。"),
    (F, "両耳に補聴器をつけているので、電話よりLINEのほうが助かります。"),
    (F, "養鶏場の注文は食べチョク、顧客管理はkintone、配送はヤマトのクール便です。"),
    (F, "念願のワイナリーを開きました🍇 山梨で甲州を育てていて、畑は一町歩です。"),
    (F, "毎朝五時からコンビニで品出しをして、九時から昼までは給食センターで働いています。"),
    (F, "1型糖尿病で、一日四回インスリンを打っています。"),
    (T, "焙煎機が直るまでは、豆の通販の注文には全部「発送は来週以降」と返信してください。"),
    (T, "今回の人力車のキャンペーン告知には、必ず「雨天時は幌付き」と入れてください。"),
    (T, "今週いっぱいは鷹の換羽で飛ばせないので、依頼の返信には毎回そう書いてください。"),
    (T, "灯台の外壁工事の間は、見学の問い合わせに必ず「展望台は閉鎖中」と添えて。"),
    (T, "人力車の先輩に、独り立ちのお礼の手紙を書きたいので、一通お願いできますか。"),
    (T, "明日の鵜飼の案内は全部、集合時間を三十分早めて書いてください。"),
    (T, "本日は風鈴の絵付け体験が満席なので、その旨のお知らせ文をお願いします。"),
    (T, "来週の提灯の納品書、全部に「雨天時は配送日変更あり」と入れといてください。"),
    (C, "竹細工の市って、毎年なぜか雨なんですよね。"),
    (C, "承知しました、助かります！"),
    (C, "こんばんは。今日は金魚すくいの屋台で子どもが七匹もすくって、水槽が足りません。"),
    (C, "卓球の試合、もう二度と朝一番には出ません…眠すぎました。"),
    (C, "ボウリング場って、いつ来ても同じ曲が流れてますね。"),
    (Q, "鷹匠になるのに何か許可っているんですか？"),
    (Q, "前に伝えた合気道の会費、子どもはいくらでしたっけ？"),
    (Q, "今後、こけしの箱には毎回作者の名前を入れたほうがいいですか？"),
    (Q, "江戸切子と薩摩切子って何が違うんですか？"),
    (Q, "剥製って自分で作っても法律上問題ないんですか？"),
)

__all__ = ["EN_FRESH_51", "JA_FRESH_51", "ZH_FRESH_51"]
