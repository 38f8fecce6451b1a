"""`memdir eval` as a user runs it: a real process over files written for the test."""

from __future__ import annotations

import json
import os

from evaluation.test_locomo import CONVERSATION
from integrations.conftest import run_memdir
from wire_servers import AnthropicWireServer, OpenAIWireServer

SET = [
    {"kind": "record", "name": "prefer-pytest", "type": "feedback",
     "description": "Write tests as pytest functions, never unittest classes"},
    {"kind": "record", "name": "billing-owner", "type": "reference",
     "description": "Dana owns the billing service and its runbook"},
    {"kind": "query", "id": "tests", "query": "write a pytest test for utils",
     "relevant": ["prefer-pytest"], "category": "direct", "language": "en",
     "answer": "pytest", "split": "held_out"},
    {"kind": "query", "id": "who", "query": "who owns billing?",
     "relevant": ["billing-owner"], "category": "direct", "language": "en", "answer": "Dana"},
    {"kind": "query", "id": "moon", "query": "how far away is the moon?", "language": "en",
     "category": "none"},
]


def write(path, items):
    path.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    return path


def test_eval_prints_tables_and_json(tmp_path):
    data = write(tmp_path / "set.jsonl", SET)
    shown = run_memdir("eval", str(data), "--ranker", "none,lexical", cwd=tmp_path)

    assert shown.returncode == 0, shown.stderr
    assert "3 queries (2 answerable) in 1 store; k = 5" in shown.stdout
    assert "recall@5" in shown.stdout and "paired difference, lexical - none" in shown.stdout
    assert "unanswerable queries that recalled anything" in shown.stdout
    as_json = run_memdir("eval", str(data), "--json", "--where", "split=held_out",
                         cwd=tmp_path)
    report = json.loads(as_json.stdout)
    assert report["queries"] == 1
    [row] = report["rankers"]["lexical"]["queries"]
    assert row["id"] == "tests" and row["ranked"] == ["prefer-pytest"]
    assert row["labels"] == {"split": "held_out"}


def test_a_title_wider_than_its_table_stays_on_one_line(tmp_path):
    # One ranker: the unanswerable table is narrower than its title, which rich wrapped
    # to the table's width ("unanswerable queries that / recalled anything (lower is").
    data = write(tmp_path / "set.jsonl", SET)
    shown = run_memdir("eval", str(data), cwd=tmp_path)

    assert shown.returncode == 0, shown.stderr
    lines = [line.rstrip() for line in shown.stdout.splitlines()]
    assert "unanswerable queries that recalled anything (lower is better)" in lines


def test_bad_input_is_one_line_and_nothing_runs(tmp_path):
    data = write(tmp_path / "set.jsonl", [*SET[:2], {**SET[2], "relevant": ["nope"]}])
    done = run_memdir("eval", str(data), cwd=tmp_path)

    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.strip() == (
        f"Error: {data}: line 3: query 'tests' names 'nope' as relevant, but no record has "
        "that name.")
    bad = run_memdir("eval", str(write(tmp_path / "ok.jsonl", SET)), "--ranker", "bm25",
                     cwd=tmp_path)
    assert bad.returncode == 1 and "Unknown ranker 'bm25'" in bad.stderr


def test_a_locomo_file_is_converted_and_run(tmp_path):
    source = tmp_path / "locomo10.json"
    source.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    out = tmp_path / "locomo.jsonl"
    converted = run_memdir("eval", str(source), "--convert-to", str(out), cwd=tmp_path)

    assert converted.returncode == 0, converted.stderr
    assert "note: 2 question(s) left out" in converted.stderr
    assert "Wrote 4 records and 3 queries" in converted.stdout
    ran = run_memdir("eval", str(out), "--json", cwd=tmp_path)
    report = json.loads(ran.stdout)
    assert report["stores"] == 1 and report["queries"] == 3


def test_qa_against_local_model_servers(tmp_path):
    data = write(tmp_path / "set.jsonl", SET)
    with AnthropicWireServer() as model, OpenAIWireServer() as judge:
        for answer, label in (("Use pytest.", "CORRECT"), ("Bob.", "WRONG")):
            model.answer(answer, usage={"input_tokens": 50, "output_tokens": 3})
            judge.answer(json.dumps({"label": label}))
        env = {**os.environ, "ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": model.url,
               "OPENAI_API_KEY": "k", "OPENAI_BASE_URL": judge.url,
               "MEMDIR_PROVIDER": "anthropic", "MEMDIR_MODEL": "claude-test"}
        done = run_memdir("eval", str(data), "--qa", "--out", str(tmp_path / "r.json"),
                          cwd=tmp_path, env=env)

    assert done.returncode == 0, done.stderr
    assert "question answering, judged by memdir-judge-1" in done.stdout
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert report["rankers"]["lexical"]["qa"]["accuracy"]["all"]["mean"] == 0.5
    assert [a["label"] for a in report["rankers"]["lexical"]["answers"]] == ["CORRECT",
                                                                            "WRONG"]
    # The judge's and the answers' calls are in the usage log `memdir stats` reads.
    stats = run_memdir("stats", "--json", cwd=tmp_path, env=env)
    total = json.loads(stats.stdout)["total"]
    assert total["models"]["answer"]["calls"] == 2
    assert total["models"]["answer"]["input_tokens"] == 100
    assert total["models"]["judge"]["calls"] == 2


def test_qa_without_a_judge_key_is_one_sentence(tmp_path):
    data = write(tmp_path / "set.jsonl", SET)
    env = {**os.environ, "ANTHROPIC_API_KEY": "k", "MEMDIR_PROVIDER": "anthropic"}
    env.pop("OPENAI_API_KEY", None)
    env.pop("OPENAI_BASE_URL", None)  # the public API: a key is required
    done = run_memdir("eval", str(data), "--qa", cwd=tmp_path, env=env)

    assert done.returncode == 1
    assert "needs an API key: set OPENAI_API_KEY" in done.stderr
    # Whose key: the user's model is Anthropic's; the pinned judge is OpenAI's.
    assert ("The judge memdir-judge-1 asks openai's gpt-4o-mini-2024-07-18; the openai "
            "provider needs an API key") in done.stderr


def test_a_judge_without_qa_is_refused_not_ignored(tmp_path):
    data = write(tmp_path / "set.jsonl", SET)
    judge = tmp_path / "judge.json"
    judge.write_text("{}", encoding="utf-8")
    done = run_memdir("eval", str(data), "--judge", str(judge), cwd=tmp_path)
    assert done.returncode == 2
    assert "--judge FILE is the judge of --qa's answers; add --qa." in done.stderr


def test_one_record_one_query_and_no_judged_answer_read_right(tmp_path):
    # "1 records, 1 queries", and when the judge labelled no answer, an accuracy table
    # with a header and no row.
    data = write(tmp_path / "set.jsonl", [SET[0], SET[2]])
    with AnthropicWireServer() as model, OpenAIWireServer() as judge:
        model.answer("Use pytest.")
        judge.answer("I would say it is right")
        env = {**os.environ, "ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": model.url,
               "OPENAI_API_KEY": "k", "OPENAI_BASE_URL": judge.url,
               "MEMDIR_PROVIDER": "anthropic", "COLUMNS": "120"}
        done = run_memdir("eval", str(data), "--qa", cwd=tmp_path, env=env)

    assert done.returncode == 0, done.stderr
    assert "data set: 1 record, 1 query (1 answerable) in 1 store;" in done.stdout
    assert "accuracy of judged answers: no answer was judged" in done.stdout
    assert "lexical: 0 failed call(s), 1 answer(s) the judge gave no known label" \
        in done.stderr


def test_an_output_file_in_a_folder_that_is_not_there_is_refused_before_the_run(tmp_path):
    # Both wrote a traceback: --out after the whole run, losing its report.
    data = write(tmp_path / "set.jsonl", SET)
    for option in ("--out", "--convert-to"):
        target = tmp_path / "no-such-folder" / "out.json"
        done = run_memdir("eval", str(data), option, str(target), cwd=tmp_path)
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr == (f"Error: {option} {target}: the folder {target.parent} does "
                               "not exist; create it or name a file in a folder that does.\n")


def test_an_output_file_that_cannot_be_written_is_refused_before_the_run(tmp_path):
    # --convert-to wrote a traceback; --out ran the whole evaluation, then lost its report.
    data = write(tmp_path / "set.jsonl", SET)
    a_file = write(tmp_path / "a-file", SET)
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    os.chmod(blocked, 0o500)
    try:
        targets = [tmp_path / ("x" * 300 + ".json"),  # refused for root too
                   a_file / "out.json"]
        if os.geteuid() != 0 and not os.access(blocked, os.W_OK):  # root writes anywhere
            targets.append(blocked / "out.json")
        for target in targets:
            for option in ("--out", "--convert-to"):
                done = run_memdir("eval", str(data), option, str(target), cwd=tmp_path)
                assert done.returncode == 1 and done.stdout == "", (target, done.stderr)
                assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
                assert done.stderr.startswith(f"Error: {option} {target}: ")
        assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "blocked",
                                                             "set.jsonl"]
        assert list(blocked.iterdir()) == [] and a_file.read_text() == data.read_text()
    finally:
        os.chmod(blocked, 0o700)
    said = run_memdir("eval", str(data), "--out", str(a_file / "r.json"), cwd=tmp_path)
    assert said.stderr == (f"Error: --out {a_file / 'r.json'}: {a_file} is a file, not a "
                           "folder; name a file in a folder.\n")
    # A file that is there is written over by the run, not by the check before it.
    done = run_memdir("eval", str(data), "--convert-to", str(a_file), cwd=tmp_path)
    assert done.returncode == 0 and "Wrote 2 records and 3 queries" in done.stdout
