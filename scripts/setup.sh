#!/usr/bin/env bash
# Prepares a machine for the test suite; safe to run again (it only does what is missing).
#   - npm packages: `npm ci` when node_modules is missing or older than package-lock.json
#   - Debian packages (only as root, only when missing): chromium for the browser tests and
#     Lighthouse, a Java runtime for the W3C Nu HTML checker (vnu-jar), PostgreSQL for the store tests
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

# The art tool (art/) has its own packages; its freshness test reads their versions.
if [ ! -f art/node_modules/.package-lock.json ] || [ art/package-lock.json -nt art/node_modules/.package-lock.json ]; then
  say "installing the art tool's npm packages (npm ci --prefix art)"
  npm ci --prefix art --prefer-offline --no-audit --no-fund
fi

# Debian packages the browser tests and quality gates need.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null || missing+=(default-jre-headless)
# PostgreSQL's server binaries: the store tests start a throwaway server (internal/pgtest).
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    fail "missing ${missing[*]}; install them as root: apt-get update && apt-get install -y ${missing[*]}"
  fi
  command -v apt-get >/dev/null || fail "missing ${missing[*]} and no apt-get to install them"
  say "installing ${missing[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi
[ -x /usr/bin/chromium ] || fail "chromium is still missing at /usr/bin/chromium"
java -version >/dev/null 2>&1 || fail "java is installed but does not run"
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || fail "postgresql is still missing (no /usr/lib/postgresql/*/bin/initdb)"
say "chromium, java and postgresql present"

say "downloading Go modules"
go mod download
say "done"
