"""Regex linearity: every regular expression that reads file or transcript content, on
100 KB of hostile text, against a linear scan of the same text.

A backtracking pattern turns a few KB of crafted text (a rules file of backticks, a
transcript of "please use please use ...", a line of spaces) into minutes of CPU. This
finds every pattern in the modules that see content, on its own:

- module-level compiled patterns (also inside tuples, like the secret patterns);
- patterns written inline in a function (``re.finditer(r"...", text)``), found in the
  source with `ast` and evaluated in the module's namespace; one that cannot be evaluated
  there (built from local variables) is listed as not measured;
- patterns built at run time from phrase lists (`policy.find_phrase`), through the
  function that builds them.

Each pattern runs over every hostile input (runs of one character, floods of the words
the pattern itself spells, and inputs crafted for the shapes that backtrack: ``X+$``
after a long run, ``a.*b`` with many a's and no b, nested ``(.*\\s)?word.*`` ...), with
``finditer`` consumed to the end (the costliest use: search, sub, split and findall do no
more). The baseline is a Python ``for ch in text`` pass over the same input, timed in the
same run. Per pattern the table shows the worst input, its time at 100 KB, the ratio to
the baseline, and the growth from 12.5 KB to 100 KB as an exponent (1 is linear, 2
quadratic). A pattern that takes more than a second at 12.5 KB is reported without the
100 KB run (it would take minutes).

Run: ``python -m benchmarks.regex_linear [--quick]``.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import math
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, is_dataclass
from pathlib import Path
from typing import Any

from memdir.foundation import lazy_re

from . import regex_write_path
from .common import parser, table, write_result

# Every module of the package whose source imports `re` (or `memdir.foundation.lazy_re`, the
# same patterns compiled on first use) is measured: found by walking
# src/memdir, so a new module that reads content with a regular expression is covered the
# day it is written, with no list to keep up. None is left out today; a module put in
# EXCLUDED must say why (it never sees text from a file, a transcript, a model, a visitor
# or a write).
PACKAGE = Path(__file__).resolve().parent.parent / "src" / "memdir"
EXCLUDED: dict[str, str] = {}


def _imports_re(path: Path) -> bool:
    source = path.read_text(encoding="utf-8")
    if not re.search(r"\bre\b", source) and "lazy_re" not in source:
        return False  # never spells the module's name: nothing to parse (most modules)
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "memdir.foundation" \
                and any(a.name == "lazy_re" for a in node.names):
            return True
    return False


def content_modules() -> tuple[str, ...]:
    """The dotted names of the package's modules that use regular expressions."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name not in EXCLUDED and _imports_re(path):
            names.append(name)
    return tuple(names)


MODULES = content_modules()
FULL = {"size": 100_000, "small": 12_500, "repeats": 3}
QUICK = {"size": 8_000, "small": 1_000, "repeats": 1}
SLOW_SMALL_S = 1.0
_RE_CALLS = {"compile", "search", "match", "fullmatch", "findall", "finditer", "sub", "subn",
             "split"}

Gen = Callable[[int], str]


@dataclass
class Subject:
    """One pattern (or pattern-using function) to measure."""

    name: str
    run: Callable[[str], Any]
    words: tuple[str, ...] = ()
    source: str = ""  # the pattern: its character classes make inputs too


def _fill(unit: str, size: int, tail: str = "") -> str:
    return unit * max(1, (size - len(tail)) // max(1, len(unit))) + tail


# --- hostile inputs -------------------------------------------------------------------
_CHARS = (" \t\n\r`~@#$%^&*()[]{}<>|\\/:;,.!?\"'=+-_0aAzZ9"
          "。．！？；，、：「」『』“”‘’ー的是吗呢をはがあア\u200b\u3000")


def _generic_inputs() -> dict[str, Gen]:
    gens: dict[str, Gen] = {}
    for ch in _CHARS:
        gens[f"run of {ch!r}"] = lambda n, c=ch: _fill(c, n, "x")
        gens[f"x + run of {ch!r} + x"] = lambda n, c=ch: "x" + _fill(c, n - 2, "x")
    gens["alternating 'a '"] = lambda n: _fill("a ", n, "!")
    gens["alternating '`a'"] = lambda n: _fill("`a", n)
    gens["increasing backtick runs"] = _increasing_runs
    gens["'please use ' flood"] = lambda n: _fill("please use ", n)
    gens["'curl ' flood"] = lambda n: _fill("curl ", n)
    gens["'git push ' flood"] = lambda n: "git " + _fill("push ", n - 4)
    gens["'git clean -' flood"] = lambda n: "git " + _fill("clean -a ", n - 4)
    gens["'http://' flood"] = lambda n: _fill("http://", n)
    gens["'a.' flood"] = lambda n: _fill("a.", n)
    gens["'a-' flood"] = lambda n: _fill("a-", n)
    gens["'a://b:' flood"] = lambda n: _fill("a://b:", n)
    gens["'xargs -a ' flood"] = lambda n: "xargs" + _fill(" -a", n - 5)
    gens["'a=' flood"] = lambda n: _fill("a=", n)
    gens["'- [' index line"] = lambda n: "- [" + _fill("\\a", n - 6, "](x)")
    gens["'- [a](' index line"] = lambda n: "- [a](" + _fill(")", n - 7, "x")
    gens["'password ' flood"] = lambda n: _fill("password ", n)
    gens["'密码 ' flood"] = lambda n: _fill("密码 ", n)
    gens["'I am a ' flood"] = lambda n: _fill("i am a ", n)
    gens["'我是' flood"] = lambda n: _fill("我是", n)
    gens["'remember ' flood"] = lambda n: _fill("remember ", n, "x")
    gens["'<system-reminder>' flood"] = lambda n: _fill("<system-reminder>", n)
    gens["'```' lines"] = lambda n: _fill("```\n", n)
    # Runs of blank lines: a multiline ``^\s*word`` crosses them from every line start.
    for blank in (" \n", "\n\t", "\r\n"):
        gens[f"blank lines {blank!r}"] = lambda n, b=blank: _fill(b, n, "x")
    gens["'[' flood"] = lambda n: _fill("[", n)
    gens["'sk-' flood"] = lambda n: _fill("sk-", n)
    gens["'bearer ' flood"] = lambda n: _fill("bearer ", n)
    gens["'-----BEGIN ' flood"] = lambda n: _fill("-----BEGIN A", n)
    return gens


def _increasing_runs(size: int) -> str:
    out, total, k = [], 0, 1
    while total < size:
        out.append("`" * k + " ")
        total += k + 1
        k += 1
    return "".join(out)[:size]


def _word_inputs(words: tuple[str, ...]) -> dict[str, Gen]:
    gens: dict[str, Gen] = {}
    for word in words:
        for sep in (" ", "", "-", ".", "/", "\n", "=", ": "):
            gens[f"{word!r}+{sep!r} flood"] = lambda n, w=word, s=sep: _fill(w + s, n, "x")
    return gens


def _class_inputs(pattern: str) -> dict[str, Gen]:
    """A run of a character of each class the pattern spells ("[一二两...]+X" on a long run
    of numerals without its X), a few per pattern."""
    gens: dict[str, Gen] = {}
    for body in re.findall(r"\[(?!\^)((?:\\.|[^\]\\])+)\]", pattern)[:16]:
        ch = next((c for c in re.sub(r"\\.", "", body) if c != "-"), "")
        if ch and f"run of {ch!r}" not in gens:
            gens[f"run of {ch!r}"] = lambda n, c=ch: _fill(c, n, "x")
            gens[f"x + run of {ch!r} + x"] = lambda n, c=ch: "x" + _fill(c, n - 2, "x")
    return gens


def _words_of(pattern: str) -> tuple[str, ...]:
    """The literal words a pattern spells (alternatives, keywords), a few per pattern."""
    plain = re.sub(r"\\[a-zA-Z]", " ", pattern)
    found = re.findall(r"[^\W\d_]{2,}", plain)
    seen: dict[str, None] = {}
    for word in found:
        seen.setdefault(word.lower(), None)
    return tuple(seen)[:12]


# --- finding the patterns -------------------------------------------------------------
def _patterns_in(value: Any, depth: int = 0) -> Iterator[re.Pattern[str]]:
    """The patterns a module value holds: itself, or in tuples, lists, dict values and
    dataclasses (rule tables: `time_rules.RULES`, the converted gitleaks rules)."""
    if depth > 5:
        return
    if isinstance(value, re.Pattern):
        yield value
    elif isinstance(value, lazy_re.Deferred):  # compiled on first use: measured compiled
        yield value.compiled()
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _patterns_in(item, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _patterns_in(item, depth + 1)
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            yield from _patterns_in(getattr(value, field.name, None), depth + 1)


def _module_values(module: Any) -> Iterator[tuple[str, Any]]:
    """A module's values, and what its argument-less caches hold (`rule_set()`: patterns
    compiled once per process from a rules file)."""
    for attr, value in list(vars(module).items()):
        yield attr, value
        if (callable(value) and hasattr(value, "cache_info")
                and getattr(value, "__module__", None) == module.__name__):
            try:
                if not inspect.signature(value).parameters:
                    yield f"{attr}()", value()
            except (TypeError, ValueError):
                continue


def _inline_calls(module: Any) -> Iterator[tuple[int, ast.Call]]:
    tree = ast.parse(inspect.getsource(module))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re"
                and node.func.attr in _RE_CALLS and node.args):
            yield node.lineno, node


def discover(modules: tuple[str, ...] | None = None) -> tuple[list[Subject], list[str]]:
    """Every content-facing pattern, and the inline ones that could not be evaluated."""
    modules = MODULES if modules is None else modules
    subjects: list[Subject] = []
    skipped: list[str] = []
    seen: set[tuple[str, int]] = set()

    def add(name: str, pattern: re.Pattern[str]) -> None:
        key = (pattern.pattern, pattern.flags)
        if key in seen:
            return
        seen.add(key)
        subjects.append(Subject(name, lambda s, p=pattern: sum(1 for _ in p.finditer(s)),
                                _words_of(pattern.pattern), pattern.pattern))

    for module_name in modules:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            skipped.append(f"{module_name} (not importable here)")
            continue
        short = module_name.removeprefix("memdir.")
        for attr, value in _module_values(module):
            for k, pattern in enumerate(_patterns_in(value)):
                whole = isinstance(value, re.Pattern | lazy_re.Deferred)
                add(f"{short}.{attr}" + ("" if whole else f"[{k}]"), pattern)
        for line, call in _inline_calls(module):
            namespace = vars(module)
            try:
                source = eval(compile(ast.Expression(call.args[0]), "<p>", "eval"),
                              dict(namespace))
                if isinstance(source, lazy_re.Deferred):  # a module's pattern, named
                    source = source.compiled()
                flags = 0
                if call.func.attr == "compile" and len(call.args) > 1:
                    flags = eval(compile(ast.Expression(call.args[1]), "<f>", "eval"),
                                 dict(namespace))
                for kw in call.keywords:
                    if kw.arg == "flags":
                        flags = eval(compile(ast.Expression(kw.value), "<f>", "eval"),
                                     dict(namespace))
                add(f"{short}:{line}", re.compile(source, flags))
            except Exception:  # noqa: BLE001 - built from local variables: listed instead
                skipped.append(f"{short}:{line}")
    subjects += _function_subjects()
    return subjects, skipped


def _function_subjects() -> list[Subject]:
    out = []
    try:
        from memdir.pipeline.admission import policy

        for attr in ("TEMPORARY_MARKERS", "OFFLINE_TEMPORARY_MARKERS", "CHANGE_CUES"):
            phrases = getattr(policy, attr, None)
            if phrases:
                out.append(Subject(f"policy.find_phrase({attr})",
                                   lambda s, p=tuple(phrases): policy.find_phrase(s, p),
                                   tuple(w for ph in phrases for w in ph.split())[:12]))
    except ImportError:
        pass
    from memdir.agent.rules import import_targets

    out.append(Subject("agent.rules.import_targets", import_targets, ("@a/b.md",)))
    return out


# --- timing ---------------------------------------------------------------------------
def _timed(fn: Callable[[], Any], repeats: int) -> float:
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _linear_scan(text: str) -> int:
    count = 0
    for ch in text:
        if ch == "\x00":
            count += 1
    return count


@dataclass
class Row:
    name: str
    worst: str
    seconds: float
    baseline: float
    exponent: float | None
    measured_at: int

    @property
    def ratio(self) -> float:
        return self.seconds / self.baseline if self.baseline else math.inf


def measure(subject: Subject, gens: dict[str, Gen], size: int, small: int,
            repeats: int, baselines: dict[tuple[str, int], float]) -> Row:
    """The worst input for one subject: screened at the small size, timed at both."""

    def baseline(label: str, n: int, text: str) -> float:
        if (label, n) not in baselines:
            baselines[(label, n)] = _timed(lambda: _linear_scan(text), repeats)
        return baselines[(label, n)]

    worst_label, worst_ratio, slow = "", -1.0, False
    for label, gen in gens.items():
        text = gen(small)
        took = _timed(lambda t=text: subject.run(t), 1)
        if took > SLOW_SMALL_S:
            worst_label, slow = label, True
            break
        ratio = took / max(baseline(label, small, text), 1e-9)
        if ratio > worst_ratio:
            worst_label, worst_ratio = label, ratio
    small_text = gens[worst_label](small)
    t_small = _timed(lambda: subject.run(small_text), repeats)
    if slow:
        return Row(subject.name, worst_label, t_small, baseline(worst_label, small,
                                                                small_text), None, small)
    text = gens[worst_label](size)
    t_full = _timed(lambda: subject.run(text), repeats)
    exponent = (math.log(max(t_full, 1e-9) / max(t_small, 1e-9))
                / math.log(len(text) / len(small_text)))
    return Row(subject.name, worst_label, t_full, baseline(worst_label, size, text),
               exponent, size)


def main(argv: list[str] | None = None) -> None:
    cli = parser("Regex linearity on hostile inputs")
    cli.add_argument("--only", nargs="+", default=None, metavar="MODULE",
                     help="measure these modules only, and not the write path")
    args = cli.parse_args(argv)
    cfg = QUICK if args.quick else FULL
    subjects, skipped = discover(tuple(args.only) if args.only else None)
    generic = _generic_inputs()
    baselines: dict[tuple[str, int], float] = {}
    rows = []
    for subject in subjects:
        gens = {**generic, **_word_inputs(subject.words), **_class_inputs(subject.source)}
        rows.append(measure(subject, gens, cfg["size"], cfg["small"], cfg["repeats"],
                            baselines))
    rows.sort(key=lambda r: r.ratio, reverse=True)
    print(f"{len(rows)} patterns, worst of {len(generic)}+ hostile inputs each, "
          f"{cfg['size']:,} characters; baseline: a Python `for ch in text` pass\n")
    print(table(["pattern", "worst input", "ms", "baseline ms", "ratio", "growth exp."],
                [[r.name, r.worst, round(r.seconds * 1000, 3), round(r.baseline * 1000, 3),
                  round(r.ratio, 3),
                  "too slow" if r.exponent is None else round(r.exponent, 2)]
                 for r in rows]))
    if skipped:
        print("\ninline patterns built from local variables (measured through the module "
              f"values or functions above that hold them): {', '.join(skipped)}")
    worst = rows[0]
    print(f"\nworst ratio: {worst.ratio:.3f} ({worst.name}, {worst.worst})")
    write_rows = [] if args.only else regex_write_path.measure(args.quick)
    if write_rows:
        print("\nThe write path: Memory.save of a hostile body against a store of records "
              "the correction check reads; baseline: the same save of an ordinary body of "
              "the same length\n")
        print(table(["type", "body", "chars", "ms", "baseline ms", "ratio", "growth exp."],
                    [[r["type"], r["body"], r["chars"], round(1000 * float(r["seconds"]), 1),
                      round(1000 * float(r["baseline_seconds"]), 1), round(float(r["ratio"]), 2),
                      round(float(r["growth_exponent"]), 2)] for r in write_rows]))
    write_result("regex_linear", {
        "size": cfg["size"], "worst_ratio": worst.ratio, "worst": worst.name,
        "skipped": skipped,
        "rows": [{"pattern": r.name, "worst_input": r.worst, "seconds": r.seconds,
                  "baseline_seconds": r.baseline, "ratio": r.ratio,
                  "growth_exponent": r.exponent, "measured_at": r.measured_at}
                 for r in rows],
        "modules": list(args.only or MODULES), "write_path": write_rows}, args.out, args.quick)


if __name__ == "__main__":
    main()
