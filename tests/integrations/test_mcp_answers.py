"""McpAnswers: the MCP tools' answers over `Memory`, in-process."""

from __future__ import annotations

import pytest
from memory_helpers import mcp_over

from memdir.foundation.errors import (
    ConflictError,
    MemdirError,
    NotFoundError,
    ProviderError,
    RoleError,
)
from memdir.integrations.mcp_answers import McpAnswers
from memdir.service.write_policy import load_policy
from memdir.testing import ScriptedProvider

from .conftest import add


@pytest.fixture
def access(project_store, user_store):
    acc = mcp_over(project_store, user_store)
    yield acc
    acc.close()


def test_save_goes_through_the_policy_and_by_type_to_the_right_store(access, project_store,
                                                                       user_store):
    saved = access.save(description="Tests use pytest, never unittest", type="feedback",
                        name="prefer-pytest", body="The user corrected this.")
    assert saved == {"saved": True, "action": "created", "name": "prefer-pytest",
                     "scope": "project", "reason": "New feedback memory.",
                     "hash": project_store.get("prefer-pytest").hash}
    user = access.save(description="Backend engineer, prefers answers in Chinese",
                       type="user", name="who")
    assert (user["scope"], user_store.get("who").type) == ("user", "user")
    assert project_store.find("who") is None
    assert project_store.get("prefer-pytest").source["via"] == "mcp"


@pytest.mark.parametrize(("description", "reason_start"), [
    ("For now skip the slow tests", "It is temporary"),
    ("Deploy key is ghp_abcdefghijklmnopqrstuvwxyz0123456789",
     "The description seems to contain a GitHub"),
])
def test_refused_save_returns_the_reason_and_stores_nothing(access, project_store,
                                                           description, reason_start):
    result = access.save(description=description, type="project")
    assert result["saved"] is False and result["action"] == "refused"
    assert result["reason"].startswith(reason_start)
    assert "name" not in result  # a derived name could echo the secret back
    assert not project_store.exists() or project_store.list() == []


def test_save_with_an_existing_name_is_refused_and_changes_nothing(access, project_store):
    add(project_store, "test-runner", "Tests use pytest")
    result = access.save(description="Tests use vitest now", type="feedback",
                         name="test-runner")
    assert (result["action"], result["name"]) == ("refused", "test-runner")
    assert "memory_update" in result["reason"]
    assert project_store.get("test-runner").description == "Tests use pytest"
    assert [e.op for e in project_store.history("test-runner")] == ["create"]


def test_search_filters_by_scope_and_cuts_unrelated_queries(access, project_store,
                                                             user_store):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    add(user_store, "pytest-fan", "The user likes pytest fixtures", type="user")
    both = access.search("write pytest tests")
    assert {(r["name"], r["scope"]) for r in both["results"]} == {
        ("prefer-pytest", "project"), ("pytest-fan", "user")}
    only_user = access.search("write pytest tests", scope="user")
    assert [r["name"] for r in only_user["results"]] == ["pytest-fan"]
    assert access.search("bake sourdough bread")["results"] == []


def test_search_bodies_are_capped(access, project_store):
    add(project_store, "long-one", "Deploy procedure for the cluster", type="reference",
        body="deploy " * 2_000)
    [hit] = access.search("deploy procedure cluster")["results"]
    assert len(hit["body"]) < 2_100 and hit["body"].endswith("memory_get has it all]")
    assert access.get("long-one")["body"].split() == ["deploy"] * 2_000


def test_update_needs_the_hash_it_read(access, project_store):
    # A model's record: the model's update is applied (a person's is proposed).
    add(project_store, "deploy-cmd", "Deploy with make ship", type="reference", origin="model")
    read = access.get("deploy-cmd")
    project_store.upsert(project_store.get("deploy-cmd").evolve(body="changed by a person"))
    with pytest.raises(ConflictError, match="changed since you read it"):
        access.update("deploy-cmd", read["hash"], body="Deploy with make release")
    fresh = access.get("deploy-cmd")
    done = access.update("deploy-cmd", fresh["hash"], body="Deploy with make release")
    assert done["action"] == "updated"
    assert project_store.get("deploy-cmd").body == "Deploy with make release"
    assert project_store.get("deploy-cmd").supersedes is None  # it names records only


def test_update_is_refused_for_a_secret_and_unchanged_for_the_same_text(access,
                                                                         project_store):
    add(project_store, "db", "The staging database is db.staging.internal",
        type="reference")
    h = access.get("db")["hash"]
    refused = access.update("db", h, body="password=hunter2hunter2")
    assert refused["action"] == "refused" and "password" in refused["reason"]
    same = access.update("db", h, description="The staging database is db.staging.internal")
    assert same["action"] == "unchanged"
    assert project_store.get("db").hash == h


def test_delete_checks_the_hash_and_can_be_restored(access, project_store):
    add(project_store, "old-fact", "Node 18 is the runtime", type="project", origin="model")
    with pytest.raises(ConflictError):
        access.delete("old-fact", hash="0000000000000000")
    result = access.delete("old-fact", hash=access.get("old-fact")["hash"])
    assert result["deleted"] is True and "memdir restore 'old-fact'" in result["reason"]
    assert project_store.find("old-fact") is None
    assert project_store.restore("old-fact").name == "old-fact"


def test_get_of_a_missing_name_says_how_to_find_names(access):
    with pytest.raises(NotFoundError, match="memory_search or memory_list"):
        access.get("nothing-here")


def test_list_pages_and_filters_by_type(access, project_store, user_store):
    for i in range(5):
        add(project_store, f"fact-{i}", f"Project fact number {i}", type="project")
    add(user_store, "who", "Backend engineer", type="user")
    page = access.list(limit=3)
    assert (page["total"], len(page["records"]), page["not_shown"]) == (6, 3, 3)
    users = access.list(type="user")
    assert [(r["name"], r["scope"]) for r in users["records"]] == [("who", "user")]
    with pytest.raises(MemdirError, match="not one of"):
        access.list(type="secret")


def test_no_project_means_project_scope_is_an_error_but_user_scope_works(user_store):
    access = mcp_over(user_store)
    with pytest.raises(MemdirError, match="--project PATH"):
        access.search("anything", scope="project")
    saved = access.save(description="Prefers short answers", type="feedback")
    assert saved["scope"] == "user"  # nowhere else to go
    access.close()


def test_the_mcp_memory_has_no_project_in_the_root_or_home(tmp_path, monkeypatch):
    from memdir.foundation.config import Config
    from memdir.service.opening import open_memory

    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / ".memory").mkdir()  # a .memory/ in the home is ignored
    for here in ("/", tmp_path):
        monkeypatch.chdir(here)
        with open_memory(Config.from_env(), provider="offline") as memory:
            assert memory.sizes() == {"user": 0} and memory.root is None
    (tmp_path / "code" / ".git").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "code")
    with open_memory(Config.from_env(), provider="offline") as memory:
        assert memory.root == (tmp_path / "code").resolve()


def test_llm_selection_uses_the_models_choice(project_store, user_store):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    add(project_store, "deploy-cmd", "Deploy with make ship", type="reference")

    def choose_deploy(system, messages, tools):
        line = next(x for x in messages[0]["content"].splitlines() if "deploy-cmd" in x)
        return f"[{line.split(':')[0]}]"

    model = ScriptedProvider(choose_deploy)
    access = mcp_over(project_store, user_store, select="llm", provider=model)
    chosen = access.search("how do I ship this?")
    assert (chosen["method"], [r["name"] for r in chosen["results"]]) == (
        "model", ["deploy-cmd"])
    assert "how do I ship this?" in model.calls[0].messages[0]["content"]
    access.close()


def test_llm_selection_honours_a_limit_above_the_per_turn_cap(project_store):
    for i in range(12):
        add(project_store, f"deploy-step-{i}", f"Deploy step {i}: make deploy on host {i}")
    model = ScriptedProvider("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]")
    access = mcp_over(project_store, False, select="llm", provider=model)
    found = access.search("make deploy", limit=8)
    assert (found["method"], len(found["results"])) == ("model", 8)
    access.close()


def test_llm_selection_falls_back_to_the_ranker_when_the_model_fails(project_store):
    add(project_store, "prefer-pytest", "Tests in this project use pytest")
    access = mcp_over(project_store, False, select="llm",
                          provider=ScriptedProvider(ProviderError("the model is down")))
    found = access.search("write pytest tests")
    assert found["method"] == "fallback" and "model is down" in found["note"]
    assert [r["name"] for r in found["results"]] == ["prefer-pytest"]
    access.close()


def test_unknown_selection_is_refused(project_store):
    with pytest.raises(MemdirError, match="Unknown selection"):
        McpAnswers(mcp_over(project_store).memory, select="magic")


def test_a_proposed_save_says_so_and_the_inbox_tools_decide_it(access, project_store,
                                                                  isolated_env):
    (isolated_env / "settings.json").write_text('{"policy": {"model": "propose"}}')
    access.memory.policy = load_policy(isolated_env)
    saved = access.save(description="Deploys happen on friday", type="project",
                        name="deploy-day")
    assert (saved["saved"], saved["action"]) == (False, "proposed")
    [item] = access.inbox()["proposals"]
    assert item["id"] == saved["proposal"] and "+description: Deploys happen on friday" \
        in item["diff"]
    # The agent's own tools cannot decide it: a person does (here, through the service).
    with pytest.raises(RoleError, match="Only a person may approve"):
        access.approve(saved["proposal"])
    person = access.memory.as_actor("person")
    person.approve(saved["proposal"])
    assert project_store.get("deploy-day").origin == "model"
    assert access.inbox() == {"proposals": [], "total": 0, "not_shown": 0}
    again = access.save(description="Deploys happen on monday", type="project", name="other")
    with pytest.raises(RoleError, match="Only a person may reject"):
        access.reject(again["proposal"], "no")
    assert person.reject(again["proposal"], "no").status == "rejected"
    assert project_store.find("other") is None


def test_no_proposal_is_approved_by_a_model(access, project_store):
    from memdir.foundation.candidate import Candidate

    access.memory.save(Candidate("owner-fired", "The owner was fired", "project"),
                       origin="visitor")
    [item] = access.inbox()["proposals"]
    with pytest.raises(RoleError, match="Only a person may approve a proposal"):
        access.approve(item["id"])
    with pytest.raises(RoleError):
        access.memory.approve(item["id"])  # the service decides, whatever the adapter
    assert project_store.find("owner-fired") is None
    assert access.inbox()["proposals"][0]["status"] == "pending"
