"""The extraction set's thirty-ninth fresh round: everyday trades outside software, some software.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Most of it comes from users whose work is not software: a dental practice's front desk, a
community choir, a bike repair shop, a freelance translator, a family farm or orchard, a
school PTA, a small hotel, a guesthouse and a ryokan, a wedding photographer couple; the
rest from software teams around them (a Django booking service, Terraform modules, a Go
service, a Spring Boot back end on a domestic database, MySQL tables, a Rails and Hotwire
app, a Swift app). About a quarter are whole messages of two or three sentences, the rest
single sentences. Directives cover wording for patients, parents and guests ("check-up"
not "recall exam", 您 not 亲, no "亲爱的家长们", no jargon for older patients, no
exclamation marks, never "cheap", no promise of check-in at any hour, check-in time in
every confirmation, 当院 rather than 弊社, plain polite Japanese rather than heavy keigo),
numbers and names (one all-in price for a repair, parts and labour listed apart, prices
with tax, prices per pound, rice in kilograms, a shop name with its ampersand, Ms. for one
patient, English names of companies at first mention, no "有机" without certification,
folders named by date and couple), order and form (pieces in singing order, late
check-ins first, appointments grouped by dentist, three bullet points a morning, the page
numbers of the scores, the Spanish text under the English, a Traditional Chinese copy
for two families, the source's formatting kept, no hedging added to a translation) and
code (httpx, exactly pinned providers, lower-case Go errors, ISO 8601 with a time zone,
snake_case plural table names, double quotes in Ruby, no force unwrapping, RSpec, plain
explanations without metaphors). Several carry time words that do not end them (every
Monday, each morning, always, 每周四, 每次, 每天早上, 毎回, 毎朝), one is a correction
made in passing, and three hide the rule inside a message about the draft in hand. Facts
are who the user is (a front-desk worker who fixes the booking software, a translator from
Portuguese, two from English, a farmer who does the books, a weekend helper on a rice farm, a new
PTA publicity officer), how the place is made (sixty singers on Tuesday nights, retired
teachers, rehearsals every Saturday, fourteen rooms and no restaurant, six rooms outside
Dali, twelve rooms and nobody at night, a couple who shoot and retouch) and what the code
and tools are (a Django monolith, stock in a Google Sheet because nobody trusts the till, an
Excel and VBA stock system, Rails 7 with Hotwire only). Temporary items are scoped to now
(this week, for now, until Friday, today only, this time, this batch, a code freeze,
right now, the rest of this session, this quote, this month, until I say so, tonight,
この件だけ, until a sports day, while on a branch), some with "always", 每次 or いつも
inside a scope that ends, some with no time word (a note to move a shoot, a list to sort,
one article of a contract). Chit-chat is thanks, greetings and grumbles (a jammed
printer, a chain that keeps slipping, a quarrelling parents' group, a sore back after
planting), one with "always" and one with いつも. Questions ask about tyres, keeping
consent forms and dental records, task queues, second shooters' contracts, irrigation,
distributed locks, booking-site commission, bike chains, N+1 queries and warm-ups for a
choir, some without a question mark. Each language's forty were written on their own, not
translated from another, in registers from lowercase fragments with typos to polite
business Japanese, with a few Traditional Chinese items among the Simplified. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_39: tuple[tuple[str, str], ...] = (
    (D, ("In the reminder texts for patients, say 'check-up' rather than 'recall exam'. Nobody "
         "outside the profession knows what a recall exam is.")),
    (D, ("Every Monday I send the choir a rehearsal email; always list the pieces in the order "
         "we'll sing them, not alphabetically.")),
    (D, ("i can't stand quotes that say 'from $40' - give the customer one number for the "
         "repair, parts and labour together.")),
    (D, ("For my translation jobs, keep the client's formatting (bold, italics, line breaks) "
         "exactly where it was in the source, even if it looks odd in English.")),
    (D, ("Prices on the farm stand signs go per pound, never per kilo, our regulars don't think "
         "in kilos.")),
    (D, ("Looks good, thanks. Going forward the PTA emails should have the Spanish version right "
         "under the English, not as an attachment - half our families read Spanish first.")),
    (D, ("Please keep exclamation marks out of guest emails for the hotel. We're a quiet place "
         "and the tone should match.")),
    (D, "Name the wedding gallery folders by date then couple, like 2025-06-14_Alvarez-Kim."),
    (D, "Use httpx rather than requests in any new Python code for the booking service."),
    (D, "Our Terraform modules pin provider versions exactly, so no ~> ranges please."),
    (D, ("Swap 'cheap' for 'affordable' in the second paragraph. And in general never call our "
         "rooms cheap anywhere, the owner hates it.")),
    (D, "Actually it's Ms. Okafor, not Mrs. - use Ms. for her on every letter from the practice."),
    (D, "Each morning when I ask for the bookings summary, put the late check-ins at the top."),
    (D, ("pls always spell the shop name as 'Spoke & Chain' with the ampersand, not 'Spoke and "
         "Chain'")),
    (F, ("I run the front desk at a four-dentist practice in Leeds, and I'm also the one who ends "
         "up fixing the booking software.")),
    (F, "The choir has about sixty members and we rehearse Tuesday nights in a church hall."),
    (F, "I translate Portuguese into English, mostly legal contracts and the odd medical leaflet."),
    (F, ("We're a family dairy farm with 120 cows; my brother handles the milk contract and I do "
         "the books.")),
    (F, ("Quick bit of background: the hotel has fourteen rooms and no restaurant. Breakfast comes "
         "from the café next door under an arrangement with them.")),
    (F, ("My partner and I shoot about thirty weddings a year, nearly all of them in the Lake "
         "District.")),
    (F, ("The booking API is a Django monolith on Postgres 15, and the mobile app lives in a "
         "separate repo another team owns.")),
    (F, ("Stock for the bike shop lives in a Google Sheet. The till system has a stock module but "
         "nobody trusts it.")),
    (T, "Just for this week, sign the PTA emails as 'the bake sale committee' instead of my name."),
    (T, "Reply in French for now, I'm forwarding this straight to the client in Lyon."),
    (T, "Until Friday, skip the morning bookings summary; we're closed for the floor repairs."),
    (T, "Draft a polite note to the Hendersons moving their engagement shoot from 2pm to 4pm."),
    (T, "today only keep replies short, I'm typing on my phone between patients"),
    (T, ("This time leave the grammar alone. Only check the terms against the glossary I "
         "pasted.")),
    (T, "Turn these forty rows of milk yields into a chart, just this batch, the rest can wait."),
    (T, ("We're in a code freeze until the release on the 12th. Don't open PRs against main "
         "before then, drafts only.")),
    (T, ("Right now I just need the list of singers who haven't paid their subs, sorted by voice "
         "part.")),
    (T, ("For the rest of this session, always give me the SQL first and the explanation after. "
         "I'm debugging and just want to copy-paste.")),
    (C, "Thanks, that saved me a good hour."),
    (C, "Morning! Coffee's on, let's get going."),
    (C, "ugh the front desk printer jammed again, what a day"),
    (C, "Haha, the cows always find the one gap in the fence."),
    (Q, "What's the difference between tubeless and tubed tyres for a commuter bike?"),
    (Q, "how long do I need to keep signed consent forms at a dental practice in the UK"),
    (Q, "Is moving the booking service from Celery to RQ worth it, or is that just churn?"),
    (Q, "Do second shooters need their own contract or can it go in the main one with the couple"),
)

ZH_FRESH_39: tuple[tuple[str, str], ...] = (
    (D, "给患者发短信,称呼一律用“您”,别用“亲”。我们是诊所,不是淘宝店。"),
    (D, "合唱团每周四的排练通知,每次都要写上要带的谱子和页码哈。"),
    (D, "給客人報修車價的時候,零件跟工錢分開列。這邊的客人都愛問明細。"),
    (D, "翻合同的时候,公司名第一次出现要在括号里附上英文原名。"),
    (D, ("这版文案可以。另外说一下,我们果园的东西别写“有机”,没有认证,写了要被罚的,"
         "以后都别用这个词。")),
    (D, "家委会的通知用简体发,另外给从台湾转来的那两家附一份繁体的吧。"),
    (D, "民宿的回复里别承诺“随时可以入住”。我们下午两点以后才能办入住。"),
    (D, "婚礼照片的文件夹按 日期_新郎_新娘 命名,中间别带空格。"),
    (D, "Go 代码里的 error message 都小写开头,结尾不加句号。"),
    (D, "接口返回的时间统一用带时区的 ISO 8601,别再返回 unix 时间戳了。"),
    (D, "我受不了那种“亲爱的家长们”的开头,写“各位家长好”就行。"),
    (D, "以后给我解释代码少用比喻吧。直接说它干了什么,我不是新手。"),
    (D, "每天早上我问今天的预约时,按医生分组列出来,别按时间排。"),
    (D, "mysql 表名统一用 snake_case 加复数,比如 order_items,别用驼峰。"),
    (F, "我在一家小牙科诊所做前台,顺便管电脑系统,整个诊所就三个医生。"),
    (F, "我们合唱团四十来个人,大部分是退休的中小学老师。"),
    (F, "我是做英译中的自由译者,主要接游戏本地化的活儿。"),
    (F, "家里的果园在四川蒲江,主要种猕猴桃,还有几亩柑橘。"),
    (F, "先说下背景哈。我们民宿一共六间房,在大理古城外面,客人差不多一半是外国背包客。"),
    (F, "我在台中開一間單車行,庫存系統是我自己用 Excel 加 VBA 寫的。"),
    (F, "后端是 Spring Boot,数据库用的达梦。客户是国企,必须国产化,所以换不了 MySQL。"),
    (F, "婚礼跟拍就我和我老婆两个人,她修图我拍。"),
    (T, "这次的报价先别加税,客户说下个月再开票。"),
    (T, "今天先用英文回复吧,我要直接转给德国来的客人。"),
    (T, "周五之前先别动 release 分支,等测试跑完再说。"),
    (T, "这份合同只翻前三页就行,后面的客户还在改。"),
    (T, "帮我把这周排练没来的人整理成一个名单。"),
    (T, "这个月果园在忙采摘,暂时别给我推荐新的记账软件了。等十一月再说吧。"),
    (T, "现在先帮我看看这段 SQL 为啥这么慢,别的待会儿再说。"),
    (T, "这回的婚礼样片先发低分辨率的,新人那边网不好。"),
    (T, "在我说可以之前先别该任何文件,只给我 diff 看。"),
    (T, "今晚家长会签到的时候,每次有人签完你就帮我更新一下到场人数。会开完就不用了。"),
    (C, "谢谢啊,帮大忙了!"),
    (C, "哈哈哈,这破链条今天又掉了,第三次了。"),
    (C, "早上好呀,今天天气不错呢。"),
    (C, "唉,家长群里又吵起来了。真累。"),
    (Q, "种猕猴桃用滴灌好还是喷灌好呢"),
    (Q, "牙科诊所的病历一般要保存多少年?"),
    (Q, "Redis 分布式锁过期了但任务还没跑完,一般怎么处理"),
    (Q, "民宿在 Booking 上的佣金能谈低一点吗?"),
)

JA_FRESH_39: tuple[tuple[str, str], ...] = (
    (D, "患者さん向けのお知らせは、専門用語を使わずに書いてください。うちは高齢の方が多いので。"),
    (D, "合唱団の連絡メールは毎回、集合時間を件名に入れてね。"),
    (D, "修理の見積もりは税込みで出してください。税抜きだとお客さんが混乱するので。"),
    (D, "訳文に「〜と思われる」みたいなぼかしは足さないで、原文が言い切ってるなら言い切りで。"),
    (D, "お米の量は俵や合じゃなくて、必ずkgで書いてください。"),
    (D, "PTAのお便りは、です・ます調で一文を短めにお願いします。"),
    (D, "予約確認メールには毎回、チェックインは15時からと書き添えてください。"),
    (D, "納品フォルダの名前は「挙式日_新郎姓_新婦姓」で統一していただけると助かります。"),
    (D, "RubyのコードはRuboCopのデフォルトに合わせて、文字列はダブルクォートでお願いします。"),
    (D, "Swiftでは強制アンラップを使わず、guard letで書いてほしいです。"),
    (D, "敬語盛りすぎなの苦手なんだよね。普通の丁寧語くらいで返して。"),
    (D, ("下書きありがとうございます。2段落目の「させていただきます」は削ってください。"
         "それと今後、院外向けの文書では「弊社」ではなく「当院」で統一をお願いします。")),
    (D, "毎朝の日報まとめは、箇条書き3つまでにしてね。"),
    (D, "テストはminitestじゃなくてRSpecで書いて、うちは全部RSpecだから"),
    (F, "港区の小さな歯科医院で受付をしていて、予約システムの管理も任されています。"),
    (F, "合唱団は35人くらいで、毎週土曜の午後に公民館で練習してます。"),
    (F, "フリーランスで英日翻訳をしています。医療機器のマニュアルが仕事の大半です。"),
    (F, "実家が新潟の米農家で、私は週末に手伝いながら直販のネットショップを作っています。"),
    (F, ("うちの旅館は客室が十二室で、スタッフは家族を入れて七人です。"
         "夜間はフロントに誰もいません。")),
    (F, "ウェディング撮影は妻とふたりでやっていて、レタッチは全部Lightroomです。"),
    (F, "バックエンドはRails 7、フロントはHotwireだけでReactは入れてません。"),
    (F, "PTAの広報係になったばかりで、パソコンはあまり得意じゃないです。"),
    (T, "この件だけ、友達に送るのでくだけた感じで書いてもらえますか。"),
    (T, "今日は英語で返してください、海外のクライアントにそのまま転送するので。"),
    (T, "金曜まではmainにマージしないでね、リリース前のフリーズ中だから。"),
    (T, "今回の見積もりは部品代だけで出してください、工賃はあとで店長が決めるので。"),
    (T, "とりあえず今はこのエラーの原因だけ教えて、直すのは自分でやるから"),
    (T, ("来週の運動会が終わるまで、PTAのメール文は下書きだけにしてね。"
         "最終チェックは私がやるから。")),
    (T, "この写真リスト、撮影日順に並べ替えてください。"),
    (T, ("今夜は団体のお客さんが入っているので、返信は短めでお願いします。"
         "明日からは普通で大丈夫です。")),
    (T, "さっき貼った契約書、第5条だけ約してもらえる?"),
    (T, ("このブランチで作業しているあいだは、いつも書き換える前に差分を見せてください。"
         "マージしたら元に戻して大丈夫です。")),
    (C, "ありがとうございます!助かりました。"),
    (C, "おはよー、今日も暑いね"),
    (C, "はあ、田植えで腰がバキバキ…"),
    (C, "いつもありがとうね、ほんと助かってる"),
    (Q, "歯科のカルテって何年保存しないといけないんでしたっけ"),
    (Q, "ロードバイクのチェーンって、どのくらい走ったら交換するのがいいですか?"),
    (Q, "RailsでN+1を見つけるいい方法ってある?"),
    (Q, "初心者が多い合唱団の発声練習、おすすめのメニューはありますか。"),
)

__all__ = ["EN_FRESH_39", "JA_FRESH_39", "ZH_FRESH_39"]
