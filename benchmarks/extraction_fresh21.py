"""The extraction set's twenty-first fresh round: the grammar of rules.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

The theme is the grammatical shape a rule takes, varied systematically rather than by
topic. Directives come as a plain imperative, a negative imperative, a modal (should,
must, need to, 要, 得, 必须, べき, なければならない), a passive or impersonal convention
("Environment files are never checked in", "禁止在业务代码里…", "〜は禁止です",
"〜ことになっています"), a conditional (if, unless, 只要…就, 如果, 〜場合は, 〜なら), a bare
noun phrase ("One logical change per commit.", "一个文件一个组件。", "1 コミット 1 目的。"),
a preference ("I'd rather…", "比起…更希望…", "〜ほうがありがたい"), a complaint that
ends in a prohibition ("Why do you keep…? Stop."), a rule given by example ("like
this: fix/1234-…"), a rule with an exception ("always…, except…", "只有…除外",
"ただし…だけは"), and a rule with its reason. Facts take every form too: "I'm…", "My…",
"We…", "Our…", impersonal statements about the system, a fact carried in a subordinate
clause ("之所以…是因为…", "…ので、…しかありません") and a fact with a date. The temporary
items mirror the same shapes scoped to now (this function, this PR, this file, today,
this time, until the release, 这个需求, 这次, 今回, このブランチ), so that form alone
cannot decide the label, plus one-off tasks in the same shapes ("One commit for this
whole fix.", "这个文件里一个函数一个测试就行。", "この関数だけは型ヒントなしで大丈夫です。").
The questions are genuine questions, some of them about the project's own
conventions. Each language's forty were written on their own, not translated from
another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_21: tuple[tuple[str, str], ...] = (
    (D, "Use pathlib for file paths, not os.path."),
    (D, "Don't catch bare Exception in the service layer."),
    (D, "Every public function should have a docstring that says what it raises."),
    (D, "Any change to an endpoint must come with the matching update to openapi.yaml."),
    (D, "Environment files are never checked in; .env.example is the only one in the repo."),
    (D, "Direct pushes to main aren't allowed here. Everything goes through a PR."),
    (D, ("If a migration drops a column, split it over two releases: stop reading the "
         "column first, drop it in the next one.")),
    (D, "Unless I say otherwise, target Python 3.11."),
    (D, "One logical change per commit."),
    (D, "I'd rather you ask me a clarifying question than guess at what I meant."),
    (D, "why do you keep wrapping everything in try/except? stop, let the errors propagate"),
    (D, "Name branches like this: fix/1234-short-description."),
    (D, "Always rebase onto main before merging, except on the release branches, where we merge."),
    (D, ("Log messages need to stay in English, because the on-call team in Kraków reads "
         "them too.")),
    (F, "I'm the only one on the team who knows Rust, so the parser crate is mine."),
    (F, "My main language is Kotlin; Python is just what I reach for when I write scripts."),
    (F, "We deploy on Tuesdays and Thursdays, through a release train the platform team runs."),
    (F, "Our biggest customer runs the on-prem version, which is two minor versions behind."),
    (F, "The billing service belongs to another team; we only consume its events."),
    (F, ("In case it matters, the config is in TOML only because the ops team's tooling "
         "can't read anything else.")),
    (F, "Since 1 March 2025 the product no longer supports Python 3.8."),
    (F, "The staging database is a nightly copy of production with the emails scrubbed."),
    (T, "Use plain dicts in this function; the dataclass refactor can wait."),
    (T, "Don't touch the auth module today, Maria is in the middle of rewriting it."),
    (T, "This PR should only move files around, no logic changes."),
    (T, "Until the release on Friday, nothing gets merged without my approval."),
    (T, "If the tests still fail after this change, just revert it and tell me."),
    (T, "One commit for this whole fix."),
    (T, "This time I'd rather you paste the diff than apply it. I want to read it first."),
    (T, "Skip the linters for this spike, except the type checker."),
    (T, "Rename the handlers in this file like this: handle_get_user -> get_user."),
    (T, "Bump the version to 3.2.0 and tag it."),
    (C, "Ha, the tests passed on the first try. Suspicious."),
    (C, "Good morning, it's a rainy one here."),
    (C, "Thanks, that was exactly what I needed."),
    (C, "This codebase has more layers than an onion, honestly."),
    (Q, "Should commit messages be in the imperative mood, or is past tense fine?"),
    (Q, "What does `from __future__ import annotations` actually change at runtime?"),
    (Q, "Is there a rule in this repo about where test fixtures go?"),
    (Q, "Why would anyone use a mutable default argument on purpose?"),
)
ZH_FRESH_21: tuple[tuple[str, str], ...] = (
    (D, "日志统一用 structlog 打。"),
    (D, "别在循环里查数据库。"),
    (D, "每个对外的 HTTP 调用都要设超时,默认五秒。"),
    (D, "改了配置项就得同步更新 config.example.yaml。"),
    (D, "上线前必须在预发环境跑一遍冒烟测试,上次就是跳过了这一步才出的事故。"),
    (D, "禁止在业务代码里直接读环境变量,统一走 settings。"),
    (D, "密钥一律不进代码库,都放在 KMS 里。"),
    (D, "只要动了公共组件,就在 PR 里附上改动前后的截图。"),
    (D, "如果要加新的依赖,先跟我说一声。"),
    (D, "一个文件一个组件。"),
    (D, "比起一大段解释,我更希望你直接给我能跑的代码。"),
    (D, "你怎么又把变量名写成拼音了?以后别这样。"),
    (D, "提交信息按这个格式写: feat(订单): 支持部分退款。"),
    (D, "测试一律放在 tests 目录下,只有 doctest 除外。"),
    (F, "我是做数据分析的,写代码主要用 pandas。"),
    (F, "我的电脑是 Windows,路径分隔符的问题经常踩坑。"),
    (F, "我们每两周发一次版,都是周四晚上上线。"),
    (F, "我们的用户基本都在东南亚,所以服务器放在新加坡。"),
    (F, "订单库是分库分表的,按用户 ID 分成了十六个库。"),
    (F, "之所以用 MongoDB,是因为当初需求变得太快,表结构一直定不下来。"),
    (F, "旧的支付接口已经在 2025 年 6 月 30 日下线了。"),
    (F, "金额字段存的是整数,单位是分,之前用浮点数的时候对账总对不上。"),
    (T, "这个需求先用硬编码的配置,下个版本再抽出来。"),
    (T, "今天别动 CI 配置,运维在迁移 runner。"),
    (T, "这次的改动得在周五之前合进去。"),
    (T, "这周发版之前,除了 bug 修复,什么都不合。"),
    (T, "这次要是迁移脚本跑了超过十分钟,就先停掉告诉我。"),
    (T, "这个文件里一个函数一个测试就行。"),
    (T, "这次比起性能,我更希望代码先好读一点,反正只是个原型。"),
    (T, "这个 PR 里的 lint 警告先不管,未使用的导入除外。"),
    (T, "把这个模块里的 print 都换成这样: logger.info(...)。"),
    (T, "帮我给 user 表加一个 last_login 字段。"),
    (C, "终于下班了,明天见。"),
    (C, "这个报错信息写得真够吓人的,哈哈。"),
    (C, "辛苦了,这次改得很干净。"),
    (C, "今天咖啡喝多了,手有点抖。"),
    (Q, "Go 里面的 error 应该 wrap 一层还是直接返回?"),
    (Q, "我们项目的分支命名有规定吗?"),
    (Q, "这个正则为什么要用非贪婪匹配?"),
    (Q, "uv 和 poetry 的锁文件有什么区别?"),
)
JA_FRESH_21: tuple[tuple[str, str], ...] = (
    (D, "日時の処理には zoneinfo を使ってください。"),
    (D, "本番のログに個人情報を出さないでください。"),
    (D, "公開する関数には型ヒントを付けるべきです。"),
    (D, "新しい環境変数を足したら、README の一覧にも追加しなければなりません。"),
    (D, "テストで sleep を使って待ち合わせるのは禁止です。"),
    (D, "このリポジトリでは、コード中のコメントは英語で書くことになっています。"),
    (D, "外部 API を呼ぶ場合は、タイムアウトとリトライを必ず設定してください。"),
    (D, "新しいライブラリを入れるなら、先にライセンスを確認してください。"),
    (D, "1 コミット 1 目的。"),
    (D, "長い説明よりも、差分だけ見せてもらえるほうがありがたいです。"),
    (D, "なんで毎回 README まで書き換えるんですか?頼んだときだけにしてください。"),
    (D, "ブランチ名はこんな感じで: feature/123-login-form"),
    (D, "エラーは基本的に例外で返してください。ただし、バリデーションエラーだけは戻り値で。"),
    (D, ("CSS は Tailwind のユーティリティで書いてください。"
         "独自クラスが増えると誰も管理できなくなるので。")),
    (F, "私はデザイナー出身で、フロントエンドは独学です。"),
    (F, "私の担当は決済まわりで、ほかのチームのコードはあまり触りません。"),
    (F, "うちは社内向けのツールしか作っていないので、ユーザーは全員社員です。"),
    (F, "うちのサーバーはすべてオンプレで、クラウドは使っていません。"),
    (F, "管理画面は Django の admin をほぼそのまま使っています。"),
    (F, ("前任者が辞めたときにドキュメントがほとんど残らなかったので、"
         "仕様はコードから読むしかありません。")),
    (F, "2024年4月に、認証を自前の実装から Auth0 に切り替えました。"),
    (F, "夜間バッチは毎日午前3時に走っていて、終わるまで1時間ほどかかります。"),
    (T, "この関数だけは型ヒントなしで大丈夫です。急ぎなので。"),
    (T, "今日は本番 DB に接続しないでください。メンテナンス中です。"),
    (T, "今回の修正は、既存のテストを一切変えずに通さなければなりません。"),
    (T, "今度のリリースが終わるまでは、新機能のマージは禁止です。"),
    (T, "今回、時間が足りないようなら、テストは後回しでいいです。"),
    (T, "このファイルでは 1 関数 1 テストで。"),
    (T, "今回は速さより読みやすさを優先してもらえるとありがたいです。"),
    (T, "このブランチでは lint エラーは無視していいです。ただし型エラーは直してください。"),
    (T, "このモジュールの関数名を、こんな感じにそろえてください: fetch_user -> get_user"),
    (T, "CHANGELOG に今回の変更を追記しておいてください。"),
    (C, "お疲れさまです!今日もよろしくお願いします。"),
    (C, "おお、一発で通った。"),
    (C, "ありがとうございます、助かりました。"),
    (C, "このコード、誰が書いたんだろう…あ、私だ。"),
    (Q, "dataclass と pydantic って、どう使い分けるのがいいですか?"),
    (Q, "このプロジェクトって、テストの命名規則はありますか?"),
    (Q, "async の関数の中で time.sleep を呼ぶと、何がまずいんですか?"),
    (Q, "rebase と merge、うちのチームではどっちが多いんでしょう?"),
)

__all__ = ["EN_FRESH_21", "JA_FRESH_21", "ZH_FRESH_21"]
