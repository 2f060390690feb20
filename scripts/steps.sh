# step NAME COMMAND...: runs a step of the test scripts, printing its name first and its time after.
# summary: the time of every step so far. Sourced by check.sh and test.sh.

# Go's build cache keys a package by its files and, unless paths are trimmed, by the folder it lies
# in: every fresh clone (CI's, the newcomer's scratch copy) compiled, vetted and staticchecked the
# whole module again, some 380 s of processor time in make test. Trimmed, a clone reuses what any
# other copy of the same files built.
# (test.sh sources this, then runs check.sh, which sources it again: the flag is added once.)
[[ " ${GOFLAGS:-} " = *" -trimpath "* ]] || export GOFLAGS="-trimpath${GOFLAGS:+ $GOFLAGS}"
steps=()
step() {
  local name=$1 start=$SECONDS
  shift
  printf '\n==> %s\n' "$name"
  "$@"
  steps+=("$(printf '%5d s  %s' $((SECONDS - start)) "$name")")
  printf '<== %s: %d s\n' "$name" $((SECONDS - start))
}
summary() {
  printf '\nSteps:\n'
  printf '  %s\n' "${steps[@]}"
  printf '  %5d s  in all\n' "$SECONDS"
}

# beside DIR NAME COMMAND...: starts a part of a step in the background, its output kept in DIR.
# wait_beside DIR: waits for every part, printing each one's output, time and processor time (user +
# system, of every process it waited for: on two shared cores a part's wall time says more of its
# neighbours than of itself) as it ends; fails when any part failed. Not counted: what the part's
# processes did not wait for, Chromium's renderers (forked by its zygote) and a PostgreSQL started
# with pg_ctl. Against the machine's own count (/proc/stat) the islands suite alone used 94 s, of
# which 35 s are counted here; the inbox suite 144 s, of which 59 s.
beside() {
  local dir=$1 name=$2
  shift 2
  local n
  n=$(find "$dir" -name '*.name' | wc -l)
  printf '%s' "$name" >"$dir/$n.name"
  # Its status is taken as it exits, never tested in a condition: there a shell function's failing
  # steps would not stop it (set -e is ignored inside whatever a condition runs).
  ( start=$SECONDS
    trap 'code=$?; times >"$dir/$n.times"; echo "$code $((SECONDS - start))" >"$dir/$n.done"' EXIT
    "$@" >"$dir/$n.log" 2>&1 ) &
}
# The processor time, in whole seconds, that `times` wrote to FILE: its second line, the processes the
# shell waited for (a command substitution is a process of its own, so the part's trap writes a file).
processor_seconds() {
  awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"
}
wait_beside() {
  local dir=$1 status=0 left n name code took
  left=$(find "$dir" -name '*.name' | wc -l)
  declare -A printed=()
  while [ "$left" -gt 0 ]; do
    for done_file in "$dir"/*.done; do
      [ -e "$done_file" ] || continue
      n=$(basename "$done_file" .done)
      [ -z "${printed[$n]:-}" ] || continue
      printed[$n]=1
      left=$((left - 1))
      name=$(cat "$dir/$n.name")
      read -r code took <"$done_file"
      cpu=$(processor_seconds "$dir/$n.times")
      printf '\n--- %s: %s in %d s (%d s of processor time) ---\n' "$name" "$([ "$code" = 0 ] && echo passed || echo "FAILED (exit $code)")" "$took" "$cpu"
      cat "$dir/$n.log"
      [ "$code" = 0 ] || status=1
    done
    if [ "$left" -gt 0 ]; then sleep 1; fi
  done
  wait
  return "$status"
}
