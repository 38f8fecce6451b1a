"""The extraction set's thirty-fifth fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, this time from users the earlier rounds left
out: an orchestra librarian, a wind-farm SCADA engineer, a dentist's front desk, a customs
broker, quants, a museum registrar and a small local museum, a drone mapping firm and a
surveying company, an HPC admin and a university computing centre, a court interpreter, a
wedding photographer, a Rust hobbyist, a Flutter team, a kindergarten teacher, a Taichung
florist, a Taiwanese garage and a mainland one, a postgraduate-exam tutor, a metro
signalling engineer, a grid dispatcher, a cross-border e-commerce back end developer, a
ramen shop, a machine shop, a care home, a kimono rental, a print shop, a landscaper, a
fishing co-operative, a calligraphy class and a wedding hall. About two thirds are single
sentences, the rest messages of two or three. Directives cover code conventions (a signal
lagged one bar in backtests, thiserror in libraries and anyhow in binaries, a golden test
for every widget, uppercase SQL keywords, English identifiers instead of pinyin, Go errors
wrapped with %w, whole functions rather than diffs, no sudo and no prompt sign in what
cluster users copy), numbers and units (UTC for turbine logs, ten-digit HS codes, object
numbers as accessioned, a default CRS and a height datum, log returns over 242 trading
days, megawatts to one decimal, machining dimensions to two decimals, height by width by
depth, signal numbers in the line's own format), writing for people (parts in score order,
reminders that say nothing of the treatment, glossary entries in a fixed order, warm client
e-mail without exclamation marks, what went well before what parents should do, no "never
wilts" in flower listings, material and use in customs descriptions, parts and labour apart
on a quote, a shop's signature, a plain account instead of a diagnosis in letters to
families, English and Traditional Chinese side by side, fix-versus-check wording in
preflight notes, a validity date at the end of a quotation, standard fish names, stroke
order, a seating plan's sides) and how the agent talks (the command before the
explanation, a production restart named in the first line, no markdown tables for WeChat,
a warning before anything that deletes, prose rather than bullets, every theorem named in
a worked solution). Facts are who the user is and how they work (a front desk of one and
a half, an English-Polish interpreter in family and criminal courts, a garage of three, a
couple running ten counter seats, a calligraphy teacher correcting from photographs, a back
end developer whose first language is Korean, a twelve-person machine shop), who uses the
product (forty orchestras borrowing parts, quarries wanting monthly volumes, PhD students
new to a scheduler, government clients, exam candidates who work by day, care-home
residents' families reached by phone and letter, tourists from Taiwan and Hong Kong,
master's students filling a supercomputer in February) and history or constraints the
code does not show (pencil bowings from dead conductors, two turbine makers each with its
own Modbus, records that began on index cards, a 2012 metro line on ageing CBTC, a
ten-fold rush on Mother's Day, a 1990s paper ledger, an Access system from twenty years
ago). Temporary items are one-off tasks and instructions scoped to now (tonight's
rehearsal, a gearbox swap until the 12th, Thursday's sick day, this week's audit, today's
RAID rebuild, Saturday's downtime, Monday's hearing, an exchange's upgrade, Qixi week,
tonight's track work, the coming-of-age season, tomorrow's rain, until maintenance ends).
Chit-chat is thanks, reactions, greetings and grumbles; questions ask about trade terms
and customs regimes, surveying and airspace, schedulers, risk ratios, fish labelling, ink,
Rust and the project's own past choices. Each language's forty were written on their own,
not translated from another, in registers from lowercase fragments with typos to polite
business Japanese, with a few Traditional Chinese items among the Simplified. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_35: tuple[tuple[str, str], ...] = (
    (D, ("When you make a parts list for me, put it in score order: woodwind, brass, timpani "
         "and percussion, harp, keyboard, then strings. Alphabetical is useless on our "
         "shelves.")),
    (D, ("all timestamps for the wind farm stuff in UTC pls, no local time. turbines dont do "
         "daylight saving and neither do our logs")),
    (D, ("When you draft appointment reminders, leave out what the appointment is for. Date, "
         "time and which dentist is all they should say.")),
    (D, ("HS codes go in full every time, ten digits with the dots, e.g. 8471.30.0100, even "
         "where a form only asks for six.")),
    (D, ("In any backtest you write, lag the signal one bar before it touches the positions. "
         "I don't want to see lookahead bias again.")),
    (D, ("Object numbers get copied exactly as accessioned, leading zeros and all: "
         "1987.0042.003, never 1987.42.3.")),
    (D, ("default CRS for anything you generate for us is EPSG:32633 unless the job sheet says "
         "different")),
    (D, ("Don't put sudo in anything written for cluster users. They don't have it, and every "
         "time it shows up I get a ticket.")),
    (D, ("Glossaries for me go source term, target term, then a short note on register, one "
         "entry per line.")),
    (D, ("in my rust crates its thiserror for the library errors and anyhow only in the "
         "binaries. keep to that pls")),
    (D, ("Give me the command first and the explanation after it. Nine times out of ten I only "
         "want the command.")),
    (D, ("Client emails in my name use first names, stay warm without gushing, and have no "
         "exclamation marks at all.")),
    (D, ("Every new widget in the app gets a golden test, even the tiny ones. Don't open a PR "
         "without one.")),
    (D, ("If a fix means restarting anything in production, say so in the first line of your "
         "answer, not buried at the end.")),
    (F, ("The library lends parts to about forty orchestras, and half our older sets still "
         "carry pencil bowings from conductors who died decades ago.")),
    (F, ("The site has 48 turbines from two manufacturers, and each of them speaks its own "
         "flavour of Modbus.")),
    (F, ("front desk is me plus a part-timer on tuesdays, booking for four dentists and a "
         "hygienist")),
    (F, ("Most of what we clear arrives by sea into Felixstowe, and a good share of it is "
         "bicycle parts from Taiwan.")),
    (F, ("The museum's records are in Axiell now, but they started life on index cards and "
         "about a fifth of them still have no photograph.")),
    (F, ("We fly two M300s, and most of our clients are quarries that want a stockpile volume "
         "every month.")),
    (F, ("My languages are English and Polish, and nearly all my work is in family and "
         "criminal courts.")),
    (F, ("The cluster is 600 nodes on Rocky 8 with roughly 1,400 active users, most of them "
         "PhD students who have never used a scheduler before.")),
    (T, ("Transpose this B-flat clarinet part into concert pitch for tonight's rehearsal; the "
         "player only brought a C instrument.")),
    (T, ("Turbine 17 is down for a gearbox swap until the 12th. Leave it out of this month's "
         "availability figures.")),
    (T, ("Dr Hale is off sick on Thursday. Write a text for everyone booked with her that day "
         "asking them to rebook.")),
    (T, ("Here are six invoice lines. Suggest a commodity code for each and I'll check them "
         "against the tariff myself.")),
    (T, ("for now start the backtest in 2015, the data before that has a hole i havent patched "
         "yet")),
    (T, ("We're doing a location audit in Gallery 3 this week. Make me a printable checklist "
         "of everything recorded as being there.")),
    (T, "Don't push anything to the processing server today. It's rebuilding the RAID array."),
    (T, ("Draft the downtime notice for Saturday: 8am to 2pm, scratch filesystem only, home "
         "directories unaffected.")),
    (T, ("For Monday's hearing, pull the medical terms out of this discharge summary and give "
         "me the Polish for each.")),
    (T, "Rewrite this shell script as a Makefile with the same targets."),
    (C, ("Ha, the principal conductor actually thanked the library after rehearsal. Somebody "
         "write down the date.")),
    (C, "Long night. Two turbines tripped in the storm, both back online now."),
    (C, "cheers that did it"),
    (C, "Good afternoon! Back from lunch and ready for round two."),
    (Q, "Under DAP versus DDP, who actually ends up paying the import VAT?"),
    (Q, "Can you get a decent stockpile volume from one flight with no ground control points?"),
    (Q, "why does slurm leave jobs sitting in CG for ages after they've finished"),
    (Q, "Why did we store prices as integer ticks rather than decimals in the first place?"),
)
ZH_FRESH_35: tuple[tuple[str, str], ...] = (
    (D, ("以后帮我写家园联系册的评语,先写孩子这周做得好的地方,"
         "再写需要家长在家配合的事。")),
    (D, "报关单上的商品名称要写清楚材质和用途,别光写“配件”“零件”,海关会退回来。"),
    (D, "回测里收益率统一用对数收益,年化按 242 个交易日算。"),
    (D, "成果坐标系默认用 CGCS2000,高程用 1985 国家高程基准,别再给我出 WGS84 的了。"),
    (D, ("商品文案里不要写“永不凋谢”“保鲜一个月”这种话。"
         "花都会谢的,写了就招投诉。")),
    (D, "变量名别用拼音缩写,团队里好几个外国同事看不懂。直接用英文单词。"),
    (D, "報價單上零件和工資要分開列,零件要註明是原廠還是副廠。"),
    (D, "讲题的时候每一步都写明用的是哪个定理或公式,别跳步。"),
    (D, "回复我的时候别用 markdown 表格,我要转到微信里,表格一贴过去就全乱了。"),
    (D, "以後幫我回覆客人的訊息,結尾都署名「小滿花室」。"),
    (D, "文档里的信号机编号按线路规范写,字母大写加四位数字,比如 X0203,别写成 x203。"),
    (D, "sql关键字都大写哈 表名字段名小写 一个子句一行"),
    (D, "你给我的命令里,凡是会删东西的,前面都先加一句提醒。"),
    (D, "调度日报里的负荷一律用兆瓦,保留一位小数,别一会儿千瓦一会儿兆瓦的。"),
    (F, "我们班是中班,二十六个孩子,都是四到五岁。"),
    (F, "公司主要接国土和水利的测绘项目,甲方基本都是政府部门。"),
    (F, "我們店在台中,母親節跟情人節的訂單大概是平常的十倍。"),
    (F, "我在杭州一家跨境电商做后端,母语是韩语,中文是工作以后才学的。"),
    (F, "修理厂就我跟两个师傅,来修车的多半是跑网约车的。"),
    (F, "来上课的大多是二战考研的学生,白天上班,晚上才有时间听课。"),
    (F, "这条线是 2012 年开通的,信号系统是西门子的 CBTC,备件越来越难买了。"),
    (F, "馆里的藏品账还是九十年代的纸质总账,数字化只做了三分之一。"),
    (T, "六一的节目单帮我排一下,一共八个节目,小班的放前面。"),
    (T, "这批货的发票和装箱单数量对不上,帮我核一下是哪几项。"),
    (T, "这两天交易所系统升级,实盘先停掉,只跑模拟盘。"),
    (T, "帮我把这份航测报告写个摘要,明天要交给甲方。"),
    (T, "七夕这周只接预订单,网站上的“当日达”先下架,过完节再上。"),
    (T, "下周三机房断电检修,帮我写个通知发到用户群里。"),
    (T, "帮我看看这个报错 `TypeError: Cannot read properties of undefined (reading 'map')`"),
    (T, "這張報價單幫我翻成英文,客人是外國人。"),
    (T, "把这十道真题按知识点分个类。"),
    (T, "今晚区间有施工,明早首班车之前测试环境先别重启。"),
    (C, "今天小朋友午睡特别乖,难得这么清静。"),
    (C, "哇 终于跑通了 感动哭"),
    (C, "周五啦,收工收工。"),
    (C, "謝謝你,客人收到花超開心的。"),
    (Q, "一般贸易和跨境电商 9610 报关,到底区别在哪?"),
    (Q, "夏普比率和索提诺比率,实际评估策略的时候该看哪个?"),
    (Q, "无人机航测要不要申请空域?多高以下可以不报?"),
    (Q, "当初我们为什么把订单号设计成日期加流水号?"),
)
JA_FRESH_35: tuple[tuple[str, str], ...] = (
    (D, ("原価は寸胴一本あたりじゃなくて、一杯あたりで出してください。"
         "そのほうが値付けを考えやすいので。")),
    (D, "加工指示書の寸法は、必ず小数点以下二桁まで書くこと。0.1 ではなく 0.10 です。"),
    (D, ("ご家族へのお便りでは「認知症」という言葉は使わずに、"
         "普段のご様子を具体的に書いてください。")),
    (D, "着付けプランの案内文は、英語と繁体字中国語の二本立てで必ず作ってください。"),
    (D, ("入稿チェックのコメントは、塗り足し不足なら「要修正」、"
         "それ以外の気になる点は「確認」と書き分けてください。")),
    (D, ("今後、お見積書の文面をご作成いただく際は、有効期限を必ず末尾に"
         "ご記載くださいますようお願い申し上げます。")),
    (D, "水揚げの報告では、魚種は標準和名で書いてください。地方名だと県の集計に載らないので。"),
    (D, "お手本の説明を書くときは、筆順も必ず書き添えてくださいね。"),
    (D, "作品の寸法は、縦×横×奥行の順に、センチで小数点以下一桁まで書いてください。"),
    (D, ("利用者向けの手順書では、コマンドはコピペできるようにコードブロックに入れて、"
         "先頭の $ は付けないでください。")),
    (D, "Go のエラーは握りつぶさないで、必ず %w でラップして返すようにして。"),
    (D, "説明は箇条書きより、普通の文章のほうが読みやすいです。これからはそれでお願いします。"),
    (D, "コード出すときは差分じゃなくて関数まるごと出して。どこに貼るかいつも迷うから"),
    (D, "席次表の案を作るときは、新郎側を向かって左、新婦側を右に置いてください。"),
    (F, "店はカウンター十席だけで、昼は夫婦二人で回しています。"),
    (F, "うちの工場は従業員十二人で、仕事はほとんど自動車部品の試作です。"),
    (F, "入居者さんは九十歳前後の方が多く、ご家族とのやりとりはいまも電話と手紙が中心です。"),
    (F, "お客様の七割ほどが海外からの観光客で、特に台湾と香港の方が多いです。"),
    (F, "収蔵品は一万二千点ほどで、半分近くは地元の方から寄贈された民具です。"),
    (F, "スパコンの利用者は学内の研究室が中心で、毎年二月は修論のジョブで埋まります。"),
    (F, ("教室には小学生から八十代の方まで通っていて、"
         "添削は半紙の写真を送ってもらってやっています。")),
    (F, ("このシステムは二十年前に前任者が Access で作ったもので、"
         "今も出荷管理はこれで回しています。")),
    (T, "来週からの冬限定の味噌ラーメン、ポップの文言を三案ください。"),
    (T, "この図面の寸法、インチからミリに直してもらえますか。"),
    (T, "敬老会の日だけ面会の受付時間を延ばすので、そのお知らせを作ってください。"),
    (T, "成人式のシーズンが終わるまで、予約フォームの一日の上限を四十件に上げておいてください。"),
    (T, "この入稿データ、トンボが付いていないので、付けた版を作ってもらえますか。"),
    (T, "明日は雨なので、剪定の予定表を木曜にずらして作り直してください。"),
    (T, ("メンテナンスが明けるまで、ジョブ投入スクリプトでは"
         " GPU キューを使わないようにしておいてください。")),
    (T, "このテストが落ちる理由を見てもらえますか。`expected 3, got 4` と出ています。"),
    (T, "企画展の出品リスト、作家名の五十音順に並べ替えてください。"),
    (T, "今月分の請求書、まとめて一つの PDF にしておいてください。"),
    (C, "今日はスープの出来がいい。こういう日はちょっと嬉しい。"),
    (C, "助かりました、ありがとうございます!"),
    (C, "お疲れさまです。雪で電車が止まってしまって、今日は家から作業です。"),
    (C, "やった、ジョブ全部通った!"),
    (Q, "刺身用と加熱用って、表示の基準はどこで決まっているんですか?"),
    (Q, "墨汁と固形墨で、作品の保存性ってそんなに違うものですか?"),
    (Q, "Rust の所有権って、C++ のスマートポインタと結局どう違うんでしょう?"),
    (Q, "予約システム、なんで最初に Google カレンダー連携にしたんでしたっけ?"),
)

__all__ = ["EN_FRESH_35", "JA_FRESH_35", "ZH_FRESH_35"]
