"""A fourth conversational-memory evaluation set in LoCoMo's format: six conversations, en/zh/ja.

The same format, categories and counts as `benchmarks.conversations_data_3` (and the
parsing helpers of `benchmarks.conversations_data`), over new people and new lives: two
English conversations (en-8, en-9), two in Simplified Chinese (zh-8, zh-9) and two in
Japanese (ja-8, ja-9), each written on its own rather than translated. en-8 is a woman
raising a guide-dog puppy for a charity, told to her sister, from the puppy's arrival to the
day it leaves for training; en-9 a man opening a second-hand bookshop, with the friend who
keeps his accounts; zh-8 two cousins planning and driving a road trip into Tibet with one
cousin's wife; zh-9 a mother and her daughter's head teacher through the last year of high
school, the exams and the university offer; ja-8 two sisters through the younger one's
wedding, from the first venue visit to the honeymoon; ja-9 a junior-high maths teacher who
leaves teaching for a coding course and a first job as an engineer, told to a friend who is
one.

Every conversation is two people talking over eight dated sessions spread across months,
twelve to fourteen turns a session. Facts are said indirectly or through a pronoun, several
are revised later (a trip's dates and the dog-sitter, a spaying date, a shop's opening day
and name, a lease, a route, a holiday's length, next year's destination, a choice of degree,
a test date, a wedding date, a dress, the guest count, who gives the toast, a course and its
price, a portfolio's subject, a start date and a role), numbers and dates are often spelled
in words or given relative to the session ("on Thursday", "on Monday", 下周, 来月, 先週), some
replies carry their subject only through the turn they answer, the Chinese and Japanese turns
mix in English words (Polo, Django, React, TypeScript, EdTech, MacBook), and look-alike
turns (another vet, another raiser, another assessment, another exam, another offer, another
photo, another dress) sit beside the one a question asks about.

Thirty questions a conversation, each naming the turns (`dia_id`) that hold its answer:
6 multi-hop (1), 6 temporal (2), 4 open-domain inference (3), 10 single-hop (4) and
4 adversarial (5, answered "Not mentioned in the conversation." with the evidence naming the
turn the question leans on). For a fact that changed, the question asks for the current
state and the evidence is the latest turn. Questions paraphrase the turns rather than
copying their words.

The set was written before any ranker or rule ran on it.
"""

from __future__ import annotations

from typing import Any

from .conversations_data import NOT_MENTIONED, _conversation

__all__ = ["CONVERSATIONS", "NOT_MENTIONED"]


# --- English --------------------------------------------------------------------------------------

_EN_8 = _conversation("en-8", "Isla", "Bea", [
    ("7:45 pm on 18 January, 2026", """
A: Guess what came through today. The email from the charity.
B: The puppy one? Tell me everything.
A: She's coming on Thursday. Eight weeks old, a yellow Labrador crossed with a golden retriever.
B: Thursday this week? That's fast. Has she got a name yet?
A: They name each litter by a letter, and this one's the P litter. She's Pepper.
B: Pepper! Finn will lose his mind. Can we come and meet her?
A: Not straight away. Gail says she needs a fortnight to settle before visitors.
B: Who's Gail?
A: My supervisor from the charity. She'll come round every three weeks to check on us both.
B: And what about work? You can't leave a puppy on her own all day.
A: I'm only in on Mondays, Tuesdays and Thursdays, and Dev's home in the daytime then because he's
  on nights.
B: Handy. Monty says hello, by the way. Well, he's sulking in his cone.
A: Oh no, poor boy. How did the knee operation go?
B: The surgeon's pleased with it. Six weeks of lead walks only, and he's furious about it.
"""),
    ("9:10 pm on 1 February, 2026", """
B: So how's week two of motherhood?
A: I haven't slept. She cries at two in the morning unless her crate's right next to the bed.
B: So the crate's moved upstairs?
A: It has. Gail said that's fine until she's settled. She was seven point four kilos at the weigh-in
  on Friday.
B: Is that big?
A: About right, the vet said. We did have a scare on Wednesday, though. She was sick after eating
  one of Dev's socks.
B: A whole sock?
A: Most of it. It came back up, thankfully. The vet was very calm about it, I was not.
B: Can we come on the fourteenth? Finn's made her a card.
A: The fourteenth is perfect. Bring Monty if he's allowed out. She needs to meet calm dogs.
B: He's calm, he's got no choice at the moment.
A: Ha. Puppy class starts next Saturday as well, at the church hall in Kenilworth.
B: Puppy class! Does she get a certificate?
A: She gets a little yellow jacket that says puppy in training. That's better than any certificate.
"""),
    ("8:00 pm on 1 March, 2026", """
A: Pepper went on her first bus today!
B: How did she do?
A: Sat under the seat like she'd done it all her life. Escalators are banned till she's older,
  though.
B: Finn still talks about the visit. He says Monty was her bodyguard.
A: Monty was lovely with her. He just lay there while she chewed his ear.
B: That's Monty. How big is she now?
A: Eleven kilos, at fourteen weeks. Her paws are enormous.
B: Are you still going to Edinburgh with Dev in April?
A: Yes, the seventeenth to the nineteenth. Pepper can't come, so she'll stay with another raiser.
B: Someone from the charity?
A: Marjorie. She's raised nine of them. Gail says Pepper will learn more from her in a weekend than
  from me in a month.
B: That's a bit rude of Gail.
A: It's true, though. Every one of Marjorie's dogs qualified.
"""),
    ("7:30 pm on 12 April, 2026", """
A: Edinburgh's off. Well, moved.
B: What happened?
A: Dev's been put on the April rota for the new ward, so we've moved it to May, the twenty-second to
  the twenty-fourth.
B: And Marjorie can do May?
A: No, she's away. Pepper's going to Colin instead. He's a retired postman, he's had four of them.
B: A postman looking after a dog. That's a twist.
A: I know. Also, Pepper pulls like a train now. Gail's given us a head collar to try.
B: Does it work?
A: Like magic. She hates it for about thirty seconds and then forgets it's there.
B: Speaking of favours, Finn's class are doing a topic on helping people. He wants to know if you'd
  bring Pepper in.
A: I'd love to. Would the teacher mind?
B: Mrs Achebe asked him to ask you. Thursday the thirtieth, after lunch, if that suits.
A: I'm at work on Thursdays... but I'll swap with Jo. Tell Finn yes.
B: He'll be unbearable.
"""),
    ("8:15 pm on 31 May, 2026", """
B: How was Edinburgh?
A: Wet and wonderful. We walked up Arthur's Seat in a gale.
B: And Colin? Did Pepper behave?
A: He said she was perfect, apart from stealing a ham sandwich off his coffee table.
B: Ha! Did he tell Gail?
A: He did, and Gail said it's a well-known Labrador weakness. She's twenty-four kilos now, so she
  can reach anything.
B: Finn's still talking about the school visit, you know.
A: It was so sweet. Twenty-eight of them sitting on the carpet, and Pepper fell asleep under Mrs
  Achebe's desk.
B: He's told everyone you're a guide dog trainer.
A: I'm really not. I just teach her to sit at kerbs and not eat sandwiches.
B: When's her big test?
A: Her assessment's on the sixteenth of July. They see how she copes in town, with traffic, noise
  and other dogs.
A: And how's Monty's knee now?
B: Back to normal. He chased a squirrel round the park yesterday, and the surgeon's signed him off.
"""),
    ("9:00 pm on 19 July, 2026", """
A: The assessment was on Thursday.
B: And? Don't make me wait.
A: She passed nearly everything. Traffic, the train station, the shopping centre.
B: Nearly?
A: Pigeons. She went after one in the square and wouldn't come back for a good ten seconds.
B: Oh, Pepper.
A: So they want to look at her again in September. Gail wasn't worried, she says pigeons are a
  phase.
B: And the spaying? Wasn't that soon?
A: The fourth of August. Dr Hale's doing it.
B: Isn't Dr Hale the one who did Monty's knee?
A: No, that was Mr Brennan at the referral hospital. Dr Hale's our ordinary vet.
B: Oh, right. And how's work with her?
A: The practice has said she can come in on Thursdays and lie in the back office. The patients adore
  her.
B: Of course they do.
"""),
    ("8:40 pm on 6 September, 2026", """
B: How's the patient?
A: Cone's finally off. She had the operation on the eleventh in the end, not the fourth. The vet had
  an emergency and cancelled.
B: Was she sorry for herself?
A: For about a day. Then she tried to jump on the sofa with the cone still on.
B: And the pigeon test?
A: The second go is on the twenty-fourth of September. We've been practising in the square every
  morning with a bag of treats.
B: And if she passes, what then?
A: She goes to the training centre in Leamington for proper guide work. Gail thinks October.
B: Oh, Isla. How are you going to cope?
A: Badly. Dev says I've already started crying at adverts.
B: Would you do it again?
A: I think so. Gail's asked if I'd take another one in the new year.
B: You'll say yes. You always say yes.
"""),
    ("7:20 pm on 25 October, 2026", """
A: She's gone. I dropped her at Leamington on Monday.
B: Oh, love. How was it?
A: She trotted off with the trainer without looking back. Which is exactly what you want, and it
  still broke my heart.
B: So she got past the pigeons, then.
A: With flying colours. Walked straight through a whole flock. Gail nearly cheered.
B: Did you give her anything to take with her?
A: The knitted rabbit Finn brought her when you visited in February. It's gone in her bag.
B: He'll be so pleased. Do you get any news of her?
A: A report every month. And if she qualifies, they'll invite us to meet the person she's matched
  with.
B: That's a long way off, though?
A: Six or seven months of training, they said. So spring, maybe.
B: And the next one?
A: Yes, I said yes. A black Lab from the Q litter, coming in January. She's called Quill.
B: Quill and Monty. Finn will want to write a book about them.
"""),
], """
1 | D2:4 D3:7 D5:6 | How did Pepper's weight change from her first weigh-in to the end of May? |
  From seven point four kilos in late January to eleven kilos at fourteen weeks (early March) and
  twenty-four kilos by the end of May
1 | D3:9 D4:3 D4:5 | Who looked after Pepper while Isla was in Edinburgh, and why not the raiser
  first planned? | Colin, a retired postman; the trip moved from April to May because of Dev's rota,
  and Marjorie was away in May
1 | D6:5 D7:6 D8:5 | What held Pepper back at her first assessment, and how did she do when tested
  again? | She chased a pigeon in the square; at the second test on 24 September she walked straight
  through a whole flock
1 | D2:9 D8:7 | What did Finn give Pepper? | A card he made, and a knitted rabbit that went with her
  to the training centre
1 | D1:12 D1:14 D5:14 | What happened with Monty's knee? | He had an operation in January, was on
  lead walks only for six weeks, and by the end of May the surgeon had signed him off
1 | D4:12 D5:8 | What happened when Pepper went into Finn's class? | On Thursday 30 April, after
  lunch, twenty-eight children sat on the carpet and Pepper fell asleep under Mrs Achebe's desk
2 | D1:3 | When did Pepper come to live with Isla? | Thursday 22 January 2026
2 | D4:3 | When did Isla and Dev go to Edinburgh? | 22 to 24 May 2026 (first planned for 17 to 19
  April)
2 | D5:12 D6:1 | When was Pepper's first assessment? | Thursday 16 July 2026
2 | D7:2 | When was Pepper spayed? | 11 August 2026 (it had been booked for 4 August)
2 | D8:1 | When did Pepper go to the training centre? | Monday 19 October 2026
2 | D8:11 | When could Pepper finish her guide training? | Around spring 2027, after six or seven
  months
3 | D7:10 D8:3 | Did Isla find it easy to hand Pepper over? | No; she was crying at adverts
  beforehand and it broke her heart, though she was glad Pepper went happily
3 | D7:12 D7:13 D8:13 | Does Isla find it hard to turn down a request? | Yes; her sister says she
  always says yes, and she agreed to raise another puppy
3 | D3:11 D3:13 | Does Isla think Marjorie is a better raiser than she is? | Yes; she agrees Pepper
  would learn more from Marjorie in a weekend, since all of Marjorie's dogs qualified
3 | D1:11 D4:3 | Does Dev probably work in a hospital? | Yes; he works nights and was put on the
  rota for a new ward
4 | D1:3 | What breed is Pepper? | A yellow Labrador crossed with a golden retriever
4 | D1:5 | Why does Pepper's name begin with P? | The charity names each litter by a letter, and
  hers was the P litter
4 | D1:9 | How often does Gail come to check on Isla and Pepper? | Every three weeks
4 | D2:2 D2:3 D2:4 | Where does Pepper's crate stand now, and why? | Upstairs next to Isla's bed,
  because otherwise she cries at night
4 | D2:6 D2:8 | What made Pepper sick in her first fortnight? | One of Dev's socks, which she ate
  and brought back up
4 | D2:12 | Where are the puppy classes held? | At the church hall in Kenilworth
4 | D4:7 D4:9 | What did Gail suggest for Pepper's pulling, and did it help? | A head collar; it
  worked like magic once she forgot it was there
4 | D5:4 | What did Pepper steal while staying with Colin? | A ham sandwich off his coffee table
4 | D6:13 | When may Pepper come to Isla's work? | On Thursdays, lying in the practice's back office
4 | D8:13 | What puppy is Isla raising next? | Quill, a black Labrador from the Q litter, arriving
  in January
5 | D6:9 | What is Dr Hale's first name? |
5 | D5:2 | Which hotel did Isla and Dev stay at in Edinburgh? |
5 | D8:9 | Who has Pepper been matched with? |
5 | D1:12 | What breed is Monty? |
""")

_EN_9 = _conversation("en-9", "Owen", "Jess", [
    ("8:10 pm on 15 February, 2026", """
A: I did it. I signed the lease on the old shoe shop on Mill Street this morning.
B: Owen! The one with the green door?
A: That's the one. Three years, nine hundred and fifty a month, and the first two months at half
  rent while I fit it out.
B: That's a decent deal. Did you get the break clause we talked about?
A: After eighteen months. You'd have been proud of me.
B: I'm always proud of you. When are you opening?
A: I'm aiming for the first of April. April Fools' Day, which feels about right.
B: And stock? You can't open with only your own shelves.
A: I've got my own four thousand books, and there's a house clearance in Ludlow on Saturday. A
  retired vicar, apparently.
B: Vicars have good books.
A: And terrible handwriting in the margins.
B: Send me the numbers before you buy anything big. I'll do you a cash-flow sheet.
A: I will. You're getting paid in books, I hope you know.
"""),
    ("9:00 pm on 8 March, 2026", """
B: How was the vicar's library?
A: Incredible. Eleven hundred books for six hundred pounds, including a first edition of a Barbara
  Pym.
B: Is that worth much?
A: Maybe two hundred on its own. I'm keeping it behind the till.
B: How's the fit-out going?
A: Slowly. The electrician found the wiring's older than me. That's another two thousand.
B: Ouch. Is it still the first of April?
A: No, I've pushed it to the eighteenth. A Saturday, which is better for footfall anyway.
B: Good, don't open on a Wednesday. Have you thought about a name?
A: Dot says I should name it after the door. I'm thinking The Green Door Bookshop.
B: Who's Dot?
A: She runs the café two doors down. She's already promised to put my flyers on her tables.
B: I like it. Simple.
A: My mum wants Owen's Books. I've told her no.
"""),
    ("7:40 pm on 12 April, 2026", """
A: The sign went up today. Gold letters on green.
B: It's official then. The Green Door Bookshop?
A: Just Green Door Books in the end. The signwriter said it fits the board better.
B: Less is more. Still opening on Saturday?
A: Yes. Mum's making scones, Dot's doing coffee, and a local poet's reading at two.
B: Which poet?
A: Harriet Lowe. She runs the writing group at the library.
B: I'll be there for the opening. Ten?
A: Ten. Could you do the till for an hour? I don't trust myself to talk and add up at the same time.
B: I'm an accountant, Owen, I'll add up. What's the card machine?
A: A little one that plugs into my phone. One point seven five per cent a transaction.
B: That's fine for your volume. Don't let anyone sell you a contract.
A: Someone already tried. I said my accountant would kill me.
"""),
    ("8:30 pm on 3 May, 2026", """
B: Two weeks in! How are the numbers?
A: The first day was amazing, three hundred and forty pounds. Since then it's more like ninety a
  day.
B: That's normal. Opening days are friends and family.
A: Half of it was my mum's friends buying cookery books.
B: What's selling apart from cookery?
A: Crime, Penguin classics and children's picture books. Poetry not at all, sorry Harriet.
B: Have you thought about opening on Sundays?
A: I'm shut Sundays and Mondays at the moment. Maybe Sundays in the summer, for the tourists.
B: Mill Street gets the market crowd on Sundays, doesn't it?
A: It does. Dot opens Sundays and says it's her best day.
B: Then try it from June. Track the takings and we'll see if it pays for your time.
A: Deal. Also, a cat's adopted the shop.
B: A cat? Whose cat?
A: Nobody knows. A big ginger thing. He sleeps in the window on the Wodehouse shelf. Customers love
  him.
"""),
    ("9:15 pm on 7 June, 2026", """
A: We have a problem. The cat has a name and an owner.
B: Oh no.
A: He's called Marmalade, he belongs to the woman at number twelve, and she says he's been going
  missing for weeks.
B: So does she want him back?
A: She says he's welcome to visit as long as I don't feed him. I've put his name on a little card in
  the window.
B: That's the best outcome you could have had. How's Sunday opening going?
A: Today was the second one. Two hundred and ten pounds, the best day since the opening.
B: Keep it up through August and we'll look again.
A: Also, I'm thinking of a book club. The last Thursday of the month, in the shop after closing.
B: Will people come?
A: Dot's got eight names already. The first book is Excellent Women, the Pym.
B: Not the first edition, I hope.
A: God, no. That one stays behind the till. I've ordered paperbacks.
"""),
    ("8:00 pm on 19 July, 2026", """
B: How did the book club go?
A: Great. Eleven people came in the end, not eight, and Dot brought a lemon drizzle.
B: Eleven! Did anyone actually read the book?
A: About half. The other half came for the cake and the cat.
B: Any money in it?
A: Everyone bought the next book from me at ten per cent off, so yes, a bit.
B: What's next?
A: Cold Comfort Farm in August. Someone suggested a crime novel for the autumn.
B: Now, the quarter's numbers. You're about four hundred a month short of paying yourself anything.
A: I know. I'm thinking of selling the rarer stuff online.
B: Use one of the big marketplaces first, don't build your own site yet.
A: That's what Dot's nephew said. He sells records that way.
B: Then listen to both of us.
A: I always listen to you. I just do it slowly.
"""),
    ("7:30 pm on 30 August, 2026", """
A: I sold the Pym.
B: The first edition? I thought it was living behind the till forever.
A: A collector in Bath offered three hundred and twenty online. I couldn't say no.
B: That's more than half of what you paid for the whole vicar's library.
A: I know. It paid for the new shelving in the back room.
B: How are online sales otherwise?
A: About a hundred and fifty a week. Mostly old maps and railway books, weirdly.
B: Not weird. Collectors. What about the Sundays?
A: They're staying. August Sundays beat the Saturdays.
B: So you're open Tuesday to Sunday now?
A: Yes, Mondays off. I need one day to sleep.
B: You do. And the break clause? Are you still thinking you might use it?
A: Not any more. I'd like to stay, if the landlord will talk about a longer lease.
"""),
    ("6:45 pm on 25 October, 2026", """
B: So what did the landlord say?
A: He'll do a new five-year lease from February, at a thousand a month.
B: Up fifty. That's fair for five years. Did he keep a break clause?
A: He wanted to drop it. I asked for one at three years and he agreed.
B: Good man. And the numbers?
A: In September I paid myself for the first time. Eight hundred pounds.
B: Owen! That's wonderful.
A: It's not a salary, but it's a start. Online's now a third of the takings.
B: And the book club?
A: It's moved to the library's community room, we got too big for the shop. Twenty-two came last
  time.
B: And Marmalade?
A: Still in the window. His owner's started coming to the book club.
B: Of course she has. Any plans for Christmas?
A: A signing with Harriet on the fifth of December. She's got a new collection out with a small
  press.
"""),
], """
1 | D1:3 D8:2 | How does Owen's rent under the new lease compare with the first one? | Fifty pounds
  more: nine hundred and fifty a month (half for the first two months) under the three-year lease, a
  thousand a month under the five-year lease from February 2027
1 | D2:2 D2:4 D7:3 | How did the price the Pym first edition fetched compare with Owen's guess? | He
  guessed about two hundred; a collector in Bath paid three hundred and twenty
1 | D2:10 D3:3 | What name did Owen plan for the shop, and what is it called now? | The Green Door
  Bookshop; it became Green Door Books because that fitted the sign board better
1 | D5:11 D6:2 D8:10 | How has the book club grown, and where does it meet now? | Dot had eight
  names, eleven came to the first meeting and twenty-two to the last; it moved to the library's
  community room
1 | D4:14 D5:3 D8:12 | Who owns the cat in the shop window, and what has she started doing? | The
  woman at number twelve; she has started coming to the book club
1 | D1:5 D8:4 | When could Owen break his lease under the old terms and under the new ones? | After
  eighteen months under the first lease; at three years under the new five-year lease
2 | D1:1 | When did Owen sign the lease on the shop? | The morning of 15 February 2026
2 | D2:8 D3:4 | When did the shop open? | Saturday 18 April 2026 (first planned for 1 April)
2 | D1:9 | When was the house clearance in Ludlow? | Saturday 21 February 2026
2 | D5:9 D6:1 | When did the book club first meet? | Thursday 25 June 2026, the last Thursday of the
  month
2 | D8:6 | When did Owen first pay himself from the shop? | September 2026
2 | D8:14 | When is Harriet's signing? | Saturday 5 December 2026
3 | D3:9 D3:10 | Is Owen confident with numbers? | Not very; he asked Jess to run the till because
  he cannot talk and add up at once
3 | D6:11 D6:12 D6:14 | Does Owen act quickly on Jess's advice? | Not really; he says he listens but
  does things slowly
3 | D3:5 D4:4 | Is Owen's mother supportive of the shop? | Yes; she baked scones for the opening and
  her friends made up half the first day's takings
3 | D7:12 D7:13 | Is Owen thinking of giving up the shop? | No; he wants to stay and asked for a
  longer lease
4 | D1:9 | How many books did Owen own before buying stock? | About four thousand
4 | D2:2 | What did Owen pay for the vicar's library, and how many books was it? | Six hundred
  pounds for eleven hundred books
4 | D2:6 | What extra cost did the electrician find? | Old wiring, about another two thousand pounds
4 | D3:11 | What does Owen's card reader charge? | One point seven five per cent a transaction
4 | D4:2 | How much did the shop take on its first day? | Three hundred and forty pounds
4 | D4:6 | What sells well in the shop? | Crime, Penguin classics and children's picture books
4 | D5:5 | What did the cat's owner ask of Owen? | Not to feed him; he may keep visiting
4 | D6:8 | What did the book club read in August? | Cold Comfort Farm
4 | D7:7 | What sells best online? | Old maps and railway books
4 | D7:5 | What did the money from the Pym pay for? | New shelving in the back room
5 | D5:3 | What is the name of the woman at number twelve? |
5 | D6:12 | What is Dot's nephew called? |
5 | D3:5 | What kind of scones did Owen's mother bake? |
5 | D7:3 | Which marketplace did Owen sell the Pym through? |
""")


# --- Chinese --------------------------------------------------------------------------------------

_ZH_8 = _conversation("zh-8", "陈浩", "林亦凡", [
    ("2026年1月11日 晚上9:20", """
B: 哥，你上次说的自驾进藏，今年还去不去？
A: 去！我年假批下来了，七月能休十五天。
B: 太好了。那走哪条线？我还是想走川藏南线。
A: 南线堵车厉害，我同事去年走的，说在然乌排了一整天。
B: 那走北线？风景不一样，但车少。
A: 我倾向北线进去，回来走南线，正好一个环线。
B: 行，环线。车开谁的？我那辆 Polo 肯定不行。
A: 开我的途观，四驱的。出发前我去做个大保养。
B: 那车怎么过来？从深圳开到成都得两天。
A: 我让物流六月底把车托运到成都，我七月四号飞过去，五号一早出发。
B: 嫂子去不去？
A: 她说看情况，她那个项目七月要上线。
B: 那先按咱俩算，多一个人再说。
"""),
    ("2026年2月8日 晚上10:00", """
A: 跟你说个事，你嫂子确定去了。
B: 项目不上线了？
A: 推到九月了，她正好能请假。所以是三个人。
B: 那后排得收拾一下，我的相机包和三脚架挺占地方的。
A: 你那些器材要带多少？
B: 两台机身，四个镜头，再加一台无人机。
A: 无人机在西藏好多地方不让飞，你查一下。
B: 我查了，布达拉宫周边禁飞，其他地方要看当地规定。
A: 还有边防证，走这条线要不要办？
B: 去珠峰大本营要办，其他地方身份证就行。
A: 那加不加珠峰？得多绕好几天。
B: 加吧，来都来了。
A: 好，那我年假再多请两天，变成十七天。
"""),
    ("2026年3月22日 晚上8:40", """
B: 哥，我体检报告出来了，医生说我血压有点高。
A: 多少？
B: 一百四十五，九十五。医生说上高原之前最好复查一下。
A: 那得重视，到了高原血压只会更高。你最近是不是熬夜多？
B: 修图修到两三点，天天如此。
A: 改改吧。我也去做了个心电图，没问题。
B: 嫂子呢？
A: 她有点贫血，医生让她吃点铁剂，问题不大。
B: 红景天要不要提前吃？
A: 我问了朋友，有人说有用有人说没用。我打算带氧气瓶，已经买了六罐。
B: 六罐够吗？
A: 不够路上再买。对了，车的保养做完了，四个轮胎都换成了全地形胎，花了四千二。
B: 这么贵！
A: 安全第一，在川藏线上爆胎可不是闹着玩的。
"""),
    ("2026年5月10日 晚上9:00", """
B: 血压复查了，一百三十，八十五。医生说可以去，但降压药要带上。
A: 那就好，药多带点。
B: 哥，路线我排好了：成都、康定、新都桥、理塘、巴塘、然乌、林芝、拉萨，回来走北线。
A: 等等，这不是南线进藏吗？咱不是说北线进、南线出？
B: 我改了。七月初南线车还不多，北线回来是月底，正好错开。
A: 也行，你是向导，听你的。
B: 珠峰放在拉萨之后，来回三天。
A: 你嫂子说想在林芝多待一天，去看雅鲁藏布大峡谷。
B: 加一天没问题。出发还是七月五号？
A: 对，不变。我们四号晚上的航班到双流。
B: 我去机场接你们。
A: 别，太晚了，十一点多才落地。我们打车去酒店就行。
B: 那五号早上七点我在酒店楼下等你们。
"""),
    ("2026年7月12日 晚上11:30", """
A: 到林芝了，信号终于满格。
B: 我就在隔壁房间，你给我发微信干嘛。
A: 你嫂子睡了，我不想打电话吵她。今天那段路你开得太猛了。
B: 怒江七十二拐，不快点天黑前到不了然乌。
A: 下次这种路我来开。对了，你今天量血压了吗？
B: 量了，一百三十八，还行。就是在理塘那晚头疼了一夜。
A: 理塘海拔四千多，正常。吸了两罐氧，缓过来就好。
B: 嫂子反倒一点反应都没有。
A: 她天天跟我说她是天选之人。
B: 明天去大峡谷，后天开去拉萨。
A: 对，多待的那一天就是明天。
B: 我今天拍了六百多张，无人机在然乌湖飞了一次。
A: 发我几张，我给姑妈看看。
"""),
    ("2026年7月26日 晚上10:20", """
B: 哥，你们到家了吗？
A: 到了，下午三点落地宝安。车还是托运回深圳。
B: 珠峰那段真是值了。
A: 值。就是大本营那晚零下五度，你嫂子裹了两床被子。
B: 北线回来路上那次爆胎，现在想想还后怕。
A: 那曲那段？幸亏是全地形胎，只爆了一个，换上备胎就走了。
B: 那条胎补了花多少钱？
A: 没法补，侧面划破了，直接在那曲换了一条新的，一千一。
B: 这一趟一共开了多少公里？
A: 仪表盘上是五千六百多公里。
B: 油费呢？
A: 油费四千八，过路费几乎没有，住宿花得最多。
B: 我算了一下，住宿一共九千三，三个人分。
A: 分什么分，你当了一路向导，你那份我出。
"""),
    ("2026年9月13日 晚上9:00", """
B: 哥，有个好消息，我拍的然乌湖那张入选了一个摄影展。
A: 真的？哪个展？
B: 成都的一个风光摄影联展，十月十八号开幕，在东郊记忆。
A: 我们去看！你嫂子肯定想去。
B: 太好了。对了，我最近又买了个镜头，为明年准备的。
A: 明年？明年还去？
B: 明年想走新疆，独库公路，每年六月底才通车。
A: 独库公路好，我一直想走。但明年年假我只有十天。
B: 十天够跑独库加伊犁了。
A: 那你先排路线。不过这次你嫂子当领队，她说不想再听你的了。
B: 哈哈，怒江那段她还记着呢。
A: 要记一辈子。对了，姑妈说你的降压药吃完了？
B: 又复查了，现在正常了，医生让停药。熬夜也少了。
"""),
    ("2026年10月25日 晚上8:30", """
A: 展看完了，你那张挂在入口第二张，太显眼了。
B: 嫂子在那张照片前站了十分钟。
A: 她说那天在然乌湖你让她等了一个小时，就为了拍那一张。
B: 光线不对嘛。对了，有人问能不能买那张的收藏版。
A: 卖了吗？
B: 卖了，限量十张，一张两千，已经订出去三张。
A: 厉害。新疆的事定了吗？
B: 改了，明年不去新疆了。嫂子查了，独库公路明年有一段要修，可能不通车。
A: 那去哪儿？
B: 嫂子说走丙察察，从云南丙中洛进藏，一直走到察隅。
A: 丙察察的路况比川藏还差吧？
B: 所以她说这次你开，我坐后排。
A: 行，我开。时间呢？
B: 还是七月，等她年假批下来再定具体日子。
"""),
], """
1 | D1:6 D4:3 D4:5 | 这次自驾最后是走哪条线进藏、哪条线回来的？ | 南线进藏，
  北线回来（原本打算北线进、南线出）
1 | D3:3 D4:1 D7:13 | 林亦凡的血压前后是怎么变化的？ | 体检时一百四十五/九十五；
  复查一百三十/八十五，可以上高原但要带降压药；九月再复查已经正常，医生让停药
1 | D3:12 D6:8 | 这趟自驾在轮胎上一共花了多少钱？ | 五千三：出发前换全地形胎四千二，
  路上在那曲换新胎一千一
1 | D1:12 D2:3 | 陈浩的妻子为什么最后能一起去？ | 她的项目原定七月上线，后来推到九月，她正好能请假
1 | D5:12 D7:1 D8:3 | 入选摄影展的照片是在哪里拍的，拍的时候发生了什么？ | 在然乌湖；为了等光线，
  林亦凡让嫂子等了一个小时
1 | D7:7 D8:8 D8:10 | 明年的自驾打算去哪儿，为什么改了计划？ | 改走丙察察，从丙中洛进藏到察隅；
  原来想走新疆独库公路，但明年有一段要修，可能不通车
2 | D1:10 D4:13 | 三人是哪天从成都出发的？ | 2026年7月5日早上七点，从酒店楼下出发
2 | D4:10 D4:12 | 陈浩夫妇哪天到的成都？ | 2026年7月4日晚上十一点多，落地双流
2 | D5:10 D5:11 | 他们哪天去了雅鲁藏布大峡谷？ | 2026年7月13日
2 | D6:2 | 陈浩夫妇哪天回到深圳？ | 2026年7月26日下午三点
2 | D7:3 | 摄影展哪天开幕？ | 2026年10月18日
2 | D1:2 D2:13 | 陈浩这次一共请了多少天年假？ | 十七天（原本十五天，为了加珠峰多请了两天）
3 | D5:3 D5:4 D7:10 D7:11 | 陈浩的妻子对林亦凡开车的方式满意吗？ | 不满意；
  怒江七十二拐那段他开得太猛，她一直记着，说不想再听他的
3 | D3:5 D7:13 | 林亦凡后来的作息有没有改善？ | 有；原来天天修图到两三点，后来熬夜少了
3 | D5:6 D5:7 D5:8 D5:9 | 陈浩的妻子比林亦凡更适应高原吗？ | 是；林亦凡在理塘头疼了一夜，
  她一点反应都没有
3 | D6:13 D6:14 | 陈浩对表弟大方吗？ | 大方；林亦凡当向导，他那份住宿费陈浩替他出了
4 | D1:8 | 这次开的是谁的车，什么车？ | 陈浩的途观，四驱
4 | D2:6 | 林亦凡带了哪些摄影器材？ | 两台机身、四个镜头和一台无人机
4 | D2:8 | 哪里明确禁飞无人机？ | 布达拉宫周边
4 | D2:10 | 去哪里需要办边防证？ | 珠峰大本营
4 | D3:8 | 陈浩的妻子体检查出了什么？ | 有点贫血，医生让她吃铁剂
4 | D3:10 | 陈浩准备了多少罐氧气？ | 六罐
4 | D5:6 D5:7 | 林亦凡在哪里头疼了一整夜？ | 理塘，海拔四千多米
4 | D6:10 | 这一趟一共开了多少公里？ | 五千六百多公里
4 | D6:12 D6:13 | 这一路油费和住宿各花了多少？ | 油费四千八，住宿九千三
4 | D8:6 | 那张照片的收藏版怎么卖？ | 限量十张，一张两千，已订出三张
5 | D3:8 | 陈浩的妻子叫什么名字？ |
5 | D7:1 | 入选摄影展的那张照片叫什么名字？ |
5 | D6:8 | 在那曲换的新轮胎是什么牌子？ |
5 | D5:1 | 他们在林芝住的是哪家酒店？ |
""")

_ZH_9 = _conversation("zh-9", "王丽", "赵老师", [
    ("2025年9月14日 晚上8:00", """
A: 赵老师您好，我是刘子涵的妈妈，打扰您了。
B: 子涵妈妈好，没事，有什么情况您说。
A: 孩子这次摸底考试数学只考了九十八，她自己很着急。
B: 我看到了，总分五百六十二，在班里第十八名。数学是短板，选择题最后几道丢分多。
A: 她想报个数学补习班，您觉得有必要吗？
B: 可以，但别报大班。我建议找个一对一的，每周一次就够，别把周末全占了。
A: 好的。还有，她晚上经常学到一点多。
B: 这个得管一管，高三是长跑。十二点前必须睡。
A: 我说了她不听，您说她可能会听。
B: 周一我找她聊聊。另外学校十月中旬有高三体检，到时候要请假的话提前跟我说。
A: 好的。她想考南京的学校，学医。
B: 学医的话分数线不低，按现在的水平还得再提三四十分。
A: 明白了，谢谢赵老师。
"""),
    ("2025年10月26日 晚上9:10", """
B: 子涵妈妈，体检结果出来了，子涵视力左眼四点六，右眼四点五。
A: 又降了，暑假的时候还是四点八。
B: 学医对视力有没有要求，您可以查一下招生章程，一般矫正后达标就行。
A: 好，我查查。一对一补习上了五次了，她说老师讲得很清楚。
B: 看得出来，这次月考数学一百一十六。
A: 真的？她还没跟我说。
B: 明天才发成绩。总分五百八十九，班里第十一名。
A: 太好了。您跟她聊过之后，她现在十二点前就睡了。
B: 那就好。还有一件事，学校推荐参加一个化学竞赛，我觉得子涵可以试试。
A: 会不会耽误复习？
B: 初赛在十一月二十二号，就考一天。过了初赛再考虑要不要继续。
A: 那我们回去商量一下。
B: 好的，下周五前告诉我就行。
"""),
    ("2025年12月7日 晚上8:30", """
A: 赵老师，化学初赛的成绩出来了吗？
B: 出来了，子涵过了，全市第三十七名。
A: 那复赛要不要去？
B: 复赛在一月，要集训两周。我的建议是不去了，高三下学期时间太宝贵。
A: 孩子自己也说不去了，她说过了初赛就够了，可以写进材料里。
B: 对，这个可以放进强基计划的申请材料。
A: 还有，她最近想改志愿，说不想学医了，想学临床心理。
B: 是什么原因？
A: 她看了一个纪录片，说对心理学特别感兴趣。她爸不太同意。
B: 不急，离填志愿还有半年。可以先让她了解一下两个专业都学什么。
A: 好的。期中考试她数学考了多少？我只看到总分是五百九十五。
B: 数学一百二十一，进步很大，排班里第九。
A: 看来补习还是有用。
B: 是，但主要还是她自己用功。
"""),
    ("2026年3月1日 晚上9:00", """
B: 子涵妈妈，一模成绩出来了，子涵总分六百零三。
A: 太好了！她期末没考好，我还一直担心。
B: 期末是五百八十，正常波动。一模数学一百二十五，语文一百一十，英语一百三十一。
A: 英语一直很稳。
B: 是的。心理学那件事后来怎么想的？
A: 她去南京一所大学的开放日听了课，现在想第一志愿报应用心理，医学放第二。
B: 可以。那几所学校心理学的分数线比临床医学低一些，按她现在的分数是有希望的。
A: 她爸现在也同意了，开放日是他陪着去的。
B: 那就好。还有，三月底学校给高三办成人礼，家长可以来。
A: 哪一天？
B: 三月二十八号，周六上午，在学校体育馆。
A: 好，我和她爸都来。
B: 到时候每位家长要给孩子写一封信，学校在现场交给孩子。
"""),
    ("2026年4月19日 晚上8:45", """
A: 赵老师，成人礼那天子涵看到信就哭了。
B: 好多孩子都哭了。您写了什么？
A: 就写了她小时候学骑车，摔了好多次还非要骑的事。
B: 写得好。二模下周考，四月二十三、二十四号两天。
A: 她最近有点焦虑，晚上又开始睡不着。
B: 学校心理老师周三下午有咨询时间，不用预约，可以让她去聊聊。
A: 好，我跟她说。补习最近停了，她说想自己刷题。
B: 这个阶段可以，自己查漏补缺更重要。
A: 还有，她视力又降了，要不要配副新眼镜？
B: 配吧，高考前别看不清黑板。不过配了先戴一两周适应，别考前才换。
A: 明白。
B: 另外，今年强基计划报名四月三十号截止，子涵的化学竞赛成绩可以用上。
A: 她报了，昨天晚上填完的。
"""),
    ("2026年5月10日 晚上9:30", """
B: 二模成绩出来了，子涵六百一十八，班里第五。
A: 真的吗！她这几天心情好多了。
B: 去找心理老师聊了吗？
A: 聊了两次，老师教她考前怎么放松，用呼吸法。
B: 很好。数学一百三十二，是她最好的一次。
A: 一对一的老师还特地发消息来祝贺。
B: 强基计划那边初审过了，六月底会通知校测。
A: 校测是在高考之后吧？
B: 对，在出分前后，一般是六月二十八号左右，具体等大学通知。
A: 好的。她现在第一志愿想报南京那所学校的应用心理。
B: 按二模的分数，比较稳。不过最后还是要看高考。
A: 嗯，我们平常心。
B: 这个阶段家长最重要的就是别给压力。
"""),
    ("2026年6月25日 晚上10:00", """
A: 赵老师，分数出来了，六百二十七！
B: 恭喜！我也刚看到，全班第四。
A: 她一直在哭，高兴哭的。
B: 数学呢？
A: 一百二十九，比二模低一点，但语文考了一百一十八，是她最高的一次。
B: 太好了。强基的校测通知来了吗？
A: 来了，定在七月二号，在南京。
B: 那您陪她去吧。志愿还是那样报？
A: 还是，第一志愿应用心理，第二志愿临床医学，都是南京那所学校。
B: 稳。填报六月三十号截止，别拖到最后一天。
A: 明天就填。
B: 好，填完发给我看一眼。
A: 一定。
"""),
    ("2026年7月19日 晚上8:20", """
A: 赵老师，录取结果出来了，子涵被应用心理录取了。
B: 太好了！是第一志愿吧？
A: 是的。没走强基，她说校测的面试没发挥好。
B: 没关系，普通批录到第一志愿已经很好了。
A: 她想请您吃顿饭，谢谢您这一年。
B: 心意我领了，吃饭就算了。让她暑假好好休息。
A: 她报了驾校，说要趁暑假把驾照考下来。
B: 这个好。什么时候开学？
A: 九月六号报到，我们开车送她去。
B: 以后有空回学校给学弟学妹讲讲。
A: 她说一定回来。对了，她的近视又涨了五十度。
B: 上了大学少熬夜，多看看远处。
A: 我也是这么跟她说的。
"""),
], """
1 | D1:4 D7:2 | 从摸底考试到高考，刘子涵在班里的名次提升了多少？ | 提升了十四名，
  从第十八名升到第四名
1 | D1:11 D3:7 D4:6 D8:1 | 刘子涵想学的专业是怎么变的，最后被什么专业录取？ | 起初想学医，
  看了纪录片后想学临床心理，去开放日后改为第一志愿应用心理、医学第二，最后被应用心理录取
1 | D2:11 D3:2 D3:4 D3:5 | 刘子涵的化学竞赛参加到了哪一步？ | 过了初赛（全市第三十七名），
  复赛要集训两周，没有去
1 | D5:12 D5:13 D6:7 D8:3 | 刘子涵的强基计划最后结果如何？ | 报了名、初审通过，但校测面试没发挥好，
  最后没走强基，普通批录取
1 | D2:1 D2:2 D5:9 D8:11 | 刘子涵高三这一年视力是怎么变化的？ | 一直在降：暑假四点八，
  体检左眼四点六、右眼四点五，四月又降了要配新眼镜，录取后近视又涨了五十度
1 | D1:5 D2:4 D5:7 D6:6 | 刘子涵的数学补习后来怎么样了？ | 上了一对一补习，后来停了改为自己刷题；
  二模后补习老师还发消息祝贺
2 | D2:11 | 化学竞赛初赛是哪天？ | 2025年11月22日
2 | D4:11 | 成人礼是哪天？ | 2026年3月28日（周六）上午
2 | D5:4 | 二模是哪几天考的？ | 2026年4月23日和24日
2 | D6:9 D7:7 | 强基计划的校测最后定在哪天？ | 2026年7月2日，在南京（原先估计六月二十八号左右）
2 | D8:9 | 刘子涵哪天去大学报到？ | 2026年9月6日
2 | D7:10 | 填报志愿哪天截止？ | 2026年6月30日
3 | D1:7 D1:9 D2:8 | 刘子涵更听班主任的话还是妈妈的话？ | 班主任的；妈妈说她不听，
  赵老师找她聊过后她就十二点前睡了
3 | D3:9 D4:8 | 刘子涵的爸爸对她改专业的态度变了吗？ | 变了；起初不太同意，陪她去了开放日后同意了
3 | D5:5 D5:6 D6:2 D6:4 | 去找心理老师对刘子涵有帮助吗？ | 有帮助；她学了考前放松的呼吸法，
  心情好多了
3 | D5:3 | 刘子涵是个容易放弃的孩子吗？ | 不是；小时候学骑车摔了好多次还非要骑
4 | D1:4 | 摸底考试刘子涵总分多少？ | 五百六十二
4 | D1:6 | 赵老师建议报什么样的补习？ | 一对一，每周一次，别报大班
4 | D2:7 | 十月月考刘子涵总分多少，排第几？ | 五百八十九，班里第十一名
4 | D3:2 | 化学初赛刘子涵排在什么名次？ | 全市第三十七名
4 | D3:9 | 刘子涵为什么对心理学感兴趣？ | 看了一个纪录片
4 | D4:1 | 一模总分多少？ | 六百零三
4 | D4:13 | 成人礼上家长要做什么？ | 给孩子写一封信，由学校在现场交给孩子
4 | D5:6 | 学校心理老师什么时候可以咨询？ | 周三下午，不用预约
4 | D7:1 D7:2 | 刘子涵高考考了多少分？ | 六百二十七，全班第四
4 | D8:7 | 刘子涵暑假打算做什么？ | 去驾校学车，考驾照
5 | D1:5 | 一对一补习老师叫什么名字？ |
5 | D4:6 | 刘子涵被南京哪所大学录取了？ |
5 | D7:5 | 刘子涵高考英语考了多少分？ |
5 | D2:1 | 高三体检是在哪家医院做的？ |
""")


# --- Japanese -------------------------------------------------------------------------------------

_JA_8 = _conversation("ja-8", "遥", "奈々", [
    ("2026年1月10日 21:00", """
B: お姉ちゃん、ちょっといい？式場の見学に行ってきた。
A: どうだった？横浜のところ？
B: 二つ見たの。横浜のホテルと、鎌倉のレストラン。
A: 奈々はどっちがいいの？
B: 鎌倉。海が見えるガーデンがあって、五十人くらいまでならちょうどいい感じ。
A: 翔太くんは？
B: 翔太はホテル派。雨の日が心配なんだって。
A: たしかにね。日にちは決めたの？
B: 十月十日で仮押さえした。大安だし。
A: いいじゃん。お母さんには言った？
B: まだ。お母さんは絶対ホテルって言うから、決めてから言う。
A: ずるい。でも気持ちはわかる。
B: お姉ちゃん、当日の受付をお願いしてもいい？
A: もちろん。
"""),
    ("2026年2月1日 20:30", """
B: 決めた、鎌倉にした。
A: 翔太くん、説得できたんだ。
B: 雨の日は中のサロンでできるって聞いて、それならいいって。
A: お母さんは？
B: 案の定「ホテルの方が格式が」って言われたけど、お父さんが「本人たちが決めたならいい」って。
A: さすがお父さん。日にちは十月十日のまま？
B: それがね、十日はもう別のカップルに本予約されてて、十月三日にした。
A: 三日も土曜だし、大丈夫だよ。
B: 見積もりは二百八十万。ゲストは四十五人の予定。
A: 思ったより高いね。
B: 料理のランクを一つ上げたから。翔太のおじいちゃんが食べるのが大好きなの。
A: それは大事。ドレスは？
B: 三月に試着の予約を入れた。お姉ちゃんも一緒に来て。
"""),
    ("2026年3月15日 19:45", """
A: 昨日の試着、結局どっちにするの？
B: 迷ってる。一着目のAラインか、三着目のマーメイドか。
A: 私は一着目派。ガーデンならAラインの方が歩きやすいよ。
B: 翔太もそう言ってた。でもマーメイドが忘れられない。
A: 値段は？
B: Aラインが二十八万、マーメイドが三十五万。
A: 七万も違うのか。
B: お色直しはしないことにしたから、その分を回せば……。
A: お色直ししないの？
B: 着替えの時間がもったいないし、ガーデンでゆっくりみんなと話したいから。
A: いいと思う。あ、お母さんが自分の着物を出してきたよ。
B: 留袖？
A: うん、おばあちゃんのお下がり。サイズ直しに出すって。
"""),
    ("2026年4月26日 21:15", """
B: ドレス、Aラインにした。
A: やっぱり。マーメイドは諦めたの？
B: 前撮りで着ることにした。前撮りだけならレンタルで八万なんだって。
A: それ最高じゃん。前撮りはいつ？
B: 六月十三日、由比ヶ浜で。
A: 梅雨じゃない？
B: 予備日を二十日にとってある。
A: 招待状は？
B: 来月出す。ゲストは五十二人に増えた。翔太の会社の人が増えて。
A: 五十人までって言ってなかった？
B: ガーデンは五十人までだけど、中のサロンは六十人まで入れるんだって。
  ガーデンは立食の乾杯だけにする。
A: なるほど。受付、私ともう一人いるよね。
B: 翔太の従兄弟の健くんにお願いした。
A: 了解。ご祝儀の管理、気をつけなきゃ。
"""),
    ("2026年6月21日 20:00", """
A: 前撮りの写真見たよ！すごくきれい。
B: ありがとう。結局、二十日の予備日になっちゃった。
A: 十三日は雨だったもんね。
B: 朝から土砂降り。でも二十日は快晴で、夕日まで撮れたの。
A: マーメイド、着られてよかったね。
B: うん。翔太のお母さんが一番泣いてた。
A: 招待状の返事はどう？
B: 四十九人出席、三人欠席。
A: 欠席は誰？
B: 翔太の大学の友達二人と、私の高校の担任の先生。先生は秋から海外に行くんだって。
A: 残念。引き出物は決めた？
B: カタログギフトと、鎌倉のお店のバウムクーヘン。
A: いいね、あそこのバウムクーヘンおいしいもん。
"""),
    ("2026年8月16日 21:30", """
B: お姉ちゃん、相談。乾杯の挨拶をお父さんにお願いしてたんだけど、やっぱり無理だって。
A: え、なんで？
B: 人前で話すのが苦手だからって。その代わり、最後の謝辞はやるって。
A: 謝辞のほうが大変じゃない？
B: 私もそう思う。乾杯は翔太の上司の田村さんにお願いした。
A: それなら安心。そういえば、お母さんの留袖、直し終わったって。
B: 見た？
A: 見た。おばあちゃんが着てた時より、丈を三センチ出したって。
B: それと、席次表で揉めてるの。翔太のおじさん二人が仲悪くて。
A: 端と端にすれば？
B: そうした。サロンの一番奥と入口側。
A: 完璧。あと、私のスピーチは三分でいい？
B: 三分で十分。泣かせないでね。
"""),
    ("2026年10月4日 22:00", """
A: 昨日はお疲れさま。本当にいい式だった。
B: ありがとう。お姉ちゃんのスピーチでみんな泣いてたよ。
A: 三分って言われたのに五分しゃべっちゃった。
B: いいの。お父さんの謝辞もよかった。途中で声が震えて。
A: お父さん、前の日ずっと練習してたらしいよ。
B: 天気がもってよかった。ガーデンで乾杯できたし。
A: 夕方ちょっと降ったけどね。サロンに移ったあとで助かった。
B: ご祝儀、健くんと二人で数えてくれてありがとう。
A: 合計百八十六万。ちゃんと金庫に入れたからね。
B: 最終的な支払いが三百十万になっちゃったから、本当に助かる。
A: 人数が増えたしね。新婚旅行はいつ？
B: 十一月。イタリアに十日間。
A: いいなあ。お土産はオリーブオイルでいいよ。
"""),
    ("2026年11月29日 20:30", """
B: ただいま！昨日帰ってきた。
A: おかえり！イタリアどうだった？
B: 最高。でもフィレンツェでスーツケースが一日届かなくて大変だった。
A: え、大丈夫だったの？
B: 翌日ホテルに届いた。その間は翔太のTシャツを借りてた。
A: 笑える。ローマは？
B: 雨でバチカンは半分しか見られなかった。でもヴェネツィアは晴れてよかった。
A: お土産のオリーブオイル、ある？
B: あるよ。お母さんにはヴェネツィアのガラスのペンダント。
A: 喜ぶね。式の写真のアルバムはいつできるの？
B: 式場から一月の終わりに届くって。
A: 届いたら見せて。
B: うん、みんなで見よう。お父さん、謝辞の動画を毎晩見てるらしいよ。
A: お父さんらしいね。
"""),
], """
1 | D1:9 D2:7 | 結婚式の日取りは最初の予定からどう変わりましたか？ | 十月十日で仮押さえしていたが、
  その日は別のカップルに本予約されていたため十月三日になった
1 | D2:9 D7:10 | 結婚式の費用は見積もりからいくら増えましたか？ | 三十万増えた。
  見積もり二百八十万に対し、最終的な支払いは三百十万
1 | D3:2 D4:1 D4:3 D5:5 | 試着で迷った二着のドレスは、それぞれいつ着ましたか？ |
  Aラインは結婚式当日に、マーメイドはレンタルで前撮りのときに着た
1 | D4:5 D4:7 D5:2 D5:4 | 前撮りは結局いつどこで行われ、なぜその日になったのですか？ |
  2026年6月20日に由比ヶ浜で。予定していた十三日が土砂降りで、予備日になった
1 | D4:13 D7:8 D7:9 | 受付でご祝儀を数えたのは誰で、合計はいくらでしたか？ | 遥と翔太の従兄弟の健く
  ん。合計百八十六万
1 | D6:1 D6:3 D6:5 D7:4 | 乾杯の挨拶と謝辞は、それぞれ誰がしましたか？ | 乾杯は翔太の上司の田村さん
  、謝辞は奈々の父で、途中で声が震えた
2 | D7:1 | 結婚式はいつ行われましたか？ | 2026年10月3日（土）
2 | D3:1 | ドレスの試着に行ったのはいつですか？ | 2026年3月14日
2 | D8:1 | 奈々たちが新婚旅行から帰ってきたのはいつですか？ | 2026年11月28日
2 | D8:11 | 式の写真のアルバムはいつ届く予定ですか？ | 2027年1月の終わり
2 | D4:9 | 招待状を出すのはいつの予定でしたか？ | 2026年5月
2 | D7:12 | 新婚旅行はいつ、どこへ、何日間の予定でしたか？ | 2026年11月にイタリアへ十日間
3 | D1:11 D2:5 | 奈々の母は娘の決めたことに口を出すタイプですか？ | はい。
  奈々はホテルを推されると見越して先に決め、実際に母は格式の話を持ち出した
3 | D6:3 D7:5 D8:13 | 奈々の父は娘の結婚式を大切に思っていますか？ | はい。
  人前で話すのが苦手なのに謝辞を引き受け、前日まで練習し、動画を毎晩見ている
3 | D3:10 | 奈々は結婚式でゲストと過ごす時間を大事にしていますか？ | はい。お色直しをやめて、
  ガーデンでゆっくり話したいと考えた
3 | D2:11 | 翔太の祖父は式の料理を楽しみにしていそうですか？ | はい。食べるのが大好きで、
  そのために料理のランクを上げた
4 | D1:5 | 奈々が鎌倉のレストランを気に入った理由は何ですか？ | 海が見えるガーデンがあり、
  五十人くらいまでにちょうどいいから
4 | D2:3 | 翔太が鎌倉の式場に納得したのはなぜですか？ | 雨の日は中のサロンでできると聞いたから
4 | D3:6 | 迷っていた二着のドレスの値段はいくらですか？ | Aラインが二十八万、マーメイドが三十五万
4 | D3:12 D3:13 | 母が式で着る着物は何で、もとは誰のものですか？ | 留袖で、祖母のお下がり
4 | D4:11 | ガーデンとサロンにはそれぞれ何人まで入れますか？ | ガーデンは五十人、サロンは六十人まで
4 | D5:8 | 招待状の返事はどうでしたか？ | 四十九人が出席、三人が欠席
4 | D5:12 | 引き出物には何を選びましたか？ | カタログギフトと鎌倉のお店のバウムクーヘン
4 | D6:9 D6:11 | 仲の悪いおじ二人の席はどうしましたか？ | サロンの一番奥と入口側に、端と端に分けた
4 | D8:3 D8:5 | フィレンツェで何が起きましたか？ | スーツケースが一日届かず、
  その間翔太のTシャツを借りていた
4 | D8:9 | 母へのお土産は何ですか？ | ヴェネツィアのガラスのペンダント
5 | D6:5 | 田村さんの下の名前は何ですか？ |
5 | D5:10 | 担任の先生はどこの国に行きますか？ |
5 | D2:9 | 料理は一人いくらですか？ |
5 | D8:3 | フィレンツェで泊まったホテルの名前は何ですか？ |
""")

_JA_9 = _conversation("ja-9", "石川", "森", [
    ("2026年1月18日 22:00", """
A: 森、ちょっと相談なんだけど、今いい？
B: いいよ。どうした？
A: 教員を辞めて、エンジニアになろうかと思ってる。
B: え、本気？中学の数学だよね。
A: 本気。部活と残業で毎日帰りが二十一時過ぎ。このまま十年は無理だと思って。
B: なるほど。プログラミングは何かやってる？
A: 去年の夏からPythonを独学で少し。成績処理のスクリプトを書いたくらい。
B: それ、立派な実績だよ。スクールは考えてる？
A: オンラインのスクールで、半年で六十万のところ。
B: 高いな。給付金の対象か確認したほうがいい。最大で七割戻る制度がある。
A: 知らなかった。調べてみる。
B: 辞めるのはいつ？
A: 年度末、三月三十一日。校長にはもう伝えた。
"""),
    ("2026年2月22日 21:30", """
A: スクール、結局別のところにした。
B: どこ？
A: 四か月で四十二万のところ。給付金の対象で、修了して転職できれば七割戻る。
B: いいね。何を学ぶの？
A: Webアプリ。バックエンドはPythonのDjango、フロントは少しだけReact。
B: 王道だね。いつから？
A: 四月六日開講。辞めてすぐ。
B: 生活費は大丈夫？
A: 貯金が二百万ある。半年は持つ計算。
B: 奥さんは何て？
A: 最初は反対されたけど、最後は「やるならちゃんとやって」って。
B: いい奥さんだ。ポートフォリオは何を作るつもり？
A: 教員時代の経験を活かして、部活の出欠管理アプリ。
B: それ、面接で話しやすいよ。
"""),
    ("2026年4月5日 20:00", """
A: 金曜に離任式だった。
B: どうだった？
A: 生徒に色紙をもらった。担任してた三年二組の子たちが全員で書いてくれて。
B: 泣いた？
A: ちょっとだけ。部活の子たちはバスケットボールに寄せ書きしてくれた。
B: バスケ部の顧問だったっけ。
A: そう。七年やってた。
B: 明日から開講だよね。
A: うん。毎日十時から十八時まで、オンライン。メンターとの面談は週二回。
B: 分からないことがあったら俺にも聞いて。
A: 助かる。あ、昨日パソコンを新しくした。M4のMacBook Airで、二十万。
B: メモリは？
A: 二十四ギガにした。森に言われたとおりに。
"""),
    ("2026年5月24日 22:30", """
A: 森、Djangoでつまずいてる。
B: どこで？
A: マイグレーション。モデルを変えたらエラーが出て、一日溶けた。
B: あるある。マイグレーションファイルを消して作り直した？
A: それやったら余計におかしくなった。
B: 本番じゃないなら、DBごと作り直せばいい。
A: メンターにも同じこと言われた。
B: ほかの受講生とはどう？
A: 同期が十二人。元看護師の人と元銀行員の人と仲良くなった。
B: いいね。横のつながりは転職でも役に立つ。
A: ポートフォリオ、出欠管理アプリじゃなくて、練習試合のマッチングアプリに変えようと思ってる。
B: なんで？
A: 顧問だったころ、一番困ってたのが練習試合の相手探しだったから。
B: それは現場の声だね。刺さると思う。
"""),
    ("2026年7月12日 21:00", """
A: ポートフォリオ、公開した。
B: 見た見た。地図で近くの学校が出てくるの、いいね。
A: ありがとう。スクールの成果発表会で最優秀賞をもらった。
B: すごいじゃん。修了はいつ？
A: 八月五日。でも転職活動はもう始めてる。
B: 何社出した？
A: 十五社。書類が通ったのは四社。
B: 未経験ならいい方だよ。
A: そのうち一社、教育系のスタートアップで来週二次面接。
B: EdTechか。元教員は強いよ。
A: 森の会社はどう？
B: うちは今、未経験は採ってないんだ。ごめん。
A: 全然。聞いてみただけ。
"""),
    ("2026年8月23日 22:15", """
A: 内定出た！
B: おお！おめでとう！どこ？
A: 教育系のスタートアップ。前に言ってたところ。
B: 条件は？
A: 年収四百二十万。教員のときより少し下がる。
B: 最初はそんなもん。二年もあれば取り返せる。
A: 入社は十月一日。
B: 給付金はどうなる？
A: 入社して一年在籍したら、残りが戻るって。
B: じゃあ一年は頑張らないとな。
A: 実は、受託開発の会社からも内定があって迷った。
B: そっちの条件は？
A: 年収四百五十万。でも教育に関われるほうを選んだ。
B: 石川らしいな。
"""),
    ("2026年9月27日 21:00", """
B: 入社前は何してる？
A: 会社から課題が出てて、TypeScriptの勉強。
B: フロントもやるのか。
A: 最初はバックエンドって聞いてたけど、入ったらフロント中心になるって言われた。
B: よくある話。TypeScriptならReactの経験が活きるよ。
A: あと、入社日が十月一日から十月五日に変わった。
B: なんで？
A: 一日が木曜だから、オリエンテーションを月曜にまとめたいんだって。
B: なるほど。奥さん喜んでるでしょ。
A: 喜んでる。お祝いに焼肉に行った。
B: バスケは続けてる？
A: 地元の社会人チームに入った。毎週水曜の夜。
B: いいね、健康第一。
"""),
    ("2026年11月22日 20:30", """
A: 入社して一か月半、なんとか生きてる。
B: どう？
A: 最初の二週間は何もわからなかった。でも先週、初めて自分のプルリクがマージされた。
B: おめでとう！何の機能？
A: 先生向けの課題提出画面で、締切のタイムゾーンがずれてたバグの修正。
B: 地味だけど大事なやつだ。
A: 現場の先生からお礼のメッセージが来て、ちょっと泣いた。
B: 石川、泣いてばっかりだな。
A: 元バスケ部顧問は涙もろいんだよ。
B: チームは何人？
A: エンジニアが六人。上司は年下だけど、すごく丁寧に教えてくれる。
B: 年下の上司、最初は気になるけどすぐ慣れるよ。
A: もう慣れた。来年は森みたいに勉強会で登壇とかしてみたい。
B: 応援する。
"""),
], """
1 | D1:9 D2:1 D2:3 | 石川が最終的に選んだスクールは、最初に考えていたところと費用と期間がどう違いま
  すか？ | 最初は半年で六十万のところを考えていたが、四か月で四十二万のところにした
1 | D2:13 D4:11 D4:13 D5:2 | 石川のポートフォリオのテーマはどう変わり、
  それはなぜですか？ | 部活の出欠管理アプリの予定を、練習試合のマッチングアプリに変えた。
  顧問時代に練習試合の相手探しに一番困っていたから
1 | D6:5 D6:11 D6:13 | 石川が選んだ会社と断った会社では、年収にいくら差がありましたか？ | 三十万。
  教育系スタートアップが四百二十万、受託開発の会社が四百五十万
1 | D1:10 D2:3 D6:9 | 給付金はどのくらい、どんな条件で戻りますか？ | 最大七割。
  スクールを修了して転職し、入社後一年在籍すると残りが戻る
1 | D3:5 D3:7 D7:12 | 石川はバスケットボールとどう関わってきましたか？ | 中学のバスケ部の顧問を七年
  務め、退職後は地元の社会人チームに入って毎週水曜の夜にプレーしている
1 | D2:5 D7:4 D7:5 | 入社後に石川が主に担当するのはどの分野で、
  スクールでの学習はどう活きますか？ | フロントエンド中心（当初はバックエンドと聞いていた）。
  スクールで少し学んだReactの経験がTypeScriptで活きる
2 | D1:13 | 石川が教員を辞めたのはいつですか？ | 2026年3月31日（年度末）
2 | D3:1 | 離任式はいつでしたか？ | 2026年4月3日（金）
2 | D2:7 | スクールはいつ始まりましたか？ | 2026年4月6日
2 | D5:5 | スクールを修了したのはいつですか？ | 2026年8月5日
2 | D7:6 D7:8 | 石川が入社したのはいつですか？ | 2026年10月5日（月）。当初は十月一日の予定だった
2 | D8:3 | 石川のプルリクが初めてマージされたのはいつですか？ |
  2026年11月22日の前の週（11月16日から20日ごろ）
3 | D2:11 D7:10 | 石川の妻は転職を応援していますか？ | はい。最初は反対したが最後は認め、
  内定を喜んでお祝いに焼肉に行った
3 | D6:13 D6:14 | 石川は収入より仕事の中身を重視する人ですか？ | はい。年収の高い受託開発より、
  教育に関われる会社を選んだ
3 | D3:4 D3:5 D8:7 D8:9 | 石川は涙もろいですか？ | はい。離任式でも先生からのお礼でも泣き、
  自分でも涙もろいと言っている
3 | D5:11 D5:12 D5:13 | 石川は森の会社に入ることも考えていましたか？ | 少しは考えていた。
  聞いてみたが未経験は採っていないと言われ、気にしていない様子だった
4 | D1:4 | 石川は何を教えていましたか？ | 中学の数学
4 | D1:7 | 石川が独学のPythonで書いたものは何ですか？ | 成績処理のスクリプト
4 | D2:9 | 石川の貯金はいくらで、何か月持つ計算ですか？ | 二百万で、半年
4 | D3:3 D3:5 | 離任式で生徒から何をもらいましたか？ | 三年二組の全員が書いた色紙と、
  部活の子たちの寄せ書き入りのバスケットボール
4 | D3:11 D3:13 | 石川が新しく買ったパソコンは何ですか？ | M4のMacBook Air、メモリ二十四ギガ、二十万
4 | D4:3 D4:6 | Djangoで何につまずき、どうすればいいと言われましたか？ | マイグレーションのエラー。
  本番でなければDBごと作り直せばいい
4 | D5:7 | 転職活動で何社に応募し、何社の書類が通りましたか？ | 十五社に応募して四社が通過
4 | D5:3 | スクールの成果発表会の結果はどうでしたか？ | 最優秀賞
4 | D8:5 | 初めてマージされたのはどんな修正ですか？ | 先生向けの課題提出画面で、
  締切のタイムゾーンがずれていたバグの修正
4 | D8:11 | 石川のチームにエンジニアは何人いますか？ | 六人
5 | D4:9 | 元看護師の同期の名前は何ですか？ |
5 | D6:3 | 内定を出したスタートアップの社名は何ですか？ |
5 | D3:1 | 石川が勤めていた中学校の名前は何ですか？ |
5 | D8:11 | 年下の上司は何歳ですか？ |
""")


CONVERSATIONS: list[dict[str, Any]] = [_EN_8, _EN_9, _ZH_8, _ZH_9, _JA_8, _JA_9]
