"""The extraction set's forty-fourth fresh round: water, roofs, clinics, counters and grant offices.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

The settings are ones the earlier rounds left out: a sailing club's race office and a
university ヨット部 (tide times, race notices, results sheets, 出艇申告), a dental lab
(shade guides, FDI tooth numbers, zirconia crowns, 技工指示書), a history podcast and a film
podcast (show notes, transcripts, sponsor reads), a domestic solar installer (quotes, kWh
estimates, batteries, export forms, no 'free' or 実質0円 in a quote), a university's grant
and research support office (budget justifications, 国自然, 科研費), an island practice, a
村卫生室 and a へき地診療所, public-sector clerks (a land registry, a 不动产登记中心, a
町役場の税務課), an auction house, a campsite, an esports team, a calligraphy class, a kendo
dojo, a fishing co-operative, a sake brewery and a census round; a few software items sit
around them (an inverter dashboard, a booking site).

Registers vary hard. Directives are polite requests (please, could you, 请, …てください),
terse noun phrases (Shade codes in Vita classical, 义齿订单：…, シェードはVITAで), negations
(Don't ever, 别, 絶対に…ないで), one with an exception in each language (except the export
forms, 只有书画例外, ただし大会がある週だけは), one voice-dictated with filler in each
language, one buried in a long message (a grant panel, a windy race, a windless one), one a
complaint (Why is the letter saying…, 怎么又…, なんでまた…), one after thanks with an emoji,
conventions stated as the way things are done here (In this clinic we…, 我们办公室…,
うちの酒蔵では…); in English one is lowercase and unpunctuated. Facts include one said while
apologising for slow replies, one with an emoji, in English one lowercase, and in each
language one project decision the code would not show (prepaid campsite bookings, BO3
scrims, one booking system). Temporary items wear lasting words inside a scope that ends:
for this PR only, until the release on Friday, this week, tonight's episode only, from now
on until the auction, 这两天先…, 这次预展期间, 本周形式审查期间, 这个 PR 里,
普查入户这一个月, 今回だけ, 合宿の間は, 締め切りまでは, 大会が終わるまで, このプルリクでは,
決算が終わるまでは今後…; some are one-off tasks (a race notice, a discharge note in plain
words, a reply to a camper, an outline, a referral letter). Chit-chat includes always, 一直
and いつも, and one "Never again." Questions ask about battery capacity, shade codes,
funders' logos, right of way, restrictions on a title, panel orientation, personnel costs,
tax certificates, zirconia, original receipts and tax notices; each language has one about
rules given before, and some are shaped like directives (Should I always…, 以后每次…都要…吗,
今後は…たほうがいいですか). Each language's forty were written on their own, not translated
from another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_44: tuple[tuple[str, str], ...] = (
    (D, ("Please give tide times in the 24-hour clock with the height in metres, and always say "
         "which port they're for - half our members sail out of Lymington, half out of "
         "Yarmouth.")),
    (D, "Shade codes in Vita classical, never 3D-Master."),
    (D, ("Don't ever write 'free' about panels in a quote. The export payments pay them back "
         "over time; they are not free, and trading standards have already warned us once.")),
    (D, ("okay so um whenever you draft the show notes put the guest's name first and then the "
         "timestamps uh not the other way round like you did on the last one")),
    (D, ("Long week. The ERC panel came back: two of ours through to interview, one knocked out "
         "on a technicality about page limits. So going forward, when you check a budget "
         "justification for me, check it against the call's own page and font limits before "
         "anything else - that's what sank us. Also the coffee machine on our floor is "
         "finally fixed, small mercies.")),
    (D, ("Why is the letter saying 'the applicant' again? Address people by name - Mr or Ms "
         "and the surname - in every letter we send to the public.")),
    (D, ("Brilliant, the results sheet is spot on ⛵ From now on put the corrected times next "
         "to the elapsed times, not on a separate tab.")),
    (D, ("Round yearly kWh estimates to the nearest 10, except on the export-guarantee forms - "
         "those want the exact figure.")),
    (D, ("In this clinic we write doses as mg per kg with the patient's weight first. Keep to "
         "that in anything you draft.")),
    (D, "keep the ums and the laughs in the transcripts the host wants them verbatim"),
    (D, ("Could you always put the title number and our case reference at the top of every "
         "note you draft for me?")),
    (D, ("When you write up an auction lot, give the estimate as a range in whole pounds, and "
         "never call anything 'antique' unless it's over a hundred years old.")),
    (D, ("Most of the patients here read Welsh first, so any leaflet you write goes in Welsh on "
         "the left and English on the right.")),
    (D, "Pitch numbers before guest names in every booking summary; the wardens work off the map."),
    (F, ("I'm the manager of a dental lab - mostly zirconia crowns and implant bridges - and we "
         "design everything in exocad.")),
    (F, ("Sorry for the slow replies, I'm the only GP on the island and the ferry timetable "
         "pretty much runs my week.")),
    (F, ("I handle post-award for the chemistry department: about sixty live grants, mostly "
         "UKRI and Wellcome.")),
    (F, ("We're a two-van solar installer in Cornwall, MCS certified, mostly domestic roofs "
         "with a battery.")),
    (F, ("I host a weekly history podcast, around 4,000 listeners; I record on a Zoom H6 and "
         "edit in Hindenburg.")),
    (F, ("I'm race officer at a small sailing club on the Solent 🌊 - the Wednesday evening "
         "series and the winter frostbites.")),
    (F, "i'm a clerk at the land registry, mostly first registrations and boundary queries"),
    (F, ("We decided last month that the campsite's booking site won't take card payments on "
         "arrival any more; every booking is prepaid online now.")),
    (T, ("For this PR only, skip the snapshot tests on the inverter dashboard - they're being "
         "rewritten next sprint anyway.")),
    (T, "Until the release on Friday, don't touch the booking form's CSS at all."),
    (T, ("This week, always copy the dean's office on anything about the Leverhulme bid. Once "
         "the deadline's passed it goes back to normal.")),
    (T, ("Write a race notice for Saturday's pursuit race: first start 1400, course set on the "
         "day, briefing at 1300 in the clubhouse.")),
    (T, ("Tonight's episode only: leave the sponsor read out, they pulled the ad this "
         "afternoon.")),
    (T, "Turn this discharge note into plain English for the patient's daughter."),
    (T, ("From now on until the auction on the 14th, put the lot number in the subject line of "
         "every email you draft for me.")),
    (T, ("Till the scaffolders are done on Thursday, don't offer anyone an install date before "
         "the 20th.")),
    (C, "You always catch the bits I miss, cheers."),
    (C, "Capsized twice in the frostbite race today. Water was nine degrees 🥶"),
    (C, "Grant went in with four minutes to spare. Never again."),
    (C, "Morning! Surgery's quiet for once."),
    (C, "forty panels up today and my knees are finished"),
    (Q, "Should I always quote battery capacity as usable kWh rather than the total?"),
    (Q, "What did I tell you about shade codes last time?"),
    (Q, "Do we have to put the funder's logo on every poster, or only on publications?"),
    (Q, ("Is it always starboard tack that has right of way, or does the overtaking rule beat "
         "that?")),
    (Q, "Can a restriction on a title be removed without the lender's consent?"),
)

ZH_FRESH_44: tuple[tuple[str, str], ...] = (
    (D, ("请以后写光伏报价单的时候，把组件、逆变器和安装费分三行列出来，"
         "客户老问钱到底花在哪了。")),
    (D, "义齿订单：比色号放第一行，牙位用 FDI 两位数编号。"),
    (D, "别在给村民的健康宣传单里写“三高”，直接写高血压、高血糖、高血脂。"),
    (D, ("嗯那个就是以后你帮我整理播客逐字稿的时候嘉宾的口头禅别删啊"
         "保留原样听众就爱听这个")),
    (D, ("上周末的帆船赛风太大了，有两条船翻了，好在救生艇去得快，人都没事。"
         "以后帮我写赛事通知的时候，最后一定加一句“所有选手必须穿救生衣，违者取消成绩”。"
         "对了，俱乐部的新船坞下个月才能完工。")),
    (D, "怎么又把申请人写成“该同志”了？登记告知书里一律写申请人全名，别用这种称呼。"),
    (D, ("太好了，预算表清楚多了🙏 以后国自然的预算说明里，"
         "单价超过十万的设备都单独写一段购置理由。")),
    (D, "拍品描述里尺寸一律用厘米，只有书画例外，书画写平尺。"),
    (D, "以后回复露营地客人的预订咨询，先说营位号再说价格。"),
    (D, "训练赛记录用表格，列的顺序是日期、对手、比分、地图。"),
    (D, "开药的建议不要替我写剂量，剂量我自己定。"),
    (D, "每次布置临帖作业，都写清楚帖名和第几页，家长好找。"),
    (D, "我们办公室的公文日期都用阿拉伯数字，不写“二〇二六年”那种。"),
    (D, "给评审专家的回复意见，语气要客气，每一条都对应专家意见的编号。"),
    (F, "我在县不动产登记中心做受理，主要办二手房过户。"),
    (F, ("不好意思回复晚了，我是村医，一个人管三个村，"
         "白天基本都在入户随访，晚上才有空看手机。")),
    (F, "我们厂做义齿加工，主要是氧化锆全瓷冠，设计软件用的 3Shape。"),
    (F, "我在学校科研处，管国自然和省基金的申报，每年三月最忙。"),
    (F, "我和朋友做了一档聊历史的播客，每周更新，小宇宙上大概两万订阅。"),
    (F, "我是帆船俱乐部的教练，主要带青少年 OP 级⛵"),
    (F, "我们公司做户用光伏，主要在山东农村装，逆变器用的是固德威。"),
    (F, "战队上个月定下来了，以后训练赛一律打 BO3，不再打 BO1。"),
    (T, "这两天先别给客户推荐储能电池，厂家在调价，等新价格出来再说。"),
    (T, "这次拍卖预展期间，所有图录的修改都先发给我过目。"),
    (T, "帮我给这位想退营位的客人写个回复，下雨不能退款，但语气要好一点。"),
    (T, "本周形式审查期间，每份申请书都帮我查一遍参考文献格式。"),
    (T, "这个 PR 里先别动数据库表结构，下个迭代再改。"),
    (T, "帮我列一下今天赛前会议的提纲。"),
    (T, "普查入户这一个月，每天晚上提醒我把当天的登记表上传。"),
    (T, "疫苗接种周这几天，回复村民咨询时都附上接种时间和地点。"),
    (C, "谢谢你一直帮我改通知，省了我好多事。"),
    (C, "今天风好大，OP 船差点全翻了哈哈"),
    (C, "累死了，今天装了三户，屋顶晒得发烫。"),
    (C, "我们战队打进八强了！！"),
    (C, "早上好，又是排长队的一天。"),
    (Q, "我之前说拍品尺寸要怎么写来着？"),
    (Q, "光伏板是不是朝正南装发电量一直最高？"),
    (Q, "国自然预算里的劳务费，有没有规定不能超过总额的百分之多少？"),
    (Q, "以后每次办过户都要先查完税证明吗？"),
    (Q, "氧化锆冠一定要做染色吗，还是看医生要求？"),
)

JA_FRESH_44: tuple[tuple[str, str], ...] = (
    (D, ("科研費の申請書をチェックするときは、中身を読む前に、"
         "まず字数と様式のバージョンを確認してください。")),
    (D, "シェードはVITAで、技工指示書の一行目に。"),
    (D, ("見積書に「実質0円」とは絶対に書かないでください。"
         "前にお客様が誤解して、苦情になったことがあるので。")),
    (D, ("えーとですね、これから診療所の患者さん向けの案内を作るときは、"
         "あの、字を大きめにして、ふりがなも付けてもらえると、はい、"
         "お年寄りが多いので")),
    (D, ("週末のレース、風が全然なくて結局ノーレースでした。浜で一日待ってただけです笑。"
         "それで今後のお願いなんですが、部員向けの連絡には、"
         "出艇申告の締め切り時刻を毎回必ず書いてください。昨日も二人忘れてました。"
         "あと新入部員の歓迎会は来月です。")),
    (D, ("なんでまた書き起こしに「えー」とか「あのー」まで入ってるんですか。"
         "書き起こしは言いよどみを抜いて整えてください。")),
    (D, ("ありがとうございます、助かりました😊 今後、固定資産税の通知文では、"
         "税額を必ず太字にしてください。")),
    (D, "道場の稽古予定は毎週月曜に出してください。ただし大会がある週だけは前の週の金曜に。"),
    (D, "返事は結論から先に、理由はあとで短く。"),
    (D, ("キャンプ場の予約確認メールには、チェックイン時刻とゴミの分別ルールを"
         "毎回入れてください。")),
    (D, "水揚げ報告は魚種ごとにキロ数で、合計は最後の行にお願いします。"),
    (D, "うちの酒蔵では、商品説明に精米歩合を必ず書くことになっています。"),
    (D, "教室のお便りでは「ご父兄」ではなく「保護者の皆様」と書いてください。"),
    (D, "窓口で渡す説明書きには、担当課の内線番号を入れておくこと。"),
    (F, "町役場の税務課で、固定資産税を担当しています。"),
    (F, ("返信が遅れてすみません、へき地の診療所で医師は私一人なので、"
         "外来の間はまったく見られないんです。")),
    (F, "歯科技工所を夫婦でやっていて、仕事はジルコニアのクラウンがほとんどです。"),
    (F, "大学の研究支援課で、科研費の事務を担当しています。"),
    (F, "趣味でポッドキャストをやっていて、毎週金曜に映画の話を配信してます🎙"),
    (F, "大学のヨット部でマネージャーをしています。470級とスナイプ級があります。"),
    (F, "太陽光パネルの施工会社で現場監督をしています。住宅の屋根がメインです。"),
    (F, "予約システムは、来年からキャンプ場全体で同じものに統一することに決まりました。"),
    (T, "今回だけ、見積書の有効期限を一か月じゃなくて二週間にしてください。"),
    (T, "合宿の間は、毎朝の風の予報をまとめて送ってください。"),
    (T, "この患者さんの紹介状、読みやすく直してもらえますか？"),
    (T, "科研費の締め切りまでは、メールの返信は全部短めでお願いします。"),
    (T, "来週の大会が終わるまで、稽古の連絡はLINEだけにしてください。"),
    (T, "このプルリクでは、テストの追加は後回しでいいです。"),
    (T, "今日収録した分だけ、BGMなしで書き出してください。"),
    (T, "年度末の決算が終わるまでは、今後届く見積依頼はいったん全部私に回してください。"),
    (C, "いつも助けてもらってばかりですね、ありがとうございます。"),
    (C, "今日は海が荒れてて、出艇中止でした…"),
    (C, "新酒、今年もいい出来です🍶"),
    (C, "やっと科研費の書類が全部出せました！"),
    (C, "屋根の上、暑すぎて溶けそうでした笑"),
    (Q, "前に、技工指示書のシェードの書き方についてお願いしたこと、覚えてますか？"),
    (Q, "ヨットのレースで、スターボードの艇はいつも優先なんですか？"),
    (Q, "科研費の領収書って、必ず原本で保存しないといけないんでしょうか？"),
    (Q, "今後は見積書に蓄電池の保証年数も入れたほうがいいですか？"),
    (Q, "固定資産税の納税通知書って、毎年何月に送るのが普通ですか？"),
)

__all__ = ["EN_FRESH_44", "JA_FRESH_44", "ZH_FRESH_44"]
