"""A thirteenth conversational-memory evaluation set, LoCoMo's format: six conversations, en/zh/ja.

The same format and categories as `benchmarks.conversations_data_12` (and the parsing helpers of
`benchmarks.conversations_data`), over new people and new lives: two English conversations (en-26,
en-27), two in Simplified Chinese (zh-26, zh-27) and two in Japanese (ja-26, ja-27), each written on
its own rather than translated. en-26 is a dairy farmer's daughter in Somerset who starts making
cheese from the family's Jersey milk, from a course near Totnes and a second-hand vat to a name she
has to give up, a mouldy week, a silver at the Bath and West show and a farm shop, told to her
brother, a police officer who moves to roads policing, takes in a retired police dog and passes his
sergeant's exam; en-27 a supermarket manager of fifty-two who becomes a football referee, from a
forgotten whistle and a first red card to a postponed assessment, a push from a player, a higher
level and a fourth official's board, told to his niece, an A&E doctor who moves to GP training in
the Highlands, fails and passes her driving test and takes up curling; zh-26 a Guangzhou programmer
who joins his home village's lion dance team in Nanhai, from the tail to the head, a first 采青 at a
shopping centre, a sprained ankle and a bronze at the provincial contest, told to a friend who
leaves a Shanghai bank to open bubble tea shops in Changsha, opens a second and closes the first;
zh-27 an events planner who takes over her uncle's coffee farm in Pu'er, from selling cherries to a
buying station to honey-processed beans, leaf rust, an online shop and a top-ten place in a
provincial contest, told to her sister, an ICU nurse who goes to Shigatse for a year and stays
longer; ja-26 an Osaka accountant who takes up amateur rakugo, from a community class and a stage
name for the time being to a recital, a national amateur contest and a name of his own, told to his
younger brother, a teacher posted to an island school in the Gotō islands; ja-27 a post office
worker in Ina who becomes a trapper after deer ruin his rice and apples, from following an old
hunter's rounds and a licence exam put back a week to a butchery shed, a first season and early
retirement, told to his daughter, a systems engineer transferred to Fukuoka.

Every conversation is two people talking over six dated sessions spread across a year, twelve to
sixteen turns a session. Facts are said indirectly or through a pronoun, and several change later (a
cheese's name, a deli's order, a price, a helper's hours, a police job, a market day, a day's work
at a shop, an assessment's date, a driving test, where a training practice is, a place in the lion,
a teacher, a commute, a job, a shop opened and another closed, a departure date, a buyer's order, a
price per bag, a number of helpers, a posting extended, a stage name, a story cut to fit a contest,
a posting on an island, an exam date, a mentor laid up, a job given up, a home shared); numbers and
dates are often spelled in words or given relative to the session ("yesterday", "on Tuesday", "last
Sunday", 上周六, 上周日, 昨日, 金曜, 先週), some replies carry their subject only through the turn
they answer, and a few questions name a thing in another script or language (lion head for 狮头,
coffee leaf rust for 锈病, fishing boat for 釣り船, cat for 猫). Facts are also said by the listener
about her or his own life (a police dog and an exam, a driving test and curling, tea shops, a
posting to Tibet, an island school, a cat and a partner in Fukuoka), and by the speaker while
telling what someone else said (a mentor's verdict, a father's boast, a lion dance master's rules,
an uncle's tears, a rakugo teacher's praise, an old trapper's rules). Look-alike turns (another
market day, another test, another shop, another price, another contest, another licence) sit beside
the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6 multi-hop
(1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial (5, answered
"Not mentioned in the conversation." with the evidence naming the turn the question leans on).
Multi-hop questions join turns of different sessions, and some count or add across them (a vat and a
lost week, fees for a season's games, two shops' rents, a harvest's growth, traps set and kept,
traps and a shed); temporal ones ask when, how long and how long between, from the sessions' dates;
a question on a fact that changed asks for how it changed (every turn); inference questions include
preferences and feelings; the adversarial ones ask for something never said, in words that were.
Questions paraphrase the turns rather than copying their words.

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses. """

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]



# --- English --------------------------------------------------------------------------------------

_EN_26 = _conversation("en-26", "Nell", "Rob", [
    ("7:40 pm on 10 January, 2027", """
A: Rob, don't laugh. I'm going to make cheese.
B: You make cheese already. You make milk. Cheese is just milk that's given up.
A: Proper cheese, to sell. Dad's getting nineteen pence a litre less than it costs us to produce,
  and the Jerseys give the richest milk in the county. It's daft sending it off in a tanker.
B: Does Dad know about this plan?
A: He says it's a hobby that'll cost him a shed. But he's letting me have the old dairy by the yard.
B: Do you know how to make cheese?
A: I do now. I spent last weekend on a three-day course at a cheese school near Totnes. Fourteen of
  us in hairnets.
B: Hairnets suit you.
A: I bought a vat on the way home as well. Two hundred litres, stainless, off a farm in Dorset
  that's given up. Eighteen hundred pounds.
B: So it's not a hobby, it's a debt.
A: It's a soft cheese, like a brie but smaller. I'm calling it Tor, after the one you can see from
  the top field.
B: My news is less exciting. I've put in for roads policing. If it goes through I'm off response in
  March.
A: Traffic? You hate driving slowly.
B: Traffic drives very fast, Nell. That's the whole point.
"""),
    ("8:15 pm on 21 February, 2027", """
B: How are the cheeses? Have you poisoned anyone?
A: Nobody's eaten one yet, so no. I've made six batches. The first two went straight in the muck
  heap, far too sour.
B: What went wrong?
A: I let it ripen too long before the rennet. The tutor on the course warned us, but it's different
  with your own milk.
B: And the other four?
A: In the cave. Well, in the old cold room that I'm calling a cave. They need five weeks before
  they're ready.
A: The council's environmental health man came round on Tuesday. Mr Fairbrother. He went through
  every drain and signed the registration.
B: So you're legal.
A: I'm legal. I'm thinking seven pounds a round, they're two hundred and fifty grams each.
B: Seven quid for a small cheese? I'd want it to sing.
A: Posh people pay seven quid for a candle. Anyway, how's the traffic application?
B: Got it. I start on the fifteenth of March, after a three-week advanced driving course at
  Portishead.
A: Told you you'd get it.
"""),
    ("7:05 pm on 4 April, 2027", """
A: Big day yesterday. First Saturday at Wells market, and I'm doing the Wednesday one as well from
  next week.
B: And?
A: Forty cheeses on the stall, and I sold out by quarter to twelve. A woman came back for three more
  and I had none left.
B: Nell, that's brilliant.
A: There's bad news though. Tor's taken. A cheesemaker in Cornwall already sells a Tor, and her
  solicitor sent me a very polite letter.
B: So what's it called now?
A: Mendip Bell. It's the shape of it, a bit domed, and the bells of the cathedral start every market
  day.
B: I prefer that, to be honest.
A: And a deli in Bath, the Larder on Walcot Street, wants thirty a week to begin with.
B: Who delivers them?
A: Me, on Thursday mornings, in Mum's car because mine smells of calves.
B: Well, my first fortnight on traffic: a lorry on its side on the M5 near Clevedon, and I've been
  given a car with a camera in the back window.
A: And what about the dog?
B: Oh, that's news too. We're taking one of the retired police dogs, a German shepherd called Bruno.
  He's eight and he's done his time.
A: Does Dan like dogs?
B: Dan met him yesterday and Bruno sat on his feet for an hour, so I think that's decided.
"""),
    ("8:30 pm on 30 May, 2027", """
B: You sound tired.
A: I threw away sixty cheeses on Wednesday. A whole week's make.
B: What happened?
A: Cat hair mould. It's a grey fluff, it gets in from the air and you can't sell anything with it.
  Four hundred and twenty pounds in the skip.
B: Can you stop it happening again?
A: I've scrubbed the whole cave with a special wash and I've put a new filter on the fan. And I've
  taken on help, a woman called Kasia. Three days a week, she used to make cheese in Poland.
B: That's good. You can't do it all on your own.
A: I've also put the price up to seven pounds fifty. Everything's gone up, even the boxes.
A: And I've entered the Bath and West show. The cheese judging is this Thursday, and they post the
  results on the Friday.
B: Good luck. Bruno says good luck as well.
A: How is he?
B: He barks at the hoover as if it's a suspect, and he sleeps on Dan's side of the bed, never mine.
A: Any news on the sergeant's exam?
B: I'm sitting it in September. Dan's been testing me on the law every night over tea.
"""),
    ("7:50 pm on 25 July, 2027", """
A: I never told you properly. Silver! In the soft cheese class at Bath and West.
B: Silver! Who got gold?
A: A Brie de Meaux made by a dairy in Gloucestershire that's been making cheese since the seventies,
  so I can live with that.
B: Has it made a difference?
A: The Larder doubled its order. It's sixty a week now, not thirty. And a restaurant in Frome has
  started putting Mendip Bell on its cheese board.
B: What does Dad say now?
A: Dad gets up at five and does the milking so I can start the make at six. He tells everyone at the
  auction that the cheese was his idea.
B: Of course he does.
A: I'm trying a second cheese as well, a washed-rind one. It smells like feet, and Kasia loves it.
B: What's it called?
A: Haven't decided. Mum wants to call it Kasia.
B: Bad news here. Bruno needed an operation on his hip. Two thousand three hundred pounds.
A: Oh no. Is he all right?
B: He's on the mend, and the force's retirement scheme pays half the vet bills, so it's not as bad
  as it sounds.
"""),
    ("8:10 pm on 3 October, 2027", """
B: So how many cheeses are we on now?
A: Around three hundred and fifty a week. Kasia's full time since August.
B: Three hundred and fifty! When I think of the muck heap.
A: And we opened a farm shop in the old calf shed on the eighteenth of September. Cheese, milk from
  the vending machine, Mum's eggs.
B: Are you still doing the market?
A: Only on Saturdays now. I've given up the Wednesday market, the shop does more than the stall did.
B: Has the smelly one got a name yet?
A: It's called Pennard, after the village. We started selling it in the shop last week.
B: My news. I passed the sergeant's exam.
A: Rob! When did you hear?
B: Friday. I'll be a custody sergeant in Taunton from January, so no more traffic.
A: Custody? You'll be stuck indoors.
B: Dan's happy. He says I'll be home at a sensible hour for once, and Bruno will have me to walk
  him.
A: Come and celebrate with a Pennard.
B: I'll bring a peg for my nose.
"""),
], """
1 | D1:11 D3:5 D3:7 D6:8 | What names have Nell's cheeses gone by? | The soft cheese was to be Tor,
  but a Cornish cheesemaker already sold a Tor, so it became Mendip Bell; the washed-rind one is
  called Pennard
1 | D3:9 D5:5 | How has the Bath deli's weekly order changed? | The Larder took thirty a week to
  begin with and doubled it to sixty after the silver
1 | D2:9 D4:8 | How has the price of a round of Nell's soft cheese changed? | From seven pounds for
  a 250 g round to seven pounds fifty
1 | D1:9 D4:4 | How much had Nell spent on her vat and lost on the mouldy week together? | £2,220: £
  1,800 for the vat and £420 of cheese thrown away
1 | D1:12 D2:12 D6:11 | How has Rob's police job changed over the year? | From response to roads
  policing (traffic) from 15 March, and from January he will be a custody sergeant in Taunton
1 | D4:6 D6:2 | How has Kasia's job changed? | She started in May three days a week and has been
  full time since August
2 | D2:7 | On what date did the environmental health officer come to the dairy? | Tuesday 16
  February 2027
2 | D3:1 | When was Nell's first day at Wells market? | Saturday 3 April 2027
2 | D4:2 | When did Nell throw away the mouldy cheeses? | Wednesday 26 May 2027
2 | D4:9 | When was the cheese judging at the Bath and West show? | Thursday 3 June 2027
2 | D6:9 D6:10 D6:11 | On what day did Rob hear that he had passed the sergeant's exam? | Friday 1
  October 2027
2 | D3:1 D6:4 | How long after her first market did Nell open the farm shop? | About five and a half
  months: from 3 April to 18 September 2027
3 | D1:4 D1:5 D5:7 | Has Nell's father come round to the cheese? | Yes; he called it a hobby that
  would cost him a shed, but now he milks at five so she can start at six and tells people it was
  his idea
3 | D5:2 D5:3 | Was Nell disappointed to get silver rather than gold? | No; the gold went to an old
  established dairy's Brie de Meaux, and she says she can live with that
3 | D6:12 D6:13 | Is Dan pleased about Rob's move to custody? | Yes; he says Rob will be home at a
  sensible hour for once
3 | D5:9 D6:7 D6:15 | Does Rob look forward to tasting the washed-rind cheese? | Not really; he
  calls it the smelly one and jokes he will bring a peg for his nose
4 | D1:3 | Why does Nell want to make cheese rather than sell the milk? | Her father gets nineteen
  pence a litre less than it costs to produce, and their Jersey milk is the richest in the county
4 | D1:9 | Where did Nell's vat come from? | A farm in Dorset that had given up, bought on the way
  home from the course
4 | D2:2 D2:4 | Why did the first two batches go in the muck heap? | They were far too sour because
  she let the milk ripen too long before the rennet
4 | D3:3 | How did Nell's first market go? | She sold all forty cheeses by quarter to twelve
4 | D3:11 | How does the cheese get to the deli in Bath? | Nell drives it there on Thursday mornings
  in her mum's car
4 | D4:4 D4:6 | What spoiled a week's cheese in May, and what did Nell do about it? | Cat hair
  mould, a grey fluff from the air; she scrubbed the cave with a special wash, fitted a new filter
  on the fan and took on help
4 | D3:14 | What dog did Rob and Dan take on? | Bruno, an eight-year-old retired police German
  shepherd
4 | D5:12 D5:14 | What did the hound's hip operation cost, and who helps pay? | £2,300; the force's
  retirement scheme pays half the vet bills
4 | D6:4 | What does the farm shop sell? | Cheese, milk from a vending machine and Nell's mum's eggs
4 | D3:1 D6:6 | Which days does Nell go to Wells market now? | Only Saturdays; she has given up the
  Wednesday market
5 | D2:7 | What is Mr Fairbrother's first name? |
5 | D3:9 | Who owns the Larder? |
5 | D5:5 | What is the name of the restaurant in Frome? |
5 | D4:6 | Which town in Poland did Kasia come from? |
""")

_EN_27 = _conversation("en-27", "Gareth", "Amira", [
    ("8:00 pm on 17 January, 2027", """
A: Amira, your old uncle is officially a football referee.
B: Uncle Gareth! Since when?
A: I did the course before Christmas. Online modules, then two Saturdays at a sports centre in
  Leicester, and a test on the laws. Passed it on the twentieth of December.
B: What made you do that at fifty-two?
A: My knee finished me as a player at fifty, and I missed Sunday mornings. Your Auntie Jo says I was
  unbearable in the house.
B: Have you done a real game yet?
A: Yesterday. Under-twelves in Syston, and I forgot my whistle. I had to borrow one off the home
  coach.
B: No! Did anyone notice?
A: The away coach did. He shouted that the ref was in their pocket. One father shouted at me the
  whole second half because I gave a throw-in the wrong way.
B: Did you?
A: Probably. Jo bought me the whole kit for Christmas, black shirt, the watch, the cards, so I can't
  give up now.
B: My news. I've applied for GP training. I want to go somewhere with mountains.
A: You're leaving A&E?
B: Three years of nights in Nottingham is enough. I'll hear in February.
"""),
    ("7:20 pm on 28 February, 2027", """
B: How many games now?
A: Nine. And last Sunday I did my first adult game, Sunday league in Oadby.
B: Grown men. Did they behave?
A: I sent the goalkeeper off. Twenty minutes in, he called me a word I won't repeat to my niece.
B: Your first red card!
A: My hands were shaking so much I could hardly write his name. The County FA pays thirty pounds for
  an adult game, by the way, twenty for the kids.
B: Thirty pounds to be sworn at.
A: They've given me a mentor as well, Derek. Thirty years as a referee, he did a cup final at
  Filbert Street back in the day.
B: What does he say?
A: That I run like a man looking for his car keys. He wants me to stay closer to play.
B: I've got my offer. GP training in Inverness, starting in August.
A: Inverness! That's the end of the world.
B: It's got mountains. Now I just have to learn to drive.
"""),
    ("6:50 pm on 18 April, 2027", """
A: Derek says I could go up a level at the end of the season.
B: What does that mean?
A: Level six. I'd get proper Saturday league games. But I need twenty adult games by the end of May,
  and I'm on fourteen.
B: Can you do six in six weeks?
A: Not on Sundays alone. So I've gone down to four days at the shop. I've got Wednesdays off now for
  the midweek games.
B: Does the supermarket mind its manager disappearing?
A: My deputy, Priya, runs Wednesdays. She's better at the rota than me anyway.
B: And Derek's watching you?
A: An assessor from the county was meant to come on the twenty-fourth of April, but that's been
  moved to the eighth of May, a cup semi-final.
B: I've found a flat in Inverness, above a bakery on Church Street.
A: And the driving?
B: Test booked for the second of June. Twelve lessons so far. I stalled on a hill on Thursday and a
  bus hooted at me.
"""),
    ("8:15 pm on 6 June, 2027", """
A: It came through on Tuesday. An email from the County FA: I'm a level six referee.
B: Uncle Gareth! Congratulations!
A: I got to twenty-one games in the end. The assessor gave me seventy-four out of a hundred at the
  semi-final.
B: Is that good?
A: Derek says seventy is a pass, so good enough.
A: Not all good though. In my last game a lad pushed me in the chest after I gave a penalty. I had
  to write a report for the FA.
B: That's assault!
A: He got a ten-match ban. I was fine, just shaken. Jo wants me to pack it in, but I won't.
B: Are you fit enough for the new level?
A: There's a fitness test in July. I'm running five kilometres three times a week round Bradgate
  Park.
B: I have to confess. I failed my test on Wednesday.
A: Oh, love. What happened?
B: Two minors and one serious, I went round a roundabout in the wrong lane. I've got another go on
  the fourteenth of July.
"""),
    ("7:30 pm on 8 August, 2027", """
B: Did you pass the fitness test?
A: Passed, with about four seconds to spare on the sprints. My first level six game is on Saturday,
  Anstey Nomads at home.
B: And I passed mine! The fourteenth of July, no serious faults this time.
A: I knew you would. Have you got a car?
B: A ten-year-old Fiesta, three thousand two hundred pounds. I drove it up to Inverness on the first
  of August. Took eleven hours.
A: How's the new job?
B: Three days in. The training practice is in Dingwall, not Inverness, twenty minutes up the road.
  Everyone there knows everyone's business.
A: Bad news from here. Derek's had a stroke.
B: Oh no. How is he?
A: In the Royal Infirmary. His speech is slow, but he knew me straight away when I went in on
  Thursday.
A: Jo and I had a week in Cornwall in July. I didn't look at a football once.
B: I don't believe that.
A: I watched one game in a pub in St Ives. One.
"""),
    ("7:45 pm on 17 October, 2027", """
B: How's the new level treating you?
A: Eleven games this season. And the county have made me a mentor, two new referees of my own, both
  eighteen.
B: Like Derek was for you.
A: Exactly like that. I tell them they run like men looking for car keys.
B: How is Derek?
A: Home. His daughter pushed him to my game last Saturday in his wheelchair, and he shouted at me
  for being out of position.
B: That's wonderful.
A: And on the ninth I was fourth official at a National League North game. The board with the
  numbers, and a manager swearing at me for ninety minutes.
B: Did you send him off?
A: Fourth officials don't send anyone off, I just tell the referee. He got a yellow.
B: I've joined a curling club in Inverness. Tuesday nights, at the ice rink.
A: Curling? The sweeping?
B: I'm a lead, so yes, I sweep. Mostly I fall over.
A: Don't break your wrist, you need it to write prescriptions.
"""),
], """
1 | D3:3 D4:3 | How many adult games did Gareth need for level six, and how many had he done by the
  end of the season? | He needed twenty and reached twenty-one, having been on fourteen in mid-April
1 | D3:9 D4:3 | When did the county assessor finally watch Gareth, and how did he do? | The visit
  moved from 24 April to 8 May, a cup semi-final, and he scored seventy-four out of a hundred
1 | D3:12 D4:11 D4:13 D5:3 | How did Amira's driving tests go? | She failed the first on 2 June with
  two minors and a serious fault at a roundabout, and passed on 14 July with no serious faults
1 | D2:11 D5:7 | Where does Amira do her GP training? | Her offer was GP training in Inverness, but
  the training practice is in Dingwall, twenty minutes up the road
1 | D2:8 D5:8 D5:10 D6:6 | What happened to Gareth's mentor over the year? | Derek mentored him from
  February, had a stroke in the summer and was in the Royal Infirmary, and by October was home and
  came to a game in a wheelchair
1 | D2:6 D4:3 | At the County FA's rate, what were Gareth's adult games up to the end of May worth?
  | £630: twenty-one adult games at thirty pounds each
2 | D1:3 | When did Gareth pass his referee course? | 20 December 2026
2 | D1:7 | On what date did Gareth referee his first game? | Saturday 16 January 2027
2 | D2:2 | When was Gareth's first adult game? | Sunday 21 February 2027
2 | D4:1 | When was Gareth told he was a level six referee? | Tuesday 1 June 2027
2 | D4:11 | On what date did Amira fail her driving test? | Wednesday 2 June 2027
2 | D5:3 D5:5 | How long after passing her test did Amira drive to Inverness? | About two and a half
  weeks: she passed on 14 July and drove up on 1 August 2027
3 | D1:7 D1:9 D1:11 | Was Gareth's first game a success? | Not really; he forgot his whistle, was
  accused of bias and probably gave a throw-in the wrong way, but he would not give up
3 | D4:8 | Does Gareth's wife want him to keep refereeing after he was pushed? | No; Jo wants him to
  pack it in, but he won't
3 | D5:11 D5:13 | Did Gareth really leave football alone on holiday? | No; he watched a game in a
  pub in St Ives
3 | D2:10 D6:2 D6:4 | Does Gareth pass on what Derek taught him? | Yes; he now mentors two new
  referees and tells them Derek's line about running like men looking for car keys
4 | D1:5 | Why did Gareth stop playing? | His knee finished him as a player at fifty
4 | D1:11 | What did Jo give Gareth for Christmas? | The whole referee kit: a black shirt, the watch
  and the cards
4 | D2:4 | Why was the goalkeeper sent off? | Twenty minutes in he called Gareth a word Gareth won't
  repeat
4 | D2:10 | What does Derek criticise in Gareth's refereeing? | That he runs like a man looking for
  his car keys; he wants him closer to play
4 | D3:5 D3:7 | How many days a week does Gareth work at the supermarket now, and who covers his day
  off? | Four; his deputy Priya runs Wednesdays
4 | D3:10 | Where is Amira's flat? | Above a bakery on Church Street in Inverness
4 | D4:6 D4:8 | What came of the player pushing Gareth? | Gareth wrote a report for the FA and the
  player got a ten-match ban
4 | D5:5 | What car did Amira buy? | A ten-year-old Fiesta for £3,200
4 | D6:8 D6:10 | What did Gareth do at the National League North game? | He was fourth official on 9
  October; a manager swore at him for ninety minutes and got a yellow card
4 | D6:11 D6:13 | What does Amira do in her curling team? | She plays lead, so she sweeps, on
  Tuesday nights at the ice rink in Inverness
5 | D2:8 | What is Derek's surname? |
5 | D3:7 | How long has Priya worked at the supermarket? |
5 | D5:2 | What was the score of Gareth's first level six game? |
5 | D6:11 | What is the name of Amira's curling club? |
""")


# --- Simplified Chinese ---------------------------------------------------------------------------

_ZH_26 = _conversation("zh-26", "何俊", "林晓", [
    ("2027年3月7日 21:00", """
A: 晓晓，我干了件你肯定想不到的事：我进了村里的醒狮队。
B: 舞狮子？你一个写代码的？
A: 元宵节回南海老家，看到村里的狮子在祠堂前面采青，鼓一响我眼泪都快下来了。
A: 第二天就去找了梁伯，他是队里的师傅，今年七十了，从十二岁舞到现在。
B: 人家收你吗？你都二十九了。
A: 梁伯说年纪不是问题，腿才是问题。先扎了半个小时马步，我差点站不起来。
B: 哈哈哈。那你在狮子里面干什么？
A: 先练狮尾。我一米八三，梁伯说个子高的先在后面托着，狮头要灵活的人。
B: 多久练一次？
A: 每周六下午。我从天河坐地铁再转广佛线过去，单程一个半小时。
B: 你真是疯了。我也有件事：我辞职了，不在银行干了。
A: 啊？上海那么好的工作。
B: 我要回长沙开奶茶店，店名都想好了，叫“半糖”。铺面在学校附近，一个月租金一万二。
A: 开业一定请我喝第一杯。
"""),
    ("2027年4月25日 20:30", """
B: 狮子舞得怎么样了？
A: 练了七个星期，现在不托尾巴了，梁伯让我改舞狮头。
B: 这么快就升级了？
A: 不是我厉害，是原来舞狮头的阿强去深圳打工了，队里没人顶。
B: 狮头重吗？
A: 四斤多，看着不重，举着眨眼、抖毛、摆头一个小时，胳膊像不是自己的。
A: 我还在淘宝买了双功夫鞋，八十九块，穿着比跑鞋稳多了。
B: 我店上周日开业了！
A: 恭喜恭喜！第一天怎么样？
B: 卖了三百一十杯，我和两个店员做到晚上十一点，手都摇麻了。
A: 卖得最好的是哪款？
B: 芝士葡萄，学生就爱这个。我最喜欢的茉莉奶绿反而卖得一般。
A: 下次我去长沙，给你的茉莉奶绿捧场。
"""),
    ("2027年6月20日 21:15", """
A: 跟你汇报：我第一次正式上场了！
B: 真的？在哪儿？
A: 上周六，佛山一家商场开业，请我们去采青。我舞狮头，后面是梁伯的孙子阿杰。
B: 采青是什么？
A: 就是狮子去吃挂在高处的生菜和红包，吃完再把生菜吐出来撒给大家，寓意生财。
B: 紧张吗？
A: 前一晚没睡着。上去的时候阿杰把我托起来，我差点够不着那颗生菜，好在第二下够着了。
A: 那场演出费队里收了三千八，每个人分二百。梁伯说第一次上场的红包要留着，不能花。
B: 你留着了吗？
A: 压在我电脑底下。你的店怎么样？
B: 隔壁新开了一家蜜雪冰城，四块钱一杯柠檬水，我生意掉了三成。我准备推个新品，桂花乌龙，用的是我外婆
  晒的桂花。
A: 这个好，别人抄不走。
"""),
    ("2027年8月29日 20:00", """
B: 你朋友圈那张拄拐的照片是怎么回事？脚怎么了？
A: 八月十四号练习的时候从板凳上跳下来扭的，歇了两个星期，昨天才重新开始练。
B: 小心点，你还要写代码呢。
A: 说到这个，我换工作了，不在天河干了。
B: 啊？为什么？
A: 来回跑太累。现在在佛山一家做工业软件的公司，骑电动车到村里二十分钟，每周三还能在家办公。
B: 工资呢？
A: 少了两千，但晚上能去祠堂练狮子，值。
B: 我这边好多了。桂花乌龙卖爆了，七月份营业额超过了开业那个月。
A: 厉害！
B: 又招了一个店员，现在三个。我妈也天天来帮忙收银，顺便管我吃饭。
A: 你妈肯定比你会算账。
B: 她确实抓到过一次找错钱，多找了五十。
"""),
    ("2027年10月31日 21:00", """
A: 我们拿奖了！省里的传统醒狮比赛，铜奖。
B: 哇！什么时候比的？
A: 十月二十三号，在佛山的体育馆。我们报的是地狮，还不敢报高桩。
B: 谁舞的狮头？
A: 我。狮尾还是阿杰。梁伯坐在第一排，鼓一停他就站起来了。
A: 还有件事：梁伯不当教练了，交给他儿子梁志华，他说自己腰不行了，以后只管敲鼓。
B: 换了教练，你们还习惯吗？
A: 志华哥比梁伯严，一个动作要求做二十遍。
B: 我这边也有大事：第二家店开了！
A: 在哪儿？
B: 五一广场，国庆那天开的，十月一号。租金两万，比第一家贵好多，但人流量是三倍。
A: 一年开两家，你要当连锁老板了。
B: 先别夸，我现在每天在两个店之间跑，瘦了六斤。
"""),
    ("2027年12月12日 20:30", """
B: 最近还天天舞狮子吗？
A: 不光舞，还教。村里小学开了个醒狮兴趣班，每周三下午，我和阿杰带十二个小朋友。
B: 你不是每周三在家办公吗？
A: 对，就是因为周三在家才能去，下午请两个小时假。
B: 小孩子学得怎么样？
A: 有个九岁的小姑娘鼓打得比我好。志华哥说她以后能当狮头。
A: 我现在也开始练高桩了，先在一米的桩上走，明年想报高桩比赛。
B: 春节回村里吗？
A: 当然。大年初一要去村里十七户人家门口采青，从早上七点舞到天黑。
B: 我跟你说，第一家店我关了，上个月底关的。
A: 啊？是因为隔壁那家吗？
B: 一半是，一半是我两个店跑不过来。现在就剩五一广场那一家，店员都调过去了。
A: 留下的那家是赚钱的那家，也算对了。
B: 春节你给我发个采青的视频，我挂在店里的屏幕上放。
"""),
], """
1 | D1:8 D2:2 D2:4 | 何俊在狮子里的位置是怎么变的？ | 一开始因为个子高先练狮尾，七个星期后原来舞狮头
  的阿强去深圳打工，梁伯让他改舞狮头
1 | D1:10 D4:4 D4:6 | 何俊去练狮子的路上要花的时间有什么变化？ | 以前从天河坐地铁转广佛线，单程一个
  半小时；换到佛山的公司后骑电动车二十分钟
1 | D1:4 D5:6 | 醒狮队的教练是怎么换的？ | 原来是七十岁的梁伯，比赛后梁伯说腰不行了，交给儿子梁志华
  ，自己只管敲鼓
1 | D1:13 D5:11 D6:10 D6:12 | 林晓的奶茶店现在还剩哪一家？ | 只剩十月一号开的五一广场店；学校附近的
  第一家“半糖”十一月底关了
1 | D1:13 D5:11 | 两家店都开着的时候，林晓每月的房租一共多少？ | 三万二：第一家一万二，五一广场两万
1 | D2:10 D4:11 | 林晓店里的店员从几个变成了几个？ | 开业时两个，后来又招了一个，变成三个
2 | D1:3 | 何俊是什么时候在老家看到醒狮采青的？ | 2027年元宵节，2月20日
2 | D2:8 | 林晓的奶茶店是哪天开业的？ | 2027年4月18日，星期日
2 | D3:3 | 何俊第一次正式上场演出是哪天？ | 2027年6月12日，星期六
2 | D4:2 | 何俊的脚是哪天扭伤的，歇了多久？ | 2027年8月14日，歇了两个星期
2 | D5:3 | 省里的传统醒狮比赛是哪天？ | 2027年10月23日
2 | D2:8 D5:11 | 第一家店开业多久以后开了第二家？ | 大约五个半月：4月18日到10月1日
3 | D1:3 | 何俊第一次看到村里舞狮时心情怎样？ | 很感动，鼓一响眼泪都快下来了
3 | D3:8 D3:9 D3:10 | 何俊把第一次上场的红包花掉了吗？ | 没有，照梁伯说的留着，压在电脑底下
3 | D4:6 D4:8 | 何俊觉得换工作少拿工资值得吗？ | 值得，因为晚上能去祠堂练狮子
3 | D5:8 | 新教练和梁伯相比谁更严格？ | 梁志华更严，一个动作要求做二十遍
4 | D1:6 | 梁伯第一次见何俊让他做了什么？ | 扎了半个小时马步
4 | D2:6 | lion head 有多重？ | 四斤多
4 | D2:7 | 何俊的功夫鞋是在哪儿买的，多少钱？ | 在淘宝买的，八十九块
4 | D2:12 | 开业时林晓店里卖得最好的是哪款？ | 芝士葡萄
4 | D3:5 | 采青是怎么回事？ | 狮子去吃挂在高处的生菜和红包，再把生菜吐出来撒给大家，寓意生财
4 | D3:8 | 第一次演出每人分到多少钱？ | 二百，那场队里一共收了三千八
4 | D3:11 | 林晓为对付隔壁推出了什么新品？ | 桂花乌龙，用外婆晒的桂花
4 | D5:3 | 他们在比赛里报的是什么项目？ | 地狮，还不敢报高桩
4 | D6:2 D6:4 | 何俊什么时候去小学教醒狮？ | 每周三下午；他周三在家办公，请两个小时假去
4 | D6:9 | 大年初一何俊要做什么？ | 去村里十七户人家门口采青，从早上七点舞到天黑
5 | D2:4 | 阿强在深圳做什么工作？ |
5 | D3:3 | 开业的那家商场叫什么名字？ |
5 | D4:6 | 何俊的新公司叫什么？ |
5 | D6:6 | 那个九岁小姑娘叫什么名字？ |
""")

_ZH_27 = _conversation("zh-27", "杨蕾", "杨蕊", [
    ("2027年1月24日 20:00", """
A: 蕊蕊，我在普洱了。昆明那边的工作辞掉了。
B: 真辞了？你做会展策划做得好好的。
A: 舅舅膝盖不行了，搬去昆明跟表哥住，他那四十亩咖啡地没人管，我就接过来了。
B: 你懂咖啡吗？你连速溶都喝不惯。
A: 所以才要学嘛。现在正是采收季，十一月到二月，红了的果子一颗颗摘。
B: 种的是什么品种？
A: 卡蒂姆，普洱这边大多是这个，抗病，产量高，就是味道普通。
A: 收购站鲜果现在一公斤四块五，卖过去就没了。我想自己做处理，做精品豆。
B: 听起来要花不少钱。
A: 先花我自己的积蓄。对了，你上次说的援藏，定了吗？
B: 定了，医院批了，去日喀则一年，四月一号出发。
A: 去做什么？
B: 还是ICU护士，去日喀则市人民医院带当地的护士。
A: 那边海拔多高？
B: 三千八。我现在每天爬楼梯练心肺。
"""),
    ("2027年3月14日 21:00", """
B: 采收完了吗？
A: 完了，一共收了三十二吨鲜果。二十五吨卖给了收购站，价钱涨到四块八。
B: 剩下的呢？
A: 留了七吨做蜜处理。我在坡上搭了十二张晒床，离地一米，每天翻三遍。
B: 蜜处理是加蜂蜜吗？
A: 不是，是去掉果皮留着果胶一起晒，晒出来带点甜。
A: 上周有个上海开咖啡店的老周过来杯测，喝完当场说要五百公斤生豆，每公斤六十。
B: 六十！比四块八高多少倍了。
A: 不能这么算，七吨鲜果也就出一吨多生豆。
B: 我这边出发推迟了，不是四月一号了。
A: 怎么了？
B: 要先在成都做体检和高原适应培训，改成四月二十号出发。
A: 多在家待几天也好，跟小陈多吃几顿火锅。
"""),
    ("2027年5月16日 20:30", """
A: 到了没？高反怎么样？
B: 四月二十号到的，头疼了三天，吸了三天氧，现在好了。
A: 医院怎么样？
B: ICU八张床，当地护士很能干，就是设备不太会用，我每天下午给她们上一个小时课。
A: 你在那边吃得惯吗？
B: 糌粑还行，酥油茶喝不惯。你那边呢？
A: 花期刚过，满山白花，像下过雪。我请了两个帮工，都是村里的哈尼族大姐，一天一百二。
B: 都在干什么？
A: 修剪老树，还在东边坡上补种了一千棵铁皮卡的苗，占了五亩地。
B: 铁皮卡是什么？
A: 老品种，产量低，但是好喝。要三年才结果。
A: 上海老周把定金打过来了，一万块。
B: 有人先付钱，这事就靠谱了。
"""),
    ("2027年7月11日 21:30", """
B: 雨季了吧？咖啡还好吗？
A: 东边那块地起了锈病，叶子背面一层黄粉。
B: 严重吗？
A: 农技站的小马来看了，让我喷波尔多液，估计要损失一成。新种的铁皮卡倒没事。
A: 好消息是网店开了，在微信小店卖烘好的豆子，牌子叫“思茅山”，两百五十克一包，六十八块。
B: 卖得动吗？
A: 第一个月卖了一百四十包，大半是我以前的同事买的。
B: 给我寄两包，我请科室的人喝。
A: 日喀则能寄到吗？
B: 能，就是慢，要十天。我跟你说，有个八十多岁的阿妈出院的时候送了我一串念珠，说我是她的“门巴”。
A: 门巴是什么意思？
B: 藏语里的医生。我跟她说我是护士，她不管。我现在每天学十个藏语词。
"""),
    ("2027年9月19日 20:00", """
A: 跟你报个喜，我的蜜处理豆在云南省精品咖啡大赛拿了八十四点五分，进了前十，排第六。
B: 太厉害了！在哪儿比的？
A: 就在普洱，九月十一号。评委里还有一个从台湾来的。
A: 舅舅特地从昆明回来看，在晒床边上站了半天，哭了。
B: 他肯定没想到他的地能这样。
A: 老周也加单了，下一季要一吨生豆，不是五百公斤了，价钱还是六十。
B: 我这边也有件事想跟你商量。
A: 你说。
B: 我想延期，援藏再多待半年，到明年十月。
A: 小陈怎么说？
B: 他一开始不高兴，后来自己也报名了，他是麻醉医生，医院说明年三月派他过来。
A: 你们俩这是要在高原上过日子了。
B: 先过一年再说。
"""),
    ("2027年11月21日 21:00", """
B: 新一季开始摘了吗？
A: 十一月十号开始摘的，今年估计能收三十八吨。
B: 比去年多啊。
A: 多补了肥，雨也好。我还自己建了个小烘焙坊，买了一台一公斤的烘豆机，两万六。
B: 网店还好吗？
A: 到现在一共卖了一千二百包。价钱涨到七十八了，两百五十克。
B: 涨了十块，有人骂吗？
A: 有一个，说以前六十八。我送了他一包挂耳，他又回来了。
A: 帮工也从两个变成四个了，采收季人手不够。
B: 我这边下雪了，医院门口的路都封了两天。
A: 冷不冷？
B: 宿舍有电热毯。阿妈的孙女上个月考上了护校，说以后要跟我一样。
A: 你在那边真的留下东西了。
B: 你那边也是。等你的铁皮卡结果了，给我留一包。
"""),
], """
1 | D1:11 D2:10 D2:12 D3:2 | 杨蕊去日喀则的日子是怎么变的？ | 原定4月1日出发，因为要先在成都做体检和
  高原适应培训，改到4月20日，当天到达
1 | D2:7 D3:12 D5:6 | 老周订的生豆有什么变化？ | 先要五百公斤、付了一万定金，比赛后加到下一季一吨，
  价钱都是每公斤六十
1 | D4:5 D6:6 | 思茅山的豆子价钱是怎么变的？ | 两百五十克一包从六十八涨到七十八
1 | D2:2 D6:2 | 今年预计的鲜果比去年多多少？ | 多六吨：去年三十二吨，今年估计三十八吨
1 | D3:7 D6:9 | 咖啡园的帮工人数是怎么变的？ | 五月请了两个哈尼族大姐，采收季变成四个
1 | D1:11 D5:9 | 杨蕊援藏一共要待多久？ | 原定一年，又延期半年到2028年十月，一共一年半左右
2 | D3:2 | 杨蕊是哪天到的日喀则？ | 2027年4月20日
2 | D5:3 | 云南省精品咖啡大赛是哪天比的？ | 2027年9月11日
2 | D6:2 | 新一季是哪天开始采摘的？ | 2027年11月10日
2 | D2:7 | 老周是什么时候来杯测的？ | 2027年3月14日的前一个星期，三月上旬
2 | D3:9 D3:11 | 新种的铁皮卡大概什么时候能结果？ | 种下后三年，大约2030年
2 | D5:11 | 小陈什么时候会被派到日喀则？ | 2028年三月
3 | D1:4 | 杨蕾以前喜欢喝咖啡吗？ | 不喜欢，连速溶都喝不惯
3 | D5:4 D5:5 | 舅舅对杨蕾得奖有什么反应？ | 很感动，特地从昆明回来，在晒床边站了半天，哭了
3 | D5:10 D5:11 | 小陈对杨蕊延期是什么态度？ | 一开始不高兴，后来自己也报名援藏
3 | D6:7 D6:8 | 涨价有没有赶走客人？ | 基本没有；唯一抱怨的客人收到一包挂耳后又回来了
4 | D1:3 | 杨蕾为什么接手咖啡地？ | 舅舅膝盖不行，搬去昆明跟表哥住，四十亩咖啡地没人管
4 | D1:7 | 咖啡园里种的是什么品种？ | 卡蒂姆，抗病、产量高，味道普通
4 | D2:4 D2:6 | 杨蕾是怎么做蜜处理的？ | 去掉果皮留着果胶一起晒，在坡上十二张离地一米的晒床上，每天
  翻三遍
4 | D3:4 | 日喀则医院的ICU有几张床？ | 八张
4 | D4:2 D4:4 | coffee leaf rust 是怎么处理的？ | 农技站的小马让喷波尔多液，估计损失一成，新种的铁皮
  卡没事
4 | D4:7 | 网店第一个月卖了多少包？ | 一百四十包，大半是以前的同事买的
4 | D4:10 D4:12 | “门巴”是什么意思，谁这么叫杨蕊？ | 藏语里的医生，一位八十多岁的阿妈出院时这么叫她
4 | D6:4 | 杨蕾的烘豆机多少钱？ | 一公斤的，两万六
4 | D3:12 | 老周付了多少定金？ | 一万块
4 | D6:12 | 阿妈的孙女最近有什么消息？ | 考上了护校，说以后要跟杨蕊一样
5 | D4:4 | 农技站小马的全名是什么？ |
5 | D2:7 | 老周的咖啡店叫什么名字？ |
5 | D5:11 | 小陈在成都哪家医院工作？ |
5 | D1:3 | 表哥在昆明做什么工作？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_26 = _conversation("ja-26", "大西", "健太", [
    ("2027年2月28日 20:30", """
A: 健太、兄ちゃん、落語始めたわ。
B: 落語？ 兄ちゃんが？ 人前で喋るの一番苦手やったやん。
A: せやから始めたんや。天満の区民センターでやってる社会人の落語教室。月に二回、土曜の午後。
B: 誰が教えてんの？
A: 梅屋小はるっていうプロの噺家さん。うちの事務所の顧問先の奥さんの知り合いでな、紹介してもろた。
B: 会計士が落語って、ネタは何やるん？
A: 最初は「時うどん」。うどん屋で勘定をごまかす噺や。師匠が「数字に強い人にはぴったり」て笑てた。
B: 高座名とかあるの？
A: 仮やけど「会計亭そろばん」。扇子と手ぬぐいは天神橋の店で三千円で買うた。
B: 美穂さんは何て？
A: 風呂場で稽古してたら、うるさいって怒られた。
B: こっちも報告。四月から五島に行くことになった。
A: 五島？ 長崎の島の？
B: 福江島の小学校に異動。島の学校、前から希望出してたから。とりあえず二年。
A: 釣り好きにはたまらんやろ。
"""),
    ("2027年4月18日 21:00", """
A: 島はどうや？
B: 四月一日に着任した。全校三十八人で、僕のクラスは五年生が七人。
A: 七人！ 名前すぐ覚えられるな。
B: 一日で覚えた。放課後、子どもらが釣りのポイント教えてくれる。
A: こっちは三月、確定申告で死んでた。教室も二回休んでもうた。
B: 会計事務所の三月はしゃあないね。
A: 六月五日に教室の発表会があるねん。公民館で、一人十二分。
B: 「時うどん」で出るの？
A: そう。師匠には間が早すぎるって言われてる。笑いを待たんと次の台詞に行ってまうって。
B: 兄ちゃん、いつもせっかちやもん。
A: それと、うどんをすする音。扇子を箸にしてすするんやけど、毎晩練習してたら美穂が「もう本物作るから
  やめて」って。
B: ほんまにうどん作ってくれたん？
A: 三日連続で晩ごはんがうどんやった。
"""),
    ("2027年6月6日 20:00", """
B: 発表会、昨日やったよね？ どうやった？
A: お客さん六十人くらい来てくれた。美穂と事務所の所長も来た。
B: 緊張した？
A: 真ん中で台詞が一つ飛んだ。二秒くらい真っ白になって、でも「えー、うどん屋さん」言うてごまかした。
B: 誰も気づかんかった？
A: 師匠だけ気づいてた。でも、すする音は今日一番やったって褒められた。
A: それで調子に乗って、十月の社会人落語の大会に申し込んだ。池田でやる全国の大会や。
B: 全国！ 予選とかあるん？
A: 七月にビデオ審査。三百人くらい応募して、本選に出られるのは五十人。
B: 島も報告ある。釣りで一メートルのヒラマサ釣った。
A: 一メートル！ 写真送ってや。
B: 送る。あと五月の運動会は、島のおじいちゃんおばあちゃんも全員参加で、綱引きで負けた。
A: 先生が負けたらあかんやろ。
"""),
    ("2027年8月8日 21:30", """
A: 予選、通った。八月二日にメールが来た。
B: おめでとう！ 本選は何やるの？
A: 最初は新しく「代書屋」で行くつもりやったけど、本選は十分以内って決まりで、「代書屋」は二十分かか
  る。
B: ほな、どうするん？
A: 結局「時うどん」に戻した。十二分のやつを十分に削るのが今の宿題。
B: 削るの、会計士の得意技やん。
A: それが、声が枯れてもうてな。耳鼻科で声帯が腫れてる言われて、一週間喋るなって。
B: 事務所の仕事は？
A: 筆談とメールでなんとかしてる。所長には「静かでええわ」言われた。
B: お盆は大阪帰るよ。十三日から十六日。
A: 一人で？
B: 島の病院の看護師さんと付き合ってて、真紀さんっていうんやけど、彼女も一緒に。
A: なんや、それ先に言えや。
"""),
    ("2027年10月17日 20:30", """
B: 大会、先週やったよね？
A: 十日の日曜。決勝には残れへんかったけど、敢闘賞もろた。
B: すごいやん！ 賞状とか？
A: 賞状と、池田の酒蔵のお酒一本。師匠が「初出場で賞取ったのは教室で初めて」言うてた。
B: 「時うどん」、ちゃんと十分に収まった？
A: 九分五十秒。すする音で客席から拍手が来た。
A: それと、事務所で副所長になった。十月から。
B: 昇進やん。落語の時間なくなるんちゃう？
A: 所長が「落語続けるんが条件や」言うてくれた。顧問先との飲み会で一席やらされるけどな。
B: 僕も決めたことがある。島、二年の予定やったけど、三年にしてもらう。
A: 延長？ 真紀さんか。
B: それもあるし、今の五年生を卒業まで見たいねん。
A: ええ先生になったな。
"""),
    ("2027年12月19日 20:00", """
B: 最近も高座出てる？
A: 月一回、近所の老人ホームでボランティアでやってる。第三土曜。
B: おじいちゃんおばあちゃん、笑てくれる？
A: 笑う人半分、寝る人半分。でも寝てる人を起こしたら負けやと思てる。
A: それと、師匠から正式な名前もろた。「会計亭そろばん」やなくて「梅屋そろ八」。
B: 弟子みたいな名前やん。
A: 教室の生徒で名前もろたんは三人目らしい。
B: こっちは十一月に小型船舶の免許取った。
A: 船乗るんか。
B: 島のおじいちゃんから中古の釣り船を四十万で譲ってもらった。
A: 兄ちゃんも乗せてな。
B: お正月は真紀さんの実家に挨拶行くから、大阪は二月になる。
A: ほな二月に、うどん作って待っとくわ。
"""),
], """
1 | D1:9 D6:5 | 大西の高座名はどう変わりましたか？ | 仮の「会計亭そろばん」から、師匠にもらった正式
  な名前「梅屋そろ八」になった
1 | D3:7 D4:3 D4:5 | 大会の本選で演じる噺はどう決まりましたか？ | 新しく「代書屋」をやるつもりだった
  が、本選は十分以内で「代書屋」は二十分かかるため、「時うどん」に戻した
1 | D2:7 D4:5 D5:6 | 「時うどん」の長さはどう変わりましたか？ | 発表会では一人十二分、大会用に十分以
  内に削り、本選では九分五十秒だった
1 | D1:14 D5:10 D5:12 | 健太の島での任期はどう変わりましたか？ | 二年の予定だったが、真紀さんのこと
  と今の五年生を卒業まで見たいことから三年にしてもらう
1 | D3:9 D4:1 D5:2 | 大西は落語の大会でどこまで進みましたか？ | 約三百人の応募からビデオ審査を通って
  五十人の本選に出て、決勝には残れなかったが敢闘賞をもらった
1 | D4:12 D6:12 | 健太が正月に大阪へ帰らないのはなぜですか？ | 島の病院の看護師の真紀さんと付き合っ
  ていて、正月は真紀さんの実家に挨拶に行くため。大阪は二月になる
2 | D3:1 | 教室の発表会はいつでしたか？ | 2027年6月5日（土）
2 | D4:1 | 予選通過の連絡はいつ来ましたか？ | 2027年8月2日
2 | D5:1 D5:2 | 落語の大会の本選はいつでしたか？ | 2027年10月10日（日）
2 | D2:2 | 健太が島の学校に着任したのはいつですか？ | 2027年4月1日
2 | D3:1 D5:2 | 発表会から大会の本選までどのくらいありましたか？ | 約四か月：6月5日から10月10日まで
2 | D5:7 | 大西が副所長になったのはいつからですか？ | 2027年10月から
3 | D1:2 D1:3 | 大西はもともと人前で話すのが得意でしたか？ | いいえ、一番苦手で、だからこそ始めた
3 | D2:9 D2:10 | 健太は兄をどんな性格だと思っていますか？ | せっかち
3 | D1:11 D2:11 D2:13 | 美穂は家での稽古をどう思っていましたか？ | うるさいと思っていた。すする音を
  やめさせるために本物のうどんを三日続けて作った
3 | D5:8 D5:9 | 事務所の所長は大西の落語に理解がありますか？ | ある。副所長にするとき、落語を続ける
  ことを条件にした
4 | D1:3 | 落語教室はいつ、どこでありますか？ | 天満の区民センターで、月二回、土曜の午後
4 | D1:7 | 「時うどん」はどんな噺ですか？ | うどん屋で勘定をごまかす噺
4 | D1:9 | 扇子と手ぬぐいはいくらでしたか？ | 天神橋の店で三千円
4 | D2:2 | 健太のクラスは何人ですか？ | 五年生が七人（全校三十八人）
4 | D3:4 | 発表会の高座で何が起きましたか？ | 真ん中で台詞が一つ飛んで二秒ほど真っ白になったが、「え
  ー、うどん屋さん」でごまかした
4 | D3:10 | 健太は島で何を釣りましたか？ | 一メートルのヒラマサ
4 | D4:7 | 夏に大西の喉はどうなりましたか？ | 声が枯れ、耳鼻科で声帯が腫れていると言われて一週間喋る
  なと言われた
4 | D5:4 | 敢闘賞で何をもらいましたか？ | 賞状と池田の酒蔵のお酒一本
4 | D6:2 | 大西は今どこで高座に上がっていますか？ | 月一回、第三土曜に近所の老人ホームでボランティア
  として
4 | D6:10 | 健太のfishing boatはいくらでしたか？ | 島のおじいちゃんから中古で四十万円
5 | D1:5 | 梅屋小はる師匠の師匠は誰ですか？ |
5 | D3:2 | 事務所の所長の名前は何ですか？ |
5 | D4:12 | 真紀さんはどこの出身ですか？ |
5 | D6:2 | 老人ホームの名前は何ですか？ |
""")

_JA_27 = _conversation("ja-27", "森田", "千尋", [
    ("2027年3月14日 20:00", """
A: 千尋、お父さん、猟師になろうと思う。
B: え、猟師？ 郵便局は？
A: 局は続ける。週末と朝だけだ。去年の秋、田んぼの稲を鹿にほとんどやられただろう。
B: 聞いた。リンゴの木の皮も剥がされたって。
A: 今年の冬はリンゴが四本枯れた。もう柵だけじゃ追いつかん。
B: 免許とかいるんでしょ？
A: まずはわな猟の免許を取る。試験は七月、伊那の合同庁舎で。
B: 鉄砲じゃなくて罠なんだ。少し安心した。
A: 猟友会の小池さんが教えてくれることになった。七十五で、五十年罠をかけてる人だ。
B: お母さんは何て？
A: 肉を持って帰るなら許すと言ってる。
B: 私も報告。四月から福岡に転勤になった。
A: 福岡か。遠いな。
B: 支社の立ち上げで、最低三年。ラーメンは毎日食べられる。
"""),
    ("2027年5月16日 21:00", """
B: 猟の勉強、進んでる？
A: 毎朝五時半に小池さんの罠の見回りについて行ってる。局に出る前に。
B: 何か掛かった？
A: 先週、雌の鹿が一頭。小池さんが止め刺しして、そのあと解体を教わった。
B: 大丈夫だった？ お父さん、魚もさばけないのに。
A: 手が震えたよ。でも小池さんが「命をもらったら全部使え」と言ってな、皮も骨も無駄にしない。
A: 試験の日が変わった。七月四日の予定が、会場の工事で十一日になった。
B: 一週間延びたなら、勉強できるね。
A: 法律の問題が難しい。獲っていい鳥の見分けなんて、写真だと全部同じに見える。
B: 私は四月五日に福岡に引っ越した。部屋は大濠公園の近く。
A: 家賃は？
B: 七万二千円。東京より広くて安い。
A: 朝、池の周りを走れるな。
B: 走ってない。屋台に行ってる。
"""),
    ("2027年7月18日 20:30", """
A: 受かった。わな猟の免許。
B: おめでとう！ いつ分かったの？
A: 金曜に通知が来た。試験は十一日だったから、五日で結果が出た。
B: じゃあもう罠をかけられるの？
A: 狩猟者登録をして、猟期が始まる十一月十五日からだ。それまでは準備。
A: くくり罠を十個買った。一個四千円。
B: 四万円の罠。
A: 来年は鉄砲の免許も取ろうかと思ってる。小池さんが、わなに掛かった猪は鉄砲のほうが安全だって言うか
  らな。
B: それは、お母さんと相談して。
B: 私、猫を飼い始めた。保護猫で、ごまっていう名前。黒い子。
A: 部屋で飼っていいのか？
B: ペット可の部屋に決めたの、最初から飼うつもりだったから。
A: 山笠は見たか？
B: 十五日の追い山を見た。朝四時五十九分に太鼓が鳴って、鳥肌が立った。
"""),
    ("2027年9月19日 21:00", """
A: 納屋の横に解体小屋を建ててる。自分で。
B: 小屋まで？
A: 肉を売るには、保健所の食肉処理業の許可がいる。ステンレスの台と、冷蔵庫と、床に排水溝。
B: いくらかかるの？
A: 全部で百八十万。退職金の前借りみたいなもんだ。
B: 保健所はいつ来るの？
A: 九月二十八日の火曜に検査に来る。
A: それと、先週リンゴ畑に熊が出た。町の防災無線で流れた。
B: えっ、お父さん大丈夫？
A: 見てもいない。足跡だけだ。小池さんが、熊の時期に罠の見回りは一人で行くなって。
B: 一人で行かないでね、本当に。
B: 私のほうは、付き合ってる人がいる。大輔っていう人で、中洲で和食の店の板前をしてる。
A: 板前か。鹿を捌けるか聞いといてくれ。
B: 最初にそれ聞く？
"""),
    ("2027年11月14日 20:00", """
A: 許可が下りた。十月二十日に。
B: おめでとう！ いよいよ明日から猟期だね。
A: ところが、小池さんが足の骨を折った。
B: えっ、いつ？
A: 十一月三日、山で罠を見に行って斜面で滑った。二か月は入院だそうだ。
B: じゃあ明日からは？
A: 一人で始める。小池さんの罠場を任された。熊はもう冬眠に入る頃だから大丈夫だと言われた。
A: 裏山に八つ仕掛ける。残りの二つは予備だ。
B: 気をつけてよ。
A: それと、決めた。郵便局は来年の三月で早期退職する。
B: 本当に？ 三十一年勤めたのに。
A: 罠の見回りと解体で、朝の時間が足りない。お母さんも賛成してくれた。
B: 私も決めたことがある。十一月一日から大輔と一緒に住み始めた。
A: ごまは？
B: ごまも一緒。大輔のほうが猫に好かれてる。
"""),
    ("2028年1月16日 20:30", """
B: 猟はどう？
A: 今シーズン、鹿が十四頭と猪が二頭。
B: すごい！ 肉はどうしてるの？
A: 道の駅と、伊那のレストラン二軒に卸してる。鹿肉は一キロ三千円。
B: 田んぼはもう大丈夫？
A: 罠に加えて、電気柵も張り直した。今年の稲は守れると思う。
A: 小池さんが退院した。杖をついて、解体小屋を見に来てくれた。
B: 何て言ってた？
A: 「床の排水がいい」だけ。あの人にとっては最大の褒め言葉だ。
B: 退職の日は決まった？
A: 三月三十一日。局長が送別会を開いてくれるそうだ。
B: 二月の連休に、大輔と一緒にそっちに行くね。
A: 鹿肉、用意しとく。
B: 大輔が鹿のローストを作るって張り切ってる。
"""),
], """
1 | D1:7 D2:7 D3:3 | わな猟の試験日はどう変わり、結果はどうでしたか？ | 七月四日の予定が会場の工事で
  十一日になり、合格して十六日の金曜に通知が来た
1 | D1:9 D5:3 D5:5 D5:7 D6:7 | 小池さんの立場はどう変わりましたか？ | 森田に罠を教える猟友会の先輩だ
  ったが、十一月三日に足を折って入院し、罠場を森田に任せた。一月に退院し、杖をついて解体小屋を見に来
  た
1 | D1:2 D1:3 D5:10 D6:11 | 森田の郵便局の仕事はどうなりますか？ | 初めは続けるつもりだったが、2028
  年3月31日で早期退職する
1 | D3:6 D5:8 | 買った罠のうち何個を裏山に仕掛け、何個を予備にしましたか？ | 十個のうち八個を仕掛け
  、二個を予備にした
1 | D2:10 D5:13 | 千尋の住まいはどう変わりましたか？ | 四月五日に大濠公園の近くの部屋に引っ越し、十
  一月一日から大輔と一緒に住んでいる
1 | D3:6 D4:5 | 罠と解体小屋に森田はいくら使いましたか？ | 百八十四万円：罠が十個で四万円、小屋が百
  八十万円
2 | D3:2 D3:3 | わな猟免許の合格通知はいつ来ましたか？ | 2027年7月16日（金）
2 | D4:6 D4:7 | 保健所の検査はいつでしたか？ | 2027年9月28日（火）
2 | D5:1 | 食肉処理業の許可が下りたのはいつですか？ | 2027年10月20日
2 | D3:5 D5:2 | 猟期はいつ始まりましたか？ | 2027年11月15日
2 | D5:4 D5:5 | 小池さんはいつ怪我をしましたか？ | 2027年11月3日
2 | D4:7 D5:1 | 保健所の検査から許可が下りるまで何日かかりましたか？ | 二十二日：9月28日から10月20日
  まで
3 | D1:8 | 千尋は父が鉄砲を使うことをどう思っていますか？ | 心配している。罠だと聞いて少し安心した
3 | D2:5 D2:6 | 森田は初めての解体を平気でこなしましたか？ | いいえ、手が震えた
3 | D6:8 D6:9 | 小池さんは解体小屋を気に入りましたか？ | 気に入った。「床の排水がいい」とだけ言い、
  それがあの人の最大の褒め言葉
3 | D4:12 D4:13 D4:14 | 森田は娘の恋人について最初に何を気にしましたか？ | 板前なので鹿を捌けるかど
  うか
4 | D1:3 D1:5 | 森田が猟を始めた理由は何ですか？ | 鹿に田んぼの稲をほとんどやられ、リンゴの木の皮を
  剥がされて四本枯れたから
4 | D1:9 | 小池さんはどんな人ですか？ | 猟友会の七十五歳で、五十年罠をかけている
4 | D1:14 | 千尋はなぜ福岡に行くのですか？ | 支社の立ち上げのための転勤で、最低三年
4 | D2:2 | 森田は毎朝、局に出る前に何をしていますか？ | 五時半から小池さんの罠の見回りについて行く
4 | D3:8 | 森田が鉄砲の免許を考えている理由は？ | 罠に掛かった猪には鉄砲のほうが安全だと小池さんに言
  われたから
4 | D3:10 | 千尋のcatの名前は何ですか？ | ごま。黒い保護猫
4 | D3:14 | 千尋が見た山笠の行事は何ですか？ | 十五日の追い山。朝四時五十九分に太鼓が鳴った
4 | D4:3 | 解体小屋には何が必要ですか？ | ステンレスの台、冷蔵庫、床の排水溝
4 | D6:2 D6:4 | 今シーズンの獲物の数と、肉の卸先は？ | 鹿十四頭と猪二頭。道の駅と伊那のレストラン二
  軒に、鹿肉一キロ三千円で卸している
4 | D6:6 | 田んぼを守るために、罠のほかに何をしましたか？ | 電気柵を張り直した
5 | D4:12 | 大輔の店の名前は何ですか？ |
5 | D6:4 | 伊那のレストランの名前は何ですか？ |
5 | D6:11 | 局長の名前は何ですか？ |
5 | D2:10 | 千尋の会社の名前は何ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_26, _EN_27, _ZH_26, _ZH_27, _JA_26, _JA_27]
