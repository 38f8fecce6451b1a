"""What the user pasted or attached: the material of the work at hand.

A request on what the user has just put in front of the agent is one task on that
material, however it is phrased: "Rename getUser in the three files I just pasted",
"把附件里这份名单按部门排个序", "貼り付けた住所一覧から、郵便番号が抜けているものだけ拾って
ください".
Offline extraction reads `PASTED` beside `memdir.pipeline.extract.cues.TASK` (a pointer to
the work at hand); a habit or a rule over every paste still says that it lasts ("Whenever
I paste a stack trace, …", "ログを貼ったら、要点だけ教えてください", "コードを貼り付けるとき
は…") and is kept.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

PASTED = re.compile(
    r"(?i)\b(?:i(?:'ve|\s+have)?\s+(?:just\s+)?(?:pasted|attached|uploaded|dropped\s+in)"
    r"|the\s+(?:pasted|attached|uploaded)\s+[a-z])"
    r"|(?:我|刚|刚刚|刚才)[^，。,]{0,3}(?:贴|粘贴|贴上来|发给你|上传)的|附件里(?:的)?(?:这|那)"
    # ja: a past attributive on the material (貼り付けた住所一覧; not 貼ったら, 貼り付けるとき)
    r"|(?:貼り付け|貼りつけ|貼っ|添付し|アップし|送っ)た(?!ら|り|とき|時|場合|あと|後)"
    r"[^、。]{0,12}(?:一覧|リスト|ファイル|表|データ|コード|ログ|資料|文章|文面|メール|画像|CSV"
    r"|csv|住所|名簿)|添付の(?:ファイル|資料|データ|表|画像|CSV|csv)")

__all__ = ["PASTED"]
