"""Smoke test: the regex linearity benchmark finds the content-facing patterns and runs.

Not a timed assertion: it checks that the script discovers the patterns it must measure
(every module of the package that uses `re`; module-level, inline, phrase-built ones and
those of rule tables) and writes a result `report` can read.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"


@pytest.fixture(scope="module")
def regex_linear():
    """The benchmark, imported when a test here runs: importing it reads every module of
    the package (its `MODULES`), which collecting the unit tests need not pay for."""
    from benchmarks import regex_linear

    return regex_linear


def _uses_re(path: Path) -> bool:
    # `re` itself, or `re` with its patterns compiled on first use (memdir.foundation.lazy_re).
    return any(isinstance(node, ast.Import) and any(a.name == "re" for a in node.names)
               or isinstance(node, ast.ImportFrom) and node.module == "memdir.foundation"
               and any(a.name == "lazy_re" for a in node.names)
               for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


def test_every_module_that_uses_re_is_measured(regex_linear):
    # The correction rules were left out of a hand-kept list while their patterns took
    # seconds on a crafted write: the list is now the package itself.
    using = {".".join(p.relative_to(SRC).with_suffix("").parts)
             for p in (SRC / "memdir").rglob("*.py") if _uses_re(p)}
    assert using <= set(regex_linear.MODULES) | set(regex_linear.EXCLUDED)
    assert {"memdir.pipeline.admission.values", "memdir.pipeline.admission.role",
            "memdir.pipeline.admission.mentions", "memdir.pipeline.admission.employer",
            "memdir.pipeline.admission.amount_units", "memdir.pipeline.statement",
            "memdir.pipeline.extract.surface"} <= set(regex_linear.MODULES)


def test_rule_tables_and_cached_rules_are_measured(regex_linear):
    subjects, _ = regex_linear.discover(("memdir.pipeline.extract.time_rules",
                                         "memdir.pipeline.admission.secret_rules"))
    names = [s.name for s in subjects]
    assert any(n.startswith("pipeline.extract.time_rules.RULES[") for n in names)
    assert sum(n.startswith("pipeline.admission.secret_rules.rule_set()[") for n in names) > 100


def test_regex_benchmark_measures_every_kind_of_pattern(tmp_path, capsys, regex_linear):
    out = tmp_path / "regex_linear.json"
    regex_linear.main(["--quick", "--out", str(out), "--only", "memdir.pipeline.extract.rules",
                       "memdir.pipeline.extract.naming", "memdir.agent.permissions",
                       "memdir.pipeline.admission.values"])
    data = json.loads(out.read_text(encoding="utf-8"))

    names = {row["pattern"] for row in data["rows"]}
    assert {"pipeline.extract.rules._TRAILING", "pipeline.extract.naming._LEAD_OUT",
            "agent.permissions._WHOLE_LINE[0]", "pipeline.admission.values._SIGNED",
            "agent.rules.import_targets", "policy.find_phrase(TEMPORARY_MARKERS)"} <= names
    assert any(":" in name for name in names)  # inline patterns found in the source
    assert data["worst_ratio"] == max(row["ratio"] for row in data["rows"])
    assert all(row["seconds"] > 0 and row["baseline_seconds"] > 0 for row in data["rows"])
    assert data["write_path"] == []  # measured in a whole run only
    assert "worst ratio:" in capsys.readouterr().out


def test_runs_of_blank_lines_are_among_the_hostile_inputs(tmp_path, regex_linear):
    """`wording._PERSON` read a line's start and then any blanks, line breaks included:
    quadratic on a run of blank lines (exponent 2.15, 14 s at 100 KB of line breaks).
    The benchmark feeds every pattern such runs, and measures that one on them."""
    inputs = regex_linear._generic_inputs()
    assert {"blank lines ' \\n'", "blank lines '\\n\\t'", "blank lines '\\r\\n'",
            "run of '\\n'"} <= set(inputs)
    assert inputs["blank lines ' \\n'"](10) == " \n" * 4 + "x"
    out = tmp_path / "regex_linear.json"
    regex_linear.main(["--quick", "--out", str(out), "--only", "memdir.pipeline.wording"])
    rows = {row["pattern"]: row for row in json.loads(out.read_text("utf-8"))["rows"]}
    assert rows["pipeline.wording._PERSON"]["growth_exponent"] is not None
