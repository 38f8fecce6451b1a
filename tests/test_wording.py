"""Wording: what carries no content, and how CJK runs are cut (`memdir.pipeline.wording`),
shared by the correction rule and statements so both sides of a comparison read alike."""

from __future__ import annotations

from memdir.pipeline.wording import han_chunks, is_function_word, plain_text, says_now, stem


def test_a_han_run_is_cut_at_function_characters_and_nothing_is_lost():
    assert han_chunks("我的编辑器") == ["我", "编辑器"]
    assert han_chunks("数据库访问") == ["数据库访问"]
    assert han_chunks("的了是") == []
    assert "".join(han_chunks("设计文档放在飞书里")) == "设计文档飞书里"


def test_filler_and_provenance_are_no_content():
    assert plain_text("User said: 以后改用 pnpm。").split() == ["改用", "pnpm。"]
    assert plain_text("From now on, use ＰＮＰＭ").split() == [",", "use", "pnpm"]
    # Not filler: "不要直接推送到 main" says what is not done.
    assert "直接" in plain_text("不要直接推送到 main")


def test_says_now_hears_a_change_said_without_a_change_word():
    for text in ("From now on, tests use vitest.", "Tests now use vitest", "以后测试用 vitest",
                 "现在是高级工程师", "テストは今後 Vitest で", "もうバックエンドではない",
                 "合并前需要两个人审查了。"):
        assert says_now(text), text
    for text in ("Tests use vitest", "know your tools", "测试用 vitest", "テストは Vitest で",
                 "了解一下"):
        assert not says_now(text), text


def test_english_words_meet_by_stem_and_function_words_are_never_content():
    assert stem("tests") == stem("testing") == stem("test")
    assert is_function_word("the") and is_function_word("use") and not is_function_word("pnpm")
