# Thin wrappers over python3 tools/... so the same steps run without make.
PYTHON ?= python3

.PHONY: test setup play assets bench deploy

test:
	$(PYTHON) tools/dev.py test

setup:
	$(PYTHON) tools/dev.py setup

bench: setup
	$(PYTHON) tools/dev.py bench

assets: setup
	$(PYTHON) tools/dev.py assets
