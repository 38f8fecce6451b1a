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


def dictated_password(text: str) -> str | None:
    """"a password (told in pieces)" when ``text`` names a password and tells it by its
    make-up then whole, or piece by piece, else None."""
    for name in _PASSWORD_NAME.finditer(text):
        sentence = _sentence(text, name.end())
        if _then_whole(sentence) or _dictated(sentence):
            return "a password (told in pieces)"
    return None


__all__ = ["dictated_password"]
