#!/usr/bin/env bash
# Builds the DocC documentation of WiringCore with the toolchain's own `docc`, without swift-docc-plugin (a package
# dependency Wiring does not take). Fails on any DocC warning, such as a link to a symbol that no longer exists.
#
#   Tools/build-docs.sh [output folder]     (default: .build-docs/WiringCore.doccarchive)
#
# Then preview it with `docc preview Sources/WiringCore/WiringCore.docc --additional-symbol-graph-dir
# .build-docs/symbol-graphs`, or serve the archive's files. Tests/WiringIntegrationTests/DocumentationCatalogTests.swift
# runs this script, so the catalog is checked with the same commands.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
output=${1:-$root/.build-docs/WiringCore.doccarchive}
# A scratch folder of its own, so that this build never waits on (or disturbs) another build of the package.
scratch=${WIRING_DOCS_SCRATCH:-$root/.build-docs}
symbols=$scratch/symbol-graphs
docc=${DOCC:-$(command -v docc || xcrun --find docc)}

# 1. The module, compiled as usual.
swift build --package-path "$root" --scratch-path "$scratch" --target WiringCore

# 2. Its symbol graph: every public declaration with its doc comment, read from the compiled module.
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
modules=$(swift build --package-path "$root" --scratch-path "$scratch" --show-bin-path)/Modules
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
rm -rf "$symbols"
mkdir -p "$symbols"
swift symbolgraph-extract -module-name WiringCore -target "$triple" ${sdk[@]+"${sdk[@]}"} -I "$modules" \
    -minimum-access-level public -output-dir "$symbols"

# 3. The catalog and the symbol graph, converted to a documentation archive.
rm -rf "$output"
"$docc" convert "$root/Sources/WiringCore/WiringCore.docc" \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name WiringCore --fallback-bundle-identifier com.github.wiring.WiringCore \
    --warnings-as-errors \
    --output-path "$output"
echo "Documentation: $output"
