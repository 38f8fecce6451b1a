"""The PostgreSQL fault run: stops a real cluster under a load of agents and finds nothing
lost or doubled; and its check is able to fail (a save it was never sent is lost, a row
it did not send is a stray). Not a timing assertion."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("psycopg")
pytest.importorskip("starlette")


def test_pg_faults_quick_stops_the_cluster_and_loses_nothing(tmp_path):
    from benchmarks import pg_faults, report_pg
    from benchmarks.postgres_cluster import PostgresUnavailable
    from tests.conftest import postgres_missing

    out = tmp_path / "pg_faults.json"
    try:
        pg_faults.main(["--quick", "--out", str(out)])
    except PostgresUnavailable as exc:
        postgres_missing(str(exc))
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["stops"] == 1 and data["events"][0]["restarted_at_s"] > 0
    assert data["acknowledged"] > data["acknowledged_before_a_stop"] > 0
    assert data["lost"] == data["duplicated"] == data["stray"] == 0
    assert data["unfinished_agents"] == data["unexpected_answers"] == 0
    assert data["ok"] is True
    lines: list[str] = []
    targets: list = []
    report_pg.pg_faults(data, lines, targets)
    assert "immediate" in lines[0] and targets[0][2] is True


def test_pg_faults_check_counts_a_lost_and_a_stray_record(postgres_dsn):
    from benchmarks import pg_faults
    from memdir.foundation.record import Record
    from memdir.store.postgres import PostgresStore

    agent = pg_faults.Agent.__new__(pg_faults.Agent)
    agent.project, agent.index = "faultcheck", 0
    kept, claimed = pg_faults.save_body("faultcheck", 0, 1), pg_faults.save_body(
        "faultcheck", 0, 3)
    agent.acked = [(kept, 1.0), (claimed, 1.0)]  # the second was never written
    store = PostgresStore(postgres_dsn, tenant="faultcheck")
    store.upsert(Record(name=kept["name"], description=kept["description"],
                        type="project", body=kept["body"]))
    store.upsert(Record(name="not-sent-by-anyone", description="a stray", type="project"))
    counts = pg_faults.verify(postgres_dsn, [agent], ["faultcheck"], [], 0.0)
    assert counts["acknowledged"] == 2 and counts["lost"] == 1
    assert counts["stray"] == 1 and counts["duplicated"] == counts["wrong_content"] == 0
