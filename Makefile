# One command to build the kits, one to test. Both set up .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: kit test bench lint clean catalogues

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(VENV)/.installed $@

kit: $(VENV)/.installed
	$(BIN)/kitgen build all --out output

test: $(VENV)/.installed-test
	$(BIN)/ruff check kitgen tests benchmarks
	$(BIN)/ruff format --check kitgen tests benchmarks
	$(BIN)/mypy kitgen
	$(BIN)/python -m pytest -q -n 2 -p no:cacheprovider

bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/run.py

# Extract the messages, merge them into each language's .po, compile the .mo (tools/catalogues.py).
catalogues: $(VENV)/.installed-test
	$(BIN)/python tools/catalogues.py

lint: $(VENV)/.installed-test
	$(BIN)/ruff check kitgen tests benchmarks
	$(BIN)/ruff format --check kitgen tests benchmarks
	$(BIN)/mypy kitgen

clean:
	rm -rf $(VENV) output/*
