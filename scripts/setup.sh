#!/usr/bin/env bash
# Prepares a machine for the test suite; safe to run again (it only does what is missing).
#   - npm packages: `npm ci` when node_modules is missing or older than package-lock.json
#   - Debian packages (only when missing, and only then as root): chromium for the browser tests and
#     Lighthouse, a Java runtime for the W3C Nu HTML checker (vnu-jar), PostgreSQL for the store tests;
#     CHROMIUM, JAVA and PG_BIN name ones installed elsewhere (the suites read the same variables)
#   - Go modules: `go mod download`
# Every step that cannot be done stops the script with a message saying what is missing.
# `setup.sh npm` does only the first step: make check, make generate and make dev run it, so that the
# first command of a fresh clone works.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }
fail() { printf 'setup: ERROR: %s\n' "$*" >&2; exit 1; }

command -v node >/dev/null || fail "node is not installed (Node 20.19 or newer is needed)"
command -v npm >/dev/null || fail "npm is not installed"

# npm: a fresh install when node_modules is absent or the lock file changed since the last install.
# npm ci rewrites node_modules/.package-lock.json, whose time then marks the install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (npm ci)"
  # The lock file pins every package and its integrity hash, so a copy in npm's cache needs no asking.
  npm ci --prefer-offline --no-audit --no-fund
elif [ "${1:-}" != npm ]; then
  say "npm packages up to date"
fi
[ "${1:-}" = npm ] && exit 0

command -v go >/dev/null || fail "go is not installed (see go.mod for the version)"

# Chromium, a Java runtime and PostgreSQL's server binaries, found where the suites look for them:
# $CHROMIUM (else chromium or Chrome on the PATH), $JAVA (else java on the PATH), $PG_BIN (else
# /usr/lib/postgresql/*/bin, else initdb on the PATH). Found, nothing here needs root; only a
# missing one is installed from Debian's packages, as root.
find_chromium() {
  if [ -n "${CHROMIUM:-}" ]; then [ -x "$CHROMIUM" ] && echo "$CHROMIUM"; return; fi
  command -v chromium || command -v chromium-browser || command -v google-chrome-stable || command -v google-chrome ||
    { [ -x /usr/bin/chromium ] && echo /usr/bin/chromium; }
}
find_java() { command -v "${JAVA:-java}"; }
find_pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then [ -x "$PG_BIN/initdb" ] && echo "$PG_BIN"; return; fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    [ -x "$dir/initdb" ] && { echo "$dir"; return; }
  done
  dir=$(command -v initdb) && dirname "$dir"
}
missing=()
find_chromium >/dev/null || missing+=(chromium)
find_java >/dev/null || missing+=(default-jre-headless)
find_pg_bin >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    fail "missing ${missing[*]}; install them as root (apt-get update && apt-get install -y ${missing[*]}), or name them: CHROMIUM=/path/to/chromium, JAVA=/path/to/java, PG_BIN=/path/to/postgresql/bin"
  fi
  command -v apt-get >/dev/null || fail "missing ${missing[*]} and no apt-get to install them"
  say "installing ${missing[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi
find_chromium >/dev/null || fail "chromium is still missing (set CHROMIUM=/path/to/chromium)"
"$(find_java)" -version >/dev/null 2>&1 || fail "java is installed but does not run"
find_pg_bin >/dev/null || fail "postgresql is still missing (no initdb in \$PG_BIN, /usr/lib/postgresql/*/bin or the PATH)"
say "chromium ($(find_chromium)), java ($(find_java)) and postgresql ($(find_pg_bin)) present"

say "downloading Go modules"
go mod download
say "done"
