"""The extraction set's forty-third fresh round: front desks, back rooms, clubs and small trades.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a veterinary clinic (post-op sheets,
weights, estimates, vaccine reminders, an anaesthetist), a hotel's night audit and night
front desk, a university's admissions office (postgraduate, arts, 総合型選抜, clearing and
application windows), a musician's home studio (mix notes, stems, file names, monitors,
loudness and sample rates), a warehouse's inventory control (cycle counts, stocktakes,
location codes, variance reports), a second-hand and antiquarian bookshop (grades,
editions, consignment listings), a school robotics club and a 高専 ロボコン部 (engineering
notebooks, match schedules, parts lists), a council's licensing team, a 政务服务中心 and a
市役所の市民課 (notices for residents, call logs, counters), a touring theatre company's
stage management (cue sheets, show reports, a 香盤表), a charity's grant writing, a bike
repair shop, a museum's registrar, an architecture practice, a residential property
manager, a driving school and a 税理士事務所 at tax-return time.

Registers vary hard. Directives are polite requests (please, could you, 请, …てください),
bare imperatives and terse noun phrases (Cue sheets in running order, 診察券番号は半角),
negations (Never, Don't, 别, 不要, …しないで), one with an exception in each language
(except the bulk racks, 只有催缴…例外, ただし自作パーツだけは), one buried in a long
message (a regional qualifier, a 区赛, a 公演), one a complaint (Why do the listings…,
怎么又…, なんでまた…), one after thanks with an emoji; in English one is lowercase and
unpunctuated, in Japanese one asks for plain speech. Facts include one said in passing
while apologising (dyslexia, an anaesthetist's long surgeries, a day job that pushes the
studio to night) and one with an emoji. Temporary items wear lasting words inside a scope
that ends: for the rest of this audit, from now on till the stocktake's finished, until
clearing closes, this week, while a vet is on leave, tonight only, 这周二次盘点期间, 以后 until
a test ground reopens, 今天夜审, 国庆那七天, 比赛前这一个月, 確定申告の期間中はずっと,
今後 until a stocktake ends, 出願期間が終わるまでは, 今回の地方公演に限って; some are one-off
tasks (a listing for a first edition, a thank-you to a trust, a reply to a resident, a
track list by BPM, an apology for a sold-out book, English lyrics to correct). Chit-chat
is tiredness, thanks and good news, some with always, 每次, いつも or これからも. Questions
ask about cycle counts, loudness, applicant records, grant budgets, sample rates, ABC
classes, residence permits, book pricing, withholding slips, xylitol and compressor order;
each language has one about rules given before, and some carry always, 一律, いつも, 必ず
or 今後. Each language's forty were written on their own, not translated from another.
Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_43: tuple[tuple[str, str], ...] = (
    (D, ("Please write post-op instructions for owners in plain words - 'pain relief', not "
         "'analgesia', 'under the skin', not 'subcutaneous'. Our clients range from sheep "
         "farmers to first-time kitten owners.")),
    (D, "Room revenue on the audit summary: net of VAT, two decimals, pound sign in front."),
    (D, ("Never tell an applicant by email that they're 'likely' to get an offer. Nothing about "
         "outcomes until the decision is live in the portal.")),
    (D, ("when you give me mix notes say the time in the song like 1:42 not the second chorus "
         "i never know which chorus you mean")),
    (D, ("Count cycle-count locations bin by bin, except the bulk pallet racks in aisle 14 - "
         "those are counted by the pallet.")),
    (D, ("Regional qualifier was wild. Our bot tipped over in the first match, the kids rebuilt "
         "the intake in forty minutes flat, and we still made the semi-final. Anyway, from now "
         "on when you help them tidy their engineering notebook, fix the spelling and leave "
         "their reasoning exactly as they wrote it - judges can tell when an adult's been at "
         "it. Also the pizza place lost our order, so lunch was vending-machine crisps.")),
    (D, ("Why do the listings keep saying 'good condition' when I've given you a grade? Use my "
         "grade word for word - Fine, Very Good, Good, Fair - in every listing.")),
    (D, ("Cheers, that letter reads much better 🙌 On future ones, always put the licence "
         "reference number in the first line, above 'Dear'.")),
    (D, "Cue sheets in running order, not grouped by department."),
    (D, ("Don't use 'beneficiaries' in any grant application. We say 'the people we work with' "
         "- funders have started picking up on it.")),
    (D, ("Could you always give object dimensions as height x width x depth in centimetres, "
         "with the accession number before the title?")),
    (D, ("quote every repair with parts and labour on separate lines. customers think we're "
         "hiding something otherwise")),
    (D, ("Whenever you describe where a project's at, use the RIBA stage number rather than "
         "'concept' or 'detailed design'.")),
    (D, ("Weights in kilograms only in the clinical notes. Owners quote pounds, but the dosing "
         "charts are metric and I don't want a conversion creeping in.")),
    (F, "I do the night audit at a 120-room hotel by the station; we're on Opera."),
    (F, ("Apologies for the typos, I'm dyslexic and spellcheck doesn't catch everything. "
         "Anyway, here's the draft for the trustees.")),
    (F, ("I'm one of two admissions officers for the taught postgraduate courses, and we run "
         "everything through Slate.")),
    (F, "My studio's a converted box room - Reaper, an Apollo Twin and a pair of Genelecs."),
    (F, "i run inventory control at a 3PL warehouse, about 9,000 SKUs, on Manhattan WMS"),
    (F, ("We're a secondhand bookshop in Hay with roughly 40,000 books, and we sell through "
         "AbeBooks as well 📚")),
    (F, "I coach a school robotics club: FIRST Tech Challenge, fourteen kids aged 12 to 17."),
    (F, ("I'm in the licensing team at the council - taxis, pubs and street trading, mostly "
         "taxis.")),
    (T, ("For the rest of this audit, always flag any room sold under £60. The GM thinks "
         "someone's been overriding rates; once he's checked, back to normal.")),
    (T, ("Until clearing closes, put the applicant's UCAS ID in the subject line of every reply "
         "you draft for me.")),
    (T, ("Write a short listing for this 1954 first edition of Lord of the Flies: jacket "
         "price-clipped, small tear at the head of the spine.")),
    (T, ("from now on till the stocktake's finished on sunday, don't suggest moving any stock "
         "between locations")),
    (T, ("Tonight only the interval runs 25 minutes instead of 20 - adjust the running times "
         "on the show report.")),
    (T, "Draft a thank-you email to the Ellerby Trust for the £8,000 grant."),
    (T, "While Dr Singh is on leave this fortnight, send every surgery estimate to me instead."),
    (T, ("Don't book anything in the vocal booth before 10 this week, the neighbours are having "
         "their roof done.")),
    (C, "Audit's done and it balanced to the penny for once 🎉"),
    (C, "Thanks for always making my cue sheets look so tidy, honestly."),
    (C, "WE WON THE INSPIRE AWARD!!! the kids are losing their minds"),
    (C, "Long day. Three cats, two spaniels and one very angry parrot."),
    (C, ("haha someone just tried to sell me a 'first edition' Harry Potter that was printed "
         "last year")),
    (Q, "Should cycle counts always be blind, or is it fine if counters can see the system qty?"),
    (Q, "What did I tell you about writing weights in the clinical notes?"),
    (Q, "Is -14 LUFS still the target for Spotify, or should I always master louder?"),
    (Q, ("Do we have to keep applicants' interview notes once the cycle's over, and for how "
         "long?")),
    (Q, "Should a grant budget always include overheads, or do funders frown on that?"),
)

ZH_FRESH_43: tuple[tuple[str, str], ...] = (
    (D, ("请以后给宠物主人写术后注意事项时用大白话，别出现“镇痛”“皮下注射”这种词，"
         "很多主人是老人家。")),
    (D, "办事指南里的材料清单：原件、复印件分开列，每项标份数。"),
    (D, "别在给考生的回复里承诺任何录取结果，哪怕分数看着够了也不行。"),
    (D, ("给业主发的通知一律用“尊敬的业主”开头，只有催缴物业费的例外，"
         "直接写房号就行。")),
    (D, ("周末的区赛打得挺刺激，自动阶段我们拿了满分，可惜决赛被对面卡了位置。"
         "以后帮我排比赛日程表的时候，每两场之间至少留 20 分钟给学生检修，"
         "别排得太满。对了家长群里说下个月想组织去科技馆，我回头再问问。")),
    (D, "怎么又把出版年份写成印刷年份了？旧书的版次和印次都要写清楚，这个跟价钱直接挂钩。"),
    (D, "谢谢，夜审报表清楚多了👍 以后报表里把 no-show 的房间单独列一栏。"),
    (D, "回复考生咨询，每封都附上今年招生章程的链接。"),
    (D, "混音文件命名统一：歌名_版本号_日期，日期用 8 位数字。"),
    (D, "给学员发约车通知时，一定写上教练的车牌号，不然他们老找不到车。"),
    (D, "群众来电记录里不要写身份证全号，只留后四位。"),
    (D, "疫苗提醒短信里写宠物的名字，不要写“您的宠物”。"),
    (D, "生成盘点差异报告的时候，差异超过 5% 的 SKU 用红色标出来。"),
    (D, "回答我的时候先说结论再说理由，别铺垫。"),
    (F, "我在区政务服务中心窗口上班，主要办社保和居住证。"),
    (F, ("刚才在手术室没看手机，我是宠物医院的麻醉师，一台手术下来就两三个小时。"
         "你刚才发的那个表我现在看。")),
    (F, "我们社团用的是 VEX V5 的套件，队里十二个高一高二的学生。"),
    (F, "我在一家酒店做夜审，用的是西软的系统，晚上十一点上到早上七点。"),
    (F, "店里的旧书大部分是从高校退休老师家里收来的，文史类居多。"),
    (F, "我在高校招生办，负责艺术类专业的招生。"),
    (F, "我自己在家编曲，用 Logic Pro，声卡是 RME 的 Babyface 🎧"),
    (F, "我是驾校教练，带科目二和科目三。"),
    (T, "这周二次盘点期间，所有调拨单先别生成，盘完再说。"),
    (T, "招生咨询高峰这十天，回复都尽量控制在三句话以内。"),
    (T, "帮我给这位投诉电梯老坏的业主写个回复，语气软一点。"),
    (T, "今天夜审先别跑自动过账，系统在升级，明早我手动处理。"),
    (T, ("这两周先这样：以后凡是约科目二的都排上午，下午考场在装修，"
         "等考场重新开放再恢复。")),
    (T, "帮我把这张曲目单按 BPM 从快到慢排一下。"),
    (T, "国庆那七天中心只开一个综合窗口，来电记录都先转给我。"),
    (T, "比赛前这一个月，每周日晚上提醒我检查一遍电池和备用零件。"),
    (C, "今天做了三只猫的绝育，一只比一只凶😂"),
    (C, "谢谢你每次都帮我把报表对得这么整齐。"),
    (C, "我们队拿了省赛一等奖！孩子们高兴疯了"),
    (C, "夜班真熬人，天都快亮了。"),
    (C, "今天收到一套民国的线装书，高兴了一下午。"),
    (Q, "我之前说过疫苗提醒短信要怎么写来着？"),
    (Q, "人声录音一般用 48k 还是 44.1k 采样率比较好？"),
    (Q, "ABC 分类里 A 类货一般多久盘一次？"),
    (Q, "居住证到期了，要提前多久去续签？"),
    (Q, "旧书定价有没有通用的规矩，比如一律按原价打几折？"),
)

JA_FRESH_43: tuple[tuple[str, str], ...] = (
    (D, ("住民向けのお知らせ文は、なるべく漢字を減らして、"
         "難しい語には括弧で読みを入れてください。")),
    (D, "診察券番号は半角、ハイフンなし。"),
    (D, ("申告書の下書きに「節税できます」と断定して書かないでください。"
         "必ず「可能性があります」にしてください。")),
    (D, "ロボットの部品表は全部型番で書いてください。ただし自作パーツだけは部品名でいいです。"),
    (D, ("昨日の公演、二幕の転換がやっと三十秒を切りました！照明さんも音響さんも"
         "気合い入ってて、カーテンコールの拍手が鳴りやまなかったです。"
         "それで今後のお願いなんですが、稽古スケジュールを作るときは、"
         "子役の出番を必ず夜八時までに収めてください。決まりなので。"
         "そういえば来月は地方公演で、宿の手配がまだなんですよね。")),
    (D, ("なんでまた古書の状態を「美品」って書いてるんですか。うちは「並」「良」「極美」"
         "の三段階しか使わないので、それ以外の言葉は書かないで。")),
    (D, "助かりました🙏 今後、監査レポートを作るときは、差異の金額が大きい順に並べてください。"),
    (D, "受験生への返信メールには、最後に必ず入試課の電話番号と受付時間を入れてください。"),
    (D, "ステムを書き出すときのファイル名は、トラック番号_楽器名で統一してね。"),
    (D, "ロケーションコードは必ず大文字で。小文字だとハンディが読み取らないので。"),
    (D, "飼い主さん向けの薬の説明には、錠剤を砕いて飲ませていいかどうかを毎回書いてください。"),
    (D, "敬語じゃなくていいよ、これからはタメ口で話して。"),
    (D, "試算表の金額は千円単位に丸めないで、一円単位まで出してください。"),
    (D, "窓口の想定問答を作るときは、根拠になる条例の条番号を添えること。"),
    (F, "市役所の市民課で、住民票とマイナンバーカードの窓口をやっています。"),
    (F, ("返信がいつも深夜になってすみません、昼間は別の会社で経理をしていて、"
         "宅録は夜しかできないんです。")),
    (F, "高専のロボコン部で顧問をしています。部員は二十人くらいで、ほとんどが機械科です。"),
    (F, "神保町で古書店をやっていて、専門は戦前の写真集です。"),
    (F, "ビジネスホテルでナイトフロントをしています。PMS はクラウド型のものです。"),
    (F, "大学の入試課にいて、総合型選抜の担当です。"),
    (F, "物流倉庫で在庫管理をしてて、WMS は自社開発のやつです📦"),
    (F, "税理士事務所に勤めていて、担当は個人事業主の確定申告がほとんどです。"),
    (T, ("確定申告の期間中は、ずっと返事を箇条書きだけにしてください。"
         "3 月 15 日を過ぎたら元に戻して大丈夫です。")),
    (T, "今日だけ、夜間の入金処理は全部保留にしておいてください。明日経理が確認します。"),
    (T, "在庫切れになった本について、このお客様へのお詫びの返信を書いてもらえますか。"),
    (T, "棚卸しが終わるまでは、今後ロケーション移動の指示は出さないでください。"),
    (T, "大会前の一週間は、部員の作業ログを毎日まとめてください。"),
    (T, "出願期間が終わるまでは、問い合わせメールの件名に受付番号を必ず入れてください。"),
    (T, "このデモの歌詞、英語の部分だけ添削してくれる？"),
    (T, "今回の地方公演に限って、香盤表に新幹線の時刻も入れてください。"),
    (C, "今日は手術が三件続いて、くたくたです…"),
    (C, "いつも丁寧に見てくれてありがとう！これからもよろしくね"),
    (C, "ロボット、やっと自律で一周走りました！！🎉"),
    (C, "夜中のフロント、静かすぎてちょっと怖いです笑"),
    (C, "確定申告、あと二週間…がんばります"),
    (Q, "前にお願いした、住民向けのお知らせ文の書き方って覚えてますか？"),
    (Q, "源泉徴収票って、いつも 1 月中に出さなきゃいけないんですか？"),
    (Q, "犬がキシリトールを食べたら、どれくらいの量で危ないんですか？"),
    (Q, "ボーカルのコンプって、必ず EQ の前に挿すべきですか？"),
    (Q, "古書の値付けって、今後は相場サイトに合わせたほうがいいんでしょうか？"),
)

__all__ = ["EN_FRESH_43", "JA_FRESH_43", "ZH_FRESH_43"]
