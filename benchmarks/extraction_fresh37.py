"""The extraction set's thirty-seventh fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, this time from users the earlier rounds left
out: a beekeeper and migratory beekeepers, a ship's marine engineer, a Haskell team, a
subtitler, a patent attorney, a Terraform platform team, a hospice, a food bank, a Godot
game developer, a community radio station, a KiCad hardware designer, an epidemiologist, a
locksmith, a court stenographer, an observatory, a ski school, a parish office, a museum's
VR exhibition, an independent cinema, a harbour pilots' dispatcher; a Taiwanese tea shop, a
postpartum care centre, a renovation company, a pet groomer, a WeChat official-account
editor, a housekeeping agency, a Rust developer, a community clinic, a used-car dealer, a
law-exam candidate, a power-line inspector, a front-end team, a manager of parcel outlets,
a delivery-only kitchen, a badminton hall, a chemical plant's safety officer, an EV
after-sales system; a wagashi maker, an estate agent, an administrative scrivener, a hair
salon, a Buddhist temple, a public bath, home-visit nurses, a children's Go class, a railway
timetable team, a used-clothing shop and an after-school club. About three quarters are
single sentences, the rest messages of two or three. Directives cover code conventions (no
partial functions, exact provider pins, static typing in GDScript, no SELECT *, no unwrap,
component and file naming, no enum in TypeScript, type hints without Any, IEEE 315
designators), numbers and units (Celsius for engine temperatures, rates per 100,000 with
confidence intervals, the 24-hour clock, areas in square metres to two decimals, Celsius and
three defect grades in inspection reports, times past 24:00 kept on the service day, walking
minutes instead of metres, measured sizes in centimetres, Japanese era dates) and writing
for people (hive notes in a fixed order, subtitle line limits, "comprising" in claims, plain
words about death, initials on rota sheets, county-level tea origins, a see-your-doctor line,
pet breed and weight, short headlines without clickbait, housekeepers' surnames only, large
type for residents, "displayed mileage", shelf life on sweets, chemicals with processing
time, no "ご冥福" for a Jodo Shinshu temple, holidays in opening notices, SOAP notes,
diagrams for children's Go) and how the agent talks (no emoji in commits, no "Great
question!", no exclamation marks, conclusion first, three bullet points at most). Facts are
who the user is and how they work (a court stenographer new to code, a safety officer who
scripts, a law-exam candidate with two hours a night, a sole parish secretary, a harbour
pilots' dispatcher, an administrative scrivener mostly on immigration papers, a wagashi
maker free after noon, the person who runs twelve parcel outlets' rotas), who uses the
product (British families at half-term, forty Quest 2 headsets, mothers in smaller cities,
temple members over seventy reached by post, forty children in an after-school club) and
history or constraints the code does not show (night lockouts, a Windows XP telescope PC off
the network, one 35mm show a week, high water for big ships, a kitchen busiest after nine, a
hall booked out at weekends, hives moved five or six times a year, SQL Server 2008 behind an
outsourced system, a salon of three, a wood-fired bath, a timetable replaced every March).
Temporary items are one-off tasks and instructions scoped to now (this PR, until Thursday's
demo, today on a train, just this once, the rest of this week, until a style guide arrives,
before Monday's release, the National Day holiday, until the demo, this time only, today,
until a timetable change is loaded), some with "always", 以后 or 今後 inside an error or a
scope that ends. Chit-chat is thanks, reactions, greetings and grumbles, some with
"always", "never", 以后, いつも or 今後; questions ask about infrastructure practice,
language features, package managers, nursing notes, patents, residence permits, honey and
the project's own past choices. Each language's forty were written on their own, not
translated from another, in registers from lowercase fragments to polite business
Japanese, with a few Traditional Chinese items among the Simplified. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_37: tuple[tuple[str, str], ...] = (
    (D, ("I can't stand emoji in commit messages, so leave them out of every commit you write "
         "for me.")),
    (D, ("When you write up my hive inspections, put the hive number first, then the date, then "
         "whether the queen was seen.")),
    (D, ("Engine temperatures in Celsius please, never Fahrenheit, the chief and the alarm panel "
         "both work in Celsius.")),
    (D, ("No partial functions in our Haskell code, so no head and no fromJust. Pattern match or "
         "use NonEmpty instead.")),
    (D, ("Subtitle lines stay under 42 characters, two lines at most per cue. That's the "
         "broadcaster's spec and it goes for every file I send you.")),
    (D, ("In claim drafts use \"comprising\", not \"consisting of\", unless I explicitly ask for "
         "closed wording.")),
    (D, "Pin every Terraform provider to an exact version."),
    (D, ("When you help me write to families, please don't use euphemisms like \"passed away\" or "
         "\"lost\"; at the hospice we say \"died\", gently and plainly.")),
    (D, "Never put a client's full name on the volunteer rota sheets, initials only."),
    (D, ("Please use static typing in all the GDScript you write for me, `var speed: float = 4.0` "
         "rather than `var speed = 4.0`.")),
    (D, ("Skip the \"Great question!\" and the pep talk at the start of your answers. I find it "
         "grating.")),
    (D, ("Our programme schedule uses the 24-hour clock everywhere, because the playout system "
         "reads the times straight off the sheet.")),
    (D, ("reference designators in my schematics follow IEEE 315, U for ICs, J for connectors, "
         "stick to that in anything you draw up")),
    (D, "Report every rate per 100,000 population with its 95% confidence interval beside it."),
    (F, ("We're a two-van locksmith business and most of our call-outs are lockouts between "
         "10pm and 3am.")),
    (F, ("I'm a court stenographer by trade, so I type very fast, but I've never written anything "
         "beyond a Word macro.")),
    (F, ("The observatory's telescope control PC still runs Windows XP and can't go on the "
         "network, so everything gets moved over on USB sticks.")),
    (F, ("Most of our ski school's pupils are British families who come for a single week at "
         "February half-term.")),
    (F, ("The parish office is just me, plus a volunteer on Tuesdays. The newsletter goes to "
         "about 300 households and half of them still get it by post.")),
    (F, ("The museum bought forty Quest 2 headsets for the exhibition, so the VR build has to run "
         "well on those.")),
    (F, ("we're a single-screen independent cinema and still run one 35mm show a week on the "
         "old projector")),
    (F, ("I dispatch the harbour pilots, and the tide drives everything: the big ships can only "
         "come in within about two hours of high water.")),
    (T, ("For this PR only, skip the type hints in the migration scripts; we'll add them in the "
         "cleanup.")),
    (T, ("Until the investor demo on Thursday, keep the new onboarding flag switched on in "
         "staging.")),
    (T, "Translate this inspection checklist into Spanish for the two seasonal helpers."),
    (T, ("I'm on a train with awful signal today, so keep replies short. Just tell me whether the "
         "backup finished.")),
    (T, "run the test suite and list what fails"),
    (T, ("Just this once, push straight to main. The release branch is broken and I'll tidy up "
         "tomorrow.")),
    (T, "Draft a notice for the board saying the office is closed on Boxing Day."),
    (T, ("For the rest of this week, always cc Maria on the claim drafts; she's covering while "
         "Tom's off.")),
    (T, ("Getting `Error: Inconsistent dependency lock file` on plan in the staging workspace. "
         "Can you sort the lock file out?")),
    (T, ("Until the network sends its revised style guide, leave the italics as they are in the "
         "documentary files.")),
    (C, "Ha, I always forget that semicolon, cheers!"),
    (C, "Got stung twice this morning, the bees are in a foul mood."),
    (C, "Never thought I'd see that shader compile. You're a star."),
    (C, "Long shift at the harbour, fog all morning and not a single ship moved till noon."),
    (Q, ("Should we always run terraform plan in CI before apply, or is that overkill for a "
         "three-person team?")),
    (Q, "Is there ever a case where fromJust is actually fine?"),
    (Q, ("Why did we pick Godot over Unity for this game in the first place? I've forgotten the "
         "reasoning.")),
    (Q, ("What's the practical difference between a provisional and a non-provisional patent "
         "application?")),
)
ZH_FRESH_37: tuple[tuple[str, str], ...] = (
    (D, "我特别受不了回答里一堆感叹号,以后别这么写了。"),
    (D, "商品頁裡茶葉的產地要寫到鄉鎮,例如「南投鹿谷」,不要只寫縣市。"),
    (D, "给宝妈的饮食建议,结尾都加一句“具体请遵医嘱”。"),
    (D, "报价单里的面积一律用平方米,保留两位小数。"),
    (D, "宠物档案里,名字后面都跟上品种和体重,比如“豆豆(泰迪,4.2kg)”。"),
    (D, "写 SQL 别用 SELECT *,字段一个个列出来。"),
    (D, "公众号推文标题控制在二十个字以内。还有,别用“震惊”“速看”这种词,读者反感。"),
    (D, "派单短信里只写阿姨的姓,比如“王阿姨”,不要写全名,更不能带身份证号。"),
    (D, "Rust 代码里不要用 unwrap,要么用 ? 往上抛,要么在 expect 里写清楚原因。"),
    (D, "麻烦给居民的健康宣教材料都用大字,正文至少四号字,老人家看得清。"),
    (D, "车况描述统一写“表显里程”,别写“实际里程”。表有没有调过我们没法保证。"),
    (D, "给我讲题的时候先说结论再展开,别绕弯子。"),
    (D, "巡检报告里温度一律用摄氏度。缺陷等级就按“一般、严重、危急”三级写,别自己发明新的。"),
    (D, "组件名用大驼峰,文件名用短横线连接,这是我们前端组的规矩。"),
    (F, "我负责的是我们区十二个快递网点的排班。"),
    (F, "我们店只做外卖不做堂食,单量高峰在晚上九点以后。"),
    (F, "我們羽球館一共八面場地,週末基本上都被公司包場。"),
    (F, "我是化工厂的安全员,不是程序员,写脚本只是为了整理巡检数据。"),
    (F, "我们是养蜂的,每年三月到十月跟着花期转场。一年要搬五六个地方,山里网络时有时无。"),
    (F, "售后系统是十年前外包做的,数据库到现在还是 SQL Server 2008。"),
    (F, "我白天上班,只有晚上十点以后能学两个小时,明年要考法考。"),
    (F, "我们公众号的读者大部分是三四线城市带娃的宝妈。"),
    (T, "今天先别提交,我下午开完会回来再看。"),
    (T, "这次只改首页,别的页面先别动。"),
    (T, "帮我把这张报价单的总价重新算一遍。"),
    (T, "下周一上线之前,每次改动都先发我确认一下。"),
    (T, ("报错:`panic: runtime error: index out of range [3] with length 3`。"
         "帮我看看是哪一行越界了。")),
    (T, "国庆这几天临时把每人接单上限调到十单,节后改回来。"),
    (T, "幫我寫一則貼文,說中秋期間照常營業,歡迎來店。"),
    (T, "演示之前先把登录验证码关掉,演示完再打开。"),
    (T, "控制台一直提示“该接口以后将被废弃,请使用 v2”。先不管它,这次还是用 v1 把数据拉下来。"),
    (T, "今天帮我把这二十条评价分一下类,好评差评分开放。"),
    (C, "凌晨三点改出来的 bug,哈哈。我以后再也不熬夜写代码了。"),
    (C, "谢谢!终于跑通了。"),
    (C, "昨天一箱蜂被胡蜂端了,心疼死了。"),
    (C, "早上好,又是被客户电话叫醒的一天。"),
    (Q, "以后新项目是不是都该用 pnpm?跟 npm 比有什么坑吗?"),
    (Q, "Rust 里 `Box<dyn Error>` 和 anyhow 到底该选哪个?"),
    (Q, "我们当初为什么要把订单表按月分表来着?"),
    (Q, "蜂蜜含水量的国家标准是多少?"),
)
JA_FRESH_37: tuple[tuple[str, str], ...] = (
    (D, "メールの文面に絵文字は入れないでください。どうも苦手で。"),
    (D, "和菓子の商品説明には、日持ちの日数を必ず書いてください。"),
    (D, ("物件紹介では、駅からの距離は「徒歩○分」で書いてください。"
         "メートル表記だとお客さんに伝わりにくいので。")),
    (D, "書類の下書きの日付は、西暦じゃなくて和暦でお願いします。"),
    (D, "お客様カルテには、使った薬剤名と放置時間を必ずセットで書いて。"),
    (D, "法要のご案内では「ご冥福をお祈りします」は使わないでください。うちは浄土真宗なので。"),
    (D, "営業案内には、定休日の曜日だけじゃなく祝日の扱いも毎回書いといてね。"),
    (D, "訪問記録の文例は SOAP 形式で書いてください。"),
    (D, "TypeScript では enum を使わず、as const のオブジェクトで定義してください。"),
    (D, "Python の関数には型ヒントを必ず付けて。Any は禁止ね。"),
    (D, "長い説明は苦手なので、要点は箇条書き三つまでにまとめてほしいです。"),
    (D, "子ども向けの囲碁の解説では、手順を必ず図つきで説明してね。"),
    (D, ("時刻データは 24 時を過ぎても「25:10」のように書き、日付を繰り上げないでください。"
         "運行日をまたがせないためです。")),
    (D, "古着の商品説明のサイズは、タグ表記じゃなくて実寸(cm)で書いてください。"),
    (F, "うちは予約制の美容室で、スタッフは私を入れて三人です。"),
    (F, "私が担当しているのは、市内にある訪問看護ステーション二か所の記録システムです。"),
    (F, "当寺の檀家さんは八割が七十代以上で、ご案内はほとんど郵送です。"),
    (F, "うちの銭湯は今でも薪で沸かしています。燃料代が一番の悩みで。"),
    (F, "うちの学童は一年生から三年生まで四十人ほどで、職員は四人です。"),
    (F, ("路線データは毎年三月のダイヤ改正で一斉に入れ替わります。"
         "だから、それまでにツールを直しておきたいんです。")),
    (F, "私は行政書士で、仕事の七割くらいは入管関係の書類です。"),
    (F, "和菓子の仕込みが朝四時からなので、パソコンを触れるのは昼過ぎからです。"),
    (T, "今回だけテストは飛ばして、ビルドが通るかだけ見てください。"),
    (T, "午後から外出なので、今日は午前中で終わる範囲でお願いします。"),
    (T, "このチラシの日付を来月のものに直してください。"),
    (T, "デモが終わるまでは、本番のメール送信を止めておいてください。"),
    (T, ("エラーはこれです:`TypeError: Cannot read properties of undefined (reading 'map')`。"
         "どこが原因か見てもらえますか。")),
    (T, "年末年始の営業時間のお知らせを一枚作って。"),
    (T, "この PR では lint の警告は無視していいです。次の PR でまとめて直します。"),
    (T, ("「今後この関数は使用しないでください」って警告が出てるけど、"
         "今日のところはそのまま動かしてください。")),
    (T, "恐れ入りますが、来週の法要の参列者名簿を五十音順に並べ替えていただけますでしょうか。"),
    (T, "ダイヤ改正の反映が終わるまで、旧データのバックアップは消さずに残しておいて。"),
    (C, "いつもありがとうございます。ほんとに助かってます。"),
    (C, "今後ともよろしくお願いします!"),
    (C, "雪がすごくて、今日はお客さんゼロでした。"),
    (C, "やった、動いた!"),
    (Q, "今後は全部 TypeScript に移行したほうがいいんでしょうか?"),
    (Q, "SOAP とフォーカスチャーティングって、何が違うんですか?"),
    (Q, "そもそも、なんでこのシステムは PostgreSQL じゃなくて MySQL にしたんでしたっけ?"),
    (Q, "在留期間の更新申請って、満了日のどれくらい前から出せますか?"),
)

__all__ = ["EN_FRESH_37", "JA_FRESH_37", "ZH_FRESH_37"]
