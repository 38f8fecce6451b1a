"""The extraction set's twenty-fifth fresh round: whole messages, unseen by the rules.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Each item is a whole short user message of one to three sentences, set at the two ends of
a working day with a new coding agent. Some open a first session, where people introduce
themselves, their project and their preferences ("Before we start: a few ground rules",
"先说几个规矩", "最初にいくつかお願いがあります", "はじめまして") mixed with the first task
and small talk; others close a day, where people sum up what to keep in mind next time
("For next time, remember...", "下次记得", "次回以降も覚えておいてほしいのは") as against what
is only for tomorrow morning. A message is labelled ``directive`` or ``fact`` when any part
of it should be remembered for future sessions, even if the rest is a one-off task; it is
``temporary`` only when all of it is one-off work or scoped instructions, ``chitchat``
when it is only social talk, ``question`` when it only asks.

Directives: no commits straight to main, a dependency asked about first, short
explanations, a formatter run through make, PRs small enough to review on a phone, pnpm
in a monorepo, American spelling in docs, English replies to German error messages, no
destructive migration on a shared staging database, a regression test with every fix,
ask rather than guess, type hints everywhere, timestamps in UTC, vendored code left alone;
English code comments, asking before any deletion, a branch naming scheme, API docs kept
in step, no SELECT *, structured logs, reversible migrations, conclusion first, Decimal
for money, pinned versions, a response envelope, commit message format, make test rather
than pytest, diffs rather than whole files; Japanese comments, snake_case keys, bulleted
answers, Tailwind only, a licence review, no real personal data in tests, one date format,
Result types, refactoring apart from features, secrets never printed, casual speech,
schema changes through migrations, no Friday deploys. Facts: a Go developer new to
Python, a Django app for clinics with a nightly CSV export, a sole developer, an API kept
compatible until v3, servers far from customers, colour blindness, a part-time schedule, a
design system pinned by commit; a Java developer new to Python, a timetabling system for
older teachers, where the services run, a decision to drop CSV export, a former designer,
a team split across time zones, a read-only user table, evenings-only work; an
infrastructure engineer, an attendance system used from phones, weak English, the stack,
IE support dropped, one designer, back from parental leave, staging overwritten nightly.
The temporary messages are the hard look-alikes: what to do first today, tomorrow's
plan, instructions for this first task or ticket only ("always ask me before running any
command" for this first ticket, one file "for this first task only"), "for now" setup
steps, stopgaps until something arrives (SQLite, mock data, a personal token, a disabled
lint step, a feature flag), and a branch left alone overnight. The chit-chat greets,
thanks, reacts and steps away; the questions ask how the agent works, whether it
remembers, and what was decided today. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_25: tuple[tuple[str, str], ...] = (
    (D, ("Before we start: a few ground rules. Never commit straight to main; make a branch "
         "named after the ticket, like feat/PAY-42, and open a PR from it.")),
    (D, ("Hi! First time working with you, so one thing up front: ask me before you add any new "
         "dependency, even a dev-only one. Everything else you can just go ahead with.")),
    (D, ("Nice to meet you. Please keep your explanations short, I'd rather read the diff than "
         "three paragraphs about it. First task: the broken pagination on /orders.")),
    (D, ("Ok, wrapping up for today. For next time, remember we format with `make fmt`, never by "
         "calling black directly, because the config lives in the Makefile.")),
    (D, ("That's it for today, thanks. Something to keep in mind going forward: I review on my "
         "phone in the evenings, so keep PRs under about 300 lines or split them.")),
    (D, ("One preference before anything else: use pnpm in every package of this monorepo, not "
         "npm or yarn. The lockfiles get out of sync otherwise.")),
    (D, ("Let's start with the typo in the README. And in general, write all docs in American "
         "English; we had a long debate about colour vs color and color won.")),
    (D, ("quick intro rule: reply in English even when I paste error messages in German, my OS "
         "is set to German but I'm not")),
    (D, ("Done for the day. Keep this in mind for future sessions: the staging database is "
         "shared with QA, so never run a destructive migration there without asking me first.")),
    (D, ("Before we dive in, a standing rule: every bug fix comes with a regression test that "
         "fails without the fix. No exceptions, even for one-liners.")),
    (D, ("Looks fine. From now on, when a requirement is unclear, stop and ask me instead of "
         "guessing; I'd rather answer a question than undo a day of work.")),
    (D, ("First up is the flaky login test. Also, for all future work: type hints on every "
         "public function, since mypy runs in strict mode in CI.")),
    (D, ("Signing off. Note for next week and beyond: timestamps are stored in UTC and only "
         "converted in the UI layer, please stick to that everywhere.")),
    (D, ("hey, nice to meet you! my main rule: don't touch anything under vendor/, it's synced "
         "from upstream and local edits get wiped")),
    (F, ("Hi, I'm Priya, a backend developer at a small logistics startup. I've mostly written "
         "Go, so Python idioms aren't second nature to me yet.")),
    (F, ("Before we start, some context: this is a Django 4.2 app used by about 200 clinics, and "
         "it talks to the billing system through a nightly CSV export.")),
    (F, ("Let's begin with the signup form. fyi I'm the only developer on this project, so "
         "there's nobody else reviewing; you're my second pair of eyes.")),
    (F, ("Calling it a day. For next time: we agreed with the client that the API stays "
         "backwards compatible until v3, so the old endpoints aren't dead code.")),
    (F, ("Good night! Worth remembering: the production servers are in Frankfurt and most "
         "customers are in Brazil, which explains a lot of the latency complaints.")),
    (F, ("By the way, I'm red-green colorblind, which is why my terminal theme looks a bit odd "
         "in the screenshots I send.")),
    (F, ("Nice to meet you. I work on this part-time, Monday to Wednesday, so anything that "
         "waits on me will wait until then.")),
    (F, ("The first task is the CSV import. Some background: our design system lives in a "
         "separate repo, acme/ui-kit, and we pin it by commit hash rather than by version.")),
    (T, ("Before anything else today, run the test suite once so we know where we stand. Just "
         "report the failures, don't fix them yet.")),
    (T, ("For this first task only, keep everything in a single file so I can follow it easily. "
         "We'll split it up properly once I've seen the approach.")),
    (T, ("For now, just use SQLite locally; I'll switch us to Postgres once the Docker image "
         "finishes building.")),
    (T, ("That's all for today. Tomorrow morning, first thing: finish the export migration and "
         "rerun the benchmarks before standup.")),
    (T, ("I'm in meetings until noon tomorrow, so start on the search tests without me and leave "
         "your notes in the PR description.")),
    (T, ("Setup for now: copy .env.sample to .env, fill in the dummy keys, and skip the Stripe "
         "webhook until I send you the secret.")),
    (T, ("ok, last thing before I log off: leave the branch as it is, don't rebase it tonight. "
         "I'll look at the conflicts in the morning")),
    (T, ("Today let's keep it read-only: explore the codebase and tell me what you find. No "
         "edits at all until I've seen your summary.")),
    (T, ("For this first ticket, always ask me before running any command. I want to see how you "
         "work before I give you more rope.")),
    (T, ("Plan for tomorrow: the auth refactor in the morning, then the flaky upload test if "
         "there's time. Good night!")),
    (C, ("Hi there! Excited to finally try this out, a friend of mine wouldn't stop talking "
         "about it.")),
    (C, "Phew, what a first day. Thanks for the patience, see you tomorrow!"),
    (C, "Ha, you found that bug faster than I did last week. Slightly humbling, honestly."),
    (C, "Sorry, coffee emergency. Back now, where were we"),
    (Q, ("Before we start, how do you prefer tasks: one big message with everything, or step by "
         "step as we go?")),
    (Q, ("Do you remember anything from earlier sessions, or does every conversation start from "
         "scratch?")),
    (Q, ("What did we end up deciding about the retry logic today? I want to get it into my "
         "notes before I forget.")),
    (Q, "Is there a way for me to see what you've saved about this project so far?"),
)
ZH_FRESH_25: tuple[tuple[str, str], ...] = (
    (D, "先说几个规矩:代码注释一律用英文写,但跟我聊天用中文就行。"),
    (D, "你好,第一次合作,先立个规矩:任何删除文件的操作都要先问我,哪怕是临时文件。"),
    (D, "开始之前说一下,我们组的分支名是「姓名缩写/功能」,比如 zw/login-fix,以后都按这个来。"),
    (D, "今天就到这里。下次记得:改了接口就要同步更新 docs/api.md,前端同事全靠这个文档。"),
    (D, "好,先修首页白屏的问题。另外以后写 SQL 别用 SELECT *,列名都写全,我们的表字段经常变。"),
    (D, "我比较在意日志这块:以后新加的日志一律用结构化格式,别拼字符串。"),
    (D, "收工了。有一条长期有效:数据库迁移脚本必须能回滚,每个 upgrade 都要写对应的 downgrade。"),
    (D, "还有个习惯问题,回答我的时候先给结论再讲原因,别铺垫太多。"),
    (D, "嗯,能跑了。以后凡是涉及金额的计算都用 Decimal,别用浮点数,之前因为这个对不上账。"),
    (D, ("第一个任务是改配置读取。顺便说一句,这个项目的依赖版本都要锁死,"
         "requirements 里不许出现 >=。")),
    (D, "先说好,所有对外接口的返回都要包一层 {code, data, msg},新接口旧接口都一样。"),
    (D, "今天辛苦了。下次开始前记住:提交信息用中文写,格式是「模块: 做了什么」。"),
    (D, "对了,跑测试用 make test,别直接跑 pytest,不然环境变量加载不进来。这条一直有效"),
    (D, "以后给我看改动的时候别贴整个文件,贴 diff 就行,我笔记本屏幕小。"),
    (F, "先自我介绍一下:我叫王磊,在一家做医疗软件的公司做后端,Java 写了八年,Python 刚上手。"),
    (F, "背景交代一下:这个项目是给中小学用的排课系统,用户大部分是五十岁以上的老师。"),
    (F, ("今天先看登录页。说明一下,我们的服务部署在阿里云上海区,"
         "测试环境和生产环境在同一个 VPC 里。")),
    (F, ("下班了。记一下:上周和产品定了,导出只支持 xlsx,不再支持 csv,"
         "所以旧代码里的 csv 分支以后会删。")),
    (F, "我是设计师转行的,正经写代码才一年多,底层的东西不太熟。"),
    (F, "我们团队一半在深圳一半在柏林,所以代码评审经常要隔一天才有人回复。"),
    (F, "这个仓库是从老项目拆出来的,user 表其实还在老系统里,我们这边只有一个只读副本。"),
    (F, "好的谢谢。顺便说下,我白天上班,一般只有晚上十点以后才有时间弄这个项目。"),
    (T, "今天先别写代码,把项目结构过一遍,给我一个概览就行。"),
    (T, "明天早上第一件事:把昨天失败的那次部署重新跑一遍,看看日志里报了什么。"),
    (T, "这次先用 mock 数据顶着,等后端接口好了再换成真的。"),
    (T, "今天就到这儿。明早来了先合并 feature/cart 分支,然后给测试同学打个包。"),
    (T, "第一个任务你先只改 utils.py,其他文件先别动,我想看看你的风格。"),
    (T, "暂时把 CI 里的 lint 步骤注释掉,这周在赶进度,下周一再恢复。"),
    (T, "先把环境装一下:pip install -r requirements-dev.txt,然后跑 make init 初始化本地数据库。"),
    (T, "明天上午我在开会,你先把购物车模块的单元测试补上,下午我再看。"),
    (T, "这个 PR 里的 print 都先留着,方便调试,合并前我再统一删掉。"),
    (T, "现在先用我个人的 token 调 GitHub API,回头申请到机器人账号再换。"),
    (C, "你好呀,第一次用这种工具,有点小紧张哈哈。"),
    (C, "今天效率真高,谢啦,明天见!"),
    (C, "哇,这个报错我查了一下午,你一眼就看出来了。"),
    (C, "稍等,我去倒杯水"),
    (Q, "开始之前想问一下,你能直接访问我们内网的 GitLab 吗?"),
    (Q, "下次打开新会话,你还会记得今天说的这些规矩吗?"),
    (Q, "我们今天是不是把缓存的过期时间定成了五分钟?我有点记不清了。"),
    (Q, "一般来说你更希望我一次把需求说完整,还是边做边说?"),
)
JA_FRESH_25: tuple[tuple[str, str], ...] = (
    (D, ("最初にいくつかお願いがあります。コードのコメントは日本語で、"
         "変数名と関数名は英語でお願いします。")),
    (D, "はじめまして。まずルールをひとつ:main ブランチに直接 push するのは絶対にやめてください。"),
    (D, ("今日はここまで。次回以降も覚えておいてほしいのは、"
         "API のレスポンスのキーは必ず snake_case にすることです。")),
    (D, ("よろしくお願いします。説明は箇条書きで短めにしてもらえると助かります、"
         "長文を読むのが苦手なので。")),
    (D, ("では最初のタスクはヘッダーの修正です。あと今後ずっとですが、"
         "スタイルは Tailwind のクラスだけで書いて、独自の CSS ファイルは増やさないでください。")),
    (D, ("新しいライブラリを入れるときは、必ず事前に相談してください。"
         "社内のライセンス審査が必要なので。")),
    (D, ("お疲れさまでした。次回のために:"
         "テストデータには実在の人名やメールアドレスを使わないでください、"
         "個人情報にはかなり厳しい会社なので。")),
    (D, "日付の表示はいつも YYYY/MM/DD 形式でお願いします。どの画面でも同じです。"),
    (D, ("ちなみに、このリポジトリではエラーは例外で投げずに Result 型で返す決まりです。"
         "新しく書くコードもそれに合わせてください。")),
    (D, "はい、それでOKです。今後、リファクタリングと機能追加は同じコミットに混ぜないでください。"),
    (D, ("念のため言っておくと、環境変数の値はログにもチャットにも出さないでください。"
         "これはずっと守ってほしいです。")),
    (D, "敬語はなしでいいよ。タメ口で気楽に話してくれたほうがやりやすいから"),
    (D, ("最初の作業の前に一点:DB のスキーマを変えるときは、"
         "必ず migrations/ にファイルを追加すること。直接 ALTER するのはなしです。")),
    (D, ("今日は終わり。ずっと有効なメモ:金曜日には本番へのデプロイをしない、"
         "これはチームの約束です。")),
    (F, ("自己紹介しますね。佐藤といいます、普段はインフラ担当で、"
         "アプリのコードを書くのは久しぶりです。")),
    (F, ("このプロジェクトは社内向けの勤怠管理システムで、利用者は約 3,000 人、"
         "ほぼ全員がスマホからアクセスしています。")),
    (F, ("先にお伝えしておくと、英語はあまり得意ではないので、"
         "英語のドキュメントを読むのには時間がかかります。")),
    (F, ("今日はログイン画面から始めましょう。ちなみにバックエンドは Rails 7 で、"
         "フロントは別リポジトリの Next.js です。")),
    (F, ("今日はここまで。覚えておいてほしいこと:先週の会議で、"
         "IE 対応は完全に打ち切ると決まりました。")),
    (F, ("うちのチームはデザイナーが一人しかいないので、"
         "画面の細かいデザインは基本的にエンジニアが決めています。")),
    (F, "実は育休明けで、この半年のコードの変更はほとんど把握できていません。"),
    (F, ("ありがとうございます。補足ですが、"
         "ステージング環境は毎朝 5 時に本番のデータで上書きされます。")),
    (T, "まず今日は、テストを一通り回して、落ちているものを一覧にしてください。直すのはまだです。"),
    (T, "明日の朝いちばんに、昨日のビルドエラーの続きをやりましょう。"),
    (T, "とりあえず今はローカルの Docker で動かしてください、クラウドの環境は来週用意します。"),
    (T, "今日はもう終わりにします。明日の午前中は決済まわりのバグ、午後はレビュー対応の予定です。"),
    (T, "この最初のタスクでは、型チェックのエラーは無視して大丈夫です。あとでまとめて直します。"),
    (T, ("今回だけはテストを後回しにして、先に動くものを作ってください。"
         "明日の打ち合わせで見せたいので。")),
    (T, "いったん機能フラグはオフのままにしておいてください、リリースの判断が出たら切り替えます。"),
    (T, ("セットアップの手順です:まず npm install して、それから .env.local を作って、"
         "API_URL だけ埋めてください。")),
    (T, "明日は私が午後からの参加なので、午前中は README の整理だけ進めておいてもらえますか。"),
    (T, ("今日のところは、変更は全部 draft の PR に積んでおいてください。"
         "まとまったら私が整理します。")),
    (C, "こんにちは!新しいアシスタント、楽しみにしてました。"),
    (C, "おお、一発で通った。すごい"),
    (C, "今日は長い一日でした、お疲れさまでした。また明日!"),
    (C, "すみません、ちょっと電話が入りました。5分ほどで戻ります。"),
    (Q, "始める前に聞きたいんですが、どのくらいの大きさのリポジトリまで一度に読めますか?"),
    (Q, "前のセッションで話したことって、次回も覚えていてくれるんですか?"),
    (Q, "今日決めたキャッシュの方針、結局どうなったんでしたっけ?"),
    (Q, "テストって普通どのディレクトリに置くものですか?このリポジトリだとよく分からなくて。"),
)

__all__ = ["EN_FRESH_25", "JA_FRESH_25", "ZH_FRESH_25"]
