"""Wording: what in a sentence carries no content, and how its words are cut.

The correction rule (`memdir.pipeline.admission.correction`) and statements
(`memdir.pipeline.statement`) compare a new sentence with a stored record word by word;
both must read words the same way, or a word one cuts differently from the other is
"never mentioned" and a correction is missed. So the pieces they share live here, below
both:

- `prepare`: NFKC and case folding (full-width letters and digits are the ASCII ones);
- filler ("from now on", "以后", "今後", "please") and provenance labels ("User said:"),
  no content of either (`plain_text`);
- English function words and a light stem (`is_function_word`, `stem`);
- Chinese has no spaces: a Han run is cut at function characters (`han_chunks`), on
  both sides of a comparison;
- `says_now`: a sentence that says something holds from now on ("from now on", "now",
  "以后", "现在", a sentence-final "了", "今後", "もう"): one of the ways a user signals a
  change without a change word ("フロントエンドのテストは今後 Vitest で実行してください").
"""

from __future__ import annotations

import unicodedata

from memdir.foundation import lazy_re as re

# A time a change holds from ("as of Monday", "starting today", "effective the 1st"): a
# day, a date, or this / next / last week, month or year.
_START_TIME = (r"(?:today|tomorrow|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day"
               r"|(?:this|next|last)\s+(?:week|month|quarter|year)|the\s+\d{1,2}(?:st|nd|rd|th)"
               r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2})?)")
_EN_FILLER = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|in\s+the\s+future|from\s+here\s+on"
    r"|from\s+this\s+point\s+on"
    r"|(?:in|for)\s+this\s+(?:project|repo|repository|codebase)"
    # When a thing changed: no subject of it.
    r"|these\s+days|nowadays|lately|recently|last\s+(?:week|month|year)"
    # When it changes: "Zendesk gets shut off at the end of the month".
    r"|(?:at|by)\s+the\s+end\s+of\s+(?:the|this|next)\s+(?:week|month|quarter|year)"
    r"|next\s+(?:week|month|quarter|year)"
    # From when it holds: "starting this month", "from next week on", "as of Monday",
    # "effective today", "from the 1st on" (not "from Monday" alone: "from Monday to
    # Tuesday" names the old day).
    r"|(?:starting|from)\s+(?:this|next)\s+(?:week|month|quarter|year)(?:\s+on)?"
    r"|(?:as\s+of|starting|beginning|effective)\s+" + _START_TIME
    + r"|from\s+" + _START_TIME + r"\s+on(?:wards)?)\b")
# Time words, adverbs and politeness that say nothing of a subject or a value ("现在是高级
# 工程师" is "是高级工程师"). Not "直接" before a verb: "不要直接推送到 main" says what is not
# done; before 从, 用, 在, 拿, 走, 写 it only says how ("直接从 main 拉", "直接用 asyncpg").
# A month in Han numerals ("四月から", "十一月起"), as "4 月から" is in digits.
_HAN_MONTH = "(?<![一二三四五六七八九十])(?:十[一二]?|[一二三四五六七八九])月"
_CJK_FILLER = re.compile(
    # From when it holds ("从这个月开始", "稟議は今月から kintone で"): the time is no subject.
    "从?(?:这个月|本月|本周|这周|下个月|下周|下星期|明年|今年|" + _HAN_MONTH + "份?)(?:开始|起)"
    # (a day or a past month too: "从上个月起", "周一起", "从今天开始"; "先月から"; not
    # "月曜から", the old day of "月曜から木曜日になりました")
    "|从?(?:今天|明天|上个?月|上周|下?(?:周|星期|礼拜)[一二三四五六日天])(?:开始|起)"
    "|(?:今月|今週|今年度|今年|先月|先週|昨年|去年|来月|来週|来年度|来年|" + _HAN_MONTH
    + ")(?=から)|"
    "从现在起|从现在开始|从今以后|今后|以后|往后|现在|如今|在这个项目里|这个项目里|这个项目中|这个项目"
    "|项目里|一律|总是|永远|始终|每次|我们|所有|已经|早就|一下|一点|一定|务必|统一|请你|(?<![申邀聘宴])请(?!求)|都要|"
    "今後|これから|以後|以降|必ず|常に|いつも|毎回|このプロジェクトでは|このプロジェクトの"
    "|このプロジェクト|お願いします|お願い|ください|もう"
    # When, how often, how much of it.
    "|平时|平常|最近|上个月|上周|上星期|去年|全部|的时候|时候|普段|先月|先週|全て|すべて"
    # When it changes: "Zendesk 月底停用", "来月から".
    "|月底|月初|年底|下个月|下周|下星期|明年|月末|来月|来週|来年"
    # "As a whole" ("小程序我们已经整体迁到 uni-app 了"): how much of it, as 全部 is.
    "|整体|全面"
    "|(?<![\u3400-\u9fff])今(?![日回年月週度朝晩夜後まも\u3400-\u9fff])"
    "|直接(?=[从用在拿走写])"
    # "只需要", "仅保留": an adverb of "only" before a verb says how much of the same act.
    "|(?:只|仅)(?=需|要|用|能|允许|保留|走|跑|在|写|放)"
    # "最多可以跑 120 秒": after a bound, what may be done is what is done at most.
    "|(?<=最多|最长|最大|至多)(?:可以|允许|能)"
    # 改 before a one-character verb and where it leads ("备份改存到", "改发到", "改跑在"):
    # the verb is the record's own (the change is read as a cue, `change_words`).
    "|改(?=[\u4e00-\u9fff](?:到|在|成|为|给|进))")
# The person a user memory is about: "用户用 VS Code" and "我现在用 Cursor" are about one
# person, and so no subject a correction shares (用户 is cut at 用 by the Han chunker
# otherwise). Not 用户名, ユーザー名: a user's name is a subject. Statements keep them:
# "用户用北京时间工作" has no other subject (`person_free`).
# A line's start is followed by the blanks of that line only: \s* there crossed line
# breaks, and re-read the rest of a run of blank lines from each of them (quadratic).
_PERSON = re.compile(r"\bthe\s+user(?:'s)?\b|(?m:^[^\S\n]*user(?:'s)?\b)"
                     "|我(?!们)|用户(?![名数量表组权角])|(?:私|ユーザー)(?=は|が|の|も|を|に|、)")
# Words that are never content. Those also in EN_BREAK end a value slot.
EN_STOP = frozenset("""a an the this that these those it its i im i'm me my we our us you
    your they them he she his her please now just also too all any every each some new old
    always never really actually ok okay so then here there already anymore more one
    we've we're we'll i've i'll i'd you've you're you'll they're they've it's that's let's
    there's ones""".split())
EN_BREAK = frozenset("""for in on at with by from to of into onto over under about via per
    and or but because since when while if than after before as is are was were be been
    being use uses used using write writes written wrote run runs running keep keeps put
    make makes should must will would can could do does did not no don't have has get
    go goes live lives living located stored sits writing making keeping putting getting
    doing off works""".split())
# Language names: a value wherever they stand; in a Han run a word of their own
# ("用西班牙语回复我": 西班牙语, 回复), as they are in the record ("用英文回复").
LANGUAGES = frozenset("""english chinese japanese korean french german spanish portuguese
    italian russian vietnamese 英文 中文 英语 汉语 日语 日文 韩语 法语 法文 德语 德文 西班牙语
    西班牙文 西语 葡萄牙语 意大利语 俄语 越南语 繁体 简体 英語 日本語 中国語 韓国語 スペイン語
    フランス語 ドイツ語 ポルトガル語 イタリア語 ロシア語""".split())
_HAN_LANGUAGE = re.compile("|".join(sorted((w for w in LANGUAGES if not w.isascii()),
                                           key=len, reverse=True)))
# Han numerals: an amount is a word of its own however short ("一个人", "两个空格").
HAN_DIGITS = frozenset("一二两三四五六七八九十百千万半几")
# Chinese characters that join words rather than make them: a Han run is cut at them.
ZH_FUNCTION = frozenset("的了是在用把给让被从到向和与跟都也就要将对个着过吧呢吗啊很再还又写放叫做")

_NOW = re.compile(
    r"(?<![a-z])(?:from\s+now\s+on|going\s+forward|now|anymore|any\s+more|these\s+days"
    # "from here on", filler as "from now on" is, says it as much.
    r"|nowadays|from\s+here\s+on|from\s+this\s+point\s+on)(?![a-z])"
    "|以后|今后|往后|从现在起|从现在开始|从今以后|现在|如今|今後|これから|以降|今は|現在は|もう"
    "|最近"
    # 今 alone is "now" ("今 GitHub Wiki に置いています"), not in 今日, 今回, 今まで...
    "|(?<![\u3400-\u9fff])今(?![日回年月週度朝晩夜後まも\u3400-\u9fff])"
    # A sentence-final 了 says a state changed ("合并前需要两个人审查了"); ことにした says
    # a decision was made ("ISO 8601 形式で書くことにしました").
    r"|了(?=\s*(?:[。！!?？,，;；]|$))|ことにし"
    # From a time on: "今月から", "10 月から", "从下个月开始", "starting next week".
    # (A number from its first digit: a long run of digits was tried from each.)
    r"|(?:今月|今週|今年度?|来月|来週|来年度?|(?<!\d)\d+\s*月|" + _HAN_MONTH + r")から"
    r"|(?:这个月|本月|下个月|下周|本周|这周|明年|今年|(?:(?<!\d)\d+\s*月|" + _HAN_MONTH
    + r")(?:份)?)(?:开始|起)"
    r"|(?<![a-z])(?:starting|from)\s+(?:this|next)\s+(?:week|month|quarter|year)(?![a-z])"
    # ... a day or a past month: "从上个月起", "从今天开始", "先月から", "as of
    # Monday", "effective the 1st", "from today on".
    r"|(?:今天|明天|上个?月|上周|(?:周|星期|礼拜)[一二三四五六日天])(?:开始|起)"
    r"|(?:先月|先週|昨年|去年)から"
    r"|(?<![a-z])(?:(?:as\s+of|starting|beginning|effective)\s+" + _START_TIME
    + r"|from\s+" + _START_TIME + r"\s+on(?:wards)?)(?![a-z])")
_PROVENANCE = re.compile(r"(?im)^[ \t]*(?:the\s+)?user\s+(?:said|wrote|asked)\s*:[ \t]*")


def prepare(text: str, *, remove: str = "") -> str:
    """``text`` NFKC-normalized and case-folded, without NUL and the characters in
    ``remove`` (the marks a reader uses inside its own text: a text must not forge one).
    A function word written as a name keeps its name (`names_kept`)."""
    text = text.replace("\x00", "")
    for mark in remove:
        text = text.replace(mark, " ")
    return names_kept(unicodedata.normalize("NFKC", text)).casefold()


# English function words that are also names: the Go language, GNU Make. Case-folded,
# "written in Go now" read "written in go now", a verb, and the value was lost. Written as
# a name (a capital where no sentence starts, or a lone Latin word in Chinese or Japanese
# text, where the English verb is never meant) each is read as its unambiguous name.
_NAMES_LIKE_WORDS = {"go": "golang", "make": "gnumake"}
KEPT_NAMES = frozenset(_NAMES_LIKE_WORDS.values())  # what `names_kept` writes
_NAME_LIKE = re.compile(r"(?<![A-Za-z0-9_.\-])(?:go|make)(?![A-Za-z0-9_\-])", re.IGNORECASE)
_CJK_CHAR = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_STOPS = frozenset(".!?;:。！？；：")


def starts_sentence(text: str, at: int, *, blanks_after_break: bool = True) -> bool:
    """Whether a word at ``at`` of ``text`` starts a sentence: nothing before it, or only
    blanks after a stop (. ! ? ; : and their CJK forms) or after a line break (right after
    it, when not ``blanks_after_break``). Read back from ``at``: a pattern searched for in
    all the text before each word read that text again for every word."""
    if at == 0:
        return True
    i = at
    while i > 0 and text[i - 1].isspace():
        i -= 1
    if i > 0 and text[i - 1] in _STOPS:
        return True
    return "\n" in text[i:at] if blanks_after_break else text[at - 1] == "\n"
_LATIN_NEXT = re.compile(r"[ \t]+[A-Za-z]")


def names_kept(text: str) -> str:
    """``text`` with a function word written as a name spelled as the name ("written in
    Go" -> "written in golang"); see `_NAMES_LIKE_WORDS`."""
    cjk = bool(_CJK_CHAR.search(text))

    def name(m: re.Match[str]) -> str:
        word = m.group(0)
        alone = not _LATIN_NEXT.match(text, m.end())  # "make deploy" is a command
        as_name = (cjk and alone) or (word[0].isupper()
                                      and not starts_sentence(text, m.start()))
        return _NAMES_LIKE_WORDS[word.casefold()] if as_name else word

    return _NAME_LIKE.sub(name, text)


def without_filler(text: str) -> str:
    """``text`` (prepared) without filler: "from now on", "以后", "今後", "please"...

    Between two Han characters filler leaves nothing: "代码合并现在需要" is read as
    "代码合并需要", as a record that never said 现在 reads, not cut into two runs."""
    text = _EN_FILLER.sub(" ", text)
    return _CJK_FILLER.sub(lambda m: "" if _between_han(text, m) else " ", text)


_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def person_free(text: str) -> str:
    """``text`` (prepared) without the words for the user a user memory is about ("the
    user", 我, 用户, 私, ユーザー): the correction rules read a sentence so."""
    return _PERSON.sub(lambda m: "" if _between_han(text, m) else " ", text)


def _between_han(text: str, m: re.Match[str]) -> bool:
    before = text[m.start() - 1] if m.start() else ""
    after = text[m.end()] if m.end() < len(text) else ""
    return bool(_HAN.match(before)) and bool(_HAN.match(after))


def strip_provenance(text: str) -> str:
    """``text`` without the labels extraction writes around the user's words ("User
    said: ..."): shared by every extracted record, they are no subject. Once they were
    enough for "以后改用 pnpm 管理依赖。" to correct "以后注释一律用英文写。"."""
    return _PROVENANCE.sub("", text or "")


def plain_text(text: str) -> str:
    """``text`` as corrections read it: NFKC, case-folded, without the provenance labels
    extraction writes and without filler ("from now on", "以后", "今後", "please")."""
    return without_filler(prepare(strip_provenance(text)))


def says_now(text: str) -> bool:
    """Whether ``text`` says something holds from now on ("now", "以后", "今後")."""
    return bool(_NOW.search(prepare(text)))


def stem(word: str) -> str:
    """A light English stem, so "tests/testing", "Makefiles/Makefile", "indentation/indent"
    meet. Over-stemming makes more words covered, so more statements corrections: the
    benchmark's false-update rate is what it costs."""
    for suffix, repl in (("ations", ""), ("ation", ""), ("ies", "y"), ("ing", ""),
                         ("ed", ""), ("er", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) + len(repl) >= 3 \
                and not word.endswith("ss"):
            word = word[: len(word) - len(suffix)] + repl
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou0123456789":
        word = word[:-1]  # committ -> commit, runn -> run
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]  # file/files -> fil
    return word


def is_function_word(word: str) -> bool:
    """An English word that is never content ("the", "always", "for", "use")."""
    return word in EN_STOP or word in EN_BREAK


def han_chunks(run: str) -> list[str]:
    """A Han run cut at Chinese function characters (zh has no spaces or particles):
    "测试改用" -> ["测试改"], "数据库访问" -> ["数据库访问"], "我的编辑器" -> ["我", "编辑器"]."""
    out: list[str] = []
    if _HAN_LANGUAGE.search(run):
        for part in re.split(f"({_HAN_LANGUAGE.pattern})", run):
            out.extend([part] if part in LANGUAGES else han_chunks(part) if part else [])
        return out
    chunk = ""
    for i, ch in enumerate(run):
        if ch in ZH_FUNCTION:
            if chunk:
                out.append(chunk)
            chunk = ""
        elif ch in HAN_DIGITS and run[i + 1:i + 2] == "个" and chunk \
                and chunk[-1] not in HAN_DIGITS:
            out.append(chunk)  # "合并请求一个人": the amount is a word of its own
            chunk = ch
        else:
            chunk += ch
    if chunk:
        out.append(chunk)
    return out


__all__ = ["EN_BREAK", "EN_STOP", "HAN_DIGITS", "LANGUAGES", "ZH_FUNCTION", "han_chunks",
           "is_function_word", "names_kept", "person_free", "plain_text", "prepare", "says_now",
           "starts_sentence", "stem", "strip_provenance", "without_filler"]
