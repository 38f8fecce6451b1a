"""What a question is, read the one way wherever memdir asks: offline extraction refuses a
sentence that asks (`memdir.pipeline.extract.rules.judge`), and recall moves a record that
asks below the ones that may answer it (`memdir.service.recaller`).

A sentence asks by the asking cues below: a question mark or a
question's ending (吗, 呢, ですか, ますか, でしょうか, っけ), a question word or an auxiliary
that starts it ("What time is the standup", "can you send it tomorrow", 是不是…), or a
zh/ja wh-word that no verb of telling governs (明天为什么不开会). A question word inside a
statement is no question ("I asked what time the standup is", 我问他几点开会, 有人问我能不能
开直播, 何時か聞いておきました), nor is a 呢 that says something still holds (她还记着呢).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.sentences import sentences
from memdir.pipeline.extract.surface import as_said

# (でしょうか asks, unless it is a polite request: いただけないでしょうか, 添えていただけます
# でしょうか, もらえるでしょうか)
# (…っけ asks what one forgot, 来着 too: "何年保存しないといけないんでしたっけ", "是多少来着")
QUESTION_END = re.compile(r"(?:[?？]|吗|呢|ですか|ますか|(?<!ない)(?<!ます)(?<!える)(?<!ける)"
                          r"(?<!くれる)でしょうか|っけ|来着|來著)[\s。.]*$")
QUESTION_START = re.compile(
    # (not a heading or clause whose subject or infinitive follows its wh-word: "Why we chose
    # Postgres: …", "How we deploy the API", "How to rotate the keys", "What they said": a
    # question puts its verb first, "Why did we…", "How do I rotate the keys")
    r"(?i)^(?:(?:and|so|but|also)\s+)?"
    r"(?!(?:why|how|where|what|which|who|when)\s+(?:we|i|they|he|she|to)\b)"
    r"(?:can|could|would|will|should|shall|may|might|is|are"
    r"|was|were|have|has|what(?!\s+i\s+(?:(?:mostly|mainly|usually|really|actually)\s+)?(?:write"
    r"|use|code|program|work|speak|run|want|need|prefer|like)\b)|why|how|which|who|whom|where(?!\s+(?:possible|applicable|appropriate|needed|necessary|relevant|it\s+makes\s+sense)\b)|do(?!\s+not\b|n't)"
    r"|when(?=\s+(?:should|do|does|did|is|are|was|will|can|would)\b)"
    r"|does|did)\b(?!\s*[,:])"
    r"|是不是|能不能|可不可以|要不要|是否|吗\s*$"
    r"|^(?:なぜ|どうして(?!も)|どうすれば|どちら|どれが|いつ(?!も))|(?:ですか|ますか|でしょうか|かな)\s*$")
# zh/ja wh-words: a question, unless a verb of telling governs them (an embedded
# question: "每次说明改了哪些文件", "注释要解释为什么", "コメントには「なぜ」を書いてください").
# (どうしても is "no matter what", no question)
WH = re.compile(r"为什么|怎么|哪个|哪些|什么时候|なぜ|どうして(?!も)|どうすれば|どちら|どれが")
# A zh question inside a statement, governed by a verb of asking or weighing ("有人问我能不能
# 开直播", "过了初赛再考虑要不要继续", "大家都好奇为什么家里有猪"): what was asked, not asked
# now. A sentence ending in 吗 or a question mark still asks (`QUESTION_END`).
ASKED_INSIDE = re.compile(r"(?:问(?!题)|考虑|决定|商量|讨论|好奇|想知道|不知道)[^，,。？?!！]{0,12}"
                          r"(?:是不是|能不能|可不可以|要不要|是否|为什么|怎么|哪个|哪些|什么时候)")
# A zh 呢 that says something still holds or is so ("她还记着呢", "房子还没着落呢", "科目一要背
# 好多题呢"), no wh-word or A-not-A before it in its clause: a statement.
STILL_SO = re.compile(r"(?:着|还(?!是)|好多|多的)[^，,。？?!！]*呢[\s。.!！]*$")
ASKED_IN_CLAUSE = re.compile(r"(?:什么|谁|哪|怎么|为什么|几|多少|还是|是不是|能不能|要不要"
                             r"|可不可以)[^，,。？?!！]*呢[\s。.!！]*$")
EMBEDDED_WH = re.compile(
    r"(?:解释|说明|告诉我?|[跟和给]我(?:说|讲)|写清楚|写明|列出|注明|标明|讲清楚"
    r"|查一下|查查|检查|确认一下|看一下|搞清楚|弄清楚|找出)[^，。？?]{0,10}"
    r"(?:为什么|怎么|哪个|哪些|什么时候)"
    # "写为什么" (write why): the reason is what to write, not what is asked
    r"|(?:需要|要是|如果)[^，。？?]{0,10}(?:哪个|哪些|什么)(?![^，。？?]*[吗呢？?])"
    # "whichever … that" (有哪些字段就返回哪些), what to say first and then (先…说…什么,再讲怎么用)
    r"|(?:哪个|哪些)[^，。？?]{0,10}就[^，。？?]{0,6}(?:哪个|哪些)"
    r"|(?:先|再)[^，。？?]{0,8}(?:说|讲)[^，。？?]{0,8}(?:什么|怎么)"
    r"|写(?:上|下|出|明)?(?:一下)?为什么|(?:而|并)?不是(?:怎么|为什么|什么)|问的[^，。？?]{0,6}是"
    r"|[「『\"“](?:なぜ|どうして)[」』\"”]|(?:なぜ|どうして|どちら)[^、。？?]{0,12}"
    r"(?:を|か)(?:書いて|説明して|教えて|記載して|明記して)")

# Who said it, before what they said ("Frank: what time is the standup", "陈佳：你去吗"):
# the label is not the sentence's start.
_NAME = r"[^\s:：,，。.?？!！]{1,24}"
_SPEAKER = re.compile(rf"^{_NAME}(?:\s{_NAME})?\s*[:：]\s*(?=\S)")

_WORD = re.compile(r"[^\W_]")
# Quotes and brackets closed after the sentence's own end ('"Is the shed still there?"')
_CLOSING = re.compile(r"[\s\"'”’」』)）]+$")


def asks(sentence: str) -> bool:
    """Whether ``sentence``, as extraction reads it (`as_said`), asks a question."""
    if QUESTION_END.search(sentence):
        return not (STILL_SO.search(sentence) and not ASKED_IN_CLAUSE.search(sentence))
    if ASKED_INSIDE.search(sentence) and not QUESTION_START.match(sentence):
        return False
    return bool(QUESTION_START.search(sentence)
                or (WH.search(sentence) and not EMBEDDED_WH.search(sentence)))


def is_question(text: str) -> bool:
    """Whether ``text`` ends in a question: its last sentence of words (with the marks
    after it, as a closing quote or "！？"), after a speaker's label, asks (`asks`)."""
    said: list[str] = []
    for sentence in sentences(text):
        if _WORD.search(sentence) or not said:
            said.append(sentence)
        else:  # a mark split off after its sentence ("大丈夫！？", '…still there?"')
            said[-1] += sentence
    if not said or not _WORD.search(said[-1]):
        return False
    last = _CLOSING.sub("", _SPEAKER.sub("", said[-1], count=1))
    return asks(as_said(last))


__all__ = ["asks", "is_question"]
