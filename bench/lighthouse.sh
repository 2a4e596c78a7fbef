#!/usr/bin/env bash
# Lighthouse 12 mobile audits of the release build (docs/quality.md); see
# bench/lighthouse/run.mjs for what it measures. Prerequisites:
#   (cd web && npm install && npm run build)
#   cargo build --release -p frontloop      # embeds web/dist
# or pass --build. Other options: --runs N, --port P, --page home,challenge,
# --keep-reports (full reports under bench/out/lighthouse/).
# Writes bench/results/lighthouse.json and bench/results/lighthouse.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/lighthouse"
if [ ! -d node_modules/lighthouse ]; then
  # Not `npm ci`: a dependency of Lighthouse asks for another package's
  # `latest` tag, so the lock falls out of step whenever that moves.
  npm install --no-audit --no-fund
fi
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
exec node run.mjs "$@"
