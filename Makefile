# One command to build the kits, one to test. Both set up .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Python keeps its compiled modules (and pytest its rewritten test modules) in __pycache__/:
# where the environment turns that off, every kitgen process the tests and the docs' examples
# start compiles kitgen again, and each test worker rewrites every test module (a third of
# the suite's time on a busy machine).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: kit test bench lint clean catalogues lowest docs dist-check golden reference

# The packages of pyproject.toml are installed by uv (pip install uv, then uv pip install, as
# make lowest does): a fresh clone's venv in about 30 s, where pip took 25-50 s on an idle
# machine and 145 s on a busy one (a third of the CPU: uv installs wheels in parallel, from
# its cache, with no bytecode compiled at install).
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(BIN)/uv: | $(BIN)/python
	$(BIN)/python -m pip install --quiet uv

$(VENV)/.installed: pyproject.toml | $(BIN)/uv
	$(BIN)/uv pip install --quiet --python $(BIN)/python -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/uv
	$(BIN)/uv pip install --quiet --python $(BIN)/python -e '.[test]'
	touch $(VENV)/.installed $@

kit: $(VENV)/.installed
	$(BIN)/kitgen build all --out output
	@echo "Sorted by kit and paper: output/KIT/a4/, output/KIT/letter/, output/KIT/laser/ and"
	@echo "  output/KIT/3d/ (3MF plates for a 3D printer: docs/guides/3d-printing.md)."
	@echo "Print these four first, at 100 % (actual size, no fit to page):"
	@echo "  double-sided, flip on the long edge: output/binary/a4/binary-tiles-a4.pdf,"
	@echo "    output/icecream/a4/icecream-tokens-a4.pdf, output/binary/a4/binary-rule-card-en-a6-a4.pdf;"
	@echo "  one-sided: output/binary/a4/binary-board-poster-a4.pdf (4 sheets to tape into the board)."
	@echo "Letter paper: the same names with -letter in output/binary/letter/ and output/icecream/letter/"
	@echo "  (the rule card: output/binary/letter/binary-rule-card-en-poker-letter.pdf)."
	@echo "Backs off by a millimetre? Print output/binary/a4/calibrate-duplex-a4.pdf the same way:"
	@echo "  it shows by how much, for --back-offset (see kitgen calibrate duplex --help)."

test: $(VENV)/.installed-test
	$(BIN)/ruff check kitgen tests benchmarks
	$(BIN)/ruff format --check kitgen tests benchmarks
	# mypy and a first collection of the tests side by side, one on each core: the collection
	# writes the test modules, rewritten for pytest's asserts, to __pycache__/, so that each
	# test process below reads them instead of rewriting them all itself (a fresh clone's
	# collection: 15.6 s a process; 4.7 s once written). Its own errors show in the run below.
	$(BIN)/python -m pytest --collect-only -q -p no:cacheprovider > /dev/null 2>&1 & \
	collecting=$$!; \
	$(BIN)/mypy kitgen && \
	$(BIN)/mypy kitgen/__init__.py; \
	typed=$$?; wait $$collecting; exit $$typed
	# (`mypy kitgen/__init__.py` is its own run: `mypy kitgen` reads kitgen/__init__.pyi instead)
	@test -x /usr/bin/chromium || echo "note: the browser tests (tests/web/test_browser.py) are skipped: get Chromium with apt-get install -y chromium"
	# Three test processes on two cores: a third of the suite's time is spent waiting (for
	# Chromium, kitgen subprocesses and servers to start, a phone to go offline), and the third
	# process fills those waits (pytest 382 s with -n 2, 347 s with -n 3 on an idle 2-core machine).
	$(BIN)/python -m pytest -q -n 3 --dist loadgroup -p no:cacheprovider

bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/run.py

# The command reference (docs/reference/), generated from the declarations; the docs test
# fails when it is stale.
reference: $(VENV)/.installed-test
	$(BIN)/python tools/reference.py

# Rebuild everything and rewrite the golden manifest of `kitgen build all`
# (tests/golden/build-all.sha256, checked by tests/print/test_build.py): after a change that
# alters printed files on purpose; the manifest's diff shows which.
golden: $(VENV)/.installed-test
	$(BIN)/python tools/cmp_build.py --golden

# Extract the messages, merge them into each language's .po, compile the .mo (tools/catalogues.py).
catalogues: $(VENV)/.installed-test
	$(BIN)/python tools/catalogues.py

# The lowest declared version of every direct dependency (uv's lowest-direct resolution), in
# a venv of its own, and the quick part of the suite on it: the lower bounds are tested.
LOWEST := .venv-lowest
LOWEST_TESTS := tests/binary tests/icecream_code tests/staeda tests/test_cli_usage.py \
	tests/test_cli_vocabulary.py tests/test_templates_and_rules.py tests/test_schemas.py \
	tests/test_language.py tests/print/test_tiles.py
# A web page drawn through Starlette's test client, which at Starlette's lowest version needs
# httpx (the test extra installs httpx2, which the newer client uses): run by make test.
LOWEST_SKIP := --deselect tests/staeda/test_court_letters.py::test_the_webs_card_keyboard_shows_the_languages_letters
lowest:
	rm -rf $(LOWEST)
	$(PYTHON) -m venv $(LOWEST)
	$(LOWEST)/bin/python -m pip install --quiet uv
	$(LOWEST)/bin/uv pip install --quiet --python $(LOWEST)/bin/python --resolution lowest-direct -e '.[test]'
	$(LOWEST)/bin/uv pip list --python $(LOWEST)/bin/python
	$(LOWEST)/bin/python -m pytest -q -n 2 -p no:cacheprovider $(LOWEST_TESTS) $(LOWEST_SKIP)

# The docs site (mkdocs.yml, docs/) into site/, failing on any warning.
docs: $(VENV)/.installed-test
	$(BIN)/mkdocs build --strict --site-dir site

# The wheel and sdist into dist/, the wheel installed outside the repository and run there.
dist-check: $(VENV)/.installed-test
	tools/dist_check.sh

lint: $(VENV)/.installed-test
	$(BIN)/ruff check kitgen tests benchmarks
	$(BIN)/ruff format --check kitgen tests benchmarks
	$(BIN)/mypy kitgen
	$(BIN)/mypy kitgen/__init__.py  # its own run: `mypy kitgen` reads kitgen/__init__.pyi instead

clean:
	rm -rf $(VENV) $(LOWEST) site dist output/*
