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
  # Lighthouse measures speed, so it runs alone, after the rest; the art tool's suites are its own
  # (make art-test). Every page at three widths (e2e/visits, about 350 s beside the rest) is the
  # longest: it starts first, in a runner of its own, since node --test runs its files in the order
  # of their names (visits came eighth of eleven, and the step ran 165 s past the others). The other
  # suites share two places: each starts its own server on its own port and database, and alone
  # they keep under half a processor busy (the patient ones wait on their own clocks).
  local visits_log suites=()
  visits_log=$(mktemp)
  node --test e2e/visits.test.mjs >"$visits_log" 2>&1 &
  local visits_pid=$!
  for f in e2e/*.test.mjs; do
    [[ $f = e2e/lighthouse.test.mjs || $f = e2e/visits.test.mjs ]] || suites+=("$f")
  done
  node --test --test-concurrency=2 "${suites[@]}" || status=1
  wait "$visits_pid" || status=1
  printf '\n--- e2e/visits.test.mjs, run beside them ---\n'
  cat "$visits_log"
  rm -f "$visits_log"
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
