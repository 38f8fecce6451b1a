"""Offline names and descriptions: what a memory is called and how it reads, without a model.

A name is a short slug of the sentence's key terms in its own language ("测试-pytest",
"テスト-pytest", "use-pytest-not-unittest"); a description is the sentence without the
words that only asked to remember it. The defects each rule fixes:

* **No name ends mid-word.** Terms were cut at 8 characters ("コミットメッセー-英語") and the
  slug at four words, whatever the fourth was ("prefer-concise-answers-without"). Now a
  term is whole or left out: a long Japanese run is split where the script changes
  (kanji | katakana), never inside a katakana word; a long Chinese run at its function
  characters (的, 和, 把...); and link words ("not", "without", "instead") count only
  between two content words, never at an end.
* **Lead-ins are not the memory.** "Remember that …", "Please remember", "记住:", "请记住",
  "覚えておいて", "…と覚えておいてください" say how the user asked, not what to remember;
  they are dropped from the description (the quote keeps the user's words).
"""

from __future__ import annotations

import hashlib

from memdir.foundation import lazy_re as re
from memdir.foundation.errors import InvalidNameError
from memdir.foundation.record import validate_name

MAX_NAME_SLUG = 60
MAX_TERM = 12  # longer CJK runs are split, never cut
_MAX_WORD = 30  # a longer ASCII "word" is a path or a hash, not a name part

_URL = re.compile(r"(?i)\bhttps?://([^\s/<>\"')）]+)[^\s<>\"')）]*")
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_KANA = re.compile("[\u3040-\u30ff]")
_JA_RUN = re.compile(f"[{_HAN}\u30a0-\u30ffー]+")
# One script inside a Japanese run: kanji, or katakana with its long-vowel mark.
_JA_SCRIPT = re.compile(f"[{_HAN}]+|[\u30a1-\u30fa\u30fc-\u30ff]+")
_ZH_STOP = sorted((
    "以后", "今后", "往后", "从现在起", "从现在开始", "一律", "总是", "永远", "记住", "始终",
    "每次", "不要再", "不要", "别再", "不用", "不再", "改主意", "改用", "改成", "换成", "统一",
    "务必", "我喜欢", "我习惯", "我偏好", "这个", "那个", "项目里", "项目中", "这里", "时候",
    "我们", "你们", "一下", "所有", "都要", "一定", "应该", "必须", "但是", "不过", "另外",
    "还有", "请你", "一个", "一名", "一位",
), key=len, reverse=True)
_ZH_EDGE = "在写用的了把给里都要也就请是和与跟我你他她它们吧啊呢吗让去先再被将从到向这那不还"
_ZH_KEEP = ("用户", "用例", "用法", "要求", "请求", "不同", "再次")
# Function characters that rarely sit inside a word: where a Chinese run splits into terms
# (支付服务的数据库 -> 支付服务, 数据库); a piece still longer than MAX_TERM is left out.
_ZH_SPLIT = re.compile("[的和与及或并而把被给让]")
_KATAKANA = frozenset(chr(c) for c in range(0x30A1, 0x3100))
_HIRAGANA = re.compile("[\u3041-\u309f]")
# Hiragana that may follow a noun: particles, copula, and the forms of する (確認して).
_JA_PARTICLES = frozenset("はがをにでのとへもやかよねなだしすさせ")
_JA_STOP = frozenset({"今後", "以後", "毎回", "二度", "絶対", "今回", "今日", "使用", "一時的",
                      "常時", "プロジェクト"})
_EN_STOP = frozenset("""a an the to of in on at for from by with and or but so this that these
    those is are was be been it its we i im am you me my our your us please now always
    remember going forward project just should must will would can could do does let lets
    here there then also every time future ever when if as all any into even still only
    very really too""".split())
# Words that link two content words ("pytest-not-unittest", "answers-without-preamble"):
# kept between them, never as the first or last word of a name, not counted as a term.
_EN_LINK = frozenset("""not no without instead over than before after vs versus except unless
    until via per under above below between through across during within about against
    toward towards around onto upon like""".split())
_EN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#_.'’]*(?:-[A-Za-z0-9][A-Za-z0-9+#_.'’]*)*")
MAX_TERMS = 4  # content words in an ASCII name
MAX_CJK_TERMS = 3  # terms in a name that has CJK ones (at most 2 of either script)

_LEAD_IN = re.compile(
    r"(?i)^(?:(?:please\s+)?(?:remember|recall|note|keep\s+in\s+mind|don'?t\s+forget|"
    r"do\s+not\s+forget|never\s+forget)(?:\s+(?:that|this))?(?!\s+to\b)\s*[:,，：、-]?\s+"
    r"|(?:fyi|for\s+the\s+record|just\s+so\s+you\s+know)\s*[:,，：-]?\s*"
    # a lead-in that only says the rule lasts ("One rule for future sessions: …")
    r"|(?:(?:one|a|another|new)\s+rule|something)\s+for\s+(?:all\s+)?(?:future|every|each)\s+"
    r"sessions?(?:,\s*not\s+just\s+today)?\s*[:：]\s*"
    r"|(?:先)?说个长期的?(?:要求|规矩)[,，:：]\s*(?:不光是今天[,，]\s*)?"
    r"|(?:今日だけじゃなくて)?毎回のお願いなんですが[、,]\s*"
    r"|(?:请你?|要|你要|请务必)?(?:记住|记得|牢记|别忘了|不要忘了|不要忘记|注意)\s*[:,，：、]?\s*"
    r"|(?:これを)?(?:覚えておいて|覚えといて|忘れないで)(?:ください|ね|ほしい)?\s*[:,，：、]?\s*)")
_LEAD_OUT = re.compile(
    # The look-behinds start a run of blanks only at its first character: from every
    # position of a long run it was re-scanned (quadratic).
    r"(?i)(?:(?<![\s,，、-])[\s,，、-]+(?:please\s+)?(?:remember|don'?t\s+forget|keep\s+in\s+mind)"
    r"(?:\s+(?:that|this))?"
    r"|[,，、]?(?<!\s)\s*(?:记住|记得|别忘了)(?:这一?点)?了?"
    r"|(?:ことを|のを|と|を)?(?:覚えておいて|覚えといて|忘れないで)(?:ください|ね|ほしい)?)"
    r"[\s.。!！]*$")


def strip_lead_in(text: str) -> str:
    """``text`` without a leading or trailing "remember (that)" in zh/en/ja.

    "Remember that the API is frozen" -> "The API is frozen"; "记住：文档在 wiki" ->
    "文档在 wiki"; "…ことを覚えておいてください" -> "…". "Remember to run ruff" keeps its
    "Remember to": there the words are the instruction. A text that is nothing but a
    lead-in is returned unchanged.
    """
    stripped = _LEAD_IN.sub("", text, count=1)
    stripped = _LEAD_OUT.sub("", stripped, count=1).strip()
    if not stripped:
        return text
    if stripped != text.strip() and text[:1].isupper() and stripped[:1].islower():
        stripped = stripped[0].upper() + stripped[1:]
    return stripped


def _zh_terms(run: str) -> list[str]:
    for stop in _ZH_STOP:
        run = run.replace(stop, "|")
    terms = []
    for chunk in run.split("|"):
        pieces = _ZH_SPLIT.split(chunk) if len(chunk) > 4 else [chunk]
        for piece in pieces:
            while len(piece) > 2 and piece[0] in _ZH_EDGE and piece[:2] not in _ZH_KEEP:
                piece = piece[1:]
            while len(piece) > 2 and piece[-1] in _ZH_EDGE:
                piece = piece[:-1]
            if len(piece) < 2 or len(piece) > MAX_TERM or (
                    len(piece) == 2 and piece[0] in _ZH_EDGE and piece not in _ZH_KEEP):
                continue
            terms.append(piece)
    return terms


def _ja_terms(text: str) -> list[tuple[int, str]]:
    """Kanji/katakana runs between kana, whole. A run is split where its script changes
    (kanji | katakana) when one side is a stop word (今後デプロイ -> デプロイ) or the run
    is longer than MAX_TERM; a katakana word is never split. A kanji run followed by
    okurigana loses the verb's own kanji (来月切り出す -> 来月, not 来月切)."""
    out: list[tuple[int, str]] = []
    for m in _JA_RUN.finditer(text):
        run, end = m.group(), m.end()
        if run[-1] not in _KATAKANA and end < len(text) and _HIRAGANA.match(text[end]) \
                and text[end] not in _JA_PARTICLES and len(run) > 2:
            run = run[:-1]
        parts = [(m.start() + p.start(), p.group()) for p in _JA_SCRIPT.finditer(run)]
        kept = [(at, t) for at, t in parts if t not in _JA_STOP]
        if len(kept) == len(parts) and len(run) <= MAX_TERM:
            kept = [(m.start(), run)]
        elif kept and sum(len(t) for _, t in kept) <= MAX_TERM and all(
                a + len(t) == b for (a, t), (b, _) in zip(kept, kept[1:], strict=False)):
            kept = [(kept[0][0], "".join(t for _, t in kept))]
        out += [(at, t) for at, t in kept if 2 <= len(t) <= MAX_TERM]
    return out


def _terms(sentence: str) -> list[tuple[int, str, str]]:
    """(position, term, kind) in reading order; kind is "en", "link" or "cjk"."""
    text = _URL.sub(lambda m: f" {m.group(1)} ", sentence)
    terms: list[tuple[int, str, str]] = []
    # A hyphen inside a word keeps it whole: "read-only" split into "read" + the stop word
    # "only" named a read-only database "staging-database-read".
    for m in _EN_WORD.finditer(text):
        word = m.group().lower().replace("'", "").replace("’", "").rstrip("._")
        if word and word not in _EN_STOP and len(word) <= _MAX_WORD:
            terms.append((m.start(), word, "link" if word in _EN_LINK else "en"))
    if _KANA.search(text):  # Japanese: kanji/katakana runs between kana are the words
        terms += [(at, t, "cjk") for at, t in _ja_terms(text)]
    else:
        for m in re.finditer(f"[{_HAN}]+", text):
            terms.extend((m.start() + j, t, "cjk") for j, t in enumerate(_zh_terms(m.group())))
    terms.sort()
    return terms


def slug_name(sentence: str, fallback: str = "note") -> str:
    """A short readable name from a sentence's key terms, in its own language.

    ASCII words are lowercased; CJK terms are kept as written ("测试-pytest",
    "テスト-pytest", "use-pytest-not-unittest"). At most MAX_NAME_SLUG characters, made
    of whole terms only; a sentence without usable terms gets ``<fallback>-<hash>``.
    """
    terms = _terms(sentence)
    cjk = any(kind == "cjk" for _, _, kind in terms)
    chosen: list[str] = []
    kinds: list[str] = []
    for _, term, kind in terms:
        if term in chosen:
            continue
        if kind == "link":
            if chosen and kinds[-1] != "link":
                chosen.append(term)
                kinds.append(kind)
            continue
        counted = [k for k in kinds if k != "link"]
        if cjk and (counted.count(kind) >= 2 or len(counted) >= MAX_CJK_TERMS):
            continue
        if len(counted) >= MAX_TERMS or len("-".join([*chosen, term])) > MAX_NAME_SLUG:
            break
        chosen.append(term)
        kinds.append(kind)
    while kinds and kinds[-1] == "link":  # "prefer-concise-answers-without" says nothing
        chosen.pop()
        kinds.pop()
    name = "-".join(chosen)
    try:
        return validate_name(name)
    except InvalidNameError:
        digest = hashlib.sha1(sentence.encode("utf-8")).hexdigest()[:8]
        return f"{fallback}-{digest}"


def numbered(base: str, n: int) -> str:
    """``base-n`` within MAX_NAME_SLUG, dropping whole trailing terms to make room."""
    suffix = f"-{n}"
    while len(base) + len(suffix) > MAX_NAME_SLUG and "-" in base:
        base = base.rsplit("-", 1)[0]
    return base[: MAX_NAME_SLUG - len(suffix)] + suffix


__all__ = ["MAX_NAME_SLUG", "numbered", "slug_name", "strip_lead_in"]
