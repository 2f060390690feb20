# step NAME COMMAND...: runs a step of the test scripts, printing its name first and its time after.
# summary: the time of every step so far. Sourced by check.sh and test.sh.
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
