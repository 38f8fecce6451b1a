"""Admission policy: scope, markers, secrets, duplicates, and update semantics."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import InvalidNameError
from memdir.foundation.record import Record, validate_name
from memdir.pipeline.admission.policy import (
    TEMPORARY_MARKERS,
    Decision,
    decide,
    find_secret,
    find_temporary_marker,
    should_store,
)
from memdir.pipeline.extract import extract_offline

PYTEST = Record(name="prefer-pytest", description="这个项目写测试一律用 pytest,不用 unittest",
                type="feedback", body="新写的测试用 pytest 风格的函数和 fixture。")


def cand(name="use-ruff", description="Lint with ruff, never flake8", type="feedback",
         body="The user asked for ruff.", lifetime="persistent", quote="") -> Candidate:
    return Candidate(name=name, description=description, type=type, body=body,
                     lifetime=lifetime, quote=quote)


def test_a_plain_persistent_candidate_is_stored():
    d = should_store(cand(), [PYTEST])
    assert (d.action, d.target) == ("store", None)
    assert d.accepted and d.reason


def test_missing_body_defaults_to_the_description():
    d = should_store(cand(body="  "), [])
    assert d.action == "store"
    assert d.candidate.body == "Lint with ruff, never flake8"


def test_type_and_lifetime_are_normalized_for_writing():
    d = should_store(cand(type=" Feedback ", lifetime="PERSISTENT", name=" use-ruff "), [])
    assert d.action == "store"
    assert (d.candidate.type, d.candidate.lifetime, d.candidate.name) == (
        "feedback", "persistent", "use-ruff")


# --- shape ---------------------------------------------------------------------------

def test_current_task_lifetime_is_rejected_with_its_reason():
    d = should_store(cand(lifetime="current_task"), [])
    assert d.action == "reject"
    assert "current_task" in d.reason


@pytest.mark.parametrize("changes, words", [
    ({"lifetime": "forever"}, "persistent"),
    ({"type": "todo"}, "not one of user, feedback, project, reference"),
    ({"name": "   "}, "name is empty"),
    ({"description": ""}, "description is empty"),
    ({"description": "x" * 1001}, "longer than 1000"),
])
def test_malformed_candidates_are_rejected(changes, words):
    d = should_store(cand(**changes), [])
    assert d.action == "reject"
    assert words in d.reason


@pytest.mark.parametrize("name", ["../../x", "a/b", "MEMORY", "memory.md", ".hidden", "con",
                                  "x" * 150])
def test_invalid_names_are_rejected_with_the_name_error_text(name):
    with pytest.raises(InvalidNameError) as err:
        validate_name(name)
    d = should_store(cand(name=name), [])
    assert d.action == "reject"
    assert d.reason == str(err.value)


# --- temporary markers ---------------------------------------------------------------

def test_there_are_nineteen_markers_in_three_languages():
    assert len(TEMPORARY_MARKERS) == len(set(TEMPORARY_MARKERS)) == 19
    assert {"for now", "this task", "暂时", "本次任务", "今回"} <= set(TEMPORARY_MARKERS)


def test_taskbar_does_not_match_this_task():
    d = should_store(cand(name="taskbar-fixes", description="Always fix this taskbar first",
                          body="Fix this taskbar before anything else."), [])
    assert d.action == "store"


@pytest.mark.parametrize("description", [
    "Skip the slow tests for now", "FOR NOW skip the slow tests", "For\n now skip tests",
    "Only in this task: skip lint", "Use the staging DB this time", "暂时不要跑测试",
    "本次任务不用写文档", "这次先别部署", "今回はテストを省略", "とりあえずlintを無効に",
    "ｆｏｒ ｎｏｗ skip tests",
    # a thing made to be used once; one lunch break
    "导出脚本就用一次", "这个脚本是一次性的", "変換スクリプトは使い捨てなので雑でいい",
    "Look at the logs during lunch", "午休的时候帮我跑测试", "昼休みの間にログを見て",
    "下班后帮我跑测试", "今回は初めてなので手順を省略しない",
    # for now, keep doing so (先…着); the user's own step after one event
    "你先用本地的 mock 数据跑着", "先这么用着吧", "接口先用假数据顶着,后端好了再换",
    "等重构完了我再统一格式化", "发版完我再补文档", "等迁移结束了我来处理剩下的数据",
])
def test_temporary_markers_reject_case_insensitively(description):
    d = should_store(cand(description=description, body=""), [])
    assert d.action == "reject"
    assert "temporary" in d.reason


@pytest.mark.parametrize("description", [
    # A span counted from now, or one person's absence: with a rule's exception after it
    # the sentence was stored as lasting ("…, except the comics - those are shelved by…").
    "Shelve returns by author for the next two weeks, except the comics - those are "
    "shelved by series.",
    "Over the next few days, pack orders by weight, except the fragile ones - those are "
    "packed by hand.",
    "Pack orders by weight while Sam is away, except the fragile ones - those are packed "
    "by hand.",
    "For the next 3 months, route refunds to Priya.", "In the coming weeks, cc me on invoices.",
    "Send the reports to Dana while Marco is on leave.",
    "接下来两周先按作者上架,漫画按系列放。", "之后的两个月退款都转给小李。",
    "今後二週間は著者順で並べてください。", "この先三日間は重さ順で梱包してください。",
])
def test_a_span_counted_from_now_or_an_absence_is_temporary(description):
    d = should_store(cand(description=description, body=""), [])
    assert d.action == "reject" and "temporary" in d.reason, d.reason


@pytest.mark.parametrize("text", [
    "Keep the logs for 30 days.", "Plan the next release with Dana.",
    "While the tide is out, the pier is closed.", "Retain invoices for the next audit.",
    "今後はテストを書いてください。", "今后两个版本都要兼容 Python 3.9。",
    "Answer support mail within two days.", "以后每周五下午发周报。",
    # a period counted from now that recurs: how often, from now on
    "オンコールはこれから 2 週間ごとの交代にします。", "之后两周一次例会。",
    # how long a thing is kept, from now on
    "バックアップは今後30日間保存してください。", "日志之后的 30 天都要保留。",
])
def test_a_lasting_span_or_no_span_from_now_is_not_temporary(text):
    assert find_temporary_marker(text) is None, text


@pytest.mark.parametrize("text", [
    "Fix this taskbar", "Avoid this time-consuming migration", "this_task_id is a column",
    "临时文件统一放在 .cache 目录", "Keep thistime as one word", "information",
])
def test_markers_need_word_boundaries(text):
    assert find_temporary_marker(text) is None


@pytest.mark.parametrize("text", [
    # all at once, every migration, a kind of script, every day's lunch
    "不要一次性加载全部数据", "迁移脚本只跑一次", "使い捨てのスクリプトでも t() を通す",
    "No deploys during lunch hours", "每天午休的时候别发通知",
    # after work on every day; the first time one does something
    "我每天只有下班后一两个小时能写代码", "Web の開発は今回が初めてです", "这次是我第一次写前端",
    # 先 with 照着 (following) or 着 inside a clause; the user's step every time or from now on
    "先照着 PEP 8 来,别自己发明格式", "写代码前先想着测试怎么写",
    "给我讲新概念的时候先举个例子,再讲定义",
    "每次代码写完了我来 review", "以后功能做完了我再统一验收",
])
def test_what_holds_every_time_is_no_one_off(text):
    assert find_temporary_marker(text) is None


def test_marker_in_the_name_counts_but_not_in_the_quote():
    assert should_store(cand(name="for-now-skip-lint"), []).action == "reject"
    quoted = cand(quote="以后用 ruff。另外这次先别跑测试。")
    assert should_store(quoted, []).action == "store"


# --- secrets -------------------------------------------------------------------------

SECRETS = [
    ("an Anthropic API key", "sk-ant-api03-Qx7dLm2Rt9Vb4Nc8Ws1Ze6Ky3Hf5Jg0"),
    ("an API key (sk-...)", "sk-proj-4fT9mQ2xLr8VbN3cWs7ZkY1hJd6G"),
    ("an AWS access key", "AKIAQ3EGRXTM5DPLW7NK"),
    ("a GitHub token", "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"),
    ("a GitHub token", "gho_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6"),
    ("a GitHub token", "github_pat_11ABCDEFG0123456789_abcdefghijklmnop"),
    ("a Slack token", "xoxb-2048-1234567890-AbCdEfGh"),
    ("a Slack token", "xoxp-99999-abcdefghij"),
    ("a Google API key", "AIzaSyD4-x9Q2mL7rT5vB8nC1wE6kJ3hG0fPzA1"),
    ("a JSON Web Token",
     "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1g"),
    ("a private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA"),
    ("a private key", "-----BEGIN OPENSSH PRIVATE KEY-----"),
    ("a bearer token", "Authorization: Bearer 9f8e7d6c5b4a39281706f5e4"),
    ("a password", "password=hunter2"),
    ("a password", "DB_PASSWORD = 'Tr0ub4dor&3'"),
    ("an API key", '{"api_key": "abcd1234efgh"}'),
    ("a password", "PASSWORD: hunter2"),
    ("a client secret", "client_secret: 8c1f0e2d7b"),
    ("a password in a URL", "postgres://admin:s3cretpw@db.internal:5432/app"),
    ("a password", "数据库密码是 Hunter2024"),
]


@pytest.mark.parametrize("kind, secret", SECRETS)
@pytest.mark.parametrize("field", ["description", "body", "quote"])
def test_secrets_are_rejected_without_being_echoed(kind, secret, field):
    text = f"Connect to the staging database with {secret} when testing"
    d = should_store(cand(**{field: text}), [])
    assert d.action == "reject"
    assert kind in d.reason
    for part in secret.split():
        if len(part) >= 8:
            assert part not in d.reason


@pytest.mark.parametrize("field", ["name", "type"])
def test_a_secret_in_a_quoted_field_is_not_echoed(field):
    key = "sk-ant-api03-Qx7dLm2Rt9Vb4Nc8Ws1Ze6Ky3Hf5Jg0"
    d = should_store(cand(**{field: f"key/{key}"}), [])
    assert d.action == "reject"
    assert key[:12] not in d.reason and "Anthropic" in d.reason


@pytest.mark.parametrize("text", [
    "Set max_tokens: 4000 for the summarizer", "The tokenizer: bpe with 32k merges",
    "sk-learn-is-the-old-name-of-the-library", "Read password=$DB_PASSWORD from the env",
    "Never log the token: redact it", "api_key = os.environ['OPENAI_API_KEY']",
    "密码是在1Password里找", "Use bearer authentication for the API", "password: ********",
])
def test_ordinary_text_is_not_a_secret(text):
    assert find_secret(text) is None


# --- duplicates ----------------------------------------------------------------------

def test_same_description_under_another_name_is_a_duplicate():
    c = cand(name="pytest-only", description="  这个项目写测试一律用 PYTEST,不用   unittest ")
    d = should_store(c, [PYTEST])
    assert d.action == "reject"
    assert "duplicate of 'prefer-pytest'" in d.reason.casefold()


def test_same_body_under_another_name_is_a_duplicate():
    c = cand(name="pytest-style", description="pytest style",
             body="新写的测试用 pytest 风格的函数和 fixture。")
    d = should_store(c, [PYTEST])
    assert d.action == "reject" and "prefer-pytest" in d.reason


def test_duplicates_within_a_batch_keep_the_first():
    first = cand(name="use-ruff")
    again = cand(name="ruff-linter")
    renamed = cand(name="USE-RUFF", description="something else", body="other")
    decisions = decide([first, again, renamed], [])
    assert [d.action for d in decisions] == ["store", "reject", "reject"]
    assert "use-ruff" in decisions[1].reason
    assert "earlier candidate" in decisions[2].reason


def test_a_rejected_candidate_does_not_block_a_later_one():
    temporary = cand(description="Lint with ruff, never flake8 for now", body="")
    decisions = decide([temporary, cand()], [])
    assert [d.action for d in decisions] == ["reject", "store"]


def test_decide_only_decides():
    existing = [PYTEST]
    decide([cand(name="prefer-pytest", description="changed")], existing)
    assert existing == [PYTEST]
    assert existing[0].description.startswith("这个项目")


# --- updates -------------------------------------------------------------------------

def test_an_existing_name_is_an_update_of_that_record():
    c = cand(name="Prefer-PyTest", description="测试改用 vitest", body="")
    d = should_store(c, [PYTEST, Record(name="other", description="x", type="user")])
    assert d.action == "update"
    assert d.target is PYTEST
    assert d.candidate.name == "prefer-pytest"
    assert d.candidate.description == "测试改用 vitest"


def test_names_are_matched_after_unicode_normalization():
    composed = unicodedata.normalize("NFC", "café-notes")
    decomposed = unicodedata.normalize("NFD", "CAFÉ-notes")
    rec = Record(name=composed, description="old", type="project")
    d = should_store(cand(name=decomposed, description="new"), [rec])
    assert d.action == "update" and d.target is rec


def test_identical_content_is_already_stored():
    same = cand(name="prefer-pytest", description=PYTEST.description, body=PYTEST.body)
    d = should_store(same, [PYTEST])
    assert d.action == "reject" and "Already stored as 'prefer-pytest'" in d.reason
    # A model that omits the body of an unchanged memory adds nothing either.
    bare = cand(name="prefer-pytest", description=PYTEST.description.upper(), body="")
    assert should_store(bare, [PYTEST]).action == "reject"


def test_only_a_repeat_of_stored_content_is_flagged_unchanged():
    """Callers tell "unchanged" from "refused" by the flag, never by the reason's words."""
    same = should_store(cand(name="prefer-pytest", description=PYTEST.description,
                             body=PYTEST.body), [PYTEST])
    duplicate = should_store(cand(name="other", description=PYTEST.description), [PYTEST])
    temporary = should_store(cand(description="for now use tabs"), [])
    assert same.unchanged and same.action == "reject"
    assert not duplicate.unchanged and duplicate.action == "reject"
    assert not temporary.unchanged
    assert not should_store(cand(name="prefer-pytest", description="new"), [PYTEST]).unchanged


def test_a_correction_updates_the_similar_record_instead_of_adding_a_conflict():
    asked: list[Candidate] = []

    def find_similar(c: Candidate) -> Record | None:
        asked.append(c)
        return PYTEST

    candidates = extract_offline([{"role": "user", "content": "我改主意了,测试改用 vitest"}])
    decisions = decide(candidates, [PYTEST], find_similar=find_similar)
    assert [d.action for d in decisions] == ["update"]
    (d,) = decisions
    assert d.target is PYTEST
    assert d.candidate.name == "prefer-pytest"
    assert "vitest" in d.candidate.description
    assert len(asked) == 1


@pytest.mark.parametrize(("old", "text"), [
    ("Lint with flake8", "I changed my mind: lint with ruff instead"),
    ("Lint with flake8", "Switch to ruff for linting"),
    ("リントは flake8 で行う", "今後はリントを ruff に変更"),
    ("Lint with flake8", "不再用 flake8,改成 ruff"),
])
def test_change_cues_in_three_languages(old, text):
    rec = Record(name="use-flake8", description=old, type="feedback")
    d = should_store(cand(description=text, body=""), [rec], find_similar=lambda c: rec)
    assert (d.action, d.target) == ("update", rec)


def test_a_change_without_the_records_subject_is_a_new_memory():
    # "今後" (from now on) and a change word are all it shares with the record.
    rec = Record(name="use-flake8", description="Lint with flake8", type="feedback")
    d = should_store(cand(description="今後はruffに変更", body=""), [rec],
                     find_similar=lambda c: rec)
    assert (d.action, d.target) == ("store", None)


def test_find_similar_is_only_asked_about_corrections():
    def fail(c: Candidate) -> Record | None:
        raise AssertionError("asked without a change cue")

    assert should_store(cand(), [PYTEST], find_similar=fail).action == "store"


def test_a_similar_record_of_another_type_or_a_broken_index_means_store():
    correction = cand(description="Switch to ruff for linting", body="")
    other_type = Record(name="lint-docs", description="Lint docs", type="reference")
    assert should_store(correction, [other_type],
                        find_similar=lambda c: other_type).action == "store"

    def broken(c: Candidate) -> Record | None:
        raise OSError("index is gone")

    assert should_store(correction, [], find_similar=broken).action == "store"


def test_two_corrections_of_one_record_in_a_batch_update_it_once():
    rec = Record(name="use-flake8", description="Lint with flake8", type="feedback")
    first = cand(name="a", description="Switch to ruff for linting", body="")
    second = cand(name="b", description="No longer lint with flake8", body="")
    decisions = decide([first, second], [rec], find_similar=lambda c: rec)
    assert [d.action for d in decisions] == ["update", "reject"]


def test_the_seeds_session_one_stores_exactly_the_pytest_preference():
    text = "以后在这个项目里写测试一律用 pytest,不要用 unittest。另外这次先别跑测试。"
    decisions = decide(extract_offline([{"role": "user", "content": text}]), [])
    assert [d.action for d in decisions] == ["store"]
    assert "pytest" in decisions[0].candidate.description
    assert "这次" not in decisions[0].candidate.body


# --- never raises --------------------------------------------------------------------

_text = st.text(max_size=200)
_records = st.lists(st.builds(Record, name=_text, description=_text, type=_text, body=_text),
                    max_size=4)


@settings(max_examples=300, deadline=None)
@given(st.builds(Candidate, name=_text, description=_text, type=st.sampled_from(
    ["feedback", "user", "project", "reference", "x"]) | _text, body=_text,
    lifetime=st.sampled_from(["persistent", "current_task"]) | _text, quote=_text), _records)
def test_should_store_never_raises(candidate, existing):
    decisions = decide([candidate, candidate], existing,
                       find_similar=lambda c: existing[0] if existing else None)
    assert decisions[1].action == "reject"
    d = should_store(candidate, existing)
    assert isinstance(d, Decision)
    assert d.action in ("store", "update", "reject") and d.reason
    if d.accepted:
        d.candidate.to_record().validate()
