"""An eighth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_7` (and the parsing
helpers of `benchmarks.conversations_data`), over new people and new lives: two English
conversations (en-16, en-17), two in Simplified Chinese (zh-16, zh-17) and two in Japanese
(ja-16, ja-17), each written on its own rather than translated. en-16 is a librarian whose
branch library is to close and who stands for the town council to save it, told to her brother,
from the nomination papers and the count to a lost motion, a won one and the library reopened by
volunteers; en-17 a retired electrician who joins a chess club after a Christmas present, told
to his daughter, from a first league game and a rapidplay to a grandmaster's simul and a county
title, while his first granddaughter is born; zh-16 a graduate who turns down a job in Shenzhen
to sell her father's apples by live stream, told to her cousin, from the first videos and a
hailstorm to a cold store and a village cooperative; zh-17 a physics teacher who takes over his
school's robotics team, told to an old roommate who is giving up smoking, from parts held at
customs to a provincial second place and a national second prize; ja-16 an office worker who
goes home to Kanazawa when her father has a stroke and learns to make sweets at the family shop
from its old craftsman, told to a friend moving to Berlin; ja-17 a father who coaches his son's
junior baseball team and stands in as its manager, told to a friend who is building a house.

Every conversation is two people talking over eight dated sessions spread across months,
thirteen to sixteen turns a session. Facts are said indirectly or through a pronoun, and several
change later (the opening date of a library and its days, a club night, a due date, a minding
day, a shipping date, a box price, a departure to Berlin, a move-in date, a team's size, a
role); numbers and dates are often spelled in words or given relative to the session ("on
Thursday", "yesterday", 上周二, 前天, 先週の土曜, 昨日), some replies carry their subject only
through the turn they answer, and the Chinese and Japanese turns mix in English words or
loanwords (offer, CPA, HR, LINE, MVP). Facts are also said by the listener about her or his own
life (a train driver's training, a baby, an exam and a promotion turned down, giving up smoking,
a move abroad and a class taught there, a house), and by the speaker while telling or answering
someone else (what she told a man at the door, what a councillor said off the record, a former
boss turned down, a coach's message). Look-alike turns (another vote, another prize, another
price, another contest, another sweet, another match) sit beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer: 6
multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and 4 adversarial
(5, answered "Not mentioned in the conversation." with the evidence naming the turn the question
leans on). Multi-hop questions join turns of different sessions, and some count across them (how
many votes, prizes, sales, players); temporal ones ask when, how long ago, how long between, and
in what order, from the sessions' dates; a question on a fact that changed asks for its current
state or how it changed (every turn); inference questions include preferences; the adversarial
ones ask for something never said, in words that were. Questions paraphrase the turns rather
than copying their words ("put her name to" for signed, "turned over" for rolled over, 寄出 for
发货, 返信 for LINE), and a few name a thing in another script or language (TikTok for 抖音,
Instagram for インスタ, Sony for 索尼).

The set was written before any ranker or rule ran on it, without reading the ranking code or the
results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_16 = _conversation("en-16", "Harriet", "Joe", [
    ("8:00 pm on 12 January, 2025", """
A: Joe, they're closing the library. The Kelbrook branch, my branch. The county voted on Thursday.
B: Closing it completely? Where will people go?
A: The nearest one left would be in Halsey, eleven miles away, and the bus goes twice a day.
B: What happens to you?
A: They've offered me a post at the central library in Halsey, same grade. But that's not the point.
B: So what is the point?
A: The town council could take the building over and run it with volunteers. Nobody on the council
  wants to. So I'm going to stand in May.
B: Stand? For the council? You hate speaking in public.
A: I hated it. I spoke at the parish meeting on Tuesday for four minutes and nobody died.
B: Which party?
A: None. Independent. I'm not wearing a rosette for anybody.
B: Good for you. I've got news too: I've applied to train as a driver. I'm tired of checking
  tickets.
A: From guard to driver! How long is the training?
B: Fourteen months if I get in. The assessment day is in February, and it's mostly reaction tests
  and a psychometric thing.
"""),
    ("7:30 pm on 23 February, 2025", """
B: How's the campaign? Do you have posters yet?
A: Not yet. I need ten people to sign my nomination form first, and they have to live in the ward.
B: That shouldn't be hard.
A: I've got eight. Mrs Okafor from the knitting group signed it in the library toilets because she
  didn't want her husband to see.
B: Why not?
A: He's chair of the planning committee. He's a Conservative councillor, and he's standing in my
  ward.
B: So you're running against your regular's husband.
A: It's a small town, Joe.
B: When's the form due?
A: The third of April, by four o'clock, at the town hall. I'm handing it in by hand.
B: I did my assessment day on Wednesday. Passed the reaction tests. The interview's next month.
A: I knew you'd pass. Who does the interview?
B: A panel of three. The trainees start in September if I get through.
A: Then we'll both have new jobs by the autumn, if the town agrees with me.
"""),
    ("9:00 pm on 6 April, 2025", """
A: I'm officially a candidate. I handed the form in on Thursday, an hour before the deadline.
B: How many are standing?
A: Four of us for two seats. Mr Okafor, a Green, a Lib Dem, and me.
B: What's your slogan?
A: "Keep the doors open." My friend Bea designed the leaflets. Two thousand of them, printed for a
  hundred and sixty pounds.
B: Who's delivering two thousand leaflets?
A: Me, Bea and her teenage son, who I'm paying in pizza. We've done the whole of the Meadows estate
  already.
B: Have you been doorstepped by anyone angry?
A: One man told me libraries are obsolete because of the internet. I told him the library is where
  half the town gets the internet.
B: Ha. I had my interview.
A: And?
B: I'm in! Driver training starts on the eighth of September, at the depot in Derby.
A: Joe! Mum will cry.
B: She already did. On the phone, for ten minutes.
"""),
    ("10:30 pm on 4 May, 2025", """
B: Well? I couldn't get a signal on the train, tell me everything.
A: I won. Second place, which is enough, because there were two seats.
B: YOU WON?
A: Six hundred and twelve votes. Mr Okafor topped it with seven hundred and four, and the Green was
  third, thirty-one behind me.
B: So you're on the council with your rival's husband.
A: He's not a rival. He shook my hand at the count and called me "the library lady" in a slightly
  sour way.
B: When was the count?
A: Friday morning, in the sports hall. I hadn't slept. The result came at half past eleven.
B: What happens now?
A: The first full council meeting is on the twentieth. I'm going to put down a motion to take the
  library building over.
B: Will it pass?
A: There are nine councillors. I need five. I think I have three.
B: Count me as a volunteer if it happens. I'll shelve books on my days off.
A: You'll be driving trains.
"""),
    ("8:00 pm on 22 June, 2025", """
A: The motion failed. One councillor was off ill, it was four all, and the mayor used her casting
  vote against.
B: Oh no. Is that it, then?
A: No. The mayor said she'd support it if we had a costed plan and a hundred volunteers signed up.
  So it's coming back in September.
B: A hundred volunteers?
A: We're at sixty-three. The knitting group signed up as a block, all eleven of them.
B: And Mr Okafor?
A: Voted against. But afterwards he told me, off the record, that his wife would never forgive him
  if he did it twice.
B: So he's wavering.
A: He's scared of Mrs Okafor, which is the same thing.
B: When does the library close?
A: The county's last day is the thirty-first of August. After that the building's empty unless we
  take it.
B: I've been sent my rota for training. Classroom for the first four months, then out on the line
  with a driver instructor.
A: Which line?
B: Derby to Crewe, mostly. Slow stopping trains, good for learning.
"""),
    ("9:15 pm on 14 September, 2025", """
B: I'm a week into training. My head is full of signals.
A: How many signals are there?
B: Too many. And the rule book is nine hundred pages.
A: The motion passed on Tuesday!
B: Harriet! What was the vote?
A: Six to two. Mr Okafor voted for it and made a little speech about the library his mother took
  him to.
B: His wife's doing.
A: Completely. She sat in the public gallery with her knitting.
B: So when does it reopen?
A: The first of November, if the insurance is sorted. It'll be called Kelbrook Community Library,
  and it'll be open four days a week instead of six.
B: How many volunteers did you get in the end?
A: A hundred and eighteen. Bea's son put it on TikTok and forty teenagers signed up in a week.
B: Who's in charge of the rota?
A: Me, for the first year. Unpaid. For the day job I start at the Halsey library in October.
"""),
    ("7:45 pm on 9 November, 2025", """
A: We opened yesterday, Joe, a week late because the insurer wanted a new fire door. There was a
  queue round the corner.
B: Who cut the ribbon?
A: Mrs Okafor. I insisted. She cried, and then Mr Okafor cried.
B: How was the first day?
A: Three hundred and forty people came through, and we issued two hundred and twelve books. The
  county's old record for a Saturday was ninety.
B: What about the day job?
A: Halsey's fine. It's a forty-minute drive, and I listen to audiobooks from my own library on the
  way.
B: I drove my first train with passengers on Thursday. With the instructor next to me.
A: How did it feel?
B: I overshot the platform at Uttoxeter by a coach length and had to set back. The instructor said
  everybody does it once.
A: Did anyone notice?
B: A man in the first carriage gave me a thumbs up.
A: Bea wants to start a Saturday homework club for the Meadows kids. I've said yes.
B: You're turning into the mayor.
"""),
    ("8:30 pm on 21 December, 2025", """
B: Christmas at Mum's? Are you bringing anything?
A: Mince pies from the shop. The library's Christmas party used up all my ambition.
B: How did the homework club go?
A: Twenty-two kids most Saturdays. Two retired maths teachers run it, and they argue about long
  division.
B: And the council?
A: They've asked me to chair the new community assets committee from January. Mr Okafor proposed me.
B: Who'd have thought.
A: And the library's opening days are going up. From February it's five days a week, not four,
  because we have so many volunteers.
B: What's the fifth day?
A: Monday. The knitting group wanted Mondays back.
B: My final driving assessment is booked. The fifth of March, Derby to Crewe and back, with an
  examiner.
A: And then you're a real driver?
B: Then I'm a real driver, on my own, and Mum can stop telling people I'm a conductor.
A: You'll have to drive a train to Kelbrook. We don't even have a station.
"""),
], """
1 | D3:3 D4:4 | Who got more votes than Harriet in May, and by how many? | Mr Okafor, with 704
  votes to her 612: 92 more
1 | D5:1 D5:7 D6:6 D6:8 | How did Mr Okafor's vote on taking over the library change, and why? | He
  voted against in June, then for it in September, with his wife watching from the public gallery;
  he had said she would never forgive him if he voted against twice
1 | D5:3 D5:5 D6:12 | How did the number of volunteers grow toward what the mayor asked for? | The
  mayor wanted a hundred; there were 63 in June, and 118 by September after Bea's son's TikTok
  brought in forty teenagers
1 | D5:1 D6:4 D6:6 | How many times did the council vote on the library, and what happened each
  time? | Twice: in June four all, lost on the mayor's casting vote; on Tuesday 9 September passed
  six to two
1 | D1:12 D3:12 D6:1 D7:8 D8:11 | How far has Joe got toward driving trains? | He applied in
  January, passed the assessment and interview, started training in Derby on 8 September, drove
  passengers with an instructor in November, and takes his final assessment on 5 March 2026
1 | D1:5 D6:14 D7:7 | What is Harriet's paid work now, and how does she get there? | At the library
  in Halsey since October, the post the county offered her; a forty-minute drive
2 | D3:1 | When did Harriet hand in her nomination papers? | Thursday 3 April 2025, an hour before
  the four o'clock deadline
2 | D4:8 | When was the election count? | Friday 2 May 2025, in the morning; the result came at
  half past eleven
2 | D6:4 | When did the council vote to take the library over? | Tuesday 9 September 2025
2 | D6:10 D7:1 | When did the community library actually open? | Saturday 8 November 2025, a week
  after the planned 1 November, because the insurer wanted a new fire door
2 | D6:4 D7:8 | Which came first, the motion passing or Joe's first train with passengers, and how
  far apart were they? | The motion, on 9 September 2025; Joe drove passengers on Thursday 6
  November, about two months later
2 | D5:11 D7:1 | How long did the library building stand empty? | From the county's last day, 31
  August, to 8 November 2025: about ten weeks
3 | D1:8 D1:9 | Was Harriet at ease addressing a crowd before the campaign? | No; Joe says she
  hates speaking in public, and four minutes at the parish meeting was a step for her
3 | D1:11 | Would Harriet join a political party to get elected? | Unlikely; she stood as an
  independent and won't wear a rosette for anybody
3 | D4:13 | Would Joe help out at the library? | Yes; he offered to shelve books on his days off
3 | D8:2 | Is Harriet going to bake something elaborate for Christmas? | No; she is bringing shop
  mince pies, the library party used up her ambition
4 | D1:3 | How far would Kelbrook people have to go for another library? | To Halsey, eleven miles
  away, with two buses a day
4 | D2:4 | Where did the knitting-group member put her name to Harriet's papers? | In the library
  toilets, so her husband would not see
4 | D3:5 | What did the campaign leaflets cost to print? | 160 pounds for two thousand, designed by
  Bea
4 | D3:9 | How did Harriet answer the man who said libraries were out of date? | She told him the
  library is where half the town gets the internet
4 | D3:12 | Where is Joe being trained? | At the depot in Derby
4 | D5:1 | What decided the first vote on the library? | The mayor's casting vote, against, after a
  tie of four all
4 | D6:10 | What is the reopened library called? | Kelbrook Community Library
4 | D7:3 | Who opened the library on its first day? | Mrs Okafor cut the ribbon
4 | D7:10 | What went wrong on Joe's first passenger train? | He overshot the platform at Uttoxeter
  by a coach length and had to set back
4 | D8:4 | Who runs the Saturday homework club, and how many come? | Two retired maths teachers;
  about twenty-two children
5 | D4:4 | How many votes did the Lib Dem candidate get? |
5 | D3:5 | What is Bea's surname? |
5 | D6:12 | How many views did Bea's son's TikTok video get? |
5 | D8:6 | Who is the vice-chair of the community assets committee? |
""")

_EN_17 = _conversation("en-17", "Desmond", "Aisha", [
    ("6:30 pm on 19 January, 2025", """
B: Dad, Mum says you've been up till midnight with a chessboard.
A: Your mother bought it me for Christmas, so it's her fault. I've been doing puzzles out of a book.
B: You used to beat me when I was seven.
A: You were seven. I've joined a club now, Castle Street, in the back room of the Rifleman pub.
  Tuesday nights.
B: What are they like?
A: Mostly retired, a couple of students, and a Ukrainian man called Viktor who used to coach
  juniors in Kharkiv. He's taken me under his wing.
B: Is he good?
A: He played me with his back to the board, never looking at it, and won in twenty moves.
B: Oh, Dad.
A: He says I attack like an electrician: lots of wires, no plan.
B: That's fair. I've got news as well. We had a scan on Friday.
A: Aisha! A scan? You mean...?
B: You're going to be a grandad. Due the twenty-fourth of July.
A: I'm going to have to sit down. I am sitting down. I'm going to have to stand up.
"""),
    ("8:00 pm on 2 March, 2025", """
B: How's the chess? Have you played a proper match?
A: My first league game, against Chippenham's fourth team on Tuesday. I lost in thirty-one moves.
B: Oh no.
A: I was winning! I had an extra knight and then I left my queen where his bishop could take it.
B: What did Viktor say?
A: He said, "Desmond, the queen is not a sandwich, you do not leave it on the table."
B: Ha. Do you have a rating yet?
A: Provisional, twelve hundred and fifty. Viktor is two thousand one hundred, so there's a gap.
B: The baby's kicking now. Kwame put his hand on my belly and she kicked him right in the palm.
A: She?
B: We found out last week. It's a girl.
A: A granddaughter. Your mother's already knitting. Pink, she says, although I've told her that's
  old-fashioned.
B: And the club? Still Tuesdays?
A: Not for long. The Rifleman has a quiz on Tuesdays from April, so we're moving to Wednesdays.
"""),
    ("7:15 pm on 13 April, 2025", """
A: I played my first tournament yesterday, the Cheltenham Rapidplay.
B: How many games?
A: Five, twenty-five minutes each. I scored three out of five.
B: Is that good?
A: For a beginner, Viktor says it's very good. I won the prize for the best player under fourteen
  hundred. Thirty pounds and a mug.
B: A mug!
A: It says "Cheltenham Rapidplay 2025" and your mother drinks her tea out of it to annoy me.
B: Did you lose to anyone interesting?
A: A girl of eleven, with plaits, who ate crisps the whole time and beat me in eighteen moves.
B: Dad!
A: She's rated sixteen hundred. I didn't feel too bad after.
B: The midwife says the baby might come early. I'm measuring big.
A: How early?
B: Could be early July. They'll check again at the thirty-two-week scan.
"""),
    ("9:00 pm on 18 May, 2025", """
B: Any more tournaments?
A: Not yet. But guess who I beat on Wednesday.
B: Viktor?
A: Viktor. At blitz, five minutes each. One game out of eight, but I beat him.
B: Did he mind?
A: He shook my hand and then beat me seven times in a row to make a point.
B: Typical.
A: My rating's up to thirteen hundred and eighty.
B: Kwame and I have picked a name, but we're not telling anyone until she's here.
A: Not even your old dad?
B: Especially not you. You'd tell the whole club.
A: I would, yes.
B: Also I've started my maternity leave early. The practice gave me extra weeks because I'm on my
  feet all day with dogs.
A: Good. No more lifting Great Danes onto tables.
"""),
    ("8:30 pm on 13 July, 2025", """
A: How's my granddaughter?
B: Perfect and loud. She came on Tuesday, the eighth, at four in the morning, eight pounds two.
A: I know, I was there by nine. I'm asking how she is today.
B: She's asleep, which is how I know she's perfect.
A: And can you tell people the name now?
B: Yes. Efua Jean. Efua after Kwame's grandmother, and Jean after Mum.
A: Your mother has told the entire street. I've only told the chess club.
B: You said you wouldn't tell anyone!
A: You said don't tell until she's here. She's here.
B: Fair. What's happening at the club?
A: There's a grandmaster doing a simul in Swindon in August, playing thirty people at once.
  Viktor's signed us both up.
B: You'll get crushed.
A: Everybody gets crushed. The point is to last past move twenty.
B: Good luck. Efua says she believes in you.
"""),
    ("7:00 pm on 7 September, 2025", """
B: How was the grandmaster?
A: She was terrifying. Grandmaster Irina Volkova, thirty boards, walking round the room in trainers.
B: How long did you last?
A: Thirty-eight moves. I was one of the last six. Then she forked my rook and king with a knight
  and that was that.
B: Thirty-eight! Past twenty!
A: She signed my score sheet. "Good fight." I've framed it.
B: Where is it hanging?
A: In the downstairs loo, because your mother won't let it in the lounge.
B: I'm going back to work in January. Three days a week.
A: Who'll have Efua?
B: Kwame's mum two days, and we were hoping you and Mum might do Thursdays.
A: Thursdays. Yes. Chess is Wednesdays now, so Thursdays are free.
B: Mum already said yes before I'd finished asking.
A: She always does.
"""),
    ("8:45 pm on 26 October, 2025", """
A: I'm entered in the county championship, the over-sixty-fives section.
B: That sounds very grand.
A: Nine of us, eight old men and one old woman, Brenda, who's been champion four times.
B: When is it?
A: Two weekends, the first and second of November and then the fifteenth and sixteenth. Five rounds.
B: What's Viktor's advice?
A: Don't play into Brenda's favourite opening. He's spent three Wednesdays teaching me how to avoid
  it.
B: Efua rolled over on Monday. Front to back. Kwame missed it because he was making toast.
A: The toast will never forgive him.
B: Also, the practice wants me on Saturdays instead of Thursdays when I go back. Could you and Mum
  do Saturday mornings instead?
A: Saturday mornings it is. I'll skip the weekend tournaments.
B: You don't have to.
A: I want to. Tournaments come round again; she'll only be small once.
B: Dad, you'll make me cry.
"""),
    ("6:45 pm on 30 November, 2025", """
B: Well? The championship?
A: I won, Aisha. Four out of five. I'm the county's over-sixty-fives champion.
B: DAD!
A: I drew with Brenda in the last round, which was enough. She shook my hand and said I'd be harder
  to beat next year.
B: Did you avoid her opening?
A: She didn't play it. She played something else entirely and I had to think for myself.
B: What did you win?
A: A small silver cup with my name going on it, and a hundred pounds, which I've put towards Efua's
  savings account.
B: That's lovely.
A: And the primary school on Westlea Road has asked me to run their after-school chess club.
  Fridays, from January.
B: You'll be Viktor.
A: I'll be a worse Viktor. He's lending me thirty sets.
B: What's your rating now?
A: Fifteen hundred and twenty. The girl with the plaits is at eighteen hundred.
"""),
], """
1 | D2:8 D4:8 D8:14 | How has Desmond's rating moved since his first league game? | Provisional
  1,250, then 1,380 by May, and 1,520 after the county championship
1 | D1:4 D2:14 D6:12 | On which evening does Desmond's chess club meet now? | Wednesdays; it met on
  Tuesdays until April, when the pub started a quiz night on Tuesdays
1 | D1:13 D3:14 D5:2 | When was the baby expected, and when did she arrive? | Due 24 July, perhaps
  early July; born on Tuesday 8 July 2025
1 | D6:11 D6:12 D7:10 D7:11 | When will Desmond and his wife look after Efua once Aisha is back at
  work? | Saturday mornings, changed from Thursdays because the practice wants Aisha on Saturdays
1 | D3:5 D8:2 D8:8 | How many chess prizes has Desmond won, and what were they? | Two: the
  under-1,400 prize at the Cheltenham Rapidplay (thirty pounds and a mug) and the county over-65
  title (a silver cup and a hundred pounds)
1 | D2:11 D5:6 | What is Aisha's baby called, and who is she named after? | A girl, Efua Jean: Efua
  after Kwame's grandmother and Jean after Aisha's mother
2 | D2:2 | When did Desmond play his first league game? | Tuesday 25 February 2025
2 | D3:1 | When was the Cheltenham Rapidplay? | Saturday 12 April 2025
2 | D5:2 | When was Efua born? | Tuesday 8 July 2025, at four in the morning
2 | D4:2 D4:4 | When did Desmond first beat his coach? | Wednesday 14 May 2025, at blitz
2 | D7:5 D7:8 | Which came first, Efua rolling over or the start of the county championship? | Efua
  rolled over on Monday 20 October 2025; the championship began on 1 November
2 | D5:2 D7:8 | How old was Efua when she first turned over? | About fifteen weeks: born 8 July,
  rolled over 20 October 2025
3 | D6:8 | Would Desmond's wife hang his framed score sheet in the living room? | No; she won't let
  it in the lounge, so it hangs in the downstairs loo
3 | D7:11 D7:13 | Would Desmond put a tournament before minding his granddaughter? | No; he will
  skip weekend tournaments because she will only be small once
3 | D1:10 | Is Desmond a patient, positional player? | No; Viktor says he attacks like an
  electrician, lots of wires and no plan
3 | D4:11 D5:7 | Can Desmond keep family news to himself? | Not really; Aisha kept the name back
  because he would tell the club, and he told the club as soon as the baby came
4 | D1:4 | Where does the chess club meet? | In the back room of the Rifleman pub (the Castle
  Street club)
4 | D1:6 | Where did Desmond's coach work before? | He coached juniors in Kharkiv
4 | D2:4 D2:6 | How did Desmond throw away his first league game? | He was a knight up but left his
  queen where a bishop could take it
4 | D3:9 D3:11 | Which opponent at the rapid tournament was a child? | A girl of eleven with
  plaits, rated 1,600, who beat him in eighteen moves
4 | D4:13 | Why did Aisha stop work before her due date? | The practice gave her extra weeks
  because she is on her feet all day with dogs
4 | D5:11 | How many people did the grandmaster take on at once? | Thirty
4 | D6:4 | How did the grandmaster finish Desmond off? | A knight fork of his rook and king, after
  thirty-eight moves
4 | D7:3 | Who is the strongest player in Desmond's section? | Brenda, champion four times
4 | D8:8 | What did Desmond do with his prize money? | Put the hundred pounds towards Efua's
  savings account
4 | D8:10 D8:12 | What will Desmond do at the Westlea Road primary school? | Run its after-school
  chess club on Fridays from January, with thirty sets lent by Viktor
5 | D6:2 | Which country does Irina Volkova play for? |
5 | D3:9 | What was the name of the girl with plaits? |
5 | D7:1 | What was the entry fee for the county championship? |
5 | D5:2 | At which hospital was Efua born? |
""")


# --- Chinese -------------------------------------------------------------------------------------

_ZH_16 = _conversation("zh-16", "苏晓雨", "林珊", [
    ("2025年6月8日 晚上9:00", """
A: 姐，我决定了，毕业不去深圳了，回洛川帮我爸卖苹果。
B: 那家公司的offer不要了？月薪一万二呢。
A: 拒了。我爸去年的苹果一斤才卖一块八，贩子压价压得太狠了。
B: 你打算怎么卖？
A: 做直播。在抖音上开个号，直接卖给城里人。
B: 你爸同意吗？
A: 他说年轻人瞎折腾，但我妈支持我。她说总比苹果烂在地里强。
B: 你家有多少亩？
A: 十二亩，都是红富士，十月中旬才能摘。
B: 那还有四个月，先把号养起来。
A: 对，我打算先拍果园日常，开花、套袋、打药这些。
B: 我这边也忙，CPA报了三门，八月底考。
A: 三门？你上班还考得过来？
B: 只能每天下班学到十二点。
"""),
    ("2025年7月13日 晚上10:00", """
B: 号做得怎么样了？
A: 发了二十几条视频，粉丝刚过三千。有一条我爸给苹果套袋的视频火了，播放量八十多万。
B: 哇，你爸出镜了？
A: 偷拍的。他不知道，后来村里人跟他说他上抖音了，他还挺得意。
B: 哈哈。账号叫什么？
A: "洛川小苏家的果园"。本来想叫"苹果妹"，我妈说太土。
B: 有人问什么时候卖吗？
A: 天天有人问。我打算开个预售，十月十五号发货。
B: 定价多少？
A: 十斤装的礼盒，八十五块包邮。
B: 快递费算了吗？
A: 算了，谈了个快递，一单十二块。纸箱和泡沫网套另算，一单大概六块。
B: 我上周发烧了，三十九度，请了两天假，复习全耽误了。
A: 身体要紧，别硬撑。
"""),
    ("2025年8月31日 晚上9:30", """
A: 姐，CPA考完了吧？
B: 昨天刚考完最后一门。会计和税法感觉还行，经济法够呛。
A: 什么时候出成绩？
B: 十一月下旬。你的预售怎么样？
A: 开了十天，卖了六百多单。
B: 六百单就是六千斤啊。
A: 对，我家一年也就三万斤左右，好的能装礼盒的一半。
B: 那还能卖不少。
A: 不过出了个问题，上周下了一场冰雹，东边那三亩的果子被打伤了不少。
B: 啊，严重吗？
A: 有疤，不影响吃，但不能装礼盒了。我想把它们做成"丑苹果"，便宜卖，五十块十斤。
B: 好主意，城里人就吃这一套。
A: 我爸一开始不让，说丢人。后来邻居王叔说他家的丑苹果也想一起卖，我爸就不吭声了。
"""),
    ("2025年10月19日 晚上11:00", """
B: 开始发货了吗？
A: 前天开始摘，今天第一批发了两百单。本来说十五号发货，晚了几天，因为今年果子熟得慢。
B: 顾客没意见吗？
A: 我提前在直播间说了，大部分人都说等得起。也有十几个退款的。
B: 直播间现在多少人看？
A: 最多的一次同时在线两千多人，就是在果园里现场摘的那场。
B: 你爸呢？
A: 他现在是直播间的"网红"，大家都叫他苏叔。他每次都要说一句"我们家苹果脆"。
B: 包装谁来弄？
A: 请了村里四个阿姨，一天一百二。我妈管质检，有一点疤的都挑出来。
B: 丑苹果卖得怎么样？
A: 比礼盒还好卖，王叔家的也快卖光了。
B: 我跟你说，我们部门经理问我要不要去苏州分公司，升主管。
A: 好事啊，你去吗？
B: 还在考虑，苏州离我男朋友太远。
"""),
    ("2025年11月23日 晚上10:30", """
A: 姐，成绩出了吗？
B: 出了！会计和税法都过了，经济法五十八分，差两分。
A: 太可惜了！明年再考一门就行了吧。
B: 对。苏州那边我也决定了，不去，跟经理说了。
A: 你男朋友知道吗？
B: 知道，他请我吃了顿火锅庆祝。
A: 我这边今年的苹果基本卖完了。
B: 一共卖了多少？
A: 礼盒一千九百多单，丑苹果八百多单，加起来差不多两万五千斤。
B: 算下来，比卖给贩子多挣多少？
A: 我爸自己算的，说多挣了四万多。他现在逢人就说闺女会做生意。
B: 有没有退货的？
A: 有二十几单说磕碰了，我都补发了。最怕的是坏果，一箱里有一个坏的，评论就完了。
"""),
    ("2025年12月14日 晚上9:00", """
B: 苹果卖完了，你在忙什么？
A: 村支书找我了，说想让我帮全村卖，成立个合作社。
B: 全村？多少户？
A: 三十多户。他们看我家卖得好，都想搭车。
B: 那你不就成老板了。
A: 哪有，责任太大了。品控不好，砸的是我的号。
B: 那你答应了吗？
A: 答应了，但有个条件，每户的果子都要我妈检过才能用我的牌子。
B: 你妈成质检总监了。
A: 她还挺高兴的。对了，县里还给我发了个"返乡创业青年"的奖，奖金五千。
B: 奖金怎么花？
A: 买了台冷库的二手压缩机，明年果子能存到春节卖。
B: 我这周开始学车了，每周六练。
A: 你终于学了！
"""),
    ("2026年1月18日 晚上9:30", """
A: 冷库装好了，能放八万斤。
B: 这么大？
A: 合作社三十多户一起用，不算大。年货节我们把存的苹果拿出来卖了一批。
B: 过年卖得好吗？
A: 礼盒涨到九十五一箱，还是供不应求。一个上海的公司一下订了三百箱发给员工。
B: 是哪家公司？
A: 一家做游戏的，HR在直播间里看到的。
B: 厉害。你爸现在还说你瞎折腾吗？
A: 他现在说是他当初支持我的。
B: 哈哈，你妈不拆穿他？
A: 我妈说：随他吧。
B: 我科目一考过了，一百分。
A: 满分啊！姐你考试真厉害。
B: 除了经济法。
"""),
    ("2026年3月8日 晚上10:00", """
B: 今年春天有什么打算？
A: 合作社注册下来了，叫"洛川苏家坡苹果专业合作社"，我是理事长。
B: 理事长！比我们经理官还大。
A: 名字好听而已。现在有三十八户入社了。
B: 还是直播卖吗？
A: 直播还做，另外跟一家连锁超市谈了，他们想要一万斤做春季促销。
B: 价钱好吗？
A: 比贩子高，比直播低，一斤三块五。好处是量大，不用一单一单发。
B: 你爸妈呢？
A: 我爸在学剪辑，说要自己拍视频。我妈说他拍的全是他自己。
B: 哈哈哈。我四月考经济法，这次一定过。
A: 考完来洛川看花吧，四月中旬苹果花正开。
B: 好，那时候我车也该学完了，我开车去。
A: 从上海开到洛川？一千四百公里，你还是坐高铁吧。
"""),
], """
1 | D2:10 D7:5 | 礼盒苹果的价格是怎么变的？ | 预售时十斤装八十五元包邮；年货节涨到九十五元一箱
1 | D3:11 D5:9 | 苏晓雨今年一共卖出多少单，分别是什么？ | 礼盒一千九百多单，冰雹打伤做成的丑苹果八
  百多单，合计约两万五千斤
1 | D1:7 D3:13 D5:11 D7:9 | 苏晓雨的父亲对她卖苹果的态度是怎么变的？ | 起初说年轻人瞎折腾、不让卖
  丑苹果；后来逢人夸闺女会做生意，现在说是他当初支持她的
1 | D1:12 D3:2 D5:2 D8:11 | 林珊的CPA考得怎么样？ | 报了三门，会计和税法通过，经济法五十八分差两分
  ，四月再考
1 | D4:13 D4:15 D5:4 | 林珊最后去苏州升职了吗？ | 没去；经理让她去苏州分公司升主管，因为离男朋友太
  远，她决定不去
1 | D6:2 D6:4 D8:2 D8:4 | 村里的合作社是怎么办起来的，现在有多少户？ | 村支书请她帮全村卖，起初三
  十多户；注册为洛川苏家坡苹果专业合作社，她任理事长，现在三十八户
2 | D2:8 D4:2 | 第一批苹果实际是哪天寄出的？ | 2025年10月19日，原定10月15日，因为果子熟得慢
2 | D3:2 | 林珊是哪天考完CPA的？ | 2025年8月30日
2 | D4:2 | 今年的苹果是哪天开始采摘的？ | 2025年10月17日
2 | D1:1 D8:2 | 从决定回乡到当上合作社理事长，苏晓雨用了多久？ | 约九个月：2025年6月决定，2026年3
  月合作社注册下来
2 | D3:9 D4:2 | 冰雹和开始摘苹果，哪个在先，相隔多久？ | 冰雹在先，2025年8月下旬（8月18日到24日那
  一周）；10月17日开始摘，相隔近两个月
2 | D6:13 D7:12 | 林珊开始学车后多久考过了科目一？ | 约一个月：2025年12月中旬开始学，2026年1月中旬
  前考过
3 | D1:2 D1:3 | 苏晓雨看重大城市的高薪工作吗？ | 不太看重；她拒了深圳月薪一万二的offer回乡卖苹果
3 | D2:6 | 苏晓雨的母亲喜欢土气的名字吗？ | 不喜欢；她嫌"苹果妹"太土
3 | D6:6 D6:8 | 苏晓雨会让合作社里任何一户的果子都用她的牌子吗？ | 不会；每户的果子都要她妈检过才
  能用她的牌子
3 | D8:12 D8:14 | 苏晓雨觉得林珊应该怎么来洛川？ | 坐高铁；从上海开车一千四百公里太远
4 | D1:9 | 苏家的果园有多大，种的是什么？ | 十二亩红富士
4 | D2:2 | 哪条视频让账号火了？ | 她爸给苹果套袋的视频，播放量八十多万
4 | D2:6 | 苏晓雨的TikTok账号叫什么名字？ | "洛川小苏家的果园"（抖音）
4 | D2:12 | 每单的快递费是多少？ | 十二元；纸箱和泡沫网套另算，约六元
4 | D3:11 | 被冰雹打伤的苹果是怎么处理的？ | 做成"丑苹果"，五十元十斤便宜卖
4 | D4:6 | 哪一场直播观众最多？ | 在果园现场摘苹果那场，同时在线两千多人
4 | D4:10 | 打包请了谁帮忙？ | 村里四个阿姨，一天一百二十元
4 | D6:10 D6:12 | 县里发的奖金用来做什么了？ | 五千元"返乡创业青年"奖金，买了冷库的二手压缩机
4 | D7:5 D7:7 | 谁一下子订了三百箱？ | 上海一家做游戏的公司，HR在直播间看到的
4 | D8:8 | 连锁超市的收购价是多少？ | 一斤三块五，要一万斤
5 | D7:5 | 订三百箱的那家游戏公司叫什么名字？ |
5 | D5:6 | 林珊的男朋友叫什么名字？ |
5 | D3:13 | 王叔家有多少亩果园？ |
5 | D8:6 | 那家连锁超市叫什么名字？ |
""")

_ZH_17 = _conversation("zh-17", "陈立", "周凯", [
    ("2025年9月14日 晚上9:30", """
A: 老周，我被校长点名了，今年带学校的机器人队。
B: 你不是教物理的吗？
A: 原来带队的计算机老师暑假调走了，全校就我一个会焊电路板的。
B: 比赛什么时候？
A: 省赛十二月，在南京。拿到前三名才能去全国赛。
B: 队里几个人？
A: 五个，高二的三个，高一的两个。队长是个女生，叫林可，写程序比我还厉害。
B: 经费呢？
A: 学校批了三万，零件从美国订，光一套电机就要八千。
B: 够吗？
A: 不够也得够。对了，你戒烟戒得怎么样了？
B: 第十二天。嘴里嚼口香糖嚼得腮帮子疼。
A: 坚持住，嫂子肯定高兴。
B: 她说坚持到过年就给我买那台相机。
"""),
    ("2025年10月12日 晚上10:00", """
B: 机器人做得怎么样了？
A: 别提了，美国的零件卡在海关，说要等三周。
B: 那怎么办？
A: 先用旧的凑合，去年剩下的底盘还能用，就是轮子磨得厉害。
B: 今年比赛是什么任务？
A: 机器人要把球投进不同高度的筐里，最后三十秒还要自己爬上一个台子。
B: 听着挺难的。
A: 爬台子最难。张浩，就是那个高一的，画了一个钩子的设计，我觉得能行。
B: 高一的孩子就会画图了？
A: 他爸是开模具厂的，他从小在厂里玩。
B: 我跟你说个事，我又抽了。
A: 啊？多久了？
B: 上周五跟客户吃饭，人家递过来一根，没忍住。后来又抽了几根。
A: 那相机没了。
B: 重新开始算，今天是第二天。
"""),
    ("2025年11月9日 晚上9:00", """
A: 零件到了，上周二到的，比说的晚了一周。
B: 来得及吗？
A: 只剩一个月，孩子们每天放学练到九点，周末全天。
B: 家长不反对？
A: 有一个家长打电话给校长，说耽误学习。校长说期中考试队员平均分还进步了，那个家长就没话了。
B: 哈哈，成绩说话。
A: 林可把投篮的程序重写了，现在十个球能进八个。
B: 爬台子呢？
A: 张浩的钩子试了二十次，成功了十四次。
B: 比赛规则里能带备用零件吗？
A: 能，一个箱子以内。我准备带两个备用电机。
B: 我这边第三十天了，没再碰。
A: 好样的。
B: 我老婆说相机的事可以重新谈了。
"""),
    ("2025年12月14日 晚上11:00", """
B: 省赛结果出来了吗？
A: 出来了，第二名！能去全国赛了。
B: 恭喜啊！比赛顺利吗？
A: 一点也不顺。第二轮的时候一个电机烧了，冒烟了，裁判给了我们五分钟换。
B: 幸亏带了备用的。
A: 换电机的是林可，四分半钟换完。全场都在给她鼓掌。
B: 第一名是谁？
A: 南京本地的一所学校，人家是连续三年的冠军，我们输了十二分。
B: 全国赛在哪儿？
A: 明年四月，在合肥。学校说经费再给两万。
B: 孩子们高兴坏了吧。
A: 张浩在回来的大巴上睡着了，抱着机器人睡的。
B: 比赛是哪天？
A: 上周六，一天比完。
"""),
    ("2026年1月11日 晚上9:30", """
A: 全国赛的规则出来了，和省赛一样的任务，不过台子升高了十厘米。
B: 那钩子还能用吗？
A: 张浩在改，说寒假要去他爸的厂里做个金属的。
B: 寒假也练？
A: 练一周，春节前。学校同意把实验室开给我们。
B: 家长这回没意见了吧？
A: 没有，省报还登了一篇报道，家长们都转发了。
B: 你出名了。
A: 照片上是林可，我只露了半个后脑勺。
B: 我那相机买了，索尼的，八千多。
A: 戒烟满一百天了？
B: 还差一个星期。我老婆说不等了，先买了，说这是押金。
A: 押金？
B: 要是我再抽，就把相机卖了。
"""),
    ("2026年3月1日 晚上10:00", """
B: 全国赛准备得怎么样了？
A: 出了个大事，林可差点去不了。
B: 怎么了？
A: 她爸妈说马上高三了，怕耽误学习，不让她再参加比赛。
B: 那谁写程序？
A: 我去她家跟她爸妈谈了一次，说程序已经写好了，只是去比赛三天。
B: 他们同意了？
A: 同意了，条件是她期中考试要进年级前五十。
B: 她能做到吗？
A: 上次是第三十二。
B: 那没问题。
A: 金属钩子做好了，在厂里试了五十次，成功四十六次。
B: 比赛日期定了？
A: 四月十八号到二十号，三天。
"""),
    ("2026年4月26日 晚上9:00", """
B: 全国赛怎么样？一直等你消息。
A: 全国第九名，二等奖。
B: 第一次去就拿了二等奖！
A: 前八名是一等奖，我们差一名。最后一场爬台子，钩子挂上了，又滑下来了。
B: 太可惜了。
A: 孩子们哭成一片，张浩哭得最厉害。我请他们吃了顿火锅。
B: 林可呢？
A: 她还挺冷静，说明年还来。她爸妈在看台上，比她还激动。
B: 学校怎么说？
A: 校长说明年经费翻倍，还要给机器人队一间专门的教室。
B: 那你明年还带？
A: 带。我已经报了一个暑假的机器人教练培训，在上海，十天。
B: 我这边，两百天了。
A: 真的戒了！
B: 体检肺功能正常了，医生说我现在的肺像五年前的。
"""),
    ("2026年6月14日 晚上10:30", """
A: 老周，林可期中考了年级第十八。
B: 她爸妈该放心了。
A: 放心了，她爸还来学校问明年比赛能不能当家长志愿者。
B: 哈哈，从反对变成志愿者。
A: 新教室装修好了，九月开学就能用。
B: 新队员招了吗？
A: 报名的有四十多个，只能要八个。明年队伍扩大到八个人。
B: 怎么选？
A: 让林可和张浩出题，做一个小机器人，一周内交。
B: 你越来越像教练了。
A: 七月去上海培训那十天，找你吃饭。
B: 好，我请你，不过别在我面前提烟。
A: 我不提。你把相机带上，给我拍几张。
B: 行，我现在拍鸟拍上瘾了。
"""),
], """
1 | D3:9 D6:12 | 爬台子的钩子成功率是怎么提高的？ | 省赛前试二十次成功十四次；改成金属钩子后试五十
  次成功四十六次
1 | D1:12 D2:13 D2:15 D5:12 D7:13 | 周凯戒烟的经过是怎样的？ | 九月戒到第十二天，十月初和客户吃饭
  又抽了，重新开始；一月还差一周满一百天，到四月满两百天
1 | D1:9 D4:10 D7:10 | 学校给机器人队拨了哪些钱？ | 起初三万，去全国赛再给两万，明年经费翻倍，还给
  一间专门教室
1 | D4:2 D4:8 D7:2 D7:4 | 机器人队在两次比赛中成绩如何？ | 省赛第二名，比冠军少十二分；全国赛第九
  名，二等奖，差一名进一等奖
1 | D6:4 D6:8 D8:1 D8:3 | 林可的父母对她参赛的态度是怎么变的？ | 先怕耽误学习不让参加；条件是期中
  进年级前五十，她考了第十八；她爸现在想当家长志愿者
1 | D1:7 D8:7 | 机器人队原来有几个人，明年有几个？ | 原来五个（高二三个、高一两个），明年扩大到八个
2 | D3:1 | 美国的零件是哪天到的？ | 2025年11月4日（周二），比说的晚了一周
2 | D4:14 | 省赛是哪天比的？ | 2025年12月6日（周六）
2 | D6:14 | 全国赛是哪几天？ | 2026年4月18日到20日
2 | D2:13 | 周凯是哪天破戒又抽烟的？ | 2025年10月3日（周五），和客户吃饭时
2 | D3:1 D4:14 | 零件到了以后隔了多久比的省赛？ | 约一个月：11月4日到12月6日
2 | D4:14 D7:2 | 从省赛到在全国赛拿二等奖，隔了多久？ | 四个多月：2025年12月6日到2026年4月18日至20日
3 | D2:10 | 张浩为什么会画机械图？ | 他爸开模具厂，他从小在厂里玩
3 | D4:6 D7:8 | 林可在压力下容易慌吗？ | 不容易；四分半换好电机，全国赛失利后也很冷静
3 | D8:12 | 见面时周凯想聊抽烟的事吗？ | 不想；他让陈立别在他面前提烟
3 | D3:5 | 参加比赛拖累了队员的学习吗？ | 没有；期中考试队员的平均分还进步了
4 | D1:3 | 为什么是陈立来带机器人队？ | 原来带队的计算机老师调走了，全校只有他会焊电路板
4 | D2:6 | 今年比赛要机器人做什么？ | 把球投进不同高度的筐，最后三十秒爬上一个台子
4 | D3:7 | 林可改了程序以后投篮准不准？ | 十个球能进八个
4 | D4:4 D4:6 | 省赛上出了什么故障，谁修好的？ | 第二轮一个电机烧了冒烟；林可四分半钟换好
4 | D4:8 | 省赛冠军是什么样的学校？ | 南京本地一所学校，连续三年冠军
4 | D5:1 | 全国赛的规则和省赛有什么不同？ | 任务一样，台子升高了十厘米
4 | D5:10 | 周凯买的相机是哪个牌子？ | 索尼（Sony），八千多
4 | D7:6 | 全国赛后陈立请队员吃了什么？ | 火锅
4 | D7:12 | 陈立暑假要去参加什么？ | 在上海的十天机器人教练培训
4 | D8:9 | 新队员怎么选拔？ | 林可和张浩出题，一周内做一个小机器人
5 | D4:8 | 南京那所冠军学校叫什么名字？ |
5 | D6:6 | 林可的爸爸是做什么工作的？ |
5 | D7:6 | 那顿火锅花了多少钱？ |
5 | D1:14 | 周凯的妻子叫什么名字？ |
""")


# --- Japanese ------------------------------------------------------------------------------------

_JA_16 = _conversation("ja-16", "美穂", "沙織", [
    ("2025年5月18日 21:00", """
A: 沙織、会社辞めることにした。金沢に帰る。
B: え、急にどうしたの？
A: 先月、父が脳梗塞で倒れて。命は助かったけど、右手がうまく動かないの。
B: そうだったんだ……。お店は？
A: それが問題。うちの和菓子屋、創業八十年なのに、継ぐ人がいない。
B: 美穂が継ぐの？
A: 継ぐかどうかは決めてない。とりあえず一年、手伝ってみる。
B: 和菓子なんて作ったことあるの？
A: 子どもの頃、あんこを練るのを手伝ってたくらい。職人さんが一人いるから、その人に習う。
B: 職人さんって何歳？
A: 七十一歳の山崎さん。父より長くお店にいる人。
B: 会社はいつまで？
A: 六月末まで。引き継ぎがあるから。
B: 私もね、夫のドイツ転勤が決まって、秋にベルリンに行くの。
A: ベルリン！翻訳の仕事は続けられるの？
B: リモートでできるから、たぶん大丈夫。
"""),
    ("2025年7月13日 20:30", """
B: 金沢の生活はどう？
A: 朝四時起き。山崎さんは三時半に来てる。
B: 早っ。何から習ってるの？
A: まず、あんこ。小豆を炊いて、練って。一週間やって、まだ一回も合格をもらってない。
B: 厳しいね。
A: 「豆の声を聞け」って言われる。聞こえない。
B: お父さんは？
A: リハビリで、週三回病院に通ってる。お店に座って、お客さんと話すのが一番のリハビリみたい。
B: お店、売り上げはどうなの？
A: 正直、厳しい。常連さんはお年寄りばかりで、若い人はほとんど来ない。
B: インスタとかやったら？
A: それ考えてる。看板商品の「加賀ごよみ」っていう季節の上生菓子、見た目がすごくきれいだから。
B: 私の方は、ベルリン行きが十月一日に決まった。
A: 行く前に金沢においでよ。
"""),
    ("2025年8月24日 21:00", """
A: 初めて、あんこで合格もらった！
B: おめでとう！何回目で？
A: 数えたら二十三回目。山崎さん、「まあ、いい」ってだけ言って、すぐ次の作業に移った。
B: それが最高の褒め言葉なんじゃない？
A: 父もそう言ってた。
B: インスタは始めた？
A: 始めた。フォロワー、まだ四百人くらい。でも、投稿を見て東京から来たって人が先週二人いた。
B: すごい。
A: あと、新しいお菓子を作りたいの。若い人向けに、ほうじ茶とか、いちじくとか合わせて。
B: 山崎さんは？
A: 「邪道だ」って。でも、父は「やってみろ」って言ってくれた。
B: お父さん、柔軟だね。
A: 金沢に来るの、九月の連休で大丈夫？
B: うん、九月十三日から二泊で行く。夫も一緒に。
"""),
    ("2025年9月21日 20:00", """
B: 金沢、本当に楽しかった。お店の朝も見られてよかった。
A: 四時に起こしてごめんね。
B: 山崎さんの手、すごかった。あんな速さで練り切りを作る人、初めて見た。
A: 五十年やってるからね。
B: 夫がまだ、あの栗の最中の話をしてる。
A: あれ、九月だけの限定なの。来年また来て。
B: 新しいお菓子はどうなった？
A: いちじくの大福、試作中。山崎さんが一回だけ味見して、何も言わなかった。
B: 何も言わないのは、悪くないってこと？
A: たぶん。悪いときは、「だめだ」って言うから。
B: お父さんの手は？
A: 箸が持てるようになった。それで、お店の帳簿を自分でつけるって張り切ってる。
B: 私の出発、ちょっと延びそう。ビザの書類に不備があって、十月半ばになるかも。
"""),
    ("2025年10月26日 21:00", """
B: ベルリンに着いたよ！昨日。
A: おつかれ！結局、二十五日になったんだ。
B: そう、ビザがやっと下りて。もう寒い。十度ないよ。
A: こっちはまだ秋。いちじく大福、十月十日から店に出したよ。
B: 売れてる？
A: 一日三十個限定で、毎日昼前になくなる。インスタで見たって若い女の子がたくさん来る。
B: やったね！山崎さんは？
A: 「売れるなら、まあ、いい」って。二回目の「まあ、いい」。
B: 美穂、もう一年だけじゃなくて、継ぐ気になってるでしょ。
A: まだ決めてない。でも、東京の会社の元上司から戻ってこないかって連絡が来て、断った。
B: 断ったんだ。
A: 迷わずに断った自分に、ちょっと驚いた。
B: ベルリンにも和菓子屋さんあるかな。
A: なかったら、送るよ。
"""),
    ("2025年12月7日 20:30", """
A: 沙織、相談があるの。
B: どうしたの？
A: 山崎さんが、来年の三月で引退したいって。
B: え、じゃあ、お菓子を作る人は？
A: 私しかいない。あと三か月で、上生菓子を全部覚えなきゃいけない。
B: 全部って何種類？
A: 季節ごとに十二種類ずつ、一年で四十八種類。
B: 無理でしょ。
A: 山崎さんは「半分覚えたら、残りは自分で考えろ」って。
B: それ、励ましてるのかな。
A: たぶん。あと、年末にデパートの催事に出ないかって誘われた。東京の日本橋の。
B: 出るの？
A: 出る。十二月二十六日から三十日まで、五日間。
B: 東京の友達に宣伝しとく。
"""),
    ("2026年1月11日 21:00", """
B: 催事、どうだった？
A: 五日間で、売り上げ百二十万。お店の二か月分。
B: すごい！何が一番売れた？
A: いちじく大福。でも、いちじくの季節が終わったから、冬は柚子の大福に変えた。
B: 山崎さんも東京に来たの？
A: 来なかった。父が売り場に立ってくれた。二十年ぶりの東京だって、はしゃいでた。
B: お父さん、元気になったね。
A: 杖なしで歩けるようになった。
B: 美穂、継ぐかどうか、決めた？
A: 決めた。継ぐ。父にはお正月に言った。
B: お父さん、なんて？
A: 何も言わずに、台所に行って、お茶を入れてくれた。父がお茶を入れるのなんて、初めて見た。
B: 泣ける。
A: 私はベルリンの沙織に送る大福を包みながら泣いた。
"""),
    ("2026年3月29日 20:00", """
A: 今日が山崎さんの最後の日だった。
B: 寂しいね。
A: 最後に、自分の木型を全部くれた。五十年使ってたもの。
B: 上生菓子、何種類覚えた？
A: 二十六種類。半分は超えた。
B: 山崎さんの言ってた半分、クリアだね。
A: 四月からは、私が職人。父が店番と帳簿、母が包装。
B: 家族経営だ。
A: あと、春から若い子を一人雇うことにした。製菓学校を出たばかりの十九歳。
B: 美穂が教えるの？
A: そう。あんこから。「豆の声を聞け」って言ってみる。
B: 私も報告。ベルリンで、日本語教室を週一回始めたの。
A: 翻訳だけじゃなくて先生も？
B: 生徒は八人。みんな大福のこと知ってた。
"""),
], """
1 | D3:3 D5:8 | 山崎さんは何回「まあ、いい」と言い、それぞれ何に対してでしたか？ | 二回：美穂のあ
  んこが初めて合格したときと、いちじく大福が売れたとき
1 | D2:13 D4:13 D5:1 D5:2 | 沙織のベルリン行きはどう変わりましたか？ | 十月一日の予定が、ビザの書
  類の不備で延び、十月二十五日に着いた
1 | D3:9 D3:11 D4:8 D5:4 D5:6 D7:4 | 美穂の新しいお菓子はどうなりましたか？ | いちじく大福を試作し
  、十月十日から一日三十個限定で出して昼前に売り切れ；冬は柚子の大福に変えた
1 | D1:3 D2:8 D4:12 D7:8 | 父親の回復はどう進みましたか？ | 脳梗塞で右手が不自由になり週三回リハビ
  リ；箸が持てるようになって帳簿をつけ、杖なしで歩けるようになった
1 | D1:7 D5:10 D5:12 D7:10 | 店を継ぐことについて、美穂の考えはどう変わりましたか？ | 最初は一年手
  伝うだけのつもり；元上司の誘いを迷わず断り、正月に継ぐと決めて父に伝えた
1 | D6:3 D8:1 D8:7 D8:9 | 山崎さんの引退で、店の仕事の分担はどうなりましたか？ | 三月末に引退し、
  四月から美穂が職人、父が店番と帳簿、母が包装；十九歳を一人雇う
2 | D1:3 | 父親が倒れたのはいつですか？ | 2025年4月
2 | D5:1 | 最後の会話の時点で、沙織はベルリンに住んで何か月ほどですか？ | 約五か月（2025年10月25日
  に到着）
2 | D3:14 | 沙織が金沢を訪ねたのはいつですか？ | 2025年9月13日から二泊
2 | D6:13 | 日本橋の催事はいつでしたか？ | 2025年12月26日から30日まで
2 | D3:14 D5:4 D6:3 | 沙織の金沢訪問、いちじく大福の発売、山崎さんの引退の申し出を、起きた順に並べ
  てください。 | 金沢訪問（9月13日）、いちじく大福（10月10日）、引退の申し出（12月初め）
2 | D1:13 D8:7 | 会社を辞めてから美穂が職人として店を担うまで、どれくらいですか？ | 約九か月：2025
  年6月末に退職し、2026年4月から
3 | D3:11 D3:12 | 美穂の父親は新しいことに反対するタイプですか？ | いいえ；「やってみろ」と新しい
  お菓子を後押しした
3 | D5:10 D5:12 | 美穂は東京の会社に戻りたいと思っていますか？ | いいえ；元上司の誘いを迷わず断った
3 | D4:8 D4:10 | 山崎さんが試食して黙っていたら、どういう意味ですか？ | 悪くないということ；だめな
  ときは「だめだ」と言う
3 | D7:6 | 美穂の父は久しぶりの東京を楽しみましたか？ | はい；二十年ぶりの東京ではしゃいでいた
4 | D1:5 | 美穂の実家の店はどれくらい続いていますか？ | 創業八十年の和菓子屋
4 | D1:11 | 職人の山崎さんは何歳ですか？ | 七十一歳
4 | D2:6 | 山崎さんはあんこ作りについて何と教えましたか？ | 「豆の声を聞け」
4 | D2:12 | 店の看板商品は何ですか？ | 季節の上生菓子「加賀ごよみ」
4 | D3:7 | Instagramの投稿を見て来た客はいましたか？ | はい、先週東京から二人来た
4 | D4:5 D4:6 | 沙織の夫が気に入ったお菓子は何ですか？ | 九月だけの限定の栗の最中
4 | D6:7 | 上生菓子は全部で何種類ありますか？ | 季節ごとに十二種類、一年で四十八種類
4 | D7:2 | 催事の売り上げはいくらでしたか？ | 五日間で百二十万円、店の二か月分
4 | D8:3 | 山崎さんは最後の日に美穂に何を渡しましたか？ | 五十年使った自分の木型をすべて
4 | D8:12 D8:14 | 沙織はベルリンで何を始めましたか？ | 週一回の日本語教室、生徒は八人
5 | D8:9 | 新しく雇う十九歳の名前は何ですか？ |
5 | D6:11 | 催事に出たデパートの名前は何ですか？ |
5 | D2:12 | 加賀ごよみはいくらで売っていますか？ |
5 | D5:1 | 沙織の夫はベルリンでどんな会社に勤めていますか？ |
""")

_JA_17 = _conversation("ja-17", "隆", "真一", [
    ("2025年3月16日 21:00", """
A: 真一、聞いてくれ。息子の少年野球のコーチを頼まれた。
B: 大翔くん、野球始めたんだっけ？
A: 去年の秋から。小五で、キャッチャーをやってる。
B: コーチって、何するの？
A: バッティング担当。監督は七十歳の森さんで、このチームを三十年見てる人。
B: 隆、野球経験あったっけ？
A: 高校まで。三年の夏は県大会の二回戦で負けた。
B: 毎週末？
A: 土日の朝八時から昼まで。あと親の当番があって、お茶出しとかグラウンド整備とか。
B: 大変そう。
A: 正直、それが一番の悩み。共働きの家が多くて、当番がつらくてやめていく子もいるらしい。
B: こっちは家を建てることにしたよ。土地、契約した。
A: おお、どこ？
B: 川越。完成は来年の二月の予定。
"""),
    ("2025年4月27日 20:00", """
B: コーチ、慣れた？
A: 子どもたちの名前は覚えた。十四人。
B: 強いの？
A: 去年は市大会の一回戦負け。でも、六年生のピッチャーの颯太がすごくいい。
B: 大翔くんはどう？
A: 颯太の球を捕るのが怖いって泣いてた。速いから。
B: 小五で速い球は怖いよね。
A: キャッチャーミットを新しくしてやった。少し大きいやつ、一万九千円。
B: 親バカ。
A: 森さんに言われた。「道具より、逃げない心だ」って。
B: 当番の件は？
A: 保護者会で、お茶当番をやめる提案をした。各自水筒持参にしようって。
B: 通った？
A: 賛成多数。古くからいるお母さんが一人、「昔からこうしてきた」って反対したけど。
"""),
    ("2025年6月8日 21:00", """
A: 大変なことになった。森さんが入院した。
B: え、どうしたの？
A: 心臓。先週の練習中に胸が苦しいって言って、そのまま救急車。
B: 大丈夫なの？
A: 手術はうまくいった。でも、医者からは今年いっぱいグラウンドに立つのは無理って言われた。
B: じゃあ、監督は？
A: 俺がやることになった。代理で。
B: 隆が監督！
A: 市大会まで一か月しかないのに。七月十二日が初戦。
B: 森さんから何か言われた？
A: 病院で、「勝たなくていい、全員出せ」って。
B: いい監督だね。
A: 家の方は？
B: 地鎮祭をやった。先週の土曜。
"""),
    ("2025年7月20日 20:30", """
B: 市大会、どうだった？
A: 初戦、勝った！五対三。チームとして三年ぶりの勝利。
B: おお！
A: 颯太が完投。大翔は、パスボールを一つもしなかった。
B: 逃げない心だ。
A: 森さんにLINEしたら、「全員出したか」って返ってきた。出した。十四人全員。
B: 二回戦は？
A: 昨日。一対八で負けた。相手は去年の優勝チーム。
B: 仕方ないね。
A: 子どもたち、泣いてた。でも、帰りにアイスを食べたら笑ってた。
B: 家、上棟したよ。先週。
A: 早いな。
B: 完成が一か月早まって、一月になりそう。
"""),
    ("2025年9月14日 21:00", """
A: 二人、チームをやめた。
B: どうして？
A: 中学受験の塾。六年生は秋から土日も塾なんだって。
B: 颯太くんは？
A: 颯太は残った。中学でも野球をやるって。
B: 十二人か。
A: そう、十二人。あと、新しく一年生の女の子が入った。結衣ちゃん。だから十三人。
B: 女の子も入れるんだ。
A: 当番がなくなったから入れたって、お母さんが言ってた。お茶当番、やめてよかった。
B: 秋の大会は？
A: 十月に新人戦。五年生以下だけ。大翔がキャプテンになった。
B: キャプテン！
A: 本人はプレッシャーでお腹を壊してる。
"""),
    ("2025年10月26日 20:30", """
B: 新人戦、どうだった？
A: 三回戦まで行った。チーム史上最高らしい。
B: すごいじゃん。
A: 大翔が最後のバッターで三振して、試合後にずっと泣いてた。
B: キャプテンはつらいね。
A: 颯太が来て、「俺も去年三振して終わった」って肩を叩いてた。
B: いい先輩だ。
A: 森さん、退院して、見に来てくれた。ベンチの横に折りたたみ椅子で。
B: よかった！
A: 来年の春から監督に戻るって。俺はヘッドコーチ。
B: ほっとした？
A: 半分ほっとして、半分寂しい。
B: 家の引き渡し、一月二十四日に決まった。
"""),
    ("2025年12月14日 21:00", """
A: チームの納会があった。一年の締めくくり。
B: 何するの？
A: 表彰と、焼肉。MVPは颯太。
B: 大翔くんは？
A: 「努力賞」。パスボールが年間で二つだけだった。
B: すごいね、キャッチャーとして。
A: 森さんが表彰状を読んだ。泣くのをこらえるのが大変だった。
B: 隆が泣くの？
A: 最近、涙もろい。年だな。
B: 颯太くん、卒団だね。
A: 中学は硬式のクラブチームに行くって。将来はプロだって言ってる。
B: 引き渡し、また延びた。二月七日。
A: またか。
B: 外壁のタイルが届かないんだって。
"""),
    ("2026年2月15日 20:00", """
B: 引っ越し、終わった！昨日。
A: おめでとう！結局、引き渡しは何日？
B: 七日。で、一週間かけて荷物を運んだ。
A: 今度、見に行くよ。
B: 大翔くん、六年生になるね。
A: 四月から。正式にキャプテンになる。で、ピッチャーもやりたいって言い出した。
B: キャッチャーは？
A: 両方。森さんは「投げたいなら投げさせろ」って。
B: 森さんらしい。
A: 新入部員の体験会を三月にやる。チラシを作ったら、問い合わせが五件来た。
B: チラシ、隆が作ったの？
A: 大翔と一緒に。キャッチコピーは「当番なし、水筒持参でOK」。
B: それ、親に一番効くやつだ。
"""),
], """
1 | D2:2 D5:1 D5:7 | チームの人数はどう変わりましたか？ | 十四人から、中学受験の塾で二人やめて十二
  人、一年生の結衣ちゃんが入って十三人
1 | D1:14 D4:13 D6:13 D7:12 D8:3 | 真一の家の完成と引き渡しの予定はどう変わりましたか？ | 二月完成
  の予定が一月に早まりそうになり、一月二十四日引き渡しと決まったが、タイルが届かず二月七日に延び、
  二月七日に引き渡された
1 | D1:5 D3:7 D6:10 | 隆のチームでの役割はどう変わりましたか？ | バッティング担当のコーチから、森
  さんの入院で代理の監督に；来春森さんが戻ればヘッドコーチ
1 | D2:12 D2:14 D5:9 D8:12 | お茶当番の廃止はチームにどんな影響を与えましたか？ | 賛成多数で水筒持
  参に変わり、そのおかげで一年生の女の子が入り、チラシでも「当番なし」と宣伝した
1 | D4:2 D4:8 D6:2 | 今年のチームの大会成績はどうでしたか？ | 市大会は初戦五対三で三年ぶりの勝利、
  二回戦は一対八で負け；新人戦は三回戦まで進んでチーム史上最高
1 | D2:6 D4:4 D7:5 | キャッチャーとしての大翔の成長は？ | 颯太の速い球を怖がって泣いていたが、市大
  会でパスボールなし、年間パスボール二つで努力賞
2 | D3:3 | 森さんが倒れたのはいつですか？ | 2025年6月上旬、前の週の練習中
2 | D3:9 D4:2 | 市大会の初戦はいつでしたか？ | 2025年7月12日（土）
2 | D4:8 | 市大会の二回戦はいつでしたか？ | 2025年7月19日（土）
2 | D8:1 | 真一が新居に引っ越したのはいつですか？ | 2026年2月14日（土）
2 | D3:14 D4:11 | 地鎮祭と上棟はそれぞれいつで、間はどれくらいですか？ | 地鎮祭は2025年5月31日（土
  ）、上棟は7月中旬（7月13日から19日の週）、約六週間
2 | D3:3 D6:8 | 森さんが倒れてから、試合を見に来られるまでどれくらいかかりましたか？ | 約四か月半：
  6月上旬に倒れ、10月の新人戦を見に来た
3 | D3:11 | 森さんは勝つことを一番に考える監督ですか？ | いいえ；「勝たなくていい、全員出せ」と言
  った
3 | D2:8 D2:10 | 森さんは高い道具で上達すると考えていますか？ | いいえ；「道具より、逃げない心だ」
3 | D7:9 | 隆は感情を表に出しやすくなっていますか？ | はい；最近、涙もろい
3 | D6:10 D6:12 | 隆は監督を森さんに返すことをどう感じていますか？ | 半分ほっとして、半分寂しい
4 | D1:7 | 隆自身の野球歴は？ | 高校まで；三年の夏は県大会の二回戦で負けた
4 | D2:8 | 大翔の新しいミットはいくらでしたか？ | 一万九千円
4 | D3:3 | 森さんはなぜ入院しましたか？ | 心臓；練習中に胸が苦しくなり救急車で運ばれた
4 | D4:6 | 初戦のあと、森さんは何と返信してきましたか？ | 「全員出したか」
4 | D5:3 | 二人がチームをやめた理由は？ | 中学受験の塾；六年生は秋から土日も塾
4 | D5:11 | 新人戦に出られるのは何年生ですか？ | 五年生以下
4 | D6:6 | 三振した大翔を慰めたのは誰ですか？ | 颯太；「俺も去年三振して終わった」
4 | D7:3 | 今年のMVPは誰ですか？ | 颯太
4 | D7:11 | 颯太は中学でどこで野球を続けますか？ | 硬式のクラブチーム
4 | D8:12 | 勧誘のチラシのキャッチコピーは何ですか？ | 「当番なし、水筒持参でOK」
5 | D1:5 | 森さんの下の名前は何ですか？ |
5 | D4:8 | 二回戦の相手チームの名前は何ですか？ |
5 | D7:3 | 納会の焼肉屋はどこですか？ |
5 | D8:10 | 体験会は三月の何日ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_16, _EN_17, _ZH_16, _ZH_17, _JA_16, _JA_17]
