"""The extraction set's thirty-eighth fresh round: another ordinary stretch of sessions, no theme.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the other unthemed rounds, it is a uniform sample of what people type to a coding
agent or a general assistant across sessions, from users the earlier rounds left out: an
analytics team on dbt, a craft brewery, an orchestra's music library, a React team on
Zustand, a veterinary practice, an Android team, a climbing gym, a board-game translator,
a genealogist, a lab on a shared cluster, a cycle-courier co-op, a theatre lighting
designer, a software shop with a translation agency, a Tromsø freelancer; a cross-border
furniture seller, a B&B, a Taiwanese public notice and a coffee roaster, a Vue team, an
online shop's listings, a cookery writer, a members-only shop, a county care home, a
chemistry teacher, a Singapore client's report, a Singles' Day customer-service team, a
start-up before an investor demo; a clinic, a herbal-tea shop, a regional bank's COBOL
team, a team split between Sapporo and Naha, a photographer, a former nurse turned
engineer, an eight-room ryokan, an agricultural co-operative's tablet app, a cookery
school, a London trading partner, a stocktake, a hotfix. About a quarter are whole
messages of two or three sentences, the rest single sentences. Directives cover code
conventions (column descriptions in dbt, ticket numbers at the end of commit subjects, no
Redux, sealed interfaces for UI state, a down migration for every migration,
schema-qualified table names, file names without spaces or Chinese, plural nouns in API
paths, typed Vue props, verbs first in function names, pytest rather than unittest, the
Composition API only, English commit messages), numbers, dates and spelling (degrees
Plato, dates with the month spelled out, Minguo years, grams instead of "to taste",
thousands separators with 円 after the number, British spelling, no half-width kana in a
product name, headings of at most 20 characters, grams beside spoons, a validity date on
every quotation) and writing for people (Roman numerals on orchestral parts, short warm
replies, English card names in bold, birth surnames in family trees, apology before
explanation, weekly reports in a fixed order, "小众" not "网红", no "爆款" in listings, no
prices to members, plain errors for users, no overused させていただきます, 患者さん not
患者様, decisions first in minutes, light keigo for internal text) and how the agent works
(ask before any new library, say when unsure of an API, name the problem and stop, five
sentences at most, book suggestions with ratings). Several carry no "always" or "from now
on" word, and three hide the rule inside a message about the draft in hand. Facts are who
the user is (the only developer at a vet practice, a theatre lighting designer who
scripts, a Tromsø freelancer an hour ahead of the client, a chemistry teacher who taught
herself to code, a COBOL maintainer, an engineer two years out of nursing, a cross-border
furniture seller), how the team and the business are made (a co-op of twenty-three
rider-owners, a co-founder who owns billing, five people in two cities, a team split
between two islands, eight rooms with half the guests from abroad, care workers over
fifty, co-op staff in gloves on tablets) and decisions and resources the code does not
show (a Figma brand file, Python 3.10 until the cluster changes, an agency in Lyon sending
XLIFF every other Friday, a brand manual in Tencent Docs, a mini-program instead of an
Android app, beans from one farm, a Hong Kong region for registration reasons, a Dropbox
folder, Stripe as the only payment provider, an IT help channel). Temporary items are
one-off tasks and instructions scoped to now (this PR, until Monday, a tablet until
tonight, three pasted files, until a logo or a design arrives, a conference code freeze,
Thursday's standup, this branch, tonight, this time, this afternoon's acceptance testing,
a Singapore report, Singles' Day, before next Monday, this week, before a demo, until the
release or a stocktake, one quotation, a pasted address list, a year-end notice, a flat
battery, a hotfix, a hospital queue), some with "always" or いつも inside a scope that
ends, some with no time word at all (a regex to explain, a list to sort). Chit-chat is
thanks, reactions, greetings and grumbles, some with "always", いつも, 以后 or 今後;
passing states (a bad café wifi, a phone in a queue) are kept apart from facts. Questions
ask about database keys, appointment reminders, dependency pinning, distributed locks,
invoices for the self-employed, JavaScript runtimes, container tools, learning a language
and the project's own past choices. Each language's forty were written on their own, not
translated from another, in registers from lowercase fragments to polite business
Japanese, with a few Traditional Chinese items among the Simplified. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_38: tuple[tuple[str, str], ...] = (
    (D, ("Whenever you add a column to a dbt model, give it a description in schema.yml. The "
         "analysts read those docs far more than they read the SQL.")),
    (D, "Put the ticket number at the end of each commit subject in brackets, like [OPS-412]."),
    (D, "Gravity readings in the brew log go in degrees Plato, not specific gravity."),
    (D, ("Thanks, the part list looks good. One thing to keep in mind: our library labels parts "
         "'Violin I' and 'Violin II' with Roman numerals, never 'Violin 1'. Fix the ones in "
         "this list too while you're at it.")),
    (D, ("Don't reach for Redux in this codebase; state lives in Zustand stores and we like it "
         "that way.")),
    (D, ("Anything you draft for the clinic should give dates like 4 March 2027: day, the month "
         "spelled out, then the year.")),
    (D, ("Check with me before pulling in any new library, however small; each one goes through "
         "a week of security review here.")),
    (D, ("For UI state in the Android app, model it as a sealed interface rather than an enum "
         "plus a pile of boolean flags.")),
    (D, "Replies to gym members stay warm but short; three sentences is plenty."),
    (D, ("Card names stay in English and in bold in every translated rulebook, the French and "
         "German editions included.")),
    (D, ("Every migration ships with a working down migration. We've been burned by one-way "
         "ones.")),
    (D, ("A word on code review comments: name the problem, suggest a fix, and stop there. I "
         "don't need a lecture on best practices, I've been doing this for fifteen years.")),
    (D, ("If you're not sure an API exists, say you're not sure instead of inventing a function "
         "name.")),
    (D, ("in the family tree notes women go under their birth surname, with the married name in "
         "brackets")),
    (F, ("I'm the only developer at a vet practice with twelve staff. Whatever we build, I'm "
         "also the one supporting it.")),
    (F, ("Our brand assets, logo SVGs included, are in the Figma file called 'Hopfield Brand "
         "2027'.")),
    (F, ("We agreed last quarter to stay on Python 3.10, since the lab cluster's image isn't "
         "getting updated before 2028.")),
    (F, "I'm based in Tromsø, an hour ahead of our client in Reykjavík."),
    (F, "The courier co-op has twenty-three riders and each of them owns a share of it."),
    (F, "My co-founder owns all the billing code; I only work on the mobile app."),
    (F, ("our translations go through an agency in Lyon, the strings come back as XLIFF every "
         "other Friday")),
    (F, ("Some background: I design lighting for theatre, I'm not a programmer. I write the "
         "cue-sheet scripts in Python because nobody else at the company will.")),
    (T, "Skip the changelog entry for this PR, I'll write it when we cut the release."),
    (T, ("Leave the flaky payment test alone until Dana's back on Monday. She's rewriting it "
         "anyway.")),
    (T, "I'm stuck on a tablet with no keyboard until tonight, so skip the long code blocks."),
    (T, "Rename getUser to fetchUser in the three files I just pasted and nothing else."),
    (T, "Until the new logo arrives, point the header at assets/tmp-logo.png."),
    (T, ("We're in a code freeze for the conference, so hold any refactors and only fix what's "
         "actually broken.")),
    (T, "Pull the action items out of these notes so I can read them out at Thursday's standup."),
    (T, "On this branch the tests hit the real sandbox API, so don't mock the HTTP client here."),
    (T, ("The build server always goes down on Sunday nights for maintenance. For tonight just "
         "run the linters locally and I'll push in the morning.")),
    (T, ("Bullet points for the summary this time, my manager wants to paste it straight into "
         "a slide.")),
    (C, "ha, that regex worked first try, I'm honestly impressed"),
    (C, "Back. The noodle place had a forty-minute line, worth every minute."),
    (C, "You always catch the off-by-one I miss. Thank you."),
    (C, "Ugh, the wifi in this café is awful today."),
    (Q, "Is there a real downside to UUIDv7 as a primary key in Postgres?"),
    (Q, ("We're switching booking systems. How do small clinics usually handle appointment "
         "reminders, text or email?")),
    (Q, "What did we settle on for the webhook retry limit last time?"),
    (Q, "Should I always pin transitive dependencies, or is the lockfile enough?"),
)

ZH_FRESH_38: tuple[tuple[str, str], ...] = (
    (D, "写周报先列完成的事,再列风险,下周计划放最后。"),
    (D, "文件名里别出现空格和中文,统一用短横线连接。"),
    (D, "回复差评的时候先道歉再解释,不要一上来就辩解。"),
    (D, "商品标题里别堆“爆款”“必买”这种词,平台会降权。"),
    (D, "對外公告的日期請寫成民國年,例如 115 年 3 月 2 日。"),
    (D, "以后给我推荐书,顺便附上豆瓣评分和页数。"),
    (D, "这版文案整体可以。不过你记住,我们民宿从不说“网红”,都写“小众”。这版里那两处也顺手改掉吧。"),
    (D, "接口返回给用户的错误提示要是看得懂的中文,技术细节写到日志里。"),
    (D, "每个 Vue 组件的 props 都写上类型和默认值。"),
    (D, "接口路径用复数名词,比如 /orders、/users,别用动词。"),
    (D, "菜谱里调料写克数,别写“适量”“少许”。"),
    (D, "我不爱看长篇大论,回答控制在五句话以内。"),
    (D, "跟你说下店里的规矩:给会员发的消息里不能出现价格,只写“会员专享”。价格让他们到店里问。"),
    (D, "SQL 里的表名都带上 schema 前缀,我们库里同名的表太多了。"),
    (F, "我是做跨境电商的,主要往澳洲卖家具。"),
    (F, "我们团队一共五个人。两个在深圳,三个在西安,平时都在线上沟通。"),
    (F, "品牌视觉规范在腾讯文档里,文件名叫《品牌视觉手册 v3》。"),
    (F, "上个月定下来了,不做安卓 App,全力做微信小程序。"),
    (F, "我是高中化学老师,编程全是业余自学的。"),
    (F, "我們的咖啡豆都是直接跟嘉義的一家農場買的。"),
    (F, "说下背景:这个系统是给县里敬老院用的。护工大多五十岁以上,手机用得不太熟。"),
    (F, "服务器放在阿里云香港节点,因为备案的问题没放内地。"),
    (T, "今天下午先别往测试服推东西,产品在那边验收。"),
    (T, "这次的报告用英文写吧。客户是新加坡的,看不了中文。"),
    (T, "双十一这几天客服话术先用活动版的,活动结束再换回来。"),
    (T, "这个分支上先把 ESLint 的 no-console 关掉,调试完我再打开。"),
    (T, "帮我把这段正则解释一下,再补三个测试用例。"),
    (T, "把附件里这份名单按部门排个序发我。"),
    (T, "我在医院排队,只能看手机。先给我结论就行。"),
    (T, "下周一之前新接口都先返回假数据,给前端联调用。"),
    (T, "这周老板在,提交记录写规范点,别写“改了点东西”这种。"),
    (T, "明天上午要给投资人演示。今晚先把注册的短信验证码关掉,演示完我自己再打开。"),
    (C, "哈哈哈,這個比喻太傳神了"),
    (C, "早啊,又是加班的一天。"),
    (C, "你每次都这么耐心,谢谢啦!"),
    (C, "唉,以后再也不半夜上线了。太折磨了。"),
    (Q, "Redis 做分布式锁靠谱吗?有哪些坑?"),
    (Q, "个体户开专票需要什么条件?"),
    (Q, "我们当初为什么把图片放七牛,没用 OSS 来着?"),
    (Q, "以后是不是都该用 Bun 了?Node 会被淘汰吗?"),
)

JA_FRESH_38: tuple[tuple[str, str], ...] = (
    (D, "お客様へのメールで「させていただきます」を連発しないでください。"),
    (D, "関数名は動詞から始めてください。getUserName とか saveOrder みたいな感じで。"),
    (D, "議事録は決定事項を冒頭にまとめて、経緯はそのあとに書いてほしいです。"),
    (D, "当院の文書では「患者様」ではなく「患者さん」と書きます。"),
    (D, "コード内のコメントは日本語で構いませんが、コミットメッセージは英語でお願いします。"),
    (D, ("修正ありがとうございます。それと、今後のためにお伝えしておくと、うちの商品名は全角カナで"
         "「ハーブティー」と書く決まりです。半角カナは使いません。")),
    (D, "金額は三桁ごとにカンマを入れて、「円」は数字の後ろに付けてください。"),
    (D, "Python のテストは pytest で書いてね。unittest は使わない。"),
    (D, "ブログ記事の見出しは 20 文字以内に収めること。"),
    (D, "料理教室のレシピでは、大さじ・小さじの横にグラムも書いてください。"),
    (D, "社内向けの文章なので、敬語はほどほどで大丈夫です。です・ます調で十分。"),
    (D, "Vue は Composition API で書いてください。Options API の書き方は混ぜないで。"),
    (D, "英文を作るときはイギリス英語の綴りでお願いします。取引先がロンドンなので。"),
    (D, "見積書の備考欄には、見積の有効期限を入れておいてください。"),
    (F, "私は地方銀行のシステム部にいて、主な仕事は COBOL の保守です。"),
    (F, "うちのチームは札幌と那覇に分かれていて、打ち合わせは全部オンラインです。"),
    (F, "撮影した写真は Dropbox の「2027_撮影」フォルダにまとめてあります。"),
    (F, "先月の会議で、決済は Stripe に一本化することになりました。"),
    (F, "看護師からエンジニアに転職して、今年で二年目です。"),
    (F, "うちの旅館は客室が八部屋だけで、予約の半分くらいは海外のお客様です。"),
    (F, ("少し背景を説明しますね。このアプリは農協の職員さん向けで、みなさん現場でタブレットを"
         "使っています。手袋をしたまま操作することも多いです。")),
    (F, "社内の IT の問い合わせ先は Slack の #help-it です。"),
    (T, "今日は会議が続くので、急ぎのものだけ先に教えてください。残りは夕方まとめて見ます。"),
    (T, "この feature ブランチに限って、mypy の strict は切ったままで大丈夫です。"),
    (T, "リリースまではログレベルを DEBUG のままにしておいて。"),
    (T, "今回だけ、見積書の宛名を会社名ではなく個人名にしてください。"),
    (T, "貼り付けた住所一覧から、郵便番号が抜けているものだけ拾ってください。"),
    (T, "棚卸しが終わる来週水曜までは、在庫テーブルへの書き込みを止めておいてください。"),
    (T, "年末年始の営業のお知らせを作ってもらえますか。休業日は 12 月 29 日から 1 月 3 日です。"),
    (T, ("外出先でノート PC の電池が残り少ないです。差分だけ送ってもらえれば、戻ってから"
         "確認します。")),
    (T, ("いつもはレビューを通してからマージしてますが、今回は hotfix なので main に直接"
         "入れてください。")),
    (T, "新しいデザインが届くまで、ボタンの色は仮でグレーにしておいて。"),
    (C, "おお、一発で動いた!助かりました。"),
    (C, "お昼食べてきました。午後もよろしくです。"),
    (C, "いつもながら説明がわかりやすくて助かります。"),
    (C, "今後はもう締め切り前日に徹夜なんてしたくないなあ…"),
    (Q, "Docker と Podman、実務で使うならどっちがいいんでしょう?"),
    (Q, "インボイス制度って、個人でやってる翻訳者にも関係ありますか?"),
    (Q, "前に画像の保存先を S3 にした理由って、何でしたっけ?"),
    (Q, "Rust って、今から覚える価値あります?"),
)

__all__ = ["EN_FRESH_38", "JA_FRESH_38", "ZH_FRESH_38"]
