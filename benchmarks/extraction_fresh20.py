"""The extraction set's twentieth fresh round: whole messages at both extremes of length.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Each language's items sit at the two extremes. Half are very short, two to eight words or
three to twelve CJK characters, often without a verb or final punctuation ("tabs, not
spaces. always", "never force-push to main", "以后用中文回复", "vendor 目录别碰",
"敬語はいらないです", "今日はデプロイしないで", "skip the e2e tests this time"). The other half
are long messages of three to six sentences where one lasting rule or fact is buried among
an error description, pasted log lines, code talk or the task at hand ("...whenever you add
or bump a package, pin the exact version... Today though, just get the notebooks running"),
or where nothing lasting is present although "always", "never", "一直", "永远", "いつも"
or "絶対" appear in quoted error text, in code, or in a description of what happened ("the
nightly job always fails at step 3" is not a rule, `if user.is_admin or True:` "is always
true", 'worker never started', 'Type string is not assignable to type never'). Messages mix
languages as bilingual developers write them: English with Chinese or Japanese words ("the
报错 is below", "the naming is 微妙"), Chinese with English clauses, Japanese with English
phrases; the tuple a message sits in is its main language.

A message is labelled ``directive`` or ``fact`` when any part of it should be remembered
for future sessions, even if the rest is a one-off task; it is ``temporary`` only when all
of it is one-off work or scoped instructions (today, this time, this refactor, until the
release, this week), ``chitchat`` when it is only social talk, ``question`` when it only
asks.

Directives: indentation, package manager, reply language, PR size, branch names, f-strings,
type hints, force-push, network steps wrapped in a retry, money as integer cents, written
paths from one data-dir setting, frozen clocks in time-dependent tests, a structured logger
instead of print, snake_case handler names, pinned versions, soft-delete filters,
`set -euo pipefail`, camelCase JSON fields, make targets over scripts, database drivers
never auto-merged, encoding detection on uploads, no fixed sleeps in tests, quoted YAML
strings, user-facing errors in Japanese and logs in English, a down migration tried before
it is shown, N+1 queries checked, removal dates on feature flags. Facts: colour blindness,
where production runs, the user's OS, role and team size, a nightly staging reset, a
materialized view owned by another team, the only backend engineer, customers in another
timezone, a pinned Python version, a finance deadline on the third of each month, a code
base taken over from a contractor, a Go developer new to TypeScript, elderly end users, a
database move decided at a meeting. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_20: tuple[tuple[str, str], ...] = (
    (D, "tabs, not spaces. always"),
    (D, "always pnpm, never npm"),
    (D, "answers in English even if I write 中文"),
    (D, "keep PRs under 300 lines please"),
    (D, "prefer f-strings over .format()"),
    (D, "never force-push to main"),
    (D, "branch names: feat/xxx or fix/xxx"),
    (D, ("The deploy failed again with 'ECONNRESET while fetching artifact', which I think is "
         "the package registry being flaky, not our code. I restarted the runner and it's "
         "going through now. While you're in the workflow file: whenever you add a step that "
         "hits the network, wrap it in a retry, we use retry-action@v2 everywhere else. "
         "Anyway, the actual task is to split the lint job from the test job so they run in "
         "parallel.")),
    (D, ("So `parse_amount` takes a string and returns cents as an int, and `format_amount` "
         "goes the other way. I noticed you used float in the new refund code. In this "
         "codebase money is integer cents, in every module and every test, no exceptions. "
         "Please rewrite refund.py that way and add a test for the 0.1 + 0.2 kind of "
         "rounding. The rest of the PR looks fine to me.")),
    (D, ("The 报错 is below, it's the usual 'permission denied' on the uploads folder inside "
         "the container. It happens because the image runs as root in dev but as uid 1000 in "
         "prod. Going forward, any path the app writes to has to come from the DATA_DIR "
         "setting, never a path relative to the code, so both setups behave the same. For "
         "now just get the upload test passing.")),
    (D, ("Long day. The webhook test was red because the fixture had a timestamp from 2019 "
         "and the signature check rejects anything older than five minutes, so I patched "
         "the fixture by hand. Something I want you to keep doing in future sessions: when a "
         "test depends on the current time, freeze the clock explicitly instead of relying "
         "on dates baked into fixtures. OK, now can you look at why the invoice PDF has the "
         "wrong font?")),
    (D, ("Here's what the log said: `WARN retrying in 30s (attempt 3/5)`, then nothing, and "
         "the pod got OOM-killed. I bumped the memory limit to 1Gi and it has been stable "
         "since. Also, please stop using print for debugging in this service; use the "
         "structured logger at debug level so nothing stray ends up in the prod logs. Can "
         "you add a memory graph to the dashboard next?")),
    (D, ("Kenji reviewed the API changes and said the naming is 微妙, and he's right: we "
         "have `getUser`, `fetch_orders` and `loadInvoices` side by side. From here on, "
         "every new endpoint handler is snake_case and starts with get, list, create, update "
         "or delete, nothing else. Rename the three he flagged in this PR; the old ones can "
         "stay until the next major version.")),
    (D, ("I upgraded pandas last night and half the notebooks broke, the DataFrame.append "
         "deprecation turned into an AttributeError. I rolled it back. Whenever you add or "
         "bump a package, pin the exact version in requirements.txt, no >= ranges, I don't "
         "want surprise upgrades again. Today though, just get the notebooks running on the "
         "old version and tell me which cells were affected.")),
    (F, "I'm colorblind, fyi"),
    (F, "Prod is on 阿里云, not AWS."),
    (F, "I'm on Windows with WSL2"),
    (F, "staging DB is wiped every night"),
    (F, ("The search page is slow again, about four seconds on first load. I profiled it and "
         "most of the time goes into the ORM building the facet counts. Some background "
         "you'll need beyond today: those counts come from a nightly materialized view, "
         "facet_counts_mv, which the data team owns, so we can read it but its schema is "
         "theirs to change. Let's see if we can query the view directly.")),
    (F, ("Sorry for the delay, I was in meetings all morning. I'm fairly sure the "
         "'always_retry: true' line in the job config is what's causing the duplicate "
         "emails. Context for later: I'm the only backend person on the team, the other two "
         "do mobile, so anything server-side lands on me and I review it alone. Let's turn "
         "the flag off and watch whether the duplicates stop.")),
    (F, ("Can you lower the min replicas on the staging cluster to one? It's costing us "
         "money for nothing. That's also why the autoscaler config looks odd to you, by the "
         "way: our customers are mostly in 华南, Guangzhou and Shenzhen, so traffic peaks "
         "around 9pm Beijing time, not during US hours. Production stays as it is, and "
         "please post the before and after numbers in the channel when you're done.")),
    (F, ("The flaky one is test_export_csv, it always fails on the first run after a fresh "
         "clone and passes on the second. I think it's the lazy font cache. Unrelated but "
         "worth knowing: we're stuck on Python 3.9 because the client's servers run RHEL 8 "
         "and they won't upgrade before 2026, so no match statements or newer syntax. Can "
         "you add a warm-up step to the fixture?")),
    (T, "skip the e2e tests this time"),
    (T, "no deploys until Monday"),
    (T, "just fix the typo in the README"),
    (T, "revert that last commit"),
    (T, "verbose logs for this run only"),
    (T, ("The nightly job always fails at step 3 with 'Error: never received ACK from "
         "broker', three nights running now. Step 3 is the one that publishes to the events "
         "topic. I checked the broker and it's healthy, so maybe the client timeout is too "
         "short. Can you read through publisher.py and tell me what the ack timeout is set "
         "to?")),
    (T, ("Look at this: `if user.is_admin or True:`. That condition is always true, so "
         "every user gets the admin menu; someone left it in after debugging. Please remove "
         "the `or True`, add a test that a normal user does not see the menu, and open a PR "
         "against the release branch. I'll ask Priya to review it today, she knows that "
         "part of the code better than I do.")),
    (T, ("昨天 we had an incident: the cache never expired because the TTL was passed in "
         "milliseconds while Redis expects seconds, so keys lived for eleven days. Everyone "
         "always assumed it was seconds. I've already flushed the cache in prod. Can you "
         "write a short timeline for the postmortem doc from the git log and the Slack "
         "thread I pasted above?")),
    (T, ("For this refactor only, don't touch the public API: keep every function signature "
         "in client.py exactly as it is, even the ugly ones, we'll clean them up in v3. "
         "Inside the functions you can change whatever you like. Start with the retry logic, "
         "it's the worst part, and show me the diff before moving on. If a test breaks, stop "
         "and tell me rather than changing the test.")),
    (T, ("The linter keeps reporting 'E501 line too long' on the generated file, and it "
         "never stopped even after I added it to the exclude list. I suspect the exclude "
         "pattern is wrong. Can you look at setup.cfg and fix the pattern so that file is "
         "skipped? Just this one; I'll sort out the rest of the config myself later, "
         "probably next sprint.")),
    (C, "lol, nice catch"),
    (C, "brb, coffee ☕"),
    (C, ("Okay, that was a marathon. I've never seen a merge conflict that big, forty-odd "
         "files, and somehow we got through it without losing a line. My old team always "
         "said rebasing a six-month-old branch was impossible and I kind of believed them. "
         "I'm going to get some food and stare at a wall for a while. Thanks for sticking "
         "with it, seriously.")),
    (C, ("Just got back from the conference in Lisbon and I'm still jet-lagged. The talks "
         "were great, especially one about a team whose CI always went red on Fridays "
         "because of a timezone bug, which felt very familiar. Sorry for disappearing for a "
         "week without a word. Good to be back, give me a minute to reread where we left "
         "off.")),
    (Q, "why pnpm over yarn?"),
    (Q, "which Node version here?"),
    (Q, ("Quick question about yesterday's error. The log says 'worker never started: port "
         "8080 already in use', but nothing should be on 8080, the dev server is on 3000. "
         "Does Docker Desktop reserve that port on macOS, or is it more likely a zombie "
         "process from an earlier run? And how would I check which one it is, lsof or "
         "something in the Docker settings?")),
    (Q, ("I was reading the auth middleware this morning and noticed it always calls "
         "`refresh_token()`, even when the token is fresh. Is that intentional? I thought "
         "the idea was to refresh only within five minutes of expiry, but maybe there's a "
         "reason I'm missing, like clock skew between services. What would break if we "
         "changed it, and would the mobile clients notice?")),
)
ZH_FRESH_20: tuple[tuple[str, str], ...] = (
    (D, "以后用中文回复"),
    (D, "PR 别太大,拆开提"),
    (D, "缩进统一两个空格"),
    (D, "永远别用 var"),
    (D, "commit message 用英文写"),
    (D, "提交前先跑 lint"),
    (D, "vendor 目录别碰"),
    (D, ("我看了一下你写的 SQL,LEFT JOIN 那里漏了 deleted_at IS NULL 的条件,"
         "所以已删除的用户也被算进报表里了。这张表是软删除的,其实大部分表都是。"
         "以后写查询,凡是有 deleted_at 字段的表都默认加上这个过滤,"
         "除非我明确说要看已删除的数据。先把这个报表的 SQL 改了,再跑一遍对下数。")),
    (D, ("昨晚 on-call 被叫起来了,报警是 'disk usage above 90% on db-02',"
         "结果是慢查询日志把盘写满了。我先手动清了一下,现在降到 60% 了。"
         "另外有个长期的要求:你写 shell 脚本,开头一律加 set -euo pipefail,"
         "上次那个清理脚本就是出错了没停下来才删错了东西。今天帮我把日志轮转配一下。")),
    (D, ("这个 PR 我看完了,逻辑没问题,就是 naming 有点乱,有的叫 getUserInfo "
         "有的叫 fetch_user。我们 Python 这边统一 snake_case,函数名用动词开头,"
         "这个以后都照着来,不用每次问我。这次你把那几个 camelCase 的改掉就行,"
         "其他的 review comment 我回头再补,今天下午还有个会。")),
    (D, ("刚发现 Sentry 里一堆 'UnicodeDecodeError: utf-8 codec can't decode byte 0xb0',"
         "都是客户上传的 CSV 引起的,应该是 GBK 编码的文件。以后凡是读用户上传的文件,"
         "都别假设是 UTF-8,先用 charset-normalizer 探测一下编码。"
         "眼下先把导入这个入口修好,然后把失败的那几百条数据重新导一遍。")),
    (D, ("接口文档我更新到 Confluence 了,但前端同学还是说字段对不上,"
         "查下来是返回里有的地方叫 userId,有的地方叫 user_id。"
         "JSON 返回的字段以后统一用 camelCase,数据库那层可以继续用 snake_case,"
         "序列化的时候转一下。你先把订单接口改了,其他接口下个迭代再说。")),
    (D, ("Makefile 越来越长了,今天我加了一个 make seed 的 target 用来灌测试数据。"
         "你刚才直接跑了 python scripts/seed.py,其实也能用,"
         "但以后能用 make target 的就都走 make,别直接调脚本,"
         "因为 make 里会先把环境变量加载好。好,接下来看看 seed 数据里那个重复的用户"
         "是怎么来的。")),
    (D, ("Dependabot 又提了十几个 PR,我挨个看了,大部分是 patch 版本,没啥风险。"
         "有条规矩你要记住:数据库驱动和 ORM 的升级永远不要自动合,哪怕只是 patch 版本,"
         "都要先在 staging 跑满一天。其他的你帮我把 CI 绿的都合了吧,红的先放着。")),
    (F, "我是做前端的"),
    (F, "线上跑在 GCP 上"),
    (F, "我们团队就三个人"),
    (F, "我用 Windows 开发"),
    (F, ("订单服务里那个 'always_retry: true' 的配置,我怀疑就是重复发邮件的原因,"
         "你先把它关掉看看。另外给你个背景:我们的用户基本都在海外,主要是东南亚,"
         "所以流量高峰在北京时间晚上八点到十二点,"
         "自动扩缩容的配置看着奇怪就是这个原因。")),
    (F, ("跟你说一下,我是这个项目唯一的后端,另外两个人做 iOS 和 Android,"
         "所以服务端的代码基本都是我自己写、自己 review。"
         "之前有人问为什么没有 CODEOWNERS 文件,就是因为没必要。"
         "今天想请你帮我看一下分页的 bug,第二页总是和第一页重复一条。")),
    (F, ("test_export_csv 每次新 clone 之后第一次跑必挂,第二次就过了,"
         "我猜是字体缓存懒加载的问题。另外你得知道,我们被锁在 Python 3.8 上,"
         "因为客户的服务器是 CentOS 7,他们 2026 年之前都不会升级。"
         "帮我在 fixture 里加一个预热的步骤吧,加完跑三遍看看还挂不挂。")),
    (F, ("报表的需求是财务部的王姐提的,她每个月 3 号要拿这些数据做月结,"
         "所以月初那几天报表服务出问题影响最大。这次的改动是把导出格式从 xls 换成 xlsx,"
         "她那边 Excel 版本太老,打不开新的公式。先改导出,再跑一下上个月的数据给我看看。")),
    (T, "今天别部署"),
    (T, "这次先跳过测试"),
    (T, "先回滚到上个版本"),
    (T, "把 README 的 typo 改了"),
    (T, "这周先别升级依赖"),
    (T, ("定时对账任务每次都卡在 'waiting for lock on table ledger_entries',"
         "从来没有一次跑完过,都是超时被 kill 掉的。"
         "我怀疑是白天有个长事务一直没提交。"
         "你帮我查一下 pg_stat_activity 里那个时间点是谁拿着锁,把结果贴给我。"
         "先别改任何代码,我想先看清楚是哪个服务。")),
    (T, ("你看这段:`if (retries = 3) { ... }`,这里写成了赋值,所以条件永远为真,"
         "每次都会走重试的分支。应该是之前谁手滑了。帮我改成 ===,补一个测试,"
         "然后往 release 分支提个 PR,今天让小李 review,这块代码他比我熟。")),
    (T, ("这次重构只动内部实现,client.py 里所有对外的函数签名一个都别改,"
         "哪怕名字很丑也先留着,v3 再统一清理。函数内部你随便改。"
         "先从重试那块开始,那里最乱,改完给我看 diff 再继续。"
         "要是有测试挂了,先停下来告诉我,别去改测试。")),
    (T, ("上周五的事故复盘一下:缓存一直没过期,因为 TTL 传的是毫秒,Redis 要的是秒,"
         "结果 key 活了十一天。大家一直以为单位是秒。线上缓存我已经手动清了。"
         "你根据 git log 和我上面贴的 Slack 记录,帮我整理一个时间线,放到复盘文档里。")),
    (T, ("lint 一直报 'E501 line too long',报的都是那个自动生成的文件,"
         "我加到 exclude 里了也没用,从来就没生效过。估计是 exclude 的写法不对。"
         "你看下 setup.cfg,把这个文件排除掉就行,其他配置我以后再自己整理,"
         "大概下个迭代吧。")),
    (C, "哈哈,牛啊"),
    (C, "我去倒杯咖啡"),
    (C, ("终于搞完了。说实话我从来没见过这么大的合并冲突,四十多个文件,居然一行都没丢。"
         "以前的同事总说 rebase 半年前的分支是不可能的,我还真信了。"
         "我先去吃点东西,发会儿呆。真的谢谢你陪我磨了一下午。")),
    (C, ("刚从杭州的技术大会回来,还有点累。有个分享讲他们的 CI 每到周五就挂,"
         "最后发现是时区的 bug,听得我特别有共鸣。上周一声不吭消失了一周,不好意思。"
         "回来了,让我先看看上次做到哪了,顺便把积压的消息过一遍。")),
    (Q, "为什么用 pnpm?"),
    (Q, "Node 用哪个版本?"),
    (Q, ("问一下昨天那个报错。日志里写的是 'worker never started: port 8080 already in "
         "use',可是 8080 上应该什么都没有,dev server 在 3000。"
         "是 macOS 上的 Docker Desktop 占了这个端口,还是之前某次运行留下的僵尸进程?"
         "我要怎么判断是哪个?用 lsof 查,还是去 Docker 的设置里看?")),
    (Q, ("我在看鉴权的中间件,发现它每次请求都会调用 refresh_token(),哪怕 token 还很新。"
         "这是故意的吗?我以为应该是快过期前五分钟才刷新,"
         "也许是为了处理服务之间的时钟偏差?要是改掉的话会坏什么,手机端会不会受影响?")),
)
JA_FRESH_20: tuple[tuple[str, str], ...] = (
    (D, "返事はいつも日本語で"),
    (D, "敬語はいらないです"),
    (D, "main に直 push は禁止"),
    (D, "コミットは英語で"),
    (D, "パッケージは pnpm 固定で"),
    (D, "変数名は省略しないで"),
    (D, "型ヒントは必ず付けて"),
    (D, ("さっき書いてもらったテスト、sleep(2) で非同期処理を待ってますよね。CI だと"
         "たまに間に合わなくて、'AssertionError: expected 1 call, got 0' で落ちてました。"
         "今後テストでは固定の sleep は使わず、イベントかポーリングで待つように"
         "してください。とりあえずこのテストだけ直してもらえれば、残りは僕が見ます。")),
    (D, ("昨日の障害、原因は YAML の設定ファイルで 'NO' が false として読まれてたこと"
         "でした。ノルウェーの国コードです。笑えない。これからは YAML で文字列を書く"
         "ときは必ずクォートしてください、特に国コードや yes/no みたいなやつ。"
         "今日は countries.yml を全部見直すところまでお願いします。")),
    (D, ("レビューで山田さんから、エラーメッセージが英語と日本語で混ざってると"
         "指摘されました。確かに「ファイルが見つかりません」と 'Invalid token' が"
         "並んでる。ユーザーに出すエラー文言は日本語、ログに出すものは英語、というのを"
         "うちのルールにしたいので、今後はそれで書いてください。今回の PR では auth "
         "まわりだけ直せば OK です。")),
    (D, ("Docker のビルドが毎回 8 分かかってて、見たら COPY . . が依存のインストールより"
         "前にあるせいでキャッシュが毎回外れてました。今後 Dockerfile を書くときは、"
         "依存のインストールを先にして、ソースのコピーは最後にしてください。"
         "今日は worker のイメージだけ直して再ビルドお願いします。")),
    (D, ("マイグレーションをロールバックしようとしたら down が空っぽで戻せませんでした。"
         "結局手で ALTER TABLE を流して復旧。マイグレーションを書くときは必ず down も"
         "書いて、ローカルで up→down→up を一回通してから見せてください。これは毎回の"
         "ルールで。で、今日は通知テーブルの追加をお願いします。")),
    (D, ("API のレスポンスが遅いって問い合わせがあって、調べたら N+1 でした。注文一覧で"
         "1 件ごとに商品を取ってて、100 件で 101 クエリ。ORM でリレーションを辿るときは"
         "いつも select_related か prefetch_related を検討して、PR の説明にクエリ数を"
         "書いてください。まずは注文一覧を直しましょう。")),
    (D, ("feature flag の件、LaunchDarkly の管理画面を見たら使われてないフラグが"
         " 40 個以上残ってました。整理は来週やります。それとは別に、これから新しく"
         "フラグを追加するときは、必ず削除予定日をフラグの description に書いて"
         "おいてください。今日はチェックアウトの新 UI をフラグの裏に入れるところまで"
         "お願いします。")),
    (F, "本番は AWS の東京リージョン"),
    (F, "僕はインフラ担当です"),
    (F, "チームは5人です"),
    (F, "検証環境は毎晩リセット"),
    (F, ("ログイン画面の文言を少し直してください、「パスワードを忘れた」のリンクが"
         "小さすぎるって言われたので。あと背景として覚えておいてほしいんですが、"
         "うちのユーザーは 60 代以上が中心で、IT に詳しくない人がほとんどです。"
         "だからボタンは大きめ、文言は丁寧めになってます。")),
    (F, ("このリポジトリは元々外注先が作ったもので、2年前にうちが引き取りました。"
         "だからコメントがベトナム語だったり、命名がバラバラだったりします。"
         "その前提で読んでください。今日は決済モジュールの always_capture という"
         "フラグが何をしているのか調べてほしいです。")),
    (F, ("僕は普段 Go を書いていて、TypeScript はほぼ初めてです。なので型まわりで"
         "変なことを聞くかもしれません。今日はこの React コンポーネントの props の"
         "型エラー、'Type string is not assignable to type never' を一緒に見て"
         "ほしいです。なんで never になるのか全然分からなくて。")),
    (F, ("この前の定例で、来月から本番の DB を RDS から Aurora に移すことが決まりました。"
         "なので RDS 固有の機能に依存するコードはなるべく増やしたくないです。"
         "今日はとりあえず、接続プールの設定を環境変数から読めるようにしてください。"
         "移行作業そのものはインフラチームがやります。")),
    (T, "今日はデプロイしないで"),
    (T, "テストは今回スキップで"),
    (T, "さっきのコミット戻して"),
    (T, "この typo だけ直して"),
    (T, "今週は依存を上げないで"),
    (T, ("夜間バッチがいつもステップ3で落ちます。エラーは 'Connection reset by peer' で、"
         "3日連続です。ステップ3は S3 にアップロードするところ。ネットワークの問題"
         "かもしれないので、uploader.py のリトライ回数とタイムアウトが今いくつに"
         "なっているか見てもらえますか。")),
    (T, ("このコード見てください:`while (true) { if (done) break; }` で done が絶対に"
         " true にならないので、ワーカーが永遠に回り続けて CPU 100% になってました。"
         "誰かがデバッグ用に書き換えたまま残したっぽい。done をちゃんと更新するように"
         "直して、テストを足して、release ブランチに PR を出してください。")),
    (T, ("今回のリリースまでは新しい依存を追加しないでください、セキュリティ審査が"
         "終わるのが来月なので。標準ライブラリでできることはそれでやって、どうしても"
         "必要なら相談して。今日は CSV のパーサーを自前で書いてもらうことに"
         "なりそうです。")),
    (T, ("昨日のリリース、いつもなら 10 分で終わるのに今回は 1 時間以上かかりました。"
         "ログを見ると 'never became healthy' と出て、ヘルスチェックでロールアウトが"
         "止まってたみたいです。新しいコンテナの起動が遅かったのが原因っぽい。"
         "タイムラインをまとめて、振り返りのドキュメントに貼ってもらえますか。")),
    (T, ("ESLint が 'no-console' を生成ファイルに対して出し続けてて、.eslintignore に"
         "入れても一度も効いたことがありません。パターンの書き方が悪いんだと思う。"
         "設定を見て、その生成ファイルだけ除外されるように直してください。"
         "ほかの設定は後で自分で整理します。")),
    (C, "今日はここまで、おつかれ"),
    (C, "うわ、速い!"),
    (C, ("やっと終わった…。正直こんなに大きいコンフリクトは見たことがなくて、40 ファイル"
         "以上あったのに何も失わずに済みました。前の会社では半年放置したブランチの"
         "リベースは絶対無理っていつも言われてたので、ちょっと感動してます。"
         "ご飯食べてきます、付き合ってくれて本当にありがとう。")),
    (C, ("福岡の勉強会から帰ってきました、まだちょっと疲れてます。CI が毎週金曜日に"
         "必ず落ちるって話をしてる人がいて、原因がタイムゾーンだったらしく、すごく"
         "身に覚えがありました。一週間何も言わずに消えててすみません。どこまで"
         "やったか読み返すので少し待ってください。")),
    (Q, "なんで pnpm なの?"),
    (Q, "Node のバージョンは?"),
    (Q, ("昨日のエラーについて質問です。ログには 'worker never started: port 8080 "
         "already in use' と出ているんですが、8080 は何も使ってないはずで、開発サーバー"
         "は 3000 です。macOS の Docker Desktop がこのポートを押さえてるのか、前の実行の"
         "ゾンビプロセスなのか、どっちだと思いますか?どうやって見分ければいいですか?")),
    (Q, ("認証のミドルウェアを読んでいて、トークンがまだ新しくても毎回 refresh_token() "
         "を呼んでいることに気づきました。これって意図的ですか?期限の5分前から"
         "リフレッシュする想定だと思ってたんですが、サービス間の時刻ずれ対策とか、"
         "何か理由があるのかも。変えたら何が壊れますか?")),
)

__all__ = ["EN_FRESH_20", "JA_FRESH_20", "ZH_FRESH_20"]
