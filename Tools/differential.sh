#!/usr/bin/env bash
# The differential run (docs/Reliability.md#the-differential-run): for a change that must not change anything a user
# sees, such as a refactoring or a speed-up. Builds `wiring` and `wiring-graph` in release for a base commit and for
# the working tree (or a second commit), runs both on the same inputs with the same arguments, in the same folders,
# and compares what each command prints on standard output and on standard error, its exit status and every file it
# writes, byte for byte. Prints the inputs compared and the differences by category, the first differences in full,
# and exits 1 on any difference.
#
#   Tools/differential.sh <base-ref> [<new-ref>]             # <new-ref> omitted: the working tree, as it is
#   Tools/differential.sh --timing <base-ref> [<new-ref>]    # `wiring generate` at 10,000 components, in turn
#
# The categories (--only picks some, by name):
#   cli         usage, --help, --version and bad command lines of both tools;
#   references  the golden-file inputs (Tests/WiringCoreTests/References) as the tests run them: generate with the
#               case's folder as --source-root, check, dump, JSON diagnostics; and the error cases (ErrorCases/)
#               as the tests run them, from the case's folder with `Sources/<file>` paths; the base's output is
#               also compared with the expected files, to show that the inputs are run as the tests run them;
#   samples     every ```swift block of README.md, docs/, Examples/*/README.md and the DocC articles, one folder per
#               sample (a block marked `continues` joins the one above, as another file): among them an example of
#               every diagnostic (docs/Diagnostics.md); generate, dump;
#   packages    every library and executable target of Examples/* (and their local packages) and Tests/Fixtures,
#               with the arguments the build plugin passes (Tools/graph-inputs.py): generate with a new cache and
#               again with the cache it left, check, check --against, dump, JSON diagnostics to a file, pictures;
#   synthetic   the Benchmarks synthesizer's app at 1,000 and 10,000 components, with its child graph and without
#               it (its Session.swift left out): the plugin's command, cold and warm, a plain generate, check, dump;
#   pictures    wiring-graph in every format it draws itself (dot, mermaid, svg) over the references, the whole
#               graph and from every binding (--root), and over the 1,000-component app;
#   fuzz        inputs of wiring-fuzz (--write-inputs) made from the repository's files: generate, dump with JSON
#               diagnostics; every fourth input also check and the three pictures;
#   corpus-fuzz the same for inputs made from a sample of the package corpus ($WIRING_CORPUS, Tools/fetch-corpus.sh);
#   corpus      the package corpus itself: `dump --json` of each package as it is (what the scanner reads of real
#               code), and of a copy with `// @Component`, `// @Provides` and `// @Inject` written above its types,
#               static functions and properties, plus generate on that copy.
#
# Options:
#   --only <names>          Comma-separated categories (default: all).
#   --fuzz <n>              Inputs of the fuzz category (default 2500).
#   --corpus-fuzz <n>       Inputs of the corpus-fuzz category (default 1500), made from
#   --corpus-sample <n>     files of the package corpus (default 1000).
#   --seed <n>              The fuzzer's seed (default 1).
#   --jobs <n>              Commands run at once (default: the number of processors).
#   --ignore-cache-files    Leave the files of `generate --cache` out of the comparison (their format is no
#                           user's concern; a change of it only makes the first build after an update a full one).
#   --show <n>              Differences shown in full per category (default 3).
#   --work <folder>         Where the inputs and outputs go (default: a new temporary folder, removed after a run
#                           without differences); --keep keeps it.
#   --timing                Instead: time `wiring generate` on the synthetic app of --components components (default
#                           10000), base and new in turn, --runs times (default 5) after a warm-up of each, and print
#                           the ratio new ÷ base run by run and each side's peak memory (GNU time).
#
# Builds: a commit is exported (git archive) and built with `swift build -c release` under
# $WIRING_DIFFERENTIAL_CACHE/<commit id> (default ~/.cache/wiring-differential), once: later runs reuse it. The working
# tree is built in place (.build/release). The inputs (references, examples, fixtures, the synthesizer, the fuzzer)
# are the new side's; the fuzzer is the new side's when it has --write-inputs, else the base's, else this working
# tree's.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
all_categories="cli references samples packages synthetic pictures fuzz corpus-fuzz corpus"
categories=$all_categories
fuzz_count=2500
corpus_fuzz_count=1500
corpus_sample=1000
seed=1
jobs=$(nproc)
ignore_cache_files=0
show=3
work=
keep=0
timing=0
components=10000
runs=5
refs=()

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }
fail() { echo "differential: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        -h | --help) usage; exit 0 ;;
        --only) categories=${2//,/ }; shift ;;
        --fuzz) fuzz_count=$2; shift ;;
        --corpus-fuzz) corpus_fuzz_count=$2; shift ;;
        --corpus-sample) corpus_sample=$2; shift ;;
        --seed) seed=$2; shift ;;
        --jobs) jobs=$2; shift ;;
        --ignore-cache-files) ignore_cache_files=1 ;;
        --show) show=$2; shift ;;
        --work) work=$2; keep=1; shift ;;
        --keep) keep=1 ;;
        --timing) timing=1 ;;
        --components) components=$2; shift ;;
        --runs) runs=$2; shift ;;
        -*) fail "unknown option '$1' (see --help)" ;;
        *) refs+=("$1") ;;
    esac
    shift
done
[ ${#refs[@]} -ge 1 ] && [ ${#refs[@]} -le 2 ] || fail "give a base ref, and optionally a new one (see --help)"
for category in $categories; do
    [[ " $all_categories " == *" $category "* ]] || fail "unknown category '$category'; the categories: $all_categories"
done
wants() { [[ " $categories " == *" $1 "* ]]; }

corpus=${WIRING_CORPUS:-$root/.corpus}
if [ "$timing" = 0 ] && { wants corpus || wants corpus-fuzz; } && [ -z "$(ls -A "$corpus" 2> /dev/null)" ]; then
    fail "no package corpus at $corpus: fetch it with Tools/fetch-corpus.sh (or set WIRING_CORPUS), or leave out the \
corpus categories with --only"
fi
cache_root=${WIRING_DIFFERENTIAL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/wiring-differential}
if [ -z "$work" ]; then work=$(mktemp -d "${TMPDIR:-/tmp}/wiring-differential.XXXXXX"); fi
mkdir -p "$work"
work=$(cd "$work" && pwd)
start_time=$SECONDS
note() { echo "$*" >&2; }
# An interrupted run stops the commands it started.
trap 'trap - INT TERM; kill $(jobs -p) 2> /dev/null; exit 130' INT TERM

# MARK: Builds

# Builds a commit in release under the cache, once (a lock keeps two runs from building it at the same time), and
# prints the folder of its products.
build_commit() {
    local commit=$1 folder=$cache_root/$1
    mkdir -p "$folder"
    (
        flock 9
        if [ ! -f "$folder/built" ]; then
            note "== building $commit in release (once; kept in $folder)"
            rm -rf "$folder/src"
            mkdir -p "$folder/src"
            git -C "$root" archive "$commit" | tar -x -C "$folder/src"
            if ! swift build -c release --package-path "$folder/src" --scratch-path "$folder/build" \
                > "$folder/build.log" 2>&1; then
                tail -n 30 "$folder/build.log" >&2
                fail "the release build of $commit failed (log: $folder/build.log)"
            fi
            touch "$folder/built"
        fi
    ) 9> "$folder/lock"
    echo "$folder/build/release"
}

# Copies a side's tools into the work folder, so that a build that runs meanwhile cannot change them.
keep_tools() {
    mkdir -p "$work/bin/$1"
    for tool in wiring wiring-graph wiring-fuzz; do
        [ -x "$2/$tool" ] && cp "$2/$tool" "$work/bin/$1/"
    done
    [ -x "$work/bin/$1/wiring" ] && [ -x "$work/bin/$1/wiring-graph" ] || fail "no wiring or wiring-graph in $2"
}

base_commit=$(git -C "$root" rev-parse --verify "${refs[0]}^{commit}") || fail "unknown ref '${refs[0]}'"
base_products=$(build_commit "$base_commit")
keep_tools base "$base_products"
if [ ${#refs[@]} = 2 ]; then
    new_commit=$(git -C "$root" rev-parse --verify "${refs[1]}^{commit}") || fail "unknown ref '${refs[1]}'"
    new_products=$(build_commit "$new_commit")
    keep_tools new "$new_products"
    source_tree=$cache_root/$new_commit/src
    new_name="${refs[1]} ($new_commit)"
else
    note "== building the working tree in release"
    if ! swift build -c release --package-path "$root" > "$work/build-new.log" 2>&1; then
        tail -n 30 "$work/build-new.log" >&2
        fail "the release build of the working tree failed (log: $work/build-new.log)"
    fi
    new_products=$(swift build -c release --package-path "$root" --show-bin-path)
    keep_tools new "$new_products"
    source_tree=$root
    changes=$(git -C "$root" status --porcelain --untracked-files=normal | wc -l)
    new_name="the working tree ($(git -C "$root" rev-parse --short HEAD), $changes changed or new files)"
fi
base_name="${refs[0]} ($base_commit)"

# The synthesizer of the new side's Benchmarks package.
synthesizer=
if [ "$timing" = 1 ] || wants synthetic || wants pictures; then
    note "== building the synthesizer"
    swift build -c release --package-path "$source_tree/Benchmarks" --product synthesize > "$work/build-synthesize.log" 2>&1 \
        || { tail -n 30 "$work/build-synthesize.log" >&2; fail "the synthesizer's build failed"; }
    synthesizer=$(swift build -c release --package-path "$source_tree/Benchmarks" --show-bin-path)/synthesize
fi

# The package of the synthetic app of $1 components that the build plugin would generate for (written once per work
# folder); its target is Sources/GeneratedApp.
synthesized() {
    local folder=$work/synthetic-app/n$1
    if [ ! -f "$folder/.complete" ]; then
        "$synthesizer" --components "$1" --output "$folder" > /dev/null
        touch "$folder/.complete"
    fi
    echo "$folder/Generated"
}

# MARK: Timing

if [ "$timing" = 1 ]; then
    sources=$(synthesized "$components")/Sources/GeneratedApp
    mkdir -p "$work/timing"
    command_of() { echo "$work/bin/$1/wiring generate --output $work/timing/$1.swift $sources"; }
    echo "Timing \`wiring generate\` on the synthetic app of $components components ($(find "$sources" -name '*.swift' | wc -l) files), \
$runs runs of each in turn after a warm-up of each; whole process, GNU time."
    echo "base: $base_name"
    echo "new:  $new_name"
    echo "base command: $(command_of base)"
    echo "new command:  $(command_of new)"
    echo
    measure() { # side → "wall user+sys peak-MB"
        /usr/bin/time -f '%e %U %S %M' -o "$work/timing/time.txt" $(command_of "$1") > /dev/null 2>&1 \
            || fail "$(command_of "$1") failed"
        awk '{ printf "%.3f %.3f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$work/timing/time.txt"
    }
    measure base > /dev/null
    measure new > /dev/null
    echo "| run | base wall s | new wall s | new ÷ base | base cpu s | new cpu s | new ÷ base (cpu) | base peak MB | new peak MB |"
    echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    : > "$work/timing/rows.txt"
    for ((run = 1; run <= runs; run++)); do
        read -r base_wall base_cpu base_peak < <(measure base)
        read -r new_wall new_cpu new_peak < <(measure new)
        ratio=$(awk -v a="$new_wall" -v b="$base_wall" 'BEGIN { printf "%.3f", a / b }')
        cpu_ratio=$(awk -v a="$new_cpu" -v b="$base_cpu" 'BEGIN { printf "%.3f", a / b }')
        echo "$base_wall $new_wall $ratio $base_cpu $new_cpu $cpu_ratio $base_peak $new_peak" >> "$work/timing/rows.txt"
        echo "| $run | $base_wall | $new_wall | $ratio | $base_cpu | $new_cpu | $cpu_ratio | $base_peak | $new_peak |"
    done
    median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    column_stats() { # column → "median (min–max)"
        local values
        values=$(awk -v c="$1" '{ print $c }' "$work/timing/rows.txt" | sort -g)
        echo "$(echo "$values" | median) ($(echo "$values" | head -n 1)–$(echo "$values" | tail -n 1))"
    }
    echo "| median (min–max) | $(column_stats 1) | $(column_stats 2) | $(column_stats 3) | $(column_stats 4) | \
$(column_stats 5) | $(column_stats 6) | $(column_stats 7) | $(column_stats 8) |"
    if cmp -s "$work/timing/base.swift" "$work/timing/new.swift"; then
        echo "The two generated files are identical."
    else
        echo "The two generated files DIFFER: $work/timing/base.swift $work/timing/new.swift"
        exit 1
    fi
    [ "$keep" = 1 ] || rm -rf "$work"
    exit 0
fi

# MARK: Running cases

# What every case's script can use, besides $WIRING, $GRAPH (the side's tools) and $RUN (the case's folder, the same
# path for both sides, which starts empty): `step <name> <command>...` runs the command and keeps its standard
# output, standard error and exit status in $RUN/<name>.out, .err and .status. A side's run of a case script that
# takes longer than the time limit is stopped (status 124 in script.status: a hang shows as a difference, or as an
# odd status on both sides).
time_limit=${WIRING_DIFFERENTIAL_TIME_LIMIT:-600}
prelude='
step() {
    local name=$1
    shift
    "$@" > "$RUN/$name.out" 2> "$RUN/$name.err"
    echo $? > "$RUN/$name.status"
}
'

# run_case <category> <case> <folder> <script> [<arguments>...]: runs the bash script in the folder (@RUN@: in $RUN),
# with the arguments, once with each side's tools; what the run left in $RUN, and the script's own output and status, are kept
# in $work/<side>/<category>/<case>.
run_case() {
    local category=$1 name=$2 folder=$3 script=$4
    shift 4
    local run=$work/run/$category/$name side kept status
    [ "$folder" = @RUN@ ] && folder=$run
    # Few processes besides the tools' own: a fuzz run starts tens of thousands.
    for side in base new; do
        kept=$work/$side/$category/$name
        if [ -e "$run" ]; then rm -rf "$run"; fi
        mkdir "$run"
        status=0
        (cd "$folder" && WIRING=$work/bin/$side/wiring GRAPH=$work/bin/$side/wiring-graph RUN=$run \
            exec timeout -k 10 "$time_limit" bash -c "$prelude$script" bash "$@") \
            > "$run/script.out" 2> "$run/script.err" || status=$?
        echo "$status" > "$run/script.status"
        # The cache's record of the last graph starts with a key that hashes the command line, the tool's own path
        # among it, and the tool's size and time (CachedGeneration.settingsHash): it differs between any two builds.
        if [ -f "$run/cache/output" ]; then
            sed -i '2s/^[0-9a-f]* /<key of the tool and its inputs> /' "$run/cache/output"
        fi
        # Each kept scan names the tool that made it on its second line (GenerationCache.tool: its version, size
        # and time), before the hashes of the file and of the scan, which must be the same.
        if [ -d "$run/cache/scans" ]; then
            find "$run/cache/scans" -type f -exec sed -i '2s/^[0-9a-f]* /<the tool> /' {} +
        fi
        if [ -e "$kept" ]; then rm -rf "$kept"; fi
        mv "$run" "$kept"
    done
}

# Runs a command in the background, at most $jobs at a time.
running=0
spawn() {
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
    "$@" < /dev/null &
    running=$((running + 1))
}
finish() {
    wait
    running=0
}

# MARK: Categories

# `--help`, `--version` and bad command lines.
category_cli() {
    local case=0 arguments
    while IFS= read -r arguments; do
        case=$((case + 1))
        printf '%s\t%s\n' "$case" "wiring $arguments; wiring-graph $arguments" >> "$work/cli.descriptions"
        # shellcheck disable=SC2086 # the arguments are words
        spawn run_case cli "$case" @RUN@ "step wiring \"\$WIRING\" $arguments; step graph \"\$GRAPH\" $arguments"
    done << 'EOF'
--help
--version

help
frobnicate
generate
generate --output
generate --output out.swift
generate --output out.swift --frobnicate
generate --output out.swift --target-name X nothing-here
generate --output out.swift --diagnostics-format xml nothing-here
generate --output out.swift --max-errors -1 nothing-here
generate --output out.swift nothing-here
check --against
check --source-root . nothing-here
dump nothing-here
dump --json
dump --json --dependency
--format png nothing-here
--format gif nothing-here
--format dot --graphviz nothing-here
--format dot nothing-here
EOF
    finish
}

# The references and the error cases, as RenderReferenceTests and ErrorCaseTests run them.
category_references() {
    local folder
    for folder in "$source_tree"/Tests/WiringCoreTests/References/*/; do
        folder=${folder%/}
        # shellcheck disable=SC2046 # the file names have no spaces
        spawn run_case references "$(basename "$folder")" "$folder" '
            step generate "$WIRING" generate --output "$RUN/AppGraph.swift" --source-root "$PWD" "$@"
            step check "$WIRING" check --max-errors 0 "$@"
            step dump "$WIRING" dump --json "$@"
            step generate-json "$WIRING" generate --output "$RUN/json/AppGraph.swift" --source-root "$PWD" \
                --diagnostics-format json --diagnostics-output "$RUN/diagnostics.json" "$@"
            step check-against "$WIRING" check --against "$RUN/AppGraph.swift" --source-root "$PWD" "$@"
        ' $(cd "$folder" && ls Sources/*.swift)
    done
    for folder in "$source_tree"/Tests/WiringCoreTests/ErrorCases/*/; do
        folder=${folder%/}
        # shellcheck disable=SC2046
        spawn run_case references "error-$(basename "$folder")" "$folder" '
            step check "$WIRING" check --max-errors 0 "$@"
            step check-json "$WIRING" check --max-errors 0 --diagnostics-format json "$@"
            step generate "$WIRING" generate --output "$RUN/AppGraph.swift" "$@"
            step dump "$WIRING" dump --json "$@"
        ' $(cd "$folder" && ls Sources/*.swift)
    done
    finish
}

# The documentation's Swift samples, each a folder of files: a block whose directive says `continues` is another file
# of the sample above it, named as its `file` directive says.
category_samples() {
    local page folder
    (cd "$source_tree" && find README.md docs Examples/*/README.md Sources/WiringCore/WiringCore.docc -name '*.md' \
        -not -path '*/.build*' | sort) | while IFS= read -r page; do
        awk -v destination="$work/samples" -v page="${page//\//-}" '
            /^```swift/ {
                if (directive !~ /continues/ || folder == "") { folder = destination "/" page "-" NR; files = 0 }
                files++
                name = (match(directive, /file [A-Za-z0-9_+.]+\.swift/) ? substr(directive, RSTART + 5, RLENGTH - 5) : "")
                if (name == "") name = (files == 1 ? "main.swift" : "Block" NR ".swift")
                system("mkdir -p \"" folder "\"")
                out = folder "/" name
                printf "" > out
                inside = 1
                next
            }
            inside && /^```/ { inside = 0; close(out); next }
            inside { print > out; next }
            NF { directive = $0 }' "$source_tree/$page"
    done
    for folder in "$work"/samples/*/; do
        folder=${folder%/}
        spawn run_case samples "$(basename "$folder")" "$folder" '
            step generate "$WIRING" generate --output "$RUN/AppGraph.swift" --source-root "$PWD" .
            step dump "$WIRING" dump --json .
        '
    done
    finish
}

# Every library and executable target of the examples and the fixtures, with the build plugin's arguments.
category_packages() {
    local package line name kind fields inputs
    local -A plugin_arguments
    for package in $( (cd "$source_tree" && find Examples Tests/Fixtures -name Package.swift -not -path '*/.build*' \
        -exec dirname {} \;) | sort); do
        plugin_arguments=()
        "$root/Tools/graph-inputs.py" "$source_tree/$package" "$work/describe/${package//\//-}" > "$work/graph-inputs.txt" \
            2> "$work/graph-inputs.err" || { cat "$work/graph-inputs.err" >&2; fail "Tools/graph-inputs.py failed"; }
        while IFS= read -r line; do
            IFS=$'\t' read -r -a fields <<< "$line"
            name=${fields[0]} kind=${fields[1]}
            if [ "$kind" = plugin ]; then
                plugin_arguments[$name]=$line
                continue
            fi
            inputs=("${fields[@]:2}")
            IFS=$'\t' read -r -a fields <<< "${plugin_arguments[$name]}"
            spawn run_case packages "${package//\//-}-$name" "$source_tree/$package" '
                count=$1 module=$2
                shift 2
                plugin=("${@:1:$#-count}")
                plugin=("${plugin[@]//@CACHE@/$RUN/cache}")
                inputs=("${@:$#-count+1}")
                step generate "$WIRING" generate --output "$RUN/AppGraph.swift" "${plugin[@]}"
                step generate-warm "$WIRING" generate --output "$RUN/AppGraph.swift" "${plugin[@]}"
                step check "$WIRING" check "${inputs[@]}"
                [ -f "$RUN/AppGraph.swift" ] && step check-against "$WIRING" check --against "$RUN/AppGraph.swift" \
                    --source-root "$PWD" "${inputs[@]}"
                step dump "$WIRING" dump --json "${inputs[@]}"
                step generate-json "$WIRING" generate --output "$RUN/json/AppGraph.swift" --diagnostics-format json \
                    --diagnostics-output "$RUN/diagnostics.json" "${inputs[@]}"
                # Up to date; and the plugin'"'"'s file, which leaves the overrides out, is not (a diff).
                [ -f "$RUN/json/AppGraph.swift" ] && step check-against-json "$WIRING" check \
                    --against "$RUN/json/AppGraph.swift" --source-root "$PWD" "${inputs[@]}"
                for format in dot mermaid svg; do
                    step "graph-$format" "$GRAPH" --format "$format" --module-name "$module" "${inputs[@]}"
                done
            ' "${#inputs[@]}" "$name" "${fields[@]:2}" "${inputs[@]}"
        done < "$work/graph-inputs.txt"
    done
    finish
}

# The synthetic app at 1,000 and 10,000 components, with and without its child graph.
category_synthetic() {
    local size package shape
    for size in 1000 10000; do
        package=$(synthesized "$size")
        # The app without its child graph: a copy of the package without the session's file.
        rm -rf "$work/synthetic-app/n$size-no-child-graph"
        mkdir -p "$work/synthetic-app/n$size-no-child-graph"
        cp -r "$package" "$work/synthetic-app/n$size-no-child-graph/Generated"
        find "$work/synthetic-app/n$size-no-child-graph" -name Session.swift -delete
        for shape in "" -no-child-graph; do
            package=$work/synthetic-app/n$size$shape/Generated
            # As the build plugin runs it, with a new cache and again with the cache it left; as Benchmarks/run.sh
            # runs it, on the target's folder.
            # shellcheck disable=SC2046 # the file names have no spaces
            spawn run_case synthetic "n$size$shape" "$package" '
                step generate "$WIRING" generate --output "$RUN/AppGraph.swift" --cache "$RUN/cache" \
                    --overrides-when-named --source-root "$PWD" "$@"
                step generate-warm "$WIRING" generate --output "$RUN/AppGraph.swift" --cache "$RUN/cache" \
                    --overrides-when-named --source-root "$PWD" "$@"
                step generate-plain "$WIRING" generate --output "$RUN/plain/AppGraph.swift" Sources/GeneratedApp
                step check "$WIRING" check "$@"
                step dump "$WIRING" dump --json "$@"
            ' $(cd "$package" && find Sources -name '*.swift' | sort)
        done
    done
    finish
}

# The pictures: of every reference, whole and from each binding, and of the 1,000-component app.
category_pictures() {
    local folder
    for folder in "$source_tree"/Tests/WiringCoreTests/References/*/; do
        folder=${folder%/}
        # shellcheck disable=SC2046
        spawn run_case pictures "$(basename "$folder")" "$folder" '
            for format in dot mermaid svg; do
                step "$format" "$GRAPH" --format "$format" "$@"
                step "$format-file" "$GRAPH" --format "$format" --output "$RUN/Graph.$format" --module-name App "$@"
            done
            step unknown-root "$GRAPH" --format dot --root NoSuchBinding "$@"
            # Every binding the dump lists, as messages spell it, as a root.
            "$WIRING" dump --json "$@" 2> /dev/null | python3 -c "
import json, sys
for binding in json.load(sys.stdin).get(\"bindings\", []):
    print(binding[\"type\"] + (\" @Named(\" + binding[\"name\"] + \")\" if binding.get(\"name\") else \"\"))
" | sort -u > "$RUN/roots.txt"
            index=0
            while IFS= read -r root; do
                index=$((index + 1))
                for format in dot mermaid svg; do
                    step "root-$index-$format" "$GRAPH" --format "$format" --root "$root" "$@"
                done
            done < "$RUN/roots.txt"
        ' $(cd "$folder" && ls Sources/*.swift)
    done
    spawn run_case pictures n1000 "$(synthesized 1000)" '
        for format in dot mermaid svg; do
            step "$format" "$GRAPH" --format "$format" --module-name GeneratedApp Sources/GeneratedApp
        done
    '
    finish
}

# A wiring-fuzz that writes its inputs (--write-inputs): the new side's, else the base's, else this working tree's.
input_writing_fuzzer() {
    local candidate
    for candidate in "$work/bin/new/wiring-fuzz" "$work/bin/base/wiring-fuzz" ""; do
        if [ -z "$candidate" ]; then
            note "   neither side's wiring-fuzz has --write-inputs: building this working tree's"
            swift build -c release --package-path "$root" --product wiring-fuzz > "$work/build-fuzzer.log" 2>&1 \
                || { tail -n 30 "$work/build-fuzzer.log" >&2; fail "the fuzzer's build failed"; }
            candidate=$(swift build -c release --package-path "$root" --show-bin-path)/wiring-fuzz
        fi
        if "$candidate" --help 2> /dev/null | grep -q -- --write-inputs; then
            echo "$candidate"
            return
        fi
    done
    fail "no wiring-fuzz with --write-inputs"
}

# Inputs of the fuzzer, written to folders, each run through both sides.
fuzz_inputs() { # category folder fuzzer-arguments…
    local category=$1 folder=$2
    shift 2
    local fuzzer
    fuzzer=$(input_writing_fuzzer)
    rm -rf "$folder"
    "$fuzzer" "$@" --write-inputs "$folder" | tail -n 1 >&2
    local index count
    count=$(wc -l < "$folder/inputs.txt")
    for ((index = 0; index < count; index++)); do
        spawn run_case "$category" "$index" "$folder" '
            step generate "$WIRING" generate --output "$RUN/AppGraph.swift" --max-errors 0 "$1"
            step dump "$WIRING" dump --json --max-errors 0 --diagnostics-format json "$1"
            if [ $(($2 % 4)) = 0 ]; then
                step check "$WIRING" check --max-errors 0 --diagnostics-format json "$1"
                read -r status < "$RUN/generate.status"
                if [ "$status" = 0 ]; then
                    for format in dot mermaid svg; do step "graph-$format" "$GRAPH" --format "$format" "$1"; done
                fi
            fi
        ' "$folder/$index" "$index"
    done
    finish
}

category_fuzz() {
    fuzz_inputs fuzz "$work/inputs/fuzz" --seed "$seed" --count "$fuzz_count" \
        "$source_tree/Tests/Fixtures/Sources" "$source_tree/Examples" "$source_tree/Tests/WiringCoreTests/References"
}

category_corpus_fuzz() {
    fuzz_inputs corpus-fuzz "$work/inputs/corpus-fuzz" --seed "$seed" --count "$corpus_fuzz_count" \
        --corpus-sample "$corpus_sample" --corpus-folder "$corpus" \
        "$source_tree/Tests/Fixtures/Sources" "$source_tree/Examples" "$source_tree/Tests/WiringCoreTests/References"
}

# Writes a copy of a package's Swift files with annotations above its declarations: `// @Component` above each class,
# struct and actor that is not private (by turns plain, shared, weak, or `as:` the first protocol of the package it
# names after its colon), `// @Provides` above each static function, and `// @Inject` above each `var name: Type`
# declared in a class (as far as indentation tells). Hidden folders and files, and links, are left out, as `wiring`
# leaves them out.
annotate_package() { # package-folder destination
    local protocols
    protocols=$(cd "$1" && find . -mindepth 1 -name '.*' -prune -o -type f -name '*.swift' -print0 \
        | xargs -0 -r grep -ohE '(^|[[:space:]])protocol[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' 2> /dev/null \
        | awk '{ print $NF }' | sort -u | tr '\n' ' ' || true)
    mkdir -p "$2"
    (cd "$1" && find . -mindepth 1 -name '.*' -prune -o -type d -print0) | (cd "$2" && xargs -0 -r mkdir -p)
    (cd "$1" && find . -mindepth 1 -name '.*' -prune -o -type f -name '*.swift' -print0 \
        | LC_ALL=C xargs -0 -r awk -v destination="$2" -v protocols="$protocols" '
            BEGIN { count = split(protocols, list, " "); for (i = 1; i <= count; i++) protocol[list[i]] = 1 }
            FNR == 1 { if (out != "") close(out); out = destination "/" FILENAME; class_indent = -1 }
            {
                line = $0
                indent = line
                sub(/[^ \t].*$/, "", indent)
                words = substr(line, length(indent) + 1)
                if (words != "" && length(indent) <= class_indent) class_indent = -1
                static = 0
                private = 0
                while (match(words, /^(@[A-Za-z_][A-Za-z0-9_.]*(\([^()]*\))?|public|internal|package|private|fileprivate|open|final|nonisolated|indirect|static|override|required|convenience|mutating|weak|unowned|lazy)[ \t]+/)) {
                    if (substr(words, 1, 7) == "static ") static = 1
                    if (substr(words, 1, 8) == "private " || substr(words, 1, 12) == "fileprivate ") private = 1
                    words = substr(words, RLENGTH + 1)
                }
                annotation = ""
                if (words ~ /^(class|struct|actor)[ \t]+[A-Za-z_`]/ && words !~ /^class[ \t]+(func|var|let|subscript)[ \t(]/) {
                    if (words ~ /^class/) class_indent = length(indent)
                    if (!private) {
                        types++
                        bound = ""
                        if (match(words, /:[^{]*/)) {
                            count = split(substr(words, RSTART + 1, RLENGTH - 1), inherited, /[ \t,&]+/)
                            for (i = 1; i <= count && bound == ""; i++) if (inherited[i] in protocol) bound = inherited[i]
                        }
                        if (types % 4 == 1) annotation = "// @Component"
                        else if (types % 4 == 2) annotation = "// @Component(scope: .shared)"
                        else if (types % 4 == 3 && bound != "") annotation = "// @Component(as: " bound ")"
                        else annotation = "// @Component(scope: .weak)"
                    }
                } else if (static && words ~ /^func[ \t]+[A-Za-z_]/) {
                    annotation = "// @Provides"
                } else if (class_indent >= 0 && length(indent) > class_indent && words ~ /^var[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*:/) {
                    annotation = "// @Inject"
                }
                if (annotation != "") print indent annotation > out
                print line > out
            }')
}

category_corpus() {
    local package name
    for package in "$corpus"/*/*/; do
        package=${package%/}
        name=$(basename "$(dirname "$package")")-$(basename "$package")
        spawn run_case corpus "$name" "$package" 'step dump "$WIRING" dump --json --max-errors 0 .'
    done
    finish
    note "   annotating the package corpus's types, static functions and properties"
    for package in "$corpus"/*/*/; do
        package=${package%/}
        name=$(basename "$(dirname "$package")")/$(basename "$package")
        spawn annotate_package "$package" "$work/annotated-corpus/$name"
    done
    finish
    for package in "$work"/annotated-corpus/*/*/; do
        package=${package%/}
        name=annotated-$(basename "$(dirname "$package")")-$(basename "$package")
        spawn run_case corpus "$name" "$package" '
            step dump "$WIRING" dump --json --max-errors 0 --diagnostics-format json .
            step generate "$WIRING" generate --output "$RUN/AppGraph.swift" --max-errors 0 --source-root "$PWD" .
        '
    done
    finish
}

# MARK: Comparing

total_cases=0
total_differences=0
failed_categories=()
summary=()

# Compares a category's outputs of the two sides and prints what differs.
compare_category() {
    local category=$1 seconds=$2 exclusions=()
    [ "$ignore_cache_files" = 1 ] && exclusions=(-x cache)
    local cases commands differing_cases
    cases=$(find "$work/new/$category" -mindepth 1 -maxdepth 1 2> /dev/null | wc -l)
    commands=$(find "$work/new/$category" -name '*.status' ! -name script.status 2> /dev/null | wc -l)
    diff -rq "${exclusions[@]}" "$work/base/$category" "$work/new/$category" > "$work/$category.differences" 2>&1 || true
    # The cases of the lines "Files <base>/<case>/… and … differ" and "Only in <base or new>/<case>/…: …".
    sed -E -e "s#^Files $work/base/$category/([^/]+)/.*#\\1#" \
        -e "s#^Only in $work/(base|new)/$category/([^/:]+)[/:].*#\\2#" \
        -e "s#^Only in $work/(base|new)/$category: (.*)#\\2#" "$work/$category.differences" | sort -u \
        > "$work/$category.differing-cases"
    differing_cases=$(wc -l < "$work/$category.differing-cases")
    # Commands whose exit status is neither 0, 1 nor 2 (a crash, a signal, the time limit): the same on both sides is
    # no difference, but worth knowing.
    local odd
    odd=$(find "$work/base/$category" "$work/new/$category" -name '*.status' -print0 2> /dev/null \
        | xargs -0 -r grep -LxE '[012]' | sed "s#^$work/##" || true)
    total_cases=$((total_cases + cases))
    total_differences=$((total_differences + differing_cases))
    local line
    line=$(printf '%-12s %6d inputs (%6d commands a side) %5d differ  %5ds' "$category" "$cases" "$commands" \
        "$differing_cases" "$seconds")
    summary+=("$line")
    echo "$line"
    if [ -n "$odd" ]; then
        echo "   commands that exited with neither 0, 1 nor 2 ($(echo "$odd" | wc -l)):"
        echo "$odd" | head -n 5 | while IFS= read -r file; do echo "     $file: $(cat "$work/$file")"; done
    fi
    [ "$differing_cases" = 0 ] && return 0
    failed_categories+=("$category")
    local case shown=0
    while IFS= read -r case && [ "$shown" -lt "$show" ]; do
        shown=$((shown + 1))
        echo "   -- $category/$case differs:"
        if [[ $category == fuzz || $category == corpus-fuzz ]]; then
            echo "      input: $work/inputs/$category/$case"
            awk -F '\t' -v index_="$case" '$1 == index_ { print "      " $2 }' "$work/inputs/$category/inputs.txt" | cut -c1-400
        elif [ -f "$work/$category.descriptions" ]; then
            awk -F '\t' -v case_="$case" '$1 == case_ { print "      " $2 }' "$work/$category.descriptions"
        fi
        { grep -E "/$category/$case(/|: )| $category: $case\$" "$work/$category.differences" || true; } | head -n 5 \
            | while IFS= read -r difference; do
                echo "      ${difference//$work\//}"
                if [[ $difference =~ ^Files\ ([^ ]+)\ and\ ([^ ]+)\ differ$ ]]; then
                    diff -u -a --label "base/${BASH_REMATCH[1]#"$work/base/"}" --label "new/${BASH_REMATCH[2]#"$work/new/"}" \
                        "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" | head -n 30 | cut -c1-300 | sed 's/^/        /' || true
                fi
            done
    done < "$work/$category.differing-cases"
}

# The base's outputs against the expected files of the references and the error cases (generated files and
# diagnostics after `references`, pictures after `pictures`): when they agree, the inputs were run as the tests run
# them.
golden_check() {
    local category=$1 folder name checked=0 matching=0 expected actual mismatches=()
    for folder in "$source_tree"/Tests/WiringCoreTests/References/*/ "$source_tree"/Tests/WiringCoreTests/ErrorCases/*/; do
        name=$(basename "$folder")
        for expected in "$folder"Expected/*; do
            case $category/$(basename "$expected") in
                references/AppGraph.swift) actual=$work/base/references/$name/AppGraph.swift ;;
                references/diagnostics.txt) actual=$work/base/references/error-$name/check.err ;;
                pictures/Graph.dot) actual=$work/base/pictures/$name/dot.out ;;
                pictures/Graph.mmd) actual=$work/base/pictures/$name/mermaid.out ;;
                pictures/Graph.svg) actual=$work/base/pictures/$name/svg.out ;;
                *) continue ;;
            esac
            [ -f "$actual" ] || continue
            checked=$((checked + 1))
            # Diagnostics name the files by absolute path, the expected ones by the path in the case's folder.
            if sed "s#^$folder##" "$actual" | cmp -s "$expected" -; then
                matching=$((matching + 1))
            else
                mismatches+=("${expected#"$source_tree/"}")
            fi
        done
    done
    [ "$checked" = 0 ] && return 0
    echo "   the base's output against the tests' expected files: $matching of $checked the same${mismatches[*]:+ (not: ${mismatches[*]})}"
}

# MARK: Main

echo "Differential run: base $base_name"
echo "                  new  $new_name"
echo "work folder $work; $jobs commands at a time"
echo
for category in $categories; do
    note "== $category"
    category_start=$SECONDS
    mkdir -p "$work/run/$category" "$work/base/$category" "$work/new/$category"
    "category_${category//-/_}"
    compare_category "$category" $((SECONDS - category_start))
    if [ "$category" = references ] || [ "$category" = pictures ]; then golden_check "$category"; fi
    # Inputs and outputs of a category without differences are not kept (fuzz inputs add up to gigabytes).
    if [ "$keep" = 0 ] && [[ " ${failed_categories[*]} " != *" $category "* ]]; then
        rm -rf "$work/inputs/$category" "$work/base/$category" "$work/new/$category"
    fi
done

echo
echo "Summary: base $base_name; new $new_name"
printf '%s\n' "${summary[@]}"
echo "$total_cases inputs compared, $total_differences differ, in $((SECONDS - start_time)) s \
(builds included)"
if [ "$total_differences" -gt 0 ]; then
    echo "DIFFERENCES in: ${failed_categories[*]}; the outputs are in $work/base and $work/new"
    exit 1
fi
[ "$keep" = 1 ] || rm -rf "$work"
