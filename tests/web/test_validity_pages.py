"""The review page shows when a memory held: "until DAY" on a replaced one, with links
between it and what replaced it."""

from __future__ import annotations

from memdir.foundation.record import Record


def _corrected(memory) -> None:
    memory.project.upsert(Record(name="node-version", description="The project uses Node 18",
                                 type="project", valid_to="2026-11-02T10:00:00Z",
                                 superseded_by="node-22"))
    memory.project.upsert(Record(name="node-22", description="The project uses Node 22",
                                 type="project", valid_from="2026-11-02T10:00:00Z",
                                 supersedes="node-version"))


def test_the_list_marks_a_replaced_memory_until_the_day_it_stopped(client, memory):
    _corrected(memory)
    page = client.get("/memories").text
    assert "until 2026-11-02" in page and "replaced by node-22" in page
    assert page.count("until 2026-") == 1  # the memory that holds has no end


def test_each_page_links_what_replaced_it_and_what_it_replaced(client, memory):
    _corrected(memory)
    old = client.get("/record?scope=project&name=node-version").text
    assert "until 2026-11-02" in old and "name=node-22" in old
    new = client.get("/record?scope=project&name=node-22").text
    assert "since 2026-11-02" in new and "name=node-version" in new


def test_an_old_content_hash_in_supersedes_links_nothing(client, memory):
    memory.project.upsert(Record(name="edited", description="Edited in place",
                                 type="project", supersedes="3f9c2a1b7d4e5f60"))
    page = client.get("/record?scope=project&name=edited").text
    assert "name=3f9c2a1b7d4e5f60" not in page and "replaced <a" not in page


def test_an_approved_rename_of_what_replaced_a_memory_is_linked_under_its_new_name(
        client, memory):
    # The rename carries the pair's link: the replaced memory's page links the new name,
    # not the old one, which no memory holds any more.
    from memdir.service.memory import Memory
    from memdir.service.write_policy import WritePolicy

    _corrected(memory)
    policy = WritePolicy()
    policy.apply({"model": "propose"}, "test", stricter_only=False)
    with Memory(memory.project, user=False, provider="offline", policy=policy,
                actor="model") as model:
        proposed = model.rename("node-22", "node-lts")
    assert proposed.proposal is not None
    response = client.post("/inbox/decide", data={"id": proposed.proposal.id,
                                                   "action": "approve"})
    assert response.status_code == 303 and memory.project.find("node-22") is None
    old = client.get("/record?scope=project&name=node-version").text
    assert "name=node-lts" in old and "name=node-22" not in old
    assert memory.project.find("node-version").superseded_by == "node-lts"
    assert memory.project.find("node-lts").supersedes == "node-version"
