"""The extraction set's nineteenth fresh round: whole messages to a general assistant, unseen.

120 items, 40 a language (12 directives, 10 facts about the user, 10 temporary requests
or one-off plans, 4 chit-chat, 4 questions), written and committed before the rules ever
ran on them; scored once and never used to change a rule.

Unlike the rounds about coding work, these are short messages (one to three sentences)
that people send to a general assistant for everyday and work things: drafting emails,
planning a week, studying, cooking, travel, money, pets, children, small scripts. Each
language was written on its own, not translated, in casual and polite registers, with
typos, emoji, Chinese internet slang ("打工人", "emo了", "hhh") and Japanese casual speech
and keigo. A message is labelled ``directive`` or ``fact`` when any part of it should be
remembered next week, even when the rest is a one-off request; ``temporary`` only when
all of it is a request, plan or state of now; ``chitchat`` when it only greets, thanks,
jokes or vents; ``question`` when it only asks.

Directives: units (metric, 公制, 大さじ instead of grams), how emails are written (no
stock opener, a fixed sign-off, formal "Sie", 称呼用"您", 「よろしくお願いいたします」 at
the end), answer shape (conclusion first, a three-line summary first, paragraphs instead
of bullets, no closing offer, no exclamation marks, no emoji, no "好的,我来帮你"), plain
"I don't know" instead of a guess, Spanish corrections with the rule explained, study
plans in 25-minute blocks, recipes for two, no plans on Sundays or Wednesday evenings,
scripts that use only the standard library or run on Windows, a budget with every travel
plan, casual speech instead of keigo. Several carry a lasting fact as their reason
("I cook after work", "家里就我和老公", "毎週フットサルなので").

Facts arrive in passing inside a request: a child's age or school year, pets with names
and diets, a nut, seafood or dairy allergy, type 1 diabetes, a back condition, strong
myopia, being left-handed, a vegetarian of ten years, night shifts, teaching third
grade, foreign trade in Shenzhen, a nurse's night shifts, living in Lisbon or Sapporo,
languages learnt and spoken, a weekly class or a parent's dialysis, long-term goals with
a date (a half marathon in May, 考研 next March, TOEIC 800 next autumn).

The temporary messages are the look-alikes: "always" or "never" or 以后-like wording
inside a scope (for this trip, in this one email, 这次出差期间, 接下来这一周, 試験が終わる
までは, 今回の旅行中は, 今夜は), one-off scripts, this weekend's guests and move,
tomorrow's meeting, a tired or aching day, and past one-off events (a hike yesterday,
爬泰山, カラオケ) that matter only for today's request. The chit-chat greets, thanks,
laughs and sighs; the questions ask general knowledge and whether the assistant remembers
earlier conversations. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_19: tuple[tuple[str, str], ...] = (
    (D, ("Always give me temperatures in Celsius and distances in kilometres, even when "
         "the source is American. Now, what's the weather usually like in Denver in "
         "October?")),
    (D, ("Thanks for the draft. One thing for every email you write me: no 'I hope this "
         "email finds you well', just get to the point.")),
    (D, ("Whenever you suggest dinners, keep them under 30 minutes, I cook after work and "
         "I'm wiped out by then. What can I do with leftover rice tonight?")),
    (D, ("pls stop ending every answer with a question asking if i want more. if I want "
         "more I'll ask lol")),
    (D, ("When you correct my Spanish, explain the grammar rule in English instead of just "
         "fixing it, otherwise I don't learn anything. Here's today's paragraph.")),
    (D, ("Use bullet points only when I ask for a list; for everything else, plain "
         "paragraphs please. Ok, now summarize this article for me.")),
    (D, ("When you write Python for me, stick to the standard library where you can. I run "
         "these scripts on a work laptop where I can't install packages.")),
    (D, ("Please don't round money to the nearest dollar in my budget stuff, keep the "
         "cents. Here's March's spending, can you total it by category?")),
    (D, ("For study plans, break everything into 25-minute blocks, it's the only way I stay "
         "focused. Can you make one for my chemistry chapter?")),
    (D, ("Hey, quick preference: sign off the emails you draft for me with just 'Best, "
         "Priya', never 'Warm regards'.")),
    (D, ("If you're not sure about something, say so plainly instead of guessing 🙏 it's "
         "burned me twice now. anyway, what's the capital of Kazakhstan these days?")),
    (D, ("Translate this note for my neighbour into German. In general, use the formal "
         "'Sie' whenever you write German for me, I'd rather be too polite than too "
         "casual.")),
    (F, ("My son is nine and completely obsessed with volcanoes. Can you help me plan a "
         "science-themed birthday party for him this Saturday?")),
    (F, ("I'm allergic to tree nuts, just so you know. Could you check whether this pesto "
         "recipe is safe or needs a swap?")),
    (F, ("I work night shifts at a hospital, so my 'morning' is usually around 4 pm. Help "
         "me plan meals for this week that fit that.")),
    (F, ("We moved to Lisbon last year and I'm still getting the hang of Portuguese "
         "bureaucracy. What do I need to renew a residence permit?")),
    (F, ("I'm training for my first half marathon in May. What should I eat the night "
         "before a long run?")),
    (F, ("fyi I have two cats, Miso and Tofu, and Tofu's on a kidney diet. is it ok if she "
         "steals a bit of tuna?")),
    (F, ("I teach third grade, so a lot of what I ask you will be lesson plans and parent "
         "emails. Today it's a note about the field trip.")),
    (F, ("I'm type 1 diabetic, so carb counts matter to me way more than calories. Can you "
         "estimate the carbs in this lasagna recipe?")),
    (F, ("Every Tuesday and Thursday I pick my mom up from dialysis, so I'm never free "
         "those afternoons. Can you help me find a slot for the book club?")),
    (F, ("English is my third language after Polish and German, so sorry if my writing "
         "sounds weird sometimes. Can you check this cover letter?")),
    (T, ("For this trip, always look for window seats and keep layovers under two hours. "
         "Flights to Osaka next week, what are my options?")),
    (T, ("I'm wiped out today, so keep every answer to two sentences max, just for today. "
         "What's the gist of this report?")),
    (T, ("Can you draft a reminder to the team about tomorrow's 10 am meeting? Keep it "
         "friendly, the last one sounded grumpy.")),
    (T, ("My parents are visiting this weekend and my dad's on crutches after a knee op. "
         "Any low-walking things to do downtown?")),
    (T, ("Never use the word 'synergy' in this one, my boss hates it. It's the quarterly "
         "update, here's my rough draft.")),
    (T, "I went hiking yesterday and my legs are killing me today. Any stretches for sore calves?"),
    (T, ("For the rest of this conversation, reply only in French. I want to warm up before "
         "my call with the Paris office on Friday.")),
    (T, ("Make me a grocery list for taco night on Saturday, 8 people, two of them don't "
         "eat pork.")),
    (T, ("Until my exam on the 14th, always quiz me at the end of each explanation. After "
         "that we can go back to normal.")),
    (T, ("can u write a quick script that renames all the photos in this folder by date "
         "taken? just need it once for the vacation pics")),
    (C, "Haha, okay, that pun was terrible and I loved it."),
    (C, "Good morning! Coffee in hand, ready to tackle the day ☕"),
    (C, "That's exactly what I needed, thank you so much!!"),
    (C, "ugh, Mondays. anyway, hi again 😅"),
    (Q, "How long does cooked rice actually keep in the fridge?"),
    (Q, ("Do you remember things between our chats, or does every conversation start from "
         "zero?")),
    (Q, "Quick one: is it 'affect' or 'effect' in 'the rain ___ed everyone's mood'?"),
    (Q, "Why does bread go stale faster in the fridge than on the counter?"),
)
ZH_FRESH_19: tuple[tuple[str, str], ...] = (
    (D, "以后回答别老用感叹号,看着像在吼我。帮我把这段周报润色一下。"),
    (D, ("以后给我推荐菜谱都按两人份来,家里就我和老公。"
         "今晚想做个除了番茄炒蛋以外的快手菜。")),
    (D, "单位一律用公制,别给我英寸磅什么的。这个行李箱 22x14x9 英寸,能带上飞机吗?"),
    (D, "帮我写代码的时候注释用中文,变量名用英文,以后都这样。先写个批量改文件名的脚本吧"),
    (D, "打工人求求了,以后回答先给结论再解释,别绕弯子 🙏"),
    (D, "以后我问英语单词的时候,顺便给个例句和音标,我记得牢一点。今天先查 ubiquitous。"),
    (D, "给我排计划的时候别排周日,那天雷打不动是陪家人的。先帮我排下周的复习计划。"),
    (D, ("给客户写邮件的时候语气正式点,称呼用'您',别太口语化。"
         "这次是催款的,帮我起个草。")),
    (D, "你别每次都先说'好的,我来帮你',直接开始就行,省点字。"),
    (D, "我以后发你的记账截图,都按餐饮、交通、房租、其他四类来汇总。这是这周的。"),
    (D, "以后讲历史的时候给我标上公元年份,朝代年号我实在记不住。"),
    (D, "推荐书的时候优先推有中文译本的,原版我啃不动。最近想看点科普。"),
    (F, "我女儿今年上三年级,数学应用题老是读不懂题。帮我想想怎么给她讲'鸡兔同笼'?"),
    (F, "我对海鲜过敏,虾蟹都不能碰。周末聚餐想吃火锅,锅底有什么推荐?"),
    (F, "我在深圳做外贸,平时跟客户主要用英文邮件沟通。这封报价邮件帮我看看语气。"),
    (F, "家里养了只柯基叫豆豆,今年五岁了,最近有点胖。狗狗减肥一般怎么控制饮食?"),
    (F, "我每周一三五晚上上日语课,准备明年考 N2。今天学了授受动词,有点晕。"),
    (F, "本人吃素快十年了,蛋奶可以吃。帮我看看这份年夜饭菜单怎么改。"),
    (F, "我是高度近视,一千多度,晚上开车很吃力。这次自驾的路线能不能尽量白天走完?"),
    (F, "我在准备明年三月的考研,目标是北师大心理学。先帮我梳理一下普心的框架吧。"),
    (F, "我是左撇子,很多钩针教程都看不太明白。有没有适合左手的入门方法?"),
    (F, ("我跟爸妈一起住,他们都七十多了,不太会用智能手机。"
         "帮我写个教他们用微信视频的步骤,越简单越好。")),
    (T, "这次出差期间,订酒店都帮我挑离地铁站近的。下周二到周四在上海,帮我看看有哪些选择。"),
    (T, "今天好累,不想做饭了,有什么外卖不容易踩雷的推荐吗?"),
    (T, "明天下午要跟领导汇报,帮我把这份 PPT 的提纲捋一捋。"),
    (T, "这封邮件就别用'此致敬礼'了,对方是同龄的合作方,随意一点。"),
    (T, "我昨天去爬了泰山,腿现在还是软的 hhh 有什么缓解肌肉酸痛的办法?"),
    (T, "接下来这一周都用英文跟我聊吧,下周二有个外企面试,练练口语。"),
    (T, "帮我写个脚本,把这个文件夹里的 PDF 合并成一个,就用这一次。"),
    (T, "周六同学聚会,十个人一共花了 1860,AA 的话每人多少?"),
    (T, "考试之前你每次讲完都出两道题考考我,考完就不用了。"),
    (T, "这周末要搬家,帮我列个打包清单,按房间分。"),
    (C, "早上好呀~今天也是元气满满的打工人 💪"),
    (C, "哈哈哈哈笑死,你这个比喻绝了"),
    (C, "谢谢谢谢,帮大忙了,爱你 ❤️"),
    (C, "唉,又下雨了,emo了"),
    (Q, "你会记得我们之前聊过什么吗?"),
    (Q, "为什么切洋葱会流眼泪啊?"),
    (Q, "'的地得'到底怎么区分?"),
    (Q, "请问隔夜菜真的会致癌吗,还是谣言?"),
)
JA_FRESH_19: tuple[tuple[str, str], ...] = (
    (D, ("これからはもっと砕けた感じで話してくれていいよ、敬語だと落ち着かないし。"
         "で、今日の晩ごはん何にしよう")),
    (D, ("メールの下書きを作るときは、毎回最後に「よろしくお願いいたします」を入れてください。"
         "取引先向けが多いので。")),
    (D, "箇条書きは三つまでにしてください、長いリストは読む気がなくなるので。"),
    (D, ("レシピを教えてくれるときは、グラムじゃなくて大さじ・小さじで書いてほしい。"
         "うちにはかりがないので。")),
    (D, ("英語の文章を直してもらうときは、直した理由も日本語で一言添えてください。"
         "今後もずっとそれで。")),
    (D, "今後、予定を組むときは水曜の夜は空けておいてください。毎週フットサルなので。"),
    (D, "あと、絵文字は使わないでほしいです。仕事の資料にそのままコピペすることがあるので。"),
    (D, "スクリプト書いてもらう時は、Windows でも動くようにしてね。家のPCがWindowsなんで"),
    (D, ("旅行のプランを出すときは、いつも予算の目安も一緒に書いてもらえると助かります。"
         "次は金沢を考えてます。")),
    (D, "わからないことは無理に答えず、「わからない」と言ってください。その方が信頼できます。"),
    (D, ("説明が長くなりそうなときは、最初に三行でまとめてから詳しく書いてほしいです。"
         "じゃあ、NISA について教えてください。")),
    (D, ("子ども向けの説明をお願いするときは、ひらがな多めで書いてね。"
         "今回は「雨はどうしてふるの?」")),
    (F, ("うちの息子は小学二年生で、いま九九を覚えてるところです。"
         "楽しく覚えられるゲームありますか?")),
    (F, "私、乳製品がダメなんです。このグラタンのレシピ、豆乳で代用できますか?"),
    (F, "札幌に住んでて、冬は毎日雪かきしてます。腰を痛めない雪かきのコツってありますか?"),
    (F, ("看護師をしていて、夜勤が月に8回くらいあります。"
         "夜勤明けに食べるといい軽めのごはんを教えてください。")),
    (F, "柴犬を二匹飼ってて、名前はきなことおもち。新しい散歩ルートのアイデアがほしい"),
    (F, "来年の秋に TOEIC で800点を取るのが目標です。まずは今の勉強法を見てもらえますか。"),
    (F, "腰にヘルニアがあって、重いものを持つ運動はできません。自宅でできる筋トレってありますか。"),
    (F, ("ちなみに私は台湾出身で、日本語は三年前から勉強してます。"
         "この自己紹介文、不自然なところがあったら直してください。")),
    (F, ("毎朝6時に起きて子どもの弁当を作ってるんですが、ネタが尽きてきました。"
         "冷凍できるおかず、何かありますか?")),
    (F, "週末は趣味でウクレレを弾いてます。初心者でも弾きやすい J-POP の曲、教えてください。"),
    (T, "今回の旅行中は、いつも駅から徒歩5分以内のホテルを探してください。来週の福岡出張です。"),
    (T, "明日の会議のアジェンダ、ざっくり作ってもらえますか?議題は新人研修の件です。"),
    (T, "今日は頭痛がひどいので、返事は短めでお願いします。"),
    (T, "昨日ひさしぶりにカラオケ行ってきて、喉がガラガラです。のどにいい飲み物ってある?"),
    (T, "このメールだけは、いつもより丁寧めに書いてください。相手が先方の社長なので。"),
    (T, "今週末、友達が家に来るので、簡単なおつまみを三品くらい考えてほしい!"),
    (T, "試験が終わるまでは、毎回説明のあとに確認問題を一問出してください。"),
    (T, "この CSV を一回だけ整形したいので、Python のちょっとしたスクリプトを書いてください。"),
    (T, "来週の月曜から3日間大阪に行くんだけど、雨っぽいから室内で楽しめる場所を教えて"),
    (T, "今夜は英語で話しかけるので、英語で返してください。明日からは日本語に戻します。"),
    (C, "おはようございます!今日もよろしくお願いします☀️"),
    (C, "わー、めっちゃわかりやすい!ありがとう"),
    (C, "笑った、そのたとえ最高w"),
    (C, "はぁ、今日は疲れた…。ちょっと愚痴りたかっただけです、すみません。"),
    (Q, "前に話したこと、覚えてたりしますか?"),
    (Q, "味噌汁って沸騰させちゃダメなのはなぜですか?"),
    (Q, "「させていただく」って使いすぎると変ですか?"),
    (Q, "富士山が最後に噴火したのっていつでしたっけ?"),
)

__all__ = ["EN_FRESH_19", "JA_FRESH_19", "ZH_FRESH_19"]
