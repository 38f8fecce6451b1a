"""The extraction set's thirtieth fresh round: one more ordinary run of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the rounds since the fifteenth, it has no theme: a uniform sample of what people type
to a coding agent or a general assistant, from many kinds of users: backend and frontend
engineers, a data analyst, a mobile developer, an on-call operator, a PhD student, a
novelist, a graduate student in economics, a former firmware engineer new to the web.
About two thirds are single sentences, the rest messages of two or three. Directives cover
code and data (SQL layout, pinned versions, polars over pandas, amounts stored as integer
cents, idempotent consumers, specific exceptions, magic numbers as constants, camelCase
responses, generated files never edited by hand), process (squash merges, production
restarts left to the user, docs updated with API changes, migrations for every schema
change, force-with-lease, history rewrites confirmed first, screenshots on UI pull
requests), writing (British spelling, polishing without changing an argument, a novelist's
style left alone) and how the assistant talks and teaches (short paragraphs, conclusion
first, casual Japanese, a hint before a homework answer, examples, plain words over
katakana). Facts are who the user is, when they can work and what they use, and decisions
or constraints the code does not show (an app that must work offline for a shift, a
half-finished move off Jenkins, audit logs kept seven years, Subversion still in use,
payments run by a vendor, an on-premises server behind a VPN, a shared test database).
Temporary items are one-off tasks and instructions scoped to now (for now, just this once,
this afternoon, while I'm away, until QA is done, before the release, by tomorrow
morning). Chit-chat is thanks, reactions, greetings and grumbles; questions ask about
tools, the code and the project's reasons. Each language's forty were written on their
own, not translated from another, in registers from lowercase fragments to polite business
Japanese, with a few Chinese items in Traditional characters. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_30: tuple[tuple[str, str], ...] = (
    (D, "when you write SQL for me, uppercase the keywords and put each JOIN on its own line"),
    (D, "Going forward, every dependency in requirements.txt gets an exact == pin."),
    (D, ("I prefer small, well-named functions over long comments. If a block needs a "
         "paragraph to explain it, pull it out into a function instead.")),
    (D, ("We always squash-merge PRs. So don't bother tidying up the individual commits "
         "on a branch.")),
    (D, ("Please never restart the production pods on your own. Tell me which ones and why, "
         "and I'll do it.")),
    (D, "My rule is no function over fifty lines unless there's a really good reason."),
    (D, "If a change touches the public API, update the docs in the same PR."),
    (D, ("When you edit my chapters, keep the British spelling. Colour, organise, "
         "grey, that kind of thing.")),
    (D, "Use polars rather than pandas for anything new in the pipeline."),
    (D, "All user-facing strings go through the localization file, never hardcoded in views."),
    (D, ("Answer in short paragraphs rather than bullet lists. I lose the thread when "
         "everything is bullets.")),
    (D, "dont hand-edit anything under gen/, the codegen step overwrites it anyway"),
    (D, "Timestamps in logs are always UTC in ISO 8601 format."),
    (D, ("Don't just hand me the answer to my homework problems. Give me a hint first "
         "and let me try it myself.")),
    (F, "I'm a PhD student in computational biology, so my Python is self-taught and messy."),
    (F, "Our on-call rotation is just me and one other engineer."),
    (F, ("Our field technicians use the app in basements with no signal, so it has to "
         "work offline for a whole shift.")),
    (F, ("Half our CI moved to GitHub Actions last spring; the nightly data jobs still run "
         "on a Jenkins box nobody wants to touch.")),
    (F, "English is my second language. I'm a native Portuguese speaker."),
    (F, "The reporting database is a read replica that lags about ten minutes behind prod."),
    (F, "I'm writing a fantasy novel, about 90k words so far, working title The Salt Road."),
    (F, ("Legal requires us to keep audit logs for seven years. That's why the events "
         "table is so huge.")),
    (T, "Rename the utils folder to shared and fix all the imports."),
    (T, "for now just stub out the payment call. we'll wire up stripe next week"),
    (T, ("Just this once, push the fix straight to main. The hotfix can't wait for a "
         "review.")),
    (T, "Can you write a regex that matches these invoice numbers, like INV-2024-0012?"),
    (T, "While I'm away this weekend, don't merge anything, just leave review comments."),
    (T, ("Draft a polite email to my professor asking for a one-week extension on the "
         "thesis chapter.")),
    (T, "Profile the export endpoint and find out where the time goes."),
    (T, "Skip the e2e tests today. Staging is down again."),
    (T, ("Tidy up the README before I send the link to the client this afternoon. "
         "Mostly the install section, it's out of date.")),
    (T, "Translate these five error messages into Spanish for the release build."),
    (C, "lol it worked on the first try, now I'm suspicious"),
    (C, "Good morning! Coffee's ready, let's get going."),
    (C, "ugh, npm install has been spinning for five minutes"),
    (C, "That explanation finally made closures click for me, thank you."),
    (Q, "Is it worth switching our internal services from REST to gRPC?"),
    (Q, "how do i undo a git commit that i already pushed"),
    (Q, "Why does this component re-render every time I type in the search box?"),
    (Q, "Do we have a style guide for error messages somewhere, or is it just vibes?"),
)
ZH_FRESH_30: tuple[tuple[str, str], ...] = (
    (D, "以后写 Python 都用 f-string,别再用 % 格式化了。"),
    (D, "接口返回统一用 {code, msg, data} 这个结构。"),
    (D, "我们组的习惯是分支名用 feature/ 加工单号开头。"),
    (D, "请不要自动帮我升级依赖版本,要升级的话先告诉我原因。"),
    (D, "尽量少用第三方库。能用标准库解决的就用标准库。"),
    (D, "讲解代码的时候多举几个例子,光讲概念我看不懂。"),
    (D, "今后所有金额都用分存成整数。浮点数会有精度问题。"),
    (D, "写 React 组件统一用函数组件加 hooks,别再写 class 组件了。"),
    (D, "每次改数据库结构都要写迁移脚本,不能直接去库里手动改。"),
    (D, "帮我润色论文的时候只改语法和用词,别动我的论点。"),
    (D, "前端的颜色一律从 theme 里取,不要在组件里直接写十六进制色值。"),
    (D, "以後回答請盡量簡短。先給結論,再解釋原因。"),
    (D, "Kafka 的消费者一定要做幂等。消息是可能重复投递的。"),
    (D, "别用 git push --force。真要强推就用 --force-with-lease。"),
    (F, "我是做数据分析的,SQL 很熟,但 Python 才刚开始学。"),
    (F, "我们的小程序是用 uni-app 写的,要同时发微信和支付宝两个平台。"),
    (F, "我们是一家做跨境电商的小公司,技术这边一共就三个人。"),
    (F, "我在台灣,使用者大多是本地的中小企業。"),
    (F, "这个项目最早是 PHP 写的,三年前才重构成 Java。所以有些表名还是老的命名。"),
    (F, "我每天只有下班后一两个小时能写代码。"),
    (F, "测试环境的数据库是和另一个团队共用的。"),
    (F, "我们 App 的用户大多是中老年人。很多人连复制粘贴都不太会。"),
    (T, "帮我把这个函数改成异步的。"),
    (T, "这版先不考虑并发,单线程能跑通就行。"),
    (T, "今天下午我要给客户演示,别动 demo 分支。"),
    (T, "把这段报错翻译一下,看看是什么意思。"),
    (T, "这次就先用 mock 数据吧。后端接口还没好。"),
    (T, "帮我写个周报,内容就是这周修的那几个 bug。"),
    (T, "我出去一趟。你先把这几个 lint 警告清掉。"),
    (T, "把 Dockerfile 的基础镜像换成 alpine 试试,看看体积能小多少。"),
    (T, "這個 PR 先不要合併。等 QA 測完再說。"),
    (T, "发版之前日志级别暂时调成 debug,方便排查。"),
    (C, "哈哈哈,原来是少了个逗号。"),
    (C, "早上好!昨晚又没睡好,困死了。"),
    (C, "服了,CI 又挂了。"),
    (C, "謝謝,幫了大忙。"),
    (Q, "Vue3 的 ref 和 reactive 到底该用哪个?"),
    (Q, "这个定时任务为什么设置成每五分钟跑一次?"),
    (Q, "你觉得这张表需要分库分表吗?现在大概两千万行。"),
    (Q, "pandas 读大文件内存不够怎么办?"),
)
JA_FRESH_30: tuple[tuple[str, str], ...] = (
    (D, "コミットメッセージは日本語で、先頭に feat や fix などの種別を付けてください。"),
    (D, "今後、Python のコードは black で整形した状態で出してください。"),
    (D, "敬語は不要です。タメ口で話してもらって大丈夫です。"),
    (D, "例外は Exception でまとめて捕まえず、具体的な型で捕まえるようにしてください。"),
    (D, "マジックナンバーは定数に切り出すようにしてね。"),
    (D, "ORM で書ける範囲では、生の SQL は書かないでください。"),
    (D, "うちのチームでは、画面に関わる PR には必ずスクリーンショットを付けることになっています。"),
    (D, "回答は結論から先に書いてもらえると助かります。"),
    (D, ("git の履歴を書き換える操作は、実行前に必ず確認してください。"
         "rebase も force push も含みます。")),
    (D, ("ライブラリのメジャーバージョンは勝手に上げないでください。"
         "上げるときは changelog を確認してからにしましょう。")),
    (D, ("小説の校正では、誤字脱字だけ指摘してください。"
         "文体のクセはわざとなので直さないで。")),
    (D, "API のレスポンスのキーは camelCase で統一でお願いします。"),
    (D, "ダミーデータには実在する会社名を使わないようにしてください。"),
    (D, "カタカナ語ばかりだと分かりにくいので、なるべく普通の日本語で説明してください。"),
    (F, "私は組み込み系の出身で、Web の開発は今回が初めてです。"),
    (F, "このアプリの利用者は主に工場の作業員で、手袋をしたまま操作します。"),
    (F, "うちの会社はまだ Subversion を使っています。Git への移行は来年の予定です。"),
    (F, "大学院で経済学を研究していて、分析には主に R を使っています。"),
    (F, "決済まわりは外部ベンダーに委託しているので、こちらにはコードがありません。"),
    (F, "平日の昼間は本業があるので、開発できるのは夜と週末だけです。"),
    (F, "本番サーバーはオンプレで、社外からは VPN 経由でしか入れません。"),
    (F, ("このリポジトリは前任者が一人で作ったものです。"
         "ドキュメントはほとんど残っていません。")),
    (T, "このエラーメッセージの原因を調べてもらえますか。"),
    (T, "とりあえず型エラーは後回しで。まずは動くところまで持っていってください。"),
    (T, "明日の朝までに、この README を英語に訳しておいてください。"),
    (T, "今回だけはテストを飛ばしてデプロイしちゃってください。緊急なので。"),
    (T, "私が会議に出ている間に、ログイン周りのリファクタリングを進めておいてください。"),
    (T, "この画面、スマホだとレイアウトが崩れてるので直してほしい"),
    (T, "しばらく main への直接 push は控えてください。リリース作業中なので。"),
    (T, "先ほどの SQL、WHERE 句の条件が逆になっていたので修正してください。"),
    (T, "今日中に、このスクリプトが cron で毎朝動くように設定してください。"),
    (T, "見積もり用に、この機能の作業量をざっくり出してください。"),
    (C, "うわ、これ完全に見落としてました。助かりました。"),
    (C, "おはようございます。今朝はやけに冷えますね。"),
    (C, "また Xcode のアップデートでビルドが壊れた…つらい。"),
    (C, "へえ、そんな書き方もできるんですね。"),
    (Q, "Docker のイメージサイズを小さくするコツってありますか?"),
    (Q, "この正規表現、どういう意味ですか?長すぎて読めません。"),
    (Q, "このテーブルだけ論理削除じゃなくて物理削除なのは、なんででしたっけ?"),
    (Q, "TypeScript の type と interface はどう使い分ければいいですか?"),
)

__all__ = ["EN_FRESH_30", "JA_FRESH_30", "ZH_FRESH_30"]
