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
