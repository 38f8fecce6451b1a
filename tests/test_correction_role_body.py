"""A role in a club, team, society or association is held beside a job: it replaces only a
record of that same body or of the same role (`memdir.pipeline.admission.role`), on both
write paths (`Memory.save`'s candidate and offline extraction's)."""

from __future__ import annotations

import pytest
from write_paths import PATHS


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user is a backend engineer", "I've taken over as treasurer of the allotment society."),
    ("The user is a backend engineer", "I'm now the captain of the village cricket club."),
    ("用户在医院当护士。", "我当上了羽毛球队队长。"),
    ("用户是前端开发。", "我现在当上了合唱团的团长了。"),
    ("ユーザーはエンジニアです。", "今は町内会の会長をやっています。"),
    ("ユーザーは看護師です。", "今はテニスクラブの会計をやっています。"),
])
def test_a_role_of_another_body_leaves_the_job_record(decided, old, new):
    assert decided(old, new, "user") == "store"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    # The same body, and a job changed with no body.
    ("The user is the secretary at the allotment society",
     "I've taken over as treasurer of the allotment society."),
    ("The user is the club treasurer at Ashby Cricket Club", "I took over as club captain."),
    ("The user is a backend engineer", "I'm an engineering manager now."),
    ("用户在医院当护士。", "我现在转做销售了。"),
    ("ユーザーは町内会の会計を担当している。", "今は町内会の会長をやっています。"),
    ("ユーザーはエンジニアです。", "今はエンジニアリングマネージャーをしています。"),
])
def test_a_role_of_the_same_body_or_kind_still_replaces_the_record(decided, old, new):
    assert decided(old, new, "user") == "update"
