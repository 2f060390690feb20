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

# Everything but Lighthouse runs at once, each part printed whole when it ends. Together they keep
# both processors busy to the end (98-99%, from /proc/stat), most of it Chromium's: the step is bound
# by processor time, not by any one part's waits. The browser suites wait on clocks and frames with
# time limits, so the Go tests under the race detector and the newcomer's scratch copy yield to them
# (nice). Lighthouse measures speed, so it runs alone, after the rest (the art tool's suites are its
# own: make art-test).
together() {
  local logs status=0 suites=()
  logs=$(mktemp -d)
  go build -o bin/site ./cmd/site
  # node --test runs its files in the order of their names, each suite on its own server, port and
  # database: visits in a runner of its own, the rest three at a time (the patient ones wait on their
  # own clocks and keep under half a processor busy).
  for f in e2e/*.test.mjs; do
    [[ $f = e2e/lighthouse.test.mjs || $f = e2e/visits.test.mjs ]] || suites+=("$f")
  done
  beside "$logs" "e2e/visits.test.mjs" node --test e2e/visits.test.mjs
  beside "$logs" "the other browser suites" node --test --test-concurrency=3 "${suites[@]}"
  beside "$logs" "make check (race detector on)" env RACE=1 nice -n 5 bash scripts/check.sh
  beside "$logs" "scripts/newcomer.sh" nice -n 5 bash scripts/newcomer.sh
  wait_beside "$logs" || status=1
  rm -rf "$logs"
  return "$status"
}
step "Browser suites (Chromium), Go and TypeScript tests (race detector on) and a newcomer's project, side by side" together
step "Production files (systemd-analyze verify, caddy validate, nginx -t, where installed)" bash scripts/deploy-check.sh
step "Lighthouse (Chromium, mobile)" node --test e2e/lighthouse.test.mjs
summary
