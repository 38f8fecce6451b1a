"""The extraction set's seventeenth fresh round: whole messages, unseen by the rules.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.
Each language was written on its own, not translated from another.

Each item is a whole user message of one to four sentences as it appears in a coding
agent's session log: a reaction to what the agent just did ("Nope. Views stay thin
here..."), a review of its diff as a list with dashes, a task with context, a correction
of the moment beside a lasting correction, a pasted error with a request, the user
telling the agent about themselves or the project mid-task, an end-of-day wrap-up ("ok
that's it for today...", "好了今天就到这", "今日はここまで"), instructions for the rest of
this session. Registers run from terse and typo-ridden to polite, Chinese mixed with
English terms, casual and keigo Japanese; the writers are web, data, infra, mobile, game,
embedded and research developers. A message is ``directive`` or ``fact`` when any part of
it should be remembered for future sessions, even among a one-off task; ``temporary``
only when all of it is one-off work or instructions scoped to now; ``chitchat`` when it is
only social talk; ``question`` when it only asks.

Directives: thin Django views with queries in services/, no pandas inplace=True, never
terraform apply (show the plan), iOS strings in both Localizable files, gameplay numbers
in ScriptableObject configs, no malloc after init in firmware, plots with units and a PDF
beside the PNG, structured logging instead of f-strings, unknown rather than any in
TypeScript, the linter with --fix before "done", UTC timestamptz columns, feat/ and fix/
branch names, httpx.AsyncClient never requests, a one-line summary after every task;
errors wrapped with %w instead of panic, EXPLAIN before SQL on the live database, dayjs
not moment, docs/api.md updated with every interface change, requests and limits in every
k8s manifest, shaders tested at the low-end quality tier, no logging in interrupt
handlers, notebook code moved into src functions, Compose not XML layouts, conventional
commits in English, the conclusion first, type annotations on every function, tables at
three decimals with mean±std, secrets never logged; no business logic in Rails
callbacks, no real external APIs in tests, screenshots in PR descriptions, prefabs not
scene files, fixed point on an FPU-less MCU, BigQuery queries filtered on the partition
column, git status before starting, Japanese replies with English code, Flutter widgets
split past 300 lines, Ansible --check before production, user and log messages kept
apart, three seeds or more, bun not npm, placeholders not string-built SQL.

Facts: red-green colour blindness, a staging cluster shared with the data team, an
STM32F103 with 20 KB of RAM, a Switch port decided, a SLURM cluster of 40 GB A100s, a sole
developer against another company's API, Snowflake as the warehouse, working late from
Tokyo; a backend developer new to React, TiDB rather than MySQL, a hand-over to an outside
team next month, a Nexus mirror behind a firewall, users on cheap Android phones in
Indonesia, a Java developer new to Go, a new brand colour and radius, lockstep game
servers that need determinism; a self-taught designer, seven-year log retention for an
audit, only one person able to deploy from next month, PS5 and Steam Deck with no mobile
version, a battery-powered ESP32, hospital data that may not leave the machine, a Vim
user, API versions by header decided at last week's meeting.

The temporary messages are the hard look-alikes: "never", "always", "from now on",
以后, 今後 inside a scope (for the rest of today, on this branch only, until the 2.0
release, while I'm in meetings this afternoon, in this session, for this benchmark run,
这个分支上, 今天下午, 发版之前, 这次会话里, 只限这次 PR, 这周, このセッションの間,
私が戻るまで, リリースまで, この PR の中だけ, 今週, 今日は, 今回だけ), a correction of the
moment ("No, not that one"), pasted errors, a rename for one PR, and end-of-day wrap-ups
that only plan tomorrow. The chit-chat cheers, greets, apologises and praises; the
questions ask why, how, which is better and what was decided. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_17: tuple[tuple[str, str], ...] = (
    (D, ("Nope. Views stay thin here: anything that touches the database goes through a "
         "function in services/, never straight from the view. Move that query out and "
         "try again.")),
    (D, ("looks fine but please stop using inplace=True in pandas, every time, just "
         "reassign the dataframe. now do the same cleanup for the 2022 csv")),
    (D, ("terraform plan looks ok. rule for this repo going forward: you never run "
         "terraform apply yourself, you show me the plan and I apply it. next up the s3 "
         "bucket policy")),
    (D, ("When you add a string to the iOS app, put it in Localizable.strings for both en "
         "and de, every time - the German team files bugs otherwise. Ok, now the settings "
         "screen.")),
    (D, ("The movement feels right now, nice. General note for this project: gameplay "
         "numbers like speeds and cooldowns go into the ScriptableObject configs, not "
         "into the MonoBehaviours, so the designers can tweak them without me.")),
    (D, ("Build passed. fyi for any firmware code you write: no malloc after init, ever, "
         "we allocate everything statically at boot. Ok, now the UART driver.")),
    (D, ("Whenever you plot results for me, label the axes with units and save a PDF next "
         "to the PNG, the paper figures need vector graphics. Redo fig 3 that way.")),
    (D, ("Review of your diff:\n- the rename is fine\n- drop the debug print on line 40\n"
         "- and in general use structured logging (logger.info with extra=) instead of "
         "f-strings in log calls, in all of our services")),
    (D, ("pls dont use `any` in typescript, use unknown and narrow it. applies everywhere "
         "not just this file. thx")),
    (D, ("Thank you, this is much clearer. Could you please always run the linter with "
         "--fix before you tell me something is done? It would save me a round trip "
         "each time.")),
    (D, ("the migration is fine. one thing to keep in mind for later: every timestamp in "
         "our db is a UTC timestamptz, never a naive timestamp. fix created_at "
         "accordingly")),
    (D, ("Ok, pushing now. Please name branches feat/short-description or "
         "fix/short-description from here on, the CI pipelines trigger on those "
         "prefixes.")),
    (D, ("No - you reached for requests again. This codebase is async end to end, so it's "
         "always httpx.AsyncClient, never requests, in any module. Swap it out.")),
    (D, ("ok that's it for today, tomorrow we do the exports. and for all future "
         "sessions: give me a one-line summary of what changed at the end of every "
         "task, I paste them into my standup notes.")),
    (F, ("Fix the typo in the README. Btw I'm red-green colourblind, so when you describe "
         "a diff or a chart by colour it doesn't help me much.")),
    (F, ("Bump the chart version. fyi the staging cluster is shared with the data team, "
         "so whatever we deploy there also runs next to their nightly jobs.")),
    (F, ("Some context: the board we target is an STM32F103 with 20 KB of RAM, so memory "
         "is tight everywhere. Can you see why the stack overflows in the ADC handler?")),
    (F, ("It's been decided that we ship on Switch as well as PC, so the Switch's memory "
         "and CPU budget applies to all of it. Anyway, for now just profile the level "
         "load.")),
    (F, ("our lab cluster runs SLURM and the GPUs are A100s with 40GB each. write me a job "
         "script for the lr sweep")),
    (F, ("Thanks! Just so you know, I'm the only developer on this app, and the backend "
         "belongs to another company, we can't change their API at all. So work around "
         "the null field in the client.")),
    (F, ("The warehouse is Snowflake, not Postgres - the postgres in docker-compose is only "
         "there for the old admin tool. Now rewrite this query with QUALIFY.")),
    (F, ("I'm in Tokyo and mostly work late evenings JST, in case the times in my messages "
         "look odd to you. Can you check why the 9am job fired at midnight?")),
    (T, ("For the rest of today, never touch anything under legacy/, Priya is refactoring "
         "it and we'd only get conflicts. Start on the invoice PDF instead.")),
    (T, ("On this branch only, always build against the iOS 16 simulator, the 17 one "
         "crashes on my laptop. Run the UI tests.")),
    (T, ("Until the 2.0 release is cut, don't bump any dependency, not even a patch "
         "version. Just fix the null check in the parser.")),
    (T, ("I'm in meetings all afternoon, so go ahead and commit after each green step "
         "without asking me. I'll review the lot tonight.")),
    (T, "from now on in this session reply in bullet points only, im reading on my phone"),
    (T, ("No, not that one - I meant the second chart, the one with the weekly totals. "
         "Make its bars thinner.")),
    (T, ("getting this when i run it:\nTypeError: Cannot read properties of undefined "
         "(reading 'map')\n    at OrderList (OrderList.tsx:42)\ncan you fix it")),
    (T, ("Rename user_id to account_id everywhere in this PR, tests and fixtures "
         "included. Don't touch the migrations.")),
    (T, ("For this benchmark run always use seed 1234 and batch size 64, so the numbers "
         "compare with yesterday's. Kick it off.")),
    (T, ("ok last thing for today: leave the branch as it is, don't squash anything, I'll "
         "open the PR myself tomorrow morning.")),
    (C, "lol it compiled. going to get a coffee before it changes its mind"),
    (C, "Good evening! Hope you're ready, this is going to be a long one."),
    (C, "ugh sorry, been staring at this for three hours adn my brain is soup"),
    (C, "Oh, that's so much cleaner than what I had. Nice work, honestly."),
    (Q, ("Before I merge: is there any difference between git pull --rebase and a fetch "
         "plus rebase that I should care about here?")),
    (Q, "why is the docker image 2GB?? what's taking up all that space"),
    (Q, ("Do you know if we ever decided whether the mobile app talks to GraphQL or REST? "
         "I keep hearing both.")),
    (Q, ("Hmm, would a bloom filter even help here, or is the set small enough that it "
         "doesn't matter?")),
)
ZH_FRESH_17: tuple[tuple[str, str], ...] = (
    (D, ("不对不对,error 别直接 panic,我们项目里所有错误都用 fmt.Errorf 加 %w "
         "包一层往上返回。把刚才那几个 panic 改掉。")),
    (D, ("SQL 写得可以。以后凡是要在线上库跑的 SQL,先把 EXPLAIN 结果给我看,"
         "别直接执行。现在看下一个报表。")),
    (D, "前端这边统一用 dayjs,别再引 moment 了,包太大。把这个日期组件改一下"),
    (D, ("好,收工。明天接着做导出。另外记住,以后每次改了接口都要同步更新 docs/api.md,"
         "别等我提醒。")),
    (D, ("k8s 的 yaml 里 resources 的 requests 和 limits 一律都要写,不写会被集群拒掉。"
         "先把 worker 的 deployment 补上。")),
    (D, ("这个 shader 效果可以。以后新写的 shader 都要在低画质档位下也测一遍,"
         "我们很多玩家用的是集显笔记本。")),
    (D, "中断处理函数里别打日志!什么时候都不行,会把串口卡死。你刚加的那行删掉。"),
    (D, ("notebook 跑通之后,记得把代码整理成 src 下面的函数,notebook 只负责调用和画图,"
         "这是我们组一直的习惯。先把特征工程那段挪出去。")),
    (D, "以后 Android 这边新页面一律用 Compose 写,别再用 XML 布局了。设置页就先按这个来。"),
    (D, ("commit msg 用英文写,conventional commits 格式,feat: fix: 这种,一直都是这样。"
         "帮我把刚才那个 commit amend 一下")),
    (D, "麻烦你以后回答的时候先给结论,再解释原因,大段文字我看着比较吃力。谢谢!"),
    (D, ("看了下你的 diff:\n- 变量名 ok\n- 那个 sleep(5) 去掉\n"
         "- 还有,我们的 Python 代码类型注解是必须的,每个函数都要加,以后也一样")),
    (D, ("实验结果的表格以后都保留三位小数,写成 mean±std 的形式,论文里统一是这个格式。"
         "先把 table2 重新生成一下。")),
    (D, ("密钥、token 这类东西永远不要打到日志里,哪怕是 debug 级别。"
         "刚才打印 header 的那段改一下,Authorization 要脱敏。")),
    (F, ("我是写后端的,前端基本不会,React 这块你多解释两句。"
         "先看下这个 useEffect 为啥死循环。")),
    (F, "我们线上数据库是 TiDB,不是 MySQL,有些语法不完全兼容。帮我看看这条 SQL 为啥报错。"),
    (F, ("这个项目下个月要交给外包团队维护了,我们之后基本不管。"
         "先把 payment 模块的注释补一补。")),
    (F, ("跟你说一下,公司内网访问不了 GitHub 和 PyPI,依赖都走内部的 Nexus 镜像,"
         "地址在 pip.conf 里。现在装一下 torch。")),
    (F, ("打出来的 apk 太大了。背景是我们主要用户在印尼,很多人用的是低端安卓机,"
         "流量也贵。先看看哪些资源能压缩。")),
    (F, "我这周刚从 Java 转过来写 Go,很多写法还不熟。帮我看看这个 channel 用得对不对。"),
    (F, ("设计那边定了,主色改成 #1F6FEB,圆角统一 8px,之前那套蓝色作废了。"
         "把按钮组件改一下。")),
    (F, ("我们游戏服务器是帧同步的,客户端逻辑必须完全确定,这是架构上定死的。"
         "先帮我看看这个随机数是怎么回事。")),
    (T, "这个分支上先别跑 lint 了,一堆历史遗留的报错,合并前我统一处理。先把功能做完。"),
    (T, "今天下午我一直开会,你以后每一步做完直接提交就行,不用问我,晚上我一起看。"),
    (T, "发版之前所有 console.log 都不许删,我们还靠它们查线上问题。发完版再清。"),
    (T, "报错了:\nModuleNotFoundError: No module named 'cv2'\n帮我看看怎么回事"),
    (T, "不是这个文件,是 utils 下面那个 date.ts。你改错地方了,撤回来重新改。"),
    (T, "这次会话里都用中文回复吧,我同事在旁边一起看。明天还是英文。"),
    (T, "把所有的 userId 改成 uid,只限这次 PR,数据库字段别动。"),
    (T, "这周 staging 在升级,这期间跑测试都先连本地 docker 里的数据库。"),
    (T, "好了今天就到这。明天先把导出做完,然后再查那个内存泄漏。"),
    (T, "跑一下 benchmark,这次 batch size 用 32,跑三遍取平均,跟昨天那组对比一下。"),
    (C, "卧槽,终于绿了!!!"),
    (C, "早上好~ 今天咖啡喝多了,手有点抖哈哈"),
    (C, "不好意思刚才下楼取外卖了,回来了"),
    (C, "你这个思路比我原来的清楚多了,佩服佩服"),
    (Q, "为啥这里要用 sync.Once?直接在 init 里初始化不行吗?"),
    (Q, "我们之前讨论过要不要上 Redis 缓存,最后结论是啥来着?"),
    (Q, "我们这种三四个人的小团队,用 rebase 还是 merge 更合适?"),
    (Q, "这个 Dockerfile 为什么每次 build 都要重新装依赖?缓存没生效吗?"),
)
JA_FRESH_17: tuple[tuple[str, str], ...] = (
    (D, ("あ、違います。うちは Rails のコールバックにビジネスロジックを書かない方針なので、"
         "after_save の中身は service object に移してください。")),
    (D, ("テストの中で本物の外部 API を叩くのは今後も一切なしでお願いします。"
         "VCR のカセットを使ってください。とりあえずさっきの spec を直して。")),
    (D, ("了解、マージしました。あとずっとのお願いですが、PR の説明には必ず"
         "スクリーンショットを付けてください、デザイナーが見るので。")),
    (D, ("Unity のシーンファイルは直接いじらないで、プレハブ側で変更するようにしてね。"
         "コンフリクトが地獄になるから。で、次は敵のスポーン処理")),
    (D, ("ファームのコードでは浮動小数点は使わない決まりです、FPU のないマイコンなので"
         "固定小数点でお願いします。このフィルタも書き直してください。")),
    (D, ("クエリを書くときは、いつも日付のパーティション列で絞ってください。"
         "BigQuery の料金がえらいことになるので。では売上の集計をお願いします。")),
    (D, ("お疲れさまです、今日はここまでにします。明日はエクスポートの続きです。"
         "それと今後は、作業を始める前に必ず git status を確認してから手を付けてください、"
         "昨日みたいに私の未コミットの変更が消えると困るので。")),
    (D, "返事は日本語でお願いします。コードのコメントと変数名は英語のままで大丈夫です。"),
    (D, ("Flutter のウィジェットは1ファイル300行を超えたら分割するルールにしてるので、"
         "この画面も分けてください。")),
    (D, ("Ansible の playbook は、本番に当てる前にいつも --check で一度流してください。"
         "それがうちの決まりです。じゃあ nginx の設定を更新しましょう。")),
    (D, ("差分見ました。\n- 関数名はOK\n- マジックナンバーは定数にして\n"
         "- あと、うちではエラーメッセージはユーザー向けとログ向けを必ず分けることに"
         "なってます。今後も全部そうしてください")),
    (D, ("論文用の実験は必ず乱数シードを3つ以上で回して、平均と標準偏差を出してください。"
         "これは毎回です。まずベースラインからお願いします。")),
    (D, ("ごめん言い忘れてた、このプロジェクトでは npm じゃなくて bun 使ってるから、"
         "コマンドは全部 bun でよろしく")),
    (D, ("いや、そうじゃなくて。SQL は文字列連結で組み立てないで、どんなときも"
         "プレースホルダを使ってください。さっきのも含めて全部直して。")),
    (F, ("実は私、本業はデザイナーで、コードは独学なんです。なので専門用語が多いと"
         "ついていけないかもしれません。このエラーの意味を教えてもらえますか。")),
    (F, ("ちなみにこのサービスは監査の対象なので、ログは7年間保存しないといけません。"
         "ログのローテーション設定を見てもらえますか。")),
    (F, ("来月からチームが全員リモートになって、本番にデプロイできるのは私だけに"
         "なります。とりあえず今日はデプロイ手順を整理しましょう。")),
    (F, ("このゲーム、ターゲットは PS5 と Steam Deck で、モバイル版は出さないことに"
         "決まりました。なのでタッチ操作のコードは消していいです。")),
    (F, ("使っているマイコンは ESP32 で、電池駆動なのでスリープ中の消費電流が一番の"
         "問題です。この Wi-Fi の再接続ループを見てください。")),
    (F, ("背景として、このデータは病院から預かっている患者データで、外部のサービスには"
         "一切送れない契約になっています。なので集計はローカルでお願いします。")),
    (F, ("自分は普段 Vim で、VS Code の設定の話はあんまり役に立たないです。"
         "で、この LSP の設定、どこがおかしいですかね")),
    (F, ("API のバージョニングは URL じゃなくてヘッダーでやると、先週のアーキテクチャ"
         "会議で決まりました。/v2/ のルーティングは消して、Accept ヘッダーで分けて"
         "ください。")),
    (T, ("このセッションの間は、コードを書く前に毎回確認しなくていいです。"
         "急いでるので、どんどん進めてください。")),
    (T, ("今日は私が外出しているので、終わった作業は全部 wip ブランチに積んでおいて"
         "ください。私が戻るまでは PR も作らないで。")),
    (T, "リリースまでは新しい機能フラグを足さないでください。今はバグ修正だけに集中します。"),
    (T, ("エラー出ました:\nFATAL: password authentication failed for user \"app\"\n"
         "これ直せます?")),
    (T, "違う違う、そっちのグラフじゃなくて右側の棒グラフ。色をもう少し薄くして。"),
    (T, ("この PR の中だけは、既存のテストが落ちてもスキップしていいです。"
         "レビューの後でまとめて直すので。")),
    (T, "今週はステージングが使えないので、動作確認は全部ローカルの minikube でお願いします。"),
    (T, "ごめん、今日は英語で返してもらえる?海外のメンバーと画面共有してるので。"),
    (T, ("お疲れさまでした、今日はここまで。明日は CSV インポートの続きと、"
         "さっきのメモリリークの調査からやりましょう。")),
    (T, "ベンチマークは今回だけ warmup を10回にして回してください。昨日の結果と比べたいので。"),
    (C, "おおー、ちゃんと動いた!感動"),
    (C, "こんばんは〜。今日もよろしくお願いします。"),
    (C, "すみません、ちょっと電話が入ってました。戻りました。"),
    (C, "なるほど、そういうことだったのか…スッキリしました。ありがとうございます!"),
    (Q, "ここって useMemo 使う意味あります?再計算そんなに重くない気がするんですが"),
    (Q, "前にログの保存先を S3 にするか GCS にするか話しましたっけ?どっちになったか覚えてます?"),
    (Q, "pytest の fixture って scope=session にすると何かまずいことあります?"),
    (Q, "なんで Docker の中だと日本語のファイル名が文字化けするんでしょう?"),
)

__all__ = ["EN_FRESH_17", "JA_FRESH_17", "ZH_FRESH_17"]
