"""The extraction set's thirty-third fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, this time from users the earlier rounds left
out: a civil engineer, bioinformaticians, a fruit growers' co-op and a strawberry farm, a
game modder, a council and a city hall IT team, podcast hosts, an HR manager, a robotics
club and its teacher, freelance designers, insurance actuaries, Shopify and Youzan app
developers, compiler engineers, school administrators, a logistics planner and retirees
learning to code. About two thirds are single sentences, the rest messages of two or three.
Directives cover code conventions (the native R pipe, Harmony patches in one folder, JSON
for mod settings, HMAC checked before a webhook payload is read, FileCheck tests for every
pass, tokens encrypted at rest, container images named in every pipeline step, resources
declared on every Snakemake rule, no direct push to main in a club's repository, an access
log on every page that shows a resident's data), numbers and units (load combinations
before results, no rounding of intermediate reserves, discount rates as parameters, heights
in metres and the rest in millimetres, rounding rules under every quantity table, delivery
windows to the quarter hour, the 24-hour clock, load factors under seventy per cent
marked), writing for people (plain-text show notes, invented employee names, parents'
letters in English then Spanish, ROC-era dates, seasonal greetings in letters, easy
Japanese for residents, gentle wording in staff notices, mortality tables cited with their
version, no age or family details about staff, WCAG 2.1 AA) and how the agent talks (one
step at a time, a gloss after every command, praise before criticism, hex codes with
contrast ratios). Facts are who the user is and how they work (a retired postman, a retired
physics teacher, a former banker, a pricing actuary, a Chromebook at the public library, a
co-host who edits the audio, a club adviser whose students know the software better), who
uses the product (dairy farmers who read on paper, 1,200 merchants on the Basic plan,
RimWorld players on the Workshop, counter staff who change every April, apparel brands on
Shopify Plus) and history or constraints the code does not show (a 48-hour SLURM limit, a
2021 move to Microsoft 365, a transport system bought in, everything on the government
cloud, paired-end 150 bp reads, rates explained to the regulator each year, a RISC-V
extension mostly not upstream). Temporary items are one-off tasks and instructions scoped
to now (until a review comes back, today while the cluster is down, for Saturday's
competition only, until an intern starts, until next week's briefing, this afternoon,
during course selection, until a system switch-over is done, for this release, in this PR).
Chit-chat is thanks, reactions, greetings and grumbles; questions ask about file formats,
statistics, platform rules and the law, compilers and the project's own past choices. Each
language's forty were written on their own, not translated from another, in registers from
lowercase fragments with typos to polite business Japanese, with a few Traditional Chinese
items among the Simplified. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_33: tuple[tuple[str, str], ...] = (
    (D, ("When you write R for me, use the native pipe |> rather than %>%. We're on R 4.3 "
         "everywhere, so there's no reason to load magrittr.")),
    (D, ("In any structural calc you write up for me, show the load combination you used "
         "before the result, never just the final utilisation.")),
    (D, ("pls keep my show notes in plain text, no markdown. my hosting site mangles the "
         "asterisks")),
    (D, ("Never use real employee names in the examples you write for me. Make up obviously "
         "fake ones like Employee A and Employee B.")),
    (D, ("In this mod every Harmony patch lives in the Patches folder, one class per patched "
         "method.")),
    (D, ("write the robot code so a 14 year old on the team can folow it. no clever one-liners, "
         "no nested lambdas")),
    (D, ("Whenever you suggest a colour, give me the hex code and its contrast ratio against "
         "white.")),
    (D, ("Don't round intermediate values in the reserving models; only round what goes into "
         "the final report.")),
    (D, "Every webhook handler has to verify the HMAC signature before it touches the payload."),
    (D, "new optimization passes always come with a FileCheck test, IR before and after"),
    (D, ("Letters home to parents always go out with the English at the top and the Spanish "
         "version underneath.")),
    (D, "Round delivery windows to the nearest quarter hour in anything a driver will see."),
    (D, ("Explain things to me one step at a time, and wait until I say ok before you move on "
         "to the next one.")),
    (D, ("Anything public-facing we build has to meet WCAG 2.1 AA. Check contrast and "
         "keyboard navigation before you hand it over.")),
    (F, ("I'm a retired postman. I started learning Python in January because my grandson "
         "bet me I couldn't.")),
    (F, ("Most of the co-op's members are dairy farmers in their sixties, and they still read "
         "the weekly price sheet on paper.")),
    (F, ("The pipeline runs on the university's SLURM cluster, where any job over 48 hours "
         "gets killed.")),
    (F, ("The council moved from on-prem Exchange to Microsoft 365 in 2021. The old file "
         "shares still sit on a server in the basement, though.")),
    (F, ("my co-host does all the audio editing in Audacity, i only look after the website "
         "and the RSS feed")),
    (F, "I'm a pricing actuary: fine with the statistics, but I've never shipped production code."),
    (F, ("The app is listed on the Shopify App Store. About 1,200 merchants have it "
         "installed, most of them on the Basic plan.")),
    (F, ("Most days I work from a Chromebook at the public library. Anything that needs a "
         "local install is a problem for me.")),
    (T, "Add a --county flag to the export script so I can pull one county at a time."),
    (T, "Until Shopify finishes reviewing the new version, don't touch the billing API calls."),
    (T, ("The cluster's down for maintenance today. Run the alignment on a 10% subsample "
         "locally instead.")),
    (T, ("Turn the transcript of episode 48 into a list of timestamps and topics for the "
         "show notes.")),
    (T, ("For Saturday's competition only, comment out the auto-balance routine. It keeps "
         "tipping the robot over.")),
    (T, "Draft a job posting for a part-time payroll assistant, twenty hours a week, hybrid."),
    (T, ("Until the new intern starts on the 3rd, send the helpdesk form's emails to me "
         "instead of the shared inbox.")),
    (T, "Bump the LLVM submodule to the latest release and tell me what breaks."),
    (T, "Check this beam calculation for me. I think I've got the moment of inertia wrong."),
    (T, ("my daughter has my laptop this afternoon, so just give me the steps and I'll run "
         "them tonight")),
    (C, "whoa, the robot actually drove in a straight line for once"),
    (C, "Thanks, the co-op board loved the new price chart."),
    (C, "Evening! Cows are milked and the kids are in bed, so I'm all yours."),
    (C, "ugh, forty minutes of compiling and all I changed was a comment"),
    (Q, ("What's the difference between GTF and GFF3, and does featureCounts care which one "
         "I give it?")),
    (Q, "Is a Shopify app allowed to keep customers' email addresses on its own servers?"),
    (Q, "Why does our route optimiser treat ferry crossings as if they were ordinary roads?"),
    (Q, "How do I stop my laptop asking for the password every time it wakes up?"),
)
ZH_FRESH_33: tuple[tuple[str, str], ...] = (
    (D, ("写 Snakemake 规则的时候,每个 rule 都要写明 threads 和 resources。"
         "不写的话集群默认只给一个核。")),
    (D, "施工图上标高一律用米,其余尺寸都用毫米。"),
    (D, "播客的节目简介控制在两百字以内。第一句话就要说清楚这期聊什么。"),
    (D, "给员工发的通知语气温和一点,别用“必须”“严禁”这种字眼。"),
    (D, "mod 的配置文件统一用 JSON,别用 XML。玩家手改的时候 XML 太容易写坏。"),
    (D, "给社团小朋友写的示例代码,每一行都要加中文注释。"),
    (D, ("我的设计稿命名都是“项目名_页面_版本号”,比如 shop_home_v3。"
         "你帮我导出的文件也照这个格式来。")),
    (D, "死亡率表每次引用都要注明来源和版本,比如 CL2010-2013。"),
    (D, "调用有赞开放平台的接口一律走我们封装好的 client,别自己拼签名。"),
    (D, "新写的 LLVM pass 只注册到 new pass manager,legacy 那套就别再加了。"),
    (D, "發給家長的通知,日期一律用民國紀年,例如 113年9月2日。"),
    (D, "排车方案里每辆车都要算出装载率,低于七成的标红。"),
    (D, "以后你给我的每条命令,后面都用括号写一句它是干什么的。这些英文我记不住。"),
    (D, "凡是能看到居民个人信息的页面,都要记操作日志:谁、什么时候、看了哪条。"),
    (F, "我是退休的中学物理老师,今年七十二了。现在在老年大学学 Python。"),
    (F, "我们合作社有四十多户果农,主要种苹果。订单现在都是我一个人在 Excel 里管。"),
    (F, "我在保险公司做精算,平时主要用 R 和 SAS,Python 不太熟。"),
    (F, "这个 mod 是给《环世界》做的,玩家基本都是从 Steam 创意工坊订阅的。"),
    (F, "公司去年把运输管理系统从自研的换成了 G7 的 SaaS,老系统只留了个查询入口。"),
    (F, "我们是区里的政务信息中心,按规定所有系统都部署在政务云上,没有用任何公有云。"),
    (F, "我是自由职业的平面设计师,客户大多是本地的餐饮店。代码只会一点 HTML 和 CSS。"),
    (F, "測序數據都是 Illumina 雙端 150bp。每個樣本大概 30G,實驗室的硬碟很快就滿了。"),
    (T, "帮我把这期播客的逐字稿整理成一篇公众号文章,两千字左右。"),
    (T, "帮我给这个 mod 加一个中文语言包,这次先把物品名称翻了就行。"),
    (T, "比赛前这两天别重构底盘的代码。能跑就行,比完再说。"),
    (T, "帮我做一份试用期转正的考核表模板。"),
    (T, "ETC 那边今天在维护。今天的线路先按不走高速来排。"),
    (T, "把这个 logo 的 SVG 里没用到的图层删掉。文件太大了,客户那边传不上去。"),
    (T, "帮我看看这段 Python,一运行就说缩进错误。"),
    (T, "这个 PR 里先别动 codegen 那部分,等上游的 patch 合进去再说。"),
    (T, "這學期選課期間,先把課表頁面的快取關掉。"),
    (T, "把上个月的理赔数据按险种汇总一下,做成透视表。"),
    (C, "哈哈,机器人终于不在原地转圈了。"),
    (C, "收工!今天的苹果总算全装上车了。"),
    (C, "谢谢您,我外孙看了都说外公真厉害。"),
    (C, "又下雨了,工地停工,正好在家改图。"),
    (Q, "样本量很小的时候,DESeq2 和 edgeR 哪个更靠谱?"),
    (Q, "我们当初为什么把配送时效按自然日算,而不是按工作日?"),
    (Q, "用人脸识别做员工考勤,个人信息保护法有什么要求?"),
    (Q, "Figma 导出的 SVG 放到网页上为什么会发虚?"),
)
JA_FRESH_33: tuple[tuple[str, str], ...] = (
    (D, "数量計算書では、端数処理のルールを毎回表の下に明記してください。"),
    (D, ("Nextflow のプロセスには必ず container を指定してください。"
         "手元の環境に依存させたくないので。")),
    (D, "組合員さん向けのお知らせは、いつも字を大きめにして A4 一枚に収めるようにしてください。"),
    (D, "MOD のバージョン番号は本体に合わせること。本体 1.5 向けなら 1.5.x にする。"),
    (D, "市民向けのページは、やさしい日本語で書いてください。外国籍の方も読むので。"),
    (D, "番組の概要欄には、毎回ゲストの肩書きと SNS のリンクを入れてね。"),
    (D, "社員についての資料では、年齢や家族構成には触れないようにしてください。"),
    (D, ("部のリポジトリには main に直接 push せず、必ずブランチを切って PR を出すこと。"
         "部員の練習も兼ねているので。")),
    (D, ("デザインへのフィードバックは、良いところを一つ挙げてから"
         "改善点を言ってもらえると嬉しいです。")),
    (D, ("準備金の計算では、割引率をハードコードせずにパラメータにして、"
         "シナリオごとに切り替えられるようにしておいてください。")),
    (D, "Shopify アプリでは、ストアのアクセストークンは必ず暗号化してから DB に保存すること。"),
    (D, "最適化パスを追加するときは、コンパイル時間への影響も毎回測って報告してください。"),
    (D, ("今後、保護者宛ての文書を作成していただく際は、"
         "冒頭に時候の挨拶を入れていただけますと幸いです。")),
    (D, "配送計画の時刻はすべて24時間表記でお願いします。午前・午後は使わないでください。"),
    (F, "定年退職してから、独学でプログラミングを始めました。もとは銀行員です。"),
    (F, ("うちは家族でいちご農家をやっていて、"
         "直売所の在庫管理の仕組みを自分で作ろうとしています。")),
    (F, ("このシステムを使うのは市役所の窓口職員です。"
         "異動が多く、毎年4月には半分ほど入れ替わります。")),
    (F, "番組は毎週金曜配信で、収録は水曜の夜にリモートでやっています。"),
    (F, "弊社は中堅の損害保険会社で、料率の算出方法は毎年金融庁に説明しています。"),
    (F, "このアプリの導入先は Shopify Plus のストアで、ほとんどがアパレルブランドです。"),
    (F, ("高専のロボコン部の顧問をしていますが、専門は機械なので、"
         "ソフトは部員のほうが詳しいです。")),
    (F, ("うちのコンパイラは RISC-V の独自拡張向けで、"
         "上流の LLVM にマージされているのは一部だけです。")),
    (T, "この回の文字起こしから、ゲストの発言だけを抜き出してもらえますか。"),
    (T, "今日はクラスタのジョブが詰まっているので、手元のマシンで chr21 だけ回してください。"),
    (T, "来週の説明会が終わるまでは、求人ページの給与欄を「応相談」のままにしておいてください。"),
    (T, "この MOD の説明文を英語にしてもらえますか。Steam ワークショップに載せたいので。"),
    (T, "大会が終わるまで、自動走行のパラメータには触らないでおいてください。"),
    (T, "この図面の PDF、ページの向きがバラバラです。全部横向きに揃えてください。"),
    (T, ("基幹システムの切り替えが終わるまでは、"
         "住民データは旧システムから CSV で取り込む形にしておいてください。")),
    (T, "練習で作った家計簿のプログラムがエラーで動きません。見てもらえますか。"),
    (T, "このロゴ、もう少し太いウェイトで3パターン出してみて"),
    (T, "今回のリリースでは送料の計算ロジックは変えずに、表示の不具合だけ直してください。"),
    (C, "いちごの収穫がひと段落したので、久しぶりにゆっくり作業できます。"),
    (C, "なるほど、変数って名前の付いた箱みたいなものなんですね。"),
    (C, "LLVM のフルビルド、やっと終わった…一時間半かかった。"),
    (C, "おはようございます。今日は議会の日なので、ちょっとバタバタしてます。"),
    (Q, "Shopify の GraphQL Admin API のレート制限って、どういう計算になっているんですか?"),
    (Q, "このスクリプト、なんで配送エリアを郵便番号の上三桁で分けてるんでしたっけ?"),
    (Q, "アクチュアリー試験の勉強に使うなら、Python と R のどちらを覚えたほうがいいですか?"),
    (Q, "SSA 形式って、普通の中間表現と何が違うんですか?"),
)

__all__ = ["EN_FRESH_33", "JA_FRESH_33", "ZH_FRESH_33"]
