"""End-to-end question answering against local servers speaking the providers' wire
formats: the model under test (Anthropic's) and the pinned judge (OpenAI's)."""

from __future__ import annotations

import json

import pytest
from wire_servers import AnthropicWireServer, OpenAIWireServer

from memdir.evaluation.dataset import parse_lines
from memdir.evaluation.judge import load_judge
from memdir.evaluation.runner import evaluate
from memdir.foundation.errors import MemdirError
from memdir.providers import get_provider
from memdir.providers.anthropic import AnthropicProvider
from memdir.providers.usage import listening

DATA = [
    {"kind": "record", "name": "bike-colour", "type": "user",
     "description": "The user's new bike is red, with a basket"},
    {"kind": "record", "name": "pasta", "type": "user",
     "description": "The user cooks pasta on Sundays"},
    {"kind": "query", "id": "bike", "query": "what colour is my bike?",
     "relevant": ["bike-colour"], "category": "single", "answer": "red"},
    {"kind": "query", "id": "pasta", "query": "when do I cook pasta?",
     "relevant": ["pasta"], "category": "single", "answer": "on Sundays"},
    {"kind": "query", "id": "no-answer", "query": "what is my bike's brand?",
     "relevant": ["bike-colour"], "category": "single"},
]


@pytest.fixture
def servers(monkeypatch):
    with AnthropicWireServer() as model, OpenAIWireServer() as judge:
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        monkeypatch.setenv("OPENAI_BASE_URL", judge.url)
        yield model, judge


def run(model_server, judge, rankers=("lexical",)):
    data = parse_lines([json.dumps(d) for d in DATA])
    model = AnthropicProvider("claude-test", api_key="k", base_url=model_server.url,
                              max_retries=0)
    judge_model = get_provider(judge.provider, model=judge.model,
                               temperature=judge.temperature)
    return evaluate(data, list(rankers), model=model, judge=judge, judge_model=judge_model)


def test_answers_are_judged_by_the_pinned_judge(servers):
    model_server, judge_server = servers
    model_server.answer("It is red.", usage={"input_tokens": 120, "output_tokens": 4,
                                             "cache_read_input_tokens": 30})
    judge_server.answer('{"label": "CORRECT"}', usage={"prompt_tokens": 90,
                                                       "completion_tokens": 6})
    model_server.answer("On Mondays.", usage={"input_tokens": 100, "output_tokens": 3})
    judge_server.answer("WRONG", usage={"prompt_tokens": 80, "completion_tokens": 2})
    judge = load_judge()
    calls = []
    with listening(calls.append):
        result = run(model_server, judge)

    answers = result.runs[0].answers
    assert [(a.query.id, a.label, a.score) for a in answers] == [
        ("bike", "CORRECT", 1.0), ("pasta", "WRONG", 0.0)]  # no answer given: not asked
    asked = model_server.requests[0].json
    assert asked["model"] == "claude-test"
    system = "\n".join(block["text"] for block in asked["system"])
    assert system.startswith(judge.answer_system)
    assert "red, with a basket" in system  # the recalled record
    assert asked["messages"] == [{"role": "user", "content": "what colour is my bike?"}]
    graded = judge_server.requests[0].json
    assert graded["model"] == judge.model and graded["temperature"] == 0
    assert graded["messages"][0] == {"role": "system", "content": judge.system}
    assert graded["messages"][1]["content"] == judge.prompt("what colour is my bike?", "red",
                                                            "It is red.")
    qa = result.report()["rankers"]["lexical"]["qa"]
    assert qa["accuracy"]["all"]["mean"] == 0.5 and qa["asked"] == 2
    assert result.report()["judge"]["sha256"] == judge.sha256
    # Accounting: every call, its purpose, the tokens each server reported, exactly.
    assert [(c.provider, c.purpose) for c in calls] == [
        ("anthropic", "answer"), ("openai", "judge"), ("anthropic", "answer"),
        ("openai", "judge")]
    assert sum(c.input_tokens for c in calls) == 120 + 90 + 100 + 80
    assert sum(c.output_tokens for c in calls) == 4 + 6 + 3 + 2
    assert sum(c.cached_tokens for c in calls) == 30


def test_the_none_ranker_answers_without_memory(servers):
    model_server, judge_server = servers
    for _ in range(2):
        model_server.answer("I don't know.")
        judge_server.answer('{"label": "WRONG"}')
    result = run(model_server, load_judge(), rankers=("none",))

    system = model_server.requests[0].json["system"]
    assert [b["text"] for b in system] == [load_judge().answer_system]
    assert [a.recalled for a in result.runs[0].answers] == [(), ()]


def test_an_unknown_label_is_unjudged_and_failures_stop_a_run(servers):
    model_server, judge_server = servers
    model_server.answer("Red.")
    judge_server.answer("Looks right to me")
    model_server.answer("Sunday.")
    judge_server.answer('{"label": "CORRECT"}')
    result = run(model_server, load_judge())
    qa = result.report()["rankers"]["lexical"]["qa"]
    assert qa["unjudged"] == 1 and qa["accuracy"]["all"]["queries"] == 1

    for _ in range(2):
        model_server.error(401, "bad key")
    with pytest.raises(MemdirError, match="Every question's model calls failed; the last: "
                                          "The Anthropic API refused the credentials"):
        run(model_server, load_judge())


def test_a_run_stops_after_five_failed_calls_in_a_row():
    from memdir.evaluation.dataset import EvalQuery
    from memdir.evaluation.qa import MAX_FAILURES_IN_A_ROW, QuestionAnswering
    from memdir.foundation.errors import ProviderError
    from memdir.testing import ScriptedProvider

    judge = load_judge()
    model = ScriptedProvider(*[ProviderError("down")] * MAX_FAILURES_IN_A_ROW)
    qa = QuestionAnswering(model, judge, ScriptedProvider())
    q = EvalQuery("q", "what colour is my bike?", answer="red")
    for _ in range(MAX_FAILURES_IN_A_ROW - 1):
        assert qa.ask(q, None).error == "down"
    with pytest.raises(MemdirError, match="5 model calls failed in a row; the last: down"):
        qa.ask(q, None)
