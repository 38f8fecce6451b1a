"""The extraction set's twenty-ninth fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the rounds since the fifteenth, it has no theme: a uniform sample of what people type
to a coding agent, from many kinds of users and projects, about two thirds single
sentences and one third messages of two or three sentences. Directives cover code style
(early returns, no abbreviations in names, enums over string literals, type hints),
testing (one behaviour per test, fixed seeds, no sleeps in tests), git and reviews
(rebase rather than merge, no unrelated formatting in a diff), operations (feature flags
for risky changes, migrations that can run twice, secrets only from the vault), docs and
comments (why, not what), and how the agent talks and asks (ask before adding a
dependency, say when unsure, no emoji, plain words). Facts are about the user's role,
hours, tools and accessibility needs, and about project history the code does not show
(a vendor that was dropped, a customer contract that fixes an API, a monorepo split, a
region the data must stay in). Temporary items are one-off tasks and instructions scoped
to now (this PR, this afternoon, until the release, while I'm in a meeting). Chit-chat
is thanks, reactions, greetings and grumbles, each worded freshly; questions ask about
tools, the code and the project's reasons. Each language's forty were written on their
own, not translated from another, in registers from lowercase fragments to polite
business Japanese. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_29: tuple[tuple[str, str], ...] = (
    (D, "Use early returns instead of nesting ifs three levels deep."),
    (D, ("Don't add a new dependency without asking me first. Every package is one more "
         "thing our security team has to sign off on.")),
    (D, "no emoji in commit messages or code comments, ever"),
    (D, "Comments should explain why the code does something, not restate what it does."),
    (D, ("If you're not sure about an API, say so instead of guessing. A confident wrong "
         "answer costs me more time than 'I don't know'.")),
    (D, "Spell names out in full: customer_count, not cust_cnt."),
    (D, "Rebase onto main before opening a PR; we don't do merge commits on feature branches."),
    (D, ("Keep formatting changes out of functional diffs. If a file needs reformatting, "
         "do it in its own commit.")),
    (D, "Any test that uses randomness gets a fixed seed."),
    (D, "Never put time.sleep in a test. Poll with a timeout or use a fake clock."),
    (D, ("Risky changes to checkout go behind a feature flag, so we can turn them off "
         "without a deploy.")),
    (D, "Write migrations so they're safe to run twice."),
    (D, "Secrets come from Vault only. No .env files checked in, not even for local dev."),
    (D, "please use plain words when you explain things to me, I skim past jargon"),
    (F, "I'm the only developer here; the rest of the company is sales and support."),
    (F, "I'm colorblind, so red vs green in terminal output doesn't help me much."),
    (F, ("We dropped Algolia last year because of the price. Search now runs on Postgres "
         "full-text, slow but cheap.")),
    (F, "The public API shape is fixed by a contract with our biggest customer until 2027."),
    (F, "Customer data has to stay in the EU; everything runs in Frankfurt."),
    (F, "I usually code from about 6 to 9 in the morning, before the kids wake up."),
    (F, "We split the monorepo in 2023, so the billing code now lives in its own repo."),
    (F, "Most of our users are on cheap Android phones with slow connections."),
    (T, "Add a --dry-run flag to the cleanup script."),
    (T, ("I'm in a meeting for the next hour, so just keep going on the parser and don't "
         "wait for me.")),
    (T, "can you bump the version to 3.2.1 and update the changelog"),
    (T, ("For this PR only, leave the deprecated endpoints alone. Removing them is a "
         "separate ticket.")),
    (T, "Look through the logs from last night and tell me what caused the 502s."),
    (T, "Until the release goes out on Thursday, no refactoring, just bug fixes."),
    (T, "Convert these three class components to hooks."),
    (T, "My laptop's battery is almost dead, so skip the full test run this afternoon."),
    (T, ("Revert the last two commits on this branch. I'll redo them more carefully "
         "tomorrow.")),
    (T, "Write a short summary of the auth changes I can paste into Slack."),
    (C, "ha, I was sure that was a caching bug and it was a typo the whole time"),
    (C, "Nice, that cut the build from eight minutes to two."),
    (C, "Back from lunch. Where were we?"),
    (C, "Honestly this legacy code makes me want to take up farming."),
    (Q, "What's the actual difference between a Docker volume and a bind mount?"),
    (Q, "Why is the retry limit set to 7? Seems oddly specific."),
    (Q, "Could you put the test command at the end of every answer from now on?"),
    (Q, "Does mypy strict mode complain about untyped third-party imports?"),
)
ZH_FRESH_29: tuple[tuple[str, str], ...] = (
    (D, "新加的接口都要写 OpenAPI 注释,不然前端没法对。"),
    (D, "变量名别用拼音,哪怕是业务词也用英文。"),
    (D, "状态值用枚举,别到处写 \"paid\"、\"refunded\" 这种字符串。"),
    (D, "以后改完代码顺手跑一下 go vet,别等 CI 报出来。"),
    (D, "写测试的时候一个用例只测一件事。名字要能看出测的是什么。"),
    (D, "日志里不许打印用户手机号和身份证号,要打就脱敏。"),
    (D, "回复我的时候别加表情符号,看着乱。"),
    (D, "每个 PR 只做一件事。顺手发现的问题另开一个。"),
    (D, "配置项统一放到 config.yaml 里,不要在代码里写死地址和端口。"),
    (D, "不确定的地方直接说不确定,别编。"),
    (D, "删除数据一律走软删除,加 deleted_at 字段。"),
    (D, "函数参数超过四个就改成传一个结构体。"),
    (D, "以后给我的 shell 命令都写成能直接复制粘贴的,别夹带说明文字。"),
    (D, "第三方接口调用都要设超时,默认五秒。"),
    (F, "我是学生,这个项目是我的毕业设计。"),
    (F, "公司内网访问不了 GitHub,依赖都从内部的 Nexus 镜像拉。"),
    (F, "我们的服务器都在华为云上,不是阿里云。"),
    (F, "这个系统主要给医院的护士用,晚上用的人也很多。"),
    (F, "之前用的是 MongoDB,去年因为事务问题换成了 MySQL。"),
    (F, "我平时用 Windows 开发,但服务是部署在 Linux 上的。"),
    (F, "前端是外包团队在做,我们只负责后端。"),
    (F, "我眼睛不太好,屏幕字号开得很大,一行放不下太长的代码。"),
    (T, "帮我把这个 Excel 导入脚本改成支持 csv。"),
    (T, "今天先别提交,我要看完所有改动再说。"),
    (T, "这段 SQL 跑得太慢了,看看能不能加个索引。"),
    (T, "把 user_service.go 里的重复代码抽一下。"),
    (T, "接下来这半小时我在开会,你先把单测补完。"),
    (T, "这次发版前先不升级 Spring Boot,等下个迭代再说。"),
    (T, "帮我写一个脚本,把昨天的订单导出成表格发给财务。就用一次。"),
    (T, "刚才那次改动回滚掉吧,线上报错了。"),
    (T, "这个分支上暂时允许 console.log,调试完再删。"),
    (T, "查一下为什么 Redis 连接数今天一直在涨。"),
    (C, "终于跑通了,感动。"),
    (C, "这代码谁写的啊,哦,是我自己。"),
    (C, "周五了,今天不想碰线上。"),
    (C, "行,这个方案比我想的简单多了,多谢。"),
    (Q, "goroutine 泄漏一般怎么排查?"),
    (Q, "为什么这里要用读写锁而不是普通的互斥锁?"),
    (Q, "我们项目的 Node 版本是固定的吗?"),
    (Q, "以后写完代码能不能顺便把改动点列一下?"),
)
JA_FRESH_29: tuple[tuple[str, str], ...] = (
    (D, "変数名はローマ字ではなく英語で付けてください。"),
    (D, "新しいライブラリを入れる前に、一度相談してもらえると助かります。"),
    (D, "コメントには「何をしているか」より「なぜそうしたか」を書いてください。"),
    (D, "返事に絵文字は付けないでください。"),
    (D, "エラーを握りつぶさないこと。最低でもログには残してください。"),
    (D, ("日付の表示はすべて JST でお願いします。"
         "サーバー内部は UTC のままで構いません。")),
    (D, "テストでは sleep を使わずに、時計をモックしてください。"),
    (D, "わからないことは、推測で埋めずにわからないと言ってください。"),
    (D, "本番の DB に触るコマンドは、実行する前に必ず私に見せてください。"),
    (D, "CSS はユーティリティクラスで書いて、個別の .css ファイルは増やさないでね。"),
    (D, "1つのコミットには1つの変更だけ入れるようにしてください。"),
    (D, "設定値はハードコードせず、環境変数から読むようにしましょう。"),
    (D, ("説明は箇条書きで短めにお願いします。"
         "長い文章だと読み飛ばしてしまうので。")),
    (D, "型注釈は省略せずに、関数の引数と戻り値には必ず付けてください。"),
    (F, "私は普段はデザイナーで、コードは独学で少し書ける程度です。"),
    (F, "このサービスは自治体向けなので、IE 相当の古いブラウザの利用者もまだいます。"),
    (F, "インフラは去年 AWS から GCP に移しました。"),
    (F, "週に2日は客先に常駐していて、その日は手元で開発できません。"),
    (F, "社内規定で、ソースコードを外部の SaaS にアップロードすることは禁止されています。"),
    (F, "この API は外部のパートナー企業も使っているので、勝手に仕様を変えられません。"),
    (F, "チームのメンバーは全員、入社2年目以内の若手です。"),
    (F, "売上の集計は毎月1日の朝にバッチで回しています。"),
    (T, "この関数に docstring を追加してください。"),
    (T, "今日は検証環境だけで作業してください。本番には触らないで。"),
    (T, "ログイン画面のボタンの位置を少し右に寄せてもらえますか。"),
    (T, "さっき追加したテスト、やっぱり消しておいて。"),
    (T, "リリースが終わるまでは、依存パッケージの更新は止めておいてください。"),
    (T, "この PR のレビューコメントに一通り対応してください。"),
    (T, "昼休みの間に、遅いテストの上位10件を調べておいてもらえると嬉しいです。"),
    (T, ("今回だけ、lint のエラーは無視して先にビルドを通してください。"
         "デモが30分後なので。")),
    (T, "CSV の出力で文字化けしているので、原因を探ってください。"),
    (T, "このブランチでは一時的に console.log を残しておいて大丈夫です。"),
    (C, "おお、一発で通った。すごい。"),
    (C, "今日はもう頭が回らないので、このへんで終わりにします。"),
    (C, "ありがとう、おかげで定時に帰れそうです。"),
    (C, "雨で電車が止まって、在宅になりました。"),
    (Q, "useEffect の依存配列を空にすると、どういう動きになりますか?"),
    (Q, "このテーブル、なんで主キーが UUID なんでしたっけ?"),
    (Q, "monorepo と polyrepo、うちの規模だとどっちがいいと思いますか?"),
    (Q, "今後、コードを書いたらテストの実行方法も一緒に教えてもらえますか?"),
)

__all__ = ["EN_FRESH_29", "JA_FRESH_29", "ZH_FRESH_29"]
