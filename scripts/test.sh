#!/usr/bin/env bash
# The whole test suite, as `make test` and CI run it. It prepares a fresh machine itself.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Set-up (npm ci, Go modules, Chromium and Java when missing)"
bash scripts/setup.sh

step "Generated files are fresh (templ, icons, island bundles)"
make --no-print-directory generate
generated=('*_templ.go' views/social_icons_gen.go static/islands static/dist)
stale=$(git status --porcelain -- "${generated[@]}")
if [ -n "$stale" ]; then
  echo "These generated files are stale; run 'make generate' and commit them:" >&2
  echo "$stale" >&2
  git --no-pager diff --stat -- "${generated[@]}" >&2
  exit 1
fi

step "Go: vet and tests, with the race detector"
go vet ./...
# The race detector needs cgo, that is a C compiler; Go turns cgo off where there is none, and the
# tests then run without it rather than not at all.
race=-race
if [ "$(go env CGO_ENABLED)" != 1 ]; then
  race=
  echo "note: cgo is off here (no C compiler), so the Go tests run without the race detector" >&2
fi
# The server package records every page and asset for each test server; under the race detector on
# two cores that takes about 9 minutes, near go test's default 10-minute limit.
go test $race -timeout 30m ./...

step "TypeScript: types and unit tests"
npm run --silent typecheck
npm run --silent test:unit

step "Browser tests and quality gates (Chromium)"
go build -o bin/site ./cmd/site
node --test --test-concurrency=1 e2e/
