"""A question: what offline extraction (`memdir.pipeline.extract.rules.judge`) skips first,
before any word that a rule lasts is read.

- `QUESTION_END`: a question mark, 吗, 呢, ですか, ますか, でしょうか (not a polite request:
  いただけないでしょうか), …っけ, 来着.
- `QUESTION_START`: a word of asking that starts an English sentence ("Can…", "Why…", "Do you
  …"; not "Do them that way whenever I ask", an order, nor "Where possible, …"), a Chinese
  yes/no form anywhere (能不能, 是不是; not what others ask, said of them: 问能不能带孩子来的一律
  婉拒), a Japanese question word at the start.
- `WH` with `EMBEDDED_WH`: a zh/ja wh-word, unless a verb of telling governs it (an embedded
  question: "每次说明改了哪些文件", "注释要解释为什么", "コメントには「なぜ」を書いてください").
- `ASKS_THE_ANSWER`: a request for the answer to the question just before it.

A rule asked as a question is `memdir.pipeline.extract.asked`.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# (でしょうか asks, unless it is a polite request: いただけないでしょうか, 添えていただけます
# でしょうか, もらえるでしょうか)
# (…っけ asks what one forgot, 来着 too: "何年保存しないといけないんでしたっけ", "是多少来着")
QUESTION_END = re.compile(r"(?:[?？]|吗|呢|ですか|ますか|(?<!ない)(?<!ます)(?<!える)(?<!ける)"
                          r"(?<!くれる)でしょうか|っけ|来着|來著)[\s。.]*$")
# A request for the answer to a question said just before it ("…何が違うんですか?教えてもらえると
# 助かります", "Why is it slow? Explain it to me."): that question's, not a rule.
ASKS_THE_ANSWER = re.compile(r"(?i)(?:explain|tell\s+me|let\s+me\s+know|walk\s+me\s+through"
                             r"|clarify)\b|告诉我|告訴我|解释|解釋|讲讲|說說|说说|教えて|説明して")
QUESTION_START = re.compile(
    r"(?i)^(?:(?:and|so|but|also)\s+)?(?:can|could|would|will|should|shall|may|might|is|are"
    r"|was|were|have|has|what(?!\s+i\s+(?:(?:mostly|mainly|usually|really|actually)\s+)?(?:write"
    r"|use|code|program|work|speak|run|want|need|prefer|like)\b)|why|how|which|who|whom|where(?!\s+(?:possible|applicable|appropriate|needed|necessary|relevant|it\s+makes\s+sense)\b)"
    # ("Do you…", "Do second shooters need…"; "Do them that way whenever I ask" is an order)
    r"|do(?!\s+not\b|n't)(?!\s+(?:them|it|this|that|these|those|everything|both|each|so|as"
    r"|whatever)\b)"
    # (nor "do the rota like that every week", an order of the way just said)
    r"(?!\s+(?:the|my|our|every|all)\s+(?:[\w'-]+\s+){0,4}?(?:like\s+(?:that|this)"
    r"|(?:that|this|the\s+same)\s+way)\b)"
    r"|when(?=\s+(?:should|do|does|did|is|are|was|will|can|would)\b)"
    r"|does|did)\b(?!\s*[,:])"
    # (not what others ask, said of them: 问能不能带孩子来的一律婉拒)
    r"|(?<!问)(?:是不是|能不能|可不可以|要不要|是否)|问(?:是不是|能不能|可不可以|要不要|是否)"
    r"(?![^，。？?]{1,20}的)|吗\s*$"
    r"|^(?:なぜ|どうして|どうすれば|どちら|どれが|いつ(?!も))|(?:ですか|ますか|でしょうか|かな)\s*$")
# zh/ja wh-words: a question, unless a verb of telling governs them (an embedded
# question: "每次说明改了哪些文件", "注释要解释为什么", "コメントには「なぜ」を書いてください").
WH = re.compile(r"为什么|怎么|哪个|哪些|什么时候|なぜ|どうして|どうすれば|どちら|どれが")
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


__all__ = ["ASKS_THE_ANSWER", "EMBEDDED_WH", "QUESTION_END", "QUESTION_START", "WH"]
