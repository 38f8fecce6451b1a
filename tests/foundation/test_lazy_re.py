"""`memdir.foundation.lazy_re`: rules compiled on first use answer exactly as compiled ones,
every rule of the package compiles, and importing the rules compiles none of them."""

from __future__ import annotations

import copy
import importlib
import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.foundation import lazy_re

# The modules whose rules are compiled on first use: every one that reads text with them.
RULE_MODULES = ("memdir.pipeline.admission.policy", "memdir.pipeline.extract",
                "memdir.pipeline.classify", "memdir.pipeline.redact",
                "memdir.pipeline.citations")


def _deferred_in(value, depth=0):
    if isinstance(value, lazy_re.Deferred):
        yield value
    elif depth < 4 and isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _deferred_in(item, depth + 1)
    elif depth < 4 and isinstance(value, dict):
        for item in value.values():
            yield from _deferred_in(item, depth + 1)


def _package_rules():
    for name in RULE_MODULES:
        importlib.import_module(name)
    for name, module in sorted(sys.modules.items()):
        if name.startswith("memdir.") and module is not None:
            for attr, value in vars(module).items():
                for pattern in _deferred_in(value):
                    yield f"{name}.{attr}", pattern


def test_a_deferred_pattern_answers_as_the_compiled_one():
    text = "Deploy on Friday, deploy on MONDAY; not on sunday."
    source, flags = r"(?P<verb>deploy) on (\w+)", re.IGNORECASE
    lazy, real = lazy_re.compile(source, flags), re.compile(source, flags)
    assert lazy.pattern == source and lazy._compiled is None  # read without compiling
    assert lazy.search(text).group(2) == real.search(text).group(2) == "Friday"
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.findall(text) == real.findall(text)
    assert lazy.sub(r"\g<verb>!", text) == real.sub(r"\g<verb>!", text)
    assert lazy.subn("x", text) == real.subn("x", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.match(text) is not None and lazy.fullmatch(text) is None
    assert (lazy.flags, lazy.groups, lazy.groupindex) == (real.flags, real.groups,
                                                          real.groupindex)
    assert lazy == real and hash(lazy) == hash(real) and repr(lazy) == repr(real)
    assert lazy.search.__self__ is lazy.compiled()  # compiled once; then its own methods
    assert pickle.loads(pickle.dumps(lazy)) == real and copy.deepcopy(lazy) is lazy


def test_the_module_functions_take_a_deferred_pattern_as_re_takes_a_compiled_one():
    lazy, text = lazy_re.compile(r"[\u4e00-\u9fff]+"), "以后用 pytest,不再用 unittest"
    assert lazy_re.findall(lazy, text) == re.findall(r"[\u4e00-\u9fff]+", text)
    assert lazy_re.sub(lazy, "_", text) == "_ pytest,_ unittest"
    assert lazy_re.subn(lazy, "_", text)[1] == 2
    assert lazy_re.search(lazy, text).group(0) == "以后用"
    assert lazy_re.match(lazy, text) is not None and lazy_re.fullmatch(lazy, text) is None
    assert [m.group(0) for m in lazy_re.finditer(lazy, text)] == ["以后用", "不再用"]
    assert lazy_re.split(lazy, text, maxsplit=1) == ["", " pytest,不再用 unittest"]
    assert lazy_re.compile(lazy) is lazy and lazy_re.compiled(lazy) is lazy.compiled()
    with pytest.raises(ValueError):  # as re.compile(<compiled>, flags)
        lazy_re.compile(lazy, re.IGNORECASE)


def test_a_broken_rule_fails_where_it_is_used():
    broken = lazy_re.compile(r"(unclosed")
    with pytest.raises(re.error):
        broken.search("text")


def test_every_rule_of_the_package_compiles():
    # Compiled on first use, a rule with a syntax error would fail only on the text that
    # reaches it: every one is compiled here, as importing used to.
    rules = list(_package_rules())
    assert len(rules) > 300
    for where, pattern in rules:
        try:
            pattern.compiled()
        except re.error as exc:  # pragma: no cover - the failure names the rule
            pytest.fail(f"{where}: {exc}")


# A fresh process: what importing the rules compiled, and whether `requests` came along.
_AT_IMPORT = """
import json, sys
for name in sys.argv[1:]:
    __import__(name)
from memdir.foundation.lazy_re import Deferred
seen = [v for m in list(sys.modules.values()) if m is not None
        for v in vars(m).values() if isinstance(v, Deferred)]
print(json.dumps({"rules": len(seen), "compiled": sum(v._compiled is not None for v in seen)}))
"""


def test_every_rule_module_reads_its_rules_through_lazy_re():
    # A new rule module with `import re` compiles its rules at import again, for every
    # write and every --help: `from memdir.foundation import lazy_re as re` is the line.
    src = Path(__file__).resolve().parents[2] / "src" / "memdir" / "pipeline"
    modules = [*(src / "admission").glob("*.py"), *(src / "extract").glob("*.py")]
    eager = [str(p.relative_to(src)) for p in modules
             if re.search(r"^import re$", p.read_text(encoding="utf-8"), re.MULTILINE)]
    assert len(modules) > 50 and eager == []


def test_importing_the_rules_compiles_none_of_them():
    done = subprocess.run([sys.executable, "-c", _AT_IMPORT, *RULE_MODULES],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["rules"] > 300 and found["compiled"] == 0, found
