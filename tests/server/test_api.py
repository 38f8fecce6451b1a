"""The REST API, in-process: tenants, roles, admission, conflicts, one-sentence errors."""

from __future__ import annotations

import json
import re
import stat

from memdir.server.api import Api
from memdir.server.openapi import openapi
from memdir.server.tokens import TokenBook

from .conftest import Tokens

auth = Tokens.auth
PYTEST = {"name": "prefer-pytest", "type": "feedback",
          "description": "Tests in this project use pytest, never unittest",
          "body": "The user corrected this: pytest functions and fixtures."}


def test_a_token_sees_only_its_own_projects_memory(client, tokens):
    saved = client.post("/v1/memories", json=PYTEST, headers=auth(tokens.agent)).json()
    assert saved["saved"] is True and saved["action"] == "created"

    beta = auth(tokens.beta)
    assert client.get("/v1/memories", headers=beta).json()["total"] == 0
    assert client.get("/v1/search", params={"q": "pytest unittest"},
                      headers=beta).json()["results"] == []
    assert client.get("/v1/memories/prefer-pytest", headers=beta).status_code == 404
    assert client.get("/v1/memories/prefer-pytest/history", headers=beta).status_code == 404
    assert client.delete("/v1/memories/prefer-pytest", headers=beta,
                         params={"hash": "*"}).status_code == 404
    # The same name in the other project is another record.
    other = {**PYTEST, "description": "Beta's tests are written with nose"}
    assert client.post("/v1/memories", json=other, headers=beta).json()["saved"] is True
    got = client.get("/v1/memories/prefer-pytest", headers=auth(tokens.agent)).json()
    assert got["record"]["description"] == PYTEST["description"]
    assert got["scope"] == "project" and got["origin"] == "model"


def test_requests_without_a_valid_token_are_refused_and_change_nothing(client, tokens, data):
    for headers in ({}, {"Authorization": "Bearer mdt_not-a-token"},
                    {"Authorization": f"Basic {tokens.agent}"}):
        answer = client.post("/v1/memories", json=PYTEST, headers=headers)
        assert answer.status_code == 401
        assert "token" in answer.json()["error"]
    assert client.get("/v1/memories", headers=auth(tokens.agent)).json()["total"] == 0

    # A revoked token stops working at the next request of the running server.
    book = TokenBook(data)
    agent_id = client.get("/v1/whoami", headers=auth(tokens.agent)).json()["id"]
    book.revoke(agent_id)
    assert client.get("/v1/memories", headers=auth(tokens.agent)).status_code == 401


def test_only_an_admin_manages_tokens_and_only_its_projects(client, tokens, data):
    for token, role in ((tokens.agent, "an agent"), (tokens.reviewer, "a reviewer")):
        answer = client.post("/v1/tokens", json={"role": "admin"}, headers=auth(token))
        assert answer.status_code == 403
        assert answer.json()["error"] == (f"This needs an admin token; yours is {role} token "
                                          "for project 'alpha'.")
    assert len(TokenBook(data).list()) == 4

    made = client.post("/v1/tokens", json={"role": "agent", "note": "CI"},
                       headers=auth(tokens.admin)).json()
    assert made["project"] == "alpha" and made["token"].startswith("mdt_")
    assert client.get("/v1/whoami", headers=auth(made["token"])).json()["project"] == "alpha"
    listed = client.get("/v1/tokens", headers=auth(tokens.admin)).json()["tokens"]
    assert {g["project"] for g in listed} == {"alpha"}
    assert all("token" not in g for g in listed)

    beta_id = next(g.id for g in TokenBook(data).list("beta"))
    answer = client.delete(f"/v1/tokens/{beta_id}", headers=auth(tokens.admin))
    assert answer.status_code == 404
    assert client.get("/v1/whoami", headers=auth(tokens.beta)).status_code == 200


def test_tokens_are_kept_only_as_hashes_in_an_owner_only_file(tokens, data):
    text = (data / "tokens.json").read_text()
    for token in (tokens.agent, tokens.reviewer, tokens.admin, tokens.beta):
        assert token not in text and token[4:] not in text
    assert stat.S_IMODE((data / "tokens.json").stat().st_mode) == 0o600
    assert len(json.loads(text)["tokens"]) == 4


def test_writes_pass_the_admission_policy(client, tokens):
    h = auth(tokens.agent)
    temporary = client.post("/v1/memories", headers=h, json={
        "type": "project", "description": "For now, skip the slow integration tests"}).json()
    secret = client.post("/v1/memories", headers=h, json={
        "type": "reference", "name": "deploy-token",
        "description": "Deploy token is ghp_abcdefghijklmnopqrstuvwxyz0123456789"}).json()
    assert temporary["saved"] is False and "temporary" in temporary["reason"]
    assert secret["saved"] is False and "ghp_" not in json.dumps(secret)
    assert secret["secret"] == {"field": "the description", "kind": "a GitHub token"}
    assert client.get("/v1/memories", headers=h).json()["total"] == 0


def test_a_persons_write_from_a_reviewer_token_is_their_own_words(client, tokens, data):
    from memdir.foundation.record import parse_record

    def origin_of(name: str) -> str | None:
        path = data / "projects" / "alpha" / "memory" / f"{name}.md"
        return parse_record(path.read_text(encoding="utf-8")).origin

    mine = client.post("/v1/memories", headers=auth(tokens.reviewer), json={
        "type": "feedback", "name": "tabs", "description": "Indent with tabs",
        "origin": "user"}).json()
    # An agent token is the model writer whatever it claims: the agent holds it too.
    claimed = client.post("/v1/memories", headers=auth(tokens.agent), json={
        "type": "feedback", "name": "uv", "description": "Install packages with uv",
        "origin": "user"}).json()
    # A person's token names no origin: the write is still theirs (it once counted as a
    # model's unless the body said "user").
    plain = client.post("/v1/memories", headers=auth(tokens.reviewer), json={
        "type": "feedback", "name": "ruff", "description": "Lint with ruff"}).json()
    narrowed = client.post("/v1/memories", headers=auth(tokens.admin), json={
        "type": "feedback", "name": "mypy", "description": "Type-check with mypy",
        "origin": "model"}).json()
    assert (mine["origin"], claimed["origin"], plain["origin"], narrowed["origin"]) == (
        "user", "model", "user", "model")
    assert [origin_of(n) for n in ("tabs", "uv", "ruff", "mypy")] == [
        "user", "model", "user", "model"]
    bad = client.post("/v1/memories", headers=auth(tokens.reviewer), json={
        "type": "feedback", "description": "x", "origin": "admin"})
    assert bad.status_code == 400 and "'origin' must be one of" in bad.json()["error"]


def test_admission_of_client_extracted_candidates_keeps_their_provenance(client, tokens):
    answer = client.post("/v1/admit", headers=auth(tokens.agent), json={
        "session": "laptop-1", "candidates": [
            {"name": "use-uv", "type": "project", "quote": "from now on use uv",
             "description": "This project installs packages with uv, not pip", "message": 0},
            {"name": "skip", "type": "project", "description": "This time skip the lint"}]})
    report = answer.json()
    assert [d["action"] for d in report["decisions"]] == ["store", "reject"]
    [stored] = report["stored"]
    assert stored["source"] == {"session": "laptop-1", "quote": "from now on use uv",
                                "message": 0}
    assert report["change"] and report["errors"] == [] and report["proposed"] == []


def test_a_stale_hash_is_a_conflict_and_history_brings_text_back(client, tokens):
    h = auth(tokens.agent)
    first = client.post("/v1/memories", json=PYTEST, headers=h).json()["hash"]
    changed = client.patch("/v1/memories/prefer-pytest", headers=h, json={
        "hash": first, "body": "Use pytest; parametrize instead of loops."}).json()
    assert changed["saved"] is True
    stale = client.patch("/v1/memories/prefer-pytest", headers=h,
                         json={"hash": first, "body": "something else"})
    assert stale.status_code == 409 and "changed since" in stale.json()["error"]
    assert client.delete("/v1/memories/prefer-pytest", headers=h,
                         params={"hash": first}).status_code == 409

    gone = client.delete("/v1/memories/prefer-pytest", headers=h,
                         params={"hash": changed["hash"]}).json()
    assert gone["proposed"] is False and gone["record"]["name"] == "prefer-pytest"
    ops = [e["op"] for e in client.get("/v1/memories/prefer-pytest/history",
                                       headers=h).json()["entries"]]
    assert ops == ["create", "update", "delete"]
    back = client.post("/v1/memories/prefer-pytest/restore", headers=h,
                       json={"hash": "absent"}).json()
    assert back["record"]["body"] == "Use pytest; parametrize instead of loops."


def test_bad_input_is_one_sentence_and_changes_nothing(client, tokens):
    h = auth(tokens.agent)
    cases = [
        client.post("/v1/memories", headers=h, content=b"{not json"),
        client.post("/v1/memories", headers=h, json=["a", "list"]),
        client.post("/v1/memories", headers=h, json={**PYTEST, "body": 5}),
        client.get("/v1/memories/MEMORY", headers=h),
        client.get("/v1/memories", headers=h, params={"limit": "-1"}),
        client.get("/v1/search", headers=h),
        client.post("/v1/memories/x/restore", headers=h, json={"version": True}),
        client.post("/v1/admit", headers=h, json={"candidates": [{"name": "x"}]}),
        # An import with no list of items once answered 200, '{"imported": []}'.
        client.post("/v1/import", headers=h, json={}),
        client.post("/v1/import", headers=h, json={"items": "nope"}),
        client.post("/v1/import", headers=h, json={"records": [PYTEST]}),
    ]
    too_large = client.post("/v1/memories", headers=h, content=b" " * 1_000_001)
    assert too_large.status_code == 413, too_large.text
    for answer in cases:
        assert answer.status_code == 400, answer.text
        assert answer.json()["kind"] in ("BadInput", "InvalidNameError")
        error = answer.json()["error"]
        assert "\n" not in error and error.endswith(".")
    # A name that could escape the store is the policy's refusal, as over MCP.
    escape = client.post("/v1/memories", headers=h, json={**PYTEST, "name": "../escape"})
    assert escape.json()["saved"] is False and "Invalid memory name" in escape.json()["reason"]
    # So is a type the service does not know, in its words, as the local library says it.
    diary = client.post("/v1/memories", headers=h, json={**PYTEST, "type": "diary"})
    assert diary.json()["saved"] is False
    assert diary.json()["reason"] == "Type 'diary' is not one of user, feedback, project, " \
        "reference."
    assert client.get("/v1/memories", headers=h).json()["total"] == 0


def test_the_openapi_description_is_valid_and_covers_every_route(client):
    import schemathesis

    served = client.get("/openapi.json").json()
    assert served == openapi()
    schemathesis.openapi.from_dict(served).validate()
    # An OpenAPI path names a parameter without Starlette's convertor ({session:path}).
    routes = {(re.sub(r":\w+}", "}", r.path), m.lower())
              for r in Api(None, None).routes()  # type: ignore[arg-type]
              for m in (r.methods or ()) if m != "HEAD"}
    described = {(path, method) for path, ops in served["paths"].items()
                 for method in ops if method != "parameters"}
    assert routes - {("/openapi.json", "get")} == described


def test_publish_counts_the_memories_that_hold_as_memdir_publish_says(client, tokens, data):
    # A record a correction closed is published as history: the count visitors are told
    # of is what holds, the number `memdir publish` prints (the store's listing total).
    from memdir.foundation.record import Record
    from memdir.store.files.store import FileStore

    store = FileStore(data / "projects" / "alpha" / "memory", scope="project")
    try:
        for name, text, end in (
                ("node-version", "The project uses Node 18", "2026-11-02T10:00:00Z"),
                ("node-22", "The project uses Node 22", None),
                ("lease", "The office lease runs to 2999", "2999-01-01T00:00:00Z"),
                ("prefer-pytest", "Tests in this project use pytest", None)):
            store.upsert(Record(name=name, description=text, type="project",
                                valid_to=end))
    finally:
        store.close()
    reviewer = auth(tokens.reviewer)
    published = client.post("/v1/publish", headers=reviewer)
    assert published.status_code == 200, published.text
    listed = client.get("/v1/memories", headers=reviewer).json()["total"]
    assert published.json() == {"version": 1, "memories": 3, "rolled_back": False}
    assert listed == 3
    same = client.post("/v1/publish", headers=reviewer)  # nothing changed: no version 2
    assert same.status_code != 200 and "Nothing changed since version 1" in same.text
    store = FileStore(data / "projects" / "alpha" / "memory", scope="project")
    try:
        store.upsert(Record(name="deploy-day", description="Deploys on friday",
                            type="project"))
    finally:
        store.close()
    assert client.post("/v1/publish", headers=reviewer).json()["memories"] == 4
    assert client.post("/v1/publish", headers=reviewer, json={"rollback": True}).json() == {
        "version": 1, "memories": 3, "rolled_back": True}


def test_a_kept_record_of_a_save_sets_no_validity_link_or_origin(client, tokens, data):
    # An import keeps a record's validity and links once it checked them against the
    # whole import; a save's kept record (created, updated, extra) sets none of them.
    from memdir.store.files.store import FileStore

    client.post("/v1/memories", json=PYTEST, headers=auth(tokens.agent))
    saved = client.post("/v1/memories", headers=auth(tokens.agent), json={
        "name": "use-unittest", "type": "feedback",
        "description": "Tests in this project use unittest classes", "origin": "import",
        "keep": {"name": "use-unittest", "description": "x", "type": "feedback",
                 "created": "2026-01-05T09:00:00Z", "valid_to": "2026-02-01T00:00:00Z",
                 "supersedes": "prefer-pytest", "superseded_by": "prefer-pytest",
                 "origin": "user"}})
    assert saved.json()["saved"] is True, saved.text
    store = FileStore(data / "projects" / "alpha" / "memory", scope="project")
    try:
        rec = store.get("use-unittest")
        assert (rec.valid_to, rec.supersedes, rec.superseded_by, rec.origin) == (
            None, None, None, "model")
        assert rec.created == "2026-01-05T09:00:00Z"  # what a kept record always kept
        assert store.get("prefer-pytest").valid_to is None
    finally:
        store.close()


def test_a_restore_never_writes_over_a_different_memory_of_the_name(client, tokens, data):
    # Two files of one name, written by hand into the project's folder; one is deleted
    # over the API, and its restore comes back beside the other, saying so.
    from memdir.store.files.store import FileStore

    folder = data / "projects" / "alpha" / "memory"
    FileStore(folder, scope="project").init()
    for file, name, text in (("deploy.md", "deploy", "How we deploy the API"),
                             ("Deploy-web.md", "Deploy", "How we deploy the web app")):
        (folder / file).write_text(f"---\nname: {name}\ndescription: {text}\n"
                                   f"type: project\n---\n{text}.\n")
    h = auth(tokens.admin)
    gone = client.delete("/v1/memories/deploy", headers=h,
                         params={"hash": "*"}).json()["record"]
    left = "How we deploy the web app" if gone["name"] == "deploy" else "How we deploy the API"
    back = client.post("/v1/memories/deploy/restore", headers=h,
                       json={"hash": None}).json()
    assert back["record"]["name"] == f"{gone['name']}-2", back
    assert back["record"]["description"] == gone["description"]
    assert any("held by a different memory" in note for note in back["notes"])
    assert client.get("/v1/memories/deploy", headers=h).json()["record"]["description"] == left


def test_a_write_refused_for_a_secret_answers_without_its_name(client, tokens):
    """The name may hold the secret the scan found first in the description: neither a
    save's answer nor an import's names it."""
    h = auth(tokens.agent)
    secret = "hunter2hunter2"
    rec = {"name": f"db-password-{secret}", "type": "project",
           "description": f"the database password is {secret}"}
    saved = client.post("/v1/memories", json=rec, headers=h)
    assert saved.json()["action"] == "refused" and saved.json()["name"] == ""
    imported = client.post("/v1/import", headers=h, json={"items": [["notes.md", {
        **rec, "body": rec["description"]}, None, ""]]})
    assert imported.json()["imported"] == [{
        "origin": "notes.md", "action": "skipped", "name": "", "scope": "project",
        "reason": "The description seems to contain a password; secrets are never stored "
                  "as memory"}]
    for answer in (saved, imported):
        assert "seems to contain a password" in answer.text and secret not in answer.text
    assert client.get("/v1/memories", headers=h).json()["total"] == 0
