#!/usr/bin/env bash
# make bench: the site under load, and beside nginx serving the same bytes. It prints numbers; it
# fails only when the site answers wrongly (errors, answers outside 2xx, slow clients left open),
# never on speed.
#
# 1. side by side: bin/site and nginx (bench/nginx.conf.template, the site's own bytes saved to disk
#    with their .gz) under wrk on /home and the stylesheet, gzip: req/s, p50, p99;
# 2. load: 1,000 connections on /home for 30 s: requests, p50, p99, errors, the site's peak memory;
# 3. slow clients: 200 connections trickle headers byte by byte (bench/trickle) while wrk measures
#    /home; the server must close them all (ReadHeaderTimeout) and keep serving.
#
# Knobs: BENCH_DURATION (10s), BENCH_CONNECTIONS (64), BENCH_LOAD_CONNECTIONS (1000),
# BENCH_LOAD_DURATION (30s), BENCH_SLOW_CLIENTS (200).
set -euo pipefail
cd "$(dirname "$0")/.."

readonly DURATION=${BENCH_DURATION:-10s}
readonly CONNECTIONS=${BENCH_CONNECTIONS:-64}
readonly LOAD_CONNECTIONS=${BENCH_LOAD_CONNECTIONS:-1000}
readonly LOAD_DURATION=${BENCH_LOAD_DURATION:-30s}
readonly SLOW_CLIENTS=${BENCH_SLOW_CLIENTS:-200}

work=$(mktemp -d -t designo-bench.XXXXXX)
pids=()
failures=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

die() { echo "bench: $*" >&2; exit 1; }

for tool in nginx wrk curl; do
  command -v "$tool" >/dev/null || [[ -x /usr/sbin/$tool ]] && continue
  [[ $(id -u) == 0 ]] || die "missing $tool: apt-get install nginx-light wrk curl"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light wrk curl >/dev/null
done
PATH=$PATH:/usr/sbin
ulimit -n "$(ulimit -Hn | sed 's/unlimited/65536/')"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_for() { for _ in $(seq 200); do curl -fso /dev/null "$1" && return; sleep 0.05; done; die "$1 does not answer"; }
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<" $2"; }
errors_in() { echo $(($(field connect_errors "$1") + $(field read_errors "$1") + $(field write_errors "$1") + $(field timeouts "$1") + $(field bad_status "$1"))); }
# wrk_result CONNECTIONS DURATION URL [SCRIPT]: wrk's RESULT line (bench/report.lua).
wrk_result() { wrk -t2 -c"$1" -d"$2" --timeout 10s -s "${4:-bench/report.lua}" -H 'Accept-Encoding: gzip' "$3" | grep '^RESULT '; }

echo "building bin/site and bench/trickle"
go build -trimpath -o bin/site ./cmd/site
go build -o "$work/trickle" ./bench/trickle

site=http://127.0.0.1:$(free_port)
SITE_DB=$work/enquiries.db bin/site -addr "${site#http://}" -access-log=false 2>"$work/site.log" &
site_pid=$!
pids+=("$site_pid")
wait_for "$site/home"

# nginx serves what the site serves: /home and the stylesheet, plain and gzip, with the site's headers.
root=$work/root
css=$(curl -fs "$site/home" | grep -o '/static/css/[^"]*\.css' | head -n 1)
mkdir -p "$root$(dirname "$css")"
for path in /home "$css"; do
  file=$root$path
  [[ $path == /home ]] && file=$root/home.html
  curl -fso "$file" "$site$path"
  curl -fso "$file.gz" -H 'Accept-Encoding: gzip' "$site$path"
done
headers() { curl -fsD - -o /dev/null -H 'Accept-Encoding: gzip' "$site$1" | tr -d '\r' | tail -n +2 |
  awk -F': ' 'tolower($1) !~ /^(date|content-length|content-type|content-encoding|etag|vary|connection|$)/ {
    gsub(/"/, "\\\"", $2); printf "            add_header %s \"%s\";\n", $1, $2 }'; }
nginx_url=http://127.0.0.1:$(free_port)
config=$(<bench/nginx.conf.template)
config=${config//@WORKERS@/$(nproc)}
config=${config//@NOFILE@/$(ulimit -n)}
config=${config//@TMP@/$work}
config=${config//@ROOT@/$root}
config=${config//@PORT@/${nginx_url##*:}}
config=${config//@PAGE_HEADERS@/$(headers /home)}
config=${config//@ASSET_HEADERS@/$(headers "$css")}
printf '%s\n' "$config" >"$work/nginx.conf"
chmod -R a+rX "$work"
nginx -p "$work" -c "$work/nginx.conf" -e "$work/nginx-error.log" &
pids+=($!)
wait_for "$nginx_url/home"
for path in /home "$css"; do
  cmp -s <(curl -fs -H 'Accept-Encoding: gzip' "$site$path") <(curl -fs -H 'Accept-Encoding: gzip' "$nginx_url$path") ||
    die "the site and nginx send different bytes for $path"
done

echo
echo "1. side by side, same bytes, gzip, wrk -t2 -c$CONNECTIONS -d$DURATION ($(nproc) cores, nginx $(nginx -v 2>&1 | sed 's/.*\///'))"
printf '%-12s %-6s %10s %9s %9s %7s\n' path server 'req/s' 'p50 µs' 'p99 µs' errors
for path in /home "$css"; do
  for server in site nginx; do
    base=$site
    [[ $server == nginx ]] && base=$nginx_url
    r=$(wrk_result "$CONNECTIONS" "$DURATION" "$base$path")
    printf '%-12s %-6s %10.0f %9s %9s %7s\n' "${path:0:12}" "$server" "$(field rps "$r")" "$(field p50_us "$r")" "$(field p99_us "$r")" "$(errors_in "$r")"
    (($(errors_in "$r") == 0)) || failures+=("$server $path: errors")
  done
done

echo
echo "2. load: $LOAD_CONNECTIONS connections on /home for $LOAD_DURATION"
r=$(wrk_result "$LOAD_CONNECTIONS" "$LOAD_DURATION" "$site/home" bench/load.lua)
printf '%s requests, %.0f req/s, p50 %s µs, p99 %s µs, socket errors %s, answers outside 2xx %s, site peak RSS %s MiB\n' \
  "$(field requests "$r")" "$(field rps "$r")" "$(field p50_us "$r")" "$(field p99_us "$r")" "$(errors_in "$r")" \
  "$(field not_2xx "$r")" "$(awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$site_pid/status")"
(($(errors_in "$r") == 0 && $(field not_2xx "$r") == 0)) || failures+=("load: errors or answers outside 2xx")

echo
echo "3. slow clients: $SLOW_CLIENTS connections trickling headers, wrk on /home meanwhile"
"$work/trickle" -addr "${site#http://}" -conns "$SLOW_CLIENTS" -max-wait 60s >"$work/trickle.txt" &
trickle_pid=$!
sleep 1
r=$(wrk_result "$CONNECTIONS" "$DURATION" "$site/home")
wait "$trickle_pid" || die "trickle failed: $(cat "$work/trickle.txt")"
t=$(grep '^TRICKLE ' "$work/trickle.txt")
printf 'meanwhile /home: %.0f req/s, p99 %s µs, errors %s\n' "$(field rps "$r")" "$(field p99_us "$r")" "$(errors_in "$r")"
printf 'the server closed %s of %s trickling connections (median after %s ms); still open: %s\n' \
  "$(field closed_by_server "$t")" "$(field opened "$t")" "$(field close_after_p50_ms "$t")" "$(field still_open "$t")"
(($(field still_open "$t") == 0 && $(errors_in "$r") == 0)) || failures+=("slow clients: connections left open or errors")

echo
if ((${#failures[@]})); then
  printf 'FAIL: %s\n' "${failures[@]}"
  exit 1
fi
echo "no errors (took ${SECONDS} s)"
