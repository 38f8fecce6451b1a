"""The extraction set's twenty-second fresh round: a year of ordinary sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the fifteenth round it has no theme: it is meant as a uniform sample of what a year
of sessions of many different users with a coding agent holds, so the topics spread wide
and few of them repeat. Single sentences and short messages (about a third of two or
three sentences): code style (f-strings for formatting, no pinyin or romaji names, no
`any`, composition over inheritance, Tailwind utilities), testing (show the failing
assertion first, authorisation tests for every new endpoint), tooling (pnpm not npm,
mypy strict, make lint before committing, dayjs not moment), git and reviews
(imperative commit subjects, Conventional Commits, branch names with the ticket, one
approval before merging, how a PR was tested), CI/CD and infrastructure (Terraform
plans in the PR and never an apply, timeouts on outbound calls, rate limits, secrets
from a secrets manager, cost estimates for Lambda memory), security and privacy (no
.env files committed, masked phone and ID numbers in logs), docs (a changelog under
Unreleased, alt text for images, release notes readable by sales), how the agent talks
(say "I don't know", conclusion in three lines, plain Japanese instead of keigo, no
tables for a screen reader, brief answers for an experienced user); the user's role,
hours, equipment and accessibility (a screen reader, low vision, a wrist injury and
voice input, an 8 GB laptop, a locked-down Windows machine), team and ownership (billing
owned by another team, a service one person is on call for, authentication owned by a
named colleague), project history (GraphQL dropped for REST, MongoDB to PostgreSQL,
Rails to Next.js) and where things live (Figma, a wiki, a Feishu space, Confluence).
The temporary items are one-off tasks, plans for today or tonight, and instructions with
always, never, 一律 or 常に scoped to this refactor, this PR, this branch, this
migration or until next week's demo. Then thanks, jokes, complaints and status
remarks, and questions about tools and the project's own conventions; none of the
questions is a request in disguise. Each language's forty were written on their own,
not translated from another, in every register from lowercase fragments to polite
Japanese. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_22: tuple[tuple[str, str], ...] = (
    (D, ("Use pnpm in this repo, not npm. The lockfile is pnpm-lock.yaml and npm just "
         "creates a second one.")),
    (D, "Type hints on every public function, and run mypy --strict before you call it done."),
    (D, ("never commit .env files or anything with a key in it. if you see one staged, stop "
         "and tell me")),
    (D, ("When a test fails, show me the actual assertion output before you start guessing "
         "at a fix.")),
    (D, "Commit subjects in the imperative mood and under 72 characters, please."),
    (D, ("Please don't put tables in your answers. I use a screen reader and it reads them "
         "out cell by cell.")),
    (D, ("Logging goes through the structured logger with key=value fields. No print(), not "
         "even in the scripts under tools/.")),
    (D, ("Ask me before adding any new dependency. I'd rather write thirty lines than pull "
         "in a package.")),
    (D, ("Every migration has to work with the previous release too, because the app and "
         "the database are deployed separately.")),
    (D, "Keep CHANGELOG.md updated under Unreleased whenever user-facing behaviour changes."),
    (D, "Prefer composition over inheritance in the TypeScript code."),
    (D, ("Terraform changes go through a plan posted on the PR. Never run apply yourself, "
         "not even on dev.")),
    (D, ("going forward, if you're not sure about something just say so. a confident guess "
         "is worse than 'I don't know'")),
    (D, "Store and compare times in UTC on the backend; only convert to local time in the UI."),
    (F, "I'm the only one on call for this service, so anything that pages ends up on my phone."),
    (F, ("I'm on an M1 Air with 8 GB of RAM. Full local builds of the monorepo basically "
         "freeze it.")),
    (F, ("Design specs are in Figma under 'Checkout v3', and the API contracts are on the "
         "wiki under Platform > Contracts.")),
    (F, ("The payments team owns services/billing. We can read it, but any change there "
         "needs their approval.")),
    (F, ("We dropped GraphQL for REST in 2023. The resolvers left in legacy/ only exist for "
         "one enterprise customer.")),
    (F, "I'm a data scientist by training: fine with pandas, pretty lost in frontend code."),
    (F, "We cut a release every other Tuesday, and code freeze is the Friday before."),
    (F, "Call me Priya, by the way. Nobody uses my full name."),
    (T, "Bump the timeout on the flaky upload test to 30s and rerun it."),
    (T, ("While we're chasing this bug, always log the full request headers. We'll rip "
         "that out once it's fixed.")),
    (T, "I'm only reviewing today, not merging, so leave all the PRs as drafts."),
    (T, "Convert the three class components left in the settings page to hooks."),
    (T, ("Don't touch the auth module in this PR. Someone else is rewriting it this "
         "sprint.")),
    (T, "Write a throwaway script that diffs the two CSV exports and prints the rows that differ."),
    (T, "laptop's at 9% and no charger, keep builds to a minimum for the next hour"),
    (T, "For this refactor, never change a public signature; keep the old names as aliases."),
    (T, "Revert the last two commits on this branch but keep the changes in the working tree."),
    (T, "Add a section on the new env vars to the README, then open a draft PR."),
    (C, "ha, the linter caught more bugs today than QA did all month"),
    (C, "Okay, heading out. Thanks, that was a productive afternoon."),
    (C, "Build's finally green. Only took twenty-three tries."),
    (C, "I hate YAML. I hate YAML so much."),
    (Q, "What's the idiomatic way to cancel work in Go when the parent request goes away?"),
    (Q, "Do we have a convention for naming feature flags, or is it whatever people feel like?"),
    (Q, "Why is the Docker image 1.2 GB? Is that all node_modules?"),
    (Q, "Should I use poetry or uv for a new Python project these days?"),
)
ZH_FRESH_22: tuple[tuple[str, str], ...] = (
    (D, "以后写 Python 字符串格式化统一用 f-string,别再用 % 和 format 了。"),
    (D, "变量名用英文,别用拼音。之前有人写 yonghuming,我看了半天才明白。"),
    (D, "提交前先跑一遍 make lint,过了再提交。"),
    (D, "改了接口记得同步更新 openapi.yaml,接口文档以它为准。"),
    (D, "跟我说话用中文,代码注释用英文。"),
    (D, "TypeScript 里别用 any。实在不知道类型就用 unknown,再自己收窄。"),
    (D, "日志里不准打手机号和身份证号,要打也必须脱敏。"),
    (D, "所有对外的 HTTP 调用都要设超时,默认五秒。"),
    (D, "PR 描述里要写清楚你是怎么测的。光写一句'修复 bug'不行。"),
    (D, "生产环境的配置别直接改,一律走配置中心的审批流程。"),
    (D, "每个新接口都要加限流,这是安全组的硬性要求。"),
    (D, "给我解释代码不用太细,讲重点就行。我写了十年 Java 了。"),
    (D, "分支名按 feature/工单号-简短描述 来,比如 feature/PAY-231-refund。"),
    (D, "写前端组件的时候顺手把 aria 属性加上。我们有不少视障用户。"),
    (F, "我是产品经理,代码能看懂一些,但自己很少写。"),
    (F, "我们的 CI 跑在自建的 GitLab Runner 上,机器在公司机房,比较慢。"),
    (F, "需求文档都在飞书知识库里,'交易中台'那个空间。"),
    (F, "订单服务归杭州那边的团队管,我们只负责前端和 BFF 这一层。"),
    (F, "我用的是 Windows 加 WSL2。有些脚本在 Mac 上能跑,在我这儿不一定。"),
    (F, ("去年因为性能问题把 MongoDB 换成了 PostgreSQL。"
         "不过还有几个老报表在读 Mongo 的备份。")),
    (F, "我右手腱鞘炎,经常用语音输入,错别字多的话请多包涵。"),
    (F, "我们两周发一次版,一般是周三晚上上线。"),
    (T, "把这个接口的返回改成分页的,每页二十条。"),
    (T, "今天先别提交,我晚上回家再过一遍。"),
    (T, "这次重构期间测试一律先别改,保证行为不变。"),
    (T, "帮我优化一下这条 SQL,现在要跑四十多秒。"),
    (T, "线上出问题了,先回滚到昨天那个版本。"),
    (T, "这个 PR 里先别管类型报错,下一个 PR 专门处理。"),
    (T, "写个脚本,把 logs 目录下上个月的日志打包压缩一下。"),
    (T, "我在高铁上,网很差。接下来几个小时尽量别装新依赖。"),
    (T, "把报错提示的文案都改得口语一点,产品刚提的需求。"),
    (T, "明天上午要评审,今晚先把架构图的草稿画出来。"),
    (C, "卧槽,终于跑通了。"),
    (C, "辛苦了,今天就到这儿吧。"),
    (C, "这个需求已经改了第五遍了,真是无语。"),
    (C, "哈哈,你起的变量名比我的好多了。"),
    (Q, "这种场景下,Go 的 sync.Map 和加锁的普通 map 哪个更合适?"),
    (Q, "为什么我们的 Dockerfile 要分两个阶段构建?"),
    (Q, "这个项目对单测覆盖率有要求吗?"),
    (Q, "团队协作的时候,rebase 和 merge 一般怎么选?"),
)
JA_FRESH_22: tuple[tuple[str, str], ...] = (
    (D, "返事は敬語じゃなくて大丈夫です。くだけた言い方のほうが読みやすいので。"),
    (D, "コミットメッセージは英語で、Conventional Commits の形式に合わせてください。"),
    (D, "変数名にローマ字は使わないで、ちゃんと英語で書いてください。"),
    (D, "新しいエンドポイントを追加したら、必ず認可のテストも一緒に書いてください。"),
    (D, "CSS は Tailwind のユーティリティで書いて、独自クラスはなるべく増やさないこと。"),
    (D, ("エラーメッセージはユーザー向けとログ向けで分けてください。"
         "ユーザーにスタックトレースは見せないように。")),
    (D, "回答は、まず要点を3行以内で書いて、そのあとに詳細をお願いします。"),
    (D, ("シークレットは全部 AWS Secrets Manager から読むようにしてください。"
         "環境変数へのベタ書きは禁止です。")),
    (D, "PR は誰か一人の承認をもらってからマージしてください。自分でマージしないで。"),
    (D, "日付の処理は dayjs に統一しているので、moment は入れないでください。"),
    (D, "ドキュメントに画像を載せるときは、必ず代替テキストを書いてください。"),
    (D, "私が書いたコードでも、おかしいところがあれば遠慮なく指摘してください。"),
    (D, "Lambda のメモリ設定を変えるときは、コストの見積もりも一緒に出してください。"),
    (D, "リリースノートは営業の人も読むので、専門用語はなるべく避けて書いてください。"),
    (F, "私は QA エンジニアで、普段は E2E テストの自動化を担当しています。"),
    (F, "設計書は Confluence の「基盤チーム」スペースにまとめてあります。"),
    (F, "うちは金融系なので、本番環境には踏み台サーバー経由でしか入れません。"),
    (F, "認証まわりは山田さんのチームの担当です。"),
    (F, ("このサービスは2019年に Rails から Next.js に移行しました。"
         "管理画面だけはまだ Rails のままです。")),
    (F, ("勤務時間は朝7時から午後4時までです。"
         "時差があるので、海外のメンバーとは朝しか話せません。")),
    (F, "会社支給の Windows ノートを使っていて、管理者権限はありません。"),
    (F, "弱視なので、画面はかなり拡大して使っています。"),
    (T, "この関数に型ヒントをつけておいて。"),
    (T, "今日は打ち合わせが多いので、確認したいことは夕方にまとめて聞いてください。"),
    (T, "このブランチではテストが落ちても気にしなくていいです。検証用なので。"),
    (T, "本番ログから、昨日の 500 エラーを時間帯別に集計してください。"),
    (T, "いったん新機能のフラグを off にして様子を見ます。設定ファイルだけ直してください。"),
    (T, "来週のデモまでは、見た目より動くことを優先してください。"),
    (T, "この PR のレビューコメントへの返信文を下書きしてもらえると助かります。"),
    (T, "今回の移行作業中は、常に --dry-run をつけて実行してください。"),
    (T, "README の誤字を直して、ついでにリンク切れもチェックしといて。"),
    (T, "さっき入れた console.log、全部消しておいてください。"),
    (C, "おはようございます。今日もよろしくお願いします。"),
    (C, "おお、一発で通った。すごい。"),
    (C, "また仕様変更か…もう疲れました。"),
    (C, "ありがとうございます、完璧です!"),
    (Q, "useEffect の依存配列に関数を入れると無限ループになるのはなぜですか?"),
    (Q, "このリポジトリで使う Node のバージョンって決まってますか?"),
    (Q, "Terraform の state ファイルってどこに置くのが一般的ですか?"),
    (Q, "pytest と unittest、新しく書くならどっちがいいですか?"),
)

__all__ = ["EN_FRESH_22", "JA_FRESH_22", "ZH_FRESH_22"]
