"""The classes fresh_19 showed (`memdir.pipeline.admission`): its false update and its
misses, each a class with the corrections a rule of it takes and look-alikes sharing its
words that stay new."""

from __future__ import annotations

import pytest
from test_frame import targets

from memdir.foundation.record import Record
from memdir.pipeline.admission.correction import correction_target
from memdir.pipeline.admission.mentions import Mentions

# --- a statement about the thing a record names as its value --------------------------------


@pytest.mark.parametrize(("old", "new"), [
    # The record's value (where, on what) is the statement's subject; the record's subject
    # is unsaid: the thing moved or changed, not where the record's subject is.
    ("Runbooks live in the ops repo under docs/runbooks",
     "The ops repo moved to GitHub Enterprise last week."),
    ("Runbooks live in the ops repo under docs/runbooks",
     "Last week the ops repo moved to GitHub Enterprise."),
    ("CI runs on Jenkins", "Jenkins moved to a new server."),
    ("Application secrets are stored in HashiCorp Vault",
     "Vault moved to a new cluster last week."),
    ("The UI font is Inter", "Inter was updated to version 4 last week."),
    ("运维手册放在 ops 仓库里。", "ops 仓库上周迁到 GitHub Enterprise 了。"),
    ("内部文档放在语雀上。", "语雀迁到私有化部署了。"),
    ("CI 跑在 Jenkins 上。", "Jenkins 迁到新服务器了。"),
    ("運用手順書は ops リポジトリにある。",
     "ops リポジトリは先週 GitHub Enterprise に移行しました。"),
    ("ファイル共有は Box を使う。", "Box は新しいプランに変わりました。"),
    ("CI は Jenkins で動いている。", "Jenkins は新しいサーバーに移しました。"),
])
def test_a_statement_about_the_records_value_is_no_correction(old, new):
    assert not targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The record's subject said: where it is now.
    ("Runbooks live in the ops repo under docs/runbooks",
     "Runbooks moved from the ops repo to the wiki."),
    ("Runbooks live in the ops repo under docs/runbooks",
     "Runbooks live in the wiki now, not the ops repo."),
    ("Application secrets are stored in HashiCorp Vault",
     "Application secrets moved to AWS Secrets Manager."),
    ("Design files are kept in Figma", "Design files moved to Penpot."),
    ("运维手册放在 ops 仓库里。", "运维手册迁到 Wiki 了。"),
    ("内部文档放在语雀上。", "内部文档迁到飞书了。"),
    ("運用手順書は ops リポジトリにある。", "運用手順書は Wiki に移しました。"),
    # The record's value said as the old one, gone, or replaced: what the record held goes.
    ("CI runs on Jenkins", "Jenkins was replaced by GitHub Actions."),
    ("CI runs on Jenkins", "Switch from Jenkins to GitHub Actions."),
    ("CI runs on Jenkins", "Jenkins is gone; we're on GitHub Actions now."),
    ("CI 跑在 Jenkins 上。", "Jenkins 换成 GitHub Actions 了。"),
    ("CI 跑在 Jenkins 上。", "不再用 Jenkins 了，改用 GitHub Actions。"),
    ("CI は Jenkins で動いている。", "Jenkins は GitHub Actions に置き換えました。"),
    ("CI は Jenkins で動いている。", "Jenkins から GitHub Actions に移行しました。"),
])
def test_the_records_subject_or_its_value_as_the_old_one_still_corrects(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("name", "old", "new"), [
    # "分支命名", the record's name, says its subject in other words: not its value.
    ("分支命名", "分支名用 feature/工单号。", "分支命名改成 用户名/工单号。"),
    # A part of the value said, another part of it replaced (the version of a language).
    ("python版本-3.11", "项目用 Python 3.11。", "Python 版本升到 3.12 了。"),
])
def test_the_subject_in_the_records_name_or_a_part_of_its_value_replaced(name, old, new):
    rec = Record(name=name, description=old, type="feedback")
    assert correction_target([new], [(rec, Mentions.of(name.replace("-", " "), old), old)]) is rec
