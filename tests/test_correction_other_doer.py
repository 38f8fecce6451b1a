"""A statement of what another person does ("兄がタクシーの運転手をやめて") replaces no
record of what the person does, on both write paths (`Memory.save`'s candidate and offline
extraction's); the person's own change, said with no subject, with 私は, or after another
person's reason, still corrects it, and so does the other person's change against a record
that names them."""

from __future__ import annotations

import pytest
from write_paths import PATHS

TAXI = "ユーザーはタクシーの運転手をしている。"
JOG = "ユーザーは毎朝ジョギングをしている。"
BOOK = "ユーザーは家計簿をエクセルでつけている。"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The person who does it, before が, は or も: one kanji the record was never asked about.
    (TAXI, "兄がタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (TAXI, "兄はタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (TAXI, "うちの母もタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (JOG, "夫は毎朝のジョギングをやめて、今は水泳に通っています。"),
    (BOOK, "妻は家計簿をエクセルからマネーフォワードに変えました。"),
    # English and Chinese name the person in a word the record is asked about.
    ("The user drives a taxi.", "My brother quit driving a taxi and drives a bus now."),
    ("用户记账用Excel。", "我妈记账改用随手记了。"),
    ("用户记账用Excel。", "我哥记账改用随手记了。"),
])
def test_what_another_person_does_stays_new(decided, old, new):
    assert decided(old, new) != "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    (TAXI, "タクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (TAXI, "私はタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (JOG, "毎朝のジョギングをやめて、今は水泳に通っています。"),
    (BOOK, "家計簿をエクセルからマネーフォワードに変えました。"),
    # Another person gives the reason; the user made the change.
    (BOOK, "兄が勧めてくれたので、家計簿をエクセルからマネーフォワードに変えました。"),
    (BOOK, "家計簿をエクセルからマネーフォワードに変えました。妻が勧めてくれて。"),
    # The record names the person: the change is theirs.
    ("ユーザーの兄はタクシーの運転手をしている。",
     "兄がタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    ("用户记账用Excel。", "记账改用随手记了。"),
])
def test_the_persons_own_change_still_corrects_it(decided, old, new):
    assert decided(old, new) == "update"
