#!/usr/bin/env bash
# Builds trellis-check and runs its tests against each swift-syntax version named — by default
# the two ends of the range Check/Package.swift allows, 602.0.0 and 603.0.1 — with that version
# pinned exactly, in a copy of Check beside links to the rest of the repository (the tests read
# the kit, the Gallery and Consumers next to Check). Each version builds swift-syntax anew: about
# ten minutes on two cores, so this is run by hand when the range changes, not in CI.
#
#   bash Check/Scripts/swift-syntax-versions.sh [VERSION ...]
#
# A scratch folder per version is kept under $TMPDIR (or /tmp), so running it again for the
# same version rebuilds only what changed.
set -euo pipefail

check="$(cd "$(dirname "$0")/.." && pwd)"
repository="$(dirname "$check")"
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(602.0.0 603.0.1)
work="${TMPDIR:-/tmp}/trellis-check-swift-syntax"

for version in "${versions[@]}"; do
    root="$work/$version/repository"
    rm -rf "$root"
    mkdir -p "$root/Check"
    for entry in "$repository"/* ; do
        [ "$(basename "$entry")" = Check ] || ln -s "$entry" "$root/$(basename "$entry")"
    done
    (cd "$check" && tar --exclude=.build --exclude='.build-*' --exclude=Package.resolved -cf - .) | tar -xf - -C "$root/Check"
    sed -i.original "s|\(swiftlang/swift-syntax\", \)[^)]*|\1exact: \"$version\"|" "$root/Check/Package.swift"
    grep -q "exact: \"$version\"" "$root/Check/Package.swift" || { echo "could not pin swift-syntax $version in Package.swift" >&2; exit 1; }
    echo "== swift-syntax $version"
    log="$work/$version/build.log"
    if ! swift build --package-path "$root/Check" --scratch-path "$work/$version/build" --build-tests > "$log" 2>&1; then
        { grep -E "error:" "$log" || tail -n 20 "$log"; } | head -n 20 >&2
        echo "swift-syntax $version: the build failed ($log)" >&2
        exit 1
    fi
    grep -E "warning:" "$log" || echo "built with no warning"
    swift test --package-path "$root/Check" --scratch-path "$work/$version/build" --skip-build 2>&1 | tail -n 1
done
