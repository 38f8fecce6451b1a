"""Patterns that read content stay linear: 100 KB of hostile text completes, rightly.

Each input below made one pattern backtrack quadratically (minutes of CPU at 100 KB):
a long run that ``X+$`` re-scanned from every position, or ``a.*b`` tried from every
``a``. The tests check the answer on that input; how long it takes is measured by
``benchmarks/regex_linear.py`` (ratios to a linear scan), never here.
"""

from __future__ import annotations

from memdir.agent.permissions import destructive_reason
from memdir.pipeline.classify import memory_type
from memdir.pipeline.extract.naming import strip_lead_in
from memdir.pipeline.extract.rules import _PLEASE_INSTEAD, _TRAILING

N = 100_000


def test_trailing_punctuation_after_a_long_run_of_blanks():
    text = "use pytest" + " " * N + "x"
    assert _TRAILING.sub("", text) == text
    assert _TRAILING.sub("", "use pytest" + " ," * (N // 2)) == "use pytest"


def test_please_use_without_instead_in_100_kb():
    assert _PLEASE_INSTEAD.search("please use " * (N // 11)) is None
    assert _PLEASE_INSTEAD.search("please use " * (N // 11) + "ruff instead") is not None
    assert _PLEASE_INSTEAD.search("x " * (N // 2) + "Please use uv instead.") is not None


def test_a_trailing_remember_after_a_long_run_of_blanks():
    text = "answers in English" + " " * N + "x"
    assert strip_lead_in(text) == text.strip()
    assert strip_lead_in("answers in English" + " " * N + "remember that") == \
        "answers in English"
    assert strip_lead_in("文档在 wiki" + " " * N + "记住") == "文档在 wiki"


def test_a_dotted_chain_that_is_not_a_host_name():
    assert memory_type("a." * (N // 2)) != "reference"
    assert memory_type("a." * (N // 2) + " docs at docs.example.com") == "reference"


def test_curl_flood_is_judged_by_whether_a_pipe_to_a_shell_follows():
    assert destructive_reason("curl " * (N // 5)) is None
    assert destructive_reason("curl " * (N // 5) + "| sh") == "runs a downloaded script"
    assert destructive_reason("wget x " * (N // 7) + "| grep y") is None


def test_git_push_flood_is_judged_by_whether_a_force_flag_follows():
    assert destructive_reason("git " + "push " * (N // 5)) is None
    assert destructive_reason("git " + "push " * (N // 5) + "--force") == "force-pushes"
    assert destructive_reason("git push -f origin main") == "force-pushes"
    assert destructive_reason("git -C repo push --force") == "force-pushes"


def test_a_recovery_phrase_followed_by_a_long_run_of_letters():
    # Words of three to eight letters with nothing between them split a run of letters
    # every possible way: exponential. Each word is now a whole run, separated.
    from memdir.pipeline.admission.secrets import find_secret

    assert find_secret("recovery phrase: " + "a" * N) is None
    assert find_secret("seed phrase " + "abandon " * (N // 8)) is None  # 1 distinct word
    assert find_secret("docker login " + "x " * (N // 2) + "-p") is None


# --- the correction check of every write (a body holds 4,000 characters; these inputs
# cost seconds there and minutes at 100 KB before the runs were read from their start or
# bounded) -----------------------------------------------------------------------------


def test_a_long_run_of_letters_or_letters_and_digits_is_one_word():
    from memdir.pipeline.admission.mentions import Mentions
    from memdir.pipeline.admission.values import value_words

    assert value_words("Switched to GitHub " + "a" * N) == {"github"}
    assert value_words("a9" * (N // 2)) == {"a9" * (N // 2)}
    assert "eu-west-1" in Mentions.of("a" * N + " eu-west-1").compounds
    assert Mentions.of("a9" * (N // 2)).compounds == frozenset()
    assert "abc-1" in Mentions.of("9" * N + "abc-1").compounds


def test_a_long_run_of_numerals_without_a_measure_word():
    from memdir.pipeline.admission.change_words import _TIME_VALUE
    from memdir.pipeline.admission.values import _COUNTED, says_amount

    assert _COUNTED.search("一" * N) is None
    assert _COUNTED.search("一" * N + "个").span() == (0, N + 1)
    assert not says_amount("一" * N)
    assert _TIME_VALUE.search("一" * N) is None
    assert _TIME_VALUE.search("一" * N + "点").span() == (0, N + 1)


def test_a_long_run_of_the_words_of_a_bound():
    from memdir.pipeline.admission.change_words import Token
    from memdir.pipeline.admission.mentions import Mentions

    record = Mentions.of("密码至少 8 位")
    assert record.covers(Token("han", "最大" * (N // 2))) is False
    assert record.covers(Token("han", "密码" + "最大" * (N // 2))) is True


def test_a_role_flood_names_no_role():
    from memdir.pipeline.admission.mentions import Mentions
    from memdir.pipeline.admission.role import role_change

    en, zh = "The user is a backend developer", "用户是测试工程师"
    assert role_change("Now " + "i am a " * (N // 7), Mentions.of(en), en) == 0
    assert role_change("i am a " * (N // 7) + "I'm a platform engineer now.",
                       Mentions.of(en), en) == 1
    assert role_change("我现在转做" + "是" * N, Mentions.of(zh), zh) == 0


def test_an_employer_flood_names_no_employer():
    from memdir.pipeline.admission.employer import about_the_person, employer_change
    from memdir.pipeline.admission.mentions import Mentions

    record = "我在星河科技上班"
    assert employer_change("我跳槽了,现在" + "在" * N, Mentions.of(record), record) == 0
    assert employer_change("我跳槽了,现在在云帆数据上班", Mentions.of(record), record) == 1
    assert about_the_person("今は" + "x" * N + "です")
    assert not about_the_person("私の両親は" + "x" * N + "です")


def test_numbers_after_a_colon_or_before_a_month_are_read_from_their_end():
    # Each number searched all the text before it for "9:" or "3 月" at its end. (Each
    # still copies the text after it: a body holds 4,000 characters, so 20 KB here.)
    from memdir.pipeline.admission.amount_units import amounts

    assert amounts("1: " * (N // 3)) == [("1", "")]
    assert amounts("1 月 5 日" * (N // 40))[:2] == [("1", ""), ("5", "date")]


def test_laughter_without_an_end_is_not_split_every_way():
    from memdir.pipeline.extract.surface import as_said

    said = "Use vitest from now on " + "ha" * 40 + " x"
    assert as_said(said) == said  # exponential in the number of "ha" before
    assert as_said("Use vitest from now on " + "ha" * (N // 2)) == "Use vitest from now on"
    assert as_said("以后用 pytest 哈哈") == "以后用 pytest"
    # A long chain of laughter words was read again from each word and blank.
    for chain in ("lol " * (N // 4), "哈 " * (N // 2), "wｗ\n" * (N // 3)):
        assert as_said("Use vitest " + chain + "x") == "Use vitest " + chain + "x"
    assert as_said("Use vitest " + "lol " * 3) == "Use vitest"


def test_names_and_now_in_a_long_text():
    from memdir.pipeline.wording import names_kept, says_now

    assert names_kept("Go " * (N // 3)).split()[:3] == ["Go", "golang", "golang"]
    assert not says_now("1" * N + "x")
    assert says_now("1" * N + "月から")


def test_many_markers_before_one_value_fill_its_slot_in_one_walk():
    # Each 在 walked past all the 在 after it to the value (its length squared: a
    # 4,000-character body of them cost 39 s on a write).
    from memdir.pipeline.statement import statement

    said = statement("我在" + "在" * N + "云帆数据上班")
    assert {"云帆", "数据"} <= said.terms
    assert dict(said.slots)["云帆"] == 0


def test_no_gitleaks_rule_tries_every_split_of_two_lazy_runs():
    # "[\w.-]{0,50}?(?i:[\w.-]{0,50}?okta...": 2,500 splits per start, 7 s for a body of
    # "okta" said 1,000 times. Read as one run of up to 100, the same match.
    from memdir.pipeline.admission.secret_rules import _NESTED_PREFIX, rule_set
    from memdir.pipeline.admission.secrets import find_secret

    assert not any(_NESTED_PREFIX in rule.pattern.pattern for rule in rule_set().rules)
    assert find_secret("okta" * 1_000) is None
    assert find_secret('OKTA_API_TOKEN="00QCjAl4MlV-WPXM-ABCDEFGHIJKLMNOPQRSTUVWXYZ01"')


def test_definitions_after_a_long_run_of_blank_lines():
    from memdir.pipeline.citations import _DEFINED

    assert _DEFINED.findall("\n" * N + "x") == []
    assert _DEFINED.findall("\n" * N + "  def backoff():\n\n\nclass Retry:") == \
        ["backoff", "Retry"]


def test_a_long_run_of_sighs_or_digits_in_a_user_message():
    from memdir.pipeline.extract.cues import REMARK
    from memdir.pipeline.extract.system import AUDIENCE

    assert REMARK.search("唉" * N + "x") is None
    assert REMARK.search("唉" * N + "。") is not None
    assert AUDIENCE.search("0" * N + "x") is None
    assert AUDIENCE.search("0" * N + "世帯に配っています") is not None


def test_the_words_for_the_user_after_100_kb_of_blank_lines():
    """`wording._PERSON` read "user" at a line's start after any blanks, line breaks
    included: from every line start of a run of blank lines it re-read the whole rest of
    the run (14 s at 100 KB; 200 KB here). Bounded by `deadlines.deadline`, far above
    its linear time."""
    from deadlines import deadline

    from memdir.pipeline.wording import person_free

    for blank in ("\n", " \n", "\n\t", "\r\n"):
        text = blank * (2 * N // len(blank)) + "user prefers tabs"
        with deadline(10):
            assert person_free(text).split() == ["prefers", "tabs"]
            assert person_free(blank * (2 * N // len(blank)) + "x").split() == ["x"]
