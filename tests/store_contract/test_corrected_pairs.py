"""A correction's two records through the service, on every store and over a server:
the catalog counts only what holds among the records it did not show, and restoring the
record a correction closed reopens it consistently (its successor stops naming it).

Each test runs once per entry of ``SERVICES`` (conftest.py)."""

from __future__ import annotations

import re

from memdir.foundation.candidate import Candidate

JENKINS = Candidate(name="ci-jenkins", type="project", description="CI runs on Jenkins")
ACTIONS = Candidate(name="ci-gha", type="project",
                    description="We retired Jenkins last week. CI runs on GitHub Actions now.")
NOT_SHOWN = re.compile(r"\((\d+) more records not shown\)")


def _corrected(memory) -> None:
    memory.save(JENKINS, origin="user")
    decision, _ = memory.save(ACTIONS, origin="user")
    assert decision.target is not None and decision.target.name == "ci-jenkins"
    old, new = memory.get("ci-jenkins").record, memory.get("ci-gha").record
    assert (old.superseded_by, new.supersedes) == ("ci-gha", "ci-jenkins")


def test_the_catalog_does_not_count_a_closed_record_as_not_shown(services):
    memory = services.open("person")
    _corrected(memory)
    catalog = memory.catalog()
    assert "ci-gha" in catalog and "ci-jenkins" not in catalog
    assert NOT_SHOWN.search(catalog) is None, catalog


def test_the_catalog_counts_the_holding_records_its_cap_left_out(services):
    # Look-alike: records that hold and did not fit are counted, the closed one is not.
    memory = services.open("person")
    _corrected(memory)
    for i in range(6):
        memory.save(Candidate(name=f"note-{i}", type="project",
                              description=f"Build step {i} of the release uses tool {i}"),
                    origin="user")
    catalog = memory.catalog(120)
    shown = sum(1 for line in catalog.splitlines() if re.match(r"\d+: \[", line))
    found = NOT_SHOWN.search(catalog)
    assert found is not None and shown > 0, catalog
    assert shown + int(found.group(1)) == 7  # six notes and ci-gha hold; ci-jenkins not

def test_restoring_the_closed_record_unlinks_its_successor(services):
    memory = services.open("person")
    _corrected(memory)
    done = memory.restore("ci-jenkins", origin="user")
    old, new = memory.get("ci-jenkins").record, memory.get("ci-gha").record
    assert old.valid_to is None and old.superseded_by is None
    # Both hold now, and nothing says the restored fact no longer holds.
    assert new.supersedes is None and new.valid_to is None
    assert new.description == ACTIONS.description
    assert any("ci-gha" in note for note in done.notes), done.notes
    assert {r.name for r in memory.list()[0]} == {"ci-jenkins", "ci-gha"}
    recalled = memory.recall("Where does CI run, Jenkins?")
    assert all(not item.replaced for item in recalled)


def test_restoring_an_unrelated_version_leaves_the_links_alone(services):
    # Look-alikes: restoring the successor's own earlier edit, or a record nobody
    # corrected, changes no link and says nothing about one.
    memory = services.open("person")
    _corrected(memory)
    gha = memory.get("ci-gha").record
    memory.update("ci-gha", gha.hash, body="Workflows live in .github/workflows.",
                  origin="user")
    done = memory.restore("ci-gha", origin="user")
    assert memory.get("ci-gha").record.supersedes == "ci-jenkins"
    assert memory.get("ci-jenkins").record.superseded_by == "ci-gha"
    assert memory.get("ci-jenkins").record.valid_to is not None
    assert done.notes == ()
    memory.save(Candidate(name="deploy-day", type="project",
                          description="Deploys happen on friday"), origin="user")
    memory.forget("deploy-day", origin="user")
    assert memory.restore("deploy-day", origin="user").notes == ()


def test_a_restore_a_person_approves_reopens_as_one_made_directly(services):
    # A model's restore under a policy that proposes it: approval once wrote the version
    # over whatever held the name, and the successor kept naming the reopened record.
    person = services.open("person", policy={"model": "propose"})
    model = services.open("model")
    _corrected(person)
    proposed = model.restore("ci-jenkins", origin="model")
    assert proposed.proposal is not None
    assert person.get("ci-jenkins").record.valid_to is not None  # nothing written yet
    person.approve(proposed.proposal.id)
    old, new = person.get("ci-jenkins").record, person.get("ci-gha").record
    assert (old.valid_to, old.superseded_by) == (None, None)
    assert new.supersedes is None and new.valid_to is None
    assert {r.name for r in person.list()[0]} == {"ci-jenkins", "ci-gha"}


def test_a_rename_of_either_record_of_a_pair_carries_the_link_and_undo_takes_it_back(
        services):
    memory = services.open("person")
    _corrected(memory)
    memory.rename("ci-gha", "ci-github-actions", origin="user")
    old, new = memory.get("ci-jenkins").record, memory.get("ci-github-actions").record
    assert (old.superseded_by, new.supersedes) == ("ci-github-actions", "ci-jenkins")
    memory.rename("ci-jenkins", "ci-jenkins-2019", origin="user")
    old, new = memory.get("ci-jenkins-2019").record, memory.get("ci-github-actions").record
    assert (old.superseded_by, new.supersedes) == ("ci-github-actions", "ci-jenkins-2019")
    # Each rename is one change with the link it carried: undone, the pair is as before.
    for change in memory.changes()[:2]:
        memory.undo(change.id)
    old, new = memory.get("ci-jenkins").record, memory.get("ci-gha").record
    assert (old.superseded_by, new.supersedes) == ("ci-gha", "ci-jenkins")
    assert memory.find("ci-github-actions") is None and memory.find("ci-jenkins-2019") is None
