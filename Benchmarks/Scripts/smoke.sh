#!/usr/bin/env bash
# Builds the benchmark package in release mode and runs every case briefly, so it never rots.
# Exits non-zero if the build fails or any case does not do what it claims.
# The figures of a smoke run are indicative only; BENCHMARKS.md gives the full-run command.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v swift >/dev/null 2>&1; then
    export PATH=/opt/swift/usr/bin:$PATH
fi

swift run -c release --package-path Benchmarks trellis-bench --smoke
