"""Small talk said with a word of lasting in it, beside `memdir.pipeline.extract.cues.REMARK`:
what the people of a trade always say, what the user will never understand, and fate said to
be against the user. Each holds a word the rules read as a rule ("always", "never", 每次, 永远,
いつも), and none of them asks anything.

- **what others always say** ("Funfair lads always say the dodgems pay for everything
  else", 老师傅们总说干这行靠的是耐心, 親方はいつも「段取り八分」って言います): a saying of the
  trade, told. Not with what is to be done about it ("Clients always say they want it
  Friday, so put Friday on the quote", 所以…, ので…ください), nor of the user or the agent
  ("You always say that", "We always say 'no refunds' in the reply"), nor said to someone
  ("Always say thank you").
- **what the user will never understand** ("I will never understand people who turn up to a
  car boot at 6am with a pram", 我永远搞不懂那些…的人, 一生理解できません): a feeling that
  does not wear off, beside "I will never get used to" (`REMARK`). Not an order ("Never
  assume the customer understands the terms").
- **fate against the user** (每次一下雨，菌棚里的湿度就爆表，老天爷专门跟我作对; "Every time I
  open the stall it rains, the universe hates me"; 出かける日に限って雨、神様に嫌われてる):
  what happens again and again, lamented. Not with an order after it (所以以后…, "so…").

None of them holds a request after the saying (so, please, 所以, 请, 以后, ので, ください).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.cues import REMARK

# What is to be done about it, said after: the sentence then carries a rule.
_ORDER_AFTER = (r"(?![^.!?。]*(?:\b(?:so|please|make\s+sure|remember|always\s+put|never\s+put)\b"
                r"|所以|因此|请|以后|记得|一定要|ので|から[、,]|ください|てね|ように))")
SAYING = re.compile(
    r"(?i)^(?!(?:you|we|i|i'?m|please)\b)(?:the\s+|our\s+|my\s+|all\s+the\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+){0,3}?\s+(?:always|forever)\s+(?:say|says|tell\s+(?:me|us|you)|reckon"
    r"|swear)\b" + _ORDER_AFTER +
    r"|^(?!我|你|咱们|我们)[^，。,]{1,10}?(?:总是|老是|永远|每次都|一直)(?:都)?(?:说|讲|念叨)(?!过)"
    + _ORDER_AFTER +
    r"|^(?!私|僕|あなた)[^、。]{1,12}?(?:は|って|が)[、]?(?:いつも|毎回|口癖のように)[^。]{0,4}"
    r"「[^」]{1,30}」(?:って|と)(?:言います|言うんです|言ってます|言っています)" + _ORDER_AFTER)
NEVER_UNDERSTAND = re.compile(
    r"(?i)^(?:(?:honestly|ha|god|man)\b[,\s]*)?i(?:'ll|\s+will)?\s+never\s+(?:ever\s+)?"
    r"(?:understand|get|see|figure\s+out|fathom)\s+(?:why\s+|how\s+)?(?:people|folk|anyone"
    r"|someone|those|the\s+(?:people|ones))\b" + _ORDER_AFTER +
    r"|我(?:永远|一辈子|到现在|怎么也)(?:都|也)?(?:搞不懂|理解不了|想不通|弄不明白|看不懂)"
    + _ORDER_AFTER +
    r"|(?:一生|いつまで(?:たって|経って)も|何年(?:たって|経って)も)(?:理解(?:できない|できません)"
    r"|わから(?:ない|ないです|ないんです)|わかりません)" + _ORDER_AFTER)
FATE = re.compile(
    r"(?i)(?:老天爷|老天|天公)(?:专门|故意|偏偏|就是|总是)?(?:跟|和|与)我(?:作对|过不去)"
    + _ORDER_AFTER
    + r"|\b(?:the\s+universe|the\s+weather(?:\s+gods)?|fate)\s+(?:hates|has\s+it\s+in\s+for)"
    r"\s+me\b" + _ORDER_AFTER
    + r"|神様に(?:嫌われて|見放されて)|天に見放され" + _ORDER_AFTER)


def remarked(sentence: str) -> bool:
    """Small talk whatever its words of lasting: `REMARK`, or a saying, a lasting bafflement or
    fate lamented (see the module)."""
    return bool(REMARK.search(sentence) or SAYING.search(sentence)
                or NEVER_UNDERSTAND.search(sentence) or FATE.search(sentence))


__all__ = ["FATE", "NEVER_UNDERSTAND", "SAYING", "remarked"]
