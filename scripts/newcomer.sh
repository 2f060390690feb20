#!/usr/bin/env bash
# A newcomer's first hour, as the README tells it, in a scratch copy of the repository (nothing is left
# in this one): add a project (its pictures drawn by scripts/sample-picture.mjs), a person and a
# fourth office, run `make generate`, then the whole Go and TypeScript
# unit suites (as make check runs them, nothing skipped: the grown /about too must arrive in one round
# trip, server/pagesize_test.go); the new office must be named in /locations' title and counted in
# /about's copy (the linters are left to make check on the repository: content is not Go). Then
# `make dev`, on ports from PORT and DEV_PORT, must reload a change of the CSS.
# make test runs it; alone: bash scripts/newcomer.sh. The copy is of the working tree's tracked files
# (committed or not; a new file must be added to git first).
set -euo pipefail
# Each background job in a process group of its own, to be stopped whole (kill -- -PID). Not setsid:
# a new session is a new scheduling group (the kernel's autogroup), which would not yield to
# Lighthouse's Chromium as the nice 19 that make test gives this script does.
set -m
cd "$(dirname "$0")/.."
repo=$PWD
say() { printf 'newcomer: %s\n' "$*"; }
fail() { printf 'newcomer: FAIL: %s\n' "$*" >&2; exit 1; }
# A command that fails says which, even one that fails without a word.
trap 'printf "newcomer: FAIL: line %s: %s (exit %s)\n" "$LINENO" "$BASH_COMMAND" "$?" >&2' ERR

scratch=$(mktemp -d "${TMPDIR:-/tmp}/newcomer.XXXXXX")
pids=()
cleanup() {
  set +m # no job notices for what is stopped here
  for pid in ${pids[@]+"${pids[@]}"}; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT

# The working tree as it is, tracked files only: a commit of it in a local clone, which shares the
# objects; the npm packages as hard links. The commit is staged in an index of its own: the
# repository's index is neither touched nor locked (git stash create must lock it to refresh it, and
# failed without a word on CI when it could not).
cp "$(git rev-parse --git-path index)" "$scratch/index"
GIT_INDEX_FILE="$scratch/index" git add -u
tree=$(GIT_INDEX_FILE="$scratch/index" git write-tree)
rev=$(git -c user.name=newcomer -c user.email=newcomer@example.com commit-tree -p HEAD -m "the working tree" "$tree")
git clone -q --no-checkout "$repo" "$scratch/site"
cd "$scratch/site"
git checkout -q --detach "$rev"
cp -al "$repo/node_modules" node_modules
touch node_modules/.package-lock.json # installed for this package-lock.json
say "scratch copy in $scratch/site"

# A port for a listener named before it starts (make dev's two), as the browser suites pick one.
free_port() { node --input-type=module -e "import { freePort } from './e2e/harness.mjs'; console.log(await freePort());"; }

# 1. A project: its folder, its pictures, its text (README: Add a project).
project=content/work/northwind-ferries
mkdir -p "$project"
node scripts/sample-picture.mjs 3200x1800 "$project/opening.jpg" '#2F6F8F'
node scripts/sample-picture.mjs 400x400 "$project/quote.jpg" '#E7816B'
node scripts/sample-picture.mjs 1600x2000 "$project/frame-1.jpg" '#1D1C1E'
node scripts/sample-picture.mjs 750x1500 "$project/frame-2.jpg" '#1D1C1E'
node scripts/sample-picture.mjs 1200x900 "$project/detail-1.jpg" '#2F6F8F'
node scripts/sample-picture.mjs 1200x900 "$project/detail-2.jpg" '#E7816B'
cat > "$project/project.toml" <<'EOF'
title = "Northwind Ferries"
category = "web design"
order = 99
colour = "#2f6f8f"
sections = ["story", "work", "results", "quote"]
description = "A timetable site for an island ferry, built around the next sailing."
sector = "Island ferries"
year = 2026
services = ["Website", "Timetable"]
brief = ["Northwind runs four ferries between the mainland and two islands."]
challenge = ["Travellers asked one question: when is the next boat, and is there room for my car?"]
work = ["The page opens on the next sailing from where you stand, with the car deck's places left."]

[quote]
text = "People stopped ringing the harbour office to ask when the next boat leaves."
name = "Ailsa Munro"
role = "Harbour master, Northwind Ferries"

[[results]]
figure = "-60%"
label = "calls to the harbour office"

[[pictures]]
file = "opening.jpg"
role = "opening"
phone = [800, 200, 1600, 1440]
alt = "The Northwind home page on the harbour's blue: the next sailing, its time and the car deck's places left."

[[pictures]]
file = "quote.jpg"
role = "portrait"
alt = "Portrait: Ailsa Munro, in a navy jumper."

[[pictures]]
file = "frame-1.jpg"
role = "frame"
kind = "browser"
alt = "The Northwind home page: the next sailing, its time and the car deck's places left."

[[pictures.excerpts]]
top = 0
alt = "The first screen: the next sailing and its time."

[[pictures.excerpts]]
top = 1000
alt = "The second screen: the car deck's places left."

[[pictures]]
file = "frame-2.jpg"
role = "frame"
kind = "phone"
alt = "The Northwind timetable on a phone, the day's sailings in a list."

[[pictures]]
file = "detail-1.jpg"
role = "detail"
caption = "The next sailing, first."
alt = "The next sailing's card."

[[pictures]]
file = "detail-2.jpg"
role = "detail"
caption = "Places left on the car deck."
alt = "The car deck's places, as a bar."
EOF
say "added $project"

# 2. A fourth office, on a fourth continent: its text, its emblem; scripts/maps.mjs draws its map.
# (Its words keep to the fonts' characters: server's font test names a letter the subsets lack.)
office=content/offices/south-africa
mkdir -p "$office"
cat > "$office/office.toml" <<'EOF'
order = 4
country = "South Africa"
continent = "Africa"
name = "Designo ZA Office"
street = "42 Bree Street"
town = "Cape Town"
postcode = "8001"
country-code = "ZA"
phone = "+27 21 424 1500"
phone-international = "+27 21 424 1500"
email = "contact@designo.co.za"
latitude = -33.921
longitude = 18.421
map = "map.svg"
emblem = "emblem.svg"
EOF
printf '%s\n' '<svg xmlns="http://www.w3.org/2000/svg" width="202" height="202" viewBox="0 0 202 202"><circle cx="101" cy="101" r="96" fill="#FDEEE9"/><circle cx="101" cy="101" r="40" fill="#E7816B"/></svg>' > "$office/emblem.svg"
node scripts/maps.mjs
say "added $office"

# 3. A person, in the new office.
person=content/team/ana-souza
mkdir -p "$person"
node scripts/sample-picture.mjs 704x704 "$person/portrait.jpg" '#E7816B'
cat > "$person/person.toml" <<'EOF'
name = "Ana Souza"
role = "Designer"
office = "south-africa"
order = 99
line = "Draws timetables that a tired traveller reads at a glance, and tests them at the quay."

[portrait]
file = "portrait.jpg"
alt = "Portrait of Ana Souza, drawn in flat shapes in peach on cream, smiling."
EOF
say "added $person"

# 4. make generate, then the whole Go and TypeScript unit suites.
make --no-print-directory generate
git add -A && git -c user.name=newcomer -c user.email=newcomer@example.com commit -q -m "a project, a person and an office"
{ go test -short ./... && npm run --silent typecheck && npm run --silent test:unit; } ||
  fail "the Go or TypeScript unit suites fail after adding a project, a person and an office"
about_size=$(go test -short ./server -run 'TestPagesArriveInOneRoundTrip//about$' -v -count=1 | grep -o '/about: [0-9]* bytes' || true)
say "the grown ${about_size:-/about: size unknown} on the wire (one round trip: 14600)"

# 5. The pages name the new office, and count the offices and continents with it.
go build -o bin/site ./cmd/site
bin/site -addr 127.0.0.1:0 </dev/null >"$scratch/site.log" 2>&1 &
pids+=($!)
# The port it took, from its "listening" line.
port=
for _ in $(seq 100); do
  port=$(grep -o '"msg":"listening","addr":"127.0.0.1:[0-9]*' "$scratch/site.log" | grep -o '[0-9]*$' || true)
  [ -n "$port" ] && break
  sleep 0.3
done
[ -n "$port" ] || fail "bin/site did not say where it listens: $(tail -5 "$scratch/site.log")"
for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.3; done
page() { curl -sf "http://127.0.0.1:$port$1" | tr -s ' \n' ' '; }
title=$(page /locations | grep -o '<title>[^<]*' || true)
[[ $title == *"Canada, Australia, the UK and South Africa"* ]] || fail "/locations' title is '$title', want it to name South Africa"
about=$(page /about)
for text in "companies on four continents" "any of our four offices" "Ana Souza"; do
  [[ $about == *"$text"* ]] || fail "/about lacks '$text'"
done
[[ $(page /work/northwind-ferries) =~ \<h1[^\>]*\>Northwind\ Ferries\</h1\> ]] || fail "/work/northwind-ferries has no h1 'Northwind Ferries'"
say "/locations: ${title#<title>}; /about counts four offices on four continents"

# 6. make dev: its ports from the environment; a CSS change reloads the page with the new rule.
dev=$(free_port) proxy=$(free_port)
PORT=$dev DEV_PORT=$proxy make --no-print-directory dev </dev/null >"$scratch/dev.log" 2>&1 &
pids+=($!)
for _ in $(seq 200); do curl -sf -o /dev/null "http://127.0.0.1:$proxy/home" && break; sleep 0.5; done
curl -sf -o /dev/null "http://127.0.0.1:$proxy/home" || fail "make dev serves nothing on DEV_PORT $proxy: $(tail -5 "$scratch/dev.log")"
curl -sN "http://127.0.0.1:$proxy/_templ/reload/events" </dev/null >"$scratch/events" 2>/dev/null &
pids+=($!)
sleep 1
printf '\n.newcomer-was-here { color: #E7816B; }\n' >> styles/base.css
for _ in $(seq 120); do grep -q 'data: reload' "$scratch/events" && break; sleep 0.5; done
grep -q 'data: reload' "$scratch/events" || fail "make dev sent no reload after a CSS change: $(tail -5 "$scratch/dev.log")"
# The reload event comes as the server restarts; the restarted server (go run) may take a while.
# The body is read whole before it is searched: under pipefail, `curl | grep -q` fails whenever grep
# stops reading at the match while curl still writes.
reloaded() { local home; home=$(curl -sf "http://127.0.0.1:$proxy/home") && [[ $home == *newcomer-was-here* ]]; }
for _ in $(seq 300); do reloaded && break; sleep 1; done
reloaded || fail "after the reload, /home lacks the new CSS rule: $(tail -5 "$scratch/dev.log")"
say "make dev on PORT $dev, DEV_PORT $proxy: a CSS change reloaded the page with the new rule"
say "ok"
