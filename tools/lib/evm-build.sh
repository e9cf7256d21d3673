# Sourced by the commands in bin/, after they set ROOT: reads the paths of
# the build they run (evm-paths.sh in EVM_BUILD_DIR, default build/), or
# stops with a message saying how to make one, exit status 2.
#   evm_use_build NAME      NAME: the command, for the message
evm_use_build() {
  BUILD="${EVM_BUILD_DIR:-$ROOT/build}"
  if [[ ! -f "$BUILD/evm-paths.sh" ]]; then
    if [[ -n "${EVM_BUILD_DIR:-}" ]]; then
      echo "$1: error: no EVM build in $BUILD (EVM_BUILD_DIR); run scripts/build.sh (--debug for build-debug/) or unset EVM_BUILD_DIR" >&2
    else
      echo "$1: error: no EVM build in $BUILD; run scripts/build.sh first" >&2
    fi
    exit 2
  fi
  # shellcheck source=/dev/null
  source "$BUILD/evm-paths.sh"
}
