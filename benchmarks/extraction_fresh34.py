"""The extraction set's thirty-fourth fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, this time from users the earlier rounds left
out: a veterinary clinic and an animal hospital with a night service, a theatre lighting
designer and a small playhouse, embedded firmware teams (field sensors, smart meters,
factory temperature loggers), a newspaper's data desk, municipal water utilities, a
children's chess coach, language schools, mobile game studios and a game designer, a solar
installer, hospital pharmacists, an e-money fintech, a library archivist, a guesthouse and a
ryokan, a law firm, a livestream sales team, a driving school, a high-school chemistry
teacher, a property manager, a bus dispatch office, a Tainan café, a Hong Kong accountant, a
sake brewery and a tax accountant's office. About two thirds are single sentences, the rest
messages of two or three. Directives cover code conventions (fixed-width integer types,
integer minor units for money, every player-facing string in the localisation table, one
request wrapper for a mini-program, no printf or locks in interrupt handlers, numbers read
from the design tables, register access through the HAL, English names with Japanese
comments, Chinese commit messages), numbers and units (mg/kg before the total dose,
megalitres per day and kilopascals, significant figures as given, prices with tax included,
Hong Kong dollars with thousands separators, three-digit channel numbers, concentrations in
mg/mL, gacha odds to two decimals), writing for people (sources and dates under charts, cue
lists in a fixed order, algebraic notation for children, CEFR A2 example sentences, tall-man
lettering, EDTF uncertain dates, British spelling, polite replies to guests, case numbers
instead of clients' names, no owners' names in notices, the offer in a livestream's first
thirty seconds, contact numbers in outage notices, furigana for learners, formal e-mail
openings, Western years beside Japanese eras, sake terms left in romaji, check-in times in
bold) and how the agent talks (short answers for a phone, no apologies, conclusion first,
analogies for a humanities graduate, casual Japanese, saying "I don't know"). Facts are who
the user is and how they work (two people on a data desk, a pharmacist checking IV orders, a
chemistry teacher's two classes, a five-person tax office, one vet on nights), who uses the
product (children on tablets, players on cheap Android phones, elderly residents ordering
meals, university students at a driving school, office workers at a café, learners new to
Japan) and history or constraints the code does not show (a 2009 SCADA system kept off the
internet, an e-money licence since 2022, a FileMaker catalogue from 2003, 64 KB of flash on a
GD32, a bus system from an unreachable contractor, loggers left in place for ten years, pipes
laid in the boom years, bookings still taken by phone). Temporary items are one-off tasks
and instructions scoped to now (tonight's tech rehearsal, until a sensor board arrives,
until Friday's boil-water notice ends, in this PR, until the sandbox bank is back, this week's
pre-sale, until a fee schedule arrives, this month's refit, the dress rehearsal, on this
branch, during an event, until year-end adjustments are done, tomorrow's group booking).
Chit-chat is thanks, reactions, greetings and grumbles; questions ask about sensors and
protocols, law and regulation, chess engines, drug compatibility and the project's own past
choices. Each language's forty were written on their own, not translated from another, in
registers from lowercase fragments with typos to polite business Japanese, with a few
Traditional Chinese items among the Simplified. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_34: tuple[tuple[str, str], ...] = (
    (D, ("When you write discharge notes for the clinic, give the dose in mg/kg first and then "
         "the total for that animal. Owners check the maths more often than you'd think.")),
    (D, ("we always use the fixed width types in the firmware, uint8_t, int32_t etc. plain int "
         "is banned, the size changes between our two compilers")),
    (D, ("Please always put the source dataset and the date you pulled it underneath any chart "
         "you make for me.")),
    (D, ("Cue lists for me go cue number, fade time in seconds, then what changes, one cue a "
         "line.")),
    (D, ("use algebraic notation for anything my students see, the old descriptive kind "
         "confuses them")),
    (D, ("Flows are in megalitres per day and pressures in kPa in every report you draft for "
         "us. The board and the regulator both work in those units.")),
    (D, ("Keep the example sentences for my classes at CEFR A2 unless I say otherwise: short, "
         "mostly present tense, everyday vocabulary.")),
    (D, ("In our Unity project nothing the player reads is hard-coded; every string goes through "
         "the localisation table.")),
    (D, ("Write look-alike drug names with tall-man lettering whenever they come up, e.g. "
         "hydrOXYzine and hydrALAZINE.")),
    (D, ("Money is integer minor units everywhere in our codebase, pence and cents, never "
         "floats. Reviewers will bounce any PR that stores an amount as a float.")),
    (D, ("keep answers short pls. I read them on my phone, usually standing on a roof in the "
         "wind")),
    (D, ("Uncertain dates in catalogue records are written EDTF-style, like 1923?, never as "
         "'circa 1923'.")),
    (D, "Don't apologise in your replies, ever. Just tell me what broke and how to fix it."),
    (D, "I prefer British spelling in anything you write for me: colour, organisation, licence."),
    (F, ("The clinic sees mostly cats and dogs, but about one patient in ten is an exotic: "
         "rabbits, ferrets, the odd bearded dragon.")),
    (F, ("The sensors run on an STM32L4 with 128 KB of RAM and sit out in the fields for years "
         "on two AA cells.")),
    (F, ("There are just two of us on the data desk at the paper, and neither of us did "
         "statistics beyond school.")),
    (F, ("The utility serves about 85,000 households. Our SCADA system dates from 2009 and by "
         "policy it never touches the internet.")),
    (F, "most of the kids I coach are 8 to 12 and they mainly play on tablets at home"),
    (F, ("Our players are mostly in Brazil and Indonesia, on cheap Android phones with 2 or "
         "3 GB of RAM.")),
    (F, ("We've held an FCA e-money licence since 2022. Before that we ran on a partner bank's "
         "licence, which is why some old tables still have their prefix.")),
    (F, "The archive's catalogue lives in a FileMaker database my predecessor built in 2003."),
    (T, ("Can you draft a text message for owners whose dogs are due their booster "
         "next month?")),
    (T, ("For tonight's tech rehearsal I just need a rough cue sheet for Act 2. I'll tidy it "
         "up properly tomorrow.")),
    (T, ("Until the new sensor board arrives, stub out the I2C driver so it returns fixed "
         "readings.")),
    (T, ("scrape last year's planning applications off the council site into a csv. need it "
         "before the 4pm news meeting")),
    (T, ("The boil-water notice for Zone 4 runs until Friday. Put a banner about it on the "
         "outages page, and take it down once the notice is lifted.")),
    (T, "Make me a 20-question quiz on the present perfect for tomorrow's intermediate group."),
    (T, ("In this PR leave the old in-app purchase code where it is; we'll delete it after "
         "store review.")),
    (T, ("Work out how many 400 W panels fit on a 9.4 by 5.1 m south-facing roof at a 30 "
         "degree pitch.")),
    (T, ("Skip the integration tests for now. The bank's sandbox API is down until tomorrow "
         "morning.")),
    (T, "Compare these two vancomycin dosing protocols and list every place they differ."),
    (C, "Printer at reception has jammed again. Third time this week, I swear it hates me."),
    (C, "thank you!! the chess club parents loved the newsletter"),
    (C, "Morning. Coffee's on, let's get going."),
    (C, "Wow, that actually fixed the flicker on the display."),
    (Q, "What's the difference between a Kalman filter and a complementary filter for an IMU?"),
    (Q, ("Can we publish a map of private wells if the locations came to us through an FOI "
         "request?")),
    (Q, "how does stockfish actualy decide which move is best"),
    (Q, "Why did we go with SQLite rather than Postgres for the offline cache back then?"),
)
ZH_FRESH_34: tuple[tuple[str, str], ...] = (
    (D, ("以后写小程序,请求接口一律用我们封装的 request.js,别直接调 wx.request。"
         "那个没有统一的错误处理,登录态过期了也不会自动续。")),
    (D, "审方记录表里的药名一律写通用名,不要写商品名。同一种药商品名太多,容易看错。"),
    (D, "回复房客消息都用“您”,客气一点,但别写太长,三四句话就够了。"),
    (D, "固件里的中断服务函数不许调 printf,也不许加锁。要打日志就写进环形缓冲区。"),
    (D, "请以后给学生出计算题时,有效数字按题目给的数据来定,别一律保留两位小数。"),
    (D, "跟我说话别绕弯子,先说结论,理由放后面。"),
    (D, "凡是跟客户案件有关的文件,文件名里只写案号,不写当事人的名字。这是所里的保密规定。"),
    (D, "我们的提交信息统一用中文写,第一行不超过三十个字。"),
    (D, "游戏里的数值全部从配置表读,别在代码里写死。策划要自己调,不想每次都找程序。"),
    (D, "以后写直播脚本,开头三十秒之内一定要把当天的福利说出来。"),
    (D, "菜單上的價格一律寫含稅價,不要另外標「未稅」。"),
    (D, "以後幫我寫的會計備忘,金額都用港幣,千位要加逗號。"),
    (D, "物业通知里不要出现业主全名和门牌号,写“某栋某单元”就行。"),
    (D, "给我解释代码的时候尽量打个比方。我是学中文的,纯术语真的看不懂。"),
    (F, "我在一家三甲医院的药剂科上班,主要在静配中心审核输液医嘱。"),
    (F, "民宿一共八间房,在大理古城边上。客人大部分是从携程和小红书来的。"),
    (F, "这款电表的固件跑在一颗 GD32 上,Flash 只有 64K,已经快塞满了。"),
    (F, "来我们驾校学车的大多是大学生,寒暑假是报名高峰。"),
    (F, "订餐小程序的用户主要是小区里的老人,好多人是子女帮忙注册的。"),
    (F, "我們店開在台南,週一公休,客人多半是附近上班的人。"),
    (F, "我带高二两个理科班,学校用的是人教版教材。"),
    (F, "这套公交调度系统是 2015 年外包做的。源码在我们手里,可当年写的人早就联系不上了。"),
    (T, "帮我写条朋友圈文案,宣传一下中秋节的住宿套餐。"),
    (T, "今天先别跑 OTA 升级的测试。测试板借给隔壁组了,明天才还回来。"),
    (T, "把这份判决书里的时间线理一下,按日期列出来。"),
    (T, "这周直播间在做 618 预热。这几天的脚本结尾都加一句“关注主播领券”。"),
    (T, "把这个表里重复的学员记录合并一下,按身份证号去重。"),
    (T, "明天上午期中考,今晚先帮我出十道有机化学选择题。"),
    (T, "新的配置表上线之前,掉落概率相关的代码先别动。"),
    (T, "帮我看看这条 SQL 为什么这么慢,跑了十分钟还没出结果"),
    (T, "這個月店裡在裝修,網站上的營業時間先改成只做外帶。"),
    (T, "等财务把新的收费标准发过来再说,收费页面先别上线。"),
    (C, "唉,又被房客半夜叫起来修热水器。这个月第三回了。"),
    (C, "太好了!!板子终于点亮了"),
    (C, "谢谢啦,家长群里都说这套题出得好。"),
    (C, "早上好。今天病区特别忙,我可能回得慢一点。"),
    (Q, "FreeRTOS 的任务优先级一般怎么分?有什么经验规则吗?"),
    (Q, "民宿接待境外游客,需要去派出所登记吗?"),
    (Q, "当初为什么把订餐截止时间定在上午十点?"),
    (Q, "静脉用药的配伍禁忌,有没有靠谱的数据库可以查?"),
)
JA_FRESH_34: tuple[tuple[str, str], ...] = (
    (D, "カルテの要約を書くときは、体重と投与量を必ずセットで書いてください。"),
    (D, "調光卓のチャンネル番号は、いつも三桁で書いてください。7 ではなく 007 です。"),
    (D, ("レジスタ操作は必ず HAL のラッパー経由にすること。"
         "アドレスを直接叩くコードはレビューで通しません。")),
    (D, "断水のお知らせには、問い合わせ先の電話番号と受付時間を必ず入れてください。"),
    (D, "学生向けの例文では、漢字に必ずふりがなを振ってください。N4 くらいの学生が多いので。"),
    (D, "ガチャの提供割合は、小数点以下第二位まで表示するルールです。"),
    (D, "薬液の濃度は % ではなく mg/mL で書くようにお願いします。"),
    (D, ("お客様宛てのメールは「いつもお世話になっております」で始めて、"
         "事務所の正式名称で締めていただけますか。今後ずっとこの形でお願いします。")),
    (D, "返事はです・ます調じゃなくていいよ。タメ口のほうが読みやすいから、これからはそれで。"),
    (D, "目録データの和暦には、必ず西暦を括弧で添えてください。例:昭和30年(1955)。"),
    (D, ("英語の商品説明では「純米」「吟醸」などは訳さずローマ字で書き、"
         "初めて出てくるところだけ短い説明を付けてください。")),
    (D, "予約確認のメールでは、チェックイン時刻と夕食の開始時刻をいつも太字にしてね。"),
    (D, "変数名は英語、コメントは日本語で書くのがうちのチームの決まりです。"),
    (D, "わからないことは推測で答えないで、わからないとはっきり言ってください。"),
    (F, "うちは夜間救急もやっていて、夜は獣医師一人で回しています。"),
    (F, "劇場は客席300ほどの小劇場で、調光卓は ETC の Eos を使っています。"),
    (F, ("製品は工場のラインに組み込む温度ロガーです。"
         "一度設置されると、たいてい十年は交換されません。")),
    (F, "当局の配水管は、半分以上が高度成長期に敷設されたものです。"),
    (F, "学生の大半はベトナムとネパールの出身で、来日して一年たっていない人がほとんどです。"),
    (F, "ゲームはリリースから三年目で、月間アクティブユーザーは40万人ほどです。"),
    (F, "事務所は所長と私を入れて五人です。顧問先の多くは地元の飲食店です。"),
    (F, "旅館の予約はいまも台帳と電話で受けていて、ネット予約はじゃらんだけです。"),
    (T, "来週の予防接種キャンペーンのチラシ、A5 で一枚作ってもらえますか。"),
    (T, "今日のゲネプロの間だけ、キューの自動送りを切っておいてください。"),
    (T, ("このブランチでは、ウォッチドッグのタイムアウトを一時的に長くしておいて。"
         "デバッグが終わったら戻します。")),
    (T, "この漏水調査の報告書、要点を三行にまとめてください。"),
    (T, "明日の中級クラス用に、て形の練習問題を十問作ってください。"),
    (T, "今月末までのイベント期間中は、スタミナの回復上限を倍にしておいてください。"),
    (T, "年末調整が終わるまでは、顧客データの CSV のフォーマットを変えないでください。"),
    (T, "この仕込み配合表、Excel から CSV に変換してもらえますか。"),
    (T, ("明日の団体さんの部屋割り、組み直してもらえますか。"
         "桜の間と萩の間が改装で使えなくなりました。")),
    (T, "このビルドエラーの原因を調べてもらえますか。ログを貼っておきます。"),
    (C, "ふう、今日の手術、無事に終わりました。"),
    (C, "ありがとうございます!おかげで初日に間に合いました。"),
    (C, "こんばんは。やっと仕込みが終わって一息ついたところです。"),
    (C, "うわ、またビルド通らない…"),
    (Q, "DMX と Art-Net って、結局何が違うんですか?"),
    (Q, "ガチャの確率表示って、法律で義務付けられているんでしょうか?"),
    (Q, "インボイス制度が始まってから、領収書の保存要件は変わりましたか?"),
    (Q, "このロガー、記録間隔の最短を1分にしたのはなぜでしたっけ?"),
)

__all__ = ["EN_FRESH_34", "JA_FRESH_34", "ZH_FRESH_34"]
