"""The extraction set's thirty-second fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, from kinds of users the thirty-first round
did not have: database administrators, QA engineers, site reliability engineers, plugin
authors (WordPress, VS Code, Chrome, Obsidian), the team behind a nurse-scheduling app, a
pharmacy chain's vendor, translators, researchers, a data journalist, musicians and a
composer, teachers, lawyers, a guesthouse, a minsu and a family ryokan. About two thirds
are single sentences, the rest messages of two or three. Directives cover databases
(indexes built concurrently, online schema changes, write SQL tried in a transaction
first), tests (no hard sleeps, tests named after behaviour), operations (alerts on
symptoms, a runbook link in every alert, what to check first), code (a plugin prefix,
wrapped Go errors, no panic, fixed random seeds, permissions asked for when needed, files
kept inside the user's vault, English identifiers), data and privacy (times stored in UTC,
no guest names in logs, no staff numbers in exports, pseudonyms for clients), writing and
translation (product names left untranslated, original names on first mention, nothing
added to a source text, です・ます, 您 rather than 你, a fixed date format, a flat tone to
opposing counsel, source lines and a house palette on charts, p-values never rounded to
zero, figures readable in black and white, jazz chord symbols, MusicXML) and how the
assistant answers (the command first, few emoji, a three-line summary, a reason for each
change, edits marked rather than overwritten). Facts are who the user is (a DBA, a
freelance translator, a colourblind reader, a hard-of-hearing one, a composer, a
primary-school teacher, a labour lawyer, a doctoral student) and who uses the product or
what it rests on (charge nurses on a shared tablet, 40,000 plugin installs on old PHP,
three hundred pharmacies, orders from booking platforms, a MySQL upgrade held back, a
read-only Oracle, a survey question reworded, a statistics series whose method changed,
graphics moved off D3). Temporary items are one-off tasks and instructions scoped to now
(for this PR, for this release, while a replica or a GPU server is down, until a vendor's
fix or a monitoring move, tonight, today, for this quote, before a deadline). Chit-chat is
reactions, thanks, greetings and grumbles; questions ask about databases, testing tools,
the law, music scores, shift-scheduling algorithms and the project's own past choices.
Each language's forty were written on their own, not translated from another, in registers
from lowercase fragments and typos to polite business Japanese, with a few Traditional
Chinese items among the Simplified. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_32: tuple[tuple[str, str], ...] = (
    (D, ("When you write a migration that adds an index on Postgres, always use CREATE INDEX "
         "CONCURRENTLY. The orders table is far too big to lock.")),
    (D, ("please dont use hard sleeps in the playwright tests, wait on a locator or a "
         "network response instead")),
    (D, ("Keep the client's product names in English in every translation you do for me, "
         "even when there's an obvious local equivalent.")),
    (D, ("Every chart in a newsroom piece gets a source line under it with the date the data "
         "was pulled.")),
    (D, ("Guest names and room numbers never go into the booking system's logs. Log the "
         "reservation ID instead.")),
    (D, "I'd rather you give me the command first and explain it afterwards."),
    (D, "Write chord symbols the jazz way for me: Cmaj7, not CM7 or a little triangle."),
    (D, ("Shift times are stored in UTC and only converted to the ward's local time for "
         "display. Don't do that conversion anywhere else.")),
    (D, ("Alerts you set up for me should page on symptoms users actually feel, like error "
         "rate and latency, not on CPU.")),
    (D, ("Every function and hook in the plugin is prefixed with acmefm_ so it can't clash "
         "with other plugins.")),
    (D, "Never round a p-value to zero in my tables. Write p < 0.001 instead."),
    (D, ("In letters to opposing counsel, keep the tone flat and factual, with no adjectives "
         "about their client's conduct.")),
    (D, ("Name test cases after the behaviour they check, like rejects_expired_token, not "
         "test_login_2.")),
    (D, "no emojis in commit messages or code comments pls"),
    (F, "I'm the DBA at a regional credit union, and our core system still runs on Oracle 12c."),
    (F, ("I'm a freelance translator working from Japanese and German into English, mostly "
         "patents.")),
    (F, ("The scheduling app is used by charge nurses on night shift, usually on one shared "
         "tablet at the nurses' station.")),
    (F, ("We run a twelve-room guesthouse in Galway. I'm the owner, the receptionist and "
         "apparently also the web developer.")),
    (F, "I'm red-green colourblind, so a chart that relies on red versus green tells me nothing."),
    (F, ("The plugin has around 40,000 active installs, and a lot of them are on cheap shared "
         "hosts still running PHP 7.4.")),
    (F, ("The panel survey has run since 2011, but the income question was reworded in 2019, "
         "so earlier answers aren't directly comparable.")),
    (F, ("We moved the newsroom's graphics from hand-written D3 to Datawrapper two years ago, "
         "because nobody left on the desk could maintain the D3.")),
    (T, "Write a test that reproduces the double-booking bug from ticket QA-812."),
    (T, ("For this PR only, keep the old /v1/shifts endpoint around; the mobile app calls it "
         "until 5.2 ships.")),
    (T, ("While the read replica is being rebuilt, run the reporting queries against the "
         "primary, but keep them small and off-peak.")),
    (T, ("Draft a reply to this one-star review about the noisy boiler. Apologise, but don't "
         "offer a refund.")),
    (T, "today im on my phone so keep the code blocks short"),
    (T, "Until the vendor ships a fix for the font bug, pin pdfkit at 0.13.0."),
    (T, "Transpose this lead sheet from B-flat to E-flat for the alto player tonight."),
    (T, "Pull the 2023 rows out of this CSV and tell me which counties have no data at all."),
    (T, "silence the disk alerts on db-07 for the next two hours, we're migrating it"),
    (T, ("Just for this deposition summary, refer to the witnesses by first name. Three of "
         "them are called Walsh.")),
    (C, "ha, of course it only ever failed on the last day of the month"),
    (C, "Evening. Long day of grading essays, but I've got an hour now."),
    (C, "Perfect, the editor signed off on the graphic."),
    (C, "oof, the guest wifi went down right in the middle of checkout"),
    (Q, "What's the practical difference between a hash index and a B-tree in Postgres?"),
    (Q, "why does the scheduler let two nurses take the same shift in the first place?"),
    (Q, ("Can a WordPress plugin bundle Composer packages without clashing with another "
         "plugin that ships the same library?")),
    (Q, "How long does a hotel in Ireland have to keep guest registration records?"),
)
ZH_FRESH_32: tuple[tuple[str, str], ...] = (
    (D, "MySQL 大表加字段一律用 gh-ost 跑,不要直接 ALTER TABLE。"),
    (D, "自动化测试里别写死等待时间,统一用显式等待。"),
    (D, "翻译的时候,人名第一次出现要在括号里附上原文,后面再出现就不用了。"),
    (D, "每一条告警规则都要附上 runbook 的链接。值班的人半夜没空去翻文档。"),
    (D, "给我写的 SQL 里,表名和字段名都加上反引号。"),
    (D, "回答我的时候少用点 emoji,正常说话就行。"),
    (D, "我們民宿的文案一律用「您」,不要用「你」。"),
    (D, "数据新闻的图表统一用报社那套色板,不要自己另外配色。"),
    (D, "Chrome 插件的权限要用到的时候再申请。别在 manifest 里一次性全写上,审核会被卡。"),
    (D, "护士的工号不能出现在导出的排班 Excel 里。"),
    (D, "写实验代码的时候随机种子要固定,并且打印到日志里。这样结果才能复现。"),
    (D, "法律文书里的日期统一写成“2024年3月5日”这种格式,不要用斜杠或者横杠。"),
    (D, "我这边的规矩是:Go 里的 error 往上返回之前都要 wrap 一层上下文。"),
    (D, "給我改稿的時候,改動的地方請標出來,不要直接覆蓋原文。"),
    (F, "我在一家三甲医院的信息科,排班系统是我们科自己开发的。"),
    (F, "我是自由译者,主要做日译中的游戏本地化。"),
    (F, "我们的 VS Code 插件有十几万安装量,不少用户还在用两三年前的老版本编辑器。"),
    (F, "我在读博,课题是城市热岛,数据主要是遥感影像。"),
    (F, "我们民宿在大理,一共八间房。订单大部分来自携程和美团,很少有人直接找我们订。"),
    (F, "公司的数据库还是 MySQL 5.7。升级 8.0 的计划因为一个老系统的兼容问题一直卡着。"),
    (F, "我是执业律师,主要做劳动争议案件。代码是自学的,写得比较野。"),
    (F, "我眼睛不太好,电脑上的字号一直开得很大。"),
    (T, "帮我看一下这条慢查询的执行计划。不知道为什么没走索引。"),
    (T, "这周护士长们在试用新版排班。旧版的入口先别下线,万一有问题还能切回去。"),
    (T, "今晚机房割接,十点以后先别发任何变更。"),
    (T, "帮我把这份判决书的要点整理成一页纸。"),
    (T, "這次報價先按淡季價格算,旺季的價格我還沒定。"),
    (T, "先把那个不稳定的用例标成 skip。等开发修完了再打开。"),
    (T, "帮我把这段中文摘要翻成英文,投稿要用。"),
    (T, "实验室的 GPU 服务器这两天在修。你先用 CPU 跑个小样本看看效果。"),
    (T, "把插件的版本号改成 2.3.1,准备发布。"),
    (T, "帮我把这份问卷的结果按年龄段做个交叉表。"),
    (C, "好家伙,白查了一下午,原来是配置文件里多了个空格。"),
    (C, "搞定!主编说这张图做得很漂亮。"),
    (C, "晚上好,刚开完一下午的庭,累得不想说话。"),
    (C, "唉,产品又改需求了。这个月都第三次了。"),
    (Q, "MySQL 在可重复读隔离级别下为什么还会出现幻读?"),
    (Q, "劳动合同到期公司不续签,需要给员工经济补偿吗?"),
    (Q, "我们这个插件当初为什么没用 TypeScript 写?"),
    (Q, "Playwright 和 Cypress 哪个更适合做跨浏览器测试?"),
)
JA_FRESH_32: tuple[tuple[str, str], ...] = (
    (D, "テストケース名は、何を確認しているのかが読んで分かる日本語にしてください。"),
    (D, ("本番 DB に更新系の SQL を流すときは、必ずトランザクションで囲んで、"
         "最初は ROLLBACK で試すこと。")),
    (D, ("翻訳では、原文にない情報を補わないでください。"
         "訳注が必要なら、括弧で分けて書いてください。")),
    (D, "アラートの文面には、何が起きていて最初にどこを見ればいいかを必ず書くようにしてください。"),
    (D, "旅館のサイトの文章は、です・ます調で統一してください。"),
    (D, "Obsidian のプラグインでは、ユーザーの vault の外にファイルを書き出さないでね。"),
    (D, ("論文に載せる図は、白黒で印刷しても区別できるようにしてください。"
         "色だけでなく線の種類も変えてほしいです。")),
    (D, "シフトの制約チェックは、画面側ではなく必ずサーバー側で行うようにしてください。"),
    (D, "返事の最後には、毎回要点を三行でまとめてください。"),
    (D, "楽譜のデータは MusicXML で書き出して。PDF だけもらっても編集できないので。"),
    (D, "事務所の書面では、依頼者の実名を使わず、A 氏、B 社のように仮名にしてください。"),
    (D, "Go のコードで panic は使わないでください。エラーは戻り値で返すのがうちの決まりです。"),
    (D, ("恐れ入りますが、今後お送りいただくコードには、"
         "変更箇所ごとに理由を一言添えていただけますでしょうか。")),
    (D, "変数名はローマ字じゃなくて英語でおねがい"),
    (F, "私は小学校の教員で、授業で使う教材を自分で作っています。"),
    (F, "実家が温泉旅館で、予約システムの保守を私が本業の合間にやっています。"),
    (F, "弊社のシステムは、全国の調剤薬局およそ300店舗で使われています。"),
    (F, ("私は作曲家で、DAW は Logic を使っています。"
         "プログラミングは趣味程度です。")),
    (F, "このアプリを使うのは病棟の看護師長で、翌月のシフトは毎月20日までに確定させています。"),
    (F, "このデータは総務省の統計から取ったもので、2015年に集計方法が変わっています。"),
    (F, "本番の DB は Oracle です。うちのチームには参照権限しかありません。"),
    (F, "耳が聞こえにくいので、会議はいつも文字起こしで追っています。"),
    (T, "このバグを再現する手順を、テストケースの形で書き出してください。"),
    (T, "今回のリリースに限り、回帰テストはスモークテストだけで構いません。"),
    (T, "監視基盤の移行が終わるまでは、旧 Zabbix のアラートもそのまま残しておいてください。"),
    (T, ("このプレスリリースを英訳してもらえますか。"
         "明日の朝には先方に送りたいです。")),
    (T, "この判決文、長いので要点だけ抜き出してください。"),
    (T, "今日は外出先です。長いコードは貼らずに、方針だけ教えてください。"),
    (T, ("年末年始の料金は、とりあえず通常料金の1.5倍で表示しておいてください。"
         "正式な金額が決まったら差し替えます。")),
    (T, "この CSV、都道府県名の表記ゆれを揃えてもらえますか。"),
    (T, "学会の締め切りが金曜なので、それまではリファクタリングの提案は控えてください。"),
    (T, "ちょっとこの MIDI ファイル、テンポを 120 に揃えて書き出しといて"),
    (C, "うわー、テスト全部通った!久しぶりに気持ちいい。"),
    (C, "こんばんは。夜勤明けなので、ちょっと頭が回っていません。"),
    (C, "助かりました。これで明日の授業に間に合います。"),
    (C, "また Oracle のライセンスの話で会議が長引いた…"),
    (Q, "EXPLAIN ANALYZE って本番で実行しても大丈夫なんですか?"),
    (Q, "シフト表の自動作成って、どういうアルゴリズムでやるのが一般的ですか?"),
    (Q, "著作権の切れた楽譜なら、自由にデータ化して配布してもいいんでしょうか?"),
    (Q, "このプラグイン、なんで設定を JSON じゃなくて独自形式で保存してるんでしたっけ?"),
)

__all__ = ["EN_FRESH_32", "JA_FRESH_32", "ZH_FRESH_32"]
