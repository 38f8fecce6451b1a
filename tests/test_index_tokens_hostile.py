"""The tokenizer's numbers and word forms against text nobody writes by hand: a digit run
of thousands of digits, a numeral run of thousands of kanji, comma groups by the ten
thousand, a Han run of tens of thousands of characters. Each is read in time linear in
its length, and no write, read or search of a record holding one fails."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.record import Record
from memdir.providers.ranking import query_terms, tokenize
from memdir.store import FileStore
from memdir.store.files.index import SearchIndex

HOSTILE = [
    "Seed: " + "7" * 5000,  # int() refuses a run of more than 4,300 digits
    "一" * 4400 + "个",
    "7" * 5000 + "万",
    "二" * 5000 + "个",
    "1," + "000," * 20_000,
    "one " + "hundred " * 5000,  # each hundred multiplies
    "3 " + "个" + "9" * 5000 + "个",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_a_run_too_long_for_a_number_is_read_without_failing(text):
    terms = tokenize(text)
    assert all(len(t) <= 64 for t in terms)
    query_terms(text)


def test_a_record_holding_a_long_digit_run_is_added_listed_and_recalled(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()

    def run(*args: str, input: str | None = None):
        return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)

    added = run("add", "-t", "reference", "-d", "lookup table seed", "-b", "-",
                "seed-table", input="Seed: " + "7" * 5000 + "\n")
    assert added.exit_code == 0, added.output
    listed = run("ls")
    assert listed.exit_code == 0 and "seed-table" in listed.output
    recalled = run("recall", "lookup table")
    assert recalled.exit_code == 0 and "seed-table" in recalled.output
    for query in ("4" * 4400, "一" * 4400 + "个"):
        assert run("recall", query).exit_code == 0


def test_every_hostile_record_is_indexed_and_searched_in_a_folder(tmp_path):
    store = FileStore(tmp_path / ".memory")
    for i, text in enumerate(HOSTILE):
        store.upsert(Record(name=f"hostile-{i}", description=f"hostile case {i}",
                            type="reference", body=text))
    with SearchIndex(store) as ix:
        ix.sync()
        assert "hostile-0" in [h.name for h in ix.search("hostile case")]
        for text in HOSTILE:
            ix.search(text[:5000])


# ------------------------------------------------------------------ linear time
def _seconds(text: str) -> float:
    # CPU time of this process, the best of five: the wall clock moves with the
    # machine's load, this barely does.
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        tokenize(text)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize(("head", "unit"), [
    ("", "测试数据"),  # a Han run with no kana: the joined-word pattern backtracked
    ("", "申し込み"),
    ("", "7" * 50),
    ("万", "7"),  # one long run of digits, each tried as the start of a number before 万
    ("", "1,000"),
    ("1", ",000"),
    ("", "一二三"),
    ("", "one hundred "),
], ids=["han", "kana-word", "digits", "digits-wan", "groups", "comma-groups", "numerals",
        "words"])
def test_tokenizing_takes_time_linear_in_the_text(head, unit):
    # 4 times the text takes about 4 times as long, not 16: no pattern tries each
    # character of a run as a start and backtracks to it. The bound sits halfway
    # between, so a loaded machine's noise on a run of a millisecond or two (seen up
    # to 8) fails nothing, and a quadratic pattern still fails it.
    small = unit * (8_000 // len(unit) + 1)
    _seconds(head + small)  # patterns compiled, caches warm
    ratio = _seconds(head + small * 4) / _seconds(head + small)
    assert ratio < 10, ratio
