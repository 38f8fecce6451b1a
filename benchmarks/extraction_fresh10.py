"""The extraction set's tenth fresh round (#24): whole messages, unseen by the rules.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Unlike the earlier rounds, each item is a whole short user message of two or three
sentences, as people write to a coding agent in the middle of work: a lasting rule or
fact sits among the task at hand, thanks, or chatter, at the start ("btw I'd like you to
stop creating a new module...", "生成的 protobuf 文件永远别手改..."), in the middle
("Ok, merged. One rule for future sessions: ... Now let's do the billing table.") or at
the end ("Bump the health check timeout... And in general, never hardcode a timeout"),
with fillers ("ok", "hmm", "btw", "fyi", "顺便", "对了", "あと", "ちなみに") and some
without final punctuation. A message is labelled ``directive`` or ``fact`` when any part
of it should be remembered for future sessions, even if the rest is a one-off task; it is
``temporary`` only when all of it is one-off work or scoped instructions,
``chitchat`` when it is only social talk, ``question`` when it only asks.

Directives: an env var also goes into .env.example, timeouts live in settings.py, no new
module when one fits, a date prefix on migration files, no regex for nested brackets,
CSS checked at phone width, tests mirroring the src layout "in this repo", a plain-words
comment beside every cron expression, long output piped through tail, a library's
license named, user-facing text through t(), generated protobuf never edited by hand, a
plan before multi-file changes ("not just today"), the Jira key at the start of commit
messages. Facts: a teacher doing this on the side, CI on Buildkite, the onboarding
designs in a named Figma file and page, two weeks into the job, a Safari support decision
from Monday's meeting, mobile releases that take a month to reach users, sandbox keys in a
named 1Password vault, a product manager rather than an engineer. The temporary messages
are the hard look-alikes: "always" or "never" inside a scope (for the rest of this
session, until the CI move is finished, while we chase this bug, for Thursday's demo,
for now), a rule for every function "in this file" because of this PR's reviewer, a
"rule" that belongs to one migration, a day on a train. The chit-chat thanks, greets,
reacts and apologises; the questions ask why, how, and what was decided. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_10: tuple[tuple[str, str], ...] = (
    (D, ("Nice, that works. From now on, whenever you add an environment variable, add it "
         "to .env.example as well. Next, wire up the Redis URL.")),
    (D, ("Bump the health check timeout to 10 seconds. And in general, never hardcode a "
         "timeout; they all belong in settings.py.")),
    (D, ("btw I'd like you to stop creating a new module when an existing one fits, the "
         "tree is getting messy. anyway next up is the export button")),
    (D, ("Ok, merged. One rule for future sessions: migration files get a date prefix, "
         "like 2024_05_01_add_users.py. Now let's do the billing table.")),
    (D, ("Write the config parser next. Oh, and one general thing: don't use regex for "
         "anything with nested brackets, we've been burned by that before.")),
    (D, ("Hmm, close. Whenever you touch the CSS, check it at a phone-sized width too, "
         "most of our traffic is mobile. Redo the header with that in mind.")),
    (D, ("Love it. In this repo, tests mirror the src layout one to one, so this one "
         "belongs in tests/billing/test_invoice.py. Move it there please.")),
    (D, ("Can you find out why the cron job skipped last night? Also, every time you "
         "write a cron expression, put the schedule in plain words in a comment next "
         "to it.")),
    (D, ("That's way too much output to scroll through. As a rule, pipe long commands "
         "through tail so I only see the last 50 lines. Try the build again.")),
    (D, ("Thanks! Whenever you suggest a new library, tell me its license too, legal gets "
         "nervous about anything GPL.")),
    (D, ("Translate the error strings in errors.py into Spanish. Going forward, all "
         "user-facing text goes through the t() helper, even in one-off scripts.")),
    (D, ("don't ever edit the generated protobuf files by hand, regenerate them with make "
         "proto. can you redo your last change that way")),
    (D, ("Good morning! Something for every session, not just today: give me a short "
         "plan before any change that touches more than one file. Today it's the "
         "search page.")),
    (D, ("Let's fix the login redirect first. Commit messages here start with the Jira "
         "key, like PAY-123, because the release notes are generated from them.")),
    (F, ("Thanks, that's perfect. By the way, I teach high school during the day and this "
         "app is a side project, so I may vanish for a few days at a time.")),
    (F, ("Rerun the failed job please. fyi our CI runs on Buildkite; the .github folder "
         "is just leftovers from before the switch.")),
    (F, ("The design specs for onboarding are in the Figma file 'Onboarding v3', on the "
         "page called Final. Make the welcome screen match it.")),
    (F, ("I only started here two weeks ago, so I don't know the history behind most of "
         "this code. Walk me through what the ledger module does.")),
    (F, ("Looks good! We decided on Monday to support Safari 15 and newer, nothing older, "
         "so the polyfill can go. Remove it please.")),
    (F, ("Add the discount field to the order response. Context for later: our mobile "
         "apps take about a month to reach most users after a release, so old versions "
         "keep calling the API long after we change it.")),
    (F, ("Sandbox API keys are in 1Password, in the vault called Dev Shared. Grab the "
         "payments one and get the checkout test passing")),
    (F, ("Make the chart a bit taller. Just so you know, I'm a product manager rather "
         "than an engineer, so I'll mostly ask what things do, not how. Thanks for "
         "bearing with me.")),
    (T, ("ok, nice. For the rest of this session, always show me the whole file instead "
         "of a diff, I keep losing my place. Back to diffs tomorrow.")),
    (T, ("Until the CI move is finished, never merge anything without a green local run. "
         "It should be done by Friday. Meanwhile, start on the parser tests.")),
    (T, ("Every function in this file needs a docstring, the reviewer on this PR is "
         "strict about it. Go through and add them, short ones are fine.")),
    (T, ("Thanks. I'm on a train with patchy wifi today, so keep answers short and don't "
         "suggest anything that downloads large files. Back at my desk tomorrow.")),
    (T, ("Right, the rule for this migration is zero downtime. So do it in two steps: add "
         "the nullable column first, backfill after. Start with the first step")),
    (T, ("hmm, still flaky. While we're chasing this bug, don't ever just rerun that "
         "test, check the random seed it printed first")),
    (T, ("For Thursday's demo everything has to be in dark mode. Flip the default theme, "
         "we'll switch it back after.")),
    (T, ("Use the staging keys for everything for now, the prod ones are being rotated. "
         "I'll tell you when they're back.")),
    (C, "Haha, it worked on the first try. I genuinely did not expect that. Thank you!"),
    (C, "Morning! Slept terribly, so apologies in advance if I'm slow on the uptake."),
    (C, "ok wow, that is a lot of red. give me a second to take it all in"),
    (C, "Thanks for all the help today, really. Calling it a night, see you tomorrow 👋"),
    (C, "Sorry, the dog decided the mail carrier was a threat. Okay, I'm back, crisis over."),
    (Q, ("Quick question before we go on. Is there a reason we keep both yarn.lock and "
         "package-lock.json?")),
    (Q, ("Hmm, what's the best way to test code that reads the clock? freezegun, or pass "
         "a clock in?")),
    (Q, ("Do you remember what we settled on for the retry limit last time? I can't find "
         "it anywhere in my notes.")),
    (Q, "Wait, why did that pass locally but fail on CI? Could it be a timezone thing?"),
    (Q, ("Should I be running the formatter myself before every commit, or does the "
         "pre-commit hook already do that? Not sure how it's set up here")),
)
ZH_FRESH_10: tuple[tuple[str, str], ...] = (
    (D, ("好了,能跑了。以后每加一个环境变量,都顺手加到 .env.example 里。"
         "接下来把 Redis 的地址接上。")),
    (D, ("把健康检查的超时调到 10 秒。另外以后超时时间一律别写死,"
         "全部放到 settings.py 里。")),
    (D, ("顺便说一句,能放进现有模块的就别再新建模块了,目录已经有点乱了。"
         "好,下一个是导出按钮")),
    (D, ("好,合了。有条规矩以后都照着来,迁移文件名前面要加日期,"
         "比如 2024_05_01_add_users.py。现在弄账单表。")),
    (D, ("下一步写配置解析器。对了,有个通用的原则,凡是有嵌套括号的东西都别用正则处理,"
         "我们之前在这上面栽过跟头。")),
    (D, ("嗯,差不多了。以后只要改了 CSS,都要在手机宽度下也看一眼,"
         "我们大部分流量来自手机。按这个思路把页头再改一版。")),
    (D, ("太好了。这个仓库里测试的目录结构和 src 一一对应,"
         "所以这个应该放到 tests/billing/test_invoice.py。帮我挪过去。")),
    (D, ("帮我查一下昨晚定时任务为什么没跑。还有,以后每写一个 cron 表达式,"
         "都在旁边加个注释,用大白话写清楚什么时候跑。")),
    (D, ("输出太长了,翻都翻不完。以后跑输出很长的命令就接个 tail,"
         "我只看最后 50 行。再 build 一次吧。")),
    (D, "谢谢!以后推荐新库的时候顺便告诉我它是什么许可证,法务对 GPL 特别敏感。"),
    (D, ("把 errors.py 里的报错文案翻译成西班牙语。以后所有给用户看的文字都要走 t() "
         "这个函数,临时脚本里也一样。")),
    (D, ("生成的 protobuf 文件永远别手改,用 make proto 重新生成。"
         "你刚才那个改动按这个方法重来一遍")),
    (D, ("早上好!先说个长期的要求,不光是今天,只要改动涉及不止一个文件,"
         "动手前先给我一个简短的计划。今天先做搜索页。")),
    (D, ("先修登录跳转的问题。我们这边 commit message 开头要写 Jira 编号,比如 PAY-123,"
         "因为发版说明是从 commit 里自动生成的。")),
    (F, ("太好了,谢谢。顺便说下,我白天是高中老师,这个 app 是业余做的,"
         "所以有时候会消失好几天。")),
    (F, ("失败的那个 job 再跑一遍。顺便说一下,我们的 CI 在 Buildkite 上,"
         ".github 目录只是迁移之前留下来的。")),
    (F, ("引导流程的设计稿在 Figma 里一个叫 Onboarding v3 的文件里,Final 那一页。"
         "照着把欢迎页改一下。")),
    (F, ("我两周前才入职,这些代码大部分的来龙去脉我都不清楚。"
         "给我讲讲 ledger 模块是干什么的。")),
    (F, ("不错!周一开会定了,只支持 Safari 15 及以上,更老的不管了,"
         "所以那个 polyfill 可以删了。删掉吧。")),
    (F, ("订单接口的返回里加上折扣字段。给你个背景,我们的手机 app 发版后,"
         "要一个月左右大部分用户才会更新,所以老版本会调这个接口很久。")),
    (F, ("沙箱环境的 API key 都在 1Password 里一个叫 Dev Shared 的保险库。"
         "拿支付那个 key,把结账的测试跑通")),
    (F, ("图表再调高一点。跟你说一下,我是产品经理,不是工程师,"
         "所以我问的多半是它做什么,而不是怎么做。谢谢你的耐心。")),
    (T, ("好的。这次会话剩下的时间里,每次都给我看整个文件,别给 diff 了,"
         "我老是找不到改在哪。明天再换回 diff。")),
    (T, ("CI 迁移完成之前,没在本地跑绿就一律不许合并。应该周五能弄完。"
         "这期间你先写解析器的测试。")),
    (T, ("这个文件里每个函数都得有 docstring,这次 PR 的 reviewer 很较真。"
         "你过一遍全补上,写短点就行。")),
    (T, ("谢谢。我今天在火车上,网不太好,回答短一点,也别建议要下载大文件的东西。"
         "明天就回工位了。")),
    (T, ("对,这次迁移的原则是不能停机。所以分两步,先加一个可空的列,再回填数据。"
         "先做第一步")),
    (T, ("嗯,还是不稳定。在查这个 bug 期间,那个测试千万别直接重跑,"
         "先看它打印出来的随机种子")),
    (T, "周四演示的时候全部都要用深色模式。把默认主题切过去,演示完再切回来。"),
    (T, "暂时所有地方都用 staging 的 key,生产的 key 正在轮换。好了我再跟你说。"),
    (C, "哈哈,一次就跑通了。真没想到。谢谢!"),
    (C, "早!昨晚没睡好,今天反应慢的话先说声抱歉。"),
    (C, "我的天,满屏都是红的。让我缓一缓"),
    (C, "今天真的多亏你了。我先撤了,明天见 👋"),
    (C, "不好意思,狗对着快递员一顿狂叫。好了,我回来了,危机解除。"),
    (Q, "继续之前问一下。我们为什么同时留着 yarn.lock 和 package-lock.json?"),
    (Q, ("嗯,要读当前时间的代码一般怎么测比较好?用 freezegun,"
         "还是把时钟当参数传进去?")),
    (Q, "你还记得上次重试次数最后定的是多少吗?我笔记里怎么都找不到。"),
    (Q, "等下,为什么本地能过,CI 上就挂了?是不是时区的问题?"),
    (Q, ("每次提交前格式化要我自己跑吗,还是 pre-commit 钩子已经管了?"
         "我不太清楚这里是怎么配的")),
)
JA_FRESH_10: tuple[tuple[str, str], ...] = (
    (D, ("よし、動きました。これからは環境変数を追加したら、.env.example にも必ず"
         "足してください。次は Redis の URL をつないでください。")),
    (D, ("ヘルスチェックのタイムアウトを10秒に上げてください。あと、タイムアウト値は"
         "今後一切ハードコードしないで、全部 settings.py に置いてね。")),
    (D, ("ちなみに、既存のモジュールに収まるなら新しいモジュールは作らないでほしいです、"
         "ツリーが散らかってきたので。じゃあ次はエクスポートボタンで")),
    (D, ("OK、マージしました。今後のためのルールですが、マイグレーションファイルには"
         "日付のプレフィックスを付けてください、2024_05_01_add_users.py みたいに。"
         "次は請求テーブルをやりましょう。")),
    (D, ("次は設定パーサーをお願いします。あと全般的な話ですが、ネストした括弧を扱う"
         "ものに正規表現は使わないでください、前にそれで痛い目を見たので。")),
    (D, ("うーん、惜しい。CSS を触ったときは毎回スマホ幅でも確認してください、"
         "アクセスのほとんどがモバイルなので。その前提でヘッダーを作り直してください。")),
    (D, ("いいですね。このリポジトリではテストは src の構成と一対一で対応させているので、"
         "これは tests/billing/test_invoice.py に置くものです。移動をお願いします。")),
    (D, ("昨夜 cron ジョブが走らなかった理由を調べてもらえますか。それと、cron 式を"
         "書くときはいつも、実行タイミングを普通の言葉で書いたコメントを横に"
         "付けてください。")),
    (D, ("出力が長すぎてスクロールしきれない…。長いコマンドは原則 tail にパイプして、"
         "最後の50行だけ見せてください。もう一回ビルドお願い。")),
    (D, ("ありがとう!新しいライブラリを提案するときは、ライセンスも一緒に"
         "教えてください、法務が GPL にすごく敏感なので。")),
    (D, ("errors.py のエラーメッセージをスペイン語に訳してください。今後、ユーザーに"
         "見える文字列は使い捨てのスクリプトでも全部 t() を通すこと。")),
    (D, ("生成された protobuf のファイルは絶対に手で直さないで、make proto で"
         "作り直して。さっきの変更もそのやり方でやり直してもらえる")),
    (D, ("おはようございます!今日だけじゃなくて毎回のお願いなんですが、複数の"
         "ファイルにまたがる変更の前には短い計画を見せてください。"
         "今日は検索ページからです。")),
    (D, ("まずログインのリダイレクトを直しましょう。うちのコミットメッセージは"
         " PAY-123 みたいに Jira のキーで始めます、リリースノートがそこから"
         "自動生成されるので。")),
    (F, ("完璧です、ありがとう。ちなみに昼間は高校の教員をしていて、このアプリは"
         "趣味でやっているので、数日いなくなることもあります。")),
    (F, ("落ちたジョブをもう一回回してください。ちなみにうちの CI は Buildkite で、"
         ".github フォルダは移行前の名残です。")),
    (F, ("オンボーディングのデザインは Figma の「Onboarding v3」というファイルの"
         " Final ページにあります。ウェルカム画面をそれに合わせてください。")),
    (F, ("ここに入ってまだ2週間なので、このコードの経緯はほとんど知りません。"
         "ledger モジュールが何をしているのか説明してください。")),
    (F, ("いいですね!月曜の会議で Safari 15 以降だけをサポートすることに決まったので、"
         "polyfill はもう要りません。消しておいてください。")),
    (F, ("注文のレスポンスに割引のフィールドを追加してください。背景として、うちの"
         "モバイルアプリはリリースから大半のユーザーに行き渡るまで1か月くらい"
         "かかるので、古いバージョンがずっと API を叩きます。")),
    (F, ("サンドボックスの API キーは 1Password の Dev Shared という保管庫に"
         "入っています。決済用のキーを使って、チェックアウトのテストを通してください")),
    (F, ("グラフをもう少し縦に伸ばしてください。一応言っておくと、私はエンジニアじゃ"
         "なくてプロダクトマネージャーなので、聞くのは主に何をするかで、どうやるか"
         "ではないです。付き合ってくれてありがとう。")),
    (T, ("OK、いい感じ。このセッションの間は、diff じゃなくて毎回ファイル全体を"
         "見せてください、どこを見てるか分からなくなるので。明日からは diff に"
         "戻します。")),
    (T, ("CI の移行が終わるまでは、ローカルでグリーンになってないものは絶対"
         "マージしないで。金曜には終わる予定です。その間にパーサーのテストに"
         "取りかかってください。")),
    (T, ("このファイルの関数には全部 docstring が必要です、今回の PR のレビュアーが"
         "厳しいので。一通り見て付けてください、短くていいです。")),
    (T, ("ありがとう。今日は電車の中で回線が不安定なので、返事は短めで、大きい"
         "ファイルをダウンロードするような提案はなしでお願いします。明日には"
         "席に戻ります。")),
    (T, ("そう、今回のマイグレーションはダウンタイムなしが絶対条件です。なので"
         "2段階で、まず NULL 許可のカラムを追加して、バックフィルはその後。"
         "まず1段階目から")),
    (T, ("うーん、まだ不安定だな。このバグを追っている間は、あのテストをただ"
         "再実行するのは禁止で、まず出力されたシード値を見て")),
    (T, ("木曜のデモでは全部ダークモードにしないといけません。デフォルトのテーマを"
         "切り替えておいて、デモが終わったら戻しましょう。")),
    (T, ("とりあえず全部ステージングのキーを使ってください、本番のキーは"
         "ローテーション中なので。戻ったら言います。")),
    (C, "ははは、一発で動いた。正直まったく期待してなかった。ありがとう!"),
    (C, "おはようございます!昨日あまり寝られなくて、今日は反応が鈍かったらすみません。"),
    (C, "うわ、真っ赤だ。ちょっと心の準備させて"),
    (C, "今日は本当に助かりました。そろそろ寝ます、また明日 👋"),
    (C, "すみません、犬が配達の人に吠えまくってました。はい、戻りました、一件落着です。"),
    (Q, ("進める前にひとつ質問です。yarn.lock と package-lock.json を両方置いてあるのって"
         "何か理由があるんですか?")),
    (Q, ("うーん、現在時刻を読むコードのテストってどうするのがいいですかね?"
         "freezegun を使うか、時計を引数で渡すか。")),
    (Q, "前回、リトライの上限をいくつにしたか覚えてますか?メモのどこにも見当たらなくて。"),
    (Q, "待って、なんでローカルでは通るのに CI だと落ちるの?タイムゾーンのせい?"),
    (Q, ("コミットの前に毎回自分でフォーマッターを回すべきですか、それとも pre-commit "
         "フックがやってくれてます?ここの設定がよく分かってなくて")),
)

__all__ = ["EN_FRESH_10", "JA_FRESH_10", "ZH_FRESH_10"]
