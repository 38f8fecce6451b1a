"""When a memory a person adds holds: ``memdir add --from/--until`` (the real command, over
local files and against a real `memdir serve`) and a REST save's ``valid_from`` and
``valid_to``, read by the parser ``--as-of`` uses; a bad date or an end before the start is
one sentence, and nothing is stored."""

from __future__ import annotations

import json
import os

import pytest
from integrations.conftest import run_memdir


@pytest.fixture(params=["local", "remote"])
def where(request, tmp_path, isolated_env):
    """(the environment, the folder) of ``memdir`` over a project's files or a server."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")}
    env["MEMDIR_HOME"] = str(isolated_env)
    folder = tmp_path / "project"
    folder.mkdir()
    if request.param == "local":
        (folder / ".git").mkdir()
        return env, folder
    served = request.getfixturevalue("shared_server").project()
    return served.env("admin", isolated_env), folder


def _memdir(where, *args: str):
    env, folder = where
    return run_memdir(*args, cwd=folder, env=env)


def _shown(where, name: str) -> dict:
    done = _memdir(where, "show", name, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_add_from_until_sets_when_the_memory_holds(where):
    done = _memdir(where, "add", "lisbon-trip", "-t", "project", "-d",
                   "The team offsite is in Lisbon", "--from", "2027-03-10",
                   "--until", "2027-03-20T12:00")
    assert done.returncode == 0, done.stderr
    assert done.stdout == ("Added lisbon-trip (project) to the project store, holding from "
                           "2027-03-10 until 2027-03-20 12:00.\n")
    record = _shown(where, "lisbon-trip")
    assert (record["valid_from"], record["valid_to"]) == ("2027-03-10T00:00:00Z",
                                                          "2027-03-20T12:00:00Z")
    # It held in between, not after: recall at a time inside and outside the interval.
    inside = _memdir(where, "recall", "team offsite Lisbon", "--as-of", "2027-03-15",
                     "--json")
    outside = _memdir(where, "recall", "team offsite Lisbon", "--as-of", "2027-04-01",
                      "--json")
    assert [r["name"] for r in json.loads(inside.stdout)] == ["lisbon-trip"]
    assert json.loads(outside.stdout) == []


@pytest.mark.parametrize(("args", "said"), [
    (("--from", "2026-02-30"), "Error: --from '2026-02-30' is not a date on the calendar.\n"),
    (("--until", "whenever"), "Error: --until 'whenever' is not a date memdir can read: "
                              "give 2026-03-15, 2026-03-15T10:00, or words like "
                              "'last March'.\n"),
    (("--from", "2026-03-20", "--until", "2026-03-10"),
     "Error: --until 2026-03-10 is not after --from 2026-03-20: a memory must hold for "
     "some time; nothing was stored.\n"),
    (("--from", "2026-03-10", "--until", "2026-03-10"),
     "Error: --until 2026-03-10 is not after --from 2026-03-10: a memory must hold for "
     "some time; nothing was stored.\n"),
])
def test_a_bad_interval_is_one_sentence_and_stores_nothing(where, args, said):
    done = _memdir(where, "add", "trip", "-t", "project", "-d", "The offsite is in Porto",
                   *args)
    assert (done.returncode, done.stdout, done.stderr) == (1, "", said)
    assert _memdir(where, "show", "trip").returncode == 1


def test_a_rest_save_sets_the_interval_and_refuses_a_bad_one(shared_server):
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.errors import MemdirError

    served = shared_server.project()
    memory = served.memory("admin")
    trip = Candidate("porto-trip", "The offsite is in Porto", "project")
    done = memory.save_written(trip, origin="user", valid_from="2027-05-01",
                               valid_to="2027-05-04")
    assert (done.record.valid_from, done.record.valid_to) == ("2027-05-01T00:00:00Z",
                                                              "2027-05-04T00:00:00Z")
    # The server reads the request's own text (a client that did not read it first).
    from memdir.service.remote.connection import Server

    raw = Server(shared_server.url, served.token("admin"))
    with pytest.raises(MemdirError, match="^valid_to 2026-05-01 is not after valid_from "
                                          "2026-05-04: a memory must hold for some time"):
        raw.request("POST", "/v1/memories", {"name": "bad-trip", "type": "project",
                                             "description": "The offsite is in Braga",
                                             "valid_from": "2026-05-04",
                                             "valid_to": "2026-05-01"})
    assert memory.find("bad-trip") is None


def _today() -> str:
    from datetime import UTC, datetime

    return datetime.now(UTC).date().isoformat()


def _yesterday() -> str:
    from datetime import UTC, datetime, timedelta

    return (datetime.now(UTC) - timedelta(days=1)).date().isoformat()


@pytest.mark.parametrize("until", ["yesterday", "today's date"])
def test_an_end_already_past_is_refused_and_stores_nothing(where, until):
    # "--until <today>" is today's start, already gone: the record would be history only,
    # never in ls, ls --all or recall, though "Added" was printed.
    given = "yesterday" if until == "yesterday" else _today()
    shown = _yesterday() if until == "yesterday" else _today()
    done = _memdir(where, "add", "freeze", "-t", "project", "-d",
                   "Code freeze for the release", "--until", given)
    assert (done.returncode, done.stdout) == (1, ""), done.stderr
    assert done.stderr.startswith(f"Error: --until {shown} is not after now ({_today()}T")
    assert done.stderr.endswith("a memory that already stopped holding would never be "
                                "recalled or listed; nothing was stored.\n")
    assert _memdir(where, "show", "freeze").returncode == 1
    history = _memdir(where, "ls", "--history")
    assert "freeze" not in history.stdout


def test_a_save_with_an_end_already_past_is_refused_locally_remotely_and_by_the_server(
        shared_server, tmp_path):
    from memdir import Memory
    from memdir.foundation.candidate import Candidate
    from memdir.foundation.errors import InvalidTimeError, MemdirError
    from memdir.service.remote.connection import Server

    freeze = Candidate("freeze", "Code freeze for the release", "project")
    said = r"^valid_to \d{4}-\d\d-\d\d is not after now \(.*nothing was stored\.$"
    (tmp_path / ".git").mkdir()
    served = shared_server.project()
    with Memory(tmp_path, provider="offline") as local:
        for memory in (local, served.memory("admin")):
            for end in (_yesterday(), _today()):
                with pytest.raises(InvalidTimeError, match=said):
                    memory.save(freeze, origin="user", valid_to=end)
            assert memory.find("freeze") is None
    # The server reads the request's own text (a client that did not read it first): a 400.
    raw = Server(shared_server.url, served.token("admin"))
    with pytest.raises(MemdirError, match=said):
        raw.request("POST", "/v1/memories", {"name": "freeze", "type": "project",
                                             "description": "Code freeze for the release",
                                             "valid_to": _today()})
    assert served.memory("admin").find("freeze") is None
