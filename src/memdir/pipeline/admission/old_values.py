"""Old values: what a statement says in the negative, as the value it gives up, or as a
thing that goes away ("not Jest", "不走 Zabbix 了", "Vim をやめて", "Cypress is out",
"wkhtmltopdf は消してください").

The frame rule (`memdir.pipeline.admission.frame`) reads these words as the record's old
value; one the record never mentions means the statement replaces something else
(`names_other_old`), and offline extraction joins a sentence that only gives up a value to
the next one (`gives_up`).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import GONE, JA_NOT, Token, statement_tokens
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.slots import JA_TOPIC

_CJK_TEXT = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def old_context(tokens: list[Token]) -> list[bool]:
    """Which tokens a negation or a word of stopping says in the past: the old value slots,
    and in a clause what follows such a word to the clause's end ("不走 Zabbix 了", "don't
    use the logging module in the CLI scripts") or precedes it back to the clause's topic
    ("Vim をやめて"), short of a new value."""
    out = [t.slot == "old" for t in tokens]
    for i, tok in enumerate(tokens):
        if tok.kind == "break" and tok.text == GONE:
            _gone_before(tokens, i, out)
            continue
        after = tok.kind == "cue" and tok.text == "OLD_AFTER" or _negates(tokens, i)
        before = tok.kind == "cue" and tok.text == "OLD_BEFORE" \
            or tok.kind == "break" and tok.text == JA_NOT \
            or after and not _says_after(tokens, i)  # "requests 就别用了"
        for step, on in ((1, after), (-1, before)):
            j = i + step
            while on and 0 <= j < len(tokens):
                nxt = tokens[j]
                if _ends_clause(nxt) or nxt.kind == "cue" or nxt.slot == "new" \
                        or (nxt.kind == "break" and nxt.text in ("and", "but")) \
                        or (step < 0 and nxt.kind == "break" and nxt.text in JA_TOPIC):
                    break
                out[j] = True
                j += step
    return out




def _gone_before(tokens: list[Token], i: int, out: list[bool]) -> None:
    """"Zendesk gets shut off", "wkhtmltopdf は消して": what goes away is its clause's
    subject before it, past the particle or auxiliary between."""
    j = i - 1
    while j >= 0:
        tok = tokens[j]
        if _ends_clause(tok) or tok.kind == "cue" or tok.slot == "new" \
                or tok.kind == "break" and tok.text in ("and", "but"):
            break
        out[j] = True
        j -= 1


def says_gone(text: str) -> bool:
    """Whether ``text`` says a thing goes away after naming it ("Cypress is out")."""
    return any(t.kind == "break" and t.text == GONE for t in statement_tokens(text))


def _says_after(tokens: list[Token], i: int) -> bool:
    """Whether the clause goes on with a word after ``i`` (a negation at a clause's end
    negates what its clause said before it: "requests 就别用了")."""
    for tok in tokens[i + 1:]:
        if _ends_clause(tok) or tok.kind == "cue":
            return False
        if tok.content:
            return True
    return False


_EN_NEGATION = frozenset("""don't dont not never doesn't didn't won't shouldn't mustn't
    avoid""".split())


def _negates(tokens: list[Token], i: int) -> bool:
    """An English negation ("don't", "never"): the sentence tokens drop "don't" as a
    function word, so it is read here from the break token "not" or a word kept. A plain
    "do" negates nothing ("I do all my drafting in Obsidian"); "do not" is read by its
    "not"."""
    tok = tokens[i]
    return tok.kind in ("break", "word") and tok.text in _EN_NEGATION


def names_other_old(text: str, record: Mentions) -> bool:
    """Whether ``text`` says in the negative or as the old value a word the record never
    mentions ("Don't use the logging module in the CLI scripts; print to stdout instead"
    against "Use print statements for debugging"): then it replaces something else, and
    no sentence of it corrects the record."""
    tokens = statement_tokens(text)
    return any(was and tok.content and record.covers(tok) is False
               for tok, was in zip(tokens, old_context(tokens), strict=True))


def says_old(text: str) -> bool:
    """Whether ``text`` says any word in the negative or as the old value ("not cron",
    "不住了", "Jest をやめて")."""
    tokens = statement_tokens(text)
    return any(was and tok.content for tok, was in zip(tokens, old_context(tokens),
                                                         strict=True))


def gives_up(text: str) -> bool:
    """Whether ``text`` says a word in the negative or as the old value and no new value:
    the half of a correction said in a sentence of its own ("No, not Jest.", "Jest を
    やめます。", "不用 Jest 了。", "We retired Jenkins last week.")."""
    tokens = statement_tokens(text)
    if any(t.slot == "new" for t in tokens):
        return False
    return any(was and tok.content for tok, was in zip(tokens, old_context(tokens),
                                                         strict=True))


def _ends_clause(tok: Token) -> bool:
    return tok.kind == "break" and not tok.text.isalpha() and tok.text != "/" \
        and not _CJK_TEXT.match(tok.text)


__all__ = ["gives_up", "names_other_old", "old_context", "says_gone", "says_old"]
