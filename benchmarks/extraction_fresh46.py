"""The extraction set's forty-sixth fresh round: shops, depots, hills and back offices.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a dry cleaner's and a 干洗店 and a
クリーニング店 (collection tickets, 取衣通知, 仕上がり日), a print shop, a 图文打印店 and a
印刷所 (bleed, RGB files, 胶装, 塗り足しとトンボ), pest control, a 消杀公司 and a 害虫駆除業者
(bait stations, 用药批号, 駆除報告書), a chimney sweep, a school bus depot, a mountain rescue
team and a 山小屋, a public library's overdue letters and a 図書館's catalogue CSV, an
escape room and a 密室逃脱, a scout group and a ボーイスカウト団, a bowling league, a
glassblowing studio, a model railway club and a 鉄道模型 運転会, a window-cleaning round, a
parish office and a 寺務所 (banns, 法要のご案内), a 快递驿站, a 社区团购团长, a 家政公司's
月嫂, a 开锁公司, a ski school (滑雪教练), a 幼儿园's parents' group, a 围棋班, a 花店 and a
花屋 (gift cards, 立札), a 垂钓园, a 公证处, a pharmacy's stock script, a zoo's keepers, a
保育園's 連絡帳, a 和太鼓 group, a 司法書士事務所, a ミニシアター, a 質屋 and a 測量事務所;
a few software items sit among them (prices in pence on a booking site, Arduinos in a
puzzle room, a Django membership system, ISBNs read as numbers).

The phrasings are ones the earlier rounds used little. Directives include a rule asked as a
question (Would you mind always…, …てもらえますか, 麻烦以后…), "Stop writing…", a rule passed
on from a boss or a body (My boss wants…, 市场监管来查…), a conditional rule (If a
driver calls in sick…), a house rule with "unless" or an exception in each language (unless
the customer's file says otherwise, 除了客户自己指定的, ただし若い方向けのメールだけは),
one voice-dictated with filler in each language, one buried in a long message about a hard
day (a furnace that tripped, a greasy hotpot kitchen, a point motor that failed at a
running day), one a complaint (the layout called OO again, 怎么又把全名发到群里,
なんでまたISBNが指数表記), one after thanks with an emoji, "can you keep doing it by street",
and terse lowercase notes in English. Facts include a self-correction (I'm the deputy, not
the manager; 住職ではなく副住職), a durable fact beside a one-off request in the same
message (a mountain rescue volunteer asking for a kit list; 在公证处做接待 with a notice to
rewrite; 保育園の栄養士 with a newsletter), a decision made at a meeting in each language, one
with an emoji, one said in passing, and a software stack. Temporary items wear lasting words
inside a scope that ends: for the Henderson order every invitation, while the 14's
diverted always, through the end of the month never, until Gareth's signed off every,
春节这几天一律, 张阿姨回老家这半个月都, 雪场压雪车坏了每节课, 从明天到月底所有,
屋根の工事が終わるまで毎回, 今回の展示会の分だけ全部, 台風が過ぎるまでは一切, 今月いっぱい;
some are one-off tasks phrased like rules (every name on tonight's sheet, 这批请柬每一张,
明日の運転会だけは全部) or polite one-offs (Could you write a short apology…,
麻烦帮我把这份报价单改成繁体, もう少し丁寧な言い回しにしてもらえますか). Chit-chat says
always, never, 每次, 永远, 这辈子都不想再, いつも, 絶対に and 毎回. Questions ask about flue
sizes, bait stations, scouts' consent, chimneys, 公证材料, 晨检记录, 黑坑, 处方药, トンボ,
ハチの巣 and 相続登記; each language has one about a rule given before (grid references,
花束卡片, 連絡帳の呼び方), and some are shaped like directives (From now on, should I…,
Is it better never to…, 以后每份…是不是都得, 要不要以后所有…, 今後は…たほうがいいですか).
Each language's forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_46: tuple[tuple[str, str], ...] = (
    (D, ("Would you mind always putting the collection date in bold on the tickets? Half our "
         "customers only ever read that one line.")),
    (D, ("House rule for print jobs: 3 mm bleed on everything unless the customer's file says "
         "otherwise, and we never run an RGB file without asking them first.")),
    (D, ("Stop writing 'rodents' in the inspection reports - say mice or rats, whichever it "
         "was. Customers read 'rodents' as us not having looked properly.")),
    (D, ("My boss wants every sweep certificate to list the appliance type and the condition "
         "of the flue, so please stick to that whenever you fill one in for me.")),
    (D, ("If a driver calls in sick, the text to parents goes out before quarter to seven, "
         "whichever route it is. Never after - they've left the house by then.")),
    (D, "callout logs: grid ref first, six figures, then what3words if we've got it"),
    (D, ("When you draft overdue letters, leave the fine out. The point is getting the book "
         "back, not frightening people off the library.")),
    (D, ("In the booking site code, keep every price in pence as an integer. No floats "
         "anywhere near money, please - we had a 1p rounding mess on gift vouchers last "
         "Christmas.")),
    (D, ("Whatever kit list you write for a camp, waterproofs go at the top. Someone turns up "
         "without one every single time.")),
    (D, ("Long day. The furnace tripped at ten and we lost a whole pot of colour, then the "
         "gallery rang chasing an invoice I'd already paid. While I think of it though - on "
         "any product description, say each piece is handmade and will vary a little; we've "
         "had two returns from people expecting six identical tumblers. Right, bed.")),
    (D, ("That's the third time you've called our layout OO. It's N gauge, it's been N gauge "
         "since 1998, and it needs to be N gauge in everything you write for the club.")),
    (D, ("ta, that's spot on 👌 for the round sheet can you keep doing it by street rather "
         "than by day? the lads sort their own days out")),
    (D, ("ok so um for wedding enquiries yeah can you make sure you always say the banns "
         "have to be read on three sundays before and er that they need to meet the vicar "
         "first thanks")),
    (D, "League averages are to the nearest whole pin, rounded down. We always have done."),
    (F, ("Actually I'm not the manager there, I'm the deputy - Sandra's the manager. I do run "
         "the Saturday shop on my own though.")),
    (F, "I'm red-green colour-blind, which is a right pain in a print shop, honestly."),
    (F, ("Eleven years a pest tech now, mostly commercial kitchens and a handful of farms out "
         "towards Ely.")),
    (F, "We run six school routes out of a depot in Thetford, all minibuses under 16 seats."),
    (F, ("I volunteer with our valley's mountain rescue team - could you tidy up this kit "
         "list for Saturday's training?")),
    (F, ("the branch i work at is the smallest in the county, two staff and a volunteer on "
         "thursdays")),
    (F, ("Parents were told at the AGM that camp fees go through OSM from now on - the group "
         "executive voted to stop taking cash.")),
    (F, ("The booking site is WordPress with Bookly, and the puzzles in both rooms run on a "
         "couple of Arduinos I programmed myself.")),
    (T, ("For the Henderson wedding order, every invitation gets gold foil on the names only "
         "- check that on each proof before it goes out.")),
    (T, ("While the 14 is diverted for the roadworks, always tell parents pick-up is at the "
         "church car park, not the usual stop.")),
    (T, ("Through the end of the month, never book two rooms to start at the same time - "
         "we're a game master short.")),
    (T, ("Until Gareth's signed off as a team leader, copy him into every callout report so "
         "he sees how they're done.")),
    (T, "Every name on tonight's league sheet goes in surname order - print it for me by six."),
    (T, ("Could you write a short apology to the Parkers for missing their windows last "
         "Tuesday? Offer them the next clean free.")),
    (T, "Nobody uses the big furnace until the engineer's been on Friday."),
    (T, ("Just this once, send Mrs Okafor's certificate without the CO alarm line - her alarm's "
         "on order and I'll pop back to fit it.")),
    (C, "It's always the wedding dresses that come in the day before the wedding. Always."),
    (C, "Never eating a service-station sandwich again, I swear."),
    (C, "Our Tuesday league never starts on time, they're all too busy gossiping 😂"),
    (C, "You're a lifesaver, honestly."),
    (C, "Back off the hill, soaked through, but everyone's home safe."),
    (Q, ("From now on, should I be putting the flue diameter on the certificate too, or is "
         "that overkill?")),
    (Q, "Is it better never to leave bait boxes in a kitchen over a bank holiday weekend?"),
    (Q, "What did I say about how we write grid references in the logs?"),
    (Q, ("Do we always need both parents to sign for a hike, or is one signature enough for "
         "the cubs?")),
    (Q, "How long after a sweep should someone wait before lighting a fire?"),
)

ZH_FRESH_46: tuple[tuple[str, str], ...] = (
    (D, "麻烦以后给客户发取衣通知的时候，把单号放在最前面，金额写在后面。"),
    (D, "驿站取件短信：取件码、货架号、营业时间，三样缺一不可。"),
    (D, ("团购接龙的文案别再用“手慢无”“错过等一年”这种词了，"
         "小区里老人多，看了心里发慌。")),
    (D, "给雇主推荐月嫂的时候，先写带过几个宝宝、有没有带过早产儿，证书放最后。"),
    (D, "开锁的单子不管多急，都得先登记身份证和房产证明，你写流程的时候这一条千万别漏。"),
    (D, "客户发来的文件一律先转成 PDF 再排版，除了客户自己指定要原文件打印的。"),
    (D, ("今天去一家火锅店灭蟑，后厨地上全是油，站都站不稳，老板还在旁边一直催。"
         "对了，以后写消杀报告，用的药名和批号都要写上，上回市场监管来查就卡在这儿了。"
         "明天还得跑两个小区。")),
    (D, ("呃那个就是以后给学员发上课提醒的时候啊，记得提醒他们带雪镜哈，"
         "然后那个手套要防水的那种")),
    (D, "怎么又把小朋友的全名发到家长群里了？以后群里的通知一律只写班级和小名。"),
    (D, "谢啦，这版剧情介绍写得好带感🔥 以后每个主题的介绍后面都附上恐怖等级和建议人数。"),
    (D, "我们班下棋一律按中国规则数子，不数目，写讲义的时候别弄混了。"),
    (D, "花束的卡片，客户没给原话就空着，别替人家写“永远爱你”这种话。"),
    (D, "药房进销存脚本里，批号和效期这两列永远不要去重，同一个药不同批号要分开记。"),
    (D, "饲养日志里动物一律写个体名字，别光写“猴子”“长颈鹿”，我们园里同一种有好几只。"),
    (F, "我在小区门口开了个快递驿站，一天大概进六七百件。"),
    (F, "刚给一家奶茶店灭完鼠回来——做消杀快十年了，什么店都跑过。"),
    (F, "我是我们小区的团购团长，兼职干的，白天还得上班。"),
    (F, "我在公证处做接待，这份材料清单你帮我改得通俗一点，今天要贴出去。"),
    (F, "园务会上定了，下学期开始不收纸质请假条，统一在家长小程序上请假。"),
    (F, "我周末在雪场兼职当滑雪教练⛷️，单板双板都教。"),
    (F, "我们家开垂钓园的，一共十二个塘，黑坑和野钓都有。"),
    (F, "药房的会员系统是我自己用 Django 写的，数据库用的 MySQL。"),
    (T, "这批婚礼请柬，每一张的名字都要烫金，打样的时候每张都帮我核对一下。"),
    (T, "春节这几天驿站人手不够，到付件一律先不收，等初八再说。"),
    (T, "张阿姨回老家这半个月，雇主那边的电话都先转给我。"),
    (T, "麻烦帮我把这份开锁报价单改成繁体，客户是从台湾来的。"),
    (T, "雪场压雪车坏了，这周高级道不开，每节课开课前都跟学员说一声。"),
    (T, "今天所有花束都用牛皮纸包，白色包装纸用完了，明天才到货。"),
    (T, "这次公司年会包场，每个房间都只给一次提示，你跟NPC们交代一下。"),
    (T, "从明天到月底，围棋课都改成线上，每次上课前半小时把链接发到群里。"),
    (C, "每次一下雪雪场就爆满，教练根本不够用。"),
    (C, "这辈子都不想再闻到灭鼠药的味道了。"),
    (C, "你永远都这么有耐心，比我们店里的小姑娘强多了。"),
    (C, "今天驿站来了个两米长的大件，一个人根本搬不动，哈哈。"),
    (C, "下午好，今天公证处排队都排到楼梯口了。"),
    (Q, "以后每份公证材料是不是都得附上身份证复印件？"),
    (Q, "我之前跟你说花束卡片要怎么处理来着？"),
    (Q, "幼儿园的晨检记录一般要保存多久？"),
    (Q, "黑坑一般多久放一次鱼比较合适？"),
    (Q, "要不要以后所有处方药都让顾客签个字？"),
)

JA_FRESH_46: tuple[tuple[str, str], ...] = (
    (D, ("仕上がり日のご案内には、曜日も必ず添えてもらえますか。"
         "日付だけだと勘違いされる方が多いので。")),
    (D, "入稿データのチェックでは、塗り足し3ミリとトンボの有無を最初に確認してください。"),
    (D, ("駆除報告書に「ゴキブリ」と大きく書くのはやめてください。飲食店のお客様なので、"
         "「対象害虫：チャバネ」くらいの書き方で。")),
    (D, ("連絡帳の返信では、「お母さん」「お父さん」と決めつけずに、"
         "「保護者の方」と書いてください。")),
    (D, "小屋の予約確認には、夕食は17時半から、遅れるときは必ず連絡、って毎回入れといて。"),
    (D, ("うちの事務所では、登記簿の写しは取得日を書いてから保存することになっています。"
         "ファイル名の頭にも日付を入れてください。")),
    (D, ("えーっと、練習日のお知らせなんですけど、あの、毎回、撥と、えー、"
         "タオルと飲み物を持ってくるように書いといてもらえると、はい、助かります")),
    (D, ("週末の運転会、ポイントが一個反応しなくて大変でした。子どもたちは喜んでましたけど。"
         "で、今後レイアウトの配線図を作るときは、ポイントごとに番号を振って、"
         "フィーダーの位置も書き込んでください。打ち上げの店はまた満席でした…")),
    (D, ("なんでまた蔵書CSVのISBNが指数表記になってるんですか。"
         "ISBNはこれから必ず文字列として扱ってください。")),
    (D, ("ありがとうございます、完璧です✨ "
         "これからは上映スケジュールに毎回、字幕か吹替かを書き添えてください。")),
    (D, "法要のご案内は縦書きでお願いします。ただし、若い方向けのメールだけは横書きで構いません。"),
    (D, ("お供えのお花は、立札を「御供」にするか「御霊前」にするか、"
         "毎回お客様に確認してください。宗派で違うので。")),
    (D, ("査定額をお伝えする文面では、"
         "「安い」「価値がない」といった言い方は絶対にしないでください。")),
    (D, "座標は世界測地系で、小数点以下3桁まで。旧測地系の数値は使わないこと。"),
    (F, "町のクリーニング店を二代目としてやっています。"),
    (F, "今日も閉じ込みが三件。あ、私、鍵屋です、出張専門の。"),
    (F, "保育園で栄養士をしているのですが、この献立のお便り、もう少し読みやすくしてもらえますか。"),
    (F, "ボーイスカウトの団委員会で、今年から夏のキャンプは二泊に短縮することが決まりました。"),
    (F, "ミニシアターで映写を担当しています🎞️ フィルム上映の日もまだあるんですよ。"),
    (F, "司法書士事務所の補助者で、相続登記をおもに担当しています。"),
    (F, "あ、訂正です。私は住職ではなく副住職です。父がまだ住職なので。"),
    (F, "図書館のシステムは業者のパッケージで、私が触れるのはCSVの書き出しだけです。"),
    (T, "本堂の屋根の工事が終わるまでは、法要は毎回客殿で行うとご案内してください。"),
    (T, "今回の展示会の分だけ、チラシは全部マットコートでお願いします。"),
    (T, "佐々木さんが産休から戻るまで、駆除の見積もり依頼は全部私に回してください。"),
    (T, "このお客様宛ての期限延長のご案内、もう少し丁寧な言い回しにしてもらえますか。"),
    (T, "台風が過ぎるまでは、山小屋の新規予約は一切受けないでください。"),
    (T, "明日の運転会だけは、案内を全部ひらがなで書いてください。小さい子が多いので。"),
    (T, "今月いっぱいは、仕上がりが通常より一日遅れるとお伝えしてください。機械を修理中なので。"),
    (T, "今日の練習は先生が来られないので、基礎打ちだけにすると連絡しておいてもらえますか。"),
    (C, "梅雨になると、いつも急にシミ抜きの依頼が増えるんですよね。"),
    (C, "あのお客さん、絶対に時間どおりに来ないんですよ笑"),
    (C, "さすがですね、毎回ほとんど直すところがないです。"),
    (C, "今日は太鼓の音がよく響いて、気持ちよかったです。"),
    (C, "こんばんは。山はもう紅葉が始まってます。"),
    (Q, "今後は立札のお名前も全部メモしておいたほうがいいですか？"),
    (Q, "前に、連絡帳の返信で保護者の方をどう書くようにお願いしましたっけ？"),
    (Q, "トンボって、毎回必ずつけないといけないものなんですか？"),
    (Q, "ハチの巣の駆除は、夜にやるのが普通なんですか？"),
    (Q, "相続登記の申請って、いつまでにしないといけないんでしたっけ？"),
)

__all__ = ["EN_FRESH_46", "JA_FRESH_46", "ZH_FRESH_46"]
