# SPDX-License-Identifier: MIT
# Shared by scripts/bootstrap, scripts/test and .ci/run (sourced, not run).

# ensure_packages PACKAGE...: installs the Debian packages that are missing, and only those.
# A package counts only in this machine's architecture (or "all"), or in the one its name
# gives (libhwy-dev:arm64): after scripts/cross-aarch64, libhwy-dev:arm64 is installed, and
# the native build still needs libhwy-dev itself.
ensure_packages() {
    local missing=() p arch want
    arch=$(dpkg --print-architecture)
    for p in "$@"; do
        want=$arch
        [[ $p == *:* ]] && want=${p##*:}
        dpkg-query -W -f='${Status} ${Architecture}\n' "$p" 2>/dev/null |
            grep -Eq "install ok installed ($want|all)$" || missing+=("$p")
    done
    ((${#missing[@]})) || return 0
    echo "installing ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    # The package lists are updated once per machine and day, not on every call.
    if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mmin -1440 2>/dev/null | head -1)" ]; then
        $sudo apt-get update -qq
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# stage NAME COMMAND...: runs COMMAND and prints how long it took, so a log shows where
# the time goes (docs/ci.md keeps the breakdown).
stage() {
    local name="$1" start status=0
    shift
    start=$(date +%s)
    echo "== $name"
    "$@" || status=$?
    echo "== $name: $(($(date +%s) - start)) s$( ((status)) && echo ", FAILED (exit status $status)")"
    return "$status"
}

# build_log DIR TARGET...: builds TARGETs (all when none) in DIR, the output into
# DIR/build.log; on failure prints the errors and says where the log is. TESSERA_JOBS
# limits the parallel compiles (default: one per core).
build_log() {
    local dir="$1"
    shift
    local targets=()
    (($#)) && targets=(--target "$@")
    if ! cmake --build "$dir" -j"${TESSERA_JOBS:-$(nproc)}" "${targets[@]}" >"$dir/build.log" 2>&1; then
        grep -E 'error|Error' -A5 "$dir/build.log" | head -80 >&2
        echo "the build failed; the full log is $dir/build.log" >&2
        return 1
    fi
}
