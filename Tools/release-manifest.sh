#!/usr/bin/env bash
# Gives a release's Package.swift its prebuilt tools: the one line `let prebuiltTools: Target? = nil` of main's
# manifest becomes the binary target of the release's artifact bundle (Tools/make-artifact-bundle.sh), which the
# plugins then run unless a package enables the trait `SourceBuild` (docs/Releasing.md, "Release artifacts").
#
#   Tools/release-manifest.sh --url <https URL of the zip> --checksum <SHA-256> [<manifest>]
#       What the release job writes: the zip as the GitHub release's asset.
#   Tools/release-manifest.sh --path <zip, relative to the package's folder> [<manifest>]
#       The same with a zip inside the package (`binaryTarget(path:)`): what the tests and Benchmarks/run.sh use to
#       make a release of the working tree offline, since SwiftPM downloads binary targets over https only.
#   Tools/release-manifest.sh --check [<manifest>]
#       Exits with 0 when the manifest has main's line exactly once (what ManifestTests checks).
#
# The manifest defaults to the repository's Package.swift. Package@swift-6.1.swift is never changed: SwiftPM 6.1 does
# not leave out a dependency whose trait is disabled, so that manifest always builds the tools from source.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
placeholder='let prebuiltTools: Target? = nil'
name=WiringTools

fail() { echo "release-manifest: $*" >&2; exit 1; }

url="" checksum="" path="" check=false manifest=$root/Package.swift
while [ $# -gt 0 ]; do
    case $1 in
        --url) url=$2; shift 2 ;;
        --checksum) checksum=$2; shift 2 ;;
        --path) path=$2; shift 2 ;;
        --check) check=true; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) fail "unknown option '$1' (see --help)" ;;
        *) manifest=$1; shift ;;
    esac
done

[ -f "$manifest" ] || fail "no manifest at $manifest"
count=$(grep -c -x -F "$placeholder" "$manifest" || true)
if $check; then
    [ "$count" = 1 ] || fail "$manifest has '$placeholder' $count times, not once"
    exit 0
fi
[ "$count" = 1 ] || fail "$manifest has '$placeholder' $count times, not once: is it main's manifest?"

if [ -n "$url" ]; then
    [ -z "$path" ] || fail "give --url or --path, not both"
    [[ $url == https://*.zip ]] || fail "the URL must be https and end in .zip (SwiftPM accepts no other): $url"
    [[ $checksum =~ ^[0-9a-f]{64}$ ]] || fail "the checksum must be 64 lowercase hexadecimal digits (SHA-256): '$checksum'"
    target=".binaryTarget(name: \"$name\", url: \"$url\", checksum: \"$checksum\")"
elif [ -n "$path" ]; then
    [ -z "$checksum" ] || fail "--path takes no checksum"
    [[ $path != /* ]] || fail "the path must be relative to the package's folder: $path"
    [ -f "$(dirname "$manifest")/$path" ] || fail "no file at $(dirname "$manifest")/$path"
    target=".binaryTarget(name: \"$name\", path: \"$path\")"
else
    fail "give --url <URL> --checksum <SHA-256>, or --path <zip> (see --help)"
fi

replacement="let prebuiltTools: Target? = $target"
# Line by line, so that nothing but that one line changes (no sed: the URL may hold any of its delimiters).
temporary=$(mktemp)
while IFS= read -r line || [ -n "$line" ]; do
    if [ "$line" = "$placeholder" ]; then printf '%s\n' "$replacement"; else printf '%s\n' "$line"; fi
done < "$manifest" > "$temporary"
cat "$temporary" > "$manifest"
rm -f "$temporary"
[ "$(grep -c -x -F "$replacement" "$manifest")" = 1 ] || fail "the manifest was not rewritten as expected"
echo "$manifest: $replacement"
