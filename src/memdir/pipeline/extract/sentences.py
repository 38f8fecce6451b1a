"""Where one user message splits into the sentences offline extraction judges.

At sentence ends (。！？, "." before a space, a newline, an emoji typed as a full stop; not
";"), code blocks left out; a sentence that points back ("Instead, open a PR.", 否则…,
代わりに…) finishes the one before it; 另外/还有 after a boundary starts a new one; and at
a comma, when what follows is temporary ("以后用 pytest，这次先别跑") or lasting after a
remark of this time ("这次的解释讲得好清楚,以后都按这个详细程度来讲"), so each half is
judged on its own. A thing closed or gone said alone is joined to the sentence after it, the
other half of one correction, unless it tells when, a change past (`is_history`: "We retired
Jenkins last week.").
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.closed import closed_alone
from memdir.pipeline.admission.policy import find_temporary_marker
from memdir.pipeline.extract.surface import EMOJI

FENCED = re.compile(r"```.*?(?:```|\Z)", re.S)
# Sentence ends: zh/ja 。！？ and en . ! ? ("." only before a space, so "utils.py" and
# "v1.2" stay whole), and newlines. Not ";": "Never push directly to main; always open a
# PR." is one directive (a temporary tail after ";" is split off like one after a comma).
# An emoji before a space ends one too, typed as a full stop: `_symbol_ends`.
_SENTENCE_END = re.compile(r"(?<=[。！？!?])|(?<=\.)(?=\s)|\n")
# An emoji or symbol and the first thing after the blank that follows it.
_SYMBOL = re.compile("[" + EMOJI + "]+(?=[^\\S\\n]+([^\\s" + EMOJI + "]))")
# A symbol named as what to use or write ("with ⚠ when…", "用 ✨ 表示新功能", "✓ を付けて")
_SYMBOL_NAMED_AFTER = re.compile(r"(?i)(?:\b(?:with|as|use|using)|用|を|で|是|为)\s*$")
_LATIN = re.compile(r"[A-Za-z]")
# A picture (🙏, 🍞), not a symbol of the dingbats (✓ ✗ ⚠ ✨ ➜), which is often a word.
_PICTOGRAPH = re.compile("[\U0001F300-\U0001FAFF]")


def _symbol_ends(text: str) -> str:
    """``text`` with a newline after each emoji or symbol typed as a full stop ("…書いてね🍞
    グラムだけだと…", "Ship it ✅ Next, tag the release"): a picture before a blank, a symbol
    written against the word before it or before a capital. Not one named as a word of the
    clause ("Always prefix release notes with ⚠ when something breaks…", "用 ✨
    表示新功能，用 🐛 表示修复", "mark done items with ✓ and failed ones with ✗")."""
    out: list[str] = []
    last = 0
    for m in _SYMBOL.finditer(text):
        before, after = text[max(0, m.start() - 40):m.start()], m.group(1)  # (the words before)
        if not before.strip() or _SYMBOL_NAMED_AFTER.search(before):
            continue
        if _PICTOGRAPH.search(m.group(0)):
            ends = True  # (a picture: "…instead of guessing 🙏 it's burned me twice")
        elif _LATIN.match(after):
            ends = after.isupper()
        else:
            ends = not before[-1].isspace()
        if ends:
            out.append(text[last:m.end()] + "\n")
            last = m.end()
    return "".join(out) + text[last:]
# A sentence cut after a picture typed between two clauses, not after a full stop typed
# before it ("…三个人😂", not "…三个人。😂").
_CUT_AT_A_PICTURE = re.compile("(?<![。！？!?.\\s])[" + EMOJI + "]+$")
_LATIN_CAPITAL = re.compile(r"[A-Z]")


def one_across_a_picture(judged: list[tuple[str, str | None]],
                         new_topic: Callable[[str], object]) -> list[tuple[str, str | None]]:
    """``judged`` (sentences and why each is skipped, None: kept) with two kept sentences that
    a picture cut apart read as the one thing said ("我们安全组就三个人😂 要管全公司两千多台终端",
    "Always write commit messages in English 👍 and keep them short"): a picture ends a sentence
    so that each clause is judged on its own (…書いてね🍞 グラムだけだと…), not to make two
    memories of one. Not when the second opens a new topic (``new_topic``: "另外…", "Also…") or
    a new sentence with a capital ("Ship it ✅ Next, tag the release")."""
    out: list[tuple[str, str | None]] = []
    for sentence, reason in judged:
        if (out and reason is None and out[-1][1] is None
                and _CUT_AT_A_PICTURE.search(out[-1][0].strip())
                and not new_topic(sentence) and not _LATIN_CAPITAL.match(sentence)):
            out[-1] = (f"{out[-1][0].strip()} {sentence}", None)
            continue
        out.append((sentence, reason))
    return out


# A question mark that is code, named as what to use between spaces ("要么用 ? 往上抛", "use
# the ? operator", "改用 ? 传播错误", "、 ? で返してください"): Rust's operator, no sentence end
# ("行吗 ? 我觉得行" still ends one).
_CODE_MARK = re.compile(r"(?i)(?:(?<=用 )|(?<=\buse )|(?<=\bthe )|(?<=\bwith )|(?<=\ba )"
                        r"|(?<=\ban ))\?(?=[ \t]+\S)"
                        r"|(?<=\s)\?(?=[ \t]*(?:演算子|operator|运算符|操作符"
                        r"|で(?![はすもし])|を))")
_HELD = "\ufff0"
# A sentence that starts by pointing back ("Instead, open a PR.", "否则…", "代わりに…")
# finishes the directive before it rather than starting a new one.
_CONTINUES = re.compile(
    r"(?i)^(?:instead|rather|otherwise|that\s+way|this\s+way|because|since|so\s+that|"
    r"that'?s\s+why|this\s+is\s+because)\b"
    r"|^(?:而是|否则|不然|因为|这样|以免|免得|改为)|^(?:代わりに|その代わり|そうしないと|なぜなら|でないと)")
# A sentence that is a condition alone, no clause of its own after it ("If it's a hotfix,
# that is.", "Only if there's a migration, I mean.", 如果有迁移的话。, マイグレーションがあるな
# ら。, ホットフィックスの場合は。): it says when the sentence before holds, and goes with it,
# or that one is kept as said of every case.
_CONDITION_ONLY = re.compile(
    r"(?i)^(?:only\s+)?(?:if|unless|as\s+long\s+as|provided(?:\s+that)?)\s[^,;:]{1,80}"
    r",\s*(?:that\s+is|i\s+mean|mind\s+you|of\s+course|obviously|though)[.!]?$"
    r"|^(?:but\s+)?(?:only\s+if|unless)\s[^,;:]{1,80}[.!]?$"
    "|^(?:如果|要是|假如|除非)?[^,，;；。]{1,30}的话[。.!！]?$"
    "|^[^、,，;；。]{1,30}(?:なら|場合は?|場合のみ|場合だけ|ときは|時は|ときだけ)[。.!！]?$")
# "另外/还有" (also) start a new clause only after a boundary: "另外一个数据库" (another
# database) and "我还有一个习惯" must stay whole.
_ALSO = re.compile(r"(?<=[，,、\s])(?=另外|还有)")
_COMMA = re.compile(r"[，,、;；]")
CONNECTIVE = re.compile(
    r"(?i)^(?:but|and|also|though|however|但是|但|不过|可是|而且|而|另外|还有|でも|ただ|しかし)"
    r"(?![a-z])\s*[,，、]?\s*")
MAX_SENTENCE_CHARS = 300  # longer "sentences" are pasted text, not a directive


# A time past that a change was made at ("last week", "in March", "two years ago", 上周, 去年,
# 三个月前, 先週, 昨年, 半年前).
_PAST_TIME = re.compile(
    r"(?i)\b(?:last\s+(?:week|month|year|quarter|sprint|spring|summer|autumn|fall|winter"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:a|one|two|three|four|five|six|\d+)\s+"
    r"(?:days?|weeks?|months?|years?)\s+ago|in\s+(?:jan|feb|march|april|may|june|july|aug|sept"
    r"|oct|nov|dec)[a-z]*|in\s+(?:19|20)\d\d|yesterday)\b"
    r"|上(?:个)?(?:周|星期|礼拜|月)|去年|前年|昨天|[一二两三四五六七八九十半几\d]+个?(?:天|周|星期|月|年)(?:以)?前"
    r"|先週|先月|昨年|去年|昨日|[一二三四五六七八九十半数\d]+(?:日|週間|か月|ヶ月|カ月|年)前")


def is_history(sentence: str) -> bool:
    """Whether ``sentence`` tells a change made at a time past (`_PAST_TIME`), not what
    holds (see the module)."""
    return bool(_PAST_TIME.search(sentence))


def sentences(text: str) -> list[str]:
    text = FENCED.sub("\n", text)  # code blocks are pasted material, not directives
    text = _symbol_ends(_CODE_MARK.sub(_HELD, text.replace(_HELD, "")))
    out: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        sentence = sentence.strip()
        if out and (_CONTINUES.match(sentence) or _CONDITION_ONLY.match(sentence)
                    or closed_alone(out[-1]) and sentence and not is_history(out[-1])) \
                and not find_temporary_marker(sentence):
            out[-1] = f"{out[-1]} {sentence}"
            continue
        for clause in _ALSO.split(sentence):
            out.extend(_split_temporary_tail(clause))
    return [s.strip().replace(_HELD, "?") for s in out if s.strip()]


# A lasting instruction after a comma, beside something of this time ("这次的解释讲得好清楚,以后
# 都按这个详细程度来讲"): the two halves are judged apart.
_LASTING_TAIL = re.compile(r"(?i)(?:以后|今后|往后|从现在起|以後|今後|これから|from\s+now\s+on"
                           r"|going\s+forward)(?!再说)")
# ... but not after a scope, which holds the rest too ("到 demo 为止,以后每次…")
_THIS_TIME_SAID = re.compile(r"(?i)这次|这回|今回|\bthis\s+time\b")
_SCOPE_WORD = re.compile(r"(?i)为止|之前|以前|期间|过程中|まで|間|\buntil\b|\bduring\b|\bwhile\b"
                         r"|\bfor\s+this\b")


def _split_temporary_tail(clause: str) -> list[str]:
    """Split at a comma whose following part starts (after "but"/"但"...) with a
    temporary marker, so "以后用 pytest，这次先别跑" keeps its durable half. Other commas
    stay: "From now on, always use pytest, not unittest" is one directive."""
    pieces: list[str] = []
    start = 0
    if len(clause) > MAX_SENTENCE_CHARS:
        return [clause]  # dropped later anyway; splitting it would cost O(commas * length)
    for comma in _COMMA.finditer(clause):
        rest = CONNECTIVE.sub("", clause[comma.end():comma.end() + 60].lstrip(), count=1)
        marker = find_temporary_marker(rest[:24])
        before = clause[start:comma.start()]
        # (not when the words before take the marker back: 毎朝、今日の予約を… is each day's)
        if (marker and rest.casefold().startswith(marker.casefold())
                and find_temporary_marker(clause[start:comma.end()] + rest[:24])) or (
                _LASTING_TAIL.match(rest) and _THIS_TIME_SAID.search(before)
                and not _SCOPE_WORD.search(before)):
            pieces.append(clause[start:comma.start()])
            start = comma.end()
    pieces.append(clause[start:])
    return pieces
