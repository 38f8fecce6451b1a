"""Write policy: defaults, your settings, the project's, and `memdir policy`."""

from __future__ import annotations

import json

from click.testing import CliRunner

from memdir.cli import cli
from memdir.service.trust import set_trusted
from memdir.service.write_policy import WritePolicy, load_policy


def settings(folder, policy):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "settings.json"
    path.write_text(json.dumps({"policy": policy}))
    return path


def test_defaults_write_the_users_words_and_propose_consolidation_and_visitors():
    policy = WritePolicy()
    assert policy.action("user", "feedback") == "auto"
    assert policy.action("model", "project") == "auto"
    assert policy.action("import", "reference") == "auto"
    assert policy.action("consolidation", "project") == "propose"
    assert policy.action("visitor", "user") == "propose"
    assert policy.action("somebody", "user") == "propose"  # unknown writer: a visitor


def test_your_settings_set_cells_and_say_where_they_came_from(isolated_env, tmp_path):
    path = settings(isolated_env, {"consolidation": "auto", "model": {"project": "propose"}})
    policy = load_policy(isolated_env, tmp_path / "proj")
    assert policy.action("consolidation", "feedback") == "auto"
    assert policy.cell("model", "project").action == "propose"
    assert policy.cell("model", "project").source == str(path)
    assert policy.cell("model", "user").source == "default" and not policy.problems


def test_a_type_named_next_to_star_wins_over_it(isolated_env):
    settings(isolated_env, {"model": {"project": "refuse", "*": "propose"}})
    policy = load_policy(isolated_env)
    assert policy.action("model", "project") == "refuse"
    assert policy.action("model", "user") == "propose"


def test_a_visitor_is_never_auto_even_in_your_own_settings(isolated_env):
    settings(isolated_env, {"visitor": "auto"})
    policy = load_policy(isolated_env)
    assert {policy.action("visitor", t) for t in ("user", "feedback", "project")} == {"propose"}
    assert policy.problems == [f"{isolated_env / 'settings.json'}: a visitor's writes are "
                               "never 'auto'; 'propose' is used instead."]


def test_bad_values_are_problems_and_change_nothing(isolated_env):
    settings(isolated_env, {"model": "sometimes", "robot": "auto", "user": {"note": "auto"}})
    policy = load_policy(isolated_env)
    assert policy.table() == WritePolicy().table() and len(policy.problems) == 3


def test_a_trusted_project_file_may_loosen_the_policy(isolated_env, tmp_path):
    project = tmp_path / "proj"
    path = settings(project / ".memdir", {"consolidation": "auto"})
    set_trusted(path, isolated_env)
    assert load_policy(isolated_env, project).action("consolidation", "project") == "auto"


def test_memdir_policy_shows_the_table_and_the_cells_a_file_set(isolated_env, tmp_path,
                                                                  monkeypatch):
    path = settings(isolated_env, {"model": {"project": "propose"}})
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["policy"], catch_exceptions=False)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].split() == ["writer", "user", "feedback", "project", "reference"]
    assert lines[2].split() == ["model", "auto", "auto", "propose", "auto"]
    assert lines[5].split() == ["consolidation", "propose", "propose", "propose", "propose"]
    assert lines[-1] == f"  model/project: propose  ({path})"
    rows = json.loads(CliRunner().invoke(cli, ["policy", "--json"]).output)
    assert {"writer": "visitor", "type": "user", "action": "propose",
            "source": "default"} in rows


def test_an_untrusted_project_file_saying_what_yours_says_is_not_the_source(isolated_env,
                                                                           tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    yours = settings(isolated_env, {"consolidation": "auto", "model": {"user": "propose"}})
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    # The same consolidation cell, a stricter model/user one, and visitor/* as the default.
    theirs = settings(project / ".memdir", {"consolidation": "auto", "model": {"user": "refuse"},
                                            "visitor": "propose"})
    policy = load_policy(isolated_env, project)
    assert policy.cell("consolidation", "project").source == str(yours)
    assert policy.cell("model", "user").source == str(theirs)  # stricter: the project's
    assert policy.cell("visitor", "user").source == "default"
    script = Path(sys.executable).parent / "memdir"
    shown = subprocess.run([str(script), "policy"], cwd=project, capture_output=True,
                           text=True, env={**os.environ, "MEMDIR_HOME": str(isolated_env),
                                           "MEMDIR_RESIDENT": "off"}, timeout=60)
    assert f"  consolidation/project: auto  ({yours})" in shown.stdout
    assert f"  model/user: refuse  ({theirs})" in shown.stdout
    assert str(theirs) not in shown.stdout.replace(f"model/user: refuse  ({theirs})", "")


def test_memdir_policy_says_a_persons_own_add_is_applied_whatever_it_says(isolated_env,
                                                                          tmp_path,
                                                                          monkeypatch):
    # user/feedback: refuse, then 'memdir add -t feedback' is added (a person's own
    # command): the table printed must not leave them believing it would be refused.
    settings(isolated_env, {"user": {"feedback": "refuse"}})
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    added = runner.invoke(cli, ["add", "tabs", "-t", "feedback", "-d",
                                "Always indent with tabs"], catch_exceptions=False)
    assert added.exit_code == 0 and "Added tabs" in added.output
    shown = runner.invoke(cli, ["policy"], catch_exceptions=False).output
    assert "your own commands (add, edit, rm" in shown
    assert "applied whatever the table says" in shown
    helped = runner.invoke(cli, ["policy", "--help"]).output
    assert "your own commands are applied" in " ".join(helped.split())


def _quoting(description: str, quote: str, body: str = "") -> str:
    return json.dumps([{"name": "friday-deploys", "description": description,
                        "type": "feedback", "body": body,
                        "lifetime": "persistent", "quote": quote}])


def test_a_models_extraction_saying_more_than_it_quotes_is_the_models_write(isolated_env, tmp_path,
                                                                    monkeypatch):
    """A project that set `{"policy": {"model": "propose"}}` had a model's extraction
    written at once, as the user's own words, whenever its candidate quoted a sentence the
    user said, whatever the model wrote around it ("Deploy straight to production on
    Fridays without review" quoting "Always run the linter..."). A server proposes the
    same candidate admitted for an agent; locally it is proposed too now. A description
    that says only what the quoted message says is still the user's, and so is what the
    offline rules heard."""
    from memdir.service.memory import Memory
    from memdir.testing import ScriptedProvider

    (tmp_path / ".git").mkdir()
    settings(tmp_path / ".memdir", {"model": "propose"})
    monkeypatch.chdir(tmp_path)
    said = "Always run the linter before committing in this repo."
    turn = [{"role": "user", "content": said}, {"role": "assistant", "content": "Sure."}]
    model = ScriptedProvider(_quoting(
        "Deploy straight to production on Fridays without review", said,
        "From the conversation."))
    with Memory(provider=model) as memory:
        report = memory.after_turn(turn)
        assert report.stored == [] and len(report.proposed) == 1
        [waiting] = memory.inbox()
        assert waiting.writer == "model" and memory.list()[1] == 0
    model = ScriptedProvider(_quoting("Always run the linter before committing", said))
    with Memory(provider=model) as memory:
        theirs = memory.after_turn(turn)
        assert [r.origin for r in theirs.stored] == ["user"] and theirs.proposed == []
        memory.undo(theirs.change)
    with Memory(provider="offline") as memory:
        heard = memory.after_turn(turn)
        assert [r.origin for r in heard.stored] == ["user"] and heard.proposed == []


def test_candidates_a_callers_model_extracted_are_judged_as_after_turns(isolated_env,
                                                                        tmp_path,
                                                                        monkeypatch):
    """`Memory.admit` takes what an agent's own model extracted: a candidate quoting the
    user and saying more was written at once as the user's under a project's
    `{"model": "propose"}`, where `after_turn` with a model proposes it."""
    from memdir.foundation.candidate import Candidate
    from memdir.service.memory import Memory

    (tmp_path / ".git").mkdir()
    settings(tmp_path / ".memdir", {"model": "propose"})
    monkeypatch.chdir(tmp_path)
    said = "Always run the linter before committing in this repo."
    turn = [{"role": "user", "content": said}]
    with Memory(provider="offline") as memory:
        report = memory.admit([Candidate(
            "friday-deploys", "Deploy straight to production on Fridays without review",
            "feedback", "From the conversation.", quote=said)], turn)
        assert report.stored == [] and len(report.proposed) == 1
        theirs = memory.admit([Candidate(
            "lint-first", "Always run the linter before committing", "feedback",
            quote=said)], turn)
        assert [r.origin for r in theirs.stored] == ["user"]


FRIDAYS = "Always run the linter before committing, and never deploy to production on Fridays."


def test_a_models_candidate_dropping_the_users_never_is_proposed_not_the_users(
        isolated_env, tmp_path, monkeypatch):
    """"Deploy to production on Fridays" has every word of "..., and never deploy to
    production on Fridays": it was written at once as the user's own words under a
    project's `{"model": "propose"}`, by after_turn with a model and by Memory.admit. So
    was a candidate whose description repeats the user and whose body says the opposite.
    Both wait in the inbox now; a clause the user said, whole, is still the user's."""
    from memdir.foundation.candidate import Candidate
    from memdir.service.memory import Memory
    from memdir.testing import ScriptedProvider

    (tmp_path / ".git").mkdir()
    settings(tmp_path / ".memdir", {"model": "propose"})
    monkeypatch.chdir(tmp_path)
    turn = [{"role": "user", "content": FRIDAYS}, {"role": "assistant", "content": "Sure."}]
    opposite = "Deploy straight to production on Fridays without review; skip the linter."
    for description, body in (("Deploy to production on Fridays", ""),
                              ("Never deploy to production on Fridays", opposite)):
        with Memory(provider=ScriptedProvider(_quoting(description, FRIDAYS, body))) as memory:
            report = memory.after_turn(turn)
            assert report.stored == [] and len(report.proposed) == 1, description
            assert [p.writer for p in memory.inbox()] == ["model"]
            memory.reject(memory.inbox()[0].id)
        with Memory(provider="offline") as memory:
            report = memory.admit([Candidate("friday-deploys", description, "feedback", body,
                                             quote=FRIDAYS)], turn)
            assert report.stored == [] and len(report.proposed) == 1, description
            memory.reject(memory.inbox()[0].id)
    with Memory(provider=ScriptedProvider(_quoting(
            "Never deploy to production on Fridays.", FRIDAYS,
            "Always run the linter before committing, and never deploy to production "
            "on Fridays."))) as memory:
        theirs = memory.after_turn(turn)
        assert [r.origin for r in theirs.stored] == ["user"] and theirs.proposed == []


def test_what_a_candidate_must_say_to_be_the_users_own_words():
    """Word for word, in the user's order, leaving out no negation or quantity of its
    clause: a reordered sentence, an antonym, a changed number, a dropped "not", "only"
    or 不 is the model's reading; one sentence or clause as said is the user's."""
    from memdir.foundation.candidate import Candidate
    from memdir.service.writes.provenance import writer_of

    def who(description: str, said: str, body: str = "") -> str:
        cand = Candidate("x", description, "feedback", body, quote=said[:30])
        return writer_of("model", cand, [{"role": "user", "content": said}], said_too=True)

    models = [
        ("Deploy to production on Fridays", FRIDAYS),
        ("Run the linter before committing", FRIDAYS),  # "always" dropped
        ("Never deploy to production on Fridays and always run the linter before "
         "committing", FRIDAYS),  # clauses reordered
        ("Always deploy to production on Fridays", FRIDAYS),  # antonym
        ("Always skip the linter before committing", FRIDAYS),  # a word swapped
        ("run the linter deploy to production", FRIDAYS),  # not one run: a bag of words
        ("Keep 5 replicas in staging", "Keep 3 replicas in staging."),
        ("replicas in staging", "Keep 3 replicas in staging."),
        ("deploy on Fridays", "Don't, under any circumstances, deploy on Fridays."),
        ("deploy on Fridays", "We can’t deploy on Fridays."),
        ("Friday deploys are allowed", "Friday deploys are not allowed."),
        ("Friday deploys are", "Friday deploys are not allowed."),
        ("Use tabs", "Use tabs only in Makefiles."),
        ("在周五部署", "总是先跑 linter，别在周五部署。"),
        ("周五部署", "周五不部署。"),
        ("金曜日に本番へデプロイ", "金曜日に本番へデプロイしないでください。"),
        ("金曜日に本番へデプロイします", "金曜日に本番へデプロイしません。"),
    ]
    assert [(d, s) for d, s in models if who(d, s) != "model"] == []
    users = [
        ("Always run the linter before committing", FRIDAYS),
        ("never deploy to production on Fridays", FRIDAYS),
        ("Never deploy to production on Fridays.", FRIDAYS),
        (FRIDAYS.upper(), FRIDAYS),
        ("Keep 3 replicas in staging", "Keep 3 replicas in staging."),
        ("别在周五部署", "总是先跑 linter，别在周五部署。"),
        ("总是先跑 linter", "总是先跑 linter，别在周五部署。"),
        ("金曜日に本番へデプロイしないでください", "金曜日に本番へデプロイしないでください。"),
    ]
    assert [(d, s) for d, s in users if who(d, s) != "user"] == []
    assert who("Never deploy to production on Fridays", FRIDAYS,
               "Deploy to production on Fridays.") == "model"
    assert who("Never deploy to production on Fridays", FRIDAYS,
               "Never deploy to production on Fridays.") == "user"
