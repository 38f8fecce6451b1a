"""A third conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_2` (and the
parsing helpers of `benchmarks.conversations_data`), over new people and new lives: two
English conversations (en-6, en-7), two in Simplified Chinese (zh-6, zh-7) and two in
Japanese (ja-6, ja-7), each written on its own rather than translated. en-6 is a daughter and
her father through his retirement from a printworks and a move near her, en-7 two ward nurses
swapping shifts through a proposal, a prescribing course and a promotion, zh-6 a landlord and
his tenant through a bathroom renovation and a lease renewal, zh-7 a band's singer and its
bassist-manager preparing and running a tour, ja-6 a grandmother teaching her granddaughter
to cook over video calls, ja-7 two founders raising a Series A.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to fourteen turns a session. Facts are said indirectly or through a pronoun, several
are revised later (a retirement date, a house price, a shift swap that fell through, a
finishing date, a rent, a tour's cities, a salt ratio, a round's size, a hiring plan),
numbers and dates are often spelled in words, some replies carry their subject only through
the turn they answer, the Chinese and Japanese turns mix in English words (USB, livehouse,
van, setlist, merch, iPad, MRR, DD, CVC, PoC), and look-alike turns (another leaving do,
another swap, another quote, another song, another recipe, another investor) sit beside the
one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer:
6 multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and
4 adversarial (5, answered "Not mentioned in the conversation." with the evidence naming the
turn the question leans on). For a fact that changed, the question asks for the current
state and the evidence is the latest turn. Questions paraphrase the turns rather than
copying their words.

The set was written before any ranker or rule ran on it.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_6 = _conversation("en-6", "Ruth", "Martin", [
    ("7:30 pm on 11 January, 2026", """
A: Dad, did you ever get through to the pension people?
B: Eventually. Forty minutes of the same four bars of Vivaldi.
A: And? What did they say?
B: If I go at the end of March, I can take a quarter of the pot tax-free. About forty-one thousand,
  the woman reckoned.
A: That's more than you thought, isn't it?
B: A bit. Your mum's already spending it. She wants a conservatory.
A: Of course she does. Have you actually told work?
B: Not officially. I'll tell Sandra after the stocktake, she's got enough on.
A: Thirty-eight years at that printworks, Dad. They'll throw you a party.
B: They'd better not. Dennis is going the same month and he wants a joint do at the Fleece.
A: A joint do sounds perfect, you can share the speeches.
B: Dennis can do all the speeches. He likes the sound of his own voice.
A: Ha. Alfie asked if Grandad will have time to finish the bird box now.
B: Tell him yes. It's the one thing I have promised.
"""),
    ("8:05 pm on 1 February, 2026", """
B: Told Sandra on Friday.
A: How did she take it?
B: She asked if I'd stay till the end of June instead. The new press doesn't arrive till May and
  nobody else can set it up.
A: Are you going to?
B: I said yes. Three more months won't kill me, and they'll pay me a bonus for seeing it in.
A: How much?
B: Two and a half thousand. Your mum says that's the conservatory's roof.
A: So the pension date moves too?
B: The woman on the phone said it's no bother, it just starts from whenever I stop.
A: And Dennis? Still going in March?
B: He is. So no joint do. He's having his at the Fleece on the twenty-seventh of March and I'll just
  be a guest.
A: You'll still have to say something, you know.
B: I'll keep it short. Shorter than his, anyway.
"""),
    ("6:40 pm on 8 March, 2026", """
A: Mum says you've been looking at bungalows.
B: Looking. Only looking.
A: Where?
B: A couple out Filey way. Your mum fancies the sea. There's one on Church Lane with a big garden,
  room for a workshop.
A: Filey's an hour and a half from us, Dad.
B: I know, love. That's the sticking point. She wants the sea and she wants to see Alfie every week.
A: You could always come this way. There are bungalows in Horsforth too.
B: No sea in Horsforth.
A: There's a reservoir.
B: Ha. I'll tell her you said that.
A: How much is the Church Lane one?
B: Two hundred and sixty. Ours should fetch three-ten, the estate agent thinks.
A: So you'd have a bit left over. That's something.
"""),
    ("7:15 pm on 28 March, 2026", """
A: How was last night?
B: Long. He spoke for twenty-five minutes. Somebody timed it.
A: Oh no. Did he cry?
B: He did. So did I, a bit, when they showed the video of the old press being towed out.
A: Soft thing.
B: I got cornered by the MD as well. They want me to come back two days a week after June, training
  the young lads on the new press.
A: Do you want to?
B: Maybe till Christmas. It'd keep me out of your mum's hair.
A: Have you said yes?
B: Not yet. I said I'd think about it over Easter.
A: Speaking of which, Mum says we're all coming to you for Easter Sunday?
B: She did. Leg of lamb. Alfie's allowed to help with the mint sauce.
A: God help us.
"""),
    ("8:20 pm on 10 May, 2026", """
B: Bit of news from the doctor. Don't panic.
A: That's the worst way to start a sentence, Dad.
B: Routine check for the over-sixties. Cholesterol's high. Seven point two.
A: Is that bad?
B: Dr Pillai wants it under five. She's put me on statins and told me to walk every day.
A: Then walk every day. With Mum.
B: We've started. Round the park after tea. Your mum's quicker than me.
A: And the bungalow? Any news?
B: Church Lane's gone. Someone paid the asking price. Your mum was gutted.
A: I'm sorry. Are you still set on the coast?
B: We've been talking. She misses Alfie already and we've not even moved.
A: So...?
B: So we've asked an agent in Horsforth to send us things. Don't say anything.
A: I'm not saying anything. I'm just smiling.
"""),
    ("7:00 pm on 21 June, 2026", """
A: Last week at work! How does it feel?
B: Strange. I cleared my locker today. Thirty-eight years and it fits in one carrier bag.
A: Oh, Dad.
B: The new press works, before you ask. Took me a fortnight to get the colours right.
A: And the training thing? Two days a week?
B: I said one day, Wednesdays, and only till the end of September. Sandra agreed.
A: That's a good compromise.
B: Your mum said the same. One day, not two.
A: When's your leaving do?
B: Friday the twenty-sixth, at the Fleece. Ten minutes of speech and no more. I've told Sandra to
  time me.
A: Can Alfie come?
B: Early on, yes. He's made me a card with a printing press on it. Looks more like a tractor.
A: He worked on that for a week.
"""),
    ("8:30 pm on 9 August, 2026", """
B: We've put an offer in.
A: WHAT? Where?
B: The bungalow on Brookfield Road. Ten minutes from you, love.
A: Dad! I can't believe it. How much?
B: Two hundred and forty-five. They want two-fifty, we'll see.
A: And yours? Is it on the market?
B: Went on last week. Two viewings already, and one couple coming back for a second look on
  Saturday.
A: Is there room for the workshop?
B: There's a double garage. I'll have the bird box finished in there by the autumn, tell Alfie.
A: He'll hold you to that. How long did the speech end up, by the way?
B: Eleven minutes. Sandra showed me the stopwatch.
A: Close enough.
B: They gave me a carriage clock. I ask you. A clock, for a man who has all the time in the world
  now.
"""),
    ("6:50 pm on 18 October, 2026", """
A: How's the first week in Brookfield Road?
B: Boxes everywhere. Your mum's found the kettle, so we're surviving.
A: Did they hold out for two-fifty in the end?
B: Two hundred and forty-eight. We met in the middle, near enough.
A: And the old house?
B: Three hundred and five. Bit under what the agent said, but they're a nice young couple.
A: So is the conservatory happening?
B: Not now. Your mum's decided on a summer house for the garden instead. Smaller, cheaper.
A: And you've finished at the printworks for good?
B: Last Wednesday, the fourteenth. They asked me to stay a couple of weeks past September for the
  new lad. They had a cake shaped like a press.
A: Better than the tractor card?
B: Nothing's better than the tractor card. It's on the mantelpiece, next to the clock.
A: And the bird box?
B: Alfie's coming Saturday. We'll put it up together.
"""),
], """
1 | D7:3 D8:4 | What did Ruth's parents pay for their new bungalow in the end, and where is it? |
  Two hundred and forty-eight thousand; on Brookfield Road, ten minutes from Ruth
1 | D3:12 D8:6 | How far short of the estate agent's estimate did Martin's old house sell? | By five
  thousand: the agent thought three hundred and ten thousand and it sold for three hundred and five
1 | D1:10 D2:11 D4:2 | Whose leaving do was held at the Fleece in March, and how long was that
  person's speech? | Dennis's, on 27 March 2026; he spoke for twenty-five minutes
1 | D6:10 D7:11 | How close did Martin keep to the time limit he set for his own leaving speech? |
  He allowed himself ten minutes and spoke for eleven
1 | D1:6 D2:7 D8:8 | What did Martin's wife first want to spend the retirement money on, and what is
  she getting now? | A conservatory; she has dropped it for a smaller, cheaper summer house in the
  garden
1 | D6:12 D8:13 D8:14 | Who is helping Martin put up the bird box, and what did that person make for
  Martin's leaving do? | Alfie, his grandson; he made a card with a printing press on it that looks
  more like a tractor
2 | D2:1 | When did Martin tell Sandra he was retiring? | Friday 30 January 2026
2 | D2:3 D2:5 | When did Martin stop working full time? | At the end of June 2026 (he had first
  planned the end of March)
2 | D2:11 | When was Dennis's leaving do? | Friday 27 March 2026
2 | D6:10 | When was Martin's own leaving do? | Friday 26 June 2026, at the Fleece
2 | D7:7 | When did Martin's old house go on the market? | In the week before 9 August 2026 (the
  turn of July and August)
2 | D8:10 | When was Martin's last training day at the printworks? | Wednesday 14 October 2026 (he
  had planned to stop at the end of September)
3 | D5:11 D5:13 | In the end, which mattered more to Ruth's mother: living by the sea or being near
  Alfie? | Being near Alfie; they gave up the coast and looked near Ruth instead
3 | D1:12 D2:13 | Does Martin enjoy giving speeches? | No; he would leave them all to Dennis and
  means to keep his own short
3 | D5:14 D7:4 | Is Ruth pleased that her parents are moving close to her? | Yes; she smiled at the
  news and could hardly believe it when they made an offer
3 | D4:4 D6:2 | Did Martin find it easy to leave the printworks? | Not entirely; he cried at the
  video of the old press and found clearing his locker strange
4 | D1:4 | How much can Martin take from his pension tax-free? | About forty-one thousand, a quarter
  of the pot
4 | D2:7 | What bonus did the printworks offer Martin for staying on? | Two and a half thousand
4 | D2:3 | Why did Sandra ask Martin to stay on past March? | The new press would not arrive until
  May and nobody else could set it up
4 | D5:3 D5:5 | What did Martin's routine check find, and what did his doctor do? | High
  cholesterol, seven point two; Dr Pillai put him on statins and told him to walk every day
4 | D6:6 | On what terms did Martin agree to keep training the young staff? | One day a week, on
  Wednesdays, until the end of September
4 | D7:13 | What was Martin's leaving present? | A carriage clock
4 | D3:11 D3:12 | What was the price of the bungalow on Church Lane? | Two hundred and sixty
  thousand
4 | D5:9 | What happened to the Church Lane bungalow? | Someone else bought it at the asking price
4 | D4:12 | What is being cooked for Easter Sunday? | Leg of lamb, with Alfie helping on the mint
  sauce
4 | D8:10 | What did the printworks give Martin on his last training day? | A cake shaped like a
  press
5 | D5:5 | What did Dr Pillai prescribe for Ruth's mother? |
5 | D8:6 | What are the names of the couple who bought Martin's old house? |
5 | D4:6 | What is the name of the printworks' managing director? |
5 | D6:12 | How old is Alfie? |
""")

_EN_7 = _conversation("en-7", "Amara", "Colm", [
    ("10:45 pm on 3 February, 2026", """
A: You still awake? I need a massive favour.
B: On my break. Go on.
A: Can you swap my night on the fourteenth? Kwame's finally booked somewhere for Valentine's.
B: The fourteenth's a Saturday, right? I'm on the early that day.
A: I'd take your early on Sunday the fifteenth instead. That's on the rota for you, isn't it?
B: Let me look... yes. Early on the fifteenth. Deal. You take my early, I take your night.
A: You're a legend. I'll put it in the swap book tomorrow.
B: Make sure Bernie signs it this time. Last time the agency nearly sent someone.
A: I'll chase her. How's the course going?
B: The prescribing one? Essay due on the second of March. Two and a half thousand words on
  anticoagulants.
A: Rather you than me.
B: Rather that than nights, honestly.
A: Ha. Go and eat your toast.
"""),
    ("9:30 am on 21 February, 2026", """
B: So? How was Valentine's?
A: He proposed!!!
B: NO. Amara! In the restaurant?
A: On the pier at Southend, in the rain. The ring was his nan's.
B: I'm going to cry on the ward. Have you set a date?
A: Next summer, probably. Kwame wants August, I want September, we'll see.
B: September's better, the ward's less mad.
A: That's what I said. Was my night ok for you?
B: Busy. Bed twelve went off twice, but fine.
A: The man with the COPD? He's been in since Christmas.
B: That's him. He asked after you, by the way. Said the tall nurse does his inhaler better.
A: I'll take that. Essay done?
B: Nope. Bernie's given me an extension to the ninth of March.
"""),
    ("8:15 pm on 19 March, 2026", """
A: Can we do a swap in April? The wedding venue has a viewing on Saturday the eleventh.
B: What have you got that day?
A: Long day. I could give you my long day and take your night on the sixteenth?
B: The sixteenth's a Thursday. I'm not on that night, you're thinking of Lucy.
A: Oh, you're right. What are you on that week?
B: Nights on the seventeenth and eighteenth.
A: I'll take the seventeenth then, and you do my long day on the eleventh.
B: Fine. The eleventh for the seventeenth. Write it down properly this time.
A: Writing it down. Did you pass the essay?
B: Sixty-eight per cent. The exam's the last bit, in June.
A: Sixty-eight! You legend.
B: Don't. I'm already dreading the pharmacology paper.
"""),
    ("11:10 pm on 26 April, 2026", """
B: Bad news about the seventeenth.
A: Don't tell me.
B: Bernie's put me on a study day that Friday, so I couldn't do the night anyway. It went back to
  the pool.
A: So I'm not doing it?
B: You're not doing it. Bank staff covered. Sorry, it's a mess.
A: It's fine. My viewing was covered, that's the main thing.
B: How was the venue?
A: Gorgeous. An old barn near Maldon. But five thousand for the day.
B: Five grand!
A: Kwame's dad is helping. We've put the deposit down, eight hundred.
B: So it's really happening.
A: Saturday the eighteenth of September next year. Save the date.
B: Saved. I'll even swap a shift for it.
"""),
    ("7:40 am on 6 June, 2026", """
A: Good luck today! Pharmacology, right?
B: Nine o'clock. I've had three coffees and I can't feel my hands.
A: You know this stuff. You explained warfarin to me better than the textbook.
B: That's because the textbook is terrible.
A: Text me when you're out.
B: Will do. Can I ask a favour back? My brother's stag is in Dublin on the weekend of the
  twenty-seventh.
A: Which shifts?
B: Long days, Saturday the twenty-seventh and Sunday the twenty-eighth.
A: I can do the Saturday. Sunday I'm at Kwame's mum's for her sixtieth.
B: Lucy said she'd take the Sunday if I do her early on the third of July.
A: Sorted then. Go and pass.
B: Going. If I faint, you're my next of kin.
"""),
    ("6:30 pm on 2 July, 2026", """
A: Well??? Results were out today, weren't they?
B: Passed! Seventy-four.
A: COLM! I knew it. So you can actually prescribe now?
B: Once the trust signs it off. Bernie says September.
A: We're going out. Drinks on me.
B: Deal, but not this week. I'm doing Lucy's early tomorrow, remember, then I'm wrecked.
A: How was Dublin?
B: I don't remember most of it, which is the point of a stag.
A: Your Saturday was quiet, by the way. Bed twelve went home that day.
B: Did he? Good. After six months.
A: He brought the ward a tin of Quality Street. Mostly toffee pennies left.
B: Classic.
A: Oh, and Bernie wants to know if anyone can do extra nights in August. They're short.
B: Not me. Lads' holiday, ten days in Crete from the eleventh.
"""),
    ("10:50 pm on 14 August, 2026", """
A: Sorry to message on your holiday. Quick one.
B: Go on, I'm by the pool, I can spare a minute.
A: Bernie's making me charge nurse on nights from October. Permanent.
B: Amara! That's brilliant. Band six?
A: Band six. More money for the wedding.
B: You'll be running the place. What does it mean for swaps?
A: I'm on a fixed pattern, four on, four off. So fewer swaps, sorry.
B: I'll survive. When do you start?
A: The fifth of October.
B: I'm back on the twenty-first, I'll bring you some proper olive oil.
A: Bring Bernie some too, she signed my form in a day.
B: Ha, noted.
A: Enjoy. Put suncream on the back of your neck.
"""),
    ("8:00 pm on 27 September, 2026", """
B: Signed off! I'm officially a prescriber.
A: Yes! What's the first thing you'll prescribe?
B: Paracetamol, probably, let's be honest.
A: Ha. Listen, can I swap one last time before the new pattern?
B: Which one?
A: My long day on Saturday the third of October. Kwame's sister's christening.
B: I'm on nights that weekend. I'm off the Thursday before, the first. Could you use that?
A: Not really, I need the Saturday itself.
B: Then ask Lucy. She's always after Christmas off.
A: I did. She said yes, if I do her Christmas Day.
B: Christmas Day! Brutal.
A: I'm charge nurse now, I'm supposed to be brutal to myself.
B: I'll bring mince pies on Christmas Day, then.
"""),
], """
1 | D1:3 D2:2 D2:4 | What happened to Amara on the night Colm covered her shift in February? | Kwame
  proposed to her, on the pier at Southend in the rain, on Valentine's night
1 | D3:7 D4:3 D4:5 | Who worked the night of 17 April that Amara had agreed to take from Colm? |
  Bank staff; Colm was put on a study day and the shift went back to the pool
1 | D3:10 D6:2 | What marks did Colm get for the two assessed parts of his prescribing course? |
  Sixty-eight per cent for the essay and seventy-four for the pharmacology exam
1 | D5:8 D5:9 D5:10 | Who covered Colm's two long days on the weekend of his brother's stag? | Amara
  took the Saturday (27 June) and Lucy the Sunday (28 June)
1 | D2:10 D5:8 D6:9 | On what date did the COPD patient in bed twelve go home? | Saturday 27 June
  2026, after about six months on the ward
1 | D8:6 D8:9 D8:10 | Who is covering Amara's long day on 3 October, and what does Amara give in
  return? | Lucy; Amara will work Lucy's Christmas Day
2 | D1:3 D1:4 | On what date did Colm work Amara's night shift in February? | Saturday 14 February
  2026
2 | D1:5 D1:6 | Which shift did Amara work for Colm in return in February? | His early shift on
  Sunday 15 February 2026
2 | D2:13 | When was Colm's anticoagulants essay finally due? | 9 March 2026 (extended from 2 March)
2 | D4:12 | When is Amara's wedding? | Saturday 18 September 2027
2 | D7:9 | When does Amara start as charge nurse on nights? | 5 October 2026
2 | D6:14 D7:10 | When was Colm's holiday in Crete? | Ten days from 11 August 2026, back on 21
  August
3 | D2:11 | Does the patient in bed twelve think well of Amara's care? | Yes; he asked after her and
  said the tall nurse does his inhaler better
3 | D1:12 | Does Colm find his course work worse than night shifts? | No; he would rather do the
  essay than nights
3 | D7:11 | Is Bernie supportive of Amara's promotion? | Yes; she signed Amara's form in a day
3 | D5:3 D5:4 | Does Colm understand anticoagulant drugs well? | Yes; he explained warfarin to Amara
  better than the textbook does
4 | D2:4 | Where did Kwame propose, and whose ring did he use? | On the pier at Southend, in the
  rain, with his nan's ring
4 | D4:8 | Where is the wedding venue, and what does it cost? | An old barn near Maldon, five
  thousand for the day
4 | D4:10 | How much was the deposit on the venue? | Eight hundred, with Kwame's father helping
4 | D1:10 | What was Colm's course essay about, and how long was it? | Anticoagulants, two and a
  half thousand words
4 | D5:6 | Where was Colm's brother's stag? | Dublin
4 | D5:9 | Why couldn't Amara cover Colm's Sunday long day in June? | She was at Kwame's mother's
  sixtieth
4 | D7:3 D7:4 D7:5 | What new role is Amara taking on? | Permanent charge nurse on nights, band six
4 | D7:7 | What pattern will Amara work in her new role? | A fixed pattern of four nights on and
  four off
4 | D6:4 D8:1 | Is Colm signed off as a prescriber yet? | Yes, signed off by 27 September 2026
4 | D6:11 | What did the patient from bed twelve give the ward? | A tin of Quality Street
5 | D4:8 | How many guests are invited to the wedding? |
5 | D5:6 | What is the name of Colm's brother? |
5 | D7:10 | Which hotel did Colm stay at in Crete? |
5 | D8:6 | What is the name of the baby being christened? |
""")


# --- 简体中文 -------------------------------------------------------------------------------------

_ZH_6 = _conversation("zh-6", "周建国", "苏晓", [
    ("2026年3月2日 晚上8:30", """
B: 周叔，卫生间又漏水了，楼下的阿姨刚上来敲门。
A: 啊？又漏了？上次不是刚换过软管吗？
B: 这次不是软管，物业的人说可能是地面下面的防水层坏了。
A: 那麻烦了。这房子是零五年装修的，也二十多年了。
B: 楼下阿姨说她家天花板都鼓包了。
A: 我明天过去看看，你几点在家？
B: 我明天在家办公，全天都在。
A: 那我上午十点左右到。楼下的损失我来赔，你别担心。
B: 好的。还有，厨房的水龙头也一直滴水，顺便看看？
A: 行，一起看。这次干脆把卫生间整个重新做。
B: 那要多久啊？我住着不方便吧。
A: 我先问问装修队，问清楚再跟你商量。
"""),
    ("2026年3月15日 晚上9:10", """
A: 小苏，装修的报价出来了，两家。
B: 怎么样？
A: 一家是老王的队伍，卫生间加厨房一共三万八，工期三周。
B: 另一家呢？
A: 一家装修公司，四万六，工期两周，但是要等到五月才有空。
B: 老王那边什么时候能开工？
A: 四月七号就可以。我倾向老王，他给我干过两套房子了。
B: 那施工期间我住哪儿？卫生间不能用的话……
A: 我想好了，施工那三周房租减一半。你看行不行？
B: 减半……我可能得去闺蜜那儿住，她家在河西，离公司远一点。
A: 要不这样，那三周的房租全免，你在外面住开销也不少。
B: 周叔你太好了，那就这么定。
"""),
    ("2026年4月5日 晚上7:45", """
B: 周叔，东西我都收拾好了，明天搬去闺蜜家。
A: 辛苦了。钥匙给我一把，老王的人后天一早进场。
B: 我明天走之前当面给您吧。
A: 也好。你的猫怎么办？
B: 团子跟我一起去，闺蜜家也有一只猫，希望别打架。
A: 哈哈。瓷砖我挑了几款，发你看看。
B: 灰色那款好看，白色的太容易脏。
A: 我也喜欢灰的。就定六百乘一千二那个规格。
B: 大砖显得宽敞。
A: 对了，马桶换成智能的，你不介意吧？
B: 当然不介意！
A: 那就这样，老王说四月二十八号完工。
"""),
    ("2026年4月26日 晚上10:00", """
A: 小苏，有个坏消息。
B: 怎么了？
A: 老王拆地面的时候发现下水管也烂了，得换，工期要多一周。
B: 那就是五月五号左右？
A: 五月六号。劳动节放假，工人也不干活。
B: 好吧……我跟闺蜜说一声，她应该不介意。
A: 多出来的这周房租也免，另外我给你补五百块住宿费。
B: 不用补，免房租就够了。
A: 拿着吧。团子和她家的猫打架没有？
B: 第一天打了一架，现在每天挤一个窝睡。
A: 哈哈，这就是一家人了。
B: 对了，楼下阿姨的天花板修好了吗？
A: 修好了，花了两千三，我已经转给她了。
"""),
    ("2026年5月9日 晚上8:20", """
B: 周叔，我搬回来了！卫生间太好看了！
A: 满意就好。智能马桶会用吗？
B: 研究了半个小时，按钮全是英文，什么bidet、dryer，我一个一个试的。
A: 哈哈，说明书我放在洗手台下面的柜子里了。
B: 厨房也换了新的水龙头，不滴了。
A: 老王顺便把厨房的插座也换了，加了两个USB口。
B: 太贴心了。就是地上还有一点水泥灰。
A: 周末我请个保洁来打扫一下，钱我出。
B: 那我周六在家等。
A: 还有一件事，想跟你商量。
B: 您说。
A: 房子装修过了，下个租期房租想涨一点。七月续约的时候再谈，你先心里有个数。
"""),
    ("2026年6月20日 晚上9:30", """
A: 小苏，续约的事我们谈谈吧。
B: 好，您想涨多少？
A: 现在是三千二，我本来想涨到三千六。
B: 本来？
A: 我老伴说你住了三年，从来没拖过房租，装修的时候还那么配合。涨到三千四吧。
B: 谢谢周叔，也谢谢阿姨。三千四我能接受。
A: 合同还是签一年，现在这份七月十号到期，我们十号之前签。
B: 押金还是原来那个数吗？
A: 押金不变，还是一个月，按原来的三千二算。
B: 好的。对了，淋浴房的玻璃门关不严，会往外渗水。
A: 这个我让老王来看一下，他保修一年的。
B: 那我等他电话。
A: 他说下周三上午过来。
"""),
    ("2026年8月16日 晚上8:00", """
B: 周叔，跟您说个事，我年底可能要调去上海工作。
A: 啊？那这房子……
B: 还没定，公司说十月份通知。如果要走，我提前两个月告诉您。
A: 合同里写的是提前一个月，你能提前两个月就很好了。
B: 我舍不得这个卫生间（笑）。
A: 哈哈。玻璃门老王修好了吧？
B: 修好了，换了一条新的密封条，不渗了。
A: 那就好。去上海是升职吗？
B: 算是，去做华东区的产品负责人。
A: 好事啊。团子也去？
B: 当然，团子去哪儿我去哪儿。
A: 哈哈，应该是你去哪儿团子去哪儿。
"""),
    ("2026年10月25日 晚上9:15", """
B: 周叔，上海的事定了，不去了。
A: 怎么了？
B: 公司改成让我在南京带团队，职位一样，不用搬。
A: 那太好了！我还发愁找新租客呢。
B: 我也松了口气，在这儿住惯了。
A: 那明年续约的时候，房租还是三千四，不涨了。
B: 真的吗？谢谢周叔！
A: 你这样的租客难找。对了，冬天要来了，客厅的空调该清洗了。
B: 是的，开暖风有股味道。
A: 我约了师傅，十一月一号，星期天，上午九点。
B: 好，我在家。
A: 顺便让他把卧室那台也洗了。
"""),
], """
1 | D2:3 D2:7 D4:3 D4:5 | 卫生间和厨房最后是哪个装修队做的，实际哪天完工？ | 老王的队伍；因为下水管
  也要换，推迟到2026年5月6日完工
1 | D2:11 D4:7 | 装修期间苏晓一共有几周不用交房租？ | 四周：原定的三周全免，延期的一周也免
1 | D1:5 D1:8 D4:13 | 楼下邻居家的损失最后怎么处理的？ | 天花板鼓包，周建国赔了两千三修好，钱已转给
  楼下阿姨
1 | D6:3 D6:5 D8:6 | 苏晓明年续约的月租是多少，比房东最初想涨到的数少多少？ | 三千四，比最初想的三千
  六少两百
1 | D3:5 D4:10 D7:11 | 苏晓的猫叫什么，装修期间和闺蜜家的猫相处得怎么样？ | 团子；第一天打了一架，后
  来每天挤一个窝睡
1 | D6:10 D6:11 D7:7 | 淋浴房玻璃门渗水是谁修的，怎么修好的？ | 老王在保修期内来修，换了一条新的密封
  条
2 | D2:7 D3:2 | 装修队哪天进场开工？ | 2026年4月7日
2 | D3:1 | 苏晓哪天搬去闺蜜家？ | 2026年4月6日
2 | D6:13 | 老王哪天来看淋浴房的玻璃门？ | 2026年6月24日（周三）上午
2 | D6:7 | 苏晓原来那份租房合同哪天到期？ | 2026年7月10日
2 | D8:10 | 空调师傅什么时候上门清洗？ | 2026年11月1日（星期天）上午九点
2 | D1:6 D1:8 | 周建国哪天上门看漏水？ | 2026年3月3日上午十点左右
3 | D6:5 D8:8 | 房东夫妇对苏晓这个租客满意吗？ | 满意：她从不拖房租，装修时很配合，房东说这样的租客
  难找
3 | D3:7 | 苏晓挑东西时在意耐不耐脏吗？ | 在意，她嫌白色瓷砖太容易脏，选了灰色
3 | D7:11 | 如果苏晓搬去上海，她会带上猫吗？ | 会，团子去哪儿她去哪儿
3 | D2:10 | 住在闺蜜家对苏晓上班方便吗？ | 不太方便，闺蜜家在河西，离公司远一点
4 | D1:3 | 物业认为这次漏水是什么原因？ | 地面下面的防水层可能坏了
4 | D2:5 | 另一家装修公司的报价和工期是多少？ | 四万六，工期两周，但要到五月才有空
4 | D3:7 D3:8 | 卫生间选的瓷砖是什么颜色、什么规格？ | 灰色，六百乘一千二
4 | D3:10 | 卫生间的马桶换成了什么？ | 智能马桶
4 | D4:3 | 工期为什么延长了一周？ | 拆地面时发现下水管也烂了，需要更换
4 | D5:6 | 老王顺便在厨房做了什么？ | 换了插座，加了两个USB口
4 | D6:9 | 续约后押金是多少？ | 一个月，按原来的三千二算
4 | D8:1 D8:3 | 苏晓最后为什么没去上海？ | 公司改成让她在南京带团队，职位一样，不用搬
4 | D7:9 | 公司原本打算派苏晓去上海做什么？ | 华东区的产品负责人
4 | D5:4 | 智能马桶的说明书放在哪里？ | 洗手台下面的柜子里
5 | D2:10 | 苏晓的闺蜜叫什么名字？ |
5 | D5:8 | 请保洁打扫花了多少钱？ |
5 | D3:10 | 新换的智能马桶是什么牌子？ |
5 | D8:10 | 清洗一台空调要多少钱？ |
""")

_ZH_7 = _conversation("zh-7", "杜杰", "余晓雨", [
    ("2026年2月10日 晚上11:20", """
A: 小鱼，巡演的事我跟老韩聊了，他那边的livehouse可以给我们排档期。
B: 真的？几个城市？
A: 他说先排十个，五月底从成都开始，七月在北京收尾。
B: 十个城市，阿凯那辆van撑得住吗？都开了八年了。
A: 所以我想这次租一辆，别再开那辆破车了。
B: 租一辆要多少？
A: 问了一家，两个月一万四，含保险。
B: 不便宜。我先做个预算表。
A: 另外新歌的demo录完了吗？
B: 还差鼓，阿凯说这周末补上。
A: 巡演之前我想把三首新歌都排进setlist。
B: 三首有点多，观众可能更想听老歌。
A: 那就先放两首，看看反应。
"""),
    ("2026年3月8日 晚上10:40", """
B: 坏消息，阿凯说他不想跑巡演了。
A: 什么？他要退队？
B: 不是退队，是他老婆五月底预产期，他想留在家里。
A: 那确实……这个时候不能让他走。
B: 我问了小周，以前在“铁锈”打鼓的那个，他可以来代鼓，只跑巡演。
A: 他的风格太重了吧，我们的歌比较轻。
B: 他说可以收着打，下周来排一次看看。
A: 行，下周几？
B: 周四晚上，老地方排练室。
A: 预算表做好了吗？
B: 做好了，十个城市算下来，不算门票收入，光开销就要十二万。
A: 比我想的多。看看能不能找个赞助。
B: 有个做精酿啤酒的品牌对我们有兴趣，我约他们下周见面。
"""),
    ("2026年3月29日 晚上9:00", """
A: 小周那天排得怎么样？我走得早没听完。
B: 挺好，收着打完全没问题，他还把《末班车》的前奏改了一下，比原来有劲。
A: 那就定他了。酒厂那边呢？
B: 谈成了！他们给三万，条件是每场台上放他们的logo，现场卖他们的啤酒。
A: 三万也不少了。
B: 另外老韩说西安那场场地撞期了，要取消。
A: 那就只剩九个城市？
B: 本来是，但他说可以加一场杭州，排在南京和上海之间。
A: 那还是十个。
B: 对，十城，只是西安换成了杭州。
A: 杭州我喜欢，上次那家片儿川还想再吃。
B: 就知道你惦记吃。
"""),
    ("2026年4月19日 晚上11:00", """
B: merch的样品到了，T恤和帆布袋。
A: 怎么样？
B: T恤的印花颜色太暗了，跟设计稿不一样。帆布袋挺好。
A: 让他们重印，钱谁出？
B: 厂家说是他们的问题，免费重印，五月十五号之前能到。
A: 那赶得上成都首演。
B: 首演是五月二十三号，周六。
A: 票卖得怎么样？
B: 成都三百张已经卖完了，北京卖了一半，别的城市一般。
A: 北京那个场子多大？
B: 八百人的。
A: 那还有时间。我在微博上再发点排练的视频。
"""),
    ("2026年5月24日 凌晨1:30", """
A: 首演结束了！！太爽了！
B: 返场的时候台下一起唱《末班车》，我差点哭。
A: 新歌反应怎么样？
B: 《雾》大家很喜欢，《白墙》一般，有人趁机去上厕所了。
A: 哈哈，那《白墙》从setlist里拿掉吧，换成老歌《盐》。
B: 同意。对了，T恤卖了一百二十件，帆布袋卖了八十个。
A: 这么多？
B: 成都的观众太热情了。不过有个问题，音响师说你的耳返一直有杂音。
A: 我也听到了，是不是那根线的问题？
B: 我明天去买一根新的。
A: 阿凯的宝宝生了没？
B: 还没，他说随时可能，手机二十四小时开着。
"""),
    ("2026年6月14日 晚上10:15", """
B: 阿凯的女儿生了！六月十号，七斤二两。
A: 太好了！叫什么名字？
B: 小名叫豆豆，大名还没想好。
A: 等巡演结束我们一起去看她。杭州那场你在后台好像不太舒服？
B: 有点中暑，吃了药就好了。那场是目前人最多的，五百多人。
A: 片儿川我吃了两碗。
B: 我知道，你发朋友圈了。
A: 北京的票呢？
B: 卖完了！八百张。老韩说可以考虑加一场。
A: 加在哪天？
B: 七月十二号，原来北京那场的第二天，星期天。
A: 那就加！
"""),
    ("2026年7月13日 晚上11:50", """
A: 北京两场都结束了，巡演完结撒花！
B: 一场都没取消，太不容易了。
A: 账算了吗？
B: 初步算了，门票加merch一共收入十九万，开销十三万，再加上酒厂的三万……
A: 那就是赚了九万？
B: 对，九万。按之前说的，四个人平分，包括小周。
A: 阿凯没跑巡演，也给他分一份吧，demo里的鼓是他打的。
B: 好，那就五个人平分，每人一万八。
A: 可以。租的那辆van什么时候还？
B: 七月十五号之前。
A: 我去还吧，顺便把车里的垃圾清一清。
B: 哈哈，车里全是你的零食袋。
"""),
    ("2026年9月20日 晚上9:00", """
A: 小鱼，唱片公司那边回消息了。
B: 哪家？来看北京第二场的那家？
A: 对，“青苔唱片”。他们想签我们出一张专辑。
B: 真的假的！条件呢？
A: 录音费他们出，版权五五分，合约三年。
B: 五五分还可以。要不要找个律师看看合同？
A: 我表哥是律师，我发给他看了，他说有一条得改。
B: 哪一条？
A: 他们要求三年内我们不能自己发单曲，这条要删掉。
B: 对，这个必须删。
A: 录音计划十一月开始，在北京录。
B: 那阿凯呢？他能去北京吗？
A: 他说到时候豆豆五个月大了，他可以去两周。
"""),
], """
1 | D1:3 D3:6 D3:8 D6:11 | 这次巡演最后一共去了几个城市、演了几场？ | 十个城市（西安取消，换成杭州）
  ，十一场（北京加了一场）
1 | D2:3 D6:1 | 阿凯为什么没跑巡演？他的孩子是哪天出生的？ | 他老婆五月底预产期，他想留在家里；女儿
  豆豆2026年6月10日出生
1 | D2:5 D3:2 D7:6 | 替阿凯打鼓的人是谁，他分到巡演的钱了吗？ | 小周，以前在“铁锈”打鼓；分到了，和大
  家一样每人一万八
1 | D3:4 D7:4 D7:5 | 啤酒品牌的赞助对巡演的盈利影响有多大？ | 赞助三万：收入十九万减开销十三万只有六
  万，加上赞助才赚了九万
1 | D1:13 D5:4 D5:5 | 巡演的setlist里最后留下的新歌是哪一首？ | 《雾》；原本放两首新歌，《白墙》反应
  一般，换成了老歌《盐》
1 | D4:11 D6:9 D6:11 | 北京第一场的票卖得怎么样，后来怎么安排的？ | 八百人的场子八百张全卖完，于是在
  7月12日加了一场
2 | D4:7 | 巡演首演是哪天，在哪里？ | 2026年5月23日（周六），成都
2 | D6:11 | 北京加场是哪天？ | 2026年7月12日（星期天）
2 | D2:8 D2:9 | 小周第一次来排练是哪天？ | 2026年3月12日（周四）晚上
2 | D7:10 | 租的van要在哪天之前还？ | 2026年7月15日之前
2 | D4:5 | 重印的T恤什么时候能到？ | 2026年5月15日之前
2 | D8:11 | 专辑什么时候开始录，在哪儿录？ | 2026年11月，在北京
3 | D3:11 D6:6 D7:12 | 杜杰是个爱吃的人吗？ | 是，一直惦记杭州的片儿川，一次吃了两碗，车里全是他的零
  食袋
3 | D7:7 | 杜杰对乐队成员大方吗？ | 大方，阿凯没跑巡演，他也主张给阿凯分一份
3 | D1:4 D1:5 | 阿凯那辆van车况好吗？ | 不好，开了八年，杜杰叫它破车，这次宁可租车
3 | D8:9 D8:10 | 乐队看重自己发单曲的自由吗？ | 看重，两人都认为禁止自己发单曲的条款必须删掉
4 | D1:7 | 租van的价格是多少？ | 两个月一万四，含保险
4 | D7:4 | 巡演实际的开销是多少？ | 十三万
4 | D3:4 | 酒厂赞助的条件是什么？ | 每场台上放他们的logo，现场卖他们的啤酒
4 | D4:3 | T恤样品有什么问题？ | 印花颜色太暗，跟设计稿不一样
4 | D5:6 | 成都首演卖了多少merch？ | T恤一百二十件，帆布袋八十个
4 | D5:8 D5:9 | 首演时音响师发现了什么问题？ | 杜杰的耳返一直有杂音，可能是线的问题
4 | D6:1 D6:3 | 阿凯的孩子出生时多重，小名叫什么？ | 七斤二两，小名豆豆
4 | D6:5 | 杭州那场来了多少人？ | 五百多人，是当时人最多的一场
4 | D8:3 D8:5 | 想签乐队的唱片公司给出了什么条件？ | 青苔唱片：录音费他们出，版权五五分，合约三年
4 | D8:7 D8:9 | 杜杰的表哥认为合同哪一条要改？ | 三年内乐队不能自己发单曲的那条要删掉
5 | D6:3 | 阿凯的女儿大名叫什么？ |
5 | D3:4 | 赞助巡演的精酿啤酒品牌叫什么？ |
5 | D6:5 | 余晓雨中暑后吃的是什么药？ |
5 | D8:7 | 杜杰的表哥在哪家律所工作？ |
""")


# --- 日本語 ---------------------------------------------------------------------------------------

_JA_6 = _conversation("ja-6", "山口ふみ", "美月", [
    ("2025年11月9日 19:00", """
B: おばあちゃん、聞こえる？画面映ってる？
A: 映っとる映っとる。美月の顔が近すぎて、鼻の穴しか見えんわ。
B: ごめん、iPadをもう少し離すね。……これでどう？
A: ちょうどええ。で、今日は何を作りたいん？
B: 肉じゃが。おばあちゃんのがずっと食べたくて。
A: ほんなら、じゃがいも三つ、玉ねぎ一つ、牛肉を二百グラム用意して。
B: 豚じゃなくて牛なんだね。
A: うちは昔から牛。おじいちゃんが牛しか食べんかったからね。
B: 調味料は？
A: 醤油と砂糖とみりんを大さじ三ずつ。それにお酒をちょっと。
B: 全部同じなんだ、覚えやすい！
A: 覚えやすいのがいちばん。落とし蓋を忘れんようにね。
B: 落とし蓋ってアルミホイルでもいい？
A: ええよ、穴をいくつか開けてね。
"""),
    ("2025年11月30日 20:00", """
B: おばあちゃん、この前の肉じゃが、会社に持っていったら大好評だった！
A: そうかいね、よかった。誰に持っていったん？
B: 同じチームの先輩の佐伯さん。
A: 男の人かいね？
B: ……まあ、そう。
A: ふふ。で、今日は何にする？
B: ぬか漬けを始めたいの。ぬか床ってどうやって作るの？
A: 生ぬか一キロに、塩を百三十グラム、水を一リットル。それに昆布と唐辛子。
B: 一キロも！？冷蔵庫に入るかな。
A: 最初は半分でええわ。毎日一回、底から混ぜるんよ。
B: 毎日？出張のときはどうするの？
A: 冷蔵庫に入れとけば二、三日は大丈夫。
B: わかった。あ、おばあちゃん、膝の調子はどう？
A: 寒くなると痛むけど、まあ大丈夫。来週、整形外科に行ってくるわ。
"""),
    ("2025年12月28日 18:30", """
A: 美月、お正月は帰ってこれるん？
B: それが、三十日の夜の新幹線がやっと取れたの。二日の午後には戻るけど。
A: 三日もおらんがか。まあええわ。おせち、一緒に作ろうか。
B: 作りたい！何から？
A: 黒豆は二十九日から煮始めとくから、美月は伊達巻と栗きんとんを手伝って。
B: 伊達巻ってはんぺん使うんだよね？
A: そう、はんぺん一枚に卵四つ。巻きすでぎゅっと巻くのがコツ。
B: 膝、病院で何て言われた？
A: 軟骨がすり減っとるって。週二回リハビリに通うことになった。
B: えっ、大丈夫？台所に長く立つのきつくない？
A: 椅子に座ってやるから平気。
B: じゃあ私が立つ係やるね。
A: 頼もしいわ。
"""),
    ("2026年1月18日 19:30", """
B: おばあちゃん、伊達巻、職場の新年会にも作っていったよ！
A: もう一人で作れるんか。
B: 三回失敗したけどね。焦げたのは自分で食べた。
A: それでええ。ぬか床はどうなった？
B: それが……出張から帰ったら、白いカビみたいなのが浮いてて。
A: それは産膜酵母や。カビやないから、すくって混ぜれば大丈夫。
B: よかった、捨てようかと思った。
A: 捨てたらだめや。ぬか床は育てるもんやからね。
B: 今日は何を教えてくれる？
A: ぶり大根。寒ブリがおいしい時期やからね。
B: 大根の下茹では米のとぎ汁だっけ？
A: よう覚えとるね。そうや。
"""),
    ("2026年2月22日 20:15", """
A: 美月、この前言うとった佐伯さんとは、どうなっとるん？
B: えっと……付き合うことになった。
A: やっぱりね！
B: お母さんにはまだ言わないでね。
A: 言わんよ。おばあちゃんと美月の秘密や。
B: ありがとう。今度、彼の誕生日に何か作ってあげたいんだけど。
A: いつなん？
B: 三月十四日。ホワイトデーと同じ日なの。
A: ほんなら、ちらし寿司はどうや。見た目が華やかやし。
B: いいね！酢飯の割合は？
A: お米三合に、お酢九十cc、砂糖大さじ三、塩小さじ二。
B: メモした。リハビリはどう？
A: 先生が、階段の上り下りがだいぶ楽になったって。
"""),
    ("2026年3月15日 21:00", """
B: おばあちゃん、ちらし寿司大成功！
A: よかったねえ。喜んでくれたかい？
B: 写真撮りまくってた。でもね、錦糸卵が全部ちぎれちゃって、ほぼ炒り卵だった。
A: 卵焼き器を使わんかったやろ。
B: フライパンでやった……。
A: 今度、おばあちゃんの卵焼き器を送ったげる。もう使わんから。
B: いいの？あの銅のやつ？
A: おばあちゃんのお母さんから来たもんや。大事にしてな。
B: 大事にする。そういえば、きゅうりが上手に漬かるようになったよ。
A: 何時間漬けとる？
B: 朝入れて夜出すから、十二時間くらい。
A: 夏になったら漬かりすぎるから、六時間くらいにしときな。
"""),
    ("2026年5月31日 19:00", """
A: 美月、梅の季節や。今年は梅干しやってみるか？
B: やってみたい！難しい？
A: 難しくはないけど、手間はかかる。南高梅を二キロ買っといで。
B: 二キロね。塩は？
A: 梅の重さの十八パーセント。
B: 最近は減塩で十パーセントとかもあるよね。
A: 初めてなら十八にしとき。カビが出にくいから。
B: わかった、十八パーセントね。
A: それから、来月、おばあちゃんそっちに行こうかと思って。
B: えっ、東京に？膝は大丈夫なの？
A: 先生がもう新幹線くらい平気やって。美月の彼にも会ってみたいしね。
B: えー、緊張する！いつ来るの？
A: 六月二十日の土曜に行って、二十二日に帰る。
"""),
    ("2026年7月26日 20:30", """
B: おばあちゃん、梅、今日から土用干し始めたよ！
A: ええね。三日三晩やよ。夜も出しとくんよ。
B: 夜露に当てるんだよね。ベランダがずっと梅の匂い。
A: こないだはありがとうね。佐伯くん、ええ子やったわ。
B: 彼も「おばあちゃんの肉じゃががいちばん」って言ってた。
A: あれは美月が作ったやつやろ。
B: うん、でもおばあちゃんのレシピだから。
A: ふふ。で、結局、塩は何パーセントにしたん？
B: ごめん、途中で怖くなって十五パーセントにした。でもカビは出てないよ。
A: 出てないならええわ。
B: 次は何を教えてくれる？
A: 秋になったら栗ご飯やね。十月の連休にでもどうや。
B: 楽しみ！
"""),
], """
1 | D2:3 D5:2 D8:4 | 美月が肉じゃがを持っていった相手とは、その後どうなりましたか？ | 同じチームの先
  輩の佐伯さんと付き合うことになり、六月には祖母にも会った
1 | D7:5 D7:8 D8:9 | 梅干しの塩は、祖母の勧めと実際とでどう違いましたか？ | 祖母は十八パーセントを勧
  めたが、美月は途中で怖くなって十五パーセントにした
1 | D3:9 D5:13 D7:11 | 祖母の膝は、診断のあとどう回復しましたか？ | 軟骨がすり減っていると言われ週二
  回リハビリに通い、階段が楽になり、五月には新幹線も平気と言われた
1 | D5:8 D5:9 D6:3 | 佐伯さんの誕生日に美月が作った料理は何で、どこがうまくいきませんでしたか？ | ち
  らし寿司。錦糸卵がちぎれて、ほぼ炒り卵になった
1 | D6:4 D6:6 D6:8 | 祖母が美月に送ると言った道具は何で、もとは誰のものでしたか？ | 銅の卵焼き器。祖
  母の母から受け継いだもの
1 | D1:6 D1:8 | 祖母の肉じゃがに牛肉を使うのはなぜで、何グラム使いますか？ | 祖父が牛しか食べなかっ
  たから。二百グラム
2 | D3:2 | 美月がお正月に帰省したのはいつからいつまでですか？ | 2025年12月30日の夜から2026年1月2日の
  午後まで
2 | D3:5 | 祖母が黒豆を煮始めたのはいつですか？ | 2025年12月29日
2 | D5:8 | 佐伯さんの誕生日はいつですか？ | 3月14日（ホワイトデーと同じ日）
2 | D7:13 | 祖母が東京に来たのはいつですか？ | 2026年6月20日（土）から22日まで
2 | D8:1 | 梅の土用干しを始めたのはいつですか？ | 2026年7月26日
2 | D2:14 | 祖母が整形外科に行く予定だったのはいつですか？ | 2025年11月30日の翌週（12月の第一週）
3 | D5:4 D5:5 | 美月は佐伯さんとの交際を家族みんなに話していますか？ | いいえ。祖母には話したが、母
  にはまだ言わないでと頼んだ
3 | D8:6 D8:7 | 美月は祖母のレシピを大切にしていますか？ | はい。自分で作っても「おばあちゃんのレシ
  ピだから」と言う
3 | D4:7 D4:8 | 祖母はぬか床を簡単に捨てるべきではないと考えていますか？ | はい。ぬか床は育てるもの
  だと言う
3 | D2:4 D5:3 | 祖母は美月と佐伯さんの仲に早くから気づいていましたか？ | たぶんそう。名前が出たとき
  男の人かと聞き、交際を聞いて「やっぱりね」と言った
4 | D1:10 | 肉じゃがの調味料は何をどれだけ使いますか？ | 醤油・砂糖・みりんを大さじ三ずつ、それにお
  酒を少し
4 | D1:13 D1:14 | 落とし蓋の代わりに何を使えますか？ | 穴をいくつか開けたアルミホイル
4 | D2:8 | ぬか床の材料は何ですか？ | 生ぬか一キロ、塩百三十グラム、水一リットル、昆布と唐辛子
4 | D4:5 D4:6 | ぬか床に浮いた白いものは何でしたか？ | 産膜酵母（カビではない）
4 | D3:6 D3:7 | 伊達巻の材料とコツは何ですか？ | はんぺん一枚に卵四つ。巻きすでぎゅっと巻く
4 | D4:10 D4:11 D4:12 | 一月に教わった料理は何で、大根はどう下茹でしますか？ | ぶり大根。大根は米の
  とぎ汁で下茹でする
4 | D5:10 D5:11 | 酢飯の割合はどうなっていますか？ | お米三合に、お酢九十cc、砂糖大さじ三、塩小さじ
  二
4 | D6:11 D6:12 | 夏にはきゅうりを何時間くらい漬ければいいですか？ | 六時間くらい（今の十二時間では
  漬かりすぎる）
4 | D7:3 | 梅干しには何の梅をどれだけ買いますか？ | 南高梅を二キロ
4 | D8:12 | 次に教わる料理は何で、いつごろですか？ | 栗ご飯、十月の連休ごろ
5 | D5:4 | 美月の母の名前は何ですか？ |
5 | D3:9 | 祖母がリハビリに通う病院の名前は何ですか？ |
5 | D6:6 | 卵焼き器はいつ美月に届きましたか？ |
5 | D4:1 | 職場の新年会はどこで開かれましたか？ |
""")

_JA_7 = _conversation("ja-7", "岡田", "林", [
    ("2026年1月12日 22:10", """
A: 林さん、シリーズAの件、そろそろ本気で動こうと思う。
B: いくら集めるつもり？
A: 最初は三億。ランウェイ十八か月分。
B: 三億か……今のMRRで通用する？
A: 今月で八百万を超えた。前年比で三倍だから、話は聞いてもらえると思う。
B: ピッチデックは？
A: 今週中に叩き台を作る。技術のスライドは林さんにお願いしたい。
B: 了解。ルート最適化のベンチマーク、最新の数字を入れておく。
A: 助かる。あと、来月の頭に松井さんと会う。
B: 松井さんって、エンジェルで入ってくれた人？
A: そう。VCを何社か紹介してくれるって。
B: じゃあ、それまでにデックを仕上げよう。
"""),
    ("2026年2月8日 21:30", """
A: 松井さんの紹介で、三社と面談が決まった。
B: どこ？
A: 青山キャピタル、北斗ベンチャーズ、あとリバーサイド・パートナーズ。
B: 北斗って、物流系に強いところだよね。
A: そう。一番期待してる。来週の木曜に一回目。
B: 技術の質問が来たら、僕も入ったほうがいい？
A: 二回目からお願いしたい。一回目はビジネスの話が中心だと思う。
B: わかった。ちなみに、採用はどうする？
A: ラウンドが決まるまでは、エンジニアは二人までに抑えたい。
B: 今、内定を出したいバックエンドの人が一人いる。
A: 一人ならOK。年収はいくら？
B: 九百五十万。
A: 高いけど、それだけの人なら。
"""),
    ("2026年3月1日 23:00", """
A: 青山キャピタルは見送りだって。
B: 理由は？
A: 「まだ市場が小さい」って。正直、ちょっとへこんだ。
B: 北斗は？
A: 前向き。二回目の面談で林さんの技術の話がすごく刺さったみたい。
B: アルゴリズムの話、ホワイトボードで三十分ぐらいしたからね。
A: パートナーの西田さんが、DDに入りたいって。
B: DDって、コードも見られる？
A: たぶんアーキテクチャ図とセキュリティ周り。準備をお願いできる？
B: 二週間あればできる。
A: リバーサイドはまだ返事待ち。
B: そうそう、バックエンドの人、内定承諾してくれたよ。四月から来てくれる。
A: やった！
"""),
    ("2026年3月29日 22:45", """
A: 林さん、大ニュース。北斗からタームシートが来た。
B: おお！条件は？
A: プレマネー十二億で、北斗が二億を出す。リードで。
B: 三億のうち二億か。残りの一億は？
A: それを探さないといけない。リバーサイドは見送りだった。
B: そうか……。
A: でも西田さんが、三億じゃなくて四億にしたほうがいいって。
B: 四億？目標を上げるの？
A: 海外展開を考えるなら、今のうちに厚くしておけって。
B: 言ってることはわかるけど、希薄化が心配だな。
A: 僕もそこは悩んでる。ちょっと考えさせて。
B: 僕たちの持ち分、今いくつだっけ？
A: 僕が五十五、林さんが三十。
"""),
    ("2026年4月26日 21:00", """
A: 決めた。調達額は三億五千万にする。
B: 四億じゃなくて？
A: 希薄化とのバランスで。西田さんも「それならいい」って。
B: 残りは一億五千万か。
A: 事業会社から一億、残りはエンジェル数人で埋めたい。
B: 事業会社って？
A: 丸星運輸のCVC。前から実証実験をやってるところ。
B: ああ、あそこなら話は早いね。
A: 来月の十三日に役員プレゼン。林さんにも来てほしい。
B: 十三日って水曜だよね。大丈夫。
A: それと、バックエンドの田村さん、どう？
B: めちゃくちゃ優秀。もう配車APIのレスポンスを半分にした。
A: あの年収の価値があったね。
"""),
    ("2026年5月24日 22:30", """
A: 丸星、通ったよ！一億で決まり。
B: すごい！役員プレゼン、空気重かったのに。
A: 最後の林さんのデモで、社長が身を乗り出してたからね。
B: ライブデモで落ちなくてよかった。前の晩、三時まで確認してたから。
A: ありがとう。あとはエンジェルで五千万。
B: 松井さんは？
A: 追加で二千万出してくれるって。
B: じゃあ、あと三千万か。
A: 心当たりが二人いる。来週会ってくる。
B: クロージングはいつ？
A: 六月末を目指してる。
B: 六月末なら、田村さんの試用期間明けとちょうど重なるね。
"""),
    ("2026年7月5日 20:00", """
A: 林さん、着金した！
B: 全部？
A: 北斗、丸星、松井さんは着金。エンジェルの一人が七月十日になるけど、契約は締結済み。
B: じゃあ事実上クローズだね。三億五千万。
A: 正確には、エンジェルの一人が一千万の予定を五百万に減らしたから、三億四千五百万。
B: 五百万足りなかったか。
A: でも西田さんは「誤差だよ」って。
B: 発表はいつにする？
A: 七月十六日の木曜。プレスリリースは日経とTechCrunchに。
B: 採用ページも同じ日に更新しよう。
A: エンジニアは何人採る予定？
B: 年内に五人。まずSREが一人ほしい。
"""),
    ("2026年10月18日 21:15", """
A: 林さん、最初の取締役会おつかれさま。
B: 西田さん、質問が鋭すぎて汗かいた。
A: 特にバーンレートのところね。
B: 月三千万は使いすぎだって言われた。
A: 採用のペースを少し落とそう。五人じゃなくて三人にする。
B: 了解。SREの人は先月入ったから、あと二人だね。
A: MRRは報告した通り、九月で千五百万を超えた。
B: 一月の八百万から、ほぼ倍か。
A: 次の取締役会は一月。それまでに台湾のPoCを一件取りたい。
B: 台湾のPoCって、丸星の紹介の？
A: そう。十一月に台北に行く。林さんも一緒に来てほしい。
B: 行く。小籠包食べたい。
A: 仕事だからね（笑）
"""),
], """
1 | D1:3 D4:7 D5:1 D7:5 | 最終的な調達額は、当初の目標と比べてどう変わりましたか？ | 当初は三億、四
  億案も出たが三億五千万に決め、実際に集まったのは三億四千五百万
1 | D2:3 D3:1 D4:3 D4:5 | 松井さんが紹介した三社は、それぞれどうなりましたか？ | 青山キャピタルとリ
  バーサイド・パートナーズは見送り、北斗ベンチャーズがリードで二億
1 | D2:12 D3:12 D5:11 D5:12 | 年収九百五十万で内定を出したエンジニアは誰で、入社後どんな成果を出しま
  したか？ | バックエンドの田村さん（四月入社）。配車APIのレスポンスを半分にした
1 | D5:7 D6:1 D8:10 | 丸星運輸は、出資のほかにどんな形で会社に関わっていますか？ | 前から実証実験を
  していて、CVCから一億を出資し、台湾のPoCも紹介した
1 | D1:5 D8:7 D8:8 | MRRは一月から九月までにどれくらい伸びましたか？ | 八百万超から千五百万超へ、ほ
  ぼ倍
1 | D7:12 D8:5 D8:6 | 年内にあと何人のエンジニアを採用する予定ですか？ | 二人（目標を五人から三人に
  減らし、SREが一人先月入った）
2 | D2:5 | 北斗ベンチャーズとの一回目の面談はいつでしたか？ | 2026年2月12日（木）
2 | D5:9 D5:10 | 丸星運輸での役員プレゼンはいつでしたか？ | 2026年5月13日（水）
2 | D7:9 | 調達はいつ発表しますか？ | 2026年7月16日（木）
2 | D7:3 | 最後のエンジェルの着金はいつの予定ですか？ | 2026年7月10日
2 | D8:11 | 台北へ行くのはいつですか？ | 2026年11月
2 | D3:12 | 田村さんはいつ入社しましたか？ | 2026年4月
3 | D3:3 | 岡田さんは青山キャピタルに見送られたことを気にしましたか？ | はい、正直ちょっとへこんだ
3 | D4:10 D5:3 | 林さんは持ち分の希薄化を気にしていますか？ | はい。四億案に希薄化が心配だと言い、結
  局三億五千万に抑えた
3 | D6:3 D6:4 | 丸星の役員プレゼンで、林さんの貢献は大きかったですか？ | はい。林さんのデモで社長が
  身を乗り出し、林さんは前の晩三時まで確認していた
3 | D8:12 D8:13 | 林さんは台北出張を楽しみにしていますか？ | はい、小籠包を食べたいと言っている
4 | D1:3 | 当初の調達額では何か月分のランウェイを見込んでいましたか？ | 十八か月分
4 | D3:2 D3:3 | 青山キャピタルが見送った理由は何ですか？ | まだ市場が小さいから
4 | D3:8 D3:9 | 北斗のDDでは主に何を見られますか？ | アーキテクチャ図とセキュリティ周り
4 | D4:2 D4:3 | 北斗のタームシートの条件は何でしたか？ | プレマネー十二億で、北斗がリードとして二億
  を出す
4 | D4:12 D4:13 | 創業者二人の持ち分はいくつですか？ | 岡田さんが五十五、林さんが三十
4 | D4:9 | 西田さんが四億を勧めた理由は何ですか？ | 海外展開を考えるなら、今のうちに厚くしておくべき
  だから
4 | D6:6 D6:7 | 松井さんはいくら追加で出資しましたか？ | 二千万
4 | D7:9 | プレスリリースはどこに出しますか？ | 日経とTechCrunch
4 | D8:3 D8:4 | 最初の取締役会で何を指摘されましたか？ | 月三千万のバーンレートは使いすぎ
4 | D7:5 | 調達額が三億五千万に届かなかったのはなぜですか？ | エンジェルの一人が一千万の予定を五百万
  に減らしたから
5 | D6:3 | 丸星運輸の社長の名前は何ですか？ |
5 | D6:9 | 岡田さんが会った二人のエンジェルの名前は何ですか？ |
5 | D8:9 | 台湾のPoCの相手企業はどこですか？ |
5 | D1:8 | ルート最適化のベンチマークの数値はいくつですか？ |
""")

CONVERSATIONS: list[dict[str, Any]] = [_EN_6, _EN_7, _ZH_6, _ZH_7, _JA_6, _JA_7]
