#!/usr/bin/env bash
# The release's artifact bundle: the tools the plugins run, `wiring` and `wiring-graph`, built for release, so that a
# package that depends on a release of Wiring compiles none of it (docs/Releasing.md, "Release artifacts").
#
#   Tools/make-artifact-bundle.sh [--output <folder>]
#       This machine's variant, built from this checkout and checked, then the bundle of it alone and its zip: what
#       the tests and Benchmarks/run.sh (section 6) use. Prints the zip's path and its checksum.
#   Tools/make-artifact-bundle.sh build <variant> [--output <folder>]
#       One variant, built and checked, into <folder>/variants/<variant>/bin: macos-arm64, macos-x86_64 (on macOS),
#       linux-x86_64, linux-aarch64 (on Linux, on that architecture). The release job runs it once per variant.
#   Tools/make-artifact-bundle.sh assemble [--output <folder>] [--supported-triple <triple>]
#       The bundle of the variants found under <folder>/variants: WiringTools.artifactbundle, with its info.json,
#       zipped as WiringTools.artifactbundle.zip; prints the zip's path and its checksum (SHA-256, what
#       `swift package compute-checksum` prints and a manifest's `binaryTarget(url:checksum:)` takes).
#       --supported-triple: list this triple for every variant instead of its own (for the test of a platform that has
#       no variant: a triple no machine here has).
#
# The folder defaults to .build-artifacts (ignored by git). Each build starts from an empty scratch folder of its own
# (<folder>/build-<variant>), so the result does not depend on what the checkout built before.
#
# What a variant is: on Linux, `swift build -c release --static-swift-stdlib`, so that the Swift runtime and
# Foundation are linked in and the tool needs nothing of a Swift toolchain, only the system's C and C++ runtimes
# (checked with ldd). It needs the glibc it was built against or a newer one: the release job builds the Linux
# variants in the Swift image with the oldest glibc (Amazon Linux 2, glibc 2.26). On macOS, `--arch <arch>`; the
# Swift runtime and Foundation are the system's.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bundle_name=WiringTools
tools=(wiring wiring-graph)

fail() { echo "make-artifact-bundle: $*" >&2; exit 1; }
note() { echo "== $*" >&2; }

# The triples SwiftPM matches a variant against: the host's, without an OS version (BinaryTarget+Extensions.swift).
triple_of() {
    case $1 in
        macos-arm64) echo arm64-apple-macosx ;;
        macos-x86_64) echo x86_64-apple-macosx ;;
        linux-x86_64) echo x86_64-unknown-linux-gnu ;;
        linux-aarch64) echo aarch64-unknown-linux-gnu ;;
        *) fail "unknown variant '$1' (macos-arm64, macos-x86_64, linux-x86_64, linux-aarch64)" ;;
    esac
}

# This machine's variant.
host_variant() {
    case "$(uname -s)-$(uname -m)" in
        Darwin-arm64) echo macos-arm64 ;;
        Darwin-x86_64) echo macos-x86_64 ;;
        Linux-x86_64) echo linux-x86_64 ;;
        Linux-aarch64 | Linux-arm64) echo linux-aarch64 ;;
        *) fail "no variant for $(uname -s) $(uname -m)" ;;
    esac
}

# The version the tools print, read from the source (Sources/WiringCore/Render/WiringVersion.swift).
version() {
    sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' "$root/Sources/WiringCore/Render/WiringVersion.swift"
}

# Builds one variant into $output/variants/<variant>/bin and checks it.
build_variant() {
    local variant=$1 triple
    triple=$(triple_of "$variant")
    local scratch=$output/build-$variant bin=$output/variants/$variant/bin
    local flags=(-c release --package-path "$root" --scratch-path "$scratch")
    case $variant in
        linux-*)
            [ "$(uname -s)" = Linux ] && [ "$variant" = "$(host_variant)" ] \
                || fail "$variant is built on Linux on its own architecture (this is $(uname -s) $(uname -m))"
            flags+=(--static-swift-stdlib)
            ;;
        macos-*)
            [ "$(uname -s)" = Darwin ] || fail "$variant is built on macOS"
            flags+=(--arch "${variant#macos-}")
            ;;
    esac
    if [ -n "$(git -C "$root" status --porcelain 2> /dev/null)" ]; then
        note "warning: the checkout has uncommitted changes; a release is built from a clean one"
    fi
    rm -rf "$scratch" "$output/variants/$variant"
    mkdir -p "$bin"
    for tool in "${tools[@]}"; do
        note "swift build ${flags[*]} --product $tool"
        swift build "${flags[@]}" --product "$tool" >&2
    done
    local built
    built=$(swift build "${flags[@]}" --show-bin-path)
    for tool in "${tools[@]}"; do
        cp "$built/$tool" "$bin/$tool"
        case $variant in
            linux-*) strip -s "$bin/$tool" ;;
            # strip leaves the linker's ad-hoc signature invalid, and arm64 macOS runs no unsigned code.
            macos-*) strip -rSTx "$bin/$tool" && codesign --force --sign - "$bin/$tool" ;;
        esac
        chmod 755 "$bin/$tool"
    done
    check_variant "$variant" "$bin"
    cp "$root/LICENSE" "$output/variants/$variant/LICENSE"
}

# What a variant must do before it ships: print the release's version, generate a graph and draw it, with nothing of
# the toolchain's Swift libraries (Linux: ldd lists only the system's C and C++ runtimes; no run path but its own folder).
check_variant() {
    local variant=$1 bin=$2 expected
    expected=$(version)
    [ -n "$expected" ] || fail "cannot read WiringVersion.current"
    local runner=()
    # An x86_64 macOS tool built on an arm64 Mac runs under Rosetta.
    if [ "$variant" = macos-x86_64 ] && [ "$(uname -m)" = arm64 ]; then runner=(arch -x86_64); fi
    for tool in "${tools[@]}"; do
        local printed
        printed=$(env -i PATH=/usr/bin:/bin ${runner[@]+"${runner[@]}"} "$bin/$tool" --version) \
            || fail "$variant: '$tool --version' failed"
        [ "$printed" = "$expected" ] || fail "$variant: '$tool --version' printed '$printed', not '$expected'"
    done
    local sample
    sample=$(mktemp -d)
    mkdir -p "$sample/Sources/MyApp"
    cat > "$sample/Sources/MyApp/Car.swift" << 'SWIFT'
protocol Engine: AnyObject {}

// @Component(scope: .shared, as: Engine)
final class V8Engine: Engine {}

// @Component
final class RaceCar {
    init(engine: any Engine) {}
}
SWIFT
    env -i PATH=/usr/bin:/bin ${runner[@]+"${runner[@]}"} "$bin/wiring" generate --output "$sample/AppGraph.swift" \
        "$sample/Sources/MyApp" || fail "$variant: 'wiring generate' failed on the sample"
    grep -q "RaceCar" "$sample/AppGraph.swift" || fail "$variant: the generated graph has no RaceCar"
    env -i PATH=/usr/bin:/bin ${runner[@]+"${runner[@]}"} "$bin/wiring-graph" "$sample/Sources/MyApp" \
        > "$sample/graph.mmd" || fail "$variant: 'wiring-graph' failed on the sample"
    grep -q "RaceCar" "$sample/graph.mmd" || fail "$variant: the picture has no RaceCar"
    rm -rf "$sample"
    if [[ $variant == linux-* ]]; then
        for tool in "${tools[@]}"; do
            local libraries
            libraries=$(ldd "$bin/$tool" | awk '{ print $1 }')
            # The system's C library (with libm, libdl, libpthread, librt and the loader) and C++ runtime, which every
            # machine that runs a Swift toolchain has; nothing of the toolchain (libswiftCore, libFoundation, ICU).
            local unexpected
            unexpected=$(echo "$libraries" | grep -v -E \
                '^(linux-vdso\.so\.1|linux-gate\.so\.1|/lib.*/ld-linux[-a-z0-9_.]*\.so\.[0-9]+|lib(c|m|dl|pthread|rt|util)\.so\.[0-9]+|libstdc\+\+\.so\.6|libgcc_s\.so\.1)$' \
                || true)
            [ -z "$unexpected" ] || fail "$variant: $tool needs libraries beyond the C and C++ runtimes: $unexpected"
            # SwiftPM gives every executable the run path `$ORIGIN` (its own folder), which reaches nothing here; any
            # other would reach into the machine that built it.
            if command -v readelf > /dev/null \
                && readelf -d "$bin/$tool" | grep -E 'RPATH|RUNPATH' | grep -q -v -F 'path: [$ORIGIN]'; then
                fail "$variant: $tool has a run path: $(readelf -d "$bin/$tool" | grep -E 'RPATH|RUNPATH')"
            fi
            local glibc=""
            if command -v objdump > /dev/null; then
                glibc=$(objdump -T "$bin/$tool" | grep -o 'GLIBC_[0-9.]*' | sort -t . -k 1,1 -k 2,2n -k 3,3n | tail -n 1)
            fi
            note "$variant: $tool, $(du -h "$bin/$tool" | cut -f1), needs $(echo "$libraries" | tr '\n' ' ')${glibc:+(newest symbol: $glibc)}"
        done
    else
        for tool in "${tools[@]}"; do
            note "$variant: $tool, $(du -h "$bin/$tool" | cut -f1); $(otool -L "$bin/$tool" | tail -n +2 | wc -l | tr -d ' ') libraries"
        done
    fi
}

# The bundle of every variant under $output/variants, its zip and the zip's checksum.
assemble() {
    local override=$1 expected
    expected=$(version)
    local bundle=$output/$bundle_name.artifactbundle zip=$output/$bundle_name.artifactbundle.zip
    local variants=()
    for folder in "$output"/variants/*/; do
        [ -d "$folder/bin" ] || continue
        variants+=("$(basename "$folder")")
    done
    [ ${#variants[@]} -gt 0 ] || fail "no variant under $output/variants: run '$0 build <variant>' first"
    rm -rf "$bundle" "$zip"
    mkdir -p "$bundle"
    cp "$root/LICENSE" "$bundle/LICENSE"
    for variant in "${variants[@]}"; do
        mkdir -p "$bundle/$variant"
        for tool in "${tools[@]}"; do
            [ -f "$output/variants/$variant/bin/$tool" ] || fail "$variant has no $tool"
            cp "$output/variants/$variant/bin/$tool" "$bundle/$variant/$tool"
            # A CI system's artifact store may drop the mode (GitHub's upload-artifact does).
            chmod 755 "$bundle/$variant/$tool"
        done
    done
    # One artifact per tool, named as the executable target that builds it from source, so that a plugin's
    # `context.tool(named: "wiring")` finds either (SwiftPM names a vended tool by its artifact's key).
    {
        echo '{'
        echo '    "schemaVersion": "1.0",'
        echo '    "artifacts": {'
        local tool_index=0
        for tool in "${tools[@]}"; do
            tool_index=$((tool_index + 1))
            echo "        \"$tool\": {"
            echo "            \"version\": \"$expected\","
            echo '            "type": "executable",'
            echo '            "variants": ['
            local index=0
            for variant in "${variants[@]}"; do
                index=$((index + 1))
                local triple
                triple=${override:-$(triple_of "$variant")}
                echo '                {'
                echo "                    \"path\": \"$variant/$tool\","
                echo "                    \"supportedTriples\": [\"$triple\"]"
                if [ $index -lt ${#variants[@]} ]; then echo '                },'; else echo '                }'; fi
            done
            echo '            ]'
            if [ $tool_index -lt ${#tools[@]} ]; then echo '        },'; else echo '        }'; fi
        done
        echo '    }'
        echo '}'
    } > "$bundle/info.json"
    if command -v python3 > /dev/null; then
        python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$bundle/info.json" \
            || fail "info.json is not valid JSON"
    fi
    # The same bytes for the same files: every file dated by the commit, entries sorted, no extra attributes (-X),
    # the executables' modes kept; the folder itself is the zip's one top-level entry, as in other tools' bundles.
    local stamp
    stamp=$(git -C "$root" log -1 --format=%ct 2> /dev/null || echo 0)
    find "$bundle" -exec touch -h -d "@$stamp" {} + 2> /dev/null || true  # GNU touch; elsewhere, the files' own dates
    (cd "$output" && find "$bundle_name.artifactbundle" -print | LC_ALL=C sort \
        | TZ=UTC zip -X -9 -q -@ "$bundle_name.artifactbundle.zip")
    local checksum
    checksum=$(sha256sum "$zip" 2> /dev/null | cut -d ' ' -f 1 || shasum -a 256 "$zip" | cut -d ' ' -f 1)
    if command -v swift > /dev/null; then
        local swiftpm
        swiftpm=$(cd "$root" && swift package compute-checksum "$zip")
        [ "$swiftpm" = "$checksum" ] || fail "swift package compute-checksum printed $swiftpm, sha256 $checksum"
    fi
    echo "$checksum" > "$zip.sha256"
    note "$bundle_name.artifactbundle: ${variants[*]}${override:+ (every variant listed as $override)}; $(du -h "$zip" | cut -f1) zipped"
    echo "$zip"
    echo "$checksum"
}

output=$root/.build-artifacts
command=default
variant=""
override=""
if [ $# -gt 0 ] && [[ $1 != -* ]]; then command=$1; shift; fi
if [ "$command" = build ]; then
    [ $# -gt 0 ] && [[ $1 != -* ]] || fail "usage: $0 build <variant> [--output <folder>]"
    variant=$1; shift
fi
while [ $# -gt 0 ]; do
    case $1 in
        --output) output=$2; shift 2 ;;
        --supported-triple) override=$2; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) fail "unknown option '$1' (see --help)" ;;
    esac
done
mkdir -p "$output"
output=$(cd "$output" && pwd)

case $command in
    default)
        rm -rf "$output/variants"
        build_variant "$(host_variant)"
        assemble "$override"
        ;;
    build) build_variant "$variant" ;;
    assemble) assemble "$override" ;;
    *) fail "unknown command '$command' (see --help)" ;;
esac
