"""The extraction set's eighth fresh round (#24): an unseen round for the rules as they stand.

120 sentences, 40 a language (14 directives, 8 facts about the user or the project,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Written in registers the earlier rounds had few of: complaints that carry a rule ("you
keep renaming my variables...", "你老是…,以后别…", "また…してる…しないで"), hedged or
indirect wishes ("I think it'd be better if...", "maybe default to...", "能的话尽量…",
"できれば…もらえると"), rules given with their reason ("we stay on Node 18 because...,
so...", "因为…所以一律…", "…ので、…してください"), terse fragments ("rebase, not
merge, when...", "JSON 的 key 一律 snake_case", "うちは…rebase でよろしく"), second-person
habits ("you don't need to ask before running the tests", "不用每次都问我哈"),
contrastive rules ("not pandas — polars", "不是 pandas,是 polars", "pandas じゃなくて
polars ね"), and colloquial endings that still carry a rule (呗, 哈, 啊, 吧; 〜ね,
〜しないで, 〜でよろしく). Facts are said in passing inside a longer sentence, with the
reason or the consequence beside them: the only backend developer, coding only late at
night, the biggest customer, a backend person handed the frontend, a repository that
lives elsewhere, a single small screen, a past decision to drop GraphQL, a team split
across time zones. The temporary sentences use the same registers with a scope: a
complaint about one output, a hedged one-off, a reason that is about today, a fragment
about the current file, a permission for the rest of one refactor, a contrast about which
branch to run on. The chit-chat complains and marvels; the questions ask why, or about the
very conventions the directives state. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_8: tuple[tuple[str, str], ...] = (
    (D, "You keep wrapping everything in try/except; stop that unless you can handle the error."),
    (D, "you keep renaming my variables when you refactor, leave names alone unless I ask"),
    (D, "I think it'd be better if you looked for an existing helper before writing a new one."),
    (D, "maybe default to dataclasses rather than plain dicts for anything crossing modules"),
    (D, "We stay on Node 18 because our Lambda runtime is pinned to it, so don't use newer APIs."),
    (D, "Since our logs go to an outside vendor, never put a user's email address in a log line."),
    (D, "rebase, not merge, when updating a feature branch"),
    (D, "snake_case for JSON keys, everywhere"),
    (D, "You don't need to ask before running the tests, just run them."),
    (D, "not pandas — polars, for anything with dataframes"),
    (D, "Stop creating a README in every new folder; nobody reads them."),
    (D, "pls don't reformat lines you didn't otherwise change"),
    (D, "The CI runners only have 2 GB of memory, so keep test fixtures small."),
    (D, "You can drop the apologies when you get something wrong, just fix it."),
    (F, "As the only backend dev here, I end up reviewing every API change myself."),
    (F, "I only get to code after the kids are in bed, so my sessions are almost always late."),
    (F, "Our biggest customer is a hospital chain, which is why uptime matters so much to us."),
    (F, "I'm not a designer, just a backend person who got handed the frontend."),
    (F, "The mobile app isn't in this repo; it lives in a separate one the agency maintains."),
    (F, "fwiw my only screen is a 13-inch laptop, no external monitor"),
    (F, "We dropped GraphQL last spring and went back to plain REST."),
    (F, "Half of our team is in Manila, so reviews often land while I'm asleep."),
    (T, "You put a comment on every line of that last function, take them out."),
    (T, "I think it'd be better to split this PR in two before we ask for review."),
    (T, "The VPN is flaky today, so don't try to pull anything from the internal registry."),
    (T, "this file: no type hints for now, it's a throwaway"),
    (T, "You don't need to check with me before each edit for the rest of this refactor."),
    (T, "not this branch — run it on release/2.4 instead"),
    (T, "maybe leave the error handling rough for now, we'll tidy it up after the demo"),
    (T, "That answer was way too long, give me the short version."),
    (C, "ugh, Jira is down again"),
    (C, "ok that's actually kind of beautiful"),
    (C, "Sorry, I've been in meetings all morning."),
    (C, "I think I finally get how async works, haha"),
    (C, "Not gonna lie, I expected that to take way longer."),
    (Q, "Why do you keep reaching for a regex here, is split not enough?"),
    (Q, "do we rebase or merge when updating branches here?"),
    (Q, "Would it be better to default to polars for the new scripts?"),
    (Q, "Do you need me to confirm every time before you run the tests?"),
    (Q, "any reason we're still on Node 18"),
)
ZH_FRESH_8: tuple[tuple[str, str], ...] = (
    (D, "你老是把代码全包进 try/except 里,以后别这样,除非你真能处理那个错误。"),
    (D, "你老改我的变量名,以后重构的时候名字别动,除非我开口。"),
    (D, "每次写工具函数之前先找找有没有现成的吧,我觉得这样好一点。"),
    (D, "能的话尽量用 dataclass,跨模块传的数据别用裸 dict。"),
    (D, "因为 Lambda 的运行时锁在 Node 18,所以一律不要用更新的 API。"),
    (D, "日志会发给外部厂商,所以用户的邮箱地址绝对不能打进日志。"),
    (D, "分支落后了就 rebase,别 merge"),
    (D, "JSON 的 key 一律 snake_case"),
    (D, "跑测试不用每次都问我哈,直接跑就行。"),
    (D, "不是 pandas,是 polars,跟数据表有关的都用 polars。"),
    (D, "别每建一个目录就塞个 README 啊,根本没人看。"),
    (D, "没改到的行就别顺手格式化了呗"),
    (D, "CI 机器只有 2G 内存,所以测试用的数据一律弄小一点。"),
    (D, "你搞错了也不用道歉,直接改就好。"),
    (F, "我们这边只有我一个后端,所以接口的改动基本都是我自己 review。"),
    (F, "我一般等孩子睡了才有空写代码,所以基本都是深夜在弄。"),
    (F, "我们最大的客户是一家连锁医院,所以可用性对我们特别重要。"),
    (F, "我不是做设计的,是个后端,被临时拉来写前端。"),
    (F, "移动端不在这个仓库,在外包公司维护的另一个仓库里。"),
    (F, "顺便说一下,我就一台 13 寸笔记本,没有外接显示器"),
    (F, "去年春天我们把 GraphQL 砍了,改回了普通的 REST。"),
    (F, "我们组一半人在马尼拉,PR 经常是我睡觉的时候被 review 的。"),
    (T, "刚才那个函数你每一行都加了注释,删掉吧。"),
    (T, "我觉得这个 PR 最好先拆成两个,再去提 review。"),
    (T, "今天 VPN 不稳,内网仓库的包先别去拉。"),
    (T, "这个文件先不加类型注解,反正是一次性的"),
    (T, "这次重构剩下的部分,每改一处不用再问我了。"),
    (T, "不是这个分支,去 release/2.4 上跑。"),
    (T, "错误处理先糙一点吧,演示完再收拾。"),
    (T, "刚才那个回答太长了,给我个短的版本。"),
    (C, "唉,Jira 又挂了。"),
    (C, "哇,这写法有点优雅啊"),
    (C, "不好意思,一上午都在开会。"),
    (C, "我好像终于搞懂 async 了,哈哈"),
    (C, "说真的,我还以为这个要搞好久呢。"),
    (Q, "这里你为啥老用正则,split 不行吗?"),
    (Q, "我们这儿更新分支是 rebase 还是 merge?"),
    (Q, "新脚本要不要默认都用 polars?"),
    (Q, "你跑测试之前是不是每次都得等我确认?"),
    (Q, "我们为啥还停在 Node 18"),
)
JA_FRESH_8: tuple[tuple[str, str], ...] = (
    (D, "また全部 try/except で囲んでる…ちゃんと処理できるエラー以外では囲まないで。"),
    (D, "リファクタのたびに変数名を変えるの、やめてね。変えるのは頼んだときだけにして。"),
    (D, "できれば、ヘルパーを新しく書く前には既存のものがないか毎回探してもらえると嬉しいです。"),
    (D, "モジュールをまたいで渡すデータは、なるべく dict より dataclass にしてほしいかな。"),
    (D, "Lambda のランタイムが Node 18 固定なので、それより新しい API は使わないでください。"),
    (D, "ログは外部のベンダーに送られるので、ユーザーのメールアドレスは絶対にログに出さないこと。"),
    (D, "うちはブランチの更新は merge じゃなくて rebase でよろしく"),
    (D, "JSON のキーはスネークケースで統一"),
    (D, "テストを回すのにいちいち聞かなくていいよ、そのまま実行して。"),
    (D, "pandas じゃなくて polars ね、データフレーム系は全部。"),
    (D, "フォルダを作るたびに README を置くの、もうやめて。誰も読まないので。"),
    (D, "触ってない行まで整形しないでね"),
    (D, "CI のマシンはメモリが 2GB しかないので、テストデータは常に小さめに作ってください。"),
    (D, "間違えても謝らなくていいので、そのまま直してください。"),
    (F, "バックエンドは私一人なので、API の変更は結局全部自分でレビューしています。"),
    (F, "子どもが寝てからしかコードを書く時間がないので、作業はだいたい深夜です。"),
    (F, "一番大きい顧客が病院チェーンなので、うちでは稼働率がとても重要です。"),
    (F, "デザイナーではなく、フロントを任されたバックエンドの人間です。"),
    (F, "モバイルアプリはこのリポジトリではなく、外注先が管理している別のリポジトリにあります。"),
    (F, "ちなみに画面は 13 インチのノートだけで、外部モニターはなしです"),
    (F, "去年の春に GraphQL はやめて、普通の REST に戻しました。"),
    (F, "チームの半分はマニラにいるので、レビューは私が寝ている間に来ることが多いです。"),
    (T, "さっきの関数、全部の行にコメントが付いてるので消しておいて。"),
    (T, "レビューに出す前に、この PR は二つに分けた方がいいと思います。"),
    (T, "今日は VPN が不安定なので、社内レジストリからは何も取ってこないでください。"),
    (T, "このファイルは使い捨てなので、型ヒントはなしで"),
    (T, "このリファクタが終わるまでは、編集のたびに確認しなくていいよ。"),
    (T, "そのブランチじゃなくて、release/2.4 で回して。"),
    (T, "エラー処理はとりあえず雑でいいです、デモが終わったら直しましょう。"),
    (T, "今の回答は長すぎるので、短くまとめ直して。"),
    (C, "うわ、また Jira 落ちてる"),
    (C, "おー、この書き方きれいだね"),
    (C, "すみません、午前中ずっと会議でした。"),
    (C, "async がやっと分かってきた気がする、笑"),
    (C, "正直、もっと時間かかると思ってました。"),
    (Q, "ここでずっと正規表現を使ってるのはなぜ?split じゃだめなの?"),
    (Q, "うちってブランチの更新は rebase と merge どっちでしたっけ?"),
    (Q, "新しいスクリプトは全部 polars にした方がいいですか?"),
    (Q, "テストを回す前に、毎回私の確認が必要ですか?"),
    (Q, "なんでまだ Node 18 のままなんだろう"),
)

__all__ = ["EN_FRESH_8", "JA_FRESH_8", "ZH_FRESH_8"]
