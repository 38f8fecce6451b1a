"""The extraction set's fortieth fresh round: people who hand their daily work to an agent.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on it; to be scored once, then read, and never used
to change a rule.

The users work outside software and inside it: accountants and bookkeepers, a paralegal and law
office assistants, researchers and graduate students, nurses who make or live by a shift
rota, logistics dispatchers, game modders and a fan-translation group, data analysts,
school teachers, small shop owners (an online craft shop, a vinyl seller, a soap shop, a
Japanese sweet shop) and open-source maintainers. Registers run from lowercase phone-typed
fragments without punctuation to very polite business Japanese, with Chinese sentence
particles, English words inside Chinese and Japanese, and one Spanish word in English.
About a quarter are whole messages of two or three sentences in which only one part
carries the label (thanks followed by a lasting rule, context followed by the fact, a
rota change for next week only after thanks).

Directives are lasting rules on wording (no rounding in client emails, no "immediately" in
payment reminders, polite set phrases for customers, plain words for parents), form (case
numbers in subject lines, dates as YYYY-MM-DD or Western years, 24-hour times, amounts in
words and figures, thousands separators, captions under figures, citation styles), tools
(pyarrow dtypes, polars, seaborn, uv, Python rather than R, Conventional Commits) and
things never to do (discounts, night shift followed by an early or a day shift, screenshots
without the author's consent, migrations without asking), plus preferences for short
answers. Facts say who the user is and how their place works, in plain words. Temporary
items end with the task: this quarter, today's route, this PR, this export, this file,
next week, this test, until an exam is over; several carry always, never, 永远, いつも
or 今後 inside a scope that ends. Chit-chat is thanks, greetings and tiredness, some
with always, 每次, 以后, いつも or これからも. Questions ask about accounting, invoices,
modding, statistics, licences and release tags; in each language one asks about rules the
user gave before and one about a preference, some have no question mark. Each language's
forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_40: tuple[tuple[str, str], ...] = (
    (D, ("When you draft emails to clients of the practice, don't round any figures. "
         "Accountants get twitchy when $1,203.40 turns into 'about $1,200' - exact numbers "
         "every time.")),
    (D, ("always put the case number in the subject line of anything you draft for the firm, "
         "like Re: Hartley v Hartley - Case No. BS24F01187")),
    (D, ("In my lab notebook entries write dates as YYYY-MM-DD and never abbreviate the strain "
         "names.")),
    (D, ("Use pandas with the pyarrow dtypes in our analysis notebooks, not the default numpy "
         "ones.")),
    (D, ("Thanks, that changelog worked. From now on when you write release notes for the "
         "project, credit every contributor by their GitHub handle at the bottom.")),
    (D, ("dont ever offer discounts when you reply to customers on the etsy shop, we dont do "
         "sales and people will screenshot it")),
    (D, ("Write the parent newsletters at about a sixth-grade reading level. A lot of our "
         "families speak English as a second language, and long words just lose them.")),
    (D, ("When you build the nurse rota, never put anyone on a night shift that's followed "
         "directly by an early. That's a union rule here, no exceptions.")),
    (D, ("Keep dispatch messages to the drivers under 160 characters so they go out as a single "
         "SMS.")),
    (D, ("For my mod pages on Nexus use British spelling and keep the tone lore-friendly, no "
         "memes in the descriptions.")),
    (D, ("SQL for the warehouse tables: uppercase keywords and CTEs instead of nested "
         "subqueries, please.")),
    (D, "Cite everything in APA 7 when you help with my thesis chapters."),
    (D, ("I'd rather you ask me before running any migration on the shop database, even a tiny "
         "one.")),
    (D, ("Small correction on that invoice - our VAT number ends in 07, not 01. Please use GB "
         "284 5519 07 on every invoice you make for us.")),
    (F, "I'm a paralegal at a two-partner family law firm in Bristol."),
    (F, "our warehouse has two dispatch windows, 6am and 2pm, and all the trucks load from bay 3"),
    (F, ("I maintain a small open-source library for parsing GPX files. It has about forty "
         "contributors and I review every pull request myself.")),
    (F, "I teach Year 9 science and I also run the school's robotics club on Thursday afternoons."),
    (F, ("We sell secondhand vinyl, mostly online through Discogs, plus a market stall on "
         "Saturdays.")),
    (F, "The practice's financial year ends on 30 June, not in December like most of our clients."),
    (F, ("I work nights on a cardiac ward, so most of my messages to you will come in around 3 "
         "or 4 am.")),
    (F, ("Some context: we're a three-person data team at a regional bus company. Everything "
         "lives in BigQuery and the dashboards are built in Looker.")),
    (T, ("For this quarter's reconciliation only, skip the petty cash tab. I'll do that one by "
         "hand.")),
    (T, ("just for today's route plan always send the Leeds van out first, the M62 is shut this "
         "afternoon")),
    (T, "Reformat this deposition transcript into numbered paragraphs, one per answer."),
    (T, "In this PR never touch the public API, I only want the typo fixes in the docs merged."),
    (T, ("Grade these 28 essays against the rubric I pasted above, but don't write any comments "
         "yet.")),
    (T, "Translate the changelog for version 1.4 of the mod into German."),
    (T, ("Ignore the outlier rows in this file for now, I'm asking the field team about them on "
         "Monday.")),
    (T, ("Thanks for the rota draft. For next week only, Priya can't do Wednesday, so swap her "
         "with Tom. Everything else stays as it is.")),
    (C, "gracias!! the partners loved the memo"),
    (C, "Morning! Long night on the ward, finally home and about to crash."),
    (C, "Ugh, tax season always does this to me. Anyway, cheers for the help."),
    (C, "haha that's a great name for the mod"),
    (C, "You're always so patient with my messy spreadsheets, I really appreciate it."),
    (Q, "What's the difference between accrual and cash basis accounting, in simple terms?"),
    (Q, "Do you remember what rules I gave you for formatting the invoices?"),
    (Q, "how do i stop a forge mod crashing on load when another mod is installed"),
    (Q, "Would a mixed model or a repeated-measures ANOVA suit this data better?"),
    (Q, ("Should I always tag releases with a v prefix like v2.1.0, or is plain 2.1.0 more "
         "common these days?")),
)

ZH_FRESH_40: tuple[tuple[str, str], ...] = (
    (D, "以后帮我写的凭证摘要都按“日期+对方单位+事由”这个格式来哈"),
    (D, "给客户写催款邮件的时候语气客气一点，别用“务必”“立即”这种词。"),
    (D, "排班的时候夜班后面至少要空一天休息。这是护理部的硬规定，每次排都要照这个来。"),
    (D, "代码注释用中文写，但是变量名一律用英文，不要用拼音。"),
    (D, "我们这个开源项目的 commit message 请用英文写，按 Conventional Commits 的格式。"),
    (D, "回复买家的时候别主动提运费险。我们店没买那个，提了容易有纠纷。"),
    (D, "数据分析的图统一用 seaborn 画吧。配色别用红绿搭配，组里有同事是色弱。"),
    (D, "给家长发的通知不要超过三段，家长基本都是在手机上看的。"),
    (D, "调度单上的时间一律用24小时制啊，别写“下午3点”这种"),
    (D, "论文的参考文献按 GB/T 7714 的格式来吧，以后都这样。"),
    (D, "mod 的介绍页里不要放没经过原作者同意的截图，这是我们汉化组的规矩。"),
    (D, "好的这版可以了。另外以后合同里的金额都要大小写一起写，比如“人民币壹万元整（¥10,000）”。"),
    (D, "写 Python 的时候用 polars 别用 pandas 了，我们组已经全部切过去了"),
    (D, "别跟我解释太多原理，直接给结论和步骤就行。我平时真没时间看长的。"),
    (F, "我是一家代理记账公司的会计，手上大概有三十多家小规模纳税人的客户。"),
    (F, "我在律所做助理，主要跟劳动争议的案子。"),
    (F, "我们心内科病房一共二十四个护士，三班倒。人手一直不太够。"),
    (F, "我在一家冷链物流公司做调度，主要跑上海到苏州、无锡这条线。"),
    (F, "我是初二的数学老师，还兼着班主任"),
    (F, "我们店在拼多多和抖音上都开了，主要卖手工皂。"),
    (F, "我们课题组做水稻抗旱基因的，实验主要用 CRISPR。"),
    (F, ("跟你说下背景吧：我是一个开源 Markdown 编辑器的维护者之一。"
         "项目是 MIT 协议，大部分贡献者都在国外。")),
    (T, "这次的季度报表先别算折旧。老板说下周开会再定，到时候我再告诉你。"),
    (T, "今天这批货都先走顺丰吧，客户催得急"),
    (T, "帮我把这份起诉状里的当事人名字都换成化名，我要拿去给实习生讲课用。"),
    (T, "这次导出的数据里永远不要出现手机号。这一份是要发给外部合作方的，别的导出照旧。"),
    (T, "帮我把这周末的排班表改一下，小王周六请假了。"),
    (T, "把这个 mod 1.2 版本的更新说明翻成英文发我"),
    (T, "先停一下吧，等我把数据拿到了再继续。"),
    (T, "谢谢啦。这周期中考试，这几天出的题都按八年级下册第一单元来，考完就不用了。"),
    (C, "哈哈哈好的，辛苦啦"),
    (C, "早上好～今天终于不用值夜班了"),
    (C, "月底对账真的好累啊，每次都搞到半夜"),
    (C, "你真的太靠谱了，以后有问题还来找你哈"),
    (C, "唉今天又下雨，心情一般般"),
    (Q, "小规模纳税人季度免税的额度现在是多少啊？"),
    (Q, "我之前跟你说的排班规则你还记得吗？"),
    (Q, "R 和 Python 做生存分析哪个更方便"),
    (Q, "开源项目有必要加 CLA 吗？有什么坏处？"),
    (Q, "你觉得给学生的评语是写具体一点好，还是简单鼓励一下就行？"),
)

JA_FRESH_40: tuple[tuple[str, str], ...] = (
    (D, "仕訳の摘要は「取引先名+内容」の形で書いてください。今後もずっとこの形式でお願いします。"),
    (D, ("恐れ入りますが、弊所の書面では今後、"
         "和暦ではなく西暦で日付をご記載いただけますでしょうか。")),
    (D, "夜勤明けの次の日に日勤入れるのは絶対NGなので、シフト作るときは毎回チェックして"),
    (D, "ドライバーへの配車連絡には、必ず便名と積込時刻を先頭に書いてください。"),
    (D, "MODの説明文は「です・ます」で統一して、「〜だよ」みたいな口語は避けてね"),
    (D, ("分析のコードはRじゃなくてPythonで書いてほしいです。"
         "チームで読めるのがPythonの人だけなので。")),
    (D, "保護者向けのお便りは専門用語を使わずに、難しい漢字にはふりがなを付けてください。"),
    (D, "お客様への返信では「了解しました」は使わず、「承知いたしました」でお願いします。"),
    (D, ("ありがとうございます、助かりました。"
         "あと、今後レポートの図のキャプションは図の下に置くようにしてください。")),
    (D, "コミットメッセージは英語の命令形で書いてください（Add ... / Fix ... みたいに）。"),
    (D, "金額は必ず3桁ごとにカンマを入れて、単位は千円で表示して"),
    (D, "論文の引用は著者年方式でお願いします。番号方式は使わないです。"),
    (D, "pipじゃなくてuv使ってね、うちのリポジトリは全部uvで管理してるから"),
    (D, "返事は短めで大丈夫です。箇条書きで要点だけ教えてもらえると助かります。"),
    (F, "会計事務所で働いていて、主に個人事業主の確定申告を担当しています。"),
    (F, "うちの病棟は二交代制で、夜勤は16時間です。"),
    (F, "法律事務所でパラリーガルをしております。主に債務整理の案件を扱っております。"),
    (F, "物流センターで配車担当やってます、トラックは全部で18台"),
    (F, "中学校で英語を教えていて、バスケ部の顧問もしています。"),
    (F, "商店街で小さな和菓子屋をやってて、ネット注文はBASEで受けてます"),
    (F, "大学院で社会心理学の研究をしていて、データは主にオンライン調査で集めています。"),
    (F, "OSSのメンテナをやっています。CIはGitHub Actionsで、リリースは月に一回です。"),
    (T, "今日の配車だけ、3号車は点検なので外して組んでください。"),
    (T, "この見積書、今回だけ値引きの欄を消しておいてもらえますか。"),
    (T, "今月のシフトだけ、田中さんは研修で平日いないので土日だけ入れてください。"),
    (T, "このPRではいつものlintルールは無視していいです。まずは動くものを出したいので。"),
    (T, "この判例の要旨、300字くらいにまとめてもらえますか"),
    (T, "今回の小テストの採点は、部分点なしでお願いします。"),
    (T, "今後の行事予定表ですが、このファイルだけは旧フォーマットのままにしておいてください。"),
    (T, ("確認ありがとうございます。"
         "今日はもう時間がないので、残りのグラフは明日まとめてお願いします。"
         "細かい修正はそのあとで。")),
    (C, "ありがとう〜！めっちゃ助かった"),
    (C, "おはようございます。今日も一日がんばりましょう。"),
    (C, "確定申告の時期はいつも胃が痛いです…"),
    (C, "夜勤明けで眠すぎる"),
    (C, "これからもよろしくお願いします！"),
    (Q, "インボイス制度って、免税事業者から仕入れた場合はどうなるんでしたっけ？"),
    (Q, "前にお願いしたシフトのルール、覚えてますか？"),
    (Q, "pandasでピボットしたあと列名を平らにする方法ある"),
    (Q, "保護者への連絡って、メールと連絡帳どっちがいいと思いますか。"),
    (Q, "MODのライセンスってMITとGPLどっちにするのが一般的ですか？"),
)

__all__ = ["EN_FRESH_40", "JA_FRESH_40", "ZH_FRESH_40"]
