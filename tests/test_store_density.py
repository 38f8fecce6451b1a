"""A record's density (memdir.store.density): the mean cosine with its k nearest other
records, computed when first asked and kept exact as vectors are added, changed, removed
and the matrix compacted: whatever happened, the density read is the one computed afresh."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from memdir.store.density import DIGITS, Densities  # noqa: E402


def unit(rng, n: int, dim: int = 8):
    m = rng.standard_normal((n, dim)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def direct(matrix, row: int, k: int, dead=()) -> float:
    """The density computed the plain way: every other live row's cosine, the k best."""
    others = [float(matrix[row] @ matrix[j]) for j in range(len(matrix))
              if j != row and j not in dead]
    best = sorted(others, reverse=True)[:k]
    return round(sum(best) / len(best), DIGITS) if best else 0.0


def test_a_density_is_the_mean_cosine_with_the_k_nearest_others():
    matrix = unit(np.random.default_rng(0), 30)
    got = Densities(5).of(matrix, [0, 7, 29])
    assert got == pytest.approx([direct(matrix, r, 5) for r in (0, 7, 29)], abs=2e-5)


def test_rows_computed_in_one_product_are_those_computed_one_by_one(monkeypatch):
    """Where BLAS runs on one thread (the resident process), a search's missing rows are
    one product; the densities are the same."""
    matrix = unit(np.random.default_rng(4), 60)
    rows = [0, 7, 29, 59, 33]
    alone = Densities(5).of(matrix, rows, dead=[12])
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "1")
    together = Densities(5)
    assert together.of(matrix, rows, dead=[12]) == pytest.approx(alone, abs=2e-5)
    assert alone == pytest.approx([direct(matrix, r, 5, dead=[12]) for r in rows], abs=2e-5)
    assert together.computed == len(rows)


def test_a_record_among_near_copies_is_denser_than_one_alone():
    base = np.eye(4, dtype=np.float32)
    near = base[0] + 0.05 * np.eye(4, dtype=np.float32)[1:]
    matrix = np.vstack([base[0], near / np.linalg.norm(near, axis=1, keepdims=True),
                        base[3]])
    dens = Densities(2).of(matrix, [0, len(matrix) - 1])
    assert dens[0] > 0.9 > dens[1]


def test_fewer_records_than_k_take_every_other_one_and_a_lone_one_none():
    matrix = unit(np.random.default_rng(1), 3)
    assert Densities(10).of(matrix, [0]) == pytest.approx([direct(matrix, 0, 10)], abs=2e-5)
    assert Densities(10).of(matrix[:1], [0]) == [0.0]


def test_a_density_asked_again_is_not_computed_again():
    matrix = unit(np.random.default_rng(2), 50)
    dens = Densities(5)
    dens.of(matrix, [1, 2, 3])
    dens.of(matrix, [2, 3, 4])
    assert dens.computed == 4


def test_a_vector_added_far_away_keeps_what_it_cannot_change():
    rng = np.random.default_rng(3)
    matrix = unit(rng, 40)
    dens = Densities(5)
    dens.of(matrix, list(range(40)))
    grown = np.vstack([matrix, -matrix[0]])  # the opposite of row 0: nobody's neighbour
    dens.changed(grown, [40])
    before = dens.computed
    assert dens.of(grown, list(range(40))) == pytest.approx(
        [direct(grown, r, 5) for r in range(40)], abs=2e-5)
    assert dens.computed - before < 10  # only the rows it came near to are computed again


def test_dead_rows_are_nobody_s_neighbour():
    matrix = unit(np.random.default_rng(4), 20)
    got = Densities(3).of(matrix, [0, 1], dead=[5, 6])
    assert got == pytest.approx([direct(matrix, r, 3, dead=(5, 6)) for r in (0, 1)], abs=2e-5)


OPS = st.lists(st.tuples(st.sampled_from(["add", "change", "remove", "compact", "ask"]),
                         st.integers(0, 1_000)), min_size=1, max_size=25)


@settings(max_examples=60, deadline=None)
@given(ops=OPS, k=st.integers(1, 6))
def test_whatever_happened_a_density_read_is_the_one_computed_afresh(ops, k):
    """The matrix as a store holds it: rows added, overwritten (a record's content
    changed), dropped (marked dead, as PostgreSQL's matrix does) and compacted (as the
    file store's does); after each, every live row's density equals the direct one."""
    rng = np.random.default_rng(len(ops) * 7 + k)
    matrix = unit(rng, 6)
    dead: set[int] = set()
    dens = Densities(k)
    for op, n in ops:
        live = [r for r in range(len(matrix)) if r not in dead]
        if op == "add":
            matrix = np.vstack([matrix, unit(rng, 1)])
            dens.changed(matrix, [len(matrix) - 1])
        elif op == "change" and live:
            row = live[n % len(live)]
            matrix[row] = unit(rng, 1)[0]
            dens.changed(matrix, [row])
        elif op == "remove" and len(live) > 1:
            row = live[n % len(live)]
            dead.add(row)
            matrix[row] = 0.0
            dens.removed([row])
        elif op == "compact":
            dens.renumber(live)
            matrix = np.ascontiguousarray(matrix[live])
            dead = set()
        live = [r for r in range(len(matrix)) if r not in dead]
        asked = live if op == "ask" else live[: 1 + n % len(live)]
        got = dens.of(matrix, asked, sorted(dead))
        assert got == pytest.approx([direct(matrix, r, k, dead) for r in asked], abs=2e-5)


def test_the_density_benchmark_runs_and_renders(tmp_path):
    import json

    from benchmarks import density as bench
    from benchmarks import report_semantic

    out = tmp_path / "density.json"
    bench.main(["--quick", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    run = data["runs"][0]
    # Searches near each other share candidates: later ones compute fewer densities.
    assert run["rows_computed_warm"] < run["rows_computed_cold"] <= bench.POOL
    lines: list[str] = []
    report_semantic.density(data, lines, [])
    assert "densities" in "\n".join(lines)
