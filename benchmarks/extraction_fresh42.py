"""The extraction set's forty-second fresh round: workplaces, mostly off the software path.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are workplaces: a GP practice's and a clinic's front desk, a community
hospital's admin office, a law firm's paralegal (letters, contracts, file reviews), freight
and van dispatch, game modding (changelogs, mod descriptions, dependencies), theses and
papers in LaTeX (Overleaf, biblatex, booktabs), small indie game studios (playtests,
publisher demos, localisation freezes), a regional newspaper's night desk and layout desk,
translation agencies and their client glossaries, infrastructure and on-call (production
commands, a database migration, a data-centre move, Kubernetes), ML training pipelines
(seeds, checkpoints, shared GPU clusters), school teachers preparing lessons and
worksheets, and a small online shop's customer mail (ceramics, tea sets, handmade
jewellery).

Registers vary hard. Directives are polite requests (please, could you, 麻烦, 请, …てください),
bare imperatives and terse noun phrases (…和暦で), negations (don't ever, never, 别再, 别,
…しないで, やめて), one with an exception in each language (except inside direct
quotations, 只有…例外, ただし付録だけは), one in the middle of a long message about a
playtest, one a complaint (Why is 'utilise' still ..., 怎么又…, なんでまた…), one after
thanks with an emoji; in English one is lowercase and one unpunctuated. Facts include one
said in passing while apologising or explaining something else (colour-blindness, a
hearing aid, being a paralegal rather than a lawyer) and one with an emoji. Temporary
items wear lasting words inside a scope that ends: for this release, until the demo, today
only, over the migration weekend, until the file review, this half-term, 这周…期间,
这个版本, 今天之内, 机房搬迁那个周末, 期中考试之前, 每天 until a defence, 今日中は,
デモが終わるまでは, 今回のリリースに限って, 今夜のメンテが終わるまで, 授業参観が終わるまでは,
いつも until a deadline; some are one-off tasks (a reply to a customer, a booktabs table,
references in GB/T 7714). Chit-chat is tiredness, thanks and good news, some with always,
每次, 总, いつも. Questions ask about LaTeX, learning rates, record keeping, mod
dependencies, news style and Kubernetes; each language has one about rules given before,
and some carry always, 以后 or いつも. Each language's forty were written on their own, not
translated from another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_42: tuple[tuple[str, str], ...] = (
    (D, ("Please write every appointment reminder text without the reason for the visit - just "
         "the date, the time and which of our two sites. Patients' phones get read by other "
         "people in the house.")),
    (D, "Dates in full in every letter and pleading: 3 March 2027, never 03/03/27."),
    (D, ("don't ever put a driver on more than two drops after six on the same run, the depot "
         "locks up at eight and they end up sleeping in the cab")),
    (D, ("When you write the changelog for the mod, put anything that breaks save compatibility "
         "at the very top, in bold, before the new features.")),
    (D, ("Use British spelling throughout my thesis chapters, except inside direct quotations, "
         "which stay exactly as they were published.")),
    (D, ("Playtest last night was a mess in the best way - the new dash felt great, two people "
         "got stuck on the ladder in level 3, and somebody found a way to skip the whole boss "
         "with a crate. Going forward, when you turn playtest notes into tickets, always put "
         "the build number and the tester's platform in the ticket title, because we keep "
         "losing track of which build a bug came from. Oh and Priya brought cake, so morale is "
         "high.")),
    (D, ("Never round casualty figures in a draft. Use the exact number the source gave and "
         "name that source in the same sentence.")),
    (D, ("On anything from the Hartmann account, their glossary wins, even where you think "
         "there's a better word. They check every term.")),
    (D, ("any time you suggest a command that touches prod, put the rollback right under it. no "
         "exceptions, even for the one-liners")),
    (D, ("Put the random seed and the git commit hash at the top of every training config you "
         "generate. I can't reproduce runs otherwise.")),
    (D, ("Could you keep every worksheet for my Year 7s to one side of A4 from now on? Anything "
         "on the back just never gets done.")),
    (D, ("Sign off customer emails as 'Lena at Fernleaf Ceramics', not 'the Fernleaf team' - "
         "people like knowing a real person answered.")),
    (D, ("Why is 'utilise' still turning up in my drafts? It's 'use'. I've said this before - "
         "every time, please.")),
    (D, ("Thanks, that rota's spot on 👍 From now on put each driver's mobile number next to "
         "their name on the dispatch sheet.")),
    (F, "I run the front desk at a three-GP practice, and we book everything through EMIS."),
    (F, ("Sorry if I misread the board earlier - I'm red-green colour-blind, so the status dots "
         "all look the same to me. Anyway, the Leeds van's running about forty minutes late.")),
    (F, "I'm the only paralegal at a small family-law firm - four solicitors and me."),
    (F, "We're a three-person studio building in Godot 4, shipping on Steam and Switch."),
    (F, ("my thesis lives in Overleaf with biblatex and my supervisor only ever comments on the "
         "PDF")),
    (F, ("We train on eight A100s that we share with the speech team, so the big jobs run "
         "overnight.")),
    (F, ("I'm the night editor at a regional daily; I come in at four and sign off the website "
         "around one.")),
    (F, ("It's just me and my sister running the shop 🙂 handmade mugs and planters, about "
         "thirty orders a week.")),
    (T, ("For this release, don't touch any in-game strings at all - the translators are "
         "already working from the current file.")),
    (T, "Until the publisher demo on Friday, always build with the debug overlay switched off."),
    (T, ("Draft a reply to this customer whose mug arrived chipped. Offer a replacement or a "
         "refund, whichever she prefers.")),
    (T, ("Today only, send every Manchester drop through the Salford depot; the M60's shut "
         "after a crash.")),
    (T, ("Over the migration weekend, never restart the primary without pinging me first. From "
         "Monday it's the normal runbook again.")),
    (T, "Turn this results table into a booktabs table for me, three decimals."),
    (T, ("Until the file review on the 14th, keep every superseded draft in the matter folder - "
         "don't tidy anything away.")),
    (T, ("While I'm covering Mr Hale's Year 9s this half-term, add his two lessons to my weekly "
         "plan as well.")),
    (C, "Phew. Flu clinic day plus two doctors off sick - the front desk was chaos."),
    (C, "Thanks - you always catch the typos I miss at one in the morning."),
    (C, "The demo went brilliantly! The publisher wants a second meeting 🎉"),
    (C, "Chapter three is finally with my supervisor. I'm going to sleep for a week."),
    (C, "ha my Year 7s always ask whether a robot made their worksheets"),
    (Q, "Should I always use cleveref instead of plain ref, or is that just taste?"),
    (Q, "Do you remember how I asked you to sign off customer emails?"),
    (Q, "What's a sensible learning-rate warmup for a model of around a billion parameters?"),
    (Q, "How long do we have to keep records for patients who've left the practice?"),
    (Q, "Is it better to always pin mod dependencies to exact versions, or allow minor updates?"),
)

ZH_FRESH_42: tuple[tuple[str, str], ...] = (
    (D, ("麻烦以后写门诊预约提醒短信的时候，别写病人挂的是什么科，只写时间和院区就行，"
         "短信家里人都能看到。")),
    (D, "合同里的金额一律大小写并列，比如“人民币伍万元整（¥50,000.00）”。"),
    (D, "别再把冷链的货排给没冷藏车的师傅了！上周又坏了一车酸奶。"),
    (D, "mod 的更新日志写成中英双语，中文在上英文在下，方便 N 网上的外国玩家看。"),
    (D, "论文里的图一律用矢量 PDF 插进去，只有那几张显微镜照片例外，用 PNG 就行。"),
    (D, ("昨天内测的反馈挺多的，新加的冲刺手感大家都说好，第三关的梯子还是有人卡住，"
         "还有人用箱子直接跳过了 boss 战。以后你帮我整理测试反馈的时候，按严重程度排，"
         "闪退类的永远放在最前面。对了策划说下周想加个新角色，我回头再跟你细说。")),
    (D, "稿子里的人名第一次出现要写全名加职务，后面再出现就只写姓加职务。"),
    (D, "我们接的所有法律稿，术语都以客户给的术语表为准，哪怕你觉得有更好的译法也别擅自改。"),
    (D, "凡是要在生产环境跑的命令，先给我 dry-run 的版本，我确认了再给真正执行的那条。"),
    (D, "请每次生成训练配置时，把随机种子和数据集版本号写在文件最上面。"),
    (D, "给初二出的练习卷，每份最后都附一道拓展题，题号旁边标“选做”。"),
    (D, "回复顾客邮件开头称呼就用“您好”，别用“亲”，我们店不走那个风格。"),
    (D, "怎么又把“的地得”混着用了？稿子里这个必须分清，我都说好几次了。"),
    (D, "谢谢，脚本跑通了🙏 以后写训练脚本都要带断点续训，别让我再从头跑。"),
    (F, "我在一家社区医院做行政，主要管医生排班和医保报销的材料。"),
    (F, "会议纪要我基本靠看文字，我戴助听器，电话会老是听漏。顺便把今天这份发你。"),
    (F, "我们是个四个人的独立游戏工作室，用 Unity 开发，主要上 Steam 和 TapTap。"),
    (F, "我在读材料方向的博士，论文在 Overleaf 上用 LaTeX 写。"),
    (F, "我是报社的夜班编辑，下午三点上班，管网站和公众号的夜间稿件。"),
    (F, "我们组的训练集群是 16 张 H800，跟隔壁推荐组共用。"),
    (F, "我在一家小翻译公司做项目经理，接的主要是日译中、英译中的法律和专利稿。"),
    (F, "我自己在淘宝开了家卖手工茶具的小店，打包发货都是我一个人😅"),
    (T, "这周 TapTap 测试期间，所有闪退日志都直接转给我，不用走工单。测试结束就照旧。"),
    (T, "这个版本先别动本地化文本，翻译那边已经按现在的文本在做了。"),
    (T, "帮我把下面这几条参考文献改成 GB/T 7714 格式。"),
    (T, "今天之内华东的单子都先走南京中转，上海那边封路了。"),
    (T, "机房搬迁那个周末，主库一律不许重启，有事先给我打电话。"),
    (T, "给这位说茶杯到手就碎了的顾客写一封道歉信，补发还是退款让她自己选。"),
    (T, "期中考试之前，作业都按考试题型出，考完再换回平时的。"),
    (T, "下周一答辩之前，你每天提醒我一次检查图表编号。"),
    (C, "今天挂号系统崩了一上午，累死了。"),
    (C, "谢谢你，每次都能帮我揪出漏掉的错别字。"),
    (C, "demo 过了！发行商说下周再约一次🎉"),
    (C, "第三章终于交给导师了，先睡它个三天。"),
    (C, "学生们总问我练习卷是不是 AI 出的哈哈"),
    (Q, "以后写论文是不是都该用 biblatex，别用 bibtex 了？"),
    (Q, "我之前让你回顾客邮件用什么称呼来着，你还记得吗？"),
    (Q, "学习率 warmup 一般设多少步比较合适？"),
    (Q, "病历按规定一般要保存多少年？"),
    (Q, "新闻稿里引用网友的评论，需要先征得对方同意吗？"),
)

JA_FRESH_42: tuple[tuple[str, str], ...] = (
    (D, ("患者さんへの予約確認メールには、診療科名を書かないでください。"
         "日時と場所だけでお願いします。")),
    (D, "契約書の日付はすべて和暦で。西暦は括弧で併記すること。"),
    (D, "夜の便に新人ドライバーを一人で入れないで。必ずベテランと組ませてください。"),
    (D, "MODの説明文には、前提MODと導入順を一番最初に書いてください。"),
    (D, "論文の数式番号は章ごとに振ってください。ただし付録だけは通し番号でかまいません。"),
    (D, ("昨日のテストプレイ、想像以上に盛り上がりました。新しいダッシュは好評で、"
         "ボス戦はちょっと難しすぎたみたいです。あと今後なんですが、"
         "バグ報告をまとめるときは必ずビルド番号と再現手順を付けてください。"
         "どのビルドの話か毎回わからなくなるので。"
         "来週はいよいよパブリッシャー向けの資料作りです。")),
    (D, ("記事中の人名には、初出のときだけ名前の後ろに年齢を括弧で入れてください。"
         "「山田太郎さん（35）」みたいに。")),
    (D, ("医薬系の案件では、訳語は必ずクライアントの用語集に合わせてください。"
         "自己判断で変えるのはやめてください。")),
    (D, "本番環境に触るコマンドを出すときは、いつも切り戻し手順もセットで書いて。"),
    (D, "学習スクリプトは、チェックポイントを毎エポック保存するように書いてください。"),
    (D, "授業プランは毎回、最初の5分を前回の振り返りにしてください。"),
    (D, "お客様へのメールは「○○様」で始めて、最後は必ず店長の佐々木の名前で締めてください。"),
    (D, ("なんでまた「させていただきます」を連発してるんですか。くどいので、"
         "一通に一回までにしてください。")),
    (D, ("ありがとうございます、すごく見やすくなりました🙇 これからグラフを作るときは、"
         "色覚に配慮した配色でお願いしますね。")),
    (F, "クリニックの受付で医療事務をしています。レセプトは毎月、月初にまとめてやっています。"),
    (F, ("あ、ちなみに私は弁護士じゃなくてパラリーガルなので、"
         "最終的な判断はいつも先生に確認してもらってます。で、この書面なんですが…")),
    (F, "インディーでゲームを作っています。Unreal Engine 5で、チームは自分を入れて2人です。"),
    (F, "修士2年で、論文はVS CodeとLaTeX Workshopで書いています。"),
    (F, "地方紙の整理部にいて、朝刊の紙面を組むのが担当です。"),
    (F, "うちの学習基盤はSlurmで回していて、GPUはA100が32枚です。"),
    (F, "翻訳会社でチェッカーをやっています。ほとんどが英日のIT系です。"),
    (F, "ハンドメイドのアクセサリーをネットで売ってます💍 注文は週に20件くらいです"),
    (T, "今日中は東名が通行止めなので、静岡方面の便は全部中央道経由にしてください。"),
    (T, "デモが終わるまでは、常にデバッグ表示をオフにしてビルドしてください。"),
    (T, "この表を、booktabsを使ったLaTeXの表に直してもらえますか。"),
    (T, ("今回のリリースに限って、ゲーム内テキストは一切変更しないでください。"
         "翻訳チームが作業中なので。")),
    (T, "今夜のメンテが終わる2時までは、アラートは全部私に直接飛ばしてください。"),
    (T, ("割れて届いた湯呑みの件で、お客様へのお詫びメールを書いてください。"
         "交換か返金か選んでもらう形で。")),
    (T, "来週の授業参観が終わるまでは、授業プランに毎回グループ活動を入れてください。"),
    (T, "学会の締め切りの金曜までは、返事はいつも短めでお願いします。"),
    (C, "今日は予防接種の日で、受付がずっと大混雑でした…"),
    (C, "いつも本当に助かってます。ありがとうございます。"),
    (C, "夜勤明けでもう限界です、寝ます"),
    (C, "MOD公開したら一晩でダウンロード100件超えました！"),
    (C, "今日の授業、子どもたちすごく楽しそうでした😊"),
    (Q, "論文の図って、いつもPDFで入れるべきですか？PNGじゃだめなんでしょうか。"),
    (Q, "前にお願いしたお客様メールの締め方、覚えてますか？"),
    (Q, "バッチサイズを倍にしたら、学習率も倍にしたほうがいいんですか？"),
    (Q, "Kubernetesのliveness probeとreadiness probeって、何が違うんですか？"),
    (Q, "新聞の見出しって、いつも体言止めにするものなんですか？"),
)

__all__ = ["EN_FRESH_42", "JA_FRESH_42", "ZH_FRESH_42"]
