"""A job said now against a record of an office the person holds in a club or association
(`memdir.pipeline.admission.role`): a trade or a post at work replaces a role record only
when the record's role is a job too, never an office, a volunteer post or a membership of
a club, society, church, 自治会, PTA, 业委会 or 协会 one holds beside one's job. The
corrections of one job by another still update, on both write paths."""

from __future__ import annotations

import pytest
from write_paths import PATHS


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user works as a vet nurse", "I'm not a vet nurse any more, I qualified as a vet."),
    ("The user is a vet nurse", "I qualified as a vet."),
    ("用户是护士", "我考上了护士长。"),
    ("私は看護師として働いています", "看護師長になりました。"),
    ("私は看護師です", "今はマネージャーをしています。"),
])
def test_a_job_replaces_a_job(decided, old, new):
    assert decided(old, new) == "update"


@PATHS
@pytest.mark.parametrize(("old", "new"), [
    ("The user is tower secretary at St Michael's", "I qualified as a vet."),
    ("The user is treasurer of the allotment society", "I'm a nurse now."),
    ("The user is the club captain", "I work as a pharmacist now."),
    ("用户在小区业委会当委员", "我考上了护士长。"),
    ("用户是羽毛球协会会长", "我现在当老师了。"),
    ("ユーザーは自治会の会計をしています", "看護師長になりました。"),
    ("ユーザーは自治会の会計をしています", "今はマネージャーをしています。"),
    ("私はPTAの書記です", "今は看護師をしています。"),
])
def test_a_job_leaves_an_office_held_beside_it(decided, old, new):
    assert decided(old, new) == "store"
