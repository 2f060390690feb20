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
