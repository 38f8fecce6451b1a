"""`benchmarks/resident.py` runs end to end at tiny sizes: every hook it times through a
resident was answered by one, the model was loaded once, both residents were stopped, and
the section renders (not timed: benchmarks never assert times)."""

from __future__ import annotations

import json

import pytest

from benchmarks import report_resident, resident


@pytest.fixture(scope="module")
def made_graph(session_env):
    """The test model's graph, made once in the session's cache: each run copies it into
    its fresh cache (`resident.copy_graph`) rather than converting the model again."""
    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    model = resident.default_model()
    if model is None:
        pytest.skip("the test model is not installed")
    from memdir.providers.semantic.ready import prepare

    prepare()
    return model


def test_a_run_takes_the_graph_made_in_the_callers_cache(made_graph, tmp_path,
                                                         monkeypatch):
    from pathlib import Path

    from memdir.providers.semantic.graphs import graph_for

    fresh = tmp_path / "cache"
    assert graph_for(Path(made_graph), fresh / "models", make=False) is None
    assert resident.copy_graph(made_graph, fresh) is True
    assert graph_for(Path(made_graph), fresh / "models", make=False) is not None
    # Nothing to copy from a cache that has no graph: the run makes its own.
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "empty"))
    assert resident.copy_graph(made_graph, tmp_path / "other") is False
    assert not (tmp_path / "other").exists()


def test_the_resident_benchmark_times_every_hook_and_stops_its_residents(made_graph, tmp_path,
                                                                          capsys):
    out = tmp_path / "resident.json"
    resident.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    runs = resident.QUICK["runs"]
    assert set(data["commands"]) == set(resident.COMMANDS)
    assert all(c["n"] == runs for c in data["commands"].values())
    assert data["model_loads"] == 1
    assert all(isinstance(pid, int) for pid in data["stopped"].values())  # both left
    sections: list[str] = []
    targets: list = []
    report_resident.resident(data, sections, targets)
    assert sections[0].startswith("## The resident process")
    assert [t[0].split(":")[0] for t in targets] == ["resident", "resident"]
    assert "answered by the resident" in capsys.readouterr().out


def test_the_resident_speed_benchmark_asks_the_resident_and_renders(made_graph, tmp_path):
    from benchmarks import resident_speed

    out = tmp_path / "resident_speed.json"
    resident_speed.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    (size,) = data["sizes"]
    quick = resident_speed.QUICK
    assert size["records"] == quick["sizes"][0] == size["first_sync"]["embedded"]
    assert size["recall_fused"]["n"] == quick["queries"]
    assert size["write_vector_in_process"]["n"] == quick["writes"]
    assert size["resident_loads"] == 1 and isinstance(size["stopped"], int)
    # every recall was the resident's: the warm-up, a new resident's first ones, the timed
    # ones twice (once settled), two per write
    first = min(resident_speed.COLD, quick["queries"])
    assert size["recall_fused_new_resident"]["n"] == first and size["settled_seconds"] >= 0
    assert size["answered"]["search"] == (3 + first + 2 * quick["queries"]
                                          + 2 * quick["writes"])
    sections: list[str] = []
    targets: list = []
    report_resident.resident_speed(data, sections, targets)
    assert sections[0].startswith(report_resident.SPEED_HEADING)
    assert [t[0].split(":")[0] for t in targets] == ["resident speed"] * 2
