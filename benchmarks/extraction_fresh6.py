"""The extraction set's sixth fresh round (#24): the unseen round of this work's rules.

108 sentences, 36 a language (12 directives, 6 facts about the user or the project,
8 temporary instructions or one-off tasks, 5 chit-chat or praise, 5 questions), written
before any rule change of the round that read fresh_5's misses, and committed before the
rules ever ran on them; scored once and never used to change a rule.

Written in phrasings the earlier rounds had few of: requests framed as needs or habits
("I need you to...", "make it a habit to...", "记住…", "拜托…", "…のがルールです",
"…してくれると嬉しい"), rules stated as "whatever you do" or "the rule here is",
conventions said as what the team never does, conditions with a consequence ("if you're
unsure, ask"), facts of rota, pronouns, accessibility and self-teaching, project facts
(what the product is, how often it ships). The temporary sentences look like durable
ones but carry a scope (this snippet, this afternoon, until my laptop is fixed, next
time you run...), and the chit-chat says "I love..." or "I always..." about the moment.
Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_6: tuple[tuple[str, str], ...] = (
    (D, "I need you to ask before you run anything destructive."),
    (D, "Make it a habit to add a test for every bug you fix."),
    (D, "Whatever you do, don't touch the vendored code."),
    (D, "The rule here is one migration per pull request."),
    (D, "We never ship on Fridays."),
    (D, "Every shell script should start with set -euo pipefail."),
    (D, "Don't bother explaining basic git to me."),
    (D, "Stick to the standard library unless there's a strong reason not to."),
    (D, "Please stop suggesting Redux."),
    (D, "Metric units in all examples, please."),
    (D, "If you're unsure about a requirement, ask instead of guessing."),
    (D, "CSS class names follow BEM."),
    (F, "My pronouns are they/them."),
    (F, "I'm on call every other week."),
    (F, "Most of my day goes into code review."),
    (F, "I use a screen reader, so describe images in words."),
    (F, "Our product is an invoicing tool for small businesses."),
    (F, "We release every second Tuesday."),
    (T, "This afternoon, answer in French so my colleague can follow along."),
    (T, "Until my laptop is repaired, give me the Windows commands."),
    (T, "Next time you run the suite, include the slow tests."),
    (T, "Before you commit this, run the formatter on it."),
    (T, "Use single quotes in this snippet."),
    (T, "Turn this function into a generator."),
    (T, "Skip the explanation for this one, just the code."),
    (T, "Clean up the notes from today's standup for me."),
    (C, "Wow, that was quick."),
    (C, "I love how clean this looks now."),
    (C, "I always get lookbehinds wrong, ugh."),
    (C, "Happy Friday, everyone!"),
    (C, "That's enough for today, see you tomorrow."),
    (Q, "Should commit messages always be in English?"),
    (Q, "What's our convention for branch names?"),
    (Q, "Do you prefer tabs or spaces?"),
    (Q, "Is pinning every version a good idea?"),
    (Q, "Can we stop using Redux?"),
)
ZH_FRESH_6: tuple[tuple[str, str], ...] = (
    (D, "记住,跑有破坏性的命令之前先问我。"),
    (D, "每修一个 bug 都顺手补一个测试。"),
    (D, "第三方的 vendor 代码无论如何都别动。"),
    (D, "咱们的规矩是一个 PR 只放一个迁移。"),
    (D, "我们周五从来不发版。"),
    (D, "shell 脚本开头统一加 set -euo pipefail。"),
    (D, "基础的 git 用法不用给我讲。"),
    (D, "能用标准库解决的就别引第三方库。"),
    (D, "拜托别再推荐 Redux 了。"),
    (D, "举例子的时候用公制单位。"),
    (D, "需求不清楚的时候直接问,别瞎猜。"),
    (D, "CSS 类名按 BEM 规范来。"),
    (F, "我是自学的编程,没有科班背景。"),
    (F, "我每隔一周轮一次值班。"),
    (F, "我一天大部分时间都在做代码评审。"),
    (F, "我视力不好,平时用读屏软件。"),
    (F, "我们的产品是给小企业用的开票工具。"),
    (F, "我们每两周的周二发一次版。"),
    (T, "今天下午用法语回答,我同事要一起看。"),
    (T, "电脑修好之前,先给我 Windows 下的命令。"),
    (T, "下次跑测试的时候把慢的也带上。"),
    (T, "提交这个之前先格式化一下。"),
    (T, "这段代码里用单引号。"),
    (T, "把这个函数改成生成器。"),
    (T, "这个就别解释了,直接给代码。"),
    (T, "帮我把今天站会的记录整理一下。"),
    (C, "哇,这么快。"),
    (C, "现在看着清爽多了,我喜欢。"),
    (C, "正则的后行断言我老是写错,唉。"),
    (C, "周五快乐!"),
    (C, "今天就到这儿吧,明天见。"),
    (Q, "提交信息是不是都得用英文写?"),
    (Q, "我们分支命名有什么约定?"),
    (Q, "你觉得 tab 好还是空格好?"),
    (Q, "所有版本都锁死是好主意吗?"),
    (Q, "咱们能不能别用 Redux 了?"),
)
JA_FRESH_6: tuple[tuple[str, str], ...] = (
    (D, "破壊的なコマンドを実行する前には、必ず私に確認してね。"),
    (D, "バグを直したら、そのたびにテストを一つ足すようにしてください。"),
    (D, "vendor 配下のコードは何があっても触らないでください。"),
    (D, "マイグレーションは PR ごとに一つまで、というのがルールです。"),
    (D, "うちのチームは金曜日にリリースしません。"),
    (D, "シェルスクリプトの先頭には set -euo pipefail を入れること。"),
    (D, "git の基本的な説明は省いてもらって大丈夫です。"),
    (D, "よほどの理由がない限り、標準ライブラリで済ませてください。"),
    (D, "Redux を勧めるのはもうやめてください。"),
    (D, "例に出す単位はメートル法にしてくれると嬉しいです。"),
    (D, "要件がはっきりしないときは、推測せずに聞いてください。"),
    (D, "CSS のクラス名は BEM に従います。"),
    (F, "プログラミングは独学で覚えました。"),
    (F, "隔週でオンコール当番をしています。"),
    (F, "一日の大半はコードレビューに使っています。"),
    (F, "目が不自由なので、スクリーンリーダーを使っています。"),
    (F, "うちのプロダクトは小規模事業者向けの請求書サービスです。"),
    (F, "リリースは隔週の火曜日です。"),
    (T, "今日の午後は同僚も読むので、フランス語で答えてください。"),
    (T, "ノート PC の修理が終わるまでは Windows のコマンドを教えてください。"),
    (T, "次にテストを回すときは、遅いテストも含めてください。"),
    (T, "これをコミットする前にフォーマッタをかけてください。"),
    (T, "このスニペットではシングルクォートを使ってください。"),
    (T, "この関数をジェネレータに書き換えて。"),
    (T, "今回は説明はいらないので、コードだけください。"),
    (T, "今日の朝会のメモを整理してもらえますか。"),
    (C, "おお、速いですね。"),
    (C, "すっきりしましたね、この感じ好きです。"),
    (C, "後読みの正規表現はいつも間違えるんですよね。"),
    (C, "よい週末を!"),
    (C, "今日はここまでにします、また明日。"),
    (Q, "コミットメッセージはいつも英語にするべきですか?"),
    (Q, "ブランチ名の命名規則ってありましたっけ?"),
    (Q, "タブとスペース、どっちが好みですか?"),
    (Q, "全部のバージョンを固定するのはいい考えですか?"),
    (Q, "Redux を使うのをやめませんか?"),
)

__all__ = ["EN_FRESH_6", "JA_FRESH_6", "ZH_FRESH_6"]
