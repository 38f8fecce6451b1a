"""Extraction without a model: rules over the user's own sentences, and the slugger.

Offline (`extract_offline`), only the turn's user messages are read, sentence by
sentence. A sentence becomes a candidate when it states a durable directive or a change
of mind, or says who the user is, and holds no temporary marker; its type comes from
the zh/en/ja cues of `memdir.pipeline.classify`, its name from `memdir.pipeline.extract.naming`. The
teaching code had no offline path: without a model nothing was ever remembered.
`candidate_from_text` builds the candidate for an explicit "remember this" request.
"""

from __future__ import annotations

from collections.abc import Sequence

from memdir.foundation import lazy_re as re
from memdir.foundation.candidate import MAX_CANDIDATES, MAX_QUOTE_CHARS, Candidate
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, name_key
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence
from memdir.pipeline.admission.occasion import ONLY_THIS_YEAR
from memdir.pipeline.admission.old_values import gives_up
from memdir.pipeline.admission.policy import (
    TEMPORARY_MARKERS,
    find_phrase,
    find_temporary_marker,
)
from memdir.pipeline.admission.temporary import OLD_WAY_BACK
from memdir.pipeline.classify import is_self_description, memory_type
from memdir.pipeline.conversation import turn_user_messages
from memdir.pipeline.extract.aside import apart
from memdir.pipeline.extract.asked import asked_as_a_rule
from memdir.pipeline.extract.cues import (
    AFTER_DONE,
    APOLOGY_END,
    CONVENTION,
    EVENT_JA,
    EVENT_ZH,
    EVERY_ONE,
    EXCEPTION_RULE,
    FILE_NAME,
    JA_CONDITION,
    JA_GENERIC,
    JA_PREFERENCE,
    JA_TASK,
    LAUGH,
    NAMED_RULE,
    OWN_WISH,
    POINTED_STEP,
    REMINDED,
    RULE_SAID,
    SMALL_TALK,
    TASK,
    TASK_VERB,
)
from memdir.pipeline.extract.decoys import (
    ECHO,
    PRAISE,
    animals_habit,
    exclaimed,
    is_goodwill,
    laments,
    laughed_about,
    only_a_joke,
    praises,
    sets_aside,
    without_decoys,
)
from memdir.pipeline.extract.enough import ENOUGH
from memdir.pipeline.extract.explicit import _TRAILING, candidate_from_text
from memdir.pipeline.extract.facts import SCHEDULE, is_fact
from memdir.pipeline.extract.form import says_the_form, without_its_order
from memdir.pipeline.extract.lasting import (
    ANY_CASE,
    BESIDE_IT,
    CHOSEN_OVER,
    DURABLE_CHANGE_CUES,
    DURABLE_CUES,
    HABITUAL,
    LASTING_SCOPE,
    WITHOUT_DOING,
    every_day,
)
from memdir.pipeline.extract.learned import hears, kind
from memdir.pipeline.extract.moment import says_what_happens
from memdir.pipeline.extract.naming import numbered, slug_name, strip_lead_in
from memdir.pipeline.extract.pasted import PASTED
from memdir.pipeline.extract.personal import is_personal
from memdir.pipeline.extract.question import (
    ASKS_THE_ANSWER,
    EMBEDDED_WH,
    QUESTION_END,
    QUESTION_START,
    WH,
)
from memdir.pipeline.extract.reproach import is_lesson
from memdir.pipeline.extract.request import core, is_request
from memdir.pipeline.extract.sayings import remarked
from memdir.pipeline.extract.sentences import (
    CONNECTIVE,
    MAX_SENTENCE_CHARS,
    is_history,
    one_across_a_picture,
    sentences,
)
from memdir.pipeline.extract.surface import as_said
from memdir.providers.base import Message

# Without a model only explicit, durable directives are kept: a sentence must say it holds
# from now on (or be a change of mind), and must not say it is for this time only.

# The policy's 19 markers plus words that make a *sentence* temporary in conversation.
OFFLINE_TEMPORARY_MARKERS = TEMPORARY_MARKERS + ("本次", "先别", "today", "今天", "今日")
# Only the first "please use" is tried (atomic group, anchored): ".*" from every one of
# them was quadratic on "please use please use ...".
_PLEASE_INSTEAD = re.compile(r"(?is)\A(?>.*?\bplease\s+use\b).*\binstead\b")
# "I changed my mind, ..." says that the rest is a correction; the rest is the memory.
_CHANGED_MIND = re.compile(
    r"(?i)^(?:(?:actually|ok(?:ay)?|so)[\s,，]+)?(?:i(?:'ve| have)?\s+changed\s+my\s+mind"
    r"|on\s+second\s+thoughts?|我又?改主意了?|我又?改变主意了?|又?改主意了?"
    r"|気が変わ(?:った|りました)"
    r"|やっぱり|やはり)"
    r"\s*[,，、:：;；.。!！]?\s*")

def _is_directive(sentence: str) -> bool:
    return judge(sentence) is None


# `_judge`'s answer for a sentence heard only as a request ("Please keep it short"): kept,
# unless it follows, in the same message, a sentence about the work at hand or for this
# time only, whose work it then continues ("このファイルの関数には全部 docstring が必要です。
# 一通り見て付けてください"), or a question, whose answer it asks ("…何が違うんですか?教えて
# もらえると助かります").
_ONLY_A_REQUEST = "only a request"
_CONTINUES_THE_WORK = "continues the work at hand before it"
# The reason for a request about the work at hand; the words that made it follow in
# brackets, so it is matched by its start.
AT_HAND = "a request about the work at hand"
# A change said of what was done a moment ago ("さっきの変更、やっぱり元に戻しておいて", "把刚才
# 的改动撤回"): one edit undone, not a change of a rule.
# One occasion past ("Our staging database got wiped last night, so reseed it before you run
# the e2e tests"): the step it asks is for that once.
_ONE_OCCASION = re.compile(r"(?i)\blast\s+night\b|\byesterday\b|\bthis\s+morning\b"
                           r"|昨天|昨晚|今早|昨日|昨晩|昨夜|今朝")
_JUST_NOW = re.compile(r"(?i)さっき|先ほど|刚才|刚刚|\bjust\s+now\b|\ba\s+minute\s+ago\b")


def judge(sentence: str) -> str | None:
    """Why offline extraction skips ``sentence`` said alone, or None when it is heard
    (`_judge`)."""
    reason = _judge(sentence)
    return None if reason == _ONLY_A_REQUEST else reason


def _judge(sentence: str) -> str | None:
    """Why offline extraction skips ``sentence``, or None when it is heard as a lasting
    instruction or fact.

    In order: too long, a question, temporary (the admission policy's rule, so the
    answer is the one every write path gives), small talk, a request about the work at
    hand ("fix the failing test in utils.py", "把这个函数改名", "差分を要約して") unless it
    says it holds every time; then a durable cue ("from now on", "以后", "今後"), a change
    of mind, a plain request or a stated convention ("Please reply in Chinese", "请用中文
    回复我", "コミットメッセージは英語で書いてください", "We use ruff", "提交信息用英文写"),
    or a fact about the user or the project ("call me Sam", "我在支付团队工作").
    """
    if len(sentence) > MAX_SENTENCE_CHARS:
        return "longer than one sentence (pasted text)"
    sentence, said_before = _said_again(as_said(sentence))
    durable = said_before or _lasts(sentence)
    if (QUESTION_END.search(sentence) or QUESTION_START.search(sentence)
            or (WH.search(sentence) and not EMBEDDED_WH.search(sentence))):
        return "a question"
    marker = find_temporary_marker(sentence)
    if marker:
        return f"temporary ({marker!r})"
    if says_what_happens(sentence):
        return "says what happens, not what to do"
    fact = (is_self_description(sentence) or is_fact(sentence) or SCHEDULE.search(sentence)
            or is_personal(sentence))
    if ((LAUGH.search(sentence) and not fact) or APOLOGY_END.search(sentence)  # (a fact, laughed)
            or remarked(sentence) or (not durable and not fact and _small_talk(sentence))):
        return "small talk"
    clause = core(sentence)
    task = (_at_hand(sentence) or TASK_VERB.search(clause) or AFTER_DONE.search(sentence)
            or (FILE_NAME.search(sentence) if not EVERY_ONE.search(sentence) else None)
            or (JA_TASK.search(sentence)
                if not (JA_CONDITION.search(sentence) or JA_PREFERENCE.search(sentence)
                        or JA_GENERIC.search(sentence))
                else None))
    if task and not durable and not fact:
        if hears(sentence, task_like=True):
            return None
        return f"{AT_HAND} ({' '.join(task.group(0).split())!r})"
    if (EVENT_ZH.search(sentence) or EVENT_JA.search(sentence)) and not durable and not fact:
        return "says what happened or proposes it for now, not what holds"
    if (durable or fact or _convention(sentence) or SCHEDULE.search(sentence)
            or JA_PREFERENCE.search(sentence)):
        return None
    if is_request(sentence):
        return _ONLY_A_REQUEST
    if hears(sentence, task_like=False):
        return None
    return "no lasting instruction or fact"


def _lasts(sentence: str) -> bool:
    """Whether a word of ``sentence`` says it lasts: a durable cue or a change of mind, a
    habit (not of one occasion or of what happened once), one way chosen over another, a
    rule named, a lasting scope, or a condition on any case."""
    cued = without_decoys(sentence)  # "I can't remember", "いつもありがとうございます": no cue
    habitual = ((HABITUAL.search(cued) or WITHOUT_DOING.search(sentence) or every_day(sentence))
                and not POINTED_STEP.search(sentence) and not OWN_WISH.search(sentence)
                and not _JUST_NOW.search(sentence) and not _ONE_OCCASION.search(sentence)
                and not EVENT_JA.search(sentence))
    chosen = CHOSEN_OVER.search(sentence)  # (the words before the choice point at nothing)
    return bool(find_phrase(cued, DURABLE_CUES)
                or (chosen and not TASK.search(sentence[:chosen.start()]))
                or (find_phrase(sentence, DURABLE_CHANGE_CUES) and not _JUST_NOW.search(sentence))
                or _PLEASE_INSTEAD.search(sentence) or habitual or NAMED_RULE.search(sentence)
                or LASTING_SCOPE.search(sentence) or EXCEPTION_RULE.search(sentence)
                or (ANY_CASE.search(sentence) and not TASK.search(BESIDE_IT.sub(" ", sentence))
                    and not FILE_NAME.search(sentence)))


def _said_again(sentence: str) -> tuple[str, bool]:
    """``sentence`` without the user's reminder that it was said before, and whether it had
    one (`REMINDED`: "我们这个固件仓库一直是四个空格，说过好几次了", a rule said again), when
    something is said before it and it points at nothing at hand or of one occasion."""
    reminded = REMINDED.search(sentence)
    if not reminded or len(sentence[:reminded.start()].strip()) < 4 or (
            not RULE_SAID.search(sentence[:reminded.start()])  # (部署脚本又挂了: a complaint)
            or _at_hand(sentence) or _ONE_OCCASION.search(sentence) or _JUST_NOW.search(sentence)):
        return sentence, False
    return sentence[:reminded.start()], True


def _small_talk(sentence: str) -> bool:
    """Small talk, when no word in it says a rule lasts: `SMALL_TALK`, a set phrase of
    goodwill, a sighed vow or a promise to come back (`is_goodwill`), or a lament of what the
    user goes through again and again that asks nothing (`laments`)."""
    return bool(SMALL_TALK.search(sentence) or is_goodwill(sentence)
                or ((laments(sentence) or animals_habit(sentence)) and not is_request(sentence)))


def _convention(sentence: str) -> bool:
    """A rule stated with no verb of asking: a convention (`CONVENTION`: "We use ruff", 提交
    信息用英文写), what suffices (`ENOUGH`: "three sentences is plenty", です・ます調で十分), or
    how a kind of thing is written (`says_the_form`: "Weights in kilograms only", 診察券番号は
    半角、ハイフンなし)."""
    return bool(CONVENTION.search(sentence) or ENOUGH.search(sentence) or says_the_form(sentence))


def _at_hand(sentence: str) -> re.Match[str] | None:
    """A pointer to the work at hand (`TASK`: "this", 这个, さっき), or the material the user
    pasted or attached (`PASTED`: 貼り付けた住所一覧, "the list I just pasted"); not the pointer at
    a rule's exception (`EXCEPTION_RULE`: "…, except the bulk racks - those are counted…")."""
    sentence = without_its_order(sentence)  # (豆腐のラベル：名称・…、この順で)
    pointer = EXCEPTION_RULE.search(sentence)
    if pointer:
        sentence = sentence[:pointer.start("p")] + sentence[pointer.end("p"):]
    return TASK.search(sentence) or PASTED.search(sentence)


def extract_offline(messages: Sequence[Message]) -> list[Candidate]:
    """Candidates from the current turn's user sentences, by rules; no model involved.

    A sentence is kept when `judge` hears a lasting instruction or fact in it. Only the
    user's text blocks are read, never tool output or the assistant's words.
    """
    return hear(messages)[0]


def hear(messages: Sequence[Message]) -> tuple[list[Candidate], list[tuple[str, str]]]:
    """(candidates, skipped): the candidates of `extract_offline`, and every sentence it
    skipped with the reason (`judge`'s), for ``memdir extract`` to list."""
    out: list[Candidate] = []
    skipped: list[tuple[str, str]] = []
    seen_names: set[str] = set()
    seen_descriptions: set[str] = set()
    for _, text in turn_user_messages(messages):
        judged = one_across_a_picture(_in_context(apart(sentences(text))), _NEW_TOPIC.match)
        for sentence, reason, said in _corrections_whole(judged):
            if reason is not None:
                skipped.append((sentence, reason))
                continue
            if len(out) >= MAX_CANDIDATES:
                skipped.append((sentence, f"past the {MAX_CANDIDATES} candidates of a turn"))
                continue
            description = _description(sentence)
            if not description or description in seen_descriptions:
                skipped.append((sentence, "said twice in this turn"))
                continue
            mtype = kind(as_said(sentence), memory_type(sentence))
            # Named for what it says now: "use-vitest" of "No, not Jest. Use Vitest."
            name = base = slug_name(_description(said), mtype)
            n = 2
            while name_key(name) in seen_names:
                name, n = numbered(base, n), n + 1
            seen_names.add(name_key(name))
            seen_descriptions.add(description)
            quote = sentence[:MAX_QUOTE_CHARS]
            out.append(Candidate(name=name, description=description[:MAX_DESCRIPTION_CHARS],
                                 type=mtype, body=f"{description}\nUser said: {quote}",
                                 lifetime="persistent", quote=quote))
    return out, skipped


def _in_context(sentences: list[str]) -> list[tuple[str, str | None]]:
    """Each sentence of one message with `judge`'s answer, a bare request after a sentence
    about the work at hand (or for this time only) read as continuing that work, one with no
    word that it lasts after a request for this time only read as for that time too, a
    request for the answer after a question as that question's, one before or after the
    user's state of the moment (`_STATE_OF_NOW`) read as for that moment, and a rule after a
    reproach of something done again as its lesson (`reproach.is_lesson`)."""
    judged = _beside(sentences, [_judge(sentence) for sentence in sentences])  # judged once
    scoped = _before_the_old_way(sentences, judged)
    out: list[tuple[str, str | None]] = []
    for i, (sentence, reason) in enumerate(zip(sentences, judged, strict=True)):
        if reason == "a question" and asked_as_a_rule(
                as_said(sentence), *((sentences[i + 1], judged[i + 1]) if i + 1 < len(sentences)
                                     else (None, None))):
            out.append((sentence, None))  # (a rule asked as a question: `asked`)
            continue
        if i in scoped:
            out.append((sentence, _FOR_ONE_SCOPE))
            continue
        if (i + 1 < len(sentences) and _STATE_OF_NOW.match(sentences[i + 1])
                and (judged[i + 1] or "").startswith("temporary")
                and (reason == _ONLY_A_REQUEST or (reason is None and _soft(sentence)))):
            out.append((sentence, _CONTINUES_THE_WORK))
            continue
        if (reason is None and i > 0 and _STATE_OF_NOW.match(sentences[i - 1])
                and (judged[i - 1] or "").startswith("temporary") and _soft(sentence)):
            # ("今日は外出先です。長いコードは貼らずに、方針だけ教えてください。")
            out.append((sentence, _CONTINUES_THE_WORK))
            continue
        if (reason is None and i > 0 and (out[-1][1] or "").startswith("temporary")
                and is_request(as_said(sentences[i - 1])) and not _NEW_TOPIC.match(sentence)
                and not _says_it_lasts(sentence)):
            # a request with a scope that ends, then one more in no words that last ("この
            # ticket の間は、いつも staging の DB につないでください。本番は絶対さわらないで。")
            out.append((sentence, _CONTINUES_THE_WORK))
            continue
        if (is_lesson(sentences, judged, i)
                and (reason == _ONLY_A_REQUEST or (reason or "").startswith(AT_HAND))):
            out.append((sentence, None))  # (the lesson of something done again)
            continue
        if reason == _ONLY_A_REQUEST:
            before = out[-1][1] if out else None
            reason = (_CONTINUES_THE_WORK if before and not _NEW_TOPIC.match(sentence)
                      and (before.startswith(("temporary", AT_HAND, _CONTINUES_THE_WORK))
                           or (before == "a question" and ASKS_THE_ANSWER.search(sentence)))
                      else None)
        out.append((sentence, reason))
    return out


_FOR_ONE_SCOPE = "temporary (the sentence after it ends its scope)"


def _before_the_old_way(sentences: list[str], judged: list[str | None]) -> set[int]:
    """The kept sentences that a sentence of the old way back follows ("Never auto-close
    anything during the audit; the auditors want every ticket. Normal rules after that.",
    "…演练结束就恢复原样。", "…終わったら通常どおりで。": `OLD_WAY_BACK`), or one that says it
    is for this year only ("…, we're full. Just this year.", 就今年。, 今年だけです。:
    `ONLY_THIS_YEAR`): the nearest of the two before it, which holds for that scope only."""
    out: set[int] = set()
    for j, sentence in enumerate(sentences):
        if not (OLD_WAY_BACK.search(as_said(sentence).strip())
                or ONLY_THIS_YEAR.match(as_said(sentence).strip())):
            continue
        for i in range(j - 1, max(-1, j - 3), -1):
            if judged[i] in (None, _ONLY_A_REQUEST):
                out.add(i)
                break
    return out
_SET_ASIDE = "a habit said as the background of the one-off after it"
# Why a sentence that an echo ("Always.") may make a rule is skipped: it lacks only a word of
# lasting. After any other sentence the echo says again what is no rule.
_UNHEARD = "no lasting instruction or fact"
_LACKS_A_WORD = (_ONLY_A_REQUEST, _UNHEARD)
_HABIT_SAID = re.compile(r"(?i)\b(?:always|every\s+(?:single\s+)?time|each\s+time|whenever)\b"
                         r"|每次|总是|每回|毎回|いつも|毎度")


def _beside(sentences: list[str], judged: list[str | None]) -> list[str | None]:
    """``judged`` with kept sentences read as typed or beside their neighbours: what the people
    around the user always do, told with a laugh, is small talk ("Our league never starts on
    time 😂": `laughed_about`), or what a thing always does, exclaimed with its recurrence after
    it ("The organ always goes out of tune… Every single year.": `exclaimed`), and a word of
    habit said again alone after no rule ("It's always
the dresses that come in the day before the wedding. Always.": `ECHO`); so is praise of what the
    agent always does with thanks in or beside it is small talk ("You always catch the
    off-by-one I miss. Thank you."), and a habit stated just before a one-off that sets it
    aside is that one-off's background ("いつもはレビューを通してからマージしてますが、今回は
    hotfix なので…"): `memdir.pipeline.extract.decoys`. Either only when, its words of habit
    blanked, the sentence asks nothing and says nothing that lasts."""
    said = [as_said(sentence) for sentence in sentences]
    out = list(judged)
    for i, reason in enumerate(judged):
        if (reason is None and ECHO.match(said[i].strip())
                and (i == 0 or judged[i - 1] not in _LACKS_A_WORD
                     or (judged[i - 1] == _UNHEARD and _HABIT_SAID.search(said[i - 1])))):
            # (nor after a statement that said its habit and was still heard as no rule:
            # "Every single time I sharpen someone's knife they tell me about… Every time.")
            out[i] = "small talk (says again the sentence before it)"
        habit = exclaimed(said[i], said[i + 1]) if i + 1 < len(said) else None
        befalls = habit is not None and reason == _ONLY_A_REQUEST  # (read as a request)
        if (reason is not None or is_request(said[i])) and not befalls:
            continue
        told = laughed_about(sentences[i])  # (as typed: `as_said` drops the laugh)
        if i + 1 < len(said) and only_a_joke(said[i + 1]):
            out[i] = "small talk (taken back as a joke)"
        elif (told is not None and not _says_it_lasts(told)) or (
                habit is not None and not _says_it_lasts(habit)):
            out[i] = "small talk"
        elif praises(said[i], said[max(0, i - 1):i] + said[i + 1:i + 2]):
            if not _says_it_lasts(PRAISE.sub(" ", said[i], count=1)):
                out[i] = "small talk"
        elif i + 1 < len(said) and (judged[i + 1] or "").startswith("temporary"):
            rest = sets_aside(said[i], said[i + 1])
            if rest is not None and not _says_it_lasts(rest):
                out[i] = _SET_ASIDE
    return out
# The user's state of the moment, said after a request as its reason ("回复尽量短一点。我在高铁
# 上,网不好。", "Keep it short. I'm on my phone right now.") or before it ("今日は外出先です。
# 長いコードは貼らずに…"): the request is for that moment.
def _soft(sentence: str) -> bool:
    """Heard as a request of how to work, with no word that says it lasts and no fact."""
    return not (_says_it_lasts(sentence) or HABITUAL.search(as_said(sentence)))


def _says_it_lasts(sentence: str) -> bool:
    """A word that says it lasts (not a habit: "絶対", "每次…就"), its scope, or a fact."""
    said = as_said(sentence)
    return bool(find_phrase(said, DURABLE_CUES) or LASTING_SCOPE.search(said) or is_fact(said)
                or is_personal(said) or is_self_description(said))


_STATE_OF_NOW = re.compile(r"(?i)^(?:我(?:现在|今天)?在|i'?m\b|i\s+am\b"
                           r"|(?:いま|今|今日)(?:は)?[、,]?\s*(?:外出先|出先|外|移動|電車|スマホ))")
# A sentence that opens a new topic ("Also, reply in Chinese.") continues nothing.
_NEW_TOPIC = re.compile(r"(?i)^(?:also|btw|by\s+the\s+way|one\s+more\s+thing|oh|另外|还有|顺便"
                        r"|对了|あと|それと|ちなみに|それから)")


# What a sentence that gives up the old value is skipped for, said alone ("No, not Jest."):
# beside a kept sentence it is the other half of one correction.
_HALF_OF_A_CHANGE = ("no lasting instruction or fact",
                     "says what happened or proposes it for now, not what holds")


def _description(sentence: str) -> str:
    description = strip_lead_in(CONNECTIVE.sub("", sentence, count=1))
    description = strip_lead_in(_CHANGED_MIND.sub("", description, count=1))
    return _TRAILING.sub("", description).strip()


def _corrections_whole(judged: list[tuple[str, str | None]]
                       ) -> list[tuple[str, str | None, str]]:
    """``judged`` (a message's sentences and why each is skipped, None: kept) with a
    correction said in two sentences joined into one: a sentence that gives up the old
    value and names no new one ("No, not Jest.", "Jest をやめます。", "不用 Jest 了。"; a kept
    one only with a change word: "Stop using Jest.") beside a kept sentence. Alone, the
    kept half ("Use Vitest.") dropped the old value, and with it what the statement
    corrects. Each item: (text, reason, the kept sentence it says now)."""
    out = [(sentence, reason, sentence) for sentence, reason in judged]
    i = 0
    while i < len(out):
        sentence, reason, said = out[i]
        if reason is None:
            for j in (i - 1, i + 1):
                if 0 <= j < len(out) and _half_of_a_change(*out[j][:2]):
                    if j == i - 1 and is_history(out[j][0]):  # (what happened: not kept)
                        out[j] = (out[j][0], _WHAT_HAPPENED, out[j][0])
                        break
                    first, second = sorted((i, j))
                    one, two = out[first][0], out[second][0]
                    gap = "" if one.endswith(("。", "！", "？")) else " "
                    out[first] = (f"{one}{gap}{two}", None, said)
                    del out[second]
                    i = first
                    break
        i += 1
    return out


_WHAT_HAPPENED = "says what happened, not what holds"


def _half_of_a_change(sentence: str, reason: str | None) -> bool:
    if reason is not None and reason not in _HALF_OF_A_CHANGE:
        return False  # a temporary note, a question, small talk: never part of a memory
    if reason is None and not has_cue(prepare_sentence(sentence)):
        return False  # a directive of its own ("Never push to main.")
    return gives_up(sentence)


__all__ = ["DURABLE_CUES", "OFFLINE_TEMPORARY_MARKERS", "candidate_from_text",
           "extract_offline", "hear", "judge", "slug_name"]

