"""A sixth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_5` (and the
parsing helpers of `benchmarks.conversations_data`), over new people and new lives: two
English conversations (en-12, en-13), two in Simplified Chinese (zh-12, zh-13) and two in
Japanese (ja-12, ja-13), each written on its own rather than translated. en-12 is a retired
postman who takes up beekeeping, told to a friend, from a second-hand hive to a swarm, a first
harvest, two colonies joined into one and a post as his association's treasurer; en-13 a
helpdesk worker who starts doing stand-up comedy, told to his sister, from a first open mic
through a new-act competition and a first paid gig to a festival show; zh-12 a woman in
e-commerce preparing for the civil-service exam, told to a university friend, from choosing a
post to the written exam, the interview and her first day at a tax office; zh-13 a
forty-seven-year-old supermarket worker learning to drive, told to her daughter at university,
from the driving school to the four tests, the first car and a first motorway trip; ja-12 a
web designer who moves to a mountain village to work on its empty-house bank, told to a former
colleague, from the first winter to buying an old farmhouse; ja-13 two friends making a
self-published comic for a summer fair, from the application to selling out and a second book.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to sixteen turns a session. Facts are said indirectly or through a pronoun, and
several change later (a delivery date, the number of hives, a honey price, a competition
heat's date, a festival plan, an exam post, a second exam dropped, a starting date, a
driving instructor, a car's colour, a festival's date, a family's moving month, a café that
becomes a guesthouse and its opening, a page count, a print run, a cover colour and a
price); numbers and dates are often spelled in words or given relative to the session ("on
Thursday", "yesterday", 前天, 周四, 先月の二十九日, 木曜), some replies carry their subject only
through the turn they answer, the Chinese and Japanese turns mix in English words or loanwords
(App, 4S, SNS, X, iPad, B5), and look-alike turns (another wasps' nest, another improv class,
another exam taker, another new driver, another move, another wedding) sit beside the one a
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
copying their words ("in-flight meals" for airline food, 手机应用 for App, データを印刷所に送った
for 入稿), and a few name a thing in another script than the turn does (Instagram for インスタ).

The set was written before any ranker or rule ran on it, without reading the ranking code or
the results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_12 = _conversation("en-12", "Derek", "Hannah", [
    ("7:00 pm on 6 April, 2025", """
A: Guess what I did yesterday, Hannah. I bought a beehive.
B: You did not. Derek, you're frightened of wasps.
A: Bees aren't wasps, as I keep telling Pauline. It's second-hand, a National, from a chap in
  Ludlow. Ninety pounds with the frames.
B: Do you know anything about keeping them?
A: Not yet. The county association runs a beginners' course, four Saturday mornings, and the first
  one's next Saturday.
B: What does Pauline say?
A: She says it goes at the very bottom of the garden, behind the greenhouse, or it doesn't go at
  all.
B: Sounds fair. Where will you get the bees themselves?
A: You buy them in a little starter box in the spring, a nucleus they call it. I'll ask on the
  course.
B: Our Tom had a wasps' nest in his loft last week. Cost him sixty quid to have it dealt with.
A: Wasps again. You're as bad as Pauline.
B: What's brought this on, anyway?
A: Thirty-one years of walking the same post round. I want something that doesn't need me to be
  anywhere at half five in the morning.
B: Fair enough. Keep me posted, so to speak.
"""),
    ("8:15 pm on 4 May, 2025", """
B: Are you a qualified beekeeper now?
A: I've got a certificate that says I turned up. The last session was yesterday, out at the
  association's apiary in Craven Arms.
B: Did you actually open a hive?
A: Twice. The first time my hands shook so much the woman in charge took the frame off me.
B: Who's that?
A: Gwen Pryce. She's kept bees for forty years and she's offered to be my mentor for the first
  season.
B: That's lucky. Have you ordered the bees?
A: A five-frame nucleus from a breeder near Hereford, two hundred and twenty pounds. They're due on
  the seventeenth.
B: Two hundred and twenty for some insects?
A: About ten thousand of them, and a queen. Works out cheaper than a pint each.
B: Is Pauline still on board?
A: More or less. She's bought me a proper veil so she doesn't have to watch me get stung in the
  face.
B: What does Evie think?
A: She wants to name the queen. I said it depends what colour dot she's wearing.
"""),
    ("6:30 pm on 1 June, 2025", """
A: They're here! The bees arrived on the twenty-fourth, a week late.
B: What held them up?
A: The cold snap. The breeder wouldn't move them until the nights warmed up.
B: How did you get them in?
A: Gwen came round and we moved the frames across one by one. I didn't drop a single bee, I don't
  think.
B: And did you get stung?
A: Once, on the wrist, on Thursday. The gloves I'd bought were too thin, so I've got the thick
  leather ones now.
B: Did you find the queen?
A: Gwen did. She's got a blue dot on her back, which means she was born last year.
B: So what did Evie call her?
A: Queen Marjorie, after her headteacher. I haven't told the headteacher.
B: I've news on that front too. The man on the allotment next to mine has got bees as well. He paid
  two hundred and fifty for his.
A: Then I got a bargain. Tell him to come and compare notes.
B: How often do you have to open the hive?
A: Once a week in the summer. I do it on Sunday mornings, when it's quiet, before church.
"""),
    ("7:45 pm on 6 July, 2025", """
A: I've had a swarm, Hannah.
B: A swarm? From your hive?
A: Tuesday lunchtime. Pauline was hanging the washing out and a cloud of them went over her head
  and settled in the Morrises' apple tree.
B: Oh my word. Was she all right?
A: She screamed the street down, but nobody got stung. Swarming bees are full of honey and too busy
  to bother.
B: What did you do?
A: Rang Gwen. She came with a cardboard box, gave the branch one good shake, and most of them
  dropped straight in.
B: And then?
A: That evening we tipped them into a new hive. So now I've got two.
B: Did you have a spare one lying about?
A: I had to buy one in a hurry. A cedar National, brand new, a hundred and eighty-five pounds.
B: That's an expensive Tuesday.
A: Gwen says I should have spotted the queen cells on Sunday. She's right, I missed them.
B: Is Marjorie still in the old hive?
A: No, the old queen leaves with the swarm. Marjorie's in the new hive now, and the old one's
  raising a new queen.
"""),
    ("8:00 pm on 10 August, 2025", """
B: Have you had any honey yet?
A: Yesterday! We took eleven frames off the first hive and spun them in Gwen's extractor.
B: How much did you get?
A: Twenty-two pounds. That's eighteen jars, plus a bit Pauline put straight into a cake.
B: What does it taste like?
A: Pale and flowery. Gwen says it's mostly clover and lime tree.
B: Are you going to sell it?
A: There's a stall at the church fete next month. I thought six pounds a jar.
B: Is it any good on toast?
A: Evie says it's best on crumpets. I wouldn't know, honestly.
B: Don't tell me you don't eat it.
A: Never liked the stuff. I'm a marmalade man, always have been. I just like the bees.
B: And the swarm hive?
A: Slow. They're building comb but there won't be any honey from them this year.
B: Did the new queen in the old hive come good?
A: She did. She was laying by the third week of July. Evie's calling her Queen Pauline, and
  Pauline's pretending not to be pleased.
"""),
    ("7:30 pm on 14 September, 2025", """
A: Sold out, Hannah! Every jar gone by half eleven yesterday.
B: At the fete? At six pounds?
A: Seven in the end. Gwen told me off for underselling, so I changed the labels the night before.
B: And people still bought it.
A: The vicar bought three. One for himself and two for raffle prizes.
B: So you've made a profit?
A: Don't ask me that. The bees have cost me nearly six hundred pounds this year and brought in
  about a hundred and twenty.
B: Well, it's a hobby.
A: That's what I tell Pauline. Also, there's a problem. I did a mite count and the swarm hive's
  crawling with varroa.
B: What's varroa?
A: A little mite that lives on the bees and spreads viruses. Gwen says treat them in December, when
  there's no brood.
B: Anything else going after them?
A: Wasps. I've put smaller doors on both hives so the guards can hold them off.
B: Our Tom's wasps again, probably.
A: I wouldn't put it past them.
"""),
    ("6:45 pm on 19 October, 2025", """
B: How are the bees getting ready for winter?
A: I've only got one hive again.
B: What happened?
A: The swarm colony never really got going, and the mites didn't help. Gwen said they'd not survive
  the winter on their own.
B: So you lost them?
A: No, we joined them to the old hive on Thursday. You put a sheet of newspaper between the two
  boxes and they chew through it slowly, so they don't fight.
B: Clever. And Queen Marjorie?
A: We had to pick one queen. Marjorie's older, so she went to a beekeeper in Church Stretton who'd
  lost his.
B: Evie must have been devastated.
A: She wrote Marjorie a card. I put it in the box.
B: What do they eat over winter?
A: Their own honey, mostly, and I've put a block of fondant on top in case it runs out.
B: Any other news?
A: The association asked me to be their treasurer. I said yes before Pauline could stop me.
B: Thirty-one years counting letters, now counting pennies.
"""),
    ("8:10 pm on 30 November, 2025", """
A: I've done my first committee meeting as treasurer. Two hours on the price of sugar.
B: Riveting. How are the bees?
A: Quiet. I put my ear to the hive on Friday and you could hear them humming to keep warm.
B: Did you do the mite treatment?
A: Not yet. Gwen says wait for a cold spell, probably the week before Christmas.
B: Are you going to buy another hive next year?
A: I'll split this one in May, if it comes through strong, so I'm back to two without buying any
  bees.
B: You've got it all worked out.
A: Also I'm doing a queen rearing course in June, in Hereford. Pauline says it's getting out of
  hand.
B: Is it?
A: Probably. Oh, and Evie's class is doing a project on bees. I'm going in to talk to them on the
  eleventh.
B: Will you take the suit?
A: The suit, the smoker and an empty frame. No bees, the head was very clear about that.
B: What are you giving people for Christmas?
A: Candles. Gwen's showing me how to melt down the wax from this year's comb.
"""),
], """
1 | D1:3 D4:11 | How much has Derek paid for hives altogether? | 275 pounds: 90 for the second-hand
  National and 185 for the new cedar one
1 | D3:9 D3:11 D4:15 D7:8 | What became of the queen with the blue dot? | Queen Marjorie left with
  the
  swarm into the new hive; when the colonies were joined she was given to a beekeeper in Church
  Stretton
1 | D1:1 D4:9 D7:2 D7:6 | How many colonies does Derek keep now, and how did that number change? |
  One: one from May, two after the July swarm, one again after the two were joined in October
1 | D2:6 D3:5 D4:7 D5:2 | In what ways has Gwen helped Derek? | She mentors him, moved the bees into
  the hive with him, caught the swarm in a box and lent him her extractor
1 | D5:4 D6:3 D6:7 | Roughly what did the first harvest earn, and was that enough to cover costs?
  | About 120 pounds from eighteen jars at seven pounds; no, the bees cost nearly 600
1 | D5:14 D6:9 D7:4 | Why could the second colony not be left to overwinter by itself? | It built
  up
  slowly, made no honey and was infested with varroa mites, so Gwen said it would not survive
2 | D1:5 | When did Derek's beekeeping course begin? | Saturday 12 April 2025
2 | D2:8 D3:1 | When did the bees arrive, and was that when they were expected? | Saturday 24 May
  2025, a week later than the 17th
2 | D4:1 D4:3 | When did the hive swarm? | Tuesday 1 July 2025
2 | D5:2 D6:1 | Which came first, extracting the honey or the church fete, and how far apart were
  they? | The extraction, on Saturday 9 August 2025; the fete was five weeks later, on 13 September
2 | D7:6 | When were the two colonies united? | Thursday 16 October 2025
2 | D8:11 | When is Derek speaking to Evie's classmates? | Thursday 11 December 2025
3 | D5:10 D5:12 | Would Derek be pleased to be given a jar of honey? | Probably not; he has never
  liked it and prefers marmalade
3 | D1:7 D4:3 D4:5 | Is Pauline at ease around the bees? | Not really; she wanted the hive at the
  far end of the garden and screamed when the swarm passed over her
3 | D1:13 | Would Derek want a job that starts before dawn? | Unlikely; after thirty-one years of a
  post round he wanted something that didn't need him up at half five
3 | D6:7 D6:8 | Is beekeeping a money-maker for Derek? | No; it has cost nearly 600 pounds this
  year
  against about 120 earned, and he treats it as a hobby
4 | D1:3 | Where did Derek's first hive come from? | A man in Ludlow, second-hand, for 90 pounds
4 | D2:12 | What protective gear did Derek's wife give him? | A proper veil
4 | D3:7 | What did Derek change after being stung? | He swapped his thin gloves for thick leather
  ones
4 | D3:15 | On which day of the week does Derek inspect the colony? | Sunday mornings, before
  church
4 | D4:3 | Where did the swarm land? | In the Morrises' apple tree next door
4 | D5:6 | Which plants does Derek's honey mostly come from? | Clover and lime trees
4 | D5:16 | What is the queen raised in the old hive called? | Queen Pauline
4 | D7:14 | What post did the beekeeping association offer Derek? | Treasurer
4 | D8:15 | What is Derek making as Christmas gifts? | Candles from the wax of this year's comb
4 | D8:7 | How does Derek plan to have two colonies again next year? | Split his hive in May if it
  comes through strong, without buying bees
5 | D1:3 | What was the name of the man who sold Derek his first hive? |
5 | D3:12 | What is the name of Hannah's allotment neighbour? |
5 | D6:5 | Which raffle prize did the vicar win? |
5 | D8:9 | How much does the queen rearing course cost? |
""")

_EN_13 = _conversation("en-13", "Kwame", "Abena", [
    ("9:20 pm on 8 September, 2024", """
A: Abena, I did it. I got up on stage.
B: The open mic? When?
A: Thursday night, upstairs at the Crown and Anchor. Five minutes, and I went on seventh.
B: And? Did anyone laugh?
A: The bit about Mum's voice notes got a proper laugh. Like, a real one, from strangers.
B: Which bit, the eleven-minute one about the neighbour's hedge?
A: That's the one. The airline food bit died a death, though. Total silence.
B: Airline food, Kwame? What year do you think it is?
A: Fair. The compère told me to cut it, too.
B: Does Mum know you're doing jokes about her?
A: God, no. And she's not going to.
B: My friend Jo started an improv class in Leeds this week. She says it's like therapy but louder.
A: Stand-up's cheaper than therapy. Two pound entry.
B: What's next?
A: There's a new-act competition in November. I'm going to enter.
"""),
    ("8:40 pm on 29 September, 2024", """
B: How many gigs is that now?
A: Four. Every Thursday this month.
B: Are they getting better?
A: Two good, one awful. Someone's phone went off during my best line and the whole room laughed at
  the ringtone instead.
B: Brutal. What was the ringtone?
A: The Countdown clock. Honestly it was funnier than me.
B: Have you entered the competition?
A: I have. My heat is on the fourteenth of November, at a club in the Northern Quarter.
B: I'll try to come down.
A: Also I've joined a writing group. Tuesdays, in the back of a café in Levenshulme. Five of us
  read new bits to each other.
B: Do you have to write every week?
A: Two new minutes a week, that's the rule. Otherwise you buy the coffees.
B: How's the day job taking it?
A: Fine. Nobody at the helpdesk knows yet. I'd like to keep it that way.
"""),
    ("10:05 pm on 27 October, 2024", """
A: Mum knows.
B: Oh no. How?
A: Auntie Grace sent her a clip from someone's Instagram. The voice notes bit, all of it.
B: How bad?
A: She didn't speak to me for three days. Then she sent a voice note, nine minutes long, asking why
  I'd done her accent wrong.
B: That's the most Mum thing I've ever heard.
A: Then she said if I'm making money off her she wants a cut.
B: Is she joking?
A: I genuinely don't know. I've promised her dinner at the Lebanese place if I ever get paid.
B: Has anything changed with the competition?
A: The venue flooded, so the heat's moved a week later, to the twenty-first. Same club once they've
  dried it out.
B: I can definitely come on the twenty-first.
A: You'd better. Heats are ten minutes, so I need to double what I've got.
B: Use the ringtone story.
A: Already writing it.
"""),
    ("7:30 pm on 1 December, 2024", """
B: I'm still laughing about your heat.
A: You were the loudest person in the room. Thank you.
B: Second place! Are you through?
A: Top two go through, so yes. The semi-final's on Saturday the eighteenth of January.
B: Who won?
A: A woman called Niamh who does songs on a ukulele. She was brilliant, I can't even be annoyed.
B: What about that man shouting about your shirt?
A: The heckler. I said at least my shirt has a job, and it got the biggest laugh of the night.
B: Are you keeping that line?
A: You can't plan a heckle. But I've written it in the notebook anyway.
B: Does work know yet?
A: They do now. My manager was in the audience. She'd come with her sister-in-law.
B: No! What did she say?
A: She said I should do a set at the helpdesk Christmas party. I said I'd rather be heckled again.
"""),
    ("9:00 pm on 12 January, 2025", """
A: Six days till the semi and I've torn up half my set.
B: Why? It worked in November.
A: The judges this round are proper promoters. I'm cutting the airline food bit for good, and the
  bit about my landlord.
B: The airline food bit was still in?
A: Just a line of it. It's gone now. I'm opening with Auntie Grace and the Instagram clip.
B: Does Auntie Grace know that?
A: She'll find out the same way Mum did.
B: Any other news?
A: Big news. A touring comic, Dele Olatunji, asked me to open for him in Sheffield on the seventh
  of February.
B: Paid?
A: Fifty pounds and my train fare. My first paid gig.
B: So Mum gets her Lebanese dinner.
A: She's already chosen what she's having.
B: Of course she has.
"""),
    ("8:15 pm on 23 February, 2025", """
B: You went quiet after the semi. How are you feeling?
A: Better now. I came third, and only two go through to the final.
B: Third out of how many?
A: Eight. Niamh won again. I'm starting to think she's unbeatable.
B: And Sheffield?
A: Sheffield was the best night of my life. Four hundred people, and Dele told me afterwards I
  should be doing longer sets.
B: Did Mum get her dinner?
A: Last Sunday. She had the mixed grill and made me pay for dessert too.
B: So what's next?
A: Edinburgh. Tasha from the writing group and I want to share an hour at the Fringe in August,
  half each.
B: That's a huge step. Can you afford it?
A: On the free fringe it's mostly the accommodation. We've found a flat in Leith for the month,
  split two ways.
B: And work?
A: I'll use my whole summer leave, all three weeks.
"""),
    ("9:45 pm on 6 April, 2025", """
A: Edinburgh's off.
B: What? Why?
A: Tasha's got a job writing for a panel show in London. She can't do August.
B: Good for her, bad for you. Can't you do the hour on your own?
A: I haven't got an hour. I've got maybe thirty-five minutes that work.
B: So what instead?
A: Buxton. It's a smaller fringe in July, and I can do a half-hour show there for six nights.
B: Buxton's nearer, at least. Mum could come.
A: That's the worry.
B: What about the Leith flat?
A: We lost the deposit, a hundred and twenty each. Tasha insisted on paying mine back.
B: She's a good one. And work?
A: I've asked to go down to four days a week from May. HR said yes, Fridays off.
B: That's brave.
A: Or stupid. We'll find out.
"""),
    ("8:00 pm on 18 May, 2025", """
B: Has the show got a name yet?
A: "Nine-Minute Voice Note". Mum approved it, which I didn't ask her to do.
B: Ha. When's Buxton?
A: The fourteenth to the nineteenth of July, a room above a pub on the high street. Eighty seats.
B: I've booked the Saturday. Me and Jo from improv.
A: Thank you. I'm doing a preview at the Crown and Anchor on the twelfth of June, where it all
  started.
B: How's the four-day week?
A: Strange. I write all Friday and then feel guilty all Saturday.
B: Have you got posters?
A: Tasha's cousin designed one. It's me holding a phone at arm's length like it's going to explode.
B: Is Mum coming?
A: Opening night. With Auntie Grace. In the front row.
B: You'll have to be nice about them.
A: I'll have to be accurate about them. That's worse.
"""),
], """
1 | D1:5 D3:3 D3:5 | How did Kwame's mother find out about his act, and what did she object to? |
  Auntie Grace sent her an Instagram clip of the voice-notes bit; she asked why he had done her
  accent wrong
1 | D1:7 D1:9 D5:3 D5:5 | What happened to the joke about in-flight meals? | It got silence at his
  first open mic and the compère told him to cut it; a line of it lasted until he dropped it for
  good before the semi-final
1 | D2:8 D3:11 D4:4 D6:2 | How far did Kwame get in the new-act competition? | Second in his heat
  (moved from 14 to 21 November), then third of eight in the January semi-final, so not into the
  final
1 | D6:10 D7:3 D7:7 | What are Kwame's festival plans for this summer? | A half-hour show at the
  Buxton
  fringe in July, six nights; the shared hour in Edinburgh was dropped when Tasha got a TV job
1 | D3:9 D5:11 D6:8 | Did Kwame keep his promise of a meal for his mother? | Yes; after his first
  paid gig (50 pounds in Sheffield) he took her to the Lebanese place, where she had the mixed grill
1 | D2:14 D4:12 D4:14 D7:13 | How has comedy changed things at Kwame's day job? | Nobody knew at
  first;
  his manager saw the heat and asked him to perform at the Christmas party (he declined); he now
  works four days a week with Fridays off
2 | D1:3 | When did Kwame first perform stand-up? | Thursday 5 September 2024
2 | D2:8 D3:11 | When was Kwame's competition heat? | Thursday 21 November 2024 (moved from the 14th
  after the venue flooded)
2 | D5:9 D5:11 | When was Kwame's first paid gig? | Friday 7 February 2025
2 | D4:4 D5:9 | Which came first, the semi-final or the Sheffield support slot? | The semi-final,
  Saturday 18 January 2025, about three weeks before Sheffield on 7 February
2 | D6:8 | When did Kwame's mother get her dinner? | Sunday 16 February 2025
2 | D8:4 D8:5 | On which night will Abena see the Buxton show? | Saturday 19 July 2025, the last
  night
3 | D8:11 D8:12 D8:14 | Will Kwame feel relaxed on his Buxton opening night? | Probably not; his
  mother and Auntie Grace will be in the front row
3 | D4:14 | Would Kwame like to be booked for his office party? | No; he said he'd rather be
  heckled
  again
3 | D4:6 | Does Kwame resent Niamh for beating him? | No; he thought she was brilliant and can't be
  annoyed
3 | D5:13 D6:8 | What would Kwame's mother probably order at a Lebanese restaurant? | The mixed
  grill
  (and a dessert he pays for)
4 | D1:3 | Where are the open mic nights Kwame started at? | Upstairs at the Crown and Anchor
4 | D2:12 | What is the rule of Kwame's writing group? | Two new minutes a week, or you buy the
  coffees
4 | D2:4 D2:6 | What sound interrupted Kwame's best line? | A phone's ringtone, the Countdown clock
4 | D4:8 | How did Kwame answer the man who mocked his shirt? | "At least my shirt has a job"
4 | D5:5 | What will Kwame open his semi-final set with? | Auntie Grace and the Instagram clip
4 | D6:6 | How big was the crowd in Sheffield? | Four hundred people
4 | D7:11 | How much did Kwame lose on the Leith flat? | Nothing in the end: his 120 deposit was
  lost,
  but Tasha paid it back
4 | D8:2 | What is the Buxton show called? | "Nine-Minute Voice Note"
4 | D8:10 | What does the show's poster show? | Kwame holding a phone at arm's length as if it
  might
  explode
4 | D1:12 | What has Abena's friend taken up in Leeds? | An improv class
5 | D4:6 | What is Niamh's surname? |
5 | D7:3 | Which panel show is Tasha writing for? |
5 | D8:4 | What is the pub in Buxton called? |
5 | D2:10 | What is the café where the writing group meets called? |
""")


# --- Chinese --------------------------------------------------------------------------------------

_ZH_12 = _conversation("zh-12", "林晓", "陈佳", [
    ("2024年9月8日 晚上10:00", """
A: 佳佳，我决定了，今年考国考。
B: 真的？你不是说公司年底要给你升职吗？
A: 升了也是天天加班到十点。我想要个稳定点的工作。
B: 报哪个岗位想好了吗？
A: 想报广州海关，离我家近，专业也对口。
B: 怎么复习？报班吗？
A: 在粉笔App上买了个系统课，一千九百八，行测和申论都有。
B: 你每天下班那么晚，哪有时间学？
A: 早上六点起，上班前学一个半小时，周末再补。
B: 我表哥考了三次才上岸，第三次考的是深圳的街道办。
A: 别吓我，我就打算考这一次。
B: 你男朋友支持吗？
A: 阿杰说他包揽做饭，让我专心看书。
B: 这个男朋友可以留着。
"""),
    ("2024年10月13日 晚上9:30", """
B: 报名报上了吗？
A: 报上了，不过不是海关。
B: 怎么换了？
A: 海关那个岗位要求两年基层工作经历，我的工作经历不算，报不了。
B: 那最后报的哪个？
A: 佛山的税务局，招三个人。昨天看报名人数已经四百多了。
B: 一百多个人里挑一个啊。
A: 税务的岗位多，总比海关好考一点。
B: 模考成绩怎么样？
A: 第一次行测模考才六十二分，数量关系基本全蒙的。
B: 数学一直是你的弱项。
A: 所以我现在每天先刷二十道数量关系，再做别的。
B: 阿杰真天天做饭？
A: 真的，已经连着做了三个星期番茄炒蛋了。
"""),
    ("2024年11月10日 晚上11:00", """
A: 跟老板请假了，考试前那周想请五天年假。
B: 批了吗？
A: 只批了三天，说双十一忙，走不开。
B: 电商的人谁双十一敢请假。
A: 我知道。模考成绩倒是上来了，上周行测考了七十一。
B: 进步这么大！
A: 申论还是不行。老师说我写的东西像运营文案，口号太多，不像公文。
B: 哈哈，职业病。
A: 考试是十一月三十号，周六，上午行测，下午申论。
B: 在哪考？
A: 广州大学城，我得提前一天去附近住酒店。
B: 要不要我请假飞过去陪你？
A: 不用不用，你来了我更紧张。
"""),
    ("2024年12月8日 晚上9:00", """
B: 考完一个星期了，感觉怎么样？
A: 行测还行，申论最后一篇大作文没写完。
B: 差多少？
A: 要求一千二百字，我只写了八百字，时间就到了。
B: 那还有希望吗？
A: 不知道，成绩一月份才出。
B: 这段时间干嘛？
A: 准备省考，三月份的广东省考，当个后路。
B: 又要早起了。
A: 先歇一周。这周末阿杰带我去顺德吃了一顿双皮奶和鱼生。
B: 好吃吗？
A: 好吃到我想直接搬去顺德。
B: 那你得先考上佛山的岗位。
"""),
    ("2025年1月12日 晚上10:30", """
A: 成绩出来了！前天晚上查的。
B: 多少分？快说！
A: 行测六十八点五，申论六十一，总分一百二十九点五。
B: 排第几？
A: 第五名。这个岗位招三个，按一比三进面试，前九都能进。
B: 进面了！恭喜恭喜！
A: 面试在二月下旬，在佛山考。
B: 面试要报班吗？
A: 有个机构的面试班要三千八，阿杰觉得太贵。
B: 那你怎么打算？
A: 最后报了一个线上小班，一千二，六个人一起练。
B: 省考还考吗？
A: 先报了名，等面试完再说。
"""),
    ("2025年2月23日 晚上9:45", """
B: 昨天面试怎么样？
A: 结构化面试，三道题。第二题是关于群众投诉的，我脑子空白了快二十秒。
B: 后面圆回来了吗？
A: 圆回来了，第三题答得最好。
B: 分数出来了吗？
A: 当天就出了，面试八十二点四分，跟笔试加起来总排名第二。
B: 第二！那基本稳了吧？
A: 前三都能进体检。还要体检和考察。
B: 那省考呢？
A: 不考了。我把省考的书都送给了公司一个也在备考的同事。
B: 这么有信心？
A: 不是信心，是真的不想再早上六点起了。
B: 理解。
"""),
    ("2025年4月6日 晚上10:15", """
A: 佳佳，拟录用名单公示了，有我！
B: 啊啊啊！什么时候公示的？
A: 周四，三号。体检三月中旬做的，考察也过了。
B: 具体分到哪里？
A: 顺德那边的一个基层税务所，大良街道。
B: 你说要搬去顺德，真的实现了。
A: 就是工资要降不少。现在到手一万二，以后大概六千五。
B: 差了快一半啊。
A: 算过了，房租便宜，不加班，能接受。
B: 阿杰怎么说？
A: 他在广州上班，坐地铁过来一个小时。他说周末来顺德住。
B: 什么时候跟老板说？
A: 等四月这个大促项目做完，月底再提离职。
"""),
    ("2025年6月15日 晚上9:00", """
B: 离职手续办完了吗？
A: 快了，最后一天上班是二十七号，周五。
B: 什么时候报到？
A: 本来通知七月一号，昨天又来通知，改到七月七号了。
B: 正好中间能休息一个星期。
A: 我打算回老家湛江待几天，陪我妈。
B: 顺德的房子找好了吗？
A: 找好了，大良的一室一厅，一千六一个月，走路十分钟到单位。
B: 比广州便宜多了。
A: 对。部门给我办了欢送会，老板送了我一个保温杯，说公务员必备。
B: 哈哈，老板挺懂。
A: 对了，你表哥后来怎么样了？
B: 他今年第四次考，终于上岸了，去了东莞的一个派出所做文职。
A: 太好了，替他高兴。
"""),
], """
1 | D1:5 D2:4 D2:6 | 林晓为什么没报广州海关，最后报了哪里？ | 海关岗位要两年基层工作经历，
  她不符合；改报了佛山的税务局，招三人
1 | D2:10 D3:5 D5:3 | 林晓的行测分数是怎么变化的？ | 第一次模考六十二，后来模考七十一，
  正式考试六十八点五
1 | D5:3 D5:5 D6:6 | 林晓是怎么排到第二名的？ | 笔试总分一百二十九点五排第五，进了面试；
  面试八十二点四，综合排名第二
1 | D4:8 D5:13 D6:10 | 林晓最后参加广东省考了吗？ | 没有；本来当后路报了名，面试以后决定
  不考，把书送给了同事
1 | D7:7 D8:8 | 到了税务所以后，林晓每月工资扣掉房租大约还剩多少？ | 约四千九
  （到手六千五，房租一千六）
1 | D1:13 D2:14 D5:9 D7:11 | 林晓备考和上岸的过程中，男朋友是怎么支持她的？ | 包揽做饭（连着
  三周番茄炒蛋），帮她把关面试班的花费，以后周末去顺德住
2 | D3:9 D4:1 | 林晓的国考笔试是哪天？ | 2024年11月30日（周六）
2 | D5:1 | 国考成绩是哪天出的？ | 2025年1月10日（周五）
2 | D6:1 | 林晓的面试是哪天？ | 2025年2月22日（周六）
2 | D7:1 D7:3 | 拟录用名单是哪天公示的？ | 2025年4月3日（周四）
2 | D8:4 | 林晓哪天去新单位报到？ | 2025年7月7日（周一），原定7月1日
2 | D3:9 D8:2 | 从参加笔试到在公司上最后一天班，隔了大约多久？ | 大约七个月
  （2024年11月30日到2025年6月27日）
3 | D1:3 D6:12 | 林晓挑工作更看重什么？ | 稳定、不加班，不想天天熬夜早起
3 | D4:10 D4:12 | 请林晓吃顺德菜，她会高兴吗？ | 会；她吃过双皮奶和鱼生，好吃到想搬去顺德
3 | D5:9 D5:11 | 阿杰会赞成花三千八报面试班吗？ | 不会；他觉得太贵，最后报了一千二的
  线上小班
3 | D1:3 D3:4 D3:7 | 林晓的申论弱在哪里，可能和什么有关？ | 写得像运营文案、口号太多，
  和她在电商公司做运营有关
4 | D1:7 | 林晓复习用的是哪个手机应用上的课，花了多少？ | 粉笔App的系统课，一千九百八
4 | D1:9 | 林晓一天里什么时候看书？ | 早上六点起，上班前学一个半小时
4 | D3:3 | 老板给林晓批了几天年假？ | 三天（她想请五天）
4 | D3:11 | 国考笔试的考点在哪里？ | 广州大学城
4 | D4:4 | 申论大作文林晓写了多少字？ | 八百字（要求一千二百字）
4 | D6:2 | 面试时哪道题让林晓卡住了？ | 第二题，关于群众投诉，空白了快二十秒
4 | D7:5 | 林晓被分到哪里工作？ | 顺德大良街道的一个基层税务所
4 | D8:8 | 林晓在顺德租的房子怎么样？ | 大良的一室一厅，一千六一个月，
  走路十分钟到单位
4 | D8:10 | 离职时老板送了林晓什么？ | 一个保温杯
4 | D8:6 | 报到前那几天林晓打算去哪儿？ | 回老家湛江陪妈妈
5 | D6:4 | 面试第三题问的是什么？ |
5 | D8:13 | 陈佳表哥工作的派出所叫什么名字？ |
5 | D5:11 | 林晓报的线上面试班是哪家机构的？ |
5 | D3:11 | 林晓考前住的酒店叫什么？ |
""")

_ZH_13 = _conversation("zh-13", "秀梅", "小雨", [
    ("2025年3月2日 晚上8:30", """
A: 小雨，告诉你个事，妈报驾校了。
B: 真的？妈你都四十七了！
A: 四十七怎么了，驾校里还有五十多的呢。
B: 报的哪家？
A: 安顺驾校，离超市近。学自动挡的，学费四千二。
B: 怎么突然想学车？
A: 你爸腰不好，开不了远路。你外婆在肥西，每次去看她都得坐一个半小时大巴。
B: 那是该学。科目一要背好多题呢。
A: 驾校给了本书，我下了个App刷题。
B: 我室友去年暑假拿的证，她说科目二最难。
A: 别吓我，我连倒车都没坐在驾驶座上试过。
B: 加油，等你拿了证，来上海接我。
A: 想得美。
"""),
    ("2025年3月23日 晚上9:00", """
A: 科目一过了！九十六分。
B: 一次过？厉害！什么时候考的？
A: 前天，周五上午。九十分及格，我错了两道。
B: 刷了多少题？
A: App上一千六百道题，全刷了两遍。
B: 接下来就是科目二了吧？
A: 对，下周开始去场地练。教练姓赵。
B: 教练凶吗？
A: 听说脾气急，爱吼人。
B: 妈你别跟他吵。
A: 我哪敢。练车要约时间，我只约得到早上五点半那一档。
B: 那你上班怎么办？
A: 练到七点，回来洗个澡正好去超市。
"""),
    ("2025年4月27日 晚上8:45", """
B: 科目二练得怎么样？
A: 侧方停车还行，倒车入库老是压线。
B: 那个最难，多练就好。
A: 上上周赵教练吼我，我在车里哭了。
B: 啊？他太过分了！
A: 后来我找驾校换了教练，现在是孙教练，女的，很有耐心。
B: 换得好。
A: 孙教练教我看后视镜里的点位，一下子就好多了。
B: 什么时候考？
A: 约上了，五月九号，周五。
B: 要不要我回来给你加油？
A: 不用，你好好上课。你爸说那天他请假陪我去。
B: 爸比你还紧张吧。
"""),
    ("2025年5月18日 晚上9:15", """
A: 小雨，科目二过了，一百分！
B: 太好了！不是九号考的吗？
A: 九号那次没过。两次机会，第一次倒车入库压线，第二次坡道起步溜车了。
B: 啊，那多难受。
A: 回家哭了一晚上。你爸说不怪我，是那辆车离合不好。
B: 自动挡哪来的离合，爸真会安慰人。
A: 哈哈，是啊。后来补考约到前天，一次就过了。
B: 补考要交钱吗？
A: 交了一百五。
B: 接下来科目三？
A: 对，要上路了。孙教练说先在晚上练，路上车少。
B: 晚上看不清吧？
A: 孙教练说晚上练会了，白天更不怕。
"""),
    ("2025年6月29日 晚上8:00", """
B: 上路练得怎么样？
A: 第一次上长江西路，后面一辆大货车按喇叭，我手都在抖。
B: 大货车是挺吓人的。
A: 现在好多了，变道会看后视镜了。
B: 科目三约了吗？
A: 约了七月十一号，周五。
B: 拿证以后买车吗？
A: 你爸想买比亚迪秦，说家里大车实用。
B: 你呢？
A: 我想要个小的，好停车。我看中了海鸥，七万多，纯电的。
B: 海鸥挺可爱的。什么颜色？
A: 白色，耐看，不挑人。
B: 爸同意了吗？
A: 他说车是我开，我说了算。
"""),
    ("2025年7月20日 晚上9:30", """
A: 小雨，妈拿到驾照了！
B: 啊！什么时候？
A: 科目三十一号一次过，九十二分；科目四是这周二考的，九十八，当天就拿证了。
B: 太厉害了，四个科目不到五个月。
A: 从三月报名到现在，四个半月。
B: 车呢？
A: 昨天跟你爸去4S店定了海鸥。
B: 白色的？
A: 白色的要等一个多月，店里说八月中旬才能到。
B: 那也行。
A: 对了，你外婆听说我拿证了，说要第一个坐我的车。
B: 外婆胆子比爸大。
A: 你爸说他暂时不坐，等我开满一个月再说。
"""),
    ("2025年9月7日 晚上8:20", """
B: 妈，新车开了三个星期了吧？
A: 对，八月十六号提的车。
B: 最后是白色的吗？
A: 没有，白色的又推迟了，我就换了薄荷绿，有现车。
B: 绿色也好看，在停车场一眼就能找到。
A: 是啊。昨天第一次开去肥西看你外婆，开了四十五分钟。
B: 比大巴快一倍！
A: 就是进村的路太窄，后视镜刮到了墙上。
B: 修了吗？
A: 修了，三百块。你爸说就当交学费了。
B: 车后面贴实习标志了吗？
A: 贴了，要贴满一年。
B: 外婆坐着怎么说？
A: 她说我开得比你爸稳。你爸听了不高兴。
"""),
    ("2025年11月9日 晚上9:00", """
A: 小雨，元旦我开车去上海接你。
B: 真的？你敢上高速吗？
A: 实习期上高速，得有个三年以上驾龄的人陪着，你爸陪我。
B: 爸愿意坐了？
A: 他现在天天坐，说我开车比打车省钱。
B: 上班也开车吗？
A: 天天开。超市员工停车不要钱。
B: 有没有吃罚单？
A: 吃了一张。上个月去医院给你外婆拿药，路边停了十分钟，罚了一百五。
B: 哎呀，下次停停车场。
A: 你爸说我这一年光交学费了。
B: 去上海要开多久？
A: 导航说五个半小时，中间在服务区歇两次。
B: 那我在学校门口等你们。
"""),
], """
1 | D3:4 D3:6 D3:8 | 秀梅为什么换了教练，换了以后怎么样？ | 赵教练吼她，她在车里哭了；
  换成有耐心的孙教练，教她看后视镜点位，倒车入库好多了
1 | D3:10 D4:3 D4:7 | 科目二秀梅考了几次才过？ | 三次：5月9日两次机会都没过（压线、
  坡道溜车），5月16日补考一百分
1 | D5:12 D6:9 D7:4 | 秀梅的车最后是什么颜色，为什么？ | 薄荷绿；本想要白色，但白色一再推迟，
  就换了有现车的绿色
1 | D1:7 D7:6 | 自己开车去看外婆，比原来省了多少时间？ | 大约四十五分钟（大巴一个半小时，
  开车四十五分钟）
1 | D7:10 D8:9 | 拿到驾照以后，秀梅因为开车额外花了多少钱？ | 四百五：刮了后视镜修车三百，
  违停罚款一百五
1 | D6:13 D8:5 | 秀梅的丈夫对坐她开的车，态度是怎么变的？ | 先说暂时不坐，等她开满一个月；
  现在天天坐，说比打车省钱
2 | D2:1 D2:3 | 秀梅哪天考的科目一？ | 2025年3月21日（周五）
2 | D4:7 | 秀梅的科目二补考是哪天？ | 2025年5月16日（周五）
2 | D6:3 | 秀梅哪天拿到驾照？ | 2025年7月15日（周二）
2 | D7:2 | 新车是哪天提的？ | 2025年8月16日
2 | D7:6 | 秀梅第一次自己开车去肥西是哪天？ | 2025年9月6日（周六）
2 | D1:5 D6:5 | 从报驾校到拿驾照用了多长时间？ | 大约四个半月（3月初到7月15日）
3 | D5:10 | 秀梅挑车最看重什么？ | 小，好停车
3 | D6:11 D7:14 | 外婆敢坐秀梅开的车吗？ | 敢；要第一个坐，还说她开得比老伴稳
3 | D2:11 D2:13 | 秀梅会为了学车耽误上班吗？ | 不会；她约早上五点半练到七点，再去超市上班
3 | D1:7 | 秀梅喜欢坐大巴去看外婆吗？ | 不喜欢；要坐一个半小时，这是她学车的原因之一
4 | D1:5 | 秀梅在哪家驾校学车，学费多少？ | 安顺驾校，学自动挡，四千二
4 | D2:5 | 为了考科目一，秀梅做了多少道练习题？ | 一千六百道，刷了两遍
4 | D2:1 | 科目一秀梅考了多少分？ | 九十六
4 | D3:2 | 科目二里哪一项秀梅最头疼？ | 倒车入库，老压线
4 | D4:9 | 补考交了多少钱？ | 一百五
4 | D5:2 | 第一次上路时什么吓到了秀梅？ | 后面一辆大货车按喇叭
4 | D5:8 | 秀梅的丈夫想买什么车？ | 比亚迪秦
4 | D6:3 | 秀梅科目四考了多少分？ | 九十八
4 | D7:12 | 车后面的实习标志要贴多久？ | 一年
4 | D8:13 | 开车去上海要多长时间？ | 导航说五个半小时，中间在服务区歇两次
5 | D3:6 | 孙教练叫什么名字？ |
5 | D7:8 | 秀梅的车刮到了谁家的墙？ |
5 | D8:9 | 外婆拿药的是哪家医院？ |
5 | D6:7 | 秀梅去的4S店在哪条路上？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_12 = _conversation("ja-12", "大輔", "美帆", [
    ("2025年4月6日 20:00", """
A: 美帆さん、無事に引っ越しました。先月の二十九日から長野の奥沢村の住人です。
B: ほんとに行っちゃったんだ。どう、田舎暮らしは？
A: まだ雪が残ってて、朝はマイナス五度です。東京のコートじゃ全然足りない。
B: 家は？
A: 村営住宅で、家賃は月一万五千円。東京の駐車場より安いです。
B: 協力隊の仕事って何するの？
A: 空き家バンクの担当です。村中の空き家を調べて、移住したい人とつなぐ仕事。
  あとは村のSNSも。
B: デザイナーの腕が活かせるね。
A: 車がないと何もできないので、中古の軽トラを二十八万で買いました。
B: 軽トラ！似合わなそう。
A: 隣のおばあちゃんが毎日野沢菜をくれるんで、もう冷蔵庫がいっぱいです。
B: こっちは相変わらず。新しいクライアントのバナーが五十案目。
A: それ、辞めた理由の一つです。
"""),
    ("2025年5月11日 21:00", """
B: 村のインスタ、見たよ。写真きれいだね。
A: ありがとうございます。始めて三週間でフォロワー三百人です。
B: 空き家の調査は進んでる？
A: 十二軒見ました。住めそうなのは四軒くらい。残りは屋根が落ちてたり。
B: 持ち主は売ってくれるの？
A: そこが難しくて。仏壇があるから貸せないって家が多いんです。
B: 休みの日は何してるの？
A: 近所の松本さんっていう七十歳の人に渓流釣りを教わってます。
B: 釣れた？
A: まだゼロです。松本さんは一日で十匹釣ってました。
B: 私ね、横浜に引っ越すことにした。来月。
A: え、会社は辞めないんですか？
B: 辞めない辞めない。在宅が増えたから、海の近くに住みたくて。
A: それはいいですね。
"""),
    ("2025年6月22日 20:30", """
A: 初めての移住相談が来ました！東京の三人家族です。
B: すごい！どんな人？
A: 田村さんっていうご夫婦と小学二年生の男の子。旦那さんがリモートワークで、
  子供を自然の中で育てたいって。
B: どの家を見せたの？
A: 川沿いの築五十年の平屋です。家賃三万円で貸してもいいって、持ち主が言ってくれて。
B: 反応は？
A: 奥さんが縁側を見て「ここでスイカ食べたい」って。脈ありだと思います。
B: 釣りのほうは？
A: 先週やっと一匹釣れました。イワナ、二十センチ。
B: おめでとう！食べた？
A: 松本さんが塩焼きにしてくれました。人生で一番おいしい魚でした。
B: 将来どうするかは考えてる？協力隊って三年でしょ。
A: 任期が終わったら、空き家を一軒借りてカフェをやりたいと思ってます。
B: 大輔くんのカフェ、行きたい。
"""),
    ("2025年8月3日 21:15", """
B: 暑いでしょ、そっちも。
A: 昼は三十度超えますけど、夜は窓開けると寒いくらいです。
B: うらやましい。田村さんは決まった？
A: 決まりました！十月に引っ越してくるそうです。契約は来週です。
B: やったね。第一号だ。
A: 村長にも褒められました。あと、夏祭りのポスターを頼まれて作りました。
B: 見せて見せて。
A: 今送ります。祭りは八月十六日、盆踊りと花火です。
B: いいデザイン。提灯の色がかわいい。
A: インスタのフォロワーも千二百人になりました。祭りの告知がけっこう拡散されて。
B: 順調だね。体は大丈夫？
A: 草刈りでアブに三か所刺されました。腫れて軍手が入らなかった。
B: 都会っ子には試練だね。
"""),
    ("2025年9月7日 20:00", """
A: 夏祭り、台風で一週間延期になったんです。
B: え、じゃあ結局やれたの？
A: 二十三日にやりました。五百人くらい来て、村の人口より多かったです。
B: すごい。花火も上がった？
A: 上がりました。僕は焼きそばの屋台で八時間ずっと焼いてました。
B: 田村さんの引っ越しは十月のまま？
A: それが、息子さんの学校の区切りがいいからって、十一月に延びました。
B: そうなんだ。カフェの計画は？
A: 実は考えが変わって。村には泊まるところが一軒もないんです。
B: ああ、祭りの時も困った？
A: 遠くから来た人がみんな日帰りで。だからカフェより、小さなゲストハウスをやろうかと。
B: それ、大輔くんに合ってる気がする。
A: 一階でコーヒーも出せますしね。
"""),
    ("2025年10月19日 20:45", """
A: 空き家、自分で買おうかと思ってます。
B: え、借りるんじゃなくて？
A: 見つけた家が、築八十年の古民家で、百五十万円なんです。
B: 安い！でも何かあるんでしょ。
A: 屋根の修理に三百万かかるって言われました。
B: 合わせて四百五十万か。
A: 村の改修補助が上限百万円まで出るので、実質三百五十万です。
B: 貯金で足りる？
A: 東京時代の貯金がぎりぎり。足りない分は地元の信金に相談してます。
B: 十一月の三連休、そっち遊びに行っていい？その家見たい。
A: ぜひ。二十二日から二十四日ですよね。軽トラで駅まで迎えに行きます。
B: 軽トラの助手席、楽しみ。
A: 紅葉はもう終わってるかもしれませんけど。
"""),
    ("2025年11月30日 21:00", """
B: この前はありがとう。古民家、想像以上によかった。
A: 来てくれてありがとうございます。松本さんも美帆さんのこと気に入ってましたよ。
B: 松本さんのイワナの甘露煮、また食べたい。
A: 送りましょうか。それで、決めました。あの家、買います。
B: ついに！
A: 木曜に契約してきました。信金のローンも通りました。
B: おめでとう。ゲストハウスはいつ開けるの？
A: 改修が順調なら、来年の夏には開けたいです。
B: 田村さんたちはもう来た？
A: 十五日に引っ越してきました。息子さんは初日から松本さんと釣りの話ばかりしてます。
B: 村がにぎやかになるね。
A: 冬用のタイヤも替えました。来週から雪の予報です。
"""),
    ("2026年1月11日 20:30", """
A: あけましておめでとうございます。今、雪が一メートル積もってます。
B: 一メートル！生きてる？
A: 毎朝一時間雪かきしてます。腕の筋肉がすごいことになりました。
B: 古民家の改修は？
A: それが、雪で工事が止まってて。屋根屋さんも春まで来られないって。
B: じゃあ夏のオープンは？
A: 無理そうです。オープンは来年の春、二〇二七年の四月を目指すことにしました。
B: 焦らないほうがいいよ。
A: はい。あと、松本さんが凍った道で転んで手首を折ったんです。
B: 大丈夫なの？
A: 命に別状はないです。しばらく車の運転ができないので、病院の送り迎えは僕がしてます。
B: すっかり村の人だね。
A: 協力隊も二年目の更新が決まりました。村長が「三年いてくれ」って。
"""),
], """
1 | D3:13 D5:9 D5:11 | 任期が終わったら大輔は何を始めるつもりですか？ | 小さなゲストハウス。
  最初はカフェのつもりだったが、村に泊まる場所がないので変えた
1 | D6:3 D6:5 D6:7 | 古民家を買って直すのに、補助を引くと実際いくらかかりますか？ |
  三百五十万円（家百五十万、屋根三百万、補助百万）
1 | D3:3 D4:4 D5:7 D7:10 | 田村さん一家の移住はどう進みましたか？ | 6月に移住相談、
  十月の予定が息子の学校の都合で十一月に延び、11月15日に引っ越してきた
1 | D2:10 D3:9 D3:11 | 大輔の渓流釣りはどうなりましたか？ | 最初は一匹も釣れなかったが、
  6月にイワナ二十センチを一匹釣り、松本さんが塩焼きにしてくれた
1 | D2:2 D4:10 | 村のInstagramのフォロワーはどう増えましたか？ | 三週間で三百人、
  八月には祭りの告知が拡散されて千二百人
1 | D7:8 D8:5 D8:7 | ゲストハウスはいつ開業する予定ですか？ | 2027年4月。来年夏の予定だったが、
  雪で工事が止まって延期
2 | D1:1 | 大輔が奥沢村に住み始めたのはいつですか？ | 2025年3月29日（土）
2 | D4:8 D5:1 D5:3 | 夏祭りは実際にはいつ開かれましたか？ | 2025年8月23日（当初は8月16日）
2 | D7:6 | 古民家の売買契約を結んだのはいつですか？ | 2025年11月27日（木）
2 | D6:11 D7:1 | 美帆が村を訪ねたのはいつですか？ | 2025年11月22日から24日の三連休
2 | D6:11 D7:10 | 美帆の訪問と田村さん一家の引っ越し、どちらが先でしたか？ |
  引っ越しが先（11月15日）、美帆の訪問はその一週間後（11月22日から）
2 | D2:11 | 美帆が横浜に移るのはいつですか？ | 2025年6月
3 | D1:12 D1:13 | 大輔は東京でのデザインの仕事に満足していましたか？ | いいえ。
  バナーを五十案も作らされるような仕事が辞めた理由の一つ
3 | D3:7 | 田村さんの奥さんは紹介された家を気に入りましたか？ | はい。
  縁側でスイカを食べたいと言った
3 | D8:9 D8:11 D8:12 D8:13 | 大輔は村になじんでいますか？ | はい。松本さんの通院の送り迎えを
  し、村長に三年いてくれと言われている
3 | D7:3 | 美帆は村でまた何を食べたがっていますか？ | 松本さんのイワナの甘露煮
4 | D1:5 | 大輔の住まいの家賃はいくらですか？ | 月一万五千円（村営住宅）
4 | D1:9 | 大輔は移動のために何を買いましたか？ | 中古の軽トラ、二十八万円
4 | D1:11 | 隣のおばあちゃんは大輔に何をくれますか？ | 野沢菜
4 | D2:4 | 調べた空き家のうち、住めそうなのは何軒ですか？ | 十二軒中、四軒くらい
4 | D2:6 | 持ち主が空き家を人に貸したがらないのはなぜですか？ | 仏壇があるから
4 | D3:5 | 田村さん一家に紹介したのはどんな家ですか？ | 川沿いの築五十年の平屋、家賃三万円
4 | D4:12 | 草刈りのとき大輔に何が起きましたか？ | アブに三か所刺された
4 | D5:5 | 夏祭りの当日、大輔は何をしていましたか？ | 焼きそばの屋台で八時間焼いていた
4 | D8:3 | 大雪の朝、大輔は毎日何をしていますか？ | 一時間の雪かき
4 | D8:13 | 協力隊としての契約はどうなりましたか？ | 二年目の更新が決まった
5 | D6:9 | 大輔が相談している信金の名前は何ですか？ |
5 | D4:6 | 奥沢村の村長の名前は何ですか？ |
5 | D3:3 | 田村さんの息子の名前は何ですか？ |
5 | D8:9 | 松本さんが折ったのはどちらの手首ですか？ |
""")

_JA_13 = _conversation("ja-13", "葵", "莉子", [
    ("2025年2月16日 21:00", """
A: 莉子、夏コミのサークル申し込み、さっき出したよ。
B: ありがとう！ついにだね。
A: 合同誌でいいんだよね？私が漫画、莉子が話。
B: うん。オリジナルで、SFっぽい喫茶店の話がやりたい。
A: ページ数は二十四でどう？B5で。
B: 初めてだし、それくらいが現実的かな。
A: 当落の発表は六月だって。
B: 落ちたらどうする？
A: そのときは秋のオンリーイベントに出ればいいよ。
B: 前向き。タイトルはまだ決めなくていいよね。
A: まずはプロットから。三月中に送ってくれる？
B: 頑張る。仕事の繁忙期と重なるけど。
A: 私も三月は決算で死んでる。
"""),
    ("2025年3月23日 21:30", """
B: プロット送ったよ。読んでくれた？
A: 読んだ！ロボットのバリスタが、夜中にしか来ないお客さんの正体を探す話、すごくいい。
B: 最後、お客さんが実は昔の店主の娘だったってとこ、泣ける？
A: 泣いた。電車で読んで、隣の人に見られた。
B: ネームはいつから始められそう？
A: 決算が終わるから、四月の頭から。
B: 作画は何使うの？
A: クリスタ。iPadは小さいから、液タブを買おうか迷ってる。
B: 高いでしょ。
A: 十三インチので八万くらい。ボーナスで買う。
B: そういえば姉の結婚式、五月に決まった。
A: おめでとう！莉子がスピーチするの？
B: しない、絶対しない。
"""),
    ("2025年5月4日 20:30", """
A: ごめん、悪い知らせ。右手首が腱鞘炎になった。
B: え、大丈夫？
A: 整形外科で、一週間はペンを持つなって言われた。
B: 無理しないで。締め切りは調整できるから。
A: ネームは全部終わってるの。ただ、話がどうしても二十四ページに収まらなくて。
B: 私の台詞が多すぎた？
A: ううん、いい場面ばっかりで削れない。三十二ページにしてもいい？
B: いいよ。その分値段は上げる？
A: それは印刷代を見てから決めよう。
B: タイトル、案があるんだ。「午前二時のロボットカフェ」はどう？
A: それにしよう！表紙のイメージが浮かんだ。
B: 液タブは買えた？
A: 買った。手首を休ませてる間、眺めてるだけだけど。
"""),
    ("2025年6月8日 21:00", """
B: 葵、見た？受かってたよ！
A: 見た見た！金曜の夜、発表の瞬間に叫んだ。
B: 場所はどこ？
A: 二日目の東ホール。土曜日だね。
B: 印刷所はどこにする？
A: みどり印刷にしようと思う。知り合いのサークルがみんな使ってて、紙がきれいなんだって。
B: 入稿の締め切りは？
A: 早割が七月二十五日まで。それを過ぎると三割高くなる。
B: じゃあ二十五日が本当の締め切りだね。
A: 部数は百部で、頒布価格は五百円にしよう。
B: 初参加だし、百部で十分だよね。
A: 手首はもう大丈夫。毎日二ページずつ描いてる。
B: 無理しないでね。
"""),
    ("2025年7月13日 22:00", """
A: 進捗報告。三十二ページ中、二十ページ終わった。
B: すごい！残り十二ページだね。
A: 表紙の色、やっぱり青がいいと思うんだけど。
B: 私はオレンジ派。夕焼けの時間の話じゃないけど、あったかい感じが欲しい。
A: じゃあ間を取って、夜明け前の紫は？
B: 紫、いいね！それでいこう。
A: あと、Xでお品書き出したら、いいねが三千超えた。
B: 三千！じゃあ百部じゃ足りないかも。
A: 百五十部に増やそう。
B: おまけも作る？
A: ロボットのアクリルキーホルダー、五十個。本と一緒に買った人に付ける。
B: かわいい。私は小説のおまけペーパー書くよ。
A: 助かる！
"""),
    ("2025年7月27日 21:45", """
B: 入稿、本当にお疲れさま。
A: 木曜の朝五時に入稿ボタン押した。早割の一日前。
B: 徹夜させてごめんね。
A: 最後のトーン貼りが終わらなくて。会社は午後休にした。
B: 印刷代はいくらだった？
A: 百五十部、三十二ページで四万八千円。早割込み。
B: 五百円だと赤字だよね。
A: 全部売れても七万五千円だから赤字ではないけど、キーホルダー代も入れるとギリギリ。
B: 六百円にする？
A: うん、六百円にしよう。キリもいいし。
B: 当日の売り子は二人で大丈夫？
A: 大丈夫。暑さ対策だけはしっかりね。去年一般参加で倒れかけた人の話聞いたから。
B: 塩タブレット買っておく。
"""),
    ("2025年8月24日 20:00", """
A: 夏コミから一週間たったけど、まだ夢みたい。
B: 百五十部、本当に売れたね。
A: 午後一時に完売。最後の一冊は、台湾から来た人が買ってくれた。
B: 英語と中国語まじりで「次も買います」って言ってくれた人ね。
A: そう。あの時、莉子いなかったよね。
B: ごめん。熱中症っぽくなって、一時間救護室で寝てた。
A: 一人で回すの大変だったけど、隣のサークルさんが手伝ってくれた。
B: お礼しなきゃ。
A: 新刊を交換したよ。あと、同人ショップから委託の話が来た。
B: すごい！何部？
A: 三十部。増刷しないといけないね。
B: キーホルダーは？
A: 五十個、十一時には全部なくなってた。
"""),
    ("2025年9月21日 21:00", """
B: 増刷分、届いた？
A: 届いた。三十部を昨日ショップに発送したよ。
B: 冬コミも申し込む？
A: 申し込んだ。次は続編にしようと思って。
B: それなんだけど、次は私が小説を書いて、葵が挿絵っていう形はどう？
A: え、漫画じゃなくて？
B: 葵の手首が心配。小説なら挿絵五枚くらいで済むでしょ。
A: 優しい。じゃあそれでいこう。タイトルは？
B: 「午後三時のロボット書店」。
A: 続編っぽくていいね。
B: 手首はどう？
A: 左手デバイスを買ってから、ショートカットが楽になって、ほとんど痛くない。
B: よかった。今度の本も二人で売ろうね。今度は倒れないから。
"""),
], """
1 | D1:5 D3:5 D3:7 | 本のページ数はどう変わりましたか？ | 二十四ページの予定が、
  いい場面を削れず三十二ページになった
1 | D4:10 D5:9 D6:10 | 部数と値段は最終的にどうなりましたか？ | 百五十部、一冊六百円
  （最初は百部、五百円の予定）
1 | D5:3 D5:4 D5:5 D5:6 | 表紙の色はどうやって決まりましたか？ | 葵は青、莉子はオレンジを
  望み、間を取って夜明け前の紫にした
1 | D3:1 D3:3 D4:12 D8:12 | 葵の手首の具合はどう変わりましたか？ | 5月に腱鞘炎で一週間ペン禁止、
  6月には治って毎日二ページ、今は左手デバイスでほとんど痛くない
1 | D6:6 D6:10 D7:3 | 夏コミの売上は印刷代をいくら上回りましたか？ | 四万二千円
  （百五十部×六百円で九万円、印刷代四万八千円）
1 | D7:5 D7:6 D7:7 | 莉子が売り場を離れていた間、どうなりましたか？ | 熱中症気味で一時間
  救護室にいた間、葵が一人で回し、隣のサークルが手伝ってくれた
2 | D4:2 | 当落が発表されたのはいつですか？ | 2025年6月6日（金）
2 | D4:4 D7:1 | 二人がイベントに出たのはいつですか？ | 二日目、2025年8月16日（土）
2 | D6:2 | データを印刷所に送ったのはいつですか？ | 2025年7月24日（木）の朝五時
2 | D3:10 D4:2 | タイトルが決まったのと当選が分かったのは、どちらが先ですか？ |
  タイトルが先（5月4日）、当選が分かったのは6月6日
2 | D8:2 | 委託分をショップに送ったのはいつですか？ | 2025年9月20日
2 | D1:1 D6:2 | 申し込みから入稿まで、どのくらいかかりましたか？ | 約五か月
  （2月16日から7月24日）
3 | D2:3 D2:4 | 葵は涙もろいほうですか？ | はい。プロットを電車で読んで泣いた
3 | D2:11 D2:12 D2:13 | 莉子は人前で話すのが好きですか？ | いいえ。姉の結婚式のスピーチは絶対しない
3 | D8:5 D8:7 | 莉子は葵の体を気づかっていますか？ | はい。手首が心配で、次は小説と挿絵に
  しようと提案した
3 | D4:6 | 葵は印刷所を選ぶとき何を重視しますか？ | 知り合いの評判と紙のきれいさ
4 | D1:4 | 二人の本はどんなジャンルですか？ | オリジナルの、SFっぽい喫茶店の話
4 | D2:2 | 物語のあらすじは？ | ロボットのバリスタが、夜中にしか来ない客の正体を探す
4 | D2:8 | 葵が絵を描くのに使っているソフトは何ですか？ | クリスタ
4 | D2:10 | 葵が検討している液タブの値段は？ | 十三インチで八万くらい
4 | D3:10 D3:11 | 本の題名は何ですか？ | 「午前二時のロボットカフェ」
4 | D5:11 | 本に付けるおまけは何ですか？ | ロボットのアクリルキーホルダー五十個
4 | D6:6 | 印刷代はいくらでしたか？ | 四万八千円（百五十部、三十二ページ、早割込み）
4 | D7:3 | 最後の一冊を買ったのは誰ですか？ | 台湾から来た人
4 | D7:11 | 同人ショップに委託するのは何部ですか？ | 三十部
4 | D8:9 | 次の本の題名は何ですか？ | 「午後三時のロボット書店」
5 | D7:7 | 手伝ってくれた隣のサークルの名前は何ですか？ |
5 | D8:2 | 委託先の同人ショップの名前は何ですか？ |
5 | D2:11 | 莉子の姉の結婚式はどこで挙げましたか？ |
5 | D4:6 | みどり印刷はどこにありますか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_12, _EN_13, _ZH_12, _ZH_13, _JA_12, _JA_13]
