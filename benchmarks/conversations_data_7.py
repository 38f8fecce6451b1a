"""A seventh conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_6` (and the
parsing helpers of `benchmarks.conversations_data`), over new people and new lives: two
English conversations (en-14, en-15), two in Simplified Chinese (zh-14, zh-15) and two in
Japanese (ja-14, ja-15), each written on its own rather than translated. en-14 is an
insurance clerk who leaves his job to sell coffee from a converted horsebox, told to a former
colleague, from the trailer and a market pitch to a barn wedding, a festival, a move to a
Sunday market and his old office as a customer; en-15 a retired woman whose DNA test turns up
an unknown cousin in Canada, told to her grandson, from the record office and Liverpool's
parish registers to a wedding in Ontario and a family history in print; zh-14 a brother and
sister whose widowed father starts ballroom dancing and marries again, from the first photo
to a winter in Hainan; zh-15 a furniture-factory worker laid off at forty-five who becomes a
food-delivery rider, told to an old classmate who teaches, from the first day of orders to
running the station and his daughter's university place; ja-14 an office worker told by his
doctor to lose weight who takes up mountain walking, told to a university friend, from Mount
Takao to Fuji after a typhoon and a plan for Yarigatake; ja-15 a father working from home who
loses a game of rock-paper-scissors and chairs his daughter's school PTA for a year, told to
his older sister.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to sixteen turns a session. Facts are said indirectly or through a pronoun, and
several change later (a market day, a price, a deadline, a supposed relationship, a home
date after a delay, a flight date, a winter town, a wedding day, a posting's length, a role,
a bike, a climbing date and party, a sports day, a fair's date, a deadline for candidates);
numbers and dates are often spelled in words or given relative to the session ("on
Thursday", "yesterday", 上周三, 前天, 来週の土曜, 昨日), some replies carry their subject only
through the turn they answer, and the Chinese and Japanese turns mix in English words or
loanwords (App, LINE, PTA, SE). Facts are also said by the listener about her or his own life
(a car paid off, a new partner, a dissertation and a first job, a posting abroad, a school
post, a bouldering grade, a kindergarten's party), and by the speaker while telling or
answering someone else (what he told a market manager, a print shop, a doctor, a father).
Look-alike turns (another loan, another test, another trip, another rider, another mountain,
another committee) sit beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer:
6 multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and
4 adversarial (5, answered "Not mentioned in the conversation." with the evidence naming the
turn the question leans on). Multi-hop questions join turns of different sessions; temporal
ones ask when, how long, and which came first, from the sessions' dates; a question on a
fact that changed asks for its current state (evidence: the latest turn) or how it changed
(every turn); inference questions include preferences; the adversarial ones ask for
something never said. Questions paraphrase the turns rather than copying their words
("trailer" for horsebox, "espresso machine" for a two-group Fracino, 外卖平台 for 美团, 办婚礼
for 办酒, メッセージアプリ for LINE), and a few name a thing in another script or language.

The set was written before any ranker or rule ran on it, without reading the ranking code or
the results of the earlier sets' misses.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_14 = _conversation("en-14", "Callum", "Ines", [
    ("7:30 pm on 2 March, 2025", """
A: Ines, I've handed my notice in. My last day at Hartwell Insurance was Friday.
B: You're actually doing the coffee thing?
A: I'm actually doing the coffee thing. I put a deposit down on a horsebox yesterday.
B: A horsebox. For coffee.
A: An old Rice trailer, single horse, from a farm outside Malton. Two thousand four hundred pounds,
  and it still smells faintly of pony.
B: How are you going to turn that into a café?
A: My brother-in-law Sean is a joiner. He's fitting the counter and a serving hatch in the side for
  mates' rates.
B: And the machine? Those things cost a fortune.
A: A reconditioned two-group Fracino, three thousand one hundred. Plus a generator, because half the
  places I want to trade have no power.
B: What's Maddie saying?
A: She says I've got till Christmas to prove it isn't a midlife crisis. I'm thirty-four, so it's
  early for one.
B: My cousin tried a crêpe van in Whitby. Packed it in after one wet summer.
A: Thanks for that.
B: Sorry. What are you calling it?
A: Maddie wants "Hoof & Bean". I'm not sold.
"""),
    ("8:00 pm on 6 April, 2025", """
B: How's life as an unemployed barista?
A: Busy. I did a two-day barista course in Leeds last weekend. Turns out I'd been steaming milk
  wrong for ten years.
B: Wrong how?
A: Too hot. You're meant to stop when the jug's too hot to hold, around sixty-five degrees, not when
  it screams.
B: Has the council said yes yet?
A: The food hygiene inspection is on Wednesday the ninth. The woman on the phone was terrifying.
B: And a pitch? Where will you actually stand?
A: The Saturday farmers' market in Beverley have offered me a spot by the Minster gate. Thirty-five
  pounds a week.
B: That's decent.
A: They had a coffee van before, but the lad moved to Australia.
B: Did you settle the name?
A: We did. It's "The Slow Horse". Maddie lost the vote two to one, because her mum sided with me.
B: Your mother-in-law voted on the name?
A: She's putting money in. Two thousand pounds as a loan, interest free, paid back over two years.
"""),
    ("9:15 pm on 11 May, 2025", """
A: Five Saturdays in, Ines.
B: And? Are people buying?
A: Slow at first. Last Saturday was the best yet: a hundred and forty cups.
B: What are you charging?
A: Three pounds for a flat white, the same for an oat one. I was going to charge extra for oat but
  people glared.
B: Did you pass the inspection?
A: Five stars. The terrifying woman said the horsebox was cleaner than most restaurants.
B: Ha! What's been the hardest part?
A: Getting up at half four. Loading takes an hour, and the generator needs filling every time.
B: Isn't the generator loud at a market?
A: The cheese stall next to me complained in the first week. I've bought a quieter one, a Honda,
  nine hundred pounds, so now I'm in debt to the cheese man.
B: Speaking of debt, I've finally paid off my car.
A: Congratulations. The Fiesta?
B: The Fiesta. Three years of eighty pounds a month.
A: I'd buy you a coffee to celebrate but you'd have to drive to Beverley.
"""),
    ("7:50 pm on 15 June, 2025", """
B: I saw a photo of the horsebox at a wedding!
A: The Hendersons' barn wedding in Driffield, yesterday. My first private booking.
B: How did that come about?
A: The bride bought a flat white at the market in April and asked if I did events. I said yes before
  I'd thought about it.
B: What did you charge?
A: Six hundred for the afternoon, unlimited coffee for ninety guests.
B: Unlimited? Sounds dangerous.
A: The best man had eleven espressos. I counted.
B: Did you miss the market for it?
A: Maddie ran the market stall that morning, with a flask and a cash tin. She sold out of cake by
  ten.
B: So is she coming round to it?
A: She's asked to do Saturdays with me in August, when school's out. She's a teaching assistant, so
  she's off all summer.
B: Any more weddings?
A: Two enquiries for September. And I've put my name down for Wold Fest, the music festival in
  August.
"""),
    ("8:30 pm on 27 July, 2025", """
A: Bad week. The grinder died on Thursday.
B: Died how?
A: The motor burnt out mid-morning at a christening. I had to hand-grind for forty people with a
  little Porlex.
B: Your arm must have fallen off.
A: It nearly did. The new grinder's a Mazzer, second-hand, six hundred and fifty. It arrives on
  Tuesday.
B: Is Wold Fest still happening?
A: Yes, but they've moved me. I was going to be next to the main stage, now I'm by the campsite
  gate.
B: Is that worse?
A: Better, Maddie reckons. Campers want coffee at seven in the morning, and nobody at the main stage
  wants a flat white at midnight.
B: She's got a point.
A: The festival is the fifteenth to the seventeenth. Three days, and they take fifteen per cent of
  the takings rather than a fee.
B: I might come. Dan's been on at me to go to a festival since we met.
A: Dan?
B: Oh, I haven't told you. I've been seeing someone. Dan, he's a paramedic. Since May.
A: Ines! Bring him to the campsite gate. Coffee's on me.
"""),
    ("7:15 pm on 31 August, 2025", """
B: Dan says thanks for the coffees. He's still talking about the cinnamon bun.
A: Maddie's. She baked three hundred of them for the weekend and we sold out on the Saturday.
B: How did the festival go overall?
A: We took four thousand two hundred over the three days. After the festival's cut, three and a half
  thousand, near enough.
B: That's more than you'd make in a month at the market.
A: About two months of markets, actually. And I slept in the horsebox, which I don't recommend.
B: What about the market now?
A: I'm dropping it. Weddings are all Saturdays, so I'm moving to the Sunday market in Malton from
  October.
B: Is Malton as good?
A: Smaller, but it's twenty-five pounds a pitch and there's no other coffee.
B: And you're still in Beverley in September?
A: Only the first two Saturdays. I told the market manager the thirteenth would be my last.
B: Has Maddie's mum had her money back?
A: A hundred a month, every month. She pretends she doesn't check her bank.
"""),
    ("8:45 pm on 12 October, 2025", """
A: First month at Malton done. The Sunday market's lovely, Ines. Half the stallholders are retired
  farmers.
B: And the weddings?
A: Did both September ones. Then the best thing happened. Hartwell rang.
B: Your old work? Insurance Hartwell?
A: They want me to park the horsebox outside their office every Friday morning. Staff coffee, and
  they pay a flat fee.
B: Ha! Going back through the front door, in a horse trailer.
A: Three hundred a morning, and my old manager has to queue.
B: When does that start?
A: It started this Friday. My old manager had a large oat latte and didn't look me in the eye.
B: So are you proving it's not a midlife crisis?
A: Maddie's given me till next Christmas instead. That's progress.
B: How's the money looking overall?
A: I've paid off the machine and the grinder. The horsebox has paid for itself twice over, if you
  count the festival.
B: Dan and I are moving in together, by the way. His place in Hull, in November.
A: Good news all round, then.
"""),
    ("7:00 pm on 23 November, 2025", """
B: Are you stopping for winter?
A: I'm keeping Malton and the Hartwell Fridays, but I'm putting the prices up in January. Three
  twenty for a flat white.
B: Will people mind?
A: Beans have gone up twenty per cent since spring. I'll put a sign up explaining.
B: Any big plans for next year?
A: A second horsebox. Sean's found one in Pickering, and Maddie wants to run it herself at weddings
  once her contract at the school ends in July.
B: She's gone from sceptic to partner.
A: She's done the barista course too. Better marks than me on latte art.
B: What about Christmas?
A: I'm doing the Christmas market in York for the last two weekends before Christmas. Mulled apple
  juice as well as coffee.
B: Not mulled wine?
A: No alcohol licence. And I'd rather not serve drunk people through a hatch.
B: Dan and I moved in last Saturday. I've got a spare room if you ever need a bed after a York
  shift.
A: Better than sleeping in the horsebox. I might take you up on it.
"""),
], """
1 | D1:5 D1:9 | What did Callum pay for the trailer and the espresso machine together? | 5,500
  pounds: 2,400 for the horsebox and 3,100 for the reconditioned Fracino
1 | D2:8 D6:8 D6:12 D7:1 | Which markets has Callum traded at, and on which days of the week? |
  Beverley's Saturday farmers' market from April to 13 September, then the Sunday market in Malton
  from October
1 | D3:5 D8:2 | What will a flat white cost from January, and what did it cost before? | 3.20
  pounds, up from 3 pounds
1 | D4:10 D4:12 D8:6 D8:8 | How has Maddie's part in the business grown? | She ran the market stall
  on the wedding morning, asked to work Saturdays in August, did the barista course, and wants to
  run a second horsebox at weddings
1 | D2:14 D6:14 | How is the money from Maddie's mother being paid back? | A hundred pounds a month,
  on an interest-free loan of two thousand over two years
1 | D5:14 D7:14 D8:13 | Where does Ines live now, and with whom? | In Hull, at the place of Dan, a
  paramedic she has been seeing since May; they moved in together in November
2 | D1:1 | When did Callum leave the insurance firm? | Friday 28 February 2025
2 | D2:6 | When was the horsebox inspected for food hygiene? | Wednesday 9 April 2025
2 | D4:2 D5:1 | Which came first, the barn wedding or the grinder breaking down, and how far apart
  were they? | The wedding, Saturday 14 June 2025; the grinder died on Thursday 24 July, about six
  weeks later
2 | D5:11 | When was Wold Fest? | Friday 15 to Sunday 17 August 2025
2 | D6:12 | When was Callum's last Saturday at Beverley? | Saturday 13 September 2025
2 | D7:5 D7:9 | When did Callum first serve coffee outside his old office? | Friday 10 October 2025
3 | D8:12 | Would Callum want to sell beer from the horsebox? | Unlikely; he has no alcohol licence
  and would rather not serve drunk people
3 | D1:11 D8:6 D8:8 | Does Maddie believe in the coffee business now? | Yes; she went from giving
  him a deadline to doing the barista course and planning to run a second horsebox
3 | D5:7 D5:9 | Would Maddie choose a pitch beside the main stage at a festival? | No; she thought
  the campsite gate better, since campers want coffee early and nobody wants a flat white at
  midnight
3 | D6:6 D8:14 | Does Callum like sleeping in the horsebox? | No; he doesn't recommend it and would
  rather have Ines's spare room
4 | D1:7 | Who is building the counter in the trailer? | Sean, his brother-in-law, a joiner
4 | D2:4 | At what point should milk stop being steamed, according to the course? | Around 65
  degrees, when the jug is too hot to hold
4 | D2:12 | What is Callum's coffee business called? | The Slow Horse
4 | D3:7 | How did the horsebox do in its inspection? | Five stars; cleaner than most restaurants
4 | D3:11 | Why did Callum buy a second generator? | The cheese stall next to him complained about
  the noise; he bought a quieter Honda for 900 pounds
4 | D3:12 D3:14 | What loan did Ines finish paying off? | Her car, a Fiesta, after three years at 80
  pounds a month
4 | D5:3 | How did Callum cope at the christening when the grinder failed? | He ground by hand with
  a small Porlex for forty people
4 | D6:4 | How much did the three days at the festival bring in? | 4,200 pounds, about 3,500 after
  the festival's cut
4 | D7:11 | What deadline has Maddie given Callum now? | Next Christmas
4 | D8:10 | What will Callum sell at York's Christmas market besides coffee? | Mulled apple juice
5 | D1:5 | What was the name of the farmer who sold Callum the horsebox? |
5 | D5:14 | Which hospital does Dan work at? |
5 | D4:2 | What was the bride's first name at the barn wedding? |
5 | D8:6 | How much does the second horsebox in Pickering cost? |
""")

_EN_15 = _conversation("en-15", "Margaret", "Owen", [
    ("6:00 pm on 12 January, 2025", """
A: Owen, love, your Christmas present came back. The spit-in-a-tube one.
B: The DNA kit! What does it say? Are we secretly Vikings?
A: Forty-one per cent Irish, which your great-grandmother would have been thrilled about.
  Twenty-eight Scottish, the rest English and a sliver of Norwegian.
B: So a bit Viking.
A: Three per cent. Don't get excited.
B: Did any relatives pop up?
A: Hundreds of fourth cousins. But there's one it calls a first cousin once removed, a man in
  Ontario called Glen Moffat, and I've never heard of him.
B: A first cousin once removed? That's close.
A: That's what's bothering me. Either we share great-grandparents or he's from a branch of my
  mother's side I know nothing about.
B: Have you messaged him?
A: Not yet. Your grandad says leave well alone.
B: Grandad says that about everything.
A: He does. I'm going to the county record office on Thursday anyway. I want to find my
  grandfather's birth.
"""),
    ("7:30 pm on 2 February, 2025", """
B: Did the record office have anything?
A: They did. My grandfather, Thomas Doyle, was born in Liverpool in 1898, not Dublin. The family
  always said Dublin.
B: So the Irish story's wrong?
A: Not wrong, just a generation further back. His parents came over from Wexford in the 1880s.
B: And the Canadian man?
A: I wrote to him last Sunday. He wrote back by Wednesday. Lovely man, a retired pharmacist in
  Kingston.
B: How are you related?
A: He doesn't know either. His grandmother was adopted in Liverpool as a baby in 1902 and taken to
  Canada by a family called Moffat.
B: 1902. Same city as Thomas.
A: Exactly. I think she might have been Thomas's little sister.
B: That's a mystery novel.
A: Your mum thinks I've lost the plot. She says I'm spending more time with the dead than the
  living.
B: How much time are you spending?
A: Every morning with the laptop, until half eleven. Then I take the dog out.
"""),
    ("8:00 pm on 9 March, 2025", """
A: I've booked a trip to Liverpool. The Central Library has the parish records on microfilm.
B: When are you going?
A: The twenty-fourth, for three nights. Your grandad's coming, he says to stop me getting lost.
B: He's coming round to it, then.
A: He's coming round to the Albert Dock. Not the library.
B: Any more from Glen?
A: He's sent a photo of his grandmother, Annie, as a girl in Toronto. Owen, she has my mother's
  chin. I'd know it anywhere.
B: That's not proof, Gran.
A: I know. That's why he's doing a test too, with the same company, so we can compare. He ordered it
  yesterday.
B: Speaking of records, my dissertation topic's been approved. Shipbuilding on the Clyde after the
  war.
A: My clever boy. Who's supervising?
B: Dr Anand. She's strict, but she answers emails at midnight.
A: Just like me and Glen, then.
"""),
    ("9:00 pm on 6 April, 2025", """
B: How was Liverpool?
A: Exhausting and wonderful. We found the baptism of an Ann Doyle, daughter of Michael and Bridget
  Doyle, at St Anthony's on Scotland Road, June 1901.
B: Michael and Bridget, Thomas's parents?
A: The same names, the same street. Thomas was their son, so Ann was his sister.
B: And the adoption?
A: That's the sad part. Bridget died in the winter of 1901. Michael was left with five children, and
  the baby was given to a church home.
B: That's awful.
A: It was common then. Your grandad went very quiet in the record room. He held my hand on the way
  out.
B: Has Glen's test come back?
A: Not yet. They said six weeks.
B: Did you see anything else in Liverpool?
A: Your grandad made me do the Beatles museum. He cried at the John Lennon bit, which he denies.
"""),
    ("7:45 pm on 25 May, 2025", """
A: Owen. Glen's results came in on Friday.
B: And?
A: We share about four hundred and thirty centimorgans. The website says that fits second cousins,
  which is what we'd be if Annie was Thomas's sister.
B: So Ann Doyle is Annie Moffat.
A: Everything fits. Glen cried on the phone. So did I.
B: I'm welling up.
A: He's invited us to Kingston. His daughter's getting married in September and he wants the Doyle
  side there.
B: Are you going?
A: Your grandad hates flying. Eight hours to Toronto. But he said, "If it means that much to you."
B: That's the most romantic thing Grandad has ever said.
A: I've told him that. He pretended to read the paper.
B: I handed in my dissertation on Thursday, by the way. Twelve thousand words.
A: Well done, love. All those ships.
"""),
    ("8:15 pm on 29 June, 2025", """
B: Have you booked Canada?
A: We fly on the tenth of September, Manchester to Toronto, and Glen's driving us to Kingston.
B: Is the wedding that weekend?
A: The wedding's on the thirteenth, a Saturday. We come home on the twentieth.
B: Ten whole days.
A: Glen wants to show us where Annie lived. She ran a bakery in Kingston for forty years.
B: Where are you staying?
A: With Glen and his wife, Carol. I offered to find a hotel but he wouldn't hear of it.
B: I got my result, by the way. A first.
A: Owen! A first! Your grandad's telling the whole bowls club.
B: And I've been offered a job at the Riverside Museum in Glasgow, starting in August. Assistant
  curator.
A: Shipbuilding and museums. You're more like me than you let on.
"""),
    ("7:00 pm on 28 September, 2025", """
B: Welcome home! How was it?
A: I'm still jet-lagged. Owen, it was the best ten days of my life.
B: Better than your wedding?
A: Don't tell your grandad. He danced with Carol at the reception. Your grandad. Danced.
B: Did you see the bakery?
A: It's a nail salon now, but the old sign is still painted on the brick. "A. Moffat, Bread &
  Cakes."
B: Did you meet more of the family?
A: Twenty-three Moffats at the wedding. One of Glen's nieces looks exactly like your mum.
B: Was the flight all right for Grandad?
A: The way out was fine. Coming back we were delayed nine hours in Toronto, so we didn't get home
  till the twenty-first.
B: Oh no.
A: He was very brave. He had three whiskies.
B: I've started at the museum, did I say? I'm cataloguing rivets, basically.
"""),
    ("6:30 pm on 9 November, 2025", """
A: I've started writing it all down. A proper family history, for you and your cousins.
B: A book?
A: A little one. The print shop in town will do twenty copies, hardback, for a hundred and eighty
  pounds.
B: What's it called?
A: I was going to call it "The Liverpool Doyles", but Glen says it has to have Annie in it. So it's
  "Annie's Other Family".
B: I love that.
A: Glen's coming to England next summer. He wants to see Scotland Road and the church.
B: Is the church still there?
A: St Anthony's, yes, still open. We'll take him in June.
B: Has Grandad come round to the DNA thing?
A: He's doing one himself. He ordered it last week. He says he wants to know if he's got any
  Vikings.
B: He'll be disappointed.
A: He'll be insufferable if he's got more than three per cent.
B: When will the book be ready?
A: I told the print shop they'd have my pages by the end of January, and Glen's asked for the first
  copy.
"""),
], """
1 | D1:7 D5:3 | What relation is Glen to Margaret, and what was first suggested? | Second cousins,
  as his own test showed; her test had first called him a first cousin once removed
1 | D2:8 D4:2 D4:6 D5:4 | Who was Glen's grandmother, and how did she end up in Canada? | Ann Doyle,
  sister of Margaret's grandfather Thomas, baptised in 1901; after her mother Bridget died she was
  given to a church home and adopted by the Moffats, who took her to Canada
1 | D2:2 D2:4 | Where does Margaret's Irish ancestry actually come from? | Her grandfather Thomas
  was born in Liverpool in 1898, not Dublin; his parents came over from Wexford in the 1880s
1 | D1:11 D4:8 D5:9 D7:4 D8:11 | How has Margaret's husband's attitude to the family research
  changed? | At first he said leave well alone; he went to Liverpool and held her hand, agreed to
  fly to Canada, danced at the wedding, and has ordered a DNA test of his own
1 | D3:10 D5:12 D6:9 D6:11 D7:13 | What has Owen done since his dissertation topic was approved? |
  Handed in 12,000 words on Clyde shipbuilding, got a first, and started as an assistant curator at
  the Riverside Museum in Glasgow
1 | D6:2 D6:4 D7:10 | How long were Margaret and her husband away in Canada? | Eleven days, 10 to 21
  September 2025: a day longer than planned after a nine-hour delay in Toronto
2 | D1:13 | When did Margaret visit the county record office? | Thursday 16 January 2025
2 | D2:6 | When did Glen answer Margaret's first letter? | By Wednesday 29 January 2025; she wrote
  on Sunday 26 January
2 | D3:3 | When did the Liverpool trip begin? | Monday 24 March 2025, for three nights
2 | D5:1 | When did Glen's DNA results arrive? | Friday 23 May 2025
2 | D6:4 | When was the wedding of Glen's daughter? | Saturday 13 September 2025
2 | D5:1 D5:12 | Which came first, Owen handing in his dissertation or Glen's results arriving? |
  The dissertation, on Thursday 22 May 2025; the results came the next day
3 | D5:9 D7:12 | Would Margaret's husband enjoy a long-haul flight? | No; he hates flying, and
  needed three whiskies on the delayed way home
3 | D2:12 | Does Owen's mother approve of the research? | Not really; she thinks Margaret has lost
  the plot and spends more time with the dead than the living
3 | D3:12 | Would Owen's supervisor answer an email sent late at night? | Probably; Dr Anand answers
  emails at midnight
3 | D6:10 | Is Owen's grandfather proud of his degree? | Yes; he is telling the whole bowls club
  about the first
4 | D1:3 | What share of Margaret's ancestry is Irish according to the test? | 41 per cent
4 | D1:5 | How much Scandinavian ancestry does Margaret have? | Three per cent Norwegian
4 | D2:6 | What did Glen do for a living? | He was a pharmacist in Kingston, now retired
4 | D2:14 | How long does Margaret spend on her research each day? | Every morning until half past
  eleven
4 | D3:7 | What struck Margaret in the photo of Annie? | Annie has Margaret's mother's chin
4 | D4:2 | Where was Ann Doyle baptised? | St Anthony's, Scotland Road, Liverpool, in June 1901
4 | D6:6 | What did Annie do for a living in Kingston? | She ran a bakery for forty years
4 | D7:6 | What is Annie's old bakery now? | A nail salon, with the old sign still painted on the
  brick
4 | D8:5 | What is the title of Margaret's family history? | "Annie's Other Family"
4 | D8:15 | When is Margaret's manuscript due at the printer? | By the end of January
5 | D4:6 | What were the names of Michael Doyle's other children? |
5 | D6:8 | Which hotel did Margaret book in Kingston? |
5 | D7:8 | What is the name of the niece who looks like Owen's mother? |
5 | D3:12 | What is Dr Anand's first name? |
""")


# --- Chinese --------------------------------------------------------------------------------------

_ZH_14 = _conversation("zh-14", "许静", "许航", [
    ("2025年3月9日 晚上9:00", """
A: 航航，跟你说个事，你先别激动。
B: 怎么了？爸身体不舒服？
A: 不是。爸好像谈恋爱了。
B: 啥？咱爸？都六十八了。
A: 我上周跟他视频，看到他手机屏保换成了一张合影，旁边是个穿红外套的阿姨。
B: 你问了吗？
A: 问了，他支支吾吾说是老年大学交谊舞班的同学，姓王，退休前是小学音乐老师。
B: 交谊舞？爸不是一直说跳舞是老太太的事吗？
A: 去年秋天报的，说是医生让他多活动，他血压高。
B: 妈走了三年了，他一个人也挺孤单的。
A: 我也这么想。我不反对，就是有点突然。
B: 我这边也有事跟你说一下，公司五月要派我去新加坡常驻一年。
A: 一年？那小宝怎么办？
B: 带着一起去，他妈妈也辞职跟过去。
"""),
    ("2025年4月13日 晚上8:30", """
B: 清明你回洛阳了吧？见到王阿姨了吗？
A: 见到了。爸请她来家里吃饭，做了一桌子菜，连糖醋鲤鱼都上了。
B: 爸还会做糖醋鲤鱼？我怎么不知道。
A: 王阿姨教的。她人挺好的，说话慢悠悠的，比爸小五岁。
B: 她家里什么情况？
A: 老伴十年前去世了，有一个女儿在郑州当护士。
B: 那爸现在跳舞跳得怎么样？
A: 说下个月老年大学有个汇报演出，他俩跳华尔兹。
B: 我的天，想象不出来。
A: 他血压倒是好了不少，高压从一百六降到一百三十几了。
B: 那跳舞比吃药还管用。
A: 我跟他说了，药还是得按时吃，不能自己停。
B: 我签证办下来了，五月二十号飞新加坡。
A: 走之前回趟洛阳吧，爸嘴上不说，心里舍不得小宝。
"""),
    ("2025年5月11日 晚上10:00", """
A: 汇报演出的视频你看了吗？
B: 看了！爸居然穿了西装，还打了领结。
A: 领结是王阿姨买的。爸说勒得慌，跳完就扯下来了。
B: 跳得真不错，一步都没踩错。
A: 踩了，第二段踩了王阿姨一脚，镜头没拍到。
B: 哈哈。
A: 还有个事。爸说想跟王阿姨一起去海南过冬，在三亚租个房子住三个月。
B: 挺好啊，洛阳冬天冷。
A: 钱是问题。三亚的房子一个月要四千五。
B: 爸退休金多少来着？
A: 一个月六千二。王阿姨四千多。两个人凑凑够。
B: 那就让他们去。
A: 我也这么说。对了，你走之前那个周末回洛阳吗？
B: 回不了了，公司让我提前一周过去，改成后天走。
"""),
    ("2025年7月6日 晚上9:30", """
B: 新加坡热死了，天天三十三度。爸那边怎么样？
A: 出了点事，不过不严重。爸上周三在舞蹈教室滑了一跤，把脚踝扭了。
B: 啊？骨折没有？
A: 拍了片子，没骨折，韧带拉伤，医生让休息六周。
B: 谁照顾他？
A: 王阿姨天天过来，给他做饭、换药。她还把自己的降压药拿来一比，发现两个人吃的是同一种。
B: 那我放心一点。你回去了吗？
A: 我请了三天假，周五回去的，今天刚回杭州。
B: 爸心情怎么样？
A: 嘴硬，说不疼，就是不能跳舞憋得慌。
B: 海南还去吗？
A: 还去，他说脚好了正好赶上。王阿姨已经在网上看房子了。
B: 小宝在这边上了国际幼儿园，英语说得比我还好。
A: 让他给爷爷视频，爷爷最爱听他唱歌。
"""),
    ("2025年8月24日 晚上10:30", """
A: 航航，爸昨天打电话，说想跟王阿姨领证。
B: 领证？这么快？
A: 他说年纪大了，没时间慢慢谈。
B: 王阿姨女儿同意吗？
A: 她女儿小芸一开始担心，怕是冲着房子来的。后来她们母女俩谈过了。
B: 房子怎么说？
A: 爸说洛阳这套房子以后留给咱俩，王阿姨的房子留给小芸，各管各的，去公证处做个财产协议。
B: 想得挺周到。
A: 是王阿姨先提出来的。她说这样大家都安心。
B: 那我没意见。什么时候领？
A: 想挑个日子，九月九号，说是长长久久。
B: 爸还挺讲究。
A: 我打算那天回去，你能回来吗？
B: 回不去，项目正忙。我视频参加吧。
"""),
    ("2025年9月14日 晚上9:00", """
B: 领证顺利吗？视频里爸笑得合不拢嘴。
A: 顺利。就是没在九号领。
B: 啊？那是哪天？
A: 九号民政局系统维护，改到第二天了。爸说十号也行，十全十美。
B: 哈哈，他总能找到说法。
A: 财产协议也签了，在公证处花了八百块。
B: 办酒吗？
A: 不办，就两家人吃了顿饭。小芸也来了，还带了她男朋友。
B: 小芸人怎么样？
A: 很爽快，她跟我说以后逢年过节轮流，一年在洛阳，一年在郑州。
B: 我这边也有个消息，公司说常驻可能要延长，延到明年年底。
A: 那得一年半多啊。
B: 还没定，十月底才知道。
"""),
    ("2025年11月2日 晚上8:00", """
A: 爸他们下周就出发去海南了。
B: 房子定好了？
A: 定了，不在三亚了，改成陵水，离海边近，一个月三千八，比三亚便宜。
B: 住多久？
A: 十一月十号到明年二月底，将近四个月。
B: 过年呢？
A: 在那边过。我和你姐夫打算春节带孩子飞过去。
B: 我春节也想去，新加坡飞海口很近。
A: 那就在陵水团圆吧。你常驻的事定了吗？
B: 定了，延长，到明年十二月。
A: 那小宝得在那边上小学了。
B: 对，已经在看学校了。
A: 爸还说要把舞鞋带上，海边广场晚上有人跳舞。
"""),
    ("2025年12月21日 晚上9:30", """
B: 爸在陵水过得怎么样？
A: 乐不思蜀。天天早上去海边走路，晚上在广场跳舞。
B: 王阿姨呢？
A: 她在那边报了个书法班，说终于有时间写字了。
B: 爸血压还好吗？
A: 高压一百二十几，医生说再这样下去药都能减了。
B: 太好了。春节机票我买了，二月十四号到海口。
A: 我们十五号到，比你晚一天。
B: 年夜饭在哪儿吃，订了吗？
A: 爸说在家做，他要露一手，还是糖醋鲤鱼。
B: 又是糖醋鲤鱼。
A: 王阿姨说他现在做得比她还好。
B: 对了，替我跟王阿姨说声谢谢，这一年多亏她照顾爸。
A: 你自己说吧，过年当面说。
"""),
], """
1 | D1:9 D2:10 D8:6 | 老许的血压是怎么变化的？ | 原来血压高；高压从一百六降到一百三十几，在陵水时一
  百二十几，医生说药可能能减
1 | D3:7 D3:9 D7:3 D7:5 | 老两口去海南过冬的安排是怎么定下来的？ | 原打算在三亚租房三个月，月租四千
  五；后来改在陵水，月租三千八，从11月10日住到明年二月底
1 | D5:7 D5:9 D6:6 | 两位老人再婚，房产是怎么安排的？ | 各自的房子留给各自的子女，王阿姨先提出，在公
  证处签了财产协议，花了八百元
1 | D1:12 D2:13 D3:14 D7:10 | 许航去新加坡的安排有哪些变化？ | 原定五月起常驻一年；出发从5月20日提前
  到5月13日；常驻后来延长到2026年12月
1 | D4:2 D4:4 D4:6 | 老许受伤后伤得怎么样，谁在照顾他？ | 在舞蹈教室滑倒扭伤脚踝，韧带拉伤，要休息六
  周；王阿姨天天来做饭、换药
1 | D2:3 D2:4 D8:10 D8:12 | 老许的拿手菜是跟谁学的，现在做得怎么样？ | 糖醋鲤鱼，王阿姨教的；王阿姨
  说他现在做得比她还好
2 | D6:2 D6:4 | 老许和王阿姨是哪天登记结婚的？ | 2025年9月10日（周三），原定9月9日
2 | D3:14 | 许航是哪天去新加坡的？ | 2025年5月13日（周二），原定5月20日
2 | D4:2 | 老许是哪天摔伤的？ | 2025年7月2日（周三）
2 | D4:8 | 许静是哪天回洛阳照顾父亲的？ | 2025年7月4日（周五）
2 | D7:5 | 老人们在海南要住多久？ | 2025年11月10日到2026年2月底，将近四个月
2 | D8:7 D8:8 | 春节去海南，姐弟俩谁先到？ | 许航先到，2月14日到海口；许静一家2月15日到
3 | D3:2 D3:3 | 老许喜欢打领结穿正装吗？ | 不喜欢；他说领结勒得慌，跳完就扯下来了
3 | D1:10 D1:11 | 许静反对父亲再找老伴吗？ | 不反对，只是觉得有点突然
3 | D4:10 | 老许受伤后最难受的是什么？ | 不能跳舞，憋得慌
3 | D8:4 | 给王阿姨送什么礼物她可能会喜欢？ | 笔墨之类的书法用品；她报了书法班，说终于有时间写字了
4 | D1:5 | 许静是怎么发现父亲有了对象的？ | 视频时看到他的手机屏保换成了和一个穿红外套的阿姨的合影
4 | D1:7 | 王阿姨退休前做什么工作？ | 小学音乐老师
4 | D2:6 | 王阿姨的女儿在哪里工作？ | 在郑州当护士
4 | D2:8 | 汇报演出上老两口跳的是什么舞？ | 华尔兹
4 | D2:12 | 许静特意叮嘱了父亲什么？ | 降压药还得按时吃，不能自己停
4 | D3:11 | 老许每个月的退休金有多少？ | 六千二
4 | D3:5 | 演出时出了什么差错？ | 第二段老许踩了王阿姨一脚，镜头没拍到
4 | D4:13 | 许航的儿子在新加坡上什么学校？ | 国际幼儿园
4 | D6:8 | 领证以后办婚礼了吗？ | 没有办酒，两家人吃了顿饭
4 | D6:10 | 小芸提出过节怎么过？ | 轮流，一年在洛阳，一年在郑州
5 | D2:6 | 王阿姨的女儿在哪家医院工作？ |
5 | D3:7 | 三亚那套房子在哪个小区？ |
5 | D6:8 | 小芸的男朋友是做什么工作的？ |
5 | D8:4 | 王阿姨的书法老师姓什么？ |
""")

_ZH_15 = _conversation("zh-15", "赵刚", "刘梅", [
    ("2024年10月20日 晚上10:30", """
A: 老同学，跟你说个事，厂子倒了，我上个月下岗了。
B: 啊？你干了十几年的那个家具厂？
A: 十六年。老板欠了一屁股债跑了，最后两个月工资都没发。
B: 那现在怎么办？
A: 先跑外卖。前天在美团注册的，今天跑了第一天。
B: 累不累？
A: 跑了十一个小时，送了二十六单，挣了一百四十多。腿都是软的。
B: 车是自己买的？
A: 二手电动车，一千八，电池是租的，一个月一百五。
B: 你媳妇怎么说？
A: 她在超市上班，说先干着，总比闲着强。就是闺女明年高考，开销大。
B: 我班上也有个学生家长跑外卖，说下雨天单子多。
A: 是，下雨天一单多补两块。
"""),
    ("2024年11月17日 晚上11:00", """
B: 跑了快一个月了，习惯了吗？
A: 习惯多了。现在一天能送四十单左右，路也熟了。
B: 收入怎么样？
A: 上个月到手六千三，比厂里还多一点，就是没有社保。
B: 社保得自己交啊。
A: 我打算按灵活就业自己交，一个月一千出头。
B: 安全第一，别闯红灯。
A: 前几天差点出事，一辆电动车逆行，我急刹车摔了一下，膝盖擦破了。
B: 严重吗？
A: 没事，贴了两天创可贴。就是那单超时了，扣了三块钱。
B: 三块钱比膝盖值钱？
A: 平台就是这样。评分也掉了一点，现在四点八。
B: 我们学校这学期让我当年级组长了，天天开会。
A: 恭喜啊，当官了。
"""),
    ("2024年12月29日 晚上10:00", """
A: 冬天跑单真遭罪，手冻得发紫。
B: 东莞也冷？
A: 湿冷，风往骨头里钻。闺女给我买了一副加绒的防水手套，一百二十八，我说贵她非要买。
B: 孩子懂事。她成绩怎么样？
A: 一模考了五百四十分，想考广州的大学，学护理。
B: 护理好，好就业。
A: 我也是这么说。对了，站长找我谈了，说想让我当组长，带六个新骑手。
B: 这么快？
A: 他说我单量稳，差评少。当组长每个月多八百。
B: 那答应了吗？
A: 答应了，元旦那天开始。
B: 过年回老家吗？
A: 不回了，过年单价高，跑一天顶平时两天。媳妇和闺女回邵阳。
"""),
    ("2025年2月16日 晚上9:30", """
B: 年过得怎么样？一个人在东莞。
A: 除夕跑到晚上十点，送了四十八单。最后一单是一个没回家的小伙子，点了一份饺子。
B: 听着怪心酸的。
A: 我在他门口跟他说了声过年好，他愣了半天。
B: 组长当得怎么样？
A: 带了六个人，走了两个，又来了三个。现在带七个。
B: 流动这么大。
A: 跑外卖的都这样，干不了几个月就走。
B: 欠你的工资有消息吗？
A: 劳动仲裁赢了，法院说老板名下有个仓库，拍卖以后可以分。
B: 能拿回多少？
A: 说能拿回七成左右，不过得等半年。
B: 我家老人正月里住院了，我在医院陪了一个星期。
A: 啊，阿姨没事吧？
B: 肺炎，现在好了，出院了。
"""),
    ("2025年4月13日 晚上10:00", """
A: 跟你说个好消息，我换车了。
B: 买新的了？
A: 买了辆新的雅迪，三千六，带一块自己的电池，不用租了。
B: 旧的呢？
A: 卖给组里一个新来的小伙子，八百块。
B: 电池一个月省一百五，两年就回本了。
A: 算过了。还有个事，站长下个月调走，公司让我五月一号起代理站长。
B: 站长？管多少人？
A: 整个站八十多个骑手。我说我干不了，区域经理说先试三个月。
B: 你行的，你在厂里不也带过班组吗？
A: 那是管机器，这是管人，管人难。
B: 工资呢？
A: 底薪七千，加提成。不用天天跑单了，但手机不能离身。
"""),
    ("2025年6月15日 晚上10:30", """
B: 你闺女高考考得怎么样？
A: 还没出分，二十五号出。她自己估的五百六左右。
B: 比一模高了。
A: 她说数学最后一道大题没做完，不然还能多十几分。
B: 志愿想好了吗？
A: 还是护理，第一志愿广州医科大学，保底选了湖南的学校。
B: 站长当得怎么样？
A: 累心。上周三暴雨，站里一半人没上线，我自己骑车出去送了三十多单。
B: 站长还得亲自送？
A: 顾客不管你是谁。那天全站的准时率还是掉到八成五，挨了区域经理一顿说。
B: 仲裁的钱到了吗？
A: 到了，拍卖下来分到一万一，原来欠了一万五。
B: 也算不错了。
A: 我存起来了，给闺女交第一年学费。
"""),
    ("2025年8月10日 晚上9:00", """
A: 闺女录取了！广州医科大学，护理学。
B: 太好了！分数出来多少？
A: 五百六十三，比她估的还高三分。
B: 那你以后去广州看她方便了。
A: 东莞到广州一个小时。她说不许我穿骑手服去学校找她。
B: 哈哈，孩子要面子。
A: 我偏要穿，还专门挑黄色那件。
B: 站长转正了吗？
A: 转正了，七月份区域经理来开会宣布的，合同签了两年。
B: 恭喜！
A: 我媳妇把超市的活辞了，来站里做后勤，管电池和排班。
B: 夫妻店啊。
A: 她比我会排班，骑手都服她。
"""),
    ("2025年9月21日 晚上10:00", """
B: 送闺女去报到了吧？
A: 九月六号送去的，周六。我和她妈一人背一个大包。
B: 宿舍怎么样？
A: 六人间，有空调。她下铺是个新疆的姑娘，第一天就给了她一袋葡萄干。
B: 你真穿骑手服去了？
A: 没穿，她妈不让。我穿了件衬衫，闺女说我像卖保险的。
B: 站里怎么样？
A: 九月准时率九成七，全区第一。区域经理说年底评优秀站长有我。
B: 从下岗到优秀站长，不到一年。
A: 我自己都不敢信。对了，你年级组长还干着吗？
B: 不干了，这学期改当教务主任了，更忙。
A: 那咱俩都升了。
B: 过年回邵阳吗？今年一起吃个饭。
A: 回，今年站里排班让我媳妇排，我能休五天。
"""),
], """
1 | D3:7 D3:11 D5:7 D7:9 | 赵刚在外卖站的职位是怎么一步步变的？ | 先当骑手；2025年元旦起当组长，带六
  个新人；5月1日起代理站长；7月转正，合同两年
1 | D2:4 D3:9 D5:13 | 赵刚的收入是怎么变化的？ | 第一个月到手六千三；当组长每月多八百；当站长底薪七
  千加提成
1 | D1:3 D4:10 D4:12 D6:12 | 家具厂欠的工资最后怎么样了？ | 欠了两个月共一万五；劳动仲裁赢了，仓库拍
  卖后拿回一万一
1 | D3:5 D6:2 D7:1 D7:3 | 赵刚女儿的高考成绩是怎么一步步来的？ | 一模五百四，估分五百六左右，实际五
  百六十三，被广州医科大学护理学录取
1 | D1:9 D5:3 D5:5 | 赵刚的电动车是怎么换的？ | 先买二手车一千八、每月租电池一百五；后来买了三千六的
  新雅迪，带自己的电池，旧车八百卖给组里的新人
1 | D2:13 D8:11 | 刘梅在学校的职务有什么变化？ | 先当年级组长，这学期改当教务主任
2 | D1:1 | 赵刚是什么时候下岗的？ | 2024年9月
2 | D1:5 | 赵刚是哪天注册成为骑手的？ | 2024年10月18日（周五）
2 | D3:11 | 赵刚从哪天开始当组长？ | 2025年1月1日
2 | D6:8 | 站里一半人没上线的那场暴雨是哪天？ | 2025年6月11日（周三）
2 | D8:2 | 赵刚哪天送女儿去大学报到？ | 2025年9月6日（周六）
2 | D5:7 D6:12 | 赵刚先当上代理站长，还是先拿到仲裁的钱？ | 先当代理站长（2025年5月1日起）；仲裁的钱
  到6月中旬才到
3 | D6:12 D6:14 | 赵刚会把仲裁拿回的钱花在自己身上吗？ | 不会；存起来给女儿交第一年学费
3 | D5:11 | 赵刚觉得当站长管人容易吗？ | 不容易；他觉得管人比管机器难
3 | D7:5 D8:6 | 赵刚女儿愿意让同学看到爸爸穿骑手服吗？ | 不愿意；她不许他穿骑手服去学校，后来他穿了
  衬衫
3 | D7:11 D7:13 | 赵刚的妻子在站里最擅长什么？ | 排班；她比赵刚会排班，骑手都服她
4 | D1:5 | 赵刚注册的是哪个外卖平台？ | 美团
4 | D1:7 | 赵刚第一天送了多少单？ | 二十六单，跑了十一个小时，挣了一百四十多
4 | D2:8 | 赵刚是怎么摔倒的？ | 一辆电动车逆行，他急刹车摔倒，膝盖擦破
4 | D2:12 | 赵刚在平台上的评分是多少？ | 四点八
4 | D3:3 | 女儿给赵刚买了什么？ | 一副加绒的防水手套，一百二十八
4 | D4:2 | 除夕最后一单送的是什么？ | 一份饺子，送给一个没回家过年的小伙子
4 | D4:13 D4:15 | 刘梅家老人住院是什么病？ | 肺炎，已经出院
4 | D6:6 | 女儿的保底志愿是哪里的学校？ | 湖南的学校
4 | D8:4 | 女儿的下铺同学送了她什么？ | 一袋葡萄干
4 | D8:8 | 九月份站里的准时率是多少？ | 九成七，全区第一
5 | D1:3 | 家具厂老板叫什么名字？ |
5 | D5:5 | 买赵刚旧车的小伙子叫什么？ |
5 | D8:4 | 下铺的新疆姑娘学什么专业？ |
5 | D6:6 | 女儿保底报的是湖南哪所学校？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_14 = _conversation("ja-14", "健太", "由紀", [
    ("2025年4月6日 21:00", """
A: 由紀、俺、山登り始めることにした。
B: え、健太が？運動嫌いじゃなかった？
A: 健康診断で、医者に「このままだと五年後に糖尿病ですよ」って言われて。
B: それは怖い。でもなんで山？
A: ジムは三回で行かなくなったから。景色があれば続くかなって。
B: 最初はどこ行くの？
A: 来週の土曜、高尾山。会社の先輩の岡田さんが連れてってくれる。
B: 靴とかあるの？
A: 昨日、神保町の登山用品店で買った。店員さんに勧められて、ミドルカットのやつ、二万八千円。
B: 高尾山ならスニーカーでもいけるのに。
A: 形から入るタイプなんだよ。
B: 私は最近ボルダリング始めたよ。週二回、会社の近くのジムで。
A: 由紀も体動かしてるのか。
"""),
    ("2025年4月20日 20:30", """
B: 高尾山どうだった？
A: 稲荷山コースで登ったけど、想像以上にきつかった。岡田さん、全然息切れしないんだよ。
B: 岡田さんっていくつ？
A: 五十二。毎週どこかの山に登ってるらしい。
B: 頂上はどうだった？
A: 富士山が見えた。雲の上に頭だけ出てて、ちょっと感動した。
B: それでハマったんだ。
A: 完全に。次は丹沢の大山に行く予定。五月の連休に。
B: 足は大丈夫だった？
A: 次の日、階段が降りられなかった。ふくらはぎがずっと痛い。
B: 靴は？
A: 靴は最高。かかとに少し靴ずれしたけど。
B: 二万八千円の価値はあったね。
"""),
    ("2025年5月18日 21:15", """
A: 大山、行ってきた。五月四日に。
B: どうだった？
A: 雨だった。ケーブルカーで途中まで上がって、そこから一時間半。頂上は真っ白で何も見えなかった。
B: 残念。
A: でも帰りに食べた豆腐料理がうまかった。大山は豆腐が名物なんだって。
B: 岡田さんも一緒？
A: いや、岡田さんは腰を痛めて来られなくて。今回は会社の登山サークルの人たちと行った。
B: サークルなんてあるんだ。
A: 入った。月一回、メンバーは八人。最年少は新卒の女の子で、最年長が岡田さん。
B: で、最終目標は？
A: 夏に富士山。七月の終わりに、吉田ルートで、山小屋に一泊。
B: 本気だね。
A: 体重も三キロ落ちた。医者に報告したら褒められた。
B: 私はボルダリングで四級に上がったよ。
A: 四級ってすごいの？
B: 初心者卒業くらいかな。
"""),
    ("2025年6月22日 20:00", """
B: 富士山の準備は進んでる？
A: 山小屋の予約が取れた。七月二十六日、八合目の太子館。
B: 一泊いくら？
A: 夕食と朝食付きで一万六千円。高いけど、寝るところがあるだけマシ。
B: 誰と行くの？
A: サークルから四人。岡田さんは腰がまだ不安だからって、今回は見送り。
B: 残念だね。
A: 代わりに、岡田さんが昔使ってたストックを貸してくれた。
B: 高山病とか大丈夫？
A: それが心配で、先週、練習で八ヶ岳の赤岳に登ってきた。二千八百メートルちょっと。
B: どうだった？
A: 頭が少し痛くなった。ゆっくり歩いて、水をこまめに飲めって言われた。
B: 雨具は？
A: 上下セパレートのやつを買った。大山で、傘じゃ無理だってわかったから。
"""),
    ("2025年8月3日 21:00", """
A: 富士山、登れなかった。
B: え、どうしたの？
A: 台風。二十六日は登山道が閉鎖になって、山小屋も全部キャンセル。
B: うわ、悔しい。
A: キャンセル料はかからなかったけど、新幹線は払い戻しで手数料取られた。
B: リベンジするの？
A: する。九月六日で取り直した。同じ太子館。閉山ぎりぎりだけど。
B: 四人でまた行ける？
A: 二人になった。新卒の子と俺だけ。他の二人は予定が合わなくて。
B: その子、体力ある？
A: 大学時代ワンゲル部だったらしくて、俺より全然強い。
B: 頼もしい。
A: あと、岡田さんの腰が治ったって。九月は無理だけど、秋に一緒に紅葉の山に行こうって。
"""),
    ("2025年9月14日 20:30", """
B: 富士山、今度こそ？
A: 登った！先週の日曜の朝、日の出を頂上で見た。
B: おめでとう！
A: 夜中の一時に山小屋を出て、四時半に着いた。ご来光、本当に泣きそうになった。
B: 高山病は？
A: 九合目で頭が割れそうに痛くなった。新卒の佐藤さんが酸素缶をくれて助かった。
B: 佐藤さんに頭上がらないね。
A: お礼に、お鉢巡りの後、頂上の山小屋でカップラーメンをおごった。九百円。
B: 高っ。
A: 頂上価格だよ。
B: 下山は？
A: 下りで膝をやられた。いまだに階段がつらい。
B: 私、来月クライミングジムの大会に出るよ。初心者クラス。
A: 応援行くよ。いつ？
B: 十月十九日。
"""),
    ("2025年10月26日 21:00", """
B: 大会、来てくれてありがとう。
A: 三位おめでとう。表彰台の由紀、かっこよかった。
B: 健太は紅葉の山どうだった？
A: 昨日まで、岡田さんと涸沢に行ってきた。金曜から一泊で。
B: 涸沢？有名なところだよね。
A: テント場がカラフルなテントで埋まってて、紅葉も最高だった。今年一番の景色。
B: テント泊？
A: 俺は小屋。岡田さんはテント。五十二歳でテント泊、元気すぎる。
B: 膝は？
A: サポーターを買った。四千五百円。下りはそれでだいぶ楽になった。
B: 次は？
A: 冬は雪山は危ないから、低い山を続ける。来年の夏は北アルプスの槍ヶ岳を目指す。
B: 槍ヶ岳って、あのとんがった山？
A: そう。岡田さんが一緒に行こうって。
"""),
    ("2025年12月7日 20:00", """
A: 健康診断の結果が出た。
B: どうだった？
A: 血糖値、正常範囲に戻った。体重も八キロ減。
B: すごい！お医者さん、なんて？
A: 「何をしたんですか」って聞かれたから、「山です」って答えた。
B: 続けられてるのがえらい。
A: 山のおかげで、週末の飲み会も減ったし。
B: 年末は？
A: 大晦日から高尾山で初日の出を見るつもりだったけど、混むからやめた。元日は近所の低い山にする。
B: 槍ヶ岳の計画は？
A: 来年の八月。岡田さんと佐藤さんと三人で。山小屋の予約は三月に始まる。
B: 私も連れてって。
A: 由紀なら大丈夫だよ。ボルダリングの腕があれば、槍の最後のはしごも楽勝。
B: じゃあ四人だね。
"""),
], """
1 | D4:2 D5:3 D5:7 D6:2 | 健太の富士山登頂はどのように実現しましたか？ | 7月26日の予定が台風で中止に
  なり、9月6日に取り直して、9月7日の朝に頂上でご来光を見た
1 | D4:6 D5:9 | 富士山に一緒に行くメンバーはどう変わりましたか？ | サークルから四人の予定が、健太と
  新卒の佐藤さんの二人になった
1 | D1:3 D3:13 D8:3 | 山登りを始めてから健太の体はどう変わりましたか？ | 糖尿病になると言われていた
  が、体重が三キロ、最終的に八キロ減り、血糖値が正常に戻った
1 | D3:7 D4:6 D5:13 D7:4 | 岡田さんの腰の不調は健太の山行きにどう影響しましたか？ | 大山にも富士山に
  も来られなかったが、腰が治って秋に一緒に涸沢へ行った
1 | D1:12 D3:14 D6:13 D7:2 | 由紀のボルダリングはどう上達しましたか？ | 週二回ジムに通い、四級に上が
  り、十月の大会の初心者クラスで三位になった
1 | D7:12 D8:11 D8:14 | 来年の槍ヶ岳には誰が行く予定ですか？ | 健太、岡田さん、佐藤さん、由紀の四人
  で、来年の八月
2 | D1:7 | 健太が初めて山に登ったのはいつですか？ | 2025年4月12日（土）、高尾山
2 | D3:1 | 大山に登ったのはいつですか？ | 2025年5月4日
2 | D6:2 | 富士山の頂上で日の出を見たのはいつですか？ | 2025年9月7日（日）
2 | D6:15 | 由紀が大会に出たのはいつですか？ | 2025年10月19日（日）
2 | D7:4 | 涸沢に行ったのはいつですか？ | 2025年10月24日（金）から25日（土）まで、一泊
2 | D3:1 D4:10 | 赤岳と大山、健太が先に登ったのはどちらですか？ | 大山（5月4日）。赤岳は6月中旬
3 | D1:5 | 健太にジムの年間会員券を贈ったら喜びますか？ | たぶん喜ばない。ジムは三回で行かなくなった
3 | D1:9 D1:11 | 健太は道具にお金をかけるタイプですか？ | はい。形から入るタイプで、高尾山のために二
  万八千円の登山靴を買った
3 | D7:6 | 健太が今年いちばん気に入った景色はどこですか？ | 紅葉の涸沢
3 | D8:7 | 健太は今も週末によく飲みに行きますか？ | 以前より減った。山のおかげで週末の飲み会が減った
4 | D1:9 | 健太の登山靴はどこで買ったものですか？ | 神保町の登山用品店。ミドルカットで二万八千円
4 | D2:6 | 高尾山の山頂から何が見えましたか？ | 雲の上に頭を出した富士山
4 | D3:5 | 大山の名物は何ですか？ | 豆腐
4 | D3:9 | 会社の登山サークルには何人いますか？ | 八人。活動は月一回
4 | D4:4 | 富士山の山小屋の料金はいくらですか？ | 夕食と朝食付きで一万六千円
4 | D4:8 | 岡田さんは健太に何を貸しましたか？ | 昔使っていたストック（トレッキングポール）
4 | D6:6 | 九合目で頭痛に苦しむ健太を助けたのは何ですか？ | 佐藤さんがくれた酸素缶
4 | D6:8 | 頂上で健太は佐藤さんに何をごちそうしましたか？ | 九百円のカップラーメン
4 | D8:5 | 健康になった秘訣を聞かれて、健太は何と答えましたか？ | 「山です」と医者に答えた
4 | D8:9 | 健太は元日にどこで初日の出を見るつもりですか？ | 近所の低い山（高尾山は混むのでやめた）
5 | D3:9 | 新卒の佐藤さんの下の名前は何ですか？ |
5 | D6:13 | 由紀が大会に出たジムの名前は何ですか？ |
5 | D4:2 | 太子館では何人部屋に泊まりましたか？ |
5 | D7:8 | 岡田さんのテントは何色ですか？ |
""")

_JA_15 = _conversation("ja-15", "拓也", "恵", [
    ("2025年4月13日 21:00", """
A: 姉ちゃん、やらかした。PTA会長になった。
B: 会長？役員決めのくじ？
A: くじで本部役員が当たって、その中で誰も会長をやらないから、じゃんけんで負けた。
B: じゃんけんで会長決めるの？
A: 最後まで誰も手を挙げなかったんだよ。六人で四十分沈黙。
B: 仕事が在宅だからって思われたんじゃない？
A: それもある。副会長の一人に「在宅なら平日も動けますよね」って言われた。
B: 任期は？
A: 一年。来年の三月まで。
B: 陽菜は何て？
A: 「パパが朝礼で話すの？」って大喜び。小三だから、まだ恥ずかしいとか思わないらしい。
B: 私も下の子の幼稚園で、今年は卒園対策委員をやってる。
A: 姉ちゃんも大変だな。
"""),
    ("2025年5月11日 20:30", """
B: 会長、慣れた？
A: 全然。最初の仕事が総会の挨拶で、五分の原稿に三日かけた。
B: SEなのに。
A: コードは書けても挨拶文は書けない。
B: 何か変えたいことはあるの？
A: 紙のプリントを減らしたい。今、連絡は全部紙で、集金も封筒に現金。
B: 今どき？
A: だから、連絡はLINEのオープンチャットに、集金は口座振替にする案を出した。
B: 反対されなかった？
A: 年配の役員さんが一人、「スマホがない家庭はどうするの」って。もっともだから、紙も残す。
B: 運動会はいつ？
A: 五月三十一日。本部テントで一日中アナウンス係。
B: 日焼け止め忘れないでね。
"""),
    ("2025年6月8日 21:00", """
A: 運動会、雨で延期になった。
B: 三十一日、降ってたもんね。
A: 翌週の土曜にやった。昨日。
B: 陽菜は？
A: リレーのアンカー。二人抜いた。俺、アナウンスで名前を呼ぶとき声が裏返った。
B: 親バカ全開。
A: 延期のせいで、本部テントの業者に追加で一万二千円払うことになった。
B: 予算は大丈夫？
A: 予備費から出した。会計の人に苦い顔された。
B: LINEの件は？
A: オープンチャット、今月スタートした。二百四十家庭のうち百八十が参加。
B: 四分の三か。
A: 残りは紙で。口座振替は来年度からにした。銀行の手続きが間に合わなくて。
"""),
    ("2025年7月20日 20:00", """
B: 夏休みはPTAも休み？
A: 休みじゃない。八月に校庭の草むしりと、プールの監視当番がある。
B: プールの監視って親がやるの？
A: 一日二人、十日間。その当番表を作るのが会長の仕事。
B: 大変。
A: 希望を取ったら、平日に出られる人が少なくて。結局俺が三日入る。
B: 在宅の宿命ね。
A: あと、秋のバザーの実行委員長もやることになった。
B: 会長が兼任？
A: 前の委員長が転勤で、九月に大阪に引っ越すんだって。
B: バザーはいつ？
A: 十一月十五日の土曜。体育館で。
B: うちの幼稚園、謝恩会の会場が決まったよ。駅前のホテルの宴会場。
A: ホテル？幼稚園の謝恩会で？
B: 予算オーバーで揉めてる。
"""),
    ("2025年9月21日 21:00", """
A: バザー、日にちが変わった。
B: え、また？
A: 十一月十五日に体育館の床の張り替え工事が入ることになって、一週間後ろにずらした。
B: 連休の初日だね。
A: それが心配。人が来るかどうか。
B: 何を売るの？
A: 家庭から寄付してもらった品と、五年生の手作りクッキー、あと、おやじの会の焼きそば。
B: おやじの会？
A: 父親の有志の会。八人いる。俺もついでに入った。
B: ついでが多すぎる。
A: 売上の目標は三十万円。図書室の本を買う。
B: いいね、本なら誰も文句言わない。
A: 去年は二十二万だったから、ちょっと強気。
"""),
    ("2025年11月30日 20:30", """
B: バザー、どうだった？
A: 大成功。売上三十四万円。目標超えた。
B: おめでとう！何が売れたの？
A: 焼きそばが一番。四百食、昼前に売り切れた。
B: おやじの会、すごい。
A: 俺はずっとキャベツを切ってた。指を一回切った。
B: 会長自ら。
A: クッキーも完売。五年生の子たちが値段を自分たちで決めて、三枚百円。
B: 図書室の本は？
A: 司書の先生と相談して、来月注文する。図鑑と、子どもたちのリクエストの漫画。
B: 漫画？
A: 歴史の学習漫画とか。アンケートで一番多かったから。
B: 私の方の謝恩会は、ホテルをやめて、幼稚園のホールでやることになった。
A: 揉めた結果？
B: 多数決。私はホール派だったから勝った。
"""),
    ("2026年1月18日 21:00", """
A: 次の会長が決まらない。
B: また、じゃんけん？
A: 今年はそれをやめたくて、立候補制にした。締め切りは一月三十日。
B: 誰か出そう？
A: 今のところゼロ。副会長の一人は「拓也さんがもう一年やればいい」って。
B: やるの？
A: やらない。妻と約束した。来年度は家族を優先するって。
B: 奥さん、今年は大変だったもんね。
A: 土日のほとんどがPTAで、陽菜とのスキー旅行も一回キャンセルした。
B: それは陽菜がかわいそう。
A: 二月の三連休にやり直す。長野の白馬。
B: 口座振替は？
A: 四月から。説明会を二月にやる。
"""),
    ("2026年3月1日 20:00", """
B: 会長、決まった？
A: 決まった！締め切りを二週間延ばしたら、おやじの会の田中さんが手を挙げてくれた。
B: よかったね。
A: 父親が二年続けて会長をやるのは初めてらしい。
B: 引き継ぎは？
A: 三月の最後の役員会で。一年分の資料は全部クラウドにまとめた。
B: さすがSE。
A: 白馬、行ってきた。陽菜、初めてリフトで上まで行けた。
B: 楽しかった？
A: 本人は楽しかったって。俺は筋肉痛で二日寝込んだ。
B: 来年度は何もやらないの？
A: おやじの会だけは続ける。焼きそば担当として。
B: 結局やるんじゃない。
A: 焼きそばは別腹。
"""),
], """
1 | D1:3 D1:5 D7:3 D8:2 | 会長の決め方は、拓也の年と次の年でどう違いましたか？ | 拓也の年はくじで本
  部役員になり、誰も手を挙げずじゃんけんで負けて決まった；次は立候補制にし、締め切りを延ばした後にお
  やじの会の田中さんが立候補した
1 | D2:8 D3:11 D3:13 D7:13 | 紙の連絡と現金の集金をなくす取り組みはどうなりましたか？ | LINEのオープ
  ンチャットは六月に始まり、240家庭中180が参加、残りは紙；口座振替は来年度の四月から
1 | D4:12 D5:3 | バザーの日付はどう変わりましたか？ | 11月15日から、体育館の床の工事のため一週間後の
  11月22日に
1 | D5:11 D5:13 D6:2 | バザーの売上は目標や前年と比べてどうでしたか？ | 三十四万円で、目標の三十万円
  も前年の二十二万円も上回った
1 | D1:12 D4:13 D4:15 D6:13 D6:15 | 恵の幼稚園の謝恩会はどこで開くことになりましたか？ | 駅前のホテ
  ルの宴会場の予定が予算で揉め、多数決で幼稚園のホールに
1 | D7:9 D7:11 D8:8 | PTAのせいで流れた家族旅行はどうなりましたか？ | スキー旅行を一度キャンセルし、
  二月の三連休に長野の白馬でやり直した。陽菜は初めてリフトで上まで行けた
2 | D2:12 D3:1 D3:3 | 運動会は実際にはいつ開かれましたか？ | 2025年6月7日（土）。5月31日の予定が雨で
  延期
2 | D4:12 D5:3 | バザーは実際にはいつ開かれましたか？ | 2025年11月22日（土）
2 | D7:3 D8:2 | 次の会長の立候補の締め切りは、最終的にいつになりましたか？ | 2026年2月13日ごろ（1月
  30日から二週間延長）
2 | D1:9 | 拓也の会長の任期はいつまでですか？ | 2026年3月まで
2 | D4:8 D5:3 | バザーの実行委員長を引き受けたのと、バザーの日付が変わったのと、どちらが先ですか
  ？ | 委員長を引き受けたのが先（7月）、日付の変更は9月
2 | D7:11 | 白馬へのスキー旅行はいつですか？ | 2026年2月の三連休（2月21日から23日）
3 | D7:5 D7:7 | 拓也はもう一年会長を続けたいと思っていますか？ | いいえ。来年度は家族を優先すると妻
  と約束した
3 | D2:10 | 拓也は反対意見に耳を傾けるタイプですか？ | はい。スマホのない家庭のために紙の連絡も残し
  た
3 | D8:12 D8:14 | 拓也は来年度、PTAの活動から完全に手を引きますか？ | いいえ。おやじの会の焼きそば担
  当は続ける
3 | D3:5 | 拓也は娘のことになると冷静でいられますか？ | いいえ。アンカーの娘の名前を呼ぶとき声が裏返
  った
4 | D1:5 | 本部役員の話し合いでは、どれくらい沈黙が続きましたか？ | 六人で四十分
4 | D1:11 | 陽菜は何年生ですか？ | 小学三年生
4 | D2:2 | 総会の挨拶の準備にどれくらいかかりましたか？ | 五分の原稿に三日
4 | D2:8 | 保護者への連絡用に拓也が提案したメッセージアプリは何ですか？ | LINEのオープンチャット
4 | D3:7 | 運動会の延期で追加でかかった費用はいくらですか？ | 本部テントの業者に一万二千円、予備費か
  ら
4 | D4:4 | プールの監視当番は一日何人、何日間ですか？ | 一日二人、十日間
4 | D4:10 | 前のバザー委員長はなぜ辞めたのですか？ | 転勤で九月に大阪に引っ越すため
4 | D6:4 | バザーで一番売れたものは何ですか？ | おやじの会の焼きそば。四百食が昼前に売り切れた
4 | D6:8 | 五年生のクッキーはいくらで売られましたか？ | 三枚百円
4 | D8:6 | 拓也は引き継ぎの資料をどうまとめましたか？ | 一年分をすべてクラウドにまとめた
5 | D1:7 | 副会長の名前は何ですか？ |
5 | D5:9 | おやじの会の代表は誰ですか？ |
5 | D6:10 | 司書の先生の名前は何ですか？ |
5 | D7:11 | 白馬で泊まったホテルの名前は何ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_14, _EN_15, _ZH_14, _ZH_15, _JA_14, _JA_15]
