#!/usr/bin/env bash
# Checks the release build of the engine's read path: whatever a read copies out of a box it
# retains before `trellis_retract_word_opaque` retracts the box's hazard word (README.md).
#
#   bash Tests/ReadPathCodegen/check.sh                          the host (x86_64-unknown-linux-gnu on Linux)
#   bash Tests/ReadPathCodegen/check.sh arm64-apple-macosx15.0   another target, with its SDK (xcrun on macOS)
#   bash Tests/ReadPathCodegen/check.sh arm64_32-apple-watchos11.0
#   KEEP=1 bash Tests/ReadPathCodegen/check.sh                   keep the build directory and print it
#
# Compiles TrellisSupport, TrellisStorage and TrellisInjection as `swift build -c release` does
# (-O, whole module, the kit's language settings, one package name so the probes reach the
# engine's package API), then the probes against them, to assembly; and checks the listings:
#
#   1. the probes (Probes/ReadPathProbes.swift): every one must pass;
#   2. the same listing with, in each probe, the retain nearest before its retraction moved after
#      it: every one must fail (the check notices a sunk retain in each probe's real code);
#   3. the negative probes (Probes/ReadPathNegativeProbes.swift), deliberately wrong reads
#      compiled for real: every one must fail;
#   4. hand-written arm64 and arm64_32 listings (Fixtures/), which check the Apple instruction
#      patterns on any machine: *.pass.s must pass, and each with the edits of its *.fail.json
#      (make_failing_listing.py) must fail.
#
# Exits non-zero when any of them does not come out as it must.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
checker=(python3 "$here/check_listing.py")

# Swift 6.3 lives in /opt/swift on the project's Linux machines; use it when swift is not on PATH.
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

triple=${1:-}
if [ -z "$triple" ]; then
    if command -v xcrun >/dev/null 2>&1; then
        host=(xcrun --sdk macosx swiftc)
    else
        host=(swiftc)
    fi
    triple=$("${host[@]}" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
fi

case "${triple%%-*}" in
    x86_64) arch=x86_64 ;;
    arm64 | arm64e | arm64_32 | aarch64) arch=arm64 ;;
    *)
        echo "no instruction patterns for ${triple%%-*} (the check knows x86_64, arm64, arm64e, arm64_32)" >&2
        exit 64
        ;;
esac

# The compiler and SDK for the triple: on an Apple triple, the Xcode SDK that xcrun names.
swiftc=(swiftc)
sdk=()
darwin=()
demangler=$(command -v swift-demangle || true)
case "$triple" in
    *-apple-*)
        darwin=(--darwin)
        case "$triple" in
            *-apple-macos*) sdk_name=macosx ;;
            *-apple-ios*-simulator) sdk_name=iphonesimulator ;;
            *-apple-ios*) sdk_name=iphoneos ;;
            *-apple-watchos*-simulator) sdk_name=watchsimulator ;;
            *-apple-watchos*) sdk_name=watchos ;;
            *-apple-tvos*-simulator) sdk_name=appletvsimulator ;;
            *-apple-tvos*) sdk_name=appletvos ;;
            *-apple-xros*-simulator | *-apple-visionos*-simulator) sdk_name=xrsimulator ;;
            *-apple-xros* | *-apple-visionos*) sdk_name=xros ;;
            *)
                echo "no SDK known for $triple" >&2
                exit 64
                ;;
        esac
        if ! command -v xcrun >/dev/null 2>&1 || ! sdk_path=$(xcrun --sdk "$sdk_name" --show-sdk-path 2>/dev/null); then
            echo "cannot check $triple here: no $sdk_name SDK (xcrun --sdk $sdk_name, on macOS with Xcode)" >&2
            exit 69
        fi
        swiftc=("$(xcrun --sdk "$sdk_name" --find swiftc)")
        sdk=(-sdk "$sdk_path")
        demangler=$(xcrun --find swift-demangle 2>/dev/null || true)
        ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-read-path-codegen.XXXXXX")"
if [[ "${KEEP:-0}" == 1 ]]; then
    echo "build directory: $work"
else
    trap 'rm -rf "$work"' EXIT
fi
modules="$work/Modules"
mkdir -p "$modules"

# The C target's module, as SwiftPM makes it for a target whose include/ holds its one header.
cat >"$modules/module.modulemap" <<EOF
module TrellisThreads {
    umbrella header "$root/Sources/TrellisThreads/include/TrellisThreads.h"
    export *
}
EOF

# What `swift build -c release` passes for the kit's Swift targets (Package.swift's settings).
flags=(
    -target "$triple" ${sdk[@]+"${sdk[@]}"}
    -O -whole-module-optimization -parse-as-library -swift-version 6
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
    -DSWIFT_PACKAGE
    -package-name trellis
    -I "$modules" -Xcc -fmodule-map-file="$modules/module.modulemap"
    -module-cache-path "$work/ModuleCache"
)

echo "==> $triple: the engine's modules and the probes, -O, whole module (${swiftc[*]})"
for module in TrellisSupport TrellisLeaks TrellisStorage TrellisInjection; do
    sources=()
    while IFS= read -r source; do sources+=("$source"); done < <(find "$root/Sources/$module" -name '*.swift' | sort)
    if ! "${swiftc[@]}" "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$modules/$module.swiftmodule" \
        -c -o "$work/$module.o" "${sources[@]}"; then
        echo "cannot compile $module for $triple (is its SDK or standard library installed?)" >&2
        exit 1
    fi
done
"${swiftc[@]}" "${flags[@]}" -module-name ReadPathProbes -S -o "$work/ReadPathProbes.s" "$here/Probes/ReadPathProbes.swift"
"${swiftc[@]}" "${flags[@]}" -module-name ReadPathNegativeProbes -S -o "$work/ReadPathNegativeProbes.s" \
    "$here/Probes/ReadPathNegativeProbes.swift"

common=(--arch "$arch" ${darwin[@]+"${darwin[@]}"})
if [ -n "$demangler" ]; then common+=(--demangler "$demangler"); fi
failures=()

# Runs one check; a check that does not come out as it must is named in the summary.
run() {
    local title=$1
    shift
    echo
    echo "==> $title"
    if ! "${checker[@]}" "$@"; then failures+=("$title"); fi
}

run "$triple: the probes (every one must pass)" \
    "$work/ReadPathProbes.s" --module ReadPathProbes "${common[@]}"
run "$triple: the probes with each retain moved after its retraction (every one must fail)" \
    "$work/ReadPathProbes.s" --module ReadPathProbes "${common[@]}" --mutations
run "$triple: the negative probes (every one must fail)" \
    "$work/ReadPathNegativeProbes.s" --module ReadPathNegativeProbes "${common[@]}" --expect-failures
for fixture in "$here"/Fixtures/*.pass.s; do
    name=$(basename "$fixture" .pass.s)
    apple=(--module ReadPathProbes --arch arm64 --darwin ${demangler:+--demangler "$demangler"})
    run "hand-written listing $name.pass.s (must pass)" "$fixture" "${apple[@]}"
    # Its failing twin: the same listing with the edits of $name.fail.json.
    if python3 "$here/make_failing_listing.py" "$fixture" "$here/Fixtures/$name.fail.json" "$work/$name.fail.s"; then
        run "hand-written listing $name.pass.s, edited by $name.fail.json (must fail)" "$work/$name.fail.s" "${apple[@]}" --expect-failures
    else
        failures+=("$name.fail.json no longer applies to $name.pass.s")
    fi
done

echo
if ((${#failures[@]})); then
    echo "read-path codegen check FAILED for $triple:"
    printf '  - %s\n' "${failures[@]}"
    exit 1
fi
echo "read-path codegen check passed for $triple"
