#!/usr/bin/env bash
# Builds the DocC documentation of every module under Sources/ with the toolchain's own `docc`
# (no package plugin, so the package gains no dependency) and fails if DocC reports any
# warning: a broken ``link``, an ambiguous symbol, a parameter the doc comment gets wrong.
#
#   bash Scripts/docc.sh             # every module
#   bash Scripts/docc.sh TrellisPlug # some modules
#
# The archives go to .build-docc (git-ignored); the symbols come from the tests' debug build.
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

# Public symbols of every module, read from the modules of the package's debug build — the one
# the tests use, built first if it is not there — by SwiftPM's `dump-symbol-graph`, which writes
# every graph anew on each run. Extension blocks keep extensions of other modules' types (Swift
# Testing's traits, say) on their own pages. It reads library modules only, so an executable's
# module is read below the same way, with the build's modules and C module maps.
rm -rf "$scratch"
mkdir -p "$scratch"
dump_log="$scratch/dump-symbol-graph.log"
if ! swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >"$dump_log" 2>&1; then
    cat "$dump_log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$dump_log" | tail -1)
if [ ! -d "$graphs" ]; then
    cat "$dump_log" >&2
    echo "error: swift package dump-symbol-graph named no folder of symbol graphs" >&2
    exit 1
fi
modules_dir="$(swift build --show-bin-path)/Modules"
module_maps=()
for map in "$(dirname "$modules_dir")"/*.build/module.modulemap; do
    [ -e "$map" ] && module_maps+=(-Xcc "-fmodule-map-file=$map")
done
target=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

failed=()
total=0
while read -r module path; do
    if [ $# -gt 0 ] && [[ " $* " != *" $module "* ]]; then continue; fi

    # DocC documents one module at a time: its own graph and its extensions of other modules.
    moduleGraphs="$scratch/docc/symbol-graphs/$module"
    rm -rf "$moduleGraphs"
    mkdir -p "$moduleGraphs"
    # A module that re-exports others (the `Trellis` umbrella) documents their symbols as its
    # own, which `dump-symbol-graph` leaves out; so is read here too, naming them.
    reexported=$(grep -rhoE '@_exported (public )?import [A-Za-z0-9_]+' "$path" | awk '{ print $NF }' | sort -u | paste -sd, || true)
    if [ ! -e "$graphs/$module.symbols.json" ] || [ -n "$reexported" ]; then
        swift-symbolgraph-extract -module-name "$module" -target "$target" -I "$modules_dir" ${module_maps[@]+"${module_maps[@]}"} \
            -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs" \
            ${reexported:+"-experimental-allowed-reexported-modules=$reexported"}
    fi
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
