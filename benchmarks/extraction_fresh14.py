"""The extraction set's fourteenth fresh round (#24): autonomy, and rules from outside the code.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Two themes. First, how much the agent may do on its own: what it may do without asking
(edits, tests, local commits, renames), what it must ask about first (pushing, anything
that changes behaviour), when to stop and check in (a change past five files, a test that
fails twice for no known reason), and what it must never do itself (deploy to production,
delete branches, tags or cloud resources). Second, constraints that come from outside the
code: privacy and compliance (no real customer data in prompts to outside models, a HIPAA
checklist, tracking only after cookie consent, a data protection officer, EU data
residency, a SOC 2 audit), licences (MIT, BSD or Apache only, no GPL or AGPL), budgets (a
monthly cloud budget, a cost estimate with every managed service), security policy (never
paste a secret, private buckets, keys rotated every 90 days), accessibility (WCAG AA),
supported browsers written into a contract, and an uptime SLA. The temporary items are
look-alikes on the same topics with a scope (during this incident, during the release
freeze, while I'm on vacation next week, until Monday, for this customer's pilot, in this
hotfix, this release only, this afternoon), several granting or taking away autonomy for
that scope only, plus two one-off checks (GPL dependencies in package.json, WCAG AA on a
signup form). The chit-chat stays on audits, bills, legal and a rollback; the questions
ask about the LGPL, GDPR and how often to check in, and one per language is a polite
request asked as a question ("Could you always…?", "你能每次…吗?", "〜してもらえますか?"),
which stays a question as the design part labels it. The English is a tech lead's plain
register, the Chinese a workplace register (一律, 务必, 凡是), the Japanese polite business
Japanese (〜てください, 〜こと, 構いません). Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_14: tuple[tuple[str, str], ...] = (
    (D, ("You may edit, run tests and make local commits without asking; pushing is always "
         "my call.")),
    (D, "If a change would touch more than five files, stop and show me the plan first."),
    (D, "Never deploy anything to production yourself, not even a one-line config change."),
    (D, ("When the same test fails twice and you can't say why, stop and check in with me "
         "instead of trying a third fix.")),
    (D, ("Renames and typo fixes you can just do. Anything that changes behaviour, ask me "
         "before you start.")),
    (D, "Don't delete branches, tags or cloud resources on your own; list them and let me decide."),
    (D, "Never paste real customer records into a prompt for an outside model; make up examples."),
    (D, "Dependencies must be MIT, BSD or Apache licensed. Nothing GPL or AGPL, no exceptions."),
    (D, ("Every new screen has to meet WCAG AA: enough contrast, full keyboard navigation and a "
         "label on every control.")),
    (D, ("Never paste a secret into chat, an issue or a commit message; name the vault entry "
         "instead.")),
    (D, "Storage buckets stay private. Don't make one public, not even for a quick test."),
    (D, "Before you suggest a new managed cloud service, give me a rough monthly cost estimate."),
    (D, ("Any change to the patient tables gets checked against the HIPAA checklist in "
         "docs/compliance before you call it done.")),
    (D, ("Analytics code goes behind the cookie consent check; nothing may track a user who "
         "hasn't said yes.")),
    (F, "We're a healthcare startup, so everything that touches patient data falls under HIPAA."),
    (F, "Our cloud budget is 3,000 euros a month, and finance gets an alert at 80 percent."),
    (F, ("We support the last two versions of Chrome, Firefox, Safari and Edge; that's written "
         "into the customer contract.")),
    (F, "Our contract promises 99.9% uptime for the public API, with service credits if we miss."),
    (F, "Besides coding I'm our data protection officer, so every GDPR request lands on my desk."),
    (F, ("Customer data is stored only in our Frankfurt region; every contract promises it stays "
         "in the EU.")),
    (F, "The security team rotates all production keys every 90 days."),
    (F, "We passed our SOC 2 audit in May, and the next one is in November."),
    (T, ("During this incident you can restart pods without asking me; just tell me after each "
         "one.")),
    (T, "While the release freeze lasts, don't merge anything into main, not even small fixes."),
    (T, ("I'm on vacation next week, so put your questions in one file and Sam will go through "
         "it on Friday.")),
    (T, "Until Monday, don't start any GPU instances; we're close to this month's budget."),
    (T, ("For this customer's pilot only, you may log full request bodies; their data is all "
         "synthetic.")),
    (T, "In this hotfix, change only the payment handler and leave everything else alone."),
    (T, "This release only, leave the Firefox layout bug in; we'll fix it properly in 3.2."),
    (T, "I'm in meetings all afternoon, so you can push to the feature branch yourself today."),
    (T, "Check package.json for GPL-licensed dependencies and list any you find."),
    (T, "Run an accessibility check on the signup form and tell me what fails WCAG AA."),
    (C, "Phew, the auditors signed everything off. I can finally breathe again."),
    (C, "Ha, our cloud bill went down by a third this month."),
    (C, "Meetings with legal always take twice as long as planned."),
    (C, "That rollback was fast, nice work."),
    (Q, "Is an LGPL library okay for us if we only link to it dynamically?"),
    (Q, "Does GDPR count an IP address as personal data?"),
    (Q, "Should I make you ask me before every commit, or is that overkill?"),
    (Q, "Could you always run the accessibility linter before you hand me a UI change?"),
)
ZH_FRESH_14: tuple[tuple[str, str], ...] = (
    (D, "改代码、跑测试、本地 commit 都不用问我,push 一律由我来定。"),
    (D, "一次改动要是超过五个文件,先停下来把方案给我看。"),
    (D, "生产环境永远别自己部署,哪怕只改一行配置也不行。"),
    (D, "同一个测试连续失败两次又说不清原因,就别再试第三次了,先来找我。"),
    (D, "改变量名、修错别字这种直接做;凡是会改变行为的,动手之前先问我。"),
    (D, "分支、tag 和云上的资源都别自己删,列个清单让我决定。"),
    (D, "真实的客户数据务必不要贴进发给外部模型的 prompt,例子自己编。"),
    (D, "依赖只能用 MIT、BSD 或 Apache 协议的,GPL 和 AGPL 一律不要。"),
    (D, "所有新页面都要达到 WCAG AA:对比度够、能全程用键盘操作、每个控件都有标签。"),
    (D, "密钥绝对不要贴到聊天、issue 或 commit 信息里,写明是保险库里哪一条就行。"),
    (D, "存储桶一律私有,哪怕临时测一下也不许设成公开。"),
    (D, "推荐新的云托管服务之前,先给我估一下每个月大概要花多少钱。"),
    (D, "凡是动到病人数据表的改动,收尾前都要对照 docs/compliance 里的 HIPAA 清单过一遍。"),
    (D, "统计代码必须放在 cookie 同意检查后面,用户没同意就什么都不许追踪。"),
    (F, "我们是一家医疗初创公司,凡是碰到病人数据的都归 HIPAA 管。"),
    (F, "我们的云预算是每月两万块,花到八成财务那边就会收到告警。"),
    (F, "我们支持 Chrome、Firefox、Safari 和 Edge 的最近两个版本,这是写进客户合同里的。"),
    (F, "合同里承诺公开 API 的可用性是 99.9%,达不到要给客户返服务费。"),
    (F, "我除了写代码还兼任公司的数据保护官,GDPR 相关的请求都落到我头上。"),
    (F, "客户数据只存放在法兰克福区域,每份合同都承诺数据不出欧盟。"),
    (F, "安全团队每 90 天会把生产环境的密钥全部轮换一次。"),
    (F, "我们五月刚通过 SOC 2 审计,下一次在十一月。"),
    (T, "这次故障处理期间,重启 pod 不用问我,每重启一个跟我说一声就行。"),
    (T, "封版期间别往 main 合任何东西,小修复也不行。"),
    (T, "我下周休假,有问题都记到一个文件里,周五小张会统一看。"),
    (T, "周一之前别开任何 GPU 实例,这个月的预算快用完了。"),
    (T, "仅限这家客户试点期间,可以把完整的请求体打进日志,他们的数据都是造的。"),
    (T, "这个 hotfix 只改支付那一个 handler,别的都别碰。"),
    (T, "这个版本先别修 Firefox 的排版问题,留到 3.2 再好好修。"),
    (T, "我今天下午一直在开会,功能分支你可以自己 push。"),
    (T, "帮我查一下 package.json 里有没有 GPL 协议的依赖,有的话列出来。"),
    (T, "把注册表单做一遍无障碍检查,告诉我哪些地方不符合 WCAG AA。"),
    (C, "呼,审计那边全签完了,终于能喘口气了。"),
    (C, "哈,这个月云账单降了三分之一。"),
    (C, "跟法务开会永远比预计的长一倍。"),
    (C, "回滚做得真快,辛苦了。"),
    (Q, "如果只是动态链接,LGPL 的库我们能用吗?"),
    (Q, "按 GDPR 的说法,IP 地址算个人数据吗?"),
    (Q, "让你每次 commit 之前都先问我,是不是有点过了?"),
    (Q, "你能每次交 UI 改动之前都跑一下无障碍 lint 吗?"),
)
JA_FRESH_14: tuple[tuple[str, str], ...] = (
    (D, ("コードの編集、テストの実行、ローカルでのコミットは確認なしで構いません。"
         "push だけは必ず私が判断します。")),
    (D, "変更が5ファイルを超えそうなときは、いったん手を止めて先に方針を見せてください。"),
    (D, "本番へのデプロイはご自身では絶対に行わないでください、設定を1行変えるだけでもです。"),
    (D, ("同じテストが原因不明のまま2回続けて落ちたら、3回目を試す前に"
         "私に相談してください。")),
    (D, ("変数名の変更や誤字の修正はそのまま進めてもらって構いませんが、"
         "挙動が変わるものは着手前に聞いてください。")),
    (D, ("ブランチ、タグ、クラウドのリソースは自分で削除せず、"
         "一覧にして私に判断させてください。")),
    (D, ("実際の顧客データは外部モデルへのプロンプトに絶対に貼らないこと、"
         "例は架空のものを使ってください。")),
    (D, "依存ライブラリは MIT、BSD、Apache ライセンスのものに限ります、GPL と AGPL は不可です。"),
    (D, ("新しい画面はすべて WCAG AA 準拠とし、コントラスト、キーボード操作、"
         "各コントロールのラベルまで満たすこと。")),
    (D, ("シークレットはチャットにも issue にもコミットメッセージにも貼らず、"
         "保管庫のどの項目かだけ書いてください。")),
    (D, "ストレージのバケットは非公開が原則です、ちょっとしたテストでも公開設定にはしないこと。"),
    (D, "新しいマネージドサービスを提案するときは、月々のおおよその費用も添えてください。"),
    (D, ("患者データのテーブルに触れる変更は、完了とする前に docs/compliance の "
         "HIPAA チェックリストと照合してください。")),
    (D, ("アクセス解析のコードは必ず Cookie 同意のチェックの後ろに置き、"
         "同意していないユーザーは一切トラッキングしないこと。")),
    (F, "うちは医療系のスタートアップなので、患者データまわりはすべて HIPAA の対象です。"),
    (F, "クラウドの予算は月30万円で、8割に達すると経理にアラートが飛びます。"),
    (F, ("サポート対象は Chrome、Firefox、Safari、Edge の直近2バージョンで、"
         "これは顧客との契約書に明記されています。")),
    (F, "公開 API は契約で稼働率 99.9% を約束していて、下回るとサービスクレジットが発生します。"),
    (F, ("開発と兼任でデータ保護責任者もやっているので、"
         "GDPR 関係の依頼は全部私のところに来ます。")),
    (F, ("顧客データはフランクフルトのリージョンにしか置いておらず、"
         "全契約で EU 域内での保管を約束しています。")),
    (F, "本番環境の鍵は、セキュリティチームが90日ごとにすべてローテーションしています。"),
    (F, "5月に SOC 2 の監査を通ったばかりで、次回は11月です。"),
    (T, ("今回の障害対応中は pod の再起動に私の確認はいりません、"
         "1つ再起動するたびに報告だけください。")),
    (T, "リリースフリーズの間は、小さな修正でも main にはマージしないでください。"),
    (T, ("来週は休暇なので、質問はひとつのファイルにまとめておいてください、"
         "金曜に佐々木さんが見ます。")),
    (T, "月曜までは GPU インスタンスを立ち上げないでください、今月の予算がもうギリギリなので。"),
    (T, ("この顧客のパイロット中に限り、リクエストボディを丸ごとログに出して構いません、"
         "データは全部ダミーです。")),
    (T, "今回のホットフィックスでは決済のハンドラだけを直して、ほかは触らないでください。"),
    (T, ("Firefox のレイアウト崩れは今回のリリースでは直さずそのままにしてください、"
         "3.2 できちんと対応します。")),
    (T, "今日の午後はずっと会議なので、フィーチャーブランチへの push は自分でやって大丈夫です。"),
    (T, "package.json に GPL ライセンスの依存が入っていないか調べて、あれば一覧にしてください。"),
    (T, ("新規登録フォームのアクセシビリティを確認して、"
         "WCAG AA を満たしていない箇所を教えてください。")),
    (C, "ふう、監査の承認が全部おりて、やっと一息つけます。"),
    (C, "今月のクラウド請求、3分の1も下がってた!"),
    (C, "法務との打ち合わせって、いつも予定の倍かかるんですよね。"),
    (C, "ロールバック早かったですね、お疲れさまでした。"),
    (Q, "動的リンクするだけなら、LGPL のライブラリって使っても大丈夫ですか?"),
    (Q, "GDPR だと IP アドレスも個人データに入るんですか?"),
    (Q, "コミットのたびに毎回あなたに確認を取らせるのって、やりすぎですかね?"),
    (Q, "UI の変更を渡す前に、毎回アクセシビリティの lint を流してもらえますか?"),
)

__all__ = ["EN_FRESH_14", "JA_FRESH_14", "ZH_FRESH_14"]
