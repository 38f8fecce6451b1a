"""The extraction set's thirty-first fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, from many kinds of users: backend, frontend,
data and mobile developers, a game studio, firmware engineers, an operations team, a
security-minded service, students and teachers, a paralegal, a novelist, an accountant, a
baker and an online shop owner. About two thirds are single sentences, the rest messages
of two or three. Directives cover code style (no magic numbers in balance code, Decimal
for money, no `any`, no `!!`, one component a file, f-strings), data and notebooks
(restart and run all, units on every axis, no personal columns in analysis views),
operations (images pinned by digest, a plan or a diff before apply, no request bodies in
logs, no hand-edited migrations), embedded work (nothing that allocates or logs inside an
interrupt), writing for people (British spelling, a grade-six reading level, statute
sections cited, amounts in figures and in Chinese capitals, a fixed rendering of "shall",
hints before answers) and how the agent talks (short replies, an example before a
definition, Traditional characters, jargon explained on first use). Facts are who the user
is and how they work (a dyslexic reader, a left-hand disability, a Tuesday-and-Thursday
coder), who uses the product (people over seventy, greenhouses without a network) and
history or constraints the code does not show (a payment provider changed, a contract that
fixes a vendor, a retired Hive, a Heroku move, a package near its 4 MB limit, a yearly
security re-assessment). Temporary items are one-off tasks and instructions scoped to now (just this
once, for now, while the CI runners or staging are down, until Friday, this branch only,
for a demo, today). Chit-chat is thanks, reactions, greetings and grumbles; questions ask
about languages, tools, the law and the project's own past choices. Each language's forty
were written on their own, not translated from another, in registers from lowercase
fragments to polite business Japanese, with a few Traditional Chinese items among the
Simplified. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_31: tuple[tuple[str, str], ...] = (
    (D, "When you write SQL for me, put every JOIN on its own line."),
    (D, "going forward, cite the section number whenever you summarize a statute for me"),
    (D, ("I prefer British spelling in whatever you write for me, so colour and organise, "
         "not color and organize.")),
    (D, ("Please never edit the files under proto/gen by hand. Change the .proto file and "
         "regenerate them.")),
    (D, "If a firmware function can be called from an interrupt, say so in the comment above it."),
    (D, ("My rule is no magic numbers in the balance code. Every damage value and cooldown "
         "belongs in the tuning sheet.")),
    (D, "Every time you change a Terraform module, show me the plan before you call it done."),
    (D, "we always pin docker base images by digest, never by tag"),
    (D, ("Keep the worksheets you make for my class at about a sixth-grade reading level. "
         "Short sentences, no idioms.")),
    (D, "Don't log request bodies in the auth service; they can contain passwords."),
    (D, "In notebooks, restart the kernel and run all cells before you report a number to me."),
    (D, "keep replies under ten lines unless i ask for the long version"),
    (D, "Use Decimal for money in the invoicing app, never floats."),
    (D, ("Every new iOS screen has to work with Dynamic Type at the largest size. Check that "
         "before you tell me a screen is finished.")),
    (F, "I run a two-person bakery, and I built the online ordering site myself on weekends."),
    (F, ("I'm a paralegal, not a lawyer. Anything you help me draft still gets reviewed by "
         "an attorney before it goes out.")),
    (F, "We also ship on the Switch, so our memory budget is a lot tighter than on PC."),
    (F, ("The sensor boards run on a Cortex-M0 with 32 KB of flash. There's simply no room "
         "for printf.")),
    (F, "i'm dyslexic so big unbroken paragraphs are really hard for me to get through"),
    (F, ("Payments go through Adyen now. We left Stripe in 2022 when we expanded to the "
         "Netherlands.")),
    (F, ("The analytics team queries our event tables directly, so their dashboards depend "
         "on our column names.")),
    (F, "I'm writing a fantasy novel in Portuguese and translating it into English myself."),
    (T, "Rename the tmp column to raw_payload in the staging table."),
    (T, "For now, point the app at the staging API; the production keys haven't been issued yet."),
    (T, ("just this once, commit directly to main. the payment hotfix has to be live in "
         "ten minutes")),
    (T, ("While GitHub Actions is having an outage, run the suite on your side and just tell "
         "me what fails.")),
    (T, "Until Friday, nothing gets merged into the release branch without Dana's okay."),
    (T, "Draft a polite email to my landlord asking when the heating will be fixed."),
    (T, ("On this branch only it's fine to skip the snapshot tests. They're being rewritten "
         "next sprint anyway.")),
    (T, ("The jump in the platformer feels floaty. Try a higher gravity scale and a shorter "
         "hang time at the top.")),
    (T, "Can you turn these meeting notes into a list of action items with owners?"),
    (T, ("I'm on hotel wifi that blocks SSH today, so give me HTTPS clone URLs instead. "
         "Back to normal tomorrow.")),
    (C, "lol the test was green because it never actually ran"),
    (C, "Thanks, that's exactly what the client was asking for."),
    (C, "Morning! Rough night with the baby, but I'm here."),
    (C, "ugh, third merge conflict today and it's not even noon"),
    (Q, "How does the borrow checker decide when a reference is no longer in use?"),
    (Q, "Why do we have two different date libraries in package.json?"),
    (Q, "Is there a way to see which pods got OOM-killed in the last 24 hours?"),
    (Q, "What does the GDPR say about keeping server logs that contain IP addresses?"),
)
ZH_FRESH_31: tuple[tuple[str, str], ...] = (
    (D, "Python 里拼字符串一律用 f-string。老代码里的 % 写法碰到了也顺手改掉。"),
    (D, "接口里的金额统一用以分为单位的整数传,不要用小数。"),
    (D, "记得每次改完 Dockerfile 都先在本地 build 一遍再交给我。"),
    (D, "TS 里尽量别用 any。实在要用,就加一行注释说明原因。"),
    (D, "给我讲新概念的时候先举个例子,再讲定义。我直接看定义容易懵。"),
    (D, "今後回覆請一律用繁體中文,不要給我簡體。"),
    (D, "小程序里的图片全部走 CDN。包体积本来就紧张,别再往代码里塞图。"),
    (D, "中断服务函数里不准调用 malloc,也不要打日志。"),
    (D, "帮我起草合同的时候,金额要同时写阿拉伯数字和中文大写。"),
    (D, "我习惯 commit message 用中文写,前面带上 feat、fix 这类前缀。"),
    (D, "分析报告里的图表,坐标轴一定要标上单位。"),
    (D, "别再自动给我加 try-catch 把异常吞掉了。出错就让它直接抛出来,我要看到。"),
    (D, "凡是删库、清表的命令,先发给我看。我点头了你再执行。"),
    (D, "如果改到了公共组件,就在 PR 描述里列出会受影响的页面。"),
    (F, "我是做跨境电商的,店开在 Shopify 上。代码这块我基本不懂。"),
    (F, "我們公司在台中,客戶大多是傳統製造業的工廠。"),
    (F, "我们的游戏发在微信小游戏平台上,主包已经 3.8MB 了,离 4MB 的上限很近。"),
    (F, "我是高中信息技术老师,这些代码是上课给学生演示用的。"),
    (F, "我们的系统去年过了等保三级,之后每年都要复测一次。"),
    (F, "数据仓库现在是 ClickHouse,原来那套 Hive 已经下线了。"),
    (F, "我只有每周二和周四晚上有空写代码,白天都在上班。"),
    (F, "这批设备装在农业大棚里。现场基本没网,数据只能靠 LoRa 传回来。"),
    (T, "帮我把首页的轮播图换成一张静态大图。"),
    (T, "这次先别动数据库表结构,等产品那边确认了再说。"),
    (T, "测试服务器今天在维护。你先用本地的 mock 数据跑着。"),
    (T, "这个分支上 prettier 的检查可以先跳过。等重构完了我再统一格式化。"),
    (T, "帮我把这份起诉状里的错别字挑出来。"),
    (T, "周五之前只修 bug,新功能一律往后放。"),
    (T, "幫我把這段 Kotlin 翻成 Java,就這一次,專案本身還是用 Kotlin。"),
    (T, "先暂停往生产环境发布。监控那边还在查昨晚的告警。"),
    (T, "把学习率调到 3e-4 再训一轮,看看 loss 能不能降下来。"),
    (T, "给 README 加一段安装说明,写简单点就行。"),
    (C, "哈哈哈,折腾半天原来是少了个分号。"),
    (C, "今天加班到十点,人已经麻了。"),
    (C, "谢啦,老板那边总算能交差了。"),
    (C, "早啊,新的一天继续搬砖。"),
    (Q, "Rust 里的 Arc 和 Rc 到底有什么区别?"),
    (Q, "我们当初为什么选了 Flutter,而不是 React Native?"),
    (Q, "pandas 的 merge 和 join 哪个性能更好一点?"),
    (Q, "這個第三方 API 的 rate limit 是多少?"),
)
JA_FRESH_31: tuple[tuple[str, str], ...] = (
    (D, ("Kotlin の !! は使わないでください。"
         "null になりうるなら、その場合の処理を明示的に書いてほしいです。")),
    (D, ("専門用語が出てきたら、初出のところで一言説明を足してください。"
         "私はエンジニアではないので。")),
    (D, "マイグレーションファイルは手で編集しないこと。"),
    (D, "契約書の翻訳では、shall は必ず「〜するものとする」と訳してください。"),
    (D, "シェルスクリプトは bash ではなく POSIX sh で書くようにして。"),
    (D, ("学生向けの課題の解説では、いきなり答えを書かずにヒントから出してください。"
         "自分で考える時間を残したいので。")),
    (D, ("Unity の Update の中で毎フレーム new するのはやめてください。"
         "GC が走ってカクつきます。")),
    (D, "画面の文言は必ず i18n のキー経由にして、直書きしないでね。"),
    (D, "本番の Kubernetes に apply する前には、毎回 diff を見せてください。"),
    (D, "個人情報を含むカラムは、分析用のビューに出さないこと。"),
    (D, ("いつもお世話になっております。今後、見積書のドラフトには税込と税抜の両方の金額を"
         "記載していただきますよう、お願いいたします。")),
    (D, "うちのチームでは、PR のタイトルに必ずチケット番号を入れることになっています。"),
    (D, "例外メッセージは英語で書いて、ユーザーに見せる文言とは分けるようにしてください。"),
    (D, "React のコンポーネントは1ファイルに1つでお願いします。"),
    (F, ("私は小さな会計事務所を一人でやっていて、"
         "プログラミングは Excel のマクロくらいしか経験がありません。")),
    (F, "弊社の基幹システムは COBOL で、夜間バッチの結果を CSV で受け取っています。"),
    (F, "左手に障害があります。複雑なキーボードショートカットはほとんど使えません。"),
    (F, "このアプリの利用者は、ほとんどが70代以上の方です。"),
    (F, "決済代行は GMO ペイメントゲートウェイと契約していて、契約上あと一年は変えられません。"),
    (F, "大学院で言語学を研究していて、Python はコーパスの処理にしか使ったことがありません。"),
    (F, ("ゲームサーバーは韓国のパブリッシャーが運営しています。"
         "こちらから見られるのはログだけです。")),
    (F, "以前は Heroku で動かしていましたが、無料枠がなくなったのを機に Render へ移しました。"),
    (T, "README に残っている誤字を拾って直しておいてください。"),
    (T, ("今日だけ、返事は英語でお願いします。"
         "午後に英語の打ち合わせがあるので、頭を慣らしておきたくて。")),
    (T, "ステージング環境が落ちている間は、ローカルの docker compose で動作確認してください。"),
    (T, "とりあえずこのテストは skip にしといて。原因は明日調べる。"),
    (T, "金曜までは main へのマージを止めておいてください。"),
    (T, "このグラフ、縦軸を対数にして描き直してもらえますか。"),
    (T, ("先方に送るお詫びメールの文面を考えてください。"
         "納品が二日遅れる件です。")),
    (T, "このブランチに限っては、型チェックのエラーは後回しで構いません。"),
    (T, "来週のデモ用に、ダミーのユーザーを50人分作っておいてください。"),
    (T, ("ESP32 がスリープから戻るのに2秒くらいかかっています。"
         "原因を調べてもらえますか。")),
    (C, "やっと終わったー、お疲れさまでした。"),
    (C, "うわ、本番でも同じバグ出てた…"),
    (C, "あー、そういう仕組みだったんですね。すっきりしました。"),
    (C, "今日は花粉がひどくて全然集中できません。"),
    (Q, "Rust の所有権って、GC と比べて何がうれしいんですか?"),
    (Q, "この設定ファイル、YAML と TOML のどっちにするのがいいでしょう?"),
    (Q, "このプロジェクト、なんで状態管理に Redux を選んだんでしたっけ?"),
    (Q, "Docker のマルチステージビルドって、イメージサイズにどのくらい効きますか?"),
)

__all__ = ["EN_FRESH_31", "JA_FRESH_31", "ZH_FRESH_31"]
