"""`restore` never writes over a different memory holding the name now (README, `memdir
restore`): a record deleted, then a new one added under its name, is a different memory;
a version of the deleted one comes back beside it as ``NAME-2``. And a restore of the
version the record already holds changes nothing, as a publish of what visitors read
already does. The same over every store and over a server."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import PublishError

API = Candidate(name="deploy", type="project", description="How we deploy the API",
                body="API: run make deploy-api from the main branch.")
WEB = replace(API, description="How we deploy the web app",
              body="Web: push to the pages branch; it publishes itself.")


def test_a_deleted_records_version_comes_back_beside_a_new_memory_of_its_name(services):
    memory = services.open("person")
    memory.save(API, origin="user")
    memory.forget("deploy", origin="user")
    memory.save(WEB, origin="user")  # a new memory, created after the deletion
    new = memory.get("deploy").record

    for version in (2, 1, None):  # the deletion's, the creation's, "undo the last"
        done = memory.restore("deploy", version, origin="user")
        assert done.record.name == "deploy-2", version
        assert any("'deploy' is held by a different memory" in note
                   and "'deploy-2'" in note for note in done.notes), done.notes
        assert memory.get("deploy").record.hash == new.hash  # left as it is
        assert memory.get("deploy-2").record.description == API.description
    assert sorted(r.name for r in memory.list()[0]) == ["deploy", "deploy-2"]


def test_a_restore_after_the_new_one_is_deleted_too_takes_the_name_again(services):
    # Look-alike: nothing holds the name now, so the version comes back under it.
    memory = services.open("person")
    memory.save(API, origin="user")
    memory.forget("deploy", origin="user")
    memory.save(WEB, origin="user")
    memory.forget("deploy", origin="user")
    done = memory.restore("deploy", 1, origin="user")
    assert done.record.name == "deploy" and done.notes == ()
    assert memory.get("deploy").record.description == API.description
    # The memory restored holds the name: its own earlier version goes back in place.
    memory.update("deploy", memory.get("deploy").record.hash, description="API deploys",
                  origin="user")
    assert memory.restore("deploy", origin="user").record.name == "deploy"
    assert memory.get("deploy").record.description == API.description


def test_a_restore_of_the_version_the_record_holds_writes_nothing(services):
    memory = services.open("person")
    memory.save(API, origin="user")
    memory.update("deploy", memory.get("deploy").record.hash, description="API deploys",
                  origin="user")
    assert memory.restore("deploy", 1, origin="user").record.description == API.description
    versions = len(memory.history("deploy"))
    held = memory.get("deploy").record.hash
    for version in (1, 3):  # the version restored (restamped since), the restore's own
        done = memory.restore("deploy", version, origin="user")
        assert done.unchanged and done.notes == (
            f"'deploy' already holds version {version}, so nothing was restored.",)
        assert len(memory.history("deploy")) == versions
        assert memory.get("deploy").record.hash == held
    # Look-alike: a version it does not hold is restored.
    done = memory.restore("deploy", 2, origin="user")
    assert not done.unchanged and done.record.description == "API deploys"
    assert len(memory.history("deploy")) == versions + 1


def test_a_publish_with_nothing_changed_makes_no_new_version(services):
    memory = services.open("person")
    memory.save(API, origin="user")
    assert memory.publish() == 1
    with pytest.raises(PublishError, match=r"^Nothing changed since version 1 was "
                       "published, so no new version was made"):
        memory.publish()
    with pytest.raises(PublishError, match="no earlier published version"):
        memory.rollback()  # no version 2 was made to roll back from
    memory.save(replace(WEB, name="web"), origin="user")
    assert memory.publish() == 2
