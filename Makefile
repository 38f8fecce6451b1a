# One Makefile that people and CI call. `make demo` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench faults clean

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "memdir needs Python 3.11 or newer"'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[all,dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(PY) -m memdir.demo

# pytest exits 5 when it collected nothing; that must fail loudly, never pass silently.
test: $(STAMP)
	$(PY) -m pytest; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: no tests were collected" >&2; exit 1; fi; \
	exit $$rc

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
