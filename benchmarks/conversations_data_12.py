"""A twelfth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_11` (and the parsing
helpers of `benchmarks.conversations_data`), over new people and new lives: two English
conversations (en-24, en-25), two in Simplified Chinese (zh-24, zh-25) and two in Japanese
(ja-24, ja-25), each written on its own rather than translated. en-24 is a joiner in Whitby who
joins the lifeboat crew, from a pager and a sea survival course to his first rescue, a crew
assessment put off by a storm and the helm of the inshore boat, told to his sister, a Leeds bus
driver whose triathlon is put back, who gets engaged and moves depots and buses; en-25 a woman
of sixty-eight who joins a village brass band, from a borrowed tenor horn to the baritone, a
lost rehearsal room, a new bandmaster, a Christmas solo and an area contest, told to her
grandson, a chef who moves from Southwark to head a seafood kitchen in Leith and starts a supper
club; zh-24 a Hangzhou civil servant who learns Yue opera as an amateur, changes teachers, sings
a male role at a showcase put off by a typhoon and wins a third prize in the province, told to
her cousin, a drone tester who moves from Shenzhen to Chengdu, takes a beyond-sight licence and
adopts a cat; zh-25 a programmer who quits his job to keep bees with his uncle in western Hunan,
from swarms and hornets to a brand of his own and the uncle's hives, told to a university friend,
a lawyer promoted early who gets engaged, buys a flat in Tongzhou and marries; ja-24 a Nagoya
insurance worker who joins a taiko group, from the small drum and a dropped stick at his first
festival to the big drum, a contest moved by three months and the group's deputy leadership,
told to a friend transferred to Sapporo for a year who takes up go; ja-25 a retired banker who
moves to Mashiko to learn pottery, from cracked teacups and an electric kiln to a pottery fair,
a climbing kiln and wedding gifts, told to his daughter, a nurse who moves to home visits,
marries and is made a team leader.

Every conversation is two people talking over eight dated sessions spread across months, twelve
to fourteen turns a session. Facts are said indirectly or through a pronoun, and several change
later (a crew's standing, a triathlon's date, a bike, a depot, an instrument, a rehearsal room, a
bandmaster, a kitchen, a teacher, a showcase's date, a home, a job, a number of hives, a
promotion, a contest's date and hall, a practice room, a posting, a wedding's place and date, a
nurse's round); numbers and dates are often spelled in words or given relative to the session
("on Saturday", "last Tuesday", "yesterday", 这周三, 先週, 来週の土曜), some replies carry their
subject only through the turn they answer, and a few questions name a thing in another script or
language (drone for 无人机, hornet for 胡蜂, Sapporo for 札幌, mug for マグカップ). Facts are also
said by the listener about her or his own life (a triathlon and an engagement, a kitchen and a
supper club, a drone licence and a cat, a merger and a wedding, a posting and go, home visits and
a wedding), and by the speaker while telling what someone else said (a helm, a bandmaster, an
opera teacher, an uncle, a taiko leader, a potter). Look-alike turns (another crew member,
another beginner, another singer, another team, another customer) sit beside the one a question
asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6
multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial
(5, answered "Not mentioned in the conversation." with the evidence naming the turn the question
leans on). Multi-hop questions join turns of different sessions, and some count or add across
them (a wetsuit and a bike, a stick and tabi, hives and a brand, a fair's takings, gifts made and
kept); temporal ones ask when, how long and how long between, from the sessions' dates; a
question on a fact that changed asks for how it changed (every turn); inference questions include
preferences; the adversarial ones ask for something never said, in words that were. Questions
paraphrase the turns rather than copying their words.

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_24 = _conversation("en-24", "Owen", "Hannah", [
    ("7:30 pm on 12 January, 2026", """
A: Han, I did it. I've put my name down for the lifeboat.
B: The Whitby lifeboat? You were sick on the ferry to Rotterdam.
A: That was once, and it was a force eight. They had an open evening at the station on Saturday
  and I signed before I could talk myself out of it.
B: So what happens now?
A: I'm a trainee for now. They've given me a pager, but I can't go out on a shout until I've done
  the basics and the sea survival course.
B: Does Mick mind? You're always halfway up somebody's staircase.
A: He says I can drop tools whenever the pager goes, as long as the client isn't paying for the
  hour. He was in the navy, he gets it.
B: Good old Mick.
A: How's your training going?
B: Sixteen weeks to the Leeds triathlon. The swim's the bit that scares me: fifteen hundred
  metres in the lake at Roundhay Park.
A: In May? It'll be freezing.
B: I've bought a wetsuit. Two hundred and ten pounds, so I'm committed now.
A: Send me a photo of you in it.
B: Absolutely not.
"""),
    ("8:05 pm on 22 February, 2026", """
B: Has the pager gone off yet?
A: Four times. Every single one at about three in the morning.
B: And you went?
A: I ran down in my slippers the first time. Trainees just help launch and then stand on the
  pier holding a flask.
B: Glamorous.
A: I've learnt the knots at least. There's a lad called Jamie, nineteen, who can tie a bowline
  behind his back.
B: Show-off.
A: The sea survival course is booked: Poole, at the lifeboat college, the twentieth to the
  twenty-second of March.
B: Poole's the other end of the country.
A: Seven hours on the train, but they pay for it.
B: My news: I've moved depots. I drive out of Bramley now, not Kirkstall.
A: Is that better?
B: Twenty minutes less each way, and I've got the number sixteen, which is all old ladies who
  bring me mints.
"""),
    ("6:45 pm on 29 March, 2026", """
A: Poole was brilliant. They capsized us in a wave tank with the lights off.
B: On purpose?
A: On purpose. You have to right the life raft and get everyone in. I swallowed half the tank.
B: Did you pass?
A: I did, so I can go out on shouts now as crew under training. Inshore boat only, the D class.
B: What's the D class?
A: The little orange inflatable. Three crew, goes where the big one can't, under the cliffs and
  into the caves.
B: Bad news from me. The triathlon's been put back.
A: Why?
B: Blue-green algae in the lake. They've moved it to the fourteenth of June, same park.
A: More time to practise in the wetsuit.
B: More time to panic. I bought a road bike off a man in Otley as well, four hundred and fifty
  pounds, and it's too big for me.
"""),
    ("9:10 pm on 3 May, 2026", """
B: Go on then, what was your first real one?
A: Last Sunday. Two kids on a paddleboard blown out past the pier. We had them in the boat in
  eleven minutes from the pager going off.
B: Owen! Were they all right?
A: Cold and crying, but fine. Their dad bought the whole crew fish and chips.
B: Who was on the boat with you?
A: Jamie and our helm, Sandra. She's been on the crew twenty-two years and she's the calmest
  person I've ever met.
B: How many shouts is that now?
A: Three since Poole. The other two were a dog off the cliff path and a false alarm, a yellow
  bin bag somebody thought was a swimmer.
B: I've got one to tell you. Dev asked me to marry him.
A: WHAT. When?
B: Yesterday, at the top of Ilkley Moor. It was pouring and he'd forgotten the ring in the
  car.
A: Did you say yes?
B: I said yes, then we walked back down for the ring.
"""),
    ("7:50 pm on 21 June, 2026", """
A: Did you finish it?
B: I finished it! Three hours and four minutes.
A: Brilliant. How was the swim?
B: I was last out of the water in my wave and I didn't care. The bike made up for it. I swapped
  the Otley bike for a smaller one at the shop in Headingley, and it flew.
A: And your knee?
B: Held up. Dev was at the finish with a sign that said "Hurry up, the pub shuts".
A: My news is less cheerful. My crew assessment was meant to be on the tenth, and a storm came
  in and they called it off.
B: When's it now?
A: They've put it to the fifteenth of July. Sandra says it's better to be assessed in weather
  than in a millpond anyway.
B: What do they test?
A: Everything. Knots, radio, casualty care, man overboard, and you have to tell them what you'd
  do if the helm went over the side.
B: Would you know?
A: I would now.
"""),
    ("8:20 pm on 2 August, 2026", """
B: Well? Did they pass you?
A: Passed. I'm full crew on the inshore boat now. Sandra gave me my own locker and a name tag
  with "OWEN" spelt right for once.
B: I'm proud of you, you know.
A: There's more. They want me to start helm training in the autumn. Sandra's retiring from the
  helm at Christmas.
B: So you'd be in charge of the boat?
A: One day. Helm training's about a year, and there's a course at Poole again in October.
B: We've set a date. The twenty-fourth of April next year, at the Tithe Barn in Bolton Abbey.
A: Put me down for the first dance.
B: You're doing a reading, not a dance. Dev's mum has already chosen the poem.
A: Which one?
B: Something about rivers. I haven't dared ask.
A: And the job? Still the sixteen?
B: Still the sixteen. The old ladies have found out I'm engaged, so now I get mints and advice.
"""),
    ("7:15 pm on 18 October, 2026", """
A: Back from Poole again. Helm course, five days.
B: Any wave tanks?
A: Worse. A night navigation exercise in Poole Harbour in a proper gale, with me at the helm and
  an assessor in the bow pretending to be seasick.
B: Pretending?
A: He was very good at it.
B: I've been put on the new electric buses. They sent me on a course too, two days in Wakefield.
A: Do you like them?
B: They're silent. I nearly ran over a pigeon because it didn't hear me coming.
A: Jamie's leaving, by the way. He's got into the Royal Navy as an engineer.
B: Are you sad?
A: I taught him nothing and he taught me everything. I'll miss him.
B: Does the lifeboat cost you anything? Kit, travel?
A: Nothing at all. It all comes out of the charity, even the train to Poole. I just give my
  time.
"""),
    ("8:00 pm on 20 December, 2026", """
B: Tell me about Sandra's last shout.
A: It was Wednesday. A fishing boat with engine trouble off Sandsend. She helmed, I was crew,
  and coming back in she stepped back and said "your boat" at the harbour mouth.
B: You brought it in?
A: I brought it in. Half the town was on the pier because they knew it was her last one.
B: That's going to make me cry.
A: She's not leaving, mind. She's going to be our launching authority, the one who says yes or
  no to every launch.
B: So she's still your boss.
A: She's still everyone's boss. I'm helm on the inshore boat from January, under supervision
  until I've done twenty shouts at the helm.
B: How many shouts have you done altogether this year?
A: Nineteen, counting the three before the summer.
B: We've put the deposit down on a house, by the way. In Guiseley, three bedrooms.
A: Three? Are you planning something?
B: A spare room for you and your wet kit, that's all.
"""),
], """
1 | D1:5 D3:5 D6:2 D6:4 D8:8 | How has Owen's place on the lifeboat crew changed over the year? | He
  joined as a trainee in January 2026 who could not go on shouts, became crew under training on
  the inshore boat after the sea survival course in March, passed his crew assessment to become
  full crew by August, did helm training, and from January 2027 he helms the inshore boat under
  supervision
1 | D1:12 D3:12 | How much had Hannah spent on her wetsuit and her first bike together? | £660:
  £210 for the wetsuit and £450 for the road bike from Otley
1 | D1:10 D1:11 D3:8 D3:10 D5:2 | How did the date of Hannah's triathlon change, and how did she
  do? |
  It was in May, then put back because of blue-green algae in the lake to 14 June 2026 in the same
  park; she finished in three hours and four minutes
1 | D3:12 D5:4 | What happened to the bike Hannah bought in Otley? | It was too big for her, so she
  swapped it for a smaller one at a shop in Headingley
1 | D2:11 D2:13 D6:13 D7:6 | How has Hannah's driving job changed? | She moved from the Kirkstall
  depot to Bramley, driving the number sixteen, and later was put on the new electric buses after
  a two-day course in Wakefield
1 | D4:6 D6:4 D8:2 D8:6 | How has Sandra's role changed? | She was the inshore helm of twenty-two
  years who handed Owen the boat on her last shout in December and is staying on as launching
  authority
2 | D1:3 | On what date was the lifeboat station's open evening where Owen signed up? | Saturday 10
  January 2026
2 | D4:2 | When was Owen's first real rescue? | Sunday 26 April 2026
2 | D4:11 | When did Dev propose to Hannah? | Saturday 2 May 2026
2 | D2:8 D3:1 | How long after his sea survival course did Owen tell Hannah about it? | About a
  week:
  the course ran 20 to 22 March and he told her on 29 March 2026
2 | D5:7 D5:9 | How long was Owen's crew assessment delayed by the storm? | Five weeks: from
  10 June to 15 July 2026
2 | D8:2 | On what day did Sandra helm her last shout? | Wednesday 16 December 2026
3 | D1:2 D1:3 | Was Owen a natural sailor before joining? | No; he was sick on a ferry to
  Rotterdam, though he says it was a force eight
3 | D5:6 | Is Dev the sort to take a race very seriously? | No; he waited at the finish with a
  joking sign about the pub shutting
3 | D7:11 | How does Owen feel about Jamie leaving? | Sad; he says Jamie taught him everything
  and he will miss him
3 | D8:11 D8:12 D8:13 | Is Hannah planning for Owen to visit the new house? | Yes; she says the
  third
  bedroom is a spare room for him and his wet kit
4 | D1:5 | What did the lifeboat give Owen when he joined? | A pager
4 | D1:9 | What did Owen's employer agree to about the pager? | Mick lets him drop tools when it
  goes, as long as the client is not paying for that hour
4 | D3:7 | What is the D class boat? | The small orange inflatable with three crew that goes under
  the cliffs and into caves
4 | D4:2 D4:4 | How quickly were the paddleboarders picked up, and how were the crew thanked? | In
  eleven minutes from the pager, and their dad bought the crew fish and chips
4 | D4:8 | What were Owen's other shouts after Poole? | A dog off the cliff path and a false alarm
  over a yellow bin bag
4 | D4:11 | Where did Dev propose? | At the top of Ilkley Moor, in the rain, without the ring
4 | D5:11 | What does the crew assessment test? | Knots, radio, casualty care, man overboard and
  what to do if the helm goes over the side
4 | D6:7 | Where and when will Hannah's wedding be? | 24 April 2027 at the Tithe Barn in Bolton
  Abbey
4 | D7:3 | What was the night exercise on the helm course? | Night navigation in Poole Harbour in a
  gale, with an assessor in the bow pretending to be seasick
4 | D7:13 | Who pays for Owen's lifeboat kit and travel? | The charity; he only gives his time
5 | D4:6 | What is Sandra's surname? |
5 | D6:11 | What is the title of the poem Dev's mum chose? |
5 | D7:9 | Which ship will Jamie serve on? |
5 | D8:11 | What did the house in Guiseley cost? |
""")


_EN_25 = _conversation("en-25", "Brenda", "Callum", [
    ("11:00 am on 8 February, 2026", """
A: Callum, love, are you sitting down? Your grandmother has joined a brass band.
B: Gran! Which one?
A: Ashby Wolds Silver Band. They had a "come and play" morning for beginners at the village hall
  and I went along out of nosiness.
B: What are you playing?
A: A tenor horn. They lend you one. It's older than your father and has a dent where somebody
  sat on it in 1987.
B: Can you get a note out of it?
A: After forty minutes. The bandmaster, Gareth, says I have a good embouchure for a woman of
  sixty-eight.
B: That's a compliment, I think.
A: He meant it as one. They practise Tuesdays and Thursdays in the old Co-op building.
B: My news is smaller. I've been made sous chef at Hartley's.
A: Oh well done! Is that the one by the river?
B: The one in Southwark, Gran. Same place I've been since September, just more shouting.
"""),
    ("6:30 pm on 15 March, 2026", """
B: How's the horn?
A: I've moved off the horn. Gareth put me on the baritone last Tuesday, they were short.
B: Is that bigger?
A: Bigger and lower. I can feel it in my teeth.
B: Have you played with the whole band yet?
A: Twice. I only play the notes I'm sure of and mime the rest. Gareth says half the band did that
  their first year.
B: Are there other beginners?
A: One, a retired postman called Alan. He's on second cornet and he talks through every rest.
B: Kitchen news: we're going into the Michelin guide's next round, or so the owner thinks. She's
  made us all redo the menu.
A: What's your dish?
B: I've got a starter on: smoked eel with beetroot and horseradish.
A: Eel. I'll believe it when I taste it.
"""),
    ("7:15 pm on 26 April, 2026", """
A: I've played my first concert.
B: Where?
A: The bandstand in Ashby park, last Sunday afternoon. Forty minutes, six pieces, and I only got
  lost once, in the march.
B: Did anyone come?
A: About a hundred, mostly the band's grandchildren and a man with a dog who clapped every time.
B: I'm sorry I missed it.
A: There'll be others. Gareth wants to take us to the area contest in Leicester next March, in
  the fourth section.
B: Is that hard?
A: It's the bottom section, love, but Gareth talks about it like it's the Olympics.
B: Something's happened here. The owner's selling Hartley's.
A: Oh no. Are you all right?
B: Nobody knows yet who's buying it. I've started looking around, just in case.
"""),
    ("8:00 pm on 14 June, 2026", """
B: Gran, I've got a job in Edinburgh.
A: Edinburgh! Where?
B: A place called Skerry in Leith, seafood, eighteen covers. I'd be head chef.
A: Head chef already? When do you go?
B: I start on the first of August. The new owners at Hartley's want to turn it into a burger bar
  anyway.
A: Then Edinburgh's lucky. I'll come up on the train.
B: How's the band?
A: We've lost our rehearsal room. The old Co-op's been sold for flats.
B: Where do you practise now?
A: In the school hall at Moira, Tuesdays only now, because the caretaker won't stay late on
  Thursdays.
B: Do you mind?
A: I'd rather play twice a week, but the acoustics are better.
"""),
    ("7:40 pm on 30 August, 2026", """
A: How's Skerry?
B: Hard. The first week we had a fridge fail and I lost two hundred pounds of scallops.
A: Oh, Callum.
B: It's better now. The local paper's critic came in last Friday and said the mussels were
  the best in Leith.
A: Frame that.
B: I will. How's the baritone?
A: I bought my own. A second-hand Besson, eight hundred and fifty pounds, from a man in
  Burton whose wife made him clear the loft.
B: You bought an instrument at sixty-eight!
A: Sixty-nine on Tuesday. And the band has a new bandmaster. Gareth's moved to a band in
  Derbyshire, a better section.
B: Who's the new one?
A: A young woman called Priya Shah who conducts like she's directing traffic. We all adore her.
B: Tell her she's got a baritone who'll follow her anywhere.
"""),
    ("6:00 pm on 8 November, 2026", """
B: Gran, I've started a supper club.
A: A what?
B: Once a month, on a Sunday when Skerry's shut, I cook twelve courses for twenty strangers at
  my flat. Forty-five pounds a head.
A: In your flat? Where do they all sit?
B: On my bed, some of them. It's very Edinburgh.
A: I've been asked to do a solo.
B: A solo! On the baritone?
A: In the Christmas concert. Eight bars in "In the Bleak Midwinter", and I practise it so much
  the neighbour's cat leaves the room.
B: When's the concert?
A: The nineteenth of December, in St Helen's church.
B: I'll try to come down. It depends on Skerry's Christmas bookings.
A: Bring a coat if you do. That church is colder than the bandstand.
"""),
    ("9:00 pm on 22 December, 2026", """
A: Thank you for coming down, love. It meant the world.
B: I wasn't going to miss your solo. You didn't crack a single note.
A: I cracked one, but Priya says nobody heard it but me.
B: Alan cried, I saw him.
A: Alan cries at the weather forecast.
B: Good news from Skerry: we've been put in the Michelin guide as a Bib Gourmand.
A: Is that a star?
B: It's one step below. Good food at a fair price. My owner opened champagne at ten in the
  morning.
A: I'm so proud. And the supper club?
B: Two so far, both full. The second one I made a whole course of eel for you, as a joke.
A: I'd still not have eaten it.
B: Are you still going to Leicester in March?
A: We are. And Priya says I'm good enough for the top part of the baritone line now.
"""),
    ("7:30 pm on 22 March, 2027", """
A: We came fourth at Leicester, out of eleven bands.
B: Gran! That's brilliant.
A: Priya says it's the band's best for nine years. We played the test piece on Saturday
  afternoon, and I was so nervous I forgot my glasses.
B: How did you read the music?
A: I didn't. I'd played it so often I knew it by heart.
B: Will you go again next year?
A: If we win the area one year we go up to the third section. Priya wants it by 2029.
B: I've some news as well. I'm leaving Skerry in May.
A: Leaving? After the Michelin thing?
B: Because of it. Somebody's backing me to open my own place. It'll grow out of the supper
  club, in a railway arch in Leith.
A: What will you call it?
B: I haven't decided. Maybe after you.
"""),
], """
1 | D1:5 D2:2 D5:7 | What instruments has Brenda played in the band, and how did that change? | She
  started on a borrowed tenor horn in February 2026, was moved to baritone in March, and in
  August bought her own second-hand Besson baritone
1 | D1:9 D4:8 D4:10 | Where and when has the band rehearsed over the year? | Tuesdays and Thursdays
  in the old Co-op building, then, after it was sold for flats, Tuesdays only in the school hall
  at Moira
1 | D1:7 D5:9 D5:11 | Who has conducted Brenda's band? | Gareth, the bandmaster, who moved to a
  band in Derbyshire in summer 2026; then Priya Shah
1 | D1:10 D1:12 D4:3 D4:5 D8:8 D8:10 | How has Callum's work changed since February 2026? | Made
  sous
  chef at Hartley's in Southwark, then head chef of Skerry in Leith from 1 August 2026, and he is
  leaving in May 2027 to open his own place in a railway arch in Leith
1 | D2:11 D7:10 | What connects Callum's starter at Hartley's and the supper club? | Eel: his
  starter was smoked eel with beetroot and horseradish, and he made a whole course of eel at the
  second supper club as a joke for his grandmother
1 | D3:8 D8:1 D8:3 | How did the band do at the area contest Gareth had planned for them? | It was
  in Leicester in March 2027, in the fourth section; they came fourth out of eleven, their best
  in nine years
2 | D3:3 | On what date was Brenda's first concert? | Sunday 19 April 2026
2 | D2:2 | When did Brenda move to the baritone? | Tuesday 10 March 2026
2 | D5:9 | When was Brenda's sixty-ninth birthday? | Tuesday 1 September 2026
2 | D5:4 | When did the critic visit Skerry? | Friday 28 August 2026
2 | D1:3 D5:7 | How long had Brenda been playing when she bought her own instrument? | About six
  months: she started in early February 2026 and bought the Besson in August
2 | D8:3 | On what day did the band play the Leicester test piece? | Saturday 20 March 2027
3 | D2:6 | Is it normal in the band for a beginner to mime notes? | Yes; Gareth says half the band
  did it in their first year
3 | D2:12 D7:11 | Does Brenda like eel? | No; she doubted the starter and still would not have
  eaten the eel course
3 | D4:12 | Does Brenda prefer more rehearsals or a better room? | She would rather play twice a
  week, though the new room sounds better
3 | D7:4 D7:5 | Is Alan an emotional man? | Yes; he cried at her solo, and Brenda says he cries at
  the weather forecast
4 | D1:5 | What was wrong with the horn Brenda was lent? | It was very old and had a dent from
  someone sitting on it in 1987
4 | D2:8 | Who is the other beginner in the band? | Alan, a retired postman on second cornet who
  talks through the rests
4 | D3:5 | How many people came to the bandstand concert? | About a hundred, mostly the band's
  grandchildren, and a man with a dog
4 | D4:3 | What kind of restaurant is Skerry? | A seafood place in Leith with eighteen covers
4 | D4:5 | What are the new owners doing to Hartley's? | Turning it into a burger bar
4 | D5:2 | What went wrong in Callum's first week at Skerry? | A fridge failed and he lost £200 of
  scallops
4 | D6:3 | How does Callum's supper club work? | Once a month on a Sunday when Skerry is shut,
  twelve courses for twenty strangers in his flat at £45 a head
4 | D6:8 D6:10 | What was Brenda's solo, and where? | Eight bars of "In the Bleak Midwinter" in
  the Christmas concert at St Helen's church on 19 December 2026
4 | D7:6 D7:8 | What did Skerry win in December? | A Bib Gourmand in the Michelin guide, one step
  below a star
4 | D8:3 D8:5 | How did Brenda play at Leicester without her glasses? | From memory; she knew the
  piece
  by heart
5 | D8:3 | What was the name of the test piece at Leicester? |
5 | D5:7 | What was the name of the man in Burton who sold the baritone? |
5 | D8:10 | Who is backing Callum's new restaurant? |
5 | D6:3 | What was on the menu of the first supper club? |
""")


# --- Simplified Chinese ---------------------------------------------------------------------------

_ZH_24 = _conversation("zh-24", "沈佳", "许诺", [
    ("2026年3月8日 21:00", """
A: 诺诺，跟你说个事，我报了个越剧班。
B: 越剧？你外婆天天听的那个？
A: 对，就是小时候被外婆按在收音机旁边听的那个。少年宫的成人票友班，周三晚上一次课。
B: 学费多少？
A: 一学期一千六，十六节课。老师姓王，以前是绍兴小百花的。
B: 你在街道办上班，天天说普通话，唱得来嵊州话吗？
A: 唱不来，王老师说我的嵊州腔像在念文件。
B: 哈哈哈，我信。
A: 她说我嗓子偏低，可能适合唱小生，不太适合花旦。
B: 小生是演男的吧？
A: 对，梁山伯那种。我还没想好要不要。
B: 我这边也有消息：我们公司要在成都开测试基地，问我愿不愿意过去。
A: 你去吗？深圳那么好。
B: 深圳太热了，我在考虑。
"""),
    ("2026年4月19日 20:30", """
B: 越剧学得怎么样了？
A: 我决定唱小生了。王老师给我挑了一段《梁祝》里的《十八相送》。
B: 那你要穿男装？
A: 上课不用，演出才穿。我先练台步，走得像只鸭子。
B: 你本来走路就外八。
A: 谢谢你啊。班里有个七十多岁的阿姨，唱花旦的，人家走得比我好多了。
B: 她叫什么？
A: 大家都叫她蒋阿姨，唱了四十年，就是从来没上过台。
B: 我答应公司了，六月一号去成都报到。
A: 真去啊！房子找好了吗？
B: 公司先给住两个月宿舍，之后自己租。
A: 去了记得给我寄火锅底料。
B: 先说好，你要唱给我听。
"""),
    ("2026年6月14日 21:15", """
A: 我换老师了。
B: 王老师不教了？
A: 王老师去宁波带孙子了，班停了。我现在跟周老师学，越剧团退休的小生演员，在她家里一对一上课。
B: 一对一很贵吧？
A: 一节课三百，两周一次。但她一开口我就知道值。
B: 她怎么评价你？
A: 说我的《十八相送》“像梁山伯在赶地铁”，太快了。
B: 哈哈哈，很形象。
A: 你在成都怎么样？
B: 第一周就飞了三十多个架次，测试新机型的避障。
A: 累不累？
B: 累，但是下班能吃冒菜。周末去了宿舍旁边的公园，看见一个熊猫形状的垃圾桶。
A: 不是真熊猫啊。
B: 真熊猫要去基地看，门票五十五。
"""),
    ("2026年8月2日 20:00", """
A: 我要上台了！周老师给我报了区里的戏曲票友展演，九月六号，在胜利剧院。
B: 真的？唱哪段？
A: 还是《十八相送》，我跟蒋阿姨搭档，她唱祝英台。
B: 她终于能上台了！
A: 对，她知道以后哭了半天，说四十年了，终于等到了。
B: 戏服呢？
A: 周老师把她以前的小生服借给我，白色绣竹子的。我自己买了一双厚底靴，三百八。
B: 我也有事。我搬出宿舍了，在玉林路租了个一室一厅，月租两千二。
A: 玉林路！就是那首歌里的那个？
B: 对，楼下就是小酒馆，晚上有点吵。
A: 你可以在楼下喝一杯再上楼。
B: 我已经喝了一个月了。
"""),
    ("2026年9月13日 21:30", """
B: 演出怎么样？快说！
A: 推迟了。台风来了，九月六号那天剧院停电，展演改到十月十八号了。
B: 啊？那你们白准备了？
A: 也不算白准备，多一个月可以练。蒋阿姨说反正等了四十年，不差这一个月。
B: 心态真好。
A: 周老师说我这段时间进步最大的是眼神，终于不像在看文件了。
B: 哈哈哈，你们街道的文件到底有多可怕。
A: 我这个月升了副科，文件更多了。
B: 恭喜！我这边考下了无人机的超视距驾驶员执照。
A: 那是什么？
B: 就是可以飞到眼睛看不见的地方，公司以后的长距离测试都归我了。
A: 厉害，你比我进步快。
"""),
    ("2026年10月25日 20:15", """
A: 演完了！十月十八号，胜利剧院，坐了差不多三百人。
B: 怎么样？有没有忘词？
A: 没忘词，但是厚底靴在台口绊了一下，差点摔了。台下的人以为是设计好的，还鼓掌了。
B: 哈哈哈，那叫临场发挥。
A: 蒋阿姨唱得特别好，下台以后抱着我哭。她女儿也从上海赶回来看了。
B: 你外婆要是在就好了。
A: 是啊，她要是能看到就好了。
B: 我这边也有变化，我养了一只猫，橘猫，叫“冒菜”。
A: 冒菜！你是真爱吃冒菜。
B: 在公司楼下捡的，三个月大，已经把我的沙发抓烂了。
A: 周老师说我明年可以试试省里的票友大赛。
B: 要比赛了！
A: 先别激动，要先过区里的选拔。
"""),
    ("2026年12月20日 21:00", """
A: 区里的选拔过了，我是第二名。
B: 第一名是谁？
A: 一个中学老师，唱老生的，人家从小学戏。前三名都能去省里。
B: 省里的比赛什么时候？
A: 明年四月，在杭州大剧院，具体哪天还没定。我要唱一段新的，《红楼梦》里宝玉的《哭灵》。
B: 哭灵？听着就很难。
A: 很难，周老师说这段要“哭在心里，不是哭在脸上”。
B: 我这边，公司要把成都的测试基地再搬一次，搬到眉山。
A: 那你也要搬？
B: 我不搬，开车四十分钟，我每天通勤，舍不得玉林路。
A: 冒菜呢？
B: 冒菜胖了两斤，兽医说要减肥。
"""),
    ("2027年4月25日 20:30", """
A: 比完了。四月十七号，省票友大赛，我拿了三等奖。
B: 三等奖！你才学了一年多！
A: 一年一个多月。周老师说这个成绩她都没想到。
B: 蒋阿姨去了吗？
A: 去了，坐在第一排，一直举着手机录像。她说明年要跟我一起报名。
B: 奖品是什么？
A: 一个证书，还有一千块奖金。我拿这个钱给周老师买了一把折扇，她唱《十八相送》时用的那种。
B: 你真是好徒弟。
A: 你呢？眉山那边怎么样？
B: 我不用通勤了，公司在成都市区开了个新部门，我调过去做培训主管，教新人飞。
A: 以后不飞了？
B: 还是飞，但主要教别人。
A: 冒菜减肥成功了吗？
B: 没有，又胖了一斤。
"""),
], """
1 | D1:5 D3:3 | 沈佳先后跟哪几位老师学越剧？ | 先是少年宫成人票友班的王老师（绍兴小百花出身）；王
  老师去宁
  波带孙子、班停了以后，跟越剧团退休的小生演员周老师在她家一对一学
1 | D4:1 D5:2 D6:1 D6:3 | 沈佳第一次上台的展演日期是怎么变的，演得怎么样？ | 原定2026年9月6日在胜
  利剧院，
  因台风剧院停电改到10月18日；演出时没忘词，厚底靴在台口绊了一下，观众以为是设计好的还鼓了掌
1 | D2:11 D4:8 D7:10 | 许诺到四川以后住在哪里？ | 先住公司宿舍两个月，之后在玉林路租一室一厅，月租
  两千二；
  基地搬到眉山后她也没搬，每天开车通勤
1 | D1:12 D1:14 D2:9 D3:10 D5:9 D7:8 D8:10 | 许诺的工作这一年多是怎么变化的？ | 在深圳做无人机测
  试，2026年6月1日
  去成都测试基地，考下超视距驾驶员执照后负责长距离测试，基地搬到眉山后每天通勤，后来调到成都市区新
  部门做培训主
  管
1 | D1:5 D4:7 | 沈佳第一学期的学费加上自己买的厚底靴，一共花了多少钱？ | 一千九百八十元：学费一千
  六，
  靴子三百八
1 | D2:8 D4:3 D4:5 D8:5 | 蒋阿姨和沈佳一起经历了什么？ | 她唱了四十年花旦从没上过台，在区里展演中
  和沈佳
  搭档唱祝英台终于上台；省赛时坐在第一排录像，还说明年要和沈佳一起报名
2 | D5:2 D6:1 | 沈佳第一次登台实际是哪天？ | 2026年10月18日
2 | D2:9 | 许诺是哪天去成都报到的？ | 2026年6月1日
2 | D8:1 | 省票友大赛是哪天？ | 2027年4月17日
2 | D1:1 D8:1 D8:3 | 从报越剧班到在省赛拿奖，隔了多长时间？ | 一年一个多月：2026年3月初报
  班，2027年4月
  17日拿奖
2 | D4:1 D5:2 | 展演推迟了多久？ | 六个星期：从9月6日推到10月18日
2 | D2:11 D4:8 | 许诺在公司宿舍住了多久？ | 大约两个月：2026年6月初到8月初以前
3 | D1:3 | 沈佳小时候是自己爱听越剧吗？ | 不是；是被外婆按在收音机旁边听的
3 | D3:12 D7:10 | 许诺喜欢在成都生活吗？ | 喜欢；下班吃冒菜，舍不得玉林路，宁可每天开车通勤四十分
  钟也
  不搬
3 | D2:8 D5:4 | 蒋阿姨是个有耐心的人吗？ | 是；等了四十年才上台，展演推迟时说不差这一个月
3 | D3:7 | 周老师对沈佳要求严格吗？ | 严格；批评她的《十八相送》像梁山伯在赶地铁，太快
4 | D1:9 | 王老师觉得沈佳的嗓子适合唱什么？ | 偏低，适合唱小生，不太适合花旦
4 | D2:2 | 沈佳学的第一段唱段是什么？ | 《梁祝》里的《十八相送》
4 | D3:5 | 周老师的课怎么收费？ | 一节三百，两周一次
4 | D3:10 | 许诺在成都第一周做了什么？ | 飞了三十多个架次，测试新机型的避障
4 | D4:7 | 沈佳上台穿的戏服是哪里来的？ | 周老师借给她的旧小生服，白色绣竹子
4 | D6:8 D6:10 | 许诺养的猫叫什么，是怎么来的？ | 橘猫“冒菜”，在公司楼下捡的，当时三个月大
4 | D5:8 | 沈佳在单位有什么变化？ | 升了副科
4 | D7:5 | 去省里比赛沈佳准备唱哪一段？ | 《红楼梦》里宝玉的《哭灵》
4 | D8:7 | 省赛的奖金沈佳拿去做了什么？ | 给周老师买了一把唱《十八相送》用的折扇
4 | D5:9 D5:11 | 许诺考下的drone执照能让她做什么？ | 把无人机飞到眼睛看不见的地方，公司以后的长距
  离测试都归
  她
5 | D7:3 | 区里选拔第一名的中学老师叫什么？ |
5 | D6:5 | 蒋阿姨的女儿在上海做什么工作？ |
5 | D4:8 | 玉林路房子的房东姓什么？ |
5 | D7:12 | 兽医给冒菜开了什么减肥粮？ |
""")


_ZH_25 = _conversation("zh-25", "梁宇", "顾晓", [
    ("2026年2月1日 21:00", """
A: 晓晓，我辞职了，下个月回湘西老家。
B: 真的假的？你在字节干得好好的。
A: 干得好好的，头发也掉得好好的。我要回去跟我舅舅学养蜂。
B: 养蜂？你不是怕虫子吗？
A: 我怕蜘蛛，不怕蜜蜂。小时候暑假都在舅舅的蜂场待着。
B: 你舅舅养了多少箱？
A: 八十多箱，中蜂，土蜂蜜。他六十五了，说再过两年就养不动了。
B: 那你是回去接班的。
A: 先学一年再说。我自己先买了二十个蜂箱，一个一百二。
B: 家里人同意吗？
A: 我妈骂了我三天，第四天给我寄了一件防蜂服。
B: 我这边也有事，下个月要去上海出差两个月，一个并购案。
A: 律师好辛苦。
"""),
    ("2026年3月22日 20:30", """
B: 回去了吗？蜜蜂怎么样？
A: 三月十号到的家。第一天就被蜇了七个包，舅舅说这叫“入门礼”。
B: 七个！你还好吗？
A: 脸肿得像馒头，我妈视频的时候都没认出来。
B: 哈哈哈。那二十个箱子放哪儿了？
A: 放在舅舅蜂场旁边的山坡上，那边有一大片油菜花，正好开。
B: 箱子里有蜂了吗？
A: 舅舅分了六群给我，剩下的等五月分蜂的时候自己招。
B: 上海这边累死了，天天加班到两点。
A: 并购案谈得怎么样？
B: 对方律师特别难缠，我们可能要在上海多待一个月。
A: 来湘西休息几天，我请你吃蜂蜜。
"""),
    ("2026年5月17日 21:10", """
A: 分蜂了！这周三一个下午飞出来三群，我追着跑了半座山。
B: 追回来了吗？
A: 追回来两群，还有一群飞到邻居家的屋檐下，邻居说归他了。
B: 这也行？
A: 山里的规矩，落到谁家归谁家。我现在有八群了。
B: 我终于回北京了，在上海待了三个月。
A: 案子结了？
B: 结了，客户很满意，合伙人说年底考虑让我升高级律师。
A: 厉害！
B: 你的第一批蜜什么时候能摇？
A: 舅舅说中蜂一年只摇一两次，最早也要等到七月。
B: 我预订两斤。
A: 给你留着。
"""),
    ("2026年7月26日 20:45", """
A: 摇蜜了！七月二十号第一次摇，摇了四十斤。
B: 四十斤！卖多少钱一斤？
A: 舅舅的老客户都是一百二一斤，我的跟着卖一百。在朋友圈发了一条，一天就卖完了。
B: 我的两斤呢？
A: 已经寄了，顺丰，明天到。
B: 感动。我这边也有事，我跟男朋友订婚了。
A: 那个做医生的？
B: 对，协和的骨科医生，叫林川。婚礼定在明年五一。
A: 恭喜恭喜！我一定去。
B: 你来当证婚人吧，反正你现在是“蜂农老师”了。
A: 舅舅最近腰不好，蜂场的活越来越多是我在干。
B: 小心别累着。
"""),
    ("2026年9月27日 21:00", """
A: 出事了，胡蜂来了。
B: 胡蜂是什么？
A: 就是大黄蜂，专门吃蜜蜂的。一只胡蜂一分钟能咬死几十只蜜蜂，我有两群被咬光了。
B: 这么可怕？那怎么办？
A: 舅舅教我在蜂箱门口装防护网，还做了诱捕瓶，里面放醋、糖和米酒。
B: 现在还剩几群？
A: 剩六群。舅舅说今年算运气好的。
B: 我升高级律师了，九月一号开始。
A: 不是说年底吗？
B: 合伙人说我在上海那个案子表现好，提前了三个月。
A: 请客！
B: 等你来北京，我请你吃烤鸭。
"""),
    ("2026年11月15日 20:30", """
A: 我注册了一个品牌，叫“梁家坡”。
B: 梁家坡是什么？
A: 就是我们村蜂场所在的那个山坡的名字。注册费加设计一共花了三千五。
B: 要正规化了！
A: 县里有个电商扶持项目，我申请上了，可以在县城的直播间免费卖货。
B: 你要直播？你说话那么快。
A: 第一次直播就是说得太快，观众说“主播你是在念代码吗”。
B: 哈哈哈，职业病。
A: 不过也卖了三十多斤。舅舅把他的八十多箱正式交给我管了，他说他以后只负责喝茶。
B: 那你现在一共多少箱？
A: 他的八十多箱加上我的六群，差不多九十箱。
B: 我和林川在看房子，想在通州买。
A: 通州离你律所远吗？
B: 远，地铁一个多小时。但是离他的新医院近，他要调到协和的新院区。
"""),
    ("2027年1月24日 21:20", """
B: 过年回去吗？
A: 我就在家，蜂场走不开。冬天要给蜂喂糖水，还要保温。
B: 冬天蜜蜂也要照顾？
A: 中蜂冬天抱团取暖，不能开箱，只能听。舅舅教我把耳朵贴在箱子上，嗡嗡声均匀就说明没事。
B: 好神奇。
A: 年货季卖得不错，“梁家坡”一个月卖了六百斤。
B: 六百斤！
A: 大部分是公司团购。你们律所也订了五十斤，你知道吗？
B: 不知道！是行政订的吗？
A: 是你们合伙人，他说在你朋友圈看到的。
B: 我们在通州买房了，一月十六号定的，九十平，两室一厅。
A: 恭喜！有了房子，婚礼也近了。
"""),
    ("2027年5月9日 20:00", """
B: 婚礼你没来成，太可惜了。
A: 对不起，五一正好是槐花蜜的花期，一天都走不开。我寄的礼物收到了吗？
B: 收到了，二十斤槐花蜜，还有一个刻着我们名字的蜂蜡蜡烛，宾客都抢着要。
A: 蜡烛是我自己做的，做坏了十几个才成功一个。
B: 婚礼在北京郊区的一个农场办的，下了一场小雨，林川说这是好兆头。
A: 槐花蜜今年摇了三百斤，是去年第一次摇蜜的七倍多。
B: 你现在还是一个人干吗？
A: 我招了两个村里的年轻人，一个是我表弟，一个是隔壁村的姑娘，每月工资三千。
B: 舅舅呢？
A: 舅舅真的只喝茶了。不过每次摇蜜都要来看，还要指点几句。
B: 你后悔辞职吗？
A: 后悔过一次，就是两群被胡蜂咬光那天。其他时候都不后悔。
"""),
], """
1 | D2:8 D3:5 D5:7 D6:9 D6:11 | 梁宇的蜂群数量是怎么变化的？ | 舅舅先分给他六群；五月分蜂追回两
  群，有了
  八群；九月被胡蜂咬光两群，剩六群；十一月舅舅把八十多箱交给他管，一共差不多九十箱
1 | D1:12 D3:6 D3:8 D5:8 D5:10 | 顾晓的工作这段时间有什么变化？ | 去上海出差做并购案，原计划两个
  月，待了
  三个月；合伙人原说年底考虑升她，结果2026年9月1日就提前三个月升了高级律师
1 | D1:9 D6:3 | 梁宇买蜂箱和做品牌一共花了多少钱？ | 五千九百元：二十个蜂箱每个一百二，共两千四；
  品牌注
  册和设计三千五
1 | D4:6 D4:8 D7:11 D8:5 | 顾晓和林川的事是怎么一步步走下来的？ | 2026年7月订婚；2027年1月16日在通
  州买了
  九十平的两室一厅；2027年五一在北京郊区的农场结婚
1 | D1:7 D4:11 D6:9 D8:10 | 舅舅在蜂场的角色是怎么变化的？ | 原来自己养八十多箱中蜂、教梁宇；后来
  腰不好，活多是
  梁宇干；十一月把八十多箱正式交给梁宇，自己只喝茶，摇蜜时还来指点
1 | D4:8 D6:14 | 林川在哪里工作，有什么变动？ | 协和医院的骨科医生，要调到协和的新院区
2 | D2:2 | 梁宇哪天回到老家？ | 2026年3月10日
2 | D3:1 | 第一次分蜂是哪天？ | 2026年5月13日，星期三
2 | D4:1 | 梁宇第一次摇蜜是哪天？ | 2026年7月20日
2 | D1:12 D3:6 | 顾晓在上海出差实际待了多久？ | 三个月，比原计划的两个月多了一个月
2 | D2:2 D4:1 | 梁宇从回到老家到第一次摇蜜隔了多久？ | 四个多月：2026年3月10日到7月20日
2 | D7:11 | 通州的房子是哪天定下来的？ | 2027年1月16日
3 | D1:11 | 梁宇的妈妈支持他回乡养蜂吗？ | 一开始反对，骂了他三天，后来接受了，给他寄了防蜂服
3 | D6:7 | 梁宇一开始擅长直播吗？ | 不擅长；说话太快，观众说像在念代码
3 | D8:12 | 梁宇后悔辞职回乡吗？ | 基本不后悔，只在两群蜂被胡蜂咬光那天后悔过
3 | D7:8 D7:10 | 顾晓的合伙人留意她的私人生活吗？ | 留意；他在顾晓的朋友圈看到“梁家坡”，给律所订了
  五十斤
4 | D1:7 | 梁宇的舅舅养的是什么蜂？ | 中蜂，八十多箱，产土蜂蜜
4 | D2:2 | 梁宇第一天被蜇了几个包？ | 七个，舅舅说是“入门礼”
4 | D3:3 D3:5 | 飞到邻居屋檐下的那群蜂归谁了？ | 归邻居，山里的规矩是落到谁家归谁家
4 | D4:3 | 梁宇的第一批蜜卖多少钱一斤？ | 一百元一斤（舅舅的老客户是一百二）
4 | D5:5 | 梁宇是怎么对付hornet的？ | 在蜂箱门口装防护网，用醋、糖和米酒做诱捕瓶
4 | D6:1 D6:3 | 品牌名“梁家坡”是怎么来的？ | 是村里蜂场所在的那个山坡的名字
4 | D7:4 | 冬天梁宇怎么判断蜂群好不好？ | 把耳朵贴在箱子上听，嗡嗡声均匀就没事
4 | D7:6 D7:8 | 年货季“梁家坡”卖得怎么样？ | 一个月卖了六百斤，大部分是公司团购
4 | D8:3 D8:4 | 梁宇送了什么结婚礼物？ | 二十斤槐花蜜和一个刻着两人名字的蜂蜡蜡烛，蜡烛是他自己做的
4 | D8:8 | 梁宇招了哪些人帮忙？ | 表弟和隔壁村的一个姑娘，每月工资三千
5 | D8:8 | 梁宇的表弟叫什么名字？ |
5 | D1:12 | 顾晓在上海做的并购案，客户是哪家公司？ |
5 | D6:7 | 梁宇第一次直播有多少人在看？ |
5 | D6:14 | 协和的新院区在哪个区？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_24 = _conversation("ja-24", "石川", "美咲", [
    ("2026年4月12日 20:00", """
A: 美咲、聞いて。和太鼓のチームに入った。
B: 和太鼓？ 石川くん、自分でリズム感ないって言ってたじゃん。
A: だから入ったの。近所の公民館で体験会があって、叩いたら三年分のストレスが飛んだ。
B: なんていうチーム？
A: 「鳴海雷鼓」。メンバーは二十人くらいで、小学生から七十代までいる。
B: 練習はいつ？
A: 毎週土曜の夜、公民館の体育室で二時間。月謝は三千円。
B: 安いね。バチは？
A: 最初は貸してくれるけど、先週自分のを買った。樫のバチで四千二百円。
B: 形から入るタイプだ。
A: 代表の大野さんに「まずは締太鼓から」って言われた。小さくて高い音の太鼓。
B: 私の方も報告。札幌に転勤が決まった。五月一日付。
A: 札幌！ 寒いよ。
B: 寒いのは平気。雪かきが心配。
"""),
    ("2026年5月24日 21:00", """
B: 太鼓、続いてる？
A: 続いてる。腕が筋肉痛で、先週は会社でマウスが握れなかった。
B: 保険の書類、書けたの？
A: 左手でなんとか。締太鼓は手首で叩くんだって、大野さんに三回言われた。
B: 札幌は、まだストーブ出してる。五月なのに。
A: 家は決まった？
B: 大通の近くのワンルーム、家賃五万八千円。職場まで歩いて十分。
A: いいね。友達はできた？
B: 職場の先輩に誘われて、囲碁を始めた。
A: 囲碁？ 美咲が？
B: 先輩が碁会所に連れていってくれて、九路盤で負け続けてる。
A: 僕の太鼓と同じで、負けるところから始まるんだね。
"""),
    ("2026年7月19日 20:30", """
A: 初舞台が決まった。八月八日の鳴海の夏祭り。
B: おめでとう！ 何を叩くの？
A: 「屋台囃子」っていう曲の締太鼓。三分半しかないけど、最初の一打ちが僕なんだ。
B: プレッシャーだね。
A: 大野さんに「最初の一打ちで祭りが始まる」って言われて、夜眠れない。
B: 衣装はあるの？
A: チームの法被を借りる。足袋は自分で買った。千八百円。
B: 私も囲碁、九路盤で初めて勝った。相手は小学生だったけど。
A: 勝ちは勝ち。
B: あと、札幌の職場で新しいプロジェクトのリーダーになった。道内の支店のシステム統合。
A: すごい。忙しくなるね。
B: 秋から函館と旭川への出張が増える。
"""),
    ("2026年8月16日 21:30", """
B: 夏祭り、どうだった？
A: 最初の一打ちで、緊張しすぎてバチを一本落とした。
B: えっ！
A: でも予備のバチを腰に差してたから、拾わずにそのまま続けた。大野さんが「それが正解」って。
B: お客さんは気づいた？
A: 最前列の子どもだけ。終わったあと、そのバチを拾って持ってきてくれた。
B: かわいい。
A: 祭りの後、大野さんに大太鼓に移らないかって言われた。来年の大会に向けて。
B: 大会？
A: 十一月に岐阜である東海地区の和太鼓コンクール。チームで出るんだ。
B: 私、お盆は帰れなかった。函館の出張が前倒しになって。
A: 函館で何か食べた？
B: 朝市でイカ刺し。それだけが救い。
"""),
    ("2026年10月4日 20:00", """
A: 大太鼓、始めた。全身で叩くから、一曲で汗だく。
B: 締太鼓の方は？
A: 高校生の翔太くんが引き継いだ。僕より上手い。
B: 大会の準備は？
A: それが、会場の岐阜の市民会館が耐震工事で使えなくなって、大会が来年の二月に延期になった。
B: 延期かあ。
A: 二月十五日、場所は大垣の文化会館。練習時間が増えたと思うことにする。
B: 私の方は、囲碁で十級になった。
A: 十級ってどのくらい？
B: 一番下が三十級くらいだから、まあまあかな。先輩は三段。
A: 先輩とは……どうなの？
B: 何もないよ。先輩には奥さんとお子さんが二人いるから。
"""),
    ("2026年12月6日 21:00", """
A: 練習場所が変わった。公民館が建て替えで、来年の秋まで使えない。
B: どこで練習してるの？
A: 大野さんの知り合いの工場の倉庫。音を出しても苦情が来ないのはありがたいけど、冬は寒い。
B: 札幌よりは暖かいでしょ。
A: それはそう。練習は土曜の夜と、大会前だけ水曜の夜も追加。
B: 私、年末は帰れそう。十二月二十八日に名古屋に着く。
A: 会おうよ。太鼓聞きに来る？
B: 倉庫に？ 行く行く。
A: それと、僕、会社で異動になった。保険金の支払い部門から、営業企画に。
B: 営業企画って、何するの？
A: 新しい保険商品の販促。毎日会議で、太鼓を叩きたくなる。
B: 会議の机は叩かないでね。
"""),
    ("2027年2月21日 20:30", """
A: コンクール、終わった。
B: どうだった？
A: 銀賞。十二チーム中二位。
B: すごい！
A: 大野さんは泣いてた。チームができて十五年で、初めての入賞なんだって。
B: 石川くんの大太鼓は？
A: 審査員の講評に「大太鼓の音に芯がある」って書いてあった。それ、僕のことだよね？
B: 間違いなく。
A: 金賞は岐阜の高校生のチーム。全国大会に行くらしい。
B: 私からも報告。四月から名古屋に戻ることになった。
A: え、本当に？ 札幌は一年で終わり？
B: プロジェクトが早く終わったから。囲碁は続けるけど、碁会所を探さないと。
"""),
    ("2027年4月25日 20:00", """
B: 名古屋、戻ってきたよ。
A: おかえり！ 部屋はどこにしたの？
B: 金山の1LDK。家賃は七万二千円、札幌より高い。
A: 名古屋価格だね。
B: 碁会所も見つけた。大須の碁会所、火曜と金曜の夜に行ってる。
A: 僕の方は、チームの副代表になった。
B: 副代表！
A: 大野さんが七十になって、少し引きたいって。練習の予定とか会計とか、僕の仕事が増えた。
B: 会計なら保険会社で鍛えられてるから大丈夫。
A: それから、五月の鳴海の春祭りで、初めて一人で叩く曲がある。大太鼓のソロ、一分だけ。
B: 見に行く。今度はバチ落とさないでね。
A: 腰に予備を三本差していく。
"""),
], """
1 | D1:11 D3:3 D4:8 D5:1 D5:3 D8:6 D8:10 | 石川のチームでの役割はどう変わりましたか？ | 最初は締太
  鼓で、初舞
  台の夏祭りも締太鼓。祭りの後に大太鼓に移り、締太鼓は高校生の翔太くんが引き継いだ。2027年4月には
  副代表になり、五月
  の春祭りで大太鼓のソロを叩く
1 | D4:10 D5:5 D5:7 D7:3 | コンクールの日程と会場はどう変わり、結果はどうでしたか？ | 2026年11月に
  岐阜の市
  民会館で開かれる予定が、耐震工事で2027年2月15日の大垣の文化会館に延期され、十二チーム中二位の銀
  賞だった
1 | D1:7 D6:1 D6:3 D6:5 | チームの練習場所と曜日はどう変わりましたか？ | 最初は毎週土曜の夜に公民
  館の体育室。公
  民館の建て替えで工場の倉庫に移り、土曜の夜に加えて大会前は水曜の夜も練習
1 | D1:12 D2:7 D7:10 D8:3 | 美咲の住まいはどう変わりましたか？ | 2026年5月1日付で札幌に転勤し、大
  通近くのワン
  ルーム（家賃五万八千円）に住み、2027年4月に名古屋に戻って金山の1LDK（七万二千円）に住んでいる
1 | D1:9 D3:7 | 石川が太鼓のために自分で買ったバチと足袋は、合わせていくらですか？ | 六千円：樫の
  バチが四千
  二百円、足袋が千八百円
1 | D2:9 D2:11 D3:8 D5:8 D8:5 | 美咲の囲碁はどう進んできましたか？ | 職場の先輩に誘われて始め、九
  路盤で負け続
  け、七月に小学生相手に初めて勝ち、十月に十級になった。名古屋では大須の碁会所に火曜と金曜の夜に通
  っている
2 | D1:12 | 美咲の札幌への転勤は何日付でしたか？ | 2026年5月1日
2 | D3:1 | 石川の初舞台は何日でしたか？ | 2026年8月8日、鳴海の夏祭り
2 | D1:9 | 石川が自分のバチを買ったのはいつ頃ですか？ | 2026年4月上旬、4月12日の前の週
2 | D4:10 D5:5 D5:7 | コンクールはどのくらい延期されましたか？ | 約三か月：2026年11月か
  ら2027年2月15日へ
2 | D1:12 D7:10 | 美咲は札幌に何か月くらいいましたか？ | 約十一か月：2026年5月1日から2027年4月まで
2 | D6:6 | 美咲が年末に名古屋に着いたのは何日ですか？ | 2026年12月28日
3 | D1:2 | 石川はもともと音楽が得意でしたか？ | いいえ。自分でリズム感がないと言っていた
3 | D6:11 | 石川は新しい部署の仕事を楽しんでいますか？ | あまり楽しんでいない。毎日会議で、太鼓を
  叩きたくなる
  と言っている
3 | D5:12 | 美咲と碁会所の先輩は付き合っていますか？ | いいえ。先輩には奥さんと子どもが二人いる
3 | D7:5 | 銀賞は大野さんにとって大きな意味がありましたか？ | はい。泣いていた。チームができて十五
  年で初めての入賞
4 | D1:5 | 石川が入ったチームの名前と顔ぶれは？ | 「鳴海雷鼓」。約二十人で、小学生から七十代まで
4 | D1:7 | 練習の月謝はいくらですか？ | 三千円
4 | D2:4 | 締太鼓の叩き方について、大野さんは何と言いましたか？ | 手首で叩く（三回言われた）
4 | D2:7 | 美咲がSapporoで借りた部屋はどんな部屋ですか？ | 大通の近くのワンルームで家賃五万八千
  円、職場まで歩い
  て十分
4 | D4:2 D4:4 | 初舞台で石川に何が起きましたか？ | 緊張して最初の一打ちでバチを一本落としたが、腰
  の予備のバ
  チでそのまま続けた
4 | D4:6 | 落としたバチはどうなりましたか？ | 最前列の子どもが拾って、終わったあと持ってきてくれた
4 | D4:13 | 美咲は函館で何を食べましたか？ | 朝市でイカ刺し
4 | D7:7 | 審査員は石川のチームの演奏をどう評しましたか？ | 大太鼓の音に芯がある
4 | D7:9 | 金賞はどのチームでしたか？ | 岐阜の高校生のチームで、全国大会に行く
4 | D3:10 D3:12 | 美咲が札幌で任されたプロジェクトは何ですか？ | 道内の支店のシステム統合のリーダ
  ーで、函館と旭
  川への出張が増えた
5 | D5:3 | 翔太くんはどこの高校に通っていますか？ |
5 | D6:3 | 倉庫を貸してくれた工場は何を作っていますか？ |
5 | D2:9 | 美咲を囲碁に誘った先輩の名前は何ですか？ |
5 | D7:3 | 銀賞の賞金はいくらでしたか？ |
""")


_JA_25 = _conversation("ja-25", "義男", "彩", [
    ("2026年1月18日 19:30", """
A: 彩、報告がある。益子に引っ越すことにした。
B: 益子って、焼き物の？ お父さん、定年したばかりじゃない。
A: 定年したからだよ。三月末に家を出る。空き家バンクで、築六十年の平屋を見つけた。
B: 家賃は？
A: 月三万円。庭に小さな作業小屋がついてる。
B: 陶芸なんてやったことあるの？
A: 銀行にいた頃、出張の帰りに益子に寄って、一度だけろくろを回した。それが忘れられなくて。
B: 四十年前の話でしょ。
A: 三十五年前だよ。向こうの窯元の陶芸教室に週三回通う。先生は浜田さんっていう窯元のご主人。
B: お母さんは何て言ってるの？
A: 「好きにすれば」って。半年は東京に残って、あとから来るそうだ。
B: 私も一つ報告。病棟から訪問看護に移ることにした。四月から。
A: 夜勤がなくなるのか。
B: そう、その代わり自転車で一日八軒回る。
"""),
    ("2026年4月12日 20:00", """
B: 引っ越し、落ち着いた？
A: まだ段ボールだらけ。でも教室には通ってる。月水金の午前中。
B: 作品はできた？
A: 湯呑みを十個作って、九個割れた。乾かし方が悪かったらしい。
B: 一個は残ったんだ。
A: 形が歪んでるけど、毎朝それでお茶を飲んでる。
B: 訪問看護、始まったよ。初日に自転車のチェーンが外れて、利用者さんの家に二十分遅刻した。
A: 怒られた？
B: 九十二歳のおばあちゃんに「若い人は大変ね」って、お茶を出された。
A: いい人だ。
B: 今は電動自転車に替えてもらった。
A: 益子の坂も電動がいいかもな。
"""),
    ("2026年6月7日 21:00", """
A: 浜田先生に釉薬を教わってる。益子焼は糠白釉と柿釉が基本なんだって。
B: 難しそう。
A: 配合を間違えて、全部真っ黒に焼けた。先生は「それはそれで面白い」って。
B: 先生、優しいね。
A: 優しいけど、ろくろの前では厳しい。「土と話せ」って毎回言われる。
B: お母さんはまだ東京？
A: 来週の土曜に来る。それからは一緒に住む。
B: よかった。
A: 家の小屋に電気窯を入れた。中古で二十八万円。
B: 高っ。
A: 退職金の使い道としては安いもんだ。
B: 私は、担当の利用者さんが十五人になった。
"""),
    ("2026年8月23日 20:30", """
A: 初めて自分の窯で焼いた。小皿を二十枚、電気窯で。
B: うまくいった？
A: 十八枚は無事。二枚はひびが入ったけど、お母さんが箸置きにするって。
B: さすがお母さん。
A: お母さんは庭で野菜を作り始めた。トマトが食べきれないくらいできてる。
B: 秋の陶器市には出すの？
A: 十一月の秋の陶器市に、浜田先生のテントの端っこで出させてもらうことになった。
B: すごい、デビューだ。
A: 値段をどうするか悩んでる。
B: 私の方もニュース。結婚することになった。
A: えっ、誰と！
B: 同じステーションの理学療法士の拓也さん。来年の三月に式を挙げる。
A: お母さんにはもう言ったのか？
B: お父さんより先に言った。
"""),
    ("2026年11月8日 20:00", """
A: 陶器市、終わった。五日間で小皿が四十枚、湯呑みが十五個売れた。
B: 値段は結局いくらにしたの？
A: 小皿が八百円、湯呑みが千五百円。
B: 全部でいくら？
A: 売り上げは五万四千五百円。テント代を先生に払ったら、ほとんど残らなかった。
B: でも嬉しいでしょ。
A: 嬉しい。同じ人が二回来て、小皿を買い足してくれた。
B: 結婚式、場所が決まった。
A: どこ？
B: 最初は横浜のホテルで考えてたけど、拓也さんの実家の近くの、鎌倉の神社にした。三月二十日。
A: 鎌倉か。いいね。
B: 引き出物、お父さんの器にしたいんだけど、頼める？
A: 何個？
B: 六十個。
"""),
    ("2027年1月10日 19:45", """
A: 引き出物の器、試作を作った。マグカップにしようと思う。
B: 見たい！
A: 写真を送る。柿釉で、取っ手の下に二人のイニシャルを彫ってある。
B: かわいい！ これがいい。
A: 六十個だと、割れる分を入れて八十個作らないといけない。三月までギリギリだ。
B: 無理しないでね。
A: 先生が窯を一回貸してくれることになった。登り窯で、薪で焼く。
B: 登り窯って、大きいやつ？
A: 一回で千個焼けるらしい。火入れは二月の第一週、三日三晩。
B: 徹夜するの？
A: 交代で薪をくべる。僕の番は夜中の二時から六時。
B: 気をつけてね。
"""),
    ("2027年2月14日 20:15", """
A: 登り窯、窯出しした。八十個のうち七十一個が使える。
B: 足りた！
A: 火の当たり方で一個ずつ色が違う。同じものは一つもない。
B: 余った分はどうするの？
A: 十一個は先生の店に置かせてもらう。
B: 式の準備は順調。ただ、日にちが一週間ずれた。
A: どうして？
B: 神社の都合で、三月二十日から二十七日になった。
A: 了解、二十七日だな。
B: お父さん、スピーチもお願いね。三分で。
A: 三分で娘のことを話すのは難しい。
B: 二分でもいいよ。
"""),
    ("2027年4月4日 20:00", """
B: お父さん、式ありがとう。マグカップ、みんなに褒められた。
A: 拓也くんのお母さんから、追加で五個注文が来たよ。
B: お義母さん、気に入ったんだね。
A: それから、浜田先生から話があって、四月から教室の助手をやることになった。
B: 教える側？ 一年で？
A: 初心者の土練りを見るだけだよ。時給は千百円。
B: 銀行員の頃の何分の一？
A: 聞かないでくれ。でも今の方が楽しい。
B: 私も異動。訪問看護ステーションの主任になる。
A: 主任か。自転車は？
B: 相変わらず電動。担当は減るけど、書類が増える。
A: スピーチ、二分で収まったか？
B: 五分しゃべってたよ。みんな泣いてた。
"""),
], """
1 | D1:9 D2:2 D3:9 D4:7 D8:4 D8:6 | 義男の陶芸での立場はどう変わってきましたか？ | 窯元の陶芸教室
  に月水金の
  午前中通う生徒から始め、自宅の小屋に電気窯を入れ、秋の陶器市で浜田先生のテントの端で売
  り、2027年4月からは教室の助手
  として初心者の土練りを見ている
1 | D5:10 D7:6 D7:8 | 彩の結婚式の場所と日にちはどう変わりましたか？ | 横浜のホテルを考えていた
  が、拓也さんの実
  家近くの鎌倉の神社に決め、日にちは神社の都合で2027年3月20日から27日になった
1 | D5:12 D5:14 D6:5 D7:1 D7:5 D8:2 | 引き出物のマグカップは何個作って、どうなりましたか？ | 六十
  個必要で
  割れる分を入れて八十個作り、登り窯から出て七十一個が使えた。余った十一個は先生の店に置き、式の後
  に拓也さんの
  母親から追加で五個の注文が来た
1 | D1:11 D3:7 D4:3 D4:5 | 彩の母親は益子への移住にどう関わってきましたか？ | 最初は「好きにすれ
  ば」と言って東京
  に残り、六月に益子に来て一緒に住み始め、庭で野菜を作り、ひびの入った小皿を箸置きにした
1 | D1:12 D1:14 D2:11 D3:12 D8:9 | 彩の仕事はどう変わりましたか？ | 2026年4月に病棟から訪問看護に
  移り、自転
  車で一日八軒回り、電動自転車に替えてもらい、担当が十五人になり、2027年4月から訪問看護ステーショ
  ンの主任
1 | D5:1 D5:3 D5:5 | 陶器市の売り上げ五万四千五百円は、何がいくつ売れた結果ですか？ | 小皿四十枚（
  一枚八百
  円で三万二千円）と湯呑み十五個（一個千五百円で二万二千五百円）
2 | D1:3 | 義男が益子に引っ越したのはいつですか？ | 2026年3月末
2 | D3:7 | 彩の母親が益子に来たのは何日ですか？ | 2026年6月13日（土曜日）
2 | D6:9 | 登り窯の火入れはいつでしたか？ | 2027年2月の第一週、三日三晩
2 | D7:8 | 彩の結婚式は何日になりましたか？ | 2027年3月27日
2 | D1:3 D5:1 | 益子に越してから陶器市に初めて出るまで、どのくらいかかりましたか？ | 約七か
  月：2026年3月末に越
  して、11月の陶器市
2 | D4:10 D7:8 | 婚約を父に伝えてから式まで、どのくらいありましたか？ | 約七か月：2026年8月23日に
  伝え、式は
  2027年3月27日
3 | D8:8 | 義男は銀行員の頃より今の暮らしの方が好きですか？ | はい。給料はずっと少ないが、今の方が
  楽しいと言っ
  ている
3 | D3:3 D3:5 | 浜田先生は失敗に厳しい人ですか？ | 釉薬の失敗には寛容で「それはそれで面白い」と言
  うが、ろくろ
  の前では厳しい
3 | D4:14 | 彩は結婚のことを両親のどちらに先に話しましたか？ | 母親に先に話した
3 | D7:10 D8:13 | 義男はスピーチで頼まれた時間を守りましたか？ | 守らなかった。三分（二分でもい
  い）と頼まれたが
  五分話した
4 | D1:3 D1:5 | 益子で見つけた家はどんな家ですか？ | 空き家バンクで見つけた築六十年の平屋で、家賃
  は月三万円、庭に
  作業小屋つき
4 | D1:7 D1:9 | 義男が陶芸を始めたいと思ったきっかけは？ | 三十五年前、銀行の出張の帰りに益子に寄
  って一度ろくろを
  回したことが忘れられなかった
4 | D2:4 | 最初に作った湯呑みはどうなりましたか？ | 十個のうち九個が割れた。乾かし方が悪かった
4 | D2:7 D2:9 | 彩の訪問看護の初日には何がありましたか？ | 自転車のチェーンが外れて二十分遅刻し、
  九十二歳の利
  用者さんにお茶を出された
4 | D3:1 | 益子焼の基本の釉薬は何ですか？ | 糠白釉と柿釉
4 | D3:9 | 義男の電気窯はいくらでしたか？ | 中古で二十八万円
4 | D4:12 | 彩の婚約者はどんな人ですか？ | 同じステーションの理学療法士の拓也さん
4 | D6:3 | 引き出物のmugのデザインは？ | 柿釉で、取っ手の下に二人のイニシャルを彫ってある
4 | D6:11 | 登り窯の夜、義男の当番は何時から何時でしたか？ | 夜中の二時から六時
4 | D8:6 | 教室の助手の仕事と時給は？ | 初心者の土練りを見る仕事で、時給千百円
5 | D1:9 | 浜田さんの窯元の名前は何ですか？ |
5 | D4:12 | 拓也さんはどこの大学を出ましたか？ |
5 | D5:7 | 陶器市に二回来たお客さんの名前は？ |
5 | D5:10 | 式を挙げた鎌倉の神社の名前は何ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_24, _EN_25, _ZH_24, _ZH_25, _JA_24, _JA_25]
