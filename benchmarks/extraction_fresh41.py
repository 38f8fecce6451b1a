"""The extraction set's forty-first fresh round: homes, hobbies, freelancers, trades, some software.

120 items, 40 a language (14 directives, 8 facts about the user, their work or their tools,
8 temporary instructions or one-off tasks, 5 chit-chat, 5 questions). Written and committed
before the rules it measures ever ran on them; to be scored once, then read, and never used
to change a rule.

Half the users run a home or a hobby with an agent: a family's meal plan and calendar, an
allotment, a north-facing balcony and a mountain vegetable patch, home-brewing and
sourdough, running plans, Spanish, Japanese and Korean learners, piano, guitar and guzheng
practice, a D&D table and a TRPG group. The others are freelancers (a private tutor, a
subtitle translator, someone who keeps the books for friends, a wedding photographer),
cafés and carpenters, and on the software side mobile teams (SwiftUI, Jetpack Compose,
Flutter), embedded firmware (Zephyr on STM32, FreeRTOS on ESP32, bare-metal RX), data
platforms (Airflow, Snowflake, Hive layers, Flink, BigQuery) and a security team in each
language.

The registers are the hard ones. In each language one directive and one temporary item are
voice-dictated, without punctuation and with filler ("um so basically", 嗯那个就是,
えーと…ですね); one directive is a complaint ("Why do you keep putting tabs ...", 怎么又给我
用 tab, なんでまたタブで); one carries an exception (except race weekends, 周五除外, 発表会の前の週
だけは); one sits in the middle of a long message about last night's game; one comes
after thanks; some have emoji. Facts include one said in passing while explaining something
else (a night shift, left-handedness, a dairy allergy) and one with an emoji. Temporary
items wear lasting words inside a scope that ends: for now, this sprint, until the
migration is done, each evening until the frost lifts, never during the audit, 这阵子, 当面,
这个迭代, 一律 until a move is finished, 永远 during a red-team week, しばらく, 今回だけ, 今月, 毎回
during a penetration test. Chit-chat is thanks, tiredness and a good night at the table,
some with always, 总是, 以后, いつも or これからも. Questions ask about brewing, joinery,
firmware, data engines, a state library, tomatoes, practice hours and fees; each language
has one about rules given before, and some carry always, 以后 or 今後. Each language's
forty were written on their own, not translated from another. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_41: tuple[tuple[str, str], ...] = (
    (D, ("um so basically when you do the meal plan for the week uh dont put anything with "
         "peanuts in it at all my youngest is allergic like properly allergic so yeah never "
         "peanuts")),
    (D, ("Why do you keep putting tabs in the firmware sources? It's four spaces in this repo, "
         "always has been.")),
    (D, ("Always put my long run on Sunday morning, except on race weekends - then Sunday is "
         "the race and Saturday is a 20-minute shakeout.")),
    (D, ("pls always give gravity readings to three decimals like 1.048 not 1.05 🍺 the "
         "difference matters for my ABV calcs")),
    (D, ("Okay, recap from last night: the party finally got into the sunken temple, Brannock "
         "nearly died to the eels again, and Mira spent all her gold on a cursed lute. Going "
         "forward, when you write up session recaps, never include anything the characters "
         "didn't see for themselves - half my players read them and I don't want the "
         "villain's plan spoiled. Next session is in two weeks and I think they'll try to "
         "sneak into the archive.")),
    (D, ("My allotment is heavy clay, so when you suggest plants, leave out anything that needs "
         "sharp drainage unless you also tell me how to fix the bed for it.")),
    (D, ("When I write to you in Spanish, put your corrections at the end of the reply, not "
         "inline. I want to read the answer first.")),
    (D, ("Start every practice plan you make me with ten minutes of scales and arpeggios before "
         "any pieces.")),
    (D, ("For the books I keep for my friends, café receipts under £10 go under subsistence, "
         "never entertainment.")),
    (D, ("Every menu you write for the café has to mark the 14 allergens with our letter codes "
         "(G for gluten, N for nuts and so on) ✅")),
    (D, ("Quote timber in metres and millimetres, never feet and inches, even when the customer "
         "asks in feet. I convert for them on the phone.")),
    (D, "New screens in the iOS app are SwiftUI; the UIKit ones only get bug fixes."),
    (D, ("Every new Airflow DAG needs an owner and retries in default_args, no exceptions, "
         "otherwise nobody gets paged when it dies.")),
    (D, ("Thanks, the writeup reads well. One thing for every report from now on: never paste "
         "live tokens or session cookies, not even expired ones - cut them to the first four "
         "characters.")),
    (F, "I tutor GCSE maths online, mostly Year 11s, four evenings a week."),
    (F, ("The pace looks weird because I work night shifts at a bakery three nights a week, so "
         "my runs happen whenever I'm awake. Anyway, here's this week's log.")),
    (F, ("We're a family of five, kids aged 4, 9 and 13, and Tuesdays are swimming, so dinner "
         "has to be on the table by half five that day.")),
    (F, ("I'm a freelance subtitle translator, Korean into English, mostly dramas for one of "
         "the streaming services.")),
    (F, ("our boards are STM32L4s running Zephyr and the flash is nearly full, maybe 6k "
         "left")),
    (F, ("I'm a one-man joinery business outside Norwich, mostly kitchens and fitted "
         "wardrobes.")),
    (F, ("We're the four-person security team at a mid-size insurer. We own the SIEM and the "
         "phishing simulations; the firewalls belong to network ops.")),
    (F, ("lol yeah the whole platform is Snowflake + dbt + Airflow and I'm the only data "
         "engineer 😅")),
    (T, ("For now keep the app's minimum iOS version at 15. We'll bump it after the summer "
         "release.")),
    (T, ("This sprint, always run the full UI test suite before you open a PR - the flaky "
         "snapshot tests are being fixed.")),
    (T, "Until the migration to Snowflake is done, don't touch the legacy Redshift schemas."),
    (T, ("okay um for the next two weeks while my knee settles just swap all the runs for "
         "cycling same duration yeah")),
    (T, ("We're shut Monday for the boiler repair, so leave Monday empty on this week's "
         "rota.")),
    (T, "Give me three random tavern names for tonight's session, something vaguely nautical."),
    (T, ("Frost is forecast all week. Until it lifts, remind me each evening to fleece the "
         "seedlings.")),
    (T, ("Never auto-close anything on the pentest findings board during the audit; the "
         "auditors want to see every ticket. Normal rules after that.")),
    (C, "thank you thank you 🙏 the couple loved the sneak peeks"),
    (C, "Cheers, the wardrobe's in and the client is over the moon."),
    (C, "Ha, the party's going to hate that mimic. Thanks, you always have good ideas."),
    (C, "ugh 5am alarm for a 20 mile run, why do I do this to myself"),
    (C, "Thank you so much, my Spanish teacher said it was the best essay I've written!"),
    (Q, ("Should I always dry hop after fermentation has finished, or is it better during "
         "active fermentation?")),
    (Q, "Do you remember which allergen codes I told you to use on the menus?"),
    (Q, "what's stronger a mortise and tenon or a dowel joint"),
    (Q, ("Is it worth always pinning the Zephyr SDK version in CI, or does that just cause pain "
         "later?")),
    (Q, "How many hours a week should I practise if I want to pass grade 5 piano by summer?"),
)

ZH_FRESH_41: tuple[tuple[str, str], ...] = (
    (D, ("嗯那个就是以后你帮我排一周菜谱的时候呢那个不要放香菜啊"
         "我们家没人吃香菜然后辣的也少放点孩子还小")),
    (D, "怎么又给我用 tab 缩进了？我们这个固件仓库一直是四个空格，说过好几次了。"),
    (D, "每天的跑步都给我排在早上六点，周五除外，周五要送孩子上学，改到晚上八点。"),
    (D, "以后记酿酒日志的时候温度都写摄氏度，比重写到小数点后三位哈🍺"),
    (D, ("昨天那团跑得太爽了，法师差点把整个酒馆烧了，盗贼还顺走了城主的印章。"
         "以后你帮我写团记的时候，玩家角色没亲眼看到的东西一律别写进去，"
         "有几个玩家会看团记，我不想剧透大反派的计划。"
         "下次团大概两周以后，估计他们会去地下墓穴。")),
    (D, "我家阳台朝北，光照不够，以后推荐蔬菜就推荐耐阴的，别再推荐番茄辣椒了。"),
    (D, "我发日语句子给你的时候，先帮我改错，再用中文说为什么错，别直接给我重写一整段。"),
    (D, "给我排练琴计划的时候，每次开头先练十分钟基本功（摇指、轮指），然后再练曲子。"),
    (D, "帮朋友记账的时候每个人单独一个表，千万别混在一起，他们互相不知道对方的情况。"),
    (D, "店里饮品单上的价格都不要写“元”和“¥”，直接写数字，我们店的风格就这样😊"),
    (D, "给客户报价的时候板材按张算，五金件单列，人工费单独一行。"),
    (D, "新页面一律用 Jetpack Compose 写，老的 XML 布局只修 bug，别顺手重构。"),
    (D, "Hive 表名统一按分层加 ods_/dwd_/dws_/ads_ 前缀，不然下游根本找不到表。"),
    (D, ("谢谢，这份漏洞报告写得很清楚。以后所有报告里的 IP 和域名都要打码，只留最后一段，"
         "报告会转给外包。")),
    (F, "我是大三学生，兼职给两个初三学生上物理家教课，都在周末。"),
    (F, "顺便说一句，我是左撇子，吉他是反着弹的，你之前给的和弦图我都得自己镜像一下。"),
    (F, "我们家四口人，我老公上夜班，所以晚饭一般就是我和两个孩子吃。"),
    (F, "我是自由职业的字幕译者，主要做日剧和综艺的中文字幕，一直用 Aegisub。"),
    (F, "我们的板子是 ESP32-S3，跑 FreeRTOS，做的是智能门锁。"),
    (F, "我在大理开了家小咖啡馆，就我和一个店员，每周三休息。"),
    (F, "我们安全组就三个人😂 要管全公司两千多台终端，外加应急响应"),
    (F, "我们的实时数仓是 Flink + Doris 搭的，这一块归我负责。"),
    (T, "这阵子膝盖有点疼，跑步计划先全部换成快走吧，等好了再说。"),
    (T, "这次给王总的报价我打算当面谈，你先别帮我发邮件。"),
    (T, "这个迭代先别升级 Gradle，等发完版再弄。"),
    (T, "数仓迁移完成之前，老集群上的表一律只读，什么都别改。"),
    (T, "那个帮我把下周三的家长会加到日历里吧嗯下午四点半在学校三楼"),
    (T, "帮我算一下这个衣柜要几张 18 毫米的多层板：宽 1.8 米、高 2.4 米、深 60 厘米，四扇门。"),
    (T, "今晚跑团要用，帮我随机生成三个酒馆老板，名字加性格。"),
    (T, "这周红队演练期间，告警先别自动升级，永远只发给我一个人。演练结束就恢复原样。"),
    (C, "太感谢了！今天拉花终于成功了一次☕"),
    (C, "哈哈这个反派名字绝了，谢啦，你总是这么有创意"),
    (C, "终于跑完半马了，腿要断了"),
    (C, "今天又被客户砍价砍到怀疑人生…"),
    (C, "谢谢你一直陪我练日语，以后也请多关照啦"),
    (Q, "以后每次酿酒都要测 pH 吗？还是只有酸啤才需要？"),
    (Q, "我之前跟你说的家里忌口你还记得吗？"),
    (Q, "ESP32 深度睡眠的电流一般能做到多少"),
    (Q, "Flink 的 checkpoint 间隔一般设多少比较合适？"),
    (Q, "家教一小时收两百算贵吗？"),
)

JA_FRESH_41: tuple[tuple[str, str], ...] = (
    (D, ("えーと献立を考えるときはですねあの平日は30分以内で作れるものだけにしてください"
         "まあうち共働きなんで")),
    (D, ("なんでまたタブでインデントしてるんですか。このリポジトリはスペース2つです、"
         "前にも言いましたよね。")),
    (D, ("練習メニューは毎回ハノンから始めてください。"
         "ただし発表会の前の週だけは曲の通し練習からで。")),
    (D, "パンのレシピは全部ベーカーズパーセントで書いてね🍞 グラムだけだと比率が分からないので"),
    (D, ("昨日のセッションお疲れさまでした。"
         "盗賊が王冠を盗んじゃって、シナリオがだいぶ脱線しました笑。"
         "それで今後のお願いなんですが、セッションのまとめを書くときは、"
         "PLが知らない情報（黒幕の正体とかNPCの本音とか）は絶対に書かないでください。"
         "まとめはDiscordで全員に共有しているので。次回は再来週の土曜の予定です。")),
    (D, ("うちの畑は標高が高くて霜が遅いので、"
         "植え付け時期は一般的な目安より2週間遅らせて提案してください。")),
    (D, ("韓国語の作文を添削するときは、直したところを太字にして、"
         "理由は日本語で一行だけ添えてください。")),
    (D, "生徒に出す宿題プリントは、解答を別のページにしてください。同じページだと見ちゃうので。"),
    (D, "友達の帳簿をつけるとき、立替金は必ず「立替金」の科目に分けてください。経費に混ぜないで。"),
    (D, "お店のインスタの告知文には、毎回最後に営業時間と定休日を入れてください☕"),
    (D, "見積書の寸法はすべてミリで書いてください。尺や寸は職人同士でしか通じないので。"),
    (D, ("Flutterの状態管理はRiverpodで統一してください。"
         "setStateやProviderを新しく足すのはやめてほしいです。")),
    (D, ("BigQueryのテーブルは必ずパーティション列を指定して作ってください。"
         "フルスキャンで請求が跳ねたことがあるので。")),
    (D, ("ありがとうございます、助かりました。今後インシデント報告書では、"
         "社員の氏名は出さずに社員番号で書くようにしてください。")),
    (F, "個人で家庭教師をしていて、生徒は高校生が4人です。主に数学を見ています。"),
    (F, "あ、ちなみに私は乳製品アレルギーなので、パンはいつもバターなしで焼いてます。"),
    (F, "うちは夫婦と小学生の子ども二人で、土曜の午前中は子どもたちのサッカーでつぶれます。"),
    (F, "フリーランスで映像翻訳をしていて、英語のドキュメンタリーの字幕がメインです。"),
    (F, "うちの製品はルネサスのRXマイコンで、RTOSは使っていなくてベアメタルです。"),
    (F, "駅前で10席くらいの小さいカフェをやっています。ランチは平日だけです。"),
    (F, "フルマラソンは3回走ったことがあって、ベストは3時間58分です🏃"),
    (F, ("うちのセキュリティチームは5人で、SOCは外部委託、"
         "自分たちは脆弱性管理と社内教育がメインです。")),
    (T, "しばらくはiOS 16のサポートを残しておいてください。夏のリリースで切る予定です。"),
    (T, "今回だけ、見積もりに出張費を入れないでおいてください。知り合いの紹介なので。"),
    (T, "データ移行が終わるまでは、旧DWHのジョブには一切手を入れないでください。"),
    (T, ("あー明日の朝のランニングなんですけど"
         "雨っぽいんでジムのトレッドミルに変えといてもらえますか")),
    (T, "今夜のセッション用に、港町の酒場の名前を5つくらい考えてください。"),
    (T, "今月は発表会があるので、練習メニューは発表曲だけにしてください。来月からは元に戻します。"),
    (T, ("今週のペネトレーションテストの間は、WAFのアラートを毎回私に直接転送してください。"
         "終わったら通常どおりで。")),
    (T, "来週の水曜の16時に、子どもの歯医者を予定に入れておいてください。"),
    (C, "ありがとうございます！おかげで初めてバゲットがきれいに焼けました🥖"),
    (C, "今日は一日中畑で草むしりでした、腰が…"),
    (C, "いつも的確なアドバイスありがとうございます。これからも頼りにしてます。"),
    (C, "セッション大成功でした！みんな爆笑してた笑"),
    (C, "月末の帳簿つけ、ほんと面倒…"),
    (Q, "今後もずっとRiverpodで大丈夫ですかね？それとも別のに移行した方がいいですか？"),
    (Q, "前に言った見積書の書き方のルール、覚えてますか？"),
    (Q, "トマトのわき芽って全部取った方がいいの"),
    (Q, "BigQueryのパーティションとクラスタリングってどう使い分けるんですか？"),
    (Q, "家庭教師の月謝って、相場はどれくらいでしょうか。"),
)

__all__ = ["EN_FRESH_41", "JA_FRESH_41", "ZH_FRESH_41"]
