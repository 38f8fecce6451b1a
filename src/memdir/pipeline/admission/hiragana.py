"""How the correction rules read a run of hiragana (`memdir.pipeline.admission.change_words`
cuts sentences into tokens): a particle is a break ("は", "で", "から"), a verb ending
makes the word before it a verb ("管理する", "表示して"), a negative ending says what
precedes is negated ("住んでいません"), and anything else is no word. A run often holds a
particle and what follows it unspaced: "はもっと" ends a topic at は, "でやる" is the place
a thing is done, then the verb ("境内でやる")."""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.tokens import Token

JA_PARTICLES = frozenset({"は", "が", "を", "で", "と", "も", "へ", "から", "まで", "より",
                          "では", "には", "とは", "でも", "にも", "に", "の"})
# Hiragana after a word that make it a verb ("管理する", "表示して", "実行させ") or end a
# clause that is the new state ("…ように変更", "…ことに変更").
_JA_VERB_ENDING = re.compile("^(?:する|して|した|します|しまし|させ|される|ように|ことに)")
_JA_TOPIC_START = frozenset("はがもを")  # a particle an adverb may follow unspaced
_JA_NEGATION = re.compile("ない|ません|なかっ|なく")
JA_NOT = "ない"  # the break token a Japanese verb's negative ending is read as


def hiragana_token(hira: str) -> Token | None:
    """The token a run of hiragana is read as, or None for none."""
    if hira in JA_PARTICLES:
        return Token("break", hira)
    if hira[0] in _JA_TOPIC_START:
        return Token("break", hira[0])  # "返答はもっと": the topic ends at は
    if hira.startswith(("でやる", "でやっ", "でやり")):
        return Token("break", "で")  # "境内でやる": where it is done, then the verb
    if _JA_NEGATION.search(hira) and not _JA_VERB_ENDING.match(hira):
        return Token("break", JA_NOT)  # "住んでいません": what precedes is negated
    return Token("verb", hira) if _JA_VERB_ENDING.match(hira) else None


__all__ = ["JA_NOT", "JA_PARTICLES", "hiragana_token"]
