#!/usr/bin/env bash
# What depending on a library costs at build time: makes a hello-world executable that depends
# on nothing, on Trellis, on Swinject and on swift-dependencies, each in a new package in a
# temporary folder, and times `swift package resolve` and a clean debug `swift build` of each.
#
#   bash Benchmarks/Scripts/build-cost.sh            # prints an aligned table
#   bash Benchmarks/Scripts/build-cost.sh --markdown # prints a Markdown table
#
# Builds run one after another; on a busy machine the times grow, so compare rows of one run.
set -euo pipefail

markdown=false
[ "${1:-}" = "--markdown" ] && markdown=true

if ! command -v swift >/dev/null 2>&1; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-build-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# make_package NAME DEPENDENCY_LINE PRODUCT_LINE IMPORT BODY
make_package() {
    local name=$1 dependency=$2 product=$3 import=$4 body=$5
    mkdir -p "$work/hello-$name/Sources/hello"
    cat > "$work/hello-$name/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "hello-$name",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [$dependency],
    targets: [.executableTarget(name: "hello", dependencies: [$product])]
)
MANIFEST
    printf '%s\n\n%s\n' "$import" "$body" > "$work/hello-$name/Sources/hello/main.swift"
}

make_package none "" "" "// No dependency." 'print("Hello")'

make_package trellis \
    ".package(name: \"Trellis\", path: \"$repo\")" \
    '.product(name: "Trellis", package: "Trellis")' \
    'import Trellis' \
    'enum GreetingKey: InjectionKey { static let defaultValue = "Hello" }
print(InjectedValues[GreetingKey.self])'

make_package swinject \
    '.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")' \
    '.product(name: "Swinject", package: "Swinject")' \
    'import Swinject' \
    'let container = Container()
container.register(String.self) { _ in "Hello" }
print(container.resolve(String.self)!)'

make_package swift-dependencies \
    '.package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1")' \
    '.product(name: "Dependencies", package: "swift-dependencies")' \
    'import Dependencies' \
    'enum GreetingKey: DependencyKey { static let liveValue = "Hello" }
extension DependencyValues {
    var greeting: String { self[GreetingKey.self] }
}
func greet() {
    @Dependency(\.greeting) var greeting
    print(greeting)
}
greet()'

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

rows=()
for name in none trellis swinject swift-dependencies; do
    package="$work/hello-$name"
    echo "building $name …" >&2
    start=$(now)
    swift package --package-path "$package" resolve >"$work/hello-$name.log" 2>&1 || { cat "$work/hello-$name.log" >&2; exit 1; }
    resolved=$(now)
    swift build --package-path "$package" >>"$work/hello-$name.log" 2>&1 || { cat "$work/hello-$name.log" >&2; exit 1; }
    built=$(now)
    output=$("$package/.build/debug/hello")
    [ "$output" = "Hello" ] || { echo "error: $name printed '$output'" >&2; exit 1; }
    packages=$(find "$package/.build/checkouts" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | wc -l)
    [ "$name" = trellis ] && packages=1
    # Targets compiled: the build folders that received object files (SwiftPM makes folders
    # for targets it does not build, such as swift-syntax's here).
    modules=$(find "$package/.build/debug/" -name '*.o' | grep -oE '/debug/[^/]+\.build/' | sort -u | wc -l)
    rows+=("$name|$packages|$modules|$(seconds "$start" "$resolved")|$(seconds "$resolved" "$built")")
done

cores=$(getconf _NPROCESSORS_ONLN)
if $markdown; then
    echo "| hello world depending on | packages resolved | targets compiled | resolve (s) | clean debug build (s) |"
    echo "|---|--:|--:|--:|--:|"
    for row in "${rows[@]}"; do
        IFS='|' read -r name packages modules resolve build <<<"$row"
        echo "| $name | $packages | $modules | $resolve | $build |"
    done
else
    printf '%-26s %17s %17s %12s %22s\n' "hello world depending on" "packages resolved" "targets compiled" "resolve (s)" "clean debug build (s)"
    for row in "${rows[@]}"; do
        IFS='|' read -r name packages modules resolve build <<<"$row"
        printf '%-26s %17s %17s %12s %22s\n' "$name" "$packages" "$modules" "$resolve" "$build"
    done
fi
echo "($cores cores, $(swift --version 2>/dev/null | head -1))"
