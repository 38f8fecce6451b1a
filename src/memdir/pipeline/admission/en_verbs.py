"""Corrections: the English verbs of change the slot rule reads, by what they say of the
value after them (`memdir.pipeline.admission.change_words`): a thing ended, done again,
moved or changed to a new value, changed only with the new amount after "to", replaced."""

from __future__ import annotations

# Verbs of ending a thing ("we retired Jenkins", "drop Jest"): the old value follows.
EN_END_VERBS = frozenset("""drop dropped dropping drops ditch ditched ditching retire
    retired retiring retires abandon abandoned abandoning stop stopped stopping stops quit
    quitting left cancel cancelled canceled cancelling canceling""".split())
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
    renaming""".split()) | frozenset(
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
EN_REPLACE_VERBS = frozenset("""replace replaced replaces replacing swap swapped swaps
    swapping trade traded trades trading exchange exchanged""".split())

__all__ = ["EN_END_VERBS", "EN_GO", "EN_REDO_VERBS", "EN_REPLACE_VERBS", "EN_TO_ONLY",
           "EN_TO_VERBS"]
