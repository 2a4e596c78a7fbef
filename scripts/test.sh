#!/usr/bin/env bash
# Runs every test: the gates (formatting and lints of both code bases),
# web component tests and the size budget, Rust unit, contract and API
# tests on SQLite and PostgreSQL, then the browser journeys in Chromium
# against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==== %s ====\n' "$*"; }

# PostgreSQL: use the local server when none is named and one answers.
if [[ -z "${FRONTLOOP_TEST_DATABASE_URL:-}" ]] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export FRONTLOOP_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
fi
if [[ -z "${FRONTLOOP_TEST_DATABASE_URL:-}" ]]; then
  echo "PostgreSQL is not reachable: its tests will be skipped (set FRONTLOOP_TEST_DATABASE_URL)."
fi

step "gates: Rust formatting (rustfmt) and lints (clippy, warnings are errors)"
cargo fmt --all --check
cargo clippy --workspace --all-targets --locked -- -D warnings
python3 scripts/check-module-cycles.py
step "gates: every path named in the Markdown files exists"
python3 scripts/check-doc-paths.py

step "web: install"
# `npm install` honours the lock file; `npm ci` trips over optional
# platform packages that this npm leaves out of the lock.
(cd web && npm install --no-audit --no-fund --loglevel=error)
step "web: component tests (Vitest)"
(cd web && npm test)
step "web: lint, formatting and generated API types"
(cd web && npm run lint && npm run format:check && npm run check:api-types)
step "web: build and first-route size budget"
(cd web && npm run build && node scripts/check-bundle-size.mjs)

step "server: unit, storage contract and API tests (cargo test)"
cargo test --workspace --locked

step "API fuzzing (schemathesis)"
scripts/api-fuzz.sh

step "browser journeys (Playwright, Chromium)"
(cd e2e && npm install --no-audit --no-fund --loglevel=error && npx playwright test)

step "all test suites passed"
