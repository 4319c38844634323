#!/usr/bin/env bash
# Builds the DocC documentation of every module under Sources/ with the toolchain's own `docc`
# (no package plugin, so the package gains no dependency) and fails if DocC reports any
# warning: a broken ``link``, an ambiguous symbol, a parameter the doc comment gets wrong.
#
#   bash Scripts/docc.sh             # every module
#   bash Scripts/docc.sh TrellisPlug # some modules
#
# The build and the archives go to .build-docc (git-ignored), apart from the test build.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
    export PATH=/opt/swift/usr/bin:$PATH
fi
# `docc` ships beside `swift` in the toolchain; Xcode's is reached through xcrun.
if command -v docc >/dev/null 2>&1; then
    docc=(docc)
elif command -v xcrun >/dev/null 2>&1; then
    docc=(xcrun docc)
else
    echo "error: docc not found; it ships with the Swift toolchain (usr/bin/docc)" >&2
    exit 1
fi

scratch=.build-docc

# Every Swift library and executable module whose sources live under Sources/, as
# `name path`. (A C module has no Swift symbols for DocC; its Swift callers document it.)
modules() {
    swift package describe | awk '
        /^Targets:/ { inTargets = 1 }
        inTargets && /^    Name: /         { name = $2 }
        inTargets && /^    Type: /         { type = $2 }
        inTargets && /^    Module type: /  { language = $3 }
        inTargets && /^    Path: /         {
            if ((type == "library" || type == "executable") && language == "SwiftTarget" && $2 ~ /^Sources\//) print name, $2
        }'
}

list=$(modules)
if [ -z "$list" ]; then
    echo "error: swift package describe listed no module under Sources/" >&2
    exit 1
fi

# Public symbols of every module, written by the compiler as it builds (a debug build of its
# own, so the tests' build is left alone). Extension blocks keep extensions of other modules'
# types (Swift Testing's traits, say) on their own pages. The compiler writes a module's graphs
# only when it rebuilds that module, and an extension's graph only when the extension changed,
# so graphs kept from an earlier run cannot be told apart from current ones: every run starts
# from an empty scratch folder (about half a minute on two cores).
graphs="$scratch/symbol-graphs"
rm -rf "$scratch"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols

failed=()
total=0
while read -r module path; do
    if [ $# -gt 0 ] && [[ " $* " != *" $module "* ]]; then continue; fi

    # DocC documents one module at a time: its own graph and its extensions of other modules.
    moduleGraphs="$scratch/docc/symbol-graphs/$module"
    rm -rf "$moduleGraphs"
    mkdir -p "$moduleGraphs"
    cp "$graphs/$module.symbols.json" "$moduleGraphs/"
    for extensionGraph in "$graphs/$module@"*.symbols.json; do
        [ -e "$extensionGraph" ] && cp "$extensionGraph" "$moduleGraphs/"
    done

    catalog=()
    [ -d "$path/Documentation.docc" ] && catalog=("$path/Documentation.docc")

    printf '\n==> docc convert %s\n' "$module"
    log="$scratch/docc/$module.log"
    status=0
    "${docc[@]}" convert ${catalog[@]+"${catalog[@]}"} \
        --additional-symbol-graph-dir "$moduleGraphs" \
        --output-path "$scratch/docc/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "trellis.$module" >"$log" 2>&1 || status=$?
    # Print the diagnostics; leave out the progress lines of a clean run.
    grep -v -e '^Finished building documentation' -e '^Generated documentation archive' "$log" || true

    # Counted here rather than with --warnings-as-errors, so they read as the warnings they are.
    count=$(grep -c -E '^(warning|error): ' "$log" || true)
    total=$((total + count))
    if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
        failed+=("$module ($count)")
    fi
done <<<"$list"

if [ ${#failed[@]} -ne 0 ]; then
    printf '\nDocC reported %d diagnostic(s) in: %s\n' "$total" "${failed[*]}" >&2
    exit 1
fi
printf '\nDocC: no warnings.\n'
