#!/usr/bin/env bash
# Runs the four measurements of Benchmarks/README.md in one go and prints their tables (Markdown) on standard output:
#
#   1. generator speed and memory: `wiring generate` next to `swiftc -frontend -parse` on the same synthetic files,
#      where its time and memory go (`stages`: the pipeline a stage at a time), and a scan of the package corpus's
#      Swift files (the packages of Tools/corpus.txt, which Tools/fetch-corpus.sh
#      clones into .corpus, or into WIRING_CORPUS: run first, it skips the packages already there);
#   2. compile cost of the generated graph next to the hand-written one (type-check, warnings, release build);
#   3. runtime: generated, hand-written, Swinject and swift-dependencies wirings of one graph and of its child
#      graph, in one process;
#   4. build integration: clean, no-op and one-file-touched builds with the plugin and without it;
#   5. the edit–rebuild loop: each edit of BENCH_LOOP_EDITS (default "body method init-parameter component"; also
#      "child-body child-interface"; Benchmarks/loop-edits.sh says what each is) of one file, then `swift build`, with
#      the plugin, with the plugin and a test that names `Overrides` (the edits that run the generator), generated in
#      one file as before the plugin wrote parts (`wiring generate` before each build), and wired by hand, spread over
#      a file per feature area and in one file, at each of BENCH_LOOP_SIZES (default
#      "1000 5000 10000"), and a body edit in a small server package on swift-nio; clean builds at those sizes; the
#      plugin's tools as BENCH_LOOP_TOOL says: `prebuilt` (the default: as a release gives them, the packages
#      depending on a tagged copy of this working tree with this machine's artifact bundle) or `source` (Wiring by
#      path, its tools compiled in the build's configuration); the
#      wiring code in each (a traced build of every row, its processes put into parts by build-breakdown.py: the
#      generator's run, the compile of every Swift file the plugin wrote or of the hand-written graph's files, how
#      many of those were compiled again and their share of its bytes, the frontend jobs); and the wiring code's own
#      debug compile, the plugin's next to the hand-written graph's;
#   6. the plugin's tool at release speed (`BENCH_SECTIONS=6`): for each shape of the tool's build in
#      BENCH_TOOL_SHAPES, a consumer that depends on a release of this working tree by URL and version (a git
#      repository of its files, tagged, as users depend on Wiring) — the README's quick start and the synthetic app at
#      each of BENCH_TOOL_SIZES (default "1000 5000"; "" for the quick start alone) — built clean (debug) in turn with the same package wired by
#      hand, BENCH_TOOL_PAIRS times (default 3; one pair above 1,000 components), wall and CPU (user + system) seconds;
#      then the generator's full run as that build ran it (the debug-built tool, the plugin's arguments, its cache
#      folder emptied first: a cold cache), BENCH_RUNS times. A shape is `default` (main's manifest: the tools
#      compiled from source in the build's configuration), `trait` (the consumer enables the trait `OptimizedTool`),
#      `prebuilt` (a release's manifest, its tools prebuilt by Tools/make-artifact-bundle.sh for this machine and given
#      by path, with the consumer's default traits), `prebuilt-source` (the same release, the consumer enabling
#      `SourceBuild`), `prebuilt-stubs` (the prebuilt release with the least plugins that build the quick start: what
#      any package with three plugins pays; the quick start only), or `name=flags` (the trait enabled, with the
#      release's `-O` replaced by those flags; `name=flags@core` puts them on `WiringCore` alone). The default,
#      "default;trait;prebuilt".
#      The scanner changes what the generator costs, so run it again after a change of `Sources/WiringCore/Scan`.
#   peers. what adding a dependency-injection library costs a consumer's clean debug build: the synthetic app at
#      BENCH_BUILD_SIZE components hand-wired (no library), with Wiring's plugin, with swift-dependencies (its
#      `Dependencies` library, keys written by hand) and with swift-dependencies' macros too (`DependenciesMacros`,
#      hence swift-syntax), each from an empty build folder, the four in turn BENCH_BUILD_RUNS times: wall time, CPU
#      time and the largest process's peak memory. (swift-dependencies' runtime rows are in section 3.)
#
# Every timing is the median of BENCH_RUNS runs (default 3; clean builds: BENCH_BUILD_RUNS, default 3; type-checks of
# a whole target: BENCH_COMPILE_RUNS, default 3, and one run above 1,000 components). Sizes can be
# changed with BENCH_GENERATOR_SIZES, BENCH_COMPILE_SIZES, BENCH_RUNTIME_SIZES, BENCH_BUILD_SIZE and
# BENCH_RELEASE_SIZE, and BENCH_SECTIONS (default "1 2 3 4 5 6 peers") picks the measurements ("scan": only the corpus scan
# of section 1; "graph-file": only the graph file's compile of section 5; "entry-points": only the graph file's
# compile with and without entry points of section 2, at BENCH_ENTRY_POINTS_SIZE components, default 1000, naming
# BENCH_ENTRY_POINTS in each 100, default 3, timed in turn BENCH_PAIR_RUNS times, default 5). Scratch files go to
# BENCH_WORK (default Benchmarks/.build-runs, ignored by git).
set -euo pipefail

benchmarks=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$benchmarks")
work=${BENCH_WORK:-$benchmarks/.build-runs}
runs=${BENCH_RUNS:-3}
compile_runs=${BENCH_COMPILE_RUNS:-3}
build_runs=${BENCH_BUILD_RUNS:-3}
generator_sizes=${BENCH_GENERATOR_SIZES:-"1000 10000 50000"}
compile_sizes=${BENCH_COMPILE_SIZES:-"1000 5000"}
runtime_sizes=${BENCH_RUNTIME_SIZES:-"1000"}
build_size=${BENCH_BUILD_SIZE:-1000}
release_size=${BENCH_RELEASE_SIZE:-1000}
loop_sizes=${BENCH_LOOP_SIZES:-"1000 5000 10000"}
loop_edits=${BENCH_LOOP_EDITS:-"body method init-parameter component"}
loop_tool=${BENCH_LOOP_TOOL:-prebuilt}
entry_points_size=${BENCH_ENTRY_POINTS_SIZE:-1000}
entry_points_per_hundred=${BENCH_ENTRY_POINTS:-3}
pair_runs=${BENCH_PAIR_RUNS:-5}
sections=${BENCH_SECTIONS:-"1 2 3 4 5 6 peers"}
tool_shapes=${BENCH_TOOL_SHAPES:-"default;trait;prebuilt"}
tool_sizes=${BENCH_TOOL_SIZES-"1000 5000"}
tool_pairs=${BENCH_TOOL_PAIRS:-3}
long_flags=(-Xfrontend -warn-long-expression-type-checking=50 -Xfrontend -warn-long-function-bodies=50)
mkdir -p "$work"

note() { echo "$*" >&2; }
wants() { [[ " $sections " == *" $1 "* ]]; }

# Median of the numbers on standard input.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Runs a command (or a function of this script) `count` times; its output goes to $work/last.log, and a failure stops
# the script. Prints the median wall time in seconds and the median peak resident set size in MB (of a command).
measure() {
    local count=$1; shift
    local times=() sizes=()
    for ((run = 0; run < count; run++)); do
        local start end
        start=$(date +%s.%N)
        if declare -F "$1" > /dev/null; then
            echo 0 > "$work/rss.txt"
            "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; return 1; }
        else
            /usr/bin/time -f "%M" -o "$work/rss.txt" "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; return 1; }
        fi
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
        sizes+=("$(tail -n 1 "$work/rss.txt")")
    done
    printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | median)" "$(printf '%s\n' "${sizes[@]}" | median | awk '{ printf "%.0f", $1 / 1024 }')"
}

# Runs two functions of this script in turn, `count` times each (A B A B …), so that a drift of the machine's speed
# weighs on both alike. Each function records its command's peak resident set size in $work/rss.txt (with
# /usr/bin/time). Prints the median wall time of A and of B, the ratios A ÷ B taken pair by pair (median, minimum,
# maximum), and the median peak RSS of A and of B in MB.
measure_pair() {
    local count=$1 first=$2 second=$3
    local times_a=() times_b=() sizes_a=() sizes_b=() ratios=()
    for ((run = 0; run < count; run++)); do
        for side in a b; do
            local function=$first start end elapsed
            [ "$side" = b ] && function=$second
            start=$(date +%s.%N)
            "$function" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; return 1; }
            end=$(date +%s.%N)
            elapsed=$(echo "$end - $start" | bc)
            if [ "$side" = a ]; then
                times_a+=("$elapsed"); sizes_a+=("$(tail -n 1 "$work/rss.txt")")
            else
                times_b+=("$elapsed"); sizes_b+=("$(tail -n 1 "$work/rss.txt")")
                ratios+=("$(echo "${times_a[-1]} / $elapsed" | bc -l)")
            fi
        done
    done
    local mb='{ printf "%.0f", $1 / 1024 }'
    printf '%s %s %s %s %s %s %s\n' "$(printf '%s\n' "${times_a[@]}" | median)" "$(printf '%s\n' "${times_b[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | median)" "$(printf '%s\n' "${ratios[@]}" | sort -g | head -n 1)" \
        "$(printf '%s\n' "${ratios[@]}" | sort -g | tail -n 1)" \
        "$(printf '%s\n' "${sizes_a[@]}" | median | awk "$mb")" "$(printf '%s\n' "${sizes_b[@]}" | median | awk "$mb")"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
seconds() { awk -v s="$1" 'BEGIN { printf (s < 1 ? "%.3f s" : (s < 10 ? "%.2f s" : "%.1f s")), s }'; }

# Writes the synthetic packages of `n` components (once per run of this script) and prints their folder.
synthesized() {
    local folder=$work/n$1
    if [ ! -f "$folder/.complete" ]; then
        "$synthesize" --components "$1" --output "$folder" --wiring-root "$wiring_copy" >&2
        touch "$folder/.complete"
    fi
    echo "$folder"
}

# The same synthetic app, its annotated package naming `$2` entry points in each 100 components.
synthesized_with_entry_points() {
    local folder=$work/n$1-entry-points
    if [ ! -f "$folder/.complete" ]; then
        "$synthesize" --components "$1" --entry-points "$2" --output "$folder" --wiring-root "$wiring_copy" >&2
        touch "$folder/.complete"
    fi
    echo "$folder"
}

# The Swift files of a target, one per line, in a stable order.
swift_files() { find "$1" -name '*.swift' | sort; }

# How the measured packages are built: verbosely, so that logs say what ran, and always alike. SwiftPM loads the
# manifests again, compiles the plugins again and links their tools again whenever a build's environment or
# verbosity differs from the one before, and bash sets `_` to the program it starts (strace, nice): hence `env -u _`.
package_build=(env -u _ nice -n 10 swift build -v)
# A debug build of a package from an empty build folder.
clean_build() { rm -rf "$1/.build"; "${package_build[@]}" --package-path "$1"; }

note "== building the benchmark tools and wiring (release)"
if wants 1 || wants 2 || wants 3 || wants 4 || wants 5 || wants 6 || wants entry-points || wants graph-file \
    || wants peers; then
    nice -n 10 swift build -c release --package-path "$benchmarks" --product synthesize >&2
fi
# `wiring` itself runs in sections 1, 2 and the corpus scan; the others build the plugin's tool in each package.
if wants 1 || wants 2 || wants scan || wants entry-points; then
    nice -n 10 swift build -c release --package-path "$root" --product wiring >&2
fi
if wants 1; then
    nice -n 10 swift build --package-path "$root" --product wiring >&2
    nice -n 10 swift build -c release --package-path "$benchmarks" --product stages >&2
    nice -n 10 swift build --package-path "$benchmarks" --product stages >&2
fi
synthesize=$benchmarks/.build/release/synthesize
stages=$benchmarks/.build/release/stages
stages_debug=$benchmarks/.build/debug/stages
declare -A parse_times
wiring=$root/.build/release/wiring
wiring_debug=$root/.build/debug/wiring
rm -rf "$work"/n*
# The Wiring the measured packages depend on: a copy of this working tree's files, without `.git`, as a released
# version's checkout is. SwiftPM takes a path dependency whose git tree has uncommitted changes for a changed package
# on every build, and then compiles its plugins and links the plugin's tool again (seen: +2.5 to 3 s a build).
wiring_copy=$work/wiring
rm -rf "$wiring_copy"
mkdir -p "$wiring_copy"
git -C "$root" ls-files -z -c -o --exclude-standard | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$wiring_copy"

cat <<EOF
# Wiring benchmarks — $(date -u +"%Y-%m-%d %H:%M UTC")

Machine: $(nproc) cores, $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), \
$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo); $(swiftc --version 2>&1 | head -n 1).
Load average at the start: $(cut -d' ' -f1-3 /proc/loadavg). Medians of $runs runs unless a table says otherwise.

EOF

# MARK: 1. Generator speed and memory

if wants 1; then
echo "## 1. Generator speed and memory"
echo
echo "| Components | Files | MB | \`wiring generate\` | \`swiftc -frontend -parse\` | wiring ÷ parse | wiring MB/s | wiring peak RSS | parse peak RSS | debug-built wiring |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for n in $generator_sizes; do
    folder=$(synthesized "$n")
    sources=$folder/Generated/Sources/GeneratedApp
    swift_files "$sources" > "$work/files.txt"
    bytes=$(xargs -d '\n' cat < "$work/files.txt" | wc -c)
    note "== generator, $n components"
    read -r wiring_time wiring_rss < <(measure "$runs" "$wiring" generate --output "$work/AppGraph.swift" "$sources")
    read -r parse_time parse_rss < <(measure "$runs" swiftc -frontend -parse -filelist "$work/files.txt")
    if [ "$n" -le 10000 ]; then
        read -r debug_time _ < <(measure "$runs" "$wiring_debug" generate --output "$work/AppGraph.swift" "$sources")
        debug_cell=$(seconds "$debug_time")
    else
        debug_cell="—"
    fi
    echo "| $n | $(wc -l < "$work/files.txt") | $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') \
| $(seconds "$wiring_time") | $(seconds "$parse_time") | $(ratio "$wiring_time" "$parse_time") \
| $(awk -v b="$bytes" -v t="$wiring_time" 'BEGIN { printf "%.0f", b / 1e6 / t }') | $wiring_rss MB | $parse_rss MB | $debug_cell |"
    parse_times[$n]=$parse_time
done
echo
echo "Where the generator's time and memory go: the same run, a stage at a time (\`stages\`, the pipeline of \
\`wiring generate\` in a release build; the median of $runs runs by wall time): each stage's wall time, its CPU time \
(every thread), that wall time as a multiple of the parse's, and the process's peak RSS at the stage's end; up to \
10,000 components, the wall time of a debug build of it too, as the plugin's tool is built in a debug build. The scan \
is the only stage the parse also does; the others are Wiring's own work."
echo
echo "| Components | Stage | Wall | CPU | wall ÷ parse | Peak RSS at its end | debug-built, wall |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
# Runs `stages` (the executable $1) $runs times over $2 and prints the file of the run whose total wall time is
# the median's.
median_stages() {
    for ((run = 0; run < runs; run++)); do
        "$1" "$2" "$work/AppGraph.swift" > "$work/stages-$run.txt"
    done
    local median_run
    median_run=$(for ((run = 0; run < runs; run++)); do
        awk -v run="$run" '{ total += $(NF - 2) } END { print total, run }' FS='\t' "$work/stages-$run.txt"
    done | sort -g | awk -v middle="$(((runs + 1) / 2))" 'NR == middle { print $2 }')
    echo "$work/stages-$median_run.txt"
}
for n in $generator_sizes; do
    sources=$(synthesized "$n")/Generated/Sources/GeneratedApp
    : > "$work/stages-debug.txt"
    if [ "$n" -le 10000 ]; then cp "$(median_stages "$stages_debug" "$sources")" "$work/stages-debug.txt"; fi
    cp "$(median_stages "$stages" "$sources")" "$work/stages-release.txt"
    while IFS=$'\t' read -r stage wall cpu peak; do
        debug_wall=$(awk -v stage="$stage" '$1 == stage { print $2 }' FS='\t' "$work/stages-debug.txt")
        echo "| $n | $stage | $(seconds "$wall") | $(seconds "$cpu") | $(ratio "$wall" "${parse_times[$n]}") | $peak MB \
| $([ -n "$debug_wall" ] && seconds "$debug_wall" || echo —) |"
    done < "$work/stages-release.txt"
done
echo

fi

if wants 1 || wants scan; then
note "== the package corpus's Swift files"
corpus=${WIRING_CORPUS:-$root/.corpus}
"$root/Tools/fetch-corpus.sh" >&2
# The files `wiring check` reads: hidden folders (`.git` among them) are skipped.
find "$corpus" -mindepth 1 -name '.*' -prune -o -name '*.swift' -type f -print | sort > "$work/corpus.txt"
corpus_bytes=$(xargs -d '\n' cat < "$work/corpus.txt" | wc -c)
corpus_packages=$(sed -e 's/#.*//' "$root/Tools/corpus.txt" | awk 'NF' | wc -l)
# The corpus is not annotated for Wiring, and some of its comments look like annotations (`// @Option`): `check`
# reports them and exits with 1. Any other status (a crash) stops the script.
check_corpus() {
    local status=0
    /usr/bin/time -f "%M" -o "$work/rss.txt" "$wiring" check "$corpus" || status=$?
    [ "$status" -le 1 ]
}
read -r scan_time scan_rss < <(measure "$runs" check_corpus)
echo "Scan of the package corpus (every Swift file of the $corpus_packages packages of Tools/corpus.txt at their tags: \
$(wc -l < "$work/corpus.txt") files, $(awk -v b="$corpus_bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }')): \
\`wiring check\` $(seconds "$scan_time"), \
$(awk -v b="$corpus_bytes" -v t="$scan_time" 'BEGIN { printf "%.0f", b / 1e6 / t }') MB/s, peak RSS $scan_rss MB."
echo

fi

# MARK: 2. Compile cost of the generated code

if wants 2; then
echo "## 2. Compile cost of the generated graph"
echo
echo "Whole target: \`swiftc -typecheck -D DEBUG\` (as a debug build compiles it, test overrides included) of the \
component files with the wiring; wiring file alone: \`swiftc -frontend -typecheck -primary-file\` on the wiring file \
(bodies of that file only). Without \`DEBUG\`, as a release build compiles it, the generated file has no overrides. Warnings: \
\`-warn-long-expression-type-checking=50 -warn-long-function-bodies=50\`, over the whole target. Medians of \
$compile_runs runs for the whole target up to 1,000 components, one run above."
echo
echo "| Components | Target with | Whole target | Wiring file alone | Long type-check warnings (wiring file / other files) |"
echo "| --- | --- | --- | --- | --- |"
# Type-checks a target: its other files (a list) with one wiring file, with the given compilation conditions (`-D X`
# each). Prints the median time of the whole target (over `whole_runs` runs; none when 0), of the wiring file's
# bodies alone, and the long type-check warnings in the wiring file / in the other files.
typecheck_target() { # module graph-file other-files-list whole-runs conditions…
    local module=$1 graph=$2 others=$3 whole_runs=$4 whole=0 warnings="—"
    local conditions=("${@:5}")
    if [ "$whole_runs" -gt 0 ]; then
        read -r whole _ < <(measure "$whole_runs" swiftc -typecheck -parse-as-library -module-name "$module" \
            "${conditions[@]}" "${long_flags[@]}" $(cat "$others") "$graph")
        warnings="$(grep -c "^$graph:.*warning:" "$work/last.log" || true) / $(grep -v "^$graph:" "$work/last.log" | grep -c 'warning:' || true)"
    fi
    read -r alone _ < <(measure "$runs" swiftc -frontend -typecheck -parse-as-library -module-name "$module" \
        "${conditions[@]}" -primary-file "$graph" $(cat "$others"))
    echo "$whole $alone $warnings"
}
for n in $compile_sizes; do
    folder=$(synthesized "$n")
    note "== compile cost, $n components"
    generated_sources=$folder/Generated/Sources/GeneratedApp
    "$wiring" generate --output "$folder/AppGraph.swift" --source-root "$folder/Generated" "$generated_sources"
    swift_files "$generated_sources" > "$work/generated.txt"
    hand_sources=$folder/HandWired/Sources/HandWiredApp
    swift_files "$hand_sources" | grep -v '/HandWiredGraph.swift$' > "$work/hand.txt"
    # The whole target takes minutes at the larger sizes: fewer runs there, and none for the release variant.
    whole_runs=$(( n > 1000 ? 1 : compile_runs ))
    read -r hand_whole hand_alone hand_warnings < <(typecheck_target HandWiredApp "$hand_sources/HandWiredGraph.swift" "$work/hand.txt" "$whole_runs" -D DEBUG)
    read -r gen_whole gen_alone gen_warnings < <(typecheck_target GeneratedApp "$folder/AppGraph.swift" "$work/generated.txt" "$whole_runs" -D DEBUG)
    read -r _ release_alone _ < <(typecheck_target GeneratedApp "$folder/AppGraph.swift" "$work/generated.txt" 0)
    echo "| $n | \`HandWiredGraph.swift\` | $(seconds "$hand_whole") | $(seconds "$hand_alone") | $hand_warnings |"
    echo "| $n | \`AppGraph.swift\` | $(seconds "$gen_whole") ($(ratio "$gen_whole" "$hand_whole")×) | $(seconds "$gen_alone") ($(ratio "$gen_alone" "$hand_alone")×) | $gen_warnings |"
    echo "| $n | \`AppGraph.swift\` without \`DEBUG\` (no overrides) | — | $(seconds "$release_alone") ($(ratio "$release_alone" "$hand_alone")×) | — |"
done
echo
folder=$(synthesized "$release_size")
note "== release build, $release_size components"
[ -f "$folder/AppGraph.swift" ] || "$wiring" generate --output "$folder/AppGraph.swift" --source-root "$folder/Generated" "$folder/Generated/Sources/GeneratedApp"
read -r hand_release _ < <(measure "$compile_runs" swiftc -O -wmo -parse-as-library -module-name HandWiredApp -c \
    $(swift_files "$folder/HandWired/Sources/HandWiredApp") -o "$work/release.o")
read -r gen_release _ < <(measure "$compile_runs" swiftc -O -wmo -parse-as-library -module-name GeneratedApp -c \
    $(swift_files "$folder/Generated/Sources/GeneratedApp") "$folder/AppGraph.swift" -o "$work/release.o")
read -r overrides_release _ < <(measure 1 swiftc -O -wmo -parse-as-library -module-name GeneratedApp -D WIRING_OVERRIDES -c \
    $(swift_files "$folder/Generated/Sources/GeneratedApp") "$folder/AppGraph.swift" -o "$work/release.o")
echo "Release (\`swiftc -O -wmo\`, as \`swift build -c release\` compiles a module), $release_size components, medians of \
$compile_runs runs: hand-written $(seconds "$hand_release"), generated $(seconds "$gen_release") \
($(ratio "$gen_release" "$hand_release")×). Generated with the test overrides kept in (\`-D WIRING_OVERRIDES\`, one run): \
$(seconds "$overrides_release") ($(ratio "$overrides_release" "$hand_release")×)."
echo

fi

# MARK: 2. Compile cost with entry points

if wants 2 || wants entry-points; then
plain=$(synthesized "$entry_points_size")
with_entry_points=$(synthesized_with_entry_points "$entry_points_size" "$entry_points_per_hundred")
note "== compile cost with and without entry points, $entry_points_size components"
for folder in "$plain" "$with_entry_points"; do
    sources=$folder/Generated/Sources/GeneratedApp
    # As \`wiring generate\` writes it (with the test overrides), and as the plugin does (without them: nothing names
    # them); the warnings of the unused bindings are counted.
    "$wiring" generate --output "$folder/AppGraph.swift" --source-root "$folder/Generated" "$sources" \
        2> "$folder/warnings.txt"
    mkdir -p "$folder/PluginGraph"
    "$wiring" generate --overrides-when-named --output "$folder/PluginGraph/AppGraph.swift" \
        --source-root "$folder/Generated" "$sources" 2> /dev/null
    swift_files "$sources" > "$folder/others.txt"
done
entry_point_count=$(grep -c '^    var ' "$with_entry_points/Generated/Sources/GeneratedApp/EntryPoints.swift")
unused_count=$(grep -c 'warning: .*\[#UnusedBinding\]' "$with_entry_points/warnings.txt" || true)
# The graph file's bodies type-checked alone, as in the table above (\`-D DEBUG\`, overrides in); its debug compile
# (object code) as the plugin writes it and with the overrides: each with the target's other files.
typecheck_in() { /usr/bin/time -f "%M" -o "$work/rss.txt" swiftc -frontend -typecheck -parse-as-library \
    -module-name GeneratedApp -D DEBUG -primary-file "$1/AppGraph.swift" $(cat "$1/others.txt"); }
debug_compile_in() { # folder graph-file conditions…
    local folder=$1 graph=$2
    /usr/bin/time -f "%M" -o "$work/rss.txt" swiftc -frontend -c -Onone -g -enable-testing -D SWIFT_PACKAGE \
        "${@:3}" -module-name GeneratedApp -parse-as-library -primary-file "$graph" $(cat "$folder/others.txt") \
        -o "$work/graph-file.o"
}
typecheck_with() { typecheck_in "$with_entry_points"; }
typecheck_without() { typecheck_in "$plain"; }
plugin_compile_with() { debug_compile_in "$with_entry_points" "$with_entry_points/PluginGraph/AppGraph.swift" -D DEBUG; }
plugin_compile_without() { debug_compile_in "$plain" "$plain/PluginGraph/AppGraph.swift" -D DEBUG; }
overrides_compile_with() { debug_compile_in "$with_entry_points" "$with_entry_points/AppGraph.swift" -D DEBUG; }
overrides_compile_without() { debug_compile_in "$plain" "$plain/AppGraph.swift" -D DEBUG; }
echo "**With entry points** ($entry_points_size components; the annotated app names $entry_point_count entry points, \
$entry_points_per_hundred in each 100 components, the components nothing else needs, and the two the runtime benchmark \
reads; Wiring then warns of $unused_count unused bindings, and makes the others' accessors private). The graph file \
with and without them, timed in turn, $pair_runs pairs; the ratio taken pair by pair (median, and the smallest and \
largest):"
echo
echo "| Graph file | Without entry points | With entry points | With ÷ without (min–max) | Peak RSS without / with |"
echo "| --- | --- | --- | --- | --- |"
for row in "typecheck|type-check alone (\`-D DEBUG\`, overrides in)" \
    "plugin_compile|debug compile, as the plugin writes it (no overrides)" \
    "overrides_compile|debug compile, with overrides (\`-D DEBUG\`)"; do
    name=${row%%|*}
    read -r with without median_ratio low high rss_with rss_without < <(measure_pair "$pair_runs" "${name}_with" "${name}_without")
    echo "| ${row#*|} | $(seconds "$without") | $(seconds "$with") | $(awk -v r="$median_ratio" 'BEGIN { printf "%.3f", r }')× \
($(awk -v r="$low" 'BEGIN { printf "%.3f", r }')–$(awk -v r="$high" 'BEGIN { printf "%.3f", r }')) | $rss_without / $rss_with MB |"
done
echo

fi

# MARK: 3. Runtime

if wants 3; then
echo "## 3. Runtime"
echo
for n in $runtime_sizes; do
    folder=$(synthesized "$n")
    note "== runtime, $n components"
    nice -n 10 swift build -c release --package-path "$folder/Runtime" >&2
    "$folder/Runtime/.build/release/RuntimeBenchmark"
    echo
done
echo "swift-dependencies: a \`DependencyKey\` per binding (shared: its instance, cached by the library; unscoped: a \
factory), each read as a local \`@Dependency(\\.x) var x\` reads it; a new graph is a fresh \`DependencyValues\` \
(\`withDependencies { \$0 = .live }\`); the session is a \`withDependencies\` scope that sets its inputs, and an object \
made in it that keeps its own shared instances under a lock (Benchmarks/README.md says what differs)."
echo

fi

# MARK: 4. Build integration

if wants 4; then
echo "## 4. Build integration"
echo
folder=$(synthesized "$build_size")
note "== build integration, $build_size components"
read -r plugin_clean _ < <(measure "$build_runs" clean_build "$folder/Generated")
read -r hand_clean _ < <(measure "$build_runs" clean_build "$folder/HandWired")
# The first build after a clean one links the plugin's tool again (SwiftPM builds it once for the plugin, then once
# more in the build proper), and a new tool reruns the generator: that build is left out of the no-op figures.
"${package_build[@]}" --package-path "$folder/Generated" > "$work/first-rebuild.log" 2>&1
grep -q 'Wiring: generating' "$work/first-rebuild.log" && first_rebuild_generates=yes || first_rebuild_generates=no
"${package_build[@]}" --package-path "$folder/HandWired" > /dev/null 2>&1
noop_build() { "${package_build[@]}" --package-path "$1" > "$work/noop.log" 2>&1; grep -c 'Wiring: generating' "$work/noop.log" >> "$work/noop-generations.txt" || true; }
rm -f "$work/noop-generations.txt"
read -r plugin_noop _ < <(measure "$runs" noop_build "$folder/Generated")
noop_generations=$(awk '{ sum += $1 } END { print sum + 0 }' "$work/noop-generations.txt")
read -r hand_noop _ < <(measure "$runs" noop_build "$folder/HandWired")
touched() { touch "$1/Sources/$2/Features/Feature0001.swift"; "${package_build[@]}" --package-path "$1"; }
read -r plugin_touch _ < <(measure "$runs" touched "$folder/Generated" GeneratedApp)
grep -q 'Wiring: generating' "$work/last.log" && touch_generates=yes || touch_generates=no
read -r hand_touch _ < <(measure "$runs" touched "$folder/HandWired" HandWiredApp)
read -r generator_run _ < <(measure "$runs" "$folder/Generated/.build/debug/wiring-tool" generate \
    --output "$work/AppGraph.swift" --source-root "$folder/Generated" "$folder/Generated/Sources/GeneratedApp")
echo "Debug builds (\`swift build\`) of the $build_size-component library: with the plugin (\`Generated\`) and hand-wired \
without it (\`HandWired\`). Clean builds: medians of $build_runs runs; the others of $runs."
echo
echo "| Build | With the plugin | Hand-wired | Difference |"
echo "| --- | --- | --- | --- |"
echo "| clean (tool compile included) | $(seconds "$plugin_clean") | $(seconds "$hand_clean") | +$(seconds "$(echo "$plugin_clean - $hand_clean" | bc)") ($(ratio "$plugin_clean" "$hand_clean")×) |"
echo "| no-op rebuild (generator ran in $noop_generations of $runs) | $(seconds "$plugin_noop") | $(seconds "$hand_noop") | $(ratio "$plugin_noop" "$hand_noop")× |"
echo "| one file touched (generator ran: $touch_generates) | $(seconds "$plugin_touch") | $(seconds "$hand_touch") | $(ratio "$plugin_touch" "$hand_touch")× |"
echo
echo "The first rebuild after a clean build, left out above, relinks the plugin's tool (generator ran: $first_rebuild_generates)."
echo "The generator's own run in the one-file rebuild (the debug-built \`wiring\` the plugin runs, same arguments): $(seconds "$generator_run")."
echo
fi
# MARK: Releases of this working tree (sections 5 and 6)

# A release of this working tree in each shape of the tool's build, for consumers to depend on by URL and version: the
# copy of the working tree, its manifest changed for the shape, committed in a git repository of its own (its folder
# named Wiring, so that its package's identity is `wiring`) and tagged. SwiftPM gets a cache and a configuration
# folder of its own (`swiftpm_environment`), as it remembers the commit of each tag it resolved and refuses one that
# moved.
tool_work=$work/tool
tool_version=9.9.9
swiftpm_environment=(env -u _ XDG_CACHE_HOME="$tool_work/swiftpm-cache" XDG_CONFIG_HOME="$tool_work/swiftpm-config")
# This machine's prebuilt tools (Tools/make-artifact-bundle.sh: release builds, static Swift runtime), made once
# before the shapes that use them (`prebuilt_zip`), untimed: a release's users download them, they do not build them.
prebuilt_zip=""
tool_release() { # name flags
    local release=$tool_work/releases/$1/Wiring flags=$2
    rm -rf "$release"
    mkdir -p "$release"
    tar -cf - -C "$wiring_copy" . | tar -xf - -C "$release"
    # A release with its prebuilt tools, as the release job makes it but with the zip inside the package, by path:
    # SwiftPM downloads a binary target over https only.
    if [[ $1 == prebuilt* ]]; then
        cp "$prebuilt_zip" "$release/WiringTools.artifactbundle.zip"
        "$release/Tools/release-manifest.sh" --path WiringTools.artifactbundle.zip "$release/Package.swift" >&2
    fi
    [ "$1" = prebuilt-stubs ] && stub_plugins "$release"
    if [ -n "$flags" ]; then
        local targets=all
        if [[ $flags == *@core ]]; then targets=core; flags=${flags%@core}; fi
        local quoted
        quoted=$(printf '"%s", ' $flags)
        sed -i "s|\\.unsafeFlags(\\[\"-O\"\\]|.unsafeFlags([${quoted%, }]|" "$release/Package.swift"
        if [ "$targets" = core ]; then
            sed -i '/name: "WiringCommandLine"\|name: "wiring"/s/, swiftSettings: optimizedTool//' "$release/Package.swift"
        fi
    fi
    git -C "$release" init -q
    git -C "$release" add --all --force .
    git -C "$release" -c user.name=Benchmarks -c user.email=benchmarks@wiring.invalid -c commit.gpgsign=false \
        commit -q -m "Benchmarks/run.sh: the tool's build, shape $1"
    git -C "$release" tag "$tool_version"
    echo "$release"
}
# Replaces the release's three plugins by the least that still builds the quick start: a build plugin that runs
# `wiring generate` on its target's own files, as Wiring's does for a target with no dependencies, no tests and no
# configuration, and two command plugins that do nothing. SwiftPM compiles every plugin of every package in the graph
# at the start of a clean build, so this is the floor of a package that ships three plugins.
stub_plugins() { # release
    rm -f "$1"/Plugins/*/PluginSupport.swift
    cat > "$1/Plugins/WiringPlugin/WiringPlugin.swift" <<'SWIFT'
import PackagePlugin

@main
struct WiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        let work = context.pluginWorkDirectoryURL
        let output = work.appending(path: "AppGraph.swift")
        return [
            .buildCommand(
                displayName: "Wiring: generating AppGraph.swift for \(target.name)",
                executable: try context.tool(named: "wiring").url,
                arguments: ["generate", "--output", output.path, "--parts", "1"]
                    + ["--cache", work.appending(path: "cache").path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output, work.appending(path: "AppGraph+Part1.swift")])
        ]
    }
}
SWIFT
    local plugin
    for plugin in WiringCommandPlugin WiringGeneratePlugin; do
        printf 'import PackagePlugin\n\n@main\nstruct %s: CommandPlugin {\n    func performCommand(context: PluginContext, arguments: [String]) throws {}\n}\n' \
            "$plugin" > "$1/Plugins/$plugin/$plugin.swift"
    done
}
# The README's quick start (two components), with the plugin (`Generated`) and wired by hand (`HandWired`).
quick_start_packages() {
    local folder=$tool_work/quick-start
    rm -rf "$folder"
    for package in Generated HandWired; do
        mkdir -p "$folder/$package/Sources/MyApp"
        cat > "$folder/$package/Sources/MyApp/main.swift" <<'SWIFT'
protocol Engine: AnyObject { var horsepower: Int { get } }

// @Component(scope: .shared, as: Engine)
final class V8Engine: Engine {
    let horsepower = 750
    init() {}
}

// @Component
final class RaceCar {
    let engine: any Engine
    init(engine: any Engine) { self.engine = engine }
}
SWIFT
    done
    cat >> "$folder/HandWired/Sources/MyApp/main.swift" <<'SWIFT'

import Foundation

/// The graph, written by hand: the shared engine made on first use under a lock.
final class AppGraph {
    private let lock = NSLock()
    private var madeEngine: (any Engine)?

    var engine: any Engine {
        lock.lock()
        defer { lock.unlock() }
        if let made = madeEngine { return made }
        let made = V8Engine()
        madeEngine = made
        return made
    }

    var raceCar: RaceCar { RaceCar(engine: engine) }
}
SWIFT
    for package in Generated HandWired; do
        printf '\nlet graph = AppGraph()\nprint("A race car with \\(graph.raceCar.engine.horsepower) hp")\n' \
            >> "$folder/$package/Sources/MyApp/main.swift"
        local dependency="" plugins=""
        if [ "$package" = Generated ]; then
            dependency='.package(name: "Wiring", path: "../Wiring")'
            plugins=', plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]'
        fi
        cat > "$folder/$package/Package.swift" <<SWIFT
// swift-tools-version:6.1
// Written by Benchmarks/run.sh: the README's quick start, $package.
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [$dependency],
    targets: [.executableTarget(name: "MyApp"$plugins)]
)
SWIFT
    done
    echo "$folder"
}
# Makes the consumer `$1/Generated` depend on the release `$2` by URL and version, with the trait when `$3` is `trait`.
depend_on_release() {
    local traits=""
    [ "$3" = trait ] && traits=', traits: ["OptimizedTool"]'
    [ "$3" = source ] && traits=', traits: ["SourceBuild"]'
    sed -i -E "s|\\.package\\(name: \"Wiring\", [^)]*\\)|.package(url: \"file://$2\", exact: \"$tool_version\"$traits)|" \
        "$1/Generated/Package.swift"
    rm -f "$1/Generated/Package.resolved"
    grep -q "file://$2" "$1/Generated/Package.swift" || { note "cannot point $1/Generated at $2"; return 1; }
}
# A clean debug build of a package, timed by /usr/bin/time: appends "wall cpu" to the file $2.
timed_clean_build() {
    rm -rf "$1/.build"
    /usr/bin/time -f "%e %U %S" -o "$work/tool-time.txt" "${swiftpm_environment[@]}" swift build -v --package-path "$1" \
        > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; return 1; }
    tail -n 1 "$work/tool-time.txt" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >> "$2"
}
# Runs a command with /usr/bin/time `count` times; each run first empties the folder `$2`. Prints the median wall
# and CPU seconds.
timed_runs() {
    local count=$1 empty=$2; shift 2
    : > "$work/tool-runs.txt"
    for ((run = 0; run < count; run++)); do
        rm -rf "$empty"
        /usr/bin/time -f "%e %U %S" -o "$work/tool-time.txt" "$@" > "$work/last.log" 2>&1 \
            || { cat "$work/last.log" >&2; return 1; }
        tail -n 1 "$work/tool-time.txt" | awk '{ printf "%s %.3f\n", $1, $2 + $3 }' >> "$work/tool-runs.txt"
    done
    echo "$(awk '{ print $1 }' "$work/tool-runs.txt" | median) $(awk '{ print $2 }' "$work/tool-runs.txt" | median)"
}


# MARK: 5. The edit–rebuild loop

# The edits (edit_package): Benchmarks/loop-edits.sh.
source "$benchmarks/loop-edits.sh"
# One edit and the build after it, verbosely, so that the log says what ran: package, its target's folder, the edit,
# and the hand-written graph file that the edit updates where the graph changes (none with the plugin).
edit_and_build() { edit_package "$2" "$3" "${4:-}"; "${package_build[@]}" --package-path "$1"; }
# The graph in one file, as the plugin wrote it before it wrote parts: the synthetic app's package without the plugin
# (`GeneratedOneFile`: the `Generated` package's sources), its `AppGraph.swift` written by `wiring generate` with the
# plugin's arguments except `--parts` (its scan cache kept in the build folder) before each `swift build`. The two are
# one script, so that a traced build traces the generator's run too. Made once per size.
generated_one_file() { # folder
    local package=$1/GeneratedOneFile
    if [ ! -d "$package" ]; then
        mkdir -p "$package/Sources"
        cp -R "$1/Generated/Sources/GeneratedApp" "$package/Sources/"
        sed -e '2s|.*|// Written by Benchmarks/run.sh from the Generated package: its graph in one file, without the plugin.|' \
            -e 's/name: "Generated"/name: "GeneratedOneFile"/' -e '/^    dependencies: /d' \
            -e 's/, plugins: \[.plugin(name: "WiringPlugin", package: "Wiring")\]//' \
            "$1/Generated/Package.swift" > "$package/Package.swift"
    fi
    echo "$package"
}
one_file_build=$work/one-file-build.sh
write_one_file_build() { # wiring
    cat > "$one_file_build" <<SCRIPT
set -euo pipefail
sources=\$1/Sources/GeneratedApp
mkdir -p "\$1/.build"
$(printf '%q' "$1") generate --output "\$sources/AppGraph.swift" --cache "\$1/.build/wiring-cache" \\
    --overrides-when-named --source-root "\$1" \$(find "\$sources" -name '*.swift' ! -name AppGraph.swift | sort)
exec $(printf '%q ' "${package_build[@]}")--package-path "\$1"
SCRIPT
}
# One edit of the one-file package, then its graph written again and the build.
edit_and_build_one_file() { edit_package "$2" "$3"; bash "$one_file_build" "$1"; }
clean_build_one_file() { rm -rf "$1/.build"; bash "$one_file_build" "$1"; }
# Keeps the output of the last timed build (`swift build -v` with the prebuilt tools: every job it ran) as
# $work/loop-logs/$1.log, so that a slow row can be read afterwards.
keep_log() { mkdir -p "$work/loop-logs"; cp "$work/last.log" "$work/loop-logs/$1.log"; }
# A package's wiring code, as a regular expression on a file's path (for build-breakdown.py): with the plugin, every
# Swift file it wrote, whatever their names; by hand, the graph's files.
wiring_pattern() {
    case $(basename "$1") in
        Generated) echo '/plugins/outputs/.*\.swift$' ;;
        HandWiredSpread) echo '/Sources/HandWiredSpreadApp/(HandWiredGraph\.swift|Wiring/[^/]*\.swift)$' ;;
        GeneratedOneFile) echo '/Sources/GeneratedApp/AppGraph\.swift$' ;;
        *) echo '/Sources/[^/]*/(HandWiredGraph|ServerGraph)\.swift$' ;;
    esac
}
# The files of a package's wiring code (the plugin's: as its last build wrote them), one per line, in a stable order;
# and their bytes.
wiring_files() {
    find "$1" \( -path '*/.build/checkouts' -o -path '*/.build/repositories' \) -prune -o -name '*.swift' -print \
        | grep -E "$(wiring_pattern "$1")" | sort
}
wiring_bytes() { wiring_files "$1" | xargs -r -d '\n' cat | wc -c; }
# One row of the breakdown table, and one of the wiring code's table ($work/summary.md): the edit (for `clean`, an
# empty build folder), then the build, traced (every program it starts), and its processes put into parts by
# build-breakdown.py.
breakdown_row() { # label package sources kind [hand-written graph file]
    local label=$1 package=$2 sources=$3 kind=$4 wiring=${5:-}
    if [ "$kind" = clean ]; then rm -rf "$package/.build"; else edit_package "$sources" "$kind" "$wiring"; fi
    local build=("${package_build[@]}" --package-path "$package")
    [ "$(basename "$package")" = GeneratedOneFile ] && build=(bash "$one_file_build" "$package")
    strace -f -q -ttt -v -s 4096 --seccomp-bpf -e trace=execve -e signal=SIGCHLD -o "$work/trace.txt" \
        "${build[@]}" > "$work/traced.log" 2>&1 || { cat "$work/traced.log" >&2; return 1; }
    python3 "$benchmarks/build-breakdown.py" "$work/trace.txt" "$(wiring_pattern "$package")" "$label" \
        --wiring-bytes "$(wiring_bytes "$package")" --summary "$work/summary.md"
}
# The debug compile of a target's wiring code alone (object code, as `swift build` compiles it): the files of a list
# (one per line) as the primary files of one frontend job, with the target's other files.
compile_wiring() { # list target module defines
    local list=$1 target=$2 module=$3 defines=$4 primaries=() outputs=() others
    while IFS= read -r file; do
        primaries+=(-primary-file "$file")
        outputs+=(-o "$work/wiring-${#outputs[@]}.o")
    done < "$list"
    others=$(swift_files "$target" | grep -v -x -F -f "$list")
    # shellcheck disable=SC2086
    nice -n 10 swiftc -frontend -c -Onone -g -enable-testing -D SWIFT_PACKAGE $defines -module-name "$module" \
        -parse-as-library "${primaries[@]}" $others "${outputs[@]}"
}
# Gives the plugin's package a test target that names `AppGraph.Overrides` (`on`), so that its graph has them, or
# takes it away (`off`).
overrides_test() { # package on|off
    if [ "$2" = on ]; then
        cp "$1/Package.swift" "$work/Package.swift.plain"
        sed -i 's|^    targets: \[$|&\n        .testTarget(name: "GeneratedAppTests", dependencies: ["GeneratedApp"]),|' \
            "$1/Package.swift"
        mkdir -p "$1/Tests/GeneratedAppTests"
        printf 'import Testing\n@testable import GeneratedApp\n\n@Test func overrides() {\n    _ = AppGraph.Overrides()\n}\n' \
            > "$1/Tests/GeneratedAppTests/OverridesTests.swift"
    else
        cp "$work/Package.swift.plain" "$1/Package.swift"
        rm -rf "$1/Tests"
    fi
}
# The edits after which the plugin's package is built once more with a test that names `Overrides`: those that run
# the generator.
overrides_edit() { [[ " method init-parameter component child-interface " == *" $1 "* ]]; }

# A small server package on swift-nio, with the plugin (`Generated`) and hand-wired (`HandWired`): one source file
# with two components, as in the issue's measurement; the plugin reads every Swift file of the modules it depends on.
nio_packages() {
    local folder=$work/nio
    if [ -f "$folder/.complete" ]; then echo "$folder"; return; fi
    for package in Generated HandWired; do
        mkdir -p "$folder/$package/Sources/Server"
        cat > "$folder/$package/Sources/Server/Server.swift" <<'SWIFT'
import NIOCore
import NIOPosix

/// The event loops the server runs on.
// @Component(scope: .shared)
final class EventLoops {
    let group: MultiThreadedEventLoopGroup

    init() {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    }
}

/// Answers a request on the server's event loops.
// @Component
struct Greeter {
    let loops: EventLoops

    func greeting(for name: String) -> EventLoopFuture<String> {
        loops.group.next().makeSucceededFuture("hello, \(name)")
    }
}
SWIFT
    done
    cat > "$folder/HandWired/Sources/Server/ServerGraph.swift" <<'SWIFT'
import Foundation

/// The server's graph, written by hand: the shared event loops made on first use under a lock.
final class ServerGraph {
    private let lock = NSLock()
    private var madeEventLoops: EventLoops?

    var eventLoops: EventLoops {
        lock.lock()
        defer { lock.unlock() }
        if let made = madeEventLoops { return made }
        let made = EventLoops()
        madeEventLoops = made
        return made
    }

    var greeter: Greeter { Greeter(loops: eventLoops) }
}
SWIFT
    for package in Generated HandWired; do
        local wiring_dependency="" plugins=""
        if [ "$package" = Generated ]; then
            wiring_dependency=".package(name: \"Wiring\", path: \"$wiring_copy\"),"
            plugins=", plugins: [.plugin(name: \"WiringPlugin\", package: \"Wiring\")]"
        fi
        cat > "$folder/$package/Package.swift" <<SWIFT
// swift-tools-version:6.1
// Written by Benchmarks/run.sh: a swift-nio server's package, $package.
import PackageDescription

let package = Package(
    name: "$package",
    dependencies: [
        $wiring_dependency
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "Server",
            dependencies: [.product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")]$plugins
        ),
    ]
)
SWIFT
    done
    touch "$folder/.complete"
    echo "$folder"
}


if wants 5; then
echo "## 5. The edit–rebuild loop"
echo
echo "An edit of one file, then \`swift build\` (debug), medians of $runs edits each: with the plugin (\`Generated\`); \
with the plugin and a test target that names \`AppGraph.Overrides\` (so that the graph has them); and wired by hand, \
spread over a file per feature area of 100 components (\`HandWiredSpread\`: \`Wiring/Area0000Wiring.swift\`, …), and \
in one file (\`HandWired\`: \`HandWiredGraph.swift\`). Edits (Benchmarks/loop-edits.sh): \`body\`, a string in a \
method's body; \`method\`, a method added to a component; \`init-parameter\`, a parameter added to its init (the \
graph changes: the hand-written graphs pass the new argument); \`component\`, a component added (the hand-written \
graphs gain its property); \`child-body\` and \`child-interface\` in the session graph's file; \`server-body\` in the \
swift-nio server's one file. *Generated, one file* (\`GeneratedOneFile\`) is the graph as the plugin wrote it before \
it wrote parts: the same app without the plugin, its \`AppGraph.swift\` written by \`wiring generate\` (the plugin's \
tool and arguments, without \`--parts\`) before each build, the generator's run timed with it. The wiring code's \
own figures are in the table after it. The plugin's tools: \
$([ "$loop_tool" = prebuilt ] && echo "prebuilt, as a release gives them (the \`Generated\` packages depend on a \
tagged copy of this working tree with this machine's artifact bundle)" || echo "compiled from source in the \
build's configuration (debug), Wiring depended on by path")."
echo
echo "| Package | Edit | With the plugin | With the plugin, a test names \`Overrides\` | Generated, one file | Hand-wired, spread | Hand-wired, one file | Plugin ÷ generated one file | Plugin ÷ spread | Plugin ÷ one file | With \`Overrides\` ÷ without |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
: > "$work/breakdown.md"
: > "$work/summary.md"
path_package_build=("${package_build[@]}")
if [ "$loop_tool" = prebuilt ]; then
    rm -rf "$tool_work"
    mkdir -p "$tool_work"
    note "== the prebuilt tools (Tools/make-artifact-bundle.sh), for the loop's Generated packages"
    prebuilt_zip=$(nice -n 10 "$wiring_copy/Tools/make-artifact-bundle.sh" --output "$tool_work/artifacts" | head -n 1)
    loop_release=$(tool_release prebuilt "")
    # Every build of the loop with SwiftPM's cache and configuration of the releases (`swiftpm_environment`).
    package_build=("${swiftpm_environment[@]}" nice -n 10 swift build -v)
    write_one_file_build "$(find "$tool_work/artifacts/variants" -path '*/bin/wiring' | head -n 1)"
else
    nice -n 10 swift build --package-path "$root" --product wiring >&2
    write_one_file_build "$wiring_debug"
fi
for n in $loop_sizes; do
    folder=$(synthesized "$n")
    note "== edit-rebuild loop, $n components"
    if [ "$loop_tool" = prebuilt ]; then
        cp "$folder/Generated/Package.swift" "$folder/Generated/Package.swift.by-path"
        depend_on_release "$folder" "$loop_release" ""
    fi
    generated=$folder/Generated generated_sources=$folder/Generated/Sources/GeneratedApp
    spread=$folder/HandWiredSpread spread_sources=$folder/HandWiredSpread/Sources/HandWiredSpreadApp
    spread_graph=$spread_sources/Wiring/Area0000Wiring.swift
    one_file=$folder/HandWired one_file_sources=$folder/HandWired/Sources/HandWiredApp
    one_file_graph=$one_file_sources/HandWiredGraph.swift
    generated_one_file=$(generated_one_file "$folder")
    generated_one_file_sources=$generated_one_file/Sources/GeneratedApp
    for package in "$generated" "$spread" "$one_file"; do
        "${package_build[@]}" --package-path "$package" > /dev/null 2>&1
        "${package_build[@]}" --package-path "$package" > /dev/null 2>&1
    done
    bash "$one_file_build" "$generated_one_file" > /dev/null 2>&1
    bash "$one_file_build" "$generated_one_file" > /dev/null 2>&1
    declare -A plugin_times=() spread_times=() one_file_times=() overrides_times=() generated_one_file_times=()
    for kind in $loop_edits; do
        read -r "plugin_times[$kind]" _ < <(measure "$runs" edit_and_build "$generated" "$generated_sources" "$kind")
        keep_log "$n-$kind-plugin"
        read -r "generated_one_file_times[$kind]" _ < <(measure "$runs" edit_and_build_one_file "$generated_one_file" \
            "$generated_one_file_sources" "$kind")
        keep_log "$n-$kind-generated-one-file"
        read -r "spread_times[$kind]" _ < <(measure "$runs" edit_and_build "$spread" "$spread_sources" "$kind" "$spread_graph")
        keep_log "$n-$kind-spread"
        read -r "one_file_times[$kind]" _ < <(measure "$runs" edit_and_build "$one_file" "$one_file_sources" "$kind" \
            "$one_file_graph")
        keep_log "$n-$kind-one-file"
        breakdown_row "$n components, $kind, plugin" "$generated" "$generated_sources" "$kind" >> "$work/breakdown.md"
        breakdown_row "$n components, $kind, generated, one file" "$generated_one_file" "$generated_one_file_sources" \
            "$kind" >> "$work/breakdown.md"
        breakdown_row "$n components, $kind, hand-wired, spread" "$spread" "$spread_sources" "$kind" "$spread_graph" \
            >> "$work/breakdown.md"
        breakdown_row "$n components, $kind, hand-wired, one file" "$one_file" "$one_file_sources" "$kind" \
            "$one_file_graph" >> "$work/breakdown.md"
    done
    # The synthetic app has no tests, so the plugin leaves the overrides out of its graph; with a test that names
    # them, the graph has them again, and the debug build compiles them.
    overrides_test "$generated" on
    "${package_build[@]}" --package-path "$generated" > /dev/null 2>&1
    "${package_build[@]}" --package-path "$generated" > /dev/null 2>&1
    for kind in $loop_edits; do
        overrides_edit "$kind" || continue
        read -r "overrides_times[$kind]" _ < <(measure "$runs" edit_and_build "$generated" "$generated_sources" "$kind")
        keep_log "$n-$kind-overrides"
        breakdown_row "$n components, $kind, plugin, a test names \`Overrides\`" "$generated" "$generated_sources" \
            "$kind" >> "$work/breakdown.md"
    done
    overrides_test "$generated" off
    "${package_build[@]}" --package-path "$generated" > /dev/null 2>&1
    for kind in $loop_edits; do
        plugin=${plugin_times[$kind]} spread_time=${spread_times[$kind]} one_file_time=${one_file_times[$kind]}
        overrides=${overrides_times[$kind]:-} generated_one_file_time=${generated_one_file_times[$kind]}
        echo "| $n components | $kind | $(seconds "$plugin") | $([ -n "$overrides" ] && seconds "$overrides" || echo —) \
| $(seconds "$generated_one_file_time") | $(seconds "$spread_time") | $(seconds "$one_file_time") \
| $(ratio "$plugin" "$generated_one_file_time")× | $(ratio "$plugin" "$spread_time")× \
| $(ratio "$plugin" "$one_file_time")× | $([ -n "$overrides" ] && echo "$(ratio "$overrides" "$plugin")×" || echo —) |"
    done
done
nio=$(nio_packages)
note "== edit-rebuild loop, swift-nio server"
if [ "$loop_tool" = prebuilt ]; then
    cp "$nio/Generated/Package.swift" "$nio/Generated/Package.swift.by-path"
    depend_on_release "$nio" "$loop_release" ""
fi
for package in Generated HandWired; do
    "${package_build[@]}" --package-path "$nio/$package" > /dev/null 2>&1
    "${package_build[@]}" --package-path "$nio/$package" > /dev/null 2>&1
done
read -r plugin _ < <(measure "$runs" edit_and_build "$nio/Generated" "$nio/Generated/Sources/Server" server-body)
read -r one_file_time _ < <(measure "$runs" edit_and_build "$nio/HandWired" "$nio/HandWired/Sources/Server" server-body)
echo "| swift-nio server | server-body | $(seconds "$plugin") | — | — | — | $(seconds "$one_file_time") | — | — \
| $(ratio "$plugin" "$one_file_time")× | — |"
breakdown_row "swift-nio server, server-body, plugin" "$nio/Generated" "$nio/Generated/Sources/Server" server-body \
    >> "$work/breakdown.md"
breakdown_row "swift-nio server, server-body, hand-wired" "$nio/HandWired" "$nio/HandWired/Sources/Server" \
    server-body >> "$work/breakdown.md"
echo
echo "Clean builds (\`rm -rf .build\`, then \`swift build\`) of the synthetic app; medians of $build_runs at 1,000 \
components or fewer, one run above:"
echo
echo "| Components | With the plugin | Generated, one file | Hand-wired, spread | Hand-wired, one file | Plugin − spread | Plugin ÷ generated one file | Plugin ÷ spread | Plugin ÷ one file |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for n in $loop_sizes; do
    folder=$(synthesized "$n")
    note "== clean builds, $n components"
    count=$build_runs
    [ "$n" -gt 1000 ] && count=1
    read -r plugin_clean _ < <(measure "$count" clean_build "$folder/Generated")
    read -r generated_one_file_clean _ < <(measure "$count" clean_build_one_file "$(generated_one_file "$folder")")
    read -r spread_clean _ < <(measure "$count" clean_build "$folder/HandWiredSpread")
    read -r one_file_clean _ < <(measure "$count" clean_build "$folder/HandWired")
    echo "| $n | $(seconds "$plugin_clean") | $(seconds "$generated_one_file_clean") | $(seconds "$spread_clean") \
| $(seconds "$one_file_clean") | +$(seconds "$(echo "$plugin_clean - $spread_clean" | bc)") \
| $(ratio "$plugin_clean" "$generated_one_file_clean")× | $(ratio "$plugin_clean" "$spread_clean")× \
| $(ratio "$plugin_clean" "$one_file_clean")× |"
    for package in Generated GeneratedOneFile HandWiredSpread HandWired; do
        case $package in
            Generated) label=plugin ;; GeneratedOneFile) label="generated, one file" ;;
            HandWiredSpread) label="hand-wired, spread" ;; *) label="hand-wired, one file" ;;
        esac
        breakdown_row "$n components, clean, $label" "$folder/$package" "" clean >> "$work/breakdown.md"
    done
done
echo
echo "The wiring code in each build of the tables above: one more build of each row (after one more edit of the same \
kind), traced (\`strace -f\`, every program the build starts), its processes put into parts by \`build-breakdown.py\`. \
*Wiring code* is every Swift file the plugin wrote (its output folder), the one generated \`AppGraph.swift\`, or the \
hand-written graph's files (\`HandWiredGraph.swift\` and \`Wiring/\`). *Wiring code compile*: the wall time of the \
compile jobs that compiled it (the union of their intervals) and their CPU time; a job (a batch of files) that also compiled other files of the \
target counts for the wiring files' share of its files' bytes. *Jobs that compiled it*: those jobs' whole wall time. \
*Wiring files compiled*: how many of its files were compiled again, and their bytes as a share of all of it. \
*Frontend jobs*: the target's compile and emit-module jobs, how many of them mixed wiring code with other files, and \
the files they compiled. Tracing slows a build a little."
echo
python3 "$benchmarks/build-breakdown.py" --summary-header
cat "$work/summary.md"
echo
echo "Where each build's time goes: the same traced builds, each cell wall seconds (the union of the part's \
processes' intervals) and CPU seconds in parentheses; *SwiftPM alone* is the wall time when no other process ran \
(planning, checking inputs, scheduling)."
echo
python3 "$benchmarks/build-breakdown.py" --header
cat "$work/breakdown.md"
echo
# The synthetic apps and the server depend on Wiring by path again, built as before, for the sections after this one.
package_build=("${path_package_build[@]}")
if [ "$loop_tool" = prebuilt ]; then
    for folder in $(for n in $loop_sizes; do synthesized "$n"; done) "$nio"; do
        mv "$folder/Generated/Package.swift.by-path" "$folder/Generated/Package.swift"
        rm -f "$folder/Generated/Package.resolved"
    done
fi
fi

if wants 5 || wants graph-file; then
echo "The wiring code's debug compile alone (object code, \`-Onone -g -enable-testing\`: its files the primary files \
of one frontend job, with the target's other files; medians of $runs): the Swift files the plugin writes for the \
synthetic app (nothing names \`Overrides\`, so they have none), the same once a test names \`Overrides\`, with and \
without \`DEBUG\`, and the hand-written graph's files, spread and in one file:"
echo
echo "| Components | The plugin's (no overrides) | With overrides, \`DEBUG\` | With overrides, without \`DEBUG\` | Hand-wired, spread | \`HandWiredGraph.swift\` | Plugin's ÷ spread | Plugin's ÷ one file | With overrides ÷ spread |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for n in $loop_sizes; do
    folder=$(synthesized "$n")
    generated=$folder/Generated sources=$folder/Generated/Sources/GeneratedApp
    # The plugin's files as its build writes them, without the overrides and with them, copied out of the build.
    for variant in plain overrides; do
        [ "$variant" = overrides ] && overrides_test "$generated" on
        "${package_build[@]}" --package-path "$generated" > /dev/null 2>&1
        rm -rf "$work/wiring-$variant"
        mkdir -p "$work/wiring-$variant"
        wiring_files "$generated" | while IFS= read -r file; do
            cp "$file" "$work/wiring-$variant/$(echo "${file#*/plugins/outputs/}" | tr '/' '_')"
        done
        swift_files "$work/wiring-$variant" > "$work/wiring-$variant.txt"
        [ "$variant" = overrides ] && overrides_test "$generated" off
    done
    "${package_build[@]}" --package-path "$generated" > /dev/null 2>&1
    wiring_files "$folder/HandWiredSpread" > "$work/wiring-spread.txt"
    wiring_files "$folder/HandWired" > "$work/wiring-one-file.txt"
    read -r plugin_written _ < <(measure "$runs" compile_wiring "$work/wiring-plain.txt" "$sources" GeneratedApp "-D DEBUG")
    read -r debug_overrides _ < <(measure "$runs" compile_wiring "$work/wiring-overrides.txt" "$sources" GeneratedApp \
        "-D DEBUG")
    read -r plain_overrides _ < <(measure "$runs" compile_wiring "$work/wiring-overrides.txt" "$sources" GeneratedApp "")
    read -r spread_time _ < <(measure "$runs" compile_wiring "$work/wiring-spread.txt" \
        "$folder/HandWiredSpread/Sources/HandWiredSpreadApp" HandWiredSpreadApp "-D DEBUG")
    read -r one_file_time _ < <(measure "$runs" compile_wiring "$work/wiring-one-file.txt" \
        "$folder/HandWired/Sources/HandWiredApp" HandWiredApp "-D DEBUG")
    echo "| $n | $(seconds "$plugin_written") | $(seconds "$debug_overrides") | $(seconds "$plain_overrides") \
| $(seconds "$spread_time") | $(seconds "$one_file_time") | $(ratio "$plugin_written" "$spread_time")× \
| $(ratio "$plugin_written" "$one_file_time")× | $(ratio "$debug_overrides" "$spread_time")× |"
done
echo
fi
# MARK: 6. The plugin's tool at release speed

if wants 6; then
echo "## 6. The plugin's tool at release speed"
echo
echo "Clean debug builds (\`rm -rf .build\`, then \`swift build\`) of a package that depends on Wiring by URL and version \
(a tagged copy of this working tree), with the plugin, in turn with the same package wired by hand; the added cost \
is the median of the pairwise differences. Then the generator's full run as that build ran it (the debug-built \
\`wiring-tool\`, the plugin's arguments, its cache folder emptied first), medians of $runs runs. Wall seconds, CPU \
(user + system) in parentheses."
echo
echo "| Package | Tool's build | Pairs | Clean build with the plugin | Hand-wired | Added | Generator's full run, cold cache |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
rm -rf "$tool_work"
mkdir -p "$tool_work"
IFS=';' read -r -a shapes <<< "$tool_shapes"
if [[ ";$tool_shapes;" == *";prebuilt"* ]]; then
    note "== the prebuilt tools (Tools/make-artifact-bundle.sh)"
    prebuilt_zip=$(nice -n 10 "$wiring_copy/Tools/make-artifact-bundle.sh" --output "$tool_work/artifacts" | head -n 1)
fi
for n in quick-start $tool_sizes; do
    if [ "$n" = quick-start ]; then folder=$(quick_start_packages); else folder=$(synthesized "$n"); fi
    pairs=$tool_pairs
    [ "$n" != quick-start ] && [ "$n" -gt 1000 ] && pairs=1
    cp "$folder/Generated/Package.swift" "$work/Package.swift.release-tool"
    for shape in "${shapes[@]}"; do
        name=${shape%%=*} flags="" traits=trait
        [[ $shape == *=* ]] && flags=${shape#*=}
        case $name in default | prebuilt | prebuilt-stubs) traits="" ;; prebuilt-source) traits=source ;; esac
        [ "$name" = prebuilt-stubs ] && [ "$n" != quick-start ] && continue
        note "== the tool at release speed: $n, $name"
        release=$(tool_release "$name" "$flags")
        cp "$work/Package.swift.release-tool" "$folder/Generated/Package.swift"
        depend_on_release "$folder" "$release" "$traits"
        "${swiftpm_environment[@]}" swift package resolve --package-path "$folder/Generated" >&2
        : > "$work/plugin-builds.txt"
        : > "$work/hand-builds.txt"
        for ((pair = 0; pair < pairs; pair++)); do
            timed_clean_build "$folder/Generated" "$work/plugin-builds.txt"
            cp "$work/last.log" "$work/plugin-build.log"
            timed_clean_build "$folder/HandWired" "$work/hand-builds.txt"
        done
        # The optimization flag that counts, the last of WiringCore's compile; none when the tools are prebuilt.
        optimization=$( (grep -m 1 -e 'swiftc -module-name WiringCore ' "$work/plugin-build.log" || true) \
            | grep -o -e ' -O[a-z]*' | tail -n 1 | tr -d ' ' || true)
        optimization=${optimization:-not compiled}
        if [[ $name == prebuilt || $name == prebuilt-stubs ]] && [ "$optimization" != "not compiled" ]; then
            note "the prebuilt shape compiled WiringCore: see $work/plugin-build.log"
            exit 1
        fi
        # The tool built from source is `wiring-tool` (SwiftPM's name for a plugin's tool built for the host); the
        # prebuilt one is the bundle's `wiring`.
        generate=$(grep -m 1 -E '/(wiring-tool|wiring) generate ' "$work/plugin-build.log")
        cache=$(echo "$generate" | sed -E 's/.* --cache ([^ ]*) .*/\1/')
        read -r generator_wall generator_cpu < <(timed_runs "$runs" "$cache" $generate)
        # "wall (CPU)" of the medians of a file of "wall cpu" lines, each figure after `$2` (a sign), if given.
        # The medians of a file's wall and CPU times, `+` before each that is not negative when $2 is `+`.
        cell() {
            local wall cpu
            wall=$(seconds "$(awk '{ print $1 }' "$1" | median)")
            cpu=$(seconds "$(awk '{ print $2 }' "$1" | median)")
            if [ "${2-}" = + ]; then
                [[ $wall == -* ]] || wall=+$wall
                [[ $cpu == -* ]] || cpu=+$cpu
            fi
            echo "$wall ($cpu)"
        }
        paste -d ' ' "$work/plugin-builds.txt" "$work/hand-builds.txt" | awk '{ print $1 - $3, $2 - $4 }' > "$work/added.txt"
        added=$(cell "$work/added.txt" +)
        echo "| $n | $name${flags:+ (\`$flags\`)} (WiringCore: \`$optimization\`) | $pairs | $(cell "$work/plugin-builds.txt") \
| $(cell "$work/hand-builds.txt") | $added | $(seconds "$generator_wall") ($(seconds "$generator_cpu")) |"
    done
    cp "$work/Package.swift.release-tool" "$folder/Generated/Package.swift"
    rm -f "$folder/Generated/Package.resolved"
done
echo
fi

# MARK: Peers: what a dependency-injection library adds to a clean build

if wants peers; then
echo "## Peers: what each library adds to a consumer's clean build"
echo
folder=$(synthesized "$build_size")
peer_packages=(HandWired Generated SwiftDependencies SwiftDependenciesMacro)
note "== peers' clean builds, $build_size components"
# The packages a build checks out come from SwiftPM's shared cache of repositories, as on a developer's machine
# after a first resolution: resolved once here, untimed, so that no run pays for a first clone.
for package in "${peer_packages[@]}"; do
    env -u _ swift package --package-path "$folder/$package" resolve > /dev/null 2>&1
done
: > "$work/peers.txt"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for ((run = 0; run < build_runs; run++)); do
    for package in "${peer_packages[@]}"; do
        rm -rf "$folder/$package/.build"
        /usr/bin/time -f "%e %U %S %M" -o "$work/peer-time.txt" "${package_build[@]}" --package-path "$folder/$package" \
            > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
        read -r wall user system rss < "$work/peer-time.txt"
        echo "$package $wall $(echo "$user + $system" | bc) $rss $(ls "$folder/$package/.build/checkouts" 2> /dev/null | wc -l) \
$(du -sm "$folder/$package/.build" | cut -f1)" >> "$work/peers.txt"
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
peer_median() { awk -v p="$1" -v f="$2" '$1 == p { print $f }' "$work/peers.txt" | median; }
hand_wall=$(peer_median HandWired 2)
hand_cpu=$(peer_median HandWired 3)
echo "Debug builds (\`swift build\`) of the $build_size-component app from an empty \`.build\`, the four packages in \
turn, medians of $build_runs rounds (load average $load_before before, $load_after after). The checkouts come from \
SwiftPM's cache of repositories (resolved once before, untimed); CPU is user + system of every process of the build; \
peak memory is the largest single process's."
echo
echo "| Consumer | Clean build | Added to hand-wired | CPU | Added CPU | Peak memory | Packages checked out | \`.build\` |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for row in "HandWired|hand-wired, no library" "Generated|Wiring's plugin" \
    "SwiftDependencies|swift-dependencies (\`Dependencies\`, keys by hand)" \
    "SwiftDependenciesMacro|swift-dependencies with \`DependenciesMacros\` (\`@DependencyEntry\`)"; do
    package=${row%%|*}
    wall=$(peer_median "$package" 2)
    cpu=$(peer_median "$package" 3)
    rss=$(peer_median "$package" 4 | awk '{ printf "%.0f", $1 / 1024 }')
    if [ "$package" = HandWired ]; then added="—"; added_cpu="—"; else
        added="+$(seconds "$(echo "$wall - $hand_wall" | bc)") ($(ratio "$wall" "$hand_wall")×)"
        added_cpu="+$(seconds "$(echo "$cpu - $hand_cpu" | bc)") ($(ratio "$cpu" "$hand_cpu")×)"
    fi
    echo "| ${row#*|} | $(seconds "$wall") | $added | $(seconds "$cpu") | $added_cpu | $rss MB \
| $(peer_median "$package" 5) | $(peer_median "$package" 6) MB |"
done
echo
fi
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
