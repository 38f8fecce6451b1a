"""Corrections: the English verbs of change the slot rule reads, by what they say of the
value after them (`memdir.pipeline.admission.change_words`): a thing ended, done again,
moved or changed to a new value, changed only with the new amount after "to", replaced."""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.tokens import Token

# Verbs of ending a thing ("we retired Jenkins", "drop Jest"): the old value follows.
EN_END_VERBS = frozenset("""drop dropped dropping drops ditch ditched ditching retire
    retired retiring retires abandon abandoned abandoning stop stopped stopping stops quit
    quitting left cancel cancelled canceled cancelling canceling""".split())
# A thing the user had and sold ("Sold the Brompton"): the old value follows, as after a
# verb of ending. Active only: "the church hall got sold for flats" says what became of
# a thing, and "sell" is a trade ("We sell secondhand vinyl"), no change.
EN_SOLD = re.compile(r"(?<![a-z0-9\-'])(?<!got\s)(?<!get\s)(?<!gets\s)(?<!was\s)(?<!were\s)"
                     r"(?<!been\s)(?<!being\s)(?<!be\s)(?<!is\s)(?<!are\s)sold(?![a-z0-9\-'])")
# Verbs of doing a thing again ("we rebuilt the mobile app in Flutter"): a change, its
# slot unsaid (the frame rule reads the value).
EN_REDO_VERBS = frozenset("""rebuilt rebuild rebuilds rebuilding rewrote rewritten rewrite
    rewrites rewriting redid redone redo reimplemented reimplement""".split())
# "switch the tests to vitest", "move ticket tracking from Jira to Linear".
EN_TO_VERBS = frozenset("""switch switched switches switching change changed changes
    changing move moved moves moving migrate migrated migrates migrating upgrade upgraded
    upgrades upgrading raise raised raises raising lower lowered lowers lowering increase
    increased increases increasing decrease decreased decreases decreasing reduce reduced
    reduces reducing bump bumped bumps bumping ported porting rename renamed renames
    renaming upped upping""".split()) | frozenset(
    # Verbs that make an amount stricter, looser, longer or shorter ("We tightened the
    # p95 target to 200 ms", "Relax the limit to 120 characters"), as "raise" and "lower"
    # do: what follows "to" is the new amount.
    """tighten tightened tightens tightening loosen loosened loosens loosening relax
    relaxed relaxes relaxing extend extended extends extending shorten shortened shortens
    shortening lengthen lengthened lengthens lengthening""".split())
# Verbs that change an amount only with the new one after "to" ("Cut the cache TTL to 90
# seconds", "The uptime target went up to 99.95%"): alone they say no change ("we cut a
# release every Friday", "the page went down").
EN_TO_ONLY = frozenset("cut cuts cutting trim trimmed trims trimming".split())
EN_GO = frozenset("go goes going gone went come comes coming came".split())
# Verbs of handing a duty on to a person ("Margaret's handed the flower rota over to
# Joan", "passed the treasurer's job on to Ian"): with "over" or "on" before "to" the new
# one who does it follows; alone they say nothing of who ("pass the salt", "hand it in").
EN_HAND_VERBS = frozenset("hand hands handed handing pass passes passed passing".split())
EN_REPLACE_VERBS = frozenset("""replace replaced replaces replacing swap swapped swaps
    swapping trade traded trades trading exchange exchanged""".split())



def handed_on(tokens: list[Token], i: int) -> bool:
    """"hand X over to Y", "pass X on to Y": a verb of `EN_HAND_VERBS`, then in its clause
    "over" or "on" and "to" before a word. The verb becomes a change word, "to" the new
    value's; True when they did."""
    tok = tokens[i]
    if tok.kind != "word" or tok.text not in EN_HAND_VERBS:
        return False
    particle = False
    for j in range(i + 1, len(tokens) - 1):
        nxt = tokens[j]
        if nxt.kind == "cue" or nxt.kind == "break" and not nxt.text.isalpha():
            return False
        if nxt.kind == "break" and nxt.text in ("over", "on"):
            particle = True
        elif nxt.kind == "break" and nxt.text == "to":
            if not particle or not tokens[j + 1].content:
                return False
            tok.kind, tok.text = "cue", "CUE"
            nxt.kind, nxt.text = "cue", "NEW_AFTER"
            return True
    return False


__all__ = ["EN_END_VERBS", "EN_SOLD", "EN_GO", "EN_HAND_VERBS", "EN_REDO_VERBS", "EN_REPLACE_VERBS",
           "EN_TO_ONLY", "EN_TO_VERBS", "handed_on"]
