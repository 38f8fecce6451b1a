"""Train offline extraction's learned second opinion, and measure what it adds.

``python -m benchmarks.hearing --write`` trains the logistic regression of
`memdir.pipeline.extract.learned` on the labelled extraction set (`benchmarks.extraction_data`)
and writes ``src/memdir/pipeline/extract/hearing.bin``. A sentence said alone is an example
with its item's label (directive or fact: lasts; temporary, chit-chat, question: does not);
each sentence of a message of several is one of the latter when the message is, and left
out when the message lasts (which of its sentences carries that is not labelled). Each is
read as the rules read it (`memdir.pipeline.extract.surface.as_said`). The
rounds in `HELD_OUT` are never trained on: they measure it.

``--cv`` measures the rules with the lasting head beside them as a user would have met them on a
round no one had read: for each round of `FIRST_RUNS`, the rules at the commit where that
round was first scored (a git worktree of this repository, before anything was changed
for it; their answers are kept in benchmarks/results/) and a model trained on every other
round; the share of each language's durable items heard and of its temporary, chit-chat
and question items admitted, before and after. numpy is needed (the
``semantic`` extra brings it); the product reads the weights with the standard library.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from .common import parser, write_result
from .extraction_data import SENTENCES, Sentence

ROOT = Path(__file__).resolve().parent.parent
MODEL_PATH = ROOT / "src" / "memdir" / "pipeline" / "extract" / "hearing.bin"
HELD_OUT = ("fresh_33", "fresh_34", "fresh_44", "fresh_45", "fresh_46", "fresh_47",
            "fresh_48", "fresh_49", "fresh_50", "fresh_51", "fresh_52")
DURABLE = ("directive", "fact")
L2 = 1e-4
EPOCHS = 300
STEP = 0.05
# Each round's first scoring: the commit that wired it in, its rules not yet changed for it.
FIRST_RUNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("d7dc813", ("fresh_18", "fresh_19")),
    ("a17f91c", ("fresh_20", "fresh_21")),
    ("9aacc28", ("fresh_22", "fresh_23")),
    ("60d22fc", ("fresh_24", "fresh_25")),
    ("b820eb2", ("fresh_26", "fresh_27")),
    ("24821c9", ("fresh_28",)),
    ("0eb87d6", ("fresh_29",)),
    ("9b74a16", ("fresh_30",)),
    ("5eb2d39", ("fresh_31",)),
    ("7bfd00d", ("fresh_32",)),
)
UNCUED = "no lasting instruction or fact"
TASK_LIKE = "a request about the work at hand"


@functools.cache
def _sentences(text: str) -> tuple[str, ...]:
    """`sentences` of ``text``, split once a process: each head, each fold and the
    digest read the labelled set again, and splitting is most of their time."""
    from memdir.pipeline.extract.sentences import sentences

    return tuple(sentences(text))


@functools.cache
def _said(text: str) -> str:
    """`as_said` of ``text``, once a process (as `_sentences`)."""
    from memdir.pipeline.extract.surface import as_said

    return as_said(text)


def examples(items: Iterable[Sentence], leave_out: Sequence[str]) -> list[tuple[str, int]]:
    """(sentence, 1 if it lasts) for every item outside ``leave_out`` (see the module)."""
    out: list[tuple[str, int]] = []
    for item in items:
        if item.part in leave_out:
            continue
        parts = _sentences(item.text)
        if len(parts) == 1:
            out.append((_said(item.text), int(item.label in DURABLE)))
        elif item.label not in DURABLE:
            out.extend((_said(part), 0) for part in parts)
    return out


LOOK_ALIKES = (ROOT / "tests" / "test_extract_hearing.py",
               ROOT / "tests" / "test_extract_fresh_37.py",
               ROOT / "tests" / "test_extract_fresh_38.py",
               ROOT / "tests" / "test_extract_fresh_39.py",
               ROOT / "tests" / "test_extract_fresh_40.py",
               ROOT / "tests" / "test_extract_fresh_41.py",
               ROOT / "tests" / "test_extract_fresh_42.py",
               ROOT / "tests" / "test_extract_fresh_43.py",
               ROOT / "tests" / "test_extract_fresh_44.py",
               ROOT / "tests" / "test_extract_fresh_45.py",
               ROOT / "tests" / "test_extract_fresh_46.py",
               ROOT / "tests" / "test_extract_fresh_47.py",
               ROOT / "tests" / "test_extract_fresh_48.py",
               ROOT / "tests" / "test_extract_fresh_49.py",
               ROOT / "tests" / "test_extract_fresh_50.py")
_STAYS_OUT = ("stay_out", "stays_out", "are_skipped", "leaves_nothing", "no_rule")
# A test of a round's own items ("test_the_fresh_49_noise_stays_out"): read only when the round
# is trained on, never of a round `HELD_OUT`.
_ROUNDS_OWN = re.compile(r"^test_the_(fresh_\d+)_")


def look_alikes(paths: Sequence[Path] = LOOK_ALIKES) -> list[str]:
    """The sentences the hearing tests require to stay out (a `pytest.mark.parametrize`
    list of plain strings on a test whose name says so: ``..._stay_out``,
    ``..._are_skipped``, ``..._leaves_nothing``, ``..._no_rule``), read from the test
    files' syntax trees, never imported: look-alikes written beside each class the rules
    learned, labelled as not lasting. The lists of what must be heard are not read; many
    hold sentences of the rounds the cross-validation leaves out."""
    out: list[str] = []
    nodes = [node for path in paths for node in ast.parse(path.read_text(encoding="utf-8")).body]
    for node in nodes:
        if not isinstance(node, ast.FunctionDef) or not any(k in node.name for k in _STAYS_OUT):
            continue
        own = _ROUNDS_OWN.match(node.name)
        if own and own.group(1) in HELD_OUT:
            continue
        for deco in node.decorator_list:
            if (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Attribute)
                    and deco.func.attr == "parametrize" and len(deco.args) >= 2
                    and isinstance(deco.args[1], ast.List)):
                out.extend(e.value for e in deco.args[1].elts
                           if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return out


def negatives() -> list[tuple[str, int]]:
    """`look_alikes`, each sentence of each read as the rules read it, labelled 0."""
    return [(_said(part), 0) for text in look_alikes() for part in _sentences(text) or (text,)]


def train(data: Sequence[tuple[str, int]]) -> tuple[Any, float]:
    """Weights (float64, one per bucket) and bias of the texts of ``data``: `train_rows`
    on their features."""
    from memdir.pipeline.extract.learned import BUCKETS, features

    return train_rows([(features(text), label) for text, label in data], BUCKETS)


def train_rows(data: Sequence[tuple[Sequence[int], int]], buckets: int, *, l2: float = L2,
               epochs: int = EPOCHS, positive: float = 1.0) -> tuple[Any, float]:
    """Weights (float64, one per bucket) and bias of examples given as their buckets:
    full-batch Adam on the L2-regularised log loss (each example of label 1 weighing
    ``positive``), ``epochs`` steps from zero; deterministic for the same data. Both
    learned models train so (`benchmarks.corrections_learned` too)."""
    import numpy as np

    rows_of = [np.array(f, dtype=np.int64) for f, _ in data]
    rows = np.concatenate([np.full(len(f), k) for k, f in enumerate(rows_of)])
    # Only the buckets some example has move: every other one's gradient, moments and
    # weight stay exactly 0 from the start. Each step runs on those buckets alone (cols
    # numbers them 0..k-1, in bucket order) and gives the same floats, bit for bit.
    touched, cols = np.unique(np.concatenate(rows_of), return_inverse=True)
    y = np.array([label for _, label in data], dtype=float)
    weight = np.where(y > 0, positive, 1.0)
    weight *= len(data) / weight.sum()
    n, k = len(data), len(touched)
    w = np.zeros(k)
    m, v = np.zeros(k), np.zeros(k)
    b = mb = vb = 0.0
    for step in range(1, epochs + 1):
        z = np.bincount(rows, weights=w[cols], minlength=n) + b
        g = (1.0 / (1.0 + np.exp(-z)) - y) * weight
        gw = np.bincount(cols, weights=g[rows], minlength=k) / n + l2 * w
        gb = float(g.mean())
        m = 0.9 * m + 0.1 * gw
        v = 0.999 * v + 0.001 * gw * gw
        w -= STEP * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
        mb = 0.9 * mb + 0.1 * gb
        vb = 0.999 * vb + 0.001 * gb * gb
        b -= STEP * (mb / (1 - 0.9 ** step)) / ((vb / (1 - 0.999 ** step)) ** 0.5 + 1e-8)
    weights = np.zeros(buckets)
    weights[touched] = w
    return weights, b


def fact_examples(items: Iterable[Sentence], leave_out: Sequence[str]) -> list[tuple[str, int]]:
    """(sentence, 1 if a fact, 0 if a directive) for every lasting item said in one
    sentence outside ``leave_out``, as the rules read it: the examples of the fact head."""
    return [(_said(item.text), int(item.label == "fact")) for item in items
            if item.part not in leave_out and item.label in DURABLE
            and len(_sentences(item.text)) == 1]


def heads_data(items: Sequence[Sentence], leave_out: Sequence[str]
               ) -> dict[str, list[tuple[str, int]]]:
    """The examples of each head, in the order of the model file."""
    return {"lasting": examples(items, leave_out) + negatives(),
            "fact": fact_examples(items, leave_out)}


def _probability(w: Any, b: float, text: str) -> float:
    """What a head of float weights ``w`` and bias ``b`` gives ``text`` read as the rules
    read it (the product reads the int8 copy: `memdir.pipeline.extract.learned.Model`)."""
    import numpy as np

    from memdir.pipeline.extract.learned import features
    from memdir.pipeline.extract.surface import as_said

    return float(1.0 / (1.0 + np.exp(-(w[features(as_said(text))].sum() + b))))


def labelled_digest(items: Sequence[Sentence]) -> str:
    """sha256 of the examples trained on, as features: the model file records it, and a
    test fails when the labelled set, the look-alikes or the features changed and the
    model was not trained again."""
    from memdir.pipeline.extract.learned import features

    data = {name: [(features(text), y) for text, y in rows]
            for name, rows in heads_data(items, HELD_OUT).items()}
    return hashlib.sha256(json.dumps(data).encode("utf-8")).hexdigest()


def encode(heads: dict[str, tuple[Any, float]], digest: str, count: int) -> bytes:
    """The model file: each head's weights in int8 with one scale, in order
    (`memdir.pipeline.extract.learned.parse`)."""
    import numpy as np

    from memdir.pipeline.extract.learned import BUCKETS, MAGIC

    described, blobs = [], []
    for name, (w, b) in heads.items():
        scale = float(np.abs(w).max()) / 127 or 1.0
        blobs.append(np.clip(np.rint(w / scale), -127, 127).astype(np.int8).tobytes())
        described.append({"name": name, "scale": scale, "bias": float(b)})
    header = {"buckets": BUCKETS, "heads": described, "examples": count,
              "held_out": list(HELD_OUT), "labelled_sha256": digest}
    return MAGIC + json.dumps(header, sort_keys=True).encode() + b"\n" + b"".join(blobs)


def write_model(path: Path = MODEL_PATH) -> dict[str, Any]:
    data = heads_data(SENTENCES, HELD_OUT)
    trained = {name: train(rows) for name, rows in data.items()}
    count = sum(len(rows) for rows in data.values())
    path.write_bytes(encode(trained, labelled_digest(SENTENCES), count))
    return {"examples": {name: len(rows) for name, rows in data.items()},
            "lasting": sum(y for _, y in data["lasting"]),
            "facts": sum(y for _, y in data["fact"]), "bytes": path.stat().st_size}


def _old_answers(commit: str, parts: tuple[str, ...], workdir: Path) -> list[dict[str, Any]]:
    """Each item of ``parts`` as the rules of ``commit`` answered it: admitted, and the
    sentences they skipped with the reason."""
    tree = workdir / commit
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), commit],
                   check=True, capture_output=True)
    try:
        script = (
            "import json, sys\n"
            "from benchmarks.extraction_data import SENTENCES\n"
            "from benchmarks.extraction import admitted\n"
            "from memdir.pipeline.extract.rules import hear\n"
            "parts = set(sys.argv[1].split(','))\n"
            "print(json.dumps([dict(part=s.part, lang=s.lang, label=s.label, text=s.text,"
            " ok=admitted(s)[0], skipped=hear([{'role': 'user', 'content': s.text}])[1])"
            " for s in SENTENCES if s.part in parts], ensure_ascii=False))\n")
        env = {"PYTHONPATH": f"{tree / 'src'}:{tree}", "PATH": "/usr/bin:/bin"}
        done = subprocess.run([sys.executable, "-c", script, ",".join(parts)], cwd=tree,
                              env=env, check=True, capture_output=True, text=True)
        answers: list[dict[str, Any]] = json.loads(done.stdout)
        return answers
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                       check=False, capture_output=True)


FIRST_RUNS_CACHE = ROOT / "benchmarks" / "results" / "hearing_first_runs.json"


def first_run_answers() -> dict[str, list[dict[str, Any]]]:
    """Each round of `FIRST_RUNS` as the rules of its first run answered it (`_old_answers`),
    by round. A commit's answers never change: they are worked out once and kept in
    ``FIRST_RUNS_CACHE`` (benchmarks/results/, not committed), so each variant measured
    after the first trains and scores without a worktree."""
    cached: dict[str, list[dict[str, Any]]] = {}
    if FIRST_RUNS_CACHE.exists():
        cached = json.loads(FIRST_RUNS_CACHE.read_text(encoding="utf-8"))
    missing = [(commit, parts) for commit, parts in FIRST_RUNS
               if f"{commit}:{','.join(parts)}" not in cached]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            for commit, parts in missing:
                cached[f"{commit}:{','.join(parts)}"] = _old_answers(commit, parts, Path(tmp))
        FIRST_RUNS_CACHE.parent.mkdir(parents=True, exist_ok=True)
        FIRST_RUNS_CACHE.write_text(json.dumps(cached, ensure_ascii=False), encoding="utf-8")
    return {part: [a for a in cached[f"{commit}:{','.join(parts)}"] if a["part"] == part]
            for commit, parts in FIRST_RUNS for part in parts}


def fold_scores(fit: Callable[[list[tuple[str, int]]], Callable[[str], float]]
                ) -> list[dict[str, Any]]:
    """Each item of `FIRST_RUNS` with what a model trained without its round gives it:
    ``fit`` takes the lasting head's examples and returns the probability it gives a
    sentence; ``uncued`` and ``task_like`` are the highest it gives the sentences the
    first run's rules left with no lasting instruction or fact, and took for a request
    about the work at hand (-1 where there is none)."""
    out: list[dict[str, Any]] = []
    for part, answers in first_run_answers().items():
        probability = fit(heads_data(SENTENCES, (*HELD_OUT, part))["lasting"])
        for item in answers:
            best = {"uncued": -1.0, "task_like": -1.0}
            for sentence, reason in item["skipped"]:
                where = ("uncued" if reason == UNCUED
                         else "task_like" if reason.startswith(TASK_LIKE) else None)
                if where is not None:
                    best[where] = max(best[where], probability(sentence))
            out.append({**item, **best})
    return out


def tally(scored: Sequence[dict[str, Any]], uncued: float, task_like: float
          ) -> dict[str, Any]:
    """The share of ``scored`` (`fold_scores`) admitted by the rules alone (``before``) and
    with the model heard at ``uncued`` and ``task_like`` (``after``), by language and label:
    ``durable`` (directive or fact), ``temporary``, ``chit-chat``, ``question`` and
    ``noise`` (the three together)."""
    counts: dict[str, list[int]] = {}
    for item in scored:
        extra = item["uncued"] >= uncued or item["task_like"] >= task_like
        kinds = (("durable",) if item["label"] in DURABLE else (item["label"], "noise"))
        for lang in (item["lang"], "all"):
            for kind in kinds:
                c = counts.setdefault(f"{lang}/{kind}", [0, 0, 0])
                c[0] += 1
                c[1] += bool(item["ok"])
                c[2] += bool(item["ok"] or extra)
    return {key: {"items": n, "before": before / n, "after": after / n}
            for key, (n, before, after) in sorted(counts.items())}


def shipped_fit(data: list[tuple[str, int]]) -> Callable[[str], float]:
    """The lasting head as `write_model` trains it, as a probability of a sentence."""
    w, b = train(data)
    return functools.partial(_probability, w, b)


def cross_validate() -> dict[str, Any]:
    """`FIRST_RUNS`' items, before (the rules of their first run) and after (with the model
    trained without their round, heard at the shipped thresholds): per language, durable
    heard and temporary, chit-chat and questions admitted (`tally`)."""
    from memdir.pipeline.extract.learned import HEAR_TASK_LIKE, HEAR_UNCUED

    return tally(fold_scores(shipped_fit), HEAR_UNCUED, HEAR_TASK_LIKE)


def cross_validate_kinds() -> dict[str, Any]:
    """Each fresh round's lasting items said in one sentence, typed by the cues alone and
    with a fact head trained on every other round (`memdir.pipeline.extract.learned.kind`):
    per language, facts typed ``feedback`` (an instruction) and directives typed anything
    else, before and after."""

    from memdir.pipeline.classify import memory_type
    from memdir.pipeline.extract.learned import retype
    from memdir.pipeline.extract.sentences import sentences
    from memdir.pipeline.extract.surface import as_said

    items = [s for s in SENTENCES if s.label in DURABLE and s.part.startswith("fresh_")
             and s.part not in HELD_OUT and len(sentences(s.text)) == 1]
    counts: dict[str, list[int]] = {}
    for part in sorted({s.part for s in items}):
        w, b = train(fact_examples(SENTENCES, (*HELD_OUT, part)))
        for item in (s for s in items if s.part == part):
            cued = memory_type(item.text)
            p = _probability(w, b, item.text)
            typed = retype(as_said(item.text), cued, float(p))
            wrong_before = (cued == "feedback") == (item.label == "fact")
            wrong_after = (typed == "feedback") == (item.label == "fact")
            for lang in (item.lang, "all"):
                c = counts.setdefault(f"{lang}/{item.label}", [0, 0, 0])
                c[0] += 1
                c[1] += wrong_before
                c[2] += wrong_after
    return {key: {"items": n, "wrong_before": before / n, "wrong_after": after / n}
            for key, (n, before, after) in sorted(counts.items())}


def main(argv: Sequence[str] | None = None) -> None:
    ap = parser(__doc__ or "")
    ap.add_argument("--write", action="store_true", help="train and write hearing.bin")
    ap.add_argument("--cv", action="store_true", help="leave-one-round-out on first runs")
    args = ap.parse_args(argv)
    result: dict[str, Any] = {}
    if args.write:
        result["model"] = write_model()
        print(f"wrote {MODEL_PATH}: {result['model']}")
    if args.cv:
        result["cross_validation"] = cross_validate()
        result["kinds"] = cross_validate_kinds()
        for key, row in result["kinds"].items():
            print(f"{key:14} {row['items']:4} items  mistyped {row['wrong_before']:.3f} -> "
                  f"{row['wrong_after']:.3f}")
        for key, row in result["cross_validation"].items():
            print(f"{key:14} {row['items']:4} items  {row['before']:.3f} -> {row['after']:.3f}")
    if result:
        write_result("hearing", result, args.out, args.quick)


if __name__ == "__main__":
    main()
