"""The extraction set's twenty-sixth fresh round: another week of ordinary sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the fifteenth round it has no theme: a uniform sample of what users from many kinds
of projects type to a coding agent, to check that the rules generalise. About two thirds
are single sentences, one third messages of two or three sentences. Directives cover
tooling (pnpm only, no new dependencies without asking, lint before every commit),
code style (early returns, composition over inheritance, no `any`, type hints never left
out, camelCase, `<script setup>`, Tailwind utilities), conventions stated as plain facts
(hand-written Alembic migrations, branch names from ticket numbers, squash merges,
Conventional Commits, API docs kept in Apifox), safety (no .env in commits, masked phone
numbers in logs, timeouts on every outside call, no swallowed exceptions, no real names
in test data) and how the agent talks (ask rather than guess, plan before editing,
Chinese replies with English comments, casual Japanese, code before long explanations).
Facts are who the user is (a data scientist, a tester, a Java developer new to Python, a
colour-blind user, weak English), the team and its hours (a nonprofit, a solo backend
with an outsourced frontend, a contract-development shop, days spent at a client's
site), where things live (Figma, Feishu docs, a private package mirror, Slack alerts)
and decisions the code does not show (no GraphQL, MySQL to TiDB, Auth0 to Cognito,
Thursday-night releases, patient data that never leaves the hospital). Temporary items
are one-off tasks and instructions scoped to today, this PR, this release week, a
meeting or the next half hour. The questions ask about tools and the project's reasons;
one per language is a polite request asked as a question ("Could you always…?",
"能不能以后…?", "今後…もらえますか?"), which stays a question as the design part labels
it. Each language's forty were written on their own, not translated from another.
Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_26: tuple[tuple[str, str], ...] = (
    (D, "Use pnpm in this repo, not npm. The lockfile gets messed up otherwise."),
    (D, "Please write docstrings in Google style."),
    (D, "Never commit .env files, even if you think the values in them are harmless."),
    (D, "I prefer early returns over deeply nested if/else blocks."),
    (D, ("When a test fails, show me the actual assertion output first. I want to see it "
         "before you start fixing anything.")),
    (D, "all log messages should be lowercase with no trailing period"),
    (D, ("Keep the public API backwards compatible. If something really has to break, "
         "deprecate it first and tell me.")),
    (D, "Don't add new dependencies without asking me first."),
    (D, "Use UTC everywhere in the backend. Converting to local time is the frontend's job."),
    (D, "Whenever you add a CLI flag, document it in the --help text and the README together."),
    (D, ("Prefer composition over inheritance in the plugin code. The class hierarchy we "
         "already have is too deep.")),
    (D, "If you're not sure what I meant, ask me instead of guessing."),
    (D, "Alembic migrations get written by hand here; we don't trust autogenerate."),
    (D, "Please stop putting emojis in commit messages and PR descriptions."),
    (F, "I'm a data scientist, so I'm fine with pandas but pretty shaky on frontend stuff."),
    (F, "Prod runs on RDS in eu-west-1. Only Priya and I have write access to it."),
    (F, "We're a small nonprofit, so the hosting budget is basically zero."),
    (F, ("The billing module was written by a contractor who left in 2022. Nobody on the "
         "team fully understands it.")),
    (F, "I'm colorblind, so red and green in diffs look almost the same to me."),
    (F, "The design files live in Figma under the 'Web v3' project, not in the repo."),
    (F, ("We decided against GraphQL last quarter. The mobile team wanted plain REST "
         "endpoints they could cache.")),
    (F, "I'm based in Melbourne and usually work from 7am to 3pm my time."),
    (T, "Bump the version to 3.2.0 and add a changelog entry for the fixes."),
    (T, "I'm only reviewing today, so don't push anything."),
    (T, ("Look at the failing test in test_invoices.py and tell me what's wrong. Don't fix "
         "it yet.")),
    (T, "Convert the callback mess in upload.js to async/await."),
    (T, ("Ignore the type errors in the legacy folder for this PR. We'll deal with them "
         "separately.")),
    (T, "Generate 50 rows of fake customer data for tomorrow's demo."),
    (T, "I'm presenting in 20 minutes. Just get the dashboard to load, however hacky."),
    (T, "add a loading spinner to the settings page"),
    (T, "While I'm at lunch, run the full benchmark suite and save the results to a file."),
    (T, ("This time only, push to my personal fork, since the org repo is locked for the "
         "release.")),
    (C, "Nice, that worked on the first try."),
    (C, "ok I'm going to bed, this can wait till tomorrow"),
    (C, "Honestly the old code was even worse than I remembered."),
    (C, "Thanks! You just saved me an hour."),
    (Q, "What does the --frozen-lockfile flag actually do?"),
    (Q, "Why is this endpoint returning 204 instead of 200?"),
    (Q, ("Do we have a naming convention for feature flags? Or is it just whatever people "
         "felt like?")),
    (Q, "Could you always run the linter before you show me a diff?"),
)
ZH_FRESH_26: tuple[tuple[str, str], ...] = (
    (D, "变量命名用英文,别用拼音。"),
    (D, "以后写 Python 都加上类型注解。"),
    (D, "接口文档统一写在 Apifox 里,不要再往 wiki 上贴了。"),
    (D, "回复我的时候用中文,代码注释保持英文。"),
    (D, "别用 any。实在推断不出来的类型就写 unknown,再做收窄。"),
    (D, "所有对外的接口都要加限流,默认每分钟六十次。"),
    (D, "改动之前先说一下你打算怎么改。我同意了你再动手。"),
    (D, "配置项一律走环境变量,别在代码里写死地址和端口。"),
    (D, "分支名按 feature/工单号-简短描述 的格式来起。"),
    (D, "日志里不能出现手机号和身份证号。要打的话先脱敏。"),
    (D, "Vue 组件统一用 <script setup> 的写法。老的 Options API 看着太乱了。"),
    (D, "每次提交前先跑一遍 npm run lint,有报错就别提交。"),
    (D, "写正则的时候旁边加一行注释,说明它在匹配什么。不然过两个月谁都看不懂。"),
    (D, "给用户的错误提示要写人话,别把异常堆栈直接扔到页面上。"),
    (F, "我是做测试的,写代码主要是为了写自动化脚本。"),
    (F, "我们的服务器在内网,连不了外网。装依赖都得走公司自己的 pypi 镜像。"),
    (F, "这个系统是给几家医院用的。病人的数据按规定不能离开医院机房。"),
    (F, "前年我们把 MySQL 换成了 TiDB。主要是单表数据量太大了。"),
    (F, "后端是我一个人在维护,前端外包给了另一家公司。"),
    (F, "我们每周四晚上发版,其他时间原则上不上线。"),
    (F, "我英语不太好,看英文文档比较吃力。"),
    (F, "产品需求都记在飞书文档里。仓库里的 docs 目录早就没人更新了。"),
    (T, "帮我把这条 SQL 改成分页查询。"),
    (T, "今天先别提交。我想把所有改动从头看一遍再说。"),
    (T, "把 order_service.py 里的 print 全换成 logger。"),
    (T, "这次发版先跳过集成测试,时间来不及了。"),
    (T, "帮我写个脚本,把 logs 目录里上个月的日志打包。"),
    (T, "现在先别管性能,功能跑通就行。"),
    (T, "我马上要去开会。你先把这几个报错整理一下,回来我再看。"),
    (T, "把刚才那次提交撤回,提交信息写错了。"),
    (T, "这个 PR 里顺便把 README 的错别字改一下。"),
    (T, "在我回复之前,别动 config 目录下的任何文件。"),
    (C, "终于跑通了,不容易啊。"),
    (C, "辛苦了!今天就到这儿吧。"),
    (C, "这报错信息写得也太不友好了吧。"),
    (C, "又要加班了,唉。"),
    (Q, "Docker 的 volume 和 bind mount 有什么区别?"),
    (Q, "这个函数为什么要加锁?去掉会有什么问题?"),
    (Q, "我们项目的 Node 版本统一定的是哪一个?"),
    (Q, "能不能以后每次改完都顺手把相关的测试跑一下?"),
)
JA_FRESH_26: tuple[tuple[str, str], ...] = (
    (D, "TypeScript の変数名はキャメルケースで統一してください。"),
    (D, "コミットメッセージは Conventional Commits の形式でお願いします。"),
    (D, "返事は敬語じゃなくていいですよ。タメ口で気楽にいきましょう。"),
    (D, "新しい画面を作るときは、まず既存の共通コンポーネントを探してから使ってください。"),
    (D, "例外を握りつぶすのは禁止です。最低でもログには出してください。"),
    (D, "日付のフォーマットは YYYY/MM/DD に揃えてください。社内の帳票がそうなっているので。"),
    (D, "テストデータに実在の人名や住所は使わないでください。"),
    (D, "型ヒントは省略しないこと。"),
    (D, "修正を提案するときは、差分だけじゃなく理由も一言添えてください。"),
    (D, "main へのマージは必ずスカッシュマージでお願いします。履歴をきれいに保ちたいので。"),
    (D, "環境変数を追加したら、.env.example にも忘れずに追記してください。"),
    (D, "長い説明は要らないので、まずコードを見せてください。"),
    (D, ("CSS は Tailwind のユーティリティクラスで書いて、"
         "独自のクラスはなるべく増やさないでください。")),
    (D, ("外部 API を呼ぶ処理には、必ずタイムアウトを設定してください。"
         "以前、応答待ちのまま固まったことがあるので。")),
    (F, "私は普段 Java を書いていて、Python はまだ初心者です。"),
    (F, "うちは受託開発の会社です。案件ごとにリポジトリが分かれています。"),
    (F, "本番のサーバーは AWS ではなく、さくらの VPS で動いています。"),
    (F, "このアプリのユーザーは主に工場の現場の方です。手袋をしたまま操作することも多いです。"),
    (F, "バッチは毎朝6時に走っていて、失敗すると Slack の #alert に通知が来ます。"),
    (F, "認証まわりは去年 Auth0 から Cognito に移行しました。コストの問題です。"),
    (F, "デザインの最終確認は、いつも佐藤さんがやっています。"),
    (F, "週に2日は客先に常駐していて、その日は社内のネットワークに入れません。"),
    (T, "このエラーの原因を調べてください。"),
    (T, "とりあえず今日は動けばいいので、リファクタリングは後回しで。"),
    (T, "さっきのコミット、メッセージを直しておいて。"),
    (T, "この CSV を読み込んで、重複している行を洗い出してください。"),
    (T, "今週はリリース前です。新しいライブラリの追加は控えてください。"),
    (T, "README の手順どおりにセットアップしてみて、詰まったところを教えてください。"),
    (T, "今から30分だけ画面共有するので、出力は短めにお願いします。"),
    (T, "ログイン画面のボタンの色を青に変えて。"),
    (T, "この PR ではテストの追加は不要です。別のチケットで対応します。"),
    (T, "いったん変更を全部 stash して、main の最新を取り込んでください。"),
    (C, "おはようございます。今日もよろしくお願いします。"),
    (C, "なるほど、そういうことだったのか。"),
    (C, "いやー、今日は長かった。お疲れさまでした。"),
    (C, "この警告、地味にうざいですね笑"),
    (Q, "useEffect の依存配列を空にすると、どうなるんでしたっけ? 毎回忘れるんですよね。"),
    (Q, "このプロジェクトって、なんで Redux じゃなくて Zustand を使ってるんですか?"),
    (Q, "poetry と uv、今から始めるならどっちがおすすめですか?"),
    (Q, "今後、PR を作るときにスクリーンショットも付けてもらえますか?"),
)

__all__ = ["EN_FRESH_26", "JA_FRESH_26", "ZH_FRESH_26"]
