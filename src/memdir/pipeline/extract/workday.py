"""The user's working days, read by offline extraction beside the facts of
`memdir.pipeline.extract.facts`: what the user is in charge of, said as a cleft ("我负责的是
我们区十二个快递网点的排班"; "My job here is…" and "担当しているのは…" are facts already), the
only hours they have for the work ("只有晚上十点以后能学两个小时", "パソコンを触れるのは昼過ぎ
からです", "I can only get to the computer in the evenings"), a day job beside it (我白天上班),
an exam ahead with its year (明年要考法考, 来年の試験を受けます, "I'm sitting the bar exam
next year"), the career that led to the work and the year of it (看護師からエンジニアに転職して、
今年で二年目です, 从护士转行做开发, "I switched careers from nursing two years ago"), and
who else owns a part of it beside the user (My co-founder owns all the billing code; I only
work on the mobile app; 我合伙人负责所有计费代码).

All of it holds for months and shapes when and how the agent's help is used; none of it is
the moment (今天只有下午能看, 今日は昼過ぎから, a temporary scope the admission policy finds
first), nor the work at hand (我负责的是这个 bug, 帮我看看).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# What the user is in charge of, said as a cleft; not a question, nor the thing at hand.
IN_CHARGE = re.compile(
    r"^我(?:目前|现在|主要|平时|在这边)?(?:负责|負責|管|带|帶|主管|对接|對接)的(?:是|就是)(?!什么|什麼|哪|谁|誰)"
    r"(?![^。]*(?:这|這|那|帮我|幫我|一下))")

# The only hours the user has for the work, a day job beside it.
HOURS = re.compile(
    r"(?:^|[，,])(?:一般|平时|每天|工作日)?只有(?:早上|上午|中午|下午|晚上|夜里|凌晨|周末|週末|下班|午休)"
    r"[^，。,]{0,10}(?:能|才能|可以|有空|有时间|有時間)"
    r"|^我(?:白天|平时|平日|工作日)(?:要|得)?(?:上班|要上班|有工作)(?=[，,。]|$)"
    r"|(?:パソコン|PC|作業|開発|仕事|返信|対応|勉強)(?:を|に|が)?(?:触れる|触る|使える|できる|見られる"
    r"|向かえる|する)のは[^、。]{1,16}(?:だけ|のみ|から|以降)です"
    r"|(?i:^i\s+(?:can\s+)?only\s+(?:get\s+to\s+(?:the|a|my)\s+(?:computer|laptop|desk|pc)"
    r"|be\s+(?:online|at\s+(?:the|my)\s+(?:computer|desk))|reply|answer|check\s+(?:email|messages))"
    r"\b[^.?!]{0,40}\b(?:evenings?|weekends?|mornings?|afternoons?|nights?|noon|lunch"
    r"|(?:after|before)\s+work)\b)")

# An exam ahead with its year.
EXAM = re.compile(
    r"(?:明年|今年|年底|下半年|后年|後年)[^，。,]{0,4}(?:要|准备|準備|打算)(?:参加|參加)?考"
    r"|(?:来年|今年|年内|再来年)[^、。]{0,8}(?:試験|検定|国家試験|司法試験)を受け(?:ます|る予定|るつもり)"
    r"|(?i:\bi'?m\s+(?:sitting|taking)\s+(?:the|my)\s+(?:[\w-]+\s+){0,3}(?:exams?|boards)\s+(?:next|this"
    r"|in)\s+(?:year|spring|summer|autumn|fall|winter|(?-i:[A-Z])[a-z]+)\b)")

# The career that led to the work and the year of it; not one move (転勤, 出張), nor the
# year of a thing at hand ("今年で二年目の案件").
CAREER = re.compile(
    r"[^、。]{1,12}から[^、。]{1,12}に転職し|転職して[^、。]{0,12}(?:年目|年になります|年です)"
    r"|^(?:私は)?[^、。]{0,12}(?:今年で|もう)[一二三四五六七八九十\d]+年目です"
    r"|从[^，。,]{1,10}转行|转行(?:做|到|当|成)|(?:入行|转行|工作)(?:已经)?第?[一二三四五六七八九十\d]+年"
    r"|(?i:\bi\s+(?:switched|changed)\s+careers?\b|\bi\s+(?:switched|moved|retrained)\s+(?:from"
    r"\s+[\w\s-]{1,30}\s+)?(?:in)?to\s+(?:software|engineering|tech|programming|development"
    r"|data\s+science|it)\b|\bbefore\s+(?:this|coding|tech|software)\s+i\s+was\s+an?\s+[\w-]+)")

# Who else owns a part of the work beside the user: a partner named by their role, and the
# part the user keeps ("My co-founder owns all the billing code; I only work on the mobile
# app"); not one task handed over ("My co-founder will fix this").
PARTNER = re.compile(
    r"(?i)^my\s+(?:co-?founder|business\s+partner|partner|boss|manager|cto|ceo|colleague"
    r"|teammate)\s+(?:owns|handles|runs|maintains|looks\s+after|takes\s+care\s+of|is\s+in"
    r"\s+charge\s+of)\s+(?:all\s+(?:of\s+)?)?(?:the|our)\b(?![^.;]*\b(?:this|today|now)\b)"
    r"|^(?:我的?)?(?:合伙人|合夥人|联合创始人|搭档|老板|同事)[^，。,]{0,4}(?:负责|負責|管)(?:所有|全部|整个)"
    r"|(?:共同創業者|共同経営者|相方|パートナー)が[^、。]{1,20}(?:を|は)(?:全部|すべて)(?:見て|担当して|持って)")


def is_workday_fact(sentence: str) -> bool:
    """True when ``sentence`` says what the user is in charge of, the only hours they have
    for the work, an exam ahead of them, their career to it, or a partner's part."""
    return bool(IN_CHARGE.search(sentence) or HOURS.search(sentence) or EXAM.search(sentence)
                or CAREER.search(sentence) or PARTNER.search(sentence))


__all__ = ["CAREER", "EXAM", "HOURS", "IN_CHARGE", "PARTNER", "is_workday_fact"]
