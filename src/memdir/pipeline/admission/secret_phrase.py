"""A password or a passphrase made of words, with no digit in it: known by how it is said.

No key's shape, no entropy and no digit tell "Saffron rivers under pale October moons" from
a sentence; what does is what the text says around the words:

- how it is typed, said right after them ("tangerine-velvet-harbour, all lower case with the
  dashes", "the owls are not what they seem -- no capitals, no full stop", "MeiHuaLuoRi，每个
  词首字母大写", "明月松间照清泉石上流，中间没有标点", "blue heron at dusk under cedar です
  （単語の間にスペースあり）"): the words after a password's, a passphrase's or a login's name
  and its verb, then the note on their case, spaces or punctuation, which only a value
  written out has;
- a passphrase's name, then four words or more to the sentence's end that say nothing of it
  ("the passphrase is Saffron rivers under pale October moons"): no word of a rule or of
  where it is kept ("stored", "random", "different"), no little word first ("is at least
  four words", "is on the sticky note").

Words that describe the password rather than spell it are kept ("the password is your
surname, all lower case", "口令是公司名称的拼音，全小写", "case sensitive, all lower case"),
and so are words that say where it is or how to get it, with a note on its case after them:
a first word of place, of a verb or of a pointer ("is on the sticky note, all lower case",
"is pinned in Slack", "see the sign by the door", "the one from the email, no spaces",
"贴在冰箱上那张卡片，全小写", "入职邮件里那串，全小写").
A password of capitalised words joined, in quotes right after its name, is one too ("log in
as deploy with the password 'Fenwick_Tide' and then…"): the quotes mark it off as what is
typed. After the closing quote the clause must end or go on with a little word or a verb
(and, then, to, for, unlocks…): a noun there is what the quoted name names, a field, a
handler or a template ("the password 'ShowText' toggle", 'the password "HelloWorld" handler
lives in auth.py', 'the password "ResetLink" email template') and is kept.
Three words or more in lower case joined by '-', '.' or '_' after a password's, a
passphrase's or a login's name and its verb are one ("the password is
correct-horse-battery-staple", "passphrase = purple.monkey.dishwasher", "my login is just
tangerine-velvet-harbour"): one run of words a person types, unless it says something of
the password. `joined_words` keeps a run with a word that joins a description (to, of, and,
per, as, not...: "hard-to-guess", "end-to-end", "up-to-date", "state-of-the-art",
"company-name-plus-year") or half its words or more saying what a password is like
(time, use, case, characters, generated...: "one-time-use", "all-lower-case",
"twelve-character-minimum", "well-known-default"), and one that names where it is kept
("git-credential-manager") or a host ("mail.example.com").
Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import chosen_word
from memdir.pipeline.admission.secret_place import names_place
from memdir.pipeline.admission.secret_values import is_placeholder

_NAME = re.compile(r"(?i)(?<![a-z])(?:pass[ \-]?phrase|pass[ \-]?word|passcode|login)s?"
                   r"(?![a-z])|密码短语|口令|密码|パスフレーズ|パスワード|合言葉")
_VERB = re.compile(
    r"(?:[ \t]{1,3}(?:on|for|of)[ \t]{1,3}[\w.\-]{1,30}(?:[ \t]{1,3}[\w.\-]{1,30}){0,2}?)?"
    r"[ \t]{0,3}(?:(?i:is|was)(?:[ \t]{1,3}(?i:just|simply))?[ \t]{0,3}[:：]?|[:：=]|是|为|は)"
    r"[ \t]{0,3}[、,]?[ \t]{0,3}(?:一句(?:诗|话)[ \t]{0,2}[:：][ \t]{0,2})?[\"'“「]?"
    r"(?P<val>[A-Za-z]{1,15}(?:[ \-][A-Za-z]{1,15}){1,9}|(?:[A-Z][a-z]{1,12}){2,8}"
    r"|[\u4e00-\u9fff]{5,24})[\"'”」]?"
    r"(?=[ \t]{0,3}(?:--|—|[,.;!，。；、(（]|です|$))")
_TYPED = re.compile(
    r"(?i)no[ \t]capitals|no[ \t]caps|all[ \t]lower[ \t\-]?case|lower[ \t\-]?case"
    r"|no[ \t]full[ \t]stop|no[ \t]period|no[ \t]punctuation|with[ \t](?:the[ \t])?(?:spaces"
    r"|dashes|hyphens)|no[ \t]spaces|capital[ \t]letter[ \t]on[ \t]each|each[ \t]word"
    r"[ \t]capitali[sz]ed|首字母大写|全小写|全部小写|都是小写|带空格|有空格|没有空格|没有标点"
    r"|无标点|不带标点|スペースあり|スペース入り|スペースなし|全部小文字|すべて小文字|区切りなし"
    r"|句読点なし")
_PASSPHRASE = re.compile(r"(?i)pass[ \-]?phrase|密码短语|パスフレーズ")
_LITTLE = frozenset("a an the in on at to of by is be it as or if so we you my all any each "
                    "every some one two three four five out off up its his her our your their "
                    "and but with for from are was were not no".split())
_POSSESSIVE = frozenset("my your his her our their its".split())
_DESCRIBES = frozenset("name surname birthday date number email username user initials "
                       "letters words characters digits symbols word letter symbol".split())
# Han characters that make a description, not a line someone chose: 的, 你, 名称, 拼音…
_HAN_DESCRIBES = re.compile(r"[的你您他她它]|自己|名称|名字|拼音|首字母|生日|号码|数字|字母|位数"
                            r"|格式|加上|或者|以及|公司|账号|手机")
_ABOUT = frozenset("wrong incorrect correct right invalid valid required optional missing "
                   "empty blank weak strong long short simple complex secure unique same "
                   "different new old default temporary random unknown public private "
                   "secret hidden shared plain case sensitive insensitive stored saved kept "
                   "written changed reset expired set needed usual fine easy hard lowercase "
                   "uppercase capitalised capitalized numeric alphanumeric only just".split())
# First words that say where a password is or how to get it, not what it is: "on the sticky
# note", "under the router", "with Sam in accounts", "pinned in Slack", "see the sign".
_WHERE = frozenset("on in at under with behind by beside near next inside above below over "
                   "from into onto upon within underneath taped pinned printed written kept "
                   "stored saved posted stuck listed attached shown sent given shared "
                   "see ask check look find get read use".split())
_POINTING = frozenset("the that this these those".split())
_PLACE_WORD = frozenset("on in at under with behind by beside near inside above below over from "
                        "into onto within underneath".split())
# Han a place or a pointer to one is said with: 贴在冰箱上那张卡片, 入职邮件里那串, 在便利贴上.
_HAN_WHERE = re.compile(r"^(?:在|贴|写|放|存|记|见|挂|印|藏|夹|压|问|找|看|用)"
                        r"|[那这][张串个句条行段份]|[里上下边旁后内][那这的]")


def _spelled(words: list[str], typed: bool) -> bool:
    """Whether ``words`` spell a chosen password rather than say something of one."""
    low = [w.casefold() for w in words]
    if any(w in _ABOUT or w in _POSSESSIVE or w in _DESCRIBES for w in low):
        return False
    if typed:  # not where it is ("on the sticky note", "the one from the email") ...
        if low[0] in _WHERE or (low[0] in _POINTING and any(w in _PLACE_WORD for w in low)):
            return False
        # ... and one word at least that a person could have chosen
        return any(w not in _LITTLE and chosen_word(w) for w in low) or (
            len(low) > 2 and not any(w in _LITTLE for w in low))  # Mei Hua Luo Ri
    # No note on typing: a passphrase of four words or more, none a sentence's verb form.
    return (len(low) >= 4 and low[0] not in _LITTLE and chosen_word(low[0])
            and sum(w in _LITTLE for w in low) <= 1
            and not any(w.endswith(("ed", "ing")) for w in low))


_QUOTED = re.compile(
    r"[ \t]{0,3}(?:(?i:is|was)[ \t]{1,3}|[:：=][ \t]{0,3})?[\"'“‘]"
    r"(?P<val>[A-Z][a-z]{1,15}(?:[_\-.]?[A-Z][a-z]{1,15}){1,5})[\"'”’]"
    # After it the clause ends or goes on with a little word or a verb, not a noun it
    # names ('the password "HelloWorld" handler', '"ResetLink" email template').
    r"(?=[ \t]{0,3}(?:$|[\n,;.!?:)，。、）]|(?i:and|then|to|for|on|or|but|so|at|in|with"
    r"|from|when|is|was|will|unlocks?|opens?|works?|gets?|lets?)\b))")


def _quoted_words(text: str) -> str | None:
    for name in _NAME.finditer(text):
        m = _QUOTED.match(text, name.end())
        if m and not name.group(0).casefold().startswith("login") \
                and not is_placeholder(m.group("val")):
            return "a passphrase" if _PASSPHRASE.match(name.group(0)) else "a password"
    return None


_JOINED_NAME = re.compile(r"(?i)(?<![a-z])(?:pass[ \-]?phrase|pass[ \-]?word|passwd|passcode"
                          r"|pwd|pw|login)s?(?![a-z])")
_JOINED = re.compile(
    r"(?:[ \t]{1,3}(?i:on|for|of|at|to)[ \t]{1,3}[\w.\-]{1,30}(?:[ \t]{1,3}[\w.\-]{1,30}){0,2}?)?"
    r"[ \t]{0,3}(?:(?i:is|was)(?:[ \t]{1,3}(?i:just|simply|now|still))?[ \t]{0,3}[:：]?|[:：=])"
    r"[ \t]{0,3}[\"'“‘`]?(?P<val>[a-z]{1,20}(?P<sep>[\-._])[a-z]{1,20}(?:(?P=sep)[a-z]{1,20}){1,8})"
    r"(?![\w\-/@:]|\.\w)[\"'”’`]?(?=\s|$|[.,;!?)])")
# Words that join a description rather than a chosen run: "hard-to-guess", "end-to-end".
_JOINS = frozenset("to of and or as per plus not nor than via vs non yet be been with "
                   "without in on at by for from into every each".split())
# Words that say what a password is like: half of a run's words or more and it describes.
_LIKE = _ABOUT | _DESCRIBES | _POSSESSIVE | frozenset(
    "time use once single double multi end date guess remember crack type brute force "
    "character characters char chars minimum maximum min max factor auto well known case "
    "lower upper mixed long short length strength level grade wide specific standard usual "
    "generated coded changed rotated protected encrypted hashed salted managed default "
    "first last all never always ever already still very super top ultra too quite "
    "password passwords passphrase secret pass login change changeme replace example dummy "
    "placeholder sample test fake todo redacted state art device user account service "
    "strong weak simple complex random unique same different temporary one off me later "
    "now soon".split())
# ... and words that read as such by their ending: "randomly-generated-everywhere".
_LIKE_ENDINGS = ("ly", "ed")
_HOST_ENDS = frozenset("com org net io dev app local internal lan corp co uk de jp cn py "
                       "txt json yaml yml env conf cfg ini key pem".split())


def joined_words(text: str) -> str | None:
    """"a password" when ``text`` gives one as lower-case words joined (see the module
    docstring)."""
    for name in _JOINED_NAME.finditer(text):
        m = _JOINED.match(text, name.end())
        if m is None:
            continue
        value, words = m.group("val"), m.group("val").split(m.group("sep"))
        if any(w in _JOINS for w in words) or 2 * sum(
                w in _LIKE or w.endswith(_LIKE_ENDINGS) for w in words) >= len(words):
            continue  # "hard-to-guess", "one-time-use": what the password is like
        if m.group("sep") == "." and words[-1] in _HOST_ENDS or names_place(value) \
                or is_placeholder(value):
            continue  # "mail.example.com", "git-credential-manager", "your-password-here"
        return "a passphrase" if _PASSPHRASE.match(name.group(0)) else "a password"
    return None


def typed_phrase(text: str) -> str | None:
    """"a password" when ``text`` spells one in words (see the module docstring)."""
    found = _quoted_words(text) or joined_words(text)
    if found:
        return found
    for name in _NAME.finditer(text):
        m = _VERB.match(text, name.end())
        if m is None:
            continue
        value = m.group("val")
        typed = bool(_TYPED.search(text, m.end(), m.end() + 50))
        if "\u4e00" <= value[0] <= "\u9fff":
            if typed and not _HAN_DESCRIBES.search(value) and not _HAN_WHERE.search(value):
                return "a password"
            continue
        words = re.split(r"[ \-]", value) if not value.isalpha() or " " in value \
            else re.findall(r"[A-Z][a-z]+", value) if sum(c.isupper() for c in value) > 1 \
            else [value]
        if len(words) < 2 and not typed:
            continue
        if name.group(0).casefold().startswith("login") and (len(words) < 3 or " " in value):
            continue  # a login is a user's name too: only words run together, three or more
        if _PASSPHRASE.match(name.group(0)) or typed:
            if _spelled(words, typed) and (typed or len(words) >= 4):
                return "a passphrase" if _PASSPHRASE.match(name.group(0)) else "a password"
    return None


__all__ = ["joined_words", "typed_phrase"]
