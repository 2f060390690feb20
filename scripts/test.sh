#!/usr/bin/env bash
# The whole gate, as `make test` and CI run it. It prepares a fresh machine itself and prints the
# time of every step.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

step "Set-up (npm ci, Go modules; Chromium, Java and PostgreSQL when missing)" bash scripts/setup.sh

fresh() {
  local before
  before=$(git status --porcelain --untracked-files=all)
  make --no-print-directory generate
  # make generate's outputs: .gitattributes lists them, linguist-generated, above its art section.
  local generated
  mapfile -t generated < <(sed -n '/^# Drawn by the art tool/q; /^[^#].* linguist-generated$/s/ .*//p' .gitattributes)
  local stale
  stale=$(git status --porcelain -- "${generated[@]}")
  if [ -n "$stale" ]; then
    echo "These generated files are stale; run 'make generate' and commit them:" >&2
    echo "$stale" >&2
    return 1
  fi
  # And it writes nothing else: a file it changed outside that list is a source it overwrote.
  local strays
  strays=$(comm -13 <(echo "$before" | sort) <(git status --porcelain --untracked-files=all | sort))
  if [ -n "$strays" ]; then
    echo "make generate wrote files that .gitattributes does not list as generated:" >&2
    echo "$strays" >&2
    return 1
  fi
}
step "Generated files are fresh (templ, icons, islands, the inbox script, the content bundle, static/dist)" fresh

# The browser suites run at once, each part printed whole when it ends, and keep both processors busy
# (most of it Chromium's): the step is bound by processor time, not by any one part's waits.
browser_suites() {
  local logs status=0 suites=()
  logs=$(mktemp -d)
  # node --test runs its files in the order of their names, each suite on its own server, port and
  # database: visits in a runner of its own, the rest three at a time (the patient ones wait on their
  # own clocks and keep under half a processor busy).
  for f in e2e/*.test.mjs; do
    [[ $f = e2e/lighthouse.test.mjs || $f = e2e/visits.test.mjs ]] || suites+=("$f")
  done
  beside "$logs" "e2e/visits.test.mjs" node --test e2e/visits.test.mjs
  beside "$logs" "the other browser suites" node --test --test-concurrency=3 "${suites[@]}"
  wait_beside "$logs" || status=1
  rm -rf "$logs"
  return "$status"
}
# Lighthouse measures speed in one page at a time and leaves about one processor idle. The Go and
# TypeScript tests (the race detector on) and the newcomer's scratch copy, which wait on no frame,
# take it at the lowest priority (nice 19): the audits come first on both processors, and count
# only what runs above it as busy when they wait for a quiet machine.
lighthouse_beside() {
  local logs status=0
  logs=$(mktemp -d)
  beside "$logs" "Lighthouse (Chromium, mobile)" node --test e2e/lighthouse.test.mjs
  beside "$logs" "make check (race detector on)" env RACE=1 nice -n 19 bash scripts/check.sh
  beside "$logs" "scripts/newcomer.sh" nice -n 19 bash scripts/newcomer.sh
  wait_beside "$logs" || status=1
  rm -rf "$logs"
  return "$status"
}
go build -o bin/site ./cmd/site
step "Browser suites (Chromium), side by side" browser_suites
step "Production files (systemd-analyze verify, caddy validate, nginx -t, where installed)" bash scripts/deploy-check.sh
step "Lighthouse (Chromium, mobile), beside the Go and TypeScript tests (race detector on) and a newcomer's project" lighthouse_beside
summary
