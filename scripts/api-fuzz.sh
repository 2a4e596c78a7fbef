#!/usr/bin/env bash
# API fuzzing (docs/quality.md): schemathesis generates requests from the server's
# own OpenAPI document (/api/openapi.json) and holds every answer to it with
# all of its checks: no 5xx, and no status, content type, header or body the
# document does not describe. Two runs against the debug server
# (target/debug/frontloop from `cargo test`, or FRONTLOOP_BIN), each on a
# fresh database with the fixture catalogue, on 127.0.0.1:9880:
#   1. signed out, on SQLite;
#   2. signed in (a session from the development sign-in, docs/sign-in.md), on
#      PostgreSQL when FRONTLOOP_TEST_DATABASE_URL names one (and psql is
#      there to create the database), else on SQLite again.
# The server is always stopped, and a PostgreSQL database dropped, at the end.
#
# Knobs: FRONTLOOP_FUZZ_PORT (9880); FRONTLOOP_FUZZ_EXAMPLES (examples per
# operation in the fuzzing phase, 40); FRONTLOOP_FUZZ_SEED (fixed by
# default so a failure reproduces; `random` for a fresh one).
# Narrowings of the checks live in scripts/api-fuzz.toml, each with its why.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${FRONTLOOP_FUZZ_PORT:-9880}"
base="http://127.0.0.1:${port}"
binary="${FRONTLOOP_BIN:-target/debug/frontloop}"
examples="${FRONTLOOP_FUZZ_EXAMPLES:-40}"
seed="${FRONTLOOP_FUZZ_SEED:-20240909}"
venv=target/schemathesis-venv
requirements=scripts/api-fuzz-requirements.txt

# ---- the fuzzer, in a venv of its own (rebuilt when the pins change) ----
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
  echo "Installing schemathesis into $venv"
  rm -rf "$venv"
  if ! python3 -m venv "$venv"; then
    echo "python3 cannot create a venv: install Python 3.10+ with venv (Debian: apt-get install python3-venv)." >&2
    exit 1
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/requirements.txt"
fi
"$venv/bin/schemathesis" --version
if [[ ! -x "$binary" ]]; then
  echo "No server binary at $binary: run cargo test (or cargo build -p frontloop) first." >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/frontloop-fuzz-XXXXXX")"
server_pid=""
pg_admin_url="${FRONTLOOP_TEST_DATABASE_URL:-}"
pg_database=""

stop_server() {
  if [[ -n "$server_pid" ]]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
  fi
}
cleanup() {
  stop_server
  if [[ -n "$pg_database" ]]; then
    psql "$pg_admin_url" -qc "DROP DATABASE IF EXISTS ${pg_database} WITH (FORCE)" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# Starts the server on database URL $1, logging to $work/server-$2.log.
start_server() {
  # No GitHub app, a loopback address and FRONTLOOP_DEV_LOGIN: the
  # development sign-in is on, so no stub of GitHub is needed.
  env -u GITHUB_CLIENT_ID -u GITHUB_CLIENT_SECRET \
    DATABASE_URL="$1" \
    FRONTLOOP_ADDR="127.0.0.1:${port}" \
    FRONTLOOP_DEV_LOGIN=true \
    GITHUB_API_URL=http://127.0.0.1:9 \
    FRONTLOOP_CHECKS_ALLOW=127.0.0.1:9 \
    FRONTLOOP_CHROMIUM=off \
    FRONTLOOP_CONTENT_DIR=crates/frontloop/tests/fixtures/content \
    RUST_LOG=warn \
    "$binary" serve >"$work/server-$2.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 150); do
    if curl -fsS -o /dev/null "$base/api/health" 2>/dev/null; then return 0; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    sleep 0.2
  done
  echo "The server did not start:" >&2
  cat "$work/server-$2.log" >&2
  exit 1
}

# Prints a session token for user `fuzzer`, through the development sign-in:
# start a sign-in (302 to the development page with a fresh state), post its
# form (302 to /auth/callback?token=<login code>), trade the code.
sign_in() {
  local location_of='import sys; print(next(l.split(":", 1)[1].strip() for l in sys.stdin if l.lower().startswith("location:")))'
  local query_value='import sys, urllib.parse as u; print(u.parse_qs(u.urlsplit(sys.argv[1]).query)[sys.argv[2]][0])'
  local page state callback code
  page="$(curl -fsS -o /dev/null -D - "$base/api/auth/github" | "$venv/bin/python" -c "$location_of")"
  state="$("$venv/bin/python" -c "$query_value" "$page" state)"
  callback="$(curl -fsS -o /dev/null -D - --data-urlencode "state=${state}" --data-urlencode "login=fuzzer" \
    "$base/api/auth/dev" | "$venv/bin/python" -c "$location_of")"
  code="$("$venv/bin/python" -c "$query_value" "$callback" token)"
  curl -fsS -H 'Content-Type: application/json' --data "{\"code\":\"${code}\"}" "$base/api/auth/exchange" |
    "$venv/bin/python" -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

# Hypothesis keeps its caches out of the repository.
export HYPOTHESIS_STORAGE_DIRECTORY="$venv/hypothesis"
seed_args=()
[[ "$seed" == random ]] || seed_args=(--seed "$seed")
# Every check runs: api-fuzz.toml switches them all on. (`--checks all` on
# this command line would do the same but also cancel the per-operation
# narrowings of api-fuzz.toml, since the command line wins.)
# One worker: with two threads, Hypothesis's lambda-source parsing trips a
# CPython 3.11 bug (gh-106905, "AST constructor recursion depth mismatch",
# fixed in 3.11.8; Debian 12 ships 3.11.2) and the run errors out. The
# generator, not the server, is the bottleneck, so little time is lost.
fuzz() {
  local label="$1"
  shift
  printf '\n---- schemathesis: %s ----\n' "$label"
  local started=$SECONDS status=0
  "$venv/bin/schemathesis" --config-file scripts/api-fuzz.toml run "$base/api/openapi.json" \
    --max-examples "$examples" \
    "${seed_args[@]}" \
    --workers 1 \
    --request-timeout 10 \
    --no-color \
    --output-truncate true \
    "$@" || status=$?
  echo "(${label}: $((SECONDS - started)) s, exit ${status})"
  return "$status"
}

# Fails the run when the server logged an error (a 5xx is logged as one).
server_errors() {
  if grep -q 'ERROR' "$work/server-$1.log"; then
    echo "The server logged errors ($1):" >&2
    grep 'ERROR' "$work/server-$1.log" | head -40 >&2
    return 1
  fi
}

failed=0

# ---- 1. signed out, SQLite ----
start_server "sqlite://${work}/signed-out.db?mode=rwc" signed-out
fuzz "signed out, SQLite" || failed=1
stop_server
server_errors signed-out || failed=1

# ---- 2. signed in, PostgreSQL when there is one ----
backend=SQLite
database_url="sqlite://${work}/signed-in.db?mode=rwc"
if [[ -n "$pg_admin_url" ]] && command -v psql >/dev/null; then
  pg_database="frontloop_fuzz_$$"
  psql "$pg_admin_url" -qc "CREATE DATABASE ${pg_database}" >/dev/null
  database_url="$("$venv/bin/python" -c 'import sys, urllib.parse as u; p = u.urlsplit(sys.argv[1]); print(p._replace(path="/" + sys.argv[2]).geturl())' "$pg_admin_url" "$pg_database")"
  backend=PostgreSQL
fi
start_server "$database_url" signed-in
token="$(sign_in)"
[[ -n "$token" ]] || { echo "No session token from the development sign-in." >&2; exit 1; }
# POST /api/auth/logout and DELETE /api/users/me are left out of this run
# only: they end the very session the run signs its requests with (the
# second deletes the account when it guesses the login), after which every
# other operation could only answer 401. The signed-out run fuzzes them,
# and the sign-in and account tests (tests/api/sign_in.rs, accounts.rs)
# cover a real logout and deletion.
fuzz "signed in, ${backend}" -H "Authorization: Bearer ${token}" --exclude-path /api/auth/logout \
  --exclude-path /api/users/me || failed=1
stop_server
server_errors signed-in || failed=1

if [[ "$failed" != 0 ]]; then
  echo "API fuzzing found failures (see above)." >&2
  exit 1
fi
echo "API fuzzing: no failures."
