#!/usr/bin/env bash
# Runs Frontloop on http://127.0.0.1:8080 with embedded SQLite (data/), the
# catalogue in content/ and the development sign-in (loopback only).
set -euo pipefail
cd "$(dirname "$0")/.."

(cd web && npm install --no-audit --no-fund && npm run build)
exec cargo run --release -p frontloop -- serve "$@"
