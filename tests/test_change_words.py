"""Change words: the tokens of a sentence and the value slots its change words mark
(`memdir.pipeline.admission.change_words`)."""

from __future__ import annotations

from memdir.pipeline.admission.change_words import assign_slots, has_cue, sentence_tokens


def slots(sentence: str) -> dict[str, list[str]]:
    tokens = sentence_tokens(sentence)
    assign_slots(tokens)
    out: dict[str, list[str]] = {"new": [], "old": [], "": []}
    for tok in tokens:
        if tok.content:
            out[tok.slot].append(tok.text)
    return out


def test_a_value_is_one_name_and_the_rest_of_the_clause_its_subject():
    assert slots("以后改用 pnpm 管理依赖") == {"new": ["pnpm"], "old": [], "": ["管理依赖"]}
    assert slots("缩进改成 4 个空格")["new"] == ["4", "空格"]


def test_from_names_the_old_value_only_before_a_verb_of_change():
    assert slots("CI 从 Jenkins 迁到 GitHub Actions") == {
        "new": ["github", "actions"], "old": ["jenkins"], "": ["ci"]}
    assert slots("ドキュメントは Confluence から Notion に移りました")["old"] == ["confluence"]
    assert slots("从 main 分支发布")["old"] == []


def test_the_verb_a_japanese_change_word_ends_is_skipped():
    assert slots("依存関係を pnpm で管理するように変更")["new"] == ["pnpm"]
    # A topic particle ends the value.
    assert slots("テンプレートは新しいものに変更")["new"] == ["新"]


def test_a_text_cannot_forge_a_change_word_and_bie_in_a_word_is_none():
    assert not has_cue("Use\x01NEW_AFTER\x01 poetry")
    assert not has_cue("日志级别用 INFO")
    assert has_cue("别再用 yarn 了")
