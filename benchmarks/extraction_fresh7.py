"""The extraction set's seventh fresh round (#24): an unseen round for the rules as they stand.

120 sentences, 40 a language (14 directives, 8 facts about the user or the project,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Written in phrasings the earlier rounds had few of: conditions that gate an action
("if a command needs sudo, tell me why first", "测试要是超过一分钟…", "…そうなら…"),
preferences said as a trade-off ("I'd rather have one longer file than...",
"我宁可…也不…", "…より…の方がいいです", "比起列表,我更喜欢…"), needs put on the
product rather than on the agent ("every error message needs to..."), conventions
stated as where things live or what a kind of PR always gets, prohibitions with a way
out ("don't rename ... without leaving an alias"), and casual typing (no final
punctuation, "u", "pls", "哈", "書いといてくださいー"). Facts cover a role with a skill
being learnt, native language, dyslexia, a day off, the machine setup, a past decision
about an external provider, a deadline, and who owns a service. The temporary sentences
carry durable words ("please always", "一律", "常に") but a scope (this file, this
reply, today on my phone, until staging is back, this one time); the chit-chat says
"I love this approach" and admits feelings; the questions ask about conventions
("do we always...", "有什么讲究", "決まりはある"). Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_7: tuple[tuple[str, str], ...] = (
    (D, "Please always show me the diff before writing anything to disk."),
    (D, "If a command needs sudo, tell me why before you run it."),
    (D, "I'd rather have one longer file than a pile of tiny files with one function each."),
    (D, "Every error message we show needs to tell the user what to do next."),
    (D, "we dont use ORMs here, raw SQL through the query builder only"),
    (D, "Feature flags live in flags.yaml and nowhere else."),
    (D, "Don't rename a public function without leaving a deprecated alias behind."),
    (D, "If the test run takes more than a minute, start it in the background and keep working."),
    (D, "Please use the 24-hour clock whenever you mention a time."),
    (D, "When you explain a failure, quote the exact line of the error."),
    (D, "Never guess an API's signature; check the source first."),
    (D, "Prose over bullet points in your explanations, please."),
    (D, "UI pull requests always get before-and-after screenshots."),
    (D, "when u bump a dependency pls say why in the commit msg"),
    (F, "I'm a QA engineer, learning Python on the side."),
    (F, "Spanish is my native language, but I read English without trouble."),
    (F, "I'm dyslexic, so long blocks of text take me a while to get through."),
    (F, "I don't work on Wednesdays."),
    (F, "All my development happens inside WSL on Windows 11."),
    (F, "We moved payments from Stripe to Adyen last year."),
    (F, "The beta has to be in customers' hands by March 15."),
    (F, "Priya owns the auth service; she wrote most of it."),
    (T, "In this file, please always use absolute imports."),
    (T, "Right now I just need the one-liner, not a whole script."),
    (T, "Until the staging database is back, point everything at the local one."),
    (T, "Keep your answers really short today, I'm on my phone."),
    (T, "For this reply only, put the comparison in a table."),
    (T, "For the moment, stub out the email sender."),
    (T, "Convert the callbacks in api.js to async/await."),
    (T, "Go ahead and push straight to main this one time, the hotfix can't wait."),
    (C, "thx!! you just saved my evening"),
    (C, "I love this approach, it's so much simpler."),
    (C, "My laptop fan sounds like a jet engine right now."),
    (C, "Hey again 👋"),
    (C, "Honestly I'm a bit overwhelmed by this codebase."),
    (Q, "Do we always put the ticket number in branch names, or was that only the old repo?"),
    (Q, "What's the house style for naming React hooks?"),
    (Q, "Would you recommend always turning on strict mode in tsconfig?"),
    (Q, "Why did the deploy fail last night?"),
    (Q, "is there a rule about how long a PR can stay open"),
)
ZH_FRESH_7: tuple[tuple[str, str], ...] = (
    (D, "写文件之前请一定先给我看 diff。"),
    (D, "要用 sudo 的命令,先跟我说为什么再跑。"),
    (D, "我宁可一个文件长一点,也不想拆成一堆只有一个函数的小文件。"),
    (D, "每条报错信息都得告诉用户下一步该怎么做。"),
    (D, "我们这边不用 ORM,SQL 都走 query builder"),
    (D, "feature flag 统一放在 flags.yaml 里,别的地方一概不放。"),
    (D, "公开函数不能直接改名,要留一个标了废弃的别名。"),
    (D, "测试要是超过一分钟,就放到后台跑,你接着干别的。"),
    (D, "提到时间的时候请用 24 小时制。"),
    (D, "解释失败原因的时候,把报错的原话那一行贴出来。"),
    (D, "API 的签名别靠猜,先去源码里查清楚。"),
    (D, "比起列表,我更喜欢你用成段的文字来解释。"),
    (D, "UI 相关的 PR 都要附上改前改后的截图。"),
    (D, "升级依赖的话在commit message里写一下原因哈"),
    (F, "我是做测试的,业余时间在学 Python。"),
    (F, "我的母语是维吾尔语,中文是后来学的。"),
    (F, "我有阅读障碍,大段的文字读起来比较慢。"),
    (F, "我每周三休息,不上班。"),
    (F, "我所有的开发都是在 Windows 11 的 WSL 里做的。"),
    (F, "支付这块我们去年从 Stripe 换成了 Adyen。"),
    (F, "公测版必须在 3 月 15 号之前交到客户手里。"),
    (F, "认证服务是老周一手写的,现在也是他在管。"),
    (T, "这个文件里一律用绝对导入。"),
    (T, "我现在只要一行命令就行,不用写完整的脚本。"),
    (T, "staging 的数据库恢复之前,全部先连本地库。"),
    (T, "今天回答短一点,我在用手机看。"),
    (T, "这条回复用表格对比一下,别用列表。"),
    (T, "发邮件那块暂时先 stub 掉。"),
    (T, "把 api.js 里的回调都改成 async/await。"),
    (T, "热修复等不了了,这一次直接推 main 吧。"),
    (C, "谢谢!!今晚总算能早点睡了"),
    (C, "这个思路我很喜欢,简单多了。"),
    (C, "电脑风扇吵得跟飞机起飞一样。"),
    (C, "嗨,我又来了 👋"),
    (C, "说实话,这个代码库看得我有点头大。"),
    (Q, "分支名是不是都要带工单号?还是只有老仓库这么要求?"),
    (Q, "React hook 的命名我们有什么讲究吗?"),
    (Q, "tsconfig 你建议一直开着 strict 吗?"),
    (Q, "昨晚部署为啥失败了?"),
    (Q, "PR 最多能挂多久有规定吗"),
)
JA_FRESH_7: tuple[tuple[str, str], ...] = (
    (D, "ディスクに書き込む前に、必ず diff を見せてください。"),
    (D, "sudo が必要なコマンドは、理由を説明してから実行してね。"),
    (D, "関数一つだけの小さいファイルをたくさん作るより、長めのファイル一つの方がいいです。"),
    (D, "エラーメッセージには、ユーザーが次に何をすればいいかを必ず書いてほしい。"),
    (D, "うちは ORM 使ってなくて、SQL は全部クエリビルダー経由です"),
    (D, "feature flag は flags.yaml にだけ置くことになっています。"),
    (D, "公開関数をリネームするときは、非推奨のエイリアスを残すこと。"),
    (D, "テストが1分以上かかりそうなら、バックグラウンドで回して先に進めてください。"),
    (D, "時刻は24時間表記でお願いします。"),
    (D, "失敗の原因を説明するときは、エラーの該当行をそのまま引用してください。"),
    (D, "API のシグネチャは当て推量で書かずに、まずソースを確認してください。"),
    (D, "説明は箇条書きより、文章でしてもらえるとありがたいです。"),
    (D, "UI を変える PR には、変更前と変更後のスクリーンショットを付けてください。"),
    (D, "依存を上げたらコミットメッセージに理由書いといてくださいー"),
    (F, "QA エンジニアで、空き時間に Python を勉強しています。"),
    (F, "母語はポルトガル語で、日本語は後から覚えました。"),
    (F, "ディスレクシアがあって、長い文章を読むのに時間がかかります。"),
    (F, "水曜日は仕事が休みです。"),
    (F, "開発は全部 Windows 11 の WSL の中でやっています。"),
    (F, "決済は去年 Stripe から Adyen に切り替えました。"),
    (F, "ベータ版は3月15日までにお客さんに届けないといけません。"),
    (F, "認証サービスはほとんど佐藤さんが書いたもので、今も彼女の担当です。"),
    (T, "このファイルでは常に絶対インポートでお願いします。"),
    (T, "今はワンライナーだけでいいです、スクリプトまでは要りません。"),
    (T, "ステージングの DB が復旧するまでは、全部ローカルの DB に向けておいて。"),
    (T, "今日はスマホから見ているので、返事は短めにしてください。"),
    (T, "この返信だけ、リストじゃなくて表で比較してください。"),
    (T, "メール送信のところは、とりあえずスタブにしておいてください。"),
    (T, "api.js のコールバックを async/await に書き換えてください。"),
    (T, "ホットフィックスが急ぎなので、今回に限り main に直接 push していいです。"),
    (C, "ありがとうございます!!これで今夜は早く寝られる"),
    (C, "このやり方、すごく好きです。ずっとシンプルになりましたね。"),
    (C, "PC のファンがうるさすぎる…"),
    (C, "どうも、また来ました 👋"),
    (C, "正直、このコードベースにはちょっと圧倒されてます。"),
    (Q, "ブランチ名にチケット番号を入れるのって必須でしたっけ?それとも旧リポジトリだけ?"),
    (Q, "React のフックの命名ルールってありますか?"),
    (Q, "tsconfig は常に strict にしておくのがおすすめですか?"),
    (Q, "昨夜のデプロイはなんで失敗したんですか?"),
    (Q, "PR をオープンにしておける期間に決まりはある"),
)

__all__ = ["EN_FRESH_7", "JA_FRESH_7", "ZH_FRESH_7"]
