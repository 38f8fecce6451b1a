"""The extraction set's thirty-sixth fresh round: whole messages as people write them mid-session.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

No theme; here every item is a whole message of two to four sentences, the way people
type in the middle of a session: thanks for the last answer, the task at
hand, a pasted error line or a reaction, with at most one thing in it that should outlast
the session. The label is what the message as a whole must yield. A directive or a fact
sits among the rest ("Thanks, the plot's much clearer now. From here on, draw depth axes
...", "明白了,谢谢。补充一下背景:我们猪场存栏三千头左右 ..."); a temporary, chit-chat
or question message holds nothing lasting, even where it says "always", "never", "from
now on", 以后, 永远, 今後 or 必ず inside a pasted error, a scope that ends (until the
audit is over, in this PR, today only) or a question.

The users are again ones the earlier rounds left out: a research-vessel oceanographer, a
Lean formaliser, a platform SRE, a gym, a manga translator, an accessibility auditor, an
Elixir team, a mainframe COBOL maintainer, a wine shop, an open-source maintainer, a
primary teacher, a football club's analyst, a home-care agency, a bookbinder, an airline's
flight-ops data engineer, a piano tuner, an election office, a crossword setter, a dog
trainer, a small studio, a grid planner, a linguistics student; an e-commerce
customer-service lead, a Vue front end, a database administrator, an archaeological dig, a
murder-mystery game shop, a book editor, a fitness coach, an Android team, an export sales
office, a wedding planner, a traditional Chinese medicine clinic, a Java project handling
money, a bank branch system, a pig farm, a bubble-tea chain, a Taiwanese university
counsellor, a swimming school, a HarmonyOS team; a judo therapy clinic, a bookshop, a
Shinto shrine, a Flutter developer for fishing-boat captains, a labour and social security
consultant, a cram school, a bicycle shop, an amateur orchestra, an aquarium, a Java batch
system, an electrician, a potter, a second-hand bookseller, a dental lab, a nursery, a
funeral company and a tourist association. Directives cover code conventions (simp only,
memory requests equal to limits, tagged tuples instead of rescue, fixed-format COBOL,
script setup with TypeScript, EXPLAIN before advice, IO off the main thread, BigDecimal from
strings, const widgets, java.time only), numbers and units (depth increasing downward,
per-90 figures, eleven hours between shifts, vessel dimensions in a fixed order, doses after
herb names, times to five minutes, wire sizes in sq, total or standard length stated) and
writing for people (members not customers, honorifics kept, WCAG criterion numbers, short
tasting notes without scores, breaking changes first, answer keys on their own page, no
"亲", no spoilers, page numbers in citations, sets, reps and rest, short cold e-mails, the
word for treatment a clinic may use, no handwritten-style fonts, both calendars for
festivals, article and paragraph numbers, working shown in full, maker and model year,
assembly time apart from start time, a closing line on handmade ware, three grades of
condition) and how the agent talks (short paragraphs for a side panel, fewer English
abbreviations, comments in Chinese only, a three-line summary at the end). Facts are who the
user is and how they work, who uses the product, and history or constraints the code does
not show (ledgers that are never square, a third of a fleet on old ACARS, school pianos
left for years, 600 poll workers, grids sent as PDFs, rescue dogs afraid of doorways, a
cousin's PHP from 2014, a model run overnight on one server, a pig farm's Modbus-only
controller, orders through a mini-program, first-year students reached through LINE,
children watched from the poolside, terminals with no internet, a team new to HarmonyOS, a
draughtsman new to Python, three shifts answering thousands of queries, a four-person dental
lab, a vanished vendor, a nursery still on paper, calls that come at night, visitors over
fifty on phones, a kiln that takes two days to cool, captains out of signal, panels written
by keepers in turn). Temporary items are the task at hand or an instruction with an end
(this board pack, this chapter, this PR, today on a phone, until the vendor's certificate,
until the audit is over, until the end of the month, this week's release gate, Saturday's
rain plan, the year-end clean-up day, this month's price tags). Chit-chat is reactions,
thanks, greetings and grumbles; questions ask about practice, language features, standards
and the project's own past choices. Each language's forty were written on their own, not
translated from another, in registers from lowercase fragments with typos to polite
business Japanese, with a few Traditional Chinese items among the Simplified. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_36: tuple[tuple[str, str], ...] = (
    (D, ("Thanks, the plot's much clearer now. From here on, draw depth axes in metres "
         "increasing downward; that's how everyone on board reads a CTD profile. Can you redo "
         "the temperature one the same way?")),
    (D, ("ok that compiles. one thing for the future: dont use bare `simp` in anything you "
         "hand me, always `simp only [...]`, every mathlib bump breaks the unpinned ones. now "
         "the second lemma")),
    (D, ("Got this from the pipeline: `Error: Job failed: exit code 137`. Memory, I assume. "
         "And while you're in there: every container spec you write for us sets memory "
         "requests equal to limits, that's our standard everywhere, not just for this job.")),
    (D, ("That's a lovely draft, thank you. Going forward, please call them members rather "
         "than customers in anything for the gym. Can you tweak the second paragraph?")),
    (D, ("Haha yes, the honorific was the problem. For all my manga work, keep -san, -kun and "
         "-senpai in the English instead of translating them. Next page coming up.")),
    (D, ("Cheers. In future, whenever you flag an accessibility issue, put the WCAG success "
         "criterion number next to it, like 1.4.3, so clients can look it up themselves.")),
    (D, ("The Elixir one works, nice. Standing rule for this codebase: no try/rescue for "
         "control flow, return {:ok, _} and {:error, _} tuples instead. Now can you look at "
         "the GenServer timeout?")),
    (D, ("right, copybook sorted. please always keep the COBOL in fixed format, code in "
         "columns 8 to 72 whatever the editor suggests, the mainframe compiler won't take "
         "anything else. next is the JCL")),
    (D, ("Thanks, those tasting notes are close. Whenever you write notes for the shop, keep "
         "them under fifty words and leave out critics' scores. On to the Rhône list.")),
    (D, ("Great, the changelog looks right. Release notes for this project always list "
         "breaking changes first, under their own heading. Can you tag 2.4.0 now?")),
    (D, ("I've got a class at 2 so quick one. When you make worksheets for me, put the answer "
         "key on a separate page, never on the same sheet as the questions. Today's is "
         "fractions, year 5.")),
    (D, ("Nice, that's the chart the manager wanted. For anything going to the coaching "
         "staff, use per-90 figures, not season totals. Next up is the pressing data.")),
    (D, ("Sorry, just back from a call. Going forward, reply in short paragraphs without "
         "headings, I'm reading you in a narrow side panel. Anyway, the schema.")),
    (D, ("Thanks for the rota. Every schedule you draft for the agency has to leave carers at "
         "least eleven hours between shifts. Can you check Thursday against that?")),
    (F, ("Thanks, that fixed the sewing order. For context, most of what comes into the "
         "bindery is nineteenth-century ledgers from county record offices, so nothing is "
         "ever square. Endpapers next.")),
    (F, ("Appreciate it. Just so you know, the flight-ops feed comes from 140 aircraft and "
         "about a third of them still send the old ACARS format, which is why the parser "
         "looks the way it does.")),
    (F, ("lol ok. fyi i tune for three concert halls and a handful of schools, and most of the "
         "school pianos havent been touched in years. so the pitch raise calculator matters "
         "more than it sounds")),
    (F, ("Sorry, should have said earlier: the election office has four permanent staff and "
         "hires about 600 poll workers for each election day, and they're who the training "
         "site is for. Anyway, the login page.")),
    (F, ("Oh nice, that's tidy. The crosswords run in two regional papers, and the editors "
         "there only ever get the grids as PDFs. Okay, next clue set.")),
    (F, ("That makes sense now. The dogs I work with are mostly rescues from Romania, and a "
         "lot of them are frightened of men and of doorways. Could you have another go at "
         "the intake form?")),
    (F, ("Thanks, I'll check it now. The studio's booking system was written in PHP by my "
         "cousin in 2014 and nobody else has ever touched it, which explains a lot.")),
    (F, ("Good catch on the units. The network model covers about 3,000 substations across "
         "the north-west and runs overnight on a single Windows server. Let's see if the "
         "refactor helps.")),
    (T, ("Thanks! Now the failing test: `AssertionError: depth should always be positive` in "
         "test_profiles.py line 41. Can you see why?")),
    (T, ("For this board pack only, round everything to whole percentages, it's tight on "
         "space. Can you redo table 3?")),
    (T, ("Can you convert these forty glosses to Leipzig format? Just this chapter, my "
         "supervisor wants it by Friday.")),
    (T, ("CI is failing on `warning: this function depends on never type fallback being "
         "()`, which we treat as an error. Just allow it in this PR and we'll sort it "
         "properly later.")),
    (T, ("ok today im on my phone at a wedding so keep it short. just tell me if the cron job "
         "ran")),
    (T, ("Could you draft an email to the venue about Saturday's tasting? Forty guests, six "
         "wines, and we'll need spittoons.")),
    (T, ("Until the vendor sends the new certificate, point staging at the old endpoint. I'll "
         "ping you when it arrives.")),
    (T, ("Yep, that's the one. Now rename usr_tmp to user_temp everywhere in this module, and "
         "leave the tests alone while you're at it.")),
    (T, ("From now on until the audit's over, so the next two weeks, copy me on every change "
         "to the access-control list. After that it's back to normal.")),
    (T, ("Here's the log: `FATAL: remaining connection slots are reserved for "
         "non-replication superuser connections`. Restart the pooler and tell me what you "
         "see.")),
    (C, ("Ha, the error literally said 'this should never happen'. Well, it happened. Fixed "
         "now anyway, thanks.")),
    (C, "Wow. Three hours on that and it was a missing comma. I'm going to make a tea."),
    (C, "morning! sun's out for once, feeling optimistic. lets see how long that lasts"),
    (C, "That's brilliant, thank you. The choir are going to be delighted."),
    (Q, ("Quick question before I commit: should we always be pinning the Elixir version in "
         ".tool-versions, or is that overkill for a library? What do most projects do?")),
    (Q, ("Why does one GenServer crashing take the whole supervisor down with it? I thought "
         "that's what restart strategies were for.")),
    (Q, ("Thanks for the explanation. So is there any reason not to use tabular figures for "
         "the prices on the wine list? I've never really understood the difference.")),
    (Q, ("Hang on, why did we keep the old ACARS parser instead of rewriting it? I can't "
         "remember the reasoning.")),
)
ZH_FRESH_36: tuple[tuple[str, str], ...] = (
    (D, ("谢谢,话术改得挺好。以后给客服写回复模板,开头都别用“亲”,"
         "我们品牌走的是正式路线。下一个是退货的。")),
    (D, ("好的这个能跑了。以后写 Vue 组件都用 `<script setup>` 加 TypeScript,"
         "别再给我写 Options API 了。接着看表单校验那块。")),
    (D, ("報錯已經沒了,謝謝。以後幫我看 SQL,都先貼 EXPLAIN 的結果再給優化建議,"
         "我要先看執行計畫。剩下那條慢查詢明天再弄。")),
    (D, ("嗯嗯收到。以后写出土器物的描述,尺寸都按“口径×底径×高”的顺序写,单位厘米。"
         "今天这批先从 T3 探方开始吧。")),
    (D, ("这版文案可以。以后剧本杀的宣传文案里别剧透凶手,连暗示都不要有。"
         "下一个是新本《雾港》的介绍。")),
    (D, "哈哈你说得对。以后跟我解释东西少用英文缩写,一堆缩写我看着就头大。先说这个循环吧。"),
    (D, ("改好了,谢谢。以后稿子里的引文都要标页码,格式按“(作者,年份:页码)”来。"
         "第三章还有几处没标。")),
    (D, ("行。以后给会员写训练计划,每个动作都要写组数、次数和组间休息,一个都别漏。"
         "今天这个先发我看看。")),
    (D, ("原来是在主线程读文件导致的崩溃,明白了。以后安卓这边的 IO 操作都放到 "
         "Dispatchers.IO 里,别在主线程做。顺手把这个页面也改一下吧。")),
    (D, ("谢谢啦。以后帮我写英文开发信,一封别超过一百五十个词,老外没耐心看长的。"
         "这封先发我再改改。")),
    (D, ("流程图收到了。以后婚礼流程表里时间都精确到五分钟,每一项后面写上负责人。"
         "周六那场先按这个改一下。")),
    (D, ("好的。以后处方相关的文字,药名后面都要写上用量和单位,比如“黄芪 15g”,"
         "不能只写药名。今天的先这样。")),
    (D, ("感谢!以后这个项目里金额计算一律用 BigDecimal,构造的时候传字符串,别传 double。"
         "刚才那个 bug 就是这么来的。")),
    (D, "ok 跑通了 感谢。以后代码注释写中文就行 不用中英双语 太占地方。接下来搞登录"),
    (F, ("明白了,谢谢。补充一下背景:我们猪场存栏三千头左右,环控系统是 2016 年装的,"
         "只支持 Modbus,没有联网接口。所以你说的那个云平台方案估计用不上。")),
    (F, ("哦原来是这样。我们奶茶店一共五家,都在大学城附近,八成以上的单是小程序下的。"
         "那先看小程序那边的报错吧。")),
    (F, ("謝謝。補充一下,我帶的是大一新生,大一有四百多人,平常主要靠 LINE 群組發通知。"
         "今天先幫我把這份通知改短一點。")),
    (F, ("好的,我试试。我们游泳班的学员大多是五到八岁的小朋友,上课的时候家长都在池边看着。"
         "刚才那个报名表先这样。")),
    (F, ("啊,懂了。这个系统是给网点柜员用的,只跑在内网的 Windows 7 终端上,连不了外网。"
         "那这个 npm 包肯定装不了。")),
    (F, ("收到。说一下情况:鸿蒙版是我们公司第一次做,团队三个人之前都只写过 iOS。"
         "你先帮我看看这个 ArkTS 的报错。")),
    (F, "谢谢你。我在考古所画了十几年器物线图,Python 是去年才开始学的。刚才那段代码我再消化一下。"),
    (F, ("好的。我们客服团队在成都,二十几个人三班倒,每天要接七八千条咨询。"
         "先看看今天差评最多的那几条吧。")),
    (T, "这次活动页先别加埋点,等产品那边确认需求再说。你先把样式调好就行。"),
    (T, ("编译报 `Type 'string' is not assignable to type 'never'.`,在 OrderForm.vue "
         "第 48 行。帮我看看是哪里类型推断错了?")),
    (T, "今天我在外面用手机看,回复短一点。只要告诉我那个定时任务跑没跑就行。"),
    (T, "这周五之前,所有要上线的改动都先发我过一遍。审计结束以后就恢复原来的流程。"),
    (T, "帮我把这十二件器物的照片编号和登记表对一下,看有没有漏拍的。对完列个清单给我。"),
    (T, "周六那场要是下雨就改到室内。帮我准备一版室内的流程表备用。"),
    (T, "這次促銷只做到月底,菜單上先加一行「第二杯半價」。月底記得提醒我拿掉。"),
    (T, ("日志里一直刷 `WARN sync_orders: job never finished within 30s`。"
         "今天先把超时调到 120 秒顶一下,下周再查根因。")),
    (T, "帮我把这封询盘的回复翻成英文,语气客气一点。这个客户是德国的。"),
    (T, "先别管那个警告了。把这个函数拆成两个,一个读取、一个解析,只改这个文件就行。"),
    (C, "哈哈哈 报错信息写着“这里永远不会执行到”,结果它就执行到了。行吧,修好了,谢谢。"),
    (C, "终于下班了。今天被客户投诉搞得头都大了,回家先睡一觉。"),
    (C, "太强了,一次就过了!我去吃个饭。"),
    (C, "早呀。今天工地下雨停工,难得能坐下来好好写会儿代码。"),
    (Q, "想问一下,以后新接口是不是都应该上双向 TLS?内部服务有没有必要?大家一般怎么做?"),
    (Q, "Kotlin 协程的 launch 和 async 到底有什么区别?什么时候该用哪个?"),
    (Q, "對了,我們當初為什麼把會員等級單獨放一張表,而不是直接放在用戶表裡?我有點忘了。"),
    (Q, "中药饮片的有效期一般怎么定?有没有国家标准可以查?"),
)
JA_FRESH_36: tuple[tuple[str, str], ...] = (
    (D, ("ありがとうございます、読みやすくなりました。今後、患者さん向けの案内では"
         "「施術」で統一して、「治療」とは書かないでください。次は料金表のほうをお願いします。")),
    (D, ("いいね、これで行こう。あと、今後うちの POP には手書き風のフォントを使わないで。"
         "読みにくいってお客さんに言われたから。次は新刊コーナーの分ね。")),
    (D, ("ご丁寧にありがとうございます。今後、祭事のご案内文では、日付を必ず旧暦と新暦の"
         "両方で記していただけますでしょうか。来月の例祭のご案内から、さっそくお願いいたします。")),
    (D, ("なるほど、それで落ちてたのか。これからは Flutter のウィジェット、const を付けられる"
         "ところには全部付けるようにして。続けて一覧画面も見てもらえる?")),
    (D, ("了解です。今後、就業規則を引用するときは、第何条第何項まで必ず書いてください。"
         "今日は育児休業規程からお願いします。")),
    (D, ("解説ありがとう。生徒向けの解説プリントでは、これからは答えだけじゃなくて"
         "途中式を全部載せてください。今日の分は連立方程式です。")),
    (D, ("お、直った。これからは自転車の型番を書くとき、メーカー名と年式を必ずセットにしてね。"
         "同じ名前でも年ごとに中身が違うから。次はチェーンの在庫表。")),
    (D, ("パート譜の件、助かりました。今後、練習日程の連絡では、集合時間と開始時間を"
         "必ず分けて書いてください。来週の分の文面をお願いします。")),
    (D, ("ありがとうございます。解説パネルでは、今後も大きさが「全長」なのか「体長」なのかを"
         "必ず明記してください。今日はクラゲ水槽の分です。")),
    (D, ("ビルド通りました、ありがとうございます。今後このプロジェクトでは、日付の処理に"
         " java.time だけを使って、Date や Calendar は新しく書かないでください。"
         "続いてバッチのほうを見ます。")),
    (D, ("写真ありがとう、参考になった。これからは配線の説明で、電線の太さは必ず sq で書いてね。"
         "mm² だと現場でピンとこないから。")),
    (D, ("いい感じ。これから器の説明文には、最後に必ず「手作りのため一点ずつ表情が異なります」"
         "の一文を入れてね。オンラインショップの分、続けてお願い。")),
    (D, ("お返事ありがとうございます。今後、古書の状態説明は「美本・並本・難あり」の三段階で"
         "統一してください。今日は昨日入った文学全集の分をお願いします。")),
    (D, ("おお、早い。ところで、今後は回答の最後に毎回「要点まとめ」を三行で付けてください。"
         "長い説明だと後から読み返すのが大変なので。では次の質問です。")),
    (F, ("ありがとうございます、助かります。ちなみにうちの技工所は技工士が四人で、"
         "取引先の歯科医院はほとんど県内です。で、さっきの納品書の件ですが。")),
    (F, ("そうなんですね。補足すると、この在庫システムは十五年前に地元のベンダーが作ったもので、"
         "その会社はもうありません。なので中身を知っている人がいないんです。")),
    (F, ("助かる〜。ちなみにうちの園、連絡帳はまだ全部紙で、"
         "アプリの導入には園長が反対してるんだよね。とりあえず今日のおたよりを仕上げたい。")),
    (F, ("承知いたしました。念のため申し添えますと、弊社は葬儀社でございまして、"
         "ご依頼の多くは深夜から早朝にかけて入ります。"
         "先ほどの受付フォームの件、引き続きよろしくお願いいたします。")),
    (F, ("なるほど。観光協会のサイトを見に来るのは、ほとんどが五十代以上でスマホからの方です。"
         "さっきの文字サイズの話は、そこを踏まえて考えたいです。")),
    (F, ("ありがとう。うちの窯は電気窯が一つだけで、一回焼くと冷めるまで丸二日かかります。"
         "注文の締め切りは、いつもそこから逆算してるんです。")),
    (F, ("了解。アプリのユーザーはほぼ全員が釣り船の船長さんで、沖に出ると電波がほとんど"
         "入りません。オフライン対応の話はそういうわけです。")),
    (F, ("確認ありがとうございます。当館の常設展示は約二百種で、解説パネルの文章は飼育員が"
         "交代で書いています。それでは修正版をお送りします。")),
    (T, ("ありがとうございます。今日だけ、返信は要点だけでお願いします。"
         "移動中でスマホから見ているので。")),
    (T, ("また `NullPointerException` が出ました。ログを貼ります。"
         "とりあえず今回はこのクラスだけ直してもらえますか。")),
    (T, ("リンターに「変数は必ず const で宣言してください」って怒られてる。この PR では"
         "一旦そのルールを無効にしといて、あとで直すから。")),
    (T, ("年末の大掃除の日だけ、お迎えを15時までにお願いする案内を作ってください。"
         "保護者向けなので丁寧めで。")),
    (T, ("監査が終わるまでの二週間は、本番のデータベースを触る前に毎回私に確認してください。"
         "終わったら元の運用に戻します。")),
    (T, ("今週末の定期演奏会のプログラム、曲順を入れ替えた版を作ってもらえますか。"
         "休憩の前にブラームスを持ってきたいです。")),
    (T, "この古い就業規則、条番号がずれてるみたいです。全部振り直した版をください。"),
    (T, "仕入れ値が上がったので、今月の値札だけ一律一割上げた表を作って。来月また見直すから。"),
    (T, ("エラーはこれです:`ORA-00001: 一意制約(APP.PK_ORDER)に反しています`。"
         "原因の見当だけ先に教えてもらえますか、修正は午後にやります。")),
    (T, ("この見積書、宛名を「御中」から「様」に直して、日付を今日にしてもらえますか。"
         "ほかはそのままで大丈夫です。")),
    (C, ("うわー、エラーメッセージに「ここには絶対に来ないはず」って書いてあって笑った。"
         "来てるんだよなあ。とりあえず直ったのでよしとします。")),
    (C, "お疲れさまです。今日は朝から雪かきで、もう腕が上がりません。"),
    (C, "できた!ありがとう、ほんとに助かった。"),
    (C, "今日はご祈祷が立て続けで、やっと一息つけました。温かいお茶がおいしいです。"),
    (Q, ("ちょっと質問です。今後、社内のログインは全部パスキーに移行したほうがいいんでしょうか。"
         "小さい会社でもメリットってありますか?")),
    (Q, ("柔道整復の施術で、保険が使えるケースと使えないケースって何が違うんですか?"
         "教えてもらえると助かります。")),
    (Q, ("そういえば、このアプリってなんで最初から Firebase にしたんでしたっけ?"
         "理由を忘れてしまって。")),
    (Q, ("釉薬に含まれる鉛って、今の基準だとどのくらいまで許されているんですか?"
         "自分で調べてもよくわからなくて。")),
)

__all__ = ["EN_FRESH_36", "JA_FRESH_36", "ZH_FRESH_36"]
