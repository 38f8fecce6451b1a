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

- **what comes round every time, said so in the last clause** (每年端午前后包粽子，手都得磨起
  泡，年年如此; 毎年この時期は手が荒れます、毎年のことです; "…, it's the same every year"): a
  lament, as "Every single one." said after it (`decoys.ECHO`). Not after a schedule, price,
  policy or health fact (我们每年一月涨一次价，年年如此; 店は毎年1月に値上げします、毎年のことです).
- **what the user's child or family does every time something comes round** (马戏团的小丑每次
  一出场，我家孩子就吓得往我身后躲; "Every time the clown comes on, my little one hides behind
  me"; ピエロが出てくるたびに、うちの子は私の後ろに隠れるんです): a story. Not what they need
  ("…, my daughter needs her inhaler"), nor their health ("Every time he gets a jab, my little
  one runs a fever").

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
# What comes round every time, said so in the sentence's last clause (每年端午前后包粽子，手都得
# 磨起泡，年年如此; 毎年この時期は手が荒れます、毎年のことです; "…, it's the same every year"): a
# lament, asking nothing.
_ASKS = (r"(?![^。]*(?:请|帮我|麻烦|你|以后|记得|ください|お願い|てね|\bplease\b|\bmake\s+sure\b"
         r"|\byou\b|\bso\s+(?:always|never|don'?t|please)\b))")
# A schedule, price, policy or health fact before the recurrence is what lasts, not a lament
# (我们每年一月涨一次价，年年如此; 店は毎年1月に値上げします、毎年のことです; 每年三月花粉一多，
# 我女儿的哮喘就会发作; "Every time he gets a jab, my little one runs a fever").
_LASTING_FACT = (r"(?![^。]*(?:涨价|涨一次价|调价|价格|盘点|库存|结账|放假|休息|哮喘|过敏|发作|发烧"
                 r"|値上げ|価格|料金|棚卸|休業|定休|喘息|アレルギー|発作|熱が出|熱を出"
                 r"|\bprices?\b|\bstock\b|\binvoices?\b|\bclosed\b|\basthma\b|\ballerg"
                 r"|\bfever\b|\btemperature\b|\brash\b|\bseizures?\b|\bwheez))")
_NOT_ASKED = _ASKS + _LASTING_FACT
AS_EVER = re.compile(
    r"(?i)^" + _NOT_ASKED + r"[^。]{4,}[，,、]\s*(?:年年|每年|次次|回回|天天|每次都|每回都|历来"
    r"|向来)(?:都)?(?:如此|这样|是这样)(?:啊|呀|吧|的)?[。!！…]*$"
    r"|^" + _NOT_ASKED + r"[^。]{4,}[、,]\s*(?:毎年|毎回|毎度|いつも)(?:の)?(?:こと|こう)"
    r"(?:です|だ|なんです)?(?:けど|けどね|よね|ね|よ)?[。!！…]*$"
    r"|^" + _NOT_ASKED + r"[^.!?]{4,}[,;\u2013\u2014-]\s*(?:it'?s\s+|always\s+)?the\s+same"
    r"\s+every\s+"
    r"(?:single\s+)?(?:year|time|summer|winter|season)[.!…]*$")
# What happens to the user's child or family, or what they do, every time something comes
# round (马戏团的小丑每次一出场，我家孩子就吓得往我身后躲; "Every time the clown comes on, my
# little one hides behind me"; ピエロが出てくるたびに、うちの子は…隠れるんです): a story.
_FAMILY_ZH = r"(?:我家|我们家|家里的?)(?:孩子|小孩|娃|儿子|女儿|闺女|老人|老公|老婆|爸|妈|狗|猫)"
_FAMILY_EN = (r"(?:my|our)\s+(?:little\s+one|kids?|son|daughter|boy|girl|toddler|husband|wife"
              r"|partner|mum|mom|dad|nan|gran|grandad|dog|cat)")
_FAMILY_JA = r"(?:うちの|私の)(?:子|子ども|子供|娘|息子|夫|妻|主人|母|父|犬|猫)"
FAMILY_EVERY_TIME = re.compile(
    r"(?i)^" + _NOT_ASKED + r"[^，。,]{1,20}每(?:次|回)一?[^，。,]{1,12}[，,]\s*" + _FAMILY_ZH
    + r"(?:都|就|总)"
    r"|^" + _NOT_ASKED + r"(?:every|each)\s+time\s+[^,.!?]{3,50},\s*" + _FAMILY_EN + r"\s+"
    r"(?:always\s+|still\s+)?(?!needs?\b|must\b|should\b|gets?\b)[a-z]+s\b"
    r"|^" + _NOT_ASKED + r"[^、。]{2,30}(?:たびに|度に)[、,]\s*" + _FAMILY_JA + r"(?:は|が)")


def remarked(sentence: str) -> bool:
    """Small talk whatever its words of lasting: `REMARK`, or a saying, a lasting bafflement or
    fate lamented (see the module)."""
    return bool(REMARK.search(sentence) or SAYING.search(sentence)
                or NEVER_UNDERSTAND.search(sentence) or FATE.search(sentence)
                or AS_EVER.search(sentence) or FAMILY_EVERY_TIME.search(sentence))


__all__ = ["AS_EVER", "FAMILY_EVERY_TIME", "FATE", "NEVER_UNDERSTAND", "SAYING", "remarked"]
