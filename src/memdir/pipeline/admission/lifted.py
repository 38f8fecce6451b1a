"""A rule lifted: the statement allows what the record says is not done.

"用户不吃辣" and "现在挺能吃辣的", "店里的特价商品不退不换" and "特价商品也能退了,七天内带小票
就行", "Never deploy on a Friday" and "we're fine deploying on fridays now", "本番コードでは
console.log を使わない" and "console.log、本番コードに残しても構いません": the statement says
the record's thing again, allowed where the record said it in the negative. It names no
new value, so neither the slot rule nor the frame rule reads it (each needs one); this
rule reads that one relation:

1. the record says a thing is not done: Chinese 不 before a verb (不吃辣, 不退不换), English
   never, don't or do not before a verb ("Never deploy on a Friday"), a Japanese verb in
   the negative at its end (使わない);
2. the statement allows it, as holding now: Chinese 能, 可以 or 也 before the record's verb
   said again (能吃辣, 也能退了), with 了, 现在, 以后 or 没问题; English "fine", "ok",
   "allowed", "free" or "can" before the record's verb, with "now"; Japanese ～ても構いません,
   ～てもいい, ～ても大丈夫, whatever the verb;
3. it is said of what the record says it of, as a whole and as a statement: no condition
   or restriction (if, unless, as long as, only, except, when; なら, たら, だけ, 場合; 的话,
   只, 除了, 如果) and no question (?, 吗 or 呢 ending a clause, か ending it, 確認したい);
   every other word of the record is said
   again (Chinese: the words before 不 as written, the last of them after 的, so 正价商品
   is not 特价商品); nothing in the negative stands right before the permission (不能退),
   and no other person is its subject (我朋友现在能吃辣了, 能吃辣的人).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import statement_tokens
from memdir.pipeline.admission.employer import about_the_person, another_subject
from memdir.pipeline.admission.its_value import PERSON_RECORD
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.wording import says_now, stem, strip_provenance

# 不 before a verb, to the clause's end or the next 不 ("不退不换"); not 不 of a word of
# degree, need or change (不同, 不错, 不要, 不再, 不是, 不能...).
_ZH_NOT = re.compile("不(?![同错过少必断仅然管论如足好够得久但会能可要再是太很用])"
                     "([\u4e00-\u9fff]{1,3}?)(?=不|[,，。.;；!！]|\\s*$)")
_ZH_PERSON = re.compile("^(?:用户|我)")
_ZH_ALLOW = "(?:能|可以|也)"
_ZH_NOW = re.compile("了|现在|以后|没问题|从.{1,6}起")
_ZH_NEGATED = re.compile("[不没别]$")
_ZH_CLAUSE = re.compile("[,，。;；!！]")
# Words before the permission that add nothing to what it is said of.
_ZH_FILLER = re.compile("现在|以后|已经|其实|如今|也|都|还|就|挺|很|完全|基本|\\s")
_EN_NOT = re.compile(r"(?i)(?<![a-z'])(?:never|don't|do\s+not|doesn't|does\s+not|mustn't"
                     r"|must\s+not)\s+(?P<verb>[a-z]+)")
_EN_ALLOW = re.compile(r"(?i)(?<![a-z'])(?:fine|ok|okay|allowed|free|can)\s+(?:to\s+)?"
                       r"(?P<verb>[a-z]+)")
_EN_SCOPE = re.compile(r"(?i)[,;.!?]|(?<![a-z])(?:now|these\s+days|from\s+now)(?![a-z])")
# A permission under a condition or for a part only, or asked: the record still holds
# elsewhere ("You can deploy on Fridays now if it is a hotfix", ステージング向けのビルドなら,
# 如果是微辣的话, 只能, 除了食品) or may not hold at all ("we can deploy on fridays now?",
# 现在能吃辣了吗, 使ってもいいか確認したいです).
_NARROWED = re.compile(
    r"(?i)(?<![a-z'])(?:if|unless|as\s+long\s+as|only|except|excepting|when|whenever"
    r"|provided|providing)(?![a-z'])|なら(?![なずざ])|たら|だけ|場合|的话|只|除了|如果|要是")
# A condition proper, what holds only in some cases: "if the release has a migration",
# "unless it is a hotfix", マイグレーションがあるなら, 必要な場合, 有迁移的话, 如果, 除非.
# なら before な, ず or ざる is the negative of なる, no condition: ガソリン代がばかにならなくて
# gives the change's reason, しなければならない says a must.
_CONDITION = re.compile(
    r"(?i)(?<![a-z'])(?:if|unless|as\s+long\s+as|provided|providing|in\s+case)(?![a-z'])"
    "|なら(?![なずざ])|場合|的话|如果|要是|除非|假如")
_ASKED = re.compile("[?？]|[吗呢嘛](?=[,，。.!！\\s]|$)|か(?:な|ね)?[。.!！]?\\s*$|確認したい")
_JA_NOT = re.compile("[\u3040-\u309f\u4e00-\u9fff](?:ない|ません)[。.]?\\s*$")
_JA_ALLOW = re.compile("(?:ても|でも)(?:構いません|構わない|かまいません|かまわない|いい|良い"
                       "|大丈夫|OK|ok)")


def allows(text: str) -> bool:
    """Whether ``text`` says in words of permission that something may be done now (the
    statement of rule 2, whatever record it is read against)."""
    plain = strip_provenance(text or "")
    return bool(_JA_ALLOW.search(plain) or _EN_ALLOW.search(plain) and says_now(plain)
                or re.search(_ZH_ALLOW, plain) and _ZH_NOW.search(plain))


def narrowed(text: str) -> bool:
    """Whether ``text`` allows something only under a condition or for a part, or asks
    whether it may (rule 3): the record it would lift still holds."""
    plain = strip_provenance(text or "")
    return bool(_NARROWED.search(plain) or _ASKED.search(plain))


def limited(text: str) -> bool:
    """Whether ``text`` says something under a condition or for a part only (if, only,
    except, なら, だけ, 的话, 只), asked or not."""
    return bool(_NARROWED.search(strip_provenance(text or "")))


def conditional(text: str) -> bool:
    """Whether ``text`` says something under a condition (if, unless, なら, 场合, 的话,
    如果): it holds in some cases only, and never replaces a statement said of all."""
    return bool(_CONDITION.search(strip_provenance(text or "")))


def lifted(text: str, record: Mentions, description: str) -> int:
    """1 if ``text`` allows what the record ``description`` says is not done (module
    docstring), else 0."""
    plain, held = strip_provenance(text or ""), strip_provenance(description or "")
    if narrowed(plain):
        return 0
    if another_subject(plain) or (PERSON_RECORD.search(held) or _ZH_PERSON.search(held)) \
            and re.search("[\u3040-\u30ff]", plain) and not about_the_person(plain):
        return 0
    return int(_zh_lifted(plain, held) or _en_lifted(plain, held)
               or _ja_lifted(plain, held))


def _zh_lifted(plain: str, held: str) -> bool:
    verbs = _ZH_NOT.findall(held)
    first = _ZH_NOT.search(held)
    if not verbs or first is None:
        return False
    subject = _ZH_PERSON.sub("", held[:first.start()]).split("的")[-1].strip()
    if subject and subject not in plain:
        return False
    for verb in verbs:
        for m in re.finditer(f"{_ZH_ALLOW}([\u4e00-\u9fff]{{0,3}}?){re.escape(verb)}"
                             "(?!的[\u4e00-\u9fff])", plain):
            before = _ZH_CLAUSE.split(plain[:m.start()])[-1].replace(subject, "", 1)
            if "不" in m.group(1) or "没" in m.group(1) or _ZH_NEGATED.search(before) \
                    or _ZH_FILLER.sub("", before):
                continue  # 不能退; another scope before it (线上也能退)
            if _ZH_NOW.search(plain[m.start():]) or _ZH_NOW.search(plain):
                return True
    return False


def _en_lifted(plain: str, held: str) -> bool:
    m = _EN_NOT.search(held)
    if m is None or not says_now(plain):
        return False
    verb = stem(m.group("verb").lower())
    record = Mentions.of(held)
    for a in _EN_ALLOW.finditer(plain):
        # What follows the permission, to "now" or the clause's end, is the record's: "You
        # can deploy to staging on fridays now" allows another thing.
        scope = _EN_SCOPE.split(plain[a.end():])[0]
        if stem(a.group("verb").lower()) == verb and all(
                record.covers(t) is not False for t in statement_tokens(scope) if t.content):
            return _all_said(held[:m.start()] + " " + held[m.end():], plain)
    return False


def _ja_lifted(plain: str, held: str) -> bool:
    if not _JA_NOT.search(held) or not _JA_ALLOW.search(plain):
        return False
    return _all_said(held, plain)


def _all_said(held: str, plain: str) -> bool:
    """Whether every word of ``held`` is said by ``plain``: one Han character (a verb's
    stem, 使 of 使わない) and the person are no such word."""
    said = Mentions.of(plain)
    words = [t for t in statement_tokens(held) if t.content
             and not (t.kind == "han" and len(t.text) == 1)]
    return bool(words) and all(said.covers(t) is not False for t in words)


__all__ = ["allows", "conditional", "lifted", "limited", "narrowed"]
