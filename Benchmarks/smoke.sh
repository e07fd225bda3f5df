#!/usr/bin/env bash
# CI smoke test of the benchmarks: builds the Benchmarks package, writes a small synthetic app, runs `stages` on it,
# builds its five wirings (the plugin's included) and runs each operation of the runtime benchmark once, the child
# graph's included, which fails when the wirings disagree on the graph; then makes each edit of the edit–rebuild
# loop (loop-edits.sh) in the plugin's and the hand-written wirings, builds them again and runs the benchmark once
# more. It asserts no timings. Its downloads are Swinject and swift-dependencies with its packages, which SwiftPM
# fetches for the runtime benchmark; swift-syntax is checked out but not built. The package that uses
# swift-dependencies' macros (SwiftDependenciesMacro) is left out: building swift-syntax would add some three and a
# half minutes (Benchmarks/README.md, "CI's smoke run").
set -euo pipefail

benchmarks=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== synthesize"
swift build --package-path "$benchmarks" --product synthesize
"$benchmarks/.build/debug/synthesize" --components 100 --output "$work"

echo "== stages (Wiring's pipeline a stage at a time, as section 1 of run.sh runs it)"
swift build --package-path "$benchmarks" --product stages
"$benchmarks/.build/debug/stages" "$work/Generated/Sources/GeneratedApp" "$work/AppGraph.swift"

echo "== the hand-wired packages (the graph in one file, and spread over feature areas)"
swift build --package-path "$work/HandWired"
swift build --package-path "$work/HandWiredSpread"

echo "== the runtime benchmark (generated, hand-written, Swinject and swift-dependencies wirings)"
swift build --package-path "$work/Runtime"
"$work/Runtime/.build/debug/RuntimeBenchmark" --quick

# (`child-body` changes a checksum, so the wirings that no edit reaches, Swinject's and swift-dependencies', would
# disagree: it is left out.)
echo "== the edit–rebuild loop's edits (run.sh section 5), each made in every wiring, which must still agree"
source "$benchmarks/loop-edits.sh"
for kind in body method init-parameter component child-interface; do
    edit_package "$work/Generated/Sources/GeneratedApp" "$kind"
    edit_package "$work/HandWiredSpread/Sources/HandWiredSpreadApp" "$kind" \
        "$work/HandWiredSpread/Sources/HandWiredSpreadApp/Wiring/Area0000Wiring.swift"
    edit_package "$work/HandWired/Sources/HandWiredApp" "$kind" "$work/HandWired/Sources/HandWiredApp/HandWiredGraph.swift"
done
swift build --package-path "$work/HandWiredSpread"
swift build --package-path "$work/Runtime"
"$work/Runtime/.build/debug/RuntimeBenchmark" --quick
