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

# The Go and TypeScript tests (make check, with the race detector) run beside the browser suites:
# the one mostly waits on processes and databases while the other keeps Chromium busy. The browser
# suites are the longer road, so make check yields the processors to them (nice) and takes up the
# time they leave idle.
checks() {
  local log status=0
  log=$(mktemp)
  RACE=1 nice -n 5 bash scripts/check.sh >"$log" 2>&1 &
  local check_pid=$!
  go build -o bin/site ./cmd/site
  # Lighthouse measures speed, so it runs alone, after the rest.
  local suites=()
  # The art tool's suites are its own (make art-test).
  # The longest first, so that none of them is left running alone at the end: every page at three
  # widths (about 300 s alone), the inbox on both databases (180 s), the flood and the botnet (150 s).
  local first=(e2e/visits.test.mjs e2e/inbox.test.mjs e2e/flood.test.mjs)
  suites+=("${first[@]}")
  for f in e2e/*.test.mjs; do
    [[ $f = e2e/lighthouse.test.mjs || " ${first[*]} " = *" $f "* ]] || suites+=("$f")
  done
  # Three suites at a time: each starts its own server on its own port and database, and alone they
  # keep under half a processor busy (the inbox 77 s of processor time in 178 s, the flood 35 in
  # 150): the patient ones wait on their own clocks.
  node --test --test-concurrency=3 "${suites[@]}" || status=1
  wait "$check_pid" || status=1
  printf '\n--- make check (race detector on), run beside the browser suites ---\n'
  cat "$log"
  rm -f "$log"
  return "$status"
}
step "Go and TypeScript tests (race detector on) beside the browser suites (Chromium)" checks
step "A newcomer adds a project, a person and an office, then make check and make dev (scripts/newcomer.sh)" bash scripts/newcomer.sh
step "Production files (systemd-analyze verify, caddy validate, nginx -t, where installed)" bash scripts/deploy-check.sh
step "Lighthouse (Chromium, mobile)" node --test e2e/lighthouse.test.mjs
summary
