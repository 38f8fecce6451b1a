"""Questions in a statement: a question about a record asks what holds and changes nothing,
whatever change word it carries ("测试环境现在用的还是 MySQL 5.7 吧?", "改成 MySQL 8 了吗?");
a request said as a question asks for the change ("Could you write docstrings NumPy-style
from here on?", "能不能以后改用 pnpm?", "Vitest にしてもらえますか?")."""

from __future__ import annotations

from collections.abc import Sequence

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import SENTENCE_END

# A question ("测试环境现在用的还是 MySQL 5.7 吧?", "改成 MySQL 8 了吗?"): it asks what
# holds, it says no change. A sentence that ends with a question mark or 吗.
_QUESTION = re.compile("[?？]\\s*$|吗\\s*[。.]?\\s*$")
# A request said as a question ("Could you write docstrings NumPy-style from here on?",
# "能不能以后改用 pnpm?", "Vitest にしてもらえますか?"): it asks for the change. 请 inside
# another word (申请, 邀请, 请假) asks for nothing: "调岗的申请批了吗?" is a question.
_REQUEST = re.compile(r"(?i)\b(?:could|can|would|will)\s+you\b|\bplease\b"
                      "|能不能|能否|可不可以|可以.*吗|麻烦|(?<![申邀聘宴])请(?![假教客])"
                      "|もらえ|くれ|ください|ませんか|いただけ")


def asks(sentence: str) -> bool:
    return bool(_QUESTION.search(sentence)) and not _REQUEST.search(sentence)


def _asked(sentence: str) -> str:
    return " ".join(sentence.split()).rstrip("?？。. ").lower()


def without_questions(texts: Sequence[str]) -> list[str]:
    """``texts`` without their questions: a question about a record asks, and changes
    nothing, whatever change word it carries ("现在用的还是 MySQL 5.7 吧?"); a
    description that says a question of the body without its mark is that question."""
    asked = {_asked(s) for t in texts for s in SENTENCE_END.split(t or "")
             if asks(s)}
    out = []
    for text in texts:
        parts = SENTENCE_END.split(text or "")
        if any(asks(s) or _asked(s) in asked for s in parts):
            text = "\n".join(s for s in parts if s.strip() and not asks(s)
                              and _asked(s) not in asked)
        out.append(text)
    return out


__all__ = ["asks", "without_questions"]
