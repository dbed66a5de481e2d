# Thin wrappers over python3 tools/... so the same steps run without make.
# Each command installs what it needs into .venv the first time (dev.py).
PYTHON ?= python3

.PHONY: test setup play assets bench deploy docs bundle odds pages

# make play [TITANO=1] [TERMINAL=1] [HEADLESS=1] [LEVEL=expert] [SCHEME=classic]
#           [SCALE=2] [CODE=XXXX-XXXX-XXXX-XX]
PLAY_ARGS = $(if $(TITANO),--titano) $(if $(HEADLESS),--headless) \
	$(if $(TERMINAL),--terminal) $(if $(SCALE),--scale $(SCALE)) \
	$(if $(CODE),--code "$(CODE)") \
	$(if $(LEVEL),--level $(LEVEL)) $(if $(SCHEME),--scheme $(SCHEME))

test:
	$(PYTHON) tools/dev.py test

setup:
	$(PYTHON) tools/dev.py setup

bench:
	$(PYTHON) tools/dev.py bench

assets:
	$(PYTHON) tools/dev.py assets

play:
	$(PYTHON) tools/dev.py play $(PLAY_ARGS)

# make bundle: build/minesweeper-bundle.zip, the CIRCUITPY tree to copy by hand
bundle:
	$(PYTHON) tools/dev.py bundle

docs:
	$(PYTHON) tools/dev.py play --headless --docs

# make odds [LEVEL=expert] [GAMES=100000] [SEED=1]: the odds player's win rate
ODDS_ARGS = $(if $(LEVEL),--level $(LEVEL)) $(if $(GAMES),--games $(GAMES)) \
	$(if $(SEED),--seed $(SEED))

odds:
	$(PYTHON) tools/dev.py odds $(ODDS_ARGS)

# make pages [RUNS=7] [MODULES=home]: how long each page takes to open on the
# CircuitPython build, from source and compiled, and a SAMD51's estimate; with
# MODULES, where that part's time from source goes (tools/page_times.py)
pages:
	$(PYTHON) tools/dev.py pages $(if $(RUNS),--runs $(RUNS)) $(if $(MODULES),--modules $(MODULES))

# make deploy DRIVE=/media/$USER/CIRCUITPY [DRY_RUN=1] [FORCE=1] [MPY_CROSS=path]
# One line, so that make echoes the command as it runs it.
DEPLOY_ARGS = $(strip $(if $(DRIVE),"$(DRIVE)") $(if $(DRY_RUN),--dry-run) \
	$(if $(FORCE),--force) $(if $(MPY_CROSS),--mpy-cross "$(MPY_CROSS)"))

deploy:
	$(strip $(PYTHON) tools/dev.py deploy $(DEPLOY_ARGS))
