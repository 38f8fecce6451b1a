"""A second conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data` (whose parsing
helpers it uses), over new people and new lives: two English conversations (en-4, en-5),
two in Simplified Chinese (zh-4, zh-5) and two in Japanese (ja-4, ja-5), each written on its
own rather than translated. en-4 is a couple moving abroad for a job, en-5 two friends
training for a marathon, zh-4 a sister and brother caring for their mother after a fall,
zh-5 two colleagues shipping an app's release, ja-4 a graduate student and the alumnus who
mentors her through job hunting and her thesis, ja-5 neighbours sharing a vegetable plot.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to fourteen turns a session. Facts are said indirectly or through a pronoun, several
are revised later (a start date, a price, a choice of job, who waters on which day), numbers
and dates are often spelled in words, some replies carry their subject only through the turn
they answer, the Chinese and Japanese turns mix in English words (CT, App, sprint, ES,
LINE), and look-alike turns (another trip, another doctor, another bug, another race) sit
beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer:
6 multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and
4 adversarial (5, answered "Not mentioned in the conversation." with the evidence naming the
turn the question leans on). For a fact that changed, the question asks for the current
state and the evidence is the latest turn. Questions paraphrase the turns rather than
copying their words.

The set was written before any ranker ran on it.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English -------------------------------------------------------------------------------

_EN_4 = _conversation("en-4", "Hannah", "Luis", [
    ("8:20 pm on 9 February, 2025", """
A: How did it go? I've been refreshing my phone all afternoon.
B: Honestly? Better than I expected. Second round with Kroonhaven, the Rotterdam lot.
A: The port people. And?
B: They want me back for a final one in person. They'd fly me out.
A: Luis, that's huge. When?
B: Early March, they said. They'd cover the hotel too.
A: Okay. Deep breath. We did say we'd at least think about it.
B: We did. And you could keep your job from there, couldn't you? That was always the plan.
A: Three days at home and two in the office is what I have now. Fully remote, I'd have to ask Fiona.
B: Ask her. No harm in asking.
A: I will, after the quarterly review. She's in a mood until that's over.
B: Fair. How's Pepper? Still sulking that I'm away?
A: She slept on your hoodie all night, so yes.
"""),
    ("7:45 pm on 6 March, 2025", """
B: Done. Back at the hotel an hour ago.
A: And??? Don't make me beg.
B: They offered it on the spot. Senior planner, starting in the autumn.
A: ON THE SPOT? Oh my god.
B: Sixty-two thousand euros, and they pay for the relocation up to five grand.
A: That's more than we guessed. What did you say?
B: That I needed to talk to you first. Which I'm doing. Badly, over text.
A: Ha. I spoke to my boss this morning, by the way. She said yes, as long as I fly back once a
  quarter.
B: Seriously? That was the bit I was most worried about.
A: Me too. So... are we doing this?
B: I think we're doing this.
A: Then say yes before they change their minds. And bring me stroopwafels.
"""),
    ("9:10 pm on 23 March, 2025", """
A: Told Mum today.
B: How did she take it?
A: Cried, then asked if Dutch supermarkets sell proper tea. About as expected.
B: Tell her we'll smuggle Yorkshire in.
A: She's already planning a visit. She wants to come over for her birthday in October.
B: Of course she does. Fine by me.
A: I also rang the vet about the cat. She needs a rabies jab and a pet passport, and the jab has
  to be at least twenty-one days before she travels.
B: Twenty-one days, noted. Book it for July then, to be safe?
A: Booked for the third of July, with Dr Amari at the Chorlton practice.
B: Great. What's the damage?
A: A hundred and forty for the lot.
B: Cheaper than I feared.
"""),
    ("8:00 pm on 19 April, 2025", """
B: HR sent the contract over. Start date is the first of September.
A: So we need to be there by the end of August. That's... four months.
B: Less than. I've been looking at flats on Funda every night.
A: Anything that isn't a shoebox?
B: One in Kralingen, two bedrooms, near the lake, eighteen fifty a month.
A: Near the lake sounds nice. And the other one you sent?
B: Delfshaven. Smaller and cheaper, above a bakery. Fourteen hundred.
A: Above a bakery is dangerous for me.
B: That's why I sent it.
A: Can we see both in person? I don't want to sign anything off photos.
B: I'll book viewings for when we're over. The weekend of the seventeenth of May?
A: Yes. I'll sort the flights.
"""),
    ("6:30 pm on 21 May, 2025", """
A: Still can't believe we went over for a weekend and came back with a flat.
B: And a sunburn. In May. In the Netherlands.
A: That was the ferry out to Kinderdijk, and entirely your own fault.
B: Worth it for the windmills.
A: I'm glad we said no to the one by the lake. That bathroom smelled like a cellar.
B: The mould behind the mirror was the deal-breaker for me.
A: Whereas the other one smelled of cinnamon rolls. Easy choice.
B: The landlord confirmed this morning, by the way. Keys on the twenty-fifth of August.
A: Perfect, a week before you start.
B: Exactly. Oh, and Jonas from my new team wants us over for dinner once we've landed.
A: That's kind of him. Meanwhile I have Ellie's wedding in Edinburgh on the fourteenth of June.
B: I know. I've ironed my shirt in my head already.
A: You're coming, Luis. Don't even.
"""),
    ("9:00 pm on 18 June, 2025", """
B: Bad-ish news. Kroonhaven have pushed me back two weeks.
A: Back to when?
B: The fifteenth of September. Something about the new warehouse system not being ready.
A: So we'll have the keys and no job for three weeks.
B: Paid holiday in our own flat, technically. I'll take it.
A: Fair point. Did the removals quotes come in?
B: Two of them. The cheaper one is twenty-eight hundred pounds, door to door.
A: And the other?
B: Thirty-four hundred, but they'd pack everything for us.
A: Cheap one. I'm not letting strangers pack my books.
B: Done. Also, Saturday was lovely, I'll admit it. Even the ceilidh.
A: You stood on my foot four times in the ceilidh.
B: Three. The fourth was the best man.
"""),
    ("7:30 pm on 27 July, 2025", """
A: Pepper is all official now. Passport and everything.
B: Did she bite Dr Amari this time?
A: Only hissed. Progress. The jab was on the third like we planned, so she can travel from the
  twenty-fourth.
B: Good, well before we go.
A: I finally saw someone about my wrist, too.
B: The physio?
A: No, Dr Okafor at the GP surgery. She thinks it's RSI from the mouse. I'm getting a vertical one.
B: Fancy. I did say the laptop on the sofa was a bad idea.
A: Yes, yes. How's the Duolingo going?
B: Forty-one days in a row. I can order a coffee and apologise for my Dutch.
A: The two most useful sentences.
B: And I've booked the crossing. Hull to Rotterdam, overnight on the twenty-second of August.
A: With Pepper in the cabin?
B: A pet cabin, yes. She'll hate it for one night.
"""),
    ("8:45 pm on 28 September, 2025", """
B: Two weeks in. I think I finally know where the coffee machine is.
A: And the famous warehouse system?
B: Still not ready. They could've kept the original date for all the good it did.
A: Ha. Speaking of dates, Mum rang. She's not coming in October after all.
B: Oh no, what happened?
A: Her knee. She wants to wait until it's better, so Christmas instead. She's booked the
  twentieth of December.
B: Christmas in Rotterdam then. I'll find her some proper tea.
A: Good man. I bought a bike today, by the way. Secondhand, green, fifty euros from a guy on
  Marktplaats.
B: Fifty? What's wrong with it?
A: Nothing, except the bell sounds like a dying duck.
B: Very Dutch. When's your first trip back to Manchester?
A: The sixth of November. Three days, then I'm home.
B: Pepper and I will hold the fort.
"""),
], """
1 | D4:7 D5:7 D5:8 | Which neighbourhood is the flat the couple took in Rotterdam, and when could
  they collect its keys? | Delfshaven, the flat above a bakery; keys on 25 August 2025
1 | D4:5 D5:5 D5:6 | Why did they turn down the two-bedroom flat in Kralingen? | Its bathroom
  smelled damp and had mould behind the mirror
1 | D4:7 D5:7 | How much a month is the rent of the flat they chose? | Fourteen hundred a month
  (the Delfshaven flat above the bakery)
1 | D3:9 D7:3 | Which vet gave Pepper her rabies jab, and from what date could she travel? | Dr
  Amari at the Chorlton practice; she could travel from 24 July 2025
1 | D1:9 D2:8 | On what condition did Hannah's boss agree to her working from the Netherlands? |
  Fiona agreed to fully remote work as long as Hannah flies back once a quarter
1 | D6:7 D6:10 | Which removal firm's quote did they go with, and what did it cost? | The cheaper
  one without packing, £2,800 door to door
2 | D6:3 | When does Luis start work at Kroonhaven? | 15 September 2025 (pushed back from 1
  September)
2 | D2:1 D2:3 | When was Luis offered the job in Rotterdam? | On 6 March 2025, on the spot at his
  final in-person interview
2 | D4:11 | Which weekend did they go over to view flats? | The weekend of 17 May 2025
2 | D5:11 | When was Ellie's wedding? | 14 June 2025, in Edinburgh
2 | D8:6 | When is Hannah's mother coming to visit them in Rotterdam? | 20 December 2025, for
  Christmas (no longer in October)
2 | D8:12 | When does Hannah make her first trip back to Manchester, and for how long? | 6
  November 2025, for three days
3 | D4:8 D5:7 | Is Hannah likely to enjoy living above a bakery? | Yes; she called it dangerous
  for her and liked that the flat smelled of cinnamon rolls
3 | D6:10 | Would Hannah be happy to let removal men pack her books? | No; she won't let
  strangers pack her books
3 | D1:12 D1:13 | Is the cat attached to Luis? | Yes; she slept on his hoodie while he was away
3 | D3:3 | Would a box of proper English tea make a good present for Hannah's mother? | Yes; her
  first worry was whether Dutch supermarkets sell proper tea
4 | D2:3 | What position was Luis offered? | Senior planner
4 | D2:5 | What pay and relocation support did the Rotterdam firm offer? | Sixty-two thousand
  euros, plus relocation costs up to five thousand
4 | D3:11 | How much did the cat's jab and pet passport cost? | A hundred and forty
4 | D7:7 | What did the GP say was wrong with Hannah's wrist? | RSI from using the mouse; she is
  getting a vertical mouse
4 | D7:9 D7:10 | How long is Luis's run of daily Dutch practice? | Forty-one days in a row on
  Duolingo
4 | D8:8 | What did Hannah pay for her bike? | Fifty euros, secondhand on Marktplaats
4 | D5:2 D5:3 | How did Luis get sunburnt on the May visit? | On the ferry out to Kinderdijk to
  see the windmills
4 | D5:10 | Who invited the couple to dinner once they had moved? | Jonas, from Luis's new team
4 | D7:12 D7:13 D7:14 | How are they taking Pepper to the Netherlands? | On the overnight Hull to
  Rotterdam ferry on 22 August, in a pet cabin
4 | D8:2 D8:3 | Is Kroonhaven's new warehouse system working yet? | No, still not ready two weeks
  after Luis started
5 | D6:13 | What is the name of the best man at Ellie's wedding? |
5 | D7:10 | How many days in a row has Hannah practised Dutch on Duolingo? |
5 | D5:8 | What is the name of the landlord of the Delfshaven flat? |
5 | D3:5 | How old is Hannah's mother turning this October? |
""")

_EN_5 = _conversation("en-5", "Owen", "Grace", [
    ("6:40 pm on 5 October, 2025", """
A: Right. I've done it. I've entered.
B: Entered what? Please say a bake-off.
A: Brighton. The marathon. April the twelfth.
B: Owen. You get out of breath on the stairs at work.
A: Which is why you're doing it with me.
B: Absolutely not.
A: It's for the hospice that looked after Dad. I've got two charity places.
B: ...that's emotional blackmail and you know it.
A: I do know it. Is it working?
B: Fine. FINE. But we follow a proper plan, not your vibes.
A: Eighteen weeks, starting in December. I've already printed it.
B: Of course you have. And how much are we supposed to raise?
A: Two thousand between us.
"""),
    ("7:15 pm on 2 November, 2025", """
B: Did my first proper run since school today.
A: And?
B: Five k in thirty-four minutes. Then I lay on the kitchen floor.
A: That's a great start! Floor lying is part of the process.
B: The shop did a gait thing on a treadmill. Apparently I overpronate. Got the Brooks ones.
A: Fancy. I'm still in my old Asics.
B: The ones with the hole in the toe? Owen.
A: They have character.
B: They have a hole. Also, Tom wants to know if he can come and cheer in April.
A: Your Tom? Course he can. He can carry the jelly babies.
B: He'll eat the jelly babies.
A: Then he can carry a second bag. There's a 10k in Hove Park on the twenty-third, want to do it
  as practice?
B: Go on then.
"""),
    ("8:30 pm on 25 November, 2025", """
A: How are the legs?
B: Stairs are my enemy. But I did it! Fifty-eight minutes and change.
A: A whole minute ahead of me, don't rub it in.
B: I'm rubbing it in a little.
A: My knee went funny around seven k. The outside of it, sort of burning.
B: That sounds like the IT band thing my sister had. See someone.
A: Booked a physio for Thursday. Someone called Rachel at the sports clinic.
B: Good. Don't be a hero.
A: The fundraising page is at six hundred and twenty already, by the way.
B: Already? Who's been giving?
A: Mostly my aunties. One of them put in a hundred and fifty with a note saying "don't die".
B: Supportive.
A: Very.
"""),
    ("7:50 pm on 21 December, 2025", """
B: Week two of the plan done. Who knew ten miles could feel so long.
A: Sunday's long run was brutal. How was yours?
B: An hour fifty-five. I'm counting it as a win.
A: Definitely a win. Rachel says it's the same as your sister's, by the way.
B: Told you. What's the fix?
A: Foam roller every night and clamshells. And no running downhill for a fortnight.
B: The roller is a torture device.
A: I screamed. Quietly. Into a cushion.
B: I've had my own medical adventure, actually. The GP did bloods because I've been so tired.
A: And?
B: Low iron. Dr Hussain has put me on tablets for three months.
A: That explains the kitchen floor.
B: Partly. The rest is just you.
"""),
    ("9:00 pm on 25 January, 2026", """
A: Finally bought new shoes. Don't say anything.
B: I'm saying something. What did you get?
A: Hokas. The big squishy ones. My knee loves them.
B: Praise be. And the holey ones?
A: In the bin. RIP.
B: Okay, serious question. What time are we aiming for?
A: I'd love to get under four hours. You?
B: Same, if the iron kicks in. I feel less like a zombie already.
A: Sub-four it is. Also, we've blown past the target.
B: No! By how much?
A: We're at one thousand nine hundred and eighty. So I've put the target up to three thousand.
B: Ambitious. I'll rattle a tin at work.
A: Rattle away.
"""),
    ("6:20 pm on 22 February, 2026", """
B: Well. That didn't go to plan.
A: How's the ankle?
B: Swollen like a grapefruit. I turned it on that stupid kerb at mile nine.
A: And you still finished. Maddest thing I've ever seen.
B: Two hours twenty-six. Hobbling the last four miles.
A: I'd have stopped. I did two oh eight and I wanted to stop anyway.
B: That's a PB! Say it with pride.
A: Fine. I got a PB at the Worthing half. Proudly.
B: The physio says no running for ten days. Rachel, actually. I went to yours.
A: She's good. Did she do the thing with the thumbs?
B: She did the thing with the thumbs. I may have sworn.
A: Everyone swears.
"""),
    ("8:10 pm on 15 March, 2026", """
B: Back to running. Slowly. Embarrassingly slowly.
A: Slow is still running. How's the ankle holding up?
B: Fine. But I've been honest with myself: under four isn't happening for me this time.
A: What are you thinking instead?
B: Four fifteen. And finishing without crying. Ideally.
A: That's sensible. I'll stay with you till halfway and then see.
B: You'll leave me at the pier and I'll never forgive you.
A: How did the bake sale at your work go?
B: Four hundred and ten quid! Janet's lemon drizzle went for twenty on its own.
A: So we're at... two thousand seven hundred and sixty-five.
B: Two hundred and thirty-five to go.
A: We'll get there.
B: The longest one is next Sunday, right? Twenty miles?
A: Twenty. Then we taper.
"""),
    ("7:30 pm on 13 April, 2026", """
A: We are marathon runners. Say it.
B: We are marathon runners. I can't feel my feet.
A: Four eleven! Four minutes better than you were aiming for!
B: And you ran three fifty-seven, you absolute show-off.
A: I kept my promise though. Stayed with you till halfway.
B: You did. And then you vanished at the pier, like I said you would.
A: Tom was amazing at mile twenty-two. Jelly babies and a sign with your face on it.
B: He made that sign at one in the morning. He's very proud of it.
A: The final total came in this morning. Three thousand one hundred and forty.
B: Over target! Your dad would be so chuffed, Owen.
A: Yeah. He would. Same time next year?
B: Ask me when I can walk down stairs.
"""),
], """
1 | D7:5 D8:3 | Did Grace beat the finishing time she was aiming for in the end, and by how much?
  | Yes: she aimed for four hours fifteen and ran 4:11, four minutes faster
1 | D3:7 D6:9 | Which physiotherapist treated both runners? | Rachel at the sports clinic
1 | D2:6 D5:3 D5:5 | What shoes does Owen run in now, and what became of his old pair? | Hokas;
  the old Asics with a hole in the toe went in the bin
1 | D5:11 D8:9 | By how much did the final amount raised beat the fundraising target? | By 140:
  the target had been raised to three thousand and they raised 3,140
1 | D2:9 D2:10 D8:7 | How did Grace's partner cheer on the marathon day? | Tom was at mile
  twenty-two with jelly babies and a sign with Grace's face on it
1 | D3:6 D4:4 | What turned out to be wrong with Owen's knee, and who had had the same? | IT band
  trouble, the same thing Grace's sister had
2 | D1:3 | On what date was the Brighton Marathon? | 12 April 2026
2 | D2:12 | When did they run the 10k in Hove Park? | 23 November 2025
2 | D7:13 D7:14 | When was their longest training run, and how far? | Sunday 22 March 2026,
  twenty miles
2 | D1:11 D4:1 | When did their eighteen-week training plan start? | In December 2025 (they had
  finished its second week by 21 December)
2 | D4:11 | For how long is Grace to take the iron tablets? | Three months, from December 2025
2 | D6:9 | After hurting her ankle in February 2026, how long was Grace to stop running? | Ten days
3 | D1:7 D8:10 | Is Owen's father still alive? | Probably not: the hospice looked after him and
  Grace says he would be chuffed
3 | D2:1 | Was Grace a runner before Owen talked her into the marathon? | No; her first proper
  run since school was in November 2025
3 | D8:11 D8:12 | Is Grace keen to sign up again next year? | Not yet; she puts off answering
  until she can walk down stairs
3 | D4:7 D4:8 | Does Owen enjoy using the foam roller? | No; it hurts so much he screamed into a
  cushion
4 | D2:3 | How far and how fast was Grace's first proper run? | Five kilometres in thirty-four
  minutes
4 | D2:5 | What did the running shop find about Grace's gait, and what did she buy? | She
  overpronates; she bought Brooks shoes
4 | D3:2 | What was Grace's time in the 10k? | Just over fifty-eight minutes
4 | D3:11 | How much did one of Owen's aunts give, and what did her note say? | 150, with a note
  saying "don't die"
4 | D4:11 | What did Grace's blood test show? | Low iron
4 | D6:3 | How did Grace hurt her ankle? | She turned it on a kerb at mile nine of the Worthing
  half marathon
4 | D6:6 D6:8 | What was Owen's half marathon time? | Two hours eight minutes, a personal best
4 | D7:9 | How much did the bake sale at Grace's work raise? | 410
4 | D8:4 | What was Owen's marathon time? | Three hours fifty-seven minutes
4 | D4:6 | What did the physio tell Owen to do for his knee? | Foam roll every night, do
  clamshells, and not run downhill for a fortnight
5 | D4:11 | What did Dr Hussain prescribe for Owen's knee? |
5 | D8:7 | What was Tom's finishing time in the marathon? |
5 | D3:6 | What is the name of Grace's sister? |
5 | D1:7 | What is the name of the hospice they raised money for? |
""")


# --- 简体中文 ---------------------------------------------------------------------------------

_ZH_4 = _conversation("zh-4", "林慧", "林涛", [
    ("2025年9月7日 晚上10:15", """
B: 姐，你睡了没？
A: 还没，刚开完会。怎么了，这么晚？
B: 妈下午在菜市场门口摔了一跤，现在在市二院。
A: 什么？！严重吗？
B: 拍了CT，髋关节骨折，医生说要手术。
A: 我明天一早就买高铁票回去。你今晚陪着她？
B: 嗯，我在走廊上。她一直说没事没事，让我们别小题大做。
A: 她哪次不是这么说的。什么时候做？
B: 骨科的张医生说最快周三，要先把血压控制住。
A: 血压又高了？她那个药是不是又没按时吃。
B: 估计是。我明天去家里把药盒拿过来看看。
A: 好。你也别熬太晚，明天我到了换你。
"""),
    ("2025年9月14日 晚上9:40", """
A: 周三在手术室外面等的时候我腿都是软的，现在想想还后怕。
B: 三个多小时，我把走廊的地砖数了不知道多少遍。
A: 还好张医生说很顺利。今天妈能扶着助行器站一会儿了。
B: 真的？她跟我视频的时候还说疼得不想动。
A: 在你面前撒娇呗。康复科说要练满六个星期。
B: 出院以后谁照顾？我白天要上班，你周一就回杭州了。
A: 我想请个住家阿姨。问了中介，一个月大概七千五。
B: 七千五……我们俩一人一半？
A: 我出大头吧，我五千，你两千五，你房贷压力大。
B: 姐，这个不用争。那先这么定，回头再说。
A: 嗯。中介推荐的是一个王阿姨，安徽人，以前在医院做过护工。
B: 可以，先让她来试一周。
"""),
    ("2025年9月28日 晚上8:20", """
B: 妈今天出院回家了，一进门就去看她那盆兰花。
A: 哈哈她最惦记的就是那盆兰花。王阿姨怎么样？
B: 人挺勤快，就是做菜太咸了，妈吃了两顿就抱怨。
A: 妈血压本来就高，这个得说。你跟她讲了吗？
B: 讲了，她说她们老家都这么吃。我再观察观察。
A: 那个药盒的事呢？
B: 我买了一个带闹钟的智能药盒，连手机App，妈漏吃了我这边会收到提醒。
A: 好东西。多少钱？
B: 两百出头。朵朵还在上面贴了小兔子贴纸。
A: 她都多大了，还这么爱贴贴纸。
B: 七岁的小孩，哪有不爱贴纸的。
A: 也是。国庆我回去住几天。
"""),
    ("2025年10月12日 晚上9:05", """
A: 国庆回去这几天，我看王阿姨还是不太行。
B: 你也觉得？她昨天跟我说家里有事，月底就不干了。
A: 那正好。中介那边我问了，有个刘阿姨，江苏本地人，会做清淡的菜。
B: 价钱呢？
A: 贵一点，八千。
B: 八千就八千，妈吃得顺口最重要。还是你五千我三千？
A: 行，就这么分。刘阿姨二十号来。
B: 好。对了，妈说她最近心口有时候发闷。
A: 啊？跟张医生说了吗？
B: 张医生是骨科的，这个他管不了。我约了心内科的李医生，下周四。
A: 你陪她去？
B: 请了半天假。放心。
"""),
    ("2025年10月19日 晚上10:00", """
A: 李医生那边怎么说？
B: 做了心电图，还让她戴了一个二十四小时的Holter。
A: 结果出来了吗？
B: 出来了，说是轻度心肌缺血，不算严重。加了一个药，每天早上一片。
A: 那原来的降压药呢？
B: 照吃。现在早上两种，晚上一种，我全设进药盒里了。
A: 辛苦你了。我这边项目下个月上线，实在走不开。
B: 知道，你忙你的。妈天天在我面前夸你升职。
A: 她明明每次打电话都嫌我不结婚。
B: 两件事不冲突嘛。
A: 哈哈。刘阿姨明天到，你记得去接一下。
B: 记着呢，上午十点，高铁站。
"""),
    ("2025年11月16日 晚上8:50", """
B: 报告一个好消息：妈今天拄着拐杖自己走到小区门口了。
A: 真的？！上次我回去她还只能在屋里转。
B: 康复师说她恢复得比同龄人快。她现在天天念叨要回去跳广场舞。
A: 可别，至少等过了年吧。
B: 我也这么说，她说那就先去看看，不跳。
A: 信她才怪。卫生间的扶手装了吗？
B: 装了，三个，马桶边一个，淋浴那儿两个。一共一千二。
A: 钱我转你。刘阿姨做得怎么样？
B: 妈说她做的红烧肉比我做的好吃。我不服。
A: 你那个红烧肉确实一般。
B: 姐，你到底站哪边的？
A: 站妈那边。
"""),
    ("2025年12月21日 晚上9:30", """
A: 复查的片子出来了吗？
B: 出来了，张医生说骨头长得很好，在家里可以不用拐杖走了。
A: 太好了。那刘阿姨还要住家吗？
B: 我正想跟你商量。妈说晚上不需要人了，隔壁睡着个人她反而睡不着。
A: 那改成白天班？
B: 我问过刘阿姨了，早上八点到晚上六点，一个月五千五，她愿意。
A: 那就这样。还是差不多的比例，我三千五，你两千。
B: 行。一月一号开始。
A: 妈生日是二月五号吧？今年给她好好过一个。
B: 对，我想订那家她喜欢的松鹤楼。
A: 我那天一定回来。
B: 朵朵说要给奶奶画一张画。
"""),
    ("2026年2月8日 晚上10:10", """
A: 这次回来真好，松鹤楼那顿妈吃得可开心了，吹蜡烛的时候眼睛都红了。
B: 七十三了，还跟小孩一样。
A: 朵朵那张画她裱起来挂客厅了，你看到没？
B: 看到了，画的是她跳广场舞，把她画得比楼还高。
A: 哈哈。跟你说个事，我申请调回苏州分公司了。
B: 真的假的？你们组不是离不开你吗？
A: 批下来了。四月一号开始在苏州办公室上班。
B: 那以后周末妈那边我们可以轮流了。
A: 对，你也能喘口气。刘阿姨过年的红包我发了，一千。
B: 我也发了，八百。
A: 那就行。妈说等天暖和了，要去虎丘看花。
B: 我开车，大家一起去。
"""),
], """
1 | D3:3 D4:2 D4:3 | 第一个阿姨为什么没有做下去？接替她的是谁？ | 王阿姨做菜太咸，
  又说家里有事月底不干了；换成了会做清淡菜的江苏本地人刘阿姨
1 | D1:9 D7:2 | 给妈妈做髋关节手术的医生，复查时怎么评价她的恢复？ | 骨科张医生说骨头长得很好，
  在家可以不拄拐走路
1 | D1:10 D5:4 D5:6 | 妈妈现在每天早上要吃几种药，分别是什么？ | 两种：原来的降压药，
  加上李医生新开的治轻度心肌缺血的药
1 | D3:9 D3:10 D3:11 | 在智能药盒上贴贴纸的孩子几岁，贴的是什么？ | 朵朵，七岁，贴的是小兔子贴纸
1 | D7:10 D8:1 D8:2 | 妈妈的生日饭在哪里吃的，她过的是几岁生日？ | 在松鹤楼，七十三岁
1 | D6:7 D6:8 | 卫生间装了几个扶手，花了多少，由谁出钱？ | 三个，一共一千二，林慧说钱她来转
2 | D1:3 | 妈妈是哪天摔倒的？ | 2025年9月7日下午
2 | D1:9 D2:1 D2:2 | 妈妈的手术是哪天做的，做了多久？ | 2025年9月10日（周三），三个多小时
2 | D3:1 | 妈妈哪天出院回家？ | 2025年9月28日
2 | D4:10 | 妈妈去看心内科是哪一天？ | 2025年10月16日（周四）
2 | D7:6 D7:8 | 刘阿姨从哪天起不再住家？ | 2026年1月1日起改为白天班
2 | D8:7 | 林慧从什么时候开始在苏州上班？ | 2026年4月1日
3 | D3:1 D3:2 | 送妈妈一盆兰花，她会喜欢吗？ | 会，她出院一进门就去看她的兰花，最惦记的就是它
3 | D6:3 D6:5 D6:6 | 妈妈会满足于只在旁边看广场舞吗？ | 大概不会，她天天念叨要跳，
  林慧也不信她只看不跳
3 | D5:9 | 妈妈对林慧一直单身满意吗？ | 不满意，每次打电话都嫌她不结婚
3 | D2:9 | 两姐弟谁的经济压力更大？ | 林涛，他有房贷，所以姐姐出大头
4 | D7:6 | 现在照顾妈妈的阿姨一个月多少钱，什么时间上班？ | 五千五，早上八点到晚上六点的白天班
4 | D1:5 | 妈妈摔倒后查出了什么伤？ | 拍CT发现髋关节骨折
4 | D2:5 | 康复科说妈妈要练多久？ | 六个星期
4 | D2:11 | 第一个阿姨是哪里人，以前做过什么？ | 王阿姨，安徽人，在医院做过护工
4 | D5:2 | 心内科给妈妈做了哪些检查？ | 心电图，以及戴了二十四小时的Holter
4 | D5:4 | 心内科的诊断是什么？ | 轻度心肌缺血，不算严重
4 | D3:7 D3:9 | 林涛买的药盒有什么用，花了多少钱？ | 带闹钟、连手机App，妈漏吃药他会收到提醒；
  两百出头
4 | D6:1 | 十一月中旬妈妈能自己走到哪里了？ | 拄着拐杖走到小区门口
4 | D8:3 D8:4 | 朵朵给奶奶画的是什么？ | 奶奶跳广场舞，画得比楼还高
4 | D8:9 D8:10 | 过年时姐弟俩给刘阿姨各包了多少红包？ | 林慧一千，林涛八百
5 | D4:10 | 张医生给妈妈开了什么治心口发闷的药？ |
5 | D3:11 | 朵朵在哪所学校上学？ |
5 | D6:9 D6:10 | 林慧做的红烧肉味道怎么样？ |
5 | D8:11 | 一家人去虎丘看花是哪一天？ |
""")

_ZH_5 = _conversation("zh-5", "陈思远", "许嘉宁", [
    ("2025年8月18日 晚上9:30", """
A: 嘉宁，老板今天拍板了，小满记账2.0定在十一月十八号上线。
B: 十一月十八？那不就三个月？PRD还没定稿呢。
A: 我知道。所以这周我先把PRD赶出来，周五给你们review。
B: 核心功能还是那三个吗？AI记账、家庭账本、预算提醒？
A: 家庭账本砍了，放到2.1。老板说先把AI记账做扎实。
B: 谢天谢地，那个同步逻辑太复杂了。
A: 会员价格暂定月费十二块，年费九十八。
B: 十二块有点贵吧，竞品才八块。
A: 市场部也这么说，回头再议。
B: 另外我下周三到周五要去成都参加一个技术大会，提前跟你说一声。
A: 没问题，记得带点兔头回来。
B: 你不是不吃辣吗？
A: 给我们组小周带的。
"""),
    ("2025年9月5日 晚上10:20", """
B: 成都回来了，兔头已经放你工位上了。
A: 收到！小周说爱你。有什么收获？
B: 听了一个讲端侧大模型的talk，对我们AI记账挺有启发，识别小票可以完全不走服务器。
A: 那隐私这块就好讲了。能赶上十一月吗？
B: 悬。我评估了一下，至少要多两个sprint。
A: 两个sprint就是四周……
B: 对。要么砍功能，要么延期。
A: 我先找老板聊。另外设计那边，小林说icon还要再改一版。
B: 又改？这是第四版了吧。
A: 第五版。她说老板觉得不够"年轻"。
B: 什么叫年轻……
A: 我也想知道。
"""),
    ("2025年9月19日 晚上9:00", """
A: 跟老板聊完了。往后推两周，十二月二号。
B: 行吧，比我想的好。端侧识别能保住吗？
A: 保住了，老板很喜欢"小票不出手机"这个卖点。
B: 那我们十月底code freeze，十一月整月测试。
A: 可以。TestFlight内测我先拉两百个种子用户，在用户群里招。
B: 两百个够了。价格那边定了吗？
A: 定了，月费九块九，年费还是九十八。
B: 九块九，市场部赢了。
A: 他们说九块九"心理上不到十块"。
B: 行吧。对了，我下个月要请三天假，十五到十七号，我妹结婚。
A: 恭喜！在哪办？
B: 老家，绍兴。
"""),
    ("2025年10月24日 晚上11:05", """
B: 还在公司？
A: 刚出来。你们那个crash修好了吗？
B: 修好了，安卓12上一打开相机就闪退，是权限的问题。
A: 那另一个呢？月底报表金额对不上那个。
B: 那个难搞，时区导致的，跨零点记的账算到了第二天。明天继续查。
A: 辛苦。我下周一去深圳，跟招商那边谈联名卡的事。
B: 联名卡？这是2.0的事还是以后的事？
A: 以后的事，先聊着。周三就回来。
B: 那code freeze前最后一次评审你赶得上吗？
A: 周四对吧？赶得上。
B: 婚礼挺好的，我喝多了，在绍兴睡了两天。
A: 哈哈，看出来了，你回来那周说话都慢半拍。
"""),
    ("2025年11月14日 晚上9:45", """
A: 内测数据出来了，你猜多少人进了TestFlight？
B: 两百？
A: 三百二十六。用户群里一传十十传百。
B: 哇。反馈怎么样？
A: 七日留存百分之四十一，比1.0高了快一倍。大家最喜欢拍小票记账。
B: 端侧识别值了。吐槽最多的是什么？
A: 深色模式太暗，有人说看着像自己的"存款余额"。
B: 哈哈哈扎心。小林能改吗？
A: 她说这周改完。另外市场部要找几个KOL做测评，预算五万。
B: 五万？找谁？
A: 一个B站的理财up主，还有两个小红书博主。
B: 那得提前给他们发正式版的包。
"""),
    ("2025年11月28日 晚上10:40", """
B: 坏消息，App Store审核被拒了。
A: 啊？理由是什么？
B: 说会员订阅的说明页没写清楚自动续费。
A: 这个好改啊。重新提审要几天？
B: 一般两三天，但保险起见，老板说上线改到十二月九号。
A: 又改……发布会的场地我都订好了。
B: 场地能改吗？
A: 我去问问，本来订的是二号下午，公司楼下那个咖啡馆。
B: 安卓这边倒是都过了，各大应用商店都没问题。
A: 那安卓能先上吗？
B: 老板说要一起上，不想分两次宣传。
A: 懂了。那我去跟咖啡馆商量。
"""),
    ("2025年12月9日 晚上11:30", """
A: 我们上线了！！！
B: 上线了！我现在还在盯监控。
A: 第一天下载量一万两千多，比预期高一倍。
B: 崩溃率百分之零点三，还行。有个小bug，iPad上横屏布局乱了。
A: 明天修？
B: 已经修了，热更新推上去了。
A: 你太强了。发布会那边，咖啡馆最后同意改到今天，就是只能晚上。
B: 晚上更好，大家都下班了。来了多少人？
A: 差不多八十个，比场地能坐的还多十个，站着的都有。
B: 小林的新icon投在大屏上，挺好看的。
A: 第七版，终于"年轻"了。
B: 哈哈哈。
"""),
    ("2026年1月9日 晚上8:30", """
B: 新年第一个review开完了，你那边2.1定了吗？
A: 定了，家庭账本终于回来了，三月底上线。
B: 同步逻辑……我的噩梦又回来了。
A: 这次给你三个sprint，放心。
B: 这还差不多。上线一个月数据怎么样？
A: 付费会员四千三百人，大部分买的年费。
B: 年费还是九十八？
A: 老板同意从一月起改成八十八，月费不动，还是九块九。
B: 降十块，估计又是市场部的主意。
A: 这次是我提的，年费用户留存高得多。
B: 好吧，你赢了。对了，招商那个联名卡后来怎么样了？
A: 黄了，他们换了负责人。以后再说吧。
"""),
], """
1 | D1:5 D8:2 | 当初从2.0里砍掉的功能，后来安排在什么时候上线？ | 家庭账本，放进2.1，
  定在2026年三月底上线
1 | D2:3 D3:3 D5:5 | 许嘉宁在大会上得到的启发，最后成了内测用户最喜欢的哪个功能？ |
  在手机端识别小票记账（端侧识别，小票不出手机）
1 | D4:6 D8:12 | 陈思远去深圳谈的合作最后怎么样了？ | 去跟招商谈联名卡，后来黄了，因为对方换了负责人
1 | D2:8 D7:10 D7:11 | 设计师小林的App图标最后改到了第几版？ | 第七版
1 | D6:8 D7:7 | 发布会最终在哪里、什么时候办的？ | 公司楼下的咖啡馆，
  2025年12月9日晚上（原定12月2日下午）
1 | D3:10 D3:12 D4:11 | 许嘉宁请假去参加谁的婚礼，在哪里？ | 妹妹的婚礼，在老家绍兴
2 | D6:5 | 小满记账2.0最终在哪一天上线？ | 2025年12月9日
2 | D1:10 | 许嘉宁去成都开技术大会是哪几天？ | 2025年8月27日到29日（周三到周五）
2 | D3:4 | 计划什么时候code freeze？ | 2025年10月底
2 | D3:10 | 许嘉宁请的三天假是哪几天？ | 2025年10月15日到17日
2 | D4:6 D4:8 | 陈思远去深圳出差是哪几天？ | 2025年10月27日（周一）去，29日（周三）回来
2 | D2:5 D2:6 | 做端侧识别估计要多花多长时间？ | 两个sprint，大约四周
3 | D1:11 D1:12 D1:13 | 陈思远自己会爱吃成都的兔头吗？ | 大概不会，陈思远不吃辣，兔头是给小周带的
3 | D1:8 D3:8 D3:9 | 市场部在会员定价上倾向贵一点还是便宜一点？ | 便宜：他们嫌十二块贵，
  最后推成了九块九
3 | D1:6 D8:3 | 许嘉宁期待做家庭账本吗？ | 不期待，它的同步逻辑太复杂，许嘉宁说是自己的噩梦
3 | D8:10 | 陈思远更希望用户买年费还是月费？ | 年费，年费用户留存高得多，所以陈思远提议降年费
4 | D8:8 | 会员现在的年费和月费分别是多少？ | 年费八十八（2026年一月起），月费九块九
4 | D3:5 | 内测原本打算招多少种子用户？ | 两百个
4 | D5:3 | 最后有多少人加入了TestFlight内测？ | 三百二十六人
4 | D5:5 | 内测的七日留存是多少？ | 百分之四十一，比1.0高了快一倍
4 | D4:3 | 安卓上打开相机闪退是什么原因？ | 安卓12上的权限问题
4 | D6:3 | App Store为什么没有通过审核？ | 会员订阅说明页没写清楚自动续费
4 | D5:9 D5:11 | 市场部打算找哪些人做测评，预算多少？ | 一个B站理财up主和两个小红书博主，预算五万
4 | D7:3 | 上线第一天下载量是多少？ | 一万两千多，比预期高一倍
4 | D7:4 D7:6 | iPad上出了什么问题，怎么处理的？ | 横屏布局乱了，已经用热更新修好
4 | D8:6 | 上线一个月后有多少付费会员？ | 四千三百人，大部分买的年费
5 | D5:11 | 那位B站理财up主叫什么名字？ |
5 | D7:4 | iPad横屏布局出错是什么原因引起的？ |
5 | D3:12 | 许嘉宁妹妹的婚礼在哪家酒店办？ |
5 | D1:8 | 竞品的年费是多少？ |
""")


# --- 日本語 -----------------------------------------------------------------------------------

_JA_4 = _conversation("ja-4", "佐藤美咲", "村上", [
    ("2025年5月11日 20:30", """
A: 村上さん、お久しぶりです。石田研の佐藤です。OB訪問のときはありがとうございました。
B: おー佐藤さん、久しぶり。就活どう？
A: それが、ESは十社出したんですけど、通ったのは三社だけで……。
B: 三社通れば十分だよ。どこが残ってるの？
A: 気象情報のウェザーラインと、空調メーカーの東和と、あと商社が一つです。
B: 研究と近いのはウェザーラインだね。第一志望？
A: はい、今のところは。十五日の木曜に一次面接があります。
B: 修論のテーマ、面接で話せるようにしといたほうがいいよ。
A: 衛星データで都市のヒートアイランドを見るやつです。まだ全然まとまってなくて。
B: 「まだまとまってない」は面接では言わないようにね（笑）
A: 気をつけます……。石田先生にも同じことを言われました。
B: 先生元気？相変わらず朝六時にSlack送ってくる？
A: 送ってきます。しかも絵文字付きで。
"""),
    ("2025年5月25日 21:10", """
A: ウェザーラインの一次、通りました！
B: おめでとう！どんな感じだった？
A: 面接官が二人で、一人はデータサイエンスの部署の方でした。Pythonで何をしているか、
  かなり細かく聞かれて。
B: 答えられた？
A: なんとか。GPUで回していますって言ったら、急に食いつかれました。
B: いいね。東和のほうは？
A: 来月の六日に二次です。こっちはグループディスカッションがあって、ちょっと不安です。
B: GDは仕切ろうとしないで、みんなの意見をまとめる役がいちばん評価されやすいよ。
A: なるほど……メモしておきます。
B: あと、ウェザーラインの二次は役員面接だと思う。俺のときはそうだった。
A: 村上さん、ウェザーラインを受けたことがあるんですか？
B: 最終で落ちたけどね。だから今の会社にいるわけ。
"""),
    ("2025年6月22日 19:45", """
A: 東和から内々定をいただきました。
B: おお、やったじゃん！GDうまくいったんだ。
A: 村上さんに言われたとおり、まとめ役に徹しました。
B: 素直でよろしい。もう一社のほうは？
A: 最終面接が七月三日です。東和には、お返事を七月末まで待っていただけることになりました。
B: いい会社だね、待ってくれるなんて。
A: 人事の方がすごく優しくて。配属は研究開発センターになりそうです。
B: 研究開発なら修論の経験がそのまま使えるね。
A: そうなんです。正直、ちょっと迷い始めてて。
B: 迷うのは悪いことじゃない。最終まで受けてから決めればいい。
A: はい。それと、九月の気象学会で発表することになりました。初めての口頭発表です。
B: いきなり口頭か。スライドができたら一回見せて。
"""),
    ("2025年7月13日 22:00", """
A: ウェザーラインからも内定が出ました。
B: 両方！すごいな。で、どうするの？
A: 一週間悩んだんですけど、東和にしようと思います。
B: え、第一志望じゃなかったっけ？
A: 最初はそうでした。でも最終面接で、最初の配属は営業支援だって言われて。
B: ああ、データの仕事はすぐにはできないってことか。
A: はい。東和なら最初から研究開発センターなので。
B: それは大きいね。石田先生には言った？
A: 昨日言いました。「君が決めたならいい」って。今回は絵文字なしでした。
B: それ、真剣に聞いてくれたってことだよ。
A: そうだといいんですけど。ウェザーラインには来週、電話で辞退をお伝えします。
B: 電話で直接っていうのは偉い。
"""),
    ("2025年9月7日 20:15", """
A: スライドを見ていただいてありがとうございました。ご指摘のところ、全部直しました。
B: 結論を最初に持ってくるだけで全然違うでしょ。
A: 本当にそうでした。持ち時間は十二分で、質疑が三分です。
B: 十二分なら、スライドは十二枚くらいが目安かな。
A: 今十五枚あるので、三枚削ります。
B: いいね。本番はいつだっけ？
A: 九月十八日の午後、仙台です。
B: 仙台なら牛タン食べてきな。
A: もちろんです。あと、前川先生が副査になりました。
B: 前川先生か……細かいよ、あの人。引用の書き方とか。
A: もう言われました。参考文献のフォーマットが全部バラバラだって。
B: BibTeXでちゃんと管理しな。後で絶対楽になるから。
"""),
    ("2025年10月5日 21:30", """
A: ご報告です！学会で学生優秀発表賞をいただきました。
B: マジか！初めての口頭で？すごいじゃん。
A: 質疑で雲の影響について聞かれて、一瞬頭が真っ白になりましたけど。
B: どう答えたの？
A: 雲のかかったシーンは除外しています、ただその分夏のデータが少なくなります、って正直に。
B: それが一番いい答え方だよ。弱点を自分で言える人は信用される。
A: ありがとうございます。牛タンも三回食べました。
B: 三回（笑）
A: それで、困ったことが一つあって。研究室のGPUサーバーが壊れちゃったんです。
B: え、修論の計算どうすんの？
A: 石田先生が大学の計算センターの枠を取ってくださいました。ただ、一回回すのに丸一日かかります。
B: 前よりだいぶ遅いね。計算の順番、早めに計画しといたほうがいい。
"""),
    ("2025年12月14日 20:00", """
A: 修論の初稿、石田先生に出しました！
B: おつかれ。何ページになった？
A: 六十二ページです。先生からは「長い」と一言だけ返ってきました。
B: 一言かよ（笑）提出の締め切りはいつ？
A: 一月二十三日です。発表会は二月の第二週です。
B: じゃあ削る時間はまだあるね。どこを削るの？
A: 先行研究の章が二十ページもあるので、そこを半分にします。
B: それがいい。あ、俺からも報告。来年の四月から福岡に転勤になった。
A: え、福岡ですか！ご栄転ですか？
B: 栄転かどうかは微妙だけど、新しいチームのリーダー。
A: おめでとうございます！もう気軽にお会いできなくなりますね。
B: Zoomがあるでしょ。
A: 確かに。
"""),
    ("2026年2月15日 19:30", """
A: 修論発表会、終わりました！
B: おつかれさま！どうだった？
A: 前川先生から質問が三つ来ましたけど、全部答えられました。
B: 成長したね。最終的に何ページで出したの？
A: 四十八ページです。先行研究は結局八ページまで削りました。
B: 半分どころじゃないじゃん。
A: 石田先生が「読みやすくなった」って、絵文字付きで褒めてくださいました。
B: 絵文字復活（笑）
A: 三月に卒業旅行で台湾に行ってきます。研究室の同期四人で。
B: いいね。九份に行くなら夕方がおすすめ。
A: メモします。村上さん、福岡に行かれる前にごはんに行きませんか？お礼をさせてください。
B: お礼はいいよ。でもごはんは行こう。三月の最初の週末はどう？
A: 大丈夫です！
"""),
], """
1 | D1:5 D4:3 D4:7 | 佐藤さんが入社を決めた会社は何の会社で、最初はどこに配属されますか？ |
  空調メーカーの東和で、最初から研究開発センター
1 | D2:12 D4:1 | ウェザーラインの選考で、村上さんと佐藤さんの結果はどう違いましたか？ |
  村上さんは最終面接で落ちたが、佐藤さんは内定をもらった
1 | D2:8 D3:3 | 東和のグループディスカッションで佐藤さんはどんな役割をとり、
  それは誰の助言でしたか？ | 意見をまとめる役に徹した。村上さんの助言
1 | D5:9 D8:3 | 修論発表会で副査の先生は何問質問し、佐藤さんはどうでしたか？ |
  前川先生が三問質問し、全部答えられた
1 | D7:7 D8:5 | 修論の先行研究の章は何ページから何ページになりましたか？ | 二十ページから八ページ
1 | D1:13 D4:9 | 指導教員のメッセージにいつもの絵文字がなかったのは、
  どんな報告をした時ですか？ | 東和に決めたと伝えた時（「君が決めたならいい」と返ってきた）
2 | D1:6 D1:7 | ウェザーラインの一次面接はいつでしたか？ | 2025年5月15日（木）
2 | D2:7 | 東和の二次選考はいつでしたか？ | 2025年6月6日
2 | D3:4 D3:5 | ウェザーラインの最終面接はいつでしたか？ | 2025年7月3日
2 | D5:6 D5:7 | 学会発表はいつ、どこでしたか？ | 2025年9月18日の午後、仙台
2 | D7:5 | 修論の提出締め切りはいつですか？ | 2026年1月23日
2 | D7:8 | 村上さんの福岡転勤はいつからですか？ | 2026年4月から
3 | D6:7 | 佐藤さんは牛タンが好きだと思いますか？ | はい、仙台で三回も食べた
3 | D4:5 D4:6 D4:7 | 佐藤さんは営業よりもデータや研究の仕事をしたいと考えていますか？ | はい。
  最初の配属が営業支援だったためにウェザーラインを断り、最初から研究開発センターの東和を選んだ
3 | D5:10 D5:11 | 前川先生は細かい点まで指摘するタイプですか？ | はい、
  参考文献のフォーマットまで指摘した
3 | D1:12 D1:13 | 石田先生は朝型の人だと思いますか？ | たぶんそう。朝六時にSlackを送ってくる
4 | D1:3 | 佐藤さんはESを何社に出し、何社が通りましたか？ | 十社に出して三社
4 | D1:9 | 佐藤さんの修論のテーマは何ですか？ | 衛星データで都市のヒートアイランドを見る研究
4 | D2:3 | ウェザーラインの一次面接では何について詳しく聞かれましたか？ | Pythonで何をしているか
4 | D3:5 | 東和は内定の返事をいつまで待ってくれましたか？ | 七月末まで
4 | D5:3 D5:5 | 学会発表の持ち時間と、スライドの予定枚数は？ | 発表十二分・質疑三分。
  十五枚から三枚削って十二枚
4 | D6:1 | 佐藤さんは学会で何という賞を受けましたか？ | 学生優秀発表賞
4 | D6:3 D6:5 | 雲の影響について質問されたとき、佐藤さんはどう答えましたか？ |
  雲のかかったシーンは除外しているが、その分夏のデータが少なくなると正直に答えた
4 | D6:9 D6:11 | 研究室のGPUサーバーが壊れた後、計算はどうしていますか？ |
  石田先生が取ってくれた大学の計算センターの枠で回し、一回に丸一日かかる
4 | D8:4 D8:5 | 修論は最終的に何ページで提出しましたか？ | 四十八ページ
4 | D8:9 | 卒業旅行はいつ、どこへ、誰と行きますか？ | 三月に台湾へ、研究室の同期四人で
5 | D8:9 | 卒業旅行で泊まるホテルはどこですか？ |
5 | D1:5 | 商社の選考はどうなりましたか？ |
5 | D7:10 | 村上さんが福岡で率いるチームは何人ですか？ |
5 | D2:12 | 村上さんが今勤めている会社の名前は何ですか？ |
""")

_JA_5 = _conversation("ja-5", "高橋", "小林", [
    ("2026年3月8日 10:30", """
A: 小林さん、おはようございます。例の裏の空き地の件、大家の中村さんに聞いてきましたよ。
B: おはようございます！どうでした？
A: 畑にしていいそうです。ただし、年間一万二千円。
B: それなら二人で割れば六千円ずつですね。全然ありです。
A: そう言ってくれると思った。広さは四畳半くらいかな。
B: 十分です！うちの子、トマトを育てたいって前から言ってて。
A: 蓮くん、何年生になるんだっけ？
B: 四月から二年生です。
A: もうそんなか。トマトなら五月の連休に植えるのがいいね。
B: 土づくりは今からですか？
A: そう、今月中に苦土石灰を撒いて、二週間おいてから堆肥。
B: YouTubeで勉強しておきます。
A: YouTubeより僕に聞いてよ（笑）
"""),
    ("2026年3月29日 16:00", """
B: 高橋さん、石灰と堆肥、終わりました！腰が痛いです。
A: おつかれさま。ほとんど一人でやらせちゃって悪かったね。
B: いえいえ、この前は高橋さんが全部耕してくれましたから。
A: 水やりの当番、決めておこうか。
B: 私、在宅勤務なので平日でも大丈夫です。火・木・土でどうですか？
A: じゃあ僕は月・水・金で。日曜は雨の神様に任せよう。
B: 賛成です（笑）あと、コンポストを置きたいんですけど、どこがいいですかね。
A: 物置の横はどう？日当たりが悪いから、どうせ野菜は育たない。
B: いいですね。Amazonで黒いのを注文しておきます。
A: 佐々木さんが苗を分けてくれるって言ってたよ。ナスとピーマン。
B: 二丁目の佐々木さんですか？あのバラのお庭の。
A: そうそう。
"""),
    ("2026年5月5日 11:00", """
A: 植え付け、蓮くんよく頑張ったね。
B: 本人は泥だらけで大満足です。トマトは全部で何本になりましたっけ？
A: 大玉が四本、ミニが六本。ミニは蓮くんの担当。
B: ミニトマトの名札、あの子が自分で書いたんですよ。「れんのトマト」って。
A: ちゃんと読めたよ（笑）ナスとピーマンは二本ずつ。
B: 佐々木さんへのお礼、何がいいですかね。
A: あの人は甘いものに目がないから、駅前の和菓子屋の豆大福かな。
B: 買ってきます！それと、連休明けに新潟の実家に三日帰るので、水やりをお願いしてもいいですか？
A: もちろん。いつからいつまで？
B: 十日から十二日です。
A: 了解。お土産は笹団子でいいよ。
B: 言われなくても買ってきます（笑）
"""),
    ("2026年6月14日 9:40", """
B: 高橋さん、ミニトマトの葉っぱの裏、アブラムシがびっしりです……
A: 見た見た。牛乳を水で薄めてスプレーすると効くよ。
B: 牛乳ですか？農薬じゃなくて？
A: 蓮くんが食べるんだから、なるべく薬は使いたくないでしょ。
B: たしかに。今日やってみます。あと、最近夜に猫が畑に入ってるみたいで。
A: 足跡があったね。ペットボトルは効かないから、ネットを張ろう。
B: ネットならホームセンターで買ってきます。それと、ちょっと相談なんですけど。
A: 何？
B: 会社が週二で出社になって、火曜と木曜はいなくなっちゃうんです。
A: じゃあその二日は僕がやるよ。
B: 代わりに、月曜と日曜は私がやります。
A: それなら僕は火曜から金曜、小林さんは土日月だね。
B: はい、それでお願いします。
A: あと、コンポストは匂いが気になるって中村さんに言われたから、塀の奥に移しておいたよ。
"""),
    ("2026年7月20日 18:30", """
A: 今日、大玉トマトが初めて赤くなったよ。
B: 見ました！蓮が写真を撮って、LINEで実家に送りまくってます。
A: ミニのほうはもう何個採れた？
B: 本人が数えてて、三十七個だそうです。
A: 三十七！ほとんど蓮くんのおやつになってるでしょ。
B: 半分はつまみ食いです（笑）
A: ところで、三十一日の金曜から一週間、大阪の娘のところに行くんだ。孫が生まれてね。
B: えっ、おめでとうございます！男の子ですか、女の子ですか？
A: 女の子。名前は「ひなた」。
B: かわいい名前！水やりは全部任せてください。
A: 悪いね。暑いから朝と夕方の二回お願いできるかな。
B: 了解です。ナスはどうします？
A: 採れたら全部食べちゃって。
"""),
    ("2026年8月9日 17:00", """
A: ただいま。一週間ありがとう。畑、すごく元気だね。
B: おかえりなさい！ひなたちゃん、どうでした？
A: 抱っこしたら泣かれた。じいじはまだ認識されてないみたい（笑）
B: そのうち慣れますよ。あれは言われたとおり全部いただきました。麻婆茄子にして。
A: それでいいの。何本採れた？
B: 十一本です。ピーマンは多すぎて、佐々木さんにもおすそ分けしました。
A: 来週台風が来るらしいから、支柱を補強しておこう。
B: トマトの支柱、一本ぐらぐらしてましたもんね。
A: 麻ひもで結び直す。蓮くんも手伝ってくれるかな。
B: 喜んで来ますよ。夏休みの自由研究、この畑にするって決めたみたいで。
A: それは責任重大だ。
B: テーマは「ミニトマトは一日に何センチのびるか」だそうです。
"""),
    ("2026年9月6日 10:00", """
B: 台風、思ったより大丈夫でしたね。
A: 大玉が一本折れたけど、残りは無事。補強しといてよかった。
B: 蓮の自由研究、学校で金賞をもらったんです！
A: すごいじゃないか！一日何センチだったの？
B: 一番のびた日で三センチだったそうです。
A: 三センチか、よく毎日測ったね。
B: 高橋さんが定規を貸してくれたおかげです。秋は何を植えましょう？
A: 大根とほうれん草はどうかな。九月の中旬に種まき。
B: いいですね！そういえば中村さんが、来年の畑代は一万円でいいって。
A: 野菜のおすそ分けが効いたかな（笑）
B: 一人五千円ですね。
A: 安くなった分、いい肥料を買おう。
"""),
    ("2026年11月22日 14:00", """
A: 大根、そろそろ抜けそうだよ。
B: 蓮が抜きたいって言ってます。来週の日曜でいいですか？
A: いいよ。十本あるから、半分ずつだね。
B: ほうれん草はもう三回採りました。お鍋に最高です。
A: 寒くなったから、水やりはもう週二回でいいかな。
B: じゃあ水曜が高橋さん、土曜が私でどうですか？
A: それでいこう。
B: 年末に、畑のメンバーで収穫祭しませんか？佐々木さんと中村さんも呼んで。
A: いいね。うちの庭でBBQでもやるか。
B: 寒くないですか（笑）
A: じゃあ鍋にしよう。大根もほうれん草もあるし。
B: 決まりですね！日にちは十二月十九日の土曜でどうでしょう。
A: 空けておく。
"""),
], """
1 | D2:10 D6:6 | ピーマンのおすそ分けを受け取った人は、以前二人に何をくれましたか？ |
  二丁目の佐々木さんで、ナスとピーマンの苗を分けてくれた
1 | D3:3 D7:2 | 台風のあと、大玉トマトの株はいくつ残っていますか？ | 三本（四本のうち一本が折れた）
1 | D1:8 D6:12 D7:3 | 自由研究で金賞をとった子は何年生で、何を調べましたか？ | 蓮くん、
  小学二年生。ミニトマトが一日に何センチのびるか
1 | D5:9 D6:3 | 高橋さんが大阪で会ってきた孫の名前と、抱っこしたときの様子は？ | ひなたちゃん。
  抱っこしたら泣かれた
1 | D5:12 D5:13 D6:4 D6:6 | 高橋さんの留守中に採れたナスはどうなりましたか？ |
  言われたとおり小林さんが全部食べた。十一本採れて、麻婆茄子にした
1 | D1:11 D2:1 D2:2 | 石灰のあとに土に入れたものは何で、主に誰が作業しましたか？ | 堆肥。
  ほとんど小林さん一人で
2 | D3:8 D3:10 | 小林さんが新潟の実家に帰る予定だったのはいつですか？ | 2026年5月10日から12日
2 | D5:7 | 高橋さんが大阪に行っていたのはいつからどのくらいですか？ | 2026年7月31日（金）から一週間
2 | D3:1 D3:2 | トマトの苗を植えたのはいつですか？ | 2026年5月5日（連休中）
2 | D7:8 | 秋の野菜の種まきはいつごろの予定ですか？ | 2026年9月中旬
2 | D8:12 | 収穫祭はいつやりますか？ | 2026年12月19日（土）
2 | D8:1 D8:2 | 大根を抜くのはいつの予定ですか？ | 2026年11月29日（日）
3 | D3:7 | 佐々木さんにケーキを贈ったら喜ばれそうですか？ | たぶん喜ぶ。甘いものに目がない
3 | D4:3 D4:4 | 高橋さんは畑で農薬を使うことに積極的ですか？ | いいえ。蓮くんが食べるので、
  なるべく薬は使いたくない
3 | D6:10 D7:5 D7:6 | 蓮くんは畑の世話に熱心ですか？ | はい。自由研究のテーマにして、
  毎日トマトの伸びを測った
3 | D5:2 | 小林さんの実家の家族は、畑のトマトの様子を知っていそうですか？ | はい。
  蓮くんが写真をLINEで実家に送りまくっている
4 | D8:5 D8:6 D8:7 | 今の水やり当番はどうなっていますか？ | 週二回で、水曜が高橋さん、土曜が小林さん
4 | D7:9 D7:11 | 来年からの畑代は年間いくらで、一人いくらずつ払いますか？ | 年間一万円で、一人五千円
4 | D1:5 | 畑の広さはどのくらいですか？ | 四畳半くらい
4 | D3:3 | ミニトマトは何本植えましたか？ | 六本（蓮くんの担当）
4 | D3:7 | 佐々木さんへのお礼は何にしましたか？ | 駅前の和菓子屋の豆大福
4 | D4:2 | アブラムシに高橋さんが勧めた対策は？ | 水で薄めた牛乳をスプレーする
4 | D4:6 | 夜に畑に入ってくる猫には、どう対策しますか？ | ネットを張る（ペットボトルは効かない）
4 | D5:3 D5:4 | 七月二十日までにミニトマトはいくつ採れましたか？ | 三十七個
4 | D4:14 | コンポストは今どこにありますか？ | 塀の奥（匂いのことで中村さんに言われて物置の横から
  移した）
4 | D8:3 | 大根は何本あって、どう分けますか？ | 十本を半分ずつ
5 | D5:9 | ひなたちゃんの生まれたときの体重は？ |
5 | D3:11 | 高橋さんが新潟で買ってきたお土産は何ですか？ |
5 | D2:9 | コンポストはいくらでしたか？ |
5 | D6:4 | 高橋さんが作った麻婆茄子の味はどうでしたか？ |
""")

CONVERSATIONS: list[dict[str, Any]] = [_EN_4, _EN_5, _ZH_4, _ZH_5, _JA_4, _JA_5]
