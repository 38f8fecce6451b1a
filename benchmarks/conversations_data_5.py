"""A fifth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_4` (and the
parsing helpers of `benchmarks.conversations_data`), over new people and new lives: two
English conversations (en-10, en-11), two in Simplified Chinese (zh-10, zh-11) and two in
Japanese (ja-10, ja-11), each written on its own rather than translated. en-10 is a woman
whose widowed father breaks his hip and moves in with her, told to an old friend, from the
fall to the sale of his house and his wish for a flat of his own; en-11 a dental nurse who
learns to sail at a friend's club, buys a quarter share in a boat and sails it to Tenby;
zh-10 a retired Chinese teacher who starts posting calligraphy videos, told to his son, from
the first tripod to live streams, a wall of his work and a class at the senior college;
zh-11 a couple's flat renovation in Chengdu, talked through with a friend who is a
designer, from the keys to the housewarming; ja-10 a student who takes a year off for a
working holiday in Australia, told to his older sister, from Sydney to Melbourne to a tomato
farm and home again; ja-11 a piano teacher preparing her pupils' recital while entering an
amateur competition herself, told to a violinist friend.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to fifteen turns a session. Facts are said indirectly or through a pronoun, and
several change later (a carer's days, a sale price, a summer week, a boat's colour, a course
date, a live stream's time, a class's days, a budget, a sofa, the air conditioning, a
moving-in date, a city, a job, a decision about a second year, a venue, a piano, the number
of pupils, a competition piece); numbers and dates are often spelled in words or given
relative to the session ("on Thursday", "next Saturday", 下周三, 上周三, 昨日, 先週の水曜日),
some replies carry their subject only through the turn they answer, the Chinese and Japanese
turns mix in English words or loanwords (Wi-Fi, CFX, OK), and look-alike turns (another
carer's schedule, another offer, another boat, another course, another test, another
formaldehyde reading, another job, another venue, another piece) sit beside the one a
question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer:
6 multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and
4 adversarial (5, answered "Not mentioned in the conversation." with the evidence naming the
turn the question leans on). The kinds of questions public long-term-memory benchmarks ask
are spread over those categories: multi-hop questions join turns of different sessions;
temporal ones ask when, how long, and which came first, from the sessions' dates; questions
on a fact that changed (a knowledge update) ask for its current state, and the evidence is
the latest turn (or every turn, when the question asks how it changed); each conversation's
inference questions include preferences (what someone would like, pick or refuse); the
adversarial ones ask for something never said. Questions paraphrase the turns rather than
copying their words.

The set was written before any ranker or rule ran on it, without reading the ranking code or
the results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_10 = _conversation("en-10", "Leona", "Marcus", [
    ("6:30 pm on 9 February, 2025", """
A: Sorry I missed your call on Friday. Dad had a fall.
B: Oh no. Is he all right?
A: He slipped on the ice by his back door on Thursday morning and broke his hip. He lay there for
  two hours before the postman heard him shouting.
B: Two hours in the cold. Poor Frank. Where is he now?
A: The General, on the orthopaedic ward. They pinned it on Friday night.
B: How's he taking it?
A: Complaining about the food, which the nurses say is a good sign. He won't touch the porridge.
B: That's your dad. He's always hated the stuff.
A: The consultant says he can't go back to living alone, not with the stairs in that house.
B: So what are you thinking?
A: He'd come to us. We'd turn the dining room into a bedroom. Sam's already out with the tape
  measure.
B: Does Frank know yet?
A: Not yet. I'm telling him next Saturday, when my brother's up from Bristol.
B: Good luck. Tell him I said to behave himself.
"""),
    ("8:05 pm on 2 March, 2025", """
B: How did the big conversation go?
A: Better than I feared. He grumbled, then said he'd rather be with us than in a home.
B: And your brother?
A: Ravi was brilliant. He's paying to turn our downstairs loo into a wet room, so Dad won't need the
  stairs at all.
B: That's generous of him. When does Frank come home?
A: The hospital said Wednesday the twelfth, if the physio signs him off on the walking frame.
B: Is he managing it?
A: Ten metres yesterday. He calls it his Zimmer Formula One.
B: Ha. What about help at home?
A: The council's arranged a carer twice a day for the first six weeks, morning and evening.
B: Do you know who it'll be?
A: An agency called Brightwell. We meet her on Monday.
B: And his own house?
A: That's the hard part. He's lived there fifty-two years. Nobody's said the word sell out loud yet.
"""),
    ("7:40 pm on 23 March, 2025", """
A: Dad's been with us eleven days and the dog's already decided he's her person.
B: Of course she has. Remind me what she's called?
A: Bramble. She sleeps across his doorway every night.
B: And the carer from the agency?
A: Joy. She's lovely, she's from Accra, and she's got him doing the crossword again.
B: How is he on his feet?
A: He's gone from the frame to two sticks. The physio comes on Tuesdays, a Welsh lad called Aled.
B: Isn't Tuesday your late shift?
A: It is, so Sam works from home that day to let him in.
B: And how are you holding up?
A: Tired. I've taken unpaid leave on Fridays until Easter.
B: Is he still on strike against porridge?
A: Still. But he's eating my lentil soup, which is a miracle. He used to call it hippie food.
B: Next you'll have him doing yoga.
A: Don't. Aled suggested chair yoga and Dad laughed him out of the room.
"""),
    ("9:00 pm on 27 April, 2025", """
B: Any news on the house?
A: We've decided. Ravi and I took Dad round it last Saturday, and he said it's time.
B: That must have been hard for him.
A: He sat in Mum's chair in the front room for a long while. Then he said, put it on the market,
  love.
B: Which agent did you go with?
A: Hollis and Crane, on the high street. They valued it at two hundred and forty thousand.
B: That seems low for a three-bed with that garden.
A: It needs a new roof, apparently. And the kitchen's from nineteen seventy-nine.
B: What will the money go on?
A: His care, mostly. If he ever needs a home, it would pay for a few years.
B: Are the six weeks of carers up?
A: Nearly. We're keeping Joy on privately, but only mornings, three days a week. He insists he can
  put himself to bed.
B: Can he?
A: He can. Slowly, but he can.
"""),
    ("6:45 pm on 1 June, 2025", """
A: We've had an offer on Dad's house!
B: Already? How much?
A: Two hundred and twenty-five, from a young couple with twins.
B: That's fifteen under the valuation.
A: I know. But they're not in a chain, and he liked them. The twins played in the garden for the
  whole viewing.
B: Did he accept?
A: On the spot, before I could even say counter-offer.
B: Frank all over. How's the walking?
A: One stick now. And on Thursday he walked to the corner shop for his paper, by himself.
B: That's huge. What is it, two hundred yards?
A: About that. He timed it: eleven minutes there and back.
B: Is he still glued to the cricket on the radio?
A: Every ball. Test Match Special from eleven till seven. Sam's started wearing headphones.
B: Ha. Some things a hip doesn't change.
"""),
    ("8:20 pm on 13 July, 2025", """
B: How's the sale going?
A: A wobble. The survey found damp in the back bedroom, so the couple dropped to two hundred and
  fifteen.
B: Oh no. Did he take that?
A: We met in the middle, at two twenty. Completion's meant to be the twenty-ninth of August.
B: Good. And Frank himself?
A: He's taken up bowls! Aled said he needed balance work, and Dad said he'd rather do something with
  a point to it.
B: Bowls is perfect. Where does he play?
A: Riverside Bowls Club, on Wednesday afternoons. He says at eighty-one he's the youngest there.
B: Ha! And Joy?
A: She's down to two mornings, Mondays and Thursdays. He says he doesn't need her at all, but he'd
  miss the crossword.
B: He'd miss her, full stop.
A: He would. He had Ravi find her a book of cryptic crosswords for her birthday.
"""),
    ("7:15 pm on 7 September, 2025", """
A: It's done. The house completed on the Friday, and Dad handed over the keys himself.
B: How was he?
A: Quiet. He took a cutting of Mum's rose from the front garden first. It's in a pot on our patio.
B: Oh, that's lovely.
A: Then he announced he wanted a pub lunch and had steak and chips as if nothing had happened.
B: Where's the money gone?
A: A savings account that Ravi and I can both manage. We signed the power of attorney papers back in
  July.
B: Sensible. And the bowls?
A: He's been picked for the club's second team. The first match is against Abbeydale on the
  twentieth.
B: Eighty-one and picked for a team. I want to be Frank when I grow up.
A: Also, Bramble's been poorly. The vet thinks she ate something from the compost.
B: Is she all right?
A: Fine now. Dad sat up with her all night, mind. He says she did it for him, so it was his turn.
"""),
    ("8:30 pm on 19 October, 2025", """
B: How did the match go?
A: They won. His rink won by four shots and he's been insufferable since.
B: Good for him. So is he staying with you for good?
A: That's the news. He's asked about the retirement flats at Linden Court, the ones with a warden.
B: Really? I thought he was happy with you.
A: He is. But he says he's living in our dining room and we haven't had a dinner party since
  February.
B: That's very Frank.
A: There's a one-bed coming up in January, on the ground floor, ten minutes from us.
B: Would Bramble be allowed to visit?
A: Visit, yes, but no dogs living there. He says he'll walk round to see her every day.
B: And Joy?
A: She'd go with him, two mornings a week. He's already asked her.
B: How do you feel about it?
A: Relieved and sad at once. We get our dining room back and lose our lodger.
"""),
], """
1 | D1:11 D8:6 | Where has Frank been sleeping at Leona's, and why does he now want to leave? | In
  the
  dining room, turned into a bedroom; he says they haven't had a dinner party since February
1 | D4:6 D6:4 | How far below its valuation did Frank's house sell? | Twenty thousand: valued at
  240,000, sold for 220,000
1 | D2:8 D3:7 D5:9 | How did Frank's walking aids change after the operation? | A walking frame,
  then two
  sticks by late March, then one stick by June
1 | D6:6 D7:9 D8:2 | How did Frank come to play bowls, and how has it gone? | His physio said he
  needed
  balance work; he joined Riverside Bowls Club, was picked for the second team and his rink won
  its first match by four shots
1 | D2:10 D4:12 D6:10 | How has the carers' help changed since Frank left hospital? | Twice a day
  for
  six weeks, then Joy privately three mornings a week, then two mornings, Mondays and Thursdays
1 | D3:5 D6:12 D8:12 | Who is Joy, and what will she do if Frank moves out? | The carer from
  Brightwell, from Accra, who got him doing crosswords again; she would go with him two mornings
  a week
2 | D1:3 | When did Frank break his hip? | Thursday 6 February 2025
2 | D1:3 D2:6 | How long was Frank in hospital after his fall? | About five weeks, from 6 February
  to
  Wednesday 12 March 2025
2 | D6:4 D7:1 | When did the sale of Frank's house complete? | Friday 29 August 2025
2 | D5:9 | When did Frank first walk to the corner shop alone? | Thursday 29 May 2025
2 | D4:2 D5:1 | Which came first, Frank agreeing to sell or the couple's offer? | Agreeing to sell,
  in
  April 2025; the offer came about five weeks later, by 1 June
2 | D7:9 | When was Frank's first match for the bowls team? | Saturday 20 September 2025
3 | D1:7 D3:12 D3:13 | If Leona cooks for her father, should she make porridge or lentil soup? |
  Lentil soup; he refuses porridge
3 | D5:12 D5:13 | What would Frank most likely want on during a summer afternoon at home? | Cricket
  commentary on the radio, Test Match Special
3 | D3:14 D3:15 D6:6 | Would Frank enjoy a chair yoga class? | Probably not; he laughed Aled out of
  the room for suggesting it and prefers something with a point to it, like bowls
3 | D8:13 D8:14 | Is Leona wholly glad that Frank wants to move to Linden Court? | No; she is
  relieved but sad as well
4 | D1:5 | Which hospital treated Frank after the fall? | The General, on the orthopaedic ward
4 | D2:4 | What is Leona's brother paying for? | Turning the downstairs loo into a wet room
4 | D2:12 | Which agency sent Frank's carer? | Brightwell
4 | D3:3 | Where does the dog sleep at night? | Across Frank's doorway
4 | D4:6 | Which estate agent put Frank's house on the market? | Hollis and Crane, on the high
  street
4 | D6:4 | What price did Frank's house finally sell for? | 220,000 (the couple offered 225,000,
  then
  215,000 after the survey)
4 | D6:10 | Which days does Joy come now? | Monday and Thursday mornings
4 | D7:3 | What did Frank take from his old house before handing over the keys? | A cutting of his
  late wife's rose, now in a pot on Leona's patio
4 | D8:8 | What flat is Frank hoping to move into, and when? | A ground-floor one-bed at Linden
  Court, ten minutes away, coming up in January
4 | D7:11 | What made Bramble ill? | Something she probably ate from the compost
5 | D3:7 | What is Aled's surname? |
5 | D1:13 | What does Leona's brother do for a living? |
5 | D7:5 | Which pub did Frank have lunch at after handing over the keys? |
5 | D6:8 | Who is the oldest member of Riverside Bowls Club? |
""")

_EN_11 = _conversation("en-11", "Wendy", "Tariq", [
    ("12:30 pm on 16 March, 2025", """
A: I've done it. I've booked the beginners' course at your club.
B: Finally! Which one, the two weekends?
A: The two weekends, starting the fifth of April and the twelfth. Competent Crew, they call it.
B: You'll have Morag, then. She takes all the April courses.
A: Is she nice?
B: She's terrifying and brilliant. She once made me tie a bowline blindfolded.
A: What do I need to buy?
B: A wetsuit and gloves, that's all. The club lends out lifejackets.
A: I've bought the gloves already. Purple ones.
B: Of course you have. How's Joel getting on with his driving?
A: His test is on the twenty-seventh. He failed the theory once, so I'm not counting chickens.
B: He'll be fine. I failed my practical twice.
A: Don't tell him that, whatever you do.
"""),
    ("7:50 pm on 6 April, 2025", """
B: Well? You survived the first weekend.
A: Barely. I went in yesterday. Morag says I'm the first person she's seen capsize a boat while it
  was
  still tied to the pontoon.
B: That's a rare skill.
A: Today was better. We sailed out to the island and back, and I helmed for twenty minutes.
B: And the bowline?
A: I can do it with my eyes open. Slowly.
B: Which boat were you in?
A: A Wayfarer called Kittiwake. Red sails.
B: That's the club's oldest. She's a tank, you can't sink her.
A: I very nearly proved you wrong.
B: And Joel?
A: He passed! Four minors. He's already asked to borrow my car to drive to Cardiff.
B: And you said no?
A: I said ask me again in a month.
"""),
    ("8:10 pm on 4 May, 2025", """
A: The certificate's on the fridge. Competent Crew, Wendy Hargreaves.
B: Told you. What's next?
A: That's why I'm ringing. Morag says there's a share going in a boat at the club.
B: Which boat?
A: A Drascombe Lugger called Pippin. Four owners, and one of them is moving to Spain.
B: How much is a share?
A: Two thousand eight hundred, plus four hundred a year towards the mooring and insurance.
B: That's a fair price for a Drascombe. Who are the others?
A: A retired GP called Harold, and a couple, Nish and Becky. They mostly sail her on Saturdays.
B: So you'd get the Sundays?
A: Sundays, and a week each in the summer. We'd take turns.
B: Do it. You'll regret it if you don't.
A: I'm seeing her on Wednesday. Harold's taking me out in her.
"""),
    ("9:30 pm on 15 June, 2025", """
B: So you're a boat owner now.
A: A quarter of one. I paid on the twentieth of May.
B: And how's Pippin?
A: Leaky. Harold says all Drascombes weep a little. I bail out a bucket every time.
B: That's normal, honestly. Have you taken her out on your own yet?
A: Not on my own. Joel came last Sunday. He was sick over the side twice.
B: Poor lad. Was it rough?
A: Force four. Morag calls that a nice breeze. Joel calls it a hurricane.
B: What about your summer week?
A: We drew lots. I got the last week of August.
B: Where will you go?
A: I'd love to sail round to Tenby. Harold says it's a long day but doable.
B: I'll come if you want a second pair of hands.
A: I was hoping you'd say that.
"""),
    ("7:20 pm on 27 July, 2025", """
A: Change of plan for August. Nish and Becky want to swap, they've got a wedding that week.
B: So which week is yours now?
A: The first week of September. Morag says that's better anyway, the winds are kinder.
B: Still fine for me. I'm off until the tenth.
A: Good. Also, I did my VHF radio course yesterday. One day, in Swansea.
B: Did you pass?
A: Ninety-two per cent. I'm oddly proud of it.
B: You should be. Nobody I know did that well.
A: And Harold's put a new outboard on her, a four-horsepower Yamaha. We split it four ways, three
  hundred each.
B: Worth every penny. The old one was hopeless.
A: Joel's bought a car, by the way. A green Fiesta with a hundred and ten thousand miles on it.
B: Brave.
A: He paid for it himself, out of the café job. I can't argue with that.
"""),
    ("9:05 pm on 7 September, 2025", """
B: We made it! My hands are still raw.
A: Mine too. Seven hours to Tenby. I'll never forget coming into that harbour.
B: You did brilliantly. Especially when the wind died off Caldey.
A: I rowed for twenty minutes, Tariq. Twenty.
B: And the engine?
A: Wouldn't start. Water in the fuel, Harold reckons.
B: Next time we check the fuel first. But the dolphins!
A: The dolphins made it all worth it. I've sent the video to everyone I know.
B: What happens to Pippin over the winter?
A: She comes out of the water in October, when the club lifts all the boats. Harold wants to repaint
  her.
B: What colour?
A: Harold wants dark blue. I've voted for cream. Becky has the deciding vote.
B: Cream would look lovely.
"""),
    ("6:40 pm on 26 October, 2025", """
A: Pippin's out of the water. We spent Saturday scrubbing her bottom.
B: Glamorous.
A: Becky voted blue, so blue it is. I've accepted it with good grace.
B: Liar.
A: Mostly good grace. Also, Morag's asked if I'd help on the junior courses next spring.
B: As an instructor?
A: As an assistant. I'd need the dinghy instructor course first. It's in March, in Cardiff Bay.
B: How long is that?
A: Five days, six hundred and fifty pounds. The club pays half if I help for two seasons.
B: That's a good deal. Will work let you go?
A: The practice owes me leave. I'm a dental nurse, not the surgeon, they'll cope.
B: Ha. And how's Joel's Fiesta?
A: Dead. The gearbox went. He's back to borrowing mine.
"""),
    ("8:45 pm on 14 December, 2025", """
B: Are you coming to the club's Christmas dinner?
A: Yes, on Saturday. I'm on Morag's table, so no pressure.
B: Did you book the instructor course?
A: I've booked it, but it's not March any more. They've moved it to the fourteenth to the eighteenth
  of April.
B: Later, then. Does it clash with anything?
A: I worried it was the week of Joel's graduation, but that's in July, so no.
B: And Pippin?
A: The blue's on. Two coats. She looks smart, I have to admit.
B: Say it. Harold was right.
A: Harold was right. Don't you dare tell him.
B: Any plans for next summer?
A: Harold wants to sail to Lundy. I want my own Day Skipper ticket first.
B: When's that?
A: The theory's online over the winter. I've started already, I'm on tides.
"""),
], """
1 | D3:7 D5:9 | How much has Wendy paid towards Pippin, leaving out the yearly fees? | 3,100 pounds:
  2,800 for the share and 300 for her part of the new outboard
1 | D4:10 D5:1 D5:3 | Which week of the summer did Wendy end up with, and why did it change? | The
  first
  week of September instead of the last of August, because Nish and Becky swapped for a wedding
1 | D6:12 D7:3 D8:8 | What colour is Pippin now, and whose choice was it? | Dark blue, Harold's;
  Wendy voted cream and Becky's deciding vote went to blue
1 | D2:12 D5:11 D7:13 | What does Joel drive now? | His mother's car again: the green Fiesta he
  bought after passing his test has died with a broken gearbox
1 | D4:12 D6:2 D6:4 D6:6 | How did the sail to Tenby go? | Seven hours; the wind died off Caldey and
  Wendy rowed for twenty minutes because the outboard wouldn't start (water in the fuel)
1 | D7:7 D7:9 D8:4 | What must Wendy do before helping on the junior courses, and when? | The
  five-day
  dinghy instructor course (650 pounds, half paid by the club), now 14 to 18 April 2026, moved
  from March
2 | D1:3 | When did Wendy's beginners' course start? | Saturday 5 April 2025
2 | D4:6 D5:11 | Which came first, Joel sailing in Pippin or Joel buying a car? | Sailing in Pippin,
  on Sunday 8 June 2025; the Fiesta came by late July
2 | D1:11 D2:12 | When did Joel pass his driving test? | Thursday 27 March 2025
2 | D4:2 | When did Wendy buy her share of Pippin? | 20 May 2025
2 | D5:5 | When did Wendy take her VHF radio course? | Saturday 26 July 2025
2 | D8:2 | When is the sailing club's Christmas dinner? | Saturday 20 December 2025
3 | D6:12 D7:3 D7:4 | Would Wendy have picked blue for Pippin if it were up to her? | No; she wanted
  cream and only mostly accepted the blue
3 | D4:6 D4:8 | Would Joel enjoy a long sea passage? | Probably not; he was sick twice in a force
  four that he called a hurricane
3 | D3:1 D5:7 | Does Wendy take pride in passing tests? | Yes; her certificate is on the fridge and
  she is proud of 92 per cent in the radio exam
3 | D8:12 D8:14 | Does Wendy want to be in charge of a boat herself? | Yes; she wants her own Day
  Skipper ticket and has started the theory
4 | D2:8 | What boat did Wendy learn in? | Kittiwake, a Wayfarer with red sails, the club's oldest
4 | D3:5 | What kind of boat is Pippin? | A Drascombe Lugger
4 | D3:9 | Who holds the other shares in Pippin? | Harold, a retired GP, and a couple, Nish and
  Becky
4 | D3:7 | What does a share in the boat cost each year? | Four hundred towards the mooring and
  insurance
4 | D4:4 | What is wrong with Pippin's hull? | She leaks; Wendy bails out a bucket every time
4 | D5:9 | What engine does Pippin have now? | A four-horsepower Yamaha outboard
4 | D6:6 | Why did the engine fail on the way to Tenby? | Water in the fuel
4 | D7:11 | What does Wendy do for work? | She is a dental nurse
4 | D8:12 | Where does Harold want to sail next summer? | Lundy
4 | D5:13 | How did Joel pay for his car? | Out of his café job
5 | D3:5 | Which owner of Pippin moved to Spain? |
5 | D6:8 | How many dolphins did they see off Tenby? |
5 | D7:11 | What is the dental practice where Wendy works called? |
5 | D2:12 | What score did Joel get in his theory test? |
""")


# --- Chinese --------------------------------------------------------------------------------------

_ZH_10 = _conversation("zh-10", "周宇", "周建国", [
    ("2025年1月12日 晚上8:30", """
A: 爸，您上次说想拍视频，是认真的吗？
B: 当然认真。楼下老刘都在抖音上教太极了，粉丝三千多。
A: 那您打算拍什么？
B: 写字啊。我教了三十多年语文，毛笔字总比太极拿得出手吧。
A: 那得先有个三脚架，还要个手机夹子。
B: 你帮我挑一个。别太贵，两百块以内。
A: 行，我周末下单。账号名想好了吗？
B: 想了一个，叫"老周写字"。
A: 挺好记的。妈怎么说？
B: 你妈说我三分钟热度，说去年买的二胡现在还在柜子顶上落灰。
A: 哈哈，她说得也没错。
B: 这次不一样。我打算每周二、周五各发一条。
A: 那您先拍一条给我看看。
"""),
    ("2025年2月16日 晚上9:00", """
A: 爸，我看了，您已经发了八条了！
B: 九条，昨天晚上又发了一条，写的是"春风得意"。
A: 粉丝多少了？
B: 三百二十一个。大部分是我以前的学生。
A: 有人留言吗？
B: 有个网友说我"永"字的第三笔不对，我查了字帖，人家说得对。
A: 您还真改了？
B: 当然要改，教书的人不能误人子弟。
A: 对了，您那个灯光太暗了，画面发黄。
B: 你妈也这么说。你给我买个补光灯吧。
A: 已经在购物车里了，一百三十九，明天就到。
B: 好。还有，你妈的膝盖又疼了，下周三去医院拍片子。
A: 我请半天假陪她去。
"""),
    ("2025年3月30日 晚上8:15", """
B: 告诉你个好消息，粉丝过五千了！
A: 这么快？怎么涨的？
B: 有一条写"福"字的视频火了，播放量十二万。
A: 哪一条？
B: 就是过年前那条，教小孩写福字的，被好多家长转发了。
A: 厉害啊爸。妈的片子结果出来了吗？
B: 半月板轻微磨损，医生说不用手术，做理疗，少爬楼梯。
A: 那以后周末我开车带她去买菜。
B: 她不让，说你上班够累了。
A: 对了，有没有人找您合作？
B: 有个卖毛笔的店私信我，说要送我一套湖笔，让我用的时候提一句。
A: 您答应了？
B: 我说先寄来看看，笔不好我可不说。
"""),
    ("2025年5月11日 晚上9:30", """
A: 爸，湖笔寄到了吗？
B: 到了，是真好用，狼毫的。我在视频里提了一句，没收钱。
A: 您这叫良心带货。
B: 还有个事，有人问我能不能开直播，一边写一边回答问题。
A: 可以啊，打算什么时候？
B: 我想定在每周六晚上八点，一个小时。
A: 第一次直播我过去帮您弄设备。
B: 那就下周六，五月十七号。
A: 好。粉丝现在多少了？
B: 一万一千多。你妈天天帮我看留言，比我还上心。
A: 她不是说您三分钟热度吗？
B: 现在她管这叫"事业"。
A: 哈哈，妈变得真快。
"""),
    ("2025年6月22日 晚上10:00", """
B: 跟你说，直播改时间了。
A: 改到什么时候？
B: 周六晚上好多人要陪孩子，我改到周四晚上七点半了。
A: 看的人多了吗？
B: 多了，上次同时在线最多有四百多人。
A: 不错。有没有人捣乱？
B: 有个人老说我写得像印刷体，你妈直接把他拉黑了。
A: 妈出手了。
B: 还有，市里的老年大学看到我的视频，请我下学期去教书法班。
A: 每周几次？
B: 每周一次，周三下午，一学期十六次课，一次课两百块。
A: 您的腰受得了吗？
B: 站着写两个小时没问题，我又不是七老八十。
"""),
    ("2025年8月10日 晚上9:20", """
A: 爸，听说您要办展了？
B: 不算展，是社区文化站给我一面墙，挂二十幅字，九月底开始挂一个月。
A: 那也是展。准备写什么？
B: 想写二十四节气，一个节气一幅，墙不够大，就挑二十个。
A: 写得完吗？
B: 已经写了十一幅了。写坏的纸都堆在阳台上。
A: 还得装裱吧？
B: 装裱店老板说一幅八十，二十幅一千六。他说粉丝价打八折。
A: 那就一千二百八。我来出。
B: 不用你出，我带货那点钱够了。
A: 您还有带货收入？
B: 那家笔店后来又找我，正式合作，一个月给我五百。
A: 爸，您比我搞副业挣得还多。
"""),
    ("2025年10月5日 晚上8:40", """
A: 展我看了，国庆那天人好多。
B: 文化站说是今年人最多的一次。有个小孩在"霜降"那幅前面站了半天。
A: 我看到了，他还拿手指头比划。
B: 他妈妈后来加了我微信，想让孩子跟我学。
A: 您收吗？
B: 老年大学的班不收小孩，我说周日上午在家教他，免费。
A: 免费？妈同意吗？
B: 你妈说收一百一次，不然人家不当回事。我们各退一步，收五十。
A: 哈哈，这个折中好。粉丝到多少了？
B: 两万三。不过最近涨得慢了。
A: 正常，要不要换点内容？
B: 我在想拍一些讲汉字来历的，不光写，还讲故事。
A: 这个好，家长肯定喜欢。
"""),
    ("2025年12月14日 晚上9:10", """
B: 老年大学下学期的课定了，改成每周两次了。
A: 两次？哪两天？
B: 周三下午不变，又加了周五上午一个提高班。
A: 您忙得过来吗？直播还做吗？
B: 直播改成两周一次了，还是周四晚上。
A: 讲汉字的视频拍了吗？
B: 拍了五条，第一条讲"家"字，播放量最高，八万多。
A: 为什么先讲"家"？
B: 宝盖头下面一头猪，大家都好奇为什么家里有猪。
A: 我也好奇。妈的膝盖怎么样了？
B: 理疗做完了，好多了，现在每天跟我下楼散步半小时。
A: 那就好。春节回来我给您做个新的片头。
B: 片头你妈已经定了，要加一句"老周写字，写给孩子们"。
"""),
], """
1 | D2:4 D3:1 D4:10 D7:10 | 老周的粉丝数是怎么涨起来的？ | 二月中三百二十一个，三月底过五千，
  五月一万一千多，十月两万三
1 | D3:11 D4:2 D6:12 | 老周和那家毛笔店是怎么合作起来的？ | 店家先送湖笔，他试了觉得好用才在视频里提
  （没收钱），后来正式合作，每月给他五百
1 | D4:6 D5:3 D8:5 | 老周现在什么时候直播？ | 两周一次，周四晚上七点半（起初定在每周六晚上八点）
1 | D5:11 D8:3 | 下学期老周在老年大学每周上几次课？ | 两次：周三下午，加上周五上午的提高班
1 | D2:12 D3:7 D8:11 | 周宇妈妈的膝盖是怎么回事，现在怎么样？ | 半月板轻微磨损，不用手术做理疗；
  理疗做完好多了，每天散步半小时
1 | D7:4 D7:6 D7:8 | 跟老周学字的小孩是怎么来的，一次收多少钱？ | 孩子在展上看字，他妈妈加了老周微信
  ；
  周日上午在家教，一次五十
2 | D2:2 | 写"春风得意"的那条视频是哪天发的？ | 2025年2月15日
2 | D4:8 | 老周第一次直播是哪天？ | 2025年5月17日（周六）
2 | D6:2 | 文化站那面墙上的字什么时候开始挂？ | 2025年9月底，挂一个月
2 | D3:3 D3:5 | 火起来的那条写福字的视频大概是什么时候发的？ | 2025年春节前（一月下旬）
2 | D2:12 D3:7 | 周宇妈妈去拍片子和粉丝过五千，哪个在先？ | 拍片子在先（二月下旬），
  粉丝过五千是三月底
2 | D1:12 D4:10 | 老周开始发视频以后，大约多久粉丝过了一万？ | 大约四个月（一月中到五月中）
3 | D2:6 D2:8 | 老周能接受别人指出他的错吗？ | 能。网友说"永"字笔画不对，他查了字帖就改了
3 | D1:10 D4:12 | 周宇的妈妈对老周拍视频的看法变了吗？ | 变了：起初说他三分钟热度，
  后来天天帮他看留言，管这叫"事业"
3 | D3:13 D4:2 | 如果商家出钱请老周推荐一款他觉得不好的墨汁，他会答应吗？ | 多半不会；
  他说笔不好就不提，试过好用才推荐
3 | D7:12 D8:7 D8:9 | 给老周出个新视频的主意，他会喜欢什么样的？ | 讲汉字来历、讲故事的，
  面向孩子和家长
4 | D1:8 | 老周的账号叫什么？ | 老周写字
4 | D1:4 | 老周退休前做什么工作？ | 教了三十多年语文
4 | D1:10 | 老周去年买了什么乐器，后来闲置了？ | 二胡
4 | D2:11 | 补光灯花了多少钱？ | 一百三十九
4 | D3:3 | 火起来的那条视频播放量是多少？ | 十二万
4 | D5:7 | 老周的老伴把谁拉黑了？ | 一个老说他写得像印刷体的人
4 | D5:11 | 老年大学一次课给多少钱？ | 两百块
4 | D6:4 | 文化站那面墙上写的是什么内容？ | 二十四节气，挑二十个
4 | D6:8 D6:9 | 二十幅字装裱打完折是多少钱？ | 一千二百八
4 | D8:13 | 新片头里要加哪句话？ | "老周写字，写给孩子们"
5 | D1:2 | 老刘教太极的账号叫什么？ |
5 | D3:11 | 送湖笔的那家店叫什么名字？ |
5 | D7:4 | 跟老周学写字的小孩几岁？ |
5 | D8:12 | 周宇做片头花了多少钱？ |
""")

_ZH_11 = _conversation("zh-11", "孙磊", "何婷", [
    ("2025年3月9日 晚上9:00", """
A: 婷婷，房子交钥匙了，想请你帮我看看装修。
B: 恭喜！多大？
A: 套内八十九平，三室一厅，十七楼。
B: 预算多少？
A: 硬装加软装，我和小敏商量的是二十五万。
B: 二十五万在成都够了，别买太贵的电器就行。
A: 小敏想要开放式厨房，我怕油烟大。
B: 你们做饭多吗？
A: 我妈每周来三天，她炒菜特别猛，辣椒一下锅整栋楼都能闻到。
B: 那就别开放，做个玻璃推拉门，看着通透，油烟又关得住。
A: 这个主意好。你什么时候有空来量房？
B: 这周六上午吧，十点。
A: 好，我在小区门口等你。
"""),
    ("2025年3月30日 晚上8:30", """
B: 平面图你们看了吗？
A: 看了，小敏很喜欢，就是主卧的衣柜她想做到顶。
B: 可以，做到顶多花两千左右。
A: 另外，第三个房间我们想做书房，但以后可能改成儿童房。
B: 那就别做固定书柜，买活动家具，以后好改。
A: 施工队找好了，是我同事推荐的，姓刘，报价十三万八。
B: 包不包主材？
A: 不包，只包人工和辅料。
B: 那主材你们得自己跑，瓷砖、地板、卫浴都要挑。
A: 这周末就去建材市场看瓷砖。
B: 客厅别用亮面砖，反光，还显脏。
A: 记住了，要哑光的。开工日期定在四月七号。
"""),
    ("2025年4月27日 晚上9:45", """
A: 婷婷，出了个问题。
B: 怎么了？
A: 拆墙的时候发现卫生间那面墙不能拆，物业说是承重墙。
B: 图纸上不是写的非承重吗？
A: 开发商的图纸画错了，物业拿出来的结构图上是承重的。
B: 那卫生间就扩不了了，干湿分离得改方案。
A: 你有什么办法？
B: 做个一字形淋浴房，洗手台移到外面走廊。
A: 行，就这么办。还有，瓷砖订了，客厅是八百乘八百的哑光灰。
B: 多少钱一片？
A: 六十八一片。卫生间选了小敏喜欢的绿色小方砖。
B: 绿色好看，就是贴起来费工，让刘师傅多算一天。
A: 他已经说了要加八百。
"""),
    ("2025年6月8日 晚上10:10", """
B: 进度怎么样？
A: 水电做完了，泥工也做完了，现在是木工。
B: 比计划慢还是快？
A: 慢了十来天。五月连着下雨，瓷砖到货也晚了。
B: 原来说的七月底完工，现在呢？
A: 刘师傅说要到八月中旬。
B: 预算还够吗？
A: 超了一点。主材比想的贵，现在算下来大概要二十七万。
B: 超两万还好。软装那块可以先省，慢慢添。
A: 小敏说沙发一定要买好的，其他都可以省。
B: 她看中哪款了？
A: 一款意大利的皮沙发，一万九。
B: 那别的地方就得省了。
"""),
    ("2025年7月20日 晚上9:00", """
A: 沙发的事定了，没买那款意大利的。
B: 最后买的什么？
A: 国产的布艺沙发，八千六，燕麦色。小敏在店里坐了一下午才定的。
B: 布艺的好，好打理，冬天还不冰。
A: 另外，我妈说阳台要留出来给她种菜。
B: 朝向怎么样？
A: 朝南，阳光很好。她要种辣椒和小葱。
B: 那洗衣机别放阳台了。
A: 卫生间也放不下，我打算放厨房边上的小过道。
B: 也行，做个柜子包起来。
A: 还有空调，我们想装中央空调，要四万多。
B: 八十九平装中央空调不划算，三台挂机加一台柜机，一万五够了。
A: 我回去再跟小敏商量。
"""),
    ("2025年8月24日 晚上8:20", """
B: 完工了吗？
A: 上周三验收的，正好二十号。
B: 验收有问题吗？
A: 主卧有一块地板翘起来了，他们换了。还有厨房水龙头漏水，也修好了。
B: 空调最后怎么装的？
A: 听你的，装了挂机和柜机，一共一万六千二。
B: 甲醛测了吗？
A: 还没，准备下周找第三方来测。
B: 测了再住，别着急。最好通风三个月。
A: 小敏想国庆就搬，她说新房子住着开心。
B: 国庆太早了。最少等测完，数值合格再说。
A: 我也这么想。我妈的菜已经种上了，辣椒都发芽了。
B: 你妈比你们先住进去了。
"""),
    ("2025年9月21日 晚上9:30", """
A: 甲醛结果出来了，主卧零点零九，超标一点。
B: 标准是零点零八，超得不多，但主卧要睡人，还是等等。
A: 其他房间都合格，书房零点零五。
B: 主卧柜子做到顶，板材多，甲醛就高一点。
A: 那搬家推迟吧，我们商量好了，十一月再搬。
B: 这样对。多开窗，买两台净化器。
A: 已经买了，一台两千三。
B: 国庆有什么安排？
A: 带小敏回她老家宜宾，顺便看看她外婆。
B: 外婆身体还好吗？
A: 九十二了，还能自己做饭。
B: 了不起。
A: 小敏说她的长寿秘诀是每天一碗燃面。
"""),
    ("2025年11月23日 晚上8:00", """
A: 婷婷，我们昨天搬进去了！
B: 恭喜恭喜！甲醛复测了吗？
A: 测了，主卧零点零六，合格了。
B: 那就放心住。暖房什么时候？
A: 下个月六号，周六中午，在家里吃火锅。你一定要来。
B: 一定到。需要我带什么？
A: 带个胃就行。我妈说要亲自炒底料。
B: 那楼上楼下又要闻辣椒味了。
A: 哈哈。对了，书房我们决定先不改儿童房了，小敏打算在家办公。
B: 那书桌要买好一点的，椅子更重要。
A: 椅子买了，一千八的人体工学椅。
B: 最后总共花了多少？
A: 算下来二十八万三，比原来多了三万三。
B: 超得不算离谱，住得舒服最重要。
"""),
], """
1 | D1:5 D4:8 D8:13 | 装修预算前后是怎么变的？ | 原定二十五万，六月估计二十七万，
  最后花了二十八万三
1 | D4:12 D5:3 | 沙发最后买的什么，比原来看中的那款便宜多少？ | 八千六的燕麦色国产布艺沙发，
  比一万九的意大利皮沙发便宜一万零四百
1 | D5:11 D5:12 D6:6 | 空调最后怎么装的，为什么没装中央空调？ | 挂机加柜机，一万六千二；
  何婷说八十九平装四万多的中央空调不划算
1 | D2:2 D7:1 D7:4 | 主卧甲醛为什么超标？ | 衣柜做到顶，板材多；第一次测是零点零九
1 | D7:1 D8:3 | 主卧甲醛两次测的结果分别是多少？ | 第一次零点零九，超标；复测零点零六，合格
1 | D2:4 D2:5 D8:9 | 第三个房间现在做什么用？ | 书房，小敏在家办公；
  因为以后可能改儿童房，没做固定书柜
2 | D2:12 | 装修什么时候开工？ | 2025年4月7日
2 | D6:2 | 装修哪天验收完工？ | 2025年8月20日（周三）
2 | D8:1 | 孙磊他们哪天搬进新房？ | 2025年11月22日
2 | D8:5 | 暖房聚会是哪天？ | 2025年12月6日，周六中午
2 | D1:12 | 何婷去量房是哪天？ | 2025年3月15日（周六）上午十点
2 | D2:12 D6:2 | 装修从开工到完工用了多长时间？ | 四个半月左右（4月7日到8月20日）
3 | D1:9 D8:7 | 孙磊的妈妈会喜欢清淡的菜吗？ | 多半不会；她炒菜下辣椒很猛，还要亲自炒火锅底料
3 | D4:10 D5:3 | 买家具时小敏最舍得花钱的是什么？ | 沙发；她说沙发一定要买好的，在店里坐了一下午才定
3 | D6:9 D6:11 D7:2 | 何婷对新房什么时候入住是什么态度？ | 很谨慎：坚持甲醛测完合格再住，
  建议通风三个月
3 | D5:5 D5:7 | 想送孙磊妈妈一份合心意的礼物，送什么好？ | 种菜用的东西，比如辣椒、小葱的种子或花盆
4 | D1:3 | 新房有多大？ | 套内八十九平，三室一厅，在十七楼
4 | D2:6 | 施工队报价多少？ | 十三万八，只包人工和辅料
4 | D3:3 D3:5 | 卫生间那面墙为什么不能拆？ | 是承重墙，开发商的图纸画错了
4 | D3:8 | 卫生间最后改成了什么方案？ | 一字形淋浴房，洗手台移到外面走廊
4 | D3:9 D3:11 | 客厅铺的是什么瓷砖？ | 八百乘八百的哑光灰砖，六十八一片
4 | D4:4 | 装修为什么比计划慢？ | 五月连着下雨，瓷砖到货也晚了
4 | D5:9 | 洗衣机放在哪里？ | 厨房边上的小过道，做柜子包起来
4 | D6:4 | 验收时发现了什么问题？ | 主卧一块地板翘起来，厨房水龙头漏水，都修好了
4 | D7:7 | 空气净化器多少钱一台？ | 两千三
4 | D7:9 | 国庆孙磊去了哪里？ | 小敏老家宜宾，看她外婆
5 | D2:6 | 刘师傅的全名是什么？ |
5 | D8:11 | 人体工学椅是什么牌子的？ |
5 | D7:11 | 小敏的外婆叫什么名字？ |
5 | D6:4 | 主卧的地板是什么牌子的？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_10 = _conversation("ja-10", "健太", "彩", [
    ("2025年1月19日 21:00", """
A: 姉ちゃん、決めた。休学してワーホリ行く。
B: え、本気？どこに？
A: オーストラリア。ビザはもう申請した。
B: お母さんには言ったの？
A: まだ。今週末に帰るから、そのとき言う。
B: 反対されると思うよ。就活どうするのって。
A: 一年だけだし、英語ができるようになって帰ってくる。
B: 出発はいつ？
A: 四月の頭。最初はシドニーで語学学校に一か月通う。
B: お金は？
A: バイトで貯めた八十万。足りない分は向こうで働く。
B: 八十万か…シドニーは家賃が高いって聞くよ。
A: シェアハウスなら週二百ドルくらいだって。
"""),
    ("2025年2月23日 20:30", """
B: お母さん、結局なんて？
A: 最初は泣かれたけど、お父さんが「行ってこい」って言ってくれた。
B: お父さんがそう言うとは意外。
A: 自分も若い頃アメリカに行きたかったんだって。初めて聞いた。
B: へえ。ビザは下りた？
A: 下りた。二月十日に通知が来た。
B: 飛行機は？
A: 四月三日の夜の便。成田からシドニーに直行。
B: 見送りに行こうか？
A: 平日だし大丈夫。空港までは友達の拓海が車で送ってくれる。
B: 語学学校は決まった？
A: うん、セントラル駅の近くの学校。四週間で千六百ドル。
B: ちゃんと勉強しなよ。
"""),
    ("2025年4月27日 22:00", """
A: 姉ちゃん、シドニーから。元気にやってる。
B: 連絡遅い！お母さん心配してたよ。
A: ごめん。シェアハウスのWi-Fiが最初つながらなくて。
B: 同居人はどんな人？
A: ブラジル人二人と韓国人一人とドイツ人。キッチンでいつも誰か料理してる。
B: 楽しそう。英語は？
A: クラスは真ん中のレベル。先生がアイルランド人で、最初は全然聞き取れなかった。
B: 仕事は探してる？
A: 来週から日本食レストランでキッチンハンドやる。時給二十八ドル。
B: 日本食屋さんか。英語使わないんじゃない？
A: それが、オーナーがベトナム人で、スタッフもみんな英語。
B: ならいいか。家賃は？
A: 週二百三十ドル。思ったより高かった。
"""),
    ("2025年6月15日 21:30", """
B: 最近どう？オペラハウスの写真見たよ。
A: 実はシドニーを離れることにした。
B: えっ、どこ行くの？
A: メルボルン。ドイツ人のルームメイトのルーカスが、向こうのカフェの仕事を紹介してくれるって。
B: レストランは辞めるの？
A: 今月末で辞める。オーナーにももう言った。
B: メルボルンは寒いんじゃない？今は冬でしょ。
A: 最低気温五度とか。ダウンを持ってきてよかった。
B: 引っ越しはいつ？
A: 七月一日。夜行バスで十二時間。
B: 飛行機のほうが楽じゃない？
A: バスなら九十ドル。飛行機は安くても百四十ドル。節約。
B: 健太らしい。
"""),
    ("2025年8月3日 22:15", """
A: メルボルンに来て一か月経った。カフェでバリスタやってる。
B: バリスタ？コーヒー淹れられるの？
A: 最初の二週間はずっと洗い物。先週からやっとラテアートやらせてもらえた。
B: すごいじゃん。
A: まだハートしか描けないけど。店長のサラが厳しくて、毎朝テストされる。
B: 英語は上達した？
A: 注文を聞くのは大丈夫になった。雑談はまだ難しい。
B: そういえば、お父さんが手術したの聞いた？
A: え、聞いてない。何の？
B: 胆石。先週の水曜日。もう退院して元気だよ。
A: なんで教えてくれなかったの…
B: お父さんが、心配かけるなって。
A: 今から電話してみる。
"""),
    ("2025年9月28日 21:00", """
B: お父さんと話せた？
A: 話した。元気そうだった。揚げ物を止められて不満そうだったけど。
B: お母さんが厳しいからね。
A: あと、セカンドビザのことなんだけど。
B: 二年目も行くつもり？
A: まだ迷ってる。取るには農場で八十八日働かないといけない。
B: 大学は？休学は一年でしょ。
A: 一年延長もできるって学生課で聞いた。
B: 就活が遅れるよ。
A: 分かってる。だから十月から試しにファームで働いてみて、それで決めようと思う。
B: どこのファーム？
A: クイーンズランドのバンダバーグ。トマトの収穫。
B: 体には気をつけてね。日焼けも。
"""),
    ("2025年11月16日 21:45", """
A: ファーム、想像の百倍きつい。
B: やっぱり。
A: 朝五時からトマト摘んで、昼には三十五度。
B: 大丈夫なの？
A: 慣れてきた。ただ、給料が出来高制で、最初の週は三百ドルしかなかった。
B: それで生活できるの？
A: 今は週七百くらい。寮が週百五十だから何とか。
B: で、二年目は？
A: 決めた。二年目はやめる。三月で帰国する。
B: え、どうして？
A: ここで働いてて、やっぱり大学で農業経済を勉強したいと思った。
B: 健太が勉強したいって言うの、初めて聞いた。
A: 自分でもびっくりしてる。
"""),
    ("2026年1月11日 20:30", """
B: 帰国の日は決まった？
A: 決まった。三月八日にブリスベンから羽田。
B: 三月か。最初の予定より少し早いね。
A: 四月から復学したいから。ゼミの申し込みが三月中なんだ。
B: ゼミはどこ？
A: 農業経済の田村先生のゼミ。メールしたら、一度話しましょうって。
B: よかったね。ファームはまだ続けてるの？
A: 十二月でやめた。今はブリスベンの日本人向けの旅行会社でバイトしてる。
B: 最後にどこか旅行する？
A: 二月にタスマニアに一週間行く。ルーカスと一緒に。
B: メルボルンのルームメイトの？
A: そう。あいつがドイツに帰る前の、最後の旅行。
B: お土産はマヌカハニーでいいよ。
A: お母さんにも同じこと言われた。
"""),
], """
1 | D1:9 D4:4 D6:12 D8:2 | 健太はオーストラリアでどの街を移り住みましたか？ | シドニー、メルボルン、
  クイーンズランドのバンダバーグ（ファーム）、最後はブリスベン
1 | D3:9 D5:1 D6:12 D8:8 | 健太の向こうでの仕事はどう変わりましたか？ | 日本食レストランのキッチンハ
  ンド、
  メルボルンのカフェのバリスタ、トマト農場、今はブリスベンの旅行会社のバイト
1 | D1:13 D3:13 D7:7 | 健太の住まいの費用はどう変わりましたか？ | シェアハウスは週二百ドルの見込みが
  実際は週二百三十ドル、ファームの寮は週百五十ドル
1 | D4:4 D8:10 D8:12 | ルーカスとはどんな人で、健太とどう関わっていますか？ | シドニーのシェアハウス
  の
  ドイツ人ルームメイト。メルボルンのカフェの仕事を紹介し、帰国前に一緒にタスマニアへ行く
1 | D6:6 D7:9 D7:11 | 健太はセカンドビザを取りますか？ | 取らない。農場で八十八日働く必要があり
  迷ったが、大学で農業経済を学びたくなり、二年目はやめた
1 | D5:10 D6:2 | 父親の手術とその後の様子は？ | 胆石の手術をしてすぐ退院し元気だが、
  揚げ物を止められて不満そう
2 | D2:8 | 健太はいつ日本を出発しましたか？ | 2025年4月3日（木）の夜
2 | D2:6 | ビザの通知はいつ来ましたか？ | 2025年2月10日
2 | D4:10 | メルボルンに移ったのはいつですか？ | 2025年7月1日
2 | D5:10 | 父親が胆石の手術をしたのはいつですか？ | 2025年7月30日（水）
2 | D8:2 | 健太はいつ帰国しますか？ | 2026年3月8日
2 | D6:10 D8:8 | 健太がファームで働いたのはどのくらいの期間ですか？ | 十月から十二月までの約三か月
3 | D4:11 D4:12 | 健太は移動手段を選ぶとき何を重視しますか？ | 安さ。飛行機より安い夜行バスを選んだ
3 | D8:13 D8:14 | 健太が家族へのお土産を選ぶなら何がいいですか？ | マヌカハニー（姉も母も希望）
3 | D1:6 D2:2 | 母親は最初からワーホリに賛成でしたか？ | いいえ、最初は泣いた
3 | D7:11 D7:12 | 健太は以前から勉強熱心でしたか？ | いいえ。勉強したいと言うのを姉は初めて聞き、
  本人も驚いている
4 | D1:11 | 健太は出発前にいくら貯めていましたか？ | バイトで貯めた八十万
4 | D2:10 | 空港まで誰が送ってくれましたか？ | 友達の拓海が車で
4 | D2:12 | 語学学校の費用はいくらでしたか？ | 四週間で千六百ドル
4 | D3:5 | シドニーのシェアハウスにはどんな人が住んでいましたか？ | ブラジル人二人、韓国人一人、
  ドイツ人
4 | D3:9 | 日本食レストランの時給はいくらでしたか？ | 二十八ドル
4 | D4:12 | メルボルンまでのバス代はいくらでしたか？ | 九十ドル
4 | D5:5 | カフェの店長の名前は？ | サラ
4 | D7:5 D7:7 | ファームでの稼ぎは今どのくらいですか？ | 週七百ドルくらい（最初の週は三百ドル）
4 | D8:6 | 健太が入りたいゼミはどこですか？ | 農業経済の田村先生のゼミ
4 | D8:8 | 健太は今どんなバイトをしていますか？ | ブリスベンの日本人向け旅行会社
5 | D3:7 | 語学学校の先生の名前は何ですか？ |
5 | D2:4 | 父親は若い頃アメリカのどこに住んでいましたか？ |
5 | D6:12 | 健太はファームで一日に何キロのトマトを摘みましたか？ |
5 | D8:10 | タスマニアではどこに泊まりますか？ |
""")

_JA_11 = _conversation("ja-11", "真理子", "千晶", [
    ("2025年4月13日 21:00", """
A: 千晶、今年の発表会の会場、やっと押さえた。
B: おめでとう！どこにしたの？
A: 市民会館の小ホール。十月十九日の日曜日。
B: 去年の公民館よりずっといいね。ピアノは？
A: スタインウェイのフルコン。生徒たちが弾くと思うと私が緊張する。
B: 生徒は何人出るの？
A: 今のところ二十二人。幼稚園の子から高校生まで。
B: 多いね。
A: それと、私もアマチュアのコンクールに出ようかと思ってて。
B: 真理子が？どれ？
A: 大人のためのピアノコンクール。一次予選が七月。
B: 曲は決めた？
A: ショパンのバラード一番にしようかと。
B: 攻めるね。
"""),
    ("2025年5月18日 20:00", """
B: 練習、進んでる？
A: 全然。レッスンが終わってから夜十時以降しか弾けないし、近所に気を遣ってサイレントで。
B: サイレントだとタッチが分からないよね。
A: そうなの。だから週末だけ教会のピアノを借りてる。土曜の朝、二時間で千円。
B: 安い。発表会の準備は？
A: 生徒の曲を決めてるところ。高三の美咲ちゃんは受験前最後の発表会だから、ラフマニノフを
  弾きたいって。
B: どの曲？
A: 前奏曲の「鐘」。
B: 高校生で「鐘」はかっこいい。
A: 連弾も入れたいんだけど、組み合わせが難しくて。
B: 兄弟で組ませたら？
A: それいいね。田中さんのところの兄妹に頼んでみる。
"""),
    ("2025年7月6日 21:30", """
A: 一次予選、通った！
B: おめでとう！いつだった？
A: 昨日。規定で七分以内だったから、バラードは途中まで。
B: 手応えは？
A: コーダの手前で一瞬記憶が飛んだ。でも止まらなかった。
B: それで通ったならすごい。本選は？
A: 九月二十一日。場所は横浜。
B: 曲は同じ？
A: 本選は十二分まで弾けるから、バラードを最後まで。
B: 発表会とかぶらない？
A: 発表会は十月だから大丈夫。一か月空く。
B: 体調管理してね。去年みたいに腱鞘炎にならないように。
A: 湿布はいつもカバンに入ってる。
"""),
    ("2025年8月17日 20:45", """
A: 発表会の会場、変更になった。
B: え？市民会館は？
A: 空調の工事が延びて、十月は使えないって連絡が来た。
B: ひどい。どこに移るの？
A: 駅前の音楽ホール。日にちは同じ十月十九日。ピアノはヤマハのCFX。
B: CFXもいいピアノだよ。キャパは？
A: 三百席。市民会館の小ホールより少し大きい。
B: 出る生徒は増えた？
A: 二十四人になった。新しく入った小学生が二人。
B: 連弾は？
A: 田中さんの兄妹がOKしてくれた。「トルコ行進曲」の連弾版。
B: かわいい。
A: 美咲ちゃんは「鐘」を練習中。最後の和音の迫力がすごいの。
"""),
    ("2025年9月23日 22:00", """
B: 本選どうだった？
A: 奨励賞。入賞はしなかったけど、審査員の先生からコメントをもらえた。
B: 何て？
A: 「歌い方はとても美しい。左手の低音をもっと信じて」って。
B: いい言葉だね。
A: 録音を聴いたら、本当に左手が遠慮してた。
B: 次も出る？
A: 来年また出たい。今度はシューマンにしようかな。
B: 発表会まであと一か月だね。
A: プログラムを作ってる。美咲ちゃんをトリにするつもり。
B: 最後に「鐘」はぴったり。
A: ただ、美咲ちゃんの推薦入試の面接が十月二十日で、前日の本番が心配で。
B: 本人はなんて？
A: 「弾いたほうが落ち着く」って。頼もしい。
"""),
    ("2025年10月26日 21:00", """
A: 発表会、無事に終わった！
B: お疲れさま！どうだった？
A: 美咲ちゃんの「鐘」で会場がしーんとして、最後は拍手が鳴りやまなかった。
B: 泣いたでしょ。
A: 泣いた。袖で。
B: 連弾は？
A: 妹のほうが途中で靴が脱げて、でも最後まで弾いた。一番受けてた。
B: 面接は大丈夫だったの？
A: 合格の連絡が来たって。音大じゃなくて、教育学部の音楽科。
B: 先生になるんだ。
A: 「真理子先生みたいになりたい」って言われて、また泣いた。
B: 来年の発表会はどうするの？
A: もう仮予約した。同じ音楽ホール。
"""),
    ("2025年12月7日 20:30", """
B: 来年の発表会、日程決まった？
A: 十月十日の土曜日。今年より一週早い。
B: 土曜なんだ。
A: 日曜は埋まってたの。あと、今度から大人の生徒にも出てもらおうと思って。
B: 大人の生徒いるの？
A: 三人。一番上は七十四歳の元校長先生。
B: すごい。何を弾くの？
A: 「エリーゼのために」。奥さんに聴かせたいんだって。
B: 素敵。コンクールは？
A: 来年はシューマンの「アラベスク」で出る。
B: バラードより短いね。
A: 一次は七分以内だから、ちょうどいいの。
B: 左手を信じてね。
"""),
    ("2026年2月15日 21:15", """
A: 千晶、相談。コンクールの曲、やっぱり変える。
B: アラベスクやめるの？
A: 練習してたら物足りなくて。シューマンはシューマンでも「子供の情景」から三曲にする。
B: なんで子供の情景？
A: 元校長先生に「トロイメライ」を弾いてみせたら、奥さんが泣いてくれて。
B: それで決めたんだ。
A: 「トロイメライ」を最後に置く。
B: 一次予選はいつ？
A: 七月五日。去年とほぼ同じ時期。
B: 美咲ちゃんは？
A: 大学に入る前に、私の教室でアシスタントをやってくれることになった。三月から週一回。
B: 師匠と弟子だね。
A: 時給は千二百円。本人は「お金いらない」って言ってたけど、それはだめ。
"""),
], """
1 | D1:3 D4:3 D4:5 | 今年の発表会の会場はどこになり、なぜ変わりましたか？ | 駅前の音楽ホール。
  市民会館の小ホールが空調工事の延長で十月に使えなくなった
1 | D1:7 D4:9 | 発表会に出る生徒の数はどう変わりましたか？ | 二十二人から二十四人に（小学生が二人入
  った）
1 | D1:13 D3:9 D5:2 | 真理子は去年のコンクールで何を弾き、結果はどうでしたか？ |
  ショパンのバラード一番。一次予選を通過し、本選で奨励賞
1 | D7:10 D8:3 D8:7 | 真理子が次のコンクールで弾く曲は何ですか？ | シューマン「子供の情景」から三
  曲、
  最後にトロイメライ（アラベスクから変更）
1 | D2:6 D2:8 D6:3 D6:9 | 美咲ちゃんは発表会で何を弾き、受験はどうなりましたか？ |
  ラフマニノフの前奏曲「鐘」で拍手が鳴りやまず、教育学部の音楽科に合格した
1 | D7:6 D7:8 D8:5 | 元校長先生は真理子の曲選びにどう関わりましたか？ | 七十四歳の大人の生徒。
  彼と奥さんにトロイメライを弾いたら奥さんが泣き、子供の情景に決めた
2 | D3:3 | 一次予選はいつでしたか？ | 2025年7月5日（土）
2 | D3:7 D5:1 | 本選はいつ、どこでありましたか？ | 2025年9月21日、横浜
2 | D1:3 D4:5 | 今年の発表会はいつでしたか？ | 2025年10月19日（日）
2 | D7:2 | 来年の発表会はいつですか？ | 2026年10月10日（土）
2 | D5:12 | 美咲ちゃんの推薦入試の面接はいつでしたか？ | 2025年10月20日、発表会の翌日
2 | D3:7 D4:5 | 本選と発表会はどちらが先で、どれだけ空きましたか？ | 本選が先（9月21日）、
  発表会はその四週間後の10月19日
3 | D2:2 D2:3 D2:4 | 真理子はサイレントピアノでの練習に満足していますか？ | いいえ。
  タッチが分からず、
  週末は教会のピアノを借りている
3 | D5:4 D5:6 | 真理子の演奏の弱点は何だと考えられますか？ | 左手の低音が遠慮がちなこと
3 | D6:4 D6:5 D6:11 | 真理子は涙もろいですか？ | はい。袖で泣き、美咲ちゃんの言葉でまた泣いた
3 | D8:13 | 美咲ちゃんはアシスタントの仕事にお金を求めていますか？ | いいえ、お金はいらないと言った
4 | D1:5 | 最初に押さえた会場のピアノは何でしたか？ | スタインウェイのフルコン
4 | D4:5 | 発表会で使うピアノは何ですか？ | ヤマハのCFX
4 | D4:7 | 新しい会場は何席ですか？ | 三百席
4 | D2:4 | 教会のピアノはいくらで借りていますか？ | 土曜の朝、二時間で千円
4 | D4:11 | 田中さんの兄妹は何を連弾しましたか？ | トルコ行進曲の連弾版
4 | D6:7 | 連弾の本番で何が起きましたか？ | 妹の靴が脱げたが、最後まで弾いた
4 | D5:4 | 審査員は真理子の演奏に何と言いましたか？ | 歌い方はとても美しい、左手の低音をもっと信じて
4 | D7:8 | 元校長先生は発表会で何を弾きますか？ | エリーゼのために（奥さんに聴かせたい）
4 | D8:11 D8:13 | 美咲ちゃんは三月から何をしますか？ | 真理子の教室のアシスタントを週一回、
  時給千二百円
4 | D3:13 | 真理子がいつもカバンに入れているものは？ | 湿布
5 | D6:9 | 美咲ちゃんが合格した大学の名前は何ですか？ |
5 | D4:5 | 駅前の音楽ホールの名前は何ですか？ |
5 | D7:6 | 元校長先生の名前は何ですか？ |
5 | D5:2 | 真理子は本選で何番目に弾きましたか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_10, _EN_11, _ZH_10, _ZH_11, _JA_10, _JA_11]
