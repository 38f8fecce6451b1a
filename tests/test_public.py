"""Public-agent mode's parts: `memdir publish`, the configuration switch, bad input."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from memdir.cli import cli
from memdir.foundation.config import DEFAULT_SESSION_TTL, Config
from memdir.foundation.errors import MemdirError
from memdir.service.memory import Memory
from memdir.service.public import Published


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    return tmp_path


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_publish_and_rollback_from_the_command_line(project):
    assert run("add", "opening-hours", "-d", "Open 9 to 17").exit_code == 0
    result = run("publish")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Published version 1 (1 memory)")
    again = run("publish")  # nothing changed: no version 2 the same as version 1
    assert again.exit_code == 1 and again.output.strip() == (
        "Error: Nothing changed since version 1 was published, so no new version was made: "
        "visitors read these memories now.")
    hours = project / ".memory" / "opening-hours.md"
    hours.write_text(hours.read_text().replace("9 to 17", "10 to 18"))
    assert run("publish").output.startswith("Published version 2 (1 memory)")
    run("add", "closing-days", "-d", "Closed on Sundays")
    assert run("publish").output.startswith("Published version 3 (2 memories)")
    run("publish", "--rollback")
    published = Published(Memory(project, user=False, provider="offline").project)
    assert published.current() == 2
    assert run("publish", "--rollback").output == "Visitors now read version 1 again.\n"
    assert "9 to 17" in published.store(published.current()).get("opening-hours").description
    # Nothing earlier than version 1: one sentence, no traceback, nothing changed.
    result = run("publish", "--rollback")
    assert result.exit_code == 1
    assert result.output.strip() == ("Error: There is no earlier published version to "
                                      "return to.")
    assert published.current() == 1


def test_publish_leaves_out_the_owners_memories_of_type_user(project):
    run("add", "opening-hours", "-d", "Open 9 to 17")
    # Kept in the project (as a server or Memory(user=False) keeps them): never published.
    assert run("add", "owner-health", "-t", "user", "--scope", "project", "-d",
               "The user is on sick leave until March").exit_code == 0
    result = run("publish")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Published version 1 (1 memory; 1 memory of type user "
                                    "left out: about you, not for visitors)")
    published = Published(Memory(project, user=False, provider="offline").project)
    served = published.store(published.current())
    assert [r.name for r in served.list()] == ["opening-hours"]
    assert run("publish").exit_code == 1  # nothing else changed: no new version


def test_a_published_record_keeps_the_origin_it_has_in_the_project(project):
    # A folder's version has no history of its own, so every record the owner published
    # was recalled for visitors as "repository" (over PostgreSQL: as the owner's).
    run("add", "opening-hours", "-d", "Open 9 to 17")
    (project / ".memory" / "delivery.md").write_text(  # came with a clone: not written here
        "---\nname: delivery\ndescription: We deliver to Norway\ntype: project\n"
        "origin: user\n---\nWe deliver to Norway\n", encoding="utf-8")
    assert run("publish").exit_code == 0
    owner = Memory(project, user=False, provider="offline")
    visitor = Memory(project, user=False, provider="offline", writers="untrusted",
                     session="visitor-0123456789abcdef")
    for query, name, origin in (("opening hours", "opening-hours", "user"),
                                ("deliver to Norway", "delivery", "repository")):
        [mine] = [r for r in owner.recall(query) if r.record.name == name]
        [theirs] = [r for r in visitor.recall(query) if r.record.name == name]
        assert mine.origin == theirs.origin == origin



def test_a_published_memory_that_quotes_its_person_keeps_its_origin_too(project):
    """A version keeps no session, message or quote, so the copy's hash is not the
    record's: every extracted memory (each quotes the words it came from) was recalled
    for visitors as 'repository' over files, and as the owner's over PostgreSQL."""
    from memdir.foundation.candidate import Candidate

    owner = Memory(project, user=False, provider="offline")
    owner.save(Candidate("support-hours", "Support answers from 9 to 17 CET", "project"),
               source={"session": "alice-laptop", "message": 3,
                       "quote": "support answers 9-17, tell everyone"}, origin="user")
    assert run("publish").exit_code == 0
    visitor = Memory(project, user=False, provider="offline", writers="untrusted",
                     session="visitor-0123456789abcdef")
    [mine] = owner.recall("when does support answer")
    [theirs] = visitor.recall("when does support answer")
    assert theirs.record.source is None and mine.record.source["quote"]
    assert mine.origin == theirs.origin == "user"

def test_every_read_of_a_public_agent_reads_the_version_served_now(project):
    """Recall and the catalog switched to a new published version; a listing, a search
    and a get kept the version the process began with, so a running agent's tools showed
    what its prompts no longer did, and `memdir publish` in a shell with the public mode
    on counted the version before the one it had just published."""
    run("add", "opening-hours", "-d", "Open 9 to 17")
    run("publish")
    visitor = Memory(project, user=False, provider="offline", writers="untrusted",
                     session="visitor-0123456789abcdef")
    assert [e.name for e in visitor.list()[0]] == ["opening-hours"]
    run("add", "closing-days", "-d", "Closed on Sundays")
    run("publish")
    assert sorted(e.name for e in visitor.list()[0]) == ["closing-days", "opening-hours"]
    assert visitor.page()[1] == 2
    assert [f.record.name for f in visitor.search("closed sundays").hits] == [
        "closing-days"]
    assert visitor.get("closing-days").record.description == "Closed on Sundays"
    run("add", "holidays", "-d", "Closed on public holidays")
    result = CliRunner().invoke(cli, ["publish"], env={"MEMDIR_WRITERS": "untrusted"})
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Published version 3 (3 memories)")


def test_a_public_agent_with_nothing_published_is_told_so_not_to_add(project):
    """A public agent reads only the published version: before any publish, 'memdir ls'
    said "No memories yet. Add one with: memdir add ...", and that add is refused in
    this mode, while the project held memories all along."""
    run("add", "opening-hours", "-d", "Open 9 to 17")
    untrusted = {"MEMDIR_WRITERS": "untrusted"}
    listed = CliRunner().invoke(cli, ["ls"], env=untrusted)
    assert listed.exit_code == 0, listed.output
    assert "memdir add" not in listed.output and "memdir publish" in listed.output
    assert CliRunner().invoke(cli, ["add", "x", "-d", "y"], env=untrusted).exit_code == 1
    run("publish")
    listed = CliRunner().invoke(cli, ["ls"], env=untrusted)
    assert "opening-hours" in listed.output and "memdir publish" not in listed.output
    # Trusted, an empty project still says how to add one.
    (project / ".memory" / "opening-hours.md").unlink()
    assert "memdir add NAME" in run("ls").output


def test_a_publish_is_a_copy_later_writes_do_not_change(project):
    run("add", "opening-hours", "-d", "Open 9 to 17")
    run("publish")
    run("rm", "opening-hours")
    published = Published(Memory(project, user=False, provider="offline").project)
    assert published.store(1).get("opening-hours").description == "Open 9 to 17"


@pytest.mark.parametrize(("value", "writers"), [
    ("", "trusted"), ("trusted", "trusted"), ("TRUSTED", "trusted"),
    ("untrusted", "untrusted"), ("public", "untrusted"), ("untrsted", "untrusted"),
])
def test_the_writers_switch_fails_closed(value, writers):
    assert Config.from_env({"MEMDIR_WRITERS": value}).writers == writers


@pytest.mark.parametrize(("value", "ttl"), [
    ("", DEFAULT_SESSION_TTL), ("60", 60.0), ("0", DEFAULT_SESSION_TTL),
    ("-5", DEFAULT_SESSION_TTL), ("soon", DEFAULT_SESSION_TTL),
])
def test_the_session_ttl_setting(value, ttl):
    assert Config.from_env({"MEMDIR_SESSION_TTL": value}).session_ttl == ttl


def test_a_memory_configured_untrusted_serves_visitors(tmp_path):
    config = Config.from_env({"MEMDIR_WRITERS": "untrusted", "MEMDIR_HOME": str(tmp_path)})
    memory = Memory(tmp_path, provider="offline", config=config)
    assert memory.public is not None and memory.user is None
    assert Memory(tmp_path, provider="offline", config=Config(home=tmp_path)).public is None


def test_unknown_writers_are_refused(tmp_path):
    with pytest.raises(MemdirError, match="Unknown writers 'everyone'"):
        Memory(tmp_path, user=False, provider="offline", writers="everyone")


def test_purge_visitor_logs_from_the_command_line(project):
    from memdir.store import FileStore

    store = FileStore(project / ".memory")
    store.add_visitor_entry("visit-a", "turn", {"at": "2026-01-05T10:00:00Z", "text": "old"})
    store.add_visitor_entry("visit-a", "question", {"at": "2026-01-06T10:00:00Z",
                                                    "question": "Open on sundays?"})
    store.add_visitor_entry("visit-b", "turn", {"at": "2026-02-05T10:00:00Z", "text": "new"})
    refused = run("purge")
    assert refused.exit_code == 2 and "--visitor-logs" in refused.output
    asked = CliRunner().invoke(cli, ["purge", "--visitor-logs", "--before", "2026-02-01"],
                               input="n\n")
    assert asked.exit_code == 0 and len(store.visitor_entries("turn")) == 2  # a no
    assert asked.output.endswith("Nothing was erased.\n")
    done = run("purge", "--visitor-logs", "--before", "2026-02-01", "--yes")
    assert done.output == "Erased 2 visitor log entries logged before 2026-02-01.\n"
    assert [e["text"] for e in store.visitor_entries("turn")] == ["new"]
    bad = run("purge", "--visitor-logs", "--before", "last tuesday-ish", "--yes")
    assert bad.exit_code == 1 and "is not a date" in bad.output
    assert run("purge", "--visitor-logs", "--yes").output == "Erased 1 visitor log entry.\n"
    assert not store.has_visitors()
