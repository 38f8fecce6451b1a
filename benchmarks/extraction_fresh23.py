"""The extraction set's twenty-third fresh round: whole messages, unseen by the rules.

120 items, 40 a language (13 directives, 9 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

The setting is a long-running conversation in which the user and the assistant already
know each other. The user refers back to earlier sessions ("Like I told you last week",
"上次说过的", "前にも言いましたが"), corrects what the assistant remembers ("No, I moved
to Osaka in March, not Kyoto", "我已经不在那家公司了", "記憶違いだと思うんですが"),
updates a preference or a fact (a new job, a new city, a new tool, a new teammate, a
habit given up), mentions a life event in passing (a baby, a promotion, a new cat, a
move or a holiday next week) and gives feedback on how the assistant has been behaving
(too long, too many apologies, bullet lists again, reminders to sleep or see a doctor).
About half of the messages are about software work and half about the rest of life:
recipes, workouts, reading, money, language practice, weekends. As in the tenth round, a
message is labelled ``directive`` or ``fact`` when any part of it should be remembered
for future sessions, even if the rest is a one-off task or a complaint about the last
answer; it is ``temporary`` only when all of it is one-off work or scoped instructions,
``chitchat`` when it is only social talk, ``question`` when it only asks.

Directives carry a standing preference or convention, often as a reproach for having
forgotten it (no emoji, grams not cups, comments and commit messages in English, casual
Japanese rather than keigo, conclusions first, pnpm only, Playwright instead of Cypress,
a new reviewer for the UI or for Terraform, ask before deleting files, say what a command
will change, correct language mistakes on the spot, recipes for two, only places reachable
without a car, no more reminders to drink water or sleep early). Facts correct or update
the user's record: the city, the employer, freelancing, the team owned, a promotion, a
new baby, a new cat, a diet, a sport given up, the production database, CI, the cloud
and the chat tool the team moved to. The temporary messages are the look-alikes of that
setting: a holiday or a house move this week, an interview on Friday, a laptop in for
repair, "for today's session, always...", "until Thursday's release", "just for this
one reply", a reminder for the end of this chat, and a one-off request phrased as a
callback ("Like last time, can you scale this recipe...", "跟上次一样", "前回と同じ手順で").
The chit-chat greets after a gap, thanks and reacts; the questions ask what was decided
last time, what was said before, why something was done, and what the assistant
remembers. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_23: tuple[tuple[str, str], ...] = (
    (D, ("Like I told you last week, I don't want emoji in anything you write for me. You slipped "
         "a few into yesterday's summary, so please watch for that from now on.")),
    (D, ("You keep apologising before every answer, it's been going on for a few sessions now. "
         "Drop the apologies and just get to the point, always.")),
    (D, ("Ok, the tests pass. One correction to what you remember: we don't squash-merge anymore, "
         "we rebase and keep every commit. Please follow that from here on.")),
    (D, ("Last time you rewrote half my function when I only asked about one line. Going forward, "
         "keep your changes as small as the request unless I say otherwise.")),
    (D, ("Since I switched to pnpm last month, please stop suggesting npm commands. Give me the "
         "pnpm equivalent every time.")),
    (D, ("When you suggest recipes, remember I asked you to use grams, not cups. You went back to "
         "cups on Sunday.")),
    (D, ("Thanks for the tip earlier. In general, when I ask about workouts, assume I only have "
         "dumbbells at home; I cancelled the gym membership.")),
    (D, ("You've started answering my travel questions with huge bullet lists again. I prefer a "
         "few plain paragraphs, as I said before, so please stick to that.")),
    (D, ("The new teammate, Priya, reviews all the frontend PRs now. Whenever you draft a PR "
         "description that touches the UI, tag her instead of Marco.")),
    (D, ("Going back to what we discussed last session: every new endpoint gets a rate limit, no "
         "exceptions. Add one to the export endpoint you just wrote.")),
    (D, ("I'd rather you ask before running anything that deletes files, even in the tmp folder. "
         "That's a standing rule, not just for today.")),
    (D, ("When you help with my Spanish practice, correct my mistakes right away instead of saving "
         "them for the end. It sticks better that way for me.")),
    (D, ("please stop telling me to drink water every time I mention I'm tired, it's a bit much. "
         "just answer the question")),
    (F, ("No, I moved to Osaka in March, not Kyoto. You had that wrong in your last answer, so "
         "those train times are for the wrong city.")),
    (F, ("Quick update since we last talked: I left Brightline and started at a fintech called "
         "Ledgerly on Monday. Same role, backend engineer, but a lot more Go than Python.")),
    (F, ("Heads up, Tomás took over the payments service from me in the reorg, so I don't own it "
         "anymore. I'm on the search team now.")),
    (F, ("We had the baby three weeks ago, a little girl named Ada! So yes, my hours are all over "
         "the place now, which is why I've been replying at 4am.")),
    (F, ("I don't run anymore, the knee surgery put an end to that, so the marathon plan we made "
         "is off. I swim three times a week instead.")),
    (F, ("Just so your notes are right: the production database is Postgres 16 now, we finished "
         "the upgrade on Friday. The old 12 cluster is gone.")),
    (F, ("Correction to something from a few sessions back: I'm vegetarian, not vegan. Eggs and "
         "cheese are fine, so you can stop substituting them.")),
    (F, ("I got promoted to staff engineer last month, so I'm doing a lot more design review and a "
         "lot less coding. Can you help me tighten this RFC intro?")),
    (F, ("fyi we dropped Jenkins, everything has built on GitHub Actions since the summer. the "
         "Jenkinsfile still in the repo is dead, ignore it")),
    (T, ("I'm on holiday next week, so no need to remind me about the sprint review. Can you draft "
         "a short out-of-office message for now?")),
    (T, ("For today's session, always answer in bullet points, I'm reading on my phone between "
         "meetings. Normal format tomorrow.")),
    (T, ("We're moving house on Saturday, so this week I just need quick, cheap dinners that use "
         "up what's in the fridge. Tonight it's rice, eggs and spinach.")),
    (T, ("Remind me at the end of this chat to send the invoice to Karen. Now, about that CSV "
         "import bug.")),
    (T, ("Until the release goes out on Thursday, don't touch anything in the auth module, even if "
         "you spot something ugly. Focus on the docs.")),
    (T, ("Like last time, can you scale this recipe up for six people? It's for my sister's "
         "birthday dinner tomorrow.")),
    (T, ("My laptop's in for repair this week, so I'm on an old Windows machine. Give me "
         "PowerShell instead of bash until I get it back.")),
    (T, ("Please rerun the benchmark you ran last Tuesday, same settings, and compare it with "
         "today's numbers.")),
    (T, ("I've got a job interview on Friday at 10, so for the next few days let's do system "
         "design practice instead of the side project.")),
    (T, ("Just for this one reply, skip the explanation and give me only the final SQL, I'm "
         "pasting it straight into a ticket.")),
    (C, "Back again! It's been a while, the last couple of weeks were a blur."),
    (C, "Ha, you remembered the cat's name. That honestly made my morning."),
    (C, "Ugh, Mondays. Okay, coffee's ready, let's do this."),
    (C, "That worked perfectly, just like last time. Thanks, you're a lifesaver."),
    (Q, "What did we end up deciding last week about the caching layer, Redis or just in-process?"),
    (Q, ("Do you remember the name of that ramen place I mentioned when we talked about my Tokyo "
         "trip?")),
    (Q, "Why did you switch to tabs in the last file? Did I ask for that at some point?"),
    (Q, "Is there a way for me to see everything you've remembered about me so far?"),
)

ZH_FRESH_23: tuple[tuple[str, str], ...] = (
    (D, "上次说过的,代码注释用英文写,提交信息也是。你刚才又写成中文了,以后都按这个来。"),
    (D, "你最近的回答太长了,每次都要滑好几屏。以后先给结论,细节我问了再展开。"),
    (D, "我已经换成 Neovim 了,不用再给我 VS Code 的快捷键。以后涉及编辑器的都按 Neovim 来说。"),
    (D, "以后帮我安排周末菜单的时候别放香菜,我老公完全不能吃。上周那份我是一根根挑出来的。"),
    (D, "跟你说过好几次了,改数据库结构之前先把迁移脚本给我看,不要直接改。这次先回滚吧。"),
    (D, "新来的同事小周接手前端了,以后前端相关的代码评审都@她,不要再@老王了。"),
    (D, "我家孩子有时候用我的账号问你问题,遇到这种情况请用简单的话回答,别讲得太深。他们才上小学。"),
    (D, "以后给我推荐书的时候不要推荐电子书了,我现在只看纸质书,眼睛受不了屏幕。"),
    (D, "以后写 Python 一律加类型注解,这个我们组已经定成规矩了。先把这个函数补上吧"),
    (D, "每次建议我运行命令之前,先说清楚它会改动什么。上回有个命令把我的配置文件直接覆盖了。"),
    (D, "以后跟我聊理财的时候用人民币算,别再用美元了,我又不在美国。"),
    (D, "别再每次都提醒我早点睡了,我是夜班护士,作息本来就这样。直接回答问题就行。"),
    (D, "前端项目以后统一用 pnpm,之前那些 yarn 的命令都不要再出现了,npm 也别用。"),
    (F, "我已经不在那家公司了,上个月跳槽到一家做跨境电商的创业公司,现在主要写 Go。"),
    (F, "更正一下,我不在杭州,去年年底就搬到成都了。你上次推荐的那几家餐厅都在杭州,用不上。"),
    (F, "我们家老二上周出生了,是个男孩!所以接下来晚上可能回得很慢,请多包涵。"),
    (F, "顺便说一下,我们项目的后端已经全部从 MySQL 迁到 PostgreSQL 了,老库下个月下线。"),
    (F, "我戒烟已经三个月了,之前让你帮我盯的那个计划可以结束了。现在改成每天晚上跑步。"),
    (F, "我升职当组长了,手下有五个人,写代码的时间少了很多。帮我看看这份周报怎么写更清楚。"),
    (F, "之前跟你说我用的是 Windows,现在换成 MacBook 了,M3 芯片的。接下来帮我装一下 Homebrew。"),
    (F, "你记错了:我们的测试环境部署在阿里云上,不是腾讯云。上次那个脚本里的地址要改一下。"),
    (F, "我现在后端主要用 Rust 写了,Python 只拿来写脚本。之前那个爬虫项目已经交给别人维护了。"),
    (T, "下周我休假,去云南玩一周。这几天帮我把手头的任务列个清单,我好交接。"),
    (T, "今天这次对话里,回答都尽量短一点,我在地铁上用手机看。"),
    (T, "这周末我们要搬家,帮我列一个打包清单吧,厨房的东西最多。"),
    (T, "这次聊完提醒我把合同发给张经理。先继续看那个登录的 bug。"),
    (T, "这个版本发布之前先别动支付模块,哪怕看到问题也先记下来。周五就发了。"),
    (T, "跟上次一样,帮我把这段话翻译成英文,是给客户的邮件,语气正式一点。"),
    (T, "这几天家里来客人,菜谱帮我安排得丰盛一点,按六个人的量来。"),
    (T, "在这个分支上先把日志全开成 debug 级别,查完这个问题再改回来。"),
    (T, "明天上午有个面试,今晚帮我过一遍常见的系统设计题吧,临时抱佛脚一下。"),
    (T, "这次先别写测试,我只想快速验证一下思路能不能跑通,后面再补。"),
    (C, "好久不见!最近忙疯了,终于有空坐下来了。"),
    (C, "哇,一次就跑通了,太爽了,谢谢!"),
    (C, "早上好,今天天气真不错,心情都跟着好起来了。"),
    (C, "辛苦了,今天就到这儿吧,明天见。"),
    (Q, "上次我们讨论缓存方案的时候,最后定的是哪种来着?"),
    (Q, "你还记得我之前提过的那本书叫什么吗?就是讲习惯养成的那本。"),
    (Q, "这个函数为什么在本地能跑,放到容器里就报错?"),
    (Q, "你现在都记得我哪些信息?能列出来给我看看吗?"),
)

JA_FRESH_23: tuple[tuple[str, str], ...] = (
    (D, ("前にも言いましたが、返事は敬語じゃなくていいです。タメ口のほうが話しやすいので、"
         "これからはそれでお願いします。")),
    (D, "最近、説明の前置きが長すぎます。今後は結論から先に書いてください。"),
    (D, ("コミットメッセージは英語で、という話を先月しましたよね。"
         "さっきのは日本語になっていたので、今後は気をつけてください。")),
    (D, ("新しく入った佐藤さんがインフラ担当になったので、Terraform "
         "関係のレビューはこれから佐藤さんに回してください。")),
    (D, "料理のレシピを提案するときは、いつも二人分でお願いします。もう一人暮らしじゃないので。"),
    (D, ("コマンドを実行する前に、何が変わるのかを毎回一言説明してください。この前ローカルの DB "
         "を消されて焦りました。")),
    (D, ("英語の勉強を手伝ってもらうときは、間違いをその場で直してください。"
         "最後にまとめて言われても覚えられないので。")),
    (D, "ブラウザのテストは今後 Playwright で書いてください。Cypress はもうやめました。"),
    (D, ("健康の話になるたびに病院に行けと言うのはやめてもらえますか。ちゃんと通っているので、"
         "普通に答えてくれれば大丈夫です。")),
    (D, ("このリポジトリでは print デバッグを残さないでください。前回の PR "
         "で三つも残っていて指摘されました。")),
    (D, "週末の予定を相談するときは、車なしで行ける場所だけにしてください。車は先月手放しました。"),
    (D, ("API のレスポンスは snake_case で統一、これはチームで決めたことなので"
         "今後も守ってください。")),
    (D, ("読んだ本の記録は、星の数じゃなくて一言の感想で残してほしいです。"
         "前回のやり方だと後で見返しても分かりにくかったので。")),
    (F, "前にも言いましたが、京都じゃなくて大阪に住んでいます。三月に引っ越しました。"),
    (F, ("実は先月で前の会社を辞めて、今はフリーランスでやっています。なので「上司に確認」"
         "みたいな提案はもう当てはまりません。")),
    (F, ("うちのチーム、Slack から Teams に完全に移行しました。"
         "通知の設定の話はそっち前提でお願いします。")),
    (F, "先週、娘が生まれました!しばらく育休を取っているので、仕事の話は少しペースを落とします。"),
    (F, ("ちなみに、コーヒーはもうやめてルイボスティーにしています。"
         "カフェを提案してもらうときはそれを踏まえてもらえると助かります。")),
    (F, "本番環境は先週 AWS から GCP に移りました。古い構成の話は参考にしないでください。"),
    (F, ("記憶違いだと思うんですが、私の担当はバックエンドじゃなくてモバイルアプリです。iOS と "
         "Android の両方を見ています。")),
    (F, ("四月からマネージャーになりました。コードを書く時間は減ったけど、"
         "設計のレビューはかなり増えています。")),
    (F, "猫をもう一匹迎えました。名前はミケで、先住猫のタマとの相性はまだ微妙です。"),
    (T, "来週は夏休みで沖縄に行くので、その間の作業リストを今日中にまとめてもらえますか。"),
    (T, "今日のセッションだけは、全部箇条書きで答えてください。スマホで見ているので。"),
    (T, "金曜のリリースまでは認証まわりのコードは触らないでください。終わったら再開します。"),
    (T, "この会話の最後に、見積書を田中さんに送るようリマインドしてください。"),
    (T, "前回と同じ手順で、このログをもう一度解析してもらえますか。今日の分です。"),
    (T, ("今週は引っ越しの準備でバタバタしているので、返信が遅れたらすみません。"
         "とりあえず段ボールが何箱いるか見積もってほしいです。")),
    (T, "明日の親戚の集まり用に、八人分のカレーの材料リストを作ってください。"),
    (T, "このブランチでは一時的にそのテストをスキップしていいです。原因が分かったら戻します。"),
    (T, "今回だけ、説明なしでコードだけ出してください。急いでいるので。"),
    (T, ("今夜は子どもの発表会で早めに抜けるので、"
         "今日は八時までに区切りのいいところまで進めましょう。")),
    (C, "お久しぶりです!最近ずっとバタバタしていて、やっと落ち着きました。"),
    (C, "おお、一発で通った。さすがです、ありがとうございます。"),
    (C, "おはようございます。今日は雨で、なんだか眠いですね。"),
    (C, "今日もありがとうございました。また明日よろしくお願いします。"),
    (Q, "前回話したデプロイの件、最終的にどっちの方法にしたんでしたっけ?"),
    (Q, "先週教えてもらったストレッチ、何種類ありましたっけ?一つ忘れてしまって。"),
    (Q, "この関数、ローカルでは動くのに Docker の中だとエラーになるのはなぜですか?"),
    (Q, "私について今覚えていることって、どうやって確認できますか?"),
)

__all__ = ["EN_FRESH_23", "JA_FRESH_23", "ZH_FRESH_23"]
