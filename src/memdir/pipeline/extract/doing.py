"""What the user does, said with any verb in the present and a sign that it lasts: read by
`memdir.pipeline.extract.facts` beside its named shapes.

The named shapes of `facts` and `own_work` hear the user's work through the verbs they list
("I live", "I use", "I run … on my own", 我写了三年, 使っています). People say what they do
with every other verb as well ("I drive the school bus out to the farms every morning", "I
look after my mum full time", "my partner and I share one calendar", 我在菜场门口磨剪子戗菜刀
二十多年了, 私が潜っています), and a closed list of verbs is what refused those, round after
round. So the verb is open here and what is shut out is what a verb of the present says that
does not last:

- **English**: the user (or "my partner and I") as the subject of a verb in the present, or
  on a duty ("I'm on call for the coastguard rescue team most weekends"),
  opening the sentence or one of its clauses, with something after it; in the simple present,
  the present perfect ("I've used a wheelchair full time since…", "I've got a weather station
  on the shed roof…", not "I've waited", "I've started", "I've been off sick") or the
  progressive ("I'm teaching at the ski school from December to April", not "I'm trying", nor
  for a stay that ends: "I'm living in Leeds for a few months"), and a light verb with what
  makes it a doing ("I do the arranging", "I keep every horse's measurements in an Airtable
  base", "I go out foraging"; not "I keep forgetting", "I keep my keys in the drawer" with no
  sign that it lasts). Not a verb of the
  mind, of feeling, of wishing or of speech ("I think", "I love", "I hope", "I mean"), not
  an auxiliary or a modal ("I will", "I can", "I need"), not a past ("I added", "I drove"),
  not one event ahead ("I start on the 15th"), not a chore or a step of the work at hand ("I
  make dinner for the kids", "I run the tests on my own"), not a habit word alone ("I always
  forget": `cues.REMARK` hears those); nothing of the moment in the sentence (today,
  tonight, right now, this week, this year) and no pointer to the thing at hand (this,
  these, that one). A verb of the present is as often what the user is doing right now or a
  bug they see ("I click Save and nothing happens", "I paste the stack trace below"), so it
  is heard only with a sign that it lasts: how often (every morning, on Fridays, full time),
  how long (for ten years, since 2019), for a living or for whom (for the council, "I
  volunteer", "I teach"), or the household that shares it ("my partner and I"); and never
  with a result after it ("… and nothing happens", "… and it crashes", "… and get an empty
  body") or steps in a row (first, then, below, "… and get back to you").
- **Chinese**: the household's work at a place (我家在西双版纳割橡胶; not 我家在装修), or the
  user, any verb, and the years it has gone on (我在菜场门口磨剪子戗菜刀
  二十多年了); not what they have waited for or not done in those years (我等了三年了,
  我三年没回家了), nor of the thing at hand (这个 bug 我找了两年了).
- **Japanese**: how often, the user unsaid, before the reason it gives (毎朝四時から牛乳配達
  をしているので、…; not 毎朝サーバーが落ちているので), or the user as the one who does it, in the
  lasting -ています (夫が船を出して、
  私が潜っています); not a state of the moment (私が困っています, 私が待っています) nor of
  today or this time, nor looking into or mending the thing at hand (私がサーバーのログを
  調べています, 私がビルドを直しています) unless how often or how long is said (毎朝, ずっと,
  十年, 仕事で).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.moment import STEP_EN

# Verbs of the present that say nothing the user does: auxiliaries and modals, the mind,
# feeling, wishing and speech, pasts that are no -ed, and one event ahead.
_NOT_DOING = (
    r"(?:am|was|were|will|would|can|could|should|shall|may|might|must|need|needs|want|wish"
    r"|hope|think|believe|guess|suppose|reckon|feel|know|knew|mean|meant|see|saw|hear|heard"
    r"|love|like|hate|prefer|wonder|understand|remember|forget|forgot|agree|apologi[sz]e"
    r"|promise|swear|bet|doubt|fear|assume|suspect|expect|trust|say|said|tell|told|ask"
    r"|get|got|go|went|come|came|do|did|does|had|have|has|keep|kept|try|tried|let|owe"
    r"|appreciate|thank|care|mind|miss|worry|admit|realise|realize|notice|dare|beg|mean"
    r"|just|really|also|only|always|never|still|actually|ever|even|totally|definitely"
    r"|literally|probably|honestly|genuinely|seriously|sometimes|usually|often|normally"
    r"|made|put|sent|took|gave|thought|felt|bought|brought|found|lost|left|drove|ran|wrote"
    r"|spent|sat|met|broke|fell|won|paid|sold|built|caught|taught|held|slept|stood|began"
    r"|became|understood|woke|wore|ate|drank|swam|sang|rang|hid|fed|led|dealt|dug|hung"
    r"|shook|threw|flew|grew|drew|chose|froze|stole|spoke|rode|rose|bit|read|set|hit|cut"
    r"|quit|shut|hurt|cost|saw|ran|dunno|gotta|gonna|wanna|kind|sort|kinda|sorta"
    # (a verb of any chore or mistake: "I make mistakes", "I make dinner for the kids")
    r"|make|makes"
    # (one event ahead, said in the present: "I start on the 15th of July")
    r"|start|begin|finish|arrive|return|move|retire)")
_ADVERB = (r"(?:(?:usually|mostly|mainly|normally|generally|currently|now|also|still|often"
           r"|basically|primarily)\s+)?")
# (anywhere in the sentence: "The school day runs longer this year, so I collect the kids at
# quarter to four" holds for this year)
_MOMENT_EN = (r"(?i)^(?![^.?!]*\b(?:today|tonight|tomorrow|yesterday|right\s+now|at\s+the\s+moment"
              r"|this\s+(?:week|weekend|morning|afternoon|evening|time|year|month|term|season)"
              r"|next\s+(?:week|month|time)|last\s+(?:week|night|time|month)|ago|this|these|those"
              r"|that\s+one)\b)")
# (running a step of the work at hand is no work of the user's: "I run the tests on my own")
_NOT_A_STEP = (r"(?!runs?\s+(?:the\s+|my\s+|a\s+|our\s+)?(?:tests?|builds?|scripts?|numbers"
               r"|reports?|errands?|bath|risk|checks?|jobs?|quer(?:y|ies)|migrations?|linter|backups?)\b)")
# What follows the verb: something, not a pointer, a person or a clause.
_OBJECT = (r"(?:after\s+|for\s+|out\s+|off\s+|on\s+|in\s+|at\s+|up\s+)?"
           r"(?!(?:it|this|that|these|those|you|to|so|about|back|here|there|now|again|him|her"
           r"|them|me|myself|if|whether|how|why|what|when)\b)[\w'-]+")
# A light verb with what makes it a doing: a share of the work ("I do the arranging"), what is
# kept where ("I keep every horse's measurements in an Airtable base"; not "I keep forgetting"),
# an outing ("I go out foraging most weekends"; not "I go back to bed").
_LIGHT = (r"(?:do\s+(?:the|all\s+the|most\s+of\s+the)\s+(?:[\w-]+\s+)?[a-z]+ing\b"
          r"|keep\s+(?:every|each|all|my|our|the)\s+[^.?!,]{1,40}?\s+(?:in|on)\s+(?:an?|the|my|our)\s+"
          r"|go\s+(?:out\s+)?(?!going\b)[a-z]{3,}ing\b)")
# Verbs after "have" or "be" that say no doing: the mind, trying, waiting, asking, meaning.
# (and one event: "I've started ending every shower with cold")
_NOT_HAD = (r"(?:started|begun|stopped|finished|quit|decided|thought|felt|wanted|wondered|hoped"
            r"|tried|waited|asked|told|said|meant|known|seen"
            r"|heard|forgotten|missed|noticed|realised|realized|had|been\s+(?:trying|waiting"
            r"|looking|meaning|wondering|hoping|asking|thinking|struggling|going|getting|told"
            r"|asked|sick|ill|away|off|busy|stuck)|got\s+(?:to|a\s+(?:question|problem|feeling"
            r"|headache|cold)|an?\s+(?:error|issue|idea)|no|nothing)|done\s+(?:it|this|that))\b")
_NOT_ING = (r"(?:trying|going|looking(?!\s+after)|waiting|thinking|wondering|hoping|asking|getting"
            r"|having"
            r"|struggling|planning|considering|about|just|still|not|sorry|afraid|stuck|done|off)\b")
# The user in the present, the present perfect ("I've used a wheelchair full time since…",
# "I've got a weather station on the shed roof…") or the progressive ("I'm teaching at the ski
# school in Morzine from December to April"): each what the user does, with a sign it lasts.
DOING_EN = re.compile(
    r"(?i)(?:^|[,;:\u2013\u2014]\s*|\s-\s+|\b(?:and|so|but)\s+)"
    r"(?:(?:my|our)\s+[\w-]+\s+and\s+)?i\s+" + _ADVERB
    + r"(?:" + _LIGHT + r"|(?!" + _NOT_DOING + r"\b)(?![a-z]+(?:ed|ing)\b)" + _NOT_A_STEP
    + r"[a-z]{3,}s?\s+" + _OBJECT + r")"
    r"|(?:^|[,;:\u2013\u2014]\s*|\s-\s+|\b(?:and|so|but)\s+)"
    r"(?:i(?:'ve|\s+have)\s+(?:always\s+|also\s+|now\s+)?(?!" + _NOT_HAD + r")(?:been\s+)?"
    r"(?:[a-z]{2,}(?:ed|en)|[a-z]{3,}ing|got|kept|run|taught|led|held|built|grown|sold|made|done|been)"
    # (the progressive not for a stay that ends: "I'm living in Leeds for a few months")
    r"|i(?:'m|\s+am)\s+(?:now\s+|also\s+|still\s+)?(?!" + _NOT_ING + r")" + _NOT_A_STEP
    + r"(?![^.?!]*\bfor\s+(?:a\s+|the\s+next\s+)?(?:few\s+|couple\s+of\s+|\w+\s+)?(?:days?"
    r"|weeks?|months?)\b)[a-z]{3,}ing)\s+" + _OBJECT)
_OF_THE_MOMENT = re.compile(_MOMENT_EN)
# (or a duty the user is on, said with how often: "I'm on call for the coastguard rescue team
# most weekends"; not "I'm on call tonight")
ON_DUTY_EN = re.compile(r"(?i)\bi(?:'m|\s+am)\s+(?:usually\s+|also\s+)?on\s+(?:call|duty|shift"
                        r"|the\s+(?:rota|roster))\s+(?:for|with|at)\b")
# What the user does lasts when the sentence says so: how often, for how long, for a living or
# as whose role, or the household that shares it ("my partner and I share one calendar").
_LASTING_EN = re.compile(
    r"(?i)\b(?:every|each\s+(?:day|morning|evening|night|week|month|year|season|term|shift)"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekdays|weekends|daily|weekly|monthly"
    r"|nightly|full[\s-]time|part[\s-]time|for\s+a\s+living|on\s+the\s+side"
    r"|in\s+my\s+(?:spare|free)\s+time|since\s+(?:\d{4}|i\s+was)"
    r"|for\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty"
    r"|several|many|a\s+few)\s+(?:years?|decades?|months?|generations?)"
    # (a season: "from December to April")
    r"|from\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(?:to|till|until"
    r"|through)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
    r"|for\s+(?:the|a|an|my|our)\s+(?:council|company|firm|charity|school|club|church|parish"
    r"|hospital|county|trust|union|business|family)"
    r"|as\s+(?:a|an|my)\s+(?:job|hobby|volunteer|day\s+job|side\s+(?:job|hustle|gig)))\b"
    r"|\b(?:my|our)\s+[\w-]+\s+and\s+i\b"
    r"|\bi\s+(?:volunteer|teach|coach|mentor|tutor|foster|freelance|moonlight|commute)\b")
DOING_ZH = re.compile(
    # (or the household's work at a place: 我家在西双版纳割橡胶; not 我家在装修)
    r"^我(?:们)?家(?:里)?在[^，。,这那]{2,10}?(?:种|养|割|采|捕|烧|酿|晒|织|放|开|做|卖)"
    r"[\u4e00-\u9fff]{1,4}(?=[，,。]|$)|"
    r"^(?:我|我们|我家)(?![^，。,]*(?:没|不|等|找|盼|想|这|那|吗|呢))[^，。,？?]{1,20}?"
    r"(?:[一二两三四五六七八九十几\d]+)多?年(?:多)?了")
DOING_JA = re.compile(
    # (or how often, the user unsaid, before the reason it gives: 毎朝四時から牛乳配達をしている
    # ので、…; not 毎朝サーバーが落ちているので, a thing's)
    r"^(?![^。]*(?:今日|今回|さっき|この|その))(?:私は)?(?:毎朝|毎日|毎晩|毎週末?|平日は|週末は)[、,]?"
    r"[^、。がは]{0,20}を(?:して|やって)(?:い)?(?:る|ます)(?:ので|から|ため)"
    r"|(?:^|[、。])(?:私|わたし|僕|自分)が(?![^、。]*(?:今日|今回|いまは|今は|さっき|困って|待って"
    r"|迷って|悩んで|探して|思って|考えて|疲れて|焦って|怒って))[^、。]{1,20}(?:て|で)(?:い)?ます[。]?$")


# Looking into or mending the thing at hand, said in -ています, is of the moment
# (私がサーバーのログを調べています) unless the sentence says how often or how long.
_AT_HAND_JA = re.compile(r"(?:調べて|調査して|直して|修正して|確認して|対応して|見て|デバッグして"
                         r"|待って(?:ください|下さい)|ちょっと)")
_LASTING_JA = re.compile(r"(?:毎日|毎朝|毎晩|毎週|毎月|毎年|ずっと|いつも|普段|ふだん|長年|仕事で"
                         r"|(?:\d+|[一二三四五六七八九十]+)年)")


def says_what_they_do(sentence: str) -> bool:
    """True when ``sentence`` says what the user does, with any verb (see the module)."""
    return bool(((DOING_EN.search(sentence) or ON_DUTY_EN.search(sentence))
                 and _OF_THE_MOMENT.match(sentence)
                 and _LASTING_EN.search(sentence) and not STEP_EN.search(sentence))
                or DOING_ZH.search(sentence)
                or (DOING_JA.search(sentence)
                    and (not _AT_HAND_JA.search(sentence) or _LASTING_JA.search(sentence))))


__all__ = ["DOING_EN", "DOING_JA", "DOING_ZH", "ON_DUTY_EN", "says_what_they_do"]
