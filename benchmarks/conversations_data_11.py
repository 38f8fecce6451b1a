"""An eleventh conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_10` (and the parsing
helpers of `benchmarks.conversations_data`), over new people and new lives: two English
conversations (en-22, en-23), two in Simplified Chinese (zh-22, zh-23) and two in Japanese
(ja-22, ja-23), each written on its own rather than translated. en-22 is a school caretaker near
Nairn who buys a collie pup and trains it for sheepdog trials with an old shepherd, from the
first sight of sheep to a postponed first trial and a win at the Nairn show, told to his sister, a
paramedic who moves to Fort William, joins the mountain rescue team and moves in with a ghillie;
en-23 a retired nurse of seventy-one who learns to ring church bells, from a first
Sunday service to a quarter peal that fails and is rung again and a full peal, told to her
grandson, a trainee airline pilot whose flying moves from Arizona to Spain; zh-22 a programmer in
Xiamen who takes up the guqin, changes teachers, buys a better instrument and passes a grade
exam, told to a friend, a flight attendant made purser whose base moves from Beijing to Kunming;
zh-23 a Shanghai accountant who goes home to a village near Jiangmen to lead its dragon-boat team,
from raising money for a new boat to a race that is put off and a second place, told to his
sister, a doctor with a medical team in Ghana; ja-22 an Osaka office worker who learns amateur
rakugo, from a first performance to a contest moved by three weeks, told to a friend transferred
to Takamatsu who adopts a rescue dog; ja-23 a former department-store saleswoman who goes to work
at a game-meat plant in the Kochi mountains and takes a trapping licence, told to her brother, a
junior-high teacher whose first novel goes to a literary prize and then to print.

Every conversation is two people talking over eight dated sessions spread across months, twelve
to sixteen turns a session. Facts are said indirectly or through a pronoun, and several change
later (a trial's date, a flat and then a cottage, a rescue trainee's standing, a quarter peal, a
flying school's country, a teacher and an instrument, a grade, a base and a plan to go back, a
race's date, a job, a stay abroad, a stage name twice, a contest's date and piece, a posting's
length, a retirement, a book's title); numbers and dates are often spelled in words or given
relative to the session ("on Thursday", "last Saturday", "on Tuesday", 除夕, 昨天, 先週の日曜,
来年の三月), some replies carry their subject only through the turn they answer, and the Chinese
and Japanese turns mix in English words (base, Kwame, B超). Facts are also said by the listener
about her or his own life (a rescue team and a ghillie, flight school and Loganair, a purser's
exam and a flat in Chenggong, a hospital in Accra and malaria, a dog and a posting, a novel and a
title), and by the speaker while telling what someone else said (a shepherd, a tower captain, a
teacher, a great-uncle, a rakugo master, an old hunter, an editor). Look-alike turns (another
dog, another bell group, another exam, another race, another contest winner, another prize) sit
beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6
multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial
(5, answered "Not mentioned in the conversation." with the evidence naming the turn the question
leans on). Multi-hop questions join turns of different sessions, and some count or add across
them (what a dog and its first entry cost, the changes in two peals, money spent on instruments,
donations, game caught in a season, minutes cut from a story); temporal ones ask when, how long,
how long between and how long ago, from the sessions' dates; a question on a fact that changed
asks for its current state or how it changed (every turn); inference questions include
preferences; the adversarial ones ask for something never said, in words that were. Questions
paraphrase the turns rather than copying their words ("postponed" for put off, "retake" for
resit, 基地 for base, 首都 for 阿克拉, 先生 for 師匠), and a few name a thing in another script
or language (Bangkok for 曼谷, malaria for 疟疾, 夸梅 for Kwame, rakugo for 落語, ときうどん
for 時うどん, いのしし for イノシシ).

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_22 = _conversation("en-22", "Kieran", "Moira", [
    ("8:15 pm on 14 September, 2025", """
A: Moira, meet the new boss of the house. He's called Bran.
B: You got a dog? You said never again after Skye died.
A: I know what I said. He's a collie, fourteen weeks, off a hill farm at Lairg.
B: What did he cost you?
A: Seven hundred and fifty. His mother won the Sutherland open twice.
B: So this is a working dog, not a sofa dog.
A: That's the plan. I want to run him at the trials, the ones with the five sheep and the pen.
B: Who's going to teach you? You've never shepherded in your life.
A: Donald Munro, the old shepherd from Cawdor. Seventy-eight and still walks the hill every day.
  He'll have us on Saturdays in his field.
B: I've news as well. I've applied for the ambulance station at Fort William.
A: Leaving Glasgow? You love Glasgow.
B: I love hills more. The interview's on the second of October.
A: Good luck. Bran sends a lick.
"""),
    ("7:40 pm on 2 November, 2025", """
B: Well? How's the wolf?
A: He ate the laces out of both my work boots on Tuesday, so I went to the school in wellies.
B: The caretaker in wellies. The children must have loved it.
A: The head asked if it was flooding.
B: Has he seen a sheep yet?
A: Not yet. Donald won't put him on sheep before he's six months, so January. Until then it's
  lie down, walk on and his name.
B: Sounds dull.
A: Donald says a dog that's bored of the basics is a dog you can trust. I've bought a whistle
  too, a steel one, twelve pounds, and I can't get a note out of it.
B: I got it, by the way. The Fort William job.
A: I knew you would! When do you start?
B: First of December. I've found a flat in Caol, six hundred and twenty-five a month, with a
  view of the Ben from the kitchen.
A: You'll never do the washing up for looking at it.
B: My old crewmate Gillian's getting a spaniel now. Everyone's at it.
"""),
    ("9:00 pm on 11 January, 2026", """
A: Bran met the sheep on Saturday.
B: And?
A: He went straight through the middle of them like a bowling ball. Donald laughed so hard he
  had to sit on the gate.
B: Poor Bran.
A: By the third go he was going round them instead of through. Donald says that's the dog
  telling you he was born knowing it.
B: I've joined the mountain rescue team here. Trainee, for now.
A: Lochaber? Aren't they the busiest in the country?
B: They are. Trainees don't go out on real callouts for the first year, though. It's all
  training nights, Tuesdays and every other Sunday.
A: What did you do this week?
B: Navigation on the Ben in the dark, with a map and a compass. I got us lost for ten minutes.
A: A paramedic who gets lost.
B: We were found. The school's been shut, I hear?
A: Three days last week for the snow. I spent them clearing the playground.
"""),
    ("6:50 pm on 8 March, 2026", """
A: Bran's entered for his first trial. A nursery class at Strathnairn on the eighteenth of
  April.
B: What's a nursery class?
A: It's for young dogs who haven't won anything. Smaller course, and nobody expects much.
B: How much does that cost?
A: Fifteen pounds to enter. Donald says I'll be more nervous than the dog.
B: Does Donald take any money for all these Saturdays?
A: Not a penny. I take him a bottle of Glenmorangie at the end of every month and he pretends
  to be cross.
B: Good man. I passed my winter skills course, by the way. Crampons, ice axes, the lot.
A: Was it hard?
B: We had to stop ourselves sliding down a snow slope, head first, on our backs. I laughed the
  whole way down.
A: You're madder than I am.
B: Gillian sent me a photo of her spaniel in a raincoat.
"""),
    ("8:30 pm on 19 April, 2026", """
B: So? How did he do yesterday?
A: He didn't. Strathnairn was put off. The farmer's lambing ran late, and he wouldn't have dogs
  near his ewes.
B: When is it now?
A: The second of May, same field. They kept my fifteen pounds.
B: I've met someone, Kieran.
A: On the team?
B: No, he pulled us out of a bog with his tractor on a training night. Lachlan. He's a ghillie
  on the estate at Inverlochy.
A: A ghillie! Does he fish?
B: He teaches rich men from Surrey to fish, and he says none of them can.
A: Bring him to Nairn in the summer.
B: Maybe. How's Donald?
A: He's got a cough he won't see anyone about. He says it's the spring.
"""),
    ("7:20 pm on 24 May, 2026", """
A: Two trials done now.
B: Tell me everything.
A: Strathnairn on the second: fourth out of eleven. He went wide and lovely on the outrun, then
  lost it at the pen.
B: Fourth on his first go!
A: Then Dornoch last Saturday, and he was seventh. Pen again. He circles them when I want him to
  hold.
B: What did Donald say?
A: He said the pen is where a dog learns patience and a man learns his temper.
B: My news: I went out on my first real job last week, even though I'm still a trainee. They
  were short, and they needed a paramedic.
A: What was it?
B: A mountain biker who came off in Glen Nevis. Broken collarbone. We carried him down a mile
  on a stretcher.
A: And Lachlan?
B: Lachlan made me a fish pie afterwards. It was terrible. I ate it all.
"""),
    ("9:05 pm on 9 August, 2026", """
A: Bran won!
B: Won what?
A: The nursery at the Nairn show, on Saturday the first. In front of half the town. He penned
  them in one go.
B: Kieran! What did you get?
A: A shepherd's crook with a ram's horn handle, and a rosette that Bran tried to eat.
B: Was Donald there?
A: No. He was in Raigmore with pneumonia for ten days in July. He's home now, and cross he
  missed it.
B: That cough.
A: That cough. He said on the phone that the dog won it, not me, and I'm not to forget it.
B: Lachlan's asked me to move in with him. He's got a cottage at Spean Bridge.
A: Already?
B: It's been four months. I said yes. I'm giving up the Caol flat at the end of September.
"""),
    ("8:40 pm on 18 October, 2026", """
B: Did you hear? I'm a full member of the team now. They voted on the twenty-ninth of September,
  three months early.
A: Because of the biker?
B: Because of all of it. I've been on six callouts since the summer.
A: I've got news too. Donald's giving me six of his ewes. He says his hill's too much for him
  now.
B: Where will you keep them?
A: I'm renting the field behind the school from the church. Two hundred pounds a year, and I
  mow the graveyard.
B: So you're a farmer.
A: A caretaker with six sheep and a dog. Donald says next year Bran goes into the open class.
B: Against the big dogs?
A: Against the big dogs. Maybe a pup next spring as well, from the same mother.
B: How's the new cottage, you ask? Damp, and perfect.
A: I didn't ask, but I'm glad.
"""),
], """
1 | D4:1 D5:2 D5:4 D6:3 | How did the date of Bran's first trial change, and how did it go? | It was
  set for Strathnairn on 18 April 2026, postponed because the farmer's lambing ran late, and held on
  2 May 2026 in the same field, where Bran came fourth out of eleven
1 | D1:5 D2:8 D4:5 | How much has Kieran spent on the dog, the whistle and the first trial entry
  together? | £777: £750 for Bran, £12 for the steel whistle and £15 to enter
1 | D6:3 D6:5 D7:3 | How did Bran place in his first three trials? | Fourth of eleven at
  Strathnairn, seventh at Dornoch, then won the nursery class at the Nairn show
1 | D1:10 D2:9 D2:11 D7:10 D7:12 | Where has Moira lived since she applied for the Fort William
  post? | Glasgow, then a flat in Caol from December 2025, then Lachlan's cottage at Spean Bridge
  from the end of September 2026
1 | D3:6 D3:8 D6:8 D8:1 | How has Moira's standing on the mountain rescue team changed? | She
  joined in January 2026 as a trainee who would not go on real callouts for a year, went out on a
  real job in May because they were short of a paramedic, and was voted a full member on 29
  September 2026, three months early
1 | D5:12 D7:7 D8:4 | What happened to Donald's health, and what is he doing with his sheep? | A
  cough in spring he would not see anyone about turned into pneumonia and ten days in Raigmore in
  July; his hill is now too much for him, so he is giving Kieran six ewes
2 | D3:1 | When did Bran work sheep for the first time? | Saturday 10 January 2026
2 | D6:5 | When was the trial at Dornoch? | Saturday 16 May 2026
2 | D7:3 | On what date did Bran win at the Nairn show? | Saturday 1 August 2026
2 | D2:10 D2:11 D7:12 | How long did Moira keep the flat in Caol? | About ten months: from the start
  of December 2025 to the end of September 2026
2 | D1:3 D3:1 | Roughly how old was Bran when he first met sheep? | About seven months (31 weeks):
  fourteen weeks on 14 September 2025, and he met sheep on 10 January 2026
2 | D5:5 D7:12 | How long had Moira been seeing Lachlan when he asked her to move in? | About four
  months: she had met him by April 2026 and he asked in August
3 | D2:6 D2:8 | Does Donald believe in putting a young dog on sheep early? | No; not before six
  months, and the basics first until the dog is bored of them
3 | D6:12 | Is Lachlan a good cook? | No; his fish pie was terrible, though Moira ate it all
3 | D1:11 D1:12 | Does Moira prefer the city or the mountains? | The mountains; she loves hills more
  than Glasgow
3 | D4:6 D4:7 | Would Donald accept payment for the Saturday lessons? | No money; Kieran brings him
  a bottle of Glenmorangie each month and he pretends to be cross
4 | D1:3 | Where did the collie pup come from? | A hill farm at Lairg, at fourteen weeks old
4 | D1:5 | What is Bran's mother known for? | She won the Sutherland open twice
4 | D1:9 | Who teaches Kieran and his dog, and where? | Donald Munro, a 78-year-old shepherd from
  Cawdor, in his field on Saturdays
4 | D2:2 | What did the puppy chew up in the autumn? | The laces of both Kieran's work boots, so he
  went to work in wellies
4 | D2:11 | What does Moira pay for her place in Caol? | £625 a month, with a view of Ben Nevis from
  the kitchen
4 | D3:10 | What did Moira do on a January training night? | Navigation on Ben Nevis in the dark
  with a map and compass, and she got the group lost for ten minutes
4 | D4:8 D4:10 | What did Moira have to practise on her winter skills course? | Stopping herself
  sliding down a snow slope head first on her back, with crampons and ice axes
4 | D5:7 | What is Lachlan's job, and how did he meet Moira? | A ghillie on the Inverlochy estate;
  he pulled the team out of a bog with his tractor on a training night
4 | D7:5 | What was Kieran's prize at the Nairn show? | A shepherd's crook with a ram's horn handle,
  and a rosette
4 | D8:6 | Where will Kieran keep the ewes, and what does it cost? | In the field behind the school,
  rented from the church for £200 a year plus mowing the graveyard
5 | D2:13 | What is Gillian's spaniel called? |
5 | D7:7 | Which ward was Donald in at Raigmore? |
5 | D6:10 | What was the name of the mountain biker the team carried down? |
5 | D8:10 | What will Kieran name the new pup? |
""")


_EN_23 = _conversation("en-23", "Agnes", "Theo", [
    ("4:30 pm on 5 October, 2025", """
A: Theo, your grandmother has joined a gang.
B: What sort of gang?
A: The bell ringers at St Swithun's. Bill Hoskins asked me after church. They lost a ringer to
  Exeter and they're one short.
B: Gran, you're seventy-one. Aren't those ropes heavy?
A: The bells are heavy. The biggest one, the tenor, is nineteen hundredweight. The rope is only
  a rope.
B: When do you practise?
A: Thursday nights at half past seven, up forty-two stone steps. Bill says the steps are the
  real test.
B: Have you rung one yet?
A: Not on my own. Bill stands behind me and holds the tail end while I do the sally.
B: The what?
A: The fluffy bit, red white and blue. Your turn. When do you start at the flying school?
B: The tenth of November, at Kidlington outside Oxford. Ground school first, fourteen exams
  before they let me near a plane.
A: Fourteen! Your grandfather would have been so proud.
"""),
    ("6:10 pm on 30 November, 2025", """
B: Still pulling ropes?
A: I handled the treble on my own on Thursday, both strokes, for ten minutes.
B: Is that good?
A: Bill says six weeks is quick for anybody, and very quick for a woman with my knees.
B: Did it hurt?
A: I've got a rope burn on my left thumb, and I'm prouder of it than of my long service medal.
B: Ground school's mad. It's like being back at school, but everyone's terrified.
A: Which exam is first?
B: Meteorology in January. Clouds, fronts, icing. I dream about isobars.
A: I'll knit you a hat with isobars on it.
B: Please don't.
A: Mrs Pollard from the choir has taken up the handbells, you know. She says they're easier on
  the arms.
B: Is she in your gang as well?
A: Handbells are a different gang altogether.
"""),
    ("5:45 pm on 1 February, 2026", """
A: I rang for the Sunday service last week. The first time.
B: Gran! Could people hear it was you?
A: I hope not. We rang rounds and call changes, and nobody came out of the pub to complain.
B: What are call changes?
A: Bill calls two numbers and those two bells swap places. Next I have to learn plain hunt,
  where you work out the changes in your own head.
B: I passed meteorology. Ninety-two per cent.
A: Clever boy.
B: But I failed air law. Sixty-eight, and you need seventy-five.
A: Can you take it again?
B: In March. Everyone says air law is the one that catches you.
A: Then read it in bed like a novel.
B: Nadia reads it to me in funny voices.
A: I like her already.
"""),
    ("7:00 pm on 22 March, 2026", """
A: Bill's booked a quarter peal for Easter Sunday. I'm to ring the treble.
B: How long is a quarter peal?
A: One thousand two hundred and sixty changes. About forty-five minutes without a mistake, or
  you start again.
B: Forty-five minutes! Without stopping?
A: Without stopping. If somebody gets lost and it falls apart, we say it fired out.
B: I resat air law on Tuesday, and I passed. Eighty-one.
A: I knew you would. What happens next?
B: The last six exams, then flying. The school sends us to Arizona for four months from June.
A: Arizona! Will you need a hat?
B: Not an isobar one.
A: Old Roger on the fourth has been ringing for sixty years. He says he'll carry me through.
B: Sixty years of bells. Can he still hear?
A: Only the bells.
"""),
    ("3:20 pm on 12 April, 2026", """
B: How was the quarter peal?
A: It fired out after twenty minutes. And it wasn't me!
B: Who was it?
A: Roger. He went wrong on the fourth and we all fell in a heap. He bought everybody a pint to
  say sorry.
B: So, after sixty years.
A: Bill says it happens to everyone. We try again on the third of May.
B: Change of plan for me too. We're not going to Arizona now.
A: Why ever not?
B: The school's moved its flying to Jerez in Spain. Something about the visas. We start on the
  fifteenth of June.
A: Spain. Nearer, at least.
B: Two and a half hours on a plane. Nadia says she'll come out in August.
A: I've bought a handbook on plain hunt. I read it on the bus.
"""),
    ("6:30 pm on 10 May, 2026", """
A: We rang it! The quarter peal, on Sunday the third. Forty-six minutes.
B: Gran! Did Roger behave?
A: Roger was perfect. It was my first quarter, and they rang the bells down afterwards and
  clapped.
B: Does it go anywhere? On a wall?
A: It's printed in a weekly magazine for ringers, with all our names. Only full peals go on the
  boards in the tower.
B: How long is a full peal?
A: Five thousand and forty changes. Three hours, more or less.
B: You'll never do three hours.
A: Don't tell me what I'll never do. Bill's standing down as tower captain in June, by the way.
  Twenty-two years.
B: My news is that the exams are over. Thirteen passed first time, and air law second time.
A: So off to Spain.
B: Off to Spain. Nadia's booked her flight for the eighth of August.
"""),
    ("8:00 pm on 26 July, 2026", """
B: I went solo, Gran! On the fourteenth.
A: On your own? In a plane?
B: After eleven hours with an instructor. Round the circuit once and down again. I shouted the
  whole way round.
A: What sort of plane is it?
B: A Diamond, a little white one with a long wing. Everyone calls it the glider.
A: We've a new tower captain. Janet Fry, from the farm. Bill's still ringing, but he won't run
  it any more.
B: And you?
A: They've made me tower secretary. I keep the book of who rang what and when.
B: Ha! You love a register.
A: Forty years on a ward, Theo. We went on a ringing outing on Saturday, too, six towers in
  Somerset in a coach.
B: Six churches in a day?
A: And a pub lunch in Wells. Roger slept through the fifth tower.
"""),
    ("5:15 pm on 11 October, 2026", """
A: I've rung a full peal.
B: The three hours? You said you would!
A: Three hours and eight minutes, on the twenty-sixth of September, the day after my
  seventy-second birthday. Five thousand and forty changes, on the treble.
B: Does it go on the board now?
A: Janet's having it painted. My name, in gold, next to Roger's.
B: I'm back from Spain, by the way. Finished on the thirtieth of September.
A: Home for good?
B: Not quite. The twin-engine part is at Bournemouth, from November. Nadia and I have found a
  flat there.
A: Together? Well.
B: Don't tell Mum yet. And I've an interview with Loganair in December.
A: Loganair! You'll fly me to Orkney.
B: If you promise not to bring a bell.
"""),
], """
1 | D4:1 D5:2 D5:4 D5:6 D6:1 | How did Agnes's first quarter peal go, from the first attempt to the
  second? | The Easter Sunday attempt (5 April 2026) fired out after twenty minutes when Roger went
  wrong on the fourth; they rang it on 3 May 2026 in forty-six minutes
1 | D4:8 D5:7 D5:9 D8:6 | Where did Theo do his flight training abroad, and how did that plan
  change? | It was to be Arizona for four months from June; the school moved its flying to Jerez in
  Spain over visas, and he was there from 15 June to 30 September 2026
1 | D1:12 D3:6 D3:8 D4:6 D6:10 | How many of Theo's fourteen ground-school exams did he not pass
  first time, and what were his air law marks? | One, air law: 68 per cent the first time (75
  needed) and 81 at the resit; the other thirteen passed first time
1 | D1:3 D6:9 D7:6 D7:8 | Who has run the St Swithun's ringers, and what post does Agnes hold now? |
  Bill Hoskins was tower captain for twenty-two years and stood down in June 2026; Janet Fry took
  over, and Agnes was made tower secretary
1 | D4:3 D6:7 D8:3 | How many more changes were in Agnes's full peal than in her quarter peal? |
  3,780 more: 5,040 against 1,260, four times as many
1 | D3:12 D5:11 D6:12 D8:8 | What part has Nadia played while Theo trained? | She read him air law
  in funny voices, flew out to Spain in August (booked for 8 August), and now shares a flat with him
  in Bournemouth
2 | D2:2 | When did Agnes first ring the treble without help? | Thursday 27 November 2025
2 | D3:1 | When did Agnes first ring for a Sunday service? | Sunday 25 January 2026
2 | D4:6 | When did Theo retake the air law exam? | Tuesday 17 March 2026
2 | D8:3 | On what date is Agnes's birthday? | 25 September (she turned seventy-two in 2026)
2 | D5:9 D8:6 | How long was Theo training in Spain? | About three and a half months: 15 June to 30
  September 2026
2 | D1:3 D8:3 | How long after joining the ringers did Agnes ring a full peal? | About a year: she
  joined at the start of October 2025 and rang the peal on 26 September 2026
3 | D2:6 | Does Agnes mind the injury she got from the rope? | No; she is prouder of her rope burn
  than of her long service medal
3 | D7:8 D7:9 D7:10 | Is keeping the tower's records a job that suits Agnes? | Yes; she loves a
  register after forty years on a hospital ward
3 | D6:8 D6:9 | Does Agnes accept being told she can't do something? | No; she told Theo not to say
  what she would never do, and then rang a three-hour peal
3 | D8:8 D8:10 | Is Theo ready for his mother to know he is living with Nadia? | No; he asked his
  grandmother not to tell her yet
4 | D1:5 | How heavy is the largest bell at St Swithun's? | The tenor weighs nineteen hundredweight
4 | D1:7 | When and where does the band practise? | Thursday nights at 7:30, up forty-two stone
  steps
4 | D1:3 | Why were the ringers one short? | They had lost a ringer to Exeter
4 | D3:5 | How do call changes work? | The conductor calls two numbers and those two bells swap
  places
4 | D3:6 | What did Theo score in meteorology? | Ninety-two per cent
4 | D5:4 | How did Roger make up for spoiling the attempt? | He bought everybody a pint
4 | D6:5 | Where is a quarter peal recorded? | In a weekly magazine for ringers, with the names;
  only full peals go on the boards in the tower
4 | D7:3 D7:5 | After how many hours with an instructor did Theo fly alone, and in what aircraft? |
  Eleven hours, in a Diamond, a small white plane everyone calls the glider
4 | D7:10 D7:12 | Where did the ringers' outing go? | Six towers in Somerset by coach, with a pub
  lunch in Wells
4 | D8:8 D8:10 | What comes next for Theo after Spain? | Twin-engine training at Bournemouth from
  November and an interview with Loganair in December
5 | D2:12 | What is the name of the handbell group Mrs Pollard joined? |
5 | D7:10 | Which Somerset churches did the ringers visit? |
5 | D8:10 | On what day in December is Theo's Loganair interview? |
5 | D4:11 | What is Roger's surname? |
""")


# --- Chinese --------------------------------------------------------------------------------------

_ZH_22 = _conversation("zh-22", "方若溪", "唐薇", [
    ("2025年9月20日 21:30", """
A: 薇薇，我买了一张古琴！
B: 古琴？就是电视剧里仙女弹的那个？
A: 对，七根弦，没有品。在鼓浪屿一家琴馆买的，八千八。
B: 八千八！你一个写代码的，怎么突然想弹这个？
A: 加班加到半夜，耳机里听了一首《秋风词》，听完就哭了。第二天就去找老师了。
B: 老师是谁？
A: 琴馆的陈老师，每周六上午一节课，一节课三百。
B: 学多久能弹一首完整的曲子？
A: 陈老师说三个月，前提是每天练半小时。
B: 每天半小时，你做得到吗？你连健身卡都没用过几次。
A: 这次不一样。我把琴放在书桌旁边，写完代码就弹。
B: 我这边也有事。公司的乘务长考核十月开始，我报名了。
A: 考过了就是乘务长了？
B: 先笔试，再面试，再带飞。过了才算。
A: 加油，唐乘务长。
"""),
    ("2025年11月2日 20:45", """
B: 琴练得怎么样？
A: 左手手指起了茧，按弦按得发紫。
B: 听着就疼。
A: 上周学完了《仙翁操》，是入门的第一首。陈老师说我手很稳。
B: 邻居没来敲门吗？
A: 古琴声音小，隔壁根本听不见。倒是我家猫，一弹就跑到琴底下睡觉。
B: 那你有什么目标吗？
A: 陈老师让我明年七月去考级，先报四级。
B: 考级还要去别的地方？
A: 厦门没有考点，要去福州。
B: 我笔试过了！面试是十一月十八号。
A: 太好了！面试考什么？
B: 英语广播，还有处理突发情况，比如有乘客在飞机上吵架。
A: 你最会劝架了，大学宿舍全靠你。
"""),
    ("2025年12月28日 22:00", """
A: 我换老师了。
B: 为什么？陈老师不是挺好的吗？
A: 他搬去杭州了，琴馆也关了。走之前把我介绍给了苏老师。
B: 苏老师在哪儿？
A: 在中山路，离我公司更近，一节课二百五，比以前便宜。
B: 那还不错。
A: 就是很严。第一节课就说我的右手全错了，要从头改。
B: 哈哈，惨。
B: 我过了，面试过了！一月一号开始当乘务长。
A: 恭喜恭喜！
B: 但是有个坏消息：我们的base要从北京搬到昆明，三月份搬。
A: 你要去昆明住？
B: 没办法，公司安排。我先去两年，以后再申请调回北京。
A: 昆明四季如春，比北京好多了。
"""),
    ("2026年2月22日 21:15", """
A: 除夕那天，我给全家人弹了一首《酒狂》。
B: 你爸妈什么反应？
A: 我爸说听不懂，但是录了视频发到家族群里。我外婆听了三遍。
B: 外婆最懂你。
A: 还有，苏老师说四级太简单了，让我七月直接考六级。
B: 跳两级？来得及吗？
A: 她说来得及，只要每天练一个小时。
B: 我第一次以乘务长的身份飞了，北京飞成都。
A: 怎么样？
B: 有个老大爷在飞机上晕倒了，我吓坏了。
A: 后来呢？
B: 广播找医生，正好有个医生在，说是低血糖。给他喝了糖水，就好了。
A: 你处理得很好啊。
B: 落地以后，我在厕所里哭了五分钟。
"""),
    ("2026年4月12日 20:30", """
A: 我又买了一张琴。
B: 你疯了？
A: 苏老师说旧琴的声音太闷，考六级会吃亏。新琴是老杉木的，三万二。
B: 三万二！那旧的呢？
A: 卖给了苏老师的一个学生，一个高中生，六千。
B: 亏了两千八。
A: 她妈妈还送了我一盒茶叶，算是没亏太多。
B: 我已经搬到昆明了，三月十五号到的。
A: 住哪里？
B: 在翠湖旁边租了个一室一厅，月租两千八。
A: 跟你卖琴亏的钱一样多，哈哈。
B: 昆明确实舒服，就是紫外线太强，我买了三把伞。
A: 你在北京的房子呢？
B: 退了，东西都寄过来了，三十二个箱子。
"""),
    ("2026年6月7日 22:10", """
A: 考级时间定了，七月十八号，在福州。
B: 考什么曲子？
A: 《平沙落雁》，还有一首指定的练习曲。苏老师说《平沙落雁》我弹得最像样。
B: 最近工作忙吗？
A: 忙死了。新项目要上线，连续三个周末都在加班，练琴只能在半夜。
B: 半夜弹琴，你的猫受得了吗？
A: 它喜欢，睡得更香了。
B: 我妈来昆明看我了，住一个月。
A: 阿姨喜欢昆明吗？
B: 她说比老家好，天天去翠湖喂鸽子，还想在这边买房子养老。
A: 阿姨比你还积极。
B: 我们同事都说，来昆明的人，一半都不想走了。
A: 你也不想走了吧？
B: 还没想好。
"""),
    ("2026年7月26日 21:00", """
A: 考完了！六级，优秀。
B: 太厉害了！考的时候紧张吗？
A: 紧张到左手一直抖，弹错了一个音，但是考官说整体很好。
B: 优秀是最高的吗？
A: 对，分优秀、良好、合格。苏老师请我吃了一顿饭。
A: 还有，昨天我在鼓浪屿的一个雅集上弹了，第一次在外人面前。
B: 雅集是什么？
A: 就是一群人喝茶、弹琴、写字的聚会。大概二十个人。
B: 弹得怎么样？
A: 比考级还紧张。但是有个老先生听完过来跟我说，他三十年没听到这么干净的《秋风词》了。
B: 我这边也有好消息，我飞了第一条国际航线，昆明飞曼谷。
A: 去曼谷玩了吗？
B: 只待了一个晚上，吃了一碗船面就回酒店睡觉了。
"""),
    ("2026年10月11日 20:20", """
A: 苏老师让我每周日下午在她的琴馆教两个小孩。
B: 你当老师了？
A: 算助教。一个八岁，一个十岁，都是苏老师的学生的弟弟妹妹。
B: 收钱吗？
A: 一节课一百，我全拿去买琴弦了。
B: 明年还考级吗？
A: 考八级。苏老师说八级要考三首大曲子，得练一年。
B: 我跟你说件大事：我在昆明买房子了。
A: 真的？不是说两年后调回北京吗？
B: 不回了。首付三十万，我妈出了一半，她明年退休就搬过来。
A: 在哪儿？
B: 呈贡，离机场近，八十九平。
A: 等你装修好，我带琴去给你暖房。
B: 一言为定，弹《平沙落雁》。
"""),
], """
1 | D1:7 D3:3 D3:5 | 方若溪的古琴老师换过吗？ | 换过：先跟鼓浪屿琴馆的陈老师学，一节课三百；陈老师搬
  去杭州、琴馆关门后，换成中山路的苏老师，一节课二百五
1 | D2:8 D4:5 D7:1 | 方若溪考级的级别是怎么变的，结果怎样？ | 原本打算报四级，苏老师让她直接考六级；
  七月考了六级，成绩优秀
1 | D1:3 D5:3 D5:5 | 扣掉卖旧琴的钱，方若溪买琴一共花了多少？ | 三万四千八：八千八加三万二，减去卖旧
  琴的六千
1 | D3:11 D3:13 D5:8 D8:8 D8:10 | 唐薇打算在昆明待多久，后来有什么变化？ | 起初打算先去两年，再申
  请调回北京；后来在昆明买了房，不回北京了
1 | D1:12 D1:14 D2:11 D3:9 | 唐薇是怎么当上乘务长的？ | 十月参加考核，先过了笔试，十一月十八号面试通
  过，2026年1月1日起当乘务长
1 | D6:8 D6:10 D8:10 | 唐薇的母亲和昆明有什么关系？ | 来昆明住了一个月，觉得比老家好，想在那里养老；
  唐薇买房她出了一半首付，明年退休后搬过去
2 | D4:1 | 方若溪给家里人弹《酒狂》是哪一天？ | 2026年2月16日，除夕
2 | D5:8 | 唐薇是哪天到昆明的？ | 2026年3月15日
2 | D6:1 | 六级考试是哪一天，在哪里？ | 2026年7月18日，在福州
2 | D7:6 | 方若溪第一次在外人面前弹琴是哪天？ | 2026年7月25日，在鼓浪屿的雅集上
2 | D1:3 D7:1 | 从买第一张琴到考六级，隔了多久？ | 大约十个月：2025年9月（20日前）买琴，2026年7月18
  日考级
2 | D3:9 D7:11 | 唐薇当上乘务长多久以后飞了第一条国际航线？ | 大约半年多：2026年1月1日当上乘务长，七
  月飞了昆明到曼谷
3 | D2:6 D6:7 | 方若溪的猫讨厌琴声吗？ | 不讨厌；一弹琴就跑到琴底下睡觉，半夜弹琴睡得更香
3 | D1:10 | 唐薇一开始相信方若溪能坚持每天练琴吗？ | 不太相信；说她连健身卡都没用过几次
3 | D4:12 D4:14 | 乘客晕倒那次，唐薇心里真的很镇定吗？ | 不是；处理得很好，但落地后在厕所里哭了五分
  钟
3 | D6:12 D6:14 | 六月的时候，唐薇已经决定留在昆明了吗？ | 没有，她说还没想好
4 | D1:5 | 方若溪为什么会想学古琴？ | 加班到半夜，耳机里听了一首《秋风词》，听完哭了
4 | D3:11 | 唐薇公司的基地要搬到哪里？ | 从北京搬到昆明，三月份搬
4 | D2:4 | 她学会的第一首入门曲是什么？ | 《仙翁操》
4 | D2:13 | 乘务长的面试考哪些内容？ | 英语广播，还有处理突发情况，比如乘客吵架
4 | D4:10 D4:12 | 在北京飞成都的航班上，那位老人出了什么事？ | 晕倒了，飞机上的医生说是低血糖，喝了
  糖水就好了
4 | D5:10 | 唐薇在昆明租的房子怎么样？ | 翠湖旁边的一室一厅，月租两千八
4 | D7:12 D7:13 | 唐薇飞Bangkok那次，在当地做了什么？ | 只待了一个晚上，吃了一碗船面就回酒店睡觉
4 | D7:10 | 雅集上那位老先生怎么评价她的演奏？ | 说他三十年没听到这么干净的《秋风词》
4 | D8:3 D8:5 | 方若溪在苏老师的琴馆教谁，收多少钱？ | 两个小孩，一个八岁一个十岁；一节课一百，全拿
  去买琴弦
4 | D8:12 | 唐薇买的房子在哪儿，多大？ | 呈贡，离机场近，八十九平
5 | D3:3 | 陈老师在杭州开的新琴馆叫什么？ |
5 | D4:12 | 飞机上帮忙的那位医生是哪家医院的？ |
5 | D5:5 | 买走旧琴的高中生叫什么名字？ |
5 | D8:10 | 唐薇的母亲退休前做什么工作？ |
""")


_ZH_23 = _conversation("zh-23", "周海", "周敏", [
    ("2025年10月19日 21:00", """
A: 姐，三叔公打电话给我，说村里的龙舟队要我来管。
B: 你？你在上海天天算账，连船都没划过几次。
A: 小时候划过的。三叔公八十岁了，说再也喊不动了，村委会就想到了我。
B: 你答应了？
A: 答应了。问题是那条老龙船裂了，龙骨都烂了，明年下不了水。
B: 新船要多少钱？
A: 打听过了，一条标准的传统龙船，十二万左右。
B: 这么贵！谁出钱？
A: 村里凑。祠堂门口已经贴了红纸，谁捐了多少都写上去。
B: 我也有事跟你说。我报名了援非医疗队，去加纳。
A: 加纳？在非洲哪里？
B: 西非，靠海。明年一月出发，到年底十一月回来。
A: 爸妈知道吗？
B: 还没说。你先别讲，我过年前自己说。
"""),
    ("2025年12月7日 20:30", """
A: 钱凑得差不多了，现在有八万。
B: 都是谁捐的？
A: 我自己捐了一万。最多的是在美国旧金山开餐馆的德叔，一个人捐了三万。
B: 德叔还记得村里啊。
A: 他说他小时候在船上当过锣手，这辈子都忘不了。
B: 船找谁造？
A: 东莞的黄师傅，造了四十年龙船。他说要用坤甸木，三个月才能造好。
B: 我在广州培训，每天上课到晚上九点。
A: 学什么？
B: 热带病，主要是疟疾，还有英语。那边讲英语，病历也用英语写。
A: 你的英语比我好多了。
B: 医学英语是另一回事。爸妈那边我说了。
A: 他们怎么说？
B: 妈哭了一晚上，爸说"去吧，回来给我讲讲"。
"""),
    ("2026年1月25日 22:15", """
B: 我到了，一月十二号到的阿克拉。
A: 那边热吗？
B: 三十多度。医院在阿克拉郊区，经常停电，一天停两三次。
A: 那手术怎么办？
B: 医院有发电机，但是要省着用。你那边船怎么样？
A: 黄师傅说要到三月才能交船，坤甸木运来晚了。
B: 那你上海的工作呢？你不可能每个周末都飞回去。
A: 我跟公司谈好了，三月到六月在老家远程办公，四个月。
B: 老板这么好说话？
A: 我答应每个月回上海开一次会。
B: 队员够吗？
A: 报名的有三十一个，一条船只要二十四个桡手，还得挑。
B: 挑人的事，你让三叔公来，他最会看人。
"""),
    ("2026年3月15日 21:40", """
A: 新船到了，三月八号运到村里的。
B: 漂亮吗？
A: 龙头是樟木雕的，眼睛是红的。放鞭炮放了半个小时。
B: 你现在在村里了？
A: 三月一号回来的。每周三、周六晚上在河里练，练完吃一锅白粥。
B: 鼓手是谁？
A: 我侄子阿杰，十六岁。三叔公说他手稳，心也稳。
B: 我做了第一台手术，剖腹产。
A: 顺利吗？
B: 做到一半停电了，发电机半天发不动，护士们用手机电筒给我照着。
A: 天哪。
B: 母子平安。那个妈妈给孩子起了个中文名字，叫"敏"。
A: 跟你一个名字！
"""),
    ("2026年4月26日 20:00", """
A: 比赛定了，端午节当天，在县城的江上，六月十九号。
B: 多少条船参加？
A: 十四条，周边几个镇的都来。去年第一名是隔壁的沙头村。
B: 你们有把握吗？
A: 没有。我们的人一半是五十岁以上的。
B: 我前两个星期得了疟疾。
A: 什么？你不是天天吃药吗？
B: 吃了也会得。发烧到四十度，住了五天院，现在好了。
A: 别告诉妈。
B: 当然不告诉。我一个加纳的同事Kwame天天来看我，给我带木瓜。
A: 他也是医生？
B: 儿科医生，在英国读的书。他在学中文，会说"你好"和"吃饭了吗"。
A: 你教他的吧。
"""),
    ("2026年6月7日 21:10", """
A: 比赛推迟了。
B: 为什么？
A: 上游下大雨，江水涨了，县里说为了防汛，推到六月二十七号。
B: 那也好，多练一个星期。
A: 可是我们少了两个人。一个扭伤了腰，一个去深圳打工了。
B: 补上了吗？
A: 补上了。三叔公的孙子从广州回来了，还有德叔的外甥。
B: 我最近在教当地的护士做B超。
A: 她们学得快吗？
B: 非常快，比我当年快。有一个护士说以后想去中国读书。
A: Kwame的中文呢？
B: 能说"龙舟"了，我给他看了你们练船的视频。
A: 让他端午来看比赛。
B: 机票太贵了，他说等你们拿了第一再说。
"""),
    ("2026年7月5日 20:45", """
A: 我们拿了第二名！
B: 第二名也很厉害了！第一是谁？
A: 还是沙头村。就差零点八秒。
B: 三叔公怎么样？
A: 站在岸上哭了，他说村里的船二十年没进过前三。
B: 有奖金吗？
A: 两万块。大家商量了，全部拿去修祠堂的屋顶。
B: 你上海的工作呢？六月底不是到期了吗？
A: 公司让我八月一号前回去。我还在想。
B: 想什么？
A: 想留下来。在村里住了四个月，我睡得比在上海好多了。
B: 我支持你。我这边延长了，本来十一月底回国，现在要到明年一月底。
A: 为什么延长？
B: 接我班的医生家里有事，晚来两个月，我就多留两个月。
"""),
    ("2026年9月27日 21:30", """
A: 我辞职了。九月一号开始在江门一家做鳗鱼出口的公司当财务经理。
B: 工资少了多少？
A: 少了差不多一半，但是房子不用钱，吃饭也在家里吃。
B: 爸妈高兴坏了吧。
A: 妈天天给我煲汤。三叔公又来找我，说明年要搞一支女子龙舟队。
B: 女子队？有人报名吗？
A: 已经有十九个了，村里的阿姨们比男人还积极。
B: 我可以报名吗？
A: 你先回来再说。
B: 我一月底回来。Kwame说他明年五月来中国开会，想顺便来村里看龙舟。
A: 欢迎啊。让他坐船头。
B: 他听说你们的船是樟木龙头，说要给你带一个加纳的鼓。
A: 正好，阿杰可以试试。
"""),
], """
1 | D5:1 D6:3 D7:1 D7:3 | 龙舟赛的日子是怎么改的，结果怎样？ | 原定端午节六月十九号，因为上游下大雨
  、防汛推迟到六月二十七号；十四条船里拿了第二，比沙头村慢零点八秒
1 | D1:7 D2:1 D2:3 | 造新船的钱里，周海和德叔两个人一共捐了多少？ | 四万：周海一万，德叔三万；当时一
  共凑了八万，新船要十二万左右
1 | D1:12 D3:1 D7:12 D7:14 D8:10 | 周敏在加纳的时间有什么变化？ | 2026年1月出发，1月12日到阿克拉；
  原计划十一月底回国，接班的医生晚来两个月，延长到2027年1月底
1 | D3:8 D7:8 D7:9 D8:1 | 周海的工作是怎么变的？ | 原来在上海做财务；三月到六月在老家远程办公；公司
  要他八月一号前回去，他辞职了，九月一号起在江门一家鳗鱼出口公司当财务经理
1 | D3:12 D6:5 D6:7 | 龙舟队的桡手是怎么凑齐的，中途有什么变动？ | 报名三十一人，一条船要二十四个桡
  手；六月少了两个（一个扭伤腰，一个去深圳打工），由三叔公的孙子和德叔的外甥补上
1 | D5:10 D5:12 D6:12 D8:10 D8:12 | 夸梅是谁，和村里的龙舟有什么关系？ | 周敏在加纳的同事，在英国读
  书的儿科医生；在学中文，会说"龙舟"，看过练船的视频；明年五月来中国开会，想去村里看龙舟，还要带
  一个加纳的鼓
2 | D3:1 | 周敏是哪天到加纳首都的？ | 2026年1月12日，到阿克拉
2 | D4:1 | 新龙船是哪天运到村里的？ | 2026年3月8日
2 | D6:3 | 龙舟赛最后是哪天比的？ | 2026年6月27日
2 | D8:1 | 周海在江门的新工作是哪天开始的？ | 2026年9月1日
2 | D4:5 D7:11 | 到七月初，周海回村住了多久？ | 大约四个月：2026年3月1日回村
2 | D7:5 | 在拿第二名之前，村里的船多少年没进过前三了？ | 二十年
3 | D5:4 D5:5 | 四月的时候，周海对比赛有把握吗？ | 没有；队里一半人五十岁以上
3 | D1:14 D5:9 D5:10 | 周敏会把自己遇到的坏事告诉妈妈吗？ | 不会；得疟疾的事他们都不告诉妈妈，去加纳
  的事也是她自己找时间说
3 | D7:11 D8:3 | 周海更喜欢村里的生活还是上海的生活？ | 村里；睡得比在上海好，工资少了一半也愿意留下
3 | D8:5 D8:7 | 村里的女人对划龙舟有兴趣吗？ | 有；女子龙舟队已经有十九个人报名，阿姨们比男人还积极
4 | D1:5 | 那条旧龙船出了什么问题？ | 裂了，龙骨都烂了，下不了水
4 | D2:5 | 德叔为什么对龙舟有感情？ | 他小时候在船上当过锣手
4 | D2:7 | 新船是谁造的，用什么木头？ | 东莞的黄师傅，造了四十年龙船，用坤甸木
4 | D2:10 | 出发前周敏在广州培训什么？ | 热带病，主要是疟疾，还有英语
4 | D3:3 | 周敏工作的医院有什么困难？ | 在阿克拉郊区，经常停电，一天两三次
4 | D4:3 | 新船的龙头是什么样的？ | 樟木雕的，眼睛是红的
4 | D4:7 | 谁在船上打鼓？ | 周海的侄子阿杰，十六岁
4 | D4:10 D4:12 | 周敏做的第一台手术出了什么状况？ | 剖腹产做到一半停电，护士用手机电筒照明；母子平
  安，孩子取名"敏"
4 | D5:8 | 周敏得malaria那次病得多重？ | 发烧到四十度，住了五天院
4 | D7:7 | 比赛的奖金怎么用？ | 两万块全部拿去修祠堂的屋顶
5 | D2:3 | 德叔在旧金山开的餐馆叫什么名字？ |
5 | D5:3 | 沙头村去年比赛用了多少秒？ |
5 | D8:1 | 周海在鳗鱼公司的月薪是多少？ |
5 | D4:7 | 阿杰在哪所学校读书？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_22 = _conversation("ja-22", "佐野", "千秋", [
    ("2025年9月14日 21:00", """
A: 千秋、笑わんといてな。落語を習い始めてん。
B: 落語？佐野くんが？会議でもほとんどしゃべらへんのに。
A: それを直したくて。社会人の落語教室に入った。
B: どこでやってるの？
A: 福島区の区民センター。毎週月曜の夜、七時から。月謝は五千円。
B: 先生はプロの人？
A: 浪花家鶴平っていう噺家の師匠。七十過ぎで、めちゃくちゃ声が通る。
B: 最初は何を覚えるの？
A: 「時うどん」。うどん屋で勘定をごまかす話。十五分くらい。
B: 聞いたことあるかも。ひーふーみー、ってやつ？
A: そう、それ。
B: 実はな、私、十月から高松に転勤やねん。
A: 高松！急やな。
B: 支店の立ち上げで、とりあえず二年って言われてる。
A: うどん食べ放題やん。
"""),
    ("2025年11月9日 20:30", """
B: 落語、どう？覚えた？
A: 「時うどん」は全部入った。通勤の電車でぶつぶつ言うてたら、隣のおばちゃんに変な顔された。
B: そら変な人やわ。
A: 師匠から高座名ももらってん。「鶴乃家健坊」。
B: 健坊！かわいい。
A: 師匠は「坊のうちは坊や」って。一月十八日に教室の発表会があって、そこで初高座。
B: お客さんは何人くらい？
A: 区民センターのホールで、四十人くらいかな。
B: 私も高松で落ち着いてきた。栗林公園の近くのマンション。
A: 毎日うどん？
B: 一日二回の日もある。朝うどんって文化があるねん。
A: うらやましい。
B: 支店はまだ六人。毎日バタバタ。
"""),
    ("2026年1月25日 21:15", """
A: 初高座、やってきた。
B: どうやった？
A: 途中で一回、セリフが飛んだ。頭が真っ白になって。
B: うわ、どうしたん？
A: うどんをすするふりを長めにして、その間に思い出した。そしたら、そこが一番ウケた。
B: 災い転じて、やな。
A: 師匠には「間が早い、お客さんが笑う前に次に行くな」って言われた。
B: 厳しい。
B: 私、犬を飼い始めてん。保護犬の雑種、三歳の女の子。
A: 名前は？
B: すだち。保護団体の人がつけた名前、そのままにした。
A: 徳島っぽい名前やな。
B: 高松の保護団体やけどね。家に来て三日目に、私の靴を一足だめにした。
"""),
    ("2026年3月8日 20:45", """
A: 六月に大会に出ることにした。「なにわ素人落語大会」っていうやつ。
B: 大会なんかあるん？
A: 社会人だけの大会。六月十四日、大阪の天王寺のホール。予選はビデオ審査。
B: 何を演るの？
A: 「代書屋」。師匠が「時うどんはもう飽きた」って言うから。
B: どんな話？
A: 字の書けない男が、履歴書を書いてもらいに代書屋に行く話。二十分ある。
B: 二十分も覚えられる？
A: 今のところ半分。
B: すだちはだいぶ落ち着いた。朝と夜、三十分ずつ散歩してる。
A: 千秋が毎朝散歩？
B: 私が一番驚いてる。おかげで三キロ痩せた。
A: 落語より効果あるな。
"""),
    ("2026年4月19日 21:00", """
A: 予選のビデオ、先週送った。区民センターで、妻に撮ってもらった。
B: 奥さん、見てどうやった？
A: 「代書屋の人、ほんまに怒ってるみたいで怖い」って。
B: ほめ言葉やん。
A: それと、娘が「時うどん」を全部覚えてた。小学三年生やのに、俺より間がいい。
B: 親子で高座に上がったら？
A: 師匠にもそう言われた。
B: 私、うどん学校に行ってきてん。一日コースで、打ち方を習った。
A: 自分で打ったん？
B: 足で踏むねん。音楽に合わせて。修了証ももらった。
A: 修了証！額に入れな。
B: 冷蔵庫に貼ってる。すだちがたまに見上げてる。
"""),
    ("2026年6月7日 20:15", """
A: 予選、通った！
B: おめでとう！本選はいつ？
A: それが、会場のホールの改修が遅れて、七月五日に延びた。
B: 三週間延びたんやね。
A: それに演目も変えた。師匠が「大会は自分の一番得意なネタでいけ」って。
B: じゃあ「時うどん」に戻したの？
A: そう。「代書屋」はまだ仕上がってない、って言われた。
B: 本選は何人出るの？
A: 二十人。持ち時間は一人十二分。
B: 十五分の話を十二分に？
A: 削るのが一番難しい。
B: こっちは、会社から高松に残らへんかって言われてる。支店の課長代理で。
A: 二年の約束は？
B: その話、来月までに返事せなあかん。
"""),
    ("2026年7月12日 21:30", """
A: 本選、敢闘賞やった。
B: すごいやん！何位くらい？
A: 順位は出えへんけど、上から三番目の賞。優勝は歯医者さんで、「死神」をやってた。
B: 賞品は？
A: 扇子と、一万円の商品券。扇子は師匠の名前入り。
B: 師匠、なんて？
A: 「間がようなった」って、一言だけ。それが一番うれしかった。
B: 私も決めた。高松に残る。課長代理、受けた。
A: 大阪に戻ってこないんか。
B: すだちを連れてマンションは無理やし、庭のある家を借りた。家賃六万。
A: 大阪やったらその倍やな。
B: 庭ですだちが穴ばっかり掘ってる。
"""),
    ("2026年10月4日 20:00", """
A: 師匠から新しい高座名をもらった。「鶴乃家健太楼」。
B: 坊、卒業したんや。
A: 大会のご褒美やって。あと、毎月第二土曜に老人ホームで一席やることになった。
B: ギャラ出るの？
A: お茶とおまんじゅう。でもおじいちゃんおばあちゃんの笑い声が、一番勉強になる。
B: 次の目標は？
A: 来年の三月に、独演会。区民センターで、一人で三席。
B: 三席も！
A: 「時うどん」と「代書屋」と、もう一つは今から覚える。
B: 私、高松で正式に地域限定の社員になった。もう転勤なし。
A: ほんまに向こうの人やな。
B: 独演会の日は、すだちを預けて見に行く。
A: 前の席、空けとくわ。
"""),
], """
1 | D2:4 D2:6 D8:1 D8:3 | 佐野の高座名はどう変わりましたか？ | 最初に師匠からもらったのは「鶴乃家健
  坊」で、大会のご褒美として「鶴乃家健太楼」になった
1 | D4:3 D6:3 D6:4 | 大会の本選の日はどう変わりましたか？ | 六月十四日の予定が、会場のホールの改修が
  遅れて三週間延び、七月五日になった
1 | D4:5 D6:5 D6:7 D7:1 | 大会で演じる噺はどう変わり、結果はどうでしたか？ | 「代書屋」の予定だった
  が、師匠に一番得意なネタでいけと言われて「時うどん」に戻し、敢闘賞を取った
1 | D1:14 D6:12 D7:8 D8:10 | 千秋の高松勤務の予定はどう変わりましたか？ | 支店の立ち上げでとりあえず
  二年の予定だったが、課長代理の話を受けて残ることにし、地域限定の社員になってもう転勤はない
1 | D2:9 D7:10 | 千秋の高松での住まいはどう変わりましたか？ | 栗林公園の近くのマンションから、犬のた
  めに庭のある家（家賃六万）に移った
1 | D1:9 D6:9 D6:10 | 本選のために「時うどん」を何分縮める必要がありましたか？ | 三分：十五分ほど
  の噺を、持ち時間の十二分に削る
2 | D2:6 D3:1 | 佐野が初めて高座に上がったのはいつですか？ | 2026年1月18日、教室の発表会
2 | D1:12 | 千秋が高松で働き始めたのはいつですか？ | 2025年10月
2 | D6:3 D7:1 | 敢闘賞を取った本選はいつでしたか？ | 2026年7月5日
2 | D5:1 | 予選のビデオを送ったのはいつ頃ですか？ | 2026年4月の第二週（4月19日の前の週）
2 | D1:1 D3:1 | 落語を習い始めてから初高座まで、どれくらいかかりましたか？ | 約四か月：2025年9月
  中旬に始め、2026年1月18日に初高座
2 | D8:7 | 佐野の独演会はいつの予定ですか？ | 2027年3月
3 | D1:2 D1:3 | 佐野はもともと人前で話すのが得意でしたか？ | いいえ；会議でもほとんどしゃべらず、そ
  れを直したくて始めた
3 | D4:11 D4:12 | 千秋はもともと毎朝散歩するような人でしたか？ | いいえ；本人が一番驚いている
3 | D8:4 D8:5 | 佐野は老人ホームでの一席をお金のためにやっていますか？ | いいえ；お礼はお茶とおま
  んじゅうで、お年寄りの笑い声が一番勉強になるから
3 | D5:3 D5:4 | 奥さんの感想はけなし言葉でしたか？ | いいえ；怖いほど本当に怒っているように見えたと
  いう意味で、千秋はほめ言葉だと言った
4 | D1:5 | 落語教室はどこで、いつありますか？ | 福島区の区民センターで毎週月曜の夜七時から、月謝
  五千円
4 | D1:7 | 佐野のrakugoの先生はどんな人ですか？ | 浪花家鶴平という噺家の師匠で、七十過ぎ、声がよく
  通る
4 | D3:3 D3:5 | 初高座でセリフを忘れたとき、どう切り抜けましたか？ | うどんをすするふりを長めにして
  その間に思い出し、そこが一番ウケた
4 | D3:7 | 初高座のあと、師匠は何を注意しましたか？ | 間が早い、お客さんが笑う前に次に行くな
4 | D3:9 D3:11 | 千秋が飼い始めた犬はどんな犬ですか？ | 保護犬の雑種で三歳のメス、名前はすだち
4 | D4:7 | 「代書屋」はどんな噺ですか？ | 字の書けない男が代書屋に履歴書を書いてもらいに行く話で、
  二十分ある
4 | D4:10 D4:12 | 犬の散歩を始めて千秋の体はどうなりましたか？ | 朝晩三十分ずつ歩いて、三キロやせた
4 | D5:5 | 「ときうどん」を丸ごと覚えていたのは誰ですか？ | 佐野の娘、小学三年生で、佐野より間が
  いい
4 | D7:3 D7:5 | 大会の優勝者は誰で、佐野は何をもらいましたか？ | 優勝は「死神」を演じた歯医者さん；
  佐野は師匠の名前入りの扇子と一万円の商品券
4 | D5:8 D5:10 | 千秋はうどん学校で何をしましたか？ | 一日コースで、音楽に合わせて足で踏んで打ち、修
  了証をもらった
5 | D1:7 | 鶴平師匠の本名は何ですか？ |
5 | D5:5 | 佐野の娘の名前は何ですか？ |
5 | D7:3 | 優勝した歯医者さんの名前は何ですか？ |
5 | D8:3 | 佐野が毎月一席やる老人ホームの名前は何ですか？ |
""")


_JA_23 = _conversation("ja-23", "早紀", "悠真", [
    ("2025年9月28日 20:00", """
A: 悠真、こっちに来て一か月たったよ。
B: 仁淀川町だっけ。山の中？
A: 山と川しかない。でも川の色が信じられないくらい青いの。
B: 仕事はどう？百貨店の売り場とは全然違うでしょ。
A: 町のジビエ加工場で働いてる。シカとイノシシの肉をさばいて売るところ。月給は十八万。
B: 姉ちゃんが肉をさばくの？魚もさばけなかったのに。
A: 岡林さんっていう七十二歳の猟師さんが教えてくれてる。包丁の持ち方から。
B: 怖くない？
A: 最初の日は泣いた。でも岡林さんが「命をもらうんやき、無駄にしたらいかん」って。
A: それで、自分でも罠をかけたくて、わな猟の免許を取ることにした。試験は十一月。
B: 本気だね。
B: 僕もね、小説を書いてる。文芸誌の新人賞に出すつもり。
A: 悠真が？国語の先生だから？
B: 締め切りが十月末。原稿用紙三百枚くらいになりそう。
A: 読ませてよ。
B: 落ちたらね。
"""),
    ("2025年11月16日 21:30", """
A: 先週の日曜、わな猟の試験を受けてきた。
B: どうだった？
A: 筆記はたぶん大丈夫。実技で、くくり罠を組み立てるのに手が震えた。結果は来週。
B: 受かるといいね。
A: この辺、シカの被害がひどいの。ゆず農家さんの木の皮を全部食べちゃう。
B: だから捕るんだ。
A: そう。捕ったら二時間以内に加工場に運んで、さばかないと肉が臭くなる。
B: 僕は出したよ、小説。十月三十日に郵便局で。
A: 何枚になったの？
B: 三百二十枚。タイトルは「灯台守の夏」。
A: いいタイトル。
B: 一次選考の結果は二月に雑誌に載る。それまで忘れることにする。
A: 忘れられるわけないでしょ。
B: 授業中にも考えてる。中二の担任なのに。
"""),
    ("2026年1月11日 22:00", """
A: 初めて、自分の罠にかかった。
B: 何が？
A: イノシシ。四十キロくらい。一月三日の朝、見回りに行ったら、いた。
B: 免許、受かってたんだね。
A: 十二月に免許証が届いた。罠は岡林さんから十個借りてる。
B: それで、どうしたの？そのイノシシ。
A: 岡林さんと二人で止めをさして、加工場に運んだ。その夜は眠れなかった。
B: そうだろうね。
A: でも次の日、岡林さんの奥さんが作ったしし鍋を食べて、ちゃんとおいしいと思った。
B: 姉ちゃん、強くなったね。
B: 僕の方は、まだ何もわからない。
A: 二月でしょ。
B: うん。冬休みは部活の合宿で、ずっと学校にいた。
"""),
    ("2026年2月22日 20:30", """
B: 一次選考、通った！
A: すごい！何人くらい残ったの？
B: 応募が千二百くらいで、一次を通ったのは六十ちょっと。
A: 二十分の一！
B: 二次の結果は三月末。同僚には誰にも言ってない。
A: 生徒にばれたら大騒ぎだね。
A: こっちは、加工場のシカ肉が高知市のフレンチレストランに入ることになった。
B: フレンチ！
A: シェフが来て、ロース肉を見て即決。毎週五キロ。
B: 姉ちゃんの売り場の経験、役に立ってる？
A: すごく。今、犬用のシカ肉ジャーキーを企画してる。いらない部位を無駄にしたくないから。
B: 犬用？
A: 百貨店のペット売り場で、無添加のおやつが一番売れてたのを思い出したの。
"""),
    ("2026年4月5日 21:00", """
A: ジャーキー、三月二十日にネットで売り始めた。
B: 売れてる？
A: 二週間で三百袋。一袋八百円。
B: 二十四万円！
A: 加工場始まって以来の大ヒットだって、町長が見に来た。
B: 猟はもう終わり？
A: 猟期は三月十五日まで。この冬、私の罠でシカが十一頭、イノシシが三頭。
B: 一年目で十四頭って、多いの？
A: 岡林さんは「一年目にしては上等」って。
B: 僕も報告。最終候補に残った。五作のうちの一つ。
A: 悠真！
B: 選考会は四月二十三日。その日の夜に電話が来るらしい。
A: その日は、こっちでも祈っとく。
"""),
    ("2026年5月10日 20:15", """
B: だめだった。受賞はしなかった。
A: そっか……。
B: でもね、次の週に編集者から電話があった。書き直してみないかって。
A: それって、本になるかもってこと？
B: わからない。でも「灯台守の夏」の後半を全部書き直せって。
A: 後半全部！
B: 九月末までに。夏休みに書くしかない。
A: こっちは、岡林さんが年内で引退するって言い出した。
B: 加工場はどうなるの？
A: 町の人が、私に施設長をやってほしいって。
B: 一年目で施設長？
A: まだ返事してない。ジャーキーは道の駅でも売り始めて、全部で千袋を超えた。
B: 姉ちゃん、もう商売人だね。
"""),
    ("2026年8月2日 21:40", """
A: 岡林さん、引退を延ばしたの。来年の春まで。
B: なんで？
A: 「早紀がひとりでシカをさばけるようになるまでは辞められん」って。
B: じゃあ施設長は？
A: 来年の四月から。ちゃんと引き受けた。
B: 鉄砲の免許も取るの？
A: 取らない。岡林さんには勧められたけど、私は罠で十分。
B: お盆に、そっちに行っていい？恵と二人で。
A: もちろん。いつ？
B: 八月十三日から三泊。
A: 川で泳ごう。仁淀ブルーって呼ばれてるの、見せたい。
B: 原稿も持っていく。まだ半分しか直せてない。
A: 川を見たら書けるよ、たぶん。
"""),
    ("2026年10月18日 20:30", """
B: 本になることが決まった。来年の春。
A: 悠真！おめでとう！
B: タイトルは変わるけど。「灯台守の夏」じゃなくて「岬の灯」。編集者の案。
A: 前のほうが好きだったけど、いいね。
B: 九月二十八日に原稿を送って、十月に会議で決まった。
A: お盆の川で書けたんじゃない？
B: 本当にそうかも。恵は川で溺れかけたけど。
A: 浅いところで転んだだけでしょ。
A: こっちは、大学生のアルバイトを一人雇った。高知大の農学部の子。
B: ジャーキーのため？
A: そう。今は月に四百袋。犬の写真がお客さんからどんどん届く。
B: 次の猟期は？
A: 十一月十五日から。罠を十個、自分で買った。もう借りなくていい。
B: 本ができたら、一冊目は姉ちゃんに送る。
"""),
], """
1 | D6:8 D6:10 D7:1 D7:3 D7:5 | 岡林さんの引退と早紀の立場はどう変わりましたか？ | 岡林さんは年内で
  引退すると言ったが、早紀がひとりでシカをさばけるようになるまでと来年の春まで延ばした；早紀は施設長
  を頼まれ、2027年4月から引き受けた
1 | D1:14 D2:8 D2:10 D8:3 | 悠真の小説の長さと題名はどう変わりましたか？ | 三百枚くらいの予定が三百
  二十枚になり「灯台守の夏」として応募、本になるときは編集者の案で「岬の灯」に変わった
1 | D2:8 D4:1 D5:10 D6:1 D6:3 D8:1 | 悠真の小説は新人賞でどこまで進み、その後どうなりましたか？ |
  一次選考を通り、五作の最終候補に残ったが受賞せず；編集者に後半の書き直しを頼まれ、来年の春に本に
  なることが決まった
1 | D5:1 D5:3 D6:12 D8:11 | 犬用ジャーキーの売れ行きはどう伸びましたか？ | 3月20日にネットで発売し二
  週間で三百袋（一袋八百円）、道の駅でも売って五月に累計千袋を超え、今は月に四百袋
1 | D3:5 D8:13 | 早紀が使う罠はどう変わりましたか？ | 岡林さんから十個借りていたが、次の猟期に向けて
  自分で十個買い、もう借りなくていい
1 | D3:3 D5:7 | この冬、早紀の罠で獲れた獣は全部で何頭で、最初の一頭は何でしたか？ | 十四頭（シカ十
  一頭、イノシシ三頭）；最初は1月3日の四十キロほどのいのしし
2 | D2:1 | 早紀がわな猟の試験を受けたのはいつですか？ | 2025年11月9日（日）
2 | D3:3 | 早紀の罠に初めて獲物がかかったのはいつですか？ | 2026年1月3日の朝
2 | D5:1 | 犬用ジャーキーの販売はいつ始まりましたか？ | 2026年3月20日
2 | D7:10 | 悠真たちが仁淀川町に来たのはいつですか？ | 2026年8月13日から三泊
2 | D1:1 | 早紀が仁淀川町に移ったのはいつ頃ですか？ | 2025年8月の終わり頃
2 | D2:8 D8:5 | 最初に応募してから書き直した原稿を送るまで、どれくらいかかりましたか？ | 約十一か月
  ：2025年10月30日に応募、2026年9月28日に原稿を送った
3 | D1:6 | 早紀はもともと生き物をさばくのが得意でしたか？ | いいえ；魚もさばけなかった
3 | D8:3 D8:4 | 早紀は本の新しい題名の方が好きですか？ | いいえ；前の題名の方が好きだった
3 | D7:6 D7:7 | 早紀は銃で狩りをしたいと思っていますか？ | いいえ；岡林さんに勧められたが、罠で十分
  と言った
3 | D4:5 D4:6 | 悠真は新人賞に応募したことを職場で話していますか？ | いいえ；同僚には誰にも言ってい
  ない
4 | D1:5 | 早紀の勤め先と給料は？ | 町のジビエ加工場、月給十八万
4 | D1:9 | 初日に泣いた早紀に、岡林さんは何と言いましたか？ | 命をもらうのだから、無駄にしてはいけな
  い
4 | D2:3 | 試験の実技で早紀が苦労したのは何ですか？ | くくり罠を組み立てるときに手が震えた
4 | D2:5 | この地域ではシカがどんな害を出していますか？ | ゆず農家の木の皮を全部食べてしまう
4 | D2:7 | 獲った獣は何時間以内にさばく必要がありますか？ | 二時間以内に加工場に運んでさばかないと肉
  が臭くなる
4 | D3:9 | 初めての獲物の次の日、早紀は何を食べましたか？ | 岡林さんの奥さんが作ったしし鍋
4 | D4:3 | 新人賞の応募数と一次通過の数は？ | 応募が約千二百、一次を通ったのは六十ちょっと
4 | D4:7 D4:9 | 加工場の肉を使うフランス料理店との取引はどんな内容ですか？ | 高知市の店のシェフがロ
  ース肉を見て即決し、毎週五キロ
4 | D4:11 D4:13 | 犬のおやつを作ろうと思ったのはなぜですか？ | 使わない部位を無駄にしたくなかったの
  と、百貨店のペット売り場で無添加のおやつが一番売れていたのを思い出したから
4 | D8:9 | 早紀は誰を雇いましたか？ | 高知大学農学部の学生のアルバイトを一人
5 | D4:9 | フレンチレストランのシェフの名前は何ですか？ |
5 | D7:8 | 恵さんの仕事は何ですか？ |
5 | D8:9 | アルバイトの大学生の名前は何ですか？ |
5 | D5:5 | 仁淀川町の町長の名前は何ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_22, _EN_23, _ZH_22, _ZH_23, _JA_22, _JA_23]
