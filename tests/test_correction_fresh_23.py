"""A question about a record and a rule said by negated verbs alone correct nothing: the
write path (`Memory.save`) leaves the record alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from memdir.foundation.record import Record
from memdir.pipeline.extract import candidate_from_text
from memdir.service.memory import Memory
from memdir.store.files.store import FileStore


def _action(tmp_path: Path, description: str, text: str) -> str:
    store = FileStore(tmp_path / ".memory")
    # A model's record: admission's decision is applied ("update"), as a person's would
    # only be proposed.
    store.upsert(Record(name="stored-rule", description=description, type="project", body="",
                        origin="model"))
    with Memory(store, user=False, provider="offline") as memory:
        decision, _ = memory.save(candidate_from_text(text, "project"), scope=store.scope)
    return decision.action


@pytest.mark.parametrize(("description", "text"), [
    ("测试环境的数据库是 MySQL 5.7。", "测试环境的数据库现在改成 MySQL 8 了吗?"),
    ("测试环境的数据库是 MySQL 5.7。", "测试环境现在还是 MySQL 5.7 吗?"),
    ("The test database is MySQL 5.7.", "Did the test database switch to MySQL 8?"),
    ("テスト環境のデータベースは MySQL 5.7。", "テスト環境のデータベースは MySQL 8 に変わったの?"),
])
def test_a_question_about_the_record_corrects_nothing(tmp_path: Path, description: str,
                                                      text: str) -> None:
    assert _action(tmp_path, description, text) != "update"


@pytest.mark.parametrize(("description", "text"), [
    ("周末的订单不退不换。", "周末的订单以后改用顺丰发货。"),
    ("店里的特价商品不退不换。", "特价商品以后改到单独的收银台结账。"),
])
def test_a_change_beside_a_rule_of_negated_verbs_corrects_nothing(
        tmp_path: Path, description: str, text: str) -> None:
    assert _action(tmp_path, description, text) != "update"


@pytest.mark.parametrize(("description", "text"), [
    ("The test database is MySQL 5.7.", "The test database switched to MySQL 8."),
    ("测试环境的数据库是 MySQL 5.7。", "测试环境的数据库改成 MySQL 8 了。"),
])
def test_the_change_said_still_corrects(tmp_path: Path, description: str, text: str) -> None:
    assert _action(tmp_path, description, text) == "update"
