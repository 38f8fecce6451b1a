"""Secrets written in words rather than in a key's alphabet: a password of Han characters,
kana or hangul, and the answer to a security question.

Chinese and Japanese prose joins its words without spaces, so "密码是错误的" and "密码是床前
明月光" read alike; what tells a value from the rest of the sentence is how a person marks
it off as a literal:

- quoted ("パスワードは「ねこまんま」", "密码是“床前明月光”");
- set apart by spaces after the verb ("密码是 床前明月光", "パスワードは 風林火山 にしました",
  "password is 龙门客栈": in an English sentence a run of Han is a literal too);
- a run of Han or kana that ends in digits or symbols ("密码：天王盖地虎2026").

A value that says something of the password (its length, 必填, 错误, 什么, 忘れました, 裏に
書いてあります) is never one. A colon followed by a plain run of Han is left alone: "密码：
见群公告" says where the password is.

A security question's answer ("the answer to my security question is Whitfield", "密保
问题的答案是 李秀兰", "秘密の質問の答え：ポチ") is a password by another name; the same
facts only mentioned ("my mother's maiden name is Whitfield", "母の旧姓は高橋です") are
ordinary memories and stay. Answers need both: a security question's words and an
answer's word with its value.

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable

from memdir.foundation import lazy_re as re

_CJK = "\u3005\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_CJK_CHAR = re.compile(f"[{_CJK}]")
_OPEN, _CLOSE = "\"'“‘「『", "\"'”’」』"
_PAIRS = dict(zip(_OPEN, _CLOSE, strict=True))
# The name of a password (not of a key or a token: those are generated, `secret_named`'s).
_PASSWORD_NAME = re.compile(
    r"(?i:(?<![a-z])(?:pass(?:word|phrase|code)|passwd|pwd)s?(?![a-z]))"
    r"|密码|口令|パスワード|パスフレーズ|合言葉|비밀번호|암호")
# "password for the router is", "密码是", "パスワードは", "password:" (an English qualifier
# may stand between the word and its verb).
_VERB = re.compile(
    r"(?i:[ \t]{1,3}(?:for|of|at|on|to|in)[ \t]{1,3}[\w.\-]{1,30}"
    r"(?:[ \t]{1,3}[\w.\-]{1,30}){0,2}?)?"
    r"(?P<verb>[ \t]{0,3}(?i:is|was|=|(?:changed|set)[ \t]to)(?=[ \t])"
    r"|[ \t]{0,3}(?:是|为|為|就是|改成了?|改为|设成了?|设为|设置成|设置为|换成了?|は|는|은)"
    # ... with who changed it, or a comma, between: "密码我改成 …", "密码，我设的是 …"
    r"|(?:[ \t]{0,3}[，,])?[ \t]{0,3}(?:我们?|已经|刚刚?|又|都){1,2}"
    r"(?:改成了?|改为|设成了?|设为|设置成|设置为|换成了?|设的是|定的是))"
    r"(?P<space>[ \t]{1,3})?|[ \t]{0,3}(?P<colon>[:：])[ \t]{0,3}")
_RUN = re.compile(f"[{_CJK}0-9!@#$%^&*+=?~_.\\-]{{2,24}}")
_DIGITS_AFTER = re.compile(f"[{_CJK}]{{2,16}}[0-9!@#$%^&*+=?~_.\\-]{{2,12}}")
# Where a literal ends: a space, a clause's end, a bracket, the text's end.
_ENDS = re.compile(r"$|[\s.,;!?:)）、，。；！？：（(]")
# What a password's sentence says of it rather than being it: a length, a rule, a state,
# a question, where it is written, who has it.
_ABOUT = re.compile(
    "位|桁|文字|字符|字母|数字|英数|以上|以下|至少|最少|最多|不少于|不超过|少于|长度|長さ|大小写"
    "|大文字|小文字|記号|符号|必填|必须|必須|必要|可选|任意|空|错|誤|正确|正し|一样|相同|同じ"
    "|不同|違|什么|何|多少|几|吗|呢|吧|忘|改|変更|换|重置|リセット|过期|期限|失效|无效|無効"
    "|加密|暗号化|明文|平文|哈希|ハッシュ|默认|デフォルト|初期|临时|一時|随机|ランダム|设置"
    "|設定|保存|保管|记|覚|知道|知ら|告诉|教え|问|聞|发|送|贴|貼|写|書|见|見|参照|参见|看"
    "|在|ある|あり|ない|ませ|未|なし|無し|非表示|隐藏|表示|不要|管理|生日|誕生日|手机|電話"
    "|名字|名前|公司|会社|裏|底|背面|下面|上面|这里|ここ|そこ|同样|一致|别人|他人|本人|自分"
    "|自己|用户|ユーザー|大家|みんな|公開|共有|共享|分享|请|ください|して|する|した|られ"
    "|れる|です|でした|だった|不是|じゃ|では|不对|不行|不能|できな|使え|用不|通用|统一|共通"
    "|一律|同一|相同|登录|ログイン|以前|之前|前の|旧|新|原来|元の|まだ|大丈夫|わから|分から"
    "|不明|秘密|内緒|机密|保密|还没|没有|号|生年月日|日期|日付|姓名|氏名|账号|帐号|邮箱|メール"
    "|アドレス|地址|住所|拼音|ローマ字|首字母|頭文字|缩写")


def literal_value(text: str, start: int, *, spaced: bool, colon: bool,
                  run_after_colon: bool = False) -> str | None:
    """The value marked off as a literal at ``start`` (right after a verb or a colon):
    quoted, set apart by a space (``spaced``), or Han/kana ending in digits or symbols;
    with ``run_after_colon``, any short run after a colon too (an answer: "答案：小白")."""
    rest = text[start:start + 60]
    if rest[:1] in _PAIRS:
        close = rest.find(_PAIRS[rest[0]], 1)
        value = rest[1:close] if close > 0 else ""
        # Spaces inside: a value in CJK quotes may hold them ("「さくら もち 2025」").
        if _QUALIFIES.match(rest, close + 1) or any(c.isspace() for c in value) \
                and rest[0] not in "「『“":
            return None
        return value if 0 < len(value) <= 30 else None
    if spaced or (colon and run_after_colon):
        m = _RUN.match(rest)
    else:
        m = _DIGITS_AFTER.match(rest)
    if m is None:
        return None
    if not _ENDS.match(rest, m.end()) or _QUALIFIES.match(rest, m.end()):
        return None
    # "パスワードは さくらもちです": a copula may close the value instead of a space.
    value = _COPULA.sub("", m.group(0))
    return value if len(value) >= 2 else None


# A run that qualifies a noun after it is not the value: "口令是 天天向上 的拼音首字母",
# "パスワードは 風林火山 の頭文字".
_QUALIFIES = re.compile(r"[ \t]{0,3}(?:的|の|之|これ|这)")
# What closes a Japanese or Chinese clause right after a value, with no space before it.
_COPULA = re.compile("(?:です|でした|だ|にしました|にした|にしてあります|にしてある|で|を|と"
                     "|吧|啊|哦)$")


def _written_in_words(value: str) -> bool:
    """A literal that is CJK words (the other rules read values in a key's alphabet) and
    says nothing of a password."""
    return (len(_CJK_CHAR.findall(value)) >= 2 and not _ABOUT.search(value)
            and not _PARTICLE.match(value))


# A run that opens with a particle continues the sentence ("password: には ${DB_PASSWORD}").
_PARTICLE = re.compile("に|は|を|が|で|と|の|も|へ|から|まで|より|的|了|在|和|或|就|也|都")


def cjk_password(text: str) -> str | None:
    """"a password" when ``text`` gives one in Han characters, kana or hangul."""
    for m in _PASSWORD_NAME.finditer(text):
        verb = _VERB.match(text, m.end())
        if not verb:
            continue
        # After a Latin word the sentence is English: a run of Han after its colon is a
        # literal ("Password: 天王盖地虎"), as it is not in Chinese ("密码：见群公告").
        value = literal_value(text, verb.end(), spaced=verb.group("space") is not None,
                              colon=verb.group("colon") is not None,
                              run_after_colon=m.group(0).isascii())
        if value and _written_in_words(value):
            return "a password"
        # A watchword may be one character ("合言葉は「山」"), marked off as a literal.
        one = _ONE_CHARACTER.match(text, verb.end())
        if m.group(0) in _WATCHWORDS and one and (one.group("q") or verb.group("space")) \
                and not _ABOUT.search(one.group(0)):
            return "a password"
    return _scripted_password(text)


# The script a password is typed in, named before it as a literal: "パスワードはカタカナで
# 「ミカンバコ」と打ちます", "パスワードにしていて、ひらがなの「ねこまんま」です", "密码用汉字
# “春眠不觉晓”" (its romaji may follow: "…「はるのうみ」をローマ字にした harunoumi です").
_SCRIPT = re.compile("(?:ひらがな|平仮名|カタカナ|片仮名|かな|カナ|漢字|汉字|中文|全角)"
                     "(?:で|の|だと|打|输入|写)?[ \t]{0,3}(?=[「『“\"'])")
_SENTENCE_END = re.compile(r"[。！？!?\n]")
# ... unless the sentence says what not to type or gives an example ("…「あいう」のような
# パスワードは使えません").
# ... and only as what is typed: a typing verb before it (密码用汉字打“…”), a copula or
# a typing verb after it (「…」です, と入力, と入れて, をローマ字にした …), or nothing after;
# not a label's or a link's text (パスワード欄の…「パスワード」と表示, 密码那一栏，标签用…).
_TYPING = re.compile("打|输入|输|写")
_TYPED_AFTER = re.compile("[ \t]{0,3}(?:$|です|でした|だ|と(?:入力|打|入れ|入|タイプ)|を(?:ローマ字"
                          "|入力|打|入れ)|に(?:して|した|しま|なって))")
_UI_NOUN = re.compile(r"(?i)欄|画面|リンク|ボタン|ラベル|表示|标签|栏|按钮|页面|label|field|button"
                      r"|link")
_NOT_IT = re.compile("ない|ません|禁止|ダメ|だめ|不能|不可|不要用|别用|のよう|みたい|など|例|比如")


def _scripted_password(text: str) -> str | None:
    for m in _PASSWORD_NAME.finditer(text):
        rest = text[m.end():m.end() + 40]
        end = _SENTENCE_END.search(rest)
        sentence = rest[:end.start()] if end else rest
        script = _SCRIPT.search(sentence)
        if script is None:
            continue
        value = literal_value(sentence, script.end(), spaced=False, colon=False)
        close = sentence.find(value, script.end()) + len(value) + 1 if value else -1
        # Quoted, the value may open with what would be a particle (「はるのうみ」).
        if value and len(_CJK_CHAR.findall(value)) >= 2 and not _ABOUT.search(value) \
                and not _NOT_IT.search(sentence, close) \
                and not _UI_NOUN.search(sentence, 0, script.start()) \
                and (_TYPING.search(script.group(0)) or _TYPED_AFTER.match(sentence, close)):
            return "a password"
    return None


_WATCHWORDS = frozenset({"合言葉", "口令"})
_NO_ANSWER = frozenset("无無略空否是有同上下")
_ONE_CHARACTER = re.compile(f"(?:[{_OPEN}](?P<q>[{_CJK}])[{_CLOSE}]|[{_CJK}])"
                            "(?=[ \t]|$|[。、，,.!！]|です|だ|よ|ね)")


# A password said as its parts joined: "登录密码是我名字的拼音 liuyang 加上 0618", "パスは
# いつもの tanuki に 2024! を足したやつ", "my password is my dog's name plus 1987!". The
# parts a person names (a birthday, a name) are not the secret; a literal joined to them is
# its written part. Colloquial パス names a password only in this shape (elsewhere: a path).
_RECIPE_NAME = re.compile(_PASSWORD_NAME.pattern + r"|パス(?![\u30a0-\u30ff])")
_RECIPE_VERB = re.compile(r"[ \t]{0,3}(?:(?i:is|was)(?=[ \t])|[=:：]|就是|是|为|為|は|って)")
_RECIPE_END = re.compile(r"[。！？\n]|\.(?:\s|$)")
_JOIN = re.compile(r"(?i:\bplus\b|\bfollowed[ \t]by\b|\band[ \t]then\b)|[+＋]|加上|再加上?"
                   r"|后面加上?|(?<![增参追])加(?![密盐入工班载速强])")
_PART = r"[\"'「“]?(?P<lit>[A-Za-z0-9!@#$%^&*_.\-]{2,20})[\"'」”]?"
_PART_END = f"(?=$|[\\s,，、。.;；!！?？)）]|[{_CJK}])"
_JOINED = re.compile(r"[ \t]{0,3}" + _PART + _PART_END)
_ADDED = re.compile(_PART + r"[ \t]{0,3}を[ \t]{0,3}(?:足|つけ|付け|加え|くっつけ|プラス)")
_UNIT_AFTER = re.compile(r"[ \t]{0,2}(?:位|桁|個|个|文字|字符|字母|(?i:digits?|characters?"
                         r"|chars?|letters?|symbols?|numbers?|times)\b)")
# A rule or a question about passwords, not one password: "至少", "must", "?", a path.
_RECIPE_RULE = re.compile(r"否|吗|呢|要不要|是不是|需要|必须|必須|至少|最少|规则|規則|策略"
                          r"|ポリシー|长度|長さ|以上|以下|(?i:must|should|policy|rule|length"
                          r"|at[ \t]least)|[?？/]")

_SECOND_FACTORS = frozenset({"2fa", "mfa", "otp", "totp", "sms", "u2f", "fido2", "pin"})


def password_recipe(text: str) -> str | None:
    """"a password" when ``text`` gives one as parts joined, one of them written out."""
    for m in _RECIPE_NAME.finditer(text):
        verb = _RECIPE_VERB.match(text, m.end())
        if not verb:
            continue
        body = text[verb.end():verb.end() + 60]
        end = _RECIPE_END.search(body)
        body = body[:end.start()] if end else body
        if _RECIPE_RULE.search(body):
            continue
        parts = [j for j in (_JOINED.match(body, join.end()) for join in _JOIN.finditer(body))
                 if j] + list(_ADDED.finditer(body))
        for part in parts:
            lit = part.group("lit").strip(".-_")
            if _UNIT_AFTER.match(body, part.end()) or len(lit) < 2 \
                    or lit.casefold() in _SECOND_FACTORS:
                continue
            if any(c.isdigit() for c in lit) and (len(lit) >= 3 or not lit.isdigit()) \
                    or any(not c.isalnum() for c in lit) \
                    or lit.isalpha() and _CJK_CHAR.search(text):
                return "a password (said as its parts)"
    return None


# A password spelled out as how to type it: "copper walrus thirty one, lowercase, joined
# with dashes", "大写W，后面五个8，最后是@qq", "大文字のK、そのあとに3を二つ、最後に#". It
# says how the characters are typed (their case, what joins them, what comes next) and
# names each one; a rule names kinds of characters instead ("lowercase letters only",
# "大写字母开头", "大文字と小文字を区別").
_SPELLING = re.compile(
    r"(?i:(?<![a-z])(?:lower|upper)[ \-]?case(?![a-z])|(?<![a-z])all[ \t]caps|(?<![a-z])capital"
    r"(?:ised|ized|s)?(?![a-z])|(?<![a-z])(?:joined|separated|connected)[ \t](?:with|by)"
    r"|(?<![a-z])with(?:out)?[ \t](?:no[ \t])?(?:dashes|hyphens|underscores|dots|spaces)"
    r"|(?<![a-z])no[ \t]spaces)|大写|小写|大寫|小寫|后面|然后|接着|最后|大文字|小文字|続けて"
    r"|そのあと|その後|最後に|のあとに|の後に")
# In a Chinese or Japanese sentence: a character typed as it is (a letter, a digit, a
# symbol or a run of them), not a count of a kind ("8位", "2个字母", "1文字").
_TYPED = re.compile(r"(?<![A-Za-z0-9!@#$%^&*_.+=?~\-])[A-Za-z0-9!@#$%^&*_.+=?~\-]{1,20}"
                    r"(?![A-Za-z0-9])")
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy "
    "eighty ninety hundred zeros ones twos threes fours fives sixes sevens eights nines "
    "tens".split())
# Words that join the spelled parts, and kinds of characters a rule names.
_SPELL_JOINERS = frozenset("then and followed by after that with".split())
_KINDS_OF_CHARACTERS = frozenset(
    "letter letters digit digits number numbers symbol symbols character characters word "
    "words name names char chars".split())


# Said between a password's name and its verb: "the password, letter by letter: …".
_ASIDE = re.compile(r"[ \t]{0,3}[,(（]?[ \t]{0,3}(?i:letter[ \t]by[ \t]letter"
                    r"|character[ \t]by[ \t]character|spel(?:led|t)[ \t]out)[)）]?|一文字ずつ|逐字")
# A kind of character named right before the character itself: "the digits 4 4",
# "数字の 2 2", "记号 #": a label, not a rule.
_LABEL = re.compile("(?:数字|記号|英字|英文字|アルファベット|字母|符号)(?:の|で|は|是)?[ \t]{0,2}"
                    "(?=[A-Za-z0-9!@#$%^&*_.+=?~\\-])")
# ... and a symbol said by its name in Chinese or Japanese ("最后一个感叹号", "最後にアット
# マーク"): a character typed, not a word about the password.
_SAID_SYMBOL = re.compile("感叹号|叹号|井号|星号|下划线|艾特|ビックリマーク|感嘆符|シャープ"
                          "|アスタリスク|アンダーバー|アンダースコア|ハイフン|アットマーク")
_ARTICLES = frozenset("the a an".split())
# A symbol said by its name: "a hash sign", "an exclamation mark", "at sign".
_SYMBOL_NAMES = frozenset("hash pound at dollar percent ampersand asterisk star exclamation "
                          "bang question underscore dash hyphen dot period plus equals tilde "
                          "caret sign mark".split())


def spelled_password(text: str, chosen_word: Callable[[str], bool]) -> str | None:
    """"a password" when ``text`` spells one out: how it is typed, with each part named."""
    for m in _RECIPE_NAME.finditer(text):
        aside = _ASIDE.match(text, m.end())
        verb = _RECIPE_VERB.match(text, aside.end() if aside else m.end())
        if not verb:
            continue
        body = text[verb.end():verb.end() + 100]
        end = _RECIPE_END.search(body)
        body = body[:end.start()] if end else body
        # A symbol said by its name between typed pieces says how it is typed too ("sato
        # アンダーバー 0707 アットマーク kaede", "lina 下划线 0815 艾特 home").
        if not (_SPELLING.search(body) or _SAID_SYMBOL.search(body)) \
                or _RECIPE_RULE.search(body):
            continue
        if _CJK_CHAR.search(body):
            body = _SAID_SYMBOL.sub(" ! ", _LABEL.sub("", _COPULA.sub("", body.rstrip())))
            typed = [t for t in _TYPED.finditer(body) if not _UNIT_AFTER.match(body, t.end())]
            if len(typed) >= 2 and not _ABOUT.search(_TYPED.sub("", _SPELLING.sub("", body))):
                return "a password (spelled out)"
            continue
        words = [w for w in re.findall(r"[^\s,;:]+", _SPELLING.sub(" ", body))
                 if w.casefold() not in _SPELL_JOINERS and w.casefold() not in _ARTICLES]
        parts = [w for i, w in enumerate(words)
                 if not (w.casefold() in _KINDS_OF_CHARACTERS and i + 1 < len(words)
                         and _typed_as_is(words[i + 1]))]
        if len(parts) >= 2 and all(_spelled_part(w, chosen_word) for w in parts) \
                and not all(w.isalpha() and w.casefold() not in _NUMBER_WORDS for w in parts):
            return "a password (spelled out)"
    return None


# A password read out one character at a time, wherever its name stands ("I'm reading the
# root password off the sticker, ready? capital Q, seven, lower-case v, hash, …", a letter
# in the phonetic alphabet too: "capital Delta, lower-case romeo, four, …"; "密码是
# 数字九、小写 h、小写 b、…", "大文字の Q、小文字の v、…"): six characters or more, each
# one letter, a digit, a number's word or a symbol's name, set apart by commas, two of the
# letters with their case said, the password named before them. A rule names kinds
# ("capital letters, digits"), never one letter after its case.
_CASE_WORD = (r"(?i:capital|upper[ \-]?case|lower[ \-]?case|small|big)[ \t]{1,2}"
              r"|(?:大写|小写|大寫|小寫|大文字|小文字)(?:字母)?の?[ \t]{0,2}")
# A letter said by its word in the phonetic alphabet ("capital Delta, lower-case romeo").
_PHONETIC = (r"(?i:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo"
             r"|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey"
             r"|x-?ray|yankee|zulu)(?![A-Za-z])")
_ONE_CHARACTER_SAID = re.compile(
    r"(?<![A-Za-z0-9])(?P<case>" + _CASE_WORD + r")?"
    r"(?:(?:数字|字母|符号|記号|英字)の?[ \t]{0,2})?"
    r"(?:(?P<letter>[A-Za-z](?![A-Za-z0-9])|" + _PHONETIC + r")|[0-9](?![0-9])"
    r"|[零〇一二两三四五六七八九]"
    r"|[!@#$%^&*_.+=?~\-](?![!-~])"
    r"|(?i:zero|one|two|three|four|five|six|seven|eight|nine|hash|at|dollar|percent"
    r"|ampersand|asterisk|star|exclamation(?:[ \t]mark)?|bang|question[ \t]mark|underscore"
    r"|dash|hyphen|dot|period|plus|equals|tilde|caret|pound)(?:[ \t]sign)?(?![A-Za-z]))")
_CHARACTER_SEPARATOR = re.compile(r"[ \t]{0,2}[,，、][ \t]{0,2}")
_PASSWORD_NAMED = re.compile(_PASSWORD_NAME.pattern + r"|(?i:(?<![a-z])pin(?![a-z]))")


def characters_said(text: str) -> str | None:
    """"a password (read out one character at a time)" when ``text`` names a password and
    then reads one out character by character, with the case of two letters said."""
    if not _PASSWORD_NAMED.search(text):
        return None
    at = 0
    while (m := _ONE_CHARACTER_SAID.search(text, at)) is not None:
        said, end = 1, m.end()
        cased, letters = int(bool(m.group("case"))), int(bool(m.group("letter")))
        while (sep := _CHARACTER_SEPARATOR.match(text, end)) is not None \
                and (more := _ONE_CHARACTER_SAID.match(text, sep.end())) is not None:
            said, end = said + 1, more.end()
            cased += bool(more.group("case"))
            letters += bool(more.group("letter"))
        if said >= 6 and cased >= 2 and letters >= 2 \
                and _PASSWORD_NAMED.search(text, max(0, m.start() - 120), m.start()):
            return "a password (read out one character at a time)"
        at = max(end, m.start() + 1)
    return None


def _typed_as_is(word: str) -> bool:
    """One character or a literal with a digit or a symbol: what a label names."""
    return len(word) == 1 or any(not c.isalpha() for c in word)


def _spelled_part(word: str, chosen_word: Callable[[str], bool]) -> bool:
    """A part a spelled-out password names: a number in words, one letter, a literal with
    a digit or a symbol, or a word a person could choose (not a kind of character)."""
    low = word.casefold().strip(".'\"")
    if low in _NUMBER_WORDS or len(low) == 1 and low.isalpha() or low in _SYMBOL_NAMES:
        return True
    if low in _KINDS_OF_CHARACTERS or not low:
        return False
    return any(not c.isalpha() for c in low) or chosen_word(low)


_SECURITY_QUESTION = re.compile(
    r"(?i)(?:security|secret|challenge|verification)[ \-]?(?:question|answer)s?"
    r"|memorable[ \-](?:word|answer)|密保|安全问题|安全提示问题|密码提示问题|密码问题|验证问题"
    r"|秘密の質問|秘密の答え|セキュリティ[ ・]?(?:質問|クエスチョン)|질문")
_ANSWER = re.compile(r"(?i)(?<![a-z])answer(?:ed|s)?(?![a-z])|答案|回答|答え|답"
                     # "Q: … A: Biscuit", "问：… 答：小白"
                     r"|(?<![A-Za-z])A(?=[ \t]?[:：])|(?<![\u3400-\u9fff])答(?=[:：])")
# After the answer's word: "is", ":", "answered X"; a short qualifier may come first
# ("answer for 'name of your first pet':", "答案我填的是", "の答えは").
_ANSWER_VERB = re.compile(
    r"(?P<lead>(?i:[ \t]{1,3}(?:for|to)[ \t]{1,3}[^:：\n.!?]{1,50}?)?"
    r"|[^\s。！？!?.\n:：]{0,8}?)"
    r"(?:(?P<verb>[ \t]{0,3}(?i:is|was|=)(?=[ \t])|[ \t]{0,3}(?:是|为|為|は|는|은))"
    r"(?P<space>[ \t]{1,3})?|[ \t]{0,3}(?P<colon>[:：])[ \t]{0,3}"
    r"|(?P<said>(?<=[Aa]nswered)[ \t]{1,3}))")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'\-]{1,40}(?![\w@/:])")
# The value before the word: "I put 'Rex' as the answer".
_AS_ANSWER = re.compile(r"(?i)\b(?:put|used?|set|gave|chose|wrote|entered|typed)[ \t]{1,3}"
                        r"(?P<q>['\"“‘「])?(?P<val>[^\s'\"”’」]{2,40})(?(q)['\"”’」])[ \t]{1,3}as"
                        r"[ \t]{1,3}(?:(?:the|my|an?)[ \t]{1,3})?answer")


def security_answer(text: str, chosen_word: Callable[[str], bool]) -> str | None:
    """"an answer to a security question" when ``text`` gives one."""
    if not _SECURITY_QUESTION.search(text):
        return None
    for m in _AS_ANSWER.finditer(text):
        value = m.group("val")
        if m.group("q") or chosen_word(value) or any(c.isdigit() for c in value):
            return "an answer to a security question"
    for m in _ANSWER.finditer(text):
        verb = _ANSWER_VERB.match(text, m.end())
        if verb and _answer_at(text, verb.end(), chosen_word,
                               spaced=verb.group("space") is not None
                               or verb.group("said") is not None,
                               colon=verb.group("colon") is not None):
            return "an answer to a security question"
    # The answer after an arrow or a dash: "mother's maiden name → Whitfield".
    for m in _ARROW.finditer(text):
        if _answer_at(text, m.end(), chosen_word, spaced=True, colon=False, alone=True):
            return "an answer to a security question"
    return None


_STATUS = frozenset("done todo tbd wip pending fixed skipped skip later yes no okay none "
                    "removed dropped closed open blocked next soon".split())
_CLAUSE_ENDS = re.compile(r"[ \t]{0,3}(?:$|\n|[.,;!?)。，、；！？）])")
# "→", "->", "=>", "⇒", a dash set apart by spaces: what follows is what the left side is.
_ARROW = re.compile(r"(?:→|->|=>|⇒|➡|[ \t](?:—|–|--))[ \t]{0,3}")


def _answer_at(text: str, at: int, chosen_word: Callable[[str], bool], *, spaced: bool,
               colon: bool, alone: bool = False) -> bool:
    """Whether an answer's value stands at ``at``: a literal in CJK or quoted, or a Latin
    word a person could choose, or one with a digit; ``alone``: a Latin word that ends its
    clause (after an arrow, "→ Whitfield", not "→ redesign next sprint")."""
    if text[at:at + 1] in _PAIRS or _CJK_CHAR.match(text, at):
        one = _ONE_CHARACTER.match(text, at)
        if one and not _ABOUT.search(one.group(0)) and one.group(0) not in _NO_ANSWER:
            return True  # a family name of one character: "答：王", "答えは「林」"
        value = literal_value(text, at, spaced=spaced, colon=colon, run_after_colon=True)
        # A name may be one character of Han with its family name: 李, 高橋.
        if value and (_CJK_CHAR.search(value) or not value.isascii()) \
                and not _ABOUT.search(value):
            return True
        return bool(value and value.isascii() and (chosen_word(value) or not value.isalpha()))
    word = _LATIN_WORD.match(text, at)
    if word and alone and (not _CLAUSE_ENDS.match(text, word.end())
                           or word.group(0).casefold() in _STATUS):
        return False  # "flow -> redesign next sprint", "reset -> done": a step, a status
    return bool(word and (chosen_word(word.group(0).strip("'-"))
                          or any(c.isdigit() for c in word.group(0))))


__all__ = ["characters_said", "cjk_password", "literal_value", "password_recipe",
           "security_answer", "spelled_password"]
