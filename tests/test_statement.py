"""Statements: a record's words as comparable terms (`memdir.pipeline.statement`)."""

from __future__ import annotations

from memdir.pipeline.statement import statement


def test_extractions_provenance_line_is_no_part_of_the_statement():
    said = statement("Use pnpm\nUser said: From now on use pnpm. Also today skip the tests.")
    assert said.terms == statement("Use pnpm").terms


def test_the_word_after_use_is_a_value_and_the_rest_its_subject():
    said = statement("Use pytest for tests")
    assert said.values == {"pytest"} and said.subject == {"test"}
    assert statement("测试用 pytest").values == {"pytest"}
    assert statement("テストは pytest で書く").values == {"pytest"}


def test_a_negation_is_said_of_what_follows_it_or_of_a_japanese_clause():
    assert statement("Use pytest, not unittest").terms == {"pytest", "~unittest"}
    assert statement("包管理用 pnpm,不用 npm").terms >= {"pnpm", "~npm"}
    assert statement("金曜日はデプロイしない").terms == {"~金曜", "~曜日", "~デプロイ"}
    # "never X without Y" is "always Y before X".
    assert statement("Never push without running tests").terms == {"push", "test"}


def test_values_of_two_relations_fill_two_slots():
    said = statement("Tests run with pytest in CI")
    assert len(said.slots_of({"pytest", "ci"})) == 2
    assert {said.relation(s) for s in said.slots_of({"pytest", "ci"})} == {"use", "in"}


def test_numbers_and_languages_are_values_wherever_they_stand():
    assert statement("Node 18").values == {"18"}
    assert statement("代码审查需要两人批准").values == {"两人"}
    assert "english" in statement("Commit messages: English").values


def test_hostile_text_reads_as_a_statement_or_as_nothing():
    for text in ("", "\x00\x01\x02", "~~~ ~not", "。。。", "a" * 10_000, "use use use",
                 "\x02NOT\x02 \x02USE\x02"):
        said = statement(text)
        assert said.values <= said.terms
