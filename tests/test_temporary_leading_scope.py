"""Just this year and a thing under repair, said anywhere in the rule, not only after it: a
scope that ends, so offline extraction keeps none of it, on every write path
(`memdir.pipeline.admission.occasion`, `.under_repair`, read by `find_temporary`). English
said both already ("Just this year, we skip the summer offsite.", "The lift is under repair
until Friday."); Japanese and Chinese said them only as a sentence after the rule (今年だけです。,
就今年。), and 今年だけはオフサイトを中止します and エレベーターは修理中です were stored as lasting.
What is said of every year or of every thing under repair stays a rule or a fact.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from heard import stored
from write_paths import PATHS

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary

TEMPORARY = [
    "今年だけはオフサイトを中止します。",
    "今年だけは忘年会をやりません。",
    "只有今年不办夏季团建。",
    "エレベーターは修理中です。",
    "エレベーターは現在修理中です。",
    "エレベーターが修理中なので階段を使ってください。",
    "コピー機は点検中なので、2階のを使ってください。",
    "电梯正在维修中，请走楼梯。",
    "电梯在维修，大家走楼梯。",
]


@pytest.mark.parametrize("text", TEMPORARY)
def test_this_year_only_and_a_thing_under_repair_are_temporary(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_temporary(text)
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


LASTING = [
    "今年から毎週オフサイトをします。",
    "修理中の機械には必ず札を掛けてください。",
    "修理の依頼はいつも山田さんにお願いします。",
    "今年だけで三回目なので、ホールの予約は必ず前日に確認してください。",
    "维修中的设备必须挂牌。",
    "请在维修单上签字。",
    "只有今年的数据要备份。",
]


@pytest.mark.parametrize("text", LASTING)
def test_every_year_and_every_thing_under_repair_stay_lasting(text: str) -> None:
    assert not find_temporary(text)
    assert stored(text)


@pytest.mark.parametrize("text", LASTING[:3])
@PATHS
def test_the_look_alikes_are_durable_on_every_write_path(
        decided: Callable[[str, str], str], text: str) -> None:
    assert decided("Releases go out on Tuesdays.", text) == "store"
