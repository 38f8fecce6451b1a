"""Near-duplicates and contradictions among stored records (`memdir.pipeline.overlap`)."""

from __future__ import annotations

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.overlap import compare, find_overlaps

OLDER, NEWER = "2026-01-05T09:00:00Z", "2026-02-05T09:00:00Z"


def pair(a: str, b: str, rtype: str = "feedback") -> tuple[Record, Record]:
    return (Record("a", a, rtype, body=a, created=OLDER, updated=OLDER),
            Record("b", b, rtype, body=b, created=NEWER, updated=NEWER))


def kind(a: str, b: str) -> str | None:
    found = compare(*pair(a, b))
    return found.kind if found else None


@pytest.mark.parametrize(("a", "b"), [
    ("Always use pytest for tests", "Tests: use pytest."),
    ("Use pnpm, not npm", "Use pnpm"),
    ("Use vitest instead of jest", "Use vitest, not jest"),
    ("Always run tests before pushing", "Never push without running tests"),
    ("测试一律用 pytest", "以后测试都用 pytest"),
    ("包管理用 pnpm,不用 npm", "包管理用 pnpm"),
    ("テストは pytest で書く", "テストは必ず pytest で書くこと"),
    ("パッケージ管理は pnpm を使う", "パッケージ管理には pnpm を使用する"),
])
def test_the_same_thing_in_other_words_is_a_near_duplicate(a, b):
    assert kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    ("Use pytest for tests", "Use vitest for tests"),
    ("Reply in Chinese", "Reply in English"),
    ("Indent with 2 spaces", "Indent with 4 spaces"),
    ("Code reviews need one approval", "Code reviews need two approvals"),
    ("Deploy on Fridays", "Never deploy on Fridays"),
    ("Tests use pytest", "Switch the tests to vitest"),
    ("注释用英文写", "注释用中文写"),
    ("周五部署", "周五不部署"),
    ("测试一律用 pytest", "我改主意了,测试改用 vitest"),
    ("テストは pytest で書く", "テストは vitest で書く"),
    ("デフォルトブランチは main", "デフォルトブランチは develop"),
    ("金曜日にデプロイする", "金曜日はデプロイしない"),
])
def test_one_subject_with_another_value_is_a_contradiction_the_newer_wins(a, b):
    found = compare(*pair(a, b))
    assert found is not None and found.kind == "contradiction"
    assert (found.keep.name, found.other.name) == ("b", "a")


@pytest.mark.parametrize(("a", "b"), [
    ("The frontend uses React", "The backend uses React"),            # only the value shared
    ("Write comments in English", "Write commit messages in English"),  # another subject
    ("Use 4 spaces for Python", "Use 2 spaces for YAML"),             # subject and value
    ("Never log passwords", "Never log request bodies"),              # both refusals hold
    ("Tests run with pytest", "Tests run in CI"),                     # two relations
    ("Tests live in the tests folder", "Fixtures live in the tests folder"),
    ("From now on, use poetry instead of pip", "From now on, always run ruff before committing"),
    ("前端测试用 vitest", "测试用 vitest"),                               # a narrower subject
    ("React 组件用 TypeScript 写", "Vue 组件用 TypeScript 写"),
    ("以后改用 pnpm 管理依赖", "以后注释一律用英文写"),
    ("コミット前に lint を実行", "プッシュ前にテストを実行"),  # two values differ
    ("田中さんは決済サービスの担当", "田中さんは検索サービスの担当"),
    ("Use pnpm", "Use yarn"),                                         # no subject to share
])
def test_look_alikes_are_two_memories(a, b):
    assert kind(a, b) is None


def test_a_contradiction_of_records_written_at_the_same_time_is_not_resolved():
    a, b = pair("Use pytest for tests", "Use vitest for tests")
    assert compare(a, b.evolve(created=OLDER, updated=OLDER)) is None


def test_records_of_another_type_or_linked_by_a_correction_are_not_compared():
    a, b = pair("Use pytest for tests", "Use vitest for tests")
    assert compare(a, b.evolve(type="project")) is None
    assert compare(a, b.evolve(supersedes="a")) is None


def test_a_store_pairs_each_record_once_contradictions_first_and_focus_limits_pairs():
    a, b = pair("Use pytest for tests", "Use vitest for tests")
    c = Record("c", "Always use vitest for tests", "feedback", created=OLDER, updated=OLDER)
    d = Record("d", "Reply in Chinese", "user", created=OLDER)
    e = Record("e", "Reply in English", "user", created=NEWER)
    found = find_overlaps([a, b, c, d, e])
    assert [(o.kind, o.other.name, o.keep.name) for o in found] == [
        ("contradiction", "a", "b"), ("contradiction", "d", "e")]
    assert [o.other.name for o in find_overlaps([a, b, c, d, e], focus={"e"})] == ["d"]


# Consolidation asks admission's correction rule itself (`corrects_record`), the frame rule
# with it: what the write path takes for a correction is a contradiction here, and what
# it refuses (a statement that replaces something else) is none.
@pytest.mark.parametrize(("a", "b"), [
    ("告警走 Zabbix。", "告警不走 Zabbix 了,走 Prometheus。"),
    ("ユーザーは大阪に住んでいる。", "もう大阪には住んでいません。福岡に引っ越しました。"),
    ("モバイルアプリは React Native で書かれている。",
     "モバイルアプリは Flutter で作り直しました。"),
])
def test_a_record_the_write_path_reads_as_a_correction_is_a_contradiction(a, b):
    found = compare(*pair(a, b))
    assert found is not None and found.kind == "contradiction"
    assert (found.keep.name, found.other.name) == ("b", "a")


def test_a_record_that_replaces_something_else_corrects_nothing():
    # The write path's fresh_5 lesson: the logging module is not the print statements.
    assert kind("Use print statements for debugging",
                "Don't use the logging module in the CLI scripts; print to stdout instead.") is None
