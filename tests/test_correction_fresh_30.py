"""The classes fresh_30's misses showed (`memdir.pipeline.admission`): each a class with the
corrections a rule of it takes and look-alikes sharing its words that stay new, on both
write paths (`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS

from memdir.pipeline.admission.spelling import plain_word

# --- an English word with 's glued to it is the word ----------------------------------


def test_a_word_with_s_glued_to_it_is_read_as_the_word():
    assert plain_word("lido's") == "lido"
    assert plain_word("hallam's") == "hallam"
    assert plain_word("'van's'") == "van"
    # A function word with it stays as written; so does a word too short to be one.
    assert plain_word("it's") == "it's"
    assert plain_word("let's") == "let's"
    assert plain_word("a's") == "a's"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The lido's season opens on 1 May", "The lido season opens on 15 May now."),
    ("The lido season opens on 1 May", "The lido's season opens on 15 May now."),
    ("The village hall's piano is tuned by Mr Hallam",
     "The hall piano is tuned by Priya Shah now."),
])
def test_a_word_said_with_or_without_s_is_the_records_word(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The lido's season opens on 1 May", "The paddling pool's season opens on 15 May now."),
    ("The lido's season opens on 1 May", "The lido's café opens on 15 May now."),
    ("The lido's season opens on 1 May", "The lido season opens on 1 May."),
    ("The village hall's piano is tuned by Mr Hallam",
     "The school piano is tuned by Priya Shah now."),
])
def test_a_look_alike_of_a_word_with_s_stays_new(decided, old, new):
    assert decided(old, new) != "update"


# --- "do" that says a thing is done, not "do not" ---------------------------------------


@PATHS
def test_a_plain_do_says_no_negation(decided):
    assert decided("The user drafts in Scrivener",
                   "I do all my drafting in Obsidian these days.", "user") == "update"


@PATHS
@pytest.mark.parametrize("new", [
    "I do not draft in Obsidian anymore.",
    "I do my research notes in Obsidian these days.",
])
def test_do_not_and_another_thing_done_stay_new(decided, new):
    assert decided("The user drafts in Scrivener", new, "user") != "update"
