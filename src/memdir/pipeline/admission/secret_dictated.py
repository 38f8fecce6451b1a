"""A password told in pieces: how it is made said in words, then the whole of it; or
dictated piece by piece with words of order between.

- Its make-up, then the value after a word that says "that is" ("the password is three
  words run together, all lower case: kettle, marigold, seventy -- so kettlemarigoldseventy",
  "密码是 qinghe 加上门牌号 1502 再加一个感叹号，全小写，就是 qinghe1502!", "パスワードは
  「もみじ」をローマ字で…、つまり momiji2026! です"): after a password's name, in the same
  sentence, "so", "i.e.", 就是, 也就是, 即, つまり, すなわち, then the value: letters only
  that are the words said before it run together, or a value a person chose (a letter
  with a digit or a symbol, `secret_named.looks_chosen`) holding a piece said before it
  ("1502", "2026"). A value said whole before the word is no make-up told ("the password
  for ci-runner01 expired, so ci-runner01 …"). A value shown as a kind ("就是 abc123 这种",
  "つまり Passw0rd! のような形式", "so something like …") and a word about the password
  ("so it's hard to guess") give none.
- Dictated in pieces in Chinese or Japanese, each piece after a word of order ("服务器密码是
  我名字拼音 zhouxl，接着是 1987，最后一个 @ 符号", "…、そのあとに 2026、最後に
  ビックリマーク"): the pieces (ASCII runs, and symbols said by name: 感叹号, 井号,
  ビックリマーク, アットマーク …) joined read as a chosen password. A count is no piece
  ("接着是 8 位数字", "6 桁"); a rule of kinds of characters gives none ("字母开头，接着是
  数字，最后一个符号").

- Composed in English words, never written whole ("the login for the shared account is our
  old street, Wexford, with a capital W, then the year we moved in, 2014, then an
  exclamation mark, no spaces anywhere",
  "purple monkey dishwasher written as one word, all lower case, with a 7 stuck on the
  end"): in the sentence after a password's or a login's name, a piece of digits, no count
  ("2014", "7"; not "12 characters") and two or more kinds of words that say how the
  pieces make one: a letter's case (with a capital W, all lower case), a symbol by name
  (an exclamation mark, a hash), the pieces joined (no spaces, as one word, run together),
  a piece's place (on the end, at the start), an order (then, followed by). A rule or an
  example of one ("must have a capital, a number and a symbol", "at least 12 characters",
  "e.g.", "something like") gives none.
- Given on the line after a line that says it comes next ("パスワードは次の行に書きます。",
  "the password is on the next line:", "密码在下一行"), or in a chat's next message after
  one that says it is being shared ("root パスワード共有します", "here's the password"), its
  time and sender first: that line alone, a value a person chose. Rules on the next line
  ("the password rules are below:") are kept.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen
from memdir.pipeline.admission.secret_values import secret_value

_PASSWORD_NAME = re.compile(r"(?i)(?<![a-z])(?:pass(?:word|code|phrase)|passwd)s?(?![a-z])"
                            r"|密码|口令|パスワード|パスコード")
# A sentence's end; "!" only before CJK or a line's end is no end: passwords hold one.
_SENTENCE_END = re.compile(r"[.?](?:\s|$)|[。！？\n]")
_REACH = 240
_Q, _UNQ = "[\"'`“‘「『]?", "[\"'`”’」』]?"
# "that is", then the value.
_THAT_IS = re.compile(
    r"(?:(?i:(?<![a-z])(?:so(?:[ \t]{1,3}it(?:'s|[ \t]{1,3}is))?|i\.e\.,?|that[ \t]{1,3}is,?"
    r"|which[ \t]{1,3}(?:is|gives|makes)|in[ \t]{1,3}full)(?![a-z]))"
    r"|也就是|就是|即|合起来是|连起来是|つまり|すなわち|要するに)"
    r"[ \t]{0,3}[:：]?[ \t]{0,3}" + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ + r"(?![!-~])")
# A value shown as a kind of password, not as one: "abc123 这种", "Passw0rd! のような".
_AS_A_KIND = re.compile(r"[ \t]{0,3}(?:这种|这样|那种|那样|之类|一类|那个|这个|那台|的|の|みたいな"
                        r"|のような|のように|など|(?i:like|style|format|or\b|version))")
_EXAMPLE_BEFORE = re.compile(r"(?i)\b(?:like|e\.g|for\s+example|such\s+as)\b|比如|例如|例えば")
# Symbols said by name, and what each types.
_SYMBOL_NAMES = {"感叹号": "!", "叹号": "!", "ビックリマーク": "!", "感嘆符": "!",
                 "エクスクラメーションマーク": "!", "井号": "#", "シャープ": "#", "星号": "*",
                 "アスタリスク": "*", "下划线": "_", "アンダーバー": "_", "アンダースコア": "_",
                 "ハイフン": "-", "アットマーク": "@", "艾特": "@"}
# A piece: a run of a password's characters (not the commas and colons between pieces,
# which the scan's NFKC makes ASCII), or a symbol said by name.
_PIECE = re.compile(r"(?P<ascii>[A-Za-z0-9!@#$%^&*_+=~?\-]{1,40})"
                    r"|(?P<sym>" + "|".join(_SYMBOL_NAMES) + r")")
# Words of order between two pieces.
_THEN = re.compile(r"接着是?|然后是?|再加上?|加上|后面是|后面跟着?|最后是?|之后是?"
                   r"|そのあと(?:に|は)?|その後(?:に|は)?|続けて|最後に|のあとに|の後に")
_COUNT = re.compile(r"[ \t]{0,2}(?:位|桁|個|个|文字|字符|次|回|年|月|日)")


def _sentence(text: str, start: int) -> str:
    window = text[start:start + _REACH]
    end = _SENTENCE_END.search(window)
    return window[:end.start()] if end else window


def _run_together(value: str, said: str) -> bool:
    """Whether ``value`` is two or more of the words in ``said`` written with no space."""
    words = {w.casefold() for w in re.findall(r"[A-Za-z]{2,20}", said)}
    low = value.casefold()
    counts = [0] + [-1] * len(low)  # counts[i]: words making up low[:i] (-1: none)
    for i in range(len(low)):
        if counts[i] < 0:
            continue
        for w in words:
            if low.startswith(w, i) and counts[i] + 1 > counts[i + len(w)]:
                counts[i + len(w)] = counts[i] + 1
    return counts[len(low)] >= 2


def _then_whole(sentence: str) -> bool:
    for m in _THAT_IS.finditer(sentence):
        value = m.group("val").rstrip(".,;:)")
        if _AS_A_KIND.match(sentence, m.end()) or _EXAMPLE_BEFORE.search(
                sentence, max(0, m.start() - 20), m.start()):
            continue
        if not secret_value(value, quoted=True, strict=False):
            continue  # a placeholder or a reference: "就是 ${WIFI_PASS}"
        said = sentence[:m.start()]
        if value.casefold() in said.casefold():
            continue  # "the password for ci-runner01 expired, so ci-runner01 can't …"
        if value.isalpha() and len(value) >= 8 and _run_together(value, said):
            return True
        # ... a value a person chose that holds a piece said before it ("1502", "2026")
        pieces = re.findall(r"[A-Za-z]{3,}|\d{2,}", said)
        if looks_chosen(value) and any(p.casefold() in value.casefold() for p in pieces):
            return True
    return False


def _dictated(sentence: str) -> bool:
    pieces: list[str] = []
    last = 0
    for m in _PIECE.finditer(sentence):
        if m.group("ascii") and _COUNT.match(sentence, m.end()):
            return False  # "接着是 8 位数字": a rule, not a piece
        gap = sentence[last:m.start()]
        piece = m.group("ascii") or _SYMBOL_NAMES[m.group("sym")]
        if not pieces:
            if len(gap) > 16:
                return False  # the first piece comes right after the name
            pieces.append(piece)
        elif len(gap) <= 16 and _THEN.search(gap):
            pieces.append(piece)
        else:
            break
        last = m.end()
    joined = "".join(pieces)
    return len(pieces) >= 2 and len(joined) >= 8 and looks_chosen(joined) \
        and any(c.isdigit() for c in joined) and secret_value(joined, quoted=True, strict=False)


# How English words say the pieces of a password make one: each kind counts once.
_HOW_COMPOSED = (
    re.compile(r"(?i)\bwith[ \t]{1,3}a[ \t]{1,3}(?:capital|big|small)[ \t]{1,3}[a-z]\b"
               r"|\ball[ \t]{1,3}(?:lower|upper|small)[ \t\-]?(?:case|letters)\b"
               r"|\ball[ \t]{1,3}caps\b"
               r"|\b(?:capital|upper[ \t\-]?case|lower[ \t\-]?case)[ \t]{1,3}[a-z]\b"),
    re.compile(r"(?i)\b(?:an?[ \t]{1,3})?(?:exclamation[ \t]{1,3}(?:mark|point)"
               r"|question[ \t]{1,3}mark"
               r"|hash(?:tag)?|pound[ \t]{1,3}sign|at[ \t]{1,3}sign|dollar[ \t]{1,3}sign"
               r"|percent[ \t]{1,3}sign|ampersand|asterisk|underscore|plus[ \t]{1,3}sign)\b"),
    re.compile(r"(?i)\bno[ \t]{1,3}spaces\b|\bwithout[ \t]{1,3}(?:any[ \t]{1,3})?spaces\b"
               r"|\b(?:as|into)[ \t]{1,3}one[ \t]{1,3}word\b|\brun[ \t]{1,3}together\b"
               r"|\bwritten[ \t]{1,3}together\b"),
    re.compile(r"(?i)\b(?:on|at)[ \t]{1,3}the[ \t]{1,3}(?:end|front|start|beginning)\b"),
    re.compile(r"(?i)\bthen\b|\bfollowed[ \t]{1,3}by\b|\band[ \t]{1,3}after[ \t]{1,3}that\b"),
)
# A piece of digits; a count ("12 characters", "2 symbols") is none.
_DIGIT_PIECE = re.compile(r"(?<![\w.\-])\d{1,8}(?![\w.\-])(?![ \t]{0,2}(?i:characters?|chars?"
                          r"|digits?|letters?|numbers?|symbols?|times|words?|days?|months?"
                          r"|years?|weeks?|seconds?|minutes?|hours?|tries|attempts|people"
                          r"|users|%|-digit|-character))")
# A rule, or an example of one, rather than a password.
_RULE_WORDS = re.compile(r"(?i)\b(?:must|should|needs?[ \t]{1,3}to|ha(?:s|ve)[ \t]{1,3}to"
                         r"|at[ \t]{1,3}(?:least|most)|minimum|maximum|requirements?|rules?"
                         r"|polic|e\.g|for[ \t]{1,3}example|such[ \t]{1,3}as"
                         r"|something[ \t]{1,3}like|format)")


# A login given as a value: "the login for the printer is …", "the login: …"; not "If
# sign-in fails, …" or "Login tests: …".
_LOGIN_NAME = re.compile(r"(?i)(?<![a-z])(?:log[ \t\-]?in|sign[ \t\-]?in)(?![a-z])"
                         r"(?:[ \t]{1,3}(?:for|to|of|on)[ \t]{1,3}[^,.;:\n]{1,40}?)?"
                         r"[ \t]{0,3}(?:\bis\b|\bwas\b|:|=)")


def _composed(sentence: str) -> bool:
    """Two kinds of make-up, one of them what its characters are (a case, a symbol,
    written as one): "then" and "at the end" alone order any steps of a runbook."""
    if _RULE_WORDS.search(sentence) or not _DIGIT_PIECE.search(sentence):
        return False
    kinds = [bool(how.search(sentence)) for how in _HOW_COMPOSED]
    return sum(kinds) >= 2 and any(kinds[:3])


# A password given on the line after a line saying it comes next.
_NEXT_LINE = re.compile(
    r"(?:(?i:next[ \t]{1,3}line|line[ \t]{1,3}below|below)|次の行|下の行|以下|下一行|下面|下行)"
    r"[^\n]{0,30}\n[ \t]{0,4}" + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ + r"[ \t]{0,4}(?:\n|$)")
# ... or in a chat's next message, after a line that says it is being shared ("root パスワード
# 共有します" / "10:12	田中	Rt#…", "here's the password" / "[09:15] dana: …"): the next line,
# its time and its sender's name first.
_CHAT_PREFIX = (r"(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]{1,4}"
                r"(?:[^\s:：]{1,20}(?:[ \t]{0,2}[:：]|\t)[ \t]{0,4})?)?")
_SHARED_NEXT = re.compile(
    r"(?:共有します|共有しますね|お送りします|送ります|貼ります|发你|发给你|贴一下|贴给你"
    r"|(?i:here(?:'s|[ \t]is)|sending[ \t]it|sharing[ \t]it))"
    r"[^\n]{0,30}\n[ \t]{0,4}" + _CHAT_PREFIX + _Q + r"(?P<val>[!-~]{6,64}?)" + _UNQ
    + r"[ \t]{0,4}(?:\n|$)")
_OF_THE_PASSWORD = re.compile(r"(?i)rule|polic|requirement|format|规则|要求|格式|ルール|条件|形式")


def _next_line(text: str, name: re.Match[str]) -> bool:
    line_end = text.find("\n", name.end())
    if line_end < 0 or line_end - name.end() > 80:
        return False
    back = max(0, name.start() - 40)  # "here's the password": the cue may come first
    m = _NEXT_LINE.search(text, name.end(), line_end + 80) \
        or _SHARED_NEXT.search(text, text.rfind("\n", back, name.start()) + 1 or back,
                               line_end + 120)
    if m is None or m.start() > line_end or _OF_THE_PASSWORD.search(text, name.end(), m.start()):
        return False
    value = m.group("val")
    return looks_chosen(value) and secret_value(value, quoted=True, strict=False)


def dictated_password(text: str) -> str | None:
    """"a password (told in pieces)" when ``text`` names a password and tells it by its
    make-up then whole, or piece by piece, else None."""
    for name in _PASSWORD_NAME.finditer(text):
        sentence = _sentence(text, name.end())
        if _then_whole(sentence) or _dictated(sentence) or _composed(sentence):
            return "a password (told in pieces)"
        if _next_line(text, name):
            return "a password (on the next line)"
    for name in _LOGIN_NAME.finditer(text):  # "the login for … is our old street, …"
        if _composed(_sentence(text, name.end())):
            return "a password (told in pieces)"
    return None


__all__ = ["dictated_password"]
