"""The extraction set's twenty-seventh fresh round: minimal pairs, unseen by the rules.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Each item is a whole short user message of one to three sentences, labelled as in the
tenth round: ``directive`` or ``fact`` when any part of it should be remembered for
future sessions, ``temporary`` only when all of it is one-off work or scoped
instructions, ``chitchat`` when it is only social talk, ``question`` when it only asks.

Most messages come in pairs that differ in one small detail which flips the label, each
written on its own in its language rather than translated:

- a lasting rule against the same rule scoped to now ("Always run the linter before you
  push." / "Run the linter before you push this one.", "每次改完接口..." / "这次改完接口...",
  "プッシュする前には必ず..." / "これをプッシュする前に..."), to this file, this PR, this
  week, today or a release freeze;
- a lasting preference against a one-off request ("以后回复都用中文" / "这条回复用中文写",
  "Answer in Portuguese from now on" / "Answer this one in Portuguese", "返事はいつもタメ口で"
  / "この返事だけは敬語で");
- a habit against one past event ("毎朝ビルドが落ちるので" / "今朝ビルドが落ちたので",
  a staging database wiped every Sunday / last night, "每天早上八点" / "今天早上八点");
- a fact about the user against a state of the moment, either a scoped request (works
  from Lisbon / in Lisbon this week, 常驻成都 / 这周在成都出差, 大阪在住 / 大阪に出張中) or
  a passing remark (colorblind / half blind from staring at a diff, eight years of Go /
  eight minutes on a TypeScript error, 夜型 / 今夜はもう眠い);
- a rule or a decision against a question about it ("We squash-merge everything." /
  "Do we squash-merge everything...?", "金额一律用整数分存" / "金额是用整数分存,还是...",
  "本番の Postgres はまだ 12 のまま" / "...12 のままでしたっけ?");
- a compliment against the same compliment carrying a lasting preference ("Love how short
  that answer was, thanks!" / "...Keep them that short from now on.").

A few unpaired directives and facts fill the counts: schema docs updated in the same
commit, pnpm only, config defaults documented, no SELECT *, reserved words in upper case,
set -euo pipefail, who owns the payments service, elderly users, a legacy directory still
live, documents in Notion, hospital reception staff as users. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_27: tuple[tuple[str, str], ...] = (
    (D, "Always run the linter before you push. It's cheaper than a red CI run."),
    (T, "Run the linter before you push this one. The CI queue is backed up today."),
    (D, ("From now on, use British spelling in anything you write for me; all our docs "
         "are en-GB.")),
    (T, "For this README, use British spelling, it's going to the London office."),
    (D, "Keep your answers short in general, I mostly read them on my phone."),
    (T, "Keep your answers short today, I'm reading them on my phone between meetings."),
    (D, "Don't touch the vendored folder, ever. Patches to it go upstream."),
    (T, "Don't touch the vendored folder in this PR, that's a separate review."),
    (D, ("Put new endpoints behind a feature flag, that's how we ship everything here. "
         "Start on the export endpoint.")),
    (T, ("Put the new export endpoint behind a feature flag, we'll turn it on after "
         "Tuesday's launch.")),
    (D, ("Whenever a test turns flaky, mark it with @pytest.mark.flaky and open a ticket "
         "instead of deleting it.")),
    (T, ("That test is flaky right now. Mark it with @pytest.mark.flaky and we'll look "
         "at it after lunch.")),
    (D, "Please write commit messages in the imperative mood: 'Add cache', not 'Added cache'."),
    (T, "Squash these three commits into one and write the message in the imperative mood."),
    (D, "Answer in Portuguese from now on, please, it's easier for me to read."),
    (T, "Answer this one in Portuguese so I can paste it straight into the client's email."),
    (F, "I work from Lisbon, so I'm usually an hour behind the rest of the team."),
    (T, "I'm in Lisbon this week, so hold any deploys until I'm back on Monday."),
    (F, ("Our staging database gets wiped every Sunday night, so data left there won't "
         "survive the weekend.")),
    (T, "Our staging database got wiped last night, so reseed it before you run the e2e tests."),
    (F, ("I'm colorblind, red and green look the same to me, so a red/green diff view "
         "doesn't tell me much.")),
    (C, "I'm half blind from staring at this diff all day, haha."),
    (F, "I've been writing Go for eight years, but I'm pretty new to TypeScript."),
    (C, "I've been staring at this TypeScript error for eight minutes now. Fun."),
    (F, ("Our team is just me and one contractor, so nobody else reviews my PRs. Take "
         "that into account.")),
    (C, "It's just me in the office today, everyone else is at the offsite. So quiet!"),
    (F, "We pinned Node to 18 because the PDF library breaks on 20."),
    (Q, "Did we pin Node to 18 because the PDF library breaks on 20?"),
    (D, "We squash-merge everything, so keep PR titles clean; the title becomes the commit."),
    (Q, "Do we squash-merge everything, or only the feature branches?"),
    (D, "Never use print for debugging in this codebase; use the logger at debug level."),
    (Q, "Should I use print for debugging here, or the logger at debug level?"),
    (D, "Type hints on every public function, please. mypy runs in strict mode here."),
    (Q, "Does mypy run in strict mode here? I keep getting errors about missing type hints."),
    (C, "Love how short that answer was, thanks!"),
    (D, "Love how short that answer was. Keep them that short from now on."),
    (D, ("ok cool. btw, whenever you change the database schema, update docs/schema.md in "
         "the same commit. next: the invoices table")),
    (D, ("Use pnpm, not npm, in this repo. The lockfile is pnpm's and mixing the two "
         "breaks CI.")),
    (F, ("fyi the payments service is owned by the Atlas team, anything under "
         "services/payments needs their sign-off. can you look at the retry bug anyway")),
    (F, ("I'm a data scientist by training, so I'm solid on pandas but shaky on anything "
         "web. Explain the frontend bits slowly.")),
)
ZH_FRESH_27: tuple[tuple[str, str], ...] = (
    (D, "以后回复都用中文,英文的术语保留原文就行。"),
    (T, "这条回复用中文写,我要直接转给组里的新人看。"),
    (D, "每次改完接口都顺手把 Swagger 文档更新一下。"),
    (T, "这次改完接口顺手把 Swagger 文档更新一下,明天要给前端对接。"),
    (D, "数据库迁移脚本一律先在测试库跑一遍再上生产。"),
    (T, "这个迁移脚本先在测试库跑一遍再上生产,今天可别出岔子。"),
    (D, "别再用 lodash 了,原生 JS 能做的就用原生的。"),
    (T, "这个文件里先别用 lodash,这周打包体积要压到 200K 以下。"),
    (D, "以后提交前都跑一下 make check,别把红的推上去。"),
    (T, "提交前跑一下 make check,刚才那个改动我不太放心。"),
    (D, "日志里永远不要打印用户手机号,真要打就打脱敏后的。"),
    (T, "今天排查问题的时候可以把手机号打到日志里,查完记得删掉。"),
    (D, "代码注释统一写英文,团队里有外国同事。"),
    (T, "这段注释先写英文吧,待会要贴给外包那边看。"),
    (D, "我习惯看完整的报错栈,以后别帮我省略。"),
    (T, "这次把完整的报错栈贴出来,别省略,我要发给运维。"),
    (F, "我常驻成都,团队其他人都在北京,所以开会基本都是线上。"),
    (T, "我这周在成都出差,这几天部署的事先别找我,等我周一回来。"),
    (F, "每天早上八点数据同步任务会锁表半小时,这个要记住。"),
    (T, "今天早上八点数据同步任务锁了半小时表,所以迁移晚点再跑。"),
    (F, "我是做嵌入式出身的,前端这块基本是新手。"),
    (C, "我今天脑子跟浆糊一样,前端这块完全看不进去。"),
    (F, "我们公司用的是飞书,不是钉钉,通知都往飞书群里发。"),
    (C, "刚被飞书消息轰炸了一下午,终于清静了。"),
    (F, "我下个月起休三个月产假,这期间项目由小王接手。"),
    (C, "我下午要去接孩子,先溜了哈,晚上见。"),
    (F, "生产环境的 Redis 是 6.2,不支持 7.0 的那些新命令。"),
    (Q, "生产环境的 Redis 是 6.2 吗?能不能用 7.0 的新命令?"),
    (D, "我们所有 PR 都用 squash 合并,所以标题要写清楚。"),
    (Q, "我们所有 PR 都用 squash 合并吗?还是只有功能分支?"),
    (D, "金额一律用整数分存,别用浮点数。"),
    (Q, "金额是用整数分存,还是用 Decimal?哪个更好?"),
    (D, "接口返回的时间统一用 UTC 的 ISO 8601 格式。"),
    (Q, "接口返回的时间是统一用 UTC 吗?我看有的地方带了 +08:00。"),
    (C, "这次的解释讲得好清楚,谢谢!"),
    (D, "这次的解释讲得好清楚,以后都按这个详细程度来讲。"),
    (D, ("嗯好。对了,以后新增配置项都要在 config.example.yaml 里写上默认值和说明。"
         "下一个做导出功能")),
    (D, "写 SQL 的时候别用 SELECT *,字段一个个列出来,我们的表结构经常变。"),
    (F, "跟你说一下,我们的用户主要是老年人,字号和按钮都得比一般 app 大。"),
    (F, ("这个仓库是从老的 PHP 系统迁过来的,legacy 目录里的东西线上还在用,"
         "不是死代码。")),
)
JA_FRESH_27: tuple[tuple[str, str], ...] = (
    (D, "毎朝ビルドが落ちるので、朝イチでキャッシュを消してから作業してください。"),
    (T, "今朝ビルドが落ちたので、キャッシュを消してからやり直してください。"),
    (D, "返事はいつも敬語じゃなくてタメ口でいいよ、そのほうが読みやすいから。"),
    (T, "この返事だけは敬語でお願いします、そのままお客さんに送るので。"),
    (D, "プッシュする前には必ずテストを全部回してください。"),
    (T, "これをプッシュする前に、テストを全部回してください。"),
    (D, "変数名にローマ字は使わないでください、英単語で統一しています。"),
    (T, "このファイルだけは変数名がローマ字のままで大丈夫です、来週丸ごと捨てるので。"),
    (D, ("コードを出すときは毎回、変更箇所だけじゃなくてファイル全体を"
         "見せてほしいです。")),
    (T, "今回はファイル全体を見せてください、どこを直したか追いきれなくなったので。"),
    (D, "依存パッケージを追加するときは、先に私に一言確認してください。"),
    (T, "今日は依存パッケージを追加しないでください、リリース前のフリーズ中なので。"),
    (D, "PR の説明には毎回スクリーンショットを付けてください、デザイナーも見るので。"),
    (T, "この PR の説明にはスクリーンショットを付けておいて、明日のレビューで使うので。"),
    (D, "エラーメッセージは今後ぜんぶ日本語と英語の両方で出すようにしてください。"),
    (T, "とりあえずこのエラーメッセージは日本語だけでいいです、英語はあとで足します。"),
    (F, "私は大阪在住で、チームのほかのメンバーは全員東京です。"),
    (T, "今週は大阪に出張中なので、急ぎじゃない確認は金曜まで待ってもらえますか。"),
    (F, "毎月末は経理の締めで本番 DB がかなり重くなります、覚えておいてください。"),
    (T, "今日は経理の締めで本番 DB が重いので、バッチは明日に回してください。"),
    (F, ("私は韓国出身で、日本語は仕事で覚えたので、難しい言い回しは避けてもらえると"
         "助かります。")),
    (C, "このエラーメッセージの日本語、不自然すぎて笑いました。"),
    (F, "普段は iPad から繋いでいるので、長いコマンドは打ちづらいです。"),
    (C, "今日はなぜか iPad から繋いでるので、打ち間違いが多かったらすみません。"),
    (F, "私は夜型で、作業するのはだいたい夜10時以降です。"),
    (C, "今夜はもう眠いので、そろそろ寝ます。おやすみなさい。"),
    (F, "本番の Postgres はまだ 12 のままで、上げる予定は当面ありません。"),
    (Q, "本番の Postgres ってまだ 12 のままでしたっけ?"),
    (D, "うちは全部スカッシュマージです。"),
    (Q, "うちって全部スカッシュマージでしたっけ?"),
    (D, "日付のフォーマットは全部 YYYY-MM-DD で統一してください。"),
    (Q, "日付のフォーマットって YYYY-MM-DD で統一したほうがいいですか?"),
    (D, "ブランチ名は feature/チケット番号 の形で切ってください。"),
    (Q, "ブランチ名って feature/チケット番号 の形で切るんでしたっけ?"),
    (C, "さっきの説明、図があってすごく分かりやすかったです!"),
    (D, ("さっきの説明、図があってすごく分かりやすかったです。今後も構成の説明には"
         "図を付けてください。")),
    (D, ("了解です。あと今後の話ですが、SQL を書くときは予約語を大文字にしてください。"
         "次はユーザー一覧の API をお願いします")),
    (D, "シェルスクリプトの先頭には必ず set -euo pipefail を入れること。"),
    (F, "ちなみに、社内のドキュメントは全部 Notion にあって、Confluence はもう使っていません。"),
    (F, "このサービスの主なユーザーは病院の受付スタッフで、PC に詳しくない人が多いです。"),
)

__all__ = ["EN_FRESH_27", "JA_FRESH_27", "ZH_FRESH_27"]
