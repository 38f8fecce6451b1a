"""What the service does with text and prompts at their edges, the same over every store
and over a server: a lone surrogate a model's JSON carried, a visitor's prompt with no
words of theirs.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` over the file store
and over PostgreSQL, and `RemoteMemory` over a real `memdir serve`."""

from __future__ import annotations

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import InvalidNameError, UnknownChange, UnknownProposal

PROPOSING = {"model": "propose"}
LONE = "\ud800"  # JSON may carry "\ud800": no UTF-8 encodes it


def test_a_lone_surrogate_is_kept_as_a_replacement_on_every_write_path(services):
    """A record's text keeps U+FFFD for a lone surrogate (`clean_text`); so does a
    proposal, and the answer that echoes the candidate reaches the client. A proposal
    failed its write (UnicodeEncodeError, locally and on PostgreSQL), and a server wrote
    the record and then answered 500."""
    person = services.open("person", policy=PROPOSING)
    done = person.save_written(Candidate("odd-text", "Text with an odd character",
                                         "project", f"before {LONE} after"), origin="user")
    assert done.record is not None and done.decision.action == "store"
    assert person.get("odd-text").record.body == "before \ufffd after"

    model = services.open("model")
    proposed = model.save_written(Candidate(
        "odd-proposal", f"A model's odd {LONE} description", "project",
        f"body {LONE} here"))
    assert proposed.proposal is not None and proposed.record is None
    [waiting] = person.inbox()
    assert waiting.id == proposed.proposal.id
    assert LONE not in waiting.ops[0].text and "\ufffd" in waiting.ops[0].text
    person.approve(waiting.id)
    kept = person.get("odd-proposal").record
    assert kept.description == "A model's odd \ufffd description"


def test_a_visitors_prompt_without_words_reads_the_published_catalog(services):
    """A turn with no text of the user (a first message of tools only, an empty one)
    still gets the published version's catalog. Through a server the client asked for
    the catalog alone, which a visitor token may not read: the prompt failed with a
    RoleError where the local library answered."""
    person = services.open("person")
    person.save(Candidate("shipping-norway", "We ship to Norway within three days",
                          "project", "Orders to Norway leave on Mondays."), origin="user")
    person.publish()
    visitor = services.visitor("visitor-quiet")
    for messages in ([], [{"role": "user", "content": "   "}]):
        prompt = visitor.system_prompt(messages)
        text = "\n".join(block.text for block in prompt)
        assert "shipping-norway" in text and prompt.recalled == []


@pytest.mark.parametrize("name", ["../etc", "a/b", "", ".."])
def test_a_name_no_path_can_carry_is_refused_as_the_service_refuses_it(services, name):
    """A name holding "/" (or empty, or dots) is no path segment the server routes:
    through a server it was a 404 of no route, read as "is MEMDIR_URL right?" (a
    ServerUnavailableError), or for "" the listing read as a record."""
    from memdir.foundation.record import validate_name

    with pytest.raises(InvalidNameError) as local:
        validate_name(name)
    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    for command in (lambda: memory.get(name), lambda: memory.forget(name),
                    lambda: memory.update(name, None, description="New"),
                    lambda: memory.rename(name, "beta"), lambda: memory.restore(name),
                    lambda: memory.history(name), lambda: memory.rename("alpha", name)):
        with pytest.raises(InvalidNameError) as raised:
            command()
        assert str(raised.value) == str(local.value)
    assert memory.get("alpha").record.name == "alpha"


def test_a_new_name_holding_a_nul_is_refused_not_renamed_to_another(services):
    """Renaming to "a\0b" renamed the memory to "ab" locally (the name cleaned of what it
    held, so a name no one asked for), where a server refused it in words of its own."""
    from memdir.foundation.record import validate_name

    with pytest.raises(InvalidNameError) as local:
        validate_name("a\x00b")
    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    with pytest.raises(InvalidNameError) as raised:
        memory.rename("alpha", "a\x00b")
    assert str(raised.value) == str(local.value)
    assert memory.find("ab") is None and memory.get("alpha").record.name == "alpha"


@pytest.mark.parametrize("ident", ["p1/2", "../../x", "", " "])
def test_an_id_no_path_can_carry_is_unknown_as_the_service_says(services, ident):
    memory = services.open("person")
    for command in (lambda: memory.proposal(ident), lambda: memory.approve(ident),
                    lambda: memory.reject(ident), lambda: memory.purge_proposal(ident)):
        with pytest.raises(UnknownProposal) as raised:
            command()
        assert str(raised.value) == str(UnknownProposal(ident.strip()))
    with pytest.raises(UnknownChange) as undone:
        memory.undo(ident)
    assert str(undone.value) == str(UnknownChange(ident.strip()))


@pytest.mark.parametrize("ident", [None, 5])
def test_an_id_that_is_no_text_is_unknown_as_the_service_says(services, ident):
    """``memory.undo(report.change)`` after a turn that wrote nothing (``change`` is None),
    or an id of the wrong type, raised AttributeError from inside the service, locally and
    through a server; it is the unknown id it is, and nothing changes."""
    from memdir.foundation.errors import BadSession

    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    changes = [c.id for c in memory.changes()]
    for command in (lambda: memory.proposal(ident), lambda: memory.approve(ident),
                    lambda: memory.reject(ident), lambda: memory.purge_proposal(ident)):
        with pytest.raises(UnknownProposal) as raised:
            command()
        assert str(raised.value) == str(UnknownProposal(str(ident)))
    with pytest.raises(UnknownChange) as undone:
        memory.undo(ident)
    assert str(undone.value) == str(UnknownChange(str(ident)))
    with pytest.raises(BadSession):
        memory.forget_session(ident)
    assert [c.id for c in memory.changes()] == changes
    assert memory.get("alpha").record.name == "alpha"


def test_a_time_asked_for_is_read_the_same_or_refused_the_same(services):
    """``as_of`` is read (a date, a time, words) or refused with one InvalidTimeError on
    every service. The local library compared it as text: a typo answered as some time,
    "last March" as another, where a server read or refused it."""
    from memdir.foundation.errors import InvalidTimeError

    memory = services.open("person")
    memory.save(Candidate("deploy-day", "Deploys happen on friday", "project",
                          "Deploys happen on friday."), origin="user")
    for command in (lambda at: memory.search("deploys friday", as_of=at),
                    lambda at: memory.recall("When do deploys happen?", as_of=at)):
        with pytest.raises(InvalidTimeError, match="'not a time' is not a date"):
            command("not a time")
        before = command("2001-01-01")
        assert list(getattr(before, "hits", before)) == []  # nothing held in 2001
        now = command("2999-01-01T00:00")
        assert [found.record.name for found in getattr(now, "hits", now)] == ["deploy-day"]


TYPES = "user, feedback, project, reference"


def test_what_the_service_judges_is_judged_by_it_on_every_service(services):
    """A type, a version or an inbox state the service does not know is refused in the
    service's words, the same error (or the same refusal) on every service. A server
    refused each first in words of its own (a BadInput where the local library refused
    the write, or named the versions there are)."""
    from memdir.foundation.errors import MemdirError, UnknownVersion

    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    refused = memory.save_written(Candidate("odd-type", "A record of no type", "bogus",
                                            "Body."), origin="user")
    assert refused.record is None and refused.decision.action == "reject"
    assert refused.decision.reason == f"Type 'bogus' is not one of {TYPES}."
    found = memory.get("alpha")
    changed = memory.update("alpha", found.record.hash, type="bogus")
    assert changed.record is None and changed.decision.action == "reject"
    assert changed.decision.reason == f"Type 'bogus' is not one of {TYPES}."
    for version in (0, -1, 10**7):
        with pytest.raises(UnknownVersion) as raised:
            memory.restore("alpha", version)
        assert str(raised.value) == (f"'alpha' has no version {version}: it has version 1 "
                                     "only ('memdir log alpha' lists them).")
    with pytest.raises(MemdirError) as listed:
        memory.page(type="bogus")
    assert type(listed.value) is MemdirError
    assert str(listed.value) == f"Type 'bogus' is not one of {TYPES}."
    with pytest.raises(MemdirError) as paged:
        memory.inbox_page("bogus")
    assert type(paged.value) is MemdirError
    assert str(paged.value) == ("'bogus' is not a state of a proposal; use one of pending, "
                                "approved, rejected, stale, decided.")
def test_a_visitor_asking_for_a_past_time_is_answered_for_it(services):
    """A visitor's recall with ``as_of`` reads what held then in the published version,
    through a server as locally (where the server answered what holds now), and a time
    that is none is refused the same."""
    from memdir.foundation.errors import InvalidTimeError

    person = services.open("person")
    person.save(Candidate("shipping-norway", "We ship to Norway within three days",
                          "project", "Orders to Norway leave on Mondays."), origin="user")
    person.publish()
    visitor = services.visitor("visitor-past")
    asked = "Do you ship to Norway?"
    assert [r.record.name for r in visitor.recall(asked)] == ["shipping-norway"]
    assert visitor.recall(asked, as_of="2001-01-01") == []
    with pytest.raises(InvalidTimeError, match="'not a time' is not a date"):
        visitor.recall(asked, as_of="not a time")


def test_a_visitors_catalog_is_the_published_versions(services):
    """`catalog()` of a visitor's memory lists the published version, through a server as
    locally (where the client asked for the project's catalog, a RoleError)."""
    person = services.open("person")
    person.save(Candidate("shipping-norway", "We ship to Norway within three days",
                          "project", "Orders to Norway leave on Mondays."), origin="user")
    person.publish()
    person.save(Candidate("returns-free", "Returns are free for thirty days", "project",
                          "Not published yet."), origin="user")
    catalog = services.visitor("visitor-catalog").catalog()
    assert "shipping-norway" in catalog and "returns-free" not in catalog


def test_extra_fields_never_set_the_records_own_fields(services):
    """An update's extra fields naming a field of the record (its validity, what replaced
    it) is refused in one sentence on every service, and the record is as it was. Through
    a server an agent's update of a person's record with ``{"valid_to": ...}`` closed it:
    no longer recalled, with no correction and nothing replacing it."""
    from memdir.foundation.errors import InvalidRecordError

    person = services.open("person")
    person.save(Candidate("deploy-day", "Deploys happen on friday", "project",
                          "Deploys happen on friday."), origin="user")
    model = services.open("model")
    before = model.get("deploy-day").record
    for extra in ({"valid_to": "2001-01-01T00:00:00Z"}, {"superseded_by": "other"},
                  {"valid_from": "2999-01-01T00:00:00Z"}):
        with pytest.raises(InvalidRecordError) as raised:
            model.update("deploy-day", before.hash, extra=extra)
        assert str(raised.value) == (
            f"The extra fields of 'deploy-day' name fields of the record itself "
            f"({', '.join(extra)}), which the write path sets.")
    assert person.get("deploy-day").record.hash == before.hash
    assert [r.record.name for r in person.recall("When do deploys happen?")] == \
        ["deploy-day"]


def test_a_nan_a_person_typed_is_kept_through_export_and_import_on_every_service(
        services):
    """A record's YAML may hold ``.nan`` or ``-.inf`` (numbers JSON has not) and the text
    ``".inf"`` (a file extension). Export says the numbers as ``{"$float": ...}`` markers,
    and import, the server and its client read them back as the numbers, while the text
    ``".inf"`` stays text: it was read as an infinity, on every read through a server
    too, so a client's record differed from the file's."""
    import json
    import math

    from memdir.integrations.formats import export_records, import_records, read_json

    memory = services.open("person")
    dump = {"format": "memdir", "version": 1, "records": [{
        "scope": "project", "name": "ratio-note", "type": "project",
        "description": "The error budget ratio", "body": "Tracked weekly.",
        "extra": {"ratio": {"$float": "nan"}, "cap": {"$float": "-inf"}, "ext": ".inf",
                  "label": "-.inf", "shape": {"$object": {"$float": "inf"}}}}]}
    [done] = import_records(read_json(json.dumps(dump)), memory)
    assert done.action == "created", done
    extra = memory.get("ratio-note").record.extra
    assert math.isnan(extra["ratio"]) and extra["cap"] == -math.inf
    assert extra["ext"] == ".inf" and extra["label"] == "-.inf"
    assert extra["shape"] == {"$float": "inf"}  # a person's own object, kept as it is
    text = json.dumps(export_records(memory), allow_nan=False)  # JSON, nothing left out
    [again] = json.loads(text)["records"]
    assert again["extra"] == dump["records"][0]["extra"]
    if services.remote:  # what the client reads is what the server's own files say
        from memdir.store.files.store import FileStore

        target = services._target
        store = FileStore(target.server.data / "projects" / target.name / "memory")
        try:
            local = store.get("ratio-note")
        finally:
            store.close()
        assert local is not None
        assert _spelled(local.extra) == _spelled(extra)
        assert local.extra["ext"] == ".inf" and local.extra["shape"] == {"$float": "inf"}


def _spelled(value):
    from memdir.foundation.finite import spelled

    return json_text(spelled(value))


def json_text(value):
    import json

    return json.dumps(value, sort_keys=True, allow_nan=False)


@pytest.mark.parametrize("origin", ["User", " user", "MODEL"])
def test_an_origin_is_taken_exactly_on_every_service(services, origin):
    """The local library refused "User" as an origin; a server lowercased and stripped it
    and wrote the record as the person's. An origin decides the write policy: one value,
    taken exactly, on every path."""
    from memdir.foundation.errors import BadInput

    memory = services.open("person")
    with pytest.raises(BadInput) as raised:
        memory.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
                    origin=origin)
    assert str(raised.value) == "'origin' must be one of user, model, import, visitor."
    assert memory.find("deploy-day") is None


@pytest.mark.parametrize("session", ["", "  ", "line\nbreak"])
def test_forgetting_a_session_with_no_name_is_refused_on_every_service(services, session):
    """The local library answered forget_session("") with nothing forgotten (and would
    have deleted the records whose source said an empty session), where a server refused
    it: both refuse it in one sentence now, and nothing is deleted."""
    from memdir.foundation.errors import BadInput

    memory = services.open("person")
    memory.save(Candidate("deploy-day", "Deploys happen on friday", "project"),
                source={"session": "", "quote": "Deploys happen on friday"}, origin="user")
    with pytest.raises(BadInput) as raised:
        memory.forget_session(session)
    assert str(raised.value) == ("The session is the 'session' of the records' source: "
                                 "printable text of at most 200 characters.")
    assert memory.find("deploy-day") is not None


def test_a_blank_session_names_none_on_every_service(services):
    """A memory opened with a blank session wrote it as the records' provenance, which
    no forget_session could then name: a blank session is none, and gets an id."""
    memory = services.open("person", session="   ")
    assert memory.session.strip() and memory.session != "   "
    report = memory.remember("From now on, always use pytest for tests in this project.")
    [written] = [d.candidate.name for d in report.decisions if d.action == "store"]
    assert memory.get(written).record.source["session"] == memory.session
    assert [d.record.name for d in memory.forget_session(memory.session)] == [written]


@pytest.mark.parametrize("query", ["", "   ", "\n"])
def test_an_empty_search_is_one_error_locally_and_through_a_server(services, query):
    """search("") answered "nothing found" locally (and asked a model to choose from the
    catalog with nothing to choose by) where a server refused it with an error about its
    own query parameter: one service, two behaviours."""
    from memdir.foundation.errors import BadInput

    memory = services.open("person")
    memory.save(Candidate("alpha", "Alpha fact about deploys", "project", "Body."),
                origin="user")
    for model in (False, True):
        with pytest.raises(BadInput) as raised:
            memory.search(query, model=model)
        assert str(raised.value) == "Nothing to search for: the query is empty."


def test_a_name_too_long_says_the_limit_in_characters_of_its_own_script(services):
    """A 95-character Chinese name (285 bytes of UTF-8) was refused as "longer than 100
    characters": false as read, and no way to learn the real limit. It says the 66 such
    characters a name may have; nothing is written."""
    memory = services.open("person")

    def refusal(name: str) -> str:
        done = memory.save_written(Candidate(name, "How deploys go", "project",
                                             "Through staging."), origin="user")
        assert done.record is None and done.decision.action == "reject"
        assert memory.list()[1] == 0
        return done.decision.reason

    said = refusal(("部署流程" * 24)[:95])  # 95 characters, 285 bytes
    assert "longer than 100" not in said
    assert "it has 95 characters" in said and "at most 66" in said, said
    assert "it has 101 characters; a name may have at most 100" in refusal("d" * 101)
    # Emoji take four bytes, not the three the reason gave them.
    emoji = refusal("🚀" * 60)
    assert "at most 50" in emoji and "an emoji counts as four" in emoji, emoji
    assert "counts as three" not in emoji
    fits = "部署流程" * 16 + "说明"  # 66 characters, 198 bytes
    done = memory.save_written(Candidate(fits, "How deploys go", "project",
                                         "Through staging."), origin="user")
    assert done.record is not None and memory.get(fits).record.name == fits


HOSTILE_SESSIONS = {"escape": "\x1b]52;c;aGk=\x07s", "huge": "s" * 300_000,
                    "line break": "a\nb", "override": "\u202eevil"}


def test_a_session_no_record_can_keep_is_refused_and_nothing_is_written(services):
    """A client names the session of its writes and may give a record's source: a
    session of 300,000 characters was written into the record, one holding ESC or a line
    break too (which no forget_session could name), a source whose session was an object
    and a quote holding ESC, through a server as locally. Each is refused in one
    sentence, the same on every service, and nothing is written."""
    from memdir.foundation.errors import BadInput, BadSession

    cand = Candidate("deploy-day", "Deploys happen on friday", "project", "Fridays.")
    for session in HOSTILE_SESSIONS.values():
        with pytest.raises(BadSession):
            services.open("person", session=session).save(cand, origin="user")
    person = services.open("person")
    for source, said in [
            ({"session": "\x1b[2Jx"}, "The source's session must be printable text of at "
                                      "most 200 characters (the id 'memdir rm --session' "
                                      "takes)."),
            ({"session": "y" * 500_000}, None), ({"session": {"nested": [1]}}, None),
            ({"session": "s1", "quote": "I said\x1b[8m so"},
             "The source's quote holds the control character U+001B (ESC) at character 7; "
             "a record cannot keep it."),
            ({"session": "s1", "message": -1}, None), ({"session": "s1", "message": "2"}, None),
            ({"note": "n" * 5_000}, "The source is 5,012 characters of JSON; a record's "
                                    "source holds at most 4,000 (a session, a message, a "
                                    "quote).")]:
        with pytest.raises(BadInput) as raised:
            person.save(cand, source=source, origin="user")
        assert said is None or str(raised.value) == said
    assert person.find("deploy-day") is None
    written = person.save(cand, source={"session": "s1", "message": 0, "quote": "Fridays."},
                          origin="user")
    assert written[1] is not None and person.find("deploy-day").source["session"] == "s1"


def test_an_import_whose_source_no_record_can_keep_imports_nothing(services):
    """An import item's source is refused as a save's, before any item is written."""
    from memdir.foundation.errors import InvalidRecordError
    from memdir.foundation.record import Record
    from memdir.service.commands import Import

    person = services.open("person")
    items = [("#1", Record("deploy-day", "Deploys happen on friday", "project", "Fridays."),
              None, ""),
             ("#2", Record("ship-day", "Ships leave on monday", "project", "Mondays.",
                           source={"session": "\x1b]0;owned\x07"}), None, "")]
    with pytest.raises(InvalidRecordError) as raised:
        person.import_records(Import(items))
    assert str(raised.value) == (
        "Import item #2 (ship-day): the source's session must be printable text of at most "
        "200 characters (the id 'memdir rm --session' takes); nothing was imported.")
    assert person.find("deploy-day") is None and person.find("ship-day") is None


@pytest.mark.parametrize("description, first", [
    ("\u200b\u200b", "<U+200B>"), ("\u2060\u2060", "<U+2060>"),
    (" \u3164\u200d\ufe0f ", "<U+3164>")])
def test_a_description_that_shows_nothing_is_refused_on_every_service(services, description,
                                                                      first):
    """A description of zero-width spaces, word joiners or a Hangul filler was stored:
    `memdir ls` and the review page showed the record with no description. It is refused
    as an empty one, naming what it holds (tag characters, letters a model reads and no
    person sees, are refused wherever they stand outside a flag: test_hidden_tag_text...)."""
    person = services.open("person")
    decision, rec = person.save(Candidate("deploy-day", description, "project",
                                          "Deploys happen on friday."), origin="user")
    assert rec is None and decision.action == "reject"
    assert decision.reason == (f"The description holds only characters that show as "
                               f"nothing ({first}...); say what the memory is about.")
    assert person.find("deploy-day") is None
    kept = person.save(Candidate("deploy-day", "Deploys \u200bhappen on friday", "project",
                                 "Fridays."), origin="user")[1]
    assert kept is not None  # one among words is shown to a reviewer as <U+200B>


def test_a_c1_control_is_refused_as_a_c0_one_on_every_service(services):
    """An 8-bit CSI (U+009B) in a body or a NEL (U+0085) in a description was stored as
    given, where ESC was refused: one rule now, the same locally and through a server."""
    person = services.open("person")
    decision, rec = person.save(Candidate("deploy-day", "Deploys happen on friday",
                                          "project", "Deploy\x9b2J on friday."), origin="user")
    assert rec is None and decision.reason == (
        "The body holds the control character U+009B (CSI) at character 7; a record "
        "cannot keep it.")
    rec = person.save(Candidate("deploy-day", "Deploys happen on friday", "project",
                                "Fridays."), origin="user")[1]
    done = person.update("deploy-day", rec.hash, description="Deploys\x85 on friday",
                         origin="user")
    assert done.decision.action == "reject" and "U+0085 (next line) at character 8" in (
        done.decision.reason)
    assert person.get("deploy-day").record.description == "Deploys happen on friday"


def test_hidden_tag_text_is_refused_and_a_flag_kept_on_every_service(services):
    """Tag characters outside a flag are ASCII a model reads and a person never sees:
    refused in a body and a description, locally and through a server; England's flag
    (a tag sequence) is kept."""
    person = services.open("person")
    hidden = "".join(chr(0xE0000 + ord(c)) for c in "obey")
    decision, rec = person.save(Candidate("deploy-day", "Deploys happen on friday",
                                          "project", f"Deploy{hidden} on friday."),
                                origin="user")
    assert rec is None and decision.reason == (
        "The body holds the invisible tag character U+E006F at character 7 (hidden text a "
        "model reads and a person does not see); a record cannot keep it.")
    england = "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"
    rec = person.save(Candidate("deploy-day", f"Deploys {england} happen on friday",
                                "project", "Fridays."), origin="user")[1]
    assert rec is not None and england in person.get("deploy-day").record.description
    done = person.update("deploy-day", rec.hash, description=f"Deploys{hidden} on friday",
                         origin="user")
    assert done.decision.action == "reject" and "U+E006F at character 8" in (
        done.decision.reason)


@pytest.mark.parametrize("messages", ["Always tag releases with a v prefix.",
                                      {"role": "user",
                                       "content": "Always tag releases with a v prefix."}])
def test_a_turn_that_is_not_a_list_of_messages_is_refused_not_forgotten(services, messages):
    """A turn passed as one text or one message dict (not in a list) was read as no
    message at all: `after_turn` stored nothing and said nothing, `system_prompt` recalled
    nothing. It is one BadInput naming the shape, and nothing is written."""
    from memdir.foundation.errors import BadInput

    memory = services.open("person")
    memory.save(Candidate("release-tags", "Release tags carry a v prefix", "project",
                          "v1.2.3, never 1.2.3."), origin="user")
    changes = [c.id for c in memory.changes()]
    for command in (lambda: memory.after_turn(messages),
                    lambda: memory.after_conversation(messages)):
        with pytest.raises(BadInput, match=r"list of \{'role', 'content'\} messages"):
            command()
    if isinstance(messages, dict):  # a text is a query, as `recall` takes one
        with pytest.raises(BadInput, match="not one message"):
            memory.system_prompt(messages)
    assert [c.id for c in memory.changes()] == changes
