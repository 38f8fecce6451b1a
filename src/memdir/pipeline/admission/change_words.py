"""Change words: how a sentence marks the old and the new value around them.

The reading `memdir.pipeline.admission.correction` judges (its docstring says what the
slots are and why): a sentence is cut into tokens (an English word, a katakana run, a Han
chunk cut as `memdir.pipeline.wording` cuts it, a Japanese particle or verb ending, a
change word), and each change word marks the tokens of its new and old value. Change
words are listed as classes of verbs and negations, not phrases.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.amount_words import amounts_in_digits
from memdir.pipeline.admission.en_verbs import (
    EN_END_VERBS,
    EN_GO,
    EN_REDO_VERBS,
    EN_REPLACE_VERBS,
    EN_SOLD,
    EN_TO_ONLY,
    EN_TO_VERBS,
    handed_on,
)
from memdir.pipeline.admission.gone_words import GONE, mark_gone
from memdir.pipeline.admission.hiragana import JA_NOT, JA_PARTICLES, hiragana_token
from memdir.pipeline.admission.spelling import plain_word, respelled
from memdir.pipeline.admission.tokens import DIGITS, Token
from memdir.pipeline.wording import (
    EN_BREAK,
    EN_STOP,
    han_chunks,
    person_free,
    prepare,
    strip_provenance,
    without_filler,
)

# Words of relation a correction reads besides the ones every reader shares
# (`memdir.pipeline.wording`): forms of "get" before a verb ("got moved", "gets stored"),
# as "get" is, and "through" as "via" is ("sent through SendGrid").
BREAK = EN_BREAK | frozenset("got gets gotten through".split())
# The topic of a clause ("テンプレートは新しいものに変更"): a value never reaches past it.
_JA_TOPIC = frozenset({"は", "が", "では", "には", "とは", "も"})
_ADNOMINAL = re.compile("[\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")  # a noun right after

# --- change words and their slots -----------------------------------------------------
# NEW_AFTER: the new value follows; NEW_BEFORE: it precedes; OLD_AFTER: the old value
# follows; OLD_BEFORE: it precedes; OLD_BEFORE_NEW_AFTER: "X ではなく Y";
# NEW_BEFORE_OLD_AFTER: "Y instead of X"; CUE: a change word with no slot ("I changed my
# mind" says a change comes, not which); FROM_ZH, FROM_JA: "从 X", "X から", the old value
# when a verb of change follows ("从 Jenkins 迁到 GitHub Actions"), else nothing.
#
# Verbs are listed as classes, not phrases: every Chinese verb of moving, replacing or
# changing an amount before 到/成/为 ("迁到", "搬到", "换成", "提高到", "放宽到", "改为");
# every Japanese one after に/へ ("に移行", "に変わりました", "に切り替え", "に上げ", "に
# 延ばして", "になりました"); every Chinese negation before a verb ("不再", "别再用", "不要用",
# "不是", "不做"); the English ones before "to" (switch, move, raise, lower, bump...).
_ZH_CHANGE_VERB = ("迁移|切换|替换|更换|调整|修改|转移|升级|提高|提升|降低|增加|减少|缩短|延长"
                   "|放宽|收紧|扩大|缩小|变更|迁|搬|转|换|改|切|移|挪|调|升|降|变"
                   # One-character verbs of amount ("连接池扩到 50 个"), not 加 ("加到
                   # CI 里" adds a thing).
                   "|扩|缩|涨|减")
# 转 glued to the kind of thing moved ("转院到康复医院", "转学去了"): moved, as 转到 is.
_ZH_MOVE_OF = "转院|转学|转园|转校"
_ZH_VERB = "使用|采用|用|做|放在|放|写|在|叫|跑"
_JA_CHANGE_VERB = ("変更|変え|変わ|移行|移動|移転|移っ|移り|移し|移す|移る|引っ越|切り替え"
                   "|切り替わ|切替|乗り換え|引き上げ|引き下げ|上げ|下げ|上が|下が|増や|減ら|延ば"
                   "|伸ば|縮め|緩め|緩和|短縮|延長|置き換え|置き換わ|異動|転職|更新|統一|揃え|そろえ"
                   "|改名|アップグレード|ダウングレード|リネーム"
                   # A price or rule revised, a thing replaced by another (替える, 換える).
                   "|改定|改訂|改正|値上げ|値下げ|値上が|値下が|替え|換え"
                   # A move of one kind of thing, its noun glued to 転 ("リハビリ病院に
                   # 転院しました", 転校, 転園, 転居, 転勤), as 転職 and 移転 are.
                   "|転院|転校|転園|転居|転勤|転籍"
                   # Who does it now ("高橋さんに代わりました", "に交代しました"), in a form
                   # that ends its clause: "X に代わって Y" is Y in X's place.
                   "|代わ(?=りました|った|ります|る[。.]|る$)|替わ(?=りました|った|ります|る[。.]|る$)"
                   "|交代|交替|引き継|譲っ|譲り"
                   "|なり|なっ|なる")
# Verbs of doing a thing again ("用 Flutter 重写了", "Flutter で作り直しました") and the
# time after a move ("迁移之后", "移行後"): a change comes, its slot unsaid.
_CJK_REDO = ("重写|重做|改写|重构|重新实现|重新开发|作り直|書き直|やり直|作り替え|書き換え|組み直"
             "|(?:迁移|切换|升级|搬迁|重构)(?:之后|后)|(?:移行|移転|切り替え|切替|引っ越し)後"
             # The time after a reorganisation ("组织调整以后我改向陈静汇报了", "組織変更で
             # 上司が佐藤さんになりました"), as after a move: a change comes.
             "|(?:组织|架构)(?:调整|变动|重组)(?:之后|以后|后)"
             "|(?:組織|体制)(?:変更|改編|再編)(?:で|により|に伴い|後)")
CJK_CUES: tuple[tuple[str, str], ...] = (
    ("改主意了|改变主意|改主意", "CUE"),
    (_CJK_REDO, "CUE"),
    # "actually", as in English: what follows corrects what was believed.
    ("其实|实际上|実は|実際は", "CUE"),
    ("而不是|代替", "NEW_BEFORE_OLD_AFTER"),
    (f"以后不用|不要再(?:{_ZH_VERB})?|别再(?:{_ZH_VERB})?|不再(?:{_ZH_VERB})?"
     f"|不要(?:{_ZH_VERB})?|不是|停用|弃用|不(?:{_ZH_VERB})"
     # 不 before any other one-character verb ("不走 Zabbix", "不住上海"), not in a word
     # of its own (不同, 不错, 不过, 不少, 不必...).
     "|不(?![同错过少必断仅然管论如足好够得久但会能可])[\u4e00-\u9fff]"
     # 别 as "don't", not inside 分别, 特别, 区别, 级别, 类别, 别人...
     f"|(?<![分特区级类性识告鉴差个辨派])别(?![人的])(?:{_ZH_VERB})?", "OLD_AFTER"),
    # "换 pnpm": a bare "switch" before a Latin name ("改 bug" is fixing one, not a change).
    # 改回, 换回: back to an earlier value, a new one all the same.
    # 改由: the one who does it now ("改由 Unleash 管理").
    (f"(?:{_ZH_MOVE_OF}|{_ZH_CHANGE_VERB})(?:到|成|为|去|回|由)|成为|改用|换用|改放|改叫|改在|改走|(?:切换|换)(?=\\s*[a-z0-9#/])"
     # 改 before a verb of whom a service is bought from or a thing sent to ("改接快递鸟",
     # "改发 Slack"), as 改用 is: what follows is the new value.
     "|改(?:接|发|推|传|挂|交)(?![到在成为给进])"
     # A duty handed on to a person ("群主转给刘妈妈了", "移交给小王"): who holds it now.
     "|(?:转交|移交|转|让)给",
     "NEW_AFTER"),
    # 改 before a one-character verb and where it leads ("改存到", "改发到", "改跑在"):
    # the verb is the record's, 改 says it changed.
    ("改(?=[\u4e00-\u9fff](?:到|在|成|为|给|进))", "CUE"),
    # "值班群换了": the subject changed, the new value said elsewhere.
    ("(?:换|改|变)了", "CUE"),
    # 还是, as やっぱり: "after all", the earlier choice given up ("还是用 Black 吧").
    ("还是", "CUE"),
    # "把 print 换成 logging": what 把 moves before a verb of change is the old value.
    ("从|(?<![一这那])把(?!握|关)", "FROM_ZH"),
    ("じゃなくて|ではなくて|ではなく|じゃなく|の代わりに|代わりに", "OLD_BEFORE_NEW_AFTER"),
    # The negative of "use" in any form ("は使わない", "は使っていません", "はもう使いません").
    ("(?:を|は)\\s*(?:やめ|止め|廃止|使わ|使用しな|使って(?:い)?(?:ません|ない|な)|使いません"
     # What the user had and gave up for good: sold, let go ("車を売りました", "手放した").
     "|売り|売っ|売却|手放)",
     "OLD_BEFORE"),
    # "秦卖了", "旧车卖掉了": what was sold is the old value, as what went out of service.
    ("卖(?:掉)?了", "OLD_BEFORE"),
    # "Jaeger 下线了": what goes out of service is the old value.
    ("下线|退役", "OLD_BEFORE"),
    (f"(?:に|へ|まで)(?:{_JA_CHANGE_VERB})", "NEW_BEFORE"),  # "19 時まで延長": the new bound
    # "税込で統一して": made one with the value before で, as 税込に統一 ("统一成含税价").
    ("で(?:統一|揃え|そろえ)", "NEW_BEFORE"),
    # Verbs of moving in time and adjectives of amount made verbs ("10 時にずらしました",
    # "10 秒に短くして"): a change, its slot left to the frame rule (a slot read here
    # made "毎週火曜日" the new value of every record about deploys).
    ("(?<=[にへ])(?:ずら|早め|遅らせ|繰り上げ|繰り下げ|短く|長く|早く|遅く|大きく|小さく|広げ|狭め)",
     "CUE"),
    ("から", "FROM_JA"),
    ("やっぱり|やはり|気が変わ", "CUE"),
    # "4 にしましょう", "英語にしてください": a value chosen, not which slot it fills.
    ("に(?=して|します|しましょう|しました|する(?:こと|よう))", "CUE"),
)
_EN_CUES: tuple[tuple[str, str], ...] = (
    ("instead of", "NEW_BEFORE_OLD_AFTER"), ("rather than", "NEW_BEFORE_OLD_AFTER"),
    # "Caddy has taken over from Nginx as our reverse proxy": what takes over is new.
    ("taken over from", "NEW_BEFORE_OLD_AFTER"), ("took over from", "NEW_BEFORE_OLD_AFTER"),
    ("takes over from", "NEW_BEFORE_OLD_AFTER"), ("take over from", "NEW_BEFORE_OLD_AFTER"),
    ("no longer", "OLD_AFTER"), ("stop using", "OLD_AFTER"), ("not anymore", "CUE"),
    ("changed my mind", "CUE"), ("change of plan", "CUE"),
    ("on second thoughts", "CUE"), ("on second thought", "CUE"), ("instead", "NEW_BEFORE"),
    ("correction", "CUE"), ("actually", "CUE"),
    # "standardize on X": what all of it is made to use ("统一用", "で統一").
    ("standardize on", "NEW_AFTER"), ("standardise on", "NEW_AFTER"),
    ("standardized on", "NEW_AFTER"), ("standardised on", "NEW_AFTER"),
    # The time after a move: "since the migration, flags are managed in Unleash".
    ("since the migration", "CUE"), ("after the migration", "CUE"),
    ("since the move", "CUE"), ("after the move", "CUE"),
    ("since the switch", "CUE"), ("after the switch", "CUE"),
    ("since the reorg", "CUE"), ("after the reorg", "CUE"),
    ("since the reorganisation", "CUE"), ("after the reorganisation", "CUE"),
    ("since the reorganization", "CUE"), ("after the reorganization", "CUE"),
)
# "reply in Japanese, not English": a "not" after a comma names the old value.
_EN_CONTRAST = re.compile(r"[,;]\s*not(?![a-z0-9\-'])")
_CUE_MARK = "\x01"
SENTENCE_END = re.compile(r"(?<=[。！？!?;；])|(?<=\.)(?=\s|$)|\n")
_TOKEN = re.compile(
    r"(?P<cue>\x01(?P<kind>[A-Z_]+)\x01)"
    # A time of day is one word ("9:30", "10:00"): one value, as "9am" is.
    # A name written with signs and a digit is one word ("eu-west-1", "utf-8", "gpt-4o"),
    # so "eu-central-1" replaces the region whole (read as three words, "eu" and "1" were a
    # shared subject and "central" a new value); without a digit ("fly.io", "on-call")
    # its parts are words of their own (`sentence_tokens`).
    # A price with cents after its currency sign is one number ("$2.80", "€3.20"): read
    # as two, "2" of "$2.50" was a word the record shares and "80" alone the new value.
    r"|(?P<word>[0-9]{1,2}:[0-9]{2}(?![0-9])|[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+"
    r"|(?<=[$€£¥￥])[0-9]+\.[0-9]+(?![0-9.])"
    r"|[a-z0-9][a-z0-9_']*)"
    r"|(?P<kana>[\u30a0-\u30ff\u31f0-\u31ff]+)"
    r"|(?P<han>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)"
    r"|(?P<hira>[\u3040-\u309f]+)"
    r"|(?P<join>/)"
    r"|(?P<punct>[,，、;；:：()\[\]（）「」『』\"“”'‘’→])"
)
# Words that only address the listener or point at the subject, for the correction rules:
# 麻烦 (您) opening a request as "please" does ("麻烦以后架构图用 Excalidraw 画"), and 那边 /
# 这边 after a subject as "as for" ("收款那边已经切到 Adyen 了": 收款, not 收款那边), not after
# a verb of place ("放在那边" is a place).
_ZH_ADDRESS = re.compile("(?:^|(?<=[,，;；。!！?？]))\\s*(?:麻烦(?:你|您)?|劳驾)(?=\\S)"
                         "|(?<=[\u4e00-\u9fff])(?<![在到去往放从])(?:那边|这边)")


def prepare_sentence(text: str) -> str:
    # The cue marker is removed from input: a text must not forge a change word.
    text = respelled(prepare(text, remove=_CUE_MARK))
    return amounts_in_digits(_ZH_ADDRESS.sub("", text))


def _mark_cues(sentence: str) -> str:
    for cues, kind in CJK_CUES:
        sentence = re.sub(cues, f" {_CUE_MARK}{kind}{_CUE_MARK} ", sentence)
    sentence = _EN_CONTRAST.sub(f" {_CUE_MARK}OLD_AFTER{_CUE_MARK} ", sentence)
    sentence = EN_SOLD.sub(f" {_CUE_MARK}OLD_AFTER{_CUE_MARK} ", sentence)
    for cue, kind in _EN_CUES:  # longest first by construction of the table
        words = r"\s+".join(map(re.escape, cue.split()))
        sentence = re.sub(rf"(?<![a-z0-9\-]){words}(?![a-z0-9\-])",
                          f" {_CUE_MARK}{kind}{_CUE_MARK} ", sentence)
    return sentence


def sentence_tokens(sentence: str) -> list[Token]:
    """The tokens of one sentence, change words as cues, English and 从/から slots set."""
    text = _mark_cues(person_free(without_filler(prepare_sentence(sentence))))
    out: list[Token] = []
    end = 0
    for m in _TOKEN.finditer(text):
        glued = bool(out) and not any(c.isspace() for c in text[end:m.start()])
        end = m.end()
        if m.group("han"):
            chunks = _han_tokens(m.group("han"))
            first = next((t for t in chunks if t.kind == "han"), None)
            if first is not None:
                first.glued = glued
            out.extend(chunks)
            continue
        if m.group("word") and re.search("[-.]", m.group("word")) \
                and not re.search(r"\d", m.group("word")):
            # Signs but no digit ("fly.io", "gh-pages", "on-call"): its parts, as before.
            parts = [_token(p) for p in _TOKEN.finditer(re.sub("[-.]", " ", m.group("word")))]
            for i, part in enumerate(t for t in parts if t is not None):
                part.glued = glued or i > 0
                out.append(part)
            continue
        tok = _token(m)
        if tok is not None and tok.text == JA_NOT and _ADNOMINAL.match(text, m.end()):
            # "急ぎじゃない連絡": ない before a noun makes another kind of it, read as 以外
            # ("急ぎ以外の連絡", contact other than urgent), a word the record must say;
            # what precedes is no old value said in the negative.
            tok = Token("han", "以外")
        if tok is not None:
            tok.glued = glued
            out.append(tok)
    mark_gone(out)
    _english_slots(out)
    _from_slots(out)
    if _TIME_VALUE.search(text):
        _without_time_nouns(out)
    return out


# A time said as the value: a clock time, hours or days, a weekday ("10 点", "每周二",
# "四小时", "10 時").
# Seconds too ("缓存时间改成 60 秒"); not 時間, an amount of hours ("1 時間"), no time of day.
_TIME_VALUE = re.compile(r"\d\s*(?:点|時(?!間)|时|小时|分钟|秒|毫秒|:\d)"
                         # From the start of a run of numerals only (a long run
                         # was tried from each numeral: its length squared).
                         "|(?<![一二两三四五六七八九十])[一二两三四五六七八九十]+(?:小时|点|天)"
                         "|(?:周|星期|礼拜)[一二三四五六日天]|[月火水木金土日]曜")
_TIME_NOUN = re.compile("(?:时间|時間|時刻)$")
# A weekday or a time of day in Chinese or Japanese ("周四上午", "10 点", "火曜", "午後").
_CJK_TIME = re.compile("(?<![一二两三四五六七八九十几个0-9])"  # not 两周一次
                       "(?:周|星期|礼拜)[一二三四五六日天](?!次)|[月火水木金土日]曜"
                       "|\\d\\s*(?:点|時(?!間)|时)"
                       "|上午|下午|晚上|早上|中午|凌晨|傍晚|午前|午後|夕方|朝|夜")


def says_time(text: str) -> bool:
    """Whether ``text`` says a weekday or a time of day in Chinese or Japanese."""
    return bool(_CJK_TIME.search(prepare_sentence(text or "")))


def _without_time_nouns(tokens: list[Token]) -> None:
    """"站会时间挪到 10 点了": beside a time said as the value, 时间 names its slot, as
    "limit" does ("发版时间" is "发版"). Only there: "北京时间" beside "UTC" is a value."""
    for tok in tokens:
        if tok.kind == "han" and _TIME_NOUN.search(tok.text):
            rest = _TIME_NOUN.sub("", tok.text)
            tok.kind, tok.text = ("han", rest) if rest else ("fn", tok.text)


# A day or a time of day inside a Chinese chunk is a word of its own ("周报周一上午交":
# 周报, 周一, 上午, 交; "每周五下班前"), as a function character would cut it: the value is
# the time, the rest its subject. Of Japanese only how often before a weekday ("毎週火曜":
# 毎週, 火曜), the day a statement may say without it ("木曜の夜にずらす").
ZH_TIME = ("每?(?:周|星期|礼拜)[一二三四五六日天]"
           "|早上|上午|下午|中午|晚上|傍晚|凌晨|(?:上班|下班|午饭|午休)(?:前|后)")
JA_EVERY = "(?:毎週|隔週|毎月)(?=[月火水木金土日]曜)"
ZH_TIME_SPLIT = re.compile(f"({ZH_TIME}|{JA_EVERY})")


def _han_tokens(run: str) -> list[Token]:
    """A Han run's chunks (`memdir.pipeline.wording.han_chunks`) and, between them, a
    ``fn`` token for each function character cut out: "mock 用 respx" is two words with
    something between, not one name. Slots skip ``fn`` tokens."""
    out: list[Token] = []
    chunks = iter(han_chunks(run))
    pos = 0
    for chunk in chunks:
        at = run.index(chunk, pos)
        out.extend(Token("fn", ch) for ch in run[pos:at])
        out.extend(Token("han", part) for part in ZH_TIME_SPLIT.split(chunk) if part)
        pos = at + len(chunk)
    out.extend(Token("fn", ch) for ch in run[pos:])
    return out


def _token(m: re.Match[str]) -> Token | None:
    if m.group("cue"):
        return Token("cue", m.group("kind"))
    if m.group("word"):
        word = plain_word(m.group("word"))
        if word in BREAK:
            return Token("break", word)
        return None if word in EN_STOP or not word else Token("word", word)
    if m.group("kana"):
        return Token("kana", m.group("kana"))
    if m.group("hira"):
        return hiragana_token(m.group("hira"))
    if m.group("join"):
        return Token("join", "/")
    return Token("break", m.group("punct"))


def _english_slots(tokens: list[Token]) -> None:
    """Turn "switch X to Y", "move X from A to B", "replace X with Y" into cue tokens."""
    for i, tok in enumerate(tokens):
        verb = tok.text
        if tok.kind == "word" and verb in EN_END_VERBS:
            tok.kind, tok.text = "cue", "OLD_AFTER"
            continue
        if tok.kind == "word" and verb in EN_REDO_VERBS:
            tok.kind, tok.text = "cue", "CUE"
            continue
        if _amount_to(tokens, i) or handed_on(tokens, i):
            continue
        if tok.kind != "word" or (verb not in EN_TO_VERBS and verb not in EN_REPLACE_VERBS):
            continue
        replacing = verb in EN_REPLACE_VERBS
        # The verb is a change word whatever follows ("we upgraded: ...").
        tok.kind, tok.text = "cue", "OLD_AFTER" if replacing else "CUE"
        joint = ("with", "by", "for") if replacing else ("to",)
        for nxt in tokens[i + 1:]:
            if nxt.kind == "cue" or (nxt.kind == "break" and not nxt.text.isalpha()):
                break
            if nxt.kind == "break" and nxt.text in ("from", "off") and not replacing:
                nxt.kind, nxt.text = "cue", "OLD_AFTER"
            elif replacing and nxt.kind == "word" and nxt.text == "out":
                nxt.kind = "break"  # "swap Inter out for Geist": a particle of the verb
            elif nxt.kind == "break" and nxt.text in joint:
                nxt.kind, nxt.text = "cue", "NEW_AFTER"
                break


def _amount_to(tokens: list[Token], i: int) -> bool:
    """"cut X to Y", "went up to Y", "came down to Y": a verb of `EN_TO_ONLY`, or of
    going with "up" or "down", before "to" and a number in its clause. The verb becomes a
    change word, "to" the new value's; True when they did."""
    tok = tokens[i]
    if tok.kind != "word":
        return False
    start = i + 1
    if tok.text in EN_GO:
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is None or nxt.kind != "word" or nxt.text not in ("up", "down"):
            return False
        start = i + 2
    elif tok.text not in EN_TO_ONLY:
        return False
    for j in range(start, len(tokens) - 1):
        nxt = tokens[j]
        if nxt.kind == "cue" or nxt.kind == "break" and not nxt.text.isalpha():
            return False
        if nxt.kind == "break" and nxt.text == "to":
            if not tokens[j + 1].text[:1].isdigit():
                return False
            tok.kind, tok.text = "cue", "CUE"
            if start == i + 2:
                tokens[i + 1].kind = "break"
            nxt.kind, nxt.text = "cue", "NEW_AFTER"
            return True
    return False


def _from_slots(tokens: list[Token]) -> None:
    """"从 X 迁到 Y", "X から Y に移行": the place moved from is the old value when a verb
    of change follows in the clause (zh names it after 从, ja before から); otherwise
    从/から is only a preposition."""
    for i, tok in enumerate(tokens):
        if tok.kind != "cue" or tok.text not in ("FROM_ZH", "FROM_JA"):
            continue
        moved = False
        for nxt in tokens[i + 1:]:
            if nxt.kind == "cue" and nxt.text in ("NEW_AFTER", "NEW_BEFORE"):
                moved = True
                break
            if nxt.kind == "break" and not nxt.text.isalpha() and nxt.text not in JA_PARTICLES:
                break  # punctuation ends the clause
        if not moved:
            tok.kind, tok.text = "break", "from"  # only a preposition: "从 main 发布"
        else:
            tok.text = "OLD_AFTER" if tok.text == "FROM_ZH" else "OLD_BEFORE"


_MAX_SLOT = 3  # a value is a few words; the rest of a long clause is its subject


def _fill(tokens: list[Token], start: int, step: int, slot: str) -> None:
    """Mark up to _MAX_SLOT content tokens from ``start`` as ``slot``, stopping at the next
    change word, at a break (punctuation, a preposition or verb, a Japanese particle)
    once something is taken, or where the script changes: a value is one name ("改用
    pnpm 管理依赖": pnpm; a number goes with the word beside it, "4 个空格"). "switch to
    using X" skips "using" and takes X; "pnpm で管理するように変更" skips the verb
    (管理する) and takes pnpm; "用户名/工单号" is one value."""
    taken = 0
    script = ""
    joined = False  # past the "/" of "a/b": the other side is the glued run there
    i = start
    while 0 <= i < len(tokens) and (joined or taken < _MAX_SLOT):
        tok = tokens[i]
        if tok.kind == "fn":
            i += step
            continue
        if tok.kind == "cue":
            break
        if tok.kind == "join":
            joined = bool(taken)  # a leading "/" ("/api/v2") belongs to the value
        elif tok.kind in ("break", "verb"):
            if taken and step < 0 and slot == "new" and tok.text == "の" and i > 0 \
                    and tokens[i - 1].kind == "han" and not tokens[i - 1].slot:
                tokens[i - 1].slot = slot  # "自前の Keycloak に移行": one value
            if taken or (step < 0 and tok.text in _JA_TOPIC):
                break
        elif not taken and step < 0 and i + 1 < len(tokens) and tokens[i + 1].kind == "verb":
            pass  # the verb of the clause the change word ends, not its value
        else:
            after = tokens[i - step] if 0 <= i - step < len(tokens) else None
            if joined and after is not None and after.kind != "join" \
                    and not (tok if step > 0 else after).glued:
                break
            if not joined and script and DIGITS not in (script, tok.script) \
                    and script != tok.script:
                break
            if tok.script != DIGITS:
                script = tok.script
            if slot == "new" or not tok.slot:
                tok.slot = slot
            taken += 1
        i += step


def assign_slots(tokens: list[Token]) -> bool:
    """Mark value slots around each change word; True if the sentence has one."""
    found = False
    for i, tok in enumerate(tokens):
        if tok.kind != "cue":
            continue
        found = True
        kind = tok.text
        if kind in ("NEW_AFTER", "OLD_BEFORE_NEW_AFTER"):
            _fill(tokens, i + 1, 1, "new")
        if kind in ("NEW_BEFORE", "NEW_BEFORE_OLD_AFTER"):
            _fill(tokens, i - 1, -1, "new")
        if kind in ("OLD_AFTER", "NEW_BEFORE_OLD_AFTER"):
            _fill(tokens, i + 1, 1, "old")
        if kind in ("OLD_BEFORE", "OLD_BEFORE_NEW_AFTER"):
            _fill(tokens, i - 1, -1, "old")
    return found


def statement_tokens(text: str) -> list[Token]:
    """The tokens of every sentence of ``text``, a sentence end between two sentences."""
    tokens: list[Token] = []
    for sentence in SENTENCE_END.split(prepare_sentence(strip_provenance(text or ""))):
        sentence = " ".join(sentence.split())
        if not sentence:
            continue
        part = sentence_tokens(sentence)
        assign_slots(part)
        if tokens:
            tokens.append(Token("break", "."))
        tokens.extend(part)
    return tokens


def has_cue(sentence: str) -> bool:
    """Whether a sentence carries a change word."""
    return any(t.kind == "cue" for t in sentence_tokens(sentence))


def without_change_words(sentence: str) -> str:
    """``sentence`` without its Chinese and Japanese words of change with no slot."""
    for cues, kind in CJK_CUES:
        if kind == "CUE":
            sentence = re.sub(cues, " ", sentence)
    return sentence


__all__ = ["BREAK", "GONE", "JA_NOT", "SENTENCE_END", "Token", "assign_slots", "has_cue",
           "says_time",
           "prepare_sentence", "sentence_tokens", "statement_tokens", "without_change_words"]
