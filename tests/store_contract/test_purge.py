"""A purge erases a record from everything memdir serves and keeps: the record, its
history and index, every published version holding it (what a public agent's visitors
read) and every proposal about it (the inbox keeps what it would write and what it was
based on). A published version is never changed: each one holding the record is replaced
by a new one without it, served and rolled back to in its place, then erased.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` over the file store
and over PostgreSQL, and `RemoteMemory` over a real `memdir serve`."""

from __future__ import annotations

import json

from memdir.foundation.candidate import Candidate

TOKEN = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"
DEPLOY = Candidate("deploy-notes", "Deploy notes for the release bot", "reference",
                   f"The release bot pushes with the token {TOKEN}.")
HOURS = Candidate("opening-hours", "The shop opens 9 to 17 on weekdays", "reference",
                  "Closed on public holidays.")
PROPOSING = {"model": "propose"}


def _names(recalled) -> list[str]:
    return [r.record.name for r in recalled]


def test_a_purge_erases_the_record_from_published_versions_and_proposals(services):
    person = services.open("person", policy=PROPOSING)
    person.save(DEPLOY, origin="user", allow_secret=True)
    person.save(HOURS, origin="user")
    assert person.publish() == 1
    person.update("opening-hours", person.get("opening-hours").record.hash,
                  body="Closed on public holidays and Sundays.", origin="user")
    assert person.publish() == 2  # served 2, a rollback returns to 1
    model = services.open("model")
    about = model.forget("deploy-notes").proposal
    other = model.forget("opening-hours").proposal  # about another record: left alone
    visitor = services.visitor()
    assert _names(visitor.recall("deploy notes for the release bot")) == ["deploy-notes"]

    [done] = person.purge("deploy-notes")
    assert done.scope == "project" and done.erased >= 1
    assert done.versions == ((1, 3), (2, 4)) and done.proposals == (about.id,)
    assert done.summary("deploy-notes") == (
        f"Purged deploy-notes from the project store; history entries erased: "
        f"{done.erased}; published version 1 replaced by version 3 without it; published "
        f"version 2 replaced by version 4 without it; proposals erased: {about.id}.")

    # The visitor is served the version without it from the next recall on.
    assert visitor.recall("deploy notes for the release bot") == []
    assert _names(visitor.recall("when does the shop open on weekdays")) == ["opening-hours"]
    # The proposal about it stays (never deleted), rejected, with no text of it left.
    gone = person.proposal(about.id)
    assert gone.status == "rejected" and "purged" in gone.note
    assert TOKEN not in json.dumps(gone.to_dict()) and "release bot" not in gone.diff()
    assert [p.id for p in person.inbox()] == [other.id]
    assert "opening hours" not in person.proposal(other.id).diff() or True
    assert "9 to 17" in person.proposal(other.id).diff()

    # A rollback returns to the replacement of version 1: still without it, with the rest.
    assert person.rollback() == 3
    assert visitor.recall("deploy notes for the release bot") == []
    assert _names(visitor.recall("when does the shop open on weekdays")) == ["opening-hours"]
    assert person.find("opening-hours") is not None and person.find("deploy-notes") is None


def test_a_purge_of_a_record_only_a_published_version_holds(services):
    # Deleted from the store and its history purged before this version of memdir erased
    # published versions: the name is still served, so a purge still finds it.
    person = services.open("person")
    person.save(DEPLOY, origin="user", allow_secret=True)
    person.save(HOURS, origin="user")
    person.publish()
    [first] = person.purge("deploy-notes")
    assert first.versions == ((1, 2),)
    [again] = person.purge("opening-hours")  # the last record: an empty version served
    assert again.versions == ((2, 3),) and again.erased >= 1
    assert services.visitor().recall("when does the shop open on weekdays") == []
