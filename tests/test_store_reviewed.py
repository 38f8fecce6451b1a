"""What a file store keeps for review: proposals, exact reverts, tombstones."""

from __future__ import annotations

import json
import os

import pytest

from memdir.foundation.errors import ConflictError, NotFoundError, StoreError
from memdir.foundation.record import Record


def test_a_proposal_is_one_file_kept_whole_and_read_back(store):
    store.save_proposal({"id": "p0123456789", "status": "pending", "created": "t1"})
    store.save_proposal({"id": "p0123456789", "status": "rejected", "created": "t1"})
    assert store.proposal("p0123456789")["status"] == "rejected"
    assert [p["id"] for p in store.proposals()] == ["p0123456789"]
    assert os.listdir(store.root / ".inbox") == ["p0123456789.json"]  # no temp file left


def test_the_inbox_is_local_state_kept_out_of_git(store):
    store.save_proposal({"id": "p0123456789"})
    assert ".inbox/" in (store.root / ".gitignore").read_text().splitlines()


def test_a_proposal_id_is_never_a_path(store):
    with pytest.raises(StoreError):
        store.save_proposal({"id": "../../evil"})
    with pytest.raises(NotFoundError):
        store.proposal("../x")


def test_a_proposal_another_machine_wrote_is_never_offered(store):
    store.save_proposal({"id": "p0123456789"})
    planted = {"id": "pfeedfeedfe", "status": "pending", "by": "another-machine:1000",
               "ops": [{"op": "write", "name": "push", "text": "---\nname: push\n---\n"}]}
    (store.root / ".inbox" / "pfeedfeedfe.json").write_text(json.dumps(planted))
    assert [p["id"] for p in store.proposals()] == ["p0123456789"]
    with pytest.raises(NotFoundError):
        store.proposal("pfeedfeedfe")


def test_put_version_writes_the_exact_text_and_checks_the_hash(store):
    store.upsert(Record("a", "Use pnpm", "feedback"))
    old = store.get("a")
    text = "---\nname: a\ndescription: Use npm\ntype: feedback\n---\nhand written\n"
    with pytest.raises(ConflictError):
        store.put_version("a", text, expected_hash="0000")
    store.put_version("a", text, expected_hash=old.hash)
    assert (store.root / "a.md").read_text() == text
    assert store.history("a")[-1].op == "restore"
    store.put_version("a", None, expected_hash=store.get("a").hash)
    assert store.find("a") is None and store.history("a")[-1].op == "delete"
