#!/usr/bin/env bash
# Fetches the real-code corpus that Tools/fidelity.py (FidelityTests), `wiring-fuzz --corpus-sample` and
# Benchmarks/run.sh read: every package of Tools/corpus.txt at its pinned tag, as a shallow clone of
# https://github.com/OWNER/NAME into OWNER/NAME of the corpus folder. That folder is $WIRING_CORPUS, or .corpus at the
# repository's root (ignored by git).
#
#   Tools/fetch-corpus.sh            # fetch what is missing; a package already at its tag is left as it is
#   Tools/fetch-corpus.sh --check    # fetch nothing: exit 1 unless every package is there at its tag
#
# A package at another tag (the list changed) is cloned again, and a clone of a package no longer on the list is
# removed, so the folder holds exactly the list. Two clones run at a time. A package that cannot be fetched is named
# at the end and the exit status is 1. Needs only bash and git.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
list=$root/Tools/corpus.txt
corpus=${WIRING_CORPUS:-$root/.corpus}
export WIRING_CORPUS=$corpus

# Whether the clone in folder $1 has tag $2 checked out.
at_tag() {
    local head tagged
    head=$(git -C "$1" rev-parse -q --verify HEAD 2> /dev/null) || return 1
    tagged=$(git -C "$1" rev-parse -q --verify "refs/tags/$2^{commit}" 2> /dev/null) || return 1
    [ "$head" = "$tagged" ]
}

# Clones one package (OWNER/NAME, tag) next to the corpus, then moves it into place: an interrupted clone never
# looks like a package. Run by xargs, two at a time.
if [ "${1:-}" = "--fetch-one" ]; then
    package=$2 tag=$3
    partial=$corpus/.fetching/$package
    rm -rf "$partial"
    mkdir -p "$(dirname "$partial")"
    # --no-local keeps the clone shallow where git's url.<base>.insteadOf turns the URL into a local folder.
    if git -c advice.detachedHead=false clone --quiet --no-local --depth 1 --branch "$tag" \
            "https://github.com/$package" "$partial" && at_tag "$partial" "$tag"; then
        rm -rf "${corpus:?}/$package"
        mkdir -p "$(dirname "$corpus/$package")"
        mv "$partial" "$corpus/$package"
        echo "fetched $package $tag"
    else
        rm -rf "$partial"
        echo "$package $tag" >> "$corpus/.fetching/failed"
        echo "FAILED: $package $tag (https://github.com/$package, tag $tag)" >&2
        exit 1
    fi
    exit 0
fi

check_only=no
case "${1:-}" in
    "") ;;
    --check) check_only=yes ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fetch-corpus.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

# The list: "OWNER/NAME TAG" lines; comments and blank lines skipped.
entries=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$list" | awk 'NF')
if echo "$entries" | awk 'NF != 2 || $1 !~ /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/ { exit 1 }'; then :; else
    echo "fetch-corpus.sh: $list has a line that is not 'OWNER/NAME TAG'" >&2
    exit 2
fi
packages=$(echo "$entries" | awk '{ print $1 }')
total=$(echo "$entries" | wc -l | tr -d ' ')

# Packages in the folder that the list no longer has (the tools read every package folder).
unlisted=""
if [ -d "$corpus" ]; then
    for folder in "$corpus"/*/*/; do
        [ -d "$folder" ] || continue
        package=${folder%/}
        package=${package#"$corpus"/}
        echo "$packages" | grep -qxF "$package" || unlisted="$unlisted $package"
    done
fi

missing=""
present=0
while read -r package tag; do
    if at_tag "$corpus/$package" "$tag"; then
        present=$((present + 1))
    else
        missing="$missing$package $tag"$'\n'
    fi
done <<< "$entries"

if [ "$check_only" = yes ]; then
    if [ -z "$missing" ] && [ -z "$unlisted" ]; then
        echo "corpus: all $total packages of Tools/corpus.txt at their tags in $corpus"
        exit 0
    fi
    if [ ! -d "$corpus" ]; then
        echo "corpus: no folder $corpus: run Tools/fetch-corpus.sh" >&2
        exit 1
    fi
    count=$(printf '%s' "$missing" | grep -c . || true)
    if [ "$count" -gt 0 ]; then
        echo "$count of $total packages missing or not at their tag:" >&2
        printf '%s' "$missing" | head -n 10 | sed 's/^/  /' >&2
        [ "$count" -le 10 ] || echo "  ..." >&2
    fi
    for package in $unlisted; do echo "not in Tools/corpus.txt: $package" >&2; done
    echo "corpus: $corpus is not the corpus of Tools/corpus.txt: run Tools/fetch-corpus.sh" >&2
    exit 1
fi

for package in $unlisted; do
    if [ -e "$corpus/$package/.git" ]; then
        echo "removing $package (not in Tools/corpus.txt)"
        rm -rf "${corpus:?}/$package"
        rmdir "$corpus/${package%/*}" 2> /dev/null || true
    else
        echo "fetch-corpus.sh: $corpus/$package is not in Tools/corpus.txt and is no clone: remove it" >&2
        exit 1
    fi
done

mkdir -p "$corpus"
rm -rf "$corpus/.fetching"
if [ -n "$missing" ]; then
    echo "fetching $(printf '%s' "$missing" | grep -c .) of $total packages into $corpus"
    # Two clones at a time; xargs goes on after a failed one, and the failures are listed below.
    printf '%s' "$missing" | xargs -P 2 -n 2 bash "$0" --fetch-one || true
fi
if [ -s "$corpus/.fetching/failed" ]; then
    echo "fetch-corpus.sh: could not fetch these packages of Tools/corpus.txt (OWNER/NAME TAG):" >&2
    sed 's/^/  /' "$corpus/.fetching/failed" >&2
    rm -rf "$corpus/.fetching"
    exit 1
fi
rm -rf "$corpus/.fetching"
echo "corpus: $total packages at their tags in $corpus ($((total - present)) fetched, $present already there)"
