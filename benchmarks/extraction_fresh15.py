"""The extraction set's fifteenth fresh round (#24): a week of ordinary sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Unlike the rounds before it, this one has no theme: it checks that the rules generalise,
as a random sample of what a week of real sessions with a coding agent holds. Single
sentences and short messages (about a third of two sentences) on any topic: code style
(early splits of long functions, constants for magic numbers, functional React
components, no commented-out code), testing (table-driven tests, no mocked database in
integration tests, fakeredis, Japanese test names), git and reviews (fixup commits
squashed, small PRs, ticket numbers in PR titles, no force push, friendly replies to
reviewers, one good point in every review), deployment and operations (actions pinned to
a commit, base images pinned, metrics for background jobs, rollback migrations), docs
(samples that run as written, です・ます throughout), how the agent talks (short answers,
conclusion first, disagree with me rather than go along, tell me how a bug was found),
the user's background, hours and habits, the team and where it sits, project history and
decisions the code does not show (Jenkins to GitHub Actions, SQLite on purpose, a PHP
rewrite in Go, Flutter for both apps, payments left to an outside service), one-off tasks
and scoped instructions (this branch, this session, until the backfill finishes, before
three o'clock, today), thanks, jokes and complaints. The questions ask about tools and
the project's own reasons; one per language is a polite request asked as a question
("Would you mind… from now on?", "以后…可以吗?", "これから…もらえますか?"), which
stays a question as the design part labels it. Each language's forty were written on
their own, not translated from another, in every register from lowercase fragments to
polite business Japanese. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_15: tuple[tuple[str, str], ...] = (
    (D, ("Any function that takes a boolean flag should make it keyword-only. Call sites "
         "like save(x, True) tell me nothing.")),
    (D, "When you open a PR, link the issue it closes in the description."),
    (D, "going forward keep explanations short, a paragraph at most unless I ask for more"),
    (D, ("Don't mock the database in integration tests. We got burned last year when the "
         "mocks passed and the real migration broke.")),
    (D, "Squash your fixup commits before you ask for review; nobody wants to read 'wip' twice."),
    (D, "I like small PRs, so split anything over about 400 changed lines."),
    (D, ("In the Go services table-driven tests are the norm, not one test function per "
         "case.")),
    (D, ("When you quote a benchmark number, say which machine and which commit it came "
         "from.")),
    (D, "When you explain a bug, start with how you found it. The fix comes after."),
    (D, ("Every code sample on the docs site has to run exactly as written. People paste "
         "them straight into a terminal.")),
    (D, "Any new background job needs a metric for how long it ran and whether it failed."),
    (D, ("Whenever you bump a dependency, put the reason in the commit message, not just "
         "the version numbers.")),
    (D, "Pin third-party GitHub Actions to a full commit SHA, never to a floating tag like @v4."),
    (D, ("When you answer review comments for me, thank the reviewer and keep it friendly. "
         "Never argue in the thread.")),
    (F, "My background is physics, not CS, so I picked up most of this on the job."),
    (F, "It's a team of four: me, two backend devs and a part-time designer."),
    (F, ("We moved from Jenkins to GitHub Actions last spring. Anything under ci/jenkins "
         "is dead.")),
    (F, "Our mobile app still talks to the old v1 API, and about a third of users never update."),
    (F, "Staging gets wiped and reseeded every night at 2am."),
    (F, "I also maintain the Homebrew formula for our CLI, in my spare time."),
    (F, ("We picked SQLite over Postgres on purpose. The app ships as one binary to "
         "customers who have no ops team.")),
    (F, "I work four days a week and I'm off on Fridays."),
    (T, "Rename getUsr to getUser everywhere and run the tests."),
    (T, "For now, skip the flaky e2e suite when you run tests. I'll fix it tomorrow."),
    (T, "Draft the release notes for 2.4 from the PRs merged since the last tag."),
    (T, ("Just on this branch it's fine to leave the TODOs in; we'll clean them up before "
         "merging.")),
    (T, "I'm on hotel wifi today, so nothing that pulls big Docker images please."),
    (T, "Figure out why last night's build failed, but tell me before you change anything."),
    (T, ("Write me a quick script that counts signups per week this year. It's a one-off "
         "for a slide, so no tests needed.")),
    (T, "For the rest of this session, answer in bullet points. I'm reading on my phone."),
    (T, "undo the change to the retry logic from this morning, it made things worse"),
    (T, "Until the backfill finishes, don't run anything against the orders table."),
    (C, "lol that regex looks like someone sneezed on the keyboard"),
    (C, "Morning! Coffee in hand, let's go."),
    (C, "That's it for this week. Thanks for all the help!"),
    (C, "Ugh. Monday, and three merge conflicts already."),
    (Q, "Why does pytest pick up the files in the fixtures folder?"),
    (Q, "What's the difference between git restore and git checkout -- for a single file?"),
    (Q, "Would you mind writing migration notes into the PR description from now on?"),
    (Q, "Is there a reason we vendor the generated protobuf files instead of building them in CI?"),
)
ZH_FRESH_15: tuple[tuple[str, str], ...] = (
    (D, "以后回答我的时候,先给结论,再讲原因。"),
    (D, "SQL 里别写 SELECT *,用到哪些列就写哪些列。"),
    (D, "单元测试里别连真实的 Redis,用 fakeredis 代替。"),
    (D, "接口返回的时间一律用 ISO 8601 字符串。别返回时间戳,前端每次都要转。"),
    (D, "别在代码里留注释掉的旧代码。想找回来有 git 历史。"),
    (D, "提交信息用中文写没问题,但第一行别超过五十个字。"),
    (D, "凡是涉及金额的计算都用 Decimal。float 一律不许用。"),
    (D, "一个函数超过八十行就拆开,别让我滚好几屏才看完。"),
    (D, "我说得不对的时候直接反驳我。别顺着我说。"),
    (D, "以后帮我 review 代码,小问题标个 nit 就好,不用每条都长篇大论。"),
    (D, "前端的颜色值别写死。统一从 theme.ts 里取。"),
    (D, "每次改了数据库结构,都记得配一个回滚的迁移脚本。"),
    (D, "Dockerfile 的基础镜像要固定到具体版本,别用 latest。"),
    (D, "给我讲新概念的时候,先用一句话说它解决什么问题,再讲怎么用。"),
    (F, "我是做安卓出身的,后端是这两年才开始碰。"),
    (F, "我们组一共六个人,三个在北京,三个在成都。"),
    (F, "这个项目最早是用 PHP 写的。2021 年才整体迁到 Go。"),
    (F, "我白天在另一家公司上班,晚上十点以后才有空写代码。"),
    (F, "线上日志都在阿里云 SLS 里,保留三十天。"),
    (F, "我们 App 的主要用户是五十岁以上的人,所以字号普遍调得比较大。"),
    (F, "我每周三下午要带实习生。那段时间一般找不到我。"),
    (F, "登录鉴权走的是公司统一的 SSO,我们这边不存密码。"),
    (T, "先把 utils 目录下没被引用的函数列出来。先别删,我看过再说。"),
    (T, "这周先不用写测试。周五要给老板演示,先跑起来再说。"),
    (T, "帮我看看这段报错是哪一行引起的。"),
    (T, "今天我用的是公司的电脑,别动我本地的 git 配置。"),
    (T, "把 README 里的安装步骤改成用 uv 的。"),
    (T, "这个分支上先把 lint 关掉,合并前再打开。"),
    (T, "接下来一个小时我要专心写文档。有问题先攒着,一会儿一起问。"),
    (T, "把 release/3.1 上那个修复 cherry-pick 到 main。"),
    (T, "下午三点之前别跑全量测试,机器在跑压测。"),
    (T, "给这个函数补几条边界情况的测试。空列表和负数都要覆盖到。"),
    (C, "哈哈,这个 bug 居然是时区搞的鬼。"),
    (C, "早啊。今天又是被 CI 折磨的一天。"),
    (C, "好了,搞定,谢啦!"),
    (C, "这段代码比我上周写的清楚多了。"),
    (Q, "pnpm 和 yarn 现在到底哪个快一点?"),
    (Q, "这里为什么用 defer 关文件?直接 close 不行吗?"),
    (Q, "我们的 commit 信息有规定格式吗?"),
    (Q, "以后每次新建文件都帮我加上版权头,可以吗?"),
)
JA_FRESH_15: tuple[tuple[str, str], ...] = (
    (D, "説明するときは、たとえ話より実際のコード例を見せてください。"),
    (D, "例外を捕まえたら、何をしようとして失敗したのかを必ずメッセージに含めてください。"),
    (D, ("React のコンポーネントは関数で書いてね。"
         "クラスコンポーネントはもう使わない方針なので。")),
    (D, ("PR のタイトルの先頭には必ずチケット番号をつけてください。"
         "例えば [APP-123] のように。")),
    (D, "専門用語を使うときは、最初の一回だけ簡単な言い換えを添えてもらえると助かります。"),
    (D, "マジックナンバーは定数に切り出して、名前で意味がわかるようにすること。"),
    (D, "テスト名は、何をすると何が起きるのかが読める日本語で書いてください。"),
    (D, "SQL は ORM のクエリビルダー経由で書いて、文字列連結で組み立てないでください。"),
    (D, "git push --force は使わないで。どうしても必要なら --force-with-lease で。"),
    (D, "ドキュメントの文体は「です・ます」で統一してください。"),
    (D, "コードレビューでは、指摘だけでなく良かった点もひとつは書くようにしてください。"),
    (D, ("ライブラリを選ぶときは、最終リリースが1年以上前のものは避けてください。"
         "メンテされていないことが多いので。")),
    (D, "私への進捗報告は、終わったこと、詰まっていること、次にやることの3点に絞ってください。"),
    (D, "API のレスポンスは、エラーのときも常に同じ JSON の形にそろえましょう。"),
    (F, "私はもともとインフラ担当で、アプリのコードを書き始めたのは去年からです。"),
    (F, "うちのチームは全員フルリモートです。出社するのは月1回の全体会だけ。"),
    (F, ("このリポジトリは3年前に別の会社から引き継いだもので、"
         "当時の設計意図はほとんど残っていません。")),
    (F, "ステージング環境は営業チームのデモにも使われています。"),
    (F, "目が疲れやすいので、普段はダークテーマで作業しています。"),
    (F, "決済は外部サービスに任せています。カード情報は自社では一切持っていません。"),
    (F, "モバイルアプリは iOS も Android も Flutter で一本化しています。"),
    (F, "子育て中なので、夕方5時以降はほとんど返信できません。"),
    (T, "今日はテストが落ちても原因を調べるだけにしてください。修正は明日まとめてやります。"),
    (T, "この関数は読みにくいので、挙動を変えずに整理してください。"),
    (T, "さっきのマイグレーション、ロールバックしといて。"),
    (T, "明日の朝までに、今週マージされた PR の一覧を作っておいてください。"),
    (T, "今回の調査ではログを読むだけにして、本番のデータには一切書き込まないでください。"),
    (T, "この Issue の再現手順を試して、再現できたかどうかだけ教えてください。"),
    (T, "今日中は main へ直接 push しても構いません。PR を見る人が休みなので。"),
    (T, ("このセッションの間は英語で答えてください。"
         "同僚に画面を見せながら進めるので。")),
    (T, "依存関係を全部最新にしてみて。壊れたテストがあれば教えてください。"),
    (T, "午後は回線が不安定なので、大きなファイルのダウンロードは夜に回してください。"),
    (C, "月曜の朝から障害対応とか、勘弁してほしいですね。"),
    (C, "うわ、このバグ3日も探してたやつだ。助かりました!"),
    (C, "やっと金曜日だー。"),
    (C, "このネーミング、センスありますね笑"),
    (Q, "pytest の fixture で scope を session にすると、何が変わるんですか?"),
    (Q, "テストカバレッジって、何パーセントを目標にしてるんですか?"),
    (Q, "このエラー、Node のバージョンが古いせいだったりしますか?"),
    (Q, "これから、マイグレーションのファイルにも必ずコメントを付けてもらえますか?"),
)

__all__ = ["EN_FRESH_15", "JA_FRESH_15", "ZH_FRESH_15"]
