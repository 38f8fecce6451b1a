"""A conversational-memory evaluation set in LoCoMo's format: nine conversations, en/zh/ja.

Each entry of `CONVERSATIONS` is one LoCoMo-style sample::

    {"sample_id": "en-1",
     "conversation": {"speaker_a": "Maya", "speaker_b": "Tom",
                      "session_1_date_time": "7:10 pm on 3 March, 2024",
                      "session_1": [{"speaker": "Maya", "dia_id": "D1:1", "text": "..."}, ...],
                      ...},
     "qa": [{"question": "...", "answer": "...", "evidence": ["D3:4"], "category": 1}, ...]}

Three English conversations (en-1..3), three in Simplified Chinese (zh-1..3) and three in
Japanese (ja-1..3), each written on its own rather than translated. Every conversation is
two people talking over ten sessions spread across weeks or months, ten to fourteen turns a
session, about ordinary lives; many turns are filler, facts are often said indirectly, some
are revised in a later session, and later sessions hold look-alike turns (another trip,
another pet) so the right turn has to be chosen.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer.
Categories: 1 multi-hop (two or more turns), 2 temporal (when, how long, in what order;
derivable from a session's date and what was said), 3 open-domain inference (would X like
Y), 4 single-hop factual, 5 adversarial (never said, or said by the other speaker; the
answer is "Not mentioned in the conversation." and the evidence names the turn the
question leans on, if any). Per conversation: 6 multi-hop, 6 temporal, 4 inference,
10 single-hop, 4 adversarial. For a fact that changed, the question asks for the current
state and the evidence is the latest turn. Questions paraphrase the turns rather than
copying their words.

The set was written before any ranker ran on it. The file can be written out as JSON
(`json.dump(CONVERSATIONS, f, ensure_ascii=False)`) and read as a LoCoMo-style data set.

Sessions are written compactly: one turn a line, ``A:`` or ``B:`` naming the speaker; a line
that starts with whitespace continues the turn above. Questions likewise:
``category | evidence ids | question | answer``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]

NOT_MENTIONED = "Not mentioned in the conversation."


def _join(head: str, tail: str) -> str:
    """Join a continuation line: a space between ASCII words, nothing between CJK text."""
    if head and tail and head[-1].isascii() and tail[0].isascii():
        return f"{head} {tail}"
    return head + tail


def _lines(block: str) -> list[str]:
    """The logical lines of `block`: indented lines continue the one above."""
    out: list[str] = []
    for raw in block.splitlines():
        if not raw.strip():
            continue
        if raw[0].isspace() and out:
            out[-1] = _join(out[-1], raw.strip())
        else:
            out.append(raw.strip())
    return out


def _turns(session: int, names: dict[str, str], block: str) -> list[dict[str, str]]:
    """Number the turns of one session `D<session>:1`, `D<session>:2`, ..."""
    turns: list[dict[str, str]] = []
    for i, line in enumerate(_lines(block), 1):
        who, _, text = line.partition(":")
        turns.append({"speaker": names[who.strip()], "dia_id": f"D{session}:{i}",
                      "text": text.strip()})
    return turns


def _qa(block: str) -> list[dict[str, Any]]:
    """Parse ``category | evidence | question | answer`` lines."""
    out: list[dict[str, Any]] = []
    for line in _lines(block):
        cat, evidence, question, answer = (part.strip() for part in line.split("|"))
        out.append({"question": question, "answer": answer or NOT_MENTIONED,
                    "evidence": evidence.split(), "category": int(cat)})
    return out


def _conversation(sample_id: str, a: str, b: str,
                  sessions: list[tuple[str, str]], qa: str) -> dict[str, Any]:
    """One sample: `sessions` is a list of (date and time, turns block)."""
    names = {"A": a, "B": b}
    conv: dict[str, Any] = {"speaker_a": a, "speaker_b": b}
    for n, (when, block) in enumerate(sessions, 1):
        conv[f"session_{n}_date_time"] = when
        conv[f"session_{n}"] = _turns(n, names, block)
    return {"sample_id": sample_id, "conversation": conv, "qa": _qa(qa)}


# --- English -------------------------------------------------------------------------------

_EN_1 = _conversation("en-1", "Maya", "Tom", [
    ("7:10 pm on 3 March, 2024", """
A: Tom! How was your weekend? You went quiet on the group chat.
B: Sorry, chaos. We brought home a little rescue beagle on Saturday. His name's Biscuit.
A: NO WAY. Photos immediately please.
B: Sending. He's four, the shelter said, and terrified of the hoover.
A: Oh he's adorable. That face!
B: He chewed a chair leg within an hour, so, you know. Living the dream.
A: Haha welcome to parenthood.
A: My news is smaller: Priya's coming down from Leeds next weekend to stay with us.
B: Your sister? Nice, tell her hi.
A: Will do. And I've been pricing flights to Lisbon for May, I really need a break.
B: Lisbon in May sounds perfect. Go for it.
A: We'll see, work's mad. Give Biscuit a scratch from me.
"""),
    ("8:45 pm on 17 March, 2024", """
B: How did the visit with your sister go?
A: Lovely. We did the food market and she made me watch three hours of baking shows.
B: Ha, sounds about right.
A: Also, that recruiter from Halden Studio messaged me again about the senior UX role.
B: Oh? You interested?
A: Honestly no. I'm not applying. I like my team and I don't want a longer commute.
B: Fair enough, stability is underrated.
B: I'm halfway through The Overstory, by the way. Slow but gorgeous.
A: The tree one? Everyone says it made them cry.
B: Not yet, but I'm close. The chapter about the chestnut farm got me.
A: Tell me when you finish, I might borrow it.
B: Deal.
"""),
    ("6:30 pm on 2 April, 2024", """
A: Happy April! How's the little chair-destroyer?
B: Better. He's learnt "sit" and he sleeps through the night now.
A: Proud of him.
B: I'm flying to Cork on the 12th, it's Mum's sixtieth. Biscuit goes to my neighbour Dev.
A: Aww, big party?
B: Small one at her favourite seafood place in Kinsale. She'd hate a fuss.
A: Sounds perfect.
A: I finally signed up for that wheel-throwing class at the community studio. Thursday
  nights.
B: Pottery! You've been talking about it for years.
A: I know. First lesson I made a bowl that looked like an ashtray.
B: Hahaha everyone starts there.
A: We'll see if I stick with it.
"""),
    ("9:05 pm on 20 April, 2024", """
B: How was the second night at the studio? Still ashtrays?
A: A slightly less wonky bowl, so progress.
B: Love it.
A: Big thing though: Sam and I finally signed the lease on the place by the river.
B: The two-bed you viewed in February?? Congrats!
A: That one. We get the keys on the 1st of May. The rent is 1,450 a month, which hurts.
B: Worth it for the view I bet.
A: Totally, and I can walk along the towpath to the office.
B: Cork was great by the way, Mum cried when the cake came out.
A: Haha that's sweet. Did Biscuit survive without you?
B: Dev says he was an angel, which I don't believe for a second.
A: Ha.
"""),
    ("7:20 pm on 12 May, 2024", """
A: Back! Brown as a nut.
B: How was Lisbon?
A: Funny thing, we didn't go to Lisbon in the end. Flights to Porto were half the price.
B: Porto works. Port wine and tiles?
A: Exactly that. Five days, and we did a boat trip up the Douro on the Wednesday.
B: Jealous. I've been marking essays all week.
A: Poor you. How many?
B: Ninety-two Year 10 essays on Macbeth. Send help.
A: Haha oof.
A: Oh, and the move went fine, mostly. Sam dropped a box of plates on the stairs.
B: Classic. How many survived?
A: Two. We eat off paper now.
"""),
    ("8:00 pm on 1 June, 2024", """
B: Vet drama this week.
A: Oh no, what happened?
B: Biscuit swallowed one of my running socks. Whole. They had to make him sick.
A: Oh my god. Is he okay?
B: He's fine, bouncing around like nothing happened. The bill was 320 quid though.
A: Ouch. Pet insurance?
B: Only kicks in after the first 100. So not nothing.
A: Glad he's ok.
B: Also I've started bouldering with a guy from work, Tuesdays at the wall by the station.
A: Look at you! Arms of steel soon.
B: Forearms of jelly currently.
A: Haha.
"""),
    ("9:30 pm on 22 June, 2024", """
A: Okay, don't laugh.
B: I'm already laughing, go on.
A: I took the Halden job.
B: WHAT. Didn't you say no chance back in March?
A: I did! But they came back with a much better offer and the team lead is lovely. Plus
  from the new flat it's only a twenty-minute cycle.
B: Well, things change. Congrats, seriously.
A: Thanks. I start on the 15th of July. Handing in my notice Monday.
B: Is your current boss going to be upset?
A: Probably. She'll survive.
B: Celebratory drinks?
A: Next Friday? The pub by the river, obviously.
B: Obviously.
"""),
    ("7:45 pm on 10 July, 2024", """
B: Just got back from Skye. Four nights of camping and it rained for three of them.
A: Oh no, haha. Did you see anything?
B: The Fairy Pools and about a million midges.
A: Classic Scottish summer.
B: Went with my brother Ollie. Biscuit came too, and rolled in something unspeakable at
  Portree.
A: Haha of course he did.
A: Studio update: I made a teapot! It pours. Mostly.
B: A working teapot is a big deal.
A: The spout dribbles but I'm keeping it. It's for Sam's birthday.
B: Very thoughtful.
A: Last week at my old job, feels strange.
B: You'll be fine.
"""),
    ("6:50 pm on 4 August, 2024", """
A: Three weeks in at Halden. I like it a lot.
B: Told you. What are you working on?
A: Redesigning the booking flow for a chain of vet clinics, funnily enough.
B: Ha, Biscuit could be a user tester.
A: Exactly what I said!
B: Speaking of dogs, the shelter asked if I'd foster a greyhound for a couple of months.
A: Two dogs?? Are you going to?
B: Thinking about it. Biscuit is good with other dogs, so maybe.
A: My neighbour's got a new spaniel puppy and it cries all night. Pray for me.
B: Haha. Earplugs.
A: Already ordered.
B: How's the river flat in summer?
A: Gorgeous, we eat dinner on the balcony every night.
"""),
    ("8:15 pm on 25 August, 2024", """
B: I did it. Ran the Bristol half last Sunday.
A: TOM. Time??
B: 1:52. I wanted under two hours so I'm buzzing.
A: Amazing! Did you train much?
B: Three runs a week since June, and the bouldering on Tuesdays helped I think.
A: Big news here too: Priya got engaged!
B: No way! To Marcus?
A: To Marcus. Wedding next spring in Harrogate.
B: Tell her congrats.
B: And the greyhound thing: I said yes. Her name's Pepper, she arrives on Friday.
A: Two dogs! Biscuit is going to be so confused.
B: Or thrilled. We'll see.
"""),
], """
4 | D1:2 | What is the name of the dog Tom adopted? | Biscuit
4 | D2:8 | Which novel was Tom in the middle of in March? | The Overstory
4 | D3:6 | Where was Tom's mother's birthday celebrated? |
  At her favourite seafood restaurant in Kinsale
4 | D4:6 | How much do Maya and Sam pay each month for their new home? | 1,450
4 | D6:5 | What did the vet charge after Biscuit ate a sock? | 320 pounds
4 | D6:9 | Where does Tom go climbing? | At the climbing wall by the station
4 | D8:9 | Who was Maya's teapot meant for? | Sam, for his birthday
4 | D9:3 | What is Maya designing at her new employer? | The booking flow for a chain of vet clinics
4 | D10:3 | How long did it take Tom to finish the half marathon? | 1 hour 52 minutes
4 | D10:8 | Where is Priya's wedding going to be? | In Harrogate, next spring
2 | D1:2 | On what date did Biscuit come home with Tom? | Saturday 2 March 2024
2 | D3:4 | When did Tom fly to Ireland for his mother's birthday? | 12 April 2024
2 | D4:6 | When did Maya and Sam get the keys to their new place? | 1 May 2024
2 | D7:7 | What was Maya's first day at Halden Studio? | 15 July 2024
2 | D10:1 | On what date did Tom run the Bristol half marathon? | Sunday 18 August 2024
2 | D10:10 | When was the greyhound due to arrive at Tom's? | Friday 30 August 2024
1 | D1:10 D5:3 | Which city did Maya actually holiday in, and why not the one she first planned? |
  Porto instead of Lisbon, because flights to Porto were half the price
1 | D2:6 D7:3 | Did Maya end up working for the studio whose recruiter contacted her? |
  Yes; she first said she would not apply, then took the Halden job in June
1 | D3:4 D4:11 | Who minded Biscuit while Tom was in Ireland, and how did he behave? |
  His neighbour Dev, who said Biscuit was an angel
1 | D8:1 D8:5 | Who went to Skye with Tom? | His brother Ollie, and Biscuit the dog
1 | D1:2 D10:10 | What are the names of the dogs living with Tom at the end of August? |
  Biscuit, a rescue beagle, and Pepper, a greyhound he is fostering
1 | D4:4 D9:13 | Where do Maya and Sam have dinner on summer evenings? |
  On the balcony of their flat by the river
3 | D5:4 D5:5 | Would Maya enjoy a holiday with a river cruise and wine tasting? |
  Probably yes; she loved port wine and a boat trip up the Douro in Porto
3 | D3:8 D8:7 | Did Maya stick with her pottery class? |
  Yes; she started in April and by July had made a working teapot
3 | D6:9 D10:5 | Does Tom keep up with physical hobbies once he starts them? |
  Yes; he kept bouldering weekly and trained three runs a week for a half marathon
3 | D2:6 D7:5 | Does the length of her commute matter to Maya when choosing a job? |
  Yes; she first refused partly over a longer commute, and accepted once it was a
  twenty-minute cycle from the new flat
5 | D6:9 | Which climbing wall does Maya go to on Tuesdays? |
5 | D8:1 | How many nights did Maya spend camping on Skye? |
5 | | What breed is Maya's neighbour's cat? |
5 | D10:6 | When is Tom's brother getting married? |
""")

_EN_2 = _conversation("en-2", "Rosa", "Daniel", [
    ("10:15 am on 9 September, 2023", """
A: Morning! Did Mom call you about the appointment?
B: Yeah. So the surgeon wants to do her hip on October 4th?
A: That's what she said. She's weirdly calm about it.
B: Calmer than me. I'll try to fly back to Chicago for it.
A: You don't have to, I'm twenty minutes away. I'll drive her.
B: Ok but I'm coming the weekend after at least.
A: Deal. How's the new job treating you?
B: Week two. Honestly the people are great, the coffee is terrible.
A: Priorities.
B: Also I've gone vegetarian. Well, trying. Day nine.
A: You?? Mr. Brisket?
B: Climate guilt. We'll see how long it lasts.
"""),
    ("8:30 pm on 24 September, 2023", """
B: Sourdough attempt number three. It looks like a frisbee.
A: Haha did you feed the starter?
B: I fed it. I named it. It's called Gerald. Gerald betrayed me.
A: Gerald needs a warmer spot, your apartment's freezing.
B: Fair. Denver in September and I already have the heat on.
A: Speaking of change, I'm going to sell the Corolla. I bike to the hospital most days now.
B: Good call. Want me to post it for you? Someone always needs a car.
A: Sure, asking 6,500.
B: On it.
A: Luna knocked a whole plant off the windowsill this morning btw.
B: That cat is a menace.
A: She's a sweetheart who hates plants.
"""),
    ("7:00 pm on 8 October, 2023", """
A: Surgery went well! She's up and walking with a frame already.
B: Oh thank god. I was checking my phone all through my meeting.
A: The physio says six weeks before she can drive.
B: I land Friday night, I'll take the weekend shift.
A: You're the best. She's already asking for you to make the lemon cake.
B: With actual butter? I'm vegetarian, not vegan, so yes.
A: Haha good.
B: How's the book club? Still doing the thick Russians?
A: We finished Anna Karenina, thank goodness. Next is Demon Copperhead.
B: That one's supposed to be amazing.
A: Marisol picked it. She's always right.
B: Ha, see you Friday.
"""),
    ("9:45 pm on 29 October, 2023", """
B: Back in Denver. Mom looked great, she's stubborn as ever.
A: She kept trying to carry the laundry basket after you left. I caught her.
B: Of course she did.
A: Update on the car: I'm keeping it after all.
B: Oh? No buyers?
A: No, two offers. But with Mom unable to drive for a while, someone has to take her to
  physio twice a week.
B: That makes sense. Good instinct.
A: Yeah. Biking can wait until spring.
B: Work news: they're sending me to a conference in Austin in mid-November.
A: Fancy! Topic?
B: Grid storage. Batteries, basically. I'm presenting a poster.
A: Nerd. Proud of you.
"""),
    ("6:20 pm on 19 November, 2023", """
A: How was Austin?
B: Good! The poster got a lot of traffic. And I ate my weight in tacos.
A: Vegetarian tacos?
B: ...mostly. Okay, there was one brisket taco. It was Texas, Rosa.
A: HAHA. Knew it.
B: Back on the wagon now though.
A: Thanksgiving: Mom wants everyone at her place. You coming?
B: Flight's booked, I arrive Wednesday the 22nd.
A: Great, I'm on shift till 3 but I can grab you after.
B: Don't worry, I'll get a ride share.
A: Bring your sourdough if it's no longer a frisbee.
B: Gerald has redeemed himself. Bringing two loaves.
"""),
    ("11:00 am on 3 December, 2023", """
B: Thanksgiving was so nice. Mom walking without the frame!
A: She's been doing her exercises religiously.
B: The loaves were a hit too.
A: Aunt Carmen asked for your recipe, be warned.
B: Ha, the recipe is "pray".
A: Lol.
A: Totally random: I'm thinking of applying for the ICU position at St. Anne's.
B: The one across town? More money?
A: More money, worse hours. Nights for the first six months.
B: Hm. How do you feel about nights?
A: I did them for two years before. I'm tough.
B: You are. Go for it.
"""),
    ("8:10 pm on 21 December, 2023", """
A: Merry almost-Christmas!
B: You too! Are you working Christmas day?
A: Yes, but I'm off the 26th to 28th. Interview at St. Anne's went well, I think.
B: When do you hear?
A: Early January.
B: Fingers crossed.
B: I have news. I'm getting a dog. Well, fostering to adopt. A three-legged husky mix.
A: Three legs! What's his name?
B: Tripp. I didn't name him. Obviously.
A: Luna will hate him.
B: Luna hates everyone except you.
A: True.
"""),
    ("9:00 pm on 10 January, 2024", """
A: I got it!! ICU at St. Anne's. Start February 5th.
B: ROSA! Congrats!!
A: Thank you! A bit scared.
B: You'll be amazing. Are you leaving your current unit on good terms?
A: Yeah, my manager was sad but happy for me.
B: Tripp ate a whole stick of butter off the counter yesterday.
A: Oh no. Is he okay?
B: He's fine. Vet said he'll just be, um, uncomfortable.
A: Haha.
B: The adoption went through last Friday, by the way. He's officially mine.
A: Aww. Send a picture.
B: Sent.
"""),
    ("7:30 pm on 28 January, 2024", """
B: Okay confession, the vegetarian thing is over.
A: Haha how long did it last?
B: About four and a half months. I'm doing "mostly plants" now, meat on weekends.
A: Honestly that's more realistic.
B: That's what I told myself at the barbecue place.
A: Mom's cleared to drive, she drove herself to church Sunday.
B: Amazing! So you can sell the Corolla now?
A: Already listed. Someone's coming to see it Saturday.
B: Same price?
A: Dropped it to 6,000. It's winter, nobody wants to buy cars.
B: Fair.
A: Book club is doing Tomorrow, and Tomorrow, and Tomorrow next. Have you read it?
B: Yes! Video game friends, right? You'll like it.
"""),
    ("10:30 am on 18 February, 2024", """
A: Two weeks of nights done. I am a zombie.
B: How's the unit?
A: Intense but the team is incredible. My preceptor, Jamal, is so patient.
B: Good. Sleeping okay?
A: Blackout curtains. Luna has decided she loves them too.
B: Haha.
B: I'm thinking about visiting in April, with Tripp. Driving, it's about 15 hours.
A: With a three-legged dog? Luna will riot.
B: Tripp is very respectful.
A: Lies.
A: Oh, the Corolla sold. A college kid. 5,800 in the end.
B: Nice, one less thing.
"""),
], """
4 | D2:3 | What is Daniel's sourdough starter called? | Gerald
4 | D2:10 | What is the name of Rosa's cat? | Luna
4 | D3:9 | What did the book club move on to after finishing Tolstoy? | Demon Copperhead
4 | D3:11 | Who chose the book club's pick in October? | Marisol
4 | D4:11 | What was the subject of Daniel's conference poster? | Grid storage, i.e. batteries
4 | D6:4 | Which relative wanted to know how Daniel makes his bread? | Aunt Carmen
4 | D7:7 | What kind of dog is Daniel taking in? | A three-legged husky mix
4 | D8:6 | What did Tripp steal off the counter? | A whole stick of butter
4 | D10:3 | Who is training Rosa on her new unit? | Jamal, her preceptor
4 | D1:2 | What operation did the siblings' mother need? | Hip surgery
2 | D1:2 | When was their mother's operation scheduled? | 4 October 2023
2 | D3:4 | On what day did Daniel fly in after the operation? | Friday 13 October 2023
2 | D5:8 | When did Daniel arrive for Thanksgiving? | Wednesday 22 November 2023
2 | D8:1 | When does Rosa's intensive care job begin? | 5 February 2024
2 | D8:10 | On what date did Tripp's adoption become official? | Friday 5 January 2024
2 | D1:10 D9:3 | How long did Daniel keep to a strict vegetarian diet? |
  About four and a half months, from around the start of September 2023 to mid-January 2024
1 | D4:6 D10:11 | Why did Rosa hold on to her car for a while, and what did she get for it? |
  To drive her mother to physio twice a week; she finally sold it for 5,800
1 | D1:10 D9:3 | How does Daniel eat these days? |
  "Mostly plants", with meat on weekends; he gave up being fully vegetarian
1 | D6:7 D8:1 | Which job that Rosa considered in December did she get, and when does it start? |
  The ICU position at St. Anne's, starting 5 February 2024
1 | D3:3 D9:6 | How long did the physio expect the mother to stay off the road, and when did
  she drive again? | Six weeks; she drove herself to church in late January 2024
1 | D4:9 D5:4 | What did Daniel eat on his work trip that broke his diet? | A brisket taco in Austin
1 | D2:10 D7:7 | Which sibling has a cat and which one a dog? |
  Rosa has a cat, Luna; Daniel has a three-legged husky mix, Tripp
3 | D6:9 D6:11 | Would Rosa turn down a job because it meant working nights? |
  Probably not; she worked nights for two years before and considers herself tough
3 | D10:7 | Would Daniel be willing to take Tripp on a long road trip? |
  Yes; he plans to drive about 15 hours with Tripp to visit in April
3 | D2:1 D5:12 | Does Daniel give up on a hobby after early failures? |
  No; his first loaves were flat but he kept going and brought two good ones to Thanksgiving
3 | D7:10 D7:11 D10:8 | Would Luna welcome a visiting dog? |
  Probably not; she hates everyone except Rosa, and Rosa expects her to riot
5 | D7:7 | What is the name of Rosa's husky? |
5 | D4:11 | What did Rosa present at the conference in Austin? |
5 | | Which hospital does Daniel work at? |
5 | D1:2 | Which knee did the mother have operated on? |
""")

_EN_3 = _conversation("en-3", "Alex", "Assistant", [
    ("9:00 am on 6 January, 2025", """
A: Morning. New year, new spreadsheet. Can you help me set up a budget?
B: Happy to. What are the main categories you want to track?
A: Rent, childcare, the usual. Rent is 1,100 and the after-school club for Ivy is about 240
  a month.
B: Got it. Is Ivy your daughter?
A: Yep, she turned seven in December. Thinks she runs the house.
B: Seven is a great age for that. Any other big regular costs?
A: Insurance on the camera gear, 38 a month. I shoot weddings, so it's not optional.
B: Makes sense. I'll add an equipment line. Any savings goals this year?
A: I want to save for a trip somewhere warm in the summer. Maybe 2,000 total.
B: That's about 170 a month over twelve months. Shall I set that as a target?
A: Perfect. Thanks.
"""),
    ("8:30 pm on 19 January, 2025", """
A: Quick one: I've decided to learn Spanish this year. Any app you'd recommend?
B: Several work well; the key is a daily habit. How much time do you have each day?
A: Fifteen minutes, on the tram to the studio.
B: That's plenty to build a base. Pair an app with a podcast for listening.
A: Good idea. The warm trip might be Mexico City, so Spanish would help.
B: Mexico City in summer is rainy in the afternoons, worth knowing.
A: Oh, didn't know that. Noted.
A: Also, Ivy has a peanut allergy so I'll need to learn how to say that.
B: Definitely. "Mi hija es alérgica al cacahuate" is a useful sentence to have ready.
A: Writing that down.
B: Anything else you'd like help with?
A: No, that's it. Gracias!
"""),
    ("7:15 pm on 2 February, 2025", """
A: Ugh, third migraine this week.
B: I'm sorry. Have you been able to see a doctor about them?
A: Going Thursday. I suspect the coffee. I'm on five cups a day during wedding season.
B: That's worth mentioning to the doctor. Keeping a headache diary could help too.
A: Good shout. Can you make me a simple template?
B: Sure: date, time, what you ate and drank, sleep, screen time, severity from 1 to 10.
A: Perfect.
A: Ivy's school play is on the 14th by the way, she's a carrot.
B: A carrot! Does she have lines?
A: One. "I'm orange and proud." She practises it at breakfast.
B: That's wonderful.
"""),
    ("6:40 pm on 16 February, 2025", """
A: Doctor said cut down to two coffees a day and drink more water. Headaches already fewer.
B: Glad it's helping. How's the switch feeling?
A: Grumpy mornings. But fine.
B: Green tea might help the mornings without as much caffeine.
A: I'll try it.
A: The carrot was a triumph, by the way. Ivy got the biggest laugh.
B: Brilliant! She must have been proud.
A: She wore the costume for two days after.
B: Ha, of course.
A: Work: I booked three weddings for June already. One at a castle near Stirling.
B: A castle wedding sounds like a great shoot.
A: If it doesn't rain.
"""),
    ("9:10 pm on 8 March, 2025", """
A: Change of plan on the languages front.
B: Oh? What happened?
A: Luca's parents invited us to Bologna for August, so I'm switching to Italian.
B: That's a lovely reason. Is Luca your partner?
A: Yes, sorry, been together two years. His mum doesn't speak English.
B: Then Italian makes a lot of sense. Any Spanish will help with the grammar anyway.
A: So the Mexico City trip is off too. Bologna is the warm trip now.
B: Understood. Want me to rename the savings goal?
A: Yes please. The "Bologna" goal.
B: Done. You're at 340 so far?
A: 510, I put in extra from a portrait job.
B: Great progress.
"""),
    ("8:00 pm on 30 March, 2025", """
A: Can you give me gift ideas for Luca? His birthday is April 12th.
B: Sure. What does he enjoy?
A: Cooking, cycling, and old jazz records.
B: A vintage record, a cycling cap, or a pasta-making class for two?
A: Ooh, the pasta class. He'd love that. And I could practise my Italian.
B: Two birds, one stone.
A: Haha exactly.
A: Also, I bought a new laptop. The old one died mid-edit.
B: Oh no. Did you lose the files?
A: No, they were backed up to the external drive, thank god.
B: Good habit. Which laptop did you get?
A: A 16-inch one for photo editing. 1,800, ouch. Came out of the equipment budget.
"""),
    ("10:00 am on 20 April, 2025", """
A: Pasta class was a hit. Luca made ravioli that looked like art. Mine looked like clouds.
B: Cloud ravioli sound charming.
A: Ha. The teacher was from Modena, spoke to us in Italian the whole time.
B: Good practice! How are the lessons going?
A: Slowly. I can order coffee and ask for directions.
B: That's a solid start after six weeks.
A: Migraines basically gone now, by the way. One this month.
B: That's great news.
A: I've started running too. Couch to 5k, week three.
B: Well done. How's it feeling?
A: Lungs on fire, but good.
"""),
    ("7:45 pm on 18 May, 2025", """
A: Ivy lost her first tooth!
B: A big milestone! Did the tooth fairy visit?
A: She did. Two pounds, which Ivy says is "not enough for a tooth".
B: A tough negotiator.
A: Her dad gives her five apparently. Ugh.
B: Ha, the tooth fairy economy.
A: Work is heating up. The castle wedding is June 14th.
B: Do you need a shot list?
A: Yes please, the couple wants lots of the dogs. They have two corgis.
B: I'll include the corgis with the couple, with the ring bearer, and running on the lawn.
A: Perfect.
A: Savings update: 1,350 in the Bologna pot.
B: You're well on track.
"""),
    ("11:20 pm on 16 June, 2025", """
A: Castle wedding done. Shot 2,400 frames.
B: Congratulations! How was it?
A: Beautiful. It rained for exactly ten minutes, during the confetti. Got great shots.
B: Rain can make for memorable photos.
A: One corgi ate a rose from the bouquet.
B: That sounds like a highlight.
A: Haha it was.
A: Also I ran my first 5k without stopping! 34 minutes.
B: Amazing, well done!
A: Ivy ran the last bit with me.
B: Lovely.
"""),
    ("6:30 pm on 29 June, 2025", """
A: Flights booked for Bologna! We fly August 2nd, back on the 16th.
B: Exciting! Two weeks in Italy.
A: Luca's mum already sent a list of dishes she plans to cook.
B: Does it account for Ivy's allergy?
A: I sent her a message in Italian about it. My first real Italian message!
B: That's a big moment.
A: She replied with about forty exclamation marks.
B: Ha, that's a good sign.
A: Oh, and I'm thinking of dropping the after-school club in September. Luca's schedule
  changes, he can pick Ivy up.
B: That would free up 240 a month in your budget.
A: Exactly. More for the camera fund.
B: Noted.
"""),
], """
4 | D1:7 | What does Alex do for a living? | Wedding photographer
4 | D3:10 | What was Ivy's line in the school play? | "I'm orange and proud."
4 | D3:8 | What part did Ivy play on stage? | A carrot
4 | D4:1 | What did the doctor tell Alex to change? |
  Cut down to two coffees a day and drink more water
4 | D5:5 | How long has Alex been with Luca? | Two years
4 | D6:3 | What does Luca enjoy doing? | Cooking, cycling and listening to old jazz records
4 | D6:12 | What did Alex pay for the replacement computer? | 1,800
4 | D7:3 | Where did the cooking teacher come from? | Modena
4 | D8:9 | What animals do the castle wedding couple own? | Two corgis
4 | D9:1 | How many pictures did Alex take at the castle wedding? | 2,400
2 | D3:8 | When was Ivy's school play? | 14 February 2025
2 | D6:1 | When is Luca's birthday? | 12 April
2 | D8:7 | On what date was the wedding at the castle near Stirling? | 14 June 2025
2 | D10:1 | How long will the family be in Bologna, and on which dates? |
  Two weeks, from 2 to 16 August 2025
2 | D5:3 D7:6 | How long had Alex been studying Italian by the time of the pasta class? |
  About six weeks, since early March 2025
2 | D1:5 | In which month and year was Ivy born? | December 2017
1 | D2:5 D5:7 D10:1 | Where is Alex going on the summer holiday, and which destination was
  dropped? | Bologna; the Mexico City trip was dropped
1 | D5:3 D5:5 | Which language is Alex learning now, and why? |
  Italian, because Luca's parents invited them to Bologna and his mum speaks no English
1 | D2:8 D10:5 | What was Alex's first real message in Italian about? | Ivy's peanut allergy
1 | D1:3 D10:9 | How much would Alex save a month by dropping the after-school club, and who
  would collect Ivy instead? | 240 a month; Luca would pick her up
1 | D3:3 D4:1 D7:7 | How did Alex's headaches change after cutting down on coffee? |
  From five cups a day to two; the migraines fell from three a week to about one a month
1 | D7:9 D9:8 | How did Alex's running progress between April and June? |
  Week three of Couch to 5k in April; a first 5k without stopping, in 34 minutes, in June
3 | D6:3 D7:1 | Would Luca enjoy a cooking holiday in Italy? |
  Very likely; he loves cooking and made beautiful ravioli at the pasta class
3 | D6:10 | Is Alex careful about backing up work? |
  Yes; the files were on an external drive, so nothing was lost when the laptop died
3 | D8:3 D8:5 | Will Ivy be happy with two pounds for her next tooth? |
  Probably not; she said it was not enough, and her dad gives her five
3 | D4:12 D9:3 | Would Alex be upset by a short shower during an outdoor wedding shoot? |
  Probably not; ten minutes of rain during the confetti gave great shots
5 | D5:3 | Which city did Alex's own parents invite the family to? |
5 | D9:8 | How long did Luca take to run his first 5k? |
5 | | What is the name of Luca's dog? |
5 | D4:1 | Which medicine did the doctor prescribe for the migraines? |
""")

# --- Chinese (Simplified) ------------------------------------------------------------------

_ZH_1 = _conversation("zh-1", "林晓", "周航", [
    ("2024年3月3日 晚上7:10", """
A: 在吗在吗
B: 在，刚下班。怎么了？
A: 跟你说，我家多了个小家伙！昨天从救助站领回来一只橘猫
B: 哇！叫什么名字？
A: 叫豆包，两岁多，特别能吃
B: 哈哈橘猫都这样
B: 我这边也有事，公司要把我调到杭州的分部，下个月就过去
A: 啊？那你要离开北京了？
B: 嗯，估计四月中旬搬。说实话有点舍不得
A: 杭州挺好的呀，西湖边散步多舒服
B: 希望吧，房子还没着落呢
A: 慢慢找，不急
"""),
    ("2024年3月17日 晚上9:20", """
B: 豆包最近怎么样？
A: 把我的耳机线咬断了，第三根了
B: 哈哈哈哈
A: 对了，我跟我妈聊了，房子先不买了，继续租着吧，现在这价格下不了手
B: 也对，观望一下
A: 嗯，反正租的这个离单位近
B: 我在杭州看了几套房，有一套在滨江，离新公司骑车十分钟
A: 多少钱一个月？
B: 三千八，两室，有个小阳台
A: 比北京便宜多了
B: 是啊，我打算就定这个了
A: 可以可以
"""),
    ("2024年4月6日 下午3:30", """
A: 清明回老家了吗？
B: 没，在收拾行李，下周六就搬了
A: 东西多吗
B: 书最多，打了十二个箱子，全是书
A: 你这是搬图书馆啊
B: 哈哈差不多
A: 我报了个游泳班，每周二、周四晚上，终于要学会换气了
B: 你不是怕水吗？
A: 就是因为怕才要学嘛，教练挺耐心的
B: 加油，学会了夏天去海边
A: 嗯！
B: 搬完给你发新家照片
"""),
    ("2024年4月28日 晚上8:00", """
B: 到杭州两周了，基本安顿好了
A: 新家怎么样？
B: 阳台能看到钱塘江，晚上灯光特别好看
A: 羡慕！
A: 五一我打算去大理，已经买好机票了，五月一号出发
B: 一个人去？
A: 和小敏一起，我们大学室友，你还记得吧
B: 记得记得，那个爱拍照的
A: 对，她说要给我拍一组洱海边的照片
B: 好好玩，注意防晒
A: 知道啦
B: 对了我爸下周要做个小手术，胆结石，不过医生说问题不大
"""),
    ("2024年5月12日 上午10:40", """
A: 叔叔手术顺利吗？
B: 顺利，腹腔镜的，第三天就出院了，现在在家养着
A: 那就好
B: 我妈天天给他炖汤，他说喝得想吐哈哈
A: 哈哈哈幸福的烦恼
A: 大理回来了，晒黑了两个度
B: 照片呢！
A: 发你了，洱海那张是小敏拍的，我最喜欢
B: 拍得真好。你们住哪儿了？
A: 古城里一家民宿，老板养了只大金毛，天天跟着我们
B: 豆包知道了要吃醋
A: 哈哈哈别告诉它
"""),
    ("2024年6月2日 晚上9:50", """
B: 最近加班加疯了，618大促
A: 辛苦了……注意身体
B: 连着两周每天十一点下班
A: 太夸张了
A: 我游泳能游五十米了！上周测试过了
B: 厉害！从怕水到五十米
A: 教练说七月可以学蛙泳了
B: 你看，坚持就有用
A: 豆包体检了，医生说有点胖，要减肥
B: 哈哈哈橘猫宿命
A: 换了减肥猫粮，它很不开心
B: 可怜的豆包
"""),
    ("2024年6月23日 晚上8:30", """
A: 跟你说个大事
B: 什么？
A: 我们把房子买了！就在城东，地铁站旁边那个小区
B: 啊？你三月不是说先不买吗
A: 是啊，但是后来价格又降了一波，我妈说别等了，首付凑够了就上
B: 恭喜恭喜！多大？
A: 八十九平，两室一厅，九月交房
B: 太好了，以后有自己的窝了
A: 就是贷款要还三十年，想想有点慌
B: 大家都一样哈哈
A: 豆包终于可以有个放猫爬架的房间了
B: 哈哈它的专属房间
"""),
    ("2024年7月14日 晚上10:10", """
B: 我下周去新疆！公司给的年假
A: 哇！去哪儿？
B: 乌鲁木齐进，然后去赛里木湖和伊犁，一共九天
A: 好羡慕，那边夏天最美
B: 本来想去日本的，但是签证来不及了，就改新疆了
A: 新疆也很好啊
A: 我这边开始学蛙泳了，腿老是蹬不对
B: 慢慢来
A: 小敏下个月结婚，我当伴娘
B: 那个爱拍照的室友？
A: 对，八月十八号，在苏州
B: 替我恭喜她
"""),
    ("2024年8月4日 晚上9:00", """
B: 新疆回来了，人都晒成炭了
A: 哈哈哈哈照片照片
B: 赛里木湖真的蓝得不像话
A: 哇好美
B: 还在伊犁骑了马，骑了一个小时，屁股疼了三天
A: 哈哈哈
B: 我同事养了只柯基，这两天寄养在我家，它把我拖鞋啃了
A: 哈哈你也体会到了
A: 我在研究装修，想弄成原木风
B: 预算多少？
A: 控制在十五万以内吧
B: 嗯，够了
"""),
    ("2024年9月8日 下午4:20", """
A: 拿到钥匙了！昨天去交房的
B: 恭喜！终于！
A: 装修公司下周进场，估计十二月能住进去
B: 那过年可以在新家过了
A: 对！到时候你回北京来我家吃饭
B: 一定。小敏婚礼怎么样？
A: 特别好，在苏州一个园林里办的，我哭得比新娘还厉害
B: 哈哈哈哈
B: 跟你说，我准备报名明年三月的无锡马拉松，半程的
A: 你？？你以前跑三公里都喘
B: 所以现在开始练嘛，每周跑三次
A: 好，我等着给你加油
"""),
], """
4 | D1:5 | 林晓领养的猫叫什么？ | 豆包
4 | D2:9 | 周航在杭州定下的房子房租多少？ | 每月三千八，两室，带小阳台
4 | D3:4 | 周航搬家时光书就装了几箱？ | 十二箱
4 | D4:7 | 五一假期林晓是跟谁结伴出游的？ | 小敏，她的大学室友
4 | D4:12 | 周航的爸爸为什么要动手术？ | 胆结石
4 | D5:10 | 林晓在大理住的地方有什么动物？ | 民宿老板养的一只大金毛
4 | D7:7 | 林晓买的房子有多大？ | 八十九平米，两室一厅
4 | D8:3 | 周航这次年假旅行总共几天？ | 九天
4 | D9:11 | 林晓打算花多少钱装修？ | 十五万以内
4 | D10:7 | 小敏的婚礼是在什么地方办的？ | 苏州的一个园林里
2 | D1:3 | 豆包是哪天被接回林晓家的？ | 2024年3月2日
2 | D3:2 | 周航是哪天搬到杭州的？ | 2024年4月13日（星期六）
2 | D4:5 | 林晓哪天出发去云南的？ | 2024年5月1日
2 | D8:11 | 林晓的室友哪天办婚礼？ | 2024年8月18日
2 | D10:1 | 林晓是哪天拿到新房钥匙的？ | 2024年9月7日
2 | D3:7 D6:5 | 林晓从报游泳班到能游五十米大概用了多久？ | 大约两个月（四月初报班，五月底通过测试）
1 | D2:4 D7:3 | 林晓最后买房了吗？在哪儿？ | 买了，在城东地铁站旁边的小区；三月时她还说先不买
1 | D1:7 D2:7 | 周航现在在哪个城市上班，住的地方离公司多远？ | 杭州；住在滨江，骑车十分钟到公司
1 | D5:8 D10:7 | 给林晓拍洱海照片的那个人在哪里办的婚礼？ | 苏州的一个园林里（小敏）
1 | D8:5 D9:3 | 周航原本想去哪里旅行？改了以后印象最深的是什么？ |
  原本想去日本，签证来不及改去新疆；赛里木湖蓝得不像话
1 | D1:5 D6:9 | 豆包多大了？体检结果怎么样？ | 两岁多；医生说有点胖，需要减肥
1 | D7:7 D10:3 | 林晓大概什么时候能住进新房？ | 2024年12月左右（九月交房后装修）
3 | D3:9 D6:5 D8:7 | 林晓会中途放弃游泳吗？ | 不太会；她从怕水坚持到能游五十米，又开始学蛙泳
3 | D3:4 | 周航是不是个爱看书的人？ | 很可能是，搬家时书装了十二个箱子
3 | D10:10 D10:11 | 周航以前有跑步的习惯吗？ | 没有，以前跑三公里都喘，为了半马才开始练
3 | D2:2 D9:7 | 周航能理解林晓被宠物咬坏东西的烦恼吗？ | 能，同事的柯基寄养在他家时啃了他的拖鞋
5 | D8:1 | 林晓在新疆玩了几天？ |
5 | D4:12 | 林晓的父亲做的是什么手术？ |
5 | | 周航的女朋友叫什么名字？ |
5 | D5:10 | 林晓在大理住的民宿叫什么名字？ |
""")

_ZH_2 = _conversation("zh-2", "陈静", "陈宇", [
    ("2023年10月8日 晚上8:15", """
A: 国庆回来没跟你好好聊，妈的血压你知道吗？
B: 知道一点，她说高压一百五多？
A: 对，一百五十八。医生让她每天吃降压药，少吃咸的
B: 她最爱吃咸菜了，这下难受了
A: 我已经把她的咸菜坛子没收了哈哈
B: 哈哈姐你太狠了
B: 我跟你说，我决定考研了，考同济的建筑
A: 真的？你不是说上班挺好吗
B: 干了一年觉得天花板太低，还是想读出来
A: 那就好好准备，十二月考试吧？
B: 十二月二十三号，就剩两个多月了
A: 加油！需要啥资料跟我说
B: 嗯嗯
"""),
    ("2023年10月22日 下午2:00", """
A: 乐乐今天钢琴考级过了！二级
B: 厉害啊我外甥！
A: 他自己倒是无所谓，一出考场就问能不能吃麦当劳
B: 哈哈哈八岁小孩的快乐
A: 你复习得怎么样？
B: 每天早上六点起来背单词，晚上下班再做两小时题
A: 注意身体啊
B: 没事，小雨天天监督我
A: 小雨还好吧？替我问好
B: 好着呢，她最近在学做甜品，我胖了三斤
A: 哈哈哈哈
A: 妈那边血压降下来了，一百三十多
"""),
    ("2023年11月12日 晚上9:30", """
B: 姐，问你个事
A: 说
B: 双十一给妈买了个按摩椅，你觉得她会用吗
A: 她肯定说浪费钱，然后天天坐
B: 哈哈我也这么想
A: 多少钱？
B: 三千二，打完折的
A: 我跟你平摊吧
B: 不用不用，我这次奖金发了
A: 那下次我来
A: 对了我们单位年底要去三亚团建，十二月初
B: 好羡慕，我只能在出租屋里刷题
"""),
    ("2023年12月3日 晚上10:00", """
A: 三亚回来了，热死了，穿短袖都出汗
B: 北京零下五度，我们不一样
A: 哈哈给你带了椰子糖
B: 谢谢姐
B: 最后二十天了，有点慌
A: 正常的，稳住，你准备了这么久
B: 政治还差一点，建筑设计快题还行
A: 考试那两天我让乐乐给你画个加油的卡片
B: 哈哈好
A: 妈说按摩椅一天坐三次，嘴上还说你乱花钱
B: 哈哈哈果然
A: 你俩一模一样
"""),
    ("2023年12月30日 下午4:00", """
B: 考完了！解放了！
A: 感觉怎么样？
B: 说不好，快题画得还行，英语作文有点跑题
A: 先别想了，好好休息几天
B: 嗯，我跟小雨打算元旦去哈尔滨看冰雕
A: 穿厚点！那边零下二十多度
B: 知道，买了两件羽绒服
A: 乐乐放寒假想去学围棋，不弹钢琴了
B: 啊？钢琴不学了？
A: 他说钢琴太吵了，他要安静的。我也劝不动
B: 哈哈这理由
A: 报了个周六上午的班，先试试
"""),
    ("2024年1月21日 晚上8:40", """
B: 姐，春节我和小雨一起回成都
A: 太好了！妈知道了肯定高兴坏了
B: 我们二月八号到，腊月二十九
A: 我去机场接你们
B: 不用，打车就行
A: 别废话，我去接
B: 好吧哈哈
A: 乐乐围棋上了三次课了，居然赢了一个初中生
B: 这么厉害！
A: 老师说他有天赋，我看他就是喜欢赢
B: 哈哈像我
A: 哈尔滨好玩吗？
B: 冻成狗，但冰雕真的美，小雨冻得说再也不去了
"""),
    ("2024年2月25日 晚上9:10", """
B: 姐，考研成绩出来了
A: 怎么样？
B: 总分三百四十二，建筑学去年线是三百五十五，估计没戏了
A: 哎，没关系，你尽力了
B: 我想了好久，不打算二战了，还是找工作吧
A: 你确定？十月份你那么坚决
B: 确定。小雨那边也要定下来了，我们想明年结婚，我不想再耗一年
A: 好，我支持你。妈那边我去说
B: 谢谢姐
A: 过年妈看到小雨可开心了，一直给她夹菜
B: 哈哈小雨说胖了五斤
A: 你们俩一起胖挺好
"""),
    ("2024年3月17日 上午11:00", """
B: 面了三家，有一家设计院给了offer！
A: 哪家？
B: 西南院，在成都的！
A: 啊？你要回成都？
B: 对，离妈近，小雨也愿意过来，她做新媒体在哪都行
A: 太好了！以后周末可以一起吃饭
B: 四月十五号入职
A: 我帮你留意房子
B: 好，想要离地铁近的，一室一厅就够
A: 我们小区旁边就有，我去问问
B: 姐最好了
A: 少来
"""),
    ("2024年4月7日 晚上7:30", """
A: 帮你看了三套，最喜欢锦江边那套，一室一厅，月租两千六
B: 看照片挺好的，阳台朝南吗？
A: 朝南，能看到江
B: 那就这套了
A: 我帮你先交了定金，五百
B: 回头转你
A: 不急
A: 乐乐的班主任说他上课老走神，被我说了一顿
B: 八岁小孩谁不走神啊
A: 你就惯着他吧
B: 哈哈当舅舅的特权
A: 妈说你回来她天天给你做饭，你做好准备
"""),
    ("2024年4月28日 晚上9:00", """
B: 上班两周了，同事都挺好
A: 累不累？
B: 还行，就是第一个项目是个小学，图纸改了五遍
A: 哈哈慢慢来
B: 小雨下周过来，她辞职了，打算在成都接私活
A: 她一个人搬东西吗？
B: 我请了两天假回北京帮她
A: 好
A: 跟你说，乐乐围棋比赛拿了少儿组第三名
B: 哇！我外甥太牛了！
A: 奖品是一副云子，他天天抱着睡
B: 哈哈哈哈
A: 妈血压现在稳在一百二十多，医生说保持就行
"""),
], """
4 | D1:7 | 陈宇十月份打算报考哪所学校？ | 同济大学的建筑专业
4 | D2:1 | 乐乐的钢琴考过了几级？ | 二级
4 | D2:10 | 小雨最近在学什么手艺？ | 做甜品
4 | D3:7 | 陈宇给妈妈买的礼物花了多少钱？ | 三千二（打折后的按摩椅）
4 | D5:7 | 陈宇去东北之前准备了什么衣服？ | 两件羽绒服
4 | D7:3 | 陈宇考研考了多少分？ | 三百四十二分
4 | D8:3 | 哪家单位录用了陈宇？ | 西南院，成都的一家设计院
4 | D9:1 | 陈静帮弟弟看中的房子每月租金多少？ | 两千六，锦江边的一室一厅
4 | D10:3 | 陈宇上班后接手的第一个项目是什么？ | 一所小学
4 | D10:11 | 乐乐比赛拿到的奖品是什么？ | 一副云子
2 | D1:11 | 陈宇的研究生考试是哪天？ | 2023年12月23日
2 | D6:3 | 陈宇春节哪天回到成都？ | 2024年2月8日（腊月二十九）
2 | D8:7 | 陈宇在新单位的第一天是哪天？ | 2024年4月15日
2 | D3:11 D4:1 | 陈静单位去海南团建是什么时候？ | 2023年12月初
2 | D5:5 | 陈宇和小雨什么时候去看冰雕？ | 2024年元旦
2 | D7:7 | 陈宇和小雨计划哪一年结婚？ | 2025年
1 | D1:7 D7:5 D8:3 | 陈宇现在是在读研究生还是在上班？ |
  在上班；考研没过线，放弃二战，去了成都的西南院
1 | D2:1 D5:8 D10:9 | 乐乐现在在学什么？成绩如何？ | 围棋（不学钢琴了），拿了少儿组比赛第三名
1 | D1:3 D2:12 D10:13 | 妈妈的血压是怎么变化的？ | 从一百五十八降到一百三十多，现在稳在一百二十多
1 | D3:3 D4:10 | 妈妈对双十一收到的礼物是什么态度？ | 按摩椅一天坐三次，嘴上还说儿子乱花钱
1 | D8:5 D10:5 | 小雨做什么工作？她来成都后打算怎么做？ | 做新媒体；辞职后在成都接私活
1 | D5:5 D6:13 | 陈宇元旦和谁一起出去玩，那个人玩得怎样？ | 和小雨去哈尔滨，小雨冻得说再也不去了
3 | D6:10 D10:11 | 乐乐会喜欢一本围棋书当生日礼物吗？ | 很可能会；他有天赋、爱赢，抱着奖品云子睡觉
3 | D6:13 | 小雨会想冬天再去东北看冰雪吗？ | 大概不会，她在哈尔滨冻得说再也不去了
3 | D3:4 D4:10 | 妈妈是真的不喜欢儿女给她花钱吗？ | 不是；嘴上说浪费钱，其实礼物天天用
3 | D9:9 D9:11 | 陈宇对外甥是严格还是宠着？ | 宠着，觉得小孩走神正常，说是当舅舅的特权
5 | D8:3 | 陈静拿到了哪家设计院的offer？ |
5 | D5:5 | 陈静元旦去哪座城市看了冰雕？ |
5 | | 乐乐在学校最好的朋友是谁？ |
5 | D4:3 | 陈宇从三亚给姐姐带了什么？ |
""")

_ZH_3 = _conversation("zh-3", "王磊", "赵琳", [
    ("2025年2月10日 中午12:30", """
B: 王哥，吃饭去吗？楼下新开了家潮汕牛肉火锅
A: 走！刚改完需求，饿死了
B: 你今天怎么没抽烟？平时这个点早下楼了
A: 戒了，春节开始戒的，今天第十二天
B: 哇，为什么突然戒？
A: 我老婆怀孕了，预产期六月中旬
B: 恭喜恭喜！！太好了
A: 谢谢，还没跟组里其他人说，你先保密
B: 放心
B: 那你得攒奶粉钱了
A: 哈哈已经在算了
B: 走吧，去晚了没位置
"""),
    ("2025年2月24日 晚上9:40", """
B: 王哥你还在公司吗
A: 在，线上出bug了，回滚中
B: 我也在，支付模块那个？
A: 对，估计要搞到十一点
B: 我给你带了杯咖啡，放你桌上了
A: 救命恩人
B: 跟你说我开始学吉他了，周末在南山一个琴行上课
A: 可以啊，弹民谣？
B: 先学《成都》，左手指尖全是茧
A: 哈哈，学会了年会上表演
B: 别，我会社死的
A: 好了回滚成功，收工
"""),
    ("2025年3月15日 下午5:10", """
A: 周末有啥安排
B: 明天和朋友去爬梧桐山，你要不要一起
A: 不了，陪老婆去产检，四维彩超
B: 噢对，重要的事
A: 医生说宝宝挺好的，是个女孩
B: 哇！女儿！名字想好了吗
A: 小名叫桃子，大名还在吵
B: 桃子好可爱
A: 我老婆想叫王一诺，我妈想叫王思雨
B: 哈哈家庭战争
A: 你爬山小心点，上周下过雨路滑
B: 好嘞
"""),
    ("2025年4月3日 晚上8:20", """
B: 王哥，问你个事，想听听你意见
A: 你说
B: 有个猎头找我，一家做新能源车的公司，薪资涨百分之三十
A: 在哪儿？
B: 在东莞松山湖，得搬过去或者每天通勤一个多小时
A: 你怎么想的
B: 有点心动，但我挺喜欢现在的团队的，而且刚租的房子合同签了一年
A: 钱是一方面，你想做什么更重要
B: 嗯，我再想想，先去面一下看看
A: 对，面了也不亏
A: 清明我回湖南老家，给你带点腊肉
B: 好啊好啊！
"""),
    ("2025年4月20日 下午3:00", """
A: 腊肉放你桌上了，烟熏的，蒸着吃最好
B: 谢谢王哥！
B: 面试结果出来了，给了offer，但我决定不去了
A: 哦？为什么？
B: 面试官说要经常加班到半夜，我不想把生活搭进去
A: 明智
B: 而且我吉他刚入门，去了哪有时间练
A: 哈哈这也是理由
A: 我买车了，比亚迪的电车，等桃子出生用
B: 哇，什么颜色？
A: 灰色，我老婆挑的，下周提车
B: 恭喜！以后可以蹭车了
"""),
    ("2025年5月18日 晚上10:00", """
A: 跟你说个事，医生说宝宝可能要提前，预产期提到六月一号左右了
B: 啊？那你陪产假请好了吗？
A: 请了，公司给十五天，我打算五月底开始休
B: 组里的活我帮你盯着
A: 太感谢了，交接文档我周三前写完
B: 你放心
B: 我端午打算去西安玩三天，吃吃吃
A: 回民街、肉夹馍，羊肉泡馍
B: 对！还想看兵马俑
A: 人会很多，早点去
B: 好的
A: 我戒烟一百天了，今天
"""),
    ("2025年6月8日 晚上11:00", """
A: 桃子出生了！！五月二十九号凌晨三点
B: 啊啊啊恭喜！！母女平安吗？
A: 都很好，六斤八两
B: 太好了！照片！
A: 发你了，哭起来声音特别大
B: 好可爱，像你
A: 大名定了，叫王一诺，我老婆赢了哈哈
B: 哈哈哈哈
B: 西安回来了，兵马俑真的震撼，就是热，三十七度
A: 辛苦了
B: 给桃子带了个小布老虎
A: 谢谢！
"""),
    ("2025年6月22日 下午4:30", """
B: 王哥回来上班了？
A: 回来了，睡眠严重不足，一晚上醒四次
B: 辛苦了，新手爸爸
A: 说实话，前天晚上太累，在楼下抽了一根
B: 啊，破戒了？
A: 就一根，已经跟老婆坦白了，又重新开始数天数
B: 没事，重新来
B: 我下周末去重庆，朋友结婚
A: 又出去玩，你这个月都第二趟了
B: 这次是正事哈哈
A: 记得吃火锅
B: 必须的
"""),
    ("2025年7月13日 晚上9:00", """
B: 王哥，公司年中考评结果出了，我拿了A
A: 牛！实至名归
B: 支付那次事故我们复盘做得好，领导记住了
A: 对，那次咱俩熬到十一点
A: 桃子会笑了，一逗就笑
B: 好想看
A: 周末来家里玩，我老婆也想见你
B: 好啊，我带点水果
B: 吉他我能弹完整首《成都》了
A: 可以啊，来家里弹给桃子听
B: 哈哈她会被吓哭的
A: 不会，她爱听大声的
"""),
    ("2025年8月3日 晚上8:00", """
B: 上周去你家太开心了，桃子抓着我手指不放
A: 她喜欢你
B: 我也想养个什么了，买了两条金鱼，放工位上
A: 哈哈工位养鱼
B: 一条叫可乐，一条叫雪碧
A: 我这边有点事，我老婆想回湖南她妈那边住两个月，帮忙带孩子
B: 那你一个人在深圳？
A: 对，周末回去。高铁三个多小时
B: 辛苦
A: 重新戒烟四十天了
B: 棒！这次坚持住
A: 一定
"""),
], """
4 | D2:9 | 赵琳学吉他练的第一首曲子是什么？ | 《成都》
4 | D3:5 | 王磊家的宝宝是什么性别？ | 女孩
4 | D3:7 | 王磊女儿的小名叫什么？ | 桃子
4 | D4:3 | 找赵琳跳槽的那家公司是做什么的？ | 新能源车
4 | D4:5 | 那家挖赵琳的公司在哪里？ | 东莞松山湖
4 | D5:1 | 王磊从湖南给赵琳带回了什么？ | 烟熏腊肉
4 | D5:9 | 王磊为迎接孩子买了什么？ | 一辆比亚迪电车，灰色
4 | D7:3 | 桃子出生时体重多少？ | 六斤八两
4 | D7:11 | 赵琳从西安给宝宝带了什么？ | 一个小布老虎
4 | D10:5 | 赵琳的金鱼叫什么名字？ | 可乐和雪碧
2 | D1:4 | 王磊是从什么时候开始戒烟的？ | 2025年春节期间，1月底（到2月10日是第十二天）
2 | D7:1 | 桃子是哪天出生的？ | 2025年5月29日凌晨三点
2 | D6:7 | 赵琳去陕西旅行是什么时候？ | 2025年端午假期（5月31日至6月2日）
2 | D5:11 | 王磊大概什么时候拿到新车？ | 2025年4月底（4月20日说下周提车）
2 | D8:8 | 赵琳去重庆参加婚礼是哪个周末？ | 2025年6月28日至29日那个周末
2 | D1:6 D7:1 | 桃子比最早说的预产期提前了多久出生？ |
  大约两周多；最早说预产期在六月中旬，实际5月29日出生
1 | D4:3 D5:3 D5:5 | 赵琳最后去新能源车公司了吗？为什么？ | 没有；对方要经常加班到半夜，她不想搭上生活
1 | D3:9 D7:7 | 王磊女儿的大名是谁挑的？叫什么？ | 王磊的老婆挑的，叫王一诺
1 | D1:4 D8:6 D10:10 | 王磊现在还在戒烟吗？ |
  在；六月太累抽了一根后重新开始，到八月初已重新戒了四十天
1 | D2:3 D9:3 | 让赵琳考评拿A的那次事故出在哪个模块？ | 支付模块
1 | D6:3 D8:2 | 王磊休了多久陪产假？回来后状态如何？ | 十五天；回来后睡眠严重不足，一晚上醒四次
1 | D2:7 D9:9 | 赵琳在哪里学吉他，现在学到了什么程度？ | 在南山的一家琴行；已经能弹完整首《成都》
3 | D5:5 D5:7 | 赵琳会为了高薪接受一份经常熬夜加班的工作吗？ | 不太会，她不想把生活搭进去
3 | D6:7 D8:11 D8:12 | 赵琳是个爱吃的人吗？ | 是；去西安就为了吃，去重庆也一定要吃火锅
3 | D7:5 D9:12 | 桃子会被吉他声吓哭吗？ | 王磊认为不会，她哭声大，也爱听大声的
3 | D10:6 D10:8 | 老婆回湖南的这两个月，王磊周末会留在深圳吗？ | 大概不会，他周末坐高铁回去
5 | D6:7 | 王磊端午去了哪里旅行？ |
5 | D5:9 | 赵琳买的车是什么颜色？ |
5 | | 赵琳的男朋友是做什么工作的？ |
5 | D10:3 | 王磊在工位上养了什么？ |
""")

# --- Japanese ------------------------------------------------------------------------------

_JA_1 = _conversation("ja-1", "美咲", "健太", [
    ("2024年4月7日 20:30", """
A: 健太、久しぶり！元気？
B: おー美咲！元気元気。年度末バタバタでさ
A: わかる。私ね、実は福岡に転勤決まった
B: え、まじで？いつから？
A: 5月の連休明けから。博多駅の近くに部屋探し中
B: 福岡いいなー、飯うまいし
A: でしょ？ただこむぎを連れてけるペット可の物件が少なくて
B: こむぎ元気？もう何歳だっけ
A: 5歳。最近ちょっと太った笑
B: 柴犬って太りやすいよな
A: そうそう。散歩増やさなきゃ
B: 引っ越しの手伝いいる？
A: ありがとう、業者に頼んだから大丈夫！
"""),
    ("2024年4月21日 22:00", """
B: 部屋決まった？
A: 決まった！大濠公園の近くの1LDK。ペット可で家賃7万8千円
B: 大濠公園、散歩コース最高じゃん
A: こむぎも喜ぶと思う
B: 俺さ、車買おうかと思ってる
A: おお、何買うの？
B: 中古のハスラー。週末キャンプ行きたくて
A: 健太キャンプ始めたの？
B: 先月から。会社の先輩に連れてってもらってハマった
A: いいね、焚き火とか
B: そうそう、焚き火見てるだけで一日終わる
A: 笑
"""),
    ("2024年5月12日 19:45", """
A: 福岡生活一週間経ちました
B: お疲れ様！どう？
A: 職場の人みんな優しい。でも方言がまだ聞き取れない笑
B: 「〜っちゃん」とか？
A: それそれ。あと毎日ラーメン食べてる
B: 太るぞ
A: こむぎと一緒に太る笑
B: こないだ初めてソロキャンプした。道志村で
A: 一人で？怖くない？
B: 夜はちょっと怖かった。鹿の鳴き声がすごくて
A: 鹿！
B: でも朝のコーヒーが最高だった
"""),
    ("2024年6月2日 21:10", """
A: 聞いて、先週盲腸で入院してた
B: え！大丈夫！？
A: 大丈夫、手術して4日で退院した。今は家で休んでる
B: こむぎはどうしてたの？
A: 同僚の井上さんが預かってくれた。本当に助かった
B: いい人いてよかったな
A: お礼に明太子送ろうかな笑
B: 福岡の人に明太子笑
A: たしかに笑　別のにする
B: 無理すんなよ
A: ありがと。来週から仕事復帰
B: 了解、お大事に
"""),
    ("2024年6月23日 20:00", """
B: 体調どう？
A: もう全然平気！先週からヨガも再開した
B: よかった
B: 俺、7月の三連休に北海道行く。富良野のラベンダー見に
A: いいなー！一人？
B: 彼女と。あ、言ってなかったっけ、付き合ってる人いる
A: 聞いてない！！誰！？
B: キャンプで知り合った子。名前は真由
A: キャンプ効果すご笑
B: 笑　向こうの方がキャンプ歴長いんだよ
A: 今度紹介してね
B: うん、年末東京帰ってきたら
"""),
    ("2024年7月21日 18:30", """
B: 北海道から帰ってきた
A: おかえり！ラベンダーどうだった？
B: ちょうど満開。紫一色ですごかった
A: 写真見たい
B: 送った。あと美瑛の青い池も行った
A: きれい！真由さんも楽しんでた？
B: 楽しんでた。ジンギスカン3回食べた笑
A: 笑
A: 私は9月に台湾行くことにした。初海外一人旅
B: 台北？
A: 台北と九份。3泊4日
B: 小籠包食べまくれ
"""),
    ("2024年8月18日 22:30", """
B: 車の件だけど、結局買わないことにした
A: え、ハスラーは？
B: 駐車場が月2万5千円って言われて無理だった。カーシェアで十分
A: 東京の駐車場高いもんね
B: キャンプの時は真由の車出してもらうし笑
A: ずるい笑
A: 最近こむぎと毎朝大濠公園一周してる。2キロくらい
B: いいね、痩せた？
A: こむぎは1キロ痩せた。私は変わらない笑
B: 笑
A: 台湾のガイドブック買った
B: 楽しみだな
"""),
    ("2024年9月22日 19:00", """
A: 台湾から帰ってきました！
B: おかえり！どうだった？
A: 最高！九份の夜景がすごかった。千と千尋っぽかった
B: 小籠包は？
A: 鼎泰豊で20個食べた笑
B: 食べすぎ笑
A: 雨が2日降ったけど、それも雰囲気あってよかった
B: 俺は先週山梨でキャンプ。富士山がめっちゃきれいに見えた
A: また真由さんと？
B: うん。今度は2泊した
A: 仲良しだね
B: まあね笑
"""),
    ("2024年10月6日 21:20", """
B: ちょっと報告がある
A: なになに
B: 真由と一緒に住むことになった。11月に三鷹の2LDKに引っ越す
A: えー！おめでとう！
B: ありがとう。キャンプ道具置く部屋が欲しくて2LDKにした笑
A: 理由笑
A: 私も報告。来年の春から大阪に異動になるかも
B: え、また引っ越し？
A: まだ確定じゃない。12月に正式に決まるって
B: こむぎ大変だな
A: こむぎは新幹線デビューかも
B: 笑
"""),
    ("2024年10月27日 20:10", """
A: 異動の件、断ることにした
B: お、そうなの？
A: 福岡が好きになっちゃって。職場も大濠公園も離れたくない
B: わかる、美咲楽しそうだもん
A: 上司も了解してくれた
B: よかったじゃん
B: 年末、真由連れて福岡行こうかなって話してる
A: ほんと！？ぜひ来て！
B: 12月28日から2泊くらいで考えてる
A: もつ鍋の店予約しとく
B: 最高
A: こむぎにも会ってね
"""),
], """
4 | D1:9 | こむぎは何歳？ | 5歳
4 | D2:2 | 美咲が福岡で借りた部屋は月いくら？ | 7万8千円（大濠公園近くのペット可の1LDK）
4 | D2:9 | 健太がキャンプにはまったきっかけは？ | 会社の先輩に連れて行ってもらったこと
4 | D3:8 | 健太が初めて一人でテントを張った場所はどこ？ | 道志村
4 | D4:5 | 美咲の入院中、愛犬の面倒を見たのは誰？ | 同僚の井上さん
4 | D5:8 | 健太の交際相手の名前は？ | 真由
4 | D6:5 | 北海道でラベンダー以外に健太が見た景色は？ | 美瑛の青い池
4 | D8:5 | 美咲は台湾で小籠包を何個食べた？ | 鼎泰豊で20個
4 | D9:3 | 健太たちが一緒に暮らす予定の部屋はどこ？ | 三鷹の2LDK
4 | D3:3 | 美咲が新しい職場でまだ慣れないことは？ | 方言が聞き取れないこと
2 | D1:5 | 美咲が福岡で働き始めたのはいつ？ | 2024年5月の大型連休明け
2 | D5:4 | 健太の北海道旅行はいつだった？ | 2024年7月の三連休（7月13日〜15日）
2 | D6:9 D6:11 | 美咲の台湾旅行はいつ、何日間の予定だった？ | 2024年9月、3泊4日
2 | D4:1 D4:3 | 美咲が盲腸で入院したのはいつ頃？ | 2024年5月の最終週ごろ（6月2日の前の週）、4日で退院
2 | D9:3 | 健太が真由と同居を始めるのはいつ？ | 2024年11月
2 | D10:9 | 健太と真由が福岡を訪ねるのはいつからの予定？ | 2024年12月28日から2泊ほど
1 | D2:5 D7:1 D7:3 | 健太は結局車を手に入れた？ |
  買わなかった。駐車場が月2万5千円と高く、カーシェアで十分と判断した
1 | D9:7 D10:1 D10:3 | 美咲は来年春に大阪へ移る？ |
  移らない。福岡が好きになり、異動を断った
1 | D5:6 D5:8 D8:10 | 健太と一緒に北海道と山梨へ行ったのは誰？ | 恋人の真由
1 | D1:9 D7:9 | こむぎの体重は福岡に来てからどうなった？ |
  福岡に来る前は少し太っていたが、毎朝の散歩で1キロ痩せた
1 | D5:8 D5:10 | 健太と真由はどこで出会い、アウトドア経験が長いのはどちら？ |
  キャンプで出会った。キャンプ歴は真由の方が長い
1 | D5:4 D6:3 | 健太が北海道で見に行った花は見頃だった？ | ラベンダーで、ちょうど満開だった
3 | D2:11 D3:12 | 健太は自然の中でのんびり過ごすのが好き？ |
  好き。焚き火を眺めて一日過ごし、キャンプの朝のコーヒーを最高だと言う
3 | D10:3 | 美咲は今の福岡での暮らしに満足している？ |
  している。職場も大濠公園も離れたくないと異動を断った
3 | D4:7 D4:9 | 美咲は井上さんへのお礼に明太子を贈る？ |
  おそらく贈らない。福岡の人に明太子はおかしいと言われ、別のものにすると言った
3 | D3:5 D10:10 | 美咲は福岡の食べ物を気に入っている？ |
  気に入っている。毎日ラーメンを食べ、もつ鍋の店を予約すると言う
5 | D4:1 | 健太が入院したのはいつ？ |
5 | D6:9 | 健太の台湾旅行は何泊だった？ |
5 | | 美咲の恋人の名前は？ |
5 | D3:8 | 美咲がソロキャンプをした場所はどこ？ |
""")

_JA_2 = _conversation("ja-2", "由香", "翔太", [
    ("2023年11月5日 19:00", """
A: 翔太、お父さんの還暦のお祝いどうする？
B: あ、そっか来年の2月だっけ
A: 2月14日。バレンタインが誕生日って毎年ネタにしてるやつ
B: 笑　何がいいかな
A: 赤いちゃんちゃんこは絶対嫌がると思う
B: 温泉とかは？秋保とか
A: いいね！家族みんなで一泊
B: 俺、予約しとくよ
A: ありがとう、助かる
A: 蓮がね、最近「しょうたくんいつ来るの」ってずっと言ってる
B: 可愛いな。年末帰るって伝えといて
A: 伝えとく
"""),
    ("2023年11月19日 21:30", """
B: 秋保の旅館、2月10日の土曜で取れた
A: さすが！何部屋？
B: 2部屋。露天風呂付きのとこ
A: お父さん絶対喜ぶ
B: 予算は一人2万ちょいくらい
A: 了解、半分出すね
B: あと俺、仕事辞めようか迷ってる
A: え、どうしたの
B: 残業が月80時間超えてて、さすがにしんどい
A: それはやばいよ。体壊す前に考えな
B: うん。次探すにしても東京で探す。友達もみんなこっちだし
A: 焦らなくていいよ
"""),
    ("2023年12月10日 20:15", """
A: 体調大丈夫？
B: なんとか。最近もちに癒されてる
A: もちちゃん元気？
B: 元気すぎて夜中に走り回る。猫ってなんであんなに夜元気なんだろ
A: 笑
A: そういえば、私ピアノ再開した。20年ぶり
B: え、子供の頃やってたやつ？
A: そう。電子ピアノ買っちゃった。蓮も横で鍵盤叩いてる
B: 連弾じゃん笑
A: 騒音だけどね笑
B: 年末は28日に帰るわ
A: 了解、お母さんに言っとく
"""),
    ("2024年1月7日 18:40", """
A: 年末ありがとね、蓮がずっと遊んでもらって喜んでた
B: 俺の方が疲れた笑
A: 笑
B: 報告。転職決めた。4月から仙台の会社
A: え！？仙台！？戻ってくるの？
B: うん。リモート多めのIT企業。残業もほぼないって
A: 11月は東京で探すって言ってたのに
B: 年末実家でゆっくりして、やっぱりこっちがいいなって思った
A: 嬉しい！お母さん泣くよ
B: まだ言ってないから内緒で
A: わかった
B: もちも連れてく
"""),
    ("2024年2月12日 22:00", """
A: 秋保、最高だったね
B: お父さんが露天風呂で「幸せだ」って3回言ってた
A: 笑　お母さんも喜んでた
B: 蓮が旅館の浴衣引きずって歩いてたの可愛かった
A: 写真いっぱい撮った
A: あとね、報告がある
B: なに？
A: 二人目できた。8月予定
B: えー！おめでとう！！
A: ありがとう。蓮がお兄ちゃんになる
B: 蓮に言ったの？
A: 言ったら「弟がいい」って即答してた笑
"""),
    ("2024年3月3日 19:30", """
B: 引っ越しの日決まった。3月23日
A: 手伝いに行こうか？
B: 大丈夫、業者頼んだ。新居は長町の2DK
A: 長町ならうちから車で15分だね
B: そうそう。蓮の保育園の送り迎えとか手伝えるかも
A: 助かる！
A: つわりがやっと落ち着いた
B: よかった。無理すんなよ
A: ピアノは最近サボってる笑
B: 笑　それどころじゃないよな
B: 仕事は最後の引き継ぎ中
A: お疲れ様
"""),
    ("2024年4月14日 20:00", """
B: 新しい会社、2週間経った
A: どう？
B: 定時で帰れるのが信じられない。18時に家にいる
A: 人間らしい生活だね
B: 夕方もちと遊べる
A: 来週の日曜、蓮と公園行くんだけど来る？
B: 行く行く。どこの公園？
A: 西公園。桜まだ少し残ってるかも
B: 了解
A: 性別わかった。女の子だって
B: 蓮、弟がいいって言ってたのに笑
A: 今は「妹でもいい」って言ってる笑
"""),
    ("2024年5月5日 17:00", """
B: こどもの日、蓮にプレゼント何がいいかな
A: 最近電車にハマってる。プラレールとか
B: じゃあプラレールの新幹線にする
A: はやぶさ好きだよ、緑のやつ
B: 了解
A: 最近ピアノまた少し弾いてる。お腹の子に聞かせるって口実で笑
B: 胎教だ
A: そうそう。ショパンのノクターン練習中
B: 俺、最近登山始めた。泉ヶ岳に先週登った
A: 健康的！
B: 夏に富士山登りたい
A: いいね、気をつけてね
"""),
    ("2024年5月26日 21:00", """
A: 蓮、はやぶさ毎日抱いて寝てる
B: よかった笑
A: お父さんが定年後、家庭菜園始めたの知ってる？
B: 知らなかった。何育ててるの？
A: トマトとナスときゅうり。毎朝LINEで写真送ってくる
B: 笑　還暦から元気だな
B: 富士山、7月20日に登ることにした。会社の同僚と
A: 山小屋泊まり？
B: うん、八合目で一泊してご来光見る
A: いいなー。高山病気をつけて
B: 泉ヶ岳でもう2回練習した
A: ちゃんと準備してるね
"""),
    ("2024年6月16日 19:45", """
A: 出産予定日、8月18日になった
B: お盆明けだな
A: 私、8月からしばらく実家にいるね
B: 了解。俺もちょくちょく顔出す
A: 蓮のことお願いするかも
B: 任せて
B: もち、最近病院行った。歯石取った
A: 猫も歯石取るんだ
B: 全身麻酔で2万円くらいした
A: 高っ
A: お父さんのトマト、初収穫だって。写真10枚送られてきた
B: 笑　父の日のプレゼントも送っといた。麦わら帽子
"""),
], """
4 | D2:3 | 翔太が押さえた宿にはどんな設備がある？ | 露天風呂（2部屋予約）
4 | D2:9 | 翔太が仕事を辞めたくなった理由は？ | 残業が月80時間を超えていたこと
4 | D3:2 | 翔太のペットの名前は？ | もち（猫）
4 | D6:3 | 翔太の仙台での住まいはどこ？ | 長町の2DK
4 | D8:4 | 蓮のお気に入りの新幹線は？ | 緑のはやぶさ
4 | D8:8 | 由香が今練習している曲は？ | ショパンのノクターン
4 | D9:5 | 父の畑では何が育っている？ | トマト、ナス、きゅうり
4 | D9:9 | 富士登山では山のどこに泊まる予定？ | 八合目の山小屋
4 | D10:9 | もちの歯石取りの費用はいくらだった？ | 全身麻酔で2万円くらい
4 | D10:12 | 翔太は父の日に何を贈った？ | 麦わら帽子
2 | D1:3 | 父の60歳の誕生日はいつ？ | 2024年2月14日
2 | D2:1 | 家族で温泉に泊まったのはいつ？ | 2024年2月10日（土）
2 | D3:11 | 翔太が年末に実家へ帰ったのはいつ？ | 2023年12月28日
2 | D6:1 | 翔太が仙台へ引っ越したのはいつ？ | 2024年3月23日
2 | D9:7 | 翔太が富士山に登る予定の日は？ | 2024年7月20日
2 | D10:1 | 由香の二人目はいつ生まれる予定？ | 2024年8月18日
1 | D2:11 D4:4 D6:3 | 翔太は今どこに住んでいる？ |
  仙台の長町。11月には東京で次を探すと言っていたが、仙台の会社に転職して3月に引っ越した
1 | D5:12 D7:10 | 由香のお腹の子の性別は、蓮の最初の希望と合っていた？ |
  女の子。蓮は弟がいいと言っていたので、希望とは違った
1 | D3:6 D6:9 D8:6 | 由香はピアノを続けている？ | 一時期サボっていたが、胎教を口実にまた弾いている
1 | D8:9 D9:11 | 翔太は富士登山に向けてどこで足慣らしをした？ | 泉ヶ岳（合わせて3回）
1 | D1:6 D2:1 D5:2 | 還暦祝いの旅行先はどこで、父はどんな様子だった？ |
  秋保温泉。露天風呂で「幸せだ」と3回言っていた
1 | D4:6 D7:3 | 翔太の新しい会社での働き方はどう？ | リモート多めで残業はほぼなく、18時には家にいる
3 | D8:2 D9:1 | 蓮は電車の絵本を喜びそう？ | 喜びそう。電車にハマっていて、はやぶさを毎日抱いて寝ている
3 | D9:5 D10:11 | 父は野菜作りを楽しんでいる？ | 楽しんでいる。毎朝写真を送り、初収穫では10枚も送ってきた
3 | D6:5 D10:6 | 由香の出産の時、翔太は頼りになりそう？ |
  なりそう。近くに住み、蓮の送り迎えや世話を引き受けると言っている
3 | D2:9 D7:3 D7:4 | 翔太は転職して良かったと感じている？ |
  感じている。定時に帰れる人間らしい生活を喜んでいる
5 | D9:7 | 由香が富士山に登るのはいつ？ |
5 | D3:2 | 由香が飼っている猫の名前は？ |
5 | | 翔太の恋人の名前は？ |
5 | D8:9 | 父が先週登った山はどこ？ |
""")

_JA_3 = _conversation("ja-3", "佐々木", "小野", [
    ("2025年1月14日 12:15", """
B: 佐々木さん、明けましておめでとうございます。今年もよろしくお願いします
A: おめでとう！こちらこそよろしく。お正月どうだった？
B: 実家の和歌山でひたすら寝てました
A: 最高の正月じゃん
A: 私は松山の母のところ。道後温泉行ってきた
B: いいですね！
B: 実は今年、大阪マラソンに初めて出るんです。2月24日
A: え、すごい！フル？
B: フルです。去年の秋から練習してて
A: 目標タイムは？
B: 5時間切れたら嬉しいです
A: 応援行くね
"""),
    ("2025年1月28日 18:30", """
A: お疲れ様。新しいツアー企画、部長に通った？
B: 通りました！金沢の冬の食べ歩きツアー
A: おめでとう、初企画じゃない？
B: そうなんです。3月から販売開始です
A: カニ付き？
B: もちろん、香箱ガニです
A: 私も行きたい笑
B: 社割で笑
B: あと、ロンドン支社の公募、応募しようと思ってます
A: おお、本気？
B: 英語もっと使う仕事したくて。TOEICも先月受けて810でした
A: 十分じゃん。推薦書くよ
"""),
    ("2025年2月26日 20:00", """
B: 完走しました！！
A: おめでとう！！タイムは？
B: 4時間48分です。5時間切れました
A: すごい！沿道から見えたよ、30キロ地点で
B: 見えました！あの声援で頑張れました
A: 足大丈夫？
B: 階段降りるのが地獄です笑
A: 笑
A: 私は夏休み、北海道にしようかなって。旭山動物園行きたい
B: いいですね、夏の北海道
A: 7月の終わりに1週間くらい休み取る予定
B: 羨ましい
"""),
    ("2025年3月18日 21:00", """
A: ロンドンの面接どうだった？
B: 一次は通りました。次は4月に役員面接です
A: いい感じだね
B: 緊張してます。英語の面接練習、付き合ってもらえますか
A: もちろん。毎週水曜のランチでやろう
B: ありがとうございます！
A: 最近茶道始めたの。月2回、天満の教室
B: 佐々木さんが茶道！意外です
A: 正座が一番の修行笑
B: 笑
B: 金沢ツアー、初週で30組売れました
A: やるじゃん！
"""),
    ("2025年4月13日 19:30", """
B: 実はちょっと相談が
A: どうしたの？
B: 祖父が倒れて入院して。和歌山の病院です
A: え、大丈夫？
B: 命に別状はないんですけど、リハビリが長くなりそうで
A: そっか…心配だね
B: 役員面接、来週なんですけど、迷ってて
A: 無理しなくていいと思うよ。家族が一番
B: ありがとうございます。少し考えます
A: うん
A: 茶道の先生に、お茶碗の持ち方を20回直された笑
B: 笑　厳しい
"""),
    ("2025年5月6日 17:45", """
A: 連休どうだった？
B: 和歌山で祖父のお見舞いと、家の手伝いしてました
A: おじいさんの具合は？
B: 歩行器で歩けるようになりました。あと、祖父が昔飼ってたメダカ、僕が引き取りました
A: メダカ！何匹？
B: 12匹です。ベランダで飼ってます
A: かわいい
A: 私、夏休みは北海道やめて石垣島にした
B: お、どうしてですか？
A: 友達が石垣に移住したから、泊めてもらえることになって
B: いいですね！シュノーケリング
A: 絶対する
"""),
    ("2025年5月27日 20:30", """
B: ロンドンの件、辞退しました
A: そっか…決めたんだね
B: 祖父のこともあるし、しばらくは関西にいたいなって
A: いい判断だと思うよ。またチャンスはある
B: 英語は続けます。オンライン英会話、毎朝25分
A: えらい
A: 水曜の練習はどうする？
B: 英語の雑談練習として続けてもらえたら嬉しいです
A: もちろん
B: 次の企画、夏の伊勢志摩ツアー考えてます
A: 伊勢エビ！
B: 食べ物ばっかりですね笑
"""),
    ("2025年6月15日 13:00", """
A: 来月の社員旅行、行き先決まったって
B: どこですか？
A: 広島と宮島。7月5日と6日
B: 牡蠣の季節じゃないのが残念です
A: 笑　食べ物
B: 職業病です
B: メダカが卵産みました！
A: おめでとう笑　何個？
B: 数えたら30個くらい。別の容器に移しました
A: 増えてくね
A: 茶道、初めてお点前を最後までできた
B: おお、すごいです
"""),
    ("2025年7月8日 18:00", """
B: 社員旅行お疲れ様でした
A: お疲れ！厳島神社の大鳥居、きれいだったね
B: 満潮でちょうど海に浮かんでましたね
A: お好み焼きも美味しかった
B: 僕、もみじ饅頭50個お土産に買いました
A: 多っ笑
B: 和歌山の親戚と、祖父のリハビリ病院の人たちに
A: 優しい
A: 石垣島、来週の19日から出発
B: 1週間ですよね？
A: そう、26日に帰ってくる
B: 楽しんでください！
"""),
    ("2025年7月29日 20:15", """
A: 石垣から帰ってきた。真っ黒
B: おかえりなさい！どうでした？
A: シュノーケリングでウミガメ見た！
B: すごい！
A: 友達の家、海まで歩いて3分だった
B: 最高じゃないですか
B: 伊勢志摩ツアー、企画通りました。10月出発です
A: おめでとう！2本目だね
B: 金沢ツアーは最終的に120組売れたらしいです
A: 大ヒットじゃん
B: 祖父、来月退院できそうです
A: よかった！本当によかった
"""),
], """
4 | D1:3 | 小野の地元はどこ？ | 和歌山
4 | D2:2 | 小野が初めて通したツアーの内容は？ | 金沢の冬の食べ歩きツアー
4 | D2:11 | 小野が受けた英語試験の点数は？ | TOEIC 810点
4 | D3:3 | 小野はフルマラソンを何時間で走った？ | 4時間48分
4 | D4:7 | 佐々木が習い始めたことは何で、どこに通っている？ | 茶道。天満の教室に月2回
4 | D6:4 D6:6 | 小野が祖父から引き継いだ魚は何匹？ | メダカ12匹
4 | D7:5 | 小野は毎朝どんな方法で英語を続けている？ | オンライン英会話を25分
4 | D9:5 | 小野は広島で何をどれだけ買った？ | もみじ饅頭を50個
4 | D10:3 | 佐々木は南の島の海で何に出会った？ | ウミガメ
4 | D1:5 | 佐々木の母親が暮らしている町は？ | 松山
2 | D1:7 | 小野が出場したマラソン大会の日付は？ | 2025年2月24日
2 | D2:4 | 金沢のツアーはいつ発売された？ | 2025年3月
2 | D8:3 | 社員旅行の日程は？ | 2025年7月5日〜6日
2 | D9:9 D9:11 | 佐々木が石垣島にいたのはいつからいつまで？ | 2025年7月19日〜26日
2 | D10:7 | 伊勢志摩ツアーはいつ出発する？ | 2025年10月
2 | D5:3 D10:11 | 小野の祖父の入院はどのくらい続く見込み？ |
  2025年4月に入院し、8月ごろ退院の見込み（約4か月）
1 | D3:9 D6:8 D6:10 | 佐々木の夏休みの旅行先は？ |
  石垣島。最初は北海道の予定だったが、友達が移住したので変えた
1 | D2:9 D7:1 D7:3 | 小野はロンドン支社へ行く？ | 行かない。祖父のこともあり関西にいたいと辞退した
1 | D6:6 D8:9 | 小野のメダカは今どのくらいに増えた？ | 引き取った12匹に加えて、卵を30個ほど産んだ
1 | D4:5 D7:8 | 水曜ランチの練習は何のために始まり、今はどうなっている？ |
  役員面接に向けた英語の面接練習として始まり、辞退後は英語の雑談練習として続けている
1 | D2:2 D4:11 D10:9 | 金沢のツアーはどれくらい売れた？ | 初週で30組、最終的に120組
1 | D9:5 D9:7 | 小野は広島のお土産を誰に配るつもり？ |
  和歌山の親戚と、祖父のリハビリ病院の人たち
3 | D2:6 D7:12 D8:6 | 小野はツアーを考えるとき食べ物を重視するタイプ？ |
  そう。カニ、伊勢エビ、牡蠣と食べ物の話ばかりで、本人も職業病と言う
3 | D5:8 D7:4 | 佐々木は仕事より家族を優先するべきだと考える？ |
  そう考えている。家族が一番、無理しなくていいと言い、辞退もいい判断だと言った
3 | D6:11 D6:12 D10:3 | 佐々木は海で遊ぶのが好き？ | 好きそう。シュノーケリングを絶対すると言い、ウミガメを見た
3 | D4:9 D8:11 | 佐々木は茶道を続けそう？ | 続けそう。正座に苦労しながらも、初めてお点前を最後までできた
5 | D3:3 | 佐々木のフルマラソンの記録は？ |
5 | D6:6 | 佐々木はメダカを何匹飼っている？ |
5 | | 小野の恋人はどこに住んでいる？ |
5 | D5:3 | 佐々木の祖父が入院した病院はどこ？ |
""")

CONVERSATIONS: list[dict[str, Any]] = [_EN_1, _EN_2, _EN_3, _ZH_1, _ZH_2, _ZH_3,
                                       _JA_1, _JA_2, _JA_3]
