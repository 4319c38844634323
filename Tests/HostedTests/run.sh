#!/usr/bin/env bash
# An app that hosts its tests, on Linux: Xcode's default for an iOS app's test target. The app
# starts first — it installs a value and plugs an action for the process, and reads keys, so
# the kit records their defaults as made — and only then is the test bundle, which holds
# TrellisTesting, loaded into the same process with dlopen. TrellisTestingLoad's constructor
# fires as the bundle loads, and the bundle's XCTest cases must read the keys' test values,
# not what the app's start-up fixed.
#
#   bash Tests/HostedTests/run.sh
#
# The layout, this folder's package built once by SwiftPM into .build-hosted/:
#
#   hosted-app              the app: main.swift, HostApp (its keys, its action, its start-up)
#                           and the kit's core (Trellis and every module under it), linked
#                           statically by SwiftPM and exported (--export-dynamic), as an iOS
#                           app holds the kit it links and exports it to its test bundle
#                           through BUNDLE_LOADER. It links neither XCTest nor TrellisTesting.
#   libHostedBundle.so      the test bundle: HostedTestsBundle (the tests and the entry point
#                           `hosted_tests_run`), TrellisTesting, TrellisTestingLoad and
#                           PropertyBased, linked here with swiftc. It holds no core module: the
#                           core's symbols stay undefined and bind, at dlopen, to the app's.
#   libHostedBundleAlone.so what SwiftPM makes of a dynamic product of HostedTestsBundle: every
#                           dependency linked in, the core too, so a second registry. Never
#                           loaded; its list of objects, less the app's, is the bundle's.
#
# The app loads the bundle named by XCTestBundlePath, as XCTest's injection does in an app Xcode
# starts for its tests; that variable is also how the test kit tells an XCTest process. The
# probe fails unless the registry is defined once, in the app, and the app and the bundle share
# no definition at all (else it could pass with two registries), and unless every test ran and
# passed. One of them must catch the failure a read of a key with no test value records.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Swift 6.3 lives in /opt/swift on the project's Linux machines; use it when swift is not on PATH.
if ! command -v swift >/dev/null 2>&1; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

scratch=.build-hosted
build=(swift build --package-path Tests/HostedTests --scratch-path "$scratch")
echo "==> ${build[*]} --product hosted-app / HostedBundleAlone"
started=$SECONDS
"${build[@]}" --product hosted-app
"${build[@]}" --product HostedBundleAlone
bin=$("${build[@]}" --show-bin-path)
app=$bin/hosted-app
alone=$bin/libHostedBundleAlone.so
bundle=$bin/libHostedBundle.so

# The bundle's objects: those SwiftPM links into the dynamic product, less those in the app.
objects=$bin/HostedBundle.LinkFileList
LC_ALL=C comm -13 \
    <(LC_ALL=C sort "$bin/hosted-app.product/Objects.LinkFileList") \
    <(LC_ALL=C sort "$bin/HostedBundleAlone.product/Objects.LinkFileList") >"$objects"
for module in HostedTestsBundle TrellisTesting TrellisTestingLoad PropertyBased; do
    if ! grep -q "/$module.build/" "$objects"; then
        echo "FAIL: the bundle's objects hold nothing of $module" >&2
        exit 1
    fi
done
echo "==> swiftc -emit-library -o $bundle ($(wc -l <"$objects") objects: the bundle's targets, none of the app's)"
swiftc -emit-library -module-name HostedBundle -o "$bundle" @"$objects" -g
echo "built in $((SECONDS - started)) s"

# One registry: `Storage.registry`'s storage is defined in the app and nowhere in the bundle,
# and the two define no global symbol in common (the linker's own markers aside).
registry='$s14TrellisStorage0B0O8registryAA8RegistryCvpZ'  # static TrellisStorage.Storage.registry
defined() { nm --defined-only -g "$1" | awk '{print $3}' | grep -v -x -E '__bss_start|_edata|_end' | LC_ALL=C sort -u; }
in_app=$(defined "$app" | grep -c -x -F "$registry" || true)
in_bundle=$(defined "$bundle" | grep -c -x -F "$registry" || true)
in_alone=$(defined "$alone" | grep -c -x -F "$registry" || true)
exported=$(nm -D --defined-only "$app" | awk '{print $3}' | grep -c -x -F "$registry" || true)
shared=$(LC_ALL=C comm -12 <(defined "$app") <(defined "$bundle") | wc -l)
hook_in_app=$(defined "$app" | grep -c -x trellis_testing_loaded || true)
hook_in_bundle=$(defined "$bundle" | grep -c -x trellis_testing_loaded || true)
echo
echo "registry ($registry) defined: hosted-app $in_app (exported $exported), libHostedBundle.so $in_bundle"
echo "global symbols both define: $shared; trellis_testing_loaded defined: hosted-app $hook_in_app, libHostedBundle.so $hook_in_bundle"
echo "(SwiftPM's own dynamic product, libHostedBundleAlone.so, defines the registry $in_alone time(s): a second copy)"
if [ "$in_app" -ne 1 ] || [ "$exported" -ne 1 ] || [ "$in_bundle" -ne 0 ] || [ "$shared" -ne 0 ]; then
    echo "FAIL: the app and the bundle do not share one copy of the core" >&2
    LC_ALL=C comm -12 <(defined "$app") <(defined "$bundle") | head -20 >&2 || true
    exit 1
fi
if [ "$hook_in_app" -ne 0 ] || [ "$hook_in_bundle" -ne 1 ]; then
    echo "FAIL: TrellisTesting's load hook must be in the bundle only" >&2
    exit 1
fi

echo
echo "==> XCTestBundlePath=$bundle $app"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
XCTestBundlePath="$bundle" "$app" 2>&1 | tee "$log" || status=$?

echo
if [ "$status" -ne 0 ]; then
    echo "hosted tests: FAILED (the app exited with $status)"
    grep -E ": error: |^app: |^bundle: |Fatal error" "$log" | head -20 || true
    exit 1
fi
summary=$(grep -E '^bundle: ' "$log" | tail -1)
echo "hosted tests: passed: one registry, in the app; ${summary#bundle: }"
