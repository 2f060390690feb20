#!/usr/bin/env bash
# make bench: the site and nginx serving the same bytes, side by side, on loopback.
#
# 1. builds bin/site and starts it on a free loopback port (access log off);
# 2. saves every page and the stylesheet as the site serves them (plain, .gz, .br) into a
#    temporary folder, and starts nginx on those files (bench/nginx.conf.template,
#    gzip_static, the site's own response headers);
# 3. drives both with wrk, alternating site and nginx run by run, on /home,
#    /designs?category=app-design and the stylesheet, plain and gzip, and /home gzip as a reverse
#    proxy sends it (with X-Forwarded-For): req/s, p50, p99, ratios;
# 4. load: 1,000 connections for 30 s on /home: requests, socket errors, non-2xx, peak RSS;
# 5. slow clients: 200 connections trickle headers byte by byte while wrk measures /home;
#    the server must close them all (ReadHeaderTimeout) and keep serving;
# 6. POST /contact: enquiries a second, and p99, with each store: SQLite, and PostgreSQL (a
#    throwaway server from Debian's package, bench/pgserver, fsync on); every answer must be 201.
# Prints everything, writes bench/results/latest.md (raw wrk output in bench/results/raw/),
# and exits non-zero when a bar is missed. About four minutes with the defaults.
#
# Knobs (environment): BENCH_DURATION (5s), BENCH_PAIRS (3), BENCH_CONNECTIONS (64),
# BENCH_THREADS (2), BENCH_LOAD_CONNECTIONS (1000), BENCH_LOAD_DURATION (30s),
# BENCH_SLOW_CLIENTS (200), BENCH_SITE_BIN (bench that binary instead of building bin/site),
# BENCH_CASES (comma-separated subset of the cases, e.g. 'home gzip' while tuning),
# BENCH_SITE_FLAGS (more flags for the site, e.g. -fast-lane=false to measure net/http alone).
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true # '&' in a header value must stay '&'

cd "$(dirname "$0")/.."

readonly DURATION=${BENCH_DURATION:-5s}
readonly PAIRS=${BENCH_PAIRS:-3}
readonly CONNECTIONS=${BENCH_CONNECTIONS:-64}
readonly THREADS=${BENCH_THREADS:-2}
readonly LOAD_CONNECTIONS=${BENCH_LOAD_CONNECTIONS:-1000}
readonly LOAD_DURATION=${BENCH_LOAD_DURATION:-30s}
readonly SLOW_CLIENTS=${BENCH_SLOW_CLIENTS:-200}
readonly CONTACT_CONNECTIONS=${BENCH_CONTACT_CONNECTIONS:-16}
readonly RESULTS_DIR=bench/results
readonly RAW_DIR=$RESULTS_DIR/raw

# Bars from issue 6.
# Both apply to /home with gzip, the answer a browser gets; the other cases are reported.
readonly MIN_HOME_GZIP_RATIO=0.90 # site req/s / nginx req/s, median of the pairs
readonly MAX_P99_RATIO=2.0        # site p99 / nginx p99, median of the pairs
readonly MIN_SERVING_UNDER_SLOW_CLIENTS=0.5 # req/s during the trickle / req/s without it

site_pid='' nginx_pid='' trickle_pid='' contact_pid='' pg_pid=''
failures=()

log() { printf '%s\n' "$*" >&2; }
die() { log "bench: $*"; exit 1; }

stop() {
  local pid=$1
  [[ -n $pid ]] || return 0
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

cleanup() {
  stop "$trickle_pid"
  stop "$nginx_pid"
  stop "$site_pid"
  stop "$contact_pid"
  stop "$pg_pid"
  [[ -n ${work_dir:-} ]] && rm -rf "$work_dir"
}

# --- tools ---------------------------------------------------------------------------------

require_tools() {
  local missing=()
  command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
  command -v wrk >/dev/null || missing+=(wrk)
  command -v curl >/dev/null || missing+=(curl)
  if ((${#missing[@]})); then
    [[ $(id -u) == 0 ]] || die "missing ${missing[*]}: install them (apt-get install ${missing[*]}) or run as root"
    log "installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
  fi
  command -v nginx >/dev/null || PATH=$PATH:/usr/sbin
}

raise_open_files_limit() {
  local hard
  hard=$(ulimit -Hn)
  if [[ $hard == unlimited ]] || ((hard > 65536)); then hard=65536; fi
  ulimit -n "$hard"
  ((hard >= LOAD_CONNECTIONS + 100)) || die "open files limit $hard is too low for $LOAD_CONNECTIONS connections"
}

build() {
  if [[ -n ${BENCH_SITE_BIN:-} ]]; then
    site_bin=$BENCH_SITE_BIN
  else
    log "building bin/site"
    go build -trimpath -o bin/site ./cmd/site # as make build does
    site_bin=bin/site
  fi
  go build -o "$work_dir/trickle" ./bench/trickle
}

# --- servers -------------------------------------------------------------------------------

free_port() {
  local port
  for _ in $(seq 100); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  die "no free port found"
}

# The site compresses every page and asset at start-up, which takes a few seconds on a busy machine.
wait_until_serving() {
  local url=$1 pid=$2 log_file=$3
  for _ in $(seq 300); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return
    kill -0 "$pid" 2>/dev/null || { tail -n 20 "$log_file" >&2; die "server for $url exited while starting"; }
    sleep 0.1
  done
  tail -n 20 "$log_file" >&2
  die "$url did not answer within 30 s"
}

start_site() {
  local port flags=() extra_flags=()
  port=$(free_port)
  site_url=http://127.0.0.1:$port
  local usage
  usage=$("$site_bin" -h 2>&1 || true)
  if [[ $usage == *-access-log* ]]; then
    flags+=(-access-log=false)
  else
    log "note: $site_bin has no -access-log flag; benchmarking with its default logging"
  fi
  # The fast lane is off by default (issue 12); the bench measures it unless BENCH_SITE_FLAGS
  # says -fast-lane=false.
  if [[ $usage == *-fast-lane* ]]; then flags+=(-fast-lane); fi
  read -r -a extra_flags <<<"${BENCH_SITE_FLAGS:-}"
  flags+=("${extra_flags[@]}")
  SITE_DB=$work_dir/enquiries.db "$site_bin" -addr "127.0.0.1:$port" "${flags[@]}" \
    >"$work_dir/site.log" 2>&1 &
  site_pid=$!
  wait_until_serving "$site_url/home" "$site_pid" "$work_dir/site.log"
}

start_nginx() {
  local port
  port=$(free_port)
  nginx_url=http://127.0.0.1:$port
  write_nginx_config "$port" >"$work_dir/nginx.conf"
  chmod -R a+rX "$work_dir" # nginx workers run as nobody when the script runs as root
  nginx -p "$work_dir" -c "$work_dir/nginx.conf" -e "$work_dir/nginx-error.log" &
  nginx_pid=$!
  wait_until_serving "$nginx_url/home" "$nginx_pid" "$work_dir/nginx-error.log"
}

# Peak resident memory (VmHWM) of a process, in MiB.
peak_rss_mib() {
  awk '/^VmHWM:/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"
}

# Peak resident memory of nginx: its master and every worker, in MiB.
nginx_peak_rss_mib() {
  local pids total_kib=0 pid
  pids=("$nginx_pid" $(pgrep -P "$nginx_pid"))
  for pid in "${pids[@]}"; do
    total_kib=$((total_kib + $(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status")))
  done
  awk -v kib="$total_kib" 'BEGIN { printf "%.1f", kib / 1024 }'
}

# --- the bytes nginx serves ----------------------------------------------------------------

readonly PAGES=(/home /about /locations /contact /designs
  '/designs?category=web-design' '/designs?category=app-design' '/designs?category=graphic-design')

# Where a URL path is saved under the document root (the nginx config maps it back).
file_for() {
  local path=$1
  case $path in
  /static/*) echo "$path" ;;
  '/designs?category='*) echo "/designs/${path#*=}.html" ;;
  *) echo "$path.html" ;;
  esac
}

# Saves one URL as served: plain, and .gz / .br when the site answers with that encoding.
save_as_served() {
  local path=$1 file encoding extension
  file=$docroot$(file_for "$path")
  mkdir -p "$(dirname "$file")"
  curl -fsS -o "$file" "$site_url$path"
  for encoding in gzip br; do
    extension=${encoding/gzip/gz}
    curl -fsS -H "Accept-Encoding: $encoding" -D "$work_dir/headers" -o "$file.$extension" "$site_url$path"
    if ! grep -qi "^content-encoding: *$encoding" "$work_dir/headers"; then
      rm "$file.$extension"
      log "note: the site serves $path without $encoding"
    fi
  done
}

# The stylesheet linked from /home: a content-hashed asset under /static/.
find_stylesheet() {
  grep -o '/static/[^"'"'"' >]*\.css' "$docroot/home.html" | head -n 1
}

save_site_bytes() {
  docroot=$work_dir/root
  local page
  for page in "${PAGES[@]}"; do
    save_as_served "$page"
  done
  stylesheet=$(find_stylesheet) || die "no stylesheet under /static/ linked from /home"
  save_as_served "$stylesheet"
}

# The site's response headers as nginx add_header lines, so nginx sends about the same
# headers (security headers, Cache-Control). Headers nginx writes itself are left out.
headers_as_nginx_directives() {
  local path=$1
  curl -fsS -D - -o /dev/null -H 'Accept-Encoding: gzip' "$site_url$path" | tr -d '\r' | tail -n +2 |
    awk '
      BEGIN { own = "^(date|content-length|content-type|content-encoding|etag|last-modified|vary|accept-ranges|connection|keep-alive|transfer-encoding|server)$" }
      /^[A-Za-z0-9-]+: / {
        name = substr($0, 1, index($0, ":") - 1)
        value = substr($0, length(name) + 3)
        if (tolower(name) ~ own) next
        gsub(/\\/, "\\\\", value); gsub(/"/, "\\\"", value)
        printf "            add_header %s \"%s\";\n", name, value
      }'
}

write_nginx_config() {
  local port=$1 config
  config=$(<bench/nginx.conf.template)
  config=${config//@WORKERS@/$(nproc)}
  config=${config//@NOFILE@/$(ulimit -n)}
  config=${config//@TMP@/$work_dir}
  config=${config//@ROOT@/$docroot}
  config=${config//@PORT@/$port}
  config=${config//@PAGE_HEADERS@/$(headers_as_nginx_directives /home)}
  config=${config//@ASSET_HEADERS@/$(headers_as_nginx_directives "$stylesheet")}
  printf '%s\n' "$config"
}

# Both servers must answer every benchmarked case with the same body, or the race is unfair.
check_same_bytes() {
  local case_name path encoding proxied
  for case_name in "${CASES[@]}"; do
    read -r path encoding proxied <<<"${CASE_REQUEST[$case_name]}"
    curl -fsS ${encoding:+-H "Accept-Encoding: $encoding"} ${proxied:+-H "$PROXY_HEADER"} -o "$work_dir/from-site" "$site_url$path"
    curl -fsS ${encoding:+-H "Accept-Encoding: $encoding"} ${proxied:+-H "$PROXY_HEADER"} -o "$work_dir/from-nginx" "$nginx_url$path"
    cmp -s "$work_dir/from-site" "$work_dir/from-nginx" ||
      die "site and nginx send different bytes for $case_name ($path, ${encoding:-plain})"
  done
  log "site and nginx send identical bodies for all ${#CASES[@]} cases"
}

# --- wrk -----------------------------------------------------------------------------------

ALL_CASES=('home plain' 'home gzip' 'designs plain' 'designs gzip' 'asset plain' 'asset gzip' 'home gzip proxied')
IFS=, read -r -a CASES <<<"${BENCH_CASES:-$(IFS=,; echo "${ALL_CASES[*]}")}"
readonly ALL_CASES CASES
declare -A CASE_REQUEST # case name -> "path encoding [proxied]"
# What a reverse proxy in front of the site adds to every request; nginx gets it too.
readonly PROXY_HEADER='X-Forwarded-For: 203.0.113.7'
declare -A RESULT       # "server|case|pair" -> RESULT line from bench/report.lua

define_cases() {
  local designs='/designs?category=app-design'
  CASE_REQUEST=(
    ['home plain']='/home' ['home gzip']='/home gzip'
    ['designs plain']="$designs" ['designs gzip']="$designs gzip"
    ['asset plain']="$stylesheet" ['asset gzip']="$stylesheet gzip"
    ['home gzip proxied']='/home gzip proxied'
  )
}

# field NAME LINE: the value of NAME=value in a RESULT line.
field() {
  local name=$1 line=$2
  sed -n "s/.* $name=\([^ ]*\).*/\1/p" <<<" $line"
}

# run_wrk LOG_NAME SCRIPT CONNECTIONS DURATION URL [ENCODING] [HEADER]: runs wrk, prints its RESULT line.
run_wrk() {
  local log_name=$1 script=$2 connections=$3 duration=$4 url=$5 encoding=${6:-} header=${7:-}
  local threads=$((THREADS < connections ? THREADS : connections))
  wrk -t"$threads" -c"$connections" -d"$duration" --timeout 10s -s "$script" \
    ${encoding:+-H "Accept-Encoding: $encoding"} ${header:+-H "$header"} "$url" >"$RAW_DIR/$log_name.txt" 2>&1 ||
    die "wrk failed, see $RAW_DIR/$log_name.txt"
  grep '^RESULT ' "$RAW_DIR/$log_name.txt" || die "no RESULT line in $RAW_DIR/$log_name.txt"
}

errors_in() {
  local line=$1
  echo $(($(field connect_errors "$line") + $(field read_errors "$line") + $(field write_errors "$line") +
    $(field timeouts "$line") + $(field bad_status "$line")))
}

# CPU time (user + system) a server has used so far, in clock ticks: nginx counts its workers.
cpu_ticks() {
  local pids=("$1")
  [[ $1 == "$nginx_pid" ]] && pids+=($(pgrep -P "$nginx_pid"))
  local pid total=0
  for pid in "${pids[@]}"; do
    # Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
    total=$((total + $(sed 's/.*) //' "/proc/$pid/stat" | awk '{ print $12 + $13 }')))
  done
  echo "$total"
}

bench_one() {
  local server=$1 case_name=$2 pair=$3 base pid path encoding proxied line ticks_before cpu_us
  if [[ $server == site ]]; then base=$site_url pid=$site_pid; else base=$nginx_url pid=$nginx_pid; fi
  read -r path encoding proxied <<<"${CASE_REQUEST[$case_name]}"
  ticks_before=$(cpu_ticks "$pid")
  line=$(run_wrk "${case_name// /-}-$pair-$server" bench/report.lua "$CONNECTIONS" "$DURATION" "$base$path" "$encoding" \
    "${proxied:+$PROXY_HEADER}")
  # The server's own CPU time per answer: less sensitive than req/s to what else the machine runs.
  cpu_us=$(awk -v ticks=$(($(cpu_ticks "$pid") - ticks_before)) -v hz="$(getconf CLK_TCK)" \
    -v n="$(field requests "$line")" 'BEGIN { printf "%.1f", ticks / hz * 1e6 / n }')
  line+=" cpu_us_per_request=$cpu_us"
  RESULT["$server|$case_name|$pair"]=$line
  printf '  %-14s pair %d  %-5s %10s req/s  p50 %6s µs  p99 %7s µs  %6s B/response  CPU %5s µs/req  errors %s\n' \
    "$case_name" "$pair" "$server" "$(field rps "$line")" "$(field p50_us "$line")" \
    "$(field p99_us "$line")" "$(field bytes_per_response "$line")" "$cpu_us" "$(errors_in "$line")"
  (($(errors_in "$line") == 0)) || failures+=("$server had errors on $case_name (pair $pair)")
}

# Alternates the servers run by run (site, nginx, then nginx, site, ...) so machine drift and
# order effects hit both alike.
compare_side_by_side() {
  local case_name pair
  log "side by side: $PAIRS pairs x ${#CASES[@]} cases, wrk -t$THREADS -c$CONNECTIONS -d$DURATION"
  for case_name in "${CASES[@]}"; do
    for ((pair = 1; pair <= PAIRS; pair++)); do
      if ((pair % 2)); then
        bench_one site "$case_name" "$pair"
        bench_one nginx "$case_name" "$pair"
      else
        bench_one nginx "$case_name" "$pair"
        bench_one site "$case_name" "$pair"
      fi
    done
  done
}

median() {
  sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# median_of SERVER CASE FIELD: the median of a RESULT field over the pairs.
median_of() {
  local pair
  for ((pair = 1; pair <= PAIRS; pair++)); do
    field "$3" "${RESULT["$1|$2|$pair"]}"
  done | median
}

# median_ratio CASE FIELD: the median over the pairs of site's FIELD / nginx's FIELD.
median_ratio() {
  local pair
  for ((pair = 1; pair <= PAIRS; pair++)); do
    awk -v s="$(field "$2" "${RESULT["site|$1|$pair"]}")" -v n="$(field "$2" "${RESULT["nginx|$1|$pair"]}")" \
      'BEGIN { printf "%.3f\n", s / n }'
  done | median
}

at_least() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }

comparison_table() {
  local case_name ratio p99_ratio
  echo '| case | site req/s | nginx req/s | site/nginx | site p50 | nginx p50 | site p99 | nginx p99 | p99 site/nginx | CPU µs/req site | CPU µs/req nginx |'
  echo '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
  for case_name in "${CASES[@]}"; do
    ratio=$(median_ratio "$case_name" rps)
    p99_ratio=$(median_ratio "$case_name" p99_us)
    printf '| %s | %.0f | %.0f | **%.2f** | %.0f µs | %.0f µs | %.0f µs | %.0f µs | %.2f | %.1f | %.1f |\n' "$case_name" \
      "$(median_of site "$case_name" rps)" "$(median_of nginx "$case_name" rps)" "$ratio" \
      "$(median_of site "$case_name" p50_us)" "$(median_of nginx "$case_name" p50_us)" \
      "$(median_of site "$case_name" p99_us)" "$(median_of nginx "$case_name" p99_us)" "$p99_ratio" \
      "$(median_of site "$case_name" cpu_us_per_request)" "$(median_of nginx "$case_name" cpu_us_per_request)"
    if [[ $case_name == 'home gzip' ]]; then
      at_least "$ratio" "$MIN_HOME_GZIP_RATIO" ||
        failures+=("home gzip: site/nginx req/s is $ratio (bar: at least $MIN_HOME_GZIP_RATIO)")
      at_least "$MAX_P99_RATIO" "$p99_ratio" ||
        failures+=("home gzip: site p99 is $p99_ratio x nginx's (bar: at most $MAX_P99_RATIO)")
    fi
  done
}

# --- load and slow clients ------------------------------------------------------------------

load_run() {
  log "load: $LOAD_CONNECTIONS connections for $LOAD_DURATION on /home (gzip)"
  load_result=$(run_wrk load bench/load.lua "$LOAD_CONNECTIONS" "$LOAD_DURATION" "$site_url/home" gzip)
  load_socket_errors=$(($(field connect_errors "$load_result") + $(field read_errors "$load_result") +
    $(field write_errors "$load_result") + $(field timeouts "$load_result")))
  load_peak_rss=$(peak_rss_mib "$site_pid")
  ((load_socket_errors == 0)) || failures+=("load: $load_socket_errors socket errors")
  (($(field not_2xx "$load_result") == 0)) || failures+=("load: $(field not_2xx "$load_result") answers outside 2xx")
  log "  $load_result"
}

slow_clients_run() {
  log "slow clients: $SLOW_CLIENTS connections trickling headers byte by byte, wrk on /home meanwhile"
  "$work_dir/trickle" -addr "${site_url#http://}" -conns "$SLOW_CLIENTS" -max-wait 60s >"$RAW_DIR/trickle.txt" 2>&1 &
  trickle_pid=$!
  sleep 1
  slow_wrk_result=$(run_wrk during-trickle bench/report.lua "$CONNECTIONS" "$DURATION" "$site_url/home" gzip)
  wait "$trickle_pid" || die "trickle failed, see $RAW_DIR/trickle.txt"
  trickle_pid=''
  trickle_result=$(grep '^TRICKLE ' "$RAW_DIR/trickle.txt") || die "no TRICKLE line in $RAW_DIR/trickle.txt"
  log "  $trickle_result"
  log "  meanwhile: $slow_wrk_result"

  local baseline serving_ratio
  baseline=$(median_of site 'home gzip' rps)
  serving_ratio=$(awk -v d="$(field rps "$slow_wrk_result")" -v b="$baseline" 'BEGIN { printf "%.2f", d / b }')
  slow_serving_ratio=$serving_ratio
  (($(field still_open "$trickle_result") == 0)) ||
    failures+=("slow clients: $(field still_open "$trickle_result") trickling connections still open after 60 s")
  (($(field dial_errors "$trickle_result") == 0)) ||
    failures+=("slow clients: $(field dial_errors "$trickle_result") connections refused")
  (($(errors_in "$slow_wrk_result") == 0)) || failures+=("slow clients: wrk saw errors meanwhile")
  at_least "$serving_ratio" "$MIN_SERVING_UNDER_SLOW_CLIENTS" ||
    failures+=("slow clients: /home served at $serving_ratio x its usual rate meanwhile")
}

# --- POST /contact ---------------------------------------------------------------------------

# start_pg: a throwaway PostgreSQL (bench/pgserver); sets pg_url.
start_pg() {
  go build -o "$work_dir/pgserver" ./bench/pgserver
  "$work_dir/pgserver" >"$work_dir/pgserver.out" 2>"$work_dir/pgserver.log" &
  pg_pid=$!
  for _ in $(seq 600); do
    pg_url=$(sed -n 's/^URL //p' "$work_dir/pgserver.out")
    [[ -n $pg_url ]] && return
    kill -0 "$pg_pid" 2>/dev/null || { cat "$work_dir/pgserver.log" >&2; die "PostgreSQL did not start"; }
    sleep 0.1
  done
  die "PostgreSQL did not start within 60 s"
}

# contact_run STORE FLAGS...: POST /contact on a site of its own with that store, rate limit off.
contact_run() {
  local store=$1 port line
  shift
  port=$(free_port)
  SITE_DB=$work_dir/contact.db "$site_bin" -addr "127.0.0.1:$port" -access-log=false -contact-rate 0 "$@" \
    >"$work_dir/contact-site.log" 2>&1 &
  contact_pid=$!
  wait_until_serving "http://127.0.0.1:$port/readyz" "$contact_pid" "$work_dir/contact-site.log"
  line=$(run_wrk "contact-$store" bench/contact.lua "$CONTACT_CONNECTIONS" "$DURATION" "http://127.0.0.1:$port/contact")
  stop "$contact_pid"
  contact_pid=''
  CONTACT_RESULT[$store]=$line
  log "  POST /contact, $store: $line"
  (($(field not_created "$line") == 0 && $(errors_in "$line") == 0)) ||
    failures+=("POST /contact on $store: $(field not_created "$line") answers other than 201, $(errors_in "$line") errors")
}

declare -A CONTACT_RESULT
contact_runs() {
  log "POST /contact: wrk -t$THREADS -c$CONTACT_CONNECTIONS -d$DURATION, one valid enquiry a request, with each store"
  contact_run SQLite
  start_pg
  contact_run PostgreSQL -database-url "$pg_url"
  stop "$pg_pid"
  pg_pid=''
}

contact_line() {
  local line=${CONTACT_RESULT[$1]}
  printf '%s: %.0f enquiries/s, p50 %s µs, p99 %s µs, answers other than 201: %s' "$1" \
    "$(field rps "$line")" "$(field p50_us "$line")" "$(field p99_us "$line")" "$(field not_created "$line")"
}

# --- report --------------------------------------------------------------------------------

machine() {
  printf '%s x %s, %s MiB RAM, Linux %s; %s; nginx %s; %s' "$(nproc)" \
    "$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)" \
    "$(awk '/^MemTotal/ { printf "%d", $2 / 1024 }' /proc/meminfo)" "$(uname -r)" \
    "$(go version | awk '{ print $3 }')" "$(nginx -v 2>&1 | sed 's/.*nginx\///')" \
    "$(wrk -v 2>&1 | head -n 1 | awk '{ print $1, $2 }')"
}

write_report() {
  local verdict
  if ((${#failures[@]})); then
    verdict="FAIL: $(printf '%s; ' "${failures[@]}")"
    verdict=${verdict%; }
  else
    verdict=PASS
  fi
  cat <<EOF
# make bench, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')

Machine: $(machine).
Side by side on loopback, same bytes (checked), wrk -t$THREADS -c$CONNECTIONS -d$DURATION per run,
site and nginx alternating run by run, $PAIRS pairs per case; medians over the pairs.
Site: $site_bin with its access log off${BENCH_SITE_FLAGS:+, flags $BENCH_SITE_FLAGS}. nginx: $(nproc) workers, sendfile, gzip_static, access_log off.

$(<"$work_dir/table.md")

Peak RSS after the side-by-side runs: site $side_peak_rss MiB; nginx (master + workers) $nginx_peak_rss MiB.

Load, site only, wrk -t$THREADS -c$LOAD_CONNECTIONS -d$LOAD_DURATION on /home (gzip):
$(field requests "$load_result") requests ($(field rps "$load_result") req/s), p50 $(field p50_us "$load_result") µs,
p99 $(field p99_us "$load_result") µs, socket errors $load_socket_errors, answers outside 2xx $(field not_2xx "$load_result"),
site peak RSS $load_peak_rss MiB.

Slow clients: $(field opened "$trickle_result") connections trickling headers byte by byte;
the server closed $(field closed_by_server "$trickle_result") of them (median after $(field close_after_p50_ms "$trickle_result") ms,
last after $(field close_after_max_ms "$trickle_result") ms), still open: $(field still_open "$trickle_result").
Meanwhile /home (gzip) served $(field rps "$slow_wrk_result") req/s ($slow_serving_ratio x its usual rate),
p99 $(field p99_us "$slow_wrk_result") µs, errors $(errors_in "$slow_wrk_result").

POST /contact, a site of its own per store (rate limit off, no notification channel), wrk -t$THREADS -c$CONTACT_CONNECTIONS -d$DURATION,
each request one valid enquiry committed before its 201:
- $(contact_line SQLite) (one file, WAL, synchronous=FULL)
- $(contact_line PostgreSQL) (PostgreSQL $(ls /usr/lib/postgresql | sort -V | tail -n 1) on loopback, fsync on)

Verdict: $verdict
EOF
}

main() {
  require_tools
  raise_open_files_limit
  work_dir=$(mktemp -d -t designo-bench.XXXXXX)
  trap cleanup EXIT
  trap 'exit 130' INT TERM
  mkdir -p "$RAW_DIR"
  rm -f "$RAW_DIR"/*.txt

  build
  start_site
  save_site_bytes
  define_cases
  start_nginx
  check_same_bytes

  compare_side_by_side
  comparison_table >"$work_dir/table.md" # not in $(...): it records failures
  side_peak_rss=$(peak_rss_mib "$site_pid")
  nginx_peak_rss=$(nginx_peak_rss_mib)
  stop "$nginx_pid"
  nginx_pid=''

  load_run
  slow_clients_run
  contact_runs

  write_report >"$RESULTS_DIR/latest.md"
  echo
  cat "$RESULTS_DIR/latest.md"
  echo "(written to $RESULTS_DIR/latest.md, raw wrk output in $RAW_DIR/; the run took ${SECONDS} s)"
  ((${#failures[@]} == 0))
}

main "$@"
