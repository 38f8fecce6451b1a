"""How many intra-op threads the model's session runs: two where the process may use two
cores or more, one where it may use one (its CPU affinity), in real processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")

from conftest import test_model_folder  # noqa: E402

# A process that may run on the cores given, loads the test model as memdir does and
# says how many intra-op threads its session was given.
CHILD = """
import json, os, sys
os.sched_setaffinity(0, {int(c) for c in sys.argv[1].split(",")})
from memdir.providers.semantic import get_embedder
from pathlib import Path
embedder = get_embedder(Path(sys.argv[2]))
options = embedder._session.get_session_options()
print(json.dumps({"threads": options.intra_op_num_threads,
                  "vector": len(embedder.embed_query("deploy the service"))}))
"""


def _threads(cores: set[int], tmp_path: Path) -> dict[str, int]:
    env = {**os.environ, "MEMDIR_CACHE": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", CHILD, ",".join(map(str, sorted(cores))),
                           test_model_folder()], env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _usable() -> list[int]:
    if not Path(test_model_folder()).exists():
        pytest.skip("the test model is not installed")
    return sorted(os.sched_getaffinity(0))


def test_a_process_that_may_use_two_cores_runs_the_model_on_two_threads(tmp_path):
    cores = _usable()
    if len(cores) < 2:
        pytest.skip("this machine gives the tests one core")
    found = _threads(set(cores[:2]), tmp_path)
    assert found["threads"] == 2 and found["vector"] > 0


def test_a_process_held_to_one_core_runs_the_model_on_one_thread(tmp_path):
    found = _threads({_usable()[0]}, tmp_path)
    assert found["threads"] == 1 and found["vector"] > 0


def test_more_cores_than_two_still_give_two_threads():
    from memdir.providers.semantic import embedder

    # The most, whatever the machine: a query is some twenty pieces, and the host agent
    # shares the machine.
    assert embedder.THREADS == 2
    assert 1 <= embedder.intra_op_threads() <= 2


@pytest.mark.slow  # a benchmark's script, running the model: 3 s of CPU
def test_the_threads_benchmark_times_both_sessions_on_both_kinds(tmp_path, session_env):
    """`benchmarks/threads.py` runs end to end at tiny sizes (not timed)."""
    _usable()
    from benchmarks import threads

    data = threads.main(["--quick", "--out", str(tmp_path / "threads.json")])
    assert set(data["threads"]) == {"query, 1 thread", "query, 2 threads",
                                    "record, 1 thread", "record, 2 threads"}
    assert json.loads((tmp_path / "threads.json").read_text())["quick"] is True
