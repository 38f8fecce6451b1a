"""What suffices, said as the rule: a degree or an amount of the agent's output named as
enough, with no verb of asking.

"three sentences is plenty", "A one-line summary is enough", 回复三句话就够了, 敬語はほどほど
で大丈夫です, です・ます調で十分: how much of something to give, for every case of its kind,
said the way "有摘要就够了" and "概要があれば十分です" are (`memdir.pipeline.extract.request`).
Not a verdict on the work at hand ("そのままで大丈夫です", "That's enough for today",
"Two of them are fine"), nor how long something takes ("Five minutes is enough").
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

_COUNT = (r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a\s+few"
          r"|a\s+couple\s+of|\d{1,3})")
ENOUGH = re.compile(
    # en: a count of units of output is enough ("three sentences is plenty", "A one-line
    # summary is enough"), said first or after a semicolon
    r"(?i)(?:^|[;:]\s*)" + _COUNT + r"\s+(?:[\w-]+\s+)?(?:sentences?|lines?|paragraphs?|bullets?"
    r"|bullet\s+points?|words?|options?|examples?|points?|pages?|characters?|summary|sentence"
    r"|suggestions?|alternatives?|retries|attempts?|tries|levels?)\s+(?:is|are|should\s+be)\s+"
    r"(?:plenty|enough|sufficient|fine|all\s+i\s+need)\b"
    # ja: a degree or a style is enough (ほどほどで大丈夫です, です・ます調で十分; not
    # そのままで大丈夫です, a verdict on the thing at hand)
    r"|(?:ほどほど|控えめ|最低限|軽め|簡潔|短め|少なめ|箇条書き|[^、。\s]{1,8}調|[^、。\s]{1,6}程度)"
    r"で(?:十分|充分|大丈夫|構いません|OK)(?:です)?[。!！]?$"
    # zh: a count of a reply's units is enough (回复三句话就够了; not 改三行就行了, one edit)
    r"|(?:回复|回答|答复|说明|解释|总结|摘要|注释|例子|示例|建议)[^，。,]{0,4}[一二两三四五六七八九十\d]+\s*"
    r"(?:句话?|行|段|条|个|点)(?:以内)?就(?:够了|行了?|可以了)")

__all__ = ["ENOUGH"]
