"""The extraction set's thirteenth fresh round (#24): the core classes in other users' words.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Written as users of different backgrounds and habits write to a coding agent: a data
scientist (notebooks, pandas, plots, random seeds, experiments), a DevOps engineer or SRE
(terraform plan and apply, kubectl namespaces, alert rules as code, on-call), a mobile
developer (iOS and Android, CocoaPods against Swift Package Manager, App Store release
notes, a tablet layout), a student or beginner (new words explained, hints rather than a
whole solution), a game developer (Unity's Update loop, Godot, a crash on respawn) and a
technical writer (UI labels in bold, second person and present tense, screenshots, "log
in" against "login"). The English is partly a non-native speaker's, with small slips and
missing articles ("write to me with simple words and short sentence", "I am working as
data analyst"); the Chinese mixes internet slang and English words (哈, 呗, 拜托了, 说人话,
小白, 笑死, 泪目, 绝绝子, cell, plan, on-call, sprint, demo 包); the Japanese leans on
katakana loanwords and casual endings (ファースト, オンリー, ドロップ, リスポーン, よろ, っす,
〜といて, ちょうだい, w). Directives are lasting rules about how to work and how to talk;
facts give the user's job, schooling, side project and on-call rota, and project decisions
(the oldest iOS version supported, where the clusters run, a layout dropped). The
temporary items carry the scopes those users use (this notebook, this experiment,
tonight's on-call, this sprint, the demo build, until the 2.4 release, this chapter, this
homework), several with durable words inside the scope ("every new feature", 一律, 全部),
plus one-off tasks in their fields (a Terraform module, a crash fix). The chit-chat and
the questions stay on the same topics; no request is asked as a question. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_13: tuple[tuple[str, str], ...] = (
    (D, "In notebooks, put all the imports together in the first cell."),
    (D, "Every plot needs axis labels with units, I hate guessing what the y axis is."),
    (D, "Fix the random seed at the top of each experiment script so runs can be repeated."),
    (D, "Never run terraform apply yourself; show me the plan and I will apply it."),
    (D, "In kubectl commands always write namespace explicit with -n, not trust default context."),
    (D, "No more CocoaPods in the iOS app, we use Swift Package Manager only."),
    (D, "When you use a new technical word please explain me what it mean, I am still beginner."),
    (D, "Keep allocations out of Update in the Unity scripts; pool and reuse the objects."),
    (D, "In the user guide, write UI labels in bold, exactly as they appear on screen."),
    (D, "Docs are written in second person and present tense, never \"the user will\"."),
    (D, "Please write to me with simple words and short sentence, my English is not so good."),
    (D, "Always ask me before you are changing the database schema, every time."),
    (D, "Alert rules live as code in the monitoring repo; never click them together in Grafana."),
    (D, "App Store release notes are for users: write them in plain words, not our commit list."),
    (F, "I am working as data analyst in an insurance company, mostly with pandas and SQL."),
    (F, "I'm the on-call SRE for the payments cluster one week in three."),
    (F, "Our iOS app still supports iOS 15; the product team decided that last quarter."),
    (F, "I am second year student of computer science and this is my first real project."),
    (F, "I make games in Godot alone in my free time, my day job is accounting."),
    (F, "I'm a technical writer, not a developer, so I read much more code than I write."),
    (F, "Our Kubernetes clusters run on EKS in eu-west-1, and staging is a separate AWS account."),
    (F, "We dropped the Android tablet layout last year because almost nobody used it."),
    (T, "Only in this notebook it's ok to leave the cells out of order, I clean it up later."),
    (T, "For this experiment train on 10% of the data so it finishes before lunch."),
    (T, "I'm on call tonight, so keep your answers very short until the morning."),
    (T, "During this sprint, don't refactor anything outside the checkout module."),
    (T, "In the demo build, show fake data on the dashboard so nothing depends on the backend."),
    (T, "Until the 2.4 release is out, put every new feature behind the beta flag."),
    (T, "Write a Terraform module for an S3 bucket with versioning turned on."),
    (T, "Fix the crash when the player respawns in the middle of the boss fight."),
    (T, "Leave the screenshots out of this chapter of the guide, they are not ready yet."),
    (T, "For this homework don't give me the full solution, only some hints."),
    (C, "Haha, the pager went off exactly when my pizza arrived."),
    (C, "Wow, the loss curve is finally going down, I am so happy."),
    (C, "Apple approved the build in only four hours, that never happens."),
    (C, "My cat just walked over the keyboard and opened ten tabs in Xcode."),
    (Q, "Is a pandas groupby better here, or should I use a pivot table?"),
    (Q, "Why does terraform want to recreate the whole node group?"),
    (Q, "How do I make the Unity build smaller for Android?"),
    (Q, "In our docs, is it \"log in\" or \"login\" when it's a verb?"),
)
ZH_FRESH_13: tuple[tuple[str, str], ...] = (
    (D, "notebook 里的 import 都放第一个 cell 哈。"),
    (D, "画图一定要带坐标轴标签和单位,不然我都不知道 y 轴是啥。"),
    (D, "每个实验脚本开头都把随机种子固定住,方便复现。"),
    (D, "terraform apply 千万别自己跑,把 plan 贴给我,我来 apply。"),
    (D, "kubectl 命令都显式带上 -n,别指望默认的 context。"),
    (D, "iOS 那边别再引 CocoaPods 了,一律用 SPM。"),
    (D, "我是小白,你用到新术语的时候顺手解释一下呗。"),
    (D, "Unity 的 Update 里别 new 对象,用对象池复用。"),
    (D, "用户手册里的按钮名要加粗,跟界面上一字不差。"),
    (D, "文档统一用第二人称“你”和现在时,别写“用户将会”。"),
    (D, "回我的时候别整那么多铺垫,直接上结论,拜托了。"),
    (D, "改数据库表结构之前必须先问我,每次都要。"),
    (D, "告警规则都写进 monitoring 仓库走代码,别去 Grafana 界面上点。"),
    (D, "App Store 的更新说明是写给用户看的,说人话,别贴 commit 列表。"),
    (F, "我在一家保险公司做数据分析,天天跟 pandas 和 SQL 打交道。"),
    (F, "我是做 SRE 的,每三周轮一次支付集群的 on-call。"),
    (F, "我们的 iOS App 还得支持 iOS 15,这是产品上个季度拍板的。"),
    (F, "我是计算机专业大二学生,这是我第一个正经项目。"),
    (F, "我业余一个人用 Godot 做独立游戏,本职是会计。"),
    (F, "我是技术文档工程师,不是开发,看代码比写代码多得多。"),
    (F, "我们的 k8s 集群都跑在 EKS 的 eu-west-1,staging 是单独一个 AWS 账号。"),
    (F, "安卓平板的布局去年就砍掉了,基本没人用。"),
    (T, "这个 notebook 里 cell 顺序乱一点无所谓,我回头再整理。"),
    (T, "这次实验先只用 10% 的数据跑,午饭前要出结果。"),
    (T, "今晚我 on-call,到明早之前回复都尽量短。"),
    (T, "这个 sprint 里别动 checkout 模块以外的代码。"),
    (T, "demo 包里仪表盘先放假数据,别依赖后端。"),
    (T, "2.4 版本发出去之前,新功能一律挂在 beta 开关后面。"),
    (T, "帮我写个 Terraform module,建一个开了版本控制的 S3 bucket。"),
    (T, "修一下玩家在 boss 战中途复活时的闪退。"),
    (T, "指南这一章先别放截图,图还没做好。"),
    (T, "这次作业别直接给我完整答案,给点提示就行。"),
    (C, "笑死,外卖刚到告警就响了。"),
    (C, "loss 终于降下来了,泪目。"),
    (C, "苹果四个小时就过审了,绝绝子。"),
    (C, "猫刚踩了键盘,Xcode 一下开了十个标签页,服了。"),
    (Q, "这里用 groupby 好还是 pivot_table 好?"),
    (Q, "terraform 为啥非要把整个 node group 重建?"),
    (Q, "Unity 打安卓包怎么才能把体积压小一点?"),
    (Q, "咱们文档里“登录”当动词用的时候,英文写 log in 还是 login?"),
)
JA_FRESH_13: tuple[tuple[str, str], ...] = (
    (D, "ノートブックのインポートは全部最初のセルにまとめといてね。"),
    (D, "プロットには必ず軸ラベルと単位をつけてください、y が何なのかわからないので。"),
    (D, "実験スクリプトは毎回最初にシードを固定しといて、再現できるように。"),
    (D, "terraform apply は絶対に自分で実行しないで、プランを見せてくれたら僕がアプライします。"),
    (D, "kubectl のコマンドには毎回 -n でネームスペースを明示すること、デフォルト頼みは NG。"),
    (D, "iOS には CocoaPods をもう追加しないで、SPM オンリーでいきます。"),
    (D, "まだビギナーなんで、新しい用語が出てきたらその都度説明してもらえると助かります。"),
    (D, "Unity の Update 内では new しないで、オブジェクトはプールして使い回すこと。"),
    (D, "ユーザーガイドではボタン名を太字にして、画面の表記とぴったり合わせてください。"),
    (D, "ドキュメントは「あなた」目線の現在形で、「ユーザーは〜するでしょう」は NG で。"),
    (D, "レスは結論ファーストで、前置きはカットでお願いしまーす。"),
    (D, "DB のスキーマをいじる前には、毎回かならず僕に確認してください。"),
    (D, ("アラートのルールはモニタリング用のリポジトリにコードで書くこと、"
         "Grafana の UI でポチポチ作らない。")),
    (D, "App Store のリリースノートはユーザー向けなんで、コミットの羅列じゃなく普通の言葉でよろ。"),
    (F, "保険会社でデータアナリストやってて、毎日 pandas と SQL っす。"),
    (F, "SRE やってて、決済クラスタのオンコールが3週に1回まわってきます。"),
    (F, ("うちの iOS アプリはまだ iOS 15 サポートで、"
         "これは前のクォーターにプロダクト側が決めました。")),
    (F, "情報系の大学2年で、これが初めてのちゃんとしたプロジェクトです。"),
    (F, "趣味で一人で Godot のゲーム作ってて、本業は経理っす。"),
    (F, "テクニカルライターなんで、コードは書くより読むほうがずっと多いです。"),
    (F, "k8s のクラスタは全部 EKS の eu-west-1 で、ステージングは別の AWS アカウントです。"),
    (F, "Android のタブレット用レイアウトは、ほぼ誰も使ってなかったので去年ドロップしました。"),
    (T, "このノートブックだけはセルの順番めちゃくちゃでいいです、あとで整理するんで。"),
    (T, "今回の実験はデータ10%だけで回して、お昼までに結果ほしい。"),
    (T, "今夜オンコールなんで、朝まではレス短めでお願い。"),
    (T, "このスプリント中は checkout モジュール以外はリファクタしないで。"),
    (T, "デモビルドではダッシュボードにダミーデータを出して、バックエンドに依存しないように。"),
    (T, "2.4 のリリースが出るまで、新機能は全部ベータフラグの裏に隠しといて。"),
    (T, "バージョニング有効の S3 バケットを作る Terraform モジュール書いてください。"),
    (T, "ボス戦の途中でプレイヤーがリスポーンするとクラッシュするバグ、直しといて。"),
    (T, "ガイドのこの章はスクショまだ入れないでください、画像が準備できてないので。"),
    (T, "この課題は答えを全部教えないで、ヒントだけちょうだい。"),
    (C, "ピザ届いた瞬間にページャー鳴ったんだけどw"),
    (C, "やっと loss 下がってきた、エモい。"),
    (C, "Apple の審査、4時間で通ったんだけど、レアすぎ。"),
    (C, "猫がキーボード踏んで Xcode のタブが10個開いたw"),
    (Q, "ここは groupby とピボットテーブル、どっちがいいですか?"),
    (Q, "なんで terraform がノードグループ丸ごと作り直そうとしてるんですか?"),
    (Q, "Unity の Android ビルドって、どうやったらサイズ小さくできます?"),
    (Q, "うちのドキュメントだと、動詞のときは log in と login どっちでしたっけ?"),
)

__all__ = ["EN_FRESH_13", "JA_FRESH_13", "ZH_FRESH_13"]
