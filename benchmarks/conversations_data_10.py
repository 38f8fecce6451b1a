"""A tenth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_9` (and the parsing
helpers of `benchmarks.conversations_data`), over new people and new lives: two English
conversations (en-20, en-21), two in Simplified Chinese (zh-20, zh-21) and two in Japanese
(ja-20, ja-21), each written on its own rather than translated. en-20 is a physiotherapist who
swims the Channel in a relay from a Bristol lido and signs up for a solo, told to her brother, a
drama teacher who stages a school musical and moves to a school in Cardiff; en-21 a retired
geography teacher who takes up astronomy after a Christmas present of binoculars, from a
second-hand telescope to an observatory shed and a talk to his society, told to his niece, a vet
who buys into her practice, runs its new branch and adopts a retired greyhound; zh-20 a
programmer who leaves Hangzhou to open a guesthouse by Erhai in Dali, told to his university
roommate in Suzhou whose first daughter is born early; zh-21 an advertising team leader who goes
home to the Wuyi mountains to run her injured father's tea garden, from the first spring picking
to a silver prize at a tea contest, told to a former colleague who learns to dive and leaves her
job to train as an instructor in Thailand; ja-20 a retired city-hall clerk of sixty-three who
cycles the length of Japan from Cape Sata to Cape Soya, told to his daughter, a nurse training as
a midwife; ja-21 a saleswoman who leaves Tokyo for a winter as a brewery hand at a sake brewery
in Uonuma, told to a friend who opens her own hair salon in Kichijoji.

Every conversation is two people talking over eight dated sessions spread across months,
thirteen to sixteen turns a session. Facts are said indirectly or through a pronoun, and several
change later (a swim's tide window, a relay's sixth swimmer, a school show, a wedding's date, a
budget and what was spent, a talk's date, a share in a practice, an opening date twice, a
guesthouse's room price and occupancy, who cooks the breakfast, a contest's month and the tea
entered, a job and a city, a departure date, a ride's length in days, a salon's staff, a brewery
hand's post); numbers and dates are often spelled in words or given relative to the session
("on Thursday", "last Friday", "a week on Tuesday", 上周五, 九号, 来週の木曜日, 十五日), some
replies carry their subject only through the turn they answer, and the Chinese and Japanese turns
mix in English words (Airbnb, PADI Open Water, Junmai Daiginjo, Lumière). Facts are also said by
the listener about her or his own life (a musical and a new school, a practice share and a
greyhound, a baby born early and a promotion, a diving course and a resignation, a midwifery
school and a first job, a salon and its staff), and by the speaker while telling what someone
else said (a coach, a reserve swimmer, a wife's verdict on a roof, a neighbour's remark about his
cockerel, an uncle's tasting, a praising midwife, a master brewer). Look-alike turns (another
swim, another show, another wedding, another trip, another exam, another contest) sit beside the
one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6
multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial
(5, answered "Not mentioned in the conversation." with the evidence naming the turn the question
leans on). Multi-hop questions join turns of different sessions, and some count or add across
them (what a hobby cost, acres, kilometres, a salon's staff); temporal ones ask when, how long
ago, how long between, and how late, from the sessions' dates; a question on a fact that changed
asks for its current state or how it changed (every turn); inference questions include
preferences; the adversarial ones ask for something never said, in words that were. Questions
paraphrase the turns rather than copying their words ("persuaded" for talked into, "come ashore"
for made it across, 离职 for 辞职, 開店 for オープン), and a few name a thing in another script or
language (爱彼迎 for Airbnb, 开放水域 for Open Water, ルミエール for Lumière, 純米大吟醸 for
Junmai Daiginjo, Shimanami Kaido for しまなみ海道).

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_20 = _conversation("en-20", "Rosa", "Ewan", [
    ("6:45 pm on 12 October, 2025", """
A: Ewan, promise you won't laugh. I've said yes to swimming the Channel.
B: The whole thing? You complain the sea at Weston is cold in August.
A: Not the whole thing. A relay: six of us from the lido, an hour each in turn until somebody
  touches France.
B: Who talked you into that?
A: Marion, who swims in the lane next to mine at Clifton. She's crossed twice already, once on
  her own.
B: When would you go?
A: We've booked a tide window from the fourteenth to the twentieth of July. The pilot picks the
  day inside it.
B: And what does a boat to France cost?
A: Three thousand six hundred, split six ways, plus the federation's fees. I paid my six hundred
  on Thursday.
B: Do you get to wear a wetsuit at least?
A: No wetsuits. One costume, one cap, goggles. And each of us has to swim two hours without
  stopping in water under sixteen degrees before they'll let us on the boat.
B: Mad. My news is tamer: the head's asked me to direct the school musical this year.
A: Which one?
B: Oliver!. Forty children in the cast, and we open the week before Easter.
A: You'll be brilliant at it.
"""),
    ("7:30 pm on 23 November, 2025", """
B: Are you still swimming outdoors, now it's November?
A: Every Sunday at Clevedon Marine Lake. It was nine degrees on Sunday and I lasted twenty-two
  minutes.
B: Twenty-two minutes, when you need two hours.
A: The qualifying swim can wait until spring. Marion says the body learns the cold if you keep
  turning up.
B: Are the other five keeping up?
A: One of them isn't coming any more. Dev's wife is expecting twins in July, so he's out.
B: So there are five of you.
A: For now. Marion's asking round the club for a sixth, or the rest of us swim extra legs.
B: Bad news here too. We can't do Oliver! after all: the grammar school down the road got the
  rights first.
A: So what are you doing instead?
B: Bugsy Malone. Splurge guns and custard pies. We audition in January.
A: Will enough children turn up?
B: Sixty-three have put their names down.
A: I bought a tow float on Saturday, so the boats can see me in the lake. Bright orange,
  twenty-five pounds.
"""),
    ("8:00 pm on 18 January, 2026", """
A: We've got our sixth. Tobias, a junior doctor at Southmead.
B: Can he swim?
A: He did the Dart ten k last September in under three hours.
B: What's the Dart ten k?
A: A river swim in Devon, from Totnes down towards Dartmouth. He's quicker than any of us.
B: Auditions are over. A cast of thirty-eight, plus a band of six from year ten.
A: Who's playing Bugsy?
B: A girl in year eight called Maisie. She was the only one who made me laugh at the audition.
A: A girl as Bugsy!
B: Why not? The head didn't mind.
A: I've started ending every shower with three minutes of cold. Marion swears by it.
B: Does it help?
A: No idea. I scream and the neighbour knocks on the wall.
B: When's the two-hour swim?
A: At Vobster Quay in May, if the water's still under sixteen. It's a flooded quarry near Frome.
"""),
    ("7:15 pm on 15 March, 2026", """
B: We open on Wednesday the twenty-fifth, three nights. Are you coming?
A: Jonah and I have got tickets for the last night.
B: Maisie's lost her voice twice, so she's got an understudy now.
A: Poor thing.
B: She's fine. She drinks honey and lemon as if it were her job.
A: I swam two and a half kilometres in the pool on Saturday, in under an hour.
B: Is that quick?
A: For me it is. I'd been aiming at two kilometres an hour.
B: Any news from the boat people?
A: They emailed on Monday. Our window's moved to the twenty-first to the twenty-seventh of July,
  because the boat is needed for a solo swimmer that week.
B: Does the week matter?
A: Jonah's sister is getting married in Norfolk on the twenty-fifth of July. If the tide's right
  that day, I miss the wedding.
B: Which would you choose?
A: Don't ask me that.
B: I'd choose France.
A: You don't have to sit next to Jonah's mother for the rest of your life.
"""),
    ("6:30 pm on 19 April, 2026", """
A: I cried on the last night, you know. At the custard pies.
B: Nobody's supposed to cry at the custard pies.
A: I cried at everything. Maisie was wonderful.
B: Her mum wants her to try for the youth theatre in Bath now.
B: And we made fourteen hundred and ten pounds for the drama department, so there'll be new
  lights.
A: That's marvellous.
B: How's the swimming?
A: The lido's opened for the season. I'm in at six every morning before my first patient.
B: And your sixth man?
A: Tobias pulled his shoulder skiing in the Alps at Easter. He might not be fit in time.
B: You're joking.
A: Marion's lined up a reserve just in case. Helen, a retired maths teacher of sixty-one.
B: Sixty-one and swimming to France?
A: She swam it alone in 1998. She says a relay is a holiday.
B: The head wants a summer show now. I've said no. I'd like my evenings back.
"""),
    ("8:20 pm on 24 May, 2026", """
A: I did it! The two-hour swim, at Vobster yesterday. Fourteen degrees.
B: Fourteen! How did you feel afterwards?
A: I couldn't hold a cup of tea for twenty minutes. But Marion's signed the form, so it counts.
B: Has everyone else done theirs?
A: Everyone except Tobias. His shoulder's no better, so Helen's in and he's out.
B: Poor Tobias.
A: He's offered to come on the boat anyway, as crew. He'll feed us warm squash on a rope.
B: I'm taking fifty-two of year nine to Stratford on the twelfth of June to see Macbeth.
A: Rather you than me.
A: Oh, and I don't have to choose any more. Jonah's sister has moved the wedding to the first of
  August.
B: Lucky.
A: Not luck. Jonah told her about the window, and she said she'd rather have me at the wedding
  than hear about the Channel from an empty chair.
B: That's kind of her.
A: It's in a windmill. I'm told there's a ladder instead of stairs.
"""),
    ("9:10 pm on 2 August, 2026", """
A: We made it across! Cap Gris-Nez, thirteen hours and forty minutes.
B: When did you go in the end?
A: The pilot rang on the Wednesday evening, and we left Dover at four the next morning.
B: How many times did each of you swim?
A: Twice each, and Marion did a third hour to bring us in. I swam the second leg and the eighth.
B: Was the eighth the hard one?
A: No, the second was. Half past five in the morning, and a jellyfish stung me three times.
B: And Helen?
A: Helen was faster than any of us. At sixty-one!
B: How was the wedding yesterday?
A: Lovely. Nobody fell off the ladder. I slept through the speeches.
B: I've got news of my own. I've applied to be head of drama at a school in Cardiff.
A: Cardiff! You'd move?
B: If they have me. The interview's on the twentieth.
"""),
    ("7:40 pm on 11 October, 2026", """
B: I've been in Cardiff five weeks now. They offered me the job the day after the interview.
A: And how is it?
B: Bigger. Eleven hundred pupils, and a real theatre with a fly tower.
A: Do they do a musical too?
B: Grease, in February. A parent has already asked me if her son can be Danny.
A: Where are you living?
B: Renting in Canton, ten minutes on the bike. My house in Bristol goes on the market next week.
A: I've signed up for next summer. A solo.
B: A solo! The whole way, on your own?
A: Marion's coaching me. The window's in August 2027, and the boat alone is three thousand eight
  hundred, with nobody to split it with.
B: What does Jonah say?
A: He says he'll be on the boat with the warm squash this time.
B: Not Tobias?
A: Tobias has put a team together at the hospital. They're booked for the same week.
"""),
], """
1 | D1:3 D2:6 D3:1 D5:10 D5:12 D6:5 | Who ended up taking the sixth place in Rosa's relay team, and
  how did it change hands? | Helen, a retired maths teacher of sixty-one: Dev dropped out because
  his wife was expecting twins, Tobias took his place, then hurt his shoulder skiing and Helen came
  in
1 | D1:14 D2:9 D2:11 D3:6 | What show did Ewan put on in the spring, and why not the one he first
  planned? | Bugsy Malone, with a cast of thirty-eight; he had planned Oliver! but the grammar
  school down the road got the rights first
1 | D1:7 D4:10 D7:3 | How did the dates of the relay change, and on which day did the team set off?
  | The window was 14-20 July, moved to 21-27 July because the boat was needed for a solo swimmer;
  they left Dover at four in the morning on Thursday 23 July 2026
1 | D1:9 D8:10 | How does what Rosa pays for the boat next year compare with the relay? | The relay
  boat was 3,600 split six ways, 600 each; the solo boat is 3,800 and she pays it all herself
1 | D4:12 D6:10 D6:12 D7:11 | How was the clash between the swim and the wedding in Norfolk settled?
  | Jonah's sister moved her wedding from 25 July to 1 August so Rosa could be at both, and Rosa
  went
1 | D6:7 D8:14 | What has Tobias done about the Channel since he dropped out of Rosa's team? | He
  offered to crew her relay's boat and feed the swimmers, and now has a hospital team of his own
  booked for the same week as her solo
2 | D1:9 | When did Rosa pay her share for the relay boat? | Thursday 9 October 2025
2 | D4:1 | When did Ewan's musical open? | Wednesday 25 March 2026
2 | D6:1 | When did Rosa do her two-hour qualifying swim? | Saturday 23 May 2026
2 | D2:14 | When did Rosa buy her tow float? | Saturday 22 November 2025
2 | D7:14 D8:1 | When was Ewan offered the Cardiff job? | 21 August 2026, the day after his
  interview on the 20th
2 | D1:1 D7:1 D7:3 | How long after agreeing to the relay did Rosa reach France? | About nine and a
  half months: from early October 2025 to 23 July 2026
3 | D5:15 | Would Ewan be keen to direct another show over the summer? | No; he said no to a summer
  show because he wants his evenings back
3 | D2:2 D6:3 | Does cold water come easily to Rosa? | No; she lasted twenty-two minutes at nine
  degrees and could not hold a cup of tea for twenty minutes after the qualifier
3 | D5:14 | Was Helen daunted by the idea of the relay? | No; she swam the Channel alone in 1998 and
  calls a relay a holiday
3 | D4:14 D4:16 | Would Rosa have found it easy to skip her partner's sister's wedding for the
  swim? | No; she would not choose, and worried about facing Jonah's mother for the rest of her life
4 | D1:5 | Who persuaded Rosa to join the relay? | Marion, who swims in the next lane at Clifton and
  has crossed twice, once alone
4 | D1:11 | What may the relay swimmers wear? | No wetsuits: one costume, one cap and goggles
4 | D3:15 | What kind of place is Vobster Quay? | A flooded quarry near Frome
4 | D3:3 D3:5 | How fast did Tobias swim the river race in Devon? | Under three hours for the Dart
  10k, from Totnes towards Dartmouth
4 | D3:8 | Who got the lead part in the school show? | Maisie, a year eight girl, the only one who
  made Ewan laugh at the audition
4 | D5:5 | How much money did the show raise, and what will it pay for? | 1,410 pounds for the drama
  department, for new lights
4 | D7:7 | What went wrong the first time Rosa was in the water during the crossing? | At half past
  five in the morning a jellyfish stung her three times
4 | D7:1 | Where did the relay come ashore in France, and how long did the crossing take? | Cap
  Gris-Nez, in thirteen hours forty minutes
4 | D8:3 | How big is Ewan's new school? | Eleven hundred pupils, with a real theatre and a fly
  tower
4 | D6:14 D7:11 | Where was the wedding held? | In a windmill, with a ladder instead of stairs
5 | D1:7 | What is the name of the relay's pilot? |
5 | D2:9 | Which grammar school took the rights to Oliver!? |
5 | D5:14 | How long did Helen's solo crossing in 1998 take? |
5 | D4:12 | What is the name of Jonah's sister? |
""")



_EN_21 = _conversation("en-21", "Desmond", "Imogen", [
    ("7:00 pm on 26 January, 2025", """
A: Imogen, your aunt has created a monster. She gave me binoculars for Christmas.
B: Birds?
A: Stars. I went out on Boxing Night and saw four of Jupiter's moons in a line. I haven't been to
  bed before one since.
B: Thirty-four years of geography and now you're looking up instead of down.
A: I've joined the Tynedale Astronomical Society. They meet on the first Tuesday of the month in
  the village hall at Bellingham.
B: What are they like?
A: Kind, and mostly older than me, which is saying something. One of them lent me a book on
  telescopes and told me not to buy anything for a month.
B: Are you going to buy one?
A: After the month. I've set myself six hundred pounds and not a penny more.
B: I've got news too. The partners have offered me a quarter share of the practice.
A: In Hexham? That's wonderful.
B: It's eighty-five thousand. I see the bank on Friday.
A: Your father would have been proud.
B: He'd have asked why I don't just work for the NHS like a sensible person.
"""),
    ("8:30 pm on 9 March, 2025", """
A: I bought one. A second-hand eight-inch Dobsonian from a man in Alnwick.
B: What's a Dobsonian?
A: A big tube on a wooden box that you push around with your hands. No motors.
B: And the six hundred pounds?
A: Three hundred and fifty. He threw in two eyepieces because his wife wanted the garage back.
B: Does it work?
A: First light was on Saturday: the Orion Nebula, grey and ghostly. I shouted for Carol.
B: Did she come out?
A: In her dressing gown, for about forty seconds.
A: The trouble is the weather. February was cloudy on nineteen nights out of twenty-eight.
B: The bank said yes, by the way. I sign in April.
A: So you'll be a partner.
B: And on call every other night, because lambing starts next week.
A: You'll sleep in May.
B: I'll sleep when I'm retired, like you.
"""),
    ("7:45 pm on 13 April, 2025", """
B: I signed last Friday. I'm a partner.
A: Congratulations! Did you celebrate?
B: The first partners' meeting was an hour and a half about the coffee machine.
A: That's how you know you've arrived.
A: Carol says the telescope can't live in the hall any longer. She tripped over it twice.
B: So where will it go?
A: I'm building it a house. A shed with a roof that rolls off, at the bottom of the garden.
B: When?
A: Over the summer, once the nights are too light to look at anything anyway.
B: I'm getting a dog. A retired greyhound from the rescue at Morpeth.
A: A greyhound! Do you have the room?
B: They sleep twenty hours a day. He's called Moss, and he's five.
A: The society's asked me to give a talk in September. The geography of the Moon.
B: That's your old job with a telescope.
A: Exactly. Craters are just valleys nobody's farmed.
"""),
    ("9:00 pm on 25 May, 2025", """
A: The shed's ordered. A kit from a firm in Carlisle, twelve hundred pounds, delivered on the
  sixteenth of June.
B: Twelve hundred on top of the telescope?
A: Don't tell your aunt the sum.
B: How's Moss? Since you ask.
A: I didn't, but go on.
B: He won't go upstairs. He stands at the bottom and cries, so he sleeps on the sofa.
A: And you?
B: On the sofa next to him, some nights. I did a caesarean on a heifer at three in the morning
  last Thursday, in a field near Allendale, by torchlight.
A: Was the calf all right?
B: A bull calf, fifty kilos. The farmer named him after me, which was a mixed compliment.
A: There's no real darkness now until August. I've been looking at the Sun instead.
B: Isn't that how people go blind?
A: With a proper filter over the front it isn't. I counted eleven sunspots on Tuesday.
B: Only you would count them.
"""),
    ("6:15 pm on 6 July, 2025", """
A: The observatory's up. Ray from next door helped me over two weekends, and we finished on
  Sunday the twenty-ninth.
B: And does the roof roll off?
A: It rolls off beautifully when it's dry. When it rains it sticks halfway.
B: Which is when you'd want it closed.
A: I'm aware.
B: What did it come to in the end?
A: Sixteen hundred and fifty, with the concrete base and the electrics.
B: So four hundred and fifty over.
A: Carol's words exactly.
B: The practice wants to open a branch in Corbridge, and they've asked me to run it two days a
  week.
A: On top of the farm work?
B: Instead of some of it. Small animals only, cats and dogs and rabbits.
A: Has Moss learned the stairs?
B: He went up on his own on Wednesday, and now he won't come down.
"""),
    ("8:40 pm on 24 August, 2025", """
A: The Perseids were wonderful. I had the grandsons out on the lawn on the twelfth.
B: Alfie and Noah? How late did you keep them up?
A: Till half past one. We counted forty-three meteors in an hour, and Noah claimed most of them.
B: Did their mother mind?
A: She was asleep. She didn't need to know.
B: Corbridge opens on the first of October. I'm there Mondays and Thursdays.
A: Who runs it the rest of the week?
B: A new vet called Tomasz, just qualified, from Poland.
A: My talk's been moved. The hall's booked for a wedding reception on the September date, so it's
  the fourteenth of October now.
B: Are you nervous?
A: I taught teenagers for thirty-four years. The society's eighteen pensioners.
B: Is it eighteen?
A: On a good night.
"""),
    ("7:20 pm on 5 October, 2025", """
B: Corbridge opened on time, and the first patient was a tortoise with a cracked shell.
A: Can you mend a tortoise?
B: With resin and a lot of patience. She's called Dolly and she's sixty years old.
A: Older than your aunt.
A: I've bought a camera for the telescope, a second-hand Canon, two hundred and eighty pounds.
B: What have you photographed?
A: Andromeda. It came out like a smudge of porridge, but it's my porridge.
B: Moss ran off last week.
A: Oh no. For how long?
B: Four hours. A woman found him asleep on a grave in the churchyard at Acomb.
A: Resting in peace.
B: That's not funny. I cried in the car.
A: Sorry. The talk's a week on Tuesday. I've got forty slides.
B: Cut it to twenty.
"""),
    ("8:10 pm on 16 November, 2025", """
A: The talk went well. Thirty-one people came, which is nearly twice the usual.
B: Did you cut the slides?
A: To twenty-six. I ran over by ten minutes and nobody left.
B: So they liked it.
A: They liked it enough to make me programme secretary. I start in January.
B: And the sky?
A: The aurora, on the night of the eleventh. Pink and green over the shed, as far south as
  Hexham.
B: I saw it too, from the car park at the practice, coming back from a colic at midnight.
A: Now I want a twelve-inch telescope.
B: What does Aunt Carol say?
A: Not until the roof stops sticking.
B: The partners want me to go up to a half share next April.
A: Will you?
B: It's another eighty-five thousand. I've asked for until Christmas to decide.
"""),
], """
1 | D1:9 D2:5 D4:1 D5:7 D7:5 | How much has Desmond spent on his astronomy, item by item? | 350
  pounds for the telescope (against a budget of 600), 1,650 for the observatory shed (the 1,200 kit
  plus the base and electrics) and 280 for a camera
1 | D3:13 D6:9 D8:1 D8:3 | How did Desmond's talk to the society go from plan to evening? | Asked
  for September on the geography of the Moon, moved to 14 October because the hall was booked for a
  wedding reception; thirty-one came, he showed twenty-six slides and ran ten minutes over
1 | D1:10 D2:11 D3:1 D8:12 D8:14 | How has Imogen's stake in the practice changed, and what is she
  weighing now? | Offered a quarter share for 85,000, the bank agreed and she signed in April 2025;
  now she is offered a half share from April for another 85,000 and will decide by Christmas
1 | D4:6 D5:14 D7:10 | How has Moss got on with the stairs, and what scare did he give Imogen? |
  He would not go upstairs at first and slept on the sofa, then went up on his own in July and would
  not come down; in autumn he ran off for four hours and was found asleep in Acomb churchyard
1 | D3:5 D3:7 D5:3 D8:11 | Why did Desmond build an observatory, and what is holding up a bigger
  telescope? | Carol tripped over the telescope in the hall; the shed's roof sticks halfway in the
  rain, and she says no twelve-inch until it stops sticking
1 | D5:10 D6:6 D6:8 D7:1 | Who looks after the Corbridge branch on which days? | Imogen on Mondays
  and Thursdays, small animals only; Tomasz, a newly qualified vet from Poland, the rest of the week
2 | D2:7 | When did Desmond first look through his telescope? | Saturday 8 March 2025
2 | D3:1 | When did Imogen become a partner? | Friday 11 April 2025
2 | D5:1 | When was the observatory finished? | Sunday 29 June 2025
2 | D4:8 | When did Imogen deliver the calf by caesarean? | Thursday 22 May 2025, at three in the
  morning
2 | D6:1 D6:3 | When did Desmond watch the meteor shower with his grandsons? | The night of 12
  August 2025, until half past one
2 | D4:1 D5:1 | How long after the kit was delivered was the observatory finished? | About two
  weeks: delivered 16 June, finished 29 June 2025
3 | D1:7 D1:9 D2:5 | Is Desmond careful with money on his hobby? | Partly: he set a budget, waited a
  month and paid less than it for the telescope, but the shed went 450 over and he hides sums from
  Carol
3 | D2:8 D2:9 | Is Carol as taken with the stars as her husband? | No; she came out in her dressing
  gown for about forty seconds
3 | D6:11 | Was Desmond worried about speaking to the society? | No; after thirty-four years
  teaching teenagers, a room of pensioners did not frighten him
3 | D1:14 | What would Imogen's late father have thought of her buying into a practice? | He would
  have asked why she did not work for the NHS like a sensible person
4 | D1:5 | When and where does the astronomy society meet? | On the first Tuesday of the month in
  the village hall at Bellingham
4 | D1:3 | What did Desmond see on his first night with the binoculars? | Four of Jupiter's moons in
  a line, on Boxing Night
4 | D2:1 D2:3 | What kind of telescope did Desmond buy, and where from? | A second-hand eight-inch
  Dobsonian, pushed by hand with no motors, from a man in Alnwick
4 | D2:10 | How many cloudy nights did February have? | Nineteen of twenty-eight
4 | D3:10 D3:12 | Where did Imogen's dog come from? | The greyhound rescue at Morpeth; Moss is five
4 | D4:10 | What came of the caesarean near Allendale? | A bull calf of fifty kilos, named after
  Imogen by the farmer
4 | D4:13 | How many sunspots did Desmond count? | Eleven
4 | D6:3 | How many shooting stars did they see in an hour? | Forty-three
4 | D7:3 | How old is the tortoise Imogen treated? | Sixty; she is called Dolly
4 | D8:5 | What post has the society given Desmond? | Programme secretary, from January
5 | D2:5 | What is the name of the man in Alnwick who sold the telescope? |
5 | D7:5 | Which lens came with Desmond's camera? |
5 | D8:8 | What was the name of the horse Imogen treated for colic? |
5 | D5:1 | How much did Desmond pay Ray for his help? |
""")



# --- Chinese -------------------------------------------------------------------------------------

_ZH_20 = _conversation("zh-20", "林浩", "周凯", [
    ("2025年3月2日 晚上8:00", """
A: 老周，跟你说个事，别骂我。我辞职了，上周五是最后一天。
B: 你疯了？年终奖刚拿到手吧？
A: 就是拿到了才走的。我要去大理开民宿。
B: 你一个写代码的，会开民宿？
A: 不会可以学。我在洱海边的才村看中一个院子，两层，八间房。
B: 房租多少？
A: 一年十八万，房东要一次签五年，押一付一。
B: 钱够吗？
A: 我这几年存了六十万，我妈说再借我二十万，不要利息。
B: 你妈比你胆子还大。
A: 她说趁年轻折腾，老了就折腾不动了。你那边呢？
B: 我也有事要说。晓雯怀孕了，预产期五月二十号。
A: 真的？恭喜恭喜！男孩女孩？
B: 不知道，也不想提前知道。
A: 那孩子出生的时候，我争取回苏州看一眼。
"""),
    ("2025年4月13日 晚上9:30", """
A: 合同签了，四月一号签的，钥匙也拿到了。
B: 那开始装修了？
A: 八间房改成六间，每间都带独立卫生间。现在的卫生间在院子里，客人不会答应的。
B: 装修多少钱？
A: 装修队报价四十二万，比我预算多了十二万。
B: 那钱怎么办？
A: 砍到了三十八万，剩下的先刷信用卡。工期两个月，六月底开业。
B: 我这边也提前了。孩子九号出生了，女儿，五斤八两。
A: 提前了一个多月？大人孩子都好吗？
B: 在保温箱里住了六天，现在都好了。
A: 起名字了吗？
B: 小名叫小葵，大名还没吵完。
A: 我还是没能回苏州，对不起。
B: 你先顾你的房子吧。等她会叫叔叔了你再来。
"""),
    ("2025年5月25日 晚上8:20", """
B: 房子装得怎么样了？
A: 不太好。今年雨季来得早，屋顶漏了三处，得重新做防水。
B: 那开业要推迟？
A: 从六月底推到七月中旬，具体日子还没定。
B: 网上挂出去了吗？
A: 携程挂了，Airbnb也挂了。照片是我自己拍的，拍了一整天。
B: 招人了吗？
A: 招了一个白族阿姨做早饭，姓杨，每个月三千五，包午饭。
B: 她做什么早饭？
A: 饵丝、粑粑、煮鸡蛋，还有她自己腌的乳扇。
B: 我现在最缺的是睡觉。小葵晚上两个小时哭一次。
A: 晓雯呢？
B: 丈母娘从南通过来帮忙了，住到十月。
A: 那你家现在四口人一间屋，比我的民宿还满。
"""),
    ("2025年7月20日 晚上10:00", """
A: 开业了！七月十二号，星期六。
B: 恭喜！第一批客人是谁？
A: 一对从成都来的退休夫妻，住了五个晚上，走的时候还给我留了一箱火锅底料。
B: 生意怎么样？
A: 第一周入住率百分之四十，杨阿姨说不错了。
B: 房价多少？
A: 一晚四百八，含早饭。
B: 有没有什么问题？
A: 有个客人说院子里的公鸡太吵，给了个差评。那只鸡是隔壁家的，我管不了。
B: 哈哈，那你去跟隔壁商量一下。
A: 商量了，隔壁大爷说鸡比我来得早。
B: 我这边，下个月我要升项目经理了，负责园区那个图书馆的设计。
A: 厉害！那不是更忙了？
B: 忙，但是工资涨百分之二十，小葵的奶粉钱有了。
"""),
    ("2025年8月31日 晚上9:10", """
A: 八月全满了，入住率百分之九十五。
B: 暑假果然不一样。
A: 房价也从四百八涨到了六百八，还是订不到。
B: 那差评的事呢？
A: 我给每间房放了耳塞，这个月没人再说鸡了。
B: 聪明。
A: 还学会了一件事：退房的时候要检查毛巾，少了三条。
B: 晓雯九月一号就回去上班了，她舍不得小葵。
A: 小葵谁带？
B: 丈母娘白天带，我下了班接手。
A: 你当项目经理以后还能准时下班？
B: 不能。所以我跟老板说好了，每周三在家办公。
A: 我这里也需要一个丈母娘。
B: 你先找到老婆再说。
"""),
    ("2025年10月12日 晚上8:45", """
A: 国庆七天全满，房价涨到了八百八。
B: 你快回本了吧？
A: 还早。而且出了个事：杨阿姨辞职了，回剑川老家带孙子。
B: 那早饭谁做？
A: 我自己做。每天六点起来，学会了烤饵块。
B: 你以前连泡面都煮糊。
A: 现在客人说我的饵块比杨阿姨的还好吃，当然我不敢跟她说。
B: 小葵长第一颗牙了，下面的门牙。
A: 半岁了吧？
B: 刚好半岁。咬人可疼了。
A: 丈母娘回南通了吗？
B: 十月八号走的，现在请了一个保姆，一个月七千。
A: 比我付杨阿姨的两倍还多。
B: 苏州就这个价。
"""),
    ("2025年11月23日 晚上9:00", """
A: 淡季来了，十一月入住率只有百分之二十五。
B: 那怎么办？
A: 我在想冬天要不要关一个月。还有，我买了一台咖啡机，一万二。
B: 一万二的咖啡机？你疯了。
A: 院子门口每天有很多骑车环海的人，我在门口摆了个小窗口卖咖啡，一杯二十五。
B: 卖得怎么样？
A: 周末一天能卖六十多杯，比房间赚得多。
B: 那你干脆开咖啡店算了。
A: 别说，我还真想过。
B: 我们元旦想带小葵去你那儿住几天，有房吗？
A: 给你留最好的那间，二楼看得到湖的。住几晚？
B: 三晚，十二月三十一号到一月三号。
A: 不收你钱。
B: 那不行，我要给你个好评。
"""),
    ("2026年1月11日 晚上8:30", """
B: 小葵回苏州以后，天天指着照片上的海鸥。
A: 她在洱海边追海鸥的样子我录下来了，发你了。
B: 晓雯说那三天是她生孩子以后睡得最好的三天。
A: 那要谢谢大理的太阳。
B: 你年终算账了吗？
A: 算了。开业半年，营业额三十一万，减掉房租、工资和装修，还没回本。
B: 亏了多少？
A: 按五年算是正常的。我妈说别急，她的二十万不着急还。
B: 冬天关不关？
A: 关。一月二十号关到二月十号，我回杭州过年。
B: 杨阿姨还回来吗？
A: 不回了。我找了一个新的，李阿姨，三月开始上班，她会做喜洲粑粑。
B: 那咖啡呢？
A: 咖啡不停。过年前我把窗口交给隔壁大爷的孙子看着，他十九岁，放寒假。
"""),
], """
1 | D4:7 D5:3 D6:1 | 林浩民宿的房价是怎么变的？ | 开业时一晚四百八含早饭，八月涨到六百八，国庆涨到八
  百八
1 | D4:5 D5:1 D7:1 | 民宿开业以后的入住率是怎么变的？ | 第一周百分之四十，八月百分之九十五，十一月淡
  季只有百分之二十五
1 | D3:8 D6:3 D6:5 D8:12 | 民宿的早饭一直是谁在做？ | 先是白族的杨阿姨（月薪三千五），她十月前回剑川
  带孙子后林浩自己做，三月起换成会做喜洲粑粑的李阿姨
1 | D1:9 D2:5 D2:7 D8:8 | 林浩开民宿的钱是从哪儿来的，装修花了多少？ | 自己存的六十万加上妈妈借的二
  十万（不要利息）；装修报价四十二万砍到三十八万，超出的先刷信用卡
1 | D3:13 D5:10 D6:12 | 周凯家白天谁在带孩子？ | 丈母娘从南通来帮忙，白天带，十月八号回南通后请了一
  个月薪七千的保姆
1 | D7:3 D7:5 D7:7 D8:14 | 林浩的咖啡窗口生意怎么样，过年时怎么安排？ | 买了一万二的咖啡机，给环海骑
  车的人卖二十五一杯，周末一天六十多杯，比房间赚得多；过年关民宿时咖啡不停，交给隔壁大爷十九岁的孙子
  看
2 | D1:1 | 林浩上班的最后一天是哪天？ | 2025年2月28日（星期五）
2 | D2:1 | 林浩是哪天签的院子租约？ | 2025年4月1日
2 | D2:8 | 周凯的女儿是哪天出生的？ | 2025年4月9日，比预产期5月20日早了一个多月
2 | D4:1 | 民宿是哪天开业的？ | 2025年7月12日（星期六）
2 | D2:7 D3:4 D4:1 | 民宿开业比原计划晚了多久？ | 大约两周：原定六月底，因为雨季屋顶漏水推到7月12日
2 | D7:12 D8:3 | 周凯一家在大理住了几天，是什么时候？ | 三晚，2025年12月31日到2026年1月3日
3 | D1:10 D1:11 | 林浩的妈妈支持他辞职开民宿吗？ | 支持；她借给他二十万，说趁年轻折腾
3 | D4:11 | 邻居家的大爷愿意为了客人处理那只公鸡吗？ | 不愿意；他说鸡比林浩来得早
3 | D6:7 | 林浩敢让杨阿姨知道客人更喜欢他做的饵块吗？ | 不敢
3 | D7:8 D7:9 | 林浩会考虑把生意重心转到咖啡上吗？ | 会；周凯劝他干脆开咖啡店，他说真想过
4 | D1:5 | 林浩租的院子在哪儿，有多大？ | 洱海边的才村，两层八间房
4 | D1:7 | 院子的租约是怎么签的？ | 一年十八万，一次签五年，押一付一
4 | D2:3 | 为什么要把八间房改成六间？ | 为了每间都有独立卫生间，原来的卫生间在院子里
4 | D2:10 | 周凯的女儿出生后在保温箱里待了几天？ | 六天
4 | D3:6 | 民宿是在哪些网站上挂出去的？ | 携程和爱彼迎（Airbnb），照片是林浩自己拍的
4 | D4:3 | 民宿第一批客人走的时候留下了什么？ | 一箱火锅底料；他们是成都来的退休夫妻，住了五晚
4 | D5:5 | 林浩怎么解决了客人嫌鸡吵的问题？ | 在每间房放了耳塞
4 | D4:12 D4:14 | 周凯升职以后负责什么，工资涨了多少？ | 当项目经理，负责园区图书馆的设计，工资涨百
  分之二十
4 | D5:12 | 周凯每周哪天在家办公？ | 星期三
4 | D8:6 | 民宿开业半年的营业额是多少？ | 三十一万，还没回本
5 | D1:5 | 房东叫什么名字？ |
5 | D4:3 | 成都来的那对夫妻姓什么？ |
5 | D6:12 | 周凯家的保姆是哪里人？ |
5 | D7:3 | 林浩买的咖啡机是什么牌子的？ |
""")



_ZH_21 = _conversation("zh-21", "陈婷", "许梦", [
    ("2025年2月16日 晚上9:00", """
A: 梦梦，我递了辞职信，月底就离开公司了。
B: 啊？你不是刚升了组长吗？
A: 我爸去年十一月在山上摔伤了腰，到现在还不能背东西。家里的茶园没人管了。
B: 你要回武夷山种茶？
A: 不光是种，还要做。星村那边，三十亩，种的大多是肉桂和水仙。
B: 你会做茶吗？
A: 一点都不会。我舅舅做了四十年，他答应教我。
B: 那上海的房子呢？
A: 退了，押金还没拿回来。
B: 我也跟你说个好玩的：我报了潜水课，在浦东一个室内泳池上。
A: 你不是怕水吗？
B: 就是怕才要学。三月底考理论，五月去菲律宾下海。
A: 那你下海的时候我正在山上采茶，我们都在跟大自然打交道。
B: 你那个叫打工，我这个叫度假。
"""),
    ("2025年3月30日 晚上8:30", """
A: 我已经在山上住了一个月了，手上全是口子。
B: 春茶什么时候开始采？
A: 舅舅说四月中旬，要看天。我们从江西请了十二个采茶工，一天二百二，包吃住。
B: 一天二百二？一个月下来不少钱啊。
A: 所以每天都在算账，比在公司做预算还认真。
B: 你学会做茶了吗？
A: 在学摇青。舅舅摇一下叶子就知道好不好，我摇了一晚上手臂都抬不起来。
B: 我理论考过了，九十二分！
A: 厉害！那接下来呢？
B: 五月十号飞薄荷岛，在那边下四次海，通过了就能拿PADI的Open Water证。
A: 一个人去吗？
B: 跟我们组的小唐一起，她考的是同一个班。
A: 记得带防晒，别晒成我这样。
"""),
    ("2025年4月27日 晚上11:00", """
A: 采茶开始了，四月十九号第一天开采，比舅舅说的还晚了几天。
B: 累不累？
A: 做青要守一整夜，我三天只睡了八个小时。
B: 天哪，你注意身体。
A: 第一批毛茶出来了，三百斤，舅舅尝了说还行。
B: 还行是什么意思？
A: 在他嘴里，还行就是很好了。
B: 我这边有变化：公司要我六月调去北京分公司，做创意总监。
A: 升了！那你去吗？
B: 去。工资多一半，就是北京太干。
A: 那潜水还去吗？
B: 去，五月照样去，回来再搬家。
A: 我爸今天自己走到了茶园门口，看着我们做茶，一直不说话。
B: 他是高兴。
"""),
    ("2025年6月8日 晚上9:15", """
A: 春茶做完了，一共一千二百斤毛茶。
B: 这么多！那就可以卖了？
A: 还不行，要焙火。一批一批地焙，要焙三次，一直到八月。
B: 你爸怎么样了？
A: 能下地走路了，还是不能背东西。他每天坐在焙茶间门口给我看火候。
B: 我拿到证了！PADI Open Water，在薄荷岛下了四次海。
A: 恭喜！看到什么了？
B: 一只海龟从我身边游过去，我在水下激动得差点把呼吸器吐出来。
A: 哈哈哈，那就不是看海龟，是海龟看你了。
B: 我六月二十号搬去北京，已经租好了望京的房子，月租七千。
A: 七千！在我们村能租一年。
B: 你那边有什么新鲜事？
A: 我开了个抖音号，拍我们做茶，叫"婷婷的茶山"。一个月涨了一万粉。
"""),
    ("2025年7月27日 晚上10:30", """
A: 我报名参加了镇上的斗茶赛，十月比赛。
B: 斗茶是什么？
A: 各家拿出自己的茶，评委盲品打分。我拿我们家的肉桂去。
B: 茶卖得怎么样了？
A: 开始在网上卖了，肉桂一斤一千二。第一次直播卖了四十三单。
B: 四十三单！
A: 有一半是我以前的同事买的，你也算一个。
B: 我那两斤还没拆呢，北京办公室太干，我每天流鼻血。
A: 喝茶就不干了。
B: 北京还有一个好处：公司楼下就有潜水店，我想继续考进阶。
A: 你真是上瘾了。
B: 周末去一次泳池，就觉得活过来了。
A: 我周末也在泳池，在焙茶间里热得像泳池。
"""),
    ("2025年9月14日 晚上9:00", """
A: 焙火全部做完了。
B: 斗茶赛准备好了吗？
A: 推迟了，从十月推到十一月八号，说是要等台风季过去。
B: 那你还拿肉桂去吗？
A: 不拿了。舅舅尝了一圈，说我做的水仙比肉桂好，改成拿水仙参赛。
B: 你舅舅不是说"还行"就是很好吗？
A: 这次他说的是"可以拿出去"，我高兴了一晚上。
B: 我在报进阶课，国庆去三亚下海。
A: 一个人去？
B: 跟北京潜水店的一群人，八个人。
A: 你搬到北京才三个月就有一群朋友了。
B: 潜水的人都很好认识，水下也不能吵架。
A: 我爸说等比赛完了，要把茶园交给我，户口本上的那种交。
B: 什么意思？
A: 承包合同换成我的名字。
"""),
    ("2025年11月16日 晚上10:00", """
A: 斗茶赛结果出来了，我们的水仙拿了银奖！
B: 啊啊啊恭喜！第一名是谁？
A: 金奖是隔壁村老王家，他家做了三代。
B: 第一次参赛就拿银奖，很了不起了。
A: 我爸在台下哭了，舅舅假装在看手机。
B: 订单多了吧？
A: 这一周的订单比上个月多一倍，我一个人打包打到半夜。
B: 我也有大新闻：我在三亚考到进阶证了，还在水下看到了一条鲨鱼。
A: 鲨鱼！你不怕吗？
B: 一条小的礁鲨，比我还怕。
B: 还有，我想辞职了。明年去泰国考潜水教练。
A: 你？不做创意总监了？
B: 我在北京每天开会，只有在水下的时候觉得自己是自己。
A: 这话听着耳熟，我九个月前也说过。
"""),
    ("2026年1月4日 晚上8:00", """
A: 年终算了一下账，今年卖了九百斤，收入六十八万。
B: 这么多！
A: 比我爸去年多了一倍。他不信，拿计算器算了三遍。
B: 那你还回上海吗？
A: 不回了。承包合同已经换成我的名字了，我还租了邻居家的八亩地，明年一共三十八亩。
B: 你真成茶农了。
A: 你呢？辞职了吗？
B: 辞了，十二月三十一号最后一天。一月十五号飞泰国，在涛岛考教练，三个月。
A: 涛岛在哪儿？
B: 泰国湾里的一个小岛，全是潜水的人。
A: 考完了呢？
B: 如果考过了，就留在那边带学生下水，先干一年看看。
A: 那我给你寄茶，你在岛上泡给学生喝。
B: 要水仙，银奖的那种。
"""),
], """
1 | D5:1 D5:3 D6:3 D6:5 D7:1 | 陈婷参加斗茶赛的情况前后有什么变化，结果怎么样？ | 原定十月拿肉桂参赛
  ；比赛推到十一月八号，舅舅说她的水仙更好，改拿水仙，最后拿了银奖（金奖是隔壁村老王家）
1 | D1:5 D8:5 | 陈婷家明年一共有多少亩茶园？ | 三十八亩：原来的三十亩，加上租邻居家的八亩
1 | D1:10 D4:6 D7:8 D8:8 | 许梦学潜水一路拿了哪些证，接下来要考什么？ | 在薄荷岛拿了开放水域（PADI
  Open Water）证，在三亚拿了进阶证；一月十五号去泰国涛岛考教练，三个月
1 | D1:2 D3:8 D7:11 D8:8 | 许梦的工作这一年是怎么变的？ | 在上海的公司，六月调到北京分公司当创意总监
  ，十一月说想辞职，十二月三十一号最后一天上班，去泰国当潜水教练
1 | D1:3 D3:13 D4:5 D6:13 D8:5 | 陈婷的爸爸受伤以后情况怎么样了？ | 去年十一月摔伤腰，四月能自己走到
  茶园门口，六月能下地走路但还不能背东西，每天看火候；比赛后把承包合同换成了陈婷的名字
1 | D3:5 D4:1 D8:1 | 陈婷今年做了多少茶，卖了多少？ | 第一批毛茶三百斤，春茶一共一千二百斤毛茶；全年
  卖了九百斤，收入六十八万
2 | D1:1 | 陈婷是什么时候离开上海的公司的？ | 2025年2月底
2 | D3:1 | 春茶是哪天开采的？ | 2025年4月19日
2 | D2:10 | 许梦是哪天飞去薄荷岛的？ | 2025年5月10日
2 | D6:3 | 斗茶赛是哪天举行的？ | 2025年11月8日
2 | D8:8 | 许梦是哪天离职的，什么时候出发去泰国？ | 2025年12月31日最后一天上班，2026年1月15日出发
2 | D1:1 D7:14 | 许梦说想辞职的时候，陈婷辞职过去多久了？ | 大约九个月：陈婷2025年2月递辞职信，许梦
  11月说想辞职
3 | D3:5 D3:7 | 舅舅说“还行”的时候，他对茶满意吗？ | 满意；在他嘴里“还行”就是很好
3 | D3:13 D3:14 | 陈婷的爸爸看着女儿做茶时心里怎么想？ | 他是高兴，只是一直不说话
3 | D7:13 | 许梦为什么不想再当创意总监？ | 她在北京每天开会，只有在水下才觉得自己是自己
3 | D1:11 D1:12 | 许梦一开始就喜欢水吗？ | 不；她怕水，正因为怕才去学潜水
4 | D1:5 | 陈婷家的茶园主要种什么茶？ | 肉桂和水仙，在星村，三十亩
4 | D1:7 | 谁在教陈婷做茶？ | 她舅舅，做了四十年茶
4 | D2:3 | 采茶工是从哪儿请来的，工钱多少？ | 从江西请了十二个，一天二百二，包吃住
4 | D2:8 | 许梦的潜水理论考了多少分？ | 九十二分
4 | D4:8 | 许梦在薄荷岛的水下看到了什么？ | 一只海龟从她身边游过去
4 | D4:10 | 许梦在北京住在哪儿，房租多少？ | 望京，月租七千
4 | D4:13 | 陈婷的短视频账号叫什么，涨了多少粉？ | "婷婷的茶山"，一个月涨了一万粉
4 | D5:5 | 第一次直播卖了多少单？ | 四十三单，肉桂一斤一千二
4 | D7:5 | 拿奖的时候陈婷的爸爸和舅舅是什么反应？ | 爸爸在台下哭了，舅舅假装看手机
4 | D8:10 | 涛岛在什么地方？ | 泰国湾里的一个小岛
5 | D2:12 | 小唐的潜水考试考了多少分？ |
5 | D7:3 | 老王家的水仙得了多少分？ |
5 | D6:10 | 北京那家潜水店叫什么名字？ |
5 | D1:9 | 陈婷在上海的房子押金是多少？ |
""")



# --- Japanese ------------------------------------------------------------------------------------

_JA_20 = _conversation("ja-20", "正雄", "美咲", [
    ("2025年2月9日 20:00", """
A: 美咲、お父さん、自転車を買ったぞ。
B: 急にどうしたの？ママチャリ？
A: ロードバイクだ。十八万円した。これで日本を縦断する。
B: 縦断って、どこからどこまで？
A: 佐多岬から宗谷岬まで。本土の南の端から北の端まで、だいたい三千キロだ。
B: お父さん、六十三だよ。
A: 役所を定年で辞めて一年、毎日散歩だけじゃ体がなまる。四月十日に出発して、六十日で着く予定だ。
B: お母さんは何て言ってるの？
A: 反対してる。「帰ってくるまで口をきかない」と言われた。
B: 私もちょっと心配。
A: 美咲の方はどうなんだ。試験の結果は出たのか。
B: 出た。助産師学校、受かったよ。四月から一年間。
A: そうか！おめでとう。看護師を辞めるのか？
B: 病院は休職。卒業したら戻ってもいいって言われてる。
"""),
    ("2025年3月16日 19:30", """
B: 練習してる？
A: 先週、桜島を一周してきた。三十六キロ、三時間かかった。
B: 三千キロの百分の一だね。
A: そういう計算はしなくていい。
B: 泊まるところはどうするの？
A: 半分はテント、半分は安い旅館だ。テントは一・二キロの軽いのを買った。
B: 出発は四月十日のまま？
A: いや、十五日にずらした。お母さんの病院の検査が十一日にあって、それに付き添ってから行く。
B: 検査って、大丈夫なの？
A: 毎年の胃カメラだ。心配ない。
B: 私、寮に入ることにした。家賃が三万二千円で、学校まで歩いて五分。
A: 東京でその値段は安いな。
B: 部屋は四畳半だけどね。
A: テントよりは広い。
"""),
    ("2025年4月27日 21:00", """
A: 今、尾道の宿だ。明日、しまなみ海道を渡る。
B: もう広島？順調だね。
A: 一日平均八十キロ。でも熊本でパンクを三回した。
B: 三回も！自分で直せたの？
A: 三回目は自転車屋のおじさんが直してくれて、お金を受け取らなかった。
B: いい人。出発の日はどうだった？
A: 十五日の朝、佐多岬の展望台で写真を撮って出た。雨だった。
B: お母さん、見送りに来た？
A: 来なかった。でも毎晩電話はくれる。口はきいてくれてる。
B: よかった。私は五月から病院実習。同級生は二十四人で、私が最年長。
A: 何歳差だ？
B: 一番若い子と十一歳。
A: お父さんとお母さんくらいの差だな。
B: そういう比べ方しないで。
"""),
    ("2025年5月25日 20:30", """
A: 今は金沢だ。実は膝を痛めて、富山で三日休んだ。
B: え、大丈夫？
A: 湿布を貼って、サドルを二センチ上げたら楽になった。
B: しまなみはどうだった？
A: 最高だった。島から島へ橋を渡って、レモンのアイスを三回食べた。
B: 三回。
A: 島ごとに味が違うんだ。
B: お母さんとは？
A: 新潟で合流することになった。新幹線で来て、二日一緒に観光する。
B: あのお母さんが！
A: 宿は旅館にしてくれと言われた。テントは嫌だと。
B: 私、初めてお産を見学したよ。女の子で、三千二百グラム。
A: どうだった？
B: 泣いちゃった。お母さんより先に。
"""),
    ("2025年6月22日 21:15", """
A: 青森に着いた。明日、フェリーで函館に渡る。
B: 予定より遅れてる？
A: 遅れてる。宗谷岬は七月の初めになりそうだ。膝と雨で、合わせて八日休んだからな。
B: ここまでで何キロ？
A: 二千四百キロ。あと七百くらいだ。
B: 新潟はどうだった？
A: お母さんとへぎそばを食べて、佐渡にも渡った。お母さんは佐渡の金山でずっと笑ってた。
B: 仲直りしたんだ。
A: 最初から喧嘩はしてない。心配してただけだ。
B: 実習先の助産師さんに「手が温かいね、いい助産師になる」って言われた。
A: お前の手は小さい頃から温かかった。
B: 急にどうしたの。
A: 北に来ると人は素直になるんだ。
"""),
    ("2025年7月20日 20:00", """
A: 報告が遅れたが、七月六日に宗谷岬に着いた。
B: おめでとう！何日かかったの？
A: 八十二日。予定より二十日以上長かった。
B: 全部で何キロ？
A: 三千百二十キロ。着いた時、知らないライダーたちが拍手してくれた。
B: 泣いた？
A: 泣いてない。風が強かっただけだ。
B: 帰りはどうしたの？
A: 稚内から飛行機で羽田、羽田から鹿児島。自転車は宅配便で送った、一万四千円。
B: 自転車も飛行機に乗せればよかったのに。
A: 箱に入れるのが面倒でな。
B: 私、八月の十日から一週間帰るね。
A: お母さんが美咲の好きな鶏飯を作るそうだ。
B: 楽しみ。
"""),
    ("2025年9月28日 19:45", """
A: 公民館から、旅の報告会をしてくれと頼まれた。十月十九日だ。
B: すごい。何を話すの？
A: パンクの直し方と、レモンのアイスと、宗谷岬の風の話だ。
B: 写真もたくさん見せてね。
A: 二千枚の中から五十枚選ぶのが大変だ。
B: 次の計画はあるの？
A: 来年の春、四国の八十八ヶ所を自転車で回る。
B: また？お母さん、怒るよ。
A: それが、お母さんも行くと言ってる。電動自転車を買った。
B: えっ、あのお母さんが？
A: 佐渡で何か目覚めたらしい。
B: 私は国家試験の勉強を始めた。試験は二月。
A: 何時間くらい勉強してるんだ？
B: 毎日四時間。実習の後だから、眠くて。
"""),
    ("2025年12月7日 20:30", """
A: 報告会には六十五人来た。椅子が足りなくて、館長が倉庫から出してきた。
B: すごい！
A: 地元の新聞にも載った。「六十三歳、日本を縦に走る」という見出しだ。
B: 切り抜いて送って。
A: もう送った。お母さんが三部買った。
B: 四国はいつから？
A: 三月二十日に出発だ。お母さんの膝に合わせて、一日五十キロにする。
B: 前より短いね。
A: 今度は二人だからな。急ぐ旅じゃない。
B: 私、就職が決まったよ。札幌の病院の産科。四月から。
A: 札幌！前の病院に戻るんじゃなかったのか。
B: 北で働いてみたくなったの。お父さんが素直になったところ。
A: 宗谷岬まで、札幌から自転車で四日だぞ。
B: 行かないから。
"""),
], """
1 | D1:7 D2:8 D3:7 | 正雄の出発日はどう変わり、実際にはいつ出発しましたか？ | 四月十日の予定を、妻の
  胃カメラの検査（十一日）に付き添うため十五日にずらし、四月十五日の朝、雨の佐多岬から出発した
1 | D1:7 D5:3 D6:1 D6:3 | 縦断は予定と比べてどれくらいかかりましたか、なぜですか？ | 六十日の予定が
  八十二日かかった；膝を痛めたのと雨で合わせて八日休んだ
1 | D1:9 D3:9 D4:9 D7:9 D8:7 | 正雄の妻の自転車旅への態度はどう変わりましたか？ | 最初は反対して「帰
  るまで口をきかない」と言ったが毎晩電話をくれ、新潟で合流して観光し、今は電動自転車を買って一緒に四
  国を回る
1 | D1:12 D1:14 D8:10 D8:11 | 美咲は助産師学校の後、どこで働くことになりましたか？ | 元の病院は休職
  で戻ってもよかったが、四月から札幌の病院の産科で働く
1 | D3:3 D3:5 D7:3 | 正雄のパンクの話はどんなものでしたか？ | 熊本で三回パンクし、三回目は自転車屋の
  おじさんが無料で直してくれた；報告会でもパンクの直し方を話す
1 | D2:2 D5:5 D6:5 | 正雄は全部で何キロ走りましたか、途中の青森では何キロでしたか？ | 全部で三千百二
  十キロ；青森の時点で二千四百キロ（練習の桜島一周は三十六キロ）
2 | D3:7 | 正雄が佐多岬を出発したのはいつですか？ | 2025年4月15日の朝
2 | D6:1 | 宗谷岬に着いたのはいつですか？ | 2025年7月6日
2 | D7:1 | 公民館の報告会はいつでしたか？ | 2025年10月19日
2 | D8:7 | 四国へ出発するのはいつですか？ | 2026年3月20日
2 | D5:1 | 正雄がフェリーで北海道へ渡ったのはいつですか？ | 2025年6月23日、青森から函館へ
2 | D6:12 | 美咲が夏に帰省するのはいつからですか？ | 2025年8月10日から一週間
3 | D4:11 | 正雄の妻はテントに泊まるのが好きですか？ | いいえ；宿は旅館にしてほしいと言った
3 | D6:6 D6:7 | 正雄は宗谷岬で泣いたと認めますか？ | 認めない；風が強かっただけだと言う
3 | D8:9 | 四国の旅で正雄は距離を急ぎますか？ | いいえ；妻に合わせて一日五十キロにする、急ぐ旅ではな
  い
3 | D4:14 | 美咲は初めてのお産の見学で落ち着いていましたか？ | いいえ；産んだお母さんより先に泣いた
4 | D1:3 | 正雄の自転車はいくらでしたか？ | 十八万円のロードバイク
4 | D2:11 D2:13 | 美咲の寮の家賃と広さは？ | 三万二千円、四畳半、学校まで歩いて五分
4 | D3:10 D3:12 | 美咲の同級生は何人で、一番若い人と何歳違いますか？ | 二十四人、十一歳
4 | D4:3 | 正雄は膝の痛みにどう対処しましたか？ | 湿布を貼り、サドルを二センチ上げた
4 | D4:5 | Shimanami Kaidoで正雄は何をしましたか？ | 島から島へ橋を渡り、レモンのアイスを三回食べた
4 | D5:7 | 新潟で夫婦は何をしましたか？ | へぎそばを食べ、佐渡に渡って金山を見た
4 | D5:10 | 実習先の助産師は美咲をどう褒めましたか？ | 手が温かい、いい助産師になる
4 | D6:9 | 正雄はどうやって鹿児島に帰り、自転車はどうしましたか？ | 稚内から羽田、羽田から鹿児島へ飛
  行機；自転車は一万四千円の宅配便で送った
4 | D8:1 | 報告会には何人来ましたか？ | 六十五人、椅子が足りなかった
4 | D8:3 | 新聞の見出しは何でしたか？ | 「六十三歳、日本を縦に走る」
5 | D3:5 | 熊本の自転車屋の名前は何ですか？ |
5 | D2:6 | 正雄が買ったテントはいくらでしたか？ |
5 | D8:5 | 正雄の記事が載った新聞の名前は何ですか？ |
5 | D8:10 | 札幌の病院の名前は何ですか？ |
""")



_JA_21 = _conversation("ja-21", "里奈", "由衣", [
    ("2025年8月24日 21:00", """
A: 由衣、私、会社辞めることにした。九月末で。
B: え、営業部のエースが？次はどこ？
A: 新潟の魚沼の酒蔵。高嶺酒造っていうところで、冬の間、蔵人として働く。
B: 蔵人って、お酒を造る人？
A: そう。十月から三月まで住み込み。月給は二十二万で、ご飯付き。
B: 東京の家は？
A: 引き払う。荷物は実家の物置に入れてもらう。
B: 急すぎない？
A: 去年の冬、蔵見学で一口飲んで、それからずっと考えてたの。
B: 実は私も話があるの。自分の店を出す。
A: ついに！場所は？
B: 吉祥寺で探してる。予算は一千万、半分は公庫の融資。
A: 由衣の店なら、私、新潟から髪を切りに通う。
B: 新幹線代の方が高いよ。
"""),
    ("2025年10月5日 20:00", """
A: 一日から蔵に入った。朝は五時起き。
B: 五時！大丈夫？
A: 最初の仕事は洗米。水を吸った米が重くて、三日で腕が太くなった。
B: 蔵人って何人いるの？
A: 私を入れて八人。女性は私が初めてだって。
B: 杜氏さんはどんな人？
A: 大島さん、七十一歳。「昔は女は蔵に入るなと言われたもんだ」って笑いながら言われた。
B: 笑いながら？
A: 昔の話だって。今は一番丁寧に教えてくれる。
B: 私、物件決まったよ。井の頭公園の近くのビルの二階、家賃二十八万。
A: 高い！
B: 駅から五分だから。店の名前は「Lumière」にした。光っていう意味。
A: 由衣らしい。
B: オープンは十二月一日の予定。
"""),
    ("2025年11月16日 22:00", """
A: 麹室の担当になった。
B: こうじむろ？
A: 麹を育てる部屋。中は三十五度くらいで、夜中の二時に起きて麹の手入れをするの。
B: 夜中の二時に？毎日？
A: 仕込みの間はね。腰が痛くて、湿布が手放せない。
B: 初めてのお酒はいつできるの？
A: 初しぼりは十二月の半ばの予定。
B: こっちは内装工事が始まった。床は白いタイルにしたよ。
A: 順調？
B: それが、工事の人が一人インフルエンザで休んでて、ちょっと遅れてる。
A: 一日のオープン、間に合う？
B: 大家さんは大丈夫って言ってるけど、私は心配。
A: 雪が降ってきたよ、こっち。十一月なのに。
B: 東京はまだ半袖の人がいる。
"""),
    ("2025年12月21日 21:30", """
A: 十五日に初しぼりだった。搾りたての新酒を一口飲ませてもらった。
B: どうだった？
A: 甘くて、少し泡みたいな感じがして、泣きそうになった。
B: 自分が造ったお酒だもんね。
A: 大島さんに「今年の麹はいい」って言われた。私の担当の麹。
B: すごいじゃん！
A: お正月は帰れない。蔵は一日も休めないから。
B: お店、結局十日にオープンした。工事が九日遅れて。
A: おめでとう！初日はどうだった？
B: お客さん十四人。スタッフは私を入れて三人。
A: 私、一番最初の予約をしたかった。
B: 三月に帰ってきたら、一番いい時間を空けとく。
A: 約束ね。
"""),
    ("2026年1月25日 20:45", """
A: 雪が二メートル積もってる。朝一番の仕事は雪かき。
B: 二メートル！想像できない。
A: 今は大吟醸の仕込み。米を四割まで削って、一番気を使うお酒。
B: 四割って、六割も削っちゃうの？
A: そう。高いわけでしょう。今年は海外にも出すから、英語のラベルも作った。「Junmai Daiginjo」って。
B: どこの国？
A: 香港とニューヨーク。社長が自分で売り込みに行った。
B: 私の方は、予約がどんどん埋まってる。一か月で百八十人。
A: すごい！
B: でも、スタッフが一人辞めちゃった。実家の美容室を継ぐって。
A: 残念。
B: 今は二人で回してる。土日は朝から晩まで立ちっぱなし。
A: 社長に、来年の冬も来てほしいって言われた。
B: 行くんでしょ？
A: まだ決めてない。
"""),
    ("2026年3月1日 21:00", """
A: 大吟醸、県の新酒鑑評会に出すことになった。
B: 結果はいつ？
A: 四月の終わり。去年、蔵は入賞しなかったから、みんな緊張してる。
B: 里奈のお酒も入ってるの？
A: 麹は全部私。だから私が一番緊張してる。
B: こっちは新しいスタッフを雇ったよ。二十歳の男の子、専門学校を出たばかり。
A: 男の子？
B: カットが丁寧なの。お客さんのおばあちゃんたちに大人気。
A: 由衣の店、おばあちゃんたちも来るんだ。
B: 井の頭公園の散歩の帰りに寄ってくれるの。
A: そろそろ蔵の仕事も終わり。皆造は三月の終わりの予定。
B: 皆造って？
A: その年のお酒を全部造り終えること。蔵のお祭りみたいなもの。
B: 終わったら東京に帰ってくる？
A: 一回は帰る。髪を切りにね。
"""),
    ("2026年3月29日 20:30", """
A: 二十五日に皆造だった。みんなでお酒を飲んで、大島さんが歌った。
B: 何を歌ったの？
A: 昔の酒造り唄。意味は全然わからなかったけど、いい声だった。
B: それで、これからどうするの？
A: 夏は魚沼に残って、契約農家さんの田んぼで酒米を作るのを手伝う。五百万石っていうお米。
B: 東京に戻らないの？
A: 髪を切ったら戻る。来週の木曜日、予約したよね？
B: 十時から。一番いい時間を空けといた。
A: ありがとう。
B: そうそう、常連さんから結婚式のヘアメイクを頼まれた。五月に、明治神宮で。
A: 神前式？すごい。
B: 出張でやるのは初めてだから、今から練習してる。
A: 私も冬の間、練習ばっかりだった。
B: 練習して、お酒になって、よかったね。
"""),
    ("2026年5月10日 21:00", """
A: 由衣、鑑評会、金賞だった！
B: すごい！おめでとう！
A: 大島さんが泣いたの。蔵人になって五十年で、初めて泣いたって。
B: 里奈の麹だもんね。
A: 社長から、秋から正社員にならないかって。麹の担当の主任で。
B: 受けるの？
A: 受けた。九月に魚沼に引っ越す。もう東京には住まない。
B: さみしいけど、よかった。
A: 由衣のお店はどう？
B: 半年たって、やっと黒字になった。先月、初めて自分にお給料を払えた。
A: 二号店は？
B: まだまだ。明治神宮の結婚式は、花嫁さんに喜んでもらえたよ。
A: 金賞のお酒、送るね。お店のスタッフと飲んで。
B: 二十歳の子にも飲ませていい？
A: 二十歳なら大丈夫。
"""),
], """
1 | D2:14 D3:10 D4:8 | 由衣の店のオープンはどう変わりましたか？ | 十二月一日の予定が、工事の人がイン
  フルエンザで休んで九日遅れ、十二月十日にオープンした
1 | D4:10 D5:10 D5:12 D6:6 | 由衣の店のスタッフは今何人ですか？ | 三人：開店時は由衣を入れて三人、一
  人が実家の美容室を継ぐために辞めて二人、二十歳の男の子を雇って三人に戻った
1 | D1:5 D5:13 D5:15 D8:5 D8:7 | 里奈の酒蔵での立場はどう変わりましたか？ | 十月から三月までの住み込
  みの蔵人（月給二十二万）で、社長に来冬も来てと言われ迷ったが、秋から麹担当の主任として正社員になり
  九月に魚沼へ引っ越す
1 | D3:1 D4:5 D6:5 D8:1 | 里奈の麹はどう評価されてきましたか？ | 麹室の担当になり、杜氏に「今年の麹
  はいい」と言われ、麹を全部担当した大吟醸が県の新酒鑑評会で金賞を取った
1 | D2:7 D2:9 D7:1 D8:3 | 杜氏の大島さんはどんな人ですか？ | 七十一歳で、昔は女は蔵に入るなと言われ
  たと笑って話すが一番丁寧に教えてくれる；皆造で酒造り唄を歌い、金賞で五十年で初めて泣いた
1 | D4:11 D4:12 D7:7 D7:8 | 里奈の一番最初の予約の約束はどうなりましたか？ | 三月に帰ったら一番いい
  時間を空けると由衣が約束し、2026年4月2日（木）の十時に予約が入った
2 | D2:1 | 里奈が蔵に入ったのはいつですか？ | 2025年10月1日
2 | D4:1 | 初しぼりはいつでしたか？ | 2025年12月15日
2 | D4:8 | 由衣の店がオープンしたのはいつですか？ | 2025年12月10日
2 | D7:1 | 皆造はいつでしたか？ | 2026年3月25日
2 | D2:1 D7:1 | 里奈はその冬、蔵で何か月ほど働きましたか？ | 約六か月：2025年10月1日から2026年3月25
  日の皆造まで
2 | D4:8 D8:10 | 由衣の店は開店からどれくらいで黒字になりましたか？ | 約半年：2025年12月10日開店、
  2026年5月までに黒字
3 | D1:9 | 里奈が酒造りを考え始めたのは急な思いつきでしたか？ | いいえ；前の冬の蔵見学で一口飲んでか
  らずっと考えていた
3 | D2:11 D2:12 | 里奈は由衣の店の家賃を安いと思いましたか？ | いいえ；二十八万と聞いて「高い」と言
  った
3 | D5:15 | 一月の時点で、里奈は来年も蔵に戻ると決めていましたか？ | いいえ；まだ決めていなかった
3 | D6:8 D6:10 | 由衣の店は若い人向けだけの店ですか？ | いいえ；井の頭公園の散歩帰りのおばあちゃんた
  ちも来ていて、新しいスタッフが人気
4 | D1:3 | 里奈が働く酒蔵の名前と場所は？ | 新潟の魚沼の高嶺酒造
4 | D2:3 | 蔵での最初の仕事は何でしたか？ | 洗米；水を吸った米が重く、三日で腕が太くなった
4 | D2:5 | 蔵人は何人いますか？ | 里奈を入れて八人、女性は里奈が初めて
4 | D2:10 D2:12 | ルミエールはどこにありますか？ | 吉祥寺の井の頭公園の近くのビルの二階、駅から五分
  、家賃二十八万
4 | D3:3 | 麹室はどんな環境ですか？ | 中は三十五度くらいで、夜中の二時に起きて麹の手入れをする
4 | D5:3 D5:5 | 純米大吟醸の米はどれくらい削りますか？ | 四割まで削る（六割を削る）
4 | D5:7 | 海外向けの酒はどこへ出しますか？ | 香港とニューヨーク、社長が自分で売り込んだ
4 | D5:8 | 由衣の店の予約は一か月で何人でしたか？ | 百八十人
4 | D7:5 | 夏の間、里奈は何をしますか？ | 魚沼に残り、契約農家の田んぼで五百万石という酒米作りを手伝
  う
4 | D7:10 | 常連客は由衣に何を頼みましたか？ | 五月の明治神宮での結婚式のヘアメイク
5 | D1:10 | 由衣が前に勤めていた美容室の名前は何ですか？ |
5 | D7:3 | 大島さんが歌った唄の題名は何ですか？ |
5 | D8:5 | 正社員になった里奈の給料はいくらですか？ |
5 | D6:6 | 新しいスタッフの名前は何ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_20, _EN_21, _ZH_20, _ZH_21, _JA_20, _JA_21]
