"""`memdir export` then `memdir import`, as a person runs them (real processes): what a
correction did survives the trip (a closed record stays history, both links of the pair
stay), and a hostile file's look-alikes forge nothing, or change nothing at all."""

from __future__ import annotations

import json
import os
from pathlib import Path

from memdir.foundation.record import Record
from memdir.store import FileStore

from .conftest import run_memdir

CHANGED = "2026-11-02T10:00:00Z"


def _place(root: Path) -> tuple[Path, dict[str, str]]:
    """A project folder and the environment of a person working in it."""
    (root / "proj" / ".git").mkdir(parents=True)
    env = {**os.environ, "MEMDIR_HOME": str(root / "home")}
    return root / "proj", env


def _memdir(cwd: Path, env: dict[str, str], *args: str, code: int = 0) -> str:
    done = run_memdir(*args, cwd=cwd, env=env)
    assert done.returncode == code, (args, done.stdout, done.stderr)
    return done.stdout + done.stderr


def _corrected(store: FileStore) -> None:
    """What a correction leaves: the old record closed and naming the new one, the new
    one naming the old; beside them a record that holds, and one that holds until 2999."""
    store.upsert(Record(name="node-version", description="The project uses Node 18",
                        type="project", body="CI pins Node 18.", origin="user",
                        created="2026-01-10T09:00:00Z", updated=CHANGED,
                        valid_to=CHANGED, superseded_by="node-22"))
    store.upsert(Record(name="node-22", description="The project uses Node 22",
                        type="project", body="CI pins Node 22.", origin="user",
                        created=CHANGED, updated=CHANGED, valid_from=CHANGED,
                        supersedes="node-version"))
    store.upsert(Record(name="deploy-day", description="Deploys happen on Tuesdays",
                        type="project", created="2026-03-01T09:00:00Z", origin="model"))
    store.upsert(Record(name="office-lease", description="The office lease runs to 2999",
                        type="project", valid_to="2999-01-01T00:00:00Z"))
    # A fact that stopped holding and holds again, in a record of its own with the same
    # words: the closed one is history, no duplicate of what holds (imported after it).
    store.upsert(Record(name="office-mondays", description="The office is closed on Mondays",
                        type="project", created="2026-01-05T09:00:00Z",
                        valid_to="2026-03-01T00:00:00Z"))
    store.upsert(Record(name="mondays-office", description="The office is closed on Mondays",
                        type="project", created="2026-06-01T09:00:00Z"))


def test_a_correction_and_its_closed_record_survive_export_and_import(tmp_path):
    source, env = _place(tmp_path / "a")
    _corrected(FileStore(source / ".memory"))
    dump = tmp_path / "memories.json"
    _memdir(source, env, "export", "--json", "-o", str(dump))
    exported = {r["name"]: r for r in json.loads(dump.read_text("utf-8"))["records"]}
    assert sorted(exported) == ["deploy-day", "mondays-office", "node-22", "node-version",
                                "office-lease", "office-mondays"]
    assert exported["node-version"]["valid_to"] == CHANGED

    target, env_b = _place(tmp_path / "b")
    said = _memdir(target, env_b, "import", "--json", str(dump))
    assert said.splitlines()[-1] == "6 created.", said
    holding = json.loads(_memdir(target, env_b, "ls", "--json"))
    assert [r["name"] for r in holding] == ["deploy-day", "mondays-office", "node-22",
                                            "office-lease"]
    everything = json.loads(_memdir(target, env_b, "ls", "--json", "--history"))
    assert len(everything) == 6
    # The listing's count is exact: four hold, two are history.
    assert "of 4" in _memdir(target, env_b, "ls", "-n", "2")

    store = FileStore(target / ".memory")
    old, new = store.get("node-version"), store.get("node-22")
    assert (old.valid_to, old.superseded_by) == (CHANGED, "node-22")
    assert (new.valid_from, new.supersedes, new.valid_to) == (CHANGED, "node-version", None)
    assert (old.created, old.updated) == ("2026-01-10T09:00:00Z", CHANGED)
    # Who wrote it: an import, not the user the file names; a model's record stays one.
    assert (old.origin, store.get("deploy-day").origin) == ("import", "model")
    assert store.get("office-lease").valid_to == "2999-01-01T00:00:00Z"

    # The seed-style folder carries the same fields in its frontmatter.
    folder = tmp_path / "folder"
    _memdir(source, env, "export", "--folder", str(folder))
    third, env_c = _place(tmp_path / "c")
    said = _memdir(third, env_c, "import", str(folder))
    assert said.splitlines()[-1] == "6 created.", said
    store_c = FileStore(third / ".memory")
    assert store_c.get("node-version").superseded_by == "node-22"
    assert store_c.get("node-22").supersedes == "node-version"
    assert (store_c.count(), store_c.count(closed=False)) == (6, 4)


def test_a_hostile_file_forges_no_link_origin_or_field_and_a_bad_value_changes_nothing(
        tmp_path):
    target, env = _place(tmp_path / "b")
    FileStore(target / ".memory").upsert(Record(
        name="prefer-pytest", description="Tests in this project use pytest",
        type="feedback", origin="user"))
    records = [
        # Claims it replaced the user's record, which does not name it back.
        {"name": "use-unittest", "type": "feedback", "origin": "user",
         "description": "Tests in this project use unittest classes",
         "supersedes": "prefer-pytest"},
        # Closed, naming a successor that is nowhere.
        {"name": "old-ci", "type": "project", "description": "CI ran on Travis",
         "valid_to": CHANGED, "superseded_by": "no-such-memory"},
        # The pair's look-alike: each names the other, so both links hold.
        {"name": "old-host", "type": "project", "description": "The site was on Heroku",
         "valid_to": CHANGED, "superseded_by": "new-host"},
        {"name": "new-host", "type": "project", "description": "The site runs on Fly.io",
         "valid_from": CHANGED, "supersedes": "old-host"},
    ]
    dump = tmp_path / "hostile.json"
    dump.write_text(json.dumps({"format": "memdir", "records": records}), "utf-8")
    said = _memdir(target, env, "import", "--json", str(dump))
    assert said.splitlines()[-1] == "4 created.", said
    assert ("created: use-unittest (project): supersedes 'prefer-pytest' left out: "
            "'prefer-pytest' does not name it back as superseded_by") in said
    assert ("created: old-ci (project): superseded_by 'no-such-memory' left out: there "
            "is no such memory") in said
    store = FileStore(target / ".memory")
    planted = store.get("use-unittest")
    assert (planted.supersedes, planted.origin) == (None, "import")
    assert store.get("prefer-pytest").valid_to is None  # still holds, untouched
    assert (store.get("old-ci").superseded_by, store.get("old-ci").valid_to) == (
        None, CHANGED)
    assert store.get("old-host").superseded_by == "new-host"
    assert store.get("new-host").supersedes == "old-host"
    assert (store.count(), store.count(closed=False)) == (5, 3)

    # Malformed values: one sentence naming the item and field, and nothing written.
    before = sorted((r.name, r.hash) for r in store.list())
    for bad, field in (({"valid_to": "next spring"}, "valid_to"),
                       ({"valid_from": "2026-13-45"}, "valid_from"),
                       ({"created": 20261102}, "created"),
                       ({"valid_from": CHANGED, "valid_to": "2026-01-01T00:00:00Z"},
                        "valid_to"),
                       ({"superseded_by": "../etc/passwd"}, "superseded_by"),
                       ({"supersedes": ["old-host"]}, "supersedes"),
                       ({"origin": "admin"}, "origin"),
                       ({"extra": {"valid_to": CHANGED}}, "extra")):
        item = {"name": "fine", "type": "project", "description": "A fine memory", **bad}
        dump.write_text(json.dumps([{"name": "first", "type": "project",
                                     "description": "Written first, if anything were"},
                                    item]), "utf-8")
        out = _memdir(target, env, "import", "--json", str(dump), code=1)
        assert out.startswith(f"Error: Import item #2 (fine): {field} "), out
        assert out.rstrip().endswith("nothing was imported."), out
        assert out.count("\n") == 1, out
        assert sorted((r.name, r.hash) for r in store.list()) == before


def test_the_same_text_with_another_validity_or_extra_fields_is_no_unchanged_import(
        tmp_path):
    """An import of a record whose name and text were stored said "unchanged" though its
    validity or its extra fields differed, and --overwrite wrote neither: an export of a
    record closed or annotated since lost that on import."""
    source, env = _place(tmp_path / "a")
    FileStore(source / ".memory").upsert(Record(
        name="deploy-day", description="Deploys happen on Tuesdays", type="project",
        created="2026-03-01T09:00:00Z", extra={"owner": "web"}))
    dump = tmp_path / "memories.json"
    _memdir(source, env, "export", "--json", "-o", str(dump))
    target, env_b = _place(tmp_path / "b")
    assert _memdir(target, env_b, "import", "--json", str(dump)).splitlines()[-1] == \
        "1 created."
    assert "unchanged: deploy-day (project)" in _memdir(
        target, env_b, "import", "--json", str(dump))

    data = json.loads(dump.read_text("utf-8"))
    data["records"][0].update(valid_to=CHANGED, extra={"owner": "ops"})
    closed = tmp_path / "closed.json"
    closed.write_text(json.dumps(data), "utf-8")
    store = FileStore(target / ".memory")
    for dry in (("--dry-run",), ()):
        said = _memdir(target, env_b, "import", "--json", str(closed), *dry)
        assert "exists: deploy-day (project): a memory with this name and text exists; " \
            "its validity and extra fields differ: --overwrite applies them" in said, said
    assert "updated: deploy-day (project): dry run" in _memdir(
        target, env_b, "import", "--json", str(closed), "--overwrite", "--dry-run")
    assert (store.get("deploy-day").valid_to, store.get("deploy-day").extra) == (
        None, {"owner": "web"})

    said = _memdir(target, env_b, "import", "--json", str(closed), "--overwrite")
    assert "updated: deploy-day (project)" in said, said
    rec = store.get("deploy-day")
    assert (rec.description, rec.valid_to, rec.extra) == (
        "Deploys happen on Tuesdays", CHANGED, {"owner": "ops"})
    assert "unchanged: deploy-day (project)" in _memdir(
        target, env_b, "import", "--json", str(closed))
    assert [e.op for e in store.history("deploy-day")] == ["create", "update"]

    # Opened again by the first export, then the whole change undone.
    said = _memdir(target, env_b, "import", "--json", str(dump), "--overwrite")
    assert "updated: deploy-day (project)" in said, said
    assert store.get("deploy-day").valid_to is None
    last = json.loads(_memdir(target, env_b, "changes", "--json"))[0]
    _memdir(target, env_b, "undo", last["id"])
    rec = store.get("deploy-day")
    assert (rec.valid_to, rec.extra) == (CHANGED, {"owner": "ops"})
