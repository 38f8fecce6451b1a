"""The extraction set's sixteenth fresh round: a month of ordinary sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the fifteenth, this round has no theme: a random sample of what a month of real
sessions with a coding agent holds, from many kinds of developers (backend, frontend,
data, infra, mobile, embedded, ML, students, hobbyists, a product manager turned
developer). About a third are short messages of two sentences; a lasting rule or fact
said next to a one-off task or chatter keeps the message a directive or a fact, and a
message is temporary only when all of it is one-off. Directives come as complaints that
imply a rule ("you keep wrapping everything in try/except", "また絵文字を…"), as what the
team does ("We rebase-merge here", "我们组统一 squash merge", "うちは main への直接 push は
禁止"), as hedged wishes ("I'd rather you…", "It would be nice if…", "我比较希望…",
"…もらえると助かります"), as terse lowercase fragments with typos and as very polite
business Japanese; their topics: exception handling, pathlib, no abbreviations, pinyin
names, Vue script setup, Swift force unwraps, type hints, set -euo pipefail, standard
library before new packages, Terraform variables, key=value logs, firmware without malloc
after init, UTC storage, ISO-style dates, seeded ML runs, flaky tests never retried,
no real phone or ID numbers in test data, OpenAPI and README tables of contents kept in
step, migrations run before a deploy, idempotent deploy scripts, a night on staging,
reviews that put auth and billing first or check callers, must-fix versus taste, and how
the agent talks (no apologies, no softening praise, prose over bullets, examples for
regexes, ask rather than guess). Facts: the user's trade and studies (data analyst,
student, product manager, maths teacher), hours (weekends, six to nine in the morning),
tools (WSL2, Vim), accessibility (red-green colour blindness, a screen reader), the
team's language, and where things live or why (Figma, Confluence runbooks, a GPU box,
a NAS, 蓝湖, Notion, GraphQL dropped, MySQL to TiDB, Heroku to AWS, an outsourced auth
module, a 256KB target board, STM32 with FreeRTOS). The temporary items include
look-alikes that carry "always"/"never", "永远"/"一律"/"以后", "常に"/"これから"/"一切"
inside a scope (this demo, this PR, this file, during the incident, until the release
branch is cut, for the next hour). The questions ask about tools and the project's own
reasons. Each language's forty were written on their own, not translated from another.
Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_16: tuple[tuple[str, str], ...] = (
    (D, ("you keep wrapping everything in try/except Exception. stop it, in dev I want it "
         "to crash loudly")),
    (D, ("We rebase-merge here, so every commit on a branch has to build and pass the tests "
         "on its own.")),
    (D, "I'd rather you ask before adding a new dependency than have me find it in the lockfile."),
    (D, ("It would be nice if the shell snippets you give me ran on both macOS and Linux. "
         "Half the team is on each.")),
    (D, "use pathlib not os.path in new code pls"),
    (D, ("Every Terraform variable gets a description and an explicit type, even in the "
         "throwaway modules.")),
    (D, ("Migrations run as their own step before a deploy, never from the app's startup "
         "code. We had two pods race each other once.")),
    (D, ("Log lines are key=value pairs, not sentences; our log search can't do anything "
         "with prose.")),
    (D, ("Can you look at why the login test is flaky? And in general, never just slap a "
         "retry on a test to make it pass.")),
    (D, "dont abbreviate variable names, cfg and mgr and tmpl drive me nuts"),
    (D, "If you change an endpoint, the OpenAPI spec changes in the same commit."),
    (D, "No malloc in the firmware after init. Everything comes out of the static pools."),
    (D, "Stop apologizing every time I point out a mistake, just fix it and move on."),
    (D, ("When you review my PRs, put anything touching auth or billing at the very top, "
         "even if it's minor.")),
    (F, "I'm a data analyst by trade. SQL I know cold, Python only enough to be dangerous."),
    (F, ("I'm red-green colorblind, so diffs that only use color to show changes are hard "
         "for me to read.")),
    (F, "The design files live in Figma under the Checkout v3 project, not in the repo."),
    (F, ("fyi the models are trained on a GPU box in the office, this repo only has the "
         "inference side")),
    (F, ("We dropped GraphQL in 2022 after the N+1 mess. The resolvers left under /legacy "
         "are dead code.")),
    (F, ("Quick one before I forget: the on-call runbooks are in the OPS space on "
         "Confluence. OK, back to the parser.")),
    (F, "im a second-year CS student and this is my compilers course project"),
    (F, "This is a hobby thing, I only get to work on it on weekends."),
    (T, ("For the demo this afternoon, always log in with the seeded fake accounts and "
         "never show real customer emails.")),
    (T, "bump the version to 3.2.0-rc1 and tag it"),
    (T, "While the incident is open, never restart the payment workers without pinging me first."),
    (T, "Add dark mode to the settings screen on iOS, matching what Android already does."),
    (T, ("In this PR only, ignore the line-length limit in the generated fixtures. I'll "
         "reformat them after.")),
    (T, "staging db is down till noon so just mock it for whatever you run this morning"),
    (T, "Profile the CSV import with the 2GB sample and tell me where the time goes."),
    (T, ("Until the release branch is cut on Thursday, always target it instead of main "
         "with your PRs.")),
    (T, ("Write a throwaway notebook comparing the two tokenizers on last week's data. "
         "Don't bother cleaning it up.")),
    (T, ("I'm screen-sharing with the client for the next hour, so don't print any env "
         "vars or tokens in the terminal.")),
    (C, "ok that was genuinely impressive, I've been stuck on that since lunch"),
    (C, "Evening! Long day. One more bug and I'm calling it."),
    (C, "thx!!"),
    (C, "npm error messages are 400 lines of nothing, I swear"),
    (Q, "What does --frozen-lockfile actually do?"),
    (Q, "Where do we set the connection pool size for the worker processes?"),
    (Q, "Is there a reason the Dockerfile runs everything as root? Looks risky."),
    (Q, "does mypy even check the bodies of functions that have no annotations"),
)
ZH_FRESH_16: tuple[tuple[str, str], ...] = (
    (D, "你老是把 print 调试语句留在代码里。提交之前自己清干净啊。"),
    (D, "我们组统一 squash merge,PR 标题就是最后那条 commit 信息,所以标题要写清楚。"),
    (D, "Python 变量名用英文,别用拼音。看着太难受了。"),
    (D, "能用标准库解决的就别引第三方包,我们的部署环境装包很麻烦。"),
    (D, "跟我说话不用那么客气。有问题直接说,不用先夸一句再转折。"),
    (D, "接口文档用中文写,字段名保持英文。"),
    (D, "Vue 组件统一用 <script setup> 加 TypeScript,Options API 别再写了。"),
    (D, "部署脚本必须是幂等的。跑两遍结果得一样。"),
    (D, "我比较希望你改完代码顺手跑一下 lint,别等 CI 挂了再回头改。"),
    (D, "正则写完给我附几个能匹配和不能匹配的例子,不然我真看不懂。"),
    (D, "先帮我把这个 bug 修了。另外以后凡是时间字段,一律按 UTC 存,展示的时候再转本地时间。"),
    (D, "测试数据里别用真实的手机号和身份证号,脱敏过的也不行。"),
    (D, "review 的时候别只盯着 diff,顺手查一下改动的函数还有哪些调用方会受影响。"),
    (D, "shell 脚本开头一律加 set -euo pipefail,血泪教训。"),
    (F, "我是大三学生,计算机专业,这个项目是我的毕设。"),
    (F, "训练数据放在公司 NAS 上,路径是 /mnt/nas/datasets。仓库里只有下载脚本。"),
    (F, "我用的是 Windows + WSL2,有些路径的坑可能是这个导致的。"),
    (F, "我是从产品经理转的开发,正经写代码才一年多。"),
    (F, "去年从 MySQL 迁到了 TiDB,主要是几张大表实在扛不住了。"),
    (F, "设计稿都在蓝湖上,链接在飞书的项目文档里。"),
    (F, "我一般早上六点到九点写代码,九点以后要去上班。"),
    (F, "这个 SDK 是给嵌入式设备用的。目标板只有 256KB 内存。"),
    (T, "今天先别提交。我晚上回家统一看一遍。"),
    (T, "这次给客户演示的时候,永远用测试账号登录,千万别切到生产环境。"),
    (T, "把 config.yaml 里的超时改成 30 秒。"),
    (T, "故障期间所有改动都先发我看,一律不许直接上线。"),
    (T, "这个 PR 以后再提交就不用写那么细了,反正合并时会 squash。"),
    (T, "跑一下 benchmark,跟昨天的结果对比下。"),
    (T, "我去开个会。回来之前先别动 payment 模块。"),
    (T, "把这段 Java 翻成 Kotlin,逻辑别变。"),
    (T, "老板下午要看报表。先帮我写个 SQL,把上个月的订单按省份汇总一下。"),
    (T, "这台机器磁盘快满了,今天跑测试别生成 coverage 报告。"),
    (C, "ripgrep yyds,一秒就搜完了。"),
    (C, "周一综合症,完全不想动。"),
    (C, "辛苦啦,今天就到这儿吧。"),
    (C, "这屎山谁写的啊。哦,是我自己。"),
    (Q, "uv 和 poetry 有啥区别?值得换吗?"),
    (Q, "项目里的环境变量都是在哪儿读的?"),
    (Q, "这里为什么要用 sync.Once?"),
    (Q, "React 18 里 useEffect 为啥会跑两次?"),
)
JA_FRESH_16: tuple[tuple[str, str], ...] = (
    (D, "恐れ入りますが、今後コミットメッセージは英語の命令形で統一していただけますと幸いです。"),
    (D, "また絵文字をコミットメッセージに入れてますね。うちでは禁止なので、今後はやめてください。"),
    (D, "うちは main への直接 push は禁止で、全部 PR 経由です。"),
    (D, "型ヒントは省略しないでください。特に戻り値の型は必ず書くこと。"),
    (D, "説明は箇条書きより文章のほうが頭に入るタイプなので、できれば文章でお願いします。"),
    (D, "Swift では強制アンラップは使わないでね。クラッシュの元なので。"),
    (D, "本番リリースは、ステージングで一晩様子を見てから出すのがうちのルールです。"),
    (D, "README を更新したら、目次も一緒に直してください。"),
    (D, ("エラーメッセージはユーザー向けとログ向けを分けてください。"
         "ユーザーにスタックトレースを見せるのは厳禁です。")),
    (D, "レビューコメントには、必須の修正なのか好みの問題なのかを書き添えてもらえると助かります。"),
    (D, "よく使うコマンドは、シェルスクリプトを増やすより Makefile にまとめる方針でお願いします。"),
    (D, "機械学習の実験では乱数シードを必ず固定して、設定ファイルに残してください。"),
    (D, "このバグ直しといて。あと今後、日付の表記は YYYY-MM-DD で統一でお願い。"),
    (D, "わからないことがあったら、推測で進めずにまず私に聞いてください。"),
    (F, "視覚障害があって、普段はスクリーンリーダーで画面を読んでいます。"),
    (F, "本業は高校の数学教師で、プログラミングは趣味です。"),
    (F, "API の仕様書は社内の Notion にあります。リポジトリには置いていません。"),
    (F, "弊社のサービスは昨年の秋に Heroku から AWS へ移行いたしました。"),
    (F, "エディタは Vim しか使っていません。"),
    (F, "チームの公用語は英語ですが、私は日本語のほうが楽です。"),
    (F, "組み込み側のボードは STM32 で、OS は FreeRTOS です。"),
    (F, "認証まわりは外注先が作ったものです。手を入れるときは先方への確認が必要になります。"),
    (T, "今日のデモの間だけは、ログを常に詳細モードで出しておいてください。"),
    (T, "このファイルに限っては、Lint の警告は無視して大丈夫です。"),
    (T, "これから30分ほど会議なので、その間はビルドを止めておいてください。"),
    (T, "障害が収まるまでは、どんなに小さな変更でも本番に出さないでください。"),
    (T, "さっき作ったブランチ、名前を feature/login-rework に変えといて。"),
    (T, "この PR ではテストの追加は後回しでいいです。先に動くところまで持っていきましょう。"),
    (T, "CSV が Shift_JIS っぽいです。UTF-8 に変換してから読み込んでみてください。"),
    (T, "来週のリリースが終わるまでは、依存パッケージの更新は一切しないでください。"),
    (T, "このクエリが遅い原因を、実行計画から調べてください。"),
    (T, "今から画面共有します。しばらくはコードだけ出して、説明は省いてください。"),
    (C, "おお、動いた! ありがとうございます!"),
    (C, "今日は雨で気分が上がらないなあ。"),
    (C, "お疲れさまです。本日もよろしくお願いいたします。"),
    (C, "このエラーメッセージ、何も教えてくれないじゃん笑"),
    (Q, "Docker の volume と bind mount って何が違うんですか?"),
    (Q, "この関数って、どこから呼ばれてるんでしたっけ?"),
    (Q, "うちで Redux を使っていないのって、何か理由がありましたっけ?"),
    (Q, "async/await と Promise.then、今どきはどっちで書くのが普通ですか?"),
)

__all__ = ["EN_FRESH_16", "JA_FRESH_16", "ZH_FRESH_16"]
