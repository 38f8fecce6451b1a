"""`benchmarks/hook_profile.py` runs end to end at tiny sizes: both residents answered every
hook, the fused one's parts were all seen (not timed: benchmarks never assert times)."""

from __future__ import annotations

import json

import pytest

from benchmarks import hook_profile, resident


# The benchmark starts the resident processes and the hooks it times (4.6 s of processes'
# CPU), through its own module: reading this test cannot see them.
@pytest.mark.slow
def test_the_hook_profile_times_every_part_of_a_fused_hook(session_env, tmp_path):
    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    if resident.default_model() is None:
        pytest.skip("the test model is not installed")
    data = hook_profile.main(["--quick", "--one-thread", "--out", str(tmp_path / "hp.json")])
    rounds = data["rounds"]
    for part in ("lexical", "fused", "fused_one_thread", "to_start", "encoder", "wait",
                 "after_vector"):
        assert data[part]["n"] == rounds, part
    assert json.loads((tmp_path / "hp.json").read_text())["quick"] is True
