"""What an append reads of the log it writes to (`memdir.store.history_place.Tail`): each
record's last entry, which the new entry names, and nothing more held in memory: a
long-lived writer (an MCP session, the review page) kept every entry of the log."""

from __future__ import annotations

import json

from memdir.store import history_place as place
from memdir.store import maker
from memdir.store.history import HistoryLog


def _text(name: str, n: int) -> str:
    return f"---\nname: {name}\ndescription: fact {n}\ntype: project\n---\nfact {n}\n"


def test_an_append_names_its_records_last_entry_and_holds_one_entry_a_record(
        tmp_path, isolated_env):
    log = HistoryLog(tmp_path / ".history" / "log.jsonl")
    for n in range(60):
        name = f"r{n % 3}"
        log.append("update", name, f"{name}.md", _text(name, n), _text(name, n + 1), "cli")
    lines = [json.loads(line) for line in log.path.read_text().splitlines()]
    for at, entry in enumerate(lines):
        before = [d for d in lines[:at] if d["name"] == entry["name"]]
        assert entry[place.PREV] == (place.digest(before[-1]) if before else "")
    assert len({d[place.LOG] for d in lines}) == 1
    tail = place.Tail()
    tail.read_on(log.path, maker.key(create=False) or b"")
    assert tail.chain.held() == 3
    assert tail.placed({"op": "update", "name": "r1", "after": "x"})[place.PREV] \
        == place.digest(lines[-2])
    assert not any(e.foreign for e in log.entries())
