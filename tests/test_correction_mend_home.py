"""A move that is not the person's, or not made, replaces no record of where the person
lives; another person named as an object of the move ("to be near my mum", "with my
kids") leaves it the person's (`memdir.pipeline.admission.home`, `.employer`,
`.timezone`), on both write paths."""

from __future__ import annotations

import pytest
from write_paths import PATHS

_HANGZHOU = "用户住在杭州"
_CHANGPING = "用户住在北京昌平"


@PATHS
@pytest.mark.parametrize("old", [_HANGZHOU, _CHANGPING])
@pytest.mark.parametrize("new", [
    # A thing moved, not the person.
    "我把沙发搬到客厅了。",
    "我把书架搬到卧室了。",
    "我把服务器搬到阿里云上海了",
    # Wished, planned, negated, nearly made, might be made.
    "我想搬到顺义。",
    "我打算明年搬到顺义。",
    "我不想搬到上海。",
    "我差点搬到苏州。",
    "我明年可能会搬到上海。",
    # Another person, or a thing of the person's or of no one's.
    "小李搬到顺义了",
    "我的工作室搬到苏州了",
    "公司搬到苏州了，我每天坐高铁通勤。",
])
def test_a_move_not_the_persons_or_not_made_replaces_no_home(decided, old, new):
    assert decided(old, new, "user") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    (_CHANGPING, "我搬到顺义了"),
    (_HANGZHOU, "我上个月搬到上海了。"),
    ("The user lives in London", "I moved to Leeds to be near my mum."),
    ("The user lives in London", "I moved to Leeds last month with my kids."),
    ("The user's time zone is UTC.", "I'm on JST now, I moved to Tokyo with my kids."),
    ("The user is a retained firefighter at Holsworthy",
     "Last month I transferred to Bude fire station to be near my kids."),
])
def test_the_persons_own_move_with_another_person_as_its_object_replaces_it(decided, old, new):
    assert decided(old, new, "user") == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in London", "My mum moved to Leeds last month."),
    ("The user lives in London", "My wife and I moved to Leeds."),
    ("The user's time zone is UTC.", "My kids are on JST now, they moved to Tokyo."),
    ("The user is a retained firefighter at Holsworthy",
     "My mentor transferred to Bude fire station."),
])
def test_another_persons_move_replaces_nothing(decided, old, new):
    assert decided(old, new, "user") == "store"
