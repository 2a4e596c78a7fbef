#!/usr/bin/env bash
# Regenerates the web app's API types from the server's OpenAPI document:
#   web/src/lib/api/openapi.json  the document, as GET /api/openapi.json serves it
#   web/src/lib/api/schema.d.ts   its TypeScript types (openapi-typescript)
# Run it after changing what an API handler takes or answers (or its doc
# comments); until then crates/frontloop/tests/api/openapi_contract.rs and
# `npm run check:api-types` in web/ fail.
set -euo pipefail
cd "$(dirname "$0")/.."

document=web/src/lib/api/openapi.json
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
cargo run -q -p frontloop -- openapi >"$tmp"
cat "$tmp" >"$document"
(cd web && npm run -s gen:api-types)
echo "Wrote $document and web/src/lib/api/schema.d.ts"
