# Tournéo — every target installs what it needs on a fresh clone.
SHELL := /bin/bash
# The project's own Node.js 24 (the `node` npm package) comes first on PATH once installed.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/test

.PHONY: start test test-instants build install system-deps typecheck lint format-check unit e2e bench set-plan backup restore lint-containers clean

# The settings come from the environment, and from .env when there is one (.env.example lists them).
NODE_ENV_FILE := --env-file-if-exists=.env

start: build ## Build, migrate the embedded database and serve on http://localhost:$${PORT:-3000}
	node $(NODE_ENV_FILE) apps/server/src/main.ts

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json packages/domain/package.json apps/server/package.json apps/web/package.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

build: install
	npm run build --silent

# Debian's Chromium drives the browser tests; poppler-utils checks PDFs.
system-deps:
	@command -v chromium >/dev/null && command -v pdftotext >/dev/null || { \
	  echo "Installation de chromium et poppler-utils (apt-get)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null; }

typecheck: install
	tsc -p packages/domain && tsc -p apps/server && tsc -p apps/web && tsc -p tsconfig.json

lint: install lint-containers
	eslint . --max-warnings 0

# The Dockerfile and the compose file (no container engine runs here: linted, not built).
lint-containers: install
	dockerfile-utils lint Dockerfile
	dclint --max-warnings 0 compose.yaml

format-check: install
	prettier --check . --log-level warn

# Integration tests run on PGlite, and on PostgreSQL too (required under CI=true; see scripts/test-postgres.sh).
# TEST_AT="2026-12-14 00:05 +0100": every process's clock reads that instant (scripts/test-at.sh, as CI does).
unit: install
	@if [ -n "$$TEST_AT" ]; then exec scripts/test-at.sh "$$TEST_AT" --project domain --project web --project server --project server-postgres; fi; \
	if [ -z "$$TEST_DATABASE_URL" ]; then \
	  TEST_DATABASE_URL="$$(scripts/test-postgres.sh "$(PG_TEST_URL)")" || exit 1; export TEST_DATABASE_URL; fi; \
	if [ -n "$$TEST_DATABASE_URL" ]; then echo "Tests d'intégration sur PGlite et sur PostgreSQL ($$TEST_DATABASE_URL)"; fi; \
	vitest run --project domain --project web --project server --project server-postgres

e2e: build system-deps
	@if [ -n "$$TEST_AT" ]; then exec scripts/test-at.sh "$$TEST_AT" --project e2e; fi; \
	vitest run --project e2e

# The unit and integration tests (PGlite) at every instant of scripts/test-instants.sh, for a
# change that touches dates: each instant's result, then the ones that failed.
test-instants: build system-deps
	@failed=(); while IFS='|' read -r instant label; do \
	  echo "=== $$label ($$instant)"; \
	  scripts/test-at.sh "$$instant" --project domain --project web --project server || failed+=("$$label ($$instant)"); \
	done < <(scripts/test-instants.sh); \
	if [ "$${#failed[@]}" -gt 0 ]; then printf 'Échec à %s\n' "$${failed[@]}"; exit 1; fi; \
	echo "Réussi à chaque instant de scripts/test-instants.sh"

# The three checks side by side (each is one process; each prints its output once it ends).
test: install system-deps
	$(MAKE) --no-print-directory -j3 --output-sync=target typecheck lint format-check
	$(MAKE) --no-print-directory unit
	$(MAKE) --no-print-directory e2e

bench: build
	node bench/run.ts

# Change a company's plan (recorded in plan_changes): make set-plan COMPANY="demo" PLAN=business [FORCE=1]
set-plan: install
	node apps/server/src/cli/set-plan.ts "$(COMPANY)" "$(PLAN)" $(if $(FORCE),--force)

# The database (PostgreSQL with DATABASE_URL: pg_dump custom format; else the embedded one, its server
# stopped) and DATA_DIR/files in one archive: make backup [DIR=backups]
backup: install
	node $(NODE_ENV_FILE) apps/server/src/cli/backup.ts "$(or $(DIR),backups)"

# Into a new database or data folder, checked against the archive: make restore FILE=backups/tourneo-….tar
restore: install
	@test -n "$(FILE)" || { echo "Usage : make restore FILE=backups/tourneo-….tar"; exit 2; }
	node $(NODE_ENV_FILE) apps/server/src/cli/restore.ts "$(FILE)"

clean:
	rm -rf apps/web/dist apps/web/dist-ssr data
