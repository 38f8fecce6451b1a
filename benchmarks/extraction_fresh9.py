"""The extraction set's ninth fresh round (#24): an unseen round for the rules as they stand.

120 sentences, 40 a language (14 directives, 8 facts about the user or the project,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Written around what the earlier rounds had few of. Facts say where an external resource
is (a runbook on Confluence under OPS/Payments, bugs in the Linear project MOB, a staging
URL, "监控面板在 Grafana 的 payments 看板上", the PagerDuty rota, an incident group in
Feishu, a folder on the shared drive, "仕様書は Notion の『決済』ページ", designs in
Figma, the Slack channel incidents flow into); who the user is, said in passing (a name
and what to call them, pronouns, a time zone given as an offset, seniority and what is
being learnt, what they are bad at, their manager and the team's size); and project
decisions with a date or an owner (a holiday freeze, a migration deadline, a vendor
contract not renewed, a deprecation, a name settled in a meeting). Directives are about
how the user wants to be talked to, said many ways: "I prefer...", "Keep replies to...",
"回答先给结论", "結論から先に", code before explanation, no recap at the end, no emoji,
colleague not customer, guess and say what was assumed rather than ask, plain words,
numbered steps, narrow code blocks for a phone, bluntness, one language for talk and
another for code; and two rules tied to a resource (link the Figma frame, write
incidents up on Confluence). Many carry their reason or a fact in a second clause, and a
few have no final punctuation. The temporary sentences are look-alikes of each: a board
to look at now because something is off, one answer as a table, "for this demo call me
Dr. Lee", a naming decision for one ticket only, the runbook opened for today's failed
deploy, no recap this once, a status update to paste into the incident channel, full
detail this once for a manager. The chit-chat mentions the same tools; the questions ask
where the resources are, when the deadlines fall and who is on call. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_9: tuple[tuple[str, str], ...] = (
    (D, "I prefer the answer up front and the reasoning after, if at all."),
    (D, "Keep replies to a few sentences unless I ask you to go deeper."),
    (D, "Code first, explanation after; honestly I mostly just read the code."),
    (D, "Don't end every reply with a recap of what you just said"),
    (D, "Leave out the emoji and the exclamation marks, they make you sound like a sales email."),
    (D, "Talk to me like a colleague, not a customer, so no 'Great question!' openers."),
    (D, "When something's ambiguous, make your best guess, tell me what you assumed, and go on."),
    (D, "Explain infra things in plain words rather than jargon, I come from the frontend side."),
    (D, "numbered steps whenever you walk me through something in the terminal"),
    (D, "I read your replies on my phone between meetings, so keep code blocks narrow."),
    (D, "Link the Figma frame in the PR description whenever you change a screen."),
    (D, "If you write up an incident, it goes on Confluence under OPS/Incidents, not in the repo."),
    (D, "You can be blunt with me; I'd rather hear an idea is bad than get a polite maybe."),
    (D, "Write to me in German, but keep code, comments and commit messages in English."),
    (F, "The payments runbook lives on Confluence, under OPS/Payments."),
    (F, "Bugs for the app are tracked in the Linear project MOB, not in GitHub issues."),
    (F, "staging is at staging.kettle.dev, behind the office VPN"),
    (F, "I'm Margaret, Mags to everyone, and my pronouns are she/her."),
    (F, "I'm about a year into my first dev job and still learning how Kubernetes fits together."),
    (F, "I report to Tomás, and it's just the four of us, so everyone touches everything."),
    (F, "We agreed in Tuesday's sync to call the new service Ledger, not Billing v2."),
    (F, "The holiday code freeze runs December 15 to January 5; Dana from release signed off."),
    (T, "Check the Grafana board for checkout, latency has looked off since noon."),
    (T, "give me this one as a table, with columns for cost and effort"),
    (T, "For this demo, call me Dr. Lee and keep it formal."),
    (T, "On MOB-412 only, keep the old field name; the rename can get its own ticket."),
    (T, "The deploy just failed, so open the Confluence runbook and walk me through the rollback."),
    (T, "Skip the recap at the end of this one, I'm in a hurry"),
    (T, "Draft a status update I can paste into #incidents about this morning's outage."),
    (T, "Go into full detail on this one, I have to explain it to my manager tomorrow."),
    (C, "lol the Grafana board looks like a Christmas tree right now"),
    (C, "Morning! Coffee first, then payments."),
    (C, "Ha, the Figma file has more comments than our codebase."),
    (C, "Three standups already and it's not even eleven."),
    (C, "ok that table was genuinely nice"),
    (Q, "Where's the payments runbook again, Confluence or the wiki?"),
    (Q, "Do bugs go in Linear or in GitHub issues here?"),
    (Q, "when does the code freeze start"),
    (Q, "Is the staging URL still the old one?"),
    (Q, "Who's on call this week, do you know?"),
)
ZH_FRESH_9: tuple[tuple[str, str], ...] = (
    (D, "回答先给结论,理由放后面,没必要的话可以不写。"),
    (D, "回复控制在几句话以内,除非我让你展开讲。"),
    (D, "先贴代码再解释,说实话我一般只看代码。"),
    (D, "别每次回复最后都把刚才说的再总结一遍"),
    (D, "别用表情,感叹号也少用,看着像营销邮件。"),
    (D, "跟我说话当同事就行,不用客套,别来“好问题!”那一套。"),
    (D, "遇到不明确的地方,你按最合理的理解先做,告诉我你假设了什么就行。"),
    (D, "讲运维的东西请用大白话,少用术语,我是做前端出身的。"),
    (D, "教我在终端里操作的时候,步骤要编号"),
    (D, "我一般在会议间隙用手机看你的回复,所以代码块别写太宽。"),
    (D, "改了页面的话,PR 描述里要附上对应的 Figma 链接。"),
    (D, "写事故复盘要放到 Confluence 的 OPS/Incidents 下面,别放仓库里。"),
    (D, "有话直说,我的方案不行就直接说不行,别绕弯子。"),
    (D, "跟我聊天用中文就行,但代码、注释和提交信息一律用英文。"),
    (F, "支付的监控面板在 Grafana 的 payments 看板上。"),
    (F, "值班表放在 PagerDuty 上,每周一自动轮换。"),
    (F, "线上故障都在飞书的“线上事故”群里通报。"),
    (F, "合同、报价这些文件都在共享盘的“商务/2025”文件夹里。"),
    (F, "我人在悉尼,比北京时间早两到三个小时,看夏令时"),
    (F, "我算是组里最资深的,不过前端很菜,CSS 基本靠猜。"),
    (F, "数据库从 MySQL 迁到 PostgreSQL,定在 6 月 30 日前完成,老周负责。"),
    (F, "短信服务商的合同年底到期,法务那边已经决定不续了。"),
    (T, "你看一下 Grafana 里结算那个看板,从中午开始延迟就不太对。"),
    (T, "这个给我整理成表格吧,列出成本和工作量"),
    (T, "这次演示的时候叫我李博士,语气正式一点。"),
    (T, "MOB-412 这个单子先保留旧字段名,改名另开一个单子再说。"),
    (T, "发布刚失败了,打开 Confluence 上的 runbook,带我过一遍回滚步骤。"),
    (T, "这次就别在最后总结了,我赶时间"),
    (T, "帮我起草一条今早故障的进展通报,我贴到飞书群里。"),
    (T, "这个问题讲细一点,我明天要跟领导解释。"),
    (C, "Grafana 现在一片红,跟过年似的,哈哈"),
    (C, "早!先喝口咖啡再搞支付。"),
    (C, "哈,Figma 里的评论比代码还多。"),
    (C, "今天已经开了三个站会了,还不到十一点。"),
    (C, "刚才那个表格做得真不错"),
    (Q, "支付的 runbook 在哪来着,Confluence 还是 wiki?"),
    (Q, "我们的 bug 是记在 Linear 还是 GitHub issues?"),
    (Q, "数据库迁移的截止日期是哪天"),
    (Q, "共享盘里放合同的文件夹叫什么来着?"),
    (Q, "这周谁值班,你知道吗?"),
)
JA_FRESH_9: tuple[tuple[str, str], ...] = (
    (D, "結論から先に言ってください。理由はそのあとで、なくてもいいです。"),
    (D, "返事は数行に収めてね、詳しく聞いたときだけ長くていいから。"),
    (D, "コードが先、説明はあとで。正直コードしか読まないので"),
    (D, "毎回最後にまとめを付けるのはやめてください。"),
    (D, "絵文字もビックリマークも使わないでほしいです、広告メールみたいになるので。"),
    (D, "お客さん扱いじゃなくて同僚として話してください、「いい質問ですね!」は不要です。"),
    (D, "曖昧なところは聞かずに一番妥当な解釈で進めて、何を仮定したかだけ教えてください。"),
    (D, "インフラの話は専門用語より普通の言葉で説明してほしいです、フロント出身なので。"),
    (D, "ターミナルでの手順を説明するときは番号付きで"),
    (D, "返信はたいてい会議の合間にスマホで読むので、コードブロックの幅は狭めにしてください。"),
    (D, "画面を変えたときは、PR の説明に Figma のフレームへのリンクを貼ること。"),
    (D, "障害の振り返りは Confluence の OPS/Incidents に書いて、リポジトリには置かないで。"),
    (D, "遠慮はいらないので、ダメな案ははっきりダメと言ってください。"),
    (D, "私とのやりとりは日本語でいいですが、コードとコメントとコミットメッセージは英語で。"),
    (F, "仕様書は Notion の『決済』ページにまとめてあります。"),
    (F, "デザインは全部 Figma の「アプリ v3」というファイルに入っています。"),
    (F, "障害の通知は Slack の #incident チャンネルに流れてきます。"),
    (F, "佐藤健です、社内ではだいたい「サトケン」と呼ばれています。"),
    (F, "入社二年目で、Go はまだ勉強中です。"),
    (F, "上司は山本さんで、チームは私を入れて六人です。"),
    (F, "旧 API は 9 月末で廃止することが、先週の定例で決まりました。"),
    (F, "今はシンガポールに住んでいるので、日本より一時間遅れです"),
    (T, "Grafana の決済ボードを見てみて、昼から何かおかしい。"),
    (T, "これは表にしてもらえますか、コストと工数の列で"),
    (T, "デモの間だけ、私のことは「リー博士」と呼んでください。"),
    (T, "MOB-412 に限っては古いフィールド名のままにして、改名は別チケットでやります。"),
    (T, "デプロイが失敗したので、Notion の手順書を開いてロールバックの手順を一緒に確認させて。"),
    (T, "今回は最後のまとめはいらないです、急いでるので"),
    (T, "今朝の障害について、#incident に貼る報告文の下書きをお願いします。"),
    (T, "この件はいつもより詳しく説明してください、明日上司に説明しないといけないので。"),
    (C, "Grafana が真っ赤でクリスマスツリーみたい、笑"),
    (C, "おはようございます、まずはコーヒーから。"),
    (C, "Figma のコメントがコードより多くて笑う"),
    (C, "今日もう朝会三つ目です、まだ十一時前なのに。"),
    (C, "さっきの表、すごく見やすかったです"),
    (Q, "決済の手順書ってどこにありましたっけ?"),
    (Q, "バグは Linear と GitHub の issue、どっちに登録すればいいですか?"),
    (Q, "旧 API の廃止っていつでしたっけ"),
    (Q, "ステージングの URL って変わりました?"),
    (Q, "今週のオンコール担当は誰か分かりますか?"),
)

__all__ = ["EN_FRESH_9", "JA_FRESH_9", "ZH_FRESH_9"]
