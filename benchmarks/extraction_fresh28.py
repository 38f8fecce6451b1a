"""The extraction set's twenty-eighth fresh round: another ordinary week, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a random sample of what a week of sessions with a
coding agent holds, from many kinds of users: a data analyst, a game developer, firmware
and mobile engineers, a final-year student, an accountant who taught themselves to code,
a parent with a weekend hobby project. About two thirds are single sentences, the rest
messages of two or three. Directives cover tooling (pnpm only, ruff instead of black,
set -euo pipefail, no new dependencies unasked, licences checked, GPL banned), style
(lowercase log lines, keyword names for feature flags, composition over inheritance,
no dynamic allocation after boot, Lombok, the composition API, no force unwrapping,
GetComponent cached in Awake, English names rather than romaji, Western dates), process
(plan shown before apply, backups before config changes, branch names, error codes in one
place) and how the agent talks (ask when unsure, say "I don't know" rather than invent,
casual Japanese, a three-line summary first, short answers). Facts are who the user is
and where they work, where documents live, and decisions or constraints the code does
not show (Postgres 13 until a vendor certifies 15, GraphQL dropped, an air-gapped
customer, TiDB rather than MySQL, no internationalisation this year, Python 3.8 for
CentOS 7 customers, a move off Firebase). Temporary items are one-off tasks and
instructions scoped to this refactor, this PR, today, this week, a demo or a train ride.
The questions ask about tools and about the project's own conventions. Each language's
forty were written on their own, not translated from another, in registers from
lowercase fragments to polite Japanese. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_28: tuple[tuple[str, str], ...] = (
    (D, ("Use pnpm in this repo, not npm. The lockfile is pnpm-lock.yaml and mixing the two "
         "breaks CI.")),
    (D, "Always run the formatter before you show me a diff."),
    (D, "please don't add new dependencies without asking me first. even small ones."),
    (D, "Log messages should be lowercase and never end with a period."),
    (D, ("In the notebooks, keep the plotting code in its own cell at the end so I can rerun "
         "the analysis without redrawing everything.")),
    (D, ("Prefer composition over inheritance in the game entity code. We tried a deep "
         "class tree once and it was a nightmare to change.")),
    (D, "Write dates in commit messages and docs as YYYY-MM-DD."),
    (D, "When a test fails, show me the actual assertion output instead of summarizing it."),
    (D, ("Keep the firmware free of dynamic allocation after boot; everything gets "
         "allocated in init.")),
    (D, "env var names get the APP_ prefix, no exceptions"),
    (D, ("Don't touch anything in vendor/. If a vendored lib needs a patch, put it in "
         "patches/ and tell me.")),
    (D, "Use British spelling in user-facing strings; most of our customers are in the UK."),
    (D, ("If you're not sure what I mean, ask before writing code. A quick question saves "
         "me reviewing the wrong thing.")),
    (D, ("Name feature flags after the behaviour they turn on, like enable_bulk_export, "
         "not after the ticket.")),
    (F, "I'm a data analyst by trade; most of my day is SQL and pandas."),
    (F, ("Production is Postgres 13 on RDS, and we can't upgrade until the vendor "
         "certifies 15.")),
    (F, ("This is a hobby project I work on with my daughter on weekends. She's twelve "
         "and does all the pixel art.")),
    (F, ("The design docs live in Notion, not in the repo. The docs/ folder is years out "
         "of date.")),
    (F, ("We dropped GraphQL last year and went back to REST; the few resolvers left are "
         "on their way out.")),
    (F, "I'm in Auckland, so I'm usually a day ahead of the rest of the team in California."),
    (F, ("Our biggest customer runs everything on-prem on an air-gapped network. Anything "
         "that phones home at runtime is a non-starter for them.")),
    (F, "I'm red-green colorblind, which is partly why the dashboard uses blue and orange."),
    (T, "Bump the version to 1.8.2 and tag it."),
    (T, "Add a loading spinner to the upload button while the file is uploading."),
    (T, ("For this refactor, leave the public API exactly as it is. The internals can "
         "change however you like.")),
    (T, "I'm presenting in 20 minutes, so just get the demo page to load, ugly is fine."),
    (T, "Convert the remaining class components in the settings folder to hooks."),
    (T, "Skip the docs update on this one, I'll write them myself tonight."),
    (T, ("Check whether the memory leak is still there after yesterday's patch. Run the "
         "soak test for an hour and graph the RSS.")),
    (T, "Don't push anything until I'm back from lunch."),
    (T, "Regenerate the API client from the new openapi.yaml and fix whatever breaks."),
    (T, "Look through this stack trace and tell me which of our modules it starts in."),
    (C, "oh nice, that actually worked first try"),
    (C, "Sorry, had to step away for a bit. Kid woke up."),
    (C, "Honestly this codebase is older than some of my coworkers."),
    (C, "Thanks, that's exactly what I needed."),
    (Q, "Is there a way to make mypy ignore just one line?"),
    (Q, "why is this test only failing on windows? passes fine on my mac"),
    (Q, "What does the --frozen-lockfile flag actually do?"),
    (Q, ("Do we have a convention for naming database indexes? I keep seeing three "
         "different styles.")),
)
ZH_FRESH_28: tuple[tuple[str, str], ...] = (
    (D, "以后代码里的注释都用中文写,变量名还是用英文。"),
    (D, "Python 项目统一用 ruff 格式化,别再用 black 了。"),
    (D, "写 Vue 组件的时候用组合式 API,不要用选项式。"),
    (D, "所有对外的接口都要加限流。上次被人刷接口,短信费一晚上花了两千多。"),
    (D, "日志里不要打印用户的手机号和身份证号,要打就先脱敏。"),
    (D, "别给我生成太长的回答。能用代码说明的就别写一大段文字。"),
    (D, "分支命名按 feature/xxx、fix/xxx 来,别自己发明新格式。"),
    (D, "每个新页面都要做移动端适配。我们一半以上的流量来自手机。"),
    (D, "改配置文件之前先备份一份,文件名后面加上日期。"),
    (D, "错误码统一在 errors.go 里定义,不要在各个 handler 里随手写数字。"),
    (D, "Java 这边实体类一律用 Lombok,别再手写 getter 和 setter 了。"),
    (D, "遇到不确定的地方就直接说不知道,别编。编错了我还得花时间去查。"),
    (D, "写 shell 脚本的时候,开头都加上 set -euo pipefail。"),
    (D, "数据库表名用小写复数加下划线,比如 order_items。字段名也是小写加下划线。"),
    (F, "我是大三学生,这是我的毕业设计,导师要求用 Spring Boot。"),
    (F, "我们公司内网访问不了 GitHub。依赖都是从内部的 Nexus 私服拉的。"),
    (F, "测试服务器的地址和账号都在飞书文档《环境说明》里。"),
    (F, "我平时主要写 C++ 做嵌入式,Python 只会一点点。"),
    (F, "这个小程序的后端是外包团队写的。他们去年就不维护了,有问题只能我们自己看。"),
    (F, "我们的数据库是 TiDB,不是原生的 MySQL。有些语法不太一样。"),
    (F, "产品那边已经定了,今年不做国际化,只支持简体中文。"),
    (F, "我叫小林,在团队里负责前端和一部分运维。"),
    (T, "帮我给这个接口的返回值加一个 total 字段。"),
    (T, "今天先别提交。我晚上回去再看一遍。"),
    (T, "把这段 SQL 改成分页查询,每页二十条。"),
    (T, "这次重构只动 service 层,controller 先别碰。"),
    (T, "帮我写个脚本,把 logs 目录下超过七天的日志压缩一下。跑一次就行,不用做成定时任务。"),
    (T, "现在先把报错解决了,代码风格的问题之后再说。"),
    (T, "看一下为什么 docker build 一直卡在 npm install 这一步。"),
    (T, "我现在在高铁上,网不好。先别跑需要下载依赖的命令。"),
    (T, "把刚才那个提交撤回来,我发现改错文件了。"),
    (T, "明天上午要上线,今天下班前把 changelog 整理出来。"),
    (C, "牛啊,一下子就跑通了。"),
    (C, "累死了。今天开了五个会,代码一行没写。"),
    (C, "哈哈哈这个变量名谁起的"),
    (C, "好的,辛苦了!"),
    (Q, "Go 里面 context 到底应该在什么时候传?"),
    (Q, "为什么本地能跑,到了服务器上就报找不到模块?Python 版本是一样的。"),
    (Q, "这个项目的单元测试一般是怎么跑的?"),
    (Q, "useEffect 的依赖数组不写会怎么样?"),
)
JA_FRESH_28: tuple[tuple[str, str], ...] = (
    (D, "変数名はローマ字じゃなくて、ちゃんと英語で付けてください。"),
    (D, "コミットメッセージは英語で、動詞の原形から始めてください。"),
    (D, "返事は敬語じゃなくていいです。タメ口のほうが読みやすいので。"),
    (D, ("Swift では強制アンラップは使わないでください。"
         "クラッシュログの半分がそれなので。")),
    (D, "新しい画面を作るときは、必ずダークモードでも表示を確認してください。"),
    (D, "設定値はハードコードしないでください。環境変数から読むようにお願いします。"),
    (D, "Terraform を変更するときは、apply の前に必ず plan の結果を見せてください。"),
    (D, "エラーメッセージはユーザー向けと開発者向けを分けて書くこと。"),
    (D, "関数の引数が4つを超えたら、オブジェクトにまとめてください。"),
    (D, "このプロジェクトではセミコロンなしのスタイルで統一しています。"),
    (D, "説明が長くなるときは、最初に要点を三行でまとめてもらえると助かります。"),
    (D, ("Unity のスクリプトでは Update の中で GetComponent を呼ばないでください。"
         "重いので、Awake でキャッシュしておくこと。")),
    (D, ("ライブラリを追加するときは、ライセンスを確認して教えてください。"
         "GPL のものは社内規定で使えません。")),
    (D, "日付の表示は和暦じゃなくて西暦に統一してください。"),
    (F, "私は経理部の人間で、プログラミングは独学です。"),
    (F, "本番サーバーはオンプレで、デプロイは月に一度、情シスの人が手作業でやっています。"),
    (F, ("このアプリの利用者はほぼ全員が社内の営業担当です。"
         "外回り中にスマホで使うことが多いです。")),
    (F, ("API の仕様書は Confluence にあります。"
         "リポジトリ内の docs フォルダは2年前から更新されていません。")),
    (F, "うちは Python 3.8 から上げられません。顧客の環境がまだ CentOS 7 なので。"),
    (F, "去年、認証を Firebase から自前の認証基盤に移行しました。"),
    (F, "私は名古屋在住で、チームの他のメンバーは全員東京です。"),
    (F, "週に2日は客先に常駐していて、その日はリポジトリにアクセスできません。"),
    (T, "このテスト、とりあえず skip にしておいて。"),
    (T, "ログイン画面のボタンの色を青から緑に変えてください。"),
    (T, "今日はレビューだけお願いします。コードの修正はしないでください。"),
    (T, "この CSV を読み込んで、月ごとの売上を集計してください。"),
    (T, "さっきの変更、やっぱり元に戻してください。"),
    (T, "今週はリリース前なので、リファクタリングは控えてください。"),
    (T, "この PR のコンフリクトを解消しておいてください。"),
    (T, "いまお客さんにデモ中です。ターミナルに大量のログを出さないようにしてください。"),
    (T, "README のセットアップ手順が動くか、まっさらな環境で試してみてください。"),
    (T, "エラーが出ている箇所だけ直してください。ついでのリファクタリングは今回は不要です。"),
    (C, "おお、動いた!ありがとうございます。"),
    (C, "今日も一日お疲れさまでした。"),
    (C, "うーん、このコード書いたの過去の自分なんですよね…"),
    (C, "眠い…コーヒー淹れてきます。"),
    (Q, ("Docker のボリュームとバインドマウントって、何が違うんですか?"
         "どっちを使えばいいのか毎回迷います。")),
    (Q, "この警告は無視しても大丈夫ですか?"),
    (Q, "なんでここで async を付けないといけないの?"),
    (Q, "このリポジトリって、ブランチの運用ルールは決まってますか?"),
)

__all__ = ["EN_FRESH_28", "JA_FRESH_28", "ZH_FRESH_28"]
