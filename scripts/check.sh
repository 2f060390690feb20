#!/usr/bin/env bash
# The fast loop (make check), before every commit: gofmt, go vet, staticcheck and the Go tests beside
# the TypeScript types and unit tests, the comment-path check and that static/ holds only outputs
# (two lanes at once, run beside each other as make test's parts are: scripts/steps.sh). RACE=1 runs
# the Go tests under the race detector, as make test does. Prints each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

# make check runs the Go tests with -short: no PostgreSQL, no process of the binary, no picture
# encoding; make test (RACE=1) runs them all, each one even when the build cache (shared by every
# copy of the repository, steps.sh) holds a pass of the same test binary on the same inputs.
race=() scope=(-short)
if [ "${RACE:-0}" = 1 ]; then
  scope=(-count=1)
  # The race detector needs cgo, that is a C compiler; without one the tests run without it.
  # SQLite's own code (modernc.org/sqlite/lib, its C translated to Go) is not instrumented: the
  # detector watched every step of the C library's memory, which made the SQLite store's tests
  # (enquiry/sqlite) take 47 s instead of 19, and the Go tests 289 s of processor time instead of
  # 267. Its runtime, modernc.org/libc, stays watched: with it uninstrumented too, every run
  # reported a race in test code that never touches SQLite (cmd/site's personsToken).
  # Nor is brotli's compressor (github.com/andybalholm/brotli), which the server runs over every page
  # at its best quality, one writer to a goroutine: watched, the server's tests took 47 s, not 20.
  # Nor are the standard library's image decoders, compressors and checksums, pure arithmetic over a
  # buffer one goroutine owns: watched pixel by pixel, the content bundle's tests (bundle) took 43 s of
  # processor time instead of 14, and cmd/site's 49 instead of 37.
  if [ "$(go env CGO_ENABLED)" = 1 ]; then
    race=(-race -gcflags='modernc.org/sqlite/lib=-race=false' -gcflags='github.com/andybalholm/brotli=-race=false'
      -gcflags='image/...=-race=false' -gcflags='compress/...=-race=false' -gcflags='hash/...=-race=false')
  else echo "note: no C compiler, so no race detector" >&2; fi
fi

# gofmt and templ fmt find files that are not formatted; a list is a failure.
unformatted() {
  local files f
  files=$(gofmt -l $(git ls-files '*.go'))
  # templ fmt formats in place: it runs once over a copy of the templates, which is then compared.
  local copy
  copy=$(mktemp -d)
  git ls-files -z '*.templ' | xargs -0 cp --parents -t "$copy"
  go tool templ fmt -log-level error "$copy"
  files+=$'\n'$(cd "$copy" && find . -name '*.templ' | sed 's|^\./||' | while read -r f; do cmp -s "$f" "$OLDPWD/$f" || echo "$f"; done)
  rm -rf "$copy"
  files=$(echo "$files" | sed '/^$/d')
  [ -z "$files" ] || { printf 'not formatted (gofmt, go tool templ fmt):\n%s\n' "$files"; return 1; }
}
# static/ holds only what the build and the art tool write (.gitattributes lists it) and static.go,
# which embeds it; a file there that the list misses is a source in the wrong place.
static_is_output() {
  local stray
  stray=$(git ls-files -co --exclude-standard static | grep -vx 'static/static.go' |
    git check-attr --stdin linguist-generated | grep -v ': set$' || true)
  [ -z "$stray" ] || { printf 'in static/, not listed as generated in .gitattributes (sources go in content/, styles/ or islands/):\n%s\n' "$stray"; return 1; }
}
parses() {
  local f
  for f in $(git ls-files 'e2e/*.mjs' 'scripts/*.mjs'); do node --check "$f" || return 1; done
}
go_lane() {
  step "gofmt, templ fmt" unformatted
  step "go vet" go vet ./...
  # staticcheck (honnef.co/go/tools, pinned as a tool in go.mod): its default checks, no configuration.
  step "staticcheck" go tool staticcheck ./...
  # go vet has just run every analyser over the same files: go test's own few are not run again.
  step "Go tests (${race:+race detector, }${scope[*]})" go test -vet=off ${race[@]+"${race[@]}"} "${scope[@]}" ./...
  summary
}
ts_lane() {
  step "TypeScript types" npm run --silent typecheck
  step "TypeScript unit tests" npm run --silent test:unit
  # The browser suites and the build's scripts are plain JavaScript, which no type check reads.
  step "JavaScript parses (e2e, scripts)" parses
  step "Paths named in comments exist" node scripts/comment-paths.mjs
  step "static/ holds only outputs" static_is_output
  summary
}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
beside "$logs" "Go" go_lane
beside "$logs" "TypeScript and the rest" ts_lane
status=0
wait_beside "$logs" || status=1
printf '\nmake check: %d s in all\n' "$SECONDS"
exit "$status"
