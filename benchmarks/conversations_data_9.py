"""A ninth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_8` (and the parsing
helpers of `benchmarks.conversations_data`), over new people and new lives: two English
conversations (en-18, en-19), two in Simplified Chinese (zh-18, zh-19) and two in Japanese
(ja-18, ja-19), each written on its own rather than translated. en-18 is a bus mechanic who buys
a narrowboat and goes to live on it, told to his sister, a pharmacist starting a part-time PhD,
from the survey and a dry dock that overruns to a trip to Bath, a rise in the mooring fee and a
new job at his depot; en-19 a software tester who joins a community choir, sings at a festival
in Cork and stands in as its conductor until Christmas, told to a friend who becomes a retained
firefighter and buys a motorbike; zh-18 an English teacher who spends a school year teaching in a
county near Kashgar, told to a friend who opens a flower shop in Hangzhou and then moves it;
zh-19 a cook who enters a television cooking contest and opens a noodle shop in Xi'an, told to
his brother, a lorry driver who buys his own lorry and then a second; ja-18 an insurance salesman
who takes over his late uncle's public bath in Tokyo and rebuilds its boiler, told to a friend
studying the history of public baths in Osaka; ja-19 a woman of sixty-six who learns English to
visit her first grandson in Vancouver, told to a friend who takes in rescued cats.

Every conversation is two people talking over eight dated sessions spread across months,
thirteen to sixteen turns a session. Facts are said indirectly or through a pronoun, and several
change later (a boat's price, a dry dock's end, a mooring and its fee, a working week, a
concert's date and hall, a conductor, a choir's size, a shop's street and rent, a year's stay, a
final's month, an opening date, a lorry count, a building works' dates twice, a day's bathers, a
flight's date, a cat count, a volunteer's role); numbers and dates are often spelled in words or
given relative to the session ("on Friday", "last night", 昨天, 前天, 金曜日, 昨日), some replies
carry their subject only through the turn they answer, and the Chinese and Japanese turns mix in
English words or loanwords (Edelweiss, You are my sunshine, SNS, Excellent, My grandson, CA).
Facts are also said by the listener about her or his own life (a PhD and its ethics form, fire
calls and a motorbike test, a flower shop and a wedding order, a lorry and a loan, a field trip
to twenty baths, a rescued cat and a second one), and by the speaker while telling what someone
else said (a supervisor, a departing conductor's card, a judge's remark, a head teacher, a
manager's joke, a teacher's praise). Look-alike turns (another lock, another fire, another
contest, another wedding, another bath, another trip) sit beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6
multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial
(5, answered "Not mentioned in the conversation." with the evidence naming the turn the question
leans on). Multi-hop questions join turns of different sessions, and some count across them (how
many call-outs, cats, lorries, how many books); temporal ones ask when, how long ago, how long
between, and in what order, from the sessions' dates; a question on a fact that changed asks for
its current state or how it changed (every turn); inference questions include preferences; the
adversarial ones ask for something never said, in words that were. Questions paraphrase the
turns rather than copying their words ("the purchase went through" for completed, "judge" for
adjudicator, 漏说 for 忘了, 客室乗務員 for CA), and a few name a thing in another script or
language (雪绒花 for Edelweiss, Eiken for 英検).

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_18 = _conversation("en-18", "Gareth", "Nell", [
    ("7:30 pm on 9 February, 2025", """
A: Nell, I've done something daft. I've put a deposit on a narrowboat.
B: A boat? You get seasick in the bath.
A: It doesn't move enough to be sick on. Fifty-seven feet, built in 1989, called Kingfisher.
B: How much?
A: Thirty-eight thousand. I put three thousand down on Friday, and the rest is due when the
  survey comes back.
B: And where does a boat like that live?
A: On the Kennet and Avon, at a marina outside Bradford-on-Avon. The mooring there is two hundred
  and ten a month.
B: Are you selling the flat?
A: Renting it out. The letting agent reckons nine hundred a month.
B: What does your boss make of it?
A: Steve at the depot thinks I'm having a midlife crisis. I told him forty-four is early for one.
B: My news is duller. The university's taken me for the part-time PhD. Antibiotic resistance in
  care homes.
A: Dr Nell! How long does it take?
B: Six years part-time, alongside the pharmacy. I start in April.
"""),
    ("8:15 pm on 16 March, 2025", """
B: Did the survey come back?
A: On Tuesday. The hull's thinner at the stern than the seller said, so it needs overplating.
B: Is that expensive?
A: Four thousand two hundred. He knocked two and a half thousand off the price, so it's thirty-five
  and a half now.
B: So you went ahead.
A: Completed on Friday. She's mine. Well, mine and the bank's.
B: Have you slept on her yet?
A: Not yet. She goes into dry dock at Devizes on the twenty-fourth for the plating, three weeks.
B: And the flat?
A: Two nurses from the hospital move in on the first of May.
B: Meanwhile I've been given a supervisor. Professor Adeyemi. She answers emails at two in the
  morning.
A: Is that good or bad?
B: Both. She's already sent me a reading list of forty papers.
A: I read a manual on composting toilets last night, so we're both studying.
"""),
    ("9:00 pm on 27 April, 2025", """
A: Bad news from Devizes. When they cut the stern open they found a second soft patch by the
  engine, so she's still out of the water.
B: For how long now?
A: Another fortnight at least. They say she'll go back in on the ninth of May.
B: But the nurses move into your flat on the first.
A: I know. I'm sleeping on Dave's sofa for a week. Dave from the depot, the one with three
  Alsatians.
B: Lovely.
A: Have you started the PhD?
B: On the seventh. I spent the first week getting a library card and a password that works.
A: Sounds like the depot.
B: And there's an ethics form. Fifty-one pages before I'm allowed to talk to a single care home.
A: The yard says the engine's the best thing on the boat. A Beta 43.
B: That sounds like a compliment.
A: It means everything else is worse. The stove's cracked and the batteries are finished.
B: You'll need a bigger sofa than Dave's.
"""),
    ("7:00 pm on 8 June, 2025", """
A: I'm aboard! I moved on the eleventh of May and I haven't slept on dry land since.
B: How's the first month been?
A: I've run out of water twice and the toilet's filled up once. I won't describe the toilet.
B: Please don't.
A: The neighbours on the pontoon are great. There's a retired judge on a widebeam called Sable who
  gave me his old solar panels.
B: For nothing?
A: For a bottle of whisky. Two panels, three hundred watts each, and now the fridge runs all day.
B: Are you still at the depot full time?
A: I asked to go down to four days. Steve said yes from July, with Fridays off.
B: To do what?
A: To cruise. You can't just sit on a mooring, you have to move her. I want to take her to Bath
  and back in August.
B: I've finished the ethics form. Forty-nine pages in the end, and it went to the committee on
  Monday.
A: When do you hear?
B: They meet on the twenty-sixth. If they say yes, I start visiting care homes in September.
"""),
    ("8:45 pm on 20 July, 2025", """
B: The committee said yes! With two changes, both to the consent forms.
A: Brilliant. So September's on.
B: Four care homes in Swindon. I'll be swabbing door handles and reading drug charts.
A: Glamorous.
B: How are the four-day weeks?
A: Best thing I've ever done. Friday to Sunday on the water every week. Last Friday I worked a
  lock on my own for the first time.
B: Alone? Doesn't that take two?
A: It's easier with two. In the end a woman walking her spaniel shut the top gate for me.
B: So not alone.
A: Mostly alone. Bath's booked: I set off on the ninth of August, a week there, and back by the
  seventeenth.
B: Can I come for a day?
A: Come on the Saturday. I'll be in Sydney Gardens by then, unless I've sunk.
B: Don't say that.
A: I've got a new stove too. A Morso Squirrel, four hundred and eighty quid, and the judge fitted
  the flue.
"""),
    ("9:30 pm on 31 August, 2025", """
A: Thanks for coming to Bath. Did you get home all right?
B: The train was fine. I still can't believe you steered up the Widcombe flight with me shouting
  at you.
A: You only shouted at the deep lock.
B: There was a boat coming down behind us! What was the best part of the trip for you?
A: Waking up in Sydney Gardens with a heron standing on the roof.
B: How far was it in the end?
A: Eighteen miles each way and forty-six locks altogether. I came back a day early, on the
  sixteenth, because the weather turned.
B: What's the boat cost you this summer?
A: Diesel was about ninety pounds. The new batteries were six hundred in July, which hurt more.
B: I start in the care homes on the eighth. The first one's Oakfield House.
A: Will they let you in?
B: The manager rang to say the residents are excited, because I'm the first visitor under seventy
  they've had this month.
A: Take biscuits.
B: Two tins. I'm not stupid.
"""),
    ("8:00 pm on 19 October, 2025", """
B: Are you cold yet?
A: The Squirrel keeps it toasty. I burn about a bag of coal a week.
B: Any news from the depot?
A: Steve's retiring at Christmas and they've asked me to go for his job. Workshop manager.
B: Will you?
A: I applied on Wednesday. But if I get it, it's five days again, not four.
B: So no more Fridays on the water.
A: That's the catch. I'd be back to weekends only.
B: I've swabbed three of the four homes. Oakfield was the worst: resistant E. coli on the tea
  trolley.
A: On the tea trolley?
B: Don't tell Mum. She's already asking whether to move Auntie Pat.
A: Did you tell the home?
B: The manager, the same day. They've changed how they clean the trolleys, and Professor Adeyemi
  wants it written up as a short paper.
A: Your first paper!
B: If it gets in. The deadline's the fifteenth of January.
"""),
    ("7:15 pm on 7 December, 2025", """
A: I got it. Workshop manager from the fifth of January.
B: Congratulations! So it's back to five days.
A: No, I bargained. Four long days, Monday to Thursday, ten hours each. Fridays are still mine.
B: Clever. Steve must have hated that.
A: Steve suggested it. He said he'd wasted thirty years of Fridays at that depot.
B: And the boat?
A: I'm moving her for the winter. The marina's put the mooring up to two hundred and sixty a
  month, so she's going to Hilperton for a hundred and ninety.
B: When?
A: The thirteenth. Come and help, it's only two miles and one lock.
B: One lock I can do. I won't shout at it.
A: How's the paper?
B: I sent it in on Friday, six weeks before the deadline. Professor Adeyemi says that's never
  happened to her before.
A: And the fourth care home?
B: Done last week. All four now, a hundred and twenty swabs.
"""),
], """
1 | D1:5 D2:4 | What did Gareth end up paying for the narrowboat, and why was it less than first
  agreed? | 35,500 pounds instead of 38,000: the seller took 2,500 off because the hull was thin at
  the stern and needed overplating
1 | D1:7 D8:7 | How has what Gareth pays to moor the boat changed? | 210 a month at the marina
  outside Bradford-on-Avon, put up to 260, so for the winter he is moving her to Hilperton at 190
1 | D4:8 D4:9 D7:6 D8:3 | How has Gareth's working week changed over the year? | Full time at
  first; four days with Fridays off from July; as workshop manager from January, four ten-hour days
  Monday to Thursday, still with Fridays off
1 | D3:10 D4:12 D5:1 | How did Nell's ethics application go? | The form was fifty-one pages,
  forty-nine when finished; it went to the committee in early June and was approved in July with
  two changes to the consent forms
1 | D5:3 D7:9 D8:14 | How many care homes has Nell sampled so far, and how many swabs has she
  taken? | All four homes in Swindon, a hundred and twenty swabs
1 | D4:5 D4:7 D5:14 | What has the retired neighbour on the widebeam done for Gareth? | Gave him
  two 300-watt solar panels for a bottle of whisky and fitted the flue of his new stove
2 | D1:5 | When did Gareth put the deposit down on the boat? | Friday 7 February 2025
2 | D2:6 | When did the purchase of the boat go through? | Friday 14 March 2025
2 | D2:8 D4:1 | How long after the boat went into dry dock did Gareth move aboard? | About seven
  weeks: from 24 March to 11 May 2025, the three weeks having run long over a second soft patch
2 | D5:10 D6:7 | When did Gareth get back from Bath, and how long had he been away? | 16 August
  2025, a day early; a week, from 9 August
2 | D7:6 | When did Gareth apply for the workshop manager's job? | Wednesday 15 October 2025
2 | D7:15 D8:12 | When did Nell submit her paper, and how long before the deadline? | Friday 5
  December 2025, about six weeks before 15 January 2026
3 | D1:2 | Would Nell have expected her brother to take to life on the water? | No; she said he
  gets seasick in the bath
3 | D8:5 | Does Steve regret the hours he gave the depot? | Yes; he said he had wasted thirty years
  of Fridays there
3 | D2:11 D2:13 | Is Nell's supervisor relaxed about work? | No; she answers emails at two in the
  morning and sent a reading list of forty papers at once
3 | D6:2 D6:3 D8:10 | Was Nell calm working the locks? | No; she shouted at the deep lock on the
  Widcombe flight, and promises not to shout at the one in December
4 | D1:3 | How long is the narrowboat, and what year was she made? | Fifty-seven feet, built in
  1989; she is called Kingfisher
4 | D1:9 | What rent does Gareth expect for his flat? | About nine hundred a month, by the letting
  agent's reckoning
4 | D3:5 | Where did Gareth sleep while the boat was still out of the water? | On the sofa of Dave
  from the depot, who has three Alsatians
4 | D3:11 | What make of engine does the boat have? | A Beta 43
4 | D5:8 | Who helped Gareth with the first lock he worked by himself? | A woman walking her
  spaniel shut the top gate for him
4 | D5:14 | What stove did Gareth buy, and what did it cost? | A Morso Squirrel, for 480 pounds
4 | D6:5 | What did Gareth enjoy most on the Bath trip? | Waking up in Sydney Gardens with a heron
  on the roof
4 | D6:7 | How many locks did the Bath trip take? | Forty-six altogether, eighteen miles each way
4 | D7:9 | What did Nell find at Oakfield House? | Resistant E. coli on the tea trolley
4 | D6:12 | Why were the Oakfield residents looking forward to Nell's visit? | She would be the
  first visitor under seventy they had had that month
5 | D4:5 | What is the retired judge's name? |
5 | D7:11 | Which care home does Auntie Pat live in? |
5 | D8:9 | How many hours will it take to move the boat to Hilperton? |
5 | D1:12 | Which university is Nell doing her PhD at? |
""")

_EN_19 = _conversation("en-19", "Priya", "Sam", [
    ("8:00 pm on 19 January, 2025", """
A: Sam, I went to a choir on Thursday. Me. In a choir.
B: You sing in the shower and the neighbours bang on the wall.
A: That's why I went. It's called Kirkstall Voices, they meet in a church hall on Thursdays, and
  nobody auditions you.
B: How many of them are there?
A: About thirty-five. Mostly retired, and eight men, who all sing tenor whether they can or not.
B: What part are you?
A: Alto, apparently. The conductor, Mariana, put me there after I'd sung one scale.
B: What are you singing?
A: A Zulu song, a Beatles medley, and something in Latin I can't pronounce.
B: I've signed up for something too. Retained firefighter, at Otley.
A: Part-time? Do they pay you?
B: By the call-out, plus a retainer. I have to live within five minutes of the station, so I'm
  moving.
A: Where to?
B: A flat above the chip shop on Kirkgate. I move on the first of February.
"""),
    ("7:45 pm on 2 March, 2025", """
B: Still singing?
A: Every Thursday. And Mariana's entering us for a festival in Cork at the end of April.
B: Cork in Ireland?
A: The same. Twenty-six of us are going, for four days. The coach and the ferry come to three
  hundred and forty each.
B: Is there a prize?
A: There's a competition for community choirs. Mariana says we're going for the craic, not the
  cup.
B: How's the Latin?
A: I can say it now. I practise on the bus to work, under my breath.
B: I passed my fitness test on Wednesday. The ladder climb was the worst bit, thirteen and a half
  metres.
A: You hate heights!
B: Hated. I kept my eyes on the rung in front of my face.
A: When do you start properly?
B: Basic training's a fortnight in Wakefield, from the twenty-fourth of March. Then I'm on call.
"""),
    ("9:15 pm on 13 April, 2025", """
A: Disaster. Mariana's been offered a paid choir in Manchester, and she's leaving in June.
B: Before Cork?
A: After. She'll take us to Cork, and then we need someone new.
B: Who's going to do it?
A: The committee asked if anyone would stand in. Nobody put their hand up, so now they're looking
  at me.
B: Why you?
A: I did a music degree, a long time ago. I mentioned it at the tea break in February and now I
  regret it.
B: You never told me you had a music degree.
A: I never finished it. I left in the third year to go into software.
B: Well, I finished training. I'm on the run sheet from Monday.
A: Any calls yet?
B: Two. A bin on fire behind the Co-op and a cat that wasn't stuck up a tree at all.
A: How do you know it wasn't stuck?
B: It climbed down on its own while we were putting the ladder up.
"""),
    ("8:30 pm on 25 May, 2025", """
B: How was Cork?
A: We came third in our class! Out of eleven choirs.
B: Third! I thought you were going for the craic.
A: So did we. The Zulu song did it. The adjudicator said our altos were fearless.
B: That's you.
A: And the ferry home was awful. Force seven, and half the tenors were sick.
B: When did you get back?
A: The Monday, the fifth, at midnight. I went to work on three hours' sleep.
B: Have they asked you about the conducting?
A: I said yes. Just until Christmas, while they look for someone proper. I start in July.
B: A conductor who tests software.
A: I'll find the bugs in the tenors.
B: I had my first proper fire. A barn at Pool, full of hay. We were there eleven hours.
A: Were you scared?
B: Only on the way there. Once you're there, there's too much to do.
"""),
    ("9:00 pm on 6 July, 2025", """
A: First rehearsal with me at the front on Thursday. I was sick beforehand.
B: How did it go?
A: Better than I feared. Thirty-one turned up and nobody walked out.
B: Did Mariana come?
A: She sent a card. "Don't let the tenors sing louder than they should."
B: What are you working towards?
A: A Christmas concert, on the sixth of December, at St Stephen's. The money goes to the food bank.
B: Ambitious.
A: I want to add a song by a local man too. Ernest, in the basses, wrote one in 1978 and nobody's
  ever sung it.
B: Is it any good?
A: It's lovely. Ernest cried when I asked him.
B: I've bought a motorbike. A second-hand Honda, two thousand one hundred.
A: Sam! You were scared of a ladder in March.
B: Ladders are still worse.
"""),
    ("7:30 pm on 7 September, 2025", """
B: How's the choir?
A: Growing. We're up to forty-two. Six new ones joined after the summer fair.
B: Forty-two! Do you all fit in the hall?
A: Barely. The vicar says we're a fire risk.
B: Don't look at me.
A: And the concert's moved. St Stephen's roof needs mending, so it's the thirteenth of December, at
  the town hall.
B: A bigger room.
A: Three hundred seats, and I have to fill them.
B: I'll put a poster up at the station.
A: How's the bike?
B: I passed my full test on Friday. First time.
A: So you can take someone on the back now?
B: I can. I'm not taking you, you scream.
"""),
    ("8:15 pm on 26 October, 2025", """
A: The committee's found a new conductor. Someone from Halifax, starting in January.
B: Are you sad?
A: A bit. But they've asked me to stay on as assistant conductor and look after the altos.
B: Will you?
A: Yes. I couldn't keep doing it on top of my job. We've had three releases this month.
B: And Ernest's song?
A: We recorded it on my phone for his granddaughter in Canada. She's going to play it at her
  wedding.
B: How are tickets going?
A: A hundred and ninety sold already. The food bank put it in their newsletter.
B: I've been made a leading firefighter. In training, anyway.
A: After eight months!
B: Nobody else wanted the paperwork.
A: Same reason they picked me.
"""),
    ("9:00 pm on 14 December, 2025", """
B: Sorry I missed it last night. We got called to a chimney fire in Burley at seven.
A: You'd have heard us from Burley. It was full, Sam. Every seat, and people standing at the back.
B: How much for the food bank?
A: Four thousand three hundred pounds, with the raffle.
B: And Ernest's song?
A: We sang it second to last. He stood up at the end and the whole hall stood up with him.
B: I'm sorry I missed that.
A: Mariana came over from Manchester. She said the tenors were still too loud.
B: Some things never change.
A: The new conductor came too. Her name's Bronwen, she's Welsh, and she liked the altos.
B: Will you miss it?
A: I'll still be at the front on Thursdays, just not waving my arms.
B: I'll be waving mine at New Year. I'm on call from ten till six.
A: Bring the bike round on New Year's Day. I'll make bacon sandwiches.
"""),
], """
1 | D5:7 D6:6 | Where and when is the Christmas concert now, and why did it change? | On 13
  December at the town hall, instead of 6 December at St Stephen's, whose roof needs mending
1 | D3:1 D4:10 D7:1 D7:3 D8:10 | Who has led Kirkstall Voices this year, and who will lead it next?
  | Mariana until she left for a paid choir in Manchester in June; Priya stood in from July until
  Christmas; from January Bronwen, a Welsh conductor from Halifax, with Priya as her assistant
1 | D1:5 D5:3 D6:2 | How has the size of the choir changed? | About thirty-five when Priya joined;
  thirty-one at her first rehearsal in charge; forty-two by September, after six joined at the
  summer fair
1 | D3:12 D4:13 D8:1 | How many call-outs has Sam told Priya about, and what were they? | Four: a
  bin on fire behind the Co-op, a cat that was not stuck, a hay barn at Pool (eleven hours) and a
  chimney fire in Burley
1 | D5:9 D7:7 D8:6 | What became of Ernest's song? | Written in 1978 and never sung; recorded on
  Priya's phone for his granddaughter's wedding in Canada; sung second to last at the concert,
  where the hall stood with him
1 | D5:5 D8:8 | What did Mariana say about the tenors, before and after she left? | Her card said
  not to let them sing louder than they should; at the concert she said they were still too loud
2 | D1:1 | When did Priya first go to the choir? | Thursday 16 January 2025
2 | D2:9 | When did Sam pass his fitness test? | Wednesday 26 February 2025
2 | D4:8 | When did Priya get home from Cork? | Monday 5 May 2025, at midnight
2 | D6:11 | When did Sam pass his full motorbike test? | Friday 5 September 2025
2 | D2:13 D3:10 | How long after basic training began was Sam on call? | Three weeks: training from
  24 March, on the run sheet from Monday 14 April 2025
2 | D5:1 D8:1 | How long had Priya been conducting when the concert took place? | About five
  months: first rehearsal in charge on Thursday 3 July 2025, concert on 13 December
3 | D1:2 | Was Priya known as a good singer before she joined? | No; when she sings in the shower
  the neighbours bang on the wall
3 | D2:9 D2:11 D5:13 D5:14 | Is Sam comfortable with heights? | No; he hated the ladder climb and
  finds ladders worse than motorbikes
3 | D7:5 | Would Priya want to conduct the choir alongside her software job for good? | No; she
  could not keep it up on top of her job
3 | D6:12 D6:13 | Would Sam give Priya a ride on his bike? | No; he says she screams
4 | D1:3 | Do you have to try out to join Kirkstall Voices? | No, nobody auditions; they meet in a
  church hall on Thursdays
4 | D1:7 | Which voice part does Priya sing? | Alto, where Mariana put her after one scale
4 | D1:14 | Where did Sam move to be near the fire station? | A flat above the chip shop on
  Kirkgate, from 1 February
4 | D2:4 | What did the Cork trip cost each singer? | 340 pounds for the coach and the ferry
4 | D4:2 | How did the choir do in Cork? | Third in its class, out of eleven choirs
4 | D4:4 | What did the judge at the festival praise? | The altos, whom he called fearless; the
  Zulu song won it for them
4 | D3:7 D3:9 | Why did the committee turn to Priya to conduct? | She had studied music, leaving
  the degree in its third year for software
4 | D5:12 | What motorbike did Sam buy? | A second-hand Honda, for 2,100 pounds
4 | D8:4 | How much did the concert raise for the food bank? | 4,300 pounds, with the raffle
4 | D7:10 | What has Sam been made at the fire station? | A leading firefighter, in training
5 | D4:13 | How many fire engines went to the barn fire at Pool? |
5 | D5:9 | What is Ernest's song called? |
5 | D7:7 | What is the name of Ernest's granddaughter? |
5 | D8:4 | How much did the raffle alone make? |
""")


# --- Chinese -------------------------------------------------------------------------------------

_ZH_18 = _conversation("zh-18", "郑敏", "韩雪", [
    ("2025年8月10日 晚上9:00", """
A: 小雪，我报名去新疆支教了，一年，在喀什下面的一个县城。
B: 真的假的？你家豆豆才上小学。
A: 豆豆跟他爸，我婆婆也从老家过来帮忙。我们商量了一个月。
B: 去教什么？
A: 初一英语，两个班，一共九十二个学生。
B: 什么时候走？
A: 八月二十五号的飞机，从上海飞乌鲁木齐，再转机。
B: 那边冷不冷？
A: 冬天零下十几度，夏天四十度，还特别干。我买了三瓶大号的护手霜。
B: 我这边也有事，我把工作辞了，准备开个花店。
A: 开在哪儿？
B: 杭州，西湖边上一条小巷子里，店面二十平米，月租八千。
A: 八千！要卖多少花才回本啊。
B: 所以我还接婚礼花艺，一场能挣一两万。
"""),
    ("2025年9月21日 晚上10:00", """
B: 去了快一个月了，习惯吗？
A: 最不习惯的是作息，这里上午十点才上第一节课，晚上十点天还亮着。
B: 学生怎么样？
A: 很可爱，就是英语基础差，有一半人连二十六个字母都写不全。
B: 那怎么教？
A: 从字母开始。我先把课本放一边，用唱歌的办法教。
B: 住的地方呢？
A: 学校的教师宿舍，两个人一间，同屋是个从西安来的数学老师，叫李娜。
B: 吃得惯吗？
A: 天天拉条子和烤包子，胖了三斤。
B: 我的花店昨天开张了，叫"小满花房"。
A: 恭喜！生意怎么样？
B: 第一天卖了三千多，大部分是朋友来捧场的。
A: 等我回去一定去买。
"""),
    ("2025年10月26日 晚上9:30", """
A: 跟你说个好消息，我们班在全县的英语歌曲比赛拿了第一名。
B: 你们唱的什么？
A: 《Edelweiss》，孩子们自己选的。
B: 一个多月就能上台唱英文歌了？
A: 练了三个星期，每天中午二十分钟。领唱的是个叫阿依古丽的女孩，嗓子特别好。
B: 你这老师当得好。
A: 另一个班没参加，他们班主任觉得耽误上课。
B: 我这边接了第一单婚礼，十一月十五号，在西溪湿地，三十桌。
A: 多少钱？
B: 报价一万八，对方砍到了一万五。
A: 你做得来吗？
B: 我在网上学了两个月，还请了个帮手，以前在花市打工的阿姨。
A: 加油。我们这里下了第一场雪，才十月。
B: 这么早！
A: 学校的暖气十一月一号才开，现在晚上要盖两床被子。
"""),
    ("2025年12月7日 晚上10:00", """
B: 婚礼做完了，累得我三天没起来。
A: 顺利吗？
B: 新娘很满意，就是前一天晚上冷柜坏了，一半的玫瑰冻坏了，我凌晨四点跑去花市重新买。
A: 天哪，亏了多少？
B: 多花了两千，这一单基本白干。不过新娘的妈妈又给我介绍了两单。
A: 也算值了。
B: 你那边怎么样？
A: 我想给学生们弄个图书角。学校图书室的英文书只有十几本，还都是九十年代的。
B: 要多少本？
A: 我想凑五百本。已经在朋友圈发了，收到一百多本了。
B: 我也寄，我店里好多客人是老师。
A: 寄到学校，收件人写我的名字就行。
B: 寒假回来吗？
A: 一月十五号放假，我十六号飞回上海，在家待一个月。
"""),
    ("2026年1月18日 晚上8:30", """
A: 我前天到家了，豆豆见了我先哭，然后一个小时不理我。
B: 哈哈，小孩子都这样。
A: 他长高了四厘米，我都快认不出来了。
B: 图书角的书凑够了吗？
A: 凑够了，一共六百三十本，你店里那些客人寄了八十多本。
B: 太好了。
A: 书都放在学校一间空教室里，李娜帮我贴了标签。
B: 我这边，年宵花卖得特别好，蝴蝶兰卖了两百多盆。
A: 过年你店开吗？
B: 除夕到初三关门，初四开。
A: 我想请你吃饭，初二怎么样？
B: 初二我回桐庐老家，初五吧。
A: 好，初五，我来订地方。
"""),
    ("2026年3月8日 晚上9:00", """
A: 我已经回到学校了，二月二十五号回来的，比说好的多待了十来天，开学晚。
B: 一切都好吗？
A: 出了件事，校长问我能不能再留一年。
B: 你怎么想？
A: 我想留，可是豆豆和他爸都说不行。
B: 你老公怎么说？
A: 他说一个人带孩子带了半年已经够了，再来一年他要疯了。
B: 那就算了吧。
A: 还没定。我跟校长说五月之前给答复。
B: 我这边有个大消息，我要开第二家店了，在滨江。
A: 这么快！
B: 其实是房东要涨租，从八千涨到一万，我干脆在滨江找了个大点的，五十平，月租九千。
A: 那原来那家呢？
B: 六月到期就不续了，整个搬到滨江去。所以不算第二家，算搬家。
"""),
    ("2026年4月26日 晚上10:00", """
A: 我决定了，不留了，七月就回去。
B: 豆豆赢了。
A: 是豆豆给我打电话，说"妈妈，我一年级都快过完了，你还没看过我考试"。我当场就哭了。
B: 校长那边呢？
A: 他理解。李娜决定留下，再教一年数学，图书角她接着管。
B: 学生们知道了吗？
A: 还没告诉他们，我怕他们哭，更怕我自己哭。
B: 英语成绩怎么样了？
A: 期中考试，我两个班的平均分从三十一分提到了六十八分。
B: 翻了一倍还多！
A: 阿依古丽考了九十六，全年级第一。
B: 我的新店五月二十号开业，刚好是五二零。
A: 你真会挑日子。
"""),
    ("2026年6月21日 晚上9:30", """
B: 什么时候回来？
A: 七月十号的飞机。期末考试七月三号考完。
B: 学生们知道了吧？
A: 上周告诉他们的。第二天，每个孩子都给我写了一张卡片，全是用英文写的。
B: 写得怎么样？
A: 有语法错误，但是每一张我都要留着。阿依古丽写的是"You are my sunshine"。
B: 好感人。
A: 你的新店开得怎么样？
B: 比老店好多了，第一个月营业额八万，我又招了两个店员。
A: 开业那天人多吗？
B: 那天正好五二零，排队一直排到路口，光玫瑰就卖了一千多枝。
A: 等我回去，第一件事就是去你店里。
B: 不对，第一件事是去看豆豆。
A: 对，那是第二件事。
"""),
], """
1 | D1:12 D6:12 D6:14 | 韩雪的花店现在开在哪儿，租金是怎么变的？ | 原来在西湖边的小巷里，二十平米
  月租八千；房东要涨到一万，六月到期不续，搬到滨江五十平米、月租九千的新店
1 | D6:3 D6:9 D7:1 D7:3 | 郑敏最后在新疆多留一年了吗？为什么？ | 没有；校长请她再留一年，她本想
  留，但豆豆打电话说她还没看过自己考试，她决定七月回去
1 | D4:8 D4:10 D5:5 | 图书角最后凑了多少本英文书？ | 目标五百本，最后凑了六百三十本，其中韩雪店里
  的客人寄了八十多本
1 | D3:5 D7:11 D8:6 | 阿依古丽在郑敏的班上有哪些表现？ | 县里歌曲比赛的领唱；期中考了九十六分，全
  年级第一；给郑敏的卡片写的是"You are my sunshine"
1 | D3:10 D4:3 D4:5 | 韩雪的第一单婚礼最后赚了多少？ | 报价一万八被砍到一万五；前一晚冷柜坏了，玫
  瑰冻坏一半，多花两千，基本白干，但新娘的妈妈又介绍了两单
1 | D2:8 D5:7 D7:5 | 李娜在郑敏支教期间帮了哪些忙？ | 她是同屋的数学老师；帮图书角的书贴标签；决定
  再留一年，接着管图书角
2 | D1:7 | 郑敏是哪天飞去新疆的？ | 2025年8月25日
2 | D2:11 | 小满花房是哪天开张的？ | 2025年9月20日
2 | D4:14 D5:1 | 郑敏寒假是哪天到家的？ | 2026年1月16日
2 | D4:14 D5:1 D6:1 | 郑敏寒假在家实际待了多久？ | 四十来天：2026年1月16日到家，2月25日回到学校，
  比说好的一个月多了十来天
2 | D7:12 D8:11 | 韩雪的新店是哪天开业的？ | 2026年5月20日
2 | D1:7 D8:2 | 从出发到坐飞机回上海，郑敏在新疆支教了多久？ | 将近十一个半月：2025年8月25日到2026
  年7月10日
3 | D1:9 | 郑敏出发前为那边干燥的气候做准备了吗？ | 做了；她买了三瓶大号护手霜
3 | D3:7 | 另一个班的班主任支持学生参加课外比赛吗？ | 不太支持；他觉得耽误上课，没让班里参加
3 | D6:7 | 郑敏的丈夫愿意再一个人带孩子一年吗？ | 不愿意；他说再来一年他要疯了
3 | D8:12 D8:13 | 韩雪认为郑敏回来后最该先做什么？ | 先去看豆豆
4 | D1:5 | 郑敏在那边教几个学生？ | 初一英语两个班，一共九十二个学生
4 | D2:4 | 学生们的英语底子怎么样？ | 很差，一半人连二十六个字母都写不全
4 | D2:10 | 郑敏在那边吃什么，体重有变化吗？ | 天天拉条子和烤包子，胖了三斤
4 | D3:1 D3:3 | 郑敏的班在县里唱《雪绒花》拿了第几？ | 第一名（《Edelweiss》，孩子们自己选的）
4 | D3:8 | 韩雪的第一场婚礼在哪儿办？ | 西溪湿地，十一月十五号，三十桌
4 | D5:8 | 过年前什么花卖得最好？ | 蝴蝶兰，卖了两百多盆
4 | D7:9 | 两个班的期中平均分提高了多少？ | 从三十一分提到六十八分
4 | D8:4 | 学生们知道郑敏要走以后做了什么？ | 每个孩子给她写了一张英文卡片
4 | D8:9 | 新店头一个月生意怎么样？ | 营业额八万，又招了两个店员
4 | D5:3 | 半年没见，豆豆长高了多少？ | 四厘米
5 | D2:8 | 李娜是哪所大学毕业的？ |
5 | D1:3 | 郑敏的婆婆是从哪个省过来的？ |
5 | D3:12 | 帮韩雪做婚礼的阿姨叫什么名字？ |
5 | D8:11 | 新店开业那天一共卖了多少钱？ |
""")

_ZH_19 = _conversation("zh-19", "马俊", "马强", [
    ("2025年3月9日 晚上10:30", """
A: 哥，我报名了电视台那个厨艺比赛，《厨王争霸》。
B: 就你？你在饭店才干了三年。
A: 三年半了。报名的有两千多人，要先过海选。
B: 海选什么时候？
A: 下个月十二号，在西安，每人做一道菜，限时二十分钟。
B: 你做什么？
A: 葫芦鸡，我们饭店的招牌，我做了不下一千遍了。
B: 老板同意你去？
A: 老板说只要不耽误周末的生意就行。
B: 我这边也在琢磨事，想自己买辆车跑。
A: 买车？多少钱？
B: 二手的半挂，四十二万，首付要十五万。
A: 嫂子同意吗？
B: 还在吵。
"""),
    ("2025年4月20日 晚上9:00", """
A: 海选过了！三十个人进了复赛。
B: 我就知道你行。评委说啥了？
A: 有个评委说我的葫芦鸡"皮脆得像玻璃"。
B: 复赛呢？
A: 五月底在电视台录，一共三轮，三十个人里只选八个进决赛。
B: 都做什么菜？
A: 现场给食材，事先不知道是什么。听说去年给的是一条活鱼和一包方便面。
B: 这叫什么比赛。
A: 我这个月每天下班后练一个小时刀工，切土豆丝，已经切了一百多斤。
B: 我车买了，你嫂子最后松口了。
A: 怎么说服的？
B: 我跟她算账，给别人开一年挣十万，自己开能挣二十五万。
A: 首付凑齐了？
B: 跟我老丈人借了五万。
"""),
    ("2025年6月1日 晚上10:00", """
A: 复赛录完了，我进决赛了！第五名。
B: 好！给的什么食材？
A: 三轮分别是羊肉、豆腐和一个南瓜。最难的是南瓜，我做了个南瓜饼，差点糊了。
B: 节目什么时候播？
A: 七月五号开始，每周六晚上八点。
B: 决赛呢？
A: 决赛八月在北京录，八个人。冠军奖金二十万。
B: 二十万！
A: 还有一家连锁餐厅要请冠军去做主厨。
B: 你们老板知道吗？
A: 知道了，他有点紧张，怕我走，给我涨了一千五。
B: 我跑了第一趟长途，西安到广州，来回六天。
A: 累吗？
B: 累，但是一趟挣了一万一，油钱过路费都扣掉了。
"""),
    ("2025年7月13日 晚上9:00", """
B: 昨天晚上看了第二集，你切土豆丝那段，弹幕都在刷"刀工好"。
A: 那一百多斤土豆没白切。
B: 决赛准备得怎么样？
A: 决赛时间改了，从八月改到九月二十号，有个评委要出国。
B: 那你多了一个月准备。
A: 对，决赛的菜我想好了，我自己的菜，叫"回家"，按奶奶的方子做的臊子面。
B: 奶奶的臊子面！我从小吃到大的。
A: 你还记得汤里放的什么吗？
B: 醋、辣椒油，还有一把韭菜。
A: 还有一样你忘了：黄花菜。
B: 我这边出事了，车在湖南的高速上爆了个胎。
A: 人没事吧？
B: 没事，换胎花了一千八，耽误了一天。
"""),
    ("2025年8月24日 晚上10:00", """
A: 北京有家饭店来挖我了，说决赛不管输赢都让我去。
B: 给多少？
A: 月薪两万，是现在的两倍。
B: 那还犹豫啥？
A: 我想开自己的店。在西安开一家面馆，就卖奶奶的臊子面。
B: 开店要多少钱？
A: 我算了一下，三十万左右。我自己存了十二万。
B: 不够啊。
A: 所以看决赛，要是拿了冠军，奖金就够了。
B: 要是没拿呢？
A: 那就先去北京干两年，攒钱。
B: 我这两个月跑了九趟，已经还了老丈人两万。
A: 嫂子现在还骂你吗？
B: 现在她管账，骂的是我油钱花多了。
"""),
    ("2025年10月12日 晚上9:30", """
B: 决赛到底怎么样了？你一直不说。
A: 签了保密协议，播出前不能说。现在可以了：亚军。
B: 亚军也很厉害了！
A: 冠军是个上海来的女厨师，做的是蟹粉豆腐，评委全给了满分。
B: 你的臊子面呢？
A: 有个评委吃完说想起了他奶奶，另外两个说摆盘太土。
B: 亚军有奖金吗？
A: 五万。
B: 那北京去不去？
A: 不去了。我拿这五万加上自己的十二万，再找银行贷了十万，在西安开面馆。
B: 你想好了？
A: 想好了。店面已经看好了，在大雁塔附近，六十平。
B: 什么时候开？
A: 计划十二月一号。
"""),
    ("2025年11月23日 晚上10:00", """
A: 装修拖了，开业改到一月了。
B: 怎么回事？
A: 排烟管道要重新走，物业不让从正面走，多花了两万，也多了一个月。
B: 名字想好了吗？
A: 就叫"奶奶的臊子面"。
B: 奶奶要是知道了肯定高兴。
A: 我请了两个人，一个是以前饭店的洗碗阿姨，一个是我徒弟小刘，十九岁。
B: 一碗卖多少？
A: 十六块，加肉二十二。
B: 跟你说，我年底想再买一辆车，雇个司机。
A: 才一年就要两辆了？
B: 一辆车一年能挣二十多万，两辆就是四十多万。
A: 嫂子同意了？
B: 这回是她先提的。
"""),
    ("2026年1月4日 晚上9:00", """
A: 面馆昨天开张了！
B: 怎么样？
A: 排了一上午的队，卖了六百多碗，中午汤就卖完了，下午关了两个小时重新熬。
B: 看过你节目的人多吗？
A: 一半都是。好多人举着手机，要跟"厨王亚军"合影。
B: 你现在是网红了。
A: 小刘累得在后厨坐着就睡着了。
B: 北京那家饭店后来还找你吗？
A: 又打了一次电话，问我愿不愿意做顾问，一个月去一次。我答应了。
B: 这样也好，两头都不耽误。
A: 你第二辆车买了吗？
B: 买了，元旦前一天提的车，司机是我以前的同事老王。
A: 春节回家吗？
B: 回，我开车回，带着你嫂子和孩子，去你面馆吃第一碗。
"""),
], """
1 | D1:12 D2:10 D2:14 D5:12 | 马强买车的首付是怎么凑的，后来还了多少？ | 二手半挂四十二万，首付十
  五万，跟老丈人借了五万；两个月跑了九趟，已经还了两万
1 | D2:1 D3:1 D6:2 | 马俊在厨艺比赛里一路是怎么走的？ | 海选从两千多人里进了前三十；复赛第五名进了
  八人的决赛；决赛拿了亚军
1 | D5:7 D6:10 D7:3 | 开面馆的钱是从哪儿来的？ | 自己存的十二万、亚军奖金五万、银行贷款十万；排烟
  管道又多花了两万
1 | D6:12 D6:14 D7:1 D8:1 | 面馆的开业时间是怎么变的？ | 原计划2025年12月1日；排烟管道要重新走，拖
  到一月；2026年1月3日开张
1 | D5:1 D5:3 D6:10 D8:9 | 马俊和北京那家饭店后来是什么关系？ | 对方出月薪两万挖他，他选了开面馆没
  去；后来答应给他们做顾问，一个月去一次
1 | D1:10 D2:10 D7:10 D8:12 | 马强现在有几辆车？ | 两辆：2025年春天买了第一辆二手半挂，2025年12月
  31日又提了第二辆，雇老王开
2 | D1:5 D2:1 | 海选是哪天？ | 2025年4月12日，在西安
2 | D4:1 | 马强是哪天在电视上看到第二集的？ | 2025年7月12日（周六）
2 | D4:4 | 决赛最后定在哪天录？ | 2025年9月20日（原定八月）
2 | D8:1 | 面馆是哪天开张的？ | 2026年1月3日
2 | D8:12 | 马强是哪天提的第二辆车？ | 2025年12月31日
2 | D4:4 D8:1 | 决赛录完以后过了多久面馆开张？ | 三个半月左右：2025年9月20日到2026年1月3日
3 | D1:2 | 马强一开始看好弟弟去参赛吗？ | 不太看好，说他在饭店才干了三年
3 | D6:6 | 评委们都喜欢马俊的臊子面吗？ | 不是；一个评委吃了想起奶奶，另外两个嫌摆盘太土
3 | D5:14 D7:13 D7:14 | 马强的妻子现在支持他跑运输吗？ | 支持；她管账，买第二辆车还是她先提的
3 | D4:7 | 马强对奶奶的臊子面有感情吗？ | 有，他从小吃到大
4 | D1:7 | 海选时马俊做的是什么菜？ | 葫芦鸡，饭店的招牌菜
4 | D2:3 | 评委怎么夸他的葫芦鸡？ | 皮脆得像玻璃
4 | D2:9 | 马俊赛前怎么练刀工？ | 每天下班练一个小时切土豆丝，切了一百多斤
4 | D3:3 | 复赛三轮给的是什么食材？ | 羊肉、豆腐和一个南瓜
4 | D3:11 | 饭店老板为什么给马俊加薪？ | 怕他走，涨了一千五
4 | D4:10 | 臊子面的汤里，马强漏说了哪样？ | 黄花菜
4 | D4:13 | 高速上爆胎花了多少钱？ | 换胎一千八，耽误了一天
4 | D6:4 | 拿冠军的是谁，做了什么菜？ | 上海来的女厨师，蟹粉豆腐，评委全给满分
4 | D7:9 | 面馆一碗面卖多少钱？ | 十六块，加肉二十二
4 | D8:3 | 开张那天卖了多少碗？ | 六百多碗，中午汤就卖完了
5 | D6:4 | 拿冠军的女厨师叫什么名字？ |
5 | D6:12 | 大雁塔附近的店面月租多少？ |
5 | D3:9 | 请冠军做主厨的是哪家连锁餐厅？ |
5 | D8:12 | 老王以前在哪家公司开车？ |
""")


# --- Japanese ------------------------------------------------------------------------------------

_JA_18 = _conversation("ja-18", "浩二", "理恵", [
    ("2025年4月6日 21:30", """
A: 理恵、叔父が亡くなって、銭湯を継いでくれないかって言われてる。
B: え、叔父さんって、押上の「松の湯」の？
A: そう。昭和三十二年からやってる。叔母が一人でやってきたけど、もう七十八だから。
B: 浩二、今の会社は？
A: 保険会社の営業で、十二年目。辞めるかどうか、まだ迷ってる。
B: 銭湯って、やっていけるの？
A: 全然。去年は赤字で、一日のお客さんが八十人くらい。昔は四百人来てたって。
B: 建物は？
A: ボイラーが古くて、いつ壊れてもおかしくない。入れ替えると六百万かかる。
B: 私はね、大学院に受かったよ。四月から大阪で修士。
A: 何の研究？
B: 公衆浴場の歴史。……冗談じゃなくて、本当に。
A: 嘘でしょ。
B: 本当。卒論も銭湯だったの、覚えてない？
"""),
    ("2025年5月18日 20:00", """
A: 決めた。会社を辞める。七月末で。
B: 思い切ったね！奥さんは？
A: 最初は反対。でも、番台に座ってる叔母を一緒に見に行って、「やってみれば」って。
B: ボイラーは？
A: 区の補助金が使えるかもしれない。三分の二まで出るらしい。
B: それなら二百万で済むね。
A: 申請の締め切りは六月末。書類が山のようにある。
B: 私、手伝えるよ。銭湯の歴史的価値とか、書くの得意。
A: 本当に？助かる。
B: 研究室の先輩が、去年同じような補助金を取った京都の銭湯を調べてたの。資料をもらえるか聞いてみる。
A: 叔母は、「浩二が来るなら、あと三年は番台に座る」って。
B: 元気だね。
A: 毎朝五時に起きて、薪を割ってる。七十八で。
B: 薪？ボイラーなのに？
A: 釜は薪と重油の両方。叔母は薪の方がお湯が柔らかいって言う。
"""),
    ("2025年6月29日 21:00", """
A: 補助金の申請、金曜日に出した。締め切りの前の日。
B: 間に合ってよかった！
A: 理恵が書いてくれた「歴史的価値」の二ページ、区の担当者が褒めてたよ。
B: 嬉しい。結果はいつ？
A: 九月。通ったら、工事は十二月。
B: 工事中はお休み？
A: 三週間休む。それが一番の痛手。常連さんに怒られそう。
B: 常連さんって、どんな人？
A: 一番古いのは、毎日三時に来る九十一歳の源さん。叔父の同級生。
B: 九十一歳で毎日銭湯！
A: 「ここが閉まったら、俺も閉まる」って言ってる。
B: 私は夏休みに、全国の銭湯を回るフィールドワークをするの。二十軒。
A: 松の湯も入れてよ。
B: もちろん。最後に行く。
"""),
    ("2025年8月10日 20:30", """
A: 会社、辞めたよ。七月三十一日が最後の出社。
B: おつかれさま。送別会は？
A: 部長が、「銭湯なら、社員旅行の代わりにそこへ行くか」って笑ってた。
B: 本当に来たら面白いね。
A: 八月から毎日、番台と掃除。腰が痛い。
B: 何か変えた？
A: 営業時間を延ばした。夜十時までだったのを、十二時までに。
B: 仕事帰りの人向けだね。
A: そう。それで、一日のお客さんが八十人から百十人くらいに増えた。
B: すごい。
A: あと、SNSを始めた。叔母が薪を割ってる動画が、三十万回再生された。
B: おばさん、バズったんだ。
A: 本人は「ばず」が何か分かってない。
B: フィールドワークは今、十二軒目。北海道の銭湯で、湯船に昆布が浮いてた。
"""),
    ("2025年9月28日 21:00", """
A: 補助金、通った！三分の二、出る。
B: やった！いくら？
A: 四百万。残りの二百万は、叔母の貯金と俺の退職金から。
B: 工事はいつから？
A: 十二月一日から二十一日まで。三週間。
B: 常連さんには言った？
A: 貼り紙を出したら、源さんが「三週間も風呂に入れねえ」って。
B: 近くに銭湯は？
A: 歩いて二十分のところに一軒ある。源さんには遠すぎる。
B: どうするの？
A: 工事の間、俺が車で送り迎えすることにした。
B: 浩二、優しい。
A: 叔母が、「あの人もそうしただろう」って。
B: フィールドワーク、十九軒終わった。残りは松の湯だけ。
A: 来週だよね。待ってる。
"""),
    ("2025年11月9日 20:00", """
B: この前は泊めてくれてありがとう。松の湯、最高だった。
A: 源さんとずっと話してたね。
B: 昭和の銭湯の話を三時間。論文に全部使える。
A: 源さん、理恵のことを「学者先生」って呼んでたよ。
B: 工事の準備は？
A: 工事が延びた。業者の都合で、一月十三日から二月二日まで。
B: じゃあ、年末年始は営業できるね。
A: そう、それはよかった。大晦日は叔母の恒例で、夜通し開けるんだって。
B: 夜通し？
A: 昔から、大晦日は朝まで。年越しの湯。
B: 私、十二月に論文の中間発表がある。
A: 松の湯、出てくる？
B: 一章まるごと。
A: 写真がいるなら撮るよ。
"""),
    ("2025年12月21日 21:00", """
A: 叔母が入院した。
B: え、どうしたの？
A: 薪を割ってて、ぎっくり腰。一週間の入院だけど、大晦日までに出られるか分からない。
B: 番台は？
A: 妻が座ってくれてる。会社を休んで。
B: 奥さんも、すっかり銭湯の人だね。
A: 常連さんたちがお見舞いに柚子を持ってきてくれて、病室が柚子湯みたいになってる。
B: 中間発表、終わったよ。
A: どうだった？
B: 教授に、「銭湯の経営まで書くなら、経済学の視点がいる」って言われた。
A: 経営なら俺が一番詳しい。赤字の専門家。
B: 今は赤字じゃないんでしょ？
A: 十一月、初めて黒字になった。十二万。
B: おめでとう！
"""),
    ("2026年2月8日 20:30", """
A: 工事、終わった！昨日から営業再開。
B: 予定より遅れた？
A: 五日遅れ。新しいボイラーの納品が遅れて。
B: 薪はどうなったの？
A: 薪も焚ける新型にした。叔母が譲らなかった。
B: 叔母さん、腰は？
A: 大晦日には退院して、番台で年を越した。今は前より元気。
B: 源さんは？
A: 工事中、毎日送り迎えした。三週間で、源さんの家の前の道を全部覚えた。
B: 再開の日は？
A: 朝から行列。一日で二百四十人。叔父が生きてた頃以来だって。
B: 論文に、松の湯の経営の章を足したの。浩二の数字、使わせてね。
A: 赤字の数字も？
B: 赤字も黒字も、全部。
"""),
], """
1 | D1:9 D2:5 D5:3 | ボイラーの入れ替え費用はどうやって賄いましたか？ | 六百万のうち、区の補助金で
  三分の二の四百万；残りの二百万は叔母の貯金と浩二の退職金
1 | D3:5 D5:5 D6:6 D8:1 D8:3 | 改修工事の日程はどう変わりましたか？ | 十二月の予定で、十二月一日か
  ら二十一日と決まったが、業者の都合で一月十三日から二月二日に延び、ボイラーの納品遅れでさらに五日
  遅れて二月七日に再開した
1 | D1:7 D4:9 D8:11 | 一日の客数はどう変わりましたか？ | 八十人くらいから、営業時間を延ばして百十
  人くらいに；再開の日は二百四十人
1 | D1:7 D7:13 | 松の湯の収支はどう変わりましたか？ | 去年は赤字；十一月に初めて黒字になり、十二万
1 | D2:11 D2:13 D7:3 D8:7 | 叔母は今どうしていますか？ | 七十八歳で毎朝薪を割っていたが、ぎっくり
  腰で入院；大晦日に退院して番台で年を越し、今は前より元気
1 | D3:9 D5:11 D8:9 | 浩二は源さんのために何をしましたか？ | 九十一歳の常連の源さんを、工事の三週
  間、毎日車で送り迎えした
2 | D3:1 | 補助金の申請書を出したのはいつですか？ | 2025年6月27日（金）、締め切りの前日
2 | D4:1 | 浩二が会社に最後に行ったのはいつですか？ | 2025年7月31日
2 | D8:1 | 松の湯が営業を再開したのはいつですか？ | 2026年2月7日
2 | D5:14 D5:15 D6:1 | 理恵が松の湯に泊まったのはいつ頃ですか？ | 2025年9月末から10月初めの週（9月
  28日の翌週）
2 | D1:10 D7:8 | 理恵が大学院に入ってから中間発表までどれくらいですか？ | 約八か月：2025年4月に入
  学し、12月に発表
2 | D4:1 D8:1 | 浩二が会社を辞めてから営業再開まで、どれくらいですか？ | 約六か月：2025年7月31日か
  ら2026年2月7日
3 | D2:15 D8:5 | 叔母は昔ながらのやり方にこだわる人ですか？ | はい；薪の方がお湯が柔らかいと言い、
  新しいボイラーも薪が焚けるものにさせた
3 | D1:14 | 理恵は昔から銭湯に関心がありましたか？ | はい；卒論も銭湯だった
3 | D3:11 | 源さんにとって松の湯は大事な場所ですか？ | はい；「ここが閉まったら、俺も閉まる」と言
  っている
3 | D7:5 D7:6 | 浩二の妻は銭湯の仕事に協力的ですか？ | はい；会社を休んで番台に座っている
4 | D1:3 | 松の湯はいつから営業していますか？ | 昭和三十二年から
4 | D1:5 | 浩二は前にどんな仕事をしていましたか？ | 保険会社の営業、十二年目だった
4 | D4:7 | 営業時間をどう変えましたか？ | 夜十時までを十二時までに延ばした
4 | D4:11 | どんな動画が話題になりましたか？ | 叔母が薪を割っている動画、三十万回再生
4 | D4:14 | 北海道の銭湯で理恵は何を見ましたか？ | 湯船に昆布が浮いていた
4 | D3:12 | 理恵は夏休みに何軒の銭湯を回る予定でしたか？ | 二十軒
4 | D6:8 D6:10 | 大晦日、松の湯はどうしますか？ | 叔母の恒例で、朝まで夜通し開ける（年越しの湯）
4 | D7:7 | 常連さんたちはお見舞いに何を持ってきましたか？ | 柚子
4 | D7:10 | 中間発表で教授に何と言われましたか？ | 経営まで書くなら、経済学の視点がいる
4 | D4:3 | 部長は送り出すときに何と言いましたか？ | 社員旅行の代わりにその銭湯へ行くか
5 | D3:9 | 源さんの名字は何ですか？ |
5 | D2:10 | 先輩が調べていた京都の銭湯の名前は何ですか？ |
5 | D1:10 | 理恵が通う大学院の名前は何ですか？ |
5 | D8:11 | 再開の日の売り上げはいくらでしたか？ |
""")

_JA_19 = _conversation("ja-19", "幸子", "和子", [
    ("2025年1月26日 14:00", """
A: 和子さん、私、英語を習い始めたの。
B: 幸子さんが？どうして急に。
A: 娘がバンクーバーで男の子を産んだの。先月。名前はレオ。
B: おめでとう！会いに行くの？
A: 夏に行きたい。でも、娘の旦那さんがカナダ人で、日本語が全然できないの。
B: それで英語。
A: 駅前の英会話教室に週二回。火曜と金曜の午前中。
B: 先生は？
A: オーストラリア人のマークさん。二十八歳で、うちの息子より若いの。
B: 私もね、猫を飼い始めたの。保護猫。
A: 和子さん、犬派じゃなかった？
B: 犬は散歩が大変でしょう、もう七十だもの。三歳の黒猫で、名前はクロ。
A: そのまんまね。
B: 保護団体の人がつけた名前。変えようと思ったけど、クロって呼ぶと来るのよ。
"""),
    ("2025年3月9日 15:00", """
B: 英語、どう？
A: 難しい。単語を覚えても、次の日には半分忘れてる。
B: 私たちの年だと、そうよね。
A: マーク先生が、毎朝、英語で日記を三行書きなさいって。
B: 書いてる？
A: 書いてる。今日の天気と、朝ごはんと、レオのこと。毎日同じ。
B: それでいいのよ。
A: あと、カナダ行きの飛行機を予約したの。七月十日出発で、三週間。
B: 三週間も！
A: 娘が、せっかくだから長くいてって。
B: クロがね、この前、夜中に私の枕の上で寝てたの。
A: 懐いたのね。
B: 保護団体の人に写真を送ったら、団体のホームページに載せてもいいかって。
"""),
    ("2025年4月20日 14:30", """
A: 英会話で初めて褒められたの。
B: 何て？
A: レオの写真を見せながら英語で三分話したら、マーク先生が「Excellent」って。
B: すごいじゃない。
A: クラスの人たちが拍手してくれた。みんな、私より若い主婦。
B: 私は、保護団体のボランティアを始めたの。週に一回、土曜日。
A: 何をするの？
B: 譲渡会のお手伝い。猫を見に来た人と話して、合いそうな猫を紹介するの。
A: 和子さんにぴったり。
B: 先週は二匹、新しいおうちが決まった。
A: 旦那さんは何か言ってる？
B: 夫は、「うちにこれ以上増やすなよ」って。
A: 増やすでしょう。
B: 増やさない。……たぶん。
"""),
    ("2025年6月1日 15:00", """
A: カナダ行き、延ばすことになったの。
B: どうして？
A: 娘の旦那さんのお母さんが、七月に来ることになって。家が狭いから、私は八月に。
B: いつから？
A: 八月五日出発で、やっぱり三週間。航空券の変更で二万円取られた。
B: 残念ね。
A: でも、八月はバンクーバーが一番いい季節だって。
B: クロに妹ができたの。
A: 増やさないって言ったのに！
B: 譲渡会で、誰ももらってくれなかった白い子猫。生まれつき片目が見えないの。
A: それで和子さんが。
B: 名前はシロ。夫が付けたの。
A: 旦那さん、反対してたのに。
B: 今は夫の膝の上でしか寝ないのよ。
"""),
    ("2025年7月20日 14:00", """
A: 英検の申し込みをしたの。三級。
B: 試験を受けるの？
A: マーク先生が、目標があった方がいいって。一次試験は十月五日。
B: 中学生と一緒に受けるの？
A: そう。会場の中学校で、たぶん私が一番年上。
B: カナダの準備は？
A: お土産を買ったの。レオには小さい鯉のぼり、娘の旦那さんには日本酒。
B: 日本酒って、飛行機に持っていけるの？
A: スーツケースなら二本まで大丈夫って、旅行会社の人が。
B: ボランティアの方はね、今度、譲渡会の責任者になったの。
A: 和子さんが！
B: 前の責任者が引っ越して、誰もやる人がいなくて。
A: また、それ。
B: みんな、そう言うの。
"""),
    ("2025年9月7日 15:00", """
B: おかえり！どうだった、カナダ？
A: 最高だった。レオが、三日目に私の顔を見て笑ったの。
B: 英語は通じた？
A: 半分くらい。娘の旦那さんのジェームズが、ゆっくり話してくれた。
B: 何が一番困った？
A: スーパーのレジ。早口で何か聞かれて、全部「Yes」って言ったら、袋が十枚ついてきた。
B: あはは。
A: あと、ジェームズのお母さんと、結局一週間かぶったの。向こうの滞在が延びて。
B: 大丈夫だった？
A: 言葉は通じないけど、二人で餃子を作った。百個。
B: 和解の餃子ね。
A: 帰りの飛行機で、英語でCAさんに毛布を頼めたの。小さいけど、大きな一歩。
B: 試験まで、あと一か月ね。
"""),
    ("2025年10月19日 14:30", """
A: 英検、受かったかどうか、まだ分からないの。結果は来週。
B: 手応えは？
A: リスニングはだめ。でも、英作文でレオのことを書いた。
B: 幸子さんらしい。
A: 面接は十一月九日。一次に受かったら、だけど。
B: 譲渡会、先月は十一匹決まったの。過去最高。
A: すごい！和子さんの力ね。
B: チラシを作り直したの。猫の写真を大きくして、性格を一言ずつ書いて。
A: 例えば？
B: 「人見知りだけど、一度懐いたら一生もの」とか。
A: それ、シロのことでしょう。
B: シロは出さないわよ、うちの子だもの。
A: じゃあ、和子さんの家には、もう増えないのね。
B: ……たぶん。
"""),
    ("2025年12月7日 15:00", """
A: 和子さん、英検、受かった！
B: おめでとう！面接も？
A: 面接で好きなものを聞かれて、「My grandson」って言ったら、面接官が笑ってた。
B: 次は？
A: マーク先生は準二級を目指せって。でも、その前に、来年の春にもう一度カナダに行くの。
B: また！
A: 今度はジェームズのお母さんの家にも泊まるの。餃子の続きをするのよ。
B: 仲良しね。
A: レオがね、ビデオ通話で「バーバ」って言ったの。日本語で。
B: 幸子さんが英語を覚えてる間に、レオが日本語を覚えてる。
A: 和子さんの方は？
B: 保護団体が、市から表彰されたの。今年、百二匹の猫に新しい家を見つけて。
A: 百二匹！
B: 表彰状は、クロとシロの写真の横に飾ったわ。
"""),
], """
1 | D2:8 D4:1 D4:3 D4:5 D6:8 | カナダ行きの予定はどう変わりましたか？ | 七月十日出発で三週間の予定
  が、ジェームズの母が七月に来るため八月五日出発に変わり（変更料二万円）、結局その母と一週間重なった
1 | D1:10 D1:12 D4:8 D4:10 D4:12 | 和子の家の猫は今何匹ですか？ | 二匹：三歳の黒猫クロと、片目の見
  えない白い子猫シロ
1 | D3:6 D5:10 D7:6 D8:12 | 保護団体での和子の役割はどう変わりましたか？ | 週一回土曜のボランティ
  アから譲渡会の責任者に；九月は十一匹の家が決まり、団体は今年百二匹で市から表彰された
1 | D5:1 D5:3 D7:5 D8:1 D8:3 | 幸子の英検はどうなりましたか？ | 三級を受け、一次は十月五日、面接は
  十一月九日で、合格した
1 | D1:9 D2:4 D3:3 D8:5 | マーク先生は幸子の英語にどう関わってきましたか？ | 二十八歳のオーストラ
  リア人の先生で、毎朝三行の英語日記を勧め、三分のスピーチを「Excellent」と褒め、次は準二級を目指
  せと言う
1 | D4:3 D6:8 D6:10 D8:7 | 幸子とジェームズの母親の関係はどうなりましたか？ | 滞在が一週間重なり、
  言葉は通じないが二人で餃子を百個作った；来年の春は彼女の家にも泊まって餃子の続きをする
2 | D1:3 | レオが生まれたのはいつですか？ | 2024年12月
2 | D4:5 | 幸子がカナダへ発ったのはいつですか？ | 2025年8月5日
2 | D5:3 | 英検の一次試験はいつでしたか？ | 2025年10月5日
2 | D3:6 D3:10 | 二匹の猫の新しい家が決まった譲渡会はいつ頃でしたか？ | 2025年4月12日（土）頃、4月
  20日の前の週の土曜日
2 | D4:5 D6:1 | 幸子はカナダにどれくらい滞在しましたか？ | 三週間：2025年8月5日出発
2 | D1:1 D8:1 | 英語を習い始めてから英検に合格するまで、どれくらいかかりましたか？ | 約十一か月：
  2025年1月から12月初め
3 | D1:12 | 和子が犬ではなく猫を選んだのはなぜですか？ | 七十歳で、犬の散歩は大変だから
3 | D4:12 D4:14 | 和子の夫は今も猫を嫌がっていますか？ | いいえ；シロに名前を付け、シロは夫の膝の
  上でしか寝ない
3 | D2:2 D2:3 | 幸子は単語を覚えるのが得意ですか？ | いいえ；次の日には半分忘れている
3 | D7:11 D7:12 | 和子はシロを譲渡会に出すつもりがありますか？ | いいえ；うちの子だから出さない
4 | D1:7 | 英会話教室には週に何回通っていますか？ | 週二回、火曜と金曜の午前中
4 | D2:6 | 幸子は英語の日記に何を書いていますか？ | 天気と朝ごはんとレオのこと、毎日同じ
4 | D3:3 | マーク先生は幸子のスピーチを何と言って褒めましたか？ | 「Excellent」
4 | D5:7 | カナダへのお土産に何を用意しましたか？ | レオには小さい鯉のぼり、ジェームズには日本酒
4 | D6:6 | スーパーのレジで何が起きましたか？ | 早口の質問に全部Yesと答えたら、袋が十枚ついてきた
4 | D6:12 | 帰りの飛行機で、幸子は英語で何をしましたか？ | 客室乗務員に毛布を頼んだ
4 | D8:3 | 面接で好きなものを聞かれて、何と答えましたか？ | 「My grandson」
4 | D8:9 | レオはビデオ通話で何と言いましたか？ | 日本語で「バーバ」
4 | D7:8 | 和子は譲渡会のチラシをどう変えましたか？ | 猫の写真を大きくして、性格を一言ずつ書いた
4 | D5:1 | 幸子が受けたのはEikenの何級ですか？ | 三級
5 | D1:3 | 幸子の娘の名前は何ですか？ |
5 | D1:7 | 英会話教室の名前は何ですか？ |
5 | D8:12 | 和子の保護団体の名前は何ですか？ |
5 | D6:10 | 二人で作った餃子の具は何でしたか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_18, _EN_19, _ZH_18, _ZH_19, _JA_18, _JA_19]
