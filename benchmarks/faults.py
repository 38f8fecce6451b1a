"""Fault injection: SIGKILL a writer at random points, hundreds of times; nothing acknowledged
may be lost or torn.

Two kinds of victim, each a fresh child process on one store:

- **writer**: creates, updates and deletes records with `FileStore` one after another and
  prints ``ACK`` (flushed) after each call returns. After the kill, every acknowledged
  record must be present, parse without problems and hold the acknowledged version (or
  the one newer version whose write was in flight); every acknowledged delete must stay
  deleted.
- **consolidator**: runs consolidations with a scripted model that merges duplicates
  (deletes them) and rewrites every other record. Before each one it prints the digest of
  the state the model's answer leads to (``PLAN``), after it returns ``ACK``. After the
  kill, the store must be exactly the last acknowledged state or the planned next one:
  never a mix (the batch journal is replayed at the next open).

After every kill the parent reopens the store (replaying a journal if one was left),
checks the above, and counts what ``check()`` finds (temp files from interrupted writes).
At the end ``fix()`` removes those and ``memdir doctor`` must report a clean store.

Run: ``python -m benchmarks.faults [--quick] [--kills N]`` (``make faults``).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from memdir.foundation.record import Record, flatten, parse_record
from memdir.store.files.store import JOURNAL_DIR, FileStore

from .common import ROOT, fresh_env, parser, table, write_result

# Delays after the child is ready: a write takes a few ms, a consolidation of ~40 records a
# few hundred (snapshot, one fsynced write per record), so the consolidator gets longer.
FULL = {"writer_kills": 200, "consolidator_kills": 100, "max_delay": 0.12,
        "consolidator_max_delay": 2.5, "seed": 20261202}
QUICK = {"writer_kills": 6, "consolidator_kills": 4, "max_delay": 0.05,
         "consolidator_max_delay": 1.2, "seed": 7}
READY_TIMEOUT = 60.0


# --------------------------------------------------------------------------- shared
def record_for(name: str, version: int) -> Record:
    return Record(name=name, description=f"Fault test record {name} v{version}",
                  type="feedback", body=f"version {version}\n" + "payload line\n" * 6)


def version_of(rec: Record) -> int | None:
    first = rec.body.split("\n", 1)[0]
    if first.startswith("version "):
        try:
            return int(first.split()[1])
        except (IndexError, ValueError):
            return None
    return None


def state_of(records: Iterable[Record]) -> list[tuple[str, str, str, str]]:
    return sorted((r.name, r.description, r.type, r.body) for r in records)


def digest(records: Iterable[Record]) -> str:
    data = json.dumps(state_of(records), ensure_ascii=False).encode()
    return hashlib.sha256(data).hexdigest()[:16]


def _say(*parts: object) -> None:
    # One write per line, ended by END, so a line torn by the kill is never counted.
    sys.stdout.write(" ".join(str(p) for p in parts) + " END\n")
    sys.stdout.flush()


# --------------------------------------------------------------------------- children
def child_writer(root: str, run: int, seed: int) -> None:
    store = FileStore(root)
    store.list()
    rng = random.Random(seed)
    _say("READY")
    mine: dict[str, int] = {}
    i = 0
    while True:
        op = rng.random()
        # BEGIN names the operation in flight: after the kill its effect may or may not
        # be on disk, and the parent accepts either (never a torn or a third state).
        if mine and op < 0.25:
            name = rng.choice(sorted(mine))
            version = mine[name] + 1
            _say("BEGIN", "update", name, version)
            store.upsert(record_for(name, version))
            mine[name] = version
            _say("ACK", name, version)
        elif mine and op < 0.32:
            name = rng.choice(sorted(mine))
            _say("BEGIN", "delete", name, mine[name])
            store.delete(name)
            del mine[name]
            _say("DEL", name)
        else:
            name = f"w{run}-{i}"
            i += 1
            _say("BEGIN", "create", name, 1)
            store.upsert(record_for(name, 1))
            mine[name] = 1
            _say("ACK", name, 1)


def consolidation_answer(prompt: str) -> list[dict[str, str]]:
    """The scripted model: drop every ``dup-`` record (merged into the others) and rewrite
    every other record with the next generation."""
    records = json.loads(prompt.split("Records:\n", 1)[1])
    keep = [r for r in records if not r["name"].startswith("dup-")] or records[:1]
    out = []
    for r in keep:
        generation = int(r["body"].rsplit("generation ", 1)[-1]) + 1 \
            if "generation " in r["body"] else 1
        out.append({"name": r["name"], "description": r["description"], "type": r["type"],
                    "body": f"{r['body'].split(' generation ')[0]} generation {generation}"})
    return out


def child_consolidator(root: str) -> None:
    from memdir.pipeline.consolidate import consolidate
    from memdir.testing import ScriptedProvider

    store = FileStore(root)
    store.list()
    _say("READY")
    round_no = 0

    def model(system: str, messages: list, tools: list) -> str:
        answer = consolidation_answer(messages[-1]["content"])
        planned = [Record(name=a["name"], description=flatten(a["description"]),
                          type=a["type"], body=a["body"]) for a in answer]
        _say("PLAN", round_no, digest(planned))
        return json.dumps(answer)

    while True:
        round_no += 1
        model_calls = ScriptedProvider(*[model] * 20)
        result = consolidate(store, model_calls, max_records=10_000)
        if len(model_calls.calls) != 1:  # the parent's check assumes one batch per round
            _say("SKIPPED", round_no, f"{len(model_calls.calls)}-groups")
            return
        if result.skipped:
            _say("SKIPPED", round_no, json.dumps(result.skipped))
            return
        _say("ACK", round_no, digest(store.list()))


# --------------------------------------------------------------------------- parent
class Stats(Counter):
    """Counts, plus the distinct problems `check()` found after the kills."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: set[tuple[str, str]] = set()


def _spawn(args: Sequence[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "benchmarks.faults", "child", *args],
                            cwd=str(ROOT), env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _wait_ready(proc: subprocess.Popen) -> list[str]:
    """Lines until READY (or the process ended)."""
    assert proc.stdout is not None
    lines = []
    deadline = time.monotonic() + READY_TIMEOUT
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 0.5)
        if ready:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if line.startswith("READY"):
                return lines
        elif proc.poll() is not None:
            break
    raise RuntimeError(f"child did not start: {proc.stderr.read() if proc.stderr else ''}")


def _kill(proc: subprocess.Popen, rng: random.Random, max_delay: float,
          stats: Stats) -> list[str]:
    """SIGKILL at a random point; return every complete line the child printed."""
    early = rng.random() < 0.08
    lines: list[str] = []
    if early:  # during start-up: imports, opening the store, replaying a journal
        time.sleep(rng.uniform(0, 0.25))
        stats["kills_during_startup"] += 1
    else:
        lines = _wait_ready(proc)
        time.sleep(rng.uniform(0, max_delay))
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
        stats["kills"] += 1
    else:
        stats["exited_before_kill"] += 1
    out, err = proc.communicate()
    if proc.returncode not in (-signal.SIGKILL, 0) and "Traceback" in err:
        raise RuntimeError(f"child failed on its own:\n{err}")
    lines += out.splitlines(keepends=True)
    return [ln[:-5] for ln in lines if ln.endswith(" END\n")]


def _reopen(root: Path, stats: Stats) -> FileStore:
    if (root / JOURNAL_DIR).exists():
        stats["journals_replayed"] += 1
    store = FileStore(root)
    if (root / JOURNAL_DIR).exists():
        raise AssertionError("the journal was not replayed at open")
    for problem in store.check():
        if (problem.kind, problem.file) not in stats.seen:
            stats.seen.add((problem.kind, problem.file))
            stats[f"found_{problem.kind}"] += 1
    return store


def _parsed(store: FileStore, stats: Stats) -> dict[str, Record]:
    out = {}
    for f in store.record_files():
        rec = parse_record((store.root / f).read_text(encoding="utf-8"), f)
        if rec.problems:
            stats["corrupt"] += 1
            print(f"CORRUPT {f}: {rec.problems}", file=sys.stderr)
        out[rec.name] = rec
    return out


def run_writers(root: Path, env: dict[str, str], cfg: dict, rng: random.Random,
                stats: Stats) -> None:
    acked: dict[str, int] = {}
    deleted: set[str] = set()
    for run in range(cfg["writer_kills"]):
        proc = _spawn(["writer", str(root), str(run), str(rng.randrange(2**31))], env)
        pending: tuple[str, str, int] | None = None
        for line in _kill(proc, rng, cfg["max_delay"], stats):
            parts = line.split()
            if parts[0] == "BEGIN":
                pending = (parts[1], parts[2], int(parts[3]))
            elif parts[0] == "ACK":
                acked[parts[1]] = int(parts[2])
                deleted.discard(parts[1])
                pending = None
                stats["acknowledged_writes"] += 1
            elif parts[0] == "DEL":
                acked.pop(parts[1], None)
                deleted.add(parts[1])
                pending = None
                stats["acknowledged_deletes"] += 1
        store = _reopen(root, stats)
        records = _parsed(store, stats)
        if pending is not None:
            stats["kills_mid_operation"] += 1
            kind, name, version = pending
            rec = records.get(name)
            # The operation in flight either happened whole or not at all; from now on
            # its outcome is what later checks expect.
            if kind == "delete" and rec is None:
                acked.pop(name, None)
                deleted.add(name)
                stats["in_flight_applied"] += 1
            elif kind in ("update", "create") and rec is not None \
                    and version_of(rec) == version:
                acked[name] = version
                stats["in_flight_applied"] += 1
            else:
                stats["in_flight_not_applied"] += 1
        for name, version in acked.items():
            rec = records.get(name)
            if rec is None:
                stats["lost"] += 1
                print(f"LOST {name} v{version}", file=sys.stderr)
                continue
            if version_of(rec) != version:
                stats["wrong_version"] += 1
                print(f"WRONG {name}: acknowledged v{version}, found v{version_of(rec)}",
                      file=sys.stderr)
        for name in deleted:
            if name in records:
                stats["resurrected"] += 1
                print(f"RESURRECTED {name}", file=sys.stderr)
        stats["record_checks"] += len(acked) + len(deleted)


def run_consolidators(root: Path, env: dict[str, str], cfg: dict, rng: random.Random,
                      stats: Stats) -> None:
    store = FileStore(root)
    for i in range(24):
        store.upsert(record_for(f"base-{i}", 1))
    for run in range(cfg["consolidator_kills"]):
        # Give each run duplicates to merge (the parent writes them; it is never killed).
        # Bounded, so the store stays one consolidation group: one batch, whose
        # all-or-nothing outcome is what is checked.
        if sum(f.startswith("dup-") for f in store.record_files()) < 6:
            for j in range(3):
                store.upsert(Record(f"dup-{run}-{j}", f"Duplicate {run}-{j} of a fault record",
                                    "feedback", "duplicate body"))
        before = digest(FileStore(root).list())
        proc = _spawn(["consolidator", str(root)], env)
        last_ack, plan_after_ack = before, None
        for line in _kill(proc, rng, cfg["consolidator_max_delay"], stats):
            parts = line.split()
            if parts[0] == "PLAN":
                plan_after_ack = parts[2]
            elif parts[0] == "ACK":
                if plan_after_ack is not None and parts[2] != plan_after_ack:
                    raise AssertionError("a consolidation did not produce its plan")
                last_ack, plan_after_ack = parts[2], None
                stats["acknowledged_consolidations"] += 1
            elif parts[0] == "SKIPPED":
                raise AssertionError(f"consolidation refused a valid answer: {parts[2:]}")
        store = _reopen(root, stats)
        now = digest(_parsed(store, stats).values())
        if now == last_ack:
            stats["consolidation_state_last_ack"] += 1
        elif now == plan_after_ack:
            stats["consolidation_state_planned"] += 1
        else:
            stats["consolidation_torn"] += 1
            print(f"TORN consolidation state after run {run}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> dict:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["child"]:
        kind, rest = args_list[1], args_list[2:]
        if kind == "writer":
            child_writer(rest[0], int(rest[1]), int(rest[2]))
        else:
            child_consolidator(rest[0])
        return {}
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--kills", type=int, default=None,
                   help="total kills (split 2:1 between writers and consolidators)")
    args = p.parse_args(args_list)
    cfg = dict(QUICK if args.quick else FULL)
    if args.kills:
        cfg["writer_kills"] = max(1, args.kills * 2 // 3)
        cfg["consolidator_kills"] = max(1, args.kills - cfg["writer_kills"])
    rng = random.Random(cfg["seed"])
    tmp = Path(tempfile.mkdtemp(prefix="memdir-faults-"))
    stats = Stats()
    started = time.perf_counter()
    outer_home = os.environ.get("MEMDIR_HOME")
    try:
        root = tmp / "project" / ".memory"
        croot = tmp / "consolidated" / ".memory"
        home = tmp / "home"
        home.mkdir()
        env = fresh_env(root.parent, home, tmp / "pycache")
        # What this process writes (the seed records, fix()) is signed with the children's
        # history key, so doctor, run with their memdir home, believes it as the user's.
        os.environ["MEMDIR_HOME"] = str(home)
        seed_store = FileStore(root)
        for i in range(12):
            seed_store.upsert(record_for(f"base-{i}", 1))
        print(f"writer kills: {cfg['writer_kills']}", file=sys.stderr, flush=True)
        run_writers(root, env, cfg, rng, stats)
        print(f"consolidator kills: {cfg['consolidator_kills']}", file=sys.stderr, flush=True)
        run_consolidators(croot, env, cfg, rng, stats)
        for where in (root, croot):
            final = FileStore(where)
            stats["fixed_at_end"] += len(final.fix())
            stats["problems_after_fix"] += len(final.check())
            stats["records_at_end"] += len(final.record_files())
            doctor = subprocess.run([sys.executable, "-m", "memdir", "doctor"], cwd=str(ROOT),
                                    env={**env, "MEMDIR_PROJECT": str(where.parent)},
                                    capture_output=True, text=True, check=False)
            stats["doctor_exit_code"] = max(stats["doctor_exit_code"], doctor.returncode)
    finally:
        if outer_home is None:
            os.environ.pop("MEMDIR_HOME", None)
        else:
            os.environ["MEMDIR_HOME"] = outer_home
        shutil.rmtree(tmp, ignore_errors=True)
    elapsed = time.perf_counter() - started
    ok = (stats["lost"] == 0 and stats["corrupt"] == 0 and stats["wrong_version"] == 0
          and stats["resurrected"] == 0 and stats["consolidation_torn"] == 0
          and stats["problems_after_fix"] == 0 and stats["doctor_exit_code"] == 0)
    keys = ["kills", "kills_during_startup", "exited_before_kill", "acknowledged_writes",
            "acknowledged_deletes", "acknowledged_consolidations", "kills_mid_operation",
            "in_flight_applied", "in_flight_not_applied", "record_checks",
            "journals_replayed", "lost", "wrong_version", "resurrected", "corrupt",
            "consolidation_torn", "consolidation_state_last_ack",
            "consolidation_state_planned", "found_temp-file", "found_stale-index",
            "fixed_at_end", "problems_after_fix", "doctor_exit_code", "records_at_end"]
    keys += sorted(k for k in stats if k not in keys)
    print(f"Fault injection: {stats['kills']} SIGKILLs in {elapsed:.0f} s")
    print(table(["count", "value"], [(k, int(stats[k])) for k in keys]))
    verdict = "no acknowledged data lost, nothing torn, doctor clean" if ok else "FAILED"
    print(f"\nresult: {verdict}")
    data = {"counts": {k: int(stats[k]) for k in keys}, "ok": ok, "seconds": elapsed,
            "config": cfg}
    write_result("faults", data, args.out, args.quick)
    if not ok:
        raise SystemExit(1)
    return data


if __name__ == "__main__":
    main()
