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
    # An amount where the record says one: the rules of amounts read it.
    ("Python 用四个空格缩进。", "缩进还是改回两个空格吧。"),
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


# --- a record's place said in several words is one old value ---------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("Runbooks live in the ops repo under docs/runbooks", "Runbooks moved to the wiki."),
    ("Runbooks live in the ops repo under docs/runbooks", "Move the runbooks to the wiki."),
    ("Design specs are kept in Figma under the Product team space",
     "Design specs moved to Penpot."),
    ("运维手册放在 ops 仓库的 docs 目录下。", "运维手册迁到 Wiki 了。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "マニュアル類は全部 NotePM に移しました。"),
])
def test_a_new_place_replaces_a_place_of_several_words(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # A word of the place said (its own thing), another subject, or a new value of
    # another kind than a place (how often).
    ("Runbooks live in the ops repo under docs/runbooks", "Docs moved to the wiki."),
    ("Runbooks live in the ops repo under docs/runbooks",
     "Runbooks must be reviewed every quarter from now on."),
    ("Design specs are kept in Figma under the Product team space",
     "Design reviews moved to Thursdays."),
    ("运维手册放在 ops 仓库的 docs 目录下。", "运维手册改成每季度审一次。"),
    ("运维手册放在 ops 仓库的 docs 目录下。", "值班手册迁到 Wiki 了。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "社内マニュアルの更新は月 1 回に変わりました。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "議事録は全部 NotePM に移しました。"),
    # A port or a version after 在 is no place: the statement moves the whole service.
    ("搜索服务在预发环境监听 9200 端口。", "服务已经迁到腾讯云了。"),
    ("服务跑在 Python 3.11 上。", "服务已经迁到腾讯云了。"),
    ("API 在预发环境监听 8080 端口。", "API 迁到 K8s 了。"),
    ("The API listens on port 8080 in staging.", "The API moved to Kubernetes."),
])
def test_look_alikes_of_a_place_of_several_words(old, new):
    assert not targets(old, new)


# --- the old place kept frozen: read-only, no longer updated ---------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("内部文档放在语雀上。", "文档都迁到飞书知识库了，语雀那边只读。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "マニュアル類は全部 NotePM に移しました。ドライブのほうはもう更新しません。"),
    ("Runbooks live in the ops repo under docs/runbooks",
     "Runbooks moved to Notion; the copies in the ops repo are frozen."),
])
def test_the_old_place_frozen_beside_the_new_one(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    # The old thing frozen and no new value, or another thing frozen beside another move.
    ("内部文档放在语雀上。", "语雀那边只读。"),
    ("内部文档放在语雀上。", "需求池迁到飞书了，旧的 Jira 只读。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "ドライブのほうはもう更新しません。"),
    ("社内マニュアルは Google ドライブの「総務」フォルダにある。",
     "議事録は NotePM に移しました。Confluence はもう更新しません。"),
    ("Runbooks live in the ops repo under docs/runbooks", "The ops repo is frozen."),
    ("Runbooks live in the ops repo under docs/runbooks",
     "The staging repo is frozen, so deploys moved to the ops repo."),
])
def test_look_alikes_of_the_old_place_frozen(old, new):
    assert not targets(old, new)


# --- "swap X out for Y": the particle of a verb of replacing is no word of the value -----------


@pytest.mark.parametrize(("old", "new"), [
    ("The UI font is Inter", "We swapped Inter out for Geist across the app."),
    ("The UI font is Inter", "Swap out Inter for Geist."),
    # Chinese and Japanese say it with no particle; the same correction.
    ("UI 字体用 Inter。", "UI 字体把 Inter 换成 Geist 了。"),
    ("UI フォントは Inter。", "Inter を Geist に置き換えました。"),
])
def test_swap_out_for_names_the_old_and_the_new_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("The UI font is Inter", "We swapped the logo out for a new one."),
    ("The UI font is Inter", "Swap out the icons for Lucide across the app."),
    ("UI 字体用 Inter。", "把图标换成 Lucide 了。"),
    ("UI フォントは Inter。", "アイコンを Lucide に置き換えました。"),
])
def test_look_alikes_of_swap_out_for(old, new):
    assert not targets(old, new)


# --- an amount written with thousands, its threshold named by a noun -----------------------


@pytest.mark.parametrize(("old", "new"), [
    ("5,000 円以上のご注文で送料無料。", "送料無料のラインを 8,000 円に引き上げました。"),
    ("满 5,000 元包邮。", "包邮门槛提高到 8,000 元了。"),
    ("满 5,000 元包邮。", "包邮改成满 8,000 元了。"),
    ("Orders over $5,000 ship free.", "Raise the free shipping threshold to $8,000."),
])
def test_a_threshold_in_thousands_said_again(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("5,000 円以上のご注文で送料無料。", "クーポンの最低利用金額を 3,000 円に引き上げました。"),
    ("5,000 円以上のご注文で送料無料。", "クーポンのラインを 3,000 円に引き上げました。"),
    ("满 5,000 元包邮。", "退款上限提高到 8,000 元了。"),
    ("满 5,000 元包邮。", "满减门槛提高到 8,000 元了。"),
    ("Orders over $5,000 ship free.", "Raise the refund limit to $8,000."),
])
def test_look_alikes_of_a_threshold_in_thousands(old, new):
    assert not targets(old, new)


def test_a_comma_between_thousands_is_one_number():
    from memdir.pipeline.admission.change_words import prepare_sentence
    assert "8000" in prepare_sentence("ラインを 8,000 円に")
    assert "10000000" in prepare_sentence("$10,000,000")
    assert "1,2,3" in prepare_sentence("steps 1,2,3")


# --- made one on a value: "で統一", "standardize on", "统一用" -----------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("見積書の金額は税抜で書く。", "見積の金額は、これからは税込で統一してください。"),
    ("見積書の金額は税抜で書く。", "見積の金額は税込に統一してください。"),
    ("报价单金额写不含税价。", "报价单金额以后统一用含税价。"),
    ("Quotes show prices before tax.", "For quotes, standardize on prices with tax."),
])
def test_made_one_on_a_value_names_the_new_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("見積書の金額は税抜で書く。", "請求書の日付は西暦で統一してください。"),
    ("見積書の金額は税抜で書く。", "表記ゆれは「サーバー」で統一してください。"),
    ("报价单金额写不含税价。", "发票日期以后统一用公历。"),
    ("Quotes show prices before tax.", "We standardized on Postgres for new services."),
    ("Quotes show prices before tax.", "Standardize invoices on ISO dates from now on."),
])
def test_look_alikes_of_made_one_on_a_value(old, new):
    assert not targets(old, new)


# --- a move said with へ, a time before the place -------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("私は大阪に住んでいる。", "春に福岡へ引っ越して、今はそっちからリモートで働いてます。"),
    ("私は大阪に住んでいる。", "先月福岡へ引っ越しました。"),
    ("我住在杭州。", "我春天搬到苏州了，现在远程办公。"),
    ("The user lives in Toronto",
     "I moved to Vancouver in the spring, so I'm on Pacific time now."),
])
def test_a_move_with_he_and_a_time_before_the_place(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("私は大阪に住んでいる。", "来週は福岡へ出張です。"),
    ("私は大阪に住んでいる。", "荷物を福岡へ送りました。"),
    ("私は大阪に住んでいる。", "春に新しいマンションへ引っ越しました。"),
    ("私は大阪に住んでいる。", "弟が福岡へ引っ越しました。"),
    ("我住在杭州。", "我春天去苏州出差了。"),
    ("The user lives in Toronto", "I flew to Vancouver in the spring for a conference."),
])
def test_look_alikes_of_a_move_with_he(old, new):
    assert not targets(old, new)


# --- "from here on" says it holds from now; "NumPy-style" is "in NumPy style" ---------------


@pytest.mark.parametrize(("old", "new"), [
    ("Write docstrings in Google style",
     "Could you write docstrings NumPy-style from here on? The Google-style ones render "
     "badly in our API reference."),
    ("Write docstrings in Google style", "Write docstrings NumPy-style from now on."),
    ("Write docstrings in Google style", "From this point on, write docstrings in NumPy style."),
    # Chinese says the manner with its own word and a change word.
    ("docstring 用 Google 风格写。", "以后 docstring 改用 NumPy 风格。"),
])
def test_from_here_on_and_a_manner_said_as_one_word(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Write docstrings in Google style",
     "Could you write changelog entries in Keep a Changelog style from here on?"),
    ("Write docstrings in Google style", "Write commit messages Conventional-style from here on."),
    ("Write docstrings in Google style", "From here on, name branches kebab-style."),
    ("docstring 用 Google 风格写。", "以后提交信息改用 Conventional 风格。"),
])
def test_look_alikes_of_from_here_on_and_a_manner(old, new):
    assert not targets(old, new)


def test_a_manner_after_an_article_names_things():
    from memdir.pipeline.admission.spelling import respelled
    assert respelled("write docstrings numpy-style") == "write docstrings in numpy style"
    assert respelled("the google-style ones") == "the google style ones"


# --- a service cancelled is gone --------------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), [
    ("ファイル共有は Box を使う。",
     "Box は解約しました。ファイルのやり取りは SharePoint でお願いします。"),
    ("File sharing goes through Box.",
     "We cancelled Box; file sharing goes through SharePoint now."),
    ("文件共享用 Box。", "Box 退订了，文件共享以后走 SharePoint。"),
])
def test_a_service_cancelled_is_the_old_value(old, new):
    assert targets(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("ファイル共有は Box を使う。", "Box は解約しました。"),
    ("ファイル共有は Box を使う。", "Zoom は解約しました。会議は Teams でお願いします。"),
    ("File sharing goes through Box.", "We cancelled the standup; status goes in Slack now."),
    ("File sharing goes through Box.", "We cancelled Zoom; meetings are on Teams now."),
    ("文件共享用 Box。", "Zoom 退订了，开会以后用腾讯会议。"),
    ("文件共享用 Box。", "Box 退订了。"),
])
def test_look_alikes_of_a_service_cancelled(old, new):
    assert not targets(old, new)
