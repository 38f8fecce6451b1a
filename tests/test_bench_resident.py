"""`benchmarks/resident.py` runs end to end at tiny sizes: every hook it times through a
resident was answered by one, the model was loaded once, both residents were stopped, and
the section renders (not timed: benchmarks never assert times)."""

from __future__ import annotations

import json

import pytest

from benchmarks import report_resident, resident


def test_the_resident_benchmark_times_every_hook_and_stops_its_residents(tmp_path, capsys):
    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    if resident.default_model() is None:
        pytest.skip("the test model is not installed")
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


def test_the_resident_speed_benchmark_asks_the_resident_and_renders(tmp_path):
    from benchmarks import resident_speed

    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    if resident.default_model() is None:
        pytest.skip("the test model is not installed")
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
