"""Variants of offline extraction's learned second opinion, measured leaving one round out.

``python -m benchmarks.hearing_variants`` trains the lasting head of
`memdir.pipeline.extract.learned` with other features, regularisation, class weights and
hashing buckets, each on the folds of ``benchmarks.hearing --cv`` (the rules as each round
of `benchmarks.hearing.FIRST_RUNS` first met it; the rounds of `benchmarks.hearing.HELD_OUT`
never read), and prints per language the durable items heard and the temporary, chit-chat
and question items admitted: at the shipped thresholds, and at thresholds chosen on the
other rounds' folds (`calibrated`: no round is scored by a threshold it helped choose)
under the noise the shipped model admits in each language. ``--timing`` also times the
extract path with each variant's features against the shipped ones, as a ratio in the same
run; ``--only a,b`` measures the variants named. Each variant's fold scores are kept in
benchmarks/results/hearing_variants/ and read again instead of training. numpy is needed
(the ``semantic`` extra brings it).
"""

from __future__ import annotations

import json
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memdir.pipeline.extract import learned

from .common import RESULTS_DIR, parser, write_result
from .extraction_data import SENTENCES
from .hearing import HELD_OUT, L2, fold_scores, heads_data, tally, train_rows

_PRONOUNS = frozenset("i we my our you your they their he she it i'm we're we've i've".split())
_SUFFIXES = ("ings", "ing", "edly", "ed", "ies", "es", "s", "ly", "er", "ers")
# Each variant's fold scores, kept (not committed): its table is printed again without training.
SCORED = RESULTS_DIR / "hearing_variants"
THRESHOLDS = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97, 1.01)


def _fold(word: str) -> str:
    """An English word with a common suffix taken off (three letters of stem at least)."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def _shape(word: str) -> str:
    out = []
    for ch in word:
        kind = ("d" if ch.isdigit() else "a" if ch.isascii() and ch.isalpha()
                else "'" if ch == "'" else _script(ch))
        if not out or out[-1] != kind:
            out.append(kind)
    return "".join(out)


def _script(ch: str) -> str:
    if "\u3040" <= ch <= "\u309f":
        return "h"
    if "\u30a0" <= ch <= "\u30ff":
        return "k"
    if "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf":
        return "K"
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return "p"


def extra_char5(folded: str, words: list[str]) -> list[str]:
    """Character 5-grams, beside the shipped 1- to 4-grams."""
    marked = f"^{folded}$"
    return ["c" + marked[i:i + 5] for i in range(len(marked) - 4)]


def extra_trigrams(folded: str, words: list[str]) -> list[str]:
    """Word trigrams, beside the shipped unigrams and bigrams."""
    return [f"t{a} {b} {c}" for a, b, c in zip(words, words[1:], words[2:], strict=False)]


def extra_shapes(folded: str, words: list[str]) -> list[str]:
    return ["s" + _shape(w) for w in words[1:-1]]


def extra_first(folded: str, words: list[str]) -> list[str]:
    return ["f" + " ".join(words[1:3]), "f" + " ".join(words[1:4])]


def extra_pronoun_verb(folded: str, words: list[str]) -> list[str]:
    out = []
    for i, word in enumerate(words[:-1]):
        if word in _PRONOUNS:
            after = words[i + 1]
            tense = next((s for s in ("ing", "ed", "s") if after.endswith(s)), "-")
            out += [f"p{word} {_fold(after)}", f"p{word} +{tense}"]
    return out


def extra_folded(folded: str, words: list[str]) -> list[str]:
    stems = [_fold(w) if w.isascii() else w for w in words]
    return (["v" + s for s in stems]
            + [f"u{a} {b}" for a, b in zip(stems, stems[1:], strict=False)])


def extra_runs(folded: str, words: list[str]) -> list[str]:
    runs: list[tuple[str, str]] = []
    for ch in folded:
        kind = _script(ch)
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + ch)
        else:
            runs.append((kind, ch))
    out = [f"r{kind}{text}" for kind, text in runs if kind in "hkK" and len(text) > 1]
    kinds = ["^", *(k for k, _ in runs), "$"]
    out += [f"q{a}{b}{c}" for a, b, c in zip(kinds, kinds[1:], kinds[2:], strict=False)]
    return out


@dataclass(frozen=True)
class Variant:
    name: str
    extras: tuple[Callable[[str, list[str]], list[str]], ...] = ()
    buckets: int = 1 << 18
    l2: float = L2
    positive: float = 1.0
    cache: dict[str, list[int]] = field(default_factory=dict, compare=False, repr=False)

    def features(self, text: str) -> list[int]:
        found = self.cache.get(text)
        if found is None:
            found = self.cache[text] = self.hashed(text)
        return found

    def hashed(self, text: str) -> list[int]:
        """The variant's buckets of ``text``, worked out each time (as the product does):
        the shipped features (`memdir.pipeline.extract.learned.feature_names`) and the
        variant's extras."""
        folded = learned.folded(text)
        names, words = learned.feature_names(folded)
        for extra in self.extras:
            names += extra(folded, words)
        return sorted({zlib.crc32(n.encode("utf-8")) % self.buckets for n in names})

    def fit(self, data: list[tuple[str, int]]) -> Callable[[str], float]:
        import numpy as np

        from memdir.pipeline.extract.surface import as_said

        w, b = train_rows([(self.features(t), y) for t, y in data], self.buckets,
                          l2=self.l2, positive=self.positive)

        def probability(text: str) -> float:
            z = float(w[self.features(as_said(text))].sum() + b)
            return float(1.0 / (1.0 + np.exp(-z)))
        return probability


VARIANTS = (
    Variant("shipped"),
    Variant("English suffix folding", (extra_folded,)),
    Variant("word shapes", (extra_shapes,)),
    Variant("kana/kanji runs", (extra_runs,)),
    Variant("pronoun + verb tense", (extra_pronoun_verb,)),
    Variant("first words", (extra_first,)),
    Variant("char 1-5", (extra_char5,)),
    Variant("l2 3e-4", l2=3e-4),
    Variant("l2 1e-3", l2=1e-3),
    Variant("l2 3e-5", l2=3e-5),
    Variant("durable weighed 1.5", positive=1.5),
    Variant("durable weighed 0.7", positive=0.7),
    Variant("2^17 buckets", buckets=1 << 17),
    Variant("2^19 buckets", buckets=1 << 19),
    Variant("word trigrams", (extra_trigrams,)),
)


def calibrated(scored: Sequence[dict[str, Any]], shipped: Sequence[dict[str, Any]]
               ) -> dict[str, Any]:
    """`tally` of ``scored`` where each round is heard at the thresholds that, on every
    other round, hear the most durable items and admit no more noise in any language than
    the shipped model at its thresholds (``shipped``, its `fold_scores`) admits there."""
    parts = sorted({item["part"] for item in scored})
    out: list[dict[str, Any]] = []
    chosen = []
    for part in parts:
        rest = [item for item in scored if item["part"] != part]
        budget = tally([item for item in shipped if item["part"] != part], 0.80, 0.95)
        best: tuple[float, float, float] | None = None
        for u in THRESHOLDS:
            for t in THRESHOLDS:
                if t < u:
                    continue
                found = tally(rest, u, t)
                if any(found[key]["after"] > budget[key]["after"] + 1e-9 for key in found
                       if key.endswith("/noise")):
                    continue
                key = (found["all/durable"]["after"], u, t)
                if best is None or key > best:
                    best = key
        assert best is not None  # 1.01 hears nothing
        chosen.append((part, best[1], best[2]))
        out += [{**item, "uncued": 2.0 if item["uncued"] >= best[1] else -1.0,
                 "task_like": 2.0 if item["task_like"] >= best[2] else -1.0}
                for item in scored if item["part"] == part]
    result = tally(out, 1.5, 1.5)
    result["thresholds"] = chosen
    return result


def timing(variant: Variant, texts: Sequence[str], shipped: Variant) -> float:
    """Seconds of the extract path (`memdir.pipeline.extract.rules.hear` of each of
    ``texts`` said alone, the model asked where the rules find nothing) with ``variant``'s
    features against the shipped ones' (interleaved, best of three), as a ratio: the
    shipped weights are read at the variant's buckets, which costs what its own would."""
    from unittest import mock

    from memdir.pipeline.extract import learned
    from memdir.pipeline.extract.rules import hear

    best = {variant.name: float("inf"), shipped.name: float("inf")}
    for _ in range(3):
        for v in (shipped, variant):
            def bucketed(text: str, v: Variant = v) -> list[int]:
                return [i % learned.BUCKETS for i in v.hashed(text)]
            with mock.patch.object(learned, "features", bucketed):
                start = time.perf_counter()
                for text in texts:
                    hear([{"role": "user", "content": text}])
                best[v.name] = min(best[v.name], time.perf_counter() - start)
    return best[variant.name] / best[shipped.name]


def row(name: str, found: dict[str, Any]) -> str:
    cells = []
    for lang in ("en", "zh", "ja", "all"):
        cells.append(f"{found[f'{lang}/durable']['after']:.3f}/"
                     f"{found[f'{lang}/noise']['after']:.3f}")
    return f"{name:26} " + "  ".join(cells)


def main(argv: Sequence[str] | None = None) -> None:
    ap = parser(__doc__ or "")
    ap.add_argument("--only", default="", help="comma-separated variant names")
    ap.add_argument("--timing", action="store_true", help="time the extract path")
    args = ap.parse_args(argv)
    wanted = {n for n in args.only.split(",") if n}
    texts = sorted({t for t, _ in heads_data(SENTENCES, HELD_OUT)["lasting"]})
    shipped = VARIANTS[0]
    result: dict[str, Any] = {}
    reference: list[dict[str, Any]] = []
    print(f"{'variant':26} durable/noise en, zh, ja, all")
    for variant in VARIANTS:
        if wanted and variant.name not in wanted:
            continue
        kept = SCORED / f"{variant.name.replace('/', '-').replace(' ', '_')}.json"
        if kept.exists():
            scored = json.loads(kept.read_text(encoding="utf-8"))
        else:
            scored = fold_scores(variant.fit)
            kept.parent.mkdir(parents=True, exist_ok=True)
            kept.write_text(json.dumps(scored, ensure_ascii=False), encoding="utf-8")
        reference = reference or (scored if variant is shipped else [])
        at_shipped = tally(scored, 0.80, 0.95)
        result[variant.name] = {"shipped_thresholds": at_shipped}
        print(row(variant.name, at_shipped))
        if args.timing:
            ratio = timing(variant, texts[::20], shipped)
            result[variant.name]["extract_time_ratio"] = ratio
            print(f"  the extract path's time x{ratio:.2f} the shipped features'")
        if reference:
            tuned = calibrated(scored, reference)
            result[variant.name]["calibrated"] = tuned
            print(row("  calibrated", tuned), " ",
                  sorted({(u, t) for _, u, t in tuned["thresholds"]}))
    write_result("hearing_variants", result, args.out, args.quick)


if __name__ == "__main__":
    main()
